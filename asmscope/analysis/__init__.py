"""Analysis of one parsed kernel: control flow, loops, instruction histograms, occupancy.

    analysis = analyze(kernel, module.target)
    analysis.hot_loop, analysis.occupancy.waves_per_simd, analysis.histogram["v_mfma_..."]

Everything is computed from the model alone (no re-parsing); KernelAnalysis is immutable
(its dict fields are fresh per call and meant to be read, not mutated).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from asmscope.analysis.cfg import build_cfg, llvm_loop_header_mismatches
from asmscope.isa.amdgcn import occupancy as _occupancy
from asmscope.isa.amdgcn.hazards import uses_agpr0
from asmscope.isa.amdgcn.occupancy import OccupancyReport
from asmscope.isa.sass.occupancy import SmOccupancy, blocks_per_sm
from asmscope.model import Category, ControlFlowGraph, Kernel, Loop, Resources
from asmscope.targets import lookup
from asmscope.variant import lds_bytes

__all__ = ["KernelAnalysis", "LoopStats", "OccupancyReport", "SmOccupancy", "analyze"]


@dataclass(frozen=True, slots=True)
class LoopStats:
    """One loop of the CFG with the instruction histogram of its body (nested loops included)."""

    loop: Loop
    label: str | None  # label of the header block (`.LBB0_5`)
    first_line: int  # asm line of the header's first instruction
    instructions: int
    histogram: dict[str, int]
    category_histogram: dict[Category, int]


@dataclass(frozen=True, slots=True)
class KernelAnalysis:
    kernel: Kernel
    target: str | None
    cfg: ControlFlowGraph
    histogram: dict[str, int]  # mnemonic -> count, most frequent first
    category_histogram: dict[Category, int]
    block_histograms: tuple[dict[str, int], ...]  # indexed by block id
    loops: tuple[LoopStats, ...]  # in the order of cfg.loops
    occupancy: OccupancyReport | None  # None without register counts or for an unknown target
    hot_loop: LoopStats | None  # the innermost loop with the most instructions
    notes: tuple[str, ...]  # unresolved branch targets, disagreements with LLVM's own comments
    # NVIDIA: blocks per SM (None on AMD, and where the registers or the block size are unknown)
    sm_occupancy: SmOccupancy | None = None
    features: tuple[str, ...] = ()  # the module's target-ID features (Module.features)
    # AMD: the kernel reads or writes a0 (or calls), so LLVM's soft-clause look-back is 19, not 5
    uses_agpr0: bool = False
    # the innermost loops where the kernel works: those with no working loop nested in them (a
    # SASS mbarrier try-wait's retry loop inside a K loop leaves the K loop innermost)
    innermost_loops: tuple[Loop, ...] = ()


def _histogram(mnemonics: list[str]) -> dict[str, int]:
    return dict(Counter(mnemonics).most_common())


_WORK = frozenset(
    (
        Category.MFMA,
        Category.VMEM_BUFFER,
        Category.VMEM_GLOBAL,
        Category.LDS,
        Category.TENSOR_CORE,
        Category.GLOBAL_MEMORY,
        Category.SHARED_MEMORY,
        Category.LOCAL_MEMORY,
        Category.TMA,
    )
)


def _waits_only(stats: LoopStats) -> bool:
    """A loop that synchronises (SASS sync instructions) and moves or computes nothing."""
    cats = stats.category_histogram
    return Category.SYNC in cats and not any(c in _WORK for c in cats)


def analyze(
    kernel: Kernel, target: str | None, dynamic_lds_bytes: int = 0, features: tuple[str, ...] = ()
) -> KernelAnalysis:
    """Analyse one kernel. `dynamic_lds_bytes` is LDS allocated at launch (Triton's
    `metadata.shared` on AMD): it is not in the assembly, and LLVM's `; Occupancy:` ignores it,
    but it limits the occupancy the kernel really gets. `features`: its module's target-ID
    features (Module.features), which the rules read as `xnack`.
    """
    cfg, notes = build_cfg(kernel)
    instructions = kernel.instructions
    mnemonics = [ins.mnemonic for ins in instructions]
    categories = [ins.category for ins in instructions]
    block_histograms = tuple(_histogram(mnemonics[b.start : b.end]) for b in cfg.blocks)
    loops = []
    for loop in cfg.loops:
        body = cfg.loop_instructions(loop)
        header = cfg.blocks[loop.header]
        loops.append(
            LoopStats(
                loop=loop,
                label=header.label,
                first_line=instructions[header.start].line if header.end > header.start else 0,
                instructions=len(body),
                histogram=_histogram([mnemonics[i] for i in body]),
                category_histogram=dict(Counter(categories[i] for i in body).most_common()),
            )
        )
    innermost = working_innermost(loops)
    hot = max(innermost, key=lambda s: (s.instructions, -s.loop.header)) if innermost else None

    resources = kernel.resources
    if dynamic_lds_bytes:
        resources = replace(resources, lds_bytes=lds_bytes(resources.lds_bytes, dynamic_lds_bytes))
    report = _occupancy.report(resources, target)
    extra = list(notes) + list(llvm_loop_header_mismatches(kernel, cfg))
    if report is not None and not dynamic_lds_bytes and report.agrees_with_llvm is False:
        extra.append(
            f"computed occupancy {report.waves_per_simd} differs from LLVM's ; Occupancy: {report.llvm_occupancy}"
        )
    sm_report = _sm_occupancy(kernel.resources, target, dynamic_lds_bytes, extra)
    histogram = _histogram(mnemonics)
    return KernelAnalysis(
        kernel=kernel,
        target=target,
        cfg=cfg,
        histogram=histogram,
        category_histogram=dict(Counter(categories).most_common()),
        block_histograms=block_histograms,
        loops=tuple(loops),
        occupancy=report,
        hot_loop=hot,
        notes=tuple(extra),
        sm_occupancy=sm_report,
        features=features,
        uses_agpr0=uses_agpr0(instructions, histogram),
        innermost_loops=tuple(s.loop for s in innermost),
    )


def working_innermost(loops: list[LoopStats]) -> list[LoopStats]:
    """The loops where the kernel works with no such loop nested in them. SASS waits in loops of
    their own (an mbarrier try-wait and its branch, a tensor memory allocation retry): they are
    not where the kernel works, so they do not make the loop around them an outer one."""
    working = [s for s in loops if not _waits_only(s)]
    return [s for s in working if not any(o is not s and o.loop.blocks < s.loop.blocks for o in working)]


def _sm_occupancy(resources: Resources, target: str | None, dynamic_bytes: int, notes: list[str]) -> SmOccupancy | None:
    """Blocks per SM of an NVIDIA kernel: its static shared memory plus the launch's dynamic
    shared memory (given, or Triton's metadata beside a cubin)."""
    sm = lookup(target).sm
    if sm is None or resources.registers is None:
        return None
    if not resources.max_flat_workgroup_size:
        notes.append("block size unknown (no EIATTR_REQNTID and no Triton metadata): no occupancy")
        return None
    dynamic = dynamic_bytes or resources.launch_shared_bytes or 0
    shared = (resources.lds_bytes or 0) + dynamic
    return blocks_per_sm(resources.registers, resources.max_flat_workgroup_size, shared, sm)
