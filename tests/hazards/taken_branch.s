; llc-22 output for tests/hazards/taken_branch.mir (its header has the command); do not edit
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.globl	div_fmas                        ; -- Begin function div_fmas
	.p2align	2
	.type	div_fmas,@function
div_fmas:                               ; @div_fmas
; %bb.0:
	v_cmp_eq_u32_e64 vcc, v0, v1
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_1
.LBB0_1:
	s_endpgm
.LBB0_2:
	s_nop 0
	v_div_fmas_f32 v0, v1, v2, v3
	s_endpgm
.Lfunc_end0:
	.size	div_fmas, .Lfunc_end0-div_fmas
                                        ; -- End function
	.set div_fmas.num_vgpr, 4
	.set div_fmas.num_agpr, 0
	.set div_fmas.numbered_sgpr, 1
	.set div_fmas.num_named_barrier, 0
	.set div_fmas.private_seg_size, 0
	.set div_fmas.uses_vcc, 1
	.set div_fmas.uses_flat_scratch, 0
	.set div_fmas.has_dyn_sized_stack, 0
	.set div_fmas.has_recursion, 0
	.set div_fmas.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 40
; TotalNumSgprs: 7
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	mfma_read                       ; -- Begin function mfma_read
	.p2align	2
	.type	mfma_read,@function
mfma_read:                              ; @mfma_read
; %bb.0:
	v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[0:1], v[2:3], a[0:15]
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB1_2
	s_branch .LBB1_1
.LBB1_1:
	s_endpgm
.LBB1_2:
	s_nop 7
	v_accvgpr_read_b32 v4, a0
	s_endpgm
.Lfunc_end1:
	.size	mfma_read, .Lfunc_end1-mfma_read
                                        ; -- End function
	.set mfma_read.num_vgpr, 5
	.set mfma_read.num_agpr, 16
	.set mfma_read.numbered_sgpr, 1
	.set mfma_read.num_named_barrier, 0
	.set mfma_read.private_seg_size, 0
	.set mfma_read.uses_vcc, 0
	.set mfma_read.uses_flat_scratch, 0
	.set mfma_read.has_dyn_sized_stack, 0
	.set mfma_read.has_recursion, 0
	.set mfma_read.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 40
; TotalNumSgprs: 7
; NumVgprs: 5
; NumAgprs: 16
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
	.text
	.globl	loop_store                      ; -- Begin function loop_store
	.p2align	2
	.type	loop_store,@function
loop_store:                             ; @loop_store
; %bb.0:
	s_branch .LBB2_1
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v0, 0
	global_store_dwordx4 v[8:9], v[0:3], off
	s_cbranch_scc1 .LBB2_1
	s_branch .LBB2_2
.LBB2_2:
	s_endpgm
.Lfunc_end2:
	.size	loop_store, .Lfunc_end2-loop_store
                                        ; -- End function
	.set loop_store.num_vgpr, 10
	.set loop_store.num_agpr, 0
	.set loop_store.numbered_sgpr, 0
	.set loop_store.num_named_barrier, 0
	.set loop_store.private_seg_size, 0
	.set loop_store.uses_vcc, 0
	.set loop_store.uses_flat_scratch, 0
	.set loop_store.has_dyn_sized_stack, 0
	.set loop_store.has_recursion, 0
	.set loop_store.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 28
; TotalNumSgprs: 6
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:  []
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
