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
	v_and_b32_e32 v1, 0x3ff, v0
	s_mov_b64 s[28:29], s[10:11]
.Ltmp1:
	.loc	1 18 13 is_stmt 1               ; wg.py:18:13
	v_readfirstlane_b32 s2, v1
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
	v_cvt_f32_u32_e32 v2, s0
	s_sub_i32 s6, 0, s0
	s_abs_i32 s1, s16
	s_xor_b32 s3, s16, s39
	v_rcp_f32_e32 v2, v2
	.loc	1 25 9                          ; wg.py:25:9
	s_bfe_u32 s44, s2, 0x30006
	.loc	1 9 10                          ; wg.py:9:10
	s_ashr_i32 s3, s3, 31
	.loc	1 11 25                         ; wg.py:11:25
	v_lshlrev_b32_e32 v19, 4, v1
	.loc	1 9 10                          ; wg.py:9:10
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	.loc	1 17 13                         ; wg.py:17:13
	v_bfrev_b32_e32 v20, 1
	s_mov_b64 s[24:25], s[14:15]
	s_mov_b32 s31, 0x27000
	.loc	1 9 10                          ; wg.py:9:10
	v_readfirstlane_b32 s7, v2
	s_mul_i32 s6, s6, s7
	s_mul_hi_u32 s6, s7, s6
	s_add_i32 s7, s7, s6
	s_mul_hi_u32 s6, s1, s7
	s_mul_i32 s7, s6, s0
	s_sub_i32 s1, s1, s7
	s_add_i32 s7, s6, 1
	s_sub_i32 s10, s1, s0
	s_cmp_ge_u32 s1, s0
	s_cselect_b32 s6, s7, s6
	s_cselect_b32 s1, s10, s1
	s_add_i32 s7, s6, 1
	s_cmp_ge_u32 s1, s0
	s_cselect_b32 s0, s7, s6
	s_xor_b32 s0, s0, s3
	s_sub_i32 s0, s0, s3
	.loc	1 10 10                         ; wg.py:10:10
	s_mul_i32 s1, s0, s39
	s_sub_i32 s41, s16, s1
	.loc	1 11 10                         ; wg.py:11:10
	s_lshl_b32 s33, s0, 8
	.loc	1 11 25 is_stmt 0               ; wg.py:11:25
	s_lshr_b32 s0, s2, 2
.Ltmp4:
	.loc	2 43 13 is_stmt 1               ; standard.py:43:13 @[ wg.py:15:23 ]
	s_add_i32 s16, s21, 0x7f
.Ltmp5:
	.loc	1 11 25                         ; wg.py:11:25
	s_and_b32 s40, s0, 0x60
.Ltmp6:
	.loc	2 43 12                         ; standard.py:43:12 @[ wg.py:15:23 ]
	s_ashr_i32 s0, s16, 31
	s_lshr_b32 s0, s0, 25
.Ltmp7:
	.loc	1 11 25                         ; wg.py:11:25
	v_and_b32_e32 v2, 63, v0
.Ltmp8:
	.loc	2 43 12                         ; standard.py:43:12 @[ wg.py:15:23 ]
	s_add_i32 s0, s16, s0
.Ltmp9:
	.loc	1 11 25                         ; wg.py:11:25
	v_lshl_or_b32 v18, s44, 6, v2
	.loc	1 12 10                         ; wg.py:12:10
	s_lshl_b32 s36, s41, 7
	.loc	1 12 25 is_stmt 0               ; wg.py:12:25
	s_lshr_b32 s26, s2, 1
.Ltmp10:
	.loc	2 43 12 is_stmt 1               ; standard.py:43:12 @[ wg.py:15:23 ]
	s_ashr_i32 s42, s0, 7
.Ltmp11:
	.loc	1 11 25                         ; wg.py:11:25
	v_and_b32_e32 v2, 0xf0, v19
	.loc	1 12 25                         ; wg.py:12:25
	v_lshrrev_b32_e32 v39, 4, v18
	.loc	1 15 5                          ; wg.py:15:5
	s_cmpk_gt_i32 s16, 0x7f
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v40, 32, v39
	v_or_b32_e32 v41, 64, v39
	v_or_b32_e32 v42, 0x60, v39
	.loc	1 15 5                          ; wg.py:15:5
	s_cselect_b64 vcc, -1, 0
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[0:1], s21, v39
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_mad_u64_u32 v[44:45], s[10:11], v39, s22, v[2:3]
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[2:3], s21, v40
	.loc	1 17 21                         ; wg.py:17:21
	v_mad_u64_u32 v[46:47], s[10:11], v40, s22, v[2:3]
	v_mad_u64_u32 v[90:91], s[10:11], v41, s22, v[2:3]
	v_mad_u64_u32 v[92:93], s[10:11], v42, s22, v[2:3]
	v_add_u32_e32 v2, s33, v44
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[6:7], s21, v41
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_add_u32_e32 v3, s33, v46
	.loc	1 17 13                         ; wg.py:17:13
	v_cndmask_b32_e64 v12, v20, v2, s[0:1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[2:3]
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[14:15], s21, v42
	.loc	1 17 21 is_stmt 0               ; wg.py:17:21
	v_add_u32_e32 v10, s33, v90
	s_mov_b32 s30, 0x7ffffffe
	.loc	1 17 13                         ; wg.py:17:13
	v_cndmask_b32_e64 v13, v20, v3, s[0:1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[6:7]
	.loc	1 17 21                         ; wg.py:17:21
	v_add_u32_e32 v11, s33, v92
	.loc	1 17 13 is_stmt 0               ; wg.py:17:13
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s10, s30
	s_mov_b32 s11, s31
	v_cndmask_b32_e64 v21, v20, v10, s[0:1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[14:15]
	.loc	1 17 13                         ; wg.py:17:13
	buffer_load_dwordx4 v[6:9], v12, s[8:11], 0 offen
	buffer_load_dwordx4 v[2:5], v13, s[8:11], 0 offen
	v_cndmask_b32_e64 v22, v20, v11, s[0:1]
	buffer_load_dwordx4 v[14:17], v21, s[8:11], 0 offen
	buffer_load_dwordx4 v[10:13], v22, s[8:11], 0 offen
	.loc	1 11 25                         ; wg.py:11:25
	v_and_b32_e32 v26, 31, v0
	.loc	1 12 25                         ; wg.py:12:25
	v_and_b32_e32 v25, 32, v0
	v_lshlrev_b32_e32 v0, 1, v1
	v_and_b32_e32 v21, 0x70, v0
	v_and_b32_e32 v0, 0x70, v19
	v_or_b32_e32 v43, s44, v21
	v_or_b32_e32 v19, 8, v43
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[0:1], s21, v43
	.loc	1 18 21                         ; wg.py:18:21
	v_mad_u64_u32 v[94:95], s[6:7], v43, s23, v[0:1]
	.loc	1 18 13 is_stmt 0               ; wg.py:18:13
	s_mulk_i32 s44, 0x420
	.loc	1 18 21                         ; wg.py:18:21
	v_mad_u64_u32 v[96:97], s[6:7], v19, s23, v[0:1]
	v_add_u32_e32 v19, s36, v94
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_and_b64 s[0:1], vcc, s[0:1]
	.loc	1 18 21                         ; wg.py:18:21
	v_add_u32_e32 v22, s36, v96
	.loc	1 18 13 is_stmt 0               ; wg.py:18:13
	s_and_b32 s29, s29, 0xffff
	s_add_i32 m0, s44, 0x10000
	v_cndmask_b32_e64 v19, v20, v19, s[0:1]
	buffer_load_dwordx4 v19, s[28:31], 0 offen lds
	s_add_i32 m0, s44, 0x12100
	v_cndmask_b32_e64 v19, v20, v22, s[0:1]
	buffer_load_dwordx4 v19, s[28:31], 0 offen lds
	.loc	1 17 13 is_stmt 1               ; wg.py:17:13
	v_lshlrev_b32_e32 v21, 4, v18
	v_bfe_u32 v18, v18, 4, 4
	v_or_b32_e32 v91, v18, v21
	v_add_u32_e32 v0, 0, v91
	v_bitop3_b32 v33, v18, 1, v21 bitop3:0x36
	; asyncmark
	v_bitop3_b32 v93, v18, 2, v21 bitop3:0x36
	v_bitop3_b32 v32, v18, 3, v21 bitop3:0x36
	v_bitop3_b32 v95, v18, 4, v21 bitop3:0x36
	v_bitop3_b32 v45, v18, 5, v21 bitop3:0x36
	v_bitop3_b32 v97, v18, 6, v21 bitop3:0x36
	v_bitop3_b32 v98, v18, 8, v21 bitop3:0x36
	v_bitop3_b32 v99, v18, 10, v21 bitop3:0x36
	v_bitop3_b32 v100, v18, 12, v21 bitop3:0x36
	v_bitop3_b32 v101, v18, 14, v21 bitop3:0x36
	.loc	1 11 25                         ; wg.py:11:25
	v_or_b32_e32 v24, s40, v26
	s_mov_b32 s2, 0
	v_or_b32_e32 v23, 0x80, v24
	.loc	1 15 5                          ; wg.py:15:5
	s_cmpk_gt_i32 s16, 0xff
	v_and_b32_e32 v36, 16, v1
	v_lshlrev_b32_e32 v35, 2, v25
	.loc	1 17 13                         ; wg.py:17:13
	s_waitcnt vmcnt(5)
	ds_write_b8 v0, v6
	s_waitcnt vmcnt(4)
	ds_write_b8 v0, v2 offset:8192
	s_waitcnt vmcnt(3)
	ds_write_b8 v0, v14 offset:16384
	s_waitcnt vmcnt(2)
	ds_write_b8 v0, v10 offset:24576
	v_add_u32_e32 v0, 0, v33
	v_lshrrev_b32_e32 v19, 8, v6
	ds_write_b8 v0, v19
	v_lshrrev_b32_e32 v19, 8, v2
	ds_write_b8 v0, v19 offset:8192
	v_lshrrev_b32_e32 v19, 8, v14
	ds_write_b8 v0, v19 offset:16384
	v_lshrrev_b32_e32 v19, 8, v10
	ds_write_b8 v0, v19 offset:24576
	v_add_u32_e32 v0, 0, v93
	ds_write_b8_d16_hi v0, v6
	ds_write_b8_d16_hi v0, v2 offset:8192
	ds_write_b8_d16_hi v0, v14 offset:16384
	ds_write_b8_d16_hi v0, v10 offset:24576
	v_add_u32_e32 v0, 0, v32
	v_lshrrev_b32_e32 v2, 24, v2
	ds_write_b8 v0, v2 offset:8192
	v_lshrrev_b32_e32 v2, 24, v14
	v_lshrrev_b32_e32 v6, 24, v6
	ds_write_b8 v0, v2 offset:16384
	v_lshrrev_b32_e32 v2, 24, v10
	ds_write_b8 v0, v6
	ds_write_b8 v0, v2 offset:24576
	v_add_u32_e32 v0, 0, v95
	ds_write_b8 v0, v7
	ds_write_b8 v0, v3 offset:8192
	ds_write_b8 v0, v15 offset:16384
	ds_write_b8 v0, v11 offset:24576
	v_add_u32_e32 v0, 0, v45
	v_lshrrev_b32_e32 v2, 8, v7
	ds_write_b8 v0, v2
	v_lshrrev_b32_e32 v2, 8, v3
	ds_write_b8 v0, v2 offset:8192
	v_lshrrev_b32_e32 v2, 8, v15
	ds_write_b8 v0, v2 offset:16384
	v_lshrrev_b32_e32 v2, 8, v11
	ds_write_b8 v0, v2 offset:24576
	v_add_u32_e32 v0, 0, v97
	v_bitop3_b32 v10, v18, 7, v21 bitop3:0x36
	ds_write_b8_d16_hi v0, v7
	ds_write_b8_d16_hi v0, v3 offset:8192
	ds_write_b8_d16_hi v0, v15 offset:16384
	ds_write_b8_d16_hi v0, v11 offset:24576
	v_add_u32_e32 v0, 0, v10
	v_lshrrev_b32_e32 v2, 24, v7
	ds_write_b8 v0, v2
	v_lshrrev_b32_e32 v2, 24, v3
	ds_write_b8 v0, v2 offset:8192
	v_lshrrev_b32_e32 v2, 24, v15
	ds_write_b8 v0, v2 offset:16384
	v_lshrrev_b32_e32 v2, 24, v11
	ds_write_b8 v0, v2 offset:24576
	v_add_u32_e32 v0, 0, v98
	v_bitop3_b32 v11, v18, 9, v21 bitop3:0x36
	ds_write_b8 v0, v8
	ds_write_b8 v0, v4 offset:8192
	ds_write_b8 v0, v16 offset:16384
	ds_write_b8 v0, v12 offset:24576
	v_add_u32_e32 v0, 0, v11
	v_lshrrev_b32_e32 v2, 8, v8
	ds_write_b8 v0, v2
	v_lshrrev_b32_e32 v2, 8, v4
	ds_write_b8 v0, v2 offset:8192
	v_lshrrev_b32_e32 v2, 8, v16
	ds_write_b8 v0, v2 offset:16384
	v_lshrrev_b32_e32 v2, 8, v12
	ds_write_b8 v0, v2 offset:24576
	v_add_u32_e32 v0, 0, v99
	v_bitop3_b32 v19, v18, 11, v21 bitop3:0x36
	ds_write_b8_d16_hi v0, v8
	ds_write_b8_d16_hi v0, v4 offset:8192
	ds_write_b8_d16_hi v0, v16 offset:16384
	ds_write_b8_d16_hi v0, v12 offset:24576
	v_add_u32_e32 v0, 0, v19
	v_lshrrev_b32_e32 v2, 24, v8
	ds_write_b8 v0, v2
	v_lshrrev_b32_e32 v2, 24, v4
	ds_write_b8 v0, v2 offset:8192
	v_lshrrev_b32_e32 v2, 24, v16
	ds_write_b8 v0, v2 offset:16384
	v_lshrrev_b32_e32 v2, 24, v12
	ds_write_b8 v0, v2 offset:24576
	v_add_u32_e32 v0, 0, v100
	v_bitop3_b32 v8, v18, 13, v21 bitop3:0x36
	ds_write_b8 v0, v9
	ds_write_b8 v0, v5 offset:8192
	ds_write_b8 v0, v17 offset:16384
	ds_write_b8 v0, v13 offset:24576
	v_add_u32_e32 v0, 0, v8
	v_lshrrev_b32_e32 v2, 8, v9
	ds_write_b8 v0, v2
	v_lshrrev_b32_e32 v2, 8, v5
	ds_write_b8 v0, v2 offset:8192
	v_lshrrev_b32_e32 v2, 8, v17
	ds_write_b8 v0, v2 offset:16384
	v_lshrrev_b32_e32 v2, 8, v13
	ds_write_b8 v0, v2 offset:24576
	v_add_u32_e32 v0, 0, v101
	v_bitop3_b32 v6, v39, 15, v21 bitop3:0x26
	ds_write_b8_d16_hi v0, v9
	ds_write_b8_d16_hi v0, v5 offset:8192
	ds_write_b8_d16_hi v0, v17 offset:16384
	ds_write_b8_d16_hi v0, v13 offset:24576
	v_add_u32_e32 v0, 0, v6
	v_lshrrev_b32_e32 v2, 24, v9
	ds_write_b8 v0, v2
	v_lshrrev_b32_e32 v2, 24, v5
	ds_write_b8 v0, v2 offset:8192
	v_lshrrev_b32_e32 v2, 24, v17
	ds_write_b8 v0, v2 offset:16384
	v_lshrrev_b32_e32 v2, 24, v13
	ds_write_b8 v0, v2 offset:24576
	v_lshlrev_b32_e32 v2, 9, v1
	v_lshlrev_b32_e32 v0, 3, v1
	.loc	1 15 5                          ; wg.py:15:5
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 18 13                         ; wg.py:18:13
	v_and_b32_e32 v34, 0x1c00, v2
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
	s_load_dword s37, s[4:5], 0x28
	s_and_b32 s38, s26, 32
	s_add_i32 s42, s42, -1
	s_and_b64 s[0:1], s[0:1], exec
	s_cselect_b32 s0, 1, 0
	v_or_b32_e32 v1, s33, v24
	v_or_b32_e32 v3, s33, v23
	v_lshlrev_b32_e32 v4, 7, v25
	s_cmp_lg_u32 s0, 1
	v_accvgpr_write_b32 a37, 0
	scratch_store_dword off, v3, off offset:36 ; 4-byte Folded Spill
	scratch_store_dword off, v25, off offset:144 ; 4-byte Folded Spill
	scratch_store_dword off, v23, off offset:136 ; 4-byte Folded Spill
	scratch_store_dword off, v24, off offset:140 ; 4-byte Folded Spill
	s_cbranch_scc1 .LBB0_7
; %bb.4:                                ; %.lr.ph
	scratch_store_dword off, v1, off offset:40 ; 4-byte Folded Spill
	scratch_store_dword off, v26, off offset:148 ; 4-byte Folded Spill
	scratch_store_dword off, v4, off offset:152 ; 4-byte Folded Spill
	v_or_b32_e32 v1, v26, v4
	v_and_b32_e32 v37, 8, v0
	v_bitop3_b32 v0, v1, 1, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:48 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 2, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:52 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 3, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:56 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 4, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:60 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 5, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:64 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 6, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:68 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 7, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:72 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 8, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:76 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 9, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:80 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 10, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:84 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 11, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:88 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 12, s40 bitop3:0x36
	scratch_store_dword off, v0, off offset:92 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 13, s40 bitop3:0x36
	v_and_b32_e32 v34, 0x1c00, v2
	s_mov_b32 s27, 0x27000
	s_mov_b32 s26, 0x7ffffffe
	s_and_b32 s25, s25, 0xffff
	scratch_store_dword off, v0, off offset:96 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 14, s40 bitop3:0x36
	v_mov_b32_e32 v110, 0
	v_or_b32_e32 v3, s40, v1
	s_mov_b64 s[18:19], s[26:27]
	s_mov_b64 s[16:17], s[24:25]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_max_i32 s45, s42, 1
	scratch_store_dword off, v0, off offset:100 ; 4-byte Folded Spill
	v_bitop3_b32 v0, v1, 15, s40 bitop3:0x36
	s_mov_b32 s43, 0x10000
	s_mov_b32 s46, 0xc0c0004
	s_mov_b32 s10, s30
	s_mov_b32 s11, s31
	s_mov_b32 s47, 0
	s_mov_b32 s49, 0
	v_mov_b32_e32 v111, v110
	v_mov_b32_e32 v78, v110
	v_mov_b32_e32 v79, v110
	v_mov_b32_e32 v76, v110
	v_mov_b32_e32 v77, v110
	v_mov_b32_e32 v74, v110
	v_mov_b32_e32 v75, v110
	v_mov_b32_e32 v126, v110
	v_mov_b32_e32 v127, v110
	v_mov_b32_e32 v124, v110
	v_mov_b32_e32 v125, v110
	v_mov_b32_e32 v122, v110
	v_mov_b32_e32 v123, v110
	v_mov_b32_e32 v120, v110
	v_mov_b32_e32 v121, v110
	v_mov_b32_e32 v118, v110
	v_mov_b32_e32 v119, v110
	v_mov_b32_e32 v116, v110
	v_mov_b32_e32 v117, v110
	v_mov_b32_e32 v114, v110
	v_mov_b32_e32 v115, v110
	v_mov_b32_e32 v112, v110
	v_mov_b32_e32 v113, v110
	v_mov_b32_e32 v72, v110
	v_mov_b32_e32 v73, v110
	v_mov_b32_e32 v102, v110
	v_mov_b32_e32 v103, v110
	v_mov_b32_e32 v88, v110
	v_mov_b32_e32 v89, v110
	v_mov_b32_e32 v108, v110
	v_mov_b32_e32 v109, v110
	v_mov_b32_e32 v84, v110
	v_mov_b32_e32 v85, v110
	v_mov_b32_e32 v82, v110
	v_mov_b32_e32 v83, v110
	v_mov_b32_e32 v80, v110
	v_mov_b32_e32 v81, v110
	v_mov_b32_e32 v70, v110
	v_mov_b32_e32 v71, v110
	v_mov_b32_e32 v68, v110
	v_mov_b32_e32 v69, v110
	v_mov_b32_e32 v66, v110
	v_mov_b32_e32 v67, v110
	v_mov_b32_e32 v64, v110
	v_mov_b32_e32 v65, v110
	v_mov_b32_e32 v62, v110
	v_mov_b32_e32 v63, v110
	v_mov_b32_e32 v60, v110
	v_mov_b32_e32 v61, v110
	v_mov_b32_e32 v58, v110
	v_mov_b32_e32 v59, v110
	v_mov_b32_e32 v56, v110
	v_mov_b32_e32 v57, v110
	v_mov_b32_e32 v54, v110
	v_mov_b32_e32 v55, v110
	v_mov_b32_e32 v52, v110
	v_mov_b32_e32 v53, v110
	v_mov_b32_e32 v50, v110
	v_mov_b32_e32 v51, v110
	v_mov_b32_e32 v48, v110
	v_mov_b32_e32 v49, v110
	v_mov_b32_e32 v86, v110
	v_mov_b32_e32 v87, v110
	v_lshrrev_b32_e32 v38, 5, v34
	scratch_store_dword off, v3, off offset:44 ; 4-byte Folded Spill
	scratch_store_dword off, v0, off offset:104 ; 4-byte Folded Spill
	scratch_store_dword off, v11, off offset:108 ; 4-byte Folded Spill
	scratch_store_dword off, v6, off offset:112 ; 4-byte Folded Spill
	scratch_store_dword off, v8, off offset:116 ; 4-byte Folded Spill
	scratch_store_dword off, v10, off offset:120 ; 4-byte Folded Spill
	scratch_store_dword off, v19, off offset:124 ; 4-byte Folded Spill
	scratch_store_dword off, v32, off offset:128 ; 4-byte Folded Spill
	scratch_store_dword off, v33, off offset:132 ; 4-byte Folded Spill
	.loc	1 0 5 is_stmt 0                 ; :0:5
.Ltmp12:
	.p2align	5, , 4
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 15 5                          ; wg.py:15:5
	scratch_store_dwordx2 off, v[50:51], off offset:8 ; 8-byte Folded Spill
	scratch_store_dwordx2 off, v[88:89], off ; 8-byte Folded Spill
	; wait_asyncmark(0)
	.loc	1 18 13 is_stmt 1               ; wg.py:18:13
	s_waitcnt vmcnt(32) lgkmcnt(0)
	s_barrier
	.loc	1 21 16                         ; wg.py:21:16
	scratch_load_dword v0, off, off offset:92 ; 4-byte Folded Reload
	scratch_load_dword v1, off, off offset:96 ; 4-byte Folded Reload
	scratch_load_dword v4, off, off offset:104 ; 4-byte Folded Reload
	.loc	1 15 5                          ; wg.py:15:5
	s_add_i32 s0, s47, 1
	s_cmp_lt_i32 s0, 2
	s_cselect_b32 s47, s0, 0
	s_add_i32 s48, s49, 1
	.loc	1 16 14                         ; wg.py:16:14
	s_lshl_b32 s50, s48, 7
	s_mov_b32 s51, s43
	.loc	1 18 13                         ; wg.py:18:13
	s_lshl_b32 s43, s47, 14
	s_lshr_b32 s53, s43, 5
	.loc	1 18 21 is_stmt 0               ; wg.py:18:21
	s_mul_i32 s52, s50, s23
	.loc	1 18 13                         ; wg.py:18:13
	s_add_i32 s43, s43, s53
	.loc	1 18 21                         ; wg.py:18:21
	s_add_i32 s52, s52, s36
	.loc	1 18 13                         ; wg.py:18:13
	s_add_i32 s43, s43, 0x10000
	s_add_i32 s53, s43, s44
	s_mov_b32 m0, s53
	v_accvgpr_write_b32 a82, v44
	v_accvgpr_write_b32 a84, v46
	v_accvgpr_write_b32 a86, v45
	v_accvgpr_write_b32 a78, v40
	v_accvgpr_write_b32 a79, v41
	v_accvgpr_write_b32 a80, v42
	v_accvgpr_write_b32 a81, v43
	v_accvgpr_write_b32 a73, v36
	v_accvgpr_write_b32 a74, v37
	v_accvgpr_write_b32 a76, v38
	v_accvgpr_write_b32 a77, v39
	v_accvgpr_write_b32 a35, v34
	v_accvgpr_write_b32 a37, v35
	v_accvgpr_write_b32 a38, v48
	v_accvgpr_write_b32 a39, v49
	v_accvgpr_write_b32 a70, v86
	v_accvgpr_write_b32 a71, v87
	v_accvgpr_write_b32 a50, v60
	v_accvgpr_write_b32 a51, v61
	v_accvgpr_write_b32 a52, v62
	v_accvgpr_write_b32 a53, v63
	v_accvgpr_write_b32 a54, v64
	v_accvgpr_write_b32 a55, v65
	v_accvgpr_write_b32 a56, v66
	v_accvgpr_write_b32 a57, v67
	v_accvgpr_write_b32 a58, v68
	v_accvgpr_write_b32 a59, v69
	v_accvgpr_write_b32 a60, v70
	v_accvgpr_write_b32 a61, v71
	v_accvgpr_write_b32 a62, v80
	v_accvgpr_write_b32 a63, v81
	v_accvgpr_write_b32 a42, v52
	v_accvgpr_write_b32 a43, v53
	v_accvgpr_write_b32 a44, v54
	v_accvgpr_write_b32 a45, v55
	v_accvgpr_write_b32 a46, v56
	v_accvgpr_write_b32 a47, v57
	v_accvgpr_write_b32 a48, v58
	v_accvgpr_write_b32 a49, v59
	v_accvgpr_write_b32 a64, v82
	v_accvgpr_write_b32 a65, v83
	v_accvgpr_write_b32 a66, v84
	v_accvgpr_write_b32 a67, v85
	.loc	1 21 16 is_stmt 1               ; wg.py:21:16
	scratch_load_dword v7, off, off offset:80 ; 4-byte Folded Reload
	scratch_load_dword v10, off, off offset:88 ; 4-byte Folded Reload
	scratch_load_dword v16, off, off offset:56 ; 4-byte Folded Reload
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v0, s2, v0
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v1, s2, v1
	ds_read_u8 v2, v1 offset:11520
	ds_read_u8 v3, v0 offset:11264
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v4, s2, v4
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v2, v3, v2, s46
	scratch_load_dword v3, off, off offset:100 ; 4-byte Folded Reload
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
	v_perm_b32 v5, v6, v5, s46
	scratch_load_dword v6, off, off offset:76 ; 4-byte Folded Reload
	v_lshl_or_b32 v23, v5, 16, v2
	scratch_load_dword v2, off, off offset:60 ; 4-byte Folded Reload
	scratch_load_dword v5, off, off offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v6, s2, v6
	ds_read_u8 v8, v7 offset:10496
	ds_read_u8 v9, v6 offset:10240
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v8, v9, v8, s46
	scratch_load_dword v9, off, off offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v9, s2, v9
	ds_read_u8 v11, v10 offset:11008
	ds_read_u8 v12, v9 offset:10752
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v11, v12, v11, s46
	scratch_load_dword v12, off, off offset:72 ; 4-byte Folded Reload
	v_add_u32_e32 v5, s2, v5
	v_lshl_or_b32 v22, v11, 16, v8
	v_add_u32_e32 v2, s2, v2
	ds_read_u8 v8, v5 offset:9472
	ds_read_u8 v11, v2 offset:9216
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v8, v11, v8, s46
	scratch_load_dword v11, off, off offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v12, s2, v12
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v11, s2, v11
	ds_read_u8 v13, v12 offset:9984
	ds_read_u8 v14, v11 offset:9728
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s46
	v_lshl_or_b32 v21, v13, 16, v8
	scratch_load_dword v8, off, off offset:44 ; 4-byte Folded Reload
	scratch_load_dword v13, off, off offset:48 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v8, s2, v8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v13, s2, v13
	ds_read_u8 v14, v13 offset:8448
	ds_read_u8 v15, v8 offset:8192
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v15, v14, s46
	scratch_load_dword v15, off, off offset:52 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v15, s2, v15
	ds_read_u8 v16, v32 offset:8960
	ds_read_u8 v17, v15 offset:8704
	ds_read_u8 a100, v3 offset:11904
	ds_read_u8 a127, v3 offset:3712
	ds_read_u8 a117, v7 offset:27008
	ds_read_u8 a110, v7 offset:18816
	ds_read_u8 a105, v7 offset:10624
	ds_read_u8 a85, v7 offset:2432
	ds_read_u8 a120, v6 offset:26752
	ds_read_u8 a112, v6 offset:18560
	ds_read_u8 a108, v6 offset:10368
	ds_read_u8 a94, v6 offset:2176
	ds_read_u8 a123, v10 offset:27520
	ds_read_u8 a114, v10 offset:19328
	ds_read_u8 a72, v10 offset:11136
	ds_read_u8 a98, v10 offset:2944
	ds_read_u8 a126, v9 offset:27264
	ds_read_u8 a116, v9 offset:19072
	ds_read_u8 a41, v9 offset:10880
	ds_read_u8 a102, v9 offset:2688
	ds_read_u8 a88, v5 offset:25984
	ds_read_u8 a119, v5 offset:17792
	ds_read_u8 a36, v5 offset:9600
	ds_read_u8 a106, v5 offset:1408
	ds_read_u8 a93, v2 offset:25728
	ds_read_u8 a122, v2 offset:17536
	ds_read_u8 a89, v2 offset:9344
	ds_read_u8 a92, v2 offset:1152
	ds_read_u8 a97, v12 offset:26496
	ds_read_u8 a125, v12 offset:18304
	ds_read_u8 a91, v12 offset:10112
	ds_read_u8 a69, v12 offset:1920
	ds_read_u8 a101, v11 offset:26240
	ds_read_u8 a109, v11 offset:18048
	ds_read_u8 v107, v11 offset:9856
	ds_read_u8 a40, v11 offset:1664
	ds_read_u8 a104, v13 offset:24960
	ds_read_u8 a87, v13 offset:16768
	ds_read_u8 v105, v13 offset:8576
	ds_read_u8 a34, v13 offset:384
	ds_read_u8 a107, v8 offset:24704
	ds_read_u8 a95, v8 offset:16512
	ds_read_u8 v104, v8 offset:8320
	ds_read_u8 a33, v8 offset:128
	ds_read_u8 a75, v32 offset:25472
	ds_read_u8 a99, v32 offset:17280
	ds_read_u8 v89, v32 offset:9088
	ds_read_u8 a32, v32 offset:896
	ds_read_u8 a68, v15 offset:25216
	ds_read_u8 a103, v15 offset:17024
	ds_read_u8 v88, v15 offset:8832
	ds_read_u8 v106, v15 offset:640
	s_waitcnt lgkmcnt(14)
	v_perm_b32 v16, v17, v16, s46
	v_lshl_or_b32 v20, v16, 16, v14
	ds_read_u8 v14, v1 offset:3328
	ds_read_u8 v16, v0 offset:3072
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v16, v14, s46
	ds_read_u8 v16, v4 offset:3840
	ds_read_u8 v17, v3 offset:3584
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v17, v16, s46
	v_lshl_or_b32 v19, v16, 16, v14
	ds_read_u8 v14, v7 offset:2304
	ds_read_u8 v16, v6 offset:2048
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v16, v14, s46
	ds_read_u8 v16, v10 offset:2816
	ds_read_u8 v17, v9 offset:2560
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v17, v16, s46
	v_lshl_or_b32 v18, v16, 16, v14
	ds_read_u8 v14, v5 offset:1280
	ds_read_u8 v16, v2 offset:1024
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v16, v14, s46
	ds_read_u8 v16, v12 offset:1792
	ds_read_u8 v17, v11 offset:1536
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v17, v16, s46
	v_lshl_or_b32 v17, v16, 16, v14
	ds_read_u8 v14, v13 offset:256
	ds_read_u8 v16, v8
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v16, v14, s46
	ds_read_u8 v16, v32 offset:768
	ds_read_u8 v24, v15 offset:512
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v16, v24, v16, s46
	v_lshl_or_b32 v16, v16, 16, v14
	ds_read_u8 v14, v1 offset:27904
	ds_read_u8 v24, v0 offset:27648
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s46
	ds_read_u8 v24, v4 offset:28416
	ds_read_u8 v25, v3 offset:28160
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s46
	ds_read_u8 v25, v7 offset:26880
	ds_read_u8 v26, v6 offset:26624
	v_lshl_or_b32 v31, v24, 16, v14
	ds_read_u8 v14, v5 offset:25856
	ds_read_u8 v24, v2 offset:25600
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v25, v26, v25, s46
	ds_read_u8 v26, v10 offset:27392
	ds_read_u8 v27, v9 offset:27136
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v14, v24, v14, s46
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v26, v27, v26, s46
	v_lshl_or_b32 v30, v26, 16, v25
	ds_read_u8 v24, v12 offset:26368
	ds_read_u8 v25, v11 offset:26112
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s46
	v_lshl_or_b32 v29, v24, 16, v14
	ds_read_u8 v14, v13 offset:24832
	ds_read_u8 v24, v8 offset:24576
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s46
	ds_read_u8 v24, v32 offset:25344
	ds_read_u8 v25, v15 offset:25088
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s46
	v_lshl_or_b32 v28, v24, 16, v14
	ds_read_u8 v14, v1 offset:19712
	ds_read_u8 v24, v0 offset:19456
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s46
	ds_read_u8 v24, v4 offset:20224
	ds_read_u8 v25, v3 offset:19968
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s46
	v_lshl_or_b32 v27, v24, 16, v14
	ds_read_u8 v14, v7 offset:18688
	ds_read_u8 v24, v6 offset:18432
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s46
	ds_read_u8 v24, v10 offset:19200
	ds_read_u8 v25, v9 offset:18944
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s46
	v_lshl_or_b32 v26, v24, 16, v14
	ds_read_u8 v14, v5 offset:17664
	ds_read_u8 v24, v2 offset:17408
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s46
	ds_read_u8 v24, v12 offset:18176
	ds_read_u8 v25, v11 offset:17920
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v25, v24, s46
	v_lshl_or_b32 v25, v24, 16, v14
	ds_read_u8 v14, v13 offset:16640
	ds_read_u8 v24, v8 offset:16384
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v14, v24, v14, s46
	ds_read_u8 v24, v32 offset:17152
	ds_read_u8 v33, v15 offset:16896
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v24, v33, v24, s46
	v_lshl_or_b32 v24, v24, 16, v14
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v14, s50, v39
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[6:7], s21, v14
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v14, s50, v40
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[4:5], s21, v14
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v14, s50, v41
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[2:3], s21, v14
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v14, s50, v42
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[0:1], s21, v14
	.loc	1 16 14                         ; wg.py:16:14
	v_or_b32_e32 v14, s50, v43
	.loc	1 17 85                         ; wg.py:17:85
	v_cmp_gt_i32_e64 s[14:15], s21, v14
	.loc	1 21 16                         ; wg.py:21:16
	ds_read_u8 v14, v1 offset:28032
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v14, off offset:32 ; 4-byte Folded Spill
	ds_read_u8 v14, v1 offset:19840
	ds_read_u8 a90, v1 offset:11648
	ds_read_u8 a118, v1 offset:3456
	ds_read_u8 a111, v0 offset:27776
	ds_read_u8 v1, v0 offset:19584
	ds_read_u8 a83, v0 offset:11392
	ds_read_u8 a121, v0 offset:3200
	ds_read_u8 a113, v4 offset:28544
	ds_read_u8 v0, v4 offset:20352
	s_waitcnt lgkmcnt(8)
	scratch_store_dword off, v14, off offset:16 ; 4-byte Folded Spill
	s_waitcnt lgkmcnt(4)
	scratch_store_dword off, v1, off offset:20 ; 4-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v0, off offset:24 ; 4-byte Folded Spill
	ds_read_u8 a96, v4 offset:12160
	ds_read_u8 a124, v4 offset:3968
	ds_read_u8 a115, v3 offset:28288
	ds_read_u8 v0, v3 offset:20096
	.loc	1 18 21                         ; wg.py:18:21
	v_add_u32_e32 v1, s52, v94
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(0)
	scratch_store_dword off, v0, off offset:28 ; 4-byte Folded Spill
	v_bfrev_b32_e32 v0, 1
	.loc	1 18 13                         ; wg.py:18:13
	v_cndmask_b32_e64 v1, v0, v1, s[14:15]
	buffer_load_dwordx4 v1, s[28:31], 0 offen lds
	.loc	1 18 21 is_stmt 0               ; wg.py:18:21
	v_add_u32_e32 v1, s52, v96
	.loc	1 18 13                         ; wg.py:18:13
	v_cndmask_b32_e64 v1, v0, v1, s[14:15]
	s_add_i32 m0, s53, 0x2100
	.loc	1 17 21 is_stmt 1               ; wg.py:17:21
	s_mul_i32 s15, s50, s22
	.loc	1 18 13                         ; wg.py:18:13
	buffer_load_dwordx4 v1, s[28:31], 0 offen lds
	v_add3_u32 v1, s51, v37, v36
	v_add3_u32 v1, v1, v35, s38
	.loc	1 17 21                         ; wg.py:17:21
	s_add_i32 s15, s15, s33
	.loc	1 18 13                         ; wg.py:18:13
	v_add3_u32 v50, v1, v34, v38
	.loc	1 17 21                         ; wg.py:17:21
	v_add_u32_e32 v1, s15, v44
	v_add_u32_e32 v2, s15, v46
	v_add_u32_e32 v3, s15, v90
	v_add_u32_e32 v4, s15, v92
	.loc	1 17 13 is_stmt 0               ; wg.py:17:13
	v_cndmask_b32_e64 v1, v0, v1, s[6:7]
	v_cndmask_b32_e64 v2, v0, v2, s[4:5]
	v_cndmask_b32_e64 v3, v0, v3, s[2:3]
	v_cndmask_b32_e64 v0, v0, v4, s[0:1]
	buffer_load_dwordx4 v[44:47], v1, s[8:11], 0 offen
	buffer_load_dwordx4 v[32:35], v0, s[8:11], 0 offen
	buffer_load_dwordx4 v[40:43], v2, s[8:11], 0 offen
	buffer_load_dwordx4 v[36:39], v3, s[8:11], 0 offen
	; asyncmark
	.loc	1 19 14 is_stmt 1               ; wg.py:19:14
	scratch_load_dword v48, off, off offset:40 ; 4-byte Folded Reload
	.loc	1 19 31 is_stmt 0               ; wg.py:19:31
	s_mul_i32 s14, s49, s37
	.loc	1 18 13 is_stmt 1               ; wg.py:18:13
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
	s_mul_i32 s0, s49, s39
	.loc	1 20 22 is_stmt 0               ; wg.py:20:22
	s_add_i32 s0, s0, s41
	.loc	1 20 14                         ; wg.py:20:14
	s_ashr_i32 s1, s0, 31
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s0, s34, s0
	s_addc_u32 s1, s35, s1
	.loc	1 17 13 is_stmt 1               ; wg.py:17:13
	s_lshl_b32 s2, s47, 15
	.loc	1 15 5                          ; wg.py:15:5
	s_cmp_lg_u32 s48, s45
	s_mov_b32 s49, s48
	.loc	1 19 14                         ; wg.py:19:14
	s_waitcnt vmcnt(0)
	v_add_lshl_u32 v48, s14, v48, 2
	buffer_load_dword v86, v48, s[24:27], 0 offen
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
	v_accvgpr_read_b32 v0, a90
	v_accvgpr_read_b32 v1, a83
	v_pk_mul_f32 v[52:53], v[86:87], v[2:3] op_sel_hi:[0,1]
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a96
	v_accvgpr_read_b32 v2, a100
	v_perm_b32 v1, v2, v1, s46
	v_lshl_or_b32 v23, v1, 16, v0
	v_accvgpr_read_b32 v0, a36
	v_accvgpr_read_b32 v1, a89
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a91
	v_accvgpr_read_b32 v2, a105
	v_accvgpr_read_b32 v3, a108
	v_perm_b32 v1, v107, v1, s46
	v_pk_mul_f32 v[54:55], v[86:87], v[4:5] op_sel_hi:[0,1]
	v_perm_b32 v2, v3, v2, s46
	v_accvgpr_read_b32 v3, a72
	v_accvgpr_read_b32 v4, a41
	v_lshl_or_b32 v21, v1, 16, v0
	v_perm_b32 v0, v104, v105, s46
	v_perm_b32 v1, v88, v89, s46
	v_perm_b32 v3, v4, v3, s46
	v_lshl_or_b32 v20, v1, 16, v0
	v_accvgpr_read_b32 v0, a118
	v_accvgpr_read_b32 v1, a121
	v_lshl_or_b32 v22, v3, 16, v2
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a124
	v_accvgpr_read_b32 v2, a127
	v_perm_b32 v1, v2, v1, s46
	v_lshl_or_b32 v19, v1, 16, v0
	v_accvgpr_read_b32 v0, a85
	v_accvgpr_read_b32 v1, a94
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a98
	v_accvgpr_read_b32 v2, a102
	v_perm_b32 v1, v2, v1, s46
	v_lshl_or_b32 v18, v1, 16, v0
	v_accvgpr_read_b32 v0, a106
	v_accvgpr_read_b32 v1, a92
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a69
	v_accvgpr_read_b32 v2, a40
	v_perm_b32 v1, v2, v1, s46
	v_lshl_or_b32 v17, v1, 16, v0
	v_accvgpr_read_b32 v0, a34
	v_accvgpr_read_b32 v1, a33
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a32
	v_perm_b32 v1, v106, v1, s46
	v_lshl_or_b32 v16, v1, 16, v0
	scratch_load_dword v0, off, off offset:32 ; 4-byte Folded Reload
	.loc	1 19 14                         ; wg.py:19:14
	scratch_load_dword v88, off, off offset:36 ; 4-byte Folded Reload
	v_accvgpr_read_b32 v1, a111
	v_accvgpr_read_b32 v2, a115
	v_accvgpr_read_b32 v3, a120
	v_accvgpr_read_b32 v4, a126
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[56:57], v[86:87], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[86:87], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[82:83], v[86:87], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[84:85], v[86:87], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[86:87], v[86:87], v[14:15] op_sel_hi:[0,1]
	s_waitcnt vmcnt(1)
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a113
	v_perm_b32 v1, v2, v1, s46
	v_accvgpr_read_b32 v2, a117
	v_perm_b32 v2, v3, v2, s46
	v_accvgpr_read_b32 v3, a123
	v_perm_b32 v3, v4, v3, s46
	v_lshl_or_b32 v31, v1, 16, v0
	v_accvgpr_read_b32 v0, a88
	v_accvgpr_read_b32 v1, a93
	v_lshl_or_b32 v30, v3, 16, v2
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a97
	v_accvgpr_read_b32 v2, a101
	v_perm_b32 v1, v2, v1, s46
	v_lshl_or_b32 v29, v1, 16, v0
	v_accvgpr_read_b32 v0, a104
	v_accvgpr_read_b32 v1, a107
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a75
	v_accvgpr_read_b32 v2, a68
	v_perm_b32 v1, v2, v1, s46
	v_lshl_or_b32 v28, v1, 16, v0
	scratch_load_dword v0, off, off offset:16 ; 4-byte Folded Reload
	scratch_load_dword v1, off, off offset:20 ; 4-byte Folded Reload
	.loc	1 19 14                         ; wg.py:19:14
	s_waitcnt vmcnt(2)
	v_add_lshl_u32 v88, s14, v88, 2
	buffer_load_dword v88, v88, s[24:27], 0 offen
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt vmcnt(1)
	v_perm_b32 v0, v1, v0, s46
	scratch_load_dword v1, off, off offset:24 ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:28 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v2, v1, s46
	v_lshl_or_b32 v27, v1, 16, v0
	v_accvgpr_read_b32 v0, a110
	v_accvgpr_read_b32 v1, a112
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a114
	v_accvgpr_read_b32 v2, a116
	v_perm_b32 v1, v2, v1, s46
	v_lshl_or_b32 v26, v1, 16, v0
	v_accvgpr_read_b32 v0, a119
	v_accvgpr_read_b32 v1, a122
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a125
	v_accvgpr_read_b32 v2, a109
	v_perm_b32 v1, v2, v1, s46
	v_lshl_or_b32 v25, v1, 16, v0
	v_accvgpr_read_b32 v0, a87
	v_accvgpr_read_b32 v1, a95
	v_perm_b32 v0, v1, v0, s46
	v_accvgpr_read_b32 v1, a99
	v_accvgpr_read_b32 v2, a103
	v_perm_b32 v1, v2, v1, s46
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
	s_nop 15
	v_pk_mul_f32 v[90:91], v[88:89], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[92:93], v[88:89], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[94:95], v[88:89], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[88:89], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[88:89], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[100:101], v[88:89], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[88:89], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[106:107], v[88:89], v[14:15] op_sel_hi:[0,1]
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[0:7], v[16:23], 0
	v_mov_b32_e32 v16, 0
	.loc	1 20 14                         ; wg.py:20:14
	global_load_dword v16, v16, s[0:1]
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v18, 8, v41
	v_lshrrev_b32_e32 v19, 24, v41
	v_lshrrev_b32_e32 v20, 8, v42
	v_lshrrev_b32_e32 v21, 24, v42
	v_lshrrev_b32_e32 v22, 8, v43
	v_lshrrev_b32_e32 v23, 24, v43
	.loc	1 21 9                          ; wg.py:21:9
	s_waitcnt vmcnt(0)
	v_fma_f32 v124, v16, v70, v124
	v_fma_f32 v125, v16, v71, v125
	.loc	1 21 16 is_stmt 0               ; wg.py:21:16
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[8:15], v[24:31], v[0:15]
	v_accvgpr_read_b32 v71, a61
	v_accvgpr_read_b32 v70, a60
	.loc	1 21 9                          ; wg.py:21:9
	v_fma_f32 v122, v16, v80, v122
	v_fma_f32 v123, v16, v81, v123
	v_accvgpr_read_b32 v81, a63
	v_accvgpr_read_b32 v80, a62
	v_fma_f32 v118, v16, v50, v118
	v_fma_f32 v119, v16, v51, v119
	scratch_load_dwordx2 v[50:51], off, off offset:8 ; 8-byte Folded Reload
	v_fma_f32 v110, v16, v60, v110
	v_fma_f32 v111, v16, v61, v111
	v_accvgpr_read_b32 v61, a51
	v_accvgpr_read_b32 v60, a50
	v_pk_fma_f32 v[74:75], v[16:17], v[66:67], v[74:75] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v67, a57
	v_accvgpr_read_b32 v66, a56
	v_pk_fma_f32 v[126:127], v[16:17], v[68:69], v[126:127] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v69, a59
	v_accvgpr_read_b32 v68, a58
	v_pk_fma_f32 v[72:73], v[16:17], v[58:59], v[72:73] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v59, a49
	v_accvgpr_read_b32 v58, a48
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[0:1], v[88:89], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[88:89], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[88:89], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[88:89], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[88:89], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[88:89], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[88:89], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[88:89], v[14:15] op_sel_hi:[0,1]
	scratch_load_dwordx2 v[88:89], off, off ; 8-byte Folded Reload
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[102:103], v[16:17], v[82:83], v[102:103] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v83, a65
	v_accvgpr_read_b32 v82, a64
	v_pk_fma_f32 v[80:81], v[16:17], v[94:95], v[80:81] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v95, a21
	v_pk_fma_f32 v[70:71], v[16:17], v[96:97], v[70:71] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v97, a23
	v_pk_fma_f32 v[114:115], v[16:17], v[54:55], v[114:115] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v55, a45
	v_accvgpr_read_b32 v54, a44
	v_pk_fma_f32 v[112:113], v[16:17], v[56:57], v[112:113] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v57, a47
	v_accvgpr_read_b32 v56, a46
	v_pk_fma_f32 v[82:83], v[16:17], v[92:93], v[82:83] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v93, a19
	v_pk_fma_f32 v[68:69], v[16:17], v[98:99], v[68:69] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v99, a25
	v_accvgpr_read_b32 v98, a24
	v_pk_fma_f32 v[66:67], v[16:17], v[100:101], v[66:67] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v101, a27
	v_accvgpr_read_b32 v100, a26
	v_pk_fma_f32 v[60:61], v[16:17], v[0:1], v[60:61] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[16:17], v[2:3], v[58:59] op_sel_hi:[0,1,1]
	.loc	1 17 13 is_stmt 1               ; wg.py:17:13
	v_add_u32_e32 v2, s2, v95
	v_add_u32_e32 v3, s2, v97
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[56:57], v[16:17], v[4:5], v[56:57] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[16:17], v[6:7], v[54:55] op_sel_hi:[0,1,1]
	.loc	1 17 13                         ; wg.py:17:13
	s_barrier
	v_add_u32_e32 v1, s2, v93
	ds_write_b8 v2, v45
	ds_write_b8_d16_hi v3, v45
	v_add_u32_e32 v4, s2, v98
	v_add_u32_e32 v5, s2, v99
	v_add_u32_e32 v6, s2, v100
	v_add_u32_e32 v7, s2, v101
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[78:79], v[16:17], v[62:63], v[78:79] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v63, a53
	v_accvgpr_read_b32 v62, a52
	v_pk_fma_f32 v[76:77], v[16:17], v[64:65], v[76:77] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v65, a55
	v_accvgpr_read_b32 v64, a54
	v_pk_fma_f32 v[120:121], v[16:17], v[48:49], v[120:121] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v49, a39
	v_accvgpr_read_b32 v48, a38
	v_pk_fma_f32 v[116:117], v[16:17], v[52:53], v[116:117] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v53, a43
	v_accvgpr_read_b32 v52, a42
	v_pk_fma_f32 v[108:109], v[16:17], v[86:87], v[108:109] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v87, a71
	v_accvgpr_read_b32 v86, a70
	v_pk_fma_f32 v[64:65], v[16:17], v[104:105], v[64:65] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[16:17], v[106:107], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53], v[16:17], v[8:9], v[52:53] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49], v[16:17], v[12:13], v[48:49] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[86:87], v[16:17], v[14:15], v[86:87] op_sel_hi:[0,1,1]
	.loc	1 17 13                         ; wg.py:17:13
	ds_write_b8_d16_hi v1, v44
	.loc	1 21 9                          ; wg.py:21:9
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[50:51], v[16:17], v[10:11], v[50:51] op_sel_hi:[0,1,1]
	.loc	1 17 13                         ; wg.py:17:13
	v_lshrrev_b32_e32 v8, 8, v44
	v_lshrrev_b32_e32 v24, 8, v36
	v_lshrrev_b32_e32 v9, 24, v44
	v_lshrrev_b32_e32 v10, 8, v45
	v_lshrrev_b32_e32 v11, 24, v45
	v_accvgpr_read_b32 v45, a86
	v_lshrrev_b32_e32 v25, 24, v36
	v_lshrrev_b32_e32 v26, 8, v37
	v_lshrrev_b32_e32 v27, 24, v37
	v_lshrrev_b32_e32 v12, 8, v46
	ds_write_b8 v4, v46
	v_lshrrev_b32_e32 v13, 24, v46
	v_lshrrev_b32_e32 v28, 8, v38
	ds_write_b8_d16_hi v5, v46
	ds_write_b8 v6, v47
	v_lshrrev_b32_e32 v14, 8, v47
	v_lshrrev_b32_e32 v29, 24, v38
	v_lshrrev_b32_e32 v30, 8, v39
	v_accvgpr_read_b32 v92, a18
	v_accvgpr_read_b32 v94, a20
	.loc	1 21 9                          ; wg.py:21:9
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[88:89], v[16:17], v[84:85], v[88:89] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v85, a67
	v_accvgpr_read_b32 v84, a66
	v_pk_fma_f32 v[84:85], v[16:17], v[90:91], v[84:85] op_sel_hi:[0,1,1]
	v_accvgpr_read_b32 v91, a17
	.loc	1 17 13                         ; wg.py:17:13
	v_add_u32_e32 v0, s2, v91
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
	scratch_load_dword v33, off, off offset:132 ; 4-byte Folded Reload
	ds_write_b8 v0, v44
	v_lshrrev_b32_e32 v16, 8, v40
	v_lshrrev_b32_e32 v0, 8, v32
	v_lshrrev_b32_e32 v1, 24, v32
	v_lshrrev_b32_e32 v17, 24, v40
	v_lshrrev_b32_e32 v4, 8, v34
	v_lshrrev_b32_e32 v5, 24, v34
	v_lshrrev_b32_e32 v6, 8, v35
	v_accvgpr_read_b32 v90, a16
	v_accvgpr_read_b32 v96, a22
	ds_write_b8_d16_hi v7, v47
	v_accvgpr_read_b32 v44, a82
	v_lshrrev_b32_e32 v15, 24, v47
	v_accvgpr_read_b32 v46, a84
	v_accvgpr_read_b32 v40, a78
	v_accvgpr_read_b32 v41, a79
	v_accvgpr_read_b32 v42, a80
	v_accvgpr_read_b32 v43, a81
	v_accvgpr_read_b32 v36, a73
	v_accvgpr_read_b32 v37, a74
	v_accvgpr_read_b32 v38, a76
	v_lshrrev_b32_e32 v31, 24, v39
	v_accvgpr_read_b32 v39, a77
	v_accvgpr_read_b32 v34, a35
	v_lshrrev_b32_e32 v7, 24, v35
	v_accvgpr_read_b32 v35, a37
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v32, s2, v33
	ds_write_b8 v32, v8
	ds_write_b8 v32, v16 offset:8192
	ds_write_b8 v32, v24 offset:16384
	ds_write_b8 v32, v0 offset:24576
	scratch_load_dword v32, off, off offset:128 ; 4-byte Folded Reload
	scratch_load_dword v8, off, off offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v0, s2, v32
	ds_write_b8 v0, v9
	ds_write_b8 v0, v17 offset:8192
	ds_write_b8 v0, v25 offset:16384
	ds_write_b8 v0, v1 offset:24576
	v_add_u32_e32 v0, s2, v45
	ds_write_b8 v0, v10
	scratch_load_dword v10, off, off offset:120 ; 4-byte Folded Reload
	ds_write_b8 v0, v18 offset:8192
	ds_write_b8 v0, v26 offset:16384
	ds_write_b8 v0, v2 offset:24576
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, s2, v10
	ds_write_b8 v0, v11
	scratch_load_dword v11, off, off offset:108 ; 4-byte Folded Reload
	ds_write_b8 v0, v19 offset:8192
	scratch_load_dword v19, off, off offset:124 ; 4-byte Folded Reload
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
	scratch_load_dword v6, off, off offset:112 ; 4-byte Folded Reload
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
	scratch_load_dword v23, off, off offset:136 ; 4-byte Folded Reload
	scratch_load_dword v24, off, off offset:140 ; 4-byte Folded Reload
	scratch_load_dword v26, off, off offset:148 ; 4-byte Folded Reload
	scratch_load_dword v4, off, off offset:152 ; 4-byte Folded Reload
	scratch_load_dword a35, off, off offset:40 ; 4-byte Folded Reload
	v_accvgpr_write_b32 a37, v87
	s_branch .LBB0_8
.LBB0_7:
	v_accvgpr_write_b32 a35, v1
	s_mov_b32 s43, 0x10000
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
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v109, 0
	v_mov_b32_e32 v108, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v103, 0
	v_mov_b32_e32 v102, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v72, 0
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
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v111, 0
	v_mov_b32_e32 v110, 0
	v_mov_b32_e32 v86, 0
.LBB0_8:                                ; %._crit_edge
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	s_max_i32 s0, s42, 0
	.loc	1 19 31                         ; wg.py:19:31
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s1, s0, s37
	.loc	1 19 22 is_stmt 0               ; wg.py:19:22
	s_add_i32 s1, s33, s1
	.loc	1 20 14 is_stmt 1               ; wg.py:20:14
	s_and_b64 s[4:5], vcc, exec
	.loc	1 19 14                         ; wg.py:19:14
	s_waitcnt vmcnt(3)
	v_add_lshl_u32 v0, s1, v24, 2
	v_bfrev_b32_e32 v1, 1
	v_add_lshl_u32 v2, s1, v23, 2
	.loc	1 20 14                         ; wg.py:20:14
	s_cselect_b32 s1, 1, 0
	v_accvgpr_write_b32 a62, v80
	v_accvgpr_write_b32 a63, v81
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
	v_accvgpr_write_b32 a70, v108
	v_accvgpr_write_b32 a71, v109
	buffer_load_dword v108, v0, s[16:19], 0 offen
	buffer_load_dword v106, v1, s[16:19], 0 offen
	.loc	1 21 16 is_stmt 1               ; wg.py:21:16
	s_and_b64 s[0:1], vcc, exec
	s_cselect_b32 s0, 1, 0
	v_accvgpr_write_b32 a72, v86
	v_accvgpr_write_b32 a68, v88
	v_accvgpr_write_b32 a69, v89
	v_accvgpr_write_b32 a66, v84
	v_accvgpr_write_b32 a67, v85
	v_accvgpr_write_b32 a64, v82
	v_accvgpr_write_b32 a65, v83
	v_accvgpr_write_b32 a60, v70
	v_accvgpr_write_b32 a61, v71
	v_accvgpr_write_b32 a58, v68
	v_accvgpr_write_b32 a59, v69
	v_accvgpr_write_b32 a56, v66
	v_accvgpr_write_b32 a57, v67
	v_accvgpr_write_b32 a54, v64
	v_accvgpr_write_b32 a55, v65
	v_accvgpr_write_b32 a52, v62
	v_accvgpr_write_b32 a53, v63
	v_accvgpr_write_b32 a50, v60
	v_accvgpr_write_b32 a51, v61
	v_accvgpr_write_b32 a48, v58
	v_accvgpr_write_b32 a49, v59
	v_accvgpr_write_b32 a46, v56
	v_accvgpr_write_b32 a47, v57
	v_accvgpr_write_b32 a44, v54
	v_accvgpr_write_b32 a45, v55
	v_accvgpr_write_b32 a42, v52
	v_accvgpr_write_b32 a43, v53
	v_accvgpr_write_b32 a40, v50
	v_accvgpr_write_b32 a41, v51
	v_accvgpr_write_b32 a38, v48
	v_accvgpr_write_b32 a39, v49
	s_cmp_lg_u32 s0, 1
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	.loc	1 0 16 is_stmt 0                ; wg.py:0:16
	v_add3_u32 v0, s43, v37, v36
	s_waitcnt vmcnt(3)
	v_or3_b32 v1, s40, v4, v26
	v_add3_u32 v0, v0, v35, s38
	v_xad_u32 v8, v1, 4, s2
	v_xad_u32 v13, v1, 9, s2
	v_xad_u32 v14, v1, 10, s2
	v_xad_u32 v15, v1, 11, s2
	v_add_u32_e32 v3, s2, v1
	v_xad_u32 v5, v1, 1, s2
	v_xad_u32 v6, v1, 2, s2
	v_xad_u32 v9, v1, 5, s2
	v_xad_u32 v10, v1, 6, s2
	v_xad_u32 v11, v1, 7, s2
	v_xad_u32 v12, v1, 8, s2
	v_xad_u32 v16, v1, 12, s2
	v_xad_u32 v29, v1, 14, s2
	v_add3_u32 v33, v0, v34, v38
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a34, v108
	ds_read_u8 v108, v8 offset:9344
	ds_read_u8 a93, v8 offset:1152
	ds_read_u8 v24, v9 offset:1280
	ds_read_u8 v44, v9 offset:9472
	ds_read_u8 v90, v9 offset:17664
	ds_read_u8 v45, v9 offset:25856
	ds_read_u8 a84, v9 offset:25984
	ds_read_u8 a76, v9 offset:17792
	ds_read_u8 v85, v9 offset:9600
	ds_read_u8 a96, v9 offset:1408
	ds_read_u8 v23, v10 offset:1536
	ds_read_u8 v46, v10 offset:9728
	ds_read_u8 v91, v10 offset:17920
	ds_read_u8 v92, v10 offset:26112
	ds_read_u8 a87, v10 offset:26240
	ds_read_u8 a79, v10 offset:18048
	ds_read_u8 v69, v10 offset:9856
	ds_read_u8 v86, v10 offset:1664
	ds_read_u8 v22, v11 offset:1792
	ds_read_u8 v47, v11 offset:9984
	ds_read_u8 v93, v11 offset:18176
	ds_read_u8 v94, v11 offset:26368
	ds_read_u8 a90, v11 offset:26496
	ds_read_u8 a82, v11 offset:18304
	ds_read_u8 v63, v11 offset:10112
	ds_read_u8 v84, v11 offset:1920
	ds_read_u8 v19, v12 offset:2048
	ds_read_u8 v38, v12 offset:10240
	ds_read_u8 v95, v12 offset:18432
	ds_read_u8 v96, v12 offset:26624
	ds_read_u8 a95, v12 offset:26752
	ds_read_u8 a85, v12 offset:18560
	ds_read_u8 v70, v12 offset:10368
	ds_read_u8 v64, v12 offset:2176
	ds_read_u8 v17, v13 offset:2304
	ds_read_u8 v48, v13 offset:10496
	ds_read_u8 v97, v13 offset:18688
	ds_read_u8 v98, v13 offset:26880
	ds_read_u8 v87, v13 offset:27008
	ds_read_u8 a88, v13 offset:18816
	ds_read_u8 v55, v13 offset:10624
	ds_read_u8 v60, v13 offset:2432
	ds_read_u8 v13, v14 offset:2560
	ds_read_u8 v39, v14 offset:10752
	ds_read_u8 v99, v14 offset:18944
	ds_read_u8 v100, v14 offset:27136
	ds_read_u8 v88, v14 offset:27264
	ds_read_u8 a91, v14 offset:19072
	ds_read_u8 v66, v14 offset:10880
	ds_read_u8 v58, v14 offset:2688
	ds_read_u8 v14, v15 offset:2816
	ds_read_u8 v49, v15 offset:11008
	ds_read_u8 v101, v15 offset:19200
	ds_read_u8 v104, v15 offset:27392
	ds_read_u8 v83, v15 offset:27520
	ds_read_u8 a94, v15 offset:19328
	ds_read_u8 v68, v15 offset:11136
	ds_read_u8 v65, v15 offset:2944
	ds_read_u8 v15, v16 offset:3072
	ds_read_u8 v51, v16 offset:11264
	ds_read_u8 v105, v16 offset:19456
	v_xad_u32 v7, v1, 3, s2
	v_xad_u32 v21, v1, 13, s2
	v_xad_u32 v32, v1, 15, s2
	ds_read_u8 v40, v3
	ds_read_u8 v34, v3 offset:8192
	ds_read_u8 v52, v3 offset:16384
	ds_read_u8 v30, v3 offset:24576
	ds_read_u8 a73, v3 offset:24704
	ds_read_u8 v109, v3 offset:16512
	ds_read_u8 a86, v3 offset:8320
	ds_read_u8 a78, v3 offset:128
	ds_read_u8 v41, v5 offset:256
	ds_read_u8 v35, v5 offset:8448
	ds_read_u8 v31, v5 offset:16640
	ds_read_u8 v27, v5 offset:24832
	ds_read_u8 a75, v5 offset:24960
	ds_read_u8 a33, v5 offset:16768
	ds_read_u8 a89, v5 offset:8576
	ds_read_u8 a80, v5 offset:384
	ds_read_u8 v26, v6 offset:512
	ds_read_u8 v36, v6 offset:8704
	ds_read_u8 v28, v6 offset:16896
	ds_read_u8 v42, v6 offset:25088
	ds_read_u8 a77, v6 offset:25216
	ds_read_u8 a36, v6 offset:17024
	ds_read_u8 a92, v6 offset:8832
	ds_read_u8 a83, v6 offset:640
	ds_read_u8 v25, v8 offset:1024
	ds_read_u8 v37, v8 offset:9216
	ds_read_u8 v71, v8 offset:17408
	ds_read_u8 v43, v8 offset:25600
	ds_read_u8 a81, v8 offset:25728
	ds_read_u8 a74, v8 offset:17536
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a32, v106
	ds_read_u8 v106, v16 offset:27648
	ds_read_u8 v62, v16 offset:27776
	ds_read_u8 v89, v16 offset:19584
	ds_read_u8 v107, v16 offset:11392
	ds_read_u8 v67, v16 offset:3200
	ds_read_u8 v5, v21 offset:3328
	ds_read_u8 v2, v21 offset:11520
	ds_read_u8 v16, v21 offset:19712
	ds_read_u8 v10, v21 offset:27904
	ds_read_u8 v59, v21 offset:28032
	ds_read_u8 v82, v21 offset:19840
	ds_read_u8 v20, v21 offset:11648
	ds_read_u8 v53, v21 offset:3456
	ds_read_u8 v4, v29 offset:3584
	ds_read_u8 v1, v29 offset:11776
	ds_read_u8 v11, v29 offset:19968
	ds_read_u8 v8, v29 offset:28160
	ds_read_u8 v56, v29 offset:28288
	ds_read_u8 v61, v29 offset:20096
	ds_read_u8 v18, v29 offset:11904
	ds_read_u8 v50, v29 offset:3712
	ds_read_u8 v3, v32 offset:3840
	ds_read_u8 v0, v32 offset:12032
	ds_read_u8 v9, v32 offset:20224
	ds_read_u8 v6, v32 offset:28416
	ds_read_u8 v54, v32 offset:28544
	ds_read_u8 v57, v32 offset:20352
	ds_read_u8 v12, v32 offset:12160
	ds_read_u8 v29, v32 offset:3968
	ds_read_b64_tr_b8 a[24:25], v33
	ds_read_b64_tr_b8 a[28:29], v33 offset:256
	ds_read_b64_tr_b8 a[4:5], v33 offset:320
	ds_read_b64_tr_b8 a[0:1], v33 offset:64
	ds_read_b64_tr_b8 a[26:27], v33 offset:8448
	ds_read_b64_tr_b8 a[30:31], v33 offset:8704
	ds_read_b64_tr_b8 a[6:7], v33 offset:8768
	ds_read_b64_tr_b8 a[2:3], v33 offset:8512
	ds_read_b64_tr_b8 a[16:17], v33 offset:512
	ds_read_b64_tr_b8 a[20:21], v33 offset:768
	ds_read_b64_tr_b8 a[12:13], v33 offset:832
	ds_read_b64_tr_b8 a[8:9], v33 offset:576
	ds_read_b64_tr_b8 a[18:19], v33 offset:8960
	ds_read_b64_tr_b8 a[22:23], v33 offset:9216
	ds_read_b64_tr_b8 a[14:15], v33 offset:9280
	ds_read_b64_tr_b8 a[10:11], v33 offset:9024
	.loc	1 21 16                         ; wg.py:21:16
	s_waitcnt lgkmcnt(14)
	v_lshlrev_b16_e32 v0, 8, v0
	v_or_b32_sdwa v0, v1, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b16_e32 v1, 8, v2
	v_or_b32_e32 v1, v51, v1
	v_lshlrev_b16_e32 v2, 8, v49
	v_or_b32_sdwa v2, v39, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_sdwa v39, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v48
	v_or_b32_e32 v0, v38, v0
	v_or_b32_sdwa v38, v2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v47
	v_lshlrev_b16_e32 v1, 8, v44
	v_or_b32_sdwa v0, v46, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v37, v1
	v_or_b32_sdwa v37, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	ds_read_u8 v0, v7 offset:768
	ds_read_u8 v1, v7 offset:8960
	ds_read_u8 v2, v7 offset:17152
	ds_read_u8 v44, v7 offset:25344
	ds_read_u8 v49, v7 offset:25472
	ds_read_u8 v51, v7 offset:17280
	ds_read_u8 v21, v7 offset:9088
	ds_read_u8 v48, v7 offset:896
	s_waitcnt lgkmcnt(6)
	v_lshlrev_b16_e32 v1, 8, v1
	v_lshlrev_b16_e32 v7, 8, v35
	v_or_b32_sdwa v1, v36, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v7, v34, v7
	v_or_b32_sdwa v36, v1, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v1, 8, v3
	v_lshlrev_b16_e32 v3, 8, v5
	v_or_b32_sdwa v1, v4, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v15, v3
	v_or_b32_sdwa v35, v1, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v1, 8, v14
	v_lshlrev_b16_e32 v3, 8, v17
	v_or_b32_sdwa v1, v13, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v19, v3
	v_or_b32_sdwa v34, v1, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v1, 8, v22
	v_lshlrev_b16_e32 v3, 8, v24
	v_or_b32_sdwa v1, v23, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v3, v25, v3
	v_or_b32_sdwa v33, v1, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v0
	v_lshlrev_b16_e32 v1, 8, v41
	v_or_b32_sdwa v0, v26, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v40, v1
	v_or_b32_sdwa v32, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v6
	v_lshlrev_b16_e32 v1, 8, v10
	v_or_b32_sdwa v0, v8, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v106, v1
	v_or_b32_sdwa v47, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v104
	v_lshlrev_b16_e32 v1, 8, v98
	v_or_b32_sdwa v0, v100, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v96, v1
	v_or_b32_sdwa v46, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v94
	v_lshlrev_b16_e32 v1, 8, v45
	v_or_b32_sdwa v0, v92, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v43, v1
	v_or_b32_sdwa v45, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	s_waitcnt lgkmcnt(4)
	v_lshlrev_b16_e32 v0, 8, v44
	v_lshlrev_b16_e32 v1, 8, v27
	v_or_b32_sdwa v0, v42, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v30, v1
	v_or_b32_sdwa v44, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v9
	v_lshlrev_b16_e32 v1, 8, v16
	v_or_b32_sdwa v0, v11, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v105, v1
	v_or_b32_sdwa v43, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v101
	v_lshlrev_b16_e32 v1, 8, v97
	v_or_b32_sdwa v0, v99, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v95, v1
	v_lshlrev_b16_e32 v16, 8, v68
	v_lshlrev_b16_e32 v17, 8, v55
	v_or_b32_sdwa v42, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v93
	v_lshlrev_b16_e32 v1, 8, v90
	v_or_b32_sdwa v16, v66, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v70, v17
	v_or_b32_sdwa v0, v91, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v71, v1
	v_or_b32_sdwa v70, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v63
	v_lshlrev_b16_e32 v17, 8, v85
	v_or_b32_sdwa v41, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v2
	v_lshlrev_b16_e32 v1, 8, v31
	v_or_b32_sdwa v16, v69, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v108, v17
	v_or_b32_sdwa v0, v28, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v1, v52, v1
	v_or_b32_sdwa v69, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	s_waitcnt lgkmcnt(1)
	v_lshlrev_b16_e32 v16, 8, v21
	v_accvgpr_read_b32 v17, a92
	v_or_b32_sdwa v40, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v0, 8, v12
	v_or_b32_sdwa v16, v17, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_accvgpr_read_b32 v17, a89
	v_or_b32_sdwa v0, v18, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_lshlrev_b16_e32 v17, 8, v17
	v_accvgpr_read_b32 v18, a86
	v_or_b32_e32 v17, v18, v17
	v_or_b32_sdwa v68, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v29
	v_lshlrev_b16_e32 v17, 8, v53
	v_or_b32_sdwa v16, v50, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v67, v17
	v_or_b32_sdwa v67, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v16, 8, v65
	v_lshlrev_b16_e32 v17, 8, v60
	v_or_b32_sdwa v16, v58, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v64, v17
	v_or_b32_sdwa v66, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_accvgpr_read_b32 v17, a96
	v_lshlrev_b16_e32 v1, 8, v20
	v_lshlrev_b16_e32 v16, 8, v84
	v_lshlrev_b16_e32 v17, 8, v17
	v_accvgpr_read_b32 v18, a93
	v_or_b32_e32 v1, v107, v1
	v_or_b32_sdwa v16, v86, v16 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v17, v18, v17
	v_or_b32_sdwa v71, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[24:31], v[32:39], 0
	v_or_b32_sdwa v65, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_accvgpr_read_b32 v50, a85
	v_accvgpr_read_b32 v106, a32
	v_accvgpr_read_b32 v108, a34
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[0:7], v[32:39], 0
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b16_e32 v32, 8, v48
	v_accvgpr_read_b32 v33, a83
	v_or_b32_sdwa v32, v33, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_accvgpr_read_b32 v33, a80
	v_lshlrev_b16_e32 v33, 8, v33
	v_accvgpr_read_b32 v34, a78
	v_or_b32_e32 v33, v34, v33
	v_or_b32_sdwa v64, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v54
	v_lshlrev_b16_e32 v33, 8, v59
	v_or_b32_sdwa v32, v56, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v33, v62, v33
	v_or_b32_sdwa v97, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v83
	v_lshlrev_b16_e32 v33, 8, v87
	v_accvgpr_read_b32 v34, a95
	v_or_b32_sdwa v32, v88, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v33, v34, v33
	v_or_b32_sdwa v96, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_accvgpr_read_b32 v32, a90
	v_lshlrev_b16_e32 v32, 8, v32
	v_accvgpr_read_b32 v33, a87
	v_or_b32_sdwa v32, v33, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_accvgpr_read_b32 v33, a84
	v_lshlrev_b16_e32 v33, 8, v33
	v_accvgpr_read_b32 v34, a81
	v_or_b32_e32 v33, v34, v33
	v_accvgpr_read_b32 v48, a94
	v_or_b32_sdwa v95, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v49
	v_lshlrev_b16_e32 v48, 8, v48
	v_accvgpr_read_b32 v49, a91
	v_or_b32_sdwa v48, v49, v48 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_accvgpr_read_b32 v49, a88
	v_lshlrev_b16_e32 v49, 8, v49
	v_or_b32_e32 v49, v50, v49
	v_or_b32_sdwa v92, v48, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_accvgpr_read_b32 v48, a82
	v_lshlrev_b16_e32 v48, 8, v48
	v_accvgpr_read_b32 v49, a79
	v_or_b32_sdwa v48, v49, v48 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_accvgpr_read_b32 v49, a76
	v_accvgpr_read_b32 v33, a77
	v_lshlrev_b16_e32 v49, 8, v49
	v_accvgpr_read_b32 v50, a74
	v_or_b32_sdwa v32, v33, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_accvgpr_read_b32 v33, a75
	v_or_b32_e32 v49, v50, v49
	v_lshlrev_b16_e32 v33, 8, v33
	v_accvgpr_read_b32 v34, a73
	v_or_b32_sdwa v91, v48, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v48, 8, v51
	v_accvgpr_read_b32 v49, a36
	v_or_b32_e32 v33, v34, v33
	v_or_b32_sdwa v48, v49, v48 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_accvgpr_read_b32 v49, a33
	v_or_b32_sdwa v94, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_lshlrev_b16_e32 v32, 8, v57
	v_lshlrev_b16_e32 v33, 8, v82
	v_lshlrev_b16_e32 v49, 8, v49
	v_or_b32_sdwa v32, v61, v32 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_or_b32_e32 v33, v89, v33
	v_or_b32_e32 v49, v109, v49
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], a[16:23], v[40:47], v[0:15]
	v_or_b32_sdwa v93, v32, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_or_b32_sdwa v90, v48, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mfma_f32_32x32x64_f8f6f4 v[16:31], a[8:15], v[40:47], v[16:31]
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[24:31], v[64:71], 0
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[0:7], v[64:71], 0
	v_mfma_f32_32x32x64_f8f6f4 v[32:47], a[16:23], v[90:97], v[32:47]
	v_mfma_f32_32x32x64_f8f6f4 v[48:63], a[8:15], v[90:97], v[48:63]
	s_branch .LBB0_14
.LBB0_13:
	.loc	1 0 16                          ; wg.py:0:16
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(3)
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
.LBB0_14:
	.loc	1 21 16 is_stmt 1               ; wg.py:21:16
	s_waitcnt vmcnt(1)
	s_nop 10
	v_pk_mul_f32 v[68:69], v[108:109], v[0:1] op_sel_hi:[0,1]
	v_pk_mul_f32 v[70:71], v[108:109], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[108:109], v[26:27] op_sel_hi:[0,1]
	s_waitcnt vmcnt(0)
	s_nop 1
	v_pk_mul_f32 v[26:27], v[106:107], v[34:35] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[68:69], v[110:111]
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[82:83], v[108:109], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[108:109], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[100:101], v[108:109], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[106:107], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[106:107], v[38:39] op_sel_hi:[0,1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v37, v111, v35, vcc
	v_cndmask_b32_e32 v38, v110, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[70:71], v[78:79]
	.loc	1 21 16 is_stmt 0               ; wg.py:21:16
	v_pk_mul_f32 v[84:85], v[108:109], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[92:93], v[108:109], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[106:107], v[40:41] op_sel_hi:[0,1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v39, v79, v35, vcc
	v_cndmask_b32_e32 v40, v78, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[82:83], v[76:77]
	.loc	1 21 16 is_stmt 0               ; wg.py:21:16
	v_pk_mul_f32 v[86:87], v[108:109], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[88:89], v[108:109], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[106:107], v[42:43] op_sel_hi:[0,1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v41, v77, v35, vcc
	v_cndmask_b32_e32 v42, v76, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[84:85], v[74:75]
	.loc	1 21 16 is_stmt 0               ; wg.py:21:16
	v_pk_mul_f32 v[6:7], v[106:107], v[44:45] op_sel_hi:[0,1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v43, v75, v35, vcc
	v_cndmask_b32_e32 v45, v74, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[86:87], v[126:127]
	.loc	1 21 16 is_stmt 0               ; wg.py:21:16
	v_pk_mul_f32 v[90:91], v[108:109], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[106:107], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[106:107], v[48:49] op_sel_hi:[0,1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v47, v127, v35, vcc
	v_cndmask_b32_e32 v48, v126, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[88:89], v[124:125]
	.loc	1 21 16 is_stmt 0               ; wg.py:21:16
	v_pk_mul_f32 v[4:5], v[106:107], v[50:51] op_sel_hi:[0,1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v49, v125, v35, vcc
	v_cndmask_b32_e32 v50, v124, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[90:91], v[122:123]
	.loc	1 21 16 is_stmt 0               ; wg.py:21:16
	v_pk_mul_f32 v[8:9], v[106:107], v[52:53] op_sel_hi:[0,1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v52, v122, v34, vcc
	.loc	1 12 25                         ; wg.py:12:25
	scratch_load_dword v34, off, off offset:144 ; 4-byte Folded Reload
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[94:95], v[108:109], v[16:17] op_sel_hi:[0,1]
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v51, v123, v35, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[12:13], v[106:107], v[54:55] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[108:109], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[106:107], v[56:57] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[108:109], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[106:107], v[60:61] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[108:109], v[28:29] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v87, a69
	v_accvgpr_read_b32 v86, a68
	v_pk_mul_f32 v[30:31], v[108:109], v[30:31] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v109, a71
	v_accvgpr_read_b32 v108, a70
	v_pk_mul_f32 v[32:33], v[106:107], v[32:33] op_sel_hi:[0,1]
	.loc	1 21 9 is_stmt 0                ; wg.py:21:9
	v_pk_fma_f32 v[30:31], v[80:81], v[30:31], v[108:109]
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[20:21], v[106:107], v[58:59] op_sel_hi:[0,1]
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v88, v109, v31, vcc
	v_cndmask_b32_e32 v89, v108, v30, vcc
	.loc	1 21 16                         ; wg.py:21:16
	v_pk_mul_f32 v[28:29], v[106:107], v[62:63] op_sel_hi:[0,1]
	v_accvgpr_read_b32 v110, a72
	.loc	1 15 5                          ; wg.py:15:5
	v_accvgpr_read_b32 v111, a37
	.loc	1 25 18                         ; wg.py:25:18
	s_mul_i32 s10, s36, s37
	s_add_i32 s10, s10, s33
	.loc	1 25 57 is_stmt 0               ; wg.py:25:57
	v_cvt_pk_bf16_f32 v49, v50, v49
	v_cvt_pk_bf16_f32 v50, v52, v51
	.loc	1 25 9                          ; wg.py:25:9
	s_and_b32 s13, s13, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_accvgpr_read_b32 v124, a37
	.loc	1 25 57                         ; wg.py:25:57
	v_cvt_pk_bf16_f32 v48, v48, v47
	s_nop 1
	v_permlane32_swap_b32_e32 v48, v50
	.loc	1 12 25 is_stmt 1               ; wg.py:12:25
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v34, 2, v34
	v_or_b32_e32 v36, s38, v34
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[92:93], v[120:121]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v55, 64, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v53, v121, v35, vcc
	v_cndmask_b32_e32 v54, v120, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[94:95], v[118:119]
	.loc	1 12 10                         ; wg.py:12:10
	v_or_b32_e32 v58, s36, v55
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v56, v119, v35, vcc
	v_cndmask_b32_e32 v57, v118, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[96:97], v[116:117]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v44, 0x50, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v60, v117, v35, vcc
	v_cndmask_b32_e32 v61, v116, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[98:99], v[114:115]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v59, 16, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v68, v115, v35, vcc
	v_cndmask_b32_e32 v69, v114, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[100:101], v[112:113]
	.loc	1 12 10                         ; wg.py:12:10
	v_or_b32_e32 v63, s36, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v74, v113, v35, vcc
	v_cndmask_b32_e32 v75, v112, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[104:105], v[72:73]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v70, 0x57, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v78, v73, v35, vcc
	v_cndmask_b32_e32 v79, v72, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[66:67], v[102:103]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v71, 0x56, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v66, v103, v35, vcc
	v_cndmask_b32_e32 v67, v102, v34, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[34:35], v[80:81], v[64:65], v[86:87]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v76, 0x55, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v64, v87, v35, vcc
	v_cndmask_b32_e32 v65, v86, v34, vcc
	v_accvgpr_read_b32 v34, a66
	v_accvgpr_read_b32 v35, a67
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[30:31], v[80:81], v[32:33], v[34:35]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v77, 0x54, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v33, v35, v31, vcc
	v_cndmask_b32_e32 v92, v34, v30, vcc
	v_accvgpr_read_b32 v30, a64
	v_accvgpr_read_b32 v31, a65
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[26:27], v[80:81], v[26:27], v[30:31]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v82, 0x53, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v95, v31, v27, vcc
	v_cndmask_b32_e32 v26, v30, v26, vcc
	v_accvgpr_read_b32 v30, a62
	v_accvgpr_read_b32 v31, a63
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[22:23], v[80:81], v[22:23], v[30:31]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v83, 0x52, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v23, v31, v23, vcc
	v_cndmask_b32_e32 v98, v30, v22, vcc
	v_accvgpr_read_b32 v30, a60
	v_accvgpr_read_b32 v31, a61
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[18:19], v[80:81], v[18:19], v[30:31]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v84, 0x51, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v19, v31, v19, vcc
	v_cndmask_b32_e32 v101, v30, v18, vcc
	v_accvgpr_read_b32 v30, a58
	v_accvgpr_read_b32 v31, a59
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[14:15], v[80:81], v[14:15], v[30:31]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v85, 0x47, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v102, v31, v15, vcc
	v_cndmask_b32_e32 v103, v30, v14, vcc
	v_accvgpr_read_b32 v30, a56
	v_accvgpr_read_b32 v31, a57
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[10:11], v[80:81], v[10:11], v[30:31]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v86, 0x46, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v104, v31, v11, vcc
	v_cndmask_b32_e32 v105, v30, v10, vcc
	v_accvgpr_read_b32 v30, a54
	v_accvgpr_read_b32 v31, a55
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[6:7], v[80:81], v[6:7], v[30:31]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v87, 0x45, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v106, v31, v7, vcc
	v_cndmask_b32_e32 v107, v30, v6, vcc
	v_accvgpr_read_b32 v30, a52
	v_accvgpr_read_b32 v31, a53
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[2:3], v[80:81], v[2:3], v[30:31]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v90, 0x44, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v108, v31, v3, vcc
	v_cndmask_b32_e32 v109, v30, v2, vcc
	v_accvgpr_read_b32 v30, a50
	v_accvgpr_read_b32 v31, a51
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[0:1], v[30:31]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v3, 1, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v125, v31, v1, vcc
	v_cndmask_b32_e32 v126, v30, v0, vcc
	v_accvgpr_read_b32 v30, a48
	v_accvgpr_read_b32 v31, a49
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[4:5], v[30:31]
	v_accvgpr_read_b32 v4, a46
	v_accvgpr_read_b32 v5, a47
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v112, v31, v1, vcc
	v_cndmask_b32_e32 v113, v30, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[8:9], v[4:5]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v91, 0x43, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v114, v5, v1, vcc
	v_cndmask_b32_e32 v115, v4, v0, vcc
	v_accvgpr_read_b32 v4, a44
	v_accvgpr_read_b32 v5, a45
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[12:13], v[4:5]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v93, 0x42, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v116, v5, v1, vcc
	v_cndmask_b32_e32 v117, v4, v0, vcc
	v_accvgpr_read_b32 v4, a42
	v_accvgpr_read_b32 v5, a43
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[16:17], v[4:5]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v94, 0x41, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v118, v5, v1, vcc
	v_cndmask_b32_e32 v119, v4, v0, vcc
	v_accvgpr_read_b32 v4, a40
	v_accvgpr_read_b32 v5, a41
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[20:21], v[4:5]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v96, 23, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v120, v5, v1, vcc
	v_cndmask_b32_e32 v121, v4, v0, vcc
	v_accvgpr_read_b32 v4, a38
	v_accvgpr_read_b32 v5, a39
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[24:25], v[4:5]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v97, 22, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v122, v5, v1, vcc
	v_cndmask_b32_e32 v123, v4, v0, vcc
	.loc	1 21 9                          ; wg.py:21:9
	v_pk_fma_f32 v[0:1], v[80:81], v[28:29], v[110:111]
	.loc	1 12 25                         ; wg.py:12:25
	v_or_b32_e32 v99, 21, v36
	v_or_b32_e32 v100, 20, v36
	v_or_b32_e32 v18, 19, v36
	v_or_b32_e32 v22, 18, v36
	v_or_b32_e32 v14, 17, v36
	v_or_b32_e32 v15, 7, v36
	v_or_b32_e32 v10, 6, v36
	v_or_b32_e32 v11, 5, v36
	v_or_b32_e32 v6, 4, v36
	v_or_b32_e32 v7, 3, v36
	v_or_b32_e32 v2, 2, v36
	.loc	1 15 5                          ; wg.py:15:5
	v_cndmask_b32_e32 v72, v110, v0, vcc
	v_accvgpr_read_b32 v0, a35
	.loc	1 25 104                        ; wg.py:25:104
	v_cmp_gt_i32_e64 s[2:3], s20, v58
	.loc	1 25 18 is_stmt 0               ; wg.py:25:18
	v_mul_lo_u32 v58, v36, s37
	v_mul_lo_u32 v36, v3, s37
	scratch_load_dword v3, off, off offset:140 ; 4-byte Folded Reload
	.loc	1 25 84                         ; wg.py:25:84
	v_cmp_gt_i32_e64 s[8:9], s37, v0
	scratch_load_dword v0, off, off offset:36 ; 4-byte Folded Reload
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v25, v14, s37
	v_mul_lo_u32 v14, v93, s37
	scratch_load_dword v93, off, off offset:136 ; 4-byte Folded Reload
	.loc	1 12 10 is_stmt 1               ; wg.py:12:10
	v_or_b32_e32 v46, s36, v44
	v_or_b32_e32 v62, s36, v59
	.loc	1 25 104                        ; wg.py:25:104
	v_cmp_gt_i32_e64 s[6:7], s20, v63
	v_cmp_gt_i32_e64 s[4:5], s20, v62
	v_cmp_gt_i32_e64 s[0:1], s20, v46
	.loc	1 25 18 is_stmt 0               ; wg.py:25:18
	v_mul_lo_u32 v16, v55, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_cvt_pk_bf16_f32 v55, v38, v37
	v_cvt_pk_bf16_f32 v62, v42, v41
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v8, v44, s37
	v_mul_lo_u32 v5, v82, s37
	v_add_u32_e32 v44, s10, v58
	.loc	1 25 57                         ; wg.py:25:57
	v_permlane32_swap_b32_e32 v55, v62
	.loc	1 25 9                          ; wg.py:25:9
	v_bfrev_b32_e32 v80, 1
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v35, v2, s37
	v_mul_lo_u32 v34, v7, s37
	v_mul_lo_u32 v27, v59, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_cvt_pk_bf16_f32 v59, v40, v39
	v_cvt_pk_bf16_f32 v63, v45, v43
	v_cvt_pk_bf16_f32 v51, v54, v53
	v_cvt_pk_bf16_f32 v53, v61, v60
	v_cvt_pk_bf16_f32 v60, v67, v66
	v_lshrrev_b32_e32 v67, 16, v55
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v7, v84, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_permlane32_swap_b32_e32 v59, v63
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v32, v6, s37
	v_mul_lo_u32 v31, v11, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_cvt_pk_bf16_f32 v54, v69, v68
	v_lshrrev_b32_e32 v68, 16, v59
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v30, v10, s37
	v_mul_lo_u32 v10, v86, s37
	v_mul_lo_u32 v28, v15, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_lshrrev_b32_e32 v69, 16, v62
	v_cvt_pk_bf16_f32 v61, v65, v64
	v_cvt_pk_bf16_f32 v64, v89, v88
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v13, v91, s37
	.loc	1 15 5 is_stmt 1                ; wg.py:15:5
	v_cndmask_b32_e32 v73, v124, v1, vcc
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v1, v71, s37
	.loc	1 25 57 is_stmt 0               ; wg.py:25:57
	v_lshrrev_b32_e32 v71, 16, v48
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v24, v22, s37
	v_mul_lo_u32 v22, v18, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_permlane32_swap_b32_e32 v49, v51
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v21, v100, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_cvt_pk_bf16_f32 v45, v101, v19
	v_cvt_pk_bf16_f32 v19, v72, v73
	v_lshrrev_b32_e32 v72, 16, v49
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v20, v99, s37
	v_mul_lo_u32 v18, v97, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_lshrrev_b32_e32 v73, 16, v50
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v17, v96, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_cvt_pk_bf16_f32 v52, v57, v56
	v_cvt_pk_bf16_f32 v56, v75, v74
	v_lshrrev_b32_e32 v74, 16, v51
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v15, v94, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_permlane32_swap_b32_e32 v52, v54
	v_lshrrev_b32_e32 v75, 16, v52
	v_permlane32_swap_b32_e32 v53, v56
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v12, v90, s37
	v_mul_lo_u32 v2, v76, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_lshrrev_b32_e32 v76, 16, v53
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v11, v87, s37
	v_mul_lo_u32 v4, v77, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_lshrrev_b32_e32 v77, 16, v54
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v9, v85, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_cvt_pk_bf16_f32 v57, v79, v78
	v_lshrrev_b32_e32 v78, 16, v56
	s_nop 0
	v_permlane32_swap_b32_e32 v57, v61
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v6, v83, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_lshrrev_b32_e32 v79, 16, v57
	v_permlane32_swap_b32_e32 v60, v64
	v_cvt_pk_bf16_f32 v65, v92, v33
	v_cvt_pk_bf16_f32 v66, v26, v95
	v_cvt_pk_bf16_f32 v47, v98, v23
	v_cvt_pk_bf16_f32 v43, v103, v102
	v_cvt_pk_bf16_f32 v42, v105, v104
	.loc	1 25 18                         ; wg.py:25:18
	s_waitcnt vmcnt(2)
	v_or_b32_e32 v46, s10, v3
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v58, v46, v58, 1
	v_add_lshl_u32 v82, v46, v36, 1
	v_add_lshl_u32 v84, v46, v34, 1
	v_add_lshl_u32 v86, v46, v31, 1
	.loc	1 25 18                         ; wg.py:25:18
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, s10, v93
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[10:11], s[8:9], s[6:7]
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v58, v80, v58, s[10:11]
	v_cndmask_b32_e64 v82, v80, v82, s[10:11]
	buffer_store_short v55, v58, s[12:15], 0 offen
	buffer_store_short v67, v82, s[12:15], 0 offen
	v_add_lshl_u32 v82, v46, v35, 1
	v_cndmask_b32_e64 v82, v80, v82, s[10:11]
	v_cndmask_b32_e64 v84, v80, v84, s[10:11]
	buffer_store_short v59, v82, s[12:15], 0 offen
	buffer_store_short v68, v84, s[12:15], 0 offen
	v_add_lshl_u32 v84, v46, v32, 1
	v_cndmask_b32_e64 v84, v80, v84, s[10:11]
	v_cndmask_b32_e64 v86, v80, v86, s[10:11]
	buffer_store_short v62, v84, s[12:15], 0 offen
	buffer_store_short v69, v86, s[12:15], 0 offen
	v_add_lshl_u32 v86, v46, v30, 1
	v_add_lshl_u32 v88, v46, v28, 1
	v_cndmask_b32_e64 v86, v80, v86, s[10:11]
	v_cndmask_b32_e64 v88, v80, v88, s[10:11]
	v_add_lshl_u32 v91, v46, v27, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[10:11], s[8:9], s[4:5]
	.loc	1 25 84                         ; wg.py:25:84
	v_cmp_gt_i32_e32 vcc, s37, v0
	.loc	1 25 18                         ; wg.py:25:18
	v_mul_lo_u32 v0, v70, s37
	.loc	1 25 57                         ; wg.py:25:57
	v_lshrrev_b32_e32 v70, 16, v63
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v91, v80, v91, s[10:11]
	buffer_store_short v63, v86, s[12:15], 0 offen
	buffer_store_short v70, v88, s[12:15], 0 offen
	buffer_store_short v48, v91, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v25, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v71, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v24, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v49, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v22, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v72, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v21, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v50, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v20, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v73, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v18, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v51, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v17, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v74, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v16, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[10:11], s[8:9], s[2:3]
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v52, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v15, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v75, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v14, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v53, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v13, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v76, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v12, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v54, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v11, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v77, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v10, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v56, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v9, 1
	v_cndmask_b32_e64 v48, v80, v48, s[10:11]
	buffer_store_short v78, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v8, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[8:9], s[8:9], s[0:1]
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v48, v80, v48, s[8:9]
	buffer_store_short v57, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v7, 1
	v_cndmask_b32_e64 v48, v80, v48, s[8:9]
	buffer_store_short v79, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v6, 1
	v_cndmask_b32_e64 v48, v80, v48, s[8:9]
	buffer_store_short v60, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v5, 1
	.loc	1 25 57                         ; wg.py:25:57
	v_lshrrev_b32_e32 v55, 16, v60
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v48, v80, v48, s[8:9]
	buffer_store_short v55, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v4, 1
	v_cndmask_b32_e64 v48, v80, v48, s[8:9]
	buffer_store_short v61, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v2, 1
	.loc	1 25 57                         ; wg.py:25:57
	v_cvt_pk_bf16_f32 v41, v107, v106
	v_cvt_pk_bf16_f32 v40, v109, v108
	v_cvt_pk_bf16_f32 v39, v126, v125
	v_cvt_pk_bf16_f32 v38, v113, v112
	v_cvt_pk_bf16_f32 v37, v115, v114
	v_cvt_pk_bf16_f32 v33, v117, v116
	v_cvt_pk_bf16_f32 v29, v119, v118
	v_cvt_pk_bf16_f32 v26, v121, v120
	v_cvt_pk_bf16_f32 v23, v123, v122
	v_lshrrev_b32_e32 v58, 16, v61
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v48, v80, v48, s[8:9]
	.loc	1 25 57                         ; wg.py:25:57
	v_permlane32_swap_b32_e32 v65, v47
	v_permlane32_swap_b32_e32 v66, v45
	v_permlane32_swap_b32_e32 v43, v41
	v_permlane32_swap_b32_e32 v42, v40
	v_permlane32_swap_b32_e32 v39, v37
	v_permlane32_swap_b32_e32 v38, v33
	v_permlane32_swap_b32_e32 v29, v23
	v_permlane32_swap_b32_e32 v26, v19
	.loc	1 25 9                          ; wg.py:25:9
	buffer_store_short v58, v48, s[12:15], 0 offen
	v_add_lshl_u32 v48, v46, v1, 1
	v_add_lshl_u32 v46, v46, v0, 1
	v_add_lshl_u32 v44, v44, v93, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[6:7], s[6:7], vcc
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v36, v3, v36, 1
	v_add_lshl_u32 v35, v3, v35, 1
	v_add_lshl_u32 v34, v3, v34, 1
	v_add_lshl_u32 v32, v3, v32, 1
	v_add_lshl_u32 v31, v3, v31, 1
	v_add_lshl_u32 v30, v3, v30, 1
	v_add_lshl_u32 v28, v3, v28, 1
	v_add_lshl_u32 v27, v3, v27, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[4:5], vcc, s[4:5]
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v25, v3, v25, 1
	v_add_lshl_u32 v24, v3, v24, 1
	v_add_lshl_u32 v22, v3, v22, 1
	v_add_lshl_u32 v21, v3, v21, 1
	v_add_lshl_u32 v20, v3, v20, 1
	v_add_lshl_u32 v18, v3, v18, 1
	v_add_lshl_u32 v17, v3, v17, 1
	v_add_lshl_u32 v16, v3, v16, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 s[2:3], vcc, s[2:3]
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v15, v3, v15, 1
	v_add_lshl_u32 v14, v3, v14, 1
	v_add_lshl_u32 v13, v3, v13, 1
	v_add_lshl_u32 v12, v3, v12, 1
	v_add_lshl_u32 v11, v3, v11, 1
	v_add_lshl_u32 v10, v3, v10, 1
	v_add_lshl_u32 v9, v3, v9, 1
	v_add_lshl_u32 v8, v3, v8, 1
	.loc	1 25 83                         ; wg.py:25:83
	s_and_b64 vcc, vcc, s[0:1]
	.loc	1 25 9                          ; wg.py:25:9
	v_add_lshl_u32 v7, v3, v7, 1
	v_add_lshl_u32 v6, v3, v6, 1
	v_add_lshl_u32 v5, v3, v5, 1
	v_add_lshl_u32 v4, v3, v4, 1
	v_add_lshl_u32 v2, v3, v2, 1
	v_add_lshl_u32 v1, v3, v1, 1
	v_add_lshl_u32 v0, v3, v0, 1
	.loc	1 25 57                         ; wg.py:25:57
	v_lshrrev_b32_e32 v81, 16, v64
	v_lshrrev_b32_e32 v67, 16, v65
	v_lshrrev_b32_e32 v59, 16, v66
	v_lshrrev_b32_e32 v82, 16, v47
	v_lshrrev_b32_e32 v83, 16, v45
	v_lshrrev_b32_e32 v68, 16, v43
	v_lshrrev_b32_e32 v62, 16, v42
	v_lshrrev_b32_e32 v84, 16, v41
	v_lshrrev_b32_e32 v85, 16, v40
	v_lshrrev_b32_e32 v69, 16, v39
	v_lshrrev_b32_e32 v63, 16, v38
	v_lshrrev_b32_e32 v86, 16, v37
	v_lshrrev_b32_e32 v87, 16, v33
	v_lshrrev_b32_e32 v70, 16, v29
	v_lshrrev_b32_e32 v88, 16, v26
	v_lshrrev_b32_e32 v89, 16, v23
	v_lshrrev_b32_e32 v90, 16, v19
	.loc	1 25 9                          ; wg.py:25:9
	v_cndmask_b32_e64 v48, v80, v48, s[8:9]
	v_cndmask_b32_e64 v46, v80, v46, s[8:9]
	v_cndmask_b32_e64 v44, v80, v44, s[6:7]
	v_cndmask_b32_e64 v36, v80, v36, s[6:7]
	v_cndmask_b32_e64 v35, v80, v35, s[6:7]
	v_cndmask_b32_e64 v34, v80, v34, s[6:7]
	v_cndmask_b32_e64 v32, v80, v32, s[6:7]
	v_cndmask_b32_e64 v31, v80, v31, s[6:7]
	v_cndmask_b32_e64 v30, v80, v30, s[6:7]
	v_cndmask_b32_e64 v28, v80, v28, s[6:7]
	v_cndmask_b32_e64 v27, v80, v27, s[4:5]
	v_cndmask_b32_e64 v25, v80, v25, s[4:5]
	v_cndmask_b32_e64 v24, v80, v24, s[4:5]
	v_cndmask_b32_e64 v22, v80, v22, s[4:5]
	v_cndmask_b32_e64 v21, v80, v21, s[4:5]
	v_cndmask_b32_e64 v20, v80, v20, s[4:5]
	v_cndmask_b32_e64 v18, v80, v18, s[4:5]
	v_cndmask_b32_e64 v17, v80, v17, s[4:5]
	v_cndmask_b32_e64 v16, v80, v16, s[2:3]
	v_cndmask_b32_e64 v15, v80, v15, s[2:3]
	v_cndmask_b32_e64 v14, v80, v14, s[2:3]
	v_cndmask_b32_e64 v13, v80, v13, s[2:3]
	v_cndmask_b32_e64 v12, v80, v12, s[2:3]
	v_cndmask_b32_e64 v11, v80, v11, s[2:3]
	v_cndmask_b32_e64 v10, v80, v10, s[2:3]
	v_cndmask_b32_e64 v9, v80, v9, s[2:3]
	v_cndmask_b32_e32 v8, v80, v8, vcc
	v_cndmask_b32_e32 v7, v80, v7, vcc
	v_cndmask_b32_e32 v6, v80, v6, vcc
	v_cndmask_b32_e32 v5, v80, v5, vcc
	v_cndmask_b32_e32 v4, v80, v4, vcc
	v_cndmask_b32_e32 v2, v80, v2, vcc
	v_cndmask_b32_e32 v1, v80, v1, vcc
	v_cndmask_b32_e32 v0, v80, v0, vcc
	buffer_store_short v64, v48, s[12:15], 0 offen
	buffer_store_short v81, v46, s[12:15], 0 offen
	buffer_store_short v65, v44, s[12:15], 0 offen
	buffer_store_short v67, v36, s[12:15], 0 offen
	buffer_store_short v66, v35, s[12:15], 0 offen
	buffer_store_short v59, v34, s[12:15], 0 offen
	buffer_store_short v47, v32, s[12:15], 0 offen
	buffer_store_short v82, v31, s[12:15], 0 offen
	buffer_store_short v45, v30, s[12:15], 0 offen
	buffer_store_short v83, v28, s[12:15], 0 offen
	buffer_store_short v43, v27, s[12:15], 0 offen
	buffer_store_short v68, v25, s[12:15], 0 offen
	buffer_store_short v42, v24, s[12:15], 0 offen
	buffer_store_short v62, v22, s[12:15], 0 offen
	buffer_store_short v41, v21, s[12:15], 0 offen
	buffer_store_short v84, v20, s[12:15], 0 offen
	buffer_store_short v40, v18, s[12:15], 0 offen
	buffer_store_short v85, v17, s[12:15], 0 offen
	buffer_store_short v39, v16, s[12:15], 0 offen
	buffer_store_short v69, v15, s[12:15], 0 offen
	buffer_store_short v38, v14, s[12:15], 0 offen
	buffer_store_short v63, v13, s[12:15], 0 offen
	buffer_store_short v37, v12, s[12:15], 0 offen
	buffer_store_short v86, v11, s[12:15], 0 offen
	buffer_store_short v33, v10, s[12:15], 0 offen
	buffer_store_short v87, v9, s[12:15], 0 offen
	buffer_store_short v29, v8, s[12:15], 0 offen
	buffer_store_short v70, v7, s[12:15], 0 offen
	buffer_store_short v26, v6, s[12:15], 0 offen
	buffer_store_short v88, v5, s[12:15], 0 offen
	buffer_store_short v23, v4, s[12:15], 0 offen
	buffer_store_short v89, v2, s[12:15], 0 offen
	buffer_store_short v19, v1, s[12:15], 0 offen
	buffer_store_short v90, v0, s[12:15], 0 offen
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
		.amdhsa_next_free_sgpr 54
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
	.set .Lwgrad.numbered_sgpr, 54
	.set .Lwgrad.num_named_barrier, 0
	.set .Lwgrad.private_seg_size, 160
	.set .Lwgrad.uses_vcc, 1
	.set .Lwgrad.uses_flat_scratch, 0
	.set .Lwgrad.has_dyn_sized_stack, 0
	.set .Lwgrad.has_recursion, 0
	.set .Lwgrad.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 15432
; TotalNumSgprs: 60
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
; NumSGPRsForWavesPerEU: 60
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
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         wgrad.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 39
    .wavefront_size: 64
amdhsa.target:   amdgpu9.50-amd-amdhsa-unknown-gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
