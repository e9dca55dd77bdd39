"""Findings explained by the IR: a finding on a global/buffer memory instruction of a compiled
variant gets `ir` (the TTGIR op it came from, the op's layout and the per-thread width that
layout allows); one on a shared-memory instruction names the `ttg.local_store`,
`ttg.local_load` or `ttg.convert_layout` at its location. Called where the pipeline has a
variant's findings (a hook after the rules, so the engine does not change)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from asmscope.findings import Finding, IRNote
from asmscope.ir.files import load_ttgir
from asmscope.ir.link import isa_width, link
from asmscope.ir.ttgir import IRParseError
from asmscope.model import Category, Kernel
from asmscope.variant import Variant

SHARED_OPS = ("ttg.local_store", "ttg.local_load", "ttg.convert_layout", "ttg.local_alloc")
_SHARED = (Category.LDS, Category.SHARED_MEMORY)


def explain(variant: Variant, kernel: Kernel, findings: Sequence[Finding]) -> list[Finding]:
    findings = list(findings)
    path = variant.ir_path("ttgir")
    if not path or not findings:
        return findings
    by_line = {i.line: i for i in kernel.instructions}
    wanted = {
        f.asm_line
        for f in findings
        if f.ir is None
        and f.asm_line in by_line
        and (isa_width(by_line[f.asm_line]) is not None or by_line[f.asm_line].category in _SHARED)
    }
    if not wanted:
        return findings  # nothing to explain: the TTGIR is not even read
    try:
        module = load_ttgir(path)
    except IRParseError as exc:
        note = IRNote("?", None, None, None, f"TTGIR not read: {exc}")
        return [replace(f, ir=note) if f.asm_line in wanted else f for f in findings]
    if module is None:
        return findings
    notes: dict[int, IRNote] = {}
    for lo in link(module, kernel):
        if lo.access is not None:
            a = lo.access
            note = IRNote(lo.op.name, a.layout, a.layout_text, a.vector_bits, a.why, lo.op.line)
            for instr in lo.instructions:
                notes.setdefault(instr.line, note)
    # the op that says most first: a write's local_store, a read's local_load, then a
    # convert_layout (through shared memory), last the allocation
    shared_ops = sorted(
        link(module, kernel, (o for o in module.ops if o.name in SHARED_OPS)),
        key=lambda lo: SHARED_OPS.index(lo.op.name),
    )
    for lo in shared_ops:
        t = lo.op.result_type
        enc = t.encoding if t else None
        src = lo.op.types[0].encoding if lo.op.types else None
        why = f"{lo.op.name} from {src} to {enc}" if src and enc and src != enc else lo.op.name
        note = IRNote(lo.op.name, enc, module.layouts.get(enc or "", enc), None, why, lo.op.line)
        for instr in lo.instructions:
            writes = instr.mnemonic.startswith(("ds_write", "ds_store", "STS", "STSM"))
            if instr.category in _SHARED and not (
                (lo.op.name == "ttg.local_store" and not writes) or (lo.op.name == "ttg.local_load" and writes)
            ):
                notes.setdefault(instr.line, note)
    # a finding of an `ir` rule names its op already (asmscope.rules.ir_checks): kept
    return [replace(f, ir=notes[f.asm_line]) if f.asm_line in notes and f.ir is None else f for f in findings]
