"""Kernels whose autotune space depends on the GPU they are imported on, asked the ways real
modules ask: Triton's active driver, torch's device properties, and an environment variable.
On gfx950 the space is BLOCK_N in {64, 128} x num_stages in {1, 2, 3}; elsewhere BLOCK_N = 128
x num_stages in {1, 2}."""

import os

import torch
import triton
import triton.language as tl


def _arch_from_driver() -> str:
    return str(triton.runtime.driver.active.get_current_target().arch)


def _arch_from_torch() -> str:
    if not torch.cuda.is_available():
        return "cpu"
    return torch.cuda.get_device_properties(0).gcnArchName.split(":")[0]


def _space(arch: str) -> list[triton.Config]:
    is_gfx950 = arch == "gfx950"
    block_n = (64, 128) if is_gfx950 else (128,)
    stages = (1, 2, 3) if is_gfx950 else (1, 2)
    return [triton.Config({"BLOCK_N": n}, num_stages=s, num_warps=4) for n in block_n for s in stages]


# What a module that reads the GPU name once, at import, for several decisions keeps.
ARCH_SEEN = {"driver": _arch_from_driver(), "torch": _arch_from_torch(), "env": os.environ.get("USERS_TEST_ARCH", "")}


@triton.jit
def _body(x_ptr, out_ptr, n, BLOCK_N: tl.constexpr):
    offs = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * 2.0, mask=mask)


@triton.autotune(configs=_space(ARCH_SEEN["driver"]), key=["n"])
@triton.jit
def by_driver(x_ptr, out_ptr, n, BLOCK_N: tl.constexpr):
    _body(x_ptr, out_ptr, n, BLOCK_N)


@triton.autotune(configs=_space(ARCH_SEEN["torch"]), key=["n"])
@triton.jit
def by_torch(x_ptr, out_ptr, n, BLOCK_N: tl.constexpr):
    _body(x_ptr, out_ptr, n, BLOCK_N)


@triton.autotune(configs=_space(ARCH_SEEN["env"]), key=["n"])
@triton.jit
def by_env(x_ptr, out_ptr, n, BLOCK_N: tl.constexpr):
    _body(x_ptr, out_ptr, n, BLOCK_N)


# A list comprehension whose last loop variable never reaches the Config: 8 entries, 4 distinct.
@triton.autotune(
    configs=[
        triton.Config({"BLOCK_N": n}, num_stages=s, num_warps=4) for n in (64, 128) for s in (1, 2) for _v in (0, 1)
    ],
    key=["n"],
)
@triton.jit
def duplicated(x_ptr, out_ptr, n, BLOCK_N: tl.constexpr):
    _body(x_ptr, out_ptr, n, BLOCK_N)
