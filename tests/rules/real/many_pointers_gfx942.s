	.amdgcn_target "amdgpu9.42-amd-amdhsa-unknown-gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	many_pointers_kernel            ; -- Begin function many_pointers_kernel
	.p2align	8
	.type	many_pointers_kernel,@function
many_pointers_kernel:                   ; @many_pointers_kernel
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.6:
	.file	1 "/work/wt/users/tests/fixtures/nvidia" "sass_kernels.py"
	.loc	1 92 0 prologue_end             ; sass_kernels.py:92:0
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_load_dwordx8 s[4:11], s[0:1], 0x8
	s_load_dwordx4 s[12:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_0
	.loc	1 0 0 is_stmt 0                 ; :0:0
.Ltmp0:
	.p2align	8
; %bb.7:
.LBB0_0:
	.cfi_escape 0x0f, 0x04, 0x30, 0x36, 0xe9, 0x02 ; CFA is 0 in private_wave aspace
	.cfi_undefined 16
                                        ; implicit-def: $vgpr75 : SGPR spill to VGPR lane
	s_load_dword s58, s[0:1], 0x24c
	v_writelane_b32 v75, s12, 0
.Ltmp1:
	.loc	1 100 5 is_stmt 1               ; sass_kernels.py:100:5
	v_readfirstlane_b32 s33, v0
	.loc	1 95 12                         ; sass_kernels.py:95:12
	v_and_b32_e32 v0, 63, v0
	v_writelane_b32 v75, s13, 1
	v_writelane_b32 v75, s10, 2
	v_and_or_b32 v0, s33, 64, v0
	s_mov_b64 s[52:53], s[4:5]
	v_writelane_b32 v75, s11, 3
	v_writelane_b32 v75, s8, 4
	s_mov_b64 s[4:5], s[2:3]
	.loc	1 97 5                          ; sass_kernels.py:97:5
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s58, 1
	v_lshlrev_b32_e32 v0, 2, v0
	v_writelane_b32 v75, s9, 5
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %.lr.ph.preheader
	.loc	1 0 5 is_stmt 0                 ; sass_kernels.py:0:5
	s_mov_b64 s[34:35], s[0:1]
	s_load_dword s59, s[0:1], 0x248
	s_nop 0
	s_load_dwordx4 s[0:3], s[34:35], 0x238
	v_writelane_b32 v75, s4, 6
	s_mov_b64 vcc, s[14:15]
	s_load_dwordx8 s[8:15], s[34:35], 0x218
	v_writelane_b32 v75, s5, 7
	v_writelane_b32 v75, s6, 8
	v_writelane_b32 v75, s7, 9
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v75, s0, 10
	s_load_dwordx8 s[84:91], s[34:35], 0x118
	s_load_dwordx8 s[92:99], s[34:35], 0xf8
	s_load_dwordx8 s[16:23], s[34:35], 0xd8
	s_load_dwordx8 s[68:75], s[34:35], 0xb8
	s_load_dwordx8 s[60:67], s[34:35], 0x98
	s_load_dwordx8 s[24:31], s[34:35], 0x78
	s_load_dwordx8 s[36:43], s[34:35], 0x38
	s_load_dwordx8 s[44:51], s[34:35], 0x58
	v_writelane_b32 v75, s1, 11
	v_writelane_b32 v75, s2, 12
	v_writelane_b32 v75, s3, 13
	v_writelane_b32 v75, s8, 14
                                        ; implicit-def: $vgpr74 : SGPR spill to VGPR lane
	v_mov_b32_e32 v1, 0
	v_writelane_b32 v74, s6, 0
	v_writelane_b32 v75, s9, 15
	v_writelane_b32 v75, s10, 16
	v_writelane_b32 v75, s11, 17
	v_writelane_b32 v75, s12, 18
	v_writelane_b32 v75, s13, 19
	v_writelane_b32 v75, s14, 20
	v_writelane_b32 v75, s15, 21
	s_load_dwordx8 s[8:15], s[34:35], 0x1f8
	v_writelane_b32 v74, s7, 1
	s_mov_b32 s55, 0x27000
	s_mov_b32 s54, 0x7ffffffe
	s_mov_b32 s56, 0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v75, s8, 22
	v_writelane_b32 v74, s52, 2
	s_nop 0
	v_writelane_b32 v75, s9, 23
	v_writelane_b32 v75, s10, 24
	v_writelane_b32 v75, s11, 25
	v_writelane_b32 v75, s12, 26
	v_writelane_b32 v75, s13, 27
	v_writelane_b32 v75, s14, 28
	v_writelane_b32 v75, s15, 29
	s_load_dwordx8 s[8:15], s[34:35], 0x1d8
	v_writelane_b32 v74, s53, 3
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v75, s8, 30
	s_nop 1
	v_writelane_b32 v75, s9, 31
	v_writelane_b32 v75, s10, 32
	v_writelane_b32 v75, s11, 33
	v_writelane_b32 v75, s12, 34
	v_writelane_b32 v75, s13, 35
	v_writelane_b32 v75, s14, 36
	v_writelane_b32 v75, s15, 37
	s_load_dwordx8 s[8:15], s[34:35], 0x1b8
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v75, s8, 38
	s_nop 1
	v_writelane_b32 v75, s9, 39
	v_writelane_b32 v75, s10, 40
	v_writelane_b32 v75, s11, 41
	v_writelane_b32 v75, s12, 42
	v_writelane_b32 v75, s13, 43
	v_writelane_b32 v75, s14, 44
	v_writelane_b32 v75, s15, 45
	s_load_dwordx8 s[8:15], s[34:35], 0x198
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v75, s8, 46
	s_nop 1
	v_writelane_b32 v75, s9, 47
	v_writelane_b32 v75, s10, 48
	v_writelane_b32 v75, s11, 49
	v_writelane_b32 v75, s12, 50
	v_writelane_b32 v75, s13, 51
	v_writelane_b32 v75, s14, 52
	v_writelane_b32 v75, s15, 53
	s_load_dwordx8 s[8:15], s[34:35], 0x178
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v75, s8, 54
	s_nop 1
	v_writelane_b32 v75, s9, 55
	v_writelane_b32 v75, s10, 56
	v_writelane_b32 v75, s11, 57
	v_writelane_b32 v75, s12, 58
	v_writelane_b32 v75, s13, 59
	v_writelane_b32 v75, s14, 60
	v_writelane_b32 v75, s15, 61
	s_load_dwordx8 s[8:15], s[34:35], 0x158
	s_load_dwordx8 s[76:83], s[34:35], 0x138
	v_writelane_b32 v75, vcc_lo, 62
	s_nop 1
	v_writelane_b32 v75, vcc_hi, 63
	s_nop 0
	v_readlane_b32 vcc_lo, v75, 2
	v_readlane_b32 vcc_hi, v75, 3
.LBB0_2:                                ; %.lr.ph
                                        ; =>This Inner Loop Header: Depth=1
	.loc	1 99 28 is_stmt 1               ; sass_kernels.py:99:28
	s_ashr_i32 s57, s56, 31
	s_lshl_b64 s[34:35], s[56:57], 2
	v_readlane_b32 s0, v74, 2
	v_readlane_b32 s1, v74, 3
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	.loc	1 99 20 is_stmt 0               ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s0, v74, 0
	buffer_load_dword v2, v0, s[52:55], 0 offen
	v_readlane_b32 s1, v74, 1
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s0, v75, 4
	buffer_load_dword v3, v0, s[52:55], 0 offen
	v_readlane_b32 s1, v75, 5
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v4, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, vcc_lo, s34
	s_addc_u32 s53, vcc_hi, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s0, v75, 0
	buffer_load_dword v5, v0, s[52:55], 0 offen
	v_readlane_b32 s1, v75, 1
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s0, v75, 62
	buffer_load_dword v6, v0, s[52:55], 0 offen
	v_readlane_b32 s1, v75, 63
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v7, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s36, s34
	s_addc_u32 s53, s37, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v8, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s38, s34
	s_addc_u32 s53, s39, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v9, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s40, s34
	s_addc_u32 s53, s41, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v10, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s42, s34
	s_addc_u32 s53, s43, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v11, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s44, s34
	s_addc_u32 s53, s45, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v12, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s46, s34
	s_addc_u32 s53, s47, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v13, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s48, s34
	s_addc_u32 s53, s49, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v14, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s50, s34
	s_addc_u32 s53, s51, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v15, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s24, s34
	s_addc_u32 s53, s25, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v16, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s26, s34
	s_addc_u32 s53, s27, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v17, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s28, s34
	s_addc_u32 s53, s29, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v18, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s30, s34
	s_addc_u32 s53, s31, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v19, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s60, s34
	s_addc_u32 s53, s61, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v20, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s62, s34
	s_addc_u32 s53, s63, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v21, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s64, s34
	s_addc_u32 s53, s65, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v22, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s66, s34
	s_addc_u32 s53, s67, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v23, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s68, s34
	s_addc_u32 s53, s69, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v24, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s70, s34
	s_addc_u32 s53, s71, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v25, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s72, s34
	s_addc_u32 s53, s73, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v26, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s74, s34
	s_addc_u32 s53, s75, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v27, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s16, s34
	s_addc_u32 s53, s17, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v28, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s18, s34
	s_addc_u32 s53, s19, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v29, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s20, s34
	s_addc_u32 s53, s21, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v30, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s22, s34
	s_addc_u32 s53, s23, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v31, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s92, s34
	s_addc_u32 s53, s93, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v32, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s94, s34
	s_addc_u32 s53, s95, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v33, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s96, s34
	s_addc_u32 s53, s97, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v34, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s98, s34
	s_addc_u32 s53, s99, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v35, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s84, s34
	s_addc_u32 s53, s85, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v36, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s86, s34
	s_addc_u32 s53, s87, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v37, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s88, s34
	s_addc_u32 s53, s89, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v38, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s90, s34
	s_addc_u32 s53, s91, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v39, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_waitcnt lgkmcnt(0)
	s_add_u32 s52, s76, s34
	s_addc_u32 s53, s77, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v40, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s78, s34
	s_addc_u32 s53, s79, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v41, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s80, s34
	s_addc_u32 s53, s81, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v42, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s82, s34
	s_addc_u32 s53, s83, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v43, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s8, s34
	s_addc_u32 s53, s9, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v44, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s10, s34
	s_addc_u32 s53, s11, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v45, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s12, s34
	s_addc_u32 s53, s13, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	buffer_load_dword v46, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s14, s34
	s_addc_u32 s53, s15, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s0, v75, 54
	buffer_load_dword v47, v0, s[52:55], 0 offen
	v_readlane_b32 s1, v75, 55
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	v_readlane_b32 s2, v75, 56
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s3, v75, 57
	buffer_load_dword v48, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s2, s34
	s_addc_u32 s53, s3, s35
	v_readlane_b32 s4, v75, 58
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s5, v75, 59
	buffer_load_dword v49, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s4, s34
	s_addc_u32 s53, s5, s35
	v_readlane_b32 s6, v75, 60
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s7, v75, 61
	buffer_load_dword v50, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s6, s34
	s_addc_u32 s53, s7, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s0, v75, 46
	buffer_load_dword v51, v0, s[52:55], 0 offen
	v_readlane_b32 s1, v75, 47
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	v_readlane_b32 s2, v75, 48
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s3, v75, 49
	buffer_load_dword v52, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s2, s34
	s_addc_u32 s53, s3, s35
	v_readlane_b32 s4, v75, 50
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s5, v75, 51
	buffer_load_dword v53, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s4, s34
	s_addc_u32 s53, s5, s35
	v_readlane_b32 s6, v75, 52
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s7, v75, 53
	buffer_load_dword v54, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s6, s34
	s_addc_u32 s53, s7, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s0, v75, 38
	buffer_load_dword v55, v0, s[52:55], 0 offen
	v_readlane_b32 s1, v75, 39
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	v_readlane_b32 s2, v75, 40
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s3, v75, 41
	buffer_load_dword v56, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s2, s34
	s_addc_u32 s53, s3, s35
	v_readlane_b32 s4, v75, 42
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s5, v75, 43
	buffer_load_dword v57, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s4, s34
	s_addc_u32 s53, s5, s35
	v_readlane_b32 s6, v75, 44
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s7, v75, 45
	buffer_load_dword v58, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s6, s34
	s_addc_u32 s53, s7, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s0, v75, 30
	buffer_load_dword v59, v0, s[52:55], 0 offen
	v_readlane_b32 s1, v75, 31
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	v_readlane_b32 s2, v75, 32
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s3, v75, 33
	buffer_load_dword v60, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s2, s34
	s_addc_u32 s53, s3, s35
	v_readlane_b32 s4, v75, 34
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s5, v75, 35
	buffer_load_dword v61, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s4, s34
	s_addc_u32 s53, s5, s35
	v_readlane_b32 s6, v75, 36
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s7, v75, 37
	buffer_load_dword v62, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s6, s34
	s_addc_u32 s53, s7, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s0, v75, 22
	buffer_load_dword v63, v0, s[52:55], 0 offen
	v_readlane_b32 s1, v75, 23
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	v_readlane_b32 s2, v75, 24
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s3, v75, 25
	buffer_load_dword v64, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s2, s34
	s_addc_u32 s53, s3, s35
	v_readlane_b32 s4, v75, 26
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s5, v75, 27
	buffer_load_dword v65, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s4, s34
	s_addc_u32 s53, s5, s35
	v_readlane_b32 s6, v75, 28
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s7, v75, 29
	buffer_load_dword v66, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s6, s34
	s_addc_u32 s53, s7, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s0, v75, 14
	buffer_load_dword v67, v0, s[52:55], 0 offen
	v_readlane_b32 s1, v75, 15
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	v_readlane_b32 s2, v75, 16
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s3, v75, 17
	buffer_load_dword v68, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s2, s34
	s_addc_u32 s53, s3, s35
	v_readlane_b32 s4, v75, 18
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s5, v75, 19
	buffer_load_dword v69, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s4, s34
	s_addc_u32 s53, s5, s35
	v_readlane_b32 s6, v75, 20
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s7, v75, 21
	buffer_load_dword v70, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s6, s34
	s_addc_u32 s53, s7, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s0, v75, 10
	buffer_load_dword v71, v0, s[52:55], 0 offen
	v_readlane_b32 s1, v75, 11
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s0, s34
	s_addc_u32 s53, s1, s35
	v_readlane_b32 s2, v75, 12
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s53, 0xffff
	v_readlane_b32 s3, v75, 13
	buffer_load_dword v72, v0, s[52:55], 0 offen
	.loc	1 99 28                         ; sass_kernels.py:99:28
	s_add_u32 s52, s2, s34
	s_addc_u32 s34, s3, s35
	.loc	1 99 20                         ; sass_kernels.py:99:20
	s_and_b32 s53, s34, 0xffff
	buffer_load_dword v73, v0, s[52:55], 0 offen
	.loc	1 99 13                         ; sass_kernels.py:99:13
	s_waitcnt vmcnt(62)
	v_add_f32_e32 v1, v1, v2
	v_add_f32_e32 v1, v1, v3
	v_add_f32_e32 v1, v1, v4
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v1, v1, v6
	v_add_f32_e32 v1, v1, v7
	v_add_f32_e32 v1, v1, v8
	v_add_f32_e32 v1, v1, v9
	v_add_f32_e32 v1, v1, v10
	v_add_f32_e32 v1, v1, v11
	s_waitcnt vmcnt(61)
	v_add_f32_e32 v1, v1, v12
	s_waitcnt vmcnt(60)
	v_add_f32_e32 v1, v1, v13
	s_waitcnt vmcnt(59)
	v_add_f32_e32 v1, v1, v14
	s_waitcnt vmcnt(58)
	v_add_f32_e32 v1, v1, v15
	s_waitcnt vmcnt(57)
	v_add_f32_e32 v1, v1, v16
	s_waitcnt vmcnt(56)
	v_add_f32_e32 v1, v1, v17
	s_waitcnt vmcnt(55)
	v_add_f32_e32 v1, v1, v18
	s_waitcnt vmcnt(54)
	v_add_f32_e32 v1, v1, v19
	s_waitcnt vmcnt(53)
	v_add_f32_e32 v1, v1, v20
	s_waitcnt vmcnt(52)
	v_add_f32_e32 v1, v1, v21
	s_waitcnt vmcnt(51)
	v_add_f32_e32 v1, v1, v22
	s_waitcnt vmcnt(50)
	v_add_f32_e32 v1, v1, v23
	s_waitcnt vmcnt(49)
	v_add_f32_e32 v1, v1, v24
	s_waitcnt vmcnt(48)
	v_add_f32_e32 v1, v1, v25
	s_waitcnt vmcnt(47)
	v_add_f32_e32 v1, v1, v26
	s_waitcnt vmcnt(46)
	v_add_f32_e32 v1, v1, v27
	s_waitcnt vmcnt(45)
	v_add_f32_e32 v1, v1, v28
	s_waitcnt vmcnt(44)
	v_add_f32_e32 v1, v1, v29
	s_waitcnt vmcnt(43)
	v_add_f32_e32 v1, v1, v30
	s_waitcnt vmcnt(42)
	v_add_f32_e32 v1, v1, v31
	s_waitcnt vmcnt(41)
	v_add_f32_e32 v1, v1, v32
	s_waitcnt vmcnt(40)
	v_add_f32_e32 v1, v1, v33
	s_waitcnt vmcnt(39)
	v_add_f32_e32 v1, v1, v34
	s_waitcnt vmcnt(38)
	v_add_f32_e32 v1, v1, v35
	s_waitcnt vmcnt(37)
	v_add_f32_e32 v1, v1, v36
	s_waitcnt vmcnt(36)
	v_add_f32_e32 v1, v1, v37
	s_waitcnt vmcnt(35)
	v_add_f32_e32 v1, v1, v38
	s_waitcnt vmcnt(34)
	v_add_f32_e32 v1, v1, v39
	s_waitcnt vmcnt(33)
	v_add_f32_e32 v1, v1, v40
	s_waitcnt vmcnt(32)
	v_add_f32_e32 v1, v1, v41
	s_waitcnt vmcnt(31)
	v_add_f32_e32 v1, v1, v42
	s_waitcnt vmcnt(30)
	v_add_f32_e32 v1, v1, v43
	s_waitcnt vmcnt(29)
	v_add_f32_e32 v1, v1, v44
	s_waitcnt vmcnt(28)
	v_add_f32_e32 v1, v1, v45
	s_waitcnt vmcnt(27)
	v_add_f32_e32 v1, v1, v46
	s_waitcnt vmcnt(26)
	v_add_f32_e32 v1, v1, v47
	s_waitcnt vmcnt(25)
	v_add_f32_e32 v1, v1, v48
	s_waitcnt vmcnt(24)
	v_add_f32_e32 v1, v1, v49
	s_waitcnt vmcnt(23)
	v_add_f32_e32 v1, v1, v50
	s_waitcnt vmcnt(22)
	v_add_f32_e32 v1, v1, v51
	s_waitcnt vmcnt(21)
	v_add_f32_e32 v1, v1, v52
	s_waitcnt vmcnt(20)
	v_add_f32_e32 v1, v1, v53
	s_waitcnt vmcnt(19)
	v_add_f32_e32 v1, v1, v54
	s_waitcnt vmcnt(18)
	v_add_f32_e32 v1, v1, v55
	s_waitcnt vmcnt(17)
	v_add_f32_e32 v1, v1, v56
	s_waitcnt vmcnt(16)
	v_add_f32_e32 v1, v1, v57
	s_waitcnt vmcnt(15)
	v_add_f32_e32 v1, v1, v58
	s_waitcnt vmcnt(14)
	v_add_f32_e32 v1, v1, v59
	s_waitcnt vmcnt(13)
	v_add_f32_e32 v1, v1, v60
	s_waitcnt vmcnt(12)
	v_add_f32_e32 v1, v1, v61
	s_waitcnt vmcnt(11)
	v_add_f32_e32 v1, v1, v62
	s_waitcnt vmcnt(10)
	v_add_f32_e32 v1, v1, v63
	s_waitcnt vmcnt(9)
	v_add_f32_e32 v1, v1, v64
	s_waitcnt vmcnt(8)
	v_add_f32_e32 v1, v1, v65
	s_waitcnt vmcnt(7)
	v_add_f32_e32 v1, v1, v66
	s_waitcnt vmcnt(6)
	v_add_f32_e32 v1, v1, v67
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v1, v1, v68
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v1, v1, v69
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v1, v1, v70
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v1, v1, v71
	.loc	1 97 5 is_stmt 1                ; sass_kernels.py:97:5
	s_add_i32 s58, s58, -1
	s_add_i32 s56, s56, s59
	s_cmp_lg_u32 s58, 0
	.loc	1 99 13                         ; sass_kernels.py:99:13
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v1, v1, v72
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v73
	.loc	1 97 5                          ; sass_kernels.py:97:5
	s_cbranch_scc1 .LBB0_2
; %bb.3:                                ; %Flow
	.loc	1 0 5 is_stmt 0                 ; sass_kernels.py:0:5
	v_readlane_b32 s4, v75, 6
	v_readlane_b32 s5, v75, 7
	v_readlane_b32 s6, v75, 8
	v_readlane_b32 s7, v75, 9
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v1, 0
.LBB0_5:                                ; %._crit_edge
	.loc	1 100 5 is_stmt 1               ; sass_kernels.py:100:5
	s_and_b32 s5, s5, 0xffff
	s_bitcmp0_b32 s33, 7
	v_bfrev_b32_e32 v2, 1
	s_cselect_b64 vcc, -1, 0
	s_mov_b32 s7, 0x27000
	s_mov_b32 s6, 0x7ffffffe
	v_cndmask_b32_e32 v0, v2, v0, vcc
	buffer_store_dword v1, v0, s[4:7], 0 offen
	.loc	1 92 1                          ; sass_kernels.py:92:1
	s_endpgm
.Ltmp2:
.Lfunc_end0:
	.size	many_pointers_kernel, .Lfunc_end0-many_pointers_kernel
	.cfi_endproc
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel many_pointers_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 608
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
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 76
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
	.set .Lmany_pointers_kernel.num_vgpr, 76
	.set .Lmany_pointers_kernel.num_agpr, 0
	.set .Lmany_pointers_kernel.numbered_sgpr, 100
	.set .Lmany_pointers_kernel.num_named_barrier, 0
	.set .Lmany_pointers_kernel.private_seg_size, 0
	.set .Lmany_pointers_kernel.uses_vcc, 1
	.set .Lmany_pointers_kernel.uses_flat_scratch, 0
	.set .Lmany_pointers_kernel.has_dyn_sized_stack, 0
	.set .Lmany_pointers_kernel.has_recursion, 0
	.set .Lmany_pointers_kernel.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3980
; TotalNumSgprs: 106
; NumVgprs: 76
; NumAgprs: 0
; TotalNumVgprs: 76
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 106
; NumVGPRsForWavesPerEU: 76
; AccumOffset: 76
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 18
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
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
                                        ; DW_AT_APPLE_optimized
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0 ; triton
.Linfo_string1:
	.asciz	"sass_kernels.py"               ; string offset=7 ; sass_kernels.py
.Linfo_string2:
	.asciz	"/work/wt/users/tests/fixtures/nvidia" ; string offset=23 ; /work/wt/users/tests/fixtures/nvidia
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
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         136
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         144
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         192
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         200
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         208
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         216
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         256
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         264
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         272
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         280
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         288
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         296
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         304
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         312
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         320
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         328
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         336
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         344
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         352
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         360
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         368
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         376
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         384
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         392
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         400
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         408
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         416
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         424
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         432
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         440
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         448
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         456
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         464
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         472
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         480
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         488
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         496
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         504
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         512
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         520
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         528
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         536
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         544
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         552
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         560
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         568
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         576
        .size:           8
        .value_kind:     global_buffer
      - .offset:         584
        .size:           4
        .value_kind:     by_value
      - .offset:         588
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         592
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         600
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 608
    .max_flat_workgroup_size: 256
    .name:           many_pointers_kernel
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 68
    .symbol:         many_pointers_kernel.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     76
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgpu9.42-amd-amdhsa-unknown-gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
