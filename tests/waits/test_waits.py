"""The missing-wait rules (AS057-AS059) against LLVM 22's SIInsertWaitcnts.

(a) their fixtures (the rules are opt-in, so tests/rules/test_fixtures.py, which takes the rules
    `ALL` selects, does not run them);
(b) `s_waitcnt` immediates decoded as llvm-mc-22 encodes the named counts;
(c) a kernel written here (loads.ll: scalar, global, buffer, flat and LDS loads, a loop, a barrier),
    compiled by llc-22 for gfx942 and gfx950: no finding on LLVM's output, and on every mutant of
    its MIR after si-insert-waitcnts (one S_WAITCNT deleted, or one count raised) each wait the
    pass puts back is flagged at its instruction and count, and nothing where it puts none back;
(d) (slow) the same on Triton 3.9's LLVM IR of the repo's suite and the pattern kernels
    (tests/waits/waits_oracle.py prints the figures).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE)]

import waits_oracle as real_code  # noqa: E402

from asmscope.fixtures import run_fixture  # noqa: E402
from asmscope.isa import parse_module  # noqa: E402
from asmscope.isa.amdgcn.waitcnt import wait_counts  # noqa: E402
from asmscope.rules import load_rules  # noqa: E402

LLC = shutil.which("llc-22")
LLVM_MC = shutil.which("llvm-mc-22")
needs_llc = pytest.mark.skipif(LLC is None, reason="llc-22 (LLVM 22) is not installed")


@pytest.mark.parametrize("rule_id", ["AS057", "AS058", "AS059"])
def test_fixture(rule_id: str) -> None:
    (rule,) = load_rules(select=[rule_id]).rules
    assert rule.fixture is not None
    result = run_fixture(rule, rule.fixture)
    assert result.passed, result.explain()


def test_the_rules_are_opt_in() -> None:
    ids = {r.id for r in load_rules(select=["ALL"]).rules}
    assert not ids & {"AS057", "AS058", "AS059"}


@pytest.mark.skipif(LLVM_MC is None, reason="llvm-mc-22 not installed")
@pytest.mark.parametrize("counts", [(37, 2, 5), (0, 0, 0), (63, 15, 7), (5, 14, 1)])
def test_waitcnt_immediate_decodes_as_llvm_mc_encodes(counts: tuple[int, int, int]) -> None:
    vm, lgkm, exp = counts
    text = f"s_waitcnt vmcnt({vm}) expcnt({exp}) lgkmcnt({lgkm})"
    done = subprocess.run(
        [LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-show-encoding"],  # type: ignore[list-item]
        input=text,
        capture_output=True,
        text=True,
        check=True,
    )
    low, high = (int(x, 16) for x in re.search(r"\[(0x\w+),(0x\w+),", done.stdout).groups())  # type: ignore[union-attr]
    imm = low | high << 8
    head = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\nk:\n'
    asm = f"{head}\ts_waitcnt {imm}\n\t{text}\n\ts_endpgm\n"
    numeric, named = parse_module(asm, "<waits>").kernels[0].instructions[:2]
    assert wait_counts(numeric) == wait_counts(named) == counts
    assert real_code.decode(imm) == counts and real_code.encode(*counts) == imm


@needs_llc
@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_written_kernel_agrees_with_llvm(target: str, tmp_path: Path) -> None:
    agree = real_code.Agreement(target)
    real_code.run_case("loads", target, (HERE / "loads.ll").read_text(), tmp_path, agree, real_code.wait_rules(), 0)
    assert not agree.on_llvm_output, agree.on_llvm_output
    assert not agree.skipped, agree.skipped
    assert not agree.false, agree.false
    assert not agree.wrong_count and not agree.missed, (agree.wrong_count, agree.missed)
    assert agree.needed["vmcnt"] >= 2 and agree.needed["lgkmcnt"] >= 2, agree.needed


@pytest.mark.slow
@needs_llc
def test_real_code_agrees_with_llvm(tmp_path: Path) -> None:
    llir = real_code.hazards_code.triton_llir(per_kernel=1)
    rules = real_code.wait_rules()
    out: dict[str, real_code.Agreement] = {}
    for name, (target, text) in llir.items():
        real_code.run_case(name, target, text, tmp_path, out.setdefault(target, real_code.Agreement(target)), rules, 6)
    assert set(out) == {"gfx942", "gfx950"}
    for target, a in out.items():
        need, got = sum(a.needed.values()), sum(a.found.values())
        assert need >= 100, f"{target}: only {need} waits put back: the oracle is too quiet"
        assert not a.on_llvm_output, a.on_llvm_output[:10]
        assert not a.false, a.false[:10]
        assert got / need >= 0.99, (target, got, need, a.missed[:10], a.wrong_count[:10])
