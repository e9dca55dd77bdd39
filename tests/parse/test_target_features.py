"""The target ID's features (`gfx942:xnack-`): from `.amdgcn_target` in a `.s`, and from the
metadata's `amdhsa.target` in a code object, as llc-22 and ld.lld-22 write them."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from asmscope.isa import parse_module

LLC, LLD = shutil.which("llc-22"), shutil.which("ld.lld-22")
KERNEL = """define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out
  ret void
}
"""


@pytest.mark.parametrize(
    ("target_id", "features"),
    [("gfx942", ()), ("gfx942:xnack-", ("xnack-",)), ("gfx950:sramecc+:xnack+", ("sramecc+", "xnack+"))],
)
def test_features_of_the_s_target_id(target_id: str, features: tuple[str, ...]) -> None:
    text = (
        f'\t.amdgcn_target "amdgcn-amd-amdhsa--{target_id}"\n\t.text\n\t.globl k\n\t.type k,@function\nk:\n\ts_endpgm\n'
    )
    module = parse_module(text, "k.s")
    assert module.target == target_id.split(":")[0] and module.features == features


@pytest.mark.skipif(LLC is None or LLD is None, reason="llc-22 and ld.lld-22 (LLVM 22) are not installed")
@pytest.mark.parametrize(("attr", "features"), [("-xnack", ("xnack-",)), ("+xnack", ("xnack+",)), ("", ())])
def test_features_of_a_code_object(tmp_path: Path, attr: str, features: tuple[str, ...]) -> None:
    source, obj, hsaco = tmp_path / "k.ll", tmp_path / "k.o", tmp_path / "k.hsaco"
    source.write_text(KERNEL)
    flags = [f"-mattr={attr}"] if attr else []
    subprocess.run(
        [LLC, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942", *flags, "-filetype=obj", str(source), "-o", str(obj)],
        check=True,
    )
    subprocess.run([LLD, "-shared", str(obj), "-o", str(hsaco)], check=True)
    module = parse_module(hsaco.read_bytes(), str(hsaco))
    assert module.target == "gfx942" and module.features == features
