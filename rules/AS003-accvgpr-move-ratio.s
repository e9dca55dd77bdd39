; Fixture for AS003 accvgpr-move-ratio: 20 of 60 instructions are v_accvgpr_* (33%, max 15%);
; the finding points at the first move. The second kernel has 3 of 60 (5%).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	shuffling
	.type	shuffling,@function
shuffling:
	v_add_f32_e32 v32, v0, v1
	v_accvgpr_read_b32 v0, a0                              ; ruleid: AS003
	v_add_f32_e32 v33, v1, v2
	v_add_f32_e32 v34, v2, v3
	v_accvgpr_read_b32 v1, a1                              ; ok: AS003
	v_add_f32_e32 v35, v3, v4
	v_add_f32_e32 v36, v4, v5
	v_accvgpr_read_b32 v2, a2
	v_add_f32_e32 v37, v5, v6
	v_add_f32_e32 v38, v6, v7
	v_accvgpr_read_b32 v3, a3
	v_add_f32_e32 v39, v7, v8
	v_add_f32_e32 v40, v8, v9
	v_accvgpr_read_b32 v4, a4
	v_add_f32_e32 v41, v9, v10
	v_add_f32_e32 v42, v10, v11
	v_accvgpr_read_b32 v5, a5
	v_add_f32_e32 v43, v11, v12
	v_add_f32_e32 v44, v12, v13
	v_accvgpr_read_b32 v6, a6
	v_add_f32_e32 v45, v13, v14
	v_add_f32_e32 v46, v14, v15
	v_accvgpr_read_b32 v7, a7
	v_add_f32_e32 v47, v15, v16
	v_add_f32_e32 v48, v16, v17
	v_accvgpr_read_b32 v8, a8
	v_add_f32_e32 v49, v17, v18
	v_add_f32_e32 v50, v18, v19
	v_accvgpr_read_b32 v9, a9
	v_add_f32_e32 v51, v19, v20
	v_add_f32_e32 v52, v20, v21
	v_accvgpr_read_b32 v10, a10
	v_add_f32_e32 v53, v21, v22
	v_add_f32_e32 v54, v22, v23
	v_accvgpr_read_b32 v11, a11
	v_add_f32_e32 v55, v23, v24
	v_add_f32_e32 v56, v24, v25
	v_accvgpr_read_b32 v12, a12
	v_add_f32_e32 v57, v25, v26
	v_add_f32_e32 v58, v26, v27
	v_accvgpr_read_b32 v13, a13
	v_add_f32_e32 v59, v27, v28
	v_add_f32_e32 v60, v28, v29
	v_accvgpr_read_b32 v14, a14
	v_add_f32_e32 v61, v29, v30
	v_add_f32_e32 v32, v0, v1
	v_accvgpr_read_b32 v15, a15
	v_add_f32_e32 v33, v1, v2
	v_add_f32_e32 v34, v2, v3
	v_accvgpr_read_b32 v16, a16
	v_add_f32_e32 v35, v3, v4
	v_add_f32_e32 v36, v4, v5
	v_accvgpr_read_b32 v17, a17
	v_add_f32_e32 v37, v5, v6
	v_add_f32_e32 v38, v6, v7
	v_accvgpr_read_b32 v18, a18
	v_add_f32_e32 v39, v7, v8
	v_add_f32_e32 v40, v8, v9
	v_accvgpr_read_b32 v19, a19
	s_endpgm
.Lfunc_end0:
	.size	shuffling, .Lfunc_end0-shuffling

; asmscope-fixture: target=gfx942
	.globl	calm
	.type	calm,@function
calm:
	v_add_f32_e32 v32, v0, v1
	v_add_f32_e32 v33, v1, v2
	v_add_f32_e32 v34, v2, v3
	v_add_f32_e32 v35, v3, v4
	v_add_f32_e32 v36, v4, v5
	v_add_f32_e32 v37, v5, v6
	v_add_f32_e32 v38, v6, v7
	v_add_f32_e32 v39, v7, v8
	v_add_f32_e32 v40, v8, v9
	v_add_f32_e32 v41, v9, v10
	v_add_f32_e32 v42, v10, v11
	v_accvgpr_read_b32 v1, a1                              ; ok: AS003
	v_add_f32_e32 v43, v11, v12
	v_add_f32_e32 v44, v12, v13
	v_add_f32_e32 v45, v13, v14
	v_add_f32_e32 v46, v14, v15
	v_add_f32_e32 v47, v15, v16
	v_add_f32_e32 v48, v16, v17
	v_add_f32_e32 v49, v17, v18
	v_add_f32_e32 v50, v18, v19
	v_add_f32_e32 v51, v19, v20
	v_add_f32_e32 v52, v20, v21
	v_accvgpr_read_b32 v2, a2
	v_add_f32_e32 v53, v21, v22
	v_add_f32_e32 v54, v22, v23
	v_add_f32_e32 v55, v23, v24
	v_add_f32_e32 v56, v24, v25
	v_add_f32_e32 v57, v25, v26
	v_add_f32_e32 v58, v26, v27
	v_add_f32_e32 v59, v27, v28
	v_add_f32_e32 v60, v28, v29
	v_add_f32_e32 v61, v29, v30
	v_add_f32_e32 v32, v0, v1
	v_accvgpr_read_b32 v3, a3
	v_add_f32_e32 v33, v1, v2
	v_add_f32_e32 v34, v2, v3
	v_add_f32_e32 v35, v3, v4
	v_add_f32_e32 v36, v4, v5
	v_add_f32_e32 v37, v5, v6
	v_add_f32_e32 v38, v6, v7
	v_add_f32_e32 v39, v7, v8
	v_add_f32_e32 v40, v8, v9
	v_add_f32_e32 v41, v9, v10
	v_add_f32_e32 v42, v10, v11
	v_add_f32_e32 v43, v11, v12
	v_add_f32_e32 v44, v12, v13
	v_add_f32_e32 v45, v13, v14
	v_add_f32_e32 v46, v14, v15
	v_add_f32_e32 v47, v15, v16
	v_add_f32_e32 v48, v16, v17
	v_add_f32_e32 v49, v17, v18
	v_add_f32_e32 v50, v18, v19
	v_add_f32_e32 v51, v19, v20
	v_add_f32_e32 v52, v20, v21
	v_add_f32_e32 v53, v21, v22
	v_add_f32_e32 v54, v22, v23
	v_add_f32_e32 v55, v23, v24
	v_add_f32_e32 v56, v24, v25
	v_add_f32_e32 v57, v25, v26
	s_endpgm
.Lfunc_end1:
	.size	calm, .Lfunc_end1-calm
