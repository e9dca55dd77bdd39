"""Kernels with full autotune spaces, for the static ranking study (`asmscope rank`) and its GPU proof
(tests/gpu/time_configs.py times every config of every kernel here on an NVIDIA GPU).

* `mm_kernel`: C = A @ B, fp16 or fp8 (e4m3) operands, fp32 accumulation, grouped program order;
  B is addressed by two strides, so the fp8 case stores it [N, K] (K-major, what the fp8 warpgroup
  MMA wants) and the fp16 case [K, N]. K is a multiple of BLOCK_K (no masked tail).
* `rownorm_kernel`: an RMSNorm over rows of `n_cols` bf16 values, ROWS rows per program, the whole
  row in registers (BLOCK = next_power_of_2(n_cols)): the config space is the launch geometry
  (num_warps x ROWS), which decides registers per thread, spills and the number of programs.
* `colsum_kernel`: a column-tiled reduction of an [M, N] fp32 matrix over its rows (out[n] = sum_m
  x[m, n]), BLOCK_M rows by BLOCK_N columns per step, the loop over M pipelined by num_stages.

The spaces (`MM_FP16_CONFIGS`, `MM_FP8_CONFIGS`, `ROWNORM_CONFIGS`, `COLSUM_CONFIGS`) hold configs
that lose by wide margins on purpose, as real autotune lists do. Imports triton only.
"""

from __future__ import annotations

import itertools

import triton
import triton.language as tl


@triton.jit
def mm_kernel(
    a_ptr,
    b_ptr,
    c_ptr,
    M,
    N,
    K,
    stride_am,
    stride_bk,
    stride_bn,
    stride_cm,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr,
):
    pid = tl.program_id(0)
    grid_m = tl.cdiv(M, BLOCK_M)
    grid_n = tl.cdiv(N, BLOCK_N)
    group = pid // (GROUP_M * grid_n)
    first_m = group * GROUP_M
    rows_in_group = min(grid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % rows_in_group)
    pid_n = (pid % (GROUP_M * grid_n)) // rows_in_group
    rm = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    rn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    rk = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for _ in range(0, K // BLOCK_K):
        acc = tl.dot(tl.load(a_ptrs), tl.load(b_ptrs), acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    tl.store(
        c_ptr + cm[:, None] * stride_cm + cn[None, :],
        acc.to(c_ptr.dtype.element_ty),
        mask=(cm[:, None] < M) & (cn[None, :] < N),
    )


@triton.jit
def rownorm_kernel(x_ptr, w_ptr, y_ptr, n_rows, n_cols, eps, BLOCK: tl.constexpr, ROWS: tl.constexpr):
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    w = tl.load(w_ptr + cols, mask=mask, other=0).to(tl.float32)
    for i in range(ROWS):
        row = tl.program_id(0).to(tl.int64) * ROWS + i
        ok = mask & (row < n_rows)
        x = tl.load(x_ptr + row * n_cols + cols, mask=ok, other=0).to(tl.float32)
        rstd = 1 / tl.sqrt(tl.sum(x * x, axis=0) / n_cols + eps)
        tl.store(y_ptr + row * n_cols + cols, (x * rstd * w).to(y_ptr.dtype.element_ty), mask=ok)


@triton.jit
def colsum_kernel(x_ptr, out_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    cols = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    rows = tl.arange(0, BLOCK_M)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for m in range(0, M, BLOCK_M):
        acc += tl.load(x_ptr + (m + rows)[:, None] * N + cols[None, :])  # M % BLOCK_M == 0, N % BLOCK_N == 0
    tl.store(out_ptr + cols, tl.sum(acc, axis=0))


def _mm(bm: int, bn: int, bk: int, warps: int, stages: int) -> triton.Config:
    return triton.Config(
        {"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk, "GROUP_M": 8}, num_warps=warps, num_stages=stages
    )


MM_FP16_CONFIGS = [
    _mm(bm, bn, bk, w, s)
    for bm, bn, bk, w, s in itertools.product((64, 128, 256), (64, 128, 256), (32, 64), (4, 8), (2, 3, 4))
    if not (bm == 256 and bn == 256 and w == 4)  # 512 accumulator registers per thread: ptxas refuses
]
MM_FP8_CONFIGS = [
    _mm(bm, bn, bk, w, s)
    for bm, bn, bk, w, s in itertools.product((64, 128), (64, 128, 256), (64, 128), (4, 8), (2, 3, 4))
]
ROWNORM_CONFIGS = [
    triton.Config({"ROWS": rows}, num_warps=w, num_stages=1) for w in (1, 2, 4, 8, 16, 32) for rows in (1, 2, 4)
]
COLSUM_CONFIGS = [
    triton.Config({"BLOCK_M": bm, "BLOCK_N": bn}, num_warps=w, num_stages=s)
    for bm, bn, w, s in itertools.product((8, 32, 64), (64, 256, 1024), (2, 4, 8), (1, 3))
    if bm * bn <= 32768
]


# The spaces by name, for kernels/tuning.toml (`configs = { python = ... }`: called with the target)
def mm_fp16_configs(target: str) -> list[triton.Config]:
    return MM_FP16_CONFIGS


def mm_fp8_configs(target: str) -> list[triton.Config]:
    return MM_FP8_CONFIGS


def rownorm_configs(target: str) -> list[triton.Config]:
    return ROWNORM_CONFIGS


def colsum_configs(target: str) -> list[triton.Config]:
    return COLSUM_CONFIGS
