"""Occupancy (waves per SIMD) from register and LDS use, the way LLVM's AMDGPU backend computes it.

LLVM prints its answer as `; Occupancy: N` (AMDGPUAsmPrinter: ProgInfo.Occupancy =
AMDGPUMCExpr::createOccupancy(GCNSubtarget::computeOccupancy(F, LDSSize).second, NumSGPRs,
NumVGPRs)). This module reproduces the three limits so that a tool can check LLVM's number and
answer what-if questions ("how many AGPRs can I add before losing a wave?"):

* VGPRs: AMDGPU::IsaInfo::getNumWavesPerEUWithNumVGPRs on the unified register count
  (512 registers per SIMD lane on gfx90a+, allocation granule 8, at most 8 waves),
* SGPRs: GCNSubtarget::getOccupancyWithNumSGPRs (<=80: 10, <=88: 9, <=100: 8, else 7),
* LDS and workgroup size: AMDGPUSubtarget::getOccupancyWithWorkGroupSizes (how many workgroups
  fit a CU's LDS and barrier slots, spread over the CU's 4 SIMDs), maximum over the flat
  workgroup-size range [1, max_flat_workgroup_size] that Triton declares.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from asmscope.model import Resources
from asmscope.targets import AMD_TARGETS, RegisterFile, lookup


@dataclass(frozen=True, slots=True)
class _Limits:
    """The facts of one AMD target the model uses (asmscope.targets holds them)."""

    regs: RegisterFile
    wave_size: int
    lds_bytes_per_cu: int  # getLocalMemorySize: 64 KiB on gfx942, 160 KiB on gfx950


def limits_for(target: str | None) -> _Limits:
    """The target's limits; ValueError for a target without a register-file model."""
    t = lookup(target)
    if t.registers is None or t.warp_size is None or t.lds_bytes is None:
        known = ", ".join(AMD_TARGETS)
        raise ValueError(f"no occupancy model for target {target!r} (known: {known})")
    return _Limits(t.registers, t.warp_size, t.lds_bytes)


def _align(value: int, granule: int) -> int:
    return -(-value // granule) * granule


def unified_vgprs(arch_vgprs: int, agprs: int) -> int:
    """The unified VGPR count (AMDGPU::getTotalNumVGPRs on gfx90a+): alignTo(vgpr, 4) + agpr."""
    return _align(arch_vgprs, 4) + agprs if agprs else arch_vgprs


def waves_by_vgprs(total_vgpr: int, target: str | None) -> int:
    """AMDGPU::IsaInfo::getNumWavesPerEUWithNumVGPRs(NumVGPRs, Granule, MaxWaves, TotalNumVGPRs)."""
    lim = limits_for(target)
    if total_vgpr < lim.regs.vgpr_granule:
        return lim.regs.max_waves_per_eu
    rounded = _align(total_vgpr, lim.regs.vgpr_granule)
    return min(max(lim.regs.total_vgprs // rounded, 1), lim.regs.max_waves_per_eu)


def waves_by_sgprs(sgpr: int, target: str | None) -> int:
    """GCNSubtarget::getOccupancyWithNumSGPRs for VOLCANIC_ISLANDS..GFX9, capped at the wave limit."""
    lim = limits_for(target)
    if sgpr <= 80:
        waves = 10
    elif sgpr <= 88:
        waves = 9
    elif sgpr <= 100:
        waves = 8
    else:
        waves = 7
    return min(waves, lim.regs.max_waves_per_eu)


def _max_workgroups_per_cu(workgroup_size: int, lim: _Limits) -> int:
    """AMDGPU::IsaInfo::getMaxWorkGroupsPerCU: wave slots, and barrier slots for multi-wave groups."""
    max_waves = lim.regs.max_waves_per_eu * lim.regs.eus_per_cu
    waves_per_group = -(-workgroup_size // lim.wave_size)
    if waves_per_group == 1:
        return max_waves  # single-wave workgroups don't consume barrier resources
    return min(max_waves // waves_per_group, lim.regs.max_barriers_per_cu)


def waves_by_lds(lds_bytes: int, workgroup_size: int, target: str | None, min_workgroup_size: int = 1) -> int:
    """AMDGPUSubtarget::getOccupancyWithWorkGroupSizes(LDSBytes, {Min, Max}).second.

    The maximum waves per EU any workgroup size in [min_workgroup_size, workgroup_size] can
    reach given the LDS per workgroup (the LLVM FIXME applies: no LDS allocation granule).
    """
    lim = limits_for(target)
    max_groups_lds = lim.lds_bytes_per_cu // max(lds_bytes, 1)
    if max_groups_lds == 0:
        return 1
    waves_per_eu = lim.regs.max_waves_per_eu

    def props(size: int) -> tuple[int, int, int]:
        waves_per_group = -(-size // lim.wave_size)
        groups = min(_max_workgroups_per_cu(size, lim), max_groups_lds)
        return waves_per_group, groups, waves_per_group * groups

    min_size, max_size = min_workgroup_size, workgroup_size
    min_waves_per_group, max_groups, max_waves_cu = props(min_size)
    _, _, min_waves_cu = props(max_size)
    if min_waves_cu >= max_waves_cu:
        min_waves_cu, max_waves_cu = max_waves_cu, min_waves_cu
    else:
        slots = waves_per_eu * lim.regs.eus_per_cu
        # A larger group size than the minimum may fit more waves for the same number of groups.
        leftover = slots - max_groups * min_waves_per_group
        leftover_per_group = leftover // max_groups
        if leftover_per_group:
            max_waves_cu += max_groups * min(
                leftover_per_group, (max_size - 1) // lim.wave_size + 1 - min_waves_per_group
            )
    return min(max(-(-max_waves_cu // lim.regs.eus_per_cu), 1), waves_per_eu)


def waves_per_simd(total_vgpr: int, sgpr: int, lds_bytes: int, workgroup_size: int, target: str | None) -> int:
    """Waves per SIMD (= per EU): the minimum of the VGPR, SGPR and LDS/workgroup limits.

    `total_vgpr` is the unified count (arch VGPRs aligned to 4 plus AGPRs), `sgpr` includes
    the extra SGPRs (`.sgpr_count` / `; TotalNumSgprs:`), `workgroup_size` is the maximum flat
    workgroup size (Triton: num_warps * 64).
    """
    return min(
        waves_by_vgprs(total_vgpr, target),
        waves_by_sgprs(sgpr, target),
        waves_by_lds(lds_bytes, workgroup_size, target),
    )


@dataclass(frozen=True, slots=True)
class OccupancyReport:
    """Occupancy of one kernel, what limits it, and how much headroom is left."""

    target: str
    waves_per_simd: int
    limited_by: str  # "vgpr", "sgpr", "lds" or "max" (the target's wave limit)
    vgpr_waves: int
    sgpr_waves: int
    lds_waves: int
    total_vgpr: int
    arch_vgpr: int
    agpr: int
    sgpr: int
    lds_bytes: int
    workgroup_size: int
    llvm_occupancy: int | None  # LLVM's `; Occupancy:`, when the input has it
    agprs_until_wave_loss: int  # AGPRs that can still be added without losing a wave
    vgprs_until_wave_loss: int  # arch VGPRs that can still be added without losing a wave
    vgprs_to_gain_wave: int | None  # unified registers to free for one more wave (None: at the limit)
    lds_bytes_until_wave_loss: int
    # LDS bytes per workgroup to free for one more wave (None: not LDS-limited, or freeing LDS
    # alone gains none); at the end, so positional construction keeps working
    lds_bytes_to_gain_wave: int | None = None

    @property
    def agrees_with_llvm(self) -> bool | None:
        return None if self.llvm_occupancy is None else self.llvm_occupancy == self.waves_per_simd


def _headroom(current: int, limit: int, waves_at: Callable[[int], int]) -> int:
    """How far `current` can grow (up to `limit`) while `waves_at(value)` stays the same.

    Waves never increase with more registers or LDS, so a binary search finds the last value
    that keeps the current wave count.
    """
    base = waves_at(current)
    lo, hi = current, max(limit, current)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if waves_at(mid) >= base:
            lo = mid
        else:
            hi = mid - 1
    return lo - current


def _most(limit: int, holds: Callable[[int], bool]) -> int:
    """The largest value in [0, limit] for which `holds` (true at 0, and false from some value
    on: waves never rise with more LDS) is true."""
    lo, hi = 0, limit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if holds(mid) else (lo, mid - 1)
    return lo


def report(resources: Resources, target: str | None) -> OccupancyReport | None:
    """The occupancy of a kernel from its parsed resources, or None if they are incomplete."""
    if lookup(target).registers is None:
        return None
    lim = limits_for(target)
    arch = resources.vgpr
    agpr = resources.agpr or 0
    total = resources.total_vgpr
    if total is None and arch is not None:
        total = unified_vgprs(arch, agpr)
    if total is None:
        return None
    if arch is None:
        arch = total - agpr if agpr else total
    sgpr = resources.sgpr if resources.sgpr is not None else 0
    lds = resources.lds_bytes or 0
    group = resources.max_flat_workgroup_size or lim.regs.max_flat_workgroup_size
    vgpr_w = waves_by_vgprs(total, target)
    sgpr_w = waves_by_sgprs(sgpr, target)
    lds_w = waves_by_lds(lds, group, target)
    # A `waves_per_eu` request makes LLVM give each wave the registers of that many waves, and
    # compute the occupancy from those (NumVGPRsForWavesPerEU): so does this.
    asked_w = min(
        waves_by_vgprs(max(resources.vgpr_for_waves or 0, total), target),
        waves_by_sgprs(max(resources.sgpr_for_waves or 0, sgpr), target),
    )
    waves = min(vgpr_w, sgpr_w, lds_w, asked_w)
    if waves == lim.regs.max_waves_per_eu:
        limited_by = "max"
    elif waves < min(vgpr_w, sgpr_w, lds_w):
        limited_by = "waves_per_eu"
    elif waves == vgpr_w:
        limited_by = "vgpr"
    elif waves == lds_w:
        limited_by = "lds"
    else:
        limited_by = "sgpr"

    def with_agpr(a: int) -> int:
        return min(waves_by_vgprs(unified_vgprs(arch, a), target), sgpr_w, lds_w)

    def with_vgpr(v: int) -> int:
        return min(waves_by_vgprs(unified_vgprs(v, agpr), target), sgpr_w, lds_w)

    def with_lds(b: int) -> int:
        return min(vgpr_w, sgpr_w, waves_by_lds(b, group, target))

    to_gain: int | None = None
    if waves < lim.regs.max_waves_per_eu and limited_by == "vgpr":
        needed = lim.regs.total_vgprs // (waves + 1) // lim.regs.vgpr_granule * lim.regs.vgpr_granule
        to_gain = max(total - needed, 0)
    lds_room = _headroom(lds, lim.lds_bytes_per_cu, with_lds)
    lds_to_gain: int | None = None
    if limited_by == "lds" and with_lds(0) > waves:  # registers and SGPRs leave room for another wave
        lds_to_gain = lds - _most(lds, lambda b: with_lds(b) > waves)
    return OccupancyReport(
        target=target,
        waves_per_simd=waves,
        limited_by=limited_by,
        vgpr_waves=vgpr_w,
        sgpr_waves=sgpr_w,
        lds_waves=lds_w,
        total_vgpr=total,
        arch_vgpr=arch,
        agpr=agpr,
        sgpr=sgpr,
        lds_bytes=lds,
        workgroup_size=group,
        llvm_occupancy=resources.occupancy,
        agprs_until_wave_loss=_headroom(agpr, lim.regs.addressable_vgprs, with_agpr),
        vgprs_until_wave_loss=_headroom(arch, lim.regs.addressable_vgprs, with_vgpr),
        vgprs_to_gain_wave=to_gain,
        lds_bytes_until_wave_loss=lds_room,
        lds_bytes_to_gain_wave=lds_to_gain,
    )
