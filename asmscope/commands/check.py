"""`asmscope check`: compile (cached), parse, run the rules, build one CheckReport."""

from __future__ import annotations

import hashlib

import click

import asmscope
from asmscope.commands.common import (
    Failure,
    choose_kernels,
    load_spec,
    open_cache,
    plan_with_workers,
    progress_enabled,
    status,
)
from asmscope.commands.options import RunOptions
from asmscope.compile import compile_variants, triton_version
from asmscope.findings import CheckReport, RuleInfo, RuleProblem, VariantKey
from asmscope.pipeline import all_findings, check_variants
from asmscope.rules import (
    SourceLines,
    apply_suppressions,
    read_baseline,
    rule_docs,
    write_baseline,
)
from asmscope.variant import Variant


def run_check(options: RunOptions) -> CheckReport:
    """The report; its rule_problems (rule-file errors and rules that failed while checking)
    make the exit code 2."""
    rules = options.rules
    for error in rules.errors:  # rule files (the options' own errors were raised before)
        click.echo(f"asmscope: error: {error}", err=True)
    if options.asm_files:
        if options.spec is not None or options.kernels:
            raise Failure("--asm checks the given files; it cannot be combined with --spec or --kernel")
        variants, cache_root, errors, identical, tv = _asm_variants(options), None, (), (), ""
        targets = options.targets
    else:
        spec = load_spec(options)
        kernels = choose_kernels(spec, options)
        cache = open_cache(options.cache_dir)
        plan, pool = plan_with_workers(spec, kernels, cache, options)
        status(options, f"{len(plan)} variants of {len(kernels)} kernels; cache {cache.root}")
        outcome = compile_variants(plan, cache, progress=progress_enabled(options), pool=pool)
        status(
            options,
            f"compiled {outcome.built} ({outcome.hits} from cache) in {outcome.seconds:.1f} s; "
            f"{len(outcome.errors)} failed, {len(outcome.pruned)} pruned by the autotuner",
        )
        variants = list(outcome.compiled)
        targets = tuple(sorted({p.key.target for p in plan}))
        cache_root, errors, identical, tv = cache.root, outcome.errors, outcome.identical, triton_version()
    evaluation = check_variants(variants, rules, cache_root, jobs=options.jobs, progress=progress_enabled(options))
    for problem in evaluation.problems:
        click.echo(f"asmscope: error: {problem}", err=True)
    problems = tuple(RuleProblem(e.path, e.key, e.message) for e in (*rules.errors, *evaluation.problems))
    findings = all_findings(evaluation.summaries)
    baseline: frozenset[str] = frozenset()
    if options.baseline is not None:
        baseline = read_baseline(options.baseline)
    if options.write_baseline is not None:
        accepted, _ = apply_suppressions(findings, sources=SourceLines())
        write_baseline(options.write_baseline, accepted)
        status(options, f"wrote {len(accepted)} findings to baseline {options.write_baseline}")
    findings, suppressed = apply_suppressions(findings, baseline, SourceLines())
    return CheckReport(
        findings=tuple(findings),
        errors=tuple(errors) + evaluation.errors,
        variants_checked=len(evaluation.summaries),
        triton_version=tv,
        asmscope_version=asmscope.__version__,
        targets=targets,
        suppressed=suppressed,
        identical=identical,
        rules=tuple(RuleInfo(r.id, r.name, r.summary, r.severity, rule_docs(r)) for r in rules.rules),
        rule_problems=problems,
    )


def _asm_variants(options: RunOptions) -> list[Variant]:
    targets = options.targets or ("",)
    if len(targets) > 1:
        raise Failure("--asm takes at most one --target (the target the files were compiled for)")
    variants = []
    for path in options.asm_files:
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise Failure(f"{path}: cannot read assembly file ({exc.strerror})") from None
        sha = hashlib.sha256(data).hexdigest()
        variants.append(Variant(VariantKey("", targets[0]), str(path), sha, options.tags))
    return variants
