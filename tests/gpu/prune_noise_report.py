"""The rates docs/commands/prune.md quotes, from the raw data of tests/gpu/prune_noise.py.

    python tests/gpu/prune_noise_report.py tests/fixtures/nvidia/prune_proof/noise

Winners are compared by code: a config asmscope drops as byte-identical to a kept one counts as
that kept config (pruning.json of the same directory's parent names the twins), so a change
between twins is no disagreement. A disagreement rate is over every pair of runs of the two
kinds and every shape both ran.
"""

from __future__ import annotations

import json
import statistics
import sys
from itertools import combinations, pairwise, product
from pathlib import Path
from typing import Any


def _key(config: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in config.items() if v is not None}, sort_keys=True)


def twin_classes(pruning: dict[str, Any]) -> dict[str, str]:
    """Each config asmscope drops as identical code -> the kept config it is identical to."""
    return {
        _key(d["config"]): _key(d["twin"])
        for k in pruning["kernels"]
        for d in k["drops"]
        if d["reason"] == "identical-code"
    }


def _winners(run: dict[str, Any], twins: dict[str, str]) -> dict[str, str]:
    out = {}
    for s in run["shapes"]:
        w = _key(s["winner"])
        out[s["shape"]] = twins.get(w, w)
    return out


def disagreement(runs_a: list[dict], runs_b: list[dict] | None, twins: dict[str, str]) -> dict[str, Any]:
    """Pairs (a, b) of runs, each shape: how often the winners differ in code. b None: pairs of a."""
    wa = [_winners(r, twins) for r in runs_a]
    pairs = combinations(wa, 2) if runs_b is None else product(wa, [_winners(r, twins) for r in runs_b])
    total = differ = 0
    by_shape: dict[str, list[int]] = {}
    for x, y in pairs:
        for shape in x.keys() & y.keys():
            total += 1
            d = int(x[shape] != y[shape])
            differ += d
            by_shape.setdefault(shape, [0, 0])
            by_shape[shape][0] += d
            by_shape[shape][1] += 1
    return {"differ": differ, "compared": total, "rate": round(differ / total, 3) if total else None,
            "by_shape": {s: f"{d}/{n}" for s, (d, n) in sorted(by_shape.items())}}


def winner_counts(runs: list[dict], twins: dict[str, str]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for r in runs:
        for shape, w in _winners(r, twins).items():
            out.setdefault(shape, {})
            out[shape][w] = out[shape].get(w, 0) + 1
    return out


def repeated_measurements(runs: list[dict]) -> dict[str, Any]:
    """A config listed twice in a row is measured twice in a row (the first after its compile in a
    cold run): the second measurement over the first, per shape and config."""
    ratios: dict[str, list[float]] = {}
    for r in runs:
        for s in r["shapes"]:
            bench = s.get("benchmarks_ms", [])
            for (c1, t1), (c2, t2) in pairwise(bench):
                if c1 == c2 and t1 not in (None, float("inf")) and t1 and t2 != float("inf"):
                    ratios.setdefault(f'{s["shape"]} {_key(c1)}', []).append(t2 / t1)
    return {k: {"n": len(v), "mean_second_over_first": round(statistics.fmean(v), 4)} for k, v in ratios.items()}


def ab_summary(ab: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for pair in ab["pairs"]:
        rows = pair["rows"]
        a = [r["a_ms"] for r in rows]
        b = [r["b_ms"] for r in rows]
        d = [(r["b_ms"] - r["a_ms"]) / r["a_ms"] for r in rows]
        d_ab = [x for x, r in zip(d, rows, strict=True) if r["order"] == "ab"]
        d_ba = [x for x, r in zip(d, rows, strict=True) if r["order"] == "ba"]
        faster_is_a = statistics.median(a) <= statistics.median(b)
        flips = sum((x > y) if faster_is_a else (y > x) for x, y in zip(a, b, strict=True))
        sd = statistics.stdev(d) if len(d) > 1 else 0.0
        out.append({
            "shape": pair["shape"], "a": pair["a"], "b": pair["b"], "n": len(rows),
            "median_a_ms": round(statistics.median(a), 5), "median_b_ms": round(statistics.median(b), 5),
            "mean_b_over_a_minus_1": round(statistics.fmean(d), 4),
            "ci95_of_that": round(1.96 * sd / len(d) ** 0.5, 4),
            # how often one measurement of each ranks the slower config (on medians) first
            "single_measurement_flip_rate": round(flips / len(rows), 3),
            # positive: the config measured second in a pair reads slower; negative: faster
            "order_effect": round((statistics.fmean(d_ab) - statistics.fmean(d_ba)) / 2, 4)
            if d_ab and d_ba else None,
        })
    return out


def idle_summary(idle: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for c in idle["configs"]:
        ratio = [r["again_ms"] / r["after_idle_ms"] for r in c["rows"]]
        out.append({"config": c["config"], "n": len(ratio),
                    "mean_after_idle_ms": round(statistics.fmean(r["after_idle_ms"] for r in c["rows"]), 5),
                    "mean_again_ms": round(statistics.fmean(r["again_ms"] for r in c["rows"]), 5),
                    "mean_again_over_after_idle": round(statistics.fmean(ratio), 4)})
    return out


def _load(path: Path) -> dict[str, Any] | None:
    if not path.exists():
        return None
    data = json.loads(path.read_text())
    return None if "error" in data else data


def report(directory: Path) -> dict[str, Any]:
    twins = twin_classes(json.loads((directory.parent / "pruning.json").read_text()))
    out: dict[str, Any] = {}
    for stage in ("cold", "warm"):
        data = _load(directory / f"{stage}.json") or _load(directory / f"{stage}-partial.json")
        if data is None:
            continue
        full = [r for r in data["runs"] if r["mode"] == "full"]
        pruned = [r for r in data["runs"] if r["mode"] == "pruned"]
        out[stage] = {
            "full_runs": len(full), "pruned_runs": len(pruned),
            "full_vs_full": disagreement(full, None, twins),
            "full_vs_pruned": disagreement(full, pruned, twins),
            "pruned_vs_pruned": disagreement(pruned, None, twins),
            "winners_full": winner_counts(full, twins),
            "winners_pruned": winner_counts(pruned, twins),
            "repeated_measurements_full": repeated_measurements(full),
        }
        if stage == "cold":
            out[stage]["autotune_seconds_mean"] = {
                mode: round(statistics.fmean(sum(s["autotune_seconds"] for s in r["shapes"]) for r in runs), 3)
                for mode, runs in (("full", full), ("pruned", pruned)) if runs
            }
    if ab := _load(directory / "ab.json"):
        out["ab"] = ab_summary(ab)
    if idle := _load(directory / "idle.json"):
        out["idle"] = idle_summary(idle)
    return out


def main() -> int:
    directory = Path(sys.argv[1])
    text = json.dumps(report(directory), indent=1)
    (directory / "report.json").write_text(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
