"""Occupancy from registers and LDS with the gfx942/gfx950 rules of amdgpu.md and LLVM.

The table tests pin the formula to amdgpu.md; the fixture test checks it against LLVM's
`; Occupancy:` on the repo's kernels; the LLVM IR test compiles kernels with static LDS and
varying workgroup sizes through the AMDGPU backend Triton ships and compares again, which is
the only way to exercise the LDS limit (Triton allocates its LDS at launch).
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from asmscope.analysis import analyze
from asmscope.isa import parse_module
from asmscope.isa.amdgcn import occupancy
from asmscope.model import Resources

ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
@pytest.mark.parametrize(
    "vgprs, waves",
    [
        (1, 8),
        (64, 8),
        (65, 7),
        (72, 7),
        (73, 6),
        (80, 6),
        (81, 5),
        (96, 5),
        (97, 4),
        (128, 4),
        (129, 3),
        (168, 3),
        (169, 2),
        (256, 2),
        (257, 1),
        (512, 1),
    ],
)
def test_vgpr_table(target: str, vgprs: int, waves: int):
    assert occupancy.waves_by_vgprs(vgprs, target) == waves


@pytest.mark.parametrize("sgprs, waves", [(10, 8), (80, 8), (88, 8), (100, 8), (101, 7), (106, 7)])
def test_sgpr_table(sgprs: int, waves: int):
    assert occupancy.waves_by_sgprs(sgprs, "gfx942") == waves


def test_unified_vgpr_count():
    assert occupancy.unified_vgprs(128, 128) == 256
    assert occupancy.unified_vgprs(125, 3) == 131  # alignTo(125, 4) + 3
    assert occupancy.unified_vgprs(90, 0) == 90


def test_lds_limits_differ_per_target():
    # 40 KB per workgroup of 256 threads: gfx942 fits 1 workgroup (64 KiB), gfx950 fits 4 (160 KiB).
    assert occupancy.waves_by_lds(40000, 256, "gfx942", 256) == 1
    assert occupancy.waves_by_lds(40000, 256, "gfx950", 256) == 4
    assert occupancy.waves_by_lds(70000, 256, "gfx942") == 1  # more than a CU has
    assert occupancy.waves_per_simd(64, 20, 0, 256, "gfx950") == 8


def test_what_if_headroom():
    res = Resources(vgpr=100, agpr=20, total_vgpr=120, sgpr=40, lds_bytes=0, max_flat_workgroup_size=256)
    rep = occupancy.report(res, "gfx942")
    assert rep is not None
    assert (rep.waves_per_simd, rep.limited_by) == (4, "vgpr")
    # 4 waves up to 128 unified registers: 8 more AGPRs, or 8 more arch VGPRs (alignTo 4 of 108).
    assert rep.agprs_until_wave_loss == 8
    assert rep.vgprs_until_wave_loss == 8
    assert rep.vgprs_to_gain_wave == 24  # 5 waves need <= 96
    at_max = occupancy.report(Resources(vgpr=32, sgpr=20, max_flat_workgroup_size=256), "gfx950")
    assert at_max is not None and at_max.limited_by == "max" and at_max.vgprs_to_gain_wave is None


@pytest.mark.parametrize(
    ("lds", "group", "target"), [(40000, 256, "gfx942"), (65536, 256, "gfx942"), (100000, 512, "gfx950")]
)
def test_lds_to_gain_a_wave(lds: int, group: int, target: str) -> None:
    """An LDS-limited report names the LDS to free for one more wave: at the most it leaves, the
    LDS formula (checked against LLVM's own `; Occupancy:` below) gives one more wave; one byte
    over it, not."""
    res = Resources(vgpr=64, sgpr=40, lds_bytes=lds, max_flat_workgroup_size=group)
    rep = occupancy.report(res, target)
    assert rep is not None and rep.limited_by == "lds" and rep.lds_bytes_to_gain_wave is not None
    fits = lds - rep.lds_bytes_to_gain_wave
    assert 0 < fits < lds
    assert occupancy.waves_by_lds(fits, group, target) > rep.waves_per_simd
    assert occupancy.waves_by_lds(fits + 1, group, target) == rep.waves_per_simd


def test_lds_to_gain_a_wave_only_where_lds_alone_holds_it() -> None:
    # registers hold it to 1 wave whatever the LDS: freeing LDS gains nothing
    held = occupancy.report(Resources(vgpr=300, sgpr=40, lds_bytes=40000, max_flat_workgroup_size=256), "gfx942")
    assert held is not None and held.waves_per_simd == 1 and held.lds_bytes_to_gain_wave is None
    free = occupancy.report(Resources(vgpr=100, sgpr=40, lds_bytes=0, max_flat_workgroup_size=256), "gfx942")
    assert free is not None and free.limited_by == "vgpr" and free.lds_bytes_to_gain_wave is None


def test_unknown_target_or_missing_counts_give_no_report():
    assert occupancy.report(Resources(vgpr=10), "gfx1100") is None
    assert occupancy.report(Resources(), "gfx942") is None
    with pytest.raises(ValueError):
        occupancy.waves_by_vgprs(10, "gfx90c")


def test_dynamic_lds_lowers_occupancy():
    module = parse_module((ASM / "gfx950_quant_rowwise.s").read_bytes())
    kernel = module.kernels[0]
    static = analyze(kernel, module.target)
    launched = analyze(kernel, module.target, dynamic_lds_bytes=96 * 1024)
    assert static.occupancy is not None and launched.occupancy is not None
    assert launched.occupancy.waves_per_simd < static.occupancy.waves_per_simd
    assert launched.occupancy.limited_by == "lds"


@pytest.mark.parametrize("path", sorted(ASM.glob("gfx9*.s")), ids=lambda p: p.name)
def test_agrees_with_llvm_on_every_fixture(path: Path):
    module = parse_module(path.read_bytes(), path.name)
    for kernel in module.kernels:
        if kernel.resources.occupancy is None:
            continue  # llvm-objdump listings carry no LLVM comments
        rep = analyze(kernel, module.target).occupancy
        assert rep is not None and rep.waves_per_simd == kernel.resources.occupancy


_IR = """
@lds = internal addrspace(3) global [{n} x i8] undef, align 16
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [{n} x i8], ptr addrspace(3) @lds, i32 0, i32 %tid
  store i8 1, ptr addrspace(3) %p
  call void @llvm.amdgcn.s.barrier()
  %v = load i8, ptr addrspace(3) %p
  %q = getelementptr i8, ptr addrspace(1) %out, i32 %tid
  store i8 %v, ptr addrspace(1) %q
  ret void
}}
attributes #0 = {{ "amdgpu-flat-work-group-size"="{lo},{hi}" }}
"""


@pytest.mark.parametrize("target", ["gfx942", "gfx950"])
def test_lds_formula_matches_llvm_backend(target: str):
    """Compile static-LDS kernels with Triton's AMDGPU backend and compare with `; Occupancy:`."""
    compiler = pytest.importorskip("triton.backends.amd.compiler")
    if not hasattr(compiler, "compile_amdgpu"):
        pytest.skip("this Triton has no standalone AMDGPU code generator entry point")
    checked = 0
    for n, (lo, hi) in itertools.product(
        (2048, 16384, 20000, 40000, 60000, 100000), ((1, 128), (1, 512), (256, 256), (64, 1024))
    ):
        limit = occupancy.limits_for(target).lds_bytes_per_cu
        if n > limit:
            continue
        asm = compiler.compile_amdgpu(
            _IR.format(n=n, lo=lo, hi=hi),
            "amdgcn-amd-amdhsa",
            target,
            "",
            flags=[],
            enable_fp_fusion=False,
            disable_optimization=False,
            canonicalize_gep=False,
            disabled_passes="",
            dump_ir=False,
            enable_timing=False,
        )
        module = parse_module(asm, f"lds{n}_{lo}_{hi}.s")
        kernel = module.kernels[0]
        res = kernel.resources
        assert res.lds_bytes == n and res.occupancy is not None
        assert occupancy.waves_by_lds(n, hi, target, lo) == res.occupancy, (n, lo, hi)
        if lo == 1:  # the flat workgroup-size range the metadata cannot state is [1, max]
            assert analyze(kernel, target).occupancy.waves_per_simd == res.occupancy
        assert re.search(r"; Occupancy: \d+", asm)
        checked += 1
    assert checked >= 12
