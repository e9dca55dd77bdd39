"""What reading the IR adds to a cold check: parsing every variant's TTGIR into the model,
against parsing and analysing the same variants' assembly, as a ratio measured in one run (the
machines are shared; a ratio of two timings taken together holds up). A check itself parses a
variant's TTGIR only to explain a finding on a memory instruction; the stage fingerprints and
layouts `diff` compares are computed once, at compile time (the compile record holds them).

    python benchmarks/bench_ir.py --cache-dir /tmp/oracle        # every compiled variant in a cache
    python benchmarks/bench_ir.py --cache-dir /tmp/oracle --link  # also the linking and width prediction

The variants are the compile records of the cache (fill one with `asmscope check --cache-dir` or
benchmarks/ir_oracle.py). Budget: under 25 % of parse-and-analyse (docs/ir.md, "Cost").
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from asmscope.analysis import analyze  # noqa: E402
from asmscope.compile import CompileCache  # noqa: E402
from asmscope.ir.files import read_ir  # noqa: E402
from asmscope.ir.link import link  # noqa: E402
from asmscope.ir.ttgir import parse_ttgir  # noqa: E402
from asmscope.isa import parse_module  # noqa: E402

BUDGET = 0.25


def _records(root: Path) -> list[tuple[str, tuple[tuple[str, str], ...]]]:
    """(asm path, ((stage, ir path), ...)) of every AMD variant with IR in the cache."""
    cache = CompileCache(root)
    out = []
    for rec in sorted((root / "compile").rglob("*.json")):
        record = json.loads(rec.read_text())["record"]
        if record.get("status") != "ok" or record.get("asm_suffix", ".s") != ".s" or not record.get("ir_sha256"):
            continue
        ir = tuple((st, str(cache.ir_path(h, st))) for st, h in record["ir_sha256"].items())
        out.append((str(cache.asm_path(record["asm_sha256"])), ir))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache-dir", required=True)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--link", action="store_true", help="also time linking and the width prediction")
    a = ap.parse_args()
    variants = _records(Path(a.cache_dir))
    if not variants:
        print("no compiled AMD variants with IR in that cache", file=sys.stderr)
        return 2
    asm_texts = [Path(p).read_text() for p, _ in variants]
    ttgir_texts = [read_ir(dict(ir)["ttgir"]) or "" for _, ir in variants]

    def asm() -> list:
        kernels = []
        for path, text in zip(variants, asm_texts, strict=True):
            module = parse_module(text, path[0])
            for k in module.kernels:
                analyze(k, module.target)
                kernels.append(k)
        return kernels

    def ttgir() -> None:
        for (path, _), text in zip(variants, ttgir_texts, strict=True):
            parse_ttgir(text, path)  # the whole model (what inspect --ir and a finding's explanation read)

    rounds = []
    kernels: list = []
    for _ in range(a.repeat):  # alternating, so that both see the same machine
        gc.collect()
        t0 = time.process_time()
        kernels = asm()
        t1 = time.process_time()
        ttgir()
        t2 = time.process_time()
        rounds.append((t1 - t0, t2 - t1))
    base, extra = min(r[0] for r in rounds), min(r[1] for r in rounds)
    lines = sum(t.count("\n") for t in ttgir_texts)
    print(f"{len(variants)} variants; {lines:,} TTGIR lines")
    print(f"parse+analyse asm: {base:.3f} s CPU; TTGIR parse: {extra:.3f} s CPU")
    print(f"ratio: {100 * extra / base:.1f} % (budget {100 * BUDGET:.0f} %)")
    if a.link:
        t0 = time.process_time()
        for (path, _ir), text, k in zip(variants, ttgir_texts, kernels, strict=True):
            link(parse_ttgir(text, path), k)
        t_link = time.process_time() - t0
        print(f"link + width prediction (with parse): {t_link:.3f} s CPU ({100 * t_link / base:.1f} %)")
    return 0 if extra <= BUDGET * base else 1


if __name__ == "__main__":
    sys.exit(main())
