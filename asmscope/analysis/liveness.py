"""Live registers at every instruction of a kernel, and which Python lines hold them at the peak.

Liveness is the classic backward dataflow over the CFG (asmscope.analysis.cfg), iterated over
loops to a fixed point:

    live_out(B) = union of live_in(S) over the successors S of B
    live_in(i)  = uses(i) | (live_out(i) & ~kills(i))

on register *units* (model.register_units: one bit per 32-bit register), so a tuple counts by
its registers and a write to part of a tuple kills only that part (`v_mov_b32 v5, 0` ends the
life of v5 and leaves v[4:7]'s other three registers live). Instructions that merge into their
destination (MFMA srcC, d16 loads, `v_writelane`, SDWA `UNUSED_PRESERVE`) read it as well, by
the model's def/use table, so they do not end its life.

The module knows no vendor: a `RegisterClass` is a name and a mask of units (AMD: `vgpr`,
`agpr`, `sgpr`); another ISA brings its own classes and its instructions' `defs`/`uses`
registers with `units`. Nothing here is computed by `analyze()`: callers ask for it (inspect
--pressure, and the spill and occupancy findings when they fire).

Pressure at an instruction is the number of distinct registers it *occupies*: those live into
it plus those it writes (`live_in | defs`), so that a dead def still takes its register, and a
value that dies at an instruction and a result it writes there count twice only when they sit
in different registers, as they do in the allocation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from asmscope.isa.amdgcn.instructions import registers_read
from asmscope.model import (
    CLASS_UNITS,
    KIND_SPAN,
    ControlFlowGraph,
    Instruction,
    Kernel,
    Loop,
    Register,
    RegKind,
    SourceLoc,
)


@dataclass(frozen=True, slots=True)
class RegisterClass:
    """One register file whose live registers are counted: `units` is its mask of register
    units, `prefix` how one register of it is written (`v`), `base` its first unit."""

    name: str
    prefix: str
    units: int

    @property
    def base(self) -> int:
        return (self.units & -self.units).bit_length() - 1


AMD_CLASSES = (
    RegisterClass("vgpr", "v", CLASS_UNITS["vgpr"]),
    RegisterClass("agpr", "a", CLASS_UNITS["agpr"]),
    RegisterClass("sgpr", "s", CLASS_UNITS["sgpr"]),
)


@dataclass(frozen=True, slots=True)
class RegisterModel:
    """What liveness needs to know of an ISA.

    `classes`: the register files counted; `primary`: the classes whose sum picks "the" peak
    point; `reads(ins)`: the registers an instruction's result depends on (its uses, narrowed
    where only part of a tuple is read); `kills(ins)`: the units a write ends the life of
    (None: all it writes; an ISA with predicated writes passes one that kills nothing for
    those); `set_at_launch`: the units the hardware writes before the first instruction.
    A register read where no write and no launch value reaches is an undefined read (LLVM's
    `undef` operands, which the text does not mark): it is not live there."""

    classes: tuple[RegisterClass, ...]
    primary: tuple[str, ...]
    reads: Callable[[Instruction], Sequence[Register]]
    kills: Callable[[Instruction], int] | None
    set_at_launch: int
    reserved: int = 0  # units counted as occupied wherever a write has set them (a stack pointer)


# AMD: VGPRs and AGPRs share the unified register file (gfx90a+), which decides occupancy and
# spills. At launch the hardware writes the user and system SGPRs (kernarg pointer, preloaded
# arguments, workgroup ids: all SGPRs are taken as set, a superset) and v0, the packed
# work-item ids (gfx90a+).
AMD = RegisterModel(
    classes=AMD_CLASSES,
    primary=("vgpr", "agpr"),
    reads=registers_read,
    kills=None,
    set_at_launch=CLASS_UNITS["sgpr"] | Register(RegKind.VGPR, 0, 0).units,
)


def _class(name: str, prefix: str, kind: RegKind) -> RegisterClass:
    return RegisterClass(name, prefix, Register(kind, 0, KIND_SPAN[kind] - 1).units)


def _predicated_kills(ins: Instruction) -> int:
    """A write under a guard predicate (`@P0 MOV R2, R3`) may not happen: it ends no life. One
    under a uniform predicate (`@UP5 UIADD3 UR14, ...`) does, as nvdisasm counts: the code that
    reads it runs under the same predicate (`@UP5 SYNCS.EXCH.64 URZ, [UR8], UR14`)."""
    guard = ins.guard
    if guard is not None and guard.register is not None and guard.text not in ("PT", "UPT"):
        return _mask(ins.defs) if guard.register.kind is RegKind.NV_UP else 0
    return _mask(ins.defs)


_NV_GPR = _class("gpr", "R", RegKind.NV_R)
_NV_CLASSES = (
    _NV_GPR,
    _class("pred", "P", RegKind.NV_P),
    _class("ugpr", "UR", RegKind.NV_UR),
    _class("upred", "UP", RegKind.NV_UP),
)
# NVIDIA (nvidia.md): per-thread registers, predicates, uniform registers and uniform
# predicates, named as `nvdisasm -lrm count` names its columns, counted by its conventions
# (tests/analysis/test_liveness_nvidia.py holds us to them at every instruction): RZ/URZ/PT/UPT
# are constants, not registers; a read that no write reaches keeps its register live from the
# kernel's start (ptxas's undefined values); R1, the stack pointer the prologue loads
# (`LDC R1, c[0x0][0x28]`), is occupied from there to the end, read or not.
NVIDIA = RegisterModel(
    classes=_NV_CLASSES,
    primary=("gpr",),
    reads=lambda ins: ins.uses,
    kills=_predicated_kills,
    set_at_launch=_NV_CLASSES[0].units | _NV_CLASSES[1].units | _NV_CLASSES[2].units | _NV_CLASSES[3].units,
    reserved=Register(RegKind.NV_R, 1, 1).units,
)


def model_for(target: str | None) -> RegisterModel:
    """The register model of a target: NVIDIA's for `cuda:*` (cubins), else AMD's."""
    return NVIDIA if (target or "").startswith("cuda") else AMD


def allocated(kernel: Kernel, model: RegisterModel) -> dict[str, int | None]:
    """What the compiler allocated of the classes the peak is held to: the VGPRs (less the
    AGPRs), AGPRs and SGPRs on AMD, the registers on NVIDIA (ptxas's count)."""
    res = kernel.resources
    if model is NVIDIA:
        return {"gpr": res.registers}
    return {"vgpr": res.vgpr, "agpr": res.agpr, "sgpr": res.sgpr}


def _mask(regs: Iterable[object]) -> int:
    m = 0
    for reg in regs:
        m |= reg.units  # type: ignore[attr-defined]
    return m


@dataclass(frozen=True, slots=True)
class Liveness:
    """Per instruction (by index): the units live into it, and the units it writes, both within
    the counted classes."""

    classes: tuple[RegisterClass, ...]
    live_in: tuple[int, ...]
    defs: tuple[int, ...]

    def occupied(self, index: int) -> int:
        return self.live_in[index] | self.defs[index]

    def counts(self, units: int) -> dict[str, int]:
        return {c.name: (units & c.units).bit_count() for c in self.classes}

    def live_counts(self, index: int) -> dict[str, int]:
        """How many registers of each class instruction `index` occupies."""
        return self.counts(self.occupied(index))


def compute(kernel: Kernel, cfg: ControlFlowGraph, model: RegisterModel = AMD) -> Liveness:
    """Liveness of `kernel` over `cfg` for the registers of the model's classes."""
    classes = model.classes
    keep = 0
    for c in classes:
        keep |= c.units
    instructions = kernel.instructions
    uses = [_mask(model.reads(ins)) & keep for ins in instructions]
    defs = [_mask(ins.defs) & keep for ins in instructions]
    killed = defs if model.kills is None else [model.kills(ins) & keep for ins in instructions]
    blocks = cfg.blocks
    # Per block: what it reads before writing (gen) and what it writes (kill), for the fixed point.
    gen = [0] * len(blocks)
    kill = [0] * len(blocks)
    wrote = [0] * len(blocks)
    for b in blocks:
        g = k = w = 0
        for i in range(b.end - 1, b.start - 1, -1):
            g = uses[i] | (g & ~killed[i])
            k |= killed[i]
            w |= defs[i]
        gen[b.id], kill[b.id], wrote[b.id] = g, k, w
    live_in_block = [0] * len(blocks)
    order = sorted(range(len(blocks)), reverse=True)  # roughly post-order: fewer rounds
    changed = True
    while changed:
        changed = False
        for b in order:
            out = 0
            for s in blocks[b].successors:
                out |= live_in_block[s]
            new = gen[b] | (out & ~kill[b])
            if new != live_in_block[b]:
                live_in_block[b] = new
                changed = True
    # Forward: the units some write (or the launch) may have set on entry to each block.
    set_in = [model.set_at_launch & keep] * len(blocks)  # launch values reach every block
    changed = True
    while changed:
        changed = False
        for b in blocks:
            new = set_in[b.id]
            for p in b.predecessors:
                new |= set_in[p] | wrote[p]
            if new != set_in[b.id]:
                set_in[b.id] = new
                changed = True
    live_in = [0] * len(instructions)
    for b in blocks:
        live = 0
        for s in b.successors:
            live |= live_in_block[s]
        for i in range(b.end - 1, b.start - 1, -1):
            live = uses[i] | (live & ~killed[i])
            live_in[i] = live
        was_set = set_in[b.id]
        for i in range(b.start, b.end):
            live_in[i] = (live_in[i] | model.reserved) & was_set  # an undefined read holds no value
            was_set |= defs[i]
    return Liveness(tuple(classes), tuple(live_in), tuple(defs))


# ----------------------------------------------------------------------------------------------
# The peak and why: live registers grouped by the Python line that defined them
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LiveGroup:
    """Registers live at a point whose value one Python source line defined (`loc` None and
    `on_entry`: kernel arguments and other registers the hardware sets at launch; `loc` None
    otherwise: code without a `.loc`). `loc.column` is 0: one group per line."""

    loc: SourceLoc | None
    on_entry: bool
    live: Mapping[str, int]  # class -> registers
    registers: str  # compact register list: "a[0:127] v[4:7] v9"
    asm_lines: tuple[int, ...]  # asm lines of the defining instructions

    @property
    def total(self) -> int:
        return sum(self.live.values())

    def located(self, here: Callable[[str], str]) -> LiveGroup:
        """The group with its source file as `here` maps it (Variant.source_here: this
        checkout's file for asm compiled in another)."""
        if self.loc is None or (file := here(self.loc.file)) == self.loc.file:
            return self
        return replace(self, loc=replace(self.loc, file=file))


@dataclass(frozen=True, slots=True)
class PressurePoint:
    """The instruction where the primary classes peak, what is live there, grouped by line."""

    index: int
    live: Mapping[str, int]
    groups: tuple[LiveGroup, ...]  # most registers first


@dataclass(frozen=True, slots=True)
class LoopPressure:
    loop: Loop
    label: str | None
    peak: PressurePoint
    across_back_edge: Mapping[str, int]  # live into the header from its latches
    back_edge_groups: tuple[LiveGroup, ...]


@dataclass(frozen=True, slots=True)
class Pressure:
    """Register pressure of one kernel: per-class peaks, the peak point, the hot loop."""

    liveness: Liveness
    peak: Mapping[str, int]  # class -> the most registers of it live at any instruction
    point: PressurePoint | None  # None for a kernel without instructions
    hot_loop: LoopPressure | None


def pressure(kernel: Kernel, cfg: ControlFlowGraph, hot_loop: Loop | None, model: RegisterModel = AMD) -> Pressure:
    classes = model.classes
    primary = model.primary
    live = compute(kernel, cfg, model)
    n = len(kernel.instructions)
    peak = {c.name: max((live.occupied(i) & c.units).bit_count() for i in range(n)) if n else 0 for c in classes}
    primary_units = 0
    for c in classes:
        if c.name in primary:
            primary_units |= c.units
    point = _peak_point(kernel, cfg, live, range(n), primary_units) if n else None
    loop_pressure = None
    if hot_loop is not None:
        body = cfg.loop_instructions(hot_loop)
        header = cfg.blocks[hot_loop.header]
        if body and header.end > header.start:
            across = live.live_in[header.start]
            loop_pressure = LoopPressure(
                loop=hot_loop,
                label=header.label,
                peak=_peak_point(kernel, cfg, live, body, primary_units),
                across_back_edge=live.counts(across),
                back_edge_groups=_groups(kernel, cfg, live, header.start, across, include_own_defs=False),
            )
    return Pressure(live, peak, point, loop_pressure)


def _peak_point(
    kernel: Kernel, cfg: ControlFlowGraph, live: Liveness, indices: Iterable[int], primary: int
) -> PressurePoint:
    best = max(indices, key=lambda i: ((live.occupied(i) & primary).bit_count(), live.occupied(i).bit_count(), -i))
    units = live.occupied(best)
    return PressurePoint(best, live.counts(units), _groups(kernel, cfg, live, best, units, include_own_defs=True))


def reaching_definitions(cfg: ControlFlowGraph, defs: Sequence[int], index: int, units: int) -> dict[int, int]:
    """For the `units` live into instruction `index`: instruction index -> the units among them
    whose value it may have written (every definition that reaches, on any path); -1 holds the
    units no definition reaches (live on entry)."""
    found: dict[int, int] = {}
    seen = [0] * len(cfg.blocks)  # units already followed to the end of each block
    block = cfg.blocks[cfg.block_of[index]]
    work: list[tuple[int, int, int]] = [(block.id, index - 1, units)]
    while work:
        b, last, wanted = work.pop()
        start = cfg.blocks[b].start
        for i in range(last, start - 1, -1):
            hit = defs[i] & wanted
            if hit:
                found[i] = found.get(i, 0) | hit
                wanted &= ~hit
                if not wanted:
                    break
        if not wanted:
            continue
        preds = cfg.blocks[b].predecessors
        if b == 0 or not preds:  # the entry block (or unreachable code): live on entry
            found[-1] = found.get(-1, 0) | wanted
        for p in preds:
            new = wanted & ~seen[p]
            if new:
                seen[p] |= new
                work.append((p, cfg.blocks[p].end - 1, new))
    return found


def _groups(
    kernel: Kernel, cfg: ControlFlowGraph, live: Liveness, index: int, units: int, include_own_defs: bool
) -> tuple[LiveGroup, ...]:
    """Group `units` (live at instruction `index`) by the Python line of their definition.

    A unit with several reaching definitions (a loop-carried accumulator: its zero-init before
    the loop and its update in it) is charged to one of them: the one deepest in loops, then the
    latest in the listing, i.e. the update that keeps it alive rather than the initial value."""
    instructions = kernel.instructions
    owner: dict[int, int] = {}  # unit bit -> defining instruction (-1: on entry)
    rest = units
    if include_own_defs:
        own = live.defs[index] & units
        for bit in _bits(own):
            owner[bit] = index
        rest &= ~own
    if rest:
        found = reaching_definitions(cfg, live.defs, index, rest)
        rank = {i: (cfg.blocks[cfg.block_of[i]].loop_depth, i) if i >= 0 else (-1, -1) for i in found}
        for i in sorted(found, key=rank.__getitem__):  # better ranks later overwrite earlier ones
            for bit in _bits(found[i]):
                owner[bit] = i
    by_loc: dict[tuple[SourceLoc | None, bool], tuple[int, set[int]]] = {}
    for bit, i in owner.items():
        loc = instructions[i].loc if i >= 0 else None
        key = None if loc is None or loc.line <= 0 else SourceLoc(loc.file, loc.line, 0)
        mask, lines = by_loc.get((key, i < 0), (0, set()))
        if i >= 0:
            lines.add(instructions[i].line)
        by_loc[(key, i < 0)] = (mask | (1 << bit), lines)
    groups = [
        LiveGroup(loc, entry, live.counts(mask), register_list(mask, live.classes), tuple(sorted(lines)))
        for (loc, entry), (mask, lines) in by_loc.items()
    ]
    groups.sort(key=lambda g: (-g.total, g.loc is None, g.loc.line if g.loc else 0))
    return tuple(groups)


def _bits(mask: int) -> Iterable[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def register_list(units: int, classes: Sequence[RegisterClass]) -> str:
    """`a[0:127] v[4:7] v9`: the units as runs of consecutive registers, class by class."""
    parts = []
    for c in classes:
        mine = (units & c.units) >> c.base
        first = -1
        i = 0
        while mine or first >= 0:
            if mine & 1:
                if first < 0:
                    first = i
            elif first >= 0:
                parts.append(f"{c.prefix}{first}" if first == i - 1 else f"{c.prefix}[{first}:{i - 1}]")
                first = -1
            mine >>= 1
            i += 1
    return " ".join(parts)


# ----------------------------------------------------------------------------------------------
# In words: what findings and reports say of a peak
# ----------------------------------------------------------------------------------------------

# `acc += tl.dot(a, b)` assigns acc; `a, b = ...` assigns a, b; `x == y` assigns nothing
_ASSIGNED = re.compile(r"^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*(?:\*\*|//|<<|>>|[-+*/%&|^@])?=(?!=)")


def assigned_name(source_line: str) -> str | None:
    """The name(s) a Python source line assigns (`acc` for `acc += tl.dot(a, b)`), or None."""
    m = _ASSIGNED.match(source_line)
    return re.sub(r"\s+", "", m.group(1)).replace(",", ", ") if m else None


def group_label(group: LiveGroup, source_line: Callable[[str, int], str | None] | None = None) -> str:
    """`` `acc` at gemm.py:265``, `gemm.py:249`, `kernel arguments (live on entry)`."""
    if group.loc is None:
        return "registers set at launch (live on entry)" if group.on_entry else "code without a source line"
    where = f"{group.loc.file.rsplit('/', 1)[-1]}:{group.loc.line}"
    text = source_line(group.loc.file, group.loc.line) if source_line else None
    name = assigned_name(text) if text else None
    return f"`{name}` at {where}" if name else where


def live_text(live: Mapping[str, int]) -> str:
    """`128 VGPRs, 1 SGPR` (classes with none left out)."""
    parts = [f"{n} {name.upper()}{'' if n == 1 else 's'}" for name, n in live.items() if n]
    return ", ".join(parts) or "no registers"


def describe_peak(
    kernel: Kernel,
    found: Pressure,
    source_line: Callable[[str, int], str | None] | None = None,
    top: int = 3,
    model: RegisterModel = AMD,
) -> str:
    """One paragraph for a finding: the peak point, live against allocated, the top lines."""
    point = found.point
    if point is None:
        return ""
    held = allocated(kernel, model)
    against = ", ".join(
        f"{n} of {held[c]} {c.upper()}s" if held.get(c) is not None else f"{n} {c.upper()}s"
        for c, n in point.live.items()
        if n or held.get(c)
    )
    lines = "; ".join(f"{group_label(g, source_line)} holds {live_text(g.live)}" for g in point.groups[:top])
    text = f"register pressure peaks at asm line {kernel.instructions[point.index].line} ({against} live): {lines}"
    loop = found.hot_loop
    if loop is not None:
        text += f"; live across the back edge of {loop.label or 'the hot loop'}: {live_text(loop.across_back_edge)}"
    return text
