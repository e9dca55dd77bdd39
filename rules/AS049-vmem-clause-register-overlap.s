; Fixture for AS049 vmem-clause-register-overlap.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	buffer_load_dwordx4 v[38:41], v47, s[4:7], 0 offen
	buffer_load_dwordx4 v[46:49], v53, s[28:31], 0 offen      ; ruleid: AS049
	buffer_load_dword v60, v61, s[4:7], 0 offen
	buffer_load_dword v62, v63, s[4:7], 0 offen
	buffer_load_dword v61, v64, s[4:7], 0 offen               ; ruleid: AS049
	buffer_load_dword v70, v71, s[4:7], 0 offen
	s_nop 0
	buffer_load_dword v71, v72, s[4:7], 0 offen               ; ok: AS049
	buffer_load_dword v80, v81, s[4:7], 0 offen
	v_add_u32_e32 v1, 1, v1
	buffer_load_dword v81, v82, s[4:7], 0 offen               ; ok: AS049
	scratch_store_dword off, v5, off offset:56
	buffer_load_dword v5, v6, s[4:7], 0 offen                 ; ok: AS049
	buffer_load_dword v1, s[8:11], 0 offen lds
	scratch_load_dword v1, off, off offset:4                  ; ok: AS049
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942

; LLVM's soft-clause look-back (GCNHazardRecognizer's MaxLookAhead): 5 members in a kernel that
; does not touch a0 (a[4:7] does not count), 19 in one that does. A pair beyond LLVM's look-back
; but inside 19 is still flagged, as an LLVM miss (a warning)
; asmscope-fixture: target=gfx942
	.globl	k_lookback_5_gfx942
	.type	k_lookback_5_gfx942,@function
k_lookback_5_gfx942:
	v_accvgpr_write_b32 a4, v1
	buffer_load_dword v10, v11, s[4:7], 0 offen
	buffer_load_dword v40, v30, s[4:7], 0 offen
	buffer_load_dword v41, v30, s[4:7], 0 offen
	buffer_load_dword v42, v30, s[4:7], 0 offen
	buffer_load_dword v43, v30, s[4:7], 0 offen
	buffer_load_dword v11, v31, s[4:7], 0 offen               ; ruleid: AS049
	s_nop 0
	buffer_load_dword v12, v13, s[4:7], 0 offen
	buffer_load_dword v40, v30, s[4:7], 0 offen
	buffer_load_dword v41, v30, s[4:7], 0 offen
	buffer_load_dword v42, v30, s[4:7], 0 offen
	buffer_load_dword v43, v30, s[4:7], 0 offen
	buffer_load_dword v44, v30, s[4:7], 0 offen
	; 5 members between: beyond LLVM's look-back here, an LLVM miss
	buffer_load_dword v13, v31, s[4:7], 0 offen               ; ruleid: AS049
	s_endpgm
.Lfunc_end_k_lookback_5_gfx942:
	.size	k_lookback_5_gfx942, .Lfunc_end_k_lookback_5_gfx942-k_lookback_5_gfx942

; asmscope-fixture: target=gfx942
	.globl	k_lookback_19_gfx942
	.type	k_lookback_19_gfx942,@function
k_lookback_19_gfx942:
	v_accvgpr_write_b32 a0, v1
	buffer_load_dword v10, v11, s[4:7], 0 offen
	buffer_load_dword v40, v30, s[4:7], 0 offen
	buffer_load_dword v41, v30, s[4:7], 0 offen
	buffer_load_dword v42, v30, s[4:7], 0 offen
	buffer_load_dword v43, v30, s[4:7], 0 offen
	buffer_load_dword v44, v30, s[4:7], 0 offen
	buffer_load_dword v11, v31, s[4:7], 0 offen               ; ruleid: AS049
	s_nop 0
	buffer_load_dword v12, v13, s[4:7], 0 offen
	buffer_load_dword v40, v30, s[4:7], 0 offen
	buffer_load_dword v41, v30, s[4:7], 0 offen
	buffer_load_dword v42, v30, s[4:7], 0 offen
	buffer_load_dword v43, v30, s[4:7], 0 offen
	buffer_load_dword v44, v30, s[4:7], 0 offen
	buffer_load_dword v45, v30, s[4:7], 0 offen
	buffer_load_dword v46, v30, s[4:7], 0 offen
	buffer_load_dword v47, v30, s[4:7], 0 offen
	buffer_load_dword v48, v30, s[4:7], 0 offen
	buffer_load_dword v49, v30, s[4:7], 0 offen
	buffer_load_dword v50, v30, s[4:7], 0 offen
	buffer_load_dword v51, v30, s[4:7], 0 offen
	buffer_load_dword v52, v30, s[4:7], 0 offen
	buffer_load_dword v53, v30, s[4:7], 0 offen
	buffer_load_dword v54, v30, s[4:7], 0 offen
	buffer_load_dword v55, v30, s[4:7], 0 offen
	buffer_load_dword v56, v30, s[4:7], 0 offen
	buffer_load_dword v57, v30, s[4:7], 0 offen
	buffer_load_dword v13, v31, s[4:7], 0 offen               ; ruleid: AS049
	s_nop 0
	buffer_load_dword v14, v15, s[4:7], 0 offen
	buffer_load_dword v40, v30, s[4:7], 0 offen
	buffer_load_dword v41, v30, s[4:7], 0 offen
	buffer_load_dword v42, v30, s[4:7], 0 offen
	buffer_load_dword v43, v30, s[4:7], 0 offen
	buffer_load_dword v44, v30, s[4:7], 0 offen
	buffer_load_dword v45, v30, s[4:7], 0 offen
	buffer_load_dword v46, v30, s[4:7], 0 offen
	buffer_load_dword v47, v30, s[4:7], 0 offen
	buffer_load_dword v48, v30, s[4:7], 0 offen
	buffer_load_dword v49, v30, s[4:7], 0 offen
	buffer_load_dword v50, v30, s[4:7], 0 offen
	buffer_load_dword v51, v30, s[4:7], 0 offen
	buffer_load_dword v52, v30, s[4:7], 0 offen
	buffer_load_dword v53, v30, s[4:7], 0 offen
	buffer_load_dword v54, v30, s[4:7], 0 offen
	buffer_load_dword v55, v30, s[4:7], 0 offen
	buffer_load_dword v56, v30, s[4:7], 0 offen
	buffer_load_dword v57, v30, s[4:7], 0 offen
	buffer_load_dword v58, v30, s[4:7], 0 offen
	buffer_load_dword v15, v31, s[4:7], 0 offen               ; ok: AS049
	s_endpgm
.Lfunc_end_k_lookback_19_gfx942:
	.size	k_lookback_19_gfx942, .Lfunc_end_k_lookback_19_gfx942-k_lookback_19_gfx942
