"""A hand-written kernel as its author ships it: tests/fixtures/asm/handwritten_dma_gfx950.s
(local `label_XXXX` labels, a loop, LDS-DMA loads, an MFMA, deliberate hazards marked
`; ruleid:`) assembled with llvm-mc-22 and linked with ld.lld-22 into a code object here, at
test time. Three roads must agree: the .s, the code object, and the bare `llvm-objdump -d`
listing of it; the findings are exactly the marked lines, by either road."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from pathlib import Path

import pytest

from asmscope.analysis import analyze
from asmscope.findings import VariantKey
from asmscope.fixtures import marks
from asmscope.isa import parse_module
from asmscope.isa.amdgcn import codeobj
from asmscope.model import Module
from asmscope.pipeline import check_variants
from asmscope.rules import load_rules
from asmscope.variant import Variant

SOURCE = Path(__file__).resolve().parents[1] / "fixtures" / "asm" / "handwritten_dma_gfx950.s"
TOOLS = ("llvm-mc-22", "ld.lld-22", "llvm-objdump-22", "llvm-readelf-22")
MISSING = [t for t in TOOLS if shutil.which(t) is None]

pytestmark = pytest.mark.skipif(bool(MISSING), reason=f"needs LLVM 22 tools, missing: {', '.join(MISSING)}")


@pytest.fixture(scope="module")
def code_object(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("handwritten")
    obj, co = out / "k.o", out / "k.co"
    mc = ["llvm-mc-22", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx950", "-filetype=obj", str(SOURCE), "-o", str(obj)]
    subprocess.run(mc, check=True, capture_output=True)
    subprocess.run(["ld.lld-22", "-shared", str(obj), "-o", str(co)], check=True, capture_output=True)
    return co


def _shape(module: Module) -> list[tuple]:
    """Per kernel: name, the instruction sequence, labels at their instruction, loops."""
    return [
        (
            k.name,
            [(i.mnemonic, tuple(o.text for o in i.operands)) for i in k.instructions],
            [(lab.name, lab.index) for lab in k.labels],
            [(s.label, s.loop.depth, s.instructions) for s in analyze(k, "gfx950").loops],
        )
        for k in module.kernels
    ]


def test_one_function_is_one_kernel_by_every_road(code_object: Path):
    text = parse_module(SOURCE.read_bytes(), str(SOURCE))
    binary = parse_module(code_object.read_bytes(), str(code_object))
    listing = subprocess.run(
        [codeobj.tool("objdump") or "", "-d", "--mcpu=gfx950", str(code_object)], capture_output=True, text=True
    ).stdout
    bare = parse_module(listing, "k.objdump.s")  # no symbol table: labels told apart by address
    assert binary.target == text.target == "gfx950"
    assert binary.warnings == text.warnings == bare.warnings == ()
    assert _shape(binary) == _shape(text) == _shape(bare)
    (name, _, labels, loops), _ = _shape(text)
    assert name == "dma_gemm" and [n for n, _ in labels] == ["label_0001", "label_0002", "label_0003"]
    assert [(label, depth) for label, depth, _ in loops] == [("label_0001", 1)]
    for ours, theirs in zip(binary.kernels, text.kernels):
        assert ours.resources == theirs.resources  # metadata note + descriptor = the .s's blocks
    assert text.kernels[0].resources.lds_bytes == 4096 and text.kernels[0].resources.accum_offset == 12


def _findings(path: Path) -> set[tuple[str, str, int]]:
    variant = Variant(VariantKey("", "gfx950"), str(path), hashlib.sha256(path.read_bytes()).hexdigest())
    outcome = check_variants([variant], load_rules())
    assert outcome.errors == () and outcome.problems == ()
    return {(f.rule, f.variant.kernel, f.asm_line or 0) for s in outcome.summaries for f in s.findings}


def test_findings_are_the_marked_lines_by_either_road(code_object: Path):
    source = SOURCE.read_text()
    rules = {r.id for r in load_rules().rules}
    expected = {("AS017", "dma_gemm", line) for line in marks(source, "AS017")[0]}
    expected |= {("AS013", "dma_gemm", line) for line in marks(source, "AS013")[0]}
    assert len(expected) == 2 and all(not marks(source, r)[0] for r in rules - {"AS013", "AS017"})
    assert _findings(SOURCE) == expected
    # The code object's findings name lines of its objdump listing: map them to the .s by the
    # instruction they point at (both roads give the same instruction sequence).
    text = parse_module(SOURCE.read_bytes())
    binary = parse_module(code_object.read_bytes(), str(code_object))
    to_source = {
        (k.name, ours.line): theirs.line
        for k, t in zip(binary.kernels, text.kernels)
        for ours, theirs in zip(k.instructions, t.instructions)
    }
    assert {(rule, kernel, to_source[kernel, line]) for rule, kernel, line in _findings(code_object)} == expected
