"""The compile stage: kernel specs in, assembly text out (cached, parallel, isolated).

    plan = plan_variants(spec, kernels, targets)        # imports the kernels, reads autotune configs
    outcome = compile_variants(plan, cache, jobs=2)     # cache hits, then worker processes

Only this package imports triton (in `plan` and `worker`).
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import asmscope
from asmscope.compile.cache import CUBIN_SUFFIX, LISTING_SUFFIX, CacheError, CompileCache, default_cache_dir
from asmscope.compile.executor import Executor, ExecutorError, make_executor
from asmscope.compile.plan import PlannedVariant, cached_plan, plan_variants, plan_variants_cached, triton_version
from asmscope.compile.pool import WorkerPool
from asmscope.compile.toolchain import Toolchain, ToolchainError, identity_of, resolve_toolchain
from asmscope.findings import VariantError, VariantKey
from asmscope.progress import progress_bar
from asmscope.variant import Variant

__all__ = [
    "CacheError",
    "CompileCache",
    "CompileOutcome",
    "Executor",
    "ExecutorError",
    "PlannedVariant",
    "Toolchain",
    "ToolchainError",
    "WorkerPool",
    "cached_plan",
    "compile_variants",
    "default_cache_dir",
    "identity_of",
    "make_executor",
    "plan_variants",
    "plan_variants_cached",
    "resolve_toolchain",
    "triton_version",
]

# Statuses a worker can report that are worth remembering: the same inputs give the same answer.
# Timeouts and kills are not cached, since a loaded machine or a memory cap may have caused them;
# nor is an error that running out of memory may have caused (see `_cacheable`).
_CACHEABLE = {"ok", "error", "pruned"}
_OUT_OF_MEMORY = ("MemoryError", "failed to map segment", "out of memory", "Cannot allocate memory", "std::bad_alloc")


def _cacheable(result: dict, memory_mb: int | None) -> bool:
    """Whether a worker's result is a fact about the variant rather than about this run's limits:
    under a memory limit an error may be the limit's doing, and so may any out-of-memory error."""
    status = result.get("status")
    if status != "error":
        return status in _CACHEABLE
    if memory_mb:
        return False
    text = f"{result.get('error', '')}\n{result.get('traceback', '')}"
    return not any(marker in text for marker in _OUT_OF_MEMORY)


@dataclass(frozen=True, slots=True)
class CompileOutcome:
    compiled: tuple[Variant, ...]
    errors: tuple[VariantError, ...]
    pruned: tuple[VariantKey, ...] = ()
    hits: int = 0
    built: int = 0
    seconds: float = 0.0
    corrupt_entries: int = 0
    identical: tuple[tuple[VariantKey, ...], ...] = field(default=())


def _seconds(record: Mapping[str, object]) -> float | None:
    seconds = record.get("seconds")
    return float(seconds) if isinstance(seconds, (int, float)) else None


def compile_variants(
    plan: Sequence[PlannedVariant],
    cache: CompileCache,
    jobs: int | None = None,
    timeout: float | None = None,
    memory_mb: int | None = None,
    progress: bool = False,
    on_event: Callable[[str], None] | None = None,
    pool: Executor | None = None,
    keep_pool: bool = False,
) -> CompileOutcome:
    """Compile every planned variant that is not in the cache; never raises for a bad variant.

    The workers are `pool`, an Executor the caller made (a WorkerPool it may have started early,
    see WorkerPool.start, or a RayExecutor) with its own jobs, timeout and memory cap, or else a pool of `jobs`
    workers (default: the CPU count) with `timeout` (default 300 s) and `memory_mb`; giving both
    a pool and any of those is a TypeError rather than a setting silently ignored. The pool is
    closed on return either way, unless `keep_pool` (the caller compiles more with it: `diff`'s
    two sides share one pool, and close it)."""
    start = time.perf_counter()
    if pool is None:
        pool = WorkerPool(jobs or os.cpu_count() or 1, timeout=timeout or 300.0, memory_mb=memory_mb)
    elif (jobs, timeout, memory_mb) != (None, None, None):
        pool.close()
        raise TypeError("compile_variants: jobs, timeout and memory_mb belong to the pool it is given")
    with contextlib.nullcontext() if keep_pool else pool:  # else closed however this ends
        cache.ensure_usable()
        records: dict[int, dict] = {}
        todo: list[tuple[int, dict]] = []
        for i, pv in enumerate(plan):
            record = pv.job.get("failed") or cache.get(pv.cache_key)  # failed: could not be planned
            if record is not None:
                records[i] = record
            else:
                todo.append((i, pv.job))
        hits = sum(1 for i in records if not plan[i].job.get("failed"))
        bar = progress_bar(len(todo), "compiling", enabled=progress)
        failures = 0

        def on_result(i: int, result: dict) -> None:
            nonlocal failures
            pv = plan[i]
            status = result.get("status")
            record = {k: v for k, v in result.items() if k not in ("asm", "ir")}
            # Where the asm's source paths point (see moved_sources): this checkout, or where a
            # remote executor ran the job (its result says).
            record.setdefault("root", pv.job["root"])
            if status == "ok":
                record = cache.put(pv.cache_key, record, result["asm"], result.get("ir"))
            elif _cacheable(result, pool.memory_mb):
                record = cache.put(pv.cache_key, record)
            if status not in ("ok", "pruned"):
                failures += 1
                if on_event:
                    on_event(f"{pv.key}: {status}: {result.get('error', '')}")
            records[i] = record
            bar.set_postfix_str(f"failed={failures}", refresh=False)
            bar.update(1)

        try:
            if todo:
                pool.run(todo, on_result)
        finally:
            bar.close()

    compiled: list[Variant] = []
    errors: list[VariantError] = []
    pruned: list[VariantKey] = []
    for i, pv in enumerate(plan):
        record = records[i]
        status = record.get("status")
        if status == "ok":
            config = {**dict(pv.config), **record.get("options", {}), **record.get("constexprs", {})}
            compiled.append(
                Variant(
                    key=pv.key,
                    asm_path=str(cache.asm_path(record["asm_sha256"], record.get("asm_suffix", ".s"))),
                    asm_sha256=record["asm_sha256"],
                    tags=pv.kernel.tags,
                    config=tuple(config.items()),
                    launch_lds_bytes=record.get("shared"),
                    triton_version=record.get("triton_version", ""),
                    facts=pv.facts,
                    moved_sources=_moved(record.get("root"), pv.job["root"]),
                    ptxas_log=record.get("ptxas_log"),
                    compile_seconds=_seconds(record),
                    listing_path=_listing_path(cache, record),
                    ir=tuple((st, str(cache.ir_path(sha, st))) for st, sha in record.get("ir_sha256", {}).items()),
                    ir_fingerprints=tuple(sorted(record.get("ir_fingerprint", {}).items())),
                    ttgir_layouts=tuple(record.get("ttgir_layouts", ())),
                )
            )
        elif status == "pruned":
            pruned.append(pv.key)
        else:
            kind = {"timeout": "timeout", "stale": "source-changed"}.get(status or "", "compile-error")
            message = record.get("error", status or "unknown failure")
            detail = record.get("log") or record.get("traceback", "")
            if status == "error" and record.get("log"):  # the compiler's own diagnostics, then where it raised
                message = compiler_message(message, record["log"])
                detail = "\n".join(part for part in (record.get("traceback", ""), record["log"]) if part)
            errors.append(VariantError(pv.key, kind, message, detail))
    return CompileOutcome(
        compiled=tuple(compiled),
        errors=tuple(errors),
        pruned=tuple(pruned),
        hits=hits,
        built=len(todo),
        seconds=time.perf_counter() - start,
        corrupt_entries=cache.corrupt_entries,
        identical=identical_groups(compiled),
    )


def _listing_path(cache: CompileCache, record: dict) -> str | None:
    """Where a cubin's SASS listing is kept: `asm/<sha>.sass` beside `asm/<sha>.cubin`."""
    if record.get("asm_suffix") != CUBIN_SUFFIX:
        return None
    return str(cache.asm_path(record["asm_sha256"], LISTING_SUFFIX))


_PIPELINE_FAILED = re.compile(r"Pipeline failed while executing \[`([^`]+)`")
_GENERIC = "Failures have been detected while processing an MLIR pass pipeline"
# LLVM's assert(): "<program>: <file>:<line>: <function>: Assertion `<condition>' failed."
_ASSERTION = re.compile(r"^(?:[^:\n]*: )?[^:\n]+:\d+: (.+?): Assertion `(.*)' failed\.?$", re.MULTILINE)


def compiler_message(error: str, log: str) -> str:
    """`error` (the Python exception) with what the compiler printed about it: the MLIR pass that
    failed and its first own diagnostic, else the LLVM assertion that failed it, e.g.
    "RuntimeError: PassManager::run failed (in pass TritonAMDGPUConvertToBufferOps: Assertion
    `Index < Length && "Invalid index!"' failed in llvm::ArrayRef<...>::operator[](size_t) const)".
    Unchanged when the log names neither."""
    parts = []
    found = _PIPELINE_FAILED.search(log)
    if found:
        parts.append(f"in pass {found.group(1)}")
    for line in log.splitlines():
        _, sep, text = line.partition("error: ")
        if sep and text.strip() and _GENERIC not in text:
            parts.append(text.strip()[:300])
            break
    else:
        assertion = _ASSERTION.search(log)
        if assertion:
            where = re.sub(r" \[(?:with |T = ).*\]$", "", assertion.group(1))  # the template arguments
            parts.append(f"Assertion `{assertion.group(2)}' failed in {where}"[:300])
    return f"{error} ({': '.join(parts)})" if parts else error


def _moved(compiled_in: str | None, root: str) -> tuple[str, str] | None:
    return (compiled_in, root) if compiled_in and compiled_in != root else None


def identical_groups(compiled: Sequence[Variant]) -> tuple[tuple[VariantKey, ...], ...]:
    """Variants of one kernel and target whose code is byte-identical: all but one are autotune
    time spent for nothing (e.g. kpack on gfx950, which Triton forces to 1)."""
    groups: dict[tuple[str, str, str], list[VariantKey]] = {}
    for cv in compiled:
        groups.setdefault((cv.key.kernel, cv.key.target, cv.asm_sha256), []).append(cv.key)
    return tuple(tuple(g) for g in groups.values() if len(g) > 1)


def asmscope_version() -> str:
    return asmscope.__version__
