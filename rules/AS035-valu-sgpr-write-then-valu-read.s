; Fixture for AS035 valu-sgpr-write-then-valu-read.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_cmp_lt_f32_e32 vcc, s2, v0
	v_cndmask_b32_e32 v0, 2.0, v0, vcc                        ; ruleid: AS035
	v_cmp_gt_f32_e64 s[0:1], v1, v2
	s_nop 0
	v_cndmask_b32_e64 v3, v4, v5, s[0:1]                      ; ruleid: AS035
	v_readfirstlane_b32 s6, v3
	s_nop 1
	v_add_u32_e32 v7, s6, v7                                  ; ok: AS035
	s_mov_b32 s8, 0
	v_add_u32_e32 v8, s8, v7                                  ; ok: AS035
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
