"""Small-batch batched FP8 GEMM with split-K: ``Y[b] = X[b] @ W[b]^T``.

For grouped projections with few groups (e.g. B=2 output-LoRA groups per rank, K=4096,
N=1024, M = 1..1024 tokens) a grid of (B, tiles) leaves most of the GPU idle. Here:

* B, the M/N tiles and the K splits are folded into ONE 1-D grid of
  ``SPLIT_K * B * cdiv(M, BLOCK_M) * cdiv(N, BLOCK_N)`` programs;
* split-K is mandatory: each program reduces a contiguous range of 128-wide K blocks into
  an fp32 workspace [SPLIT_K, B, M, N] and ``splitk_reduce_kernel`` sums the splits
  (deterministically, no atomics) into the bf16 output;
* X stays bf16: every [BLOCK_M, 128] tile is quantised to fp8 in registers with a 1x128
  per-token-group scale (no separate activation-quant launch);
* W is pre-quantised fp8 [B, N, K] with its per-128x128-block scales
  w_scale[B, cdiv(N,128), cdiv(K,128)] used as is (no requantisation to one scalar).

The main loop is ``kernels.gemm._blockwise_fp8_mainloop`` in its A_QUANT_INLINE mode.
This module must not import torch.
"""

from __future__ import annotations

import triton
import triton.language as tl

from .gemm import _blockwise_fp8_mainloop, _even_k
from .quant import fp8_max_for

BATCHED_CONFIGS = [
    triton.Config({"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": 128}, num_warps=4, num_stages=ns)
    for bm in (16, 64) for bn in (64, 128) for ns in (1, 2)
]
REDUCE_CONFIGS = [triton.Config({"BLOCK": b}, num_warps=4, num_stages=1) for b in (1024, 4096)]

AUTOTUNE_SPACES = {
    "batched_fp8_splitk_kernel": BATCHED_CONFIGS,
    "splitk_reduce_kernel": REDUCE_CONFIGS,
}


@triton.autotune(configs=BATCHED_CONFIGS, key=["B", "M", "N", "K", "SPLIT_K"])
@triton.heuristics({"EVEN_K": _even_k, "FP8_MAX": lambda args: fp8_max_for(args["w_ptr"].dtype)})
@triton.jit
def batched_fp8_splitk_kernel(
    x_ptr, w_ptr, w_scale_ptr, ws_ptr,
    B, M, N, K,
    stride_xb, stride_xm, stride_wb, stride_wn, stride_sb, stride_sn, stride_sk,
    SPLIT_K,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, EVEN_K: tl.constexpr,
    FP8_MAX: tl.constexpr,
):
    """Partial products of one (split, batch, M tile, N tile) into ws[split, b, m, n] (fp32).

    x: bf16 [B, M, K] (unit K stride); w: fp8 [B, N, K] (unit K stride);
    w_scale: fp32 [B, cdiv(N,128), cdiv(K,128)]; ws: fp32 contiguous [SPLIT_K, B, M, N].
    """
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    split = pid % SPLIT_K
    rest = pid // SPLIT_K
    batch = rest // (num_pid_m * num_pid_n)
    tile = rest % (num_pid_m * num_pid_n)
    # M fastest: the M tiles that share one W tile run back to back (W is the big operand).
    pid_m = tile % num_pid_m
    pid_n = tile // num_pid_m

    k_blocks = tl.cdiv(K, BLOCK_K)
    blocks_per_split = tl.cdiv(k_blocks, SPLIT_K)
    k_start = split * blocks_per_split
    num_k_iters = tl.maximum(tl.minimum(blocks_per_split, k_blocks - k_start), 0)

    m0 = pid_m.to(tl.int64) * BLOCK_M
    n0 = pid_n.to(tl.int64) * BLOCK_N
    b64 = batch.to(tl.int64)
    offs_m = tl.arange(0, BLOCK_M) % (M - pid_m * BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N) % (N - pid_n * BLOCK_N)
    k0 = k_start.to(tl.int64) * BLOCK_K
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    acc = _blockwise_fp8_mainloop(
        acc,
        x_ptr + b64 * stride_xb + m0 * stride_xm + k0,
        w_ptr + b64 * stride_wb + n0 * stride_wn + k0,
        None,
        w_scale_ptr + b64 * stride_sb + (n0 // 128) * stride_sn + k_start * stride_sk,
        offs_m, offs_n, None, k_start, num_k_iters, K,
        stride_xm, stride_wn, 0, 0, stride_sn, stride_sk,
        BLOCK_M, BLOCK_N, BLOCK_K, EVEN_K,
        A_K_CONTIGUOUS=True, B_K_CONTIGUOUS=True, SCALE_2D_B=True,
        A_QUANT_INLINE=True, FP8_MAX=FP8_MAX,
    )
    # Every split writes its slice, even an empty one (acc = 0), so the reduction needs
    # no zero-initialised workspace.
    ws_tile = ws_ptr + ((split.to(tl.int64) * B + b64) * M + m0) * N + n0
    rows = tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    mask = (rows[:, None] < M - pid_m * BLOCK_M) & (cols[None, :] < N - pid_n * BLOCK_N)
    tl.store(ws_tile + rows[:, None] * N + cols[None, :], acc, mask=mask)


@triton.autotune(configs=REDUCE_CONFIGS, key=["numel", "SPLIT_K"])
@triton.jit
def splitk_reduce_kernel(
    ws_ptr, out_ptr,
    numel, SPLIT_K,
    BLOCK: tl.constexpr,
):
    """out[i] = sum_s ws[s, i] (fp32 sum in split order, then cast to out's dtype)."""
    start = tl.program_id(0).to(tl.int64) * BLOCK
    offs = tl.arange(0, BLOCK)
    mask = offs < numel - start
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for s in range(SPLIT_K):
        acc += tl.load(ws_ptr + tl.cast(s, tl.int64) * numel + start + offs, mask=mask, other=0.0)
    tl.store(out_ptr + start + offs, acc.to(out_ptr.dtype.element_ty), mask=mask)
