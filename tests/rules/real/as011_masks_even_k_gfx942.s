; AS011 fixture, real Triton output (regen: tests/rules/real/regen_as011.py): a real K-tail mask in an EVEN_K variant.
; asmscope-fixture: target=gfx942 config=EVEN_K=True,BLOCK_K=64
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_masks_even_k               ; -- Begin function gemm_masks_even_k
	.p2align	8
	.type	gemm_masks_even_k,@function
gemm_masks_even_k:                      ; @gemm_masks_even_k
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.7:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
.Ltmp0:
	.p2align	8
; %bb.8:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b64 s[24:25], s[2:3]
.Ltmp1:
	s_add_i32 s3, s9, 0x7f
	s_mov_b64 s[20:21], s[6:7]
	s_ashr_i32 s6, s3, 31
	s_lshr_b32 s6, s6, 25
	s_add_i32 s3, s3, s6
	s_ashr_i32 s6, s3, 7
.Ltmp2:
	s_lshl_b32 s6, s6, 3
	s_abs_i32 s7, s6
	v_cvt_f32_u32_e32 v1, s7
	s_sub_i32 s17, 0, s7
.Ltmp3:
	s_add_i32 s2, s8, 0x7f
.Ltmp4:
	s_abs_i32 s15, s16
	v_rcp_f32_e32 v1, v1
.Ltmp5:
	s_ashr_i32 s14, s2, 31
	s_lshr_b32 s14, s14, 25
.Ltmp6:
	v_readfirstlane_b32 s0, v0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
.Ltmp7:
	s_add_i32 s2, s2, s14
.Ltmp8:
	s_ashr_i32 s14, s16, 31
	s_ashr_i32 s3, s3, 31
	v_readfirstlane_b32 s18, v1
	s_mul_i32 s17, s17, s18
	s_mul_hi_u32 s17, s18, s17
	s_add_i32 s18, s18, s17
	s_mul_hi_u32 s17, s15, s18
	s_mul_i32 s18, s17, s7
	s_sub_i32 s18, s15, s18
	s_and_b32 s1, s0, 0xc0
.Ltmp9:
	s_ashr_i32 s2, s2, 7
.Ltmp10:
	s_xor_b32 s3, s14, s3
	s_add_i32 s19, s17, 1
	s_sub_i32 s22, s18, s7
	s_cmp_ge_u32 s18, s7
	s_cselect_b32 s17, s19, s17
	s_cselect_b32 s18, s22, s18
	s_add_i32 s19, s17, 1
	s_cmp_ge_u32 s18, s7
	s_cselect_b32 s7, s19, s17
	s_xor_b32 s7, s7, s3
	s_sub_i32 s3, s7, s3
	s_lshl_b32 s7, s3, 3
	s_sub_i32 s2, s2, s7
	s_min_i32 s2, s2, 8
	s_abs_i32 s17, s2
	v_cvt_f32_u32_e32 v1, s17
	s_sub_i32 s18, 0, s17
	s_mul_i32 s3, s3, s6
	v_and_b32_e32 v115, 15, v0
	v_rcp_f32_e32 v1, v1
	v_lshlrev_b32_e32 v34, 3, v115
	v_bfrev_b32_e32 v116, 1
	s_mov_b32 s27, 0x27000
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b32 s26, 0x7ffffffe
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s15, s19
	s_mul_i32 s18, s18, s17
	s_sub_i32 s15, s15, s18
	s_sub_i32 s18, s15, s17
	s_cmp_ge_u32 s15, s17
	s_cselect_b32 s15, s18, s15
	s_sub_i32 s18, s15, s17
	s_cmp_ge_u32 s15, s17
	s_cselect_b32 s15, s18, s15
	s_sub_i32 s3, s16, s3
	s_xor_b32 s15, s15, s14
	s_xor_b32 s2, s3, s2
	s_abs_i32 s3, s3
	s_sub_i32 s14, s15, s14
	s_mul_hi_u32 s6, s3, s19
	s_add_i32 s7, s7, s14
	s_mul_i32 s14, s6, s17
	s_sub_i32 s3, s3, s14
	s_ashr_i32 s2, s2, 31
	s_add_i32 s14, s6, 1
	s_sub_i32 s15, s3, s17
	s_cmp_ge_u32 s3, s17
	s_cselect_b32 s6, s14, s6
	s_cselect_b32 s3, s15, s3
	s_add_i32 s14, s6, 1
	s_cmp_ge_u32 s3, s17
	s_cselect_b32 s3, s14, s6
	s_abs_i32 s8, s8
	v_cvt_f32_u32_e32 v3, s8
	v_and_or_b32 v1, v0, 63, s1
	s_lshl_b32 s14, s7, 7
	v_lshrrev_b32_e32 v2, 3, v1
	v_rcp_f32_e32 v3, v3
	s_sub_i32 s1, 0, s8
	s_and_b32 s15, s0, 0x80
	s_and_b32 s16, s0, 64
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_or_b32_e32 v2, s14, v2
	s_bfe_i32 s0, s7, 0x10018
	v_add_u32_e32 v2, s0, v2
	v_mul_lo_u32 v5, s1, v3
	v_mul_hi_u32 v5, v3, v5
	v_xor_b32_e32 v4, s0, v2
	v_add_u32_e32 v97, v3, v5
	v_mul_hi_u32 v3, v4, v97
	v_mul_lo_u32 v3, v3, s8
	v_sub_u32_e32 v3, v4, v3
	v_subrev_u32_e32 v4, s8, v3
	v_cmp_le_u32_e32 vcc, s8, v3
	s_abs_i32 s9, s9
	v_cvt_f32_u32_e32 v7, s9
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s8, v3
	v_cmp_le_u32_e32 vcc, s8, v3
	s_xor_b32 s3, s3, s2
	s_sub_i32 s2, s3, s2
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 32, v2
	v_xor_b32_e32 v4, s0, v4
	v_mul_hi_u32 v5, v4, v97
	v_mul_lo_u32 v5, v5, s8
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s8, v4
	v_cmp_le_u32_e32 vcc, s8, v4
	v_xor_b32_e32 v3, s0, v3
	s_lshl_b32 s17, s2, 7
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s8, v4
	v_cmp_le_u32_e32 vcc, s8, v4
	s_sub_i32 s1, 0, s9
	v_subrev_u32_e32 v3, s0, v3
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_add_u32_e32 v5, 64, v2
	v_xor_b32_e32 v5, s0, v5
	v_mul_hi_u32 v6, v5, v97
	v_mul_lo_u32 v6, v6, s8
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s8, v5
	v_cmp_le_u32_e32 vcc, s8, v5
	v_add_u32_e32 v2, 0x60, v2
	v_xor_b32_e32 v2, s0, v2
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s8, v5
	v_cmp_le_u32_e32 vcc, s8, v5
	v_xor_b32_e32 v4, s0, v4
	v_subrev_u32_e32 v4, s0, v4
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_mul_hi_u32 v6, v2, v97
	v_mul_lo_u32 v6, v6, s8
	v_sub_u32_e32 v2, v2, v6
	v_subrev_u32_e32 v6, s8, v2
	v_cmp_le_u32_e32 vcc, s8, v2
	v_xor_b32_e32 v5, s0, v5
	v_subrev_u32_e32 v5, s0, v5
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_subrev_u32_e32 v6, s8, v2
	v_cmp_le_u32_e32 vcc, s8, v2
	v_and_b32_e32 v35, 0xf0, v1
	v_lshrrev_b32_e32 v117, 2, v35
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_rcp_f32_e32 v6, v7
	v_xor_b32_e32 v2, s0, v2
	v_subrev_u32_e32 v2, s0, v2
	v_or_b32_e32 v7, s17, v34
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	s_bfe_i32 s0, s2, 0x10018
	v_add_u32_e32 v7, s0, v7
	v_xor_b32_e32 v7, s0, v7
	v_mul_lo_u32 v8, s1, v6
	v_mul_hi_u32 v8, v6, v8
	v_add_u32_e32 v114, v6, v8
	v_mul_hi_u32 v6, v7, v114
	v_mul_lo_u32 v6, v6, s9
	v_sub_u32_e32 v6, v7, v6
	v_subrev_u32_e32 v7, s9, v6
	v_cmp_le_u32_e32 vcc, s9, v6
	v_or_b32_e32 v21, 3, v117
	s_mov_b32 s18, 0x5040100
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s9, v6
	v_cmp_le_u32_e32 vcc, s9, v6
	s_mov_b32 s19, 0x7060302
	s_nop 0
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_xor_b32_e32 v6, s0, v6
	v_subrev_u32_e32 v18, s0, v6
	v_lshlrev_b32_e32 v6, 3, v0
	v_and_b32_e32 v96, 56, v6
	v_mad_u64_u32 v[98:99], s[0:1], v3, s11, v[96:97]
	v_mad_u64_u32 v[100:101], s[0:1], v4, s11, v[96:97]
	v_mad_u64_u32 v[102:103], s[0:1], v5, s11, v[96:97]
	v_mad_u64_u32 v[104:105], s[0:1], v2, s11, v[96:97]
.Ltmp11:
	s_add_i32 s0, s10, 63
.Ltmp12:
	s_cmp_gt_i32 s0, 63
	s_cselect_b64 s[2:3], -1, 0
	v_cmp_gt_i32_e32 vcc, s10, v96
	v_lshlrev_b32_e32 v2, 1, v98
	s_and_b64 vcc, vcc, s[2:3]
	s_and_b32 s25, s25, 0xffff
	v_cndmask_b32_e32 v10, v116, v2, vcc
	v_lshlrev_b32_e32 v2, 1, v100
	v_cndmask_b32_e32 v11, v116, v2, vcc
	buffer_load_dwordx4 v[2:5], v10, s[24:27], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[24:27], 0 offen
	v_lshlrev_b32_e32 v10, 1, v102
	v_cndmask_b32_e32 v19, v116, v10, vcc
	v_lshlrev_b32_e32 v10, 1, v104
	v_cndmask_b32_e32 v20, v116, v10, vcc
	buffer_load_dwordx4 v[10:13], v19, s[24:27], 0 offen
	buffer_load_dwordx4 v[14:17], v20, s[24:27], 0 offen
	v_or_b32_e32 v19, 1, v117
	v_or_b32_e32 v20, 2, v117
	v_mad_u64_u32 v[106:107], s[6:7], v117, s12, v[18:19]
	v_cmp_gt_i32_e32 vcc, s10, v117
	v_mad_u64_u32 v[108:109], s[6:7], v19, s12, v[18:19]
	v_mad_u64_u32 v[110:111], s[6:7], v20, s12, v[18:19]
	v_mad_u64_u32 v[112:113], s[6:7], v21, s12, v[18:19]
	v_lshlrev_b32_e32 v18, 1, v106
	s_and_b64 vcc, s[2:3], vcc
	v_cndmask_b32_e32 v36, v116, v18, vcc
	v_lshlrev_b32_e32 v18, 1, v108
	v_cndmask_b32_e32 v37, v116, v18, vcc
	v_lshlrev_b32_e32 v18, 1, v110
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	v_cndmask_b32_e32 v38, v116, v18, vcc
	v_lshlrev_b32_e32 v18, 1, v112
	v_cndmask_b32_e32 v39, v116, v18, vcc
	buffer_load_dwordx4 v[18:21], v38, s[4:7], 0 offen
	buffer_load_dwordx4 v[22:25], v39, s[4:7], 0 offen
	buffer_load_dwordx4 v[26:29], v36, s[4:7], 0 offen
	buffer_load_dwordx4 v[30:33], v37, s[4:7], 0 offen
	v_lshlrev_b32_e32 v36, 4, v1
	v_and_b32_e32 v1, 0x78, v1
	v_xor_b32_e32 v1, v36, v1
	v_add_u32_e32 v109, 0, v1
	v_xor_b32_e32 v1, 8, v1
	v_add_u32_e32 v111, 0, v1
	v_and_b32_e32 v1, 14, v0
	s_movk_i32 s1, 0x440
	v_and_b32_e32 v99, 31, v0
	v_and_b32_e32 v101, 32, v0
	s_mov_b32 s11, 0
	s_cmpk_lt_i32 s0, 0x80
	v_bfe_i32 v107, v0, 4, 1
	v_lshrrev_b32_e32 v103, 2, v101
	v_lshl_or_b32 v105, v99, 7, v34
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v109, v[10:11], v[14:15] offset0:16 offset1:24
	ds_write2st64_b64 v111, v[12:13], v[16:17] offset0:16 offset1:24
	ds_write2st64_b64 v109, v[2:3], v[6:7] offset1:8
	ds_write2st64_b64 v111, v[4:5], v[8:9] offset1:8
	v_lshlrev_b32_e32 v2, 2, v1
	v_bfe_i32 v4, v0, 0, 1
	v_lshrrev_b32_e32 v3, 1, v35
	v_and_or_b32 v2, v4, s1, v2
	v_xor_b32_e32 v2, v2, v3
	v_lshl_or_b32 v1, v1, 10, v2
	v_add_u32_e32 v113, 0, v1
	s_waitcnt vmcnt(2)
	v_perm_b32 v3, v22, v18, s18
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v30, v26, s18
	ds_write_b64 v113, v[2:3] offset:16384
	v_xor_b32_e32 v2, 8, v1
	v_add_u32_e32 v118, 0, v2
	v_perm_b32 v3, v22, v18, s19
	v_perm_b32 v2, v30, v26, s19
	ds_write_b64 v118, v[2:3] offset:16512
	v_xor_b32_e32 v2, 16, v1
	v_add_u32_e32 v119, 0, v2
	v_perm_b32 v3, v23, v19, s18
	v_perm_b32 v2, v31, v27, s18
	ds_write_b64 v119, v[2:3] offset:16640
	v_xor_b32_e32 v2, 24, v1
	v_add_u32_e32 v120, 0, v2
	v_perm_b32 v3, v23, v19, s19
	v_perm_b32 v2, v31, v27, s19
	ds_write_b64 v120, v[2:3] offset:16768
	v_xor_b32_e32 v2, 32, v1
	v_add_u32_e32 v121, 0, v2
	v_perm_b32 v3, v24, v20, s18
	v_perm_b32 v2, v32, v28, s18
	ds_write_b64 v121, v[2:3] offset:16896
	v_xor_b32_e32 v2, 40, v1
	v_add_u32_e32 v122, 0, v2
	v_perm_b32 v3, v24, v20, s19
	v_perm_b32 v2, v32, v28, s19
	ds_write_b64 v122, v[2:3] offset:17024
	v_xor_b32_e32 v2, 48, v1
	v_add_u32_e32 v123, 0, v2
	v_perm_b32 v3, v25, v21, s18
	v_perm_b32 v2, v33, v29, s18
	v_xor_b32_e32 v1, 56, v1
	ds_write_b64 v123, v[2:3] offset:17152
	v_add_u32_e32 v124, 0, v1
	v_perm_b32 v3, v25, v21, s19
	v_perm_b32 v2, v33, v29, s19
	ds_write_b64 v124, v[2:3] offset:17280
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %.lr.ph
	s_lshl_b32 s12, s12, 6
.Ltmp13:
	s_lshr_b32 s22, s0, 6
	s_cmp_eq_u32 s16, 0
	s_cselect_b32 s0, 0, 0x1010
	v_mul_u32_u24_e32 v9, 0x88, v115
	v_or_b32_e32 v10, s0, v103
	v_xor_b32_e32 v0, v105, v103
	v_and_b32_e32 v8, 0x808, v107
	v_xor_b32_e32 v9, v10, v9
	v_lshl_or_b32 v0, s15, 5, v0
	v_xor_b32_e32 v8, v9, v8
	v_xor_b32_e32 v1, 16, v0
	v_xor_b32_e32 v2, 32, v0
	v_xor_b32_e32 v3, 48, v0
	v_xor_b32_e32 v4, 64, v0
	v_xor_b32_e32 v5, 0x50, v0
	v_xor_b32_e32 v6, 0x60, v0
	v_xor_b32_e32 v7, 0x70, v0
	v_xor_b32_e32 v9, 16, v8
	v_xor_b32_e32 v10, 32, v8
	v_xor_b32_e32 v11, 48, v8
	v_xor_b32_e32 v12, 64, v8
	v_xor_b32_e32 v13, 0x50, v8
	v_xor_b32_e32 v14, 0x60, v8
	v_xor_b32_e32 v15, 0x70, v8
	v_mov_b32_e32 v48, 0
	s_add_i32 s22, s22, -2
	v_add_u32_e32 v125, 0, v0
	v_add_u32_e32 v126, 0, v1
	v_add_u32_e32 v127, 0, v2
	v_add_u32_e32 v128, 0, v3
	v_add_u32_e32 v129, 0, v4
	v_add_u32_e32 v130, 0, v5
	v_add_u32_e32 v131, 0, v6
	v_add_u32_e32 v132, 0, v7
	v_add_u32_e32 v133, 0, v8
	v_add_u32_e32 v134, 0, v9
	v_add_u32_e32 v135, 0, v10
	v_add_u32_e32 v136, 0, v11
	v_add_u32_e32 v137, 0, v12
	v_add_u32_e32 v138, 0, v13
	v_add_u32_e32 v139, 0, v14
	v_add_u32_e32 v140, 0, v15
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
.Ltmp14:
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s23, s11, 1
	s_lshl_b32 s0, s23, 6
	v_add_u32_e32 v98, 64, v98
	v_add_u32_e32 v100, 64, v100
	v_add_u32_e32 v102, 64, v102
	v_add_u32_e32 v104, 64, v104
	s_sub_i32 s0, s10, s0
	v_add_u32_e32 v106, s12, v106
	v_add_u32_e32 v108, s12, v108
	v_add_u32_e32 v110, s12, v110
	v_add_u32_e32 v112, s12, v112
	v_lshlrev_b32_e32 v64, 1, v98
	v_lshlrev_b32_e32 v65, 1, v100
	v_lshlrev_b32_e32 v66, 1, v102
	v_lshlrev_b32_e32 v67, 1, v104
	v_cmp_gt_i32_e32 vcc, s0, v96                               ; ruleid: AS011
	v_lshlrev_b32_e32 v68, 1, v106
	v_cmp_gt_i32_e64 s[0:1], s0, v117                           ; ruleid: AS011
	v_lshlrev_b32_e32 v69, 1, v108
	v_lshlrev_b32_e32 v70, 1, v110
	v_lshlrev_b32_e32 v71, 1, v112
	v_cndmask_b32_e32 v64, v116, v64, vcc                       ; ruleid: AS011
	v_cndmask_b32_e32 v65, v116, v65, vcc                       ; ruleid: AS011
	v_cndmask_b32_e32 v66, v116, v66, vcc                       ; ruleid: AS011
	v_cndmask_b32_e32 v67, v116, v67, vcc                       ; ruleid: AS011
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	v_cndmask_b32_e64 v68, v116, v68, s[0:1]                    ; ruleid: AS011
	v_cndmask_b32_e64 v69, v116, v69, s[0:1]                    ; ruleid: AS011
	v_cndmask_b32_e64 v70, v116, v70, s[0:1]                    ; ruleid: AS011
	v_cndmask_b32_e64 v71, v116, v71, s[0:1]                    ; ruleid: AS011
	buffer_load_dwordx4 v[76:79], v64, s[24:27], 0 offen
	buffer_load_dwordx4 v[84:87], v65, s[24:27], 0 offen
                                        ; kill: killed $vgpr65
                                        ; kill: killed $vgpr64
	buffer_load_dwordx4 v[88:91], v66, s[24:27], 0 offen
	buffer_load_dwordx4 v[92:95], v67, s[24:27], 0 offen
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[72:75], v70, s[4:7], 0 offen
	buffer_load_dwordx4 v[80:83], v71, s[4:7], 0 offen
	buffer_load_dwordx4 v[64:67], v68, s[4:7], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[68:71], v69, s[4:7], 0 offen
	ds_read2st64_b64 v[142:145], v133 offset0:32 offset1:48
	ds_read2st64_b64 v[146:149], v135 offset0:32 offset1:48
	ds_read2st64_b64 v[150:153], v125 offset1:16
	ds_read2st64_b64 v[154:157], v134 offset0:32 offset1:48
	ds_read2st64_b64 v[158:161], v136 offset0:32 offset1:48
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_bf16 v[48:63], v[142:143], v[150:151], v[48:63]
	s_cmp_lg_u32 s11, s22
	s_mov_b32 s11, s23
	v_mfma_f32_32x32x8_bf16 v[16:31], v[142:143], v[152:153], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[148:149], v[152:153], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[148:149], v[150:151], v[32:47]
	ds_read2st64_b64 v[148:151], v126 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[160:161], v[150:151], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[154:155], v[150:151], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[160:161], v[148:149], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[154:155], v[148:149], v[48:63]
	ds_read2st64_b64 v[148:151], v127 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[144:145], v[150:151], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[144:145], v[148:149], v[32:47]
	ds_read2st64_b64 v[142:145], v128 offset1:16
	v_mfma_f32_32x32x8_bf16 v[16:31], v[146:147], v[150:151], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[146:147], v[148:149], v[48:63]
	ds_read2st64_b64 v[146:149], v137 offset0:32 offset1:48
	ds_read2st64_b64 v[150:153], v139 offset0:32 offset1:48
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[158:159], v[144:145], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[158:159], v[142:143], v[48:63]
	ds_read2st64_b64 v[158:161], v129 offset1:16
	v_mfma_f32_32x32x8_bf16 v[0:15], v[156:157], v[144:145], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[156:157], v[142:143], v[32:47]
	ds_read2st64_b64 v[142:145], v138 offset0:32 offset1:48
	ds_read2st64_b64 v[154:157], v140 offset0:32 offset1:48
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[152:153], v[160:161], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[152:153], v[158:159], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[146:147], v[160:161], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[146:147], v[158:159], v[48:63]
	ds_read2st64_b64 v[158:161], v130 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[156:157], v[160:161], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[142:143], v[160:161], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[156:157], v[158:159], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[142:143], v[158:159], v[48:63]
	ds_read2st64_b64 v[156:159], v131 offset1:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[0:15], v[148:149], v[158:159], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[148:149], v[156:157], v[32:47]
	ds_read2st64_b64 v[146:149], v132 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_waitcnt vmcnt(6)
	ds_write2st64_b64 v109, v[76:77], v[84:85] offset1:8
	ds_write2st64_b64 v111, v[78:79], v[86:87] offset1:8
	s_waitcnt vmcnt(4)
	ds_write2st64_b64 v109, v[88:89], v[92:93] offset0:16 offset1:24
	ds_write2st64_b64 v111, v[90:91], v[94:95] offset0:16 offset1:24
	s_waitcnt vmcnt(2)
	v_perm_b32 v77, v80, v72, s18
	s_waitcnt vmcnt(0)
	v_perm_b32 v76, v68, v64, s18
	v_mfma_f32_32x32x8_bf16 v[48:63], v[150:151], v[156:157], v[48:63]
	v_perm_b32 v79, v80, v72, s19
	v_perm_b32 v85, v81, v73, s18
	v_perm_b32 v73, v81, v73, s19
	v_perm_b32 v81, v82, v74, s18
	v_perm_b32 v87, v82, v74, s19
	v_perm_b32 v89, v83, v75, s18
	v_perm_b32 v75, v83, v75, s19
	v_mfma_f32_32x32x8_bf16 v[16:31], v[150:151], v[158:159], v[16:31]
	v_perm_b32 v78, v68, v64, s19
	v_perm_b32 v84, v69, v65, s18
	v_perm_b32 v72, v69, v65, s19
	v_perm_b32 v80, v70, v66, s18
	v_perm_b32 v86, v70, v66, s19
	v_perm_b32 v88, v71, v67, s18
	v_perm_b32 v74, v71, v67, s19
	v_mfma_f32_32x32x8_bf16 v[48:63], v[154:155], v[146:147], v[48:63]
	ds_write_b64 v113, v[76:77] offset:16384
	ds_write_b64 v118, v[78:79] offset:16512
	ds_write_b64 v119, v[84:85] offset:16640
	ds_write_b64 v120, v[72:73] offset:16768
	ds_write_b64 v121, v[80:81] offset:16896
	ds_write_b64 v122, v[86:87] offset:17024
	ds_write_b64 v123, v[88:89] offset:17152
	ds_write_b64 v124, v[74:75] offset:17280
	v_mfma_f32_32x32x8_bf16 v[16:31], v[154:155], v[148:149], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[144:145], v[146:147], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[144:145], v[148:149], v[0:15]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v49, 0
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
.LBB0_4:                                ; %._crit_edge
	s_and_b64 s[0:1], s[2:3], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_6
; %bb.5:
	s_cmp_eq_u32 s16, 0
	s_cselect_b32 s0, 0, 0x1010
	v_mul_u32_u24_e32 v65, 0x88, v115
	v_or_b32_e32 v66, s0, v103
	v_and_b32_e32 v64, 0x808, v107
	v_xor_b32_e32 v65, v66, v65
	v_xor_b32_e32 v96, v65, v64
	v_add_u32_e32 v64, 0, v96
	v_xad_u32 v72, v96, 32, 0
	ds_read2st64_b64 v[64:67], v64 offset0:32 offset1:48
	ds_read2st64_b64 v[72:75], v72 offset0:32 offset1:48
	v_xor_b32_e32 v68, v105, v103
	v_lshl_or_b32 v98, s15, 5, v68
	v_add_u32_e32 v68, 0, v98
	ds_read2st64_b64 v[68:71], v68 offset1:16
	v_xad_u32 v76, v96, 16, 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[48:63], v[64:65], v[68:69], v[48:63]
	ds_read2st64_b64 v[76:79], v76 offset0:32 offset1:48
	v_mfma_f32_32x32x8_bf16 v[32:47], v[74:75], v[68:69], v[32:47]
	v_xad_u32 v68, v98, 16, 0
	ds_read2st64_b64 v[80:83], v68 offset1:16
	v_xad_u32 v68, v98, 32, 0
	ds_read2st64_b64 v[84:87], v68 offset1:16
	v_xad_u32 v68, v96, 48, 0
	ds_read2st64_b64 v[88:91], v68 offset0:32 offset1:48
	v_xad_u32 v68, v98, 48, 0
	v_mfma_f32_32x32x8_bf16 v[16:31], v[64:65], v[70:71], v[16:31]
	ds_read2st64_b64 v[92:95], v68 offset1:16
	v_xad_u32 v68, v96, 64, 0
	ds_read2st64_b64 v[102:105], v68 offset0:32 offset1:48
	v_xad_u32 v68, v98, 64, 0
	ds_read2st64_b64 v[106:109], v68 offset1:16
	v_xor_b32_e32 v68, 0x50, v96
	v_add_u32_e32 v68, 0, v68
	v_mfma_f32_32x32x8_bf16 v[0:15], v[74:75], v[70:71], v[0:15]
	ds_read2st64_b64 v[110:113], v68 offset0:32 offset1:48
	v_xor_b32_e32 v68, 0x50, v98
	v_add_u32_e32 v68, 0, v68
	ds_read2st64_b64 v[116:119], v68 offset1:16
	v_xor_b32_e32 v68, 0x60, v96
	v_add_u32_e32 v68, 0, v68
	ds_read2st64_b64 v[120:123], v68 offset0:32 offset1:48
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_bf16 v[48:63], v[76:77], v[80:81], v[48:63]
	v_xor_b32_e32 v68, 0x60, v98
	v_add_u32_e32 v68, 0, v68
	ds_read2st64_b64 v[124:127], v68 offset1:16
	v_xor_b32_e32 v68, 0x70, v96
	v_add_u32_e32 v68, 0, v68
	ds_read2st64_b64 v[128:131], v68 offset0:32 offset1:48
	v_xor_b32_e32 v68, 0x70, v98
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[90:91], v[80:81], v[32:47]
	v_add_u32_e32 v68, 0, v68
	ds_read2st64_b64 v[132:135], v68 offset1:16
	v_mfma_f32_32x32x8_bf16 v[16:31], v[76:77], v[82:83], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[90:91], v[82:83], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[72:73], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[66:67], v[84:85], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[86:87], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[66:67], v[86:87], v[0:15]
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_bf16 v[48:63], v[88:89], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[78:79], v[92:93], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[88:89], v[94:95], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[78:79], v[94:95], v[0:15]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_bf16 v[48:63], v[102:103], v[106:107], v[48:63]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[122:123], v[106:107], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[102:103], v[108:109], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[122:123], v[108:109], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[110:111], v[116:117], v[48:63]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[130:131], v[116:117], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[110:111], v[118:119], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[130:131], v[118:119], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[120:121], v[124:125], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[104:105], v[124:125], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[120:121], v[126:127], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[104:105], v[126:127], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[48:63], v[128:129], v[132:133], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[112:113], v[132:133], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[128:129], v[134:135], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[112:113], v[134:135], v[0:15]
.LBB0_6:                                ; %._crit_edge._crit_edge
	v_lshrrev_b32_e32 v64, 3, v101
	s_lshr_b32 s0, s16, 1
	v_or_b32_e32 v64, s0, v64
	v_or_b32_e32 v64, s17, v64
	s_ashr_i32 s0, s17, 31
	v_add_u32_e32 v67, s0, v64
	v_add_u32_e32 v64, 0x58, v67
	v_xor_b32_e32 v64, s0, v64
	v_mul_hi_u32 v65, v64, v114
	v_mul_lo_u32 v65, v65, s9
	v_sub_u32_e32 v64, v64, v65
	v_subrev_u32_e32 v65, s9, v64
	v_cmp_le_u32_e32 vcc, s9, v64
	v_mov_b32_e32 v77, 0x7fff
	s_and_b32 s21, s21, 0xffff
	v_cndmask_b32_e32 v64, v64, v65, vcc
	v_subrev_u32_e32 v65, s9, v64
	v_cmp_le_u32_e32 vcc, s9, v64
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_cndmask_b32_e32 v64, v64, v65, vcc
	v_add_u32_e32 v65, 0x50, v67
	v_xor_b32_e32 v65, s0, v65
	v_mul_hi_u32 v66, v65, v114
	v_mul_lo_u32 v66, v66, s9
	v_sub_u32_e32 v65, v65, v66
	v_subrev_u32_e32 v66, s9, v65
	v_cmp_le_u32_e32 vcc, s9, v65
	v_xor_b32_e32 v64, s0, v64
	v_subrev_u32_e32 v64, s0, v64
	v_cndmask_b32_e32 v65, v65, v66, vcc
	v_subrev_u32_e32 v66, s9, v65
	v_cmp_le_u32_e32 vcc, s9, v65
	s_nop 1
	v_cndmask_b32_e32 v65, v65, v66, vcc
	v_add_u32_e32 v66, 0x48, v67
	v_xor_b32_e32 v66, s0, v66
	v_mul_hi_u32 v68, v66, v114
	v_mul_lo_u32 v68, v68, s9
	v_sub_u32_e32 v66, v66, v68
	v_subrev_u32_e32 v68, s9, v66
	v_cmp_le_u32_e32 vcc, s9, v66
	v_xor_b32_e32 v65, s0, v65
	v_subrev_u32_e32 v65, s0, v65
	v_cndmask_b32_e32 v66, v66, v68, vcc
	v_subrev_u32_e32 v68, s9, v66
	v_cmp_le_u32_e32 vcc, s9, v66
	s_nop 1
	v_cndmask_b32_e32 v66, v66, v68, vcc
	v_add_u32_e32 v68, 64, v67
	v_xor_b32_e32 v68, s0, v68
	v_mul_hi_u32 v69, v68, v114
	v_mul_lo_u32 v69, v69, s9
	v_sub_u32_e32 v68, v68, v69
	v_subrev_u32_e32 v69, s9, v68
	v_cmp_le_u32_e32 vcc, s9, v68
	v_xor_b32_e32 v66, s0, v66
	v_subrev_u32_e32 v66, s0, v66
	v_cndmask_b32_e32 v68, v68, v69, vcc
	v_subrev_u32_e32 v69, s9, v68
	v_cmp_le_u32_e32 vcc, s9, v68
	s_nop 1
	v_cndmask_b32_e32 v68, v68, v69, vcc
	v_add_u32_e32 v69, 24, v67
	v_xor_b32_e32 v69, s0, v69
	v_mul_hi_u32 v70, v69, v114
	v_mul_lo_u32 v70, v70, s9
	v_sub_u32_e32 v69, v69, v70
	v_subrev_u32_e32 v70, s9, v69
	v_cmp_le_u32_e32 vcc, s9, v69
	v_xor_b32_e32 v68, s0, v68
	v_subrev_u32_e32 v68, s0, v68
	v_cndmask_b32_e32 v69, v69, v70, vcc
	v_subrev_u32_e32 v70, s9, v69
	v_cmp_le_u32_e32 vcc, s9, v69
	s_nop 1
	v_cndmask_b32_e32 v69, v69, v70, vcc
	v_add_u32_e32 v70, 16, v67
	v_xor_b32_e32 v70, s0, v70
	v_mul_hi_u32 v71, v70, v114
	v_mul_lo_u32 v71, v71, s9
	v_sub_u32_e32 v70, v70, v71
	v_subrev_u32_e32 v71, s9, v70
	v_cmp_le_u32_e32 vcc, s9, v70
	v_xor_b32_e32 v69, s0, v69
	v_subrev_u32_e32 v69, s0, v69
	v_cndmask_b32_e32 v70, v70, v71, vcc
	v_subrev_u32_e32 v71, s9, v70
	v_cmp_le_u32_e32 vcc, s9, v70
	s_nop 1
	v_cndmask_b32_e32 v70, v70, v71, vcc
	v_add_u32_e32 v71, 8, v67
	v_xor_b32_e32 v71, s0, v71
	v_mul_hi_u32 v72, v71, v114
	v_mul_lo_u32 v72, v72, s9
	v_sub_u32_e32 v71, v71, v72
	v_subrev_u32_e32 v72, s9, v71
	v_cmp_le_u32_e32 vcc, s9, v71
	v_xor_b32_e32 v67, s0, v67
	v_xor_b32_e32 v70, s0, v70
	v_cndmask_b32_e32 v71, v71, v72, vcc
	v_subrev_u32_e32 v72, s9, v71
	v_cmp_le_u32_e32 vcc, s9, v71
	v_subrev_u32_e32 v70, s0, v70
	s_nop 0
	v_cndmask_b32_e32 v71, v71, v72, vcc
	v_mul_hi_u32 v72, v67, v114
	v_mul_lo_u32 v72, v72, s9
	v_sub_u32_e32 v67, v67, v72
	v_subrev_u32_e32 v72, s9, v67
	v_cmp_le_u32_e32 vcc, s9, v67
	v_xor_b32_e32 v71, s0, v71
	v_subrev_u32_e32 v71, s0, v71
	v_cndmask_b32_e32 v67, v67, v72, vcc
	v_subrev_u32_e32 v72, s9, v67
	v_cmp_le_u32_e32 vcc, s9, v67
	s_nop 1
	v_cndmask_b32_e32 v67, v67, v72, vcc
	v_xor_b32_e32 v67, s0, v67
	v_subrev_u32_e32 v67, s0, v67
	s_lshr_b32 s0, s15, 2
	v_or_b32_e32 v72, s0, v99
	v_or_b32_e32 v72, s14, v72
	s_ashr_i32 s0, s14, 31
	v_add_u32_e32 v72, s0, v72
	v_add_u32_e32 v73, 64, v72
	v_xor_b32_e32 v73, s0, v73
	v_mul_hi_u32 v74, v73, v97
	v_mul_lo_u32 v74, v74, s8
	v_sub_u32_e32 v73, v73, v74
	v_subrev_u32_e32 v74, s8, v73
	v_cmp_le_u32_e32 vcc, s8, v73
	v_xor_b32_e32 v72, s0, v72
	s_nop 0
	v_cndmask_b32_e32 v73, v73, v74, vcc
	v_subrev_u32_e32 v74, s8, v73
	v_cmp_le_u32_e32 vcc, s8, v73
	s_nop 1
	v_cndmask_b32_e32 v73, v73, v74, vcc
	v_mul_hi_u32 v74, v72, v97
	v_mul_lo_u32 v74, v74, s8
	v_sub_u32_e32 v72, v72, v74
	v_subrev_u32_e32 v74, s8, v72
	v_cmp_le_u32_e32 vcc, s8, v72
	v_xor_b32_e32 v73, s0, v73
	v_subrev_u32_e32 v73, s0, v73
	v_cndmask_b32_e32 v72, v72, v74, vcc
	v_subrev_u32_e32 v74, s8, v72
	v_cmp_le_u32_e32 vcc, s8, v72
	v_mul_lo_u32 v73, v73, s13
	s_nop 0
	v_cndmask_b32_e32 v72, v72, v74, vcc
	v_xor_b32_e32 v72, s0, v72
	v_mov_b32_e32 v74, 1
	v_subrev_u32_e32 v72, s0, v72
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
	v_mul_lo_u32 v72, v72, s13
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
	buffer_store_dwordx2 v[0:1], v48, s[20:23], 0 offen
	v_perm_b32 v1, v55, v54, s0
	v_perm_b32 v0, v53, v52, s0
	v_add_lshl_u32 v48, v72, v71, 1
	buffer_store_dwordx2 v[0:1], v48, s[20:23], 0 offen
	v_perm_b32 v1, v59, v58, s0
	v_perm_b32 v0, v57, v56, s0
	v_add_lshl_u32 v48, v72, v70, 1
	buffer_store_dwordx2 v[0:1], v48, s[20:23], 0 offen
	v_perm_b32 v1, v63, v62, s0
	v_perm_b32 v0, v61, v60, s0
	v_add_lshl_u32 v48, v72, v69, 1
	buffer_store_dwordx2 v[0:1], v48, s[20:23], 0 offen
	v_perm_b32 v1, v35, v34, s0
	v_perm_b32 v0, v33, v32, s0
	v_add_lshl_u32 v32, v72, v68, 1
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_perm_b32 v1, v39, v38, s0
	v_perm_b32 v0, v37, v36, s0
	v_add_lshl_u32 v32, v72, v66, 1
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_perm_b32 v1, v43, v42, s0
	v_perm_b32 v0, v41, v40, s0
	v_add_lshl_u32 v32, v72, v65, 1
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_perm_b32 v1, v47, v46, s0
	v_perm_b32 v0, v45, v44, s0
	v_add_lshl_u32 v32, v72, v64, 1
	buffer_store_dwordx2 v[0:1], v32, s[20:23], 0 offen
	v_perm_b32 v1, v19, v18, s0
	v_perm_b32 v0, v17, v16, s0
	v_add_lshl_u32 v16, v73, v67, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v23, v22, s0
	v_perm_b32 v0, v21, v20, s0
	v_add_lshl_u32 v16, v73, v71, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v27, v26, s0
	v_perm_b32 v0, v25, v24, s0
	v_add_lshl_u32 v16, v73, v70, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v31, v30, s0
	v_perm_b32 v0, v29, v28, s0
	v_add_lshl_u32 v16, v73, v69, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v3, v2, s0
	v_perm_b32 v0, v75, v76, s0
	v_add_lshl_u32 v2, v73, v68, 1
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_perm_b32 v1, v7, v6, s0
	v_perm_b32 v0, v5, v4, s0
	v_add_lshl_u32 v2, v73, v66, 1
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_perm_b32 v1, v11, v10, s0
	v_perm_b32 v0, v9, v8, s0
	v_add_lshl_u32 v2, v73, v65, 1
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
	v_perm_b32 v1, v15, v14, s0
	v_perm_b32 v0, v13, v12, s0
	v_add_lshl_u32 v2, v73, v64, 1
	buffer_store_dwordx2 v[0:1], v2, s[20:23], 0 offen
.Ltmp15:
	s_endpgm
.Ltmp16:
.Lfunc_end0:
	.size	gemm_masks_even_k, .Lfunc_end0-gemm_masks_even_k
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_masks_even_k
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 162
		.amdhsa_next_free_sgpr 28
		.amdhsa_accum_offset 164
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
	.set .Lgemm_masks_even_k.num_vgpr, 162
	.set .Lgemm_masks_even_k.num_agpr, 0
	.set .Lgemm_masks_even_k.numbered_sgpr, 28
	.set .Lgemm_masks_even_k.num_named_barrier, 0
	.set .Lgemm_masks_even_k.private_seg_size, 0
	.set .Lgemm_masks_even_k.uses_vcc, 1
	.set .Lgemm_masks_even_k.uses_flat_scratch, 0
	.set .Lgemm_masks_even_k.has_dyn_sized_stack, 0
	.set .Lgemm_masks_even_k.has_recursion, 0
	.set .Lgemm_masks_even_k.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7140
; TotalNumSgprs: 34
; NumVgprs: 162
; NumAgprs: 0
; TotalNumVgprs: 162
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 162
; AccumOffset: 164
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 40
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .name:           gemm_masks_even_k
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         gemm_masks_even_k.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     162
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
