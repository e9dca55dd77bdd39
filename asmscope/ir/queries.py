"""What the IR rules (AS070-AS072, check kind `ir`) ask of a TTGIR module: the hot loop's
`ttg.convert_layout` ops that go through shared memory, the shared memory the module's explicit
buffers need at once, and the loops with a dot that the software pipeliner did not pipeline.

The TTGIR asmscope keeps is the one Triton prints after its GPU passes and before it lowers to
LLVM IR; shared-memory allocation (`ttg.shared`, `allocation.offset`) runs in that lowering, so
the text holds no allocation attributes. The sizes here come from the types: a `ttg.local_alloc`
buffer is its memdesc's shape times its element's bytes; a conversion's is its tensor's."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from asmscope.ir.link import link
from asmscope.ir.ttgir import Module, Op, TensorType
from asmscope.model import Category, Instruction, Kernel

LOOPS = ("scf.for", "scf.while")
DOTS = ("tt.dot", "tt.dot_scaled", "ttng.warp_group_dot", "ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled")
GLOBAL_LOADS = ("tt.load", "amdg.buffer_load", "tt.descriptor_load", "tt.descriptor_gather")
# what a pipelined loop waits on or copies with: cp.async / AMD direct-to-LDS loads, TMA, mbarriers
ASYNC = (
    "ttg.async_copy_global_to_local",
    "ttg.async_wait",
    "ttg.async_commit_group",
    "amdg.buffer_load_to_local",
    "amdg.async_wait",
    "ttng.async_tma_copy_global_to_local",
    "ttng.async_tma_gather",
    "ttng.wait_barrier",
    "ttng.barrier_expect",
)
SHARED_OPS = ("ttg.local_alloc", "ttg.local_store", "ttg.local_load", *ASYNC)
_SHARED = (Category.LDS, Category.SHARED_MEMORY)
_NAME = re.compile(r"%[\w$.-]+(?:#\d+)?")
_ITER_ARGS = re.compile(r"(%[\w$.-]+)\s*=\s*(%[\w$.-]+(?:#\d+)?)")
_BITS = re.compile(r"^(?:[a-z]*?)(\d+)")


def element_bytes(element: str) -> int | None:
    """Bytes one element takes in shared memory: `f16` 2, `f8E4M3FN` 1, `i1` 1 (stored as a byte),
    a pointer 8; None for an element not modelled."""
    if element.startswith("!tt.ptr"):
        return 8
    m = _BITS.match(element)
    if not m:
        return None
    return max(1, int(m.group(1)) // 8)


def type_bytes(t: TensorType) -> int | None:
    size = element_bytes(t.element)
    if size is None or not t.shape:
        return None
    n = 1
    for d in t.shape:
        n *= d
    return n * size


def type_text(t: TensorType) -> str:
    return "x".join(map(str, t.shape)) + f"x{t.element}"


def loops(module: Module) -> dict[int, Op]:
    """The module's loops by their TTGIR line."""
    return {op.line: op for op in module.ops if op.name.startswith(LOOPS)}


def hot_loop(module: Module) -> int | None:
    """The TTGIR line of the innermost loop (no loop inside it) with the most ops: a GEMM's K
    loop, as the ISA's hot loop is its innermost loop with the most instructions. None: no loop."""
    counts: dict[int, int] = {line: 0 for line in loops(module)}
    outer = {line for op in module.ops for line in op.loops[:-1]}
    for op in module.ops:
        if op.loops:
            counts[op.loops[-1]] = counts.get(op.loops[-1], 0) + 1
    inner = [(n, -line) for line, n in counts.items() if line not in outer]
    return -max(inner)[1] if inner else None


@dataclass(frozen=True, slots=True)
class Conversion:
    op: Op
    bytes: int | None  # the converted tensor's size
    instructions: tuple[Instruction, ...]  # the shared-memory instructions at its location


def converts_in_hot_loop(module: Module, kernel: Kernel) -> list[Conversion]:
    """The `ttg.convert_layout` ops of the hot loop that go through shared memory: the ISA has
    shared-memory (LDS) instructions at the op's Python location, and no other shared-memory op
    of the TTGIR (a local_alloc/store/load, an async copy) sits there to own them. A conversion
    done in registers or by lane shuffles has none, and one sharing its line cannot be told
    apart: both are left out."""
    hot = hot_loop(module)
    if hot is None:
        return []
    converts = [op for op in module.ops if op.name == "ttg.convert_layout" and hot in op.loops and op.source]
    if not converts:
        return []
    shared_at = {_where(op) for op in module.ops if op.name in SHARED_OPS and op.source is not None}
    out = []
    for lo in link(module, kernel, converts):
        if _where(lo.op) in shared_at:
            continue
        lds = tuple(i for i in lo.instructions if i.category in _SHARED)
        if lds:
            out.append(Conversion(lo.op, type_bytes(lo.op.types[0]) if lo.op.types else None, lds))
    return out


def _where(op: Op) -> tuple[str, int, int] | None:
    s = op.source
    return (s.file.rsplit("/", 1)[-1], s.line, s.column) if s is not None else None


@dataclass(frozen=True, slots=True)
class Buffer:
    op: Op  # its ttg.local_alloc
    type: TensorType
    bytes: int


@dataclass(frozen=True, slots=True)
class SharedNeed:
    bytes: int  # what the buffers below need at once (or the module's `ttg.shared`, if more)
    buffers: tuple[Buffer, ...]  # the buffers live together where the need peaks
    loop: Op | None  # the loop they are live across (None: one buffer alone, or `ttg.shared`)
    attribute: int | None  # the module's `ttg.shared`, where the text has one


def shared_need(module: Module) -> SharedNeed | None:
    """A lower bound on the shared memory a block needs, from the TTGIR alone: the buffers
    (`ttg.local_alloc`) made outside a loop and used inside it, directly or through a view or an
    iter_arg, are live across every iteration together, so their sizes add up; the largest buffer
    on its own; the module's `ttg.shared` where the text has one. Scratch for conversions and
    reductions, which the allocation adds, is not counted. None: no buffer and no attribute."""
    buffers = [
        Buffer(op, t, n)
        for op in module.ops
        if op.name == "ttg.local_alloc" and (t := op.result_type) is not None and t.memory
        if (n := type_bytes(t)) is not None
    ]
    attr = _int_attr(module.module_attributes.get("ttg.shared"))
    if not buffers:
        return SharedNeed(attr, (), None, attr) if attr is not None else None
    best = max(((b.bytes, (b,), None) for b in buffers), key=lambda x: x[0])
    for line, loop in loops(module).items():
        live = [b for b in buffers if line not in b.op.loops and b.op.line < line and _used_in(module, b, line)]
        total = sum(b.bytes for b in live)
        if len(live) > 1 and total > best[0]:
            best = (total, tuple(live), loop)
    need, live, loop = best
    if attr is not None and attr > need:
        return SharedNeed(attr, tuple(live), loop, attr)
    return SharedNeed(need, tuple(live), loop, attr)


def _int_attr(text: str | None) -> int | None:
    m = re.match(r"\s*(\d+)", text or "")
    return int(m.group(1)) if m else None


def _used_in(module: Module, buffer: Buffer, loop_line: int) -> bool:
    """Whether an op inside the loop uses the buffer, or a view of it (a memdesc made from it, an
    iter_arg it initialises)."""
    names = set(buffer.op.results)
    for op in module.ops:
        if op.line <= buffer.op.line:
            continue
        used = any(n in names for n in _NAME.findall(op.text))
        if not used:
            continue
        if loop_line in op.loops:
            return True
        if op.name.startswith(LOOPS):  # iter_args(%blockarg = %init, ...): the block argument aliases it
            names.update(arg for arg, init in _ITER_ARGS.findall(op.text) if init in names)
            if op.line == loop_line:
                continue
        if any(t.memory for t in op.types[-1:]):  # a view: memdesc_index, memdesc_subslice, ...
            names.update(op.results)
    return False


@dataclass(frozen=True, slots=True)
class Unpipelined:
    loop: Op
    dot: Op
    loads: tuple[Op, ...]  # its global loads, none with a copy before the loop


def unpipelined_loops(module: Module) -> list[Unpipelined]:
    """The innermost loops that hold a dot and a global load but no sign of software pipelining:
    no asynchronous copy or wait (cp.async, AMD's buffer_load_to_local, TMA, mbarriers), and no
    load of the loop with a copy ahead of the loop at its Python location (the prologue a
    pipeliner peels, which the AMD stream pipeliner's register prefetch leaves without async
    ops). Where a loop qualifies, a `num_stages` above 1 changed nothing in it."""
    outer = {line for op in module.ops for line in op.loops[:-1]}
    by_loop: dict[int, list[Op]] = {}
    for op in module.ops:
        if op.loops and op.loops[-1] not in outer:
            by_loop.setdefault(op.loops[-1], []).append(op)
    all_loops = loops(module)
    out = []
    for line, body in by_loop.items():
        dots = [op for op in body if op.name in DOTS]
        loads = [op for op in body if op.name in GLOBAL_LOADS]
        if not dots or not loads or any(op.name in ASYNC for op in body):
            continue
        outside = {_where(op) for op in module.ops if line not in op.loops and op.name in (*GLOBAL_LOADS, *ASYNC)}
        if any(_where(op) in outside for op in loads):
            continue
        out.append(Unpipelined(all_loops[line], dots[0], tuple(loads)))
    return out


def sources(ops: Iterable[Op]) -> str:
    """`file.py:12, file.py:14`: the distinct Python lines of ops, in order."""
    seen: dict[str, None] = {}
    for op in ops:
        if op.source is not None:
            seen.setdefault(f"{op.source.file.rsplit('/', 1)[-1]}:{op.source.line}", None)
    return ", ".join(seen)
