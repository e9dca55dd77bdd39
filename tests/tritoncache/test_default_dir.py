"""Triton's default cache location as asmscope computes it (without importing triton) equals
what Triton itself computes (`triton.knobs.cache.dir`) under the same environment."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.parametrize(
    "env",
    [
        {},
        {"TRITON_HOME": "/opt/th"},
        {"TRITON_CACHE_DIR": "/srv/tc"},
        {"TRITON_CACHE_DIR": "/srv/tc", "TRITON_HOME": "/x"},
    ],
)
def test_default_dir_is_tritons(env: dict[str, str], tmp_path: Path) -> None:
    base = {k: v for k, v in os.environ.items() if k not in ("TRITON_CACHE_DIR", "TRITON_HOME")}
    full = {**base, "HOME": str(tmp_path), **env}
    theirs = subprocess.run(
        [sys.executable, "-c", "import triton.knobs as k; print(k.cache.dir)"],
        env=full,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout.strip()
    ours = subprocess.run(
        [sys.executable, "-c", "from asmscope.tritoncache import default_triton_cache_dir as d; print(d())"],
        env=full,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout.strip()
    assert os.path.normpath(ours) == os.path.normpath(theirs)


def test_no_cache_there_is_one_clear_line(tmp_path: Path) -> None:
    from tests.e2e.conftest import run_cli

    missing = tmp_path / "none"
    run = run_cli("check", "--triton-cache", "-q", env={"TRITON_CACHE_DIR": str(missing)})
    assert run.code == 2 and run.err.strip().splitlines() == [
        f"asmscope: error: {missing}: not a directory (expected Triton's cache: TRITON_CACHE_DIR or ~/.triton/cache)"
    ]
    missing.mkdir()
    run = run_cli("check", "--triton-cache", str(missing), "-q")
    assert run.code == 2 and "no compiled kernel in this Triton cache" in run.err
