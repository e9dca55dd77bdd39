"""The per-kernel index every rule checked on one variant shares: which instructions each
matcher list selects (MatchTable decides it once per mnemonic for the whole run), the scopes
(loops, the hot loop) as byte masks, the CFG flow the hazard walks read, source lines and anchors."""

from __future__ import annotations

import bisect
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import chain
from typing import TYPE_CHECKING, Any

from asmscope.analysis.loopdeps import counter_derived
from asmscope.isa.amdgcn.hazards import (
    Flow,
    Members,
    Stops,
)
from asmscope.isa.amdgcn.waitcnt import WaitFinding, find_missing_waits
from asmscope.model import Category, Instruction, Kernel, Loop, SourceLoc
from asmscope.rules.schema import (
    AnyOf,
    ForbidCheck,
    HazardCheck,
    Matcher,
    RatioCheck,
    RequireCheck,
    RuleSet,
    group_key,
    group_keys,
)

if TYPE_CHECKING:  # (annotations only: hazard_checks imports this module)
    from asmscope.rules.hazard_checks import _SharedWalks, _WindowKeys

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
        # the innermost loops where the kernel works (a wait's retry loop nested in one aside)
        self.innermost_loops: tuple[Loop, ...] | None = getattr(analysis, "innermost_loops", None)
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
        if all(m.matches_all for m in match.matchers):  # the default denominator: every instruction (of the scope)
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
            innermost = self.innermost_loops
            loops = innermost if innermost is not None else tuple(loop for loop in loops if loop.is_innermost)
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
        """Instructions of innermost loops that compute a per-lane value from the loop's counter or bound."""
        return counter_derived(self.kernel, self.cfg, self.innermost_loops) if self.cfg is not None else frozenset()

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
        """Reads and overwrites no `s_waitcnt` covers (isa/amdgcn/waitcnt.py), for AS057-AS059."""
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
