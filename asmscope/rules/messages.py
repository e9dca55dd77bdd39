"""Findings from a check's hits: the message template filled from the variant, one finding per
Python source line where the code has line info (the rest counted in it), the anchor."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import PurePath

from asmscope.findings import Finding
from asmscope.model import Instruction
from asmscope.rules.context import VariantContext
from asmscope.rules.index import KernelIndex, Scope
from asmscope.rules.schema import (
    Rule,
)


def _first_in_scope(index: KernelIndex, scope: Scope | None, preferred: Sequence[int]) -> Instruction | None:
    if preferred:
        return index.instructions[preferred[0]]
    if scope is None:
        return index.instructions[0] if index.instructions else None
    first = scope.inside.find(1)
    return index.instructions[first] if first >= 0 else None


# ----------------------------------------------------------------------------------------------
# Findings
# ----------------------------------------------------------------------------------------------


class _Fields(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return ""


def render_message(rule: Rule, fields: Mapping[str, object]) -> str:
    try:  # the loader allows only plain {name} fields, so format_map reaches no attribute
        return rule.message.format_map(fields if isinstance(fields, _Fields) else _Fields(fields))
    except (ValueError, TypeError):  # a format spec that does not fit the value
        return rule.message


def _finding(
    rule: Rule,
    ctx: VariantContext,
    index: KernelIndex,
    instr: Instruction,
    env: Mapping[str, object],
    **values: object,
) -> Finding:
    """A finding of `rule` at `instr`."""
    return _Findings(rule, ctx, index, env).at(instr, values)


class _Findings:
    """Findings of one rule on one variant. What all of them share (the message's fields of the
    rule and variant) is made once, not once per finding: a rule can fire at every instruction
    it selects (AS001 on asm without `.loc`, one finding per narrow store)."""

    __slots__ = ("_ctx", "_fields", "_index", "_rule")

    def __init__(self, rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> None:
        self._rule, self._ctx, self._index = rule, ctx, index
        # a message's fields, each overriding the ones before: the rule's settings, the rule and
        # variant, the instruction, then the check's values (`at`)
        fields = {k: env[k] for k in rule.settings if k in env} if rule.settings else {}
        fields.update(rule=rule.id, name=rule.name, kernel=ctx.kernel.name, target=ctx.target_name, scope=rule.scope)
        self._fields = fields

    def at(
        self, instr: Instruction, values: Mapping[str, object], more_lines: Sequence[int | None] = (), detail: str = ""
    ) -> Finding:
        """The finding at `instr`; `more_lines`: the asm lines of the other instructions it
        stands for (same mnemonic and source line), named in its message."""
        rule, index = self._rule, self._index
        text = instr.text
        fields = _Fields(self._fields)
        fields["mnemonic"], fields["instruction"], fields["line"] = instr.mnemonic, text, instr.line
        fields.update(values)
        source = index.source(instr)
        return Finding(
            rule=rule.id,
            name=rule.name,
            severity=rule.severity,
            variant=self._ctx.variant.key,
            message=render_message(rule, fields) + _more_text(more_lines),
            asm_path=self._ctx.variant.findings_path,
            asm_line=instr.line,
            instruction=text,
            source=source,
            detail=detail,
            anchor="" if source is not None else index.anchor(instr),
        )


def _one_per_source_line(
    rule: Rule,
    ctx: VariantContext,
    index: KernelIndex,
    instrs: list[Instruction],
    env: Mapping[str, object],
    **values: object,
) -> list[Finding]:
    """Findings for instructions that differ only in position, rendered once per (mnemonic,
    source line) group with the count of the rest: what _merge_by_source does, without
    rendering every member first."""
    groups: dict[object, list[Instruction]] = {}
    for instr in instrs:
        source = index.source(instr)
        key: object = (instr.mnemonic, source.file, source.line) if source is not None else instr.index
        groups.setdefault(key, []).append(instr)
    values = {"count": len(instrs), **values}
    made = _Findings(rule, ctx, index, env)
    return [made.at(group[0], values, [i.line for i in group[1:]]) for group in groups.values()]


def _more_text(more_lines: Sequence[int | None]) -> str:
    if not more_lines:
        return ""
    lines = ", ".join(str(n) for n in more_lines[:5]) + (", ..." if len(more_lines) > 5 else "")
    return f" (and {len(more_lines)} more from this source line: asm lines {lines})"


def _with_more(finding: Finding, more_lines: Sequence[int | None]) -> Finding:
    return replace(finding, message=finding.message + _more_text(more_lines)) if more_lines else finding


def _merge_by_source(findings: list[Finding]) -> list[Finding]:
    if len(findings) < 2:
        return findings
    groups: dict[str, list[Finding]] = {}
    order: list[Finding | str] = []
    for f in findings:
        if f.source is None:
            order.append(f)
            continue
        # the fingerprint's parts; an LLVM miss (at its own severity) never hides a plain finding
        key = f"{f.instruction.split(' ', 1)[0]}\x1f{f.source.file}\x1f{f.source.line}\x1f{f.llvm_miss}"
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(f)
    out: list[Finding] = []
    for item in order:
        if isinstance(item, Finding):
            out.append(item)
            continue
        group = groups[item]
        out.append(_with_more(group[0], [f.asm_line for f in group[1:]]))
    return out


LINES_NAMED = 8  # source lines a `per: variant` finding names; the rest are counted


def _lines_text(index: KernelIndex, instrs: list[Instruction]) -> str:
    """`k.py:53 (2 STL, 1 LDL; 24 bytes), k.py:55 (...)`: each source line of `instrs` in order
    of first appearance, its instructions by opcode and the bytes they move per thread (4 a
    32-bit register of the instruction's width: `.64` 8, `.128` 16)."""
    groups: dict[str, list[Instruction]] = {}
    for instr in instrs:
        source = index.source(instr)
        where = f"{PurePath(source.file).name}:{source.line}" if source is not None else f"asm line {instr.line}"
        groups.setdefault(where, []).append(instr)
    shown = []
    for where, group in list(groups.items())[:LINES_NAMED]:
        by_base = Counter(i.base for i in group)
        nbytes = sum(4 * _width_in_registers(i.mnemonic) for i in group)
        shown.append(f"{where} ({', '.join(f'{n} {b}' for b, n in by_base.items())}; {nbytes} bytes)")
    more = len(groups) - LINES_NAMED
    return ", ".join(shown) + (f", and {more} more lines" if more > 0 else "")


def _width_in_registers(mnemonic: str) -> int:
    modifiers = mnemonic.split(".")[1:]
    return 4 if "128" in modifiers else 2 if "64" in modifiers else 1
