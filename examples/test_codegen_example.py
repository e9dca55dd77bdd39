"""Codegen tests in your own suite: no spec file, no GPU (README, "Codegen tests in your own suite").

Run with `python -m pytest examples/` from the repository root; installing asmscope enables the
`asmscope_codegen` fixture and the `asmscope_target` marker.
"""

import pytest
import triton
import triton.language as tl

from asmscope import tensor
from asmscope.testing import assert_mnemonic_count, assert_no_findings, assert_no_spills, assert_occupancy
from kernels.gemm import blockwise_fp8_tn_kernel

M, N, K = 8192, 28672, 8192  # Llama-2-70B up-projection wgrad: dW[M, N] = X^T @ dY over K tokens
WGRAD_ARGS = dict(
    a_ptr=tensor("fp8", K, M), b_ptr=tensor("fp8", K, N), c_ptr=tensor("bf16", N, M), a_scale_ptr="fp32",
    b_scale_ptr="fp32", M=M, N=N, K=K, stride_ak=M, stride_bk=N, stride_cn=M, stride_as_k=M, stride_as_m=1,
    stride_bs_k=N, stride_bs_n=1,
)  # fmt: skip
TILE = dict(BLOCK_M=256, BLOCK_N=128, BLOCK_K=128, GROUP_M=8, CHUNK=32, num_warps=8, num_stages=2)


@pytest.mark.asmscope_target("gfx950")
def test_wgrad_epilogue_has_no_narrow_stores_on_gfx950(asmscope_codegen):
    cg = asmscope_codegen(blockwise_fp8_tn_kernel, args=WGRAD_ARGS, config={**TILE, "WGRAD_TRANS_STORE": True},
                          target="gfx950", tags=["wgrad"])  # fmt: skip
    assert_mnemonic_count(cg, "buffer_store_short", 0)
    assert_no_findings(cg, rules="AS001")


# A SwiGLU backward with the column-tiled launch (one program per 1024-wide tile of a row, on a
# 2D grid), as a Blackwell-only dispatch would choose it. asmscope compiles it for sm_100 on
# this machine; the test runs where asmscope reads NVIDIA code.
@triton.jit
def swiglu_backward_tiled(dc_ptr, a_ptr, b_ptr, n_cols, row_stride, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    offs = row * row_stride + cols
    dc = tl.load(dc_ptr + offs, mask=mask, other=0).to(tl.float32)
    a = tl.load(a_ptr + offs, mask=mask, other=0).to(tl.float32)
    b = tl.load(b_ptr + offs, mask=mask, other=0).to(tl.float32)
    sig = tl.sigmoid(a)
    silu = a * sig
    db = dc * silu
    da = dc * b * (silu * (1 - sig) + sig)
    tl.store(a_ptr + offs, da.to(a_ptr.dtype.element_ty), mask=mask)
    tl.store(b_ptr + offs, db.to(b_ptr.dtype.element_ty), mask=mask)


@pytest.mark.asmscope_target("cuda:100")
def test_tiled_swiglu_has_no_spills_and_8_blocks_per_sm_on_sm100(asmscope_codegen):
    args = dict(dc_ptr="bf16", a_ptr="bf16", b_ptr="bf16", n_cols=14336, row_stride=14336)
    cg = asmscope_codegen(swiglu_backward_tiled, args=args, config={"BLOCK_SIZE": 1024, "num_warps": 4},
                          target="cuda:100")  # fmt: skip
    assert_no_spills(cg)
    assert_occupancy(cg, blocks_per_sm=8)
