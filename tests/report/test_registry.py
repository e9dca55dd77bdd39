"""The format registry and the helpers every format shares."""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.compare import Change, DiffReport
from asmscope.findings import CheckReport
from asmscope.report import DEFAULT_FORMAT, FORMATS, format_changes
from asmscope.report._common import check_summary, format_metric_changes, relative_path

EMPTY_DIFF = DiffReport(ref_a="a", ref_b="b", variants=(), kernels=(), only_a=(), only_b=(), unchanged=3)


def test_registry_names_every_format_once() -> None:
    assert set(FORMATS) == {"table", "json", "sarif", "junit", "github", "markdown", "html"}
    assert DEFAULT_FORMAT == "table"
    for name, reporter in FORMATS.items():
        assert reporter.name == name
        assert reporter.description


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_every_format_renders_every_report(
    name: str, check_report: CheckReport, clean_report: CheckReport, diff_report: DiffReport
) -> None:
    reporter = FORMATS[name]
    for text in (reporter.render_check(check_report), reporter.render_diff(diff_report)):
        assert text.endswith("\n")
    clean = ((reporter.render_check(clean_report), reporter.render_check(check_report)),
             (reporter.render_diff(EMPTY_DIFF), reporter.render_diff(diff_report)))  # fmt: skip
    for text, full in clean:
        assert "AS001" in full and "AS001" not in text  # nothing to show of the findings
        assert text == "" or text.endswith("\n")


def test_format_changes_biggest_first_with_signs() -> None:
    changes = [Change("buffer_store_dwordx4", 8, 0), Change("buffer_store_short", 0, 64), Change("s_nop", 3, 3)]
    assert format_changes(changes) == "buffer_store_short +64, buffer_store_dwordx4 -8"


def test_format_changes_limit_says_how_many_were_left_out() -> None:
    changes = [Change(f"op{i}", 0, i) for i in range(1, 10)]
    assert format_changes(changes, limit=2) == "op9 +9, op8 +8, … 7 more"
    assert format_changes([]) == ""


def test_format_metric_changes() -> None:
    changes = [Change("vgpr", 128, 136), Change("scratch_bytes", None, 256)]
    assert format_metric_changes(changes) == "vgpr 128 → 136, scratch_bytes - → 256"


def test_relative_path(repo: Path) -> None:
    assert relative_path(str(repo / "kernels" / "gemm.py")) == "kernels/gemm.py"
    assert relative_path("kernels/gemm.py") == "kernels/gemm.py"
    assert relative_path("/elsewhere/k.py") == "/elsewhere/k.py"
    assert relative_path("") == ""


def test_check_summary_counts(check_report: CheckReport) -> None:
    assert check_summary(check_report) == (
        "4 findings (2 errors, 1 warning, 1 info), 2 variants not checked (compile/parse errors), "
        "12 variants checked, 2 suppressed (triton 3.4.0; targets gfx942, gfx950)"
    )
