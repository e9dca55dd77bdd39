"""Fault injection (issue 12): `check` and `diff` killed at seeded random points with SIGINT,
SIGTERM, SIGHUP or SIGKILL. Whatever the point, the user's repository is exactly as it was
(for SIGKILL: once the next run has cleaned up after the killed one), other worktrees are never
touched, no worker outlives its run, and the cache still gives the same answer as a clean run.

The points are drawn from a fixed seed (ASMSCOPE_FAULT_SEED overrides it) over the measured
length of an uninterrupted run, so the suite is reproducible and bounded: POINTS runs per command.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .conftest import run_cli
from .test_failsafe import GOOD, KERNEL

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

SEED = int(os.environ.get("ASMSCOPE_FAULT_SEED", "12"))
POINTS = 6
SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGKILL)


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A git repository with two trivial kernels, whose second commit changes one of them, and
    a worktree of the user's own that is moved away (prunable: `git worktree prune` would drop it)."""
    root = tmp_path_factory.mktemp("fault-repo")
    repo = root / "repo"
    repo.mkdir()
    (repo / "k1.py").write_text(GOOD)
    (repo / "k2.py").write_text(GOOD)
    spec = 'targets = ["gfx942"]\npython-path = ["."]\n'
    spec += KERNEL.format(name="one", module="k1") + KERNEL.format(name="two", module="k2")
    (repo / "spec.toml").write_text(spec)
    (repo / "asmscope.toml").write_text('spec = "spec.toml"\n')
    git(repo, "init", "-q", "-b", "main")
    git(repo, "config", "user.email", "dev@example.com")
    git(repo, "config", "user.name", "dev")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "two kernels")
    (repo / "k2.py").write_text(GOOD.replace("tl.load(x_ptr + offs, mask=offs < n)", "tl.load(x_ptr + offs) * 2"))
    git(repo, "commit", "-qam", "k2 doubles")
    git(repo, "worktree", "add", "-q", str(root / "users-own"), "HEAD~1")
    (root / "users-own").rename(root / "users-own-moved")  # briefly moved away by its user
    return repo


def snapshot(repo: Path) -> dict[str, str]:
    """The checkout's bytes, and everything under .git except objects (which only ever grow)."""
    out = {}
    for path in sorted(repo.rglob("*")):
        rel = path.relative_to(repo)
        if rel.parts[:2] == (".git", "objects") or rel.parts[:2] == (".git", "logs"):
            continue
        out[str(rel)] = hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "dir"
    out["worktrees"] = git(repo, "worktree", "list", "--porcelain")
    return out


def workers_of(pid: int) -> list[int]:
    """The compile workers started by `pid` (marked in their environment) and its other
    children (the forked rule-evaluation processes)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                marked = f"ASMSCOPE_WORKER_PARENT={pid}".encode() in (entry / "environ").read_bytes()
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            if marked or ppid == pid:
                found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def interrupted(args: list[str], cwd: Path, env: dict[str, str], delay: float, sig: signal.Signals) -> int:
    """Run the CLI, send `sig` after `delay` seconds; its exit code. Asserts no worker survives it
    and that it printed no traceback."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "asmscope", *args],
        cwd=cwd,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    seen: set[int] = set()
    deadline = time.monotonic() + delay
    while time.monotonic() < deadline and proc.poll() is None:
        seen.update(workers_of(proc.pid))
        time.sleep(0.05)
    if proc.poll() is None:
        proc.send_signal(sig)
    _, err = proc.communicate(timeout=120)
    give_up = time.monotonic() + 30
    while any(alive(w) for w in seen) and time.monotonic() < give_up:
        time.sleep(0.1)
    assert not [w for w in seen if alive(w)], f"{sig.name} after {delay:.2f} s left a worker running"
    assert b"Traceback" not in err, err.decode()[-3000:]
    return proc.returncode


def expected_codes(sig: signal.Signals, finished: int) -> set[int]:
    """An interrupted run exits 130 (Ctrl-C) or 128+N (SIGTERM, SIGHUP), or -9 when killed; a
    run the signal came too late for ends normally, or, when it arrives during the interpreter's
    own start-up or teardown (where Python has its default handlers and asmscope holds nothing),
    dies of it (-N). The invariants checked after each point hold in every case."""
    return {finished, 130 if sig == signal.SIGINT else 128 + sig, -sig, -signal.SIGKILL}


def measured(args: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, int, str]:
    start = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "asmscope", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600
    )
    return time.monotonic() - start, proc.returncode, proc.stdout


def test_diff_killed_anywhere_leaves_the_repository_as_it_was(project: Path, tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "TMPDIR": str(tmp_path)}
    cache = tmp_path / "cache"
    args = ["diff", "HEAD~1", "HEAD", "--cache-dir", str(cache), "--quiet", "--format", "json"]
    before = snapshot(project)
    length, code, reference = measured(args, project, env)
    assert code == 0, reference
    assert snapshot(project) == before
    # A cold run is the longer one: that is where the interesting points are (worktree add,
    # planning, compiling, removal); clear the compile cache between points.
    rng = random.Random(SEED)
    for _ in range(POINTS):
        sig = rng.choice(SIGNALS)
        delay = rng.uniform(0.0, length)
        code = interrupted(args, project, env, delay, sig)
        assert code in expected_codes(sig, 0), (sig.name, delay, code)
        if sig == signal.SIGKILL:  # nothing can clean up after SIGKILL but the next run
            _, again, _ = measured(args, project, env)
            assert again == 0
        assert snapshot(project) == before, (sig.name, delay)
        trees = cache / "diff-trees"
        assert not [p for p in trees.iterdir() if p.is_dir()] if trees.is_dir() else True, (sig.name, delay)
    _, code, out = measured(args, project, env)
    assert code == 0 and json.loads(out)["variants"] == json.loads(reference)["variants"]


def test_check_killed_anywhere_leaves_a_consistent_cache(project: Path, tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "TMPDIR": str(tmp_path / "tmp")}
    (tmp_path / "tmp").mkdir()
    cache = tmp_path / "cache"
    args = ["check", "--cache-dir", str(cache), "--quiet", "--format", "json"]
    length, code, reference = measured(args, project, env)
    assert code == 0, reference
    rng = random.Random(SEED + 1)
    for point in range(POINTS):
        sig = rng.choice(SIGNALS)
        delay = rng.uniform(0.0, length)
        if point % 2 == 0:
            run_cli("cache", "clear", "--cache-dir", str(cache))  # half the points interrupt a cold run
        code = interrupted(args, project, env, delay, sig)
        assert code in expected_codes(sig, 0), (sig.name, delay, code)
        if sig != signal.SIGKILL:
            assert not list((tmp_path / "tmp").glob("asmscope-workers-*")), (sig.name, delay)
        _, code, out = measured(args, project, env)  # the cache gives the clean run's answer
        assert code == 0 and json.loads(out) == json.loads(reference), (sig.name, delay)
        assert not list((tmp_path / "tmp").glob("asmscope-workers-*")), "a killed run's scratch was not removed"
