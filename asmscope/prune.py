"""Static autotune pruning: which configs of each kernel and target the autotuner need not try.

    pruning = prune_space(planned, compiled, summaries, errors)
    pruning.kernels[0].drops        # safe drops: cannot change the autotuner's winner
    pruning.kernels[0].heuristic    # opt-in drops, labelled as heuristics
    list_facts(pruning)             # what `check`'s rule on the waste (AS023) reads, per kernel

Triton's autotuner compiles and benchmarks every entry of its config list and keeps the fastest.
Three kinds of entry cannot be that winner, or can only tie with a config that stays:
- an exact duplicate: the autotuner measures the same config again (`autotune_copies` > 1);
- a config that cannot launch: its LDS / shared memory is over the target's limit, so Triton
  raises OutOfResources at launch and the autotuner scores it infinitely slow;
- a config whose code is byte-identical to an earlier kept config on every shape of the spec,
  with the same LDS at launch and the same constexprs (so the same grid): the same kernel
  launched the same way, a twin whose timing differs only by noise.
A config is dropped only when the reason holds on every shape the spec lists for the kernel,
since a generated pruner cannot tell the shapes apart at run time. The heuristics (spills, an
occupancy floor) can change the winner: spilling configs sometimes win, so they are only
reported unless asked for.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from asmscope.findings import ConfigItems, VariantError, VariantKey, VariantSummary, format_config
from asmscope.targets import lookup
from asmscope.variant import Variant

# Compile options: they may change the code but never the grid, which Triton computes from the
# constexprs (a grid function sees the config's kwargs). Two configs that differ only here and
# compile to the same code are the same launch.
LAUNCH_OPTIONS = frozenset(
    {
        "num_warps",
        "num_stages",
        "num_ctas",
        "maxnreg",
        "kpack",
        "matrix_instr_nonkdim",
        "waves_per_eu",
        "schedule_hint",
        "enable_fp_fusion",
        "instruction_sched_variant",
    }
)
# What one autotune benchmark of a config costs by Triton's defaults (triton.testing.do_bench:
# warmup=25 ms, rep=100 ms), per config and autotune key: the estimate of time saved per drop.
BENCH_SECONDS_PER_CONFIG = 0.125

SAFE_REASONS = ("duplicate", "cannot-launch", "identical-code")
HEURISTIC_REASONS = ("spills", "low-occupancy")
RANKED_REASON = "ranked-out"  # --keep-top N: outside the static top N (asmscope.rank) on every shape


@dataclass(frozen=True, slots=True)
class Drop:
    config: ConfigItems
    reason: str  # one of SAFE_REASONS or HEURISTIC_REASONS
    detail: str  # the evidence, in words
    entries: int  # autotune-list entries the drop removes (a duplicate: the extra copies)
    twin: ConfigItems = ()  # identical-code: the kept config with the same code
    compile_seconds: float = 0.0  # the cache's recorded compile time of the dropped variants

    @property
    def heuristic(self) -> bool:
        return self.reason in HEURISTIC_REASONS


@dataclass(frozen=True, slots=True)
class KernelPruning:
    kernel: str
    target: str
    shapes: tuple[str, ...]
    listed: int  # entries of the autotune list, duplicates included
    keep: tuple[ConfigItems, ...]  # distinct configs kept by the safe drops, in list order
    drops: tuple[Drop, ...]
    heuristic: tuple[Drop, ...] = ()
    # why nothing was judged (a variant failed to compile): empty when judged
    not_judged: str = ""
    # --keep-top N: kept configs outside the static top N on every shape (asmscope.rank's
    # estimate can be wrong, so these are asked for, never implied)
    ranked: tuple[Drop, ...] = ()

    @property
    def entries_dropped(self) -> int:
        return sum(d.entries for d in self.drops)

    @property
    def compile_seconds_saved(self) -> float:
        return sum(d.compile_seconds for d in self.drops)

    @property
    def drops_by_reason(self) -> str:
        """ "6 duplicate, 2 cannot-launch": the entries dropped, by reason, in the order met."""
        counts: dict[str, int] = {}
        for d in self.drops:
            counts[d.reason] = counts.get(d.reason, 0) + d.entries
        return ", ".join(f"{n} {reason}" for reason, n in counts.items())

    @property
    def bench_seconds_saved(self) -> float:
        """Estimate: one benchmark per dropped entry and shape (autotune key). A config that
        cannot launch fails at once, so only duplicates and twins count."""
        benchmarked = sum(d.entries for d in self.drops if d.reason != "cannot-launch")
        return benchmarked * len(self.shapes) * BENCH_SECONDS_PER_CONFIG


@dataclass(frozen=True, slots=True)
class Pruning:
    kernels: tuple[KernelPruning, ...]
    errors: tuple[VariantError, ...] = ()  # variants that could not be judged
    keep_top: int | None = None  # --keep-top N (KernelPruning.ranked), None when not asked


def prune_space(
    planned: Sequence[tuple[VariantKey, int]],
    compiled: Sequence[Variant],
    summaries: Sequence[VariantSummary],
    errors: Sequence[VariantError] = (),
    occupancy_floor: int | None = None,
    estimates: Mapping[VariantKey, float] | None = None,
    keep_top: int | None = None,
) -> Pruning:
    """The pruning of every (kernel, target) in `planned`: each planned variant's key and how
    many times its config is in the kernel's autotune list (the plan's `autotune_copies`).
    With `keep_top` N, the configs left after the safe drops that are outside the N best by
    `estimates` (each variant's estimated run time, asmscope.rank) on every shape are ranked out."""
    by_key = {v.key: v for v in compiled}
    summary_of = {s.key: s for s in summaries}
    failed = {e.variant: e for e in errors}
    # the compile times the variants carry from their cache records
    seconds = {v.key: v.compile_seconds for v in compiled if v.compile_seconds is not None}
    groups: dict[tuple[str, str], list[tuple[VariantKey, int]]] = {}
    for key, copies in planned:
        groups.setdefault((key.kernel, key.target), []).append((key, copies))
    kernels = []
    for (kernel, target), members in groups.items():
        judged = _prune_kernel(kernel, target, members, by_key, summary_of, failed, seconds, occupancy_floor)
        if keep_top is not None and not judged.not_judged:
            judged = replace(judged, ranked=_ranked_out(judged, members, estimates or {}, keep_top, seconds))
        kernels.append(judged)
    return Pruning(tuple(kernels), tuple(errors), keep_top)


def _ranked_out(
    k: KernelPruning,
    members: Sequence[tuple[VariantKey, int]],
    estimates: Mapping[VariantKey, float],
    n: int,
    seconds: Mapping[VariantKey, float],
) -> tuple[Drop, ...]:
    """The kept configs that are not among the `n` fastest kept ones by estimate on any shape.
    A config with no estimate on some shape is kept: nothing says it loses there."""
    kept = set(k.keep)
    cells = {(key.config, key.shape): key for key, _ in members if key.config in kept}
    best: dict[ConfigItems, int] = {}
    for shape in k.shapes:
        here = [c for c in k.keep if (c, shape) in cells]
        order = sorted(here, key=lambda c: estimates.get(cells[(c, shape)], math.inf))
        for position, c in enumerate(order, 1):
            if cells[(c, shape)] not in estimates:
                position = 0  # no estimate: always kept
            best[c] = min(best.get(c, position), position)
    drops = []
    for c in k.keep:
        if best.get(c, 0) > n:
            keys = [cells[(c, s)] for s in k.shapes if (c, s) in cells]
            shapes = f"{len(k.shapes)} shapes" if len(k.shapes) != 1 else "1 shape"
            drops.append(
                Drop(c, RANKED_REASON, f"static rank {best[c]} of {len(k.keep)} at best over {shapes} (--keep-top {n})",
                     1, (), round(sum(seconds.get(key, 0.0) for key in keys), 3))
            )
    return tuple(drops)


def _prune_kernel(
    kernel: str,
    target: str,
    members: list[tuple[VariantKey, int]],
    by_key: Mapping[VariantKey, Variant],
    summary_of: Mapping[VariantKey, VariantSummary],
    failed: Mapping[VariantKey, VariantError],
    seconds: Mapping[VariantKey, float],
    occupancy_floor: int | None,
) -> KernelPruning:
    configs: list[ConfigItems] = []
    copies: dict[ConfigItems, int] = {}
    shapes: list[str] = []
    cell: dict[tuple[ConfigItems, str], VariantKey] = {}
    for key, n in members:
        if key.config not in copies:
            configs.append(key.config)
        copies[key.config] = max(copies.get(key.config, 1), n)
        if key.shape not in shapes:
            shapes.append(key.shape)
        cell[(key.config, key.shape)] = key
    listed = sum(copies[c] for c in configs)
    broken = [k for k, _ in members if k in failed or k not in by_key or k not in summary_of]
    if broken:
        why = failed[broken[0]].message if broken[0] in failed else "not compiled"
        return KernelPruning(
            kernel,
            target,
            tuple(shapes),
            listed,
            tuple(configs),
            (),
            not_judged=f"{len(broken)} of its variants could not be judged ({broken[0]}: {why})",
        )

    def keys(config: ConfigItems) -> list[VariantKey]:
        return [cell[(config, s)] for s in shapes if (config, s) in cell]

    def cost(config: ConfigItems) -> float:
        return round(sum(seconds.get(k, 0.0) for k in keys(config)), 3)

    limit = lookup(target).lds_bytes
    memory = "shared memory" if lookup(target).is_nvidia else "LDS"  # the target's own word for it
    drops: list[Drop] = []
    kept: list[ConfigItems] = []
    for config in configs:
        if copies[config] > 1:
            drops.append(Drop(config, "duplicate", f"listed {copies[config]} times", copies[config] - 1, config))
        lds = [summary_of[k].metric("lds_bytes") for k in keys(config)]
        if limit is not None and lds and all(v is not None and v > limit for v in lds):
            needed = max(v or 0 for v in lds)
            drops.append(
                Drop(config, "cannot-launch", f"needs {needed} bytes of {memory}; {target} has {limit}", 1, (),
                     cost(config))
            )
            continue
        twin = next((k for k in kept if _same_launch(k, config, keys(k), keys(config), by_key)), None)
        if twin is not None:
            drops.append(
                Drop(
                    config,
                    "identical-code",
                    f"byte-identical code and launch to {{{format_config(twin)}}}",
                    1,
                    twin,
                    cost(config),
                )
            )
            continue
        kept.append(config)
    if not kept:  # every config cannot launch: Triton fails either way; the list is left whole
        kept, drops = list(configs), []
    heuristic = _heuristic_drops(kept, keys, summary_of, occupancy_floor, cost, lookup(target).is_nvidia)
    return KernelPruning(kernel, target, tuple(shapes), listed, tuple(kept), tuple(drops), tuple(heuristic))


def _same_launch(
    kept: ConfigItems,
    config: ConfigItems,
    kept_keys: list[VariantKey],
    config_keys: list[VariantKey],
    by_key: Mapping[VariantKey, Variant],
) -> bool:
    """Byte-identical code with the same LDS at launch on every shape, and the same constexprs."""
    if _constexprs(kept) != _constexprs(config) or len(kept_keys) != len(config_keys):
        return False
    for a, b in zip(kept_keys, config_keys, strict=True):
        va, vb = by_key[a], by_key[b]
        if va.asm_sha256 != vb.asm_sha256 or va.launch_lds_bytes != vb.launch_lds_bytes:
            return False
    return True


def _constexprs(config: ConfigItems) -> ConfigItems:
    return tuple((k, v) for k, v in config if k not in LAUNCH_OPTIONS)


def _heuristic_drops(
    kept: Sequence[ConfigItems],
    keys: Callable[[ConfigItems], list[VariantKey]],
    summary_of: Mapping[VariantKey, VariantSummary],
    occupancy_floor: int | None,
    cost: Callable[[ConfigItems], float],
    nvidia: bool = False,
) -> list[Drop]:
    """Kept configs that spill or fall under the occupancy floor: opt-in, since such a config can
    still be the fastest (pytorch#119634: spilling configs sometimes win)."""
    out: list[Drop] = []
    for config in kept:
        summaries = [summary_of[k] for k in keys(config)]
        spilled = max((s.metric("vgpr_spill") or 0) + (s.metric("sgpr_spill") or 0) for s in summaries)
        scratch = max(s.metric("scratch_bytes") or 0 for s in summaries)
        occupancy = min((s.metric("occupancy") for s in summaries if s.metric("occupancy") is not None), default=None)
        if spilled or scratch:
            # NVIDIA: ptxas spills to the stack frame in local memory, counted in bytes, not registers
            why = f"{spilled} registers spilled, {scratch} bytes of scratch"
            if nvidia:
                why = f"{scratch} bytes of stack frame"
            out.append(Drop(config, "spills", why, 1, (), cost(config)))
        elif occupancy_floor is not None and occupancy is not None and occupancy < occupancy_floor:
            out.append(
                Drop(
                    config,
                    "low-occupancy",
                    f"occupancy {occupancy} below the floor {occupancy_floor}",
                    1,
                    (),
                    cost(config),
                )
            )
    if len(out) == len(kept):  # never every config: the autotuner needs one to run
        return []
    return out


Facts = tuple[tuple[str, int | str], ...]


def list_facts(pruning: Pruning) -> dict[VariantKey, Facts]:
    """Per judged kernel and target with something to drop: the facts the rule on the waste
    reads (resource `prunable_configs`), on one variant: the first kept config's, first shape.
    A list is judged once per kernel and target, as AS020 judges its repeats."""
    out: dict[VariantKey, Facts] = {}
    for k in pruning.kernels:
        if k.not_judged or not k.drops:
            continue
        anchor = VariantKey(k.kernel, k.target, k.keep[0], k.shapes[0])
        out[anchor] = (
            ("prunable_configs", k.entries_dropped),
            ("prune_listed", k.listed),
            ("prune_kept", len(k.keep)),
            ("prune_drops", k.drops_by_reason),
            ("prune_compile_seconds", f"{k.compile_seconds_saved:.1f}"),
        )
    return out
