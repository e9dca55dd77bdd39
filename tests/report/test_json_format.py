"""`--format json`: documented keys, values that round-trip, diff layout."""

from __future__ import annotations

import json

from asmscope.compare import DiffReport
from asmscope.findings import CheckReport, VariantKey
from asmscope.report import FORMATS

from .conftest import NARROW_MESSAGE, WGRAD

FINDING_KEYS = [
    "rule", "name", "severity", "kernel", "target", "config", "shape", "asm_path", "asm_line",
    "instruction", "source", "message", "detail", "fingerprint", "llvm_miss", "anchor",
]  # fmt: skip
ERROR_KEYS = ["kernel", "target", "config", "shape", "kind", "message", "detail"]
SUMMARY_KEYS = [
    "variants_checked", "findings", "error", "warning", "info", "llvm_misses", "errors", "suppressed",
    "suppressed_bare", "rule_errors", "out_of_scope",
]  # fmt: skip


def test_check_document_layout(check_report: CheckReport) -> None:
    doc = json.loads(FORMATS["json"].render_check(check_report))
    assert list(doc) == [
        "asmscope_version", "triton_version", "targets", "findings", "errors", "identical", "rule_errors",
        "out_of_scope", "summary", "run",
    ]  # fmt: skip
    assert all(list(f) == [*FINDING_KEYS, "variants"] for f in doc["findings"])
    assert all(list(e) == ERROR_KEYS for e in doc["errors"])
    assert list(doc["summary"]) == SUMMARY_KEYS
    assert doc["summary"] == {
        "variants_checked": 12, "findings": 4, "error": 2, "warning": 1, "info": 1, "llvm_misses": 0, "errors": 2,
        "suppressed": 2, "suppressed_bare": 0, "rule_errors": 0, "out_of_scope": 0,
    }  # fmt: skip
    assert doc["targets"] == ["gfx942", "gfx950"]
    assert doc["identical"] == [[str(WGRAD), "gemm_nt{BLOCK_M=128}@gfx950"]]


def test_check_findings_round_trip(check_report: CheckReport) -> None:
    doc = json.loads(FORMATS["json"].render_check(check_report))
    first, no_source = doc["findings"][0], doc["findings"][1]
    finding = check_report.findings[0]
    assert first["message"] == NARROW_MESSAGE
    assert first["severity"] == "error"
    assert first["config"] == {"BLOCK_M": 256, "BLOCK_N": 128, "WGRAD_TRANS_STORE": False, "num_warps": 8}
    assert first["source"] == {"file": finding.source.file, "line": 412, "column": 13}
    assert first["asm_line"] == 1234
    assert first["fingerprint"] == finding.fingerprint
    assert no_source["source"] is None
    assert doc["errors"][0]["detail"].startswith("\x1b[31m")


def test_unprintable_config_values_are_strings() -> None:
    odd = VariantKey("k", "gfx942", (("dtype", object),))
    report = CheckReport(findings=(), errors=(), variants_checked=1, identical=((odd,),))
    doc = json.loads(FORMATS["json"].render_check(report))
    assert doc["identical"] == [["k{dtype=<class 'object'>}@gfx942"]]


def test_diff_document_layout(diff_report: DiffReport) -> None:
    doc = json.loads(FORMATS["json"].render_diff(diff_report))
    assert list(doc) == [
        "asmscope_version", "triton_version", "ref_a", "ref_b", "variants", "kernels", "only_a", "only_b",
        "only_b_regressed", "unchanged", "errors_a", "errors_b", "rule_errors", "summary",
    ]  # fmt: skip
    wgrad = doc["variants"][0]
    assert (wgrad["kernel"], wgrad["shape"], wgrad["regressed"]) == ("gemm_wgrad_tn", "wgrad-4k", True)
    assert wgrad["histogram"] == [
        {"name": "buffer_store_short", "before": None, "after": 64, "delta": 64},
        {"name": "buffer_store_dwordx4", "before": 8, "after": None, "delta": -8},
    ]
    assert {"name": "vgpr", "before": 128, "after": 136, "delta": 8} in wgrad["metrics"]
    assert [f["rule"] for f in wgrad["findings_added"]] == ["AS001"]
    assert list(wgrad["findings_added"][0]) == FINDING_KEYS
    assert [f["rule"] for f in doc["variants"][1]["findings_removed"]] == ["AS020"]
    assert doc["only_a"] == [{"kernel": "gemm_old", "target": "gfx942", "config": {}, "shape": ""}]
    assert doc["kernels"][1]["variants_changed"] == 1
    assert doc["summary"] == {
        "variants_changed": 2, "variants_shown": 2, "regressed": 1, "unchanged": 1, "only_a": 1, "only_b": 1,
        "only_b_regressed": 0, "findings_added": 1, "findings_removed": 1, "errors_a": 0, "errors_b": 1,
        "rule_errors": 0, "metadata_drift": 0,
    }  # fmt: skip
