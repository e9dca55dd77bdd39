"""Pairing and deltas of `asmscope diff`, on hand-made summaries."""

from asmscope.compare import VariantSummary, diff_summaries, summary_metrics
from asmscope.findings import Finding, Severity, VariantKey


def _summary(config: int, target: str, hist: dict[str, int], vgpr: int = 128, findings=()) -> VariantSummary:
    key = VariantKey("k", target, (("BLOCK_M", config),), "s")
    metrics = summary_metrics({"instructions": sum(hist.values()), "vgpr": vgpr, "occupancy": 2})
    return VariantSummary(key, tuple(sorted(hist.items())), metrics, tuple(findings))


def _finding(target: str, config: int) -> Finding:
    key = VariantKey("k", target, (("BLOCK_M", config),), "s")
    rule, name = "AS001", "narrow-store-in-wgrad"
    return Finding(rule, name, Severity.ERROR, key, "narrow store", instruction="buffer_store_short")


def test_pairs_orders_and_reports_one_sided_variants() -> None:
    base = {"v_mov_b32_e32": 300, "buffer_store_dwordx4": 8, "v_mfma_f32_32x32x16_fp8_fp8": 64}
    legacy = {"v_mov_b32_e32": 149, "buffer_store_short": 64, "v_mfma_f32_32x32x16_fp8_fp8": 64}
    a = [_summary(256, "gfx942", base), _summary(128, "gfx942", base), _summary(64, "gfx942", base)]
    b = [
        _summary(256, "gfx942", legacy, findings=[_finding("gfx942", 256)]),
        _summary(128, "gfx942", base),
        _summary(32, "gfx942", base),
    ]
    report = diff_summaries(a, b, "main", "legacy")
    assert [str(v.key) for v in report.variants] == ["k[s]{BLOCK_M=256}@gfx942"]
    v = report.variants[0]
    # memory changes come first, even though the VALU churn is bigger
    assert [(c.name, c.delta) for c in v.histogram][:2] == [("buffer_store_short", 64), ("buffer_store_dwordx4", -8)]
    assert [f.rule for f in v.findings_added] == ["AS001"] and v.regressed
    assert report.unchanged == 1
    assert [str(k) for k in report.only_a] == ["k[s]{BLOCK_M=64}@gfx942"]
    assert [str(k) for k in report.only_b] == ["k[s]{BLOCK_M=32}@gfx942"]
    (kernel,) = report.kernels
    assert (kernel.variants_changed, kernel.variants_paired, kernel.findings_added) == (1, 2, 1)


def test_metric_filter_and_top() -> None:
    a = [_summary(i, "gfx950", {"v_add_u32_e32": 10}, vgpr=100) for i in range(4)]
    b = [_summary(i, "gfx950", {"v_add_u32_e32": 10 + i}, vgpr=100 + (8 if i == 3 else 0)) for i in range(4)]
    report = diff_summaries(a, b, "a", "b")
    assert [dict(v.key.config)["BLOCK_M"] for v in report.variants] == [3, 2, 1]  # biggest change first
    assert len(diff_summaries(a, b, "a", "b", top=2).variants) == 2
    only_vgpr = diff_summaries(a, b, "a", "b", metric_filter=["vgpr"])
    assert [dict(v.key.config)["BLOCK_M"] for v in only_vgpr.variants] == [3]
    assert only_vgpr.variants[0].regressed  # more VGPRs is a regression
    assert diff_summaries(a, b, "a", "b", metric_filter=["v_add*"]).variants
