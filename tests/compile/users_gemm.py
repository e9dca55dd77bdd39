"""A GEMM written the way launchers in the wild write them: a grouped program order, a K loop
whose last block is masked unless EVEN_K, and a launcher that turns on AMD async copy (loads
straight into LDS) through `triton.knobs` around the call. asmscope's spec gives the same knob
with `knobs = { amd = { use_async_copy = true } }`."""

import triton
import triton.language as tl


@triton.jit
def _gemm_tile(
    a_ptr, b_ptr, c_ptr, M, N, K, rows_kept,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr, EVEN_K: tl.constexpr, KEEP_ROWS: tl.constexpr, ALWAYS_MASK: tl.constexpr,
):  # fmt: skip
    pid = tl.program_id(0)
    grid_m = tl.cdiv(M, BLOCK_M)
    grid_n = tl.cdiv(N, BLOCK_N)
    width = GROUP_M * grid_n
    group = pid // width
    first_m = group * GROUP_M
    size_m = min(grid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % size_m)
    pid_n = (pid % width) // size_m
    rm = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    rn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    rk = tl.arange(0, BLOCK_K)
    row_keep = rm < rows_kept  # loop-invariant: which rows belong to this group
    a = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        if EVEN_K and not ALWAYS_MASK:
            x = tl.load(a)
            y = tl.load(b)
        else:
            left = K - k * BLOCK_K
            x = tl.load(a, mask=rk[None, :] < left, other=0.0)
            y = tl.load(b, mask=rk[:, None] < left, other=0.0)
        if KEEP_ROWS:
            x = tl.where(row_keep[:, None], x, 0.0)
        acc += tl.dot(x, y)
        a += BLOCK_K * stride_ak
        b += BLOCK_K * stride_bk
    c = c_ptr + rm[:, None] * stride_cm + rn[None, :] * stride_cn
    tl.store(c, acc.to(c_ptr.dtype.element_ty))


@triton.heuristics({"EVEN_K": lambda args: args["K"] % args["BLOCK_K"] == 0})
@triton.jit
def gemm(
    a_ptr, b_ptr, c_ptr, M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr, EVEN_K: tl.constexpr,
):  # fmt: skip
    _gemm_tile(
        a_ptr, b_ptr, c_ptr, M, N, K, M, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
        BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, EVEN_K, False, False,
    )  # fmt: skip


@triton.heuristics({"EVEN_K": lambda args: args["K"] % args["BLOCK_K"] == 0})
@triton.jit
def gemm_row_groups(
    a_ptr, b_ptr, c_ptr, M, N, K, rows_kept,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr, EVEN_K: tl.constexpr,
):  # fmt: skip
    """Rows past `rows_kept` belong to another group: zeroed with a select inside the K loop."""
    _gemm_tile(
        a_ptr, b_ptr, c_ptr, M, N, K, rows_kept, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
        BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, EVEN_K, True, False,
    )  # fmt: skip


@triton.heuristics({"EVEN_K": lambda args: args["K"] % args["BLOCK_K"] == 0})
@triton.jit
def gemm_masks_even_k(
    a_ptr, b_ptr, c_ptr, M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr, EVEN_K: tl.constexpr,
):  # fmt: skip
    """The bug AS011 is for: the K-tail mask is applied even when EVEN_K says K needs none."""
    _gemm_tile(
        a_ptr, b_ptr, c_ptr, M, N, K, M, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
        BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, EVEN_K, False, True,
    )  # fmt: skip


def launch(a, b, c, block_m=128, block_n=128, block_k=64):  # pragma: no cover (needs a GPU)
    """How a launcher sets a knob for its kernel only."""
    m, k = a.shape
    n = b.shape[1]
    grid = (triton.cdiv(m, block_m) * triton.cdiv(n, block_n),)
    with triton.knobs.amd.scope():
        triton.knobs.amd.use_async_copy = True
        gemm[grid](
            a, b, c, m, n, k, a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
            BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_K=block_k, GROUP_M=8, num_warps=4, num_stages=2,
        )  # fmt: skip
