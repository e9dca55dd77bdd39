"""Findings explained by TTGIR, on real compiles of the wgrad kernel: AS001's narrow store names
its op, its layout and 16 bits; the transposed epilogue's store is 128 bits wide."""

from __future__ import annotations

import json

import pytest

from asmscope.findings import finding_from_dict, finding_to_dict
from asmscope.ir.files import load_ttgir
from asmscope.ir.link import isa_width, link
from asmscope.isa import parse_module
from asmscope.pipeline import check_variants
from asmscope.report import Reporter  # noqa: F401  (the formats below)
from asmscope.rules import load_rules

pytestmark = pytest.mark.slow
TARGETS = ["gfx942", "gfx950"]


def _stores(variant):
    kernel = parse_module(open(variant.asm_path).read(), variant.asm_path).kernels[0]
    module = load_ttgir(variant.ir_path("ttgir"))
    assert module is not None
    return [lo for lo in link(module, kernel) if lo.access and "store" in lo.op.name]


@pytest.mark.parametrize("target", TARGETS)
def test_legacy_epilogue_as001_names_its_store_layout_and_16_bits(wgrad_variants: dict, target: str) -> None:
    variant = wgrad_variants[(target, "legacy")]
    outcome = check_variants([variant], load_rules(select=["AS001"]))
    findings = [f for s in outcome.summaries for f in s.findings if f.rule == "AS001"]
    assert findings, "the legacy epilogue must fail AS001"
    for f in findings:
        assert f.ir is not None
        assert f.ir.op.endswith("store") and f.ir.vector_bits == 16
        assert f.ir.layout and f.ir.layout_text and f.ir.layout_text.startswith("#ttg.")
        assert "16" in f.ir.line()
        # the note survives the results cache's round trip and reaches the JSON report
        again = finding_from_dict(json.loads(json.dumps(finding_to_dict(f))))
        assert again.ir == f.ir


@pytest.mark.parametrize("target", TARGETS)
def test_transposed_epilogue_store_is_128_bits_and_became_128_bit_stores(wgrad_variants: dict, target: str) -> None:
    (store,) = _stores(wgrad_variants[(target, "trans")])
    assert store.access.vector_bits == 128
    assert store.instructions and {isa_width(i) for i in store.instructions} == {128}


@pytest.mark.parametrize("target", TARGETS)
def test_legacy_store_prediction_matches_the_isa(wgrad_variants: dict, target: str) -> None:
    (store,) = _stores(wgrad_variants[(target, "legacy")])
    assert store.access.vector_bits == 16
    assert len(store.instructions) == 64 and {isa_width(i) for i in store.instructions} == {16}


def test_a_finding_on_a_shared_memory_write_names_the_local_store(wgrad_variants: dict) -> None:
    from asmscope.findings import Finding, Severity
    from asmscope.ir.explain import explain

    variant = wgrad_variants[("gfx942", "legacy")]
    kernel = parse_module(open(variant.asm_path).read(), variant.asm_path).kernels[0]
    writes = [i for i in kernel.instructions if i.mnemonic.startswith("ds_write") and i.loc is not None]
    assert writes
    made_up = [Finding("AS999", "any-lds-rule", Severity.WARNING, variant.key, "m", asm_line=i.line) for i in writes]
    explained = explain(variant, kernel, made_up)
    assert all(f.ir is not None for f in explained)
    assert {f.ir.op for f in explained} <= {"ttg.local_store", "ttg.local_alloc", "ttg.convert_layout"}
    assert "ttg.local_store" in {f.ir.op for f in explained}
