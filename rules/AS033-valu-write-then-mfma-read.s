; Fixture for AS033 valu-write-then-mfma-read.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_mov_b64_e32 v[2:3], s[2:3]
	v_mfma_f32_16x16x16_f16 v[0:3], v[6:7], v[8:9], v[0:3]   ; ruleid: AS033
	v_accvgpr_write_b32 a4, s4
	s_nop 0
	v_mfma_f32_16x16x16_f16 a[4:7], v[6:7], v[8:9], a[4:7]   ; ruleid: AS033
	v_mov_b32_e32 v6, s5
	s_nop 1
	v_mfma_f32_16x16x16_f16 v[10:13], v[6:7], v[8:9], 0      ; ok: AS033
	v_mov_b32_e32 v30, s5
	v_smfmac_f32_16x16x32_f16 v[20:23], v[10:11], v[12:15], v30 ; ruleid: AS033
	v_mov_b32_e32 v31, s6
	v_mfma_f32_16x16x16_f16 v[40:43], v[6:7], v[8:9], 0      ; ok: AS033
	s_nop 7
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
