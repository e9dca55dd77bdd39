"""Every operand, modifier and statement form of shared/facts/amdgpu.md parses, with the def/use
table it lists (stores define nothing, loads define their first operand, VOPC _e32 writes VCC...)."""

from __future__ import annotations

import pytest

from asmscope.isa import parse_module
from asmscope.model import Category, OperandKind, RegKind

HEAD = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"\n\t.text\n\t.globl k\n\t.type k,@function\nk:\n'


def one(line: str):
    module = parse_module(HEAD + "\t" + line + "\n\ts_endpgm\n", "t.s")
    return module.kernels[0].instructions[0]


def regs(items) -> list[str]:
    return [str(r) for r in items]


@pytest.mark.parametrize(
    "line",
    [
        "v_add_u32_e32 v47, v[8:9], s[0:1]",
        "v_accvgpr_write_b32 a0, v1",
        "v_mov_b32_e32 v0, ttmp[4:7]",
        "s_mov_b32 s0, ttmp8",
        "s_mov_b64 vcc, exec",
        "s_mov_b32 vcc_lo, exec_lo",
        "s_mov_b32 m0, vcc_hi",
        "v_mov_b32_e32 v0, 0x4f7ffffe",
        "v_mov_b32_e32 v0, -1",
        "v_mov_b32_e32 v0, 63",
        "v_mul_f32_e32 v0, 1.0, v1",
        "v_mul_f32_e32 v0, -2.0, v1",
        "v_mul_f32_e32 v0, 0.5, v1",
        "v_add_f32_e64 v0, -v1, |v2|",
        "v_add_f32_e64 v0, -|v1|, neg(v2)",
        "v_add_f32_e64 v0, abs(v1), v2",
        "v_mov_b32_sdwa v0, sext(v1) dst_sel:WORD_1 src0_sel:BYTE_0",
        "buffer_load_dwordx4 v[40:43], v11, s[28:31], 0 offen",
        "buffer_load_dword v5, off, s[8:11], s3 sc0 nt sc1",
        "global_store_dwordx4 v[0:1], v[2:5], off",
        "global_load_lds_dwordx4 v[2:3], off",
        "ds_read_b128 v[8:11], v0 offset:512",
        "ds_read2_b32 v[0:1], v2 offset0:4 offset1:8",
        "ds_read_b64_tr_b8 v[52:53], v36 offset:512",
        "s_waitcnt vmcnt(8) lgkmcnt(0)",
        "s_waitcnt vmcnt(0) & lgkmcnt(0)",
        "buffer_store_dword v0, v1, s[0:3], 0 offen glc slc",
        "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[0,1,0] op_sel_hi:[0,0,0]",
        "v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[0:7], v[8:15], a[0:15] cbsz:3 abid:1 blgp:1",
        "v_pk_mul_f32 v[0:1], v[2:3], v[4:5] neg_lo:[1,0,0]",
        "v_bitop3_b32 v0, v1, v2, v3 bitop3:0x78",
        "v_mov_b32_dpp v0, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1",
        "v_mov_b32_dpp v0, v1 row_newbcast:1 row_mask:0xf bank_mask:0xf",
        "v_mov_b32_dpp v0, v1 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf",
        "v_or_b32_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD",
        "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 1)",
        "s_sendmsg sendmsg(MSG_INTERRUPT)",
        "s_add_u32 s0, s0, k@rel32@lo+4",
        "s_add_u32 s0, s0, (.Lfunc_end0-.Lpost)&4294967295",
        "s_setprio 3",
        "buffer_wbl2 sc0 sc1",
        "V_ADD_U32_E32 V0, V1, V2".lower(),
    ],
)
def test_instruction_forms_parse(line: str):
    ins = one(line)
    assert ins.mnemonic == line.split()[0]
    assert ins.category is not Category.UNKNOWN


def test_register_ranges_and_kinds():
    ins = one("v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[0:1], v[2:3], a[0:15]")
    dst = ins.operands[0].register
    assert (dst.kind, dst.first, dst.last, dst.count) == (RegKind.AGPR, 0, 15, 16)
    assert str(ins.operands[1].register) == "v[0:1]"
    assert one("s_mov_b32 s0, ttmp[4:7]").operands[1].register.kind is RegKind.TTMP
    special = one("s_mov_b64 vcc, exec").operands[0].register
    assert (special.kind, special.name) == (RegKind.SPECIAL, "vcc")
    assert one("v_mov_b32_e32 v0, v[5]").operands[1].register == one("v_mov_b32_e32 v0, v5").operands[1].register


def test_literals_and_source_modifiers():
    ins = one("v_add_f32_e64 v0, -|v1|, 0.5")
    assert ins.operands[1].source_modifiers == ("neg", "abs")
    assert ins.operands[1].register is not None
    assert ins.operands[2].kind is OperandKind.IMMEDIATE and ins.operands[2].value == 0.5
    assert one("v_mov_b32_e32 v0, 0x4f7ffffe").operands[1].value == 0x4F7FFFFE
    assert one("v_mov_b32_e32 v0, -1").operands[1].value == -1
    assert one("global_store_dwordx4 v[0:1], v[2:5], off").operands[2].kind is OperandKind.OFF


def test_modifiers():
    ins = one("ds_read2_b32 v[0:1], v2 offset0:4 offset1:8")
    assert ins.modifier("offset1").value == "8"
    ins = one("buffer_load_dword v5, off, s[8:11], s3 sc0 nt sc1")
    assert [m.name for m in ins.modifiers] == ["sc0", "nt", "sc1"] and ins.has_flag("nt")
    ins = one("s_waitcnt vmcnt(8) lgkmcnt(0)")
    assert ins.operands == () and [(m.name, m.value) for m in ins.modifiers] == [("vmcnt", "8"), ("lgkmcnt", "0")]
    ins = one("v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[0,1,0] op_sel_hi:[0,0,0]")
    assert len(ins.operands) == 4 and ins.modifier("op_sel").value == "[0,1,0]"


def test_encoding_split():
    ins = one("v_cndmask_b32_e64 v0, v1, v2, s[0:1]")
    assert (ins.base, ins.encoding) == ("v_cndmask_b32", "e64")
    ins = one("v_or_b32_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD")
    assert (ins.base, ins.encoding) == ("v_or_b32", "sdwa")
    assert one("s_mov_b32 s0, 0").encoding == ""


@pytest.mark.parametrize(
    "line, defs, uses",
    [
        ("buffer_store_dwordx4 v[0:3], v32, s[4:7], 0 offen", [], ["v[0:3]", "v32", "s[4:7]", "exec"]),
        ("global_store_dwordx4 v[0:1], v[2:5], off", [], ["v[0:1]", "v[2:5]", "exec"]),
        ("ds_write_b128 v1, v[4:7] offset:16", [], ["v1", "v[4:7]", "exec"]),
        ("buffer_load_dwordx4 v[40:43], v11, s[28:31], 0 offen", ["v[40:43]"], ["v11", "s[28:31]", "exec"]),
        ("ds_read_b128 v[8:11], v0 offset:512", ["v[8:11]"], ["v0", "exec"]),
        ("s_load_dwordx2 s[2:3], s[0:1], 0x0", ["s[2:3]"], ["s[0:1]"]),
        ("buffer_load_dword v1, s[8:11], 0 offen lds", [], ["v1", "s[8:11]", "exec", "m0"]),
        ("global_load_lds_dwordx4 v[2:3], off", [], ["v[2:3]", "exec", "m0"]),
        ("global_atomic_add_f32 v[0:1], v2, off", [], ["v[0:1]", "v2", "exec"]),
        ("global_atomic_add_f32 v3, v[0:1], v2, off sc0", ["v3"], ["v[0:1]", "v2", "exec"]),
        ("v_cmp_gt_i32_e32 vcc, s37, v0", ["vcc"], ["s37", "v0", "exec"]),
        ("v_cmp_gt_i32_e64 s[0:1], s21, v39", ["s[0:1]"], ["s21", "v39", "exec"]),
        ("v_cmpx_gt_u32_e64 s[0:1], v0, v1", ["s[0:1]", "exec"], ["v0", "v1", "exec"]),
        ("v_readlane_b32 s0, v1, 0", ["s0"], ["v1", "exec"]),
        ("v_writelane_b32 v1, s0, 2", ["v1"], ["v1", "s0", "exec"]),
        ("s_cmp_lt_u32 s16, s8", ["scc"], ["s16", "s8"]),
        ("s_cmpk_gt_i32 s16, 0x7f", ["scc"], ["s16"]),
        ("s_and_saveexec_b64 s[2:3], vcc", ["s[2:3]", "scc", "exec"], ["vcc", "exec"]),
        ("s_add_u32 s0, s1, s2", ["s0", "scc"], ["s1", "s2"]),
        ("s_addc_u32 s0, s1, 0", ["s0", "scc"], ["s1", "scc"]),
        ("s_cselect_b32 s6, s7, s6", ["s6"], ["s7", "s6", "scc"]),
        ("s_mov_b32 s0, s1", ["s0"], ["s1"]),
        ("v_add_co_u32_e32 v0, vcc, v1, v2", ["v0", "vcc"], ["v1", "v2", "exec"]),
        ("v_mad_u64_u32 v[0:1], s[0:1], v2, v3, v[4:5]", ["v[0:1]", "s[0:1]"], ["v2", "v3", "v[4:5]", "exec"]),
        (
            "v_mfma_f32_32x32x16_fp8_fp8 a[0:15], v[0:1], v[2:3], a[0:15]",
            ["a[0:15]"],
            ["v[0:1]", "v[2:3]", "a[0:15]", "exec"],
        ),
        # the legacy SMFMAC spelling; srcC is the destination
        (
            "v_smfmac_f32_16x16x32f16 v[0:3], v[4:5], v[6:9], v10",
            ["v[0:3]"],
            ["v[0:3]", "v[4:5]", "v[6:9]", "v10", "exec"],
        ),
        # no destination: llvm-mc -show-inst lists two sources and their op_sel modifiers only
        ("v_mfma_ld_scale_b32 v1, v2 op_sel:[1,0] op_sel_hi:[0,1]", [], ["v1", "v2", "exec"]),
        ("v_accvgpr_read v2, a10", ["v2"], ["a10", "exec"]),  # LLVM's alias of v_accvgpr_read_b32
        ("v_fmac_f32_e32 v0, v1, v2", ["v0"], ["v0", "v1", "v2", "exec"]),
        ("v_permlane32_swap_b32_e32 v57, v61", ["v57", "v61"], ["v57", "v61", "exec"]),
        ("v_div_fmas_f32 v0, v1, v2, v3", ["v0"], ["v1", "v2", "v3", "exec", "vcc"]),
        (
            "v_mov_b32_sdwa v9, v5 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0",
            ["v9"],
            ["v9", "v5", "exec"],
        ),
        ("s_cbranch_scc1 .LBB0_1", [], ["scc"]),
        ("s_cbranch_vccz .LBB0_1", [], ["vcc"]),
        ("s_waitcnt vmcnt(0)", [], []),
        ("s_setpc_b64 s[30:31]", [], ["s[30:31]"]),
        ("s_swappc_b64 s[30:31], s[4:5]", ["s[30:31]"], ["s[4:5]"]),
    ],
)
def test_def_use_table(line: str, defs: list[str], uses: list[str]):
    ins = one(line.replace(".LBB0_1", "k"))
    assert regs(ins.defs) == defs
    assert regs(ins.uses) == uses


def test_unknown_mnemonic_is_a_warning_not_an_error():
    module = parse_module(HEAD + "\tv_quantum_flux_b32 v0, v1\n\ts_endpgm\n", "t.s")
    ins = module.kernels[0].instructions[0]
    assert ins.category is Category.UNKNOWN
    assert len(module.warnings) == 1
    warning = module.warnings[0]
    assert (warning.line, warning.column) == (6, 2) and "v_quantum_flux_b32" in warning.message


def test_target_specific_tables():
    text = HEAD.replace("gfx950", "gfx942") + "\tv_permlane32_swap_b32_e32 v0, v1\n\ts_endpgm\n"
    module = parse_module(text, "t.s")
    assert module.target == "gfx942"
    assert module.kernels[0].instructions[0].category is Category.UNKNOWN  # a gfx950 opcode
    assert one("v_permlane32_swap_b32_e32 v0, v1").category is Category.VALU


@pytest.mark.parametrize(
    "mnemonic, category",
    [
        ("s_add_u32", Category.SALU),
        ("s_load_dword", Category.SMEM),
        ("s_buffer_load_dword", Category.SMEM),
        ("v_add_u32", Category.VALU),
        ("v_mfma_f32_16x16x32_fp8_fp8", Category.MFMA),
        ("v_smfmac_f32_16x16x64_f16", Category.MFMA),
        ("v_accvgpr_read_b32", Category.AGPR_MOVE),
        ("buffer_load_dword", Category.VMEM_BUFFER),
        ("global_load_dword", Category.VMEM_GLOBAL),
        ("scratch_store_dword", Category.VMEM_GLOBAL),
        ("flat_load_dword", Category.VMEM_GLOBAL),
        ("ds_read_b32", Category.LDS),
        ("s_branch", Category.BRANCH),
        ("s_cbranch_execz", Category.BRANCH),
        ("s_setpc_b64", Category.BRANCH),
        ("s_swappc_b64", Category.BRANCH),
        ("s_waitcnt", Category.WAIT),
        ("s_barrier", Category.WAIT),
        ("s_sleep", Category.WAIT),
        ("s_nop", Category.NOP),
        ("s_endpgm", Category.END),
    ],
)
def test_categories(mnemonic: str, category: Category):
    from asmscope.isa.amdgcn import instructions as isa

    assert isa.category_of(mnemonic, "gfx950") is category


def test_source_locations_and_files():
    text = (
        HEAD + '\t.file 1 "/src" "k.py"\n\t.loc 1 12 5 prologue_end\n\tv_mov_b32_e32 v0, 0\n'
        "\t.loc 1 0 0 is_stmt 0\n\ts_nop 0\n\ts_endpgm\n"
    )
    module = parse_module(text, "t.s")
    first, second, _ = module.kernels[0].instructions
    assert str(first.loc) == "/src/k.py:12:5" and first.line == 8
    assert second.loc is None  # line 0: compiler-generated
    assert module.source_files == ((1, "/src/k.py"),)


def test_file_without_trailing_newline_and_crlf():
    text = (HEAD + "\tv_mov_b32_e32 v0, 0\n\ts_endpgm").replace("\n", "\r\n")
    module = parse_module(text, "t.s")
    assert [i.mnemonic for i in module.kernels[0].instructions] == ["v_mov_b32_e32", "s_endpgm"]


def test_hand_written_without_declarations_uses_first_label():
    module = parse_module("my_kernel: // entry\n  s_mov_b32 s0, 1\nloop:\n  s_cbranch_scc1 loop\n  s_endpgm\n")
    kernel = module.kernels[0]
    assert kernel.name == "my_kernel" and [lab.name for lab in kernel.labels] == ["loop"]
    assert module.target is None


def test_long_branch_target_resolves():
    from asmscope.analysis import analyze

    body = (
        "\ts_cbranch_scc0 .LBB0_1\n\ts_getpc_b64 s[0:1]\n.Lpost_getpc0:\n"
        "\ts_add_u32 s0, s0, (.LBB0_2-.Lpost_getpc0)&4294967295\n"
        "\ts_addc_u32 s1, s1, (.LBB0_2-.Lpost_getpc0)>>32\n\ts_setpc_b64 s[0:1]\n"
        ".LBB0_1:\n\ts_nop 0\n.LBB0_2:\n\ts_endpgm\n"
    )
    module = parse_module(HEAD + body, "t.s")
    analysis = analyze(module.kernels[0], module.target)
    setpc_block = analysis.cfg.blocks[analysis.cfg.block_of[4]]
    assert [analysis.cfg.blocks[s].label for s in setpc_block.successors] == [".LBB0_2"]
    assert analysis.notes == ()


@pytest.mark.parametrize("engine", ["pure", "lark-cython"])
def test_engines_give_identical_models(engine: str, monkeypatch: pytest.MonkeyPatch):
    from pathlib import Path

    from asmscope.isa.amdgcn import grammar

    if engine == "lark-cython" and grammar.lark_cython is None:
        pytest.skip("lark-cython is not installed (optional speed-up)")
    path = Path(__file__).resolve().parents[1] / "fixtures" / "asm" / "gfx950_nn_bm256.s"
    monkeypatch.setenv("ASMSCOPE_PURE_LARK", "1")
    reference = parse_module(path.read_bytes(), path.name)
    monkeypatch.setenv("ASMSCOPE_PURE_LARK", "1" if engine == "pure" else "0")
    assert grammar.engine_name() == engine
    assert parse_module(path.read_bytes(), path.name) == reference


# Each line below is accepted by llvm-mc-22 -mcpu=gfx950 (checked when this list was written);
# the parser must accept it too, with no unknown-mnemonic warning.
LLVM_ACCEPTED_GFX950 = [
    'ds_swizzle_b32 v0, v1 offset:swizzle(BITMASK_PERM,"01pip")',
    "ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM,0,1,2,3)",
    "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0",
    "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0",
    "s_trap 2",
    "s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)",
    "s_set_gpr_idx_on s0, gpr_idx(SRC0,DST)",
    "s_set_gpr_idx_off",
    "buffer_atomic_add_f32 v0, v1, s[0:3], 0 offen",
    "buffer_atomic_add v0, v1, s[0:3], 0 offen sc0",
    "flat_load_dword v0, v[0:1] offset:16",
    "scratch_load_dword v0, off, s0 offset:16",
    "scratch_store_dword off, v0, s0 offset:16",
    "v_mov_b32_e32 v0, src_shared_base",
    "s_mov_b64 s[0:1], src_private_base",
    "v_cvt_pk_fp8_f32 v0, v1, v2 op_sel:[0,0,1]",
    "v_dot2_f32_f16 v0, v1, v2, v3",
    "ds_bpermute_b32 v0, v1, v2 offset:4",
    "s_cbranch_execnz 0",
    "v_accvgpr_mov_b32 a0, a1",
    "v_mov_b64_e32 v[0:1], v[2:3]",
    "v_lshl_add_u64 v[0:1], v[2:3], 0, v[4:5]",
    "s_waitcnt expcnt(0)",
    "s_waitcnt 0",
    "s_waitcnt vmcnt(0), lgkmcnt(0)",
    "v_mfma_f32_32x32x8_f16 v[0:15], v[0:1], v[2:3], 0 cbsz:1 abid:0 blgp:0",
    "v_fmac_f32_dpp v0, v1, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
    "s_getpc_b64 s[0:1]",
    "s_add_u32 s0, s0, foo@gotpcrel32@lo+4",
    "v_mov_b32_e32 v0, 0.15915494",
    "v_mul_f32_e64 v0, v1, v2 mul:2",
    "v_add_f32_e64 v0, v1, v2 clamp div:2",
    "v_mov_b32_e32 v0, 0x3e22f983",
    "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v20, v21 op_sel_hi:[0,0,0]",
    "v_cvt_scalef32_pk_fp8_f32 v0, v1, v2, v3",
    "v_permlane16_swap_b32_e64 v0, v1 bound_ctrl:1 fi:1",
    "global_load_lds_dwordx4 v[0:1], off offset:16",
    "v_prng_b32 v0, v1",
    "buffer_load_dword v0, v1, s[0:3], s4 idxen offset:4095",
    "buffer_store_dword v0, off, s[0:3], 0",
    "s_load_dwordx2 s[0:1], s[2:3], 0x10 glc",
    "s_buffer_load_dword s0, s[4:7], 0x10",
    "s_memtime s[0:1]",
    "s_dcache_wb",
    "buffer_wbl2 sc0 sc1",
    "buffer_inv sc1",
    "s_icache_inv",
    "v_readfirstlane_b32 s0, v0",
    "v_cndmask_b32_e32 v0, v1, v2, vcc",
    "v_div_scale_f32 v0, vcc, v1, v1, v2",
    "v_div_fmas_f32 v0, v1, v2, v3",
    "v_cvt_f32_ubyte0_e32 v0, v1",
    "v_pk_add_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]",
    "v_pk_mul_f32 v[0:1], v[2:3], v[4:5] neg_lo:[1,0] neg_hi:[0,1]",
    "v_mov_b32_sdwa v0, sext(v1) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0",
    "v_add_u32_sdwa v0, v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_0",
    "v_mov_b32_dpp v0, v1 row_mirror row_mask:0xf bank_mask:0xf",
    "v_mov_b32_dpp v0, v1 row_bcast:15 row_mask:0xa bank_mask:0xf",
    "v_mov_b32_dpp v0, v1 wave_shr:1 row_mask:0xf bank_mask:0xf",
    "s_setprio 2",
    "s_sleep 1",
    "s_nop 0x7",
    "v_bitop3_b16 v0, v1, v2, v3 bitop3:0x12 op_sel:[0,0,0,0]",
    "ds_read_b64_tr_b16 v[0:1], v2 offset:16",
    "ds_read_b96_tr_b6 v[0:2], v3",
    "global_atomic_pk_add_bf16 v[0:1], v2, off",
    "flat_atomic_cmpswap_x2 v[0:1], v[2:3], v[4:7] sc0",
    "v_cvt_pk_bf16_f32 v0, v1, v2",
    "v_ashr_pk_i8_i32 v0, v1, v2, v3",
]


@pytest.mark.parametrize("line", LLVM_ACCEPTED_GFX950)
def test_forms_llvm_accepts(line: str):
    module = parse_module(HEAD + "\t" + line + "\n\ts_endpgm\n", "t.s")
    assert module.warnings == ()
    assert module.kernels[0].instructions[0].mnemonic == line.split()[0]
