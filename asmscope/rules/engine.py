"""Evaluate a RuleSet on compiled variants: selection, scopes, the check kinds, findings.

    run = RuleRun(rules)
    for ctx in variants:
        findings, trace = run.evaluate(ctx)
        run.record(trace)
    problems = run.problems()    # e.g. a `when` naming a key that no variant of the run has
    run.unselected(), run.unapplied()  # rules selected for no variant; whose `when` held on none

asmscope.pipeline.check_variants does this for a check (with the results cache and parallel
processes); nothing else needs to build a VariantContext.

A `when` (or a bound) that names a config key this variant lacks means the rule does not apply
to this variant; `RuleRun.problems()` reports a rule for which that happened on every variant it
was selected for, since then it never ran (most likely a typo or a renamed constexpr).
Compile options absent from a config take Triton's defaults (vocabulary.CONFIG_DEFAULTS).

Findings of one rule that map to the same Python source line and mnemonic (one `tl.store`
becoming 64 `buffer_store_short`) are merged into one finding that counts the rest; findings
without a source location (hand-written asm) stay one per instruction.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import repeat
from operator import itemgetter
from typing import Any

from asmscope.expr import Expr, ExprError
from asmscope.findings import Finding
from asmscope.isa.amdgcn.hazards import (
    share_key,
)
from asmscope.isa.sass.instructions import ASYNC_MMA
from asmscope.rules.checks import _check_forbid, _check_ratio, _check_require, _check_resource
from asmscope.rules.context import VariantContext, _evaluate, _NotApplicable
from asmscope.rules.hazard_checks import _check_hazard, _one_per_hazard, _SharedWalks
from asmscope.rules.index import KernelIndex, MatchTable
from asmscope.rules.ir_checks import _check_ir, needs_ir
from asmscope.rules.messages import _merge_by_source
from asmscope.rules.schema import (
    ForbidCheck,
    HazardCheck,
    IRCheck,
    RatioCheck,
    RequireCheck,
    ResourceCheck,
    Rule,
    RuleLoadError,
    RuleSet,
    Selector,
    WaitcntCheck,
)
from asmscope.rules.vocabulary import CONFIG_DEFAULTS, HAZARD_NAMES, TARGET_NAMES, VARIANT_NAMES
from asmscope.rules.wait_checks import _check_waitcnt
from asmscope.targets import lookup

# ----------------------------------------------------------------------------------------------
# The run
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RuleTrace:
    """What checking one variant told about the rules themselves, beside its findings. Plain
    data: the results cache keeps it with the findings, and evaluation processes send it back."""

    selected: tuple[str, ...] = ()  # ids of the rules selected for the variant
    unresolved: tuple[tuple[str, str], ...] = ()  # (rule id, name): a name with no value here
    errors: tuple[tuple[str, str, str], ...] = ()  # (rule id, rule key, message): an expression failed
    held: tuple[str, ...] = ()  # ids of the selected rules whose select.when held (or that have none)


@dataclass(frozen=True, slots=True)
class Unapplied:
    """A rule selected for some variants whose select.when held on none of them: it ran on no
    kernel, though no name was missing everywhere and no expression failed (those are problems)."""

    rule: str
    selected: int  # variants it was selected for
    when_false: int  # of which its `when` was false (on the others it named a key they lack)


@dataclass
class _RuleStats:
    selected: int = 0
    held: int = 0  # variants where its select.when held (or it has none): its check was tried
    unresolved: dict[str, int] = field(default_factory=dict)  # name -> variants where it had no value


class RuleRun:
    """One run of a RuleSet over the variants of a check: `evaluate` checks one variant,
    `record` adds what it told about the rules, `problems` is what the run found wrong with
    them (asmscope.pipeline.check_variants owns the one RuleRun of each check)."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self._stats: dict[str, _RuleStats] = {r.id: _RuleStats() for r in rules.rules}
        self._errors: dict[tuple[str, str, str], None] = {}  # (rule id, key, message), first seen first
        # hazard rules that may walk together (_SharedWalks): for each, the later ones
        together: dict[tuple[object, ...], list[Rule]] = {}
        for rule in rules.rules:
            if isinstance(rule.check, HazardCheck):
                check = rule.check
                key = (id(check.first.match), id(check.unless), share_key(check))
                together.setdefault(key, []).append(rule)
        self._later = {r.id: group[i + 1 :] for group in together.values() for i, r in enumerate(group[:-1])}
        self._grouped = frozenset(r.id for group in together.values() if len(group) > 1 for r in group)
        self._table = MatchTable.of(rules)
        # each rule with its check's function, and its selector where that can leave a variant
        # out by name, tags or target (half the rules select every variant: no call for them)
        self._plan = [
            (rule, _CHECKERS[type(rule.check)], rule.select if rule.select.narrows else None) for rule in rules.rules
        ]
        self._plans: dict[str, list[tuple[Rule, Any, Selector | None]]] = {}  # see _plan_for

    def _plan_for(self, target: str) -> list[tuple[Rule, Any, Selector | None]]:
        """The plan for a target's vendor: the rules out of its vendor scope dropped once per
        run rather than asked per variant, and no selector call for those whose selector only
        named the vendor (half the rules are one vendor's)."""
        vendor = lookup(target).vendor
        plan = self._plans.get(vendor)
        if plan is None:
            plan = self._plans[vendor] = [
                (rule, check, narrows if narrows is not None and narrows.narrows_beyond_vendor else None)
                for rule, check, narrows in self._plan
                if not vendor or vendor in rule.vendors
            ]
        return plan

    def evaluate(self, ctx: VariantContext) -> tuple[list[Finding], RuleTrace]:
        """The findings of every rule on one variant, and its trace; changes nothing in the run."""
        index = KernelIndex(ctx.kernel, ctx.analysis, self._table)
        base_env = self._env(ctx)
        if self._later:
            index.shared_walks = _SharedWalks(self._later, self._grouped, ctx, base_env)
        found_by_rule: list[tuple[Rule, list[Finding]]] = []
        selected: list[str] = []
        held: list[str] = []
        unresolved: list[tuple[str, str]] = []
        errors: list[tuple[str, str, str]] = []
        name, tags, target, config = ctx.kernel.name, ctx.tags, ctx.target_name, ctx.config
        has_ir = ctx.variant.ir_path("ttgir") is not None
        for rule, check, narrows in self._plan_for(target):
            if narrows is not None and not narrows.matches(name, tags, target):
                continue
            if rule.select.requires and any(key not in config for key in rule.select.requires):
                continue
            if not has_ir and needs_ir(rule):  # an input without TTGIR: out of scope, not "no findings"
                continue
            selected.append(rule.id)
            try:
                if rule.select.when is not None and not _evaluate(rule.select.when, base_env):
                    continue
                held.append(rule.id)
                found = check(rule, ctx, index, base_env)
            except _NotApplicable as exc:
                unresolved.append((rule.id, exc.name))
                continue
            except ExprError as exc:
                errors.append((rule.id, _expression_key(rule, exc), str(exc)))
                continue
            if found:
                found_by_rule.append((rule, found))
        kept = _one_per_hazard(_not_subsumed(found_by_rule), index.hazard_pairs)
        findings = [f for _, found in kept for f in _merge_by_source(found)]
        return findings, RuleTrace(tuple(selected), tuple(unresolved), tuple(errors), tuple(held))

    def record(self, trace: RuleTrace) -> None:
        for rule_id in trace.selected:
            self._stats[rule_id].selected += 1
        for rule_id in trace.held:
            self._stats[rule_id].held += 1
        for rule_id, name in trace.unresolved:
            unresolved = self._stats[rule_id].unresolved
            unresolved[name] = unresolved.get(name, 0) + 1
        for error in trace.errors:
            self._errors.setdefault(error, None)

    def unselected(self) -> list[str]:
        """Ids of the rules that no variant recorded so far was selected for: they ran on nothing."""
        return [rule_id for rule_id, stats in self._stats.items() if not stats.selected]

    def unapplied(self) -> list[Unapplied]:
        """The rules selected for some variant recorded so far whose select.when held on none,
        so they ran on nothing; left out: those `problems` reports (an expression failed, or a
        name had no value on every variant)."""
        failed = {rule_id for rule_id, _, _ in self._errors}
        out = []
        for rule_id, stats in self._stats.items():
            if not stats.selected or stats.held or rule_id in failed:
                continue
            if stats.selected in stats.unresolved.values():  # "never ran: ... not a config key"
                continue
            # the check was never reached, so every unresolved name was the `when`'s own
            out.append(Unapplied(rule_id, stats.selected, stats.selected - sum(stats.unresolved.values())))
        return out

    def problems(self) -> list[RuleLoadError]:
        """Expression errors met while checking, and rules that never ran because a name they
        use had no value in any variant they were selected for."""
        paths = {r.id: r.path for r in self.rules.rules}
        out = [RuleLoadError(paths[rule_id], key, f"{rule_id}: {message}") for rule_id, key, message in self._errors]
        for rule in self.rules.rules:
            stats = self._stats[rule.id]
            for name, count in sorted(stats.unresolved.items()):
                if stats.selected and count == stats.selected:
                    out.append(
                        RuleLoadError(
                            rule.path,
                            _name_key(rule, name),
                            f"{rule.id} never ran: {name!r} is not a config key of any of the "
                            f"{count} variant(s) it was selected for",
                        )
                    )
        return out

    def _env(self, ctx: VariantContext) -> dict[str, object]:
        env: dict[str, object] = dict(CONFIG_DEFAULTS)
        env.update(ctx.config)
        env.update(self.rules.settings)
        env["target"] = ctx.target_name
        env["kernel"] = ctx.kernel.name
        lds = ctx.variant.target.lds_bytes
        if lds is not None:
            env["lds_limit"] = lds
        histogram = getattr(ctx.analysis, "histogram", {})
        # each distinct mnemonic's opcode (before the first dot), taken in C: a kernel has about 70
        opcodes = map(itemgetter(0), map(str.partition, histogram, repeat(".")))
        env["async_mma"] = not ASYNC_MMA.isdisjoint(opcodes)
        sm_occupancy = getattr(ctx.analysis, "sm_occupancy", None)
        env["sm_limited_by"] = sm_occupancy.limited_by if sm_occupancy is not None else ""
        features = getattr(ctx.analysis, "features", ())
        env["xnack"] = "on" if "xnack+" in features else "off" if "xnack-" in features else "any"
        env["uses_agpr0"] = getattr(ctx.analysis, "uses_agpr0", False)
        return env


def _rule_expressions(rule: Rule) -> list[tuple[str, Expr]]:
    """(rule-file key, expression) of every expression of a rule, in the order they run."""
    found: list[tuple[str, Expr | None]] = [("select.when", rule.select.when)]
    check = rule.check
    if isinstance(check, ForbidCheck):
        found.append(("check.max", check.max))
    elif isinstance(check, (RequireCheck, ResourceCheck, RatioCheck, IRCheck)):
        found += [("check.max", check.bounds.max), ("check.min", check.bounds.min)]
    elif isinstance(check, HazardCheck):
        found.append(("check.window", check.window))
    return [(key, expr) for key, expr in found if expr is not None]


def rule_names(rule: Rule) -> frozenset[str]:
    """The config keys a rule's expressions need beyond what every variant has (defaults,
    settings, target facts): what a raw `.s` file, which carries no config, cannot give."""
    names = frozenset().union(*(expr.names for _, expr in _rule_expressions(rule)), rule.select.requires)
    return names - set(CONFIG_DEFAULTS) - set(rule.settings) - {*VARIANT_NAMES, *TARGET_NAMES, *HAZARD_NAMES}


def _expression_key(rule: Rule, exc: ExprError) -> str:
    """The rule-file key of the expression that raised `exc` ("" when none has its text)."""
    return next((key for key, expr in _rule_expressions(rule) if expr.text == exc.text), "")


def _name_key(rule: Rule, name: str) -> str:
    """The rule-file key of the first expression that uses `name`."""
    return next((key for key, expr in _rule_expressions(rule) if name in expr.names), "")


_CHECKERS = {
    ForbidCheck: _check_forbid,
    RequireCheck: _check_require,
    ResourceCheck: _check_resource,
    RatioCheck: _check_ratio,
    HazardCheck: _check_hazard,
    WaitcntCheck: _check_waitcnt,
    IRCheck: _check_ir,
}


def _not_subsumed(found_by_rule: list[tuple[Rule, list[Finding]]]) -> list[tuple[Rule, list[Finding]]]:
    """Without the rules a rule that fired on this variant subsumes (`subsumes:` AS008 makes
    AS007's occupancy of a kernel that cannot launch moot)."""
    moot = {rule_id for rule, _ in found_by_rule for rule_id in rule.subsumes}
    return [(rule, found) for rule, found in found_by_rule if rule.id not in moot] if moot else found_by_rule
