"""TTGIR (Triton's GPU dialect, MLIR's generic textual form as Triton prints it) into the model:
ops with their Python locations, result and operand types with their encodings, the layout
attribute definitions and the module's attributes.

A line scanner, not a grammar (docs/ir.md, "Why a line scanner"): Triton prints one op per line,
attribute aliases (`#blocked = ...`, `#loc3 = loc(...)`) one per line at the top or the bottom,
and a region's location on its closing `} loc(#locN)` line. What the model needs of a line is
its result names, op name, the type after the top-level ` : ` and the trailing `loc(...)`; the
rest of the text (operands, attributes) is kept verbatim for the few ops that need more.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from asmscope.errors import AsmscopeError


class IRParseError(AsmscopeError, ValueError):
    """A TTGIR text that does not have the shape Triton prints: names the line and what was expected."""


@dataclass(frozen=True, slots=True)
class Source:
    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclass(frozen=True, slots=True)
class TensorType:
    """`tensor<256x128xbf16, #mma>`, `tensor<1024x!tt.ptr<f16>, #blocked>` or
    `!ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>` (memory=True)."""

    shape: tuple[int, ...]
    element: str  # "bf16", "f8E4M3FNUZ", "i32", "!tt.ptr<f16>"
    encoding: str | None  # "#mma", "#ttg.slice<{dim = 1, parent = #mma}>", or None
    memory: bool = False

    @property
    def pointee(self) -> str:
        """The element a tensor of pointers points to ("f16" for `!tt.ptr<f16>`), else the element."""
        m = _PTR.match(self.element)
        return m.group(1) if m else self.element


@dataclass(frozen=True, slots=True)
class Op:
    """One op: `line` is its 1-based line in the TTGIR text; `depth` how many regions enclose it
    (0 = the function body); `loops` the lines of the `scf.for`/`scf.while` ops around it."""

    name: str  # "tt.store", "amdg.buffer_load", "ttg.convert_layout"
    results: tuple[str, ...]  # "%a_6" (or "%x#0".. for a multi-result `%x:3`)
    text: str  # the line, stripped
    line: int
    source: Source | None
    types: tuple[TensorType, ...]  # every tensor/memdesc type after the top-level ` : `, in order
    depth: int = 0
    loops: tuple[int, ...] = ()

    @property
    def result_type(self) -> TensorType | None:
        """The type of its (first) result: after `->` where the signature has one, else the last type."""
        if not self.types:
            return None
        return self.types[-1]


@dataclass(frozen=True, slots=True)
class Module:
    module_attributes: dict[str, str]  # "ttg.num-warps" -> "8", "ttg.target" -> "hip:gfx942"
    layouts: dict[str, str]  # "#blocked" -> "#ttg.blocked<{sizePerThread = [4], ...}>"
    ops: tuple[Op, ...]
    functions: tuple[str, ...] = ()
    args: dict[str, str] = field(default_factory=dict)  # "%a_ptr" -> its declaration text

    @property
    def num_warps(self) -> int | None:
        return _int(self.module_attributes.get("ttg.num-warps"))

    @property
    def threads_per_warp(self) -> int | None:
        return _int(self.module_attributes.get("ttg.threads-per-warp"))

    @property
    def target(self) -> str | None:
        t = self.module_attributes.get("ttg.target")
        return t.strip('"') if t else None

    def resolve(self, encoding: str | None) -> str | None:
        """An encoding with its alias replaced by the definition (`#mma` -> `#ttg.amd_mfma<{...}>`)."""
        if encoding is None:
            return None
        return _ALIAS.sub(lambda m: self.layouts.get(m.group(0), m.group(0)), encoding)


def _int(text: str | None) -> int | None:
    if text is None:
        return None
    m = re.match(r"\s*(-?\d+)", text)
    return int(m.group(1)) if m else None


_PTR = re.compile(r"!tt\.ptr<([^,>]+)")
_ALIAS = re.compile(r"#(?!loc)[A-Za-z_][\w.$-]*(?![\w.<$-])")
_LOC_DEF = re.compile(r"^(#loc\d*)\s*=\s*loc\((.*)\)\s*$")
_ATTR_DEF = re.compile(r"^(#[A-Za-z_][\w$.-]*)\s*=\s*(.+)$")
_TRAILING_LOC = re.compile(r"\s+loc\(((?:[^()]|\([^()]*\))*)\)\s*$")
_RESULTS = re.compile(r"^((?:%[\w$.-]+(?::\d+)?\s*,\s*)*%[\w$.-]+(?::\d+)?)\s*=\s*")
_OP_NAME = re.compile(r'^"?([A-Za-z_][\w$]*\.[\w$.]+)"?')
_FILE_LOC = re.compile(r'^"((?:[^"\\]|\\.)*)":(\d+):(\d+)')
_NAME_LOC = re.compile(r'^"(?:[^"\\]|\\.)*"\((.*)\)$')
_CALLSITE = re.compile(r"^callsite\((#loc\d*|.+?) at (#loc\d*|.+)\)$")
_FUNC = re.compile(r"^tt\.func\s+(?:public\s+|private\s+)?@([\w$.-]+)\((.*)\)")


def parse_ttgir(text: str, name: str = "<ttgir>") -> Module:
    """The model of one TTGIR module; IRParseError (naming the line) where the text is not one."""
    lines = text.splitlines()
    loc_defs: dict[str, str] = {}
    layouts: dict[str, str] = {}
    attrs: dict[str, str] = {}
    functions: list[str] = []
    args: dict[str, str] = {}
    raw: list[tuple[int, str, str | None, int, tuple[int, ...]]] = []  # (line, text, loc, depth, loops)
    # open regions: (index into raw of the op that opened it or -1, is_loop, line)
    stack: list[tuple[int, bool, int]] = []
    seen_module = False
    for number, line in enumerate(lines, 1):
        s = line.strip()
        if not s or s.startswith("//"):
            continue
        if s.startswith("#"):
            m = _LOC_DEF.match(s)
            if m:
                loc_defs[m.group(1)] = m.group(2)
                continue
            m = _ATTR_DEF.match(s)
            if not m:
                raise IRParseError(f"{name}:{number}: expected an attribute alias `#name = ...`, got {s[:80]!r}")
            layouts[m.group(1)] = m.group(2)
            continue
        if s.startswith("module"):
            seen_module = True
            m = re.search(r"attributes\s*\{(.*)\}\s*\{\s*$", s)
            if m:
                attrs.update(_attributes(m.group(1)))
            stack.append((-1, False, number))
            continue
        if s.startswith("}"):
            if not stack:
                raise IRParseError(f"{name}:{number}: a `}}` closes no region")
            opener, _, _ = stack.pop()
            rest = s[1:].strip()
            if rest.startswith("else") or rest.startswith("do") or rest.startswith("("):
                stack.append((opener, _is_loop(raw, opener), number))  # the next region of the same op
                continue
            m = _TRAILING_LOC.search(s)
            if m and opener >= 0 and raw[opener][2] is None:
                ln, t, _, d, lp = raw[opener]
                raw[opener] = (ln, t, m.group(1), d, lp)
            continue
        if not seen_module:
            raise IRParseError(f"{name}:{number}: expected `module` before {s[:80]!r}")
        fm = _FUNC.match(s)
        if fm:
            functions.append(fm.group(1))
            for am in re.finditer(r"(%[\w$.-]+)\s*:\s*([^%]*?)(?=,\s*%|$)", fm.group(2)):
                args[am.group(1)] = am.group(2)
            stack.append((-1, False, number))
            continue
        depth = max(0, len(stack) - 2)
        loops = tuple(raw[i][0] for i, is_loop, _ in stack if i >= 0 and is_loop)
        if s.endswith("{"):
            raw.append((number, s[:-1].rstrip(), None, depth, loops))
            stack.append((len(raw) - 1, _is_loop(raw, len(raw) - 1), number))
            continue
        if s.startswith("^"):  # a block label inside a region (scf.while's `^bb0(...)`)
            continue
        m = _TRAILING_LOC.search(s)
        raw.append((number, s[: m.start()] if m else s, m.group(1) if m else None, depth, loops))
    if stack:
        raise IRParseError(f"{name}:{stack[-1][2]}: a region opened here is not closed")
    if not seen_module:
        raise IRParseError(f"{name}: no `module` in the text: not TTGIR")
    resolver = _Locations(loc_defs, name)
    ops = []
    for number, body, loc, depth, loops in raw:
        rm = _RESULTS.match(body)
        results: tuple[str, ...] = ()
        if rm:
            results = tuple(_expand_results(rm.group(1)))
            body = body[rm.end() :]
        om = _OP_NAME.match(body)
        if not om:
            raise IRParseError(f"{name}:{number}: expected an op name `dialect.op`, got {body[:80]!r}")
        ops.append(
            Op(
                name=om.group(1),
                results=results,
                text=body,
                line=number,
                source=resolver.source(loc) if loc else None,
                types=tuple(_types(_signature(body))),
                depth=depth,
                loops=loops,
            )
        )
    return Module(attrs, layouts, tuple(ops), tuple(functions), args)


def _is_loop(raw: list, index: int) -> bool:
    if index < 0:
        return False
    text = raw[index][1]
    body = text[_RESULTS.match(text).end() :] if _RESULTS.match(text) else text
    return body.startswith(("scf.for", "scf.while"))


def _expand_results(text: str) -> list[str]:
    out = []
    for part in text.split(","):
        part = part.strip()
        base, _, count = part.partition(":")
        if count:
            out.extend(f"{base}#{i}" for i in range(int(count)))
        else:
            out.append(base)
    return out


def _attributes(text: str) -> dict[str, str]:
    out = {}
    for part in _split_top(text, ","):
        key, sep, value = part.partition("=")
        if sep:
            out[key.strip().strip('"')] = value.strip()
    return out


def _split_top(text: str, sep: str) -> list[str]:
    """`text` split at `sep` outside brackets and quotes."""
    parts, depth, start, quoted = [], 0, 0, False
    for i, ch in enumerate(text):
        if ch == '"' and (i == 0 or text[i - 1] != "\\"):
            quoted = not quoted
        elif quoted:
            continue
        elif ch in "<([{":
            depth += 1
        elif ch in ">)]}" and not (ch == ">" and i and text[i - 1] == "-"):
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


def _signature(body: str) -> str:
    """The text after the op's last top-level ` : ` (its types), or "". (Attribute dictionaries
    `{axis = 0 : i32}` hold ` : ` too: a candidate counts where the brackets before it balance;
    the counting runs in C, str.count, which is what makes the scanner fast.)"""
    end = len(body)
    while True:
        i = body.rfind(" : ", 0, end)
        if i < 0:
            return ""
        head = body[:i]
        if (
            head.count("{") == head.count("}")
            and head.count("(") == head.count(")")
            and head.count("[") == head.count("]")
            and head.count("<") == head.count(">") - head.count("->")
        ):
            return body[i + 2 :]
        end = i


_NEST = r"[^<>]*(?:<[^<>]*(?:<[^<>]*(?:<[^<>]*>[^<>]*)*>[^<>]*)*>[^<>]*)*"  # up to 3 levels of <...>
_TYPE = re.compile(rf"(tensor|!ttg\.memdesc)<({_NEST})>")
_SHAPE = re.compile(r"^((?:\d+x)*)([^,]+?)\s*(?:,\s*(.*))?$", re.DOTALL)
_ENCODING = re.compile(r"#[\w.$-]+(?:<\{.*?\}>)?")


def _types(sig: str) -> list[TensorType]:
    if "<" not in sig:
        return []
    return [_tensor(m.group(2), memory=m.group(1) != "tensor") for m in _TYPE.finditer(sig)]


def _tensor(inner: str, memory: bool) -> TensorType:
    m = _SHAPE.match(inner)
    if not m:
        return TensorType((), inner, None, memory)
    dims, element, rest = m.groups()
    shape = tuple(int(d) for d in dims.split("x") if d)
    encoding = None
    if rest and rest.startswith("#"):
        em = _ENCODING.match(rest)
        encoding = em.group(0) if em else None
    return TensorType(shape, element, encoding, memory)


class _Locations:
    """`#locN` aliases resolved to the innermost file position (a callsite's callee: what LLVM's
    `.loc` names for the inlined code), memoised."""

    def __init__(self, defs: dict[str, str], name: str) -> None:
        self.defs = defs
        self.name = name
        self.memo: dict[str, Source | None] = {}

    def source(self, loc: str) -> Source | None:
        loc = loc.strip()
        if loc in self.memo:
            return self.memo[loc]
        self.memo[loc] = None  # a cycle resolves to nothing rather than recursing
        value = self._resolve(loc)
        self.memo[loc] = value
        return value

    def _resolve(self, loc: str) -> Source | None:
        if loc.startswith("#loc"):
            body = self.defs.get(loc)
            return self.source(body) if body is not None else None
        m = _FILE_LOC.match(loc)
        if m:
            return Source(m.group(1), int(m.group(2)), int(m.group(3)))
        m = _NAME_LOC.match(loc)
        if m:
            return self.source(m.group(1))
        m = _CALLSITE.match(loc)
        if m:
            return self.source(m.group(1))
        if loc.startswith("fused"):  # fused[#a, #b] or fused<...>[...]: the first that resolves
            inner = loc[loc.index("[") + 1 : loc.rindex("]")] if "[" in loc else ""
            for part in _split_top(inner, ","):
                found = self.source(part)
                if found:
                    return found
        return None  # unknown, or a bare name
