"""NVIDIA SASS memory instructions in the vendor-neutral words rule files use (the AMD
counterpart is asmscope.isa.amdgcn.memory): space, direction, and the bits one thread moves in one
access.

    access("STG.E.U16")        # Access("global", "store", 16)
    access("STS.U8")           # Access("shared", "store", 8)
    access("LDSM.16.MT88.4")   # Access("shared", "load", 128)

The opcode decides space and direction (`LDG`/`STG` and the generic `LD`/`ST`, which Triton
emits for global pointers: global; `LDS`/`STS`/`LDSM`/`STSM`: shared; `LDL`/`STL`: local, where
spills go; `LDGSTS`, the asynchronous copy global -> shared: a global load). The width is the
size modifier as `nvdisasm` prints it (CUDA Binary Utilities, "Instruction Set Reference"):
`.U8`/`.S8` 8 bits, `.U16`/`.S16` 16, none 32, `.64` 64, `.128` 128; `LDSM`/`STSM` move one
32-bit register per 8x8 matrix, `.2` and `.4` two and four of them.

TMA (`UTMASTG`, `UTMALDG`) copies a whole tile between shared and global memory in one bulk
operation issued by one thread: it has no per-thread width, so a width bound never matches it.
A kernel that stores through TMA writes global memory in full tiles: its narrow-store question
is the shared-memory stores that stage the tile (`STS`/`STSM`), not the global store.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple


class Access(NamedTuple):  # the same shape as asmscope.isa.amdgcn.memory.Access
    space: str  # "global" | "shared" | "local"
    direction: str  # "load" | "store"
    bits: int | None  # bits one thread moves per access; None: a bulk (TMA) copy


_OPCODES: dict[str, tuple[str, str]] = {
    "LDG": ("global", "load"),
    "LD": ("global", "load"),
    "LDGSTS": ("global", "load"),
    "STG": ("global", "store"),
    "ST": ("global", "store"),
    "LDS": ("shared", "load"),
    "LDSM": ("shared", "load"),
    "STS": ("shared", "store"),
    "STSM": ("shared", "store"),
    "LDL": ("local", "load"),
    "STL": ("local", "store"),
    "UTMALDG": ("global", "load"),
    "UTMASTG": ("global", "store"),
}
_BULK = frozenset(("UTMALDG", "UTMASTG"))
_SIZES = {"U8": 8, "S8": 8, "U16": 16, "S16": 16, "32": 32, "64": 64, "128": 128}
_MATRICES = {"1": 32, "2": 64, "4": 128}  # LDSM/STSM .x1/.x2/.x4: registers per thread
OPCODES = frozenset(_OPCODES)
# modifier spellings of the size, as nvdisasm writes them after an opcode (for the vocabulary a
# rule's matchers are tried on: asmscope.rules.access)
SPELLINGS = (
    *_SIZES,
    *(f"E.{size}" for size in _SIZES),
    *(f"16.{layout}.{count}" for layout in ("M88", "MT88") for count in _MATRICES),
)


@lru_cache(maxsize=4096)
def access(mnemonic: str) -> Access | None:
    """The access of a SASS memory instruction (`mnemonic` with its modifiers); None otherwise."""
    opcode, *modifiers = mnemonic.split(".")
    found = _OPCODES.get(opcode)
    if found is None:
        return None
    if opcode in _BULK:
        return Access(*found, None)
    if opcode in ("LDSM", "STSM"):
        return Access(*found, _MATRICES.get(modifiers[-1], 32) if modifiers else 32)
    bits = 32
    for modifier in modifiers:
        bits = _SIZES.get(modifier, bits)
    return Access(*found, bits)
