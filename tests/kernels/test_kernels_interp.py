"""Numerical correctness of the FP8 kernels, run in Triton's interpreter on the CPU.

TRITON_INTERPRET must be set before kernels are decorated, while the rest of the suite
imports ``kernels.*`` compiled, so the checks run in child processes
(``interp_cases.py``); this file owns the thresholds.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
# Two children in parallel (the machine this was written on has 2 cores); ~20-40 s each.
CHILD_GROUPS = (("quant", "linear"), ("gemm", "grouped"))
GEMM_TOL = 0.02  # relative Frobenius error against the same blockwise math in torch


@pytest.fixture(scope="module")
def results() -> dict:
    env = dict(os.environ, TRITON_INTERPRET="1", PYTHONPATH=os.pathsep.join([str(REPO), str(HERE)]))
    env.pop("TRITON_CACHE_DIR", None)
    procs = [
        subprocess.Popen([sys.executable, str(HERE / "interp_cases.py"), *groups], cwd=REPO, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for groups in CHILD_GROUPS
    ]
    merged: dict = {}
    for proc, groups in zip(procs, CHILD_GROUPS):
        stdout, stderr = proc.communicate(timeout=600)
        assert proc.returncode == 0, f"interpreter child {groups} failed:\n{stderr[-4000:]}"
        merged.update(json.loads(stdout.strip().splitlines()[-1]))
    return merged


def _case(results: dict, name: str) -> dict:
    assert name in results, f"case {name} did not run"
    assert "error" not in results[name], results[name].get("error")
    return results[name]


def _values(case: dict, prefix: str) -> dict:
    found = {k: v for k, v in case.items() if k.startswith(prefix)}
    assert found, f"no metric starting with {prefix!r}"
    return found


def _errors(case: dict, prefix: str) -> dict:
    """Errors against the blockwise reference (the ``*_vs_bf16`` metrics are separate)."""
    return {k: v for k, v in _values(case, prefix).items() if "vs_bf16" not in k}


def test_quant_rowwise_matches_reference_exactly(results):
    c = _case(results, "quant_rowwise")
    assert all(v == 0 for v in _values(c, "q_mismatch").values())
    assert all(v == 0 for v in _values(c, "scale_mismatch").values())
    # Within E4M3 rounding of the input (see interp_cases._roundtrip_ratio).
    assert all(v <= 1.0 for v in _values(c, "roundtrip").values())
    # K-block-major scales: a [BLOCK_M] vector per K step is contiguous.
    assert all(v[0] == 1 for v in _values(c, "scale_strides").values())


def test_quant_colwise_row_and_column_major(results):
    c = _case(results, "quant_colwise_and_dual")
    assert all(v == 0 for v in _values(c, "col_q_mismatch").values())
    assert all(v == 0 for v in _values(c, "col_scale_mismatch").values())
    assert all(v <= 1.0 for v in _values(c, "col_roundtrip").values())
    strides = _values(c, "col_q_strides")
    assert all(v == [1, 300] for k, v in strides.items() if "colmajor" in k)
    assert all(v == [200, 1] for k, v in strides.items() if "rowmajor" in k)


def test_dual_quant_equals_single_quants_bit_for_bit(results):
    c = _case(results, "quant_colwise_and_dual")
    assert all(v == 0 for v in _values(c, "dual_diff").values())
    assert all(_values(c, "dual_layout_ok").values())


def test_quant_block2d(results):
    c = _case(results, "quant_block2d")
    assert all(v == 0 for v in _values(c, "q_mismatch").values())
    assert all(v == 0 for v in _values(c, "scale_mismatch").values())
    assert all(v <= 1.0 for v in _values(c, "roundtrip").values())


def test_gemm_nt_nn_tails_and_block_n(results):
    c = _case(results, "gemm_nt_nn")
    for key, err in {**_errors(c, "nt_err"), **_errors(c, "nn_err")}.items():
        assert err < GEMM_TOL, key
    assert not any(_values(c, "nt_nan").values())
    assert not any(_values(c, "nn_nan").values())
    # Sanity: against unquantised bf16 the error is E4M3's (~3.7% on Gaussian data), not garbage.
    assert all(v < 0.06 for v in _values(c, "nt_err_vs_bf16").values())


def test_gemm_tn_both_epilogues(results):
    c = _case(results, "gemm_tn_both_epilogues")
    assert all(v < GEMM_TOL for v in _values(c, "tn_err").values())
    assert not any(_values(c, "tn_nan").values())
    assert all(v[0] == 1 for v in _values(c, "tn_strides").values())  # stored M-contiguous
    # The epilogue switch changes how the tile is stored, never what is stored.
    assert all(_values(c, "tn_epilogues_identical").values())


def test_gemm_unpinned_interpreter_dispatch(results):
    c = _case(results, "gemm_unpinned_dispatch")
    assert c["nt_err_unpinned"] < GEMM_TOL


def test_grouped_gemm(results):
    c = _case(results, "grouped_gemm")
    assert all(v < GEMM_TOL for v in _values(c, "err_").values())
    assert not any(_values(c, "nan_").values())
    assert all(_values(c, "padding_rows_zero").values())


def test_batched_split_k(results):
    c = _case(results, "batched_splitk")
    errs = _errors(c, "err_")
    assert all(v < GEMM_TOL for v in errs.values()), errs
    assert not any(_values(c, "nan_").values())
    assert all(v < 0.06 for v in _values(c, "err_vs_bf16").values())


@pytest.mark.parametrize("case", ["linear_autograd", "linear_autograd_kmajor"])
def test_linear_autograd(results, case):
    c = _case(results, case)
    for prefix in ("y_err_", "dx_err_", "dw_err_"):
        assert all(v < GEMM_TOL for v in _errors(c, prefix).values()), prefix
    assert not any(_values(c, "nan_").values())
    assert all(_values(c, "grad_shapes_ok").values())


def test_gemm_nt_rowscaled(results):
    c = _case(results, "gemm_nt_rowscaled")
    assert all(v < GEMM_TOL for v in _values(c, "err_").values())
    assert not any(_values(c, "nan_").values())
