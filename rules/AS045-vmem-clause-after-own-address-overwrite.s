; Fixture for AS045 vmem-clause-after-own-address-overwrite.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	k_gfx950
	.type	k_gfx950,@function
k_gfx950:
	buffer_load_dwordx4 v[4:7], v7, s[4:7], 0 offen
	buffer_load_dwordx4 v[42:45], v8, s[4:7], 0 offen         ; ruleid: AS045
	buffer_load_dwordx4 v[46:49], v9, s[4:7], 0 offen         ; ok: AS045
	global_load_dwordx2 v[26:27], v[26:27], off
	s_nop 0
	global_load_dwordx2 v[28:29], v[30:31], off               ; ok: AS045
	global_load_dwordx2 v[32:33], v[32:33], off
	v_add_u32_e32 v23, 4, v23
	global_store_dword v[34:35], v1, off                      ; ok: AS045
	s_endpgm
.Lfunc_end0:
	.size	k_gfx950, .Lfunc_end0-k_gfx950
