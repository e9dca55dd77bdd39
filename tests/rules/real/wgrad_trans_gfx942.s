	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	wgrad                           ; -- Begin function wgrad
	.p2align	8
	.type	wgrad,@function
wgrad:                                  ; @wgrad
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.14:
	.file	1 "/tmp/proto" "wg.py"
	.loc	1 4 0 prologue_end              ; wg.py:4:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.15:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_mov_b64 s[36:37], s[2:3]
.Ltmp1:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13 is_stmt 1               ; standard.py:43:13 @[ wg.py:8:11 ]
	s_add_i32 s2, s13, 0x7f
	.loc	2 43 12 is_stmt 0               ; standard.py:43:12 @[ wg.py:8:11 ]
	s_ashr_i32 s3, s2, 31
	s_lshr_b32 s3, s3, 25
	s_add_i32 s2, s2, s3
	s_ashr_i32 s35, s2, 7
.Ltmp2:
	.loc	1 9 10 is_stmt 1                ; wg.py:9:10
	s_abs_i32 s2, s35
	v_cvt_f32_u32_e32 v1, s2
	s_mov_b64 s[28:29], s[6:7]
	s_sub_i32 s6, 0, s2
	s_abs_i32 s3, s16
	v_rcp_f32_e32 v1, v1
	s_mov_b64 s[22:23], s[10:11]
	s_load_dword s45, s[0:1], 0x38
	.loc	1 23 9                          ; wg.py:23:9
	v_readfirstlane_b32 s10, v0
	.loc	1 9 10                          ; wg.py:9:10
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_xor_b32 s1, s16, s35
	.loc	1 23 9                          ; wg.py:23:9
	s_and_b32 s0, s10, 0x1c0
	.loc	1 9 10                          ; wg.py:9:10
	s_ashr_i32 s1, s1, 31
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s3, s7
	s_mul_i32 s7, s6, s2
	s_sub_i32 s3, s3, s7
	s_add_i32 s7, s6, 1
	s_sub_i32 s11, s3, s2
	s_cmp_ge_u32 s3, s2
	s_cselect_b32 s6, s7, s6
	s_cselect_b32 s3, s11, s3
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s3, s2
	s_cselect_b32 s2, s7, s6
	s_xor_b32 s2, s2, s1
	.loc	1 11 25                         ; wg.py:11:25
	v_and_or_b32 v235, v0, 63, s0
	s_lshr_b32 s0, s10, 2
.Ltmp3:
	.loc	2 43 13                         ; standard.py:43:13 @[ wg.py:15:23 ]
	s_add_i32 s11, s14, 0x7f
.Ltmp4:
	.loc	1 9 10                          ; wg.py:9:10
	s_sub_i32 s1, s2, s1
	.loc	1 11 25                         ; wg.py:11:25
	s_and_b32 s30, s0, 0x60
.Ltmp5:
	.loc	2 43 12                         ; standard.py:43:12 @[ wg.py:15:23 ]
	s_ashr_i32 s0, s11, 31
.Ltmp6:
	.loc	1 10 10                         ; wg.py:10:10
	s_mul_i32 s2, s1, s35
.Ltmp7:
	.loc	2 43 12                         ; standard.py:43:12 @[ wg.py:15:23 ]
	s_lshr_b32 s0, s0, 25
.Ltmp8:
	.loc	1 10 10                         ; wg.py:10:10
	s_sub_i32 s44, s16, s2
.Ltmp9:
	.loc	2 43 12                         ; standard.py:43:12 @[ wg.py:15:23 ]
	s_add_i32 s0, s11, s0
.Ltmp10:
	.loc	1 11 10                         ; wg.py:11:10
	s_lshl_b32 s31, s1, 8
	.loc	1 12 10                         ; wg.py:12:10
	s_lshl_b32 s33, s44, 7
	.loc	1 12 25 is_stmt 0               ; wg.py:12:25
	v_lshrrev_b32_e32 v2, 2, v235
.Ltmp11:
	.loc	2 43 12 is_stmt 1               ; standard.py:43:12 @[ wg.py:15:23 ]
	s_ashr_i32 s46, s0, 7
.Ltmp12:
	.loc	1 12 25                         ; wg.py:12:25
	v_and_b32_e32 v163, 0x7e, v2
	v_and_b32_e32 v236, 7, v0
	.loc	1 15 5                          ; wg.py:15:5
	s_cmpk_gt_i32 s11, 0x7f
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v2, 1, v2
	v_lshlrev_b32_e32 v3, 4, v236
	.loc	1 15 5                          ; wg.py:15:5
	s_cselect_b64 vcc, -1, 0
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[0:1], s14, v163
	.loc	1 18 21                         ; wg.py:18:21
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v4, v163, s45
	v_mul_lo_u32 v2, v2, s45
	v_add3_u32 v170, v4, v3, s33
	.loc	1 18 13 is_stmt 0               ; wg.py:18:13
	v_bfrev_b32_e32 v23, 1
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 17 13                         ; wg.py:17:13
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	.loc	1 18 21                         ; wg.py:18:21
	v_add3_u32 v161, v2, v3, s33
	.loc	1 18 13 is_stmt 0               ; wg.py:18:13
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e64 v10, v23, v170, s[0:1]
	v_cndmask_b32_e64 v11, v23, v161, s[0:1]
	buffer_load_dwordx4 v[2:5], v10, s[4:7], 0 offen
	buffer_load_dwordx4 v[6:9], v11, s[4:7], 0 offen
	.loc	1 12 25 is_stmt 1               ; wg.py:12:25
	v_lshrrev_b32_e32 v162, 4, v235
	.loc	1 11 25                         ; wg.py:11:25
	v_and_b32_e32 v238, 15, v0
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v1, 32, v162
	.loc	1 11 25                         ; wg.py:11:25
	v_lshlrev_b32_e32 v22, 4, v238
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[2:3], s14, v162
	v_cmp_gt_i32_e64 s[0:1], s14, v1
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_mad_u64_u32 v[150:151], s[16:17], v162, s15, v[22:23]
	v_mad_u64_u32 v[152:153], s[16:17], v1, s15, v[22:23]
	v_add_u32_e32 v10, s31, v150
	v_add_u32_e32 v11, s31, v152
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v159, 64, v162
	.loc	1 17 13                         ; wg.py:17:13
	s_and_b32 s37, s37, 0xffff
	s_mov_b32 s38, s6
	s_mov_b32 s39, s7
	v_cndmask_b32_e64 v18, v23, v10, s[2:3]
	v_cndmask_b32_e64 v19, v23, v11, s[0:1]
	.loc	1 17 85 is_stmt 0               ; wg.py:17:85
	v_cmp_gt_i32_e64 s[0:1], s14, v159
	.loc	1 17 21                         ; wg.py:17:21
	v_mad_u64_u32 v[154:155], s[2:3], v159, s15, v[22:23]
	v_mov_b32_e32 v52, v1
	.loc	1 17 13                         ; wg.py:17:13
	buffer_load_dwordx4 v[10:13], v18, s[36:39], 0 offen
	buffer_load_dwordx4 v[14:17], v19, s[36:39], 0 offen
	.loc	1 17 21                         ; wg.py:17:21
	v_add_u32_e32 v18, s31, v154
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v1, 0x60, v162
	.loc	1 17 13                         ; wg.py:17:13
	v_cndmask_b32_e64 v18, v23, v18, s[0:1]
	.loc	1 17 85 is_stmt 0               ; wg.py:17:85
	v_cmp_gt_i32_e64 s[0:1], s14, v1
	.loc	1 17 21                         ; wg.py:17:21
	v_mad_u64_u32 v[156:157], s[2:3], v1, s15, v[22:23]
	v_add_u32_e32 v22, s31, v156
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 17 13                         ; wg.py:17:13
	v_cndmask_b32_e64 v22, v23, v22, s[0:1]
	buffer_load_dwordx4 v[18:21], v18, s[36:39], 0 offen
	v_lshlrev_b32_e32 v26, 4, v235
	buffer_load_dwordx4 v[22:25], v22, s[36:39], 0 offen
	v_and_or_b32 v26, v162, 15, v26
	.loc	1 18 13                         ; wg.py:18:13
	s_mov_b32 s0, 0x5010400
	.loc	1 17 13                         ; wg.py:17:13
	v_xor_b32_e32 v27, 2, v26
	.loc	1 18 13                         ; wg.py:18:13
	s_mov_b32 s1, 0x7030602
	.loc	1 17 13                         ; wg.py:17:13
	v_add_u32_e32 v172, 0, v27
	.loc	1 18 13                         ; wg.py:18:13
	v_mov_b32_e32 v43, 8
	.loc	1 17 13                         ; wg.py:17:13
	v_add_u32_e32 v171, 0, v26
	v_xor_b32_e32 v28, 4, v26
	v_xor_b32_e32 v29, 6, v26
	v_xor_b32_e32 v30, 8, v26
	v_xor_b32_e32 v31, 10, v26
	v_xor_b32_e32 v32, 12, v26
	v_xor_b32_e32 v33, 14, v26
	v_add_u32_e32 v173, 0, v28
	v_add_u32_e32 v174, 0, v29
	v_add_u32_e32 v175, 0, v30
	v_add_u32_e32 v176, 0, v31
	v_add_u32_e32 v177, 0, v32
	v_add_u32_e32 v178, 0, v33
	.loc	1 11 25                         ; wg.py:11:25
	v_and_b32_e32 v239, 31, v0
	.loc	1 17 13                         ; wg.py:17:13
	s_waitcnt vmcnt(3)
	ds_write_b8 v171, v10
	s_waitcnt vmcnt(2)
	ds_write_b8 v171, v14 offset:8192
	.loc	1 18 13                         ; wg.py:18:13
	v_perm_b32 v27, v6, v2, s0
	v_perm_b32 v2, v6, v2, s1
	v_perm_b32 v6, v7, v3, s0
	v_perm_b32 v3, v7, v3, s1
	v_perm_b32 v7, v8, v4, s0
	v_perm_b32 v4, v8, v4, s1
	v_perm_b32 v8, v9, v5, s0
	s_movk_i32 s0, 0xff
	v_lshrrev_b32_sdwa v44, v43, v27 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v45, 24, v27
	v_or_b32_sdwa v44, v27, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v45, 8, v45
	v_and_b32_sdwa v27, v27, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_e32 v27, v27, v45
	v_lshrrev_b32_sdwa v45, v43, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v46, 24, v2
	v_or_b32_sdwa v45, v2, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v46, 8, v46
	v_and_b32_sdwa v2, v2, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_e32 v2, v2, v46
	v_lshrrev_b32_sdwa v46, v43, v6 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v47, 24, v6
	v_or_b32_sdwa v46, v6, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v47, 8, v47
	v_and_b32_sdwa v6, v6, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_e32 v6, v6, v47
	v_lshrrev_b32_sdwa v47, v43, v3 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v48, 24, v3
	v_or_b32_sdwa v47, v3, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v48, 8, v48
	v_and_b32_sdwa v3, v3, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_e32 v3, v3, v48
	v_lshrrev_b32_sdwa v48, v43, v7 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v49, 24, v7
	v_or_b32_sdwa v48, v7, v48 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v49, 8, v49
	v_and_b32_sdwa v7, v7, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_e32 v7, v7, v49
	v_lshrrev_b32_sdwa v49, v43, v4 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v50, 24, v4
	v_or_b32_sdwa v49, v4, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v50, 8, v50
	v_and_b32_sdwa v4, v4, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_e32 v4, v4, v50
	v_lshrrev_b32_sdwa v50, v43, v8 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v51, 24, v8
	v_perm_b32 v5, v9, v5, s1
	v_or_b32_sdwa v50, v8, v50 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v51, 8, v51
	v_and_b32_sdwa v8, v8, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_e32 v8, v8, v51
	v_lshrrev_b32_sdwa v43, v43, v5 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v51, 24, v5
	v_or_b32_sdwa v43, v5, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v51, 8, v51
	v_and_b32_sdwa v5, v5, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_e32 v5, v5, v51
	.loc	1 17 13                         ; wg.py:17:13
	v_xor_b32_e32 v51, 1, v26
	v_lshrrev_b32_e32 v9, 8, v10
	v_add_u32_e32 v179, 0, v51
	v_lshrrev_b32_e32 v28, 8, v14
	s_waitcnt vmcnt(1)
	ds_write_b8 v171, v18 offset:16384
	ds_write_b8_d16_hi v172, v18 offset:16384
	ds_write_b8 v173, v19 offset:16384
	ds_write_b8_d16_hi v174, v19 offset:16384
	ds_write_b8 v175, v20 offset:16384
	ds_write_b8_d16_hi v176, v20 offset:16384
	ds_write_b8 v177, v21 offset:16384
	ds_write_b8_d16_hi v178, v21 offset:16384
	v_lshrrev_b32_e32 v35, 8, v18
	s_waitcnt vmcnt(0)
	ds_write_b8 v171, v22 offset:24576
	ds_write_b8_d16_hi v172, v22 offset:24576
	ds_write_b8 v173, v23 offset:24576
	ds_write_b8_d16_hi v174, v23 offset:24576
	ds_write_b8 v175, v24 offset:24576
	ds_write_b8_d16_hi v176, v24 offset:24576
	ds_write_b8 v177, v25 offset:24576
	ds_write_b8_d16_hi v178, v25 offset:24576
	v_lshrrev_b32_e32 v39, 8, v22
	ds_write_b8 v179, v9
	ds_write_b8 v179, v28 offset:8192
	ds_write_b8 v179, v35 offset:16384
	ds_write_b8 v179, v39 offset:24576
	v_xor_b32_e32 v9, 3, v26
	v_add_u32_e32 v180, 0, v9
	v_xor_b32_e32 v9, 5, v26
	v_add_u32_e32 v181, 0, v9
	v_xor_b32_e32 v9, 7, v26
	v_add_u32_e32 v182, 0, v9
	v_xor_b32_e32 v9, 9, v26
	v_add_u32_e32 v183, 0, v9
	v_xor_b32_e32 v9, 11, v26
	v_add_u32_e32 v184, 0, v9
	v_xor_b32_e32 v9, 13, v26
	v_add_u32_e32 v185, 0, v9
	v_xor_b32_e32 v9, 15, v26
	v_add_u32_e32 v186, 0, v9
	.loc	1 18 13                         ; wg.py:18:13
	v_lshlrev_b32_e32 v9, 3, v236
	v_xor_b32_e32 v9, v163, v9
	.loc	1 17 13                         ; wg.py:17:13
	ds_write_b8_d16_hi v172, v10
	ds_write_b8_d16_hi v172, v14 offset:8192
	v_lshrrev_b32_e32 v10, 24, v10
	.loc	1 18 13                         ; wg.py:18:13
	v_lshl_or_b32 v9, v236, 11, v9
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v14, 24, v14
	v_lshrrev_b32_e32 v18, 24, v18
	v_lshrrev_b32_e32 v22, 24, v22
	ds_write_b8 v180, v10
	ds_write_b8 v180, v14 offset:8192
	ds_write_b8 v180, v18 offset:16384
	ds_write_b8 v180, v22 offset:24576
	v_xor_b32_e32 v10, 8, v9
	.loc	1 18 13                         ; wg.py:18:13
	v_add_u32_e32 v188, 0, v10
	v_xor_b32_e32 v10, 16, v9
	v_add_u32_e32 v189, 0, v10
	v_xor_b32_e32 v10, 24, v9
	v_add_u32_e32 v187, 0, v9
	v_add_u32_e32 v190, 0, v10
	ds_write_b16 v187, v44 offset:32768
	ds_write_b16 v188, v27 offset:32896
	ds_write_b16 v189, v45 offset:33024
	ds_write_b16 v190, v2 offset:33152
	v_xor_b32_e32 v2, 0x48, v9
	v_add_u32_e32 v196, 0, v2
	v_xor_b32_e32 v2, 0x50, v9
	v_add_u32_e32 v197, 0, v2
	v_xor_b32_e32 v2, 0x58, v9
	v_xor_b32_e32 v10, 32, v9
	v_add_u32_e32 v198, 0, v2
	v_xor_b32_e32 v2, 0x60, v9
	v_add_u32_e32 v191, 0, v10
	v_xor_b32_e32 v10, 40, v9
	v_add_u32_e32 v199, 0, v2
	v_xor_b32_e32 v2, 0x68, v9
	v_add_u32_e32 v192, 0, v10
	v_xor_b32_e32 v10, 48, v9
	v_add_u32_e32 v200, 0, v2
	v_xor_b32_e32 v2, 0x70, v9
	v_add_u32_e32 v193, 0, v10
	v_xor_b32_e32 v10, 56, v9
	v_add_u32_e32 v201, 0, v2
	v_xor_b32_e32 v2, 0x78, v9
	.loc	1 17 13                         ; wg.py:17:13
	ds_write_b8 v173, v11
	ds_write_b8 v173, v15 offset:8192
	v_lshrrev_b32_e32 v29, 8, v11
	ds_write_b8_d16_hi v174, v11
	ds_write_b8_d16_hi v174, v15 offset:8192
	v_lshrrev_b32_e32 v11, 24, v11
	.loc	1 18 13                         ; wg.py:18:13
	v_add_u32_e32 v194, 0, v10
	v_xor_b32_e32 v10, 64, v9
	v_add_u32_e32 v202, 0, v2
	v_and_b32_e32 v2, 32, v0
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v30, 8, v15
	v_lshrrev_b32_e32 v15, 24, v15
	ds_write_b8 v175, v12
	ds_write_b8 v175, v16 offset:8192
	v_lshrrev_b32_e32 v31, 8, v12
	ds_write_b8_d16_hi v176, v12
	v_lshrrev_b32_e32 v12, 24, v12
	ds_write_b8 v177, v13
	v_lshrrev_b32_e32 v32, 8, v13
	ds_write_b8_d16_hi v178, v13
	v_lshrrev_b32_e32 v13, 24, v13
	ds_write_b8 v177, v17 offset:8192
	v_lshrrev_b32_e32 v34, 8, v17
	ds_write_b8_d16_hi v178, v17 offset:8192
	v_lshrrev_b32_e32 v17, 24, v17
	v_lshrrev_b32_e32 v36, 8, v19
	v_lshrrev_b32_e32 v19, 24, v19
	v_lshrrev_b32_e32 v38, 8, v21
	v_lshrrev_b32_e32 v21, 24, v21
	v_lshrrev_b32_e32 v40, 8, v23
	v_lshrrev_b32_e32 v23, 24, v23
	v_lshrrev_b32_e32 v41, 8, v24
	v_lshrrev_b32_e32 v24, 24, v24
	v_lshrrev_b32_e32 v42, 8, v25
	v_lshrrev_b32_e32 v25, 24, v25
	ds_write_b8 v182, v11
	ds_write_b8 v182, v15 offset:8192
	ds_write_b8 v182, v19 offset:16384
	ds_write_b8 v182, v23 offset:24576
	.loc	1 11 25                         ; wg.py:11:25
	v_or_b32_e32 v155, s30, v239
	.loc	1 18 13                         ; wg.py:18:13
	v_add_u32_e32 v195, 0, v10
	.loc	1 15 5                          ; wg.py:15:5
	s_cmpk_gt_i32 s11, 0xff
	v_readfirstlane_b32 s34, v0
	v_and_b32_e32 v237, 16, v0
	v_lshrrev_b32_e32 v11, 2, v2
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v33, 8, v16
	ds_write_b8_d16_hi v176, v16 offset:8192
	v_lshrrev_b32_e32 v16, 24, v16
	v_lshrrev_b32_e32 v37, 8, v20
	v_lshrrev_b32_e32 v20, 24, v20
	ds_write_b8 v181, v29
	ds_write_b8 v181, v30 offset:8192
	ds_write_b8 v181, v36 offset:16384
	ds_write_b8 v181, v40 offset:24576
	ds_write_b8 v183, v31
	ds_write_b8 v183, v33 offset:8192
	ds_write_b8 v183, v37 offset:16384
	ds_write_b8 v183, v41 offset:24576
	ds_write_b8 v184, v12
	ds_write_b8 v184, v16 offset:8192
	ds_write_b8 v184, v20 offset:16384
	ds_write_b8 v184, v24 offset:24576
	ds_write_b8 v185, v32
	ds_write_b8 v185, v34 offset:8192
	ds_write_b8 v185, v38 offset:16384
	ds_write_b8 v185, v42 offset:24576
	ds_write_b8 v186, v13
	ds_write_b8 v186, v17 offset:8192
	ds_write_b8 v186, v21 offset:16384
	ds_write_b8 v186, v25 offset:24576
	.loc	1 18 13                         ; wg.py:18:13
	ds_write_b16 v191, v46 offset:33280
	ds_write_b16 v192, v6 offset:33408
	ds_write_b16 v193, v47 offset:33536
	ds_write_b16 v194, v3 offset:33664
	ds_write_b16 v195, v48 offset:33792
	ds_write_b16 v196, v7 offset:33920
	ds_write_b16 v197, v49 offset:34048
	ds_write_b16 v198, v4 offset:34176
	ds_write_b16 v199, v50 offset:34304
	ds_write_b16 v200, v8 offset:34432
	ds_write_b16 v201, v43 offset:34560
	ds_write_b16 v202, v5 offset:34688
	.loc	1 15 5                          ; wg.py:15:5
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 18 13                         ; wg.py:18:13
	s_and_b32 s34, s10, 64
	v_mul_u32_u24_e32 v151, 0x88, v238
	.loc	1 19 14                         ; wg.py:19:14
	s_and_b32 s41, s9, 0xffff
	s_mov_b32 s40, s8
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[42:43], s[6:7]
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 14 is_stmt 0                ; wg.py:0:14
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr151
                                        ; implicit-def: $sgpr40_sgpr41
.LBB0_3:                                ; %Flow
	s_add_i32 s46, s46, -1
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_or_b32_e32 v157, 0x80, v155
	s_cmp_lg_u32 s0, 1
	v_cmp_eq_u32_e64 s[0:1], 0, v2
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	s_bfe_i32 s2, s10, 0x10006
	v_bfe_i32 v10, v0, 4, 1
	s_and_b32 s2, s2, 0x1010
	v_mov_b32_e32 v2, 0x808
	v_and_b32_e32 v10, 0x808, v10
	scratch_store_dword off, v11, off offset:24 ; 4-byte Folded Spill
	v_or_b32_e32 v11, s2, v11
	v_cndmask_b32_e64 v2, v2, 0, s[0:1]
	v_mul_u32_u24_e32 v151, 0x88, v238
	v_xor_b32_e32 v10, v11, v10
	v_xor_b32_e32 v2, v155, v2
	v_xor_b32_e32 v10, v10, v151
	v_xor_b32_e32 v3, 1, v2
	v_xor_b32_e32 v4, 2, v2
	v_xor_b32_e32 v5, 3, v2
	v_xor_b32_e32 v6, 4, v2
	v_xor_b32_e32 v7, 5, v2
	v_xor_b32_e32 v8, 6, v2
	v_xor_b32_e32 v9, 7, v2
	s_and_b32 s34, s10, 64
	v_xor_b32_e32 v11, 16, v10
	v_xor_b32_e32 v12, 32, v10
	v_xor_b32_e32 v13, 48, v10
	v_xor_b32_e32 v14, 64, v10
	v_xor_b32_e32 v15, 0x50, v10
	v_xor_b32_e32 v16, 0x60, v10
	v_xor_b32_e32 v17, 0x70, v10
	v_xor_b32_e32 v18, 0x2020, v10
	v_xor_b32_e32 v19, 0x2030, v10
	v_xor_b32_e32 v20, 0x2010, v10
	v_xor_b32_e32 v21, 0x2060, v10
	v_xor_b32_e32 v22, 0x2070, v10
	v_xor_b32_e32 v23, 0x2040, v10
	v_xor_b32_e32 v24, 0x2050, v10
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	s_and_b32 s9, s9, 0xffff
	v_mov_b32_e32 v86, 0
	s_mov_b32 s47, 0
	scratch_store_dword off, v0, off offset:4 ; 4-byte Folded Spill
	s_mov_b64 s[42:43], s[10:11]
	s_mov_b64 s[40:41], s[8:9]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_max_i32 s48, s46, 1
	v_add_u32_e32 v203, 0, v2
	v_add_u32_e32 v204, 0, v3
	v_add_u32_e32 v205, 0, v4
	v_add_u32_e32 v206, 0, v5
	v_add_u32_e32 v207, 0, v6
	v_add_u32_e32 v208, 0, v7
	v_add_u32_e32 v209, 0, v8
	v_add_u32_e32 v210, 0, v9
	v_add_u32_e32 v211, 0, v10
	v_add_u32_e32 v212, 0, v11
	v_add_u32_e32 v213, 0, v12
	v_add_u32_e32 v214, 0, v13
	v_add_u32_e32 v215, 0, v14
	v_add_u32_e32 v216, 0, v15
	v_add_u32_e32 v217, 0, v16
	v_add_u32_e32 v218, 0, v17
	v_add_u32_e32 v219, 0, v18
	v_add_u32_e32 v220, 0, v19
	v_add_u32_e32 v221, 0, v20
	v_add_u32_e32 v222, 0, v21
	v_add_u32_e32 v223, 0, v22
	v_add_u32_e32 v224, 0, v23
	v_add_u32_e32 v225, 0, v24
	s_mov_b32 s49, 0xc0c0004
	s_mov_b32 s50, 0x5010400
	s_mov_b32 s51, 0x7030602
	s_movk_i32 s52, 0xff
	s_mov_b32 s38, s6
	s_mov_b32 s39, s7
	v_mov_b32_e32 v87, v86
	v_mov_b32_e32 v102, v86
	v_mov_b32_e32 v103, v86
	v_mov_b32_e32 v88, v86
	v_mov_b32_e32 v89, v86
	v_mov_b32_e32 v104, v86
	v_mov_b32_e32 v105, v86
	v_mov_b32_e32 v90, v86
	v_mov_b32_e32 v91, v86
	v_mov_b32_e32 v106, v86
	v_mov_b32_e32 v107, v86
	v_mov_b32_e32 v92, v86
	v_mov_b32_e32 v93, v86
	v_mov_b32_e32 v108, v86
	v_mov_b32_e32 v109, v86
	v_mov_b32_e32 v94, v86
	v_mov_b32_e32 v95, v86
	v_mov_b32_e32 v110, v86
	v_mov_b32_e32 v111, v86
	v_mov_b32_e32 v96, v86
	v_mov_b32_e32 v97, v86
	v_mov_b32_e32 v112, v86
	v_mov_b32_e32 v113, v86
	v_mov_b32_e32 v98, v86
	v_mov_b32_e32 v99, v86
	v_mov_b32_e32 v114, v86
	v_mov_b32_e32 v115, v86
	v_mov_b32_e32 v100, v86
	v_mov_b32_e32 v101, v86
	v_mov_b32_e32 v116, v86
	v_mov_b32_e32 v117, v86
	v_mov_b32_e32 v118, v86
	v_mov_b32_e32 v119, v86
	v_mov_b32_e32 v134, v86
	v_mov_b32_e32 v135, v86
	v_mov_b32_e32 v120, v86
	v_mov_b32_e32 v121, v86
	v_mov_b32_e32 v136, v86
	v_mov_b32_e32 v137, v86
	v_mov_b32_e32 v122, v86
	v_mov_b32_e32 v123, v86
	v_mov_b32_e32 v138, v86
	v_mov_b32_e32 v139, v86
	v_mov_b32_e32 v124, v86
	v_mov_b32_e32 v125, v86
	v_mov_b32_e32 v140, v86
	v_mov_b32_e32 v141, v86
	v_mov_b32_e32 v126, v86
	v_mov_b32_e32 v127, v86
	v_mov_b32_e32 v142, v86
	v_mov_b32_e32 v143, v86
	v_mov_b32_e32 v128, v86
	v_mov_b32_e32 v129, v86
	v_mov_b32_e32 v144, v86
	v_mov_b32_e32 v145, v86
	v_mov_b32_e32 v130, v86
	v_mov_b32_e32 v131, v86
	v_mov_b32_e32 v146, v86
	v_mov_b32_e32 v147, v86
	v_mov_b32_e32 v132, v86
	v_mov_b32_e32 v133, v86
	v_mov_b32_e32 v148, v86
	v_mov_b32_e32 v149, v86
	v_mov_b32_e32 v0, v52
	scratch_store_dword off, v239, off offset:20 ; 4-byte Folded Spill
	scratch_store_dword off, v237, off offset:12 ; 4-byte Folded Spill
	scratch_store_dword off, v236, off offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v235, off      ; 4-byte Folded Spill
	scratch_store_dword off, v238, off offset:16 ; 4-byte Folded Spill
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s53, s47, 1
	.loc	1 16 14                         ; wg.py:16:14
	s_lshl_b32 s16, s53, 7
	.loc	1 17 21                         ; wg.py:17:21
	s_mul_i32 s54, s16, s15
	.loc	1 19 31                         ; wg.py:19:31
	s_mul_i32 s2, s47, s12
	.loc	1 20 31                         ; wg.py:20:31
	s_mul_i32 s3, s47, s35
	.loc	1 15 5                          ; wg.py:15:5
	v_or_b32_e32 v2, s31, v155
	v_or_b32_e32 v3, s31, v157
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v4, s16, v162
	v_or_b32_e32 v5, s16, v0
	v_or_b32_e32 v6, s16, v159
	v_or_b32_e32 v7, s16, v1
	.loc	1 17 21                         ; wg.py:17:21
	s_add_i32 s54, s54, s31
	.loc	1 19 14                         ; wg.py:19:14
	v_add_lshl_u32 v2, s2, v2, 2
	v_add_lshl_u32 v3, s2, v3, 2
	.loc	1 20 22                         ; wg.py:20:22
	s_add_i32 s26, s3, s44
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v8, s16, v163
	.loc	1 18 21                         ; wg.py:18:21
	s_mul_i32 s55, s16, s45
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[2:3], s14, v4
	v_cmp_gt_i32_e64 s[24:25], s14, v5
	v_cmp_gt_i32_e64 s[16:17], s14, v6
	v_cmp_gt_i32_e64 s[18:19], s14, v7
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_add_u32_e32 v4, s54, v150
	v_add_u32_e32 v5, s54, v152
	v_add_u32_e32 v6, s54, v154
	v_add_u32_e32 v7, s54, v156
	v_bfrev_b32_e32 v10, 1
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[20:21], s14, v8
	v_add_u32_e32 v8, s55, v170
	.loc	1 18 21 is_stmt 1               ; wg.py:18:21
	v_add_u32_e32 v9, s55, v161
	.loc	1 17 13                         ; wg.py:17:13
	v_cndmask_b32_e64 v4, v10, v4, s[2:3]
	v_cndmask_b32_e64 v5, v10, v5, s[24:25]
	v_cndmask_b32_e64 v6, v10, v6, s[16:17]
	v_cndmask_b32_e64 v7, v10, v7, s[18:19]
	.loc	1 18 13                         ; wg.py:18:13
	v_cndmask_b32_e64 v226, v10, v8, s[20:21]
	v_cndmask_b32_e64 v227, v10, v9, s[20:21]
	.loc	1 17 13                         ; wg.py:17:13
	buffer_load_dwordx4 v[78:81], v4, s[36:39], 0 offen
	buffer_load_dwordx4 v[74:77], v5, s[36:39], 0 offen
	buffer_load_dwordx4 v[70:73], v6, s[36:39], 0 offen
	buffer_load_dwordx4 v[66:69], v7, s[36:39], 0 offen
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 19 14                         ; wg.py:19:14
	buffer_load_dword v160, v2, s[8:11], 0 offen
	buffer_load_dword v158, v3, s[8:11], 0 offen
	.loc	1 21 16                         ; wg.py:21:16
	ds_read_u8 v2, v208 offset:1280
	ds_read_u8 v3, v207 offset:1024
	ds_read_u8 v4, v210 offset:1792
	ds_read_u8 v5, v209 offset:1536
	ds_read_u8 v6, v204 offset:256
	ds_read_u8 v7, v203
	ds_read_u8 v8, v206 offset:768
	ds_read_u8 v9, v205 offset:512
	ds_read_u8 v10, v208 offset:1408
	s_waitcnt lgkmcnt(7)
	v_perm_b32 v2, v3, v2, s49
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v3, v5, v4, s49
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v4, v7, v6, s49
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v5, v9, v8, s49
	v_lshl_or_b32 v3, v3, 16, v2
	v_lshl_or_b32 v2, v5, 16, v4
	ds_read_u8 v4, v207 offset:1152
	ds_read_u8 v5, v210 offset:1920
	ds_read_u8 v6, v209 offset:1664
	ds_read_u8 v7, v204 offset:384
	ds_read_u8 v8, v203 offset:128
	ds_read_u8 v9, v206 offset:896
	ds_read_u8 v11, v205 offset:640
	.loc	1 18 13                         ; wg.py:18:13
	ds_read2st64_b64 v[82:85], v211 offset0:64 offset1:80
	ds_read_b64 v[166:167], v212 offset:32768
	ds_read_b64 v[246:247], v213 offset:32768
	ds_read_b64 v[244:245], v214 offset:32768
	ds_read_b64 v[240:241], v215 offset:32768
	ds_read_b64 v[236:237], v216 offset:32768
	ds_read_b64 v[232:233], v217 offset:32768
	ds_read_b64 v[228:229], v218 offset:32768
	ds_read_b64 v[168:169], v219 offset:32768
	ds_read_b64 v[164:165], v220 offset:32768
	ds_read_b64 v[242:243], v221 offset:32768
	ds_read_b64 v[238:239], v222 offset:32768
	ds_read_b64 v[234:235], v223 offset:32768
	ds_read_b64 v[230:231], v224 offset:32768
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(13)
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[82:83], v[2:3], 0
	ds_read_u8 v250, v208 offset:5376
	ds_read_u8 v153, v208 offset:9472
	.loc	1 20 14                         ; wg.py:20:14
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 2
	s_add_u32 s20, s22, s26
	s_addc_u32 s21, s23, s27
	s_load_dword s2, s[20:21], 0x0
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[168:169], v[2:3], 0
	v_perm_b32 v2, v4, v10, s49
	v_perm_b32 v3, v6, v5, s49
	v_perm_b32 v4, v8, v7, s49
	v_perm_b32 v5, v11, v9, s49
	v_lshl_or_b32 v249, v3, 16, v2
	v_lshl_or_b32 v248, v5, 16, v4
	s_mov_b32 s47, s53
	.loc	1 15 5                          ; wg.py:15:5
	s_cmp_lg_u32 s53, s48
	.loc	1 21 16                         ; wg.py:21:16
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[82:83], v[248:249], 0
	ds_read_u8 v82, v207 offset:5120
	ds_read_u8 v83, v210 offset:5888
	ds_read_u8 v251, v209 offset:5632
	ds_read_u8 v252, v204 offset:4352
	ds_read_u8 v253, v203 offset:4096
	ds_read_u8 v254, v206 offset:4864
	ds_read_u8 v255, v205 offset:4608
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v83, v251, v83, s49
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[168:169], v[248:249], 0
	ds_read_u8 v248, v208 offset:5504
	v_perm_b32 v82, v82, v250, s49
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v249, v253, v252, s49
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v250, v255, v254, s49
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v250, 16, v249
	ds_read_u8 v249, v207 offset:5248
	ds_read_u8 v250, v210 offset:6016
	ds_read_u8 v251, v209 offset:5760
	ds_read_u8 v252, v204 offset:4480
	ds_read_u8 v253, v203 offset:4224
	ds_read_u8 v254, v206 offset:4992
	ds_read_u8 v255, v205 offset:4736
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[166:167], v[82:83], v[34:49]
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[164:165], v[82:83], v[18:33]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v82, v249, v248, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v83, v251, v250, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v248, v253, v252, s49
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v249, v255, v254, s49
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v249, 16, v248
	ds_read_u8 v248, v207 offset:9216
	ds_read_u8 v249, v210 offset:9984
	ds_read_u8 v250, v209 offset:9728
	ds_read_u8 v251, v204 offset:8448
	ds_read_u8 v252, v203 offset:8192
	ds_read_u8 v253, v206 offset:8960
	ds_read_u8 v254, v205 offset:8704
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[166:167], v[82:83], v[50:65]
	ds_read_u8 v255, v208 offset:9600
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[164:165], v[82:83], v[2:17]
	s_waitcnt lgkmcnt(7)
	v_perm_b32 v82, v248, v153, s49
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v83, v250, v249, s49
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v153, v252, v251, s49
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v248, v254, v253, s49
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v248, 16, v153
	ds_read_u8 v153, v207 offset:9344
	ds_read_u8 v248, v210 offset:10112
	ds_read_u8 v249, v209 offset:9856
	ds_read_u8 v250, v204 offset:8576
	ds_read_u8 v251, v203 offset:8320
	ds_read_u8 v252, v206 offset:9088
	ds_read_u8 v253, v205 offset:8832
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[246:247], v[82:83], v[34:49]
	ds_read_u8 v254, v208 offset:13568
	.loc	1 18 13                         ; wg.py:18:13
	ds_read_b64 v[164:165], v225 offset:32768
	.loc	1 21 16                         ; wg.py:21:16
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[84:85], v[82:83], v[18:33]
	s_waitcnt lgkmcnt(8)
	v_perm_b32 v82, v153, v255, s49
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v83, v249, v248, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v153, v251, v250, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v248, v253, v252, s49
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v248, 16, v153
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[246:247], v[82:83], v[50:65]
	ds_read_u8 v153, v207 offset:13312
	ds_read_u8 v246, v210 offset:14080
	ds_read_u8 v247, v209 offset:13824
	ds_read_u8 v248, v204 offset:12544
	ds_read_u8 v249, v203 offset:12288
	ds_read_u8 v250, v206 offset:13056
	ds_read_u8 v251, v205 offset:12800
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[84:85], v[82:83], v[2:17]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v82, v153, v254, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v83, v247, v246, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v249, v248, s49
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v153, v251, v250, s49
	ds_read_u8 v84, v208 offset:13696
	ds_read_u8 v251, v208 offset:17664
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v153, 16, v85
	ds_read_u8 v85, v207 offset:13440
	ds_read_u8 v153, v210 offset:14208
	ds_read_u8 v246, v209 offset:13952
	ds_read_u8 v247, v204 offset:12672
	ds_read_u8 v248, v203 offset:12416
	ds_read_u8 v249, v206 offset:13184
	ds_read_u8 v250, v205 offset:12928
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[244:245], v[82:83], v[34:49]
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[242:243], v[82:83], v[18:33]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v82, v85, v84, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v83, v246, v153, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v84, v248, v247, s49
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v85, v250, v249, s49
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v85, 16, v84
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[244:245], v[82:83], v[50:65]
	ds_read_u8 v84, v207 offset:17408
	ds_read_u8 v85, v210 offset:18176
	ds_read_u8 v153, v209 offset:17920
	ds_read_u8 v244, v204 offset:16640
	ds_read_u8 v245, v203 offset:16384
	ds_read_u8 v246, v206 offset:17152
	ds_read_u8 v247, v205 offset:16896
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[242:243], v[82:83], v[2:17]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v82, v84, v251, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v83, v153, v85, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v84, v245, v244, s49
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v85, v247, v246, s49
	ds_read_u8 v242, v208 offset:17792
	ds_read_u8 v247, v208 offset:21760
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v85, 16, v84
	ds_read_u8 v84, v207 offset:17536
	ds_read_u8 v85, v210 offset:18304
	ds_read_u8 v153, v209 offset:18048
	ds_read_u8 v243, v204 offset:16768
	ds_read_u8 v244, v203 offset:16512
	ds_read_u8 v245, v206 offset:17280
	ds_read_u8 v246, v205 offset:17024
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[240:241], v[82:83], v[34:49]
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[238:239], v[82:83], v[18:33]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v82, v84, v242, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v83, v153, v85, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v84, v244, v243, s49
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v85, v246, v245, s49
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v85, 16, v84
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[240:241], v[82:83], v[50:65]
	ds_read_u8 v84, v207 offset:21504
	ds_read_u8 v85, v210 offset:22272
	ds_read_u8 v153, v209 offset:22016
	ds_read_u8 v240, v204 offset:20736
	ds_read_u8 v241, v203 offset:20480
	ds_read_u8 v242, v206 offset:21248
	ds_read_u8 v243, v205 offset:20992
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[238:239], v[82:83], v[2:17]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v82, v84, v247, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v83, v153, v85, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v84, v241, v240, s49
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v85, v243, v242, s49
	ds_read_u8 v238, v208 offset:21888
	ds_read_u8 v243, v208 offset:25856
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v85, 16, v84
	ds_read_u8 v84, v207 offset:21632
	ds_read_u8 v85, v210 offset:22400
	ds_read_u8 v153, v209 offset:22144
	ds_read_u8 v239, v204 offset:20864
	ds_read_u8 v240, v203 offset:20608
	ds_read_u8 v241, v206 offset:21376
	ds_read_u8 v242, v205 offset:21120
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[236:237], v[82:83], v[34:49]
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[234:235], v[82:83], v[18:33]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v82, v84, v238, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v83, v153, v85, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v84, v240, v239, s49
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v85, v242, v241, s49
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v85, 16, v84
	.loc	1 17 13                         ; wg.py:17:13
	s_waitcnt vmcnt(4)
	v_lshrrev_b32_e32 v240, 8, v75
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e32 v241, 8, v71
	.loc	1 21 16                         ; wg.py:21:16
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[236:237], v[82:83], v[50:65]
	ds_read_u8 v84, v207 offset:25600
	ds_read_u8 v85, v210 offset:26368
	ds_read_u8 v153, v209 offset:26112
	ds_read_u8 v236, v204 offset:24832
	ds_read_u8 v237, v203 offset:24576
	ds_read_u8 v238, v206 offset:25344
	ds_read_u8 v239, v205 offset:25088
	.loc	1 17 13                         ; wg.py:17:13
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e32 v242, 8, v67
	.loc	1 21 16                         ; wg.py:21:16
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[234:235], v[82:83], v[2:17]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v82, v84, v243, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v83, v153, v85, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v84, v237, v236, s49
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v85, v239, v238, s49
	ds_read_u8 v234, v208 offset:25984
	ds_read_u8 v239, v208 offset:29952
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v85, 16, v84
	ds_read_u8 v84, v207 offset:25728
	ds_read_u8 v85, v210 offset:26496
	ds_read_u8 v153, v209 offset:26240
	ds_read_u8 v235, v204 offset:24960
	ds_read_u8 v236, v203 offset:24704
	ds_read_u8 v237, v206 offset:25472
	ds_read_u8 v238, v205 offset:25216
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[232:233], v[82:83], v[34:49]
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[230:231], v[82:83], v[18:33]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v82, v84, v234, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v83, v153, v85, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v84, v236, v235, s49
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v85, v238, v237, s49
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v85, 16, v84
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v238, 8, v66
	.loc	1 21 16                         ; wg.py:21:16
	s_nop 0
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[232:233], v[82:83], v[50:65]
	ds_read_u8 v84, v207 offset:29696
	ds_read_u8 v85, v210 offset:30464
	ds_read_u8 v153, v209 offset:30208
	ds_read_u8 v232, v204 offset:28928
	ds_read_u8 v233, v203 offset:28672
	ds_read_u8 v234, v206 offset:29440
	ds_read_u8 v235, v205 offset:29184
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[230:231], v[82:83], v[2:17]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v82, v84, v239, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v83, v153, v85, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v84, v233, v232, s49
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v85, v235, v234, s49
	v_lshl_or_b32 v83, v83, 16, v82
	v_lshl_or_b32 v82, v85, 16, v84
	ds_read_u8 v84, v208 offset:30080
	ds_read_u8 v85, v207 offset:29824
	ds_read_u8 v153, v210 offset:30592
	ds_read_u8 v230, v209 offset:30336
	ds_read_u8 v231, v204 offset:29056
	ds_read_u8 v232, v203 offset:28800
	ds_read_u8 v233, v206 offset:29568
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[228:229], v[82:83], v[34:49]
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v239, 8, v79
	.loc	1 21 16                         ; wg.py:21:16
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[164:165], v[82:83], v[18:33]
	ds_read_u8 v82, v205 offset:29312
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v83, v85, v84, s49
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v84, v230, v153, s49
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v85, v232, v231, s49
	v_lshl_or_b32 v231, v84, 16, v83
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v82, v82, v233, s49
	v_lshl_or_b32 v230, v82, 16, v85
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v153, 8, v78
	.loc	1 21 16                         ; wg.py:21:16
	s_nop 0
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[228:229], v[230:231], v[50:65]
	.loc	1 18 13                         ; wg.py:18:13
	buffer_load_dwordx4 v[82:85], v226, s[4:7], 0 offen
	s_nop 0
	buffer_load_dwordx4 v[226:229], v227, s[4:7], 0 offen
	.loc	1 17 13                         ; wg.py:17:13
	s_barrier
	ds_write_b8 v171, v78
	ds_write_b8 v171, v74 offset:8192
	ds_write_b8 v171, v70 offset:16384
	ds_write_b8 v171, v66 offset:24576
	ds_write_b8_d16_hi v172, v78
	ds_write_b8_d16_hi v172, v74 offset:8192
	ds_write_b8_d16_hi v172, v70 offset:16384
	ds_write_b8_d16_hi v172, v66 offset:24576
	v_lshrrev_b32_e32 v78, 24, v78
	.loc	1 21 16                         ; wg.py:21:16
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[164:165], v[230:231], v[2:17]
	v_mov_b32_e32 v231, v42
	v_mov_b32_e32 v42, v35
	v_mov_b32_e32 v35, v44
	v_mov_b32_e32 v44, v37
	v_mov_b32_e32 v37, v46
	v_mov_b32_e32 v46, v39
	v_mov_b32_e32 v39, v48
	v_mov_b32_e32 v48, v41
	v_mov_b32_e32 v230, v34
	v_mov_b32_e32 v34, v36
	v_mov_b32_e32 v36, v38
	v_mov_b32_e32 v38, v40
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[40:41], v[160:161], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[160:161], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[160:161], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[160:161], v[48:49] op_sel_hi:[0,1]
	v_mov_b32_e32 v49, v26
	v_mov_b32_e32 v26, v19
	v_mov_b32_e32 v19, v28
	v_mov_b32_e32 v28, v21
	v_mov_b32_e32 v21, v30
	v_mov_b32_e32 v30, v23
	v_mov_b32_e32 v23, v32
	v_mov_b32_e32 v32, v25
	v_mov_b32_e32 v48, v18
	v_mov_b32_e32 v18, v20
	v_mov_b32_e32 v20, v22
	v_mov_b32_e32 v22, v24
	v_pk_mul_f32 v[24:25], v[160:161], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[160:161], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[160:161], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[160:161], v[32:33] op_sel_hi:[0,1]
	v_mov_b32_e32 v33, v58
	v_mov_b32_e32 v58, v51
	v_mov_b32_e32 v51, v60
	v_mov_b32_e32 v60, v53
	v_mov_b32_e32 v53, v62
	v_mov_b32_e32 v62, v55
	v_mov_b32_e32 v55, v64
	v_mov_b32_e32 v64, v57
	v_mov_b32_e32 v32, v50
	v_mov_b32_e32 v50, v52
	v_mov_b32_e32 v52, v54
	v_mov_b32_e32 v54, v56
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[56:57], v[158:159], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[158:159], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[158:159], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[158:159], v[64:65] op_sel_hi:[0,1]
	v_mov_b32_e32 v65, v10
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v3, v12
	v_mov_b32_e32 v12, v5
	v_pk_mul_f32 v[10:11], v[158:159], v[10:11] op_sel_hi:[0,1]
	v_mov_b32_e32 v64, v2
	v_mov_b32_e32 v2, v4
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v5, v14
	v_mov_b32_e32 v14, v7
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v7, v16
	v_mov_b32_e32 v16, v9
	v_pk_mul_f32 v[12:13], v[158:159], v[12:13] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[98:99], s[2:3], v[10:11], v[98:99] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v10, 8
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[18:19], v[160:161], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[160:161], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[160:161], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[158:159], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[232:233], v[158:159], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[234:235], v[158:159], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[158:159], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[236:237], v[158:159], v[6:7] op_sel_hi:[0,1]
	.loc	1 18 13 is_stmt 1               ; wg.py:18:13
	s_waitcnt vmcnt(0)
	v_perm_b32 v9, v226, v82, s50
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[16:17], v[158:159], v[16:17] op_sel_hi:[0,1]
	.loc	1 18 13                         ; wg.py:18:13
	v_perm_b32 v8, v226, v82, s51
	v_perm_b32 v7, v227, v83, s50
	v_perm_b32 v6, v227, v83, s51
	v_perm_b32 v5, v228, v84, s50
	v_perm_b32 v4, v228, v84, s51
	v_perm_b32 v3, v229, v85, s50
	v_perm_b32 v2, v229, v85, s51
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[94:95], s[2:3], v[12:13], v[94:95] op_sel_hi:[0,1,1]
	.loc	1 18 13                         ; wg.py:18:13
	v_lshrrev_b32_sdwa v11, v10, v9 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v12, 24, v9
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[230:231], v[160:161], v[230:231] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[160:161], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[160:161], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[160:161], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[160:161], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[158:159], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[158:159], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[158:159], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[158:159], v[64:65] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[130:131], s[2:3], v[24:25], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], s[2:3], v[18:19], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127], s[2:3], v[26:27], v[126:127] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[124:125], s[2:3], v[20:21], v[124:125] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123], s[2:3], v[28:29], v[122:123] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], s[2:3], v[22:23], v[120:121] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], s[2:3], v[30:31], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[116:117], s[2:3], v[32:33], v[116:117] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], s[2:3], v[14:15], v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], s[2:3], v[16:17], v[86:87] op_sel_hi:[0,1,1]
	.loc	1 18 13 is_stmt 1               ; wg.py:18:13
	v_and_b32_sdwa v13, v9, s52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_sdwa v14, v10, v8 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v15, 24, v8
	v_lshrrev_b32_sdwa v17, v10, v7 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v18, 24, v7
	v_lshrrev_b32_sdwa v20, v10, v6 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v21, 24, v6
	v_lshrrev_b32_sdwa v23, v10, v5 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v24, 24, v5
	v_lshrrev_b32_sdwa v26, v10, v4 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v27, 24, v4
	v_lshrrev_b32_sdwa v29, v10, v3 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v30, 24, v3
	v_lshrrev_b32_sdwa v10, v10, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v32, 24, v2
	v_or_b32_sdwa v9, v9, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v11, 8, v12
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v158, 8, v74
	v_lshrrev_b32_e32 v160, 8, v70
	v_lshrrev_b32_e32 v74, 24, v74
	v_lshrrev_b32_e32 v70, 24, v70
	v_lshrrev_b32_e32 v66, 24, v66
	ds_write_b8 v173, v79
	ds_write_b8 v173, v75 offset:8192
	ds_write_b8 v173, v71 offset:16384
	ds_write_b8 v173, v67 offset:24576
	ds_write_b8_d16_hi v174, v79
	ds_write_b8_d16_hi v174, v75 offset:8192
	ds_write_b8_d16_hi v174, v71 offset:16384
	ds_write_b8_d16_hi v174, v67 offset:24576
	v_lshrrev_b32_e32 v79, 24, v79
	v_lshrrev_b32_e32 v75, 24, v75
	v_lshrrev_b32_e32 v71, 24, v71
	v_lshrrev_b32_e32 v67, 24, v67
	ds_write_b8 v175, v80
	ds_write_b8 v175, v76 offset:8192
	ds_write_b8 v175, v72 offset:16384
	ds_write_b8 v175, v68 offset:24576
	v_lshrrev_b32_e32 v82, 8, v80
	ds_write_b8_d16_hi v176, v80
	v_lshrrev_b32_e32 v80, 24, v80
	ds_write_b8 v177, v81
	v_lshrrev_b32_e32 v83, 8, v81
	ds_write_b8_d16_hi v178, v81
	v_lshrrev_b32_e32 v81, 24, v81
	v_lshrrev_b32_e32 v84, 8, v76
	ds_write_b8_d16_hi v176, v76 offset:8192
	v_lshrrev_b32_e32 v76, 24, v76
	ds_write_b8 v177, v77 offset:8192
	v_lshrrev_b32_e32 v85, 8, v77
	ds_write_b8_d16_hi v178, v77 offset:8192
	v_lshrrev_b32_e32 v77, 24, v77
	v_lshrrev_b32_e32 v226, 8, v72
	ds_write_b8_d16_hi v176, v72 offset:16384
	v_lshrrev_b32_e32 v72, 24, v72
	ds_write_b8 v177, v73 offset:16384
	v_lshrrev_b32_e32 v227, 8, v73
	ds_write_b8_d16_hi v178, v73 offset:16384
	v_lshrrev_b32_e32 v73, 24, v73
	v_lshrrev_b32_e32 v228, 8, v68
	ds_write_b8_d16_hi v176, v68 offset:24576
	v_lshrrev_b32_e32 v68, 24, v68
	ds_write_b8 v177, v69 offset:24576
	v_lshrrev_b32_e32 v229, 8, v69
	ds_write_b8_d16_hi v178, v69 offset:24576
	v_lshrrev_b32_e32 v69, 24, v69
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[148:149], s[2:3], v[230:231], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], s[2:3], v[40:41], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], s[2:3], v[34:35], v[144:145] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[142:143], s[2:3], v[42:43], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[140:141], s[2:3], v[36:37], v[140:141] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[138:139], s[2:3], v[44:45], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[136:137], s[2:3], v[38:39], v[136:137] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[134:135], s[2:3], v[46:47], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], s[2:3], v[48:49], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[114:115], s[2:3], v[56:57], v[114:115] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[112:113], s[2:3], v[50:51], v[112:113] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], s[2:3], v[58:59], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], s[2:3], v[52:53], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], s[2:3], v[60:61], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105], s[2:3], v[54:55], v[104:105] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], s[2:3], v[62:63], v[102:103] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101], s[2:3], v[64:65], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], s[2:3], v[232:233], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], s[2:3], v[234:235], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], s[2:3], v[236:237], v[88:89] op_sel_hi:[0,1,1]
	.loc	1 17 13                         ; wg.py:17:13
	ds_write_b8 v179, v153
	ds_write_b8 v179, v158 offset:8192
	ds_write_b8 v179, v160 offset:16384
	ds_write_b8 v179, v238 offset:24576
	ds_write_b8 v180, v78
	ds_write_b8 v180, v74 offset:8192
	ds_write_b8 v180, v70 offset:16384
	ds_write_b8 v180, v66 offset:24576
	ds_write_b8 v181, v239
	ds_write_b8 v181, v240 offset:8192
	ds_write_b8 v181, v241 offset:16384
	ds_write_b8 v181, v242 offset:24576
	ds_write_b8 v182, v79
	ds_write_b8 v182, v75 offset:8192
	ds_write_b8 v182, v71 offset:16384
	ds_write_b8 v182, v67 offset:24576
	ds_write_b8 v183, v82
	ds_write_b8 v183, v84 offset:8192
	ds_write_b8 v183, v226 offset:16384
	ds_write_b8 v183, v228 offset:24576
	ds_write_b8 v184, v80
	ds_write_b8 v184, v76 offset:8192
	ds_write_b8 v184, v72 offset:16384
	ds_write_b8 v184, v68 offset:24576
	ds_write_b8 v185, v83
	ds_write_b8 v185, v85 offset:8192
	ds_write_b8 v185, v227 offset:16384
	ds_write_b8 v185, v229 offset:24576
	ds_write_b8 v186, v81
	ds_write_b8 v186, v77 offset:8192
	ds_write_b8 v186, v73 offset:16384
	ds_write_b8 v186, v69 offset:24576
	.loc	1 18 13                         ; wg.py:18:13
	v_and_b32_sdwa v16, v8, s52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v19, v7, s52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v22, v6, s52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v25, v5, s52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v28, v4, s52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v31, v3, s52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v33, v2, s52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v12, 8, v15
	v_or_b32_sdwa v7, v7, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v14, 8, v18
	v_or_b32_sdwa v6, v6, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v15, 8, v21
	v_lshlrev_b16_e32 v17, 8, v24
	v_lshlrev_b16_e32 v18, 8, v27
	v_lshlrev_b16_e32 v20, 8, v30
	v_or_b32_sdwa v2, v2, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v10, 8, v32
	ds_write_b16 v187, v9 offset:32768
	v_or_b32_e32 v9, v13, v11
	v_or_b32_sdwa v5, v5, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_e32 v11, v16, v12
	v_or_b32_e32 v12, v19, v14
	v_or_b32_e32 v13, v22, v15
	v_or_b32_e32 v14, v25, v17
	v_or_b32_e32 v15, v28, v18
	v_or_b32_e32 v16, v31, v20
	v_or_b32_e32 v10, v33, v10
	ds_write_b16 v188, v9 offset:32896
	ds_write_b16 v189, v8 offset:33024
	ds_write_b16 v190, v11 offset:33152
	ds_write_b16 v191, v7 offset:33280
	ds_write_b16 v192, v12 offset:33408
	ds_write_b16 v193, v6 offset:33536
	ds_write_b16 v194, v13 offset:33664
	ds_write_b16 v195, v5 offset:33792
	ds_write_b16 v196, v14 offset:33920
	ds_write_b16 v197, v4 offset:34048
	ds_write_b16 v198, v15 offset:34176
	ds_write_b16 v199, v3 offset:34304
	ds_write_b16 v200, v16 offset:34432
	ds_write_b16 v201, v2 offset:34560
	ds_write_b16 v202, v10 offset:34688
	.loc	1 15 5                          ; wg.py:15:5
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %._crit_edge.loopexit
	.loc	1 0 5 is_stmt 0                 ; wg.py:0:5
	scratch_load_dword v235, off, off       ; 4-byte Folded Reload
	scratch_load_dword v0, off, off offset:4 ; 4-byte Folded Reload
	scratch_load_dword v236, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dword v237, off, off offset:12 ; 4-byte Folded Reload
	scratch_load_dword v238, off, off offset:16 ; 4-byte Folded Reload
	scratch_load_dword v239, off, off offset:20 ; 4-byte Folded Reload
	scratch_load_dword v11, off, off offset:24 ; 4-byte Folded Reload
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v149, 0
	v_mov_b32_e32 v148, 0
	v_mov_b32_e32 v133, 0
	v_mov_b32_e32 v132, 0
	v_mov_b32_e32 v147, 0
	v_mov_b32_e32 v146, 0
	v_mov_b32_e32 v131, 0
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v145, 0
	v_mov_b32_e32 v144, 0
	v_mov_b32_e32 v129, 0
	v_mov_b32_e32 v128, 0
	v_mov_b32_e32 v143, 0
	v_mov_b32_e32 v142, 0
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v141, 0
	v_mov_b32_e32 v140, 0
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v139, 0
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v137, 0
	v_mov_b32_e32 v136, 0
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v135, 0
	v_mov_b32_e32 v134, 0
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, 0
.LBB0_8:                                ; %._crit_edge
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_max_i32 s2, s46, 0
	.loc	1 18 13                         ; wg.py:18:13
	s_cmp_eq_u32 s34, 0
	.loc	1 19 31                         ; wg.py:19:31
	s_mul_i32 s3, s2, s12
	.loc	1 18 13                         ; wg.py:18:13
	s_cselect_b32 s4, 0, 0x1010
	.loc	1 19 22                         ; wg.py:19:22
	s_add_i32 s3, s31, s3
	.loc	1 20 14                         ; wg.py:20:14
	s_and_b64 s[6:7], vcc, exec
	.loc	1 19 14                         ; wg.py:19:14
	v_add_lshl_u32 v2, s3, v155, 2
	v_bfrev_b32_e32 v3, 1
	v_add_lshl_u32 v4, s3, v157, 2
	.loc	1 20 14                         ; wg.py:20:14
	s_cselect_b32 s3, 1, 0
	s_mov_b32 s20, 0
	.loc	1 19 14                         ; wg.py:19:14
	v_cndmask_b32_e32 v2, v3, v2, vcc
	.loc	1 20 14                         ; wg.py:20:14
	s_cmp_lg_u32 s3, 1
	.loc	1 19 14                         ; wg.py:19:14
	v_cndmask_b32_e32 v3, v3, v4, vcc
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 20 14                         ; wg.py:20:14
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	.loc	1 0 14 is_stmt 0                ; wg.py:0:14
	s_mul_i32 s2, s2, s35
	s_add_i32 s2, s44, s2
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s22, s2
	s_addc_u32 s3, s23, s3
	.loc	1 20 14                         ; wg.py:20:14
	s_load_dword s20, s[2:3], 0x0
.LBB0_10:
	.loc	1 0 14                          ; wg.py:0:14
	buffer_load_dword v72, v2, s[40:43], 0 offen
	buffer_load_dword v70, v3, s[40:43], 0 offen
	.loc	1 21 16 is_stmt 1               ; wg.py:21:16
	s_and_b64 s[2:3], vcc, exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_12
; %bb.11:
	.loc	1 0 16 is_stmt 0                ; wg.py:0:16
	v_mov_b32_e32 v2, 0x808
	s_waitcnt vmcnt(5)
	v_cmp_eq_u32_e64 s[2:3], 0, v237
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v4, s4, v11
	v_cndmask_b32_e64 v3, v2, 0, s[2:3]
	v_xor_b32_e32 v3, v4, v3
	v_cndmask_b32_e64 v2, v2, 0, s[0:1]
	v_xor_b32_e32 v11, v3, v151
	v_xor_b32_e32 v2, v155, v2
	v_xor_b32_e32 v3, 0x50, v11
	v_xor_b32_e32 v4, 0x60, v11
	v_xor_b32_e32 v5, 0x70, v11
	v_xor_b32_e32 v6, 0x2020, v11
	v_add_u32_e32 v9, 0, v2
	v_xad_u32 v13, v2, 1, 0
	v_xad_u32 v18, v2, 2, 0
	v_xad_u32 v19, v2, 3, 0
	v_xad_u32 v20, v2, 4, 0
	v_xad_u32 v21, v2, 5, 0
	v_xad_u32 v22, v2, 6, 0
	v_xad_u32 v2, v2, 7, 0
	v_add_u32_e32 v3, 0, v3
	v_add_u32_e32 v23, 0, v11
	v_xad_u32 v24, v11, 16, 0
	v_xad_u32 v25, v11, 32, 0
	v_xad_u32 v26, v11, 48, 0
	v_xad_u32 v27, v11, 64, 0
	v_add_u32_e32 v28, 0, v4
	v_add_u32_e32 v29, 0, v5
	v_add_u32_e32 v30, 0, v6
	ds_read_u8 v31, v9
	ds_read_u8 v32, v9 offset:4096
	ds_read_u8 v33, v9 offset:8192
	ds_read_u8 v34, v9 offset:12288
	ds_read_u8 v8, v9 offset:12416
	ds_read_u8 v12, v9 offset:8320
	ds_read_u8 v15, v9 offset:4224
	ds_read_u8 v73, v9 offset:128
	ds_read_u8 v35, v9 offset:16384
	ds_read_u8 v36, v9 offset:20480
	ds_read_u8 v37, v9 offset:24576
	ds_read_u8 v38, v9 offset:28672
	ds_read_u8 v4, v9 offset:28800
	ds_read_u8 v5, v9 offset:24704
	ds_read_u8 v7, v9 offset:20608
	ds_read_u8 v10, v9 offset:16512
	ds_read_u8 v39, v13 offset:256
	ds_read_u8 v40, v13 offset:4352
	ds_read_u8 v41, v13 offset:8448
	ds_read_u8 v42, v13 offset:12544
	ds_read_u8 v17, v13 offset:12672
	ds_read_u8 v150, v13 offset:8576
	ds_read_u8 v152, v13 offset:4480
	ds_read_u8 v153, v13 offset:384
	ds_read_u8 v43, v13 offset:16640
	ds_read_u8 v44, v13 offset:20736
	ds_read_u8 v45, v13 offset:24832
	ds_read_u8 v46, v13 offset:28928
	ds_read_u8 v6, v13 offset:29056
	ds_read_u8 v9, v13 offset:24960
	ds_read_u8 v14, v13 offset:20864
	ds_read_u8 v71, v13 offset:16768
	ds_read_u8 v47, v18 offset:512
	ds_read_u8 v48, v18 offset:4608
	ds_read_u8 v49, v18 offset:8704
	ds_read_u8 v158, v18 offset:12800
	ds_read_u8 v160, v18 offset:12928
	ds_read_u8 v166, v18 offset:8832
	ds_read_u8 v164, v18 offset:4736
	ds_read_u8 v162, v18 offset:640
	ds_read_u8 v163, v18 offset:16896
	ds_read_u8 v165, v18 offset:20992
	ds_read_u8 v167, v18 offset:25088
	ds_read_u8 v168, v18 offset:29184
	ds_read_u8 v13, v18 offset:29312
	ds_read_u8 v16, v18 offset:25216
	ds_read_u8 v169, v18 offset:21120
	ds_read_u8 v170, v18 offset:17024
	ds_read_u8 v18, v19 offset:768
	ds_read_u8 v50, v19 offset:4864
	ds_read_u8 v51, v19 offset:8960
	ds_read_u8 v171, v19 offset:13056
	ds_read_u8 v172, v19 offset:13184
	ds_read_u8 v173, v19 offset:9088
	ds_read_u8 v174, v19 offset:4992
	ds_read_u8 v175, v19 offset:896
	ds_read_u8 v176, v19 offset:17152
	ds_read_u8 v177, v19 offset:21248
	ds_read_u8 v178, v19 offset:25344
	ds_read_u8 v179, v19 offset:29440
	ds_read_u8 v180, v19 offset:29568
	ds_read_u8 v181, v19 offset:25472
	ds_read_u8 v182, v19 offset:21376
	ds_read_u8 v183, v19 offset:17280
	ds_read_u8 v19, v20 offset:1024
	ds_read_u8 v52, v20 offset:5120
	ds_read_u8 v53, v20 offset:9216
	ds_read_u8 v184, v20 offset:13312
	ds_read_u8 v185, v20 offset:13440
	ds_read_u8 v186, v20 offset:9344
	ds_read_u8 v187, v20 offset:5248
	ds_read_u8 v188, v20 offset:1152
	ds_read_u8 v189, v20 offset:17408
	ds_read_u8 v190, v20 offset:21504
	ds_read_u8 v191, v20 offset:25600
	ds_read_u8 v192, v20 offset:29696
	ds_read_u8 v193, v20 offset:29824
	ds_read_u8 v194, v20 offset:25728
	ds_read_u8 v195, v20 offset:21632
	ds_read_u8 v196, v20 offset:17536
	ds_read_u8 v20, v21 offset:1280
	ds_read_u8 v54, v21 offset:5376
	ds_read_u8 v55, v21 offset:9472
	ds_read_u8 v197, v21 offset:13568
	ds_read_u8 v198, v21 offset:13696
	ds_read_u8 v199, v21 offset:9600
	ds_read_u8 v200, v21 offset:5504
	ds_read_u8 v201, v21 offset:1408
	ds_read_u8 v202, v21 offset:17664
	ds_read_u8 v203, v21 offset:21760
	ds_read_u8 v204, v21 offset:25856
	ds_read_u8 v205, v21 offset:29952
	ds_read_u8 v206, v21 offset:30080
	ds_read_u8 v207, v21 offset:25984
	ds_read_u8 v208, v21 offset:21888
	ds_read_u8 v209, v21 offset:17792
	ds_read_u8 v21, v22 offset:1536
	ds_read_u8 v56, v22 offset:5632
	ds_read_u8 v57, v22 offset:9728
	ds_read_u8 v210, v22 offset:13824
	ds_read_u8 v211, v22 offset:13952
	ds_read_u8 v212, v22 offset:9856
	ds_read_u8 v213, v22 offset:5760
	ds_read_u8 v214, v22 offset:1664
	ds_read_u8 v215, v22 offset:17920
	ds_read_u8 v216, v22 offset:22016
	ds_read_u8 v217, v22 offset:26112
	ds_read_u8 v218, v22 offset:30208
	ds_read_u8 v219, v22 offset:30336
	ds_read_u8 v220, v22 offset:26240
	ds_read_u8 v221, v22 offset:22144
	ds_read_u8 v222, v22 offset:18048
	ds_read_u8 v22, v2 offset:1792
	ds_read_u8 v58, v2 offset:5888
	ds_read_u8 v59, v2 offset:9984
	ds_read_u8 v60, v2 offset:14080
	ds_read_u8 v223, v2 offset:14208
	ds_read_u8 v224, v2 offset:10112
	ds_read_u8 v225, v2 offset:6016
	ds_read_u8 v226, v2 offset:1920
	ds_read_u8 v227, v2 offset:18176
	ds_read_u8 v228, v2 offset:22272
	ds_read_u8 v229, v2 offset:26368
	ds_read_u8 v230, v2 offset:30464
	ds_read_u8 v231, v2 offset:30592
	ds_read_u8 v232, v2 offset:26496
	ds_read_u8 v233, v2 offset:22400
	ds_read_u8 v234, v2 offset:18304
	ds_read2st64_b64 v[66:69], v23 offset0:64 offset1:80
	ds_read_b64 v[156:157], v24 offset:32768
	ds_read_b64 v[154:155], v25 offset:32768
	ds_read_b64 v[84:85], v26 offset:32768
	ds_read_b64 v[82:83], v27 offset:32768
	ds_read_b64 v[80:81], v3 offset:32768
	ds_read_b64 v[78:79], v28 offset:32768
	ds_read_b64 v[74:75], v29 offset:32768
	ds_read_b64 v[76:77], v30 offset:32768
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b16_e32 v2, 8, v22
	v_lshlrev_b16_e32 v3, 8, v20
	v_or_b32_sdwa v2, v21, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v19, v3
	v_or_b32_sdwa v3, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v18
	v_lshlrev_b16_e32 v18, 8, v39
	v_or_b32_sdwa v2, v47, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v18, v31, v18
	v_or_b32_sdwa v2, v2, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v18, 8, v58
	v_lshlrev_b16_e32 v19, 8, v54
	v_or_b32_sdwa v18, v56, v18 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v19, v52, v19
	v_or_b32_sdwa v19, v18, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v18, 8, v50
	v_lshlrev_b16_e32 v20, 8, v40
	v_or_b32_sdwa v18, v48, v18 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v20, v32, v20
	v_or_b32_sdwa v18, v18, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v20, 8, v59
	v_lshlrev_b16_e32 v21, 8, v55
	v_or_b32_sdwa v20, v57, v20 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v21, v53, v21
	v_or_b32_sdwa v21, v20, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v20, 8, v51
	v_lshlrev_b16_e32 v22, 8, v41
	v_or_b32_sdwa v20, v49, v20 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v22, v33, v22
	v_or_b32_sdwa v20, v20, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v22, 8, v60
	v_lshlrev_b16_e32 v23, 8, v197
	v_or_b32_sdwa v22, v210, v22 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v23, v184, v23
	v_or_b32_sdwa v23, v22, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v22, 8, v171
	v_lshlrev_b16_e32 v24, 8, v42
	v_or_b32_sdwa v22, v158, v22 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v24, v34, v24
	v_or_b32_sdwa v22, v22, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v24, 8, v227
	v_lshlrev_b16_e32 v25, 8, v202
	v_or_b32_sdwa v24, v215, v24 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v25, v189, v25
	v_or_b32_sdwa v25, v24, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v24, 8, v176
	v_lshlrev_b16_e32 v26, 8, v43
	v_or_b32_sdwa v24, v163, v24 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v26, v35, v26
	v_or_b32_sdwa v24, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v26, 8, v228
	v_lshlrev_b16_e32 v27, 8, v203
	v_or_b32_sdwa v26, v216, v26 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v27, v190, v27
	v_or_b32_sdwa v27, v26, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v26, 8, v177
	v_lshlrev_b16_e32 v28, 8, v44
	v_or_b32_sdwa v26, v165, v26 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v28, v36, v28
	v_or_b32_sdwa v26, v26, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v28, 8, v229
	v_lshlrev_b16_e32 v29, 8, v204
	v_or_b32_sdwa v28, v217, v28 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v29, v191, v29
	v_or_b32_sdwa v29, v28, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v28, 8, v178
	v_lshlrev_b16_e32 v30, 8, v45
	v_or_b32_sdwa v28, v167, v28 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v30, v37, v30
	v_or_b32_sdwa v28, v28, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v30, 8, v230
	v_lshlrev_b16_e32 v31, 8, v205
	v_or_b32_sdwa v30, v218, v30 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v31, v192, v31
	v_or_b32_sdwa v31, v30, v31 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v30, 8, v179
	v_lshlrev_b16_e32 v32, 8, v46
	v_or_b32_sdwa v30, v168, v30 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v32, v38, v32
	v_or_b32_sdwa v30, v30, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_xor_b32_e32 v32, 0x2030, v11
	v_add_u32_e32 v32, 0, v32
	ds_read_b64 v[204:205], v32 offset:32768
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[66:67], v[2:3], 0
	v_xor_b32_e32 v33, 0x2010, v11
	v_xor_b32_e32 v158, 0x2060, v11
	v_add_u32_e32 v32, 0, v158
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[76:77], v[2:3], 0
	v_xor_b32_e32 v2, 0x2070, v11
	v_add_u32_e32 v3, 0, v33
	v_add_u32_e32 v2, 0, v2
	ds_read_b64 v[158:159], v3 offset:32768
	ds_read_b64 v[176:177], v32 offset:32768
	ds_read_b64 v[178:179], v2 offset:32768
	v_xor_b32_e32 v2, 0x2040, v11
	v_xor_b32_e32 v3, 0x2050, v11
	v_add_u32_e32 v2, 0, v2
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[156:157], v[18:19], v[50:65]
	v_add_u32_e32 v3, 0, v3
	ds_read_b64 v[190:191], v2 offset:32768
	ds_read_b64 v[202:203], v3 offset:32768
	v_lshlrev_b16_e32 v2, 8, v226
	v_lshlrev_b16_e32 v3, 8, v201
	v_or_b32_sdwa v2, v214, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v188, v3
	v_or_b32_sdwa v163, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[204:205], v[18:19], v[34:49]
	v_lshlrev_b16_e32 v2, 8, v175
	v_lshlrev_b16_e32 v3, 8, v153
	v_or_b32_sdwa v2, v162, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v73, v3
	v_or_b32_sdwa v162, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v225
	v_lshlrev_b16_e32 v3, 8, v200
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[154:155], v[20:21], v[50:65]
	v_or_b32_sdwa v2, v213, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v187, v3
	v_or_b32_sdwa v165, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v174
	v_lshlrev_b16_e32 v3, 8, v152
	v_or_b32_sdwa v2, v164, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v15, v3
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[68:69], v[20:21], v[34:49]
	v_or_b32_sdwa v164, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v224
	v_lshlrev_b16_e32 v3, 8, v199
	v_or_b32_sdwa v2, v212, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v186, v3
	v_or_b32_sdwa v167, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v173
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[84:85], v[22:23], v[50:65]
	v_lshlrev_b16_e32 v3, 8, v150
	v_or_b32_sdwa v2, v166, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v12, v3
	v_or_b32_sdwa v166, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v223
	v_lshlrev_b16_e32 v3, 8, v198
	v_or_b32_sdwa v2, v211, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[158:159], v[22:23], v[34:49]
	v_or_b32_e32 v3, v185, v3
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[82:83], v[24:25], v[50:65]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[176:177], v[24:25], v[34:49]
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[80:81], v[26:27], v[50:65]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[178:179], v[26:27], v[34:49]
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[78:79], v[28:29], v[50:65]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[190:191], v[28:29], v[34:49]
	v_mfma_f32_32x32x16_fp8_fp8 v[50:65], v[74:75], v[30:31], v[50:65]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[34:49], v[202:203], v[30:31], v[34:49]
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[66:67], v[162:163], 0
	v_or_b32_sdwa v67, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v172
	v_lshlrev_b16_e32 v3, 8, v17
	v_or_b32_sdwa v2, v160, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v8, v3
	v_or_b32_sdwa v66, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v234
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[156:157], v[164:165], v[18:33]
	v_lshlrev_b16_e32 v3, 8, v209
	v_or_b32_sdwa v2, v222, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v196, v3
	v_or_b32_sdwa v157, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v183
	v_lshlrev_b16_e32 v3, 8, v71
	v_or_b32_sdwa v2, v170, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[154:155], v[166:167], v[18:33]
	v_or_b32_e32 v3, v10, v3
	v_or_b32_sdwa v156, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v233
	v_lshlrev_b16_e32 v3, 8, v208
	v_or_b32_sdwa v2, v221, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v195, v3
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[84:85], v[66:67], v[18:33]
	v_or_b32_sdwa v85, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v182
	v_lshlrev_b16_e32 v3, 8, v14
	v_or_b32_sdwa v2, v169, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v7, v3
	v_or_b32_sdwa v84, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v232
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[82:83], v[156:157], v[18:33]
	v_lshlrev_b16_e32 v3, 8, v207
	v_or_b32_sdwa v2, v220, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v194, v3
	v_or_b32_sdwa v83, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v181
	v_lshlrev_b16_e32 v3, 8, v9
	v_or_b32_sdwa v2, v16, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[80:81], v[84:85], v[18:33]
	v_or_b32_e32 v3, v5, v3
	v_or_b32_sdwa v82, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v231
	v_lshlrev_b16_e32 v3, 8, v206
	v_or_b32_sdwa v2, v219, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v193, v3
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[78:79], v[82:83], v[18:33]
	v_or_b32_sdwa v79, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v2, 8, v180
	v_lshlrev_b16_e32 v3, 8, v6
	v_or_b32_sdwa v2, v13, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v4, v3
	v_or_b32_sdwa v78, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[76:77], v[162:163], 0
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[204:205], v[164:165], v[2:17]
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[68:69], v[166:167], v[2:17]
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[158:159], v[66:67], v[2:17]
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[176:177], v[156:157], v[2:17]
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[178:179], v[84:85], v[2:17]
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[190:191], v[82:83], v[2:17]
	v_mfma_f32_32x32x16_fp8_fp8 v[18:33], v[74:75], v[78:79], v[18:33]
	v_mfma_f32_32x32x16_fp8_fp8 v[2:17], v[202:203], v[78:79], v[2:17]
	s_branch .LBB0_13
.LBB0_12:
	.loc	1 0 16                          ; wg.py:0:16
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v58, 0
.LBB0_13:
	.loc	1 18 13 is_stmt 1               ; wg.py:18:13
	v_mov_b32_e32 v68, v34
	s_nop 8
	v_mov_b32_e32 v34, v2
	v_mov_b32_e32 v2, v8
	.loc	1 12 25                         ; wg.py:12:25
	v_lshrrev_b32_e32 v8, 5, v235
	.loc	1 18 13                         ; wg.py:18:13
	v_mov_b32_e32 v69, v42
	v_mov_b32_e32 v42, v35
	v_mov_b32_e32 v80, v56
	v_mov_b32_e32 v35, v10
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v3, v16
	v_mov_b32_e32 v16, v9
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v9, 0x70, v8
	v_or_b32_e32 v56, 0x60, v8
	.loc	1 18 13                         ; wg.py:18:13
	v_mov_b32_e32 v66, v50
	v_mov_b32_e32 v67, v58
	v_mov_b32_e32 v76, v36
	v_mov_b32_e32 v77, v44
	v_mov_b32_e32 v44, v37
	v_mov_b32_e32 v81, v64
	v_mov_b32_e32 v64, v57
	v_mov_b32_e32 v36, v20
	v_mov_b32_e32 v37, v28
	v_mov_b32_e32 v28, v21
	v_mov_b32_e32 v20, v22
	v_mov_b32_e32 v21, v30
	v_mov_b32_e32 v30, v23
	.loc	1 12 10                         ; wg.py:12:10
	v_or_b32_e32 v22, s33, v9
	v_or_b32_e32 v23, s33, v56
	.loc	1 12 25 is_stmt 0               ; wg.py:12:25
	v_or_b32_e32 v57, 0x50, v8
	.loc	1 21 16 is_stmt 1               ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s21, s20
	.loc	1 18 13                         ; wg.py:18:13
	v_mov_b32_e32 v74, v52
	v_mov_b32_e32 v52, v38
	v_mov_b32_e32 v38, v18
	v_mov_b32_e32 v18, v4
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v6, v24
	.loc	1 12 10                         ; wg.py:12:10
	v_or_b32_e32 v24, s33, v57
	.loc	1 12 25 is_stmt 0               ; wg.py:12:25
	v_or_b32_e32 v73, 48, v8
	.loc	1 23 94 is_stmt 1               ; wg.py:23:94
	v_cmp_gt_i32_e64 s[4:5], s13, v23
	v_cmp_gt_i32_e64 s[0:1], s13, v22
	.loc	1 23 18 is_stmt 0               ; wg.py:23:18
	v_mul_lo_u32 v23, v57, s12
	v_mul_lo_u32 v22, v56, s12
	.loc	1 21 16 is_stmt 1               ; wg.py:21:16
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[56:57], v[72:73], v[66:67] op_sel_hi:[0,1]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v71, 64, v8
	v_or_b32_e32 v82, 32, v8
	v_or_b32_e32 v83, 16, v8
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[56:57], s[20:21], v[56:57], v[148:149]
	.loc	1 18 13                         ; wg.py:18:13
	v_mov_b32_e32 v58, v51
	v_mov_b32_e32 v75, v60
	v_mov_b32_e32 v60, v53
	v_mov_b32_e32 v78, v54
	v_mov_b32_e32 v53, v46
	v_mov_b32_e32 v46, v39
	v_mov_b32_e32 v50, v40
	v_mov_b32_e32 v51, v48
	v_mov_b32_e32 v48, v41
	v_mov_b32_e32 v39, v26
	v_mov_b32_e32 v26, v19
	v_mov_b32_e32 v19, v12
	v_mov_b32_e32 v12, v5
	v_mov_b32_e32 v5, v14
	v_mov_b32_e32 v14, v7
	v_mov_b32_e32 v7, v32
	v_mov_b32_e32 v32, v25
	.loc	1 12 10                         ; wg.py:12:10
	v_or_b32_e32 v25, s33, v71
	v_or_b32_e32 v40, s33, v73
	v_or_b32_e32 v41, s33, v82
	v_or_b32_e32 v54, s33, v83
	v_or_b32_e32 v84, s33, v8
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v56, v148, v56, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_mov_b32_e32 v66, 1
	.loc	1 11 25                         ; wg.py:11:25
	v_lshlrev_b32_e32 v85, 3, v239
	.loc	1 23 94                         ; wg.py:23:94
	v_cmp_gt_i32_e64 s[16:17], s13, v84
	v_cmp_gt_i32_e64 s[14:15], s13, v54
	v_cmp_gt_i32_e64 s[18:19], s13, v41
	v_cmp_gt_i32_e64 s[10:11], s13, v40
	v_cmp_gt_i32_e64 s[8:9], s13, v25
	v_cmp_gt_i32_e64 s[6:7], s13, v24
	.loc	1 23 18 is_stmt 0               ; wg.py:23:18
	s_mul_i32 s13, s33, s12
	v_mul_lo_u32 v24, v71, s12
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v71, v56, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	s_movk_i32 s22, 0x7fff
	.loc	1 11 10 is_stmt 1               ; wg.py:11:10
	v_or_b32_e32 v150, s31, v85
	.loc	1 23 18                         ; wg.py:23:18
	s_add_i32 s13, s13, s31
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v57, v149, v57, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v71, v56, v71, s22
	.loc	1 23 114 is_stmt 0              ; wg.py:23:114
	v_cmp_gt_i32_e64 s[2:3], s12, v150
	.loc	1 23 18                         ; wg.py:23:18
	v_mul_lo_u32 v54, v8, s12
	v_mul_lo_u32 v41, v83, s12
	v_mul_lo_u32 v40, v82, s12
	v_mul_lo_u32 v25, v73, s12
	v_mul_lo_u32 v8, v9, s12
	v_add_u32_e32 v9, s13, v85
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v67, v57, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v71, 16, v71
	v_mov_b32_e32 v73, 0x7fff
	v_cmp_o_f32_e64 s[12:13], v56, v56
	v_add3_u32 v67, v57, v67, s22
	v_lshrrev_b32_e32 v67, 16, v67
	v_cndmask_b32_e64 v71, v73, v71, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v57, v57
	.loc	1 21 16 is_stmt 1               ; wg.py:21:16
	v_pk_mul_f32 v[56:57], v[72:73], v[58:59] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[56:57], s[20:21], v[56:57], v[146:147]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v67, v73, v67, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v56, v146, v56, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v59, v56, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v57, v147, v57, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v59, v56, v59, s22
	v_and_b32_sdwa v58, v57, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v59, 16, v59
	v_cmp_o_f32_e64 s[12:13], v56, v56
	v_add3_u32 v58, v57, v58, s22
	v_lshrrev_b32_e32 v58, 16, v58
	v_cndmask_b32_e64 v59, v73, v59, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v57, v57
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[56:57], v[72:73], v[74:75] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[56:57], s[20:21], v[56:57], v[144:145]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v58, v73, v58, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v56, v144, v56, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v75, v56, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v57, v145, v57, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v75, v56, v75, s22
	v_and_b32_sdwa v74, v57, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v75, 16, v75
	v_cmp_o_f32_e64 s[12:13], v56, v56
	v_add3_u32 v74, v57, v74, s22
	v_lshrrev_b32_e32 v74, 16, v74
	v_cndmask_b32_e64 v75, v73, v75, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v57, v57
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[56:57], v[72:73], v[60:61] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[56:57], s[20:21], v[56:57], v[142:143]
	.loc	1 18 13 is_stmt 1               ; wg.py:18:13
	v_mov_b32_e32 v79, v62
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v56, v142, v56, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v61, v56, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v57, v143, v57, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v61, v56, v61, s22
	v_cndmask_b32_e64 v74, v73, v74, s[12:13]
	v_and_b32_sdwa v60, v57, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v61, 16, v61
	v_cmp_o_f32_e64 s[12:13], v56, v56
	v_add3_u32 v60, v57, v60, s22
	v_lshrrev_b32_e32 v60, 16, v60
	v_cndmask_b32_e64 v61, v73, v61, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v57, v57
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[56:57], v[72:73], v[78:79] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[56:57], s[20:21], v[56:57], v[140:141]
	.loc	1 18 13 is_stmt 1               ; wg.py:18:13
	v_mov_b32_e32 v62, v55
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v56, v140, v56, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v79, v56, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v57, v141, v57, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v79, v56, v79, s22
	v_cndmask_b32_e64 v60, v73, v60, s[12:13]
	v_and_b32_sdwa v78, v57, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v79, 16, v79
	v_cmp_o_f32_e64 s[12:13], v56, v56
	v_add3_u32 v78, v57, v78, s22
	v_lshrrev_b32_e32 v78, 16, v78
	v_cndmask_b32_e64 v79, v73, v79, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v57, v57
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[56:57], v[72:73], v[62:63] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[56:57], s[20:21], v[56:57], v[138:139]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v78, v73, v78, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v56, v138, v56, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v63, v56, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v57, v139, v57, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v63, v56, v63, s22
	v_and_b32_sdwa v62, v57, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v63, 16, v63
	v_cmp_o_f32_e64 s[12:13], v56, v56
	v_add3_u32 v62, v57, v62, s22
	v_lshrrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v63, v73, v63, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v57, v57
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[56:57], v[72:73], v[80:81] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[56:57], s[20:21], v[56:57], v[136:137]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v62, v73, v62, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v56, v136, v56, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v81, v56, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v57, v137, v57, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v81, v56, v81, s22
	v_and_b32_sdwa v80, v57, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v81, 16, v81
	v_cmp_o_f32_e64 s[12:13], v56, v56
	v_add3_u32 v80, v57, v80, s22
	v_lshrrev_b32_e32 v80, 16, v80
	v_cndmask_b32_e64 v81, v73, v81, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v57, v57
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[56:57], v[72:73], v[64:65] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[56:57], s[20:21], v[56:57], v[134:135]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v80, v73, v80, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v56, v134, v56, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v65, v56, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v57, v135, v57, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v65, v56, v65, s22
	v_and_b32_sdwa v64, v57, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v65, 16, v65
	v_cmp_o_f32_e64 s[12:13], v56, v56
	v_add3_u32 v64, v57, v64, s22
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[42:43], v[72:73], v[42:43] op_sel_hi:[0,1]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v65, v73, v65, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v57, v57
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[56:57], v[72:73], v[68:69] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[56:57], s[20:21], v[56:57], v[132:133]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_lshrrev_b32_e32 v64, 16, v64
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v56, v132, v56, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v69, v56, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v57, v133, v57, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v69, v56, v69, s22
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[42:43], s[20:21], v[42:43], v[130:131]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v64, v73, v64, s[12:13]
	v_and_b32_sdwa v68, v57, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v69, 16, v69
	v_cmp_o_f32_e64 s[12:13], v56, v56
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v42, v130, v42, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v68, v57, v68, s22
	v_cndmask_b32_e64 v56, v73, v69, s[12:13]
	v_and_b32_sdwa v69, v42, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v68, 16, v68
	v_cmp_o_f32_e64 s[12:13], v57, v57
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v43, v131, v43, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v69, v42, v69, s22
	v_cndmask_b32_e64 v57, v73, v68, s[12:13]
	v_and_b32_sdwa v68, v43, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v69, 16, v69
	v_cmp_o_f32_e64 s[12:13], v42, v42
	v_add3_u32 v68, v43, v68, s22
	v_lshrrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v69, v73, v69, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v43, v43
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[42:43], v[72:73], v[76:77] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[42:43], s[20:21], v[42:43], v[128:129]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v68, v73, v68, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v42, v128, v42, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v77, v42, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v43, v129, v43, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v77, v42, v77, s22
	v_and_b32_sdwa v76, v43, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v77, 16, v77
	v_cmp_o_f32_e64 s[12:13], v42, v42
	v_add3_u32 v76, v43, v76, s22
	v_lshrrev_b32_e32 v76, 16, v76
	v_cndmask_b32_e64 v77, v73, v77, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v43, v43
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[42:43], v[72:73], v[44:45] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[42:43], s[20:21], v[42:43], v[126:127]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v76, v73, v76, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v42, v126, v42, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v45, v42, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v43, v127, v43, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v45, v42, v45, s22
	v_and_b32_sdwa v44, v43, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v45, 16, v45
	v_cmp_o_f32_e64 s[12:13], v42, v42
	v_add3_u32 v44, v43, v44, s22
	v_lshrrev_b32_e32 v44, 16, v44
	v_cndmask_b32_e64 v45, v73, v45, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v43, v43
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[42:43], v[72:73], v[52:53] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[42:43], s[20:21], v[42:43], v[124:125]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v44, v73, v44, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v42, v124, v42, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v53, v42, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v43, v125, v43, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v53, v42, v53, s22
	v_and_b32_sdwa v52, v43, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v53, 16, v53
	v_cmp_o_f32_e64 s[12:13], v42, v42
	v_add3_u32 v52, v43, v52, s22
	v_lshrrev_b32_e32 v52, 16, v52
	v_cndmask_b32_e64 v53, v73, v53, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v43, v43
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[42:43], v[72:73], v[46:47] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[42:43], s[20:21], v[42:43], v[122:123]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v52, v73, v52, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v42, v122, v42, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v47, v42, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v43, v123, v43, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v47, v42, v47, s22
	v_and_b32_sdwa v46, v43, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v47, 16, v47
	v_cmp_o_f32_e64 s[12:13], v42, v42
	v_add3_u32 v46, v43, v46, s22
	v_lshrrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v47, v73, v47, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v43, v43
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[42:43], v[72:73], v[50:51] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[42:43], s[20:21], v[42:43], v[120:121]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v46, v73, v46, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v42, v120, v42, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v51, v42, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v43, v121, v43, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v51, v42, v51, s22
	v_and_b32_sdwa v50, v43, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v51, 16, v51
	v_cmp_o_f32_e64 s[12:13], v42, v42
	v_add3_u32 v50, v43, v50, s22
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[38:39], v[70:71], v[38:39] op_sel_hi:[0,1]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v51, v73, v51, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v43, v43
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[42:43], v[72:73], v[48:49] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[42:43], s[20:21], v[42:43], v[118:119]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_lshrrev_b32_e32 v50, 16, v50
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v42, v118, v42, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v49, v42, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v43, v119, v43, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v49, v42, v49, s22
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[38:39], s[20:21], v[38:39], v[116:117]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v50, v73, v50, s[12:13]
	v_and_b32_sdwa v48, v43, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[12:13], v42, v42
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v38, v116, v38, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v48, v43, v48, s22
	v_cndmask_b32_e64 v42, v73, v49, s[12:13]
	v_and_b32_sdwa v49, v38, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[26:27], v[70:71], v[26:27] op_sel_hi:[0,1]
	.loc	1 23 66                         ; wg.py:23:66
	v_lshrrev_b32_e32 v48, 16, v48
	v_cmp_o_f32_e64 s[12:13], v43, v43
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v39, v117, v39, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v49, v38, v49, s22
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[26:27], s[20:21], v[26:27], v[114:115]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v43, v73, v48, s[12:13]
	v_and_b32_sdwa v48, v39, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[12:13], v38, v38
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v26, v114, v26, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v48, v39, v48, s22
	v_cndmask_b32_e64 v38, v73, v49, s[12:13]
	v_and_b32_sdwa v49, v26, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v48, 16, v48
	v_cmp_o_f32_e64 s[12:13], v39, v39
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v27, v115, v27, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v49, v26, v49, s22
	v_cndmask_b32_e64 v39, v73, v48, s[12:13]
	v_and_b32_sdwa v48, v27, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[12:13], v26, v26
	v_add3_u32 v48, v27, v48, s22
	v_lshrrev_b32_e32 v48, 16, v48
	v_cndmask_b32_e64 v49, v73, v49, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v27, v27
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[26:27], v[70:71], v[36:37] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[26:27], s[20:21], v[26:27], v[112:113]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v48, v73, v48, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v26, v112, v26, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v37, v26, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v27, v113, v27, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v37, v26, v37, s22
	v_and_b32_sdwa v36, v27, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v37, 16, v37
	v_cmp_o_f32_e64 s[12:13], v26, v26
	v_add3_u32 v36, v27, v36, s22
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[20:21], v[70:71], v[20:21] op_sel_hi:[0,1]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v37, v73, v37, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v27, v27
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[26:27], v[70:71], v[28:29] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[26:27], s[20:21], v[26:27], v[110:111]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_lshrrev_b32_e32 v36, 16, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v26, v110, v26, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v29, v26, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v27, v111, v27, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v29, v26, v29, s22
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[20:21], s[20:21], v[20:21], v[108:109]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v36, v73, v36, s[12:13]
	v_and_b32_sdwa v28, v27, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v29, 16, v29
	v_cmp_o_f32_e64 s[12:13], v26, v26
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v20, v108, v20, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v28, v27, v28, s22
	v_cndmask_b32_e64 v26, v73, v29, s[12:13]
	v_and_b32_sdwa v29, v20, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v28, 16, v28
	v_cmp_o_f32_e64 s[12:13], v27, v27
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v21, v109, v21, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v29, v20, v29, s22
	v_cndmask_b32_e64 v27, v73, v28, s[12:13]
	v_and_b32_sdwa v28, v21, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v29, 16, v29
	v_cmp_o_f32_e64 s[12:13], v20, v20
	v_add3_u32 v28, v21, v28, s22
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[6:7], v[70:71], v[6:7] op_sel_hi:[0,1]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v29, v73, v29, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v21, v21
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[20:21], v[70:71], v[30:31] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[20:21], s[20:21], v[20:21], v[106:107]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_lshrrev_b32_e32 v28, 16, v28
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v20, v106, v20, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v31, v20, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v21, v107, v21, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v31, v20, v31, s22
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[6:7], s[20:21], v[6:7], v[104:105]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v28, v73, v28, s[12:13]
	v_and_b32_sdwa v30, v21, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v31, 16, v31
	v_cmp_o_f32_e64 s[12:13], v20, v20
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v6, v104, v6, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v30, v21, v30, s22
	v_cndmask_b32_e64 v20, v73, v31, s[12:13]
	v_and_b32_sdwa v31, v6, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v30, 16, v30
	v_cmp_o_f32_e64 s[12:13], v21, v21
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v7, v105, v7, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v31, v6, v31, s22
	v_cndmask_b32_e64 v21, v73, v30, s[12:13]
	v_and_b32_sdwa v30, v7, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v31, 16, v31
	v_cmp_o_f32_e64 s[12:13], v6, v6
	v_add3_u32 v30, v7, v30, s22
	v_lshrrev_b32_e32 v30, 16, v30
	v_cndmask_b32_e64 v31, v73, v31, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v7, v7
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[6:7], v[70:71], v[32:33] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[6:7], s[20:21], v[6:7], v[102:103]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v30, v73, v30, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v6, v102, v6, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v33, v6, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v7, v103, v7, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v33, v6, v33, s22
	v_and_b32_sdwa v32, v7, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v33, 16, v33
	v_cmp_o_f32_e64 s[12:13], v6, v6
	v_add3_u32 v32, v7, v32, s22
	v_lshrrev_b32_e32 v32, 16, v32
	v_cndmask_b32_e64 v33, v73, v33, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v7, v7
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[6:7], v[70:71], v[34:35] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[6:7], s[20:21], v[6:7], v[100:101]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v32, v73, v32, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v6, v100, v6, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v35, v6, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v7, v101, v7, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v35, v6, v35, s22
	v_and_b32_sdwa v34, v7, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v35, 16, v35
	v_cmp_o_f32_e64 s[12:13], v6, v6
	v_add3_u32 v34, v7, v34, s22
	v_lshrrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e64 v35, v73, v35, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v7, v7
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[6:7], v[70:71], v[10:11] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[6:7], s[20:21], v[6:7], v[98:99]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v34, v73, v34, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v6, v98, v6, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v11, v6, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v7, v99, v7, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v11, v6, v11, s22
	v_and_b32_sdwa v10, v7, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v11, 16, v11
	v_cmp_o_f32_e64 s[12:13], v6, v6
	v_add3_u32 v10, v7, v10, s22
	v_lshrrev_b32_e32 v10, 16, v10
	v_cndmask_b32_e64 v11, v73, v11, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v7, v7
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[6:7], v[70:71], v[18:19] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[6:7], s[20:21], v[6:7], v[96:97]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v10, v73, v10, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v6, v96, v6, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v19, v6, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v7, v97, v7, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v19, v6, v19, s22
	v_and_b32_sdwa v18, v7, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[12:13], v6, v6
	v_add3_u32 v18, v7, v18, s22
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[4:5], v[70:71], v[4:5] op_sel_hi:[0,1]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v19, v73, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v7, v7
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[6:7], v[70:71], v[12:13] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[6:7], s[20:21], v[6:7], v[94:95]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_lshrrev_b32_e32 v18, 16, v18
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v6, v94, v6, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v13, v6, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v7, v95, v7, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v13, v6, v13, s22
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[4:5], s[20:21], v[4:5], v[92:93]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v18, v73, v18, s[12:13]
	v_and_b32_sdwa v12, v7, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v13, 16, v13
	v_cmp_o_f32_e64 s[12:13], v6, v6
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v4, v92, v4, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v12, v7, v12, s22
	v_cndmask_b32_e64 v6, v73, v13, s[12:13]
	v_and_b32_sdwa v13, v4, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v12, 16, v12
	v_cmp_o_f32_e64 s[12:13], v7, v7
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v5, v93, v5, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v13, v4, v13, s22
	v_cndmask_b32_e64 v7, v73, v12, s[12:13]
	v_and_b32_sdwa v12, v5, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v13, 16, v13
	v_cmp_o_f32_e64 s[12:13], v4, v4
	v_add3_u32 v12, v5, v12, s22
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[2:3], v[70:71], v[2:3] op_sel_hi:[0,1]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v13, v73, v13, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v5, v5
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[4:5], v[70:71], v[14:15] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[4:5], s[20:21], v[4:5], v[90:91]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_lshrrev_b32_e32 v12, 16, v12
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v4, v90, v4, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v15, v4, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v5, v91, v5, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v15, v4, v15, s22
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[2:3], s[20:21], v[2:3], v[88:89]
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e64 v12, v73, v12, s[12:13]
	v_and_b32_sdwa v14, v5, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v15, 16, v15
	v_cmp_o_f32_e64 s[12:13], v4, v4
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v2, v88, v2, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v14, v5, v14, s22
	v_cndmask_b32_e64 v15, v73, v15, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v5, v5
	v_and_b32_sdwa v5, v2, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v14, 16, v14
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v3, v89, v3, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v5, v2, v5, s22
	v_cndmask_b32_e64 v14, v73, v14, s[12:13]
	v_and_b32_sdwa v4, v3, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v5, 16, v5
	v_cmp_o_f32_e64 s[12:13], v2, v2
	v_add3_u32 v4, v3, v4, s22
	v_lshrrev_b32_e32 v4, 16, v4
	v_cndmask_b32_e64 v72, v73, v5, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v3, v3
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[2:3], v[70:71], v[16:17] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[2:3], s[20:21], v[2:3], v[86:87]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cndmask_b32_e64 v82, v73, v4, s[12:13]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v2, v86, v2, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_and_b32_sdwa v5, v2, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v3, v87, v3, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_add3_u32 v5, v2, v5, s22
	v_and_b32_sdwa v4, v3, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v5, 16, v5
	v_cmp_o_f32_e32 vcc, v2, v2
	v_add3_u32 v4, v3, v4, s22
	.loc	1 23 9 is_stmt 0                ; wg.py:23:9
	v_lshlrev_b32_e32 v2, 13, v236
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e32 v16, v73, v5, vcc
	v_cmp_o_f32_e32 vcc, v3, v3
	.loc	1 23 9                          ; wg.py:23:9
	v_lshlrev_b32_e32 v3, 4, v0
	v_and_b32_e32 v3, 0x270, v3
	v_and_or_b32 v0, v0, 24, s30
	s_lshl_b32 s12, s34, 5
	v_xor_b32_e32 v0, v0, v3
	.loc	1 23 66                         ; wg.py:23:66
	v_lshrrev_b32_e32 v4, 16, v4
	.loc	1 23 9                          ; wg.py:23:9
	v_add3_u32 v0, s12, v2, v0
	s_mov_b32 s12, 0x5040100
	.loc	1 23 66                         ; wg.py:23:66
	v_cndmask_b32_e32 v17, v73, v4, vcc
	.loc	1 23 9                          ; wg.py:23:9
	v_perm_b32 v3, v57, v56, s12
	v_perm_b32 v2, v67, v71, s12
	v_perm_b32 v5, v68, v69, s12
	v_perm_b32 v4, v58, v59, s12
	s_barrier
	ds_write2_b64 v0, v[2:3], v[4:5] offset1:16
	v_perm_b32 v3, v76, v77, s12
	v_perm_b32 v2, v74, v75, s12
	v_perm_b32 v5, v44, v45, s12
	v_perm_b32 v4, v60, v61, s12
	ds_write2_b64 v0, v[2:3], v[4:5] offset0:32 offset1:48
	v_perm_b32 v3, v52, v53, s12
	v_perm_b32 v2, v78, v79, s12
	v_perm_b32 v5, v46, v47, s12
	v_perm_b32 v4, v62, v63, s12
	ds_write2_b64 v0, v[2:3], v[4:5] offset0:128 offset1:144
	v_perm_b32 v3, v50, v51, s12
	v_perm_b32 v2, v80, v81, s12
	v_perm_b32 v5, v43, v42, s12
	v_perm_b32 v4, v64, v65, s12
	ds_write2_b64 v0, v[2:3], v[4:5] offset0:160 offset1:176
	v_perm_b32 v3, v34, v35, s12
	v_perm_b32 v2, v39, v38, s12
	v_perm_b32 v5, v10, v11, s12
	v_perm_b32 v4, v48, v49, s12
	v_add_u32_e32 v0, 0x1000, v0
	ds_write2_b64 v0, v[2:3], v[4:5] offset1:16
	v_perm_b32 v3, v18, v19, s12
	v_perm_b32 v2, v36, v37, s12
	v_perm_b32 v5, v7, v6, s12
	v_perm_b32 v4, v27, v26, s12
	ds_write2_b64 v0, v[2:3], v[4:5] offset0:32 offset1:48
	v_perm_b32 v3, v12, v13, s12
	v_perm_b32 v2, v28, v29, s12
	v_perm_b32 v5, v14, v15, s12
	v_perm_b32 v4, v21, v20, s12
	ds_write2_b64 v0, v[2:3], v[4:5] offset0:128 offset1:144
	v_perm_b32 v3, v82, v72, s12
	v_perm_b32 v2, v30, v31, s12
	v_perm_b32 v5, v17, v16, s12
	v_perm_b32 v4, v32, v33, s12
	ds_write2_b64 v0, v[2:3], v[4:5] offset0:160 offset1:176
	v_lshlrev_b32_e32 v0, 2, v235
	.loc	1 18 13 is_stmt 1               ; wg.py:18:13
	v_lshlrev_b32_e32 v55, 3, v238
	.loc	1 23 9                          ; wg.py:23:9
	v_and_b32_e32 v0, 0x780, v0
	v_lshlrev_b32_e32 v1, 8, v237
	v_or3_b32 v34, v0, v1, v55
	v_add_u32_e32 v0, 0, v34
	v_xad_u32 v4, v34, 16, 0
	v_xad_u32 v10, v34, 32, 0
	v_xad_u32 v14, v34, 48, 0
	v_xad_u32 v18, v34, 64, 0
	v_xor_b32_e32 v26, 0x50, v34
	v_xor_b32_e32 v30, 0x60, v34
	v_xor_b32_e32 v34, 0x70, v34
	v_add_u32_e32 v26, 0, v26
	v_add_u32_e32 v30, 0, v30
	v_add_u32_e32 v34, 0, v34
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[0:3], v0 offset1:4
	ds_read2st64_b64 v[4:7], v4 offset0:16 offset1:20
	ds_read2st64_b64 v[10:13], v10 offset0:32 offset1:36
	ds_read2st64_b64 v[14:17], v14 offset0:48 offset1:52
	ds_read2st64_b64 v[18:21], v18 offset0:64 offset1:68
	ds_read2st64_b64 v[26:29], v26 offset0:80 offset1:84
	ds_read2st64_b64 v[30:33], v30 offset0:96 offset1:100
	ds_read2st64_b64 v[34:37], v34 offset0:112 offset1:116
	v_add_lshl_u32 v38, v9, v54, 1
	v_bfrev_b32_e32 v46, 1
	.loc	1 23 93 is_stmt 0               ; wg.py:23:93
	s_and_b64 vcc, s[2:3], s[16:17]
	.loc	1 23 9                          ; wg.py:23:9
	s_and_b32 s29, s29, 0xffff
	s_mov_b32 s31, 0x27000
	s_mov_b32 s30, 0x7ffffffe
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v42, v4, v0, s12
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v43, v14, v10, s12
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v44, v26, v18, s12
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v45, v34, v30, s12
	v_cndmask_b32_e32 v38, v46, v38, vcc
	s_mov_b32 s13, 0x7060302
	buffer_store_dwordx4 v[42:45], v38, s[28:31], 0 offen
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 vcc, s[2:3], s[14:15]
	.loc	1 23 9                          ; wg.py:23:9
	v_perm_b32 v38, v6, v2, s13
	v_perm_b32 v42, v4, v0, s13
	v_add_lshl_u32 v0, v9, v41, 1
	v_perm_b32 v43, v14, v10, s13
	v_perm_b32 v44, v26, v18, s13
	v_perm_b32 v45, v34, v30, s13
	v_cndmask_b32_e32 v0, v46, v0, vcc
	buffer_store_dwordx4 v[42:45], v0, s[28:31], 0 offen
	v_add_lshl_u32 v0, v9, v40, 1
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 vcc, s[2:3], s[18:19]
	.loc	1 23 9                          ; wg.py:23:9
	v_perm_b32 v42, v6, v2, s12
	v_perm_b32 v43, v16, v12, s12
	v_perm_b32 v44, v28, v20, s12
	v_perm_b32 v45, v36, v32, s12
	v_cndmask_b32_e32 v0, v46, v0, vcc
	buffer_store_dwordx4 v[42:45], v0, s[28:31], 0 offen
	v_add_lshl_u32 v0, v9, v25, 1
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 vcc, s[2:3], s[10:11]
	.loc	1 23 9                          ; wg.py:23:9
	v_perm_b32 v39, v16, v12, s13
	v_perm_b32 v40, v28, v20, s13
	v_perm_b32 v41, v36, v32, s13
	v_cndmask_b32_e32 v0, v46, v0, vcc
	buffer_store_dwordx4 v[38:41], v0, s[28:31], 0 offen
	v_add_lshl_u32 v0, v9, v24, 1
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 vcc, s[2:3], s[8:9]
	.loc	1 23 9                          ; wg.py:23:9
	v_perm_b32 v38, v5, v1, s12
	v_perm_b32 v39, v15, v11, s12
	v_perm_b32 v40, v27, v19, s12
	v_perm_b32 v41, v35, v31, s12
	v_cndmask_b32_e32 v0, v46, v0, vcc
	buffer_store_dwordx4 v[38:41], v0, s[28:31], 0 offen
	v_add_lshl_u32 v0, v9, v23, 1
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 vcc, s[2:3], s[6:7]
	.loc	1 23 9                          ; wg.py:23:9
	v_perm_b32 v24, v5, v1, s13
	v_perm_b32 v25, v15, v11, s13
	v_perm_b32 v26, v27, v19, s13
	v_perm_b32 v27, v35, v31, s13
	v_cndmask_b32_e32 v0, v46, v0, vcc
	buffer_store_dwordx4 v[24:27], v0, s[28:31], 0 offen
	v_add_lshl_u32 v0, v9, v22, 1
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 vcc, s[2:3], s[4:5]
	.loc	1 23 9                          ; wg.py:23:9
	v_perm_b32 v24, v7, v3, s12
	v_perm_b32 v25, v17, v13, s12
	v_perm_b32 v26, v29, v21, s12
	v_perm_b32 v27, v37, v33, s12
	v_cndmask_b32_e32 v0, v46, v0, vcc
	v_add_lshl_u32 v4, v9, v8, 1
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 vcc, s[2:3], s[0:1]
	.loc	1 23 9                          ; wg.py:23:9
	buffer_store_dwordx4 v[24:27], v0, s[28:31], 0 offen
	v_perm_b32 v0, v7, v3, s13
	v_perm_b32 v1, v17, v13, s13
	v_perm_b32 v2, v29, v21, s13
	v_perm_b32 v3, v37, v33, s13
	v_cndmask_b32_e32 v4, v46, v4, vcc
	buffer_store_dwordx4 v[0:3], v4, s[28:31], 0 offen
	.loc	1 4 1 is_stmt 1                 ; wg.py:4:1
	s_endpgm
.Ltmp13:
.Lfunc_end0:
	.size	wgrad, .Lfunc_end0-wgrad
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wgrad
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 56
		.amdhsa_accum_offset 256
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
	.set .Lwgrad.num_vgpr, 256
	.set .Lwgrad.num_agpr, 0
	.set .Lwgrad.numbered_sgpr, 56
	.set .Lwgrad.num_named_barrier, 0
	.set .Lwgrad.private_seg_size, 32
	.set .Lwgrad.uses_vcc, 1
	.set .Lwgrad.uses_flat_scratch, 0
	.set .Lwgrad.has_dyn_sized_stack, 0
	.set .Lwgrad.has_recursion, 0
	.set .Lwgrad.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 15568
; TotalNumSgprs: 62
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 256
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 63
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
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.ascii	"\341\177"                      ; DW_AT_APPLE_optimized
	.byte	25                              ; DW_FORM_flag_present
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x58 DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x32 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x14 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.quad	.Ltmp1                          ; DW_AT_low_pc
	.long	.Ltmp2-.Ltmp1                   ; DW_AT_high_pc
	.byte	1                               ; DW_AT_call_file
	.byte	8                               ; DW_AT_call_line
	.byte	11                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x55:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	15                              ; DW_AT_call_line
	.byte	23                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"wg.py"                         ; string offset=7 ; wg.py
.Linfo_string2:
	.asciz	"/tmp/proto"                    ; string offset=13 ; /tmp/proto
.Linfo_string3:
	.asciz	"wgrad"                         ; string offset=24 ; wgrad
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 512
    .name:           wgrad
    .private_segment_fixed_size: 32
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         wgrad.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 7
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
