"""`asmscope diff REF_A REF_B`: build both sides, pair variants, report what changed."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import click

import asmscope
from asmscope.commands.common import (
    Failure,
    choose_kernels,
    compiled_status,
    load_ruleset,
    load_spec,
    open_cache,
    plan_with_workers,
    progress_enabled,
    status,
)
from asmscope.compare import DiffReport, VariantSummary, diff_summaries
from asmscope.compile import CompileCache, compile_variants, triton_version
from asmscope.config import Config, find_config, load_config
from asmscope.findings import RuleProblem, VariantError
from asmscope.gitrefs import (
    WORKTREE,
    GitError,
    build_dir,
    dirty_paths,
    exclusive,
    materialized,
    repo_root,
    resolve_ref,
    unmerged_paths,
)
from asmscope.pipeline import check_variants, default_jobs
from asmscope.rules import RuleLoadError, RuleSet


def run_diff(config: Config, opts: Mapping[str, Any], ref_a: str, ref_b: str) -> DiffReport:
    try:
        repo = repo_root(Path.cwd())
        commit_a, commit_b = resolve_ref(repo, ref_a), resolve_ref(repo, ref_b)
        if commit_a == commit_b == WORKTREE:
            raise Failure("both sides are WORKTREE: name a ref for at least one side")
        here = Path.cwd().resolve().relative_to(repo.resolve())
        _refuse_ignored_edits(repo, config, opts, (commit_a, commit_b))
        rules = load_ruleset(config, opts)
        cache = open_cache(opts)
        where = build_dir(cache.root, repo)
        with exclusive(where):
            side_a, errors_a, problems_a = _build_side(repo, commit_a, ref_a, where, here, config, opts, rules, cache)
            side_b, errors_b, problems_b = _build_side(repo, commit_b, ref_b, where, here, config, opts, rules, cache)
    except GitError as exc:
        raise Failure(str(exc)) from None
    report = diff_summaries(
        side_a,
        side_b,
        ref_a,
        ref_b,
        metric_filter=list(opts.get("metric") or ()),
        top=opts.get("top"),
        errors_a=errors_a,
        errors_b=errors_b,
    )
    return DiffReport(
        **{
            f: getattr(report, f)
            for f in report.__dataclass_fields__
            if f not in ("triton_version", "asmscope_version", "rule_problems")
        },
        triton_version=triton_version(),
        asmscope_version=asmscope.__version__,
        rule_problems=_rule_problems(rules, problems_a, problems_b),
    )


def _rule_problems(rules: RuleSet, *sides: Sequence[RuleLoadError]) -> tuple[RuleProblem, ...]:
    """The rule-file errors, then each side's run-time problems (once each)."""
    found = [RuleProblem(e.path, e.key, e.message) for e in (*rules.errors, *(p for side in sides for p in side))]
    return tuple(dict.fromkeys(found))


def _refuse_ignored_edits(repo: Path, config: Config, opts: Mapping[str, Any], commits: tuple[str, str]) -> None:
    """Each side is built with its own committed spec and config. If neither side is WORKTREE,
    uncommitted edits to those files would be silently ignored: refuse instead."""
    if WORKTREE in commits:
        if unmerged_paths(repo):
            raise Failure(f"the working tree has unresolved merge conflicts: {', '.join(unmerged_paths(repo)[:3])}")
        return
    watched = [p for p in (opts.get("spec"), config.path) if p]
    dirty = {(repo / p).resolve() for p in dirty_paths(repo)}
    for p in watched:
        if Path(p).resolve() in dirty:
            raise Failure(
                f"{p} has uncommitted changes, but both sides are git refs and use their committed copy; "
                f"commit it, or compare against {WORKTREE}"
            )


def _build_side(
    repo: Path,
    commit: str,
    label: str,
    where: Path,
    here: Path,
    user_config: Config,
    opts: Mapping[str, Any],
    rules: RuleSet,
    cache: CompileCache,
) -> tuple[list[VariantSummary], tuple[VariantError, ...], tuple[RuleLoadError, ...]]:
    with materialized(repo, commit, where) as tree:
        config = _side_config(tree, here, user_config, repo)
        side_opts = dict(opts)
        if opts.get("spec"):
            side_opts["spec"] = str(tree / Path(opts["spec"]).resolve().relative_to(repo.resolve()))
        jobs = opts.get("jobs") or default_jobs()
        with _imports_from(tree):
            spec = load_spec(config, side_opts)
            kernels = choose_kernels(spec, side_opts)
            plan, pool = plan_with_workers(spec, kernels, cache, side_opts, jobs)
        status(opts, f"{label}: {len(plan)} variants")
        outcome = compile_variants(plan, cache, progress=progress_enabled(opts), pool=pool)
        status(opts, f"{label}: {compiled_status(outcome)}")
        evaluation = check_variants(outcome.compiled, rules, cache.root, jobs=jobs, progress=progress_enabled(opts))
        for problem in evaluation.problems:
            click.echo(f"asmscope: error: {label}: {problem}", err=True)
    return list(evaluation.summaries), outcome.errors + evaluation.errors, evaluation.problems


def _side_config(tree: Path, here: Path, user_config: Config, repo: Path) -> Config:
    """The side's own copy of the config file the user's run found (same relative path)."""
    if user_config.path is None:
        return find_config(tree / here)
    try:
        rel = user_config.path.resolve().relative_to(repo.resolve())
    except ValueError:
        return user_config  # a config outside the repository is the same for both sides
    candidate = tree / rel
    return load_config(candidate) if candidate.is_file() else Config(None, {})


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
