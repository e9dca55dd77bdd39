"""A deterministic fingerprint of a kernel's source: its own text and that of every
`@triton.jit` function it reaches, plus the constexpr globals they read.

Triton's own `JITFunction.cache_key` does the same walk, but in Triton 3.6 its hash depends on
the order of `id()`s of module dictionaries when two modules define a global of the same name,
so it differs between processes. A cache key must not: this walk orders everything by name.
Nor may it depend on where the checkout lives: a file is named by its path relative to the
spec's root (see `portable_path`), so a clone, a CI workspace or a `diff` side that holds the
same source at the same place in the repository gets the same fingerprint.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import inspect
import os
import site
import sys
from pathlib import Path
from typing import Any


def source_fingerprint(jit_fn: Any, root: str) -> str:
    """The fingerprint of `jit_fn`'s source; `root` is the spec's root (absolute, resolved)."""
    parts: list[str] = []
    _walk(jit_fn, parts, set(), root)
    return hashlib.sha256("\x1e".join(parts).encode("utf-8")).hexdigest()


def portable_path(path: str, root: str) -> str:
    """`path` as a cache key may hold it: relative to `root` (the checkout) when it is one of
    the checkout's files, else absolute (an installed package, or a file outside the checkout:
    the same file for every checkout this interpreter builds). Installed files are recognised
    first, so a virtual environment inside the repository does not count as the checkout's."""
    if not path or not os.path.isabs(path) or path.startswith(installed_prefixes()):
        return path
    rel = os.path.relpath(path, root)
    return path if rel == ".." or rel.startswith("../") else rel


@functools.cache
def installed_prefixes() -> tuple[str, ...]:
    """Where this interpreter's installed packages live (a venv, the system's site-packages)."""
    dirs = {sys.prefix, sys.base_prefix, sys.exec_prefix, *site.getsitepackages()}
    return tuple(str(Path(d)) + os.sep for d in dirs)


def spec_root(spec_dir: Path, python_path: tuple[Path, ...]) -> str:
    """The spec's root: the deepest directory holding the spec file's directory and every
    python-path entry (the repository root for `kernels/asmscope.toml` with `python-path =
    [".."]`). Cache keys name the checkout's files relative to it."""
    return os.path.commonpath([str(spec_dir.resolve()), *(str(p) for p in python_path)])


def _walk(fn: Any, parts: list[str], seen: set[str], root: str) -> None:
    from triton.language.core import constexpr
    from triton.runtime.jit import JITCallable

    name = f"{getattr(fn, 'module', '')}:{getattr(fn.fn, '__qualname__', '')}"
    if name in seen:
        return
    seen.add(name)
    src = fn.src
    path = portable_path(inspect.getsourcefile(fn.fn) or "", root)
    parts.append(f"{name}@{path}:{fn.starting_line_number}\n{src}")
    callees: dict[str, Any] = {}
    constants: dict[str, str] = {}
    try:
        tree = ast.parse(src)
    except SyntaxError:
        return
    for node in ast.walk(tree):
        dotted = _dotted(node)
        if dotted is None:
            continue
        value = _resolve(dotted, fn.__globals__)
        if isinstance(value, JITCallable):
            callees[dotted] = value
        elif isinstance(value, constexpr):
            constants[dotted] = repr(value.value)
    for key in sorted(constants):
        parts.append(f"const {key}={constants[key]}")
    for key in sorted(callees):
        _walk(callees[key], parts, seen, root)


def _dotted(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def _resolve(dotted: str, namespace: dict[str, Any]) -> Any:
    head, *rest = dotted.split(".")
    if head not in namespace:
        return None
    value = namespace[head]
    for attr in rest:
        value = getattr(value, attr, None)
        if value is None:
            return None
    return value
