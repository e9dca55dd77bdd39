"""Correctness and speed of the blockwise FP8 kernels on a real GPU, against torch.

    python kernels/bench_gpu.py                 # production shapes, CUDA or ROCm
    TRITON_INTERPRET=1 python kernels/bench_gpu.py --tiny    # tiny shapes on the CPU (dry run)

Every case checks the kernel output against ``kernels.reference`` (the same blockwise FP8
math in plain torch, fp32): relative Frobenius error and NaN. ``err_bf16`` is the error
against the unquantised bf16/fp32 product (E4M3's own error, ~3-4% on Gaussian data).
Timings use ``triton.testing.do_bench`` (median) and compare with torch's bf16 matmul /
einsum / linear on the same problem. Results stream to stdout and, when $OUT is set, to
$OUT/gpu.json and $OUT/gpu.md after every section (a timeout still leaves data).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from collections.abc import Callable
from functools import partial
from pathlib import Path

import torch

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import triton  # noqa: E402

ROWS: list[dict] = []
TINY = False
DEV = torch.device("cpu")


# --------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------


def bench(fn: Callable[[], object], grad_to_none=None) -> float:
    if TINY:
        t0 = time.perf_counter()
        fn()
        return (time.perf_counter() - t0) * 1e3
    return float(triton.testing.do_bench(fn, warmup=10, rep=60, grad_to_none=grad_to_none, return_mode="median"))


class Timer:
    """``with Timer() as t: ...`` then ``t.ms``: one timed region (problems too large to repeat)."""

    def __enter__(self) -> Timer:
        if TINY:
            self.t0 = time.perf_counter()
        else:
            self.start, self.end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            torch.cuda.synchronize()
            self.start.record()
        return self

    def __exit__(self, *exc) -> None:
        if TINY:
            self.ms = (time.perf_counter() - self.t0) * 1e3
        else:
            self.end.record()
            torch.cuda.synchronize()
            self.ms = self.start.elapsed_time(self.end)


def _row_then_col(ops, x, f8):
    ops.quant_fp8_rowwise(x, f8)
    ops.quant_fp8_colwise(x, f8)


def _ref_row_and_col(ref, x, f8):
    ref.quant_rowwise(x, f8)
    ref.quant_colwise(x, f8)


def _fp8_linear_step(ops, x, w, dy, f8):
    ops.blockwise_fp8_linear(x, w, f8).backward(dy)


def _bf16_linear_step(x, w, dy):
    torch.nn.functional.linear(x, w).backward(dy)


def _torch_grouped(a, w, bounds):
    return [a[bounds[g]:bounds[g + 1]] @ w[g].t() for g in range(w.shape[0])]


def record(section: str, name: str, shape: str, *, err=None, err_bf16=None, nan=None, ms=None, flops=None,
           base_ms=None, bytes_moved=None, note: str = "") -> None:
    row = dict(section=section, name=name, shape=shape, err=err, err_bf16=err_bf16, nan=nan, ms=ms,
               tflops=(flops / ms / 1e9) if flops and ms else None, base_ms=base_ms,
               base_tflops=(flops / base_ms / 1e9) if flops and base_ms else None,
               speedup=(base_ms / ms) if base_ms and ms else None,
               gbps=(bytes_moved / ms / 1e6) if bytes_moved and ms else None, note=note)
    ROWS.append(row)
    parts = [f"[{section}] {name} {shape}"]
    for key in ("err", "err_bf16", "nan", "ms", "tflops", "base_ms", "base_tflops", "speedup", "gbps"):
        v = row[key]
        if v is not None:
            parts.append(f"{key}={v:.4g}" if isinstance(v, float) else f"{key}={v}")
    if note:
        parts.append(note)
    print("  ".join(parts), flush=True)


def rel(out: torch.Tensor, expected: torch.Tensor) -> float:
    from kernels import reference as ref
    return ref.rel_fro_error(out.float(), expected.float())


def has_nan(*ts: torch.Tensor) -> bool:
    return any(bool(torch.isnan(t.float()).any()) for t in ts)


def free() -> None:
    if DEV.type == "cuda":
        torch.cuda.empty_cache()


def flush_outputs(meta: dict) -> None:
    out = os.environ.get("OUT")
    if not out:
        return
    Path(out, "gpu.json").write_text(json.dumps(dict(meta=meta, rows=ROWS), indent=1))
    Path(out, "gpu.md").write_text(markdown(meta))


def markdown(meta: dict) -> str:
    lines = [f"GPU: {meta.get('gpu')}; torch {meta.get('torch')}; triton {meta.get('triton')}", "",
             "| section | case | shape | err vs ref | err vs bf16 | NaN | ms | TFLOP/s | torch bf16 ms | "
             "torch TFLOP/s | speedup | GB/s | note |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]

    def f(v, fmt):
        return "" if v is None else (format(v, fmt) if isinstance(v, float) else str(v))

    for r in ROWS:
        lines.append(f"| {r['section']} | {r['name']} | {r['shape']} | {f(r['err'], '.2e')} "
                     f"| {f(r['err_bf16'], '.3f')} | {f(r['nan'], '')} | {f(r['ms'], '.3f')} | {f(r['tflops'], '.0f')} "
                     f"| {f(r['base_ms'], '.3f')} "
                     f"| {f(r['base_tflops'], '.0f')} | {f(r['speedup'], '.2f')} | {f(r['gbps'], '.0f')} "
                     f"| {r['note']} |")
    return "\n".join(lines) + "\n"


def randn(*shape: int, scale: float = 1.0, dtype=torch.bfloat16) -> torch.Tensor:
    return (torch.randn(shape, device=DEV, dtype=torch.float32) * scale).to(dtype)


# --------------------------------------------------------------------------------------
# sections
# --------------------------------------------------------------------------------------


def section_quant(ops, ref, f8, shapes) -> None:
    for M, K in shapes:
        x = randn(M, K, scale=3.0)
        shape = f"{M}x{K}"
        q_r, s_r, q_c, s_c = ops.quant_fp8_dual(x, f8)
        rq_r, rs_r = ref.quant_rowwise(x, f8)
        rq_c, rs_c = ref.quant_colwise(x, f8)
        mismatch = (int((q_r.view(torch.uint8) != rq_r.view(torch.uint8)).sum())
                    + int((q_c.contiguous().view(torch.uint8) != rq_c.contiguous().view(torch.uint8)).sum()))
        err = max(rel(ref.dequant_rowwise(q_r, s_r), ref.dequant_rowwise(rq_r, rs_r)),
                  rel(ref.dequant_colwise(q_c, s_c), ref.dequant_colwise(rq_c, rs_c)))
        nbytes = M * K * (2 + 1 + 1)
        ms = bench(partial(ops.quant_fp8_dual, x, f8))
        base = bench(partial(_ref_row_and_col, ref, x, f8))
        record("quant", "dual (row+col, 1 read)", shape, err=err, nan=has_nan(s_r, s_c), ms=ms, base_ms=base,
               bytes_moved=nbytes, note=f"fp8 bytes differing from torch ref: {mismatch}; base = torch eager ref")
        ms_two = bench(partial(_row_then_col, ops, x, f8))
        record("quant", "rowwise + colwise (2 reads)", shape, ms=ms_two, bytes_moved=M * K * (2 + 1 + 2 + 1))
        w = randn(M, K, scale=0.02)
        wq, ws = ops.quant_fp8_block2d(w, f8)
        rwq, rws = ref.quant_block2d(w, f8)
        record("quant", "block2d 128x128", shape, err=rel(ref.dequant_block2d(wq, ws), ref.dequant_block2d(rwq, rws)),
               nan=has_nan(ws), ms=bench(partial(ops.quant_fp8_block2d, w, f8)), bytes_moved=M * K * 3)
        free()


def section_linear(ops, ref, f8, shapes) -> None:
    """Each GEMM of the linear layer on its own, then the whole autograd step."""
    for T, IN, OUT in shapes:
        shape = f"tokens={T} in={IN} out={OUT}"
        flops = 2 * T * IN * OUT
        x, w, dy = randn(T, IN), randn(OUT, IN, scale=0.05), randn(T, OUT)
        xq, xs, xcq, xcs = ops.quant_fp8_dual(x, f8)
        wq, ws = ops.quant_fp8_block2d(w, f8)
        dyq, dys, dycq, dycs = ops.quant_fp8_dual(dy, f8)

        y = ops.fp8_gemm_nt(xq, xs, wq, ws)
        record("linear", "fwd NT  Y=X@W^T", shape, err=rel(y, ref.gemm_nt(xq, xs, wq, ws)),
               err_bf16=rel(y, x.float() @ w.float().t()), nan=has_nan(y), flops=flops,
               ms=bench(partial(ops.fp8_gemm_nt, xq, xs, wq, ws)), base_ms=bench(partial(torch.matmul, x, w.t())))
        y = None
        free()
        dx = ops.fp8_gemm_nn(dyq, dys, wq, ws)
        record("linear", "dgrad NN dX=dY@W", shape, err=rel(dx, ref.gemm_nn(dyq, dys, wq, ws)),
               err_bf16=rel(dx, dy.float() @ w.float()), nan=has_nan(dx), flops=flops,
               ms=bench(partial(ops.fp8_gemm_nn, dyq, dys, wq, ws)), base_ms=bench(partial(torch.matmul, dy, w)))
        dx = None
        free()
        dw = ops.fp8_gemm_tn(xcq, xcs, dycq, dycs).t()
        record("linear", "wgrad TN dW=dY^T@X", shape, err=rel(dw, ref.gemm_tn(dycq, dycs, xcq, xcs)),
               err_bf16=rel(dw, dy.float().t() @ x.float()), nan=has_nan(dw), flops=flops,
               ms=bench(partial(ops.fp8_gemm_tn, xcq, xcs, dycq, dycs)),
               base_ms=bench(partial(torch.matmul, dy.t(), x)))
        dw = None
        free()

        # The same two backward GEMMs with K-contiguous operands (ops.BWD_LAYOUT "kmajor").
        _, _, dycq_cm, dycs_cm = ops.quant_fp8_dual(dy, f8, column_major=True)
        _, _, xcq_cm, xcs_cm = ops.quant_fp8_dual(x, f8, column_major=True)
        wq_t, ws_t = wq.t().contiguous(), ws.t()
        dx = ops.fp8_gemm_nt(dyq, dys, wq_t, ws_t)
        record("linear", "dgrad as NT(dY, W^T) K-major", shape, err=rel(dx, ref.gemm_nn(dyq, dys, wq, ws)),
               nan=has_nan(dx), flops=flops, ms=bench(partial(ops.fp8_gemm_nt, dyq, dys, wq_t, ws_t)),
               base_ms=bench(partial(torch.matmul, dy, w)), note="W^T fp8 copy not timed")
        dx = None
        dw = ops.fp8_gemm_nt_rowscaled(dycq_cm.t(), dycs_cm.t(), xcq_cm.t(), xcs_cm.t())
        record("linear", "wgrad as NT rowscaled K-major", shape, err=rel(dw, ref.gemm_tn(dycq, dycs, xcq, xcs)),
               nan=has_nan(dw), flops=flops,
               ms=bench(partial(ops.fp8_gemm_nt_rowscaled, dycq_cm.t(), dycs_cm.t(), xcq_cm.t(), xcs_cm.t())),
               base_ms=bench(partial(torch.matmul, dy.t(), x)))
        dw = dycq_cm = xcq_cm = wq_t = None
        free()

        dx_ref, dw_ref = ref.linear_backward(x, w, dy, f8)
        xg, wg = x.clone().requires_grad_(), w.clone().requires_grad_()
        base = bench(partial(_bf16_linear_step, xg, wg, dy), grad_to_none=[xg, wg])
        for layout in ("kmajor", "tn") if DEV.type == "cuda" and torch.version.hip is None else ("tn",):
            ops.BWD_LAYOUT = layout
            try:
                ms = bench(partial(_fp8_linear_step, ops, xg, wg, dy, f8), grad_to_none=[xg, wg])
                xg.grad = wg.grad = None
                _fp8_linear_step(ops, xg, wg, dy, f8)
            finally:
                ops.BWD_LAYOUT = "auto"
            err = max(rel(xg.grad, dx_ref), rel(wg.grad, dw_ref))
            record("linear", f"autograd fwd+bwd, {layout} backward", shape, err=err,
                   nan=has_nan(xg.grad, wg.grad), flops=3 * flops, ms=ms, base_ms=base,
                   note="quant incl.; base = torch bf16 F.linear fwd+bwd")
        free()


def section_wide_wgrad(ops, ref, f8, shapes, pins: dict) -> None:
    """Large-N wgrad family (N >= 57344), both epilogues."""
    for T, IN, OUT in shapes:
        shape = f"tokens={T} in={IN} out={OUT}"
        flops = 2 * T * IN * OUT
        x, dy = randn(T, IN), randn(T, OUT)
        _, _, xcq, xcs = ops.quant_fp8_dual(x, f8)
        _, _, dycq, dycs = ops.quant_fp8_dual(dy, f8)
        expected = ref.gemm_tn(dycq, dycs, xcq, xcs)
        base = bench(partial(torch.matmul, dy.t(), x))
        for trans in (True, False):
            cfg = dict(pins["blockwise_fp8_tn_kernel"], WGRAD_TRANS_STORE=trans)
            with ops.pinned(blockwise_fp8_tn_kernel=cfg):
                dw = ops.fp8_gemm_tn(xcq, xcs, dycq, dycs).t()
                err, nan = rel(dw, expected), has_nan(dw)
                dw = None
                ms = bench(partial(ops.fp8_gemm_tn, xcq, xcs, dycq, dycs))
            record("wide-wgrad", f"wgrad TN {'transposed' if trans else 'legacy'} store", shape, err=err,
                   nan=nan, flops=flops, ms=ms, base_ms=base)
        free()


def section_overflow(ops, ref, f8, T: int, IN: int, OUT: int, pins: dict) -> None:
    """The PR's int32-overflow shape: Y and dY have T*OUT > 2**31 elements. One full
    autograd step; outputs are checked on row/column samples that include the far end."""
    shape = f"tokens={T} in={IN} out={OUT} (Y: {T * OUT / 2**31:.2f} x 2^31 elements)"
    with ops.pinned(**pins):  # compile everything on a small problem first: the timed calls run once
        xs_, ws_ = randn(256, IN).requires_grad_(), randn(256, IN, scale=0.05).requires_grad_()
        ops.blockwise_fp8_linear(xs_, ws_, f8).backward(randn(256, 256))
    x, w = randn(T, IN), randn(OUT, IN, scale=0.05)
    xg, wg = x.clone().requires_grad_(), w.clone().requires_grad_()
    rows = torch.cat([torch.arange(0, 64), torch.arange(T - 64, T)]).to(DEV)
    cols = torch.cat([torch.arange(0, 64), torch.arange(OUT - 64, OUT)]).to(DEV)
    with ops.pinned(**pins):
        with Timer() as t_fwd:
            y = ops.blockwise_fp8_linear(xg, wg, f8)
        dy = randn(T, OUT)
        with Timer() as t_bwd:
            y.backward(dy)
    # Keep only the samples (incl. the far end of every > 2**31-element tensor), free the rest.
    y_s, dx_s, dw_s = y.detach()[rows].float(), xg.grad[rows].float(), wg.grad[cols].float()
    nan_any = has_nan(y.detach()) or has_nan(xg.grad) or has_nan(wg.grad)
    dy_rows, dy_cols = dy[rows].clone(), dy[:, cols].contiguous()
    y = dy = xg = wg = None
    free()
    wq, ws = ref.quant_block2d(w, f8)
    w_deq = ref.dequant_block2d(wq, ws)
    wq = ws = None
    free()
    xq, xs = ref.quant_rowwise(x[rows], f8)
    record("overflow", "fwd NT (first+last rows)", shape, err=rel(y_s, ref.dequant_rowwise(xq, xs) @ w_deq.t()),
           nan=nan_any, ms=t_fwd.ms, flops=2 * T * IN * OUT, note="one call, quant incl.; NaN checked on all outputs")
    dyq, dys = ref.quant_rowwise(dy_rows, f8)
    record("overflow", "dgrad NN (first+last rows)", shape, err=rel(dx_s, ref.dequant_rowwise(dyq, dys) @ w_deq),
           ms=t_bwd.ms, flops=4 * T * IN * OUT, note="one backward (dual quant + dgrad + wgrad)")
    w_deq = None
    free()
    dycq, dycs = ref.quant_colwise(dy_cols, f8)
    xcq, xcs = ref.quant_colwise(x, f8)
    dw_ref = ref.dequant_colwise(dycq, dycs).t() @ ref.dequant_colwise(xcq, xcs)
    record("overflow", "wgrad TN (first+last out rows)", shape, err=rel(dw_s, dw_ref))
    free()


def section_grouped(ops, ref, f8, M: int, N: int, K: int, G: int) -> None:
    shape = f"M={M} N={N} K={K} G={G}"
    sizes = torch.distributions.Dirichlet(torch.ones(G)).sample() * M
    counts = sizes.floor().long()
    counts[-1] += M - int(counts.sum())
    ids = torch.repeat_interleave(torch.arange(G), counts).to(torch.int32).to(DEV)
    a = randn(M, K)
    w = randn(G, N, K, scale=0.05)
    aq, as_ = ops.quant_fp8_rowwise(a, f8)
    qs = [ops.quant_fp8_block2d(w[g], f8) for g in range(G)]
    wq, ws = torch.stack([q for q, _ in qs]), torch.stack([s for _, s in qs])
    out = ops.fp8_grouped_gemm(aq, as_, wq, ws, ids)
    err = rel(out, ref.grouped_gemm(aq, as_, wq, ws, ids))
    bounds = [0, *torch.cumsum(counts, 0).tolist()]
    record("grouped", "grouped NT (ids per row)", shape, err=err, nan=has_nan(out), flops=2 * M * N * K,
           ms=bench(partial(ops.fp8_grouped_gemm, aq, as_, wq, ws, ids)),
           base_ms=bench(partial(_torch_grouped, a, w, bounds)), note="base = torch bf16 matmul per group")
    free()


def section_batched(ops, ref, f8, B: int, N: int, K: int, ms_list) -> None:
    for M in ms_list:
        shape = f"B={B} M={M} N={N} K={K}"
        x, w = randn(B, M, K), randn(B, N, K, scale=0.05)
        qs = [ops.quant_fp8_block2d(w[b], f8) for b in range(B)]
        wq, ws = torch.stack([q for q, _ in qs]), torch.stack([s for _, s in qs])
        out = ops.batched_fp8_gemm(x, wq, ws)
        err = rel(out, ref.batched_gemm(x, wq, ws, f8))
        fn, base_fn = partial(ops.batched_fp8_gemm, x, wq, ws), partial(torch.einsum, "bmk,bnk->bmn", x, w)
        record("batched", "small-B split-K (inline act quant)", shape, err=err, nan=has_nan(out),
               err_bf16=rel(out, torch.einsum("bmk,bnk->bmn", x.float(), w.float())), flops=2 * B * M * N * K,
               ms=bench(fn), base_ms=bench(base_fn), note="eager: includes Python launch overhead")
        if not TINY:
            # Launch overhead out of the picture: both sides replayed from a CUDA graph.
            record("batched", "  same, CUDA-graph replay", shape, flops=2 * B * M * N * K,
                   ms=float(triton.testing.do_bench_cudagraph(fn, rep=30, return_mode="median")),
                   base_ms=float(triton.testing.do_bench_cudagraph(base_fn, rep=30, return_mode="median")),
                   note="split-K GEMM + reduce kernels vs cuBLAS bmm")
        free()


# --------------------------------------------------------------------------------------


def main() -> int:
    global TINY, DEV
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tiny", action="store_true", help="tiny shapes on the CPU (needs TRITON_INTERPRET=1)")
    p.add_argument("--only", nargs="*", help="sections to run")
    args = p.parse_args()
    TINY = args.tiny
    if TINY:
        if os.environ.get("TRITON_INTERPRET") != "1":
            sys.exit("--tiny runs in Triton's interpreter: set TRITON_INTERPRET=1")
        sys.path.insert(0, str(REPO / "tests" / "kernels"))
        import interp_support
        interp_support.fix_interpreter_fp8_rounding()
    else:
        if not torch.cuda.is_available():
            sys.exit("no GPU: use TRITON_INTERPRET=1 ... --tiny for a CPU dry run")
        DEV = torch.device("cuda")
        torch.backends.cuda.matmul.allow_tf32 = False  # fp32 references stay fp32
    torch.set_default_device(DEV)
    torch.manual_seed(0)
    from kernels import ops
    from kernels import reference as ref

    f8 = ops.default_fp8_dtype(DEV)
    meta = dict(gpu=torch.cuda.get_device_name() if DEV.type == "cuda" else "cpu (interpreter)",
                torch=torch.__version__, triton=triton.__version__, fp8=str(f8), hip=torch.version.hip,
                cuda=torch.version.cuda)
    print(json.dumps(meta), flush=True)

    gemm_cfg = dict(BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, GROUP_M=8, CHUNK=32, num_warps=8, num_stages=3)
    if TINY:
        gemm_cfg = dict(BLOCK_M=32, BLOCK_N=32, BLOCK_K=128, GROUP_M=2, CHUNK=2, num_warps=4, num_stages=1)
    pins = {n: gemm_cfg for n in ("blockwise_fp8_nt_kernel", "blockwise_fp8_nn_kernel")}
    pins["blockwise_fp8_tn_kernel"] = dict(gemm_cfg, WGRAD_TRANS_STORE=True)
    if TINY:  # the interpreter would otherwise autotune-free run the first (128-wide) CUDA config
        for name in ("blockwise_fp8_nt_kernel", "blockwise_fp8_nn_kernel", "blockwise_fp8_tn_kernel",
                     "blockwise_fp8_grouped_kernel"):
            ops.pin_config(name, pins.get(name, gemm_cfg))
        ops.pin_config("batched_fp8_splitk_kernel", dict(BLOCK_M=16, BLOCK_N=32, BLOCK_K=128, num_warps=4,
                                                         num_stages=1))

    if TINY:
        plan = {
            "quant": lambda: section_quant(ops, ref, f8, [(200, 300)]),
            "linear": lambda: section_linear(ops, ref, f8, [(192, 256, 160)]),
            "wide-wgrad": lambda: section_wide_wgrad(ops, ref, f8, [(256, 128, 320)], pins),
            "overflow": lambda: section_overflow(ops, ref, f8, 256, 256, 192, pins),
            "grouped": lambda: section_grouped(ops, ref, f8, 200, 96, 256, 3),
            "batched": lambda: section_batched(ops, ref, f8, 2, 128, 512, [1, 20]),
        }
    else:
        plan = {
            "quant": lambda: section_quant(ops, ref, f8, [(8192, 8192), (16384, 8192)]),
            "linear": lambda: section_linear(ops, ref, f8, [(8192, 8192, 8192), (8192, 8192, 28672)]),
            "wide-wgrad": lambda: section_wide_wgrad(ops, ref, f8, [(8192, 8192, 57344), (16384, 16384, 106496)],
                                                     pins),
            "batched": lambda: section_batched(ops, ref, f8, 2, 1024, 4096, [1, 16, 64, 256, 1024]),
            "grouped": lambda: section_grouped(ops, ref, f8, 16384, 14336, 4096, 8),
            # Llama-3.1-405B shape from the PR (dA = NaN there before the int64 fix).
            "overflow": lambda: section_overflow(ops, ref, f8, 32768, 16384, 106496, pins),
        }
    status = 0
    for name, run in plan.items():
        if args.only and name not in args.only:
            continue
        t0 = time.time()
        try:
            with torch.no_grad() if name not in ("linear", "overflow") else torch.enable_grad():
                run()
        except Exception:
            status = 1
            print(f"[{name}] FAILED\n{traceback.format_exc()}", flush=True)
            record(name, "FAILED", "", note=traceback.format_exc(limit=3).replace("\n", " ")[-300:])
            free()
        print(f"[{name}] section took {time.time() - t0:.1f} s", flush=True)
        flush_outputs(meta)
    print(markdown(meta))
    bad = [r for r in ROWS if (r["err"] is not None and r["err"] >= 0.02) or r["nan"]]
    if bad:
        print(f"{len(bad)} case(s) over 2% error or with NaN", flush=True)
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
