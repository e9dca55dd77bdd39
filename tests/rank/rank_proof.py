"""How `asmscope rank`'s static ranking does against GPU timings (docs/rank.md's figures).

    asmscope rank --spec kernels/tuning.toml --device h200 -f json -o rank.json
    python tests/rank/rank_proof.py rank.json tests/rank/h200_timings.json [--keep-top 5]

For each (kernel, shape) case: the measured best config, the configs within 5 % of it, and whether
one of them is the static top 1, in the top 3, in the top 5; the measured throughput of the static
top-1 against the best (best ms / top-1 ms); and, for `prune --keep-top K`, the autotuning time
kept (compile seconds recorded on the GPU host + the autotuner's benchmark of each kept config)
and the best measured config among the kept ones.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

# Triton's autotuner benchmarks each config with do_bench(warmup=25 ms, rep=100 ms) per key
BENCH_SECONDS = 0.125
_SHAPES = {  # the spec's shape names -> time_configs.py's shape lists
    "mm2k": [2048, 2048, 2048], "mm4k": [4096, 4096, 4096], "mm_skinny": [256, 8192, 8192],
    "rows16k_1k": [16384, 1024], "rows8k_4k": [8192, 4096], "rows4k_16k": [4096, 16384],
    "cs8k_8k": [8192, 8192], "cs64k_1k": [65536, 1024], "cs2k_32k": [2048, 32768],
}


def _matches(timed: dict[str, Any], ranked: dict[str, Any]) -> bool:
    return all(ranked.get(k) == v for k, v in timed.items())


def evaluate(rank: dict[str, Any], timings: dict[str, Any], keep_top: int) -> list[dict[str, Any]]:
    compile_s = {(c["kernel"], json.dumps(c["config"], sort_keys=True)): c["compile_s"]
                 for c in timings.get("compile_s", [])}
    cases = []
    for case in timings["cases"]:
        timed = [t for t in case["timings"] if "ms" in t]
        ranking = next(
            (k["ranking"] for k in rank["kernels"]
             if k["kernel"] == case["kernel"] and _SHAPES.get(k["shape"]) == case["shape"]), None)
        if ranking is None:
            continue
        order = []  # the static order, as measured ms (None: not timed / cannot launch)
        for entry in ranking:
            found = next((t for t in case["timings"] if _matches(t["config"], entry["config"])), None)
            order.append((entry, found))
        best = min(t["ms"] for t in timed)
        good = {json.dumps(t["config"], sort_keys=True) for t in timed if t["ms"] <= 1.05 * best}

        def hit(k: int, order=order, good=good) -> bool:
            return any(f is not None and json.dumps(f["config"], sort_keys=True) in good for _, f in order[:k])

        top1 = order[0][1]
        top1_ms = top1["ms"] if top1 and "ms" in top1 else None
        kept = [f for _, f in order[:keep_top] if f is not None]
        kept_best = min((f["ms"] for f in kept if "ms" in f), default=None)

        def cost(rows, kernel=case["kernel"]) -> float:  # type: ignore[no-untyped-def]
            return sum(compile_s.get((kernel, json.dumps(r["config"], sort_keys=True)), 0.0) + BENCH_SECONDS
                       for r in rows)

        cases.append({
            "kernel": case["kernel"], "shape": case["shape"], "configs": len(case["timings"]),
            "within_5pct": len(good), "top1": hit(1), "top3": hit(3), "top5": hit(5),
            "top1_throughput": (best / top1_ms) if top1_ms else 0.0,
            "keep_top_best_ratio": (best / kept_best) if kept_best else 0.0,
            "autotune_s_full": cost(case["timings"]), "autotune_s_kept": cost(kept),
            "measured_rank_of_top1": (sorted(t["ms"] for t in timed).index(top1_ms) + 1) if top1_ms else None,
            "static_rank_of_best": next((i + 1 for i, (_, f) in enumerate(order)
                                         if f is not None and f.get("ms") == best), None),
        })
    return cases


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("rank", type=Path)
    parser.add_argument("timings", type=Path)
    parser.add_argument("--keep-top", type=int, default=5)
    args = parser.parse_args()
    cases = evaluate(json.loads(args.rank.read_text()), json.loads(args.timings.read_text()), args.keep_top)
    if not cases:
        print("no case of the timings is in the ranking", file=sys.stderr)
        return 2
    print(f"{'kernel':8} {'shape':18} {'cfgs':>4} {'<=5%':>4}  top1 top3 top5  top1-thru  best@static  top1@measured")
    for c in cases:
        print(f"{c['kernel']:8} {'x'.join(map(str, c['shape'])):18} {c['configs']:4} {c['within_5pct']:4}  "
              f"{'yes' if c['top1'] else 'no':4} {'yes' if c['top3'] else 'no':4} {'yes' if c['top5'] else 'no':4}  "
              f"{c['top1_throughput']:8.1%}  {c['static_rank_of_best']!s:>10}  {c['measured_rank_of_top1']!s:>12}")
    n = len(cases)
    full = sum(c["autotune_s_full"] for c in cases)
    kept = sum(c["autotune_s_kept"] for c in cases)
    print(f"\n{n} cases: best (or within 5 %) in static top 1 {sum(c['top1'] for c in cases)}/{n}, "
          f"top 3 {sum(c['top3'] for c in cases)}/{n}, top 5 {sum(c['top5'] for c in cases)}/{n}; "
          f"static top-1 reaches {sum(c['top1_throughput'] for c in cases) / n:.1%} of the best throughput on average")
    print(f"keep-top {args.keep_top}: autotuning {kept:.0f} s of {full:.0f} s ({1 - kept / full:.0%} saved); "
          f"the kept best is within 5 % of the best in {sum(c['keep_top_best_ratio'] >= 1 / 1.05 for c in cases)}/{n} "
          f"cases")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
