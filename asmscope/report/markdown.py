"""`--format markdown`: GitHub-flavoured Markdown for a pull-request comment or a job summary.

Check: a heading, a summary table, the rule errors (rules not checked as written), the findings
table (inside a collapsed `<details>` when it is long), the variants that could not be checked,
and the identical-code groups.
Diff: a heading, the summary, a per-kernel table, a per-variant table (`buffer_store_short +64,
buffer_store_dwordx4 -8`, `vgpr 128 → 136`), findings that appeared or disappeared, variants
found on one side only, and errors.
"""

from __future__ import annotations

import re
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
    plural,
    rule_problem_row,
    severity_counts,
    variant_diff_row,
)

# Tables longer than this are collapsed, so a PR comment stays readable.
DETAILS_AFTER = 10

# Backslash-escape the punctuation that would start markup or end a table cell. `_` is left
# alone: GFM does not emphasise inside words, and mnemonics are full of underscores.
_MARKUP = re.compile(r"([\\`*\[\]<>|~&])")


def cell(text: str) -> str:
    return _MARKUP.sub(r"\\\1", text).replace("\r\n", "\n").replace("\n", "<br>")


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], what: str) -> str:
    text = tabulate(
        [[cell(c) for c in row] for row in rows],
        headers=[cell(h) for h in headers],
        tablefmt="github",
        disable_numparse=True,
    )
    if len(rows) <= DETAILS_AFTER:
        return text
    return f"<details><summary>{plural(len(rows), what)}</summary>\n\n{text}\n\n</details>"


def _section(title: str, body: str) -> str:
    return f"### {title}\n\n{body}"


def _rule_problems(report: CheckReport | DiffReport) -> list[str]:
    if not report.rule_problems:
        return []
    rows = [rule_problem_row(p) for p in report.rule_problems]
    return [_section(RULE_PROBLEM_TITLE, _table(RULE_PROBLEM_HEADERS, rows, "rule error"))]


def render_check(report: CheckReport) -> str:
    n = len(report.findings)
    title = f"{plural(n, 'finding')} in {plural(report.variants_checked, 'variant')}" if n else "no findings"
    counts = severity_counts(report)
    summary_row = [
        str(report.variants_checked),
        *(str(v) for v in counts.values()),
        str(len(report.errors)),
        str(report.suppressed),
    ]
    summary_headers = ["variants checked", *counts, "not checked", "suppressed"]
    parts = [f"## asmscope: {title}", _table(summary_headers, [summary_row], "row"), *_rule_problems(report)]
    if report.findings:
        rows = [[str(v), *finding_row(f)] for v, fs in findings_by_variant(report.findings).items() for f in fs]
        parts.append(_section("Findings", _table(["variant", *FINDING_HEADERS], rows, "finding")))
    if report.errors:
        rows = [error_row(e) for e in report.errors]
        parts.append(_section("Not checked (compile/parse errors)", _table(ERROR_HEADERS, rows, "error")))
    if report.identical:
        body = "\n".join(f"- {cell(identical_line(group))}" for group in report.identical)
        parts.append(_section("Identical code", body))
    parts.append(cell(check_summary(report)))
    return "\n\n".join(parts) + "\n"


def render_diff(report: DiffReport) -> str:
    parts = [f"## asmscope diff: {cell(report.ref_a)} → {cell(report.ref_b)}", cell(diff_summary(report))]
    parts += _rule_problems(report)
    if report.kernels:
        rows = [kernel_diff_row(k) for k in report.kernels]
        parts.append(_section("Kernels", _table(KERNEL_DIFF_HEADERS, rows, "kernel")))
    if report.variants:
        rows = [variant_diff_row(d) for d in report.variants]
        parts.append(_section("Changed variants", _table(VARIANT_DIFF_HEADERS, rows, "variant")))
    finding_rows = diff_finding_rows(report)
    if finding_rows:
        parts.append(_section("Findings", _table(DIFF_FINDING_HEADERS, finding_rows, "finding")))
    for ref, keys in ((report.ref_a, report.only_a), (report.ref_b, report.only_b)):
        if keys:
            body = "\n".join(f"- {cell(str(k))}" for k in keys)
            parts.append(_section(f"Only in {cell(ref)}", body))
    errors = diff_errors(report)
    if errors:
        rows = [error_row(e, ref) for ref, e in errors]
        parts.append(_section("Not compared (compile/parse errors)", _table(ERROR_HEADERS, rows, "error")))
    return "\n\n".join(parts) + "\n"


REPORTER = Reporter(
    name="markdown",
    description="GitHub-flavoured Markdown for pull-request comments and job summaries",
    render_check=render_check,
    render_diff=render_diff,
)
