; Fixture for AS006 scratch-use.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	uses_scratch
	.type	uses_scratch,@function
uses_scratch:                       ; ruleid: AS006
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	uses_scratch, .Lfunc_end0-uses_scratch
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 256
; ScratchSize: 24
	.text

; asmscope-fixture: target=gfx942
	.globl	no_scratch
	.type	no_scratch,@function
no_scratch:                         ; ok: AS006
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end1:
	.size	no_scratch, .Lfunc_end1-no_scratch
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; NumVgprs: 96
; ScratchSize: 0
	.text

