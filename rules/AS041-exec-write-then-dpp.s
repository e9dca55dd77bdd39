; Fixture for AS041 exec-write-then-dpp.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_cmpx_gt_u32_e64 s[0:1], v1, v2
	v_mov_b32_dpp v5, v4 row_shr:1 row_mask:0xf bank_mask:0xf  ; ruleid: AS041
	s_nop 2
	v_mov_b32_dpp v6, v4 row_shr:1 row_mask:0xf bank_mask:0xf  ; ruleid: AS041
	v_cmpx_gt_u32_e64 s[0:1], v1, v2
	s_nop 4
	v_mov_b32_dpp v7, v4 row_shr:1 row_mask:0xf bank_mask:0xf  ; ok: AS041
	s_mov_b64 exec, -1
	v_mov_b32_dpp v8, v4 row_shr:1 row_mask:0xf bank_mask:0xf  ; ok: AS041
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
