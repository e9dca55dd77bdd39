"""A module that picks its kernel and launch geometry from the GPU it is imported on, the ways
real NVIDIA modules ask: torch's capability, torch's device properties, Triton's driver. On
Blackwell (capability 10.x) a wide row is split into column tiles on a 2D grid; elsewhere one
program covers a row. The shared-memory figure and SM count are kept as the module read them."""

import torch
import triton
import triton.language as tl


def is_blackwell() -> bool:
    return torch.cuda.is_available() and torch.cuda.get_device_capability()[0] == 10


SEEN = {
    "capability": torch.cuda.get_device_capability() if torch.cuda.is_available() else None,
    "name": torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu",
    "sms": torch.cuda.get_device_properties(0).multi_processor_count if torch.cuda.is_available() else 0,
    "driver_smem": triton.runtime.driver.active.utils.get_device_properties(0)["max_shared_mem"],
    "driver_sms": triton.runtime.driver.active.utils.get_device_properties(0)["multiprocessor_count"],
    "arch": triton.runtime.driver.active.get_current_target().arch,
}


@triton.jit
def double_row(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < n_cols
    tl.store(out_ptr + row * n_cols + offs, tl.load(x_ptr + row * n_cols + offs, mask=mask) * 2.0, mask=mask)


@triton.jit
def double_tile(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n_cols
    tl.store(out_ptr + row * n_cols + offs, tl.load(x_ptr + row * n_cols + offs, mask=mask) * 2.0, mask=mask)


# What the module launches, chosen at import: the architecture gate under test.
double = double_tile if is_blackwell() else double_row
