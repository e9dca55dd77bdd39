"""`asmscope bisect --toolchains 3.6.0..3.9.0 --metric vgpr_spill`: the first Triton release
where a variant's metric changed. The search is asmscope.bisect's; this module compiles the
releases it asks for, each in its own toolchain's worker pool, through the compile cache."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import replace

import asmscope
from asmscope.bisect import BisectReport, Reading, bisect
from asmscope.commands.common import (
    Failure,
    choose_kernels,
    compiled_status,
    did_you_mean,
    load_spec,
    open_cache,
    plan_with_workers,
    progress_enabled,
    status,
)
from asmscope.commands.options import RunOptions
from asmscope.compare import METRICS
from asmscope.compile import compile_variants, resolve_toolchain
from asmscope.compile.toolchain import published_releases, select_releases
from asmscope.findings import VariantError, VariantKey
from asmscope.isa.amdgcn.instructions import is_known_mnemonic
from asmscope.pipeline import check_variants
from asmscope.report._common import plural


def run_bisect(options: RunOptions) -> BisectReport:
    metrics = _metrics(options.metrics)
    releases = select_releases(options.toolchains or "", published_releases)
    spec = load_spec(options)
    kernels = choose_kernels(spec, options)
    cache = open_cache(options.cache_dir)
    status(options, f"bisecting {', '.join(metrics)} over triton {', '.join(releases)}; cache {cache.root}")

    def measure(release: str, keys: Collection[VariantKey] | None) -> Mapping[VariantKey, Reading]:
        tool = resolve_toolchain(f"triton=={release}", cache.root, status=lambda message: status(options, message))
        plan, pool = plan_with_workers(spec, kernels, cache, options, tool)
        if keys is not None:
            plan = [p for p in plan if p.key in keys]
        status(options, f"triton {release}: {plural(len(plan), 'variant')}")
        outcome = compile_variants(plan, cache, progress=progress_enabled(options), pool=pool)
        status(options, f"triton {release}: {compiled_status(outcome)}")
        evaluation = check_variants(outcome.compiled, options.rules, cache.root, jobs=options.jobs)
        found: dict[VariantKey, Reading] = {s.key: s for s in evaluation.summaries}
        for error in (*outcome.errors, *evaluation.errors):
            found[error.variant] = error
        for key in outcome.pruned:
            found[key] = VariantError(key, "pruned", "pruned by the kernel's autotuner (prune_configs_by)")
        return found

    report = bisect(releases, metrics, measure, on_round=lambda text: status(options, f"bisecting: compiling {text}"))
    return replace(report, asmscope_version=asmscope.__version__)


def _metrics(names: tuple[str, ...]) -> list[str]:
    """The --metric names, each a metric diff reports or a mnemonic (`buffer_store*`: a prefix)."""
    for name in names:
        if name in METRICS or name.endswith("*") or is_known_mnemonic(name):
            continue
        hint = did_you_mean(name, METRICS)
        raise Failure(
            f"--metric {name!r}: not a metric ({', '.join(METRICS)}) nor a mnemonic LLVM knows"
            + (f"; {hint}" if hint else "")
        )
    return list(dict.fromkeys(names))
