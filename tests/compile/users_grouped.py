"""Grouped GEMMs written the way users write them, for the loop-nesting check of issue #26
item 15 (tests/compile/test_grouped_loops.py).

- `persistent_grouped`: a persistent kernel (one program per SM) walks every tile of every
  group: an outer `for` over the groups, a `while` over this program's tiles of the group (its
  trip count comes from the group sizes in memory), and the K loop inside it.
- `tile_scan_grouped`: a `for` over tiles with a stride of the program count; each tile finds
  its group with a data-dependent `while` scan of the tile offsets, then runs a K loop whose
  trip count is that group's K.
- `early_exit_grouped`: a K loop that stops early where a per-group K table says the group's
  K ends (a `break`-like mask: the loop runs `max_k` steps, steps past the group's K load
  nothing), inside a `for` over groups whose bound is loaded.
"""

import triton
import triton.language as tl


@triton.jit
def _tile_dot(a_ptr, b_ptr, rm, rn, k_steps, lda, ldb, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
              BLOCK_K: tl.constexpr):  # fmt: skip
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kb in range(0, k_steps):
        a = tl.load(a_ptr + rm[:, None] * lda + (kb * BLOCK_K + rk)[None, :])
        b = tl.load(b_ptr + (kb * BLOCK_K + rk)[:, None] * ldb + rn[None, :])
        acc += tl.dot(a, b)
    return acc


@triton.jit
def persistent_grouped(
    a_ptrs, b_ptrs, c_ptrs, sizes_ptr, num_groups,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, NUM_SMS: tl.constexpr,
):  # fmt: skip
    """sizes_ptr: int32 [num_groups, 3] (M, N, K); a_ptrs/b_ptrs/c_ptrs: int64 addresses of
    each group's row-major fp16 A [M, K], B [K, N] and C [M, N]."""
    tile = tl.program_id(0)
    seen = 0  # tiles of the groups before this one
    for g in range(0, num_groups):
        m = tl.load(sizes_ptr + g * 3)
        n = tl.load(sizes_ptr + g * 3 + 1)
        k = tl.load(sizes_ptr + g * 3 + 2)
        tiles_n = tl.cdiv(n, BLOCK_N)
        tiles = tl.cdiv(m, BLOCK_M) * tiles_n
        a_base = tl.load(a_ptrs + g).to(tl.pointer_type(tl.float16))
        b_base = tl.load(b_ptrs + g).to(tl.pointer_type(tl.float16))
        c_base = tl.load(c_ptrs + g).to(tl.pointer_type(tl.float16))
        while tile >= seen and tile < seen + tiles:
            local = tile - seen
            rm = ((local // tiles_n) * BLOCK_M + tl.arange(0, BLOCK_M)) % m
            rn = ((local % tiles_n) * BLOCK_N + tl.arange(0, BLOCK_N)) % n
            acc = _tile_dot(a_base, b_base, rm, rn, tl.cdiv(k, BLOCK_K), k, n, BLOCK_M, BLOCK_N, BLOCK_K)
            tl.store(c_base + rm[:, None] * n + rn[None, :], acc.to(tl.float16))
            tile += NUM_SMS
        seen += tiles


@triton.jit
def tile_scan_grouped(
    a_ptr, b_ptr, c_ptr, tile_offsets_ptr, k_ptr, num_groups, total_tiles, N,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, NUM_SMS: tl.constexpr,
):  # fmt: skip
    """tile_offsets_ptr: int32 [num_groups + 1], the first tile of each group (prefix sums);
    k_ptr: int32 [num_groups], each group's K. A: fp16 [groups * M_g, K_max] stacked rows,
    B: fp16 [groups, K_max, N], C: fp16 rows like A."""
    tiles_n = tl.cdiv(N, BLOCK_N)
    for tile in range(tl.program_id(0), total_tiles, NUM_SMS):
        g = 0
        while g < num_groups and tl.load(tile_offsets_ptr + g + 1) <= tile:  # data-dependent scan
            g += 1
        k = tl.load(k_ptr + g)
        row_tile = tile // tiles_n
        rm = row_tile * BLOCK_M + tl.arange(0, BLOCK_M)
        rn = ((tile % tiles_n) * BLOCK_N + tl.arange(0, BLOCK_N)) % N
        acc = _tile_dot(a_ptr, b_ptr + g * k * N, rm, rn, tl.cdiv(k, BLOCK_K), k, N, BLOCK_M, BLOCK_N, BLOCK_K)
        tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.float16))


@triton.jit
def early_exit_grouped(
    a_ptr, b_ptr, c_ptr, k_ptr, groups_ptr, max_k, N, lda,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
):  # fmt: skip
    """groups_ptr: int32 [1], how many groups this launch serves (read on the device);
    k_ptr: int32 [groups], each group's K (<= max_k). A: fp16 [M, lda], B: fp16 [groups, max_k, N],
    C: fp32 [groups, M, N]."""
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    for g in range(0, tl.load(groups_ptr)):
        k_end = tl.load(k_ptr + g)
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for kb in range(0, tl.cdiv(max_k, BLOCK_K)):
            live = kb * BLOCK_K + rk < k_end  # all false once the group's K has ended
            a = tl.load(a_ptr + rm[:, None] * lda + (kb * BLOCK_K + rk)[None, :], mask=live[None, :], other=0.0)
            b = tl.load(b_ptr + g * max_k * N + (kb * BLOCK_K + rk)[:, None] * N + rn[None, :], mask=live[:, None],
                        other=0.0)  # fmt: skip
            acc += tl.dot(a, b)
        tl.store(c_ptr + g * N * N + rm[:, None] * N + rn[None, :], acc)
