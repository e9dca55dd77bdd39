"""Why a pruned autotune sometimes picks another kept config than the full one: noise or order?

    asmscope prune --spec tests/prune/nv_spec.toml -f python -o pruners.py
    python tests/gpu/prune_noise.py --pruners pruners.py --out-dir $OUT --budget 500

On a machine with an NVIDIA GPU, for the kernels of tests/prune/nv_tuned_kernels.py, in this order
(each stage's raw data is written to --out-dir as soon as it is done; a stage that fails records
its error and the next one runs):

1. `ab.json`: the two candidate configs of each affected shape benchmarked alternately (the
   order of each pair drawn at random) with the autotuner's own benchmarker: how often one
   autotune-style measurement ranks the slower config first, and whether the config measured
   second in a pair is faster (an order effect).
2. `idle.json`: each matmul candidate benchmarked after 1 s of idle GPU (what a cold autotune
   does: it compiles the next config while the GPU waits) and again at once.
3. `warm.json`: repeated autotuning in this process with the kernels already compiled, full and
   pruned lists alternately, every benchmark logged: winner rates without compile effects.
4. `cold.json`: cold autotuning in fresh processes (tests/gpu/prune_on_gpu.py's run), full and
   pruned alternately, until the time budget is spent: full-against-full disagreement rate next
   to full-against-pruned on the same rounds.

tests/gpu/prune_noise_report.py turns these files into the rates docs/commands/prune.md quotes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.gpu.prune_on_gpu import _config, cold_run, log_benchmarks  # noqa: E402

# The shapes whose winner changed between full and pruned runs, with the two configs in question
# (full-run winner, pruned-run choice), as keyword arguments of triton.Config.
MATMUL = {"M": 1024, "N": 1024, "K": 1024}
C0 = ({"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 64}, {"num_warps": 4, "num_stages": 3})
C3 = ({"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64}, {"num_warps": 8, "num_stages": 4})
W4 = ({}, {"num_warps": 4, "num_stages": 1})
W8 = ({}, {"num_warps": 8, "num_stages": 1})
W16 = ({}, {"num_warps": 16, "num_stages": 1})
PAIRS = (("mm1k", C0, C3, 80), ("row8k", W8, W16, 80), ("row4k", W4, W8, 50))


class Bench:
    """The kernels, their inputs for each shape, and the benchmarker Triton's autotuner uses."""

    def __init__(self) -> None:
        import torch
        import triton

        from tests.prune import nv_tuned_kernels as kernels

        self.torch, self.triton, self.kernels = torch, triton, kernels
        get = getattr(triton.runtime.driver.active, "get_benchmarker", None)
        self.do_bench = get() if get else triton.testing.do_bench
        m, n, k = MATMUL["M"], MATMUL["N"], MATMUL["K"]
        a = torch.randn(m, k, device="cuda", dtype=torch.float16)
        b = torch.randn(k, n, device="cuda", dtype=torch.float16)
        c = torch.empty(m, n, device="cuda", dtype=torch.float16)
        self.matmul_args = (a, b, c, m, n, k, a.stride(0), b.stride(0), c.stride(0))
        self.rows = {}
        for name, cols in (("row4k", 4096), ("row8k", 8192)):
            x = torch.randn(4096, cols, device="cuda", dtype=torch.bfloat16)
            w = torch.randn(cols, device="cuda", dtype=torch.bfloat16)
            self.rows[name] = (x, w, torch.empty_like(x), x.stride(0), cols, 1e-6)

    def call(self, shape: str, kernel: Any, config: Any) -> None:
        """One launch of `kernel` (an autotuner or a jit function) on `shape`."""
        triton = self.triton
        extra = config.all_kwargs() if config is not None else {}
        if shape == "mm1k":
            def grid(meta: dict[str, Any]) -> tuple[int, int]:
                return triton.cdiv(MATMUL["M"], meta["BLOCK_M"]), triton.cdiv(MATMUL["N"], meta["BLOCK_N"])
            kernel[grid](*self.matmul_args, **extra)
        else:
            args = self.rows[shape]
            kernel[(args[0].shape[0],)](*args, BLOCK_SIZE=triton.next_power_of_2(args[4]), **extra)

    def jit(self, shape: str) -> Any:
        return (self.kernels.tuned_matmul_nv if shape == "mm1k" else self.kernels.tuned_rmsnorm).fn

    def measure(self, shape: str, spec: tuple[dict, dict]) -> float:
        """One measurement as the autotuner takes it: the median of do_bench's quantiles."""
        config = self.triton.Config(dict(spec[0]), **spec[1])
        jit = self.jit(shape)
        t = self.do_bench(lambda: self.call(shape, jit, config), quantiles=(0.5, 0.2, 0.8))
        return t[0] if isinstance(t, (list, tuple)) else t


def stage_ab(bench: Bench, rng: random.Random) -> dict[str, Any]:
    out = []
    for shape, a, b, n in PAIRS:
        bench.measure(shape, a), bench.measure(shape, b)  # compile both before timing
        rows = []
        for _ in range(n):
            order = ("a", "b") if rng.random() < 0.5 else ("b", "a")
            times = {label: bench.measure(shape, a if label == "a" else b) for label in order}
            rows.append({"order": "".join(order), "a_ms": times["a"], "b_ms": times["b"]})
        out.append({"shape": shape, "a": _spec(a), "b": _spec(b), "rows": rows})
    return {"pairs": out}


def stage_idle(bench: Bench) -> dict[str, Any]:
    out = []
    for spec in (C0, C3):
        bench.measure("mm1k", spec)
        rows = []
        for _ in range(10):
            time.sleep(1.0)
            rows.append({"after_idle_ms": bench.measure("mm1k", spec), "again_ms": bench.measure("mm1k", spec)})
        out.append({"shape": "mm1k", "config": _spec(spec), "rows": rows})
    return {"configs": out}


def stage_warm(bench: Bench, pruners: str, reps: int) -> dict[str, Any]:
    import importlib.util

    triton, kernels = bench.triton, bench.kernels
    spec = importlib.util.spec_from_file_location("pruners", pruners)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    lists = {"mm1k": (kernels.MATMUL_CONFIGS, ["M", "N", "K"], "tuned_matmul_nv"),
             "row4k": (kernels.RMSNORM_CONFIGS, ["n_cols"], "tuned_rmsnorm"),
             "row8k": (kernels.RMSNORM_CONFIGS, ["n_cols"], "tuned_rmsnorm")}
    runs = []
    for rep in range(reps + 1):  # repetition 0 compiles every config and is not kept
        for mode in ("full", "pruned"):
            shapes = []
            for shape, (configs, key, name) in lists.items():
                by = {"early_config_prune": module.PRUNERS[name]} if mode == "pruned" else None
                tuner = log_benchmarks(triton.autotune(configs=configs, key=key, prune_configs_by=by)(bench.jit(shape)))
                bench.call(shape, tuner, None)
                bench.torch.cuda.synchronize()
                shapes.append({"shape": shape, "winner": _config(tuner.best_config), "benchmarks_ms": tuner.benchmarks})
            if rep:
                runs.append({"mode": mode, "rep": rep, "shapes": shapes})
    return {"runs": runs}


def stage_cold(pruners: str, deadline: float, save: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    runs: list[dict[str, Any]] = []
    last = 0.0
    while time.monotonic() + 1.2 * last < deadline:
        start = time.monotonic()
        for mode in ("full", "pruned"):
            runs.append(cold_run(mode, pruners))
        last = time.monotonic() - start
        save({"runs": runs, "complete": False})  # what a later failure or the time limit leaves
    return {"runs": runs, "complete": True}


def _spec(spec: tuple[dict, dict]) -> dict[str, Any]:
    return {**spec[0], **spec[1]}


def _stage(out_dir: Path, name: str, fn: Callable[[], dict[str, Any]], meta: dict[str, Any]) -> None:
    start = time.monotonic()
    try:
        result = fn()
    except Exception as e:  # one stage's failure must not lose the others' data
        result = {"error": traceback.format_exc() + str(getattr(e, "stderr", ""))[-4000:]}
    result = {**meta, "stage": name, "seconds": round(time.monotonic() - start, 1), **result}
    (out_dir / f"{name}.json").write_text(json.dumps(result, indent=1) + "\n")
    print(f"{name}: {result['seconds']} s{' (failed)' if 'error' in result else ''}", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pruners", required=True)
    parser.add_argument("--out-dir", type=Path, required=True)
    parser.add_argument("--budget", type=float, default=500.0, help="seconds; cold rounds stop before it")
    parser.add_argument("--warm-reps", type=int, default=15)
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args()
    deadline = time.monotonic() + args.budget
    args.out_dir.mkdir(parents=True, exist_ok=True)
    bench = Bench()
    meta = {"device": bench.torch.cuda.get_device_name(0), "triton": bench.triton.__version__,
            "torch": bench.torch.__version__}
    rng = random.Random(args.seed)
    _stage(args.out_dir, "ab", lambda: stage_ab(bench, rng), meta)
    _stage(args.out_dir, "idle", lambda: stage_idle(bench), meta)
    _stage(args.out_dir, "warm", lambda: stage_warm(bench, args.pruners, args.warm_reps), meta)

    def save(partial: dict[str, Any]) -> None:
        (args.out_dir / "cold-partial.json").write_text(json.dumps({**meta, **partial}, indent=1) + "\n")

    _stage(args.out_dir, "cold", lambda: stage_cold(args.pruners, deadline, save), meta)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
