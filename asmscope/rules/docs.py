"""Rule documentation for `asmscope rule AS001` and the table of `asmscope rules`.

The text comes from the rule file itself (one place for the id, name, summary and docs, as in
ruff and sqlfluff), with a generated section that states what is checked.
"""

from __future__ import annotations

from collections.abc import Iterable

from asmscope.rules.schema import (
    Bounds,
    ForbidCheck,
    HazardCheck,
    HazardSide,
    RatioCheck,
    RequireCheck,
    ResourceCheck,
    Rule,
)


def rule_table(rules: Iterable[Rule]) -> list[tuple[str, str, str, str]]:
    """(id, name, severity, summary) per rule, in id order."""
    return [(r.id, r.name, str(r.severity), r.summary) for r in rules]


def rule_docs(rule: Rule) -> str:
    """Markdown: title, the four doc sections, then what exactly is checked and where."""
    example = rule.docs.example.rstrip("\n")
    parts = [
        f"# {rule.id} {rule.name} ({rule.severity})",
        "",
        rule.summary,
        "",
        "## What it does",
        "",
        rule.docs.what.strip(),
        "",
        "## Why it matters",
        "",
        rule.docs.why.strip(),
        "",
        "## Example",
        "",
        "```asm",
        example,
        "```",
        "",
        "## Fix",
        "",
        rule.docs.fix.strip(),
        "",
        "## Check",
        "",
        *(f"- {line}" for line in describe(rule)),
    ]
    return "\n".join(parts) + "\n"


def describe(rule: Rule) -> list[str]:
    lines = [f"kind: {rule.check.kind}, scope: {rule.scope}" + ("" if rule.enabled else " (disabled unless selected)")]
    check = rule.check
    if isinstance(check, ForbidCheck):
        lines.append(f"forbids {check.match.describe()} (at most {check.max})")
    elif isinstance(check, RequireCheck):
        lines.append(f"requires {check.match.describe()} ({_bounds(check.bounds)})")
    elif isinstance(check, ResourceCheck):
        lines.append(f"resource {check.resource}: {_bounds(check.bounds)}")
    elif isinstance(check, RatioCheck):
        lines.append(
            f"ratio of {check.numerator.describe()} over {check.denominator.describe()}: {_bounds(check.bounds)}"
        )
    elif isinstance(check, HazardCheck):
        lines.append(f"first: {_side(check.first)}")
        lines.append(f"then, within `{check.window}` wait states, {check.access}s them: {_side(check.then)}")
        if check.overlap == "partial":
            lines.append("only a partial overlap counts (identical register ranges do not)")
        if check.unless is not None:
            lines.append(f"unless in between: {check.unless.describe()}")
    sel = rule.select
    for label, values in (("kernel tags", sel.tags), ("kernel names", sel.kernels), ("targets", sel.targets)):
        if values:
            lines.append(f"{label}: {', '.join(values)}")
    if sel.when is not None:
        lines.append(f"when: `{sel.when}`")
    for name, default in rule.settings.items():
        lines.append(f"setting `{name}` (default {default!r})")
    if rule.path:
        lines.append(f"defined in {rule.path}")
    return lines


def _bounds(bounds: Bounds) -> str:
    parts = []
    if bounds.min is not None:
        parts.append(f"at least `{bounds.min}`")
    if bounds.max is not None:
        parts.append(f"at most `{bounds.max}`")
    return " and ".join(parts)


def _side(side: HazardSide) -> str:
    text = f"{side.match.describe()} [{side.role}]"
    if side.classes:
        text += f" ({', '.join(side.classes)} only)"
    if side.implicit:
        text += f" (+ implicit {', '.join(side.implicit)})"
    return text
