"""End-to-end tests: the real `asmscope` CLI in a subprocess, on real compiled kernels.

The compile cache is shared by the whole session, so each variant is compiled once.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

HERE = Path(__file__).parent
REPO = HERE.parent.parent
SPEC = HERE / "spec.toml"


@dataclass
class Result:
    code: int
    out: str
    err: str


def run_cli(*args: str, cwd: Path = REPO, env: dict[str, str] | None = None, timeout: float = 1200) -> Result:
    full_env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", **(env or {})}
    proc = subprocess.run(
        [sys.executable, "-m", "asmscope", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        env=full_env,
        timeout=timeout,
    )
    return Result(proc.returncode, proc.stdout, proc.stderr)


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True).stdout


def git_repo(root: Path, files: dict[str, str], message: str) -> Path:
    """A throw-away git repository at `root` whose first commit holds `files` (path -> text)."""
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    git(root, "init", "-q", "-b", "main")
    git(root, "config", "user.email", "dev@example.com")
    git(root, "config", "user.name", "dev")
    git(root, "add", "-A")
    git(root, "commit", "-qm", message)
    return root


def assert_one_line_error(result: Result, *needles: str) -> None:
    """Exit code 2, one line on stderr naming the problem, never a traceback."""
    assert result.code == 2, (result.code, result.out[-2000:], result.err[-2000:])
    lines = [line for line in result.err.splitlines() if line.strip()]
    assert "Traceback" not in result.err, result.err
    assert len(lines) == 1, result.err
    for needle in needles:
        assert needle in lines[0], lines[0]


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A compile cache holding every variant of tests/e2e/spec.toml (compiled once)."""
    path = tmp_path_factory.mktemp("asmscope-cache")
    result = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(path), "--quiet", "--fail-on", "never")
    assert result.code == 0, result.err[-3000:]
    return path


@pytest.fixture
def check(cache_dir: Path):
    def _check(*args: str, **kwargs) -> Result:
        return run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache_dir), "--quiet", *args, **kwargs)

    return _check
