"""The progress bar: on a terminal it shows done/total, failures and time left; in a pipe
(CI logs) it gives way to plain lines (tests/test_progress_lines.py, tests/e2e/test_first_diff.py);
with --quiet nothing is printed."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import REPO, SPEC, run_cli


@pytest.mark.skipif(shutil.which("script") is None, reason="needs util-linux `script` for a pseudo-terminal")
def test_bar_on_a_terminal_only(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    cmd = f"python -m asmscope check --spec {SPEC} --cache-dir {cache} --kernel fp8_gemm_tn --target gfx942"
    proc = subprocess.run(
        ["script", "-qec", "stty cols 120 rows 40; " + cmd.replace("python", sys.executable, 1), "/dev/null"],
        cwd=REPO, capture_output=True, text=True, timeout=900,
    )
    out = proc.stdout
    assert "compiling" in out and "2/2" in out and "failed=0" in out, out[-2000:]
    # the same run in a pipe: no bar (the status lines remain unless --quiet; nothing left to compile)
    piped = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache), "--kernel", "fp8_gemm_tn",
                    "--target", "gfx942")
    assert "compiling:" not in piped.err and "it/s" not in piped.err
    quiet = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache), "--kernel", "fp8_gemm_tn",
                    "--target", "gfx942", "--quiet")
    assert quiet.err == ""
