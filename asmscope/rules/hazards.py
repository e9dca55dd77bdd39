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

from asmscope.expr import ExprError
from asmscope.model import Category, ControlFlowGraph, Instruction, Operand, Register, RegKind, special_parts
from asmscope.rules.schema import HazardCheck, HazardSide

# ----------------------------------------------------------------------------------------------
# Registers as sets of 32-bit units, so overlap and partial kills are set operations.
# ----------------------------------------------------------------------------------------------

_KIND_BASE = {RegKind.VGPR: 0, RegKind.AGPR: 1 << 12, RegKind.SGPR: 2 << 12, RegKind.TTMP: 3 << 12}
_SPECIAL_IDS: dict[str, int] = {}
_UNITS: dict[Register, frozenset[int]] = {}


def units(reg: Register) -> frozenset[int]:
    found = _UNITS.get(reg)
    if found is None:
        if reg.kind is RegKind.SPECIAL:
            found = frozenset(
                _SPECIAL_IDS.setdefault(p, (4 << 12) + len(_SPECIAL_IDS)) for p in special_parts(reg.name)
            )
        else:
            base = _KIND_BASE[reg.kind]
            found = frozenset(range(base + reg.first, base + reg.last + 1))
        _UNITS[reg] = found
    return found


def units_of(regs: Sequence[Register]) -> frozenset[int]:
    if len(regs) == 1:
        return units(regs[0])
    return frozenset().union(*(units(r) for r in regs))


def in_class(reg: Register, cls: str) -> bool:
    """REGISTER_CLASSES membership; VCC counts as an SGPR pair, as in LLVM's SReg classes."""
    if cls == "vgpr":
        return reg.kind is RegKind.VGPR
    if cls == "agpr":
        return reg.kind is RegKind.AGPR
    if cls == "sgpr":
        return reg.kind is RegKind.SGPR or (reg.kind is RegKind.SPECIAL and reg.name.startswith("vcc"))
    return reg.kind is RegKind.SPECIAL and reg.name.startswith(cls)


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
        regs = tuple(r for r in regs if any(in_class(r, c) for c in side.classes))
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


class Successors:
    """Instruction index -> the indices that can execute next (fall-through and branch targets)."""

    def __init__(self, instructions: Sequence[Instruction], cfg: ControlFlowGraph | None) -> None:
        self._instructions = instructions
        self._cfg = cfg
        self._cache: dict[int, tuple[int, ...]] = {}

    def __call__(self, index: int) -> tuple[int, ...]:
        found = self._cache.get(index)
        if found is None:
            found = self._compute(index)
            self._cache[index] = found
        return found

    def _compute(self, index: int) -> tuple[int, ...]:
        instrs, cfg = self._instructions, self._cfg
        if instrs[index].category is Category.END:
            return ()
        if cfg is None or not cfg.blocks:
            return (index + 1,) if index + 1 < len(instrs) else ()
        block = cfg.blocks[cfg.block_of[index]]
        if index + 1 < block.end:
            return (index + 1,)
        out: list[int] = []
        pending = list(block.successors)
        seen: set[int] = set()
        while pending:  # skip empty blocks (a label directly followed by another label)
            b = pending.pop(0)
            if b in seen:
                continue
            seen.add(b)
            succ = cfg.blocks[b]
            if succ.start < succ.end:
                out.append(succ.start)
            else:
                pending.extend(succ.successors)
        return tuple(dict.fromkeys(out))


def find_hazards(
    check: HazardCheck,
    instructions: Sequence[Instruction],
    firsts: Sequence[int],
    thens: frozenset[int],
    unless: frozenset[int],
    successors: Successors,
    window_env: Callable[[Instruction], Mapping[str, object]],
) -> list[HazardHit]:
    """Every `then` instruction that comes too soon after a `first` one (the worst pair per `then`)."""
    tracks_kills = check.access == "read" and check.first.role in ("defs", "dst")
    partial = check.overlap == "partial"
    worst: dict[int, HazardHit] = {}
    for a in firsts:
        first = instructions[a]
        regs_a = role_registers(first, check.first)
        if not regs_a:
            continue
        window = _window(check, window_env(first))
        if window <= 0:
            continue
        stack = [(n, 0, units_of(regs_a)) for n in successors(a)]
        seen: set[tuple[int, int, frozenset[int]]] = set()
        while stack:
            j, dist, live = stack.pop()
            if (j, dist, live) in seen:
                continue
            seen.add((j, dist, live))
            instr = instructions[j]
            if j in thens:
                touched = _touching(role_registers(instr, check.then), regs_a, live, partial)
                if touched:
                    old = worst.get(j)
                    if old is None or window - dist > old.window - old.wait_states:
                        worst[j] = HazardHit(first, instr, dist, window, touched)
            if j in unless:
                continue
            if tracks_kills and instr.defs:
                live = live - units_of(instr.defs)
                if not live:
                    continue
            dist += wait_states(instr)
            if dist < window:
                stack.extend((n, dist, live) for n in successors(j))
    return [worst[j] for j in sorted(worst)]


def _window(check: HazardCheck, env: Mapping[str, object]) -> int:
    value = check.window.evaluate_number(env)
    if value != int(value):
        raise ExprError(f"expected a whole number of wait states, got {value!r}", check.window.text)
    return int(value)


def _touching(
    regs_b: Sequence[Register], regs_a: Sequence[Register], live: frozenset[int], partial: bool
) -> tuple[Register, ...]:
    out = []
    for rb in regs_b:
        if not units(rb) & live:
            continue
        if partial and all(rb == ra or not rb.overlaps(ra) for ra in regs_a):
            continue  # identical ranges only: the back-to-back accumulation case, not a partial overlap
        out.append(rb)
    return tuple(out)
