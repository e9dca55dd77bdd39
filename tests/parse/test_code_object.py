"""Code objects as input: the `.hsaco` Triton wrote beside each compiled fixture goes through
the code-object road (llvm-readelf + llvm-objdump, asmscope/parse/codeobj.py) and must give the
same answer as its `.s`: histogram, resources, loops, occupancy and findings. The `.s` is the
oracle (LLVM's own text of the same compile)."""

from __future__ import annotations

import functools
import hashlib
import json
from collections import Counter
from pathlib import Path

import pytest

from asmscope.analysis import analyze
from asmscope.findings import VariantKey
from asmscope.parse import ParseError, codeobj, parse_module
from asmscope.pipeline import check_variants
from asmscope.rules import RuleSet, load_rules
from asmscope.variant import Variant

ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"
CODE_OBJECTS = sorted(ASM.glob("*.hsaco"))
# What the code object itself records (metadata note, kernel descriptor); the `.s` has these too.
RESOURCE_FIELDS = ("total_vgpr", "agpr", "sgpr", "lds_bytes", "scratch_bytes", "accum_offset", "wavefront_size")

needs_llvm = pytest.mark.skipif(
    codeobj.tool("objdump") is None or codeobj.tool("readelf") is None,
    reason="llvm-objdump-22 / llvm-readelf-22 not installed (the code-object road needs them)",
)


def test_every_compiled_fixture_has_its_code_object():
    assert {p.name.removesuffix(".hsaco") for p in CODE_OBJECTS} == {
        p.name.removesuffix(".meta.json") for p in ASM.glob("*.meta.json")
    }
    assert {p.name.split("_", 1)[0] for p in CODE_OBJECTS} == {"gfx942", "gfx950"}


@functools.cache
def _rules() -> RuleSet:
    return load_rules()


def _findings(path: Path, meta: dict) -> Counter:
    config = tuple(sorted(meta["config"].items()))
    variant = Variant(
        VariantKey(meta["kernel"], meta["target"], config),
        str(path),
        hashlib.sha256(path.read_bytes()).hexdigest(),
        ("wgrad",) if "wgrad" in path.name else (),
        config,
        meta.get("shared_bytes"),
    )
    outcome = check_variants([variant], _rules())
    assert outcome.errors == () and outcome.problems == ()
    return Counter((f.rule, f.severity, f.instruction) for s in outcome.summaries for f in s.findings)


@needs_llvm
@pytest.mark.parametrize(
    "hsaco",
    # the big GEMMs (several CPU seconds each: four parses) run in the full suite and CI; the
    # quick loop checks the small kernels of both targets
    [pytest.param(p, marks=pytest.mark.slow) if "bm256" in p.name else p for p in CODE_OBJECTS],
    ids=lambda p: p.name,
)
def test_same_answer_from_the_code_object_as_from_the_s(hsaco: Path):
    asm = hsaco.with_suffix(".s")
    meta = json.loads(hsaco.with_suffix(".meta.json").read_text())
    text, binary = parse_module(asm.read_bytes(), str(asm)), parse_module(hsaco.read_bytes(), str(hsaco))
    assert binary.target == text.target == meta["target"]
    assert binary.warnings == ()
    assert [k.name for k in binary.kernels] == [k.name for k in text.kernels] == [meta["kernel"]]
    (ours,), (llvm,) = binary.kernels, text.kernels
    assert Counter(i.mnemonic for i in ours.instructions) == Counter(i.mnemonic for i in llvm.instructions)
    for name in RESOURCE_FIELDS:
        assert getattr(ours.resources, name) == getattr(llvm.resources, name) is not None, name
    a, b = analyze(ours, binary.target), analyze(llvm, text.target)
    assert [(s.loop.depth, s.histogram) for s in a.loops] == [(s.loop.depth, s.histogram) for s in b.loops]
    assert a.occupancy is not None and b.occupancy is not None
    assert a.occupancy.waves_per_simd == b.occupancy.waves_per_simd
    assert _findings(hsaco, meta) == _findings(asm, meta)


@needs_llvm
def test_a_broken_code_object_is_a_one_line_error(tmp_path: Path):
    cut = tmp_path / "cut.hsaco"
    cut.write_bytes(CODE_OBJECTS[0].read_bytes()[:200])
    with pytest.raises(ParseError) as err:
        parse_module(cut.read_bytes(), str(cut))
    assert "not a readable code object" in err.value.message and "\n" not in str(err.value)


def test_missing_llvm_objdump_is_a_one_line_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv("ASMSCOPE_LLVM_READELF", str(tmp_path / "no-such-readelf"))
    with pytest.raises(ParseError) as err:
        parse_module(CODE_OBJECTS[0].read_bytes(), "k.hsaco")
    assert "ASMSCOPE_LLVM_READELF" in err.value.message and "install LLVM 22" in err.value.message
