"""Code objects as input: the `.hsaco` Triton wrote beside each compiled fixture goes through
the code-object road (llvm-readelf + llvm-objdump, asmscope/isa/amdgcn/codeobj.py) and must give the
same answer as its `.s`: instruction sequence, histogram, resources, loops, occupancy and
findings (tests/fixtures/codeobj_equivalence.py compares them; tests/compile/test_codeobj_suite.py
does the same on fresh compiles of every kernel of the repo's suite). The `.s` is the oracle
(LLVM's own text of the same compile)."""

from __future__ import annotations

import json
from pathlib import Path

import codeobj_equivalence as roads
import pytest

from asmscope.findings import VariantKey
from asmscope.isa import ParseError, parse_module
from asmscope.isa.amdgcn import codeobj

ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"
CODE_OBJECTS = sorted(ASM.glob("*.hsaco"))

needs_llvm = pytest.mark.skipif(
    codeobj.tool("objdump") is None or codeobj.tool("readelf") is None,
    reason="llvm-objdump-22 / llvm-readelf-22 not installed (the code-object road needs them)",
)


def test_every_compiled_fixture_has_its_code_object():
    assert {p.name.removesuffix(".hsaco") for p in CODE_OBJECTS} == {
        p.name.removesuffix(".meta.json") for p in ASM.glob("*.meta.json")
    }
    assert {p.name.split("_", 1)[0] for p in CODE_OBJECTS} == {"gfx942", "gfx950"}


def _roads(asm: Path, hsaco: Path, meta: dict) -> roads.Roads:
    config = tuple(sorted(meta["config"].items()))
    tags = ("wgrad",) if "wgrad" in hsaco.name else ()
    return roads.Roads(asm, hsaco, VariantKey(meta["kernel"], meta["target"], config), tags, config,
                       meta.get("shared_bytes"))


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
    module = parse_module(hsaco.read_bytes(), str(hsaco))
    assert module.target == meta["target"] and [k.name for k in module.kernels] == [meta["kernel"]]
    assert roads.differences(_roads(asm, hsaco, meta)) == []


@needs_llvm
@pytest.mark.slow  # two big GEMMs, as above
def test_the_comparison_sees_a_different_compile():
    """Another variant's code object beside a `.s`: the comparison names what differs."""
    asm, other = ASM / "gfx950_wgrad_legacy_bm256.s", ASM / "gfx950_wgrad_transposed_bm256.hsaco"
    meta = json.loads(asm.with_suffix(".meta.json").read_text())
    found = "\n".join(roads.differences(_roads(asm, other, meta)))
    for what in ("instruction ", "histogram", "resources.", "loops", "findings"):
        assert what in found, what


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
