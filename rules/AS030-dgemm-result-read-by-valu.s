; Fixture for AS030 dgemm-result-read-by-valu.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_mfma_f64_16x16x4_f64 v[0:7], v[10:11], v[12:13], v[0:7]
	s_nop 7
	v_add_f64 v[20:21], v[0:1], 1.0                           ; ruleid: AS030
	s_nop 1
	v_add_f64 v[22:23], v[2:3], 1.0                           ; ok: AS030
	v_mfma_f64_4x4x4_4b_f64 v[30:31], v[10:11], v[12:13], v[30:31]
	s_nop 3
	v_accvgpr_write_b32 a0, v30                               ; ruleid: AS030
	s_nop 0
	v_accvgpr_write_b32 a1, v31                               ; ok: AS030
	v_add_f32_e32 v40, v41, v42                               ; ok: AS030
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942

; gfx950 (measured with llc-22): 19 wait states after v_mfma_f64_16x16x4_f64
; asmscope-fixture: target=gfx950
	.globl	k_gfx950
	.type	k_gfx950,@function
k_gfx950:
	v_mfma_f64_16x16x4_f64 v[0:7], v[10:11], v[12:13], v[0:7]
	s_nop 15
	s_nop 1
	v_add_f64 v[20:21], v[0:1], 1.0                           ; ruleid: AS030
	v_add_f64 v[22:23], v[2:3], 1.0                           ; ok: AS030
	s_endpgm
.Lfunc_end1:
	.size	k_gfx950, .Lfunc_end1-k_gfx950
