"""Independent oracle: LLVM's own disassembler. The histogram the parser builds from the assembly
text must equal the mnemonic counts of llvm-objdump's disassembly of the code object assembled
from it, end-of-code and alignment padding (s_nop 0) aside.

Needs llvm-objdump with AMDGPU support: LLVM 19 knows gfx942, gfx950 needs LLVM 20+ (Debian:
`apt-get install llvm-22`). Tests are skipped, with the reason shown, where it is missing.
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest

from asmscope.isa import parse_module
from asmscope.isa.amdgcn.operands import FLAGS

ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"
COMPILED = sorted(p for p in ASM.glob("*.hsaco"))
_CANDIDATES = ("llvm-objdump-22", "llvm-objdump-21", "llvm-objdump-20", "llvm-objdump-19", "llvm-objdump")
_MC_CANDIDATES = ("llvm-mc-22", "llvm-mc-21", "llvm-mc-20", "llvm-mc-19", "llvm-mc")
_MIN_MAJOR = {"gfx942": 17, "gfx950": 20}
_MNEMONIC = re.compile(r"^\s+([a-z][a-z0-9_]*)\b(.*?)(?://|$)", re.M)


def _major(tool: str) -> int:
    out = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"LLVM version (\d+)", out)
    return int(m.group(1)) if m else 0


def _tool(candidates: tuple[str, ...], target: str) -> str:
    for name in candidates:
        path = shutil.which(name)
        if path and _major(path) >= _MIN_MAJOR[target]:
            return path
    pytest.skip(
        f"no {candidates[-1]} with {target} support (LLVM {_MIN_MAJOR[target]}+) on PATH; "
        f"CI installs it with `apt-get install llvm-22`"
    )


def _disassembly_counts(tool: str, target: str, code_object: Path) -> tuple[Counter, Counter]:
    out = subprocess.run(
        [tool, "-d", f"--mcpu={target}", str(code_object)], capture_output=True, text=True, check=True
    ).stdout
    counts: Counter = Counter()
    nops: Counter = Counter()
    for m in _MNEMONIC.finditer(out):
        counts[m.group(1)] += 1
        if m.group(1) == "s_nop":
            nops[m.group(2).strip()] += 1
    return counts, nops


def _compare(parsed: Counter, disassembled: Counter, nops: Counter) -> None:
    parsed_nops = parsed.pop("s_nop", 0)
    dis_nops = disassembled.pop("s_nop", 0)
    assert disassembled == parsed
    # Padding is `s_nop 0` words (0xBF800000: `.p2align` in code and `.fill 256, 4, 3212836864`).
    assert dis_nops >= parsed_nops
    assert nops["0"] >= dis_nops - parsed_nops


@pytest.mark.parametrize("code_object", COMPILED, ids=lambda p: p.stem)
def test_histogram_equals_disassembly_of_the_code_object(code_object: Path):
    asm = code_object.with_suffix(".s")
    module = parse_module(asm.read_bytes(), asm.name)
    target = module.target
    assert target is not None
    tool = _tool(_CANDIDATES, target)
    counts, nops = _disassembly_counts(tool, target, code_object)
    parsed = Counter(ins.mnemonic for k in module.kernels for ins in k.instructions)
    _compare(parsed, counts, nops)


def test_handwritten_kernel_assembles_and_matches(tmp_path: Path):
    """The hand-written fixture is real assembly: llvm-mc accepts it, and the parse agrees."""
    asm = ASM / "handwritten_gfx942.s"
    mc = _tool(_MC_CANDIDATES, "gfx942")
    tool = _tool(_CANDIDATES, "gfx942")
    obj = tmp_path / "handwritten.o"
    subprocess.run(
        [mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-filetype=obj", str(asm), "-o", str(obj)],
        check=True,
        capture_output=True,
    )
    counts, nops = _disassembly_counts(tool, "gfx942", obj)
    module = parse_module(asm.read_bytes(), asm.name)
    parsed = Counter(ins.mnemonic for k in module.kernels for ins in k.instructions)
    _compare(parsed, counts, nops)


# Memory instructions of each encoding; every flag word the parser knows, and its `no` form, is
# appended to each, and llvm-mc decides which combinations are real assembly.
_MEMORY_LINES = (
    "buffer_load_dword v0, v1, s[0:3], 0 offen",
    "buffer_store_dword v0, v1, s[0:3], 0 offen",
    "buffer_atomic_add v0, v1, s[0:3], 0 offen",
    "global_load_dword v0, v[0:1], off",
    "global_store_dword v[0:1], v2, off",
    "global_atomic_add v0, v[0:1], v2, off",
    "flat_load_dword v0, v[0:1]",
    "scratch_load_dword v0, off, s0",
    "s_load_dword s0, s[0:1], 0x0",
    "s_store_dword s0, s[0:1], 0x0",
    "ds_read_b32 v0, v1",
    "buffer_wbl2",
    "buffer_inv",
)
_ERROR_LINE = re.compile(r"^[^\n]*?:(\d+):\d+: error:", re.M)


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_every_flag_llvm_accepts_on_memory_instructions_parses(target: str):
    """`nosc0`, `nont`, `noglc`... : every flag word llvm-mc accepts there is one the parser knows, and
    each accepted line parses, as written and as llvm-mc prints it back, with the flag as a modifier."""
    mc = _tool(_MC_CANDIDATES, target)
    words = sorted(FLAGS | {f"no{flag}" for flag in FLAGS})
    lines = [(f"{base} {word}", word) for base in _MEMORY_LINES for word in words]
    proc = subprocess.run(
        [mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-show-encoding"],
        input="\n".join(text for text, _ in lines) + "\n",
        capture_output=True,
        text=True,
    )
    rejected = {int(n) for n in _ERROR_LINE.findall(proc.stderr)}
    accepted = [(text, word) for i, (text, word) in enumerate(lines, 1) if i not in rejected]
    accepted_words = {word for _, word in accepted}
    assert {"sc0", "sc1", "nt", "nosc0", "nosc1", "nont"} <= accepted_words
    assert accepted_words <= FLAGS
    printed = re.findall(r"^\s+([a-z]\S*.*?)\s*; encoding", proc.stdout, re.M)
    assert len(printed) == len(accepted)
    head = f'\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"\n\t.text\n\t.globl k\n\t.type k,@function\nk:\n'
    for texts in ([text for text, _ in accepted], printed):
        module = parse_module(head + "".join(f"\t{t}\n" for t in texts) + "\ts_endpgm\n", f"{target}.s")
        assert module.warnings == ()
        instructions = module.kernels[0].instructions[:-1]
        assert [i.mnemonic for i in instructions] == [t.split()[0] for t in texts]
    written = parse_module(head + "".join(f"\t{t}\n" for t, _ in accepted) + "\ts_endpgm\n", f"{target}.s")
    for (_, word), instr in zip(accepted, written.kernels[0].instructions, strict=False):
        assert instr.modifier(word) is not None


# Encodings of gfx9 memory instructions (bits 31:26 of the first dword): MUBUF, MTBUF, FLAT/GLOBAL/
# SCRATCH, DS, SMEM. Random words under each prefix make llvm-mc print every operand and modifier
# form its printer has for them.
_MEMORY_ENCODINGS = (0b111000, 0b111010, 0b110111, 0b110110, 0b110000)


def _disassemble(mc: str, target: str, words: list[bytes]) -> list[str]:
    """llvm-mc's printing of each word that decodes; chunks on which llvm-mc crashes are skipped
    (llvm-mc-22 segfaults on some invalid gfx942 MTBUF words, e.g. b5 ea 1c e9 02 2b e2 ff)."""
    printed: list[str] = []
    for start in range(0, len(words), 100):
        text = "\n".join(" ".join(f"0x{b:02x}" for b in w) for w in words[start : start + 100]) + "\n"
        proc = subprocess.run(
            [mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-disassemble"],
            input=text,
            capture_output=True,
            text=True,
        )
        if proc.returncode == 0:
            printed += [ln.split(";")[0].strip() for ln in proc.stdout.splitlines() if ln.startswith("\t")]
    return [ln for ln in printed if ln and not ln.startswith(".")]


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_what_llvm_mc_prints_for_memory_encodings_parses(target: str):
    """Every instruction llvm-mc's disassembler prints for random memory-encoding words (and the VALU
    words that decode from their second dword), and its assembler takes back, parses with the same
    mnemonic and each flag word as a modifier: about 1,700 distinct lines per target."""
    mc = _tool(_MC_CANDIDATES, target)
    rng = random.Random(10)
    words = [
        ((rng.choice(_MEMORY_ENCODINGS) << 26) | rng.getrandbits(26)).to_bytes(4, "little")
        + rng.getrandbits(32).to_bytes(4, "little")
        for _ in range(3000)
    ]
    printed = sorted({ln for ln in _disassemble(mc, target, words) if "/*" not in ln})
    proc = subprocess.run(
        [mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-o", "/dev/null"],
        input="\n".join(printed) + "\n",
        capture_output=True,
        text=True,
    )
    rejected = {int(n) for n in _ERROR_LINE.findall(proc.stderr)}  # registers only the printer knows
    lines = [ln for i, ln in enumerate(printed, 1) if i not in rejected]
    assert len(lines) > 1000
    head = f'\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"\n\t.text\n\t.globl k\n\t.type k,@function\nk:\n'
    module = parse_module(head + "".join(f"\t{ln}\n" for ln in lines) + "\ts_endpgm\n", f"{target}.s")
    assert module.warnings == ()
    for line, instr in zip(lines, module.kernels[0].instructions, strict=False):
        assert instr.mnemonic == line.split()[0]
        for word in line.split():
            if word in FLAGS:
                assert instr.modifier(word) is not None, line
