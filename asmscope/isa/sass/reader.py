"""NVIDIA cubins (sm_90a, sm_100a) as parser input: SASS into the same typed model as AMDGCN.

    module = parse_cubin(path.read_bytes(), str(path), metadata_beside(path))

What is read from where (docs/nvidia.md):
- `nvdisasm -c -gi CUBIN`: the code, one instruction a line, with `//## File "...", line N`
  before each run of code from one source line (the cubin's line table; `inlined at` chains with
  -gi, of which the innermost position is kept, as LLVM's `.loc` does on AMD). Findings' line
  numbers are lines of that listing. The grammar is sass.lark (Lark LALR, loaded once).
- `cuobjdump -res-usage CUBIN`: per function REG (registers per thread), STACK (the stack
  frame: what Triton reports as n_spills x 4) and SHARED (static shared memory, which includes
  the 1 KB reserved per block where the kernel uses shared memory: left out, as the driver does).
- `cuobjdump -elf CUBIN`: each kernel's EIATTR_REQNTID (the block size ptxas compiled for;
  Triton declares num_warps x 32 threads), in the kernel's `.nv.info.NAME` section.
- the code itself: spill store and load bytes, as ptxas -v counts them (each STL/LDL's width).
- Triton's metadata `.json` beside the cubin (its cache directory keeps `NAME.cubin` and
  `NAME.json` together): num_warps (the block size), `shared` (the dynamic shared memory each
  launch adds) and the target, which must agree with the cubin's.

The tools come from `ASMSCOPE_NVDISASM` / `ASMSCOPE_CUOBJDUMP`, else PATH, else the `bin`
folder of the installed Triton wheel (found without importing triton).
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedInput, VisitError

from asmscope.fsutil import is_installed, load_json, read_regular
from asmscope.isa.errors import ParseError
from asmscope.isa.sass import instructions as isa_nvidia
from asmscope.limits import MAX_METADATA_BYTES
from asmscope.model import (
    Category,
    Diagnostic,
    Instruction,
    Kernel,
    Label,
    Module,
    Operand,
    OperandKind,
    Register,
    RegKind,
    Resources,
    SourceLoc,
)
from asmscope.targets import SmLimits, lookup

__all__ = ["TritonLaunch", "is_cubin", "metadata_beside", "parse_cubin", "parse_sass"]

GRAMMAR_FILE = Path(__file__).with_name("sass.lark")
EM_CUDA = 190  # ELF e_machine of NVIDIA cubins
_TIMEOUT_S = 300
_TOOLS = {"nvdisasm": "ASMSCOPE_NVDISASM", "cuobjdump": "ASMSCOPE_CUOBJDUMP"}


def is_cubin(data: bytes) -> bool:
    """An ELF file for NVIDIA GPUs (e_machine EM_CUDA, little-endian 16 bits at offset 18)."""
    return data[:4] == b"\x7fELF" and len(data) > 20 and int.from_bytes(data[18:20], "little") == EM_CUDA


# ----------------------------------------------------------------------------------------------
# Triton's metadata beside a cubin
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TritonLaunch:
    """What Triton's metadata `.json` says about launching the cubin beside it."""

    path: str
    num_warps: int
    shared_bytes: int  # dynamic shared memory per launch (metadata `shared`)
    target: str | None  # "cuda:90" from `target: {backend: cuda, arch: 90}`


def metadata_beside(path: str | Path) -> TritonLaunch | None:
    """The metadata `.json` that Triton's cache keeps next to `NAME.cubin`, or None if there is
    none; ParseError (naming the file and key) where it is there but not Triton's metadata."""
    meta = Path(path).with_suffix(".json")
    if not meta.is_file():
        return None
    try:  # bounded like every input (asmscope.limits): Triton's metadata is a few KB, a few levels deep
        data = load_json(read_regular(meta, MAX_METADATA_BYTES))
    except OSError as exc:
        raise ParseError(str(meta), 1, 1, f"cannot read Triton's metadata: {exc.strerror or exc}", "") from None
    except ValueError as exc:
        raise ParseError(str(meta), 1, 1, f"not Triton's metadata JSON ({exc})", "") from None
    if not isinstance(data, dict):
        raise ParseError(str(meta), 1, 1, "Triton's metadata must be a JSON object", "")

    def count(key: str) -> int:
        value = data.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ParseError(str(meta), 1, 1, f"key {key!r}: expected a non-negative integer, got {value!r}", "")
        return value

    target = data.get("target")
    name = None
    if isinstance(target, dict) and "backend" in target and target["backend"] != "cuda":
        # metadata of another backend's compile (hip) beside a cubin: not this file's launch
        raise ParseError(
            str(meta), 1, 1, f"key 'target.backend': {target['backend']!r} beside a cubin, whose backend is 'cuda'", ""
        )
    if isinstance(target, dict) and target.get("backend") == "cuda" and isinstance(target.get("arch"), int):
        name = f"cuda:{target['arch']}"
    return TritonLaunch(str(meta), count("num_warps"), count("shared"), name)


# ----------------------------------------------------------------------------------------------
# Tools
# ----------------------------------------------------------------------------------------------


def tool(name: str) -> str | None:
    """`nvdisasm` or `cuobjdump`: the configured one, else on PATH, else in Triton's wheel."""
    configured = os.environ.get(_TOOLS[name])
    if configured:
        return shutil.which(configured)
    found = shutil.which(name)
    if found is not None:
        return found
    spec = importlib.util.find_spec("triton")  # locates the package without importing it
    for root in (spec.submodule_search_locations or []) if spec is not None else []:
        candidate = Path(root) / "backends" / "nvidia" / "bin" / name
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return None


def _run(name: str, args: list[str], cubin: str, path: str) -> str:
    exe = tool(name)
    if exe is None:
        raise ParseError(path, 1, 1, f"{name} not found (install triton, put {name} on PATH or set {_TOOLS[name]})", "")
    try:
        done = subprocess.run(
            [exe, *args, cubin], capture_output=True, text=True, timeout=_TIMEOUT_S, check=False, errors="replace"
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ParseError(path, 1, 1, f"{name} failed: {exc}", "") from None
    if done.returncode != 0:
        first = (done.stderr.strip() or done.stdout.strip() or f"exit status {done.returncode}").splitlines()[0]
        raise ParseError(path, 1, 1, f"{name} cannot read this cubin: {first}", "")
    return done.stdout


_FUNCTION_USAGE = re.compile(r"^\s*Function ([^\s:]+):\s*\n\s*(.*)$", re.M)
_USAGE_FIELD = re.compile(r"([A-Z]+(?:\[\d+\])?):(\d+)")


_NV_INFO = re.compile(r"^\.nv\.info\.(\S+)\n(.*?)(?=^\.|\Z)", re.M | re.S)
_REQNTID = re.compile(r"EIATTR_REQNTID\s*\n\s*Format:[^\n]*\n\s*Value:\s*(0x[0-9a-f]+)\s+(0x[0-9a-f]+)\s+(0x[0-9a-f]+)")


def required_threads(elf_text: str) -> dict[str, int]:
    """Threads per block each kernel requires (EIATTR_REQNTID, x*y*z), from `cuobjdump -elf`."""
    found = {}
    for section in _NV_INFO.finditer(elf_text):
        reqntid = _REQNTID.search(section.group(2))
        if reqntid is not None:
            x, y, z = (int(v, 16) for v in reqntid.groups())
            found[section.group(1)] = x * y * z
    return found


def resource_usage(text: str) -> dict[str, dict[str, int]]:
    """`cuobjdump -res-usage` per function: {"REG": 26, "STACK": 0, "SHARED": 1024, ...}."""
    found = _FUNCTION_USAGE.finditer(text)
    return {m.group(1): {k: int(v) for k, v in _USAGE_FIELD.findall(m.group(2))} for m in found}


# ----------------------------------------------------------------------------------------------
# Entry points
# ----------------------------------------------------------------------------------------------


def parse_cubin(
    data: bytes, path: str, metadata: TritonLaunch | None = None, keep_listing: Callable[[str], str] | None = None
) -> Module:
    """A cubin's kernels, with resources from cuobjdump and, where given, Triton's launch.
    `keep_listing`, where given, stores the SASS listing read and returns its path: the
    module's line numbers count its lines, so the module (and a parse error) names that file."""
    with tempfile.TemporaryDirectory(prefix="asmscope-cubin-") as tmp:
        cubin = os.path.join(tmp, "kernel.cubin")
        Path(cubin).write_bytes(data)
        listing = _run("nvdisasm", ["-c", "-gi"], cubin, path)
        usage = resource_usage(_run("cuobjdump", ["-res-usage"], cubin, path))
        threads = required_threads(_run("cuobjdump", ["-elf"], cubin, path))
    if keep_listing is not None:
        path = keep_listing(listing)
    module = parse_sass(listing, path)
    if module.target is None and metadata is not None:
        module = replace(module, target=metadata.target)
    if metadata is not None and metadata.target is not None and module.target != metadata.target:
        raise ParseError(
            metadata.path, 1, 1, f"key 'target': {metadata.target} but the cubin is for {module.target}", ""
        )
    kernels = []
    for kernel in module.kernels:
        found = usage.get(kernel.name)
        if found is None:
            raise ParseError(path, kernel.first_line, 1, f"cuobjdump reports no resource usage for {kernel.name}", "")
        block = threads.get(kernel.name)
        if metadata is not None and block is not None and block != metadata.num_warps * 32:
            raise ParseError(
                metadata.path,
                1,
                1,
                f"key 'num_warps': {metadata.num_warps} warps, but {kernel.name} requires {block} threads per block",
                "",
            )
        if block is None and metadata is not None:
            block = metadata.num_warps * 32
        resources = _resources(kernel, found, block, metadata, lookup(module.target).sm)
        kernels.append(replace(kernel, resources=resources))
    return replace(module, kernels=tuple(kernels))


def _resources(
    kernel: Kernel, usage: dict[str, int], block: int | None, metadata: TritonLaunch | None, sm: SmLimits | None
) -> Resources:
    stores = loads = 0
    for ins in kernel.instructions:
        if ins.category is Category.LOCAL_MEMORY:
            size = isa_nvidia.local_memory_bytes(ins.mnemonic.split(".")[1:])
            if ins.base == "STL":
                stores += size
            else:
                loads += size
    static = usage.get("SHARED")
    if static is not None and sm is not None and static >= sm.shared_reserved_per_block:
        # ptxas lays the 1 KB the system reserves per block at the start of the kernel's shared
        # window and counts it in SHARED; the driver's static size (SHARED_SIZE_BYTES) leaves it
        # out: cuobjdump says 1,024 where the H100 says 0 for every such entry of the ground truth
        static -= sm.shared_reserved_per_block
    return Resources(
        registers=usage.get("REG"),
        scratch_bytes=usage.get("STACK"),
        lds_bytes=static,
        spill_store_bytes=stores,
        spill_load_bytes=loads,
        launch_shared_bytes=metadata.shared_bytes if metadata is not None else None,
        max_flat_workgroup_size=block,
        wavefront_size=32,
    )


def parse_sass(text: str, path: str = "<sass>") -> Module:
    """Parse `nvdisasm -c -g`/`-gi` output (resources unknown: cuobjdump reads the cubin)."""
    if not text.endswith("\n"):
        text += "\n"
    builder = _SassBuilder(path)
    try:
        tree = _lark().parse(text)
    except UnexpectedInput as exc:
        line = getattr(exc, "line", 1) or 1
        column = getattr(exc, "column", 1) or 1
        lines = text.split("\n")
        shown = lines[line - 1].strip() if 0 < line <= len(lines) else ""
        raise ParseError(path, line, column, "SASS the grammar does not accept", shown) from None
    try:
        builder.transform(tree)
    except VisitError as exc:  # a callback's error: the reader's word on this file, never the run's end
        if isinstance(exc.orig_exc, ParseError):
            raise exc.orig_exc from None
        line = getattr(exc.obj, "line", None) or getattr(getattr(exc.obj, "meta", None), "line", None) or 1
        raise ParseError(path, line, 1, f"the SASS reader cannot read this line: {exc.orig_exc}", "") from None
    return builder.finish(text.count("\n"))


# ----------------------------------------------------------------------------------------------
# The grammar and its callbacks
# ----------------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _lark() -> Lark:
    return Lark.open(str(GRAMMAR_FILE), parser="lalr", lexer="contextual")


# ----------------------------------------------------------------------------------------------
# Operands
# ----------------------------------------------------------------------------------------------

_REGISTER = re.compile(r"([-!~]?)(\|?)(UR\d+|URZ|R\d+|RZ|U?P[0-7T]|U?PR|SRZ|S?B\d+|SR_[A-Za-z0-9_]+)\|?((?:\.\w+)*)")
_NUMBERED = re.compile(r"(UR|R|UP|P)(\d+)")
_KINDS = {"R": RegKind.NV_R, "UR": RegKind.NV_UR, "P": RegKind.NV_P, "UP": RegKind.NV_UP}
# constants rather than registers: they carry no dependency
_CONSTANT_REGISTERS = frozenset(("RZ", "URZ", "PT", "UPT", "SRZ"))
_PREFIX = {"-": "neg", "!": "not", "~": "inv"}
_BRACKET = re.compile(r"\[([^\[\]]*)\]")
_ADDRESS_TERM = re.compile(r"\s*([-+]?)\s*([^+\-\s][^+]*?)\s*(?=[-+]|$)")
_INT = re.compile(r"-?(?:0x[0-9a-fA-F]+|\d+)")
_FLOATS = {"QNAN": float("nan"), "+QNAN": float("nan"), "-QNAN": float("nan")}


class _SassBuilder(Transformer):
    """Builds the model from the parse tree: one method per grammar rule, in input order."""

    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path
        self.target: str | None = None
        self.kernels: list[Kernel] = []
        self.warnings: list[Diagnostic] = []
        self.files: dict[str, int] = {}
        self._registers: dict[tuple[RegKind, int, int, str], Register] = {}
        self._operands: dict[tuple[str, str], Operand] = {}
        self._section: str | None = None
        self._entries: set[str] = set()
        self._instructions: list[Instruction] = []
        self._labels: list[Label] = []
        self._addresses: list[int] = []  # each instruction's byte offset in its function (/*01a0*/)
        self._first_line = 0
        self._loc: SourceLoc | None = None
        self._in_chain = False  # the last location line was an inlined position: its callers follow

    # --- registers and operands ---------------------------------------------------------------

    def _register(self, kind: RegKind, first: int, last: int, name: str = "") -> Register:
        key = (kind, first, last, name)
        reg = self._registers.get(key)
        if reg is None:
            reg = self._registers[key] = Register(kind, first, last, name)
        return reg

    def _named(self, name: str, span: int = 1) -> Register:
        numbered = _NUMBERED.fullmatch(name)
        if numbered is None:
            return self._register(RegKind.SPECIAL, 0, 0, name)
        kind, first = _KINDS[numbered.group(1)], int(numbered.group(2))
        if kind is RegKind.NV_UR and first >= self._uniform_registers:
            top = self._uniform_registers - 1
            raise ValueError(f"{name} is outside the uniform registers of {self.target} (UR0..UR{top})")
        return self._register(kind, first, first + span - 1)

    @property
    def _uniform_registers(self) -> int:
        return isa_nvidia.uniform_registers(self.target)

    def register_operand(self, text: str) -> Operand:
        match = _REGISTER.fullmatch(text)
        if match is None:  # pragma: no cover - the grammar's REGISTER and this pattern agree
            raise ParseError(self.path, 1, 1, f"malformed register {text!r}", text)
        prefix, bars, name, suffix = match.groups()
        suffixes = tuple(s for s in suffix.split(".") if s)
        modifiers = (*((_PREFIX[prefix],) if prefix else ()), *(("abs",) if bars else ()), *suffixes)
        span = 2 if "64" in suffixes else 4 if "128" in suffixes else 1
        return Operand(text, OperandKind.REGISTER, self._named(name, span), None, modifiers)

    def _bracketed(self, text: str) -> Operand:
        body = text.lstrip("-!~|")
        word = body[: body.index("[")]
        registers: list[Register] = []
        offset = 0
        for group in _BRACKET.findall(body):
            for sign, term in _ADDRESS_TERM.findall(group):
                if _INT.fullmatch(term):
                    offset += -int(term, 0) if sign == "-" else int(term, 0)
                    continue
                name, _, suffix = term.partition(".")
                if _REGISTER.fullmatch(term) is None:
                    raise ParseError(self.path, 1, 1, f"unexpected term {term!r} in address operand", text)
                if name not in _CONSTANT_REGISTERS:
                    # as written: which uniform registers stand for a tuple is the opcode's to say (_def_use)
                    registers.append(self._named(name, 2 if suffix == "64" else 1))
        kind = OperandKind.CONSTANT if word in ("c", "cx") else OperandKind.MEMORY
        return Operand(text, kind, None, offset, (word,) if word else (), tuple(registers))

    def guard(self, children: list[Token]) -> Operand:
        return self.register_operand(str(children[0]))

    def operands(self, children: list[list[Operand]]) -> list[Operand]:
        return [op for operand in children for op in operand]

    def operand(self, children: list[Token]) -> list[Operand]:
        # operands are immutable: the same text is the same object (a listing repeats R0, RZ, PT
        # thousands of times, and building a record costs more than looking it up)
        out = []
        for token in children:
            key = (token.type, str(token))
            found = self._operands.get(key)
            if found is None:
                try:
                    found = self._operands[key] = self._operand(token)
                except ValueError as exc:  # a register number no target has (R4000000000)
                    raise ParseError(self.path, token.line or 1, token.column or 1, str(exc), str(token)) from None
            out.append(found)
        return out

    def _operand(self, token: Token) -> Operand:
        text, kind = str(token), token.type
        if kind in ("REGISTER", "SPECIAL_REGISTER"):
            return self.register_operand(text)
        if kind == "BRACKETED":
            return self._bracketed(text)
        if kind == "INT":
            return Operand(text, OperandKind.IMMEDIATE, None, int(text, 0))
        if kind == "FLOAT":
            return Operand(text, OperandKind.IMMEDIATE, None, _FLOATS[text] if text in _FLOATS else float(text))
        if kind == "TARGET":
            return Operand(text, OperandKind.LABEL, None, text[2:-1])
        return Operand(text, OperandKind.IMMEDIATE, None, text)  # {5,4,3}, gsb0

    # --- statements ---------------------------------------------------------------------------

    def directive(self, children: list[Token]) -> None:
        token = children[0]
        text = str(token)
        name, _, args = text.replace("\t", " ").partition(" ")
        args = args.strip()
        if name == ".target":
            arch = re.fullmatch(r"sm_(\d+)[a-z]?", args.split(",")[0].strip())
            self.target = f"cuda:{arch.group(1)}" if arch else None
        elif name == ".headerflags" and self.target is None:
            # cubins of older ptxas versions, which nvdisasm prints in its "old format"
            arch = re.search(r"\bEF_CUDA_SM(\d+)\b", args)
            self.target = f"cuda:{arch.group(1)}" if arch else None
        elif name == ".section":
            self._close()
            section = args.split(",")[0].strip()
            self._section = section[len(".text.") :] if section.startswith(".text.") else None
            self._first_line = token.line or 0
        elif name == ".other" and "STO_CUDA_ENTRY" in args:
            self._entries.add(args.split(",")[0].strip())

    def location(self, children: list[Token]) -> None:
        text = str(children[0])
        # nvdisasm -gi writes an inlined position as a run of lines, innermost first ("line 253
        # inlined at ... line 342", "line 342 inlined at ... line 382", "line 382"): the first
        # of the run is kept, the callers after it are its chain
        match = re.match(r'//## File "([^"]*)", line (\d+)', text)
        assert match is not None  # the LOCATION terminal has this shape
        file = match.group(1)
        if self._in_chain:  # a caller: the user's frame of a line in Triton's library
            self._in_chain = " inlined at " in text
            loc = self._loc
            if loc is not None and loc.user_frame is None and is_installed(loc.file) and not is_installed(file):
                self._loc = replace(loc, user_frame=SourceLoc(file, int(match.group(2)), 0))
            return
        self.files.setdefault(file, len(self.files) + 1)
        self._loc = SourceLoc(file, int(match.group(2)), 0)
        self._in_chain = " inlined at " in text

    def label(self, children: list[Token]) -> None:
        token = children[0]
        if self._section is not None:
            self._labels.append(Label(str(token)[:-1], token.line or 0, len(self._instructions)))

    def comment(self, children: list[Token]) -> None:
        return None

    def instruction(self, children: list[Any]) -> None:
        address, rest = children[0], children[1:]
        guard = rest.pop(0) if rest and isinstance(rest[0], Operand) else None
        opcode = rest.pop(0)
        operands = rest[0] if rest else []
        line = address.line or 0
        if self._section is None:
            raise ParseError(self.path, line, 1, "instruction outside a .text section", str(opcode))
        mnemonic = str(opcode)
        base, *mods = mnemonic.split(".")
        modifiers = tuple(mods)
        category = isa_nvidia.category_of(base)
        if category is Category.UNKNOWN:
            self.warnings.append(Diagnostic(line, address.column or 1, f"opcode {base} has no category"))
        if category is not Category.BRANCH or base in ("CALL", "RET"):
            # a call names a function and a return the function it leaves: not a block edge
            operands = [
                Operand(op.text, OperandKind.IMMEDIATE, None, op.value) if op.kind is OperandKind.LABEL else op
                for op in operands
            ]
        defs, uses = self._def_use(base, modifiers, operands, guard)
        self._addresses.append(int(str(address)[2:-2], 16))  # /*01a0*/
        self._in_chain = False
        self._instructions.append(
            Instruction(
                index=len(self._instructions),
                mnemonic=mnemonic,
                base=base,
                encoding="",
                category=category,
                operands=tuple(operands),
                modifiers=(),
                defs=defs,
                uses=uses,
                line=line,
                loc=self._loc,
                guard=guard,
            )
        )

    def _def_use(
        self, base: str, modifiers: tuple[str, ...], operands: list[Operand], guard: Operand | None
    ) -> tuple[tuple[Register, ...], tuple[Register, ...]]:
        predicates = tuple(
            op.register is not None
            and op.register.kind in (RegKind.NV_P, RegKind.NV_UP, RegKind.SPECIAL)
            and op.text.lstrip("|").startswith(("P", "UP"))
            for op in operands
        )
        dests = isa_nvidia.destination_count(base, predicates)
        span = isa_nvidia.register_span(base, modifiers)
        pairs = isa_nvidia.pair_operands(base, modifiers)
        accumulates = isa_nvidia.reads_destination(base)
        first = operands[0].register if operands else None
        defs: list[Register] = []
        uses: list[Register] = []
        wide = isa_nvidia.wide_address(base, modifiers)
        for i, op in enumerate(operands):
            reg = op.register
            for j, address in enumerate(op.address):
                if wide and address.kind is RegKind.NV_R and address.count == 1:
                    address = self._register(address.kind, address.first, address.first + 1)
                elif address.kind is RegKind.NV_UR and address.count == 1:
                    word = op.source_modifiers[0] if op.source_modifiers else ""
                    width = isa_nvidia.uniform_address_span(base, modifiers, i, word, first=j == 0)
                    if width > 1:
                        last = min(address.first + width - 1, self._uniform_registers - 1)
                        address = self._register(address.kind, address.first, last)
                uses.append(address)
            if reg is None or reg.name in _CONSTANT_REGISTERS:
                continue
            # the operand whose width the opcode gives: the result, a store's value, an MMA's C
            data = i == 0 if dests else True
            data = data or (accumulates and first is not None and reg.first == first.first)
            data = data or (i == len(operands) - 1 and isa_nvidia.widens_last_source(base, modifiers))
            if span > 1 and data and reg.count == 1 and reg.kind in (RegKind.NV_R, RegKind.NV_UR):
                limit = 254 if reg.kind is RegKind.NV_R else self._uniform_registers - 1
                reg = self._register(reg.kind, reg.first, min(reg.first + span - 1, limit))
            paired = i in pairs or isa_nvidia.packed_pair(op.source_modifiers)
            if paired and reg.count == 1 and reg.kind in (RegKind.NV_R, RegKind.NV_UR):
                reg = self._register(reg.kind, reg.first, reg.first + 1)
            (defs if i < dests else uses).append(reg)
            if i == 0 and dests and accumulates:
                uses.append(reg)
        if guard is not None and guard.register is not None and guard.register.name not in _CONSTANT_REGISTERS:
            uses.append(guard.register)
        return tuple(dict.fromkeys(defs)), tuple(dict.fromkeys(uses))

    def _close(self) -> None:
        if self._section is not None and self._instructions:
            if self._section in self._entries or not self._entries:
                last = self._instructions[-1].line
                code, labels = tuple(self._instructions), tuple(self._labels)
                addresses = tuple(self._addresses)
                self.kernels.append(Kernel(self._section, code, labels, Resources(), self._first_line, last, addresses))
            else:
                self.warnings.append(
                    Diagnostic(self._first_line, 1, f"{self._section} is a device function, not a kernel: not checked")
                )
        self._section, self._instructions, self._labels, self._loc = None, [], [], None
        self._addresses = []

    def finish(self, line_count: int) -> Module:
        self._close()
        if not self.kernels:
            raise ParseError(self.path, 1, 1, "no kernel: nvdisasm printed no .text section with code", "")
        files = tuple((n, f) for f, n in self.files.items())
        return Module(self.path, self.target, tuple(self.kernels), files, line_count, tuple(self.warnings))


def disassemble(data: bytes, path: str) -> str:
    """The `nvdisasm -c -gi` text of a cubin: the listing whose lines a parsed cubin's
    instruction line numbers count (the HTML report shows it beside the Python source)."""
    with tempfile.TemporaryDirectory(prefix="asmscope-cubin-") as tmp:
        cubin = os.path.join(tmp, "kernel.cubin")
        Path(cubin).write_bytes(data)
        return _run("nvdisasm", ["-c", "-gi"], cubin, path)
