"""Wrong dtypes, shapes and strides are rejected with a clear message before any launch
(these run on CPU tensors: validation happens before a kernel is touched)."""

from __future__ import annotations

import pytest
import torch

from kernels import ops

F8 = torch.float8_e4m3fn


def _fp8(*shape):
    return torch.zeros(shape, dtype=torch.float32).to(F8)


def _f32(*shape):
    return torch.ones(shape, dtype=torch.float32)


def test_quant_rejects_wrong_dtype_and_rank():
    with pytest.raises(TypeError, match="x must have dtype"):
        ops.quant_fp8_rowwise(torch.zeros(4, 4, dtype=torch.int32))
    with pytest.raises(ValueError, match="x must be 2-D"):
        ops.quant_fp8_dual(torch.zeros(4, dtype=torch.bfloat16))
    with pytest.raises(TypeError, match=r"w must be a torch\.Tensor"):
        ops.quant_fp8_block2d([[1.0]])
    with pytest.raises(TypeError, match="fp8_dtype must be one of"):
        ops.quant_fp8_colwise(torch.zeros(4, 4, dtype=torch.bfloat16), fp8_dtype=torch.float16)


def test_nt_rejects_bad_operands():
    a, a_s = _fp8(64, 256), _f32(64, 2)
    b, b_s = _fp8(128, 256), _f32(1, 2)
    with pytest.raises(TypeError, match="a must have dtype"):
        ops.fp8_gemm_nt(a.float(), a_s, b, b_s)
    with pytest.raises(TypeError, match="b must have dtype"):
        ops.fp8_gemm_nt(a, a_s, b.to(torch.float32).to(torch.float8_e4m3fnuz), b_s)
    with pytest.raises(ValueError, match=r"b must be \[N, K\] with K=256"):
        ops.fp8_gemm_nt(a, a_s, _fp8(128, 128), b_s)
    with pytest.raises(ValueError, match=r"a_scale must have shape \(64, 2\)"):
        ops.fp8_gemm_nt(a, _f32(2, 64), b, b_s)
    with pytest.raises(TypeError, match="b_scale must have dtype"):
        ops.fp8_gemm_nt(a, a_s, b, b_s.double())
    with pytest.raises(ValueError, match="a must be K-contiguous"):
        ops.fp8_gemm_nt(_fp8(256, 64).t(), a_s, b, b_s)


def test_nn_and_tn_reject_wrong_layouts():
    a, a_s = _fp8(64, 256), _f32(64, 2)
    with pytest.raises(ValueError, match="b must be N-contiguous"):
        ops.fp8_gemm_nn(a, a_s, _fp8(128, 256).t(), _f32(2, 1))
    with pytest.raises(ValueError, match=r"b_scale must have shape \(2, 1\)"):
        ops.fp8_gemm_nn(a, a_s, _fp8(256, 128), _f32(1, 2))
    # wgrad: A is [K, M] M-contiguous with column scales [cdiv(K,128), M]
    with pytest.raises(ValueError, match="a must be M-contiguous"):
        ops.fp8_gemm_tn(_fp8(64, 300).t(), _f32(3, 64), _fp8(300, 32), _f32(3, 32))
    with pytest.raises(ValueError, match=r"a_scale must have shape \(3, 64\)"):
        ops.fp8_gemm_tn(_fp8(300, 64), _f32(64, 3), _fp8(300, 32), _f32(3, 32))
    with pytest.raises(ValueError, match=r"b must be \[K, N\] with K=300"):
        ops.fp8_gemm_tn(_fp8(300, 64), _f32(3, 64), _fp8(200, 32), _f32(3, 32))


def test_grouped_rejects_bad_ids_and_weights():
    a, a_s = _fp8(64, 256), _f32(64, 2)
    b, b_s = _fp8(4, 128, 256), _f32(4, 1, 2)
    ids = torch.zeros(64, dtype=torch.int32)
    with pytest.raises(TypeError, match="group_ids must have dtype"):
        ops.fp8_grouped_gemm(a, a_s, b, b_s, ids.long())
    with pytest.raises(ValueError, match=r"group_ids must have shape \(64,\)"):
        ops.fp8_grouped_gemm(a, a_s, b, b_s, ids[:10])
    with pytest.raises(ValueError, match="b must be 3-D"):
        ops.fp8_grouped_gemm(a, a_s, b[0], b_s, ids)
    with pytest.raises(ValueError, match=r"b_scale must have shape \(4, 2, 1\)"):
        ops.fp8_grouped_gemm(a, a_s, _fp8(4, 256, 128), b_s, ids, trans_b=False)
    with pytest.raises(ValueError, match="a must be K- or M-contiguous"):
        ops.fp8_grouped_gemm(_fp8(64, 512)[:, ::2], a_s, b, b_s, ids)


def test_batched_rejects_bad_inputs():
    x = torch.zeros(2, 4, 256, dtype=torch.bfloat16)
    w, ws = _fp8(2, 128, 256), _f32(2, 1, 2)
    with pytest.raises(TypeError, match="x must have dtype"):
        ops.batched_fp8_gemm(x.float(), w, ws)
    with pytest.raises(ValueError, match=r"w must be \[B, N, K\]"):
        ops.batched_fp8_gemm(x, _fp8(3, 128, 256), ws)
    with pytest.raises(ValueError, match=r"w_scale must have shape \(2, 1, 2\)"):
        ops.batched_fp8_gemm(x, w, _f32(2, 2, 1))
    with pytest.raises(ValueError, match="x must be K-contiguous"):
        ops.batched_fp8_gemm(torch.zeros(2, 256, 4, dtype=torch.bfloat16).transpose(1, 2), w, ws)
    with pytest.raises(ValueError, match="split_k must be a positive int"):
        ops.batched_fp8_gemm(x, w, ws, split_k=0)


def test_linear_rejects_bad_inputs():
    w = torch.zeros(128, 256, dtype=torch.bfloat16)
    with pytest.raises(ValueError, match="in_features dimension 256"):
        ops.blockwise_fp8_linear(torch.zeros(4, 100, dtype=torch.bfloat16), w)
    with pytest.raises(TypeError, match="x must be a bf16/fp16/fp32 tensor"):
        ops.blockwise_fp8_linear(torch.zeros(4, 256, dtype=torch.int64), w)
    with pytest.raises(TypeError, match="weight must have dtype"):
        ops.blockwise_fp8_linear(torch.zeros(4, 256, dtype=torch.bfloat16), w.to(torch.int8))


def test_mixed_devices_rejected():
    if not torch.cuda.is_available():
        pytest.skip("needs a second device type")
    a, a_s = _fp8(64, 256), _f32(64, 2)
    with pytest.raises(ValueError, match="one device"):
        ops.fp8_gemm_nt(a, a_s.cuda(), _fp8(128, 256), _f32(1, 2))
