"""`--format markdown`: PR-comment tables with the key numbers, escaped for GFM."""

from __future__ import annotations

from dataclasses import replace

from asmscope.compare import DiffReport
from asmscope.findings import CheckReport
from asmscope.report import FORMATS
from asmscope.report.markdown import DETAILS_AFTER, cell


def test_cell_escaping() -> None:
    assert cell("a | b") == r"a \| b"
    assert cell("x\ny") == "x<br>y"
    assert cell("<b>*x*</b> [l](u)") == r"\<b\>\*x\*\</b\> \[l\](u)"
    assert cell("buffer_store_short +64") == "buffer_store_short +64"  # mnemonics stay readable


def test_check_markdown(check_report: CheckReport) -> None:
    text = FORMATS["markdown"].render_check(check_report)
    assert text.startswith("## asmscope: 4 findings in 12 variants\n")
    summary_row = next(line for line in text.splitlines() if line.startswith("| 12 "))
    assert [c.strip() for c in summary_row.strip("|").split("|")] == ["12", "2", "1", "1", "2", "2"]
    assert "### Findings" in text and "<details>" not in text
    assert "kernels/gemm.py:412" in text
    assert r"vgpr_spill 12 \> budget 0 \| scratch 48 bytes" in text  # the pipe does not split the row
    assert "100% of stores, a:b, c<br>use dwordx4" in text
    assert "### Not checked (compile/parse errors)" in text and "compile-error" in text
    assert "2 variants compile to byte-identical code" in text


def test_long_findings_table_is_collapsed(check_report: CheckReport) -> None:
    many = replace(check_report, findings=check_report.findings * (DETAILS_AFTER // 4 + 1))
    text = FORMATS["markdown"].render_check(many)
    assert f"<details><summary>{len(many.findings)} findings</summary>" in text
    assert text.count("</details>") == 1


def test_clean_markdown(clean_report: CheckReport) -> None:
    text = FORMATS["markdown"].render_check(clean_report)
    assert text.startswith("## asmscope: no findings\n")
    assert "### Findings" not in text


def test_diff_markdown(diff_report: DiffReport) -> None:
    text = FORMATS["markdown"].render_diff(diff_report)
    assert text.startswith("## asmscope diff: main → HEAD\n")
    assert "2 variants changed, 1 regressed, 1 unchanged" in text
    assert "### Kernels" in text and "| gemm_wgrad_tn " in text
    assert "buffer_store_short +64, buffer_store_dwordx4 -8" in text
    assert "vgpr 128 → 136, occupancy 2 → 1" in text
    assert "+AS001" in text and "-AS020" in text
    assert "| appeared " in text and "| disappeared " in text
    assert "### Only in main\n\n- gemm_old@gfx942" in text
    assert "### Only in HEAD\n\n- gemm_new@gfx942" in text
    assert "### Not compared (compile/parse errors)" in text
