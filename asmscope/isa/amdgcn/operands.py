"""Operand and modifier records from text the grammar has already accepted.

The grammar validates every instruction line; this module only decomposes it. Records are
interned process-wide (the same text gives the same object), which is what makes the model of a
kernel small and a parse fast: a GEMM kernel has ~2,500 instructions but a few hundred distinct
operand texts.
"""

from __future__ import annotations

import re

from asmscope.isa.amdgcn import instructions as isa
from asmscope.model import Modifier, Operand, OperandKind, Register, RegKind

# Bounded interning: a pathological input cannot grow these without limit.
_INTERN_LIMIT = 200_000
_OPERANDS: dict[str, Operand] = {}
_MODIFIERS: dict[str, Modifier] = {}
# an instruction's modifiers, by their texts: one tuple for all the instructions that print the
# same ones (so a rule can decide a modifier flag or trait once per tuple, by identity)
_MODIFIER_LISTS: dict[tuple[str, ...], tuple[Modifier, ...]] = {}
operand_cache = _OPERANDS  # read-only views for hot loops: `operand_cache.get(text) or make_operand(text)`
modifiers_cache = _MODIFIER_LISTS  # `modifiers_cache.get(texts) or make_modifiers(texts)`
_REGISTERS: dict[tuple[RegKind, int, int], Register] = {}

_KINDS = {"v": RegKind.VGPR, "s": RegKind.SGPR, "a": RegKind.AGPR, "ttmp": RegKind.TTMP}
_REGISTER = re.compile(r"(v|s|a|ttmp)(?:(\d+)|\[[ \t]*(\d+)[ \t]*(?::[ \t]*(\d+)[ \t]*)?\])")
_INT = re.compile(r"-?(?:0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)")
_FLOAT = re.compile(r"-?(?:\d+\.\d*(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)")
_SYMBOL = re.compile(r'(?:[A-Za-z_.$][\w.$]*|"[^"\n]+")')
_FUNCTION = re.compile(r"(neg|abs|sext|lit|lit64)\((.*)\)")

FLAGS: frozenset[str] = frozenset(
    {
        "offen",
        "idxen",
        "addr64",
        "glc",
        "slc",
        "dlc",
        "scc",
        "sc0",
        "sc1",
        "nt",
        # LLVM's parser accepts the cache-policy bits and gds negated (the bit is then 0)
        "noglc",
        "noslc",
        "nodlc",
        "noscc",
        "nosc0",
        "nosc1",
        "nont",
        "nogds",
        "lds",
        "tfe",
        "lwe",
        "d16",
        "gds",
        "clamp",
        "unorm",
        "da",
        "a16",
        "r128",
        "high",
        "row_mirror",
        "row_half_mirror",
        "compr",
        "vm",
        "done",
    }
)
_KEY = re.compile(r"[a-z_][a-z0-9_]*:")
_COUNTER = re.compile(r"[ \t]*(?:vm|exp|lgkm|vs)cnt")
_COUNTER_SEPARATOR = re.compile(r"[ \t]*[&,][ \t]*|[ \t]+")


class OperandError(ValueError):
    """A syntactically valid operand that is still wrong (a backwards range, v256)."""


def register(kind: RegKind, first: int, last: int) -> Register:
    key = (kind, first, last)
    reg = _REGISTERS.get(key)
    if reg is None:
        reg = _REGISTERS[key] = Register(kind, first, last)
    return reg


def _parse_int(text: str) -> int:
    neg = text.startswith("-")
    body = text[1:] if neg else text
    value = int(body, 0) if body[:2].lower() in ("0x", "0b") else int(body)
    return -value if neg else value


def _base_operand(text: str) -> tuple[OperandKind, Register | None, int | float | str | None]:
    if text in isa.SPECIAL_REGISTER_NAMES:
        return OperandKind.REGISTER, isa.special(text), None
    if text == "off":
        return OperandKind.OFF, None, None
    m = _REGISTER.fullmatch(text)
    if m is not None:
        kind = _KINDS[m.group(1)]
        if m.group(2) is not None:
            first = last = int(m.group(2))
        else:
            first = int(m.group(3))
            last = int(m.group(4)) if m.group(4) is not None else first
        if first > last:
            raise OperandError(f"register range {text} is written backwards (first > last)")
        if last >= isa.REGISTER_LIMITS[kind]:
            raise OperandError(
                f"register {text} is out of range ({kind.value}0..{kind.value}{isa.REGISTER_LIMITS[kind] - 1})"
            )
        return OperandKind.REGISTER, register(kind, first, last), None
    if _INT.fullmatch(text):
        return OperandKind.IMMEDIATE, None, _parse_int(text)
    if _FLOAT.fullmatch(text):
        return OperandKind.IMMEDIATE, None, float(text)
    if _SYMBOL.fullmatch(text):
        return OperandKind.LABEL, None, text  # a branch target or another symbol
    return OperandKind.IMMEDIATE, None, text  # an expression, hwreg(...), sendmsg(...)


def make_operand(text: str) -> Operand:
    """The interned Operand for the text of one operand (already accepted by the grammar)."""
    op = _OPERANDS.get(text)
    if op is not None:
        return op
    mods: list[str] = []
    inner = text
    while True:  # -|v1|, neg(abs(v1)), sext(v1), -v1; literals keep their sign
        if inner.startswith("-") and not _INT.fullmatch(inner) and not _FLOAT.fullmatch(inner):
            mods.append("neg")
            inner = inner[1:]
        elif len(inner) > 2 and inner[0] == "|" and inner[-1] == "|":
            mods.append("abs")
            inner = inner[1:-1]
        elif (fm := _FUNCTION.fullmatch(inner)) is not None:
            mods.append(fm.group(1))
            inner = fm.group(2).strip()
        else:
            break
    kind, reg, value = _base_operand(inner)
    op = Operand(text, kind, reg, value, tuple(mods))
    if len(_OPERANDS) < _INTERN_LIMIT:
        _OPERANDS[text] = op
    return op


def make_modifier(text: str) -> Modifier:
    """`offset:16` -> Modifier("offset", "16"); `offen` -> Modifier("offen"); `vmcnt(0)` -> ("vmcnt", "0")."""
    mod = _MODIFIERS.get(text)
    if mod is not None:
        return mod
    if text.endswith(")") and "(" in text:
        name, _, value = text[:-1].partition("(")
        mod = Modifier(name, value)
    elif ":" in text:
        name, _, value = text.partition(":")
        mod = Modifier(name, value)
    else:
        mod = Modifier(text)
    if len(_MODIFIERS) < _INTERN_LIMIT:
        _MODIFIERS[text] = mod
    return mod


def make_modifiers(texts: tuple[str, ...]) -> tuple[Modifier, ...]:
    """The modifiers of one instruction, from their texts (interned as a tuple)."""
    mods = _MODIFIER_LISTS.get(texts)
    if mods is None:
        mods = tuple(map(make_modifier, texts))
        if len(_MODIFIER_LISTS) < _INTERN_LIMIT:
            _MODIFIER_LISTS[texts] = mods
    return mods


def _is_modifier(word: str) -> bool:
    return word in FLAGS or _KEY.match(word) is not None


def _split_top_level(text: str) -> tuple[list[str], str]:
    """Operand texts split at commas outside ()/[]/"", and the tail after the last operand."""
    pieces: list[str] = []
    depth = 0
    quoted = False
    start = 0
    for i, ch in enumerate(text):
        if quoted:
            quoted = ch != '"'
        elif ch == '"':
            quoted = True
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "," and depth == 0:
            pieces.append(text[start:i].strip())
            start = i + 1
    return pieces, text[start:]


def _split_words(text: str) -> list[str]:
    """Whitespace-separated words, keeping `hwreg(A, 1)` and `op_sel:[0, 1]` whole."""
    words: list[str] = []
    depth = 0
    quoted = False
    start = None
    for i, ch in enumerate(text):
        if quoted:
            quoted = ch != '"'
            continue
        if ch in " \t" and depth == 0:
            if start is not None:
                words.append(text[start:i])
                start = None
            continue
        if start is None:
            start = i
        if ch == '"':
            quoted = True
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
    if start is not None:
        words.append(text[start:])
    return words


def split_operands(rest: str) -> tuple[list[str], list[str]]:
    """Operand texts and modifier texts of everything after the mnemonic (comment removed).

    Operands are comma separated and come first; modifiers follow, separated by whitespace.
    `s_waitcnt vmcnt(0) & lgkmcnt(0)` has no operands, only counter modifiers.
    """
    if "(" not in rest and '"' not in rest and ":[" not in rest:
        head = rest.split(",")
        tail = head.pop().split()
        if head:
            ops = [p.strip() for p in head]
            ops.append(tail[0])
            return ops, tail[1:]
    elif _COUNTER.match(rest):
        return [], [w for w in _COUNTER_SEPARATOR.split(rest.strip()) if w]
    else:
        head, last = _split_top_level(rest)
        tail = [w for w in _split_words(last) if w != "&"]
        if head:
            head.append(tail[0])
            return head, tail[1:]
    if not tail:
        return [], []
    if _is_modifier(tail[0]):
        return [], tail
    return [tail[0]], tail[1:]
