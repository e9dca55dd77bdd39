"""Codegen assertions for your own tests: each fails with the asm lines and Python lines at fault.

    from asmscope.testing import assert_mnemonic_count, assert_no_findings

    cg = asmscope_codegen(my_kernel, args={...}, config={...}, target="gfx950")
    assert_mnemonic_count(cg, "buffer_store_short", 0)
    assert_no_findings(cg, rules="AS001,AS005")

Every helper takes one `Codegen` or several (what `codegen_variants` returns) and raises
AssertionError, so it works under pytest, unittest or a plain script. A helper never passes
without checking: a rule id or name no rule has, a rule that did not run on the variant (with
why: AS001 needs the `wgrad` tag, a rule out of the target's scope, ...), or a mnemonic the
target's ISA does not know fails the assertion with the reason. Under pytest the message is
shown, not the helper's source (`__tracebackhide__`).
"""

from __future__ import annotations

import difflib
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
    __tracebackhide__ = True
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
    `at_least`..`at_most`). The message lists the matching instructions and their Python lines.
    A pattern that matches no mnemonic of the target's ISA (a typo: `buffer_store_shrot`) fails,
    whatever the count: it would count 0 on any code."""
    __tracebackhide__ = True
    checks = [(name, bound) for name, bound in (("==", expected), ("at least", at_least), ("at most", at_most))]
    checks = [(name, bound) for name, bound in checks if bound is not None]
    if not checks:
        raise TypeError("assert_mnemonic_count: give expected, at_least or at_most")
    failures = []
    for cg in _each(variants):
        if not cg.knows_mnemonic(pattern):
            unknown = f"{cg.name}: {pattern!r} matches no mnemonic {cg.target}'s instruction set has"
            failures.append(_closest(unknown, pattern, cg.known_mnemonics))
            continue
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
    on the variant fails the assertion, since its findings are unknown. A rule named by id or
    name must have run on each variant (else the reason is given: it needs a tag, it is out of
    the target's scope, its `when` is false, it was not selected); a prefix must match at least
    one rule that ran; one that matches no rule the session loaded is an error."""
    __tracebackhide__ = True
    wanted = [r.strip() for r in (rules.split(",") if isinstance(rules, str) else rules or ()) if r.strip()]

    def chosen(f: Finding) -> bool:
        return not wanted or any(f.rule.startswith(w.upper()) or f.name == w for w in wanted)

    failures = []
    for cg in _each(variants):
        found = [f for f in cg.findings if chosen(f)]
        unchecked = [line for w in wanted for line in _not_checked(cg, w)]
        if found or cg.rule_problems or unchecked:
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
            lines += [f"  rule not checked: {p}" for p in [*unchecked, *cg.rule_problems]]
            failures.append("\n".join(lines))
    if failures:
        raise AssertionError("\n\n".join(failures))


def assert_no_spills(variants: Codegen | Iterable[Codegen]) -> None:
    """Every spill count the target's resources report (each resource named `*spill*`: AMD's
    vgpr_spill and sgpr_spill) is 0; a target that reports none fails, rather than passing
    unchecked."""
    __tracebackhide__ = True
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
    __tracebackhide__ = True
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


def _not_checked(cg: Codegen, wanted: str) -> list[str]:
    """Why the rules `wanted` names were not all checked on `cg` (empty when they were)."""
    names = cg.rule_names
    matches = [rid for rid, name in names.items() if rid.startswith(wanted.upper()) or name == wanted]
    if not matches:
        return [_closest(f"{wanted!r} is no rule id, prefix or name", wanted, [*names, *names.values()])]
    exact = [rid for rid in matches if rid == wanted.upper() or names[rid] == wanted]
    if exact:
        return [
            f"{rid} {names[rid]} did not run on this variant: {cg.rules_not_run.get(rid, 'unknown')}"
            for rid in exact
            if rid not in cg.rules_run
        ]
    if any(rid in cg.rules_run for rid in matches):
        return []
    why = "; ".join(f"{rid}: {cg.rules_not_run.get(rid, 'unknown')}" for rid in matches[:SHOWN])
    return [f"no rule {wanted!r} matches ran on this variant ({why})"]


def _closest(message: str, name: str, known: Iterable[str]) -> str:
    """`message; did you mean X?` with the closest known names, or the message alone."""
    close = difflib.get_close_matches(name, sorted(set(known)), n=3, cutoff=0.6)
    return f"{message}; did you mean {' or '.join(repr(c) for c in close)}?" if close else message


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
