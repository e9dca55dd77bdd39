"""The `ir` check kind: questions about a compiled variant's TTGIR (asmscope.ir.queries), each
finding at the Python line the TTGIR op carries and, where the op became ISA instructions, at the
first of them (else at the kernel's symbol, as a resource finding is).

A variant without TTGIR (an `.s` file, a Triton cache entry) is not selected for these rules
(RuleRun.evaluate), so they are out of scope for such inputs, never "run with no findings"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from asmscope.findings import Finding, IRNote
from asmscope.ir import queries
from asmscope.ir.link import link
from asmscope.ir.ttgir import Module, Op
from asmscope.model import Instruction, SourceLoc
from asmscope.rules.context import VariantContext, _fmt, _violation
from asmscope.rules.index import KernelIndex
from asmscope.rules.messages import _Findings
from asmscope.rules.schema import IRCheck, Rule


def needs_ir(rule: Rule) -> bool:
    return isinstance(rule.check, IRCheck)


def _check_ir(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    check: IRCheck = rule.check  # type: ignore[assignment]
    module = ctx.ttgir
    if module is None or not index.instructions:
        return []
    made = _Findings(rule, ctx, index, env)
    if check.query == "convert-in-hot-loop":
        out = []
        for c in queries.converts_in_hot_loop(module, ctx.kernel):
            values = {"op": _op_text(module, c.op), "value": c.bytes or "?", "count": len(c.instructions)}
            out.append(_at(made, index, module, c.op, c.instructions, values, "converts through shared memory"))
        return out
    if check.query == "shared-bytes":
        need = queries.shared_need(module)
        if need is None:
            return []
        broken = _violation(need.bytes, check.bounds, env)
        if broken is None:
            return []
        parts = [f"{queries.type_text(b.type)} = {b.bytes} bytes at {queries.sources([b.op])}" for b in need.buffers]
        if need.attribute is not None and need.attribute == need.bytes:
            parts.append(f"the module's ttg.shared = {need.attribute}")
        loop = f", live together across the loop at {queries.sources([need.loop])}" if need.loop is not None else ""
        values = {
            "value": need.bytes,
            "limit": _fmt(broken[1]),
            "buffers": "; ".join(parts) + loop,
            "count": len(need.buffers),
            "loop": queries.sources([need.loop]) if need.loop is not None else "",
        }
        anchor = max(need.buffers, key=lambda b: b.bytes).op if need.buffers else None
        if anchor is None:  # only the attribute: the kernel's symbol and def line, as a resource
            found = made.at(index.instructions[0], values)
            return [replace(found, asm_line=ctx.kernel.first_line, instruction="", source=index.def_line)]
        found = _at(made, index, module, anchor, (), values, "the largest of the buffers live together")
        # the need is the kernel's, as AS008's LDS is: at its symbol in the asm, at the largest buffer's line
        return [replace(found, asm_line=ctx.kernel.first_line, instruction="")]
    if check.query == "unpipelined-loop":
        out = []
        for u in queries.unpipelined_loops(module):
            values = {
                "op": _op_text(module, u.dot),
                "loop": queries.sources([u.loop]),
                "lines": queries.sources(u.loads),
                "count": len(u.loads),
                "value": len(u.loads),
                "stages": env.get("num_stages", ""),
            }
            out.append(_at(made, index, module, u.dot, (), values, "no asynchronous copy and no prologue load"))
        return out
    raise AssertionError(f"unknown ir query {check.query!r}")  # the schema allows only IR_QUERIES


def _op_text(module: Module, op: Op) -> str:
    """`ttg.convert_layout 64x64xf16 #blocked2 -> #blocked1`, `tt.dot -> 128x128xf32 #mma`."""
    types = op.types
    if not types:
        return op.name
    if len(types) >= 2 and types[0].encoding != types[-1].encoding and op.name == "ttg.convert_layout":
        return f"{op.name} {queries.type_text(types[0])} {types[0].encoding} -> {types[-1].encoding}"
    return f"{op.name} -> {queries.type_text(types[-1])} {types[-1].encoding or ''}".rstrip()


def _at(
    made: _Findings,
    index: KernelIndex,
    module: Module,
    op: Op,
    instructions: Sequence[Instruction],
    values: Mapping[str, object],
    why: str,
) -> Finding:
    """The finding about `op`: at the first of `instructions` (or of the ISA instructions at the
    op's location), with the op's Python line as its source and an `ir` note naming the op."""
    values = {"ttgir_line": op.line, **values}
    here = list(instructions) or [i for lo in link(module, index.kernel, [op]) for i in lo.instructions]
    anchor = min(here, key=lambda i: i.line) if here else index.instructions[0]
    found = made.at(anchor, values)
    t = op.result_type
    enc = t.encoding if t is not None else None
    note = IRNote(op.name, enc, module.layouts.get(enc or "", enc), None, why, op.line)
    source = SourceLoc(op.source.file, op.source.line, op.source.column) if op.source is not None else found.source
    if not here:  # no ISA line of its own: the kernel's symbol, as a resource finding
        found = replace(found, asm_line=index.kernel.first_line, instruction="")
    return replace(found, source=source, anchor="" if source is not None else found.anchor, ir=note)
