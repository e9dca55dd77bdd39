"""Rules not checked as written (a bad rule file, an expression that fails at run time, a name
no variant has) reach every output format, for check and diff, named by rule file and key."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest

from asmscope.compare import DiffReport
from asmscope.findings import CheckReport, RuleProblem
from asmscope.report import FORMATS


@pytest.fixture
def problem(repo: Path) -> RuleProblem:
    path = repo / "rules" / "AS901-mine.yaml"
    return RuleProblem(str(path), "check.max", "AS901: '1 // 0': division by zero")


@pytest.mark.parametrize("fmt", sorted(FORMATS))
def test_every_format_names_the_rule_file_and_key(
    fmt: str, check_report: CheckReport, diff_report: DiffReport, problem: RuleProblem
) -> None:
    for text in (
        FORMATS[fmt].render_check(replace(check_report, rule_problems=(problem,))),
        FORMATS[fmt].render_diff(replace(diff_report, rule_problems=(problem,))),
    ):
        assert "rules/AS901-mine.yaml" in text  # repository-relative
        assert "check.max" in text
        assert "division by zero" in text
    clean = FORMATS[fmt].render_check(check_report)
    assert "AS901-mine" not in clean


def test_sarif_rule_problem_is_a_failed_execution_at_the_rule_file(
    check_report: CheckReport, problem: RuleProblem
) -> None:
    log = json.loads(FORMATS["sarif"].render_check(replace(check_report, rule_problems=(problem,), errors=())))
    (invocation,) = log["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is False
    (note,) = invocation["toolExecutionNotifications"]
    assert note["level"] == "error" and note["descriptor"]["id"] == "rule-error"
    assert note["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "rules/AS901-mine.yaml"


def test_junit_rule_problem_is_an_error_case(check_report: CheckReport, problem: RuleProblem) -> None:
    root = ET.fromstring(FORMATS["junit"].render_check(replace(check_report, rule_problems=(problem,))))
    (case,) = [c for c in root.iter("testcase") if c.get("classname") == "rules"]
    error = case.find("error")
    assert error is not None and error.get("type") == "rule-error"
    assert case.get("file") == "rules/AS901-mine.yaml"
    assert root.get("errors") == str(len(check_report.errors) + 1)


def test_json_lists_rule_errors_and_counts_them(check_report: CheckReport, problem: RuleProblem) -> None:
    doc = json.loads(FORMATS["json"].render_check(replace(check_report, rule_problems=(problem,))))
    expected = {"path": "rules/AS901-mine.yaml", "line": None, "key": "check.max", "message": problem.message}
    assert doc["rule_errors"] == [expected]
    assert doc["summary"]["rule_errors"] == 1
