; Fixture for AS038 nonxdl-mfma-srcc-overlap-too-early (checkMAIHazards90A).
; v_mfma_f32_16x16x4_f32 is a non-XDL 8-pass MFMA: 8 wait states before a partially overlapping srcC.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_mfma_f32_16x16x4_f32 v[0:3], v10, v11, v[0:3]
	s_nop 6
	v_mfma_f32_16x16x4_f32 v[2:5], v10, v11, v[2:5]          ; ruleid: AS038
	s_nop 7
	s_nop 7
	v_mfma_f32_16x16x4_f32 v[20:23], v10, v11, v[20:23]
	s_nop 7
	v_mfma_f32_16x16x4_f32 v[22:25], v10, v11, v[22:25]      ; ok: AS038
	s_nop 7
; an XDL reader needs no wait after a non-XDL writer
	v_mfma_f32_16x16x4_f32 v[30:33], v10, v11, v[30:33]
	v_mfma_f32_16x16x16_f16 v[32:35], v[10:11], v[12:13], v[32:35] ; ok: AS038
	s_nop 7
	v_mfma_f64_4x4x4_4b_f64 v[40:41], v[10:11], v[12:13], v[40:41]
	s_nop 2
	v_mfma_f64_16x16x4_f64 v[40:47], v[10:11], v[12:13], v[40:47] ; ruleid: AS038
	s_nop 7
	s_nop 7
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
