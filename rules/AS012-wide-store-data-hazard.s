; Fixture for AS012 wide-store-data-hazard (GCNHazardRecognizer has12DWordStoreHazard).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	blog_pattern
	.type	blog_pattern,@function
blog_pattern:
; The exact pattern of the blog: v0 is overwritten 1 wait state after the store.
	buffer_store_dwordx4 v[0:3], v32, s[4:7], 0 offen
	v_add_u32_e32 v83, s2, v82                                ; ok: AS012
	v_lshlrev_b32_e32 v0, 1, v33                              ; ruleid: AS012
; The blog's fix: s_nop 0 after the store gives the 2 wait states.
	buffer_store_dwordx4 v[0:3], v32, s[4:7], 0 offen
	s_nop 0
	v_add_u32_e32 v83, s2, v82                                ; ok: AS012
	v_lshlrev_b32_e32 v0, 1, v33                              ; ok: AS012
; Overwriting the address, not the data, is fine.
	buffer_store_dwordx4 v[4:7], v32, s[4:7], 0 offen
	v_mov_b32_e32 v32, 0                                      ; ok: AS012
	s_nop 1
; A global store with the data in the second operand; 0 wait states.
	global_store_dwordx4 v[8:9], v[10:13], off
	v_mov_b32_e32 v13, 0                                      ; ruleid: AS012
	s_nop 1
; A 64-bit store has no such hazard.
	buffer_store_dwordx2 v[0:1], v32, s[4:7], 0 offen
	v_mov_b32_e32 v0, 0                                       ; ok: AS012
	s_nop 1
; An SGPR soffset: 1 wait state needed (LLVM PR #197267), so 0 is flagged, 1 is enough.
	buffer_store_dwordx4 v[0:3], v32, s[4:7], s8 offen
	v_mov_b32_e32 v1, 0                                       ; ruleid: AS012
	buffer_store_dwordx4 v[0:3], v32, s[4:7], s8 offen
	s_nop 0
	v_mov_b32_e32 v1, 0                                       ; ok: AS012
	s_nop 1
; A 64-bit compare-and-swap carries 128 bits of data (value and compare value); with a return
; its data follows the returned value and the address.
	global_atomic_cmpswap_x2 v[40:41], v[36:39], off
	v_mov_b32_e32 v39, 0                                       ; ruleid: AS012
	s_nop 1
	global_atomic_cmpswap_x2 v[42:43], v[40:41], v[36:39], off sc0
	v_mov_b32_e32 v40, 0                                       ; ok: AS012
	v_mov_b32_e32 v36, 0                                       ; ruleid: AS012
	s_nop 1
; A write through a v_accvgpr_read (a VALU) counts too.
	buffer_store_dwordx3 v[20:22], v32, s[4:7], 0 offen
	v_accvgpr_read_b32 v21, a0                                ; ruleid: AS012
	s_nop 1
; Across a branch: s_branch is 1 wait state, the target's first instruction is the second.
	buffer_store_dwordx4 v[24:27], v32, s[4:7], 0 offen
	s_branch .LBB0_2
.LBB0_1:
	v_mov_b32_e32 v24, 1                                      ; ok: AS012
	s_endpgm
.LBB0_2:
	v_mov_b32_e32 v24, 0                                      ; ruleid: AS012
	s_endpgm
.Lfunc_end0:
	.size	blog_pattern, .Lfunc_end0-blog_pattern

; asmscope-fixture: target=gfx950
	.globl	loop_back_edge
	.type	loop_back_edge,@function
loop_back_edge:
	s_mov_b32 s0, 0
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v0, s0                                      ; ruleid: AS012
	v_mov_b32_e32 v1, 1
	s_add_i32 s0, s0, 1
	s_cmp_lt_i32 s0, s1
	buffer_store_dwordx4 v[0:3], v32, s[4:7], 0 offen
	s_cbranch_scc1 .LBB1_1
; %bb.2:
	v_mov_b32_e32 v4, 0                                       ; ok: AS012
	s_nop 0
	v_mov_b32_e32 v2, 0                                       ; ok: AS012
	s_endpgm
.Lfunc_end1:
	.size	loop_back_edge, .Lfunc_end1-loop_back_edge

; ROCm LLVM's rule: SGPR-soffset stores are exempt.
; asmscope-fixture: target=gfx950 settings=store_hazard_sgpr_soffset=false
	.globl	rocm_setting
	.type	rocm_setting,@function
rocm_setting:
	buffer_store_dwordx4 v[0:3], v32, s[4:7], s8 offen
	v_mov_b32_e32 v1, 0                                       ; ok: AS012
	buffer_store_dwordx4 v[0:3], v32, s[4:7], 0 offen
	v_mov_b32_e32 v1, 0                                       ; ruleid: AS012
	s_endpgm
.Lfunc_end2:
	.size	rocm_setting, .Lfunc_end2-rocm_setting
