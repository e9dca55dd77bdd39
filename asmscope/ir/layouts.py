"""What a TTGIR layout gives each thread: how many consecutive elements along each dimension one
thread holds in consecutive registers (the most a vector access along that dimension can
carry), read from the layout attribute's text. None where the layout kind is not modelled."""

from __future__ import annotations

import re

from asmscope.ir.ttgir import Module

_KIND = re.compile(r"^#(?:ttg|triton_gpu|amdgpu|ttng)?\.?([a-z_]+)<\{(.*)\}>$", re.DOTALL)


def _ints(text: str, key: str) -> list[int] | None:
    m = re.search(rf"\b{key}\s*=\s*\[([-\d,\s]*)\]", text)
    if not m:
        return None
    return [int(x) for x in m.group(1).split(",") if x.strip()]


def _int(text: str, key: str) -> int | None:
    m = re.search(rf"\b{key}\s*=\s*(-?\d+)", text)
    return int(m.group(1)) if m else None


def _bases(text: str, key: str) -> list[list[int]] | None:
    m = re.search(rf"\b{key}\s*=\s*\[(.*?)\]\s*(?:,\s*[a-z]+\s*=|$)", text, re.DOTALL)
    if not m:
        return None
    return [[int(x) for x in b.split(",") if x.strip()] for b in re.findall(r"\[([-\d,\s]*)\]", m.group(1))]


def per_thread_contiguity(module: Module, encoding: str | None, rank: int) -> tuple[int, ...] | None:
    """Consecutive elements one thread holds along each of the `rank` dimensions."""
    if encoding is None:
        return None
    text = module.layouts.get(encoding, encoding) if encoding.startswith("#") else encoding
    m = _KIND.match(text.strip())
    if not m:
        return None
    kind, body = m.group(1), m.group(2)
    if kind == "blocked":
        spt = _ints(body, "sizePerThread")
        return tuple(spt) if spt and len(spt) == rank else None
    if kind == "slice":
        dim = _int(body, "dim")
        pm = re.search(r"parent\s*=\s*(#[\w.$-]+(?:<\{.*\}>)?)\s*$", body.strip(), re.DOTALL)
        if dim is None or not pm:
            return None
        parent = per_thread_contiguity(module, pm.group(1), rank + 1)
        return None if parent is None else parent[:dim] + parent[dim + 1 :]
    if kind == "linear":
        regs = _bases(body, "register")
        if regs is None:
            return None
        out = []
        for d in range(rank):
            n = 0
            while n < len(regs) and len(regs[n]) == rank and regs[n] == [1 << n if i == d else 0 for i in range(rank)]:
                n += 1
            out.append(1 << n)
        return tuple(out)
    if kind == "amd_mfma":
        # The accumulator: each lane holds 4 consecutive rows of its column (M), or with
        # isTransposed 4 consecutive columns of its row (N).
        if rank != 2:
            return None
        transposed = re.search(r"isTransposed\s*=\s*true", body) is not None
        return (1, 4) if transposed else (4, 1)
    if kind == "nvidia_mma":
        return (1, 2) if rank == 2 else None  # v2 and v3 accumulators: pairs along N
    if kind == "dot_op":
        idx, kwidth = _int(body, "opIdx"), _int(body, "kWidth")
        if rank != 2 or idx is None or not kwidth:
            return None
        return (1, kwidth) if idx == 0 else (kwidth, 1)
    return None


def layout_order(module: Module, encoding: str | None) -> list[int] | None:
    if encoding is None:
        return None
    text = module.layouts.get(encoding, encoding)
    return _ints(text, "order")


def layout_kind(module: Module, encoding: str | None) -> str | None:
    if encoding is None:
        return None
    m = _KIND.match(module.layouts.get(encoding, encoding).strip())
    return m.group(1) if m else None
