"""The ISA seam: one package per instruction set, each reading its compiled output into the
vendor-neutral model (`asmscope.model.Module`).

    module = parse_module(path.read_bytes(), str(path))

- `asmscope.isa.amdgcn`: AMDGCN assembly text and AMDGPU code objects (LLVM), the instruction
  facts (categories, def/use, MFMA tables), occupancy, and the hazard walker and tables.
- `asmscope.isa.sass`: NVIDIA cubins and SASS text (nvdisasm), the opcode facts, ptxas's log,
  and the CUDA occupancy rules.

Each package has a `seam` module whose `ISA` is the package behind the seam
(`asmscope.isa.interface.Isa`): `recognise` asks each in turn which one reads an input, and the
pipeline then calls its `read` once. The stages above (CFG, loops, liveness, histograms, the
rule engine) see only the model. The readers are imported when something is read, so the
instruction facts load without Lark.
"""

from __future__ import annotations

import fnmatch
from typing import TYPE_CHECKING

from asmscope.isa.errors import ParseError
from asmscope.isa.interface import Isa, ReadContext
from asmscope.targets import lookup

if TYPE_CHECKING:
    from asmscope.model import Module

__all__ = [
    "ASM_FORMATS",
    "Isa",
    "ParseError",
    "ReadContext",
    "engine",
    "isas",
    "known_mnemonics",
    "mnemonic_pattern_known",
    "parse_module",
    "recognise",
]

# The compiled outputs this stage reads, by their key in Triton's `CompiledKernel.asm` (a
# target's `asm_key`): what a target needs before its code can be checked.
ASM_FORMATS: frozenset[str] = frozenset({"amdgcn", "cubin"})


def isas() -> tuple[Isa, ...]:
    """The ISAs asmscope reads, in the order `recognise` asks them: SASS claims NVIDIA's ELF
    files and `.sass` text; AMDGCN, whose reader gives the exact error for what is not
    assembly, is asked last."""
    from asmscope.isa.amdgcn import seam as amdgcn
    from asmscope.isa.sass import seam as sass

    return (sass.ISA, amdgcn.ISA)


def recognise(data: bytes | str, path: str) -> Isa | None:
    """The ISA that reads this input, or None where none does."""
    return next((isa for isa in isas() if isa.claims(data, path)), None)


def engine() -> str:
    """`lark-cython` or `pure`: which Lark engine parses AMDGCN (both give identical models)."""
    from asmscope.isa.amdgcn import reader

    return reader.engine()


def parse_module(text: str | bytes, path: str = "<asm>", context: ReadContext | None = None) -> Module:
    """Parse one input with the ISA that claims it: assembly text (LLVM/Triton output,
    hand-written, or llvm-objdump -d output), an AMDGPU code object (ELF bytes; disassembled
    with LLVM's tools, see amdgcn.codeobj), an NVIDIA cubin (SASS through nvdisasm, see
    sass.reader; Triton's metadata .json beside it is read unless `context` gives the launch),
    or nvdisasm's text in a `.sass` file."""
    isa = recognise(text, path)
    if isa is None:
        raise ParseError(path, 1, 1, "not an input any ISA asmscope reads: " + ", ".join(i.name for i in isas()))
    return isa.read(text, path, context)


def known_mnemonics(target: str) -> frozenset[str]:
    """What the target's ISA facts know: AMD mnemonics as LLVM prints them (`buffer_store_short`),
    NVIDIA base opcodes (`STG` of `STG.E.U16`); empty for a target asmscope does not read."""
    vendor = lookup(target).vendor
    if vendor == "amd":
        from asmscope.isa.amdgcn import instructions as isa

        return isa.known_mnemonics(target)
    if vendor == "nvidia":
        from asmscope.isa.sass import instructions as isa_nvidia

        return isa_nvidia.known_opcodes()
    return frozenset()


def mnemonic_pattern_known(pattern: str, target: str) -> bool:
    """Whether a mnemonic or glob (`buffer_store_*`, `STG.E.*`) can match an instruction of the
    target's ISA: some known mnemonic (AMD, an encoding suffix such as `_e64` allowed) or base
    opcode (NVIDIA: the pattern up to its first dot) matches it."""
    known = known_mnemonics(target)
    if lookup(target).vendor == "nvidia":
        base = pattern.split(".", 1)[0]
        return any(fnmatch.fnmatchcase(name, base) for name in known)
    from asmscope.isa.amdgcn import instructions as isa

    stripped = isa.split_encoding(pattern)[0]
    return any(fnmatch.fnmatchcase(name, pattern) or fnmatch.fnmatchcase(name, stripped) for name in known)
