; Fixture for AS020 duplicate-autotune-config. The plan says how many times each variant's config
; is in its kernel's autotune list (facts=...), and names one variant per kernel and target that
; reports the list's repeats (autotune_repeated); hand-written asm without them is never flagged.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942 facts=autotune_copies=2,autotune_configs=96,autotune_duplicates=48,autotune_repeated=BLOCK_N:64_x2
	.globl	listed_twice
	.type	listed_twice,@function
listed_twice:                       ; ruleid: AS020
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	listed_twice, .Lfunc_end0-listed_twice
	.text

; asmscope-fixture: target=gfx942 facts=autotune_copies=1,autotune_configs=96,autotune_duplicates=48
	.globl	listed_once
	.type	listed_once,@function
listed_once:                        ; ok: AS020
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end1:
	.size	listed_once, .Lfunc_end1-listed_once
	.text

; asmscope-fixture: target=gfx942 facts=autotune_copies=2,autotune_configs=96,autotune_duplicates=48
	.globl	another_repeat
	.type	another_repeat,@function
another_repeat:                     ; ok: AS020
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end3:
	.size	another_repeat, .Lfunc_end3-another_repeat
	.text

; asmscope-fixture: target=gfx950
	.globl	no_plan
	.type	no_plan,@function
no_plan:                            ; ok: AS020
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end2:
	.size	no_plan, .Lfunc_end2-no_plan
	.text
