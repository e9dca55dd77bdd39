; Fixture for AS007 occupancy-floor (occupancy_floor 2).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	one_wave
	.type	one_wave,@function
one_wave:
	s_load_dwordx4 s[0:3], s[4:5], 0x0                         ; ruleid: AS007
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	one_wave, .Lfunc_end0-one_wave
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 256
; NumAgprs: 256
; TotalNumVgprs: 512
; Occupancy: 1
	.text

; asmscope-fixture: target=gfx950
	.globl	two_waves
	.type	two_waves,@function
two_waves:
	s_load_dwordx4 s[0:3], s[4:5], 0x0                         ; ok: AS007
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end1:
	.size	two_waves, .Lfunc_end1-two_waves
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; Occupancy: 2
	.text

; asmscope-fixture: target=gfx950 settings=occupancy_floor=4
	.globl	below_raised_floor
	.type	below_raised_floor,@function
below_raised_floor:
	s_load_dwordx4 s[0:3], s[4:5], 0x0                         ; ruleid: AS007
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end2:
	.size	below_raised_floor, .Lfunc_end2-below_raised_floor
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; Occupancy: 2
	.text

