"""An autotuned kernel as users write them, with the waste `asmscope prune` must find:
a list comprehension whose loop variable never reaches the config (every config twice), a
`kpack` choice that gfx950 ignores (Triton forces kpack=1 there: byte-identical code), and a
deep pipeline whose LDS exceeds gfx942's 64 KiB (cannot launch there)."""

import triton
import triton.language as tl

CONFIGS = [
    triton.Config({"BLOCK_M": bm, "BLOCK_N": 64, "BLOCK_K": bk, "kpack": kp}, num_warps=4, num_stages=stages)
    for bm, bk, stages in ((64, 64, 2), (128, 64, 2), (128, 128, 5))
    for kp in (1, 2)
    for _repeat in range(2)  # never used: the autotuner benchmarks each config twice
]


@triton.autotune(configs=CONFIGS, key=["M", "N", "K"])
@triton.jit
def tuned_matmul(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for _ in range(0, K // BLOCK_K):
        acc += tl.dot(tl.load(a_ptrs), tl.load(b_ptrs))
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K * stride_bk
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.float16))
