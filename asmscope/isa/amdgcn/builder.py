"""Turns the statements the grammar reduces into the typed model, as the parse goes.

The LALR parser calls one method per statement (grammar.Callbacks); a CODE statement is a run of
straight-line lines the grammar has validated, which `code` decomposes line by line. The builder
tracks sections, kernel boundaries, `.file`/`.loc` source positions, labels with LLVM's loop
comments, and the resource sources (comments, `.amdhsa_*`, metadata), and `finish` assembles
the frozen Module.
"""

from __future__ import annotations

import re
import sys
from bisect import bisect_right
from dataclasses import dataclass, field, fields, replace
from operator import attrgetter
from typing import Any

import yaml

from asmscope.fsutil import is_installed
from asmscope.isa.amdgcn import instructions as isa
from asmscope.isa.amdgcn import resources as res
from asmscope.isa.amdgcn.operands import (
    OperandError,
    make_modifiers,
    make_operand,
    modifiers_cache,
    operand_cache,
    split_operands,
)
from asmscope.isa.errors import ParseError
from asmscope.model import (
    Category,
    Diagnostic,
    Instruction,
    Kernel,
    Label,
    Modifier,
    Module,
    Operand,
    OperandKind,
    Register,
    RegKind,
    SourceLoc,
)

# The base loader builds only str/list/dict (no type resolution, nothing executable) and is the
# fastest; resources.as_int turns the numbers we need into ints.
try:
    _YamlLoader: Any = yaml.CBaseLoader
except AttributeError:  # pragma: no cover - PyYAML without libyaml
    _YamlLoader = yaml.BaseLoader

_TARGET_ID = re.compile(r"\b(gfx[0-9a-f]+)((?::[A-Za-z0-9_]+[+-])*)")
_LOOP_HEADER = re.compile(r"=>\s*This (Inner )?Loop Header: Depth=(\d+)")
_RESOURCE_COMMENT = re.compile(r";\s*(" + "|".join(res.COMMENT_FIELDS) + r"):\s*(\d+)")
_SET = re.compile(r"\.set\s+(?:\.L)?([\w.$]+)\.(num_vgpr|num_agpr|private_seg_size)\s*,\s*(\S+)")
_FILE = re.compile(r'\.file\s+(?:(\d+)\s+)?("(?:[^"\\]|\\.)*")(?:\s+("(?:[^"\\]|\\.)*"))?')
_OBJDUMP_ADDRESS = re.compile(r"//\s*([0-9A-Fa-f]+):[ \t0-9A-Fa-f]*(?:<([^<>]+)>)?")
_OBJDUMP_LABEL = re.compile(r"([0-9a-fA-F]+)[ \t]+<([^<>]+)>:")
_OBJDUMP_LOCAL = re.compile(r"L\d+$")
# `llvm-objdump -l`: `; /path/kernel.py:364` before the instructions of that line.
_OBJDUMP_SOURCE = re.compile(r";[ \t]*(\S[^\n]*?):(\d+)[ \t]*$")
_OBJDUMP_SECTION = re.compile(r"Disassembly of section ([^\n:]+):")
# Kernel entry points are 256-byte aligned (amdgpu.md, "Kernel Descriptor": kernel_code_entry_byte_offset).
_ENTRY_ALIGNMENT = 256
_BRANCHES_WITH_TARGET = ("s_branch", "s_cbranch_")
# Control never falls through these; the `s_nop 0` words after them up to the next branch
# target are alignment fill that the assembler wrote (a `.p2align`, the code-end padding).
_NO_FALLTHROUGH = frozenset(("s_branch", "s_endpgm", "s_code_end", "s_setpc_b64"))
# One line of a CODE run (already validated by the grammar): an instruction (mnemonic and the
# rest up to a `;` comment), a `.loc`, or a blank/comment line.
_CODE_LINE = re.compile(
    r"[ \t]*(?:([A-Za-z][A-Za-z0-9_]*)(?:[ \t]+([^;\n]*))?|(\.loc[ \t][^;\n]*)|)"
    r"[ \t]*((?:;|//)[^\n]*)?\n"
)


# One frame of LLVM's inlining comment after a `.loc`: `norms.py:56:15`.
_CHAIN_FRAME = re.compile(r"([^\s@\[\]:;]+):(\d+):(\d+)")


def _strip_comment(text: str) -> str:
    """The statement without its trailing `;`/`//` comment (strings may contain either)."""
    if '"' not in text:
        cut = text.find(";")
        slash = text.find("//")
        if slash >= 0 and (cut < 0 or slash < cut):
            cut = slash
        return (text[:cut] if cut >= 0 else text).strip()
    out = []
    quoted = False
    i = 0
    while i < len(text):
        ch = text[i]
        if quoted:
            quoted = not (ch == '"' and text[i - 1] != "\\")
        elif ch == '"':
            quoted = True
        elif ch == ";" or text.startswith("//", i):
            break
        out.append(ch)
        i += 1
    return "".join(out).strip()


def _unquote(text: str) -> str:
    return text[1:-1].replace('\\"', '"').replace("\\\\", "\\")


_register_of = attrgetter("register")
# (mnemonic, base, encoding, category, roles, simple): `mnemonic` the interned spelling, so that
# every instruction of a mnemonic holds one string object (dicts and sets keyed by mnemonic then
# compare by identity, and the model keeps one copy)
_MnemonicInfo = tuple[str, str, str, Category, isa.OperandRoles, bool]

# Instruction records are built ~2,500 times per kernel. A frozen dataclass __init__ assigns each
# field through object.__setattr__ by name (~2 us for 11 fields); assigning through the slot
# descriptors directly builds the identical object in ~1.2 us. The field list is checked here
# so a change to model.Instruction cannot silently skip a field.
INSTRUCTION_FIELDS = (
    "index",
    "mnemonic",
    "base",
    "encoding",
    "category",
    "operands",
    "modifiers",
    "defs",
    "uses",
    "line",
    "loc",
    "guard",
)
assert tuple(f.name for f in fields(Instruction)) == INSTRUCTION_FIELDS, "model.Instruction changed"
_new_object = object.__new__
(
    _set_index,
    _set_mnemonic,
    _set_base,
    _set_encoding,
    _set_category,
    _set_operands,
    _set_modifiers,
    _set_defs,
    _set_uses,
    _set_line,
    _set_loc,
    _set_guard,
) = (getattr(Instruction, name).__set__ for name in INSTRUCTION_FIELDS)


def new_instruction(
    index: int,
    mnemonic: str,
    base: str,
    encoding: str,
    category: Category,
    operands: tuple[Operand, ...],
    modifiers: tuple[Modifier, ...],
    defs: tuple[Register, ...],
    uses: tuple[Register, ...],
    line: int,
    loc: SourceLoc | None,
) -> Instruction:
    ins = _new_object(Instruction)
    _set_index(ins, index)
    _set_mnemonic(ins, mnemonic)
    _set_base(ins, base)
    _set_encoding(ins, encoding)
    _set_category(ins, category)
    _set_operands(ins, operands)
    _set_modifiers(ins, modifiers)
    _set_defs(ins, defs)
    _set_uses(ins, uses)
    _set_line(ins, line)
    _set_loc(ins, loc)
    _set_guard(ins, None)  # AMDGCN has no guard predicates
    return ins


@dataclass(slots=True)
class KernelDraft:
    name: str
    first_line: int
    last_line: int
    instructions: list[Instruction] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    comments: dict[str, int] = field(default_factory=dict)
    code_t: dict[str, str] | None = None
    addresses: list[int] = field(default_factory=list)  # llvm-objdump input only
    address: int | None = None  # llvm-objdump input: the symbol's address
    branch_comments: dict[int, str] = field(default_factory=dict)  # index -> `<sym+off>` target
    pending_label: int | None = None  # a label with no instruction after it yet
    closed: bool = False


def target_id(text: str) -> tuple[str | None, tuple[str, ...]]:
    """The processor and the features of a target ID, `amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-`
    -> ("gfx942", ("sramecc+", "xnack-")); no feature where it sets none (each then "any"), and
    (None, ()) where the text names no processor."""
    m = _TARGET_ID.search(text)
    return (m.group(1), tuple(m.group(2).split(":")[1:])) if m else (None, ())


class ModuleBuilder:
    """Receives statements in source order (see grammar.Callbacks) and builds one Module."""

    def __init__(
        self,
        text: str,
        path: str,
        target: str | None = None,
        functions: frozenset[str] | None = None,
        line_table: tuple[tuple[int, str, int, int], ...] = (),
    ) -> None:
        self.text = text
        self.path = path
        self.target = target
        self.features: tuple[str, ...] = ()
        # llvm-objdump input: the code object's function symbols (None: decided in finish).
        self.functions = functions
        # a code object's DWARF line table (codeobj.CodeObjectText.line_table): instruction locs
        self.line_table = line_table
        self.files: dict[int, str] = {}
        self.code_section = True  # hand-written files may start without `.text`
        self.section_stack: list[bool] = []
        self.previous_section = True
        self.objdump = False
        self.declared: set[str] = set()
        self.drafts: list[KernelDraft] = []
        self.current: KernelDraft | None = None
        self.loc: SourceLoc | None = None
        self._loc_cache: dict[tuple[str, str, str], SourceLoc | None] = {}
        self._mnemonics: dict[str, _MnemonicInfo] = {}
        self.warnings: list[Diagnostic] = []
        self.kernel_metadata: dict[str, dict[str, Any]] = {}
        self.descriptors: dict[str, dict[str, str]] = {}
        self.set_symbols: dict[str, dict[str, str]] = {}

    # ------------------------------------------------------------------------------------------
    # errors
    # ------------------------------------------------------------------------------------------

    def error(self, line: int, column: int, message: str, snippet: str) -> ParseError:
        return ParseError(self.path, line, column, message, snippet)

    # ------------------------------------------------------------------------------------------
    # code runs
    # ------------------------------------------------------------------------------------------

    def code(self, token: Any) -> None:
        line_no = token.line - 1
        current = self.current
        instructions = current.instructions if current is not None else None
        append = instructions.append if instructions is not None else None
        mnemonics = self._mnemonics
        objdump = self.objdump
        operand_get = operand_cache.get
        modifiers_get = modifiers_cache.get
        defs_and_uses = isa.defs_and_uses
        make_instruction = new_instruction
        register_of = _register_of
        loc = self.loc
        index = len(instructions) if instructions is not None else 0
        start_index = index
        # One C-level pass splits the validated run into (mnemonic, rest, .loc, comment) per line.
        text = token.value
        lines = _CODE_LINE.findall(text)
        if len(lines) != text.count("\n"):
            self._undecomposable(token)
        for mnemonic, rest, loc_text, comment in lines:
            line_no += 1
            if not mnemonic:
                if loc_text:
                    loc = self._loc(loc_text, line_no, comment)
                elif objdump and (source := _OBJDUMP_SOURCE.match(comment)) is not None:
                    loc = self._objdump_loc(source.group(1), int(source.group(2)))
                elif comment:
                    self._comment(comment, index > start_index)
                continue
            if append is None:
                self._outside_kernel(line_no, mnemonic)
            info = mnemonics.get(mnemonic)
            if info is None:
                info = self._mnemonic(mnemonic, line_no)
            mnemonic, base, encoding, category, roles, simple = info
            if "/" in rest and "//" in rest:  # a `//` comment (llvm-objdump, hand-written)
                comment = rest[rest.index("//") :]
                rest = rest[: rest.index("//")]
            rest = rest.rstrip()
            if not rest:
                operands: tuple[Operand, ...] = ()
                modifiers: tuple[Modifier, ...] = ()
                defs, uses = defs_and_uses(roles, operands, modifiers)
            else:
                if "(" not in rest and ":[" not in rest and '"' not in rest:
                    head = rest.split(",")
                    tail = head.pop().split()
                    if head:
                        op_texts = list(map(str.strip, head))
                        op_texts.append(tail[0])
                        mod_texts = tail[1:]
                    else:
                        op_texts, mod_texts = split_operands(rest)
                else:
                    op_texts, mod_texts = split_operands(rest)
                # map/filter keep the per-operand work in C: interned hits are the norm.
                operands = tuple(map(operand_get, op_texts))
                if not all(operands):
                    try:
                        operands = tuple(map(make_operand, op_texts))
                    except OperandError as exc:
                        raise self._operand_error(exc, op_texts, line_no) from None
                if mod_texts:
                    mod_key = tuple(mod_texts)
                    modifiers = modifiers_get(mod_key) or make_modifiers(mod_key)
                    defs, uses = defs_and_uses(roles, operands, modifiers)
                elif simple and (dst := operands[0].register) is not None:
                    # The common case (VALU/SALU/loads): the first operand is written, the rest read.
                    modifiers = ()
                    defs = (dst, *roles.implicit_defs)
                    uses = (*filter(None, map(register_of, operands[1:])), *roles.implicit_uses)
                else:
                    modifiers = ()
                    defs, uses = defs_and_uses(roles, operands, modifiers)
            append(
                make_instruction(
                    index, mnemonic, base, encoding, category, operands, modifiers, defs, uses, line_no, loc
                )
            )
            if objdump and comment:
                self._objdump_comment(current, index, comment)
            index += 1
        self.loc = loc
        if index > start_index and current is not None:
            current.pending_label = None

    def _undecomposable(self, token: Any) -> None:
        for offset, raw in enumerate(token.value.split("\n")[:-1]):
            if _CODE_LINE.fullmatch(raw + "\n") is None:
                line_no = token.line + offset
                raise self.error(line_no, 1, "a `;` inside a quoted operand is not supported", raw.strip())

    def _line(self, line_no: int) -> str:
        return self.text.split("\n", line_no)[line_no - 1]

    def _outside_kernel(self, line_no: int, mnemonic: str) -> None:
        raw = self._line(line_no)
        where = "before any kernel label" if not self.drafts else "outside any kernel (after its end)"
        raise self.error(line_no, raw.find(mnemonic) + 1, f"instruction {where}", raw.strip())

    def _operand_error(self, exc: OperandError, op_texts: list[str], line_no: int) -> ParseError:
        raw = self._line(line_no)
        bad = next((t for t in op_texts if t in str(exc)), op_texts[0] if op_texts else "")
        column = raw.find(bad) + 1 if bad else 1
        return self.error(line_no, column, str(exc), bad)

    def _mnemonic(self, mnemonic: str, line_no: int) -> _MnemonicInfo:
        lowered = mnemonic.lower()  # the assembler is case-insensitive; LLVM prints lower case
        base, encoding = isa.split_encoding(lowered)
        category = isa.category_of(lowered, self.target)
        if category is Category.UNKNOWN:
            column = self._line(line_no).find(mnemonic) + 1
            where = f"{self.target}'s" if self.target else "the gfx942/gfx950"
            self.warnings.append(
                Diagnostic(
                    line_no,
                    column,
                    f"unknown mnemonic '{mnemonic}': not in {where} category tables; counted as category 'unknown'",
                )
            )
        roles = isa.operand_roles(base, category)
        simple = roles.defs is isa.DefRule.FIRST and not roles.dst_also_read and not roles.hwreg_read
        info = (sys.intern(mnemonic), base, encoding, category, roles, simple)
        self._mnemonics[mnemonic] = info
        return info

    def _loc(self, s: str, line_no: int, comment: str = "") -> SourceLoc | None:
        parts = s.split(None, 4)
        key = (parts[1], parts[2], parts[3] if len(parts) > 3 and parts[3][0].isdigit() else "0")
        if "@[" in comment:  # LLVM's inlining chain: the same line inlined from another call site
            key = (*key, comment)  # type: ignore[assignment]
        cache = self._loc_cache
        if key in cache:
            return cache[key]
        file_no, line, column = int(key[0]), int(key[1]), int(key[2])
        if file_no not in self.files:
            raw = self._line(line_no)
            raise self.error(
                line_no,
                raw.find(parts[1], raw.find(".loc")) + 1,
                f".loc names file {file_no}, which no .file declared",
                s,
            )
        # Line 0 is DWARF's "no source line" (compiler-generated code, `; :0:0`).
        loc = SourceLoc(self.files[file_no], line, column) if line > 0 else None
        if loc is not None and len(key) > 3 and is_installed(loc.file):
            loc = SourceLoc(loc.file, line, column, self._user_frame(comment))
        cache[key] = loc
        return loc

    def _user_frame(self, chain: str) -> SourceLoc | None:
        """The innermost frame of an inlining chain (`; standard.py:287:12 @[ standard.py:314:12
        @[ norms.py:56:15 ] ]`, innermost first) in the user's code. The chain names files by
        their base name: each is the `.file` of that name, when exactly one is not installed."""
        for name, line, column in _CHAIN_FRAME.findall(chain)[1:]:
            paths = {p for p in self.files.values() if p.rsplit("/", 1)[-1] == name}
            users = [p for p in paths if not is_installed(p)]
            if len(users) == 1 and int(line) > 0:
                return SourceLoc(users[0], int(line), int(column))
            if users:  # user code, but which file is ambiguous: no guess
                return None
        return None

    def _objdump_loc(self, file: str, line: int) -> SourceLoc | None:
        """`llvm-objdump -l` names the source line (no column) before the code it produced."""
        key = (file, str(line), "")
        if key not in self._loc_cache:
            self._loc_cache[key] = SourceLoc(file, line, 0) if line > 0 else None
        return self._loc_cache[key]

    def _comment(self, s: str, after_instruction: bool) -> None:
        if "Loop Header" in s:
            m = _LOOP_HEADER.search(s)
            draft = self.current
            if m is not None and draft is not None and draft.pending_label is not None and not after_instruction:
                i = draft.pending_label
                draft.labels[i] = replace(
                    draft.labels[i], loop_header_comment=int(m.group(2)), loop_inner_comment=m.group(1) is not None
                )
            return
        m = _RESOURCE_COMMENT.match(s)
        if m is not None and self.drafts:
            # LLVM writes "; Kernel info:" right after each function, so it belongs to the last one.
            self.drafts[-1].comments.setdefault(m.group(1), int(m.group(2)))

    def _objdump_comment(self, draft: KernelDraft, index: int, comment: str) -> None:
        m = _OBJDUMP_ADDRESS.match(comment)
        if m is None:
            return
        while len(draft.addresses) < index:
            draft.addresses.append(-1)
        draft.addresses.append(int(m.group(1), 16))
        if m.group(2):
            draft.branch_comments[index] = m.group(2)

    # ------------------------------------------------------------------------------------------
    # labels and kernels
    # ------------------------------------------------------------------------------------------

    def label(self, token: Any) -> None:
        text = token.value
        s = text.strip()
        if token.type == "OBJDUMP_LABEL":
            self.objdump = True
            m = _OBJDUMP_LABEL.match(s)
            assert m is not None
            name = m.group(2)
            if not self.code_section:
                return  # e.g. a `NAME.kd` descriptor in .rodata: its `.amdhsa_kernel` block follows
            # Every symbol starts a draft; finish() folds those that are not functions (local
            # labels such as `label_030B`) back into the function before them.
            starts_kernel = _OBJDUMP_LOCAL.match(name) is None and "+" not in name
        else:
            name = s[: s.index(":")] if not s.startswith('"') else _unquote(s[: s.index('":') + 1])
            starts_kernel = self.code_section and (
                name in self.declared or (self.current is None and not name.startswith(".L"))
            )
        line_no = token.line
        if name.startswith(".Lfunc_end"):
            self._close(line_no)
            return
        if starts_kernel:
            self._close(line_no - 1)
            self.current = KernelDraft(name, line_no, line_no)
            if token.type == "OBJDUMP_LABEL":
                self.current.address = int(m.group(1), 16)
            self.drafts.append(self.current)
            self.loc = None
            return
        draft = self.current
        if draft is None or not self.code_section:
            return  # data and debug-section labels are not part of any kernel
        m = _LOOP_HEADER.search(s)
        depth, inner = (int(m.group(2)), m.group(1) is not None) if m else (None, None)
        draft.labels.append(Label(name, line_no, len(draft.instructions), depth, inner))
        draft.pending_label = len(draft.labels) - 1

    def _close(self, last_line: int) -> None:
        draft = self.current
        if draft is not None:
            draft.last_line = max(last_line, draft.instructions[-1].line if draft.instructions else draft.first_line)
            draft.closed = True
        self.current = None

    # ------------------------------------------------------------------------------------------
    # directives
    # ------------------------------------------------------------------------------------------

    def directive(self, token: Any) -> None:
        s = _strip_comment(token.value)
        name, _, args = s.partition(" ") if " " in s.split("\t", 1)[0] else s.partition("\t")
        args = args.strip()
        if name == ".amdgcn_target":
            self.target, self.features = target_id(args)
            self._mnemonics.clear()  # categories depend on the target's tables
        elif name == ".text":
            self._section(True)
        elif name in (".data", ".bss", ".rodata"):
            self._section(False)
        elif name in (".section", ".pushsection"):
            section = args.split(",", 1)[0].strip().strip('"')
            flags = args.split(",")[1].strip().strip('"') if "," in args else ""
            if name == ".pushsection":
                self.section_stack.append(self.code_section)
            self._section(section.startswith(".text") or "x" in flags)
        elif name == ".popsection" and self.section_stack:
            self._section(self.section_stack.pop())
        elif name == ".previous":
            self._section(self.previous_section)
        elif name in (".globl", ".global"):
            self.declared.add(args.strip('"'))
        elif name == ".type":
            symbol, _, kind = args.partition(",")
            if "function" in kind:
                self.declared.add(symbol.strip().strip('"'))
        elif name == ".size":
            symbol = args.split(",", 1)[0].strip().strip('"')
            if self.current is not None and symbol == self.current.name:
                self._close(token.line)
        elif name == ".set":
            m = _SET.match(s)
            if m is not None:
                self.set_symbols.setdefault(m.group(1), {})[m.group(2)] = m.group(3)

    def _section(self, is_code: bool) -> None:
        self.previous_section = self.code_section
        self.code_section = is_code
        if not is_code and self.current is not None:
            self._close(self.current.instructions[-1].line if self.current.instructions else self.current.first_line)

    def file(self, token: Any) -> None:
        m = _FILE.match(token.value.strip())
        if m is None or m.group(1) is None:
            return  # `.file "name"` is the ELF source-file symbol, not a DWARF file entry
        directory, name = _unquote(m.group(2)), m.group(3)
        self.files[int(m.group(1))] = f"{directory}/{_unquote(name)}" if name is not None else directory

    def data(self, token: Any) -> None:
        return None  # DWARF and other data: parsed for well-formedness, not modelled

    def objdump_header(self, token: Any) -> None:
        self.objdump = True
        section = _OBJDUMP_SECTION.match(token.value)
        self._section(section is None or section.group(1).startswith(".text"))

    def kernel_descriptor(self, header: Any, field_tokens: list[Any], end: Any) -> None:
        name = _strip_comment(header.value).split(None, 1)[1].strip().strip('"')
        entries: dict[str, str] = {}
        for tok in field_tokens:
            key, _, value = _strip_comment(tok.value).partition(" ")
            if not value:
                key, _, value = key.partition("\t")
            entries[key] = value.strip()
        self.descriptors[name] = entries

    def kernel_code_t(self, token: Any) -> None:
        entries: dict[str, str] = {}
        for line in token.value.split("\n")[1:-2]:
            body = _strip_comment(line)
            if "=" in body:
                key, _, value = body.partition("=")
                entries[key.strip()] = value.strip()
        if self.drafts:
            self.drafts[-1].code_t = entries

    def metadata(self, token: Any) -> None:
        lines = token.value.split("\n")
        header = next(i for i, line in enumerate(lines) if ".amdgpu_metadata" in line)
        body = "\n".join(lines[header + 1 : -2])
        first_line = token.line + header + 1
        try:
            document = yaml.load(body, Loader=_YamlLoader)  # BaseLoader: plain data only
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            line = first_line + (mark.line if mark is not None else 0)
            column = (mark.column + 1) if mark is not None else 1
            problem = getattr(exc, "problem", None) or "invalid YAML"
            snippet = self.text.split("\n")[line - 1] if line - 1 < self.text.count("\n") else ""
            raise self.error(line, column, f"malformed .amdgpu_metadata YAML: {problem}", snippet.strip()) from None
        if document is None:
            return
        if not isinstance(document, dict):
            raise self.error(first_line, 1, "the .amdgpu_metadata block is not a YAML mapping", body[:60])
        kernels = document.get("amdhsa.kernels") or []
        if not isinstance(kernels, list):
            raise self.error(first_line, 1, "amdhsa.kernels in .amdgpu_metadata is not a list", body[:60])
        for entry in kernels:
            if isinstance(entry, dict) and isinstance(entry.get(".name"), str):
                self.kernel_metadata[entry[".name"]] = entry
        target = document.get("amdhsa.target")
        if isinstance(target, str):  # a code object's only target ID (`.amdgcn_target` goes first)
            processor, features = target_id(target)
            self.features = self.features or features
            if self.target is None:
                self.target = processor

    # ------------------------------------------------------------------------------------------
    # the module
    # ------------------------------------------------------------------------------------------

    def finish(self) -> Module:
        if not self.drafts:
            raise self.error(
                1,
                1,
                "no kernel in the input: no function label (e.g. `my_kernel:`) before the instructions",
                self.text.split("\n", 1)[0].strip(),
            )
        if self.objdump:
            self._fold_local_labels()
        kernels = []
        for draft in self.drafts:
            if not draft.closed:
                draft.last_line = max(
                    draft.last_line, draft.instructions[-1].line if draft.instructions else draft.first_line
                )
            if draft.addresses:
                _drop_padding(draft)
                self._resolve_objdump_branches(draft)
                if self.line_table:
                    self._locate(draft)
            metadata = self.kernel_metadata.get(draft.name)
            resources, problems = res.merge(
                self.target,
                metadata,
                draft.comments,
                self._descriptor(draft.name, metadata),
                self.set_symbols.get(draft.name, {}),
                draft.code_t,
            )
            for problem in problems:
                self.warnings.append(
                    Diagnostic(draft.first_line, 1, f"{draft.name}: resource sources disagree: {problem}")
                )
            resources = res.with_arch_vgprs(resources, draft.instructions)
            kernels.append(
                Kernel(
                    draft.name,
                    tuple(draft.instructions),
                    tuple(draft.labels),
                    resources,
                    draft.first_line,
                    draft.last_line,
                    _addresses(draft),
                )
            )
        names = [k.name for k in kernels]
        for name in set(names):
            if names.count(name) > 1:
                first = next(k for k in kernels if k.name == name)
                raise self.error(first.first_line, 1, f"kernel '{name}' is defined more than once", name)
        return Module(
            path=self.path,
            target=self.target,
            kernels=tuple(kernels),
            source_files=tuple(sorted(self.files.items())),
            line_count=self.text.count("\n"),
            warnings=tuple(sorted(self.warnings, key=lambda d: (d.line, d.column))),
            features=self.features,
        )

    def _descriptor(self, name: str, metadata: dict[str, Any] | None) -> dict[str, str] | None:
        """The kernel's `.amdhsa_*` fields. Those llvm-objdump decodes from a binary descriptor
        hold the register counts granulated (next_free_vgpr 192 for 187 VGPRs): where the
        metadata gives the exact count, they are left out."""
        descriptor = self.descriptors.get(name)
        if descriptor is None or not self.objdump or metadata is None:
            return descriptor
        exact = {".amdhsa_next_free_vgpr": ".vgpr_count", ".amdhsa_next_free_sgpr": ".sgpr_count"}
        return {k: v for k, v in descriptor.items() if exact.get(k) not in metadata}

    def _fold_local_labels(self) -> None:
        """llvm-objdump prints every symbol as `ADDR <name>:`, local labels of hand-written code
        (`label_030B`) as well as functions. A draft that is not a function becomes a label of
        the function before it. Functions: the code object's FUNC symbols where known, else the
        kernels the text's descriptors or metadata name, else (a bare listing) every symbol at a
        256-byte-aligned entry address that no branch targets."""
        functions = self.functions
        if functions is None and (self.descriptors or self.kernel_metadata):
            functions = frozenset(self.descriptors) | frozenset(self.kernel_metadata)
        if functions is None:
            targets: set[int | str] = set()
            for d in self.drafts:
                for i, ins in enumerate(d.instructions):
                    if ins.base.startswith(_BRANCHES_WITH_TARGET) and ins.operands:
                        op = ins.operands[0]  # `s_branch label_0003` (symbolized) or `s_branch 56`
                        target = op.value if op.kind is OperandKind.LABEL else _branch_target(ins, d.addresses, i)
                        if target is not None:
                            targets.add(target)

            def is_function(d: KernelDraft) -> bool:
                if d.address is None:
                    return True
                return d.address % _ENTRY_ALIGNMENT == 0 and d.address not in targets and d.name not in targets
        else:

            def is_function(d: KernelDraft) -> bool:
                return d.name in functions

        kept: list[KernelDraft] = []
        for draft in self.drafts:
            if not kept or is_function(draft):
                kept.append(draft)
            else:
                _fold(kept[-1], draft)
        self.drafts = kept

    def _locate(self, draft: KernelDraft) -> None:
        """Each instruction's source position from the line table row in effect at its address
        (line 0, DWARF's "no source line", and addresses outside every sequence: none)."""
        starts = [row[0] for row in self.line_table]
        for i, ins in enumerate(draft.instructions):
            address = draft.addresses[i] if i < len(draft.addresses) else -1
            at = bisect_right(starts, address) - 1 if address >= 0 else -1
            if at < 0:
                continue
            _, file, line, column = self.line_table[at]
            key = (file, str(line), str(column))
            if key not in self._loc_cache:
                self._loc_cache[key] = SourceLoc(file, line, column) if file and line > 0 else None
            if ins.loc != self._loc_cache[key]:
                draft.instructions[i] = replace(ins, loc=self._loc_cache[key])

    def _resolve_objdump_branches(self, draft: KernelDraft) -> None:
        """llvm-objdump prints branch targets as offsets; turn them into labels at the target."""
        by_address = {a: i for i, a in enumerate(draft.addresses) if a >= 0}
        existing = {lab.index: lab.name for lab in draft.labels}
        new_labels: dict[int, str] = {}
        for i, ins in enumerate(draft.instructions):
            # the operand that names the target: a branch's offset, or for a long branch
            # (`s_getpc_b64`, `s_add_u32`/`s_addc_u32` of the offset, `s_setpc_b64`) the low literal
            # of its `s_add_u32`, as the text road's expression names the label there
            if ins.base == "s_setpc_b64":
                found = _long_branch(draft.instructions, draft.addresses, i)
                if found is None:
                    continue
                (k, target_address), at, comment = found, 2, None
            else:
                target_address = _branch_target(ins, draft.addresses, i)
                if target_address is None:
                    continue
                k, at, comment = i, 0, draft.branch_comments.get(i)
            target = by_address.get(target_address)
            if target is None:
                continue  # a branch out of this symbol: leave it as an offset
            name = existing.get(target) or new_labels.get(target) or comment or f"L_{target_address:x}"
            if target not in existing:
                new_labels[target] = name
            named = draft.instructions[k]
            op = named.operands[at]
            label_op = Operand(op.text, OperandKind.LABEL, None, name, op.source_modifiers)
            draft.instructions[k] = replace(named, operands=(*named.operands[:at], label_op, *named.operands[at + 1 :]))
        if new_labels:
            line_of = {i: draft.instructions[i].line for i in new_labels}
            draft.labels.extend(Label(name, line_of[i], i) for i, name in new_labels.items())
            draft.labels.sort(key=lambda lab: (lab.index, lab.line))


def _branch_target(ins: Instruction, addresses: list[int], i: int) -> int | None:
    """The address an llvm-objdump branch (`s_branch 56`, a word offset) goes to."""
    if not ins.base.startswith(_BRANCHES_WITH_TARGET) or not ins.operands or i >= len(addresses) or addresses[i] < 0:
        return None
    op = ins.operands[0]
    if op.kind is not OperandKind.IMMEDIATE or not isinstance(op.value, int):
        return None
    offset = op.value - 0x10000 if op.value >= 0x8000 else op.value  # simm16, printed unsigned
    return addresses[i] + 4 + 4 * offset


def _long_branch(instructions: list[Instruction], addresses: list[int], i: int) -> tuple[int, int] | None:
    """For the `s_setpc_b64 s[X:X+1]` at i of a long branch (SIInstrInfo::insertIndirectBranch:
    `s_getpc_b64 s[X:X+1]`, `s_add_u32 sX, sX, lo`, `s_addc_u32 sX+1, sX+1, hi`, then the setpc),
    the index of the `s_add_u32` and the target address: the address after the `s_getpc_b64`
    plus the 64-bit offset. None for any other use of `s_setpc_b64` (a return, a computed jump)."""
    pair = instructions[i].operands[0].register if instructions[i].operands else None
    if pair is None or pair.kind is not RegKind.SGPR or pair.last != pair.first + 1:
        return None
    low = high = None
    low_at = -1
    for j in range(i - 1, max(i - 6, -1), -1):
        ins = instructions[j]
        ops = ins.operands
        dst = ops[0].register if ops else None
        if ins.base == "s_getpc_b64":
            if dst != pair or low is None or high is None or j >= len(addresses) or addresses[j] < 0:
                return None
            offset = (high << 32) | low
            offset -= (1 << 64) if offset >> 63 else 0
            return low_at, addresses[j] + 4 + offset
        if len(ops) == 3 and dst is not None and dst.kind is RegKind.SGPR and isinstance(ops[2].value, int):
            if ins.base == "s_add_u32" and dst.first == dst.last == pair.first:
                low, low_at = ops[2].value & 0xFFFFFFFF, j
            elif ins.base == "s_addc_u32" and dst.first == dst.last == pair.last:
                high = ops[2].value & 0xFFFFFFFF
    return None


def _addresses(draft: KernelDraft) -> tuple[int, ...]:
    """One address per instruction (-1 where the listing gave none); () for assembly text."""
    if not draft.addresses:
        return ()
    n = len(draft.instructions)
    return tuple(draft.addresses[:n]) + (-1,) * (n - len(draft.addresses))


def _fold(into: KernelDraft, draft: KernelDraft) -> None:
    """Append a local-label draft to the function draft before it, as a label and its code."""
    offset = len(into.instructions)
    into.labels.append(Label(draft.name, draft.first_line, offset))
    into.labels.extend(replace(lab, index=lab.index + offset) for lab in draft.labels)
    into.instructions.extend(replace(ins, index=ins.index + offset) for ins in draft.instructions)
    into.addresses.extend([-1] * (offset - len(into.addresses)))
    into.addresses.extend(draft.addresses)
    into.branch_comments.update({i + offset: name for i, name in draft.branch_comments.items()})
    for key, value in draft.comments.items():
        into.comments.setdefault(key, value)
    into.last_line = draft.last_line
    into.closed = draft.closed


def _drop_padding(draft: KernelDraft) -> None:
    """Remove the alignment fill of an llvm-objdump listing: a `.s` has `.p2align` where the
    binary has `s_nop 0` words that never run (after the preloaded-kernarg `s_branch`, after
    `s_endpgm`). Runs end at a branch target or a label."""
    addresses = draft.addresses
    targets = {t for i, ins in enumerate(draft.instructions) if (t := _branch_target(ins, addresses, i)) is not None}
    labelled = {lab.index for lab in draft.labels}
    keep: list[bool] = []
    unreachable = False
    for i, ins in enumerate(draft.instructions):
        address = addresses[i] if i < len(addresses) else -1
        if i in labelled or address in targets:
            unreachable = False
        fill = unreachable and ins.base == "s_nop" and ins.operands and ins.operands[0].value == 0
        keep.append(not fill)
        if not fill:
            unreachable = ins.base in _NO_FALLTHROUGH
    if all(keep):
        return
    new_index = [0] * (len(keep) + 1)
    kept = 0
    for i, k in enumerate(keep):
        new_index[i] = kept
        kept += k
    new_index[len(keep)] = kept
    draft.instructions = [replace(ins, index=new_index[i]) for i, ins in enumerate(draft.instructions) if keep[i]]
    draft.addresses = [a for i, a in enumerate(addresses) if i >= len(keep) or keep[i]]
    draft.branch_comments = {new_index[i]: name for i, name in draft.branch_comments.items() if keep[i]}
    draft.labels = [replace(lab, index=new_index[lab.index]) for lab in draft.labels]
