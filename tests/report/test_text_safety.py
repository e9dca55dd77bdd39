"""No output format lets user data act on a terminal or a CI log (issue 38, case 10): a kernel
name, config value, message, instruction or source path holding control characters or a newline
followed by `::error ...` never reaches any non-github output as a raw control character or as a
line that GitHub Actions would run as a workflow command."""

from __future__ import annotations

import re
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from asmscope.compare import VariantSummary, diff_summaries, summary_metrics
from asmscope.findings import CheckReport, Finding, OutOfScope, RuleProblem, Severity, VariantError, VariantKey
from asmscope.model import SourceLoc
from asmscope.report import FORMATS
from asmscope.textsafe import no_command_lines, safe_field, safe_text

# what acts instead of showing: C0 controls but tab and newline, DEL, C1
RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
COMMAND_LINE = re.compile(r"^[ \t]*::", re.MULTILINE)
NOT_GITHUB = sorted(name for name in FORMATS if name != "github")

# hostile text: workflow commands after newlines and CRs, ESC/OSC/BEL/CSI sequences, plain text
ATTACKS = st.sampled_from(
    [
        "\n::error file=evil.py::owned",
        "\r\n::add-mask::x",
        "\n  ::stop-commands::tok",
        "::warning::at the start",
        "\x1b]0;title\x07",
        "\x1b[2J",
        "\x9b31m",
        "\x00\x08\x7f",
    ]
)
TEXT = st.lists(st.one_of(ATTACKS, st.text(string.printable + "\x1b\x07\x85\x9b", max_size=12)), max_size=4).map(
    "".join
)


def _report(name: str, value: str, message: str, line: str, path: str) -> CheckReport:
    key = VariantKey(kernel=name, target="gfx942", config=(("BLOCK", value),), shape=value)
    finding = Finding(
        rule="AS001",
        name="narrow-store-in-wgrad",
        severity=Severity.ERROR,
        variant=key,
        message=message,
        asm_path=path + ".s",
        asm_line=3,
        instruction=line,
        source=SourceLoc(path + ".py", 7, 1),
    )
    return CheckReport(
        findings=(finding,),
        errors=(VariantError(key, "parse-error", message, detail=line),),
        variants_checked=1,
        targets=("gfx942",),
        identical=((key, VariantKey(name + "2", "gfx942")),),
        rule_problems=(RuleProblem(path + ".yaml", "AS001", message, 1),),
        out_of_scope=(OutOfScope("AS010", "mfma-32x32-where-tile-allows", message),),
    )


def _diff(name: str, value: str, message: str, line: str, path: str):
    report = _report(name, value, message, line, path)
    key = report.findings[0].variant
    a = VariantSummary(key, ((line or "x", 1),), summary_metrics({"vgpr": 1}), ())
    b = VariantSummary(key, ((line or "x", 2),), summary_metrics({"vgpr": 2}), report.findings)
    return diff_summaries([a], [b], value, message, errors_b=report.errors)


def _assert_safe(fmt: str, text: str) -> None:
    commands = COMMAND_LINE.findall(text)
    assert not commands, (fmt, [line for line in text.splitlines() if line.lstrip().startswith("::")][:3])
    assert not RAW_CONTROL.search(text), (fmt, RAW_CONTROL.findall(text)[:5])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=TEXT, value=TEXT, message=TEXT, line=TEXT, path=TEXT)
def test_no_format_but_github_prints_a_command_or_a_control_character(name, value, message, line, path):
    report = _report(name, value, message, line, path)
    diff = _diff(name, value, message, line, path)
    for fmt in NOT_GITHUB:
        reporter = FORMATS[fmt]
        _assert_safe(fmt, reporter.render_check(report))
        _assert_safe(fmt, reporter.render_diff(diff))
        if reporter.full_text is not None:
            _assert_safe(fmt, reporter.full_text.render_check(report))


@given(name=TEXT)
def test_the_github_format_writes_only_its_own_commands(name):
    report = _report(name, "1", name, name, "k")
    lines = FORMATS["github"].render_check(report).splitlines()
    assert not RAW_CONTROL.search("\n".join(lines))
    own = re.compile(r"^::(error|warning|notice)( [^:]*)?::")
    assert all(own.match(line) for line in lines if line.lstrip().startswith("::")), lines


@given(text=TEXT)
def test_safe_field_is_one_line_and_safe_text_keeps_the_lines(text):
    field = safe_field(text)
    assert "\n" not in field and not RAW_CONTROL.search(field) and not field.lstrip().startswith("::")
    whole = safe_text(text)
    assert whole.count("\n") == text.count("\n") and not COMMAND_LINE.search(whole)
    assert no_command_lines(whole) == whole  # applying it twice changes nothing
