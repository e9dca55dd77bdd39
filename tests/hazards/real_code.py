"""Hazard recall on real code: Triton 3.9's LLVM IR, compiled by llc-22, pad runs located by
LLVM's hazard recognizer on and off, each run removed on its own.

    python tests/hazards/real_code.py                  # one variant per kernel x target (+ patterns)
    python tests/hazards/real_code.py --per-kernel 2 --target gfx950 -v

1. LLVM IR: the `llir` stage of the repo's suite (kernels/asmscope.toml, compiled by asmscope's
   own workers, `also=["llir"]`) and of the pattern kernels (tests/hazards/patterns), cached
   under $ASMSCOPE_HAZARDS_CACHE (default /tmp/asmscope-hazards-llir), never in the repo.
2. `normalize_llir`: Triton's LLVM is newer than llc-22 in two spellings (below); the one step
   that rewrites them.
3. llc-22 -O3 stops before `post-RA-hazard-rec` (MIR), then runs the same MIR once from that pass
   (`-start-before`, padded) and once past it (`-start-after`, unpadded). The two outputs must
   be the same instructions but for `s_nop`: every `s_nop` run of the padded output is a pad.
4. asmscope's hazard rules must report no error on the padded output, and, with each pad run
   removed on its own, a hazard at the instruction after it (the consumer).
5. A pad run no rule finds is put to LLVM once more: its MIR after the pass, without that run,
   through the pass again. If LLVM puts nothing back, its own check does not need the pad in the
   code it emitted (`redundant`: it padded a loop head before padding the loop's tail, which its
   walk crosses over the back edge), and the run is counted apart.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(HERE), str(ROOT), str(ROOT / "tests" / "fixtures")]

import hazard_harness as harness  # noqa: E402

CACHE = Path(os.environ.get("ASMSCOPE_HAZARDS_CACHE", Path(tempfile.gettempdir()) / "asmscope-hazards-llir"))
SPECS = {"repo": ROOT / "kernels" / "asmscope.toml", "patterns": HERE / "patterns" / "asmscope.toml"}
_LLC = ("-O3", "-mtriple=amdgcn-amd-amdhsa")
_PASS = "post-RA-hazard-rec"

# Triton 3.9's LLVM prints a float constant by its IEEE bits (`float f0x2B8CBCCC`) and the
# special values by name (`float -inf`, `bfloat +nan(0x3F)`: a quiet NaN and its payload; in a `phi` or a
# vector the type is the last one named before it on the line);
# llc-22 reads only the older spelling: hex digits, for float and double those of the value as
# a double, for half `0xH` and for bfloat `0xR` and the 16 bits.
_F0X = re.compile(r"\bf0x([0-9A-Fa-f]{8})\b")
_SPECIAL = re.compile(r"(?<![\w.%@\"])([+-])(inf|qnan|nan\((0x[0-9A-Fa-f]+)\))")
# Triton's async copies to LDS (`buffer.load.async.lds`, grouped by `asyncmark` and waited for by
# `wait.asyncmark(N)`) are newer than llc-22 too: the same load as `buffer.load.lds` (same
# operands), no marks, and a wait for all outstanding memory (`s.waitcnt(0)`) for each
# wait.asyncmark: a stronger wait, which moves no hazard the recognizer sees.
_ASYNC = (
    (re.compile(r"\.buffer\.load\.async\.lds\b"), ".buffer.load.lds"),
    (
        re.compile(
            r"^\s*(?:tail )?call void @llvm\.amdgcn\.asyncmark\(\).*\n"
            r"|^declare void @llvm\.amdgcn\.(?:wait\.)?asyncmark.*\n",
            re.M,
        ),
        "",
    ),
    (re.compile(r"@llvm\.amdgcn\.wait\.asyncmark\(i16 \d+\)"), "@llvm.amdgcn.s.waitcnt(i32 0)"),
)
_FP_TYPE = re.compile(r"\b(half|bfloat|float|double)\b")
# type: (hex prefix, sign bit, exponent bits (all set), quiet bit)
_FORMATS = {"half": ("0xH", 1 << 15, 0x7C00, 1 << 9), "bfloat": ("0xR", 1 << 15, 0x7F80, 1 << 6),
            "float": ("0x", 1 << 63, 0x7FF << 52, 1 << 51), "double": ("0x", 1 << 63, 0x7FF << 52, 1 << 51)}


def normalize_llir(text: str) -> str:
    """Triton's LLVM IR in the spelling llc-22 reads; the code is the same."""

    def widen(m: re.Match[str]) -> str:
        value = struct.unpack(">f", bytes.fromhex(m.group(1)))[0]
        return f"0x{struct.unpack('>Q', struct.pack('>d', value))[0]:016X}"

    def special(line: str, m: re.Match[str]) -> str:
        sign, what, payload = m.groups()
        ty = _FP_TYPE.findall(line, 0, m.start())[-1]
        prefix, sign_bit, exponent, quiet = _FORMATS[ty]
        bits = (sign_bit if sign == "-" else 0) | exponent
        if what != "inf":
            payload_bits = int(payload, 16) if payload else 0
            if ty == "float":  # a float NaN's payload sits in the top of the double's mantissa
                payload_bits <<= 29
            bits |= quiet | payload_bits
        return f"{prefix}{bits:0{16 if prefix == '0x' else 4}X}"

    for pattern, replacement in _ASYNC:
        text = pattern.sub(replacement, text)
    if "@llvm.amdgcn.s.waitcnt(i32 0)" in text and "declare void @llvm.amdgcn.s.waitcnt" not in text:
        text += "\ndeclare void @llvm.amdgcn.s.waitcnt(i32 immarg)\n"
    out = []
    for line in _F0X.sub(widen, text).split("\n"):
        if "inf" in line or "nan" in line:
            line = _SPECIAL.sub(partial(special, line), line)
        out.append(line)
    return "\n".join(out)


def _llc(target: str, src: Path, out: Path, *extra: str) -> None:
    assert harness.LLC is not None
    done = subprocess.run([harness.LLC, *_LLC, f"-mcpu={target}", *extra, str(src), "-o", str(out)],
                          capture_output=True, text=True)
    if done.returncode:
        raise AssertionError(f"llc-22 -mcpu={target} {' '.join(extra)} {src.name}: {done.stderr[-2000:]}")


@dataclass(frozen=True)
class PadRun:
    kernel: str
    start: int  # line index of the first s_nop in the kernel's padded lines
    end: int  # index of the consumer
    waits: int
    consumer: str


@dataclass
class Compiled:
    name: str  # the case (variant) name
    target: str
    kernels: dict[str, list[str]]  # padded lines by kernel name
    runs: list[PadRun] = field(default_factory=list)
    mir: str = ""  # llc's MIR right before the hazard recognizer


_KERNEL = re.compile(r"^\t\.globl\t(\S+)", re.M)


def compile_case(name: str, target: str, llir: str, work: Path) -> Compiled:
    """llc-22 over one module's IR; the pads are where the padded and unpadded outputs differ."""
    ll, mir = work / f"{name}.ll", work / f"{name}.mir"
    ll.write_text(normalize_llir(llir))
    _llc(target, ll, mir, f"-stop-before={_PASS}")
    padded, unpadded = work / f"{name}.pad.s", work / f"{name}.nopad.s"
    _llc(target, mir, padded, f"-start-before={_PASS}")
    _llc(target, mir, unpadded, f"-start-after={_PASS}")
    text = padded.read_text()
    names = _KERNEL.findall(text)
    out = Compiled(name, target, harness.bodies(text, names), mir=mir.read_text())
    plain = harness.bodies(unpadded.read_text(), names)
    for kernel, lines in out.kernels.items():
        if _instructions(lines) != _instructions(plain[kernel]):
            raise AssertionError(f"{name}:{kernel}: the hazard recognizer changed more than s_nop")
        pads_before = len(harness.nop_runs(plain[kernel]))
        assert pads_before == 0, f"{name}:{kernel}: {pads_before} s_nop runs without the hazard recognizer"
        for start, end in harness.nop_runs(lines):
            waits = sum(int(harness._NOP.match(x).group(1)) + 1 for x in lines[start:end])  # type: ignore[union-attr]
            out.runs.append(PadRun(kernel, start, end, waits, lines[end].strip()))
    return out


_MIR_NOP = re.compile(r"^\s*S_NOP (\d+)")


def _mir_function(mir: str, kernel: str) -> tuple[int, int]:
    """The line range of one function's body in a MIR file."""
    lines = mir.split("\n")
    start = lines.index(f"name:            {kernel}")
    end = next((i for i in range(start + 1, len(lines)) if lines[i] == "---"), len(lines))
    return start, end


def redundant(case: Compiled, run: PadRun, work: Path) -> bool:
    """Whether LLVM's recognizer, run again on its own final code with this pad run taken out, puts
    nothing back: the pad is one LLVM's check does not need in the code it emitted.

    The recognizer pads in layout order, and its walk back from an instruction crosses loop back
    edges into code it has not padded yet: at a loop head it counts the loop's tail without the
    `s_nop` it later inserts there, and pads for a distance the final code does not have."""
    mir = work / f"{case.name}.mir"
    mir.write_text(case.mir)
    padded = work / f"{case.name}.padded.mir"
    _llc(case.target, mir, padded, f"-run-pass={_PASS}")
    lines = padded.read_text().split("\n")
    lo, hi = _mir_function("\n".join(lines), run.kernel)
    # the asm's pad runs and the MIR's come in the same order
    ordinal = sum(1 for start, _ in harness.nop_runs(case.kernels[run.kernel]) if start < run.start)
    runs = harness.nop_runs([_MIR_NOP.sub("\ts_nop \\1", x) for x in lines[lo:hi]])
    start, end = runs[ordinal]
    assert sum(int(_MIR_NOP.match(x).group(1)) + 1 for x in lines[lo + start : lo + end]) == run.waits  # type: ignore[union-attr]
    without = work / f"{case.name}.without.mir"
    without.write_text("\n".join([*lines[: lo + start], *lines[lo + end :]]))
    again = work / f"{case.name}.again.mir"
    _llc(case.target, without, again, f"-run-pass={_PASS}")
    text = again.read_text()
    lo2, hi2 = _mir_function(text, run.kernel)
    nops = sum(1 for x in text.split("\n")[lo2:hi2] if _MIR_NOP.match(x))
    return nops == sum(1 for x in lines[lo:hi] if _MIR_NOP.match(x)) - (end - start)


def _instructions(lines: Sequence[str]) -> list[str]:
    return [x.strip() for x in lines if x.strip() and not harness._NOP.match(x) and not x.lstrip().startswith(";")]


# ------------------------------------------------------------------------------ the LLVM IR


def _plan(spec_path: Path, per_kernel: int | None, targets: Sequence[str]) -> list:
    import codeobj_equivalence as roads

    from asmscope.compile import plan_variants
    from asmscope.spec import load_spec_file, select_kernels

    spec = load_spec_file(spec_path)
    return roads.spread(plan_variants(spec, select_kernels(spec, ()), tuple(targets) or None), per_kernel)


def triton_llir(per_kernel: int | None = 1, targets: Sequence[str] = (), jobs: int = 2) -> dict[str, tuple[str, str]]:
    """{case name: (target, LLVM IR)} of the repo's suite and the pattern kernels, from the
    cache where a job's IR is there (keyed by the job, which names the source's fingerprint)."""
    from asmscope.compile import WorkerPool

    CACHE.mkdir(parents=True, exist_ok=True)
    out: dict[str, tuple[str, str]] = {}
    todo: list[tuple[str, object, Path]] = []
    for which, spec in SPECS.items():
        for i, pv in enumerate(_plan(spec, per_kernel, targets)):
            key = hashlib.sha256(json.dumps(pv.job, sort_keys=True, default=str).encode()).hexdigest()[:16]
            name = f"{which}{i:03d}_{pv.key.target}_{pv.key.kernel}"
            path = CACHE / f"{key}.ll"
            if path.exists():
                out[name] = (pv.key.target, path.read_text())
            else:
                todo.append((name, pv, path))
    failed: list[str] = []

    def on_result(i: int, result: dict) -> None:
        name, pv, path = todo[i]
        if result.get("status") == "pruned":
            return
        if result.get("status") != "ok":
            failed.append(f"{name}: {result.get('status')}: {result.get('error', '')}")
            return
        path.write_text(result["also"]["llir"])
        out[name] = (pv.key.target, result["also"]["llir"])  # type: ignore[attr-defined]

    if todo:
        with WorkerPool(jobs, timeout=900) as pool:
            pool.run([(i, {**pv.job, "also": ["llir"]}) for i, (_, pv, _) in enumerate(todo)], on_result)  # type: ignore[attr-defined]
    assert not failed, "\n".join(failed)
    return dict(sorted(out.items()))


# ------------------------------------------------------------------------------ measuring


@dataclass
class Recall:
    target: str
    runs: int = 0
    found: int = 0
    missed: Counter = field(default_factory=Counter)  # (writer-less) consumer mnemonic -> runs
    examples: dict[str, str] = field(default_factory=dict)
    errors_on_padded: list[str] = field(default_factory=list)  # error-severity findings on LLVM's output
    by_severity: Counter = field(default_factory=Counter)  # all findings on LLVM's output
    redundant: list[str] = field(default_factory=list)  # not found, and LLVM's own final code does not need them

    @property
    def needed(self) -> int:
        """Pad runs LLVM's recognizer needs in its final code."""
        return self.runs - len(self.redundant)

    @property
    def share(self) -> float:
        return self.found / self.needed if self.needed else 1.0


def measure(cases: dict[str, Compiled], work: Path, rules: object | None = None) -> dict[str, Recall]:
    """Recall per target; `work`: a directory for llc's files (the pads no rule finds are put to
    LLVM again, `redundant`)."""
    from asmscope.findings import Severity

    rules = rules or harness.hazard_rules()
    out: dict[str, Recall] = {}
    for case in cases.values():
        recall = out.setdefault(case.target, Recall(case.target))
        clean = harness.check_kernels(case.target, case.kernels, rules)
        for kernel, findings in clean.items():
            for f in findings:
                recall.by_severity[(f.rule, str(f.severity))] += 1
                if f.severity is Severity.ERROR:
                    recall.errors_on_padded.append(f"{case.name}:{kernel}: {f.rule} line {f.asm_line}: {f.message}")
        mutants = {}
        for k, run in enumerate(case.runs):
            # without `.loc` the findings carry no source line, so asmscope does not merge the
            # consumer's finding into an earlier one of the same mnemonic and line
            lines = [_NO_LOC if x.lstrip().startswith(".loc") else x for x in case.kernels[run.kernel]]
            mutants[f"m{k}"] = [*lines[: run.start], *lines[run.end :]]
        found = harness.check_kernels(case.target, mutants, rules) if mutants else {}
        for k, run in enumerate(case.runs):
            recall.runs += 1
            if any(f.asm_line == run.start + 1 for f in found[f"m{k}"]):
                recall.found += 1
            elif redundant(case, run, work):
                recall.redundant.append(f"{case.name}:{run.kernel} line {run.end + 1}: {run.waits} wait states "
                                        f"before {run.consumer!r}")
            else:
                what = run.consumer.split()[0]
                recall.missed[what] += 1
                recall.examples.setdefault(what, f"{case.name}:{run.kernel} line {run.end + 1}: {run.waits} wait "
                                                 f"states before {run.consumer!r} <- {_before(case, run)}")
    return out


_NO_LOC = "\t; .loc"  # a comment: keeps the line numbers


def _before(case: Compiled, run: PadRun) -> str:
    lines = case.kernels[run.kernel]
    return " | ".join(x.strip() for x in lines[max(run.start - 3, 0) : run.start])


def compile_all(llir: dict[str, tuple[str, str]], work: Path) -> dict[str, Compiled]:
    return {name: compile_case(name, target, text, work) for name, (target, text) in llir.items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--per-kernel", type=int, default=1, help="variants per kernel x target (0: all)")
    ap.add_argument("--target", action="append", default=[])
    ap.add_argument("-v", "--verbose", action="store_true", help="list the missed consumers")
    args = ap.parse_args(argv)
    llir = triton_llir(args.per_kernel or None, args.target)
    with tempfile.TemporaryDirectory(prefix="asmscope-hazards-") as tmp:
        recall = measure(compile_all(llir, Path(tmp)), Path(tmp))
    status = 0
    for target, r in sorted(recall.items()):
        print(f"{target}: {r.found} of {r.needed} pad runs found at the consumer ({100 * r.share:.1f} %; "
              f"{len(r.redundant)} more that LLVM's final code does not need), "
              f"{len(r.errors_on_padded)} errors on LLVM's padded code; findings there: {dict(r.by_severity)}")
        if args.verbose:
            for line in r.redundant:
                print(f"  not needed: {line}")
            for what, n in r.missed.most_common():
                print(f"  missed {n} x {r.examples[what]}")
            for line in r.errors_on_padded[:30]:
                print(f"  padded: {line}")
        status |= r.share < 0.99 or bool(r.errors_on_padded)
    return int(status)


if __name__ == "__main__":
    sys.exit(main())
