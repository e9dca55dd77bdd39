"""The uniform register file of each NVIDIA architecture, and what happens to a file the SASS
reader cannot read (#45: sm_100 code uses UR63 and up; a reader error is that variant's parse
error, never the end of the run).

Oracles: nvdisasm itself, on every value of the destination field of a uniform-register
instruction taken from a cubin ptxas built (the registers it prints are the file), and the
listing of a kernel written here (tests/fixtures/nvidia/sass_kernels.py: many_pointers_kernel)
that ptxas for sm_100 compiles with UR63..UR77."""

from __future__ import annotations

import json
import re
import struct
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from asmscope.cli import main
from asmscope.isa import ParseError
from asmscope.isa.sass import instructions as isa_nvidia
from asmscope.isa.sass import reader as sass
from asmscope.model import RegKind

NVIDIA = Path(__file__).resolve().parents[1] / "fixtures" / "nvidia"
LISTING = NVIDIA / "sass" / "many_pointers_sm100.sass"
_ENCODED = re.compile(
    r"/\*[0-9a-f]{4}\*/\s+(U?LDCU?)\s+(UR\d+),.*?/\* (0x[0-9a-f]{16}) \*/\s*\n\s*/\* (0x[0-9a-f]{16}) \*/"
)

pytestmark = pytest.mark.skipif(
    sass.tool("nvdisasm") is None or sass.tool("cuobjdump") is None, reason="nvdisasm/cuobjdump not available"
)


def _run(tool: str, *args: str) -> str:
    return subprocess.run([sass.tool(tool), *args], capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize(("arch", "binary", "target"), [("sm90", "SM90a", "cuda:90"), ("sm100", "SM100a", "cuda:100")])
def test_the_uniform_register_file_is_the_one_nvdisasm_decodes(tmp_path: Path, arch: str, binary: str, target: str):
    # a constant load into a uniform register (ULDC on sm_90, LDCU on sm_100), as ptxas encoded it
    dump = _run("cuobjdump", "-sass", str(NVIDIA / "local" / arch / "add.cubin"))
    opcode, register, low, high = _ENCODED.search(dump).groups()
    low_word, high_word = int(low, 16), int(high, 16)
    field = 0xFF << 16  # the destination register's byte
    assert (low_word & field) >> 16 == int(register[2:])
    raw = tmp_path / "every.bin"
    raw.write_bytes(b"".join(struct.pack("<QQ", low_word & ~field | v << 16, high_word) for v in range(256)))
    printed = re.findall(rf"{opcode}\s+(UR\d+|URZ),", _run("nvdisasm", "-b", binary, str(raw)))
    assert len(printed) == 256
    count = isa_nvidia.uniform_registers(target)
    assert set(printed) == {f"UR{n}" for n in range(count)} | {"URZ"}
    assert printed[count] == "URZ"


def test_an_sm100_listing_with_ur63_to_ur77_parses():
    text = LISTING.read_text()
    written = {int(n) for n in re.findall(r"\bUR(\d+)\b", text)}
    assert set(range(63, 78)) <= written
    module = sass.parse_sass(text, str(LISTING))
    assert module.target == "cuda:100"
    read = {
        n
        for ins in module.kernels[0].instructions
        for r in ins.defs + ins.uses
        if r.kind is RegKind.NV_UR
        for n in range(r.first, r.last + 1)
    }
    assert written <= read


def test_a_uniform_register_past_the_architecture_s_file_is_a_parse_error_naming_its_line():
    text = LISTING.read_text().replace("sm_100a", "sm_90a")  # the same code, said to be sm_90's
    with pytest.raises(ParseError) as err:
        sass.parse_sass(text, "k.sass")
    assert err.value.line >= 1
    line = text.splitlines()[err.value.line - 1]
    assert any(int(n) >= 63 for n in re.findall(r"\bUR(\d+)\b", line))
    assert "UR0..UR62" in str(err.value)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_an_unreadable_variant_fails_alone_and_the_others_are_reported(tmp_path: Path, jobs: str):
    good = tmp_path / "good.sass"
    good.write_text(LISTING.read_text())
    bad = tmp_path / "bad.sass"
    bad.write_text(LISTING.read_text().replace("sm_100a", "sm_90a"))
    report = tmp_path / "report.json"
    args = ["check", "--asm", str(bad), "--asm", str(good), "-j", jobs, "--format", "json", "--output", str(report)]
    result = CliRunner().invoke(main, [*args, "--cache-dir", str(tmp_path / "cache"), "-q"])
    # a file handed in with --asm that does not read is bad input (exit 2, docs/outputs.md); a
    # compiled variant's is exit 3 (tests/compile/test_users_patterns.py)
    assert result.exit_code == 2, result.output
    data = json.loads(report.read_text())
    assert len(data["errors"]) == 1
    failed = json.dumps(data["errors"][0])
    assert "bad.sass" in failed and "UR0..UR62" in failed
    assert data["summary"]["variants_checked"] == 1  # good.sass, read and checked
