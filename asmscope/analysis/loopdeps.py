"""Which instructions of a loop compute from its trip count: def/use slices over the loop body.

A K-tail mask (`rk < K - k * BLOCK_K`) is a compare whose operands derive from the K loop's
counter or from its bound; the selects Triton emits for other reasons inside a K loop do not:
async-copy address selects test a bit of `exec` (`v_lshrrev_b64 v, v, exec` ... `v_cmp_eq_u32
s[0:1], 1, v` beside `ds_bpermute`/`buffer_load_dword ... lds`), and a grouped GEMM's row
select tests a loop-invariant condition.

For each innermost loop:

1. the loop's own branch (the conditional branch of a latch block) reads a condition register
   (scc, vcc); the last instruction of the loop that writes it is the exit compare;
2. its scalar operands and, backwards through their definitions in the loop, every SGPR they
   are computed from are the counter and the bound (`s_cmp_lg_u32 s11, s22` with s11 the
   iteration and s22 the iteration count);
3. walking the body in order (round the back edge, to a fixed point), an instruction that
   reads a register derived from them derives its results from them too; one that does not
   overwrites them with something that does not. A select counts only its condition, and a
   load's result is memory, derived from nothing (its address may well follow the counter).

`counter_derived` returns the indices of the instructions that read such a value.
"""

from __future__ import annotations

from collections.abc import Iterable

from asmscope.model import Category, ControlFlowGraph, Instruction, Kernel, Loop, Register, RegKind, special_parts

Unit = tuple[str, object]  # ("s", 11), ("v", 96), ("special", "vcc_lo")

_CONDITIONS = frozenset({"scc", "vcc_lo", "vcc_hi", "exec_lo", "exec_hi", "vccz", "execz"})


def _units(regs: Iterable[Register]) -> set[Unit]:
    out: set[Unit] = set()
    for reg in regs:
        if reg.kind is RegKind.SPECIAL:
            out.update(("special", part) for part in special_parts(reg.name))
        else:
            out.update((reg.kind.value, i) for i in range(reg.first, reg.last + 1))
    return out


# What a load returns is memory, not a function of the address it was loaded from.
_MEMORY = frozenset({Category.VMEM_BUFFER, Category.VMEM_GLOBAL, Category.LDS, Category.SMEM})


def _reads(ins: Instruction) -> set[Unit]:
    """The registers whose values decide the result: a select's condition only (which of two
    values it picks is what a mask decides; the values may well come from the loop)."""
    if ins.base.startswith("v_cndmask") and len(ins.operands) >= 4 and ins.operands[3].register is not None:
        return _units((ins.operands[3].register,))
    return _units(ins.uses)


def _is_condition(unit: Unit) -> bool:
    return unit[0] == "special" and unit[1] in _CONDITIONS


def counter_derived(kernel: Kernel, cfg: ControlFlowGraph) -> frozenset[int]:
    """Indices of instructions in innermost loops that read a value computed from the loop's
    counter or bound."""
    found: set[int] = set()
    for loop in cfg.loops:
        if loop.is_innermost:
            found |= _loop_counter_derived(kernel.instructions, cfg, loop)
    return frozenset(found)


def _exit_compare(
    instructions: tuple[Instruction, ...], cfg: ControlFlowGraph, loop: Loop, body: list[int]
) -> int | None:
    for latch in loop.latches:
        block = cfg.blocks[latch]
        if block.end <= block.start:
            continue
        branch = instructions[block.end - 1]
        if not branch.mnemonic.startswith("s_cbranch"):
            continue
        wanted = {u for u in _units(branch.uses) if _is_condition(u)}
        position = body.index(block.end - 1)
        for i in reversed(body[:position]):
            if _units(instructions[i].defs) & wanted:
                return i
    return None


def _loop_counter_derived(instructions: tuple[Instruction, ...], cfg: ControlFlowGraph, loop: Loop) -> set[int]:
    body = cfg.loop_instructions(loop)
    compare = _exit_compare(instructions, cfg, loop, body)
    if compare is None:
        return set()
    # 2. the counter and bound: the exit compare's SGPRs and, backwards, the SGPRs they come from
    seeds = {u for u in _units(instructions[compare].uses) if u[0] == "s"}
    work = list(seeds)
    while work:
        unit = work.pop()
        for i in body:
            ins = instructions[i]
            if unit in _units(ins.defs):
                for used in _units(ins.uses):
                    if used[0] == "s" and used not in seeds:
                        seeds.add(used)
                        work.append(used)
    # 3. forward, flow-sensitive, round the back edge until the state at the header is stable
    derived: set[int] = set()
    head = set(seeds)
    for _ in range(8):  # converges in two or three rounds; the bound only guards odd control flow
        state = set(head)
        for i in body:
            ins = instructions[i]
            defs = _units(ins.defs)
            if i != compare and _reads(ins) & state:
                derived.add(i)
                if ins.category not in _MEMORY:  # loaded data is not arithmetic on the counter
                    state |= defs
                    continue
            state -= defs
        new_head = seeds | state
        if new_head == head:
            break
        head = new_head
    return derived
