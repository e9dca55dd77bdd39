"""AMDGCN facts on lanes: which registers hold one value per lane of a wave, and which operand of
a select decides it (asmscope.analysis.lanes and asmscope.analysis.loopdeps read them).

A VGPR or AGPR holds a value per lane: LLVM's divergence analysis puts a uniform value in an
SGPR, so a vector register is taken as lane-varying. An SGPR is uniform unless a vector
instruction wrote it: a VALU compare writes one bit per lane (`v_cmp_gt_i32_e64 s[0:1], s4, v5`),
which the dataflow follows from the VGPR it read; one lane read into an SGPR
(`v_readfirstlane_b32`) is uniform. `exec` is the wave's lane mask, one value for the wave: a read
of it (every VALU instruction's) does not make a result lane-varying.
"""

from __future__ import annotations

import re

from asmscope.model import Instruction, Register, RegKind

PER_LANE_KINDS = (RegKind.VGPR, RegKind.AGPR)
UNIFORM_SPECIALS = ("exec",)
# The register files a loop's counter and bound live in (the operands of its `s_cmp_*`).
COUNTER_KINDS = (RegKind.SGPR,)
# What a latch's conditional branch tests (`s_cbranch_scc1`, `s_cbranch_vccnz`, `s_cbranch_execz`).
CONDITIONS = ("scc", "vcc", "exec", "vccz", "execz")


_READLANE = ("v_readfirstlane", "v_readlane")


def uniform_result(ins: Instruction) -> bool:
    """Whether the result is one value for the wave whatever the instruction reads: a lane read
    into an SGPR (`v_readfirstlane_b32 s0, v0`, `v_readlane_b32 s4, v1, 3`)."""
    return ins.base.startswith(_READLANE)


# scalar bitwise logic: on lane masks (what a VALU compare wrote) a boolean combination
_LOGIC = re.compile(r"^s_(?:and|or|xor|andn2|orn2|nand|nor|xnor|not)(?:_saveexec)?_b(?:32|64)$")


def boolean_inputs(ins: Instruction) -> tuple[Register, ...]:
    """The inputs an instruction only combines by boolean logic: every input of a scalar
    `s_and_b64`-like instruction (on a lane mask, one bit per lane: `s_and_b64 s[0:1], vcc,
    s[2:3]`)."""
    return ins.uses if _LOGIC.match(ins.base) else ()


def select_condition(ins: Instruction) -> Register | None:
    """The lane mask a `v_cndmask_b32` picks by (its fourth operand: `vcc` or an SGPR pair);
    None for any other instruction."""
    if ins.base.startswith("v_cndmask") and len(ins.operands) >= 4:
        return ins.operands[3].register
    return None
