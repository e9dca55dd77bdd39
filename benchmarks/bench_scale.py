"""Past one machine: the Ray executor's overhead, and how the whole suite would scale.

    python benchmarks/bench_scale.py [--kernel fp8_grouped_gemm] [--target gfx950] [--repeat 2]
                                     [--times CACHE_DIR] [--skip-ray]

1. overhead: cold compiles of the same planned variants with the two executors `check` uses,
   `--executor local` (the worker pool, 2 workers) and `--executor ray=ADDRESS` on a Ray cluster
   of this machine (`ray start --head --num-cpus 2`, started and stopped here), alternating,
   `--repeat` times each: variants/s end to end, the time to the first result (start-up: Ray's
   workers, their runtime env and compile processes; the pool's processes), and the rate after
   it. Goal: Ray's throughput within 15 % of the pool's on the same 2 cores.
2. simulation: the per-variant compile times a cache recorded (`seconds` in its compile
   records, `--times`, default /work/cache-after: the whole suite compiled on this machine),
   scheduled as the executors schedule them (each variant, in plan order, to the next free
   worker) on 1 to 64 workers; and split into N CI shards of 2 workers each, by `--shard`'s
   partition with the times known (longest first) and without (a stable hash). Worker start-up
   and Ray's fixed costs are not in these figures (part 1 measures them).
"""

from __future__ import annotations

import argparse
import heapq
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from asmscope.compile.shard import partition  # noqa: E402


def _plan(kernel: str, target: str, plans: Path | None) -> list:
    """The plan `check --kernel K --target T --jobs 2` compiles (from the plan cache when given)."""
    from asmscope.commands.common import choose_kernels, load_spec, open_cache, plan_with_workers
    from asmscope.commands.options import build_options
    from asmscope.config import find_config

    cache = Path(tempfile.mkdtemp(prefix="asmscope-bench-"))
    if plans is not None and plans.is_dir():  # planning is not what this measures
        shutil.copytree(plans, cache / "plans")
    params = {"kernel_filter": (kernel,), "targets": (target,), "jobs": 2, "cache_dir": str(cache)}
    options = build_options(find_config(REPO), params)
    spec = load_spec(options)
    plan, pool = plan_with_workers(spec, choose_kernels(spec, options), open_cache(cache), options)
    pool.close()
    shutil.rmtree(cache, ignore_errors=True)
    return plan


def _compile(executor, plan: list) -> list[float]:  # type: ignore[no-untyped-def]
    """Cold compiles of every variant (each worker's Triton cache is new): when each result came."""
    start = time.perf_counter()
    arrived: list[float] = []

    def on_result(_: object, result: dict) -> None:
        if result.get("status") != "ok":
            sys.exit(f"compile failed: {result.get('error')}")
        arrived.append(time.perf_counter() - start)

    with executor:
        executor.run([(i, pv.job) for i, pv in enumerate(plan)], on_result)
    return arrived


def _start_ray(cpus: int) -> tuple[str, int, str]:
    temp = tempfile.mkdtemp(prefix="asb")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen(
        [str(Path(sys.executable).parent / "ray"), "start", "--head", "--port", str(port), "--num-cpus", str(cpus),
         "--temp-dir", temp, "--include-dashboard", "false", "--disable-usage-stats"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )  # fmt: skip
    if proc.wait(timeout=300) != 0:
        sys.exit("ray start failed")
    return f"127.0.0.1:{port}", proc.pid, temp


def _stop_ray(group: int, temp: str) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(group, sig)
        except ProcessLookupError:
            pass
        time.sleep(3)
    shutil.rmtree(temp, ignore_errors=True)


def overhead(kernel: str, target: str, repeat: int, plans: Path | None) -> None:
    from asmscope.compile.executor import make_executor

    plan = _plan(kernel, target, plans)
    address, group, temp = _start_ray(2)
    runs: dict[str, list[list[float]]] = {"local": [], "ray": []}
    try:
        for _ in range(repeat):
            for name in ("local", "ray"):
                arrived = _compile(make_executor(name, address, jobs=2, timeout=600.0), plan)
                runs[name].append(arrived)
                n, steady = len(arrived), (len(arrived) - 1) / (arrived[-1] - arrived[0])
                print(
                    f"  {name:5}: {n} variants in {arrived[-1]:.1f} s = {n / arrived[-1]:.2f} variants/s; "
                    f"first result after {arrived[0]:.1f} s, then {steady:.2f} variants/s",
                    flush=True,
                )
    finally:
        _stop_ray(group, temp)

    def median(name: str, what) -> float:  # type: ignore[no-untyped-def]
        return statistics.median(what(a) for a in runs[name])

    overall = [median(n, lambda a: len(a) / a[-1]) for n in ("local", "ray")]
    steady = [median(n, lambda a: (len(a) - 1) / (a[-1] - a[0])) for n in ("local", "ray")]
    first = [median(n, lambda a: a[0]) for n in ("local", "ray")]
    print(f"overhead: end to end ray/local = {overall[1] / overall[0]:.2f} x; after the first result "
          f"{steady[1] / steady[0]:.2f} x (goal >= 0.85); first result after {first[1]:.1f} s (ray) "
          f"against {first[0]:.1f} s (local)")  # fmt: skip


def _fifo(times: list[float], workers: int) -> float:
    """Each job in order to the worker that frees first: the pool's and Ray's queue."""
    free = [0.0] * workers
    for t in times:
        heapq.heapreplace(free, free[0] + t)
    return max(free)


def simulate(times_dir: Path) -> None:
    records = []
    for path in sorted((times_dir / "compile").rglob("*.json")):
        record = json.loads(path.read_text())["record"]
        if isinstance(record.get("seconds"), (int, float)):
            records.append((path.stem, float(record["seconds"])))
    if not records:
        sys.exit(f"{times_dir}: no compile records with times")
    times = [t for _, t in records]
    serial = sum(times)
    print(f"simulation: {len(times)} variants, {serial:.0f} s of compiling in all (mean {serial / len(times):.2f} s, "
          f"max {max(times):.1f} s)")  # fmt: skip
    print("| workers | makespan | speed-up | efficiency |")
    print("|---:|---:|---:|---:|")
    for workers in (1, 2, 4, 8, 16, 32, 64):
        span = _fifo(times, workers)
        print(f"| {workers} | {span:.0f} s | {serial / span:.1f} x | {serial / span / workers:.0%} |")
    names = [name for name, _ in records]
    print("| CI shards x 2 workers | balanced by known times | by stable hash (no times) |")
    print("|---:|---:|---:|")
    for shards in (1, 2, 4, 8, 16, 32):
        spans = []
        for known in (times, [None] * len(times)):
            assigned = partition(names, known, shards)
            spans.append(max(_fifo([t for t, s in zip(times, assigned) if s == i], 2) for i in range(1, shards + 1)))
        print(f"| {shards} | {spans[0]:.0f} s | {spans[1]:.0f} s |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kernel", default="fp8_grouped_gemm")
    parser.add_argument("--target", default="gfx950")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--times", type=Path, default=Path("/work/cache-after"))
    parser.add_argument("--skip-ray", action="store_true", help="only the simulation")
    args = parser.parse_args()
    if not args.skip_ray:
        overhead(args.kernel, args.target, args.repeat, args.times / "plans")
    simulate(args.times)


if __name__ == "__main__":
    main()
