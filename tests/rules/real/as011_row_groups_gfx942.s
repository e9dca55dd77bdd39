; AS011 fixture, real Triton output (regen: tests/rules/real/regen_as011.py): a grouped GEMM's loop-invariant row select.
; asmscope-fixture: target=gfx942 config=EVEN_K=True,BLOCK_K=64
	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_row_groups                 ; -- Begin function gemm_row_groups
	.p2align	8
	.type	gemm_row_groups,@function
gemm_row_groups:                        ; @gemm_row_groups
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.11:
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx2 s[12:13], s[0:1], 0x28
	s_load_dword s14, s[0:1], 0x30
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
.Ltmp0:
	.p2align	8
; %bb.12:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b64 s[24:25], s[2:3]
.Ltmp1:
	s_add_i32 s2, s9, 0x7f
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 25
	s_add_i32 s2, s2, s3
	s_ashr_i32 s3, s2, 7
.Ltmp2:
	s_lshl_b32 s3, s3, 3
	s_mov_b64 s[20:21], s[6:7]
	s_abs_i32 s6, s3
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s17, 0, s6
.Ltmp3:
	s_add_i32 s1, s8, 0x7f
.Ltmp4:
	s_abs_i32 s16, s15
	v_rcp_f32_e32 v1, v1
.Ltmp5:
	s_ashr_i32 s7, s1, 31
	s_lshr_b32 s7, s7, 25
.Ltmp6:
	v_readfirstlane_b32 s23, v0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
.Ltmp7:
	s_add_i32 s1, s1, s7
.Ltmp8:
	s_ashr_i32 s7, s15, 31
	s_ashr_i32 s2, s2, 31
	v_readfirstlane_b32 s18, v1
	s_mul_i32 s17, s17, s18
	s_mul_hi_u32 s17, s18, s17
	s_add_i32 s18, s18, s17
	s_mul_hi_u32 s17, s16, s18
	s_mul_i32 s18, s17, s6
	s_sub_i32 s18, s16, s18
	s_and_b32 s0, s23, 0xc0
.Ltmp9:
	s_ashr_i32 s1, s1, 7
.Ltmp10:
	s_xor_b32 s2, s7, s2
	s_add_i32 s19, s17, 1
	s_sub_i32 s22, s18, s6
	s_cmp_ge_u32 s18, s6
	s_cselect_b32 s17, s19, s17
	s_cselect_b32 s18, s22, s18
	s_add_i32 s19, s17, 1
	s_cmp_ge_u32 s18, s6
	s_cselect_b32 s6, s19, s17
	s_xor_b32 s6, s6, s2
	s_sub_i32 s2, s6, s2
	s_lshl_b32 s6, s2, 3
	s_sub_i32 s1, s1, s6
	s_min_i32 s1, s1, 8
	s_abs_i32 s17, s1
	v_cvt_f32_u32_e32 v1, s17
	s_sub_i32 s18, 0, s17
	s_mul_i32 s2, s2, s3
	v_and_b32_e32 v2, 15, v0
	v_rcp_f32_e32 v1, v1
	v_bfrev_b32_e32 v22, 1
	s_mov_b32 s27, 0x27000
	s_mov_b32 s26, 0x7ffffffe
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s19, v1
	s_mul_i32 s18, s18, s19
	s_mul_hi_u32 s18, s19, s18
	s_add_i32 s19, s19, s18
	s_mul_hi_u32 s18, s16, s19
	s_mul_i32 s18, s18, s17
	s_sub_i32 s16, s16, s18
	s_sub_i32 s18, s16, s17
	s_cmp_ge_u32 s16, s17
	s_cselect_b32 s16, s18, s16
	s_sub_i32 s18, s16, s17
	s_cmp_ge_u32 s16, s17
	s_cselect_b32 s16, s18, s16
	s_sub_i32 s2, s15, s2
	s_xor_b32 s16, s16, s7
	s_xor_b32 s1, s2, s1
	s_abs_i32 s2, s2
	s_sub_i32 s7, s16, s7
	s_mul_hi_u32 s3, s2, s19
	s_add_i32 s6, s6, s7
	s_mul_i32 s7, s3, s17
	s_sub_i32 s2, s2, s7
	s_ashr_i32 s1, s1, 31
	s_add_i32 s7, s3, 1
	s_sub_i32 s15, s2, s17
	s_cmp_ge_u32 s2, s17
	s_cselect_b32 s3, s7, s3
	s_cselect_b32 s2, s15, s2
	s_add_i32 s7, s3, 1
	s_cmp_ge_u32 s2, s17
	s_cselect_b32 s2, s7, s3
	s_abs_i32 s15, s8
	v_cvt_f32_u32_e32 v3, s15
	v_and_or_b32 v1, v0, 63, s0
	s_xor_b32 s2, s2, s1
	s_lshl_b32 s18, s6, 7
	v_rcp_f32_e32 v5, v3
	v_lshrrev_b32_e32 v4, 3, v1
	s_sub_i32 s0, 0, s15
	s_sub_i32 s1, s2, s1
	v_mul_f32_e32 v5, 0x4f7ffffe, v5
	v_cvt_u32_f32_e32 v5, v5
	v_or_b32_e32 v4, s18, v4
	s_bfe_i32 s2, s6, 0x10018
	v_add_u32_e32 v21, s2, v4
	v_mul_lo_u32 v6, s0, v5
	v_mul_hi_u32 v6, v5, v6
	v_xor_b32_e32 v4, s2, v21
	v_add_u32_e32 v138, v5, v6
	v_mul_hi_u32 v5, v4, v138
	v_mul_lo_u32 v5, v5, s15
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s15, v4
	v_cmp_le_u32_e32 vcc, s15, v4
	s_abs_i32 s19, s9
	v_cvt_f32_u32_e32 v6, s19
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s15, v4
	v_cmp_le_u32_e32 vcc, s15, v4
	v_lshlrev_b32_e32 v3, 3, v2
	s_lshl_b32 s22, s1, 7
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_xor_b32_e32 v4, s2, v4
	v_subrev_u32_e32 v30, s2, v4
	v_rcp_f32_e32 v4, v6
	s_bfe_i32 s0, s1, 0x10018
	s_sub_i32 s1, 0, s19
	v_or_b32_e32 v5, s22, v3
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_add_u32_e32 v5, s0, v5
	v_xor_b32_e32 v5, s0, v5
.Ltmp11:
	s_add_i32 s28, s10, 63
.Ltmp12:
	v_mul_lo_u32 v6, s1, v4
	v_mul_hi_u32 v6, v4, v6
	v_add_u32_e32 v139, v4, v6
	v_mul_hi_u32 v4, v5, v139
	v_mul_lo_u32 v4, v4, s19
	v_sub_u32_e32 v4, v5, v4
	v_subrev_u32_e32 v5, s19, v4
	v_cmp_le_u32_e32 vcc, s19, v4
	s_cmp_gt_i32 s28, 63
	v_and_b32_e32 v31, 0xf0, v1
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s19, v4
	v_cmp_le_u32_e32 vcc, s19, v4
	v_lshrrev_b32_e32 v13, 2, v31
	s_mov_b32 s6, s26
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_xor_b32_e32 v4, s0, v4
	v_subrev_u32_e32 v12, s0, v4
	v_lshlrev_b32_e32 v4, 3, v0
	v_and_b32_e32 v20, 56, v4
	v_mad_u64_u32 v[112:113], s[0:1], v30, s12, v[20:21]
	v_lshlrev_b32_e32 v4, 1, v112
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v23, v22, v4, vcc
	v_or_b32_e32 v4, 2, v13
	v_or_b32_e32 v5, 3, v13
	v_mad_u64_u32 v[114:115], s[0:1], v4, s13, v[12:13]
	v_mad_u64_u32 v[116:117], s[0:1], v5, s13, v[12:13]
	v_lshlrev_b32_e32 v4, 1, v114
	s_and_b32 s5, s5, 0xffff
	s_mov_b32 s7, s27
	v_cndmask_b32_e32 v14, v22, v4, vcc
	v_lshlrev_b32_e32 v4, 1, v116
	v_cndmask_b32_e32 v15, v22, v4, vcc
	buffer_load_dwordx4 v[4:7], v14, s[4:7], 0 offen
	buffer_load_dwordx4 v[8:11], v15, s[4:7], 0 offen
	v_or_b32_e32 v14, 1, v13
	v_mad_u64_u32 v[118:119], s[0:1], v13, s13, v[12:13]
	v_mad_u64_u32 v[120:121], s[0:1], v14, s13, v[12:13]
	v_lshlrev_b32_e32 v12, 1, v118
	v_cndmask_b32_e32 v24, v22, v12, vcc
	v_lshlrev_b32_e32 v12, 1, v120
	v_cndmask_b32_e32 v25, v22, v12, vcc
	buffer_load_dwordx4 v[12:15], v24, s[4:7], 0 offen
	buffer_load_dwordx4 v[16:19], v25, s[4:7], 0 offen
	v_add_u32_e32 v24, 32, v21
	v_xor_b32_e32 v24, s2, v24
	v_mul_hi_u32 v25, v24, v138
	v_mul_lo_u32 v25, v25, s15
	v_sub_u32_e32 v24, v24, v25
	v_subrev_u32_e32 v25, s15, v24
	v_cmp_le_u32_e64 s[0:1], s15, v24
	s_and_b32 s25, s25, 0xffff
	buffer_load_dwordx4 v[80:83], v23, s[24:27], 0 offen
	v_cndmask_b32_e64 v24, v24, v25, s[0:1]
	v_subrev_u32_e32 v25, s15, v24
	v_cmp_le_u32_e64 s[0:1], s15, v24
	s_movk_i32 s6, 0x440
	v_and_b32_e32 v113, 32, v0
	v_cndmask_b32_e64 v24, v24, v25, s[0:1]
	v_xor_b32_e32 v24, s2, v24
	v_subrev_u32_e32 v32, s2, v24
	v_add_u32_e32 v24, 64, v21
	v_xor_b32_e32 v24, s2, v24
	v_mul_hi_u32 v25, v24, v138
	v_mul_lo_u32 v25, v25, s15
	v_add_u32_e32 v21, 0x60, v21
	v_sub_u32_e32 v24, v24, v25
	v_xor_b32_e32 v21, s2, v21
	v_subrev_u32_e32 v25, s15, v24
	v_cmp_le_u32_e64 s[0:1], s15, v24
	v_mul_hi_u32 v23, v21, v138
	v_mul_lo_u32 v23, v23, s15
	v_cndmask_b32_e64 v24, v24, v25, s[0:1]
	v_subrev_u32_e32 v25, s15, v24
	v_cmp_le_u32_e64 s[0:1], s15, v24
	v_sub_u32_e32 v21, v21, v23
	v_cmp_gt_i32_e64 s[16:17], s11, v30
	v_cndmask_b32_e64 v24, v24, v25, s[0:1]
	v_mad_u64_u32 v[122:123], s[0:1], v32, s12, v[20:21]
	v_lshlrev_b32_e32 v23, 1, v122
	v_cndmask_b32_e32 v23, v22, v23, vcc
	v_xor_b32_e32 v24, s2, v24
	buffer_load_dwordx4 v[92:95], v23, s[24:27], 0 offen
	v_subrev_u32_e32 v23, s15, v21
	v_cmp_le_u32_e64 s[0:1], s15, v21
	v_subrev_u32_e32 v33, s2, v24
	v_cmp_gt_i32_e64 s[8:9], s11, v32
	v_cndmask_b32_e64 v21, v21, v23, s[0:1]
	v_mad_u64_u32 v[124:125], s[0:1], v33, s12, v[20:21]
	v_subrev_u32_e32 v23, s15, v21
	v_cmp_le_u32_e64 s[0:1], s15, v21
	v_lshlrev_b32_e32 v24, 1, v124
	v_cndmask_b32_e32 v24, v22, v24, vcc
	v_cndmask_b32_e64 v21, v21, v23, s[0:1]
	v_xor_b32_e32 v21, s2, v21
	v_subrev_u32_e32 v34, s2, v21
	v_mad_u64_u32 v[126:127], s[0:1], v34, s12, v[20:21]
	v_lshlrev_b32_e32 v20, 1, v126
	v_cndmask_b32_e32 v20, v22, v20, vcc
	buffer_load_dwordx4 v[88:91], v24, s[24:27], 0 offen
	buffer_load_dwordx4 v[84:87], v20, s[24:27], 0 offen
	s_mov_b32 s0, 0x5040100
	s_mov_b32 s1, 0x7060302
	v_cmp_gt_i32_e64 s[2:3], s11, v33
	s_cmpk_gt_i32 s28, 0x7f
	v_and_b32_e32 v125, 16, v0
	v_lshrrev_b32_e32 v117, 2, v113
	s_waitcnt vmcnt(6)
	v_perm_b32 v25, v9, v5, s0
	v_perm_b32 v5, v9, v5, s1
	v_perm_b32 v9, v10, v6, s0
	v_perm_b32 v27, v10, v6, s1
	v_and_b32_e32 v10, 14, v0
	v_perm_b32 v29, v11, v7, s0
	v_perm_b32 v7, v11, v7, s1
	v_lshlrev_b32_e32 v11, 2, v10
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v16, v12, s0
	v_perm_b32 v22, v16, v12, s1
	v_bfe_i32 v12, v0, 0, 1
	v_and_or_b32 v11, v12, s6, v11
	v_lshrrev_b32_e32 v12, 1, v31
	v_xor_b32_e32 v11, v11, v12
	v_lshl_or_b32 v10, v10, 10, v11
	v_xor_b32_e32 v11, 8, v10
	v_add_u32_e32 v141, 0, v11
	v_xor_b32_e32 v11, 16, v10
	v_add_u32_e32 v142, 0, v11
	v_xor_b32_e32 v11, 24, v10
	v_perm_b32 v21, v8, v4, s0
	v_perm_b32 v23, v8, v4, s1
	v_perm_b32 v24, v17, v13, s0
	v_perm_b32 v4, v17, v13, s1
	v_add_u32_e32 v140, 0, v10
	v_add_u32_e32 v143, 0, v11
	ds_write_b64 v140, v[20:21]
	ds_write_b64 v141, v[22:23] offset:128
	ds_write_b64 v142, v[24:25] offset:256
	ds_write_b64 v143, v[4:5] offset:384
	v_xor_b32_e32 v4, 32, v10
	v_add_u32_e32 v144, 0, v4
	v_xor_b32_e32 v4, 40, v10
	v_add_u32_e32 v145, 0, v4
	v_xor_b32_e32 v4, 48, v10
	v_add_u32_e32 v146, 0, v4
	v_xor_b32_e32 v4, 56, v10
	v_perm_b32 v8, v18, v14, s0
	v_perm_b32 v26, v18, v14, s1
	v_perm_b32 v28, v19, v15, s0
	v_perm_b32 v6, v19, v15, s1
	v_cmp_gt_i32_e64 s[0:1], s11, v34
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e32 v135, 16, v80
	v_lshrrev_b32_e32 v134, 16, v82
	v_add_u32_e32 v147, 0, v4
	v_lshlrev_b32_e32 v4, 4, v1
	ds_write_b64 v144, v[8:9] offset:512
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e32 v133, 16, v92
	v_lshrrev_b32_e32 v132, 16, v94
	ds_write_b64 v145, v[26:27] offset:640
	ds_write_b64 v146, v[28:29] offset:768
	ds_write_b64 v147, v[6:7] offset:896
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v131, 16, v88
	v_lshrrev_b32_e32 v130, 16, v90
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v129, 16, v84
	v_lshrrev_b32_e32 v128, 16, v86
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	v_and_b32_e32 v5, 0x78, v1
	v_xor_b32_e32 v123, v4, v5
	v_lshrrev_b32_e32 v96, 16, v87
	v_lshrrev_b32_e32 v97, 16, v85
	v_lshrrev_b32_e32 v98, 16, v91
	v_lshrrev_b32_e32 v99, 16, v89
	v_lshrrev_b32_e32 v100, 16, v95
	v_lshrrev_b32_e32 v101, 16, v93
	v_lshrrev_b32_e32 v102, 16, v83
	v_lshrrev_b32_e32 v103, 16, v81
	v_mul_u32_u24_e32 v127, 0x88, v2
	v_xor_b32_e32 v121, 8, v123
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[6:7], -1
                                        ; implicit-def: $vgpr127
                                        ; implicit-def: $vgpr96
                                        ; implicit-def: $vgpr97
                                        ; implicit-def: $vgpr98
                                        ; implicit-def: $vgpr99
                                        ; implicit-def: $vgpr100
                                        ; implicit-def: $vgpr101
                                        ; implicit-def: $vgpr102
                                        ; implicit-def: $vgpr103
                                        ; implicit-def: $vgpr123
                                        ; implicit-def: $vgpr121
.LBB0_3:                                ; %Flow
	s_and_b32 s11, s23, 64
	s_and_b32 s10, s23, 0x80
	s_and_b64 s[6:7], s[6:7], exec
	v_and_b32_e32 v115, 31, v0
	s_cselect_b32 s6, 1, 0
	s_cmp_lg_u32 s6, 1
	v_lshl_or_b32 v119, v115, 7, v3
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	s_lshl_b32 s12, s13, 6
.Ltmp13:
	s_lshr_b32 s23, s28, 6
	s_cmp_eq_u32 s11, 0
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s6, 0, 0x1010
	v_and_b32_e32 v0, 0x808, v0
	v_mul_u32_u24_e32 v127, 0x88, v2
	v_or_b32_e32 v2, s6, v117
	v_and_b32_e32 v1, 0x78, v1
	v_xor_b32_e32 v0, v2, v0
	v_xor_b32_e32 v123, v4, v1
	v_xor_b32_e32 v1, v119, v117
	v_xor_b32_e32 v0, v0, v127
	v_lshl_or_b32 v1, s10, 5, v1
	v_xor_b32_e32 v2, 16, v0
	v_xor_b32_e32 v3, 32, v0
	v_xor_b32_e32 v5, 48, v0
	v_xor_b32_e32 v6, 64, v0
	v_xor_b32_e32 v7, 0x50, v0
	v_xor_b32_e32 v8, 0x60, v0
	v_xor_b32_e32 v9, 0x70, v0
	v_xor_b32_e32 v10, 0x2020, v0
	v_xor_b32_e32 v11, 0x2030, v0
	v_xor_b32_e32 v12, 0x2010, v0
	v_xor_b32_e32 v13, 0x2060, v0
	v_xor_b32_e32 v14, 0x2070, v0
	v_xor_b32_e32 v15, 0x2040, v0
	v_xor_b32_e32 v17, 0x2050, v0
	v_xor_b32_e32 v4, 16, v1
	v_xor_b32_e32 v18, 32, v1
	v_xor_b32_e32 v19, 48, v1
	v_xor_b32_e32 v20, 64, v1
	v_xor_b32_e32 v21, 0x50, v1
	v_xor_b32_e32 v22, 0x60, v1
	v_xor_b32_e32 v23, 0x70, v1
	v_mov_b32_e32 v16, 0
	s_mov_b32 s13, 0
	v_xor_b32_e32 v121, 8, v123
	s_add_i32 s23, s23, -2
	v_add_u32_e32 v148, 0, v0
	v_add_u32_e32 v149, 0, v2
	v_add_u32_e32 v150, 0, v3
	v_add_u32_e32 v151, 0, v5
	v_add_u32_e32 v152, 0, v6
	v_add_u32_e32 v153, 0, v7
	v_add_u32_e32 v154, 0, v8
	v_add_u32_e32 v155, 0, v9
	v_add_u32_e32 v156, 0, v10
	v_add_u32_e32 v157, 0, v11
	v_add_u32_e32 v158, 0, v12
	v_add_u32_e32 v159, 0, v13
	v_add_u32_e32 v160, 0, v14
	v_add_u32_e32 v161, 0, v15
	v_add_u32_e32 v162, 0, v17
	s_mov_b32 s28, 0x5040100
	v_add_u32_e32 v163, 0, v1
	v_add_u32_e32 v164, 0, v4
	v_add_u32_e32 v165, 0, v18
	v_add_u32_e32 v166, 0, v19
	v_add_u32_e32 v167, 0, v20
	v_add_u32_e32 v168, 0, v21
	v_add_u32_e32 v169, 0, v22
	v_add_u32_e32 v170, 0, v23
	s_mov_b32 s29, 0x7060302
	s_mov_b32 s6, s26
	s_mov_b32 s7, s27
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v18, v16
	v_mov_b32_e32 v19, v16
	v_mov_b32_e32 v20, v16
	v_mov_b32_e32 v21, v16
	v_mov_b32_e32 v22, v16
	v_mov_b32_e32 v23, v16
	v_mov_b32_e32 v24, v16
	v_mov_b32_e32 v25, v16
	v_mov_b32_e32 v26, v16
	v_mov_b32_e32 v27, v16
	v_mov_b32_e32 v28, v16
	v_mov_b32_e32 v29, v16
	v_mov_b32_e32 v30, v16
	v_mov_b32_e32 v31, v16
	v_mov_b32_e32 v48, v16
	v_mov_b32_e32 v49, v16
	v_mov_b32_e32 v50, v16
	v_mov_b32_e32 v51, v16
	v_mov_b32_e32 v52, v16
	v_mov_b32_e32 v53, v16
	v_mov_b32_e32 v54, v16
	v_mov_b32_e32 v55, v16
	v_mov_b32_e32 v56, v16
	v_mov_b32_e32 v57, v16
	v_mov_b32_e32 v58, v16
	v_mov_b32_e32 v59, v16
	v_mov_b32_e32 v60, v16
	v_mov_b32_e32 v61, v16
	v_mov_b32_e32 v62, v16
	v_mov_b32_e32 v63, v16
	v_mov_b32_e32 v32, v16
	v_mov_b32_e32 v33, v16
	v_mov_b32_e32 v34, v16
	v_mov_b32_e32 v35, v16
	v_mov_b32_e32 v36, v16
	v_mov_b32_e32 v37, v16
	v_mov_b32_e32 v38, v16
	v_mov_b32_e32 v39, v16
	v_mov_b32_e32 v40, v16
	v_mov_b32_e32 v41, v16
	v_mov_b32_e32 v42, v16
	v_mov_b32_e32 v43, v16
	v_mov_b32_e32 v44, v16
	v_mov_b32_e32 v45, v16
	v_mov_b32_e32 v46, v16
	v_mov_b32_e32 v47, v16
	v_mov_b32_e32 v0, v16
	v_mov_b32_e32 v1, v16
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v4, v16
	v_mov_b32_e32 v5, v16
	v_mov_b32_e32 v6, v16
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v9, v16
	v_mov_b32_e32 v10, v16
	v_mov_b32_e32 v11, v16
	v_mov_b32_e32 v12, v16
	v_mov_b32_e32 v13, v16
	v_mov_b32_e32 v14, v16
	v_mov_b32_e32 v15, v16
.Ltmp14:
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v112, 64, v112
	v_add_u32_e32 v122, 64, v122
	v_add_u32_e32 v124, 64, v124
	v_add_u32_e32 v126, 64, v126
	v_add_u32_e32 v118, s12, v118
	v_add_u32_e32 v120, s12, v120
	v_add_u32_e32 v114, s12, v114
	v_add_u32_e32 v116, s12, v116
	v_lshlrev_b32_e32 v64, 1, v112
	v_lshlrev_b32_e32 v68, 1, v122
	v_lshlrev_b32_e32 v72, 1, v124
	v_lshlrev_b32_e32 v76, 1, v126
	v_lshlrev_b32_e32 v96, 1, v118
	v_lshlrev_b32_e32 v100, 1, v120
	v_lshlrev_b32_e32 v104, 1, v114
	v_lshlrev_b32_e32 v108, 1, v116
	buffer_load_dwordx4 v[64:67], v64, s[24:27], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[68:71], v68, s[24:27], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[72:75], v72, s[24:27], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[76:79], v76, s[24:27], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[96:99], v96, s[4:7], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[100:103], v100, s[4:7], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[104:107], v104, s[4:7], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[108:111], v108, s[4:7], 0 offen
	v_lshrrev_b32_e32 v136, 16, v81
	v_lshrrev_b32_e32 v137, 16, v83
	v_lshrrev_b32_e32 v171, 16, v93
	v_lshrrev_b32_e32 v176, 16, v95
	v_lshrrev_b32_e32 v177, 16, v89
	v_lshrrev_b32_e32 v178, 16, v91
	v_lshrrev_b32_e32 v179, 16, v85
	v_lshrrev_b32_e32 v180, 16, v87
	v_cndmask_b32_e64 v135, 0, v135, s[16:17]                   ; ok: AS011
	v_cndmask_b32_e64 v136, 0, v136, s[16:17]                   ; ok: AS011
	v_cndmask_b32_e64 v134, 0, v134, s[16:17]                   ; ok: AS011
	v_cndmask_b32_e64 v133, 0, v133, s[8:9]                     ; ok: AS011
	v_cndmask_b32_e64 v129, 0, v129, s[0:1]                     ; ok: AS011
	v_cndmask_b32_e64 v137, 0, v137, s[16:17]                   ; ok: AS011
	v_cndmask_b32_e64 v171, 0, v171, s[8:9]                     ; ok: AS011
	v_cndmask_b32_e64 v80, 0, v80, s[16:17]                     ; ok: AS011
	v_cndmask_b32_e64 v81, 0, v81, s[16:17]                     ; ok: AS011
	v_cndmask_b32_e64 v82, 0, v82, s[16:17]                     ; ok: AS011
	v_cndmask_b32_e64 v83, 0, v83, s[16:17]                     ; ok: AS011
	v_cndmask_b32_e64 v92, 0, v92, s[8:9]                       ; ok: AS011
	v_cndmask_b32_e64 v93, 0, v93, s[8:9]                       ; ok: AS011
	v_cndmask_b32_e64 v181, 0, v84, s[0:1]                      ; ok: AS011
	v_cndmask_b32_e64 v132, 0, v132, s[8:9]                     ; ok: AS011
	v_cndmask_b32_e64 v131, 0, v131, s[2:3]                     ; ok: AS011
	v_cndmask_b32_e64 v130, 0, v130, s[2:3]                     ; ok: AS011
	v_cndmask_b32_e64 v128, 0, v128, s[0:1]                     ; ok: AS011
	v_cndmask_b32_e64 v176, 0, v176, s[8:9]                     ; ok: AS011
	v_cndmask_b32_e64 v177, 0, v177, s[2:3]                     ; ok: AS011
	v_cndmask_b32_e64 v178, 0, v178, s[2:3]                     ; ok: AS011
	v_cndmask_b32_e64 v179, 0, v179, s[0:1]                     ; ok: AS011
	v_cndmask_b32_e64 v180, 0, v180, s[0:1]                     ; ok: AS011
	v_cndmask_b32_e64 v94, 0, v94, s[8:9]                       ; ok: AS011
	v_cndmask_b32_e64 v95, 0, v95, s[8:9]                       ; ok: AS011
	v_cndmask_b32_e64 v88, 0, v88, s[2:3]                       ; ok: AS011
	v_cndmask_b32_e64 v89, 0, v89, s[2:3]                       ; ok: AS011
	v_cndmask_b32_e64 v90, 0, v90, s[2:3]                       ; ok: AS011
	v_cndmask_b32_e64 v91, 0, v91, s[2:3]                       ; ok: AS011
	v_cndmask_b32_e64 v182, 0, v85, s[0:1]                      ; ok: AS011
	v_cndmask_b32_e64 v183, 0, v86, s[0:1]                      ; ok: AS011
	v_cndmask_b32_e64 v184, 0, v87, s[0:1]                      ; ok: AS011
	v_perm_b32 v80, v135, v80, s28
	v_perm_b32 v81, v136, v81, s28
	v_perm_b32 v83, v137, v83, s28
	v_perm_b32 v82, v134, v82, s28
	v_perm_b32 v84, v133, v92, s28
	v_perm_b32 v85, v171, v93, s28
	v_perm_b32 v92, v129, v181, s28
	v_add_u32_e32 v129, 0, v123
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b64 v[186:187], v153
	ds_read_b64 v[188:189], v154
	ds_read_b64 v[190:191], v155
	ds_read_b64 v[192:193], v156
	ds_read2st64_b64 v[172:175], v148 offset1:16
	v_perm_b32 v87, v176, v95, s28
	v_perm_b32 v86, v132, v94, s28
	v_perm_b32 v88, v131, v88, s28
	v_perm_b32 v89, v177, v89, s28
	v_perm_b32 v91, v178, v91, s28
	v_perm_b32 v90, v130, v90, s28
	v_perm_b32 v93, v179, v182, s28
	v_perm_b32 v95, v180, v184, s28
	v_perm_b32 v94, v128, v183, s28
	v_add_u32_e32 v128, 0, v121
	ds_read_b64 v[130:131], v149
	ds_read_b64 v[132:133], v150
	ds_read_b64 v[134:135], v151
	ds_read_b64 v[136:137], v152
	ds_read_b64 v[176:177], v157
	ds_read_b64 v[178:179], v158
	ds_read_b64 v[180:181], v159
	ds_read_b64 v[182:183], v160
	ds_read_b64 v[184:185], v161
	ds_read_b64 v[194:195], v162
	ds_write2st64_b64 v129, v[80:81], v[84:85] offset0:32 offset1:40
	ds_write2st64_b64 v129, v[88:89], v[92:93] offset0:48 offset1:56
	ds_write2st64_b64 v128, v[82:83], v[86:87] offset0:32 offset1:40
	ds_write2st64_b64 v128, v[90:91], v[94:95] offset0:48 offset1:56
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[80:83], v163 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[172:173], v[80:81], v[16:31]
	ds_read2st64_b64 v[88:91], v169 offset0:32 offset1:48
	ds_read2st64_b64 v[92:95], v170 offset0:32 offset1:48
	s_add_i32 s30, s13, 1
	s_waitcnt vmcnt(7)
	v_lshrrev_b32_e32 v171, 16, v64
	s_cmp_lg_u32 s13, s23
	s_waitcnt vmcnt(2)
	v_perm_b32 v128, v102, v98, s29
	s_mov_b32 s13, s30
	s_waitcnt vmcnt(0)
	v_perm_b32 v129, v110, v106, s29
	v_mfma_f32_32x32x8_bf16 v[32:47], v[172:173], v[82:83], v[32:47]
	v_lshrrev_b32_e32 v172, 16, v66
	v_lshrrev_b32_e32 v173, 16, v68
	v_mfma_f32_32x32x8_bf16 v[0:15], v[192:193], v[82:83], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[192:193], v[80:81], v[48:63]
	ds_read2st64_b64 v[80:83], v164 offset0:32 offset1:48
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[130:131], v[80:81], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[176:177], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[130:131], v[82:83], v[32:47]
	v_perm_b32 v131, v109, v105, s29
	v_perm_b32 v130, v101, v97, s29
	v_mfma_f32_32x32x8_bf16 v[0:15], v[176:177], v[82:83], v[0:15]
	ds_read2st64_b64 v[80:83], v165 offset0:32 offset1:48
	v_lshrrev_b32_e32 v176, 16, v78
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[132:133], v[80:81], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[174:175], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[132:133], v[82:83], v[32:47]
	v_perm_b32 v133, v108, v104, s28
	v_perm_b32 v132, v100, v96, s28
	v_mfma_f32_32x32x8_bf16 v[0:15], v[174:175], v[82:83], v[0:15]
	ds_read2st64_b64 v[80:83], v166 offset0:32 offset1:48
	v_lshrrev_b32_e32 v174, 16, v70
	v_lshrrev_b32_e32 v175, 16, v72
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[134:135], v[80:81], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[178:179], v[80:81], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[134:135], v[82:83], v[32:47]
	v_perm_b32 v135, v108, v104, s29
	v_perm_b32 v134, v100, v96, s29
	v_perm_b32 v108, v102, v98, s28
	v_perm_b32 v104, v103, v99, s28
	v_mfma_f32_32x32x8_bf16 v[0:15], v[178:179], v[82:83], v[0:15]
	ds_read2st64_b64 v[80:83], v167 offset0:32 offset1:48
	ds_read2st64_b64 v[84:87], v168 offset0:32 offset1:48
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[136:137], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[180:181], v[82:83], v[0:15]
	v_mov_b32_e32 v82, v66
	v_mov_b32_e32 v83, v67
	v_mfma_f32_32x32x8_bf16 v[16:31], v[136:137], v[80:81], v[16:31]
	v_perm_b32 v137, v109, v105, s28
	v_perm_b32 v109, v110, v106, s28
	v_perm_b32 v105, v111, v107, s28
	v_perm_b32 v107, v111, v107, s29
	v_lshrrev_b32_e32 v110, 16, v74
	v_lshrrev_b32_e32 v111, 16, v76
	v_perm_b32 v136, v101, v97, s28
	v_mfma_f32_32x32x8_bf16 v[48:63], v[180:181], v[80:81], v[48:63]
	v_perm_b32 v106, v103, v99, s29
	v_mov_b32_e32 v80, v64
	v_mov_b32_e32 v81, v65
	ds_write_b64 v140, v[132:133]
	ds_write_b64 v141, v[134:135] offset:128
	ds_write_b64 v142, v[136:137] offset:256
	ds_write_b64 v143, v[130:131] offset:384
	ds_write_b64 v144, v[108:109] offset:512
	ds_write_b64 v145, v[128:129] offset:640
	ds_write_b64 v146, v[104:105] offset:768
	ds_write_b64 v147, v[106:107] offset:896
	v_mov_b32_e32 v128, v176
	v_mov_b32_e32 v129, v111
	v_mov_b32_e32 v130, v110
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[186:187], v[84:85], v[16:31]
	v_mov_b32_e32 v131, v175
	v_mov_b32_e32 v132, v174
	v_mov_b32_e32 v133, v173
	v_mov_b32_e32 v134, v172
	v_mov_b32_e32 v135, v171
	v_mfma_f32_32x32x8_bf16 v[48:63], v[182:183], v[84:85], v[48:63]
	v_mov_b32_e32 v84, v76
	v_mov_b32_e32 v85, v77
	v_mfma_f32_32x32x8_bf16 v[32:47], v[186:187], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[182:183], v[86:87], v[0:15]
	v_mov_b32_e32 v86, v78
	v_mov_b32_e32 v87, v79
	v_mfma_f32_32x32x8_bf16 v[16:31], v[188:189], v[88:89], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[184:185], v[88:89], v[48:63]
	v_mov_b32_e32 v88, v72
	v_mov_b32_e32 v89, v73
	v_mfma_f32_32x32x8_bf16 v[32:47], v[188:189], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[184:185], v[90:91], v[0:15]
	v_mov_b32_e32 v90, v74
	v_mov_b32_e32 v91, v75
	v_mfma_f32_32x32x8_bf16 v[16:31], v[190:191], v[92:93], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[194:195], v[92:93], v[48:63]
	v_mov_b32_e32 v92, v68
	v_mov_b32_e32 v93, v69
	v_mfma_f32_32x32x8_bf16 v[32:47], v[190:191], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[194:195], v[94:95], v[0:15]
	v_mov_b32_e32 v94, v70
	v_mov_b32_e32 v95, v71
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %._crit_edge.loopexit
	v_lshrrev_b32_e32 v96, 16, v79
	v_lshrrev_b32_e32 v97, 16, v77
	v_lshrrev_b32_e32 v98, 16, v75
	v_lshrrev_b32_e32 v99, 16, v73
	v_lshrrev_b32_e32 v100, 16, v71
	v_lshrrev_b32_e32 v101, 16, v69
	v_lshrrev_b32_e32 v102, 16, v67
	v_lshrrev_b32_e32 v103, 16, v65
	v_mov_b32_e32 v87, v79
	v_mov_b32_e32 v128, v176
	v_mov_b32_e32 v86, v78
	v_mov_b32_e32 v85, v77
	v_mov_b32_e32 v129, v111
	v_mov_b32_e32 v84, v76
	v_mov_b32_e32 v91, v75
	v_mov_b32_e32 v130, v110
	v_mov_b32_e32 v90, v74
	v_mov_b32_e32 v89, v73
	v_mov_b32_e32 v131, v175
	v_mov_b32_e32 v88, v72
	v_mov_b32_e32 v95, v71
	v_mov_b32_e32 v132, v174
	v_mov_b32_e32 v94, v70
	v_mov_b32_e32 v93, v69
	v_mov_b32_e32 v133, v173
	v_mov_b32_e32 v92, v68
	v_mov_b32_e32 v83, v67
	v_mov_b32_e32 v134, v172
	v_mov_b32_e32 v82, v66
	v_mov_b32_e32 v81, v65
	v_mov_b32_e32 v135, v171
	v_mov_b32_e32 v80, v64
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v19, v17
	v_mov_b32_e32 v18, v17
	v_mov_b32_e32 v21, v17
	v_mov_b32_e32 v20, v17
	v_mov_b32_e32 v23, v17
	v_mov_b32_e32 v22, v17
	v_mov_b32_e32 v25, v17
	v_mov_b32_e32 v24, v17
	v_mov_b32_e32 v27, v17
	v_mov_b32_e32 v26, v17
	v_mov_b32_e32 v29, v17
	v_mov_b32_e32 v28, v17
	v_mov_b32_e32 v31, v17
	v_mov_b32_e32 v30, v17
	v_mov_b32_e32 v49, v17
	v_mov_b32_e32 v48, v17
	v_mov_b32_e32 v51, v17
	v_mov_b32_e32 v50, v17
	v_mov_b32_e32 v53, v17
	v_mov_b32_e32 v52, v17
	v_mov_b32_e32 v55, v17
	v_mov_b32_e32 v54, v17
	v_mov_b32_e32 v57, v17
	v_mov_b32_e32 v56, v17
	v_mov_b32_e32 v59, v17
	v_mov_b32_e32 v58, v17
	v_mov_b32_e32 v61, v17
	v_mov_b32_e32 v60, v17
	v_mov_b32_e32 v63, v17
	v_mov_b32_e32 v62, v17
	v_mov_b32_e32 v33, v17
	v_mov_b32_e32 v32, v17
	v_mov_b32_e32 v35, v17
	v_mov_b32_e32 v34, v17
	v_mov_b32_e32 v37, v17
	v_mov_b32_e32 v36, v17
	v_mov_b32_e32 v39, v17
	v_mov_b32_e32 v38, v17
	v_mov_b32_e32 v41, v17
	v_mov_b32_e32 v40, v17
	v_mov_b32_e32 v43, v17
	v_mov_b32_e32 v42, v17
	v_mov_b32_e32 v45, v17
	v_mov_b32_e32 v44, v17
	v_mov_b32_e32 v47, v17
	v_mov_b32_e32 v46, v17
	v_mov_b32_e32 v1, v17
	v_mov_b32_e32 v0, v17
	v_mov_b32_e32 v3, v17
	v_mov_b32_e32 v2, v17
	v_mov_b32_e32 v5, v17
	v_mov_b32_e32 v4, v17
	v_mov_b32_e32 v7, v17
	v_mov_b32_e32 v6, v17
	v_mov_b32_e32 v9, v17
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v11, v17
	v_mov_b32_e32 v10, v17
	v_mov_b32_e32 v13, v17
	v_mov_b32_e32 v12, v17
	v_mov_b32_e32 v15, v17
	v_mov_b32_e32 v14, v17
.LBB0_8:                                ; %._crit_edge
	v_mov_b32_e32 v64, 0x808
	v_cmp_eq_u32_e64 s[4:5], 0, v125
	s_cmp_eq_u32 s11, 0
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v64, v64, 0, s[4:5]
	s_cselect_b32 s4, 0, 0x1010
	v_or_b32_e32 v65, s4, v117
	v_xor_b32_e32 v65, v65, v127
	v_xor_b32_e32 v76, v65, v64
	v_xad_u32 v68, v76, 16, 0
	v_xad_u32 v69, v76, 32, 0
	v_xad_u32 v70, v76, 48, 0
	v_xad_u32 v71, v76, 64, 0
	s_barrier
	ds_read_b64 v[124:125], v68
	ds_read_b64 v[110:111], v69
	ds_read_b64 v[106:107], v70
	ds_read_b64 v[78:79], v71
	v_xor_b32_e32 v68, 0x50, v76
	v_xor_b32_e32 v69, 0x60, v76
	v_xor_b32_e32 v70, 0x70, v76
	v_xor_b32_e32 v71, 0x2020, v76
	v_add_u32_e32 v68, 0, v68
	v_add_u32_e32 v69, 0, v69
	v_add_u32_e32 v70, 0, v70
	v_add_u32_e32 v71, 0, v71
	ds_read_b64 v[140:141], v68
	ds_read_b64 v[136:137], v69
	ds_read_b64 v[126:127], v70
	ds_read_b64 v[68:69], v71
	v_xor_b32_e32 v70, 0x2030, v76
	v_xor_b32_e32 v71, 0x2010, v76
	v_xor_b32_e32 v72, 0x2060, v76
	v_xor_b32_e32 v73, 0x2070, v76
	v_add_u32_e32 v70, 0, v70
	v_add_u32_e32 v71, 0, v71
	v_add_u32_e32 v72, 0, v72
	v_add_u32_e32 v77, 0, v73
	v_add_u32_e32 v64, 0, v76
	ds_read_b64 v[108:109], v70
	ds_read_b64 v[74:75], v71
	ds_read_b64 v[72:73], v72
	ds_read_b64 v[70:71], v77
	v_xor_b32_e32 v77, 0x2040, v76
	v_xor_b32_e32 v76, 0x2050, v76
	v_add_u32_e32 v77, 0, v77
	v_add_u32_e32 v76, 0, v76
	ds_read2st64_b64 v[64:67], v64 offset1:16
	ds_read_b64 v[104:105], v77
	ds_read_b64 v[76:77], v76
	v_cndmask_b32_e64 v80, 0, v80, s[16:17]
	v_cndmask_b32_e64 v112, 0, v135, s[16:17]
	v_cndmask_b32_e64 v81, 0, v81, s[16:17]
	v_cndmask_b32_e64 v103, 0, v103, s[16:17]
	v_cndmask_b32_e64 v114, 0, v82, s[16:17]
	v_cndmask_b32_e64 v118, 0, v83, s[16:17]
	v_cndmask_b32_e64 v82, 0, v92, s[8:9]
	v_cndmask_b32_e64 v92, 0, v133, s[8:9]
	v_cndmask_b32_e64 v83, 0, v93, s[8:9]
	v_cndmask_b32_e64 v93, 0, v101, s[8:9]
	v_cndmask_b32_e64 v84, 0, v84, s[0:1]
	v_cndmask_b32_e64 v129, 0, v129, s[0:1]
	v_cndmask_b32_e64 v85, 0, v85, s[0:1]
	v_cndmask_b32_e64 v97, 0, v97, s[0:1]
	v_cndmask_b32_e64 v86, 0, v86, s[0:1]
	v_cndmask_b32_e64 v128, 0, v128, s[0:1]
	v_cndmask_b32_e64 v87, 0, v87, s[0:1]
	v_cndmask_b32_e64 v96, 0, v96, s[0:1]
	s_mov_b32 s0, 0x5040100
	v_cndmask_b32_e64 v88, 0, v88, s[2:3]
	v_cndmask_b32_e64 v120, 0, v131, s[2:3]
	v_cndmask_b32_e64 v89, 0, v89, s[2:3]
	v_cndmask_b32_e64 v99, 0, v99, s[2:3]
	v_add_u32_e32 v123, 0, v123
	v_perm_b32 v81, v103, v81, s0
	v_perm_b32 v80, v112, v80, s0
	v_perm_b32 v83, v93, v83, s0
	v_perm_b32 v82, v92, v82, s0
	v_cndmask_b32_e64 v116, 0, v134, s[16:17]
	v_cndmask_b32_e64 v102, 0, v102, s[16:17]
	v_cndmask_b32_e64 v94, 0, v94, s[8:9]
	v_cndmask_b32_e64 v101, 0, v132, s[8:9]
	v_cndmask_b32_e64 v95, 0, v95, s[8:9]
	v_cndmask_b32_e64 v100, 0, v100, s[8:9]
	v_cndmask_b32_e64 v90, 0, v90, s[2:3]
	v_cndmask_b32_e64 v122, 0, v130, s[2:3]
	v_cndmask_b32_e64 v91, 0, v91, s[2:3]
	v_cndmask_b32_e64 v98, 0, v98, s[2:3]
	ds_write2st64_b64 v123, v[80:81], v[82:83] offset0:32 offset1:40
	v_perm_b32 v81, v99, v89, s0
	v_perm_b32 v80, v120, v88, s0
	v_perm_b32 v83, v97, v85, s0
	v_perm_b32 v82, v129, v84, s0
	s_and_b64 s[2:3], vcc, exec
	ds_write2st64_b64 v123, v[80:81], v[82:83] offset0:48 offset1:56
	v_add_u32_e32 v84, 0, v121
	v_perm_b32 v81, v102, v118, s0
	v_perm_b32 v80, v116, v114, s0
	v_perm_b32 v83, v100, v95, s0
	v_perm_b32 v82, v101, v94, s0
	s_cselect_b32 s1, 1, 0
	ds_write2st64_b64 v84, v[80:81], v[82:83] offset0:32 offset1:40
	v_perm_b32 v81, v98, v91, s0
	v_perm_b32 v80, v122, v90, s0
	v_perm_b32 v83, v96, v87, s0
	v_perm_b32 v82, v128, v86, s0
	s_cmp_lg_u32 s1, 1
	ds_write2st64_b64 v84, v[80:81], v[82:83] offset0:48 offset1:56
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	v_xor_b32_e32 v80, v119, v117
	v_lshl_or_b32 v112, s10, 5, v80
	v_add_u32_e32 v80, 0, v112
	ds_read2st64_b64 v[80:83], v80 offset0:32 offset1:48
	v_xad_u32 v84, v112, 16, 0
	ds_read2st64_b64 v[84:87], v84 offset0:32 offset1:48
	v_xad_u32 v88, v112, 32, 0
	ds_read2st64_b64 v[88:91], v88 offset0:32 offset1:48
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[64:65], v[80:81], v[16:31]
	v_xad_u32 v92, v112, 48, 0
	ds_read2st64_b64 v[92:95], v92 offset0:32 offset1:48
	v_xad_u32 v96, v112, 64, 0
	ds_read2st64_b64 v[96:99], v96 offset0:32 offset1:48
	v_xor_b32_e32 v100, 0x50, v112
	v_add_u32_e32 v100, 0, v100
	ds_read2st64_b64 v[100:103], v100 offset0:32 offset1:48
	v_mfma_f32_32x32x8_bf16 v[48:63], v[68:69], v[80:81], v[48:63]
	v_xor_b32_e32 v114, 0x60, v112
	v_add_u32_e32 v114, 0, v114
	ds_read2st64_b64 v[116:119], v114 offset0:32 offset1:48
	v_xor_b32_e32 v112, 0x70, v112
	v_add_u32_e32 v112, 0, v112
	ds_read2st64_b64 v[120:123], v112 offset0:32 offset1:48
	v_mfma_f32_32x32x8_bf16 v[32:47], v[64:65], v[82:83], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[68:69], v[82:83], v[0:15]
	s_waitcnt lgkmcnt(6)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[124:125], v[84:85], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[108:109], v[84:85], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[124:125], v[86:87], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[108:109], v[86:87], v[0:15]
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[110:111], v[88:89], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[66:67], v[88:89], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[110:111], v[90:91], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[66:67], v[90:91], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[106:107], v[92:93], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[74:75], v[92:93], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[106:107], v[94:95], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[74:75], v[94:95], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[78:79], v[96:97], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[72:73], v[96:97], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[78:79], v[98:99], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[72:73], v[98:99], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[140:141], v[100:101], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[70:71], v[100:101], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[140:141], v[102:103], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[70:71], v[102:103], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[136:137], v[116:117], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[104:105], v[116:117], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[136:137], v[118:119], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[104:105], v[118:119], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[126:127], v[120:121], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[76:77], v[120:121], v[48:63]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[126:127], v[122:123], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[76:77], v[122:123], v[0:15]
.LBB0_10:                               ; %._crit_edge._crit_edge
	v_lshrrev_b32_e32 v64, 3, v113
	s_lshr_b32 s1, s11, 1
	v_or_b32_e32 v64, s1, v64
	v_or_b32_e32 v64, s22, v64
	s_ashr_i32 s1, s22, 31
	v_add_u32_e32 v67, s1, v64
	v_add_u32_e32 v64, 0x58, v67
	v_xor_b32_e32 v64, s1, v64
	v_mul_hi_u32 v65, v64, v139
	v_mul_lo_u32 v65, v65, s19
	v_sub_u32_e32 v64, v64, v65
	v_subrev_u32_e32 v65, s19, v64
	v_cmp_le_u32_e32 vcc, s19, v64
	v_mov_b32_e32 v77, 0x7fff
	s_and_b32 s21, s21, 0xffff
	v_cndmask_b32_e32 v64, v64, v65, vcc
	v_subrev_u32_e32 v65, s19, v64
	v_cmp_le_u32_e32 vcc, s19, v64
	s_mov_b32 s23, 0x27000
	s_mov_b32 s22, 0x7ffffffe
	v_cndmask_b32_e32 v64, v64, v65, vcc
	v_add_u32_e32 v65, 0x50, v67
	v_xor_b32_e32 v65, s1, v65
	v_mul_hi_u32 v66, v65, v139
	v_mul_lo_u32 v66, v66, s19
	v_sub_u32_e32 v65, v65, v66
	v_subrev_u32_e32 v66, s19, v65
	v_cmp_le_u32_e32 vcc, s19, v65
	v_xor_b32_e32 v64, s1, v64
	v_subrev_u32_e32 v64, s1, v64
	v_cndmask_b32_e32 v65, v65, v66, vcc
	v_subrev_u32_e32 v66, s19, v65
	v_cmp_le_u32_e32 vcc, s19, v65
	s_nop 1
	v_cndmask_b32_e32 v65, v65, v66, vcc
	v_add_u32_e32 v66, 0x48, v67
	v_xor_b32_e32 v66, s1, v66
	v_mul_hi_u32 v68, v66, v139
	v_mul_lo_u32 v68, v68, s19
	v_sub_u32_e32 v66, v66, v68
	v_subrev_u32_e32 v68, s19, v66
	v_cmp_le_u32_e32 vcc, s19, v66
	v_xor_b32_e32 v65, s1, v65
	v_subrev_u32_e32 v65, s1, v65
	v_cndmask_b32_e32 v66, v66, v68, vcc
	v_subrev_u32_e32 v68, s19, v66
	v_cmp_le_u32_e32 vcc, s19, v66
	s_nop 1
	v_cndmask_b32_e32 v66, v66, v68, vcc
	v_add_u32_e32 v68, 64, v67
	v_xor_b32_e32 v68, s1, v68
	v_mul_hi_u32 v69, v68, v139
	v_mul_lo_u32 v69, v69, s19
	v_sub_u32_e32 v68, v68, v69
	v_subrev_u32_e32 v69, s19, v68
	v_cmp_le_u32_e32 vcc, s19, v68
	v_xor_b32_e32 v66, s1, v66
	v_subrev_u32_e32 v66, s1, v66
	v_cndmask_b32_e32 v68, v68, v69, vcc
	v_subrev_u32_e32 v69, s19, v68
	v_cmp_le_u32_e32 vcc, s19, v68
	s_nop 1
	v_cndmask_b32_e32 v68, v68, v69, vcc
	v_add_u32_e32 v69, 24, v67
	v_xor_b32_e32 v69, s1, v69
	v_mul_hi_u32 v70, v69, v139
	v_mul_lo_u32 v70, v70, s19
	v_sub_u32_e32 v69, v69, v70
	v_subrev_u32_e32 v70, s19, v69
	v_cmp_le_u32_e32 vcc, s19, v69
	v_xor_b32_e32 v68, s1, v68
	v_subrev_u32_e32 v68, s1, v68
	v_cndmask_b32_e32 v69, v69, v70, vcc
	v_subrev_u32_e32 v70, s19, v69
	v_cmp_le_u32_e32 vcc, s19, v69
	s_nop 1
	v_cndmask_b32_e32 v69, v69, v70, vcc
	v_add_u32_e32 v70, 16, v67
	v_xor_b32_e32 v70, s1, v70
	v_mul_hi_u32 v71, v70, v139
	v_mul_lo_u32 v71, v71, s19
	v_sub_u32_e32 v70, v70, v71
	v_subrev_u32_e32 v71, s19, v70
	v_cmp_le_u32_e32 vcc, s19, v70
	v_xor_b32_e32 v69, s1, v69
	v_subrev_u32_e32 v69, s1, v69
	v_cndmask_b32_e32 v70, v70, v71, vcc
	v_subrev_u32_e32 v71, s19, v70
	v_cmp_le_u32_e32 vcc, s19, v70
	s_nop 1
	v_cndmask_b32_e32 v70, v70, v71, vcc
	v_add_u32_e32 v71, 8, v67
	v_xor_b32_e32 v71, s1, v71
	v_mul_hi_u32 v72, v71, v139
	v_mul_lo_u32 v72, v72, s19
	v_sub_u32_e32 v71, v71, v72
	v_subrev_u32_e32 v72, s19, v71
	v_cmp_le_u32_e32 vcc, s19, v71
	v_xor_b32_e32 v67, s1, v67
	v_xor_b32_e32 v70, s1, v70
	v_cndmask_b32_e32 v71, v71, v72, vcc
	v_subrev_u32_e32 v72, s19, v71
	v_cmp_le_u32_e32 vcc, s19, v71
	v_subrev_u32_e32 v70, s1, v70
	s_nop 0
	v_cndmask_b32_e32 v71, v71, v72, vcc
	v_mul_hi_u32 v72, v67, v139
	v_mul_lo_u32 v72, v72, s19
	v_sub_u32_e32 v67, v67, v72
	v_subrev_u32_e32 v72, s19, v67
	v_cmp_le_u32_e32 vcc, s19, v67
	v_xor_b32_e32 v71, s1, v71
	v_subrev_u32_e32 v71, s1, v71
	v_cndmask_b32_e32 v67, v67, v72, vcc
	v_subrev_u32_e32 v72, s19, v67
	v_cmp_le_u32_e32 vcc, s19, v67
	s_nop 1
	v_cndmask_b32_e32 v67, v67, v72, vcc
	v_xor_b32_e32 v67, s1, v67
	v_subrev_u32_e32 v67, s1, v67
	s_lshr_b32 s1, s10, 2
	v_or_b32_e32 v72, s1, v115
	v_or_b32_e32 v72, s18, v72
	s_ashr_i32 s1, s18, 31
	v_add_u32_e32 v72, s1, v72
	v_add_u32_e32 v73, 64, v72
	v_xor_b32_e32 v73, s1, v73
	v_mul_hi_u32 v74, v73, v138
	v_mul_lo_u32 v74, v74, s15
	v_sub_u32_e32 v73, v73, v74
	v_subrev_u32_e32 v74, s15, v73
	v_cmp_le_u32_e32 vcc, s15, v73
	v_xor_b32_e32 v72, s1, v72
	s_nop 0
	v_cndmask_b32_e32 v73, v73, v74, vcc
	v_subrev_u32_e32 v74, s15, v73
	v_cmp_le_u32_e32 vcc, s15, v73
	s_nop 1
	v_cndmask_b32_e32 v73, v73, v74, vcc
	v_mul_hi_u32 v74, v72, v138
	v_mul_lo_u32 v74, v74, s15
	v_sub_u32_e32 v72, v72, v74
	v_subrev_u32_e32 v74, s15, v72
	v_cmp_le_u32_e32 vcc, s15, v72
	v_xor_b32_e32 v73, s1, v73
	v_subrev_u32_e32 v73, s1, v73
	v_cndmask_b32_e32 v72, v72, v74, vcc
	v_subrev_u32_e32 v74, s15, v72
	v_cmp_le_u32_e32 vcc, s15, v72
	v_mul_lo_u32 v73, v73, s14
	s_nop 0
	v_cndmask_b32_e32 v72, v72, v74, vcc
	v_xor_b32_e32 v72, s1, v72
	v_mov_b32_e32 v74, 1
	v_subrev_u32_e32 v72, s1, v72
	v_and_b32_sdwa v76, v16, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_movk_i32 s1, 0x7fff
	v_add3_u32 v76, v16, v76, s1
	v_and_b32_sdwa v75, v17, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v76, 16, v76
	v_cmp_o_f32_e32 vcc, v16, v16
	v_add3_u32 v75, v17, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v16, v77, v76, vcc
	v_and_b32_sdwa v76, v18, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v17, v17
	v_add3_u32 v76, v18, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v17, v77, v75, vcc
	v_and_b32_sdwa v75, v19, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v18, v18
	v_add3_u32 v75, v19, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v18, v77, v76, vcc
	v_and_b32_sdwa v76, v20, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v19, v19
	v_add3_u32 v76, v20, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v19, v77, v75, vcc
	v_and_b32_sdwa v75, v21, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v20, v20
	v_add3_u32 v75, v21, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v20, v77, v76, vcc
	v_and_b32_sdwa v76, v22, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v21, v21
	v_add3_u32 v76, v22, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v21, v77, v75, vcc
	v_and_b32_sdwa v75, v23, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v22, v22
	v_add3_u32 v75, v23, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v22, v77, v76, vcc
	v_and_b32_sdwa v76, v24, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v23, v23
	v_add3_u32 v76, v24, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v23, v77, v75, vcc
	v_and_b32_sdwa v75, v25, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v24, v24
	v_add3_u32 v75, v25, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v24, v77, v76, vcc
	v_and_b32_sdwa v76, v26, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v25, v25
	v_add3_u32 v76, v26, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v25, v77, v75, vcc
	v_and_b32_sdwa v75, v27, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v26, v26
	v_add3_u32 v75, v27, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v26, v77, v76, vcc
	v_and_b32_sdwa v76, v28, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v27, v27
	v_add3_u32 v76, v28, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v27, v77, v75, vcc
	v_and_b32_sdwa v75, v29, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v28, v28
	v_add3_u32 v75, v29, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v28, v77, v76, vcc
	v_and_b32_sdwa v76, v30, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v29, v29
	v_add3_u32 v76, v30, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v29, v77, v75, vcc
	v_and_b32_sdwa v75, v31, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v30, v30
	v_add3_u32 v75, v31, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v30, v77, v76, vcc
	v_and_b32_sdwa v76, v48, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v31, v31
	v_add3_u32 v76, v48, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v31, v77, v75, vcc
	v_and_b32_sdwa v75, v49, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v48, v48
	v_add3_u32 v75, v49, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v48, v77, v76, vcc
	v_and_b32_sdwa v76, v50, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v49, v49
	v_add3_u32 v76, v50, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v49, v77, v75, vcc
	v_and_b32_sdwa v75, v51, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v50, v50
	v_add3_u32 v75, v51, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v50, v77, v76, vcc
	v_and_b32_sdwa v76, v52, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v51, v51
	v_add3_u32 v76, v52, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v51, v77, v75, vcc
	v_and_b32_sdwa v75, v53, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v52, v52
	v_add3_u32 v75, v53, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v52, v77, v76, vcc
	v_and_b32_sdwa v76, v54, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v53, v53
	v_add3_u32 v76, v54, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v53, v77, v75, vcc
	v_and_b32_sdwa v75, v55, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v54, v54
	v_add3_u32 v75, v55, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v54, v77, v76, vcc
	v_and_b32_sdwa v76, v56, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v55, v55
	v_add3_u32 v76, v56, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v55, v77, v75, vcc
	v_and_b32_sdwa v75, v57, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v56, v56
	v_add3_u32 v75, v57, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v56, v77, v76, vcc
	v_and_b32_sdwa v76, v58, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v57, v57
	v_add3_u32 v76, v58, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v57, v77, v75, vcc
	v_and_b32_sdwa v75, v59, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v58, v58
	v_add3_u32 v75, v59, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v58, v77, v76, vcc
	v_and_b32_sdwa v76, v60, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v59, v59
	v_add3_u32 v76, v60, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v59, v77, v75, vcc
	v_and_b32_sdwa v75, v61, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v60, v60
	v_add3_u32 v75, v61, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v60, v77, v76, vcc
	v_and_b32_sdwa v76, v62, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v61, v61
	v_add3_u32 v76, v62, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v61, v77, v75, vcc
	v_and_b32_sdwa v75, v63, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v62, v62
	v_add3_u32 v75, v63, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v62, v77, v76, vcc
	v_and_b32_sdwa v76, v32, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v63, v63
	v_add3_u32 v76, v32, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v63, v77, v75, vcc
	v_and_b32_sdwa v75, v33, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v32, v32
	v_add3_u32 v75, v33, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v32, v77, v76, vcc
	v_and_b32_sdwa v76, v34, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v33, v33
	v_add3_u32 v76, v34, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v33, v77, v75, vcc
	v_and_b32_sdwa v75, v35, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v34, v34
	v_add3_u32 v75, v35, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v34, v77, v76, vcc
	v_and_b32_sdwa v76, v36, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v35, v35
	v_add3_u32 v76, v36, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v35, v77, v75, vcc
	v_and_b32_sdwa v75, v37, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v36, v36
	v_add3_u32 v75, v37, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v36, v77, v76, vcc
	v_and_b32_sdwa v76, v38, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v37, v37
	v_add3_u32 v76, v38, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v37, v77, v75, vcc
	v_and_b32_sdwa v75, v39, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v38, v38
	v_add3_u32 v75, v39, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v38, v77, v76, vcc
	v_and_b32_sdwa v76, v40, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v39, v39
	v_add3_u32 v76, v40, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v39, v77, v75, vcc
	v_and_b32_sdwa v75, v41, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v40, v40
	v_add3_u32 v75, v41, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v40, v77, v76, vcc
	v_and_b32_sdwa v76, v42, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v41, v41
	v_add3_u32 v76, v42, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v41, v77, v75, vcc
	v_and_b32_sdwa v75, v43, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v42, v42
	v_add3_u32 v75, v43, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v42, v77, v76, vcc
	v_and_b32_sdwa v76, v44, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v43, v43
	v_add3_u32 v76, v44, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v43, v77, v75, vcc
	v_and_b32_sdwa v75, v45, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v44, v44
	v_add3_u32 v75, v45, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v44, v77, v76, vcc
	v_and_b32_sdwa v76, v46, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v45, v45
	v_add3_u32 v76, v46, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v45, v77, v75, vcc
	v_and_b32_sdwa v75, v47, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v46, v46
	v_add3_u32 v75, v47, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v46, v77, v76, vcc
	v_and_b32_sdwa v76, v0, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v47, v47
	v_add3_u32 v76, v0, v76, s1
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e32 v47, v77, v75, vcc
	v_and_b32_sdwa v75, v1, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cmp_o_f32_e32 vcc, v0, v0
	v_add3_u32 v75, v1, v75, s1
	v_lshrrev_b32_e32 v75, 16, v75
	v_cndmask_b32_e32 v76, v77, v76, vcc
	v_cmp_o_f32_e32 vcc, v1, v1
	v_and_b32_sdwa v1, v2, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v0, v3, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v2, v1, s1
	v_cndmask_b32_e32 v75, v77, v75, vcc
	v_add3_u32 v0, v3, v0, s1
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v2, v2
	v_lshrrev_b32_e32 v0, 16, v0
	v_mul_lo_u32 v72, v72, s14
	v_cndmask_b32_e32 v2, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v3, v3
	v_and_b32_sdwa v1, v4, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v4, v1, s1
	v_cndmask_b32_e32 v3, v77, v0, vcc
	v_and_b32_sdwa v0, v5, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v5, v0, s1
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v4, v4
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v4, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v5, v5
	v_and_b32_sdwa v1, v6, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v6, v1, s1
	v_cndmask_b32_e32 v5, v77, v0, vcc
	v_and_b32_sdwa v0, v7, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v7, v0, s1
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v6, v6
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v6, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v7, v7
	v_and_b32_sdwa v1, v8, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v8, v1, s1
	v_cndmask_b32_e32 v7, v77, v0, vcc
	v_and_b32_sdwa v0, v9, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v9, v0, s1
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v8, v8
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v8, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v9, v9
	v_and_b32_sdwa v1, v10, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v10, v1, s1
	v_cndmask_b32_e32 v9, v77, v0, vcc
	v_and_b32_sdwa v0, v11, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v11, v0, s1
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v10, v10
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v10, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v11, v11
	v_and_b32_sdwa v1, v12, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v12, v1, s1
	v_cndmask_b32_e32 v11, v77, v0, vcc
	v_and_b32_sdwa v0, v13, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v13, v0, s1
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v12, v12
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v12, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v13, v13
	v_and_b32_sdwa v1, v14, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v1, v14, v1, s1
	v_cndmask_b32_e32 v13, v77, v0, vcc
	v_and_b32_sdwa v0, v15, v74 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_add3_u32 v0, v15, v0, s1
	v_lshrrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v14, v14
	v_lshrrev_b32_e32 v0, 16, v0
	s_nop 0
	v_cndmask_b32_e32 v14, v77, v1, vcc
	v_cmp_o_f32_e32 vcc, v15, v15
	v_perm_b32 v1, v19, v18, s0
	s_nop 0
	v_cndmask_b32_e32 v15, v77, v0, vcc
	v_perm_b32 v0, v17, v16, s0
	v_add_lshl_u32 v16, v72, v67, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v23, v22, s0
	v_perm_b32 v0, v21, v20, s0
	v_add_lshl_u32 v16, v72, v71, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v27, v26, s0
	v_perm_b32 v0, v25, v24, s0
	v_add_lshl_u32 v16, v72, v70, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v31, v30, s0
	v_perm_b32 v0, v29, v28, s0
	v_add_lshl_u32 v16, v72, v69, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v51, v50, s0
	v_perm_b32 v0, v49, v48, s0
	v_add_lshl_u32 v16, v72, v68, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v55, v54, s0
	v_perm_b32 v0, v53, v52, s0
	v_add_lshl_u32 v16, v72, v66, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v59, v58, s0
	v_perm_b32 v0, v57, v56, s0
	v_add_lshl_u32 v16, v72, v65, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v63, v62, s0
	v_perm_b32 v0, v61, v60, s0
	v_add_lshl_u32 v16, v72, v64, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v35, v34, s0
	v_perm_b32 v0, v33, v32, s0
	v_add_lshl_u32 v16, v73, v67, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v39, v38, s0
	v_perm_b32 v0, v37, v36, s0
	v_add_lshl_u32 v16, v73, v71, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v43, v42, s0
	v_perm_b32 v0, v41, v40, s0
	v_add_lshl_u32 v16, v73, v70, 1
	buffer_store_dwordx2 v[0:1], v16, s[20:23], 0 offen
	v_perm_b32 v1, v47, v46, s0
	v_perm_b32 v0, v45, v44, s0
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
	.size	gemm_row_groups, .Lfunc_end0-gemm_row_groups
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_row_groups
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 13
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 196
		.amdhsa_next_free_sgpr 31
		.amdhsa_accum_offset 196
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
	.set .Lgemm_row_groups.num_vgpr, 196
	.set .Lgemm_row_groups.num_agpr, 0
	.set .Lgemm_row_groups.numbered_sgpr, 31
	.set .Lgemm_row_groups.num_named_barrier, 0
	.set .Lgemm_row_groups.private_seg_size, 0
	.set .Lgemm_row_groups.uses_vcc, 1
	.set .Lgemm_row_groups.uses_flat_scratch, 0
	.set .Lgemm_row_groups.has_dyn_sized_stack, 0
	.set .Lgemm_row_groups.has_recursion, 0
	.set .Lgemm_row_groups.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8664
; TotalNumSgprs: 37
; NumVgprs: 196
; NumAgprs: 0
; TotalNumVgprs: 196
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 24
; NumSGPRsForWavesPerEU: 37
; NumVGPRsForWavesPerEU: 196
; AccumOffset: 196
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 48
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
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .name:           gemm_row_groups
    .private_segment_fixed_size: 0
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         gemm_row_groups.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     196
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
