"""Plain-torch reference of the blockwise FP8 math (CPU or GPU, no Triton).

Same conventions as ``kernels.quant``: per group, ``scale = max(amax, 1e-12) / FP8_MAX``
and ``q = clamp(x / scale, -FP8_MAX, FP8_MAX).to(fp8)``; dequantisation is ``q * scale``.
The GEMM references dequantise both operands to fp32 and multiply in fp32 (float64 on
request): since every scale is constant over a 128-long K block, that is exactly the
kernels' ``sum_k dot(a_q, b_q) * a_scale * b_scale``, up to fp32 summation order.
"""

from __future__ import annotations

import torch

BLOCK = 128
EPS = 1e-12


def fp8_max(dtype: torch.dtype) -> float:
    return float(torch.finfo(dtype).max)


def _pad_to(x: torch.Tensor, dim: int, multiple: int) -> torch.Tensor:
    pad = (-x.shape[dim]) % multiple
    if pad == 0:
        return x
    shape = list(x.shape)
    shape[dim] = pad
    return torch.cat([x, x.new_zeros(shape)], dim=dim)


def _quant(x: torch.Tensor, amax: torch.Tensor, fp8_dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    """amax broadcastable to x (already expanded to x's shape)."""
    scale = torch.clamp(amax, min=EPS) / fp8_max(fp8_dtype)
    q = torch.clamp(x / scale, -fp8_max(fp8_dtype), fp8_max(fp8_dtype)).to(fp8_dtype)
    return q, scale


def quant_rowwise(x: torch.Tensor, fp8_dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    """x [M, K] -> q [M, K], scale [M, cdiv(K, 128)] (1x128 groups along K)."""
    M, K = x.shape
    xp = _pad_to(x.float(), 1, BLOCK).reshape(M, -1, BLOCK)
    amax = xp.abs().amax(dim=2, keepdim=True)
    q, scale = _quant(xp, amax, fp8_dtype)
    return q.reshape(M, -1)[:, :K], scale.reshape(M, -1)


def quant_colwise(x: torch.Tensor, fp8_dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    """x [M, K] -> q [M, K], scale [cdiv(M, 128), K] (128x1 groups along M)."""
    q_t, s_t = quant_rowwise(x.t(), fp8_dtype)
    return q_t.t(), s_t.t()


def quant_block2d(w: torch.Tensor, fp8_dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    """w [N, K] -> q [N, K], scale [cdiv(N, 128), cdiv(K, 128)] (128x128 blocks)."""
    N, K = w.shape
    wp = _pad_to(_pad_to(w.float(), 0, BLOCK), 1, BLOCK)
    nb, kb = wp.shape[0] // BLOCK, wp.shape[1] // BLOCK
    blocks = wp.reshape(nb, BLOCK, kb, BLOCK)
    amax = blocks.abs().amax(dim=(1, 3), keepdim=True)
    q, scale = _quant(blocks, amax, fp8_dtype)
    return q.reshape(nb * BLOCK, kb * BLOCK)[:N, :K], scale.reshape(nb, kb)


def dequant_rowwise(q: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    K = q.shape[1]
    return q.float() * scale.float().repeat_interleave(BLOCK, dim=1)[:, :K]


def dequant_colwise(q: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    M = q.shape[0]
    return q.float() * scale.float().repeat_interleave(BLOCK, dim=0)[:M]


def dequant_block2d(q: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    N, K = q.shape
    s = scale.float().repeat_interleave(BLOCK, dim=0).repeat_interleave(BLOCK, dim=1)[:N, :K]
    return q.float() * s


def gemm_nt(a, a_scale, b, b_scale, dtype=torch.float32) -> torch.Tensor:
    """a [M,K] with 1x128 scales, b [N,K] with 128x128 scales -> a @ b.T."""
    return (dequant_rowwise(a, a_scale).to(dtype) @ dequant_block2d(b, b_scale).to(dtype).t()).float()


def gemm_nn(a, a_scale, b, b_scale, dtype=torch.float32) -> torch.Tensor:
    """a [M,K] with 1x128 scales, b [K,N] with 128x128 scales [K/128, N/128] -> a @ b."""
    return (dequant_rowwise(a, a_scale).to(dtype) @ dequant_block2d(b, b_scale).to(dtype)).float()


def gemm_tn(a, a_scale, b, b_scale, dtype=torch.float32) -> torch.Tensor:
    """a [K,M], b [K,N], both with 128x1 column scales [K/128, *] -> a.T @ b ([M, N])."""
    return (dequant_colwise(a, a_scale).to(dtype).t() @ dequant_colwise(b, b_scale).to(dtype)).float()


def grouped_gemm(a, a_scale, b, b_scale, group_ids, trans_b=True) -> torch.Tensor:
    """out[m] = a[m] @ op(b[group_ids[m]]); rows with a negative id are 0."""
    a_deq = dequant_rowwise(a, a_scale)
    M = a.shape[0]
    N = b.shape[1] if trans_b else b.shape[2]
    out = torch.zeros((M, N), dtype=torch.float32, device=a.device)
    for g in range(b.shape[0]):
        rows = group_ids == g
        if not bool(rows.any()):
            continue
        if trans_b:
            w = dequant_block2d(b[g], b_scale[g]).t()
        else:
            w = dequant_block2d(b[g], b_scale[g])
        out[rows] = a_deq[rows] @ w
    return out


def batched_gemm(x, w, w_scale, fp8_dtype) -> torch.Tensor:
    """x bf16 [B,M,K] quantised 1x128 per token group; w fp8 [B,N,K] with 128x128 scales."""
    outs = []
    for i in range(x.shape[0]):
        xq, xs = quant_rowwise(x[i], fp8_dtype)
        outs.append(gemm_nt(xq, xs, w[i], w_scale[i]))
    return torch.stack(outs)


def linear_forward(x2d, weight, fp8_dtype):
    xq, xs = quant_rowwise(x2d, fp8_dtype)
    wq, ws = quant_block2d(weight, fp8_dtype)
    return gemm_nt(xq, xs, wq, ws)


def linear_backward(x2d, weight, dy2d, fp8_dtype):
    """(dx, dw) with the same quantisation choices as ``ops.BlockwiseFP8Linear``."""
    wq, ws = quant_block2d(weight, fp8_dtype)
    dyq_r, dys_r = quant_rowwise(dy2d, fp8_dtype)
    dx = gemm_nn(dyq_r, dys_r, wq, ws)  # W [N, K] is the NN kernel's [K_red, N_out] operand
    xq_c, xs_c = quant_colwise(x2d, fp8_dtype)
    dyq_c, dys_c = quant_colwise(dy2d, fp8_dtype)
    dw = gemm_tn(dyq_c, dys_c, xq_c, xs_c)
    return dx, dw


def rel_fro_error(out: torch.Tensor, ref: torch.Tensor) -> float:
    """||out - ref||_F / ||ref||_F in float64 (inf if out has NaN/Inf)."""
    out64, ref64 = out.detach().double(), ref.detach().double()
    if not torch.isfinite(out64).all():
        return float("inf")
    return float((out64 - ref64).norm() / ref64.norm().clamp_min(1e-30))
