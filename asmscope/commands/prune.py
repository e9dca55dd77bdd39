"""`asmscope prune`: compile (cached) and check every variant, then judge each kernel's autotune
list on each target (asmscope.autotune_lists) and write the keep/drop table or a pruner module.
`check` judges the lists the same way for its rule on the waste (AS023)."""

from __future__ import annotations

import math

from asmscope.autotune_lists import judge_lists
from asmscope.commands.common import Failure, RunPart, compile_and_check
from asmscope.commands.options import RunOptions
from asmscope.commands.rank import estimate_variants, require_grid
from asmscope.compile import CompileCache, PlannedVariant
from asmscope.prune import Pruning
from asmscope.report._common import plural
from asmscope.spec import KernelSpec


def run_prune(options: RunOptions, occupancy_floor: int | None, keep_top: int | None = None) -> Pruning:
    """With `keep_top` N, each kernel's configs are also ranked by their estimated run time
    (asmscope.rank, the spec's `grid` and `trips`) and those outside the N best on every shape
    are reported as ranked out."""
    if keep_top is None:
        run = compile_and_check(options, _whole_plan)
        return judge_lists(run.plan, run.outcome, run.evaluation, occupancy_floor)
    run = compile_and_check(options, _whole_plan, vet=lambda kernels: require_grid(kernels, "--keep-top"))
    ranked, failed = estimate_variants(run.spec, run.plan, list(run.outcome.compiled), None, options.jobs)
    if failed:  # the spec's grid or trips cannot be evaluated for this variant
        raise Failure(f"--keep-top: {failed[0].variant}: {failed[0].message}")
    estimates = {r.key: (r.estimate.us if r.estimate is not None else math.inf) for r in ranked}
    return judge_lists(run.plan, run.outcome, run.evaluation, occupancy_floor, estimates, keep_top)


def _whole_plan(
    options: RunOptions, plan: list[PlannedVariant], kernels: tuple[KernelSpec, ...], cache: CompileCache
) -> RunPart:
    """Every variant: a list is judged whole."""
    counted = f"{plural(len(plan), 'variant')} of {plural(len(kernels), 'kernel')}"
    return RunPart(plan, list(range(len(plan))), "", counted)
