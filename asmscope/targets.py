"""Compilation targets as data: one frozen descriptor per target asmscope knows.

Nothing here imports triton; the compile stage turns a descriptor into a `GPUTarget`.
"""

from __future__ import annotations

from dataclasses import dataclass

from asmscope.errors import AsmscopeError


@dataclass(frozen=True, slots=True)
class Target:
    name: str  # what users type: "gfx950", "cuda:90"
    backend: str  # Triton backend name: "hip" or "cuda"
    arch: str | int  # GPUTarget.arch: "gfx950" or 90
    warp_size: int
    fp8: str  # Triton dtype name of the target's native E4M3 (what the `fp8` alias means)
    asm_key: str  # key of CompiledKernel.asm holding the assembly text
    lds_bytes: int  # LDS (shared memory) per workgroup
    description: str

    @property
    def is_amd(self) -> bool:
        return self.backend == "hip"


# amdgpu.md: gfx942 natively has the FNUZ fp8 variants, gfx950 the OCP ones; LDS is 64 KiB on
# gfx942 and 160 KiB on gfx950.
TARGETS: dict[str, Target] = {
    t.name: t
    for t in (
        Target("gfx942", "hip", "gfx942", 64, "fp8e4b8", "amdgcn", 65536, "AMD Instinct MI300X/MI325X (CDNA3)"),
        Target("gfx950", "hip", "gfx950", 64, "fp8e4nv", "amdgcn", 163840, "AMD Instinct MI350X/MI355X (CDNA4)"),
        Target("cuda:90", "cuda", 90, 32, "fp8e4nv", "ptx", 232448, "NVIDIA Hopper sm_90 (PTX only)"),
    )
}

DEFAULT_TARGETS: tuple[str, ...] = ("gfx942", "gfx950")


class UnknownTargetError(AsmscopeError, ValueError):
    pass


def get_target(name: str) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        known = ", ".join(TARGETS)
        raise UnknownTargetError(f"unknown target {name!r} (known: {known})") from None
