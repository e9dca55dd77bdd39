"""Matrix multiplications for the NVIDIA register and occupancy study: C = A @ B.

* `matmul_kernel`: pointer loads and `tl.dot` with fp32 accumulation. On sm_90 Triton lowers the
  dot to warpgroup MMA (HGMMA for fp16, QGMMA for fp8) when num_warps is a multiple of 4, and to
  the older per-warp HMMA otherwise; on sm_100 to the tcgen05 MMA. B is addressed by two strides
  so one kernel serves B stored [K, N] (fp16) and B stored [N, K] (fp8, whose MMA wants both
  operands K-major).
* `matmul_tma_kernel`: the same product with tensor-memory-accelerator loads and stores through
  device-side tensor descriptors (B stored [N, K]). A launch needs `triton.set_allocator`.

`CONFIGS_FP16`/`CONFIGS_FP8` list the study's tile shapes (K must be a multiple of BLOCK_K).
Imports triton only.
"""

from __future__ import annotations

import triton
import triton.language as tl


@triton.jit
def matmul_kernel(
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
        a = tl.load(a_ptrs)  # K is a multiple of BLOCK_K: no tail to mask
        b = tl.load(b_ptrs)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_ptrs = c_ptr + cm[:, None] * stride_cm + cn[None, :]
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty), mask=(cm[:, None] < M) & (cn[None, :] < N))


@triton.jit
def matmul_tma_kernel(
    a_ptr, b_ptr, c_ptr, M, N, K, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr
):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BLOCK_N, BLOCK_K])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    pid_m = tl.program_id(0) % tl.cdiv(M, BLOCK_M)
    pid_n = tl.program_id(0) // tl.cdiv(M, BLOCK_M)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([pid_m * BLOCK_M, k * BLOCK_K])
        b = b_desc.load([pid_n * BLOCK_N, k * BLOCK_K])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([pid_m * BLOCK_M, pid_n * BLOCK_N], acc.to(c_desc.dtype))


def _cfg(bm: int, bn: int, bk: int, num_warps: int, num_stages: int, maxnreg: int | None = None) -> triton.Config:
    return triton.Config(
        {"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk, "GROUP_M": 8},
        num_warps=num_warps,
        num_stages=num_stages,
        maxnreg=maxnreg,
    )


# fp16 tiles: small to the 256x256 tile whose fp32 accumulator alone fills 256 registers per
# thread at 8 warps; two warps (no warpgroup: HMMA on sm_90). A register cap below what a
# warpgroup MMA's accumulator needs is a ptxas error (C7602), not spills, so no config here caps.
CONFIGS_FP16 = [
    _cfg(64, 64, 64, 4, 3),
    _cfg(128, 128, 64, 4, 3),
    _cfg(128, 128, 64, 8, 3),
    _cfg(128, 256, 64, 8, 3),
    _cfg(256, 256, 64, 8, 3),
    _cfg(64, 64, 32, 2, 3),
]
CONFIGS_FP8 = [
    _cfg(64, 64, 128, 4, 3),
    _cfg(128, 128, 128, 4, 3),
    _cfg(128, 128, 128, 8, 3),
    _cfg(128, 256, 128, 8, 3),
]

matmul = triton.autotune(configs=CONFIGS_FP16, key=["M", "N", "K"])(matmul_kernel)
