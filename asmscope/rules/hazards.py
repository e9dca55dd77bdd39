"""The wait-state walker behind `kind: hazard` rules: an independent check of LLVM's nop insertion.

A hazard check names a first instruction A (and a register role of it), a later instruction B
that reads or writes one of those registers, and a window of wait states. Wait states count as
LLVM's GCNHazardRecognizer does (SIInstrInfo::getNumWaitStates): `s_nop N` gives N+1, any
other instruction 1. From every A the walker follows the control-flow graph forward, through
fall-through and taken branches (loop back edges included), until the window is used up; a B
met before that is a hazard. Labels and directives are not instructions and count nothing.

Two refinements keep it faithful to LLVM's getWaitStatesSinceDef:
- For a read-after-write hazard (A's `defs`/`dst`, B reads), an intervening instruction that
  writes a register takes it out of the tracked set: B then depends on that writer, not on A.
- An `unless` instruction between A and B ends the path (e.g. an s_waitcnt that drains it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from asmscope.expr import ExprError
from asmscope.model import Category, ControlFlowGraph, Instruction, Operand, Register, RegKind, special_parts
from asmscope.rules.schema import AnyOf, HazardCheck, HazardSide

# ----------------------------------------------------------------------------------------------
# Registers as bitmasks of 32-bit units (bit i = one register), so overlap, union and partial
# kills are single integer operations.
# ----------------------------------------------------------------------------------------------

_KIND_BASE = {RegKind.VGPR: 0, RegKind.AGPR: 512, RegKind.SGPR: 1024, RegKind.TTMP: 1152}
_SPECIAL_BASE = 1200
_SPECIAL_IDS: dict[str, int] = {}
# Keyed by id(): the parser interns registers, and hashing a dataclass costs more than the lookup.
# The entry keeps its register alive, so an id is never reused while it is cached.
_UNITS: dict[int, tuple[Register, int, str]] = {}


def _entry(reg: Register) -> tuple[Register, int, str]:
    found = _UNITS.get(id(reg))
    if found is None:
        mask = 0
        if reg.kind is RegKind.SPECIAL:
            for part in special_parts(reg.name):
                mask |= 1 << (_SPECIAL_BASE + _SPECIAL_IDS.setdefault(part, len(_SPECIAL_IDS)))
            cls = next((c for c in ("vcc", "exec", "m0", "scc") if reg.name.startswith(c)), "other")
        else:
            base = _KIND_BASE[reg.kind]
            mask = ((1 << (reg.last - reg.first + 1)) - 1) << (base + reg.first)
            cls = {RegKind.VGPR: "vgpr", RegKind.AGPR: "agpr", RegKind.SGPR: "sgpr"}.get(reg.kind, "other")
        found = _UNITS[id(reg)] = (reg, mask, cls)
    return found


def units(reg: Register) -> int:
    return (_UNITS.get(id(reg)) or _entry(reg))[1]


def units_of(regs: Sequence[Register]) -> int:
    mask = 0
    get = _UNITS.get
    for reg in regs:
        mask |= (get(id(reg)) or _entry(reg))[1]
    return mask


def register_class(reg: Register) -> str:
    """One of REGISTER_CLASSES (`vcc` for vcc/vcc_lo/vcc_hi), or "other"."""
    return _entry(reg)[2]


@lru_cache(maxsize=64)
def class_set(classes: tuple[str, ...]) -> frozenset[str]:
    """`sgpr` includes VCC, an SGPR pair in LLVM's register classes (SReg_64)."""
    return frozenset(classes) | ({"vcc"} if "sgpr" in classes else set())


def _store_data(instr: Instruction) -> tuple[Register, ...]:
    """The data operands of a store: `buffer_store_* vdata, vaddr, srsrc, soffset`,
    `global/flat/scratch_store_* vaddr, vdata, saddr`, `ds_write* addr, data0[, data1]`."""
    name = instr.mnemonic
    if name.startswith(("buffer_store", "buffer_atomic")):
        picks: Sequence[int] = (0,)
    elif name.startswith(("global_store", "flat_store", "scratch_store", "global_atomic", "flat_atomic")):
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


_IMPLICIT: dict[str, Register] = {}


def _implicit(name: str) -> Register:
    reg = _IMPLICIT.get(name)
    if reg is None:
        reg = _IMPLICIT[name] = Register(RegKind.SPECIAL, 0, 0, name)
    return reg


def role_registers(instr: Instruction, side: HazardSide) -> tuple[Register, ...]:
    role = side.role
    if role == "defs":
        regs = instr.defs
    elif role == "uses":
        regs = instr.uses
    elif role == "store-data":
        regs = _store_data(instr)
    else:
        regs = _operand_registers(instr.operands, _OPERAND_ROLES[role])
    if side.implicit:
        regs = (*regs, *(_implicit(name) for name in side.implicit))
    if side.classes and regs:
        wanted = class_set(side.classes)
        if len(regs) == 1:  # the common case: one destination
            return regs if _entry(regs[0])[2] in wanted else ()
        regs = tuple(r for r in regs if _entry(r)[2] in wanted)
    return regs


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


class Flow:
    """What the walker needs of one kernel, computed on demand and cached for every hazard rule:
    the instruction-level control flow (fall-through and branch edges of the CFG), wait states,
    and the register units each instruction writes or touches in a role."""

    def __init__(
        self, instructions: Sequence[Instruction], cfg: ControlFlowGraph | None, nops: Sequence[int] | None = None
    ) -> None:
        """`nops`: indices of the s_nop instructions, if the caller knows them (else found here)."""
        n = len(instructions)
        self.instructions = instructions
        self._cfg = cfg if cfg is not None and cfg.blocks else None
        self._next: list[tuple[int, ...] | None] = [None] * n
        self._prev: list[tuple[int, ...] | None] = [None] * n
        self._traces: dict[tuple[int, int], tuple[int, list[tuple[int, int, int]]]] = {}
        self._walk_ids: dict[tuple[object, ...], int] = {}
        # End (exclusive) of each instruction's block: j + 1 < ends[j] is straight-line code
        # (s_endpgm and branches end their block).
        self._ends: list[int] | None = None
        self._starts: list[int] | None = None
        if self._cfg is not None:
            ends, starts = [0] * n, [0] * n
            for block in self._cfg.blocks:
                ends[block.start : block.end] = [block.end] * (block.end - block.start)
                starts[block.start : block.end] = [block.start] * (block.end - block.start)
            self._ends, self._starts = ends, starts
        waits = [1] * n
        if nops is None:
            nops = [i.index for i in instructions if i.category is Category.NOP]
        for i in nops:
            waits[i] = wait_states(instructions[i])
        self.wait_states = waits

    def walk_id(self, side: HazardSide, kills: bool, unless: AnyOf | None) -> int:
        """A small number naming what a forward walk depends on besides its start: equal first
        sides of different rules (the three MFMA-result rules) get the same one and share walks."""
        key = (side, kills, unless)
        found = self._walk_ids.get(key)
        if found is None:
            found = self._walk_ids[key] = len(self._walk_ids)
        return found

    def trace(
        self, walk_id: int, start: int, start_units: int, window: int, kills: bool, unless: frozenset[int]
    ) -> list[tuple[int, int, int]]:
        """(instruction index, wait states since `start`, registers of `start` still in play) for
        every instruction reachable from `start` within `window` wait states, once per path.
        Cached, so rules with the same first side walk once (the widest window comes first:
        rules run in id order, AS013 before AS014/AS015)."""
        cache_key = (walk_id, start)
        cached = self._traces.get(cache_key)
        if cached is not None and cached[0] >= window:
            return cached[1]
        span = window
        steps: list[tuple[int, int, int]] = []
        append = steps.append
        instructions, waits, successors, nxt = self.instructions, self.wait_states, self.successors, self._next
        ends = self._ends
        get = _UNITS.get
        stack = [(n, 0, start_units) for n in successors(start)]
        while stack:
            j, dist, live = stack.pop()
            while True:  # straight-line code without touching the stack
                append((j, dist, live))
                if unless and j in unless:
                    break
                if kills:
                    for reg in instructions[j].defs:
                        live &= ~(get(id(reg)) or _entry(reg))[1]
                    if not live:
                        break
                dist += waits[j]
                if dist >= span:
                    break
                if ends is not None and j + 1 < ends[j]:
                    j += 1
                    continue
                nexts = nxt[j] or successors(j)
                if len(nexts) != 1:
                    stack.extend((n, dist, live) for n in nexts)
                    break
                j = nexts[0]
        self._traces[cache_key] = (span, steps)
        return steps

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


def find_hazards(
    check: HazardCheck,
    flow: Flow,
    firsts: Sequence[int],
    thens: frozenset[int],
    unless: frozenset[int],
    window_of: Callable[[Instruction], int],
    constant_window: int | None = None,
) -> list[HazardHit]:
    """Every `then` instruction that comes too soon after a `first` one (the worst pair per `then`).

    Walks forward from each `first`, or, when the window does not depend on the first
    instruction and there are fewer `then` candidates, backward from each `then`: the same
    pairs either way, at the cost of the smaller side. No visited set is needed: the distance
    grows by at least 1 per step, so every path ends within the window.
    """
    if constant_window is not None and len(thens) < len(firsts):
        return _backward(check, flow, frozenset(firsts), sorted(thens), unless, constant_window)
    return _forward(check, flow, firsts, thens, unless, window_of)


def _tracks_kills(check: HazardCheck) -> bool:
    # Read after write: a register rewritten in between makes the later read depend on that
    # writer instead (LLVM's getWaitStatesSinceDef finds the nearest def).
    return check.access == "read" and check.first.role in ("defs", "dst")


def _forward(
    check: HazardCheck,
    flow: Flow,
    firsts: Sequence[int],
    thens: frozenset[int],
    unless: frozenset[int],
    window_of: Callable[[Instruction], int],
) -> list[HazardHit]:
    instructions = flow.instructions
    kills = _tracks_kills(check)
    partial = check.overlap == "partial"
    first_side, then_side = check.first, check.then
    walk_id = flow.walk_id(first_side, kills, check.unless)
    b_units: dict[int, int] = {}
    worst: dict[int, HazardHit] = {}
    for a in firsts:
        first = instructions[a]
        regs_a = role_registers(first, first_side)
        if not regs_a:
            continue
        window = window_of(first)
        if window <= 0:
            continue
        for j, dist, live in flow.trace(walk_id, a, units_of(regs_a), window, kills, unless):
            if dist < window and j in thens:
                units_b = b_units.get(j)
                if units_b is None:  # consecutive MFMAs' windows overlap: compute each B once
                    units_b = b_units[j] = units_of(role_registers(instructions[j], then_side))
                if live & units_b:
                    touched = _touching(role_registers(instructions[j], then_side), regs_a, live, partial)
                    if touched:
                        _keep_worst(worst, HazardHit(first, instructions[j], dist, window, touched))
    return [worst[j] for j in sorted(worst)]


def _backward(
    check: HazardCheck,
    flow: Flow,
    firsts: frozenset[int],
    thens: Sequence[int],
    unless: frozenset[int],
    window: int,
) -> list[HazardHit]:
    if window <= 0:
        return []
    instructions, waits = flow.instructions, flow.wait_states
    starts = flow._starts
    kills = _tracks_kills(check)
    partial = check.overlap == "partial"
    first_side, then_side = check.first, check.then
    get = _UNITS.get
    a_regs: dict[int, tuple[Register, ...]] = {}  # Bs close together share predecessors
    worst: dict[int, HazardHit] = {}
    for b in thens:
        then = instructions[b]
        regs_b = role_registers(then, then_side)
        if not regs_b:
            continue
        stack = [(p, 0, units_of(regs_b)) for p in flow.predecessors(b)]
        while stack:
            j, dist, live = stack.pop()
            while True:
                if j in firsts:
                    regs_a = a_regs.get(j)
                    if regs_a is None:
                        regs_a = a_regs[j] = role_registers(instructions[j], first_side)
                    if regs_a:
                        hit = live & units_of(regs_a)
                        if hit:
                            touched = _touching(regs_b, regs_a, hit, partial)
                            if touched:
                                _keep_worst(worst, HazardHit(instructions[j], then, dist, window, touched))
                if unless and j in unless:
                    break
                if kills:
                    for reg in instructions[j].defs:
                        live &= ~(get(id(reg)) or _entry(reg))[1]
                    if not live:
                        break
                dist += waits[j]
                if dist >= window:
                    break
                if starts is not None and j > starts[j]:
                    j -= 1
                    continue
                prevs = flow.predecessors(j)
                if len(prevs) != 1:
                    stack.extend((p, dist, live) for p in prevs)
                    break
                j = prevs[0]
    return [worst[j] for j in sorted(worst)]


def _keep_worst(worst: dict[int, HazardHit], hit: HazardHit) -> None:
    old = worst.get(hit.then.index)
    if old is None or hit.window - hit.wait_states > old.window - old.wait_states:
        worst[hit.then.index] = hit


def window_value(check: HazardCheck, env: Mapping[str, object]) -> int:
    value = check.window.evaluate_number(env)
    if value != int(value):
        raise ExprError(f"expected a whole number of wait states, got {value!r}", check.window.text)
    return int(value)


def _touching(
    regs_b: Sequence[Register], regs_a: Sequence[Register], hit_units: int, partial: bool
) -> tuple[Register, ...]:
    """The registers of `regs_b` that share a unit with `hit_units` (A's registers still in play)."""
    out = []
    for rb in regs_b:
        if not hit_units & units(rb):
            continue
        if partial and all(rb == ra or not rb.overlaps(ra) for ra in regs_a):
            continue  # identical ranges only: the back-to-back accumulation case, not a partial overlap
        out.append(rb)
    return tuple(out)
