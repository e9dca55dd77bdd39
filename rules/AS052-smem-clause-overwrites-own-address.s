; Fixture for AS052 smem-clause-overwrites-own-address.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	s_load_dwordx2 s[4:5], s[2:3], 0x0
	s_load_dwordx2 s[0:1], s[0:1], 0x0                        ; ruleid: AS052
	s_nop 0
	s_load_dwordx2 s[6:7], s[2:3], 0x0
	s_load_dword s8, s[10:11], 0x0
	s_buffer_load_dword s12, s[16:19], s12                    ; ruleid: AS052
	s_mov_b32 s20, 0
	s_load_dwordx2 s[22:23], s[22:23], 0x0                    ; ok: AS052
	s_nop 0
	s_dcache_wb
	s_load_dwordx2 s[24:25], s[24:25], 0x0                    ; ok: AS052
	s_nop 0
	s_load_dwordx2 s[26:27], s[28:29], 0x0
	v_mov_b32_e32 v0, 0
	s_load_dwordx2 s[30:31], s[30:31], 0x0                    ; ok: AS052
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
