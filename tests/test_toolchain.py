"""Toolchain spellings, errors and environment management, without creating an environment
(tests/e2e/test_toolchain_diff.py builds with real Triton releases)."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from filelock import FileLock

from asmscope.cli import main
from asmscope.compile.cache import MARKER, CompileCache
from asmscope.compile.toolchain import ToolchainError, named_env, probe, resolve_toolchain, worker_launch


@pytest.mark.parametrize("text", ["triton>=3.6", "tritonn==3.6.0", "latest", "triton==", "3"])
def test_a_bad_spelling_is_one_clear_error(text: str, tmp_path: Path) -> None:
    with pytest.raises(ToolchainError, match="expected triton==VERSION"):
        resolve_toolchain(text, tmp_path)


def test_a_missing_interpreter_or_venv_is_named(tmp_path: Path) -> None:
    with pytest.raises(ToolchainError, match="no such file"):
        resolve_toolchain(str(tmp_path / "nowhere" / "python"), tmp_path)
    (tmp_path / "venv").mkdir()
    with pytest.raises(ToolchainError, match="without bin/python"):
        resolve_toolchain(str(tmp_path / "venv"), tmp_path)


def test_a_bare_venv_finds_the_drivers_triton_and_is_the_default(tmp_path: Path) -> None:
    import venv

    venv.create(tmp_path / "bare", with_pip=False)
    bare = tmp_path / "bare" / "bin" / "python"
    # The driver's site directories come after the venv's own: this venv then finds the
    # driver's triton, which makes it the default toolchain, not an error.
    tool = probe(str(bare), "bare")
    assert tool.is_default and tool.triton_version


def test_the_driver_itself_is_the_default_toolchain_with_todays_keys(tmp_path: Path) -> None:
    tool = resolve_toolchain(sys.executable, tmp_path)
    assert tool.is_default and tool.identity == ""
    assert worker_launch(tool) == ([sys.executable, "-m", "asmscope.compile.worker"], {})


def test_cache_info_lists_and_clear_removes_toolchain_environments(tmp_path: Path) -> None:
    CompileCache(tmp_path).ensure_usable()  # an empty directory becomes asmscope's: marked
    env = tmp_path / "toolchains" / "triton-3.6.0"
    (env / "lib").mkdir(parents=True)
    (env / "lib" / "payload").write_bytes(b"x" * 3_000_000)
    (env / "asmscope-toolchain.json").write_text(json.dumps({"requirement": "triton==3.6.0"}))
    runner = CliRunner()
    info = runner.invoke(main, ["cache", "info", "--cache-dir", str(tmp_path)])
    assert info.exit_code == 0, info.output
    assert "toolchains:      1" in info.output and "triton==3.6.0" in info.output and "3 MB" in info.output
    kept = runner.invoke(main, ["cache", "clear", "--cache-dir", str(tmp_path)])
    assert kept.exit_code == 0 and env.is_dir()
    cleared = runner.invoke(main, ["cache", "clear", "--toolchains", "--cache-dir", str(tmp_path)])
    assert cleared.exit_code == 0 and "removed 1 toolchain environments" in cleared.output
    assert not env.exists()


def _one_line(output: str) -> str:
    lines = [line for line in output.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in output and "internal error" not in output, output
    return lines[0]


def _user_files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_cache_clear_removes_nothing_from_a_directory_asmscope_did_not_make(tmp_path: Path) -> None:
    """`cache clear --cache-dir DIR` on a project's directory once deleted its results/, plans/
    and compile/. Without asmscope's marker it is one line, exit 2, and every file stays."""
    project = tmp_path / "project"
    for sub in ("results", "plans", "compile", "asm"):
        (project / sub).mkdir(parents=True)
        (project / sub / "mine.csv").write_text(f"the user's {sub}\n")
    before = _user_files(project)
    for extra in ([], ["--toolchains"]):
        result = CliRunner().invoke(main, ["cache", "clear", "--cache-dir", str(project), *extra])
        assert result.exit_code == 2
        assert f"{project} is not an asmscope cache" in _one_line(result.output)
    assert _user_files(project) == before and not (project / MARKER).exists()


def test_cache_clear_follows_no_symbolic_link(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    CompileCache(cache).ensure_usable()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "keep.s").write_text("mine")
    (cache / "asm").symlink_to(elsewhere)
    (cache / "results").mkdir()
    (cache / "results" / "entry.json").write_text("{}")
    result = CliRunner().invoke(main, ["cache", "clear", "--cache-dir", str(cache)])
    assert result.exit_code == 0, result.output
    assert "removed 1 cache files" in result.output and f"left {cache / 'asm'}: a symbolic link" in result.output
    assert (elsewhere / "keep.s").read_text() == "mine" and not (cache / "results").exists()


@pytest.mark.parametrize("damage", ["dangling link", "file"])
def test_an_entry_directory_that_is_not_one_is_a_one_line_error(tmp_path: Path, damage: str) -> None:
    """A symlinked asm/ pointing nowhere, or a file named asm: `internal error: FileExistsError`
    at the first write before; now the cache is refused by name when it is opened."""
    cache = tmp_path / "cache"
    CompileCache(cache).ensure_usable()
    if damage == "file":
        (cache / "asm").write_text("stray")
    else:
        (cache / "asm").symlink_to(tmp_path / "gone")
    result = CliRunner().invoke(main, ["cache", "info", "--cache-dir", str(cache)])
    assert result.exit_code == 2
    assert f"cache directory {cache} is not usable: asm is" in _one_line(result.output)


def test_clear_toolchains_removes_only_what_asmscope_made(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """$ASMSCOPE_TOOLCHAINS_DIR pointing at the user's own venvs (the README's example): the
    user's `triton-nightly` venv, a symlinked toolchain and a stray file stay; asmscope's own
    environment, its interrupted builds and their stale locks go; a build in progress stays."""
    venvs = tmp_path / "venvs"
    monkeypatch.setenv("ASMSCOPE_TOOLCHAINS_DIR", str(venvs))
    nightly = venvs / "triton-nightly"
    (nightly / "bin").mkdir(parents=True)
    (nightly / "pyvenv.cfg").write_text("home = /usr/bin\n")
    (venvs / "triton-stray").write_text("notes")
    (venvs / "triton-link").symlink_to(nightly)
    ours = venvs / "triton-3.6.0"
    ours.mkdir()
    (ours / "asmscope-toolchain.json").write_text(json.dumps({"requirement": "triton==3.6.0"}))
    killed = venvs / ".triton-3.7.0.building"  # a pip killed mid-install
    (killed / "lib").mkdir(parents=True)
    (killed / "asmscope-toolchain-building").write_text("triton==3.7.0")
    (venvs / ".triton-3.7.0.lock").touch()
    (venvs / ".triton-3.7.1.building").mkdir()  # killed before its marker was written
    busy = venvs / ".triton-3.8.0.building"
    busy.mkdir()
    (busy / "asmscope-toolchain-building").write_text("triton==3.8.0")
    before = _user_files(nightly)
    cache = tmp_path / "cache"
    with FileLock(str(venvs / ".triton-3.8.0.lock")):  # another run is building 3.8.0 now
        result = CliRunner().invoke(main, ["cache", "clear", "--toolchains", "--cache-dir", str(cache)])
    assert result.exit_code == 0, result.output
    assert "internal error" not in result.output
    assert "removed 1 toolchain environments" in result.output and "removed 2 interrupted" in result.output
    assert f"left {venvs / 'triton-link'}" in result.output and f"left {nightly}" in result.output
    assert _user_files(nightly) == before and (venvs / "triton-stray").read_text() == "notes"
    assert (venvs / "triton-link").is_symlink() and busy.is_dir()
    assert not ours.exists() and not killed.exists() and not (venvs / ".triton-3.7.1.building").exists()
    assert not (venvs / ".triton-3.7.0.lock").exists()


@pytest.mark.parametrize("kind", ["venv", "file", "link"])
def test_a_named_toolchain_never_replaces_what_is_in_its_place(tmp_path: Path, kind: str) -> None:
    """`triton-3.6.0` in the toolchains directory that asmscope did not make (the user's venv,
    a stray file, a link) was deleted to make room (or made an OSError); now it is named."""
    place = tmp_path / "triton-3.6.0"
    if kind == "venv":
        place.mkdir()
        (place / "pyvenv.cfg").write_text("home = /usr/bin\n")
    elif kind == "file":
        place.write_text("stray")
    else:
        place.symlink_to(tmp_path / "somewhere")
    with pytest.raises(ToolchainError, match="asmscope did not make") as caught:
        named_env("3.6.0", tmp_path)
    assert "\n" not in str(caught.value)
    assert place.is_symlink() if kind == "link" else place.exists()
    stray = tmp_path / "not-a-dir"
    stray.write_text("x")
    with pytest.raises(ToolchainError, match=re.escape("cannot create toolchain triton==3.6.0")):
        named_env("3.6.0", stray)
    assert os.path.isfile(stray)


def test_an_unmarked_build_in_the_way_is_named_not_deleted(tmp_path: Path) -> None:
    (tmp_path / ".triton-3.6.0.building" / "lib").mkdir(parents=True)
    (tmp_path / ".triton-3.6.0.building" / "lib" / "keep").write_text("x")
    with pytest.raises(ToolchainError, match="is in the way and lacks asmscope's marker"):
        named_env("3.6.0", tmp_path)
    assert (tmp_path / ".triton-3.6.0.building" / "lib" / "keep").read_text() == "x"
