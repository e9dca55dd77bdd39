"""Past one machine: the Ray executor's overhead, and how the whole suite would scale.

    python benchmarks/bench_scale.py [--kernel fp8_grouped_gemm] [--target gfx950] [--repeat 2]
                                     [--times CACHE_DIR] [--skip-ray]

1. overhead: cold compiles of the same variants (fresh caches) with `--executor local` (the
   worker pool, --jobs 2) and with `--executor ray=ADDRESS` on a Ray cluster of this machine
   (`ray start --head --num-cpus 2`, started and stopped here), alternating, `--repeat` times
   each. The figure is the compile phase as `check` reports it ("compiled N (0 from cache) in
   X s"), as variants/s; goal: Ray's throughput within 15 % of the pool's on the same 2 cores.
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
import re
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


def _check(cache: Path, kernel: str, target: str, *extra: str) -> tuple[int, float]:
    cmd = [sys.executable, "-m", "asmscope", "check", "--kernel", kernel, "--target", target,
           "--cache-dir", str(cache), "--jobs", "2", "--fail-on", "never", "-f", "json", *extra]  # fmt: skip
    proc = subprocess.run(
        cmd, capture_output=True, text=True, cwd=REPO, env={**os.environ, "RAY_USAGE_STATS_ENABLED": "0"}
    )
    found = re.search(r"compiled (\d+) \(0 from cache\) in ([\d.]+) s", proc.stderr)
    if proc.returncode != 0 or not found:
        sys.exit(f"check failed ({proc.returncode}): {proc.stderr[-3000:]}")
    return int(found.group(1)), float(found.group(2))


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
    address, group, temp = _start_ray(2)
    rates: dict[str, list[float]] = {"local": [], "ray": []}
    try:
        for _ in range(repeat):
            for name, extra in (("local", ()), ("ray", ("--executor", f"ray={address}"))):
                with tempfile.TemporaryDirectory(prefix="asmscope-bench-") as tmp:
                    cache = Path(tmp)
                    if plans is not None and plans.is_dir():  # planning is not what this measures
                        shutil.copytree(plans, cache / "plans")
                    n, seconds = _check(cache, kernel, target, *extra)
                rates[name].append(n / seconds)
                print(f"  {name:5}: {n} variants in {seconds:.1f} s = {n / seconds:.2f} variants/s", flush=True)
    finally:
        _stop_ray(group, temp)
    local, ray = statistics.median(rates["local"]), statistics.median(rates["ray"])
    print(f"overhead: ray {ray:.2f} / local {local:.2f} variants/s = {ray / local:.2f} x (goal >= 0.85)")


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
