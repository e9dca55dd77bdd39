"""AMDGCN behind the ISA seam (asmscope.isa.interface): assembly text and AMDGPU code objects."""

from __future__ import annotations

from dataclasses import dataclass

from asmscope.isa.amdgcn import codeobj
from asmscope.isa.amdgcn.reader import parse_amdgcn
from asmscope.isa.interface import ReadContext
from asmscope.model import Module
from asmscope.targets import AMD_TARGETS


@dataclass(frozen=True)
class Amdgcn:
    name: str = "amdgcn"
    vendor: str = "amd"
    targets: tuple[str, ...] = AMD_TARGETS

    def claims(self, data: bytes | str, path: str) -> bool:
        """Everything: AMDGCN is the fallback, asked last. Assembly text, and any ELF file (the
        code-object reader names one for another machine as such); what is not assembly gets
        the reader's exact ParseError (binary, not UTF-8, empty)."""
        return True

    def read(self, data: bytes | str, path: str, context: ReadContext | None = None) -> Module:
        return parse_amdgcn(data, path)

    def listing(self, data: bytes, path: str) -> str:
        if codeobj.is_code_object(data):
            return codeobj.read_code_object(data, path).text
        return data.decode(errors="replace")


ISA = Amdgcn()
