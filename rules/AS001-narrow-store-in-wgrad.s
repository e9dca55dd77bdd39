; Fixture for AS001 narrow-store-in-wgrad.
; `; asmscope-fixture:` sets the variant context of the kernels that follow it.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: tags=wgrad target=gfx950
	.globl	wgrad_legacy_epilogue
	.type	wgrad_legacy_epilogue,@function
wgrad_legacy_epilogue:
	v_perm_b32 v1, v6, v0, s20
	buffer_store_short v1, v2, s[12:15], 0 offen              ; ruleid: AS001
	buffer_store_short_d16_hi v1, v3, s[12:15], 0 offen       ; ruleid: AS001
	global_store_short v[4:5], v6, off                        ; ruleid: AS001
	global_store_byte v[4:5], v6, off offset:2                ; ruleid: AS001
	buffer_store_byte v1, v2, s[12:15], 0 offen               ; ruleid: AS001
	buffer_store_dword v1, v2, s[12:15], 0 offen              ; ok: AS001
	buffer_store_dwordx4 v[8:11], v2, s[12:15], 0 offen       ; ok: AS001
	ds_write_b16 v1, v2                                       ; ok: AS001
	scratch_store_short off, v1, s0                           ; ok: AS001
	s_endpgm
.Lfunc_end0:
	.size	wgrad_legacy_epilogue, .Lfunc_end0-wgrad_legacy_epilogue

; asmscope-fixture: tags=gemm,nt target=gfx950
	.globl	gemm_forward
	.type	gemm_forward,@function
gemm_forward:
	buffer_store_short v1, v2, s[12:15], 0 offen              ; ok: AS001
	s_endpgm
.Lfunc_end1:
	.size	gemm_forward, .Lfunc_end1-gemm_forward
