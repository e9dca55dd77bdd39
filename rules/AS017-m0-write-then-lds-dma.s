; Fixture for AS017 m0-write-then-lds-dma (GCNHazardRecognizer::checkReadM0Hazards).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	lds_dma
	.type	lds_dma,@function
lds_dma:
	s_mov_b32 m0, s12
	buffer_load_dwordx4 v1, s[4:7], 0 offen lds               ; ruleid: AS017
	s_add_u32 m0, s12, 0x1000
	s_nop 0
	buffer_load_dwordx4 v1, s[4:7], 0 offen lds               ; ok: AS017
	s_mov_b32 m0, s13
	global_load_lds_dwordx4 v[2:3], off                       ; ruleid: AS017
	s_mov_b32 m0, s14
	buffer_load_dword v5, v1, s[4:7], 0 offen                 ; ok: AS017
	s_mov_b32 s15, s14
	buffer_load_dwordx4 v1, s[4:7], 0 offen lds               ; ok: AS017
; the other M0 readers of checkReadM0Hazards
	s_mov_b32 m0, s16
	s_ttracedata                                              ; ruleid: AS017
	s_mov_b32 m0, s17
	scratch_load_lds_dword v1, off                            ; ruleid: AS017
	s_mov_b32 m0, s18
	ds_read_addtid_b32 v6                                     ; ruleid: AS017
	s_mov_b32 m0, s19
	ds_gws_init v2 offset:0 gds                               ; ruleid: AS017
	s_mov_b32 m0, s20
	ds_add_u32 v1, v2                                         ; ok: AS017
	s_endpgm
.Lfunc_end0:
	.size	lds_dma, .Lfunc_end0-lds_dma
