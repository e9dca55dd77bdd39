"""Numerical checks of the kernels in Triton's interpreter, run as a child process.

    TRITON_INTERPRET=1 python tests/kernels/interp_cases.py GROUP [GROUP...]

prints one JSON object {case_name: metrics | {"error": traceback}} on the last stdout
line. ``test_kernels_interp.py`` launches it (TRITON_INTERPRET must be set before any
kernel is decorated, and the rest of the test suite imports ``kernels.*`` compiled).

Metrics are plain numbers; the pytest side owns the thresholds. GEMM cases run with a
pinned small config (BLOCK_M/N = 32 or 64, BLOCK_K = 128) and NUM_XCDS=8, CHUNK=2 so
the chunked XCD remap is exercised on grids with both full rounds and a tail.
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent.parent), str(HERE)]

if os.environ.get("TRITON_INTERPRET") != "1":  # pragma: no cover - guard for manual runs
    sys.exit("run with TRITON_INTERPRET=1")

import interp_support  # noqa: E402

interp_support.fix_interpreter_fp8_rounding()

import torch  # noqa: E402

from kernels import ops  # noqa: E402
from kernels import reference as ref  # noqa: E402

FP8 = (torch.float8_e4m3fn, torch.float8_e4m3fnuz)
SMALL = dict(BLOCK_M=32, BLOCK_N=32, BLOCK_K=128, GROUP_M=2, CHUNK=2, num_warps=4, num_stages=1, NUM_XCDS=8)
GEMMS = ("blockwise_fp8_nt_kernel", "blockwise_fp8_nn_kernel", "blockwise_fp8_grouped_kernel")

CASES: dict[str, dict[str, Callable[[], dict]]] = {}


def case(group: str):
    def register(fn):
        CASES.setdefault(group, {})[fn.__name__] = fn
        return fn
    return register


def _gemm_pins(**overrides) -> dict:
    cfg = dict(SMALL, **overrides)
    pins = {name: cfg for name in GEMMS}
    pins["blockwise_fp8_tn_kernel"] = dict(cfg, WGRAD_TRANS_STORE=True)
    pins["batched_fp8_splitk_kernel"] = dict(BLOCK_M=16, BLOCK_N=32, BLOCK_K=128, num_warps=4, num_stages=1)
    return pins


def _bits(t: torch.Tensor) -> torch.Tensor:
    return t.contiguous().view(torch.uint8)


def _rel(out: torch.Tensor, expected: torch.Tensor) -> float:
    return ref.rel_fro_error(out.float(), expected.float())


def _nan(t: torch.Tensor) -> bool:
    return bool(torch.isnan(t.float()).any())


def _roundtrip_ratio(x: torch.Tensor, deq: torch.Tensor, scale_full: torch.Tensor) -> float:
    """max |deq - x| / (2^-4 |x| + 2^-10 scale): <= 1 means within E4M3 rounding (3 mantissa
    bits: half an ulp is <= 2^-4 relative; subnormal half-ulp <= 2^-10 in scaled units)."""
    bound = x.float().abs() * 2.0**-4 + scale_full * 2.0**-10
    return float(((deq - x.float()).abs() / bound).max())


# --------------------------------------------------------------------------------------
# Quantisers
# --------------------------------------------------------------------------------------


@case("quant")
def quant_rowwise() -> dict:
    out = {}
    torch.manual_seed(0)
    for f8 in FP8:
        for shape in ((200, 300), (64, 256)):
            x = (torch.randn(shape) * torch.logspace(-3, 2, shape[1])).to(torch.bfloat16)
            q, s = ops.quant_fp8_rowwise(x, f8)
            rq, rs = ref.quant_rowwise(x, f8)
            tag = f"{str(f8)[-5:]}_{shape[0]}x{shape[1]}"
            out[f"scale_mismatch_{tag}"] = int((s != rs).sum())
            out[f"q_mismatch_{tag}"] = int((_bits(q) != _bits(rq)).sum())
            full = s.repeat_interleave(128, dim=1)[:, : shape[1]]
            out[f"roundtrip_{tag}"] = _roundtrip_ratio(x, ref.dequant_rowwise(q, s), full)
            out[f"scale_strides_{tag}"] = list(s.stride())
    # Non-contiguous input: a transposed view goes through the strided loads.
    x = torch.randn(256, 96, dtype=torch.bfloat16).t()
    q, s = ops.quant_fp8_rowwise(x, FP8[0])
    rq, rs = ref.quant_rowwise(x, FP8[0])
    out["q_mismatch_strided_input"] = int((_bits(q) != _bits(rq)).sum()) + int((s != rs).sum())
    return out


@case("quant")
def quant_colwise_and_dual() -> dict:
    out = {}
    torch.manual_seed(1)
    for f8 in FP8:
        x = (torch.randn(300, 200) * 5).to(torch.bfloat16)
        for column_major in (False, True):
            tag = f"{str(f8)[-5:]}_{'colmajor' if column_major else 'rowmajor'}"
            q, s = ops.quant_fp8_colwise(x, f8, column_major=column_major)
            rq, rs = ref.quant_colwise(x, f8)
            out[f"col_q_mismatch_{tag}"] = int((_bits(q) != _bits(rq)).sum())
            out[f"col_scale_mismatch_{tag}"] = int((s != rs).sum())
            out[f"col_q_strides_{tag}"] = list(q.stride())
            full = s.repeat_interleave(128, dim=0)[:300]
            out[f"col_roundtrip_{tag}"] = _roundtrip_ratio(x, ref.dequant_colwise(q, s), full)
            # The fused kernel against the two single-direction kernels: bit for bit.
            q_row, s_row = ops.quant_fp8_rowwise(x, f8)
            d_q_row, d_s_row, d_q_col, d_s_col = ops.quant_fp8_dual(x, f8, column_major=column_major)
            out[f"dual_diff_{tag}"] = (int((_bits(d_q_row) != _bits(q_row)).sum()) + int((d_s_row != s_row).sum())
                                       + int((_bits(d_q_col) != _bits(q)).sum()) + int((d_s_col != s).sum()))
            out[f"dual_layout_ok_{tag}"] = (d_q_col.stride() == q.stride() and d_s_row.stride() == s_row.stride())
    return out


@case("quant")
def quant_block2d() -> dict:
    out = {}
    torch.manual_seed(2)
    for f8 in FP8:
        w = (torch.randn(300, 260) * 0.02).to(torch.bfloat16)
        q, s = ops.quant_fp8_block2d(w, f8)
        rq, rs = ref.quant_block2d(w, f8)
        tag = str(f8)[-5:]
        out[f"q_mismatch_{tag}"] = int((_bits(q) != _bits(rq)).sum())
        out[f"scale_mismatch_{tag}"] = int((s != rs).sum())
        full = s.repeat_interleave(128, 0).repeat_interleave(128, 1)[:300, :260]
        out[f"roundtrip_{tag}"] = _roundtrip_ratio(w, ref.dequant_block2d(q, s), full)
    return out


# --------------------------------------------------------------------------------------
# Dense GEMMs
# --------------------------------------------------------------------------------------

GEMM_SHAPES = (
    (96, 160, 300),   # K tail (300 = 2*128 + 44), M and N not tile multiples, 15 tiles (all in the remap tail)
    (160, 160, 256),  # EVEN_K, 25 tiles: one full 16-tile XCD round + a tail
)


def _operands(M: int, N: int, K: int, f8, seed: int):
    g = torch.Generator().manual_seed(seed)
    a = torch.randn(M, K, generator=g).to(torch.bfloat16)
    w = (torch.randn(N, K, generator=g) * 0.1).to(torch.bfloat16)
    return a, w


@case("gemm")
def gemm_nt_nn() -> dict:
    out = {}
    f8 = FP8[0]
    for bn in (32, 64):
        with ops.pinned(**_gemm_pins(BLOCK_N=bn)):
            for M, N, K in GEMM_SHAPES:
                tag = f"{M}x{N}x{K}_bn{bn}"
                a, w = _operands(M, N, K, f8, seed=M + N + K)
                aq, a_s = ops.quant_fp8_rowwise(a, f8)
                wq, ws = ops.quant_fp8_block2d(w, f8)
                y = ops.fp8_gemm_nt(aq, a_s, wq, ws)
                out[f"nt_err_{tag}"] = _rel(y, ref.gemm_nt(aq, a_s, wq, ws))
                out[f"nt_err_vs_bf16_{tag}"] = _rel(y, a.float() @ w.float().t())
                out[f"nt_nan_{tag}"] = _nan(y)
                # dgrad layout: B = W^T-shaped [K, N] read N-contiguous.
                b = w.t().contiguous()
                bq, bs = ops.quant_fp8_block2d(b, f8)
                y = ops.fp8_gemm_nn(aq, a_s, bq, bs)
                out[f"nn_err_{tag}"] = _rel(y, ref.gemm_nn(aq, a_s, bq, bs))
                out[f"nn_nan_{tag}"] = _nan(y)
    return out


@case("gemm")
def gemm_tn_both_epilogues() -> dict:
    out = {}
    f8 = FP8[1]  # exercise the FNUZ flavour (gfx942's native E4M3) too
    for M, N, K in ((96, 160, 300), (64, 96, 256)):
        g = torch.Generator().manual_seed(K)
        a = torch.randn(K, M, generator=g).to(torch.bfloat16)
        b = torch.randn(K, N, generator=g).to(torch.bfloat16)
        aq, a_s = ops.quant_fp8_colwise(a, f8)
        bq, bs = ops.quant_fp8_colwise(b, f8)
        expected = ref.gemm_tn(aq, a_s, bq, bs)
        results = {}
        for trans in (True, False):
            pins = _gemm_pins()
            pins["blockwise_fp8_tn_kernel"] = dict(SMALL, WGRAD_TRANS_STORE=trans)
            with ops.pinned(**pins):
                y = ops.fp8_gemm_tn(aq, a_s, bq, bs)
            tag = f"{M}x{N}x{K}_{'trans' if trans else 'legacy'}"
            out[f"tn_err_{tag}"] = _rel(y, expected)
            out[f"tn_nan_{tag}"] = _nan(y)
            out[f"tn_strides_{tag}"] = list(y.stride())
            results[trans] = y
        out[f"tn_epilogues_identical_{M}x{N}x{K}"] = bool(torch.equal(results[True], results[False]))
    return out


@case("gemm")
def gemm_unpinned_dispatch() -> dict:
    """No pin: the interpreter path takes the first NVIDIA-friendly config (128x128 tiles)."""
    f8 = FP8[0]
    a, w = _operands(130, 136, 384, f8, seed=3)
    aq, a_s = ops.quant_fp8_rowwise(a, f8)
    wq, ws = ops.quant_fp8_block2d(w, f8)
    y = ops.fp8_gemm_nt(aq, a_s, wq, ws)
    return {"nt_err_unpinned": _rel(y, ref.gemm_nt(aq, a_s, wq, ws))}


# --------------------------------------------------------------------------------------
# Grouped and batched GEMMs
# --------------------------------------------------------------------------------------


def _grouped_weights(G: int, N: int, K: int, f8, trans_b: bool, seed: int):
    g = torch.Generator().manual_seed(seed)
    w = (torch.randn(G, N, K, generator=g) * 0.1).to(torch.bfloat16)
    if not trans_b:
        w = w.transpose(1, 2).contiguous()  # [G, K, N]
    qs = [ops.quant_fp8_block2d(w[i], f8) for i in range(G)]
    return torch.stack([q for q, _ in qs]), torch.stack([s for _, s in qs])


@case("grouped")
def grouped_gemm() -> dict:
    out = {}
    f8 = FP8[0]
    M, N, K, G = 150, 96, 300, 4
    g = torch.Generator().manual_seed(7)
    a = torch.randn(M, K, generator=g).to(torch.bfloat16)
    aq, a_s = ops.quant_fp8_rowwise(a, f8)
    sorted_ids = torch.sort(torch.randint(-1, G, (M,), generator=g, dtype=torch.int32)).values
    shuffled_ids = sorted_ids[torch.randperm(M, generator=g)].contiguous()
    with ops.pinned(**_gemm_pins()):
        for trans_b in (True, False):
            wq, ws = _grouped_weights(G, N, K, f8, trans_b, seed=11)
            for name, ids in (("sorted", sorted_ids), ("shuffled", shuffled_ids)):
                y = ops.fp8_grouped_gemm(aq, a_s, wq, ws, ids, trans_b=trans_b)
                tag = f"{'nt' if trans_b else 'nn'}_{name}"
                out[f"err_{tag}"] = _rel(y, ref.grouped_gemm(aq, a_s, wq, ws, ids, trans_b=trans_b))
                out[f"nan_{tag}"] = _nan(y)
                out[f"padding_rows_zero_{tag}"] = bool((y[ids < 0] == 0).all())
        # M-contiguous A (A_K_CONTIGUOUS=False): same values, column-major storage.
        wq, ws = _grouped_weights(G, N, K, f8, True, seed=11)
        a_cm = aq.t().contiguous().t()
        y = ops.fp8_grouped_gemm(a_cm, a_s, wq, ws, sorted_ids)
        out["err_a_m_contiguous"] = _rel(y, ref.grouped_gemm(aq, a_s, wq, ws, sorted_ids))
    return out


@case("grouped")
def batched_splitk() -> dict:
    out = {}
    f8 = FP8[0]
    with ops.pinned(**_gemm_pins()):
        for B, M, N, K in ((2, 5, 96, 640), (3, 20, 160, 600)):
            g = torch.Generator().manual_seed(B * M)
            x = torch.randn(B, M, K, generator=g).to(torch.bfloat16)
            w = (torch.randn(B, N, K, generator=g) * 0.1).to(torch.bfloat16)
            qs = [ops.quant_fp8_block2d(w[i], f8) for i in range(B)]
            wq, ws = torch.stack([q for q, _ in qs]), torch.stack([s for _, s in qs])
            expected = ref.batched_gemm(x, wq, ws, f8)
            # split 8 on 5 K blocks leaves empty splits, which must still write zeros.
            for split_k in (1, 3, 8, None):
                y = ops.batched_fp8_gemm(x, wq, ws, split_k=split_k)
                tag = f"{B}x{M}x{N}x{K}_split{split_k}"
                out[f"err_{tag}"] = _rel(y, expected)
                out[f"nan_{tag}"] = _nan(y)
            out[f"err_vs_bf16_{B}x{M}x{N}x{K}"] = _rel(y, torch.einsum("bmk,bnk->bmn", x.float(), w.float()))
    return out


# --------------------------------------------------------------------------------------
# Linear layer (autograd)
# --------------------------------------------------------------------------------------


@case("linear")
def linear_autograd() -> dict:
    return _linear(FP8, "tn")


@case("linear")
def linear_autograd_kmajor() -> dict:
    """The NVIDIA backward formulation (column-major col-wise quant, NT-only GEMMs)."""
    return _linear(FP8[:1], "kmajor")


@case("linear")
def gemm_nt_rowscaled() -> dict:
    out = {}
    f8 = FP8[0]
    with ops.pinned(**_gemm_pins()):
        for M, N, K in ((96, 160, 300), (64, 64, 256)):
            a, b = _operands(M, N, K, f8, seed=M * K)
            aq, a_s = ops.quant_fp8_rowwise(a, f8)
            bq, bs = ref.quant_rowwise(b, f8)
            y = ops.fp8_gemm_nt_rowscaled(aq, a_s, bq, bs)
            expected = ref.dequant_rowwise(aq, a_s) @ ref.dequant_rowwise(bq, bs).t()
            out[f"err_{M}x{N}x{K}"] = _rel(y, expected)
            out[f"nan_{M}x{N}x{K}"] = _nan(y)
    return out


def _linear(dtypes, layout: str) -> dict:
    ops.BWD_LAYOUT = layout
    try:
        return _linear_cases(dtypes, layout)
    finally:
        ops.BWD_LAYOUT = "auto"


def _linear_cases(dtypes, layout: str) -> dict:
    out = {"layout": layout}
    for f8 in dtypes:
        with ops.pinned(**_gemm_pins()):
            g = torch.Generator().manual_seed(5)
            T, IN, OUT = 200, 300, 160
            x = torch.randn(2, T // 2, IN, generator=g).to(torch.bfloat16).requires_grad_()
            w = (torch.randn(OUT, IN, generator=g) * 0.05).to(torch.bfloat16).requires_grad_()
            y = ops.blockwise_fp8_linear(x, w, f8)
            dy = torch.randn(y.shape, generator=g).to(torch.bfloat16)
            y.backward(dy)
        x2, dy2, wd = x.detach().reshape(-1, IN), dy.reshape(-1, OUT), w.detach()
        dx_ref, dw_ref = ref.linear_backward(x2, wd, dy2, f8)
        tag = str(f8)[-5:]
        out[f"y_err_{tag}"] = _rel(y.detach().reshape(-1, OUT), ref.linear_forward(x2, wd, f8))
        out[f"dx_err_{tag}"] = _rel(x.grad.reshape(-1, IN), dx_ref)
        out[f"dw_err_{tag}"] = _rel(w.grad, dw_ref)
        out[f"y_err_vs_bf16_{tag}"] = _rel(y.detach().reshape(-1, OUT), x2.float() @ wd.float().t())
        out[f"dw_err_vs_bf16_{tag}"] = _rel(w.grad, dy2.float().t() @ x2.float())
        out[f"nan_{tag}"] = _nan(y) or _nan(x.grad) or _nan(w.grad)
        out[f"grad_shapes_ok_{tag}"] = (x.grad.shape == x.shape and w.grad.shape == w.shape
                                        and w.grad.dtype == w.dtype and w.grad.is_contiguous())
    return out


def main(groups: list[str]) -> None:
    results = {}
    for group in groups:
        for name, fn in CASES[group].items():
            try:
                results[name] = fn()
            except Exception:
                results[name] = {"error": traceback.format_exc()}
    print(json.dumps(results))


if __name__ == "__main__":
    main(sys.argv[1:] or list(CASES))
