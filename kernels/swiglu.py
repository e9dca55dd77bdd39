"""SwiGLU, c = silu(a) * b, forward and backward, in two launch geometries.

* One program per row: BLOCK_SIZE = next_power_of_2(n_cols), the whole row in registers. For wide
  rows (an MLP's 14,336 or 28,672 features) one program holds 16-32 K elements per operand: the
  kernel needs far more registers than a thread has, spills to local memory and runs few blocks
  per SM.
* Column-tiled: a 2-D grid (row, column tile) with a fixed 1,024-wide tile; each program holds one
  tile, so registers stay low and many blocks fit on an SM. The arithmetic per element is the
  same expression in the same order, so both geometries give bit-identical results.

Which geometry runs is decided at launch from the active GPU's architecture (`use_tiled`): the
tiled path on Blackwell (compute capability 10.x) for rows of at least TILE_MIN_BLOCK columns,
the one-row path elsewhere. The decision asks Triton's driver for the current target, as real
modules do, so forcing the target (asmscope's stand-in driver, or a test's monkeypatch) selects
the path without Blackwell hardware.

Imports triton only: the launchers use tensor methods, never torch itself.
"""

from __future__ import annotations

from typing import Any

import triton
import triton.language as tl

# The tiled path's column tile: each program covers TILE columns of one row.
TILE = 1024
# Rows narrower than this keep the one-row kernel everywhere: the whole row fits a program.
TILE_MIN_BLOCK = 16384


@triton.jit
def _silu(x):
    return x * tl.sigmoid(x)


@triton.jit
def swiglu_fwd_row_kernel(a_ptr, b_ptr, c_ptr, stride, n_cols, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    a = tl.load(a_ptr + row * stride + cols, mask=mask, other=0).to(tl.float32)
    b = tl.load(b_ptr + row * stride + cols, mask=mask, other=0)
    c = _silu(a).cast(b.dtype) * b
    tl.store(c_ptr + row * stride + cols, c, mask=mask)


@triton.jit
def swiglu_bwd_row_kernel(dc_ptr, a_ptr, b_ptr, stride, n_cols, BLOCK_SIZE: tl.constexpr):
    """In place: a_ptr receives da, b_ptr receives db."""
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    dc = tl.load(dc_ptr + row * stride + cols, mask=mask, other=0)
    a = tl.load(a_ptr + row * stride + cols, mask=mask, other=0).to(tl.float32)
    b = tl.load(b_ptr + row * stride + cols, mask=mask, other=0)
    sig = tl.sigmoid(a)
    silu = a * sig
    db = dc * silu
    da = dc * (silu * (1 - sig) + sig) * b
    tl.store(a_ptr + row * stride + cols, da, mask=mask)
    tl.store(b_ptr + row * stride + cols, db, mask=mask)


@triton.jit
def swiglu_fwd_tiled_kernel(a_ptr, b_ptr, c_ptr, stride, n_cols, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    a = tl.load(a_ptr + row * stride + cols, mask=mask, other=0).to(tl.float32)
    b = tl.load(b_ptr + row * stride + cols, mask=mask, other=0)
    c = _silu(a).cast(b.dtype) * b
    tl.store(c_ptr + row * stride + cols, c, mask=mask)


@triton.jit
def swiglu_bwd_tiled_kernel(dc_ptr, a_ptr, b_ptr, stride, n_cols, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    dc = tl.load(dc_ptr + row * stride + cols, mask=mask, other=0)
    a = tl.load(a_ptr + row * stride + cols, mask=mask, other=0).to(tl.float32)
    b = tl.load(b_ptr + row * stride + cols, mask=mask, other=0)
    sig = tl.sigmoid(a)
    silu = a * sig
    db = dc * silu
    da = dc * (silu * (1 - sig) + sig) * b
    tl.store(a_ptr + row * stride + cols, da, mask=mask)
    tl.store(b_ptr + row * stride + cols, db, mask=mask)


# ------------------------------------------------------------------------------------ dispatch


def device_arch() -> tuple[str, int | str]:
    """(backend, arch) of the GPU Triton would launch on: ("cuda", 100) on a B200."""
    target = triton.runtime.driver.active.get_current_target()
    return target.backend, target.arch


def is_blackwell() -> bool:
    backend, arch = device_arch()
    return backend == "cuda" and isinstance(arch, int) and 100 <= arch < 110


def use_tiled(n_cols: int) -> bool:
    """The column-tiled geometry: on Blackwell, for rows too wide for one program."""
    return is_blackwell() and triton.next_power_of_2(n_cols) >= TILE_MIN_BLOCK


def row_settings(n_cols: int) -> tuple[int, int]:
    """BLOCK_SIZE and num_warps of the one-row kernels: the whole row, more warps for wider rows."""
    block = triton.next_power_of_2(n_cols)
    num_warps = 4 if block < 2048 else 8 if block < 8192 else 16
    return block, num_warps


def launch_plan(n_rows: int, n_cols: int, backward: bool) -> tuple[Any, tuple[int, ...], int, int]:
    """(kernel, grid, BLOCK_SIZE, num_warps) the launchers use for this shape on this GPU."""
    if use_tiled(n_cols):
        kernel = swiglu_bwd_tiled_kernel if backward else swiglu_fwd_tiled_kernel
        return kernel, (n_rows, triton.cdiv(n_cols, TILE)), TILE, 4
    kernel = swiglu_bwd_row_kernel if backward else swiglu_fwd_row_kernel
    block, num_warps = row_settings(n_cols)
    return kernel, (n_rows,), block, num_warps


def _rows(x: Any) -> Any:
    if x.stride(-1) != 1:
        raise ValueError("swiglu: the last dimension must be contiguous")
    return x.reshape(-1, x.shape[-1])


def swiglu_forward(a: Any, b: Any) -> Any:
    """c = silu(a) * b over the last dimension of same-shaped tensors."""
    a2, b2 = _rows(a), _rows(b)
    c2 = a2.new_empty(a2.shape)
    n_rows, n_cols = a2.shape
    kernel, grid, block, num_warps = launch_plan(n_rows, n_cols, backward=False)
    kernel[grid](a2, b2, c2, a2.stride(0), n_cols, BLOCK_SIZE=block, num_warps=num_warps)
    return c2.reshape(a.shape)


def swiglu_backward(dc: Any, a: Any, b: Any) -> tuple[Any, Any]:
    """(da, db) for c = silu(a) * b; a and b are copied, not overwritten."""
    dc2 = _rows(dc)
    da2, db2 = _rows(a).clone(), _rows(b).clone()
    n_rows, n_cols = da2.shape
    kernel, grid, block, num_warps = launch_plan(n_rows, n_cols, backward=True)
    kernel[grid](dc2, da2, db2, da2.stride(0), n_cols, BLOCK_SIZE=block, num_warps=num_warps)
    return da2.reshape(a.shape), db2.reshape(b.shape)
