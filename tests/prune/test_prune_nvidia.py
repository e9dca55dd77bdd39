"""`asmscope prune` on NVIDIA targets, cuda:90 and cuda:100, on cubins compiled here
(tests/prune/nv_both_spec.toml): a pipeline too deep for a block's shared memory, a repeated
config and a num_stages that cannot change loop-free code, in JSON and as the generated module.

The oracle is what Triton itself wrote for each compile, read from the compile cache's records
and cubins with no asmscope code: its metadata `shared` against the 232,448 bytes a block may opt
in to (Triton's `max_shared_mem` on Hopper and Blackwell), and the cubins' bytes."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from pathlib import Path

import pytest

from tests.e2e.conftest import run_cli

pytestmark = pytest.mark.slow  # compiles 8 variants

SPEC = Path(__file__).parent / "nv_both_spec.toml"
TARGETS = ("cuda:90", "cuda:100")
SM = {"cuda:90": "sm_90a", "cuda:100": "sm_100a"}
BLOCK_SHARED_MAX = 232448


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("nv-prune-cache")


@pytest.fixture(scope="module")
def pruning(cache: Path) -> dict[tuple[str, str], dict]:
    r = run_cli("prune", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "json")
    assert r.code == 0, r.err[-3000:]
    return {(k["kernel"], k["target"]): k for k in json.loads(r.out)["kernels"]}


def _records(cache: Path, function: str, target: str) -> list[dict]:
    """Triton's own account of each compile of `function` for `target`: the cache records, each
    with its cubin's bytes (checked against the hash the record names)."""
    out = []
    for path in (cache / "compile").rglob("*.json"):
        record = json.loads(path.read_text())["record"]
        if record.get("name") != function or f"'{SM[target]}'" not in record.get("ptxas_log", ""):
            continue
        sha = record["asm_sha256"]
        data = (cache / "asm" / sha[:2] / f"{sha[:16]}.cubin").read_bytes()
        assert hashlib.sha256(data).hexdigest() == sha
        out.append({**record, "cubin": data})
    return out


@pytest.mark.parametrize("target", TARGETS)
def test_the_deep_pipeline_cannot_launch(pruning: dict, cache: Path, target: str) -> None:
    entry = pruning[("matmul_fp16", target)]
    [drop] = entry["drops"]
    assert drop["reason"] == "cannot-launch" and drop["config"]["num_stages"] == 8
    assert "shared memory" in drop["detail"] and "LDS" not in drop["detail"]  # NVIDIA's word
    shared = {r["options"]["num_stages"]: r["shared"] for r in _records(cache, "matmul_kernel", target)}
    assert shared[8] > BLOCK_SHARED_MAX >= shared[3]
    assert f"needs {shared[8]} bytes" in drop["detail"]
    assert [c["num_stages"] for c in entry["keep"]] == [3]


@pytest.mark.parametrize("target", TARGETS)
def test_a_repeat_and_a_byte_identical_twin(pruning: dict, cache: Path, target: str) -> None:
    entry = pruning[("swiglu_bwd_tiled", target)]
    assert entry["listed"] == 3 and entry["keep"] == [{"num_warps": 4, "num_stages": 1}]
    reasons = {d["reason"]: d for d in entry["drops"]}
    assert set(reasons) == {"duplicate", "identical-code"}
    assert reasons["identical-code"]["config"]["num_stages"] == 2
    cubins = {r["options"]["num_stages"]: r["cubin"] for r in _records(cache, "swiglu_bwd_tiled_kernel", target)}
    assert set(cubins) == {1, 2} and cubins[1] == cubins[2]  # Triton built the same cubin for both


def test_the_generated_module_prunes_under_each_target_s_driver(pruning: dict, cache: Path, tmp_path: Path) -> None:
    """`prune -f python`, imported and called as the autotuner calls an early pruner, while
    Triton's driver reports each NVIDIA target: the survivors are exactly `keep`."""
    import triton

    from asmscope.compile.active import activate
    from asmscope.targets import get_target

    module_path = tmp_path / "pruners.py"
    r = run_cli("prune", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "python", "-o", str(module_path))
    assert r.code == 0, r.err[-3000:]
    spec = importlib.util.spec_from_file_location("asmscope_test_nv_pruners", module_path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    matmul = [
        triton.Config({"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "GROUP_M": 8}, num_warps=4, num_stages=s)
        for s in (3, 8)
    ]
    tiled = [triton.Config({}, num_warps=4, num_stages=s) for s in (1, 2, 1)]
    try:
        for target in TARGETS:
            with activate(get_target(target), {}, {}):
                kept_matmul = module.prune_matmul_fp16(matmul, {})
                kept_tiled = module.prune_swiglu_bwd_tiled(tiled, {})
            assert [c.num_stages for c in kept_matmul] == [3], target
            assert [(c.num_warps, c.num_stages) for c in kept_tiled] == [(4, 1)], target
            assert len(pruning[("swiglu_bwd_tiled", target)]["keep"]) == len(kept_tiled)
    finally:
        sys.modules.pop("asmscope_test_nv_pruners", None)
