"""asmscope's hazard rules against LLVM 22 on real code: Triton 3.9's LLVM IR of the repo's suite
and of the pattern kernels (tests/hazards/patterns), compiled by llc-22 for gfx942 and gfx950
(tests/hazards/real_code.py has the method and a command that prints the figures).

(a) every pad run LLVM's hazard recognizer inserts (the `s_nop` runs of `-start-before=
    post-RA-hazard-rec`, absent with `-start-after`), removed on its own, is flagged at the
    instruction after it: at least 99 % of them on each target, of those LLVM's final code needs
    (`real_code.redundant`: a pad LLVM's recognizer, run again on its own output without it, does
    not put back is not a hazard of that code);
(b) LLVM's padded output has no error-severity hazard finding; what asmscope reports there is a
    hazard LLVM cannot see (Finding.llvm_miss, at its own severity, with LLVM's numbers).
"""

from __future__ import annotations

import struct
import subprocess
from pathlib import Path

import hazard_harness as harness
import pytest
import real_code

pytestmark = pytest.mark.skipif(harness.LLC is None, reason="llc-22 (LLVM 22) is not installed")


@pytest.fixture(scope="module")
def recall(tmp_path_factory: pytest.TempPathFactory) -> dict[str, real_code.Recall]:
    llir = real_code.triton_llir(per_kernel=1)
    work = tmp_path_factory.mktemp("real-code")
    return real_code.measure(real_code.compile_all(llir, work), work)


# Triton compiles ~30 variants (cached under real_code.CACHE), llc-22 runs three times on each and
# the rules check every pad run removed: minutes, so the full suite and CI, not the quick loop.
@pytest.mark.slow
@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_pad_runs_are_found_at_their_consumer(recall: dict[str, real_code.Recall], target: str) -> None:
    r = recall[target]
    assert r.runs >= 200, f"{target}: only {r.runs} pad runs: the oracle is too quiet"
    missed = "\n".join(f"{n} x {r.examples[what]}" for what, n in r.missed.most_common(20))
    assert r.share >= 0.99, f"{target}: {r.found} of {r.needed} pad runs found:\n{missed}"


@pytest.mark.slow
@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_llvm_padded_real_code_has_no_error(recall: dict[str, real_code.Recall], target: str) -> None:
    assert not recall[target].errors_on_padded, "\n".join(recall[target].errors_on_padded[:20])


# A module in the spellings Triton 3.9's LLVM prints and llc-22 does not read.
_NEWER_IR = """
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, float %x, i1 %c) {
  %m = call float @llvm.maxnum.f32(float %x, float f0x2B8CBCCC)
  %s = select i1 %c, float %m, float -inf
  %v = select i1 %c, <2 x bfloat> splat (bfloat +nan(0x3F)), <2 x bfloat> zeroinitializer
  %h = select i1 %c, half +inf, half -qnan
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds,
                                                            i32 16, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.wait.asyncmark(i16 0)
  store float %s, ptr addrspace(1) %out
  %p = getelementptr i8, ptr addrspace(1) %out, i64 8
  store <2 x bfloat> %v, ptr addrspace(1) %p
  %q = getelementptr i8, ptr addrspace(1) %out, i64 16
  store half %h, ptr addrspace(1) %q
  ret void
}
declare float @llvm.maxnum.f32(float, float)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) readonly captures(none),
    ptr addrspace(3) writeonly captures(none), i32 immarg, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)
"""


def test_normalized_ir_compiles_with_llc22(tmp_path: Path) -> None:
    """The normalisation step: llc-22 rejects the newer spellings and accepts them rewritten, and
    the values are the same (1e-12 as a widened double; the quiet NaN and infinities by bits)."""
    newer = tmp_path / "newer.ll"
    newer.write_text(_NEWER_IR)
    run = [harness.LLC, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx950", "-o", "/dev/null"]
    assert subprocess.run([*run, str(newer)], capture_output=True).returncode != 0
    text = real_code.normalize_llir(_NEWER_IR)
    widened = struct.unpack(">d", bytes.fromhex("3D71979980000000"))[0]
    assert widened == struct.unpack(">f", bytes.fromhex("2B8CBCCC"))[0] and "float 0x3D71979980000000" in text
    assert "bfloat 0xR7FFF" in text and "float 0xFFF0000000000000" in text
    assert "half 0xH7C00" in text and "half 0xHFE00" in text
    assert "async" not in text and "@llvm.amdgcn.raw.ptr.buffer.load.lds(" in text
    old = tmp_path / "old.ll"
    old.write_text(text)
    done = subprocess.run([*run, str(old)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


_MFMA_THEN_READ = """
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %a = load <4 x half>, ptr addrspace(1) %p
  %pb = getelementptr i8, ptr addrspace(1) %p, i64 64
  %b = load <4 x half>, ptr addrspace(1) %pb
  %pc = getelementptr i8, ptr addrspace(1) %p, i64 128
  %c = load <4 x float>, ptr addrspace(1) %pc
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %a, <4 x half> %b, <4 x float> %c,
                                                           i32 0, i32 0, i32 0)
  %e = extractelement <4 x float> %r, i32 0
  %v = fadd float %e, 1.0
  store float %v, ptr addrspace(1) %p
  ret void
}
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
"""


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_a_pad_llvm_needs_is_not_called_redundant(tmp_path: Path, target: str) -> None:
    """The check behind `Recall.redundant` (LLVM's recognizer run again on its final code with
    one pad run taken out) puts back a pad LLVM needs: an MFMA result read by a VALU."""
    case = real_code.compile_case("mfma_read", target, _MFMA_THEN_READ, tmp_path)
    assert case.runs
    for run in case.runs:
        assert not real_code.redundant(case, run, tmp_path), run
