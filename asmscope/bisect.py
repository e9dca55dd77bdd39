"""Bisect Triton releases: the first release where a variant's metric changed.

Pure search, no compiling: `bisect(releases, metrics, measure)` calls `measure(release, keys)`
for the releases it needs, each once, and `measure` (asmscope.commands.bisect) compiles those
variants with that release and returns each one's VariantSummary, or the VariantError of a
variant that could not be built. The two ends are measured first, over every variant; then,
per group of variants whose value differs between the two ends of an interval, the release in
the middle (only those variants), until every change lies between two adjacent releases.
A variant's "value" at a release is the metric (compare.metric_value, as `diff --metric` reads
it), or the kind of its failure ("compile-error", "timeout", ...), or "absent" where the
release's plan has no such variant: a variant that starts or stops failing is a change too.

A change and its revert between two compiled releases are not seen (the values at the two
ends of an interval are equal, so it is not searched), as with `git bisect`.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from asmscope.compare import metric_value
from asmscope.findings import VariantError, VariantKey, VariantSummary, format_config
from asmscope.report._common import plural, variant_dict

Value = int | str | None  # the metric (None: not reported), or why there is none ("compile-error", "absent")
ABSENT = "absent"
Reading = VariantSummary | VariantError  # what compiling one variant with one release gave
Measure = Callable[[str, Collection[VariantKey] | None], Mapping[VariantKey, Reading]]


@dataclass(frozen=True, slots=True)
class Step:
    """A change pinned to two adjacent releases: `after` is the first with the new value."""

    before: str
    after: str
    old: Value
    new: Value


@dataclass(frozen=True, slots=True)
class MetricHistory:
    """One variant's metric over the releases compiled for it (oldest first), and its changes."""

    variant: VariantKey
    metric: str
    values: tuple[tuple[str, Value], ...]
    changes: tuple[Step, ...]
    errors: tuple[tuple[str, str], ...] = ()  # (release, the compiler's message) where it failed

    @property
    def first(self) -> Step | None:
        return self.changes[0] if self.changes else None

    @property
    def measured(self) -> bool:
        """Whether any compiled release gave it a value (else it could not be checked at all)."""
        return any(not isinstance(v, str) for _, v in self.values)


@dataclass(frozen=True, slots=True)
class BisectReport:
    releases: tuple[str, ...]  # the range, oldest first
    compiled: tuple[str, ...]  # those the search compiled (for some variants), oldest first
    metrics: tuple[str, ...]
    histories: tuple[MetricHistory, ...]  # changed first, then by variant
    asmscope_version: str = ""

    @property
    def skipped(self) -> tuple[str, ...]:
        return tuple(r for r in self.releases if r not in self.compiled)

    @property
    def changed(self) -> tuple[MetricHistory, ...]:
        return tuple(h for h in self.histories if h.changes)

    @property
    def unmeasured(self) -> tuple[MetricHistory, ...]:
        return tuple(h for h in self.histories if not h.measured)


def bisect(
    releases: Sequence[str],
    metrics: Sequence[str],
    measure: Measure,
    on_round: Callable[[str], None] = lambda _: None,
) -> BisectReport:
    """Search `releases` (oldest first, at least two) for where each variant's metrics changed."""
    last = len(releases) - 1
    values: dict[int, dict[tuple[VariantKey, str], Value]] = {}
    errors: dict[tuple[VariantKey, int], str] = {}

    def run(i: int, keys: Collection[VariantKey] | None) -> None:
        got = measure(releases[i], keys)
        row = values.setdefault(i, {})
        for key in got if keys is None else keys:
            reading = got.get(key)
            if isinstance(reading, VariantError):
                errors[(key, i)] = reading.message
            for metric in metrics:
                row[(key, metric)] = _value(reading, metric)

    run(0, None)
    run(last, None)
    items = sorted(set(values[0]) | set(values[last]), key=lambda item: (str(item[0]), item[1]))
    for i in (0, last):
        for item in items:
            values[i].setdefault(item, ABSENT)  # planned by the other end only
    pending = {(0, last): [item for item in items if values[0][item] != values[last][item]]}
    pending = {span: group for span, group in pending.items() if group}
    pinned: dict[tuple[VariantKey, str], list[Step]] = {}
    while pending:
        middles = {span: (span[0] + span[1]) // 2 for span in pending if span[1] - span[0] > 1}
        for (i, j), group in pending.items():
            if (i, j) not in middles:
                for item in group:
                    pinned.setdefault(item, []).append(Step(releases[i], releases[j], values[i][item], values[j][item]))
        need: dict[int, set[VariantKey]] = {}
        for span, mid in middles.items():
            need.setdefault(mid, set()).update(key for key, _ in pending[span])
        if need:
            on_round(", ".join(f"{releases[m]} ({plural(len(keys), 'variant')})" for m, keys in sorted(need.items())))
        for mid, keys in sorted(need.items()):
            run(mid, sorted(keys, key=str))
        after: dict[tuple[int, int], list[tuple[VariantKey, str]]] = {}
        for (i, j), mid in middles.items():
            for item in pending[(i, j)]:
                if values[i][item] != values[mid][item]:
                    after.setdefault((i, mid), []).append(item)
                if values[mid][item] != values[j][item]:
                    after.setdefault((mid, j), []).append(item)
        pending = after
    histories = []
    for item in items:
        key, metric = item
        steps = sorted(pinned.get(item, []), key=lambda s: releases.index(s.before))
        seen = tuple((releases[i], values[i][item]) for i in sorted(values) if item in values[i])
        failed = tuple((releases[i], errors[(key, i)]) for i in sorted(values) if (key, i) in errors)
        histories.append(MetricHistory(key, metric, seen, tuple(steps), failed))
    histories.sort(key=lambda h: (not h.changes, str(h.variant), h.metric))
    compiled = tuple(releases[i] for i in sorted(values))
    return BisectReport(tuple(releases), compiled, tuple(metrics), tuple(histories))


def _value(reading: Reading | None, metric: str) -> Value:
    if reading is None:
        return ABSENT
    if isinstance(reading, VariantError):
        return reading.kind
    return metric_value(reading, metric)


# ----------------------------------------------------------------------------------------------
# Rendering (table, json)
# ----------------------------------------------------------------------------------------------


def show(value: Value) -> str:
    if value is None:
        return "-"
    return f"{value:,}" if isinstance(value, int) else value


def summary_line(report: BisectReport) -> str:
    first, last = report.releases[0], report.releases[-1]
    head = f"{len(report.changed)} of {len(report.histories)} variant metrics changed between {first} and {last}"
    firsts: dict[str, int] = {}
    for h in report.changed:
        firsts[h.changes[0].after] = firsts.get(h.changes[0].after, 0) + 1
    order = sorted(firsts, key=report.releases.index)
    where = ", ".join(f"{firsts[release]} in {release}" for release in order)
    steps = sum(len(h.changes) for h in report.changed)
    compiled = f"compiled {len(report.compiled)} of {len(report.releases)} releases"
    if not report.changed:
        return (
            f"{head}: no variant's value differs between the two ends ({compiled}: the releases in between "
            "were not compiled, so a change and its revert between them is not seen)"
        )
    return f"{head} (first change {where}; {steps} changes pinned in all); {compiled}"


def render_table(report: BisectReport) -> str:
    from tabulate import tabulate

    rows = []
    for h in report.histories:
        values = " ".join(f"{r}={show(v)}" for r, v in h.values)
        changes = "; ".join(f"{s.before} → {s.after}: {show(s.old)} → {show(s.new)}" for s in h.changes)
        config = format_config(h.variant.config) + (f" [{h.variant.shape}]" if h.variant.shape else "")
        rows.append([h.variant.kernel, h.variant.target, config, h.metric, values, changes or "unchanged"])
    headers = ["kernel", "target", "config", "metric", "value per compiled release", "changed (first with new value)"]
    lines = [tabulate(rows, headers=headers, tablefmt="simple"), ""]
    failures = {(h.variant, release): message for h in report.histories for release, message in h.errors}
    for (key, release), message in failures.items():  # once per variant, whatever the metrics
        lines.append(f"failed: {key} on triton {release}: {message.splitlines()[0] if message else ''}")
    lines.append(summary_line(report))
    lines.append(f"releases compiled: {', '.join(report.compiled)}")
    lines.append(f"releases skipped by the search: {', '.join(report.skipped) or 'none'}")
    for h in report.unmeasured:
        lines.append(f"not checked: {h.variant} ({h.metric}): no compiled release built it")
    return "\n".join(lines) + "\n"


def render_json(report: BisectReport) -> str:
    data = {
        "asmscope_version": report.asmscope_version,
        "releases": list(report.releases),
        "compiled": list(report.compiled),
        "skipped": list(report.skipped),
        "metrics": list(report.metrics),
        "summary": summary_line(report),
        "variants": [
            {
                **variant_dict(h.variant),
                "metric": h.metric,
                "values": dict(h.values),
                "changes": [{"before": s.before, "after": s.after, "old": s.old, "new": s.new} for s in h.changes],
                "first_changed_in": h.first.after if h.first else None,
                "errors": dict(h.errors),
                "checked": h.measured,
            }
            for h in report.histories
        ],
    }
    return json.dumps(data, indent=2) + "\n"
