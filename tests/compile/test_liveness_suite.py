"""The AMD liveness oracle on the repository's whole suite (kernels/asmscope.toml: every variant,
gfx942 and gfx950), compiled now by asmscope's compile workers, and on LLVM 22's output for it
(`llc-22 -O3` on each variant's LLVM IR): the peak of live VGPRs, AGPRs and SGPRs never exceeds
what LLVM allocated. How far below it sits is measured and noted (docs/pressure.md, "The AMD
oracle"); tests/analysis/test_liveness.py holds the committed fixtures to the granule exactly.

By default it checks one variant of each kernel x target (20 variants: the test session's share);
ASMSCOPE_LIVENESS_PER_KERNEL=N checks N of each, and =all every variant (about 25 minutes here).
`python tests/fixtures/liveness_bound.py --all` prints the same with the notes."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import liveness_bound as oracle
import pytest

pytestmark = pytest.mark.skipif(shutil.which(oracle.LLC) is None, reason="llc-22 (LLVM 22) is not installed")


@pytest.fixture(scope="session")
def suite_listings(tmp_path_factory: pytest.TempPathFactory) -> tuple[list, list[str], list[str], int]:
    per_kernel = os.environ.get("ASMSCOPE_LIVENESS_PER_KERNEL", "1")
    plan = oracle.roads.spread(oracle.roads.plan_suite(), None if per_kernel == "all" else int(per_kernel))
    listings, failed, beyond_llvm22 = oracle.compile_listings(plan, Path(tmp_path_factory.mktemp("liveness")))
    return listings, failed, beyond_llvm22, len(plan)


def test_every_variant_compiles_by_both_producers(suite_listings):
    """Every variant has Triton's listing; every one but the gfx950 async-copy variants, whose IR
    LLVM 22 cannot read (472 of the 1,600: liveness_bound.ASYNC_LDS_LOAD), has llc-22's too."""
    listings, failed, beyond_llvm22, planned = suite_listings
    assert failed == []
    assert all(key.endswith("@gfx950") for key in beyond_llvm22)
    by = {p: sum(listing.producer == p for listing, _ in listings) for p in ("triton", oracle.LLC)}
    assert by[oracle.LLC] + len(beyond_llvm22) == by["triton"] <= planned


def test_the_peak_never_exceeds_what_llvm_allocated(suite_listings):
    listings = suite_listings[0]
    problems = []
    below = 0
    for listing, target in listings:
        found, notes, slack = oracle.check_listing(listing, target)
        problems += found
        below += len(notes)
        assert all(s >= 0 for s in slack.values()), (listing.key, slack)
        # each peak a granule below has its class; llc-22's are settled by LLVM 22 itself
        classes = {n.rsplit("[", 1)[-1].rstrip("]") for n in notes}
        assert classes <= set(oracle.CLASSES), notes
        if listing.producer == oracle.LLC:
            assert classes <= set(oracle.LLVM_CLASSES), notes
    assert problems == []
    # most peaks reach their allocation to within a granule: a run where they no longer do
    # would mean the liveness lost registers
    assert below <= len(listings) // 4, below
