"""A kernel library written the way tutorials and libraries in the wild write one (asmscope's own
code, no third-party source): it asks Triton's driver for the device and its properties when it
is imported, makes GPU-dependent choices from the answer, puts `None` and `tl.dtype` values in
its `triton.Config`s, takes dtype constexprs and an optional (`None`) pointer, and keeps per-target
config tables in JSON with no `@triton.autotune` (norms_configs.json)."""

import triton
import triton.language as tl

DEVICE = triton.runtime.driver.active.get_active_torch_device()  # as Triton's tutorials do
TARGET = triton.runtime.driver.active.get_current_target()
IS_HIP = TARGET.backend == "hip"
PROPERTIES = triton.runtime.driver.active.utils.get_device_properties(DEVICE.index)
NUM_CU = PROPERTIES["multiprocessor_count"]
LDS_BYTES = PROPERTIES["max_shared_mem"]
WARP_SIZE = PROPERTIES["warpSize"]
CDNA4 = IS_HIP and TARGET.arch == "gfx950"


def _clear_output(nargs: dict) -> None:
    nargs["out_ptr"].zero_()  # before each benchmarked launch (a split-K style pre-hook)


def _scale_configs() -> list[triton.Config]:
    # CACHE=None: no cache modifier. The wide tile only where the LDS is large (gfx950's 160 KiB).
    configs = [
        triton.Config({"BLOCK": 256, "CACHE": None, "OUT": tl.bfloat16}, num_warps=4),
        triton.Config({"BLOCK": 256, "CACHE": ".cg", "OUT": tl.float16}, num_warps=4, pre_hook=_clear_output),
    ]
    if LDS_BYTES > 64 * 1024:
        configs.append(triton.Config({"BLOCK": 1024, "CACHE": None, "OUT": tl.float32}, num_warps=8))
    return configs


@triton.autotune(configs=_scale_configs(), key=["n"])
@triton.jit
def scale(x_ptr, out_ptr, bias_ptr, n, factor, BLOCK: tl.constexpr, CACHE: tl.constexpr, OUT: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    if CACHE is None:
        x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    else:
        x = tl.load(x_ptr + offs, mask=mask, other=0.0, cache_modifier=CACHE)
    if bias_ptr is not None:
        x += tl.load(bias_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, (x * factor).to(OUT), mask=mask)


@triton.jit
def rms_norm(
    x_ptr, w_ptr, out_ptr, n_cols, stride, eps,
    BLOCK: tl.constexpr, compute_type: tl.constexpr, out_dtype: tl.constexpr,
):  # fmt: skip
    """One row per program; `w_ptr` may be None (no weight); the row is reduced in
    `compute_type` and stored as `out_dtype`."""
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0).to(compute_type)
    mean_sq = tl.sum(x * x, axis=0) / n_cols
    y = x * tl.math.rsqrt(mean_sq + eps)
    if w_ptr is not None:
        y = y * tl.load(w_ptr + cols, mask=mask, other=0.0).to(compute_type)
    tl.store(out_ptr + row * stride + cols, y.to(out_dtype), mask=mask)


def rms_norm_configs(target: str) -> list[dict]:
    """A library's config function: the block per target, as a dict per config."""
    blocks = (1024, 2048) if target == "gfx950" else (1024,)
    return [{"BLOCK": b, "num_warps": 8 if b > 1024 else 4} for b in blocks]
