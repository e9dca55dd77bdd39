; Fixture for AS013 mfma-result-read-too-early (GCNHazardRecognizer::checkMAIVALUHazards).
; v_mfma_f32_32x32x16_fp8_fp8 is 8 passes (needs 11 wait states on gfx942, 12 on gfx950);
; v_mfma_f32_16x16x32_fp8_fp8 is 4 passes (7 on gfx942).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	reads_gfx942
	.type	reads_gfx942,@function
reads_gfx942:
	v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[0:1], v[2:3], a[0:15]
	s_nop 7
	v_accvgpr_read_b32 v4, a0                                  ; ruleid: AS013
	v_mfma_f32_32x32x16_fp8_fp8 a[16:31], v[0:1], v[2:3], a[16:31]
	s_nop 10
	v_accvgpr_read_b32 v5, a16                                 ; ok: AS013
; An intervening write does not end the window: LLVM's getWaitStatesSinceDef looks past it.
	v_mfma_f32_16x16x32_fp8_fp8 a[32:35], v[0:1], v[2:3], a[32:35]
	v_accvgpr_write_b32 a32, v9
	v_accvgpr_read_b32 v6, a32                                 ; ruleid: AS013
	v_accvgpr_read_b32 v7, a33                                 ; ruleid: AS013
	s_nop 7
; VMEM and VALU readers of a VGPR result.
	v_mfma_f32_16x16x32_fp8_fp8 v[40:43], v[0:1], v[2:3], 0
	s_nop 2
	buffer_store_dword v41, v44, s[4:7], 0 offen               ; ruleid: AS013
	v_add_f32_e32 v45, v42, v42                                ; ruleid: AS013
	v_add_f32_e32 v46, v47, v47                                ; ok: AS013
	s_nop 7
	s_endpgm
.Lfunc_end0:
	.size	reads_gfx942, .Lfunc_end0-reads_gfx942

; asmscope-fixture: target=gfx950
	.globl	reads_gfx950
	.type	reads_gfx950,@function
reads_gfx950:
	v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[0:1], v[2:3], a[0:15]
	s_nop 10
	v_accvgpr_read_b32 v4, a0                                  ; ruleid: AS013
	s_nop 15
; Across the loop's back edge: the MFMA at the bottom, the read at the top.
	s_mov_b32 s0, 0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_accvgpr_read_b32 v4, a0                                  ; ruleid: AS013
	s_add_i32 s0, s0, 1
	s_cmp_lt_i32 s0, s1
	v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[0:1], v[2:3], a[0:15]
	s_cbranch_scc1 .LBB1_1
; %bb.2:
	s_nop 15
	v_accvgpr_read_b32 v5, a1                                  ; ok: AS013
	s_endpgm
.Lfunc_end1:
	.size	reads_gfx950, .Lfunc_end1-reads_gfx950
