"""Loop nesting of grouped GEMMs written as users write them (issue 26, item 15), on real Triton
output for gfx942 and gfx950: asmscope's loop tree (headers, depths, innermost loops, parents)
is LLVM's, read here from the AsmPrinter's own loop comments in the same listing (`=>This
[Inner ]Loop Header: Depth=N`, `Parent Loop BB0_4 Depth=1`)."""

from __future__ import annotations

import itertools
import re

import pytest

from asmscope.api import Codegen, Session

from . import users_grouped

_LABEL = re.compile(r"^([.\w$]+):")
_PARENT = re.compile(r";\s*Parent Loop (\S+) Depth=(\d+)")
_THIS = re.compile(r"=>\s*This (Inner )?Loop Header: Depth=(\d+)")

ARGS = {
    "persistent_grouped": {"a_ptrs": "int64", "b_ptrs": "int64", "c_ptrs": "int64", "sizes_ptr": "int32",
                           "num_groups": 8},
    "tile_scan_grouped": {"a_ptr": "fp16", "b_ptr": "fp16", "c_ptr": "fp16", "tile_offsets_ptr": "int32",
                          "k_ptr": "int32", "num_groups": 8, "total_tiles": 4096, "N": 4096},
    "early_exit_grouped": {"a_ptr": "fp16", "b_ptr": "fp16", "c_ptr": "fp32", "k_ptr": "int32",
                           "groups_ptr": "int32", "max_k": 4096, "N": 4096, "lda": 4096},
}  # fmt: skip
# depth -> (loops, innermost loops) that the kernel's source nests: the while/for structure
SHAPE = {
    "persistent_grouped": {1: (1, 0), 2: (1, 0), 3: (1, 1)},  # groups > while over tiles > K
    "tile_scan_grouped": {1: (1, 0), 2: (2, 2)},  # tiles > (group scan, K)
    "early_exit_grouped": {1: (1, 0), 2: (1, 1)},  # groups > masked K
}


def llvm_loops(asm: str) -> dict[str, tuple[int, bool, str | None]]:
    """header label (as `BB0_4`) -> (depth, innermost, parent header) from LLVM's comments."""
    loops: dict[str, tuple[int, bool, str | None]] = {}
    label, parents = None, []
    for line in asm.splitlines():
        if (m := _LABEL.match(line)) is not None:
            label, parents = m.group(1).removeprefix(".L"), []
        if (p := _PARENT.search(line)) is not None:
            parents.append((int(p.group(2)), p.group(1)))
        if (t := _THIS.search(line)) is not None and label is not None:
            loops[label] = (int(t.group(2)), t.group(1) is not None, max(parents)[1] if parents else None)
    return loops


def asmscope_loops(cg: Codegen) -> dict[str, tuple[int, bool, str | None]]:
    cfg = cg.analysis.cfg

    def name(block: int | None) -> str | None:
        return None if block is None else (cfg.blocks[block].label or "").removeprefix(".L")

    return {name(lp.header): (lp.depth, lp.is_innermost, name(lp.parent)) for lp in cfg.loops}


@pytest.fixture(scope="module")
def variants(tmp_path_factory: pytest.TempPathFactory) -> list[Codegen]:
    out = []
    with Session(cache_dir=tmp_path_factory.mktemp("grouped-cache"), jobs=1) as session:
        for name, target, (block_m, stages) in itertools.product(ARGS, ("gfx942", "gfx950"), ((64, 1), (128, 2))):
            kernel = getattr(users_grouped, name)
            config = {"BLOCK_M": block_m, "BLOCK_N": 128, "BLOCK_K": 64, "num_stages": stages, "num_warps": 4}
            if "NUM_SMS" in kernel.arg_names:
                config["NUM_SMS"] = 304
            out.append(session.codegen(kernel, args=ARGS[name], config=config, target=target))
    return out


def test_loop_tree_is_llvms_on_user_grouped_gemms(variants: list[Codegen]) -> None:
    for cg in variants:
        llvm = llvm_loops(cg.asm)
        assert llvm, f"{cg.name}: the listing carries no loop comments"
        assert asmscope_loops(cg) == llvm, cg.name
        assert not [n for n in cg.analysis.notes if "loop" in n.lower()], cg.name  # the built-in cross-check


def test_the_kernels_keep_the_nesting_their_source_has(variants: list[Codegen]) -> None:
    """Guards the test's own premise: the compiled loops are the nest the source writes (a
    three-deep persistent nest, two sibling innermost loops), not loops the compiler removed."""
    for cg in variants:
        depths: dict[int, tuple[int, int]] = {}
        for depth, inner, _ in llvm_loops(cg.asm).values():
            loops, innermost = depths.get(depth, (0, 0))
            depths[depth] = (loops + 1, innermost + inner)
        assert depths == SHAPE[cg.kernel], cg.name
