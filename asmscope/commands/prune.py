"""`asmscope prune`: compile (cached) and check every variant, then judge each kernel's autotune
list on each target (asmscope.autotune_lists) and write the keep/drop table or a pruner module.
`check` judges the lists the same way for its rule on the waste (AS023)."""

from __future__ import annotations

from asmscope.autotune_lists import judge_lists
from asmscope.commands.common import RunPart, compile_and_check
from asmscope.commands.options import RunOptions
from asmscope.compile import CompileCache, PlannedVariant
from asmscope.prune import Pruning
from asmscope.report._common import plural
from asmscope.spec import KernelSpec


def run_prune(options: RunOptions, occupancy_floor: int | None) -> Pruning:
    run = compile_and_check(options, _whole_plan)
    return judge_lists(run.plan, run.outcome, run.evaluation, occupancy_floor)


def _whole_plan(
    options: RunOptions, plan: list[PlannedVariant], kernels: tuple[KernelSpec, ...], cache: CompileCache
) -> RunPart:
    """Every variant: a list is judged whole."""
    counted = f"{plural(len(plan), 'variant')} of {plural(len(kernels), 'kernel')}"
    return RunPart(plan, list(range(len(plan))), "", counted)
