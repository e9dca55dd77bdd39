"""Smaller routes around the check (issue 38, case 17; issue 44, item 9): a file for a target
asmscope has no descriptor for says "unsupported target"; another backend's metadata beside a
cubin is refused; `cache clear` marks no directory; `-j N` starts no more workers than there are
kernels to plan; a project's targets do not apply to `check --asm`."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from asmscope.isa.sass import reader as sass

from .conftest import REPO, run_cli
from .test_outputs_and_limits import assert_refused

CUBIN = REPO / "tests" / "fixtures" / "nvidia" / "local" / "sm90" / "add.cubin"
GFX950 = REPO / "tests" / "fixtures" / "asm" / "gfx950_nn_bm256.s"  # real compiler output
PTX = """\
.version {version}
.target sm_{arch}
.address_size 64
.visible .entry k(.param .u64 p)
{{
  .reg .b64 %rd<2>;
  .reg .b32 %r<2>;
  ld.param.u64 %rd1, [p];
  mov.u32 %r1, 7;
  st.global.u32 [%rd1], %r1;
  ret;
}}
"""


def _ptxas(arch: int) -> Path | None:
    """Triton's own ptxas for the architecture (ptxas-blackwell knows sm_120)."""
    nvdisasm = sass.tool("nvdisasm")
    if nvdisasm is None:
        return None
    for name in ("ptxas", "ptxas-blackwell") if arch < 100 else ("ptxas-blackwell",):
        candidate = Path(nvdisasm).with_name(name)
        if candidate.is_file():
            return candidate
    return None


@pytest.mark.parametrize(("arch", "version"), [(80, "8.0"), (120, "8.7")])
def test_a_cubin_for_an_unsupported_architecture_says_so(tmp_path: Path, arch: int, version: str):
    ptxas = _ptxas(arch)
    if ptxas is None:
        pytest.skip("Triton's ptxas not available")
    (tmp_path / "k.ptx").write_text(PTX.format(version=version, arch=arch))
    cubin = tmp_path / "k.cubin"
    subprocess.run([ptxas, "-arch", f"sm_{arch}", str(tmp_path / "k.ptx"), "-o", str(cubin)], check=True)
    result = run_cli("check", "--quiet", "--asm", str(cubin), cwd=tmp_path)
    assert_refused(result, "k.cubin", f"unsupported target cuda:{arch}")
    assert "never ran" not in result.out + result.err


@pytest.mark.skipif(shutil.which("llc-22") is None, reason="llc-22 not available")
def test_an_amd_file_for_an_unsupported_target_says_so(tmp_path: Path):
    (tmp_path / "k.ll").write_text(
        "define amdgpu_kernel void @k(ptr addrspace(1) %p) {\n  store i32 7, ptr addrspace(1) %p\n  ret void\n}\n"
    )
    asm = tmp_path / "k.s"  # LLVM's own gfx1030 (RDNA2) code
    subprocess.run(
        ["llc-22", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", str(tmp_path / "k.ll"), "-o", str(asm)], check=True
    )
    result = run_cli("check", "--quiet", "--asm", str(asm), cwd=tmp_path)
    assert_refused(result, "k.s", "unsupported target gfx1030")
    assert "never ran" not in result.out + result.err


@pytest.mark.skipif(sass.tool("nvdisasm") is None, reason="nvdisasm not available")
def test_another_backends_metadata_beside_a_cubin_is_refused(tmp_path: Path):
    cubin = tmp_path / "add.cubin"
    shutil.copy(CUBIN, cubin)
    meta = json.loads(CUBIN.with_suffix(".json").read_text())
    meta["target"] = {"backend": "hip", "arch": "gfx942", "warp_size": 64}
    (tmp_path / "add.json").write_text(json.dumps(meta))
    result = run_cli("check", "--quiet", "--asm", str(cubin), cwd=tmp_path)
    assert_refused(result, "add.json", "'hip'")


@pytest.mark.parametrize("state", ["missing", "empty"])
def test_cache_clear_never_marks_a_directory(tmp_path: Path, state: str):
    root = tmp_path / "cache"
    if state == "empty":
        root.mkdir()
    result = run_cli("cache", "clear", "--cache-dir", str(root), cwd=tmp_path)
    assert result.code == 0, result.err
    assert "removed 0 cache files" in result.out
    assert (not root.exists()) if state == "missing" else list(root.iterdir()) == []


def test_a_projects_targets_do_not_apply_to_a_given_file(tmp_path: Path):
    """A gfx950 file in a project whose asmscope.toml lists gfx942: checked as its own target
    (the file names it); a --target on the command line still must agree with the file."""
    shutil.copy(GFX950, tmp_path / "k.s")
    (tmp_path / "asmscope.toml").write_text(
        'targets = ["gfx942"]\ntarget = ["gfx942"]\n[[kernel]]\nname = "x"\nfunction = "m:f"\nargs = {n = 1}\n'
    )
    result = run_cli("check", "--quiet", "--asm", "k.s", cwd=tmp_path)
    assert result.code == 0, result.err[-2000:]
    assert "contradicts" not in result.err
    given = run_cli("check", "--quiet", "--asm", "k.s", "--target", "gfx942", cwd=tmp_path)
    assert_refused(given, "--target gfx942", "gfx950")


@pytest.mark.skipif(sass.tool("nvdisasm") is None, reason="nvdisasm not available")
def test_an_unknown_sass_opcode_is_listed_as_a_warning(tmp_path: Path):
    listing = subprocess.run([sass.tool("nvdisasm"), "-c", str(CUBIN)], capture_output=True, text=True, check=True)
    known = tmp_path / "known.sass"
    known.write_text(listing.stdout)
    lines = listing.stdout.split("\n")
    at = next(i for i, line in enumerate(lines) if "IMAD " in line)
    lines[at] = lines[at].replace("IMAD ", "XYZZY ", 1)  # an opcode asmscope's table does not hold
    unknown = tmp_path / "unknown.sass"
    unknown.write_text("\n".join(lines))
    report = tmp_path / "r.json"
    result = run_cli("check", "--quiet", "--asm", str(unknown), "-f", "json", "-o", str(report), cwd=tmp_path)
    assert result.code == 0, result.err[-2000:]  # a warning: below --fail-on error
    [finding] = [f for f in json.loads(report.read_text())["findings"] if f["rule"] == "AS069"]
    assert finding["severity"] == "warning" and finding["asm_line"] == at + 1 and "XYZZY" in finding["message"]
    clean = run_cli("check", "--quiet", "--asm", str(known), "--select", "AS069", "-f", "json", cwd=tmp_path)
    assert clean.code == 0 and json.loads(clean.out)["findings"] == [], clean.err[-2000:]
