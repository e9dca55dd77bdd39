"""`--format table` (the default): text for a terminal or a CI log.

Rule errors first (rules not checked as written). Check: findings grouped by variant (one heading
per variant, one row per finding with rule, severity, asm line, Python `file:line` and message);
then the variants that could not be checked, the groups of byte-identical variants, and one summary line.
Diff: a per-kernel summary, then one row per changed variant with its change list.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabulate import tabulate

from asmscope.compare import DiffReport
from asmscope.findings import CheckReport
from asmscope.report._common import (
    DIFF_FINDING_HEADERS,
    ERROR_HEADERS,
    FINDING_HEADERS,
    KERNEL_DIFF_HEADERS,
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
    findings_by_variant,
    identical_line,
    kernel_diff_row,
    rule_problem_row,
    variant_diff_row,
)


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    return tabulate(rows, headers=list(headers), tablefmt="simple", disable_numparse=True)


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines())


def _rule_problems(report: CheckReport | DiffReport) -> list[str]:
    if not report.rule_problems:
        return []
    rows = [rule_problem_row(p) for p in report.rule_problems]
    return [f"{RULE_PROBLEM_TITLE}:\n{_indent(_table(RULE_PROBLEM_HEADERS, rows))}"]


def render_check(report: CheckReport) -> str:
    sections = _rule_problems(report)
    for variant, findings in findings_by_variant(report.findings).items():
        sections.append(f"{variant}\n{_indent(_table(FINDING_HEADERS, [finding_row(f) for f in findings]))}")
    if report.errors:
        rows = [error_row(e) for e in report.errors]
        sections.append(f"Not checked (compile/parse errors):\n{_indent(_table(ERROR_HEADERS, rows))}")
    if report.identical:
        lines = "\n".join(identical_line(group) for group in report.identical)
        sections.append(f"Identical code:\n{_indent(lines)}")
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
    for ref, keys in ((report.ref_a, report.only_a), (report.ref_b, report.only_b)):
        if keys:
            sections.append(f"Only in {ref}:\n" + _indent("\n".join(str(k) for k in keys)))
    errors = diff_errors(report)
    if errors:
        rows = [error_row(e, ref) for ref, e in errors]
        sections.append(f"Not compared (compile/parse errors):\n{_indent(_table(ERROR_HEADERS, rows))}")
    sections.append(diff_summary(report))
    return "\n\n".join(sections) + "\n"


REPORTER = Reporter(
    name="table",
    description="human-readable tables grouped by kernel variant (default)",
    render_check=render_check,
    render_diff=render_diff,
)
