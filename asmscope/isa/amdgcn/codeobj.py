"""AMDGPU code objects (`.co`, `.hsaco`, any AMDGPU ELF) as parser input.

LLVM reads the binary; asmscope parses what LLVM prints:
- `llvm-readelf --file-header --symbols --notes`: the target (the ELF e_flags, which readelf
  names, e.g. `Flags: 0x54f, gfx950, xnack, sramecc`), the function symbols (STT_FUNC, and every
  `NAME` that a kernel descriptor `NAME.kd` names), and the AMDGPU metadata note (msgpack, which
  readelf prints as the same YAML that `.amdgpu_metadata` holds in a `.s`: VGPR/AGPR/SGPR counts,
  group segment = LDS, private segment = scratch, wavefront size).
- `llvm-objdump -d -l --mcpu=TARGET`: the code, line for line as a user gets it from that
  command (findings' line numbers are lines of that listing), with the source line of each run
  of code where the object has DWARF line tables (Triton's do).
- `llvm-objdump -D --disassemble-symbols=NAME.kd`: each kernel descriptor, which objdump prints as
  an `.amdhsa_kernel` block (accum_offset; the granulated register counts, used only where the
  metadata has none).
- `llvm-dwarfdump --debug-line`, where the object has a line table and the tool is found: each
  instruction's source line and column, as the `.s`'s `.loc` gave them. `llvm-objdump -l` prints
  no line for DWARF's line-0 rows ("no source line": compiler-generated code), so code after one
  would otherwise inherit the line before it. Without the tool, the `-l` comments are used.
- No part records LLVM's arch-VGPR count (`; NumVgprs:`): the parser takes it from the code
  where it agrees with accum_offset and the total (resources.with_arch_vgprs).

The text handed to the parser is the `-d` listing followed by the descriptors and the metadata
as `.amdgpu_metadata`, so the `.s` parser reads every part. The tools are found on PATH as
`llvm-objdump-22`/`llvm-objdump` and `llvm-readelf-22`/`llvm-readelf`, or named by the
`ASMSCOPE_LLVM_OBJDUMP` / `ASMSCOPE_LLVM_READELF` environment variables (and llvm-dwarfdump by
`ASMSCOPE_LLVM_DWARFDUMP`).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass

from asmscope.isa.errors import ParseError

ELF_MAGIC = b"\x7fELF"
_TOOLS = {
    "objdump": ("ASMSCOPE_LLVM_OBJDUMP", ("llvm-objdump-22", "llvm-objdump")),
    "readelf": ("ASMSCOPE_LLVM_READELF", ("llvm-readelf-22", "llvm-readelf")),
    "dwarfdump": ("ASMSCOPE_LLVM_DWARFDUMP", ("llvm-dwarfdump-22", "llvm-dwarfdump")),
}
_FLAGS_TARGET = re.compile(r"^\s*Flags:.*?\b(gfx[0-9a-f]+)\b", re.M)
_SYMBOL = re.compile(r"^\s*\d+:\s+[0-9a-fA-F]+\s+\d+\s+(FUNC|OBJECT)\s+\S+\s+\S+\s+\S+\s+(\S+)\s*$", re.M)
_DESCRIPTOR = re.compile(r"^\.amdhsa_kernel .*?^\.end_amdhsa_kernel$", re.M | re.S)
_TIMEOUT_S = 120
_LINE_ROW = re.compile(r"^0x([0-9a-f]+)[ \t]+(\d+)[ \t]+(\d+)[ \t]+(\d+)(?:[ \t]+\d+){3}[ \t]*(.*)$", re.M)
_INCLUDE_DIR = re.compile(r'^include_directories\[\s*(\d+)\] = "(.*)"$', re.M)
_FILE_NAME = re.compile(r'^file_names\[\s*(\d+)\]:\s*\n\s*name: "(.*)"\s*\n\s*dir_index: (\d+)', re.M)


@dataclass(frozen=True, slots=True)
class CodeObjectText:
    """What the parser needs from a code object: the text, its target and its function symbols."""

    text: str
    target: str
    functions: frozenset[str]
    # The DWARF line table, (address, file, line, column) per row, address order; line 0 is "no
    # source line", and file "" ends a sequence. Empty: none (or no llvm-dwarfdump).
    line_table: tuple[tuple[int, str, int, int], ...] = ()


def is_code_object(data: bytes) -> bool:
    return data.startswith(ELF_MAGIC)


def tool(name: str) -> str | None:
    """The configured or found LLVM tool (`objdump` or `readelf`), or None."""
    variable, candidates = _TOOLS[name]
    configured = os.environ.get(variable)
    if configured:
        return shutil.which(configured)
    return next((found for c in candidates if (found := shutil.which(c)) is not None), None)


def read_code_object(data: bytes, path: str) -> CodeObjectText:
    """Disassemble a code object; every failure is a one-line ParseError naming `path`."""
    if os.path.isfile(path) and _same_bytes(path, data):
        return _read(path, path)
    with tempfile.TemporaryDirectory(prefix="asmscope-co-") as tmp:
        copy = os.path.join(tmp, "code.co")
        with open(copy, "wb") as out:
            out.write(data)
        return _read(copy, path)


def _same_bytes(path: str, data: bytes) -> bool:
    try:
        return os.path.getsize(path) == len(data)
    except OSError:
        return False


def _read(file: str, path: str) -> CodeObjectText:
    header = _run("readelf", ["--file-header", "--symbols", "--notes", file], path)
    m = _FLAGS_TARGET.search(header)
    if m is None:
        raise ParseError(path, 1, 1, "ELF file is not an AMDGPU code object: llvm-readelf names no gfx target", "")
    target = m.group(1)
    symbols = _SYMBOL.findall(header)
    functions = {name for kind, name in symbols if kind == "FUNC"}
    descriptors = sorted({name for kind, name in symbols if kind == "OBJECT" and name.endswith(".kd")})
    functions |= {name[: -len(".kd")] for name in descriptors}
    code = _run("objdump", ["-d", "-l", f"--mcpu={target}", file], path)
    parts = [code.replace(file, path) if file != path else code]
    if descriptors:
        symbols = f"--disassemble-symbols={','.join(descriptors)}"
        listing = _run("objdump", ["-D", f"--mcpu={target}", symbols, file], path)
        parts.extend(_DESCRIPTOR.findall(listing))
    metadata = _metadata_yaml(header)
    if metadata:
        parts.append(f".amdgpu_metadata\n{metadata}\n.end_amdgpu_metadata")
    return CodeObjectText("\n".join(parts) + "\n", target, frozenset(functions), _line_table(file, path))


def _line_table(file: str, path: str) -> tuple[tuple[int, str, int, int], ...]:
    """The rows of every line table of the object (llvm-dwarfdump --debug-line)."""
    if tool("dwarfdump") is None:
        return ()
    rows: list[tuple[int, str, int, int]] = []
    for unit in _run("dwarfdump", ["--debug-line", file], path).split("debug_line[")[1:]:
        dirs = {int(i): d for i, d in _INCLUDE_DIR.findall(unit)}
        files = {int(i): f"{dirs[int(d)]}/{n}" if int(d) in dirs else n for i, n, d in _FILE_NAME.findall(unit)}
        for address, line, column, index, flags in _LINE_ROW.findall(unit):
            ended = "end_sequence" in flags
            rows.append((int(address, 16), "" if ended else files.get(int(index), ""), int(line), int(column)))
    return tuple(sorted(rows, key=lambda row: (row[0], row[1] != "")))  # an end before a start


def _metadata_yaml(readelf: str) -> str:
    """The YAML document readelf prints for the NT_AMDGPU_METADATA note, without `---`/`...`."""
    lines = readelf.split("\n")
    start = next((i for i, line in enumerate(lines) if line.strip() == "AMDGPU Metadata:"), None)
    if start is None:
        return ""
    body = []
    for line in lines[start + 1 :]:
        if line.strip() == "---" and not body:
            continue
        if line.strip() == "...":
            break
        body.append(line)
    return "\n".join(body).strip("\n")


def _run(name: str, args: list[str], path: str) -> str:
    exe = tool(name)
    variable, candidates = _TOOLS[name]
    if exe is None:
        configured = os.environ.get(variable)
        found = f"{variable}={configured} is not an executable" if configured else f"no {' or '.join(candidates)}"
        raise ParseError(path, 1, 1, f"cannot read a code object: {found} (install LLVM 22 or set {variable})", "")
    try:
        done = subprocess.run([exe, *args], capture_output=True, text=True, errors="replace", timeout=_TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ParseError(path, 1, 1, f"{os.path.basename(exe)} failed: {exc}", "") from None
    problem = next((line for line in done.stderr.splitlines() if "error" in line or "warning" in line), "")
    if done.returncode != 0 or "error:" in problem:
        message = problem.split("error:", 1)[-1].strip().replace(args[-1], path) or f"exit status {done.returncode}"
        raise ParseError(path, 1, 1, f"not a readable code object ({os.path.basename(exe)}: {message})", "")
    return done.stdout
