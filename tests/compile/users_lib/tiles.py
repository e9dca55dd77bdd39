"""A newcomer's 2-D fp16 tile kernel (asmscope's own): it scales a tile and stores it. With a row
stride Triton can prove 16-byte aligned (divisible by 8 elements) each thread's 8 contiguous
fp16 values go out in one 128-bit store; with one it cannot (a ragged leading dimension), the
same tile is stored one 16-bit element at a time."""

import triton
import triton.language as tl


@triton.jit
def scale_tile(
    x_ptr, out_ptr, M, N, stride_xm, stride_om, scale,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):  # fmt: skip
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * stride_xm + rn[None, :], mask=mask, other=0.0)
    y = (x.to(tl.float32) * scale).to(tl.float16)
    tl.store(out_ptr + rm[:, None] * stride_om + rn[None, :], y, mask=mask)
