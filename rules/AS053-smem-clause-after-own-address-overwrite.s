; Fixture for AS053 smem-clause-after-own-address-overwrite.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	s_load_dwordx2 s[0:1], s[0:1], 0x0                        ; ok: AS053
	s_load_dwordx2 s[4:5], s[2:3], 0x0                        ; ruleid: AS053
	s_dcache_wb                                               ; ruleid: AS053
	s_nop 0
	s_buffer_load_dword s6, s[8:11], s6
	s_nop 0
	s_store_dword s7, s[12:13], 0x0                           ; ok: AS053
	s_load_dwordx2 s[14:15], s[14:15], 0x0
	v_mov_b32_e32 v0, 0
	s_load_dwordx2 s[16:17], s[18:19], 0x0                    ; ok: AS053
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
