"""Rule documentation for `asmscope rule AS001` and the table of `asmscope rules`, and the key
tables of the rule schema in rules/README.md.

The text comes from the rule file itself (one place for the id, name, summary and docs, as in
ruff and sqlfluff), with a generated section that states what is checked. The schema's tables
come from the declared schema (`RULE_SCHEMA`), as semgrep's rule docs come from its schema.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

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
from asmscope.rules.vocabulary import RULE_SCHEMA
from asmscope.targets import TARGETS


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
        "## Applies to",
        "",
        applies_to(rule),
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


_VENDOR_NAMES = {"amd": "AMD", "nvidia": "NVIDIA"}
# The same concept's rule on the other vendor, where the two cannot be one rule (different
# resources or instructions behind the same question): said on both pages.
_COUNTERPARTS: dict[str, tuple[str, ...]] = {
    "AS005": ("AS060", "AS066"),  # register spills
    "AS006": ("AS060",),  # scratch / local memory
    "AS007": ("AS062",),  # occupancy floor
    "AS008": ("AS063",),  # LDS / shared memory over the limit
    "AS009": ("AS064",),  # tensor cores not used the best way
    "AS010": ("AS064",),
    "AS021": ("AS061",),  # the hot loop's register traffic
}
_COUNTERPARTS.update(
    {
        other: tuple(sorted({k for k, v in _COUNTERPARTS.items() if other in v}))
        for v in list(_COUNTERPARTS.values())
        for other in v
    }
)
_WHY_ONE_VENDOR = {
    "hazard": "a hazard rule counts the wait states AMD hardware needs between two instructions, as LLVM's "
    "GCNHazardRecognizer does; on NVIDIA ptxas sets the scoreboards in control bits the SASS text does not "
    "show, so there is nothing of this kind to check",
    "resource": "its resource, `{resource}`, is a figure of {vendors} code only",
    "waitcnt": "it follows AMD's `s_waitcnt` counters (vmcnt, lgkmcnt, expcnt), which NVIDIA code does not have: "
    "SASS waits on scoreboards the assembler sets",
    "matchers": "its matchers ({match}) name {vendors} instructions that the other ISA has no counterpart of",
    "select.vendors": "declared (`select.vendors`): the figures, limits or instructions it judges are "
    "{vendors} code's own",
    "select.targets": "declared (`select.targets`: {targets})",
}


def applies_to(rule: Rule) -> str:
    """Which vendors and targets the rule is for, how that is decided, why one vendor's only, and
    the other vendor's rule for the same concept."""
    targets = [t.name for t in TARGETS.values() if t.vendor in rule.vendors]
    if rule.select.targets:
        targets = [t for t in targets if t in rule.select.targets]
    names = " and ".join(_VENDOR_NAMES[v] for v in rule.vendors)
    text = f"{names} ({', '.join(targets)})."
    if set(rule.vendors) == set(_VENDOR_NAMES):
        how = {"resource": f"its resource, `{getattr(rule.check, 'resource', '')}`, exists for both"}.get(
            rule.vendors_from, "its match is written in vendor-neutral words that each ISA's facts resolve"
        )
        return f"{text} One rule for both ISAs: {how}."
    match = getattr(rule.check, "match", None) or getattr(rule.check, "numerator", None)
    why = _WHY_ONE_VENDOR[rule.vendors_from].format(
        resource=getattr(rule.check, "resource", ""),
        vendors=names,
        match=match.describe() if match is not None else "",
        targets=", ".join(rule.select.targets),
    )
    text += f" One vendor's rule: {why}. On other targets it is out of scope (reported so), never run."
    others = _COUNTERPARTS.get(rule.id)
    if others:
        text += f" The same question on the other vendor: {', '.join(others)}."
    return text


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
        touches = f"{check.access}s them" if check.access else "whatever registers it touches"
        lines.append(f"then, within `{check.window}` wait states, {touches}: {_side(check.then)}")
        if check.overlap == "partial":
            lines.append("only a partial overlap counts (identical register ranges do not)")
        if check.unless is not None:
            lines.append(f"unless in between: {check.unless.describe()}")
    sel = rule.select
    lines.append(f"vendors: {', '.join(rule.vendors)} (from {rule.vendors_from})")
    for label, values in (("kernel tags", sel.tags), ("kernel names", sel.kernels), ("targets", sel.targets)):
        if values:
            lines.append(f"{label}: {', '.join(values)}")
    if sel.when is not None:
        lines.append(f"when: `{sel.when}`")
    for name, default in rule.settings.items():
        lines.append(f"setting `{name}` (default {default!r})")
    if rule.subsumes:
        lines.append(f"subsumes {', '.join(rule.subsumes)}: not reported where this rule fires on the same variant")
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


# ----------------------------------------------------------------------------------------------
# The schema's key tables (rules/README.md, "Schema"), generated from RULE_SCHEMA
# ----------------------------------------------------------------------------------------------

_FORMATS = {"asmscope-expression": "expression", "re2": "RE2 regex", "asmscope-message": "template"}
_TYPES = {"string": "string", "boolean": "boolean", "integer": "integer", "number": "number", "object": "mapping"}
_HEADER = ["| key | type | required | allowed values | description |", "|---|---|---|---|---|"]


def schema_tables(schema: Mapping[str, Any] = RULE_SCHEMA) -> str:
    """Markdown: one table of the rule file's keys, one per check kind, one for a matcher and
    one for a hazard side, each key with its type, whether it is required (and its default),
    its allowed values and its description, all read from `schema`."""
    defs = schema["$defs"]
    check = schema["properties"]["check"]
    kinds = check["properties"]["kind"]["enum"]
    parts = ["#### Rule file", "", *_table(schema), ""]
    for kind in kinds:
        node = defs[kind]
        needs = [" or ".join(f"`{b['required'][0]}`" for b in rule["anyOf"]) for rule in node.get("allOf", ())]
        parts += [
            f"#### `check` of kind `{kind}`",
            "",
            " ".join([_sentence(node["description"]), *(f"It needs {n} or both." for n in needs)]),
            "",
            *_table(node, skip=("kind",)),
            "",
        ]
    users = ", ".join(f"`{k}`" for k in _keys_using(schema, "#/$defs/matchers"))
    parts += [
        "#### Matchers",
        "",
        f"{users} take a matcher or a non-empty list of matchers (an instruction matches if any does). "
        + _sentence(defs["matcher"]["description"]),
        "",
        *_table(defs["matcher"]),
        "",
    ]
    sides = ", ".join(f"`{k}`" for k in _keys_using(schema, "#/$defs/hazard_side"))
    parts += ["#### Hazard sides", "", f"A hazard check's {sides}:", "", *_table(defs["hazard_side"])]
    return "\n".join(parts) + "\n"


def _table(node: Mapping[str, Any], prefix: str = "", skip: tuple[str, ...] = ()) -> list[str]:
    return _HEADER + list(_rows(node, prefix, skip))


def _rows(node: Mapping[str, Any], prefix: str, skip: tuple[str, ...] = ()) -> Iterable[str]:
    required = node.get("required", ())
    for key, child in node["properties"].items():
        if key in skip:
            continue
        need = (
            "yes"
            if key in required
            else "no" + (f" (default `{_json(child['default'])}`)" if "default" in child else "")
        )
        description = child.get("description", "")
        cells = [f"`{prefix}{key}`", _type(child), need, _allowed(child), _sentence(description) if description else ""]
        yield "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"
        if child.get("type") == "object" and "properties" in child and key != "check":
            yield from _rows(child, f"{prefix}{key}.")


def _type(node: Mapping[str, Any]) -> str:
    if node.get("$ref") == "#/$defs/matchers":
        return "matcher or list of matchers"
    if node.get("$ref") == "#/$defs/hazard_side":
        return "mapping (hazard side)"
    if "anyOf" in node:
        return f"{_type(node['anyOf'][0])} or list"
    if "format" in node:
        return _FORMATS[node["format"]]
    if "propertyNames" in node:
        return "mapping of names to values"
    types = node.get("type", "string")
    return " or ".join(_TYPES[t] for t in ([types] if isinstance(types, str) else types))


def _allowed(node: Mapping[str, Any]) -> str:
    if "anyOf" in node:
        return _allowed(node["anyOf"][0])
    if "enum" in node:
        return " ".join(f"`{v}`" for v in node["enum"])
    if "propertyNames" in node:
        return f"names: {_expectation(node['propertyNames'])}; values: {_expectation(node['additionalProperties'])}"
    if "minimum" in node:
        return f">= {node['minimum']}"
    if node.get("format") == "asmscope-expression":
        return "see Expressions"
    if "pattern" in node and node["pattern"] != r"\S":
        return _expectation(node)
    return ""


def _expectation(node: Mapping[str, Any]) -> str:
    return str(node["errorMessage"]).removeprefix("expected ")


def _keys_using(schema: Mapping[str, Any], ref: str) -> list[str]:
    """The keys, anywhere in `schema`, whose value is `{"$ref": ref}`, in order of first appearance."""
    found: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            for key, child in value.get("properties", {}).items():
                if isinstance(child, dict) and child.get("$ref") == ref and key not in found:
                    found.append(key)
            for child in value.values():
                walk(child)
        elif isinstance(value, list):
            for child in value:
                walk(child)

    walk(schema)
    return found


def _json(value: object) -> str:
    return json.dumps(value).strip('"')


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
