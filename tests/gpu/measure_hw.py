"""Measure the bandwidths `asmscope rank`'s hardware table uses, on the GPU at hand (docs/rank.md).

    python tests/gpu/measure_hw.py          # prints JSON: device, hbm_tbs, l2_tbs

* HBM: a streaming copy of 2 GiB (read + write bytes over the median do_bench time);
* L2: every program reads the same 16 MiB buffer (it stays in L2) with `.cg` loads (L1 bypassed),
  sum of the bytes all programs read over the median time.
"""

from __future__ import annotations

import json

import torch
import triton
import triton.language as tl


@triton.jit
def _copy(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)


@triton.jit
def _l2_read(x_ptr, out_ptr, n, PASSES: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    chunks = n // BLOCK
    for i in range(PASSES):
        chunk = (pid * 7 + i) % chunks
        acc += tl.load(x_ptr + chunk * BLOCK + tl.arange(0, BLOCK), cache_modifier=".cg")
    tl.store(out_ptr + pid * BLOCK + tl.arange(0, BLOCK), acc)


def main() -> None:
    n = 512 * 1024 * 1024  # fp32: 2 GiB
    x = torch.randn(n, device="cuda")
    y = torch.empty_like(x)
    block = 4096
    ms = triton.testing.do_bench(lambda: _copy[(triton.cdiv(n, block),)](x, y, n, BLOCK=block, num_warps=8))
    hbm = 2 * n * 4 / (ms * 1e-3) / 1e12
    small = torch.randn(4 * 1024 * 1024, device="cuda")  # 16 MiB
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    programs, passes, block = sms * 16, 256, 2048
    out = torch.empty(programs * block, device="cuda")
    ms = triton.testing.do_bench(
        lambda: _l2_read[(programs,)](small, out, small.numel(), PASSES=passes, BLOCK=block, num_warps=8)
    )
    l2 = programs * passes * block * 4 / (ms * 1e-3) / 1e12
    print(json.dumps({"device": torch.cuda.get_device_name(0), "sms": sms, "hbm_tbs": round(hbm, 2),
                      "l2_tbs": round(l2, 2)}))


if __name__ == "__main__":
    main()
