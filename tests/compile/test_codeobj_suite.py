"""Same answer by either road on the repo's suite: one variant of every kernel of
kernels/asmscope.toml for both targets (the first config of its first shape), compiled now by
asmscope's compile workers (Triton's runtime path), each keeping the `.s` and the `.hsaco` of
the same compile. The code object through llvm-readelf + llvm-objdump must give what the `.s`
gives: instruction sequence, histogram, resources, CFG and loops, occupancy and findings.

The whole suite: `python tests/fixtures/codeobj_equivalence.py --all` (README, "Same answer by
either road")."""

from __future__ import annotations

from pathlib import Path

import codeobj_equivalence as roads
import pytest

from asmscope.parse import codeobj

pytestmark = pytest.mark.skipif(
    codeobj.tool("objdump") is None or codeobj.tool("readelf") is None,
    reason="llvm-objdump-22 / llvm-readelf-22 not installed (the code-object road needs them)",
)


@pytest.fixture(scope="session")
def suite_pairs(tmp_path_factory: pytest.TempPathFactory) -> tuple[list, dict]:
    """(the planned variants, their Roads by index): one compile each, in a temporary directory
    (the compile workers' Triton cache is private to them and thrown away)."""
    plan = roads.spread(roads.plan_suite(), 1)
    return plan, roads.compile_both(plan, Path(tmp_path_factory.mktemp("roads")))


def test_every_kernel_of_the_suite_for_both_targets_is_compiled(suite_pairs):
    plan, pairs = suite_pairs
    every = {(k.name, t) for k in roads.suite_spec().kernels for t in k.targets}
    assert {(pv.key.kernel, pv.key.target) for pv in plan} == every
    assert {i: p for i, p in pairs.items() if not isinstance(p, roads.Roads)} == {}


def test_same_answer_by_both_roads_on_every_kernel(suite_pairs):
    plan, pairs = suite_pairs
    found = {str(plan[i].key): roads.differences(p) for i, p in pairs.items() if isinstance(p, roads.Roads)}
    assert len(found) == len(plan)
    assert {key: d for key, d in found.items() if d} == {}
