"""Every rule against its `.s` fixture: flagged lines == `; ruleid:` lines, no `; ok:` line flagged.

`pytest -k AS001` runs one rule's fixture.
"""

from __future__ import annotations

import pytest

from asmscope.rules import load_rules
from asmscope.rules.fixtures import marks, run_fixture
from asmscope.rules.schema import Rule

RULES = [r for r in load_rules(select=["ALL"]).rules if r.fixture is not None]


@pytest.mark.parametrize("rule", RULES, ids=[r.id for r in RULES])
def test_rule_fixture(rule: Rule) -> None:
    assert rule.fixture is not None
    expected, clean = marks(rule.fixture.read_text(), rule.id)
    assert expected, f"{rule.fixture} has no `; ruleid: {rule.id}` line"
    assert clean, f"{rule.fixture} has no `; ok: {rule.id}` line"
    result = run_fixture(rule, rule.fixture)
    assert result.passed, result.explain()
    assert not (result.flagged & clean)


def test_every_builtin_rule_has_a_fixture() -> None:
    assert {r.id for r in load_rules(select=["ALL"]).rules} == {r.id for r in RULES}
