"""`--format junit`: well-formed XML, one failure per finding, one error per error."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from hypothesis import given
from hypothesis import strategies as st

from asmscope.compare import DiffReport
from asmscope.findings import CheckReport, Finding, Severity, VariantError, VariantKey
from asmscope.model import SourceLoc
from asmscope.report import FORMATS
from asmscope.report.junit import xml_text

from .conftest import NARROW_MESSAGE


def parse(text: str) -> ET.Element:
    return ET.fromstring(text.encode())


def test_one_failure_per_finding(check_report: CheckReport) -> None:
    root = parse(FORMATS["junit"].render_check(check_report))
    assert root.tag == "testsuites"
    (suite,) = root.findall("testsuite")
    assert suite.get("name") == "asmscope"
    failures = suite.findall("testcase/failure")
    assert len(failures) == len(check_report.findings)
    assert all(len(case.findall("failure")) <= 1 for case in suite.iter("testcase"))
    assert [f.get("type") for f in failures] == [f.rule for f in check_report.findings]
    assert failures[0].get("message") == NARROW_MESSAGE
    details = failures[0].text or ""
    assert "source: kernels/gemm.py:412:13\n" in details
    assert "asm: /cache/ab/cd/gemm_wgrad_tn.amdgcn:1234\n" in details
    assert "instruction: buffer_store_short v12, v3, s[8:11], 0 offen\n" in details
    assert details.endswith(NARROW_MESSAGE)


def test_counts_match_test_cases(check_report: CheckReport) -> None:
    root = parse(FORMATS["junit"].render_check(check_report))
    suite = root.find("testsuite")
    assert suite is not None
    cases = suite.findall("testcase")
    assert suite.get("tests") == str(len(cases)) == str(len(check_report.findings) + len(check_report.errors) + 1)
    assert suite.get("failures") == "4" and suite.get("errors") == "2"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("7", "4", "2")


def test_test_case_names_locate_the_finding(check_report: CheckReport) -> None:
    suite = parse(FORMATS["junit"].render_check(check_report)).find("testsuite")
    assert suite is not None
    first = suite.findall("testcase")[0]
    assert first.get("classname") == str(check_report.findings[0].variant)
    assert first.get("name") == "AS001 narrow-store-in-wgrad: buffer_store_short at kernels/gemm.py:412"
    assert (first.get("file"), first.get("line")) == ("kernels/gemm.py", "412")


def test_errors_survive_control_characters(check_report: CheckReport) -> None:
    suite = parse(FORMATS["junit"].render_check(check_report)).find("testsuite")
    assert suite is not None
    errors = suite.findall("testcase/error")
    assert [e.get("type") for e in errors] == ["compile-error", "parse-error"]
    assert errors[0].get("message") == "out of resource: shared memory, Required: 131072, Hardware limit: 65536"
    assert "\\x1b[31merror" in (errors[0].text or "")


def test_clean_run_still_reports_a_test(clean_report: CheckReport) -> None:
    suite = parse(FORMATS["junit"].render_check(clean_report)).find("testsuite")
    assert suite is not None
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("1", "0", "0")


def test_diff_fails_regressed_variants(diff_report: DiffReport) -> None:
    suite = parse(FORMATS["junit"].render_diff(diff_report)).find("testsuite")
    assert suite is not None
    cases = {c.get("name"): c for c in suite.findall("testcase")}
    regressed = cases[str(diff_report.variants[0].key)].find("failure")
    assert regressed is not None and regressed.get("type") == "regression"
    assert "buffer_store_short +64, buffer_store_dwordx4 -8" in (regressed.get("message") or "")
    improved = cases[str(diff_report.variants[1].key)]
    assert improved.find("failure") is None
    assert (suite.get("failures"), suite.get("errors")) == ("1", "1")


@given(st.text())
def test_any_text_makes_well_formed_xml(text: str) -> None:
    root = ET.Element("r", {"a": xml_text(text)})
    root.text = xml_text(text)
    ET.fromstring(ET.tostring(root))


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # what a terminal acts on
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")  # what XML 1.0 cannot carry


@given(st.text(), st.text())
def test_any_path_and_message_make_well_formed_xml_and_safe_terminal_text(path: str, message: str) -> None:
    """Every attribute (the testcase's `file` too) and every printed format, whatever the
    compiler or the user's files put in a source path or a message."""
    key = VariantKey(f"k{message[:3]}", "gfx942", (("BLOCK_M", path[:5]),), "s")
    finding = Finding(
        "AS001", "narrow-store-in-wgrad", Severity.ERROR, key, message, path or "x.s", 7, f"buffer_store_short {path}",
        source=SourceLoc(path or "k.py", 3, 1),
    )  # fmt: skip
    report = CheckReport((finding,), (VariantError(key, "compile-error", message, path),), 1, targets=("gfx942",))
    root = parse(FORMATS["junit"].render_check(report))
    for el in root.iter():
        assert not any(_NOT_XML.search(v) for v in el.attrib.values())
    for fmt in ("table", "markdown", "github"):
        assert not _CONTROL.search(FORMATS[fmt].render_check(report)), fmt
