"""Property tests: mutate real compiler output (cut lines, swap tokens, insert garbage and
non-UTF-8 bytes). The parser either returns a Module or raises its own ParseError with a
position inside the input; never anything else."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from asmscope.analysis import analyze
from asmscope.isa import ParseError, parse_module
from asmscope.isa.amdgcn.operands import FLAGS
from asmscope.model import Module

ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"
SOURCES = [
    ASM / "gfx942_quant_rowwise.s",
    ASM / "gfx950_batched_splitk.s",
    ASM / "handwritten_gfx942.s",
    ASM / "gfx950_wgrad_legacy_bm256.objdump.s",
]
LINES = {p.name: p.read_bytes().split(b"\n") for p in SOURCES}
GARBAGE = st.one_of(
    st.binary(min_size=1, max_size=12),
    st.sampled_from(
        [
            b"@@",
            b"v[3:0]",
            b"v999",
            b".frob 1",
            b"s_nop",
            b":",
            b",",
            b"(",
            b")",
            b"[",
            b"|",
            b"\xff\xfe",
            b"\x00",
            b'"',
            b";",
            b"//",
            b".amdgpu_metadata",
            b".end_amdhsa_kernel",
            b"\t.loc 9 1 1",
            b"offset:",
            b"op_sel:[0,",
            b"\xe2\x82",
            b"label:",
            b".LBB0_99:",
            b"---",
            b"- ",
            b"\r",
        ]
    ),
    st.text(max_size=10).map(lambda t: t.encode("utf-8", "surrogatepass")),
)


def _check(data: bytes) -> None:
    try:
        module = parse_module(data, "mutant.s")
    except ParseError as err:
        n_lines = data.count(b"\n") + 2
        assert 1 <= err.line <= n_lines, err
        assert err.column >= 1, err
        assert "\n" not in str(err)
        return
    assert isinstance(module, Module)
    for kernel in module.kernels:
        analyze(kernel, module.target)


@st.composite
def mutants(draw: st.DrawFn) -> bytes:
    lines = list(LINES[draw(st.sampled_from(sorted(LINES)))])
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["cut", "swap", "insert", "truncate", "dup"]))
        i = draw(st.integers(0, len(lines) - 1))
        if kind == "cut":
            j = draw(st.integers(i, min(len(lines), i + 40)))
            del lines[i:j]
        elif kind == "swap":
            words = lines[i].split(b" ")
            if len(words) > 1:
                a, b = draw(st.integers(0, len(words) - 1)), draw(st.integers(0, len(words) - 1))
                words[a], words[b] = words[b], words[a]
                lines[i] = b" ".join(words)
        elif kind == "insert":
            at = draw(st.integers(0, len(lines[i])))
            lines[i] = lines[i][:at] + draw(GARBAGE) + lines[i][at:]
        elif kind == "truncate":
            lines = lines[:i]
        else:
            lines.insert(i, lines[draw(st.integers(0, len(lines) - 1))])
        if not lines:
            break
    return b"\n".join(lines)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutants())
def test_mutated_real_files_parse_or_raise_parse_error(data: bytes):
    _check(data)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300))
def test_arbitrary_bytes(data: bytes):
    _check(data)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "k:",
                "\ts_nop 0",
                "\ts_endpgm",
                "\tv_add_u32_e32 v0, v1, v2",
                ".LBB0_1:",
                "\ts_cbranch_scc1 .LBB0_1",
                "\ts_branch .LBB0_2",
                ".LBB0_2:",
                "\t.text",
                "\t.rodata",
                "\t.globl k",
                '\t.file 1 "a" "b.py"',
                "\t.loc 1 2 3",
                "\t.amdhsa_kernel k",
                "\t\t.amdhsa_next_free_vgpr 8",
                "\t.end_amdhsa_kernel",
                "\t.amdgpu_metadata",
                "\t.end_amdgpu_metadata",
                "---",
                "amdhsa.kernels:",
                "  - .name: k",
                "    .vgpr_count: 300",
                "...",
                "; Occupancy: 3",
                "\t.byte 1",
                "\ts_waitcnt vmcnt(0)",
                "\tv_mov_b32_e32 v0, v[3:1]",
                "garbage here",
            ]
        ),
        max_size=30,
    )
)
def test_statement_soup(lines: list[str]):
    _check("\n".join(lines).encode())


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["buffer_load_dword v0, v1, s[0:3], 0", "global_load_dword v0, v[0:1], off", "buffer_wbl2"]),
    st.lists(st.sampled_from(sorted(FLAGS)), max_size=6),
)
def test_flags_are_modifiers_in_order_never_operands(base: str, flags: list[str]):
    """Every flag word, `nosc0`/`nont` included, is a modifier, never a symbol operand."""
    text = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\nk:\n\t' + " ".join([base, *flags]) + "\n\ts_endpgm\n"
    instr = parse_module(text, "flags.s").kernels[0].instructions[0]
    assert [m.name for m in instr.modifiers] == flags
    assert len(instr.operands) == base.count(",") + (1 if "," in base else 0)


PATHOLOGICAL = {
    "unary and binary minus": "\ts_add_u32 s0, s0, " + "-1-" * 300 + "@",
    "register-like operands": "\tv_add_u32 " + ", ".join(["v1"] * 300) + " @",
    "nested parentheses": "\ts_add_u32 s0, s0, " + "((a-b)-(c-d))-" * 300 + "@",
    "many flags": "\tbuffer_load_dword v0, v1, s[0:3], 0 " + "offen " * 300 + "@",
    "many negated flags": "\tglobal_load_dword v0, v[0:1], off " + "nosc0 nont " * 300 + "@",
    "counters": "\ts_waitcnt " + "vmcnt(0) & " * 300 + "@",
    "abs bars": "\tv_add_f32 v0, " + "|" * 300 + "v1",
}


@pytest.mark.parametrize("name", sorted(PATHOLOGICAL))
def test_no_catastrophic_backtracking(name: str):
    """A bad line must fail in linear time: every operand form has exactly one parse."""
    text = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\nk:\n' + PATHOLOGICAL[name] + "\n\ts_endpgm\n"
    start = time.perf_counter()
    with pytest.raises(ParseError) as info:
        parse_module(text, "bad.s")
    assert time.perf_counter() - start < 2.0
    assert info.value.line == 4 and info.value.column > 10
