"""Small Triton kernels that make LLVM emit the hazard classes the repo's GEMMs and quantisers
show little of: cross-lane reductions (DPP, gfx950 permlane swaps), transcendentals and fp32
division (v_exp/v_rcp, v_div_scale -> v_div_fmas, s_denorm_mode/s_setreg), packed-fp32 math
(v_pk_*_f32) and byte packing (SDWA / v_perm). Only their LLVM IR is used, by
tests/hazards/real_code.py; they are written here, for this purpose."""

import triton
import triton.language as tl


@triton.jit
def softmax_rows_kernel(x_ptr, out_ptr, stride, n_cols, BLOCK: tl.constexpr):
    # an attention-style row softmax: max and sum across the row are cross-lane reductions
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * stride + cols, e / tl.sum(e, axis=0), mask=mask)


@triton.jit
def fdiv_kernel(a_ptr, b_ptr, out_ptr, n, BLOCK: tl.constexpr):
    # IEEE fp32 division (v_div_scale, v_rcp, v_div_fmas, v_div_fixup) and the approximate one
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask)
    b = tl.load(b_ptr + offs, mask=mask)
    q = tl.div_rn(a, b) + tl.fdiv(a, b + 1.0)
    tl.store(out_ptr + offs, tl.sqrt(q) + tl.rsqrt(b * b + 1.0), mask=mask)


@triton.jit
def attention_kernel(q_ptr, k_ptr, v_ptr, out_ptr, n_ctx, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                     HEAD: tl.constexpr):
    # one query block against all key blocks with an online softmax (row max and sum across
    # the MFMA layout: DPP on both targets, permlane swaps on gfx950)
    start_m = tl.program_id(0) * BLOCK_M
    rows = start_m + tl.arange(0, BLOCK_M)
    dims = tl.arange(0, HEAD)
    q = tl.load(q_ptr + rows[:, None] * HEAD + dims[None, :])
    m_i = tl.full([BLOCK_M], -float("inf"), tl.float32)
    l_i = tl.zeros([BLOCK_M], tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD], tl.float32)
    for start_n in range(0, n_ctx, BLOCK_N):
        keys = start_n + tl.arange(0, BLOCK_N)
        k = tl.load(k_ptr + keys[None, :] * HEAD + dims[:, None])
        s = tl.dot(q, k)
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        p = tl.exp2(s - m_new[:, None])
        alpha = tl.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        v = tl.load(v_ptr + keys[:, None] * HEAD + dims[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new
    tl.store(out_ptr + rows[:, None] * HEAD + dims[None, :], (acc / l_i[:, None]).to(tl.float16))


@triton.jit
def packed_fp32_kernel(x_ptr, y_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr):
    # fp32 math on pairs of elements per thread: LLVM pairs it into v_pk_fma/add/mul_f32
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    z = x * alpha + y
    z = tl.where(z > 0, z * y, z + x)
    tl.store(out_ptr + offs, z.to(tl.float16), mask=mask)


@triton.jit
def pack_bytes_kernel(x_ptr, out_ptr, n, scale, BLOCK: tl.constexpr):
    # fp32 -> uint8 with saturation, four bytes a thread packed into one dword (SDWA / v_perm)
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    q = tl.minimum(tl.maximum(x * scale, 0.0), 255.0).to(tl.uint8)
    h = (x * scale).to(tl.int16)
    tl.store(out_ptr + offs, q + (h >> 8).to(tl.uint8), mask=mask)
