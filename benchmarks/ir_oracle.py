"""The vector-width oracle: for a sample of a spec's variants, the `vector_bits` asmscope predicts
from TTGIR for every global load and store (layout x axis facts, asmscope.ir.vector) against the
width of the ISA instructions the op became (the code LLVM/ptxas actually emitted, linked by
source location). An op matches when every global/buffer instruction at its location, of its
direction, has the predicted width.

    python benchmarks/ir_oracle.py --spec kernels/asmscope.toml --sample 60 --cache-dir /tmp/oracle
    python benchmarks/ir_oracle.py --spec kernels/nvidia.toml --target cuda:90 --cache-dir /tmp/oracle

Ops without an instruction of their direction at their location are not compared and are counted
apart ("not lowered to a global access here": a store routed through shared memory or TMA on
NVIDIA, or code LLVM moved under another location).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from asmscope.compile import CompileCache, compile_variants, plan_variants
from asmscope.compile.sample import sample_positions
from asmscope.ir.files import load_ttgir
from asmscope.ir.link import isa_width, link
from asmscope.pipeline import analyze_variant
from asmscope.spec import load_spec_file


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--spec", default="kernels/asmscope.toml")
    ap.add_argument("--target", action="append", default=[])
    ap.add_argument("--sample", type=int, default=0, help="about N variants (0: all)")
    ap.add_argument("--cache-dir", required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="write the per-op results here")
    a = ap.parse_args()
    spec = load_spec_file(Path(a.spec))
    plan = plan_variants(spec, spec.kernels)
    if a.target:
        plan = [p for p in plan if p.key.target in a.target]
    if a.sample:
        plan = [plan[i] for i in sample_positions(plan, a.sample)]
    cache = CompileCache(Path(a.cache_dir))
    out = compile_variants(plan, cache, jobs=a.jobs)
    rows = []
    for variant in out.compiled:
        analysed = analyze_variant(variant)
        if not isinstance(analysed, list):
            print(f"{variant.key}: {analysed.message}", file=sys.stderr)
            continue
        ((_, kernel, _),) = analysed
        module = load_ttgir(variant.ir_path("ttgir"))
        if module is None:
            print(f"{variant.key}: no TTGIR", file=sys.stderr)
            continue
        for lo in link(module, kernel):
            if lo.access is None:
                continue
            widths = sorted({isa_width(i) for i in lo.instructions})
            rows.append(
                {
                    "variant": str(variant.key),
                    "target": variant.key.target,
                    "op": lo.op.name,
                    "source": str(lo.op.source),
                    "layout": lo.access.layout,
                    "predicted": lo.access.vector_bits,
                    "isa": widths,
                    "why": lo.access.why,
                    "verdict": "not lowered here"
                    if not widths
                    else "match"
                    if widths == [lo.access.vector_bits]
                    else "miss",
                }
            )
    counts = Counter((r["target"], r["verdict"]) for r in rows)
    print(f"{len(out.compiled)} variants compiled, {len(out.errors)} errors, {out.hits} from the cache")
    for target in sorted({r["target"] for r in rows}):
        m, x, n = (counts[(target, v)] for v in ("match", "miss", "not lowered here"))
        print(f"{target}: {m}/{m + x} ops match ({100 * m / max(1, m + x):.2f} %), {n} not lowered to a global access")
    misses = Counter(
        (r["target"], r["op"], r["layout"], r["predicted"], tuple(r["isa"]), r["why"])
        for r in rows
        if r["verdict"] == "miss"
    )
    for (target, op, layout, pred, isa, why), n in misses.most_common(20):
        print(f"  miss x{n} {target} {op} {layout}: predicted {pred}, isa {list(isa)} ({why})")
    if a.json:
        Path(a.json).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
