; Fixture for AS015 mfma-srcc-overlap-too-early (checkMAIHazards90A).
; v_mfma_f32_16x16x32_fp8_fp8 is 4 passes: P+1 = 5 wait states on gfx942, P+2 = 6 on gfx950.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	srcc_gfx942
	.type	srcc_gfx942,@function
srcc_gfx942:
	v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[4:5], v[6:7], a[0:3]
	v_mfma_f32_16x16x32_fp8_fp8 a[2:5], v[4:5], v[6:7], a[2:5]         ; ruleid: AS015
	s_nop 7
	v_mfma_f32_16x16x32_fp8_fp8 a[8:11], v[4:5], v[6:7], a[8:11]
	v_mfma_f32_16x16x32_fp8_fp8 a[8:11], v[4:5], v[6:7], a[8:11]       ; ok: AS015
	s_nop 4
	v_mfma_f32_16x16x32_fp8_fp8 a[10:13], v[4:5], v[6:7], a[10:13]     ; ok: AS015
	s_nop 7
; From Triton's gfx942 fp8_gemm_nn (nonkdim=16): the middle MFMA rewrites v[70:71], so the last
; one's srcC is its result, not the first one's (LLVM's look-back stops at the nearest MFMA def).
	v_mfma_f32_16x16x32_fp8_fp8 v[70:73], v[36:37], v[38:39], 0
	v_mfma_f32_16x16x32_fp8_fp8 v[68:71], v[40:41], v[42:43], v[70:73]
	s_waitcnt lgkmcnt(7)
	v_mfma_f32_16x16x32_fp8_fp8 v[68:71], v[44:45], v[46:47], v[68:71]  ; ok: AS015
	s_endpgm
.Lfunc_end0:
	.size	srcc_gfx942, .Lfunc_end0-srcc_gfx942

; asmscope-fixture: target=gfx950
	.globl	srcc_gfx950
	.type	srcc_gfx950,@function
srcc_gfx950:
	v_mfma_f32_16x16x32_fp8_fp8 a[8:11], v[4:5], v[6:7], a[8:11]
	s_nop 4
	v_mfma_f32_16x16x32_fp8_fp8 a[10:13], v[4:5], v[6:7], a[10:13]     ; ruleid: AS015
	s_endpgm
.Lfunc_end1:
	.size	srcc_gfx950, .Lfunc_end1-srcc_gfx950
