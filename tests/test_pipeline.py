"""asmscope.pipeline.check_variants on real compiler output: one rule run per check, whether a
variant is computed here, in an evaluation process, or read from the results cache."""

from __future__ import annotations

import hashlib
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from asmscope.findings import VariantKey
from asmscope.pipeline import check_variants, named_rules_not_run
from asmscope.rules import RuleSet, Unapplied, load_rules, parse_rule
from asmscope.variant import Variant

REAL = Path(__file__).parent / "rules" / "real"
DOCS = {"what": "w", "why": "y", "example": "e", "fix": "f"}


def variant(path: Path, config: dict[str, object], tags: tuple[str, ...] = ("wgrad",)) -> Variant:
    items = tuple(sorted(config.items()))
    key = VariantKey("wgrad", "gfx950", items)
    return Variant(key, str(path), hashlib.sha256(path.read_bytes()).hexdigest(), tags, items)


def when_rule(when: str) -> object:
    data = {
        "id": "AS901",
        "name": "needs-even-k",
        "severity": "error",
        "summary": "s",
        "message": "m",
        "docs": DOCS,
        "select": {"when": when},
        "check": {"kind": "forbid", "match": {"mnemonics": ["buffer_store_short*"]}},
    }
    return parse_rule(data, "AS901.yaml")


@pytest.fixture
def two_variants(tmp_path: Path) -> list[Variant]:
    # two files, so the second is a different variant (and a separate cache entry)
    a, b = tmp_path / "a.s", tmp_path / "b.s"
    shutil.copy(REAL / "wgrad_legacy_gfx950.s", a)
    shutil.copy(REAL / "wgrad_trans_gfx950.s", b)
    return [variant(a, {"BLOCK_M": 256}), variant(b, {"BLOCK_M": 128})]


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_name_no_variant_has_is_one_problem_warm_or_cold(
    two_variants: list[Variant], tmp_path: Path, jobs: int
) -> None:
    rules = RuleSet((when_rule("EVEN_K"), *load_rules(select=["AS001"]).rules), {})
    cache = tmp_path / "cache"
    cold = check_variants(two_variants, rules, cache, jobs=jobs)
    warm = check_variants(two_variants, rules, cache, jobs=jobs)
    assert (cold.cache_hits, warm.cache_hits) == (0, 2)
    for outcome in (cold, warm):
        (problem,) = outcome.problems
        assert (problem.path, problem.key) == ("AS901.yaml", "select.when")
        assert "'EVEN_K'" in problem.message and "2 variant(s)" in problem.message
        assert [f.rule for s in outcome.summaries for f in s.findings] == ["AS001"]  # legacy only
    assert warm.summaries == cold.summaries


def test_a_name_one_variant_has_is_no_problem(two_variants: list[Variant]) -> None:
    has_it = [variant(Path(two_variants[0].asm_path), {"EVEN_K": True}), two_variants[1]]
    outcome = check_variants(has_it, RuleSet((when_rule("EVEN_K"),), {}))
    assert outcome.problems == ()
    assert [s.key.config for s in outcome.summaries for _ in s.findings] == [(("EVEN_K", True),)]


def test_an_unparsable_variant_is_an_error_and_the_rest_are_checked(
    two_variants: list[Variant], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.s"
    bad.write_text("this is not assembly ,,,\n")
    outcome = check_variants([variant(bad, {}), *two_variants], load_rules(select=["AS001"]))
    (error,) = outcome.errors
    assert error.kind == "parse-error" and error.variant.kernel == "wgrad"
    assert len(outcome.summaries) == 2


def test_a_given_file_is_checked_kernel_by_kernel_under_its_own_names() -> None:
    path = REAL / "wgrad_legacy_gfx950.s"
    given = Variant(VariantKey("", ""), str(path), hashlib.sha256(path.read_bytes()).hexdigest(), ("wgrad",))
    (summary,) = check_variants([given], load_rules(select=["AS001"])).summaries
    assert summary.key.kernel == "wgrad" and summary.key.target == "gfx950"  # from the asm's own target line
    assert summary.findings and summary.findings[0].asm_path == str(path)


def test_results_are_keyed_by_asmscope_own_code(monkeypatch: pytest.MonkeyPatch) -> None:
    """An editable install keeps its version number while its walker changes: the results cache
    must not serve what the older code computed."""
    import asmscope.pipeline as pipeline

    rules = load_rules(select=["AS015"])
    before = pipeline.rules_fingerprint(rules)
    assert before == pipeline.rules_fingerprint(rules)
    monkeypatch.setattr(pipeline, "code_fingerprint", lambda: "another walker")
    assert pipeline.rules_fingerprint(rules) != before


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_when_false_on_every_variant_is_unapplied_warm_or_cold(
    two_variants: list[Variant], tmp_path: Path, jobs: int
) -> None:
    """The trace says on which variants a rule's `when` held, in the results cache as well."""
    rules = RuleSet((when_rule("BLOCK_M > 512"), *load_rules(select=["AS001"]).rules), {})
    cache = tmp_path / "cache"
    cold = check_variants(two_variants, rules, cache, jobs=jobs)
    warm = check_variants(two_variants, rules, cache, jobs=jobs)
    assert warm.cache_hits == 2
    for outcome in (cold, warm):
        assert outcome.unapplied == (Unapplied("AS901", 2, 2),)
        assert outcome.problems == () and outcome.unselected == ()
        assert named_rules_not_run(rules, [outcome]) == ()  # not selected by name: it does not apply
        (error,) = named_rules_not_run(replace(rules, named=frozenset({"AS901"})), [outcome])
        assert (error.path, error.key) == ("AS901.yaml", "select.when") and error.message.startswith("AS901 ")
        assert "BLOCK_M > 512" in error.message and "2 kernel(s)" in error.message


def test_a_when_that_holds_once_is_applied(two_variants: list[Variant]) -> None:
    rules = RuleSet((when_rule("BLOCK_M > 128"),), {}, named=frozenset({"AS901"}))
    outcome = check_variants(two_variants, rules)  # BLOCK_M 256 and 128
    assert outcome.unapplied == () and named_rules_not_run(rules, [outcome]) == ()


def test_a_when_false_on_some_and_unresolved_on_the_others_ran_nowhere(two_variants: list[Variant]) -> None:
    """Neither case alone covers every variant: not a `problems` one (the name resolved once),
    but the rule still ran on no kernel."""
    mixed = [variant(Path(two_variants[0].asm_path), {"EVEN_K": False}), two_variants[1]]
    rules = RuleSet((when_rule("EVEN_K"),), {}, named=frozenset({"AS901"}))
    outcome = check_variants(mixed, rules)
    assert outcome.problems == () and outcome.unapplied == (Unapplied("AS901", 2, 1),)
    (error,) = named_rules_not_run(rules, [outcome])
    assert error.key == "select.when" and "false on 1" in error.message


def test_a_when_naming_a_key_no_variant_has_is_a_problem_not_unapplied(two_variants: list[Variant]) -> None:
    rules = RuleSet((when_rule("EVEN_K"),), {}, named=frozenset({"AS901"}))
    outcome = check_variants(two_variants, rules)
    assert len(outcome.problems) == 1 and outcome.unapplied == ()  # reported once, as "never ran"
    assert named_rules_not_run(rules, [outcome]) == ()


def test_named_rules_not_run_over_two_evaluations(two_variants: list[Variant]) -> None:
    """A diff's two sides: a rule that ran on one side ran."""
    rules = RuleSet((when_rule("BLOCK_M > 128"),), {}, named=frozenset({"AS901"}))
    ran, did_not = check_variants(two_variants[:1], rules), check_variants(two_variants[1:], rules)
    assert named_rules_not_run(rules, [ran, did_not]) == ()
    assert len(named_rules_not_run(rules, [did_not, did_not])) == 1
