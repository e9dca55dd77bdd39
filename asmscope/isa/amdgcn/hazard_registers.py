"""What a hazard check asks of an instruction: the registers of a side's role, as bitmasks of
32-bit units (Register.units, model.register_units), so that "touches a tracked register" is
one AND, and a class filter an AND with the class's units; and its wait states.

The protocols say what the walker (asmscope.isa.amdgcn.hazards) needs of a rule's hazard
pattern (asmscope.rules.schema.HazardCheck is one).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Protocol

from asmscope.isa.amdgcn.instructions import special
from asmscope.model import CLASS_UNITS, Category, Instruction, Operand, Register, RegKind, special_class


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



# The role of a side that names no registers (the rule parser gives it to both sides of such a
# pair). Each of its instructions gets one mask unit, the same for all, so that the walk, which
# ANDs the first side's mask with the then side's, finds every pair: the unit is only ever
# ANDed with a mask of the same role (a walk's two sides are both NO_REGISTERS or neither).
NO_REGISTERS = "none"
NO_REGISTERS_UNIT = 1

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


OPERAND_ROLES: dict[str, tuple[int, ...]] = {
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
        regs = _operand_registers(instr.operands, OPERAND_ROLES[role])
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
        return NO_REGISTERS_UNIT
    return units_of(_operand_registers(instr.operands, OPERAND_ROLES[role]))


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


def touching(
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
