"""AMD memory instructions in the vendor-neutral words rule files use: the memory space an
instruction accesses, its direction and the bits one lane moves in one access.

    access("buffer_store_short")   # Access("global", "store", 16)
    access("ds_write_b8")          # Access("shared", "store", 8)
    access("scratch_load_dword")   # Access("local", "load", 32)

Spaces: `global` (buffer_, global_ and flat_ accesses: Triton's pointers are global memory, a
flat access of them goes to global memory too), `shared` (LDS, `ds_`), `local` (`scratch_`:
private memory, where spills go). The width is the element each address receives, read from
the mnemonic as LLVM spells it (AMDGPU "Memory instructions": `byte`/`ubyte`/`sbyte`/`b8`/`u8`/
`i8` 8 bits, `short`/`b16`/`u16`/`i16` 16, `dword`/`b32` 32, `dwordxN` N x 32, `bN` N); a
`ds_read2`/`ds_write2` moves two elements to two addresses, so its width is one element's. The
`format` accesses convert through the buffer descriptor's format, which the code does not show:
they have no width (a width bound never matches them), nor do atomics (neither load nor store).
NVIDIA's counterpart is asmscope.isa.sass.memory.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple


class Access(NamedTuple):
    space: str  # "global" | "shared" | "local"
    direction: str  # "load" | "store"
    bits: int | None  # bits one lane moves per address; None: not known from the mnemonic


_SPACES = {"buffer": "global", "global": "global", "flat": "global", "scratch": "local"}
_VMEM = re.compile(r"(buffer|global|flat|scratch)_(load|store)_(?:lds_)?([a-z0-9]+)")
_LDS = re.compile(r"ds_(read|write|load|store)(?:2|2st64)?_(?:addtid_)?([a-z]*)(\d+)")
_VMEM_WIDTH = {"byte": 8, "ubyte": 8, "sbyte": 8, "short": 16, "ushort": 16, "sshort": 16, "dword": 32}
_DIRECTION = {"read": "load", "load": "load", "write": "store", "store": "store"}


@lru_cache(maxsize=4096)
def access(mnemonic: str) -> Access | None:
    """The access of an AMD memory instruction; None for anything else (and for atomics)."""
    m = _VMEM.match(mnemonic)
    if m is not None:
        kind, direction, size = m.groups()
        if size.startswith("dwordx"):
            bits: int | None = 32 * int(size[6:]) if size[6:].isdigit() else None
        else:
            bits = _VMEM_WIDTH.get(size)  # format_*: the descriptor decides
        return Access(_SPACES[kind], direction, bits)
    m = _LDS.match(mnemonic)
    if m is not None:
        direction, _, size = m.groups()
        return Access("shared", _DIRECTION[direction], int(size))
    return None
