"""A check report read back by `merge` is the report that was written: what identifies a finding
(its fingerprint: the anchor of a finding without a source line, whether LLVM misses it) and what
the summary counts (bare suppressions, a suppression comment's line) survive the JSON."""

from __future__ import annotations

import json

from asmscope.commands.merge import _report
from asmscope.findings import CheckReport, Finding, RuleProblem, RunIdentity, Severity, VariantKey
from asmscope.report import FORMATS

KEY = VariantKey("k", "gfx950", (("BLOCK", 64),), "s")


def _written_and_read(report: CheckReport) -> CheckReport:
    return _report(json.loads(FORMATS["json"].render_check(report)))


def test_findings_keep_their_fingerprints_through_merge() -> None:
    findings = (
        Finding("AS017", "m0-write-then-lds-dma", Severity.ERROR, KEY, "m", "k.s", 40, "buffer_load_dword",
                anchor=".LBB0_3+12"),
        Finding("AS017", "m0-write-then-lds-dma", Severity.ERROR, KEY, "m", "k.s", 90, "buffer_load_dword",
                anchor=".LBB0_3+62"),
        Finding("AS013", "mfma-result-read-too-early", Severity.WARNING, KEY, "m", "k.s", 7, "v_accvgpr_read_b32",
                llvm_miss=True),
    )
    run = RunIdentity(spec="s", plan="p", rules="r", planned=1, variants=((0, KEY, "ab"),))
    report = CheckReport(
        findings=findings, errors=(), variants_checked=1, suppressed=3, suppressed_bare=1, run=run,
        rule_problems=(RuleProblem("k.py", "", "malformed suppression comment", 12),),
    )
    back = _written_and_read(report)
    assert [f.fingerprint for f in back.findings] == [f.fingerprint for f in findings]
    assert len({f.fingerprint for f in back.findings}) == 3  # the two AS017 hazards stay two
    assert [f.llvm_miss for f in back.findings] == [False, False, True] and back.llvm_misses == 1
    assert (back.suppressed, back.suppressed_bare) == (3, 1)
    assert back.rule_problems[0].line == 12
