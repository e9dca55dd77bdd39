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
from asmscope.rules.schema import HazardCheck, HazardSide

# ----------------------------------------------------------------------------------------------
# Registers as sets of 32-bit units, so overlap and partial kills are set operations.
# ----------------------------------------------------------------------------------------------

_KIND_BASE = {RegKind.VGPR: 0, RegKind.AGPR: 1 << 12, RegKind.SGPR: 2 << 12, RegKind.TTMP: 3 << 12}
_SPECIAL_IDS: dict[str, int] = {}
# Keyed by id(): the parser interns registers, and hashing a dataclass costs more than the lookup.
# The entry keeps its register alive, so an id is never reused while it is cached.
_UNITS: dict[int, tuple[Register, frozenset[int], str]] = {}


def _entry(reg: Register) -> tuple[Register, frozenset[int], str]:
    found = _UNITS.get(id(reg))
    if found is None:
        if reg.kind is RegKind.SPECIAL:
            parts = special_parts(reg.name)
            ids = frozenset(_SPECIAL_IDS.setdefault(p, (4 << 12) + len(_SPECIAL_IDS)) for p in parts)
            cls = next((c for c in ("vcc", "exec", "m0", "scc") if reg.name.startswith(c)), "other")
        else:
            base = _KIND_BASE[reg.kind]
            ids = frozenset(range(base + reg.first, base + reg.last + 1))
            cls = {RegKind.VGPR: "vgpr", RegKind.AGPR: "agpr", RegKind.SGPR: "sgpr"}.get(reg.kind, "other")
        found = _UNITS[id(reg)] = (reg, ids, cls)
    return found


def units(reg: Register) -> frozenset[int]:
    return _entry(reg)[1]


def units_of(regs: Sequence[Register]) -> frozenset[int]:
    if len(regs) == 1:
        return _entry(regs[0])[1]
    return frozenset().union(*(_entry(r)[1] for r in regs))


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
    return tuple(r for i in picks if i < len(operands) and (r := operands[i].register) is not None)


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
    else:
        regs = _operand_registers(instr.operands, _OPERAND_ROLES[role])
    if side.implicit:
        regs = (*regs, *(Register(RegKind.SPECIAL, 0, 0, name) for name in side.implicit))
    if side.classes:
        wanted = class_set(side.classes)
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

TRACE_SPAN = 20  # wait states a cached forward walk covers: the largest MFMA window (gfx950 16 passes)


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

    def __init__(self, instructions: Sequence[Instruction], cfg: ControlFlowGraph | None) -> None:
        n = len(instructions)
        self.instructions = instructions
        self._cfg = cfg if cfg is not None and cfg.blocks else None
        self._next: list[tuple[int, ...] | None] = [None] * n
        self._prev: list[tuple[int, ...] | None] = [None] * n
        self._def_units: list[frozenset[int] | None] = [None] * n
        self._side_ids: dict[HazardSide, int] = {}
        self._roles: list[list[tuple[tuple[Register, ...], frozenset[int]] | None]] = []
        self._traces: dict[tuple[object, ...], tuple[int, list[tuple[int, int, frozenset[int]]]]] = {}
        waits = [1] * n
        for instr in instructions:
            if instr.category is Category.NOP:
                waits[instr.index] = wait_states(instr)
        self.wait_states = waits

    def side_id(self, side: HazardSide) -> int:
        """Equal sides of different rules (the three MFMA-result rules) share caches."""
        found = self._side_ids.get(side)
        if found is None:
            found = self._side_ids[side] = len(self._side_ids)
            self._roles.append([None] * len(self.instructions))
        return found

    def def_units(self, index: int) -> frozenset[int]:
        found = self._def_units[index]
        if found is None:
            defs = self.instructions[index].defs
            found = self._def_units[index] = units_of(defs) if defs else frozenset()
        return found

    def role(self, side: HazardSide, side_id: int, index: int) -> tuple[tuple[Register, ...], frozenset[int]]:
        """(registers, their units) of an instruction in the role `side` names."""
        cache = self._roles[side_id]
        found = cache[index]
        if found is None:
            regs = role_registers(self.instructions[index], side)
            found = cache[index] = (regs, units_of(regs) if regs else frozenset())
        return found

    def trace(
        self, side: HazardSide, side_id: int, start: int, window: int, kills: bool, unless: frozenset[int], key: object
    ) -> list[tuple[int, int, frozenset[int]]]:
        """Every (instruction, wait states since `start`, registers of `start` still in play)
        reachable from `start` within `window` wait states. Cached, covering at least
        TRACE_SPAN, so rules with the same first side walk once."""
        cache_key = (side_id, start, kills, key)
        cached = self._traces.get(cache_key)
        if cached is not None and cached[0] >= window:
            return cached[1]
        span = max(window, TRACE_SPAN)
        steps: list[tuple[int, int, frozenset[int]]] = []
        append = steps.append
        waits, successors, def_units = self.wait_states, self.successors, self.def_units
        stack = [(n, 0, self.role(side, side_id, start)[1]) for n in successors(start)]
        while stack:
            j, dist, live = stack.pop()
            while True:  # straight-line code without touching the stack
                append((j, dist, live))
                if unless and j in unless:
                    break
                if kills:
                    written = def_units(j)
                    if written and not live.isdisjoint(written):
                        live = live - written
                        if not live:
                            break
                dist += waits[j]
                if dist >= span:
                    break
                nexts = successors(j)
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
    instructions, role = flow.instructions, flow.role
    kills = _tracks_kills(check)
    partial = check.overlap == "partial"
    first_side, then_side = check.first, check.then
    first_id, then_id = flow.side_id(first_side), flow.side_id(then_side)
    unless_key = check.unless
    worst: dict[int, HazardHit] = {}
    for a in firsts:
        regs_a = role(first_side, first_id, a)[0]
        if not regs_a:
            continue
        window = window_of(instructions[a])
        if window <= 0:
            continue
        for j, dist, live in flow.trace(first_side, first_id, a, window, kills, unless, unless_key):
            if dist < window and j in thens:
                regs_b, units_b = role(then_side, then_id, j)
                if not live.isdisjoint(units_b):
                    touched = _touching(regs_b, regs_a, live, partial)
                    if touched:
                        _keep_worst(worst, HazardHit(instructions[a], instructions[j], dist, window, touched))
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
    instructions, waits, role = flow.instructions, flow.wait_states, flow.role
    kills = _tracks_kills(check)
    partial = check.overlap == "partial"
    first_side, then_side = check.first, check.then
    first_id, then_id = flow.side_id(first_side), flow.side_id(then_side)
    worst: dict[int, HazardHit] = {}
    for b in thens:
        regs_b, live = role(then_side, then_id, b)
        if not regs_b:
            continue
        stack = [(p, 0, live) for p in flow.predecessors(b)]
        while stack:
            j, dist, live = stack.pop()
            while True:
                if j in firsts:
                    regs_a, units_a = role(first_side, first_id, j)
                    if regs_a and not live.isdisjoint(units_a):
                        touched = _touching(regs_b, regs_a, live & units_a, partial)
                        if touched:
                            _keep_worst(worst, HazardHit(instructions[j], instructions[b], dist, window, touched))
                if unless and j in unless:
                    break
                if kills:
                    written = flow.def_units(j)
                    if written and not live.isdisjoint(written):
                        live = live - written
                        if not live:
                            break
                dist += waits[j]
                if dist >= window:
                    break
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
    regs_b: Sequence[Register], regs_a: Sequence[Register], hit_units: frozenset[int], partial: bool
) -> tuple[Register, ...]:
    """The registers of `regs_b` that share a unit with `hit_units` (A's registers still in play)."""
    out = []
    for rb in regs_b:
        if hit_units.isdisjoint(units(rb)):
            continue
        if partial and all(rb == ra or not rb.overlaps(ra) for ra in regs_a):
            continue  # identical ranges only: the back-to-back accumulation case, not a partial overlap
        out.append(rb)
    return tuple(out)
