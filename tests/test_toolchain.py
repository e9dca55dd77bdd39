"""Toolchain spellings, errors and environment management, without creating an environment
(tests/e2e/test_toolchain_diff.py builds with real Triton releases)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from asmscope.cli import main
from asmscope.compile.toolchain import ToolchainError, probe, resolve_toolchain, worker_launch


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
