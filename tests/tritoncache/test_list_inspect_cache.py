"""`asmscope list --triton-cache` and `inspect KERNEL --triton-cache` on a real Triton cache."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.e2e.conftest import run_cli

from .conftest import TARGETS, isa_files

pytestmark = pytest.mark.slow


def test_list_counts_every_entry_per_kernel_and_target(triton_cache: Path, tmp_path: Path) -> None:
    run = run_cli("list", "--triton-cache", str(triton_cache), "-f", "json")
    assert run.code == 0, run.err
    rows = json.loads(run.out)
    assert {(r["kernel"], r["target"]) for r in rows} == {("tc_matmul", t) for t in TARGETS}
    assert sum(r["variants"] for r in rows) == len(isa_files(triton_cache))
    assert all(r["function"].endswith("tc_kernels.py:" + r["function"].rsplit(":", 1)[1]) for r in rows)
    table = run_cli("list", "--triton-cache", str(triton_cache)).out
    # the two configs' tile shapes are two specialisations, counted rather than spelt out
    assert all("2 specialisations" in r["space"] for r in rows) and "tiles=" not in table

    broken = tmp_path / "broken"
    shutil.copytree(triton_cache, broken)
    gone = isa_files(broken)[0]
    next(gone.parent.glob("__grp__*.json")).unlink()
    run = run_cli("list", "--triton-cache", str(broken), "-f", "json")
    assert run.code == 3 and str(gone.parent) in run.err


def test_inspect_an_entry(triton_cache: Path) -> None:
    run = run_cli("inspect", "tc_matmul", "--triton-cache", str(triton_cache), "--target", "gfx950", "-f", "json")
    assert run.code == 0, run.err
    data = json.loads(run.out)
    assert data["target"] == "gfx950" and data["kernel"] == "tc_matmul"
    missing = run_cli("inspect", "tc_matmull", "--triton-cache", str(triton_cache))
    assert missing.code == 2 and "tc_matmul" in missing.err
