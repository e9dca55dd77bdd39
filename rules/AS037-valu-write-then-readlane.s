; Fixture for AS037 valu-write-then-readlane.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_add_u32_e32 v1, 7, v0
	v_readfirstlane_b32 s4, v1                                ; ruleid: AS037
	v_add_u32_e32 v2, 7, v0
	s_nop 0
	v_readfirstlane_b32 s5, v2                                ; ok: AS037
	v_mov_b32_e32 v3, 1
	v_readlane_b32 s6, v3, 0                                  ; ruleid: AS037
	v_mov_b32_e32 v4, 1
	v_readlane_b32 s7, v5, 0                                  ; ok: AS037
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
