"""One run of asmscope: compiled (or given) asm text → parse → analysis → rules → summaries.

The expensive step per variant is parsing; its result for a given asm text and rule set never
changes, so each variant's summary (histogram, resources, findings) is cached under a key of the
asm's hash, the rules' fingerprint and the variant's identity. A warm `asmscope check` reads
those summaries and re-parses nothing. Cold variants are evaluated in parallel processes.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path

import asmscope
from asmscope.analysis import analyze
from asmscope.compare import VariantSummary, summary_metrics
from asmscope.compile import CompiledVariant
from asmscope.findings import (
    Finding,
    VariantError,
    VariantKey,
    finding_from_dict,
    finding_to_dict,
)
from asmscope.fsutil import atomic_write
from asmscope.model import Kernel
from asmscope.parse import ParseError, parse_module
from asmscope.progress import progress_bar
from asmscope.rules import RuleSet, VariantContext, check_variant


@dataclass(frozen=True, slots=True)
class VariantInput:
    """An asm text to check, and who it belongs to."""

    key: VariantKey
    tags: tuple[str, ...]
    config: tuple[tuple[str, object], ...]
    asm_file: str
    asm_sha256: str
    shared_bytes: int | None = None  # LDS Triton allocates at launch (not in the asm's own counts)


@dataclass(frozen=True, slots=True)
class Evaluation:
    summaries: tuple[VariantSummary, ...]
    errors: tuple[VariantError, ...]
    cache_hits: int = 0


def inputs_from_compiled(compiled: Sequence[CompiledVariant]) -> list[VariantInput]:
    return [VariantInput(cv.key, cv.tags, cv.config, cv.asm_file, cv.asm_sha256, cv.shared_bytes) for cv in compiled]


def rules_fingerprint(rules: RuleSet) -> str:
    """Changes whenever a rule file, a selection, a severity or a setting changes."""
    parts = [asmscope.__version__, json.dumps(dict(rules.settings), sort_keys=True, default=str)]
    for rule in rules.rules:
        text = Path(rule.path).read_text(encoding="utf-8") if rule.path and Path(rule.path).is_file() else repr(rule)
        parts.append(f"{rule.id}:{rule.severity}:{text}")
    return hashlib.sha256("\x1e".join(parts).encode()).hexdigest()


def evaluate(
    inputs: Sequence[VariantInput],
    rules: RuleSet,
    cache_root: Path | None,
    jobs: int = 1,
    progress: bool = False,
) -> Evaluation:
    """Summaries of every input, from the results cache where possible, else computed."""
    fingerprint = rules_fingerprint(rules)
    summaries: dict[int, list[VariantSummary]] = {}
    errors: list[VariantError] = []
    todo: list[int] = []
    for i, item in enumerate(inputs):
        cached = _read_result(cache_root, _result_key(item, fingerprint))
        if cached is not None:
            summaries[i] = cached
        else:
            todo.append(i)
    hits = len(summaries)
    bar = progress_bar(len(todo), "checking", enabled=progress)

    def finish(i: int, outcome: list[VariantSummary] | VariantError) -> None:
        if isinstance(outcome, VariantError):
            errors.append(outcome)
        else:
            summaries[i] = outcome
            _write_result(cache_root, _result_key(inputs[i], fingerprint), outcome)
        bar.update(1)

    if len(todo) > 1 and jobs > 1:
        global _WORKER_RULES
        _WORKER_RULES = rules  # inherited by the forked evaluation processes
        ctx = get_context("fork")
        with ProcessPoolExecutor(
            max_workers=min(jobs, len(todo)), mp_context=ctx, initializer=_leave_signals_to_the_parent
        ) as pool:
            for i, outcome in zip(todo, pool.map(_evaluate_in_worker, [inputs[i] for i in todo], chunksize=4)):
                finish(i, outcome)
    else:
        for i in todo:
            finish(i, evaluate_one(inputs[i], rules))
    bar.close()
    ordered = tuple(s for i in range(len(inputs)) for s in summaries.get(i, ()))
    return Evaluation(ordered, tuple(errors), hits)


_WORKER_RULES: RuleSet | None = None


def _leave_signals_to_the_parent() -> None:
    """Ctrl-C in a terminal reaches every process of the group: the parent reports it in one
    line and ends the pool; an evaluation process must not print a traceback of its own."""
    import signal

    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL if sig != signal.SIGINT else signal.SIG_IGN)


def _evaluate_in_worker(item: VariantInput) -> list[VariantSummary] | VariantError:
    assert _WORKER_RULES is not None
    return evaluate_one(item, _WORKER_RULES)


def evaluate_one(item: VariantInput, rules: RuleSet) -> list[VariantSummary] | VariantError:
    try:
        text = Path(item.asm_file).read_bytes()
    except OSError as exc:
        return VariantError(item.key, "parse-error", f"cannot read {item.asm_file}: {exc.strerror}")
    try:
        module = parse_module(text, item.asm_file)
    except ParseError as exc:
        return VariantError(item.key, "parse-error", str(exc))
    target = item.key.target or module.target or ""
    out = []
    for kernel in module.kernels:
        if item.key.kernel:  # a compiled variant: one kernel per file, named by the spec
            key = item.key
        else:  # a raw asm file: every kernel in it, by its own name
            key = VariantKey(kernel.name, target, item.key.config, item.key.shape)
        out.append(summarize(kernel, key, item, rules))
    return out


def summarize(kernel: Kernel, key: VariantKey, item: VariantInput, rules: RuleSet) -> VariantSummary:
    analysis = analyze(kernel, key.target or None, dynamic_lds_bytes=item.shared_bytes or 0)
    ctx = VariantContext(
        variant=key,
        tags=frozenset(item.tags),
        config=dict(item.config),
        target=key.target,
        kernel=kernel,
        analysis=analysis,
        asm_path=item.asm_file,
        metadata={} if item.shared_bytes is None else {"shared": item.shared_bytes},
    )
    findings = check_variant(ctx, rules)
    res = kernel.resources
    metrics = summary_metrics(
        {
            "instructions": len(kernel.instructions),
            "vgpr": res.vgpr,
            "agpr": res.agpr,
            "sgpr": res.sgpr,
            "vgpr_spill": res.vgpr_spill,
            "sgpr_spill": res.sgpr_spill,
            "scratch_bytes": res.scratch_bytes,
            "lds_bytes": max(res.lds_bytes or 0, item.shared_bytes or 0)
            if res.lds_bytes or item.shared_bytes
            else None,
            "occupancy": analysis.occupancy.waves_per_simd if analysis.occupancy else res.occupancy,
        }
    )
    return VariantSummary(key, tuple(sorted(analysis.histogram.items())), metrics, tuple(findings))


# ----------------------------------------------------------------------------------------------
# Results cache (summaries), next to the compile cache
# ----------------------------------------------------------------------------------------------


def _result_key(item: VariantInput, fingerprint: str) -> str:
    ident = [fingerprint, item.asm_sha256, str(item.key), sorted(item.tags), [list(kv) for kv in item.config]]
    ident.append(item.shared_bytes)
    return hashlib.sha256(json.dumps(ident, default=str).encode()).hexdigest()


def _result_path(root: Path, key: str) -> Path:
    return root / "results" / key[:2] / f"{key}.json"


def _read_result(root: Path | None, key: str) -> list[VariantSummary] | None:
    if root is None:
        return None
    path = _result_path(root, key)
    try:
        envelope = json.loads(path.read_bytes())
        body = envelope["summaries"]
        if envelope.get("checksum") != _checksum(body):
            raise ValueError("checksum mismatch")
        return [_summary_from_dict(s) for s in body]
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):
        try:
            path.unlink()  # corrupt: recompute, never trust
        except OSError:
            pass
        return None


def _write_result(root: Path | None, key: str, summaries: Sequence[VariantSummary]) -> None:
    if root is None:
        return
    body = [_summary_to_dict(s) for s in summaries]
    data = json.dumps({"checksum": _checksum(body), "summaries": body}).encode()
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
    }


def _summary_from_dict(d: Mapping) -> VariantSummary:
    from asmscope.findings import variant_from_dict

    return VariantSummary(
        key=variant_from_dict(d["key"]),
        histogram=tuple((m, n) for m, n in d["histogram"]),
        metrics=tuple((m, n) for m, n in d["metrics"]),
        findings=tuple(finding_from_dict(f) for f in d["findings"]),
    )


def default_jobs() -> int:
    return os.cpu_count() or 1


def all_findings(summaries: Sequence[VariantSummary]) -> list[Finding]:
    return [f for s in summaries for f in s.findings]
