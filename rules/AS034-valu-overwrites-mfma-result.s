; Fixture for AS034 valu-overwrites-mfma-result.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_mfma_f32_16x16x16_f16 v[0:3], v[6:7], v[8:9], v[0:3]
	v_mov_b32_e32 v0, s2                                      ; ruleid: AS034
	v_mov_b32_e32 v4, s2                                      ; ok: AS034
	s_nop 7
	v_mfma_f32_32x32x8_f16 a[0:15], v[6:7], v[8:9], a[0:15]
	s_nop 9
	global_load_dword a15, v5, s[8:9]                         ; ruleid: AS034
	v_accvgpr_write_b32 a14, 0                                ; ok: AS034
	v_mfma_f64_4x4x4_4b_f64 v[20:21], v[22:23], v[24:25], v[20:21]
	s_nop 5
	v_mov_b32_e32 v21, 0                                      ; ok: AS034
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
