"""The GPU proof of `asmscope prune`, kept as data (tests/fixtures/nvidia/prune_proof/): three
rounds of cold autotuning on an H100 (Triton 3.6) of tests/prune/nv_tuned_kernels.py, each with
the kernels' own config lists and with the pruner `asmscope prune` generated for them
(tests/gpu/prune_on_gpu.py). Checked against what asmscope prunes today, on this machine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.e2e.conftest import REPO, run_cli

PROOF = REPO / "tests" / "fixtures" / "nvidia" / "prune_proof"
RUNS = [json.loads((PROOF / f"run{i}.json").read_text()) for i in (1, 2, 3)]
# two full runs against each other: how often timing noise alone changes the autotuner's choice
CONTROLS = [json.loads((PROOF / f"control{i}.json").read_text()) for i in (1, 2)]


@pytest.mark.slow
def test_no_config_that_won_on_the_gpu_is_pruned(tmp_path: Path) -> None:
    """Every winner of the full autotuning on the GPU is a config asmscope keeps today, or the
    byte-identical twin of one it keeps: the pruning cannot have taken the winner away."""
    r = run_cli("prune", "--spec", str(REPO / "tests/prune/nv_spec.toml"), "--cache-dir", str(tmp_path), "-q",
                "-f", "json")
    assert r.code == 0, r.err[-3000:]
    pruning = {k["kernel"]: k for k in json.loads(r.out)["kernels"]}
    for run in RUNS + CONTROLS:
        for shape in run["comparison"]["shapes"]:
            entry = pruning[shape["kernel"]]
            twins = [d["config"] for d in entry["drops"] if d["reason"] == "identical-code"]
            winner = shape["winner_full"]
            assert winner in entry["keep"] or winner in twins, (shape["kernel"], shape["shape"], winner)


def test_the_recorded_proof_saves_time_and_keeps_the_winners() -> None:
    """What the recorded rounds show: pruned autotuning tries fewer configs and takes less wall
    time; its choice is the full run's winner or its twin, or a kept config the full run measured
    within 5 % of its best (timing noise between processes at microsecond kernel times)."""
    for run in RUNS:
        comparison = run["comparison"]
        assert comparison["autotune_seconds_pruned"] < comparison["autotune_seconds_full"]
        for shape in comparison["shapes"]:
            assert shape["tried_pruned"] < shape["tried_full"]
            if not (shape["same_winner"] or shape["identical_twin"]):
                assert shape["pruned_choice_ms_in_full_run"] <= 1.05 * shape["best_ms_in_full_run"], shape
