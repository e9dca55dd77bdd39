"""The ISA seam: one package per instruction set, each reading its compiled output into the
vendor-neutral model (`asmscope.model.Module`).

    module = parse_module(path.read_bytes(), str(path))

- `asmscope.isa.amdgcn`: AMDGCN assembly text and AMDGPU code objects (LLVM), the instruction
  facts (categories, def/use, MFMA tables), occupancy, and the hazard walker and tables.
- `asmscope.isa.sass`: NVIDIA cubins and SASS text (nvdisasm), the opcode facts, ptxas's log,
  and the CUDA occupancy rules.

The stages above (CFG, loops, liveness, histograms, the rule engine) see only the model. The
readers are imported when something is read, so the instruction facts load without Lark.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from asmscope.isa.errors import ParseError

if TYPE_CHECKING:
    from asmscope.model import Module

__all__ = ["ASM_FORMATS", "ParseError", "engine", "parse_module"]

# The compiled outputs this stage reads, by their key in Triton's `CompiledKernel.asm` (a
# target's `asm_key`): what a target needs before its code can be checked.
ASM_FORMATS: frozenset[str] = frozenset({"amdgcn", "cubin"})


def engine() -> str:
    """`lark-cython` or `pure`: which Lark engine parses AMDGCN (both give identical models)."""
    from asmscope.isa.amdgcn import reader

    return reader.engine()


def parse_module(text: str | bytes, path: str = "<asm>") -> Module:
    """Parse one assembly file (LLVM/Triton output, hand-written, or llvm-objdump -d output),
    or an AMDGPU code object (ELF bytes; disassembled with LLVM's tools, see amdgcn.codeobj), or
    an NVIDIA cubin (SASS through nvdisasm, see sass.reader; Triton's metadata .json beside it
    is read)."""
    from asmscope.isa.amdgcn import reader
    from asmscope.isa.sass import reader as sass

    if isinstance(text, bytes) and sass.is_cubin(text):
        return sass.parse_cubin(text, path, sass.metadata_beside(path))
    return reader.parse_amdgcn(text, path)
