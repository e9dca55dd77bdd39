"""asmscope: compiled-IR and assembly inspection for Triton GPU kernels.

The Python API (asmscope.api) is imported on first use, so that `import asmscope` stays cheap
(every stage imports this package for its version):

    cg = asmscope.codegen(kernel, args={...}, config={...}, target="gfx950")
    cg.histogram, cg.categories, cg.resources, cg.occupancy, cg.loops, cg.by_line, cg.asm, cg.findings

Type checkers read the names from __init__.pyi.
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

_API = (
    "Codegen",
    "CodegenError",
    "Session",
    "codegen",
    "codegen_spec",
    "codegen_variants",
    "tensor",
    "toolchain_missing",
)
__all__ = ["__version__", *_API]


def __getattr__(name: str) -> Any:
    # importlib rather than an import statement: the stages below the API import this package,
    # and the import-linter layers must not see them depend on the API through it
    if name in _API:
        return getattr(importlib.import_module("asmscope.api"), name)
    raise AttributeError(f"module 'asmscope' has no attribute {name!r}")
