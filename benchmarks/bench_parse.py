"""Parse + analysis speed on the repo suite's assembly, model memory, and the ratio to LLVM's own
assembler on the same files. (A warm `asmscope check` parses nothing: the results cache holds
each variant's summaries; bench_check.py measures that.)

    python benchmarks/bench_parse.py                      # the golden fixtures of tests/fixtures/asm
    python benchmarks/bench_parse.py --asm-dir DIR        # any directory of .s files (e.g. a sweep)

Cold = text to Module plus analyze() of every kernel (CFG, loops, histograms, occupancy; def/use
is built while parsing), with no cache. Each measurement is the best of --repeat runs; both wall
and CPU time are shown because the machines this runs on are often shared. The target is
100,000 lines/s cold.
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from asmscope.analysis import analyze  # noqa: E402
from asmscope.isa import engine, parse_module  # noqa: E402

TARGET_LINES_PER_S = 100_000
_TARGET_LINE = re.compile(r'\.amdgcn_target\s+"[^"]*"')
_MC = {
    "gfx942": ("llvm-mc-22", "llvm-mc-21", "llvm-mc-20", "llvm-mc-19"),
    "gfx950": ("llvm-mc-22", "llvm-mc-21", "llvm-mc-20"),
}


def _suite(asm_dir: Path) -> list[tuple[Path, str]]:
    files = sorted(
        p for p in asm_dir.glob("*.s") if not p.name.endswith(".objdump.s") and not p.name.startswith("hand")
    )
    return [(p, p.read_text()) for p in files]


def _best(fn, repeat: int) -> tuple[float, float]:
    """(best wall seconds, best CPU seconds) of `repeat` calls."""
    walls, cpus = [], []
    for _ in range(repeat):
        gc.collect()
        w0, c0 = time.perf_counter(), time.process_time()
        fn()
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
    return min(walls), min(cpus)


def _parse_and_analyze(texts: list[tuple[Path, str]]) -> None:
    for path, text in texts:
        module = parse_module(text, path.name)
        for kernel in module.kernels:
            analyze(kernel, module.target)


def _memory(path: Path, text: str) -> tuple[float, float]:
    """(MB retained by the parsed model and its analysis, peak MB while building them)."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    module = parse_module(text, path.name)
    analyses = [analyze(k, module.target) for k in module.kernels]
    gc.collect()
    retained, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del module, analyses
    return (retained - before) / 1e6, (peak - before) / 1e6


def _llvm_mc_seconds(texts: list[tuple[Path, str]], repeat: int, tmp: Path) -> float | None:
    """Best wall time of llvm-mc assembling every file (one process per file, as a build would)."""
    jobs = []
    for path, text in texts:
        target = "gfx950" if "gfx950" in text[:500] else "gfx942"
        tool = next((shutil.which(t) for t in _MC[target] if shutil.which(t)), None)
        if tool is None:
            return None
        # Triton's LLVM names the target `amdgpu9.50-amd-amdhsa-unknown-gfx950`, a triple the
        # distribution's llvm-mc does not know; give it the classic spelling of the same target.
        copy = tmp / path.name
        copy.write_text(_TARGET_LINE.sub(f'.amdgcn_target "amdgcn-amd-amdhsa--{target}"', text, count=1))
        jobs.append(
            [tool, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-filetype=obj", str(copy), "-o", os.devnull]
        )

    def run() -> None:
        for cmd in jobs:
            subprocess.run(cmd, check=True, capture_output=True)

    return _best(run, repeat)[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--asm-dir", type=Path, default=ROOT / "tests" / "fixtures" / "asm")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    texts = _suite(args.asm_dir)
    if not texts:
        sys.exit(f"no .s files in {args.asm_dir}")
    lines = sum(text.count("\n") for _, text in texts)
    # Build the grammar (Lark's on-disk cache) and compile its regexes on a tiny kernel, so the
    # memory measurement below starts with empty operand-interning tables.
    parse_module("k:\n\ts_endpgm\n")
    largest = max(texts, key=lambda item: len(item[1]))
    retained, peak = _memory(*largest)

    print(f"suite: {len(texts)} files, {lines:,} lines ({args.asm_dir})")
    print(f"engine: {engine()}")
    wall, cpu = _best(lambda: _parse_and_analyze(texts), args.repeat)
    print(
        f"cold parse+analysis: {lines / wall:,.0f} lines/s wall, {lines / cpu:,.0f} lines/s CPU "
        f"({wall * 1e3:.0f} ms for the suite; target {TARGET_LINES_PER_S:,})"
    )

    largest = max(texts, key=lambda item: len(item[1]))
    retained, peak = _memory(*largest)
    print(
        f"memory, largest file ({largest[0].name}, {largest[1].count(chr(10)):,} lines): model+analysis "
        f"{retained:.1f} MB retained, {peak:.1f} MB peak (limit 50 MB)"
    )

    with tempfile.TemporaryDirectory(prefix="asmscope-bench-mc-") as tmp:
        mc = _llvm_mc_seconds(texts, max(1, args.repeat // 2), Path(tmp))
    if mc is None:
        print("llvm-mc: not found (LLVM 20+ needed for gfx950 files); ratio not measured")
    else:
        print(
            f"llvm-mc -filetype=obj on the same files: {lines / mc:,.0f} lines/s wall "
            f"(process start included); asmscope cold / llvm-mc time = {wall / mc:.2f}"
        )


if __name__ == "__main__":
    main()
