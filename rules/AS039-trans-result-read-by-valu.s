; Fixture for AS039 trans-result-read-by-valu.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_rcp_f32_e32 v42, v41
	v_fma_f32 v43, -v41, v42, 1.0                             ; ruleid: AS039
	v_exp_f32_e32 v1, v0
	s_nop 0
	v_add_f32_e32 v2, v1, v2                                  ; ok: AS039
	v_sqrt_f32_e32 v3, v3
	v_sqrt_f32_e32 v4, v3                                     ; ok: AS039
	v_mul_f32_e32 v5, v4, v4                                  ; ruleid: AS039
	v_log_f32_e32 v6, v0
	v_mov_b32_e32 v7, v8                                      ; ok: AS039
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
