"""`asmscope spec-from --triton-cache`: the spec it writes compiles the very ISA the cache holds."""

from __future__ import annotations

import hashlib
import tomllib
from pathlib import Path

import pytest

from tests.e2e.conftest import run_cli

from .conftest import REPO, TARGETS, fill_cache, isa_files

pytestmark = pytest.mark.slow


def _shas(paths: list[Path]) -> set[str]:
    return {hashlib.sha256(p.read_bytes()).hexdigest() for p in paths}


def test_spec_from_cache_compiles_byte_identical_isa(triton_cache: Path, tmp_path: Path) -> None:
    spec = tmp_path / "out" / "asmscope.toml"
    made = run_cli("spec-from", "--triton-cache", str(triton_cache), "-o", str(spec), cwd=REPO)
    assert made.code == 0, made.err
    data = tomllib.loads(spec.read_text())
    (kernel,) = data["kernel"]  # one kernel, its autotune list kept whole (no configs written)
    assert kernel["function"].endswith("tc_kernels:tc_matmul") and "configs" not in kernel
    assert sorted(kernel["targets"]) == sorted(TARGETS)
    env = {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")}
    run = run_cli("check", "--spec", str(spec), "--fail-on", "never", "-q", env=env, cwd=tmp_path)
    assert run.code == 0, run.err
    compiled = [p for p in (tmp_path / "ac" / "asm").glob("*/*") if p.suffix in (".s", ".cubin")]
    assert _shas(compiled) == _shas(isa_files(triton_cache))


def test_constexprs_the_cache_does_not_keep_are_named(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    args = [{"dtype": "fp32"}, {"dtype": "bf16"}, 4096]
    fill_cache(cache, "gfx942", "tests.tritoncache.tc_kernels:tc_scale", args, kwargs={"BLOCK": 256})
    spec = tmp_path / "asmscope.toml"
    made = run_cli("spec-from", "--triton-cache", str(cache), "-o", str(spec), cwd=REPO)
    assert made.code == 0, made.err
    assert "BLOCK" in made.err and "# constexprs = { BLOCK = ... }" in spec.read_text()
