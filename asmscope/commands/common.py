"""What several commands share: loading the rules, the spec and the cache from options + config."""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import click

from asmscope.compile import CompileCache, PlannedVariant, WorkerPool, default_cache_dir, plan_variants_cached
from asmscope.config import ALL_KEYS, Config
from asmscope.rules import RuleSet, builtin_rules_dir, load_rules
from asmscope.spec import KernelSpec, Spec, SpecError, load_spec_file, select_kernels, spec_from_table
from asmscope.targets import get_target


class Failure(Exception):
    """An expected problem with the user's input: printed as one line, exit code 2."""


def csv(values: Sequence[str] | str | None) -> list[str]:
    """`--select AS001,AS002 --select AS003` and config lists alike, flattened."""
    if values is None:
        return []
    if isinstance(values, str):
        values = [values]
    return [v.strip() for item in values for v in str(item).split(",") if v.strip()]


def key_values(pairs: Sequence[str], what: str) -> dict[str, str]:
    out = {}
    for pair in pairs:
        if "=" not in pair:
            raise Failure(f"{what} {pair!r}: expected NAME=VALUE")
        k, v = pair.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def parse_scalar(text: str) -> object:
    low = text.lower()
    if low in ("true", "false"):
        return low == "true"
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text


def status(opts: Mapping[str, Any], message: str) -> None:
    if not opts.get("quiet"):
        click.echo(f"asmscope: {message}", err=True)


def load_ruleset(config: Config, opts: Mapping[str, Any]) -> RuleSet:
    """Built-in rules plus the user's directories, selected and re-levelled by config and flags.

    Problems with rule files are printed (one line each) and counted in `RuleSet.errors`; the
    valid rules still run, so one broken user rule cannot silence the others.
    """
    dirs = [builtin_rules_dir()]
    for d in opts.get("rule_dirs") or ():
        path = Path(d).resolve()
        if path not in dirs:
            dirs.append(path)
    severity = {**config.severity, **key_values(csv(opts.get("severity_overrides")), "--severity")}
    settings = {**config.settings}
    settings.update({k: parse_scalar(v) for k, v in key_values(opts.get("set_settings") or (), "--set").items()})
    rules = load_rules(
        dirs,
        select=csv(opts.get("select")),
        ignore=csv(opts.get("ignore")),
        severity_overrides=severity,
        settings=settings,
    )
    for err in rules.errors:
        click.echo(f"asmscope: error: {err}", err=True)
    return rules


def load_spec(config: Config, opts: Mapping[str, Any]) -> Spec:
    # Expressions are checked when planning, unless the plan cache vouches for them (see
    # plan_variants_cached): every command that loads a spec plans from it.
    if opts.get("spec"):
        return load_spec_file(Path(opts["spec"]), ALL_KEYS, defer_expressions=True)
    if config.path is not None and config.has_spec():
        table = {k: v for k, v in config.table.items()}
        text = config.path.read_text(encoding="utf-8")
        return spec_from_table(table, config.path, text, ALL_KEYS, defer_expressions=True)
    raise Failure(
        'no kernel spec: pass --spec FILE, or add `spec = "FILE"` or [[tool.asmscope.kernel]] tables '
        "to pyproject.toml (see README, 'Kernel specs')"
    )


def plan_with_workers(
    spec: Spec, kernels: Sequence[KernelSpec], cache: CompileCache, opts: Mapping[str, Any], jobs: int
) -> tuple[list[PlannedVariant], WorkerPool]:
    """The plan (reused from the cache when nothing changed), and the worker pool to compile it
    with. When the plan must be made again something changed, so compiles are likely: the
    workers are started then, and they make the plan (the kernels are imported there, under
    --timeout, not in this process). Pass the pool to compile_variants, which closes it."""
    pool = WorkerPool(jobs, timeout=opts.get("timeout") or 300.0, memory_mb=opts.get("memory_limit"))
    try:
        targets = choose_targets(opts)
        return plan_variants_cached(spec, kernels, targets, cache.root, on_replan=pool.start, pool=pool), pool
    except BaseException:
        pool.close()
        raise


def choose_kernels(spec: Spec, opts: Mapping[str, Any]) -> tuple[KernelSpec, ...]:
    names = list(opts.get("kernel_filter") or ())
    tags = list(opts.get("tag") or ())
    kernels = select_kernels(spec, names, tags)
    if not kernels:
        known = ", ".join(k.name for k in spec.kernels) or "none"
        raise Failure(
            f"no kernel in {spec.path} matches --kernel {names or '*'} --tag {tags or '*'} (kernels: {known})"
        )
    return kernels


def choose_targets(opts: Mapping[str, Any]) -> list[str] | None:
    targets = list(opts.get("targets") or ())
    for t in targets:
        get_target(t)  # raises UnknownTargetError with the known list
    return targets or None


def open_cache(opts: Mapping[str, Any]) -> CompileCache:
    root = Path(opts["cache_dir"]) if opts.get("cache_dir") else default_cache_dir()
    cache = CompileCache(root)
    cache.ensure_usable()
    return cache


def progress_enabled(opts: Mapping[str, Any]) -> bool:
    return not opts.get("quiet") and sys.stderr.isatty()


__all__ = ["Failure", "SpecError"]
