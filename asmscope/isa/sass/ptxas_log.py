"""What `ptxas -v` reported for a cubin (Triton runs it with `-v` for every NVIDIA compile; the
compile worker keeps the log with the variant).

    report = read_ptxas_log(variant.ptxas_log)
    report.registers, report.stack_frame_bytes, report.spill_store_bytes, report.advisories

The log's lines, as ptxas 12.x/13.x prints them (`ptxas` or `ptxas-blackwell`):

    ptxas info    : Compiling entry function 'k' for 'sm_90a'
    ptxas info    : Function properties for k
        3400 bytes stack frame, 4584 bytes spill stores, 6600 bytes spill loads
    ptxas info    : Used 32 registers, used 1 barriers, 3400 bytes cumulative stack size, 384 bytes cmem[0]
    ptxas info    : (C7515) Potential Performance Loss: wgmma.mma_async instructions are serialized ...

A line this reader does not know is kept nowhere and breaks nothing: the figures come from the
lines above, and an advisory is any line that carries a `(Cnnnn)` code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_ENTRY = re.compile(r"Compiling entry function '([^']+)' for '(sm_\w+)'")
_FRAME = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_USED = re.compile(r"Used (\d+) registers")
_BARRIERS = re.compile(r"used (\d+) barriers")
_SMEM = re.compile(r"(\d+) bytes smem")
_CMEM = re.compile(r"(\d+) bytes cmem\[(\d+)\]")
_ADVISORY = re.compile(r"^(ptxas[\w-]*) (info|warning|error)\s*: \((C\d+)\) (.*)$")


@dataclass(frozen=True, slots=True)
class PtxasAdvisory:
    code: str  # "C7515"
    level: str  # "info", "warning" or "error", as ptxas labels the line
    text: str  # what follows the code


@dataclass(frozen=True, slots=True)
class PtxasReport:
    """One entry function's figures (Triton compiles one per cubin); None where the log
    does not say."""

    function: str | None = None
    arch: str | None = None  # "sm_90a"
    registers: int | None = None  # per thread
    barriers: int | None = None
    stack_frame_bytes: int | None = None  # local memory per thread: Triton's n_spills x 4
    spill_store_bytes: int | None = None
    spill_load_bytes: int | None = None
    smem_bytes: int | None = None  # static shared memory (Triton's is dynamic: its metadata)
    cmem_bytes: tuple[tuple[int, int], ...] = ()  # (bank, bytes)
    advisories: tuple[PtxasAdvisory, ...] = ()

    @property
    def spills(self) -> bool:
        """ptxas moved registers to local memory (spill stores or loads)."""
        return bool(self.spill_store_bytes or self.spill_load_bytes)


def read_ptxas_log(text: str) -> PtxasReport:
    """The figures of the first entry function in a `ptxas -v` log."""
    fields: dict[str, object] = {}
    cmem: list[tuple[int, int]] = []
    advisories: list[PtxasAdvisory] = []
    for line in text.splitlines():
        if found := _ENTRY.search(line):
            if "function" in fields:  # a second entry: its figures are not this one's
                break
            fields["function"], fields["arch"] = found.group(1), found.group(2)
        if found := _FRAME.search(line):
            store, load = int(found.group(2)), int(found.group(3))
            fields.update(stack_frame_bytes=int(found.group(1)), spill_store_bytes=store, spill_load_bytes=load)
        if found := _USED.search(line):
            fields["registers"] = int(found.group(1))
        if found := _BARRIERS.search(line):
            fields["barriers"] = int(found.group(1))
        if found := _SMEM.search(line):
            fields["smem_bytes"] = int(found.group(1))
        cmem += [(int(bank), int(size)) for size, bank in _CMEM.findall(line)]
        if found := _ADVISORY.match(line.strip()):
            advisories.append(PtxasAdvisory(found.group(3), found.group(2), found.group(4).strip()))
    return PtxasReport(**fields, cmem_bytes=tuple(cmem), advisories=tuple(advisories))  # type: ignore[arg-type]
