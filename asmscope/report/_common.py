"""What every output format shares: the Reporter record, plain-data views of the contract types,
and the few text helpers (change lists, locations, summary lines) more than one format prints.

Nothing here knows a format's syntax; escaping and layout belong to each format's module.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from asmscope.compare import Change, DiffReport, KernelDiff, VariantDiff, category_changes, change_order
from asmscope.findings import CheckReport, Finding, OutOfScope, RuleProblem, Severity, VariantError, VariantKey
from asmscope.textsafe import escape_controls, no_command_lines, safe_text


@dataclass(frozen=True, slots=True)
class Reporter:
    """One output format: `asmscope check --format NAME` and `asmscope diff --format NAME`."""

    name: str
    description: str
    render_check: Callable[[CheckReport], str]
    render_diff: Callable[[DiffReport], str]
    full_text: Reporter | None = None  # the same format uncut, for `--full` (markdown cuts to fit a comment)


def for_terminal(reporter: Reporter) -> Reporter:
    """The reporter (and its uncut variant) with its text made safe to print (textsafe.safe_text:
    control characters shown, no `::` line but the github format's own commands): for the
    formats that are printed (table, markdown, github), whatever their cells came from."""
    commands = reporter.name == "github"
    return Reporter(
        name=reporter.name,
        description=reporter.description,
        render_check=lambda report: safe_text(reporter.render_check(report), commands=commands),
        render_diff=lambda report: safe_text(reporter.render_diff(report), commands=commands),
        full_text=for_terminal(reporter.full_text) if reporter.full_text else None,
    )


def for_files(reporter: Reporter, controls: Callable[[str], str] = escape_controls) -> Reporter:
    """A file format (json, sarif, junit, html), whose text may still reach a terminal or a CI
    log (printed with no -o): no line of it starts a GitHub workflow command and no control
    character is raw (textsafe; `controls`: the format's own escape, escape_controls_json for
    JSON, whose strings are the only place one can be)."""

    def safe(text: str) -> str:
        return no_command_lines(controls(text))

    return Reporter(
        name=reporter.name,
        description=reporter.description,
        render_check=lambda report: safe(reporter.render_check(report)),
        render_diff=lambda report: safe(reporter.render_diff(report)),
        full_text=for_files(reporter.full_text, controls) if reporter.full_text else None,
    )


# ----------------------------------------------------------------------------------------------
# Plain-data views (the json format prints them; sarif and junit reuse pieces)
# ----------------------------------------------------------------------------------------------


def variant_dict(key: VariantKey) -> dict[str, Any]:
    return {"kernel": key.kernel, "target": key.target, "config": dict(key.config), "shape": key.shape}


def finding_dict(f: Finding) -> dict[str, Any]:
    return {
        "rule": f.rule,
        "name": f.name,
        "severity": str(f.severity),
        **variant_dict(f.variant),
        "asm_path": f.asm_path,
        "asm_line": f.asm_line,
        "instruction": f.instruction,
        "source": ({"file": f.source.file, "line": f.source.line, "column": f.source.column} if f.source else None),
        "message": f.message,
        "detail": f.detail,
        "fingerprint": f.fingerprint,
        "llvm_miss": f.llvm_miss,
        "anchor": f.anchor,
        **({"ir": f.ir.to_dict()} if f.ir is not None else {}),
    }


def error_dict(e: VariantError) -> dict[str, Any]:
    return {**variant_dict(e.variant), "kind": e.kind, "message": e.message, "detail": e.detail}


def rule_problem_dict(p: RuleProblem) -> dict[str, Any]:
    return {"path": relative_path(p.path), "line": p.line, "key": p.key, "message": p.message}


def change_dict(c: Change) -> dict[str, Any]:
    return {"name": c.name, "before": c.before, "after": c.after, "delta": c.delta}


def dumps_json(document: dict[str, Any]) -> str:
    # Config values are whatever the autotune space holds; anything JSON cannot spell is printed.
    return json.dumps(document, indent=2, ensure_ascii=False, default=str) + "\n"


# ----------------------------------------------------------------------------------------------
# Text helpers
# ----------------------------------------------------------------------------------------------


def first_line(text: str) -> str:
    return text.strip().split("\n", 1)[0].rstrip("\r")


def relative_path(path: str) -> str:
    """`path` relative to the working directory when it lies under it, with `/` separators.

    Code scanning and workflow annotations resolve paths from the repository root, which is the
    working directory of a CI job; a path outside it is returned unchanged.
    """
    p = Path(path)
    if not path or not p.is_absolute():
        return p.as_posix() if path else path
    cwd = Path.cwd()
    if p.is_relative_to(cwd):
        return p.relative_to(cwd).as_posix()
    try:  # then with symlinks resolved (a /tmp that is /private/tmp)
        resolved, base = p.resolve(), cwd.resolve()
    except (OSError, ValueError):  # a path no file can have (a NUL byte in it): as it is
        return path
    return resolved.relative_to(base).as_posix() if resolved.is_relative_to(base) else path


def finding_location(f: Finding) -> tuple[str, int | None, int | None]:
    """(file, line, column) a finding points at: the Python source, else the asm file and line.

    Column is None when unknown (a `.loc` column of 0, or an asm location).
    """
    if f.source is not None and f.source.file:
        return relative_path(f.source.file), f.source.line, f.source.column or None
    return relative_path(f.asm_path), f.asm_line, None


def source_text(f: Finding) -> str:
    """`kernels/gemm.py:42` for tables, or "" when the finding has no Python source."""
    return f"{relative_path(f.source.file)}:{f.source.line}" if f.source else ""


def asm_text(f: Finding) -> str:
    """`path:line` an editor opens: relative to the working directory where it lies under it,
    else with `~` for the home directory."""
    if f.asm_line is None:
        return ""
    return f"{openable_path(f.asm_path)}:{f.asm_line}" if f.asm_path else f"line {f.asm_line}"


def openable_path(path: str) -> str:
    shown = relative_path(path)
    home = str(Path.home())
    if Path(shown).is_absolute() and shown.startswith(home + "/"):
        return "~" + shown[len(home) :]
    return shown


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def format_changes(changes: Iterable[Change], limit: int = 6) -> str:
    """`buffer_store_short +64, buffer_store_dwordx4 -8`: memory, MFMA and AGPR-move changes
    first, then the rest, each biggest |delta| first; at most `limit`."""
    ordered = sorted((c for c in changes if c.delta), key=change_order)
    shown = ", ".join(f"{c.name} {c.delta:+d}" for c in ordered[:limit])
    rest = len(ordered) - limit
    return f"{shown}, … {rest} more" if rest > 0 else shown


def format_metric_changes(changes: Iterable[Change]) -> str:
    """`vgpr 128 → 136, occupancy 2 → 1` (a missing value prints as `-`)."""
    return ", ".join(f"{c.name} {_value(c.before)} → {_value(c.after)}" for c in changes)


def _value(v: int | None) -> str:
    return "-" if v is None else str(v)


_ANY_VARIANT = VariantKey("", "")


def findings_by_code(report: CheckReport) -> list[tuple[Finding, tuple[VariantKey, ...]]]:
    """Each distinct finding once, with every variant it stands for: a finding that several
    byte-identical variants (report.identical: configs or shapes that compile to the same code)
    each have alike, all but the variant, is listed once (where the report has the first of
    them), as the finding of the group's first variant that has it, with all of their variants
    in the group's order. A finding of a variant in no group, or one the group's other variants
    lack or have otherwise (a rule selecting on the config or the shape, a baseline that accepts
    it for one of them), stands for its own variant alone."""
    group_of = {key: (n, i) for n, group in enumerate(report.identical) for i, key in enumerate(group)}
    slots: dict[object, dict[VariantKey, Finding]] = {}
    seen: dict[tuple[VariantKey, Finding], int] = {}
    for f in report.findings:
        where = group_of.get(f.variant)
        alike = replace(f, variant=_ANY_VARIANT) if where is not None else f
        nth = seen.get((f.variant, alike), 0)  # the same finding twice in one variant: two findings
        seen[(f.variant, alike)] = nth + 1
        slots.setdefault((where[0] if where is not None else None, alike, nth), {})[f.variant] = f
    out = []
    for by_variant in slots.values():
        keys = tuple(sorted(by_variant, key=lambda k: group_of.get(k, (0, 0))[1]))
        out.append((by_variant[keys[0]], keys))
    return out


def findings_by_variants(report: CheckReport) -> dict[tuple[VariantKey, ...], list[Finding]]:
    """Findings grouped by the variants they stand for (findings_by_code: a variant alone, or
    byte-identical variants that share them), by kernel then first variant's text, each group by
    severity then line."""
    groups: dict[tuple[VariantKey, ...], list[Finding]] = {}
    ordered = sorted(
        findings_by_code(report),
        key=lambda fv: (fv[1][0].kernel, str(fv[1][0]), len(fv[1]), -fv[0].severity, fv[0].asm_line or 0),
    )
    for f, keys in ordered:
        groups.setdefault(keys, []).append(f)
    return groups


def variants_heading(keys: Sequence[VariantKey]) -> str:
    """A variant's name; for byte-identical variants sharing findings, how many and each name."""
    if len(keys) == 1:
        return str(keys[0])
    return f"{len(keys)} variants with byte-identical code: " + ", ".join(str(k) for k in keys)


def severity_counts(report: CheckReport) -> dict[str, int]:
    return {str(s): report.count(s) for s in (Severity.ERROR, Severity.WARNING, Severity.INFO)}


def check_summary(report: CheckReport) -> str:
    """One line: `3 findings (1 error, 1 warning, 1 info), 2 variants failed to compile, ...`."""
    counts = ", ".join(plural(n, sev) if sev != "info" else f"{n} info" for sev, n in severity_counts(report).items())
    parts = [f"{plural(len(report.findings), 'finding')} ({counts})"]
    repeats = len(report.findings) - len(findings_by_code(report)) if report.identical else 0
    if repeats:
        parts.append(f"{repeats} of them repeated on byte-identical variants (listed once)")
    if report.llvm_misses:
        parts.append(f"{plural(report.llvm_misses, 'hazard')} LLVM misses")
    if report.rule_problems:
        parts.append(f"{plural(len(report.rule_problems), 'rule error')}")
    if report.errors:
        parts.append(f"{plural(len(report.errors), 'variant')} not checked (compile/parse errors)")
    parts.append(f"{plural(report.variants_checked, 'variant')} checked")
    if report.out_of_scope:
        parts.append(f"{plural(len(report.out_of_scope), 'rule')} out of scope for this input")
    inline = report.suppressed
    if report.known is not None:
        parts.append(f"{report.known} known, {len(report.findings)} new (baseline)")
        inline -= report.known  # `suppressed` counts the baseline's too
    if inline:
        bare = f" ({report.suppressed_bare} by a bare `asmscope: ignore`)" if report.suppressed_bare else ""
        parts.append(f"{inline} suppressed{bare}")
    return ", ".join(parts) + versions_text(report.triton_version, report.targets)


def diff_summary(report: DiffReport) -> str:
    total = report.total
    shown = len(report.variants)
    changed = f"{plural(total.changed, 'variant')} changed"
    parts = [
        f"{shown} of {changed} shown" if shown < total.changed else changed,
        f"{total.regressed} regressed",
        f"{report.unchanged} unchanged",
    ]
    if total.metadata_drift:
        parts.append(f"{total.metadata_drift} metadata drift (same code, only resources changed)")
    if report.only_a:
        parts.append(f"{len(report.only_a)} only in {report.ref_a}")
    if report.only_b:
        new = report.new_regressed
        with_problems = f" ({len(new)} with findings or spills)" if new else ""
        parts.append(f"{len(report.only_b)} only in {report.ref_b}{with_problems}")
    errors = len(report.errors_a) + len(report.errors_b)
    if errors:
        parts.append(plural(errors, "error"))
    if report.rule_problems:
        parts.append(plural(len(report.rule_problems), "rule error"))
    return f"{report.ref_a} → {report.ref_b}: " + ", ".join(parts) + versions_text(report.triton_version, ())


def only_one_side(report: DiffReport) -> list[tuple[str, list[str]]]:
    """(ref, its variants the other side lacks), a new variant's findings and spills named."""
    why = {v.key: v.why for v in report.new_regressed}
    listed = [
        (report.ref_a, [str(k) for k in report.only_a]),
        (report.ref_b, [f"{k}: regressed ({why[k]})" if k in why else str(k) for k in report.only_b]),
    ]
    return [(ref, keys) for ref, keys in listed if keys]


def versions_text(triton_version: str, targets: Sequence[str]) -> str:
    extra = []
    if triton_version:
        extra.append(f"triton {triton_version}")
    if targets:
        extra.append(f"targets {', '.join(targets)}")
    return f" ({'; '.join(extra)})" if extra else ""


def variant_change_text(d: VariantDiff, limit: int = 6) -> tuple[str, str, str]:
    """(instruction changes, metric changes, finding changes) of one changed variant, as text."""
    findings = []
    if d.findings_added:
        findings.append("+" + ", ".join(sorted({f.rule for f in d.findings_added})))
    if d.findings_removed:
        findings.append("-" + ", ".join(sorted({f.rule for f in d.findings_removed})))
    metrics = format_metric_changes(d.metrics)
    if d.metadata_drift:
        metrics = f"metadata drift (same code): {metrics}"
    if d.backend_change:
        metrics = f"backend change (same TTGIR): {metrics}" if metrics else "backend change (same TTGIR)"
    elif d.ttgir_changed:
        layouts = f", {len(d.layouts_changed)} layout definitions differ" if d.layouts_changed else ""
        metrics = f"TTGIR changed{layouts}: {metrics}" if metrics else f"TTGIR changed{layouts}"
    return format_changes(d.histogram, limit), metrics, " ".join(findings)


def variant_change_line(d: VariantDiff) -> str:
    """`vgpr 128 → 136; +AS001; buffer_store_short +64, ...`: one line for annotations."""
    histogram, metrics, findings = variant_change_text(d)
    return "; ".join(part for part in (metrics, findings, histogram) if part)


def diff_errors(report: DiffReport) -> list[tuple[str, VariantError]]:
    """Each side's errors with the ref they came from."""
    return [(report.ref_a, e) for e in report.errors_a] + [(report.ref_b, e) for e in report.errors_b]


# ----------------------------------------------------------------------------------------------
# Table rows shared by the human formats (table, markdown); each format escapes and lays them out
# ----------------------------------------------------------------------------------------------

FINDING_HEADERS = ("rule", "severity", "asm", "source", "message")
RULE_PROBLEM_HEADERS = ("rule file", "key", "message")
RULE_PROBLEM_TITLE = "Rule errors (these rules were not checked as written)"
OUT_OF_SCOPE_TITLE = "Out of scope for this input (these rules did not run on all or some of the variants)"


def out_of_scope_lines(report: CheckReport) -> list[str]:
    """The out-of-scope rules, one line per reason: rules left out for the same reason (a
    vendor's rules on the other vendor's variants) share one line naming them all."""
    by_reason: dict[str, list[OutOfScope]] = {}
    for o in report.out_of_scope:
        by_reason.setdefault(o.reason, []).append(o)
    return [
        str(group[0]) if len(group) == 1 else f"{', '.join(o.rule for o in group)}: {reason}"
        for reason, group in by_reason.items()
    ]


def out_of_scope_dict(o: OutOfScope) -> dict[str, Any]:
    return {"rule": o.rule, "name": o.name, "reason": o.reason}


ERROR_HEADERS = ("variant", "kind", "message")
KERNEL_DIFF_HEADERS = (
    "kernel", "target", "variants changed", "regressed (worst)", "categories", "instructions", "findings"
)  # fmt: skip
VARIANT_DIFF_HEADERS = ("variant", "regressed", "instructions", "metrics", "findings")


def finding_row(f: Finding) -> list[str]:
    asm = f"{asm_text(f)} {f.instruction.split(' ', 1)[0]}".strip()
    return [f"{f.rule} {f.name}", str(f.severity), asm, source_text(f), with_ir(f)]


def with_ir(f: Finding) -> str:
    """The finding's message, and on a second line what TTGIR says of its instruction."""
    return f"{f.message}\n{f.ir.line()}" if f.ir is not None else f.message


def rule_problem_row(p: RuleProblem) -> list[str]:
    path = relative_path(p.path)
    return [f"{path}:{p.line}" if p.line is not None else path, p.key, p.message]


DETAIL_LINES = 12  # of the compiler's output (or the traceback) shown with an error


def detail_tail(e: VariantError, lines: int = DETAIL_LINES) -> str:
    """The last lines of what the compiler printed before it failed: where the reason is."""
    plain = _ANSI.sub("", e.detail)
    kept = [line.rstrip() for line in plain.strip().splitlines() if line.strip()]
    return "\n".join(kept[-lines:])


_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")  # terminal colours LLVM and Triton may print


def error_summary(e: VariantError) -> str:
    """The error's first line and, where the compiler said more, its own last line, which is
    where Triton and LLVM put the cause (`CompilationError: at 3:38: arange's range must be a
    power of 2`)."""
    head = first_line(e.message)
    rest = _ANSI.sub("", e.message).strip().splitlines()[1:]
    said = [line.strip() for line in rest if line.strip()] or detail_tail(e, 1).strip().splitlines()
    cause = said[-1] if said else ""
    return f"{head} {cause}" if cause and cause not in head else head


def error_row(e: VariantError, ref: str = "") -> list[str]:
    where = f" ({ref})" if ref else ""
    return [f"{e.variant}{where}", e.kind, error_summary(e)]


def grouped_details(errors: Sequence[tuple[str, VariantError]]) -> list[tuple[list[str], str]]:
    """Each distinct tail of compiler output (detail_tail) once, with the variants it is the
    output of, in first-seen order: an autotune list's configs usually fail word for word alike."""
    groups: dict[str, list[str]] = {}
    for ref, e in errors:
        tail = detail_tail(e)
        if tail:
            groups.setdefault(tail, []).append(f"{e.variant} ({ref})" if ref else str(e.variant))
    return [(names, tail) for tail, names in groups.items()]


def variants_named(names: Sequence[str]) -> str:
    """`k[s]{...}@gfx942` for one variant; `3 variants: a, b, c` for several."""
    return names[0] if len(names) == 1 else f"{len(names)} variants: {', '.join(names)}"


def kernel_diff_row(k: KernelDiff, limit: int = 6) -> list[str]:
    findings = f"+{k.findings_added} -{k.findings_removed}" if k.findings_added or k.findings_removed else ""
    changed = f"{k.variants_changed}/{k.variants_paired}"
    worst = f" ({format_metric_changes(k.worst)})" if k.worst else ""
    regressed = f"{k.variants_regressed}{worst}" if k.variants_regressed else ""
    categories = ", ".join(f"{c.name} {c.delta:+d}" for c in category_changes(k.histogram)[:4])
    return [k.kernel, k.target, changed, regressed, categories, format_changes(k.histogram, limit), findings]


def variant_diff_row(d: VariantDiff, limit: int = 6) -> list[str]:
    histogram, metrics, findings = variant_change_text(d, limit)
    return [str(d.key), "yes" if d.regressed else "", histogram, metrics, findings]


def identical_line(group: Sequence[VariantKey]) -> str:
    return f"{len(group)} variants compile to byte-identical code: " + ", ".join(str(k) for k in group)


DIFF_FINDING_HEADERS = ("change", "variant", *FINDING_HEADERS)


def diff_finding_rows(report: DiffReport, row: Callable[[Finding], list[str]] = finding_row) -> list[list[str]]:
    """Findings that appeared in ref_b or disappeared from ref_a, one row each."""
    rows = []
    for d in report.variants:
        rows += [["appeared", str(d.key), *row(f)] for f in d.findings_added]
        rows += [["disappeared", str(d.key), *row(f)] for f in d.findings_removed]
    return rows


def repo_path(path: str) -> str:
    """`path` relative to the root of the git checkout that holds it (a reviewer's view of a
    file), else as `relative_path` gives it."""
    p = Path(path)
    if path and p.is_absolute():
        for parent in p.parents:
            if (parent / ".git").exists():
                return p.relative_to(parent).as_posix()
    return relative_path(path)


def artifact_text(f: Finding) -> str:
    """The asm as a reviewer can find it: its name in the cache's `asm/` directory (the job's
    artifact when a workflow uploads it) and line, never a path on the machine that ran."""
    if f.asm_line is None:
        return ""
    name = Path(f.asm_path).name if f.asm_path else ""
    return f"{name}:{f.asm_line}" if name else f"line {f.asm_line}"
