"""What the hazard walker knows of one kernel, made once per kernel and shared by every hazard
rule: the instructions each side of a check selects (Members), the `unless` instructions that
end a path (Stops), each side's register masks, filled in only where a window reaches
(SideMasks), and the blocks, wait-state prefix sums and edges of the control flow (Flow).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Collection, Hashable, Iterable, Mapping, Sequence
from itertools import accumulate, pairwise

from asmscope.isa.amdgcn.hazard_registers import (
    OPERAND_ROLES,
    HazardSide,
    implicit_units,
    role_units,
    units_of,
    wait_states,
)
from asmscope.model import Category, ControlFlowGraph, Instruction


class Members:
    """The instructions of a kernel that one side of a hazard check selects.

    Instruction i is a member when its mnemonic is one of `mnemonics` (`mnemonic_set()`) or,
    where the selection is not a set of whole mnemonics (matchers with flags, a scope), when i is
    in `positions`. `indices()` lists the members in program order, on demand: only the side a
    walk starts from needs it, the other is tested an instruction at a time (and is often most
    of the kernel). `key` names the selection within its kernel, so that rules selecting the
    same instructions share one mask cache.
    """

    __slots__ = ("_by_mnemonic", "_indices", "_mnemonic_set", "_mnemonics", "count", "key", "positions")

    def __init__(
        self,
        key: Hashable,
        count: int,
        mnemonics: Collection[str] = (),
        positions: frozenset[int] | None = None,
        by_mnemonic: Mapping[str, Sequence[int]] | None = None,
        indices: Sequence[int] | None = None,
    ) -> None:
        self.key, self.count, self._mnemonics, self.positions = key, count, mnemonics, positions
        self._by_mnemonic, self._indices = by_mnemonic, indices
        self._mnemonic_set: frozenset[str] | None = None

    @classmethod
    def of_indices(cls, key: Hashable, indices: Sequence[int]) -> Members:
        """The instructions at `indices` (in program order)."""
        return cls(key, len(indices), positions=frozenset(indices), indices=indices)

    def mnemonic_set(self) -> frozenset[str]:
        """`mnemonics` as a set, made when a side is first tested against it."""
        if self._mnemonic_set is None:
            self._mnemonic_set = frozenset(self._mnemonics)
        return self._mnemonic_set

    def indices(self) -> Sequence[int]:
        if self._indices is None:
            found: list[int] = []
            for mnemonic in self._mnemonics:
                found.extend(self._by_mnemonic[mnemonic])  # type: ignore[index]
            found.sort()
            self._indices = found
        return self._indices


class Stops:
    """The `unless` instructions of a hazard check on one kernel: a path that meets one ends there.

    Kept as the sorted indices where they are few, and as the indices they leave out where they
    are most of the kernel (AS049-AS051's "any instruction but a VMEM/SMEM one", which would list
    nearly every instruction of every kernel): either way the walker asks only for the first one
    in a range, the last one in a range, and membership."""

    __slots__ = ("_at", "_gaps", "_n", "_next", "_prev")

    def __init__(self, at: Sequence[int] = (), n: int = 0, gaps: Sequence[int] | None = None) -> None:
        self._at, self._n, self._gaps = at, n, gaps
        self._next: dict[int, int] | None = None  # complement form: gap -> the stop after its run
        self._prev: dict[int, int] | None = None  # gap -> the stop before its run

    @classmethod
    def listed(cls, at: Sequence[int]) -> Stops:
        """The instructions at `at` (sorted)."""
        return cls(at)

    @classmethod
    def all_but(cls, n: int, gaps: Sequence[int]) -> Stops:
        """Every one of a kernel's `n` instructions but those at `gaps` (sorted)."""
        return cls(n=n, gaps=gaps)

    def __bool__(self) -> bool:
        return bool(self._at) if self._gaps is None else len(self._gaps) < self._n

    def __contains__(self, index: object) -> bool:
        if self._gaps is None:
            k = bisect_left(self._at, index)  # type: ignore[call-overload]
            return k < len(self._at) and self._at[k] == index
        return isinstance(index, int) and 0 <= index < self._n and index not in self._runs()[0]

    def first_in(self, lo: int, hi: int) -> int:
        """The first stop at an index in lo..hi-1, or -1."""
        if self._gaps is None:
            at = self._at
            k = bisect_left(at, lo)
            return at[k] if k < len(at) and at[k] < hi else -1
        found = self._runs()[0].get(lo, lo)
        return found if found < hi and found < self._n else -1

    def last_in(self, lo: int, hi: int) -> int:
        """The last stop at an index in lo..hi, or -1."""
        if self._gaps is None:
            at = self._at
            k = bisect_right(at, hi) - 1
            return at[k] if k >= 0 and at[k] >= lo else -1
        hi = min(hi, self._n - 1)
        found = self._runs()[1].get(hi, hi)
        return found if found >= lo else -1

    def _runs(self) -> tuple[dict[int, int], dict[int, int]]:
        if self._next is None or self._prev is None:
            gaps = self._gaps or ()
            after: dict[int, int] = {}
            for g in reversed(gaps):
                after[g] = after.get(g + 1, g + 1)
            before: dict[int, int] = {}
            for g in gaps:
                before[g] = before.get(g - 1, g - 1)
            self._next, self._prev = after, before
        return self._next, self._prev


NO_STOPS = Stops()


# A side selecting more than 1/_DENSE of a kernel is tested position by position, not listed.
_DENSE = 4


def is_dense(members: Members, n: int) -> bool:
    """Whether a side with `members` in a kernel of `n` instructions is dense: tested at every
    position of a window (and filled position by position), not visited member by member."""
    return members.count * _DENSE > n


class SideMasks:
    """Per instruction, the units of one side's `role` and `implicit` registers, or 0 for an
    instruction the side does not select; None until filled in (`fill`, `fill_members`). A sparse
    side's masks are read at its members alone (elsewhere they may hold other instructions'
    role masks). The side's `classes` are not applied (the walker ANDs the set it tracks with class_units
    instead), so rules that differ only in classes share one cache."""

    def __init__(
        self, instructions: Sequence[Instruction], side: HazardSide, members: Members, roles: list[int | None]
    ) -> None:
        # A sparse side is only ever read at its members, where its mask is the role's (but for
        # implicit registers): it shares the role's list, filled once per kernel for every side
        # of that role, instead of a list of its own (411 of the 569 sides of a bench_rules pass
        # are sparse; allocating, filling and freeing their lists was 2 % of the pass)
        n = len(instructions)
        shared = not side.implicit and not is_dense(members, n)
        self.masks: list[int | None] = roles if shared else [None] * n
        self._instructions, self.members, self._roles = instructions, members, roles
        self.role = side.role
        self._picks = OPERAND_ROLES.get(side.role)  # operand positions, for the operand roles
        self._implicit = implicit_units(side.implicit) if side.implicit else 0

    def fill(self, indices: Iterable[int]) -> None:
        """Fill in `indices`, members of the side or not (the positions of a dense side that a
        walk's windows cover)."""
        assert self.masks is not self._roles, "a sparse side is filled at its members alone"
        self._fill(indices, True)

    def fill_members(self, indices: Sequence[int]) -> None:
        """Fill in `indices`, members of the side all (a sparse side's candidates in a window, or
        the instructions a walk starts from)."""
        self._fill(indices, False)

    def _fill(self, indices: Iterable[int], test: bool) -> None:
        # one pass: a position not filled yet is either not a member (0) or gets its role mask
        # (computed once per role and kernel, shared by every side of that role) and implicit units
        masks, instructions, roles, implicit = self.masks, self._instructions, self._roles, self._implicit
        positions = self.members.positions if test else None
        mnemonics = self.members.mnemonic_set() if test and positions is None else None
        role = self.role
        uses = role == "uses"
        regs_of = role in ("uses", "defs")
        picks = self._picks
        pick = picks[0] if picks is not None and len(picks) == 1 else -1
        for j in indices:
            if masks[j] is not None:
                continue
            instr = instructions[j]
            if mnemonics is not None:
                if instr.mnemonic not in mnemonics:
                    masks[j] = 0
                    continue
            elif positions is not None and j not in positions:
                masks[j] = 0
                continue
            mask = roles[j]
            if mask is None:
                if regs_of:
                    regs = instr.uses if uses else instr.defs
                    # unrolled for the usual one to four registers (a VALU reads exec too; four
                    # are the most common `uses`): no loop, and no `0 | x`, which would be a new int
                    count = len(regs)
                    if count == 1:
                        mask = regs[0].units
                    elif count == 2:
                        mask = regs[0].units | regs[1].units
                    elif count == 3:
                        mask = regs[0].units | regs[1].units | regs[2].units
                    elif count == 4:
                        mask = regs[0].units | regs[1].units | regs[2].units | regs[3].units
                    else:
                        mask = 0
                        for reg in regs:
                            mask |= reg.units
                elif pick >= 0:  # one operand (`dst`, most of these), taken as it is: no `0 | x`
                    operands = instr.operands
                    reg = operands[pick].register if pick < len(operands) else None
                    mask = reg.units if reg is not None else 0
                elif picks is not None:
                    mask = 0
                    operands = instr.operands
                    for k in picks:
                        if k < len(operands) and (reg := operands[k].register) is not None:
                            mask |= reg.units
                else:
                    mask = role_units(instr, role)
                roles[j] = mask
            masks[j] = mask | implicit if implicit else mask  # (`mask | 0` would be a new int)


# Consecutive numbers from 0, grown on demand and shared by every kernel (numbers only: nothing
# of any kernel). A kernel's `cum` is mostly `j` plus the extra wait states of the s_nop before
# j, so it is a few slices of these, not a new int object per instruction for each kernel
# (making and freeing those was ~2 % of a rules pass by the clock); the positions a walk fills
# are slices of them too.
_NUMBERS: list[int] = []


def shared_numbers(top: int) -> list[int]:
    """_NUMBERS, holding 0..top at least."""
    if len(_NUMBERS) <= top:
        _NUMBERS.extend(range(len(_NUMBERS), 2 * top + 1))
    return _NUMBERS


def _prefix_sums(waits: list[int], extra: Sequence[int]) -> list[int]:
    """`list(accumulate(waits, initial=0))`, where `extra` lists (in order) the positions whose
    wait states are not 1."""
    if any(waits[i] < 1 for i in extra):  # (no s_nop counts less than 1: not worth the slices)
        return list(accumulate(waits, initial=0))
    n = len(waits)
    numbers = shared_numbers(n + sum(waits[i] - 1 for i in extra))
    cum: list[int] = []
    lo = offset = 0
    for i in extra:  # positions lo..i come `offset` after their index
        cum += numbers[lo + offset : i + 1 + offset]
        offset += waits[i] - 1
        lo = i + 1
    cum += numbers[lo + offset : n + 1 + offset]
    return cum


class Flow:
    """What the walker needs of one kernel, computed once per kernel and shared by every hazard
    rule: blocks of straight-line code, prefix sums of wait states, control-flow edges, and
    register masks, filled in as the rules ask for them.

    Within a block, the wait states between positions i < j are `cum[j] - cum[i + 1]`, so a
    window is a `bisect` over `cum`, and a rule only visits the instructions inside it.
    """

    def __init__(
        self,
        instructions: Sequence[Instruction],
        cfg: ControlFlowGraph | None,
        nops: Sequence[int] | None = None,
        mfmas: Sequence[int] | None = None,
    ) -> None:
        """`nops`, `mfmas`: indices of the s_nop and of the MFMA/SMFMAC instructions, if the caller
        knows them (else found here, a scan of the whole kernel)."""
        n = len(instructions)
        self.instructions = instructions
        self._cfg = cfg if cfg is not None and cfg.blocks else None
        self._next: list[tuple[int, ...] | None] = [None] * n
        self._prev: list[tuple[int, ...] | None] = [None] * n
        # block bounds per instruction (s_endpgm and branches end a block)
        ends, starts = [n] * n, [0] * n
        if self._cfg is not None:
            spans = [(b.start, b.end) for b in self._cfg.blocks]
        else:
            cuts = [i.index + 1 for i in instructions if i.category is Category.END]
            bounds = [0, *(c for c in cuts if c < n), n]
            spans = list(pairwise(bounds))
        for lo, hi in spans:
            ends[lo:hi] = [hi] * (hi - lo)
            starts[lo:hi] = [lo] * (hi - lo)
        self.ends, self.starts = ends, starts
        waits = [1] * n
        if nops is None:
            nops = [i.index for i in instructions if i.category is Category.NOP]
        for i in nops:
            waits[i] = wait_states(instructions[i])
        self.wait_states = waits
        self.cum = _prefix_sums(waits, sorted({i for i in nops if waits[i] != 1}))
        # register masks each instruction writes / reads, shared by all hazard rules
        self.def_masks: list[int | None] = [None] * n
        self.use_masks: list[int | None] = [None] * n
        self._role_masks: dict[str, list[int | None]] = {"defs": self.def_masks, "uses": self.use_masks}
        self._sides: dict[tuple[Hashable, str, tuple[str, ...]], SideMasks] = {}
        self._mfmas = mfmas
        self._mfma_writes: tuple[list[int], dict[int, int]] | None = None

    def side(self, side: HazardSide, members: Members) -> SideMasks:
        """The mask cache of one side of a hazard check, shared by every rule whose side selects
        the same instructions with the same role and implicit registers."""
        key = (members.key, side.role, side.implicit)
        found = self._sides.get(key)
        if found is None:
            roles = self._role_masks.get(side.role)
            if roles is None:
                roles = self._role_masks[side.role] = [None] * len(self.instructions)
            found = self._sides[key] = SideMasks(self.instructions, side, members, roles)
        return found

    def path(self, first: int, then: int, wait_states: int) -> tuple[int, ...]:
        """The instructions between `first` and `then` along a path of `wait_states` wait states
        (the one a hazard walk measured), for showing the reasoning; () if there is none."""
        if first < then <= self.ends[first] - 1 and self.cum[then] - self.cum[first + 1] == wait_states:
            return tuple(range(first + 1, then))  # straight-line code, the common case
        stack: list[tuple[int, int, tuple[int, ...]]] = [(n, 0, ()) for n in self.successors(first)]
        seen: set[tuple[int, int]] = set()
        while stack:
            at, dist, trail = stack.pop()
            if at == then and dist == wait_states:
                return trail
            if dist >= wait_states or (at, dist) in seen:
                continue
            seen.add((at, dist))
            step = dist + self.wait_states[at]
            stack.extend((n, step, (*trail, at)) for n in self.successors(at))
        return ()

    def mfma_writes(self) -> tuple[list[int], dict[int, int]]:
        """The MFMA/SMFMAC instructions (sorted indices) and the units each writes: a later one
        that writes a register hides an earlier one's result from what follows (LLVM's
        getWaitStatesSinceDef with an "is MFMA" predicate stops at the nearest MFMA def)."""
        if self._mfma_writes is None:
            instructions, defs = self.instructions, self.def_masks
            positions = self._mfmas
            if positions is None:
                mfma = Category.MFMA
                positions = [i for i, instr in enumerate(instructions) if instr.category is mfma]
            masks = {}
            for i in sorted(positions):
                mask = defs[i]
                if mask is None:
                    mask = defs[i] = units_of(instructions[i].defs)
                masks[i] = mask
            self._mfma_writes = ([i for i in masks if masks[i]], masks)
        return self._mfma_writes

    def successors(self, index: int) -> tuple[int, ...]:
        found = self._next[index]
        if found is None:
            found = self._next[index] = self._successors(index)
        return found

    def predecessors(self, index: int) -> tuple[int, ...]:
        found = self._prev[index]
        if found is None:
            found = self._prev[index] = self._predecessors(index)
        return found

    def _successors(self, index: int) -> tuple[int, ...]:
        instrs, cfg = self.instructions, self._cfg
        if instrs[index].category is Category.END:
            return ()
        if cfg is None:
            return (index + 1,) if index + 1 < len(instrs) else ()
        block = cfg.blocks[cfg.block_of[index]]
        if index + 1 < block.end:
            return (index + 1,)
        # skip empty blocks (a label directly followed by another label)
        return self._walk_blocks(block.successors, lambda b: b.successors, lambda b: b.start)

    def _predecessors(self, index: int) -> tuple[int, ...]:
        instrs, cfg = self.instructions, self._cfg
        if cfg is None:
            ok = index > 0 and instrs[index - 1].category is not Category.END
            return (index - 1,) if ok else ()
        block = cfg.blocks[cfg.block_of[index]]
        if index > block.start:
            return (index - 1,)
        return self._walk_blocks(block.predecessors, lambda b: b.predecessors, lambda b: b.end - 1)

    def _walk_blocks(self, start: Sequence[int], edges, pick) -> tuple[int, ...]:  # type: ignore[no-untyped-def]
        assert self._cfg is not None
        blocks = self._cfg.blocks
        out: list[int] = []
        pending = list(start)
        seen: set[int] = set()
        while pending:
            b = pending.pop()
            if b in seen:
                continue
            seen.add(b)
            block = blocks[b]
            if block.start < block.end:
                out.append(pick(block))
            else:
                pending.extend(edges(block))
        return tuple(sorted(set(out)))
