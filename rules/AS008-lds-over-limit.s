; Fixture for AS008 lds-over-limit (gfx942 has 65536 bytes per workgroup, gfx950 163840).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	big_lds_gfx942
	.type	big_lds_gfx942,@function
big_lds_gfx942:                     ; ruleid: AS008
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	big_lds_gfx942, .Lfunc_end0-big_lds_gfx942
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 128
; LDSByteSize: 98304 bytes/workgroup (compile time only)
	.text

; asmscope-fixture: target=gfx950
	.globl	big_lds_gfx950
	.type	big_lds_gfx950,@function
big_lds_gfx950:                     ; ok: AS008
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end1:
	.size	big_lds_gfx950, .Lfunc_end1-big_lds_gfx950
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 128
; LDSByteSize: 98304 bytes/workgroup (compile time only)
	.text

; asmscope-fixture: target=gfx942
	.globl	small_lds_gfx942
	.type	small_lds_gfx942,@function
small_lds_gfx942:                   ; ok: AS008
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end2:
	.size	small_lds_gfx942, .Lfunc_end2-small_lds_gfx942
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 128
; LDSByteSize: 32768 bytes/workgroup (compile time only)
	.text

