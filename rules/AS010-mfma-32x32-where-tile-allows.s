; Fixture for AS010 mfma-32x32-where-tile-allows.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942 config=BLOCK_M=128,BLOCK_N=128
	.globl	big_tile_default
	.type	big_tile_default,@function
big_tile_default:
	v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]              ; ruleid: AS010
	v_mfma_f32_32x32x16_fp8_fp8 a[16:31], v[0:1], v[2:3], a[16:31]          ; ok: AS010
	v_mfma_f32_4x4x4_16b_f16 v[4:7], v[0:1], v[2:3], v[4:7]                 ; ruleid: AS010
	s_endpgm
.Lfunc_end0:
	.size	big_tile_default, .Lfunc_end0-big_tile_default

; asmscope-fixture: target=gfx942 config=BLOCK_M=128,BLOCK_N=16
	.globl	narrow_tile
	.type	narrow_tile,@function
narrow_tile:
	v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]              ; ok: AS010
	s_endpgm
.Lfunc_end1:
	.size	narrow_tile, .Lfunc_end1-narrow_tile

; asmscope-fixture: target=gfx942 config=BLOCK_M=128,BLOCK_N=128,matrix_instr_nonkdim=16
	.globl	asked_for_16
	.type	asked_for_16,@function
asked_for_16:
	v_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[0:1], v[2:3], a[0:3]              ; ok: AS010
	s_endpgm
.Lfunc_end2:
	.size	asked_for_16, .Lfunc_end2-asked_for_16
