"""Rules that fail at run time reach the report and make the exit code 2 (issue 11 item 8,
issue 12 item 1): a `when` naming a config key no variant has, a bound that divides by zero,
a `when` that multiplies a string. Every other rule still runs and reports.

On fp8_gemm_tn of the e2e spec (compiled once per session; no kernel has MY_FLAG), and with
`check --asm` (no config at all)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import REPO, SPEC, run_cli

LEGACY = REPO / "tests" / "rules" / "real" / "wgrad_legacy_gfx950.s"

BROKEN = {
    "AS901": ("select.when", "  when: MY_FLAG\n", "'MY_FLAG' is not a config key"),  # no variant has it
    "AS902": ("check.max", "", "division by zero"),
    "AS903": ("select.when", "  when: \"'a' * 3 == 'aaa'\"\n", "'a' * 3 == 'aaa'"),
}


def _rule(rule_id: str, when: str, limit: str) -> str:
    return (
        f"id: {rule_id}\nname: broken-{rule_id.lower()}\nseverity: error\nsummary: s\nmessage: m {{mnemonic}}\n"
        "docs: {what: w, why: y, example: e, fix: f}\nconfig_keys: [MY_FLAG]\n"
        f"select:\n  tags: [wgrad]\n{when}"
        f'check:\n  kind: forbid\n  match: {{mnemonics: ["buffer_store_short*"]}}\n  max: "{limit}"\n'
    )


@pytest.fixture
def rule_dir(tmp_path: Path) -> Path:
    d = tmp_path / "myrules"
    d.mkdir()
    for rule_id, (key, when, _) in BROKEN.items():
        (d / f"{rule_id}-broken.yaml").write_text(_rule(rule_id, when, "1 // 0" if key == "check.max" else "0"))
    return d


def _check(rule_dir: Path, fmt: str, cache_dir: Path) -> tuple[int, str]:
    args = ["check", "--spec", str(SPEC), "--cache-dir", str(cache_dir), "--kernel", "fp8_gemm_tn"]
    result = run_cli(*args, "--rule-dir", str(rule_dir), "--select", "AS001,AS901,AS902,AS903", "--format", fmt, "-q")
    assert "Traceback" not in result.err
    return result.code, result.out


def test_run_time_rule_problems_are_reported_and_exit_2(rule_dir: Path, cache_dir: Path) -> None:
    code, out = _check(rule_dir, "json", cache_dir)
    assert code == 2
    report = json.loads(out)
    assert {f["rule"] for f in report["findings"]} == {"AS001"}  # the valid rule still reports
    problems = {p["path"].rsplit("/", 1)[-1][:5]: p for p in report["rule_errors"]}
    assert sorted(problems) == sorted(BROKEN)
    for rule_id, (key, _, needle) in BROKEN.items():
        assert problems[rule_id]["key"] == key
        assert needle in problems[rule_id]["message"], problems[rule_id]


@pytest.mark.parametrize("fmt", ["table", "sarif", "junit", "github", "markdown"])
def test_every_format_shows_them(rule_dir: Path, fmt: str, cache_dir: Path) -> None:
    code, out = _check(rule_dir, fmt, cache_dir)
    assert code == 2
    for rule_id in BROKEN:
        assert f"{rule_id}-broken.yaml" in out
    assert "division by zero" in out


def test_a_given_asm_file_has_no_config_key(rule_dir: Path) -> None:
    args = ["check", "--asm", str(LEGACY), "--tag", "wgrad", "--target", "gfx950", "--rule-dir", str(rule_dir)]
    result = run_cli(*args, "--select", "AS001,AS901", "--format", "json", "--quiet")
    assert result.code == 2, result.err  # AS901 could not run: exit 0/1 would say every rule was checked
    report = json.loads(result.out)
    assert [f["rule"] for f in report["findings"]] == ["AS001"]
    assert [p["key"] for p in report["rule_errors"]] == ["select.when"]
