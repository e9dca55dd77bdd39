"""`--format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.

One run. Each finding is a result located at its Python source line (the repository-relative
path GitHub resolves), with the asm file and line as a related location; a finding without a
source points at the asm instead. `partialFingerprints["asmscope/v1"]` is the finding's
fingerprint, so code scanning keeps one alert across runs. Compile and parse errors are
`invocations[0].toolExecutionNotifications`, and make `executionSuccessful` false; so are rule errors
(a rule not checked as written), each located at its rule file.

For `diff`, the results are the findings that appeared in the second ref (`baselineState: new`);
disappeared findings are not results, because code scanning would show them as open alerts.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote

import asmscope
from asmscope.compare import DiffReport
from asmscope.findings import CheckReport, Finding, RuleInfo, RuleProblem, Severity, VariantError
from asmscope.report._common import (
    Reporter,
    diff_errors,
    dumps_json,
    first_line,
    out_of_scope_dict,
    relative_path,
    variant_dict,
)

SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
FINGERPRINT_KEY = "asmscope/v1"
# The project has no public home page yet; `tool.driver.informationUri` is written once it has.
INFORMATION_URI = ""
LEVELS: dict[Severity, str] = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def check_log(report: CheckReport) -> dict[str, Any]:
    properties = {
        "triton_version": report.triton_version,
        "targets": list(report.targets),
        "variants_checked": report.variants_checked,
        "suppressed": report.suppressed,
        "suppressed_bare": report.suppressed_bare,
        "identical": [[str(k) for k in group] for group in report.identical],
        "out_of_scope": [out_of_scope_dict(o) for o in report.out_of_scope],
    }
    errors = [("", e) for e in report.errors]
    return _log(
        report.asmscope_version, report.findings, errors, properties, report.rule_problems, rule_infos=report.rules
    )


def diff_log(report: DiffReport) -> dict[str, Any]:
    properties = {
        "triton_version": report.triton_version,
        "ref_a": report.ref_a,
        "ref_b": report.ref_b,
        "variants_changed": len(report.variants),
        "regressed": [str(d.key) for d in report.regressions] + [str(v.key) for v in report.new_regressed],
    }
    added = [f for d in report.variants for f in d.findings_added]
    return _log(
        report.asmscope_version, added, diff_errors(report), properties, report.rule_problems, baseline_state="new"
    )


def _log(
    version: str,
    findings: Sequence[Finding],
    errors: Sequence[tuple[str, VariantError]],
    properties: dict[str, Any],
    rule_problems: Sequence[RuleProblem],
    baseline_state: str | None = None,
    rule_infos: Sequence[RuleInfo] = (),
) -> dict[str, Any]:
    rules = _rules(findings, {r.id: r for r in rule_infos})
    index = {r["id"]: i for i, r in enumerate(rules)}
    results = [_result(f, index[f.rule], baseline_state) for f in findings]
    driver: dict[str, Any] = {"name": "asmscope", "version": version or asmscope.__version__, "rules": rules}
    if INFORMATION_URI:
        driver["informationUri"] = INFORMATION_URI
    invocation = {
        "executionSuccessful": not errors and not rule_problems,
        "toolExecutionNotifications": [_rule_notification(p) for p in rule_problems]
        + [_notification(ref, e) for ref, e in errors],
    }
    run = {"tool": {"driver": driver}, "invocations": [invocation], "results": results, "properties": properties}
    return {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}


def _rules(findings: Iterable[Finding], infos: dict[str, RuleInfo]) -> list[dict[str, Any]]:
    """The rules that fired, by id, described from the rule table where the report has it
    (otherwise from the first finding: its name and the severity it reported)."""
    first: dict[str, Finding] = {}
    for f in findings:
        first.setdefault(f.rule, f)
    out = []
    for rule_id, f in sorted(first.items()):
        info = infos.get(rule_id)
        entry: dict[str, Any] = {
            "id": rule_id,
            "name": f.name,
            "shortDescription": {"text": info.summary if info else f.name.replace("-", " ")},
            "defaultConfiguration": {"level": LEVELS[info.severity if info else f.severity]},
        }
        if info and info.help:
            entry["help"] = {"text": info.help, "markdown": info.help}
        out.append(entry)
    return out


def _result(f: Finding, rule_index: int, baseline_state: str | None) -> dict[str, Any]:
    result: dict[str, Any] = {
        "ruleId": f.rule,
        "ruleIndex": rule_index,
        "level": LEVELS[f.severity],
        "message": {"text": f"{f.message} [{f.variant}]"},
        "locations": [],
        "partialFingerprints": {FINGERPRINT_KEY: f.fingerprint},
        "properties": {
            "variant": str(f.variant),
            **variant_dict(f.variant),
            "instruction": f.instruction,
        },
    }
    asm = _physical(f.asm_path, f.asm_line, None) if f.asm_path else None
    if f.source is not None and f.source.file:
        result["locations"].append({"physicalLocation": _physical(f.source.file, f.source.line, f.source.column)})
        if asm is not None:
            result["relatedLocations"] = [{"id": 1, "physicalLocation": asm, "message": {"text": f.instruction}}]
    elif asm is not None:
        result["locations"].append({"physicalLocation": asm})
    if baseline_state:
        result["baselineState"] = baseline_state
    return result


def _physical(path: str, line: int | None, column: int | None) -> dict[str, Any]:
    location: dict[str, Any] = {"artifactLocation": {"uri": artifact_uri(path)}}
    if line is not None and line >= 1:
        # A `.loc` column of 0 means "no column"; SARIF columns start at 1.
        location["region"] = {"startLine": line, "startColumn": max(column or 1, 1)}
    return location


def artifact_uri(path: str) -> str:
    """A repository-relative URI reference when the file lies under the working directory,
    else an absolute `file:` URI."""
    rel = relative_path(path)
    if Path(rel).is_absolute():
        return Path(rel).as_uri()
    return quote(rel, safe="/")


def _notification(ref: str, e: VariantError) -> dict[str, Any]:
    where = f"{ref}: " if ref else ""
    text = f"{where}{e.kind} in {e.variant}: {first_line(e.message)}"
    return {
        "level": "error",
        "message": {"text": text},
        "descriptor": {"id": e.kind},
        "properties": {**variant_dict(e.variant), "ref": ref, "message": e.message, "detail": e.detail},
    }


def _rule_notification(p: RuleProblem) -> dict[str, Any]:
    """A rule not checked as written, located at its rule file."""
    where = f" (key {p.key!r})" if p.key else ""
    return {
        "level": "error",
        "message": {"text": f"rule error{where}: {p.message}"},
        "descriptor": {"id": "rule-error"},
        "locations": [{"physicalLocation": _physical(p.path, p.line, None)}],
        "properties": {"path": p.path, "key": p.key},
    }


REPORTER = Reporter(
    name="sarif",
    description="SARIF 2.1.0 for GitHub code scanning (findings at their Python source lines)",
    render_check=lambda report: dumps_json(check_log(report)),
    render_diff=lambda report: dumps_json(diff_log(report)),
)
