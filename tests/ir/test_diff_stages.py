"""`diff` says which of Triton's stages changed: identical TTGIR with changed ISA is a backend
(LLVM/ptxas) change; a Triton-level change names the layouts that differ."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from asmscope.compare import diff_summaries
from asmscope.ir.files import stage_fingerprint
from asmscope.pipeline import check_variants
from asmscope.report import Reporter  # noqa: F401
from asmscope.report.json_format import _variant_diff
from asmscope.rules import RuleSet

pytestmark = pytest.mark.slow


def _summary(variant):
    (s,) = check_variants([variant], RuleSet((), {}), None).summaries
    return s


def test_same_ttgir_with_other_isa_is_a_backend_change(wgrad_variants: dict, tmp_path: Path) -> None:
    variant = wgrad_variants[("gfx942", "trans")]
    # The backend's side: the same compile (same TTIR, TTGIR, LLVM IR files), ISA scheduled
    # otherwise: one more instruction where LLVM's scheduler would put one.
    asm = Path(variant.asm_path).read_text()
    edited = asm.replace("\ts_endpgm", "\ts_nop 0\n\ts_endpgm", 1)
    assert edited != asm
    other = tmp_path / "backend.s"
    other.write_text(edited)
    before, after = _summary(variant), _summary(replace(variant, asm_path=str(other)))
    assert before.ir and before.ir == after.ir and before.layouts
    (d,) = diff_summaries([before], [after], "llvm-a", "llvm-b").variants
    assert d.ttgir_changed is False and d.llir_changed is False and d.backend_change
    assert json.loads(json.dumps(_variant_diff(d)))["ir"]["backend_change"] is True


def test_a_triton_level_change_names_the_layouts(wgrad_variants: dict) -> None:
    legacy, trans = (_summary(wgrad_variants[("gfx942", k)]) for k in ("legacy", "trans"))
    # the same pairing key on both sides: the epilogue's change, as a diff between refs sees it
    (d,) = diff_summaries([legacy], [replace(trans, key=legacy.key)], "old", "new").variants
    assert d.ttgir_changed is True and not d.backend_change
    assert any(x.startswith("+") for x in d.layouts_changed)
    assert set(trans.layouts) - set(legacy.layouts) == {x[1:] for x in d.layouts_changed if x.startswith("+")}


def test_stage_fingerprints_ignore_source_locations() -> None:
    a = 'module {\n  %0 = arith.constant 1 : i32 loc(#loc1)\n} loc(#loc)\n#loc1 = loc("/a/k.py":3:4)\n'
    b = 'module {\n  %0 = arith.constant 1 : i32 loc(#loc1)\n} loc(#loc)\n#loc1 = loc("/b/k.py":9:4)\n'
    assert stage_fingerprint("ttgir", a) == stage_fingerprint("ttgir", b)
    assert stage_fingerprint("ttgir", a) != stage_fingerprint("ttgir", a.replace("constant 1", "constant 2"))
