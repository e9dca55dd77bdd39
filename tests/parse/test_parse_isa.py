"""ISA tables: mnemonic coverage per target and the MFMA table generated from LLVM (the oracle test that
regenerates it is tests/parse/test_parse_mfma_llvm.py; the rows below pin what issue 10 corrected)."""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.isa import parse_module
from asmscope.isa.amdgcn import instructions as isa
from asmscope.isa.amdgcn import mfma as isa_mfma
from asmscope.isa.amdgcn import mnemonics as isa_mnemonics

ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"


@pytest.mark.parametrize(
    "mnemonic, target, shape, passes, dst_regs",
    [
        ("v_mfma_f32_16x16x32_fp8_fp8", "gfx942", "16x16x32", 4, 4),
        ("v_mfma_f32_16x16x32_bf8_fp8", "gfx950", "16x16x32", 4, 4),
        ("v_mfma_f32_32x32x16_fp8_fp8", "gfx942", "32x32x16", 8, 16),
        ("v_mfma_f32_32x32x16_bf8_bf8", "gfx950", "32x32x16", 8, 16),
        ("v_mfma_f32_16x16x128_f8f6f4", "gfx950", "16x16x128", 8, 4),
        ("v_mfma_scale_f32_32x32x64_f8f6f4", "gfx950", "32x32x64", 16, 16),
        ("v_mfma_f32_32x32x8_f16", "gfx942", "32x32x8", 8, 16),
        ("v_mfma_f32_16x16x16_bf16", "gfx942", "16x16x16", 4, 4),
        ("v_mfma_f32_32x32x1_2b_f32", "gfx942", "32x32x1", 16, 32),
        ("v_mfma_f32_32x32x1f32", "gfx942", "32x32x1", 16, 32),
        ("v_mfma_f64_16x16x4_f64", "gfx942", "16x16x4", 8, 8),
        ("v_mfma_f64_16x16x4_f64", "gfx950", "16x16x4", 16, 8),  # Write16PassDGEMM on gfx950
        # gfx950 double-K opcodes: LLVM's 4 and 8 passes, not twice their gfx942 half-K counterparts'
        ("v_mfma_f32_16x16x32_f16", "gfx950", "16x16x32", 4, 4),
        ("v_mfma_f32_16x16x32bf16", "gfx950", "16x16x32", 4, 4),
        ("v_mfma_i32_16x16x64_i8", "gfx950", "16x16x64", 4, 4),
        ("v_mfma_f32_32x32x16_bf16", "gfx950", "32x32x16", 8, 16),
        ("v_mfma_i32_32x32x32_i8", "gfx950", "32x32x32", 8, 16),
        ("v_smfmac_f32_16x16x64_f16", "gfx950", "16x16x64", 4, 4),
        ("v_smfmac_f32_32x32x32_bf16", "gfx950", "32x32x32", 8, 16),
        ("v_smfmac_i32_32x32x64_i8", "gfx950", "32x32x64", 8, 16),
        ("v_smfmac_f32_16x16x32f16", "gfx942", "16x16x32", 4, 4),  # legacy spelling
    ],
)
def test_mfma_table(mnemonic: str, target: str, shape: str, passes: int, dst_regs: int):
    info = isa.mfma_info(mnemonic, target)
    assert info is not None
    assert (info.shape, info.passes, info.dst_regs) == (shape, passes, dst_regs)


def test_f8f6f4_passes_depend_on_the_formats():
    info = isa.mfma_info("v_mfma_f32_32x32x64_f8f6f4", "gfx950")
    assert info is not None
    assert info.passes_for(cbsz=0, blgp=1) == 16  # fp8 x bf8
    assert info.passes_for(cbsz=4, blgp=2) == 8  # fp4 x fp6
    assert isa.mfma_info("v_mfma_f32_16x16x128_f8f6f4", "gfx950").passes_for(3, 4) == 4


# f32-input MFMAs that VOP3PInstructions.td defines outside `let is_gfx940_xdl = 1` (issue 10).
_NON_XDL_F32 = {
    "v_mfma_f32_32x32x1_2b_f32",
    "v_mfma_f32_16x16x1_4b_f32",
    "v_mfma_f32_4x4x1_16b_f32",
    "v_mfma_f32_32x32x2_f32",
    "v_mfma_f32_16x16x4_f32",
}


@pytest.mark.parametrize("target", isa.TARGETS)
def test_xdl_class_follows_llvm(target: str):
    """SIInstrInfo::isXDL: every MFMA/SMFMAC except the f64 DGEMM opcodes and the five f32-input ones."""
    for name in isa_mfma.OPCODES[target]:
        info = isa.mfma_info(name, target)
        assert info is not None
        assert info.is_dgemm == (info.out_type == "f64"), name
        assert info.is_xdl == (not info.is_dgemm and info.canonical not in _NON_XDL_F32), name


def test_mfma_info_none_for_other_or_unavailable_opcodes():
    assert isa.mfma_info("v_add_u32_e32", "gfx942") is None
    assert isa.mfma_info("v_mfma_f32_16x16x128_f8f6f4", "gfx942") is None  # gfx950 only
    assert isa.mfma_info("v_mfma_ld_scale_b32", "gfx950") is None


def test_every_known_mfma_has_a_shape():
    for target in isa.TARGETS:
        for name in isa_mnemonics.COMMON | getattr(isa_mnemonics, f"ONLY_{target.upper()}"):
            if name.startswith(("v_mfma_", "v_smfmac_")) and name != "v_mfma_ld_scale_b32":
                info = isa.mfma_info(name, target)
                assert info is not None, name
                assert info.passes in (2, 4, 8, 16) and info.dst_regs >= 1


def test_every_mnemonic_of_the_suite_is_known():
    for path in sorted(ASM.glob("gfx9*.s")):
        module = parse_module(path.read_bytes(), path.name)
        assert module.warnings == (), path.name
