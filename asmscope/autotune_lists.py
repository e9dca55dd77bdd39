"""Each kernel's autotune list judged whole, after its variants are compiled and checked: the
step `asmscope prune` reports and `asmscope check` feeds back to its rule on the waste (AS023).

    pruning = judge_lists(plan, outcome, evaluation)                    # asmscope.prune's judgement
    evaluation = with_list_waste(plan, outcome, evaluation, rules, cache_root)   # AS023 checked

It sits above the check of variants (asmscope.pipeline) because it reads that check's summaries
and runs it again on the variants that report their list.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from asmscope.compile import CompileOutcome, PlannedVariant
from asmscope.findings import VariantKey
from asmscope.pipeline import Evaluation, check_variants
from asmscope.prune import Pruning, list_facts, prune_space
from asmscope.rules import Rule, RuleSet


def judge_lists(
    plan: Sequence[PlannedVariant],
    outcome: CompileOutcome,
    evaluation: Evaluation,
    occupancy_floor: int | None = None,
    estimates: Mapping[VariantKey, float] | None = None,
    keep_top: int | None = None,
) -> Pruning:
    """Each kernel's autotune list on each target of the plan, judged from the compiled and
    checked variants (their compile times from the cache records they carry). A kernel with a
    planned variant this run did not compile or check (another shard's, a failed compile) is
    left unjudged."""
    # Configs the kernel's own prune_configs_by already removes are not the autotuner's to try.
    already = set(outcome.pruned)
    planned = [(p.key, dict(p.facts).get("autotune_copies", 1)) for p in plan if p.key not in already]
    return prune_space(
        planned,
        outcome.compiled,
        evaluation.summaries,
        (*outcome.errors, *evaluation.errors),
        occupancy_floor=occupancy_floor,
        estimates=estimates,
        keep_top=keep_top,
    )


def list_rules(rules: RuleSet) -> list[Rule]:
    """The rules on a kernel's whole autotune list as static pruning judges it (AS023)."""
    return [r for r in rules.rules if getattr(r.check, "resource", None) == "prunable_configs"]


def with_list_waste(
    plan: Sequence[PlannedVariant],
    outcome: CompileOutcome,
    evaluation: Evaluation,
    rules: RuleSet,
    cache_root: Path | None,
) -> Evaluation:
    """`check` with a rule on `prunable_configs` (AS023): that resource is a whole list's, known
    only once every variant of the kernel on the target is compiled and checked. So the lists are
    judged after the check, and the one variant per kernel and target that reports its list is
    checked again with the list's facts (cached like any variant: the facts are in its key)."""
    if not list_rules(rules):
        return evaluation
    facts = list_facts(judge_lists(plan, outcome, evaluation))
    again = [replace(v, facts=v.facts + facts[v.key]) for v in outcome.compiled if v.key in facts]
    if not again:
        return evaluation
    second = check_variants(again, rules, cache_root)
    redone = {s.key: s for s in second.summaries}
    return replace(
        evaluation,
        summaries=tuple(redone.get(s.key, s) for s in evaluation.summaries),
        problems=evaluation.problems + tuple(p for p in second.problems if p not in evaluation.problems),
    )
