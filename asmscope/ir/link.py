"""The link between stages: each ISA instruction with a Python location belongs to the TTGIR
op(s) at that location (Triton's `loc` and LLVM's `.loc` name the same file:line:column, the
innermost frame of an inlined call on both sides). A global load or store op links to the
global/buffer memory instructions of its own direction at its location."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass

from asmscope.ir.ttgir import Module, Op, Source
from asmscope.ir.vector import GLOBAL_LOADS, GLOBAL_MEMORY, Access, AxisAnalysis, access
from asmscope.model import Category, Instruction, Kernel

_AMD_WIDTH = re.compile(r"_(?:load|store)_(?:dword(x\d)?|(u?s?byte|u?s?short)|b(\d+)|(lds_dword))")
_SASS_WIDTH = re.compile(r"\.(U8|S8|U16|S16|64|128)\b")


def isa_width(instr: Instruction) -> int | None:
    """Bits one thread moves with a global/buffer load or store instruction; None for others."""
    if instr.category in (Category.VMEM_BUFFER, Category.VMEM_GLOBAL):
        name = instr.mnemonic
        if not ("_load_" in name or "_store_" in name) or "lds" in name or "_atomic" in name:
            return None
        m = _AMD_WIDTH.search(name)
        if not m:
            return None
        if m.group(2):
            return 8 if "byte" in m.group(2) else 16
        if m.group(3):
            return int(m.group(3))
        return 32 * int(m.group(1)[1:]) if m.group(1) else 32
    if instr.category == Category.GLOBAL_MEMORY and instr.mnemonic.split(".")[0] in ("LDG", "STG"):
        m = _SASS_WIDTH.search(instr.mnemonic)
        if not m:
            return 32
        return {"U8": 8, "S8": 8, "U16": 16, "S16": 16}.get(m.group(1)) or int(m.group(1))
    return None


def is_store(instr: Instruction) -> bool:
    name = instr.mnemonic
    return "_store_" in name or name.startswith("STG")


def _key(file: str, line: int, column: int) -> tuple[str, int, int]:
    return (os.path.basename(file), line, column)


@dataclass(frozen=True, slots=True)
class LinkedOp:
    op: Op
    access: Access | None  # for a global load or store
    instructions: tuple[Instruction, ...]  # the ISA lines it became


def link(module: Module, kernel: Kernel, ops: Iterable[Op] | None = None) -> list[LinkedOp]:
    """The module's ops (or `ops`) each with the ISA instructions at its location."""
    at: dict[tuple[str, int, int], list[Instruction]] = {}
    for instr in kernel.instructions:
        if instr.loc is not None:
            at.setdefault(_key(instr.loc.file, instr.loc.line, instr.loc.column), []).append(instr)
    analysis = AxisAnalysis(module)
    out = []
    for op in module.ops if ops is None else ops:
        if op.source is None:
            continue
        # SASS line tables carry no columns (0): there an op links to the instructions of its line
        here = at.get(_key(op.source.file, op.source.line, op.source.column)) or at.get(
            _key(op.source.file, op.source.line, 0), []
        )
        acc = None
        if op.name in GLOBAL_MEMORY:
            acc = access(module, op, analysis)
            load = op.name in GLOBAL_LOADS
            here = [i for i in here if isa_width(i) is not None and is_store(i) != load]
        out.append(LinkedOp(op, acc, tuple(here)))
    return out


def source_json(source: Source | None) -> dict | None:
    if source is None:
        return None
    return {"file": source.file, "line": source.line, "column": source.column}


def ops_json(linked: list[LinkedOp], stage: str = "ttgir") -> dict:
    """`ir: {stage, ops: [{op, source, layout, vector_bits, isa_lines}]}` for `inspect -f json`."""
    ops = []
    for lo in linked:
        rtype = lo.access.layout if lo.access else (lo.op.result_type.encoding if lo.op.result_type else None)
        ops.append(
            {
                "op": lo.op.name,
                "ttgir_line": lo.op.line,
                "loops": list(lo.op.loops),  # the TTGIR lines of the scf.for/while ops around it
                "source": source_json(lo.op.source),
                "layout": rtype,
                "vector_bits": lo.access.vector_bits if lo.access else None,
                "isa_lines": [i.line for i in lo.instructions],
            }
        )
    return {"stage": stage, "ops": ops}
