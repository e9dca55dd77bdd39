	.amdgcn_target "amdgpu9.50-amd-amdhsa-unknown-gfx950"
	.amdhsa_code_object_version 5
	.text
	.globl	wgrad                           ; -- Begin function wgrad
	.p2align	8
	.type	wgrad,@function
wgrad:                                  ; @wgrad
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.15:
	.file	1 "/tmp/proto" "wg.py"
	.loc	1 4 0 prologue_end              ; wg.py:4:0
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.16:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
	s_load_dwordx4 s[20:23], s[4:5], 0x2c
	s_load_dwordx2 s[34:35], s[4:5], 0x20
	v_and_b32_e32 v23, 0x3ff, v0
	s_mov_b64 s[28:29], s[10:11]
.Ltmp1:
	.loc	1 23 9 is_stmt 1                ; wg.py:23:9
	v_readfirstlane_b32 s26, v23
.Ltmp2:
	.file	2 "/work/main/.venv/lib/python3.11/site-packages/triton/language" "standard.py"
	.loc	2 43 13                         ; standard.py:43:13 @[ wg.py:8:11 ]
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s20, 0x7f
	.loc	2 43 12 is_stmt 0               ; standard.py:43:12 @[ wg.py:8:11 ]
	s_ashr_i32 s1, s0, 31
	s_lshr_b32 s1, s1, 25
	s_add_i32 s0, s0, s1
	s_ashr_i32 s39, s0, 7
.Ltmp3:
	.loc	1 9 10 is_stmt 1                ; wg.py:9:10
	s_abs_i32 s0, s39
	v_cvt_f32_u32_e32 v1, s0
	s_sub_i32 s3, 0, s0
	s_abs_i32 s1, s16
	s_xor_b32 s2, s16, s39
	v_rcp_f32_e32 v1, v1
	.loc	1 23 9                          ; wg.py:23:9
	s_bfe_u32 s44, s26, 0x30006
	.loc	1 9 10                          ; wg.py:9:10
	s_ashr_i32 s2, s2, 31
	.loc	1 17 13                         ; wg.py:17:13
	v_bfrev_b32_e32 v19, 1
	.loc	1 9 10                          ; wg.py:9:10
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 17 13                         ; wg.py:17:13
	s_mov_b32 s31, 0x27000
	s_mov_b32 s30, 0x7ffffffe
	s_mov_b64 s[24:25], s[14:15]
	.loc	1 9 10                          ; wg.py:9:10
	v_readfirstlane_b32 s6, v1
	s_mul_i32 s3, s3, s6
	s_mul_hi_u32 s3, s6, s3
	s_add_i32 s6, s6, s3
	s_mul_hi_u32 s3, s1, s6
	s_mul_i32 s6, s3, s0
	s_sub_i32 s1, s1, s6
	s_add_i32 s6, s3, 1
	s_sub_i32 s7, s1, s0
	s_cmp_ge_u32 s1, s0
	s_cselect_b32 s3, s6, s3
	s_cselect_b32 s1, s7, s1
	s_add_i32 s6, s3, 1
	s_cmp_ge_u32 s1, s0
	s_cselect_b32 s0, s6, s3
	s_xor_b32 s0, s0, s2
	s_sub_i32 s0, s0, s2
	.loc	1 10 10                         ; wg.py:10:10
	s_mul_i32 s1, s0, s39
	s_sub_i32 s41, s16, s1
	.loc	1 11 10                         ; wg.py:11:10
	s_lshl_b32 s36, s0, 8
	.loc	1 11 25 is_stmt 0               ; wg.py:11:25
	s_lshr_b32 s0, s26, 2
.Ltmp4:
	.loc	2 43 13 is_stmt 1               ; standard.py:43:13 @[ wg.py:15:23 ]
	s_add_i32 s16, s21, 0x7f
.Ltmp5:
	.loc	1 11 25                         ; wg.py:11:25
	s_and_b32 s33, s0, 0x60
.Ltmp6:
	.loc	2 43 12                         ; standard.py:43:12 @[ wg.py:15:23 ]
	s_ashr_i32 s0, s16, 31
	s_lshr_b32 s0, s0, 25
.Ltmp7:
	.loc	1 11 25                         ; wg.py:11:25
	s_lshl_b32 s40, s44, 6
.Ltmp8:
	.loc	2 43 12                         ; standard.py:43:12 @[ wg.py:15:23 ]
	s_add_i32 s0, s16, s0
.Ltmp9:
	.loc	1 11 25                         ; wg.py:11:25
	v_and_or_b32 v20, v0, 63, s40
	v_lshlrev_b32_e32 v1, 4, v23
	.loc	1 12 10                         ; wg.py:12:10
	s_lshl_b32 s37, s41, 7
.Ltmp10:
	.loc	2 43 12                         ; standard.py:43:12 @[ wg.py:15:23 ]
	s_ashr_i32 s42, s0, 7
.Ltmp11:
	.loc	1 11 25                         ; wg.py:11:25
	v_and_b32_e32 v2, 0xf0, v1
	.loc	1 12 25                         ; wg.py:12:25
	v_lshrrev_b32_e32 v39, 4, v20
	.loc	1 15 5                          ; wg.py:15:5
	s_cmpk_gt_i32 s16, 0x7f
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v40, 32, v39
	.loc	1 15 5                          ; wg.py:15:5
	s_cselect_b64 vcc, -1, 0
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[0:1], s21, v39
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_mad_u64_u32 v[44:45], s[10:11], v39, s22, v[2:3]
	.loc	1 12 25 is_stmt 1               ; wg.py:12:25
	v_or_b32_e32 v41, 64, v39
	v_or_b32_e32 v42, 0x60, v39
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[2:3], s21, v40
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_mad_u64_u32 v[46:47], s[10:11], v40, s22, v[2:3]
	v_add_u32_e32 v1, s36, v44
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[6:7], s21, v41
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_mad_u64_u32 v[68:69], s[10:11], v41, s22, v[2:3]
	v_mad_u64_u32 v[70:71], s[10:11], v42, s22, v[2:3]
	v_add_u32_e32 v2, s36, v46
	.loc	1 17 13                         ; wg.py:17:13
	v_cndmask_b32_e64 v1, v19, v1, s[0:1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[2:3]
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[14:15], s21, v42
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_add_u32_e32 v10, s36, v68
	.loc	1 17 13                         ; wg.py:17:13
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s10, s30
	s_mov_b32 s11, s31
	v_cndmask_b32_e64 v12, v19, v2, s[0:1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[6:7]
	.loc	1 17 21                         ; wg.py:17:21
	v_add_u32_e32 v11, s36, v70
	.loc	1 17 13 is_stmt 0               ; wg.py:17:13
	buffer_load_dwordx4 v[6:9], v1, s[8:11], 0 offen
	buffer_load_dwordx4 v[2:5], v12, s[8:11], 0 offen
	v_cndmask_b32_e64 v1, v19, v10, s[0:1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[14:15]
	.loc	1 17 13                         ; wg.py:17:13
	v_cndmask_b32_e64 v18, v19, v11, s[0:1]
	buffer_load_dwordx4 v[14:17], v1, s[8:11], 0 offen
	buffer_load_dwordx4 v[10:13], v18, s[8:11], 0 offen
	.loc	1 12 25                         ; wg.py:12:25
	v_lshlrev_b32_e32 v1, 1, v23
	v_and_b32_e32 v18, 7, v0
	v_and_b32_e32 v1, 0x70, v1
	scratch_store_dword off, v18, off offset:136 ; 4-byte Folded Spill
	v_lshlrev_b32_e32 v18, 4, v18
	v_or_b32_e32 v43, s44, v1
	v_or_b32_e32 v1, 8, v43
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[0:1], s21, v43
	.loc	1 18 21                         ; wg.py:18:21
	v_mad_u64_u32 v[80:81], s[6:7], v43, s23, v[18:19]
	.loc	1 18 13 is_stmt 0               ; wg.py:18:13
	s_mulk_i32 s44, 0x420
	.loc	1 18 21                         ; wg.py:18:21
	v_mad_u64_u32 v[110:111], s[6:7], v1, s23, v[18:19]
	v_add_u32_e32 v21, s37, v80
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 18 21                         ; wg.py:18:21
	v_add_u32_e32 v22, s37, v110
	.loc	1 18 13 is_stmt 0               ; wg.py:18:13
	s_and_b32 s29, s29, 0xffff
	s_add_i32 m0, s44, 0x10000
	v_cndmask_b32_e64 v21, v19, v21, s[0:1]
	buffer_load_dwordx4 v21, s[28:31], 0 offen lds
	s_add_i32 m0, s44, 0x12100
	v_cndmask_b32_e64 v19, v19, v22, s[0:1]
	buffer_load_dwordx4 v19, s[28:31], 0 offen lds
	.loc	1 17 13 is_stmt 1               ; wg.py:17:13
	v_lshlrev_b32_e32 v1, 4, v20
	v_bfe_u32 v18, v20, 4, 4
	v_or_b32_e32 v67, v18, v1
	scratch_store_dword off, v20, off offset:144 ; 4-byte Folded Spill
	v_bitop3_b32 v33, v18, 1, v1 bitop3:0x36
	v_add_u32_e32 v20, 0, v67
	; asyncmark
	v_add_u32_e32 v19, 0, v33
	v_bitop3_b32 v69, v18, 2, v1 bitop3:0x36
	v_bitop3_b32 v24, v18, 3, v1 bitop3:0x36
	v_bitop3_b32 v71, v18, 4, v1 bitop3:0x36
	v_bitop3_b32 v25, v18, 5, v1 bitop3:0x36
	v_bitop3_b32 v81, v18, 6, v1 bitop3:0x36
	v_bitop3_b32 v87, v18, 8, v1 bitop3:0x36
	v_bitop3_b32 v88, v18, 10, v1 bitop3:0x36
	v_bitop3_b32 v111, v18, 12, v1 bitop3:0x36
	v_bitop3_b32 v112, v18, 14, v1 bitop3:0x36
	.loc	1 11 25                         ; wg.py:11:25
	v_and_b32_e32 v86, 31, v0
	s_mov_b32 s2, 0
	v_or_b32_e32 v66, s33, v86
	.loc	1 15 5                          ; wg.py:15:5
	s_cmpk_gt_i32 s16, 0xff
	v_and_b32_e32 v36, 16, v23
	scratch_store_dword off, v23, off offset:140 ; 4-byte Folded Spill
	.loc	1 17 13                         ; wg.py:17:13
	s_waitcnt vmcnt(8)
	ds_write_b8 v20, v6
	s_waitcnt vmcnt(7)
	ds_write_b8 v20, v2 offset:8192
	s_waitcnt vmcnt(6)
	ds_write_b8 v20, v14 offset:16384
	s_waitcnt vmcnt(5)
	ds_write_b8 v20, v10 offset:24576
	v_lshrrev_b32_e32 v20, 8, v6
	ds_write_b8 v19, v20
	v_lshrrev_b32_e32 v20, 8, v2
	ds_write_b8 v19, v20 offset:8192
	v_lshrrev_b32_e32 v20, 8, v14
	ds_write_b8 v19, v20 offset:16384
	v_lshrrev_b32_e32 v20, 8, v10
	ds_write_b8 v19, v20 offset:24576
	v_add_u32_e32 v19, 0, v69
	ds_write_b8_d16_hi v19, v6
	ds_write_b8_d16_hi v19, v2 offset:8192
	ds_write_b8_d16_hi v19, v14 offset:16384
	ds_write_b8_d16_hi v19, v10 offset:24576
	v_add_u32_e32 v19, 0, v24
	v_lshrrev_b32_e32 v2, 24, v2
	ds_write_b8 v19, v2 offset:8192
	v_lshrrev_b32_e32 v2, 24, v14
	ds_write_b8 v19, v2 offset:16384
	v_lshrrev_b32_e32 v2, 24, v10
	v_lshrrev_b32_e32 v6, 24, v6
	ds_write_b8 v19, v2 offset:24576
	v_add_u32_e32 v2, 0, v71
	ds_write_b8 v19, v6
	ds_write_b8 v2, v7
	ds_write_b8 v2, v3 offset:8192
	ds_write_b8 v2, v15 offset:16384
	ds_write_b8 v2, v11 offset:24576
	v_add_u32_e32 v2, 0, v25
	v_lshrrev_b32_e32 v6, 8, v7
	ds_write_b8 v2, v6
	v_lshrrev_b32_e32 v6, 8, v3
	ds_write_b8 v2, v6 offset:8192
	v_lshrrev_b32_e32 v6, 8, v15
	ds_write_b8 v2, v6 offset:16384
	v_lshrrev_b32_e32 v6, 8, v11
	ds_write_b8 v2, v6 offset:24576
	v_add_u32_e32 v2, 0, v81
	v_bitop3_b32 v10, v18, 7, v1 bitop3:0x36
	ds_write_b8_d16_hi v2, v7
	ds_write_b8_d16_hi v2, v3 offset:8192
	ds_write_b8_d16_hi v2, v15 offset:16384
	ds_write_b8_d16_hi v2, v11 offset:24576
	v_add_u32_e32 v2, 0, v10
	v_lshrrev_b32_e32 v3, 24, v3
	ds_write_b8 v2, v3 offset:8192
	v_lshrrev_b32_e32 v3, 24, v15
	v_lshrrev_b32_e32 v6, 24, v7
	ds_write_b8 v2, v3 offset:16384
	v_lshrrev_b32_e32 v3, 24, v11
	ds_write_b8 v2, v6
	ds_write_b8 v2, v3 offset:24576
	v_add_u32_e32 v2, 0, v87
	v_bitop3_b32 v11, v18, 9, v1 bitop3:0x36
	ds_write_b8 v2, v8
	ds_write_b8 v2, v4 offset:8192
	ds_write_b8 v2, v16 offset:16384
	ds_write_b8 v2, v12 offset:24576
	v_add_u32_e32 v2, 0, v11
	v_lshrrev_b32_e32 v3, 8, v8
	ds_write_b8 v2, v3
	v_lshrrev_b32_e32 v3, 8, v4
	ds_write_b8 v2, v3 offset:8192
	v_lshrrev_b32_e32 v3, 8, v16
	ds_write_b8 v2, v3 offset:16384
	v_lshrrev_b32_e32 v3, 8, v12
	ds_write_b8 v2, v3 offset:24576
	v_add_u32_e32 v2, 0, v88
	v_bitop3_b32 v19, v18, 11, v1 bitop3:0x36
	ds_write_b8_d16_hi v2, v8
	ds_write_b8_d16_hi v2, v4 offset:8192
	ds_write_b8_d16_hi v2, v16 offset:16384
	ds_write_b8_d16_hi v2, v12 offset:24576
	v_add_u32_e32 v2, 0, v19
	v_lshrrev_b32_e32 v3, 24, v8
	ds_write_b8 v2, v3
	v_lshrrev_b32_e32 v3, 24, v4
	ds_write_b8 v2, v3 offset:8192
	v_lshrrev_b32_e32 v3, 24, v16
	ds_write_b8 v2, v3 offset:16384
	v_lshrrev_b32_e32 v3, 24, v12
	ds_write_b8 v2, v3 offset:24576
	v_add_u32_e32 v2, 0, v111
	v_bitop3_b32 v8, v18, 13, v1 bitop3:0x36
	ds_write_b8 v2, v9
	ds_write_b8 v2, v5 offset:8192
	ds_write_b8 v2, v17 offset:16384
	ds_write_b8 v2, v13 offset:24576
	v_add_u32_e32 v2, 0, v8
	v_lshrrev_b32_e32 v3, 8, v9
	ds_write_b8 v2, v3
	v_lshrrev_b32_e32 v3, 8, v5
	ds_write_b8 v2, v3 offset:8192
	v_lshrrev_b32_e32 v3, 8, v17
	ds_write_b8 v2, v3 offset:16384
	v_lshrrev_b32_e32 v3, 8, v13
	ds_write_b8 v2, v3 offset:24576
	v_add_u32_e32 v2, 0, v112
	v_bitop3_b32 v6, v39, 15, v1 bitop3:0x26
	ds_write_b8_d16_hi v2, v9
	ds_write_b8_d16_hi v2, v5 offset:8192
	ds_write_b8_d16_hi v2, v17 offset:16384
	ds_write_b8_d16_hi v2, v13 offset:24576
	v_add_u32_e32 v1, 0, v6
	v_lshrrev_b32_e32 v2, 24, v9
	ds_write_b8 v1, v2
	v_lshrrev_b32_e32 v2, 24, v5
	ds_write_b8 v1, v2 offset:8192
	v_lshrrev_b32_e32 v2, 24, v17
	ds_write_b8 v1, v2 offset:16384
	v_lshrrev_b32_e32 v2, 24, v13
	ds_write_b8 v1, v2 offset:24576
	v_and_b32_e32 v2, 32, v0
	v_lshlrev_b32_e32 v1, 9, v23
	v_lshlrev_b32_e32 v0, 3, v23
	v_lshlrev_b32_e32 v35, 2, v2
	.loc	1 15 5                          ; wg.py:15:5
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 18 13                         ; wg.py:18:13
	v_and_b32_e32 v34, 0x1c00, v1
	v_and_b32_e32 v37, 8, v0
	v_lshrrev_b32_e32 v38, 5, v34
	.loc	1 19 14                         ; wg.py:19:14
	s_and_b32 s17, s25, 0xffff
	s_mov_b32 s16, s24
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[18:19], s[30:31]
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 14 is_stmt 0                ; wg.py:0:14
	s_mov_b64 s[0:1], -1
                                        ; implicit-def: $vgpr34
                                        ; implicit-def: $vgpr37
                                        ; implicit-def: $vgpr38
                                        ; implicit-def: $sgpr16_sgpr17
.LBB0_3:                                ; %Flow576
	s_load_dword s38, s[4:5], 0x28
	s_add_i32 s42, s42, -1
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_or_b32_e32 v4, 0x80, v66
	v_lshlrev_b32_e32 v3, 7, v2
	s_cmp_lg_u32 s0, 1
	v_mov_b32_e32 v89, 0
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	v_or_b32_e32 v2, v86, v3
	v_and_b32_e32 v37, 8, v0
	v_bitop3_b32 v0, v2, 1, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:40 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 2, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:44 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 3, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:48 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 4, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:52 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 5, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:56 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 6, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:60 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 7, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:64 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 8, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:68 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 9, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:72 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 10, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:76 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 11, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:80 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 12, s33 bitop3:0x36
	scratch_store_dword off, v0, off offset:84 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 13, s33 bitop3:0x36
	s_lshr_b32 s0, s26, 6
	scratch_store_dword off, v0, off offset:88 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 14, s33 bitop3:0x36
	v_and_b32_e32 v34, 0x1c00, v1
	s_lshl_b32 s0, s0, 5
	s_mov_b32 s27, 0x27000
	s_mov_b32 s26, 0x7ffffffe
	s_and_b32 s25, s25, 0xffff
	scratch_store_dword off, v0, off offset:92 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v2, 15, s33 bitop3:0x36
	v_mov_b32_e32 v72, 0
	scratch_store_dword off, v86, off offset:152 ; 4-byte Folded Spill
	scratch_store_dword off, v3, off offset:148 ; 4-byte Folded Spill
	v_or_b32_e32 v3, s33, v2
	s_and_b32 s45, s0, 32
	s_mov_b64 s[18:19], s[26:27]
	s_mov_b64 s[16:17], s[24:25]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_max_i32 s46, s42, 1
	scratch_store_dword off, v0, off offset:96 ; 4-byte Folded Spill
	s_mov_b32 s43, 0x10000
	s_mov_b32 s47, 0xc0c0004
	s_mov_b32 s10, s30
	s_mov_b32 s11, s31
	s_mov_b32 s48, 0
	s_mov_b32 s50, 0
	v_mov_b32_e32 v73, v72
	v_mov_b32_e32 v78, v72
	v_mov_b32_e32 v79, v72
	v_mov_b32_e32 v76, v72
	v_mov_b32_e32 v77, v72
	v_mov_b32_e32 v74, v72
	v_mov_b32_e32 v75, v72
	v_mov_b32_e32 v126, v72
	v_mov_b32_e32 v127, v72
	v_mov_b32_e32 v124, v72
	v_mov_b32_e32 v125, v72
	v_mov_b32_e32 v122, v72
	v_mov_b32_e32 v123, v72
	v_mov_b32_e32 v120, v72
	v_mov_b32_e32 v121, v72
	v_mov_b32_e32 v118, v72
	v_mov_b32_e32 v119, v72
	v_mov_b32_e32 v116, v72
	v_mov_b32_e32 v117, v72
	v_mov_b32_e32 v114, v72
	v_mov_b32_e32 v115, v72
	v_mov_b32_e32 v64, v72
	v_mov_b32_e32 v65, v72
	v_mov_b32_e32 v62, v72
	v_mov_b32_e32 v63, v72
	v_mov_b32_e32 v82, v72
	v_mov_b32_e32 v83, v72
	v_mov_b32_e32 v84, v72
	v_mov_b32_e32 v85, v72
	v_mov_b32_e32 v60, v72
	v_mov_b32_e32 v61, v72
	v_mov_b32_e32 v58, v72
	v_mov_b32_e32 v59, v72
	v_mov_b32_e32 v56, v72
	v_mov_b32_e32 v57, v72
	v_mov_b32_e32 v54, v72
	v_mov_b32_e32 v55, v72
	v_mov_b32_e32 v52, v72
	v_mov_b32_e32 v53, v72
	v_mov_b32_e32 v50, v72
	v_mov_b32_e32 v51, v72
	v_mov_b32_e32 v48, v72
	v_mov_b32_e32 v49, v72
	v_mov_b32_e32 v102, v72
	v_mov_b32_e32 v103, v72
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, v72
	v_mov_b32_e32 v104, v72
	v_mov_b32_e32 v105, v72
	v_mov_b32_e32 v100, v72
	v_mov_b32_e32 v101, v72
	v_mov_b32_e32 v98, v72
	v_mov_b32_e32 v99, v72
	v_mov_b32_e32 v96, v72
	v_mov_b32_e32 v97, v72
	v_mov_b32_e32 v94, v72
	v_mov_b32_e32 v95, v72
	v_mov_b32_e32 v92, v72
	v_mov_b32_e32 v93, v72
	v_mov_b32_e32 v90, v72
	v_mov_b32_e32 v91, v72
	v_mov_b32_e32 v108, v72
	v_mov_b32_e32 v109, v72
	v_lshrrev_b32_e32 v38, 5, v34
	scratch_store_dword off, v3, off offset:36 ; 4-byte Folded Spill
	scratch_store_dwordx2 off, v[0:1], off  ; 8-byte Folded Spill
	scratch_store_dword off, v4, off offset:32 ; 4-byte Folded Spill
	scratch_store_dword off, v6, off offset:100 ; 4-byte Folded Spill
	scratch_store_dword off, v8, off offset:104 ; 4-byte Folded Spill
	scratch_store_dword off, v11, off offset:108 ; 4-byte Folded Spill
	scratch_store_dword off, v10, off offset:112 ; 4-byte Folded Spill
	scratch_store_dword off, v19, off offset:116 ; 4-byte Folded Spill
	scratch_store_dword off, v24, off offset:120 ; 4-byte Folded Spill
	scratch_store_dword off, v25, off offset:124 ; 4-byte Folded Spill
	scratch_store_dword off, v33, off offset:128 ; 4-byte Folded Spill
	scratch_store_dword off, v88, off offset:132 ; 4-byte Folded Spill
	.loc	1 0 5 is_stmt 0                 ; :0:5
.Ltmp12:
	.p2align	5, , 4
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 15 5                          ; wg.py:15:5
	scratch_store_dwordx2 off, v[50:51], off offset:8 ; 8-byte Folded Spill
	; wait_asyncmark(0)
	.loc	1 18 13 is_stmt 1               ; wg.py:18:13
	s_waitcnt vmcnt(32) lgkmcnt(0)
	s_barrier
	.loc	1 21 16                         ; wg.py:21:16
	scratch_load_dword v0, off, off offset:84 ; 4-byte Folded Reload
	scratch_load_dword v1, off, off offset:88 ; 4-byte Folded Reload
	scratch_load_dword v4, off, off offset:96 ; 4-byte Folded Reload
	.loc	1 15 5                          ; wg.py:15:5
	s_add_i32 s0, s48, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s48, s0, 0
	s_add_i32 s49, s50, 1
	.loc	1 16 14                         ; wg.py:16:14
	s_lshl_b32 s51, s49, 7
	s_mov_b32 s52, s43
	.loc	1 18 13                         ; wg.py:18:13
	s_lshl_b32 s43, s48, 14
	s_lshr_b32 s54, s43, 5
	.loc	1 18 21 is_stmt 0               ; wg.py:18:21
	s_mul_i32 s53, s51, s23
	.loc	1 18 13                         ; wg.py:18:13
	s_add_i32 s43, s43, s54
	.loc	1 18 21                         ; wg.py:18:21
	s_add_i32 s53, s53, s37
	.loc	1 18 13                         ; wg.py:18:13
	s_add_i32 s43, s43, 0x10000
	s_add_i32 s54, s43, s44
	s_mov_b32 m0, s54
	v_accvgpr_write_b32 a36, v48
	v_accvgpr_write_b32 a37, v49
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_or_b32_e32 v48, s36, v66
	v_accvgpr_write_b32 a66, v44
	v_accvgpr_write_b32 a68, v46
	v_accvgpr_write_b32 a62, v40
	v_accvgpr_write_b32 a63, v41
	v_accvgpr_write_b32 a64, v42
	v_accvgpr_write_b32 a65, v43
	v_accvgpr_write_b32 a57, v36
	v_accvgpr_write_b32 a58, v37
	v_accvgpr_write_b32 a60, v38
	v_accvgpr_write_b32 a61, v39
	v_accvgpr_write_b32 a55, v34
	v_accvgpr_write_b32 a56, v35
	v_accvgpr_write_b32 a48, v60
	v_accvgpr_write_b32 a49, v61
	v_accvgpr_write_b32 a50, v62
	v_accvgpr_write_b32 a51, v63
	v_accvgpr_write_b32 a52, v64
	v_accvgpr_write_b32 a53, v65
	v_accvgpr_write_b32 a54, v66
	v_accvgpr_write_b32 a67, v67
	v_accvgpr_write_b32 a70, v68
	v_accvgpr_write_b32 a71, v69
	v_accvgpr_write_b32 a72, v70
	v_accvgpr_write_b32 a75, v71
	v_accvgpr_write_b32 a74, v80
	v_accvgpr_write_b32 a78, v81
	v_accvgpr_write_b32 a40, v52
	v_accvgpr_write_b32 a41, v53
	v_accvgpr_write_b32 a42, v54
	v_accvgpr_write_b32 a43, v55
	v_accvgpr_write_b32 a44, v56
	v_accvgpr_write_b32 a45, v57
	v_accvgpr_write_b32 a46, v58
	v_accvgpr_write_b32 a47, v59
	v_accvgpr_write_b32 a86, v112
	v_accvgpr_write_b32 a76, v110
	v_accvgpr_write_b32 a84, v111
	v_accvgpr_write_b32 a80, v87
	.loc	1 21 16                         ; wg.py:21:16
	scratch_load_dword v7, off, off offset:72 ; 4-byte Folded Reload
	scratch_load_dword v10, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v16, off, off offset:48 ; 4-byte Folded Reload
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v0, s2, v0
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v1, s2, v1
	ds_read_u8 v2, v1 offset:11520
	ds_read_u8 v3, v0 offset:11264
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v4, s2, v4
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v2, v3, v2, s47
	scratch_load_dword v3, off, off offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v7, s2, v7
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v10, s2, v10
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v32, s2, v16
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, s2, v3
	ds_read_u8 v5, v4 offset:12032
	ds_read_u8 v6, v3 offset:11776
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s47
	scratch_load_dword v6, off, off offset:68 ; 4-byte Folded Reload
	v_lshl_or_b32 v23, v5, 16, v2
	scratch_load_dword v2, off, off offset:52 ; 4-byte Folded Reload
	scratch_load_dword v5, off, off offset:56 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v6, s2, v6
	ds_read_u8 v8, v7 offset:10496
	ds_read_u8 v9, v6 offset:10240
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v8, v9, v8, s47
	scratch_load_dword v9, off, off offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v9, s2, v9
	ds_read_u8 v11, v10 offset:11008
	ds_read_u8 v12, v9 offset:10752
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v11, v12, v11, s47
	scratch_load_dword v12, off, off offset:64 ; 4-byte Folded Reload
	v_add_u32_e32 v5, s2, v5
	v_lshl_or_b32 v22, v11, 16, v8
	v_add_u32_e32 v2, s2, v2
	ds_read_u8 v8, v5 offset:9472
	ds_read_u8 v11, v2 offset:9216
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v8, v11, v8, s47
	scratch_load_dword v11, off, off offset:60 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v12, s2, v12
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v11, s2, v11
	ds_read_u8 v13, v12 offset:9984
	ds_read_u8 v14, v11 offset:9728
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s47
	v_lshl_or_b32 v21, v13, 16, v8
	scratch_load_dword v8, off, off offset:36 ; 4-byte Folded Reload
	scratch_load_dword v13, off, off offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v8, s2, v8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v13, s2, v13
	ds_read_u8 v14, v13 offset:8448
	ds_read_u8 v15, v8 offset:8192
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v15, v14, s47
	scratch_load_dword v15, off, off offset:44 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v15, s2, v15
	ds_read_u8 v16, v32 offset:8960
	ds_read_u8 v17, v15 offset:8704
	ds_read_u8 a97, v3 offset:11904
	ds_read_u8 a127, v3 offset:3712
	ds_read_u8 a117, v7 offset:27008
	ds_read_u8 a110, v7 offset:18816
	ds_read_u8 a102, v7 offset:10624
	ds_read_u8 a87, v7 offset:2432
	ds_read_u8 a120, v6 offset:26752
	ds_read_u8 a112, v6 offset:18560
	ds_read_u8 a88, v6 offset:10368
	ds_read_u8 a91, v6 offset:2176
	ds_read_u8 a123, v10 offset:27520
	ds_read_u8 a114, v10 offset:19328
	ds_read_u8 a82, v10 offset:11136
	ds_read_u8 a95, v10 offset:2944
	ds_read_u8 a126, v9 offset:27264
	ds_read_u8 a116, v9 offset:19072
	ds_read_u8 a77, v9 offset:10880
	ds_read_u8 a99, v9 offset:2688
	ds_read_u8 a106, v5 offset:25984
	ds_read_u8 a119, v5 offset:17792
	ds_read_u8 a69, v5 offset:9600
	ds_read_u8 a103, v5 offset:1408
	ds_read_u8 a90, v2 offset:25728
	ds_read_u8 a122, v2 offset:17536
	ds_read_u8 a39, v2 offset:9344
	ds_read_u8 a85, v2 offset:1152
	ds_read_u8 a94, v12 offset:26496
	ds_read_u8 a125, v12 offset:18304
	ds_read_u8 a35, v12 offset:10112
	ds_read_u8 a83, v12 offset:1920
	ds_read_u8 a98, v11 offset:26240
	ds_read_u8 a107, v11 offset:18048
	ds_read_u8 a33, v11 offset:9856
	ds_read_u8 a73, v11 offset:1664
	ds_read_u8 a101, v13 offset:24960
	ds_read_u8 a105, v13 offset:16768
	ds_read_u8 v107, v13 offset:8576
	ds_read_u8 a59, v13 offset:384
	ds_read_u8 a104, v8 offset:24704
	ds_read_u8 a92, v8 offset:16512
	ds_read_u8 v106, v8 offset:8320
	ds_read_u8 a38, v8 offset:128
	ds_read_u8 a81, v32 offset:25472
	ds_read_u8 a96, v32 offset:17280
	ds_read_u8 v89, v32 offset:9088
	ds_read_u8 a34, v32 offset:896
	ds_read_u8 a79, v15 offset:25216
	ds_read_u8 a100, v15 offset:17024
	ds_read_u8 v88, v15 offset:8832
	ds_read_u8 a32, v15 offset:640
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v16, v17, v16, s47
	v_lshl_or_b32 v20, v16, 16, v14
	ds_read_u8 v14, v1 offset:3328
	ds_read_u8 v16, v0 offset:3072
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v16, v14, s47
	ds_read_u8 v16, v4 offset:3840
	ds_read_u8 v17, v3 offset:3584
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v17, v16, s47
	v_lshl_or_b32 v19, v16, 16, v14
	ds_read_u8 v14, v7 offset:2304
	ds_read_u8 v16, v6 offset:2048
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v16, v14, s47
	ds_read_u8 v16, v10 offset:2816
	ds_read_u8 v17, v9 offset:2560
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v17, v16, s47
	v_lshl_or_b32 v18, v16, 16, v14
	ds_read_u8 v14, v5 offset:1280
	ds_read_u8 v16, v2 offset:1024
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v16, v14, s47
	ds_read_u8 v16, v12 offset:1792
	ds_read_u8 v17, v11 offset:1536
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v17, v16, s47
	v_lshl_or_b32 v17, v16, 16, v14
	ds_read_u8 v14, v13 offset:256
	ds_read_u8 v16, v8
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v16, v14, s47
	ds_read_u8 v16, v32 offset:768
	ds_read_u8 v24, v15 offset:512
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v24, v16, s47
	v_lshl_or_b32 v16, v16, 16, v14
	ds_read_u8 v14, v1 offset:27904
	ds_read_u8 v24, v0 offset:27648
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s47
	ds_read_u8 v24, v4 offset:28416
	ds_read_u8 v25, v3 offset:28160
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s47
	ds_read_u8 v25, v7 offset:26880
	ds_read_u8 v26, v6 offset:26624
	v_lshl_or_b32 v31, v24, 16, v14
	ds_read_u8 v14, v5 offset:25856
	ds_read_u8 v24, v2 offset:25600
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v25, v26, v25, s47
	ds_read_u8 v26, v10 offset:27392
	ds_read_u8 v27, v9 offset:27136
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v14, v24, v14, s47
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v26, v27, v26, s47
	v_lshl_or_b32 v30, v26, 16, v25
	ds_read_u8 v24, v12 offset:26368
	ds_read_u8 v25, v11 offset:26112
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s47
	v_lshl_or_b32 v29, v24, 16, v14
	ds_read_u8 v14, v13 offset:24832
	ds_read_u8 v24, v8 offset:24576
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s47
	ds_read_u8 v24, v32 offset:25344
	ds_read_u8 v25, v15 offset:25088
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s47
	v_lshl_or_b32 v28, v24, 16, v14
	ds_read_u8 v14, v1 offset:19712
	ds_read_u8 v24, v0 offset:19456
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s47
	ds_read_u8 v24, v4 offset:20224
	ds_read_u8 v25, v3 offset:19968
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s47
	v_lshl_or_b32 v27, v24, 16, v14
	ds_read_u8 v14, v7 offset:18688
	ds_read_u8 v24, v6 offset:18432
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s47
	ds_read_u8 v24, v10 offset:19200
	ds_read_u8 v25, v9 offset:18944
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s47
	v_lshl_or_b32 v26, v24, 16, v14
	ds_read_u8 v14, v5 offset:17664
	ds_read_u8 v24, v2 offset:17408
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s47
	ds_read_u8 v24, v12 offset:18176
	ds_read_u8 v25, v11 offset:17920
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s47
	v_lshl_or_b32 v25, v24, 16, v14
	ds_read_u8 v14, v13 offset:16640
	ds_read_u8 v24, v8 offset:16384
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s47
	ds_read_u8 v24, v32 offset:17152
	ds_read_u8 v33, v15 offset:16896
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v33, v24, s47
	v_lshl_or_b32 v24, v24, 16, v14
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v14, s51, v39
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[6:7], s21, v14
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v14, s51, v40
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[4:5], s21, v14
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v14, s51, v41
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[2:3], s21, v14
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v14, s51, v42
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[0:1], s21, v14
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v14, s51, v43
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[14:15], s21, v14
	.loc	1 21 16                         ; wg.py:21:16
	ds_read_u8 a109, v1 offset:28032
	ds_read_u8 v14, v1 offset:19840
	ds_read_u8 a108, v1 offset:11648
	ds_read_u8 a118, v1 offset:3456
	ds_read_u8 a111, v0 offset:27776
	ds_read_u8 v1, v0 offset:19584
	ds_read_u8 a89, v0 offset:11392
	ds_read_u8 a121, v0 offset:3200
	ds_read_u8 a113, v4 offset:28544
	ds_read_u8 v0, v4 offset:20352
	s_waitcnt lgkmcnt(8)
	scratch_store_dword off, v14, off offset:16 ; 4-byte Folded Spill
	s_waitcnt lgkmcnt(4)
	scratch_store_dword off, v1, off offset:20 ; 4-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v0, off offset:24 ; 4-byte Folded Spill
	ds_read_u8 a93, v4 offset:12160
	ds_read_u8 a124, v4 offset:3968
	ds_read_u8 a115, v3 offset:28288
	ds_read_u8 v0, v3 offset:20096
	.loc	1 18 21                         ; wg.py:18:21
	v_add_u32_e32 v1, s53, v80
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v0, off offset:28 ; 4-byte Folded Spill
	v_bfrev_b32_e32 v0, 1
	.loc	1 18 13                         ; wg.py:18:13
	v_cndmask_b32_e64 v1, v0, v1, s[14:15]
	buffer_load_dwordx4 v1, s[28:31], 0 offen lds
	.loc	1 18 21 is_stmt 0               ; wg.py:18:21
	v_add_u32_e32 v1, s53, v110
	.loc	1 18 13                         ; wg.py:18:13
	v_cndmask_b32_e64 v1, v0, v1, s[14:15]
	s_add_i32 m0, s54, 0x2100
	.loc	1 17 21 is_stmt 1               ; wg.py:17:21
	s_mul_i32 s15, s51, s22
	.loc	1 18 13                         ; wg.py:18:13
	buffer_load_dwordx4 v1, s[28:31], 0 offen lds
	v_add3_u32 v1, s52, v37, v36
	v_add3_u32 v1, v1, v35, s45
	.loc	1 17 21                         ; wg.py:17:21
	s_add_i32 s15, s15, s36
	.loc	1 19 31                         ; wg.py:19:31
	s_mul_i32 s14, s50, s38
	.loc	1 18 13                         ; wg.py:18:13
	v_add3_u32 v50, v1, v34, v38
	.loc	1 17 21                         ; wg.py:17:21
	v_add_u32_e32 v1, s15, v44
	v_add_u32_e32 v2, s15, v46
	v_add_u32_e32 v3, s15, v68
	v_add_u32_e32 v4, s15, v70
	.loc	1 17 13 is_stmt 0               ; wg.py:17:13
	v_cndmask_b32_e64 v1, v0, v1, s[6:7]
	v_cndmask_b32_e64 v2, v0, v2, s[4:5]
	v_cndmask_b32_e64 v3, v0, v3, s[2:3]
	v_cndmask_b32_e64 v0, v0, v4, s[0:1]
	.loc	1 19 14 is_stmt 1               ; wg.py:19:14
	v_add_lshl_u32 v48, s14, v48, 2
	.loc	1 17 13                         ; wg.py:17:13
	buffer_load_dwordx4 v[44:47], v1, s[8:11], 0 offen
	buffer_load_dwordx4 v[32:35], v0, s[8:11], 0 offen
	buffer_load_dwordx4 v[40:43], v2, s[8:11], 0 offen
	buffer_load_dwordx4 v[36:39], v3, s[8:11], 0 offen
	; asyncmark
	.loc	1 19 14                         ; wg.py:19:14
	buffer_load_dword v86, v48, s[24:27], 0 offen
	.loc	1 18 13                         ; wg.py:18:13
	ds_read_b64_tr_b8 a[16:17], v50
	ds_read_b64_tr_b8 a[20:21], v50 offset:256
	ds_read_b64_tr_b8 a[18:19], v50 offset:8448
	ds_read_b64_tr_b8 a[22:23], v50 offset:8704
	ds_read_b64_tr_b8 a[24:25], v50 offset:512
	ds_read_b64_tr_b8 a[28:29], v50 offset:768
	ds_read_b64_tr_b8 a[26:27], v50 offset:8960
	ds_read_b64_tr_b8 a[30:31], v50 offset:9216
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[16:23], v[16:23], 0
	.loc	1 18 13                         ; wg.py:18:13
	ds_read_b64_tr_b8 a[4:5], v50 offset:320
	ds_read_b64_tr_b8 a[0:1], v50 offset:64
	ds_read_b64_tr_b8 a[6:7], v50 offset:8768
	ds_read_b64_tr_b8 a[2:3], v50 offset:8512
	ds_read_b64_tr_b8 a[12:13], v50 offset:832
	ds_read_b64_tr_b8 a[8:9], v50 offset:576
	ds_read_b64_tr_b8 a[14:15], v50 offset:9280
	ds_read_b64_tr_b8 a[10:11], v50 offset:9024
	.loc	1 20 31                         ; wg.py:20:31
	s_mul_i32 s0, s50, s39
	.loc	1 20 22 is_stmt 0               ; wg.py:20:22
	s_add_i32 s0, s0, s41
	.loc	1 20 14                         ; wg.py:20:14
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s34, s0
	s_addc_u32 s1, s35, s1
	.loc	1 17 13 is_stmt 1               ; wg.py:17:13
	s_lshl_b32 s2, s48, 15
	.loc	1 15 5                          ; wg.py:15:5
	s_cmp_lg_u32 s49, s46
	s_mov_b32 s50, s49
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(8)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[24:31], v[24:31], v[0:15]
	s_waitcnt vmcnt(0)
	s_nop 15
	s_nop 2
	v_pk_mul_f32 v[60:61], v[86:87], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[86:87], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[86:87], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[86:87], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[86:87], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[86:87], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[80:81], v[86:87], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[86:87], v[14:15] op_sel_hi:[0,1]
	s_waitcnt lgkmcnt(4)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[16:23], 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[8:15], v[24:31], v[0:15]
	s_nop 15
	s_nop 3
	v_pk_mul_f32 v[50:51], v[86:87], v[0:1] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v0, a108
	v_accvgpr_read_b32 v1, a89
	v_pk_mul_f32 v[52:53], v[86:87], v[2:3] op_sel_hi:[0,1]
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a93
	v_accvgpr_read_b32 v2, a97
	v_perm_b32 v1, v2, v1, s47
	v_accvgpr_read_b32 v2, a102
	v_accvgpr_read_b32 v3, a88
	v_pk_mul_f32 v[54:55], v[86:87], v[4:5] op_sel_hi:[0,1]
	v_perm_b32 v2, v3, v2, s47
	v_accvgpr_read_b32 v3, a82
	v_accvgpr_read_b32 v4, a77
	v_perm_b32 v3, v4, v3, s47
	v_lshl_or_b32 v23, v1, 16, v0
	v_accvgpr_read_b32 v0, a69
	v_accvgpr_read_b32 v1, a39
	v_lshl_or_b32 v22, v3, 16, v2
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a35
	v_accvgpr_read_b32 v2, a33
	v_perm_b32 v1, v2, v1, s47
	v_lshl_or_b32 v21, v1, 16, v0
	v_perm_b32 v0, v106, v107, s47
	v_perm_b32 v1, v88, v89, s47
	v_lshl_or_b32 v20, v1, 16, v0
	v_accvgpr_read_b32 v0, a118
	v_accvgpr_read_b32 v1, a121
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a124
	v_accvgpr_read_b32 v2, a127
	v_perm_b32 v1, v2, v1, s47
	v_lshl_or_b32 v19, v1, 16, v0
	v_accvgpr_read_b32 v0, a87
	v_accvgpr_read_b32 v1, a91
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a95
	v_accvgpr_read_b32 v2, a99
	v_perm_b32 v1, v2, v1, s47
	v_lshl_or_b32 v18, v1, 16, v0
	v_accvgpr_read_b32 v0, a103
	v_accvgpr_read_b32 v1, a85
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a83
	v_accvgpr_read_b32 v2, a73
	v_perm_b32 v1, v2, v1, s47
	v_lshl_or_b32 v17, v1, 16, v0
	v_accvgpr_read_b32 v0, a59
	v_accvgpr_read_b32 v1, a38
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a34
	v_accvgpr_read_b32 v2, a32
	v_perm_b32 v1, v2, v1, s47
	v_lshl_or_b32 v16, v1, 16, v0
	v_accvgpr_read_b32 v0, a109
	v_accvgpr_read_b32 v1, a111
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a113
	v_accvgpr_read_b32 v2, a115
	v_perm_b32 v1, v2, v1, s47
	v_accvgpr_read_b32 v2, a117
	v_accvgpr_read_b32 v3, a120
	v_perm_b32 v2, v3, v2, s47
	v_accvgpr_read_b32 v3, a123
	v_accvgpr_read_b32 v4, a126
	v_perm_b32 v3, v4, v3, s47
	v_lshl_or_b32 v31, v1, 16, v0
	v_accvgpr_read_b32 v0, a106
	v_accvgpr_read_b32 v1, a90
	v_lshl_or_b32 v30, v3, 16, v2
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a94
	v_accvgpr_read_b32 v2, a98
	v_perm_b32 v1, v2, v1, s47
	v_lshl_or_b32 v29, v1, 16, v0
	v_accvgpr_read_b32 v0, a101
	v_accvgpr_read_b32 v1, a104
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a79
	v_accvgpr_read_b32 v2, a81
	v_perm_b32 v1, v1, v2, s47
	v_lshl_or_b32 v28, v1, 16, v0
	scratch_load_dword v0, off, off offset:16 ; 4-byte Folded Reload
	scratch_load_dword v1, off, off offset:20 ; 4-byte Folded Reload
	.loc	1 15 5                          ; wg.py:15:5
	scratch_load_dword v88, off, off offset:32 ; 4-byte Folded Reload
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[56:57], v[86:87], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[86:87], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[112:113], v[86:87], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[110:111], v[86:87], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[86:87], v[14:15] op_sel_hi:[0,1]
	v_mov_b32_e32 v89, 0
	s_waitcnt vmcnt(1)
	v_perm_b32 v0, v1, v0, s47
	scratch_load_dword v1, off, off offset:24 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:28 ; 4-byte Folded Reload
	.loc	1 15 5                          ; wg.py:15:5
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v88, s36, v88
	.loc	1 19 14                         ; wg.py:19:14
	v_add_lshl_u32 v88, s14, v88, 2
	buffer_load_dword v88, v88, s[24:27], 0 offen
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt vmcnt(1)
	v_perm_b32 v1, v2, v1, s47
	v_lshl_or_b32 v27, v1, 16, v0
	v_accvgpr_read_b32 v0, a110
	v_accvgpr_read_b32 v1, a112
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a114
	v_accvgpr_read_b32 v2, a116
	v_perm_b32 v1, v2, v1, s47
	v_lshl_or_b32 v26, v1, 16, v0
	v_accvgpr_read_b32 v0, a119
	v_accvgpr_read_b32 v1, a122
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a125
	v_accvgpr_read_b32 v2, a107
	v_perm_b32 v1, v2, v1, s47
	v_lshl_or_b32 v25, v1, 16, v0
	v_accvgpr_read_b32 v0, a105
	v_accvgpr_read_b32 v1, a92
	v_perm_b32 v0, v1, v0, s47
	v_accvgpr_read_b32 v1, a96
	v_accvgpr_read_b32 v2, a100
	v_perm_b32 v1, v2, v1, s47
	v_lshl_or_b32 v24, v1, 16, v0
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[16:23], v[16:23], 0
	v_accvgpr_write_b32 a16, v90
	v_accvgpr_write_b32 a17, v91
	v_accvgpr_write_b32 a18, v92
	v_accvgpr_write_b32 a19, v93
	v_accvgpr_write_b32 a20, v94
	v_accvgpr_write_b32 a21, v95
	v_accvgpr_write_b32 a22, v96
	v_accvgpr_write_b32 a23, v97
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[24:31], v[24:31], v[0:15]
	v_accvgpr_write_b32 a24, v98
	v_accvgpr_write_b32 a25, v99
	v_accvgpr_write_b32 a26, v100
	v_accvgpr_write_b32 a27, v101
	v_accvgpr_write_b32 a28, v104
	v_accvgpr_write_b32 a29, v105
	v_accvgpr_write_b32 a30, v108
	v_accvgpr_write_b32 a31, v109
	s_waitcnt vmcnt(0)
	s_nop 10
	v_pk_mul_f32 v[90:91], v[88:89], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[92:93], v[88:89], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[94:95], v[88:89], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[88:89], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[88:89], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[100:101], v[88:89], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[88:89], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[88:89], v[14:15] op_sel_hi:[0,1]
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[16:23], 0
	.loc	1 20 14                         ; wg.py:20:14
	global_load_dword v16, v89, s[0:1]
	.loc	1 21 9                          ; wg.py:21:9
	scratch_load_dwordx2 v[18:19], off, off ; 8-byte Folded Reload
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v20, 8, v42
	v_lshrrev_b32_e32 v21, 24, v42
	v_lshrrev_b32_e32 v22, 8, v43
	v_lshrrev_b32_e32 v23, 24, v43
	.loc	1 21 9                          ; wg.py:21:9
	s_waitcnt vmcnt(1)
	v_fma_f32 v118, v16, v50, v118
	v_fma_f32 v119, v16, v51, v119
	.loc	1 21 16 is_stmt 0               ; wg.py:21:16
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[8:15], v[24:31], v[0:15]
	scratch_load_dwordx2 v[50:51], off, off offset:8 ; 8-byte Folded Reload
	.loc	1 21 9                          ; wg.py:21:9
	v_fma_f32 v120, v16, v48, v120
	v_fma_f32 v121, v16, v49, v121
	v_accvgpr_read_b32 v49, a37
	v_accvgpr_read_b32 v48, a36
	v_fma_f32 v72, v16, v60, v72
	v_fma_f32 v73, v16, v61, v73
	v_accvgpr_read_b32 v61, a49
	v_accvgpr_read_b32 v60, a48
	v_fma_f32 v74, v16, v66, v74
	v_fma_f32 v75, v16, v67, v75
	v_accvgpr_read_b32 v67, a67
	v_fma_f32 v124, v16, v70, v124
	v_fma_f32 v125, v16, v71, v125
	v_accvgpr_read_b32 v71, a75
	v_pk_fma_f32 v[122:123], v[16:17], v[80:81], v[122:123] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v81, a78
	v_pk_fma_f32 v[116:117], v[16:17], v[52:53], v[116:117] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v53, a41
	v_accvgpr_read_b32 v52, a40
	v_pk_fma_f32 v[48:49], v[16:17], v[100:101], v[48:49] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v101, a27
	v_accvgpr_read_b32 v100, a26
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[88:89], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[88:89], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[88:89], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[88:89], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[88:89], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[88:89], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[88:89], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[88:89], v[14:15] op_sel_hi:[0,1]
	scratch_load_dword v88, off, off offset:132 ; 4-byte Folded Reload
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[102:103], v[16:17], v[104:105], v[102:103] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v105, a29
	v_accvgpr_read_b32 v104, a28
	v_pk_fma_f32 v[126:127], v[16:17], v[68:69], v[126:127] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v69, a71
	v_pk_fma_f32 v[82:83], v[16:17], v[112:113], v[82:83] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v112, a86
	v_pk_fma_f32 v[84:85], v[16:17], v[110:111], v[84:85] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v111, a84
	v_pk_fma_f32 v[60:61], v[16:17], v[86:87], v[60:61] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v87, a80
	v_pk_fma_f32 v[52:53], v[16:17], v[96:97], v[52:53] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v97, a23
	v_accvgpr_read_b32 v96, a22
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[18:19], v[16:17], v[108:109], v[18:19] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[104:105], v[16:17], v[0:1], v[104:105] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101], v[16:17], v[2:3], v[100:101] op_sel_hi:[0,1,1]
	.loc	1 17 13 is_stmt 1               ; wg.py:17:13
	v_add_u32_e32 v0, s2, v67
	v_add_u32_e32 v2, s2, v71
	v_add_u32_e32 v3, s2, v81
	scratch_store_dwordx2 off, v[18:19], off ; 8-byte Folded Spill
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[96:97], v[16:17], v[6:7], v[96:97] op_sel_hi:[0,1,1]
	.loc	1 17 13                         ; wg.py:17:13
	s_barrier
	v_add_u32_e32 v1, s2, v69
	ds_write_b8 v2, v45
	ds_write_b8_d16_hi v3, v45
	v_add_u32_e32 v6, s2, v111
	v_add_u32_e32 v7, s2, v112
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[78:79], v[16:17], v[62:63], v[78:79] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v63, a51
	v_accvgpr_read_b32 v62, a50
	v_pk_fma_f32 v[76:77], v[16:17], v[64:65], v[76:77] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v65, a53
	v_accvgpr_read_b32 v64, a52
	v_pk_fma_f32 v[114:115], v[16:17], v[54:55], v[114:115] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v55, a43
	v_accvgpr_read_b32 v54, a42
	v_pk_fma_f32 v[64:65], v[16:17], v[56:57], v[64:65] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v57, a45
	v_accvgpr_read_b32 v56, a44
	v_pk_fma_f32 v[62:63], v[16:17], v[58:59], v[62:63] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v59, a47
	v_accvgpr_read_b32 v58, a46
	v_pk_fma_f32 v[58:59], v[16:17], v[90:91], v[58:59] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v91, a17
	v_accvgpr_read_b32 v90, a16
	v_pk_fma_f32 v[56:57], v[16:17], v[92:93], v[56:57] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v93, a19
	v_accvgpr_read_b32 v92, a18
	v_pk_fma_f32 v[54:55], v[16:17], v[94:95], v[54:55] op_sel_hi:[0,1,1]
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[50:51], v[16:17], v[98:99], v[50:51] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v99, a25
	v_accvgpr_read_b32 v98, a24
	v_pk_fma_f32 v[98:99], v[16:17], v[4:5], v[98:99] op_sel_hi:[0,1,1]
	.loc	1 17 13                         ; wg.py:17:13
	v_add_u32_e32 v4, s2, v87
	v_accvgpr_read_b32 v95, a21
	v_accvgpr_read_b32 v94, a20
	v_accvgpr_read_b32 v109, a31
	v_accvgpr_read_b32 v108, a30
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[94:95], v[16:17], v[8:9], v[94:95] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[92:93], v[16:17], v[10:11], v[92:93] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[90:91], v[16:17], v[12:13], v[90:91] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[108:109], v[16:17], v[14:15], v[108:109] op_sel_hi:[0,1,1]
	.loc	1 17 13                         ; wg.py:17:13
	ds_write_b8 v0, v44
	ds_write_b8_d16_hi v1, v44
	v_lshrrev_b32_e32 v16, 8, v40
	v_lshrrev_b32_e32 v24, 8, v36
	v_lshrrev_b32_e32 v9, 24, v44
	v_lshrrev_b32_e32 v25, 24, v36
	v_lshrrev_b32_e32 v17, 24, v40
	v_lshrrev_b32_e32 v10, 8, v45
	v_lshrrev_b32_e32 v18, 8, v41
	v_lshrrev_b32_e32 v8, 8, v44
	v_lshrrev_b32_e32 v11, 24, v45
	v_lshrrev_b32_e32 v26, 8, v37
	v_lshrrev_b32_e32 v19, 24, v41
	v_lshrrev_b32_e32 v27, 24, v37
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v5, s2, v88
	ds_write_b8 v0, v40 offset:8192
	ds_write_b8_d16_hi v1, v40 offset:8192
	ds_write_b8 v2, v41 offset:8192
	ds_write_b8_d16_hi v3, v41 offset:8192
	ds_write_b8 v4, v42 offset:8192
	ds_write_b8_d16_hi v5, v42 offset:8192
	ds_write_b8 v6, v43 offset:8192
	ds_write_b8_d16_hi v7, v43 offset:8192
	ds_write_b8 v0, v36 offset:16384
	ds_write_b8_d16_hi v1, v36 offset:16384
	ds_write_b8 v2, v37 offset:16384
	ds_write_b8_d16_hi v3, v37 offset:16384
	ds_write_b8 v4, v38 offset:16384
	ds_write_b8_d16_hi v5, v38 offset:16384
	ds_write_b8 v6, v39 offset:16384
	ds_write_b8_d16_hi v7, v39 offset:16384
	ds_write_b8 v0, v32 offset:24576
	ds_write_b8_d16_hi v1, v32 offset:24576
	ds_write_b8 v2, v33 offset:24576
	ds_write_b8_d16_hi v3, v33 offset:24576
	ds_write_b8 v4, v34 offset:24576
	ds_write_b8_d16_hi v5, v34 offset:24576
	ds_write_b8 v6, v35 offset:24576
	ds_write_b8_d16_hi v7, v35 offset:24576
	v_lshrrev_b32_e32 v2, 8, v33
	v_lshrrev_b32_e32 v3, 24, v33
	scratch_load_dword v33, off, off offset:128 ; 4-byte Folded Reload
	v_lshrrev_b32_e32 v0, 8, v32
	v_lshrrev_b32_e32 v1, 24, v32
	v_lshrrev_b32_e32 v12, 8, v46
	ds_write_b8 v4, v46
	v_lshrrev_b32_e32 v13, 24, v46
	v_lshrrev_b32_e32 v28, 8, v38
	v_lshrrev_b32_e32 v4, 8, v34
	ds_write_b8_d16_hi v5, v46
	ds_write_b8 v6, v47
	v_lshrrev_b32_e32 v14, 8, v47
	v_lshrrev_b32_e32 v29, 24, v38
	v_lshrrev_b32_e32 v5, 24, v34
	v_lshrrev_b32_e32 v6, 8, v35
	v_lshrrev_b32_e32 v30, 8, v39
	v_accvgpr_read_b32 v66, a54
	v_accvgpr_read_b32 v68, a70
	v_accvgpr_read_b32 v70, a72
	v_accvgpr_read_b32 v80, a74
	v_accvgpr_read_b32 v110, a76
	ds_write_b8_d16_hi v7, v47
	v_accvgpr_read_b32 v44, a66
	v_lshrrev_b32_e32 v15, 24, v47
	v_accvgpr_read_b32 v46, a68
	v_accvgpr_read_b32 v40, a62
	v_accvgpr_read_b32 v41, a63
	v_accvgpr_read_b32 v42, a64
	v_accvgpr_read_b32 v43, a65
	v_accvgpr_read_b32 v36, a57
	v_accvgpr_read_b32 v37, a58
	v_accvgpr_read_b32 v38, a60
	v_lshrrev_b32_e32 v31, 24, v39
	v_accvgpr_read_b32 v39, a61
	v_accvgpr_read_b32 v34, a55
	v_lshrrev_b32_e32 v7, 24, v35
	v_accvgpr_read_b32 v35, a56
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v32, s2, v33
	ds_write_b8 v32, v16 offset:8192
	ds_write_b8 v32, v24 offset:16384
	scratch_load_dword v24, off, off offset:120 ; 4-byte Folded Reload
	ds_write_b8 v32, v0 offset:24576
	ds_write_b8 v32, v8
	scratch_load_dword v8, off, off offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, s2, v24
	ds_write_b8 v0, v9
	ds_write_b8 v0, v17 offset:8192
	ds_write_b8 v0, v25 offset:16384
	scratch_load_dword v25, off, off offset:124 ; 4-byte Folded Reload
	ds_write_b8 v0, v1 offset:24576
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, s2, v25
	ds_write_b8 v0, v10
	scratch_load_dword v10, off, off offset:112 ; 4-byte Folded Reload
	ds_write_b8 v0, v18 offset:8192
	ds_write_b8 v0, v26 offset:16384
	ds_write_b8 v0, v2 offset:24576
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, s2, v10
	ds_write_b8 v0, v11
	scratch_load_dword v11, off, off offset:108 ; 4-byte Folded Reload
	ds_write_b8 v0, v19 offset:8192
	scratch_load_dword v19, off, off offset:116 ; 4-byte Folded Reload
	ds_write_b8 v0, v27 offset:16384
	ds_write_b8 v0, v3 offset:24576
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, s2, v11
	ds_write_b8 v0, v12
	ds_write_b8 v0, v20 offset:8192
	ds_write_b8 v0, v28 offset:16384
	ds_write_b8 v0, v4 offset:24576
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, s2, v19
	ds_write_b8 v0, v13
	ds_write_b8 v0, v21 offset:8192
	ds_write_b8 v0, v29 offset:16384
	ds_write_b8 v0, v5 offset:24576
	v_add_u32_e32 v0, s2, v8
	ds_write_b8 v0, v14
	ds_write_b8 v0, v22 offset:8192
	ds_write_b8 v0, v30 offset:16384
	ds_write_b8 v0, v6 offset:24576
	scratch_load_dword v6, off, off offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, s2, v6
	ds_write_b8 v0, v15
	ds_write_b8 v0, v23 offset:8192
	ds_write_b8 v0, v31 offset:16384
	ds_write_b8 v0, v7 offset:24576
	.loc	1 15 5                          ; wg.py:15:5
	s_cbranch_scc1 .LBB0_5
; %bb.6:                                ; %Flow
	.loc	1 0 5 is_stmt 0                 ; wg.py:0:5
	scratch_load_dword v86, off, off offset:152 ; 4-byte Folded Reload
	scratch_load_dword v3, off, off offset:148 ; 4-byte Folded Reload
	scratch_load_dword v4, off, off offset:32 ; 4-byte Folded Reload
	v_mov_b32_e32 v89, v109
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s43, 0x10000
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
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v104, 0
	scratch_store_dwordx2 off, v[0:1], off  ; 8-byte Folded Spill
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
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
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v108, 0
.LBB0_8:                                ; %._crit_edge
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_max_i32 s0, s42, 0
	.loc	1 19 31                         ; wg.py:19:31
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s1, s0, s38
	.loc	1 19 22 is_stmt 0               ; wg.py:19:22
	s_add_i32 s1, s36, s1
	.loc	1 20 14 is_stmt 1               ; wg.py:20:14
	s_and_b64 s[4:5], vcc, exec
	.loc	1 19 14                         ; wg.py:19:14
	v_add_lshl_u32 v0, s1, v66, 2
	v_bfrev_b32_e32 v1, 1
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v2, s1, v4, 2
	.loc	1 20 14                         ; wg.py:20:14
	s_cselect_b32 s1, 1, 0
	.loc	1 19 14                         ; wg.py:19:14
	v_cndmask_b32_e32 v0, v1, v0, vcc
	.loc	1 20 14                         ; wg.py:20:14
	s_cmp_lg_u32 s1, 1
	.loc	1 19 14                         ; wg.py:19:14
	v_cndmask_b32_e32 v1, v1, v2, vcc
	; wait_asyncmark(0)
	.loc	1 18 13                         ; wg.py:18:13
	s_barrier
	.loc	1 20 14                         ; wg.py:20:14
	s_cbranch_scc1 .LBB0_10
; %bb.9:
	.loc	1 0 14 is_stmt 0                ; wg.py:0:14
	s_mul_i32 s0, s0, s39
	s_add_i32 s0, s41, s0
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s34, s0
	s_addc_u32 s1, s35, s1
	v_mov_b32_e32 v2, 0
	.loc	1 20 14                         ; wg.py:20:14
	global_load_dword v80, v2, s[0:1]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v81, v80
	s_branch .LBB0_11
.LBB0_10:
	.loc	1 0 0                           ; wg.py:0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, 0
.LBB0_11:
	v_accvgpr_write_b32 a73, v65
	v_accvgpr_write_b32 a72, v64
	buffer_load_dword v64, v0, s[16:19], 0 offen
	buffer_load_dword v106, v1, s[16:19], 0 offen
	s_and_b32 s14, s40, 64
	.loc	1 21 16 is_stmt 1               ; wg.py:21:16
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 1, 0
	v_accvgpr_write_b32 a71, v63
	v_accvgpr_write_b32 a70, v62
	v_accvgpr_write_b32 a67, v61
	v_accvgpr_write_b32 a66, v60
	v_accvgpr_write_b32 a65, v59
	v_accvgpr_write_b32 a64, v58
	v_accvgpr_write_b32 a63, v57
	v_accvgpr_write_b32 a62, v56
	v_accvgpr_write_b32 a61, v55
	v_accvgpr_write_b32 a60, v54
	v_accvgpr_write_b32 a59, v53
	v_accvgpr_write_b32 a58, v52
	v_accvgpr_write_b32 a57, v51
	v_accvgpr_write_b32 a56, v50
	v_accvgpr_write_b32 a55, v49
	v_accvgpr_write_b32 a54, v48
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	.loc	1 0 16 is_stmt 0                ; wg.py:0:16
	s_lshr_b32 s0, s14, 1
	v_add3_u32 v0, s43, v37, v36
	v_or3_b32 v1, s33, v3, v86
	v_add3_u32 v0, v0, v35, s0
	v_add_u32_e32 v2, s2, v1
	v_xad_u32 v3, v1, 2, s2
	v_xad_u32 v5, v1, 3, s2
	v_xad_u32 v6, v1, 4, s2
	v_xad_u32 v7, v1, 5, s2
	v_xad_u32 v8, v1, 6, s2
	v_xad_u32 v9, v1, 7, s2
	v_xad_u32 v10, v1, 8, s2
	v_xad_u32 v11, v1, 9, s2
	v_xad_u32 v12, v1, 10, s2
	v_xad_u32 v13, v1, 11, s2
	v_xad_u32 v14, v1, 12, s2
	v_xad_u32 v15, v1, 13, s2
	v_xad_u32 v16, v1, 14, s2
	v_xad_u32 v4, v1, 1, s2
	v_xad_u32 v17, v1, 15, s2
	v_add3_u32 v18, v0, v34, v38
	ds_read_u8 v44, v2
	ds_read_u8 v42, v2 offset:8192
	ds_read_u8 v50, v2 offset:16384
	ds_read_u8 v47, v2 offset:24576
	ds_read_u8 a52, v2 offset:24704
	ds_read_u8 v109, v2 offset:16512
	ds_read_u8 a84, v2 offset:8320
	ds_read_u8 a75, v2 offset:128
	ds_read_u8 v43, v3 offset:512
	ds_read_u8 v20, v3 offset:8704
	ds_read_u8 v48, v3 offset:16896
	ds_read_u8 v45, v3 offset:25088
	ds_read_u8 a69, v3 offset:25216
	ds_read_u8 a37, v3 offset:17024
	ds_read_u8 a89, v3 offset:8832
	ds_read_u8 a78, v3 offset:640
	ds_read_u8 v40, v5 offset:768
	ds_read_u8 v19, v5 offset:8960
	ds_read_u8 v46, v5 offset:17152
	ds_read_u8 v71, v5 offset:25344
	ds_read_u8 a76, v5 offset:25472
	ds_read_u8 a39, v5 offset:17280
	ds_read_u8 v51, v5 offset:9088
	ds_read_u8 a81, v5 offset:896
	ds_read_u8 v39, v6 offset:1024
	ds_read_u8 v21, v6 offset:9216
	v_accvgpr_write_b32 a32, v90
	v_accvgpr_write_b32 a33, v91
	ds_read_u8 v90, v6 offset:17408
	ds_read_u8 v41, v6 offset:25600
	ds_read_u8 a79, v6 offset:25728
	ds_read_u8 a53, v6 offset:17536
	ds_read_u8 v69, v6 offset:9344
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a38, v64
	ds_read_u8 v64, v6 offset:1152
	ds_read_u8 v38, v7 offset:1280
	ds_read_u8 v3, v7 offset:9472
	ds_read_u8 v91, v7 offset:17664
	v_accvgpr_write_b32 a40, v92
	v_accvgpr_write_b32 a41, v93
	ds_read_u8 v92, v7 offset:25856
	ds_read_u8 a82, v7 offset:25984
	ds_read_u8 a74, v7 offset:17792
	ds_read_u8 v55, v7 offset:9600
	ds_read_u8 v52, v7 offset:1408
	ds_read_u8 v29, v8 offset:1536
	ds_read_u8 v31, v8 offset:9728
	ds_read_u8 v93, v8 offset:17920
	v_accvgpr_write_b32 a42, v94
	v_accvgpr_write_b32 a43, v95
	ds_read_u8 v94, v8 offset:26112
	ds_read_u8 a85, v8 offset:26240
	ds_read_u8 a77, v8 offset:18048
	ds_read_u8 v57, v8 offset:9856
	ds_read_u8 v54, v8 offset:1664
	ds_read_u8 v28, v9 offset:1792
	ds_read_u8 v32, v9 offset:9984
	ds_read_u8 v95, v9 offset:18176
	v_accvgpr_write_b32 a44, v96
	v_accvgpr_write_b32 a45, v97
	ds_read_u8 v96, v9 offset:26368
	ds_read_u8 a87, v9 offset:26496
	ds_read_u8 a80, v9 offset:18304
	ds_read_u8 v59, v9 offset:10112
	ds_read_u8 v56, v9 offset:1920
	ds_read_u8 v27, v10 offset:2048
	ds_read_u8 v22, v10 offset:10240
	ds_read_u8 v97, v10 offset:18432
	v_accvgpr_write_b32 a46, v98
	v_accvgpr_write_b32 a47, v99
	ds_read_u8 v98, v10 offset:26624
	ds_read_u8 a91, v10 offset:26752
	ds_read_u8 a83, v10 offset:18560
	ds_read_u8 v70, v10 offset:10368
	ds_read_u8 v58, v10 offset:2176
	ds_read_u8 v25, v11 offset:2304
	ds_read_u8 v23, v11 offset:10496
	ds_read_u8 v99, v11 offset:18688
	v_accvgpr_write_b32 a48, v100
	v_accvgpr_write_b32 a49, v101
	ds_read_u8 v100, v11 offset:26880
	ds_read_u8 a92, v11 offset:27008
	ds_read_u8 a86, v11 offset:18816
	ds_read_u8 v63, v11 offset:10624
	ds_read_u8 v60, v11 offset:2432
	ds_read_u8 v11, v12 offset:2560
	ds_read_u8 v34, v12 offset:10752
	ds_read_u8 v101, v12 offset:18944
	v_accvgpr_write_b32 a50, v104
	v_accvgpr_write_b32 a51, v105
	ds_read_u8 v104, v12 offset:27136
	ds_read_u8 a93, v12 offset:27264
	ds_read_u8 a88, v12 offset:19072
	ds_read_u8 v66, v12 offset:10880
	ds_read_u8 v62, v12 offset:2688
	ds_read_u8 v12, v13 offset:2816
	ds_read_u8 v36, v13 offset:11008
	ds_read_u8 v105, v13 offset:19200
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a34, v106
	ds_read_u8 v106, v13 offset:27392
	v_accvgpr_write_b32 a36, v89
	v_mov_b64_e32 v[110:111], v[84:85]
	v_mov_b64_e32 v[112:113], v[82:83]
	ds_read_u8 v83, v16 offset:28288
	ds_read_u8 v89, v13 offset:27520
	ds_read_u8 a90, v13 offset:19328
	ds_read_u8 v68, v13 offset:11136
	ds_read_u8 v65, v13 offset:2944
	ds_read_u8 v13, v14 offset:3072
	ds_read_u8 v107, v14 offset:11264
	ds_read_u8 v26, v14 offset:19456
	ds_read_u8 v9, v14 offset:27648
	ds_read_u8 v87, v14 offset:27776
	ds_read_u8 a94, v14 offset:19584
	ds_read_u8 v37, v14 offset:11392
	ds_read_u8 v67, v14 offset:3200
	ds_read_u8 v14, v15 offset:3328
	ds_read_u8 v2, v15 offset:11520
	ds_read_u8 v24, v15 offset:19712
	ds_read_u8 v7, v15 offset:27904
	ds_read_u8 v85, v15 offset:28032
	ds_read_u8 v88, v15 offset:19840
	ds_read_u8 v35, v15 offset:11648
	ds_read_u8 v53, v15 offset:3456
	ds_read_u8 v15, v16 offset:3584
	ds_read_u8 v1, v16 offset:11776
	ds_read_u8 v8, v16 offset:19968
	ds_read_u8 v5, v16 offset:28160
	v_accvgpr_write_b32 a35, v86
	ds_read_u8 v86, v16 offset:20096
	ds_read_u8 v33, v16 offset:11904
	ds_read_u8 v61, v16 offset:3712
	ds_read_u8 v16, v17 offset:3840
	ds_read_u8 v0, v17 offset:12032
	ds_read_u8 v6, v17 offset:20224
	ds_read_u8 v30, v17 offset:28416
	v_accvgpr_write_b32 a68, v108
	ds_read_u8 v108, v17 offset:28544
	ds_read_u8 v84, v17 offset:20352
	ds_read_u8 v10, v17 offset:12160
	ds_read_u8 v49, v17 offset:3968
	ds_read_b64_tr_b8 a[24:25], v18
	ds_read_b64_tr_b8 a[28:29], v18 offset:256
	ds_read_b64_tr_b8 a[4:5], v18 offset:320
	ds_read_b64_tr_b8 a[0:1], v18 offset:64
	ds_read_b64_tr_b8 a[26:27], v18 offset:8448
	ds_read_b64_tr_b8 a[30:31], v18 offset:8704
	ds_read_b64_tr_b8 a[6:7], v18 offset:8768
	ds_read_b64_tr_b8 a[2:3], v18 offset:8512
	ds_read_b64_tr_b8 a[16:17], v18 offset:512
	ds_read_b64_tr_b8 a[20:21], v18 offset:768
	ds_read_b64_tr_b8 a[12:13], v18 offset:832
	ds_read_b64_tr_b8 a[8:9], v18 offset:576
	ds_read_b64_tr_b8 a[18:19], v18 offset:8960
	ds_read_b64_tr_b8 a[22:23], v18 offset:9216
	ds_read_b64_tr_b8 a[14:15], v18 offset:9280
	ds_read_b64_tr_b8 a[10:11], v18 offset:9024
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(14)
	v_lshlrev_b16_e32 v0, 8, v0
	v_or_b32_sdwa v0, v1, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b16_e32 v1, 8, v2
	v_or_b32_e32 v1, v107, v1
	v_lshlrev_b16_e32 v2, 8, v36
	v_lshlrev_b16_e32 v17, 8, v23
	v_or_b32_sdwa v23, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v32
	v_lshlrev_b16_e32 v1, 8, v3
	v_or_b32_sdwa v2, v34, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v22, v17
	v_or_b32_sdwa v0, v31, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v21, v1
	v_or_b32_sdwa v22, v2, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_or_b32_sdwa v21, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_read_u8 v1, v4 offset:256
	ds_read_u8 v2, v4 offset:8448
	ds_read_u8 v107, v4 offset:16640
	ds_read_u8 v3, v4 offset:24832
	ds_read_u8 v36, v4 offset:24960
	ds_read_u8 v82, v4 offset:16768
	ds_read_u8 v32, v4 offset:8576
	ds_read_u8 v34, v4 offset:384
	v_lshlrev_b16_e32 v0, 8, v19
	s_waitcnt lgkmcnt(6)
	v_lshlrev_b16_e32 v2, 8, v2
	v_or_b32_sdwa v0, v20, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v2, v42, v2
	v_or_b32_sdwa v20, v0, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v16
	v_lshlrev_b16_e32 v2, 8, v14
	v_or_b32_sdwa v0, v15, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v2, v13, v2
	v_or_b32_sdwa v19, v0, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v12
	v_lshlrev_b16_e32 v2, 8, v25
	v_or_b32_sdwa v0, v11, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v2, v27, v2
	v_or_b32_sdwa v18, v0, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v28
	v_lshlrev_b16_e32 v2, 8, v38
	v_or_b32_sdwa v0, v29, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v2, v39, v2
	v_or_b32_sdwa v17, v0, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v40
	v_lshlrev_b16_e32 v1, 8, v1
	v_or_b32_sdwa v0, v43, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v44, v1
	v_or_b32_sdwa v16, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v30
	v_lshlrev_b16_e32 v1, 8, v7
	v_or_b32_sdwa v0, v5, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v9, v1
	v_or_b32_sdwa v31, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v106
	v_lshlrev_b16_e32 v1, 8, v100
	v_or_b32_sdwa v0, v104, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v98, v1
	v_or_b32_sdwa v30, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v96
	v_lshlrev_b16_e32 v1, 8, v92
	v_or_b32_sdwa v0, v94, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v41, v1
	v_or_b32_sdwa v29, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v71
	s_waitcnt lgkmcnt(4)
	v_lshlrev_b16_e32 v1, 8, v3
	v_or_b32_sdwa v0, v45, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v47, v1
	v_or_b32_sdwa v28, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v6
	v_lshlrev_b16_e32 v1, 8, v24
	v_or_b32_sdwa v0, v8, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v26, v1
	v_or_b32_sdwa v27, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v105
	v_lshlrev_b16_e32 v1, 8, v99
	v_or_b32_sdwa v0, v101, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v97, v1
	v_or_b32_sdwa v26, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v95
	v_lshlrev_b16_e32 v1, 8, v91
	v_or_b32_sdwa v0, v93, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v90, v1
	v_or_b32_sdwa v25, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v46
	v_lshlrev_b16_e32 v1, 8, v107
	v_or_b32_sdwa v0, v48, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v50, v1
	v_or_b32_sdwa v24, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v10
	v_or_b32_sdwa v0, v33, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b16_e32 v1, 8, v35
	v_lshlrev_b16_e32 v33, 8, v68
	v_lshlrev_b16_e32 v35, 8, v63
	v_or_b32_sdwa v33, v66, v33 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v35, v70, v35
	v_or_b32_sdwa v70, v33, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v33, 8, v59
	v_lshlrev_b16_e32 v35, 8, v55
	v_or_b32_sdwa v33, v57, v33 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v35, v69, v35
	v_or_b32_sdwa v69, v33, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v33, 8, v51
	v_accvgpr_read_b32 v35, a89
	v_or_b32_sdwa v33, v35, v33 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b16_e32 v32, 8, v32
	v_accvgpr_read_b32 v35, a84
	v_or_b32_e32 v32, v35, v32
	v_or_b32_sdwa v68, v33, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v49
	v_lshlrev_b16_e32 v33, 8, v53
	v_or_b32_sdwa v32, v61, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v33, v67, v33
	v_or_b32_sdwa v67, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v65
	v_lshlrev_b16_e32 v33, 8, v60
	v_or_b32_sdwa v32, v62, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v33, v58, v33
	v_or_b32_e32 v1, v37, v1
	v_or_b32_sdwa v66, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v56
	v_or_b32_sdwa v71, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[24:31], v[16:23], 0
	v_or_b32_sdwa v32, v54, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b16_e32 v33, 8, v52
	v_or_b32_e32 v33, v64, v33
	v_or_b32_sdwa v65, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_accvgpr_read_b32 v32, a90
	v_lshlrev_b16_e32 v32, 8, v32
	v_accvgpr_read_b32 v33, a88
	v_or_b32_sdwa v32, v33, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_accvgpr_read_b32 v33, a86
	v_lshlrev_b16_e32 v33, 8, v33
	v_accvgpr_read_b32 v105, a51
	v_accvgpr_read_b32 v104, a50
	v_accvgpr_read_b32 v101, a49
	v_accvgpr_read_b32 v100, a48
	v_accvgpr_read_b32 v99, a47
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[0:7], v[16:23], 0
	v_accvgpr_read_b32 v16, a81
	v_lshlrev_b16_e32 v16, 8, v16
	v_accvgpr_read_b32 v17, a78
	v_or_b32_sdwa v16, v17, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b16_e32 v17, 8, v34
	v_accvgpr_read_b32 v18, a75
	v_or_b32_e32 v17, v18, v17
	v_or_b32_sdwa v64, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v108
	v_lshlrev_b16_e32 v17, 8, v85
	v_or_b32_sdwa v16, v83, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v87, v17
	v_or_b32_sdwa v97, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v89
	v_accvgpr_read_b32 v17, a93
	v_or_b32_sdwa v16, v17, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_accvgpr_read_b32 v17, a92
	v_lshlrev_b16_e32 v17, 8, v17
	v_accvgpr_read_b32 v18, a91
	v_or_b32_e32 v17, v18, v17
	v_or_b32_sdwa v96, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_accvgpr_read_b32 v16, a87
	v_accvgpr_read_b32 v34, a83
	v_lshlrev_b16_e32 v16, 8, v16
	v_accvgpr_read_b32 v17, a85
	v_or_b32_e32 v33, v34, v33
	v_or_b32_sdwa v16, v17, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_accvgpr_read_b32 v17, a82
	v_or_b32_sdwa v92, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_accvgpr_read_b32 v32, a80
	v_lshlrev_b16_e32 v17, 8, v17
	v_accvgpr_read_b32 v18, a79
	v_lshlrev_b16_e32 v32, 8, v32
	v_accvgpr_read_b32 v33, a77
	v_or_b32_e32 v17, v18, v17
	v_or_b32_sdwa v32, v33, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_accvgpr_read_b32 v33, a74
	v_or_b32_sdwa v95, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_accvgpr_read_b32 v16, a76
	v_lshlrev_b16_e32 v33, 8, v33
	v_accvgpr_read_b32 v34, a53
	v_lshlrev_b16_e32 v16, 8, v16
	v_accvgpr_read_b32 v17, a69
	v_or_b32_e32 v33, v34, v33
	v_or_b32_sdwa v16, v17, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b16_e32 v17, 8, v36
	v_accvgpr_read_b32 v18, a52
	v_or_b32_sdwa v91, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_accvgpr_read_b32 v32, a39
	v_or_b32_e32 v17, v18, v17
	v_lshlrev_b16_e32 v32, 8, v32
	v_accvgpr_read_b32 v33, a37
	v_or_b32_sdwa v94, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v84
	v_lshlrev_b16_e32 v17, 8, v88
	v_accvgpr_read_b32 v18, a94
	v_or_b32_sdwa v32, v33, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b16_e32 v33, 8, v82
	v_or_b32_sdwa v16, v86, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v18, v17
	v_or_b32_e32 v33, v109, v33
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[16:23], v[24:31], v[0:15]
	v_or_b32_sdwa v93, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_or_b32_sdwa v90, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_accvgpr_read_b32 v98, a46
	v_accvgpr_read_b32 v106, a34
	v_accvgpr_read_b32 v108, a68
	v_accvgpr_read_b32 v89, a36
	v_mov_b64_e32 v[84:85], v[110:111]
	v_accvgpr_read_b32 v86, a35
	v_mov_b64_e32 v[82:83], v[112:113]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[8:15], v[24:31], v[48:63]
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[24:31], v[64:71], 0
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[0:7], v[64:71], 0
	v_accvgpr_read_b32 v64, a38
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[16:23], v[90:97], v[16:31]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[8:15], v[90:97], v[32:47]
	v_accvgpr_read_b32 v97, a45
	v_accvgpr_read_b32 v96, a44
	v_accvgpr_read_b32 v95, a43
	v_accvgpr_read_b32 v94, a42
	v_accvgpr_read_b32 v93, a41
	v_accvgpr_read_b32 v92, a40
	v_accvgpr_read_b32 v91, a33
	v_accvgpr_read_b32 v90, a32
	s_branch .LBB0_14
.LBB0_13:
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
.LBB0_14:
	.loc	1 21 16 is_stmt 1               ; wg.py:21:16
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[0:1], v[64:65], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[64:65], v[2:3] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[72:73]
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[4:5], v[64:65], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[64:65], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[64:65], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[64:65], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[64:65], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[64:65], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[64:65], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[64:65], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[64:65], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[64:65], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[56:57], v[64:65], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[64:65], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[60:61], v[64:65], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[64:65], v[62:63] op_sel_hi:[0,1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v64, v73, v1, vcc
	v_cndmask_b32_e32 v65, v72, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[2:3], v[78:79]
	v_accvgpr_read_b32 v72, a72
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v2, v79, v1, vcc
	v_cndmask_b32_e32 v3, v78, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[4:5], v[76:77]
	v_accvgpr_read_b32 v73, a73
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v66, v77, v1, vcc
	v_cndmask_b32_e32 v67, v76, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[6:7], v[74:75]
	scratch_load_dword v88, off, off offset:144 ; 4-byte Folded Reload
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v6, v75, v1, vcc
	v_cndmask_b32_e32 v7, v74, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[8:9], v[126:127]
	.loc	1 15 5                          ; wg.py:15:5
	v_mov_b32_e32 v109, v89
	v_cndmask_b32_e32 v8, v127, v1, vcc
	v_cndmask_b32_e32 v9, v126, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[10:11], v[124:125]
	.loc	1 23 66                         ; wg.py:23:66
	v_cvt_pk_bf16_f32 v64, v65, v64
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v10, v125, v1, vcc
	v_cndmask_b32_e32 v11, v124, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[12:13], v[122:123]
	.loc	1 23 66                         ; wg.py:23:66
	v_cvt_pk_bf16_f32 v65, v3, v2
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v12, v123, v1, vcc
	v_cndmask_b32_e32 v13, v122, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[14:15], v[120:121]
	.loc	1 23 66                         ; wg.py:23:66
	v_cvt_pk_bf16_f32 v2, v9, v8
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v14, v121, v1, vcc
	v_cndmask_b32_e32 v15, v120, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[48:49], v[118:119]
	.loc	1 23 66                         ; wg.py:23:66
	v_cvt_pk_bf16_f32 v8, v13, v12
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v48, v119, v1, vcc
	v_cndmask_b32_e32 v49, v118, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[50:51], v[116:117]
	.loc	1 23 66                         ; wg.py:23:66
	v_cvt_pk_bf16_f32 v3, v49, v48
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v50, v117, v1, vcc
	v_cndmask_b32_e32 v51, v116, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[52:53], v[114:115]
	.loc	1 23 9                          ; wg.py:23:9
	s_mov_b32 s21, 0x5040100
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v52, v115, v1, vcc
	v_cndmask_b32_e32 v53, v114, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[54:55], v[72:73]
	.loc	1 23 66                         ; wg.py:23:66
	v_cvt_pk_bf16_f32 v6, v7, v6
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v54, v73, v1, vcc
	v_cndmask_b32_e32 v55, v72, v0, vcc
	v_accvgpr_read_b32 v73, a71
	v_accvgpr_read_b32 v72, a70
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[56:57], v[72:73]
	.loc	1 23 66                         ; wg.py:23:66
	v_cvt_pk_bf16_f32 v7, v11, v10
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v56, v73, v1, vcc
	v_cndmask_b32_e32 v57, v72, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[58:59], v[82:83]
	v_accvgpr_read_b32 v73, a67
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v58, v83, v1, vcc
	v_cndmask_b32_e32 v59, v82, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[60:61], v[84:85]
	v_accvgpr_read_b32 v72, a66
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v60, v85, v1, vcc
	v_cndmask_b32_e32 v61, v84, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[62:63], v[72:73]
	.loc	1 23 66                         ; wg.py:23:66
	v_cvt_pk_bf16_f32 v13, v57, v56
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v62, v73, v1, vcc
	v_cndmask_b32_e32 v63, v72, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[0:1], v[106:107], v[16:17] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v73, a65
	v_accvgpr_read_b32 v72, a64
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[72:73]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v9, v15, v14
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v16, v73, v1, vcc
	v_cndmask_b32_e32 v17, v72, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[18:19] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v73, a63
	v_accvgpr_read_b32 v72, a62
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[72:73]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v16, v17, v16
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v18, v73, v1, vcc
	v_cndmask_b32_e32 v19, v72, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[20:21] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v73, a61
	v_accvgpr_read_b32 v72, a60
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[72:73]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v17, v19, v18
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v20, v73, v1, vcc
	v_cndmask_b32_e32 v21, v72, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[22:23] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v73, a59
	v_accvgpr_read_b32 v72, a58
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[72:73]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v18, v21, v20
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v22, v73, v1, vcc
	v_cndmask_b32_e32 v23, v72, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[24:25] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v73, a57
	v_accvgpr_read_b32 v72, a56
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[72:73]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v19, v23, v22
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v24, v73, v1, vcc
	v_cndmask_b32_e32 v25, v72, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[26:27] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v73, a55
	v_accvgpr_read_b32 v72, a54
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[72:73]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v20, v25, v24
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v26, v73, v1, vcc
	v_cndmask_b32_e32 v27, v72, v0, vcc
	scratch_load_dwordx2 v[72:73], off, off ; 8-byte Folded Reload
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[28:29] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[102:103]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v28, v103, v1, vcc
	v_cndmask_b32_e32 v29, v102, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[30:31] op_sel_hi:[0,1]
	.loc	1 23 9                          ; wg.py:23:9
	s_barrier
	s_waitcnt vmcnt(1)
	.loc	1 12 25                         ; wg.py:12:25
	v_lshrrev_b32_e32 v4, 5, v88
	v_or_b32_e32 v5, 0x70, v4
	v_or_b32_e32 v69, 0x60, v4
	v_or_b32_e32 v71, 0x50, v4
	v_or_b32_e32 v75, 64, v4
	v_or_b32_e32 v77, 48, v4
	v_or_b32_e32 v79, 32, v4
	v_or_b32_e32 v83, 16, v4
	.loc	1 12 10 is_stmt 0               ; wg.py:12:10
	v_or_b32_e32 v68, s37, v5
	v_or_b32_e32 v70, s37, v69
	v_or_b32_e32 v74, s37, v71
	v_or_b32_e32 v76, s37, v75
	v_or_b32_e32 v78, s37, v77
	v_or_b32_e32 v82, s37, v79
	v_or_b32_e32 v84, s37, v83
	v_or_b32_e32 v85, s37, v4
	.loc	1 23 94 is_stmt 1               ; wg.py:23:94
	v_cmp_gt_i32_e64 s[18:19], s20, v85
	v_cmp_gt_i32_e64 s[16:17], s20, v84
	v_cmp_gt_i32_e64 s[10:11], s20, v82
	v_cmp_gt_i32_e64 s[8:9], s20, v78
	v_cmp_gt_i32_e64 s[6:7], s20, v76
	v_cmp_gt_i32_e64 s[4:5], s20, v74
	v_cmp_gt_i32_e64 s[2:3], s20, v70
	.loc	1 23 66 is_stmt 0               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v10, v51, v50
	v_cvt_pk_bf16_f32 v14, v59, v58
	v_cvt_pk_bf16_f32 v66, v67, v66
	v_cvt_pk_bf16_f32 v11, v53, v52
	v_cvt_pk_bf16_f32 v15, v61, v60
	v_cvt_pk_bf16_f32 v12, v55, v54
	v_cvt_pk_bf16_f32 v48, v63, v62
	v_cvt_pk_bf16_f32 v22, v29, v28
	v_cvt_pk_bf16_f32 v21, v27, v26
	.loc	1 11 25 is_stmt 1               ; wg.py:11:25
	v_lshlrev_b32_e32 v86, 3, v86
	.loc	1 23 18                         ; wg.py:23:18
	s_mul_i32 s15, s37, s38
	.loc	1 11 10                         ; wg.py:11:10
	v_or_b32_e32 v87, s36, v86
	.loc	1 23 18                         ; wg.py:23:18
	s_add_i32 s15, s15, s36
	.loc	1 23 114 is_stmt 0              ; wg.py:23:114
	v_cmp_gt_i32_e64 s[0:1], s38, v87
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 s[18:19], s[0:1], s[18:19]
	.loc	1 23 9                          ; wg.py:23:9
	s_and_b32 s13, s13, 0xffff
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 s[16:17], s[0:1], s[16:17]
	s_and_b64 s[10:11], s[0:1], s[10:11]
	.loc	1 23 18                         ; wg.py:23:18
	v_mul_lo_u32 v70, v77, s38
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 s[8:9], s[0:1], s[8:9]
	s_and_b64 s[6:7], s[0:1], s[6:7]
	.loc	1 23 18                         ; wg.py:23:18
	v_mul_lo_u32 v71, v71, s38
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 s[4:5], s[0:1], s[4:5]
	.loc	1 23 18                         ; wg.py:23:18
	v_mul_lo_u32 v69, v69, s38
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 s[2:3], s[0:1], s[2:3]
	.loc	1 21 9 is_stmt 1                ; wg.py:21:9
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[72:73]
	.loc	1 15 5                          ; wg.py:15:5
	s_nop 0
	v_cndmask_b32_e32 v30, v73, v1, vcc
	v_cndmask_b32_e32 v31, v72, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[32:33] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[104:105]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v23, v31, v30
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v32, v105, v1, vcc
	v_cndmask_b32_e32 v33, v104, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[34:35] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[100:101]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v24, v33, v32
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v34, v101, v1, vcc
	v_cndmask_b32_e32 v35, v100, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[36:37] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[98:99]
	scratch_load_dword v32, off, off offset:140 ; 4-byte Folded Reload
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v36, v99, v1, vcc
	v_cndmask_b32_e32 v37, v98, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[38:39] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[96:97]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v25, v35, v34
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v38, v97, v1, vcc
	v_cndmask_b32_e32 v39, v96, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[40:41] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[94:95]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v26, v37, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v40, v95, v1, vcc
	v_cndmask_b32_e32 v41, v94, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[42:43] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[92:93]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v28, v41, v40
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v42, v93, v1, vcc
	v_cndmask_b32_e32 v43, v92, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[44:45] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[90:91]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v29, v43, v42
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v44, v91, v1, vcc
	v_cndmask_b32_e32 v45, v90, v0, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[106:107], v[46:47] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[108:109]
	.loc	1 23 66 is_stmt 1               ; wg.py:23:66
	v_cvt_pk_bf16_f32 v30, v45, v44
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v1, v89, v1, vcc
	v_cndmask_b32_e32 v0, v108, v0, vcc
	.loc	1 23 66                         ; wg.py:23:66
	v_cvt_pk_bf16_f32 v31, v0, v1
	.loc	1 23 9 is_stmt 0                ; wg.py:23:9
	scratch_load_dword v0, off, off offset:136 ; 4-byte Folded Reload
	.loc	1 23 94                         ; wg.py:23:94
	v_cmp_gt_i32_e32 vcc, s20, v68
	.loc	1 23 9                          ; wg.py:23:9
	s_mov_b32 s20, 0x7060302
	.loc	1 23 66                         ; wg.py:23:66
	v_cvt_pk_bf16_f32 v27, v39, v38
	.loc	1 23 18                         ; wg.py:23:18
	v_mul_lo_u32 v46, v4, s38
	v_mul_lo_u32 v4, v5, s38
	v_add_u32_e32 v5, s15, v86
	.loc	1 23 9                          ; wg.py:23:9
	v_add_lshl_u32 v38, v5, v46, 1
	v_bfrev_b32_e32 v39, 1
	.loc	1 23 18                         ; wg.py:23:18
	v_mul_lo_u32 v47, v83, s38
	.loc	1 23 9                          ; wg.py:23:9
	s_mov_b32 s15, 0x27000
	v_cndmask_b32_e64 v38, v39, v38, s[18:19]
	.loc	1 23 18                         ; wg.py:23:18
	v_mul_lo_u32 v68, v79, s38
	v_mul_lo_u32 v72, v75, s38
	.loc	1 23 9                          ; wg.py:23:9
	v_add_lshl_u32 v4, v5, v4, 1
	.loc	1 23 93                         ; wg.py:23:93
	s_and_b64 vcc, s[0:1], vcc
	.loc	1 23 9                          ; wg.py:23:9
	v_cndmask_b32_e32 v4, v39, v4, vcc
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v1, 5, v32
	v_and_b32_e32 v1, 0x4e0, v1
	v_and_b32_e32 v32, 24, v32
	v_bitop3_b32 v32, s33, v1, v32 bitop3:0x1e
	v_perm_b32 v1, v13, v3, s21
	v_perm_b32 v3, v13, v3, s20
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 13, v0
	v_lshl_or_b32 v33, s14, 6, v0
	v_or_b32_e32 v0, v33, v32
	v_add_u32_e32 v34, 0, v0
	v_perm_b32 v0, v2, v64, s21
	v_perm_b32 v2, v2, v64, s20
	ds_write2_b64 v34, v[0:1], v[2:3] offset1:32
	v_perm_b32 v0, v7, v65, s21
	v_perm_b32 v1, v14, v10, s21
	v_perm_b32 v2, v7, v65, s20
	v_perm_b32 v3, v14, v10, s20
	ds_write2_b64 v34, v[0:1], v[2:3] offset0:64 offset1:96
	v_perm_b32 v0, v8, v66, s21
	v_perm_b32 v1, v15, v11, s21
	v_perm_b32 v2, v8, v66, s20
	v_perm_b32 v3, v15, v11, s20
	v_add_u32_e32 v7, 0x800, v34
	ds_write2_b64 v7, v[0:1], v[2:3] offset1:32
	v_perm_b32 v0, v9, v6, s21
	v_perm_b32 v1, v48, v12, s21
	v_perm_b32 v2, v9, v6, s20
	v_perm_b32 v3, v48, v12, s20
	s_movk_i32 s14, 0x80
	ds_write2_b64 v7, v[0:1], v[2:3] offset0:64 offset1:96
	v_bitop3_b32 v0, v33, s14, v32 bitop3:0x36
	v_add_u32_e32 v6, 0, v0
	v_perm_b32 v0, v20, v16, s21
	v_perm_b32 v1, v28, v24, s21
	v_perm_b32 v2, v20, v16, s20
	v_perm_b32 v3, v28, v24, s20
	ds_write2_b64 v6, v[0:1], v[2:3] offset1:32
	v_perm_b32 v0, v21, v17, s21
	v_perm_b32 v1, v29, v25, s21
	v_perm_b32 v2, v21, v17, s20
	v_perm_b32 v3, v29, v25, s20
	ds_write2_b64 v6, v[0:1], v[2:3] offset0:64 offset1:96
	v_perm_b32 v0, v22, v18, s21
	v_perm_b32 v1, v30, v26, s21
	v_perm_b32 v2, v22, v18, s20
	v_perm_b32 v3, v30, v26, s20
	v_add_u32_e32 v6, 0x800, v6
	ds_write2_b64 v6, v[0:1], v[2:3] offset1:32
	v_perm_b32 v0, v23, v19, s21
	v_perm_b32 v1, v31, v27, s21
	v_perm_b32 v2, v23, v19, s20
	v_perm_b32 v3, v31, v27, s20
	v_lshlrev_b32_e32 v30, 3, v88
	ds_write2_b64 v6, v[0:1], v[2:3] offset0:64 offset1:96
	v_add_u32_e32 v0, 0, v30
	v_xad_u32 v6, v30, 32, 0
	v_xad_u32 v10, v30, 64, 0
	v_xor_b32_e32 v14, 0x60, v30
	v_xor_b32_e32 v18, 0x80, v30
	v_xor_b32_e32 v22, 0xa0, v30
	v_xor_b32_e32 v26, 0xc0, v30
	v_xor_b32_e32 v30, 0xe0, v30
	v_add_u32_e32 v14, 0, v14
	v_add_u32_e32 v18, 0, v18
	v_add_u32_e32 v22, 0, v22
	v_add_u32_e32 v26, 0, v26
	v_add_u32_e32 v30, 0, v30
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b64 v[0:3], v0 offset1:8
	ds_read2st64_b64 v[6:9], v6 offset0:16 offset1:24
	ds_read2st64_b64 v[10:13], v10 offset0:32 offset1:40
	ds_read2st64_b64 v[14:17], v14 offset0:48 offset1:56
	ds_read2st64_b64 v[18:21], v18 offset0:64 offset1:72
	ds_read2st64_b64 v[22:25], v22 offset0:80 offset1:88
	ds_read2st64_b64 v[26:29], v26 offset0:96 offset1:104
	ds_read2st64_b64 v[30:33], v30 offset0:112 offset1:120
	s_mov_b32 s14, 0x7ffffffe
	s_waitcnt lgkmcnt(6)
	v_perm_b32 v34, v6, v0, s21
	s_waitcnt lgkmcnt(4)
	v_perm_b32 v35, v14, v10, s21
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v36, v22, v18, s21
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v37, v30, v26, s21
	buffer_store_dwordx4 v[34:37], v38, s[12:15], 0 offen
	s_nop 1
	v_perm_b32 v34, v6, v0, s20
	v_add_lshl_u32 v0, v5, v47, 1
	v_perm_b32 v35, v14, v10, s20
	v_perm_b32 v36, v22, v18, s20
	v_perm_b32 v37, v30, v26, s20
	v_cndmask_b32_e64 v0, v39, v0, s[16:17]
	buffer_store_dwordx4 v[34:37], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v5, v68, 1
	v_cndmask_b32_e64 v0, v39, v0, s[10:11]
	v_perm_b32 v34, v8, v2, s21
	v_perm_b32 v35, v16, v12, s21
	v_perm_b32 v36, v24, v20, s21
	v_perm_b32 v37, v32, v28, s21
	buffer_store_dwordx4 v[34:37], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v5, v70, 1
	v_cndmask_b32_e64 v0, v39, v0, s[8:9]
	v_perm_b32 v34, v8, v2, s20
	v_perm_b32 v35, v16, v12, s20
	v_perm_b32 v36, v24, v20, s20
	v_perm_b32 v37, v32, v28, s20
	buffer_store_dwordx4 v[34:37], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v5, v72, 1
	v_cndmask_b32_e64 v0, v39, v0, s[6:7]
	v_perm_b32 v34, v7, v1, s21
	v_perm_b32 v35, v15, v11, s21
	v_perm_b32 v36, v23, v19, s21
	v_perm_b32 v37, v31, v27, s21
	buffer_store_dwordx4 v[34:37], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v5, v71, 1
	v_cndmask_b32_e64 v0, v39, v0, s[4:5]
	v_perm_b32 v34, v7, v1, s20
	v_perm_b32 v35, v15, v11, s20
	v_perm_b32 v36, v23, v19, s20
	v_perm_b32 v37, v31, v27, s20
	buffer_store_dwordx4 v[34:37], v0, s[12:15], 0 offen
	v_add_lshl_u32 v0, v5, v69, 1
	v_cndmask_b32_e64 v0, v39, v0, s[2:3]
	v_perm_b32 v34, v9, v3, s21
	v_perm_b32 v35, v17, v13, s21
	v_perm_b32 v36, v25, v21, s21
	v_perm_b32 v37, v33, v29, s21
	buffer_store_dwordx4 v[34:37], v0, s[12:15], 0 offen
	v_perm_b32 v0, v9, v3, s20
	v_perm_b32 v1, v17, v13, s20
	v_perm_b32 v2, v25, v21, s20
	v_perm_b32 v3, v33, v29, s20
	buffer_store_dwordx4 v[0:3], v4, s[12:15], 0 offen
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
		.amdhsa_private_segment_fixed_size 160
		.amdhsa_kernarg_size 336
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 8
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 55
		.amdhsa_accum_offset 128
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
	.set .Lwgrad.num_vgpr, 128
	.set .Lwgrad.num_agpr, 128
	.set .Lwgrad.numbered_sgpr, 55
	.set .Lwgrad.num_named_barrier, 0
	.set .Lwgrad.private_seg_size, 160
	.set .Lwgrad.uses_vcc, 1
	.set .Lwgrad.uses_flat_scratch, 0
	.set .Lwgrad.has_dyn_sized_stack, 0
	.set .Lwgrad.has_recursion, 0
	.set .Lwgrad.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 14492
; TotalNumSgprs: 61
; NumVgprs: 128
; NumAgprs: 128
; TotalNumVgprs: 256
; ScratchSize: 160
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 61
; NumVGPRsForWavesPerEU: 256
; AccumOffset: 128
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
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
	.quad	.Ltmp2                          ; DW_AT_low_pc
	.long	.Ltmp3-.Ltmp2                   ; DW_AT_high_pc
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
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
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
  - .agpr_count:     128
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
      - .offset:         80
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         84
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         88
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         92
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         94
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         96
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         98
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         100
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         102
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         128
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         136
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         144
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         160
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         168
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         176
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         184
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         192
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         200
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         280
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 336
    .max_flat_workgroup_size: 512
    .name:           wgrad
    .private_segment_fixed_size: 160
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         wgrad.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 43
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
