"""Small Triton kernels the compile-stage tests build (fast to compile, and shaped to exercise
specialisation, heuristics, pruning and failure isolation)."""

import os
import time

import triton
import triton.language as tl


def _prune_small(configs, nargs, **kwargs):
    # Drop configs whose block is larger than the problem, as production kernels do.
    return [c for c in configs if c.kwargs["BLOCK"] <= max(64, nargs["n"])]


@triton.autotune(
    configs=[
        triton.Config({"BLOCK": 64, "kpack": 1}, num_warps=4),
        triton.Config({"BLOCK": 64, "kpack": 2}, num_warps=4),
        triton.Config({"BLOCK": 256}, num_warps=4, num_stages=1),
        triton.Config({"BLOCK": 1024}, num_warps=8),
    ],
    key=["n"],
    prune_configs_by={"early_config_prune": _prune_small},
)
@triton.heuristics({"EVEN": lambda args: args["n"] % args["BLOCK"] == 0})
@triton.jit
def scale_add(x_ptr, y_ptr, out_ptr, n, stride, alpha, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    if EVEN:
        x = tl.load(x_ptr + offs * stride)
        y = tl.load(y_ptr + offs)
        tl.store(out_ptr + offs, (x * alpha + y).to(out_ptr.dtype.element_ty))
    else:
        mask = offs < n
        x = tl.load(x_ptr + offs * stride, mask=mask)
        y = tl.load(y_ptr + offs, mask=mask)
        tl.store(out_ptr + offs, (x * alpha + y).to(out_ptr.dtype.element_ty), mask=mask)


def _misbehave(args):
    # Stand-ins for an LLVM assertion (SIGABRT), a hang, and runaway memory in the compiler.
    mode = args["MODE"]
    if mode == "abort":
        os.abort()
    if mode == "hang":
        time.sleep(3600)
    if mode == "oom":
        hog = bytearray(8 * 1024**3)
        return len(hog)
    if mode == "raise":
        raise RuntimeError("PassManager::run failed (simulated)")
    return 0


@triton.autotune(
    configs=[
        triton.Config({"MODE": "ok"}),
        triton.Config({"MODE": "abort"}),
        triton.Config({"MODE": "hang"}),
        triton.Config({"MODE": "raise"}),
        triton.Config({"MODE": "oom"}),
        triton.Config({"MODE": "ok2"}),
    ],
    key=[],
)
@triton.heuristics({"SIDE": _misbehave})
@triton.jit
def fragile(x_ptr, n, MODE: tl.constexpr, SIDE: tl.constexpr, BLOCK: tl.constexpr = 64):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)
