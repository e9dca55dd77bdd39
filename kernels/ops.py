"""PyTorch entry points for the blockwise FP8 kernels.

* ``quant_fp8_rowwise`` / ``quant_fp8_colwise`` / ``quant_fp8_dual`` / ``quant_fp8_block2d``
* ``fp8_gemm_nt`` (forward), ``fp8_gemm_nn`` (dgrad), ``fp8_gemm_tn`` (wgrad)
* ``fp8_grouped_gemm`` (each row of A picks its weight group)
* ``batched_fp8_gemm`` (small-B batched GEMM, inline activation quant, split-K)
* ``BlockwiseFP8Linear`` (autograd.Function) and ``blockwise_fp8_linear``

Dispatch: on ROCm the module-level autotuned kernels run with their AMD spaces. Those
configs carry HIP-only compile options (``kpack``, ``matrix_instr_nonkdim``) that the
NVIDIA backend rejects, so on CUDA (and in the interpreter) the inner heuristics/JIT
function is wrapped at first use in a small NVIDIA-friendly autotuner (``CUDA_CONFIGS``).
``pin_config`` / ``pinned`` force one explicit config (tests, benchmarks).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from typing import Any

import torch
import triton

from . import batched, gemm, quant

__all__ = [
    "BlockwiseFP8Linear",
    "batched_fp8_gemm",
    "blockwise_fp8_linear",
    "default_fp8_dtype",
    "fp8_gemm_nn",
    "fp8_gemm_nt",
    "fp8_gemm_tn",
    "fp8_grouped_gemm",
    "pin_config",
    "pinned",
    "quant_fp8_block2d",
    "quant_fp8_colwise",
    "quant_fp8_dual",
    "quant_fp8_rowwise",
]

BLOCK = 128
_FP8_DTYPES = (torch.float8_e4m3fn, torch.float8_e4m3fnuz)
_HIGH_PRECISION = (torch.bfloat16, torch.float16, torch.float32)
_AMD_ONLY_OPTIONS = ("kpack", "matrix_instr_nonkdim", "waves_per_eu")


# --------------------------------------------------------------------------------------
# Dispatch
# --------------------------------------------------------------------------------------


def _cfg(num_warps: int, num_stages: int, **kwargs: Any) -> triton.Config:
    return triton.Config(kwargs, num_warps=num_warps, num_stages=num_stages)


_GEMM_CUDA = [
    _cfg(8, 3, BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, GROUP_M=8, CHUNK=32),
    _cfg(4, 4, BLOCK_M=64, BLOCK_N=128, BLOCK_K=128, GROUP_M=8, CHUNK=32),
]

#: Small NVIDIA/interpreter spaces: every point costs a compile and a benchmark on first use.
CUDA_CONFIGS: dict[str, list[triton.Config]] = {
    "blockwise_fp8_nt_kernel": _GEMM_CUDA,
    "blockwise_fp8_nn_kernel": _GEMM_CUDA,
    "blockwise_fp8_tn_kernel": [
        _cfg(8, 3, BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, GROUP_M=8, CHUNK=32, WGRAD_TRANS_STORE=True),
        _cfg(8, 3, BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, GROUP_M=8, CHUNK=32, WGRAD_TRANS_STORE=False),
    ],
    "blockwise_fp8_grouped_kernel": _GEMM_CUDA[:1],
    "quant_fp8_rowwise_kernel": [_cfg(4, 1, BLOCK_M=32)],
    "quant_fp8_colwise_kernel": [_cfg(4, 1, BLOCK_K=64)],
    "quant_fp8_dual_kernel": [_cfg(8, 1)],
    "quant_fp8_block2d_kernel": [_cfg(8, 1)],
    "batched_fp8_splitk_kernel": [
        _cfg(4, 3, BLOCK_M=16, BLOCK_N=128, BLOCK_K=128),
        _cfg(4, 3, BLOCK_M=64, BLOCK_N=128, BLOCK_K=128),
    ],
    "splitk_reduce_kernel": [_cfg(4, 1, BLOCK=1024)],
}

_pins: dict[str, dict[str, Any]] = {}
_cuda_tuners: dict[str, Any] = {}


def pin_config(kernel_name: str, config: dict[str, Any] | None) -> None:
    """Run ``kernel_name`` with exactly ``config`` (meta-parameters plus num_warps /
    num_stages / backend options); ``None`` removes the pin."""
    if config is None:
        _pins.pop(kernel_name, None)
    else:
        _pins[kernel_name] = dict(config)


@contextlib.contextmanager
def pinned(**configs: dict[str, Any]) -> Iterator[None]:
    """``with pinned(blockwise_fp8_nt_kernel=dict(BLOCK_M=32, ...)):`` for a block of code."""
    saved = dict(_pins)
    _pins.update({k: dict(v) for k, v in configs.items()})
    try:
        yield
    finally:
        _pins.clear()
        _pins.update(saved)


def _interpreting() -> bool:
    return os.environ.get("TRITON_INTERPRET", "0") == "1"


def _use_amd_space() -> bool:
    return torch.version.hip is not None and not _interpreting()


def _name(kernel) -> str:
    fn = kernel
    while hasattr(fn, "fn"):  # Autotuner -> Heuristics -> JITFunction -> python function
        fn = fn.fn
    return fn.__name__


def _launch(kernel, grid, *args: Any, **fixed: Any) -> None:
    """Launch an ``@triton.autotune`` kernel with the right configuration space.

    ``fixed`` holds constexprs set by the caller (layout flags, NUM_XCDS); a pin may
    override them (e.g. NUM_XCDS=8 to exercise the XCD remap in the interpreter).
    """
    name = _name(kernel)
    inner = kernel.fn  # the heuristics layer (or the JIT function) under the autotuner
    pin = _pins.get(name)
    if pin is not None:
        meta = {**fixed, **pin}
        if not _use_amd_space():
            meta = {k: v for k, v in meta.items() if k not in _AMD_ONLY_OPTIONS}
        inner[grid](*args, **meta)
    elif _use_amd_space():
        kernel[grid](*args, **fixed)
    elif _interpreting():
        # No benchmarking in the interpreter: the first NVIDIA-friendly config.
        inner[grid](*args, **fixed, **CUDA_CONFIGS[name][0].all_kwargs())
    else:
        tuner = _cuda_tuners.get(name)
        if tuner is None:
            tuner = triton.autotune(configs=CUDA_CONFIGS[name], key=list(kernel.keys))(inner)
            _cuda_tuners[name] = tuner
        tuner[grid](*args, **fixed)


def _gemm_fixed() -> dict[str, Any]:
    # XCD remapping is an AMD (MI300X/MI355X: 8 XCDs) scheduling knob; identity elsewhere.
    return {} if _use_amd_space() else {"NUM_XCDS": 1}


def default_fp8_dtype(device: torch.device | str | None = None) -> torch.dtype:
    """The native E4M3 flavour: FNUZ on gfx942 (MI300), OCP E4M3 elsewhere."""
    if torch.version.hip is not None and torch.cuda.is_available():
        arch = torch.cuda.get_device_properties(device or torch.cuda.current_device()).gcnArchName
        if any(a in arch for a in ("gfx940", "gfx941", "gfx942")):
            return torch.float8_e4m3fnuz
    return torch.float8_e4m3fn


# --------------------------------------------------------------------------------------
# Validation
# --------------------------------------------------------------------------------------


def _check(name: str, t: Any, dtypes: tuple[torch.dtype, ...], ndim: int) -> None:
    if not isinstance(t, torch.Tensor):
        raise TypeError(f"{name} must be a torch.Tensor, got {type(t).__name__}")
    if t.dtype not in dtypes:
        raise TypeError(f"{name} must have dtype in {[str(d) for d in dtypes]}, got {t.dtype}")
    if t.dim() != ndim:
        raise ValueError(f"{name} must be {ndim}-D, got shape {tuple(t.shape)}")


def _check_shape(name: str, t: torch.Tensor, shape: tuple[int, ...]) -> None:
    if tuple(t.shape) != tuple(shape):
        raise ValueError(f"{name} must have shape {tuple(shape)}, got {tuple(t.shape)}")


def _check_unit_stride(name: str, t: torch.Tensor, dim: int, what: str) -> None:
    if t.size(dim) > 1 and t.stride(dim) != 1:
        raise ValueError(f"{name} must be {what} (stride 1 along dim {dim}), got strides {tuple(t.stride())}")


def _check_same_device(**tensors: torch.Tensor) -> None:
    devices = {t.device for t in tensors.values()}
    if len(devices) > 1:
        raise ValueError(f"all tensors must be on one device, got {{{', '.join(map(str, devices))}}}")


def _resolve_fp8(fp8_dtype: torch.dtype | None, device: torch.device) -> torch.dtype:
    dtype = fp8_dtype or default_fp8_dtype(device if device.type == "cuda" else None)
    if dtype not in _FP8_DTYPES:
        raise TypeError(f"fp8_dtype must be one of {[str(d) for d in _FP8_DTYPES]}, got {dtype}")
    return dtype


def _cdiv(a: int, b: int) -> int:
    return -(-a // b)


# --------------------------------------------------------------------------------------
# Quantisers
# --------------------------------------------------------------------------------------


def _empty_2d(rows: int, cols: int, dtype: torch.dtype, device: torch.device, column_major: bool) -> torch.Tensor:
    if column_major:
        return torch.empty((cols, rows), dtype=dtype, device=device).t()
    return torch.empty((rows, cols), dtype=dtype, device=device)


def quant_fp8_rowwise(x: torch.Tensor, fp8_dtype: torch.dtype | None = None) -> tuple[torch.Tensor, torch.Tensor]:
    """1x128 groups along K of a [M, K] tensor -> (q [M, K] row-major, scale [M, cdiv(K,128)]).

    The scale is returned K-block-major (strides (1, M)): the GEMM main loop reads one
    contiguous [BLOCK_M] vector of it per K step.
    """
    _check("x", x, _HIGH_PRECISION, 2)
    f8 = _resolve_fp8(fp8_dtype, x.device)
    M, K = x.shape
    q = torch.empty((M, K), dtype=f8, device=x.device)
    scale = _empty_2d(M, _cdiv(K, BLOCK), torch.float32, x.device, column_major=True)
    _launch(quant.quant_fp8_rowwise_kernel, lambda meta: (triton.cdiv(M, meta["BLOCK_M"]), triton.cdiv(K, BLOCK)),
            x, q, scale, M, K, *x.stride(), *q.stride(), *scale.stride())
    return q, scale


def quant_fp8_colwise(x: torch.Tensor, fp8_dtype: torch.dtype | None = None,
                      column_major: bool = False) -> tuple[torch.Tensor, torch.Tensor]:
    """128x1 groups along M of a [M, K] tensor -> (q [M, K], scale [cdiv(M,128), K] row-major).

    ``column_major=True`` stores q with strides (1, M) (i.e. q.t() is a contiguous [K, M]).
    """
    _check("x", x, _HIGH_PRECISION, 2)
    f8 = _resolve_fp8(fp8_dtype, x.device)
    M, K = x.shape
    q = _empty_2d(M, K, f8, x.device, column_major)
    scale = torch.empty((_cdiv(M, BLOCK), K), dtype=torch.float32, device=x.device)
    _launch(quant.quant_fp8_colwise_kernel, lambda meta: (triton.cdiv(M, BLOCK), triton.cdiv(K, meta["BLOCK_K"])),
            x, q, scale, M, K, *x.stride(), *q.stride(), *scale.stride())
    return q, scale


def quant_fp8_dual(x: torch.Tensor, fp8_dtype: torch.dtype | None = None, column_major: bool = False
                   ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """One read of x, both quantisations: (q_row, scale_row, q_col, scale_col), identical to
    ``quant_fp8_rowwise(x)`` + ``quant_fp8_colwise(x, column_major=column_major)``."""
    _check("x", x, _HIGH_PRECISION, 2)
    f8 = _resolve_fp8(fp8_dtype, x.device)
    M, K = x.shape
    q_row = torch.empty((M, K), dtype=f8, device=x.device)
    s_row = _empty_2d(M, _cdiv(K, BLOCK), torch.float32, x.device, column_major=True)
    q_col = _empty_2d(M, K, f8, x.device, column_major)
    s_col = torch.empty((_cdiv(M, BLOCK), K), dtype=torch.float32, device=x.device)
    _launch(quant.quant_fp8_dual_kernel, (triton.cdiv(M, BLOCK), triton.cdiv(K, BLOCK)),
            x, q_row, s_row, q_col, s_col, M, K, *x.stride(), *q_row.stride(), *s_row.stride(),
            *q_col.stride(), *s_col.stride())
    return q_row, s_row, q_col, s_col


def quant_fp8_block2d(w: torch.Tensor, fp8_dtype: torch.dtype | None = None) -> tuple[torch.Tensor, torch.Tensor]:
    """128x128 blocks of a [N, K] weight -> (q [N, K], scale [cdiv(N,128), cdiv(K,128)])."""
    _check("w", w, _HIGH_PRECISION, 2)
    f8 = _resolve_fp8(fp8_dtype, w.device)
    N, K = w.shape
    q = torch.empty((N, K), dtype=f8, device=w.device)
    scale = torch.empty((_cdiv(N, BLOCK), _cdiv(K, BLOCK)), dtype=torch.float32, device=w.device)
    _launch(quant.quant_fp8_block2d_kernel, (triton.cdiv(N, BLOCK), triton.cdiv(K, BLOCK)),
            w, q, scale, N, K, *w.stride(), *q.stride(), *scale.stride())
    return q, scale


# --------------------------------------------------------------------------------------
# GEMMs
# --------------------------------------------------------------------------------------


def _gemm_grid(M: int, N: int):
    return lambda meta: (triton.cdiv(M, meta["BLOCK_M"]) * triton.cdiv(N, meta["BLOCK_N"]),)


def fp8_gemm_nt(a: torch.Tensor, a_scale: torch.Tensor, b: torch.Tensor, b_scale: torch.Tensor,
                out_dtype: torch.dtype = torch.bfloat16) -> torch.Tensor:
    """Forward ``a @ b.T``: a fp8 [M, K] (unit K stride) with a_scale [M, cdiv(K,128)];
    b fp8 [N, K] (unit K stride) with b_scale [cdiv(N,128), cdiv(K,128)]. Returns [M, N]."""
    _check("a", a, _FP8_DTYPES, 2)
    _check("b", b, (a.dtype,), 2)
    _check("a_scale", a_scale, (torch.float32,), 2)
    _check("b_scale", b_scale, (torch.float32,), 2)
    M, K = a.shape
    N = b.shape[0]
    if b.shape[1] != K:
        raise ValueError(f"b must be [N, K] with K={K} (a is {tuple(a.shape)}), got {tuple(b.shape)}")
    _check_shape("a_scale", a_scale, (M, _cdiv(K, BLOCK)))
    _check_shape("b_scale", b_scale, (_cdiv(N, BLOCK), _cdiv(K, BLOCK)))
    _check_unit_stride("a", a, 1, "K-contiguous")
    _check_unit_stride("b", b, 1, "K-contiguous")
    _check_same_device(a=a, b=b, a_scale=a_scale, b_scale=b_scale)
    c = torch.empty((M, N), dtype=out_dtype, device=a.device)
    _launch(gemm.blockwise_fp8_nt_kernel, _gemm_grid(M, N),
            a, b, c, a_scale, b_scale, M, N, K, a.stride(0), b.stride(0), c.stride(0),
            *a_scale.stride(), *b_scale.stride(), **_gemm_fixed())
    return c


def fp8_gemm_nn(a: torch.Tensor, a_scale: torch.Tensor, b: torch.Tensor, b_scale: torch.Tensor,
                out_dtype: torch.dtype = torch.bfloat16) -> torch.Tensor:
    """Dgrad ``a @ b``: a fp8 [M, K] (unit K stride) with a_scale [M, cdiv(K,128)];
    b fp8 [K, N] (unit N stride, e.g. the forward weight) with b_scale [cdiv(K,128), cdiv(N,128)]."""
    _check("a", a, _FP8_DTYPES, 2)
    _check("b", b, (a.dtype,), 2)
    _check("a_scale", a_scale, (torch.float32,), 2)
    _check("b_scale", b_scale, (torch.float32,), 2)
    M, K = a.shape
    N = b.shape[1]
    if b.shape[0] != K:
        raise ValueError(f"b must be [K, N] with K={K} (a is {tuple(a.shape)}), got {tuple(b.shape)}")
    _check_shape("a_scale", a_scale, (M, _cdiv(K, BLOCK)))
    _check_shape("b_scale", b_scale, (_cdiv(K, BLOCK), _cdiv(N, BLOCK)))
    _check_unit_stride("a", a, 1, "K-contiguous")
    _check_unit_stride("b", b, 1, "N-contiguous")
    _check_same_device(a=a, b=b, a_scale=a_scale, b_scale=b_scale)
    c = torch.empty((M, N), dtype=out_dtype, device=a.device)
    _launch(gemm.blockwise_fp8_nn_kernel, _gemm_grid(M, N),
            a, b, c, a_scale, b_scale, M, N, K, a.stride(0), b.stride(0), c.stride(0),
            *a_scale.stride(), *b_scale.stride(), **_gemm_fixed())
    return c


def fp8_gemm_tn(a: torch.Tensor, a_scale: torch.Tensor, b: torch.Tensor, b_scale: torch.Tensor,
                out_dtype: torch.dtype = torch.bfloat16) -> torch.Tensor:
    """Wgrad ``a.T @ b``: a fp8 [K, M] (unit M stride) with column scales a_scale [cdiv(K,128), M];
    b fp8 [K, N] (unit N stride) with b_scale [cdiv(K,128), N].

    Returns C [M, N] stored M-contiguous (strides (1, M)), so ``C.t()`` is a contiguous
    [N, M] tensor: with a = X [tokens, in], b = dY [tokens, out] that is dW [out, in].
    """
    _check("a", a, _FP8_DTYPES, 2)
    _check("b", b, (a.dtype,), 2)
    _check("a_scale", a_scale, (torch.float32,), 2)
    _check("b_scale", b_scale, (torch.float32,), 2)
    K, M = a.shape
    N = b.shape[1]
    if b.shape[0] != K:
        raise ValueError(f"b must be [K, N] with K={K} (a is {tuple(a.shape)}), got {tuple(b.shape)}")
    _check_shape("a_scale", a_scale, (_cdiv(K, BLOCK), M))
    _check_shape("b_scale", b_scale, (_cdiv(K, BLOCK), N))
    _check_unit_stride("a", a, 1, "M-contiguous")
    _check_unit_stride("b", b, 1, "N-contiguous")
    _check_same_device(a=a, b=b, a_scale=a_scale, b_scale=b_scale)
    c_t = torch.empty((N, M), dtype=out_dtype, device=a.device)
    _launch(gemm.blockwise_fp8_tn_kernel, _gemm_grid(M, N),
            a, b, c_t, a_scale, b_scale, M, N, K, a.stride(0), b.stride(0), c_t.stride(0),
            *a_scale.stride(), *b_scale.stride(), **_gemm_fixed())
    return c_t.t()


def fp8_gemm_nt_rowscaled(a: torch.Tensor, a_scale: torch.Tensor, b: torch.Tensor, b_scale: torch.Tensor,
                          out_dtype: torch.dtype = torch.bfloat16) -> torch.Tensor:
    """``a @ b.T`` with 1x128 scales on BOTH operands: a fp8 [M, K] with a_scale [M, cdiv(K,128)],
    b fp8 [N, K] with b_scale [N, cdiv(K,128)] (both K-contiguous).

    The K-major form of wgrad (a = dY_col^T, b = X_col^T, K = tokens): what NVIDIA's fp8
    wgmma wants, since it only takes K-major operands from shared memory. Runs the shared
    layout-parameterised kernel (one group, SCALE_2D_B=False).
    """
    _check("a", a, _FP8_DTYPES, 2)
    _check("b", b, (a.dtype,), 2)
    _check("a_scale", a_scale, (torch.float32,), 2)
    _check("b_scale", b_scale, (torch.float32,), 2)
    M, K = a.shape
    N = b.shape[0]
    if b.shape[1] != K:
        raise ValueError(f"b must be [N, K] with K={K} (a is {tuple(a.shape)}), got {tuple(b.shape)}")
    _check_shape("a_scale", a_scale, (M, _cdiv(K, BLOCK)))
    _check_shape("b_scale", b_scale, (N, _cdiv(K, BLOCK)))
    _check_unit_stride("a", a, 1, "K-contiguous")
    _check_unit_stride("b", b, 1, "K-contiguous")
    _check_same_device(a=a, b=b, a_scale=a_scale, b_scale=b_scale)
    c = torch.empty((M, N), dtype=out_dtype, device=a.device)
    one_group = torch.zeros((M,), dtype=torch.int32, device=a.device)
    _launch(gemm.blockwise_fp8_grouped_kernel, _gemm_grid(M, N),
            a, b, c, a_scale, b_scale, one_group, M, N, K, a.stride(0), 0, b.stride(0), c.stride(0),
            *a_scale.stride(), 0, *b_scale.stride(),
            A_K_CONTIGUOUS=True, B_K_CONTIGUOUS=True, SCALE_2D_B=False, **_gemm_fixed())
    return c


def fp8_grouped_gemm(a: torch.Tensor, a_scale: torch.Tensor, b: torch.Tensor, b_scale: torch.Tensor,
                     group_ids: torch.Tensor, trans_b: bool = True,
                     out_dtype: torch.dtype = torch.bfloat16) -> torch.Tensor:
    """``out[m] = a[m] @ op(b[group_ids[m]])`` with op = transpose (``trans_b``, b [G, N, K],
    b_scale [G, cdiv(N,128), cdiv(K,128)]) or identity (b [G, K, N], b_scale [G, cdiv(K,128), cdiv(N,128)]).

    a fp8 [M, K], K-contiguous or M-contiguous, a_scale [M, cdiv(K,128)]; group_ids int32 [M]
    with values in [-1, G) (-1: padding row, output 0). Rows of a group should be contiguous.
    """
    _check("a", a, _FP8_DTYPES, 2)
    _check("b", b, (a.dtype,), 3)
    _check("a_scale", a_scale, (torch.float32,), 2)
    _check("b_scale", b_scale, (torch.float32,), 3)
    _check("group_ids", group_ids, (torch.int32,), 1)
    M, K = a.shape
    G = b.shape[0]
    if trans_b:
        N = b.shape[1]
        if b.shape[2] != K:
            raise ValueError(f"b must be [G, N, K] with K={K}, got {tuple(b.shape)}")
        _check_shape("b_scale", b_scale, (G, _cdiv(N, BLOCK), _cdiv(K, BLOCK)))
        _check_unit_stride("b", b, 2, "K-contiguous")
        stride_b, stride_bs_n, stride_bs_k = b.stride(1), b_scale.stride(1), b_scale.stride(2)
    else:
        N = b.shape[2]
        if b.shape[1] != K:
            raise ValueError(f"b must be [G, K, N] with K={K}, got {tuple(b.shape)}")
        _check_shape("b_scale", b_scale, (G, _cdiv(K, BLOCK), _cdiv(N, BLOCK)))
        _check_unit_stride("b", b, 2, "N-contiguous")
        stride_b, stride_bs_n, stride_bs_k = b.stride(1), b_scale.stride(2), b_scale.stride(1)
    _check_shape("a_scale", a_scale, (M, _cdiv(K, BLOCK)))
    _check_shape("group_ids", group_ids, (M,))
    if a.stride(1) == 1 or K == 1:
        a_k_contiguous, stride_a = True, a.stride(0)
    elif a.stride(0) == 1:
        a_k_contiguous, stride_a = False, a.stride(1)
    else:
        raise ValueError(f"a must be K- or M-contiguous, got strides {tuple(a.stride())}")
    _check_unit_stride("group_ids", group_ids, 0, "contiguous")
    _check_same_device(a=a, b=b, a_scale=a_scale, b_scale=b_scale, group_ids=group_ids)
    c = torch.empty((M, N), dtype=out_dtype, device=a.device)
    _launch(gemm.blockwise_fp8_grouped_kernel, _gemm_grid(M, N),
            a, b, c, a_scale, b_scale, group_ids, M, N, K, stride_a, b.stride(0), stride_b, c.stride(0),
            *a_scale.stride(), b_scale.stride(0), stride_bs_n, stride_bs_k,
            A_K_CONTIGUOUS=a_k_contiguous, B_K_CONTIGUOUS=trans_b, SCALE_2D_B=True, **_gemm_fixed())
    return c


def _default_split_k(tiles: int, k_blocks: int, device: torch.device) -> int:
    """Enough programs for about two waves, at least 2 splits (split-K is this kernel's point)."""
    sms = torch.cuda.get_device_properties(device).multi_processor_count if device.type == "cuda" else 304
    return max(1, min(k_blocks, max(2, _cdiv(2 * sms, max(tiles, 1))), 16))


def batched_fp8_gemm(x: torch.Tensor, w: torch.Tensor, w_scale: torch.Tensor, split_k: int | None = None,
                     out_dtype: torch.dtype = torch.bfloat16) -> torch.Tensor:
    """``out[b] = x[b] @ w[b].T`` for small B: x bf16 [B, M, K] (quantised to fp8 inline with
    1x128 per-token-group scales), w fp8 [B, N, K], w_scale fp32 [B, cdiv(N,128), cdiv(K,128)].

    Always split-K (fp32 workspace [split_k, B, M, N] + a reduction kernel)."""
    _check("x", x, (torch.bfloat16, torch.float16), 3)
    _check("w", w, _FP8_DTYPES, 3)
    _check("w_scale", w_scale, (torch.float32,), 3)
    Bsz, M, K = x.shape
    N = w.shape[1]
    if w.shape[0] != Bsz or w.shape[2] != K:
        raise ValueError(f"w must be [B, N, K] = [{Bsz}, N, {K}], got {tuple(w.shape)}")
    _check_shape("w_scale", w_scale, (Bsz, _cdiv(N, BLOCK), _cdiv(K, BLOCK)))
    _check_unit_stride("x", x, 2, "K-contiguous")
    _check_unit_stride("w", w, 2, "K-contiguous")
    _check_same_device(x=x, w=w, w_scale=w_scale)
    k_blocks = _cdiv(K, BLOCK)
    if split_k is None:
        split_k = _default_split_k(Bsz * _cdiv(M, 64) * _cdiv(N, 128), k_blocks, x.device)
    if not isinstance(split_k, int) or split_k < 1:
        raise ValueError(f"split_k must be a positive int, got {split_k!r}")
    ws = torch.empty((split_k, Bsz, M, N), dtype=torch.float32, device=x.device)
    grid = lambda meta: (split_k * Bsz * triton.cdiv(M, meta["BLOCK_M"]) * triton.cdiv(N, meta["BLOCK_N"]),)  # noqa: E731
    _launch(batched.batched_fp8_splitk_kernel, grid, x, w, w_scale, ws, Bsz, M, N, K,
            x.stride(0), x.stride(1), w.stride(0), w.stride(1), *w_scale.stride(), split_k)
    out = torch.empty((Bsz, M, N), dtype=out_dtype, device=x.device)
    numel = out.numel()
    _launch(batched.splitk_reduce_kernel, lambda meta: (triton.cdiv(numel, meta["BLOCK"]),), ws, out, numel, split_k)
    return out


# --------------------------------------------------------------------------------------
# Linear layer
# --------------------------------------------------------------------------------------


#: Backward formulation: "tn" = the AMD layouts of the PR (dgrad NN on the forward weight,
#: wgrad TN with strided-K loads, no transposed copies); "kmajor" = every GEMM as NT with
#: K-contiguous operands (column-major col-wise quant outputs, a transposed fp8 weight
#: copy), for NVIDIA where fp8 wgmma reads only K-major operands from shared memory;
#: "auto" = "kmajor" on CUDA, "tn" on ROCm and in the interpreter.
BWD_LAYOUT = "auto"


def _backward_layout() -> str:
    if BWD_LAYOUT == "auto":
        on_nvidia = torch.version.hip is None and torch.cuda.is_available() and not _interpreting()
        return "kmajor" if on_nvidia else "tn"
    if BWD_LAYOUT not in ("tn", "kmajor"):
        raise ValueError(f"BWD_LAYOUT must be 'auto', 'tn' or 'kmajor', got {BWD_LAYOUT!r}")
    return BWD_LAYOUT


class BlockwiseFP8Linear(torch.autograd.Function):
    """``y = x @ weight.T`` with blockwise FP8 (E4M3, block 128) in forward and backward.

    forward : dual quant of x (one read; row-wise for this GEMM, col-wise kept for wgrad),
              128x128 weight quant, NT kernel.
    backward: dual quant of dy; dgrad = NN(dy_row, w_q); wgrad = TN(x_col, dy_col) reusing
              the col-wise x saved by forward (no re-quantisation of x).
    With ``BWD_LAYOUT`` "kmajor" (NVIDIA) the col-wise outputs are stored column-major and
    dgrad / wgrad run as NT GEMMs on K-contiguous operands (see ``fp8_gemm_nt_rowscaled``).
    """

    @staticmethod
    def forward(ctx, x: torch.Tensor, weight: torch.Tensor, fp8_dtype: torch.dtype | None = None) -> torch.Tensor:
        _check("weight", weight, _HIGH_PRECISION, 2)
        if not isinstance(x, torch.Tensor) or x.dtype not in _HIGH_PRECISION:
            raise TypeError(f"x must be a bf16/fp16/fp32 tensor, got {getattr(x, 'dtype', type(x))}")
        N, K = weight.shape
        if x.dim() < 1 or x.shape[-1] != K:
            raise ValueError(f"x must end with the in_features dimension {K}, got shape {tuple(x.shape)}")
        f8 = _resolve_fp8(fp8_dtype, x.device)
        x2 = x.reshape(-1, K)
        layout = _backward_layout()
        xq_row, xs_row, xq_col, xs_col = quant_fp8_dual(x2, f8, column_major=layout == "kmajor")
        wq, ws = quant_fp8_block2d(weight, f8)
        y = fp8_gemm_nt(xq_row, xs_row, wq, ws, out_dtype=x.dtype if x.dtype != torch.float32 else torch.bfloat16)
        ctx.save_for_backward(xq_col, xs_col, wq, ws)
        ctx.layout = layout
        ctx.f8 = f8
        ctx.x_shape = x.shape
        ctx.x_dtype = x.dtype
        ctx.w_dtype = weight.dtype
        return y.reshape(*x.shape[:-1], N)

    @staticmethod
    def backward(ctx, dy: torch.Tensor):
        xq_col, xs_col, wq, ws = ctx.saved_tensors
        N = wq.shape[0]
        dy2 = dy.reshape(-1, N)
        if dy2.dtype not in (torch.bfloat16, torch.float16):
            dy2 = dy2.to(torch.bfloat16)
        kmajor = ctx.layout == "kmajor"
        dyq_row, dys_row, dyq_col, dys_col = quant_fp8_dual(dy2, ctx.f8, column_major=kmajor)
        dx = dw = None
        if kmajor:
            if ctx.needs_input_grad[0]:
                # dX = dY @ W = dY @ (W^T)^T: NT on a transposed fp8 copy of W (1 byte/element).
                dx = fp8_gemm_nt(dyq_row, dys_row, wq.t().contiguous(), ws.t())
                dx = dx.reshape(ctx.x_shape).to(ctx.x_dtype)
            if ctx.needs_input_grad[1]:
                # dW[N, K] = dY_col^T @ X_col with tokens as the contiguous reduction dim.
                dw = fp8_gemm_nt_rowscaled(dyq_col.t(), dys_col.t(), xq_col.t(), xs_col.t()).to(ctx.w_dtype)
            return dx, dw, None
        if ctx.needs_input_grad[0]:
            # dX[M, K] = dY[M, N] @ W[N, K]: W read as the NN kernel's [K_red=N, N_out=K] operand.
            dx = fp8_gemm_nn(dyq_row, dys_row, wq, ws).reshape(ctx.x_shape).to(ctx.x_dtype)
        if ctx.needs_input_grad[1]:
            # dW[N, K] = dY^T @ X = (X^T @ dY)^T: TN with A = X_col [tokens, K], B = dY_col [tokens, N].
            dw = fp8_gemm_tn(xq_col, xs_col, dyq_col, dys_col).t().to(ctx.w_dtype)
        return dx, dw, None


def blockwise_fp8_linear(x: torch.Tensor, weight: torch.Tensor, fp8_dtype: torch.dtype | None = None) -> torch.Tensor:
    """Functional blockwise-FP8 linear layer (no bias): ``x @ weight.T``."""
    return BlockwiseFP8Linear.apply(x, weight, fp8_dtype)
