"""AS064's message says what a config needs for the asynchronous MMA (issue 45, item 9), on real
cubins of kernels/nv_matmul.py's fp16 matmul for cuda:90 and cuda:100 (no GPU): 2 warps, or a
BLOCK_M of 32, keep the warp-level HMMA and are flagged with the two conditions (num_warps a
multiple of 4, the dot's M a multiple of 64); a BLOCK_K of 32 at 4 warps and BLOCK_M 64 reaches
HGMMA / tcgen05 and is not. The oracle for the MMA is the SASS (`asmscope inspect`'s histogram)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from asmscope.isa.sass import reader as sass

from .conftest import REPO, run_cli

pytestmark = pytest.mark.skipif(sass.tool("nvdisasm") is None, reason="nvdisasm not available")

# (BLOCK_M, num_warps), all at BLOCK_N 64 and BLOCK_K 32: whether AS064 flags it
CASES = {(64, 2): True, (32, 4): True, (64, 4): False}
ASYNC = {"cuda:90": "HGMMA", "cuda:100": "UTCHMMA"}
SPEC = """targets = ["cuda:90", "cuda:100"]
python-path = ["{repo}"]
[[kernel]]
name = "matmul_fp16"
function = "kernels.nv_matmul:matmul_kernel"
configs = [{configs}]
args = {{ a_ptr = "fp16", b_ptr = "fp16", c_ptr = "fp16", M = 4096, N = 4096, K = 4096, stride_am = 4096, \
stride_bk = 4096, stride_bn = 1, stride_cm = 4096 }}
"""


@pytest.fixture(scope="module")
def spec(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("mma")
    configs = ", ".join(
        f"{{ BLOCK_M = {m}, BLOCK_N = 64, BLOCK_K = 32, GROUP_M = 8, num_warps = {w}, num_stages = 3 }}"
        for m, w in CASES
    )
    path = root / "asmscope.toml"
    path.write_text(SPEC.format(repo=REPO, configs=configs), encoding="utf-8")
    return path


def _cli(spec: Path, *args: str) -> str:
    result = run_cli(*args, "--spec", str(spec), "--cache-dir", str(spec.parent / "cache"), "-q")
    assert result.code in (0, 1), result.err[-3000:]
    return result.out


def test_hmma_findings_say_what_reaches_the_async_mma(spec: Path) -> None:
    report = json.loads(_cli(spec, "check", "--select", "AS064", "-f", "json"))
    keys = [v for f in report["findings"] for v in f["variants"]]
    flagged = {(v["target"], (v["config"]["BLOCK_M"], v["config"]["num_warps"])) for v in keys}
    for (m, warps), fires in CASES.items():
        for target in ASYNC:
            data = json.loads(_cli(spec, "inspect", "matmul_fp16", "--target", target, "--config",
                                   f"BLOCK_M={m},num_warps={warps}", "-f", "json"))  # fmt: skip
            bases = {name.split(".", 1)[0] for name in data["histogram"]}
            assert ("HMMA" in bases) == fires and (ASYNC[target] in bases) != fires, (target, m, warps, bases)
            assert ((target, (m, warps)) in flagged) == fires
    for f in report["findings"]:
        assert "num_warps a multiple of 4 (4 or 8 on cuda:100)" in f["message"]
        assert "the dot's M tile (BLOCK_M) a multiple of 64" in f["message"]
