"""Same answer by either road on the repo's suite: one variant of every kernel of
kernels/asmscope.toml for both targets (the first config of its first shape), compiled now by
asmscope's compile workers (Triton's runtime path), each keeping the `.s` and the `.hsaco` of
the same compile. The code object through llvm-readelf + llvm-objdump must give what the `.s`
gives: instruction sequence, histogram, resources, CFG and loops, occupancy and findings.
One more variant is the case the road once got wrong: AGPRs in use and an arch-VGPR count that is
not a multiple of 4, which the code object does not record (only accum_offset, rounded up).

The whole suite: `python tests/fixtures/codeobj_equivalence.py --all` (docs/code-objects.md, "Same answer by
either road")."""

from __future__ import annotations

from pathlib import Path

import codeobj_equivalence as roads
import pytest

from asmscope.isa import parse_module
from asmscope.isa.amdgcn import codeobj

ARCH_VGPRS_NOT_RECORDED = (
    "fp8_gemm_nt[llama405b_wide_fwd]{BLOCK_M=128,BLOCK_N=128,BLOCK_K=128,GROUP_M=8,CHUNK=32,kpack=1,"
    "num_warps=4,num_ctas=1,num_stages=3}@gfx950"
)

pytestmark = pytest.mark.skipif(
    codeobj.tool("objdump") is None or codeobj.tool("readelf") is None,
    reason="llvm-objdump-22 / llvm-readelf-22 not installed (the code-object road needs them)",
)


@pytest.fixture(scope="session")
def suite_pairs(tmp_path_factory: pytest.TempPathFactory) -> tuple[list, dict]:
    """(the planned variants, their Roads by index): one compile each, in a temporary directory
    (the compile workers' Triton cache is private to them and thrown away)."""
    suite = roads.plan_suite()
    plan = [*roads.spread(suite, 1), *(pv for pv in suite if str(pv.key) == ARCH_VGPRS_NOT_RECORDED)]
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


def test_the_arch_vgpr_count_the_code_object_does_not_record(suite_pairs):
    plan, pairs = suite_pairs
    [pair] = [pairs[i] for i, pv in enumerate(plan) if str(pv.key) == ARCH_VGPRS_NOT_RECORDED]
    [llvm] = parse_module(pair.asm.read_bytes(), str(pair.asm)).kernels
    [ours] = parse_module(pair.hsaco.read_bytes(), str(pair.hsaco)).kernels
    assert llvm.resources.agpr and llvm.resources.vgpr % 4 and llvm.resources.accum_offset > llvm.resources.vgpr
    assert ours.resources.vgpr == llvm.resources.vgpr
