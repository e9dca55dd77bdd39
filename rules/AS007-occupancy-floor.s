; Fixture for AS007 occupancy-floor (occupancy_floor 2).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	one_wave
	.type	one_wave,@function
one_wave:                           ; ruleid: AS007
	s_load_dwordx4 s[0:3], s[4:5], 0x0
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
two_waves:                          ; ok: AS007
	s_load_dwordx4 s[0:3], s[4:5], 0x0
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
below_raised_floor:                 ; ruleid: AS007
	s_load_dwordx4 s[0:3], s[4:5], 0x0
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


; A config that asks for one wave (waves_per_eu=1) gets what it asked for: not flagged.
; asmscope-fixture: target=gfx950 config=waves_per_eu=1
	.globl	asked_for_one
	.type	asked_for_one,@function
asked_for_one:                      ; ok: AS007
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end10:
	.size	asked_for_one, .Lfunc_end10-asked_for_one
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 256
; NumAgprs: 256
; TotalNumVgprs: 512
; Occupancy: 1
	.text

; One that asked for two and got one is.
; asmscope-fixture: target=gfx950 config=waves_per_eu=2
	.globl	asked_for_two
	.type	asked_for_two,@function
asked_for_two:                      ; ruleid: AS007
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end11:
	.size	asked_for_two, .Lfunc_end11-asked_for_two
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 256
; NumAgprs: 256
; TotalNumVgprs: 512
; Occupancy: 1
	.text

; Over gfx942's 65536 bytes of LDS: it cannot launch (0 waves), whatever its registers allow.
; asmscope-fixture: target=gfx942
	.globl	over_lds
	.type	over_lds,@function
over_lds:                           ; ruleid: AS007
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end12:
	.size	over_lds, .Lfunc_end12-over_lds
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 64
; TotalNumVgprs: 64
; LDSByteSize: 98304 bytes/workgroup (compile time only)
; Occupancy: 8
	.text
