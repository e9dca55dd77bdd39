"""Codegen assertions for your own tests: each fails with the asm lines and Python lines at fault.

    from asmscope.testing import assert_mnemonic_count, assert_no_findings

    cg = asmscope_codegen(my_kernel, args={...}, config={...}, target="gfx950")
    assert_mnemonic_count(cg, "buffer_store_short", 0)
    assert_no_findings(cg, rules="AS001,AS005")

Every helper takes one `Codegen` or several (what `codegen_variants` returns) and raises
AssertionError, so it works under pytest, unittest or a plain script.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from asmscope.api import Codegen, unknown_name_message
from asmscope.findings import Finding
from asmscope.model import Instruction
from asmscope.rules import SourceLines

__all__ = ["assert_mnemonic_count", "assert_no_findings", "assert_no_spills", "assert_occupancy"]

SHOWN = 8  # offending instructions listed in a message; the rest are counted
_HOLDS: dict[str, Callable[[int, int], bool]] = {"==": operator.eq, "at least": operator.ge, "at most": operator.le}


def _each(variants: Codegen | Iterable[Codegen]) -> list[Codegen]:
    found = [variants] if isinstance(variants, Codegen) else list(variants)
    if not found or not all(isinstance(v, Codegen) for v in found):
        raise TypeError("expected a Codegen (asmscope.codegen's result) or a non-empty sequence of them")
    return found


def assert_mnemonic_count(
    variants: Codegen | Iterable[Codegen],
    pattern: str,
    expected: int | None = None,
    *,
    at_least: int | None = None,
    at_most: int | None = None,
    hot_loop: bool = False,
) -> None:
    """The number of instructions whose mnemonic matches `pattern` (a name or a glob such as
    `buffer_store_*`), in the kernel or only its hot loop, is `expected` (or within
    `at_least`..`at_most`). The message lists the matching instructions and their Python lines."""
    checks = [(name, bound) for name, bound in (("==", expected), ("at least", at_least), ("at most", at_most))]
    checks = [(name, bound) for name, bound in checks if bound is not None]
    if not checks:
        raise TypeError("assert_mnemonic_count: give expected, at_least or at_most")
    failures = []
    for cg in _each(variants):
        n = cg.count(pattern, hot_loop=hot_loop)
        wrong = [
            f"expected {bound}" if name == "==" else f"expected {name} {bound}"
            for name, bound in checks
            if not _HOLDS[name](n, bound)
        ]
        if wrong:
            where = " in the hot loop" if hot_loop else ""
            head = f"{cg.name}: {n} {pattern} instruction{'s' if n != 1 else ''}{where}, {' and '.join(wrong)}"
            failures.append(head + _listing(cg, cg.instructions(pattern, hot_loop=hot_loop)))
    if failures:
        raise AssertionError("\n\n".join(failures))


def assert_no_findings(variants: Codegen | Iterable[Codegen], rules: str | Sequence[str] | None = None) -> None:
    """No finding of the given rules (ids, id prefixes such as `AS01`, or rule names; comma-
    separated or a list; default every rule that ran), and every rule ran: a rule that failed
    on the variant fails the assertion, since its findings are unknown."""
    wanted = [r.strip() for r in (rules.split(",") if isinstance(rules, str) else rules or ()) if r.strip()]

    def chosen(f: Finding) -> bool:
        return not wanted or any(f.rule.startswith(w.upper()) or f.name == w for w in wanted)

    failures = []
    for cg in _each(variants):
        found = [f for f in cg.findings if chosen(f)]
        if found or cg.rule_problems:
            lines = [f"{cg.name}: {len(found)} finding{'s' if len(found) != 1 else ''}"]
            texts = SourceLines()
            for f in found[:SHOWN]:
                lines.append(f"  {f.rule} {f.name} ({f.severity}): {f.message}")
                lines.append(f"    asm    {f.asm_path}:{f.asm_line}  {f.instruction}")
                if f.source is not None:
                    text = (texts.line(f.source.file, f.source.line) or "").strip()
                    lines.append(f"    python {f.source.file}:{f.source.line}  {text}")
            if len(found) > SHOWN:
                lines.append(f"  (and {len(found) - SHOWN} more)")
            lines += [f"  rule not checked: {p}" for p in cg.rule_problems]
            failures.append("\n".join(lines))
    if failures:
        raise AssertionError("\n\n".join(failures))


def assert_no_spills(variants: Codegen | Iterable[Codegen]) -> None:
    """Every spill count the target's resources report (each resource named `*spill*`: AMD's
    vgpr_spill and sgpr_spill) is 0; a target that reports none fails, rather than passing
    unchecked."""
    failures = []
    for cg in _each(variants):
        spills = {k: v for k, v in cg.resources.items() if "spill" in k}
        if not spills:
            failures.append(f"{cg.name}: the target's resources name no spill count ({', '.join(cg.resources)})")
        elif any(v != 0 for v in spills.values()):
            counts = ", ".join(f"{k}={'unknown' if v is None else v}" for k, v in spills.items())
            failures.append(f"{cg.name}: spills: {counts}")
    if failures:
        raise AssertionError("\n".join(failures))


def assert_occupancy(variants: Codegen | Iterable[Codegen], **at_least: int) -> None:
    """Each named occupancy measure of the target's occupancy report is at least the given
    value: `assert_occupancy(cg, waves_per_simd=4)` on AMD, `blocks_per_sm=8` where the target
    reports blocks per SM. The message says what limits it."""
    if not at_least:
        raise TypeError("assert_occupancy: name a measure and its floor, e.g. waves_per_simd=4")
    failures = []
    for cg in _each(variants):
        occ = cg.occupancy
        if occ is None:
            failures.append(f"{cg.name}: no occupancy could be computed for this variant")
            continue
        for measure, floor in at_least.items():
            if measure not in occ:
                missing = f"{cg.name}: the occupancy report has no {measure!r}"
                failures.append(unknown_name_message(missing, measure, occ))
            elif occ[measure] < floor:
                limit = f", limited by {occ['limited_by']}" if "limited_by" in occ else ""
                failures.append(f"{cg.name}: {measure} is {occ[measure]}, expected at least {floor}{limit}")
    if failures:
        raise AssertionError("\n".join(failures))


def _listing(cg: Codegen, instructions: list[Instruction]) -> str:
    """The first instructions with their asm and Python lines, then the count per Python line."""
    if not instructions:
        return ""
    texts = SourceLines()
    out = ["", "  asm lines:"]
    for ins in instructions[:SHOWN]:
        where = f"  <- {_short(ins.loc.file)}:{ins.loc.line}" if ins.loc is not None and ins.loc.line > 0 else ""
        out.append(f"    {cg.asm_path}:{ins.line}  {ins.text}{where}")
    if len(instructions) > SHOWN:
        out.append(f"    (and {len(instructions) - SHOWN} more)")
    per_line: dict[tuple[str, int], int] = {}
    for ins in instructions:
        if ins.loc is not None and ins.loc.line > 0:
            key = (ins.loc.file, ins.loc.line)
            per_line[key] = per_line.get(key, 0) + 1
    if per_line:
        out.append("  python lines:")
        for (file, line), n in sorted(per_line.items(), key=lambda kv: -kv[1])[:SHOWN]:
            out.append(f"    {_short(file)}:{line}  x{n}  {(texts.line(file, line) or '').strip()}")
    return "\n".join(out)


def _short(file: str) -> str:
    """A source path relative to the working directory where it lies below it."""
    try:
        return str(Path(file).relative_to(Path.cwd()))
    except ValueError:
        return file
