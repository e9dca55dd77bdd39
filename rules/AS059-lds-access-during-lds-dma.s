; Fixture for AS059 lds-access-during-lds-dma.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; asmscope-fixture: target=gfx950
	.globl	k_gfx950
	.type	k_gfx950,@function
k_gfx950:
	buffer_load_dword v2, s[4:7], 0 offen lds
	ds_bpermute_b32 v5, v1, v2                                 ; ok: AS059
	ds_read_b32 v1, v3                                         ; ruleid: AS059
	global_load_lds_dwordx4 v2, s[4:5]
	global_load_dword v6, v2, s[4:5]
	s_waitcnt vmcnt(1)
	ds_write_b32 v3, v1                                        ; ok: AS059
	s_endpgm
.Lfunc_end0:
	.size	k_gfx950, .Lfunc_end0-k_gfx950
