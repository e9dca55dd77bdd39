; Fixture for AS016 mfma-srcc-overwritten-in-flight (checkMAIVALUHazards, write after read).
; v_mfma_f32_32x32x16_fp8_fp8 is 8 passes: P-1 = 7 wait states.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	war
	.type	war,@function
war:
	v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[0:1], v[2:3], a[16:31]
	v_accvgpr_write_b32 a16, v9                                         ; ruleid: AS016
	v_mov_b32_e32 v10, 0                                                ; ok: AS016
	s_nop 4
	v_accvgpr_write_b32 a17, v9                                         ; ok: AS016
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[0:1], v[2:3], v[48:63]
	v_add_f32_e32 v50, v9, v9                                           ; ruleid: AS016
	v_add_f32_e32 v0, v9, v9                                            ; ok: AS016
	s_nop 7
	v_mfma_f32_32x32x16_fp8_fp8 a[32:47], v[0:1], v[2:3], 0
	v_accvgpr_write_b32 a40, v9                                         ; ok: AS016
	s_nop 7
; non-XDL (f32-input) MFMAs have no write-after-read window on gfx940+
	v_mfma_f32_16x16x4_f32 v[32:35], v0, v1, v[36:39]
	v_mov_b32_e32 v36, 0                                                ; ok: AS016
	s_nop 7
; an SMFMAC's fourth operand is an index register: LLVM rewrites it at once (tests/hazards)
	v_smfmac_f32_16x16x32_f16 v[60:63], v[0:1], v[2:5], v6
	v_mov_b32_e32 v6, 0                                                 ; ok: AS016
	s_nop 7
	s_endpgm
.Lfunc_end0:
	.size	war, .Lfunc_end0-war
