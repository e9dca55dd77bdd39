; Fixture for AS058 overwrite-before-load-completes.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	k_gfx950
	.type	k_gfx950,@function
k_gfx950:
	s_load_dwordx2 s[4:5], s[0:1], 0x0
	s_mov_b32 s5, 0                                            ; ruleid: AS058
	ds_read_b32 v1, v2
	v_mov_b32_e32 v1, 0                                        ; ruleid: AS058
	global_load_dword v3, v2, s[4:5]
	global_load_dword v3, v2, s[4:5] offset:4                  ; ok: AS058
	v_mov_b32_e32 v3, 0                                        ; ruleid: AS058
	global_load_dword v4, v2, s[4:5]
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, 0                                        ; ok: AS058
	s_endpgm
.Lfunc_end0:
	.size	k_gfx950, .Lfunc_end0-k_gfx950
