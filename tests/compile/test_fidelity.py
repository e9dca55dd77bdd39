"""Fidelity: asmscope's variant == the kernel Triton's own runtime path builds, byte for byte.

The reference is produced in a separate process by `Autotuner.warmup` with a driver that only
names the target (triton_runtime_path.py): Triton's binder, specialisation, heuristics,
pruning and option handling, with no asmscope code on that side.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from asmscope.compile import CompileCache, compile_variants, plan_variants
from asmscope.spec import load_spec_file

HERE = Path(__file__).parent
REPO = HERE.parent.parent


def reference(arch: str, function: str, args: list, pythonpath: Path, scratch: Path) -> list[str]:
    env = {
        **os.environ,
        "PYTHONPATH": f"{pythonpath}:{HERE}",
        "TRITON_CACHE_DIR": str(scratch / "triton-cache"),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    proc = subprocess.run(
        [sys.executable, str(HERE / "triton_runtime_path.py"), arch, function, json.dumps(args)],
        capture_output=True,
        text=True,
        env=env,
        cwd=scratch,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


def asmscope_side(tmp_path: Path, spec_text: str) -> list[str]:
    spec_path = tmp_path / "asmscope.toml"
    spec_path.write_text(spec_text)
    spec = load_spec_file(spec_path)
    plan = plan_variants(spec, spec.kernels)
    outcome = compile_variants(plan, CompileCache(tmp_path / "cache"), jobs=2)
    assert not outcome.errors
    # plan order == the decorator's config order, as in Autotuner.warmup
    return [Path(c.asm_path).read_text() for c in outcome.compiled]


def test_sample_kernel_matches_triton_runtime_path_gfx950(tmp_path: Path) -> None:
    spec = f"""
targets = ["gfx950"]
python-path = ["{HERE}"]
[shapes]
s = {{ N = 4096 }}
[[kernel]]
function = "sample_kernels:scale_add"
args = {{ x_ptr = "fp16", y_ptr = "fp32", out_ptr = "bf16", n = "N", stride = 1, alpha = 0.5 }}
"""
    ours = asmscope_side(tmp_path, spec)
    theirs = reference("gfx950", "sample_kernels:scale_add", [{"dtype": "float16"}, {"dtype": "float32"},
                                                             {"dtype": "bfloat16"}, 4096, 1, 0.5], HERE, tmp_path)
    assert len(ours) == len(theirs) == 4
    for a, b in zip(ours, theirs):
        assert a == b


@pytest.mark.slow
def test_repo_dual_quant_matches_triton_runtime_path_gfx950(tmp_path: Path) -> None:
    spec = f"""
targets = ["gfx950"]
python-path = ["{REPO}"]
[[kernel]]
function = "kernels.quant:quant_fp8_dual_kernel"
args = {{ x_ptr = "bf16", row_out_ptr = "fp8", row_scale_ptr = "fp32", col_out_ptr = "fp8", col_scale_ptr = "fp32", M = 8192, K = 4096, stride_xm = 4096, stride_xk = 1, stride_rom = 4096, stride_rok = 1, stride_rsm = 32, stride_rsk = 1, stride_com = 1, stride_cok = 8192, stride_csm = 4096, stride_csk = 1 }}
"""
    ours = asmscope_side(tmp_path, spec)
    t = [{"dtype": "bfloat16"}, {"dtype": "float8_e4m3fn"}, {"dtype": "float32"}, {"dtype": "float8_e4m3fn"},
         {"dtype": "float32"}, 8192, 4096, 4096, 1, 4096, 1, 32, 1, 1, 8192, 4096, 1]
    theirs = reference("gfx950", "kernels.quant:quant_fp8_dual_kernel", t, REPO, tmp_path)
    assert len(ours) == len(theirs) >= 2
    for a, b in zip(ours, theirs):
        assert a == b
