"""LLVM's own miss on a taken branch: GCNHazardRecognizer's predecessor walk counts the `s_branch`
that follows a conditional branch even on the edge where the conditional branch is taken and the
`s_branch` never issues (docs/hazards.md, "LLVM's own misses"). tests/hazards/taken_branch.mir is
the minimal reproducer (three pairs, gfx942); tests/hazards/taken_branch.s is llc-22's output
for it. asmscope reports each pair as an LLVM miss: at `llvm_miss_severity` (warning), with
LLVM's table value and what LLVM counted; a pair LLVM does see stays an error.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import hazard_harness as harness
import pytest

from asmscope.findings import Finding

HERE = Path(__file__).parent
MIR, ASM = HERE / "taken_branch.mir", HERE / "taken_branch.s"
# function -> (rule, the instruction that reads or writes too soon, wait states, LLVM's table value)
MISSES = {
    "div_fmas": ("AS046", "v_div_fmas_f32", 3, 4),
    "mfma_read": ("AS013", "v_accvgpr_read_b32", 10, 11),
    "loop_store": ("AS012", "v_mov_b32_e32", 1, 2),
}


def _bodies(asm: str) -> dict[str, list[str]]:
    """Each function's lines, from its label to its end (harness.bodies stops at the first
    s_endpgm; these functions have two)."""
    out: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in asm.splitlines():
        name = line.split(":", 1)[0]
        if name in MISSES:
            current = out[name] = []
        elif line.startswith(".Lfunc_end"):
            current = None
        elif current is not None:
            current.append(line)
    assert set(out) == set(MISSES)
    return out


def _findings(bodies: dict[str, list[str]], overrides: dict[str, object] | None = None) -> dict[str, list[Finding]]:
    return harness.check_kernels("gfx942", bodies, harness.hazard_rules(overrides))


@pytest.mark.skipif(harness.LLC is None, reason="llc-22 (LLVM 22) is not installed")
def test_the_fixture_is_llc_output(tmp_path: Path) -> None:
    """The committed asm is what llc-22 makes of the reproducer today: LLVM accepts these pairs."""
    fresh = harness.llc(MIR.read_text(), "gfx942", tmp_path, "mir", ["-start-before=post-RA-hazard-rec"])
    assert _bodies(fresh) == _bodies(ASM.read_text())


def test_taken_branch_pairs_are_llvm_misses() -> None:
    bodies = _bodies(ASM.read_text())
    found = _findings(bodies)
    for name, (rule, reader, waits, window) in MISSES.items():
        (finding,) = found[name]
        assert finding.rule == rule and bodies[name][finding.asm_line - 1].strip().startswith(reader)
        assert finding.llvm_miss and str(finding.severity) == "warning"
        assert f"after {waits} wait states; needs {window}" in finding.message
        # the evidence: LLVM's table value, the s_branch it counted, what it saw
        assert f"LLVM's table asks {window} wait states" in finding.message
        assert "s_branch at line" in finding.message and f"sees {window} on this path" in finding.message
    strict = _findings(bodies, {"llvm_miss_severity": "error"})
    assert all(f.llvm_miss and str(f.severity) == "error" for fs in strict.values() for f in fs)


def test_a_pair_llvm_sees_stays_an_error() -> None:
    """One wait state fewer than LLVM padded (its count then falls short even with the s_branch),
    or an s_branch that other code jumps to (an LLVM block of its own, not counted on the taken
    edge): a plain hazard, at the rule's severity."""
    bodies = _bodies(ASM.read_text())
    lines = bodies["div_fmas"]
    nop = next(i for i, line in enumerate(lines) if line.strip() == "s_nop 0")
    short = [*lines[:nop], *lines[nop + 1 :]]
    jump = next(i for i, line in enumerate(lines) if line.strip().startswith("s_branch"))
    # the s_branch gets a label and a second predecessor (an s_cbranch_execz to it up front)
    target = [lines[0], "\ts_cbranch_execz .Ljoin", *lines[1:jump], ".Ljoin:", *lines[jump:]]
    found = harness.check_kernels("gfx942", {"short": short, "joined": target}, harness.hazard_rules())
    (plain,) = found["short"]
    assert plain.rule == "AS046" and not plain.llvm_miss and str(plain.severity) == "error"
    assert "after 2 wait states; needs 4" in plain.message
    (joined,) = found["joined"]
    assert joined.rule == "AS046" and not joined.llvm_miss and str(joined.severity) == "error"


def test_llvm_miss_summary_through_the_cli() -> None:
    """`asmscope check --asm` on the fixture: exit 0, three LLVM misses counted apart; exit 1 with
    `--set llvm_miss_severity=error`, which a rule without settings of its own (AS046) accepts."""
    run = [sys.executable, "-m", "asmscope", "check", "--asm", str(ASM)]
    done = subprocess.run([*run, "--format", "json"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["summary"]["llvm_misses"] == 3 and doc["summary"]["error"] == 0
    strict = subprocess.run([*run, "--select", "AS046", "--set", "llvm_miss_severity=error"], capture_output=True)
    assert strict.returncode == 1
