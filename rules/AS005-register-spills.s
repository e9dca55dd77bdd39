; Fixture for AS005 register-spills (from the .amdgpu_metadata spill counts).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	spills
	.type	spills,@function
spills:                             ; ruleid: AS005
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	spills, .Lfunc_end0-spills
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 128
; ScratchSize: 160
	.text

; asmscope-fixture: target=gfx950
	.globl	no_spills
	.type	no_spills,@function
no_spills:                          ; ok: AS005
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end1:
	.size	no_spills, .Lfunc_end1-no_spills
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 96
; ScratchSize: 0
	.text

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           spills
    .symbol:         spills.kd
    .vgpr_spill_count: 39
    .sgpr_spill_count: 0
  - .name:           no_spills
    .symbol:         no_spills.kd
    .vgpr_spill_count: 0
    .sgpr_spill_count: 0
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
