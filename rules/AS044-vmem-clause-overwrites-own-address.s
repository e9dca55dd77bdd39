; Fixture for AS044 vmem-clause-overwrites-own-address.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	buffer_load_dwordx4 v[6:9], v11, s[4:7], 0 offen
	buffer_load_dwordx4 v[10:13], v12, s[28:31], 0 offen      ; ruleid: AS044
	s_nop 0
	buffer_load_dwordx4 v[14:17], v14, s[28:31], 0 offen      ; ok: AS044
	buffer_load_dwordx4 v[18:21], v22, s[28:31], 0 offen      ; ok: AS044
	v_add_u32_e32 v23, 4, v23
	global_load_dwordx2 v[24:25], v[24:25], off               ; ok: AS044
	global_load_dwordx2 v[26:27], v[26:27], off               ; ruleid: AS044
	v_add_u32_e32 v23, 4, v23
	global_store_dword v[30:31], v1, off
	global_load_dwordx2 v[28:29], v[28:29], off               ; ok: AS044
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
