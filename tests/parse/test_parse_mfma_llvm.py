"""The MFMA and mnemonic tables are LLVM's (tests/fixtures/regen_mfma.py, regen_mnemonics.py):
regenerating them from llvm-mc, llvm-mca and llc changes nothing, and every MFMA/SMFMAC spelling and
operand form llvm-mc accepts for gfx942 and gfx950 (legacy aliases and each f8f6f4 cbsz/blgp format
included) parses, as written and as llvm-mc prints it back, with category MFMA and the table's entry.

Needs LLVM 22 (`apt-get install llvm-22`, which .ci/run does); skipped with the reason shown without it.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from asmscope.isa import parse_module
from asmscope.isa.amdgcn import instructions as isa
from asmscope.isa.amdgcn import mfma as isa_mfma
from asmscope.model import Category
from asmscope.rules.hazard_checks import mfma_facts

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
_spec = importlib.util.spec_from_file_location("regen_mfma", FIXTURES / "regen_mfma.py")
assert _spec is not None and _spec.loader is not None
regen_mfma = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = regen_mfma  # dataclasses look their module up there
_spec.loader.exec_module(regen_mfma)

_MISSING = [tool for tool in ("llvm-mc-22", "llvm-mca-22", "llc-22") if shutil.which(tool) is None]
needs_llvm = pytest.mark.skipif(
    bool(_MISSING), reason=f"{', '.join(_MISSING)} not on PATH; CI installs them with `apt-get install llvm-22`"
)
_PRINTED = re.compile(r"^\s+(v_\S.*?)\s*; encoding", re.M)


def _parse(target: str, lines: list[str]):
    head = f'\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"\n\t.text\n\t.globl k\n\t.type k,@function\nk:\n'
    module = parse_module(head + "".join(f"\t{line}\n" for line in lines) + "\ts_endpgm\n", f"{target}.s")
    assert module.warnings == ()
    return module.kernels[0].instructions[:-1]


@needs_llvm
@pytest.mark.slow  # every candidate through llvm-mc/llvm-mca/llc: the full suite and CI run it
def test_regenerating_the_mfma_table_changes_nothing():
    assert regen_mfma.generate() == (regen_mfma.OUT).read_text()


# gfx950's forms (each f8f6f4 cbsz/blgp pair in every operand width) take llvm-mc several CPU
# seconds to sort out: the quick loop checks gfx942's, the full suite and CI both.
@needs_llvm
@pytest.mark.parametrize(
    "target", [pytest.param(t, marks=pytest.mark.slow) if t == "gfx950" else t for t in isa.TARGETS]
)
def test_every_form_llvm_mc_accepts_parses_as_an_mfma_of_the_table(target: str):
    forms = regen_mfma.target_forms(target, "llvm-mc-22")
    texts = [form.text for form in forms]
    out = subprocess.run(
        ["llvm-mc-22", "-triple=amdgcn-amd-amdhsa", f"-mcpu={target}", "-show-encoding"],
        input="\n".join(texts) + "\n",
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    printed = _PRINTED.findall(out)
    assert len(printed) == len(texts)
    written, round_trip = _parse(target, texts), _parse(target, printed)
    assert {f.spelling for f in forms} == set(isa_mfma.OPCODES[target])
    for form, as_written, as_printed in zip(forms, written, round_trip, strict=True):
        for instr in (as_written, as_printed):
            assert instr.category is Category.MFMA, instr.mnemonic
            info = isa.mfma_info(instr.mnemonic, target)
            assert info is not None, instr.mnemonic
            assert as_printed.mnemonic == info.canonical
            assert instr.operands[0].register.count == info.dst_regs == form.dst
            expected = info.passes if form.fmt is None else info.passes_by_format[form.fmt[0] * 5 + form.fmt[1]]
            assert mfma_facts(instr, target)[0] == expected  # cbsz/blgp reach passes_for from the parse


def test_the_shape_in_the_name_agrees_with_llvms_destination_width():
    for target, rows in isa_mfma.OPCODES.items():
        for spelling in rows:
            info = isa.mfma_info(spelling, target)
            assert info is not None
            elem_regs = 2 if info.out_type == "f64" else 1
            assert info.m * info.n * info.blocks * elem_regs // 64 == info.dst_regs, spelling


@needs_llvm
@pytest.mark.slow  # every candidate through llvm-mc/llvm-mca/llc: the full suite and CI run it
def test_regenerating_the_mnemonic_table_changes_nothing():
    """isa_mnemonics.py is llvm-mc-22's answer for every candidate word, aliases (v_accvgpr_read) included."""
    spec = importlib.util.spec_from_file_location("regen_mnemonics", FIXTURES / "regen_mnemonics.py")
    assert spec is not None and spec.loader is not None
    regen_mnemonics = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(regen_mnemonics)
    assert regen_mnemonics.generate() == regen_mnemonics.OUT.read_text()
