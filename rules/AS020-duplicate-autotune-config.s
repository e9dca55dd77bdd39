; Fixture for AS020 duplicate-autotune-config. The plan says how many times each variant's config
; is in its kernel's autotune list (facts=...); hand-written asm without them is never flagged.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942 facts=autotune_copies=2,autotune_configs=96,autotune_duplicates=48
	.globl	listed_twice
	.type	listed_twice,@function
listed_twice:
	s_load_dwordx4 s[0:3], s[4:5], 0x0                         ; ruleid: AS020
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	listed_twice, .Lfunc_end0-listed_twice
	.text

; asmscope-fixture: target=gfx942 facts=autotune_copies=1,autotune_configs=96,autotune_duplicates=48
	.globl	listed_once
	.type	listed_once,@function
listed_once:
	s_load_dwordx4 s[0:3], s[4:5], 0x0                         ; ok: AS020
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end1:
	.size	listed_once, .Lfunc_end1-listed_once
	.text

; asmscope-fixture: target=gfx950
	.globl	no_plan
	.type	no_plan,@function
no_plan:
	s_load_dwordx4 s[0:3], s[4:5], 0x0                         ; ok: AS020
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end2:
	.size	no_plan, .Lfunc_end2-no_plan
	.text
