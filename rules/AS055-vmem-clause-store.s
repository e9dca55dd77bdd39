; Fixture for AS055 vmem-clause-store.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	global_load_dwordx2 v[2:3], v[4:5], off
	global_store_dword v[10:11], v12, off                      ; ruleid: AS055
	s_nop 0
	buffer_load_dword v22, v13, s[4:7], 0 offen
	buffer_atomic_add v12, v13, s[4:7], 0 offen                ; ruleid: AS055
	s_nop 0
	global_load_dword v20, v[14:15], off
	buffer_load_dword v13, s[4:7], 0 offen lds                 ; ruleid: AS055
	s_nop 0
	global_atomic_add v21, v[10:11], v12, off sc0
	scratch_store_dword v13, v12, off                          ; ruleid: AS055
	s_nop 0
	global_store_dword v[10:11], v12, off                      ; ok: AS055
	buffer_load_dword v13, s[4:7], 0 offen lds                 ; ok: AS055
	flat_store_dword v[10:11], v12                             ; ok: AS055
	global_load_dword v20, v[14:15], off
	v_mov_b32_e32 v30, 0
	global_store_dword v[10:11], v12, off                      ; ok: AS055
	s_nop 0
	; the first store after a load starts a new clause (LLVM pads before it alone)
	global_load_dword v20, v[14:15], off
	global_store_dword v[10:11], v12, off                      ; ruleid: AS055
	global_store_dword v[10:11], v13, off                      ; ok: AS055
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
