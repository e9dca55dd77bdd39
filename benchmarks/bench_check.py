"""Whole-suite `asmscope check`: cold (if the cache is empty) and warm wall time.

    python benchmarks/bench_check.py [--cache-dir DIR] [--runs 3]

Goal (issue 6): a warm `asmscope check` of the whole repo suite takes under 5 s of wall time.
The first run fills DIR if it is empty (a cold compile of every variant: tens of minutes on 2
cores); later runs are warm. Times are whole commands (interpreter start-up included).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def timed_check(cache_dir: Path) -> tuple[float, dict]:
    cmd = [
        sys.executable,
        "-m",
        "asmscope",
        "check",
        "--quiet",
        "--format",
        "json",
        "--fail-on",
        "never",
        "--cache-dir",
        str(cache_dir),
    ]
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if proc.returncode not in (0, 3):
        sys.exit(f"asmscope check failed ({proc.returncode}): {proc.stderr[-2000:]}")
    return seconds, json.loads(proc.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache-dir", type=Path, default=Path.home() / ".cache" / "asmscope-bench")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    first, report = timed_check(args.cache_dir)
    variants = report["summary"]["variants_checked"]
    print(
        f"first run : {first:8.2f} s  ({variants} variants checked, {len(report['errors'])} failed, "
        f"{report['summary']['findings']} findings)"
    )
    warm = [timed_check(args.cache_dir)[0] for _ in range(args.runs)]
    print(
        f"warm runs : {', '.join(f'{t:.2f}' for t in warm)} s  median {statistics.median(warm):.2f} s "
        f"(goal < 5 s); {variants / statistics.median(warm):.0f} variants/s"
    )


if __name__ == "__main__":
    main()
