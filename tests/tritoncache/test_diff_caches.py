"""`asmscope diff --triton-cache A --triton-cache B`: the caches of two Triton releases (3.6,
built by the release's own interpreter, and this environment's), paired by kernel and
specialisation, not by Triton's hash (which differs between releases)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.e2e.conftest import run_cli

from .conftest import MATMUL_ARGS, fill_cache, isa_files

pytestmark = pytest.mark.slow

OLD = Path.home() / ".cache" / "asmscope-tests" / "toolchains" / "triton-3.6.0" / "bin" / "python"
OLD_TARGETS = ("gfx942", "cuda:90")


def test_two_releases_pair_every_variant_both_compiled(triton_cache: Path, tmp_path: Path) -> None:
    if not OLD.exists():
        pytest.skip("no Triton 3.6.0 environment (tests/e2e/test_toolchain_diff.py creates it)")
    old = tmp_path / "cache-3.6"
    for target in OLD_TARGETS:
        fill_cache(old, target, "tests.tritoncache.tc_kernels:tc_matmul", MATMUL_ARGS, python=str(OLD))
    old_entries, new_entries = isa_files(old), isa_files(triton_cache)
    assert len(old_entries) == 2 * len(OLD_TARGETS)
    # Triton's hash tells nothing: no directory of one release's cache is in the other's
    assert not {p.parent.name for p in old_entries} & {p.parent.name for p in new_entries}
    env = {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")}
    run = run_cli("diff", "--triton-cache", str(old), "--triton-cache", str(triton_cache), "-f", "json", env=env)
    assert run.code == 0, run.err
    report = json.loads(run.out)
    summary = report["summary"]
    assert summary["only_a"] == 0  # every variant 3.6 compiled is paired with 3.9's
    assert summary["variants_changed"] + summary["unchanged"] == len(old_entries)
    assert summary["only_b"] == len(new_entries) - len(old_entries)  # gfx950: only 3.9's run compiled it
    assert "3.6.0 -> 3.9.0" in report["triton_version"]

    # one cache that both releases wrote into: each release's variants are told apart and named
    both = tmp_path / "both"
    shutil.copytree(triton_cache, both)
    shutil.copytree(old, both, dirs_exist_ok=True)
    run = run_cli("check", "--triton-cache", str(both), "-f", "json", "--fail-on", "never", env=env)
    assert run.code == 0, run.err
    checked = json.loads(run.out)
    assert checked["summary"]["variants_checked"] == len(isa_files(both)) == len(old_entries) + len(new_entries)
    # AS064 (the warp-level MMA on sm_90) holds for both releases' cuda:90 code: one finding each
    versions = {f["config"]["triton"] for f in checked["findings"] if f["target"] == "cuda:90"}
    assert versions == {"3.6.0", "3.9.0"}


def test_diff_needs_two_caches(triton_cache: Path) -> None:
    run = run_cli("diff", "--triton-cache", str(triton_cache))
    assert run.code == 2 and "takes two caches" in run.err
