"""asmscope.targets: the one home of target facts; an unknown target is explicit."""

from __future__ import annotations

from asmscope.findings import VariantKey
from asmscope.isa.amdgcn import instructions as isa
from asmscope.isa.amdgcn import occupancy
from asmscope.isa.amdgcn.resources import merge
from asmscope.model import Resources
from asmscope.targets import AMD_TARGETS, TARGETS, lookup
from asmscope.variant import Variant


def test_known_targets_carry_their_facts() -> None:
    gfx942, gfx950 = lookup("gfx942"), lookup("gfx950")
    assert (gfx942.lds_bytes, gfx950.lds_bytes) == (65536, 163840)
    assert gfx942.fp8 == "fp8e4b8" and gfx950.fp8 == "fp8e4nv"
    assert gfx942.registers is not None and gfx942.registers.extra_sgprs == 6
    assert AMD_TARGETS == ("gfx942", "gfx950") == isa.TARGETS
    assert lookup("cuda:90").registers is None and lookup("cuda:90").is_known


def test_an_unknown_target_is_a_state_of_its_own() -> None:
    for name in ("", None, "gfx1100"):
        t = lookup(name)
        assert not t.is_known and t.lds_bytes is None and t.registers is None
        assert t.name not in TARGETS
    assert not Variant(VariantKey("k", ""), "k.s", "").target.is_known
    assert Variant(VariantKey("k", "gfx950"), "k.s", "").target is TARGETS["gfx950"]


def test_occupancy_and_sgprs_follow_the_descriptor() -> None:
    # the LDS limit of each target: one 64 KiB workgroup fits gfx950's LDS twice, gfx942's once
    assert occupancy.waves_by_lds(65536, 256, "gfx942") < occupancy.waves_by_lds(65536, 256, "gfx950")
    assert occupancy.report(Resources(vgpr=64), "gfx1100") is None  # unknown: no model, no guess
    descriptor = {".amdhsa_next_free_sgpr": "20"}
    for target in AMD_TARGETS:
        resources, _ = merge(target, None, {}, descriptor, {}, None)
        assert resources.sgpr == 20 + TARGETS[target].registers.extra_sgprs  # type: ignore[union-attr]
    unknown, _ = merge(None, None, {}, descriptor, {}, None)
    assert unknown.sgpr is None  # no extra-SGPR count for a target it does not know


def test_mfma_lookup_without_a_target_is_not_gfx942() -> None:
    gfx950_only = "v_mfma_f32_16x16x128_f8f6f4"
    assert isa.mfma_info(gfx950_only, "gfx942") is None
    info = isa.mfma_info(gfx950_only, None)
    assert info is not None and info.passes == isa.mfma_info(gfx950_only, "gfx950").passes  # type: ignore[union-attr]
