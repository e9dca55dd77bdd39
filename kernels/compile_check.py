"""Cross-compile the kernels for AMD targets on a machine without a GPU.

Uses Triton's own runtime path (binder, specialisation, heuristics, autotune) with a
stub driver that reports a HIP target, so the code produced is what a launch would run.
Tensors are passed as torch dtypes (Triton wraps them in MockTensor: 16-byte aligned,
32-bit pointer range).

    python -m kernels.compile_check wgrad-stores          # the PR's store-count check
    python -m kernels.compile_check mainloop              # what the K loop of NT/NN/TN holds
    python -m kernels.compile_check sweep --out DIR       # every config of every space

Developer tool; imports torch (for dtypes only).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import re
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

TARGETS = ("gfx942", "gfx950")


class _StubDriver:
    """Just enough of a Triton driver for ``warmup`` to compile for a fixed target."""

    def __init__(self, target, device: int):
        self.target = target
        # Triton caches the binder (and with it the target) per device id, so each target
        # gets its own fake device; otherwise a second target in the same process would
        # silently reuse the first one's backend.
        self.device = device

    def get_current_target(self):
        return self.target

    def get_current_device(self):
        return self.device

    def get_current_stream(self, device=None):
        return 0


def activate(arch: str) -> None:
    from triton.backends.compiler import GPUTarget
    from triton.runtime import driver
    device = TARGETS.index(arch) if arch in TARGETS else len(TARGETS)
    driver.set_active(_StubDriver(GPUTarget("hip", arch, 64), device))


def fp8_dtype(arch: str):
    import torch
    return torch.float8_e4m3fnuz if arch == "gfx942" else torch.float8_e4m3fn


def kernel_cases(arch: str) -> dict:
    """Kernel name -> (autotuned kernel object, positional warmup args, extra kwargs).

    Square 4096 GEMMs (K a multiple of 128: EVEN_K on, every tensor under 2 GiB) and the
    DeepSeek-V4 wo_a batched shape; asmscope.toml carries the production shapes.
    """
    import importlib

    import torch

    f8, bf16, f32, i32 = fp8_dtype(arch), torch.bfloat16, torch.float32, torch.int32
    M = N = K = 4096
    kb = K // 128
    cases = {}
    gemm = importlib.import_module("kernels.gemm")
    cases.update({
        # Y[M,N] = X[M,K] @ W[N,K]^T; a_scale stored K-block-major (stride_as_m=1).
        "blockwise_fp8_nt_kernel": (gemm.blockwise_fp8_nt_kernel,
                                    (f8, f8, bf16, f32, f32, M, N, K, K, K, N, 1, M, kb, 1), {}),
        # dX[M,N] = dY[M,K] @ W[K,N]; b_scale[K/128, N/128].
        "blockwise_fp8_nn_kernel": (gemm.blockwise_fp8_nn_kernel,
                                    (f8, f8, bf16, f32, f32, M, N, K, K, N, N, 1, M, N // 128, 1), {}),
        # dW[N,M] = (A[K,M])^T @ B[K,N], stored M-contiguous.
        "blockwise_fp8_tn_kernel": (gemm.blockwise_fp8_tn_kernel,
                                    (f8, f8, bf16, f32, f32, M, N, K, M, N, M, M, 1, N, 1), {}),
        # Grouped NT: 8 stacked W[N, K], group id per row of A.
        "blockwise_fp8_grouped_kernel": (gemm.blockwise_fp8_grouped_kernel,
                                         (f8, f8, bf16, f32, f32, i32, M, N, K, K, N * K, K, N, 1, M,
                                          (N // 128) * kb, kb, 1),
                                         dict(A_K_CONTIGUOUS=True, B_K_CONTIGUOUS=True, SCALE_2D_B=True)),
    })
    try:
        quant = importlib.import_module("kernels.quant")
        batched = importlib.import_module("kernels.batched")
    except ImportError:
        return cases
    cases.update(quant_batched_cases(quant, batched, f8, bf16, f32, M, K))
    return cases


def quant_batched_cases(quant, batched, f8, bf16, f32, M: int, K: int) -> dict:
    kb = K // 128
    # DeepSeek-V4 wo_a per TP rank: B=2 groups, M=64 tokens, N=1024, K=4096, split-K 4.
    b, bm, bn, bk, split = 2, 64, 1024, 4096, 4
    return {
        # row-major q, K-block-major scales (stride_sm=1, stride_sk=M)
        "quant_fp8_rowwise_kernel": (quant.quant_fp8_rowwise_kernel,
                                     (bf16, f8, f32, M, K, K, 1, K, 1, 1, M), {}),
        "quant_fp8_colwise_kernel": (quant.quant_fp8_colwise_kernel,
                                     (bf16, f8, f32, M, K, K, 1, K, 1, K, 1), {}),
        "quant_fp8_dual_kernel": (quant.quant_fp8_dual_kernel,
                                  (bf16, f8, f32, f8, f32, M, K, K, 1, K, 1, 1, M, K, 1, K, 1), {}),
        "quant_fp8_block2d_kernel": (quant.quant_fp8_block2d_kernel,
                                     (bf16, f8, f32, M, K, K, 1, K, 1, kb, 1), {}),
        "batched_fp8_splitk_kernel": (batched.batched_fp8_splitk_kernel,
                                      (bf16, f8, f32, f32, b, bm, bn, bk, bm * bk, bk, bn * bk, bk,
                                       (bn // 128) * (bk // 128), bk // 128, 1, split), {}),
        "splitk_reduce_kernel": (batched.splitk_reduce_kernel, (f32, bf16, b * bm * bn, split), {}),
    }


def compile_one(arch: str, name: str, config_index: int | None = None) -> list:
    """Compile one kernel (one config, or all when None); returns CompiledKernels."""
    activate(arch)
    fn, args, kw = kernel_cases(arch)[name]
    if config_index is None:
        return fn.warmup(*args, grid=(1,), **kw)
    config = fn.configs[config_index]
    # Compile exactly this config through the inner (heuristics) layer.
    return [fn.fn.warmup(*args, grid=(1,), **kw, **config.all_kwargs())]


def store_histogram(asm: str) -> Counter:
    return Counter(m.group(1) for m in re.finditer(r"^\s*((?:buffer|global)_store_\w+)", asm, re.M))


def wgrad_store_check() -> dict:
    """BM=256 BN=128 BK=128 nw=8 ns=2: legacy epilogue vs transposed-store epilogue."""
    from kernels import gemm
    results = {}
    for arch in TARGETS:
        for trans in (False, True):
            idx = next(i for i, c in enumerate(gemm.WGRAD_CONFIGS)
                       if c.kwargs["BLOCK_M"] == 256 and c.kwargs["BLOCK_N"] == 128 and c.num_stages == 2
                       and c.kwargs["WGRAD_TRANS_STORE"] is trans)
            k = compile_one(arch, "blockwise_fp8_tn_kernel", idx)[0]
            results[f"{arch} WGRAD_TRANS_STORE={trans}"] = dict(store_histogram(k.asm["amdgcn"]))
    return results


def asm_metrics(asm: str) -> dict:
    """Counts a reviewer looks at first: stores, spills, AGPR traffic, MFMAs, LLVM's own numbers."""
    meta = {key: int(v) for key, v in re.findall(
        r"^\s*\.(vgpr_spill_count|sgpr_spill_count|vgpr_count|agpr_count|private_segment_fixed_size):\s*(\d+)",
        asm, re.M)}
    for key in ("Occupancy", "NumVgprs", "NumAgprs", "ScratchSize"):
        m = re.search(rf"^\s*; {key}: (\d+)", asm, re.M)
        if m:
            meta[key] = int(m.group(1))
    ops = Counter(re.findall(r"^\s*(v_mfma\w*|v_accvgpr_\w+|scratch_\w+)", asm, re.M))
    meta["mfma"] = sum(v for k, v in ops.items() if k.startswith("v_mfma"))
    meta["mfma_kinds"] = sorted({k for k in ops if k.startswith("v_mfma")})
    meta["accvgpr_moves"] = sum(v for k, v in ops.items() if k.startswith("v_accvgpr"))
    meta["scratch_ops"] = sum(v for k, v in ops.items() if k.startswith("scratch_"))
    meta["stores"] = dict(store_histogram(asm))
    return meta


def main_loop_bodies(asm: str) -> list[list[str]]:
    """Instruction mnemonics of each innermost loop (from a ``; =>This Inner Loop Header``
    label to the branch back to it)."""
    lines = asm.splitlines()
    bodies = []
    for i, line in enumerate(lines):
        m = re.match(r"^(\.LBB\w+):.*Inner Loop Header", line)
        if not m:
            continue
        body = []
        for nxt in lines[i + 1:]:
            text = nxt.split(";")[0].strip()
            if not text or text.startswith("."):
                continue
            body.append(text.split()[0])
            if re.match(rf"^s_cbranch_\w+\s+{re.escape(m.group(1))}$", text):
                break
        bodies.append(body)
    return bodies


def mainloop_check() -> dict:
    """Production tile (BM=256 BN=128 ns=2, EVEN_K) of NT/NN/TN per target: what the K loop holds."""
    from kernels import gemm
    results = {}
    for arch in TARGETS:
        for name, configs in (("blockwise_fp8_nt_kernel", gemm.FWD_CONFIGS),
                              ("blockwise_fp8_nn_kernel", gemm.DGRAD_CONFIGS),
                              ("blockwise_fp8_tn_kernel", gemm.WGRAD_CONFIGS)):
            idx = next(i for i, c in enumerate(configs)
                       if c.kwargs["BLOCK_M"] == 256 and c.kwargs["BLOCK_N"] == 128 and c.num_stages == 2
                       and "matrix_instr_nonkdim" not in c.kwargs and c.kwargs.get("WGRAD_TRANS_STORE", True))
            asm = compile_one(arch, name, idx)[0].asm["amdgcn"]
            [body] = main_loop_bodies(asm)
            ops = Counter(body)
            results[f"{arch} {name}"] = dict(
                instructions=len(body), mfma=sum(v for k, v in ops.items() if k.startswith("v_mfma")),
                cndmask=sum(v for k, v in ops.items() if k.startswith("v_cndmask")),
                scratch=sum(v for k, v in ops.items() if k.startswith("scratch_")),
                buffer_loads=sum(v for k, v in ops.items() if k.startswith("buffer_load")),
                global_loads=sum(v for k, v in ops.items() if k.startswith("global_load")),
                spills=asm_metrics(asm).get("vgpr_spill_count"))
    return results


def _sweep_worker(job):
    arch, name, idx, cache_root = job
    os.environ["TRITON_CACHE_DIR"] = str(Path(cache_root) / f"{arch}-{name}-{idx}")
    t0 = time.time()
    try:
        k = compile_one(arch, name, idx)[0]
        return dict(arch=arch, kernel=name, config=idx, ok=True, seconds=round(time.time() - t0, 2),
                    **asm_metrics(k.asm["amdgcn"]))
    except Exception as exc:  # a compile failure is data
        return dict(arch=arch, kernel=name, config=idx, ok=False, seconds=round(time.time() - t0, 2),
                    error=f"{type(exc).__name__}: {str(exc)[-400:]}", trace=traceback.format_exc()[-1500:])


def sweep(out: Path, processes: int = 2, kernels: list[str] | None = None) -> None:
    """Compile every config of every kernel for every target, each variant in its own
    forked process (maxtasksperchild=1) so an LLVM abort kills only that variant. The
    parent imports torch/triton/kernels first, so a fork costs milliseconds."""
    import shutil

    activate(TARGETS[0])
    cases = kernel_cases(TARGETS[0])
    names = kernels or list(cases)
    out.mkdir(parents=True, exist_ok=True)
    jobs = [(arch, name, i, str(out / "cache")) for arch in TARGETS for name in names
            for i in range(len(cases[name][0].configs))]
    results_path = out / "results.jsonl"
    done = set()
    if results_path.exists():
        for line in results_path.read_text().splitlines():
            r = json.loads(line)
            done.add((r["arch"], r["kernel"], r["config"]))
    jobs = [j for j in jobs if (j[0], j[1], j[2]) not in done]
    print(f"{len(jobs)} variants to compile", flush=True)
    ctx = mp.get_context("fork")
    with ctx.Pool(processes, maxtasksperchild=1) as pool, results_path.open("a") as fh:
        pending = {j: pool.apply_async(_sweep_worker, (j,)) for j in jobs}
        for n, (job, res) in enumerate(pending.items()):
            try:
                r = res.get(timeout=900)
            except Exception as exc:  # worker died (SIGABRT/SIGSEGV) or hung
                r = dict(arch=job[0], kernel=job[1], config=job[2], ok=False,
                         error=f"worker lost: {type(exc).__name__}: {exc}")
            fh.write(json.dumps(r) + "\n")
            fh.flush()
            shutil.rmtree(Path(job[3]) / f"{job[0]}-{job[1]}-{job[2]}", ignore_errors=True)
            if not r["ok"]:
                print("FAIL", r["arch"], r["kernel"], r["config"], r.get("error"), flush=True)
            if n % 25 == 0:
                print(f"{n}/{len(jobs)} {time.strftime('%H:%M:%S')}", flush=True)


def main(argv: list[str] | None = None) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("wgrad-stores")
    sub.add_parser("mainloop")
    s = sub.add_parser("sweep")
    s.add_argument("--out", type=Path, required=True)
    s.add_argument("--processes", type=int, default=2)
    s.add_argument("--kernels", nargs="*")
    a = p.parse_args(argv)
    if a.cmd == "wgrad-stores":
        print(json.dumps(wgrad_store_check(), indent=1))
    elif a.cmd == "mainloop":
        print(json.dumps(mainloop_check(), indent=1))
    else:
        sweep(a.out, a.processes, a.kernels)
    return 0


if __name__ == "__main__":
    sys.exit(main())
