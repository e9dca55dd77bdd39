; Fixture for AS018 valu-sgpr-write-then-vmem-read (GCNHazardRecognizer::checkVMEMHazards).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	sgpr_offsets
	.type	sgpr_offsets,@function
sgpr_offsets:
	v_readfirstlane_b32 s6, v3
	buffer_load_dword v1, v2, s[8:11], s6 offen               ; ruleid: AS018
	v_readfirstlane_b32 s7, v3
	s_nop 4
	buffer_load_dword v1, v2, s[8:11], s7 offen               ; ok: AS018
	v_cmp_eq_u32_e64 s[10:11], v1, v2
	s_nop 1
	buffer_load_dword v1, v2, s[8:11], 0 offen                ; ruleid: AS018
; a SALU rewriting s13 in between does not end the window (getWaitStatesSinceDef looks past it)
	v_readfirstlane_b32 s13, v3
	s_mov_b32 s13, 0
	buffer_load_dword v1, v2, s[16:19], s13 offen             ; ruleid: AS018
	v_readfirstlane_b32 s20, v3
	global_load_dword v4, v[6:7], off                         ; ok: AS018
	s_endpgm
.Lfunc_end0:
	.size	sgpr_offsets, .Lfunc_end0-sgpr_offsets
