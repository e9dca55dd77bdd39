"""Materialise a git ref (or the uncommitted working tree) as a directory to compile from,
without touching the user's checkout, index or branches.

A ref is checked out with `git worktree add --detach` into a directory asmscope owns; the
working tree (`WORKTREE`) is copied file by file (tracked and untracked-but-not-ignored files).
The two sides of a diff are materialized side by side, each at a path fixed per repository and
side (`build_dir`), so that one side can be built while the other's compile workers start.
Cache keys name the checkout's files relative to the spec's root, so unchanged kernels share
cache entries across sides, runs and clones wherever they are built. The worktrees are removed
afterwards, also on Ctrl-C, SIGTERM or SIGHUP, and nothing else in the repository is touched
(see `materialized`).
"""

from __future__ import annotations

import contextlib
import fcntl
import functools
import hashlib
import os
import re
import shutil
import subprocess
from collections.abc import Iterator, Sequence
from pathlib import Path

from asmscope.errors import AsmscopeError
from asmscope.interrupt import deferred, terminate_as_interrupt

WORKTREE = "WORKTREE"


class GitError(AsmscopeError):
    """A git problem worth one line to the user (not a repo, unknown ref, ...)."""


def _git(
    repo: Path, *args: str, check: bool = True, own_session: bool = False, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    try:
        proc = subprocess.run(
            ["git", "-C", str(repo), *args],
            capture_output=True,
            text=True,
            start_new_session=own_session,
            input=stdin,
        )
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


def resolve_refs(repo: Path, *refs: str) -> list[str]:
    """The commit id of each ref, or WORKTREE, from one git process (the refs on its stdin, where
    none can pass for an option); an unknown ref is a GitError naming it."""
    named = [ref for ref in refs if ref != WORKTREE]
    ids: dict[str, str] = {WORKTREE: WORKTREE}
    for ref in named:
        if not ref or "\n" in ref:
            raise GitError(f"unknown git ref {ref!r} (expected a branch, tag, commit or {WORKTREE})")
    if named:
        asked = "".join(f"{ref}^{{commit}}\n" for ref in named)
        answers = _git(repo, "cat-file", "--batch-check=%(objectname)", stdin=asked).stdout.splitlines()
        for ref, answer in zip(named, answers + [""] * (len(named) - len(answers))):
            if len(answer.split()) != 1:  # "<ref> missing", "<ref> ambiguous", or no answer
                raise GitError(f"unknown git ref {ref!r} (expected a branch, tag, commit or {WORKTREE})")
            ids[ref] = answer
    return [ids[ref] for ref in refs]


def dirty_paths(repo: Path, paths: Sequence[Path]) -> list[str]:
    """Those of `paths` (files in the repository) with uncommitted changes (staged, unstaged or
    untracked-not-ignored), relative to the root; git looks at nothing else."""
    if not paths:
        return []
    specs = [f":(literal){p.resolve().relative_to(repo.resolve()).as_posix()}" for p in paths]
    out = _git(repo, "status", "--porcelain", "-z", "--untracked-files=all", "--", *specs).stdout
    return [entry[3:] for entry in out.split("\0") if entry]


def unmerged_paths(repo: Path) -> list[str]:
    out = _git(repo, "diff", "--name-only", "--diff-filter=U").stdout
    return [p for p in out.splitlines() if p]


def build_dir(cache_root: Path, repo: Path) -> Path:
    """Where this repository's sides are built (`<this>-1`, `<this>-2`) and locked
    (`<this>.lock`): fixed per repository (see module doc)."""
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
    """`ref` (a commit id from resolve_refs, or WORKTREE) as a directory at `where`.

    Only what asmscope made is ever removed: the directory `where` and the worktree
    registrations (`.git/worktrees/<id>`) whose checkout is `where`, found by id; other
    worktrees, even prunable ones, are left alone (no `git worktree prune`). What an interrupted
    run left is removed first. Registering the worktree and removing it again run with SIGINT,
    SIGTERM and SIGHUP held back (and git in its own session, out of reach of the terminal's
    Ctrl-C), so that a signal at any point leaves the repository as it was."""
    registry = _common_dir(repo) / "worktrees"
    with terminate_as_interrupt():
        with deferred():
            _remove_ours(registry, where)
        try:
            if ref == WORKTREE:
                _copy_worktree(repo, where)
            else:
                with deferred():
                    _git(repo, "worktree", "add", "--detach", "--force", str(where), ref, own_session=True)
            yield where
        finally:
            with deferred():
                _remove_ours(registry, where)


@functools.cache
def _common_dir(repo: Path) -> Path:
    admin = Path(_git(repo, "rev-parse", "--git-common-dir").stdout.strip())
    return admin if admin.is_absolute() else repo / admin


def _remove_ours(registry: Path, where: Path) -> None:
    """Remove `where` and every worktree registration that points at it (by id), then the
    registry directory if that left it empty (as git's own `worktree remove` does)."""
    ours = os.path.realpath(where / ".git")
    try:
        entries = list(registry.iterdir())
    except OSError:
        entries = []
    # git names a registration after the checkout's directory (a number added on a clash), and
    # ours are named by a digest no user worktree has: one without its `gitdir` file is one a
    # SIGKILL cut short while it was being made or removed.
    named_like_ours = re.compile(rf"{re.escape(where.name)}\d*")
    for entry in entries:
        try:
            points_at = (entry / "gitdir").read_text(encoding="utf-8", errors="replace").strip()
        except FileNotFoundError:
            if entry.is_dir() and named_like_ours.fullmatch(entry.name):
                shutil.rmtree(entry, ignore_errors=True)
            continue
        except OSError:
            continue
        if os.path.realpath(points_at) == ours:
            _remove_registration(entry)
    if where.is_symlink() or where.is_file():
        where.unlink()
    elif where.exists():
        shutil.rmtree(where, ignore_errors=True)
    with contextlib.suppress(OSError):
        registry.rmdir()


def _remove_registration(entry: Path) -> None:
    """Its `gitdir` file last: a removal that a SIGKILL cuts short still names its checkout,
    so the next run recognises it as ours and finishes it."""
    for child in entry.iterdir():
        if child.name == "gitdir":
            continue
        if child.is_dir() and not child.is_symlink():
            shutil.rmtree(child, ignore_errors=True)
        else:
            with contextlib.suppress(OSError):
                child.unlink()
    with contextlib.suppress(OSError):
        (entry / "gitdir").unlink()
    shutil.rmtree(entry, ignore_errors=True)


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
