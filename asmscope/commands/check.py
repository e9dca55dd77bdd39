"""`asmscope check`: compile (cached), parse, run the rules, build one CheckReport."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Collection, Sequence
from dataclasses import replace
from pathlib import Path

import click

import asmscope
from asmscope import sourcetext
from asmscope.autotune_lists import list_rules, with_list_waste
from asmscope.commands.common import (
    Failure,
    RunPart,
    cache_asm_path,
    compile_and_check,
    kernel_sources,
    open_cache,
    progress_enabled,
    status,
)
from asmscope.commands.options import RunOptions, refuse_overwriting_inputs
from asmscope.compile import CompileCache, CompileOutcome, PlannedVariant, triton_version
from asmscope.compile.cache import LISTING_SUFFIX
from asmscope.compile.sample import sample_positions
from asmscope.compile.shard import plan_hash, shard_plan, stable_hash
from asmscope.findings import (
    CheckReport,
    OutOfScope,
    RuleInfo,
    RuleProblem,
    RunIdentity,
    VariantError,
    VariantKey,
)
from asmscope.fsutil import read_regular
from asmscope.isa.sass import reader as sass
from asmscope.pipeline import (
    Evaluation,
    all_findings,
    check_variants,
    named_rules_not_run,
    rules_fingerprint,
    vendor_out_of_scope,
    vendor_scope_reason,
)
from asmscope.report._common import plural
from asmscope.rules import (
    CONFIG_DEFAULTS,
    Rule,
    RuleSet,
    SourceLines,
    apply_suppressions,
    needs_ir,
    read_baseline,
    rule_docs,
    rule_names,
    write_baseline,
)
from asmscope.spec import KernelSpec, Spec
from asmscope.variant import Variant


def run_check(options: RunOptions) -> CheckReport:
    """The report; its rule_problems (rule-file errors and rules that failed while checking)
    make the exit code 2."""
    rules = options.rules
    for error in rules.errors:  # rule files (the options' own errors were raised before)
        click.echo(f"asmscope: error: {error}", err=True)
    if not rules.rules:  # `--ignore AS`, `--select AS001 --ignore AS001`: a check of nothing
        raise Failure(
            "no rule to run: the rule selection (--select/--ignore, or select/ignore in the config) "
            "leaves none; `asmscope rules` lists them"
        )
    run: RunIdentity | None = None
    if options.triton_caches:
        if options.asm_files or options.spec is not None or options.shard or options.sample:
            raise Failure(
                "--triton-cache checks what Triton's cache holds; it cannot be combined with --asm, --spec, "
                "--shard or --sample"
            )
        variants, errors_found = _cache_variants(options)
        cache_root, identical = None, ()
        evaluation = check_variants(variants, rules, cache_root, jobs=options.jobs, progress=progress_enabled(options))
        errors = tuple(errors_found)
        tv = ", ".join(sorted({v.triton_version for v in variants}))
        targets = tuple(sorted({v.key.target for v in variants}))
        lists = None
    elif options.asm_files:
        if options.spec is not None or options.kernels or options.shard or options.sample:
            raise Failure(
                "--asm checks the given files; it cannot be combined with --spec, --kernel, --shard or --sample"
            )
        cache_root, errors, identical, tv = None, (), (), ""
        evaluation = check_variants(
            _asm_variants(options), rules, cache_root, jobs=options.jobs, progress=progress_enabled(options)
        )
        targets = options.targets
        lists: tuple[list[PlannedVariant], CompileOutcome] | None = None  # no autotune list to judge
    else:
        if (options.shard or options.sample) and options.write_baseline is not None:
            flag = "--shard" if options.shard else "--sample"
            raise Failure(f"--write-baseline needs every variant: write it from a full run, not with {flag}")
        checked = compile_and_check(options, _my_part, vet=lambda kernels: _require_targets(kernels, options.targets))
        plan, outcome, evaluation = checked.plan, checked.outcome, checked.evaluation
        # A shard or a sample holds part of each autotune list: the rules on whole lists
        # (AS023) are left out of it, and said so, rather than judge a part.
        whole = options.shard is None and options.sample is None
        lists = (plan, outcome) if whole else None
        targets = tuple(sorted({p.key.target for p in plan}))
        cache_root, errors, identical, tv = checked.cache.root, outcome.errors, outcome.identical, triton_version()
        shas = {v.key: v.asm_sha256 for v in outcome.compiled}
        run = RunIdentity(
            spec=_spec_identity(checked.spec, options),
            plan=plan_hash(plan),
            rules=rules_fingerprint(rules),
            planned=len(plan),
            shard=options.shard,
            partition=checked.part.partition,
            variants=tuple((i, plan[i].key, shas.get(plan[i].key, "")) for i in checked.part.positions),
            compile_errors=len(errors),
        )
    if lists is not None:
        evaluation = with_list_waste(*lists, evaluation, rules, cache_root)
    for problem in evaluation.problems:
        click.echo(f"asmscope: error: {problem}", err=True)
    no_context, by_vendor, not_run = _rules_not_run(
        rules, evaluation, options, complete=not errors and not evaluation.errors
    )
    if no_context:
        _say_out_of_scope(no_context, len(rules.rules))
    out_of_scope = no_context + by_vendor
    if not options.asm_files and not options.triton_caches and lists is None:
        out_of_scope += _list_rules_left_out(rules, "--shard" if options.shard else "--sample")
    problems = tuple(RuleProblem(e.path, e.key, e.message) for e in (*rules.errors, *evaluation.problems))
    findings = all_findings(evaluation.summaries)
    baseline: frozenset[str] = frozenset()
    if options.baseline is not None:
        baseline = read_baseline(options.baseline)
    if options.write_baseline is not None:
        accepted = apply_suppressions(findings, sources=SourceLines()).kept
        sources = {f.source.file for f in findings if f.source is not None} | kernel_sources(options)
        refuse_overwriting_inputs(options, sources)
        try:
            write_baseline(options.write_baseline, accepted)
        except OSError as exc:
            raise Failure(f"cannot write the baseline {options.write_baseline}: {exc.strerror or exc}") from None
        status(options, f"wrote {len(accepted)} findings to baseline {options.write_baseline}")
        # What was just accepted is known: the run that writes a baseline passes as the next
        # run with it will (exit 0 unless something could not be checked).
        baseline = baseline | {f.fingerprint for f in accepted}
    with_baseline = options.baseline is not None or options.write_baseline is not None
    known = sum(1 for f in findings if f.fingerprint in baseline) if with_baseline else None
    suppression = apply_suppressions(findings, baseline, SourceLines())
    for problem in (*not_run, *suppression.problems):
        click.echo(f"asmscope: error: {problem}", err=True)
    return CheckReport(
        findings=tuple(suppression.kept),
        errors=tuple(errors) + evaluation.errors,
        variants_checked=len(evaluation.summaries),
        triton_version=tv,
        asmscope_version=asmscope.__version__,
        targets=targets,
        suppressed=suppression.suppressed,
        suppressed_bare=suppression.bare,
        identical=identical,
        rules=tuple(RuleInfo(r.id, r.name, r.summary, r.severity, rule_docs(r)) for r in rules.rules),
        rule_problems=problems + not_run + suppression.problems,
        known=known,
        summaries=evaluation.summaries,
        run=run,
        out_of_scope=out_of_scope,
    )


def _require_targets(kernels: Sequence[KernelSpec], targets: Sequence[str]) -> None:
    """`--target gfx950` for kernels built for gfx942 only would check nothing: an error."""
    built = sorted({t for k in kernels for t in k.targets})
    if targets and not set(targets) & set(built):
        raise Failure(
            f"no variant to check: {_names(kernels)} {'is' if len(kernels) == 1 else 'are'} built for "
            f"{', '.join(built) or 'no target'}, not --target {', '.join(targets)}"
        )


def _names(kernels: Sequence[KernelSpec]) -> str:
    shown = ", ".join(k.name for k in kernels[:5]) + (", ..." if len(kernels) > 5 else "")
    return f"{plural(len(kernels), 'kernel')} ({shown})"


def _my_part(
    options: RunOptions, plan: list[PlannedVariant], kernels: tuple[KernelSpec, ...], cache: CompileCache
) -> RunPart:
    """This run's variants (--shard's or --sample's part, or all), their places in the plan, the
    partition; an empty plan is an error (nothing would be checked)."""
    if not plan:
        raise Failure(f"no variant to check: {_names(kernels)} give no variant to compile (no config?)")
    mine, positions, partition = _my_shard(plan, cache, options)
    return RunPart(mine, positions, partition, f"{_counted(mine, plan, options)} of {plural(len(kernels), 'kernel')}")


def _my_shard(
    plan: list[PlannedVariant], cache: CompileCache, options: RunOptions
) -> tuple[list[PlannedVariant], list[int], str]:
    """This run's variants (--shard's part, or all), their places in the plan, the partition."""
    if options.sample is not None:
        if options.shard is not None:
            raise Failure("--sample and --shard do not combine: a sample is a first look, shards split a full run")
        positions = sample_positions(plan, options.sample)
        return [plan[i] for i in positions], positions, ""
    if options.shard is None:
        return plan, list(range(len(plan))), ""
    return shard_plan(plan, cache, *options.shard)


def _counted(mine: Sequence[PlannedVariant], plan: Sequence[PlannedVariant], options: RunOptions) -> str:
    if options.sample is not None:
        return f"sample of {len(mine)} of {plural(len(plan), 'variant')}"
    if options.shard is None:
        return plural(len(plan), "variant")
    return f"shard {options.shard[0]}/{options.shard[1]}: {len(mine)} of {plural(len(plan), 'variant')}"


def _spec_identity(spec: Spec, options: RunOptions) -> str:
    """The spec's text and the selection made from it (kernels, tags, targets)."""
    try:
        text = read_regular(Path(spec.path)).decode("utf-8", errors="replace")
    except OSError:
        text = ""
    return stable_hash(json.dumps([text, options.kernels, options.tags, options.targets]))


def _rules_not_run(
    rules: RuleSet, evaluation: Evaluation, options: RunOptions, complete: bool
) -> tuple[tuple[OutOfScope, ...], tuple[OutOfScope, ...], tuple[RuleProblem, ...]]:
    """The rules that ran on no kernel: out of scope where the input kind cannot give what they
    select on (an `--asm` file has no tags and no autotune config); an error where the user
    selected the rule by name (the check asked for did not happen), also when its select.when
    held on none of the kernels. A run that lost variants (exit 3) or checked one shard cannot
    tell whether a named rule had a kernel elsewhere. A rule not named whose `when` held
    nowhere does not apply to this code (as one whose targets exclude it): nothing to say."""

    targets = [s.key.target for s in evaluation.summaries]

    def reason(rule: Rule) -> str | None:
        vendor = vendor_scope_reason(rule, targets)
        if vendor is not None:
            return vendor
        from_cache = bool(options.triton_caches)
        reasons = [
            _missing_context(rule, s.key.kernel, options.tags, s.key.target, from_cache) for s in evaluation.summaries
        ]
        raw = options.asm_files or options.triton_caches
        return reasons[0] if raw and reasons and all(reasons) else None

    can_tell = complete and options.shard is None
    named = rules.named if can_tell else frozenset()
    unselected = set(evaluation.unselected)
    # a rule for one vendor's code is out of scope for the other's variants (said once per
    # rule, with how many variants it left out), whether or not it ran on some
    by_vendor = vendor_out_of_scope(rules, targets)
    left_out = {o.rule for o in by_vendor}
    out_of_scope = [
        OutOfScope(rule.id, rule.name, why)
        for rule in rules.rules
        if rule.id in unselected
        and rule.id not in named
        and rule.id not in left_out
        and (why := reason(rule)) is not None
    ]
    by_vendor = tuple(o for o in by_vendor if o.rule not in named or o.rule not in unselected)

    def defaults_used(rule: Rule) -> str | None:
        when = rule.select.when
        raw = options.asm_files or options.triton_caches
        names = sorted(when.names & set(CONFIG_DEFAULTS)) if when is not None and raw else []
        if not names:
            return None
        given = ", ".join(f"{n}={CONFIG_DEFAULTS[n]!r}" for n in names)
        return (
            f"an assembly file or code object carries no autotune config, so Triton's default stood in "
            f"({given}); check the kernel through a spec (asmscope check --kernel NAME) to run it"
        )

    checked = bool(evaluation.summaries)
    not_run = named_rules_not_run(rules, [evaluation], reason, defaults_used, checked) if can_tell else ()
    return tuple(out_of_scope), by_vendor, tuple(RuleProblem(e.path, e.key, e.message) for e in not_run)


def _list_rules_left_out(rules: RuleSet, flag: str) -> tuple[OutOfScope, ...]:
    """The rules on a kernel's whole autotune list, which a part of the run cannot judge."""
    left = tuple(
        OutOfScope(
            r.id, r.name, f"judges a kernel's whole autotune list, which a {flag} run does not hold; run without it"
        )
        for r in list_rules(rules)
    )
    for o in left:
        click.echo(f"asmscope: note: {o.rule} {o.name} not run: {o.reason}", err=True)
    return left


def _say_out_of_scope(rules: Sequence[OutOfScope], total: int) -> None:
    """On stderr too (even with --quiet): the check was partial by the input's nature."""
    head = f"{plural(len(rules), 'rule')} of {total} out of scope for this input (no tags or config to select on):"
    click.echo("\n".join(f"asmscope: note: {line}" for line in [head, *(f"  {r}" for r in rules)]), err=True)


def _missing_context(
    rule: Rule, kernel: str, tags: Collection[str], target: str, from_cache: bool = False
) -> str | None:
    """Why `rule` cannot run on a raw asm kernel for lack of context, and how to give it; None
    when it runs (or does not apply for a reason no option changes: another target or kernel)."""
    select = rule.select
    if select.tags and not set(select.tags) & set(tags):
        return f"selects kernels tagged {' or '.join(select.tags)}; give --tag {select.tags[0]}"
    if select.targets and not target:
        return f"runs on {', '.join(select.targets)} only and the file names no target; give --target"
    if not select.matches(kernel, tags, target):
        return None
    if needs_ir(rule):
        where = "a Triton cache entry as asmscope reads it" if from_cache else "an assembly file or code object"
        return (
            f"needs the variant's TTGIR (Triton's GPU IR), which {where} does not carry; check the kernel "
            "through a spec (asmscope check --kernel NAME), whose compiles keep it"
        )
    names = sorted(rule_names(rule))
    if from_cache:  # an entry of Triton's cache carries its launch options, not its constexprs
        from asmscope.tritoncache import OPTIONS

        names = [n for n in names if n not in OPTIONS]
        if names:
            return (
                f"needs {', '.join(names)}, which Triton's cache does not keep (constexprs); write the spec "
                "with `asmscope spec-from --triton-cache` and check it to run this rule"
            )
        return None
    if names:
        keys = ", ".join(names)
        return (
            f"needs the autotune config ({keys}), which an assembly file or code object does not carry; "
            "check the kernel through a spec (asmscope check --kernel NAME) to run it"
        )
    return None


def _asm_variants(options: RunOptions) -> list[Variant]:
    targets = options.targets or ("",)
    if len(targets) > 1:
        raise Failure("--asm takes at most one --target (the target the files were compiled for)")
    variants = []
    # source text is read under each file's own directory (and the project's, where a config is)
    project = [options.config.base_dir] if options.config.path else []
    sourcetext.allow(*(p.parent for p in options.asm_files), *project)
    cache: CompileCache | None = None
    for path in options.asm_files:
        try:
            data = read_regular(path)
        except OSError as exc:
            raise Failure(f"{path}: cannot read assembly file ({exc.strerror})") from None
        sha = hashlib.sha256(data).hexdigest()
        listing = None
        if sass.is_cubin(data):  # its SASS listing goes to the cache, never beside the user's file
            cache = cache or open_cache(options.cache_dir)
            listing = str(cache.asm_path(sha, LISTING_SUFFIX))
        key = VariantKey("", targets[0], asm=str(path))
        variants.append(Variant(key, str(path), sha, options.tags, listing_path=listing))
    return variants


def _cache_variants(options: RunOptions) -> tuple[list[Variant], list[VariantError]]:
    """The entries of Triton's cache (--triton-cache) selected by --kernel, and those that
    cannot be read (each a variant not checked: exit 3)."""
    from asmscope.tritoncache import CacheDirError, cache_variants, read_triton_cache, select

    (root,) = options.triton_caches
    try:
        scan = read_triton_cache(root)
    except CacheDirError as exc:
        raise Failure(str(exc)) from None
    variants, errors = cache_variants(
        scan, options.tags, asm_path=lambda sha, suffix: cache_asm_path(options, sha, suffix)
    )
    if options.targets:
        variants = [v for v in variants if v.key.target in options.targets]
    variants = select(variants, options.kernels)
    if any(v.asm_path.endswith(".cubin") for v in variants):
        # a cubin's SASS listing goes to asmscope's cache (never into Triton's), as for --asm
        cache = open_cache(options.cache_dir)
        variants = [
            replace(v, listing_path=str(cache.asm_path(v.asm_sha256, LISTING_SUFFIX)))
            if v.asm_path.endswith(".cubin")
            else v
            for v in variants
        ]
    if options.kernels:
        errors = [e for e in errors if not e.variant.kernel or select_error(e, options.kernels)]
    if not variants and not errors:
        what = f" matching --kernel {', '.join(options.kernels)}" if options.kernels else ""
        raise Failure(f"{root}: no compiled kernel{what} in this Triton cache (run your tests or model first)")
    status(options, f"{root}: {plural(len(variants), 'cached variant')}, {len(errors)} not readable")
    return variants, errors


def select_error(error: VariantError, kernels: Sequence[str]) -> bool:
    from fnmatch import fnmatchcase

    return any(fnmatchcase(error.variant.kernel, k) for k in kernels)
