"""The ISA seam (asmscope.isa.interface): each input is recognised by exactly the ISA whose
tools made it, read once by it, and every known target is read by the one ISA of its vendor."""

import subprocess
import sys
from pathlib import Path

import pytest

import asmscope.isa
from asmscope.isa import Isa, ParseError, ReadContext, isas, parse_module, recognise
from asmscope.isa.sass import reader as sass_reader
from asmscope.targets import TARGETS

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
RULES = Path(__file__).resolve().parents[2] / "rules"
CUBIN = FIXTURES / "nvidia" / "h100" / "00_swiglu_fwd_row" / "swiglu_fwd_row_kernel.cubin"  # ptxas's output
HSACO = FIXTURES / "asm" / "gfx942_nn_bm256.hsaco"  # LLVM's code object
ASM = FIXTURES / "asm" / "gfx942_nn_bm256.s"  # LLVM's assembly text


def test_every_isa_is_the_seams_protocol_with_a_name_of_its_own() -> None:
    names = [isa.name for isa in isas()]
    assert len(set(names)) == len(names) == 2
    for isa in isas():
        assert isinstance(isa, Isa)


def test_each_known_target_is_read_by_the_one_isa_of_its_vendor() -> None:
    for name, target in TARGETS.items():
        readers = [isa for isa in isas() if name in isa.targets]
        assert len(readers) == 1, name
        assert readers[0].vendor == target.vendor, name


@pytest.mark.parametrize(
    ("path", "expected"),
    [(CUBIN, "sass"), (HSACO, "amdgcn"), (ASM, "amdgcn"), (RULES / "AS060-nvidia-local-memory.sass", "sass")],
    ids=["cubin", "code-object", "asm-text", "sass-text"],
)
def test_an_input_is_recognised_by_the_isa_whose_tools_made_it(path: Path, expected: str) -> None:
    isa = recognise(path.read_bytes(), str(path))
    assert isa is not None and isa.name == expected


def test_text_is_recognised_without_bytes_too() -> None:
    assert recognise(ASM.read_text(), str(ASM)).name == "amdgcn"


@pytest.mark.skipif(sass_reader.tool("nvdisasm") is None, reason="nvdisasm not available")
def test_parse_module_is_the_recognised_isas_read_with_triton_metadata_beside_the_cubin() -> None:
    data = CUBIN.read_bytes()
    isa = recognise(data, str(CUBIN))
    assert isa is not None
    module = parse_module(data, str(CUBIN))
    assert module == isa.read(data, str(CUBIN), ReadContext())
    # Triton's metadata .json beside the cubin gives the block size when the caller gives none
    block = module.kernels[0].resources.max_flat_workgroup_size
    assert block is not None and block % 32 == 0
    # a launch the caller gives is used instead of the file beside it: one the kernel's
    # required block size contradicts is an error naming the key
    with pytest.raises(ParseError, match="num_warps"):
        isa.read(data, str(CUBIN), ReadContext("cuda:90", num_warps=block // 64, launch_shared_bytes=0))
    listing = isa.listing(data, str(CUBIN))
    kernel = module.kernels[0]
    assert kernel.instructions and all(1 <= i.line <= listing.count("\n") + 1 for i in kernel.instructions)


def test_an_input_no_isa_claims_is_one_parse_error_naming_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    from asmscope.isa.sass import seam

    monkeypatch.setattr(asmscope.isa, "isas", lambda: (seam.ISA,))
    with pytest.raises(ParseError) as err:
        parse_module(ASM.read_bytes(), str(ASM))
    assert str(err.value).startswith(f"{ASM}:1:1:") and "\n" not in str(err.value)


def test_the_instruction_facts_load_without_the_readers() -> None:
    code = (
        "import sys, asmscope.isa.amdgcn.instructions, asmscope.isa.sass.instructions, asmscope.rules; "
        "print(sorted(m for m in sys.modules if m == 'lark' or m.startswith('asmscope.isa') and m.endswith('.reader')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
