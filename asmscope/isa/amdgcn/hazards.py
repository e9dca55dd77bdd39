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

Cost (rules must stay a small fraction of parsing): registers are bitmasks, computed once per
kernel per instruction and side, and only for the instructions some window reaches; a class
filter is an AND with a range of units. Checks that track the same registers from the same
first instructions (AS013-AS015 from an MFMA's result) share one forward walk, and a sparse
`then` side whose registers the first ones never touch (or never partially overlap, for
`overlap: partial`) is ruled out before any walk. The masks of the positions that the windows
cover in their first block are filled in one call for all first instructions, and a window that
ends there and touches none of the tracked registers is ruled out by one loop over it.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Collection, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from itertools import accumulate, pairwise
from typing import Protocol

from asmscope.isa.amdgcn.instructions import special
from asmscope.model import (
    CLASS_UNITS,
    Category,
    ControlFlowGraph,
    Instruction,
    Operand,
    Register,
    RegKind,
    special_class,
)


class HazardSide(Protocol):
    """One side of a hazard pattern (asmscope.rules.schema.HazardSide is one)."""

    @property
    def role(self) -> str: ...  # defs uses store-data dst src-a src-b src-c src-ab
    @property
    def classes(self) -> tuple[str, ...]: ...
    @property
    def implicit(self) -> tuple[str, ...]: ...


class HazardCheck(Protocol):
    """A hazard pattern: `first`, then within a window `then` touching first's registers."""

    @property
    def first(self) -> HazardSide: ...
    @property
    def then(self) -> HazardSide: ...
    @property
    def access(self) -> str: ...  # how `then` touches the registers: read or write
    @property
    def overlap(self) -> str: ...  # any, partial (overlapping, not identical) or full (identical)


# ----------------------------------------------------------------------------------------------
# Registers as bitmasks of 32-bit units (Register.units, model.register_units)
# ----------------------------------------------------------------------------------------------

# The role of a side that names no registers (the rule parser gives it to both sides of such a
# pair). Each of its instructions gets one mask unit, the same for all, so that the walk, which
# ANDs the first side's mask with the then side's, finds every pair: the unit is only ever
# ANDed with a mask of the same role (a walk's two sides are both NO_REGISTERS or neither).
NO_REGISTERS = "none"
_NO_REGISTERS_UNIT = 1

_KIND_CLASS = {RegKind.VGPR: "vgpr", RegKind.AGPR: "agpr", RegKind.SGPR: "sgpr"}


def units_of(regs: Sequence[Register]) -> int:
    mask = 0
    for reg in regs:
        mask |= reg.units
    return mask


def register_class(reg: Register) -> str:
    """One of REGISTER_CLASSES (`vcc` for vcc/vcc_lo/vcc_hi), or "other"."""
    if reg.kind is RegKind.SPECIAL:
        return special_class(reg.name)
    return _KIND_CLASS.get(reg.kind, "other")


@lru_cache(maxsize=64)
def class_units(classes: tuple[str, ...]) -> int:
    """The units of the registers whose register_class is in class_set(classes); every unit
    (-1) when no classes are given. `mask & class_units(...)` keeps the same registers as
    filtering a register list by class."""
    if not classes:
        return -1
    mask = 0
    for cls in class_set(classes):
        mask |= CLASS_UNITS[cls]
    return mask


@lru_cache(maxsize=64)
def class_set(classes: tuple[str, ...]) -> frozenset[str]:
    """`sgpr` includes VCC, an SGPR pair in LLVM's register classes (SReg_64)."""
    return frozenset(classes) | ({"vcc"} if "sgpr" in classes else set())


def _store_data(instr: Instruction) -> tuple[Register, ...]:
    """The data operands of a store: `buffer_store_* vdata, vaddr, srsrc, soffset`,
    `global/flat/scratch_store_* vaddr, vdata, saddr`, `ds_write* addr, data0[, data1]`; of an
    atomic likewise, after the returned value of a returning global/flat one
    (`global_atomic_cmpswap_x2 vdst, vaddr, vdata, off sc0`; a buffer atomic returns in vdata)."""
    name = instr.mnemonic
    if name.startswith(("buffer_store", "buffer_atomic")):
        picks: Sequence[int] = (0,)
    elif name.startswith(("global_atomic", "flat_atomic")):
        picks = (2,) if instr.defs else (1,)
    elif name.startswith(("global_store", "flat_store", "scratch_store")):
        picks = (1,)
    elif name.startswith(("ds_write", "ds_store")):
        picks = (1, 2)
    else:
        return ()
    return _operand_registers(instr.operands, picks)


def _operand_registers(operands: Sequence[Operand], picks: Sequence[int]) -> tuple[Register, ...]:
    n = len(operands)
    if len(picks) == 1:
        i = picks[0]
        reg = operands[i].register if i < n else None
        return (reg,) if reg is not None else ()
    out = []
    for i in picks:
        if i < n:
            reg = operands[i].register
            if reg is not None:
                out.append(reg)
    return tuple(out)


_OPERAND_ROLES: dict[str, tuple[int, ...]] = {
    "dst": (0,),
    "src-a": (1,),
    "src-b": (2,),
    "src-c": (3,),
    "src-ab": (1, 2),
}


def role_registers(instr: Instruction, side: HazardSide) -> tuple[Register, ...]:
    role = side.role
    if role == "defs":
        regs = instr.defs
    elif role == "uses":
        regs = instr.uses
    elif role == "store-data":
        regs = _store_data(instr)
    elif role == NO_REGISTERS:
        regs = ()
    else:
        regs = _operand_registers(instr.operands, _OPERAND_ROLES[role])
    if side.implicit:
        regs = (*regs, *(special(name) for name in side.implicit))
    if side.classes and regs:
        wanted = class_set(side.classes)
        if len(regs) == 1:  # the common case: one destination
            return regs if register_class(regs[0]) in wanted else ()
        regs = tuple(r for r in regs if register_class(r) in wanted)
    return regs


def role_units(instr: Instruction, role: str) -> int:
    """The units of the registers of one role (ROLES) of an instruction, before classes and
    implicit registers."""
    if role == "defs":
        return units_of(instr.defs)
    if role == "uses":
        return units_of(instr.uses)
    if role == "store-data":
        return units_of(_store_data(instr))
    if role == NO_REGISTERS:
        return _NO_REGISTERS_UNIT
    return units_of(_operand_registers(instr.operands, _OPERAND_ROLES[role]))


@lru_cache(maxsize=64)
def implicit_units(names: tuple[str, ...]) -> int:
    return units_of([special(name) for name in names])


def wait_states(instr: Instruction) -> int:
    """SIInstrInfo::getNumWaitStates: `s_nop N` is N+1 wait states, every other instruction 1."""
    if instr.category is Category.NOP and instr.operands:
        value = instr.operands[0].value
        if isinstance(value, int):
            return value + 1
    return 1


def soffset_is_sgpr(instr: Instruction) -> bool:
    """MUBUF `buffer_* vdata, vaddr, srsrc, soffset`: is soffset a register rather than an immediate?
    (GCNHazardRecognizer::createsVALUHazard exempts exactly these stores; LLVM PR #197267 does not.)"""
    if not instr.mnemonic.startswith("buffer_") or len(instr.operands) < 4:
        return False
    reg = instr.operands[3].register
    return reg is not None and reg.kind is RegKind.SGPR


_CALLS = ("s_swappc_", "s_call_")


def uses_agpr0(instructions: Sequence[Instruction], mnemonics: Iterable[str]) -> bool:
    """MachineRegisterInfo::isPhysRegUsed(AGPR0) as the asm shows it: an operand that is a0 or a
    tuple holding it (`a[0:15]` as an MFMA's dst or srcC, `v_accvgpr_write_b32 a0, v1`), or a call
    (`s_swappc_b64`: its register mask clobbers a0, which LLVM counts as a use; a tuple without
    a0, `a[4:7]`, does not count). GCNHazardRecognizer keeps that many more instructions for
    its look-back (MaxLookAhead 19 in such a function, else 5), which bounds its soft-clause
    check (checkSoftClauseHazards walks EmittedInstrs; the other checks walk the CFG).
    `mnemonics`: the kernel's distinct mnemonics (its histogram), where the calls are found."""
    if any(mnemonic.startswith(_CALLS) for mnemonic in mnemonics):
        return True
    agpr = RegKind.AGPR
    return any(
        (reg := op.register) is not None and reg.kind is agpr and reg.first == 0
        for instr in instructions
        for op in instr.operands
    )


# ----------------------------------------------------------------------------------------------
# The walk
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HazardHit:
    first: Instruction
    then: Instruction
    wait_states: int  # found between the two
    window: int  # needed
    registers: tuple[Register, ...]  # the registers of `then` that touch `first`'s


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


def _dense(members: Members, n: int) -> bool:
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
        shared = not side.implicit and not _dense(members, n)
        self.masks: list[int | None] = roles if shared else [None] * n
        self._instructions, self.members, self._roles = instructions, members, roles
        self._role = side.role
        self._picks = _OPERAND_ROLES.get(side.role)  # operand positions, for the operand roles
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
        role = self._role
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


def _numbers(top: int) -> list[int]:
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
    numbers = _numbers(n + sum(waits[i] - 1 for i in extra))
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
        numbers = _numbers(covered_to)  # (shared ints: a range would make one per position above 256)
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
    if side._role == NO_REGISTERS:  # each member's mask is the one unit (no fill needed to know)
        return _NO_REGISTERS_UNIT if members else 0
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
    without being the same register (what `_touching` keeps for `overlap: partial`); True when
    a side's role can name several registers (not worth finding out)."""
    instructions, check = walk.flow.instructions, walk.check
    found: dict[int, Register] = {}  # by identity first: the parser interns registers
    for side, indices in ((check.first, firsts), (check.then, thens)):
        picks = _OPERAND_ROLES.get(side.role)
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
                # the window's first position: `b - window` (or the block's start) where no s_nop
                # inside adds wait states (each position adds one at least), else a bisect
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
                # (every position of `inside` was filled above; a loop is cheaper than
                # any(map(live.__and__, ...)), a call of a method wrapper per element)
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
        if _dense(members, len(self.flow.instructions)):
            return None
        return members.indices()

    def _hit(self, a: int, b: int, dist: int, window: int, hit_units: int) -> None:
        instructions, check = self.flow.instructions, self.check
        regs_a = role_registers(instructions[a], check.first)
        regs_b = role_registers(instructions[b], check.then)
        touched = _touching(regs_b, regs_a, hit_units, self.overlap)
        if touched or self.unrelated:
            _keep_worst(self.worst, HazardHit(instructions[a], instructions[b], dist, window, touched))


def _keep_worst(worst: dict[int, HazardHit], hit: HazardHit) -> None:
    old = worst.get(hit.then.index)
    if old is None or hit.window - hit.wait_states > old.window - old.wait_states:
        worst[hit.then.index] = hit


def _touching(
    regs_b: Sequence[Register], regs_a: Sequence[Register], hit_units: int, overlap: str
) -> tuple[Register, ...]:
    """The registers of `regs_b` that share a unit with `hit_units` (A's registers still in play),
    and for `overlap: partial` are not identical to one of A's, for `full` are."""
    out = []
    for rb in regs_b:
        if not hit_units & rb.units:
            continue
        identical = any(rb is ra or rb == ra for ra in regs_a)
        if overlap == "partial" and (identical or all(not rb.overlaps(ra) for ra in regs_a)):
            continue  # identical ranges only: the back-to-back accumulation case, not a partial overlap
        if overlap == "full" and not identical:
            continue
        out.append(rb)
    return tuple(dict.fromkeys(out))  # an implicit register may also be named
