"""Basic blocks, control-flow edges and natural loops of one kernel.

Leaders are the first instruction, every branch target, and every instruction after a
branch or `s_endpgm`. Loops are found from back edges (an edge to a block that dominates its
source; Cooper-Harvey-Kennedy iterative dominators over reverse post-order), merged per header,
and nested by containment, which is how LLVM's MachineLoopInfo defines the loops it reports in
its `; =>This Inner Loop Header: Depth=N` comments.
"""

from __future__ import annotations

import re

from asmscope.limits import MAX_LOOP_NESTING
from asmscope.model import BasicBlock, Category, ControlFlowGraph, Instruction, Kernel, Loop, OperandKind, RegKind

# How a branch leaves its block (SOPP/SOP1 control-flow opcodes of gfx9).
_UNCONDITIONAL = ("s_branch",)
_CONDITIONAL = ("s_cbranch_",)
_INDIRECT = ("s_setpc_",)
_SYMBOL = re.compile(r"[A-Za-z_.$][\w.$]*")
# SASS: jumps that never fall through unless a predicate makes them conditional (`@P0 BRA`,
# `BRA.U !UP0, target`); RET and the indirect BRX/JMX have no label target
_SASS_JUMPS = frozenset(("BRA", "BRX", "JMP", "JMX", "RET"))


def _predicated(ins: Instruction) -> bool:
    """A SASS instruction that may not execute: a guard predicate, or a predicate operand that
    decides a branch."""
    return ins.guard is not None or any(
        op.register is not None and op.register.kind in (RegKind.NV_P, RegKind.NV_UP) for op in ins.operands
    )


def _label_operand(ins: Instruction) -> str | None:
    for op in ins.operands:
        if op.kind is OperandKind.LABEL and isinstance(op.value, str):
            return op.value
    return None


def _long_branch_target(instructions: tuple[Instruction, ...], i: int, labels: dict[str, int]) -> str | None:
    """The label an `s_setpc_b64` jumps to when LLVM expanded a long branch.

    SIInstrInfo::insertIndirectBranch emits `s_getpc_b64 s[0:1]`, `s_add_u32 s0, s0,
    (.LBB0_3-.Lpost_getpc0)&4294967295`, `s_addc_u32 s1, ...`, `s_setpc_b64 s[0:1]`. From
    llvm-objdump the offset is a number: the parser makes it a label operand (builder._long_branch).
    """
    for j in range(i - 1, max(i - 6, -1), -1):
        for op in instructions[j].operands:
            if op.kind is OperandKind.LABEL and op.value in labels:  # llvm-objdump input, resolved by the parser
                return op.value  # type: ignore[return-value]
            if op.kind is OperandKind.IMMEDIATE and isinstance(op.value, str):
                # The target comes first: (.LBB0_3-.Lpost_getpc0); the second is the anchor label.
                for name in _SYMBOL.findall(op.value):
                    if name in labels:
                        return name
    return None


def build_cfg(kernel: Kernel) -> tuple[ControlFlowGraph, tuple[str, ...]]:
    """The kernel's ControlFlowGraph, and notes on branches whose target is not in the kernel."""
    instructions = kernel.instructions
    n = len(instructions)
    label_index = {lab.name: lab.index for lab in kernel.labels}
    notes: list[str] = []
    leaders = {0} if n else set()
    # per instruction that ends a block: (target instruction index or None, falls through?)
    exits: dict[int, tuple[int | None, bool]] = {}
    for i, ins in enumerate(instructions):
        category = ins.category
        if category is Category.END:
            exits[i] = (None, ins.guard is not None)  # `@P0 EXIT` ends only some threads
        elif category is Category.BRANCH:
            base = ins.base
            target_name = _label_operand(ins)
            if base.startswith(_INDIRECT):
                target_name = _long_branch_target(instructions, i, label_index)
                falls = False
            elif base in _SASS_JUMPS:
                falls = _predicated(ins)
            else:
                falls = not base.startswith(_UNCONDITIONAL)
            target = label_index.get(target_name) if target_name is not None else None
            if target_name is not None and target is None:
                notes.append(f"line {ins.line}: {ins.mnemonic} target {target_name} is not a label of {kernel.name}")
            if target is not None and target < n:
                leaders.add(target)
            exits[i] = (target if target is not None and target < n else None, falls)
        else:
            continue
        if i + 1 < n:
            leaders.add(i + 1)

    starts = sorted(leaders)
    block_of = [0] * n
    ranges = []
    for b, start in enumerate(starts):
        end = starts[b + 1] if b + 1 < len(starts) else n
        ranges.append((start, end))
        for i in range(start, end):
            block_of[i] = b
    successors: list[list[int]] = []
    for _start, end in ranges:
        last = end - 1
        succ: list[int] = []
        target, falls = exits.get(last, (None, True))
        if target is not None:
            succ.append(block_of[target])
        if falls and end < n and block_of[end] not in succ:
            succ.append(block_of[end])
        successors.append(succ)
    predecessors: list[list[int]] = [[] for _ in ranges]
    for b, succ in enumerate(successors):
        for s in succ:
            predecessors[s].append(b)

    loops = _find_loops(successors, predecessors)
    depth = [0] * len(ranges)
    for loop in loops:
        for b in loop.blocks:
            depth[b] += 1
    block_labels: dict[int, str] = {}
    for lab in kernel.labels:  # prefer LLVM's block labels over .Ltmp debug labels at the same spot
        if lab.index not in block_labels or not lab.name.startswith(".Ltmp"):
            block_labels[lab.index] = lab.name
    blocks = tuple(
        BasicBlock(b, block_labels.get(start), start, end, tuple(successors[b]), tuple(predecessors[b]), depth[b])
        for b, (start, end) in enumerate(ranges)
    )
    return ControlFlowGraph(blocks, loops, tuple(block_of)), tuple(notes)


def _dominators(successors: list[list[int]], predecessors: list[list[int]]) -> tuple[list[int], list[int]]:
    """Immediate dominators (-1 for unreachable blocks) and the reverse post-order."""
    n = len(successors)
    if n == 0:
        return [], []
    order: list[int] = []
    seen = [False] * n
    stack: list[tuple[int, int]] = [(0, 0)]
    seen[0] = True
    while stack:  # iterative DFS for post-order
        node, child = stack[-1]
        if child < len(successors[node]):
            stack[-1] = (node, child + 1)
            nxt = successors[node][child]
            if not seen[nxt]:
                seen[nxt] = True
                stack.append((nxt, 0))
        else:
            stack.pop()
            order.append(node)
    rpo = order[::-1]
    position = [-1] * n
    for i, b in enumerate(rpo):
        position[b] = i
    idom = [-1] * n
    idom[0] = 0
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new = -1
            for p in predecessors[b]:
                if idom[p] == -1:
                    continue
                if new == -1:
                    new = p
                    continue
                x, y = p, new
                while x != y:
                    while position[x] > position[y]:
                        x = idom[x]
                    while position[y] > position[x]:
                        y = idom[y]
                new = x
            if new != idom[b]:
                idom[b] = new
                changed = True
    return idom, rpo


def _dominates(idom: list[int], a: int, b: int) -> bool:
    while True:
        if a == b:
            return True
        if b == 0 or idom[b] == -1:
            return False
        b = idom[b]


class NestingError(ValueError):
    """Loops nested deeper than MAX_LOOP_NESTING (asmscope.limits): one line, not minutes."""


def _too_deep(depth: int | str) -> NestingError:
    return NestingError(
        f"loops nested {depth} deep: too deeply nested (asmscope analyses at most {MAX_LOOP_NESTING} levels)"
    )


def _find_loops(successors: list[list[int]], predecessors: list[list[int]]) -> tuple[Loop, ...]:
    """The natural loops, each with its innermost enclosing loop and depth. The work is the sum
    of the loops' bodies (blocks x nesting); past MAX_LOOP_NESTING levels it stops (NestingError)."""
    idom, _ = _dominators(successors, predecessors)
    bodies: dict[int, set[int]] = {}
    latches: dict[int, list[int]] = {}
    # each block counts once per loop holding it: more than the bound allows for every block
    # means some block is nested deeper than the bound (checked as the bodies grow)
    budget = MAX_LOOP_NESTING * max(1, len(successors))
    held = 0
    for src, succ in enumerate(successors):
        if src < len(idom) and idom[src] == -1:
            continue  # unreachable code has no loops
        for header in succ:
            if _dominates(idom, header, src):
                body = bodies.setdefault(header, {header})
                latches.setdefault(header, []).append(src)
                work = [src]
                while work:  # blocks that reach the latch without passing the header
                    node = work.pop()
                    if node not in body:
                        body.add(node)
                        held += 1
                        work.extend(predecessors[node])
                if held > budget:
                    raise _too_deep(f"more than {MAX_LOOP_NESTING}")
    headers = sorted(bodies)
    # Outer loops first (natural loops are nested or disjoint, so a loop holding another is
    # larger): the innermost loop seen so far at a loop's header is its parent.
    parent: dict[int, int | None] = {}
    depth: dict[int, int] = {}
    innermost: dict[int, int] = {}
    for h in sorted(headers, key=lambda o: (-len(bodies[o]), o)):
        p = innermost.get(h)
        if p is not None and not bodies[h] <= bodies[p]:  # not nested after all: the smallest that holds it
            holding = [o for o in headers if o != h and h in bodies[o] and bodies[h] <= bodies[o]]
            p = min(holding, key=lambda o: len(bodies[o])) if holding else None
        parent[h] = p
        depth[h] = 1 if p is None else depth[p] + 1
        if depth[h] > MAX_LOOP_NESTING:
            raise _too_deep(depth[h])
        for b in bodies[h]:
            innermost[b] = h

    children = {p for p in parent.values() if p is not None}
    return tuple(
        Loop(h, frozenset(bodies[h]), tuple(sorted(latches[h])), depth[h], parent[h], h not in children)
        for h in headers
    )


def llvm_loop_header_mismatches(kernel: Kernel, cfg: ControlFlowGraph) -> tuple[str, ...]:
    """Where the CFG's loop headers, depths and innermost loops differ from LLVM's
    `=>This [Inner ]Loop Header: Depth=N` (`Inner`: MachineLoop::isInnermost)."""
    llvm = {
        lab.name: (lab.loop_header_comment, lab.loop_inner_comment)
        for lab in kernel.labels
        if lab.loop_header_comment is not None
    }
    ours = {}
    for loop in cfg.loops:
        label = cfg.blocks[loop.header].label
        ours[label or f"block {loop.header}"] = (loop.depth, loop.is_innermost)
    problems = []
    for name, (depth, inner) in sorted(llvm.items()):
        if name not in ours:
            problems.append(f"LLVM marks {name} as a loop header (depth {depth}); the CFG has no loop there")
        elif ours[name][0] != depth:
            problems.append(f"{name}: LLVM says depth {depth}, the CFG says {ours[name][0]}")
        elif inner is not None and ours[name][1] != inner:
            says = "innermost" if inner else "not innermost (a loop is nested in it)"
            problems.append(f"{name}: LLVM says the loop is {says}, the CFG says the opposite")
    if llvm:  # only comparable when the input carries LLVM's comments
        for name, (depth, _) in sorted(ours.items()):
            if name not in llvm:
                problems.append(f"the CFG finds a loop at {name} (depth {depth}) that LLVM does not mark")
    return tuple(problems)
