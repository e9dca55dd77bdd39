; Fixture for AS014 mfma-srcab-read-too-early (checkMAIHazards90A).
; v_mfma_f32_16x16x32_fp8_fp8 is 4 passes: 7 wait states on gfx942, 8 on gfx950.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	chain_gfx942
	.type	chain_gfx942,@function
chain_gfx942:
	v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[4:5], v[6:7], 0
	v_mfma_f32_16x16x32_fp8_fp8 v[8:11], v[0:1], v[6:7], 0            ; ruleid: AS014
	s_nop 7
	v_mfma_f32_16x16x32_fp8_fp8 v[12:15], v[4:5], v[6:7], 0
	s_nop 6
	v_mfma_f32_16x16x32_fp8_fp8 v[16:19], v[4:5], v[14:15], 0          ; ok: AS014
	s_nop 7
	v_mfma_f32_16x16x32_fp8_fp8 v[20:23], v[4:5], v[6:7], v[20:23]
	v_mfma_f32_16x16x32_fp8_fp8 v[20:23], v[4:5], v[6:7], v[20:23]     ; ok: AS014
	s_endpgm
.Lfunc_end0:
	.size	chain_gfx942, .Lfunc_end0-chain_gfx942

; asmscope-fixture: target=gfx950
	.globl	chain_gfx950
	.type	chain_gfx950,@function
chain_gfx950:
	v_mfma_f32_16x16x32_fp8_fp8 v[12:15], v[4:5], v[6:7], 0
	s_nop 6
	v_mfma_f32_16x16x32_fp8_fp8 v[16:19], v[4:5], v[14:15], 0          ; ruleid: AS014
	s_endpgm
.Lfunc_end1:
	.size	chain_gfx950, .Lfunc_end1-chain_gfx950
