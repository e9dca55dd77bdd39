"""asmscope.prune's judgement on its own: the cases the compiled test kernel does not reach."""

from __future__ import annotations

from dataclasses import replace

from asmscope.compare import summary_metrics
from asmscope.findings import VariantError, VariantKey, VariantSummary
from asmscope.prune import list_facts, prune_space
from asmscope.variant import Variant


def _variant(config: dict, shape: str, sha: str, lds: int = 0, spills: int = 0) -> tuple:
    key = VariantKey("k", "gfx950", tuple(config.items()), shape)
    variant = Variant(key, "", sha, launch_lds_bytes=lds)
    summary = VariantSummary(key, (), summary_metrics({"lds_bytes": lds, "vgpr_spill": spills, "occupancy": 2}), ())
    return key, variant, summary


def _prune(*cells: tuple, copies: int = 1, errors: tuple = ()):
    return prune_space(
        [(key, copies) for key, _, _ in cells], [v for _, v, _ in cells], [s for _, _, s in cells], errors
    ).kernels[0]


A = {"BLOCK": 64, "kpack": 1, "num_warps": 4}
B = {"BLOCK": 64, "kpack": 2, "num_warps": 4}
C = {"BLOCK": 128, "kpack": 1, "num_warps": 4}


def test_a_twin_on_one_shape_only_is_kept() -> None:
    """The pruner cannot tell shapes apart at run time: a twin must be one on every shape."""
    k = _prune(_variant(A, "s1", "x"), _variant(B, "s1", "x"), _variant(A, "s2", "y"), _variant(B, "s2", "z"))
    assert k.drops == () and k.keep == (tuple(A.items()), tuple(B.items()))


def test_same_code_with_other_constexprs_is_not_a_twin() -> None:
    """Different constexprs may give a different grid: only launch options may differ."""
    k = _prune(_variant(A, "s", "x"), _variant(C, "s", "x"))
    assert k.drops == ()


def test_same_code_with_other_launch_lds_is_not_a_twin() -> None:
    k = _prune(_variant(A, "s", "x", lds=1024), _variant(B, "s", "x", lds=2048))
    assert k.drops == ()


def test_when_nothing_can_launch_the_list_is_left_whole() -> None:
    k = _prune(_variant(A, "s", "x", lds=1 << 20), _variant(C, "s", "y", lds=1 << 20))
    assert k.drops == () and len(k.keep) == 2


def test_a_failed_variant_leaves_its_kernel_unjudged() -> None:
    a, b = _variant(A, "s", "x"), _variant(B, "s", "x")
    error = VariantError(b[0], "compile-error", "boom")
    k = prune_space([(a[0], 1), (b[0], 1)], [a[1]], [a[2]], [error]).kernels[0]
    assert k.not_judged and "boom" in k.not_judged and k.drops == ()


def test_heuristics_never_drop_every_config() -> None:
    k = _prune(_variant(A, "s", "x", spills=4), _variant(C, "s", "y", spills=8))
    assert k.heuristic == ()
    k = _prune(_variant(A, "s", "x", spills=4), _variant(C, "s", "y"))
    assert [d.reason for d in k.heuristic] == ["spills"] and k.heuristic[0].config == tuple(A.items())


def test_compile_seconds_come_from_the_variants_and_the_facts_from_the_judgement() -> None:
    """A drop costs the compile time its variants carry from their cache records; `list_facts`
    gives the rule on the waste (AS023) the list's judgement, on the first kept config's variant."""
    a, b = _variant(A, "s", "x"), _variant(B, "s", "x")
    b = (b[0], replace(b[1], compile_seconds=2.5), b[2])
    pruning = prune_space([(a[0], 2), (b[0], 1)], [a[1], b[1]], [a[2], b[2]])
    [k] = pruning.kernels
    assert [(d.reason, d.compile_seconds) for d in k.drops] == [("duplicate", 0.0), ("identical-code", 2.5)]
    assert list_facts(pruning) == {
        a[0]: (
            ("prunable_configs", 2),
            ("prune_listed", 3),
            ("prune_kept", 1),
            ("prune_drops", "1 duplicate, 1 identical-code"),
            ("prune_compile_seconds", "2.5"),
        )
    }
    lean = prune_space([(a[0], 1)], [a[1]], [a[2]])
    assert list_facts(lean) == {}  # nothing to drop: nothing to report
