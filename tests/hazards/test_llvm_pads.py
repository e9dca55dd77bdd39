"""A hazard finding's numbers are the ones LLVM applies (#38 case 7): the `s_nop` run it names
(`{pad}`, and the detail's last line) is the run llc-22's GCNHazardRecognizer inserts for the
same pair, and AS040 says which operand of the DPP reads the register, as LLVM counts it.

The oracle: the same MIR through `llc-22 -start-before=post-RA-hazard-rec` (hazard pass on);
asmscope checks LLVM's output with that run removed."""

from __future__ import annotations

import re
from pathlib import Path

import hazard_harness as harness
import llvm_ir_gen as gen_ir
import pytest

pytestmark = pytest.mark.skipif(harness.LLC is None, reason="llc-22 (LLVM 22) is not installed")

WRITE_V5 = "$vgpr5 = V_MOV_B32_e32 1, implicit $exec"
WRITE_V3 = "$vgpr3 = V_MOV_B32_e32 1, implicit $exec"
DPP_MOV = "$vgpr5 = V_MOV_B32_dpp $vgpr5, $vgpr3, 177, 15, 15, 0, implicit $exec"
DPP_ADD = "$vgpr5 = V_ADD_F32_dpp $vgpr5, 0, $vgpr3, 0, $vgpr4, 177, 15, 15, 0, implicit $mode, implicit $exec"
LOAD = "$vgpr2_vgpr3 = GLOBAL_LOAD_DWORDX2 $vgpr4_vgpr5, 0, 0, implicit $exec"
STORE = "GLOBAL_STORE_DWORD $vgpr10_vgpr11, $vgpr12, 0, 0, implicit $exec"
# case -> (rule, how the DPP reads the register: None where the rule does not say)
CASES: dict[str, tuple[list[str], str, str | None]] = {
    "dpp_reads_source": ([WRITE_V3, DPP_MOV], "AS040", "a source"),
    "dpp_reads_old": ([WRITE_V5, DPP_MOV], "AS040", "its destination (the tied `old` operand)"),
    "dpp_add_reads_old": ([WRITE_V5, DPP_ADD], "AS040", "its destination (the tied `old` operand)"),
    "vmem_clause_store": ([LOAD, STORE], "AS055", None),
}
_PAD = re.compile(r"LLVM pads (s_nop \d+(?:, s_nop \d+)*)")


def _llvm(target: str, tmp_path: Path) -> dict[str, list[str]]:
    cases = {name: lines for name, (lines, _, _) in CASES.items()}
    cases["smem_clause_store"] = gen_ir.smem_clause_cases()["smem_clause_store"]
    mir = harness.llc(gen_ir.mir_module(target, cases), target, tmp_path, "mir", ["-start-before=post-RA-hazard-rec"])
    return harness.bodies(mir, list(cases))


@pytest.mark.parametrize("target", gen_ir.TARGETS)
def test_the_pad_a_finding_names_is_the_one_llvm_inserts(tmp_path: Path, target: str) -> None:
    bodies = _llvm(target, tmp_path)
    expected = {**{n: (rule, how) for n, (_, rule, how) in CASES.items()}, "smem_clause_store": ("AS054", None)}
    for name, lines in bodies.items():
        [(start, end)] = harness.nop_runs(lines)  # LLVM padded each pair once
        llvm_run = ", ".join(line.strip() for line in lines[start:end])
        stripped = [*lines[:start], *lines[end:]]
        findings = harness.check_kernels(target, {name: stripped}, harness.hazard_rules())[name]
        rule, how = expected[name]
        [finding] = [f for f in findings if f.asm_line == start + 1]
        assert finding.rule == rule, (name, finding.rule, finding.message)
        assert f"LLVM pads {llvm_run}" in finding.message or f"with {llvm_run}" in finding.message, finding.message
        assert _PAD.search(finding.detail.splitlines()[-1]).group(1) == llvm_run, finding.detail
        if rule != "AS040":  # a clause's window is LLVM's look-back, not the wait states it asks
            assert "needs 19" not in finding.detail and "needs 19" not in finding.message
        if how is not None:
            assert f"as {how}," in finding.message, finding.message
