; Fixture for AS050 smem-clause-register-overlap.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_load_dwordx2 s[0:1], s[0:1], 0x8                        ; ruleid: AS050
	s_nop 0
	s_load_dwordx2 s[6:7], s[2:3], 0x0
	s_load_dword s8, s[10:11], 0x0
	s_load_dwordx2 s[2:3], s[12:13], 0x10                     ; ruleid: AS050
	s_load_dwordx4 s[16:19], s[20:21], 0x0
	v_mov_b32_e32 v0, 0
	s_load_dwordx2 s[20:21], s[22:23], 0x0                    ; ok: AS050
	s_load_dwordx2 s[24:25], s[26:27], 0x0
	s_load_dwordx2 s[28:29], s[30:31], 0x0                    ; ok: AS050
	s_dcache_wb
	s_load_dword s40, s[42:43], 0x0                           ; ok: AS050
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942

; LLVM's soft-clause look-back (GCNHazardRecognizer's MaxLookAhead): 5 members in a kernel that
; does not touch a0 (a[4:7] does not count), 19 in one that does. A pair beyond LLVM's look-back
; but inside 19 is still flagged, as an LLVM miss (a warning)
; asmscope-fixture: target=gfx942
	.globl	k_lookback_5_gfx942
	.type	k_lookback_5_gfx942,@function
k_lookback_5_gfx942:
	v_accvgpr_write_b32 a4, v1
	s_load_dword s12, s[10:11], 0x0
	s_load_dword s40, s[30:31], 0x0
	s_load_dword s41, s[30:31], 0x4
	s_load_dword s42, s[30:31], 0x8
	s_load_dword s43, s[30:31], 0xc
	s_load_dword s10, s[32:33], 0x0                           ; ruleid: AS050
	s_nop 0
	s_load_dword s16, s[14:15], 0x0
	s_load_dword s40, s[30:31], 0x0
	s_load_dword s41, s[30:31], 0x4
	s_load_dword s42, s[30:31], 0x8
	s_load_dword s43, s[30:31], 0xc
	s_load_dword s44, s[30:31], 0x10
	; 5 members between: beyond LLVM's look-back here, an LLVM miss
	s_load_dword s14, s[32:33], 0x0                           ; ruleid: AS050
	s_endpgm
.Lfunc_end_k_lookback_5_gfx942:
	.size	k_lookback_5_gfx942, .Lfunc_end_k_lookback_5_gfx942-k_lookback_5_gfx942

; asmscope-fixture: target=gfx942
	.globl	k_lookback_19_gfx942
	.type	k_lookback_19_gfx942,@function
k_lookback_19_gfx942:
	v_accvgpr_write_b32 a0, v1
	s_load_dword s12, s[10:11], 0x0
	s_load_dword s40, s[30:31], 0x0
	s_load_dword s41, s[30:31], 0x4
	s_load_dword s42, s[30:31], 0x8
	s_load_dword s43, s[30:31], 0xc
	s_load_dword s44, s[30:31], 0x10
	s_load_dword s10, s[32:33], 0x0                           ; ruleid: AS050
	s_nop 0
	s_load_dword s16, s[14:15], 0x0
	s_load_dword s40, s[30:31], 0x0
	s_load_dword s41, s[30:31], 0x4
	s_load_dword s42, s[30:31], 0x8
	s_load_dword s43, s[30:31], 0xc
	s_load_dword s44, s[30:31], 0x10
	s_load_dword s45, s[30:31], 0x14
	s_load_dword s46, s[30:31], 0x18
	s_load_dword s47, s[30:31], 0x1c
	s_load_dword s48, s[30:31], 0x20
	s_load_dword s49, s[30:31], 0x24
	s_load_dword s50, s[30:31], 0x28
	s_load_dword s51, s[30:31], 0x2c
	s_load_dword s52, s[30:31], 0x30
	s_load_dword s53, s[30:31], 0x34
	s_load_dword s54, s[30:31], 0x38
	s_load_dword s55, s[30:31], 0x3c
	s_load_dword s56, s[30:31], 0x40
	s_load_dword s57, s[30:31], 0x44
	s_load_dword s14, s[32:33], 0x0                           ; ruleid: AS050
	s_nop 0
	s_load_dword s20, s[18:19], 0x0
	s_load_dword s40, s[30:31], 0x0
	s_load_dword s41, s[30:31], 0x4
	s_load_dword s42, s[30:31], 0x8
	s_load_dword s43, s[30:31], 0xc
	s_load_dword s44, s[30:31], 0x10
	s_load_dword s45, s[30:31], 0x14
	s_load_dword s46, s[30:31], 0x18
	s_load_dword s47, s[30:31], 0x1c
	s_load_dword s48, s[30:31], 0x20
	s_load_dword s49, s[30:31], 0x24
	s_load_dword s50, s[30:31], 0x28
	s_load_dword s51, s[30:31], 0x2c
	s_load_dword s52, s[30:31], 0x30
	s_load_dword s53, s[30:31], 0x34
	s_load_dword s54, s[30:31], 0x38
	s_load_dword s55, s[30:31], 0x3c
	s_load_dword s56, s[30:31], 0x40
	s_load_dword s57, s[30:31], 0x44
	s_load_dword s58, s[30:31], 0x48
	s_load_dword s18, s[32:33], 0x0                           ; ok: AS050
	s_endpgm
.Lfunc_end_k_lookback_19_gfx942:
	.size	k_lookback_19_gfx942, .Lfunc_end_k_lookback_19_gfx942-k_lookback_19_gfx942
