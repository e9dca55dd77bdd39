"""NVIDIA SASS facts on lanes: which registers hold one value per thread of a warp, and which
operand of a select decides it (asmscope.analysis.lanes and asmscope.analysis.loopdeps read them).

A per-thread register (R0..R254, P0..P6) holds whatever the thread computed: ptxas keeps uniform
values there too (a loop's bound, `K - k * BLOCK_K`), so whether one varies from thread to thread
is decided by dataflow, from the special registers that differ per thread (its index in the
block, its lane, the lane masks) and from the instructions that spread a result over the lanes
whatever their inputs (a tensor-core op's accumulator fragment; LDSM and LDTM fragments; ELECT's
predicate, true in one lane). The uniform datapath's registers (UR, UP) hold one value per warp by
construction.
"""

from __future__ import annotations

from asmscope.model import Category, Instruction, Register, RegKind

UNIFORM_KINDS = (RegKind.NV_UR, RegKind.NV_UP)
LANE_SPECIALS = ("SR_TID", "SR_LANEID", "SR_EQMASK", "SR_LTMASK", "SR_LEMASK", "SR_GTMASK", "SR_GEMASK")
# The register files a loop's counter and bound live in (the operands of its exit ISETP/UISETP).
COUNTER_KINDS = (RegKind.NV_R, RegKind.NV_UR)
# What a latch's conditional branch tests: its guard (`@P0 BRA`) or its operand (`BRA.U !UP0`).
CONDITION_KINDS = (RegKind.NV_P, RegKind.NV_UP)
_SPREAD = frozenset(("LDSM", "LDTM", "ELECT"))  # ELECT: true in the one lane it elects
_SELECTS = frozenset(("SEL", "FSEL", "USEL"))
_COMPARES = frozenset(("ISETP", "UISETP", "FSETP", "DSETP", "HSETP2", "PSETP"))


def spreads_over_lanes(ins: Instruction) -> bool:
    """Whether the instruction's result differs per lane whatever its inputs: an MMA's
    accumulator fragment, a matrix fragment loaded from shared or tensor memory, the lane ELECT
    picks."""
    return ins.category is Category.TENSOR_CORE or ins.base in _SPREAD


def boolean_inputs(ins: Instruction) -> tuple[Register, ...]:
    """The predicates an instruction only combines by boolean logic: every input of PLOP3/UPLOP3,
    the trailing predicate a compare ANDs or ORs its result with (`ISETP.GT.AND P0, PT, R4, UR5,
    P0`)."""
    if ins.base in ("PLOP3", "UPLOP3"):
        return tuple(r for r in ins.uses if r.kind in CONDITION_KINDS)
    if ins.base in _COMPARES and ins.operands:
        last = ins.operands[-1].register
        if len(ins.operands) > 3 and last is not None and last.kind in CONDITION_KINDS:
            return (last,)
    return ()


def select_condition(ins: Instruction) -> Register | None:
    """The predicate a SEL/FSEL/USEL picks by (its last operand: `SEL R2, RZ, 0x10, !P1`); None for
    any other instruction."""
    if ins.base in _SELECTS and ins.operands:
        reg = ins.operands[-1].register
        if reg is not None and reg.kind in CONDITION_KINDS:
            return reg
    return None
