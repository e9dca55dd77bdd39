; Fixture for AS032 mfma-identical-srcc-too-early.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_mfma_f32_4x4x4_16b_f16 v[0:3], v[6:7], v[8:9], v[0:3]
	v_mfma_f32_4x4x4_16b_f16 v[0:3], v[6:7], v[8:9], v[0:3]   ; ruleid: AS032
	s_nop 1
	v_mfma_f32_4x4x4_16b_f16 v[0:3], v[6:7], v[8:9], v[0:3]   ; ok: AS032
	s_nop 4
	v_mfma_f32_16x16x16_f16 v[10:13], v[6:7], v[8:9], v[10:13]
	v_mfma_f32_16x16x16_f16 v[10:13], v[6:7], v[8:9], v[10:13] ; ok: AS032
	s_nop 7
	v_mfma_f64_4x4x4_4b_f64 v[20:21], v[22:23], v[24:25], v[20:21]
	s_nop 1
	v_mfma_f64_4x4x4_4b_f64 v[20:21], v[22:23], v[24:25], v[20:21] ; ruleid: AS032
	s_nop 3
	v_mfma_f64_4x4x4_4b_f64 v[20:21], v[22:23], v[24:25], v[20:21] ; ok: AS032
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
