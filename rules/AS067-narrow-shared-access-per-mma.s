; Fixture for AS067 narrow-shared-access-per-mma on AMD: excerpts of the K loop of
; kernels/gemm.py's blockwise_fp8_tn_kernel (128x128x128, 8 warps, M-major fp8 A operand).
; On gfx942 the loop has 32 ds_write_b16 for 16 v_mfma_f32_32x32x16_fp8_fp8 (2 per op, the
; operand transposed into LDS two bytes at a time): flagged here with the threshold at 1 (the
; default, 2, spares it). On gfx950 the same loop reads the transpose with ds_read_b64_tr_b8
; (64 bits per lane): never counted.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942 settings=narrow_shared_per_mma_max=1
	.globl	fp8_transpose_gfx942
	.type	fp8_transpose_gfx942,@function
fp8_transpose_gfx942:
	s_mov_b32 s8, 0
.LBB0_1:
	.file	1 "gemm.py"
	.loc	1 249 17
	ds_write_b16 v25, v13 offset:128                          ; ruleid: AS067
	ds_write_b16 v28, v14 offset:256                          ; ok: AS067
	ds_write_b16 v30, v15 offset:384
	ds_write_b16 v32, v101 offset:512
	.loc	1 262 20
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[146:147], v[110:111], v[0:15]   ; ok: AS067
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[148:149], v[118:119], v[0:15]
	s_add_u32 s8, s8, 1
	s_cmp_lt_u32 s8, 64
	s_cbranch_scc1 .LBB0_1
	s_endpgm
.Lfunc_end0:
	.size	fp8_transpose_gfx942, .Lfunc_end0-fp8_transpose_gfx942

; asmscope-fixture: target=gfx950 settings=narrow_shared_per_mma_max=1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.globl	fp8_transpose_gfx950
	.type	fp8_transpose_gfx950,@function
fp8_transpose_gfx950:
	s_mov_b32 s8, 0
.LBB1_1:
	ds_read_b64_tr_b8 v[16:17], v2                            ; ok: AS067
	ds_read_b64_tr_b8 v[20:21], v2 offset:256                 ; ok: AS067
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[0:15], v[114:121], v[16:23], v[0:15]      ; ok: AS067
	s_add_u32 s8, s8, 1
	s_cmp_lt_u32 s8, 64
	s_cbranch_scc1 .LBB1_1
	s_endpgm
.Lfunc_end1:
	.size	fp8_transpose_gfx950, .Lfunc_end1-fp8_transpose_gfx950
