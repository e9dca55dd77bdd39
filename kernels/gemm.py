"""Blockwise-scaled FP8 GEMM kernels (E4M3 operands, fp32 block scales, bf16 output).

Scaling convention (shared with ``kernels.quant`` and ``kernels.reference``): a quantised
tensor ``q`` and its fp32 ``scale`` dequantise as ``q.float() * scale`` broadcast over the
block, i.e. ``scale = amax / FP8_MAX`` per block.

Every GEMM here reduces over K in steps of ``BLOCK_K == 128``, which is also the
quantisation group along K, so each K step needs exactly one scale per row of A and
one scale (2-D weight blocks) or one per column (1-D) of B:

    acc += dot(a_q, b_q) * a_scale[:, None] * b_scale

Layout names follow the PR this studies:

* ``NT`` forward  ``Y  = X  @ W^T``   A=[M,K] K-contiguous, B=[N,K] K-contiguous, 128x128 B scales
* ``NN`` dgrad    ``dX = dY @ W``     A=[M,K] K-contiguous, B=[K,N] N-contiguous, 128x128 B scales
* ``TN`` wgrad    ``dW = dY^T @ X``   A=[K,M] M-contiguous, B=[K,N] N-contiguous, 1x128 (per-column) B
  scales, output stored M-contiguous (``stride_cm == 1``), see ``WGRAD_TRANS_STORE``.

Each layout is its own ``@triton.jit`` entry point with the layout fixed as constexprs;
they share one main-loop helper. ``blockwise_fp8_grouped_kernel`` keeps the layout
constexprs as parameters and serves the grouped GEMM.

Offsets: every program moves its scalar base pointers to its own tile with int64
arithmetic (``pid * BLOCK * stride`` can pass 2**31 on e.g. M=32768, N=106496) and the K
loop advances those scalar pointers, so only tile-local offsets (< BLOCK * stride) are
kept in 32-bit vector registers. That keeps the AMD backend's buffer instructions
(32-bit VGPR offset + SGPR base) while never overflowing.

This module must not import torch (asmscope imports it for cross-compilation only).
"""

from __future__ import annotations

import triton
import triton.language as tl

from .quant import _quantise_along

#: Quantisation group; the only BLOCK_K the kernels accept.
SCALE_BLOCK = 128

# --------------------------------------------------------------------------------------
# Autotune spaces (AMD-shaped). ``kpack`` and ``matrix_instr_nonkdim`` are HIP compile
# options: Triton routes Config kwargs that name backend options to the compiler.
# --------------------------------------------------------------------------------------


def _config(block_m: int, block_n: int, kpack: int, group_m: int, chunk: int, num_stages: int,
            nonkdim: int | None = None, **extra) -> triton.Config:
    kwargs = {
        "BLOCK_M": block_m,
        "BLOCK_N": block_n,
        "BLOCK_K": SCALE_BLOCK,
        "GROUP_M": group_m,
        "CHUNK": chunk,
        "kpack": kpack,
        **extra,
    }
    if nonkdim is not None:
        kwargs["matrix_instr_nonkdim"] = nonkdim
    # 4 warps cover a 128-row tile, 8 warps a 256-row tile (one wave64 per 32 rows).
    return triton.Config(kwargs, num_warps=4 if block_m == 128 else 8, num_stages=num_stages)


def main_configs() -> list[triton.Config]:
    """The 32-config "main" space: BM{128,256} x BN128 x kpack{1,2} x GM{4,8} x CHUNK{32,64} x ns{1,2}."""
    return [
        _config(bm, 128, kp, gm, ch, ns)
        for bm in (128, 256) for kp in (1, 2) for gm in (4, 8) for ch in (32, 64) for ns in (1, 2)
    ]


def extended_configs() -> list[triton.Config]:
    """96 configs: the main space plus BLOCK_N=64 and num_stages=3 (forward and dgrad)."""
    return [
        _config(bm, bn, kp, gm, ch, ns)
        for bm in (128, 256) for bn in (64, 128) for kp in (1, 2) for gm in (4, 8) for ch in (32, 64)
        for ns in (1, 2, 3)
    ]


def dgrad_configs() -> list[triton.Config]:
    """144 configs: the extended space plus, on BLOCK_M=256 only, the same points with
    ``matrix_instr_nonkdim=16`` (16x16 MFMA: 4 accumulator AGPRs per lane instead of 16,
    the cure for the NN BM=256 AGPR pressure the PR measured)."""
    base = extended_configs()
    stacked = [
        _config(c.kwargs["BLOCK_M"], c.kwargs["BLOCK_N"], c.kwargs["kpack"], c.kwargs["GROUP_M"], c.kwargs["CHUNK"],
                c.num_stages, nonkdim=16) for c in base if c.kwargs["BLOCK_M"] == 256
    ]
    return base + stacked


def wgrad_configs() -> list[triton.Config]:
    """128 configs: BM{128,256} x BN{64,128} x kpack{1,2} x GM{4,8} x CHUNK{32,64} x ns{1,2}
    x WGRAD_TRANS_STORE{True,False}. num_stages=3 is left out as in the PR (an AMD backend
    assertion on the dual strided-K load pattern)."""
    return [
        _config(bm, bn, kp, gm, ch, ns, WGRAD_TRANS_STORE=ts)
        for bm in (128, 256) for bn in (64, 128) for kp in (1, 2) for gm in (4, 8) for ch in (32, 64)
        for ns in (1, 2) for ts in (True, False)
    ]


FWD_CONFIGS = extended_configs()
DGRAD_CONFIGS = dgrad_configs()
WGRAD_CONFIGS = wgrad_configs()
GROUPED_CONFIGS = main_configs()

#: Kernel name -> autotune space, for tools that enumerate without launching.
AUTOTUNE_SPACES = {
    "blockwise_fp8_nt_kernel": FWD_CONFIGS,
    "blockwise_fp8_nn_kernel": DGRAD_CONFIGS,
    "blockwise_fp8_tn_kernel": WGRAD_CONFIGS,
    "blockwise_fp8_grouped_kernel": GROUPED_CONFIGS,
}

AUTOTUNE_KEY = ["M", "N", "K"]


def _even_k(args) -> bool:
    """EVEN_K heuristic: no K-tail masking when K is a whole number of BLOCK_K steps."""
    return args["K"] % args["BLOCK_K"] == 0


# --------------------------------------------------------------------------------------
# Shared device helpers
# --------------------------------------------------------------------------------------


@triton.jit
def _chunked_xcd_remap(pid, num_pids, NUM_XCDS: tl.constexpr, CHUNK: tl.constexpr):
    """Map a hardware program id to a logical tile id so that CHUNK consecutive logical
    tiles run on the same XCD.

    MI300X/MI355X dispatch workgroups round-robin over NUM_XCDS dies (pid i -> XCD i % 8),
    each with a private L2. Without remapping, neighbouring tiles (which share A rows /
    B columns after the GROUP_M swizzle) land on different L2s. Here every round of
    NUM_XCDS * CHUNK pids is permuted so XCD x gets logical tiles
    [round_base + x*CHUNK, round_base + (x+1)*CHUNK). The incomplete last round keeps the
    identity mapping, so the map stays a bijection on [0, num_pids).
    """
    if NUM_XCDS == 1:
        tile = pid
    else:
        round_size: tl.constexpr = NUM_XCDS * CHUNK
        full_rounds_end = (num_pids // round_size) * round_size
        xcd = pid % NUM_XCDS
        slot = pid // NUM_XCDS
        remapped = (slot // CHUNK) * round_size + xcd * CHUNK + slot % CHUNK
        tile = tl.where(pid < full_rounds_end, remapped, pid)
    return tile


@triton.jit
def _grouped_tile(tile, num_pid_m, num_pid_n, GROUP_M: tl.constexpr):
    """L2 swizzle: walk GROUP_M row-tiles down before moving one column-tile right."""
    tiles_per_group = GROUP_M * num_pid_n
    group = tile // tiles_per_group
    first_m = group * GROUP_M
    rows_in_group = tl.minimum(num_pid_m - first_m, GROUP_M)
    in_group = tile % tiles_per_group
    pid_m = first_m + in_group % rows_in_group
    pid_n = in_group // rows_in_group
    return pid_m, pid_n


@triton.jit
def _program_tile(pid, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, GROUP_M: tl.constexpr,
                  CHUNK: tl.constexpr, NUM_XCDS: tl.constexpr):
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    tile = _chunked_xcd_remap(pid, num_pid_m * num_pid_n, NUM_XCDS, CHUNK)
    return _grouped_tile(tile, num_pid_m, num_pid_n, GROUP_M)


@triton.jit
def _wrapped_offsets(start, size, BLOCK: tl.constexpr):
    """Tile-local row offsets 0..BLOCK-1, wrapped into the rows that exist.

    Rows past the edge re-read valid rows of the same tile (their results are masked at
    the store), so the main loop needs no M/N masks. The wrap is relative to the tile
    start, which keeps offsets small and non-negative (buffer-instruction friendly); when
    ``size`` is a multiple of 16 Triton's axis analysis still sees 16-element contiguous
    runs, so contiguous-dimension loads stay vectorised.
    """
    return tl.arange(0, BLOCK) % (size - start)


@triton.jit
def _blockwise_fp8_mainloop(
    acc,  # [BLOCK_M, BLOCK_N] fp32 accumulator, updated and returned
    a_ptr, b_ptr, a_scale_ptr, b_scale_ptr,  # scalar pointers at this tile's origin, first K block
    offs_m, offs_n,  # tile-local [BLOCK_M] / [BLOCK_N] offsets (already wrapped in bounds)
    row_keep,  # [BLOCK_M] bool rows to accumulate (grouped GEMM) or None for all rows
    k_start, num_k_iters, K,
    stride_a, stride_b,  # leading-dimension strides; the other dimension has unit stride
    stride_as_m, stride_as_k, stride_bs_n, stride_bs_k,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, EVEN_K: tl.constexpr,
    A_K_CONTIGUOUS: tl.constexpr, B_K_CONTIGUOUS: tl.constexpr, SCALE_2D_B: tl.constexpr,
    A_QUANT_INLINE: tl.constexpr = False, FP8_MAX: tl.constexpr = 448.0,
):
    """Blockwise FP8 main loop shared by every layout.

    A_K_CONTIGUOUS: A is [M, K] with unit K stride and ``stride_a`` between rows; otherwise
        A is [K, M] with unit M stride (wgrad) and ``stride_a`` between K rows.
    B_K_CONTIGUOUS: B is [N, K] with unit K stride (weights in forward); otherwise [K, N]
        with unit N stride. ``stride_b`` is the other stride.
    The unit stride is fixed by the constexpr, not taken from a runtime argument, so the
    contiguous dimension (and with it 16-byte vector loads) never depends on launch-time
    specialisation. Tiles are always addressed as A[BLOCK_M, BLOCK_K] and B[BLOCK_K, BLOCK_N];
    an MN-major operand is left for the compiler to transpose on its way through shared
    memory (a register ``tl.trans`` of an fp8 tile costs byte-wise LDS shuffles).
    SCALE_2D_B: B scales are per 128x128 block (one scalar per K step; the tile must sit
        inside one 128-wide N block); otherwise per column, one [BLOCK_N] vector per step.
    A scales are always one value per row per K step (a [BLOCK_M] vector). ``row_keep``
    zeroes the A scales of rows that belong to another group: the rows still go through
    the MFMA but contribute exactly 0, with no mask in the loads.
    A_QUANT_INLINE: A is high precision (bf16); each [BLOCK_M, 128] tile is quantised to
        B's fp8 type in registers with 1x128 per-row scales (``kernels.quant``'s arithmetic)
        and ``a_scale_ptr`` is unused.
    """
    tl.static_assert(BLOCK_K == 128, "BLOCK_K must equal the 128-wide quantisation group")
    if SCALE_2D_B:
        tl.static_assert(128 % BLOCK_N == 0, "2-D B scales need BLOCK_N to divide 128")
    rk = tl.arange(0, BLOCK_K)
    if A_K_CONTIGUOUS:
        a_offs = offs_m[:, None] * stride_a + rk[None, :]
    else:
        a_offs = offs_m[:, None] + rk[None, :] * stride_a
    if B_K_CONTIGUOUS:
        b_offs = rk[:, None] + offs_n[None, :] * stride_b
    else:
        b_offs = rk[:, None] * stride_b + offs_n[None, :]
    if A_K_CONTIGUOUS:
        a_step = BLOCK_K
    else:
        a_step = BLOCK_K * stride_a
    if B_K_CONTIGUOUS:
        b_step = BLOCK_K
    else:
        b_step = BLOCK_K * stride_b
    if not A_QUANT_INLINE:
        a_scale_offs = offs_m * stride_as_m

    for i in range(num_k_iters):
        if EVEN_K:
            a = tl.load(a_ptr + a_offs)
            b = tl.load(b_ptr + b_offs)
        else:
            k_left = K - (k_start + i) * BLOCK_K
            a = tl.load(a_ptr + a_offs, mask=rk[None, :] < k_left, other=0.0)
            b = tl.load(b_ptr + b_offs, mask=rk[:, None] < k_left, other=0.0)
        if A_QUANT_INLINE:
            a, a_s = _quantise_along(a.to(tl.float32), 1, FP8_MAX, b_ptr.dtype.element_ty)
        else:
            a_s = tl.load(a_scale_ptr + a_scale_offs)
        if row_keep is not None:
            a_s = tl.where(row_keep, a_s, 0.0)
        if SCALE_2D_B:
            # One scalar for the whole tile: fold it into the row scales first so the
            # [BLOCK_M, BLOCK_N] update is a single FMA per element.
            row_scale = a_s * tl.load(b_scale_ptr)
            acc += tl.dot(a, b) * row_scale[:, None]
        else:
            b_s = tl.load(b_scale_ptr + offs_n * stride_bs_n)
            acc += tl.dot(a, b) * a_s[:, None] * b_s[None, :]
        a_ptr += a_step
        b_ptr += b_step
        if not A_QUANT_INLINE:
            a_scale_ptr += stride_as_k
        b_scale_ptr += stride_bs_k
    return acc


@triton.jit
def _store_tile(c_ptr, acc, rows_left, cols_left, stride_c,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, C_M_CONTIGUOUS: tl.constexpr,
                TRANS_STORE: tl.constexpr):
    """Masked store of a [BLOCK_M, BLOCK_N] fp32 accumulator (cast to C's dtype) at the
    tile origin ``c_ptr``.

    C_M_CONTIGUOUS=False: C is [M, N] row-major, ``stride_c`` between rows (stride_cm).
    C_M_CONTIGUOUS=True: C is M-contiguous (wgrad's [N, M] weight gradient), ``stride_c``
    between columns (stride_cn). Storing ``acc`` as laid out then scatters 2-byte values
    (legacy epilogue); TRANS_STORE=True stores ``trans(acc)`` against swapped addressing,
    so the contiguous output dimension is the fastest one inside the stored tile and the
    backend can emit 16-byte stores.
    """
    offs_m = tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    out = acc.to(c_ptr.dtype.element_ty)
    if C_M_CONTIGUOUS:
        if TRANS_STORE:
            ptrs = c_ptr + offs_n[:, None] * stride_c + offs_m[None, :]
            mask = (offs_n[:, None] < cols_left) & (offs_m[None, :] < rows_left)
            tl.store(ptrs, tl.trans(out), mask=mask)
        else:
            ptrs = c_ptr + offs_m[:, None] + offs_n[None, :] * stride_c
            mask = (offs_m[:, None] < rows_left) & (offs_n[None, :] < cols_left)
            tl.store(ptrs, out, mask=mask)
    else:
        tl.static_assert(not TRANS_STORE, "the transposed store is for M-contiguous C only")
        ptrs = c_ptr + offs_m[:, None] * stride_c + offs_n[None, :]
        mask = (offs_m[:, None] < rows_left) & (offs_n[None, :] < cols_left)
        tl.store(ptrs, out, mask=mask)


@triton.jit
def _blockwise_fp8_tile(
    a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr,
    M, N, K,
    stride_a, stride_b, stride_c,
    stride_as_m, stride_as_k, stride_bs_n, stride_bs_k,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr,
    CHUNK: tl.constexpr, NUM_XCDS: tl.constexpr, EVEN_K: tl.constexpr,
    A_K_CONTIGUOUS: tl.constexpr, B_K_CONTIGUOUS: tl.constexpr, SCALE_2D_B: tl.constexpr,
    C_M_CONTIGUOUS: tl.constexpr, TRANS_STORE: tl.constexpr,
):
    """One output tile of a dense blockwise FP8 GEMM: schedule, main loop, epilogue."""
    pid = tl.program_id(0)
    pid_m, pid_n = _program_tile(pid, M, N, BLOCK_M, BLOCK_N, GROUP_M, CHUNK, NUM_XCDS)
    # int64 tile origins: pid * BLOCK * stride overflows int32 on the largest LLM shapes.
    m0 = pid_m.to(tl.int64) * BLOCK_M
    n0 = pid_n.to(tl.int64) * BLOCK_N
    offs_m = _wrapped_offsets(pid_m * BLOCK_M, M, BLOCK_M)
    offs_n = _wrapped_offsets(pid_n * BLOCK_N, N, BLOCK_N)
    if A_K_CONTIGUOUS:
        a_origin = a_ptr + m0 * stride_a
    else:
        a_origin = a_ptr + m0
    if B_K_CONTIGUOUS:
        b_origin = b_ptr + n0 * stride_b
    else:
        b_origin = b_ptr + n0
    if SCALE_2D_B:
        b_scale_origin = b_scale_ptr + (n0 // 128) * stride_bs_n
    else:
        b_scale_origin = b_scale_ptr + n0 * stride_bs_n
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    acc = _blockwise_fp8_mainloop(
        acc, a_origin, b_origin, a_scale_ptr + m0 * stride_as_m, b_scale_origin,
        offs_m, offs_n, None, 0, tl.cdiv(K, BLOCK_K), K,
        stride_a, stride_b, stride_as_m, stride_as_k, stride_bs_n, stride_bs_k,
        BLOCK_M, BLOCK_N, BLOCK_K, EVEN_K, A_K_CONTIGUOUS, B_K_CONTIGUOUS, SCALE_2D_B,
    )
    if C_M_CONTIGUOUS:
        c_origin = c_ptr + m0 + n0 * stride_c
    else:
        c_origin = c_ptr + m0 * stride_c + n0
    _store_tile(c_origin, acc, M - pid_m * BLOCK_M, N - pid_n * BLOCK_N, stride_c,
                BLOCK_M, BLOCK_N, C_M_CONTIGUOUS, TRANS_STORE)


# --------------------------------------------------------------------------------------
# Layout-specialised entry points
# --------------------------------------------------------------------------------------


@triton.autotune(configs=WGRAD_CONFIGS, key=AUTOTUNE_KEY)
@triton.heuristics({"EVEN_K": _even_k})
@triton.jit
def blockwise_fp8_tn_kernel(
    a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr,
    M, N, K,
    stride_ak, stride_bk, stride_cn,
    stride_as_k, stride_as_m, stride_bs_k, stride_bs_n,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr,
    CHUNK: tl.constexpr, WGRAD_TRANS_STORE: tl.constexpr, EVEN_K: tl.constexpr,
    NUM_XCDS: tl.constexpr = 8,
):
    """wgrad ``C[M, N] = A^T @ B`` with A=[K, M] (M-contiguous), B=[K, N] (N-contiguous).

    K is the token dimension; both operands carry column-wise 128x1 scales
    (a_scale[K/128, M], b_scale[K/128, N]). C is stored M-contiguous (stride_cm == 1,
    i.e. the [N, M] row-major weight gradient; ``stride_cn`` = M for a dense one).
    WGRAD_TRANS_STORE picks the epilogue: False = legacy
    ``c + rm[:, None] + rn[None, :] * stride_cn`` (2-byte stores), True =
    ``c + rn[:, None] * stride_cn + rm[None, :]`` storing ``trans(acc)`` (16-byte stores).
    """
    _blockwise_fp8_tile(
        a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr, M, N, K,
        stride_ak, stride_bk, stride_cn,
        stride_as_m, stride_as_k, stride_bs_n, stride_bs_k,
        BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, CHUNK, NUM_XCDS, EVEN_K,
        A_K_CONTIGUOUS=False, B_K_CONTIGUOUS=False, SCALE_2D_B=False,
        C_M_CONTIGUOUS=True, TRANS_STORE=WGRAD_TRANS_STORE,
    )


@triton.autotune(configs=FWD_CONFIGS, key=AUTOTUNE_KEY)
@triton.heuristics({"EVEN_K": _even_k})
@triton.jit
def blockwise_fp8_nt_kernel(
    a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr,
    M, N, K,
    stride_am, stride_bn, stride_cm,
    stride_as_m, stride_as_k, stride_bs_n, stride_bs_k,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr,
    CHUNK: tl.constexpr, EVEN_K: tl.constexpr,
    NUM_XCDS: tl.constexpr = 8,
):
    """forward ``C[M, N] = A @ B^T``: A=[M, K] activations (1x128 scales a_scale[M, K/128]),
    B=[N, K] weights (128x128 scales b_scale[N/128, K/128]), C=[M, N] row-major.
    Unit K stride on A and B and unit N stride on C are fixed by the layout."""
    _blockwise_fp8_tile(
        a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr, M, N, K,
        stride_am, stride_bn, stride_cm,
        stride_as_m, stride_as_k, stride_bs_n, stride_bs_k,
        BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, CHUNK, NUM_XCDS, EVEN_K,
        A_K_CONTIGUOUS=True, B_K_CONTIGUOUS=True, SCALE_2D_B=True,
        C_M_CONTIGUOUS=False, TRANS_STORE=False,
    )


@triton.autotune(configs=DGRAD_CONFIGS, key=AUTOTUNE_KEY)
@triton.heuristics({"EVEN_K": _even_k})
@triton.jit
def blockwise_fp8_nn_kernel(
    a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr,
    M, N, K,
    stride_am, stride_bk, stride_cm,
    stride_as_m, stride_as_k, stride_bs_k, stride_bs_n,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr,
    CHUNK: tl.constexpr, EVEN_K: tl.constexpr,
    NUM_XCDS: tl.constexpr = 8,
):
    """dgrad ``C[M, N] = A @ B``: A=[M, K] output gradient (1x128 scales a_scale[M, K/128]),
    B=[K, N] the forward weight read N-contiguous (128x128 scales b_scale[K/128, N/128]),
    C=[M, N] row-major."""
    _blockwise_fp8_tile(
        a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr, M, N, K,
        stride_am, stride_bk, stride_cm,
        stride_as_m, stride_as_k, stride_bs_n, stride_bs_k,
        BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M, CHUNK, NUM_XCDS, EVEN_K,
        A_K_CONTIGUOUS=True, B_K_CONTIGUOUS=False, SCALE_2D_B=True,
        C_M_CONTIGUOUS=False, TRANS_STORE=False,
    )


@triton.autotune(configs=GROUPED_CONFIGS, key=AUTOTUNE_KEY)
@triton.heuristics({"EVEN_K": _even_k})
@triton.jit
def blockwise_fp8_grouped_kernel(
    a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr, group_ids_ptr,
    M, N, K,
    stride_a, stride_bg, stride_b, stride_cm,
    stride_as_m, stride_as_k, stride_bs_g, stride_bs_n, stride_bs_k,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr,
    CHUNK: tl.constexpr, EVEN_K: tl.constexpr,
    A_K_CONTIGUOUS: tl.constexpr, B_K_CONTIGUOUS: tl.constexpr, SCALE_2D_B: tl.constexpr,
    NUM_XCDS: tl.constexpr = 8,
):
    """Grouped GEMM ``C[m, :] = A[m, :] @ op(B[group_ids[m]])``, the shared kernel whose
    layout stays a set of constexpr parameters.

    A: [M, K] (A_K_CONTIGUOUS, ``stride_a`` between rows) or [K, M] (``stride_a`` between K rows).
    B: G stacked weights, ``stride_bg`` apart; each [N, K] (B_K_CONTIGUOUS, NT) or [K, N] (NN),
       ``stride_b`` its leading stride. Scales: b_scale[g, n/128, k/128] (SCALE_2D_B) or
       b_scale[g, k/128, n] per column.
    group_ids: int32 [M]; -1 marks a padding row (output 0). Rows of one group are expected
    to be contiguous (MoE token sorting): a tile then touches one group (or two at a
    boundary) and the kernel loops over the groups present in the tile, zeroing the scales
    of the other rows. Any order is still correct, only slower.
    """
    pid = tl.program_id(0)
    pid_m, pid_n = _program_tile(pid, M, N, BLOCK_M, BLOCK_N, GROUP_M, CHUNK, NUM_XCDS)
    m0 = pid_m.to(tl.int64) * BLOCK_M
    n0 = pid_n.to(tl.int64) * BLOCK_N
    offs_m = _wrapped_offsets(pid_m * BLOCK_M, M, BLOCK_M)
    offs_n = _wrapped_offsets(pid_n * BLOCK_N, N, BLOCK_N)
    ids = tl.load(group_ids_ptr + m0 + offs_m)
    first_group = tl.min(tl.where(ids >= 0, ids, 2147483647), axis=0)
    last_group = tl.max(ids, axis=0)
    if A_K_CONTIGUOUS:
        a_origin = a_ptr + m0 * stride_a
    else:
        a_origin = a_ptr + m0
    if B_K_CONTIGUOUS:
        b_tile = n0 * stride_b
    else:
        b_tile = n0
    if SCALE_2D_B:
        b_scale_tile = (n0 // 128) * stride_bs_n
    else:
        b_scale_tile = n0 * stride_bs_n
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for g in range(first_group, last_group + 1):
        keep = ids == g
        if tl.max(keep.to(tl.int32), axis=0) > 0:
            g64 = tl.cast(g, tl.int64)  # G * N * K passes 2**31 for large expert counts
            acc = _blockwise_fp8_mainloop(
                acc, a_origin, b_ptr + g64 * stride_bg + b_tile, a_scale_ptr + m0 * stride_as_m,
                b_scale_ptr + g64 * stride_bs_g + b_scale_tile,
                offs_m, offs_n, keep, 0, tl.cdiv(K, BLOCK_K), K,
                stride_a, stride_b, stride_as_m, stride_as_k, stride_bs_n, stride_bs_k,
                BLOCK_M, BLOCK_N, BLOCK_K, EVEN_K, A_K_CONTIGUOUS, B_K_CONTIGUOUS, SCALE_2D_B,
            )
    _store_tile(c_ptr + m0 * stride_cm + n0, acc, M - pid_m * BLOCK_M, N - pid_n * BLOCK_N, stride_cm,
                BLOCK_M, BLOCK_N, False, False)
