"""`--format github`: GitHub Actions workflow commands, which the runner turns into annotations.

One line per rule and location, `::error file=F,line=N,col=C,title=AS001 name::message [variant]`
(warning -> `::warning`, info -> `::notice`), at the Python source line, else at the asm line;
where several variants have the rule's finding on the same line (an autotune space shares its
source), one annotation names them all (`title=AS001 name (14 variants)`).
Compile and parse errors are `::error title=compile-error::...`. For `diff`, one `::warning` per
regressed variant, one annotation per finding that appeared, and one `::error` per error. A rule
not checked as written is `::error file=RULE_FILE,title=rule-error::key ...: message` (check and diff).

Escaping follows the runner (actions/toolkit `command.ts`): in the message `%`, CR and LF become
`%25`, `%0D`, `%0A`; in property values also `:` and `,` become `%3A` and `%2C`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from asmscope.compare import DiffReport
from asmscope.findings import CheckReport, Finding, RuleProblem, Severity, VariantError
from asmscope.report._common import (
    Reporter,
    detail_tail,
    diff_errors,
    finding_location,
    for_terminal,
    relative_path,
    variant_change_line,
)

COMMANDS: dict[Severity, str] = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}

# Variants named in one grouped annotation; the rest are counted.
VARIANTS_NAMED = 10


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def command(name: str, message: str, **properties: object) -> str:
    """`::name k=v,k=v::message`; properties that are None or "" are left out."""
    props = ",".join(f"{k}={escape_property(str(v))}" for k, v in properties.items() if v not in (None, ""))
    return f"::{name}{' ' + props if props else ''}::{escape_data(message)}"


def finding_command(f: Finding, prefix: str = "", others: Sequence[Finding] = ()) -> str:
    """The annotation of `f`; `others`: the findings of the same rule on the same line in other
    variants, named after it."""
    path, line, column = finding_location(f)
    message, title = f"{prefix}{f.message} [{f.variant}]", f"{f.rule} {f.name}"
    if others:
        named = [str(o.variant) for o in (f, *others)][:VARIANTS_NAMED]
        more = len(others) + 1 - len(named)
        listing = "\n".join([*named, *([f"and {more} more"] if more else [])])
        message += f"\n{len(others) + 1} variants here:\n{listing}"
        title += f" ({len(others) + 1} variants)"
    return command(
        COMMANDS[f.severity],
        message,
        file=path,
        line=line if path else None,
        col=column if path else None,
        title=title,
    )


def error_command(e: VariantError, ref: str = "") -> str:
    where = f"{ref}: " if ref else ""
    tail = detail_tail(e)
    message = f"{where}{e.variant}: {e.message}" + (f"\n{tail}" if tail else "")
    return command("error", message, title=e.kind)


def rule_problem_command(p: RuleProblem) -> str:
    where = f"key {p.key!r}: " if p.key else ""
    return command("error", f"{where}{p.message}", file=relative_path(p.path), line=p.line, title="rule-error")


def grouped_commands(findings: Iterable[Finding], prefix: str = "") -> list[str]:
    """One annotation per rule and source line (the variants of an autotune space share their
    source): the first finding's message, then the variants it holds for."""
    groups: dict[tuple[str, str, str, int | None, int | None], list[Finding]] = {}
    for f in findings:
        groups.setdefault((f.rule, str(f.severity), *finding_location(f)), []).append(f)
    return [finding_command(group[0], prefix, group[1:]) for group in groups.values()]


def render_check(report: CheckReport) -> str:
    lines = [rule_problem_command(p) for p in report.rule_problems]
    lines += grouped_commands(report.findings)
    lines += [error_command(e) for e in report.errors]
    lines += [command("notice", f"out of scope for this input: {o}", title="out-of-scope") for o in report.out_of_scope]
    return _join(lines)


def render_diff(report: DiffReport) -> str:
    lines = [rule_problem_command(p) for p in report.rule_problems]
    for d in report.regressions:
        title = f"asmscope regression {report.ref_a}..{report.ref_b}"
        lines.append(command("warning", f"{d.key}: {variant_change_line(d)}", title=title))
    for v in report.new_regressed:
        title = f"asmscope regression {report.ref_a}..{report.ref_b}"
        lines.append(command("warning", f"{v.key}: only in {report.ref_b}, with {v.why}", title=title))
    lines += grouped_commands((f for d in report.variants for f in d.findings_added), prefix=f"new in {report.ref_b}: ")
    lines += [error_command(e, ref) for ref, e in diff_errors(report)]
    return _join(lines)


def _join(lines: Iterable[str]) -> str:
    text = "\n".join(lines)
    return text + "\n" if text else ""


REPORTER = for_terminal(
    Reporter(
        name="github",
        description="GitHub Actions annotations (::error/::warning/::notice workflow commands)",
        render_check=render_check,
        render_diff=render_diff,
    )
)
