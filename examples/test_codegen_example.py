"""Codegen tests in your own suite: no spec file, no GPU (docs/api.md, "Codegen tests in your own suite").

Run with `python -m pytest examples/` from the repository root; installing asmscope enables the
`asmscope_codegen` fixture and the `asmscope_target` marker.
"""

import pytest

from asmscope import tensor
from asmscope.testing import assert_mnemonic_count, assert_no_findings, assert_no_spills, assert_occupancy
from kernels.gemm import blockwise_fp8_tn_kernel
from kernels.swiglu import TILE, swiglu_bwd_tiled_kernel

M, N, K = 8192, 28672, 8192  # Llama-2-70B up-projection wgrad: dW[M, N] = X^T @ dY over K tokens
WGRAD_ARGS = dict(
    a_ptr=tensor("fp8", K, M), b_ptr=tensor("fp8", K, N), c_ptr=tensor("bf16", N, M), a_scale_ptr="fp32",
    b_scale_ptr="fp32", M=M, N=N, K=K, stride_ak=M, stride_bk=N, stride_cn=M, stride_as_k=M, stride_as_m=1,
    stride_bs_k=N, stride_bs_n=1,
)  # fmt: skip
GEMM_TILE = dict(BLOCK_M=256, BLOCK_N=128, BLOCK_K=128, GROUP_M=8, CHUNK=32, num_warps=8, num_stages=2)


@pytest.mark.asmscope_target("gfx950")
def test_wgrad_epilogue_has_no_narrow_stores_on_gfx950(asmscope_codegen):
    cg = asmscope_codegen(blockwise_fp8_tn_kernel, args=WGRAD_ARGS, config={**GEMM_TILE, "WGRAD_TRANS_STORE": True},
                          target="gfx950", tags=["wgrad"])  # fmt: skip
    assert_mnemonic_count(cg, "buffer_store_short", 0)
    assert_no_findings(cg, rules="AS001")


# The column-tiled SwiGLU backward (kernels/swiglu.py), which the launcher picks on Blackwell for
# wide rows: one test for both vendors, each with its own occupancy measure. The sm_100 case is
# compiled on this machine and read from its cubin, no Blackwell needed (skipped, with the reason,
# only where Triton's NVIDIA backend or ptxas is missing).
@pytest.mark.parametrize(
    ("target", "occupancy"),
    [
        pytest.param("gfx950", {"waves_per_simd": 8}, marks=pytest.mark.asmscope_target("gfx950")),
        pytest.param("cuda:100", {"blocks_per_sm": 8}, marks=pytest.mark.asmscope_target("cuda:100")),
    ],
)
def test_tiled_swiglu_has_no_spills_and_full_occupancy(asmscope_codegen, target, occupancy):
    args = dict(dc_ptr="bf16", a_ptr="bf16", b_ptr="bf16", stride=14336, n_cols=14336)
    cg = asmscope_codegen(swiglu_bwd_tiled_kernel, args=args, config={"BLOCK_SIZE": TILE, "num_warps": 4},
                          target=target)  # fmt: skip
    assert_no_spills(cg)
    assert_occupancy(cg, **occupancy)
