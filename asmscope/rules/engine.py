"""Evaluate a RuleSet on compiled variants: selection, scopes, the five check kinds, findings.

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

import bisect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property, partial
from itertools import chain, repeat
from operator import itemgetter
from typing import Any, NamedTuple

from asmscope.analysis import liveness
from asmscope.analysis.hazards import (
    NO_STOPS,
    Flow,
    HazardHit,
    Members,
    Stops,
    Windows,
    find_hazards,
    find_hazards_together,
    share_key,
    soffset_is_sgpr,
)
from asmscope.analysis.llvm_walk import llvm_wait_states, skipped_branches
from asmscope.analysis.loopdeps import counter_derived
from asmscope.analysis.waitcnt import COUNTERS, WaitFinding, find_missing_waits
from asmscope.expr import Expr, ExprError, UnboundNameError
from asmscope.findings import Finding, Severity
from asmscope.isa_nvidia import ASYNC_MMA
from asmscope.model import Category, Instruction, Kernel, SourceLoc
from asmscope.parse.ptxas_log import PtxasReport, read_ptxas_log
from asmscope.rules.schema import (
    AnyOf,
    Bounds,
    ForbidCheck,
    HazardCheck,
    Matcher,
    RatioCheck,
    RequireCheck,
    ResourceCheck,
    Rule,
    RuleLoadError,
    RuleSet,
    WaitcntCheck,
    group_key,
    group_keys,
)
from asmscope.rules.suppress import SourceLines
from asmscope.rules.vocabulary import CONFIG_DEFAULTS, HAZARD_NAMES, SEVERITIES, TARGET_NAMES, VARIANT_NAMES
from asmscope.variant import Variant, lds_bytes


@dataclass(frozen=True)
class VariantContext:
    """Everything the rules see of one variant: the record, its parsed kernel and its analysis
    (asmscope.pipeline.check_variants makes these)."""

    variant: Variant
    kernel: Kernel
    analysis: Any  # asmscope.analysis.KernelAnalysis: `cfg` (ControlFlowGraph), occupancy, ...

    @cached_property
    def tags(self) -> frozenset[str]:
        return frozenset(self.variant.tags)

    @cached_property
    def config(self) -> dict[str, object]:  # autotune kwargs, options, constexprs
        return dict(self.variant.config)

    @property
    def target_name(self) -> str:
        return self.variant.key.target

    @cached_property
    def ptxas(self) -> PtxasReport | None:
        """NVIDIA: what `ptxas -v` reported for the cubin, where the variant keeps its log."""
        log = self.variant.ptxas_log
        return read_ptxas_log(log) if log is not None else None


class _NotApplicable(Exception):
    """A name of the rule's expressions has no value for this variant."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


# ----------------------------------------------------------------------------------------------
# Per-kernel index: shared by every rule checked on one variant
# ----------------------------------------------------------------------------------------------


class MatchTable:
    """Which mnemonics every matcher list of a rule set selects (flags aside): decided once per
    mnemonic and category for the whole run, so that a kernel sorts its mnemonics into every
    list in one pass over them, not one pass over them per list. One per RuleRun."""

    def __init__(self, matches: Sequence[AnyOf]) -> None:
        unique = {id(m): m for m in matches if not any(x.per_instruction for x in m.matchers)}
        # a list with flags or traits: its matchers without them as one list, and each matcher
        # with them as a list of its own (its candidates, flags aside), so that a kernel sorts
        # their mnemonics in the same pass; id(match) -> (the first's slot, [(matcher, slot)])
        flagged = {id(m): m for m in matches if any(x.per_instruction for x in m.matchers)}
        lists = list(unique.values())
        self.parts: dict[int, tuple[int | None, list[tuple[Matcher, int]]]] = {}
        for key, match in flagged.items():
            whole = tuple(x for x in match.matchers if not x.per_instruction)
            whole_slot = None
            if whole:
                lists.append(AnyOf(whole))
                whole_slot = len(lists) - 1
            parts = []
            for x in match.matchers:
                if x.per_instruction:
                    lists.append(AnyOf((x,)))
                    parts.append((x, len(lists) - 1))
            self.parts[key] = (whole_slot, parts)
        self._matches = lists
        self.slot = {key: k for k, key in enumerate(unique)}  # id(match) -> its list
        # mnemonic -> (its category when last seen, the lists it joins): a mnemonic's category
        # differs between targets only, so a kernel almost never misses this one
        self._slots: dict[str, tuple[Category, tuple[int, ...]]] = {}
        self._decided: dict[str, tuple[int, ...]] = {}  # group key -> the lists it joins

    @classmethod
    def of(cls, rules: RuleSet) -> MatchTable:
        found: list[AnyOf] = []
        for rule in rules.rules:
            check = rule.check
            if isinstance(check, HazardCheck):
                found += [check.first.match, check.then.match]
                if check.unless is not None:
                    found.append(check.unless)
            elif isinstance(check, RatioCheck):
                found += [check.numerator, check.denominator]
            elif isinstance(check, (ForbidCheck, RequireCheck)):
                found.append(check.match)
        return cls(found)

    def sort(self, category_of: Mapping[str, Category]) -> list[list[str]]:
        """For each list, the mnemonics it selects of a kernel's (`category_of`: mnemonic -> its
        category). Looked up by mnemonic, its category compared by identity: a kernel makes no
        group key (schema.group_key) for a mnemonic seen before with the same category."""
        out: list[list[str]] = [[] for _ in self._matches]
        slots = self._slots
        for mnemonic, category in category_of.items():
            found = slots.get(mnemonic)
            if found is None or found[0] is not category:
                found = slots[mnemonic] = (category, self._decide(group_key(mnemonic, category)))
            for k in found[1]:
                out[k].append(mnemonic)
        return out

    def _decide(self, key: str) -> tuple[int, ...]:
        found = self._decided.get(key)
        if found is None:
            keys = {key}
            found = self._decided[key] = tuple(
                k for k, match in enumerate(self._matches) if any(m.select(keys) for m in match.matchers)
            )
        return found


@dataclass(frozen=True, slots=True)
class Scope:
    """The instructions of a scope other than the whole kernel: a byte per instruction, 1 inside
    (made by a slice assignment per block in C, where a set of thousands of ints hashes each),
    and how many are inside."""

    inside: bytes
    size: int


_FLIP = bytes.maketrans(b"\x00\x01", b"\x01\x00")


class KernelIndex:
    """What the rules of one variant share about its kernel. Caches keyed by a matcher use its
    identity: the loader makes equal matchers one object, and hashing one would run Python."""

    def __init__(self, kernel: Kernel, analysis: Any, table: MatchTable | None = None) -> None:
        self.kernel = kernel
        instructions = self.instructions = kernel.instructions
        self.cfg = getattr(analysis, "cfg", None)
        self.hot_loop = getattr(getattr(analysis, "hot_loop", None), "loop", None)
        # a list per mnemonic up front (the analysis's histogram names them), so that the loop
        # indexes a plain dict, which Python specialises (a defaultdict it does not)
        histogram: dict[str, int] | None = getattr(analysis, "histogram", None)
        names = histogram if histogram is not None else dict.fromkeys(instr.mnemonic for instr in instructions)
        by_mnemonic: dict[str, list[int]] = {mnemonic: [] for mnemonic in names}
        for instr in instructions:  # attributes read in Python: cheaper than operator.attrgetter
            by_mnemonic[instr.mnemonic].append(instr.index)
        self.by_mnemonic = by_mnemonic
        # mnemonic -> how many instructions have it (a side's size: cheaper than its lists' lengths)
        self.counts = histogram if histogram is not None else {m: len(ix) for m, ix in by_mnemonic.items()}
        # a mnemonic's category is the same at every use
        self.category_of = {m: instructions[ix[0]].category for m, ix in by_mnemonic.items()}
        self._table = table
        self._sorted = table.sort(self.category_of) if table is not None else None
        self._matches: dict[int, list[int]] = {}
        self._members: dict[tuple[int, str], Members] = {}
        self._stops: dict[int, Stops] = {}
        self._scopes: dict[str, Scope | None] = {}
        self.shared_walks: _SharedWalks | None = None  # set by RuleRun.check
        self.window_keys: _WindowKeys = {}  # see _window_keys
        self.window_envs: dict[tuple[bool, object], dict[str, object]] = {}  # see _hazard_job
        # id(hazard finding) -> (first index, then index, window): what _one_per_hazard compares
        self.hazard_pairs: dict[int, tuple[int, int, int]] = {}
        self._label_starts: list[int] | None = None  # see anchor

    def _select(self, match: AnyOf) -> list[str] | None:
        """The mnemonics `match` selects whole, or None when flags make it depend on the
        instruction. (A list of the MatchTable is looked up, not cached again.)"""
        table = self._table
        if table is not None:
            slot = table.slot.get(id(match))
            if slot is not None:  # (the table holds only lists without flags)
                return self._sorted[slot]  # type: ignore[index]
            if id(match) in table.parts:
                return None
        if any(m.per_instruction for m in match.matchers):
            return None
        return self._mnemonics(match.matchers)

    @cached_property
    def _mnemonic_of(self) -> dict[str, str]:
        """Group key -> mnemonic, for lists the MatchTable lacks (made only where one is asked)."""
        return group_keys(self.category_of)

    @cached_property
    def _keys(self) -> set[str]:
        return set(self._mnemonic_of)

    def _mnemonics(self, matchers: Sequence[Matcher]) -> list[str]:
        """The mnemonics of this kernel that any of `matchers` selects, flags aside."""
        keys = self._keys
        picked = matchers[0].select(keys)
        for m in matchers[1:]:
            picked = picked | m.select(keys)
        return [self._mnemonic_of[k] for k in picked]

    def matching(self, match: AnyOf) -> list[int]:
        """Indices of the instructions `match` selects, in program order."""
        found = self._matches.get(id(match))
        if found is None:
            found = []
            by_mnemonic = self.by_mnemonic
            mnemonics = self._select(match)
            if mnemonics is None:  # flags: whole mnemonics for the matchers without, else test each
                mnemonics, flagged = self._parts(match)
                taken = set(mnemonics)
                chosen: dict[str, list[Matcher]] = {}  # mnemonic -> the flagged matchers selecting it
                for matcher, candidates in flagged:
                    for mnemonic in candidates:
                        if mnemonic not in taken:
                            chosen.setdefault(mnemonic, []).append(matcher)
                instructions = self.instructions
                for mnemonic, ms in chosen.items():
                    # the mnemonic (and its category) is decided once: its instructions are tested
                    # only for the flags and traits of the matchers that select it
                    at = by_mnemonic[mnemonic]
                    if len(ms) == 1:
                        found += _having(ms[0], at, instructions)
                    else:
                        found.extend(i for i in at if any(m.instance_test(instructions[i]) for m in ms))
            for mnemonic in mnemonics:
                found.extend(by_mnemonic[mnemonic])
            found.sort()
            self._matches[id(match)] = found
        return found

    def _parts(self, match: AnyOf) -> tuple[list[str], list[tuple[Matcher, list[str]]]]:
        """Of a list with flags or traits: the mnemonics its other matchers select whole, and
        each matcher with flags or traits with the mnemonics it selects, flags aside (sorted
        with every list in the kernel's one pass where the MatchTable holds it)."""
        parts = self._table.parts.get(id(match)) if self._table is not None else None
        if parts is not None:
            whole_slot, flagged = parts
            lists = self._sorted
            assert lists is not None
            return (lists[whole_slot] if whole_slot is not None else []), [(m, lists[k]) for m, k in flagged]
        whole = [m for m in match.matchers if not m.per_instruction]
        flagged_lists = [(m, self._mnemonics([m])) for m in match.matchers if m.per_instruction]
        return (self._mnemonics(whole) if whole else []), flagged_lists

    def stops(self, match: AnyOf) -> Stops:
        """The instructions `match` selects, as a hazard walk's `unless`: where whole mnemonics
        select most of the kernel, kept as the few they leave out (not listed and sorted)."""
        found = self._stops.get(id(match))
        if found is None:
            mnemonics = self._select(match)
            n = len(self.instructions)
            by_mnemonic = self.by_mnemonic
            if mnemonics:  # the mnemonics left out, by set operations in C: few where the form
                # pays, so also the cheaper side to count
                outside = list(map(by_mnemonic.__getitem__, by_mnemonic.keys() - set(mnemonics)))
                if 2 * sum(map(len, outside)) < n:
                    found = Stops.all_but(n, sorted(chain.from_iterable(outside)))
            if found is None:
                found = Stops.listed(self.matching(match))
            self._stops[id(match)] = found
        return found

    def members(self, match: AnyOf, scope_name: str = "kernel") -> Members:
        """The instructions of a scope `match` selects, as a hazard walk wants them: tested one at
        a time by mnemonic where possible, listed in program order only if asked."""
        key = (id(match), scope_name)
        found = self._members.get(key)
        if found is None:
            scope = self.scope(scope_name)
            mnemonics = self._select(match)
            if scope is None and mnemonics is not None:
                count = sum(map(self.counts.__getitem__, mnemonics))
                found = Members(key, count, mnemonics, by_mnemonic=self.by_mnemonic)
            else:
                found = Members.of_indices(key, self.in_scope(self.matching(match), scope))
            self._members[key] = found
        return found

    def count(self, match: AnyOf, scope: Scope | None) -> int:
        """How many instructions of the scope `match` selects."""
        if all(
            not m.mnemonics and not m.regex and not m.exclude and not m.categories and not m.per_instruction
            for m in match.matchers
        ):  # the default denominator: every instruction (of the scope)
            return len(self.instructions) if scope is None else scope.size
        return len(self.in_scope(self.matching(match), scope))

    def scope(self, name: str) -> Scope | None:
        """The instructions of a scope; None means the whole kernel."""
        if name == "kernel":
            return None
        if name not in self._scopes:
            self._scopes[name] = self._compute_scope(name)
        return self._scopes[name]

    def _compute_scope(self, name: str) -> Scope:
        cfg = self.cfg
        loops = cfg.loops if cfg is not None else ()
        if name == "innermost-loop":
            loops = tuple(loop for loop in loops if loop.is_innermost)
        elif name == "hot-loop":  # the innermost loop with the most instructions (the K loop of a GEMM)
            loops = (self.hot_loop,) if self.hot_loop is not None else ()
        inside = bytearray(len(self.instructions))
        for loop in loops:  # each block a slice assignment in C (a loop is a set of blocks)
            for b in loop.blocks:
                block = cfg.blocks[b]
                inside[block.start : block.end] = b"\x01" * (block.end - block.start)
        if name == "outside-loops":
            inside = inside.translate(_FLIP)
        return Scope(bytes(inside), inside.count(1))

    @cached_property
    def counter_derived(self) -> frozenset[int]:
        """Instructions of innermost loops that read a value computed from the loop's counter or bound."""
        return counter_derived(self.kernel, self.cfg) if self.cfg is not None else frozenset()

    @cached_property
    def flow(self) -> Flow:
        nop, mfma = Category.NOP, Category.MFMA
        nops: list[int] = []
        mfmas: list[int] = []
        for mnemonic, category in self.category_of.items():
            if category is nop:
                nops += self.by_mnemonic[mnemonic]
            elif category is mfma:
                mfmas += self.by_mnemonic[mnemonic]
        return Flow(self.instructions, self.cfg, nops, mfmas)

    @cached_property
    def missing_waits(self) -> list[WaitFinding]:
        """Reads and overwrites no `s_waitcnt` covers (analysis/waitcnt.py), for AS057-AS059."""
        if self.cfg is None:
            return []
        flow = self.flow  # the hazard rules' register masks, shared
        return find_missing_waits(self.kernel, self.cfg, flow.use_masks, flow.def_masks, self.by_mnemonic)

    def source(self, instr: Instruction) -> SourceLoc | None:
        """The instruction's Python location; for LLVM's `.loc 1 0 0` (compiler-made code, no
        line) the nearest earlier instruction's real line, so CI can still annotate something;
        for installed code inlined into the user's (`tl.sum`'s body in triton/language), the
        innermost user frame of the inlining chain."""
        loc = instr.loc
        i = instr.index
        while loc is not None and loc.line <= 0 and i > 0:
            i -= 1
            loc = self.instructions[i].loc
        if loc is not None and loc.user_frame is not None:  # Triton's library, inlined: the user's call
            return loc.user_frame
        return loc if loc is not None and loc.line > 0 else None

    @cached_property
    def def_line(self) -> SourceLoc | None:
        """The kernel's `def` line: LLVM's first `.loc` of the function (the prologue's, which
        Triton gives the line of the `def`)."""
        return next((i.loc for i in self.instructions if i.loc is not None and i.loc.line > 0), None)

    def in_scope(self, indices: Sequence[int], scope: Scope | None) -> list[int]:
        if scope is None:
            return list(indices)
        inside = scope.inside
        return [i for i in indices if inside[i]]

    def anchor(self, instr: Instruction) -> str:
        """Where `instr` sits without a Python line: the nearest label at or above it (the kernel
        when none) and its distance in instructions, so that a baseline tells two findings of
        one mnemonic apart and edits above the label do not move it."""
        if self._label_starts is None:
            self._label_starts = [label.index for label in self.kernel.labels]  # in program order
        above = bisect.bisect_right(self._label_starts, instr.index)
        label = self.kernel.labels[above - 1] if above else None
        name, start = (label.name, label.index) if label is not None else (self.kernel.name, 0)
        return f"{name}+{instr.index - start}"


def _having(matcher: Matcher, at: Sequence[int], instructions: Sequence[Instruction]) -> list[int]:
    """The indices `at` (one mnemonic's) of the instructions that have `matcher`'s flags and
    traits: one test per distinct modifier tuple where those decide (Matcher.by_modifiers), else
    one per instruction. Loops in Python: cheaper than chains of C iterators that make a key,
    group by it and pick by the verdicts, one pass each."""
    test = matcher.instance_test
    if not matcher.by_modifiers:
        return [i for i in at if test(instructions[i])]
    if not at:
        return []
    modifiers = instructions[at[0]].modifiers
    for i in at:  # most often all of them share one tuple (one object): then one verdict, no dict
        if instructions[i].modifiers is not modifiers:
            break
    else:
        return list(at) if test(instructions[at[0]]) else []
    found: list[int] = []
    verdict: dict[int, bool] = {}
    for i in at:
        instr = instructions[i]
        key = id(instr.modifiers)
        yes = verdict.get(key)
        if yes is None:
            yes = verdict[key] = test(instr)
        if yes:
            found.append(i)
    return found


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
        for rule, check, narrows in self._plan:
            if narrows is not None and not narrows.matches(name, tags, target):
                continue
            if rule.select.requires and any(key not in config for key in rule.select.requires):
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
        kept = _one_per_hazard(found_by_rule, index.hazard_pairs)
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
    elif isinstance(check, (RequireCheck, ResourceCheck, RatioCheck)):
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


# ----------------------------------------------------------------------------------------------
# Checks
# ----------------------------------------------------------------------------------------------


def _evaluate(expr: Expr, env: Mapping[str, object]) -> object:
    try:
        return expr.evaluate(env)
    except UnboundNameError as exc:
        raise _NotApplicable(exc.name) from None


def _number(expr: Expr | None, env: Mapping[str, object]) -> int | float | None:
    if expr is None:
        return None
    value = _evaluate(expr, env)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ExprError(f"expected a number, got {value!r}", expr.text)
    return value


def _violation(value: float, bounds: Bounds, env: Mapping[str, object]) -> tuple[str, int | float] | None:
    """('max', limit) or ('min', limit) when `value` is outside the inclusive bounds."""
    high = _number(bounds.max, env)
    if high is not None and value > high:
        return "max", high
    low = _number(bounds.min, env)
    if low is not None and value < low:
        return "min", low
    return None


def _check_forbid(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    check: ForbidCheck = rule.check  # type: ignore[assignment]
    limit = _number(check.max, env)
    hits = index.in_scope(index.matching(check.match), index.scope(rule.scope))
    if check.derived_from == "loop-counter":
        hits = [i for i in hits if i in index.counter_derived]
    if limit is None or len(hits) <= limit:
        return []
    count = len(hits)
    if limit == 0:  # each forbidden instruction is a finding of its own, merged per source line
        return _one_per_source_line(rule, ctx, index, [index.instructions[i] for i in hits], env, value=count, limit=0)
    # a count budget: one finding, at the first instruction past the budget
    anchor = index.instructions[hits[int(limit)]]
    return [_finding(rule, ctx, index, anchor, env, value=count, limit=_fmt(limit), count=count)]


def _check_require(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    check: RequireCheck = rule.check  # type: ignore[assignment]
    scope = index.scope(rule.scope)
    hits = index.in_scope(index.matching(check.match), scope)
    broken = _violation(len(hits), check.bounds, env)
    if broken is None:
        return []
    anchor = _first_in_scope(index, scope, hits if broken[0] == "max" else ())
    if anchor is None:
        return []
    return [_finding(rule, ctx, index, anchor, env, value=len(hits), limit=_fmt(broken[1]), count=len(hits))]


def _resource_value(ctx: VariantContext, resource: str) -> int | None:
    res = ctx.kernel.resources
    if resource == "spills":
        parts = [v for v in (res.vgpr_spill, res.sgpr_spill) if v is not None]
        return sum(parts) if parts else None
    occupancy = getattr(ctx.analysis, "occupancy", None)  # an OccupancyReport, or None
    if resource == "occupancy":
        if _cannot_launch(ctx) is not None:
            return 0
        # LLVM's `; Occupancy:` ignores Triton's dynamic LDS; the analysis can include it. The
        # lower of the two is what the kernel gets.
        known = [v for v in (res.occupancy, getattr(occupancy, "waves_per_simd", None)) if isinstance(v, int)]
        return min(known) if known else None
    if resource in _LIST_RESOURCES:  # known for compiled variants only
        facts = dict(ctx.variant.facts)
        if _LIST_RESOURCES[resource] not in facts:
            return None  # the list is judged once per kernel and target, on the variant named for it
        value = facts.get(resource)
        return value if isinstance(value, int) else None
    if resource == "lds_bytes":
        return lds_bytes(res.lds_bytes, ctx.variant.launch_lds_bytes)
    if resource in ("blocks_per_sm", "warps_per_sm"):  # NVIDIA: the CUDA occupancy rules
        sm_occupancy = getattr(ctx.analysis, "sm_occupancy", None)
        return getattr(sm_occupancy, resource) if sm_occupancy is not None else None
    if resource in _PTXAS_RESOURCES:
        return _PTXAS_RESOURCES[resource](ctx.ptxas) if ctx.ptxas is not None else None
    attr = {"vgpr_spills": "vgpr_spill", "sgpr_spills": "sgpr_spill"}.get(resource, resource)
    return getattr(res, attr)


# Resources of a kernel's autotune list on a target -> the fact that marks the one variant that
# reports it: the plan marks a repeated config's (autotune_repeated); asmscope.prune marks a kept
# config's, when the check has judged the whole list (prune_drops).
_LIST_RESOURCES = {"autotune_copies": "autotune_repeated", "prunable_configs": "prune_drops"}


def _spill_bytes(report: PtxasReport) -> int | None:
    parts = [v for v in (report.spill_store_bytes, report.spill_load_bytes) if v is not None]
    return sum(parts) if parts else None


_PTXAS_RESOURCES: dict[str, Callable[[PtxasReport], int | None]] = {
    "spill_bytes": _spill_bytes,
    "stack_bytes": lambda report: report.stack_frame_bytes,
    "ptxas_advisories": lambda report: len(report.advisories),
}


def _check_resource(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    check: ResourceCheck = rule.check  # type: ignore[assignment]
    value = _resource_value(ctx, check.resource)
    if value is None:  # the input did not say (hand-written asm without metadata)
        return []
    broken = _violation(value, check.bounds, env)
    if broken is None or not index.instructions:
        return []
    extra: dict[str, object] = {}
    if check.resource == "occupancy":  # what the rule's message can name as the limit
        occupancy = getattr(ctx.analysis, "occupancy", None)
        limiter = getattr(occupancy, "limited_by", None)
        over = _cannot_launch(ctx)
        if over is not None:
            extra["limited_by"] = f"LDS: it needs {over[0]} bytes, {ctx.target_name} has {over[1]}, so it cannot launch"
        elif limiter is not None and getattr(occupancy, "waves_per_simd", None) == value:
            extra["limited_by"] = _LIMITERS.get(limiter, limiter)
        else:  # LLVM's `; Occupancy:` is the lower: it counts registers only
            extra["limited_by"] = "registers"
    if check.resource in ("blocks_per_sm", "warps_per_sm"):
        extra["limited_by"] = ctx.analysis.sm_occupancy.limited_by
        extra["blocks"] = ctx.analysis.sm_occupancy.blocks_per_sm
    if check.resource == "ptxas_advisories" and ctx.ptxas is not None and ctx.ptxas.advisories:
        first = ctx.ptxas.advisories[0]
        extra["advisory"] = f"{first.code}: {first.text}"
    if check.resource == "autotune_copies":
        facts = dict(ctx.variant.facts)
        configs, duplicates = int(facts.get("autotune_configs", 0)), int(facts.get("autotune_duplicates", 0))
        extra.update(configs=configs, duplicates=duplicates, wasted=f"{duplicates / max(configs, 1):.0%}")
        extra.update(repeated=facts.get("autotune_repeated", ""))
    if check.resource == "prunable_configs":
        facts = dict(ctx.variant.facts)
        extra.update(
            configs=facts.get("prune_listed", 0),
            kept=facts.get("prune_kept", 0),
            drops=facts.get("prune_drops", ""),
            compile_seconds=facts.get("prune_compile_seconds", ""),
        )
    extra.update(value=value, limit=_fmt(broken[1]), resource=check.resource)
    found = _finding(rule, ctx, index, index.instructions[0], env, **extra)
    # A resource is the kernel's, not an instruction's: the finding points at the kernel's
    # symbol in the asm and at its `def` line (the prologue's `.loc`), as a reviewer looks for it.
    found = replace(found, asm_line=ctx.kernel.first_line, instruction="", source=index.def_line)
    if env.get("explain_pressure") is True and _about_registers(
        check.resource, getattr(ctx.analysis, "occupancy", None), extra
    ):
        found = replace(found, detail=_pressure_detail(ctx, index))
    return [found]


_SPILLS = frozenset({"spills", "vgpr_spills", "sgpr_spills", "spill_bytes"})


def _about_registers(resource: str, occupancy: object, extra: Mapping[str, object]) -> bool:
    """A spill finding, or an occupancy finding that registers limit: one that the registers
    live at the peak explain (an LDS-limited occupancy is not)."""
    if resource in _SPILLS:
        return True
    if resource in ("warps_per_sm", "blocks_per_sm"):  # NVIDIA: "registers" among the limits
        return "registers" in str(extra.get("limited_by", ""))
    if resource != "occupancy":
        return False
    return getattr(occupancy, "limited_by", None) in ("vgpr", "sgpr") or extra.get("limited_by") == "registers"


def _pressure_detail(ctx: VariantContext, index: KernelIndex) -> str:
    """Where register pressure peaks and which Python lines hold the registers there. Asked for
    with the setting `explain_pressure` (liveness costs about half of a kernel's parse time,
    which a check of every variant should not pay), and computed only for a finding that fires."""
    cfg = getattr(ctx.analysis, "cfg", None)
    if cfg is None:
        return ""
    model = liveness.model_for(ctx.variant.target.name)
    found = liveness.pressure(ctx.kernel, cfg, index.hot_loop, model)
    lines = SourceLines()
    return liveness.describe_peak(
        ctx.kernel, found, lambda file, line: lines.line(ctx.variant.source_here(file), line), model=model
    )


def _cannot_launch(ctx: VariantContext) -> tuple[int, int] | None:
    """(LDS needed, LDS the target has) when a workgroup needs more LDS than the target has."""
    need = lds_bytes(ctx.kernel.resources.lds_bytes, ctx.variant.launch_lds_bytes)
    have = ctx.variant.target.lds_bytes
    return (need, have) if need is not None and have is not None and need > have else None


_LIMITERS = {
    "vgpr": "VGPRs",
    "sgpr": "SGPRs",
    "lds": "LDS",
    "max": "the target's wave limit",
    "waves_per_eu": "the kernel's waves_per_eu (LLVM gives each wave that occupancy's registers)",
}


def _check_ratio(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    check: RatioCheck = rule.check  # type: ignore[assignment]
    scope = index.scope(rule.scope)
    numerator = index.in_scope(index.matching(check.numerator), scope)
    denominator = index.count(check.denominator, scope)
    if denominator < check.min_count or not denominator:
        return []
    ratio = len(numerator) / denominator
    broken = _violation(ratio, check.bounds, env)
    if broken is None:
        return []
    anchor = _first_in_scope(index, scope, numerator)
    if anchor is None:
        return []
    return [
        _finding(
            rule,
            ctx,
            index,
            anchor,
            env,
            value=f"{ratio:.3f} ({len(numerator)}/{denominator})",
            limit=_fmt(broken[1]),
            count=len(numerator),
        )
    ]


class _HazardJob(NamedTuple):  # (made for every hazard rule of every variant: a tuple is cheapest)
    """A hazard rule set up for one variant: what `hazards.find_hazards` takes."""

    rule: Rule
    firsts: Members
    thens: Members
    unless: Stops
    windows: Windows  # the one window, or the window after each first instruction

    @property
    def check(self) -> HazardCheck:
        return self.rule.check  # type: ignore[return-value]


def _hazard_job(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> _HazardJob | None:
    """None when the scope has no `then` instruction or the kernel no `first` one."""
    check: HazardCheck = rule.check  # type: ignore[assignment]
    names = check.window.names
    per_first = not names.isdisjoint(_HAZARD_NAMES)  # the window depends on the first instruction
    firsts = index.members(check.first.match)
    if not firsts.count:  # no first instruction: the window alone decides whether the rule applies
        if not per_first:
            try:
                window_value(check, env)
            except ExprError as exc:  # (where the scope has a `then` instruction to check)
                if index.members(check.then.match, rule.scope).count:
                    if isinstance(exc, UnboundNameError):
                        raise _NotApplicable(exc.name) from None
                    raise
        return None
    thens = index.members(check.then.match, rule.scope)
    if not thens.count:
        return None
    windows: Windows
    if per_first:
        # (not the index: the job must not refer to it, see _SharedWalks)
        windows = partial(
            _windows_of, check, env, ctx.target_name, "soffset_sgpr" in names, index.window_keys, index.window_envs, {}
        )
    else:
        try:
            windows = window_value(check, env)
        except UnboundNameError as exc:
            raise _NotApplicable(exc.name) from None
    unless = index.stops(check.unless) if check.unless is not None else NO_STOPS
    return _HazardJob(rule, firsts, thens, unless, windows)


def _windows_of(
    check: HazardCheck,
    env: Mapping[str, object],
    target: str,
    uses_soffset: bool,
    key_cache: _WindowKeys,
    key_envs: dict[tuple[bool, object], dict[str, object]],
    windows: dict[object, int],
    firsts: Sequence[Instruction],
) -> list[int]:
    """The window of `check` after each of `firsts`, evaluated once per window key
    (`windows`: the rule's values by key on this variant)."""
    keys, first_of = _window_keys(key_cache, firsts, uses_soffset)
    # one evaluation per key, from its first instruction in program order (which, if any
    # raises, is the one a walk from each first instruction in turn would have met first)
    for key, first in first_of.items():
        if key not in windows:
            local = key_envs.get((uses_soffset, key))
            if local is None:  # the names a window may use of its first instruction, shared by
                # the rules of this variant (all of them see the same `env`)
                local = key_envs[(uses_soffset, key)] = first_facts(env, first, target)
            windows[key] = window_value(check, local)
    if len(first_of) == 1:  # one kind of first instruction (most kernels): no lookup per instruction
        return [windows[keys[0]]] * len(keys)
    return list(map(windows.__getitem__, keys))


_WindowKeys = dict[tuple[int, bool], tuple[Sequence[Instruction], list[object], dict[object, Instruction]]]


def _window_keys(
    cache: _WindowKeys, firsts: Sequence[Instruction], soffset: bool
) -> tuple[list[object], dict[object, Instruction]]:
    """What a hazard window can depend on, per first instruction: the opcode, its modifiers
    (cbsz/blgp formats) and, with `soffset`, whether its soffset is an SGPR; and each distinct
    key with its first instruction in program order. Made once per kernel for the rules that
    walk from the same list of first instructions (AS013-AS015 and their peers)."""
    found = cache.get((id(firsts), soffset))
    if found is not None and found[0] is firsts:
        return found[1], found[2]
    # modifiers by identity (the parser interns them; hashing a dataclass runs Python), which
    # holds while the kernel, and so every modifier of the key, is alive
    keys: list[object] = [(f.mnemonic, *map(id, f.modifiers)) if f.modifiers else f.mnemonic for f in firsts]
    if soffset:
        keys = [(key, soffset_is_sgpr(f)) for key, f in zip(keys, firsts)]
    first_of = dict(zip(reversed(keys), reversed(firsts)))
    first_of = {key: first_of[key] for key in dict.fromkeys(keys)}  # in program order
    cache[(id(firsts), soffset)] = (firsts, keys, first_of)
    return keys, first_of


_HAZARD_NAMES = frozenset(HAZARD_NAMES)


class _SharedWalks:
    """Hazard rules of one variant that track the same registers from the same first
    instructions along the same paths (hazards.share_key: AS013-AS015 from every MFMA's result)
    walk forward together: the first of them to run walks for the later ones too, which then
    take their hits (or the exception their window raised) from here."""

    def __init__(
        self,
        later: Mapping[str, Sequence[Rule]],
        grouped: frozenset[str],
        ctx: VariantContext,
        env: Mapping[str, object],
    ) -> None:
        # (no reference to the KernelIndex, which holds this: no cycle to wait for the GC)
        self._later, self._ctx, self._env = later, ctx, env
        self.grouped = grouped  # the rules that may walk with others (the rest walk alone)
        self._jobs: dict[str, _HazardJob] = {}  # of the rules walked already, set up then
        self._results: dict[str, list[HazardHit] | BaseException] = {}

    def job(self, rule: Rule, index: KernelIndex) -> _HazardJob | None:
        found = self._jobs.get(rule.id)
        return found if found is not None else _hazard_job(rule, self._ctx, index, self._env)

    def hits(self, job: _HazardJob, index: KernelIndex) -> list[HazardHit]:
        found = self._results.pop(job.rule.id, None)
        if found is None:
            # with peers the lead walks forward with them, even where alone it would walk backward
            jobs = [job, *(peer for rule in self._later.get(job.rule.id, ()) if (peer := self._peer(rule, job, index)))]
            if len(jobs) == 1:
                return _walk_alone(job, index)
            together = find_hazards_together(
                [(j.check, j.thens, j.windows) for j in jobs], index.flow, job.firsts, job.unless
            )
            for peer, result in zip(jobs[1:], together[1:]):
                self._jobs[peer.rule.id] = peer
                self._results[peer.rule.id] = result
            found = together[0]
        if isinstance(found, BaseException):
            raise found
        return found

    def _peer(self, rule: Rule, lead: _HazardJob, index: KernelIndex) -> _HazardJob | None:
        """`rule` set up, if it runs on this variant and walks forward from the lead's first
        instructions; else None, and it walks on its own when its turn comes (raising then
        whatever setting it up raises now)."""
        ctx = self._ctx
        if not rule.select.matches(ctx.kernel.name, ctx.tags, ctx.target_name):
            return None
        try:
            if rule.select.when is not None and not _evaluate(rule.select.when, self._env):
                return None
            job = _hazard_job(rule, ctx, index, self._env)
        except Exception:  # raised again at its own turn, where it belongs
            return None
        if job is None or job.firsts is not lead.firsts or job.unless is not lead.unless:
            return None
        return job


def _walk_alone(job: _HazardJob, index: KernelIndex) -> list[HazardHit]:
    return find_hazards(job.check, index.flow, job.firsts, job.thens, job.unless, job.windows)


def _check_hazard(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    shared = index.shared_walks
    if shared is not None and rule.id not in shared.grouped:
        shared = None  # (most rules: no other rule walks with them)
    job = shared.job(rule, index) if shared is not None else _hazard_job(rule, ctx, index, env)
    if job is None:
        return []
    try:
        hits = shared.hits(job, index) if shared is not None else _walk_alone(job, index)
    except UnboundNameError as exc:
        raise _NotApplicable(exc.name) from None
    if not hits:  # (most rules on most kernels: nothing below to set up)
        return []
    made = _Findings(rule, ctx, index, env)
    findings = [
        made.at(
            hit.then,
            {
                "value": hit.wait_states,
                "limit": hit.window,
                "first": hit.first.text,
                "first_line": hit.first.line,
                "first_mnemonic": hit.first.mnemonic,
                "registers": ", ".join(str(r) for r in hit.registers),
            },
            detail=hazard_chain(hit, index.flow, ctx.target_name),
        )
        for hit in hits
    ]
    if rule.check.llvm_search is not None:  # type: ignore[union-attr]
        findings = [_as_llvm_miss(rule, f, hit, env, ctx.target_name) for f, hit in zip(findings, hits)]
    stops = job.unless
    findings = [
        f if f.llvm_miss else _as_llvm_branch_miss(f, hit, index.flow, stops, env) for f, hit in zip(findings, hits)
    ]
    for f, hit in zip(findings, hits):
        index.hazard_pairs[id(f)] = (hit.first.index, hit.then.index, hit.window)
    return findings


def _one_per_hazard(
    found_by_rule: list[tuple[Rule, list[Finding]]], pairs: Mapping[int, tuple[int, int, int]]
) -> list[tuple[Rule, list[Finding]]]:
    """One finding per hazard: where hazard rules report the same pair of instructions (AS034's
    VALU overwriting an MFMA result that AS013 sees it read), the rule asking the most wait
    states keeps it (the first in rule order on a tie) and names the others in its message."""
    by_pair: dict[tuple[int, int], list[Finding]] = {}
    for _, found in found_by_rule:
        for f in found:
            pair = pairs.get(id(f))
            if pair is not None:
                by_pair.setdefault(pair[:2], []).append(f)
    if all(len(group) == 1 for group in by_pair.values()):
        return found_by_rule
    dropped: set[int] = set()
    renamed: dict[int, Finding] = {}
    for group in by_pair.values():
        if len(group) == 1:
            continue
        keep = max(group, key=lambda f: pairs[id(f)][2])  # max keeps the first of equals
        others = [f for f in group if f is not keep]
        dropped.update(id(f) for f in others)
        also = ", ".join(f"{f.rule} {f.name}" for f in others)
        renamed[id(keep)] = replace(keep, message=f"{keep.message} (also {also})")
    return [(rule, [renamed.get(id(f), f) for f in found if id(f) not in dropped]) for rule, found in found_by_rule]


def first_facts(env: Mapping[str, object], first: Instruction, target: str) -> dict[str, object]:
    """`env` with the names a hazard rule's expressions may use of its first instruction
    (vocabulary.HAZARD_NAMES): its MFMA passes and kind, and whether its soffset is an SGPR."""
    passes, xdl, dgemm = mfma_facts(first, target)
    return {**env, "passes": passes, "xdl": xdl, "dgemm": dgemm, "soffset_sgpr": soffset_is_sgpr(first)}


def _as_llvm_miss(rule: Rule, finding: Finding, hit: HazardHit, env: Mapping[str, object], target: str) -> Finding:
    """`finding` as a hazard LLVM's recognizer cannot see, where its pair lies beyond LLVM's own
    look-back (`llvm_search`): at the rule's `llvm_miss_severity`, with LLVM's numbers."""
    search = rule.check.llvm_search.evaluate_number(first_facts(env, hit.first, target))  # type: ignore[union-attr]
    if hit.wait_states < search:
        return finding
    # (the rule's message gives the window; a clause hazard has no table value, only LLVM's look-back)
    note = f"GCNHazardRecognizer looks back only {_fmt(search)} wait states and this pair is {hit.wait_states} apart"
    return _llvm_miss(finding, env, note)


def _as_llvm_branch_miss(
    finding: Finding, hit: HazardHit, flow: Flow, unless: Stops, env: Mapping[str, object]
) -> Finding:
    """`finding` as a hazard LLVM's recognizer cannot see where, on every path LLVM measures,
    it counts the `s_branch` after a taken conditional branch (asmscope.analysis.llvm_walk) and
    so reaches the window."""
    if llvm_wait_states(flow, hit.first.index, hit.then.index, hit.window, unless) < hit.window:
        return finding
    path = flow.path(hit.first.index, hit.then.index, hit.wait_states)
    skipped = skipped_branches(flow, hit.first.index, hit.then.index, path)
    if not skipped:  # no path of the walk's length found to show: leave it a plain hazard
        return finding
    instrs = flow.instructions
    counted = ", ".join(
        f"the s_branch at line {instrs[b].line} that the taken {instrs[c].base} at line {instrs[c].line} jumps over"
        for c, b in skipped
    )
    seen = hit.wait_states + sum(flow.wait_states[b] for _, b in skipped)
    note = (
        f"LLVM's table asks {hit.window} wait states; GCNHazardRecognizer also counts {counted} "
        f"and sees {seen} on this path (at least {hit.window} on every path it walks)"
    )
    return _llvm_miss(finding, env, note)


def _llvm_miss(finding: Finding, env: Mapping[str, object], note: str) -> Finding:
    """`finding` as an LLVM miss, at the setting `llvm_miss_severity`, its message ending with
    LLVM's numbers (`note`)."""
    level = str(env.get("llvm_miss_severity", "warning"))
    if level not in SEVERITIES:
        raise ExprError(f"expected llvm_miss_severity to be one of {', '.join(SEVERITIES)}, got {level!r}", level)
    reproducer = "reproducer: docs/hazards.md, 'LLVM's own misses'"
    message = f"{finding.message} [LLVM miss: {note}, so llc pads nothing here; {reproducer}]"
    return replace(finding, severity=Severity.parse(level), message=message, llvm_miss=True)


def hazard_chain(hit: HazardHit, flow: Flow, target: str) -> str:
    """The reasoning behind a hazard finding, checkable by hand: the first instruction (with its
    MFMA passes), each instruction counted in between with its wait states (`s_nop N` is N+1),
    the total against the window, and the instruction that came too soon."""
    passes, xdl, dgemm = mfma_facts(hit.first, target)
    kind = "" if not passes else f" [{passes} passes, {'DGEMM' if dgemm else 'XDL' if xdl else 'non-XDL'}]"
    lines = [f"line {hit.first.line}: {hit.first.text}{kind}"]
    for j in flow.path(hit.first.index, hit.then.index, hit.wait_states):
        instr = flow.instructions[j]
        lines.append(f"line {instr.line}: {instr.text}  +{flow.wait_states[j]}")
    registers = f" ({', '.join(str(r) for r in hit.registers)})" if hit.registers else ""  # (`registers: none`)
    waited = f"{hit.wait_states} wait states, needs {hit.window}"
    lines.append(f"line {hit.then.line}: {hit.then.text}  <- {waited}{registers}")
    return "\n".join(lines)


def _check_waitcnt(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    access = rule.check.access  # type: ignore[union-attr]
    by_instruction: dict[int, list[WaitFinding]] = {}
    for w in index.missing_waits:
        if w.access == access:
            by_instruction.setdefault(w.index, []).append(w)
    if not by_instruction:
        return []
    made = _Findings(rule, ctx, index, env)
    out = []
    for at, hits in by_instruction.items():  # one finding per instruction, every counter it waits on
        instr = index.instructions[at]
        lines = []
        for w in hits:
            producer = index.instructions[w.producer]
            where = index.source(producer)
            py = f" ({where.file.rsplit('/', 1)[-1]}:{where.line})" if where is not None else ""
            lines.append(
                f"line {producer.line}: {producer.text}{py}  [{COUNTERS[w.counter]}: {w.outstanding} in flight, "
                f"needs {w.wait}]"
            )
        first = index.instructions[hits[0].producer]
        lines.append(f"line {instr.line}: {instr.text}  <- LLVM's SIInsertWaitcnts inserts {hits[0].llvm}")
        waits = {w.counter: w.needed for w in hits}
        values = {
            "value": hits[0].outstanding,
            "limit": hits[0].needed,
            "first": first.text,
            "first_line": first.line,
            "first_mnemonic": first.mnemonic,
            "registers": "LDS" if access == "lds" else _units_text(sum_units(hits), instr),
            "counter": ", ".join(COUNTERS[c] for c in sorted(waits)),
            "wait": " ".join(f"{COUNTERS[c]}({n})" for c, n in sorted(waits.items())),
            "llvm_wait": hits[0].llvm,
        }
        out.append(made.at(instr, values, detail="\n".join(lines)))
    return out


def sum_units(hits: Sequence[WaitFinding]) -> int:
    units = 0
    for w in hits:
        units |= w.units
    return units


def _units_text(units: int, *instrs: Instruction) -> str:
    names = [str(r) for ins in instrs for r in (*ins.defs, *ins.uses) if r.units & units]
    return ", ".join(dict.fromkeys(names)) or "?"


_CHECKERS = {
    ForbidCheck: _check_forbid,
    RequireCheck: _check_require,
    ResourceCheck: _check_resource,
    RatioCheck: _check_ratio,
    HazardCheck: _check_hazard,
    WaitcntCheck: _check_waitcnt,
}


def window_value(check: HazardCheck, env: Mapping[str, object]) -> int:
    value = check.window.evaluate_number(env)
    if value != int(value):
        raise ExprError(f"expected a whole number of wait states, got {value!r}", check.window.text)
    return int(value)


def mfma_facts(instr: Instruction, target: str) -> tuple[int, bool, bool]:
    """(passes, XDL?, DGEMM?) of an MFMA from the parser's per-target table
    (asmscope.isa.mfma_info); the gfx950 f8f6f4 opcodes take their passes from the cbsz/blgp
    operand formats. (0, False, False) for anything else."""
    from asmscope import isa  # imported late: the rules load (and validate) without the parser

    info = isa.mfma_info(instr.mnemonic, target or None)
    if info is None:
        return 0, False, False
    passes = info.passes_for(_int_modifier(instr, "cbsz"), _int_modifier(instr, "blgp"))
    return passes, info.is_xdl, info.out_type == "f64"


def _int_modifier(instr: Instruction, name: str) -> int | None:
    mod = instr.modifier(name)
    try:
        return int(mod.value, 0) if mod is not None and mod.value is not None else None
    except ValueError:
        return None


def _first_in_scope(index: KernelIndex, scope: Scope | None, preferred: Sequence[int]) -> Instruction | None:
    if preferred:
        return index.instructions[preferred[0]]
    if scope is None:
        return index.instructions[0] if index.instructions else None
    first = scope.inside.find(1)
    return index.instructions[first] if first >= 0 else None


def _fmt(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


# ----------------------------------------------------------------------------------------------
# Findings
# ----------------------------------------------------------------------------------------------


class _Fields(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return ""


def render_message(rule: Rule, fields: Mapping[str, object]) -> str:
    try:  # the loader allows only plain {name} fields, so format_map reaches no attribute
        return rule.message.format_map(fields if isinstance(fields, _Fields) else _Fields(fields))
    except (ValueError, TypeError):  # a format spec that does not fit the value
        return rule.message


def _finding(
    rule: Rule,
    ctx: VariantContext,
    index: KernelIndex,
    instr: Instruction,
    env: Mapping[str, object],
    **values: object,
) -> Finding:
    """A finding of `rule` at `instr`."""
    return _Findings(rule, ctx, index, env).at(instr, values)


class _Findings:
    """Findings of one rule on one variant. What all of them share (the message's fields of the
    rule and variant) is made once, not once per finding: a rule can fire at every instruction
    it selects (AS001 on asm without `.loc`, one finding per narrow store)."""

    __slots__ = ("_ctx", "_fields", "_index", "_rule")

    def __init__(self, rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> None:
        self._rule, self._ctx, self._index = rule, ctx, index
        # a message's fields, each overriding the ones before: the rule's settings, the rule and
        # variant, the instruction, then the check's values (`at`)
        fields = {k: env[k] for k in rule.settings if k in env} if rule.settings else {}
        fields.update(rule=rule.id, name=rule.name, kernel=ctx.kernel.name, target=ctx.target_name, scope=rule.scope)
        self._fields = fields

    def at(
        self, instr: Instruction, values: Mapping[str, object], more_lines: Sequence[int | None] = (), detail: str = ""
    ) -> Finding:
        """The finding at `instr`; `more_lines`: the asm lines of the other instructions it
        stands for (same mnemonic and source line), named in its message."""
        rule, index = self._rule, self._index
        text = instr.text
        fields = _Fields(self._fields)
        fields["mnemonic"], fields["instruction"], fields["line"] = instr.mnemonic, text, instr.line
        fields.update(values)
        source = index.source(instr)
        return Finding(
            rule=rule.id,
            name=rule.name,
            severity=rule.severity,
            variant=self._ctx.variant.key,
            message=render_message(rule, fields) + _more_text(more_lines),
            asm_path=self._ctx.variant.asm_path,
            asm_line=instr.line,
            instruction=text,
            source=source,
            detail=detail,
            anchor="" if source is not None else index.anchor(instr),
        )


def _one_per_source_line(
    rule: Rule,
    ctx: VariantContext,
    index: KernelIndex,
    instrs: list[Instruction],
    env: Mapping[str, object],
    **values: object,
) -> list[Finding]:
    """Findings for instructions that differ only in position, rendered once per (mnemonic,
    source line) group with the count of the rest: what _merge_by_source does, without
    rendering every member first."""
    groups: dict[object, list[Instruction]] = {}
    for instr in instrs:
        source = index.source(instr)
        key: object = (instr.mnemonic, source.file, source.line) if source is not None else instr.index
        groups.setdefault(key, []).append(instr)
    values = {"count": len(instrs), **values}
    made = _Findings(rule, ctx, index, env)
    return [made.at(group[0], values, [i.line for i in group[1:]]) for group in groups.values()]


def _more_text(more_lines: Sequence[int | None]) -> str:
    if not more_lines:
        return ""
    lines = ", ".join(str(n) for n in more_lines[:5]) + (", ..." if len(more_lines) > 5 else "")
    return f" (and {len(more_lines)} more from this source line: asm lines {lines})"


def _with_more(finding: Finding, more_lines: Sequence[int | None]) -> Finding:
    return replace(finding, message=finding.message + _more_text(more_lines)) if more_lines else finding


def _merge_by_source(findings: list[Finding]) -> list[Finding]:
    if len(findings) < 2:
        return findings
    groups: dict[str, list[Finding]] = {}
    order: list[Finding | str] = []
    for f in findings:
        if f.source is None:
            order.append(f)
            continue
        # the fingerprint's parts; an LLVM miss (at its own severity) never hides a plain finding
        key = f"{f.instruction.split(' ', 1)[0]}\x1f{f.source.file}\x1f{f.source.line}\x1f{f.llvm_miss}"
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(f)
    out: list[Finding] = []
    for item in order:
        if isinstance(item, Finding):
            out.append(item)
            continue
        group = groups[item]
        out.append(_with_more(group[0], [f.asm_line for f in group[1:]]))
    return out
