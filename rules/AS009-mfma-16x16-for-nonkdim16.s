; Fixture for AS009 mfma-16x16-for-nonkdim16.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950 config=BLOCK_M=256,BLOCK_N=128,matrix_instr_nonkdim=16
	.globl	nn_nonkdim16
	.type	nn_nonkdim16,@function
nn_nonkdim16:
	v_mfma_f32_16x16x128_f8f6f4 a[0:3], v[0:7], v[8:15], a[0:3]              ; ok: AS009
	v_mfma_f32_32x32x64_f8f6f4 a[16:31], v[0:7], v[8:15], a[16:31]          ; ruleid: AS009
	v_mfma_f32_32x32x16_bf16 v[32:47], v[0:3], v[4:7], v[32:47]             ; ruleid: AS009
	s_endpgm
.Lfunc_end0:
	.size	nn_nonkdim16, .Lfunc_end0-nn_nonkdim16

; asmscope-fixture: target=gfx950 config=BLOCK_M=256,BLOCK_N=128,matrix_instr_nonkdim=0
	.globl	nn_default
	.type	nn_default,@function
nn_default:
	v_mfma_f32_32x32x64_f8f6f4 a[16:31], v[0:7], v[8:15], a[16:31]          ; ok: AS009
	s_endpgm
.Lfunc_end1:
	.size	nn_default, .Lfunc_end1-nn_default
