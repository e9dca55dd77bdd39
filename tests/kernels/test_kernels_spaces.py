"""Static properties of the kernel modules: autotune spaces, decorator stack, signatures,
and the no-torch import rule that asmscope relies on. Nothing is compiled or launched."""

from __future__ import annotations

import inspect
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
import triton
from triton.runtime.autotuner import Autotuner, Heuristics
from triton.runtime.jit import JITFunction

from kernels import batched, gemm, quant

REPO = Path(__file__).resolve().parents[2]

ALL_KERNELS = {
    "blockwise_fp8_nt_kernel": gemm.blockwise_fp8_nt_kernel,
    "blockwise_fp8_nn_kernel": gemm.blockwise_fp8_nn_kernel,
    "blockwise_fp8_tn_kernel": gemm.blockwise_fp8_tn_kernel,
    "blockwise_fp8_grouped_kernel": gemm.blockwise_fp8_grouped_kernel,
    "quant_fp8_rowwise_kernel": quant.quant_fp8_rowwise_kernel,
    "quant_fp8_colwise_kernel": quant.quant_fp8_colwise_kernel,
    "quant_fp8_dual_kernel": quant.quant_fp8_dual_kernel,
    "quant_fp8_block2d_kernel": quant.quant_fp8_block2d_kernel,
    "batched_fp8_splitk_kernel": batched.batched_fp8_splitk_kernel,
    "splitk_reduce_kernel": batched.splitk_reduce_kernel,
}


def _point(c: triton.Config) -> tuple:
    return tuple(sorted(c.all_kwargs().items(), key=lambda kv: kv[0]))


def test_kernel_modules_do_not_import_torch():
    code = ("import sys; import kernels, kernels.gemm, kernels.quant, kernels.batched; "
            "bad = sorted(m for m in sys.modules if m == 'torch' or m.startswith('torch.')); "
            "assert not bad, bad")
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("name", sorted(ALL_KERNELS))
def test_decorator_stack_autotune_outermost(name):
    k = ALL_KERNELS[name]
    assert isinstance(k, Autotuner)
    inner = k.fn
    if isinstance(inner, Heuristics):
        inner = inner.fn
    assert isinstance(inner, JITFunction)
    assert inner.fn.__name__ == name
    # Every space point is unique and enumerable without running anything.
    points = [_point(c) for c in k.configs]
    assert len(points) == len(set(points))


@pytest.mark.parametrize("name", sorted(ALL_KERNELS))
def test_signature_order_pointers_ints_constexprs(name):
    k = ALL_KERNELS[name]
    params = list(inspect.signature(k.base_fn).parameters.values())
    kinds = []
    for p in params:
        if p.annotation in ("tl.constexpr",) or "constexpr" in str(p.annotation):
            kinds.append(2)
        elif p.name.endswith("_ptr"):
            kinds.append(0)
        else:
            kinds.append(1)
    assert kinds == sorted(kinds), [p.name for p in params]


def test_gemm_space_sizes():
    assert len(gemm.main_configs()) == 32
    assert len(gemm.FWD_CONFIGS) == 96
    assert len(gemm.DGRAD_CONFIGS) == 144
    assert len(gemm.WGRAD_CONFIGS) == 128
    assert len(gemm.GROUPED_CONFIGS) == 32
    for name, space in gemm.AUTOTUNE_SPACES.items():
        assert ALL_KERNELS[name].configs is space


def test_main_space_shape():
    space = gemm.main_configs()
    axes = {key: Counter(c.kwargs[key] for c in space) for key in ("BLOCK_M", "BLOCK_N", "BLOCK_K", "kpack",
                                                                   "GROUP_M", "CHUNK")}
    assert set(axes["BLOCK_M"]) == {128, 256} and set(axes["BLOCK_N"]) == {128} and set(axes["BLOCK_K"]) == {128}
    assert set(axes["kpack"]) == {1, 2} and set(axes["GROUP_M"]) == {4, 8} and set(axes["CHUNK"]) == {32, 64}
    assert {c.num_stages for c in space} == {1, 2}
    assert all(c.num_warps == (4 if c.kwargs["BLOCK_M"] == 128 else 8) for c in space)


def test_extended_dgrad_and_wgrad_spaces():
    fwd = gemm.FWD_CONFIGS
    assert {c.kwargs["BLOCK_N"] for c in fwd} == {64, 128} and {c.num_stages for c in fwd} == {1, 2, 3}
    nonk = [c for c in gemm.DGRAD_CONFIGS if "matrix_instr_nonkdim" in c.kwargs]
    assert len(nonk) == 48
    assert all(c.kwargs["matrix_instr_nonkdim"] == 16 and c.kwargs["BLOCK_M"] == 256 for c in nonk)
    wgrad = gemm.WGRAD_CONFIGS
    assert {c.num_stages for c in wgrad} == {1, 2}
    assert Counter(c.kwargs["WGRAD_TRANS_STORE"] for c in wgrad) == {True: 64, False: 64}
    assert {c.kwargs["BLOCK_N"] for c in wgrad} == {64, 128}


def test_even_k_heuristic():
    assert gemm._even_k({"K": 4096, "BLOCK_K": 128})
    assert not gemm._even_k({"K": 300, "BLOCK_K": 128})


def test_fp8_max_heuristic_names():
    assert quant.fp8_max_for("torch.float8_e4m3fn") == 448.0
    assert quant.fp8_max_for("torch.float8_e4m3fnuz") == 240.0
    assert quant.fp8_max_for("fp8e4b8") == 240.0
    assert quant.fp8_max_for("fp8e4nv") == 448.0
    with pytest.raises(TypeError, match="E4M3"):
        quant.fp8_max_for("torch.bfloat16")


def test_chunked_xcd_remap_is_a_bijection():
    """Host model of gemm._chunked_xcd_remap (the interpreter tests run the real one)."""
    def remap(pid, n, xcds, chunk):
        full = n // (xcds * chunk) * (xcds * chunk)
        if pid >= full:
            return pid
        slot = pid // xcds
        return (slot // chunk) * xcds * chunk + (pid % xcds) * chunk + slot % chunk

    for n in (1, 15, 16, 25, 1000, 4096 + 37):
        for chunk in (2, 32, 64):
            tiles = [remap(p, n, 8, chunk) for p in range(n)]
            assert sorted(tiles) == list(range(n))
    # XCD 0 (pids 0, 8, 16, ...) gets CHUNK consecutive tiles.
    assert [remap(p, 1024, 8, 32) for p in range(0, 8 * 32, 8)] == list(range(32))
