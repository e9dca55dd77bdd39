"""Compile-stage benchmark: asmscope against a plain serial Triton compile loop, in one run.

    python benchmarks/bench_compile.py [--sample 24] [--jobs N] [--full]

Measures, on a fixed sample of the repo's variants covering both targets:
  1. serial: one process compiling each variant with Triton directly (stand-in driver +
     `warmup`, which is `triton.compile` behind Triton's binder), no asmscope code;
  2. cold:   asmscope's compile stage (fresh cache, worker processes), as a fresh process;
  3. warm:   the same again, everything in the cache, as a fresh process;
  4. touch:  a copy of the kernels with one kernel's source edited: how many variants rebuild.
Goals (issue 3): cold <= 0.6 x serial, warm >= 50 x faster than cold, touch rebuilds only the
touched kernel's variants. `--full` also times a cold compile of the whole repo suite.
Each timing includes interpreter start-up and imports, as a user would see it (from byte-code,
as an installed package imports: the untimed sampling run writes asmscope's).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

# Kernels sampled, in order; the sample takes configs round-robin from each (kernel, target).
SAMPLE_KERNELS = (
    "fp8_gemm_tn",
    "fp8_gemm_nt",
    "fp8_gemm_nn",
    "quant_fp8_dual",
    "quant_fp8_rowwise",
    "fp8_batched_splitk",
)


def run(cmd: list[str], env: dict[str, str] | None = None, cwd: Path = REPO) -> tuple[float, str]:
    start = time.perf_counter()
    # Python may keep byte-code as usual (PYTHONDONTWRITEBYTECODE is dropped): the first
    # command writes asmscope's, so every timed command imports compiled modules, as from any
    # installed package. (Compile workers still write none into the user's kernel directories.)
    base = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    proc = subprocess.run(cmd, capture_output=True, text=True, env={**base, **(env or {})}, cwd=cwd)
    seconds = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"command failed: {' '.join(cmd)}\n{proc.stderr[-3000:]}")
    return seconds, proc.stdout


SAMPLER = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from asmscope.spec import load_spec_file
    from asmscope.compile import plan_variants
    spec = load_spec_file(Path(sys.argv[1]))
    wanted, n = sys.argv[2].split(","), int(sys.argv[3])
    plan = plan_variants(spec, [k for k in spec.kernels if k.name in wanted])
    groups = {}
    for pv in plan:
        groups.setdefault((pv.key.kernel, pv.key.target), []).append(pv)
    order = [g for w in wanted for g in sorted(groups) if g[0] == w]
    sample, i = [], 0
    while len(sample) < n and any(groups[g] for g in order):
        g = order[i % len(order)]
        if groups[g]:
            sample.append(groups[g].pop(len(groups[g]) // 2 if i % 2 else 0))
        i += 1
    print(json.dumps([{"key": str(p.key), "kernel": p.key.kernel, "job": p.job} for p in sample]))
    """
)

SERIAL = textwrap.dedent(
    """
    import importlib, json, sys, warnings
    warnings.simplefilter("ignore")
    import torch, triton
    from triton.backends.compiler import GPUTarget
    from triton.runtime import driver
    from triton.runtime.jit import MockTensor

    class Driver:
        def __init__(self, t): self.t = t
        def get_current_target(self): return self.t
        def get_current_device(self): return 0
        def get_current_stream(self, d=None): return 0

    DT = {"fp8e4nv": torch.float8_e4m3fn, "fp8e4b8": torch.float8_e4m3fnuz, "bf16": torch.bfloat16,
          "fp16": torch.float16, "fp32": torch.float32, "int32": torch.int32, "int64": torch.int64}
    def arg(a):
        return MockTensor(DT[a[1]]) if a[0] == "tensor" else a[1]
    built_for = {}
    for item in json.load(open(sys.argv[1])):
        job = item["job"]
        sys.path[:0] = job["python_path"]
        fn = importlib.import_module(job["module"])
        for part in job["qualname"].split("."):
            fn = getattr(fn, part)
        target = GPUTarget(*job["target"])
        driver.set_active(Driver(target))
        if built_for.get(job["qualname"]) != target:
            # One process per target, as on a real GPU: Triton binds a kernel to the first target
            # it sees (device_caches is keyed by device only), so forget it on a switch.
            fn.fn.fn.device_caches.clear() if hasattr(fn.fn, "fn") else fn.fn.device_caches.clear()
        built_for[job["qualname"]] = target
        cfg = dict(job["config"])
        fields = {k: cfg.pop(k) for k in ("num_warps", "num_stages", "num_ctas", "maxnreg") if k in cfg}
        config = triton.Config(cfg, **fields)
        kwargs = {k: arg(v) for k, v in job["kwargs"].items()}
        fn.fn.warmup(*[arg(a) for a in job["args"]], grid=(1,), **kwargs, **config.all_kwargs())
    """
)

ASMSCOPE = textwrap.dedent(
    """
    import json, sys, time
    from pathlib import Path
    from asmscope.spec import load_spec_file
    from asmscope.compile import CompileCache, compile_variants, plan_variants_cached
    from dataclasses import replace
    spec = load_spec_file(Path(sys.argv[1]), defer_expressions=True)  # as the CLI loads it
    sample = json.load(open(sys.argv[2]))
    keys = {s["key"] for s in sample}
    # Exactly the sampled variants: each kernel with just its sampled configs (a user's re-run of
    # these variants would have a spec like this), so planning costs what it costs for 24.
    kernels = []
    for k in spec.kernels:
        mine = [s for s in sample if s["kernel"] == k.name]
        if mine:
            configs = tuple(dict.fromkeys(tuple(map(tuple, s["job"]["config"])) for s in mine))
            kernels.append(replace(k, configs=configs))
    plan = [p for p in plan_variants_cached(spec, kernels, None, Path(sys.argv[3])) if str(p.key) in keys]
    out = compile_variants(plan, CompileCache(Path(sys.argv[3])), jobs=int(sys.argv[4]))
    print(json.dumps({"variants": len(plan), "built": out.built, "hits": out.hits, "errors": len(out.errors)}))
    """
)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sample", type=int, default=24)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--full", action="store_true", help="also time a cold compile of the whole suite")
    args = ap.parse_args()
    py = sys.executable
    spec = REPO / "kernels" / "asmscope.toml"
    work = Path(tempfile.mkdtemp(prefix="asmscope-bench-"))
    env = {"TRITON_CACHE_DIR": str(work / "triton")}
    try:
        _, out = run([py, "-c", SAMPLER, str(spec), ",".join(SAMPLE_KERNELS), str(args.sample)])
        sample = json.loads(out)
        (work / "sample.json").write_text(json.dumps(sample))
        (work / "keys.json").write_text(json.dumps(sample))
        targets = sorted({s["key"].rsplit("@", 1)[1] for s in sample})
        print(f"sample: {len(sample)} variants of {len({s['kernel'] for s in sample})} kernels on {targets}")

        serial, _ = run([py, "-c", SERIAL, str(work / "sample.json")], env={**env, "TRITON_ALWAYS_COMPILE": "1"})
        cache = work / "cache"
        cold, out = run([py, "-c", ASMSCOPE, str(spec), str(work / "keys.json"), str(cache), str(args.jobs)], env)
        cold_info = json.loads(out)
        warm, out = run([py, "-c", ASMSCOPE, str(spec), str(work / "keys.json"), str(cache), str(args.jobs)], env)
        warm_info = json.loads(out)
        print(f"serial Triton loop : {serial:7.2f} s")
        print(f"asmscope cold      : {cold:7.2f} s  ({cold_info})  ratio {cold / serial:.2f} x serial (goal <= 0.6)")
        print(f"asmscope warm      : {warm:7.2f} s  ({warm_info})  cold/warm = {cold / warm:.0f} x (goal >= 50)")

        touched = touch_one_kernel(work, spec, cache, args.jobs, env)
        print(f"touch one kernel   : {touched}")
        if args.full:
            full_cache = work / "full-cache"
            t, out = run(
                [
                    py,
                    "-m",
                    "asmscope",
                    "check",
                    "--quiet",
                    "--format",
                    "json",
                    "--cache-dir",
                    str(full_cache),
                    "--jobs",
                    str(args.jobs),
                    "--fail-on",
                    "never",
                ],
                env,
            )
            report = json.loads(out)
            n = report["summary"]["variants_checked"] + len(report["errors"])
            print(f"whole suite cold   : {t:7.1f} s for {n} variants ({len(report['errors'])} failed)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def touch_one_kernel(work: Path, spec: Path, cache: Path, jobs: int, env: dict[str, str]) -> str:
    """Copy the kernels, compile the sample warm from a copy, edit one kernel, count rebuilds."""
    copy = work / "copy"
    shutil.copytree(REPO / "kernels", copy / "kernels", ignore=shutil.ignore_patterns("__pycache__"))
    spec_copy = copy / "kernels" / "asmscope.toml"
    keys = str(work / "keys.json")
    touched_cache = work / "touch-cache"
    py = sys.executable
    run([py, "-c", ASMSCOPE, str(spec_copy), keys, str(touched_cache), str(jobs)], env)
    # Edit one line inside the dual-quant kernel's body, keeping every line number in place.
    quant = copy / "kernels" / "quant.py"
    lines = quant.read_text().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("def quant_fp8_dual_kernel"))
    body = next(i for i in range(start, len(lines)) if lines[i].strip().startswith("pid_m"))
    lines[body] += "  # touched by bench_compile"
    quant.write_text("\n".join(lines) + "\n")
    _, out = run([py, "-c", ASMSCOPE, str(spec_copy), keys, str(touched_cache), str(jobs)], env)
    info = json.loads(out)
    sample = json.loads((work / "sample.json").read_text())
    dual = sum(1 for s in sample if s["kernel"] == "quant_fp8_dual")
    return f"rebuilt {info['built']} of {info['variants']} variants; quant_fp8_dual has {dual} in the sample"


if __name__ == "__main__":
    main()
