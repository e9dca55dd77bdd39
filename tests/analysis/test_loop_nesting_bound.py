"""Loop nesting is bounded (issue 38, case 12): a listing of thousands of nested loops stops with
one "too deeply nested" line in seconds, not minutes; nesting up to MAX_LOOP_NESTING is analysed
with each loop's depth and parent. The listings are generated here (nvdisasm's SASS shape)."""

from __future__ import annotations

import time
from itertools import pairwise
from pathlib import Path

import pytest

from asmscope.analysis import analyze
from asmscope.analysis.cfg import NestingError
from asmscope.isa.sass import reader as sass
from asmscope.limits import MAX_LOOP_NESTING
from tests.e2e.conftest import run_cli
from tests.e2e.test_outputs_and_limits import assert_refused


def nested_loops(n: int) -> str:
    """One kernel of `n` loops, each inside the one before: n headers, then n back edges."""
    out = ["\t.target\tsm_90a", '\t.section\t.text.k,"ax",@progbits', "        .global         k", "k:", ".text.k:"]
    address = 0

    def ins(text: str) -> None:
        nonlocal address
        out.append(f"        /*{address:04x}*/                   {text} ;")
        address += 16

    for i in range(n):
        out.append(f".L_x_{i}:")
        ins(f"IADD3 R{i % 200}, R{(i + 1) % 200}, 0x1, RZ")
    for i in reversed(range(n)):
        ins(f"@P0 BRA `(.L_x_{i})")
    ins("EXIT")
    return "\n".join(out) + "\n"


def test_nesting_up_to_the_bound_is_analysed_with_depth_and_parent():
    kernel = sass.parse_sass(nested_loops(MAX_LOOP_NESTING), "k.sass").kernels[0]
    loops = sorted(analyze(kernel, "cuda:90").cfg.loops, key=lambda loop: loop.depth)
    assert [loop.depth for loop in loops] == list(range(1, MAX_LOOP_NESTING + 1))
    assert loops[0].parent is None
    assert all(inner.parent == outer.header for outer, inner in pairwise(loops))
    assert [loop.is_innermost for loop in loops] == [False] * (MAX_LOOP_NESTING - 1) + [True]


@pytest.mark.parametrize("n", [MAX_LOOP_NESTING + 1, 3000])
def test_deeper_nesting_is_one_clear_error(n: int):
    kernel = sass.parse_sass(nested_loops(n), "k.sass").kernels[0]
    started = time.process_time()
    with pytest.raises(NestingError, match=rf"too deeply nested \(asmscope analyses at most {MAX_LOOP_NESTING}"):
        analyze(kernel, "cuda:90")
    assert time.process_time() - started < 30  # was 290 s and 594 MB for 3,000


def test_check_of_3000_nested_loops_fails_fast_with_one_line(tmp_path: Path):
    path = tmp_path / "deep.sass"
    path.write_text(nested_loops(3000))  # 6,000 instructions
    started = time.monotonic()
    result = run_cli("check", "--quiet", "--asm", str(path), cwd=tmp_path, timeout=240)
    assert_refused(result, "deep.sass", "too deeply nested")
    assert time.monotonic() - started < 240
