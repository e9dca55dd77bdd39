; Fixture for AS022 narrow-tile-store: with narrow_store_max 3, the fourth narrow store is flagged;
; a wgrad-tagged kernel is AS001's; wide stores are never counted.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942 settings=narrow_store_max=3
	.globl	ragged_rows
	.type	ragged_rows,@function
ragged_rows:
	buffer_store_short v0, v17, s[4:7], 0 offen        ; ok: AS022
	buffer_store_short_d16_hi v0, v18, s[4:7], 0 offen ; ok: AS022
	global_store_byte v[2:3], v1, off                  ; ok: AS022
	buffer_store_short v1, v19, s[4:7], 0 offen        ; ruleid: AS022
	buffer_store_short v2, v20, s[4:7], 0 offen        ; ok: AS022
	s_endpgm
.Lfunc_end0:
	.size	ragged_rows, .Lfunc_end0-ragged_rows

; asmscope-fixture: target=gfx942 settings=narrow_store_max=3
	.globl	few_narrow
	.type	few_narrow,@function
few_narrow:
	buffer_store_short v0, v17, s[4:7], 0 offen        ; ok: AS022
	buffer_store_short v1, v18, s[4:7], 0 offen        ; ok: AS022
	buffer_store_dwordx4 v[4:7], v16, s[4:7], 0 offen  ; ok: AS022
	buffer_store_dwordx4 v[8:11], v19, s[4:7], 0 offen ; ok: AS022
	s_endpgm
.Lfunc_end1:
	.size	few_narrow, .Lfunc_end1-few_narrow

; asmscope-fixture: tags=wgrad target=gfx942 settings=narrow_store_max=3
	.globl	wgrad_legacy
	.type	wgrad_legacy,@function
wgrad_legacy:
	buffer_store_short v0, v17, s[4:7], 0 offen        ; ok: AS022
	buffer_store_short v1, v18, s[4:7], 0 offen        ; ok: AS022
	buffer_store_short v2, v19, s[4:7], 0 offen        ; ok: AS022
	buffer_store_short v3, v20, s[4:7], 0 offen        ; ok: AS022
	s_endpgm
.Lfunc_end2:
	.size	wgrad_legacy, .Lfunc_end2-wgrad_legacy
