"""`check --asm X.cubin` reads the `shared` of Triton's `X.json` beside the cubin as the launch's
dynamic shared memory, the fact a variant compiled from a spec carries (#38 case 1): an 8-stage
tile's 256 KiB is over the H100's 227 KiB per block, and AS063 says so, as it does for the spec."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from tests.e2e.conftest import REPO, run_cli

FIXTURE = REPO / "tests" / "fixtures" / "nvidia" / "h100" / "34_matmul_fp16"  # Triton's cubin and metadata


def _check(tmp_path: Path, shared: int | None) -> tuple[int, list[dict]]:
    for name in ("matmul_kernel.cubin", "matmul_kernel.json"):
        shutil.copy(FIXTURE / name, tmp_path / name)
    if shared is not None:
        meta = tmp_path / "matmul_kernel.json"
        meta.write_text(json.dumps({**json.loads(meta.read_text()), "shared": shared}))
    r = run_cli("check", "--asm", str(tmp_path / "matmul_kernel.cubin"), "-f", "json", "-q")
    assert r.code in (0, 1), r.err
    return r.code, json.loads(r.out)["findings"]


def _figure(message: str, pattern: str) -> int:
    return int(re.search(pattern, message).group(1))


def test_the_metadata_shared_memory_is_checked_against_the_limit(tmp_path: Path) -> None:
    code, findings = _check(tmp_path, 262144)
    assert code == 1
    [over] = [f for f in findings if f["rule"] == "AS063"]
    # AS063's "cannot launch" subsumes AS062's occupancy floor on the same variant (#45.7)
    assert not [f for f in findings if f["rule"] == "AS062"]
    assert _figure(over["message"], r"needs (\d+) bytes of shared memory") >= 262144
    assert over["severity"] == "error"


def test_the_recorded_metadata_launches(tmp_path: Path) -> None:
    code, findings = _check(tmp_path, None)
    assert code == 0 and not [f for f in findings if f["rule"] in ("AS062", "AS063")]
