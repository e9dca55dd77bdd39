"""Time every config of kernels/tuning.py's kernels on an NVIDIA GPU: the ground truth of `asmscope rank`.

    python tests/gpu/time_configs.py --out timings.json [--jobs 12]

First every (kernel, config) is compiled in parallel worker processes into one Triton cache (the
compile is the slow part, and a GPU host has the cores); then the main process launches each config
once per shape (checking the result against torch), and times it with `triton.testing.do_bench`
(median of its repetitions, as the autotuner measures a config). A config Triton cannot launch
(OutOfResources: shared memory, registers) is recorded as such. The result, written after every
kernel so that a timeout still leaves data, is the fixture tests/rank/ reads:

    {"device", "triton", "torch", "cases": [{"kernel", "shape", "timings": [{"config", "ms" | "error",
      "n_regs", "n_spills", "shared"}]}]}
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

MM_SHAPES = ((2048, 2048, 2048), (4096, 4096, 4096), (256, 8192, 8192))
ROWNORM_SHAPES = ((16384, 1024), (8192, 4096), (4096, 16384))
COLSUM_SHAPES = ((8192, 8192), (65536, 1024), (2048, 32768))
KERNELS = ("mm_fp16", "mm_fp8", "rownorm", "colsum")


def _configs(name: str) -> list:
    from kernels import tuning

    return {
        "mm_fp16": tuning.MM_FP16_CONFIGS,
        "mm_fp8": tuning.MM_FP8_CONFIGS,
        "rownorm": tuning.ROWNORM_CONFIGS,
        "colsum": tuning.COLSUM_CONFIGS,
    }[name]


def config_dict(cfg: Any) -> dict[str, Any]:
    return {**cfg.kwargs, "num_warps": cfg.num_warps, "num_stages": cfg.num_stages}


class Problem:
    """One kernel at one shape: its tensors, its launch for a config, and a check of the result."""

    def __init__(self, name: str, shape: tuple[int, ...]) -> None:
        import torch

        self.name, self.shape = name, shape
        gen = torch.Generator(device="cuda").manual_seed(0)
        if name.startswith("mm"):
            M, N, K = shape
            self.a = torch.randn(M, K, device="cuda", generator=gen).to(torch.float16)
            b = torch.randn(K, N, device="cuda", generator=gen).to(torch.float16)
            if name == "mm_fp8":
                self.a = self.a.to(torch.float8_e4m3fn)
                self.b = b.t().contiguous().to(torch.float8_e4m3fn)  # [N, K]
                self.strides = (1, K)  # stride_bk, stride_bn
                self.ref = self.a.float() @ self.b.float().t()
            else:
                self.b = b
                self.strides = (N, 1)
                self.ref = self.a.float() @ self.b.float()
            self.c = torch.empty(M, N, device="cuda", dtype=torch.float16)
        elif name == "rownorm":
            rows, cols = shape
            self.x = torch.randn(rows, cols, device="cuda", generator=gen).to(torch.bfloat16)
            self.w = torch.randn(cols, device="cuda", generator=gen).to(torch.bfloat16)
            self.y = torch.empty_like(self.x)
            xf = self.x.float()
            self.ref = xf * torch.rsqrt((xf * xf).mean(dim=1, keepdim=True) + 1e-6) * self.w.float()
        else:
            M, N = shape
            self.x = torch.randn(M, N, device="cuda", generator=gen)
            self.out = torch.empty(N, device="cuda")
            self.ref = self.x.sum(dim=0)

    def launch(self, cfg: Any, warmup: bool = False) -> Any:
        import triton

        from kernels import tuning

        kw = {**cfg.kwargs, "num_warps": cfg.num_warps, "num_stages": cfg.num_stages}
        if self.name.startswith("mm"):
            M, N, K = self.shape
            grid = (triton.cdiv(M, kw["BLOCK_M"]) * triton.cdiv(N, kw["BLOCK_N"]),)
            args = (self.a, self.b, self.c, M, N, K, self.a.stride(0), *self.strides, self.c.stride(0))
            kernel = tuning.mm_kernel
        elif self.name == "rownorm":
            rows, cols = self.shape
            grid = (triton.cdiv(rows, kw["ROWS"]),)
            args = (self.x, self.w, self.y, rows, cols, 1e-6)
            kw["BLOCK"] = triton.next_power_of_2(cols)
            kernel = tuning.rownorm_kernel
        else:
            M, N = self.shape
            grid = (N // kw["BLOCK_N"],)
            args = (self.x, self.out, M, N)
            kernel = tuning.colsum_kernel
        if warmup:
            return kernel.warmup(*args, grid=grid, **kw)
        return kernel[grid](*args, **kw)

    def check(self) -> None:
        import torch

        got = self.c.float() if self.name.startswith("mm") else (self.y.float() if self.name == "rownorm" else self.out)
        scale = self.ref.abs().max().item() or 1.0
        err = (got - self.ref).abs().max().item() / scale
        if not err < (0.05 if self.name == "mm_fp8" else 0.02) or torch.isnan(got).any():
            raise AssertionError(f"{self.name}{self.shape}: max relative error {err:.3g}")


def compile_part(part: int, parts: int, out: Path) -> None:
    """In a worker: compile (warm up, no launch) every part-th (kernel, config) into the shared cache,
    recording each cold compile's seconds (what the autotuner pays per config before it times it)."""
    times: list[dict[str, Any]] = []
    for name in KERNELS:
        shape = {"rownorm": ROWNORM_SHAPES, "colsum": COLSUM_SHAPES}.get(name, MM_SHAPES)
        problem = Problem(name, shape[0])
        jobs = [(cfg, s) for cfg in _configs(name) for s in (shape if name == "rownorm" else shape[:1])]
        for i, (cfg, s) in enumerate(jobs):
            if i % parts != part:
                continue
            if s != problem.shape:
                problem = Problem(name, s)
            start = time.perf_counter()
            try:
                problem.launch(cfg, warmup=True)
            except Exception as e:
                print(f"compile {name} {config_dict(cfg)}: {type(e).__name__}", file=sys.stderr)
            times.append({"kernel": name, "shape": list(s), "config": config_dict(cfg),
                          "compile_s": round(time.perf_counter() - start, 3)})
    out.with_name(f"{out.stem}.compile{part}.json").write_text(json.dumps(times))


def time_all(out: Path, only: list[str]) -> dict[str, Any]:
    import torch
    import triton

    result: dict[str, Any] = {
        "device": torch.cuda.get_device_name(0),
        "triton": triton.__version__,
        "torch": torch.__version__,
        "cases": [],
    }
    for name in only:
        shapes = {"rownorm": ROWNORM_SHAPES, "colsum": COLSUM_SHAPES}.get(name, MM_SHAPES)
        for shape in shapes:
            problem = Problem(name, shape)
            rows = []
            for cfg in _configs(name):
                row: dict[str, Any] = {"config": config_dict(cfg)}
                try:
                    compiled = problem.launch(cfg)
                    torch.cuda.synchronize()
                    problem.check()
                    row["ms"] = float(
                        triton.testing.do_bench(lambda cfg=cfg, p=problem: p.launch(cfg), warmup=10, rep=40)
                    )
                    row.update(n_regs=compiled.n_regs, n_spills=compiled.n_spills, shared=compiled.metadata.shared)
                except Exception as e:
                    row["error"] = f"{type(e).__name__}: {str(e).splitlines()[0][:200] if str(e) else ''}"
                rows.append(row)
            result["cases"].append({"kernel": name, "shape": list(shape), "timings": rows})
            print(f"{name} {shape}: {sum('ms' in r for r in rows)} of {len(rows)} timed", flush=True)
            out.write_text(json.dumps(result, indent=1) + "\n")
    return result


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--jobs", type=int, default=12)
    parser.add_argument("--kernels", default=",".join(KERNELS))
    parser.add_argument("--part", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.part is not None:
        compile_part(args.part, args.jobs, args.out)
        return 0
    start = time.time()
    env = {**os.environ}
    workers = [
        subprocess.Popen(
            [sys.executable, __file__, "--out", str(args.out), "--jobs", str(args.jobs), "--part", str(i)], env=env
        )
        for i in range(args.jobs)
    ]
    for w in workers:
        w.wait()
    print(f"compiled in {time.time() - start:.0f} s", flush=True)
    compile_s = []
    for i in range(args.jobs):
        part = args.out.with_name(f"{args.out.stem}.compile{i}.json")
        compile_s += json.loads(part.read_text()) if part.exists() else []
        part.unlink(missing_ok=True)
    result = time_all(args.out, args.kernels.split(","))
    result["compile_s"] = compile_s
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(f"done in {time.time() - start:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
