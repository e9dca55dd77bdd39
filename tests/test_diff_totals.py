"""`diff --top N` shows N variants but keeps the true totals (issue 14.5): the summary line, the
JSON summary and `--fail-on-regression` count every changed variant."""

from __future__ import annotations

import json

from asmscope.compare import VariantSummary, diff_summaries, summary_metrics
from asmscope.findings import VariantKey
from asmscope.report import FORMATS


def _side(stores: dict[int, int], vgpr: dict[int, int]) -> list[VariantSummary]:
    out = []
    for cfg in range(256):
        key = VariantKey("fp8_gemm_tn", "gfx942", (("CONFIG", cfg),), "wgrad")
        hist = {"buffer_store_short": stores.get(cfg, 0), "v_mfma_f32_32x32x16_fp8_fp8": 64}
        metrics = summary_metrics({"instructions": 100, "vgpr": vgpr.get(cfg, 128), "occupancy": 2})
        out.append(VariantSummary(key, tuple(sorted(hist.items())), metrics, ()))
    return out


def test_top_keeps_the_true_totals() -> None:
    a = _side({}, {})
    b = _side({c: 64 for c in range(256)}, {c: 136 for c in range(0, 256, 2)})  # 256 changed, 128 regressed
    full = diff_summaries(a, b, "main", "HEAD")
    top = diff_summaries(a, b, "main", "HEAD", top=5)
    assert len(top.variants) == 5 and top.total == full.total
    assert (top.total.changed, top.total.regressed) == (256, 128)
    for fmt in ("table", "markdown"):
        text = FORMATS[fmt].render_diff(top)
        assert "5 of 256 variants changed shown, 128 regressed, 0 unchanged" in text, fmt
        assert "256 variants changed, 128 regressed" in FORMATS[fmt].render_diff(full)
    summary = json.loads(FORMATS["json"].render_diff(top))["summary"]
    assert (summary["variants_changed"], summary["variants_shown"], summary["regressed"]) == (256, 5, 128)
    one = diff_summaries(a[:1], b[:1], "main", "HEAD")
    assert "1 variant changed, 1 regressed" in FORMATS["table"].render_diff(one)


def test_fail_on_regression_counts_the_variants_top_leaves_out() -> None:
    a = _side({}, {})
    b = _side({c: 64 for c in range(254)}, {254: 136, 255: 136})  # two regressions, the smallest changes
    top = diff_summaries(a, b, "main", "HEAD", top=1)
    # what got worse is shown first, and the exit code reads the total, not what --top shows
    assert [str(v.key) for v in top.variants] == [str(top.regressions[0].key)]
    assert len(top.regressions) == 1 and top.total.regressed == 2
