; AS011 fixture, real Triton output (regen: tests/rules/real/regen_as011.py): async copy: v_cmp_eq_u32 on an exec bit and v_cndmask beside ds_bpermute / buffer_load ... lds.
; asmscope-fixture: target=gfx942 config=EVEN_K=True,BLOCK_K=64
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm                            ; -- Begin function gemm
	.p2align	8
	.type	gemm,@function
gemm:                                   ; @gemm
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.7:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
.Ltmp0:
	.p2align	8
; %bb.8:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	s_add_i32 s2, s15, 0x7f
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 25
	s_add_i32 s2, s2, s3
	s_ashr_i32 s3, s2, 7
.Ltmp2:
	s_lshl_b32 s3, s3, 3
	s_abs_i32 s6, s3
	v_cvt_f32_u32_e32 v2, s6
.Ltmp3:
	s_add_i32 s1, s14, 0x7f
	s_ashr_i32 s7, s1, 31
	s_lshr_b32 s7, s7, 25
.Ltmp4:
	v_rcp_f32_e32 v2, v2
.Ltmp5:
	s_add_i32 s1, s1, s7
.Ltmp6:
	s_sub_i32 s7, 0, s6
	s_mov_b64 s[28:29], s[10:11]
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_abs_i32 s11, s16
	v_and_b32_e32 v1, 0x3ff, v0
	s_ashr_i32 s10, s16, 31
	v_readfirstlane_b32 s17, v2
	s_mul_i32 s7, s7, s17
	s_mul_hi_u32 s7, s17, s7
	s_add_i32 s17, s17, s7
	s_mul_hi_u32 s7, s11, s17
	s_mul_i32 s17, s7, s6
	v_readfirstlane_b32 s0, v1
	s_ashr_i32 s2, s2, 31
	s_sub_i32 s17, s11, s17
	s_bfe_u32 s0, s0, 0x20006
.Ltmp7:
	s_ashr_i32 s1, s1, 7
.Ltmp8:
	s_xor_b32 s2, s10, s2
	s_add_i32 s18, s7, 1
	s_sub_i32 s19, s17, s6
	s_cmp_ge_u32 s17, s6
	s_cselect_b32 s7, s18, s7
	s_cselect_b32 s17, s19, s17
	s_add_i32 s18, s7, 1
	s_cmp_ge_u32 s17, s6
	s_cselect_b32 s6, s18, s7
	s_xor_b32 s6, s6, s2
	s_sub_i32 s2, s6, s2
	s_lshl_b32 s18, s2, 3
	s_sub_i32 s1, s1, s18
	s_min_i32 s1, s1, 8
	s_abs_i32 s19, s1
	v_cvt_f32_u32_e32 v2, s19
	s_sub_i32 s20, 0, s19
	s_mul_i32 s2, s2, s3
	s_load_dwordx2 s[6:7], s[4:5], 0x20
	s_load_dword s17, s[4:5], 0x28
	v_rcp_f32_e32 v2, v2
	v_and_b32_e32 v125, 31, v0
	v_lshlrev_b32_e32 v96, 1, v125
	s_mov_b32 s37, 0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_nop 0
	v_readfirstlane_b32 s21, v2
	s_mul_i32 s20, s20, s21
	s_mul_hi_u32 s20, s21, s20
	s_add_i32 s21, s21, s20
	s_mul_hi_u32 s20, s11, s21
	s_mul_i32 s20, s20, s19
	s_sub_i32 s11, s11, s20
	s_sub_i32 s20, s11, s19
	s_cmp_ge_u32 s11, s19
	s_cselect_b32 s11, s20, s11
	s_sub_i32 s20, s11, s19
	s_cmp_ge_u32 s11, s19
	s_cselect_b32 s11, s20, s11
	s_sub_i32 s2, s16, s2
	s_xor_b32 s11, s11, s10
	s_xor_b32 s1, s2, s1
	s_abs_i32 s2, s2
	s_sub_i32 s10, s11, s10
	s_mul_hi_u32 s3, s2, s21
	s_add_i32 s18, s18, s10
	s_mul_i32 s10, s3, s19
	s_sub_i32 s2, s2, s10
	s_ashr_i32 s1, s1, 31
	s_add_i32 s10, s3, 1
	s_sub_i32 s11, s2, s19
	s_cmp_ge_u32 s2, s19
	s_cselect_b32 s3, s10, s3
	s_cselect_b32 s2, s11, s2
	s_add_i32 s10, s3, 1
	s_cmp_ge_u32 s2, s19
	s_cselect_b32 s2, s10, s3
	s_abs_i32 s26, s14
	v_cvt_f32_u32_e32 v4, s26
	s_xor_b32 s2, s2, s1
	s_sub_i32 s1, s2, s1
	v_and_b32_e32 v2, 63, v0
	v_rcp_f32_e32 v4, v4
	s_lshl_b32 s2, s0, 6
	v_or_b32_e32 v3, s2, v2
	s_lshl_b32 s27, s18, 7
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_lshrrev_b32_e32 v5, 5, v3
	s_and_b32 s33, s2, 0x80
	s_and_b32 s34, s2, 64
	s_sub_i32 s2, 0, s26
	v_or_b32_e32 v5, s27, v5
	s_bfe_i32 s16, s18, 0x10018
	v_mul_lo_u32 v7, s2, v4
	v_add_u32_e32 v5, s16, v5
	v_mul_hi_u32 v7, v4, v7
	v_xor_b32_e32 v6, s16, v5
	v_add_u32_e32 v97, v4, v7
	v_mul_hi_u32 v4, v6, v97
	v_mul_lo_u32 v4, v4, s26
	v_sub_u32_e32 v4, v6, v4
	v_subrev_u32_e32 v6, s26, v4
	v_cmp_le_u32_e32 vcc, s26, v4
	s_abs_i32 s35, s15
	s_lshl_b32 s36, s1, 7
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_subrev_u32_e32 v6, s26, v4
	v_cmp_le_u32_e32 vcc, s26, v4
	s_sub_i32 s2, 0, s35
	s_bfe_i32 s1, s1, 0x10018
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_add_u32_e32 v6, 8, v5
	v_xor_b32_e32 v6, s16, v6
	v_mul_hi_u32 v7, v6, v97
	v_mul_lo_u32 v7, v7, s26
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s26, v6
	v_cmp_le_u32_e32 vcc, s26, v6
	v_xor_b32_e32 v4, s16, v4
	v_subrev_u32_e32 v4, s16, v4
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s26, v6
	v_cmp_le_u32_e32 vcc, s26, v6
.Ltmp9:
	s_waitcnt lgkmcnt(0)
	s_add_i32 s6, s6, 63
.Ltmp10:
	v_cmp_gt_i32_e64 s[14:15], s6, 63
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_u32_e32 v7, 16, v5
	v_xor_b32_e32 v7, s16, v7
	v_mul_hi_u32 v8, v7, v97
	v_mul_lo_u32 v8, v8, s26
	v_sub_u32_e32 v7, v7, v8
	v_subrev_u32_e32 v8, s26, v7
	v_cmp_le_u32_e32 vcc, s26, v7
	v_xor_b32_e32 v6, s16, v6
	v_subrev_u32_e32 v6, s16, v6
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_subrev_u32_e32 v8, s26, v7
	v_cmp_le_u32_e32 vcc, s26, v7
	s_cmp_gt_i32 s6, 63
	s_mov_b32 s11, 0x27000
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_add_u32_e32 v8, 24, v5
	v_xor_b32_e32 v8, s16, v8
	v_mul_hi_u32 v9, v8, v97
	v_mul_lo_u32 v9, v9, s26
	v_sub_u32_e32 v8, v8, v9
	v_subrev_u32_e32 v9, s26, v8
	v_cmp_le_u32_e32 vcc, s26, v8
	v_xor_b32_e32 v7, s16, v7
	v_subrev_u32_e32 v7, s16, v7
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v9, s26, v8
	v_cmp_le_u32_e32 vcc, s26, v8
	s_mov_b32 s10, 0x7ffffffe
	s_mov_b32 s30, s10
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_u32_e32 v9, 32, v5
	v_xor_b32_e32 v9, s16, v9
	v_mul_hi_u32 v10, v9, v97
	v_mul_lo_u32 v10, v10, s26
	v_sub_u32_e32 v9, v9, v10
	v_subrev_u32_e32 v10, s26, v9
	v_cmp_le_u32_e32 vcc, s26, v9
	v_xor_b32_e32 v8, s16, v8
	v_subrev_u32_e32 v8, s16, v8
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_subrev_u32_e32 v10, s26, v9
	v_cmp_le_u32_e32 vcc, s26, v9
	s_mov_b32 s31, s11
	s_nop 0
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_u32_e32 v10, 40, v5
	v_xor_b32_e32 v10, s16, v10
	v_mul_hi_u32 v11, v10, v97
	v_mul_lo_u32 v11, v11, s26
	v_sub_u32_e32 v10, v10, v11
	v_subrev_u32_e32 v11, s26, v10
	v_cmp_le_u32_e32 vcc, s26, v10
	v_xor_b32_e32 v9, s16, v9
	v_subrev_u32_e32 v9, s16, v9
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_subrev_u32_e32 v11, s26, v10
	v_cmp_le_u32_e32 vcc, s26, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_add_u32_e32 v11, 48, v5
	v_xor_b32_e32 v11, s16, v11
	v_mul_hi_u32 v12, v11, v97
	v_mul_lo_u32 v12, v12, s26
	v_sub_u32_e32 v11, v11, v12
	v_subrev_u32_e32 v12, s26, v11
	v_cmp_le_u32_e32 vcc, s26, v11
	v_xor_b32_e32 v10, s16, v10
	v_subrev_u32_e32 v10, s16, v10
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_subrev_u32_e32 v12, s26, v11
	v_cmp_le_u32_e32 vcc, s26, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_add_u32_e32 v12, 56, v5
	v_xor_b32_e32 v12, s16, v12
	v_mul_hi_u32 v13, v12, v97
	v_mul_lo_u32 v13, v13, s26
	v_sub_u32_e32 v12, v12, v13
	v_subrev_u32_e32 v13, s26, v12
	v_cmp_le_u32_e32 vcc, s26, v12
	v_xor_b32_e32 v11, s16, v11
	v_subrev_u32_e32 v11, s16, v11
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_subrev_u32_e32 v13, s26, v12
	v_cmp_le_u32_e32 vcc, s26, v12
	s_nop 1
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_add_u32_e32 v13, 64, v5
	v_xor_b32_e32 v13, s16, v13
	v_mul_hi_u32 v14, v13, v97
	v_mul_lo_u32 v14, v14, s26
	v_sub_u32_e32 v13, v13, v14
	v_subrev_u32_e32 v14, s26, v13
	v_cmp_le_u32_e32 vcc, s26, v13
	v_xor_b32_e32 v12, s16, v12
	v_subrev_u32_e32 v12, s16, v12
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_subrev_u32_e32 v14, s26, v13
	v_cmp_le_u32_e32 vcc, s26, v13
	s_nop 1
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_add_u32_e32 v14, 0x48, v5
	v_xor_b32_e32 v14, s16, v14
	v_mul_hi_u32 v15, v14, v97
	v_mul_lo_u32 v15, v15, s26
	v_sub_u32_e32 v14, v14, v15
	v_subrev_u32_e32 v15, s26, v14
	v_cmp_le_u32_e32 vcc, s26, v14
	v_xor_b32_e32 v13, s16, v13
	v_subrev_u32_e32 v13, s16, v13
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_subrev_u32_e32 v15, s26, v14
	v_cmp_le_u32_e32 vcc, s26, v14
	s_nop 1
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_add_u32_e32 v15, 0x50, v5
	v_xor_b32_e32 v15, s16, v15
	v_mul_hi_u32 v16, v15, v97
	v_mul_lo_u32 v16, v16, s26
	v_sub_u32_e32 v15, v15, v16
	v_subrev_u32_e32 v16, s26, v15
	v_cmp_le_u32_e32 vcc, s26, v15
	v_xor_b32_e32 v14, s16, v14
	v_subrev_u32_e32 v14, s16, v14
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_subrev_u32_e32 v16, s26, v15
	v_cmp_le_u32_e32 vcc, s26, v15
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_add_u32_e32 v16, 0x58, v5
	v_xor_b32_e32 v16, s16, v16
	v_mul_hi_u32 v17, v16, v97
	v_mul_lo_u32 v17, v17, s26
	v_sub_u32_e32 v16, v16, v17
	v_subrev_u32_e32 v17, s26, v16
	v_cmp_le_u32_e32 vcc, s26, v16
	v_xor_b32_e32 v15, s16, v15
	v_subrev_u32_e32 v15, s16, v15
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_subrev_u32_e32 v17, s26, v16
	v_cmp_le_u32_e32 vcc, s26, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_add_u32_e32 v17, 0x60, v5
	v_xor_b32_e32 v17, s16, v17
	v_mul_hi_u32 v18, v17, v97
	v_mul_lo_u32 v18, v18, s26
	v_sub_u32_e32 v17, v17, v18
	v_subrev_u32_e32 v18, s26, v17
	v_cmp_le_u32_e32 vcc, s26, v17
	v_xor_b32_e32 v16, s16, v16
	v_subrev_u32_e32 v16, s16, v16
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_subrev_u32_e32 v18, s26, v17
	v_cmp_le_u32_e32 vcc, s26, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_add_u32_e32 v18, 0x68, v5
	v_xor_b32_e32 v18, s16, v18
	v_mul_hi_u32 v19, v18, v97
	v_mul_lo_u32 v19, v19, s26
	v_sub_u32_e32 v18, v18, v19
	v_subrev_u32_e32 v19, s26, v18
	v_cmp_le_u32_e32 vcc, s26, v18
	v_xor_b32_e32 v17, s16, v17
	v_subrev_u32_e32 v17, s16, v17
	v_cndmask_b32_e32 v18, v18, v19, vcc
	v_subrev_u32_e32 v19, s26, v18
	v_cmp_le_u32_e32 vcc, s26, v18
	s_nop 1
	v_cndmask_b32_e32 v18, v18, v19, vcc
	v_add_u32_e32 v19, 0x70, v5
	v_xor_b32_e32 v19, s16, v19
	v_mul_hi_u32 v20, v19, v97
	v_mul_lo_u32 v20, v20, s26
	v_sub_u32_e32 v19, v19, v20
	v_subrev_u32_e32 v20, s26, v19
	v_cmp_le_u32_e32 vcc, s26, v19
	v_add_u32_e32 v5, 0x78, v5
	v_xor_b32_e32 v5, s16, v5
	v_cndmask_b32_e32 v19, v19, v20, vcc
	v_subrev_u32_e32 v20, s26, v19
	v_cmp_le_u32_e32 vcc, s26, v19
	v_xor_b32_e32 v18, s16, v18
	v_subrev_u32_e32 v18, s16, v18
	v_cndmask_b32_e32 v19, v19, v20, vcc
	v_mul_hi_u32 v20, v5, v97
	v_mul_lo_u32 v20, v20, s26
	v_sub_u32_e32 v5, v5, v20
	v_subrev_u32_e32 v20, s26, v5
	v_cmp_le_u32_e32 vcc, s26, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v20, vcc
	v_cvt_f32_u32_e32 v20, s35
	v_subrev_u32_e32 v21, s26, v5
	v_cmp_le_u32_e32 vcc, s26, v5
	s_nop 1
	v_cndmask_b32_e32 v21, v5, v21, vcc
	v_rcp_f32_e32 v5, v20
	v_lshl_or_b32 v20, v2, 1, s36
	v_add_u32_e32 v20, s1, v20
	v_xor_b32_e32 v20, s1, v20
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	v_mul_lo_u32 v22, s2, v5
	v_mul_hi_u32 v22, v5, v22
	v_add_u32_e32 v154, v5, v22
	v_mul_hi_u32 v5, v20, v154
	v_mul_lo_u32 v5, v5, s35
	v_sub_u32_e32 v5, v20, v5
	v_subrev_u32_e32 v20, s35, v5
	v_cmp_le_u32_e32 vcc, s35, v5
	v_mad_u64_u32 v[98:99], s[2:3], v4, s7, v[96:97]
	v_lshlrev_b32_e32 v4, 1, v3
	v_cndmask_b32_e32 v5, v5, v20, vcc
	v_subrev_u32_e32 v20, s35, v5
	v_cmp_le_u32_e32 vcc, s35, v5
	v_lshrrev_b32_e32 v3, 3, v3
	v_and_b32_e32 v3, 28, v3
	v_cndmask_b32_e32 v5, v5, v20, vcc
	v_xor_b32_e32 v5, s1, v5
	v_subrev_u32_e32 v5, s1, v5
	s_mul_i32 s1, s0, s17
	v_xor_b32_e32 v3, v3, v4
	v_add_u32_e32 v124, s1, v5
	v_sub_u32_e32 v5, v3, v4
	v_mad_u64_u32 v[108:109], s[2:3], v10, s7, v[96:97]
	v_ashrrev_i32_e32 v5, 1, v5
	v_mad_u64_u32 v[102:103], s[2:3], v7, s7, v[96:97]
	v_mad_u64_u32 v[110:111], s[2:3], v11, s7, v[96:97]
	v_xor_b32_e32 v7, 0x220, v3
	v_add_u32_e32 v109, v5, v2
	v_mad_u64_u32 v[100:101], s[2:3], v6, s7, v[96:97]
	v_mad_u64_u32 v[104:105], s[2:3], v8, s7, v[96:97]
	v_mad_u64_u32 v[106:107], s[2:3], v9, s7, v[96:97]
	v_mad_u64_u32 v[112:113], s[2:3], v12, s7, v[96:97]
	v_mad_u64_u32 v[114:115], s[2:3], v13, s7, v[96:97]
	v_mad_u64_u32 v[116:117], s[2:3], v14, s7, v[96:97]
	v_mad_u64_u32 v[118:119], s[2:3], v15, s7, v[96:97]
	v_mad_u64_u32 v[120:121], s[2:3], v16, s7, v[96:97]
	v_mad_u64_u32 v[122:123], s[2:3], v17, s7, v[96:97]
	v_sub_u32_e32 v7, v7, v4
	v_lshlrev_b32_e32 v111, 2, v109
	v_lshrrev_b32_e32 v7, 1, v7
	ds_bpermute_b32 v14, v111, v98
	s_movk_i32 s2, 0xff00
	v_add3_u32 v113, v7, v2, s2
	v_xor_b32_e32 v8, 0x620, v3
	v_xor_b32_e32 v9, 0xa20, v3
	v_xor_b32_e32 v10, 0xe20, v3
	v_xor_b32_e32 v11, 0x1220, v3
	v_xor_b32_e32 v12, 0x1620, v3
	v_xor_b32_e32 v13, 0x1a20, v3
	v_xor_b32_e32 v3, 0x1e20, v3
	v_lshlrev_b32_e32 v115, 2, v113
	v_sub_u32_e32 v8, v8, v4
	v_sub_u32_e32 v9, v9, v4
	v_sub_u32_e32 v10, v10, v4
	v_sub_u32_e32 v11, v11, v4
	v_sub_u32_e32 v12, v12, v4
	v_sub_u32_e32 v13, v13, v4
	v_sub_u32_e32 v3, v3, v4
	v_lshrrev_b64 v[4:5], v109, s[14:15]
	ds_bpermute_b32 v7, v115, v100
	v_and_b32_e32 v4, 1, v4
	v_bfrev_b32_e32 v105, 1
	s_cselect_b64 vcc, -1, 0
	s_lshl_b32 s38, s0, 8
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v5, 1, v14
	v_cmp_eq_u32_e64 s[0:1], 1, v4
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 m0, s38
	v_cndmask_b32_e64 v4, v105, v5, s[0:1]
	buffer_load_dword v4, s[8:11], 0 offen lds
	v_lshrrev_b64 v[4:5], v113, s[14:15]
	v_and_b32_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 1, v7
	ds_bpermute_b32 v7, v111, v102
	v_cmp_eq_u32_e64 s[2:3], 1, v4
	v_lshrrev_b32_e32 v8, 1, v8
	s_add_i32 m0, s38, 0x400
	v_cndmask_b32_e64 v4, v105, v5, s[2:3]
	s_movk_i32 s2, 0xfd00
	v_add3_u32 v117, v8, v2, s2
	v_lshlrev_b32_e32 v119, 2, v117
	buffer_load_dword v4, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v4, 1, v7
	ds_bpermute_b32 v7, v119, v104
	s_add_i32 m0, s38, 0x800
	v_cndmask_b32_e64 v4, v105, v4, s[0:1]
	buffer_load_dword v4, s[8:11], 0 offen lds
	v_lshrrev_b64 v[4:5], v117, s[14:15]
	v_and_b32_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 1, v7
	ds_bpermute_b32 v7, v111, v106
	v_cmp_eq_u32_e64 s[2:3], 1, v4
	v_lshrrev_b32_e32 v9, 1, v9
	s_add_i32 m0, s38, 0xc00
	v_cndmask_b32_e64 v4, v105, v5, s[2:3]
	s_movk_i32 s2, 0xfb00
	v_add3_u32 v121, v9, v2, s2
	v_lshlrev_b32_e32 v123, 2, v121
	buffer_load_dword v4, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v4, 1, v7
	ds_bpermute_b32 v7, v123, v108
	s_add_i32 m0, s38, 0x1000
	v_cndmask_b32_e64 v4, v105, v4, s[0:1]
	buffer_load_dword v4, s[8:11], 0 offen lds
	v_lshrrev_b64 v[4:5], v121, s[14:15]
	v_and_b32_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 1, v7
	ds_bpermute_b32 v7, v111, v110
	v_cmp_eq_u32_e64 s[2:3], 1, v4
	v_lshrrev_b32_e32 v10, 1, v10
	s_add_i32 m0, s38, 0x1400
	v_cndmask_b32_e64 v4, v105, v5, s[2:3]
	s_movk_i32 s2, 0xf900
	v_add3_u32 v155, v10, v2, s2
	v_lshlrev_b32_e32 v156, 2, v155
	buffer_load_dword v4, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v4, 1, v7
	ds_bpermute_b32 v7, v156, v112
	s_add_i32 m0, s38, 0x1800
	v_cndmask_b32_e64 v4, v105, v4, s[0:1]
	buffer_load_dword v4, s[8:11], 0 offen lds
	v_lshrrev_b64 v[4:5], v155, s[14:15]
	v_and_b32_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 1, v7
	ds_bpermute_b32 v7, v111, v114
	v_cmp_eq_u32_e64 s[2:3], 1, v4
	v_lshrrev_b32_e32 v11, 1, v11
	s_add_i32 m0, s38, 0x1c00
	v_cndmask_b32_e64 v4, v105, v5, s[2:3]
	s_movk_i32 s2, 0xf700
	v_add3_u32 v157, v11, v2, s2
	v_lshlrev_b32_e32 v158, 2, v157
	buffer_load_dword v4, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v4, 1, v7
	ds_bpermute_b32 v7, v158, v116
	s_add_i32 m0, s38, 0x2000
	v_cndmask_b32_e64 v4, v105, v4, s[0:1]
	buffer_load_dword v4, s[8:11], 0 offen lds
	v_lshrrev_b64 v[4:5], v157, s[14:15]
	v_and_b32_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 1, v7
	ds_bpermute_b32 v7, v111, v118
	v_cmp_eq_u32_e64 s[2:3], 1, v4
	v_lshrrev_b32_e32 v12, 1, v12
	s_add_i32 m0, s38, 0x2400
	v_cndmask_b32_e64 v4, v105, v5, s[2:3]
	s_movk_i32 s2, 0xf500
	v_add3_u32 v159, v12, v2, s2
	v_lshlrev_b32_e32 v160, 2, v159
	buffer_load_dword v4, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v4, 1, v7
	ds_bpermute_b32 v7, v160, v120
	s_add_i32 m0, s38, 0x2800
	v_cndmask_b32_e64 v4, v105, v4, s[0:1]
	buffer_load_dword v4, s[8:11], 0 offen lds
	v_lshrrev_b64 v[4:5], v159, s[14:15]
	v_and_b32_e32 v4, 1, v4
	v_mad_u64_u32 v[126:127], s[2:3], v18, s7, v[96:97]
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v7, 1, v7
	v_cmp_eq_u32_e64 s[2:3], 1, v4
	v_lshrrev_b32_e32 v5, 1, v13
	ds_bpermute_b32 v8, v111, v122
	v_cndmask_b32_e64 v4, v105, v7, s[2:3]
	s_movk_i32 s2, 0xf300
	v_add3_u32 v127, v5, v2, s2
	v_lshlrev_b32_e32 v161, 2, v127
	ds_bpermute_b32 v7, v161, v126
	s_add_i32 m0, s38, 0x2c00
	v_lshrrev_b32_e32 v3, 1, v3
	buffer_load_dword v4, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v4, 1, v8
	s_add_i32 m0, s38, 0x3000
	v_cndmask_b32_e64 v4, v105, v4, s[0:1]
	buffer_load_dword v4, s[8:11], 0 offen lds
	v_lshrrev_b64 v[4:5], v127, s[14:15]
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v5, 1, v7
	v_xor_b32_e32 v7, s16, v19
	v_subrev_u32_e32 v7, s16, v7
	v_and_b32_e32 v4, 1, v4
	v_mad_u64_u32 v[128:129], s[2:3], v7, s7, v[96:97]
	v_cmp_eq_u32_e64 s[2:3], 1, v4
	ds_bpermute_b32 v7, v111, v128
	s_add_i32 m0, s38, 0x3400
	v_cndmask_b32_e64 v4, v105, v5, s[2:3]
	s_movk_i32 s2, 0xf100
	v_add3_u32 v129, v3, v2, s2
	v_xor_b32_e32 v2, s16, v21
	v_subrev_u32_e32 v2, s16, v2
	v_mad_u64_u32 v[130:131], s[2:3], v2, s7, v[96:97]
	v_lshlrev_b32_e32 v131, 2, v129
	ds_bpermute_b32 v5, v131, v130
	buffer_load_dword v4, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v4, 1, v7
	s_add_i32 m0, s38, 0x3800
	v_cndmask_b32_e64 v2, v105, v4, s[0:1]
	buffer_load_dword v2, s[8:11], 0 offen lds
	v_lshrrev_b64 v[2:3], v129, s[14:15]
	v_and_b32_e32 v2, 1, v2
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v3, 1, v5
	v_cmp_eq_u32_e64 s[0:1], 1, v2
	v_lshlrev_b32_e32 v6, 1, v124
	s_add_i32 m0, s38, 0x3c00
	v_cndmask_b32_e64 v2, v105, v3, s[0:1]
	buffer_load_dword v2, s[8:11], 0 offen lds
	s_and_b32 s29, s29, 0xffff
	s_add_i32 m0, s38, 0x8000
	v_cndmask_b32_e32 v2, v105, v6, vcc
	v_lshl_add_u32 v162, s17, 2, v124
	; asyncmark
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v162
	s_add_i32 m0, s38, 0x8400
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_lshl_add_u32 v163, s17, 3, v124
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v163
	s_add_i32 m0, s38, 0x8800
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_mad_u64_u32 v[132:133], s[0:1], s17, 12, v[124:125]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v132
	s_add_i32 m0, s38, 0x8c00
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_lshl_add_u32 v133, s17, 4, v124
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v133
	s_add_i32 m0, s38, 0x9000
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_mad_u64_u32 v[134:135], s[0:1], s17, 20, v[124:125]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v134
	s_add_i32 m0, s38, 0x9400
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_mad_u64_u32 v[136:137], s[0:1], s17, 24, v[124:125]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v136
	s_add_i32 m0, s38, 0x9800
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_mad_u64_u32 v[138:139], s[0:1], s17, 28, v[124:125]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v138
	s_add_i32 m0, s38, 0x9c00
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_lshl_add_u32 v135, s17, 5, v124
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v135
	s_add_i32 m0, s38, 0xa000
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_mad_u64_u32 v[140:141], s[0:1], s17, 36, v[124:125]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v140
	s_add_i32 m0, s38, 0xa400
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_mad_u64_u32 v[142:143], s[0:1], s17, 40, v[124:125]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v142
	s_add_i32 m0, s38, 0xa800
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_mad_u64_u32 v[144:145], s[0:1], s17, 44, v[124:125]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v144
	s_add_i32 m0, s38, 0xac00
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_mad_u64_u32 v[146:147], s[0:1], s17, 48, v[124:125]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v146
	s_add_i32 m0, s38, 0xb000
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_mad_u64_u32 v[148:149], s[0:1], s17, 52, v[124:125]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v148
	s_add_i32 m0, s38, 0xb400
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_mad_u64_u32 v[150:151], s[0:1], s17, 56, v[124:125]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v150
	s_add_i32 m0, s38, 0xb800
	v_cndmask_b32_e32 v2, v105, v2, vcc
	v_mad_u64_u32 v[152:153], s[0:1], s17, 60, v[124:125]
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v2, 1, v152
	s_add_i32 m0, s38, 0xbc00
	v_cndmask_b32_e32 v2, v105, v2, vcc
	buffer_load_dword v2, s[28:31], 0 offen lds
	v_and_b32_e32 v99, 32, v0
	s_cmpk_lt_i32 s6, 0x80
	v_lshlrev_b32_e32 v103, 3, v1
	v_lshrrev_b32_e32 v101, 2, v99
	v_lshlrev_b32_e32 v107, 5, v99
	; asyncmark
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	v_and_b32_e32 v0, 0x78, v103
	v_lshl_or_b32 v0, v125, 7, v0
	v_xor_b32_e32 v0, v0, v101
.Ltmp11:
	s_lshr_b32 s40, s6, 6
	v_lshl_or_b32 v137, s33, 5, v0
	v_mov_b32_e32 v48, 0
.Ltmp12:
	s_lshl_b32 s39, s17, 6
	s_mov_b32 s2, 0x8000
	s_add_i32 s40, s40, -2
	s_mov_b32 s41, 0x5040100
	s_mov_b32 s42, 0
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v50, v48
	v_mov_b32_e32 v51, v48
	v_mov_b32_e32 v52, v48
	v_mov_b32_e32 v53, v48
	v_mov_b32_e32 v54, v48
	v_mov_b32_e32 v55, v48
	v_mov_b32_e32 v56, v48
	v_mov_b32_e32 v57, v48
	v_mov_b32_e32 v58, v48
	v_mov_b32_e32 v59, v48
	v_mov_b32_e32 v60, v48
	v_mov_b32_e32 v61, v48
	v_mov_b32_e32 v62, v48
	v_mov_b32_e32 v63, v48
	v_mov_b32_e32 v32, v48
	v_mov_b32_e32 v33, v48
	v_mov_b32_e32 v34, v48
	v_mov_b32_e32 v35, v48
	v_mov_b32_e32 v36, v48
	v_mov_b32_e32 v37, v48
	v_mov_b32_e32 v38, v48
	v_mov_b32_e32 v39, v48
	v_mov_b32_e32 v40, v48
	v_mov_b32_e32 v41, v48
	v_mov_b32_e32 v42, v48
	v_mov_b32_e32 v43, v48
	v_mov_b32_e32 v44, v48
	v_mov_b32_e32 v45, v48
	v_mov_b32_e32 v46, v48
	v_mov_b32_e32 v47, v48
	v_mov_b32_e32 v16, v48
	v_mov_b32_e32 v17, v48
	v_mov_b32_e32 v18, v48
	v_mov_b32_e32 v19, v48
	v_mov_b32_e32 v20, v48
	v_mov_b32_e32 v21, v48
	v_mov_b32_e32 v22, v48
	v_mov_b32_e32 v23, v48
	v_mov_b32_e32 v24, v48
	v_mov_b32_e32 v25, v48
	v_mov_b32_e32 v26, v48
	v_mov_b32_e32 v27, v48
	v_mov_b32_e32 v28, v48
	v_mov_b32_e32 v29, v48
	v_mov_b32_e32 v30, v48
	v_mov_b32_e32 v31, v48
	v_mov_b32_e32 v0, v48
	v_mov_b32_e32 v1, v48
	v_mov_b32_e32 v2, v48
	v_mov_b32_e32 v3, v48
	v_mov_b32_e32 v4, v48
	v_mov_b32_e32 v5, v48
	v_mov_b32_e32 v6, v48
	v_mov_b32_e32 v7, v48
	v_mov_b32_e32 v8, v48
	v_mov_b32_e32 v9, v48
	v_mov_b32_e32 v10, v48
	v_mov_b32_e32 v11, v48
	v_mov_b32_e32 v12, v48
	v_mov_b32_e32 v13, v48
	v_mov_b32_e32 v14, v48
	v_mov_b32_e32 v15, v48
	s_mov_b32 s43, 0
	v_xor_b32_e32 v139, 16, v137
	v_xor_b32_e32 v141, 32, v137
	v_xor_b32_e32 v143, 48, v137
	v_xor_b32_e32 v145, 64, v137
	v_xor_b32_e32 v147, 0x50, v137
	v_xor_b32_e32 v149, 0x60, v137
	v_xor_b32_e32 v151, 0x70, v137
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshrrev_b64 v[64:65], v109, exec
	v_and_b32_e32 v66, 1, v64
	v_lshrrev_b64 v[64:65], v113, exec
	v_and_b32_e32 v67, 1, v64
	v_lshrrev_b64 v[64:65], v117, exec
	v_and_b32_e32 v68, 1, v64
	v_lshrrev_b64 v[64:65], v121, exec
	v_and_b32_e32 v69, 1, v64
	v_lshrrev_b64 v[64:65], v155, exec
	v_and_b32_e32 v70, 1, v64
	v_lshrrev_b64 v[64:65], v157, exec
	v_and_b32_e32 v71, 1, v64
	v_lshrrev_b64 v[64:65], v159, exec
	v_and_b32_e32 v72, 1, v64
	v_lshrrev_b64 v[64:65], v127, exec
	v_and_b32_e32 v73, 1, v64
	v_lshrrev_b64 v[64:65], v129, exec
	v_add_u32_e32 v98, 64, v98
	ds_bpermute_b32 v65, v111, v98
	s_mov_b32 s44, s37
	s_add_i32 s37, s42, 1
	s_cmp_lt_i32 s37, 2
	s_cselect_b32 s42, s37, 0
	s_lshl_b32 s37, s42, 14
	v_cmp_eq_u32_e64 s[0:1], 1, v66                             ; ok: AS011
	v_add_u32_e32 v100, 64, v100
	s_add_i32 s46, s37, s38
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 1, v65
	v_add_u32_e32 v102, 64, v102
	ds_bpermute_b32 v66, v115, v100
	v_cndmask_b32_e64 v65, v105, v65, s[0:1]                    ; ok: AS011
	s_mov_b32 m0, s46
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_load_dword v65, s[8:11], 0 offen lds
	ds_bpermute_b32 v65, v111, v102
	v_cmp_eq_u32_e64 s[24:25], 1, v67                           ; ok: AS011
	v_lshlrev_b32_e32 v66, 1, v66
	v_and_b32_e32 v64, 1, v64
	v_add_u32_e32 v104, 64, v104
	v_cndmask_b32_e64 v66, v105, v66, s[24:25]                  ; ok: AS011
	s_add_i32 m0, s46, 0x400
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 1, v65
	s_mov_b32 s45, s2
	v_add_u32_e32 v106, 64, v106
	v_cmp_eq_u32_e64 s[2:3], 1, v64                             ; ok: AS011
	ds_bpermute_b32 v64, v119, v104
	buffer_load_dword v66, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v65, v105, v65, s[0:1]                    ; ok: AS011
	s_add_i32 m0, s46, 0x800
	v_cmp_eq_u32_e64 s[22:23], 1, v68                           ; ok: AS011
	buffer_load_dword v65, s[8:11], 0 offen lds
	ds_bpermute_b32 v65, v111, v106
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v64, 1, v64
	v_add_u32_e32 v108, 64, v108
	v_cndmask_b32_e64 v64, v105, v64, s[22:23]                  ; ok: AS011
	s_add_i32 m0, s46, 0xc00
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 1, v65
	v_add_u32_e32 v110, 64, v110
	ds_bpermute_b32 v66, v123, v108
	buffer_load_dword v64, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v65, v105, v65, s[0:1]                    ; ok: AS011
	s_add_i32 m0, s46, 0x1000
	v_cmp_eq_u32_e64 s[16:17], 1, v69                           ; ok: AS011
	buffer_load_dword v65, s[8:11], 0 offen lds
	ds_bpermute_b32 v65, v111, v110
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v66, 1, v66
	v_add_u32_e32 v112, 64, v112
	v_cndmask_b32_e64 v66, v105, v66, s[16:17]                  ; ok: AS011
	s_add_i32 m0, s46, 0x1400
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 1, v65
	v_add_u32_e32 v114, 64, v114
	ds_bpermute_b32 v64, v156, v112
	buffer_load_dword v66, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v65, v105, v65, s[0:1]                    ; ok: AS011
	s_add_i32 m0, s46, 0x1800
	v_cmp_eq_u32_e64 s[14:15], 1, v70                           ; ok: AS011
	buffer_load_dword v65, s[8:11], 0 offen lds
	ds_bpermute_b32 v65, v111, v114
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v64, 1, v64
	v_add_u32_e32 v116, 64, v116
	v_cndmask_b32_e64 v64, v105, v64, s[14:15]                  ; ok: AS011
	s_add_i32 m0, s46, 0x1c00
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 1, v65
	v_add_u32_e32 v118, 64, v118
	ds_bpermute_b32 v66, v158, v116
	buffer_load_dword v64, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v65, v105, v65, s[0:1]                    ; ok: AS011
	s_add_i32 m0, s46, 0x2000
	v_cmp_eq_u32_e64 s[6:7], 1, v71                             ; ok: AS011
	buffer_load_dword v65, s[8:11], 0 offen lds
	ds_bpermute_b32 v65, v111, v118
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v66, 1, v66
	v_add_u32_e32 v120, 64, v120
	v_cndmask_b32_e64 v66, v105, v66, s[6:7]                    ; ok: AS011
	s_add_i32 m0, s46, 0x2400
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 1, v65
	v_add_u32_e32 v122, 64, v122
	ds_bpermute_b32 v64, v160, v120
	buffer_load_dword v66, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v65, v105, v65, s[0:1]                    ; ok: AS011
	s_add_i32 m0, s46, 0x2800
	v_cmp_eq_u32_e64 s[18:19], 1, v72                           ; ok: AS011
	buffer_load_dword v65, s[8:11], 0 offen lds
	ds_bpermute_b32 v65, v111, v122
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v64, 1, v64
	v_add_u32_e32 v126, 64, v126
	v_cndmask_b32_e64 v64, v105, v64, s[18:19]                  ; ok: AS011
	s_add_i32 m0, s46, 0x2c00
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 1, v65
	v_add_u32_e32 v128, 64, v128
	ds_bpermute_b32 v66, v161, v126
	buffer_load_dword v64, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v65, v105, v65, s[0:1]                    ; ok: AS011
	s_add_i32 m0, s46, 0x3000
	v_add_u32_e32 v130, 64, v130
	buffer_load_dword v65, s[8:11], 0 offen lds
	ds_bpermute_b32 v65, v111, v128
	ds_bpermute_b32 v64, v131, v130
	v_cmp_eq_u32_e64 s[20:21], 1, v73                           ; ok: AS011
	s_waitcnt lgkmcnt(2)
	v_lshlrev_b32_e32 v66, 1, v66
	s_add_i32 m0, s46, 0x3400
	v_cndmask_b32_e64 v66, v105, v66, s[20:21]                  ; ok: AS011
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b32_e32 v65, 1, v65
	buffer_load_dword v66, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v65, v105, v65, s[0:1]                    ; ok: AS011
	s_add_i32 m0, s46, 0x3800
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v64, 1, v64
	v_add_u32_e32 v124, s39, v124
	buffer_load_dword v65, s[8:11], 0 offen lds
	v_cndmask_b32_e64 v64, v105, v64, s[2:3]                    ; ok: AS011
	s_add_i32 m0, s46, 0x3c00
	v_add_u32_e32 v162, s39, v162
	s_mov_b32 s30, s10
	s_mov_b32 s31, s11
	buffer_load_dword v64, s[8:11], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v124
	s_add_i32 m0, s46, 0x8000
	v_add_u32_e32 v163, s39, v163
	; asyncmark
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v162
	s_add_i32 m0, s46, 0x8400
	v_add_u32_e32 v132, s39, v132
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v163
	s_add_i32 m0, s46, 0x8800
	v_add_u32_e32 v133, s39, v133
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v132
	s_add_i32 m0, s46, 0x8c00
	v_add_u32_e32 v134, s39, v134
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v133
	s_add_i32 m0, s46, 0x9000
	v_add_u32_e32 v136, s39, v136
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v134
	s_add_i32 m0, s46, 0x9400
	v_add_u32_e32 v138, s39, v138
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v136
	s_add_i32 m0, s46, 0x9800
	v_add_u32_e32 v135, s39, v135
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v138
	s_add_i32 m0, s46, 0x9c00
	v_add_u32_e32 v140, s39, v140
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v135
	s_add_i32 m0, s46, 0xa000
	v_add_u32_e32 v142, s39, v142
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v140
	s_add_i32 m0, s46, 0xa400
	v_add_u32_e32 v144, s39, v144
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v142
	s_add_i32 m0, s46, 0xa800
	v_add_u32_e32 v146, s39, v146
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v144
	s_add_i32 m0, s46, 0xac00
	v_add_u32_e32 v148, s39, v148
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v146
	s_add_i32 m0, s46, 0xb000
	v_add_u32_e32 v150, s39, v150
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v148
	s_add_i32 m0, s46, 0xb400
	v_add_u32_e32 v152, s39, v152
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v150
	s_add_i32 m0, s46, 0xb800
	v_add_u32_e32 v66, s44, v137
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_lshlrev_b32_e32 v64, 1, v152
	s_add_i32 m0, s46, 0xbc00
	v_add_u32_e32 v65, s44, v139
	buffer_load_dword v64, s[28:31], 0 offen lds
	v_add_u32_e32 v64, s44, v141
	s_add_i32 s0, s34, s45
	v_add_u32_e32 v67, s44, v143
	v_add_u32_e32 v68, s44, v145
	v_add_u32_e32 v69, s44, v147
	v_add_u32_e32 v70, s44, v149
	v_add_u32_e32 v153, s44, v151
	ds_read2st64_b64 v[92:95], v66 offset1:16
	ds_read2st64_b64 v[88:91], v65 offset1:16
	ds_read2st64_b64 v[84:87], v64 offset1:16
	ds_read2st64_b64 v[80:83], v67 offset1:16
	ds_read2st64_b64 v[76:79], v68 offset1:16
	ds_read2st64_b64 v[72:75], v69 offset1:16
	ds_read2st64_b64 v[68:71], v70 offset1:16
	ds_read2st64_b64 v[64:67], v153 offset1:16
	v_add3_u32 v153, s0, v107, v96
	; asyncmark
	ds_read_u16 v164, v153 offset:512
	ds_read_u16 v165, v153 offset:768
	s_add_i32 s0, s43, 1
	s_add_i32 s2, s37, 0x8000
	s_cmp_lg_u32 s43, s40
	s_mov_b32 s43, s0
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v165, v165, v164, s41
	ds_read_u16 v164, v153 offset:256
	ds_read_u16 v166, v153
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v164, v164, v166, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[48:63], v[164:165], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[164:165], v[94:95], v[16:31]
	ds_read_u16 v164, v153 offset:896
	ds_read_u16 v165, v153 offset:640
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v165, v164, v165, s41
	ds_read_u16 v164, v153 offset:384
	ds_read_u16 v166, v153 offset:128
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v164, v164, v166, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[32:47], v[164:165], v[92:93], v[32:47]
	ds_read_u16 v92, v153 offset:2560
	ds_read_u16 v93, v153 offset:2816
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v93, v93, v92, s41
	v_mfma_f32_32x32x8_bf16 v[0:15], v[164:165], v[94:95], v[0:15]
	ds_read_u16 v92, v153 offset:2304
	ds_read_u16 v94, v153 offset:2048
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v92, v94, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[48:63], v[92:93], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[92:93], v[90:91], v[16:31]
	ds_read_u16 v92, v153 offset:2944
	ds_read_u16 v93, v153 offset:2688
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v93, v92, v93, s41
	ds_read_u16 v92, v153 offset:2432
	ds_read_u16 v94, v153 offset:2176
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v92, v92, v94, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[32:47], v[92:93], v[88:89], v[32:47]
	ds_read_u16 v88, v153 offset:4608
	ds_read_u16 v89, v153 offset:4864
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v89, v89, v88, s41
	v_mfma_f32_32x32x8_bf16 v[0:15], v[92:93], v[90:91], v[0:15]
	ds_read_u16 v88, v153 offset:4352
	ds_read_u16 v90, v153 offset:4096
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v88, v90, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[48:63], v[88:89], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[88:89], v[86:87], v[16:31]
	ds_read_u16 v88, v153 offset:4992
	ds_read_u16 v89, v153 offset:4736
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v89, v88, v89, s41
	ds_read_u16 v88, v153 offset:4480
	ds_read_u16 v90, v153 offset:4224
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v88, v90, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[32:47], v[88:89], v[84:85], v[32:47]
	ds_read_u16 v84, v153 offset:6656
	ds_read_u16 v85, v153 offset:6912
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v85, v85, v84, s41
	v_mfma_f32_32x32x8_bf16 v[0:15], v[88:89], v[86:87], v[0:15]
	ds_read_u16 v84, v153 offset:6400
	ds_read_u16 v86, v153 offset:6144
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v84, v86, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[48:63], v[84:85], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[84:85], v[82:83], v[16:31]
	ds_read_u16 v84, v153 offset:7040
	ds_read_u16 v85, v153 offset:6784
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v85, v84, v85, s41
	ds_read_u16 v84, v153 offset:6528
	ds_read_u16 v86, v153 offset:6272
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v84, v86, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[32:47], v[84:85], v[80:81], v[32:47]
	ds_read_u16 v80, v153 offset:8704
	ds_read_u16 v81, v153 offset:8960
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v81, v81, v80, s41
	v_mfma_f32_32x32x8_bf16 v[0:15], v[84:85], v[82:83], v[0:15]
	ds_read_u16 v80, v153 offset:8448
	ds_read_u16 v82, v153 offset:8192
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v80, v82, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[48:63], v[80:81], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[80:81], v[78:79], v[16:31]
	ds_read_u16 v80, v153 offset:9088
	ds_read_u16 v81, v153 offset:8832
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v81, v80, v81, s41
	ds_read_u16 v80, v153 offset:8576
	ds_read_u16 v82, v153 offset:8320
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v80, v82, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[32:47], v[80:81], v[76:77], v[32:47]
	ds_read_u16 v76, v153 offset:10752
	ds_read_u16 v77, v153 offset:11008
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v77, v77, v76, s41
	v_mfma_f32_32x32x8_bf16 v[0:15], v[80:81], v[78:79], v[0:15]
	ds_read_u16 v76, v153 offset:10496
	ds_read_u16 v78, v153 offset:10240
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v76, v78, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[48:63], v[76:77], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[76:77], v[74:75], v[16:31]
	ds_read_u16 v76, v153 offset:11136
	ds_read_u16 v77, v153 offset:10880
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v77, v76, v77, s41
	ds_read_u16 v76, v153 offset:10624
	ds_read_u16 v78, v153 offset:10368
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v76, v78, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[32:47], v[76:77], v[72:73], v[32:47]
	ds_read_u16 v72, v153 offset:12800
	ds_read_u16 v73, v153 offset:13056
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v73, v73, v72, s41
	v_mfma_f32_32x32x8_bf16 v[0:15], v[76:77], v[74:75], v[0:15]
	ds_read_u16 v72, v153 offset:12544
	ds_read_u16 v74, v153 offset:12288
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v72, v74, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[48:63], v[72:73], v[68:69], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[70:71], v[16:31]
	ds_read_u16 v72, v153 offset:13184
	ds_read_u16 v73, v153 offset:12928
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v73, v72, v73, s41
	ds_read_u16 v72, v153 offset:12672
	ds_read_u16 v74, v153 offset:12416
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v72, v74, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[32:47], v[72:73], v[68:69], v[32:47]
	ds_read_u16 v68, v153 offset:14848
	ds_read_u16 v69, v153 offset:15104
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v69, v69, v68, s41
	v_mfma_f32_32x32x8_bf16 v[0:15], v[72:73], v[70:71], v[0:15]
	ds_read_u16 v68, v153 offset:14336
	ds_read_u16 v70, v153 offset:14592
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v70, v68, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[48:63], v[68:69], v[64:65], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[68:69], v[66:67], v[16:31]
	ds_read_u16 v68, v153 offset:15232
	ds_read_u16 v69, v153 offset:14976
	ds_read_u16 v70, v153 offset:14720
	ds_read_u16 v71, v153 offset:14464
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v69, v68, v69, s41
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v70, v71, s41
	s_nop 1
	v_mfma_f32_32x32x8_bf16 v[32:47], v[68:69], v[64:65], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[68:69], v[66:67], v[0:15]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v49, 0
	s_mov_b32 s2, 0x8000
	v_mov_b32_e32 v48, v49
	v_mov_b32_e32 v51, v49
	v_mov_b32_e32 v50, v49
	v_mov_b32_e32 v53, v49
	v_mov_b32_e32 v52, v49
	v_mov_b32_e32 v55, v49
	v_mov_b32_e32 v54, v49
	v_mov_b32_e32 v57, v49
	v_mov_b32_e32 v56, v49
	v_mov_b32_e32 v59, v49
	v_mov_b32_e32 v58, v49
	v_mov_b32_e32 v61, v49
	v_mov_b32_e32 v60, v49
	v_mov_b32_e32 v63, v49
	v_mov_b32_e32 v62, v49
	v_mov_b32_e32 v33, v49
	v_mov_b32_e32 v32, v49
	v_mov_b32_e32 v35, v49
	v_mov_b32_e32 v34, v49
	v_mov_b32_e32 v37, v49
	v_mov_b32_e32 v36, v49
	v_mov_b32_e32 v39, v49
	v_mov_b32_e32 v38, v49
	v_mov_b32_e32 v41, v49
	v_mov_b32_e32 v40, v49
	v_mov_b32_e32 v43, v49
	v_mov_b32_e32 v42, v49
	v_mov_b32_e32 v45, v49
	v_mov_b32_e32 v44, v49
	v_mov_b32_e32 v47, v49
	v_mov_b32_e32 v46, v49
	v_mov_b32_e32 v17, v49
	v_mov_b32_e32 v16, v49
	v_mov_b32_e32 v19, v49
	v_mov_b32_e32 v18, v49
	v_mov_b32_e32 v21, v49
	v_mov_b32_e32 v20, v49
	v_mov_b32_e32 v23, v49
	v_mov_b32_e32 v22, v49
	v_mov_b32_e32 v25, v49
	v_mov_b32_e32 v24, v49
	v_mov_b32_e32 v27, v49
	v_mov_b32_e32 v26, v49
	v_mov_b32_e32 v29, v49
	v_mov_b32_e32 v28, v49
	v_mov_b32_e32 v31, v49
	v_mov_b32_e32 v30, v49
	v_mov_b32_e32 v1, v49
	v_mov_b32_e32 v0, v49
	v_mov_b32_e32 v3, v49
	v_mov_b32_e32 v2, v49
	v_mov_b32_e32 v5, v49
	v_mov_b32_e32 v4, v49
	v_mov_b32_e32 v7, v49
	v_mov_b32_e32 v6, v49
	v_mov_b32_e32 v9, v49
	v_mov_b32_e32 v8, v49
	v_mov_b32_e32 v11, v49
	v_mov_b32_e32 v10, v49
	v_mov_b32_e32 v13, v49
	v_mov_b32_e32 v12, v49
	v_mov_b32_e32 v15, v49
	v_mov_b32_e32 v14, v49
.LBB0_4:                                ; %Flow
	s_load_dword s0, s[4:5], 0x2c
	s_and_b64 s[4:5], vcc, exec
	s_cselect_b32 s1, 1, 0
	s_cmp_lg_u32 s1, 1
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_add_i32 s1, s34, s2
	v_add3_u32 v96, s1, v107, v96
	ds_read_u16 v114, v96 offset:15104
	ds_read_u16 v115, v96 offset:14848
	ds_read_u16 v116, v96 offset:14592
	ds_read_u16 v117, v96 offset:14336
	v_and_b32_e32 v64, 0x78, v103
	ds_read_u16 v92, v96 offset:13056
	ds_read_u16 v93, v96 offset:12800
	ds_read_u16 v94, v96 offset:12544
	ds_read_u16 v95, v96 offset:12288
	ds_read_u16 v80, v96 offset:6912
	ds_read_u16 v81, v96 offset:6656
	ds_read_u16 v82, v96 offset:6400
	ds_read_u16 v83, v96 offset:6144
	ds_read_u16 v68, v96 offset:768
	ds_read_u16 v69, v96 offset:512
	ds_read_u16 v70, v96 offset:256
	ds_read_u16 v71, v96
	v_lshl_or_b32 v64, v125, 7, v64
	ds_read_u16 v72, v96 offset:2816
	ds_read_u16 v73, v96 offset:2560
	ds_read_u16 v74, v96 offset:2304
	ds_read_u16 v75, v96 offset:2048
	ds_read_u16 v76, v96 offset:4864
	ds_read_u16 v77, v96 offset:4608
	ds_read_u16 v78, v96 offset:4352
	ds_read_u16 v79, v96 offset:4096
	ds_read_u16 v84, v96 offset:8960
	ds_read_u16 v85, v96 offset:8704
	ds_read_u16 v86, v96 offset:8448
	ds_read_u16 v87, v96 offset:8192
	ds_read_u16 v88, v96 offset:11008
	ds_read_u16 v89, v96 offset:10752
	ds_read_u16 v90, v96 offset:10496
	ds_read_u16 v91, v96 offset:10240
	v_xor_b32_e32 v64, v64, v101
	v_lshl_or_b32 v98, s33, 5, v64
	s_mov_b32 s1, 0x5040100
	v_add_u32_e32 v64, s37, v98
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v101, v68, v69, s1
	v_xad_u32 v68, v98, 16, s37
	v_perm_b32 v103, v72, v73, s1
	v_xad_u32 v72, v98, 32, s37
	s_waitcnt lgkmcnt(10)
	v_perm_b32 v105, v76, v77, s1
	v_xad_u32 v76, v98, 48, s37
	v_perm_b32 v107, v80, v81, s1
	v_xad_u32 v80, v98, 64, s37
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v109, v84, v85, s1
	v_xor_b32_e32 v84, 0x50, v98
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v111, v88, v89, s1
	v_xor_b32_e32 v88, 0x60, v98
	v_perm_b32 v113, v92, v93, s1
	v_xor_b32_e32 v92, 0x70, v98
	v_perm_b32 v115, v114, v115, s1
	v_perm_b32 v114, v116, v117, s1
	ds_read_u16 v98, v96 offset:640
	ds_read_u16 v116, v96 offset:384
	ds_read_u16 v117, v96 offset:896
	ds_read_u16 v118, v96 offset:128
	ds_read2st64_b64 v[64:67], v64 offset1:16
	v_perm_b32 v100, v70, v71, s1
	ds_read2st64_b64 v[68:71], v68 offset1:16
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v117, v117, v98, s1
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v116, v116, v118, s1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[48:63], v[100:101], v[64:65], v[48:63]
	v_perm_b32 v102, v74, v75, s1
	ds_read2st64_b64 v[72:75], v72 offset1:16
	v_perm_b32 v104, v78, v79, s1
	ds_read2st64_b64 v[76:79], v76 offset1:16
	v_perm_b32 v106, v82, v83, s1
	ds_read2st64_b64 v[80:83], v80 offset1:16
	v_perm_b32 v108, v86, v87, s1
	v_mfma_f32_32x32x8_bf16 v[32:47], v[116:117], v[64:65], v[32:47]
	ds_read_u16 v64, v96 offset:2688
	ds_read_u16 v98, v96 offset:2432
	ds_read_u16 v65, v96 offset:2944
	ds_read_u16 v118, v96 offset:2176
	v_add_u32_e32 v84, s37, v84
	ds_read2st64_b64 v[84:87], v84 offset1:16
	v_perm_b32 v110, v90, v91, s1
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v65, v65, v64, s1
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v64, v98, v118, s1
	v_add_u32_e32 v88, s37, v88
	v_mfma_f32_32x32x8_bf16 v[48:63], v[102:103], v[68:69], v[48:63]
	ds_read2st64_b64 v[88:91], v88 offset1:16
	v_perm_b32 v112, v94, v95, s1
	v_add_u32_e32 v92, s37, v92
	ds_read2st64_b64 v[92:95], v92 offset1:16
	v_mfma_f32_32x32x8_bf16 v[32:47], v[64:65], v[68:69], v[32:47]
	ds_read_u16 v68, v96 offset:4736
	ds_read_u16 v98, v96 offset:4480
	ds_read_u16 v69, v96 offset:4992
	ds_read_u16 v118, v96 offset:4224
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v69, v69, v68, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v68, v98, v118, s1
	v_mfma_f32_32x32x8_bf16 v[16:31], v[100:101], v[66:67], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[116:117], v[66:67], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[104:105], v[72:73], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[68:69], v[72:73], v[32:47]
	ds_read_u16 v72, v96 offset:6784
	ds_read_u16 v98, v96 offset:6528
	ds_read_u16 v73, v96 offset:7040
	ds_read_u16 v118, v96 offset:6272
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v73, v73, v72, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v72, v98, v118, s1
	v_mfma_f32_32x32x8_bf16 v[16:31], v[102:103], v[70:71], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[64:65], v[70:71], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[106:107], v[76:77], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[72:73], v[76:77], v[32:47]
	ds_read_u16 v76, v96 offset:8832
	ds_read_u16 v98, v96 offset:8576
	ds_read_u16 v77, v96 offset:9088
	ds_read_u16 v118, v96 offset:8320
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v77, v77, v76, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v76, v98, v118, s1
	v_mfma_f32_32x32x8_bf16 v[16:31], v[104:105], v[74:75], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[68:69], v[74:75], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[106:107], v[78:79], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[72:73], v[78:79], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[108:109], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[76:77], v[80:81], v[32:47]
	ds_read_u16 v80, v96 offset:10880
	ds_read_u16 v98, v96 offset:10624
	ds_read_u16 v81, v96 offset:11136
	ds_read_u16 v118, v96 offset:10368
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v81, v81, v80, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v80, v98, v118, s1
	v_mfma_f32_32x32x8_bf16 v[16:31], v[108:109], v[82:83], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[76:77], v[82:83], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[110:111], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[80:81], v[84:85], v[32:47]
	ds_read_u16 v84, v96 offset:12928
	ds_read_u16 v98, v96 offset:12672
	ds_read_u16 v85, v96 offset:13184
	ds_read_u16 v118, v96 offset:12416
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v85, v85, v84, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v84, v98, v118, s1
	v_mfma_f32_32x32x8_bf16 v[16:31], v[110:111], v[86:87], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[80:81], v[86:87], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[112:113], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[84:85], v[88:89], v[32:47]
	ds_read_u16 v88, v96 offset:14976
	ds_read_u16 v98, v96 offset:14720
	ds_read_u16 v89, v96 offset:15232
	ds_read_u16 v96, v96 offset:14464
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v89, v89, v88, s1
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v88, v98, v96, s1
	v_mfma_f32_32x32x8_bf16 v[16:31], v[112:113], v[90:91], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[84:85], v[90:91], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[114:115], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[88:89], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[114:115], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[88:89], v[94:95], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	v_lshrrev_b32_e32 v64, 3, v99
	s_lshr_b32 s1, s34, 1
	v_or_b32_e32 v64, s1, v64
	v_or_b32_e32 v64, s36, v64
	s_ashr_i32 s1, s36, 31
	v_add_u32_e32 v67, s1, v64
	v_add_u32_e32 v64, 0x58, v67
	v_xor_b32_e32 v64, s1, v64
	v_mul_hi_u32 v65, v64, v154
	v_mul_lo_u32 v65, v65, s35
	v_sub_u32_e32 v64, v64, v65
	v_subrev_u32_e32 v65, s35, v64
	v_cmp_le_u32_e32 vcc, s35, v64
	v_mov_b32_e32 v77, 0x7fff
	s_and_b32 s13, s13, 0xffff
	v_cndmask_b32_e32 v64, v64, v65, vcc
	v_subrev_u32_e32 v65, s35, v64
	v_cmp_le_u32_e32 vcc, s35, v64
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_cndmask_b32_e32 v64, v64, v65, vcc
	v_add_u32_e32 v65, 0x50, v67
	v_xor_b32_e32 v65, s1, v65
	v_mul_hi_u32 v66, v65, v154
	v_mul_lo_u32 v66, v66, s35
	v_sub_u32_e32 v65, v65, v66
	v_subrev_u32_e32 v66, s35, v65
	v_cmp_le_u32_e32 vcc, s35, v65
	v_xor_b32_e32 v64, s1, v64
	v_subrev_u32_e32 v64, s1, v64
	v_cndmask_b32_e32 v65, v65, v66, vcc
	v_subrev_u32_e32 v66, s35, v65
	v_cmp_le_u32_e32 vcc, s35, v65
	s_nop 1
	v_cndmask_b32_e32 v65, v65, v66, vcc
	v_add_u32_e32 v66, 0x48, v67
	v_xor_b32_e32 v66, s1, v66
	v_mul_hi_u32 v68, v66, v154
	v_mul_lo_u32 v68, v68, s35
	v_sub_u32_e32 v66, v66, v68
	v_subrev_u32_e32 v68, s35, v66
	v_cmp_le_u32_e32 vcc, s35, v66
	v_xor_b32_e32 v65, s1, v65
	v_subrev_u32_e32 v65, s1, v65
	v_cndmask_b32_e32 v66, v66, v68, vcc
	v_subrev_u32_e32 v68, s35, v66
	v_cmp_le_u32_e32 vcc, s35, v66
	s_nop 1
	v_cndmask_b32_e32 v66, v66, v68, vcc
	v_add_u32_e32 v68, 64, v67
	v_xor_b32_e32 v68, s1, v68
	v_mul_hi_u32 v69, v68, v154
	v_mul_lo_u32 v69, v69, s35
	v_sub_u32_e32 v68, v68, v69
	v_subrev_u32_e32 v69, s35, v68
	v_cmp_le_u32_e32 vcc, s35, v68
	v_xor_b32_e32 v66, s1, v66
	v_subrev_u32_e32 v66, s1, v66
	v_cndmask_b32_e32 v68, v68, v69, vcc
	v_subrev_u32_e32 v69, s35, v68
	v_cmp_le_u32_e32 vcc, s35, v68
	s_nop 1
	v_cndmask_b32_e32 v68, v68, v69, vcc
	v_add_u32_e32 v69, 24, v67
	v_xor_b32_e32 v69, s1, v69
	v_mul_hi_u32 v70, v69, v154
	v_mul_lo_u32 v70, v70, s35
	v_sub_u32_e32 v69, v69, v70
	v_subrev_u32_e32 v70, s35, v69
	v_cmp_le_u32_e32 vcc, s35, v69
	v_xor_b32_e32 v68, s1, v68
	v_subrev_u32_e32 v68, s1, v68
	v_cndmask_b32_e32 v69, v69, v70, vcc
	v_subrev_u32_e32 v70, s35, v69
	v_cmp_le_u32_e32 vcc, s35, v69
	s_nop 1
	v_cndmask_b32_e32 v69, v69, v70, vcc
	v_add_u32_e32 v70, 16, v67
	v_xor_b32_e32 v70, s1, v70
	v_mul_hi_u32 v71, v70, v154
	v_mul_lo_u32 v71, v71, s35
	v_sub_u32_e32 v70, v70, v71
	v_subrev_u32_e32 v71, s35, v70
	v_cmp_le_u32_e32 vcc, s35, v70
	v_xor_b32_e32 v69, s1, v69
	v_subrev_u32_e32 v69, s1, v69
	v_cndmask_b32_e32 v70, v70, v71, vcc
	v_subrev_u32_e32 v71, s35, v70
	v_cmp_le_u32_e32 vcc, s35, v70
	s_nop 1
	v_cndmask_b32_e32 v70, v70, v71, vcc
	v_add_u32_e32 v71, 8, v67
	v_xor_b32_e32 v71, s1, v71
	v_mul_hi_u32 v72, v71, v154
	v_mul_lo_u32 v72, v72, s35
	v_sub_u32_e32 v71, v71, v72
	v_subrev_u32_e32 v72, s35, v71
	v_cmp_le_u32_e32 vcc, s35, v71
	v_xor_b32_e32 v67, s1, v67
	v_xor_b32_e32 v70, s1, v70
	v_cndmask_b32_e32 v71, v71, v72, vcc
	v_subrev_u32_e32 v72, s35, v71
	v_cmp_le_u32_e32 vcc, s35, v71
	v_subrev_u32_e32 v70, s1, v70
	s_nop 0
	v_cndmask_b32_e32 v71, v71, v72, vcc
	v_mul_hi_u32 v72, v67, v154
	v_mul_lo_u32 v72, v72, s35
	v_sub_u32_e32 v67, v67, v72
	v_subrev_u32_e32 v72, s35, v67
	v_cmp_le_u32_e32 vcc, s35, v67
	v_xor_b32_e32 v71, s1, v71
	v_subrev_u32_e32 v71, s1, v71
	v_cndmask_b32_e32 v67, v67, v72, vcc
	v_subrev_u32_e32 v72, s35, v67
	v_cmp_le_u32_e32 vcc, s35, v67
	s_nop 1
	v_cndmask_b32_e32 v67, v67, v72, vcc
	v_xor_b32_e32 v67, s1, v67
	v_subrev_u32_e32 v67, s1, v67
	s_lshr_b32 s1, s33, 2
	v_or_b32_e32 v72, s1, v125
	v_or_b32_e32 v72, s27, v72
	s_ashr_i32 s1, s27, 31
	v_add_u32_e32 v72, s1, v72
	v_add_u32_e32 v73, 64, v72
	v_xor_b32_e32 v73, s1, v73
	v_mul_hi_u32 v74, v73, v97
	v_mul_lo_u32 v74, v74, s26
	v_sub_u32_e32 v73, v73, v74
	v_subrev_u32_e32 v74, s26, v73
	v_cmp_le_u32_e32 vcc, s26, v73
	v_xor_b32_e32 v72, s1, v72
	s_nop 0
	v_cndmask_b32_e32 v73, v73, v74, vcc
	v_subrev_u32_e32 v74, s26, v73
	v_cmp_le_u32_e32 vcc, s26, v73
	s_nop 1
	v_cndmask_b32_e32 v73, v73, v74, vcc
	v_mul_hi_u32 v74, v72, v97
	v_mul_lo_u32 v74, v74, s26
	v_sub_u32_e32 v72, v72, v74
	v_subrev_u32_e32 v74, s26, v72
	v_cmp_le_u32_e32 vcc, s26, v72
	v_xor_b32_e32 v73, s1, v73
	v_subrev_u32_e32 v73, s1, v73
	v_cndmask_b32_e32 v72, v72, v74, vcc
	v_subrev_u32_e32 v74, s26, v72
	v_cmp_le_u32_e32 vcc, s26, v72
	v_mul_lo_u32 v73, v73, s0
	s_nop 0
	v_cndmask_b32_e32 v72, v72, v74, vcc
	v_xor_b32_e32 v72, s1, v72
	v_subrev_u32_e32 v72, s1, v72
	v_mov_b32_e32 v74, 1
	v_mul_lo_u32 v72, v72, s0
	v_and_b32_sdwa v76, v48, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v76, v48, v76, s0
	v_and_b32_sdwa v75, v49, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v76, 16, v76
	v_cmp_o_f32_e32 vcc, v48, v48
	v_add3_u32 v75, v49, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v48, v77, v76, vcc
	v_and_b32_sdwa v76, v50, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v49, v49
	v_add3_u32 v76, v50, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v49, v77, v75, vcc
	v_and_b32_sdwa v75, v51, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v50, v50
	v_add3_u32 v75, v51, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v50, v77, v76, vcc
	v_and_b32_sdwa v76, v52, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v51, v51
	v_add3_u32 v76, v52, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v51, v77, v75, vcc
	v_and_b32_sdwa v75, v53, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v52, v52
	v_add3_u32 v75, v53, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v52, v77, v76, vcc
	v_and_b32_sdwa v76, v54, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v53, v53
	v_add3_u32 v76, v54, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v53, v77, v75, vcc
	v_and_b32_sdwa v75, v55, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v54, v54
	v_add3_u32 v75, v55, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v54, v77, v76, vcc
	v_and_b32_sdwa v76, v56, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v55, v55
	v_add3_u32 v76, v56, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v55, v77, v75, vcc
	v_and_b32_sdwa v75, v57, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v56, v56
	v_add3_u32 v75, v57, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v56, v77, v76, vcc
	v_and_b32_sdwa v76, v58, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v57, v57
	v_add3_u32 v76, v58, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v57, v77, v75, vcc
	v_and_b32_sdwa v75, v59, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v58, v58
	v_add3_u32 v75, v59, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v58, v77, v76, vcc
	v_and_b32_sdwa v76, v60, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v59, v59
	v_add3_u32 v76, v60, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v59, v77, v75, vcc
	v_and_b32_sdwa v75, v61, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v60, v60
	v_add3_u32 v75, v61, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v60, v77, v76, vcc
	v_and_b32_sdwa v76, v62, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v61, v61
	v_add3_u32 v76, v62, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v61, v77, v75, vcc
	v_and_b32_sdwa v75, v63, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v62, v62
	v_add3_u32 v75, v63, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v62, v77, v76, vcc
	v_and_b32_sdwa v76, v32, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v63, v63
	v_add3_u32 v76, v32, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v63, v77, v75, vcc
	v_and_b32_sdwa v75, v33, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v32, v32
	v_add3_u32 v75, v33, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v32, v77, v76, vcc
	v_and_b32_sdwa v76, v34, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v33, v33
	v_add3_u32 v76, v34, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v33, v77, v75, vcc
	v_and_b32_sdwa v75, v35, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v34, v34
	v_add3_u32 v75, v35, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v34, v77, v76, vcc
	v_and_b32_sdwa v76, v36, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v35, v35
	v_add3_u32 v76, v36, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v35, v77, v75, vcc
	v_and_b32_sdwa v75, v37, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v36, v36
	v_add3_u32 v75, v37, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v36, v77, v76, vcc
	v_and_b32_sdwa v76, v38, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v37, v37
	v_add3_u32 v76, v38, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v37, v77, v75, vcc
	v_and_b32_sdwa v75, v39, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v38, v38
	v_add3_u32 v75, v39, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v38, v77, v76, vcc
	v_and_b32_sdwa v76, v40, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v39, v39
	v_add3_u32 v76, v40, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v39, v77, v75, vcc
	v_and_b32_sdwa v75, v41, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v40, v40
	v_add3_u32 v75, v41, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v40, v77, v76, vcc
	v_and_b32_sdwa v76, v42, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v41, v41
	v_add3_u32 v76, v42, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v41, v77, v75, vcc
	v_and_b32_sdwa v75, v43, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v42, v42
	v_add3_u32 v75, v43, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v42, v77, v76, vcc
	v_and_b32_sdwa v76, v44, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v43, v43
	v_add3_u32 v76, v44, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v43, v77, v75, vcc
	v_and_b32_sdwa v75, v45, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v44, v44
	v_add3_u32 v75, v45, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v44, v77, v76, vcc
	v_and_b32_sdwa v76, v46, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v45, v45
	v_add3_u32 v76, v46, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v45, v77, v75, vcc
	v_and_b32_sdwa v75, v47, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v46, v46
	v_add3_u32 v75, v47, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v46, v77, v76, vcc
	v_and_b32_sdwa v76, v16, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v47, v47
	v_add3_u32 v76, v16, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v47, v77, v75, vcc
	v_and_b32_sdwa v75, v17, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v16, v16
	v_add3_u32 v75, v17, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v16, v77, v76, vcc
	v_and_b32_sdwa v76, v18, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v17, v17
	v_add3_u32 v76, v18, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v17, v77, v75, vcc
	v_and_b32_sdwa v75, v19, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v18, v18
	v_add3_u32 v75, v19, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v18, v77, v76, vcc
	v_and_b32_sdwa v76, v20, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v19, v19
	v_add3_u32 v76, v20, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v19, v77, v75, vcc
	v_and_b32_sdwa v75, v21, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v20, v20
	v_add3_u32 v75, v21, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v20, v77, v76, vcc
	v_and_b32_sdwa v76, v22, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v21, v21
	v_add3_u32 v76, v22, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v21, v77, v75, vcc
	v_and_b32_sdwa v75, v23, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v22, v22
	v_add3_u32 v75, v23, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v22, v77, v76, vcc
	v_and_b32_sdwa v76, v24, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v23, v23
	v_add3_u32 v76, v24, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v23, v77, v75, vcc
	v_and_b32_sdwa v75, v25, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v24, v24
	v_add3_u32 v75, v25, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v24, v77, v76, vcc
	v_and_b32_sdwa v76, v26, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v25, v25
	v_add3_u32 v76, v26, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v25, v77, v75, vcc
	v_and_b32_sdwa v75, v27, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v26, v26
	v_add3_u32 v75, v27, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v26, v77, v76, vcc
	v_and_b32_sdwa v76, v28, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v27, v27
	v_add3_u32 v76, v28, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v27, v77, v75, vcc
	v_and_b32_sdwa v75, v29, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v28, v28
	v_add3_u32 v75, v29, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v28, v77, v76, vcc
	v_and_b32_sdwa v76, v30, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v29, v29
	v_add3_u32 v76, v30, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v29, v77, v75, vcc
	v_and_b32_sdwa v75, v31, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v30, v30
	v_add3_u32 v75, v31, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v30, v77, v76, vcc
	v_and_b32_sdwa v76, v0, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v31, v31
	v_add3_u32 v76, v0, v76, s0
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v31, v77, v75, vcc
	v_and_b32_sdwa v75, v1, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v0, v0
	v_add3_u32 v75, v1, v75, s0
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v76, v77, v76, vcc
	v_cmp_o_f32_e32 vcc, v1, v1
	v_and_b32_sdwa v1, v2, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v0, v3, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v2, v1, s0
	v_cndmask_b32_e32 v75, v77, v75, vcc
	v_add3_u32 v0, v3, v0, s0
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v2, v2
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v2, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v3, v3
	v_and_b32_sdwa v1, v4, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v4, v1, s0
	v_cndmask_b32_e32 v3, v77, v0, vcc
	v_and_b32_sdwa v0, v5, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v5, v0, s0
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v4, v4
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v4, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v5, v5
	v_and_b32_sdwa v1, v6, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v6, v1, s0
	v_cndmask_b32_e32 v5, v77, v0, vcc
	v_and_b32_sdwa v0, v7, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v7, v0, s0
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v6, v6
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v6, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v7, v7
	v_and_b32_sdwa v1, v8, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v8, v1, s0
	v_cndmask_b32_e32 v7, v77, v0, vcc
	v_and_b32_sdwa v0, v9, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v9, v0, s0
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v8, v8
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v8, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v9, v9
	v_and_b32_sdwa v1, v10, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v10, v1, s0
	v_cndmask_b32_e32 v9, v77, v0, vcc
	v_and_b32_sdwa v0, v11, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v11, v0, s0
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v10, v10
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v10, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v11, v11
	v_and_b32_sdwa v1, v12, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v12, v1, s0
	v_cndmask_b32_e32 v11, v77, v0, vcc
	v_and_b32_sdwa v0, v13, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v13, v0, s0
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v12, v12
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v12, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v13, v13
	v_and_b32_sdwa v1, v14, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v14, v1, s0
	v_cndmask_b32_e32 v13, v77, v0, vcc
	v_and_b32_sdwa v0, v15, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v15, v0, s0
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v14, v14
	v_lshrrev_b32_e32 v0, 16, v0
	s_mov_b32 s0, 0x5040100
	v_cndmask_b32_e32 v14, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v15, v15
	v_perm_b32 v1, v51, v50, s0
	s_nop 0
	v_cndmask_b32_e32 v15, v77, v0, vcc
	v_perm_b32 v0, v49, v48, s0
	v_add_lshl_u32 v48, v72, v67, 1
	buffer_store_dwordx2 v[0:1], v48, s[12:15], 0 offen
	v_perm_b32 v1, v55, v54, s0
	v_perm_b32 v0, v53, v52, s0
	v_add_lshl_u32 v48, v72, v71, 1
	buffer_store_dwordx2 v[0:1], v48, s[12:15], 0 offen
	v_perm_b32 v1, v59, v58, s0
	v_perm_b32 v0, v57, v56, s0
	v_add_lshl_u32 v48, v72, v70, 1
	buffer_store_dwordx2 v[0:1], v48, s[12:15], 0 offen
	v_perm_b32 v1, v63, v62, s0
	v_perm_b32 v0, v61, v60, s0
	v_add_lshl_u32 v48, v72, v69, 1
	buffer_store_dwordx2 v[0:1], v48, s[12:15], 0 offen
	v_perm_b32 v1, v35, v34, s0
	v_perm_b32 v0, v33, v32, s0
	v_add_lshl_u32 v32, v72, v68, 1
	buffer_store_dwordx2 v[0:1], v32, s[12:15], 0 offen
	v_perm_b32 v1, v39, v38, s0
	v_perm_b32 v0, v37, v36, s0
	v_add_lshl_u32 v32, v72, v66, 1
	buffer_store_dwordx2 v[0:1], v32, s[12:15], 0 offen
	v_perm_b32 v1, v43, v42, s0
	v_perm_b32 v0, v41, v40, s0
	v_add_lshl_u32 v32, v72, v65, 1
	buffer_store_dwordx2 v[0:1], v32, s[12:15], 0 offen
	v_perm_b32 v1, v47, v46, s0
	v_perm_b32 v0, v45, v44, s0
	v_add_lshl_u32 v32, v72, v64, 1
	buffer_store_dwordx2 v[0:1], v32, s[12:15], 0 offen
	v_perm_b32 v1, v19, v18, s0
	v_perm_b32 v0, v17, v16, s0
	v_add_lshl_u32 v16, v73, v67, 1
	buffer_store_dwordx2 v[0:1], v16, s[12:15], 0 offen
	v_perm_b32 v1, v23, v22, s0
	v_perm_b32 v0, v21, v20, s0
	v_add_lshl_u32 v16, v73, v71, 1
	buffer_store_dwordx2 v[0:1], v16, s[12:15], 0 offen
	v_perm_b32 v1, v27, v26, s0
	v_perm_b32 v0, v25, v24, s0
	v_add_lshl_u32 v16, v73, v70, 1
	buffer_store_dwordx2 v[0:1], v16, s[12:15], 0 offen
	v_perm_b32 v1, v31, v30, s0
	v_perm_b32 v0, v29, v28, s0
	v_add_lshl_u32 v16, v73, v69, 1
	buffer_store_dwordx2 v[0:1], v16, s[12:15], 0 offen
	v_perm_b32 v1, v3, v2, s0
	v_perm_b32 v0, v75, v76, s0
	v_add_lshl_u32 v2, v73, v68, 1
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen
	v_perm_b32 v1, v7, v6, s0
	v_perm_b32 v0, v5, v4, s0
	v_add_lshl_u32 v2, v73, v66, 1
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen
	v_perm_b32 v1, v11, v10, s0
	v_perm_b32 v0, v9, v8, s0
	v_add_lshl_u32 v2, v73, v65, 1
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen
	v_perm_b32 v1, v15, v14, s0
	v_perm_b32 v0, v13, v12, s0
	v_add_lshl_u32 v2, v73, v64, 1
	buffer_store_dwordx2 v[0:1], v2, s[12:15], 0 offen
.Ltmp13:
	s_endpgm
.Ltmp14:
.Lfunc_end0:
	.size	gemm, .Lfunc_end0-gemm
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 167
		.amdhsa_next_free_sgpr 47
		.amdhsa_accum_offset 168
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
                                        ; -- End function
	.set .Lgemm.num_vgpr, 167
	.set .Lgemm.num_agpr, 0
	.set .Lgemm.numbered_sgpr, 47
	.set .Lgemm.num_named_barrier, 0
	.set .Lgemm.private_seg_size, 0
	.set .Lgemm.uses_vcc, 1
	.set .Lgemm.uses_flat_scratch, 0
	.set .Lgemm.has_dyn_sized_stack, 0
	.set .Lgemm.has_recursion, 0
	.set .Lgemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 11440
; TotalNumSgprs: 53
; NumVgprs: 167
; NumAgprs: 0
; TotalNumVgprs: 167
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 53
; NumVGPRsForWavesPerEU: 167
; AccumOffset: 168
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 41
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         160
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         168
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         176
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         184
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 256
    .name:           gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     53
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     167
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
