"""A deterministic fingerprint of a kernel's source: its own text and that of every
`@triton.jit` function it reaches, plus the constexpr globals they read.

Triton's own `JITFunction.cache_key` does the same walk, but in Triton 3.6 its hash depends on
the order of `id()`s of module dictionaries when two modules define a global of the same name,
so it differs between processes. A cache key must not: this walk orders everything by name.
"""

from __future__ import annotations

import ast
import hashlib
import inspect
from typing import Any


def source_fingerprint(jit_fn: Any) -> str:
    parts: list[str] = []
    _walk(jit_fn, parts, set())
    return hashlib.sha256("\x1e".join(parts).encode("utf-8")).hexdigest()


def _walk(fn: Any, parts: list[str], seen: set[str]) -> None:
    from triton.language.core import constexpr
    from triton.runtime.jit import JITCallable

    name = f"{getattr(fn, 'module', '')}:{getattr(fn.fn, '__qualname__', '')}"
    if name in seen:
        return
    seen.add(name)
    src = fn.src
    path = inspect.getsourcefile(fn.fn) or ""
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
        _walk(callees[key], parts, seen)


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
