; Fixture for AS056 vcmp-exec-write-then-permlane-swap.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	k_gfx950
	.type	k_gfx950,@function
k_gfx950:
	v_cmpx_gt_u32_e32 vcc, v1, v2
	v_permlane16_swap_b32_e64 v0, v1                           ; ruleid: AS056
	s_nop 3
	v_permlane32_swap_b32_e64 v0, v1                           ; ok: AS056
	v_cmp_eq_f32_e64 exec, v1, v2
	s_nop 1
	v_permlane32_swap_b32_e64 v0, v1                           ; ruleid: AS056
	s_nop 3
	v_cmp_class_f32_e64 exec, v1, v2
	v_permlane16_swap_b32_e64 v0, v1                           ; ok: AS056
	s_nop 3
	v_add_co_u32_e64 v7, exec, v1, v2
	v_permlane16_swap_b32_e64 v0, v1                           ; ok: AS056
	s_endpgm
.Lfunc_end0:
	.size	k_gfx950, .Lfunc_end0-k_gfx950
