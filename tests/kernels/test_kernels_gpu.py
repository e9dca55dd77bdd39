"""Real-GPU smoke test (NVIDIA or AMD): the ops on small shapes against the reference."""

from __future__ import annotations

import pytest
import torch

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a GPU (torch.cuda.is_available() is False)"),
]


def test_linear_and_friends_on_gpu():
    from kernels import ops
    from kernels import reference as ref

    dev = torch.device("cuda")
    f8 = ops.default_fp8_dtype(dev)
    torch.manual_seed(0)
    x = torch.randn(512, 384, device=dev, dtype=torch.bfloat16, requires_grad=True)
    w = (torch.randn(256, 384, device=dev, dtype=torch.bfloat16) * 0.05).requires_grad_()
    y = ops.blockwise_fp8_linear(x, w)
    dy = torch.randn_like(y)
    y.backward(dy)
    xd, wd = x.detach(), w.detach()
    dx_ref, dw_ref = ref.linear_backward(xd, wd, dy, f8)
    assert ref.rel_fro_error(y, ref.linear_forward(xd, wd, f8)) < 0.02
    assert ref.rel_fro_error(x.grad, dx_ref) < 0.02
    assert ref.rel_fro_error(w.grad, dw_ref) < 0.02

    xb = torch.randn(2, 16, 512, device=dev, dtype=torch.bfloat16)
    wb = torch.randn(2, 256, 512, device=dev, dtype=torch.bfloat16)
    qs = [ops.quant_fp8_block2d(wb[i]) for i in range(2)]
    wq, ws = torch.stack([q for q, _ in qs]), torch.stack([s for _, s in qs])
    assert ref.rel_fro_error(ops.batched_fp8_gemm(xb, wq, ws), ref.batched_gemm(xb, wq, ws, f8)) < 0.02
