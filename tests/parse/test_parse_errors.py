"""Bad input gets a ParseError with a position, never another exception (CLI exit code 2)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from asmscope.isa import ParseError, parse_module
from asmscope.isa.amdgcn import codeobj

ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"
KERNEL = """\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
\t.text
\t.globl k
\t.type k,@function
k:
\tv_mov_b32_e32 v0, 0
\ts_endpgm
.Lfunc_end0:
\t.size k, .Lfunc_end0-k
"""


def _error(text: str | bytes) -> ParseError:
    with pytest.raises(ParseError) as info:
        parse_module(text, "t.s")
    return info.value


def test_str_is_one_line_with_path_position_message_and_snippet():
    err = _error(KERNEL.replace("v_mov_b32_e32 v0, 0", "v_mov_b32_e32 v0, @@@"))
    assert (err.path, err.line, err.column) == ("t.s", 6, 20)
    assert err.snippet == "@@@"
    assert str(err) == "t.s:6:20: invalid operand of v_mov_b32_e32: '@@@'"
    assert "\n" not in str(err)


@pytest.mark.parametrize("text", ["", "   \n\n\t\n"])
def test_empty_input(text: str):
    err = _error(text)
    assert (err.line, err.column) == (1, 1)
    assert "empty input" in err.message


def test_no_kernel():
    err = _error('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\n; nothing here\n')
    assert "no kernel" in err.message
    assert (err.line, err.column) == (1, 1)


def test_instruction_before_any_kernel_label():
    err = _error("\t.text\n\ts_nop 0\n")
    assert (err.line, err.column) == (2, 2)
    assert "before any kernel" in err.message


def test_a_host_elf_is_not_a_code_object():
    """ELF input goes to the code-object road (tests/parse/test_code_object.py), which names
    an ELF of another machine as such."""
    if codeobj.tool("readelf") is None:
        pytest.skip("llvm-readelf-22 not installed")
    err = _error(Path(sys.executable).resolve().read_bytes())
    assert "not an AMDGPU code object" in err.message
    assert (err.line, err.column) == (1, 1)


def test_nul_bytes_are_binary_input():
    err = _error(KERNEL.encode().replace(b"s_endpgm", b"s_end\x00pgm"))
    assert "NUL" in err.message
    assert (err.line, err.column) == (7, 7)


def test_invalid_utf8_has_a_position():
    err = _error(KERNEL.encode().replace(b"v_mov_b32_e32 v0, 0", b"v_mov_b32_e32 v0, \xff"))
    assert "UTF-8" in err.message and "0xff" in err.message
    assert (err.line, err.column) == (6, 20)


def test_control_character_in_text():
    err = _error(KERNEL.replace("s_endpgm", "s_end\x07pgm"))
    assert "control character U+0007" in err.message
    assert (err.line, err.column) == (7, 7)


def test_truncated_metadata_block():
    text = (ASM / "gfx942_quant_rowwise.s").read_text()
    cut = text.index(".end_amdgpu_metadata")
    err = _error(text[:cut])
    assert "unterminated .amdgpu_metadata" in err.message
    assert err.line == text[: text.index(".amdgpu_metadata")].count("\n") + 1


def test_malformed_metadata_yaml_points_into_the_block():
    text = (ASM / "gfx942_quant_rowwise.s").read_text()
    bad = text.replace("amdhsa.version:", "amdhsa.version: [1, 2\n  oops:", 1)
    err = _error(bad)
    assert "malformed .amdgpu_metadata YAML" in err.message
    assert err.line > text[: text.index(".amdgpu_metadata")].count("\n") + 1


def test_register_range_written_backwards():
    err = _error(KERNEL.replace("v_mov_b32_e32 v0, 0", "global_load_dwordx4 v[3:0], v[4:5], off"))
    assert "backwards" in err.message
    assert (err.line, err.column, err.snippet) == (6, 22, "v[3:0]")


def test_register_out_of_range():
    err = _error(KERNEL.replace("v_mov_b32_e32 v0, 0", "v_mov_b32_e32 v256, 0"))
    assert "out of range" in err.message and err.snippet == "v256"


def test_unknown_directive():
    err = _error(KERNEL.replace("\t.text\n", "\t.text\n\t.frobnicate 3\n"))
    assert err.message == "unknown directive '.frobnicate'"
    assert (err.line, err.column) == (3, 2)


def test_unknown_modifier():
    err = _error(KERNEL.replace("v_mov_b32_e32 v0, 0", "buffer_load_dword v1, v2, s[0:3], 0 offen frob"))
    assert (err.line, err.column, err.snippet) == (6, 44, "frob")


def test_text_after_a_label():
    err = _error(KERNEL.replace("k:\n", "k: junk\n"))
    assert (err.line, err.column) == (5, 4)
    assert "after a label" in err.message


def test_unterminated_kernel_descriptor():
    err = _error(KERNEL + "\t.rodata\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 8\n")
    assert "not closed" in err.message


def test_amdhsa_field_outside_descriptor():
    err = _error(KERNEL + "\t.amdhsa_next_free_vgpr 8\n")
    assert "outside an .amdhsa_kernel block" in err.message
    assert err.line == KERNEL.count("\n") + 1


def test_loc_of_undeclared_file():
    err = _error(KERNEL.replace("\tv_mov_b32_e32 v0, 0\n", "\t.loc 3 10 4\n\tv_mov_b32_e32 v0, 0\n"))
    assert ".loc names file 3" in err.message
    assert (err.line, err.column) == (6, 7)


def test_duplicate_kernel():
    text = KERNEL + KERNEL.replace(".Lfunc_end0", ".Lfunc_end1").split("\t.text\n", 1)[1]
    assert "more than once" in _error(text).message
