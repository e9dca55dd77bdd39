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
