; AS011 fixture, real Triton output (regen: tests/rules/real/regen_as011.py): a real K-tail mask in an EVEN_K variant.
; asmscope-fixture: target=gfx950 config=EVEN_K=True,BLOCK_K=64
	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_masks_even_k               ; -- Begin function gemm_masks_even_k
	.p2align	8
	.type	gemm_masks_even_k,@function
gemm_masks_even_k:                      ; @gemm_masks_even_k
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.10:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
.Ltmp0:
	.p2align	8
; %bb.11:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
.Ltmp1:
	s_add_i32 s1, s15, 0x7f
	s_ashr_i32 s2, s1, 31
	s_lshr_b32 s2, s2, 25
	s_add_i32 s1, s1, s2
	s_ashr_i32 s2, s1, 7
.Ltmp2:
	s_lshl_b32 s2, s2, 3
	s_abs_i32 s3, s2
	v_cvt_f32_u32_e32 v1, s3
	v_and_b32_e32 v65, 0x3ff, v0
	s_mov_b64 s[20:21], s[10:11]
	v_readfirstlane_b32 s0, v65
	v_rcp_f32_e32 v1, v1
	s_bfe_u32 s25, s0, 0x20006
.Ltmp3:
	s_add_i32 s0, s14, 0x7f
	s_ashr_i32 s6, s0, 31
.Ltmp4:
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
.Ltmp5:
	s_lshr_b32 s6, s6, 25
	s_add_i32 s0, s0, s6
.Ltmp6:
	s_sub_i32 s6, 0, s3
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_abs_i32 s11, s16
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s11, s7
	s_mul_i32 s7, s6, s3
	s_ashr_i32 s10, s16, 31
	s_ashr_i32 s1, s1, 31
	s_sub_i32 s7, s11, s7
.Ltmp7:
	s_ashr_i32 s0, s0, 7
.Ltmp8:
	s_xor_b32 s1, s10, s1
	s_add_i32 s17, s6, 1
	s_sub_i32 s18, s7, s3
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s6, s17, s6
	s_cselect_b32 s7, s18, s7
	s_add_i32 s17, s6, 1
	s_cmp_ge_u32 s7, s3
	s_cselect_b32 s3, s17, s6
	s_xor_b32 s3, s3, s1
	s_sub_i32 s1, s3, s1
	s_lshl_b32 s3, s1, 3
	s_sub_i32 s0, s0, s3
	s_min_i32 s0, s0, 8
	s_abs_i32 s17, s0
	v_cvt_f32_u32_e32 v1, s17
	s_sub_i32 s18, 0, s17
	s_mul_i32 s1, s1, s2
	v_lshlrev_b32_e32 v3, 3, v65
	v_rcp_f32_e32 v1, v1
	v_and_b32_e32 v84, 32, v0
	v_and_b32_e32 v2, 64, v3
	v_lshrrev_b32_e32 v85, 1, v84
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_or3_b32 v2, v2, s25, v85
	v_and_b32_e32 v86, 15, v0
	s_load_dwordx2 s[6:7], s[4:5], 0x20
	s_load_dword s26, s[4:5], 0x28
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s11, s19
	s_mul_i32 s18, s18, s17
	s_sub_i32 s11, s11, s18
	s_sub_i32 s18, s11, s17
	s_cmp_ge_u32 s11, s17
	s_cselect_b32 s11, s18, s11
	s_sub_i32 s18, s11, s17
	s_cmp_ge_u32 s11, s17
	s_cselect_b32 s11, s18, s11
	s_sub_i32 s1, s16, s1
	s_xor_b32 s11, s11, s10
	s_xor_b32 s0, s1, s0
	s_abs_i32 s1, s1
	s_sub_i32 s10, s11, s10
	s_mul_hi_u32 s2, s1, s19
	s_add_i32 s3, s3, s10
	s_mul_i32 s10, s2, s17
	s_sub_i32 s1, s1, s10
	s_ashr_i32 s0, s0, 31
	s_add_i32 s10, s2, 1
	s_sub_i32 s11, s1, s17
	s_cmp_ge_u32 s1, s17
	s_cselect_b32 s2, s10, s2
	s_cselect_b32 s1, s11, s1
	s_add_i32 s10, s2, 1
	s_cmp_ge_u32 s1, s17
	s_cselect_b32 s1, s10, s2
	s_abs_i32 s14, s14
	v_cvt_f32_u32_e32 v4, s14
	v_and_b32_e32 v1, 16, v0
	s_lshl_b32 s16, s3, 7
	v_lshlrev_b32_e32 v87, 1, v1
	v_rcp_f32_e32 v4, v4
	s_xor_b32 s1, s1, s0
	v_or3_b32 v2, v2, v87, s16
	s_sub_i32 s0, s1, s0
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	s_bfe_i32 s1, s3, 0x10018
	v_sub_u32_e32 v6, 0, v2
	s_sub_i32 s2, 0, s14
	v_add_u32_e32 v5, s1, v2
	v_max_i32_e32 v2, v6, v2
	v_mul_lo_u32 v6, s2, v4
	v_mul_hi_u32 v6, v4, v6
	v_add_u32_e32 v82, v4, v6
	v_mul_hi_u32 v4, v2, v82
	v_mul_lo_u32 v4, v4, s14
	v_sub_u32_e32 v2, v2, v4
	v_subrev_u32_e32 v4, s14, v2
	v_cmp_le_u32_e32 vcc, s14, v2
	s_abs_i32 s15, s15
	v_cvt_f32_u32_e32 v8, s15
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_subrev_u32_e32 v4, s14, v2
	v_cmp_le_u32_e32 vcc, s14, v2
	s_lshl_b32 s17, s0, 7
	s_bfe_i32 s0, s0, 0x10018
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v4, s1, v2
	v_add_u32_e32 v2, 4, v5
	v_xor_b32_e32 v2, s1, v2
	v_mul_hi_u32 v6, v2, v82
	v_mul_lo_u32 v6, v6, s14
	v_sub_u32_e32 v2, v2, v6
	v_subrev_u32_e32 v6, s14, v2
	v_cmp_le_u32_e32 vcc, s14, v2
	s_lshl_b32 s18, s25, 6
.Ltmp9:
	s_waitcnt lgkmcnt(0)
	s_add_i32 s27, s6, 63
.Ltmp10:
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_subrev_u32_e32 v6, s14, v2
	v_cmp_le_u32_e32 vcc, s14, v2
	v_and_b32_e32 v64, 56, v3
	v_and_or_b32 v88, v0, 48, s25
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v6, s1, v2
	v_add_u32_e32 v2, 8, v5
	v_xor_b32_e32 v2, s1, v2
	v_mul_hi_u32 v7, v2, v82
	v_mul_lo_u32 v7, v7, s14
	v_sub_u32_e32 v2, v2, v7
	v_subrev_u32_e32 v7, s14, v2
	v_cmp_le_u32_e32 vcc, s14, v2
	v_or_b32_e32 v0, 4, v88
	s_mul_i32 s24, s25, 0x410
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_subrev_u32_e32 v7, s14, v2
	v_cmp_le_u32_e32 vcc, s14, v2
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v7, s1, v2
	v_add_u32_e32 v2, 12, v5
	v_xor_b32_e32 v2, s1, v2
	v_mul_hi_u32 v5, v2, v82
	v_mul_lo_u32 v5, v5, s14
	v_sub_u32_e32 v2, v2, v5
	v_subrev_u32_e32 v5, s14, v2
	v_cmp_le_u32_e32 vcc, s14, v2
	s_mulk_i32 s25, 0x440
	s_mov_b32 s22, s10
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_subrev_u32_e32 v5, s14, v2
	v_cmp_le_u32_e32 vcc, s14, v2
	s_mov_b32 s23, s11
	s_mov_b32 s19, 0
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_xor_b32_e32 v2, s1, v2
	v_subrev_u32_e32 v5, s1, v2
	v_rcp_f32_e32 v2, v8
	s_sub_i32 s1, 0, s15
	v_lshl_or_b32 v8, v86, 3, s17
	v_add_u32_e32 v8, s0, v8
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_xor_b32_e32 v8, s0, v8
	s_cmp_gt_i32 s27, 63
	s_cselect_b64 s[2:3], -1, 0
	v_mul_lo_u32 v9, s1, v2
	v_mul_hi_u32 v9, v2, v9
	v_add_u32_e32 v83, v2, v9
	v_mul_hi_u32 v2, v8, v83
	v_mul_lo_u32 v2, v2, s15
	v_sub_u32_e32 v2, v8, v2
	v_subrev_u32_e32 v8, s15, v2
	v_cmp_le_u32_e32 vcc, s15, v2
	s_and_b32 s9, s9, 0xffff
	s_add_i32 m0, s24, 0x87c0
	v_cndmask_b32_e32 v2, v2, v8, vcc
	v_subrev_u32_e32 v8, s15, v2
	v_cmp_le_u32_e32 vcc, s15, v2
	s_and_b32 s21, s21, 0xffff
	s_nop 0
	v_cndmask_b32_e32 v2, v2, v8, vcc
	v_xor_b32_e32 v2, s0, v2
	v_subrev_u32_e32 v2, s0, v2
	v_mad_u64_u32 v[66:67], s[0:1], v4, s7, v[64:65]
	v_mad_u64_u32 v[72:73], s[0:1], v5, s7, v[64:65]
	v_or_b32_e32 v4, 8, v88
	v_or_b32_e32 v5, 12, v88
	v_cmp_gt_i32_e32 vcc, s6, v64
	v_mad_u64_u32 v[74:75], s[0:1], v88, s26, v[2:3]
	v_mad_u64_u32 v[76:77], s[0:1], v0, s26, v[2:3]
	v_mad_u64_u32 v[78:79], s[0:1], v4, s26, v[2:3]
	v_mad_u64_u32 v[80:81], s[0:1], v5, s26, v[2:3]
	v_lshlrev_b32_e32 v0, 1, v66
	v_bfrev_b32_e32 v2, 1
	s_and_b64 vcc, vcc, s[2:3]
	v_mad_u64_u32 v[68:69], s[0:1], v6, s7, v[64:65]
	v_cndmask_b32_e32 v0, v2, v0, vcc
	buffer_load_dwordx4 v0, s[8:11], 0 offen lds
	v_lshlrev_b32_e32 v0, 1, v68
	v_mad_u64_u32 v[70:71], s[0:1], v7, s7, v[64:65]
	s_add_i32 m0, s24, 0x9800
	v_cndmask_b32_e32 v0, v2, v0, vcc
	buffer_load_dwordx4 v0, s[8:11], 0 offen lds
	v_lshlrev_b32_e32 v0, 1, v70
	s_add_i32 m0, s24, 0xa840
	v_cndmask_b32_e32 v0, v2, v0, vcc
	buffer_load_dwordx4 v0, s[8:11], 0 offen lds
	v_lshlrev_b32_e32 v0, 1, v72
	s_add_i32 m0, s24, 0xb880
	v_cndmask_b32_e32 v0, v2, v0, vcc
	v_cmp_gt_i32_e32 vcc, s6, v88
	buffer_load_dwordx4 v0, s[8:11], 0 offen lds
	v_lshlrev_b32_e32 v0, 1, v74
	s_and_b64 vcc, s[2:3], vcc
	v_cndmask_b32_e32 v0, v2, v0, vcc
	s_mov_b32 m0, s25
	; asyncmark
	v_and_b32_e32 v67, 24, v3
	buffer_load_dwordx4 v0, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v0, 1, v76
	s_add_i32 m0, s25, 0x1100
	v_cndmask_b32_e32 v0, v2, v0, vcc
	buffer_load_dwordx4 v0, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v0, 1, v78
	s_add_i32 m0, s25, 0x2200
	v_cndmask_b32_e32 v0, v2, v0, vcc
	buffer_load_dwordx4 v0, s[20:23], 0 offen lds
	v_lshlrev_b32_e32 v0, 1, v80
	s_add_i32 m0, s25, 0x3300
	v_cndmask_b32_e32 v0, v2, v0, vcc
	buffer_load_dwordx4 v0, s[20:23], 0 offen lds
	s_cmpk_gt_i32 s27, 0x7f
	v_lshlrev_b32_e32 v0, 8, v65
	; asyncmark
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v73, 0x2c00, v0
	v_lshrrev_b32_e32 v75, 4, v73
	s_mov_b64 s[0:1], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr75
.LBB0_3:                                ; %Flow67
	s_and_b32 s7, s18, 0x80
	s_and_b32 s18, s18, 64
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	s_cmp_lg_u32 s0, 1
	v_lshlrev_b32_e32 v69, 5, v1
	v_lshlrev_b32_e32 v71, 4, v86
	s_cbranch_scc1 .LBB0_6
; %bb.4:                                ; %.lr.ph
.Ltmp11:
	s_lshr_b32 s28, s27, 6
	v_and_b32_e32 v73, 0x2c00, v0
	v_mov_b32_e32 v48, 0
.Ltmp12:
	s_lshl_b32 s26, s26, 6
	v_lshlrev_b32_e32 v77, 10, v86
	s_lshl_b32 s27, s7, 1
	v_lshrrev_b32_e32 v75, 4, v73
	s_mov_b32 s1, 0x87c0
	s_add_i32 s28, s28, -2
	v_bfrev_b32_e32 v79, 1
	s_mov_b32 s22, s10
	s_mov_b32 s23, s11
	s_mov_b32 s30, 0
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
	s_mov_b32 s29, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s0, s30, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s30, s0, 0
	s_add_i32 s31, s29, 1
	s_add_i32 s19, s19, s18
	s_lshl_b32 s0, s30, 13
	v_add_u32_e32 v92, s1, v77
	s_lshl_b32 s1, s30, 14
	s_lshl_b32 s33, s31, 6
	v_add3_u32 v97, s19, v73, v67
	s_lshr_b32 s19, s0, 5
	v_add_u32_e32 v66, 64, v66
	s_sub_i32 s34, s6, s33
	s_lshr_b32 s0, s0, 3
	s_add_i32 s33, s1, s19
	v_add_u32_e32 v68, 64, v68
	v_lshlrev_b32_e32 v81, 1, v66
	s_add_i32 s19, s1, s0
	v_cmp_gt_i32_e32 vcc, s34, v64                              ; ruleid: AS011
	v_cmp_gt_i32_e64 s[0:1], s34, v88                           ; ruleid: AS011
	s_add_i32 s34, s33, s24
	v_add_u32_e32 v70, 64, v70
	v_lshlrev_b32_e32 v89, 1, v68
	v_cndmask_b32_e32 v81, v79, v81, vcc                        ; ruleid: AS011
	s_add_i32 m0, s34, 0x87c0
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0)
	s_barrier
	v_add_u32_e32 v72, 64, v72
	v_lshlrev_b32_e32 v90, 1, v70
	v_cndmask_b32_e32 v89, v79, v89, vcc                        ; ruleid: AS011
	buffer_load_dwordx4 v81, s[8:11], 0 offen lds
	s_add_i32 m0, s34, 0x9800
	v_add_u32_e32 v74, s26, v74
	v_lshlrev_b32_e32 v91, 1, v72
	v_cndmask_b32_e32 v90, v79, v90, vcc                        ; ruleid: AS011
	buffer_load_dwordx4 v89, s[8:11], 0 offen lds
	s_add_i32 m0, s34, 0xa840
	v_add_u32_e32 v76, s26, v76
	v_lshlrev_b32_e32 v93, 1, v74
	v_cndmask_b32_e32 v91, v79, v91, vcc                        ; ruleid: AS011
	s_add_i32 s35, s19, s25
	buffer_load_dwordx4 v90, s[8:11], 0 offen lds
	s_add_i32 m0, s34, 0xb880
	v_add_u32_e32 v78, s26, v78
	v_lshlrev_b32_e32 v94, 1, v76
	v_cndmask_b32_e64 v93, v79, v93, s[0:1]                     ; ruleid: AS011
	buffer_load_dwordx4 v91, s[8:11], 0 offen lds
	s_mov_b32 m0, s35
	v_add_u32_e32 v80, s26, v80
	v_lshlrev_b32_e32 v95, 1, v78
	v_cndmask_b32_e64 v94, v79, v94, s[0:1]                     ; ruleid: AS011
	; asyncmark
	buffer_load_dwordx4 v93, s[20:23], 0 offen lds
	s_add_i32 m0, s35, 0x1100
	v_lshlrev_b32_e32 v96, 1, v80
	v_cndmask_b32_e64 v95, v79, v95, s[0:1]                     ; ruleid: AS011
	buffer_load_dwordx4 v94, s[20:23], 0 offen lds
	s_add_i32 m0, s35, 0x2200
	v_cndmask_b32_e64 v96, v79, v96, s[0:1]                     ; ruleid: AS011
	buffer_load_dwordx4 v95, s[20:23], 0 offen lds
	s_add_i32 m0, s35, 0x3300
	v_add3_u32 v92, v92, v69, v85
	buffer_load_dwordx4 v96, s[20:23], 0 offen lds
	v_add3_u32 v92, v92, s27, v71
	v_add3_u32 v97, v97, v87, v75
	ds_read_b128 v[98:101], v92
	ds_read_b128 v[102:105], v92 offset:32
	ds_read_b128 v[106:109], v92 offset:64
	ds_read_b128 v[110:113], v92 offset:96
	ds_read_b128 v[114:117], v92 offset:128
	ds_read_b128 v[118:121], v92 offset:160
	ds_read_b128 v[122:125], v92 offset:192
	ds_read_b128 v[126:129], v92 offset:224
	; asyncmark
	ds_read_b64_tr_b16 v[92:93], v97 offset:4480
	ds_read_b64_tr_b16 v[90:91], v97 offset:128
	ds_read_b64_tr_b16 v[130:131], v97 offset:256
	ds_read_b64_tr_b16 v[134:135], v97
	ds_read_b64_tr_b16 v[132:133], v97 offset:4608
	ds_read_b64_tr_b16 v[136:137], v97 offset:4352
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_bf16 v[32:47], v[90:93], v[98:101], v[32:47]
	s_add_i32 s1, s33, 0x87c0
	s_cmp_lg_u32 s29, s28
	s_mov_b32 s29, s31
	v_mfma_f32_32x32x16_bf16 v[0:15], v[90:93], v[114:117], v[0:15]
	ds_read_b64_tr_b16 v[90:91], v97 offset:384
	ds_read_b64_tr_b16 v[92:93], v97 offset:4736
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[134:137], v[114:117], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[134:137], v[98:101], v[48:63]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[32:47], v[90:93], v[102:105], v[32:47]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[90:93], v[118:121], v[0:15]
	ds_read_b64_tr_b16 v[92:93], v97 offset:4992
	v_mfma_f32_32x32x16_bf16 v[16:31], v[130:133], v[118:121], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[130:133], v[102:105], v[48:63]
	ds_read_b64_tr_b16 v[90:91], v97 offset:640
	ds_read_b64_tr_b16 v[98:99], v97 offset:768
	ds_read_b64_tr_b16 v[102:103], v97 offset:896
	ds_read_b64_tr_b16 v[94:95], v97 offset:512
	ds_read_b64_tr_b16 v[100:101], v97 offset:5120
	ds_read_b64_tr_b16 v[104:105], v97 offset:5248
	ds_read_b64_tr_b16 v[96:97], v97 offset:4864
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_bf16 v[32:47], v[90:93], v[106:109], v[32:47]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[90:93], v[122:125], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[94:97], v[122:125], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[94:97], v[106:109], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[98:101], v[110:113], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[102:105], v[110:113], v[32:47]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[98:101], v[126:129], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[102:105], v[126:129], v[0:15]
	s_cbranch_scc1 .LBB0_5
	s_branch .LBB0_7
.LBB0_6:
	v_mov_b32_e32 v15, 0
	s_mov_b32 s1, 0x87c0
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v13, v15
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v11, v15
	v_mov_b32_e32 v10, v15
	v_mov_b32_e32 v9, v15
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v7, v15
	v_mov_b32_e32 v6, v15
	v_mov_b32_e32 v5, v15
	v_mov_b32_e32 v4, v15
	v_mov_b32_e32 v3, v15
	v_mov_b32_e32 v2, v15
	v_mov_b32_e32 v1, v15
	v_mov_b32_e32 v0, v15
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v30, v15
	v_mov_b32_e32 v29, v15
	v_mov_b32_e32 v28, v15
	v_mov_b32_e32 v27, v15
	v_mov_b32_e32 v26, v15
	v_mov_b32_e32 v25, v15
	v_mov_b32_e32 v24, v15
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v22, v15
	v_mov_b32_e32 v21, v15
	v_mov_b32_e32 v20, v15
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v18, v15
	v_mov_b32_e32 v17, v15
	v_mov_b32_e32 v16, v15
	v_mov_b32_e32 v47, v15
	v_mov_b32_e32 v46, v15
	v_mov_b32_e32 v45, v15
	v_mov_b32_e32 v44, v15
	v_mov_b32_e32 v43, v15
	v_mov_b32_e32 v42, v15
	v_mov_b32_e32 v41, v15
	v_mov_b32_e32 v40, v15
	v_mov_b32_e32 v39, v15
	v_mov_b32_e32 v38, v15
	v_mov_b32_e32 v37, v15
	v_mov_b32_e32 v36, v15
	v_mov_b32_e32 v35, v15
	v_mov_b32_e32 v34, v15
	v_mov_b32_e32 v33, v15
	v_mov_b32_e32 v32, v15
	v_mov_b32_e32 v63, v15
	v_mov_b32_e32 v62, v15
	v_mov_b32_e32 v61, v15
	v_mov_b32_e32 v60, v15
	v_mov_b32_e32 v59, v15
	v_mov_b32_e32 v58, v15
	v_mov_b32_e32 v57, v15
	v_mov_b32_e32 v56, v15
	v_mov_b32_e32 v55, v15
	v_mov_b32_e32 v54, v15
	v_mov_b32_e32 v53, v15
	v_mov_b32_e32 v52, v15
	v_mov_b32_e32 v51, v15
	v_mov_b32_e32 v50, v15
	v_mov_b32_e32 v49, v15
	v_mov_b32_e32 v48, v15
.LBB0_7:                                ; %Flow68
	s_load_dword s0, s[4:5], 0x2c
	s_and_b64 s[2:3], s[2:3], exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	; wait_asyncmark(0)
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_9
; %bb.8:
	s_add_i32 s19, s19, s18
	v_add3_u32 v64, s19, v73, v67
	v_lshl_add_u32 v66, v86, 10, s1
	v_add3_u32 v64, v64, v87, v75
	s_lshl_b32 s2, s7, 1
	v_add3_u32 v66, v66, v69, v85
	ds_read_b64_tr_b16 v[72:73], v64
	ds_read_b64_tr_b16 v[74:75], v64 offset:4352
	v_add3_u32 v66, v66, s2, v71
	ds_read_b128 v[68:71], v66
	ds_read_b64_tr_b16 v[76:77], v64 offset:256
	ds_read_b64_tr_b16 v[86:87], v64 offset:384
	ds_read_b64_tr_b16 v[90:91], v64 offset:128
	ds_read_b64_tr_b16 v[88:89], v64 offset:4736
	ds_read_b64_tr_b16 v[92:93], v64 offset:4480
	ds_read_b128 v[94:97], v66 offset:32
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x16_bf16 v[48:63], v[72:75], v[68:71], v[48:63]
	ds_read_b64_tr_b16 v[78:79], v64 offset:4608
	ds_read_b64_tr_b16 v[98:99], v64 offset:512
	ds_read_b64_tr_b16 v[100:101], v64 offset:4864
	ds_read_b128 v[102:105], v66 offset:64
	ds_read_b64_tr_b16 v[106:107], v64 offset:768
	ds_read_b64_tr_b16 v[110:111], v64 offset:896
	ds_read_b64_tr_b16 v[114:115], v64 offset:640
	ds_read_b64_tr_b16 v[112:113], v64 offset:5248
	ds_read_b64_tr_b16 v[116:117], v64 offset:4992
	ds_read_b64_tr_b16 v[108:109], v64 offset:5120
	ds_read_b128 v[118:121], v66 offset:96
	s_waitcnt lgkmcnt(12)
	v_mfma_f32_32x32x16_bf16 v[32:47], v[90:93], v[68:71], v[32:47]
	ds_read_b128 v[68:71], v66 offset:128
	s_waitcnt lgkmcnt(11)
	v_mfma_f32_32x32x16_bf16 v[48:63], v[76:79], v[94:97], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[86:89], v[94:97], v[32:47]
	ds_read_b128 v[94:97], v66 offset:224
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[72:75], v[68:71], v[16:31]
	ds_read_b128 v[72:75], v66 offset:160
	v_mfma_f32_32x32x16_bf16 v[0:15], v[90:93], v[68:71], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[76:79], v[72:75], v[16:31]
	ds_read_b128 v[76:79], v66 offset:192
	v_mfma_f32_32x32x16_bf16 v[0:15], v[86:89], v[72:75], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[98:101], v[102:105], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[114:117], v[102:105], v[32:47]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[16:31], v[98:101], v[76:79], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[114:117], v[76:79], v[0:15]
	v_mfma_f32_32x32x16_bf16 v[48:63], v[106:109], v[118:121], v[48:63]
	v_mfma_f32_32x32x16_bf16 v[32:47], v[110:113], v[118:121], v[32:47]
	v_mfma_f32_32x32x16_bf16 v[16:31], v[106:109], v[94:97], v[16:31]
	v_mfma_f32_32x32x16_bf16 v[0:15], v[110:113], v[94:97], v[0:15]
.LBB0_9:                                ; %._crit_edge._crit_edge
	v_lshrrev_b32_e32 v64, 2, v84
	s_lshr_b32 s1, s18, 1
	s_nop 6
	v_cvt_pk_bf16_f32 v66, v48, v49
	v_or_b32_e32 v48, s1, v64
	v_or_b32_e32 v48, s17, v48
	s_ashr_i32 s1, s17, 31
	v_add_u32_e32 v48, s1, v48
	v_add_u32_e32 v49, 0x50, v48
	v_xor_b32_e32 v49, s1, v49
	v_cvt_pk_bf16_f32 v67, v50, v51
	v_mul_hi_u32 v50, v49, v83
	v_mul_lo_u32 v50, v50, s15
	v_sub_u32_e32 v49, v49, v50
	v_subrev_u32_e32 v50, s15, v49
	v_cmp_le_u32_e32 vcc, s15, v49
	v_cvt_pk_bf16_f32 v68, v52, v53
	v_cvt_pk_bf16_f32 v69, v54, v55
	v_cndmask_b32_e32 v49, v49, v50, vcc
	v_subrev_u32_e32 v50, s15, v49
	v_cmp_le_u32_e32 vcc, s15, v49
	v_cvt_pk_bf16_f32 v51, v62, v63
	v_permlane32_swap_b32_e32 v66, v68
	v_cndmask_b32_e32 v49, v49, v50, vcc
	v_xor_b32_e32 v49, s1, v49
	v_subrev_u32_e32 v52, s1, v49
	v_add_u32_e32 v49, 64, v48
	v_xor_b32_e32 v49, s1, v49
	v_mul_hi_u32 v50, v49, v83
	v_mul_lo_u32 v50, v50, s15
	v_sub_u32_e32 v49, v49, v50
	v_subrev_u32_e32 v50, s15, v49
	v_cmp_le_u32_e32 vcc, s15, v49
	v_permlane32_swap_b32_e32 v67, v69
	v_cvt_pk_bf16_f32 v32, v32, v33
	v_cndmask_b32_e32 v49, v49, v50, vcc
	v_subrev_u32_e32 v50, s15, v49
	v_cmp_le_u32_e32 vcc, s15, v49
	v_cvt_pk_bf16_f32 v33, v34, v35
	v_cvt_pk_bf16_f32 v34, v36, v37
	v_cndmask_b32_e32 v49, v49, v50, vcc
	v_xor_b32_e32 v49, s1, v49
	v_subrev_u32_e32 v53, s1, v49
	v_add_u32_e32 v49, 16, v48
	v_xor_b32_e32 v49, s1, v49
	v_mul_hi_u32 v50, v49, v83
	v_mul_lo_u32 v50, v50, s15
	v_sub_u32_e32 v49, v49, v50
	v_subrev_u32_e32 v50, s15, v49
	v_cmp_le_u32_e32 vcc, s15, v49
	v_xor_b32_e32 v48, s1, v48
	v_cvt_pk_bf16_f32 v35, v38, v39
	v_cndmask_b32_e32 v49, v49, v50, vcc
	v_subrev_u32_e32 v50, s15, v49
	v_cmp_le_u32_e32 vcc, s15, v49
	v_cvt_pk_bf16_f32 v36, v40, v41
	v_cvt_pk_bf16_f32 v37, v42, v43
	v_cndmask_b32_e32 v49, v49, v50, vcc
	v_xor_b32_e32 v49, s1, v49
	v_subrev_u32_e32 v54, s1, v49
	v_mul_hi_u32 v49, v48, v83
	v_mul_lo_u32 v49, v49, s15
	v_sub_u32_e32 v48, v48, v49
	v_subrev_u32_e32 v49, s15, v48
	v_cmp_le_u32_e32 vcc, s15, v48
	v_cvt_pk_bf16_f32 v50, v60, v61
	v_cvt_pk_bf16_f32 v38, v44, v45
	v_cndmask_b32_e32 v48, v48, v49, vcc
	v_subrev_u32_e32 v49, s15, v48
	v_cmp_le_u32_e32 vcc, s15, v48
	v_cvt_pk_bf16_f32 v39, v46, v47
	v_cvt_pk_bf16_f32 v0, v0, v1
	v_cndmask_b32_e32 v48, v48, v49, vcc
	v_xor_b32_e32 v48, s1, v48
	v_subrev_u32_e32 v55, s1, v48
	s_lshr_b32 s1, s7, 2
	v_and_or_b32 v49, v65, 31, s1
	v_cvt_pk_bf16_f32 v48, v56, v57
	v_or_b32_e32 v56, s16, v49
	s_ashr_i32 s1, s16, 31
	v_add_u32_e32 v56, s1, v56
	v_add_u32_e32 v57, 64, v56
	v_xor_b32_e32 v57, s1, v57
	v_cvt_pk_bf16_f32 v49, v58, v59
	v_mul_hi_u32 v58, v57, v82
	v_mul_lo_u32 v58, v58, s14
	v_sub_u32_e32 v57, v57, v58
	v_subrev_u32_e32 v58, s14, v57
	v_cmp_le_u32_e32 vcc, s14, v57
	v_xor_b32_e32 v56, s1, v56
	v_permlane32_swap_b32_e32 v48, v50
	v_cndmask_b32_e32 v57, v57, v58, vcc
	v_subrev_u32_e32 v58, s14, v57
	v_cmp_le_u32_e32 vcc, s14, v57
	v_permlane32_swap_b32_e32 v49, v51
	v_cvt_pk_bf16_f32 v1, v2, v3
	v_cndmask_b32_e32 v57, v57, v58, vcc
	v_mul_hi_u32 v58, v56, v82
	v_mul_lo_u32 v58, v58, s14
	v_sub_u32_e32 v56, v56, v58
	v_subrev_u32_e32 v58, s14, v56
	v_cmp_le_u32_e32 vcc, s14, v56
	v_xor_b32_e32 v57, s1, v57
	v_subrev_u32_e32 v57, s1, v57
	v_cndmask_b32_e32 v56, v56, v58, vcc
	v_subrev_u32_e32 v58, s14, v56
	v_cmp_le_u32_e32 vcc, s14, v56
	v_cvt_pk_bf16_f32 v2, v4, v5
	v_cvt_pk_bf16_f32 v4, v8, v9
	v_cndmask_b32_e32 v56, v56, v58, vcc
	v_xor_b32_e32 v56, s1, v56
	v_subrev_u32_e32 v56, s1, v56
	v_mul_lo_u32 v56, v56, s0
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	v_add_lshl_u32 v8, v56, v55, 1
	s_mov_b32 s14, 0x7ffffffe
	v_add_lshl_u32 v9, v56, v54, 1
	v_mul_lo_u32 v57, v57, s0
	v_cvt_pk_bf16_f32 v16, v16, v17
	v_cvt_pk_bf16_f32 v17, v18, v19
	v_cvt_pk_bf16_f32 v18, v20, v21
	v_cvt_pk_bf16_f32 v19, v22, v23
	v_cvt_pk_bf16_f32 v20, v24, v25
	v_cvt_pk_bf16_f32 v21, v26, v27
	v_cvt_pk_bf16_f32 v22, v28, v29
	v_cvt_pk_bf16_f32 v23, v30, v31
	v_permlane32_swap_b32_e32 v32, v34
	v_permlane32_swap_b32_e32 v33, v35
	v_permlane32_swap_b32_e32 v36, v38
	v_permlane32_swap_b32_e32 v37, v39
	buffer_store_dwordx4 v[66:69], v8, s[12:15], 0 offen
	v_add_lshl_u32 v8, v56, v53, 1
	buffer_store_dwordx4 v[48:51], v9, s[12:15], 0 offen
	v_add_lshl_u32 v9, v56, v52, 1
	v_cvt_pk_bf16_f32 v3, v6, v7
	v_cvt_pk_bf16_f32 v5, v10, v11
	v_cvt_pk_bf16_f32 v6, v12, v13
	v_cvt_pk_bf16_f32 v7, v14, v15
	v_permlane32_swap_b32_e32 v16, v18
	v_permlane32_swap_b32_e32 v17, v19
	buffer_store_dwordx4 v[32:35], v8, s[12:15], 0 offen
	v_permlane32_swap_b32_e32 v20, v22
	buffer_store_dwordx4 v[36:39], v9, s[12:15], 0 offen
	v_add_lshl_u32 v8, v57, v55, 1
	v_permlane32_swap_b32_e32 v21, v23
	buffer_store_dwordx4 v[16:19], v8, s[12:15], 0 offen
	v_add_lshl_u32 v9, v57, v54, 1
	v_permlane32_swap_b32_e32 v0, v2
	buffer_store_dwordx4 v[20:23], v9, s[12:15], 0 offen
	v_add_lshl_u32 v8, v57, v53, 1
	v_permlane32_swap_b32_e32 v1, v3
	buffer_store_dwordx4 v[0:3], v8, s[12:15], 0 offen
	v_add_lshl_u32 v9, v57, v52, 1
	v_permlane32_swap_b32_e32 v4, v6
	v_permlane32_swap_b32_e32 v5, v7
	buffer_store_dwordx4 v[4:7], v9, s[12:15], 0 offen
.Ltmp13:
	s_endpgm
.Ltmp14:
.Lfunc_end0:
	.size	gemm_masks_even_k, .Lfunc_end0-gemm_masks_even_k
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_masks_even_k
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
		.amdhsa_next_free_vgpr 138
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 140
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
	.set .Lgemm_masks_even_k.num_vgpr, 138
	.set .Lgemm_masks_even_k.num_agpr, 0
	.set .Lgemm_masks_even_k.numbered_sgpr, 36
	.set .Lgemm_masks_even_k.num_named_barrier, 0
	.set .Lgemm_masks_even_k.private_seg_size, 0
	.set .Lgemm_masks_even_k.uses_vcc, 1
	.set .Lgemm_masks_even_k.uses_flat_scratch, 0
	.set .Lgemm_masks_even_k.has_dyn_sized_stack, 0
	.set .Lgemm_masks_even_k.has_recursion, 0
	.set .Lgemm_masks_even_k.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4184
; TotalNumSgprs: 42
; NumVgprs: 138
; NumAgprs: 0
; TotalNumVgprs: 138
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 17
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 138
; AccumOffset: 140
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 34
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
    .name:           gemm_masks_even_k
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         gemm_masks_even_k.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     138
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
