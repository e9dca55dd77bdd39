"""asmscope.findings: severities, variant keys, fingerprints, the plain-data round trip."""

from __future__ import annotations

import pytest

from asmscope.findings import (
    CheckReport,
    Finding,
    RuleProblem,
    Severity,
    VariantKey,
    finding_from_dict,
    finding_to_dict,
    variant_from_dict,
    variant_to_dict,
)
from asmscope.model import SourceLoc

KEY = VariantKey("gemm", "gfx950", (("BLOCK_M", 256), ("EVEN_K", True)), "wgrad")


def finding(source: str = "/repo/kernels/gemm.py", line: int = 42, asm_line: int = 7, message: str = "m") -> Finding:
    return Finding(
        "AS001",
        "narrow",
        Severity.ERROR,
        KEY,
        message,
        "/c/a.s",
        asm_line,
        "buffer_store_short v1",
        SourceLoc(source, line, 3),
    )


def test_severity_parses_and_orders() -> None:
    assert Severity.parse("Warning") is Severity.WARNING and str(Severity.INFO) == "info"
    assert Severity.ERROR > Severity.WARNING > Severity.INFO
    with pytest.raises(ValueError, match="unknown severity 'fatal'"):
        Severity.parse("fatal")


def test_variant_key_text_and_round_trip() -> None:
    assert str(KEY) == "gemm[wgrad]{BLOCK_M=256,EVEN_K=True}@gfx950"
    assert str(VariantKey("k", "gfx942")) == "k@gfx942"
    assert variant_from_dict(variant_to_dict(KEY)) == KEY


def test_fingerprint_ignores_checkout_location_line_numbers_and_values() -> None:
    base = finding()
    assert finding(source="/other/clone/kernels/gemm.py", asm_line=99, message="other").fingerprint == base.fingerprint
    assert finding(line=43).fingerprint != base.fingerprint  # another Python line is another finding
    assert finding_from_dict(finding_to_dict(base)) == base


def test_report_counts_and_rule_problem_text() -> None:
    report = CheckReport(findings=(finding(), finding(line=1)), errors=(), variants_checked=1)
    assert (report.count(Severity.ERROR), report.count(Severity.WARNING)) == (2, 0)
    assert str(RuleProblem("r.yaml", "check.max", "bad")) == "r.yaml: key 'check.max': bad"
    assert str(RuleProblem("r.yaml", "", "bad")) == "r.yaml: bad"


def test_asm_variants_are_keyed_by_their_file() -> None:
    """issue 24.4: two `--asm` files defining one symbol are two variants, to a baseline too;
    the same file in another clone keeps its fingerprint."""
    a, b = VariantKey("k", "gfx950", asm="asm/a.s"), VariantKey("k", "gfx950", asm="asm/b.s")
    assert (str(a), a != b) == ("asm/a.s::k@gfx950", True)
    assert variant_from_dict(variant_to_dict(a)) == a and "asm" not in variant_to_dict(KEY)

    def at(key: VariantKey) -> Finding:
        return Finding("AS017", "m0", Severity.ERROR, key, "m", key.asm, 7, "buffer_load_dwordx4", None, anchor="k+1")

    assert at(a).fingerprint != at(b).fingerprint
    assert at(VariantKey("k", "gfx950", asm="/ci/work/asm/a.s")).fingerprint == at(a).fingerprint


def test_fingerprint_without_source_is_its_place_below_a_label() -> None:
    """issue 24.3: without `.loc`, the nearest label and the distance from it tell findings apart."""
    no_source = Finding("AS017", "m0", Severity.ERROR, KEY, "m", "a.s", 7, "s_ttracedata", None, anchor=".LBB0_3+2")
    assert finding_from_dict(finding_to_dict(no_source)) == no_source
    elsewhere = Finding("AS017", "m0", Severity.ERROR, KEY, "m", "a.s", 90, "s_ttracedata", None, anchor=".LBB0_3+40")
    moved = Finding("AS017", "m0", Severity.ERROR, KEY, "other", "a.s", 12, "s_ttracedata", None, anchor=".LBB0_3+2")
    assert no_source.fingerprint != elsewhere.fingerprint and no_source.fingerprint == moved.fingerprint
    assert str(RuleProblem("k.py", "", "bad", line=3)) == "k.py:3: bad"
