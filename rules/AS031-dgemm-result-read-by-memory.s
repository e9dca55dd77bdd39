; Fixture for AS031 dgemm-result-read-by-memory.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	v_mfma_f64_16x16x4_f64 v[0:7], v[10:11], v[12:13], v[0:7]
	s_nop 15
	global_store_dwordx2 v8, v[0:1], s[8:9]                   ; ruleid: AS031
	s_nop 0
	global_store_dwordx2 v8, v[2:3], s[8:9]                   ; ok: AS031
	v_mfma_f64_4x4x4_4b_f64 v[30:31], v[10:11], v[12:13], v[30:31]
	s_nop 7
	ds_write_b64 v8, v[30:31]                                 ; ruleid: AS031
	ds_write_b64 v8, v[30:31] offset:8                        ; ok: AS031
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
