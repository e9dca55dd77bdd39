"""AS062's exemption on real cubins of kernels/nv_matmul.py (cuda:90 and cuda:100, no GPU): a
pipelined matmul on the asynchronous tensor cores (HGMMA on sm_90, tcgen05 UTCHMMA on sm_100)
that shared memory holds to one block of 4 warps is not flagged; the same shared-memory limit
with synchronous HMMA is, and so is a matmul that cannot launch. The oracle for which MMA each
variant issues is the SASS itself (`asmscope inspect`'s histogram of nvdisasm's text), and for
the limit, the occupancy the same inspect reports."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from asmscope.isa.sass import reader as sass

from .conftest import REPO, run_cli

pytestmark = pytest.mark.skipif(sass.tool("nvdisasm") is None, reason="nvdisasm not available")

# (BLOCK_M, BLOCK_N, num_warps, num_stages): the MMA each target uses, whether AS062 flags it
CASES = {
    (128, 128, 4, 5): ({"cuda:90": "HGMMA", "cuda:100": "UTCHMMA"}, False),  # 1 block x 4 warps, by design
    (64, 64, 2, 8): ({"cuda:90": "HMMA", "cuda:100": "HMMA"}, True),  # 2 blocks x 2 warps, synchronous MMA
    (128, 128, 4, 8): ({"cuda:90": "HGMMA", "cuda:100": "UTCHMMA"}, False),  # 262,144 bytes: AS071 instead
}
# AS063 subsumes AS062 there (#45.7): "cannot launch", once; AS071 (the same verdict from the TTGIR's
# buffers, naming them) subsumes AS063
CANNOT_LAUNCH = (128, 128, 4, 8)
SPEC = """targets = ["cuda:90", "cuda:100"]
python-path = ["{repo}"]
[[kernel]]
name = "matmul_fp16"
function = "kernels.nv_matmul:matmul_kernel"
configs = [{configs}]
[kernel.args]
a_ptr = "fp16"
b_ptr = "fp16"
c_ptr = "fp16"
M = 4096
N = 4096
K = 4096
stride_am = 4096
stride_bk = 4096
stride_bn = 1
stride_cm = 4096
"""


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, dict]:
    root = tmp_path_factory.mktemp("floor")
    configs = ", ".join(
        f"{{ BLOCK_M = {m}, BLOCK_N = {n}, BLOCK_K = 64, GROUP_M = 8, num_warps = {w}, num_stages = {s} }}"
        for m, n, w, s in CASES
    )
    spec = root / "asmscope.toml"
    spec.write_text(SPEC.format(repo=REPO, configs=configs), encoding="utf-8")
    out = root / "report.json"
    result = run_cli("check", "--spec", str(spec), "--cache-dir", str(root / "cache"), "-q", "-j", "1", "-f", "json",
                     "-o", str(out))  # fmt: skip
    assert result.code == 1, result.err[-3000:]  # AS071: the 8-stage tile cannot launch
    return spec, root / "cache", json.loads(out.read_text())


def _case(config: dict) -> tuple[int, int, int, int]:
    return config["BLOCK_M"], config["BLOCK_N"], config["num_warps"], config["num_stages"]


def test_floor_spares_only_the_async_mma_limited_by_shared_memory(run: tuple[Path, Path, dict]) -> None:
    spec, cache, report = run
    assert report["summary"]["variants_checked"] == 6 and not report["errors"] and not report["rule_errors"]
    flagged = {(f["target"], _case(f["config"])) for f in report["findings"] if f["rule"] == "AS062"}
    too_big = {(f["target"], _case(f["config"])) for f in report["findings"] if f["rule"] == "AS071"}
    assert not [f for f in report["findings"] if f["rule"] == "AS063"]  # subsumed by AS071
    assert too_big == {("cuda:90", CANNOT_LAUNCH), ("cuda:100", CANNOT_LAUNCH)}
    for case, (mma, expected) in CASES.items():
        m, n, warps, stages = case
        for target in ("cuda:90", "cuda:100"):
            shown = run_cli("inspect", "matmul_fp16", "--spec", str(spec), "--cache-dir", str(cache), "--target",
                            target, "--config", f"BLOCK_M={m},BLOCK_N={n},num_warps={warps},num_stages={stages}",
                            "-f", "json", "--quiet")  # fmt: skip
            assert shown.code == 0, shown.err
            data = json.loads(shown.out)
            bases = {name.split(".", 1)[0] for name in data["histogram"]}
            assert mma[target] in bases and not ({"HGMMA", "UTCHMMA", "HMMA"} - {mma[target]}) & bases
            occupancy = data["occupancy"]
            assert occupancy["warps_per_sm"] < 8  # each case is under the floor
            if expected:
                assert (target, case) in flagged, (target, case, occupancy)
            else:
                why = "cannot launch" if case == CANNOT_LAUNCH else "shared memory"
                assert occupancy["limited_by"].startswith(why), occupancy
                assert (target, case) not in flagged, (target, case)
