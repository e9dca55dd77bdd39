; Fixture for AS049 vmem-clause-register-overlap.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	buffer_load_dwordx4 v[38:41], v47, s[4:7], 0 offen
	buffer_load_dwordx4 v[46:49], v53, s[28:31], 0 offen      ; ruleid: AS049
	buffer_load_dword v60, v61, s[4:7], 0 offen
	buffer_load_dword v62, v63, s[4:7], 0 offen
	buffer_load_dword v61, v64, s[4:7], 0 offen               ; ruleid: AS049
	buffer_load_dword v70, v71, s[4:7], 0 offen
	s_nop 0
	buffer_load_dword v71, v72, s[4:7], 0 offen               ; ok: AS049
	buffer_load_dword v80, v81, s[4:7], 0 offen
	v_add_u32_e32 v1, 1, v1
	buffer_load_dword v81, v82, s[4:7], 0 offen               ; ok: AS049
	scratch_store_dword off, v5, off offset:56
	buffer_load_dword v5, v6, s[4:7], 0 offen                 ; ok: AS049
	buffer_load_dwordx4 v1, s[8:11], 0 offen lds
	scratch_load_dword v1, off, off offset:4                  ; ok: AS049
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
