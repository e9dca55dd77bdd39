"""`asmscope spec-from --triton-cache DIR`: the asmscope.toml that reproduces the kernels a
run compiled, from Triton's cache.

Each kernel's function comes from the source location its IR names (the file, relative to
this checkout, and the `def` at that line); its arguments from the TTIR signature (a pointer is
a tensor of its element type; an integer a value with the divisibility Triton saw: 16 where
`tt.divisibility = 16`, else 7; a parameter the TTIR leaves out that is not a constexpr was
specialised as 1); its configs from the entries' options, except for an autotuned kernel,
whose spec keeps the decorator's whole list. Triton's cache does not keep constexpr values:
a constexpr of a kernel that is not autotuned and has no default is written as a comment to
fill in, and said on stderr. A tritonparse trace does keep them (asmscope.tritontrace): there,
a constexpr every compile of the kernel gave one value is written with it. A trace's launch
events (argument values) are not read: the arguments come from the TTIR signature as above.
"""

from __future__ import annotations

import ast
import json
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from asmscope.commands.common import Failure
from asmscope.tritoncache import CacheEntry, checkout_root, read_triton_cache

_DTYPES = {
    "f16": "fp16",
    "bf16": "bf16",
    "f32": "fp32",
    "f64": "fp64",
    "i1": "int1",
    "i8": "int8",
    "i16": "int16",
    "i32": "int32",
    "i64": "int64",
    "f8E4M3FN": "fp8e4nv",
    "f8E4M3FNUZ": "fp8e4b8",
    "f8E5M2": "fp8e5",
    "f8E5M2FNUZ": "fp8e5b16",
}


@dataclass(frozen=True, slots=True)
class _Function:
    module: str
    qualname: str
    params: tuple[str, ...]
    constexprs: tuple[str, ...]  # annotated tl.constexpr
    defaults: frozenset[str]  # params with a default
    autotuned: bool


def spec_from_cache(root: Path, out: Path, here: Path) -> tuple[str, list[str]]:
    """(the spec's text, warnings): one [[kernel]] per kernel and argument specialisation."""
    scan = read_triton_cache(root)
    if not scan.entries:
        raise Failure(f"{root}: no compiled kernel in this Triton cache (run your tests or model first)")
    warnings = [f"{d}: not read: {why}" for d, _, why in scan.unreadable]
    groups: dict[tuple[str, str], list[CacheEntry]] = {}
    for e in scan.entries:
        # AMD's 32-bit pointer range is each target's own specialisation, not another kernel
        groups.setdefault((e.name, re.sub(r":r\d+", "", e.signature)), []).append(e)
    blocks, roots, targets = [], set(), set()
    names: dict[str, int] = {}
    for (name, _), entries in groups.items():
        first = entries[0]
        found = _function(first, here)
        if isinstance(found, str):
            warnings.append(f"{name}: left out: {found}")
            continue
        function, root_dir = found
        roots.add(root_dir)
        kernel_targets = sorted({e.target for e in entries})
        targets.update(kernel_targets)
        names[name] = names.get(name, 0) + 1
        label = name if names[name] == 1 else f"{name}_{names[name]}"
        lines = ["[[kernel]]", f"name = {json.dumps(label)}", f'function = "{function.module}:{function.qualname}"']
        lines.append(f"targets = {json.dumps(kernel_targets)}")
        args, missing = _arguments(first, function)
        lines.append("args = { " + ", ".join(f"{k} = {v}" for k, v in args) + " }")
        known = _traced_constexprs(entries, function, missing)
        if known:
            lines.append("constexprs = { " + ", ".join(f"{k} = {json.dumps(v)}" for k, v in known.items()) + " }")
            missing = [m for m in missing if m not in known]
        if missing:
            lines.append("# not in Triton's cache (it keeps no constexpr values) nor one value in a trace: fill in")
            lines.append("# constexprs = { " + ", ".join(f"{m} = ..." for m in missing) + " }")
            warnings.append(f"{name}: constexprs {', '.join(missing)} are not in Triton's cache; fill them in")
        if not function.autotuned:
            by_target: dict[str, list[str]] = {}
            for e in entries:
                config = "{ " + ", ".join(f"{k} = {json.dumps(v)}" for k, v in e.options) + " }"
                if config not in by_target.setdefault(e.target, []):
                    by_target[e.target].append(config)
            lines.append("[kernel.configs]")
            lines += [f"{json.dumps(t)} = [{', '.join(cs)}]" for t, cs in sorted(by_target.items())]
        blocks.append("\n".join(lines))
    if not blocks:
        raise Failure(f"{root}: no cached kernel's source was found in this checkout ({'; '.join(warnings[:3])})")
    paths = sorted({os.path.relpath(r, out.parent.resolve()) for r in roots})
    head = [
        f"# written by `asmscope spec-from --triton-cache {root}`: the kernels that run compiled",
        f"targets = {json.dumps(sorted(targets))}",
        f"python-path = {json.dumps(paths)}",
    ]
    return "\n".join(head) + "\n\n" + "\n\n".join(blocks) + "\n", warnings


def _function(entry: CacheEntry, here: Path) -> tuple[_Function, str] | str:
    """The kernel's function (module, qualname, parameters) and the directory its module is
    imported from, or why not."""
    if entry.source is None:
        return "its IR names no source file"
    path, line = entry.source
    moved = checkout_root(path, here)
    if moved is not None:
        path = os.path.join(moved[1], os.path.relpath(path, moved[0]))
    if not os.path.isfile(path):
        return f"its source {path} is not in this checkout"
    try:
        tree = ast.parse(Path(path).read_text(encoding="utf-8"), path)
    except (OSError, SyntaxError, UnicodeDecodeError) as exc:
        return f"cannot read {path} ({exc.__class__.__name__})"
    found = _def_at(tree, line, ())
    if found is None:
        return f"{path}:{line}: no function definition there"
    node, qualname = found
    root = _import_root(Path(path).resolve(), here.resolve())
    module = ".".join(Path(path).resolve().relative_to(root).with_suffix("").parts)
    params = [a.arg for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)]
    with_default = params[len(params) - len(node.args.defaults) :] if node.args.defaults else []
    with_default += [a.arg for a, d in zip(node.args.kwonlyargs, node.args.kw_defaults) if d is not None]
    constexprs = [
        a.arg
        for a in (*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs)
        if a.annotation is not None and "constexpr" in ast.unparse(a.annotation)
    ]
    autotuned = any("autotune" in ast.unparse(d) for d in node.decorator_list)
    return _Function(module, qualname, tuple(params), tuple(constexprs), frozenset(with_default), autotuned), str(root)


def _def_at(tree: ast.AST, line: int, scope: tuple[str, ...]) -> tuple[ast.FunctionDef, str] | None:
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef) and node.lineno == line:
            return node, ".".join((*scope, node.name))
        if isinstance(node, ast.ClassDef):
            inner = _def_at(node, line, (*scope, node.name))
            if inner is not None:
                return inner
    return None


def _import_root(path: Path, here: Path) -> Path:
    """The directory the module is imported from: above the file's packages (directories with
    an __init__.py), and this checkout where the file is in it."""
    root = path.parent
    while (root / "__init__.py").is_file() and root != root.parent:
        root = root.parent
    if path.is_relative_to(here) and root.is_relative_to(here):
        return root
    return root


def _arguments(entry: CacheEntry, function: _Function) -> tuple[list[tuple[str, str]], list[str]]:
    """The spec's args (name, TOML value) and the constexprs Triton's cache cannot give."""
    in_ir = {name: (ty, div) for name, ty, div, _ in entry.arguments}
    args: list[tuple[str, str]] = []
    missing: list[str] = []
    for param in function.params:
        if param in in_ir:
            args.append((param, _value(*in_ir[param])))
        elif param in function.constexprs:
            if not function.autotuned and param not in function.defaults:
                missing.append(param)
        elif param not in function.defaults:
            args.append((param, "1"))  # an integer Triton specialised as 1 (not an argument in the IR)
    return args, missing


def _traced_constexprs(entries: Sequence[CacheEntry], function: _Function, wanted: Sequence[str]) -> dict[str, object]:
    """The `wanted` constexprs' values a trace's compiles saw (`src_constants`, by argument
    position), where every entry of the kernel saw the same one; Triton's cache keeps none."""
    out: dict[str, object] = {}
    for name in wanted:
        position = function.params.index(name)
        values = {json.dumps(dict(e.constants).get(position)) for e in entries}
        if len(values) == 1 and (value := json.loads(values.pop())) is not None:
            out[name] = value
    return out


def _value(ty: str, div: int | None) -> str:
    if ty.startswith("!tt.ptr<"):
        element = ty[len("!tt.ptr<") :].split(",")[0].rstrip(">").strip()
        return json.dumps(_DTYPES.get(element, element))
    if ty in ("i32", "i64"):
        base = 2**33 if ty == "i64" else 0
        return str(base + (16 if div == 16 else 7))
    if ty.startswith("f"):
        return "0.5"
    if ty == "i1":
        return "true"
    return json.dumps(ty)


def write_spec(root: Path, out: Path, here: Path, force: bool) -> Sequence[str]:
    if out.exists() and not force:
        raise Failure(f"{out} exists; give --force to replace it, or -o another file")
    text, warnings = spec_from_cache(root, out, here)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    return warnings
