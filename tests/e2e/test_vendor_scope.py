"""Vendor scope on real compiles for `cuda:90` (issues #38.2, #39.1): the vendor-neutral rules
find NVIDIA's cases, the AMD-only rules are out of scope (reported, never "run with no
findings"), and one selected by id that is in scope for nothing checked is exit 2.

The kernel is the repository's FP8 wgrad GEMM (`kernels.gemm:blockwise_fp8_tn_kernel`, 128x128x128,
8 warps, the Llama-2-70B up-projection args of examples/test_codegen_example.py). With M = 8192
its K loop writes the M-major fp8 operand to shared memory one byte at a time (AS067), and both
epilogues store `STG.E.128`; with a ragged M = 8190 no row of C starts 16-byte aligned and the
legacy epilogue stores `STG.E.U16` (AS001).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from asmscope.isa.sass import reader as sass

from .conftest import REPO, run_cli

pytestmark = pytest.mark.skipif(sass.tool("nvdisasm") is None, reason="nvdisasm not available")

GEMM = REPO / "kernels" / "gemm.py"
TILE = "BLOCK_M = 128, BLOCK_N = 128, BLOCK_K = 128, GROUP_M = 8, CHUNK = 32, num_warps = 8, num_stages = 2"
ARGS = """
[kernel.args]
a_ptr = { tensor = "fp8", shape = ["K", "M"] }
b_ptr = { tensor = "fp8", shape = ["K", "N"] }
c_ptr = { tensor = "bf16", shape = ["N", "M"] }
a_scale_ptr = "fp32"
b_scale_ptr = "fp32"
M = "M"
N = "N"
K = "K"
stride_ak = "M"
stride_bk = "N"
stride_cn = "M"
stride_as_k = "M"
stride_as_m = 1
stride_bs_k = "N"
stride_bs_n = 1
"""
SPEC = f"""
targets = ["cuda:90"]
python-path = ["{REPO}"]

[shapes]
aligned = {{ M = 8192, N = 28672, K = 8192 }}
ragged = {{ M = 8190, N = 28672, K = 8192 }}

[[kernel]]
name = "wgrad_aligned"
function = "kernels.gemm:blockwise_fp8_tn_kernel"
tags = ["wgrad"]
shapes = ["aligned"]
configs = [{{ {TILE}, WGRAD_TRANS_STORE = false }}, {{ {TILE}, WGRAD_TRANS_STORE = true }}]
{ARGS}
[[kernel]]
name = "wgrad_ragged"
function = "kernels.gemm:blockwise_fp8_tn_kernel"
tags = ["wgrad"]
shapes = ["ragged"]
configs = [{{ {TILE}, WGRAD_TRANS_STORE = false }}]
{ARGS}
"""


@pytest.fixture(scope="module")
def spec(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("vendor-scope")
    path = root / "spec.toml"
    path.write_text(SPEC)
    return path, root / "cache"


@pytest.fixture(scope="module")
def report(spec: tuple[Path, Path]) -> dict:
    path, cache = spec
    result = run_cli("check", "--spec", str(path), "--cache-dir", str(cache), "-q", "-f", "json")
    assert result.code == 1, result.err  # AS001 is an error-severity rule
    return json.loads(result.out)


def _line(number: int) -> str:
    return GEMM.read_text().splitlines()[number - 1]


def test_as001_flags_the_narrow_stg_of_a_ragged_m_and_not_the_aligned_epilogues(report: dict) -> None:
    found = [f for f in report["findings"] if f["rule"] == "AS001"]
    assert {f["kernel"] for f in found} == {"wgrad_ragged"}
    assert {f["shape"] for f in found} == {"ragged"}, found  # neither aligned epilogue
    assert found and all("STG.E.U16" in f["instruction"] for f in found)


def test_as067_flags_the_byte_wide_shared_stores_of_the_k_loop_at_the_python_line(report: dict) -> None:
    found = [f for f in report["findings"] if f["rule"] == "AS067" and f["shape"] == "aligned"]
    assert len(found) == 2, found  # both epilogues: the K loop is the same
    for finding in found:
        assert "STS.U8" in finding["message"] and "128" in finding["message"]
        source = finding["source"]
        assert source["file"].endswith("kernels/gemm.py")
        assert "tl.load(a_ptr" in _line(source["line"]), _line(source["line"])  # the M-major fp8 A operand


def test_the_amd_rules_are_out_of_scope_not_run(report: dict) -> None:
    left_out = {o["rule"]: o["reason"] for o in report["out_of_scope"]}
    assert {"AS003", "AS013", "AS021"} <= set(left_out)  # AGPR moves, a hazard, the hot loop's AGPR moves
    assert not {"AS001", "AS022", "AS067", "AS060"} & set(left_out)
    assert all("AMD code only" in reason and "NVIDIA variants" in reason for reason in left_out.values())
    assert report["summary"]["out_of_scope"] == len(left_out)


@pytest.mark.parametrize("fmt", ["sarif", "junit", "table", "markdown"])
def test_every_format_says_out_of_scope(spec: tuple[Path, Path], report: dict, fmt: str) -> None:
    path, cache = spec
    result = run_cli(
        "check", "--spec", str(path), "--cache-dir", str(cache), "-q", "-f", fmt, "--kernel", "wgrad_aligned"
    )
    assert result.code == 0, result.err  # AS067 is a warning
    assert "AS013" in result.out and "AMD code only" in result.out


def test_a_rule_selected_by_id_in_scope_for_nothing_checked_is_exit_2(spec: tuple[Path, Path], report: dict) -> None:
    path, cache = spec
    args = ("check", "--spec", str(path), "--cache-dir", str(cache), "-q", "-f", "json", "--kernel", "wgrad_aligned")
    result = run_cli(*args, "--select", "AS013,AS067")
    assert result.code == 2, result.err
    (error,) = json.loads(result.out)["rule_errors"]
    assert error["message"].startswith("AS013 ") and "AMD code only" in error["message"]
    # by prefix, AS01x is many rules, AS011 and AS013 among them: out of scope, no error
    prefix = run_cli(*args, "--select", "AS01,AS067")
    assert prefix.code == 0 and json.loads(prefix.out)["rule_errors"] == [], prefix.err


# AS064 on sm_100 (#45.11): Blackwell's tcgen05 is what Triton lowers tl.dot to there when the
# block's warps and tile allow; HMMA is the fallback, as on sm_90 without wgmma.
MATMUL = f"""
targets = ["cuda:100"]
python-path = ["{REPO}"]

[[kernel]]
name = "matmul_fp16"
function = "kernels.nv_matmul:matmul_kernel"
configs = [
  {{ BLOCK_M = 64, BLOCK_N = 64, BLOCK_K = 32, GROUP_M = 8, num_warps = 2, num_stages = 3 }},
  {{ BLOCK_M = 128, BLOCK_N = 128, BLOCK_K = 64, GROUP_M = 8, num_warps = 4, num_stages = 3 }},
]

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


def test_as064_flags_hmma_on_sm100_and_not_tcgen05(tmp_path: Path) -> None:
    spec = tmp_path / "spec.toml"
    spec.write_text(MATMUL)
    result = run_cli("check", "--spec", str(spec), "--cache-dir", str(tmp_path / "cache"), "-q", "-f", "json",
                     "--select", "AS064")  # fmt: skip
    doc = json.loads(result.out)
    assert result.code == 0 and doc["rule_errors"] == [], result.err  # AS064 is a warning
    (finding,) = doc["findings"]
    assert finding["config"]["num_warps"] == 2 and finding["instruction"].startswith("HMMA")
    assert finding["target"] == "cuda:100" and doc["summary"]["variants_checked"] == 2
