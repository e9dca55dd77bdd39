; Fixture for AS046 valu-vcc-write-then-div-fmas.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_cmp_eq_u32_e64 vcc, v0, v1
	v_div_fmas_f32 v0, v1, v2, v3                             ; ruleid: AS046
	v_div_scale_f32 v4, vcc, v5, v5, v6
	s_nop 2
	v_div_fmas_f32 v0, v1, v2, v3                             ; ruleid: AS046
	v_cmp_eq_u32_e64 vcc, v0, v1
	s_nop 3
	v_div_fmas_f32 v0, v1, v2, v3                             ; ok: AS046
	s_mov_b64 vcc, s[2:3]
	v_div_fmas_f32 v0, v1, v2, v3                             ; ok: AS046
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
