"""One check of variants: asm text → parse → analysis → rules → summaries, errors, rule problems.

    outcome = check_variants(variants, rules, cache_root=cache.root, jobs=4)
    outcome.summaries (one per kernel checked), outcome.errors (variants that did not parse),
    outcome.problems (rules that failed or never ran: reported like rule-file errors, exit 2)

`check_variants` owns the one `RuleRun` of a check. The expensive step per variant is parsing;
its result for a given asm text and rule set never changes, so each variant's summaries
(histogram, resources, findings) and rule trace are cached under a key of the asm's hash, the
rules' fingerprint and the variant's identity. A warm `asmscope check` reads those and re-parses
nothing. Cold variants are evaluated in parallel processes.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from functools import lru_cache
from multiprocessing import get_context
from pathlib import Path

import asmscope
from asmscope.analysis import KernelAnalysis, analyze
from asmscope.analysis.cfg import NestingError
from asmscope.compare import VariantSummary, summary_metrics
from asmscope.findings import (
    Finding,
    OutOfScope,
    VariantError,
    finding_from_dict,
    finding_to_dict,
)
from asmscope.fsutil import atomic_write, discard, read_regular
from asmscope.interrupt import deferred, die_with_parent
from asmscope.ir.explain import explain
from asmscope.ir.files import ir_facts
from asmscope.isa import ParseError, ReadContext, parse_module
from asmscope.isa.sass import reader as sass
from asmscope.model import Kernel
from asmscope.progress import progress_bar
from asmscope.rules import Rule, RuleLoadError, RuleRun, RuleSet, RuleTrace, Unapplied, VariantContext
from asmscope.targets import TARGETS, lookup
from asmscope.variant import Variant, lds_bytes


@dataclass(frozen=True, slots=True)
class Evaluation:
    summaries: tuple[VariantSummary, ...]
    errors: tuple[VariantError, ...]  # variants whose asm could not be read or parsed
    problems: tuple[RuleLoadError, ...] = ()  # rules that failed or never ran (exit 2)
    cache_hits: int = 0
    unselected: tuple[str, ...] = ()  # ids of the rules that no kernel checked was selected for
    unapplied: tuple[Unapplied, ...] = ()  # rules selected for some kernels whose select.when held on none


@dataclass(frozen=True, slots=True)
class _Checked:
    """One variant's summaries and what checking it told about the rules (cached together)."""

    summaries: tuple[VariantSummary, ...]
    trace: RuleTrace


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """asmscope's own parser, analysis and engine: a checkout updated in place (an editable
    install keeps its version number) must not serve results an older walker computed."""
    root = Path(asmscope.__file__).parent
    digest = hashlib.sha256()
    for path in sorted(p for p in root.rglob("*") if p.suffix in (".py", ".lark") and p.is_file()):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def rules_fingerprint(rules: RuleSet) -> str:
    """Changes whenever a rule file, a selection, a severity, a setting or asmscope's code changes."""
    parts = [asmscope.__version__, code_fingerprint(), json.dumps(dict(rules.settings), sort_keys=True, default=str)]
    for rule in rules.rules:
        text = Path(rule.path).read_text(encoding="utf-8") if rule.path and Path(rule.path).is_file() else repr(rule)
        parts.append(f"{rule.id}:{rule.severity}:{text}")
    return hashlib.sha256("\x1e".join(parts).encode()).hexdigest()


def check_variants(
    variants: Sequence[Variant],
    rules: RuleSet,
    cache_root: Path | None = None,
    jobs: int = 1,
    progress: bool = False,
) -> Evaluation:
    """Summaries of every variant, from the results cache where possible, else computed; and
    the problems of the one rule run over all of them."""
    run = RuleRun(rules)
    fingerprint = rules_fingerprint(rules) if cache_root is not None else ""
    checked: dict[int, _Checked] = {}
    errors: list[VariantError] = []
    todo: list[int] = []
    for i, variant in enumerate(variants):
        cached = _read_result(cache_root, _result_key(variant, fingerprint))
        if cached is not None:
            checked[i] = cached
        else:
            todo.append(i)
    hits = len(checked)
    bar = progress_bar(len(todo), "checking", enabled=progress)

    def finish(i: int, outcome: _Checked | VariantError) -> None:
        if isinstance(outcome, VariantError):
            errors.append(outcome)
        else:
            checked[i] = outcome
            _write_result(cache_root, _result_key(variants[i], fingerprint), outcome)
        bar.update(1)

    if len(todo) > 1 and jobs > 1:
        global _WORKER_RUN
        _WORKER_RUN = run  # inherited by the forked evaluation processes
        ctx = get_context("fork")
        with ProcessPoolExecutor(
            max_workers=min(jobs, len(todo)),
            mp_context=ctx,
            initializer=_leave_signals_to_the_parent,
            initargs=(os.getpid(),),
        ) as pool:
            try:
                with deferred():  # forked with INT/TERM/HUP held, until the initializer has set them
                    outcomes = pool.map(_check_in_worker, [variants[i] for i in todo], chunksize=4)
                for i, outcome in zip(todo, outcomes):
                    finish(i, outcome)
            except BaseException:  # interrupted: wait only for the chunks already running
                pool.shutdown(wait=False, cancel_futures=True)
                raise
    else:
        for i in todo:
            finish(i, _check_one(variants[i], run))
    bar.close()
    for i in sorted(checked):
        run.record(checked[i].trace)
    here = {i: keep_listing(variants[i]) for i in checked}  # a cached result's listing may have gone since
    summaries = tuple(
        located_here(s, here[i]) for i in range(len(variants)) if i in checked for s in checked[i].summaries
    )
    return Evaluation(
        summaries, tuple(errors), tuple(run.problems()), hits, tuple(run.unselected()), tuple(run.unapplied())
    )


def rules_run_on(rules: RuleSet, traces: Sequence[RuleTrace]) -> Evaluation:
    """What the traces of kernels checked one at a time (the API's) tell about the rules: an
    Evaluation with no summaries, for `named_rules_not_run`."""
    run = RuleRun(rules)
    for trace in traces:
        run.record(trace)
    return Evaluation((), (), tuple(run.problems()), 0, tuple(run.unselected()), tuple(run.unapplied()))


_VENDOR_NAMES = {"amd": "AMD", "nvidia": "NVIDIA"}


def vendor_out_of_scope(rules: RuleSet, targets: Sequence[str]) -> tuple[OutOfScope, ...]:
    """The rules whose vendor scope (Rule.vendors) leaves out some of the variants checked
    (`targets`: each variant's target): out of scope for those, not "run with no findings".
    The reason names the vendor the rule is for and the vendor of the variants it left out;
    rules left out of the same variants share the reason word for word, so a report can group
    them."""
    vendors = {lookup(t).vendor for t in set(targets)} - {""}
    out = []
    for rule in rules.rules:
        outside = sorted(vendors - set(rule.vendors))
        if not outside:
            continue
        names = " and ".join(_VENDOR_NAMES.get(v, v) for v in rule.vendors)
        others = " and ".join(_VENDOR_NAMES.get(v, v) for v in outside)
        # (no counts: shards of one run say it word for word, and merge unites them)
        out.append(
            OutOfScope(rule.id, rule.name, f"{VENDOR_SCOPE}{names} code only: out of scope for the {others} variants")
        )
    return tuple(out)


VENDOR_SCOPE = "a rule for "  # how vendor_out_of_scope's reasons begin (merge keeps those)


def vendor_scope_reason(rule: Rule, targets: Sequence[str]) -> str | None:
    """Why a rule ran on none of the variants for its vendor scope, or None if one is in it."""
    vendors = {lookup(t).vendor for t in targets}
    if not targets or not vendors or "" in vendors or vendors & set(rule.vendors):
        return None
    names = " and ".join(_VENDOR_NAMES.get(v, v) for v in rule.vendors)
    return (
        f"it applies to {names} code only ({rule.vendors_from}) and every variant checked is for "
        f"{', '.join(sorted(set(targets)))}"
    )


def named_rules_not_run(
    rules: RuleSet,
    evaluations: Sequence[Evaluation],
    why_unselected: Callable[[Rule], str | None] = lambda rule: None,
    why_when_false: Callable[[Rule], str | None] = lambda rule: None,
    checked: bool = True,
) -> tuple[RuleLoadError, ...]:
    """The rules the user selected by name (`rules.named`) that ran on no kernel of any of the
    evaluations (a check's one, a diff's two sides): the check asked for did not happen, an
    error (exit 2). Either no kernel matched the rule's select (`why_unselected` may say why)
    or its select.when held on none of the kernels it was selected for (`why_when_false` may
    add why, e.g. the defaults an assembly file's missing config stood in for). And where no
    rule of the selection ran on any kernel (`checked`: some kernel was), the selection itself:
    nothing was checked, named or not (`--select AS06` on AMD code). Only a run that checked
    every variant can tell: the caller asks only then."""
    out = []
    for rule in rules.rules:
        if rule.id not in rules.named or not _ran_nowhere(rule.id, evaluations):
            continue
        unapplied = [u for e in evaluations for u in e.unapplied if u.rule == rule.id]
        if unapplied:
            key, why = "select.when", _when_held_nowhere(rule, unapplied)
            hint = why_when_false(rule)
            why = f"{why}; {hint}" if hint else why
        else:
            key = "select"
            why = why_unselected(rule) or "no kernel checked matches its select (kernel names, tags, targets)"
        message = f"{rule.id} {rule.name} was selected by name and ran on no kernel: {why}"
        out.append(RuleLoadError(rule.path, key, message))
    if not out and checked and rules.rules and all(_ran_nowhere(r.id, evaluations) for r in rules.rules):
        ids = [r.id for r in rules.rules]
        shown = ", ".join(ids) if len(ids) <= 8 else f"{', '.join(ids[:8])}, ..."
        message = (
            f"none of the {len(ids)} rules selected ({shown}) ran on any kernel checked: each selects other "
            "targets, kernels or tags, or its select.when held on none; nothing was checked"
        )
        out.append(RuleLoadError("--select", "", message))
    return tuple(out)


def _ran_nowhere(rule_id: str, evaluations: Sequence[Evaluation]) -> bool:
    """Whether each evaluation selected the rule for no kernel or says its `when` held on none."""
    return all(rule_id in e.unselected or any(u.rule == rule_id for u in e.unapplied) for e in evaluations)


def _when_held_nowhere(rule: Rule, unapplied: Sequence[Unapplied]) -> str:
    when = rule.select.when.text if rule.select.when is not None else ""
    selected, false = sum(u.selected for u in unapplied), sum(u.when_false for u in unapplied)
    if false == selected:
        return f"its select.when `{when}` is false on all {selected} kernel(s) it was selected for"
    return (
        f"its select.when `{when}` held on none of the {selected} kernel(s) it was selected for "
        f"(false on {false}; on the others it names a config key they lack)"
    )


_WORKER_RUN: RuleRun | None = None


def _leave_signals_to_the_parent(parent: int) -> None:
    """Ctrl-C in a terminal reaches every process of the group: the parent reports it in one
    line and ends the pool; an evaluation process must not print a traceback of its own. It
    dies with the parent, also when that is killed."""
    import signal

    held = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
    for sig in held:
        signal.signal(sig, signal.SIG_DFL if sig != signal.SIGINT else signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, held)  # forked while the parent held them back
    die_with_parent(parent)


def _check_in_worker(variant: Variant) -> _Checked | VariantError:
    assert _WORKER_RUN is not None
    return _check_one(variant, _WORKER_RUN)


def located_here(summary: VariantSummary, variant: Variant) -> VariantSummary:
    """A summary's findings point at this run's files: its asm file (a cached summary may have
    been made from the same text under another path), and, for asm compiled in another
    checkout (same source, same cache key), this checkout's Python files, whose suppressions
    are then read, and whose paths are opened, here."""

    def here(f: Finding) -> Finding:
        if f.source is not None and (path := variant.source_here(f.source.file)) != f.source.file:
            f = replace(f, source=replace(f.source, file=path))
        return f if f.asm_path == variant.findings_path else replace(f, asm_path=variant.findings_path)

    findings = tuple(here(f) for f in summary.findings)
    return replace(
        summary,
        findings=findings,
        asm_path=variant.asm_path,
        moved_sources=variant.moved_sources,
        listing_path=variant.listing_path,
    )


def analyze_variant(variant: Variant) -> list[tuple[Variant, Kernel, KernelAnalysis]] | VariantError:
    """Each kernel of a variant's asm, parsed and analysed, with the variant it is checked as:
    a compiled variant is its file's one kernel, named by the spec; a given .s file is every
    kernel in it, each by its own name. The target, where the variant leaves it open, is the
    one the asm names."""
    try:
        text = read_regular(variant.asm_path)
    except OSError as exc:
        return VariantError(variant.key, "parse-error", f"cannot read {variant.asm_path}: {exc.strerror}")
    try:
        module = parse_module(text, variant.asm_path, replace(read_context(variant), keep_listing=_keeper(variant)))
        shared = module.kernels[0].resources.launch_shared_bytes if module.kernels else None
        if variant.launch_lds_bytes is None and shared is not None:
            # a given cubin: the `shared` of Triton's metadata beside it is the launch's dynamic
            # shared memory, the same fact a compiled variant carries (AS063, occupancy, reports)
            variant = replace(variant, launch_lds_bytes=shared)
    except ParseError as exc:
        return VariantError(variant.key, "parse-error", str(exc))
    except Exception as exc:  # a reader's fault on one file is that variant's, never the run's end (#45)
        reason = f"{variant.asm_path}: the reader failed on this file ({type(exc).__name__}: {exc})"
        return VariantError(variant.key, "parse-error", reason)
    given = variant.key.target
    if module.target and module.target not in TARGETS:
        # no target descriptor (limits, hazard tables, occupancy): nothing could be checked right
        return VariantError(
            variant.key,
            "parse-error",
            f"{variant.asm_path}: unsupported target {module.target}: asmscope checks {', '.join(TARGETS)}",
        )
    if variant.key.asm and given and module.target in TARGETS and module.target != given:
        # `check --asm FILE --target`: gfx950's hazard tables on gfx942 code flag what is no
        # hazard there and miss what is (rule fixtures check one file as several targets on purpose)
        return VariantError(
            variant.key,
            "parse-error",
            f"{variant.asm_path}: --target {given} contradicts the file's own target {module.target}; "
            f"give --target {module.target}, or no --target",
        )
    target = given or module.target or ""
    if module.target and module.target.startswith("cuda:") and target != module.target:
        # a cubin is machine code for one architecture: analysed as another it would be wrong
        return VariantError(
            variant.key, "parse-error", f"{variant.asm_path} is a cubin for {module.target}, not {target}"
        )
    kernels = module.kernels
    if variant.asm_kernel is not None:
        kernels = tuple(k for k in kernels if k.name == variant.asm_kernel)
        if not kernels:
            return VariantError(variant.key, "parse-error", f"{variant.asm_path} has no kernel {variant.asm_kernel!r}")
    empty = [k for k in kernels if not k.instructions]
    if empty:  # a label with no code under it: nothing was checked, so it cannot pass
        return VariantError(
            variant.key,
            "parse-error",
            f"{variant.asm_path}:{empty[0].first_line}: kernel {empty[0].name!r} has a label and no instructions: "
            "nothing to check",
        )
    out = []
    for kernel in kernels:
        if variant.key.kernel:  # a compiled variant (one kernel per file, named by the spec), or one named kernel
            each = variant
        else:  # a raw asm file: every kernel in it, by its own name (and, for --asm, its file)
            each = replace(variant, key=replace(variant.key, kernel=kernel.name, target=target))
        try:
            analysis = analyze(
                kernel, each.key.target or None, dynamic_lds_bytes=each.launch_lds_bytes or 0, features=module.features
            )
        except NestingError as exc:
            return VariantError(variant.key, "parse-error", f"{variant.asm_path}: kernel {kernel.name!r}: {exc}")
        out.append((each, kernel, analysis))
    return out


def _keeper(variant: Variant) -> Callable[[str], str] | None:
    """What keeps a cubin's SASS listing where the variant says (its listing_path), so that
    findings name a file an editor opens at their line: the path written, or the cubin's own
    where none is kept or the write fails (the cache directory read-only, say)."""
    if variant.listing_path is None:
        return None
    where = Path(variant.listing_path)

    def keep(listing: str) -> str:
        data = listing.encode("utf-8")
        try:
            if not (where.is_file() and read_regular(where) == data):  # as this nvdisasm printed it
                atomic_write(where, data)
        except OSError:
            return variant.asm_path
        return str(where)

    return keep


def keep_listing(variant: Variant) -> Variant:
    """A checked variant whose listing is to be kept and is missing (a result from the results
    cache whose listing was removed since, or a write that failed): the listing written again
    from the cubin, or the variant's findings pointed back at the cubin where it cannot be."""
    if variant.listing_path is None or Path(variant.listing_path).is_file():
        return variant
    try:
        listing = sass.disassemble(read_regular(variant.asm_path), variant.asm_path)
    except (OSError, ParseError):
        return replace(variant, listing_path=None)
    keep = _keeper(variant)
    assert keep is not None
    return variant if keep(listing) == variant.listing_path else replace(variant, listing_path=None)


def read_context(variant: Variant) -> ReadContext:
    """What a variant tells its ISA's reader beyond the file: its target, its config's
    num_warps, the dynamic shared memory Triton launches it with, and its assembler's log."""
    num_warps = dict(variant.config).get("num_warps")
    return ReadContext(
        target=variant.key.target or None,
        num_warps=num_warps if isinstance(num_warps, int) else None,
        launch_shared_bytes=variant.launch_lds_bytes,
        assembler_log=variant.ptxas_log,
    )


def _check_one(variant: Variant, run: RuleRun) -> _Checked | VariantError:
    analysed = analyze_variant(variant)
    if isinstance(analysed, VariantError):
        return analysed
    checked = evaluate_rules(analysed, run)
    summaries = tuple(summarize(*a, explain(a[0], a[1], findings)) for a, (findings, _) in zip(analysed, checked))
    return _Checked(summaries, _merge_traces([trace for _, trace in checked]))


def evaluate_rules(
    analysed: Sequence[tuple[Variant, Kernel, KernelAnalysis]], run: RuleRun
) -> list[tuple[list[Finding], RuleTrace]]:
    """The rules' findings and trace for each analysed kernel (what analyze_variant returns);
    the run records nothing (check_variants records each trace once)."""
    return [run.evaluate(VariantContext(each, kernel, analysis)) for each, kernel, analysis in analysed]


def _merge_traces(traces: Sequence[RuleTrace]) -> RuleTrace:
    if len(traces) == 1:
        return traces[0]
    return RuleTrace(
        tuple(r for t in traces for r in t.selected),
        tuple(u for t in traces for u in t.unresolved),
        tuple(e for t in traces for e in t.errors),
        tuple(r for t in traces for r in t.held),
    )


def summarize(
    variant: Variant, kernel: Kernel, analysis: KernelAnalysis, findings: Sequence[Finding]
) -> VariantSummary:
    res = kernel.resources
    metrics = summary_metrics(
        {
            "instructions": len(kernel.instructions),
            "hot_loop_instructions": analysis.hot_loop.instructions if analysis.hot_loop else None,
            "vgpr": res.vgpr,
            "agpr": res.agpr,
            "sgpr": res.sgpr,
            "vgpr_spill": res.vgpr_spill,
            "sgpr_spill": res.sgpr_spill,
            "scratch_bytes": res.scratch_bytes,
            "lds_bytes": lds_bytes(res.lds_bytes, variant.launch_lds_bytes) or None,  # 0: none to diff
            "occupancy": analysis.occupancy.waves_per_simd if analysis.occupancy else res.occupancy,
            "registers": res.registers,
            "blocks_per_sm": analysis.sm_occupancy.blocks_per_sm if analysis.sm_occupancy else None,
        }
    )
    if variant.ir_fingerprints:  # from the compile record
        ir, layouts = variant.ir_fingerprints, variant.ttgir_layouts
    else:
        ir, layouts = ir_facts(variant.ir) if variant.ir else ((), ())
    stream = hashlib.sha256()
    for ins in kernel.instructions:
        stream.update(repr((ins.mnemonic, ins.operands, ins.modifiers)).encode() + b"\n")
    return VariantSummary(
        variant.key,
        tuple(sorted(analysis.histogram.items())),
        metrics,
        tuple(findings),
        code_sha256=stream.hexdigest(),
        ir=ir,
        layouts=layouts,
    )


# ----------------------------------------------------------------------------------------------
# Results cache (summaries), next to the compile cache
# ----------------------------------------------------------------------------------------------


def _result_key(variant: Variant, fingerprint: str) -> str:
    ident = [fingerprint, variant.asm_sha256, str(variant.key), sorted(variant.tags)]
    ident += [[list(kv) for kv in variant.config], variant.launch_lds_bytes]
    ident.append([list(kv) for kv in variant.facts])
    if variant.ptxas_log is not None:  # NVIDIA: the rules read ptxas's report too
        ident.append(variant.ptxas_log)
    if variant.ir_path("ttgir"):  # the findings' `ir` notes read the TTGIR (its file is named by its hash)
        ident.append(os.path.basename(variant.ir_path("ttgir") or ""))
    return hashlib.sha256(json.dumps(ident, default=str).encode()).hexdigest()


def _result_path(root: Path, key: str) -> Path:
    return root / "results" / key[:2] / f"{key}.json"


def _read_result(root: Path | None, key: str) -> _Checked | None:
    if root is None:
        return None
    path = _result_path(root, key)
    try:
        envelope = json.loads(read_regular(path))
        body = envelope["body"]
        if envelope.get("checksum") != _checksum(body):
            raise ValueError("checksum mismatch")
        return _Checked(tuple(_summary_from_dict(s) for s in body["summaries"]), _trace_from_dict(body["trace"]))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        discard(path)  # corrupt (or not a file at all): recompute, never trust
        return None


def _write_result(root: Path | None, key: str, checked: _Checked) -> None:
    if root is None:
        return
    body = {"summaries": [_summary_to_dict(s) for s in checked.summaries], "trace": _trace_to_dict(checked.trace)}
    data = json.dumps({"checksum": _checksum(body), "body": body}).encode()
    atomic_write(_result_path(root, key), data)


def _checksum(body: object) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()


def _summary_to_dict(s: VariantSummary) -> dict:
    from asmscope.findings import variant_to_dict

    return {
        "key": variant_to_dict(s.key),
        "histogram": [list(kv) for kv in s.histogram],
        "metrics": [list(kv) for kv in s.metrics],
        "findings": [finding_to_dict(f) for f in s.findings],
        "code": s.code_sha256,
        "ir": [list(kv) for kv in s.ir],
        "layouts": list(s.layouts),
    }


def _summary_from_dict(d: Mapping) -> VariantSummary:
    from asmscope.findings import variant_from_dict

    return VariantSummary(
        key=variant_from_dict(d["key"]),
        histogram=tuple((m, n) for m, n in d["histogram"]),
        metrics=tuple((m, n) for m, n in d["metrics"]),
        findings=tuple(finding_from_dict(f) for f in d["findings"]),
        code_sha256=d.get("code", ""),
        ir=tuple((st, h) for st, h in d.get("ir", ())),
        layouts=tuple(d.get("layouts", ())),
    )


def _trace_to_dict(trace: RuleTrace) -> dict:
    return {
        "selected": list(trace.selected),
        "unresolved": [list(u) for u in trace.unresolved],
        "errors": [list(e) for e in trace.errors],
        "held": list(trace.held),
    }


def _trace_from_dict(d: Mapping) -> RuleTrace:
    return RuleTrace(
        tuple(d["selected"]),
        tuple((rule_id, name) for rule_id, name in d["unresolved"]),
        tuple((rule_id, key, message) for rule_id, key, message in d["errors"]),
        tuple(d["held"]),  # an entry written before traces had it: KeyError, recomputed
    )


def default_jobs() -> int:
    return os.cpu_count() or 1


def all_findings(summaries: Sequence[VariantSummary]) -> list[Finding]:
    return [f for s in summaries for f in s.findings]
