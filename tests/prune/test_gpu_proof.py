"""The GPU proof of `asmscope prune`, kept as data (tests/fixtures/nvidia/prune_proof/): three
rounds of cold autotuning on an H100 (Triton 3.6) of tests/prune/nv_tuned_kernels.py, each with
the kernels' own config lists and with the pruner `asmscope prune` generated for them
(tests/gpu/prune_on_gpu.py). Checked against what asmscope prunes today, on this machine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.e2e.conftest import REPO, run_cli
from tests.gpu.prune_noise_report import report

PROOF = REPO / "tests" / "fixtures" / "nvidia" / "prune_proof"
RUNS = [json.loads((PROOF / f"run{i}.json").read_text()) for i in (1, 2, 3)]
# two full runs against each other: how often timing noise alone changes the autotuner's choice
CONTROLS = [json.loads((PROOF / f"control{i}.json").read_text()) for i in (1, 2)]
# the noise study (tests/gpu/prune_noise.py): 11 cold full and 11 cold pruned runs, and more
NOISE = PROOF / "noise"
NOISE_COLD = json.loads((NOISE / "cold.json").read_text())["runs"]


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
    for run in NOISE_COLD:
        for shape in run["shapes"]:
            entry = pruning[shape["kernel"]]
            twins = [d["config"] for d in entry["drops"] if d["reason"] == "identical-code"]
            assert shape["winner"] in entry["keep"] or shape["winner"] in twins, (run["mode"], shape["shape"])


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


def test_the_noise_study_finds_noise_not_order() -> None:
    """The recorded noise study, summarised by tests/gpu/prune_noise_report.py: full runs disagree
    with each other (by code, twins counted as one) about as often as with pruned runs, and the
    order in which two candidates are measured moves their times less than the gap between them."""
    summary = report(NOISE)
    cold = summary["cold"]
    assert cold["full_runs"] >= 6 and cold["pruned_runs"] >= 6
    full_full, full_pruned = cold["full_vs_full"]["rate"], cold["full_vs_pruned"]["rate"]
    assert full_full > 0
    assert abs(full_pruned - full_full) < 0.05, (full_full, full_pruned)
    assert cold["autotune_seconds_mean"]["pruned"] < cold["autotune_seconds_mean"]["full"]
    for pair in summary["ab"]:
        assert abs(pair["order_effect"]) < max(abs(pair["mean_b_over_a_minus_1"]), pair["ci95_of_that"]), pair
