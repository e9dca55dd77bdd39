; Fixture for AS054 smem-clause-store.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	s_load_dwordx2 s[4:5], s[2:3], 0x0
	s_store_dword s6, s[8:9], 0x0                             ; ruleid: AS054
	s_nop 0
	s_load_dword s7, s[10:11], 0x0
	s_dcache_wb
	s_atomic_add s12, s[14:15], 0x0                           ; ruleid: AS054
	s_nop 0
	s_store_dword s6, s[8:9], 0x0                             ; ok: AS054
	s_buffer_store_dword s6, s[16:19], 0x0                    ; ok: AS054
	s_dcache_wb
	s_scratch_store_dword s6, s[8:9], 0x0                     ; ok: AS054
	s_load_dword s20, s[22:23], 0x0
	s_mov_b32 s24, 0
	s_store_dword s20, s[8:9], 0x0                            ; ok: AS054
	s_nop 0
	; the first store after a load starts a new clause (LLVM pads before it alone)
	s_load_dword s21, s[22:23], 0x0
	s_store_dword s6, s[8:9], 0x0                              ; ruleid: AS054
	s_store_dword s7, s[8:9], 0x4                              ; ok: AS054
	s_waitcnt lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
