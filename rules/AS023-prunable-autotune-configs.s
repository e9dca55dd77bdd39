; Fixture for AS023 prunable-autotune-configs. `check` judges each kernel's autotune list once
; all its variants are checked and gives one kept variant per kernel and target the list's facts
; (facts=...): what static pruning drops. A list with nothing to drop, or hand-written asm
; without facts, is never flagged.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950 facts=prunable_configs=8,prune_listed=12,prune_kept=2,prune_drops=6_duplicate_2_identical-code,prune_compile_seconds=32.3
	.globl	wasteful_list
	.type	wasteful_list,@function
wasteful_list:                      ; ruleid: AS023
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	wasteful_list, .Lfunc_end0-wasteful_list
	.text

; asmscope-fixture: target=gfx950 facts=prunable_configs=0,prune_listed=4,prune_kept=4,prune_drops=none,prune_compile_seconds=0.0
	.globl	lean_list
	.type	lean_list,@function
lean_list:                          ; ok: AS023
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end1:
	.size	lean_list, .Lfunc_end1-lean_list
	.text

; asmscope-fixture: target=gfx950 facts=autotune_copies=2,autotune_configs=12,autotune_duplicates=6
	.globl	another_config_of_the_list
	.type	another_config_of_the_list,@function
another_config_of_the_list:         ; ok: AS023
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end2:
	.size	another_config_of_the_list, .Lfunc_end2-another_config_of_the_list
	.text

; asmscope-fixture: target=gfx942
	.globl	no_plan
	.type	no_plan,@function
no_plan:                            ; ok: AS023
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end3:
	.size	no_plan, .Lfunc_end3-no_plan
	.text
