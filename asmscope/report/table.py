"""`--format table` (the default): text for a terminal or a CI log.

Rule errors first (rules not checked as written). Check: findings grouped by variant (one heading
per variant, one row per finding with rule, severity, asm line, Python `file:line` and message; the
findings byte-identical variants share are listed once, under one heading naming them all);
then the variants that could not be checked, the groups of byte-identical variants, and one summary line.
Diff: a per-kernel summary, then one row per changed variant with its change list.
On a terminal (or with $COLUMNS set) the rows wrap to its width; in a pipe or a log they do not.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Sequence

from tabulate import tabulate

from asmscope.compare import DiffReport
from asmscope.findings import CheckReport, VariantError
from asmscope.report._common import (
    DIFF_FINDING_HEADERS,
    ERROR_HEADERS,
    FINDING_HEADERS,
    KERNEL_DIFF_HEADERS,
    OUT_OF_SCOPE_TITLE,
    RULE_PROBLEM_HEADERS,
    RULE_PROBLEM_TITLE,
    VARIANT_DIFF_HEADERS,
    Reporter,
    check_summary,
    diff_errors,
    diff_finding_rows,
    diff_summary,
    error_row,
    finding_row,
    findings_by_variants,
    for_terminal,
    grouped_details,
    identical_line,
    kernel_diff_row,
    only_one_side,
    out_of_scope_lines,
    rule_problem_row,
    variant_diff_row,
    variants_heading,
    variants_named,
)


def terminal_width() -> int | None:
    """The width to wrap to: the terminal's when stdout is one, or $COLUMNS when set; None (no
    wrapping) in a pipe or a log, where a long line costs nothing and stays greppable."""
    if "COLUMNS" not in os.environ and not sys.stdout.isatty():
        return None
    return max(shutil.get_terminal_size().columns, 40)


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], indent: int = 0, keep: Sequence[str] = ()) -> str:
    """A table, wrapped to the terminal width if there is one; the columns named in `keep`
    (file:line paths, which must stay whole to open) wrap only if nothing else is enough."""
    width = terminal_width()

    def render(caps: list[int | None] | None) -> str:
        return tabulate(rows, headers=list(headers), tablefmt="simple", disable_numparse=True, maxcolwidths=caps)

    text = render(None)
    if width is None or _widest(text) + indent <= width:
        return text
    for wrappable in ([h not in keep for h in headers], [True] * len(headers)):
        natural = [max(len(str(c)) for c in column) for column in zip(headers, *rows)]

        def caps(cap: int, wrappable: list[bool] = wrappable, natural: list[int] = natural) -> list[int | None]:
            return [cap if w and n > cap else None for w, n in zip(wrappable, natural)]

        low, high = 8, max(natural)  # the largest common cap of the wrappable columns that fits
        if _widest(render(caps(low))) + indent > width:
            continue
        while low < high:
            mid = (low + high + 1) // 2
            low, high = (mid, high) if _widest(render(caps(mid))) + indent <= width else (low, mid - 1)
        return render(caps(low))
    return render(caps(8))


def _widest(text: str) -> int:
    return max(len(line) for line in text.splitlines())


def _details(errors: list[tuple[str, VariantError]]) -> list[str]:
    """Each distinct tail of the failed variants' compiler output, once, under the variants it is
    the output of."""
    return [
        f"{_wrapped(variants_named(names))}: the compiler's last output\n{_indent(_indent(tail))}"
        for names, tail in grouped_details(errors)
    ]


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines())


def _wrapped(text: str, indent: int = 0) -> str:
    """A long line (a variant heading, an identical-code group) wrapped after commas and
    spaces to the terminal width."""
    width = terminal_width()
    if width is None or len(text) + indent <= width:
        return text
    pieces = re.split(r"(?<=[, ])", text)
    lines, line = [], ""
    for piece in pieces:
        if line and len(line) + len(piece) + indent > width:
            lines.append(line.rstrip())
            line = "    "
        line += piece
    return "\n".join([*lines, line.rstrip()])


def _rule_problems(report: CheckReport | DiffReport) -> list[str]:
    if not report.rule_problems:
        return []
    rows = [rule_problem_row(p) for p in report.rule_problems]
    return [f"{RULE_PROBLEM_TITLE}:\n{_indent(_table(RULE_PROBLEM_HEADERS, rows, indent=2))}"]


def render_check(report: CheckReport) -> str:
    sections = _rule_problems(report)
    for variants, findings in findings_by_variants(report).items():
        table = _table(FINDING_HEADERS, [finding_row(f) for f in findings], indent=2, keep=("asm", "source"))
        sections.append(f"{_wrapped(variants_heading(variants))}\n{_indent(table)}")
    if report.errors:
        rows = [error_row(e) for e in report.errors]
        sections.append(f"Not checked (compile/parse errors):\n{_indent(_table(ERROR_HEADERS, rows, indent=2))}")
        sections += _details([("", e) for e in report.errors])
    if report.identical:
        lines = "\n".join(_wrapped(identical_line(group), indent=2) for group in report.identical)
        sections.append(f"Identical code:\n{_indent(lines)}")
    if report.out_of_scope:
        lines = "\n".join(_wrapped(line, indent=2) for line in out_of_scope_lines(report))
        sections.append(f"{OUT_OF_SCOPE_TITLE}:\n{_indent(lines)}")
    sections.append(check_summary(report))
    return "\n\n".join(sections) + "\n"


def render_diff(report: DiffReport) -> str:
    sections = _rule_problems(report)
    if report.kernels:
        sections.append(_table(KERNEL_DIFF_HEADERS, [kernel_diff_row(k) for k in report.kernels]))
    if report.variants:
        sections.append(_table(VARIANT_DIFF_HEADERS, [variant_diff_row(d) for d in report.variants]))
    finding_rows = diff_finding_rows(report)
    if finding_rows:
        sections.append(_table(DIFF_FINDING_HEADERS, finding_rows))
    for ref, keys in only_one_side(report):
        sections.append(f"Only in {ref}:\n" + _indent("\n".join(keys)))
    errors = diff_errors(report)
    if errors:
        rows = [error_row(e, ref) for ref, e in errors]
        sections.append(f"Not compared (compile/parse errors):\n{_indent(_table(ERROR_HEADERS, rows, indent=2))}")
        sections += _details(errors)
    sections.append(diff_summary(report))
    return "\n\n".join(sections) + "\n"


REPORTER = for_terminal(
    Reporter(
        name="table",
        description="human-readable tables grouped by kernel variant (default)",
        render_check=render_check,
        render_diff=render_diff,
    )
)
