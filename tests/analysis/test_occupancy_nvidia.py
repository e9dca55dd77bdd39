"""Blocks per SM by the CUDA occupancy rules, against what an H100 answered for the same
kernels (tests/fixtures/nvidia/h100/truth.json: cuOccupancyMaxActiveBlocksPerMultiprocessor and
cuFuncGetAttribute(MAX_THREADS_PER_BLOCK) for each launch's registers, block and shared memory),
and the inspect JSON of a few of those cache entries end to end in-process."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from asmscope.findings import VariantError, VariantKey
from asmscope.inspection import inspect_kernel
from asmscope.isa.sass import reader as sass
from asmscope.isa.sass.occupancy import blocks_per_sm, max_threads_per_block
from asmscope.pipeline import analyze_variant
from asmscope.targets import lookup
from asmscope.variant import Variant

H100 = Path(__file__).resolve().parents[1] / "fixtures" / "nvidia" / "h100"
LAUNCHED = [r for r in json.loads((H100 / "truth.json").read_text())["records"] if r.get("cubin")]
SM90 = lookup("cuda:90").sm


@pytest.mark.parametrize("record", LAUNCHED, ids=[r["cubin"].split("/")[0] for r in LAUNCHED])
def test_blocks_per_sm_equal_the_drivers(record: dict):
    assert SM90 is not None
    shared = record["attributes"]["SHARED_SIZE_BYTES"] + record["shared"]
    occupancy = blocks_per_sm(record["n_regs"], 32 * record["num_warps"], shared, SM90)
    assert occupancy.blocks_per_sm == record["blocks_per_sm"]
    assert occupancy.max_threads_per_block == record["attributes"]["MAX_THREADS_PER_BLOCK"]
    assert max_threads_per_block(record["n_regs"], SM90) == record["attributes"]["MAX_THREADS_PER_BLOCK"]


def test_limits_and_headroom():
    assert SM90 is not None
    # 32 registers x 128 threads: 16 blocks fill the 64 warps and the register file at once
    full = blocks_per_sm(32, 128, 0, SM90)
    assert (full.blocks_per_sm, full.warps_per_sm) == (16, 64)
    assert full.limited_by == "registers, warps"
    assert full.registers_until_block_loss == 0
    # one register more costs a block's worth of registers per warp: 40 registers, 12 blocks
    assert blocks_per_sm(33, 128, 0, SM90).blocks_per_sm == 12
    # shared memory binds: 98,304 + 1,024 reserved bytes fit twice in 233,472
    tile = blocks_per_sm(90, 256, 98304, SM90)
    assert (tile.blocks_per_sm, tile.limited_by) == (2, "registers, shared memory")
    assert blocks_per_sm(90, 256, 98304 + tile.shared_bytes_until_block_loss, SM90).blocks_per_sm == 2
    assert blocks_per_sm(90, 256, 98304 + tile.shared_bytes_until_block_loss + 1, SM90).blocks_per_sm == 1
    # Triton's OutOfResources: more shared memory than a block may have
    over = blocks_per_sm(64, 128, 524288, SM90)
    assert over.blocks_per_sm == 0 and over.limited_by.startswith("cannot launch")
    assert over.registers_until_block_loss is None


_QUICK = ("17_swiglu_bwd_tiled", "22_layernorm_fwd", "45_matmul_tma_fp16")


@pytest.mark.skipif(sass.tool("nvdisasm") is None, reason="nvdisasm not available")
@pytest.mark.parametrize("entry", _QUICK)
def test_inspect_json_of_a_cache_entry(entry: str):
    (record,) = [r for r in LAUNCHED if r["cubin"].startswith(entry + "/")]
    path = H100 / record["cubin"]
    given = Variant(VariantKey("", ""), str(path), hashlib.sha256(path.read_bytes()).hexdigest())
    analysed = analyze_variant(given)
    assert isinstance(analysed, list)
    ((variant, kernel, analysis),) = analysed
    data = inspect_kernel(kernel, analysis, variant)
    assert data["target"] == "cuda:90" and data["launch_lds_known"]
    assert data["resources"]["registers"] == record["n_regs"]
    assert data["resources"]["stack_bytes"] == 4 * record["n_spills"]
    assert data["resources"]["shared_bytes"] == record["shared"] + record["attributes"]["SHARED_SIZE_BYTES"]
    assert data["occupancy"]["blocks_per_sm"] == record["blocks_per_sm"]
    assert data["occupancy"]["warps_per_sm"] == record["blocks_per_sm"] * record["num_warps"]


@pytest.mark.skipif(sass.tool("nvdisasm") is None, reason="nvdisasm not available")
def test_a_cubin_is_not_analysed_as_another_target():
    path = H100 / LAUNCHED[0]["cubin"]
    given = Variant(VariantKey("", "gfx950"), str(path), hashlib.sha256(path.read_bytes()).hexdigest())
    error = analyze_variant(given)
    assert isinstance(error, VariantError)
    assert "cuda:90" in error.message and "gfx950" in error.message
