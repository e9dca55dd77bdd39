"""The GPU proof of `asmscope prune`: autotune real kernels with and without the generated pruner.

    asmscope prune --spec tests/prune/nv_spec.toml -f python -o /tmp/pruners.py
    asmscope prune --spec tests/prune/nv_spec.toml -f json -o /tmp/pruning.json
    python tests/gpu/prune_on_gpu.py --pruners /tmp/pruners.py --pruning /tmp/pruning.json --out result.json

On a machine with an NVIDIA GPU, each mode ("full": the kernels' own config lists; "pruned": the
same lists with the generated `early_config_prune`) runs in a fresh process with an empty Triton
cache, so every config it tries is compiled cold and benchmarked, as a first autotune is. Per
shape it records the autotuner's winner, every config's measured time and the wall time of the
first (autotuning) call. The result says, per shape, whether the pruned run chose the same config
as the full run or a config asmscope named as its byte-identical twin, and the wall time saved.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
MATMUL_SHAPES = ((1024, 1024, 1024), (2048, 2048, 2048), (4096, 4096, 4096))
RMSNORM_SHAPES = ((4096, 4096), (4096, 8192))


def _config(cfg: Any) -> dict[str, Any]:
    return {k: v for k, v in cfg.all_kwargs().items() if v is not None}


def run_mode(mode: str, pruners: str) -> dict[str, Any]:
    """In this process (fresh Triton cache): autotune every shape once, cold."""
    import importlib.util

    import torch
    import triton

    sys.path.insert(0, str(REPO))
    from tests.prune import nv_tuned_kernels as kernels

    early = {}
    if mode == "pruned":
        spec = importlib.util.spec_from_file_location("pruners", pruners)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        early = module.PRUNERS

    def tuned(name: str, configs: list, key: list[str]) -> Any:
        by = {"early_config_prune": early[name]} if name in early else None
        return log_benchmarks(triton.autotune(configs=configs, key=key, prune_configs_by=by)(getattr(kernels, name).fn))

    results = []
    matmul = tuned("tuned_matmul_nv", kernels.MATMUL_CONFIGS, ["M", "N", "K"])
    for M, N, K in MATMUL_SHAPES:
        a = torch.randn(M, K, device="cuda", dtype=torch.float16)
        b = torch.randn(K, N, device="cuda", dtype=torch.float16)
        c = torch.empty(M, N, device="cuda", dtype=torch.float16)

        def grid(meta: dict[str, Any], M: int = M, N: int = N) -> tuple[int, int]:
            return triton.cdiv(M, meta["BLOCK_M"]), triton.cdiv(N, meta["BLOCK_N"])

        start = time.perf_counter()
        matmul[grid](a, b, c, M, N, K, a.stride(0), b.stride(0), c.stride(0))
        torch.cuda.synchronize()
        results.append(_record("tuned_matmul_nv", f"{M}x{N}x{K}", matmul, time.perf_counter() - start))
        torch.testing.assert_close(c.float(), (a.float() @ b.float()), rtol=2e-2, atol=2e-1)
    rmsnorm = tuned("tuned_rmsnorm", kernels.RMSNORM_CONFIGS, ["n_cols"])
    for rows, cols in RMSNORM_SHAPES:
        x = torch.randn(rows, cols, device="cuda", dtype=torch.bfloat16)
        w = torch.randn(cols, device="cuda", dtype=torch.bfloat16)
        y = torch.empty_like(x)
        start = time.perf_counter()
        rmsnorm[(rows,)](x, w, y, x.stride(0), cols, 1e-6, BLOCK_SIZE=triton.next_power_of_2(cols))
        torch.cuda.synchronize()
        results.append(_record("tuned_rmsnorm", f"{rows}x{cols}", rmsnorm, time.perf_counter() - start))
    return {"mode": mode, "triton": triton.__version__, "device": torch.cuda.get_device_name(0), "shapes": results}


def log_benchmarks(autotuner: Any) -> Any:
    """Record every benchmark the autotuner runs, in order. Its `configs_timings` keeps one time
    per distinct config: a config listed twice is measured twice and only the second is kept."""
    bench = autotuner._bench
    autotuner.benchmarks = []

    def logged(*args: Any, config: Any, **meta: Any) -> Any:
        t = bench(*args, config=config, **meta)
        autotuner.benchmarks.append([_config(config), t[0] if isinstance(t, (list, tuple)) else t])
        return t

    autotuner._bench = logged
    return autotuner


def _record(kernel: str, shape: str, autotuner: Any, seconds: float) -> dict[str, Any]:
    timings = getattr(autotuner, "configs_timings", None) or {}
    record = {
        "kernel": kernel,
        "shape": shape,
        "winner": _config(autotuner.best_config),
        "tried": len(timings),
        "timings_ms": [[_config(cfg), t[0] if isinstance(t, (list, tuple)) else t] for cfg, t in timings.items()],
        "benchmarks_ms": list(getattr(autotuner, "benchmarks", [])),
        "autotune_seconds": round(seconds, 3),
    }
    if hasattr(autotuner, "benchmarks"):
        autotuner.benchmarks.clear()
    return record


def compare(full: dict[str, Any], pruned: dict[str, Any], pruning: dict[str, Any]) -> dict[str, Any]:
    """Per shape: the winners, whether they are the same config or asmscope's twins, the time saved."""
    twins: list[tuple[dict, dict]] = []
    for k in pruning["kernels"]:
        for d in k["drops"]:
            if d["reason"] == "identical-code":
                twins.append((d["config"], d["twin"]))
    rows = []
    for f, p in zip(full["shapes"], pruned["shapes"], strict=True):
        same = f["winner"] == p["winner"]
        twin = (f["winner"], p["winner"]) in twins or (p["winner"], f["winner"]) in twins
        times = {json.dumps(c, sort_keys=True): t for c, t in f["timings_ms"]}
        best = min(times.values()) if times else None
        chosen = times.get(json.dumps(p["winner"], sort_keys=True))
        rows.append(
            {
                "kernel": f["kernel"],
                "shape": f["shape"],
                "winner_full": f["winner"],
                "winner_pruned": p["winner"],
                "same_winner": same,
                "identical_twin": twin,
                # the pruned run's choice as the full run measured it, against the full run's best
                "pruned_choice_ms_in_full_run": chosen,
                "best_ms_in_full_run": best,
                "tried_full": f["tried"],
                "tried_pruned": p["tried"],
                "autotune_seconds_full": f["autotune_seconds"],
                "autotune_seconds_pruned": p["autotune_seconds"],
            }
        )
    total_full = sum(r["autotune_seconds_full"] for r in rows)
    total_pruned = sum(r["autotune_seconds_pruned"] for r in rows)
    return {
        "device": full["device"],
        "triton": full["triton"],
        "shapes": rows,
        "autotune_seconds_full": round(total_full, 3),
        "autotune_seconds_pruned": round(total_pruned, 3),
        "saved_fraction": round(1 - total_pruned / total_full, 4) if total_full else None,
    }


def cold_run(mode: str, pruners: str) -> dict[str, Any]:
    """`run_mode` in a fresh process with an empty Triton cache: every config compiles cold."""
    with tempfile.TemporaryDirectory(prefix=f"prune-{mode}-") as cache:
        env = {**os.environ, "TRITON_CACHE_DIR": cache}
        out = subprocess.run(
            [sys.executable, __file__, "--mode", mode, "--pruners", pruners],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pruners", required=True)
    parser.add_argument("--pruning", help="asmscope prune -f json of the same spec (names the twins)")
    parser.add_argument("--out", type=Path)
    parser.add_argument(
        "--control", action="store_true", help="compare two full runs instead: how often noise alone changes a winner"
    )
    parser.add_argument("--mode", choices=["full", "pruned"], help=argparse.SUPPRESS)  # one run, in a child
    args = parser.parse_args()
    if args.mode:
        print(json.dumps(run_mode(args.mode, args.pruners)))
        return 0
    runs = [cold_run(mode, args.pruners) for mode in ("full", "full" if args.control else "pruned")]
    pruning = json.loads(Path(args.pruning).read_text()) if args.pruning else {"kernels": []}
    result = {
        "runs": {"full": runs[0], "second" if args.control else "pruned": runs[1]},
        "comparison": compare(runs[0], runs[1], pruning),
    }
    text = json.dumps(result, indent=1)
    if args.out:
        args.out.write_text(text + "\n")
    print(json.dumps(result["comparison"], indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
