"""The user-pattern library (tests/compile/users_lib: driver calls at import, None and dtypes in
its configs, a JSON config table, a config function) through the command line on both targets,
and `check --sample` (issue 26, items 1-5 and 17; issue 24, item 8)."""

from __future__ import annotations

import json
from pathlib import Path

from .conftest import REPO, assert_one_line_error, run_cli

SPEC = REPO / "tests" / "compile" / "users_lib" / "asmscope.toml"


def test_the_library_checks_on_both_targets(tmp_path: Path) -> None:
    result = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(tmp_path / "cache"), "--format", "json",
                     "-j", "2")  # fmt: skip
    assert result.code == 0, result.err
    report = json.loads(result.out)
    assert report["errors"] == [] and report["summary"]["variants_checked"] == 14
    assert "0 pruned by the autotuner" in result.err
    assert set(report["targets"]) == {"gfx942", "gfx950"}


def test_a_sample_is_every_kernel_and_target_and_says_so(tmp_path: Path) -> None:
    result = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(tmp_path / "cache"), "--sample", "1",
                     "--format", "json", "-j", "2")  # fmt: skip
    assert result.code == 0, result.err
    report = json.loads(result.out)
    checked = report["run"]["variants"]
    assert {(v["kernel"], v["target"]) for v in checked} == {
        (k, t) for k in ("scale", "rms_norm_json", "rms_norm_python", "rms_norm_tables") for t in ("gfx942", "gfx950")
    }
    assert f"sample of {len(checked)} of 14 variants" in result.err


def test_sample_does_not_combine_with_shard(tmp_path: Path) -> None:
    result = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(tmp_path / "cache"), "--sample", "4",
                     "--shard", "1/2")  # fmt: skip
    assert result.code == 2
    assert_one_line_error(result, "--sample and --shard do not combine")


def test_values_are_listed_in_numeric_order(tmp_path: Path) -> None:
    """`values: 256, 1024`, not the string order `1024, 256` (issue 26, item 16), None included."""
    cache = str(tmp_path / "cache")
    r = run_cli("inspect", "scale", "--spec", str(SPEC), "--cache-dir", cache, "--target", "gfx950",
                "--config", "BLOCK=512")  # fmt: skip
    assert_one_line_error(r, "BLOCK=512", "values: 256, 1024)")
    listed = run_cli("list", "--spec", str(SPEC), "--cache-dir", cache).out
    assert "BLOCK=256,1024" in listed and "CACHE=.cg,None" in listed


def test_with_output_stderr_says_why_the_run_failed(tmp_path: Path) -> None:
    """The report goes to a file; stderr still says why the exit code is not 0 (issue 26, item 16)."""
    report = tmp_path / "report.json"
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "AS902-any-store.yaml").write_text(
        "id: AS902\nname: any-store\nseverity: error\nsummary: t\nmessage: '{mnemonic}'\n"
        "docs: {what: t, why: t, example: t, fix: t}\n"
        "check: {kind: forbid, match: {regex: '^(buffer|global)_store'}}\n",
        encoding="utf-8",
    )
    result = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(tmp_path / "cache"), "--kernel", "scale",
                     "--target", "gfx942", "--rule-dir", str(rules), "--select", "AS902", "--format", "json",
                     "--output", str(report), "--quiet")  # fmt: skip
    assert result.code == 1 and result.out == "", result.err
    assert len(json.loads(report.read_text())["findings"]) > 0
    assert "asmscope: exit 1: " in result.err and "at or above --fail-on error" in result.err
    assert f"report in {report}" in result.err
