"""gitrefs.materialized cleans up after a SIGKILL cut short the making or the removal of its
worktree registration, and never touches a registration that is not its own."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from asmscope.gitrefs import materialized

pytestmark = pytest.mark.skipif(
    subprocess.run(["git", "--version"], capture_output=True).returncode != 0, reason="git is not installed"
)


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True).stdout


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q")
    (repo / "a.txt").write_text("a\n")
    _git(repo, "add", "a.txt")
    _git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "a")
    return repo


def test_a_registration_cut_short_is_removed_and_others_are_left(repo: Path, tmp_path: Path) -> None:
    where = tmp_path / "cache" / "diff-trees" / "0123456789abcdef-1"
    head = _git(repo, "rev-parse", "HEAD").strip()
    registry = repo / ".git" / "worktrees"
    # what a SIGKILL during `rmtree` of our registration leaves: everything but its gitdir file
    half_removed = registry / where.name
    half_removed.mkdir(parents=True)
    for name in ("HEAD", "commondir", "ORIG_HEAD", "left-by-the-killed-run"):
        (half_removed / name).write_text("x\n")
    # a user's registration that lost its gitdir some other way: not ours, never touched
    users = registry / "my-feature"
    users.mkdir()
    (users / "HEAD").write_text("x\n")
    with materialized(repo, head, where) as tree:
        assert (tree / "a.txt").read_text() == "a\n"
        # the leftover went first: git made a fresh registration under the same name
        assert (half_removed / "gitdir").is_file() and not (half_removed / "left-by-the-killed-run").exists()
    assert sorted(p.name for p in registry.iterdir()) == ["my-feature"]
    assert not where.exists()
