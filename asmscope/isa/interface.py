"""The seam between the vendor-neutral stages and one instruction set: what a package under
`asmscope.isa` provides so that the pipeline can recognise an input and read it.

    isa = recognise(data, path)          # asmscope.isa: the first ISA that claims the input
    module = isa.read(data, path, ReadContext(target="cuda:90", num_warps=8))

Everything after `read` (CFG, loops, liveness, histograms, the rule engine) sees only the model
(`asmscope.model.Module`); docs/internals.md, "Adding a third ISA", says what else a package
brings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from asmscope.model import Module


@dataclass(frozen=True)
class ReadContext:
    """What the caller knows of an input beyond its bytes (all optional; a file given on its
    own has none of it): the target it was compiled for, the launch Triton gives it (warps per
    block, dynamic shared memory in bytes) and the assembler's log (NVIDIA: `ptxas -v`)."""

    target: str | None = None
    num_warps: int | None = None
    launch_shared_bytes: int | None = None
    assembler_log: str | None = None
    # NVIDIA: keeps the SASS listing the reader made from a cubin where the caller wants it (the
    # compile cache) and returns the path written, whose lines the findings name
    keep_listing: Callable[[str], str] | None = None


@runtime_checkable
class Isa(Protocol):
    """One instruction set: its name (`amdgcn`), its vendor (`amd`, as `Target.vendor`), the
    targets whose code it reads, and how it recognises and reads an input."""

    name: str
    vendor: str
    targets: tuple[str, ...]

    def claims(self, data: bytes | str, path: str) -> bool:
        """Whether this ISA reads the input (by its content first, its file name where the
        content cannot say). Cheap: no parsing, no external tool."""
        ...

    def read(self, data: bytes | str, path: str, context: ReadContext | None = None) -> Module:
        """The input as the typed model; `asmscope.isa.ParseError` (with a line and column)
        for anything it cannot read, never another exception for bad input."""
        ...

    def listing(self, data: bytes, path: str) -> str:
        """The text whose lines the model's line numbers count (a binary's disassembly)."""
        ...
