; Fixture for AS047 valu-sgpr-write-then-lane-select.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_readfirstlane_b32 s5, v0
	v_readlane_b32 s4, v3, s5                                 ; ruleid: AS047
	v_readfirstlane_b32 s6, v0
	s_nop 2
	v_writelane_b32 v5, 7, s6                                 ; ruleid: AS047
	v_readfirstlane_b32 s7, v0
	s_nop 3
	v_readlane_b32 s4, v3, s7                                 ; ok: AS047
	s_mov_b32 s8, 3
	v_readlane_b32 s4, v3, s8                                 ; ok: AS047
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
