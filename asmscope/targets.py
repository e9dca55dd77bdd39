"""Targets as data: one frozen descriptor per target asmscope knows, the one home of every
target fact (LDS, register files, extra SGPRs, wave size, FP8 dtype; the MFMA table is looked
up by the target's name in `asmscope.isa.amdgcn.instructions.mfma_info`).

    lookup("gfx950").lds_bytes           # 163840
    lookup("gfx950").registers.extra_sgprs
    lookup("").is_known                  # False: an unknown target is a state of its own

Nothing here imports triton; the compile stage turns a descriptor into a `GPUTarget`.
"""

from __future__ import annotations

from dataclasses import dataclass

from asmscope.errors import AsmscopeError


@dataclass(frozen=True, slots=True)
class RegisterFile:
    """An AMD target's register files and wave slots, from LLVM's AMDGPUBaseInfo / GCNSubtarget
    (what the occupancy model and the resource reader need)."""

    total_vgprs: int = 512  # getTotalNumVGPRs: unified ArchVGPR+AccVGPR file on gfx90a+
    addressable_vgprs: int = 256  # each of ArchVGPR and AccVGPR
    vgpr_granule: int = 8  # getVGPRAllocGranule (gfx90a+)
    max_waves_per_eu: int = 8  # getMaxWavesPerEU: isGFX90A(*STI) -> 8
    eus_per_cu: int = 4  # getEUsPerCU: four SIMDs per CU on gfx9
    max_barriers_per_cu: int = 16  # getMaxWorkGroupsPerCU: MaxBarriers = 16 before gfx10
    max_flat_workgroup_size: int = 1024  # getMaxFlatWorkGroupSize (LLVM's default upper bound)
    # getNumExtraSGPRs: VCC + architected flat scratch on gfx940+ ("FeatureArchitectedFlatScratch
    # -> ExtraSGPRs = 6"): counted in `.sgpr_count` but not in `.amdhsa_next_free_sgpr`
    extra_sgprs: int = 6


@dataclass(frozen=True, slots=True)
class SmLimits:
    """An NVIDIA SM's resources and the allocation rules of the CUDA occupancy calculation
    (isa/sass/occupancy.py), per compute capability.

    Sources: CUDA C++ Programming Guide, "Compute Capabilities", table "Technical Specifications
    per Compute Capability" (blocks, warps, threads, registers and shared memory per SM and per
    block for 9.0 and 10.0); the same guide's "Shared Memory" section of compute capability 9.0/10.0
    (1 KB of shared memory reserved by the system per block; 228 KB per SM, 227 KB per block by
    opt-in); and the CUDA occupancy calculator (`cuda_occupancy.h`, shipped with the toolkit:
    register allocation unit 256 per warp, 4 sub-partitions, shared memory allocation unit 128).
    """

    max_blocks_per_sm: int = 32
    max_warps_per_sm: int = 64
    max_threads_per_block: int = 1024
    registers_per_sm: int = 65536  # 64K 32-bit registers
    registers_per_block: int = 65536
    max_registers_per_thread: int = 255
    register_granule: int = 256  # registers are allocated per warp, in units of 256
    sub_partitions: int = 4  # the register file is split among 4 warp schedulers
    shared_bytes_per_sm: int = 233472  # 228 KB
    shared_bytes_per_block: int = 232448  # 227 KB, the opt-in maximum (Triton's max_shared_mem)
    shared_reserved_per_block: int = 1024  # cudaDevAttrReservedSharedMemoryPerBlock
    shared_granule: int = 128


@dataclass(frozen=True, slots=True)
class Target:
    name: str  # what users type: "gfx950", "cuda:90"
    backend: str  # Triton backend name: "hip" or "cuda" ("" for an unknown target)
    arch: str | int  # GPUTarget.arch: "gfx950" or 90
    warp_size: int | None  # threads per wave (None: unknown)
    fp8: str  # Triton dtype name of the target's native E4M3 (what the `fp8` alias means)
    asm_key: str  # key of CompiledKernel.asm holding the assembly text
    lds_bytes: int | None  # LDS (shared memory) per workgroup, and per CU (getLocalMemorySize)
    description: str
    registers: RegisterFile | None = None  # AMD targets only
    sm: SmLimits | None = None  # NVIDIA targets only

    @property
    def is_amd(self) -> bool:
        return self.backend == "hip"

    @property
    def is_nvidia(self) -> bool:
        return self.backend == "cuda"

    @property
    def vendor(self) -> str:
        """ "amd", "nvidia", or "" for an unknown target."""
        return {"hip": "amd", "cuda": "nvidia"}.get(self.backend, "")

    @property
    def is_known(self) -> bool:
        return self.name in TARGETS


# amdgpu.md: gfx942 natively has the FNUZ fp8 variants, gfx950 the OCP ones; LDS is 64 KiB on
# gfx942 and 160 KiB on gfx950.
_CDNA = RegisterFile()
_SM = SmLimits()
TARGETS: dict[str, Target] = {
    t.name: t
    for t in (
        Target("gfx942", "hip", "gfx942", 64, "fp8e4b8", "amdgcn", 65536, "AMD Instinct MI300X/MI325X (CDNA3)", _CDNA),
        Target("gfx950", "hip", "gfx950", 64, "fp8e4nv", "amdgcn", 163840, "AMD Instinct MI350X/MI355X (CDNA4)", _CDNA),
        # Triton builds sm_90a / sm_100a (`sm_arch_from_capability`); the assembly is the cubin
        # ptxas made. Shared memory per block (opt-in): 227 KiB on both; compute capability 10.0
        # has the same per-SM limits as 9.0 (CUDA Programming Guide, "Technical Specifications
        # per Compute Capability").
        Target("cuda:90", "cuda", 90, 32, "fp8e4nv", "cubin", 232448, "NVIDIA Hopper sm_90a", sm=_SM),
        Target("cuda:100", "cuda", 100, 32, "fp8e4nv", "cubin", 232448, "NVIDIA Blackwell sm_100a", sm=_SM),
    )
}
AMD_TARGETS: tuple[str, ...] = tuple(t.name for t in TARGETS.values() if t.is_amd)
VENDORS: tuple[str, ...] = ("amd", "nvidia")
NVIDIA_TARGETS: tuple[str, ...] = tuple(t.name for t in TARGETS.values() if t.is_nvidia)

DEFAULT_TARGETS: tuple[str, ...] = ("gfx942", "gfx950")


def unknown_target(name: str = "") -> Target:
    """The descriptor of a target asmscope has no facts for (an asm file that names none, or
    one asmscope does not know): every fact is unknown, and `is_known` is False."""
    return Target(name, "", "", None, "", "", None, f"unknown target {name!r}" if name else "unknown target")


def lookup(name: str | None) -> Target:
    """The descriptor of `name`, or the unknown target's (never None, never a silent default)."""
    found = TARGETS.get(name or "")
    return found if found is not None else unknown_target(name or "")


class UnknownTargetError(AsmscopeError, ValueError):
    pass


def get_target(name: str) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        known = ", ".join(TARGETS)
        raise UnknownTargetError(f"unknown target {name!r} (known: {known})") from None
