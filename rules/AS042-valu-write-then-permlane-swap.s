; Fixture for AS042 valu-write-then-permlane-swap.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	k_gfx950
	.type	k_gfx950,@function
k_gfx950:
	v_mov_b32_e32 v22, v0
	v_permlane32_swap_b32_e32 v0, v22                         ; ruleid: AS042
	s_nop 0
	v_permlane16_swap_b32_e32 v0, v1                          ; ruleid: AS042
	s_nop 1
	v_permlane16_swap_b32_e32 v0, v1                          ; ok: AS042
	v_mov_b32_e32 v3, v4
	s_nop 0
	v_permlane32_swap_b32_e32 v5, v6                          ; ok: AS042
	s_endpgm
.Lfunc_end0:
	.size	k_gfx950, .Lfunc_end0-k_gfx950
