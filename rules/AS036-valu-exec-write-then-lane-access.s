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
	; a VOP3 compare or a carry-out with EXEC as its scalar destination writes EXEC too
	v_cmp_gt_u32_e64 exec, v1, v2
	v_readlane_b32 s7, v3, 2                                   ; ruleid: AS036
	s_nop 3
	v_add_co_u32_e64 v7, exec, v1, v2
	s_nop 3
	v_readfirstlane_b32 s8, v3                                 ; ok: AS036
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
