"""The wait-state walker behind `kind: hazard` rules: an independent check of LLVM's nop insertion.

Rules stay declarative (asmscope/rules, `kind: hazard`); this module is the analysis they run.

A hazard check names a first instruction A (and a register role of it), a later instruction B
that reads or writes one of those registers, and a window of wait states. Wait states count as
LLVM's GCNHazardRecognizer does (SIInstrInfo::getNumWaitStates): `s_nop N` gives N+1, any
other instruction 1. From every A the walker follows the control-flow graph forward, through
fall-through and taken branches (loop back edges included), until the window is used up; a B
met before that is a hazard. Labels and directives are not instructions and count nothing.
A side whose role is NO_REGISTERS (`registers: none`) makes a pair with no register relation:
every B inside the window is a hazard (a scalar store in an SMEM clause, whatever it touches).

As in LLVM's getWaitStatesSinceDef, an intervening instruction that writes the same register
does not end the window (LLVM keeps looking for the first instruction, and pads for it), with
one exception that follows from the same search: from an MFMA's result, a later MFMA that
writes a tracked register takes it out of the set, since LLVM's "is MFMA" look-back stops at
that nearer MFMA (whose own walk then covers it). An `unless` instruction between A and B ends
the path (e.g. an s_waitcnt that drains it).

The walker's data of one kernel is asmscope.isa.amdgcn.hazard_flow's, the registers of a
side's role asmscope.isa.amdgcn.hazard_registers'. Rules must stay a small fraction of parsing
(benchmarks/bench_rules.py, under 10 %); each trick that keeps them there is said once, where
it is: registers as bitmasks (hazard_registers), masks filled only where a window reaches
(hazard_flow.SideMasks), one walk for the checks that share a first side (share_key), sparse
`then` sides ruled out before any walk (_reach), and a window in one block tested by one loop
(_forward).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from asmscope.isa.amdgcn.hazard_flow import NO_STOPS, Flow, Members, SideMasks, Stops, is_dense, shared_numbers
from asmscope.isa.amdgcn.hazard_registers import (
    NO_REGISTERS,
    NO_REGISTERS_UNIT,
    OPERAND_ROLES,
    HazardCheck,
    HazardSide,
    class_set,
    class_units,
    register_class,
    role_registers,
    soffset_is_sgpr,
    touching,
    uses_agpr0,
)
from asmscope.model import Instruction, Register

# the walker's whole interface, for the rule engine and the analysis
__all__ = [
    "NO_REGISTERS",
    "NO_STOPS",
    "Flow",
    "HazardCheck",
    "HazardHit",
    "HazardSide",
    "Members",
    "Stops",
    "Windows",
    "find_hazards",
    "find_hazards_together",
    "share_key",
    "soffset_is_sgpr",
    "uses_agpr0",
]


@dataclass(frozen=True, slots=True)
class HazardHit:
    first: Instruction
    then: Instruction
    wait_states: int  # found between the two
    window: int  # needed
    registers: tuple[Register, ...]  # the registers of `then` that touch `first`'s



# A hazard check's window on one kernel: one for every first instruction, or a function giving
# the window after each of a list of first instructions
Windows = int | Callable[[Sequence[Instruction]], list[int]]


def find_hazards(
    check: HazardCheck, flow: Flow, firsts: Members, thens: Members, unless: Stops, windows: Windows
) -> list[HazardHit]:
    """Every `then` instruction that comes too soon after a `first` one (the worst pair per `then`).

    `unless` ends a path; `windows` gives the window after each first instruction. Walks forward
    from each `first`, or, when the window does not depend on the first instruction and there
    are fewer `then` candidates, backward from each `then`: the same pairs either way, at the
    cost of the smaller side.
    """
    walk = _Walk(check, flow, firsts, thens, unless)
    constant = windows if isinstance(windows, int) else None
    if walks_backward(constant, firsts, thens):
        walk.backward(thens.indices(), constant)  # type: ignore[arg-type]
        return walk.hits()
    # (find_hazards_together for one check, without its lists per check: most rules walk alone)
    starts, lives, starts_at = walk.starts()
    if starts:
        if constant is not None:
            found = [constant] * len(starts)
        else:
            instructions = flow.instructions
            found = windows([instructions[a] for a in starts])  # type: ignore[operator]
        if any(found):
            _forward([walk], [found], starts, lives, starts_at)
    return walk.hits()


def walks_backward(constant_window: int | None, firsts: Members, thens: Members) -> bool:
    return constant_window is not None and thens.count < firsts.count


def share_key(check: HazardCheck) -> tuple[object, ...]:
    """Checks with equal keys, the same first instructions and the same `unless` track the same
    registers from each first instruction along the same paths: `find_hazards_together` walks
    forward for all of them at once."""
    first = check.first
    return (first.role, first.implicit, first.classes, check.then.classes)


def find_hazards_together(
    jobs: Sequence[tuple[HazardCheck, Members, Windows]],
    flow: Flow,
    firsts: Members,
    unless: Stops,
) -> list[list[HazardHit] | BaseException]:
    """`find_hazards` walking forward for several checks of one `share_key` (each with its
    `then` side and window) in one walk: the hits of each, or the exception its window raised."""
    check, thens, _ = jobs[0]
    lead = _Walk(check, flow, firsts, thens, unless)
    # the registers each first instruction starts with are the same for every check of the key
    starts, lives, starts_at = lead.starts()
    out: list[list[HazardHit] | BaseException] = [[] for _ in jobs]
    walking: list[tuple[int, _Walk]] = []
    windows: list[list[int]] = []
    firsts_at: list[Instruction] | None = None  # one list for all: the window keys are cached by it
    for k, (check, thens, windows_of) in enumerate(jobs):
        try:  # a window that raises for a first instruction with registers to track fails the check
            if isinstance(windows_of, int):
                found = [windows_of] * len(starts)
            else:
                if firsts_at is None:
                    instructions = flow.instructions
                    firsts_at = [instructions[a] for a in starts]
                found = windows_of(firsts_at)
        except Exception as exc:
            out[k] = exc
            continue
        # a check whose window is 0 for every first instruction finds nothing: it does not walk, and
        # its `then` side is never filled (AS030 after the MFMAs of a kernel with no f64 MFMA)
        if any(found):
            walk = lead if k == 0 else _Walk(check, flow, firsts, thens, unless)
            walking.append((k, walk))
            windows.append(found)
    if walking:
        _forward([walk for _, walk in walking], windows, starts, lives, starts_at)
    for k, walk in walking:
        out[k] = walk.hits()
    return out


def _forward(
    walks: Sequence[_Walk],
    windows: Sequence[Sequence[int]],
    starts: Sequence[int],
    lives: Sequence[int],
    starts_at: Sequence[int],
) -> None:
    """Walk forward from every first instruction, once for walks of one `share_key`: up to the
    largest of their windows, each walk seeing the `then` instructions inside its own.
    `starts`: the first instructions with registers to track (`lives`), each walk's window
    from each in `windows`; `starts_at`: every first instruction.

    A walk whose `then` side is most of the kernel tests every position of a window (through the
    OR of all such walks' masks, so that one test rules them all out); one whose `then` side is
    sparse visits only its members. All locals are bound once: this is the hot loop. The first
    straight-line segment is walked without a stack, since most windows end in it."""
    lead = walks[0]
    flow = lead.flow
    cum, ends, successors = flow.cum, flow.ends, flow.successors
    unless = lead.unless if lead.unless else None
    # per walk: the walk, its `then` side's masks (dense) or the side (sparse), the side's listed
    # members (sparse) or None, its windows, and what its `then` instructions can touch (one loop
    # for all, the set-up of every walk)
    plans: list[tuple[_Walk, list[int | None] | SideMasks, Sequence[int] | None, Sequence[int], int]] = []
    dense: list[SideMasks] = []  # the dense walks' sides, and their windows
    dense_found: list[Sequence[int]] = []
    sparse_plans: list[tuple[Sequence[int], int]] = []  # the sparse walks' windows and reach
    for walk, found in zip(walks, windows):
        then_side = walk._b
        members = walk.listed_thens()
        if members is None:
            dense.append(then_side)
            dense_found.append(found)
            plans.append((walk, then_side.masks, None, found, -1))
        else:
            # worth knowing for a sparse side about as large as the first one (its members are
            # then all visited anyway); else every unit
            reached = -1 if len(members) > _REACH_RATIO * len(starts_at) else _reach(walk, members, starts_at)
            if not reached:
                continue  # its `then` instructions touch nothing a first one tracks: no start walks for it
            sparse_plans.append((found, reached))
            plans.append((walk, then_side, members, found, reached))
    if not plans:
        return  # every walk's reach is 0
    # walks from an MFMA's result: a later MFMA writing a tracked register takes it out of the
    # set from there on (it is that MFMA's result now, walked from it)
    shadowing = lead.check.first.role in ("dst", "defs")
    mfma_at, mfma_units = flow.mfma_writes() if shadowing else ([], {})
    union: list[int | None] = dense[0].masks if len(dense) == 1 else [None] * len(flow.instructions) if dense else []
    fill_union = dense[0].fill if len(dense) == 1 else partial(_fill_union, union, dense)
    # what each first instruction walks for: its walks and their windows. The positions that the
    # dense walks' windows cover in its own block are filled in at once, for all first
    # instructions together (the common case; a window that goes on past a branch fills as it goes)
    todo = []
    covered_lo: list[int] = []  # the positions to fill, as ranges
    covered_hi: list[int] = []
    covered_to = 0
    # each start's window of the walks that test every position: the largest of theirs (one C
    # call per start; every dense walk's `reached` is -1, so only its window decides); the loop
    # below looks at the sparse walks alone
    largest = dense_found[0] if len(dense_found) == 1 else list(map(max, *dense_found)) if dense_found else None
    one_wait_state = not sparse_plans and unless is None and max(largest, default=0) == 1  # type: ignore[arg-type]
    if one_wait_state:
        # windows of one wait state (AS039, AS043): in its block, a start's window is the next
        # instruction alone, so a start walks only where that one touches `live` (or where its
        # window goes on past the block) - the quick test below, without its per-start set-up
        fill_union([a + 1 for a, w in zip(starts, largest) if w > 0 and a + 1 < ends[a]])
        todo = [
            (i, a, live, 1, 1, 0)
            for i, (a, live, w) in enumerate(zip(starts, lives, largest))
            if w > 0 and (a + 1 >= ends[a] or live & union[a + 1])  # type: ignore[operator]
        ]
    for i, a in enumerate(() if one_wait_state else starts):
        live = lives[i]
        has_members = False
        # (a dense window of 0 or less tests nothing: `dense_window > 0` below, and a walk tests
        # every position only for a window above 0)
        window = dense_window = largest[i] if largest is not None else 0
        for found, reached in sparse_plans:
            w = found[i]
            if w > 0 and live & reached:  # else no `then` of this walk can touch `live`
                has_members = True
                if w > window:
                    window = w
        if window <= 0:
            continue
        e = ends[a]
        top = 0
        after = a + 1  # (named once: it is used five times, for every start)
        if dense_window > 0 and after < e:
            cum_after = cum[after]
            # the window's end: `after + dense_window` (or the block's end) where no s_nop inside
            # adds wait states (each position adds one at least), else a bisect
            limit = cum_after + dense_window
            top = after + dense_window
            if top > e:
                top = e
            if cum[top - 1] >= limit:
                top = bisect_left(cum, limit, after, e)
            if top > covered_to:
                covered_lo.append(after if after > covered_to else covered_to)
                covered_hi.append(top)
                covered_to = top
            # a window that ends in its block, of dense walks alone, with nothing to end it early:
            # when no position of it touches `live`, there is nothing to walk (a shadowing MFMA
            # only takes registers out of `live` and cuts the window short)
            quick = top if not has_members and unless is None and cum[e] - cum_after >= window else 0
        else:
            quick = 0
        todo.append((i, a, live, window, dense_window, quick))
    if covered_lo:
        numbers = shared_numbers(covered_to)  # (shared ints: a range would make one per position above 256)
        covered: list[int] = []
        for lo, hi in zip(covered_lo, covered_hi):
            covered += numbers[lo:hi]
        fill_union(covered)
    for i, a, live, window, dense_window, quick in todo:
        # whether none of the window's positions shares a unit with `live`, one loop: this runs
        # for every first instruction (and the fill above covered every position of it)
        if quick:
            if quick == a + 3:  # two positions (AS035's window, most of its starts): no slice
                if not live & union[a + 1] and not live & union[a + 2]:  # type: ignore[operator]
                    continue
            else:
                # a loop over the slice: cheaper than any(map(live.__and__, ...)), whose every
                # element is a call of a method wrapper
                # (`m and`: a non-member's 0 is common, and a large int's AND makes a new int first)
                for m in union[a + 1 : quick]:
                    if m and live & m:  # type: ignore[operator]
                        break
                else:
                    continue
        # the walks this start walks for, and their windows (made only for the starts that walk)
        on_all: list[tuple[_Walk, list[int | None], int]] = []  # walks testing every position
        on_members: list[tuple[_Walk, SideMasks, Sequence[int], int]] = []  # the others
        for walk, side, members, found, reached in plans:
            w = found[i]
            if w > 0 and live & reached:
                if members is None:
                    on_all.append((walk, side, w))  # type: ignore[arg-type]
                else:
                    on_members.append((walk, side, members, w))  # type: ignore[arg-type]
        shadow = shadowing and a in mfma_units
        if a + 1 < ends[a]:
            stack: list[tuple[int, int, int]] = []
            s, dist = a + 1, 0
        else:
            stack = [(n, 0, live) for n in successors(a)]
            if not stack:
                continue
            s, dist, live = stack.pop()
        while True:
            e = ends[s]
            base = cum[s] - dist  # wait states from `a` to position j: cum[j] - base
            hi = bisect_left(cum, base + window, s, e)  # positions s..hi-1 are inside the window
            stop = False
            if unless is not None:
                k = unless.first_in(s, hi)
                if k >= 0:
                    hi, stop = k + 1, True  # the unless instruction ends this path
            shadowed_at = -1
            if shadow:
                k = bisect_left(mfma_at, s)
                while k < len(mfma_at) and mfma_at[k] < hi:
                    if mfma_units[mfma_at[k]] & live:
                        # it still reads before it writes (srcC), so it is tested below
                        shadowed_at = mfma_at[k]
                        hi, stop = shadowed_at + 1, True
                        break
                    k += 1
            if on_all:
                # only the positions inside the largest window of a walk that tests them all, through
                # their union
                top = hi if dense_window == window else min(hi, bisect_left(cum, base + dense_window, s, e))
                if None in union[s:top]:
                    fill_union(range(s, top))
                for b in range(s, top):
                    if live & union[b]:  # type: ignore[operator]
                        dist_b = cum[b] - base
                        for walk, masks, w in on_all:
                            if dist_b < w and live & masks[b]:  # type: ignore[operator]
                                walk._hit(a, b, dist_b, w, live)
            for walk, side, members, w in on_members:
                candidates = members[bisect_left(members, s) : bisect_left(members, hi)]
                masks = side.masks
                for b in candidates:
                    m = masks[b]
                    if m is None:
                        side.fill_members(candidates)
                        m = masks[b]
                    if live & m:  # type: ignore[operator]
                        dist_b = cum[b] - base
                        if dist_b < w:
                            walk._hit(a, b, dist_b, w, live)
            if shadowed_at >= 0:
                rest = live & ~mfma_units[shadowed_at]
                nxt = shadowed_at + 1
                if rest and cum[nxt] - base < window:
                    if nxt < e:
                        stack.append((nxt, cum[nxt] - base, rest))
                    else:
                        for n in successors(e - 1):
                            stack.append((n, cum[e] - base, rest))
            elif not (stop or hi < e or cum[e] - base >= window):
                for n in successors(e - 1):
                    stack.append((n, cum[e] - base, live))
            if not stack:
                break
            s, dist, live = stack.pop()


def _reach(walk: _Walk, members: Sequence[int], firsts: Sequence[int]) -> int:
    """The units the `then` instructions of a sparse side touch (the OR of their masks), so a
    first instruction whose tracked registers miss them all needs no walk; 0 when the check can
    find nothing at all (`overlap: partial` where no two registers partially overlap)."""
    side = walk._b
    if side.role == NO_REGISTERS:  # each member's mask is the one unit (no fill needed to know)
        return NO_REGISTERS_UNIT if members else 0
    if walk.partial and members and not _partial_overlaps(walk, firsts, members):
        return 0  # (before the OR, which it does not need)
    side.fill_members(members)
    masks = side.masks
    out = 0
    for j in members:
        out |= masks[j]  # type: ignore[operator]
    return out


def _partial_overlaps(walk: _Walk, firsts: Sequence[int], thens: Sequence[int]) -> bool:
    """Whether a register of the first side's instructions overlaps one of the then side's
    without being the same register (what `touching` keeps for `overlap: partial`); True when
    a side's role can name several registers (not worth finding out)."""
    instructions, check = walk.flow.instructions, walk.check
    found: dict[int, Register] = {}  # by identity first: the parser interns registers
    for side, indices in ((check.first, firsts), (check.then, thens)):
        picks = OPERAND_ROLES.get(side.role)
        if picks is None or len(picks) != 1 or side.implicit:
            return True
        pick = picks[0]
        wanted = class_set(side.classes) if side.classes else None
        for j in indices:
            operands = instructions[j].operands
            reg = operands[pick].register if pick < len(operands) else None
            if reg is not None and (wanted is None or register_class(reg) in wanted):
                found[id(reg)] = reg
    total = count = 0
    for reg in set(found.values()):
        mask = reg.units
        total |= mask
        count += mask.bit_count()
    return total.bit_count() != count  # some units are shared by two different registers


def _fill_union(union: list[int | None], sides: Sequence[SideMasks], indices: Sequence[int]) -> None:
    """Fill in union[j] for j in `indices`: per position, the OR of the sides' masks."""
    for side in sides:
        side.fill(indices)
    # two sides at least (`_forward` uses a lone side's own masks), side by side: no inner loop
    # for the common two (AS013's and AS034's), and a position filled before gets the same value
    # again, cheaper than testing it
    first, second, *rest = [side.masks for side in sides]
    for j in indices:
        union[j] = first[j] | second[j]  # type: ignore[operator]
    for masks in rest:
        for j in indices:
            union[j] |= masks[j]  # type: ignore[operator]


# A sparse `then` side is summed up front (`_reach`) when it has at most this many members per
# first instruction.
_REACH_RATIO = 4


class _Walk:
    def __init__(self, check: HazardCheck, flow: Flow, firsts: Members, thens: Members, unless: Stops) -> None:
        self.check, self.flow = check, flow
        self.unless = unless
        self.partial = check.overlap == "partial"
        self.overlap = check.overlap
        self.unrelated = check.first.role == NO_REGISTERS  # every pair a hit: no registers to name
        self.worst: dict[int, HazardHit] = {}
        self._a = flow.side(check.first, firsts)
        self._b = flow.side(check.then, thens)
        # The set a walk tracks starts as the starting instruction's registers of its side's
        # classes AND the other side's classes: then a plain AND with the other side's
        # (unfiltered) mask is the class-filtered overlap.
        self._classes = class_units(check.first.classes) & class_units(check.then.classes)

    def hits(self) -> list[HazardHit]:
        worst = self.worst
        return [worst[j] for j in sorted(worst)] if worst else []  # (most walks find nothing)

    def starts(self) -> tuple[list[int], list[int], Sequence[int]]:
        """The first instructions with registers to track, those registers (of both sides'
        classes), and every first instruction."""
        side = self._a
        starts_at = side.members.indices()
        side.fill_members(starts_at)
        masks, classes = side.masks, self._classes
        starts: list[int] = []
        lives: list[int] = []
        for a in starts_at:
            live: int = masks[a] & classes  # type: ignore[operator]
            if live:
                starts.append(a)
                lives.append(live)
        return starts, lives, starts_at

    def listed_thens(self) -> Sequence[int] | None:
        return self._listed(self._b)

    def backward(self, ends_at: Sequence[int], window: int) -> None:
        """Walk backward from every `then` instruction over a constant window (the first
        segment without a stack, as `forward`)."""
        if window <= 0:
            return
        flow = self.flow
        cum, starts = flow.cum, flow.starts
        unless = self.unless if self.unless else None
        self._b.fill_members(ends_at)
        b_masks, a_side, a_masks = self._b.masks, self._a, self._a.masks
        first_list = self._listed(self._a)
        classes, predecessors = self._classes, flow.predecessors
        # the `then` instructions with registers to track; the positions that their windows cover
        # in their own block are filled in at once (as in `_forward`)
        # (and, for a window that ends in its block with nothing to end it early, those positions)
        todo: list[tuple[int, int, Sequence[int] | None]] = []
        covered: list[int] = []
        covered_to = 0
        for b in ends_at:
            live: int = b_masks[b] & classes  # type: ignore[operator]
            if not live:
                continue
            s = starts[b]
            inside: Sequence[int] | None = None
            if b > s:
                # the window's first position, as `_forward` finds its end
                lo = b - window
                if lo < s:
                    lo = s
                if cum[b] - cum[lo + 1] >= window:
                    lo = bisect_right(cum, cum[b] - window, s + 1, b + 1) - 1
                if first_list is None:
                    inside = range(lo, b)
                    covered.extend(range(max(lo, covered_to), b))
                else:
                    inside = first_list[bisect_left(first_list, lo) : bisect_left(first_list, b)]
                    covered.extend(inside[bisect_left(inside, covered_to) :])
                covered_to = b
                if unless is not None or (lo == s and cum[b] - cum[s] < window):
                    inside = None
            todo.append((b, live, inside))
        if covered:
            if first_list is None:
                a_side.fill(covered)
            else:
                a_side.fill_members(covered)
        dense = first_list is None
        for b, live, inside in todo:
            if inside is not None:  # none of the window touches `live` (one loop, for every `then`)
                # (every position of `inside` was filled above; a loop, as in `_forward`)
                for m in a_masks[inside.start : inside.stop] if dense else [a_masks[j] for j in inside]:  # type: ignore[union-attr]
                    if m and live & m:  # type: ignore[operator]
                        break
                else:
                    continue
            if b > starts[b]:
                stack: list[tuple[int, int, int]] = []
                t, dist = b - 1, 0
            else:
                stack = [(p, 0, live) for p in predecessors(b)]
                if not stack:
                    continue
                t, dist, live = stack.pop()
            while True:
                s = starts[t]
                top = cum[t + 1] + dist  # wait states from position j to `b`: top - cum[j + 1]
                lo = bisect_right(cum, top - window, s + 1, t + 2) - 1  # positions lo..t are inside the window
                stop = False
                if unless is not None:
                    k = unless.last_in(lo, t)
                    if k >= 0:
                        lo, stop = k, True
                if first_list is None:
                    candidates: Sequence[int] = range(lo, t + 1)
                else:
                    candidates = first_list[bisect_left(first_list, lo) : bisect_right(first_list, t)]
                for a in candidates:
                    units_a = a_masks[a]
                    if units_a is None:
                        if first_list is None:
                            a_side.fill(range(a, t + 1))
                        else:
                            a_side.fill_members(candidates)
                        units_a = a_masks[a]
                    if live & units_a:
                        self._hit(a, b, top - cum[a + 1], window, live & units_a)
                if not (stop or lo > s or top - cum[s] >= window):
                    for p in predecessors(s):
                        stack.append((p, top - cum[s], live))
                if not stack:
                    break
                t, dist, live = stack.pop()

    def _listed(self, side: SideMasks) -> Sequence[int] | None:
        """The members of the side a walk tests in its windows, in program order, where they are
        few (a window then visits only them); None where they are most of the kernel (a window
        visits every position, cheaper than listing them)."""
        members = side.members
        if is_dense(members, len(self.flow.instructions)):
            return None
        return members.indices()

    def _hit(self, a: int, b: int, dist: int, window: int, hit_units: int) -> None:
        instructions, check = self.flow.instructions, self.check
        regs_a = role_registers(instructions[a], check.first)
        regs_b = role_registers(instructions[b], check.then)
        touched = touching(regs_b, regs_a, hit_units, self.overlap)
        if touched or self.unrelated:
            _keep_worst(self.worst, HazardHit(instructions[a], instructions[b], dist, window, touched))


def _keep_worst(worst: dict[int, HazardHit], hit: HazardHit) -> None:
    old = worst.get(hit.then.index)
    if old is None or hit.window - hit.wait_states > old.window - old.wait_states:
        worst[hit.then.index] = hit
