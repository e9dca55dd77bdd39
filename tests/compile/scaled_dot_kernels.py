"""A minimal kernel that Triton 3.6.0 cannot compile for gfx942 or gfx950 and 3.7.0 onwards can:
a tl.dot K loop that loads a scalar scale through a pointer it advances each iteration
(`s_ptr += 1`, the per-K-block scale loads of kernels/gemm.py's `_blockwise_fp8_mainloop`
reduced), software-pipelined with num_stages=3.

3.6.0 fails in make_ttgir with "RuntimeError: PassManager::run failed": an assertion in the
AxisInfo analysis (ArrayRef "Invalid index!") that MLIR's crash recovery reports as
"Pipeline failed while executing [`TritonAMDGPUConvertToBufferOps` ...]". num_stages=2 compiles,
and so do a scale loaded as `s_ptr + i`, no scale load at all, or AMDGCN_USE_BUFFER_OPS=0 (which
leaves that pass out). fp16 and fp8 operands fail alike. Used by tests/e2e/test_toolchain_diff.py.
"""

import triton
import triton.language as tl


@triton.autotune(
    configs=[triton.Config({"BLOCK": 32}, num_warps=4, num_stages=ns) for ns in (2, 3)],
    key=["K"],
)
@triton.jit
def scaled_dot_loop(a_ptr, b_ptr, c_ptr, s_ptr, K, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    a_ptrs = a_ptr + r[:, None] * K + r[None, :]
    b_ptrs = b_ptr + r[:, None] + r[None, :] * K
    acc = tl.zeros((BLOCK, BLOCK), dtype=tl.float32)
    for _ in range(tl.cdiv(K, BLOCK)):
        acc += tl.dot(tl.load(a_ptrs), tl.load(b_ptrs)) * tl.load(s_ptr)
        a_ptrs += BLOCK
        b_ptrs += BLOCK
        s_ptr += 1
    tl.store(c_ptr + r[:, None] * BLOCK + r[None, :], acc)
