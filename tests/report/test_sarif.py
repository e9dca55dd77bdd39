"""`--format sarif`: valid against the official SARIF 2.1.0 schema, located at Python lines."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import jsonschema
import pytest

from asmscope.compare import DiffReport
from asmscope.findings import CheckReport
from asmscope.report import FORMATS
from asmscope.report.sarif import FINGERPRINT_KEY, artifact_uri

SCHEMA = json.loads((Path(__file__).parent / "data" / "sarif-schema-2.1.0.json").read_text())


def validate(log: dict[str, Any]) -> None:
    jsonschema.Draft4Validator(SCHEMA).validate(log)
    # The schema marks URIs with `format`, which jsonschema checks only with optional extras:
    # check the shape that matters to code scanning here.
    for uri in _values(log, "uri"):
        assert " " not in uri and (not urlsplit(uri).scheme or uri.startswith("file:///")), uri


def _values(node: object, key: str) -> list[Any]:
    if isinstance(node, dict):
        return [v for k, v in node.items() if k == key] + [x for v in node.values() for x in _values(v, key)]
    if isinstance(node, list):
        return [x for v in node for x in _values(v, key)]
    return []


def render_check(report: CheckReport) -> dict[str, Any]:
    return json.loads(FORMATS["sarif"].render_check(report))


def test_schema_file_is_the_oasis_schema() -> None:
    jsonschema.Draft4Validator.check_schema(SCHEMA)
    assert SCHEMA["id"].endswith("/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")


def test_check_log_validates(check_report: CheckReport, clean_report: CheckReport) -> None:
    log = render_check(check_report)
    validate(log)
    assert log["version"] == "2.1.0" and log["$schema"]
    validate(render_check(clean_report))


def test_schema_catches_a_broken_log(check_report: CheckReport) -> None:
    log = render_check(check_report)
    log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startColumn"] = 0
    with pytest.raises(jsonschema.ValidationError):
        validate(log)


def test_results_point_at_python_source_lines(check_report: CheckReport) -> None:
    results = render_check(check_report)["runs"][0]["results"]
    assert len(results) == len(check_report.findings)
    narrow = results[0]["locations"][0]["physicalLocation"]
    assert narrow["artifactLocation"]["uri"] == "kernels/gemm.py"  # repository-relative
    assert narrow["region"] == {"startLine": 412, "startColumn": 13}
    # the asm instruction rides along as a related location
    related = results[0]["relatedLocations"][0]["physicalLocation"]
    assert related["region"]["startLine"] == 1234
    # a `.loc` column of 0 is "unknown": SARIF columns start at 1
    density = results[2]["locations"][0]["physicalLocation"]
    assert density["region"] == {"startLine": 200, "startColumn": 1}


def test_finding_without_source_points_at_asm(check_report: CheckReport) -> None:
    spill = render_check(check_report)["runs"][0]["results"][1]
    location = spill["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == "file:///cache/ab/cd/gemm_wgrad_tn.amdgcn"
    assert location["region"]["startLine"] == 88
    assert "relatedLocations" not in spill


def test_levels_messages_fingerprints(check_report: CheckReport) -> None:
    results = render_check(check_report)["runs"][0]["results"]
    assert [r["level"] for r in results] == ["error", "warning", "note", "error"]
    assert str(check_report.findings[0].variant) in results[0]["message"]["text"]
    assert [r["partialFingerprints"][FINGERPRINT_KEY] for r in results] == [
        f.fingerprint for f in check_report.findings
    ]


def test_rules_are_those_that_fired(check_report: CheckReport) -> None:
    run = render_check(check_report)["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == ["AS001", "AS007", "AS020"]
    assert rules[0]["defaultConfiguration"]["level"] == "error"
    assert all(r["shortDescription"]["text"] for r in rules)
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]


def test_errors_are_notifications(check_report: CheckReport, clean_report: CheckReport) -> None:
    invocation = render_check(check_report)["runs"][0]["invocations"][0]
    assert invocation["executionSuccessful"] is False
    notes = invocation["toolExecutionNotifications"]
    assert [n["level"] for n in notes] == ["error", "error"]
    assert [n["descriptor"]["id"] for n in notes] == ["compile-error", "parse-error"]
    assert "gemm_tn{BLOCK_K=256}@gfx950" in notes[0]["message"]["text"]
    assert render_check(clean_report)["runs"][0]["invocations"][0]["executionSuccessful"] is True


def test_artifact_uri(repo: Path) -> None:
    assert artifact_uri(str(repo / "kernels" / "gemm.py")) == "kernels/gemm.py"
    assert artifact_uri("kernels/my gemm.py") == "kernels/my%20gemm.py"
    assert artifact_uri("/elsewhere/my dir/k,1.py") == "file:///elsewhere/my%20dir/k%2C1.py"


def test_diff_log_reports_new_findings(diff_report: DiffReport) -> None:
    log = json.loads(FORMATS["sarif"].render_diff(diff_report))
    validate(log)
    run = log["runs"][0]
    assert [(r["ruleId"], r["baselineState"]) for r in run["results"]] == [("AS001", "new")]
    assert run["invocations"][0]["executionSuccessful"] is False
    assert run["properties"]["regressed"] == [str(diff_report.variants[0].key)]
