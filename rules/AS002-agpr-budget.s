; Fixture for AS002 agpr-budget (agpr_budget 128; the finding points at the first instruction).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	agpr_heavy
	.type	agpr_heavy,@function
agpr_heavy:                         ; ruleid: AS002
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	agpr_heavy, .Lfunc_end0-agpr_heavy
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 128
; NumAgprs: 256
; TotalNumVgprs: 384
	.text

; asmscope-fixture: target=gfx950
	.globl	agpr_light
	.type	agpr_light,@function
agpr_light:                         ; ok: AS002
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end1:
	.size	agpr_light, .Lfunc_end1-agpr_light
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 128
; NumAgprs: 64
; TotalNumVgprs: 192
	.text

; asmscope-fixture: target=gfx950 settings=agpr_budget=32
	.globl	agpr_tight_budget
	.type	agpr_tight_budget,@function
agpr_tight_budget:                  ; ruleid: AS002
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end2:
	.size	agpr_tight_budget, .Lfunc_end2-agpr_tight_budget
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 128
; NumAgprs: 64
; TotalNumVgprs: 192
	.text

