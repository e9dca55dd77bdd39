"""The shape of the code: one-way data flow between stages, only the compile stage imports
triton/torch (import-linter contracts in pyproject.toml), and a lint-clean tree."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    found = shutil.which(name) or str(Path(sys.executable).parent / name)
    if not Path(found).exists():
        pytest.skip(f"{name} is not installed (pip install -e '.[test]')")
    return found


def test_import_contracts_hold() -> None:
    proc = subprocess.run([_tool("lint-imports")], cwd=REPO, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-3000:]
    assert "0 broken" in proc.stdout


def test_ruff_clean() -> None:
    proc = subprocess.run([_tool("ruff"), "check", "asmscope", "tests", "benchmarks", "examples", "--quiet"], cwd=REPO,
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-3000:]
