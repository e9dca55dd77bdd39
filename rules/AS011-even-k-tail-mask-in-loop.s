; Fixture for AS011 even-k-tail-mask-in-loop: compares/selects inside the K loop, on the loop's
; counter (s0) or bound (s1, and s3 = K), only. Real Triton output: tests/rules/real/as011_*.s.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950 config=EVEN_K=True
	.globl	even_k
	.type	even_k,@function
even_k:
	v_cmp_gt_i32_e32 vcc, s2, v1                              ; ok: AS011
	s_mov_b32 s0, 0
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b32 s20, s0, 7
	s_sub_i32 s20, s3, s20
	v_cmp_gt_i32_e32 vcc, s20, v5                             ; ruleid: AS011
	v_cndmask_b32_e32 v6, 0, v6, vcc                          ; ruleid: AS011
	v_cmp_eq_u32_e64 s[4:5], 1, v9                            ; ok: AS011
	v_cndmask_b32_e64 v8, 0, v8, s[4:5]                       ; ok: AS011
	v_add_u32_e32 v5, 0x80, v5
	s_add_i32 s0, s0, 1
	s_cmp_lt_i32 s0, s1                                       ; ok: AS011
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	v_cndmask_b32_e32 v7, 0, v7, vcc                          ; ok: AS011
	s_endpgm
.Lfunc_end0:
	.size	even_k, .Lfunc_end0-even_k

; asmscope-fixture: target=gfx950 config=EVEN_K=False
	.globl	masked_k
	.type	masked_k,@function
masked_k:
	s_mov_b32 s0, 0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e32 vcc, s20, v5                             ; ok: AS011
	v_cndmask_b32_e32 v6, 0, v6, vcc                          ; ok: AS011
	s_add_i32 s0, s0, 1
	s_cmp_lt_i32 s0, s1
	s_cbranch_scc1 .LBB1_1
; %bb.2:
	s_endpgm
.Lfunc_end1:
	.size	masked_k, .Lfunc_end1-masked_k
