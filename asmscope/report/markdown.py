"""`--format markdown`: GitHub-flavoured Markdown for a pull-request comment or a job summary.

By default the text is cut to fit a PR comment (GitHub refuses one over 65,536 characters):
at most `COMMENT_LIMIT` characters, whatever the size of the run. What is always there: the
heading, the summary, the rule errors (rules not checked as written), the findings per rule
(check) or the changes per kernel (diff), and the summary line. The long tables (findings,
changed variants, appeared/disappeared findings, errors, identical code, one-sided variants)
share what is left, most important rows first; a cut table says how many rows it left out, and
a note at the end points to the full report (`--format json --output FILE`, e.g. a workflow
artifact) and to `--full`, which prints everything.

Check: a heading, a summary table, the rule errors, the findings per rule, the findings table
(inside a collapsed `<details>` when it is long; a finding byte-identical variants share is one
row naming them all), the variants that could not be checked, and
the identical-code groups. Diff: a heading, the summary, the rule errors, a per-kernel table, a
per-variant table (`buffer_store_short +64, buffer_store_dwordx4 -8`, `vgpr 128 → 136`),
findings that appeared or disappeared, variants found on one side only, and errors.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from asmscope.compare import DiffReport
from asmscope.findings import CheckReport, Finding, VariantError
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
    artifact_text,
    check_summary,
    diff_errors,
    diff_finding_rows,
    diff_summary,
    error_row,
    findings_by_variants,
    for_terminal,
    grouped_details,
    identical_line,
    kernel_diff_row,
    only_one_side,
    out_of_scope_lines,
    plural,
    repo_path,
    rule_problem_row,
    severity_counts,
    variant_diff_row,
    variants_heading,
    variants_named,
)

# GitHub refuses a comment over 65,536 characters; this leaves room for a line of your own.
COMMENT_LIMIT = 60_000

# Tables longer than this are collapsed, so a PR comment stays readable.
DETAILS_AFTER = 10

# Backslash-escape the punctuation that would start markup or end a table cell. `_` is left
# alone: GFM does not emphasise inside words, and mnemonics are full of underscores.
_MARKUP = re.compile(r"([\\`*\[\]<>|~&])")

RULE_HEADERS = ("rule", "severity", "findings", "variants", "kernels")


def cell(text: str) -> str:
    return _MARKUP.sub(r"\\\1", text).replace("\r\n", "\n").replace("\n", "<br>")


def _row(cells: Sequence[str]) -> str:
    return "| " + " | ".join(cell(c) for c in cells) + " |"


@dataclass(frozen=True, slots=True)
class _Part:
    """A section whose rows may be cut: a table (headers) or a bullet list (no headers)."""

    title: str
    what: str  # "finding", "variant", ... for "12 findings" and "3 more findings"
    rows: tuple[str, ...]  # each already rendered as one line
    headers: tuple[str, ...] = ()

    def render(self, shown: int) -> str:
        lines = list(self.rows[:shown])
        if self.headers:
            lines[:0] = [_row(self.headers), "|" + "---|" * len(self.headers)]
        body = "\n".join(lines)
        if len(self.rows) > DETAILS_AFTER and self.headers:
            label = (
                plural(len(self.rows), self.what)
                if shown == len(self.rows)
                else f"{shown} of {plural(len(self.rows), self.what)}"
            )
            body = f"<details><summary>{label}</summary>\n\n{body}\n\n</details>"
        if shown < len(self.rows):
            rest = len(self.rows) - shown
            body += f"\n\n… {plural(rest, 'more ' + self.what)}: see the full report"
        return f"### {self.title}\n\n{body}"

    def fitting(self, budget: int) -> int:
        """How many rows fit in `budget` characters (0 if even the frame does not)."""
        used = len(self.render(0))
        for i, row in enumerate(self.rows):
            used += len(row) + 1
            if used > budget:
                return i
        return len(self.rows)


def _table_part(title: str, what: str, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> _Part:
    return _Part(title, what, tuple(_row(r) for r in rows), tuple(headers))


def _list_part(title: str, what: str, items: Sequence[str]) -> _Part:
    return _Part(title, what, tuple(f"- {cell(i)}" for i in items))


def _assemble(head: Sequence[str], parts: Sequence[_Part], tail: str, limit: int | None, full_hint: str) -> str:
    """Head, the parts (cut to share what `limit` leaves, smallest first), tail."""
    parts = [p for p in parts if p.rows]
    if limit is None:
        shown = {id(p): len(p.rows) for p in parts}
    else:
        note = _note(full_hint)
        left = limit - sum(len(h) + 2 for h in head) - len(tail) - len(note) - 8
        shown = {}
        pending = sorted(parts, key=lambda p: len(p.render(len(p.rows))))
        for i, p in enumerate(pending):
            share = left // (len(pending) - i)  # what is left, shared fairly among those to come
            n = p.fitting(share)
            shown[id(p)] = n
            left -= len(p.render(n)) + 2
    sections = [*head, *(p.render(shown[id(p)]) for p in parts), *([tail] if tail else [])]
    if any(shown[id(p)] < len(p.rows) for p in parts):
        sections.append(_note(full_hint))
    return "\n\n".join(sections) + "\n"


def _note(full_hint: str) -> str:
    return (
        f"_Cut to fit a comment. The full report: `{full_hint} --format json --output asmscope.json` "
        "(keep it as a workflow artifact), or `--format markdown --full`._"
    )


def _rule_problems(report: CheckReport | DiffReport) -> list[str]:
    rows = [rule_problem_row(p) for p in report.rule_problems]
    return [_table_part(RULE_PROBLEM_TITLE, "rule error", RULE_PROBLEM_HEADERS, rows).render(len(rows))] if rows else []


def render_check(report: CheckReport, limit: int | None = COMMENT_LIMIT) -> str:
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
    head = [
        f"## asmscope: {title}",
        "\n".join([_row(summary_headers), "|" + "---|" * len(summary_headers), _row(summary_row)]),
        *_rule_problems(report),
    ]
    parts = []
    if report.findings:
        rule_rows = _rule_rows(report)
        head.append(_table_part("Findings by rule", "rule", RULE_HEADERS, rule_rows).render(len(rule_rows)))
        rows = [[variants_heading(v), *_finding_cells(f)] for v, f in _by_severity(report)]
        parts.append(_table_part("Findings", "finding", ["variant", *FINDING_HEADERS], rows))
    parts.append(
        _table_part("Not checked (compile/parse errors)", "error", ERROR_HEADERS, [error_row(e) for e in report.errors])
    )
    parts.append(_output_part([("", e) for e in report.errors]))
    parts.append(_list_part("Identical code", "group", [identical_line(g) for g in report.identical]))
    parts.append(_list_part(OUT_OF_SCOPE_TITLE, "rule", out_of_scope_lines(report)))
    return _assemble(head, parts, cell(check_summary(report)), limit, "asmscope check")


def _output_part(errors: Sequence[tuple[str, VariantError]]) -> _Part:
    """The last lines of each failed variant's compiler output (where the reason is), one item each."""
    items = [f"{variants_named(names)}:\n{tail}" for names, tail in grouped_details(errors)]
    return _list_part("Compiler output of the failed variants", "variant", items)


def _rule_rows(report: CheckReport) -> list[list[str]]:
    """One row per rule: severity, findings, variants and kernels, most severe and most frequent first."""
    by_rule: dict[tuple[str, str], list] = {}
    for f in report.findings:
        by_rule.setdefault((f"{f.rule} {f.name}", str(f.severity)), []).append(f)
    order = sorted(by_rule.items(), key=lambda kv: (-kv[1][0].severity, -len(kv[1]), kv[0][0]))
    return [
        [rule, sev, str(len(fs)), str(len({f.variant for f in fs})), ", ".join(sorted({f.variant.kernel for f in fs}))]
        for (rule, sev), fs in order
    ]


def _finding_cells(f: Finding) -> list[str]:
    """A finding's row for a reviewer: the source line relative to its checkout's root, and the
    asm by its name in the cache's `asm/` (a workflow artifact), not a path on the CI machine."""
    source = f"{repo_path(f.source.file)}:{f.source.line}" if f.source else ""
    asm = f"{artifact_text(f)} {f.instruction.split(' ', 1)[0]}".strip()
    message = f"{f.message}\n{f.ir.line()}" if f.ir is not None else f.message  # cell() makes it a <br>
    return [f"{f.rule} {f.name}", str(f.severity), asm, source, message]


def _by_severity(report: CheckReport) -> list:
    """(variants, finding) pairs, most severe first and grouped by variant within a severity (a
    cut table keeps the errors); a finding byte-identical variants share is one row naming them all."""
    pairs = [(v, f) for v, fs in findings_by_variants(report).items() for f in fs]
    return sorted(pairs, key=lambda vf: -vf[1].severity)


def render_diff(report: DiffReport, limit: int | None = COMMENT_LIMIT) -> str:
    head = [f"## asmscope diff: {cell(report.ref_a)} → {cell(report.ref_b)}", cell(diff_summary(report))]
    head += _rule_problems(report)
    if report.kernels:
        rows = [kernel_diff_row(k) for k in report.kernels]
        head.append(_table_part("Kernels", "kernel", KERNEL_DIFF_HEADERS, rows).render(len(rows)))
    parts = [
        _table_part(
            "Changed variants", "variant", VARIANT_DIFF_HEADERS, [variant_diff_row(d) for d in report.variants]
        ),
        _table_part("Findings", "finding", DIFF_FINDING_HEADERS, diff_finding_rows(report, _finding_cells)),
        *(_list_part(f"Only in {cell(ref)}", "variant", keys) for ref, keys in only_one_side(report)),
        _table_part(
            "Not compared (compile/parse errors)",
            "error",
            ERROR_HEADERS,
            [error_row(e, ref) for ref, e in diff_errors(report)],
        ),
        _output_part(diff_errors(report)),
    ]
    return _assemble(head, parts, "", limit, f"asmscope diff {report.ref_a} {report.ref_b}")


REPORTER = for_terminal(
    Reporter(
        name="markdown",
        description="GitHub-flavoured Markdown for pull-request comments and job summaries (cut to fit one)",
        render_check=render_check,
        render_diff=render_diff,
        full_text=Reporter(
            name="markdown",
            description="GitHub-flavoured Markdown, uncut (--full)",
            render_check=functools.partial(render_check, limit=None),
            render_diff=functools.partial(render_diff, limit=None),
        ),
    )
)
