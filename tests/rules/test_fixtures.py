"""Every rule against its `.s` fixture: flagged lines == `; ruleid:` lines, no `; ok:` line flagged.

`pytest -k AS001` runs one rule's fixture.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from asmscope.expr import compile_expr
from asmscope.fixtures import marks, run_fixture
from asmscope.rules import load_rules
from asmscope.rules.schema import Rule

RULES = [r for r in load_rules(select=["ALL"]).rules if r.fixture is not None]
# every fixture of every rule: a rule for both vendors has a `.s` and a `.sass`
FIXTURES = [(r, f) for r in RULES for f in r.fixtures]


@pytest.mark.parametrize(("rule", "fixture"), FIXTURES, ids=[f"{r.id}{f.suffix}" for r, f in FIXTURES])
def test_rule_fixture(rule: Rule, fixture: Path) -> None:
    expected, clean = marks(fixture.read_text(), rule.id)
    assert expected, f"{fixture} has no `; ruleid: {rule.id}` line"
    assert clean, f"{fixture} has no `; ok: {rule.id}` line"
    assert not (expected & clean), f"{fixture}: lines marked both `ruleid` and `ok`: {sorted(expected & clean)}"
    result = run_fixture(rule, fixture)
    assert result.passed, result.explain()


def test_a_rule_for_both_vendors_has_a_fixture_for_each() -> None:
    """A rule whose matchers match both ISAs' instructions is shown on both: a `.s` and a `.sass`
    fixture. (The autotune-list rules, AS020 and AS023, judge configs, not code: one fixture.)"""
    for rule in (r for r in RULES if r.vendors_from == "matchers"):
        suffixes = {f.suffix for f in rule.fixtures}
        wanted = {{"amd": ".s", "nvidia": ".sass"}[v] for v in rule.vendors}
        assert wanted <= suffixes, f"{rule.id} is for {', '.join(rule.vendors)} but has fixtures {sorted(suffixes)}"


def test_a_rule_that_fails_on_its_fixture_does_not_pass(tmp_path: Path) -> None:
    # the fixture runner checks through asmscope.pipeline.check_variants, so rule problems count
    rule = load_rules(select=["AS001"]).rules[0]
    assert rule.fixture is not None
    broken = replace(rule, check=replace(rule.check, max=compile_expr("1 // 0")))
    result = run_fixture(broken, rule.fixture)
    assert not result.passed and result.findings == ()
    (problem,) = result.problems
    assert problem.key == "check.max" and "division by zero" in problem.message
    assert "rule problem:" in result.explain()


def test_every_builtin_rule_has_a_fixture() -> None:
    """Every rule but the IR rules (check kind `ir`): they read a compiled variant's TTGIR, which
    an `.s` fixture cannot carry, and are shown on real compiles in tests/ir/test_ir_rules.py."""
    rules = load_rules(select=["ALL"]).rules
    assert {r.id for r in rules if r.check.kind != "ir"} == {r.id for r in RULES}
    assert all(r.fixture is None for r in rules if r.check.kind == "ir")
    names = Path(__file__).parents[1].joinpath("ir", "test_ir_rules.py").read_text()
    assert all(r.id in names for r in rules if r.check.kind == "ir")


AMD_FIXTURES = [r for r in RULES if r.fixture is not None and r.fixture.suffix == ".s"]
LLVM_MC = shutil.which("llvm-mc-22")


@pytest.mark.skipif(LLVM_MC is None, reason="llvm-mc-22 not installed")
@pytest.mark.parametrize("rule", AMD_FIXTURES, ids=[r.id for r in AMD_FIXTURES])
def test_rule_fixture_assembles(rule: Rule, tmp_path: Path) -> None:
    """A fixture is code the hardware could run: each of its parts (a `; asmscope-fixture:`
    header and the kernels after it) assembles with llvm-mc-22 for the part's target."""
    assert rule.fixture is not None and LLVM_MC is not None
    parts: list[tuple[str, list[str]]] = []  # (target, lines), the lines before any header first
    target = ""
    for line in rule.fixture.read_text().splitlines():
        header = re.match(r"\s*;\s*asmscope-fixture:.*\btarget=(gfx\w+)", line)
        if header:
            target = header.group(1)
            parts.append((target, []))
        elif not parts:
            parts.append(("", []))
        parts[-1][1].append(line)
    assembled = 0
    for k, (part_target, lines) in enumerate(parts):
        text = "\n".join(lines)
        if not part_target or not re.search(r"^\s*[a-z_]\w*\s+", text, re.M):
            continue  # the file's preamble (directives only)
        # a part without its own `.amdgcn_target` line assembles under the file's directives
        source = tmp_path / f"part{k}.s"
        source.write_text(("" if ".amdgcn_target" in text else "\t.text\n") + text + "\n")
        done = subprocess.run(
            [LLVM_MC, "-triple=amdgcn-amd-amdhsa", f"-mcpu={part_target}", "-filetype=null", str(source)],
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, f"{rule.fixture} ({part_target}):\n{done.stderr}"
        assembled += 1
    assert assembled, f"{rule.fixture}: no part with a target to assemble"
