; Fixture for AS043 partial-dst-write-read-too-early.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_pk_add_f32 v[10:11], v[10:11], v[4:5]
	v_pk_mul_f32 v[4:5], v[4:5], v[10:11]                     ; ruleid: AS043
	v_or_b32_sdwa v1, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v0, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD ; ruleid: AS043
	v_add_f32_e32 v5, v0, v0                                  ; ok: AS043
	v_pk_add_f32 v[6:7], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_add_f32_e32 v8, v6, v7                                  ; ok: AS043
	v_pk_add_f32 v[6:7], v[6:7], v[4:5]
	s_nop 0
	v_add_f32_e32 v8, v6, v7                                  ; ok: AS043
	; a byte-select conversion writing byte 1 (op_sel's third element), then byte 0 (none)
	v_cvt_sr_fp8_f32 v3, v2, v0 op_sel:[0,0,1,0]
	v_add_u32_e32 v12, v3, v0                                  ; ruleid: AS043
	v_cvt_sr_bf8_f32 v13, v2, v0
	v_add_u32_e32 v14, v13, v0                                 ; ok: AS043
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942

; gfx950's scaled conversions: the stochastic-rounding fp4 pack writes part of its destination
; whatever its op_sel; the plain fp4 pack only with op_sel's third element
; asmscope-fixture: target=gfx950
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.globl	k_gfx950
	.type	k_gfx950,@function
k_gfx950:
	v_cvt_scalef32_sr_pk_fp4_f32 v5, v[0:1], v2, s6
	v_add_u32_e32 v7, v5, v2                                   ; ruleid: AS043
	v_cvt_scalef32_pk_fp4_f32 v3, v2, v2, s6 op_sel:[0,0,1,0]
	v_add_u32_e32 v8, v3, v0                                   ; ruleid: AS043
	v_cvt_scalef32_pk_fp4_f32 v9, v2, v2, s6
	v_add_u32_e32 v10, v9, v0                                  ; ok: AS043
	s_endpgm
.Lfunc_end1:
	.size	k_gfx950, .Lfunc_end1-k_gfx950
