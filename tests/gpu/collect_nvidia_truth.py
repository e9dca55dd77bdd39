"""Collect NVIDIA ground truth on a real GPU: Triton cache entries and what the driver says of them.

Run on a machine with an NVIDIA GPU (the test data under tests/fixtures/nvidia/<gpu>/ came from an
H100 with Triton 3.6):

    python tests/gpu/collect_nvidia_truth.py --out tests/fixtures/nvidia/h100

Every variant of the study (kernels/swiglu.py, kernels/layernorm.py, kernels/nv_matmul.py) is
launched once through Triton's normal launch path with its own cache directory. For each compiled
kernel it records what the runtime and the CUDA driver report:
- `n_regs` and `n_spills`: Triton's CompiledKernel attributes, set when the driver loads the cubin;
- `blocks_per_sm`: cuOccupancyMaxActiveBlocksPerMultiprocessor(function, 32 * num_warps, shared);
- `attributes`: cuFuncGetAttribute's NUM_REGS, LOCAL_SIZE_BYTES, SHARED_SIZE_BYTES, MAX_THREADS_PER_BLOCK;
and copies the cache entry's `.cubin` and metadata `.json` beside `truth.json`. A variant that
cannot launch records Triton's error instead. The SwiGLU launch geometries are also compared
bit for bit (the tiled path forced on, as on Blackwell, against the one-row path).
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]

_FUNC_ATTRIBUTES = {"MAX_THREADS_PER_BLOCK": 0, "SHARED_SIZE_BYTES": 1, "LOCAL_SIZE_BYTES": 3, "NUM_REGS": 4}


def _cuda() -> ctypes.CDLL:
    return ctypes.CDLL("libcuda.so.1")


def _check(rc: int, what: str) -> None:
    if rc != 0:
        raise RuntimeError(f"{what} failed: CUresult {rc}")


def driver_view(function: int, num_warps: int, shared: int) -> dict[str, Any]:
    cuda = _cuda()
    blocks = ctypes.c_int()
    _check(
        cuda.cuOccupancyMaxActiveBlocksPerMultiprocessor(
            ctypes.byref(blocks), ctypes.c_void_p(function), ctypes.c_int(32 * num_warps), ctypes.c_size_t(shared)
        ),
        "cuOccupancyMaxActiveBlocksPerMultiprocessor",
    )
    attributes = {}
    for name, code in _FUNC_ATTRIBUTES.items():
        value = ctypes.c_int()
        _check(
            cuda.cuFuncGetAttribute(ctypes.byref(value), ctypes.c_int(code), ctypes.c_void_p(function)),
            f"cuFuncGetAttribute({name})",
        )
        attributes[name] = value.value
    return {"blocks_per_sm": blocks.value, "attributes": attributes}


def _find_entry(cache: Path, cubin: bytes) -> Path:
    for path in cache.rglob("*.cubin"):
        if path.read_bytes() == cubin:
            return path
    raise RuntimeError("the launched kernel's cubin is not in the cache directory")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    cache = Path(tempfile.mkdtemp(prefix="truth-cache-"))
    os.environ["TRITON_CACHE_DIR"] = str(cache)

    import torch
    import triton

    sys.path.insert(0, str(REPO))
    from kernels import layernorm, nv_matmul, swiglu

    triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device="cuda"))
    dev = "cuda"
    records: list[dict[str, Any]] = []

    def record(name: str, params: dict[str, Any], jit: Any, grid: tuple[int, ...], *args: Any, **kwargs: Any) -> None:
        entry: dict[str, Any] = {"name": name, "params": params}
        try:
            kernel = jit[grid](*args, **kwargs)
            torch.cuda.synchronize()
        except Exception as exc:  # OutOfResources and the like: the answer is the error itself
            entry["error"] = f"{type(exc).__name__}: {exc}"
            records.append(entry)
            print(f"{name} {params}: {entry['error']}", flush=True)
            return
        num_warps = kernel.metadata.num_warps
        shared = kernel.metadata.shared
        source = _find_entry(cache, kernel.asm["cubin"])
        folder = out / f"{len(records):02d}_{name}"
        folder.mkdir(exist_ok=True)
        shutil.copy(source, folder / source.name)
        shutil.copy(source.with_suffix(".json"), folder / source.with_suffix(".json").name)
        entry.update(
            cubin=str((folder / source.name).relative_to(out)),
            kernel=source.stem,
            num_warps=num_warps,
            shared=shared,
            n_regs=kernel.n_regs,
            n_spills=kernel.n_spills,
            **driver_view(kernel.function, num_warps, shared),
        )
        records.append(entry)
        print(
            f"{name} {params}: regs {kernel.n_regs} spills {kernel.n_spills} "
            f"blocks/SM {entry['blocks_per_sm']} shared {shared}",
            flush=True,
        )

    # ---- SwiGLU, both geometries (one launch compiles one variant; widths share code where
    # only n_cols differs, so each distinct BLOCK_SIZE x num_warps is one entry)
    rows = 8
    for width in (4096, 8192, 14336, 28672):
        a = torch.randn(rows, width, device=dev, dtype=torch.bfloat16)
        b = torch.randn_like(a)
        dc = torch.randn_like(a)
        block = triton.next_power_of_2(width)
        for num_warps in (4, 16):
            params = {"n_cols": width, "BLOCK_SIZE": block, "num_warps": num_warps}
            record(
                "swiglu_fwd_row",
                params,
                swiglu.swiglu_fwd_row_kernel,
                (rows,),
                a,
                b,
                torch.empty_like(a),
                a.stride(0),
                width,
                BLOCK_SIZE=block,
                num_warps=num_warps,
            )
            record(
                "swiglu_bwd_row",
                params,
                swiglu.swiglu_bwd_row_kernel,
                (rows,),
                dc,
                a.clone(),
                b.clone(),
                a.stride(0),
                width,
                BLOCK_SIZE=block,
                num_warps=num_warps,
            )
    width = 14336
    a = torch.randn(rows, width, device=dev, dtype=torch.bfloat16)
    b, dc = torch.randn_like(a), torch.randn_like(a)
    for num_warps in (4, 8):
        grid = (rows, triton.cdiv(width, swiglu.TILE))
        params = {"n_cols": width, "BLOCK_SIZE": swiglu.TILE, "num_warps": num_warps}
        record(
            "swiglu_fwd_tiled",
            params,
            swiglu.swiglu_fwd_tiled_kernel,
            grid,
            a,
            b,
            torch.empty_like(a),
            a.stride(0),
            width,
            BLOCK_SIZE=swiglu.TILE,
            num_warps=num_warps,
        )
        record(
            "swiglu_bwd_tiled",
            params,
            swiglu.swiglu_bwd_tiled_kernel,
            grid,
            dc,
            a.clone(),
            b.clone(),
            a.stride(0),
            width,
            BLOCK_SIZE=swiglu.TILE,
            num_warps=num_warps,
        )

    # ---- a register cap (maxnreg) below what the one-row kernels use: ptxas spills the rest
    for width, cap in ((8192, 128), (14336, 128)):
        a = torch.randn(rows, width, device=dev, dtype=torch.bfloat16)
        b, dc = torch.randn_like(a), torch.randn_like(a)
        block = triton.next_power_of_2(width)
        params = {"n_cols": width, "BLOCK_SIZE": block, "num_warps": 4, "maxnreg": cap}
        record(
            "swiglu_bwd_row",
            params,
            swiglu.swiglu_bwd_row_kernel,
            (rows,),
            dc,
            a.clone(),
            b.clone(),
            a.stride(0),
            width,
            BLOCK_SIZE=block,
            num_warps=4,
            maxnreg=cap,
        )

    # ---- layernorm, one program per row
    for width in (1024, 4096, 16384, 65536):
        x = torch.randn(rows, width, device=dev, dtype=torch.bfloat16)
        w, bias = (
            torch.randn(width, device=dev, dtype=torch.bfloat16),
            torch.randn(width, device=dev, dtype=torch.bfloat16),
        )
        stats = torch.empty(2, rows, device=dev, dtype=torch.float32)
        for num_warps in (4, 8, 16):
            params = {"n_cols": width, "BLOCK_SIZE": width, "num_warps": num_warps}
            record(
                "layernorm_fwd",
                params,
                layernorm.layernorm_fwd_kernel,
                (rows,),
                x,
                torch.empty_like(x),
                w,
                bias,
                stats[0],
                stats[1],
                x.stride(0),
                width,
                1e-5,
                BLOCK_SIZE=width,
                num_warps=num_warps,
            )

    # ---- matmuls: every config of the study, fp16 with B [K, N], fp8 with B [N, K]
    M = N = K = 1024

    def config_params(cfg) -> dict[str, Any]:
        return {**cfg.kwargs, "num_warps": cfg.num_warps, "num_stages": cfg.num_stages, "maxnreg": cfg.maxnreg}

    a16 = torch.randn(M, K, device=dev, dtype=torch.float16)
    b16 = torch.randn(K, N, device=dev, dtype=torch.float16)
    for cfg in nv_matmul.CONFIGS_FP16:
        c = torch.empty(M, N, device=dev, dtype=torch.float16)
        grid = (triton.cdiv(M, cfg.kwargs["BLOCK_M"]) * triton.cdiv(N, cfg.kwargs["BLOCK_N"]),)
        record(
            "matmul_fp16",
            config_params(cfg),
            nv_matmul.matmul_kernel,
            grid,
            a16,
            b16,
            c,
            M,
            N,
            K,
            a16.stride(0),
            b16.stride(0),
            b16.stride(1),
            c.stride(0),
            **cfg.all_kwargs(),
        )
    a8 = torch.randn(M, K, device=dev).to(torch.float8_e4m3fn)
    b8 = torch.randn(N, K, device=dev).to(torch.float8_e4m3fn)
    for cfg in nv_matmul.CONFIGS_FP8:
        c = torch.empty(M, N, device=dev, dtype=torch.float16)
        grid = (triton.cdiv(M, cfg.kwargs["BLOCK_M"]) * triton.cdiv(N, cfg.kwargs["BLOCK_N"]),)
        record(
            "matmul_fp8",
            config_params(cfg),
            nv_matmul.matmul_kernel,
            grid,
            a8,
            b8,
            c,
            M,
            N,
            K,
            a8.stride(0),
            b8.stride(1),
            b8.stride(0),
            c.stride(0),
            **cfg.all_kwargs(),
        )
    # a config whose shared memory exceeds the block limit: Triton refuses it at launch
    too_big = nv_matmul._cfg(256, 256, 128, 8, 4)
    c = torch.empty(M, N, device=dev, dtype=torch.float16)
    record(
        "matmul_fp16",
        config_params(too_big),
        nv_matmul.matmul_kernel,
        (16,),
        a16,
        b16,
        c,
        M,
        N,
        K,
        a16.stride(0),
        b16.stride(0),
        b16.stride(1),
        c.stride(0),
        **too_big.all_kwargs(),
    )

    # ---- TMA matmuls (B stored [N, K])
    bt16 = b16.t().contiguous()
    tma_tiles = ((128, 128, 64, 4, "fp16"), (128, 256, 64, 8, "fp16"), (128, 128, 128, 8, "fp8"))
    for bm, bn, bk, num_warps, dtype in tma_tiles:
        a_, b_ = (a16, bt16) if dtype == "fp16" else (a8, b8)
        c = torch.empty(M, N, device=dev, dtype=torch.float16)
        grid = (triton.cdiv(M, bm) * triton.cdiv(N, bn),)
        params = {"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk, "num_warps": num_warps, "num_stages": 3, "dtype": dtype}
        record(
            f"matmul_tma_{dtype}",
            params,
            nv_matmul.matmul_tma_kernel,
            grid,
            a_,
            b_,
            c,
            M,
            N,
            K,
            BLOCK_M=bm,
            BLOCK_N=bn,
            BLOCK_K=bk,
            num_warps=num_warps,
            num_stages=3,
        )

    # ---- the SwiGLU architecture gate: the tiled path forced on equals the one-row path bit for bit
    checks = []
    for rows_, width_ in ((4, 11009), (3, 14337), (4, 16384)):
        a = torch.randn(rows_, width_, device=dev, dtype=torch.bfloat16)
        b, dc = torch.randn_like(a), torch.randn_like(a)
        results = {}
        for forced in (False, True):
            swiglu.is_blackwell = lambda forced=forced: forced
            assert swiglu.use_tiled(width_) is forced
            c = swiglu.swiglu_forward(a, b)
            da, db = swiglu.swiglu_backward(dc, a, b)
            results[forced] = (c, da, db)
        equal = all(torch.equal(x, y) for x, y in zip(results[False], results[True]))
        checks.append({"rows": rows_, "n_cols": width_, "tiled_equals_row": equal})
        print(f"swiglu {rows_}x{width_}: tiled == one-row bit for bit: {equal}", flush=True)

    props = torch.cuda.get_device_properties(0)
    truth = {
        "device": torch.cuda.get_device_name(0),
        "capability": list(torch.cuda.get_device_capability(0)),
        "multi_processor_count": props.multi_processor_count,
        "triton": triton.__version__,
        "torch": torch.__version__,
        "records": records,
        "swiglu_bit_exact": checks,
    }
    (out / "truth.json").write_text(json.dumps(truth, indent=1) + "\n")
    print(f"{len(records)} records -> {out / 'truth.json'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
