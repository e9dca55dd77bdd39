; Fixture for AS040 vgpr-write-then-dpp-read.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_max_f32_e32 v4, v4, v5
	v_mov_b32_dpp v5, v4 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1   ; ruleid: AS040
	s_nop 0
	v_max_i32_dpp v6, v5, v5 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1 ; ruleid: AS040
	s_nop 1
	v_add_f32_dpp v7, v6, v6 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1 ; ok: AS040
	v_mov_b32_e32 v9, 0
	s_nop 1
	v_mov_b32_dpp v8, v7 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1   ; ok: AS040
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
