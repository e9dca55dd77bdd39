; Fixture for AS004 accvgpr-move-count: a budget of 2 moves, the third is flagged.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942 settings=accvgpr_count_max=2
	.globl	over_budget
	.type	over_budget,@function
over_budget:
	v_accvgpr_write_b32 a0, v16                 ; ok: AS004
	v_accvgpr_write_b32 a1, v17                 ; ok: AS004
	v_mov_b32_e32 v1, 0
	v_accvgpr_read_b32 v18, a0                  ; ruleid: AS004
	v_accvgpr_read_b32 v19, a1                  ; ok: AS004
	s_endpgm
.Lfunc_end0:
	.size	over_budget, .Lfunc_end0-over_budget

; asmscope-fixture: target=gfx942 settings=accvgpr_count_max=4
	.globl	within_budget
	.type	within_budget,@function
within_budget:
	v_accvgpr_write_b32 a0, v16                 ; ok: AS004
	v_accvgpr_read_b32 v18, a0                  ; ok: AS004
	s_endpgm
.Lfunc_end1:
	.size	within_budget, .Lfunc_end1-within_budget
