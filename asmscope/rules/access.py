"""The vendor-neutral words of rule files, resolved per ISA: which memory space, direction
and width an instruction accesses (asmscope.isa.amdgcn.memory for AMD, asmscope.isa.sass.memory for
SASS), which instructions are tensor-core ops, and which vendor's code a matcher can match at
all (its `vendors`), decided over each ISA's whole mnemonic vocabulary.

An instruction's category says which ISA it is from (AMD and SASS have categories of their
own; only branch, end, nop and unknown are shared), so no vendor flag travels with it.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from asmscope.isa.amdgcn import instructions as isa
from asmscope.isa.amdgcn import memory as isa_memory
from asmscope.isa.amdgcn.mnemonics import COMMON, ONLY_GFX942, ONLY_GFX950
from asmscope.isa.sass import instructions as isa_nvidia
from asmscope.isa.sass import memory as isa_nvidia_memory
from asmscope.model import Category


class Access(NamedTuple):
    space: str  # "global" | "shared" | "local"
    direction: str  # "load" | "store"
    bits: int | None


SPACES = ("global", "shared", "local")
DIRECTIONS = ("load", "store")

_AMD_MEMORY = frozenset((Category.VMEM_BUFFER, Category.VMEM_GLOBAL, Category.LDS))
_NVIDIA_MEMORY = frozenset((Category.GLOBAL_MEMORY, Category.SHARED_MEMORY, Category.LOCAL_MEMORY, Category.TMA))
TENSOR_CORE = frozenset((Category.MFMA, Category.TENSOR_CORE))  # MFMA / HMMA, HGMMA, QGMMA, UTC*MMA


def access_of(mnemonic: str, category: Category | None) -> Access | None:
    """The memory access of an instruction of either ISA; None where it is not a load or store."""
    if category in _AMD_MEMORY:
        return isa_memory.access(mnemonic)  # type: ignore[return-value]
    if category in _NVIDIA_MEMORY:
        return isa_nvidia_memory.access(mnemonic)  # type: ignore[return-value]
    return None


@cache
def vocabulary(vendor: str) -> tuple[tuple[str, Category], ...]:
    """Every mnemonic the vendor's ISA facts know, with its category: for AMD the mnemonics
    LLVM's assembler accepts on any supported target; for NVIDIA each opcode asmscope knows,
    bare and with each size modifier the memory opcodes take (`STG.E.U16`, `LDSM.16.M88.4`).
    Each vendor's also holds one instruction of category `unknown`: code of any ISA can hold an
    opcode its tables do not know, which is what a rule over that category is for (AS069)."""
    unknown = (("<unknown opcode>", Category.UNKNOWN),)
    if vendor == "amd":
        return tuple((m, isa.category_of(m)) for m in sorted(COMMON | ONLY_GFX942 | ONLY_GFX950)) + unknown
    names = set(isa_nvidia.KNOWN_OPCODES)
    for opcode in isa_nvidia_memory.OPCODES:
        names.update(f"{opcode}.{modifier}" for modifier in isa_nvidia_memory.SPELLINGS)
    return tuple((m, isa_nvidia.category_of(m.partition(".")[0])) for m in sorted(names)) + unknown
