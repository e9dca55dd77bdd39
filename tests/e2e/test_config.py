"""`[tool.asmscope]` / `asmscope.toml` set every flag's default; the command line wins."""

from __future__ import annotations

import json
from pathlib import Path

from .conftest import SPEC, assert_one_line_error, run_cli


def _project(tmp_path: Path, body: str, name: str = "pyproject.toml") -> Path:
    header = "[tool.asmscope]\n" if name == "pyproject.toml" else ""
    (tmp_path / name).write_text(header + body)
    return tmp_path


def test_pyproject_defaults_and_command_line_wins(tmp_path: Path, cache_dir: Path) -> None:
    project = _project(
        tmp_path,
        f'spec = "{SPEC}"\nformat = "json"\nselect = ["AS001"]\nfail-on = "never"\n'
        f'cache-dir = "{cache_dir}"\nquiet = true\n',
    )
    r = run_cli("check", "--kernel", "fp8_gemm_tn", cwd=project)
    assert r.code == 0, r.err  # fail-on = never from the config
    report = json.loads(r.out)  # format = json from the config
    assert {f["rule"] for f in report["findings"]} == {"AS001"}  # select from the config
    assert run_cli("check", "--kernel", "fp8_gemm_tn", "--fail-on", "error", cwd=project).code == 1
    table = run_cli("check", "--kernel", "fp8_gemm_tn", "--format", "table", cwd=project)
    assert "AS001" in table.out and not table.out.lstrip().startswith("{")


def test_asmscope_toml_with_settings_and_severity(tmp_path: Path, cache_dir: Path) -> None:
    project = _project(
        tmp_path,
        f'spec = "{SPEC}"\nformat = "json"\ncache-dir = "{cache_dir}"\nquiet = true\nselect = ["AS001"]\n'
        '[severity]\nAS001 = "info"\n',
        name="asmscope.toml",
    )
    r = run_cli("check", "--kernel", "fp8_gemm_tn", cwd=project)
    assert r.code == 0, r.err  # AS001 re-levelled to info: below the default fail-on
    assert {f["severity"] for f in json.loads(r.out)["findings"]} == {"info"}


def test_unknown_config_key(tmp_path: Path) -> None:
    project = _project(tmp_path, 'fail_on = "never"\n')
    assert_one_line_error(run_cli("check", cwd=project), "pyproject.toml", "unknown asmscope setting 'fail_on'")


def test_unknown_setting_name(tmp_path: Path, cache_dir: Path) -> None:
    project = _project(tmp_path, f'spec = "{SPEC}"\ncache-dir = "{cache_dir}"\n[settings]\nagpr_budgett = 1\n',
                       name="asmscope.toml")
    r = run_cli("check", "--kernel", "fp8_gemm_tn", "--quiet", cwd=project)
    assert r.code == 2 and "agpr_budgett" in r.err and "Traceback" not in r.err
