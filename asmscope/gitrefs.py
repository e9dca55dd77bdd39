"""Materialise a git ref (or the uncommitted working tree) as a directory to compile from,
without touching the user's checkout, index or branches.

A ref is checked out with `git worktree add --detach` into a directory asmscope owns; the
working tree (`WORKTREE`) is copied file by file (tracked and untracked-but-not-ignored files).
Both sides of a diff are built, one after the other, at the SAME path: the assembly records the
kernel's source path (`.file`), so a fixed path lets unchanged kernels compile to identical text
and share cache entries across sides and runs. The worktree is removed afterwards, also on
Ctrl-C or SIGTERM.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import shutil
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

WORKTREE = "WORKTREE"


class GitError(Exception):
    """A git problem worth one line to the user (not a repo, unknown ref, ...)."""


def _git(repo: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    try:
        proc = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True)
    except FileNotFoundError:
        raise GitError("git is not installed (asmscope diff needs it)") from None
    if check and proc.returncode != 0:
        msg = (proc.stderr.strip() or proc.stdout.strip()).splitlines()
        raise GitError(f"git {' '.join(args)}: {msg[-1] if msg else f'exit {proc.returncode}'}")
    return proc


def repo_root(path: Path) -> Path:
    proc = _git(path, "rev-parse", "--show-toplevel", check=False)
    if proc.returncode != 0:
        raise GitError(f"{path.resolve()} is not inside a git repository (asmscope diff compares git refs)")
    return Path(proc.stdout.strip())


def resolve_ref(repo: Path, ref: str) -> str:
    """The commit id of `ref`, or WORKTREE; unknown refs are a GitError naming the ref."""
    if ref == WORKTREE:
        return WORKTREE
    proc = _git(repo, "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}", check=False)
    if proc.returncode != 0:
        raise GitError(f"unknown git ref {ref!r} (expected a branch, tag, commit or {WORKTREE})")
    return proc.stdout.strip()


def dirty_paths(repo: Path) -> list[str]:
    """Paths with uncommitted changes (staged, unstaged or untracked-not-ignored)."""
    out = _git(repo, "status", "--porcelain", "-z", "--untracked-files=all").stdout
    return [entry[3:] for entry in out.split("\0") if entry]


def unmerged_paths(repo: Path) -> list[str]:
    out = _git(repo, "diff", "--name-only", "--diff-filter=U").stdout
    return [p for p in out.splitlines() if p]


def build_dir(cache_root: Path, repo: Path) -> Path:
    """Where this repository's sides are built: fixed per repository (see module doc)."""
    digest = hashlib.sha256(str(repo.resolve()).encode()).hexdigest()[:16]
    return cache_root / "diff-trees" / digest


@contextlib.contextmanager
def exclusive(path: Path) -> Iterator[None]:
    """One diff at a time per repository: they share the build path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_suffix(".lock"), "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise GitError(f"another asmscope diff is using {path}; wait for it to finish") from None
        yield


@contextlib.contextmanager
def materialized(repo: Path, ref: str, where: Path) -> Iterator[Path]:
    """`ref` (a commit id from resolve_ref, or WORKTREE) as a directory at `where`."""
    admin = Path(_git(repo, "rev-parse", "--git-common-dir").stdout.strip())
    admin = admin if admin.is_absolute() else repo / admin
    had_worktrees_dir = (admin / "worktrees").exists()
    _remove(repo, where)
    try:
        with _terminate_as_interrupt():
            if ref == WORKTREE:
                _copy_worktree(repo, where)
            else:
                _git(repo, "worktree", "add", "--detach", "--force", str(where), ref)
            yield where
    finally:
        _remove(repo, where)
        # Leave .git as we found it: drop the bookkeeping directory git made for our worktree.
        if not had_worktrees_dir:
            with contextlib.suppress(OSError):
                (admin / "worktrees").rmdir()


def _copy_worktree(repo: Path, dest: Path) -> None:
    files = _git(repo, "ls-files", "-z", "--cached", "--others", "--exclude-standard").stdout.split("\0")
    dest.mkdir(parents=True)
    for rel in filter(None, files):
        src = repo / rel
        if not src.is_file():  # deleted but still in the index, or a submodule directory
            continue
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, target)


def _remove(repo: Path, where: Path) -> None:
    if (where / ".git").is_file():  # a worktree of ours: let git forget it too
        _git(repo, "worktree", "remove", "--force", str(where), check=False)
    if where.exists():
        shutil.rmtree(where, ignore_errors=True)
    _git(repo, "worktree", "prune", check=False)


@contextlib.contextmanager
def _terminate_as_interrupt() -> Iterator[None]:
    """Make SIGTERM unwind like Ctrl-C, so the `finally` that removes the worktree runs."""

    def handler(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    try:
        previous = signal.signal(signal.SIGTERM, handler)
    except ValueError:  # not the main thread: leave signals alone
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
