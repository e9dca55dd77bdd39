; Fixture for AS051 smem-clause-reads-clause-result.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dword s6, s[4:5], 0x0                              ; ruleid: AS051
	s_load_dwordx2 s[8:9], s[0:1], 0x8
	s_load_dword s10, s[2:3], 0x0
	s_load_dword s11, s[8:9], 0x0                             ; ruleid: AS051
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_load_dword s14, s[12:13], 0x0                           ; ok: AS051
	s_load_dwordx2 s[16:17], s[0:1], 0x18
	s_nop 0
	s_load_dword s18, s[16:17], 0x0                           ; ok: AS051
	s_load_dword s19, s[0:1], 0x20                            ; ok: AS051
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
