"""`asmscope prune`: compile (cached) and check every variant, then judge each kernel's autotune
list on each target (asmscope.autotune_lists) and write the keep/drop table or a pruner module.
`check` judges the lists the same way for its rule on the waste (AS023)."""

from __future__ import annotations

from asmscope.autotune_lists import judge_lists
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
from asmscope.pipeline import check_variants
from asmscope.prune import Pruning


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
    return judge_lists(plan, outcome, evaluation, occupancy_floor)
