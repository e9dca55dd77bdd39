"""Small Triton kernels for the IR rules (AS070-AS072), each with a constexpr that switches the
pattern a rule flags on or off, so one kernel gives the finding and its clean twin."""

import triton
import triton.language as tl


@triton.jit
def loop_sum(x_ptr, y_ptr, out_ptr, K, stride, BLOCK: tl.constexpr, TRANS_Y: tl.constexpr):
    """acc += x + y over K tiles; with TRANS_Y the y tile is read column-major, so its layout is
    not x's and each iteration converts one of them (ttg.convert_layout in the loop)."""
    rows = tl.arange(0, BLOCK)
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros((BLOCK, BLOCK), dtype=tl.float32)
    for k in range(0, K, BLOCK):
        x = tl.load(x_ptr + rows[:, None] * stride + (k + cols)[None, :])
        if TRANS_Y:
            y = tl.load(y_ptr + rows[:, None] + (k + cols)[None, :] * stride)
        else:
            y = tl.load(y_ptr + rows[:, None] * stride + (k + cols)[None, :])
        acc += x.to(tl.float32) + y.to(tl.float32)
    tl.store(out_ptr + rows[:, None] * BLOCK + cols[None, :], acc)


@triton.jit
def small_gemm(
    a_ptr,
    b_ptr,
    c_ptr,
    M,
    N,
    K,
    stride_am,
    stride_bn,
    stride_cm,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    BLOCK_K: tl.constexpr,
    WHILE_LOOP: tl.constexpr,
):
    """C = A @ B^T (A row-major M x K, B row-major N x K). With WHILE_LOOP the K loop is a
    `while`, which Triton's software pipeliner does not pipeline (it takes `scf.for` loops)."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :]
    b_ptrs = b_ptr + rn[None, :] * stride_bn + rk[:, None]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    if WHILE_LOOP:
        k = 0
        while k < K:
            a = tl.load(a_ptrs)
            b = tl.load(b_ptrs)
            acc += tl.dot(a, b)
            a_ptrs += BLOCK_K
            b_ptrs += BLOCK_K
            k += BLOCK_K
    else:
        for _k in range(0, K, BLOCK_K):
            a = tl.load(a_ptrs)
            b = tl.load(b_ptrs)
            acc += tl.dot(a, b)
            a_ptrs += BLOCK_K
            b_ptrs += BLOCK_K
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc.to(c_ptr.dtype.element_ty))
