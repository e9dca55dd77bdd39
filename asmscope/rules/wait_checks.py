"""The `waitcnt` check (AS057-AS059): a register or LDS read, or a register overwrite, that no
`s_waitcnt` covers, from the counter dataflow of asmscope.isa.amdgcn.waitcnt (shared per kernel
through KernelIndex.missing_waits); one finding per instruction with every counter it needs."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from asmscope.findings import Finding
from asmscope.isa.amdgcn.waitcnt import COUNTERS, WaitFinding
from asmscope.model import Instruction
from asmscope.rules.context import VariantContext
from asmscope.rules.index import KernelIndex
from asmscope.rules.messages import _Findings
from asmscope.rules.schema import Rule


def _check_waitcnt(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    access = rule.check.access  # type: ignore[union-attr]
    by_instruction: dict[int, list[WaitFinding]] = {}
    for w in index.missing_waits:
        if w.access == access:
            by_instruction.setdefault(w.index, []).append(w)
    if not by_instruction:
        return []
    made = _Findings(rule, ctx, index, env)
    out = []
    for at, hits in by_instruction.items():  # one finding per instruction, every counter it waits on
        instr = index.instructions[at]
        lines = []
        for w in hits:
            producer = index.instructions[w.producer]
            where = index.source(producer)
            py = f" ({where.file.rsplit('/', 1)[-1]}:{where.line})" if where is not None else ""
            lines.append(
                f"line {producer.line}: {producer.text}{py}  [{COUNTERS[w.counter]}: {w.outstanding} in flight, "
                f"needs {w.wait}]"
            )
        first = index.instructions[hits[0].producer]
        lines.append(f"line {instr.line}: {instr.text}  <- LLVM's SIInsertWaitcnts inserts {hits[0].llvm}")
        waits = {w.counter: w.needed for w in hits}
        values = {
            "value": hits[0].outstanding,
            "limit": hits[0].needed,
            "first": first.text,
            "first_line": first.line,
            "first_mnemonic": first.mnemonic,
            "registers": "LDS" if access == "lds" else _units_text(sum_units(hits), instr),
            "counter": ", ".join(COUNTERS[c] for c in sorted(waits)),
            "wait": " ".join(f"{COUNTERS[c]}({n})" for c, n in sorted(waits.items())),
            "llvm_wait": hits[0].llvm,
        }
        out.append(made.at(instr, values, detail="\n".join(lines)))
    return out


def sum_units(hits: Sequence[WaitFinding]) -> int:
    units = 0
    for w in hits:
        units |= w.units
    return units


def _units_text(units: int, *instrs: Instruction) -> str:
    names = [str(r) for ins in instrs for r in (*ins.defs, *ins.uses) if r.units & units]
    return ", ".join(dict.fromkeys(names)) or "?"


