"""The first `asmscope diff HEAD~1 HEAD` right after an `asmscope check`: does it reuse the cache?

    python benchmarks/bench_first_diff.py [--runs 3] [--kernel GLOB ...]

A throw-away git repository holds a copy of this repo's kernels and spec; its last commit edits
one kernel (`splitk_reduce`). `check` fills an empty cache at HEAD (not timed), then:

- warm check: `check` again, median of --runs;
- first diff: `diff HEAD~1 HEAD`, whose sides are built under the cache (a git worktree each),
  so before cache keys named files relative to the spec's root it compiled every variant again;
  median of --runs, each on a fresh copy of the cache the first check left;
- changed variants: what they cost on their own, measured as `check` at HEAD~1 (a git worktree)
  with a fresh copy of the cache the first check left, minus a warm check: planning again,
  compiling and checking the changed kernel's variants; median of --runs;
- warm diff: the same diff again (everything cached).

Goal (issue 14): first diff <= 1.2 x a warm check + the changed variants, and the first diff
compiles exactly the changed kernel's variants (its status lines are printed). Times are whole commands
(interpreter start-up included); the slice is the kernels matched by --kernel (default: the
quantisers and the split-K reduction, 32 variants, so that the cold fill stays short). The
runs of the three medians alternate, so that a machine shared with other work loads them alike;
the same ratio is also given in CPU time (user + system of asmscope and its workers), which
other work on the machine disturbs less than wall time.
"""

from __future__ import annotations

import argparse
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
EDIT = ("acc.to(out_ptr.dtype.element_ty)", "(acc * 0.5).to(out_ptr.dtype.element_ty)")  # splitk_reduce only
STATUS = re.compile(r"^asmscope: (?:(\S+): )?compiled (\d+), (\d+) from cache, in ([\d.]+) s", re.MULTILINE)


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True)


def make_repo(root: Path) -> None:
    (root / "kernels").mkdir(parents=True)
    for f in [*(REPO / "kernels").glob("*.py"), REPO / "kernels" / "asmscope.toml"]:
        shutil.copy(f, root / "kernels" / f.name)
    (root / "asmscope.toml").write_text('spec = "kernels/asmscope.toml"\n')
    git(root, "init", "-q", "-b", "main")
    git(root, "-c", "user.email=b@example.com", "-c", "user.name=bench", "add", "-A")
    git(root, "-c", "user.email=b@example.com", "-c", "user.name=bench", "commit", "-qm", "kernels")
    batched = root / "kernels" / "batched.py"
    assert EDIT[0] in batched.read_text()
    batched.write_text(batched.read_text().replace(*EDIT))
    git(root, "-c", "user.email=b@example.com", "-c", "user.name=bench", "commit", "-qam", "splitk_reduce halves")


def timed(repo: Path, *args: str) -> tuple[float, float, str]:
    """(wall seconds, CPU seconds of asmscope and every process it waited for, stderr)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "asmscope", *args], cwd=repo, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode not in (0, 1):
        sys.exit(f"asmscope {args[0]} failed ({proc.returncode}): {proc.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return seconds, cpu, proc.stderr


def fresh(copy: Path, of: Path) -> list[str]:
    """--cache-dir for a fresh copy of `of` (the cache the first check left)."""
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(of, copy)
    return ["--cache-dir", str(copy)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--kernel", action="append", default=None)
    args = ap.parse_args()
    kernels = [a for k in (args.kernel or ["quant_*", "splitk_reduce"]) for a in ("--kernel", k)]
    kernels += ["--ignore", "AS010,AS011"]  # they select by GEMM config keys these kernels do not have
    with tempfile.TemporaryDirectory(prefix="asmscope-bench-") as tmp:
        repo, cache, checked = Path(tmp) / "repo", ["--cache-dir", str(Path(tmp) / "cache")], Path(tmp) / "checked"
        make_repo(repo)
        cold, _, err = timed(repo, "check", *cache, *kernels, "--fail-on", "never")
        (_, built, _, _), *_ = STATUS.findall(err)
        print(f"cold check  : {cold:8.2f} s  ({built} variants compiled)")
        shutil.copytree(Path(tmp) / "cache", checked)  # HEAD compiled, HEAD~1 not
        git(repo, "worktree", "add", "-q", "--detach", str(Path(tmp) / "old"), "HEAD~1")
        warms, semis, firsts = [], [], []
        for _ in range(args.runs):
            warms.append(timed(repo, "check", *cache, *kernels, "--fail-on", "never")[:2])
            old_cache = fresh(Path(tmp) / "semi", checked)
            semis.append(timed(Path(tmp) / "old", "check", *old_cache, *kernels, "--fail-on", "never")[:2])
            first_cache = fresh(Path(tmp) / "first", checked)
            *first_run, err = timed(repo, "diff", "HEAD~1", "HEAD", *first_cache, *kernels)
            firsts.append(tuple(first_run))
        git(repo, "worktree", "remove", "--force", str(Path(tmp) / "old"))
        (warm, warm_cpu), (semi, semi_cpu), (first, first_cpu) = (
            tuple(statistics.median(x[k] for x in runs) for k in (0, 1)) for runs in (warms, semis, firsts)
        )
        print(f"warm check  : {warm:8.2f} s  (median of {args.runs}; CPU {warm_cpu:.2f} s)")
        changed, changed_cpu = semi - warm, semi_cpu - warm_cpu
        print(
            f"HEAD~1 check: {semi:8.2f} s  (its changed variants cold; CPU {semi_cpu:.2f} s): "
            f"the changed variants cost {changed:.2f} s (CPU {changed_cpu:.2f} s)"
        )
        sides = {label: (int(n), int(hits), float(s)) for label, n, hits, s in STATUS.findall(err)}
        print(
            f"first diff  : {first:8.2f} s  (CPU {first_cpu:.2f} s) "
            + "; ".join(f"{k}: compiled {n}, {h} from cache, in {s:.1f} s" for k, (n, h, s) in sides.items())
        )
        again, again_cpu, _ = timed(repo, "diff", "HEAD~1", "HEAD", *first_cache, *kernels)
        print(f"warm diff   : {again:8.2f} s  (CPU {again_cpu:.2f} s; the same refs again)")
        ratio, ratio_cpu = first / (1.2 * warm + changed), first_cpu / (1.2 * warm_cpu + changed_cpu)
        print(
            f"first diff / (1.2 x warm check + changed variants) = {ratio:.2f} (goal <= 1), in CPU time "
            f"{ratio_cpu:.2f}; first diff - warm diff = {first - again:.2f} s"
        )


if __name__ == "__main__":
    main()
