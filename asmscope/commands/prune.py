"""`asmscope prune`: compile (cached) and check every variant, then judge each kernel's autotune
list on each target (asmscope.prune) and write the keep/drop table or a pruner module."""

from __future__ import annotations

from asmscope.commands.common import (
    choose_kernels,
    compiled_status,
    load_spec,
    open_cache,
    plan_with_workers,
    progress_enabled,
    status,
)
from asmscope.commands.options import RunOptions
from asmscope.compile import compile_variants
from asmscope.findings import VariantKey
from asmscope.pipeline import check_variants
from asmscope.prune import Pruning, prune_space


def run_prune(options: RunOptions, occupancy_floor: int | None) -> Pruning:
    spec = load_spec(options)
    kernels = choose_kernels(spec, options)
    cache = open_cache(options.cache_dir)
    plan, pool = plan_with_workers(spec, kernels, cache, options)
    status(options, f"{len(plan)} variants of {len(kernels)} kernels; cache {cache.root}")
    outcome = compile_variants(plan, cache, progress=progress_enabled(options), pool=pool)
    status(options, compiled_status(outcome))
    evaluation = check_variants(
        list(outcome.compiled), options.rules, cache.root, jobs=options.jobs, progress=progress_enabled(options)
    )
    # Configs the kernel's own prune_configs_by already removes are not the autotuner's to try.
    already = set(outcome.pruned)
    planned = [(p.key, dict(p.facts).get("autotune_copies", 1)) for p in plan if p.key not in already]
    seconds: dict[VariantKey, float] = {}
    for p in plan:
        record = cache.get(p.cache_key) if p.cache_key else None
        if record and isinstance(record.get("seconds"), (int, float)):
            seconds[p.key] = float(record["seconds"])
    return prune_space(
        planned,
        outcome.compiled,
        evaluation.summaries,
        (*outcome.errors, *evaluation.errors),
        seconds,
        occupancy_floor,
    )
