"""`--format junit`: JUnit XML for CI test dashboards (GitLab, Jenkins, Azure, Buildkite).

Check: one `<testcase>` per finding (classname = the variant, name = rule and site), each holding
exactly one `<failure type="AS001" message="...">`, because dashboards show only the first
failure of a test case; one `<testcase>` with one `<error>` per variant that failed to compile
or parse; one `<testcase classname="rules">` with one `<error type="rule-error">` per rule not
checked as written (named by its rule file and key); and one passing
`<testcase name="variants checked">` carrying the summary, so a clean run still reports a test
(Jenkins fails a build whose reports hold none).

Diff: one `<testcase>` per changed variant, with a `<failure type="regression">` when it
regressed; one `<error>` test case per error of either ref and per rule error; and the passing
summary case.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence

from asmscope.compare import DiffReport, VariantDiff
from asmscope.findings import CheckReport, Finding, RuleProblem, VariantError
from asmscope.report._common import (
    Reporter,
    check_summary,
    diff_errors,
    diff_summary,
    finding_location,
    first_line,
    format_changes,
    format_metric_changes,
    relative_path,
    variant_change_line,
)

# XML 1.0 cannot carry these even as character references; compiler output (ANSI colour
# escapes) does contain them.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_text(text: str) -> str:
    return _NOT_XML.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def _element(parent: ET.Element, tag: str, text: str = "", **attrs: object) -> ET.Element:
    el = ET.SubElement(parent, tag, {k: xml_text(str(v)) for k, v in attrs.items()})
    if text:
        el.text = xml_text(text)
    return el


def _finding_case(suite: ET.Element, f: Finding) -> None:
    path, line, _ = finding_location(f)
    where = f"{path}:{line}" if path and line is not None else path or "kernel"
    mnemonic = f.instruction.split(" ", 1)[0]
    site = f"{mnemonic} at {where}" if mnemonic else f"at {where}"
    place: dict[str, object] = {}  # through _element: a path's control characters are escaped too
    if path:
        place["file"] = path
        if line is not None:
            place["line"] = line
    case = _element(suite, "testcase", classname=str(f.variant), name=f"{f.rule} {f.name}: {site}", **place)
    details = [f"variant: {f.variant}", f"rule: {f.rule} {f.name} ({f.severity})"]
    if f.source is not None:
        details.append(f"source: {relative_path(f.source.file)}:{f.source.line}:{f.source.column}")
    if f.asm_path or f.asm_line is not None:
        details.append(f"asm: {':'.join(str(p) for p in (f.asm_path, f.asm_line) if p not in ('', None))}")
    if f.instruction:
        details.append(f"instruction: {f.instruction}")
    details += [f"fingerprint: {f.fingerprint}", "", f.message]
    _element(case, "failure", "\n".join(details), message=f.message, type=f.rule)


def _error_case(suite: ET.Element, e: VariantError, ref: str = "") -> None:
    where = f" in {ref}" if ref else ""
    case = _element(suite, "testcase", classname=str(e.variant), name=f"{e.kind}{where}")
    text = "\n\n".join(t for t in (e.message, e.detail) if t)
    _element(case, "error", text, message=first_line(e.message), type=e.kind)


def _rule_problem_case(suite: ET.Element, p: RuleProblem) -> None:
    path = relative_path(p.path)
    where = f"{path}:{p.line}" if p.line is not None else path
    case = _element(suite, "testcase", classname="rules", name=f"{where} {p.key}".strip(), file=path)
    _element(case, "error", str(p), message=p.message, type="rule-error")


def _variant_case(suite: ET.Element, d: VariantDiff) -> None:
    case = _element(suite, "testcase", classname=d.key.kernel, name=str(d.key))
    lines = []
    if d.histogram:
        lines.append(f"instructions: {format_changes(d.histogram, limit=len(d.histogram))}")
    if d.metrics:
        lines.append(f"metrics: {format_metric_changes(d.metrics)}")
    lines += [f"appeared: {f.rule} {f.name}: {f.message}" for f in d.findings_added]
    lines += [f"disappeared: {f.rule} {f.name}: {f.message}" for f in d.findings_removed]
    if d.regressed:
        message = f"regressed: {variant_change_line(d)}"
        _element(case, "failure", "\n".join(lines), message=message, type="regression")
    else:
        _element(case, "system-out", "\n".join(lines))


def _document(
    suite_name: str,
    properties: Sequence[tuple[str, object]],
    add_cases: Callable[[ET.Element], None],
    summary_name: str,
    summary: str,
) -> str:
    root = ET.Element("testsuites", name="asmscope")
    suite = _element(root, "testsuite", name=suite_name)
    props = _element(suite, "properties")
    for key, value in properties:
        _element(props, "property", name=key, value=value)
    add_cases(suite)
    _element(_element(suite, "testcase", classname="asmscope", name=summary_name), "system-out", summary)
    cases = suite.findall("testcase")
    counts = {
        "tests": len(cases),
        "failures": sum(1 for c in cases if c.find("failure") is not None),
        "errors": sum(1 for c in cases if c.find("error") is not None),
    }
    for el in (root, suite):
        el.attrib.update({k: str(v) for k, v in counts.items()})
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def render_check(report: CheckReport) -> str:
    def add_cases(suite: ET.Element) -> None:
        for p in report.rule_problems:
            _rule_problem_case(suite, p)
        for f in report.findings:
            _finding_case(suite, f)
        for e in report.errors:
            _error_case(suite, e)
        for o in report.out_of_scope:
            case = _element(suite, "testcase", classname="rules", name=f"{o.rule} {o.name}")
            _element(case, "skipped", message=str(o))

    properties = [
        ("asmscope_version", report.asmscope_version),
        ("triton_version", report.triton_version),
        ("targets", ",".join(report.targets)),
        ("variants_checked", report.variants_checked),
        ("suppressed", report.suppressed),
    ]
    return _document("asmscope", properties, add_cases, "variants checked", check_summary(report))


def render_diff(report: DiffReport) -> str:
    def add_cases(suite: ET.Element) -> None:
        for p in report.rule_problems:
            _rule_problem_case(suite, p)
        for d in report.variants:
            _variant_case(suite, d)
        for v in report.new_regressed:
            case = _element(suite, "testcase", classname=v.key.kernel, name=str(v.key))
            message = f"regressed: only in {report.ref_b}, with {v.why}"
            _element(case, "failure", message, message=message, type="regression")
        for ref, e in diff_errors(report):
            _error_case(suite, e, ref)

    properties = [
        ("asmscope_version", report.asmscope_version),
        ("triton_version", report.triton_version),
        ("ref_a", report.ref_a),
        ("ref_b", report.ref_b),
        ("unchanged", report.unchanged),
    ]
    return _document("asmscope diff", properties, add_cases, "variants compared", diff_summary(report))


REPORTER = Reporter(
    name="junit",
    description="JUnit XML: one failing test case per finding, one erroring test case per compile error",
    render_check=render_check,
    render_diff=render_diff,
)
