"""Golden fixtures: real compiler output for both targets, an llvm-objdump listing and a
hand-written kernel. Every expected summary is recomputed from the text (regenerate with
tests/fixtures/regen_golden.py)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from asmscope.analysis import analyze
from asmscope.isa import parse_module

ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"
FIXTURES = sorted(ASM.glob("*.s"))
COMPILED = [p for p in FIXTURES if p.with_name(p.name.removesuffix(".s") + ".meta.json").exists()]

_spec = importlib.util.spec_from_file_location("regen_golden", ASM.parent / "regen_golden.py")
assert _spec is not None and _spec.loader is not None
regen_golden = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(regen_golden)


def test_fixture_set_covers_both_targets_and_the_required_variants():
    names = {p.name for p in FIXTURES}
    for target in ("gfx942", "gfx950"):
        for stem in ("wgrad_legacy_bm256", "wgrad_transposed_bm256", "nn_bm256", "quant_rowwise"):
            assert f"{target}_{stem}.s" in names
        assert f"{target}_wgrad_legacy_bm256.objdump.s" in names
    assert "handwritten_gfx942.s" in names


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_golden_summary(path: Path):
    expected = json.loads(path.with_name(path.name.removesuffix(".s") + ".golden.json").read_text())
    module = parse_module(path.read_bytes(), path.name)
    actual = regen_golden.summarize(module, [analyze(k, module.target) for k in module.kernels])
    assert json.loads(json.dumps(actual)) == expected


@pytest.mark.parametrize("path", COMPILED, ids=lambda p: p.name)
def test_compiled_fixture_agrees_with_llvm(path: Path):
    """No warnings; loop headers and depths equal LLVM's comments; occupancy equals `; Occupancy:`."""
    module = parse_module(path.read_bytes(), path.name)
    assert module.warnings == ()
    for kernel in module.kernels:
        analysis = analyze(kernel, module.target)
        assert analysis.notes == ()
        assert analysis.occupancy is not None and analysis.occupancy.agrees_with_llvm
        llvm_headers = {lab.name: lab.loop_header_comment for lab in kernel.labels if lab.loop_header_comment}
        ours = {s.label: s.loop.depth for s in analysis.loops}
        assert ours == llvm_headers
        if "quant" not in path.name:
            assert ours, "every GEMM of the suite has a K loop"


def test_wgrad_epilogues_store_counts():
    """The canonical regression of triton.md: 64 buffer_store_short vs 8 buffer_store_dwordx4."""
    for target in ("gfx942", "gfx950"):
        legacy = parse_module((ASM / f"{target}_wgrad_legacy_bm256.s").read_bytes()).kernels[0]
        transposed = parse_module((ASM / f"{target}_wgrad_transposed_bm256.s").read_bytes()).kernels[0]
        assert sum(i.mnemonic == "buffer_store_short" for i in legacy.instructions) == 64
        assert sum(i.mnemonic == "buffer_store_dwordx4" for i in transposed.instructions) == 8


def test_objdump_listing_matches_the_compiled_kernel():
    """The llvm-objdump listing of a code object parses into the same instructions: the
    alignment fill (`s_nop 0` words after `s_branch`/`s_endpgm`, a `.p2align` in the .s) is not
    code, the s_nops LLVM wrote are."""
    for target in ("gfx942", "gfx950"):
        asm = parse_module((ASM / f"{target}_wgrad_legacy_bm256.s").read_bytes()).kernels[0]
        dis = parse_module((ASM / f"{target}_wgrad_legacy_bm256.objdump.s").read_bytes()).kernels[0]
        assert [i.mnemonic for i in dis.instructions] == [i.mnemonic for i in asm.instructions]
        assert dis.name == asm.name
        ours = {s.loop.depth for s in analyze(dis, target).loops}
        assert ours == {lab.loop_header_comment for lab in asm.labels if lab.loop_header_comment}
