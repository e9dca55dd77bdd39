"""Run asmscope's hazard rules over LLVM-padded code and over mutations of it.

LLVM's GCNHazardRecognizer inserts an `s_nop` run right before the instruction that needs it,
so every run in llc's output names a hazard at the instruction that follows it. From each run
of each case kernel the harness makes two mutants: the run removed (`strip`) and the run one
wait state short (`short`; `s_nop 0` removed or the last `s_nop N` made `N-1`). asmscope must
find nothing in LLVM's output and a hazard at that instruction in every mutant.

All kernels of a target, and all mutants, are checked as two synthetic modules: one parse each.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from asmscope.analysis import analyze
from asmscope.findings import Finding, VariantKey
from asmscope.isa import parse_module
from asmscope.pipeline import evaluate_rules
from asmscope.rules import load_rules
from asmscope.rules.engine import RuleRun
from asmscope.rules.schema import HazardCheck, RuleSet, resolve_settings
from asmscope.variant import Variant

LLC = shutil.which("llc-22")
_NOP = re.compile(r"^\s*s_nop\s+(\d+)")
_LABEL = re.compile(r"^([A-Za-z_][\w.$]*):")


def llc(source: str, target: str, work: Path, suffix: str = "ll", extra: Sequence[str] = ()) -> str:
    assert LLC is not None
    path = work / f"{target}.{suffix}"
    path.write_text(source)
    out = work / f"{target}.{suffix}.s"
    subprocess.run(
        [LLC, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target}", *extra, str(path), "-o", str(out)],
        check=True,
        capture_output=True,
        text=True,
    )
    return out.read_text()


def bodies(asm: str, names: Sequence[str]) -> dict[str, list[str]]:
    """The lines of each named function in llc's output, from its label to its s_endpgm."""
    wanted, out, current = set(names), {}, None
    for line in asm.splitlines():
        match = _LABEL.match(line)
        if match and match.group(1) in wanted:
            current = out[match.group(1)] = []
            continue
        if current is not None:
            current.append(line.split(";", 1)[0].rstrip() if "s_endpgm" in line else line)
            if "s_endpgm" in line:
                current = None
    missing = wanted - set(out)
    assert not missing, f"llc output lacks {sorted(missing)[:5]}"
    return out


@dataclass(frozen=True)
class Mutant:
    case: str  # the case kernel it comes from
    kind: str  # "strip" or "short"
    reader: str  # the instruction after the s_nop run (where LLVM saw the hazard)
    padded: int  # LLVM's wait states in the run
    lines: tuple[str, ...]
    reader_offset: int  # index of the reader in `lines`


def nop_runs(lines: Sequence[str]) -> list[tuple[int, int]]:
    """(start, end) line indices of each run of consecutive s_nop lines."""
    runs, i = [], 0
    while i < len(lines):
        if _NOP.match(lines[i]):
            j = i
            while j < len(lines) and _NOP.match(lines[j]):
                j += 1
            runs.append((i, j))
            i = j
        else:
            i += 1
    return runs


def mutants(case: str, lines: Sequence[str]) -> list[Mutant]:
    out = []
    for start, end in nop_runs(lines):
        waits = [int(_NOP.match(line).group(1)) + 1 for line in lines[start:end]]  # type: ignore[union-attr]
        reader = lines[end].strip()
        stripped = (*lines[:start], *lines[end:])
        out.append(Mutant(case, "strip", reader, sum(waits), stripped, start))
        last = waits[-1] - 1  # wait states of the last s_nop after taking one away
        short = [*lines[: end - 1], *([f"\ts_nop {last - 1}"] if last else []), *lines[end:]]
        out.append(Mutant(case, "short", reader, sum(waits), tuple(short), end - 1 + (1 if last else 0)))
    return out


def hazard_rules(overrides: dict[str, object] | None = None) -> RuleSet:
    rules = [r for r in load_rules(select=["ALL"]).rules if isinstance(r.check, HazardCheck)]
    settings, errors = resolve_settings(rules, overrides or {})
    assert not errors, errors
    return RuleSet(tuple(rules), settings)


def check_kernels(
    target: str, kernels: dict[str, Sequence[str]], rules: RuleSet, features: Sequence[str] = ()
) -> dict[str, list[Finding]]:
    """Each kernel's hazard findings, by kernel name; a finding's asm_line is 1-based in the
    kernel's own lines (the label line is 0). `features`: the target ID's (`xnack-`), as llc
    writes them into `.amdgcn_target`."""
    target_id = ":".join((target, *features))
    text = [f'\t.amdgcn_target "amdgcn-amd-amdhsa--{target_id}"', "\t.text"]
    starts = {}
    for name, lines in kernels.items():
        text += [f"\t.globl\t{name}", f"\t.type\t{name},@function", f"{name}:"]
        starts[name] = len(text)
        text.extend(lines)
    module = parse_module("\n".join(text) + "\n", f"<{target} cases>")
    out: dict[str, list[Finding]] = {name: [] for name in kernels}
    run = RuleRun(rules)
    for kernel in module.kernels:
        variant = Variant(VariantKey(kernel.name, target, ()), "", "")
        analysis = analyze(kernel, target, features=module.features)
        ((findings, trace),) = evaluate_rules([(variant, kernel, analysis)], run)
        assert not trace.errors, trace.errors
        out[kernel.name] = [_relocated(f, starts[kernel.name]) for f in findings]
    return out


def _relocated(finding: Finding, base: int) -> Finding:
    return replace(finding, asm_line=None if finding.asm_line is None else finding.asm_line - base)
