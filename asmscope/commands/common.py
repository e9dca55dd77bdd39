"""What several commands share: the spec, the kernels, the cache and the compile workers, from
the RunOptions cli.py built; `check`'s and `prune`'s opening (`compile_and_check`)."""

from __future__ import annotations

import difflib
import fnmatch
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import click

from asmscope import sourcetext
from asmscope.commands.options import RunOptions
from asmscope.compile import (
    CompileCache,
    CompileOutcome,
    Executor,
    PlannedVariant,
    Toolchain,
    WorkerPool,
    compile_variants,
    default_cache_dir,
    make_executor,
    plan_variants_cached,
)
from asmscope.errors import AsmscopeError
from asmscope.pipeline import Evaluation, check_variants
from asmscope.spec import KernelSpec, Spec, SpecError, load_spec_file, select_kernels, spec_from_table


class Failure(AsmscopeError):
    """An expected problem with the user's input: printed as one line, exit code 2."""


def status(options: RunOptions, message: str) -> None:
    if not options.quiet:
        click.echo(f"asmscope: {message}", err=True)


def load_spec(options: RunOptions) -> Spec:
    # Expressions are checked when planning, unless the plan cache vouches for them (see
    # plan_variants_cached): every command that loads a spec plans from it.
    config = options.config
    if options.spec is not None:
        spec = load_spec_file(options.spec, config.keys, defer_expressions=True)
    elif config.path is not None and config.has_spec():
        table = {k: v for k, v in config.table.items()}
        text = config.path.read_text(encoding="utf-8")
        spec = spec_from_table(table, config.path, text, config.keys, defer_expressions=True)
    else:
        raise Failure(
            'no kernel spec: pass --spec FILE, or add `spec = "FILE"` or [[tool.asmscope.kernel]] tables '
            "to pyproject.toml (see docs/spec.md)"
        )
    sourcetext.allow(spec.base_dir, *spec.python_path)  # the kernels' sources are read under these
    return spec


def kernel_sources(options: RunOptions) -> set[str]:
    """The Python files of the spec's kernels (`package.module` under its python-path or its
    directory) that exist: inputs an output must not overwrite. Empty for `--asm`."""
    if options.asm_files or (options.spec is None and not options.config.has_spec()):
        return set()
    spec = load_spec(options)
    roots = [*spec.python_path, spec.base_dir]
    found = set()
    for kernel in spec.kernels:
        relative = Path(*kernel.module.split("."))
        for root in roots:
            for candidate in (root / relative.with_suffix(".py"), root / relative / "__init__.py"):
                if candidate.is_file():
                    found.add(str(candidate))
    return found


def plan_with_workers(
    spec: Spec,
    kernels: Sequence[KernelSpec],
    cache: CompileCache,
    options: RunOptions,
    toolchain: Toolchain | None = None,
) -> tuple[list[PlannedVariant], Executor]:
    """The plan (reused from the cache when nothing changed), and the executor to compile it
    with. When the plan must be made again something changed, so compiles are likely: the
    workers are started then, and they make the plan (the kernels are imported there, under
    --timeout, not in this process). Planning always runs here; with `--executor ray` the
    compiles run on the cluster. Pass the executor to compile_variants, which closes it. The
    local workers run in `toolchain`'s interpreter (None: this one's)."""
    pool = WorkerPool(options.jobs, timeout=options.timeout, memory_mb=options.memory_limit, toolchain=toolchain)
    try:
        targets = list(options.targets) or None
        # at most one worker per kernel to plan: `run` adds more only for pending compiles
        start = lambda: pool.start(len(kernels))  # noqa: E731
        plan = plan_variants_cached(spec, kernels, targets, cache.root, on_replan=start, pool=pool)
    except BaseException:
        pool.close()
        raise
    if options.executor == "local":
        return plan, pool
    pool.close()
    return plan, make_executor(
        options.executor, options.executor_address, options.jobs, options.timeout, options.memory_limit
    )


@dataclass(frozen=True, slots=True)
class RunPart:
    """The part of the plan a run compiles (--shard's, --sample's, or all): its variants, their
    places in the plan, --shard's partition ("" for none), and the progress line's count of
    them (`12 variants of 3 kernels`)."""

    variants: list[PlannedVariant]
    positions: list[int]
    partition: str
    counted: str


@dataclass(frozen=True, slots=True)
class CheckedRun:
    """A spec-driven run up to its rules: the spec, the cache, the whole plan, the run's part of
    it, what compiling that part gave, and the check of what compiled."""

    spec: Spec
    cache: CompileCache
    plan: list[PlannedVariant]
    part: RunPart
    outcome: CompileOutcome
    evaluation: Evaluation


def compile_and_check(
    options: RunOptions,
    part: Callable[[RunOptions, list[PlannedVariant], tuple[KernelSpec, ...], CompileCache], RunPart],
    vet: Callable[[tuple[KernelSpec, ...]], None] | None = None,
) -> CheckedRun:
    """`check`'s and `prune`'s opening: load the spec and choose its kernels (`vet` may refuse
    them before anything is planned), plan, take the run's `part` of the plan (the workers are
    closed if that fails), compile it and check what compiled with the options' rules, saying
    on stderr what is compiled and how that went."""
    spec = load_spec(options)
    kernels = choose_kernels(spec, options)
    if vet is not None:
        vet(kernels)
    cache = open_cache(options.cache_dir)
    plan, pool = plan_with_workers(spec, kernels, cache, options)
    try:
        mine = part(options, plan, kernels, cache)
    except BaseException:
        pool.close()
        raise
    status(options, f"{mine.counted}; cache {cache.root}")
    outcome = compile_variants(mine.variants, cache, progress=progress_enabled(options), pool=pool)
    status(options, compiled_status(outcome))
    evaluation = check_variants(
        list(outcome.compiled), options.rules, cache.root, jobs=options.jobs, progress=progress_enabled(options)
    )
    return CheckedRun(spec, cache, plan, mine, outcome, evaluation)


def choose_kernels(spec: Spec, options: RunOptions) -> tuple[KernelSpec, ...]:
    names, tags = list(options.kernels), list(options.tags)
    kernels = select_kernels(spec, names, tags)
    if not kernels:
        raise Failure(_no_kernel_message(spec, names, tags))
    return kernels


def _no_kernel_message(spec: Spec, names: Sequence[str], tags: Sequence[str]) -> str:
    """What matched nothing (only the filters given), with a "did you mean" for each unknown
    name or tag, else the known ones."""
    given = [f"--kernel {n}" for n in names] + [f"--tag {t}" for t in tags]
    message = f"no kernel in {spec.path} matches {' '.join(given)}"
    known_names = [k.name for k in spec.kernels]
    known_tags = sorted({t for k in spec.kernels for t in k.tags})
    hints = [
        did_you_mean(value, known)
        for values, known in ((names, known_names), (tags, known_tags))
        for value in values
        if not any(fnmatch.fnmatchcase(k, value) for k in known)
    ]
    hints = [h for h in hints if h]
    if hints:
        return f"{message}; {'; '.join(hints)}"
    return f"{message} (kernels: {', '.join(known_names) or 'none'}; tags: {', '.join(known_tags) or 'none'})"


def did_you_mean(name: str, known: Sequence[str], cutoff: float = 0.6) -> str:
    """`did you mean fp8_gemm_tn?` for the known names close to `name`, or ""."""
    close = difflib.get_close_matches(name, list(known), n=3, cutoff=cutoff)
    return f"did you mean {' or '.join(close)}?" if close else ""


def compiled_status(outcome: CompileOutcome) -> str:
    """`compiled 2, 4 from cache, in 3.1 s; 0 of 6 failed, 0 pruned by the autotuner`: the
    variants compiled now and those the cache answered (a failure it remembers included) add up
    to the variants of the run; the failures are counted among them all."""
    total = len(outcome.compiled) + len(outcome.errors) + len(outcome.pruned)
    return (
        f"compiled {outcome.built}, {outcome.hits} from cache, in {outcome.seconds:.1f} s; "
        f"{len(outcome.errors)} of {total} failed, {len(outcome.pruned)} pruned by the autotuner"
    )


def open_cache(cache_dir: Path | None) -> CompileCache:
    cache = CompileCache(cache_dir if cache_dir is not None else default_cache_dir())
    cache.ensure_usable()
    return cache


def cache_asm_path(options: RunOptions, sha: str, suffix: str) -> Path:
    """Where asmscope's cache keeps the asm file of hash `sha`: a trace's ISA text is written
    there to be checked (asmscope.tritoncache.cache_variants)."""
    cache = _opened.get(options.cache_dir)
    if cache is None:
        cache = _opened[options.cache_dir] = open_cache(options.cache_dir)
    return cache.asm_path(sha, suffix)


_opened: dict[Path | None, CompileCache] = {}


def progress_enabled(options: RunOptions) -> bool:
    """Progress on stderr (a bar on a terminal, plain lines in a log) unless --quiet."""
    return not options.quiet


__all__ = ["Failure", "SpecError"]
