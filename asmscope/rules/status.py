"""Which rules ran on one variant, and why each other rule did not: what the Python API's
results say (`Codegen.rules_run`, `Codegen.rules_not_run`), so that an assertion about a rule
that never looked at the code fails with the reason instead of passing.

    ran, not_run = rule_status(catalog, selected, trace, kernel="k", tags=("wgrad",), target="gfx950", config={})
"""

from __future__ import annotations

import fnmatch
from collections.abc import Collection, Mapping, Sequence

from asmscope.rules.engine import RuleTrace
from asmscope.rules.schema import Rule, RuleSet, Selector
from asmscope.targets import TARGETS, lookup


def rule_status(
    catalog: Sequence[Rule],
    selected: RuleSet,
    trace: RuleTrace,
    *,
    kernel: str,
    tags: Collection[str],
    target: str,
    config: Mapping[str, object],
) -> tuple[tuple[str, ...], dict[str, str]]:
    """(ids of the rules that ran on the variant, in catalog order; {id: why it did not} for every
    other rule of `catalog`, the rules loaded before any select/ignore). A rule ran when the
    variant matched its select, its select.when held, and its check named nothing the variant
    lacks and raised no error."""
    chosen = {r.id for r in selected.rules}
    on_variant = set(trace.selected)
    held = set(trace.held)
    unresolved = dict(trace.unresolved)
    errors = {rule_id: message for rule_id, _, message in trace.errors}
    ran: list[str] = []
    not_run: dict[str, str] = {}
    for rule in catalog:
        if rule.id not in chosen:
            not_run[rule.id] = (
                "disabled by default: select it by id or name" if not rule.enabled else "left out by select/ignore"
            )
        elif rule.id not in on_variant:
            not_run[rule.id] = _not_selected(rule.select, kernel, tags, target, config)
        elif rule.id not in held:
            when = rule.select.when.text if rule.select.when is not None else ""
            not_run[rule.id] = f"its select.when ({when}) is false on this variant"
        elif rule.id in unresolved:
            not_run[rule.id] = f"it reads {unresolved[rule.id]!r}, which this variant has no value for"
        elif rule.id in errors:
            not_run[rule.id] = f"it failed: {errors[rule.id]}"
        else:
            ran.append(rule.id)
    return tuple(ran), not_run


def _not_selected(
    select: Selector, kernel: str, tags: Collection[str], target: str, config: Mapping[str, object]
) -> str:
    """Why a rule's select leaves the variant out, the first reason in the selector's order."""
    vendor = lookup(target).vendor if target in TARGETS else ""
    if select.vendors and vendor and vendor not in select.vendors:
        return f"out of scope: it applies to {'/'.join(select.vendors)} targets, and {target} is {vendor}"
    if select.targets and target not in select.targets:
        return f"out of scope: it applies to {', '.join(select.targets)} only, not {target}"
    if select.tags and not any(t in tags for t in select.tags):
        return f"it needs the tag {' or '.join(select.tags)} (tags=[...]), and the variant has {list(tags)}"
    if select.not_tags and any(t in tags for t in select.not_tags):
        return f"the variant's tag {next(t for t in select.not_tags if t in tags)} selects a more specific rule"
    if select.kernels and not any(fnmatch.fnmatchcase(kernel, g) for g in select.kernels):
        return f"it applies to kernels {', '.join(select.kernels)} only"
    missing = [k for k in select.requires if k not in config]
    if missing:
        return f"the variant's config has no {', '.join(missing)}"
    return "its select does not match this variant"
