"""Which registers hold a value that differs from lane to lane (thread to thread) of a wave or
warp, at each instruction of a kernel: a forward dataflow over the CFG.

A result is lane-varying when the instruction reads a lane-varying register, or spreads its
result over the lanes whatever its inputs; else it is uniform (and always where the instruction
reads one lane into a scalar register, `v_readfirstlane_b32`). What is lane-varying to begin with
is each ISA's fact (asmscope.isa.amdgcn.lanes, asmscope.isa.sass.lanes): AMD's vector registers,
NVIDIA's thread-index special registers; the registers of a uniform file (NVIDIA's UR and UP,
AMD's `exec`) never are. The two ISAs' registers are of different kinds, so one model holds both.

    varying_out(i) = varying_in(i) | defs(i)    where reads(i) & varying_in(i), or i spreads
                                                (a uniform file's registers excepted)
                   = varying_in(i) - defs(i)    otherwise (a guarded write, `@P0 MOV`, kills nothing)
    varying_in(B)  = union of varying_out over B's predecessors

Control that diverges (a branch on a lane-varying predicate, after which values merge) is not
followed: a value set on both sides of such a branch is taken as uniform when both sides compute
it from uniform values. K-tail masks, what this serves (asmscope.analysis.loopdeps), are
straight-line arithmetic on the thread index.
"""

from __future__ import annotations

from collections.abc import Iterable

from asmscope.isa.amdgcn import lanes as amd
from asmscope.isa.sass import lanes as sass
from asmscope.model import KIND_SPAN, ControlFlowGraph, Instruction, Kernel, Register, RegKind


def kind_units(kinds: Iterable[RegKind]) -> int:
    """The units of every register of the given files."""
    out = 0
    for kind in kinds:
        out |= Register(kind, 0, KIND_SPAN[kind] - 1).units
    return out


def special_units(names: Iterable[str]) -> int:
    out = 0
    for name in names:
        out |= Register(RegKind.SPECIAL, 0, 0, name).units
    return out


def mask(regs: Iterable[Register]) -> int:
    out = 0
    for reg in regs:
        out |= reg.units
    return out


# lane-varying whatever wrote them: AMD's VGPRs and AGPRs, NVIDIA's thread index and lane
PER_LANE = kind_units(amd.PER_LANE_KINDS) | special_units(sass.LANE_SPECIALS)
# never lane-varying: NVIDIA's uniform registers and predicates, AMD's exec
UNIFORM = kind_units(sass.UNIFORM_KINDS) | special_units(amd.UNIFORM_SPECIALS)


class Lanes:
    """The lane-varying registers of one kernel: `before(i)` is the mask of register units that
    hold a lane-varying value when instruction `i` runs (PER_LANE included)."""

    def __init__(self, kernel: Kernel, cfg: ControlFlowGraph) -> None:
        instructions = self._instructions = kernel.instructions
        self._cfg = cfg
        self._reads = [mask(ins.uses) & ~UNIFORM for ins in instructions]
        self._defs = [mask(ins.defs) for ins in instructions]
        self._spreads = [sass.spreads_over_lanes(ins) for ins in instructions]
        self._uniform = [amd.uniform_result(ins) for ins in instructions]
        self._entry = self._solve()
        self._states: dict[int, list[int]] = {}

    def _step(self, i: int, state: int) -> int:
        defs = self._defs[i]
        if self._uniform[i]:
            return state & ~defs
        if self._spreads[i] or self._reads[i] & (state | PER_LANE):
            return state | (defs & ~UNIFORM)
        if self._instructions[i].guard is not None:
            return state  # a write under a guard may not happen: the old value stays in some lanes
        return state & ~defs

    def _solve(self) -> list[int]:
        blocks = self._cfg.blocks
        entry = [0] * len(blocks)
        exits: list[int | None] = [None] * len(blocks)
        changed = True
        while changed:  # the states only grow, so this ends (a pass per unit and block at most)
            changed = False
            for block in blocks:
                state = entry[block.id]
                for p in block.predecessors:
                    state |= exits[p] or 0
                if state != entry[block.id] or exits[block.id] is None:
                    entry[block.id] = state
                    exits[block.id] = self._exit(block.id, state)
                    changed = True
        return entry

    def _exit(self, b: int, state: int) -> int:
        block = self._cfg.blocks[b]
        for i in range(block.start, block.end):
            state = self._step(i, state)
        return state

    def before(self, index: int) -> int:
        b = self._cfg.block_of[index]
        states = self._states.get(b)
        if states is None:
            block = self._cfg.blocks[b]
            state = self._entry[b]
            states = []
            for i in range(block.start, block.end):
                states.append(state)
                state = self._step(i, state)
            self._states[b] = states
        return self._states[b][index - self._cfg.blocks[b].start] | PER_LANE


def select_condition(ins: Instruction) -> Register | None:
    """The condition a select picks by (AMD `v_cndmask_*`, NVIDIA `SEL`/`FSEL`/`USEL`), or None."""
    return amd.select_condition(ins) or sass.select_condition(ins)


def boolean_inputs(ins: Instruction) -> int:
    """The inputs an instruction only combines by boolean logic (AMD `s_and_b64` on lane masks,
    NVIDIA PLOP3 and a compare's trailing predicate), as a mask."""
    return mask(amd.boolean_inputs(ins)) | mask(sass.boolean_inputs(ins))
