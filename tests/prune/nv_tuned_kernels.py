"""Autotuned kernels for NVIDIA with the waste users' autotune lists carry, for `asmscope prune`
and its GPU proof (tests/gpu/prune_on_gpu.py):

- `tuned_matmul_nv`: an fp16 matmul whose list repeats every config (a loop variable that never
  reaches the config) and holds a tile whose shared memory exceeds the block limit (232,448 bytes
  on sm_90: Triton raises OutOfResources at launch);
- `tuned_rmsnorm`: a one-row RMSNorm tuned over num_warps x num_stages, though it has no loop
  for the pipeliner to stage: each num_stages compiles to the same code.
"""

import triton
import triton.language as tl

MATMUL_CONFIGS = [
    triton.Config({"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk}, num_warps=w, num_stages=s)
    for bm, bn, bk, w, s in (
        (64, 64, 64, 4, 3),
        (128, 64, 64, 4, 3),
        (128, 128, 64, 4, 3),
        (128, 128, 64, 8, 4),
        (256, 256, 128, 8, 4),  # 512 KiB of shared memory: cannot launch
    )
    for _copy in range(2)
]


@triton.autotune(configs=MATMUL_CONFIGS, key=["M", "N", "K"])
@triton.jit
def tuned_matmul_nv(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    rn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    rk = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for _ in range(0, K // BLOCK_K):
        acc = tl.dot(tl.load(a_ptrs), tl.load(b_ptrs), acc)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    tl.store(c_ptr + cm[:, None] * stride_cm + cn[None, :], acc.to(tl.float16),
             mask=(cm[:, None] < M) & (cn[None, :] < N))


RMSNORM_CONFIGS = [triton.Config({}, num_warps=w, num_stages=s) for w in (4, 8, 16) for s in (1, 2, 3)]


@triton.autotune(configs=RMSNORM_CONFIGS, key=["n_cols"])
@triton.jit
def tuned_rmsnorm(x_ptr, w_ptr, y_ptr, stride, n_cols, eps, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0).to(tl.float32)
    rstd = 1 / tl.sqrt(tl.sum(x * x, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0).to(tl.float32)
    tl.store(y_ptr + row * stride + cols, (x * rstd * w).to(y_ptr.dtype.element_ty), mask=mask)
