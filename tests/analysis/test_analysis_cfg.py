"""Basic blocks, edges, loops with nesting depth, histograms and the hot loop."""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.analysis import analyze
from asmscope.isa import parse_module
from asmscope.model import Category

HEAD = '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx942"\n\t.text\n\t.globl k\n\t.type k,@function\nk:\n'
ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"


def run(body: str):
    module = parse_module(HEAD + body, "t.s")
    return analyze(module.kernels[0], module.target)


def test_straight_line_is_one_block():
    a = run("\tv_mov_b32_e32 v0, 0\n\ts_nop 0\n\ts_endpgm\n")
    assert [(b.start, b.end, b.successors) for b in a.cfg.blocks] == [(0, 3, ())]
    assert a.cfg.loops == () and a.hot_loop is None


def test_if_else_diamond():
    a = run(
        "\ts_cmp_eq_u32 s0, 0\n\ts_cbranch_scc1 .LBB0_2\n\tv_mov_b32_e32 v0, 1\n\ts_branch .LBB0_3\n"
        ".LBB0_2:\n\tv_mov_b32_e32 v0, 2\n.LBB0_3:\n\ts_endpgm\n"
    )
    blocks = a.cfg.blocks
    assert [(b.label, b.start, b.end) for b in blocks] == [
        (None, 0, 2),
        (None, 2, 4),
        (".LBB0_2", 4, 5),
        (".LBB0_3", 5, 6),
    ]
    assert [b.successors for b in blocks] == [(2, 1), (3,), (3,), ()]
    assert blocks[3].predecessors == (1, 2)
    assert a.cfg.loops == ()


def test_simple_loop_and_its_histogram():
    a = run(
        "\ts_mov_b32 s0, 0\n.LBB0_1:\n\tv_add_u32_e32 v0, v0, v1\n\tv_add_u32_e32 v0, v0, v1\n"
        "\ts_add_u32 s0, s0, 1\n\ts_cmp_lt_u32 s0, 8\n\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm\n"
    )
    (loop,) = a.cfg.loops
    assert a.cfg.blocks[loop.header].label == ".LBB0_1"
    assert (loop.depth, loop.parent, loop.is_innermost) == (1, None, True)
    assert loop.latches == (loop.header,)
    assert a.hot_loop is not None and a.hot_loop.label == ".LBB0_1"
    assert a.hot_loop.histogram == {"v_add_u32_e32": 2, "s_add_u32": 1, "s_cmp_lt_u32": 1, "s_cbranch_scc1": 1}
    assert a.hot_loop.category_histogram[Category.VALU] == 2
    assert [b.loop_depth for b in a.cfg.blocks] == [0, 1, 0]
    assert a.histogram["v_add_u32_e32"] == 2 and sum(a.category_histogram.values()) == 7


def test_nested_loops_depths_match_llvm_comments():
    a = run(
        ".LBB0_1:                                ; =>This Loop Header: Depth=1\n\ts_mov_b32 s1, 0\n"
        ".LBB0_2:                                ;   Parent Loop BB0_1 Depth=1\n"
        "                                        ; =>  This Inner Loop Header: Depth=2\n"
        "\tv_add_u32_e32 v0, v0, v1\n\ts_add_u32 s1, s1, 1\n\ts_cbranch_scc1 .LBB0_2\n"
        "; %bb.3:                                ;   in Loop: Header=BB0_1 Depth=1\n"
        "\ts_add_u32 s0, s0, 1\n\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm\n"
    )
    outer, inner = sorted(a.cfg.loops, key=lambda loop: loop.depth)
    assert (outer.depth, inner.depth) == (1, 2)
    assert inner.parent == outer.header and inner.is_innermost and not outer.is_innermost
    assert inner.blocks < outer.blocks
    assert a.hot_loop is not None and a.hot_loop.label == ".LBB0_2"
    assert a.notes == ()
    labels = {lab.name: lab.loop_header_comment for lab in a.kernel.labels}
    assert labels == {".LBB0_1": 1, ".LBB0_2": 2}


def test_mismatch_with_llvm_comments_is_reported():
    a = run(".LBB0_1:                                ; =>This Inner Loop Header: Depth=1\n\ts_nop 0\n\ts_endpgm\n")
    assert any("LBB0_1" in note for note in a.notes)


def test_innermost_disagreement_with_llvm_is_reported():
    """Same headers and depths, but LLVM's `=>This Loop Header` (not `Inner`) says a loop is
    nested in it: the CFG's one loop is innermost, so the difference is noted."""
    a = run(".LBB0_1:  ; =>This Loop Header: Depth=1\n\ts_nop 0\n\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm\n")
    assert [lab.loop_inner_comment for lab in a.kernel.labels] == [False]
    assert a.cfg.loops[0].is_innermost
    assert [note for note in a.notes if "LBB0_1" in note and "innermost" in note]


def test_unknown_branch_target_is_noted():
    a = run("\ts_branch .LBB9_9\n\ts_endpgm\n")
    assert any(".LBB9_9" in note for note in a.notes)


def test_unreachable_code_and_endpgm_split():
    a = run("\ts_endpgm\n\ts_nop 0\n.LBB0_1:\n\ts_branch .LBB0_1\n")
    assert len(a.cfg.blocks) == 3
    assert a.cfg.blocks[0].successors == ()
    assert a.cfg.blocks[2].successors == (2,)
    assert a.cfg.loops == ()  # unreachable from the entry: no dominators, no loop (as in MachineLoopInfo)


@pytest.mark.parametrize("name", ["gfx942_nn_bm256.s", "gfx950_wgrad_legacy_bm256.s", "gfx950_batched_splitk.s"])
def test_blocks_partition_the_kernel(name: str):
    module = parse_module((ASM / name).read_bytes(), name)
    a = analyze(module.kernels[0], module.target)
    covered = [i for b in a.cfg.blocks for i in range(b.start, b.end)]
    assert covered == list(range(len(module.kernels[0].instructions)))
    assert all(a.cfg.block_of[i] == b.id for b in a.cfg.blocks for i in range(b.start, b.end))
    assert sum(len(h) and sum(h.values()) for h in a.block_histograms) == len(module.kernels[0].instructions)
    for b in a.cfg.blocks:
        for s in b.successors:
            assert b.id in a.cfg.blocks[s].predecessors
