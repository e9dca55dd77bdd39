"""`asmscope diff REF_A REF_B`: build both sides, pair variants, report what changed."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import click

import asmscope
from asmscope import sourcetext
from asmscope.commands.common import (
    Failure,
    cache_asm_path,
    choose_kernels,
    compiled_status,
    load_spec,
    open_cache,
    progress_enabled,
    status,
)
from asmscope.commands.options import RunOptions
from asmscope.compare import DiffReport, VariantSummary, diff_summaries
from asmscope.compile import (
    CompileCache,
    PlannedVariant,
    Toolchain,
    WorkerPool,
    cached_plan,
    compile_variants,
    identity_of,
    plan_variants_cached,
    resolve_toolchain,
    triton_version,
)
from asmscope.config import Config, find_config, load_config
from asmscope.findings import Finding, RuleProblem, VariantError
from asmscope.gitrefs import (
    WORKTREE,
    GitError,
    build_dir,
    dirty_paths,
    exclusive,
    materialized,
    repo_root,
    resolve_refs,
    unmerged_paths,
)
from asmscope.pipeline import Evaluation, check_variants, named_rules_not_run
from asmscope.rules import RuleLoadError, RuleSet
from asmscope.spec import KernelSpec, Spec


def run_diff(options: RunOptions, ref_a: str, ref_b: str) -> DiffReport:
    if options.triton_caches:
        return _diff_caches(options, ref_a, ref_b)
    if options.executor != "local":  # its two sides share one local worker pool
        raise Failure("diff compiles with --executor local only; use check --executor ray for a cluster")
    try:
        repo = repo_root(Path.cwd())
        sourcetext.allow(repo)  # the checkout's sources (each side's tree is added as its spec loads)
        commit_a, commit_b = resolve_refs(repo, ref_a, ref_b)
        if commit_a == commit_b == WORKTREE and options.toolchain_a == options.toolchain_b:
            raise Failure("both sides are WORKTREE: name a ref for at least one side, or two toolchains")
        here = Path.cwd().resolve().relative_to(repo.resolve())
        _refuse_ignored_edits(repo, options, (commit_a, commit_b))
        for problem in options.rules.errors:  # rule-file errors (the options' were raised before)
            click.echo(f"asmscope: error: {problem}", err=True)
        cache = open_cache(options.cache_dir)
        tools = [_toolchain(text, cache, options) for text in (options.toolchain_a, options.toolchain_b)]
        labels = [_label(ref, tool, commit_a == commit_b) for ref, tool in zip((ref_a, ref_b), tools)]
        where = build_dir(cache.root, repo)
        with exclusive(where), contextlib.ExitStack() as stack:
            # One worker pool per toolchain: two sides of one toolchain (a diff of git refs)
            # share it, two toolchains each run their workers in their own interpreter.
            pools: dict[str, WorkerPool] = {}
            for tool in tools:
                if identity_of(tool) not in pools:
                    limits = {"timeout": options.timeout, "memory_mb": options.memory_limit}
                    pool = WorkerPool(options.jobs, **limits, toolchain=tool)
                    pools[identity_of(tool)] = stack.enter_context(pool)
            sides = [
                _open_side(
                    stack,
                    _Checkout(repo, commit, where.with_name(f"{where.name}-{n}"), here),
                    label,
                    options,
                    cache,
                    pools[identity_of(tool)],
                )
                for n, (commit, label, tool) in enumerate(zip((commit_a, commit_b), labels, tools), 1)
            ]
            for side in sides:
                if side.plan is None:
                    # the workers start up (triton, LLVM) while a side planned before is built
                    side.pool.start(len(side.kernels))
            built = {id(side): _build_side(side, options, cache) for side in sorted(sides, key=_planned_last)}
    except GitError as exc:
        raise Failure(str(exc)) from None
    (side_a, errors_a, checked_a), (side_b, errors_b, checked_b) = (built[id(side)] for side in sides)
    # a rule selected by name that ran on no kernel of either side compared nothing
    checked = bool(side_a or side_b)
    not_run = (
        named_rules_not_run(options.rules, [checked_a, checked_b], checked=checked)
        if not errors_a and not errors_b
        else ()
    )
    for problem in not_run:
        click.echo(f"asmscope: error: {problem}", err=True)
    report = diff_summaries(
        side_a,
        side_b,
        labels[0],
        labels[1],
        metric_filter=list(options.metrics),
        top=options.top,
        errors_a=errors_a,
        errors_b=errors_b,
    )
    versions = [_triton_version(tool) for tool in tools]
    return replace(
        report,
        triton_version=" -> ".join(dict.fromkeys(versions)),
        asmscope_version=asmscope.__version__,
        rule_problems=_rule_problems(options.rules, checked_a.problems, checked_b.problems, not_run),
    )


def _toolchain(text: str | None, cache: CompileCache, options: RunOptions) -> Toolchain | None:
    """The side's toolchain, its environment created first if it is a named one; None: the
    installed triton."""
    if text is None:
        return None
    return resolve_toolchain(text, cache.root, status=lambda message: status(options, message))


def _label(ref: str, tool: Toolchain | None, same_ref: bool) -> str:
    """How the report names a side: its ref, its toolchain's triton, or both."""
    if tool is None and not same_ref:
        return ref
    version = _triton_version(tool)
    return f"triton {version}" if same_ref else f"{ref} (triton {version})"


def _triton_version(tool: Toolchain | None) -> str:
    return tool.triton_version if tool is not None else triton_version()


def _rule_problems(rules: RuleSet, *sides: Sequence[RuleLoadError]) -> tuple[RuleProblem, ...]:
    """The rule-file errors, then each side's run-time problems, then those of both together (once each)."""
    found = [RuleProblem(e.path, e.key, e.message) for e in (*rules.errors, *(p for side in sides for p in side))]
    return tuple(dict.fromkeys(found))


def _refuse_ignored_edits(repo: Path, options: RunOptions, commits: tuple[str, str]) -> None:
    """Each side is built with its own committed spec and config. If neither side is WORKTREE,
    uncommitted edits to those files would be silently ignored: refuse instead."""
    if WORKTREE in commits:
        if unmerged_paths(repo):
            raise Failure(f"the working tree has unresolved merge conflicts: {', '.join(unmerged_paths(repo)[:3])}")
        return
    watched = [p for p in (options.spec, options.config.path) if p and p.resolve().is_relative_to(repo.resolve())]
    dirty = {(repo / p).resolve() for p in dirty_paths(repo, watched)}
    for p in watched:
        if Path(p).resolve() in dirty:
            raise Failure(
                f"{p} has uncommitted changes, but both sides are git refs and use their committed copy; "
                f"commit it, or compare against {WORKTREE}"
            )


@dataclass(frozen=True, slots=True)
class _Checkout:
    """Where one side is built: the repository, the side's commit (or WORKTREE), the directory
    its temporary worktree goes in, and the user's working directory relative to the root."""

    repo: Path
    commit: str
    where: Path
    here: Path


@dataclass(frozen=True, slots=True)
class _Side:
    """One side, materialized and its spec loaded: its plan when the plan cache has one for
    its files (None: it is planned in the workers when its turn comes), and the worker pool of
    its toolchain."""

    label: str
    tree: Path
    repo: Path
    options: RunOptions
    spec: Spec
    kernels: tuple[KernelSpec, ...]
    plan: list[PlannedVariant] | None
    pool: WorkerPool


def _planned_last(side: _Side) -> bool:
    """Sides with a saved plan first: they need no worker, so they are built while the
    workers of a side that must be planned start."""
    return side.plan is None


def _open_side(
    trees: contextlib.ExitStack,
    checkout: _Checkout,
    label: str,
    options: RunOptions,
    cache: CompileCache,
    pool: WorkerPool,
) -> _Side:
    """Materialize one side (removed when `trees` closes) and read its spec and saved plan."""
    repo = checkout.repo
    tree = trees.enter_context(materialized(repo, checkout.commit, checkout.where))
    side = replace(options, config=_side_config(tree, checkout.here, options.config, repo))
    if options.spec is not None:
        side = replace(side, spec=tree / options.spec.resolve().relative_to(repo.resolve()))
    spec = load_spec(side)
    kernels = choose_kernels(spec, side)
    plan = cached_plan(spec, kernels, list(side.targets) or None, cache.root, identity_of(pool.toolchain))
    return _Side(label, tree, repo, side, spec, kernels, plan, pool)


def _build_side(
    side: _Side, options: RunOptions, cache: CompileCache
) -> tuple[list[VariantSummary], tuple[VariantError, ...], Evaluation]:
    """Plan (unless saved), compile and check one side, in its toolchain's worker pool (kept
    open for the other side: its workers re-import the user's modules from that side's tree)."""
    label, tree, pool = side.label, side.tree, side.pool
    plan = side.plan
    if plan is None:
        with _imports_from(tree):
            targets = list(side.options.targets) or None
            plan = plan_variants_cached(side.spec, side.kernels, targets, cache.root, on_replan=pool.start, pool=pool)
    status(options, f"{label}: {len(plan)} variants")
    outcome = compile_variants(plan, cache, progress=progress_enabled(options), pool=pool, keep_pool=True)
    status(options, f"{label}: {compiled_status(outcome)}")
    evaluation = check_variants(
        outcome.compiled, options.rules, cache.root, jobs=options.jobs, progress=progress_enabled(options)
    )
    for problem in evaluation.problems:
        click.echo(f"asmscope: error: {label}: {problem}", err=True)
    summaries = [_repo_relative(s, (tree, side.repo)) for s in evaluation.summaries]
    return summaries, outcome.errors + evaluation.errors, evaluation


def _repo_relative(summary: VariantSummary, roots: tuple[Path, ...]) -> VariantSummary:
    """Source paths relative to the repository, not into the side's temporary tree (removed
    after the run): what PR comments and annotations need, on either side."""
    bases = [str(r.resolve()) + "/" for r in roots] + [str(r) + "/" for r in roots]

    def relative(f: Finding) -> Finding:
        if f.source is None:
            return f
        for base in bases:
            if f.source.file.startswith(base):
                return replace(f, source=replace(f.source, file=f.source.file[len(base) :]))
        return f

    return replace(summary, findings=tuple(relative(f) for f in summary.findings))


def _side_config(tree: Path, here: Path, user_config: Config, repo: Path) -> Config:
    """The side's own copy of the config file the user's run found (same relative path), read
    for its spec (the flags come from the user's run)."""
    if user_config.path is None:
        found = find_config(tree / here)
    else:
        try:
            rel = user_config.path.resolve().relative_to(repo.resolve())
        except ValueError:
            return user_config  # a config outside the repository is the same for both sides
        candidate = tree / rel
        found = load_config(candidate) if candidate.is_file() else Config(None, {})
    return replace(found, keys=user_config.keys)


@contextlib.contextmanager
def _imports_from(tree: Path) -> Iterator[None]:
    """Import the side's kernels, then forget them: both sides use the same module names."""
    saved_path = list(sys.path)
    before = set(sys.modules)
    dont_write = sys.dont_write_bytecode
    sys.dont_write_bytecode = True
    try:
        yield
    finally:
        sys.path[:] = saved_path
        sys.dont_write_bytecode = dont_write
        root = str(tree.resolve())
        for name in set(sys.modules) - before:
            file = getattr(sys.modules[name], "__file__", None) or ""
            if file.startswith(root):
                del sys.modules[name]


def _diff_caches(options: RunOptions, ref_a: str, ref_b: str) -> DiffReport:
    """`diff --triton-cache A --triton-cache B`: the kernels two runs compiled, paired by kernel
    and specialisation (options, argument specialisation, tile shapes), not by Triton's hash."""
    from asmscope.tritoncache import CacheDirError, cache_variants, read_triton_cache, select

    if len(options.triton_caches) != 2:
        raise Failure("diff --triton-cache takes two caches: --triton-cache A --triton-cache B")
    if (ref_a, ref_b) != (WORKTREE, WORKTREE) or options.toolchain_a or options.toolchain_b:
        raise Failure("diff --triton-cache compares two Triton caches; it takes no git refs or toolchains")
    for problem in options.rules.errors:
        click.echo(f"asmscope: error: {problem}", err=True)
    try:
        scans = [read_triton_cache(root) for root in options.triton_caches]
    except CacheDirError as exc:
        raise Failure(str(exc)) from None
    sides = []
    for scan, other in ((scans[0], scans[1]), (scans[1], scans[0])):
        variants, errors = cache_variants(
            scan, options.tags, other, asm_path=lambda sha, suffix: cache_asm_path(options, sha, suffix)
        )
        if options.targets:
            variants = [v for v in variants if v.key.target in options.targets]
        variants = select(variants, options.kernels)
        checked = check_variants(variants, options.rules, None, jobs=options.jobs, progress=progress_enabled(options))
        status(options, f"{scan.root}: {len(variants)} cached variants, {len(errors)} not readable")
        sides.append((checked, tuple(errors) + checked.errors))
    (checked_a, errors_a), (checked_b, errors_b) = sides
    not_run = (
        named_rules_not_run(
            options.rules, [checked_a, checked_b], checked=bool(checked_a.summaries or checked_b.summaries)
        )
        if not errors_a and not errors_b
        else ()
    )
    for problem in not_run:
        click.echo(f"asmscope: error: {problem}", err=True)
    labels = [str(root) for root in options.triton_caches]
    report = diff_summaries(
        checked_a.summaries,
        checked_b.summaries,
        labels[0],
        labels[1],
        metric_filter=list(options.metrics),
        top=options.top,
        errors_a=errors_a,
        errors_b=errors_b,
    )
    versions = [", ".join(sorted({e.triton_version for e in scan.entries})) for scan in scans]
    return replace(
        report,
        triton_version=" -> ".join(dict.fromkeys(versions)),
        asmscope_version=asmscope.__version__,
        rule_problems=_rule_problems(options.rules, checked_a.problems, checked_b.problems, not_run),
    )
