; Fixture for AS021 accvgpr-moves-in-hot-loop: 26 of the hot loop's 100 instructions are v_accvgpr_*
; (AS003's kernel-wide share is 26/300, under its 15 %); 10 of 100 is not flagged.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	moves_in_loop
	.type	moves_in_loop,@function
moves_in_loop:
	v_add_u32_e32 v0, 1, v0
	v_add_u32_e32 v1, 1, v1
	v_add_u32_e32 v2, 1, v2
	v_add_u32_e32 v3, 1, v3
	v_add_u32_e32 v4, 1, v4
	v_add_u32_e32 v5, 1, v5
	v_add_u32_e32 v6, 1, v6
	v_add_u32_e32 v7, 1, v7
	v_add_u32_e32 v8, 1, v8
	v_add_u32_e32 v9, 1, v9
	v_add_u32_e32 v10, 1, v10
	v_add_u32_e32 v11, 1, v11
	v_add_u32_e32 v12, 1, v12
	v_add_u32_e32 v13, 1, v13
	v_add_u32_e32 v14, 1, v14
	v_add_u32_e32 v15, 1, v15
	v_add_u32_e32 v16, 1, v16
	v_add_u32_e32 v17, 1, v17
	v_add_u32_e32 v18, 1, v18
	v_add_u32_e32 v19, 1, v19
	v_add_u32_e32 v20, 1, v20
	v_add_u32_e32 v21, 1, v21
	v_add_u32_e32 v22, 1, v22
	v_add_u32_e32 v23, 1, v23
	v_add_u32_e32 v24, 1, v24
	v_add_u32_e32 v25, 1, v25
	v_add_u32_e32 v26, 1, v26
	v_add_u32_e32 v27, 1, v27
	v_add_u32_e32 v28, 1, v28
	v_add_u32_e32 v29, 1, v29
	v_add_u32_e32 v30, 1, v30
	v_add_u32_e32 v31, 1, v31
	v_add_u32_e32 v32, 1, v32
	v_add_u32_e32 v33, 1, v33
	v_add_u32_e32 v34, 1, v34
	v_add_u32_e32 v35, 1, v35
	v_add_u32_e32 v36, 1, v36
	v_add_u32_e32 v37, 1, v37
	v_add_u32_e32 v38, 1, v38
	v_add_u32_e32 v39, 1, v39
	v_add_u32_e32 v0, 1, v0
	v_add_u32_e32 v1, 1, v1
	v_add_u32_e32 v2, 1, v2
	v_add_u32_e32 v3, 1, v3
	v_add_u32_e32 v4, 1, v4
	v_add_u32_e32 v5, 1, v5
	v_add_u32_e32 v6, 1, v6
	v_add_u32_e32 v7, 1, v7
	v_add_u32_e32 v8, 1, v8
	v_add_u32_e32 v9, 1, v9
	v_add_u32_e32 v10, 1, v10
	v_add_u32_e32 v11, 1, v11
	v_add_u32_e32 v12, 1, v12
	v_add_u32_e32 v13, 1, v13
	v_add_u32_e32 v14, 1, v14
	v_add_u32_e32 v15, 1, v15
	v_add_u32_e32 v16, 1, v16
	v_add_u32_e32 v17, 1, v17
	v_add_u32_e32 v18, 1, v18
	v_add_u32_e32 v19, 1, v19
	v_add_u32_e32 v20, 1, v20
	v_add_u32_e32 v21, 1, v21
	v_add_u32_e32 v22, 1, v22
	v_add_u32_e32 v23, 1, v23
	v_add_u32_e32 v24, 1, v24
	v_add_u32_e32 v25, 1, v25
	v_add_u32_e32 v26, 1, v26
	v_add_u32_e32 v27, 1, v27
	v_add_u32_e32 v28, 1, v28
	v_add_u32_e32 v29, 1, v29
	v_add_u32_e32 v30, 1, v30
	v_add_u32_e32 v31, 1, v31
	v_add_u32_e32 v32, 1, v32
	v_add_u32_e32 v33, 1, v33
	v_add_u32_e32 v34, 1, v34
	v_add_u32_e32 v35, 1, v35
	v_add_u32_e32 v36, 1, v36
	v_add_u32_e32 v37, 1, v37
	v_add_u32_e32 v38, 1, v38
	v_add_u32_e32 v39, 1, v39
	v_add_u32_e32 v0, 1, v0
	v_add_u32_e32 v1, 1, v1
	v_add_u32_e32 v2, 1, v2
	v_add_u32_e32 v3, 1, v3
	v_add_u32_e32 v4, 1, v4
	v_add_u32_e32 v5, 1, v5
	v_add_u32_e32 v6, 1, v6
	v_add_u32_e32 v7, 1, v7
	v_add_u32_e32 v8, 1, v8
	v_add_u32_e32 v9, 1, v9
	v_add_u32_e32 v10, 1, v10
	v_add_u32_e32 v11, 1, v11
	v_add_u32_e32 v12, 1, v12
	v_add_u32_e32 v13, 1, v13
	v_add_u32_e32 v14, 1, v14
	v_add_u32_e32 v15, 1, v15
	v_add_u32_e32 v16, 1, v16
	v_add_u32_e32 v17, 1, v17
	v_add_u32_e32 v18, 1, v18
	v_add_u32_e32 v19, 1, v19
	v_add_u32_e32 v20, 1, v20
	v_add_u32_e32 v21, 1, v21
	v_add_u32_e32 v22, 1, v22
	v_add_u32_e32 v23, 1, v23
	v_add_u32_e32 v24, 1, v24
	v_add_u32_e32 v25, 1, v25
	v_add_u32_e32 v26, 1, v26
	v_add_u32_e32 v27, 1, v27
	v_add_u32_e32 v28, 1, v28
	v_add_u32_e32 v29, 1, v29
	v_add_u32_e32 v30, 1, v30
	v_add_u32_e32 v31, 1, v31
	v_add_u32_e32 v32, 1, v32
	v_add_u32_e32 v33, 1, v33
	v_add_u32_e32 v34, 1, v34
	v_add_u32_e32 v35, 1, v35
	v_add_u32_e32 v36, 1, v36
	v_add_u32_e32 v37, 1, v37
	v_add_u32_e32 v38, 1, v38
	v_add_u32_e32 v39, 1, v39
	v_add_u32_e32 v0, 1, v0
	v_add_u32_e32 v1, 1, v1
	v_add_u32_e32 v2, 1, v2
	v_add_u32_e32 v3, 1, v3
	v_add_u32_e32 v4, 1, v4
	v_add_u32_e32 v5, 1, v5
	v_add_u32_e32 v6, 1, v6
	v_add_u32_e32 v7, 1, v7
	v_add_u32_e32 v8, 1, v8
	v_add_u32_e32 v9, 1, v9
	v_add_u32_e32 v10, 1, v10
	v_add_u32_e32 v11, 1, v11
	v_add_u32_e32 v12, 1, v12
	v_add_u32_e32 v13, 1, v13
	v_add_u32_e32 v14, 1, v14
	v_add_u32_e32 v15, 1, v15
	v_add_u32_e32 v16, 1, v16
	v_add_u32_e32 v17, 1, v17
	v_add_u32_e32 v18, 1, v18
	v_add_u32_e32 v19, 1, v19
	v_add_u32_e32 v20, 1, v20
	v_add_u32_e32 v21, 1, v21
	v_add_u32_e32 v22, 1, v22
	v_add_u32_e32 v23, 1, v23
	v_add_u32_e32 v24, 1, v24
	v_add_u32_e32 v25, 1, v25
	v_add_u32_e32 v26, 1, v26
	v_add_u32_e32 v27, 1, v27
	v_add_u32_e32 v28, 1, v28
	v_add_u32_e32 v29, 1, v29
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_accvgpr_write_b32 a0, v0                   ; ruleid: AS021
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_accvgpr_write_b32 a10, v10
	v_accvgpr_write_b32 a11, v11
	v_accvgpr_write_b32 a12, v12
	v_accvgpr_write_b32 a13, v13
	v_accvgpr_write_b32 a14, v14
	v_accvgpr_write_b32 a15, v15
	v_accvgpr_write_b32 a16, v16
	v_accvgpr_write_b32 a17, v17
	v_accvgpr_write_b32 a18, v18
	v_accvgpr_write_b32 a19, v19
	v_accvgpr_write_b32 a20, v20
	v_accvgpr_write_b32 a21, v21
	v_accvgpr_write_b32 a22, v22
	v_accvgpr_write_b32 a23, v23
	v_accvgpr_write_b32 a24, v24
	v_accvgpr_write_b32 a25, v25
	v_fma_f32 v66, v1, v2, v66
	v_fma_f32 v67, v1, v2, v67
	v_fma_f32 v68, v1, v2, v68
	v_fma_f32 v69, v1, v2, v69
	v_fma_f32 v70, v1, v2, v70
	v_fma_f32 v71, v1, v2, v71
	v_fma_f32 v72, v1, v2, v72
	v_fma_f32 v73, v1, v2, v73
	v_fma_f32 v74, v1, v2, v74
	v_fma_f32 v75, v1, v2, v75
	v_fma_f32 v76, v1, v2, v76
	v_fma_f32 v77, v1, v2, v77
	v_fma_f32 v78, v1, v2, v78
	v_fma_f32 v79, v1, v2, v79
	v_fma_f32 v40, v1, v2, v40
	v_fma_f32 v41, v1, v2, v41
	v_fma_f32 v42, v1, v2, v42
	v_fma_f32 v43, v1, v2, v43
	v_fma_f32 v44, v1, v2, v44
	v_fma_f32 v45, v1, v2, v45
	v_fma_f32 v46, v1, v2, v46
	v_fma_f32 v47, v1, v2, v47
	v_fma_f32 v48, v1, v2, v48
	v_fma_f32 v49, v1, v2, v49
	v_fma_f32 v50, v1, v2, v50
	v_fma_f32 v51, v1, v2, v51
	v_fma_f32 v52, v1, v2, v52
	v_fma_f32 v53, v1, v2, v53
	v_fma_f32 v54, v1, v2, v54
	v_fma_f32 v55, v1, v2, v55
	v_fma_f32 v56, v1, v2, v56
	v_fma_f32 v57, v1, v2, v57
	v_fma_f32 v58, v1, v2, v58
	v_fma_f32 v59, v1, v2, v59
	v_fma_f32 v60, v1, v2, v60
	v_fma_f32 v61, v1, v2, v61
	v_fma_f32 v62, v1, v2, v62
	v_fma_f32 v63, v1, v2, v63
	v_fma_f32 v64, v1, v2, v64
	v_fma_f32 v65, v1, v2, v65
	v_fma_f32 v66, v1, v2, v66
	v_fma_f32 v67, v1, v2, v67
	v_fma_f32 v68, v1, v2, v68
	v_fma_f32 v69, v1, v2, v69
	v_fma_f32 v70, v1, v2, v70
	v_fma_f32 v71, v1, v2, v71
	v_fma_f32 v72, v1, v2, v72
	v_fma_f32 v73, v1, v2, v73
	v_fma_f32 v74, v1, v2, v74
	v_fma_f32 v75, v1, v2, v75
	v_fma_f32 v76, v1, v2, v76
	v_fma_f32 v77, v1, v2, v77
	v_fma_f32 v78, v1, v2, v78
	v_fma_f32 v79, v1, v2, v79
	v_fma_f32 v40, v1, v2, v40
	v_fma_f32 v41, v1, v2, v41
	v_fma_f32 v42, v1, v2, v42
	v_fma_f32 v43, v1, v2, v43
	v_fma_f32 v44, v1, v2, v44
	v_fma_f32 v45, v1, v2, v45
	v_fma_f32 v46, v1, v2, v46
	v_fma_f32 v47, v1, v2, v47
	v_fma_f32 v48, v1, v2, v48
	v_fma_f32 v49, v1, v2, v49
	v_fma_f32 v50, v1, v2, v50
	v_fma_f32 v51, v1, v2, v51
	v_fma_f32 v52, v1, v2, v52
	v_fma_f32 v53, v1, v2, v53
	v_fma_f32 v54, v1, v2, v54
	v_fma_f32 v55, v1, v2, v55
	v_fma_f32 v56, v1, v2, v56
	s_add_i32 s0, s0, 1
	s_cmp_lt_i32 s0, s1
	s_cbranch_scc1 .LBB0_1
	v_add_u32_e32 v0, 2, v0
	v_add_u32_e32 v1, 2, v1
	v_add_u32_e32 v2, 2, v2
	v_add_u32_e32 v3, 2, v3
	v_add_u32_e32 v4, 2, v4
	v_add_u32_e32 v5, 2, v5
	v_add_u32_e32 v6, 2, v6
	v_add_u32_e32 v7, 2, v7
	v_add_u32_e32 v8, 2, v8
	v_add_u32_e32 v9, 2, v9
	v_add_u32_e32 v10, 2, v10
	v_add_u32_e32 v11, 2, v11
	v_add_u32_e32 v12, 2, v12
	v_add_u32_e32 v13, 2, v13
	v_add_u32_e32 v14, 2, v14
	v_add_u32_e32 v15, 2, v15
	v_add_u32_e32 v16, 2, v16
	v_add_u32_e32 v17, 2, v17
	v_add_u32_e32 v18, 2, v18
	v_add_u32_e32 v19, 2, v19
	v_add_u32_e32 v20, 2, v20
	v_add_u32_e32 v21, 2, v21
	v_add_u32_e32 v22, 2, v22
	v_add_u32_e32 v23, 2, v23
	v_add_u32_e32 v24, 2, v24
	v_add_u32_e32 v25, 2, v25
	v_add_u32_e32 v26, 2, v26
	v_add_u32_e32 v27, 2, v27
	v_add_u32_e32 v28, 2, v28
	v_add_u32_e32 v29, 2, v29
	v_add_u32_e32 v30, 2, v30
	v_add_u32_e32 v31, 2, v31
	v_add_u32_e32 v32, 2, v32
	v_add_u32_e32 v33, 2, v33
	v_add_u32_e32 v34, 2, v34
	v_add_u32_e32 v35, 2, v35
	v_add_u32_e32 v36, 2, v36
	v_add_u32_e32 v37, 2, v37
	v_add_u32_e32 v38, 2, v38
	v_add_u32_e32 v39, 2, v39
	v_add_u32_e32 v0, 2, v0
	v_add_u32_e32 v1, 2, v1
	v_add_u32_e32 v2, 2, v2
	v_add_u32_e32 v3, 2, v3
	v_add_u32_e32 v4, 2, v4
	v_add_u32_e32 v5, 2, v5
	v_add_u32_e32 v6, 2, v6
	v_add_u32_e32 v7, 2, v7
	v_add_u32_e32 v8, 2, v8
	v_add_u32_e32 v9, 2, v9
	s_endpgm
.Lfunc_end0:
	.size	moves_in_loop, .Lfunc_end0-moves_in_loop

; asmscope-fixture: target=gfx950
	.globl	few_moves
	.type	few_moves,@function
few_moves:
	v_add_u32_e32 v0, 1, v0
	v_add_u32_e32 v1, 1, v1
	v_add_u32_e32 v2, 1, v2
	v_add_u32_e32 v3, 1, v3
	v_add_u32_e32 v4, 1, v4
	v_add_u32_e32 v5, 1, v5
	v_add_u32_e32 v6, 1, v6
	v_add_u32_e32 v7, 1, v7
	v_add_u32_e32 v8, 1, v8
	v_add_u32_e32 v9, 1, v9
	v_add_u32_e32 v10, 1, v10
	v_add_u32_e32 v11, 1, v11
	v_add_u32_e32 v12, 1, v12
	v_add_u32_e32 v13, 1, v13
	v_add_u32_e32 v14, 1, v14
	v_add_u32_e32 v15, 1, v15
	v_add_u32_e32 v16, 1, v16
	v_add_u32_e32 v17, 1, v17
	v_add_u32_e32 v18, 1, v18
	v_add_u32_e32 v19, 1, v19
	v_add_u32_e32 v20, 1, v20
	v_add_u32_e32 v21, 1, v21
	v_add_u32_e32 v22, 1, v22
	v_add_u32_e32 v23, 1, v23
	v_add_u32_e32 v24, 1, v24
	v_add_u32_e32 v25, 1, v25
	v_add_u32_e32 v26, 1, v26
	v_add_u32_e32 v27, 1, v27
	v_add_u32_e32 v28, 1, v28
	v_add_u32_e32 v29, 1, v29
	v_add_u32_e32 v30, 1, v30
	v_add_u32_e32 v31, 1, v31
	v_add_u32_e32 v32, 1, v32
	v_add_u32_e32 v33, 1, v33
	v_add_u32_e32 v34, 1, v34
	v_add_u32_e32 v35, 1, v35
	v_add_u32_e32 v36, 1, v36
	v_add_u32_e32 v37, 1, v37
	v_add_u32_e32 v38, 1, v38
	v_add_u32_e32 v39, 1, v39
	v_add_u32_e32 v0, 1, v0
	v_add_u32_e32 v1, 1, v1
	v_add_u32_e32 v2, 1, v2
	v_add_u32_e32 v3, 1, v3
	v_add_u32_e32 v4, 1, v4
	v_add_u32_e32 v5, 1, v5
	v_add_u32_e32 v6, 1, v6
	v_add_u32_e32 v7, 1, v7
	v_add_u32_e32 v8, 1, v8
	v_add_u32_e32 v9, 1, v9
	v_add_u32_e32 v10, 1, v10
	v_add_u32_e32 v11, 1, v11
	v_add_u32_e32 v12, 1, v12
	v_add_u32_e32 v13, 1, v13
	v_add_u32_e32 v14, 1, v14
	v_add_u32_e32 v15, 1, v15
	v_add_u32_e32 v16, 1, v16
	v_add_u32_e32 v17, 1, v17
	v_add_u32_e32 v18, 1, v18
	v_add_u32_e32 v19, 1, v19
	v_add_u32_e32 v20, 1, v20
	v_add_u32_e32 v21, 1, v21
	v_add_u32_e32 v22, 1, v22
	v_add_u32_e32 v23, 1, v23
	v_add_u32_e32 v24, 1, v24
	v_add_u32_e32 v25, 1, v25
	v_add_u32_e32 v26, 1, v26
	v_add_u32_e32 v27, 1, v27
	v_add_u32_e32 v28, 1, v28
	v_add_u32_e32 v29, 1, v29
	v_add_u32_e32 v30, 1, v30
	v_add_u32_e32 v31, 1, v31
	v_add_u32_e32 v32, 1, v32
	v_add_u32_e32 v33, 1, v33
	v_add_u32_e32 v34, 1, v34
	v_add_u32_e32 v35, 1, v35
	v_add_u32_e32 v36, 1, v36
	v_add_u32_e32 v37, 1, v37
	v_add_u32_e32 v38, 1, v38
	v_add_u32_e32 v39, 1, v39
	v_add_u32_e32 v0, 1, v0
	v_add_u32_e32 v1, 1, v1
	v_add_u32_e32 v2, 1, v2
	v_add_u32_e32 v3, 1, v3
	v_add_u32_e32 v4, 1, v4
	v_add_u32_e32 v5, 1, v5
	v_add_u32_e32 v6, 1, v6
	v_add_u32_e32 v7, 1, v7
	v_add_u32_e32 v8, 1, v8
	v_add_u32_e32 v9, 1, v9
	v_add_u32_e32 v10, 1, v10
	v_add_u32_e32 v11, 1, v11
	v_add_u32_e32 v12, 1, v12
	v_add_u32_e32 v13, 1, v13
	v_add_u32_e32 v14, 1, v14
	v_add_u32_e32 v15, 1, v15
	v_add_u32_e32 v16, 1, v16
	v_add_u32_e32 v17, 1, v17
	v_add_u32_e32 v18, 1, v18
	v_add_u32_e32 v19, 1, v19
	v_add_u32_e32 v20, 1, v20
	v_add_u32_e32 v21, 1, v21
	v_add_u32_e32 v22, 1, v22
	v_add_u32_e32 v23, 1, v23
	v_add_u32_e32 v24, 1, v24
	v_add_u32_e32 v25, 1, v25
	v_add_u32_e32 v26, 1, v26
	v_add_u32_e32 v27, 1, v27
	v_add_u32_e32 v28, 1, v28
	v_add_u32_e32 v29, 1, v29
	v_add_u32_e32 v30, 1, v30
	v_add_u32_e32 v31, 1, v31
	v_add_u32_e32 v32, 1, v32
	v_add_u32_e32 v33, 1, v33
	v_add_u32_e32 v34, 1, v34
	v_add_u32_e32 v35, 1, v35
	v_add_u32_e32 v36, 1, v36
	v_add_u32_e32 v37, 1, v37
	v_add_u32_e32 v38, 1, v38
	v_add_u32_e32 v39, 1, v39
	v_add_u32_e32 v0, 1, v0
	v_add_u32_e32 v1, 1, v1
	v_add_u32_e32 v2, 1, v2
	v_add_u32_e32 v3, 1, v3
	v_add_u32_e32 v4, 1, v4
	v_add_u32_e32 v5, 1, v5
	v_add_u32_e32 v6, 1, v6
	v_add_u32_e32 v7, 1, v7
	v_add_u32_e32 v8, 1, v8
	v_add_u32_e32 v9, 1, v9
	v_add_u32_e32 v10, 1, v10
	v_add_u32_e32 v11, 1, v11
	v_add_u32_e32 v12, 1, v12
	v_add_u32_e32 v13, 1, v13
	v_add_u32_e32 v14, 1, v14
	v_add_u32_e32 v15, 1, v15
	v_add_u32_e32 v16, 1, v16
	v_add_u32_e32 v17, 1, v17
	v_add_u32_e32 v18, 1, v18
	v_add_u32_e32 v19, 1, v19
	v_add_u32_e32 v20, 1, v20
	v_add_u32_e32 v21, 1, v21
	v_add_u32_e32 v22, 1, v22
	v_add_u32_e32 v23, 1, v23
	v_add_u32_e32 v24, 1, v24
	v_add_u32_e32 v25, 1, v25
	v_add_u32_e32 v26, 1, v26
	v_add_u32_e32 v27, 1, v27
	v_add_u32_e32 v28, 1, v28
	v_add_u32_e32 v29, 1, v29
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_accvgpr_write_b32 a0, v0                   ; ok: AS021
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_fma_f32 v50, v1, v2, v50
	v_fma_f32 v51, v1, v2, v51
	v_fma_f32 v52, v1, v2, v52
	v_fma_f32 v53, v1, v2, v53
	v_fma_f32 v54, v1, v2, v54
	v_fma_f32 v55, v1, v2, v55
	v_fma_f32 v56, v1, v2, v56
	v_fma_f32 v57, v1, v2, v57
	v_fma_f32 v58, v1, v2, v58
	v_fma_f32 v59, v1, v2, v59
	v_fma_f32 v60, v1, v2, v60
	v_fma_f32 v61, v1, v2, v61
	v_fma_f32 v62, v1, v2, v62
	v_fma_f32 v63, v1, v2, v63
	v_fma_f32 v64, v1, v2, v64
	v_fma_f32 v65, v1, v2, v65
	v_fma_f32 v66, v1, v2, v66
	v_fma_f32 v67, v1, v2, v67
	v_fma_f32 v68, v1, v2, v68
	v_fma_f32 v69, v1, v2, v69
	v_fma_f32 v70, v1, v2, v70
	v_fma_f32 v71, v1, v2, v71
	v_fma_f32 v72, v1, v2, v72
	v_fma_f32 v73, v1, v2, v73
	v_fma_f32 v74, v1, v2, v74
	v_fma_f32 v75, v1, v2, v75
	v_fma_f32 v76, v1, v2, v76
	v_fma_f32 v77, v1, v2, v77
	v_fma_f32 v78, v1, v2, v78
	v_fma_f32 v79, v1, v2, v79
	v_fma_f32 v40, v1, v2, v40
	v_fma_f32 v41, v1, v2, v41
	v_fma_f32 v42, v1, v2, v42
	v_fma_f32 v43, v1, v2, v43
	v_fma_f32 v44, v1, v2, v44
	v_fma_f32 v45, v1, v2, v45
	v_fma_f32 v46, v1, v2, v46
	v_fma_f32 v47, v1, v2, v47
	v_fma_f32 v48, v1, v2, v48
	v_fma_f32 v49, v1, v2, v49
	v_fma_f32 v50, v1, v2, v50
	v_fma_f32 v51, v1, v2, v51
	v_fma_f32 v52, v1, v2, v52
	v_fma_f32 v53, v1, v2, v53
	v_fma_f32 v54, v1, v2, v54
	v_fma_f32 v55, v1, v2, v55
	v_fma_f32 v56, v1, v2, v56
	v_fma_f32 v57, v1, v2, v57
	v_fma_f32 v58, v1, v2, v58
	v_fma_f32 v59, v1, v2, v59
	v_fma_f32 v60, v1, v2, v60
	v_fma_f32 v61, v1, v2, v61
	v_fma_f32 v62, v1, v2, v62
	v_fma_f32 v63, v1, v2, v63
	v_fma_f32 v64, v1, v2, v64
	v_fma_f32 v65, v1, v2, v65
	v_fma_f32 v66, v1, v2, v66
	v_fma_f32 v67, v1, v2, v67
	v_fma_f32 v68, v1, v2, v68
	v_fma_f32 v69, v1, v2, v69
	v_fma_f32 v70, v1, v2, v70
	v_fma_f32 v71, v1, v2, v71
	v_fma_f32 v72, v1, v2, v72
	v_fma_f32 v73, v1, v2, v73
	v_fma_f32 v74, v1, v2, v74
	v_fma_f32 v75, v1, v2, v75
	v_fma_f32 v76, v1, v2, v76
	v_fma_f32 v77, v1, v2, v77
	v_fma_f32 v78, v1, v2, v78
	v_fma_f32 v79, v1, v2, v79
	v_fma_f32 v40, v1, v2, v40
	v_fma_f32 v41, v1, v2, v41
	v_fma_f32 v42, v1, v2, v42
	v_fma_f32 v43, v1, v2, v43
	v_fma_f32 v44, v1, v2, v44
	v_fma_f32 v45, v1, v2, v45
	v_fma_f32 v46, v1, v2, v46
	v_fma_f32 v47, v1, v2, v47
	v_fma_f32 v48, v1, v2, v48
	v_fma_f32 v49, v1, v2, v49
	v_fma_f32 v50, v1, v2, v50
	v_fma_f32 v51, v1, v2, v51
	v_fma_f32 v52, v1, v2, v52
	v_fma_f32 v53, v1, v2, v53
	v_fma_f32 v54, v1, v2, v54
	v_fma_f32 v55, v1, v2, v55
	v_fma_f32 v56, v1, v2, v56
	s_add_i32 s0, s0, 1
	s_cmp_lt_i32 s0, s1
	s_cbranch_scc1 .LBB1_1
	v_add_u32_e32 v0, 2, v0
	v_add_u32_e32 v1, 2, v1
	v_add_u32_e32 v2, 2, v2
	v_add_u32_e32 v3, 2, v3
	v_add_u32_e32 v4, 2, v4
	v_add_u32_e32 v5, 2, v5
	v_add_u32_e32 v6, 2, v6
	v_add_u32_e32 v7, 2, v7
	v_add_u32_e32 v8, 2, v8
	v_add_u32_e32 v9, 2, v9
	v_add_u32_e32 v10, 2, v10
	v_add_u32_e32 v11, 2, v11
	v_add_u32_e32 v12, 2, v12
	v_add_u32_e32 v13, 2, v13
	v_add_u32_e32 v14, 2, v14
	v_add_u32_e32 v15, 2, v15
	v_add_u32_e32 v16, 2, v16
	v_add_u32_e32 v17, 2, v17
	v_add_u32_e32 v18, 2, v18
	v_add_u32_e32 v19, 2, v19
	v_add_u32_e32 v20, 2, v20
	v_add_u32_e32 v21, 2, v21
	v_add_u32_e32 v22, 2, v22
	v_add_u32_e32 v23, 2, v23
	v_add_u32_e32 v24, 2, v24
	v_add_u32_e32 v25, 2, v25
	v_add_u32_e32 v26, 2, v26
	v_add_u32_e32 v27, 2, v27
	v_add_u32_e32 v28, 2, v28
	v_add_u32_e32 v29, 2, v29
	v_add_u32_e32 v30, 2, v30
	v_add_u32_e32 v31, 2, v31
	v_add_u32_e32 v32, 2, v32
	v_add_u32_e32 v33, 2, v33
	v_add_u32_e32 v34, 2, v34
	v_add_u32_e32 v35, 2, v35
	v_add_u32_e32 v36, 2, v36
	v_add_u32_e32 v37, 2, v37
	v_add_u32_e32 v38, 2, v38
	v_add_u32_e32 v39, 2, v39
	v_add_u32_e32 v0, 2, v0
	v_add_u32_e32 v1, 2, v1
	v_add_u32_e32 v2, 2, v2
	v_add_u32_e32 v3, 2, v3
	v_add_u32_e32 v4, 2, v4
	v_add_u32_e32 v5, 2, v5
	v_add_u32_e32 v6, 2, v6
	v_add_u32_e32 v7, 2, v7
	v_add_u32_e32 v8, 2, v8
	v_add_u32_e32 v9, 2, v9
	s_endpgm
.Lfunc_end1:
	.size	few_moves, .Lfunc_end1-few_moves
