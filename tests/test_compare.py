"""Pairing and deltas of `asmscope diff`, on hand-made summaries."""

from asmscope.compare import VariantSummary, category_changes, diff_summaries, mnemonic_category, summary_metrics
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
    # by category: the two buffer stores net +56, the VALU moves -151, the MFMAs unchanged
    assert [(c.name, c.delta) for c in v.categories] == [("valu", -151), ("vmem_buffer", 56)]
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


def test_metadata_drift_on_real_output(tmp_path) -> None:
    """aiter#5409's case on real compiler output: the same instruction stream with only the
    private segment (scratch) size changed is called out as metadata drift; the same resource
    change with one operand changed is not drift."""
    import hashlib
    from pathlib import Path

    from asmscope.pipeline import check_variants
    from asmscope.rules import RuleSet
    from asmscope.variant import Variant

    real = (Path(__file__).parent / "rules" / "real" / "wgrad_trans_gfx950.s").read_text()
    assert real.count("160") >= 3
    sides = {
        "a": real,
        "drift": real.replace("private_segment_fixed_size 160", "private_segment_fixed_size 472")
        .replace("ScratchSize: 160", "ScratchSize: 472")
        .replace("private_segment_fixed_size: 160", "private_segment_fixed_size: 472"),
    }
    # the same scratch change, with one spill's offset changed too: the code is not the same
    sides["code"] = sides["drift"].replace("offset:136 ; 4-byte Folded Spill", "offset:132 ; 4-byte Folded Spill", 1)
    summaries = {}
    for name, text in sides.items():
        path = tmp_path / f"{name}.s"
        path.write_text(text)
        key = VariantKey("wgrad", "gfx950", (("BLOCK_M", 256),), "s")
        v = Variant(key, str(path), hashlib.sha256(path.read_bytes()).hexdigest(), (), key.config)
        (summaries[name],) = check_variants([v], RuleSet((), {}), None).summaries
    hot, whole = summaries["a"].metric("hot_loop_instructions"), summaries["a"].metric("instructions")
    assert hot is not None and 0 < hot < whole  # the K loop of the GEMM
    drift = diff_summaries([summaries["a"]], [summaries["drift"]], "3.6", "3.9")
    (d,) = drift.variants
    assert d.metadata_drift and not d.histogram and drift.total.metadata_drift == 1
    assert [(c.name, c.before, c.after) for c in d.metrics] == [("scratch_bytes", 160, 472)]
    code = diff_summaries([summaries["a"]], [summaries["code"]], "3.6", "3.9")
    assert code.total.changed == 1 and not code.variants[0].metadata_drift


def test_kernels_are_ranked_by_what_got_worse_with_the_worst_change() -> None:
    def summary(kernel: str, cfg: int, vgpr: int, occupancy: int, movs: int) -> VariantSummary:
        key = VariantKey(kernel, "gfx950", (("BLOCK_M", cfg),), "s")
        metrics = summary_metrics({"instructions": movs, "vgpr": vgpr, "occupancy": occupancy})
        return VariantSummary(key, (("v_mov_b32_e32", movs),), metrics, ())

    a = [summary("big_churn", c, 128, 2, 100) for c in (1, 2)] + [summary("worse", c, 128, 2, 10) for c in (1, 2)]
    b = [summary("big_churn", c, 120, 2, 400) for c in (1, 2)]
    b += [summary("worse", 1, 136, 2, 10), summary("worse", 2, 256, 1, 10)]
    report = diff_summaries(a, b, "3.6", "3.9")
    assert [k.kernel for k in report.kernels] == ["worse", "big_churn"]  # though big_churn changed more
    worse = report.kernels[0]
    assert worse.variants_regressed == 2
    assert [(c.name, c.before, c.after) for c in worse.worst] == [("vgpr", 128, 256), ("occupancy", 2, 1)]
    assert [v.key.kernel for v in report.variants][:2] == ["worse", "worse"]


def test_vgprs_and_agprs_count_as_one_register_file() -> None:
    """gfx942/gfx950 hold VGPRs and AGPRs in one file (AGPRs from accum_offset, the VGPR count
    rounded up to 4): accumulators moved from AGPRs to VGPRs at the same total are no
    regression, a bigger total is, and without AGPRs the VGPR count is judged alone."""

    def summary(cfg: int, vgpr: int, agpr: int | None) -> VariantSummary:
        key = VariantKey("k", "gfx942", (("BLOCK_M", cfg),), "s")
        return VariantSummary(key, (), summary_metrics({"vgpr": vgpr, "agpr": agpr, "occupancy": 2}), ())

    a = [summary(1, 130, 128), summary(2, 130, 128), summary(3, 100, 0), summary(4, 100, None)]
    b = [summary(1, 260, 0), summary(2, 132, 132), summary(3, 104, 0), summary(4, 104, None)]
    by_cfg = {dict(v.key.config)["BLOCK_M"]: v for v in diff_summaries(a, b, "3.6", "3.9").variants}
    moved, grown, no_agprs, unknown = by_cfg[1], by_cfg[2], by_cfg[3], by_cfg[4]
    assert (moved.total_vgpr.before, moved.total_vgpr.after) == (260, 260)  # 132 + 128 -> 260 + 0
    assert [c.name for c in moved.metrics] == ["vgpr", "agpr"] and not moved.regressed
    assert [(c.name, c.before, c.after) for c in grown.regressions] == [("total_vgpr", 260, 264)]
    assert no_agprs.total_vgpr is None and [c.name for c in no_agprs.regressions] == ["vgpr"]
    assert unknown.total_vgpr is None and unknown.regressed
    (kernel,) = diff_summaries(a, b, "3.6", "3.9").kernels
    assert kernel.variants_regressed == 3
    assert [(c.name, c.before, c.after) for c in kernel.worst] == [("vgpr", 100, 104), ("total_vgpr", 260, 264)]


def test_a_new_variant_with_spills_or_findings_is_judged() -> None:
    """A config only side B has (the newcomer's that spills 160 VGPRs) has nothing to pair with;
    its spills or findings make it regressed, a clean one does not."""
    base = {"v_mov_b32_e32": 10}
    spilling = VariantSummary(
        VariantKey("k", "gfx942", (("BLOCK_M", 512),), "s"),
        tuple(base.items()),
        summary_metrics({"instructions": 10, "vgpr": 512, "vgpr_spill": 160, "occupancy": 1}),
        (),
    )
    a = [_summary(256, "gfx942", base)]
    b = [
        _summary(256, "gfx942", base),
        spilling,
        _summary(32, "gfx942", base),
        _summary(64, "gfx950", base, findings=[_finding("gfx950", 64)]),
    ]
    report = diff_summaries(a, b, "main", "new")
    assert report.total.regressed == 0 and len(report.only_b) == 3
    judged = {str(v.key): v.why for v in report.new_regressed}
    assert judged == {"k[s]{BLOCK_M=512}@gfx942": "vgpr_spill 160", "k[s]{BLOCK_M=64}@gfx950": "1 finding"}


def test_sass_mnemonics_keep_their_category_in_a_diff() -> None:
    """Real SASS (two H100 cubins of kernels/layernorm.py's forward in two configs, and of
    kernels/nv_matmul.py in fp16 and fp8):
    the diff's categories are the ones the SASS parser gave each instruction, so no ALU opcode
    (FADD, FMUL, FFMA, FMNMX, IADD3, IMAD, LOP3, SHF, MUFU, F2F/I2F, HFMA2, ...) reads `unknown`."""
    from collections import Counter
    from pathlib import Path

    import pytest

    from asmscope.isa.sass import reader as sass

    if sass.tool("nvdisasm") is None:
        pytest.skip("nvdisasm not available")
    h100 = Path(__file__).parent / "fixtures" / "nvidia" / "h100"
    named = {"FADD", "FMUL", "FFMA", "IADD3", "IMAD", "LOP3", "SHF", "MUFU", "I2F", "I2FP", "F2FP", "HFMA2"}
    seen: set[str] = set()
    pairs = (
        ("22_layernorm_fwd", "23_layernorm_fwd", "layernorm_fwd_kernel"),
        ("36_matmul_fp16", "42_matmul_fp8", "matmul_kernel"),
    )
    for entry_a, entry_b, function in pairs:
        sides = []
        for entry in (entry_a, entry_b):
            path = h100 / entry / f"{function}.cubin"
            (kernel,) = sass.parse_cubin(path.read_bytes(), str(path)).kernels
            instructions = kernel.instructions
            assert all(mnemonic_category(i.mnemonic, "cuda:90") is i.category for i in instructions)
            sides.append((Counter(i.mnemonic for i in instructions), Counter(i.category for i in instructions)))
        (hist_a, cats_a), (hist_b, cats_b) = sides
        a, b = _summary(1, "cuda:90", dict(hist_a)), _summary(1, "cuda:90", dict(hist_b))
        report = diff_summaries([a], [b], "a", "b")
        (variant,) = report.variants
        expected = {c.value: cats_b[c] - cats_a[c] for c in cats_a.keys() | cats_b.keys() if cats_b[c] != cats_a[c]}
        assert {c.name: c.delta for c in variant.categories} == expected
        assert "unknown" not in expected and "alu" in expected
        (kernel_diff,) = report.kernels
        assert "unknown" not in {c.name for c in category_changes(kernel_diff.histogram)}
        seen |= {m.split(".")[0] for m in hist_a | hist_b} & named
    assert seen == named  # the opcodes named above are all in these kernels
