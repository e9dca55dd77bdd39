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
	s_ashr_i32 s34, s2, 7
.Ltmp2:
	.loc	1 9 10 is_stmt 1                ; wg.py:9:10
	s_abs_i32 s2, s34
	v_cvt_f32_u32_e32 v1, s2
	s_mov_b64 s[22:23], s[10:11]
	s_sub_i32 s10, 0, s2
	s_mov_b64 s[28:29], s[6:7]
	v_rcp_f32_e32 v1, v1
	s_abs_i32 s7, s16
	.loc	1 18 13                         ; wg.py:18:13
	v_readfirstlane_b32 s18, v0
	.loc	1 9 10                          ; wg.py:9:10
	s_xor_b32 s6, s16, s34
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 25 9                          ; wg.py:25:9
	s_and_b32 s3, s18, 0x1c0
	.loc	1 9 10                          ; wg.py:9:10
	s_ashr_i32 s6, s6, 31
	.loc	1 11 25                         ; wg.py:11:25
	v_and_or_b32 v18, v0, 63, s3
	.loc	1 9 10                          ; wg.py:9:10
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s10, s10, s11
	s_mul_hi_u32 s10, s11, s10
	s_add_i32 s11, s11, s10
	s_mul_hi_u32 s10, s7, s11
	s_mul_i32 s11, s10, s2
	s_sub_i32 s7, s7, s11
	s_add_i32 s11, s10, 1
	s_sub_i32 s17, s7, s2
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s10, s11, s10
	s_cselect_b32 s7, s17, s7
	s_add_i32 s11, s10, 1
	s_cmp_ge_u32 s7, s2
	s_cselect_b32 s2, s11, s10
	s_xor_b32 s2, s2, s6
	s_sub_i32 s2, s2, s6
	.loc	1 10 10                         ; wg.py:10:10
	s_mul_i32 s6, s2, s34
	.loc	1 11 10                         ; wg.py:11:10
	s_lshl_b32 s30, s2, 8
	.loc	1 11 25 is_stmt 0               ; wg.py:11:25
	s_lshr_b32 s2, s18, 2
.Ltmp3:
	.loc	2 43 13 is_stmt 1               ; standard.py:43:13 @[ wg.py:15:23 ]
	s_add_i32 s19, s14, 0x7f
.Ltmp4:
	.loc	1 11 25                         ; wg.py:11:25
	s_and_b32 s24, s2, 0x60
.Ltmp5:
	.loc	2 43 12                         ; standard.py:43:12 @[ wg.py:15:23 ]
	s_ashr_i32 s2, s19, 31
	s_lshr_b32 s2, s2, 25
.Ltmp6:
	.loc	1 10 10                         ; wg.py:10:10
	s_sub_i32 s35, s16, s6
.Ltmp7:
	.loc	2 43 12                         ; standard.py:43:12 @[ wg.py:15:23 ]
	s_add_i32 s2, s19, s2
.Ltmp8:
	.loc	1 12 10                         ; wg.py:12:10
	s_lshl_b32 s31, s35, 7
	.loc	1 11 25                         ; wg.py:11:25
	v_and_b32_e32 v1, 15, v0
.Ltmp9:
	.loc	2 43 12                         ; standard.py:43:12 @[ wg.py:15:23 ]
	s_ashr_i32 s45, s2, 7
.Ltmp10:
	.loc	1 12 25                         ; wg.py:12:25
	v_lshrrev_b32_e32 v159, 4, v18
	.loc	1 11 25                         ; wg.py:11:25
	v_lshlrev_b32_e32 v2, 4, v1
	.loc	1 15 5                          ; wg.py:15:5
	s_cmpk_gt_i32 s19, 0x7f
	s_cselect_b64 vcc, -1, 0
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[2:3], s14, v159
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_mad_u64_u32 v[148:149], s[6:7], v159, s15, v[2:3]
	v_add_u32_e32 v3, s30, v148
	.loc	1 17 13                         ; wg.py:17:13
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_bfrev_b32_e32 v19, 1
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 17 13                         ; wg.py:17:13
	s_and_b32 s37, s37, 0xffff
	s_mov_b32 s38, s6
	s_mov_b32 s39, s7
	v_cndmask_b32_e64 v3, v19, v3, s[2:3]
	buffer_load_dwordx4 v[14:17], v3, s[36:39], 0 offen
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v34, 32, v159
	v_or_b32_e32 v149, 64, v159
	v_or_b32_e32 v35, 0x60, v159
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[2:3], s14, v34
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_mad_u64_u32 v[150:151], s[20:21], v34, s15, v[2:3]
	v_mad_u64_u32 v[152:153], s[20:21], v149, s15, v[2:3]
	v_mad_u64_u32 v[154:155], s[20:21], v35, s15, v[2:3]
	v_add_u32_e32 v2, s30, v150
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[10:11], s14, v149
	.loc	1 17 13 is_stmt 0               ; wg.py:17:13
	v_cndmask_b32_e64 v2, v19, v2, s[2:3]
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[16:17], s14, v35
	.loc	1 17 21                         ; wg.py:17:21
	v_add_u32_e32 v6, s30, v152
	.loc	1 17 13                         ; wg.py:17:13
	buffer_load_dwordx4 v[2:5], v2, s[36:39], 0 offen
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[2:3], vcc, s[10:11]
	.loc	1 17 21                         ; wg.py:17:21
	v_add_u32_e32 v7, s30, v154
	.loc	1 17 13 is_stmt 0               ; wg.py:17:13
	v_cndmask_b32_e64 v20, v19, v6, s[2:3]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[2:3], vcc, s[16:17]
	.loc	1 17 13                         ; wg.py:17:13
	v_cndmask_b32_e64 v21, v19, v7, s[2:3]
	buffer_load_dwordx4 v[10:13], v20, s[36:39], 0 offen
	buffer_load_dwordx4 v[6:9], v21, s[36:39], 0 offen
	.loc	1 12 25                         ; wg.py:12:25
	v_lshrrev_b32_e32 v21, 2, v18
	.loc	1 17 13                         ; wg.py:17:13
	v_lshlrev_b32_e32 v18, 4, v18
	v_and_or_b32 v23, v159, 15, v18
	v_xor_b32_e32 v24, 2, v23
	s_load_dword s44, s[0:1], 0x38
	v_add_u32_e32 v167, 0, v23
	v_add_u32_e32 v168, 0, v24
	.loc	1 12 25                         ; wg.py:12:25
	v_and_b32_e32 v22, 7, v0
	v_and_b32_e32 v166, 0x7e, v21
	v_lshlrev_b32_e32 v20, 4, v22
	v_or_b32_e32 v21, 1, v21
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[0:1], s14, v166
	.loc	1 18 21                         ; wg.py:18:21
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v18, v166, s44
	v_mul_lo_u32 v21, v21, s44
	v_add3_u32 v169, v18, v20, s31
	.loc	1 15 5                          ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 18 21                         ; wg.py:18:21
	v_add3_u32 v170, v21, v20, s31
	.loc	1 18 13 is_stmt 0               ; wg.py:18:13
	s_and_b32 s5, s5, 0xffff
	v_cndmask_b32_e64 v24, v19, v169, s[0:1]
	v_cndmask_b32_e64 v25, v19, v170, s[0:1]
	s_mov_b32 s0, 0x5010400
	s_mov_b32 s1, 0x7030602
	.loc	1 12 25 is_stmt 1               ; wg.py:12:25
	v_and_b32_e32 v153, 32, v0
	.loc	1 11 25                         ; wg.py:11:25
	v_and_or_b32 v151, v0, 31, s24
	v_or_b32_e32 v232, 0x80, v151
	.loc	1 15 5                          ; wg.py:15:5
	s_cmpk_gt_i32 s19, 0xff
	.loc	1 17 13                         ; wg.py:17:13
	s_waitcnt vmcnt(2)
	ds_write_b8 v167, v2 offset:8192
	s_waitcnt vmcnt(1)
	ds_write_b8 v167, v10 offset:16384
	s_waitcnt vmcnt(0)
	ds_write_b8 v167, v6 offset:24576
	ds_write_b8 v167, v14
	v_lshrrev_b32_e32 v26, 8, v14
	ds_write_b8_d16_hi v168, v14
	v_lshrrev_b32_e32 v27, 24, v14
	v_xor_b32_e32 v14, 4, v23
	v_add_u32_e32 v171, 0, v14
	v_xor_b32_e32 v14, 6, v23
	v_add_u32_e32 v172, 0, v14
	v_xor_b32_e32 v14, 8, v23
	v_add_u32_e32 v173, 0, v14
	v_xor_b32_e32 v14, 10, v23
	v_add_u32_e32 v174, 0, v14
	v_xor_b32_e32 v14, 12, v23
	v_add_u32_e32 v175, 0, v14
	v_xor_b32_e32 v14, 14, v23
	v_add_u32_e32 v176, 0, v14
	ds_write_b8 v171, v15
	v_lshrrev_b32_e32 v28, 8, v15
	ds_write_b8_d16_hi v172, v15
	v_lshrrev_b32_e32 v29, 24, v15
	ds_write_b8 v173, v16
	v_lshrrev_b32_e32 v30, 8, v16
	ds_write_b8_d16_hi v174, v16
	v_lshrrev_b32_e32 v31, 24, v16
	ds_write_b8 v175, v17
	v_lshrrev_b32_e32 v32, 8, v17
	ds_write_b8_d16_hi v176, v17
	v_lshrrev_b32_e32 v33, 24, v17
	.loc	1 18 13                         ; wg.py:18:13
	buffer_load_dwordx4 v[14:17], v24, s[4:7], 0 offen
	buffer_load_dwordx4 v[18:21], v25, s[4:7], 0 offen
	.loc	1 17 13                         ; wg.py:17:13
	v_xor_b32_e32 v24, 1, v23
	v_add_u32_e32 v177, 0, v24
	v_lshrrev_b32_e32 v24, 8, v2
	ds_write_b8 v177, v24 offset:8192
	v_lshrrev_b32_e32 v24, 8, v10
	ds_write_b8 v177, v24 offset:16384
	v_lshrrev_b32_e32 v24, 8, v6
	ds_write_b8 v177, v24 offset:24576
	ds_write_b8_d16_hi v168, v2 offset:8192
	ds_write_b8_d16_hi v168, v10 offset:16384
	ds_write_b8_d16_hi v168, v6 offset:24576
	v_xor_b32_e32 v24, 3, v23
	v_add_u32_e32 v178, 0, v24
	v_lshrrev_b32_e32 v2, 24, v2
	ds_write_b8 v178, v2 offset:8192
	v_lshrrev_b32_e32 v2, 24, v10
	ds_write_b8 v178, v2 offset:16384
	v_lshrrev_b32_e32 v2, 24, v6
	ds_write_b8 v178, v2 offset:24576
	ds_write_b8 v171, v3 offset:8192
	ds_write_b8 v171, v11 offset:16384
	ds_write_b8 v171, v7 offset:24576
	v_xor_b32_e32 v2, 5, v23
	v_add_u32_e32 v179, 0, v2
	v_lshrrev_b32_e32 v2, 8, v3
	ds_write_b8 v179, v2 offset:8192
	v_lshrrev_b32_e32 v2, 8, v11
	ds_write_b8 v179, v2 offset:16384
	v_lshrrev_b32_e32 v2, 8, v7
	ds_write_b8 v179, v2 offset:24576
	ds_write_b8_d16_hi v172, v3 offset:8192
	ds_write_b8_d16_hi v172, v11 offset:16384
	ds_write_b8_d16_hi v172, v7 offset:24576
	v_xor_b32_e32 v2, 7, v23
	v_add_u32_e32 v180, 0, v2
	v_lshrrev_b32_e32 v2, 24, v3
	ds_write_b8 v180, v2 offset:8192
	v_lshrrev_b32_e32 v2, 24, v11
	ds_write_b8 v180, v2 offset:16384
	v_lshrrev_b32_e32 v2, 24, v7
	ds_write_b8 v180, v2 offset:24576
	ds_write_b8 v173, v4 offset:8192
	ds_write_b8 v173, v12 offset:16384
	ds_write_b8 v173, v8 offset:24576
	v_xor_b32_e32 v2, 9, v23
	v_add_u32_e32 v181, 0, v2
	v_lshrrev_b32_e32 v2, 8, v4
	ds_write_b8 v181, v2 offset:8192
	v_lshrrev_b32_e32 v2, 8, v12
	ds_write_b8 v181, v2 offset:16384
	v_lshrrev_b32_e32 v2, 8, v8
	ds_write_b8 v181, v2 offset:24576
	ds_write_b8_d16_hi v174, v4 offset:8192
	ds_write_b8_d16_hi v174, v12 offset:16384
	ds_write_b8_d16_hi v174, v8 offset:24576
	v_xor_b32_e32 v2, 11, v23
	v_add_u32_e32 v182, 0, v2
	v_lshrrev_b32_e32 v2, 24, v4
	ds_write_b8 v182, v2 offset:8192
	v_lshrrev_b32_e32 v2, 24, v12
	ds_write_b8 v182, v2 offset:16384
	v_lshrrev_b32_e32 v2, 24, v8
	ds_write_b8 v182, v2 offset:24576
	ds_write_b8 v175, v5 offset:8192
	ds_write_b8 v175, v13 offset:16384
	ds_write_b8 v175, v9 offset:24576
	v_xor_b32_e32 v2, 13, v23
	v_add_u32_e32 v183, 0, v2
	v_lshrrev_b32_e32 v2, 8, v5
	ds_write_b8 v183, v2 offset:8192
	v_lshrrev_b32_e32 v2, 8, v13
	ds_write_b8 v183, v2 offset:16384
	v_lshrrev_b32_e32 v2, 8, v9
	ds_write_b8 v183, v2 offset:24576
	ds_write_b8_d16_hi v176, v5 offset:8192
	ds_write_b8_d16_hi v176, v13 offset:16384
	ds_write_b8_d16_hi v176, v9 offset:24576
	v_xor_b32_e32 v2, 15, v23
	v_add_u32_e32 v184, 0, v2
	v_lshrrev_b32_e32 v2, 24, v5
	ds_write_b8 v184, v2 offset:8192
	v_lshrrev_b32_e32 v2, 24, v13
	ds_write_b8 v184, v2 offset:16384
	v_lshrrev_b32_e32 v2, 24, v9
	.loc	1 18 13                         ; wg.py:18:13
	v_lshlrev_b32_e32 v10, 3, v22
	.loc	1 17 13                         ; wg.py:17:13
	ds_write_b8 v184, v2 offset:24576
	.loc	1 18 13                         ; wg.py:18:13
	v_xor_b32_e32 v10, v166, v10
	v_mov_b32_e32 v11, 8
	v_lshl_or_b32 v10, v22, 11, v10
	v_add_u32_e32 v185, 0, v10
	.loc	1 17 13                         ; wg.py:17:13
	ds_write_b8 v177, v26
	ds_write_b8 v178, v27
	ds_write_b8 v179, v28
	ds_write_b8 v180, v29
	ds_write_b8 v181, v30
	ds_write_b8 v182, v31
	ds_write_b8 v183, v32
	ds_write_b8 v184, v33
	.loc	1 18 13                         ; wg.py:18:13
	s_waitcnt vmcnt(0)
	v_perm_b32 v2, v18, v14, s0
	v_lshrrev_b32_sdwa v12, v11, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_perm_b32 v4, v19, v15, s0
	v_or_b32_sdwa v12, v2, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	ds_write_b16 v185, v12 offset:32768
	v_xor_b32_e32 v12, 8, v10
	v_perm_b32 v6, v20, v16, s0
	v_perm_b32 v8, v21, v17, s0
	s_movk_i32 s0, 0xff
	v_add_u32_e32 v186, 0, v12
	v_lshrrev_b32_e32 v12, 24, v2
	v_lshlrev_b16_e32 v12, 8, v12
	v_and_b32_sdwa v2, v2, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_e32 v2, v2, v12
	v_perm_b32 v3, v18, v14, s1
	ds_write_b16 v186, v2 offset:32896
	v_xor_b32_e32 v2, 16, v10
	v_add_u32_e32 v187, 0, v2
	v_lshrrev_b32_sdwa v2, v11, v3 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_perm_b32 v5, v19, v15, s1
	v_or_b32_sdwa v2, v3, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	ds_write_b16 v187, v2 offset:33024
	v_xor_b32_e32 v2, 24, v10
	v_add_u32_e32 v188, 0, v2
	v_lshrrev_b32_e32 v2, 24, v3
	v_lshlrev_b16_e32 v2, 8, v2
	v_and_b32_sdwa v3, v3, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_e32 v2, v3, v2
	ds_write_b16 v188, v2 offset:33152
	v_xor_b32_e32 v2, 32, v10
	v_add_u32_e32 v189, 0, v2
	v_lshrrev_b32_sdwa v2, v11, v4 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_sdwa v3, v4, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v4, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	ds_write_b16 v189, v2 offset:33280
	v_xor_b32_e32 v2, 40, v10
	v_add_u32_e32 v190, 0, v2
	v_lshrrev_b32_e32 v2, 24, v4
	v_lshlrev_b16_e32 v2, 8, v2
	v_or_b32_e32 v2, v3, v2
	ds_write_b16 v190, v2 offset:33408
	v_xor_b32_e32 v2, 48, v10
	v_add_u32_e32 v191, 0, v2
	v_lshrrev_b32_sdwa v2, v11, v5 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_sdwa v3, v5, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v5, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	ds_write_b16 v191, v2 offset:33536
	v_xor_b32_e32 v2, 56, v10
	v_add_u32_e32 v192, 0, v2
	v_lshrrev_b32_e32 v2, 24, v5
	v_lshlrev_b16_e32 v2, 8, v2
	v_or_b32_e32 v2, v3, v2
	ds_write_b16 v192, v2 offset:33664
	v_xor_b32_e32 v2, 64, v10
	v_add_u32_e32 v193, 0, v2
	v_lshrrev_b32_sdwa v2, v11, v6 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_sdwa v3, v6, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v6, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	ds_write_b16 v193, v2 offset:33792
	v_xor_b32_e32 v2, 0x48, v10
	v_add_u32_e32 v194, 0, v2
	v_lshrrev_b32_e32 v2, 24, v6
	v_lshlrev_b16_e32 v2, 8, v2
	v_or_b32_e32 v2, v3, v2
	v_perm_b32 v7, v20, v16, s1
	ds_write_b16 v194, v2 offset:33920
	v_xor_b32_e32 v2, 0x50, v10
	v_add_u32_e32 v195, 0, v2
	v_lshrrev_b32_sdwa v2, v11, v7 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_sdwa v3, v7, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v7, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	ds_write_b16 v195, v2 offset:34048
	v_xor_b32_e32 v2, 0x58, v10
	v_add_u32_e32 v196, 0, v2
	v_lshrrev_b32_e32 v2, 24, v7
	v_lshlrev_b16_e32 v2, 8, v2
	v_or_b32_e32 v2, v3, v2
	ds_write_b16 v196, v2 offset:34176
	v_xor_b32_e32 v2, 0x60, v10
	v_add_u32_e32 v197, 0, v2
	v_lshrrev_b32_sdwa v2, v11, v8 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_sdwa v3, v8, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v8, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	ds_write_b16 v197, v2 offset:34304
	v_xor_b32_e32 v2, 0x68, v10
	v_add_u32_e32 v198, 0, v2
	v_lshrrev_b32_e32 v2, 24, v8
	v_lshlrev_b16_e32 v2, 8, v2
	v_or_b32_e32 v2, v3, v2
	v_perm_b32 v9, v21, v17, s1
	ds_write_b16 v198, v2 offset:34432
	v_xor_b32_e32 v2, 0x70, v10
	v_add_u32_e32 v199, 0, v2
	v_lshrrev_b32_sdwa v2, v11, v9 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_sdwa v3, v9, s0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v9, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	ds_write_b16 v199, v2 offset:34560
	v_xor_b32_e32 v2, 0x78, v10
	v_add_u32_e32 v200, 0, v2
	v_lshrrev_b32_e32 v2, 24, v9
	v_lshlrev_b16_e32 v2, 8, v2
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v3, 16, v0
	v_lshrrev_b32_e32 v10, 2, v153
	ds_write_b16 v200, v2 offset:34688
	.loc	1 15 5                          ; wg.py:15:5
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 18 13                         ; wg.py:18:13
	v_mul_u32_u24_e32 v4, 0x88, v1
	.loc	1 19 14                         ; wg.py:19:14
	s_and_b32 s41, s9, 0xffff
	s_mov_b32 s40, s8
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[42:43], s[6:7]
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 14 is_stmt 0                ; wg.py:0:14
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $sgpr40_sgpr41
.LBB0_3:                                ; %Flow
	s_and_b32 s33, s18, 64
	s_add_i32 s45, s45, -1
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_or_b32_e32 v155, s30, v151
	v_or_b32_e32 v157, s30, v232
	s_cmp_lg_u32 s0, 1
	v_cmp_eq_u32_e64 s[0:1], 0, v153
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	s_cmp_eq_u32 s33, 0
	v_bfe_i32 v0, v0, 4, 1
	s_cselect_b32 s2, 0, 0x1010
	v_mov_b32_e32 v2, 0x808
	v_and_b32_e32 v0, 0x808, v0
	v_mul_u32_u24_e32 v11, 0x88, v1
	v_or_b32_e32 v1, s2, v10
	v_cndmask_b32_e64 v2, v2, 0, s[0:1]
	v_xor_b32_e32 v0, v1, v0
	v_xor_b32_e32 v2, v151, v2
	v_xor_b32_e32 v0, v0, v11
	scratch_store_dword off, v153, off offset:8 ; 4-byte Folded Spill
	scratch_store_dword off, v3, off offset:4 ; 4-byte Folded Spill
	v_xor_b32_e32 v3, 1, v2
	v_xor_b32_e32 v4, 2, v2
	v_xor_b32_e32 v5, 3, v2
	v_xor_b32_e32 v6, 4, v2
	v_xor_b32_e32 v7, 5, v2
	v_xor_b32_e32 v8, 6, v2
	v_xor_b32_e32 v9, 7, v2
	scratch_store_dword off, v10, off       ; 4-byte Folded Spill
	scratch_store_dword off, v11, off offset:16 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, 16, v0
	v_xor_b32_e32 v10, 32, v0
	v_xor_b32_e32 v11, 48, v0
	v_xor_b32_e32 v12, 64, v0
	v_xor_b32_e32 v13, 0x50, v0
	v_xor_b32_e32 v14, 0x60, v0
	v_xor_b32_e32 v15, 0x70, v0
	v_xor_b32_e32 v16, 0x2020, v0
	v_xor_b32_e32 v17, 0x2030, v0
	v_xor_b32_e32 v18, 0x2010, v0
	v_xor_b32_e32 v19, 0x2060, v0
	v_xor_b32_e32 v20, 0x2070, v0
	v_xor_b32_e32 v21, 0x2040, v0
	v_xor_b32_e32 v22, 0x2050, v0
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	s_and_b32 s9, s9, 0xffff
	v_mov_b32_e32 v138, 0
	s_mov_b32 s46, 0
	s_mov_b64 s[42:43], s[10:11]
	s_mov_b64 s[40:41], s[8:9]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_max_i32 s47, s45, 1
	s_mov_b32 s38, s6
	s_mov_b32 s39, s7
	v_add_u32_e32 v201, 0, v2
	v_add_u32_e32 v202, 0, v3
	v_add_u32_e32 v203, 0, v4
	v_add_u32_e32 v204, 0, v5
	v_add_u32_e32 v205, 0, v6
	v_add_u32_e32 v206, 0, v7
	v_add_u32_e32 v207, 0, v8
	v_add_u32_e32 v208, 0, v9
	v_add_u32_e32 v209, 0, v0
	v_add_u32_e32 v210, 0, v1
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
	s_mov_b32 s48, 0xc0c0004
	s_mov_b32 s49, 0x5010400
	s_mov_b32 s50, 0x7030602
	s_movk_i32 s51, 0xff
	v_mov_b32_e32 v139, v138
	v_mov_b32_e32 v146, v138
	v_mov_b32_e32 v147, v138
	v_mov_b32_e32 v144, v138
	v_mov_b32_e32 v145, v138
	v_mov_b32_e32 v142, v138
	v_mov_b32_e32 v143, v138
	v_mov_b32_e32 v140, v138
	v_mov_b32_e32 v141, v138
	v_mov_b32_e32 v136, v138
	v_mov_b32_e32 v137, v138
	v_mov_b32_e32 v134, v138
	v_mov_b32_e32 v135, v138
	v_mov_b32_e32 v132, v138
	v_mov_b32_e32 v133, v138
	v_mov_b32_e32 v130, v138
	v_mov_b32_e32 v131, v138
	v_mov_b32_e32 v128, v138
	v_mov_b32_e32 v129, v138
	v_mov_b32_e32 v126, v138
	v_mov_b32_e32 v127, v138
	v_mov_b32_e32 v124, v138
	v_mov_b32_e32 v125, v138
	v_mov_b32_e32 v122, v138
	v_mov_b32_e32 v123, v138
	v_mov_b32_e32 v120, v138
	v_mov_b32_e32 v121, v138
	v_mov_b32_e32 v118, v138
	v_mov_b32_e32 v119, v138
	v_mov_b32_e32 v116, v138
	v_mov_b32_e32 v117, v138
	v_mov_b32_e32 v114, v138
	v_mov_b32_e32 v115, v138
	v_mov_b32_e32 v112, v138
	v_mov_b32_e32 v113, v138
	v_mov_b32_e32 v110, v138
	v_mov_b32_e32 v111, v138
	v_mov_b32_e32 v108, v138
	v_mov_b32_e32 v109, v138
	v_mov_b32_e32 v106, v138
	v_mov_b32_e32 v107, v138
	v_mov_b32_e32 v104, v138
	v_mov_b32_e32 v105, v138
	v_mov_b32_e32 v102, v138
	v_mov_b32_e32 v103, v138
	v_mov_b32_e32 v100, v138
	v_mov_b32_e32 v101, v138
	v_mov_b32_e32 v98, v138
	v_mov_b32_e32 v99, v138
	v_mov_b32_e32 v96, v138
	v_mov_b32_e32 v97, v138
	v_mov_b32_e32 v94, v138
	v_mov_b32_e32 v95, v138
	v_mov_b32_e32 v92, v138
	v_mov_b32_e32 v93, v138
	v_mov_b32_e32 v90, v138
	v_mov_b32_e32 v91, v138
	v_mov_b32_e32 v88, v138
	v_mov_b32_e32 v89, v138
	v_mov_b32_e32 v86, v138
	v_mov_b32_e32 v87, v138
	v_mov_b32_e32 v84, v138
	v_mov_b32_e32 v85, v138
	scratch_store_dword off, v151, off offset:12 ; 4-byte Folded Spill
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s52, s46, 1
	.loc	1 16 14                         ; wg.py:16:14
	s_lshl_b32 s16, s52, 7
	.loc	1 17 21                         ; wg.py:17:21
	s_mul_i32 s53, s16, s15
	.loc	1 19 31                         ; wg.py:19:31
	s_mul_i32 s2, s46, s12
	.loc	1 20 31                         ; wg.py:20:31
	s_mul_i32 s3, s46, s34
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v2, s16, v159
	v_or_b32_e32 v3, s16, v34
	v_or_b32_e32 v4, s16, v149
	v_or_b32_e32 v5, s16, v35
	.loc	1 17 21                         ; wg.py:17:21
	s_add_i32 s53, s53, s30
	.loc	1 19 14                         ; wg.py:19:14
	v_add_lshl_u32 v0, s2, v155, 2
	v_add_lshl_u32 v1, s2, v157, 2
	.loc	1 20 22                         ; wg.py:20:22
	s_add_i32 s26, s3, s35
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v6, s16, v166
	.loc	1 18 21                         ; wg.py:18:21
	s_mul_i32 s54, s16, s44
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[2:3], s14, v2
	v_cmp_gt_i32_e64 s[24:25], s14, v3
	v_cmp_gt_i32_e64 s[16:17], s14, v4
	v_cmp_gt_i32_e64 s[18:19], s14, v5
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_add_u32_e32 v2, s53, v148
	v_add_u32_e32 v3, s53, v150
	v_add_u32_e32 v4, s53, v152
	v_add_u32_e32 v5, s53, v154
	v_bfrev_b32_e32 v8, 1
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[20:21], s14, v6
	v_add_u32_e32 v6, s54, v169
	.loc	1 18 21 is_stmt 1               ; wg.py:18:21
	v_add_u32_e32 v7, s54, v170
	.loc	1 17 13                         ; wg.py:17:13
	v_cndmask_b32_e64 v2, v8, v2, s[2:3]
	v_cndmask_b32_e64 v3, v8, v3, s[24:25]
	v_cndmask_b32_e64 v4, v8, v4, s[16:17]
	v_cndmask_b32_e64 v5, v8, v5, s[18:19]
	.loc	1 18 13                         ; wg.py:18:13
	v_cndmask_b32_e64 v225, v8, v6, s[20:21]
	v_cndmask_b32_e64 v224, v8, v7, s[20:21]
	.loc	1 17 13                         ; wg.py:17:13
	buffer_load_dwordx4 v[76:79], v2, s[36:39], 0 offen
	buffer_load_dwordx4 v[72:75], v3, s[36:39], 0 offen
	buffer_load_dwordx4 v[68:71], v4, s[36:39], 0 offen
	buffer_load_dwordx4 v[64:67], v5, s[36:39], 0 offen
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 19 14                         ; wg.py:19:14
	buffer_load_dword v158, v0, s[8:11], 0 offen
	buffer_load_dword v156, v1, s[8:11], 0 offen
	.loc	1 21 16                         ; wg.py:21:16
	ds_read_u8 v0, v206 offset:1280
	ds_read_u8 v1, v205 offset:1024
	ds_read_u8 v2, v208 offset:1792
	ds_read_u8 v3, v207 offset:1536
	ds_read_u8 v4, v202 offset:256
	ds_read_u8 v5, v201
	ds_read_u8 v6, v204 offset:768
	ds_read_u8 v7, v203 offset:512
	v_mov_b32_e32 v153, v34
	ds_read_u8 v34, v206 offset:1408
	ds_read_u8 v250, v206 offset:5376
	v_mov_b32_e32 v151, v35
	ds_read_u8 v35, v205 offset:1152
	ds_read_u8 v36, v208 offset:1920
	ds_read_u8 v37, v207 offset:1664
	ds_read_u8 v38, v202 offset:384
	ds_read_u8 v39, v201 offset:128
	ds_read_u8 v40, v204 offset:896
	ds_read_u8 v41, v203 offset:640
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v0, v1, v0, s48
	s_waitcnt lgkmcnt(13)
	v_perm_b32 v1, v3, v2, s48
	s_waitcnt lgkmcnt(11)
	v_perm_b32 v2, v5, v4, s48
	s_waitcnt lgkmcnt(9)
	v_perm_b32 v3, v7, v6, s48
	v_lshl_or_b32 v33, v1, 16, v0
	v_lshl_or_b32 v32, v3, 16, v2
	.loc	1 18 13                         ; wg.py:18:13
	ds_read2st64_b64 v[80:83], v209 offset0:64 offset1:80
	ds_read_b64 v[162:163], v210 offset:32768
	ds_read_b64 v[246:247], v211 offset:32768
	ds_read_b64 v[244:245], v212 offset:32768
	ds_read_b64 v[240:241], v213 offset:32768
	ds_read_b64 v[236:237], v214 offset:32768
	ds_read_b64 v[232:233], v215 offset:32768
	ds_read_b64 v[226:227], v216 offset:32768
	ds_read_b64 v[160:161], v217 offset:32768
	ds_read_b64 v[164:165], v218 offset:32768
	ds_read_b64 v[242:243], v219 offset:32768
	ds_read_b64 v[238:239], v220 offset:32768
	ds_read_b64 v[234:235], v221 offset:32768
	ds_read_b64 v[230:231], v222 offset:32768
	ds_read_b64 v[228:229], v223 offset:32768
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(14)
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[80:81], v[32:33], 0
	.loc	1 20 14                         ; wg.py:20:14
	s_ashr_i32 s27, s26, 31
	s_lshl_b64 s[26:27], s[26:27], 2
	s_add_u32 s20, s22, s26
	s_addc_u32 s21, s23, s27
	s_load_dword s2, s[20:21], 0x0
	s_mov_b32 s46, s52
	.loc	1 15 5                          ; wg.py:15:5
	s_cmp_lg_u32 s52, s47
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[160:161], v[32:33], 0
	v_perm_b32 v32, v35, v34, s48
	v_perm_b32 v33, v37, v36, s48
	v_perm_b32 v34, v39, v38, s48
	v_perm_b32 v35, v41, v40, s48
	v_lshl_or_b32 v249, v33, 16, v32
	v_lshl_or_b32 v248, v35, 16, v34
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[80:81], v[248:249], 0
	ds_read_u8 v80, v205 offset:5120
	ds_read_u8 v81, v208 offset:5888
	ds_read_u8 v251, v207 offset:5632
	ds_read_u8 v252, v202 offset:4352
	ds_read_u8 v253, v201 offset:4096
	ds_read_u8 v254, v204 offset:4864
	ds_read_u8 v255, v203 offset:4608
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v80, v80, v250, s48
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v81, v251, v81, s48
	v_lshl_or_b32 v81, v81, 16, v80
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v250, v255, v254, s48
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[160:161], v[248:249], 0
	v_perm_b32 v249, v253, v252, s48
	ds_read_u8 v248, v206 offset:5504
	ds_read_u8 v161, v206 offset:9472
	v_lshl_or_b32 v80, v250, 16, v249
	ds_read_u8 v249, v205 offset:5248
	ds_read_u8 v250, v208 offset:6016
	ds_read_u8 v251, v207 offset:5760
	ds_read_u8 v252, v202 offset:4480
	ds_read_u8 v253, v201 offset:4224
	ds_read_u8 v254, v204 offset:4992
	ds_read_u8 v255, v203 offset:4736
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[162:163], v[80:81], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[164:165], v[80:81], v[16:31]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v80, v249, v248, s48
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v81, v251, v250, s48
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v248, v253, v252, s48
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v249, v255, v254, s48
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v249, 16, v248
	ds_read_u8 v248, v205 offset:9216
	ds_read_u8 v249, v208 offset:9984
	ds_read_u8 v250, v207 offset:9728
	ds_read_u8 v251, v202 offset:8448
	ds_read_u8 v252, v201 offset:8192
	ds_read_u8 v253, v204 offset:8960
	ds_read_u8 v254, v203 offset:8704
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[162:163], v[80:81], v[32:47]
	ds_read_u8 v255, v206 offset:9600
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[164:165], v[80:81], v[48:63]
	s_waitcnt lgkmcnt(7)
	v_perm_b32 v80, v248, v161, s48
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v81, v250, v249, s48
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v161, v252, v251, s48
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v248, v254, v253, s48
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v248, 16, v161
	ds_read_u8 v161, v205 offset:9344
	ds_read_u8 v248, v208 offset:10112
	ds_read_u8 v249, v207 offset:9856
	ds_read_u8 v250, v202 offset:8576
	ds_read_u8 v251, v201 offset:8320
	ds_read_u8 v252, v204 offset:9088
	ds_read_u8 v253, v203 offset:8832
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[246:247], v[80:81], v[0:15]
	ds_read_u8 v254, v206 offset:13568
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[82:83], v[80:81], v[16:31]
	s_waitcnt lgkmcnt(7)
	v_perm_b32 v80, v161, v255, s48
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v81, v249, v248, s48
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v161, v251, v250, s48
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v248, v253, v252, s48
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v248, 16, v161
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[246:247], v[80:81], v[32:47]
	ds_read_u8 v161, v205 offset:13312
	ds_read_u8 v246, v208 offset:14080
	ds_read_u8 v247, v207 offset:13824
	ds_read_u8 v248, v202 offset:12544
	ds_read_u8 v249, v201 offset:12288
	ds_read_u8 v250, v204 offset:13056
	ds_read_u8 v251, v203 offset:12800
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[82:83], v[80:81], v[48:63]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v80, v161, v254, s48
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v81, v247, v246, s48
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v83, v249, v248, s48
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v161, v251, v250, s48
	ds_read_u8 v82, v206 offset:13696
	ds_read_u8 v251, v206 offset:17664
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v161, 16, v83
	ds_read_u8 v83, v205 offset:13440
	ds_read_u8 v161, v208 offset:14208
	ds_read_u8 v246, v207 offset:13952
	ds_read_u8 v247, v202 offset:12672
	ds_read_u8 v248, v201 offset:12416
	ds_read_u8 v249, v204 offset:13184
	ds_read_u8 v250, v203 offset:12928
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[244:245], v[80:81], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[242:243], v[80:81], v[16:31]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v80, v83, v82, s48
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v81, v246, v161, s48
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v82, v248, v247, s48
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v83, v250, v249, s48
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v83, 16, v82
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[244:245], v[80:81], v[32:47]
	ds_read_u8 v82, v205 offset:17408
	ds_read_u8 v83, v208 offset:18176
	ds_read_u8 v161, v207 offset:17920
	ds_read_u8 v244, v202 offset:16640
	ds_read_u8 v245, v201 offset:16384
	ds_read_u8 v246, v204 offset:17152
	ds_read_u8 v247, v203 offset:16896
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[242:243], v[80:81], v[48:63]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v80, v82, v251, s48
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v81, v161, v83, s48
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v82, v245, v244, s48
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v83, v247, v246, s48
	ds_read_u8 v242, v206 offset:17792
	ds_read_u8 v247, v206 offset:21760
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v83, 16, v82
	ds_read_u8 v82, v205 offset:17536
	ds_read_u8 v83, v208 offset:18304
	ds_read_u8 v161, v207 offset:18048
	ds_read_u8 v243, v202 offset:16768
	ds_read_u8 v244, v201 offset:16512
	ds_read_u8 v245, v204 offset:17280
	ds_read_u8 v246, v203 offset:17024
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[240:241], v[80:81], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[238:239], v[80:81], v[16:31]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v80, v82, v242, s48
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v81, v161, v83, s48
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v82, v244, v243, s48
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v83, v246, v245, s48
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v83, 16, v82
	s_nop 1
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[240:241], v[80:81], v[32:47]
	ds_read_u8 v82, v205 offset:21504
	ds_read_u8 v83, v208 offset:22272
	ds_read_u8 v161, v207 offset:22016
	ds_read_u8 v240, v202 offset:20736
	ds_read_u8 v241, v201 offset:20480
	ds_read_u8 v242, v204 offset:21248
	ds_read_u8 v243, v203 offset:20992
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[238:239], v[80:81], v[48:63]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v80, v82, v247, s48
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v81, v161, v83, s48
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v82, v241, v240, s48
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v83, v243, v242, s48
	ds_read_u8 v238, v206 offset:21888
	ds_read_u8 v243, v206 offset:25856
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v83, 16, v82
	ds_read_u8 v82, v205 offset:21632
	ds_read_u8 v83, v208 offset:22400
	ds_read_u8 v161, v207 offset:22144
	ds_read_u8 v239, v202 offset:20864
	ds_read_u8 v240, v201 offset:20608
	ds_read_u8 v241, v204 offset:21376
	ds_read_u8 v242, v203 offset:21120
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[236:237], v[80:81], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[234:235], v[80:81], v[16:31]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v80, v82, v238, s48
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v81, v161, v83, s48
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v82, v240, v239, s48
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v83, v242, v241, s48
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v83, 16, v82
	.loc	1 17 13                         ; wg.py:17:13
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e32 v240, 8, v65
	.loc	1 21 16                         ; wg.py:21:16
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[236:237], v[80:81], v[32:47]
	ds_read_u8 v82, v205 offset:25600
	ds_read_u8 v83, v208 offset:26368
	ds_read_u8 v161, v207 offset:26112
	ds_read_u8 v236, v202 offset:24832
	ds_read_u8 v237, v201 offset:24576
	ds_read_u8 v238, v204 offset:25344
	ds_read_u8 v239, v203 offset:25088
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[234:235], v[80:81], v[48:63]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v80, v82, v243, s48
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v81, v161, v83, s48
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v82, v237, v236, s48
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v83, v239, v238, s48
	ds_read_u8 v234, v206 offset:25984
	ds_read_u8 v239, v206 offset:29952
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v83, 16, v82
	ds_read_u8 v82, v205 offset:25728
	ds_read_u8 v83, v208 offset:26496
	ds_read_u8 v161, v207 offset:26240
	ds_read_u8 v235, v202 offset:24960
	ds_read_u8 v236, v201 offset:24704
	ds_read_u8 v237, v204 offset:25472
	ds_read_u8 v238, v203 offset:25216
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[232:233], v[80:81], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[230:231], v[80:81], v[16:31]
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v80, v82, v234, s48
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v81, v161, v83, s48
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v82, v236, v235, s48
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v83, v238, v237, s48
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v83, 16, v82
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v237, 8, v77
	v_lshrrev_b32_e32 v238, 8, v73
	.loc	1 21 16                         ; wg.py:21:16
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[232:233], v[80:81], v[32:47]
	ds_read_u8 v82, v205 offset:29696
	ds_read_u8 v83, v208 offset:30464
	ds_read_u8 v161, v207 offset:30208
	ds_read_u8 v232, v202 offset:28928
	ds_read_u8 v233, v201 offset:28672
	ds_read_u8 v234, v204 offset:29440
	ds_read_u8 v235, v203 offset:29184
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[230:231], v[80:81], v[48:63]
	ds_read_u8 v230, v206 offset:30080
	s_waitcnt lgkmcnt(7)
	v_perm_b32 v80, v82, v239, s48
	s_waitcnt lgkmcnt(5)
	v_perm_b32 v81, v161, v83, s48
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v82, v233, v232, s48
	s_waitcnt lgkmcnt(1)
	v_perm_b32 v83, v235, v234, s48
	ds_read_u8 v161, v205 offset:29824
	ds_read_u8 v231, v208 offset:30592
	ds_read_u8 v232, v207 offset:30336
	ds_read_u8 v233, v202 offset:29056
	ds_read_u8 v234, v201 offset:28800
	ds_read_u8 v235, v204 offset:29568
	ds_read_u8 v236, v203 offset:29312
	v_lshl_or_b32 v81, v81, 16, v80
	v_lshl_or_b32 v80, v83, 16, v82
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v161, v161, v230, s48
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v230, v234, v233, s48
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[226:227], v[80:81], v[0:15]
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v239, 8, v69
	.loc	1 21 16                         ; wg.py:21:16
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[228:229], v[80:81], v[16:31]
	.loc	1 18 13                         ; wg.py:18:13
	buffer_load_dwordx4 v[80:83], v225, s[4:7], 0 offen
	.loc	1 21 16                         ; wg.py:21:16
	v_perm_b32 v225, v232, v231, s48
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v232, v236, v235, s48
	v_lshl_or_b32 v231, v225, 16, v161
	v_lshl_or_b32 v230, v232, 16, v230
	s_waitcnt vmcnt(2)
	s_nop 1
	v_pk_mul_f32 v[8:9], v[158:159], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[234:235], v[158:159], v[6:7] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[226:227], v[230:231], v[32:47]
	.loc	1 18 13                         ; wg.py:18:13
	buffer_load_dwordx4 v[224:227], v224, s[4:7], 0 offen
	.loc	1 21 16                         ; wg.py:21:16
	v_mul_f32_e64 v10, v158, v10
	v_mul_f32_e64 v11, v158, v11
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_fma_f32 v140, s2, v8, v140
	v_fma_f32 v141, s2, v9, v141
	v_mov_b32_e32 v8, 8
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[232:233], v[158:159], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[158:159], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[158:159], v[14:15] op_sel_hi:[0,1]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[228:229], v[230:231], v[48:63]
	v_mul_f32_e64 v228, v158, v0
	v_mul_f32_e64 v229, v158, v1
	v_mul_f32_e64 v230, v158, v2
	v_mul_f32_e64 v231, v158, v3
	v_mul_f32_e64 v16, v158, v16
	v_mul_f32_e64 v17, v158, v17
	v_pk_mul_f32 v[18:19], v[158:159], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[158:159], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[158:159], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[158:159], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[158:159], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[158:159], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[158:159], v[30:31] op_sel_hi:[0,1]
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[136:137], s[2:3], v[10:11], v[136:137] op_sel_hi:[0,1,1]
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[32:33], v[156:157], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[156:157], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[156:157], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[156:157], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[156:157], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[156:157], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[156:157], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[156:157], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[156:157], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[156:157], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[156:157], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[156:157], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[156:157], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[156:157], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[156:157], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[156:157], v[62:63] op_sel_hi:[0,1]
	.loc	1 17 13 is_stmt 1               ; wg.py:17:13
	v_lshrrev_b32_e32 v156, 8, v76
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[134:135], s[2:3], v[12:13], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[132:133], s[2:3], v[14:15], v[132:133] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[130:131], s[2:3], v[16:17], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[128:129], s[2:3], v[18:19], v[128:129] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[126:127], s[2:3], v[20:21], v[126:127] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[124:125], s[2:3], v[22:23], v[124:125] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[122:123], s[2:3], v[24:25], v[122:123] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], s[2:3], v[26:27], v[120:121] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], s[2:3], v[28:29], v[118:119] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[116:117], s[2:3], v[30:31], v[116:117] op_sel_hi:[0,1,1]
	.loc	1 17 13                         ; wg.py:17:13
	s_barrier
	ds_write_b8 v167, v76
	ds_write_b8 v167, v72 offset:8192
	ds_write_b8 v167, v68 offset:16384
	ds_write_b8 v167, v64 offset:24576
	v_lshrrev_b32_e32 v158, 8, v72
	v_lshrrev_b32_e32 v161, 8, v68
	v_lshrrev_b32_e32 v236, 8, v64
	ds_write_b8_d16_hi v168, v76
	ds_write_b8_d16_hi v168, v72 offset:8192
	ds_write_b8_d16_hi v168, v68 offset:16384
	ds_write_b8_d16_hi v168, v64 offset:24576
	v_lshrrev_b32_e32 v76, 24, v76
	v_lshrrev_b32_e32 v72, 24, v72
	v_lshrrev_b32_e32 v68, 24, v68
	v_lshrrev_b32_e32 v64, 24, v64
	ds_write_b8 v171, v77
	ds_write_b8 v171, v73 offset:8192
	ds_write_b8 v171, v69 offset:16384
	ds_write_b8 v171, v65 offset:24576
	ds_write_b8_d16_hi v172, v77
	ds_write_b8_d16_hi v172, v73 offset:8192
	ds_write_b8_d16_hi v172, v69 offset:16384
	ds_write_b8_d16_hi v172, v65 offset:24576
	v_lshrrev_b32_e32 v77, 24, v77
	v_lshrrev_b32_e32 v73, 24, v73
	v_lshrrev_b32_e32 v69, 24, v69
	v_lshrrev_b32_e32 v65, 24, v65
	ds_write_b8 v173, v78
	ds_write_b8 v173, v74 offset:8192
	ds_write_b8 v173, v70 offset:16384
	ds_write_b8 v173, v66 offset:24576
	ds_write_b8_d16_hi v174, v78
	ds_write_b8 v175, v79
	ds_write_b8_d16_hi v176, v79
	ds_write_b8_d16_hi v174, v74 offset:8192
	ds_write_b8 v175, v75 offset:8192
	ds_write_b8_d16_hi v176, v75 offset:8192
	ds_write_b8_d16_hi v174, v70 offset:16384
	ds_write_b8 v175, v71 offset:16384
	ds_write_b8_d16_hi v176, v71 offset:16384
	ds_write_b8_d16_hi v174, v66 offset:24576
	ds_write_b8 v175, v67 offset:24576
	ds_write_b8_d16_hi v176, v67 offset:24576
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[138:139], s[2:3], v[228:229], v[138:139] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], s[2:3], v[230:231], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[144:145], s[2:3], v[232:233], v[144:145] op_sel_hi:[0,1,1]
	.loc	1 18 13                         ; wg.py:18:13
	s_waitcnt vmcnt(0)
	v_perm_b32 v7, v224, v80, s49
	v_perm_b32 v6, v224, v80, s50
	v_perm_b32 v5, v225, v81, s49
	v_perm_b32 v4, v225, v81, s50
	v_perm_b32 v3, v226, v82, s49
	v_perm_b32 v2, v226, v82, s50
	v_perm_b32 v1, v227, v83, s49
	v_perm_b32 v0, v227, v83, s50
	v_lshrrev_b32_sdwa v9, v8, v7 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v10, 24, v7
	v_and_b32_sdwa v11, v7, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_sdwa v12, v8, v6 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v13, 24, v6
	v_lshrrev_b32_sdwa v15, v8, v5 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v16, 24, v5
	v_lshrrev_b32_sdwa v18, v8, v4 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v19, 24, v4
	v_lshrrev_b32_sdwa v21, v8, v3 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v22, 24, v3
	v_lshrrev_b32_sdwa v24, v8, v2 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v25, 24, v2
	v_lshrrev_b32_sdwa v27, v8, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v28, 24, v1
	v_lshrrev_b32_sdwa v8, v8, v0 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshrrev_b32_e32 v30, 24, v0
	v_or_b32_sdwa v7, v7, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v9, 8, v10
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v80, 8, v78
	v_lshrrev_b32_e32 v78, 24, v78
	v_lshrrev_b32_e32 v81, 8, v79
	v_lshrrev_b32_e32 v79, 24, v79
	v_lshrrev_b32_e32 v82, 8, v74
	v_lshrrev_b32_e32 v74, 24, v74
	v_lshrrev_b32_e32 v83, 8, v75
	v_lshrrev_b32_e32 v75, 24, v75
	v_lshrrev_b32_e32 v224, 8, v70
	v_lshrrev_b32_e32 v70, 24, v70
	v_lshrrev_b32_e32 v225, 8, v71
	v_lshrrev_b32_e32 v71, 24, v71
	v_lshrrev_b32_e32 v226, 8, v66
	v_lshrrev_b32_e32 v66, 24, v66
	v_lshrrev_b32_e32 v227, 8, v67
	v_lshrrev_b32_e32 v67, 24, v67
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[142:143], s[2:3], v[234:235], v[142:143] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[114:115], s[2:3], v[32:33], v[114:115] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[112:113], s[2:3], v[34:35], v[112:113] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v35, v151
	v_mov_b32_e32 v34, v153
	v_pk_fma_f32 v[110:111], s[2:3], v[36:37], v[110:111] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], s[2:3], v[38:39], v[108:109] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], s[2:3], v[40:41], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105], s[2:3], v[42:43], v[104:105] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], s[2:3], v[44:45], v[102:103] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101], s[2:3], v[46:47], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[98:99], s[2:3], v[48:49], v[98:99] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], s[2:3], v[50:51], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[94:95], s[2:3], v[52:53], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], s[2:3], v[54:55], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], s[2:3], v[56:57], v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[88:89], s[2:3], v[58:59], v[88:89] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], s[2:3], v[60:61], v[86:87] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[84:85], s[2:3], v[62:63], v[84:85] op_sel_hi:[0,1,1]
	.loc	1 17 13                         ; wg.py:17:13
	ds_write_b8 v177, v156
	ds_write_b8 v177, v158 offset:8192
	ds_write_b8 v177, v161 offset:16384
	ds_write_b8 v177, v236 offset:24576
	ds_write_b8 v178, v76
	ds_write_b8 v178, v72 offset:8192
	ds_write_b8 v178, v68 offset:16384
	ds_write_b8 v178, v64 offset:24576
	ds_write_b8 v179, v237
	ds_write_b8 v179, v238 offset:8192
	ds_write_b8 v179, v239 offset:16384
	ds_write_b8 v179, v240 offset:24576
	ds_write_b8 v180, v77
	ds_write_b8 v180, v73 offset:8192
	ds_write_b8 v180, v69 offset:16384
	ds_write_b8 v180, v65 offset:24576
	ds_write_b8 v181, v80
	ds_write_b8 v181, v82 offset:8192
	ds_write_b8 v181, v224 offset:16384
	ds_write_b8 v181, v226 offset:24576
	ds_write_b8 v182, v78
	ds_write_b8 v182, v74 offset:8192
	ds_write_b8 v182, v70 offset:16384
	ds_write_b8 v182, v66 offset:24576
	ds_write_b8 v183, v81
	ds_write_b8 v183, v83 offset:8192
	ds_write_b8 v183, v225 offset:16384
	ds_write_b8 v183, v227 offset:24576
	ds_write_b8 v184, v79
	ds_write_b8 v184, v75 offset:8192
	ds_write_b8 v184, v71 offset:16384
	ds_write_b8 v184, v67 offset:24576
	.loc	1 18 13                         ; wg.py:18:13
	v_and_b32_sdwa v14, v6, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v17, v5, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v20, v4, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v23, v3, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v26, v2, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v29, v1, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_and_b32_sdwa v31, v0, s51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v6, v6, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v10, 8, v13
	v_or_b32_sdwa v5, v5, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v12, 8, v16
	v_or_b32_sdwa v4, v4, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v13, 8, v19
	v_lshlrev_b16_e32 v15, 8, v22
	v_lshlrev_b16_e32 v16, 8, v25
	v_lshlrev_b16_e32 v18, 8, v28
	v_or_b32_sdwa v0, v0, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v8, 8, v30
	ds_write_b16 v185, v7 offset:32768
	v_or_b32_e32 v7, v11, v9
	v_or_b32_sdwa v3, v3, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v1, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_e32 v9, v14, v10
	v_or_b32_e32 v10, v17, v12
	v_or_b32_e32 v11, v20, v13
	v_or_b32_e32 v12, v23, v15
	v_or_b32_e32 v13, v26, v16
	v_or_b32_e32 v14, v29, v18
	v_or_b32_e32 v8, v31, v8
	ds_write_b16 v186, v7 offset:32896
	ds_write_b16 v187, v6 offset:33024
	ds_write_b16 v188, v9 offset:33152
	ds_write_b16 v189, v5 offset:33280
	ds_write_b16 v190, v10 offset:33408
	ds_write_b16 v191, v4 offset:33536
	ds_write_b16 v192, v11 offset:33664
	ds_write_b16 v193, v3 offset:33792
	ds_write_b16 v194, v12 offset:33920
	ds_write_b16 v195, v2 offset:34048
	ds_write_b16 v196, v13 offset:34176
	ds_write_b16 v197, v1 offset:34304
	ds_write_b16 v198, v14 offset:34432
	ds_write_b16 v199, v0 offset:34560
	ds_write_b16 v200, v8 offset:34688
	.loc	1 15 5                          ; wg.py:15:5
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %._crit_edge.loopexit
	.loc	1 0 5 is_stmt 0                 ; wg.py:0:5
	scratch_load_dword v10, off, off        ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:4 ; 4-byte Folded Reload
	scratch_load_dword v153, off, off offset:8 ; 4-byte Folded Reload
	scratch_load_dword v4, off, off offset:16 ; 4-byte Folded Reload
	scratch_load_dword v151, off, off offset:12 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v232, 0x80, v151
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v87, 0
	v_mov_b32_e32 v86, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v95, 0
	v_mov_b32_e32 v94, 0
	v_mov_b32_e32 v97, 0
	v_mov_b32_e32 v96, 0
	v_mov_b32_e32 v99, 0
	v_mov_b32_e32 v98, 0
	v_mov_b32_e32 v101, 0
	v_mov_b32_e32 v100, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v107, 0
	v_mov_b32_e32 v106, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v113, 0
	v_mov_b32_e32 v112, 0
	v_mov_b32_e32 v115, 0
	v_mov_b32_e32 v114, 0
	v_mov_b32_e32 v117, 0
	v_mov_b32_e32 v116, 0
	v_mov_b32_e32 v119, 0
	v_mov_b32_e32 v118, 0
	v_mov_b32_e32 v121, 0
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v123, 0
	v_mov_b32_e32 v122, 0
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v124, 0
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v129, 0
	v_mov_b32_e32 v128, 0
	v_mov_b32_e32 v131, 0
	v_mov_b32_e32 v130, 0
	v_mov_b32_e32 v133, 0
	v_mov_b32_e32 v132, 0
	v_mov_b32_e32 v135, 0
	v_mov_b32_e32 v134, 0
	v_mov_b32_e32 v137, 0
	v_mov_b32_e32 v136, 0
	v_mov_b32_e32 v141, 0
	v_mov_b32_e32 v140, 0
	v_mov_b32_e32 v143, 0
	v_mov_b32_e32 v142, 0
	v_mov_b32_e32 v145, 0
	v_mov_b32_e32 v144, 0
	v_mov_b32_e32 v147, 0
	v_mov_b32_e32 v146, 0
	v_mov_b32_e32 v139, 0
	v_mov_b32_e32 v138, 0
.LBB0_8:                                ; %._crit_edge
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_max_i32 s2, s45, 0
	.loc	1 18 13                         ; wg.py:18:13
	s_cmp_eq_u32 s33, 0
	.loc	1 19 31                         ; wg.py:19:31
	s_mul_i32 s3, s2, s12
	.loc	1 18 13                         ; wg.py:18:13
	s_cselect_b32 s4, 0, 0x1010
	.loc	1 19 22                         ; wg.py:19:22
	s_add_i32 s3, s30, s3
	.loc	1 20 14                         ; wg.py:20:14
	s_and_b64 s[6:7], vcc, exec
	.loc	1 19 14                         ; wg.py:19:14
	v_add_lshl_u32 v0, s3, v151, 2
	v_bfrev_b32_e32 v1, 1
	v_add_lshl_u32 v2, s3, v232, 2
	.loc	1 20 14                         ; wg.py:20:14
	s_cselect_b32 s3, 1, 0
	s_mov_b32 s14, 0
	.loc	1 19 14                         ; wg.py:19:14
	v_cndmask_b32_e32 v0, v1, v0, vcc
	.loc	1 20 14                         ; wg.py:20:14
	s_cmp_lg_u32 s3, 1
	.loc	1 19 14                         ; wg.py:19:14
	v_cndmask_b32_e32 v1, v1, v2, vcc
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	.loc	1 20 14                         ; wg.py:20:14
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	.loc	1 0 14 is_stmt 0                ; wg.py:0:14
	s_mul_i32 s2, s2, s34
	s_add_i32 s2, s35, s2
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s22, s2
	s_addc_u32 s3, s23, s3
	.loc	1 20 14                         ; wg.py:20:14
	s_load_dword s14, s[2:3], 0x0
.LBB0_10:
	.loc	1 0 14                          ; wg.py:0:14
	buffer_load_dword v68, v0, s[40:43], 0 offen
	buffer_load_dword v66, v1, s[40:43], 0 offen
	.loc	1 21 16 is_stmt 1               ; wg.py:21:16
	s_and_b64 s[2:3], vcc, exec
	s_cselect_b32 s2, 1, 0
	s_cmp_lg_u32 s2, 1
	s_cbranch_scc1 .LBB0_12
; %bb.11:
	.loc	1 0 16 is_stmt 0                ; wg.py:0:16
	v_mov_b32_e32 v0, 0x808
	v_cmp_eq_u32_e64 s[2:3], 0, v3
	v_or_b32_e32 v2, s4, v10
	s_nop 0
	v_cndmask_b32_e64 v1, v0, 0, s[2:3]
	v_xor_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v0, v0, 0, s[0:1]
	v_xor_b32_e32 v38, v1, v4
	v_xor_b32_e32 v0, v151, v0
	v_xor_b32_e32 v1, 0x50, v38
	v_xor_b32_e32 v2, 0x60, v38
	v_xor_b32_e32 v3, 0x70, v38
	v_xor_b32_e32 v4, 0x2020, v38
	v_add_u32_e32 v5, 0, v0
	v_xad_u32 v6, v0, 1, 0
	v_xad_u32 v7, v0, 2, 0
	v_xad_u32 v8, v0, 3, 0
	v_xad_u32 v9, v0, 4, 0
	v_xad_u32 v10, v0, 5, 0
	v_xad_u32 v11, v0, 6, 0
	v_xad_u32 v0, v0, 7, 0
	v_add_u32_e32 v1, 0, v1
	v_add_u32_e32 v12, 0, v38
	v_xad_u32 v13, v38, 16, 0
	v_xad_u32 v14, v38, 32, 0
	v_xad_u32 v15, v38, 48, 0
	v_xad_u32 v16, v38, 64, 0
	v_add_u32_e32 v2, 0, v2
	v_add_u32_e32 v3, 0, v3
	v_add_u32_e32 v4, 0, v4
	ds_read_u8 v17, v5
	ds_read_u8 v18, v5 offset:4096
	ds_read_u8 v19, v5 offset:8192
	ds_read_u8 v20, v5 offset:12288
	ds_read_u8 v52, v5 offset:12416
	ds_read_u8 v39, v5 offset:8320
	ds_read_u8 v40, v5 offset:4224
	ds_read_u8 v42, v5 offset:128
	ds_read_u8 v21, v5 offset:16384
	ds_read_u8 v22, v5 offset:20480
	ds_read_u8 v23, v5 offset:24576
	ds_read_u8 v24, v5 offset:28672
	ds_read_u8 v48, v5 offset:28800
	ds_read_u8 v49, v5 offset:24704
	ds_read_u8 v51, v5 offset:20608
	ds_read_u8 v54, v5 offset:16512
	ds_read_u8 v5, v6 offset:256
	ds_read_u8 v25, v6 offset:4352
	ds_read_u8 v26, v6 offset:8448
	ds_read_u8 v27, v6 offset:12544
	ds_read_u8 v58, v6 offset:12672
	ds_read_u8 v41, v6 offset:8576
	ds_read_u8 v43, v6 offset:4480
	ds_read_u8 v71, v6 offset:384
	ds_read_u8 v28, v6 offset:16640
	ds_read_u8 v29, v6 offset:20736
	ds_read_u8 v30, v6 offset:24832
	ds_read_u8 v31, v6 offset:28928
	ds_read_u8 v50, v6 offset:29056
	ds_read_u8 v53, v6 offset:24960
	ds_read_u8 v56, v6 offset:20864
	ds_read_u8 v59, v6 offset:16768
	ds_read_u8 v6, v7 offset:512
	ds_read_u8 v34, v7 offset:4608
	ds_read_u8 v36, v7 offset:8704
	ds_read_u8 v44, v7 offset:12800
	ds_read_u8 v67, v7 offset:12928
	ds_read_u8 v148, v7 offset:8832
	ds_read_u8 v150, v7 offset:4736
	ds_read_u8 v152, v7 offset:640
	ds_read_u8 v46, v7 offset:16896
	ds_read_u8 v154, v7 offset:20992
	ds_read_u8 v156, v7 offset:25088
	ds_read_u8 v166, v7 offset:29184
	ds_read_u8 v55, v7 offset:29312
	ds_read_u8 v57, v7 offset:25216
	ds_read_u8 v61, v7 offset:21120
	ds_read_u8 v69, v7 offset:17024
	ds_read_u8 v7, v8 offset:768
	ds_read_u8 v37, v8 offset:4864
	ds_read_u8 v45, v8 offset:8960
	ds_read_u8 v47, v8 offset:13056
	ds_read_u8 v170, v8 offset:13184
	ds_read_u8 v171, v8 offset:9088
	ds_read_u8 v172, v8 offset:4992
	ds_read_u8 v168, v8 offset:896
	ds_read_u8 v162, v8 offset:17152
	ds_read_u8 v164, v8 offset:21248
	ds_read_u8 v167, v8 offset:25344
	ds_read_u8 v169, v8 offset:29440
	ds_read_u8 v60, v8 offset:29568
	ds_read_u8 v70, v8 offset:25472
	ds_read_u8 v173, v8 offset:21376
	ds_read_u8 v174, v8 offset:17280
	ds_read_u8 v8, v9 offset:1024
	ds_read_u8 v35, v9 offset:5120
	ds_read_u8 v163, v9 offset:9216
	ds_read_u8 v165, v9 offset:13312
	ds_read_u8 v175, v9 offset:13440
	ds_read_u8 v176, v9 offset:9344
	ds_read_u8 v177, v9 offset:5248
	ds_read_u8 v178, v9 offset:1152
	ds_read_u8 v179, v9 offset:17408
	ds_read_u8 v180, v9 offset:21504
	ds_read_u8 v181, v9 offset:25600
	ds_read_u8 v182, v9 offset:29696
	ds_read_u8 v183, v9 offset:29824
	ds_read_u8 v184, v9 offset:25728
	ds_read_u8 v185, v9 offset:21632
	ds_read_u8 v186, v9 offset:17536
	ds_read_u8 v9, v10 offset:1280
	ds_read_u8 v187, v10 offset:5376
	ds_read_u8 v188, v10 offset:9472
	ds_read_u8 v189, v10 offset:13568
	ds_read_u8 v190, v10 offset:13696
	ds_read_u8 v191, v10 offset:9600
	ds_read_u8 v192, v10 offset:5504
	ds_read_u8 v193, v10 offset:1408
	ds_read_u8 v194, v10 offset:17664
	ds_read_u8 v195, v10 offset:21760
	ds_read_u8 v196, v10 offset:25856
	ds_read_u8 v197, v10 offset:29952
	ds_read_u8 v198, v10 offset:30080
	ds_read_u8 v199, v10 offset:25984
	ds_read_u8 v200, v10 offset:21888
	ds_read_u8 v201, v10 offset:17792
	ds_read_u8 v10, v11 offset:1536
	ds_read_u8 v202, v11 offset:5632
	ds_read_u8 v203, v11 offset:9728
	ds_read_u8 v204, v11 offset:13824
	ds_read_u8 v205, v11 offset:13952
	ds_read_u8 v206, v11 offset:9856
	ds_read_u8 v207, v11 offset:5760
	ds_read_u8 v208, v11 offset:1664
	ds_read_u8 v209, v11 offset:17920
	ds_read_u8 v210, v11 offset:22016
	ds_read_u8 v211, v11 offset:26112
	ds_read_u8 v212, v11 offset:30208
	ds_read_u8 v213, v11 offset:30336
	ds_read_u8 v214, v11 offset:26240
	ds_read_u8 v215, v11 offset:22144
	ds_read_u8 v216, v11 offset:18048
	ds_read_u8 v11, v0 offset:1792
	ds_read_u8 v217, v0 offset:5888
	ds_read_u8 v218, v0 offset:9984
	ds_read_u8 v219, v0 offset:14080
	ds_read_u8 v220, v0 offset:14208
	ds_read_u8 v221, v0 offset:10112
	ds_read_u8 v222, v0 offset:6016
	ds_read_u8 v223, v0 offset:1920
	ds_read_u8 v224, v0 offset:18176
	ds_read_u8 v225, v0 offset:22272
	ds_read_u8 v226, v0 offset:26368
	ds_read_u8 v227, v0 offset:30464
	ds_read_u8 v228, v0 offset:30592
	ds_read_u8 v229, v0 offset:26496
	ds_read_u8 v230, v0 offset:22400
	ds_read_u8 v231, v0 offset:18304
	ds_read2st64_b64 v[62:65], v12 offset0:64 offset1:80
	ds_read_b64 v[160:161], v13 offset:32768
	ds_read_b64 v[158:159], v14 offset:32768
	ds_read_b64 v[82:83], v15 offset:32768
	ds_read_b64 v[80:81], v16 offset:32768
	ds_read_b64 v[78:79], v1 offset:32768
	ds_read_b64 v[76:77], v2 offset:32768
	ds_read_b64 v[74:75], v3 offset:32768
	ds_read_b64 v[72:73], v4 offset:32768
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b16_e32 v0, 8, v11
	v_lshlrev_b16_e32 v1, 8, v9
	v_or_b32_sdwa v0, v10, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v8, v1
	v_or_b32_sdwa v33, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v7
	v_lshlrev_b16_e32 v1, 8, v5
	v_or_b32_sdwa v0, v6, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v17, v1
	v_or_b32_sdwa v32, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v217
	v_lshlrev_b16_e32 v1, 8, v187
	v_or_b32_sdwa v0, v202, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v35, v1
	v_or_b32_sdwa v35, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v37
	v_lshlrev_b16_e32 v1, 8, v25
	v_or_b32_sdwa v0, v34, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v18, v1
	v_or_b32_sdwa v34, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v218
	v_lshlrev_b16_e32 v1, 8, v188
	v_lshlrev_b16_e32 v16, 8, v219
	v_lshlrev_b16_e32 v17, 8, v189
	v_or_b32_sdwa v0, v203, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v163, v1
	v_or_b32_sdwa v16, v204, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v165, v17
	v_or_b32_sdwa v37, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v45
	v_or_b32_sdwa v45, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v47
	v_lshlrev_b16_e32 v17, 8, v27
	v_or_b32_sdwa v16, v44, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v20, v17
	v_or_b32_sdwa v44, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v224
	v_lshlrev_b16_e32 v17, 8, v194
	v_or_b32_sdwa v16, v209, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v179, v17
	v_or_b32_sdwa v47, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v162
	v_lshlrev_b16_e32 v17, 8, v28
	v_or_b32_sdwa v16, v46, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v21, v17
	v_or_b32_sdwa v46, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v225
	v_lshlrev_b16_e32 v17, 8, v195
	v_or_b32_sdwa v16, v210, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v180, v17
	v_or_b32_sdwa v163, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v164
	v_lshlrev_b16_e32 v17, 8, v29
	v_or_b32_sdwa v16, v154, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v22, v17
	v_or_b32_sdwa v162, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v226
	v_lshlrev_b16_e32 v17, 8, v196
	v_or_b32_sdwa v16, v211, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v181, v17
	v_or_b32_sdwa v165, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v167
	v_lshlrev_b16_e32 v17, 8, v30
	v_or_b32_sdwa v16, v156, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v23, v17
	v_or_b32_sdwa v164, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v227
	v_lshlrev_b16_e32 v17, 8, v197
	v_or_b32_sdwa v16, v212, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v182, v17
	v_or_b32_sdwa v167, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v169
	v_lshlrev_b16_e32 v17, 8, v31
	v_or_b32_sdwa v16, v166, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v24, v17
	v_or_b32_sdwa v166, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_xor_b32_e32 v16, 0x2030, v38
	v_lshlrev_b16_e32 v1, 8, v26
	v_add_u32_e32 v16, 0, v16
	v_or_b32_sdwa v0, v36, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v19, v1
	ds_read_b64 v[180:181], v16 offset:32768
	v_or_b32_sdwa v36, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[62:63], v[32:33], 0
	v_xor_b32_e32 v154, 0x2010, v38
	v_xor_b32_e32 v156, 0x2060, v38
	v_lshlrev_b16_e32 v58, 8, v58
	v_or_b32_e32 v52, v52, v58
	v_lshlrev_b16_e32 v58, 8, v201
	v_or_b32_e32 v58, v186, v58
	v_lshlrev_b16_e32 v50, 8, v50
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[72:73], v[32:33], 0
	v_xor_b32_e32 v32, 0x2070, v38
	v_add_u32_e32 v33, 0, v154
	v_add_u32_e32 v154, 0, v156
	v_add_u32_e32 v32, 0, v32
	ds_read_b64 v[188:189], v33 offset:32768
	ds_read_b64 v[194:195], v154 offset:32768
	ds_read_b64 v[196:197], v32 offset:32768
	v_xor_b32_e32 v32, 0x2040, v38
	v_xor_b32_e32 v33, 0x2050, v38
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[160:161], v[34:35], v[0:15]
	v_add_u32_e32 v32, 0, v32
	v_add_u32_e32 v33, 0, v33
	ds_read_b64 v[202:203], v32 offset:32768
	ds_read_b64 v[210:211], v33 offset:32768
	v_lshlrev_b16_e32 v32, 8, v223
	v_lshlrev_b16_e32 v33, 8, v193
	v_or_b32_sdwa v32, v208, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v33, v178, v33
	s_waitcnt lgkmcnt(5)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[180:181], v[34:35], v[16:31]
	v_or_b32_sdwa v169, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v168
	v_lshlrev_b16_e32 v33, 8, v71
	v_or_b32_sdwa v32, v152, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v33, v42, v33
	v_or_b32_sdwa v168, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v222
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[158:159], v[36:37], v[0:15]
	v_lshlrev_b16_e32 v33, 8, v192
	v_or_b32_sdwa v32, v207, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v33, v177, v33
	v_lshlrev_b16_e32 v71, 8, v220
	v_or_b32_e32 v48, v48, v50
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[64:65], v[36:37], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[82:83], v[44:45], v[0:15]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[188:189], v[44:45], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[80:81], v[46:47], v[0:15]
	s_waitcnt lgkmcnt(3)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[194:195], v[46:47], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[78:79], v[162:163], v[0:15]
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[196:197], v[162:163], v[16:31]
	v_or_b32_sdwa v163, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v172
	v_lshlrev_b16_e32 v33, 8, v43
	v_or_b32_sdwa v32, v150, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v33, v40, v33
	v_or_b32_sdwa v162, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v221
	v_lshlrev_b16_e32 v33, 8, v191
	v_or_b32_sdwa v32, v206, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v33, v176, v33
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[76:77], v[164:165], v[0:15]
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[202:203], v[164:165], v[16:31]
	v_or_b32_sdwa v165, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v171
	v_lshlrev_b16_e32 v33, 8, v41
	v_or_b32_sdwa v32, v148, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v33, v39, v33
	v_or_b32_sdwa v164, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[62:63], v[168:169], 0
	v_lshlrev_b16_e32 v63, 8, v190
	v_or_b32_sdwa v62, v205, v71 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v63, v175, v63
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[160:161], v[162:163], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[158:159], v[164:165], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[74:75], v[166:167], v[0:15]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[210:211], v[166:167], v[16:31]
	v_or_b32_sdwa v167, v62, v63 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v62, 8, v170
	v_or_b32_sdwa v62, v67, v62 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_or_b32_sdwa v166, v62, v52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v52, 8, v231
	v_or_b32_sdwa v52, v216, v52 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[82:83], v[166:167], v[32:47]
	v_or_b32_sdwa v161, v52, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v52, 8, v174
	v_lshlrev_b16_e32 v58, 8, v59
	v_or_b32_sdwa v52, v69, v52 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v54, v54, v58
	v_or_b32_sdwa v160, v52, v54 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v52, 8, v230
	v_lshlrev_b16_e32 v54, 8, v200
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[80:81], v[160:161], v[32:47]
	v_or_b32_sdwa v52, v215, v52 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v54, v185, v54
	v_or_b32_sdwa v83, v52, v54 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v52, 8, v173
	v_lshlrev_b16_e32 v54, 8, v56
	v_or_b32_sdwa v52, v61, v52 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v51, v51, v54
	v_or_b32_sdwa v82, v52, v51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v51, 8, v229
	v_lshlrev_b16_e32 v52, 8, v199
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[78:79], v[82:83], v[32:47]
	v_or_b32_sdwa v51, v214, v51 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v52, v184, v52
	v_or_b32_sdwa v71, v51, v52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v51, 8, v70
	v_lshlrev_b16_e32 v52, 8, v53
	v_or_b32_sdwa v51, v57, v51 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v49, v49, v52
	v_or_b32_sdwa v70, v51, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v49, 8, v228
	v_lshlrev_b16_e32 v51, 8, v198
	v_or_b32_sdwa v49, v213, v49 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v51, v183, v51
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[76:77], v[70:71], v[32:47]
	v_or_b32_sdwa v77, v49, v51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v49, 8, v60
	v_or_b32_sdwa v49, v55, v49 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_nop 0
	v_or_b32_sdwa v76, v49, v48 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[72:73], v[168:169], 0
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[180:181], v[162:163], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[64:65], v[164:165], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[188:189], v[166:167], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[194:195], v[160:161], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[196:197], v[82:83], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[202:203], v[70:71], v[48:63]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[74:75], v[76:77], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[210:211], v[76:77], v[48:63]
	s_branch .LBB0_13
.LBB0_12:
	.loc	1 0 16                          ; wg.py:0:16
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
.LBB0_13:
	.loc	1 12 25 is_stmt 1               ; wg.py:12:25
	v_lshrrev_b32_e32 v64, 3, v153
	s_lshr_b32 s0, s33, 1
	v_or_b32_e32 v64, s0, v64
	v_or_b32_e32 v69, 64, v64
	v_or_b32_e32 v165, 0x59, v64
	v_or_b32_e32 v82, 26, v64
	v_or_b32_e32 v148, 24, v64
	v_or_b32_e32 v152, 18, v64
	v_or_b32_e32 v154, 11, v64
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s15, s14
	.loc	1 12 10                         ; wg.py:12:10
	v_or_b32_e32 v70, s31, v69
	.loc	1 25 84                         ; wg.py:25:84
	v_cmp_gt_i32_e64 s[0:1], s12, v157
	.loc	1 25 18 is_stmt 0               ; wg.py:25:18
	v_mul_lo_u32 v157, v154, s12
	v_mul_lo_u32 v154, v152, s12
	v_mul_lo_u32 v152, v148, s12
	v_mul_lo_u32 v148, v82, s12
	v_mul_lo_u32 v82, v69, s12
	v_mul_lo_u32 v69, v165, s12
	.loc	1 21 16 is_stmt 1               ; wg.py:21:16
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[0:1], v[68:69], v[0:1] op_sel_hi:[0,1]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v65, 0x50, v64
	v_or_b32_e32 v71, 16, v64
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[138:139]
	.loc	1 12 10                         ; wg.py:12:10
	v_or_b32_e32 v67, s31, v65
	v_or_b32_e32 v72, s31, v71
	v_or_b32_e32 v73, s31, v64
	.loc	1 12 25 is_stmt 0               ; wg.py:12:25
	v_or_b32_e32 v163, 0x5b, v64
	v_or_b32_e32 v164, 0x5a, v64
	v_or_b32_e32 v166, 0x58, v64
	v_or_b32_e32 v167, 0x53, v64
	v_or_b32_e32 v168, 0x52, v64
	v_or_b32_e32 v169, 0x51, v64
	v_or_b32_e32 v74, 0x4b, v64
	v_or_b32_e32 v75, 0x4a, v64
	v_or_b32_e32 v76, 0x49, v64
	v_or_b32_e32 v77, 0x48, v64
	v_or_b32_e32 v78, 0x43, v64
	v_or_b32_e32 v79, 0x42, v64
	v_or_b32_e32 v80, 0x41, v64
	v_or_b32_e32 v81, 27, v64
	v_or_b32_e32 v83, 25, v64
	v_or_b32_e32 v150, 19, v64
	v_or_b32_e32 v153, 17, v64
	v_or_b32_e32 v156, 10, v64
	v_or_b32_e32 v158, 9, v64
	v_or_b32_e32 v159, 8, v64
	v_or_b32_e32 v160, 3, v64
	v_or_b32_e32 v161, 2, v64
	v_or_b32_e32 v162, 1, v64
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v138, v138, v0, vcc
	.loc	1 25 84                         ; wg.py:25:84
	v_cmp_gt_i32_e64 s[10:11], s12, v155
	.loc	1 25 104 is_stmt 0              ; wg.py:25:104
	v_cmp_gt_i32_e64 s[8:9], s13, v73
	v_cmp_gt_i32_e64 s[6:7], s13, v72
	v_cmp_gt_i32_e64 s[4:5], s13, v70
	v_cmp_gt_i32_e64 s[2:3], s13, v67
	.loc	1 25 18                         ; wg.py:25:18
	s_mul_i32 s13, s31, s12
	v_mul_lo_u32 v170, v64, s12
	v_mul_lo_u32 v171, v162, s12
	v_mul_lo_u32 v162, v161, s12
	v_mul_lo_u32 v161, v160, s12
	v_mul_lo_u32 v160, v159, s12
	v_mul_lo_u32 v159, v158, s12
	v_mul_lo_u32 v158, v156, s12
	v_mul_lo_u32 v156, v71, s12
	v_mul_lo_u32 v155, v153, s12
	v_mul_lo_u32 v153, v150, s12
	v_mul_lo_u32 v150, v83, s12
	v_mul_lo_u32 v83, v81, s12
	v_mul_lo_u32 v81, v80, s12
	v_mul_lo_u32 v80, v79, s12
	v_mul_lo_u32 v79, v78, s12
	v_mul_lo_u32 v78, v77, s12
	v_mul_lo_u32 v77, v76, s12
	v_mul_lo_u32 v76, v75, s12
	v_mul_lo_u32 v75, v74, s12
	v_mul_lo_u32 v74, v65, s12
	v_mul_lo_u32 v73, v169, s12
	v_mul_lo_u32 v72, v168, s12
	v_mul_lo_u32 v71, v167, s12
	v_mul_lo_u32 v70, v166, s12
	v_mul_lo_u32 v67, v164, s12
	v_mul_lo_u32 v64, v163, s12
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v139, v139, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v138, 16, 1
	s_movk_i32 s12, 0x7fff
	v_add3_u32 v164, v138, v0, s12
	v_bfe_u32 v0, v139, 16, 1
	v_add3_u32 v165, v139, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[2:3] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[146:147]
	.loc	1 25 18 is_stmt 1               ; wg.py:25:18
	s_add_i32 s13, s13, s30
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v3, v146, v0, vcc
	v_cndmask_b32_e32 v2, v147, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v3, 16, 1
	v_add3_u32 v146, v3, v0, s12
	v_bfe_u32 v0, v2, 16, 1
	v_add3_u32 v147, v2, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[4:5] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[144:145]
	.loc	1 25 18 is_stmt 1               ; wg.py:25:18
	v_or_b32_e32 v151, s13, v151
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v5, v144, v0, vcc
	v_cndmask_b32_e32 v4, v145, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v5, 16, 1
	v_add3_u32 v144, v5, v0, s12
	v_bfe_u32 v0, v4, 16, 1
	v_add3_u32 v145, v4, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[6:7] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[142:143]
	.loc	1 25 18 is_stmt 1               ; wg.py:25:18
	v_add_u32_e32 v163, s13, v170
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v7, v142, v0, vcc
	v_cndmask_b32_e32 v6, v143, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v7, 16, 1
	v_add3_u32 v142, v7, v0, s12
	v_bfe_u32 v0, v6, 16, 1
	v_add3_u32 v143, v6, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[8:9] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[140:141]
	.loc	1 25 18 is_stmt 1               ; wg.py:25:18
	v_add_u32_e32 v65, s13, v232
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v9, v140, v0, vcc
	v_cndmask_b32_e32 v8, v141, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v9, 16, 1
	v_add3_u32 v140, v9, v0, s12
	v_bfe_u32 v0, v8, 16, 1
	v_add3_u32 v141, v8, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[10:11] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[136:137]
	.loc	1 25 9 is_stmt 1                ; wg.py:25:9
	s_and_b32 s29, s29, 0xffff
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v11, v136, v0, vcc
	v_cndmask_b32_e32 v10, v137, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v11, 16, 1
	v_add3_u32 v136, v11, v0, s12
	v_bfe_u32 v0, v10, 16, 1
	v_add3_u32 v137, v10, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[12:13] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[134:135]
	.loc	1 25 9 is_stmt 1                ; wg.py:25:9
	s_mov_b32 s31, 0x27000
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v13, v134, v0, vcc
	v_cndmask_b32_e32 v12, v135, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v13, 16, 1
	v_add3_u32 v134, v13, v0, s12
	v_bfe_u32 v0, v12, 16, 1
	v_add3_u32 v135, v12, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[14:15] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[132:133]
	.loc	1 25 9 is_stmt 1                ; wg.py:25:9
	s_mov_b32 s30, 0x7ffffffe
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v15, v132, v0, vcc
	v_cndmask_b32_e32 v14, v133, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v15, 16, 1
	v_add3_u32 v132, v15, v0, s12
	v_bfe_u32 v0, v14, 16, 1
	v_add3_u32 v133, v14, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[16:17] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[130:131]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v17, v130, v0, vcc
	v_cndmask_b32_e32 v16, v131, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v17, 16, 1
	v_add3_u32 v130, v17, v0, s12
	v_bfe_u32 v0, v16, 16, 1
	v_add3_u32 v131, v16, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[18:19] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[128:129]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v19, v128, v0, vcc
	v_cndmask_b32_e32 v18, v129, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v19, 16, 1
	v_add3_u32 v128, v19, v0, s12
	v_bfe_u32 v0, v18, 16, 1
	v_add3_u32 v129, v18, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[20:21] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[126:127]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v21, v126, v0, vcc
	v_cndmask_b32_e32 v20, v127, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v21, 16, 1
	v_add3_u32 v126, v21, v0, s12
	v_bfe_u32 v0, v20, 16, 1
	v_add3_u32 v127, v20, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[22:23] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[124:125]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v23, v124, v0, vcc
	v_cndmask_b32_e32 v22, v125, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v23, 16, 1
	v_add3_u32 v124, v23, v0, s12
	v_bfe_u32 v0, v22, 16, 1
	v_add3_u32 v125, v22, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[24:25] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[122:123]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v25, v122, v0, vcc
	v_cndmask_b32_e32 v24, v123, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v25, 16, 1
	v_add3_u32 v122, v25, v0, s12
	v_bfe_u32 v0, v24, 16, 1
	v_add3_u32 v123, v24, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[26:27] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[120:121]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v27, v120, v0, vcc
	v_cndmask_b32_e32 v26, v121, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v27, 16, 1
	v_add3_u32 v120, v27, v0, s12
	v_bfe_u32 v0, v26, 16, 1
	v_add3_u32 v121, v26, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[28:29] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[118:119]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v29, v118, v0, vcc
	v_cndmask_b32_e32 v28, v119, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v29, 16, 1
	v_add3_u32 v118, v29, v0, s12
	v_bfe_u32 v0, v28, 16, 1
	v_add3_u32 v119, v28, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[68:69], v[30:31] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[116:117]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v31, v116, v0, vcc
	v_cndmask_b32_e32 v30, v117, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v31, 16, 1
	v_add3_u32 v68, v31, v0, s12
	v_bfe_u32 v0, v30, 16, 1
	v_add3_u32 v116, v30, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[0:1], v[66:67], v[32:33] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[114:115]
	.loc	1 25 9 is_stmt 1                ; wg.py:25:9
	v_bfrev_b32_e32 v117, 1
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v33, v114, v0, vcc
	v_cndmask_b32_e32 v32, v115, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v33, 16, 1
	v_add3_u32 v114, v33, v0, s12
	v_bfe_u32 v0, v32, 16, 1
	v_add3_u32 v115, v32, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[34:35] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[112:113]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v35, v112, v0, vcc
	v_cndmask_b32_e32 v34, v113, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v35, 16, 1
	v_add3_u32 v112, v35, v0, s12
	v_bfe_u32 v0, v34, 16, 1
	v_add3_u32 v113, v34, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[36:37] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[110:111]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v37, v110, v0, vcc
	v_cndmask_b32_e32 v36, v111, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v37, 16, 1
	v_add3_u32 v110, v37, v0, s12
	v_bfe_u32 v0, v36, 16, 1
	v_add3_u32 v111, v36, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[38:39] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[108:109]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v39, v108, v0, vcc
	v_cndmask_b32_e32 v38, v109, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v39, 16, 1
	v_add3_u32 v108, v39, v0, s12
	v_bfe_u32 v0, v38, 16, 1
	v_add3_u32 v109, v38, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[40:41] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[106:107]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v41, v106, v0, vcc
	v_cndmask_b32_e32 v40, v107, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v41, 16, 1
	v_add3_u32 v106, v41, v0, s12
	v_bfe_u32 v0, v40, 16, 1
	v_add3_u32 v107, v40, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[42:43] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[104:105]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v43, v104, v0, vcc
	v_cndmask_b32_e32 v42, v105, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v43, 16, 1
	v_add3_u32 v104, v43, v0, s12
	v_bfe_u32 v0, v42, 16, 1
	v_add3_u32 v105, v42, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[44:45] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[102:103]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v45, v102, v0, vcc
	v_cndmask_b32_e32 v44, v103, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v45, 16, 1
	v_add3_u32 v102, v45, v0, s12
	v_bfe_u32 v0, v44, 16, 1
	v_add3_u32 v103, v44, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[46:47] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[100:101]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v47, v100, v0, vcc
	v_cndmask_b32_e32 v46, v101, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v47, 16, 1
	v_add3_u32 v100, v47, v0, s12
	v_bfe_u32 v0, v46, 16, 1
	v_add3_u32 v101, v46, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[48:49] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[98:99]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v49, v98, v0, vcc
	v_cndmask_b32_e32 v48, v99, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v49, 16, 1
	v_add3_u32 v98, v49, v0, s12
	v_bfe_u32 v0, v48, 16, 1
	v_add3_u32 v99, v48, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[50:51] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[96:97]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v51, v96, v0, vcc
	v_cndmask_b32_e32 v50, v97, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v51, 16, 1
	v_add3_u32 v96, v51, v0, s12
	v_bfe_u32 v0, v50, 16, 1
	v_add3_u32 v97, v50, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[52:53] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[94:95]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v53, v94, v0, vcc
	v_cndmask_b32_e32 v52, v95, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v53, 16, 1
	v_add3_u32 v94, v53, v0, s12
	v_bfe_u32 v0, v52, 16, 1
	v_add3_u32 v95, v52, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[54:55] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[92:93]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v55, v92, v0, vcc
	v_cndmask_b32_e32 v54, v93, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v55, 16, 1
	v_add3_u32 v92, v55, v0, s12
	v_bfe_u32 v0, v54, 16, 1
	v_add3_u32 v93, v54, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[56:57] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[90:91]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v57, v90, v0, vcc
	v_cndmask_b32_e32 v56, v91, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v57, 16, 1
	v_add3_u32 v90, v57, v0, s12
	v_bfe_u32 v0, v56, 16, 1
	v_add3_u32 v91, v56, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[58:59] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[88:89]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v59, v88, v0, vcc
	v_cndmask_b32_e32 v58, v89, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v59, 16, 1
	v_add3_u32 v88, v59, v0, s12
	v_bfe_u32 v0, v58, 16, 1
	v_add3_u32 v89, v58, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[60:61] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[86:87]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v61, v86, v0, vcc
	v_cndmask_b32_e32 v60, v87, v1, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v0, v61, 16, 1
	v_add3_u32 v86, v61, v0, s12
	v_bfe_u32 v0, v60, 16, 1
	v_add3_u32 v87, v60, v0, s12
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[66:67], v[62:63] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], s[14:15], v[0:1], v[84:85]
	.loc	1 25 57 is_stmt 1               ; wg.py:25:57
	v_mov_b32_e32 v66, 0x7fff
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v1, v85, v1, vcc
	v_cndmask_b32_e32 v0, v84, v0, vcc
	.loc	1 25 57                         ; wg.py:25:57
	v_bfe_u32 v62, v0, 16, 1
	v_bfe_u32 v63, v1, 16, 1
	v_add3_u32 v62, v0, v62, s12
	v_add3_u32 v63, v1, v63, s12
	v_cmp_o_f32_e32 vcc, v138, v138
	.loc	1 25 9 is_stmt 0                ; wg.py:25:9
	v_add_lshl_u32 v85, v151, v170, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[12:13], s[10:11], s[8:9]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v84, v66, v164, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v85, v117, v85, s[12:13]
	buffer_store_short v84, v85, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v139, v139
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v85, v151, v171, 1
	v_cndmask_b32_e64 v85, v117, v85, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v84, v66, v165, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v84, v85, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v3, v3
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v84, v151, v162, 1
	v_cndmask_b32_e64 v84, v117, v84, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v3, v66, v146, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v3, v84, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v2, v2
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v161, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v147, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v5, v5
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v160, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v144, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v4, v4
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v159, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v145, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v7, v7
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v158, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v142, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v6, v6
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v157, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v143, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v9, v9
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v156, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[12:13], s[10:11], s[6:7]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v140, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v8, v8
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v155, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v141, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v11, v11
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v154, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v136, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v10, v10
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v153, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v137, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v13, v13
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v152, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v134, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v12, v12
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v150, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v135, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v15, v15
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v148, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v132, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v14, v14
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v83, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v133, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v17, v17
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v82, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[12:13], s[10:11], s[4:5]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v130, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v16, v16
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v81, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v131, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v19, v19
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v80, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v128, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v18, v18
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v79, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v129, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v21, v21
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v78, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v126, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v20, v20
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v77, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v127, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v23, v23
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v76, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v124, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v22, v22
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v75, 1
	v_cndmask_b32_e64 v3, v117, v3, s[12:13]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v125, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v25, v25
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v74, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[10:11], s[10:11], s[2:3]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v122, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v3, v117, v3, s[10:11]
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v24, v24
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v73, 1
	v_cndmask_b32_e64 v3, v117, v3, s[10:11]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v123, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v27, v27
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v72, 1
	v_cndmask_b32_e64 v3, v117, v3, s[10:11]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v120, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v26, v26
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v71, 1
	v_cndmask_b32_e64 v3, v117, v3, s[10:11]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v121, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v29, v29
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v70, 1
	v_cndmask_b32_e64 v3, v117, v3, s[10:11]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v118, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v28, v28
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v69, 1
	v_cndmask_b32_e64 v3, v117, v3, s[10:11]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v119, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v31, v31
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v67, 1
	v_cndmask_b32_e64 v3, v117, v3, s[10:11]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v68, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v30, v30
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v151, v64, 1
	v_cndmask_b32_e64 v3, v117, v3, s[10:11]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v116, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v33, v33
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v163, v232, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v114, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v3, v117, v3, s[8:9]
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v32, v32
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v171, 1
	v_cndmask_b32_e64 v3, v117, v3, s[8:9]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v115, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v35, v35
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v162, 1
	v_cndmask_b32_e64 v3, v117, v3, s[8:9]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v112, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v34, v34
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v161, 1
	v_cndmask_b32_e64 v3, v117, v3, s[8:9]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v113, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v37, v37
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v160, 1
	v_cndmask_b32_e64 v3, v117, v3, s[8:9]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v110, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v36, v36
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v159, 1
	v_cndmask_b32_e64 v3, v117, v3, s[8:9]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v111, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v39, v39
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v158, 1
	v_cndmask_b32_e64 v3, v117, v3, s[8:9]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v108, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v38, v38
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v157, 1
	v_cndmask_b32_e64 v3, v117, v3, s[8:9]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v109, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v41, v41
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v156, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v106, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v3, v117, v3, s[6:7]
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v40, v40
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v155, 1
	v_cndmask_b32_e64 v3, v117, v3, s[6:7]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v107, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v43, v43
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v154, 1
	v_cndmask_b32_e64 v3, v117, v3, s[6:7]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v104, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v42, v42
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v153, 1
	v_cndmask_b32_e64 v3, v117, v3, s[6:7]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v105, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v45, v45
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v152, 1
	v_cndmask_b32_e64 v3, v117, v3, s[6:7]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v102, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v44, v44
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v150, 1
	v_cndmask_b32_e64 v3, v117, v3, s[6:7]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v103, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v47, v47
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v148, 1
	v_cndmask_b32_e64 v3, v117, v3, s[6:7]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v100, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v46, v46
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v83, 1
	v_cndmask_b32_e64 v3, v117, v3, s[6:7]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v101, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v49, v49
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v82, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[4:5], s[0:1], s[4:5]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v98, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v3, v117, v3, s[4:5]
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v48, v48
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v81, 1
	v_cndmask_b32_e64 v3, v117, v3, s[4:5]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v99, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v51, v51
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v80, 1
	v_cndmask_b32_e64 v3, v117, v3, s[4:5]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v96, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v50, v50
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v79, 1
	v_cndmask_b32_e64 v3, v117, v3, s[4:5]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v97, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v53, v53
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v78, 1
	v_cndmask_b32_e64 v3, v117, v3, s[4:5]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v94, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v52, v52
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v77, 1
	v_cndmask_b32_e64 v3, v117, v3, s[4:5]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v95, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v55, v55
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v76, 1
	v_cndmask_b32_e64 v3, v117, v3, s[4:5]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v92, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v54, v54
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v75, 1
	v_cndmask_b32_e64 v3, v117, v3, s[4:5]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v93, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v57, v57
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v74, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[0:1], s[0:1], s[2:3]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v90, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v3, v117, v3, s[0:1]
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v56, v56
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v73, 1
	v_cndmask_b32_e64 v3, v117, v3, s[0:1]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v91, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v59, v59
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v72, 1
	v_cndmask_b32_e64 v3, v117, v3, s[0:1]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v88, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v58, v58
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v71, 1
	v_cndmask_b32_e64 v3, v117, v3, s[0:1]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v89, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v61, v61
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v70, 1
	v_cndmask_b32_e64 v3, v117, v3, s[0:1]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v86, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v60, v60
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v3, v65, v69, 1
	v_cndmask_b32_e64 v3, v117, v3, s[0:1]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v2, v66, v87, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v2, v3, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cmp_o_f32_e32 vcc, v0, v0
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v2, v65, v67, 1
	v_cndmask_b32_e64 v2, v117, v2, s[0:1]
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v0, v66, v62, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v1, v1
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v1, v65, v64, 1
	buffer_store_short v0, v2, s[28:31], 0 offen
	.loc	1 25 57                         ; wg.py:25:57
	v_cndmask_b32_sdwa v0, v66, v63, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v1, v117, v1, s[0:1]
	buffer_store_short v0, v1, s[28:31], 0 offen
	.loc	1 4 1 is_stmt 1                 ; wg.py:4:1
	s_endpgm
.Ltmp11:
.Lfunc_end0:
	.size	wgrad, .Lfunc_end0-wgrad
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wgrad
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 24
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
		.amdhsa_next_free_sgpr 55
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
	.set .Lwgrad.numbered_sgpr, 55
	.set .Lwgrad.num_named_barrier, 0
	.set .Lwgrad.private_seg_size, 24
	.set .Lwgrad.uses_vcc, 1
	.set .Lwgrad.uses_flat_scratch, 0
	.set .Lwgrad.has_dyn_sized_stack, 0
	.set .Lwgrad.has_recursion, 0
	.set .Lwgrad.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 15616
; TotalNumSgprs: 61
; NumVgprs: 256
; NumAgprs: 0
; TotalNumVgprs: 256
; ScratchSize: 24
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 61
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
    .private_segment_fixed_size: 24
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         wgrad.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 5
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
