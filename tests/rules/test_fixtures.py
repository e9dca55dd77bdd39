"""Every rule against its `.s` fixture: flagged lines == `; ruleid:` lines, no `; ok:` line flagged.

`pytest -k AS001` runs one rule's fixture.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from asmscope.expr import compile_expr
from asmscope.fixtures import marks, run_fixture
from asmscope.rules import load_rules
from asmscope.rules.schema import Rule

RULES = [r for r in load_rules(select=["ALL"]).rules if r.fixture is not None]


@pytest.mark.parametrize("rule", RULES, ids=[r.id for r in RULES])
def test_rule_fixture(rule: Rule) -> None:
    assert rule.fixture is not None
    expected, clean = marks(rule.fixture.read_text(), rule.id)
    assert expected, f"{rule.fixture} has no `; ruleid: {rule.id}` line"
    assert clean, f"{rule.fixture} has no `; ok: {rule.id}` line"
    assert not (expected & clean), f"{rule.fixture}: lines marked both `ruleid` and `ok`: {sorted(expected & clean)}"
    result = run_fixture(rule, rule.fixture)
    assert result.passed, result.explain()


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
    assert {r.id for r in load_rules(select=["ALL"]).rules} == {r.id for r in RULES}
