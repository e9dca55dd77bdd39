"""AS007 on pipelined GEMMs for gfx942 (issue 45, item 9), on real compiles of kernels/nv_matmul.py's
fp16 matmul at 128x128x64: unlike AS062 on NVIDIA, a pipelined matmul that LDS alone holds to
one wave per SIMD is flagged (rules/AS007: the wave issues its MFMAs itself, and Triton's gfx942
schedule counts on a second wave), with the LDS a workgroup uses and the most it may use for
another wave. The oracle for the LDS and the waves is `asmscope inspect` of the same variants."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from .conftest import REPO, run_cli

# (num_warps, num_stages, waves_per_eu): whether AS007 flags it
CASES = {
    (4, 2, 0): False,  # 2 workgroups of 4 waves per CU: 2 waves per SIMD
    (4, 3, 0): True,  # a third stage fills the CU's LDS: 1 workgroup, 1 wave per SIMD
    (8, 3, 0): False,  # the same LDS, but 1 workgroup of 8 waves is 2 per SIMD
    (4, 3, 1): False,  # waves_per_eu=1: one wave on purpose
}
SPEC = """targets = ["gfx942"]
python-path = ["{repo}"]
[[kernel]]
name = "matmul_fp16"
function = "kernels.nv_matmul:matmul_kernel"
configs = [{configs}]
args = {{ a_ptr = "fp16", b_ptr = "fp16", c_ptr = "fp16", M = 4096, N = 4096, K = 4096, stride_am = 4096, \
stride_bk = 4096, stride_bn = 1, stride_cm = 4096 }}
"""


def _config(warps: int, stages: int, waves: int) -> str:
    extra = f", waves_per_eu = {waves}" if waves else ""
    tile = "BLOCK_M = 128, BLOCK_N = 128, BLOCK_K = 64, GROUP_M = 8"
    return f"{{ {tile}, num_warps = {warps}, num_stages = {stages}{extra} }}"


@pytest.fixture(scope="module")
def spec(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("amd-floor")
    path = root / "asmscope.toml"
    path.write_text(SPEC.format(repo=REPO, configs=", ".join(_config(*case) for case in CASES)), encoding="utf-8")
    return path


def _cli(spec: Path, *args: str) -> str:
    result = run_cli(*args, "--spec", str(spec), "--cache-dir", str(spec.parent / "cache"), "-q")
    assert result.code in (0, 1), result.err[-3000:]
    return result.out


def _inspect(spec: Path, warps: int, stages: int, waves: int) -> dict:
    config = f"num_warps={warps},num_stages={stages}" + (f",waves_per_eu={waves}" if waves else "")
    doc = json.loads(_cli(spec, "inspect", "matmul_fp16", "--config", config, "-f", "json"))
    assert dict(doc["config"]).get("waves_per_eu", 0) == waves
    return doc


def test_lds_limited_pipelined_gemm_is_flagged_with_the_lds_to_shed(spec: Path) -> None:
    report = json.loads(_cli(spec, "check", "--select", "AS007", "-f", "json"))
    flagged = {
        (v["config"]["num_warps"], v["config"]["num_stages"], v["config"].get("waves_per_eu", 0))
        for f in report["findings"]
        for v in f["variants"]
    }
    assert flagged == {case for case, fires in CASES.items() if fires}
    (finding,) = report["findings"]
    one_wave = _inspect(spec, 4, 3, 0)
    two_waves = _inspect(spec, 4, 2, 0)
    assert (one_wave["occupancy"]["computed"], one_wave["occupancy"]["limited_by"]) == (1, "lds")
    assert two_waves["occupancy"]["computed"] == 2
    used = one_wave["resources"]["lds_bytes"]
    said = re.search(
        r"limited by LDS \((\d+) bytes per workgroup; 2 waves per SIMD need at most (\d+)\)", finding["message"]
    )
    assert said, finding["message"]
    assert int(said.group(1)) == used
    # the two-stage variant's LDS is within what the message allows for 2 waves, and reaches them
    assert two_waves["resources"]["lds_bytes"] <= int(said.group(2)) < used
    # the same LDS at 8 warps: 2 waves, not flagged
    assert _inspect(spec, 8, 3, 0)["occupancy"]["computed"] == 2
