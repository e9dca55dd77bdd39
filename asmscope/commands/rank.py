"""`asmscope rank`: compile (cached) every variant of the chosen kernels, read each one's code and
estimate its run time (asmscope.rank), and rank the configs of each (kernel, target, shape) best
first. The spec's `grid` and `trips` of a kernel say how many programs a launch runs and how
often the hot loop turns; its sized tensor arguments give the memory footprint."""

from __future__ import annotations

import math
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from asmscope.commands.common import (
    Failure,
    choose_kernels,
    compiled_status,
    load_spec,
    open_cache,
    plan_with_workers,
    progress_enabled,
    status,
)
from asmscope.commands.options import RunOptions
from asmscope.compile import PlannedVariant, compile_variants
from asmscope.expr import ExprError, compile_expr
from asmscope.findings import VariantError
from asmscope.pipeline import analyze_variant
from asmscope.rank import DEFAULT_DEVICE, HARDWARE, Ranked, Ranking, estimate, program_work
from asmscope.spec import KernelSpec, Spec, TensorArg, resolve_dtype
from asmscope.variant import Variant

_DTYPE_BYTES = {"fp64": 8, "int64": 8, "uint64": 8, "fp32": 4, "int32": 4, "uint32": 4, "fp16": 2, "bf16": 2,
                "int16": 2, "uint16": 2}


@dataclass(frozen=True, slots=True)
class RankRun:
    rankings: tuple[Ranking, ...]
    errors: tuple[VariantError, ...]


def run_rank(options: RunOptions, device: str | None) -> RankRun:
    spec = load_spec(options)
    kernels = choose_kernels(spec, options)
    require_grid(kernels, "rank")
    if device is not None and device not in HARDWARE:
        raise Failure(f"--device {device!r}: expected one of {', '.join(sorted(HARDWARE))}")
    cache = open_cache(options.cache_dir)
    plan, pool = plan_with_workers(spec, kernels, cache, options)
    if options.shape:
        plan = [p for p in plan if p.key.shape == options.shape]
    status(options, f"{len(plan)} variant{'s' if len(plan) != 1 else ''} of {len(kernels)} kernel"
           f"{'s' if len(kernels) != 1 else ''}; cache {cache.root}")
    outcome = compile_variants(plan, cache, progress=progress_enabled(options), pool=pool)
    status(options, compiled_status(outcome))
    ranked, failed = estimate_variants(spec, plan, list(outcome.compiled), device, options.jobs)
    errors = [*outcome.errors, *failed]
    groups: dict[tuple[str, str, str], list[Ranked]] = {}
    devices: dict[tuple[str, str, str], str] = {}
    for r in ranked:
        key = (r.key.kernel, r.key.target, r.key.shape)
        groups.setdefault(key, []).append(r)
        devices[key] = device or DEFAULT_DEVICE.get(r.key.target, "")
    rankings = tuple(
        Ranking(k, t, s, devices[(k, t, s)], tuple(sorted(entries, key=_order)))
        for (k, t, s), entries in sorted(groups.items())
    )
    return RankRun(rankings, tuple(errors))


def estimate_variants(
    spec: Spec, plan: list[PlannedVariant], variants: list[Variant], device: str | None, jobs: int
) -> tuple[list[Ranked], list[VariantError]]:
    """Each compiled variant's estimate (in worker processes), and the variants that could not
    be estimated. `rank` sorts them; `prune --keep-top` keeps each kernel's best."""
    planned = {p.key: p for p in plan}
    with ProcessPoolExecutor(max_workers=max(1, min(jobs, len(variants) or 1))) as ex:
        analysed = list(ex.map(_analyse, variants, [planned[v.key] for v in variants], [spec] * len(variants),
                               [device] * len(variants), chunksize=8))
    ranked = [r for r in analysed if isinstance(r, Ranked)]
    return ranked, [r for r in analysed if isinstance(r, VariantError)]


def require_grid(kernels: tuple[KernelSpec, ...], what: str) -> None:
    """Ranking needs each kernel's launch size (`grid`): refuse, naming the first kernel without."""
    missing = [k.name for k in kernels if not k.grid]
    if missing:
        raise Failure(
            f"kernel {missing[0]!r} has no `grid` in the spec: {what} needs the launch's program count, "
            "e.g. grid = \"cdiv(M, BLOCK_M) * cdiv(N, BLOCK_N)\" (and trips = \"K // BLOCK_K\" for its loop)"
        )


def _order(r: Ranked) -> tuple[float, str]:
    return (r.estimate.us if r.estimate else math.inf, str(r.config))


def _analyse(variant: Variant, planned: PlannedVariant, spec: Spec, device: str | None) -> Ranked | VariantError:
    """One variant's estimate (in a worker process)."""
    result = analyze_variant(variant)
    if isinstance(result, VariantError):
        return result
    _, _, analysis = result[0]
    target = variant.key.target
    kernel = planned.kernel
    config = dict(planned.config)
    names: dict[str, object] = {**(spec.shape(variant.key.shape) if variant.key.shape else {}), **config}
    try:
        programs = int(_value(kernel, "grid", names))
        trips = float(_value(kernel, "trips", names)) if kernel.trips else 1.0
    except (ExprError, TypeError, ValueError) as exc:
        return VariantError(variant.key, "rank-error", f"kernel {kernel.name!r}: {exc}")
    warps = int(config.get("num_warps", 4))  # type: ignore[call-overload]
    stages = int(config.get("num_stages", 2 if target.startswith("gfx") else 3))  # type: ignore[call-overload]
    occ = analysis.sm_occupancy
    if occ is not None and occ.blocks_per_sm == 0:
        return Ranked(variant.key, planned.config, None, f"cannot launch: {occ.limited_by}")
    blocks = occ.blocks_per_sm if occ is not None else _amd_blocks(analysis, warps)
    work = program_work(analysis, warps, stages, trips, blocks, variant.ptxas_log)
    hw = HARDWARE[device or DEFAULT_DEVICE[target]]
    return Ranked(variant.key, planned.config, estimate(work, hw, programs, _footprint(kernel, names, target)))


def _value(kernel: KernelSpec, key: str, names: Mapping[str, object]) -> float:
    text = getattr(kernel, key)
    value = compile_expr(text).evaluate_number(names)
    if not value > 0:
        raise ValueError(f"{key} = {text!r} is {value} for this variant (expected a positive number)")
    return value


def _amd_blocks(analysis, warps: int) -> int | None:  # type: ignore[no-untyped-def]
    """Workgroups a CU holds at once on AMD: waves per SIMD (LLVM's occupancy) x 4 SIMDs / the
    workgroup's waves."""
    occ = analysis.occupancy
    waves = getattr(occ, "waves_per_simd", None) or analysis.kernel.resources.occupancy
    if not waves:
        return None
    return max(1, (waves * 4) // max(1, warps))


def _footprint(kernel: KernelSpec, names: Mapping[str, object], target: str) -> float | None:
    """Bytes of the kernel's tensors where the spec sizes every one of them; else None."""
    total = 0.0
    tensors = [v for _, v in kernel.args if isinstance(v, TensorArg)]
    if not tensors or any(not t.shape for t in tensors):
        return None
    for t in tensors:
        dtype = resolve_dtype(t.dtype, target)
        size = _DTYPE_BYTES.get(dtype, 1 if dtype.startswith(("fp8", "int8", "uint8")) else 4)
        elements = 1.0
        for dim in t.shape:
            elements *= float(compile_expr(str(dim)).evaluate_number(names))
        total += elements * size
    return total
