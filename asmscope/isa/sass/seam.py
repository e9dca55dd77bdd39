"""NVIDIA SASS behind the ISA seam (asmscope.isa.interface): cubins, and nvdisasm's text in a
`.sass` file (the rule fixtures)."""

from __future__ import annotations

from dataclasses import dataclass

from asmscope.isa.interface import ReadContext
from asmscope.isa.sass import reader
from asmscope.isa.sass.launch import SASS_SUFFIX, triton_launch, with_ptxas_facts
from asmscope.model import Module
from asmscope.targets import NVIDIA_TARGETS


@dataclass(frozen=True)
class Sass:
    name: str = "sass"
    vendor: str = "nvidia"
    targets: tuple[str, ...] = NVIDIA_TARGETS

    def claims(self, data: bytes | str, path: str) -> bool:
        if isinstance(data, bytes) and reader.is_cubin(data):
            return True
        return path.endswith(SASS_SUFFIX) and not (isinstance(data, bytes) and data.startswith(b"\x7fELF"))

    def read(self, data: bytes | str, path: str, context: ReadContext | None = None) -> Module:
        context = context or ReadContext()
        if isinstance(data, bytes) and reader.is_cubin(data):
            return reader.parse_cubin(data, path, triton_launch(path, context), context.keep_listing)
        text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
        return with_ptxas_facts(reader.parse_sass(text, path), context)

    def listing(self, data: bytes, path: str) -> str:
        return reader.disassemble(data, path) if reader.is_cubin(data) else data.decode(errors="replace")


ISA = Sass()
