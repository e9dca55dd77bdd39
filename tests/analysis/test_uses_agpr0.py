"""KernelAnalysis.uses_agpr0: LLVM's isPhysRegUsed(AGPR0) as the asm shows it, which sets the
soft-clause look-back (docs/hazards.md; tests/hazards checks it against llc-22)."""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.analysis import analyze
from asmscope.isa import parse_module

HEAD = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\n\t.globl k\n\t.type k,@function\nk:\n'
ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"


def uses_agpr0(body: str) -> bool:
    module = parse_module(HEAD + body + "\ts_endpgm\n", "t.s")
    return analyze(module.kernels[0], module.target).uses_agpr0


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("\tv_mov_b32_e32 v0, 0\n", False),
        ("\tv_accvgpr_write_b32 a0, v1\n", True),
        ("\tv_accvgpr_read_b32 v1, a0\n", True),
        ("\tv_mfma_f32_4x4x1f32 a[0:3], v96, v98, a[0:3]\n", True),  # dst and srcC
        ("\tv_mfma_f32_4x4x1f32 v[0:3], v96, v98, a[0:3]\n", True),  # srcC alone
        ("\tv_mfma_f32_4x4x1f32 a[4:7], v96, v98, a[4:7]\n", False),  # AGPRs, but not a0
        ("\tv_accvgpr_write_b32 a1, v1\n", False),
        ("\ts_swappc_b64 s[30:31], s[16:17]\n", True),  # a call's register mask clobbers a0
    ],
)
def test_operands_and_calls(body: str, expected: bool) -> None:
    assert uses_agpr0(body) is expected


@pytest.mark.parametrize(("name", "expected"), [("gfx942_nn_bm256.s", False), ("gfx950_nn_bm256.s", True)])
def test_triton_kernels(name: str, expected: bool) -> None:
    """Triton's gfx942 GEMM keeps its MFMA results in VGPRs and touches no AGPR; its gfx950 one
    loads MFMA operands into a[0:1] (`ds_read_b64_tr_b8 a[0:1], ...`)."""
    module = parse_module((ASM / name).read_text(), name)
    (kernel,) = module.kernels
    assert analyze(kernel, module.target).uses_agpr0 is expected
