"""The SwiGLU architecture gate, forced on a CPU-only machine as the seed's reviewers asked.

kernels/swiglu.py picks its launch geometry at launch from Triton's active driver: column tiles
on Blackwell for rows of at least 16,384 (next power of two) columns, one program per row
elsewhere. Under asmscope's activation of a target (the stand-in driver and torch describe the
GPU), each case asks the launcher's own `launch_plan` what it would launch and compiles that
kernel through Triton's launch path (`warmup` with the launch's grid and options), in a fresh
interpreter per target as the compile workers do. The cubin's own ELF header (the wheel's
`cuobjdump`) says which architecture it is for; ptxas's log names the function it compiled.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

_PROBE = """
import json, sys
from asmscope.compile.active import activate
from asmscope.compile.worker import _mock_tensor, _ptxas_log_printed
from asmscope.targets import get_target
import io

target, n_rows, n_cols, backward, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1", sys.argv[5]
with activate(get_target(target), {}, {}):
    from kernels import swiglu

    kernel, grid, block, warps = swiglu.launch_plan(n_rows, n_cols, backward=backward)
    tensors = [_mock_tensor("bf16", None) for _ in range(3)]
    log = io.StringIO()
    with _ptxas_log_printed(log):
        compiled = kernel.warmup(*tensors, n_cols, n_cols, BLOCK_SIZE=block, num_warps=warps, grid=grid)
    with open(out, "wb") as f:
        f.write(compiled.asm["cubin"])
    print(json.dumps({
        "kernel": kernel.__name__, "grid": list(grid), "block": block, "num_warps": warps,
        "arch": compiled.metadata.target.arch, "tiled": swiglu.use_tiled(n_cols), "ptxas": log.getvalue(),
    }))
"""


def _launch(tmp_path: Path, target: str, n_cols: int, backward: bool) -> tuple[dict, str]:
    cubin = tmp_path / f"{target.replace(':', '_')}_{n_cols}_{int(backward)}.cubin"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    env["TRITON_CACHE_DIR"] = str(tmp_path / "triton")
    args = [sys.executable, "-c", _PROBE, target, "8", str(n_cols), "1" if backward else "0", str(cubin)]
    done = subprocess.run(args, capture_output=True, text=True, env=env, cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    facts = json.loads(done.stdout.strip().splitlines()[-1])
    import triton

    cuobjdump = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "cuobjdump")
    header = subprocess.run([cuobjdump, "-elf", str(cubin)], capture_output=True, text=True, check=True).stdout
    found = re.search(r"\bsm=(\w+)", header)
    assert found, header[:200]
    return facts, found.group(1)


@pytest.mark.parametrize("backward", [False, True], ids=["fwd", "bwd"])
@pytest.mark.parametrize(
    ("target", "sm", "kernel", "grid", "block", "warps"),
    [
        ("cuda:90", "90a", "swiglu_{}_row_kernel", [8], 16384, 16),
        ("cuda:100", "100a", "swiglu_{}_tiled_kernel", [8, 14], 1024, 4),
    ],
    ids=["sm_90-one-row", "sm_100-tiled"],
)
def test_gate_picks_the_geometry_of_the_target(
    tmp_path: Path, backward: bool, target: str, sm: str, kernel: str, grid: list[int], block: int, warps: int
) -> None:
    """A 14,336-wide row (Llama-3-8B's intermediate size): Hopper launches one program per row,
    Blackwell 14 column tiles of 1,024 per row; each compiled for its own architecture."""
    facts, elf_sm = _launch(tmp_path, target, 14336, backward)
    name = kernel.format("bwd" if backward else "fwd")
    assert (facts["kernel"], facts["grid"], facts["block"], facts["num_warps"]) == (name, grid, block, warps)
    assert facts["arch"] == int(sm.rstrip("a")) and elf_sm == sm
    assert f"Compiling entry function '{name}' for 'sm_{sm}'" in facts["ptxas"]


def test_narrow_rows_stay_one_row_on_blackwell(tmp_path: Path) -> None:
    """Below TILE_MIN_BLOCK the gate keeps the one-row kernel on Blackwell too."""
    facts, elf_sm = _launch(tmp_path, "cuda:100", 4096, backward=True)
    assert (facts["kernel"], facts["tiled"], facts["grid"]) == ("swiglu_bwd_row_kernel", False, [8])
    assert elf_sm == "100a"
