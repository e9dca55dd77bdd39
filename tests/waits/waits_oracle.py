"""Missing-wait rules (AS057, AS058) judged by LLVM 22's own SIInsertWaitcnts, on real code.

    python tests/waits/waits_oracle.py                      # one variant per kernel x target
    python tests/waits/waits_oracle.py --target gfx950 --max-waits 20 -v

1. LLVM IR: Triton 3.9's `llir` of the repo's suite and the pattern kernels, as the hazard suite
   gets it (tests/hazards/real_code.py: same cache, same one normalisation step for llc-22).
2. `llc-22 -O3 -stop-after=si-insert-waitcnts` gives MIR with LLVM's waits; the same MIR compiled
   on from there (`-start-after`) is LLVM's final code. Precision: AS057/AS058 find nothing there.
3. Recall: for each `S_WAITCNT` of a kernel's MIR, a mutant without it, and one per counter it
   waits on with that count one higher (one operation fewer waited for). Each mutant is compiled
   on twice: past the pass (`-start-after`: the code as the mutation leaves it) and through it
   again (`-start-before`: LLVM puts back what its analysis needs). The two must be the same
   instructions but for `s_waitcnt`/`s_nop`; where the second waits more before an instruction
   (per counter), LLVM needed a wait there, at that count.
4. The rules run on the first: each instruction where LLVM puts a wait back must be flagged, on
   that counter, with LLVM's count; where LLVM puts nothing back, no finding may appear.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(HERE.parent / "hazards"), str(ROOT), str(ROOT / "tests" / "fixtures")]

import hazard_harness as harness  # noqa: E402


def _hazards_real_code():  # type: ignore[no-untyped-def]
    """tests/hazards/real_code.py (its IR cache and normalisation), by path: this module's name is
    the same."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("hazards_real_code", HERE.parent / "hazards" / "real_code.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["hazards_real_code"] = module
    spec.loader.exec_module(module)
    return module


hazards_code = _hazards_real_code()

from asmscope.isa.amdgcn.waitcnt import COUNTERS, MAX_COUNT  # noqa: E402
from asmscope.rules import load_rules  # noqa: E402
from asmscope.rules.schema import RuleSet, resolve_settings  # noqa: E402

_PASS = "si-insert-waitcnts"
_NO_LOC = "\t; .loc"  # a comment: keeps the line numbers
_LLC = ("-O3", "-mtriple=amdgcn-amd-amdhsa")
_KERNEL = re.compile(r"^\t\.globl\t(\S+)", re.M)
_MIR_WAIT = re.compile(r"^(\s*)S_WAITCNT (\d+)(.*)$")
_ASM_WAIT = re.compile(r"^\s*s_waitcnt\b(.*)$")
_ASM_NOP = re.compile(r"^\s*s_nop\b")
_FIELD = re.compile(r"(vmcnt|lgkmcnt|expcnt)\((\d+)\)")
_NEEDS = re.compile(r"; needs ((?:(?:vmcnt|lgkmcnt|expcnt)\(\d+\) ?)+)")


def needs(message: str) -> dict[str, int]:
    """{counter: count} a finding's message says the instruction needs."""
    m = _NEEDS.search(message)
    return {name: int(n) for name, n in _FIELD.findall(m.group(1))} if m else {}


def wait_rules() -> RuleSet:
    rules = list(load_rules(select=["AS057", "AS058"]).rules)
    settings, errors = resolve_settings(rules, {})
    assert not errors, errors
    return RuleSet(tuple(rules), settings)


def decode(imm: int) -> tuple[int, int, int]:
    """gfx9's s_waitcnt immediate: vmcnt in bits 3:0 and 15:14, expcnt 6:4, lgkmcnt 11:8."""
    return ((imm & 0xF) | ((imm >> 14) & 3) << 4, (imm >> 8) & 0xF, (imm >> 4) & 7)


def encode(vm: int, lgkm: int, exp: int) -> int:
    return (vm & 0xF) | ((vm >> 4) & 3) << 14 | (lgkm & 0xF) << 8 | (exp & 7) << 4


def _asm_wait(text: str) -> tuple[int, int, int]:
    counts = dict(zip(COUNTERS, MAX_COUNT))
    fields = _FIELD.findall(text)
    if not fields and text.strip():
        return decode(int(text.strip(), 0))
    for name, n in fields:
        counts[name] = int(n)
    return counts["vmcnt"], counts["lgkmcnt"], counts["expcnt"]


def _llc(target: str, src: Path, out: Path, *extra: str) -> None:
    assert harness.LLC is not None
    done = subprocess.run(
        [harness.LLC, *_LLC, f"-mcpu={target}", *extra, str(src), "-o", str(out)], capture_output=True, text=True
    )
    if done.returncode:
        raise AssertionError(f"llc-22 -mcpu={target} {' '.join(extra)} {src.name}: {done.stderr[-2000:]}")


def waits_before(lines: Sequence[str]) -> list[tuple[int, tuple[int, int, int]]]:
    """(line index, the wait right before it) of each instruction line that is not a wait or
    nop: the smallest count per counter of the `s_waitcnt` lines since the instruction before."""
    out = []
    pending = list(MAX_COUNT)
    for i, line in enumerate(lines):
        body = line.split(";", 1)[0]
        if not body.strip() or body.lstrip().startswith(".") or body.rstrip().endswith(":"):
            continue
        m = _ASM_WAIT.match(body)
        if m:
            pending = [min(a, b) for a, b in zip(pending, _asm_wait(m.group(1)))]
            continue
        if _ASM_NOP.match(body):
            continue
        out.append((i, tuple(pending)))
        pending = list(MAX_COUNT)
    return out  # type: ignore[return-value]


@dataclass
class Agreement:
    target: str
    mutants: int = 0
    needed: Counter = field(default_factory=Counter)  # counter -> waits LLVM put back
    found: Counter = field(default_factory=Counter)  # counter -> flagged at LLVM's instruction and count
    silent_ok: int = 0  # mutants LLVM puts nothing back into, where the rules are silent
    false: list[str] = field(default_factory=list)  # findings where LLVM puts nothing back
    missed: list[str] = field(default_factory=list)
    wrong_count: list[str] = field(default_factory=list)  # flagged at the instruction, another count
    on_llvm_output: list[str] = field(default_factory=list)  # findings on LLVM's own code
    skipped: list[str] = field(default_factory=list)  # mutants whose two compiles differ beyond waits


def _function(mir: str, kernel: str) -> tuple[int, int]:
    lines = mir.split("\n")
    start = lines.index(f"name:            {kernel}")
    end = next((i for i in range(start + 1, len(lines)) if lines[i] == "---"), len(lines))
    return start, end


def _mutations(line: str) -> list[tuple[str, str | None]]:
    """(what, the replacement line or None to delete) for one MIR S_WAITCNT line."""
    m = _MIR_WAIT.match(line)
    assert m
    indent, imm, rest = m.groups()
    counts = list(decode(int(imm)))
    out: list[tuple[str, str | None]] = [("delete", None)]
    for c, n in enumerate(counts):
        if n < MAX_COUNT[c] - 1:
            raised = list(counts)
            raised[c] = n + 1
            out.append((f"{COUNTERS[c]}+1", f"{indent}S_WAITCNT {encode(*raised)}{rest}"))
    return out


def run_case(name: str, target: str, llir: str, work: Path, agree: Agreement, rules: RuleSet, max_waits: int) -> None:
    ll, mir = work / f"{name}.ll", work / f"{name}.mir"
    ll.write_text(hazards_code.normalize_llir(llir))
    _llc(target, ll, mir, f"-stop-after={_PASS}")
    final = work / f"{name}.s"
    _llc(target, mir, final, f"-start-after={_PASS}")
    text = final.read_text()
    names = _KERNEL.findall(text)
    kernels = harness.bodies(text, names)
    for kernel, findings in harness.check_kernels(target, kernels, rules).items():
        for f in findings:
            agree.on_llvm_output.append(f"{name}:{kernel} line {f.asm_line}: {f.rule} {f.message}")
    mir_text = mir.read_text()
    mir_lines = mir_text.split("\n")
    jobs = []
    for kernel in names:
        lo, hi = _function(mir_text, kernel)
        sites = [i for i in range(lo, hi) if _MIR_WAIT.match(mir_lines[i])]
        if max_waits and len(sites) > max_waits:  # spread evenly over the kernel
            sites = [sites[k * len(sites) // max_waits] for k in range(max_waits)]
        for i in sites:
            for what, repl in _mutations(mir_lines[i]):
                jobs.append((kernel, i, what, repl))

    def one(job: tuple[str, int, str, str | None]) -> None:
        kernel, i, what, repl = job
        tag = f"{name}.{kernel}.{i}.{what.replace('+', 'p')}"
        mutant = work / f"{tag}.mir"
        lines = list(mir_lines)
        if repl is None:
            del lines[i]
        else:
            lines[i] = repl
        mutant.write_text("\n".join(lines))
        left, again = work / f"{tag}.left.s", work / f"{tag}.again.s"
        _llc(target, mutant, left, f"-start-after={_PASS}")
        _llc(target, mutant, again, f"-start-before={_PASS}")
        # without `.loc` the findings carry no source line: asmscope does not merge two findings of
        # one mnemonic and Python line into one, and each instruction LLVM waits before is seen
        a = [
            _NO_LOC if x.lstrip().startswith(".loc") else x for x in harness.bodies(left.read_text(), [kernel])[kernel]
        ]
        b = harness.bodies(again.read_text(), [kernel])[kernel]
        wa, wb = waits_before(a), waits_before(b)
        label = f"{name}:{kernel} MIR line {i + 1} {what}"
        if [a[j].split(";", 1)[0].strip() for j, _ in wa] != [b[j].split(";", 1)[0].strip() for j, _ in wb]:
            agree.skipped.append(label)
            return
        inserted = {}  # line index in `a` -> {counter: LLVM's count}
        for (ja, ca), (_, cb) in zip(wa, wb):
            more = {c: cb[c] for c in range(3) if cb[c] < ca[c]}
            if more:
                inserted[ja] = more
        jobs_out.append((label, a, inserted))

    jobs_out: list[tuple[str, list[str], dict[int, dict[int, int]]]] = []
    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(one, jobs))
    for label, a, inserted in jobs_out:
        agree.mutants += 1
        kernel = label.split(":", 1)[1].split(" ", 1)[0]
        found = harness.check_kernels(target, {kernel: a}, rules)[kernel]
        by_line: dict[int, list] = {}
        for f in found:
            by_line.setdefault(f.asm_line - 1, []).append(f)  # asm_line is 1-based in the kernel's lines
        if not inserted:
            if found:
                agree.false.append(f"{label}: {found[0].asm_line}: {found[0].message}")
            else:
                agree.silent_ok += 1
            continue
        for j, more in sorted(inserted.items()):
            for c, n in more.items():
                agree.needed[COUNTERS[c]] += 1
                hits = [f for f in by_line.get(j, []) if COUNTERS[c] in needs(f.message)]
                if any(needs(f.message)[COUNTERS[c]] == n for f in hits):
                    agree.found[COUNTERS[c]] += 1
                elif hits:
                    agree.wrong_count.append(
                        f"{label}: line {j + 1} {a[j].strip()!r}: LLVM {COUNTERS[c]}({n}); {hits[0].message}"
                    )
                else:
                    agree.missed.append(
                        f"{label}: line {j + 1} {a[j].strip()!r}: LLVM {COUNTERS[c]}({n})"
                        + (f"; found at {[f.asm_line for f in found]}" if found else "")
                    )
        for f in found:
            llvm = {COUNTERS[c] for c in inserted.get(f.asm_line - 1, {})}
            if not set(needs(f.message)) <= llvm:
                agree.false.append(f"{label}: line {f.asm_line}: {f.message}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--per-kernel", type=int, default=1, help="variants per kernel x target (0: all)")
    ap.add_argument("--target", action="append", default=[])
    ap.add_argument("--max-waits", type=int, default=0, help="S_WAITCNTs mutated per kernel (0: all)")
    ap.add_argument("--cases", default="", help="a regex on case names")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    llir = hazards_code.triton_llir(args.per_kernel or None, args.target)
    rules = wait_rules()
    out: dict[str, Agreement] = {}
    with tempfile.TemporaryDirectory(prefix="asmscope-waits-") as tmp:
        for name, (target, text) in llir.items():
            if args.cases and not re.search(args.cases, name):
                continue
            run_case(name, target, text, Path(tmp), out.setdefault(target, Agreement(target)), rules, args.max_waits)
    status = 0
    for target, a in sorted(out.items()):
        need = sum(a.needed.values())
        got = sum(a.found.values())
        per = ", ".join(f"{c} {a.found[c]}/{a.needed[c]}" for c in COUNTERS if a.needed[c])
        print(
            f"{target}: {a.mutants} mutants; LLVM put a wait back in {need}: flagged at its instruction and count "
            f"{got} ({100 * got / need if need else 100:.1f} %; {per}); silent where LLVM adds nothing: "
            f"{a.silent_ok}, false findings {len(a.false)}; findings on LLVM's own code {len(a.on_llvm_output)}; "
            f"wrong count {len(a.wrong_count)}; skipped {len(a.skipped)}"
        )
        if args.verbose:
            for title, items in (
                ("on LLVM's code", a.on_llvm_output),
                ("false", a.false),
                ("missed", a.missed),
                ("wrong count", a.wrong_count),
                ("skipped", a.skipped),
            ):
                for line in items[:15]:
                    print(f"  {title}: {line}")
        status |= bool(a.false or a.on_llvm_output) or (need and got / need < 0.99)
    return int(status)


if __name__ == "__main__":
    sys.exit(main())
