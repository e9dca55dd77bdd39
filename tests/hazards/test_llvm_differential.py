"""asmscope's hazard rules against LLVM 22's GCNHazardRecognizer, on gfx942 and gfx950.

gen_ir.py writes IR for every MFMA/SMFMAC intrinsic of a target, each followed by each kind of
reader (VALU, VMEM store, LDS store, v_accvgpr_read where the result lives in AGPRs, an MFMA
reading it as srcA/B, the same MFMA accumulating into it), plus the non-MFMA classes (M0 read by
LDS DMA and s_ttracedata, VCC written by a VALU and read by a VALU, v_readfirstlane feeding a
buffer soffset); and MIR for the pairs IR cannot place (a VALU rewriting an MFMA's srcC, a
partially overlapping srcC after XDL, non-XDL and f64 MFMAs, a wide store's data overwritten,
EXEC written before a lane access), run through `llc-22 -start-before=post-RA-hazard-rec`.
llc-22 pads every hazard with `s_nop`. Then, per target:

(a) asmscope finds no hazard in LLVM's padded output;
(b) with any one `s_nop` run removed, asmscope finds a hazard at the instruction after it;
(c) with that run one wait state short, likewise.

Each `s_nop` run LLVM inserts stands right before the instruction that needs it, so (b) and (c)
check every hazard LLVM saw, including the ones the IR did not aim at (an operand move right
before an MFMA, a VALU overwriting an in-flight MFMA's destination).
"""

from __future__ import annotations

import collections
from pathlib import Path

import hazard_harness as harness
import llvm_ir_gen as gen_ir
import pytest

pytestmark = pytest.mark.skipif(harness.LLC is None, reason="llc-22 (LLVM 22) is not installed")

# Where asmscope deliberately differs from LLVM 22: (case, rule) findings expected on LLVM's own
# output. AS012's `store_hazard_sgpr_soffset` (default true): LLVM 22 exempts MUBUF stores with
# an SGPR soffset from the wide-store hazard; LLVM PR #197267 requires a wait there after a
# wrong-result bug on gfx950, and asmscope follows it (docs/hazards.md, rules/AS012). The other
# difference, LLVM's 19-wait-state look-back on gfx950, has its own test below.
DELIBERATE: frozenset[tuple[str, str]] = frozenset(
    {("wide_store_buffer_dwordx4_sgpr_soffset__v0", "AS012"), ("wide_store_buffer_dwordx4_sgpr_soffset__v2", "AS012")}
)


class _Run:
    def __init__(self, target: str, work: Path) -> None:
        self.target = target
        asm = harness.llc(gen_ir.module(target), target, work)
        names = [gen_ir.case_name(*case) for case in gen_ir.cases(target)] + gen_ir.other_names(target)
        self.bodies = harness.bodies(asm, names)
        mir = harness.llc(gen_ir.mir_module(target), target, work, "mir", ["-start-before=post-RA-hazard-rec"])
        self.bodies.update(harness.bodies(mir, gen_ir.mir_names(target)))
        names += gen_ir.mir_names(target)
        self.rules = harness.hazard_rules()
        self.clean = harness.check_kernels(target, self.bodies, self.rules)
        self.mutants = {
            f"mutant{k}": m for k, m in enumerate(m for name in names for m in harness.mutants(name, self.bodies[name]))
        }
        self.mutant_findings = harness.check_kernels(
            target, {key: m.lines for key, m in self.mutants.items()}, self.rules
        )


@pytest.fixture(scope="module", params=gen_ir.TARGETS)
def run(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> _Run:
    return _Run(request.param, tmp_path_factory.mktemp(f"hazards-{request.param}"))


# Each target's run (llc over every case, then the rules over thousands of mutants) takes
# tens of CPU seconds: the differential oracle runs in the full suite and CI, not the quick loop.
@pytest.mark.slow
def test_cases_cover_every_intrinsic_and_reader(run: _Run) -> None:
    """Several hundred cases, every one a real intrinsic (an unknown `llvm.amdgcn.*` name would
    compile to a call) and every MFMA followed by its reader."""
    assert len(run.bodies) >= 400
    assert not [name for name, lines in run.bodies.items() if any("s_swappc" in line for line in lines)]
    for intr, reader, alloc in gen_ir.cases(run.target):
        lines = [line.strip() for line in run.bodies[gen_ir.case_name(intr, reader, alloc)]]
        assert any(line.startswith(("v_mfma", "v_smfmac")) for line in lines), (intr, reader, alloc)
    # LLVM padded something in nearly every case: the oracle is not silent
    assert len(run.mutants) >= 2 * len(run.bodies)


@pytest.mark.slow
def test_llvm_padded_code_has_no_hazard(run: _Run) -> None:
    found = [
        f"{name}: {f.rule} line {f.asm_line}: {f.message}"
        for name, findings in run.clean.items()
        for f in findings
        if (name, f.rule) not in DELIBERATE
    ]
    assert not found, f"{len(found)} findings on LLVM-padded code:\n" + "\n".join(found[:40])
    # the deliberate differences are real: asmscope does report them on LLVM's output
    assert {(name, f.rule) for name, findings in run.clean.items() for f in findings} >= DELIBERATE


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["strip", "short"])
def test_every_removed_or_shortened_nop_is_a_hazard(run: _Run, kind: str) -> None:
    missed = collections.Counter()
    example: dict[tuple[str, str], str] = {}
    total = 0
    for key, mutant in run.mutants.items():
        if mutant.kind != kind:
            continue
        total += 1
        at_reader = [f for f in run.mutant_findings[key] if f.asm_line == mutant.reader_offset + 1]
        for f in at_reader:  # the chain in the finding's detail adds up to the wait states it reports
            counted = sum(int(line.rsplit("+", 1)[1]) for line in f.detail.splitlines()[1:-1])
            assert f"{counted} wait states" in f.message, (f.message, f.detail)
        if not at_reader:
            what = (mutant.case.split("__")[0], mutant.reader.split()[0])
            missed[what] += 1
            example.setdefault(what, f"{mutant.case}: {mutant.padded} wait states before {mutant.reader!r}")
    assert total >= 400
    assert not missed, f"{sum(missed.values())} of {total} {kind} mutants not flagged:\n" + "\n".join(
        f"{n} x {example[what]}" for what, n in missed.most_common(40)
    )


def _pad(finding) -> int:  # type: ignore[no-untyped-def]
    """The wait states of the `s_nop` run a finding says LLVM pads (its detail's last line)."""
    run = finding.detail.splitlines()[-1].split("LLVM pads ", 1)[1].split(" (", 1)[0]
    return sum(int(nop.split()[1]) + 1 for nop in run.split(", "))


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["strip", "short"])
def test_every_finding_names_the_pad_llvm_inserts(run: _Run, kind: str) -> None:
    """#38 case 7: the `s_nop` run a finding names is LLVM's. Where LLVM's whole run is removed,
    the largest pad among the findings at the instruction after it is that run's wait states;
    where the run is one wait state short, it is one wait state (`s_nop 0`)."""
    wrong = []
    for key, mutant in run.mutants.items():
        if mutant.kind != kind:
            continue
        at_reader = [f for f in run.mutant_findings[key] if f.asm_line == mutant.reader_offset + 1 and not f.llvm_miss]
        if not at_reader:
            continue  # (the test above reports it)
        expected = mutant.padded if kind == "strip" else 1
        found = max(_pad(f) for f in at_reader)
        if found != expected:
            rules = [f.rule for f in at_reader]
            wrong.append(f"{mutant.case}: LLVM {expected}, {rules} say {found}: {at_reader[0].detail}")
    assert not wrong, f"{len(wrong)} findings name another pad than LLVM's:\n" + "\n".join(wrong[:20])


@pytest.mark.parametrize(("first_nop", "second_nop"), [(7, 9), (7, 10)])
def test_llvm_misses_the_20th_wait_state_on_gfx950(tmp_path: Path, first_nop: int, second_nop: int) -> None:
    """The one deliberate difference, LLVM 22's own inconsistency: after a 16-pass XDL MFMA on
    gfx950 a VALU read needs 20 wait states (LLVM pads 20 when the read follows at once or after
    18), but checkMAIVALUHazards looks back only 19: with 19 wait states in between LLVM sees no
    MFMA and adds nothing. asmscope reports that read as an LLVM miss: once (AS013; AS034 sees
    the same pair overwrite v0 and is named in the message), at `llvm_miss_severity` (warning),
    with LLVM's table value and search window (docs/hazards.md: Triton 3.9's gfx950 code
    shows the same pattern, and the page has this reproducer)."""
    asm = harness.llc(gen_ir.lookback_module(first_nop, second_nop), "gfx950", tmp_path)
    (lines,) = harness.bodies(asm, ["lookback"]).values()
    mfma = next(i for i, line in enumerate(lines) if "v_mfma_f32_32x32x64_f8f6f4" in line)
    read = next(i for i, line in enumerate(lines) if "v_add_f32" in line)
    waits = sum(int(line.split()[1]) + 1 for line in lines[mfma + 1 : read] if line.strip().startswith("s_nop"))
    findings = harness.check_kernels("gfx950", {"lookback": lines}, harness.hazard_rules())["lookback"]
    at_read = [f for f in findings if f.asm_line == read + 1]
    if first_nop + second_nop + 2 < 19:
        assert waits == 20 and not at_read  # LLVM pads the full window: asmscope agrees
    else:
        assert waits == 19  # LLVM added nothing ...
        # ... and asmscope reports the read once, 19 of 20, as LLVM's miss
        (finding,) = at_read
        assert finding.rule == "AS013" and "also AS034" in finding.message
        assert "after 19 wait states; needs 20" in finding.message and "looks back only 19" in finding.message
        assert finding.llvm_miss and str(finding.severity) == "warning"
        # one setting makes it an error
        rules = harness.hazard_rules({"llvm_miss_severity": "error"})
        (strict,) = [
            f for f in harness.check_kernels("gfx950", {"lookback": lines}, rules)["lookback"] if f.asm_line == read + 1
        ]
        assert strict.llvm_miss and str(strict.severity) == "error"


def test_llvm_miss_through_the_cli(tmp_path: Path) -> None:
    """`asmscope check --asm` on llc-22's own output with the 19-of-20 read: exit 0 with the LLVM
    miss as a warning counted apart (JSON summary and the text summary line); exit 1 with
    `--set llvm_miss_severity=error`."""
    import json
    import subprocess
    import sys

    asm = tmp_path / "lookback.s"
    asm.write_text(harness.llc(gen_ir.lookback_module(7, 10), "gfx950", tmp_path))
    run = [sys.executable, "-m", "asmscope", "check", "--asm", str(asm), "--select", "AS013,AS034"]
    done = subprocess.run([*run, "--format", "json"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["summary"]["llvm_misses"] == 1 and doc["summary"]["error"] == 0
    (finding,) = doc["findings"]
    assert finding["llvm_miss"] and finding["severity"] == "warning" and "also AS034" in finding["message"]
    table = subprocess.run(run, capture_output=True, text=True)
    assert "1 hazard LLVM misses" in table.stdout + table.stderr
    strict = subprocess.run([*run, "--set", "llvm_miss_severity=error"], capture_output=True, text=True)
    assert strict.returncode == 1


# The scalar soft-clause cases whose two members share no register: the rule LLVM's pad answers
# and the clause member it pairs with (None: LLVM leaves the case alone).
SMEM_CLAUSE_EXPECTED: dict[str, tuple[str, str] | None] = {
    "smem_clause_own_address": ("AS052", "s_load_dwordx2 s[4:5], s[2:3], 0x0"),
    "smem_clause_own_soffset": ("AS052", "s_load_dword s7, s[8:9], 0x0"),
    "smem_clause_after_own_address": ("AS053", "s_load_dwordx2 s[0:1], s[0:1], 0x0"),
    "smem_clause_after_own_address_cache_op": ("AS053", "s_load_dwordx2 s[0:1], s[0:1], 0x0"),
    "smem_clause_store": ("AS054", "s_load_dwordx2 s[4:5], s[2:3], 0x0"),
    "smem_clause_two_stores": ("AS054", "s_load_dwordx2 s[4:5], s[2:3], 0x0"),
    "smem_clause_atomic": ("AS054", "s_load_dwordx2 s[4:5], s[2:3], 0x0"),
    "smem_clause_split_own_address": None,
    "smem_clause_split_store": None,
    "smem_clause_stores_only": None,
}


@pytest.mark.parametrize("target", gen_ir.TARGETS)
def test_smem_clause_pairs_with_no_shared_register(tmp_path: Path, target: str) -> None:
    """AS052-AS054 against LLVM's checkSoftClauseHazards on the same MIR with the hazard pass on
    (`-start-before=post-RA-hazard-rec`) and off (`-start-after`): where LLVM pads, its output
    has no finding and, without the pad, the rule flags the instruction LLVM padded before and
    names the clause member it pairs with; where LLVM leaves the clause alone, no rule finds
    anything."""
    cases = gen_ir.smem_clause_cases()
    assert set(cases) == set(SMEM_CLAUSE_EXPECTED)
    module = gen_ir.mir_module(target, cases)
    passes = {}
    for mode in ("before", "after"):
        asm = harness.llc(module, target, tmp_path, f"{mode}.mir", [f"-start-{mode}=post-RA-hazard-rec"])
        passes[mode] = harness.bodies(asm, list(cases))
    on, off = passes["before"], passes["after"]
    rules = harness.hazard_rules()
    found_on = harness.check_kernels(target, on, rules)
    found_off = harness.check_kernels(target, off, rules)
    for name, expected in SMEM_CLAUSE_EXPECTED.items():
        assert not found_on[name], (name, [f.message for f in found_on[name]])
        if expected is None:
            assert on[name] == off[name], name  # LLVM adds nothing
            assert not found_off[name], (name, [f.message for f in found_off[name]])
            continue
        rule, first = expected
        ((start, end),) = harness.nop_runs(on[name])  # one pad, `s_nop 0`, before the last member
        assert [line.strip() for line in on[name][start:end]] == ["s_nop 0"], name
        assert off[name] == [*on[name][:start], *on[name][end:]], name  # the same code without it
        consumer = off[name][start].strip()
        (finding,) = found_off[name]
        assert (finding.rule, finding.asm_line) == (rule, start + 1), (name, finding)
        assert finding.message.startswith(consumer.split()[0]) and f"'{first}'" in finding.message, finding.message


# VMEM clause members that write memory (LLVM's mayStore: a store, an atomic, an LDS-DMA load):
# each case's MIR, and the clause member AS055 pairs the padded one with (None: LLVM pads nothing)
_LOAD = "$vgpr2_vgpr3 = GLOBAL_LOAD_DWORDX2 $vgpr4_vgpr5, 0, 0, implicit $exec"
_LOAD2 = "$vgpr20 = GLOBAL_LOAD_DWORD $vgpr14_vgpr15, 0, 0, implicit $exec"
_STORE = "GLOBAL_STORE_DWORD $vgpr10_vgpr11, $vgpr12, 0, 0, implicit $exec"
_LDS_DMA = "BUFFER_LOAD_DWORD_LDS_OFFEN $vgpr13, $sgpr4_sgpr5_sgpr6_sgpr7, 0, 0, 0, 0, implicit $exec, implicit $m0"
VMEM_CLAUSE_STORES: dict[str, tuple[list[str], str | None]] = {
    "vmem_clause_store": ([_LOAD, _STORE], "global_load_dwordx2 v[2:3], v[4:5], off"),
    "vmem_clause_store_after_two": ([_LOAD, _LOAD2, _STORE], "global_load_dword v20, v[14:15], off"),
    # one pad, before the first store, which starts a new clause: one finding
    "vmem_clause_two_stores": ([_LOAD, _STORE, _STORE], "global_load_dwordx2 v[2:3], v[4:5], off"),
    "vmem_clause_atomic": (
        [_LOAD, "GLOBAL_ATOMIC_ADD $vgpr10_vgpr11, $vgpr12, 0, 0, implicit $exec"],
        "global_load_dwordx2 v[2:3], v[4:5], off",
    ),
    "vmem_clause_atomic_returning": (
        [_LOAD, "$vgpr21 = GLOBAL_ATOMIC_ADD_RTN $vgpr10_vgpr11, $vgpr12, 0, 1, implicit $exec"],
        "global_load_dwordx2 v[2:3], v[4:5], off",
    ),
    "vmem_clause_buffer_store": (
        [
            "$vgpr22 = BUFFER_LOAD_DWORD_OFFEN $vgpr13, $sgpr4_sgpr5_sgpr6_sgpr7, 0, 0, 0, 0, implicit $exec",
            "BUFFER_STORE_DWORD_OFFEN $vgpr12, $vgpr13, $sgpr4_sgpr5_sgpr6_sgpr7, 0, 0, 0, 0, implicit $exec",
        ],
        "buffer_load_dword v22, v13, s[4:7], 0 offen",
    ),
    "vmem_clause_scratch_store": (
        [_LOAD, "SCRATCH_STORE_DWORD $vgpr12, $vgpr13, 0, 0, implicit $exec, implicit $flat_scr"],
        "global_load_dwordx2 v[2:3], v[4:5], off",
    ),
    "vmem_clause_lds_dma": ([_LOAD, _LDS_DMA], "global_load_dwordx2 v[2:3], v[4:5], off"),
    "vmem_clause_stores_only": ([_STORE, _STORE], None),
    "vmem_clause_lds_dma_then_store": ([_LDS_DMA, _STORE], None),
    "vmem_clause_split_store": ([_LOAD, "$vgpr30 = V_MOV_B32_e32 0, implicit $exec", _STORE], None),
}


@pytest.mark.parametrize("target", gen_ir.TARGETS)
def test_vmem_clause_stores(tmp_path: Path, target: str) -> None:
    """AS055 against LLVM's checkSoftClauseHazards (from checkVMEMHazards) on the same MIR with
    the hazard pass on and off: LLVM breaks a VMEM clause whose earlier members write registers
    before every member that writes memory (a store, an atomic with or without return, an LDS-DMA
    load). Its padded output has no finding; without the pad, AS055 flags the instruction LLVM
    padded before, naming the member it pairs with; where LLVM pads nothing, no rule finds
    anything."""
    cases = {name: body for name, (body, _) in VMEM_CLAUSE_STORES.items()}
    module = gen_ir.mir_module(target, cases)
    on, off = (
        harness.bodies(
            harness.llc(module, target, tmp_path, f"{mode}.mir", [f"-start-{mode}=post-RA-hazard-rec"]), list(cases)
        )
        for mode in ("before", "after")
    )
    rules = harness.hazard_rules()
    found_on, found_off = harness.check_kernels(target, on, rules), harness.check_kernels(target, off, rules)
    for name, (_, first) in VMEM_CLAUSE_STORES.items():
        assert not found_on[name], (name, [f.message for f in found_on[name]])
        if first is None:
            assert on[name] == off[name] and not found_off[name], (name, found_off[name])
            continue
        ((start, end),) = harness.nop_runs(on[name])  # one pad, `s_nop 0`, before the store
        assert [line.strip() for line in on[name][start:end]] == ["s_nop 0"], name
        assert off[name] == [*on[name][:start], *on[name][end:]], name
        (finding,) = found_off[name]
        assert (finding.rule, finding.asm_line) == ("AS055", start + 1), (name, finding)
        assert f"'{first}'" in finding.message and str(finding.severity) == "error", finding.message


# soft clauses of both kinds: the SMEM cases LLVM pads under XNACK "any", and three VMEM ones
SOFT_CLAUSE_VMEM = {
    "vmem_clause_own_address": [
        "$vgpr2_vgpr3 = GLOBAL_LOAD_DWORDX2 $vgpr4_vgpr5, 0, 0, implicit $exec",
        "$vgpr0_vgpr1 = GLOBAL_LOAD_DWORDX2 $vgpr0_vgpr1, 0, 0, implicit $exec",
    ],
    "vmem_clause_overwrites_address": [
        "$vgpr2_vgpr3 = GLOBAL_LOAD_DWORDX2 $vgpr4_vgpr5, 0, 0, implicit $exec",
        "$vgpr4 = GLOBAL_LOAD_DWORD $vgpr6_vgpr7, 0, 0, implicit $exec",
    ],
    "vmem_clause_store": VMEM_CLAUSE_STORES["vmem_clause_store"][0],
}


@pytest.mark.parametrize("target", gen_ir.TARGETS)
def test_soft_clauses_with_xnack_off(tmp_path: Path, target: str) -> None:
    """LLVM checks soft clauses only where XNACK replay can be on (checkSoftClauseHazards returns
    0 without it). The same MIR through the hazard pass with `-mattr=-xnack` (which llc writes
    into `.amdgcn_target` as `gfx942:xnack-`) gets no pad, and asmscope, reading the target ID,
    finds nothing; under Triton's target ID (XNACK "any") LLVM pads these cases and, without the
    pads, the clause rules flag each one."""
    cases = {name: body for name, body in gen_ir._mir_cases(target).items() if name.startswith("smem_clause")}
    cases.update(SOFT_CLAUSE_VMEM)
    module = gen_ir.mir_module(target, cases)
    asm = harness.llc(module, target, tmp_path, "off.mir", ["-start-before=post-RA-hazard-rec", "-mattr=-xnack"])
    assert f'--{target}:xnack-"' in asm  # the target ID asmscope reads
    xnack_off = harness.bodies(asm, list(cases))
    unpadded = harness.llc(module, target, tmp_path, "plain.mir", ["-start-after=post-RA-hazard-rec"])
    assert xnack_off == harness.bodies(unpadded, list(cases))  # LLVM pads no clause without XNACK
    rules = harness.hazard_rules()
    found = harness.check_kernels(target, xnack_off, rules, features=("xnack-",))
    assert not any(found.values()), {name: [f.rule for f in fs] for name, fs in found.items() if fs}
    padded = harness.bodies(
        harness.llc(module, target, tmp_path, "any.mir", ["-start-before=post-RA-hazard-rec"]), list(cases)
    )
    flagged = harness.check_kernels(target, xnack_off, rules)  # the same code under XNACK "any"
    for name in cases:
        if padded[name] != xnack_off[name]:  # LLVM pads it under XNACK "any"
            assert flagged[name] and all(f.rule in CLAUSE_RULES for f in flagged[name]), (name, flagged[name])
    assert sum(padded[name] != xnack_off[name] for name in cases) >= 10  # most of the cases are padded


CLAUSE_RULES = {"AS044", "AS045", "AS049", "AS050", "AS051", "AS052", "AS053", "AS054", "AS055"}


# The rule that answers each look-back shape's pad, and the clause member it names.
LOOKBACK_EXPECTED: dict[str, tuple[str, str]] = {
    "vmem_overwrites_address": ("AS049", "global_load_dwordx2 v[2:3], v[4:5], off"),
    "smem_overwrites_address": ("AS050", "s_load_dwordx2 s[4:5], s[0:1], 0x0"),
    "smem_reads_result": ("AS051", "s_load_dwordx2 s[4:5], s[0:1], 0x0"),
    "smem_own_address": ("AS052", "s_load_dwordx2 s[4:5], s[2:3], 0x0"),
    "smem_store": ("AS054", "s_load_dwordx2 s[4:5], s[2:3], 0x0"),
}


@pytest.mark.parametrize("target", gen_ir.TARGETS)
def test_soft_clause_lookback_follows_agpr0(tmp_path: Path, target: str) -> None:
    """LLVM's soft-clause check sees only the instructions GCNHazardRecognizer keeps
    (MaxLookAhead): 19 in a function that uses AGPR0, else 5. The same MIR through the hazard
    pass on (`-start-before=post-RA-hazard-rec`) and off (`-start-after`), for clause pairs with
    4, 5, 18 and 19 members between them, in functions that touch no AGPR, only a[4:7], a0 (write,
    read, an MFMA's a[0:3]) or call: llc-22 pads a pair only where fewer members than its
    look-back lie between. The clause hazard itself does not end at LLVM's look-back: asmscope
    keeps the window of 19 and reads the kernel's AGPR use (`uses_agpr0`) as LLVM's search. No
    error on LLVM's padded code; without the pass, the expected rule at exactly the instruction
    LLVM padded, naming the clause member, as an error; where LLVM pads nothing because the pair
    lies beyond its look-back of 5, the same rule at the clause's last member as an LLVM miss
    (a warning, on the padded code too); 19 members apart, nothing."""
    cases = gen_ir.lookback_cases()
    module = gen_ir.mir_module(target, cases)
    on = harness.bodies(
        harness.llc(module, target, tmp_path, "on.mir", ["-start-before=post-RA-hazard-rec"]), list(cases)
    )
    off = harness.bodies(
        harness.llc(module, target, tmp_path, "off.mir", ["-start-after=post-RA-hazard-rec"]), list(cases)
    )
    rules = harness.hazard_rules()
    found_on = harness.check_kernels(target, on, rules)
    found_off = harness.check_kernels(target, off, rules)
    padded = {}
    misses = 0
    for name in cases:
        shape, _, between = name.split("__")
        rule, first = LOOKBACK_EXPECTED[shape]
        assert not [f for f in found_on[name] if str(f.severity) == "error"], (name, found_on[name])
        padded[name] = on[name] != off[name]
        # the clause's last member, as an asm line of the unpadded code (1-based)
        last = next(i for i, line in enumerate(off[name]) if line.strip() == first) + int(between) + 2
        if padded[name]:
            ((start, end),) = harness.nop_runs(on[name])  # `s_nop 0` before the clause's last member
            assert [line.strip() for line in on[name][start:end]] == ["s_nop 0"], name
            assert start + 1 == last, name
            (finding,) = found_off[name]
            assert (finding.rule, finding.asm_line, finding.llvm_miss) == (rule, last, False), (name, finding)
            assert f"'{first}'" in finding.message and str(finding.severity) == "error", finding.message
        elif int(between) < 19:  # beyond LLVM's look-back of 5, inside the clause hazard's 19
            (finding,) = found_off[name]
            assert (finding.rule, finding.asm_line, finding.llvm_miss) == (rule, last, True), (name, finding)
            assert str(finding.severity) == "warning" and "looks back only 5" in finding.message, finding.message
            # the same unpadded code in the padded module: the same warning
            assert [(f.rule, f.llvm_miss, str(f.severity)) for f in found_on[name]] == [(rule, True, "warning")], name
            misses += 1
        else:
            assert not found_off[name], (name, [f.message for f in found_off[name]])
    assert misses  # the cases do reach past LLVM's look-back
    # the oracle's look-back, as this test sees it: the same pair 5 or 18 members apart is
    # padded where the function uses a0 and left alone where it does not
    for name, was_padded in padded.items():
        _, agprs, between = name.split("__")
        look_back = 19 if gen_ir.LOOKBACK_AGPRS[agprs][1] else 5
        assert was_padded == (int(between) < look_back), name
