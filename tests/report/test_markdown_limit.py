"""`--format markdown` fits a PR comment however large the run (issue 14.2).

The reports are built from real compiler output: the rules run on every real `.s` file of
tests/fixtures/asm (both targets; the wgrad files with the `wgrad` tag), and each file's summary
stands for 160 autotune configs, as a whole-suite run of 1,600 variants would give.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from asmscope.compare import VariantSummary, diff_summaries
from asmscope.findings import CheckReport, VariantKey
from asmscope.pipeline import check_variants
from asmscope.report import FORMATS
from asmscope.report.markdown import COMMENT_LIMIT
from asmscope.rules import builtin_rules_dir, load_rules
from asmscope.variant import Variant

ASM = Path(__file__).parents[1] / "fixtures" / "asm"
CONFIGS = 160


def _real(name: str) -> VariantSummary:
    path = ASM / name
    target = name.split("_", 1)[0]
    tags = ("wgrad", "gemm") if "wgrad" in name else ("gemm",)
    rules = load_rules([builtin_rules_dir()], select=["ALL"])
    variant = Variant(VariantKey(name.removesuffix(".s"), target), str(path), "", tags)
    (summary,) = check_variants([variant], rules).summaries
    return summary


def _many(summary: VariantSummary, kernel: str) -> list[VariantSummary]:
    out = []
    for i in range(CONFIGS):
        key = VariantKey(kernel, summary.key.target, (("BLOCK_M", 64 * (1 + i % 4)), ("CONFIG", i)), "llama70b")
        out.append(replace(summary, key=key, findings=tuple(replace(f, variant=key) for f in summary.findings)))
    return out


@pytest.fixture(scope="module")
def real() -> dict[str, VariantSummary]:
    names = sorted(p.name for p in ASM.glob("gfx9*.s") if "objdump" not in p.name)
    assert len(names) == 10
    return {n: _real(n) for n in names}


def test_check_of_1600_real_variants_fits_a_comment(real: dict[str, VariantSummary]) -> None:
    summaries = [s for name, one in real.items() for s in _many(one, name.split("_", 1)[1].removesuffix(".s"))]
    findings = tuple(f for s in summaries for f in s.findings)
    report = CheckReport(findings, (), len(summaries), "3.9.0", targets=("gfx942", "gfx950"))
    assert len(summaries) == 1600 and len(findings) > 500

    full = FORMATS["markdown"].full_text.render_check(report)
    text = FORMATS["markdown"].render_check(report)
    assert len(full) > 3 * COMMENT_LIMIT  # the uncut text is what GitHub refused
    assert len(text) <= COMMENT_LIMIT
    # the summary and the per-rule counts are the true totals of the whole run
    assert text.startswith(f"## asmscope: {len(findings)} findings in 1600 variants\n")
    by_rule = {f.rule for f in findings}
    for rule in by_rule:
        n = sum(1 for f in findings if f.rule == rule)
        assert any(line.startswith(f"| {rule} ") and f" | {n} | " in line for line in text.splitlines()), rule
    shown = sum(1 for line in text.splitlines() if line.startswith("| ") and "@gfx9" in line)
    assert 0 < shown < len(findings)
    assert f"{len(findings) - shown} more findings: see the full report" in text
    assert "--format json --output asmscope.json" in text and "--full" in text
    # errors first: a cut findings table keeps the most severe findings
    severities = [line.split(" | ")[2] for line in text.splitlines() if line.startswith("| ") and "@gfx9" in line]
    assert severities == sorted(severities, key=["error", "warning", "info"].index)


def test_diff_of_1600_real_variants_fits_a_comment(real: dict[str, VariantSummary]) -> None:
    """Every wgrad variant swaps the transposed epilogue for the legacy one; the rest are unchanged."""
    side_a, side_b = [], []
    for name, one in real.items():
        if "legacy" in name:
            continue
        kernel = name.split("_", 1)[1].removesuffix(".s").replace("transposed", "wgrad")
        before = _many(one, kernel)
        after = before
        if "transposed" in name:
            legacy = _many(real[name.replace("transposed", "legacy")], kernel)
            after = [replace(b, findings=tuple(replace(f, variant=b.key) for f in b.findings)) for b in legacy]
        side_a += before * 2  # 8 files x 160 x 2 shapes' worth
        side_b += after * 2
    report = diff_summaries(side_a, side_b, "main", "HEAD")
    assert len(report.variants) == 2 * CONFIGS
    full = FORMATS["markdown"].full_text.render_diff(report)
    text = FORMATS["markdown"].render_diff(report)
    assert len(full) > COMMENT_LIMIT >= len(text)
    assert f"{2 * CONFIGS} variants changed" in text
    assert "buffer_store_short +64" in text  # the top change survives the cut
    assert "more variants: see the full report" in text and "asmscope diff main HEAD --format json" in text


def test_a_small_report_is_not_cut(real: dict[str, VariantSummary]) -> None:
    one = real["gfx942_wgrad_legacy_bm256.s"]
    report = CheckReport(one.findings, (), 1)
    assert FORMATS["markdown"].render_check(report) == FORMATS["markdown"].full_text.render_check(report)
    assert "full report" not in FORMATS["markdown"].render_check(report)
