"""`asmscope check`: compile (cached), parse, run the rules, build one CheckReport."""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import Any

import click

import asmscope
from asmscope.commands.common import (
    Failure,
    choose_kernels,
    choose_targets,
    compiled_status,
    load_ruleset,
    load_spec,
    open_cache,
    plan_with_workers,
    progress_enabled,
    status,
)
from asmscope.compare import VariantSummary
from asmscope.compile import compile_variants, triton_version
from asmscope.config import Config
from asmscope.findings import CheckReport, RuleInfo, RuleProblem, VariantKey
from asmscope.pipeline import all_findings, check_variants, default_jobs
from asmscope.report._common import plural
from asmscope.rules import (
    BaselineError,
    Rule,
    RuleSet,
    SourceLines,
    apply_suppressions,
    read_baseline,
    rule_docs,
    rule_names,
    write_baseline,
)
from asmscope.variant import Variant


def run_check(config: Config, opts: Mapping[str, Any]) -> tuple[CheckReport, int]:
    """The report, and how many rule-file errors were found (they make the exit code 2)."""
    rules = load_ruleset(config, opts)
    jobs = opts.get("jobs") or default_jobs()
    if opts.get("asm_files"):
        if opts.get("spec") or opts.get("kernel_filter"):
            raise Failure("--asm checks the given files; it cannot be combined with --spec or --kernel")
        variants, targets, cache_root, errors, identical, tv = _asm_variants(opts), _asm_targets(opts), None, (), (), ""
    else:
        spec = load_spec(config, opts)
        kernels = choose_kernels(spec, opts)
        cache = open_cache(opts)
        plan, pool = plan_with_workers(spec, kernels, cache, opts, jobs)
        status(opts, f"{plural(len(plan), 'variant')} of {plural(len(kernels), 'kernel')}; cache {cache.root}")
        outcome = compile_variants(plan, cache, progress=progress_enabled(opts), pool=pool)
        status(opts, compiled_status(outcome))
        variants = list(outcome.compiled)
        targets = tuple(sorted({p.key.target for p in plan}))
        cache_root, errors, identical, tv = cache.root, outcome.errors, outcome.identical, triton_version()
    evaluation = check_variants(variants, rules, cache_root, jobs=jobs, progress=progress_enabled(opts))
    for problem in evaluation.problems:
        click.echo(f"asmscope: error: {problem}", err=True)
    if opts.get("asm_files"):
        _say_rules_not_run(rules, evaluation.summaries, tuple(opts.get("tag") or ()))
    findings = all_findings(evaluation.summaries)
    baseline: frozenset[str] = frozenset()
    if opts.get("baseline"):
        try:
            baseline = read_baseline(Path(opts["baseline"]))
        except BaselineError as exc:
            raise Failure(str(exc)) from None
    if opts.get("write_baseline"):
        accepted, _ = apply_suppressions(findings, sources=SourceLines())
        write_baseline(Path(opts["write_baseline"]), accepted)
        status(opts, f"wrote {len(accepted)} findings to baseline {opts['write_baseline']}")
    known = sum(1 for f in findings if f.fingerprint in baseline) if opts.get("baseline") else None
    findings, suppressed = apply_suppressions(findings, baseline, SourceLines())
    report = CheckReport(
        findings=tuple(findings),
        errors=tuple(errors) + evaluation.errors,
        variants_checked=len(evaluation.summaries),
        triton_version=tv,
        asmscope_version=asmscope.__version__,
        targets=targets,
        suppressed=suppressed,
        identical=identical,
        rules=tuple(RuleInfo(r.id, r.name, r.summary, r.severity, rule_docs(r)) for r in rules.rules),
        known=known,
        rule_problems=tuple(RuleProblem(e.path, e.key, e.message) for e in (*rules.errors, *evaluation.problems)),
    )
    return report, len(report.rule_problems)


def _say_rules_not_run(rules: RuleSet, summaries: Sequence[VariantSummary], tags: tuple[str, ...]) -> None:
    """`--asm` has no spec to give tags, target and config: name each rule that ran on none of
    the files' kernels for lack of one of them, and how to give it (stderr; even with --quiet,
    since the check was partial)."""
    notes = []
    for rule in rules.rules:
        reasons = [_missing_context(rule, s.key.kernel, tags, s.key.target) for s in summaries]
        if reasons and all(reasons):
            notes.append(f"  {rule.id} {rule.name}: {reasons[0]}")
    if notes:
        head = f"{plural(len(notes), 'rule')} of {len(rules.rules)} did not run for lack of tags, target or config:"
        click.echo("\n".join(f"asmscope: note: {line}" for line in [head, *notes]), err=True)


def _missing_context(rule: Rule, kernel: str, tags: Collection[str], target: str) -> str | None:
    """Why `rule` cannot run on a raw asm kernel for lack of context, and how to give it; None
    when it runs (or does not apply for a reason no option changes: another target or kernel)."""
    select = rule.select
    if select.tags and not set(select.tags) & set(tags):
        return f"selects kernels tagged {' or '.join(select.tags)}; give --tag {select.tags[0]}"
    if select.targets and not target:
        return f"runs on {', '.join(select.targets)} only and the file names no target; give --target"
    if not select.matches(kernel, tags, target):
        return None
    names = sorted(rule_names(rule))
    if names:
        keys = ", ".join(names)
        return (
            f"needs the autotune config ({keys}), which an .s file does not carry; "
            f"check the kernel through a spec (asmscope check --kernel NAME) to run it, or --ignore {rule.id}"
        )
    return None


def _asm_targets(opts: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(choose_targets(opts) or ())


def _asm_variants(opts: Mapping[str, Any]) -> list[Variant]:
    targets = choose_targets(opts) or [""]
    if len(targets) > 1:
        raise Failure("--asm takes at most one --target (the target the files were compiled for)")
    tags = tuple(opts.get("tag") or ())
    variants = []
    for name in opts["asm_files"]:
        path = Path(name)
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise Failure(f"{name}: cannot read assembly file ({exc.strerror})") from None
        sha = hashlib.sha256(data).hexdigest()
        variants.append(Variant(VariantKey("", targets[0]), str(path), sha, tags))
    return variants
