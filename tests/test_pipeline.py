"""asmscope.pipeline.check_variants on real compiler output: one rule run per check, whether a
variant is computed here, in an evaluation process, or read from the results cache."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from asmscope.findings import VariantKey
from asmscope.pipeline import check_variants
from asmscope.rules import RuleSet, load_rules, parse_rule
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
