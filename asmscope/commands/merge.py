"""`asmscope merge`: the JSON reports of `check --shard I/N` (all N of them) as one report, the
one an unsharded run gives, in any output format but html (MERGED_FORMATS).

Refused (exit 2, one line): a file that is not a JSON check report of a spec, a missing shard,
a shard given twice or with another N, shards whose variants overlap or leave some out, and
reports of different specs, plans (sources, triton, asmscope), rule sets or partitions; and a
finding its shard could not have made: on another shard's variant, of a rule the shard's
`run.rules_run` does not list, or with another name or severity than that rule's there.
A finding a shard lists once for byte-identical variants (its `variants`) is read back as each
of theirs, and the merged report groups them again, across shards, as one run does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from asmscope.commands.common import Failure
from asmscope.compile.shard import MAX_SHARDS
from asmscope.findings import (
    CheckReport,
    Finding,
    IRNote,
    OutOfScope,
    RuleInfo,
    RuleProblem,
    RunIdentity,
    Severity,
    VariantError,
    VariantKey,
)
from asmscope.fsutil import load_json, read_regular
from asmscope.model import SourceLoc
from asmscope.pipeline import VENDOR_SCOPE
from asmscope.report import FORMATS

# What a merged report can be written as: every format but those drawing the per-kernel
# summaries (histograms, metrics) that a JSON report does not carry (html).
MERGED_FORMATS = tuple(name for name in FORMATS if name != "html")


@dataclass(frozen=True, slots=True)
class _Shard:
    path: Path
    report: CheckReport
    run: RunIdentity

    @property
    def index(self) -> int:
        return self.run.shard[0] if self.run.shard else 1

    @property
    def count(self) -> int:
        return self.run.shard[1] if self.run.shard else 1


def merge_reports(paths: Sequence[Path]) -> CheckReport:
    shards = [_read(path) for path in paths]
    _check_same_run(shards)
    _check_complete(shards)
    first = shards[0]
    where = {key: i for s in shards for i, key, _ in s.run.variants}
    variants = sorted((v for s in shards for v in s.run.variants), key=lambda v: v[0])
    for s in shards:
        if s.report.rules != first.report.rules:
            raise Failure(f"{first.path} and {s.path} list different rules in run.rules_run (a report was edited)")
    for s in shards:
        _check_findings(s)
    findings = sorted((f for s in shards for f in s.report.findings), key=lambda f: where[f.variant])
    compile_errors = [e for s in shards for e in s.report.errors[: s.run.compile_errors]]
    check_errors = [e for s in shards for e in s.report.errors[s.run.compile_errors :]]
    errors = [*sorted(compile_errors, key=_place(where)), *sorted(check_errors, key=_place(where))]
    problems = list(dict.fromkeys(p for s in shards for p in s.report.rule_problems))
    # rules out of vendor scope: said alike by every shard that had the other vendor's variants
    # (a shard's own notes, such as the autotune-list rules it cannot judge, are not the whole's)
    left_out = {
        (o.rule, o.reason): o for s in shards for o in s.report.out_of_scope if o.reason.startswith(VENDOR_SCOPE)
    }
    known = [s.report.known for s in shards if s.report.known is not None]
    return CheckReport(
        findings=tuple(findings),
        errors=tuple(errors),
        variants_checked=sum(s.report.variants_checked for s in shards),
        triton_version=first.report.triton_version,
        asmscope_version=first.report.asmscope_version,
        targets=first.report.targets,
        suppressed=sum(s.report.suppressed for s in shards),
        suppressed_bare=sum(s.report.suppressed_bare for s in shards),
        identical=_identical(variants),
        rules=first.report.rules,
        known=sum(known) if known else None,
        rule_problems=tuple(problems),
        out_of_scope=tuple(left_out[k] for k in sorted(left_out)),
        run=RunIdentity(
            spec=first.run.spec,
            plan=first.run.plan,
            rules=first.run.rules,
            planned=first.run.planned,
            variants=tuple(variants),
            compile_errors=len(compile_errors),
        ),
    )


def _check_findings(shard: _Shard) -> None:
    """Each finding of a shard is one its own run could have made: on one of its own variants
    (not another shard's), by a rule its run.rules_run lists, with that rule's name and
    severity (a finding downgraded from error to warning would turn exit 1 into exit 0)."""
    own = {key for _, key, _ in shard.run.variants}
    rules = {r.id: r for r in shard.report.rules}
    for n, f in enumerate(shard.report.findings):
        where = f"{shard.path}: findings[{n}]"
        if f.variant not in own:
            raise Failure(f"{where}: a finding for {f.variant}, which is not one of this shard's run.variants")
        rule = rules.get(f.rule)
        if rule is None:
            raise Failure(f"{where}: a finding of {f.rule}, which this shard's run.rules_run does not list")
        if f.name != rule.name:
            raise Failure(f"{where}: {f.rule} is named {f.name!r}, but run.rules_run names it {rule.name!r}")
        # an LLVM miss has the setting llvm_miss_severity's level, which the report does not carry
        if f.severity != rule.severity and not f.llvm_miss:
            raise Failure(
                f"{where}: {f.rule} has severity {f.severity}, but run.rules_run gives it {rule.severity} "
                "(a report was edited)"
            )


def _place(where: dict[VariantKey, int]):  # type: ignore[no-untyped-def]
    return lambda e: where.get(e.variant, -1)


def _identical(variants: Sequence[tuple[int, VariantKey, str]]) -> tuple[tuple[VariantKey, ...], ...]:
    """Byte-identical variants of one kernel and target, across shards (as compile_variants
    groups them in one run: in plan order)."""
    groups: dict[tuple[str, str, str], list[VariantKey]] = {}
    for _, key, sha in variants:
        if sha:
            groups.setdefault((key.kernel, key.target, sha), []).append(key)
    return tuple(tuple(g) for g in groups.values() if len(g) > 1)


def _check_same_run(shards: Sequence[_Shard]) -> None:
    first = shards[0]
    checks = (
        ("planned", "planned different numbers of variants (a report was edited, or the plans differ)"),
        ("spec", "are reports of different specs or kernel/target selections"),
        ("plan", "planned different variants (the kernels' sources, triton or asmscope differ)"),
        ("rules", "were checked with different rule sets, settings or asmscope versions"),
        ("partition", "partitioned the variants differently (their compile caches differed: give all shards one)"),
    )
    for s in shards[1:]:
        if s.count != first.count:
            raise Failure(f"{first.path} is shard {first.index}/{first.count} but {s.path} is {s.index}/{s.count}")
        for name, problem in checks:
            if getattr(s.run, name) != getattr(first.run, name):
                raise Failure(f"{first.path} and {s.path} {problem}")


def _check_complete(shards: Sequence[_Shard]) -> None:
    count = shards[0].count
    seen: dict[int, Path] = {}
    for s in shards:
        if s.index in seen:
            raise Failure(f"{seen[s.index]} and {s.path} are both shard {s.index}/{count}")
        seen[s.index] = s.path
    missing = [i for i in range(1, count + 1) if i not in seen]
    if missing:
        names = ", ".join(f"{i}/{count}" for i in missing)
        raise Failure(f"shard {names} missing: merge needs the reports of all {count} shards")
    # A variant is its key: a shard that lists another's variant under another position (or
    # two variants under one) overlaps it as surely as one that repeats a position.
    by_position: dict[int, tuple[VariantKey, Path]] = {}
    by_key: dict[VariantKey, Path] = {}
    planned = shards[0].run.planned
    for s in shards:
        for i, key, _ in s.run.variants:
            if key in by_key:
                raise Failure(f"{by_key[key]} and {s.path} both checked {key}: the shards overlap")
            if i in by_position:
                other, where = by_position[i]
                raise Failure(f"{where} and {s.path} both list plan position {i} ({other}, {key}): the shards overlap")
            if not 0 <= i < planned:
                raise Failure(f"{s.path}: {key} is at position {i}, outside the plan's {planned} variants")
            by_key[key] = s.path
            by_position[i] = (key, s.path)
    if len(by_key) != planned:
        raise Failure(f"the shards checked {len(by_key)} of the plan's {planned} variants: they do not cover it")


# ----------------------------------------------------------------------------------------------
# Reading a JSON check report back
# ----------------------------------------------------------------------------------------------


def _read(path: Path) -> _Shard:
    try:
        doc = load_json(read_regular(path))
    except OSError as exc:
        raise Failure(f"{path}: cannot read report ({exc.strerror or exc})") from None
    except ValueError as exc:
        raise Failure(f"{path}: not JSON ({exc}); expected `asmscope check --format json` output") from None
    if not isinstance(doc, dict) or "findings" not in doc or "run" not in doc:
        raise Failure(f"{path}: not a JSON check report (expected `asmscope check --format json --shard I/N` output)")
    if doc["run"] is None:
        raise Failure(f"{path}: a report of `check --asm`, which has no spec to shard")
    try:
        report = _report(doc)
    except _BadValue as exc:
        raise Failure(f"{path}: {exc.key}: expected {exc.expected}, got {exc.value!r:.60}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        version = doc.get("asmscope_version", "?")
        raise Failure(f"{path}: not a check report in asmscope {version}'s layout ({exc!r})") from None
    assert report.run is not None
    shard = _Shard(path, report, report.run)
    listed = len(shard.run.variants)
    if report.variants_checked > listed:
        checked = report.variants_checked
        raise Failure(f"{path}: summary.variants_checked: {checked}, but its run lists {listed} variants")
    if shard.run.compile_errors > len(report.errors):
        failed = shard.run.compile_errors
        raise Failure(f"{path}: run.compile_errors: {failed}, but it lists {len(report.errors)} errors")
    if shard.run.planned == 0:
        raise Failure(
            f"{path}: its run planned no variant (the kernel/tag/target selection matched nothing): nothing to merge"
        )
    return shard


class _BadValue(ValueError):
    """A key of a report whose value has the wrong type or range (a hand-edited or forged report)."""

    def __init__(self, key: str, expected: str, value: object) -> None:
        super().__init__(key)
        self.key, self.expected, self.value = key, expected, value


def _int(d: dict[str, Any], key: str, where: str, least: int = 0) -> int:
    """d[key], which must be an integer >= least (JSON's true/false and "12" are not)."""
    value = d[key]
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise _BadValue(f"{where}.{key}" if where else key, f"an integer >= {least}", value)
    return value


def _key(d: dict[str, Any]) -> VariantKey:
    return VariantKey(d["kernel"], d["target"], tuple(d["config"].items()), d["shape"])


def _finding(d: dict[str, Any], where: str) -> Finding:
    src = d["source"]
    return Finding(
        rule=d["rule"],
        name=d["name"],
        severity=Severity.parse(d["severity"]),
        variant=_key(d),
        message=d["message"],
        asm_path=d["asm_path"],
        asm_line=None if d["asm_line"] is None else _int(d, "asm_line", where),  # None: a kernel-wide finding
        instruction=d["instruction"],
        source=None
        if src is None
        else SourceLoc(src["file"], _int(src, "line", f"{where}.source"), _int(src, "column", f"{where}.source")),
        detail=d["detail"],
        llvm_miss=_bool(d, "llvm_miss", where),
        anchor=_str(d, "anchor", where),
        ir=_ir_note(d.get("ir"), f"{where}.ir"),
    )


def _findings(listed: list[Any]) -> list[Finding]:
    """The report's findings, one per variant: a finding listed once for byte-identical
    variants (json_format: its `variants`) is each of theirs again, as the check had them."""
    out = []
    for n, d in enumerate(listed):
        finding = _finding(d, f"findings[{n}]")
        out += [replace(finding, variant=key) for key in _stands_for(d, finding.variant, f"findings[{n}]")]
    return out


def _stands_for(d: dict[str, Any], own: VariantKey, where: str) -> list[VariantKey]:
    """The variants a finding of the report stands for (its `variants`: itself first, then the
    byte-identical variants that share it); a report without the key, its own alone."""
    listed = d.get("variants")
    if listed is None:
        return [own]
    if not isinstance(listed, list) or not listed or not all(isinstance(v, dict) for v in listed):
        raise _BadValue(f"{where}.variants", "a list of variants", listed)
    keys = [_key(v) for v in listed]
    if keys[0] != own or len(set(keys)) != len(keys):
        raise _BadValue(f"{where}.variants", "the finding's own variant first, each variant once", listed)
    return keys


def _ir_note(d: Any, where: str) -> IRNote | None:
    """A finding's TTGIR explanation (absent in a report without IR: None)."""
    if d is None:
        return None
    if not isinstance(d, dict) or not isinstance(d.get("op"), str):
        raise _BadValue(where, "an object with a string op", d)
    width = d.get("vector_bits")
    line = d.get("ttgir_line")
    return IRNote(
        op=d["op"],
        layout=d.get("layout") if isinstance(d.get("layout"), str) else None,
        layout_text=d.get("layout_text") if isinstance(d.get("layout_text"), str) else None,
        vector_bits=None if width is None else _int(d, "vector_bits", where),
        why=_str(d, "why", where),
        ttgir_line=None if line is None else _int(d, "ttgir_line", where, least=1),
    )


def _line(d: dict[str, Any], where: str) -> int | None:
    """A suppression comment's line (None for a rule file's problem, or an older report)."""
    return None if d.get("line") is None else _int(d, "line", where, least=1)


def _bool(d: dict[str, Any], key: str, where: str) -> bool:
    """A flag a newer report carries (absent in an older one: False)."""
    value = d.get(key, False)
    if not isinstance(value, bool):
        raise _BadValue(f"{where}.{key}", "true or false", value)
    return value


def _str(d: dict[str, Any], key: str, where: str) -> str:
    value = d.get(key, "")
    if not isinstance(value, str):
        raise _BadValue(f"{where}.{key}", "a string", value)
    return value


def _report(doc: dict[str, Any]) -> CheckReport:
    run = doc["run"]
    shard = run["shard"]
    summary = doc["summary"]
    known = run["known"]
    return CheckReport(
        findings=tuple(_findings(doc["findings"])),
        errors=tuple(VariantError(_key(e), e["kind"], e["message"], e["detail"]) for e in doc["errors"]),
        variants_checked=_int(summary, "variants_checked", "summary"),
        triton_version=doc["triton_version"],
        asmscope_version=doc["asmscope_version"],
        targets=tuple(doc["targets"]),
        suppressed=_int(summary, "suppressed", "summary"),
        suppressed_bare=_int(summary, "suppressed_bare", "summary") if "suppressed_bare" in summary else 0,
        rules=tuple(
            RuleInfo(r["id"], r["name"], r["summary"], Severity.parse(r["severity"]), r["help"])
            for r in run["rules_run"]
        ),
        known=None if known is None else _int(run, "known", "run"),
        rule_problems=tuple(
            RuleProblem(p["path"], p["key"], p["message"], _line(p, f"rule_errors[{n}]"))
            for n, p in enumerate(doc["rule_errors"])
        ),
        out_of_scope=tuple(
            OutOfScope(o["rule"], o["name"], o["reason"])
            for o in doc.get("out_of_scope", ())
            if isinstance(o, dict) and all(isinstance(o.get(k), str) for k in ("rule", "name", "reason"))
        ),
        run=RunIdentity(
            spec=run["spec"],
            plan=run["plan"],
            rules=run["rules"],
            planned=_int(run, "planned", "run"),
            shard=None if shard is None else _shard_of(shard),
            partition="" if shard is None else shard["partition"],
            variants=tuple(
                (_int(v, "position", f"run.variants[{n}]"), _key(v), v["asm_sha256"])
                for n, v in enumerate(run["variants"])
            ),
            compile_errors=_int(run, "compile_errors", "run"),
        ),
    )


def _shard_of(shard: dict[str, Any]) -> tuple[int, int]:
    count = _int(shard, "count", "run.shard", least=1)
    if count > MAX_SHARDS:
        raise _BadValue("run.shard.count", f"at most {MAX_SHARDS} shards", count)
    index = _int(shard, "index", "run.shard", least=1)
    if index > count:
        raise _BadValue("run.shard.index", f"a shard number from 1 to {count}", index)
    return index, count
