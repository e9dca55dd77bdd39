"""`asmscope inspect <entry>.cubin -f json` against what an H100 reported for the same Triton
cache entries (tests/fixtures/nvidia/h100/truth.json, collected by tests/gpu/collect_nvidia_truth.py
with Triton 3.6): the registers (`kernel.n_regs`), the stack bytes (4 x `kernel.n_spills`), the
blocks per SM (`cuOccupancyMaxActiveBlocksPerMultiprocessor`), the static shared memory
(`cuFuncGetAttribute(SHARED_SIZE_BYTES)`) and the largest block the registers allow
(`MAX_THREADS_PER_BLOCK`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from asmscope.isa.sass import reader as sass
from tests.e2e.conftest import run_cli

H100 = Path(__file__).resolve().parents[1] / "fixtures" / "nvidia" / "h100"
TRUTH = json.loads((H100 / "truth.json").read_text())
LAUNCHED = [r for r in TRUTH["records"] if r.get("cubin")]

pytestmark = pytest.mark.skipif(sass.tool("nvdisasm") is None, reason="nvdisasm not available")


def test_the_ground_truth_spans_the_occupancy_range():
    assert len(LAUNCHED) >= 40
    assert {r["blocks_per_sm"] for r in LAUNCHED} >= {1, 16}
    assert any(r["n_spills"] for r in LAUNCHED)


@pytest.mark.parametrize("record", LAUNCHED, ids=[r["cubin"].split("/")[0] for r in LAUNCHED])
def test_inspect_gives_what_the_gpu_reports(record: dict):
    result = run_cli("inspect", str(H100 / record["cubin"]), "-f", "json")
    assert result.code == 0, result.err
    data = json.loads(result.out)
    resources, occupancy = data["resources"], data["occupancy"]
    assert data["target"] == "cuda:90"
    assert resources["registers"] == record["n_regs"]
    assert resources["stack_bytes"] == 4 * record["n_spills"]
    assert resources["static_shared_bytes"] == record["attributes"]["SHARED_SIZE_BYTES"]
    assert resources["dynamic_shared_bytes"] == record["shared"]
    assert resources["threads_per_block"] == 32 * record["num_warps"]
    assert occupancy["blocks_per_sm"] == record["blocks_per_sm"]
    assert occupancy["warps_per_sm"] == record["blocks_per_sm"] * record["num_warps"]
    assert occupancy["max_threads_per_block"] == record["attributes"]["MAX_THREADS_PER_BLOCK"]
