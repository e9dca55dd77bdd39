"""Kernel resources from what LLVM writes about them, in the order of trust.

Sources: the `.amdgpu_metadata` YAML (`.vgpr_count`, ...), LLVM's `; NumVgprs:`-style comments,
the `.amdhsa_*` fields of the kernel descriptor, `.set <kernel>.num_vgpr, N` symbols, and the
code-object-v2 `.amd_kernel_code_t` block of older hand-written kernels. Where two sources give
the same quantity they must agree (amdgpu.md); a disagreement becomes a parser warning.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from asmscope.model import Instruction, RegKind, Resources
from asmscope.targets import lookup

# LLVM comment key -> Resources field (AMDGPUAsmPrinter::emitFunctionBody / "Kernel info").
COMMENT_FIELDS: dict[str, str] = {
    "NumVgprs": "vgpr",
    "NumAgprs": "agpr",
    "TotalNumVgprs": "total_vgpr",
    "TotalNumSgprs": "sgpr",
    "ScratchSize": "scratch_bytes",
    "LDSByteSize": "lds_bytes",
    "AccumOffset": "accum_offset",
    "Occupancy": "occupancy",
    # the registers LLVM computes the occupancy from: at least what the kernel's waves-per-eu
    # attribute leaves each wave (AMDGPUAsmPrinter: NumVGPRsForWavesPerEU = max(NumVGPR, MinNumVGPRs))
    "NumVGPRsForWavesPerEU": "vgpr_for_waves",
    "NumSGPRsForWavesPerEU": "sgpr_for_waves",
}
METADATA_FIELDS: dict[str, str] = {
    ".vgpr_count": "total_vgpr",
    ".agpr_count": "agpr",
    ".sgpr_count": "sgpr",
    ".vgpr_spill_count": "vgpr_spill",
    ".sgpr_spill_count": "sgpr_spill",
    ".group_segment_fixed_size": "lds_bytes",
    ".private_segment_fixed_size": "scratch_bytes",
    ".wavefront_size": "wavefront_size",
    ".max_flat_workgroup_size": "max_flat_workgroup_size",
}
DESCRIPTOR_FIELDS: dict[str, str] = {
    ".amdhsa_next_free_vgpr": "total_vgpr",
    ".amdhsa_accum_offset": "accum_offset",
    ".amdhsa_group_segment_fixed_size": "lds_bytes",
    ".amdhsa_private_segment_fixed_size": "scratch_bytes",
}
SET_FIELDS: dict[str, str] = {"num_vgpr": "vgpr", "num_agpr": "agpr", "private_seg_size": "scratch_bytes"}
CODE_T_FIELDS: dict[str, str] = {
    "workitem_vgpr_count": "vgpr",
    "wavefront_sgpr_count": "sgpr",
    "workgroup_group_segment_byte_size": "lds_bytes",
    "workitem_private_segment_byte_size": "scratch_bytes",
}


def as_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        text = value.strip()
        try:
            return int(text, 0)
        except ValueError:
            return None  # an MC expression such as max(...): not a number we can use
    return None


def merge(
    target: str | None,
    metadata: Mapping[str, Any] | None,
    comments: Mapping[str, int],
    descriptor: Mapping[str, str] | None,
    set_symbols: Mapping[str, str],
    code_t: Mapping[str, str] | None,
) -> tuple[Resources, list[str]]:
    """The kernel's Resources and a list of disagreements between sources."""
    found: dict[str, list[tuple[str, int]]] = {}

    def add(field: str, source: str, value: Any) -> None:
        number = as_int(value)
        if number is not None:
            found.setdefault(field, []).append((source, number))

    for key, field in METADATA_FIELDS.items():
        if metadata is not None and key in metadata:
            add(field, f"metadata {key}", metadata[key])
    for key, field in COMMENT_FIELDS.items():
        if key in comments:
            add(field, f"; {key}", comments[key])
    if descriptor is not None:
        for key, field in DESCRIPTOR_FIELDS.items():
            if key in descriptor:
                add(field, key, descriptor[key])
        free_sgpr = as_int(descriptor.get(".amdhsa_next_free_sgpr"))
        registers = lookup(target).registers
        if free_sgpr is not None and registers is not None:  # the extra SGPRs are not in next_free_sgpr
            extra = registers.extra_sgprs
            add("sgpr", f".amdhsa_next_free_sgpr + {extra}", free_sgpr + extra)
    for key, field in SET_FIELDS.items():
        if key in set_symbols:
            add(field, f".set {key}", set_symbols[key])
    if code_t is not None:
        for key, field in CODE_T_FIELDS.items():
            if key in code_t:
                add(field, key, code_t[key])

    values: dict[str, int] = {}
    problems: list[str] = []
    for field, entries in found.items():
        values[field] = entries[0][1]
        for source, number in entries[1:]:
            if number != entries[0][1]:
                problems.append(f"{field}: {entries[0][0]} says {entries[0][1]}, {source} says {number}")
    vgpr, agpr = values.get("vgpr"), values.get("agpr")
    if "total_vgpr" not in values and vgpr is not None:
        # amdgpu.md: unified total = alignTo(NumVgprs, 4) + NumAgprs when AGPRs are used.
        values["total_vgpr"] = (-(-vgpr // 4) * 4 + agpr) if agpr else vgpr
    return Resources(**values), problems


def with_arch_vgprs(resources: Resources, instructions: Iterable[Instruction]) -> Resources:
    """Resources with the arch-VGPR count taken from the code where no source states it.

    A code object records the unified VGPR total (metadata `.vgpr_count`) and, with AGPRs,
    `accum_offset` (the arch VGPRs rounded up to 4), but not LLVM's `NumVgprs`, which is the
    highest VGPR the code uses plus one (AMDGPUResourceUsageAnalysis). That count is taken only
    where it agrees with what is recorded (rounded up to 4 it is accum_offset; without AGPRs it
    is the total); else `vgpr` stays unknown and occupancy uses the recorded bound."""
    if resources.vgpr is not None or resources.total_vgpr is None:
        return resources
    used = 1 + max(
        (
            op.register.last
            for ins in instructions
            for op in ins.operands
            if op.register is not None and op.register.kind is RegKind.VGPR
        ),
        default=-1,
    )
    if resources.agpr:
        rounded = -(-used // 4) * 4
        fits = resources.accum_offset == rounded and resources.total_vgpr == rounded + resources.agpr
    else:
        fits = used == resources.total_vgpr
    return replace(resources, vgpr=used) if fits else resources
