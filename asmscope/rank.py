"""A static estimate of a compiled variant's run time, to rank the configs of an autotune list
(`asmscope rank`) from the code the compiler emitted, without a GPU.

    program_work(analysis, variant, trips) -> Work        what one program does, read off its code
    estimate(work, hardware, programs)     -> Estimate    microseconds, the bound, the figures

The model (docs/rank.md) is a roofline per SM with Little's law for latency:

* one program's work is counted from its instructions: tensor-core flops (from each MMA's shape),
  bytes moved through global, shared and local (spill) memory (each access's width x the threads
  of the program), and warp instructions issued; the hot loop's counts are multiplied by the
  loop's trip count (from the spec's `trips`), the rest counted once;
* the programs of the grid run in waves of `blocks per SM x SMs` (the occupancy the code allows);
* a wave takes the longest of: its SM's tensor-core time, its issue time (4 warp instructions a
  cycle), its shared-memory time, and the memory latency its loop cannot hide (latency / the loads
  in flight, which the code's asynchronous copies and `num_stages` set);
* the kernel takes the longest of its waves and its bytes over the memory system's bandwidth
  (L2 for everything the code loads, HBM for the footprint of the spec's sized tensors).

Every figure of the hardware table is a published peak (sources in docs/rank.md); the model is
for ranking configs against each other, not for predicting microseconds to the percent.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from asmscope.analysis import KernelAnalysis
from asmscope.findings import VariantKey
from asmscope.model import Category, Instruction

# ----------------------------------------------------------------------------------------------
# Hardware facts per device (docs/rank.md cites each)
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Hardware:
    name: str
    sms: int  # SMs (NVIDIA) or CUs (AMD)
    clock_ghz: float  # boost clock the peak rates are quoted at
    tc_tflops: dict[str, float]  # dense tensor-core peak by operand kind: "16" (fp16/bf16), "8" (fp8), "tf32"
    hbm_tbs: float  # HBM bandwidth
    l2_tbs: float  # L2 to SM bandwidth (all SMs)
    mem_latency_ns: float  # a global load that misses L1, issue to use
    issue_per_cycle: int  # warp (wave) instructions an SM (CU) issues per cycle
    smem_bytes_per_cycle: int  # shared memory (LDS) bandwidth per SM (CU)
    # the fraction of the tensor-core peak a synchronous MMA reaches where the target has an
    # asynchronous one (Hopper's HMMA against its warpgroup MMA); 1.0 where there is only one kind
    sync_mma_fraction: float = 1.0

    def tc_flops_per_cycle(self, kind: str) -> float:
        """Tensor-core flops one SM (CU) does per cycle for operands of `kind`."""
        peak = self.tc_tflops.get(kind, self.tc_tflops["16"])
        return peak * 1e12 / (self.sms * self.clock_ghz * 1e9)


HARDWARE: dict[str, Hardware] = {
    "h100": Hardware(
        "NVIDIA H100 SXM5", 132, 1.83, {"16": 989.4, "8": 1978.9, "tf32": 494.7}, 3.35, 9.1, 600, 4, 128, 0.5
    ),
    "h200": Hardware(
        "NVIDIA H200 SXM", 132, 1.83, {"16": 989.4, "8": 1978.9, "tf32": 494.7}, 4.8, 9.1, 600, 4, 128, 0.5
    ),
    "b200": Hardware(
        "NVIDIA B200", 148, 1.965, {"16": 2250.0, "8": 4500.0, "tf32": 1100.0}, 8.0, 12.0, 650, 4, 128, 0.5
    ),
    "mi300x": Hardware(
        "AMD Instinct MI300X", 304, 2.1, {"16": 1307.4, "8": 2614.9, "tf32": 653.7}, 5.3, 14.7, 700, 4, 128
    ),
    "mi355x": Hardware(
        "AMD Instinct MI355X", 256, 2.4, {"16": 2516.6, "8": 5033.2, "tf32": 1258.3}, 8.0, 14.7, 700, 4, 160
    ),
}
# the device a target is estimated for unless `--device` says otherwise
# The terms of a wave, and of the kernel, overlap imperfectly: a wave takes its longest term plus
# this fraction of the others (0: a perfect roofline, 1: nothing overlaps). docs/rank.md gives the
# ranking's figures for 0, 0.25 and 0.5; 0.25 is the model's.
OVERLAP = 0.25
DEFAULT_DEVICE = {"cuda:90": "h100", "cuda:100": "b200", "gfx942": "mi300x", "gfx950": "mi355x"}

# ----------------------------------------------------------------------------------------------
# What one program does, from its code
# ----------------------------------------------------------------------------------------------


@dataclass(slots=True)
class Counts:
    """One pass over some instructions, per program (all its warps): flops by operand kind, bytes by
    memory, warp instructions issued, and which kinds of instruction were seen."""

    flops: dict[str, float] = field(default_factory=dict)
    global_bytes: float = 0.0
    shared_bytes: float = 0.0
    local_bytes: float = 0.0
    issued: float = 0.0
    sync_mma: int = 0  # synchronous tensor-core ops (HMMA on a target with warpgroup MMA)
    async_copies: int = 0  # LDGSTS, TMA, LDS-DMA: loads that run ahead of their use
    async_bytes: float = 0.0  # the global bytes of those copies

    def add(self, other: Counts, times: float) -> None:
        for k, v in other.flops.items():
            self.flops[k] = self.flops.get(k, 0.0) + v * times
        self.global_bytes += other.global_bytes * times
        self.shared_bytes += other.shared_bytes * times
        self.local_bytes += other.local_bytes * times
        self.issued += other.issued * times
        self.sync_mma += other.sync_mma
        self.async_copies += other.async_copies
        self.async_bytes += other.async_bytes * times


@dataclass(frozen=True, slots=True)
class Work:
    """One program's work (hot loop x trips + the rest), and what shapes how it overlaps."""

    total: Counts
    loop: Counts | None  # one iteration of the hot loop, or None (no loop)
    trips: float
    warps: int
    stages: int  # the config's num_stages (1 where it has none)
    blocks_per_sm: int | None  # the occupancy the code allows; None where unknown
    notes: tuple[str, ...] = ()  # what the code did that the estimate charges (spills, C7515, ...)


_NV_MMA_SHAPE = re.compile(r"(\d+)x(\d+)x(\d+)")
_HMMA_SHAPES = {"16816": (16, 8, 16), "1688": (16, 8, 8), "884": (8, 8, 4), "16832": (16, 8, 32), "16864": (16, 8, 64)}
_AMD_MFMA = re.compile(r"_(\d+)x(\d+)x(\d+)(?:_?(\d+)b)?")
_AMD_WIDTH = (("dwordx4", 16), ("dwordx3", 12), ("dwordx2", 8), ("b128", 16), ("b96", 12), ("b64", 8),
              ("dword", 4), ("b32", 4), ("short", 2), ("b16", 2), ("u16", 2), ("i16", 2), ("byte", 1), ("b8", 1),
              ("u8", 1), ("i8", 1))


# the SASS memory opcodes that move data (LDGDEPBAR, barriers and the like move none)
_NV_DATA = frozenset(("LDG", "STG", "LDGSTS", "ATOMG", "RED", "LDS", "STS", "LDSM", "STSM", "ATOMS", "LDL", "STL"))


def _width(modifiers: tuple[str, ...]) -> int:
    """Bytes per thread of a SASS memory access: .U8/.S8 1, .U16/.S16 2, .64 8, .128 16, else 4."""
    for mod in modifiers:
        if mod in ("U8", "S8"):
            return 1
        if mod in ("U16", "S16"):
            return 2
        if mod == "64":
            return 8
        if mod == "128":
            return 16
    return 4


def _operand_kind(parts: tuple[str, ...]) -> str:
    text = ".".join(parts).upper()
    if "E4M3" in text or "E5M2" in text or "FP8" in text or "F8" in text:
        return "8"
    if "TF32" in text or "F32F32" in text:
        return "tf32"
    return "16"


def _nvidia(ins: Instruction, threads: int, warps: int, c: Counts) -> None:
    mods = tuple(ins.mnemonic.split(".")[1:]) + tuple(m.name for m in ins.modifiers)
    base = ins.base
    if ins.category is Category.TENSOR_CORE:
        shape = next((_NV_MMA_SHAPE.search(m) for m in mods if _NV_MMA_SHAPE.search(m)), None)
        kind = "8" if base == "QGMMA" else ("16" if base in ("HGMMA", "HMMA") else _operand_kind(mods))
        if base in ("HGMMA", "QGMMA", "IGMMA", "BGMMA") and shape:  # one MMA per warpgroup of 4 warps
            m, n, k = map(int, shape.groups())
            flops = 2.0 * m * n * k * max(1, warps // 4)
        elif base == "HMMA":
            m, n, k = next((_HMMA_SHAPES[x] for x in mods if x in _HMMA_SHAPES), (16, 8, 16))
            if any(x in ("F32.TF32", "TF32") for x in mods):
                kind = "tf32"
            flops = 2.0 * m * n * k * warps
            c.sync_mma += 1
        elif shape:  # Blackwell tcgen05 (UTC*MMA): one per CTA
            m, n, k = map(int, shape.groups())
            flops = 2.0 * m * n * k
        else:
            flops = 0.0
        c.flops[kind] = c.flops.get(kind, 0.0) + flops
    elif ins.category is Category.GLOBAL_MEMORY and base in _NV_DATA:
        c.global_bytes += _width(mods) * threads
        if base == "LDGSTS":
            c.shared_bytes += _width(mods) * threads
            c.async_copies += 1
            c.async_bytes += _width(mods) * threads
    elif ins.category is Category.SHARED_MEMORY and base in _NV_DATA:
        # LDSM/STSM move 8x8 matrices of 16-bit values: .4 is four (16 bytes a thread), .2 two, else one
        per_thread = {"4": 16, "2": 8}.get(mods[-1] if mods else "", 4) if base in ("LDSM", "STSM") else _width(mods)
        c.shared_bytes += per_thread * threads
    elif ins.category is Category.LOCAL_MEMORY:
        c.local_bytes += _width(mods) * threads
    elif ins.category is Category.TMA:
        c.async_copies += 1


def _amd(ins: Instruction, threads: int, wave: int, c: Counts) -> None:
    name = ins.base
    if ins.category is Category.MFMA:
        found = _AMD_MFMA.search(name)
        if found:
            m, n, k = int(found[1]), int(found[2]), int(found[3])
            blocks = int(found[4]) if found[4] else 1
            kind = "8" if ("fp8" in name or "bf8" in name or "i8" in name) else ("tf32" if "xf32" in name else "16")
            c.flops[kind] = c.flops.get(kind, 0.0) + 2.0 * m * n * k * blocks * max(1, threads // wave)
    elif ins.category.is_vmem or ins.category is Category.LDS:
        width = next((b for s, b in _AMD_WIDTH if s in name), 4)
        if ins.category is Category.LDS:
            c.shared_bytes += width * threads
        elif "scratch" in name:
            c.local_bytes += width * threads
        else:
            c.global_bytes += width * threads
            if ins.has_flag("lds"):
                c.async_copies += 1


def _count(analysis: KernelAnalysis, indices: list[int] | range, warps: int, amd: bool) -> Counts:
    wave = 64 if amd else 32
    threads = warps * wave
    c = Counts()
    instructions = analysis.kernel.instructions
    for i in indices:
        ins = instructions[i]
        if ins.category in (Category.NOP, Category.END):
            continue
        c.issued += warps
        (_amd if amd else _nvidia)(ins, threads, wave if amd else warps, c)
    return c


def program_work(
    analysis: KernelAnalysis,
    warps: int,
    stages: int,
    trips: float,
    blocks_per_sm: int | None,
    ptxas_log: str | None = None,
) -> Work:
    """What one program of `warps` warps does, with its hot loop run `trips` times."""
    amd = not (analysis.target or "").startswith("cuda:")
    every = range(len(analysis.kernel.instructions))
    hot = analysis.hot_loop
    notes: list[str] = []
    if hot is None:
        total = _count(analysis, every, warps, amd)
        loop = None
    else:
        inside = analysis.cfg.loop_instructions(hot.loop)
        loop = _count(analysis, inside, warps, amd)
        outside = set(every) - set(inside)
        total = _count(analysis, sorted(outside), warps, amd)
        prologue = total.async_bytes
        total.add(loop, trips)
        if loop.async_copies and prologue:
            # a pipelined loop: the prologue's copies are the first stages' loads, which the
            # loop's last iterations do not repeat (their copies are predicated off)
            total.global_bytes -= prologue
            total.shared_bytes -= prologue
    if total.local_bytes:
        notes.append(f"{_bytes(total.local_bytes)} of spill traffic per program")
    if ptxas_log and "C7515" in ptxas_log:
        notes.append("ptxas serialised the warpgroup MMAs (C7515)")
    return Work(total, loop, trips, warps, max(1, stages), blocks_per_sm, tuple(notes))


# ----------------------------------------------------------------------------------------------
# The estimate
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Estimate:
    us: float
    bound: str  # "tensor cores", "issue", "shared memory", "latency", "L2 bandwidth", "HBM bandwidth"
    waves: int
    blocks_per_sm: int
    figures: dict[str, float]  # each term in microseconds, and the counts behind them
    why: str
    inputs: dict[str, object] = field(default_factory=dict)  # what was estimated from (work_to_dict)


def work_to_dict(work: Work, programs: int, footprint_bytes: float | None) -> dict[str, object]:
    """The estimate's inputs as data (`-f json`'s `inputs`): estimate(*work_from_dict(d)) gives it again."""
    def counts(c: Counts | None) -> dict[str, object] | None:
        return None if c is None else {
            "flops": dict(c.flops), "global_bytes": c.global_bytes, "shared_bytes": c.shared_bytes,
            "local_bytes": c.local_bytes, "issued": c.issued, "sync_mma": c.sync_mma, "async_copies": c.async_copies,
            "async_bytes": c.async_bytes,
        }
    return {"total": counts(work.total), "loop": counts(work.loop), "trips": work.trips, "warps": work.warps,
            "stages": work.stages, "blocks_per_sm": work.blocks_per_sm, "notes": list(work.notes),
            "programs": programs, "footprint_bytes": footprint_bytes}


def work_from_dict(d: dict) -> tuple[Work, int, float | None]:  # type: ignore[type-arg]
    def counts(c: dict | None) -> Counts | None:  # type: ignore[type-arg]
        return None if c is None else Counts(**c)
    work = Work(counts(d["total"]), counts(d["loop"]), d["trips"], d["warps"], d["stages"], d["blocks_per_sm"],
                tuple(d["notes"]))  # type: ignore[arg-type]
    return work, d["programs"], d["footprint_bytes"]


def _overlapped(terms, overlap: float) -> float:  # type: ignore[no-untyped-def]
    """The longest term plus `overlap` of the rest."""
    values = list(terms)
    top = max(values)
    return top + overlap * (sum(values) - top)


def estimate(
    work: Work, hw: Hardware, programs: int, footprint_bytes: float | None = None, overlap: float = OVERLAP
) -> Estimate:
    """The run time of `programs` programs of `work` on `hw`, and what bounds it."""
    cycle_us = 1e-3 / hw.clock_ghz
    resident = max(1, work.blocks_per_sm or 1)
    per_sm = max(1, min(resident, math.ceil(programs / hw.sms)))  # programs an SM runs at once
    waves = max(1, math.ceil(programs / (hw.sms * resident)))
    t = work.total
    mma_fraction = hw.sync_mma_fraction if t.sync_mma else 1.0
    if any("C7515" in n for n in work.notes):
        mma_fraction = min(mma_fraction, 0.5)
    tc_cycles = sum(f / (hw.tc_flops_per_cycle(kind) * mma_fraction) for kind, f in t.flops.items())
    issue_cycles = t.issued / hw.issue_per_cycle
    smem_cycles = t.shared_bytes / hw.smem_bytes_per_cycle
    # Little's law: a loop iteration waits one memory latency for what it loads, less what the
    # asynchronous copies of the stages before it have in flight; spills reload at L1/L2 latency
    latency_us = hw.mem_latency_ns * 1e-3
    depth = (work.stages - 1 if work.stages > 1 else 1) if (t.async_copies and work.loop is not None) else 1
    iterations = work.trips if work.loop is not None else 1.0
    lat_wave = latency_us * (iterations / depth + 1)
    terms_wave = {
        "tensor cores": per_sm * tc_cycles * cycle_us,
        "issue": per_sm * issue_cycles * cycle_us,
        "shared memory": per_sm * smem_cycles * cycle_us,
        "latency": lat_wave,
    }
    wave_bound = max(terms_wave, key=terms_wave.get)  # type: ignore[arg-type]
    waves_us = waves * _overlapped(terms_wave.values(), overlap)
    # fewer programs than SMs leave SMs idle: the memory system serves the busy ones only
    busy = min(1.0, programs / hw.sms)
    moved = programs * (t.global_bytes + t.local_bytes)
    terms_kernel = {"L2 bandwidth": moved / (hw.l2_tbs * 1e6 * busy)}
    if footprint_bytes:
        terms_kernel["HBM bandwidth"] = footprint_bytes / (hw.hbm_tbs * 1e6 * busy)
    kernel_bound = max(terms_kernel, key=terms_kernel.get)  # type: ignore[arg-type]
    kernel_us = _overlapped(terms_kernel.values(), overlap)
    if kernel_us > waves_us:
        bound = kernel_bound
    else:
        bound = wave_bound
    us = _overlapped((waves_us, kernel_us), overlap)
    figures = {
        **{f"{k} us/wave": round(v, 3) for k, v in terms_wave.items()},
        **{f"{k} us": round(v, 3) for k, v in terms_kernel.items()},
        "programs": programs,
        "waves": waves,
        "blocks per SM": resident,
        "tensor flops per program": t.flops and round(sum(t.flops.values())),
        "global bytes per program": round(t.global_bytes),
        "spill bytes per program": round(t.local_bytes),
        "loads in flight (stages)": depth,
    }
    why = f"{bound}-bound: {programs} programs in {waves} wave{'s' if waves != 1 else ''} of {resident}/SM"
    if work.notes:
        why += "; " + "; ".join(work.notes)
    return Estimate(us, bound, waves, resident, figures, why, work_to_dict(work, programs, footprint_bytes))


def _bytes(n: float) -> str:
    return f"{n / 1024:.0f} KiB" if n >= 1024 else f"{n:.0f} B"


# ----------------------------------------------------------------------------------------------
# Rankings (what `asmscope rank` reports)
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ranked:
    key: VariantKey
    config: tuple[tuple[str, object], ...]
    estimate: Estimate | None  # None: cannot launch
    reason: str = ""  # why not estimated


@dataclass(frozen=True, slots=True)
class Ranking:
    kernel: str
    target: str
    shape: str
    device: str
    entries: tuple[Ranked, ...]  # best first; what cannot launch last
