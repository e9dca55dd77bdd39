"""A cold toolchain diff against a cold `check` of the same variants.

    python benchmarks/bench_toolchain.py [--a 3.6.0] [--b 3.9.0] [--kernel GLOB ...] [--jobs 2] [--repeat 3]

A throw-away git repository holds a copy of this repo's kernels and spec. Timed, each on an
empty compile cache (whole commands, interpreter start-up included):

- cold check: `check` of the selected variants with the installed Triton;
- cold toolchain diff: `diff --toolchain-a triton==A --toolchain-b triton==B` of the same
  variants: both sides planned and compiled from nothing, in their own Triton;
- control: `diff --toolchain-a triton==B` against the installed Triton: the diff's own cost
  when both compilers cost the same (B is the installed release here).

Environment creation is excluded: the two environments are made first (timed on their own and
reported; 0 s when they already exist, in $ASMSCOPE_TOOLCHAINS_DIR or the stable directory the
tests use). Goal (issue 15): cold toolchain diff <= 2.2 x cold check. With `--repeat N` the three
runs alternate N times, each on empty caches, and the median ratio is the result (on a shared
2-core machine one round's ratio moves by +-20 %). The default slice is the quantisers and the
split-K reduction (32 variants), so that a run stays short.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
STATUS = re.compile(r"compiled (\d+), (\d+) from cache")


def make_repo(root: Path) -> None:
    (root / "kernels").mkdir(parents=True)
    for f in [*(REPO / "kernels").glob("*.py"), REPO / "kernels" / "asmscope.toml"]:
        shutil.copy(f, root / "kernels" / f.name)
    (root / "asmscope.toml").write_text('spec = "kernels/asmscope.toml"\n')
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-qm", "kernels"]):
        subprocess.run(["git", "-C", str(root), "-c", "user.email=b@e", "-c", "user.name=b", *args], check=True)


def timed(repo: Path, env: dict[str, str], *args: str) -> tuple[float, str]:
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "asmscope", *args], cwd=repo, capture_output=True, text=True, env={**os.environ, **env}
    )
    seconds = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        sys.exit(f"asmscope {' '.join(args)} failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
    return seconds, proc.stderr


def main() -> None:
    import platformdirs

    from asmscope.compile.toolchain import named_env

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--a", default="3.6.0")
    parser.add_argument("--b", default="3.9.0")
    parser.add_argument("--kernel", action="append", default=None)
    parser.add_argument("--jobs", "-j", default="2")
    parser.add_argument("--repeat", type=int, default=1, help="rounds; the ratio reported is their median")
    args = parser.parse_args()
    kernels = args.kernel or ["quant_*", "splitk_reduce"]
    envs = Path(
        os.environ.get("ASMSCOPE_TOOLCHAINS_DIR") or Path(platformdirs.user_cache_dir("asmscope-tests")) / "toolchains"
    )
    start = time.perf_counter()
    for version in (args.a, args.b):
        named_env(version, envs, status=print)
    created = time.perf_counter() - start
    selection = [f"--kernel={k}" for k in kernels]
    env = {"ASMSCOPE_TOOLCHAINS_DIR": str(envs)}
    rounds = []
    with tempfile.TemporaryDirectory(prefix="asmscope-bench-") as tmp:
        root = Path(tmp) / "repo"
        make_repo(root)
        common = [*selection, "-j", args.jobs, "--format", "json", "-o", f"{tmp}/report.json"]
        tools = ["--toolchain-a", f"triton=={args.a}", "--toolchain-b", f"triton=={args.b}"]
        # control: B's release in its environment against the installed Triton (the same release
        # when B is the installed one): what the diff itself costs, without A's compiler
        control = ["--toolchain-a", f"triton=={args.b}"]
        for n in range(args.repeat):  # each round on empty caches of its own
            check_s, check_err = timed(root, env, "check", "--cache-dir", f"{tmp}/c1-{n}", *common)
            diff_s, diff_err = timed(root, env, "diff", *tools, "--cache-dir", f"{tmp}/c2-{n}", *common)
            same_s, _ = timed(root, env, "diff", *control, "--cache-dir", f"{tmp}/c3-{n}", *common)
            rounds.append((check_s, diff_s, same_s))
            built = [int(m.group(1)) for m in STATUS.finditer(check_err)]
            built_diff = [int(m.group(1)) for m in STATUS.finditer(diff_err)]
            print(f"round {n + 1}: cold check ({sum(built)} variants) {check_s:.1f} s, cold toolchain diff "
                  f"({' + '.join(map(str, built_diff))}) {diff_s:.1f} s = {diff_s / check_s:.2f} x, "
                  f"control {same_s:.1f} s = {same_s / check_s:.2f} x")  # fmt: skip
            for line in (check_err + diff_err).splitlines():
                if STATUS.search(line):
                    print("  " + line)
    print(f"environments ({args.a}, {args.b}): {created:.1f} s to create (0 when they existed), excluded above")
    ratio = statistics.median(d / c for c, d, _ in rounds)
    control_ratio = statistics.median(s / c for c, _, s in rounds)
    print(f"control, diff triton=={args.b} (environment) against the installed Triton: median {control_ratio:.2f} x")
    verdict = "met" if ratio <= 2.2 else "NOT met"
    print(f"ratio: median {ratio:.2f} x over {len(rounds)} rounds (goal <= 2.2 x): {verdict}")


if __name__ == "__main__":
    main()
