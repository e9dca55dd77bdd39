; Fixture for AS036 valu-exec-write-then-lane-access.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_cmpx_gt_u32_e64 s[0:1], v1, v2
	v_readfirstlane_b32 s4, v3                                ; ruleid: AS036
	s_nop 1
	v_writelane_b32 v5, s4, 0                                 ; ruleid: AS036
	s_nop 3
	v_readlane_b32 s5, v3, 1                                  ; ok: AS036
	s_mov_b64 exec, -1
	v_readfirstlane_b32 s6, v3                                ; ok: AS036
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942

; asmscope-fixture: target=gfx950
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.globl	k_gfx950
	.type	k_gfx950,@function
k_gfx950:
	v_cmpx_gt_u32_e32 vcc, v1, v2
	v_permlane16_swap_b32_e64 v0, v1                          ; ruleid: AS036
	s_nop 3
	v_permlane32_swap_b32_e64 v0, v1                          ; ok: AS036
	s_endpgm
.Lfunc_end1:
	.size	k_gfx950, .Lfunc_end1-k_gfx950
