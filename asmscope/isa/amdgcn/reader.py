"""Read AMDGCN assembly text, or an AMDGPU code object, into the typed model (`asmscope.model.Module`).

    module = parse_amdgcn(path.read_bytes(), str(path))

Whole files, one LALR grammar (amdgcn.lark) with the Transformer applied during parsing. Text
that the grammar does not accept, or that is not assembly at all (binary, not UTF-8, empty, no
kernel), raises `ParseError` with a line and column; nothing is skipped silently. Mnemonics
missing from the category tables parse as category `unknown` and are listed in
`Module.warnings`.
"""

from __future__ import annotations

import re

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from asmscope.isa.amdgcn import codeobj, grammar
from asmscope.isa.amdgcn.builder import ModuleBuilder
from asmscope.isa.errors import ParseError
from asmscope.model import Module

__all__ = ["engine", "parse_amdgcn"]


def engine() -> str:
    """`lark-cython` or `pure`: which Lark engine parses (both give identical models)."""
    return grammar.engine_name()


def parse_amdgcn(text: str | bytes, path: str = "<asm>") -> Module:
    """Parse one assembly file (LLVM/Triton output, hand-written, or llvm-objdump -d output),
    or an AMDGPU code object (ELF bytes; disassembled with LLVM's tools, see codeobj)."""
    target = functions = None
    line_table: tuple[tuple[int, str, int, int], ...] = ()
    if isinstance(text, bytes) and codeobj.is_code_object(text):
        code_object = codeobj.read_code_object(text, path)
        text, target, functions = code_object.text, code_object.target, code_object.functions
        line_table = code_object.line_table
    if isinstance(text, bytes):
        text = _decode(text, path)
    if not text.strip():
        raise ParseError(path, 1, 1, "empty input: no assembly text", text[:20])
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    if not text.endswith("\n"):
        text += "\n"
    builder = ModuleBuilder(text, path, target, functions, line_table)
    try:
        grammar.parser().parse(text, builder)
    except UnexpectedInput as exc:
        raise _syntax_error(text, path, exc) from None
    return builder.finish()


def _decode(data: bytes, path: str) -> str:
    nul = data.find(b"\x00", 0, 1 << 16)
    if nul >= 0:
        line, column = _position(data, nul)
        raise ParseError(
            path, line, column, "binary input: NUL byte in the text", repr(data[max(0, nul - 8) : nul + 8])[2:-1]
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, column = _position(data, exc.start)
        raise ParseError(
            path,
            line,
            column,
            f"not UTF-8 text: invalid byte 0x{data[exc.start]:02x}",
            repr(data[max(0, exc.start - 12) : exc.start + 12])[2:-1],
        ) from None


def _position(data: bytes, offset: int) -> tuple[int, int]:
    line_start = data.rfind(b"\n", 0, offset) + 1
    return data.count(b"\n", 0, offset) + 1, offset - line_start + 1


# ----------------------------------------------------------------------------------------------
# Syntax errors: point at the exact part of the line the grammar rejected
# ----------------------------------------------------------------------------------------------

_HS = re.compile(r"[ \t]+")
_COMMA = re.compile(r"[ \t]*,[ \t]*")
_WORD = re.compile(r"[^ \t,\n]+")
_DIRECTIVE_WORD = re.compile(r"\.[\w.$]*")
_LABEL_START = re.compile(r'(?:[A-Za-z_.$][\w.$]*|"[^"\n]+"):')
_BLOCKS = {
    ".amdgpu_metadata": "unterminated .amdgpu_metadata block: no .end_amdgpu_metadata follows",
    ".amd_kernel_code_t": "unterminated or malformed .amd_kernel_code_t block",
}


def _syntax_error(text: str, path: str, exc: UnexpectedInput) -> ParseError:
    lines = text.split("\n")
    if (isinstance(exc, UnexpectedToken) and exc.token.type == "$END") or isinstance(exc, UnexpectedEOF):
        last = len(lines) - 1
        return ParseError(
            path,
            last,
            1,
            "unexpected end of input: an .amdhsa_kernel block is not closed by .end_amdhsa_kernel",
            lines[last - 1].strip() if last else "",
        )
    line = getattr(exc, "line", 1) or 1
    line_text = lines[line - 1] if 0 < line <= len(lines) else ""
    if isinstance(exc, UnexpectedToken) and not isinstance(exc, UnexpectedCharacters):
        return _misplaced(path, line, line_text, exc.token.type)
    return _diagnose_line(path, line, line_text)


def _misplaced(path: str, line: int, line_text: str, token_type: str) -> ParseError:
    stripped = line_text.strip()
    column = line_text.find(stripped) + 1
    if token_type == "AMDHSA_FIELD":
        message = "an .amdhsa_* field outside an .amdhsa_kernel block"
    elif token_type == "END_AMDHSA_KERNEL":
        message = ".end_amdhsa_kernel without .amdhsa_kernel"
    else:
        message = "statement not allowed inside an .amdhsa_kernel block (expected .amdhsa_* or .end_amdhsa_kernel)"
    return ParseError(path, line, column, message, stripped)


def _diagnose_line(path: str, line: int, text: str) -> ParseError:
    stripped = text.lstrip(" \t")
    start = len(text) - len(stripped)
    for i, ch in enumerate(text):
        if (ord(ch) < 32 and ch != "\t") or 0x7F <= ord(ch) < 0xA0 or ch == "\ufeff":
            return ParseError(
                path, line, i + 1, f"unexpected control character U+{ord(ch):04X}", text[max(0, i - 10) : i + 10]
            )
    if not stripped:
        return ParseError(path, line, 1, "unexpected input", text)
    for block, message in _BLOCKS.items():
        if stripped.startswith(block):
            return ParseError(path, line, start + 1, message, stripped.rstrip())
    patterns = grammar.terminal_patterns()
    if stripped[0] == ".":
        name = _DIRECTIVE_WORD.match(stripped)
        word = name.group(0) if name else "."
        known = (
            patterns["DIRECTIVE_NAME"].fullmatch(word[1:])
            or patterns["DATA_NAME"].fullmatch(word[1:])
            or word
            in (
                ".loc",
                ".file",
                ".amdhsa_kernel",
                ".end_amdhsa_kernel",
                ".end_amdgpu_metadata",
                ".end_amd_kernel_code_t",
            )
            or word.startswith(".amdhsa_")
        )
        if not known:
            return ParseError(path, line, start + 1, f"unknown directive '{word}'", stripped.rstrip())
        return ParseError(path, line, start + 1, f"malformed {word} directive", stripped.rstrip())
    label = _LABEL_START.match(stripped)
    if label is not None:
        after = start + label.end()
        rest = text[after:].lstrip(" \t")
        return ParseError(path, line, len(text) - len(rest) + 1, "unexpected text after a label", rest.rstrip())
    return _diagnose_instruction(path, line, text, start, patterns)


def _diagnose_instruction(
    path: str, line: int, text: str, start: int, patterns: dict[str, re.Pattern[str]]
) -> ParseError:
    """Walk the line with the grammar's own sub-terminals; report where they stop matching."""
    line_text = text + "\n"
    mnemonic = patterns["MNEMONIC"].match(line_text, start)
    if mnemonic is None:
        word = _WORD.match(line_text, start)
        return ParseError(
            path,
            line,
            start + 1,
            "expected an instruction, label or directive",
            word.group(0) if word else text.strip(),
        )
    pos = mnemonic.end()
    name = mnemonic.group(0)
    space = _HS.match(line_text, pos)
    if space is not None:
        counters = patterns["COUNTERS"].match(line_text, space.end())
        if counters is not None:
            pos = counters.end()
        else:
            operand = patterns["OPERAND"].match(line_text, space.end())
            if operand is not None and not patterns["MODIFIER"].fullmatch(operand.group(0)):
                pos = operand.end()
                while (comma := _COMMA.match(line_text, pos)) is not None:
                    operand = patterns["OPERAND"].match(line_text, comma.end())
                    if operand is None:
                        word = _WORD.match(line_text, comma.end())
                        bad = word.group(0) if word else line_text[comma.end() :].strip()
                        return ParseError(path, line, comma.end() + 1, f"invalid operand of {name}", bad)
                    pos = operand.end()
            while (space := _HS.match(line_text, pos)) is not None:
                modifier = patterns["MODIFIER"].match(line_text, space.end())
                if modifier is None:
                    break
                pos = modifier.end()
    if patterns["EOL"].match(line_text, pos):  # pragma: no cover - the line would have parsed
        return ParseError(path, line, start + 1, "malformed instruction", text.strip())
    bad_at = pos + len(line_text[pos:]) - len(line_text[pos:].lstrip(" \t"))
    word = _WORD.match(line_text, bad_at)
    bad = word.group(0) if word else line_text[bad_at:].strip()
    where = "operand" if pos == mnemonic.end() or line_text[pos - 1] == "," else "operand or modifier"
    return ParseError(path, line, bad_at + 1, f"invalid {where} of {name}", bad)
