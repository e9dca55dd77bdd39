"""A rule's `subsumes` (issue 45, item 7): where a variant cannot launch, the rule that says so
is reported and the occupancy finding that follows from it is not; selected alone, the
subsumed rule still reports the variant (its message says it cannot launch)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from asmscope.cli import main
from asmscope.rules import load_rules

RULES = Path(__file__).resolve().parents[2] / "rules"


def _rules_found(select: str, tmp_path: Path) -> dict[str, set[str]]:
    args = ["check", "--asm", str(RULES / "AS008-lds-over-limit.s"), "--select", select, "-q", "-f", "json"]
    result = CliRunner().invoke(main, [*args, "--cache-dir", str(tmp_path / "cache"), "--fail-on", "never"])
    assert result.exit_code == 0, result.output
    found: dict[str, set[str]] = {}
    for f in json.loads(result.stdout)["findings"]:
        found.setdefault(f["kernel"], set()).add(f["rule"])
    return found


def test_cannot_launch_subsumes_the_occupancy_floor(tmp_path: Path) -> None:
    alone = _rules_found("AS007", tmp_path)
    both = _rules_found("AS007,AS008", tmp_path)
    cannot = {k for k, rules in both.items() if "AS008" in rules}
    assert cannot and all(alone.get(k) == {"AS007"} for k in cannot)  # AS007 alone says it
    assert all(both[k] == {"AS008"} for k in cannot)


def test_the_built_in_subsumptions() -> None:
    by_id = {r.id: r for r in load_rules().rules}
    assert by_id["AS008"].subsumes == ("AS007",) and by_id["AS063"].subsumes == ("AS062",)
