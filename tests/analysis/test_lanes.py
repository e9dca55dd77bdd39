"""asmscope.analysis.lanes on real compiler output: which registers hold a lane-varying value
right after each instruction that sets one, by what the instruction is (the thread index, a
kernel argument, a uniform-datapath op, a lane read into an SGPR, a VALU compare's lane mask)."""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.analysis.cfg import build_cfg
from asmscope.analysis.lanes import Lanes, mask
from asmscope.isa import parse_module
from asmscope.model import Kernel, RegKind

ROOT = Path(__file__).resolve().parents[1]
CUBINS = sorted((ROOT / "fixtures" / "nvidia" / "local" / "sm90").glob("*.cubin"))
AMD = [ROOT / "rules" / "real" / "as011_masks_even_k_gfx942.s", ROOT / "rules" / "real" / "wgrad_legacy_gfx950.s"]


def _after(kernel: Kernel, lanes: Lanes, cfg, i: int) -> int | None:
    """The lane-varying units right after instruction i, where i+1 follows it in its block."""
    if i + 1 >= len(kernel.instructions) or cfg.block_of[i + 1] != cfg.block_of[i]:
        return None
    return lanes.before(i + 1)


@pytest.mark.parametrize("path", CUBINS, ids=[p.stem for p in CUBINS])
def test_sass_thread_index_varies_and_arguments_and_uniform_registers_do_not(path: Path) -> None:
    module = parse_module(path.read_bytes(), str(path))
    seen = {"tid": 0, "argument": 0, "uniform": 0}
    for kernel in module.kernels:
        cfg, _ = build_cfg(kernel)
        lanes = Lanes(kernel, cfg)
        for ins in kernel.instructions:
            after = _after(kernel, lanes, cfg, ins.index)
            if after is None or not ins.defs:
                continue
            defs = mask(ins.defs)
            specials = {r.name for r in ins.uses if r.kind is RegKind.SPECIAL}
            if ins.base == "S2R" and specials & {"SR_TID", "SR_LANEID"}:
                assert defs & after == defs, ins.text
                seen["tid"] += 1
            elif ins.base in ("LDC", "ULDC") and not [r for r in ins.uses if r.kind is RegKind.NV_R]:
                assert not defs & after, ins.text  # a kernel argument: one value for the block
                seen["argument"] += 1
            if all(r.kind in (RegKind.NV_UR, RegKind.NV_UP) for r in ins.defs):
                assert not defs & after, ins.text
                seen["uniform"] += 1
    assert seen["tid"] and seen["argument"], seen  # each kind of source is met in every kernel file


@pytest.mark.parametrize("path", AMD, ids=[p.stem for p in AMD])
def test_amd_lane_reads_are_uniform_and_valu_lane_masks_vary(path: Path) -> None:
    (kernel,) = parse_module(path.read_text(), str(path)).kernels
    cfg, _ = build_cfg(kernel)
    lanes = Lanes(kernel, cfg)
    seen = {"readfirstlane": 0, "lane mask": 0}
    for ins in kernel.instructions:
        after = _after(kernel, lanes, cfg, ins.index)
        if after is None or not ins.defs:
            continue
        defs = mask(ins.defs)
        if ins.base.startswith("v_readfirstlane"):
            assert not defs & after, ins.text
            seen["readfirstlane"] += 1
        elif ins.base.startswith("v_cmp_") and any(r.kind is RegKind.VGPR for r in ins.uses):
            assert defs & after == defs, ins.text  # one bit per lane, from a per-lane value
            seen["lane mask"] += 1
        if all(r.kind is RegKind.VGPR for r in ins.defs):
            assert defs & lanes.before(ins.index) == defs  # a vector register is per lane, always
    assert seen["readfirstlane"] and seen["lane mask"], seen
