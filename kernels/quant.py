"""Blockwise FP8 (E4M3) quantisation kernels, block size 128.

Convention (shared with ``kernels.gemm`` and ``kernels.reference``): for every group G

    amax  = max(|x|) over G (fp32)
    scale = max(amax, EPS) / FP8_MAX          # the dequantisation multiplier, stored fp32
    q     = clamp(x / scale, -FP8_MAX, FP8_MAX) cast to the fp8 type (round to nearest even)

so ``q * scale`` reconstructs x. FP8_MAX is 448 for OCP E4M3 (``float8_e4m3fn``, NVIDIA and
gfx950) and 240 for E4M3FNUZ (``float8_e4m3fnuz``, gfx942); it is derived from the output
pointer's dtype by a heuristic.

Groups:
* row-wise  (activations for X @ W^T, dY @ W): 1x128 along K -> scale[M, cdiv(K, 128)]
* col-wise  (operands of the wgrad X^T-style product): 128x1 along M -> scale[cdiv(M, 128), K]
* block-2d  (weights): 128x128 -> scale[cdiv(N, 128), cdiv(K, 128)]
* dual      one bf16 read, both the row-wise and col-wise outputs.

Every output (fp8 data and scales) is addressed through explicit strides, so one kernel
writes row-major or column-major tensors; ``kernels.ops`` stores row-wise scales
K-block-major (unit M stride) because the GEMM main loop reads one [BLOCK_M] vector of
them per K step.

This module must not import torch (asmscope imports it for cross-compilation only).
"""

from __future__ import annotations

import triton
import triton.language as tl

#: Quantisation group size and amax floor (constexpr globals may be read inside kernels).
GROUP = tl.constexpr(128)
EPS = tl.constexpr(1e-12)

#: Largest finite magnitude per E4M3 flavour, keyed by a substring of the dtype name
#: (torch: float8_e4m3fn / float8_e4m3fnuz; triton: fp8e4nv / fp8e4b8).
_FP8_MAX_BY_NAME = (("fnuz", 240.0), ("e4b8", 240.0), ("e4m3fn", 448.0), ("e4nv", 448.0))


def fp8_max_for(dtype) -> float:
    """FP8_MAX for a torch or triton E4M3 dtype (or its name)."""
    name = str(dtype)
    for key, value in _FP8_MAX_BY_NAME:
        if key in name:
            return value
    raise TypeError(f"not an E4M3 fp8 dtype: {name}")


def _fp8_max_from(arg_name: str):
    return lambda args: fp8_max_for(args[arg_name].dtype)


def _configs(blocks: dict[str, list[int]], warps: list[int]) -> list[triton.Config]:
    """One config per (block size, num_warps); num_stages=1 (no K loop to pipeline)."""
    [(name, values)] = blocks.items() if blocks else [(None, [None])]
    return [
        triton.Config({} if name is None else {name: v}, num_warps=nw, num_stages=1) for v in values for nw in warps
    ]


#: Small spaces: these kernels are bandwidth-bound; the knobs are rows per program and warps.
ROWWISE_CONFIGS = _configs({"BLOCK_M": [32, 64]}, [4, 8])
COLWISE_CONFIGS = _configs({"BLOCK_K": [64, 128]}, [4, 8])
DUAL_CONFIGS = _configs({}, [4, 8])
BLOCK2D_CONFIGS = _configs({}, [4, 8])

AUTOTUNE_SPACES = {
    "quant_fp8_rowwise_kernel": ROWWISE_CONFIGS,
    "quant_fp8_colwise_kernel": COLWISE_CONFIGS,
    "quant_fp8_dual_kernel": DUAL_CONFIGS,
    "quant_fp8_block2d_kernel": BLOCK2D_CONFIGS,
}


# --------------------------------------------------------------------------------------
# Shared device helpers: the ONLY place the quantisation arithmetic is written, so the
# dual kernel is bit-identical to the single-direction kernels.
# --------------------------------------------------------------------------------------


@triton.jit
def _quantise_along(x, AXIS: tl.constexpr, FP8_MAX: tl.constexpr, out_dtype: tl.constexpr):
    """Quantise a 2-D fp32 tile with one scale per slice reduced along AXIS.

    Returns (q, scale) with scale shaped [rows] for AXIS=1 and [cols] for AXIS=0.
    Padding elements must be 0 so they never win the amax.
    """
    amax = tl.max(tl.abs(x), axis=AXIS)
    scale = tl.maximum(amax, EPS) / FP8_MAX
    if AXIS == 1:
        y = x / scale[:, None]
    else:
        y = x / scale[None, :]
    q = tl.clamp(y, -FP8_MAX, FP8_MAX).to(out_dtype)
    return q, scale


@triton.jit
def _load_tile(x_ptr, m0, k0, M, K, stride_xm, stride_xk, BLOCK_M: tl.constexpr, BLOCK_K: tl.constexpr):
    """Masked fp32 load of x[m0:m0+BLOCK_M, k0:k0+BLOCK_K] (int64 tile origin) with its mask
    and tile-local offsets."""
    offs_m = tl.arange(0, BLOCK_M)
    offs_k = tl.arange(0, BLOCK_K)
    mask = (offs_m[:, None] < M - m0) & (offs_k[None, :] < K - k0)
    tile_ptr = x_ptr + m0 * stride_xm + k0 * stride_xk
    x = tl.load(tile_ptr + offs_m[:, None] * stride_xm + offs_k[None, :] * stride_xk, mask=mask, other=0.0)
    return x.to(tl.float32), mask, offs_m, offs_k


@triton.jit
def _store_q(out_ptr, q, m0, k0, offs_m, offs_k, mask, stride_om, stride_ok):
    tile_ptr = out_ptr + m0 * stride_om + k0 * stride_ok
    tl.store(tile_ptr + offs_m[:, None] * stride_om + offs_k[None, :] * stride_ok, q, mask=mask)


# --------------------------------------------------------------------------------------
# Entry points
# --------------------------------------------------------------------------------------


@triton.autotune(configs=ROWWISE_CONFIGS, key=["M", "K"])
@triton.heuristics({"FP8_MAX": _fp8_max_from("out_ptr")})
@triton.jit
def quant_fp8_rowwise_kernel(
    x_ptr, out_ptr, scale_ptr,
    M, K,
    stride_xm, stride_xk, stride_om, stride_ok, stride_sm, stride_sk,
    BLOCK_M: tl.constexpr, FP8_MAX: tl.constexpr,
):
    """1x128 groups along K. Grid (cdiv(M, BLOCK_M), cdiv(K, 128)); scale[m, k // 128]."""
    m0 = tl.program_id(0).to(tl.int64) * BLOCK_M
    k0 = tl.program_id(1).to(tl.int64) * GROUP
    x, mask, offs_m, offs_k = _load_tile(x_ptr, m0, k0, M, K, stride_xm, stride_xk, BLOCK_M, GROUP)
    q, scale = _quantise_along(x, 1, FP8_MAX, out_ptr.dtype.element_ty)
    _store_q(out_ptr, q, m0, k0, offs_m, offs_k, mask, stride_om, stride_ok)
    scale_tile = scale_ptr + m0 * stride_sm + tl.program_id(1).to(tl.int64) * stride_sk
    tl.store(scale_tile + offs_m * stride_sm, scale, mask=offs_m < M - m0)


@triton.autotune(configs=COLWISE_CONFIGS, key=["M", "K"])
@triton.heuristics({"FP8_MAX": _fp8_max_from("out_ptr")})
@triton.jit
def quant_fp8_colwise_kernel(
    x_ptr, out_ptr, scale_ptr,
    M, K,
    stride_xm, stride_xk, stride_om, stride_ok, stride_sm, stride_sk,
    BLOCK_K: tl.constexpr, FP8_MAX: tl.constexpr,
):
    """128x1 groups along M. Grid (cdiv(M, 128), cdiv(K, BLOCK_K)); scale[m // 128, k]."""
    m0 = tl.program_id(0).to(tl.int64) * GROUP
    k0 = tl.program_id(1).to(tl.int64) * BLOCK_K
    x, mask, offs_m, offs_k = _load_tile(x_ptr, m0, k0, M, K, stride_xm, stride_xk, GROUP, BLOCK_K)
    q, scale = _quantise_along(x, 0, FP8_MAX, out_ptr.dtype.element_ty)
    _store_q(out_ptr, q, m0, k0, offs_m, offs_k, mask, stride_om, stride_ok)
    scale_tile = scale_ptr + tl.program_id(0).to(tl.int64) * stride_sm + k0 * stride_sk
    tl.store(scale_tile + offs_k * stride_sk, scale, mask=offs_k < K - k0)


@triton.autotune(configs=DUAL_CONFIGS, key=["M", "K"])
@triton.heuristics({"FP8_MAX": _fp8_max_from("row_out_ptr")})
@triton.jit
def quant_fp8_dual_kernel(
    x_ptr, row_out_ptr, row_scale_ptr, col_out_ptr, col_scale_ptr,
    M, K,
    stride_xm, stride_xk,
    stride_rom, stride_rok, stride_rsm, stride_rsk,
    stride_com, stride_cok, stride_csm, stride_csk,
    FP8_MAX: tl.constexpr,
):
    """Fused row-wise + col-wise quantisation: each 128x128 bf16 tile is read once and both
    (q_row, scale_row[M, K/128]) and (q_col, scale_col[M/128, K]) are written.
    Grid (cdiv(M, 128), cdiv(K, 128))."""
    pid_m = tl.program_id(0).to(tl.int64)
    pid_k = tl.program_id(1).to(tl.int64)
    m0 = pid_m * GROUP
    k0 = pid_k * GROUP
    x, mask, offs_m, offs_k = _load_tile(x_ptr, m0, k0, M, K, stride_xm, stride_xk, GROUP, GROUP)

    q_row, s_row = _quantise_along(x, 1, FP8_MAX, row_out_ptr.dtype.element_ty)
    _store_q(row_out_ptr, q_row, m0, k0, offs_m, offs_k, mask, stride_rom, stride_rok)
    tl.store(row_scale_ptr + m0 * stride_rsm + pid_k * stride_rsk + offs_m * stride_rsm, s_row,
             mask=offs_m < M - m0)

    q_col, s_col = _quantise_along(x, 0, FP8_MAX, col_out_ptr.dtype.element_ty)
    _store_q(col_out_ptr, q_col, m0, k0, offs_m, offs_k, mask, stride_com, stride_cok)
    tl.store(col_scale_ptr + pid_m * stride_csm + k0 * stride_csk + offs_k * stride_csk, s_col,
             mask=offs_k < K - k0)


@triton.autotune(configs=BLOCK2D_CONFIGS, key=["N", "K"])
@triton.heuristics({"FP8_MAX": _fp8_max_from("out_ptr")})
@triton.jit
def quant_fp8_block2d_kernel(
    x_ptr, out_ptr, scale_ptr,
    N, K,
    stride_xn, stride_xk, stride_on, stride_ok, stride_sn, stride_sk,
    FP8_MAX: tl.constexpr,
):
    """128x128 weight blocks. Grid (cdiv(N, 128), cdiv(K, 128)); scale[n // 128, k // 128]."""
    pid_n = tl.program_id(0).to(tl.int64)
    pid_k = tl.program_id(1).to(tl.int64)
    n0 = pid_n * GROUP
    k0 = pid_k * GROUP
    x, mask, offs_n, offs_k = _load_tile(x_ptr, n0, k0, N, K, stride_xn, stride_xk, GROUP, GROUP)
    amax = tl.max(tl.max(tl.abs(x), axis=1), axis=0)
    scale = tl.maximum(amax, EPS) / FP8_MAX
    q = tl.clamp(x / scale, -FP8_MAX, FP8_MAX).to(out_ptr.dtype.element_ty)
    _store_q(out_ptr, q, n0, k0, offs_n, offs_k, mask, stride_on, stride_ok)
    tl.store(scale_ptr + pid_n * stride_sn + pid_k * stride_sk, scale)
