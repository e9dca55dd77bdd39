"""`--format json`: the whole report as one JSON document, for scripts and dashboards.

Check layout (every key always present):

    {"asmscope_version", "triton_version", "targets": [...],
     "findings": [{"rule", "name", "severity", "kernel", "target", "config": {k: v}, "shape",
                   "asm_path", "asm_line", "instruction",
                   "source": {"file", "line", "column"} | null, "message", "detail", "fingerprint",
                   "llvm_miss", "anchor" (where no source line: the nearest label and distance),
                   "variants": [{"kernel", "target", "config", "shape", "fingerprint"}]}],
     "errors": [{"kernel", "target", "config", "shape", "kind", "message", "detail"}],
     "identical": [["variant", ...], ...],
     "rule_errors": [{"path", "line" (a suppression comment's) | null, "key", "message"}],
     "out_of_scope": [{"rule", "name", "reason"}],
     "summary": {"variants_checked", "findings", "error", "warning", "info", "errors", "suppressed",
                 "suppressed_bare", "rule_errors", "out_of_scope"},
     "run": {"spec", "plan", "rules", "planned", "shard": {"index", "count", "partition"} | null,
             "variants": [{"position", "kernel", "target", "config", "shape", "asm_sha256"}],
             "compile_errors", "known", "rules_run": [{"id", "name", "summary", "severity", "help"}]}
            | null}

Each finding is listed once for the variants it stands for: its own (the first of `variants`),
and the byte-identical variants (`identical`: other configs or shapes that compile to the same
code) that have the same finding, all but the variant alike; each entry of `variants` has the
fingerprint that variant's finding has (a baseline's). `summary.findings` and the severity counts
count a finding once per variant, as the exit code and a baseline do.

`run` (null for `check --asm`) is what `asmscope merge` needs to combine the reports of shards
into the report one unsharded run gives: hashes of the spec, the whole plan and the rule set,
the shard, and this run's variants by their position in the whole plan (asm_sha256 "" where
not compiled).

Diff layout:

    {"asmscope_version", "triton_version", "ref_a", "ref_b",
     "variants": [{"kernel", "target", "config", "shape", "regressed", "metadata_drift",
                   "histogram": [{"name", "before", "after", "delta"}], "categories": [...same...],
                   "metrics": [...same...], "total_vgpr": change or null (where AGPRs are in use),
                   "regressions": [change] (what makes it regressed, VGPRs and AGPRs as their total),
                   "findings_added": [finding], "findings_removed": [finding]}],
     "kernels": [{"kernel", "target", "variants_changed", "variants_paired", "variants_regressed", "worst",
                  "histogram": [change], "categories": [change], "findings_added", "findings_removed"}],
     "only_a": [{"kernel", "target", "config", "shape"}], "only_b": [...], "unchanged",
     "only_b_regressed": [{"kernel", "target", "config", "shape", "findings", "spills": [change]}],
     "errors_a": [error], "errors_b": [error], "rule_errors": [{"path", "key", "message"}],
     "summary": {"variants_changed", "variants_shown", "regressed", "unchanged", "only_a", "only_b",
                 "only_b_regressed", "findings_added", "findings_removed", "errors_a", "errors_b", "rule_errors",
                 "metadata_drift"}}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from asmscope.compare import DiffReport, KernelDiff, VariantDiff, category_changes
from asmscope.findings import CheckReport, Finding, VariantKey
from asmscope.report._common import (
    Reporter,
    change_dict,
    dumps_json,
    error_dict,
    finding_dict,
    findings_by_code,
    out_of_scope_dict,
    rule_problem_dict,
    severity_counts,
    variant_dict,
)


def check_document(report: CheckReport) -> dict[str, Any]:
    return {
        "asmscope_version": report.asmscope_version,
        "triton_version": report.triton_version,
        "targets": list(report.targets),
        "findings": [_grouped(f, keys) for f, keys in findings_by_code(report)],
        "errors": [error_dict(e) for e in report.errors],
        "identical": [[str(k) for k in group] for group in report.identical],
        "rule_errors": [rule_problem_dict(p) for p in report.rule_problems],
        "out_of_scope": [out_of_scope_dict(o) for o in report.out_of_scope],
        "summary": {
            "variants_checked": report.variants_checked,
            "findings": len(report.findings),
            **severity_counts(report),
            "llvm_misses": report.llvm_misses,
            "errors": len(report.errors),
            "suppressed": report.suppressed,
            "suppressed_bare": report.suppressed_bare,
            "rule_errors": len(report.rule_problems),
            "out_of_scope": len(report.out_of_scope),
        },
        "run": _run_dict(report),
    }


def _grouped(f: Finding, keys: Sequence[VariantKey]) -> dict[str, Any]:
    """A finding, and every variant it stands for (itself first; more where byte-identical
    variants share it), each with its own fingerprint (the one a baseline holds)."""
    variants = [{**variant_dict(k), "fingerprint": replace(f, variant=k).fingerprint} for k in keys]
    return {**finding_dict(f), "variants": variants}


def _run_dict(report: CheckReport) -> dict[str, Any] | None:
    run = report.run
    if run is None:
        return None
    shard = None if run.shard is None else {"index": run.shard[0], "count": run.shard[1], "partition": run.partition}
    return {
        "spec": run.spec,
        "plan": run.plan,
        "rules": run.rules,
        "planned": run.planned,
        "shard": shard,
        "variants": [{"position": i, **variant_dict(key), "asm_sha256": sha} for i, key, sha in run.variants],
        "compile_errors": run.compile_errors,
        "known": report.known,
        "rules_run": [
            {"id": r.id, "name": r.name, "summary": r.summary, "severity": str(r.severity), "help": r.help}
            for r in report.rules
        ],
    }


def diff_document(report: DiffReport) -> dict[str, Any]:
    return {
        "asmscope_version": report.asmscope_version,
        "triton_version": report.triton_version,
        "ref_a": report.ref_a,
        "ref_b": report.ref_b,
        "variants": [_variant_diff(d) for d in report.variants],
        "kernels": [_kernel_diff(k) for k in report.kernels],
        "only_a": [variant_dict(k) for k in report.only_a],
        "only_b": [variant_dict(k) for k in report.only_b],
        "only_b_regressed": [
            {**variant_dict(v.key), "findings": v.findings, "spills": [change_dict(c) for c in v.spills]}
            for v in report.new_regressed
        ],
        "unchanged": report.unchanged,
        "errors_a": [error_dict(e) for e in report.errors_a],
        "errors_b": [error_dict(e) for e in report.errors_b],
        "rule_errors": [rule_problem_dict(p) for p in report.rule_problems],
        "summary": {
            "variants_changed": report.total.changed,
            "variants_shown": len(report.variants),
            "regressed": report.total.regressed,
            "metadata_drift": report.total.metadata_drift,
            "unchanged": report.unchanged,
            "only_a": len(report.only_a),
            "only_b": len(report.only_b),
            "only_b_regressed": len(report.new_regressed),
            "findings_added": report.total.findings_added,
            "findings_removed": report.total.findings_removed,
            "errors_a": len(report.errors_a),
            "errors_b": len(report.errors_b),
            "rule_errors": len(report.rule_problems),
        },
    }


def _variant_diff(d: VariantDiff) -> dict[str, Any]:
    return {
        **variant_dict(d.key),
        "regressed": d.regressed,
        "metadata_drift": d.metadata_drift,
        "ir": {
            "ttgir_changed": d.ttgir_changed,
            "llir_changed": d.llir_changed,
            "layouts_changed": list(d.layouts_changed),
            "backend_change": d.backend_change,
        },
        "histogram": [change_dict(c) for c in d.histogram],
        "categories": [change_dict(c) for c in d.categories],
        "metrics": [change_dict(c) for c in d.metrics],
        "total_vgpr": change_dict(d.total_vgpr) if d.total_vgpr is not None else None,
        "regressions": [change_dict(c) for c in d.regressions],
        "findings_added": [finding_dict(f) for f in d.findings_added],
        "findings_removed": [finding_dict(f) for f in d.findings_removed],
    }


def _kernel_diff(k: KernelDiff) -> dict[str, Any]:
    return {
        "kernel": k.kernel,
        "target": k.target,
        "variants_changed": k.variants_changed,
        "variants_paired": k.variants_paired,
        "histogram": [change_dict(c) for c in k.histogram],
        "categories": [change_dict(c) for c in category_changes(k.histogram)],
        "findings_added": k.findings_added,
        "findings_removed": k.findings_removed,
        "variants_regressed": k.variants_regressed,
        "worst": [change_dict(c) for c in k.worst],
    }


REPORTER = Reporter(
    name="json",
    description="one JSON document with findings, errors and counts",
    render_check=lambda report: dumps_json(check_document(report)),
    render_diff=lambda report: dumps_json(diff_document(report)),
)
