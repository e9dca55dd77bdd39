; Fixture for AS057 read-before-load-completes.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s8, s[0:1], 0x10
	s_waitcnt lgkmcnt(1)
	buffer_load_dword v1, v2, s[4:7], 0 offen                  ; ruleid: AS057
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v3, v2, s[4:7], 0 offen                  ; ok: AS057
	global_load_dwordx4 v[4:7], v2, s[4:5]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v8, v1, v3                                   ; ok: AS057
	v_add_f32_e32 v9, v4, v3                                   ; ruleid: AS057
	ds_read_b128 v[12:15], v3 offset:16
	ds_read_b128 v[16:19], v3 offset:32
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v12, v8                                  ; ok: AS057
	v_add_f32_e32 v0, v16, v8                                  ; ruleid: AS057
.LBB0_1:
	v_add_f32_e32 v21, v20, v20                                ; ruleid: AS057
	buffer_load_dword v20, v2, s[4:7], 0 offen
	s_cbranch_scc1 .LBB0_1
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
