; Fixture for AS048 setreg-then-hwreg-access.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text

; asmscope-fixture: target=gfx942
	.globl	k_gfx942
	.type	k_gfx942,@function
k_gfx942:
	s_setreg_b32 hwreg(HW_REG_MODE, 0, 16), s0
	s_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 16)                ; ruleid: AS048
	s_nop 1
	s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s1                 ; ok: AS048
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3            ; ruleid: AS048
	s_getreg_b32 s2, hwreg(HW_REG_TRAPSTS, 0, 16)             ; ok: AS048
	s_nop 0
	s_getreg_b32 s3, hwreg(HW_REG_MODE, 0, 16)                ; ok: AS048
	s_endpgm
.Lfunc_end0:
	.size	k_gfx942, .Lfunc_end0-k_gfx942
