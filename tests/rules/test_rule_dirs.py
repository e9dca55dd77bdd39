"""`--rule-dir` (and the API's `rule_dirs`) load the user's rules or say why not (#38 case 4):
a directory with no rule file directly in it, its rules one level down, or rule files named
`*.YAML` once loaded nothing and the run passed on the built-in rules alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.rules import builtin_rules_dir, load_rules
from tests.e2e.conftest import REPO, run_cli

ASM = REPO / "tests" / "fixtures" / "asm" / "gfx942_nn_bm256.s"
RULE = (
    "id: AS900\nname: any-nop\nseverity: error\nsummary: s\nmessage: 'nop {mnemonic}'\n"
    "docs: {what: a, why: b, example: c, fix: d}\ncheck: {kind: forbid, match: {mnemonics: ['s_*']}}\n"
)


def _check(rules: Path, tmp_path: Path, *extra: str):
    """`check` of a code object with findings waved through (`--fail-on never`): it exits 0
    unless something could not be checked."""
    return run_cli(
        "check", "--asm", str(ASM), "--rule-dir", str(rules), "--fail-on", "never", "-f", "json", "--quiet",
        "--cache-dir", str(tmp_path / "cache"), *extra,
    )  # fmt: skip


def test_an_empty_rule_dir_is_an_error(tmp_path: Path) -> None:
    (rules := tmp_path / "rules").mkdir()
    r = _check(rules, tmp_path)
    assert r.code == 2, (r.code, r.err)
    assert f"{rules}: rule directory holds no rule file (*.yaml, *.yml)" in r.err
    assert "Traceback" not in r.err


def test_rules_in_a_subdirectory_are_named(tmp_path: Path) -> None:
    (sub := tmp_path / "rules" / "mine").mkdir(parents=True)
    (sub / "AS900.yaml").write_text(RULE)
    r = _check(tmp_path / "rules", tmp_path)
    assert r.code == 2, (r.code, r.err)
    assert "holds no rule file" in r.err and "mine holds rule files: subdirectories are not read" in r.err


@pytest.mark.parametrize("name", ["AS900.YAML", "AS900.Yml", "AS900.yaml"])
def test_a_rule_file_in_any_case_loads_and_runs(tmp_path: Path, name: str) -> None:
    (rules := tmp_path / "rules").mkdir()
    (rules / name).write_text(RULE)
    r = _check(rules, tmp_path, "--select", "AS900")
    assert r.code == 0, (r.code, r.err)
    assert '"rule": "AS900"' in r.out


def test_load_rules_reports_the_empty_directory(tmp_path: Path) -> None:
    ruleset = load_rules([builtin_rules_dir(), tmp_path])
    assert [str(e) for e in ruleset.errors] == [f"{tmp_path}: rule directory holds no rule file (*.yaml, *.yml)"]
    assert ruleset.rules  # the built-in rules still load
