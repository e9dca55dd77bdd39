"""examples/ runs in CI, and the pytest plugin works in a user's own suite: pytest in a
subprocess, with the plugin enabled only by asmscope's pytest11 entry point."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from asmscope.api import toolchain_missing

from .conftest import REPO


def _pytest(*args: str, cwd: Path, report: Path) -> tuple[subprocess.CompletedProcess[str], dict[str, ET.Element]]:
    """pytest's outcome, and its test cases by name (from its JUnit report, not its wording)."""
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rs", "--junitxml", str(report), *args],
        cwd=cwd, capture_output=True, text=True, timeout=1200,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )  # fmt: skip
    cases = {case.get("name", ""): case for case in ET.parse(report).getroot().iter("testcase")}
    return proc, cases


def test_examples_pass_or_skip_only_for_a_missing_toolchain(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    proc, cases = _pytest("examples", "--asmscope-cache-dir", str(cache), cwd=REPO, report=tmp_path / "report.xml")
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert {"test_wgrad_epilogue_has_no_narrow_stores_on_gfx950",
            "test_tiled_swiglu_has_no_spills_and_full_occupancy[gfx950-occupancy0]",
            "test_tiled_swiglu_has_no_spills_and_full_occupancy[cuda:100-occupancy1]"} <= set(cases)  # fmt: skip
    for name, case in cases.items():
        skipped = case.find("skipped")
        assert case.find("failure") is None and case.find("error") is None, name
        if "gfx950" in name:
            assert skipped is None, name  # the AMD cases run wherever the triton wheel is
        if skipped is not None:  # the NVIDIA half, until asmscope reads NVIDIA code: said why
            missing = toolchain_missing("cuda:100")
            assert missing is not None and skipped.get("message", "").endswith(f"asmscope: cuda:100: {missing}")


USER_TEST = """
import pytest
import triton
import triton.language as tl

from asmscope.testing import assert_mnemonic_count


@triton.jit
def copy_bf16(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)


def test_narrow_stores(asmscope_codegen):
    cg = asmscope_codegen(copy_bf16, args={"x_ptr": "bf16", "out_ptr": "bf16", "n": 4096},
                          config={"BLOCK": 256, "num_warps": 4}, target="gfx942")
    assert asmscope_codegen(copy_bf16, args={"x_ptr": "bf16", "out_ptr": "bf16", "n": 4096},
                            config={"BLOCK": 256, "num_warps": 4}, target="gfx942") is cg
    assert_mnemonic_count(cg, "buffer_store_short", 0)


@pytest.mark.asmscope_target("gfx942", "gfx000")
def test_needs_a_target_asmscope_lacks(asmscope_codegen):
    raise AssertionError("not run")
"""


def test_the_plugin_in_a_users_suite(tmp_path: Path) -> None:
    (tmp_path / "test_user.py").write_text(USER_TEST, encoding="utf-8")
    proc, cases = _pytest("--asmscope-cache-dir", "cache", "test_user.py", cwd=tmp_path, report=tmp_path / "report.xml")
    assert proc.returncode == 1, proc.stdout[-4000:] + proc.stderr[-2000:]
    failure = cases["test_narrow_stores"].find("failure")
    assert failure is not None
    text = failure.get("message", "") + (failure.text or "")
    # the kernel, defined in the test module itself, was compiled by the workers (which import it),
    # into the cache the option named (relative to the rootdir), and the message shows where
    assert "buffer_store_short instruction, expected 0" in text
    assert str(tmp_path / "cache" / "asm") in text and "test_user.py:" in text and "tl.store(" in text
    # a target asmscope does not know is an error of the test, never a skip (#38 case 3)
    assert cases["test_needs_a_target_asmscope_lacks"].find("skipped") is None
    error = cases["test_needs_a_target_asmscope_lacks"].find("error")
    assert error is not None
    assert "asmscope does not know target 'gfx000'" in error.get("message", "") + (error.text or "")
