"""`asmscope inspect --ir ttgir`: the variant's TTGIR ops with their layouts and the ISA lines each
became (JSON: `ir: {stage, ops: [...]}`), and the table that prints it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from tabulate import tabulate

from asmscope.errors import AsmscopeError
from asmscope.ir.files import load_ttgir
from asmscope.ir.link import link, ops_json
from asmscope.model import Kernel
from asmscope.variant import Variant

STAGES = ("ttgir",)


class NoIR(AsmscopeError):
    """The variant has no stored IR (a given assembly file, or a cache entry without it)."""


def ir_json(kernel: Kernel, variant: Variant, stage: str = "ttgir") -> dict[str, Any]:
    path = variant.ir_path(stage)
    module = load_ttgir(path) if path else None
    if module is None:
        raise NoIR(
            f"{variant.key}: no {stage.upper()} for this variant: --ir needs a kernel compiled from the spec "
            "(an assembly file carries no IR)"
            if not path
            else f"{variant.key}: the cached {stage.upper()} {path} is missing or damaged; clear the cache entry"
        )
    linked = link(module, kernel)
    data = ops_json(linked, stage)
    data["module"] = {
        "num_warps": module.num_warps,
        "threads_per_warp": module.threads_per_warp,
        "target": module.target,
        "layouts": module.layouts,
    }
    by_line = {i.line: i.mnemonic for i in kernel.instructions}
    for entry, lo in zip(data["ops"], linked, strict=True):
        if lo.access is not None:
            entry["why"] = lo.access.why
        entry["isa_mnemonics"] = dict(Counter(by_line[n] for n in entry["isa_lines"]))
    return data


def render_ir(data: Mapping[str, Any], every: bool = False) -> str:
    """One row per op that became ISA lines (or a global load/store), in TTGIR order."""
    mod = data["module"]
    head = (
        f"\n{data['stage'].upper()}: num-warps {mod['num_warps']}, threads-per-warp {mod['threads_per_warp']}, "
        f"target {mod['target']}\n"
    )
    layouts = "\n".join(f"  {k} = {v}" for k, v in mod["layouts"].items())
    rows = []
    for op in data["ops"]:
        if not (every or op["isa_lines"] or op["vector_bits"] is not None):
            continue
        src = op["source"]
        where = f"{Path(src['file']).name}:{src['line']}:{src['column']}" if src else ""
        isa = ", ".join(f"{n} {m}" for m, n in sorted(op["isa_mnemonics"].items(), key=lambda kv: -kv[1])[:3])
        lines = op["isa_lines"]
        span = f"{lines[0]}-{lines[-1]}" if len(lines) > 1 else (str(lines[0]) if lines else "")
        vb = op["vector_bits"]
        loop = "loop" if op["loops"] else ""
        rows.append([where, op["op"], loop, op["layout"] or "", "" if vb is None else vb, len(lines), span, isa])
    headers = ["source", "op", "in", "layout", "vector bits", "isa", "asm lines", "mnemonics"]
    table = tabulate(rows, headers=headers)
    return f"{head}layouts:\n{layouts}\n\n{table}\n"
