"""A real Triton cache, filled by `warmup` of kernels written here (tc_kernels.py) for gfx942,
gfx950 and cuda:90, once per session (one process per target, as a user's runs would be)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
REPO = HERE.parent.parent
TARGETS = ("gfx942", "gfx950", "cuda:90")
MATMUL_ARGS = [{"dtype": "fp16"}, {"dtype": "fp16"}, {"dtype": "bf16"}, 256]


def fill_cache(
    cache: Path,
    target: str,
    function: str,
    args: list,
    python: str = sys.executable,
    kwargs: dict | None = None,
    source_root: Path = REPO,
) -> None:
    """Compile `function` (imported from `source_root`) for `target` into the Triton cache `cache`."""
    path = os.pathsep.join(dict.fromkeys([str(source_root), str(REPO)]))
    env = {**os.environ, "TRITON_CACHE_DIR": str(cache), "PYTHONPATH": path, "PYTHONDONTWRITEBYTECODE": "1"}
    subprocess.run(
        [python, str(HERE / "build_cache.py"), target, function, json.dumps(args), json.dumps(kwargs or {})],
        check=True,
        env=env,
        cwd=REPO,
        capture_output=True,
        timeout=600,
    )


def fill_trace(
    cache: Path,
    trace: Path,
    target: str,
    function: str,
    args: list,
    compression: str = "none",
    kwargs: dict | None = None,
) -> None:
    """fill_cache with tritonparse tracing the compiles into the folder `trace` (build_trace.py)."""
    env = {**os.environ, "TRITON_CACHE_DIR": str(cache), "PYTHONPATH": str(REPO), "PYTHONDONTWRITEBYTECODE": "1"}
    argv = [str(trace), compression, target, function, json.dumps(args), json.dumps(kwargs or {})]
    run = subprocess.run(
        [sys.executable, str(HERE / "build_trace.py"), *argv], env=env, cwd=REPO, capture_output=True, timeout=600
    )
    assert run.returncode == 0, run.stderr.decode(errors="replace")[-3000:]


@pytest.fixture(scope="session")
def triton_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    cache = tmp_path_factory.mktemp("triton-cache")
    for target in TARGETS:
        fill_cache(cache, target, "tests.tritoncache.tc_kernels:tc_matmul", MATMUL_ARGS)
    return cache


def isa_files(cache: Path) -> list[Path]:
    return sorted(p for s in ("*.amdgcn", "*.cubin") for p in cache.glob(f"*/{s}"))
