"""`asmscope prune`'s outputs: a table for people, JSON for tools, and a Python module of
`early_config_prune` functions for `@triton.autotune(prune_configs_by=...)`."""

from __future__ import annotations

import json
import re
from typing import Any

from tabulate import tabulate

from asmscope.findings import ConfigItems
from asmscope.prune import BENCH_SECONDS_PER_CONFIG, Drop, Pruning


def render_table(pruning: Pruning) -> str:
    rows = []
    for k in pruning.kernels:
        if k.not_judged:
            rows.append([k.kernel, k.target, k.listed, "-", "-", f"not judged: {k.not_judged}"])
            continue
        reasons = k.drops_by_reason or "nothing to drop"
        heuristic = f"; heuristics would drop {len(k.heuristic)} more" if k.heuristic else ""
        ranked = f"; --keep-top {pruning.keep_top} drops {len(k.ranked)} more" if pruning.keep_top is not None else ""
        saved = f"{k.compile_seconds_saved:.1f} s compile, ~{k.bench_seconds_saved:.1f} s benchmark"
        rows.append([k.kernel, k.target, k.listed, len(k.keep), saved, reasons + heuristic + ranked])
    table = tabulate(rows, headers=["kernel", "target", "listed", "keep", "saved", "drops"])
    total = sum(k.entries_dropped for k in pruning.kernels)
    listed = sum(k.listed for k in pruning.kernels)
    compile_s = sum(k.compile_seconds_saved for k in pruning.kernels)
    bench_s = sum(k.bench_seconds_saved for k in pruning.kernels)
    summary = (
        f"{total} of {listed} autotune-list entries can be dropped without changing the "
        f"winner: {compile_s:.1f} s of compiles (the cache's recorded times) and ~{bench_s:.1f} s of benchmarks "
        f"(estimated at {BENCH_SECONDS_PER_CONFIG * 1000:.0f} ms per config and shape)"
    )
    if pruning.keep_top is not None:
        out = sum(len(k.ranked) for k in pruning.kernels)
        left = sum(len(k.keep) - len(k.ranked) for k in pruning.kernels if not k.not_judged)
        summary += (
            f"\n--keep-top {pruning.keep_top}: {out} more configs are outside the static top "
            f"{pruning.keep_top} on every shape (asmscope rank's estimate, which can be wrong); "
            f"{left} configs would be benchmarked"
        )
    return f"{table}\n\n{summary}\n"


def _config_dict(config: ConfigItems) -> dict[str, Any]:
    return {k: v if isinstance(v, (int, float, str, bool)) or v is None else repr(v) for k, v in config}


def _drop_dict(d: Drop) -> dict[str, Any]:
    out: dict[str, Any] = {
        "config": _config_dict(d.config),
        "reason": d.reason,
        "detail": d.detail,
        "entries": d.entries,
        "compile_seconds": d.compile_seconds,
    }
    if d.twin:
        out["twin"] = _config_dict(d.twin)
    return out


def render_json(pruning: Pruning, triton_version: str, asmscope_version: str) -> str:
    kernels = []
    for k in pruning.kernels:
        kernels.append(
            {
                "kernel": k.kernel,
                "target": k.target,
                "shapes": list(k.shapes),
                "listed": k.listed,
                "keep": [_config_dict(c) for c in k.keep],
                "drops": [_drop_dict(d) for d in k.drops],
                "heuristic_drops": [_drop_dict(d) for d in k.heuristic],
                "ranked_drops": [_drop_dict(d) for d in k.ranked],
                "entries_dropped": k.entries_dropped,
                "compile_seconds_saved": round(k.compile_seconds_saved, 3),
                "bench_seconds_saved_estimate": round(k.bench_seconds_saved, 3),
                "not_judged": k.not_judged or None,
            }
        )
    doc = {
        "asmscope": asmscope_version,
        "triton": triton_version,
        "bench_seconds_per_config": BENCH_SECONDS_PER_CONFIG,
        "keep_top": pruning.keep_top,
        "kernels": kernels,
        "errors": [{"variant": str(e.variant), "kind": e.kind, "message": e.message} for e in pruning.errors],
    }
    return json.dumps(doc, indent=2) + "\n"


# The triton.Config fields its all_kwargs() leaves out when None; a kwarg that is None stays (the
# kernel gets it, and `{"BLOCK": 64, "SCALE": None}` is another config than `{"BLOCK": 64}`).
_OPTION_FIELDS = ("num_warps", "num_ctas", "num_stages", "maxnreg")


def _identity(config: ConfigItems) -> tuple[tuple[str, str], ...]:
    """How the generated module names a config at run time: its all_kwargs() without
    ir_override and without the option fields that are None (as the plan reads a triton.Config),
    each value by repr, sorted by name."""
    return tuple(
        sorted((k, repr(v)) for k, v in config if k != "ir_override" and not (v is None and k in _OPTION_FIELDS))
    )


def _function_names(kernels: list[str]) -> dict[str, str]:
    """A distinct Python identifier per kernel name: `prune_` and the name's ASCII letters,
    digits and underscores (anything else becomes `_`); a name another kernel's already took
    gets `_2`, `_3`, ... (kernels `a-b` and `a_b` get `prune_a_b` and `prune_a_b_2`)."""
    names: dict[str, str] = {}
    taken: set[str] = set()
    for kernel in kernels:
        base = "prune_" + re.sub(r"[^0-9A-Za-z_]", "_", kernel)
        name, n = base, 1
        while name in taken:
            n += 1
            name = f"{base}_{n}"
        taken.add(name)
        names[kernel] = name
    return names


def _version(text: str) -> str:
    """A version string as the module's docstring may hold it (letters, digits and `.+-_`), or `?`."""
    return text if re.fullmatch(r"[0-9A-Za-z.+_-]+", text) else "?"


def render_module(pruning: Pruning, triton_version: str, asmscope_version: str, heuristics: bool) -> str:
    safe: dict[str, dict[str, dict[tuple[tuple[str, str], ...], str]]] = {}
    opt_in: dict[str, dict[str, dict[tuple[tuple[str, str], ...], str]]] = {}
    ranked: dict[str, dict[str, dict[tuple[tuple[str, str], ...], str]]] = {}
    for k in pruning.kernels:
        if k.not_judged:
            continue  # nothing is dropped for a kernel asmscope could not judge on this target
        for drops, into in ((k.drops, safe), (k.heuristic, opt_in), (k.ranked, ranked)):
            table = into.setdefault(k.kernel, {}).setdefault(k.target, {})
            for d in drops:
                if d.reason != "duplicate":  # duplicates are dropped by identity at run time
                    table[_identity(d.config)] = f"{d.reason}: {d.detail}"
    kernels = sorted({k.kernel for k in pruning.kernels})
    # Every kernel name and value reaches the module as a repr literal: never inside a docstring
    # or a comment, where a quote in a name would end the string and run the rest as code.
    function = _function_names(kernels)
    functions = "\n\n".join(
        f"def {function[name]}(configs, named_args, **kwargs):\n"
        f"    # early_config_prune for the kernel named below\n"
        f"    return _prune({name!r}, configs)"
        for name in kernels
    )
    pruners = ", ".join(f"{name!r}: {function[name]}" for name in kernels)
    return _MODULE.format(
        asmscope=_version(asmscope_version),
        triton=_version(triton_version),
        heuristics=heuristics,
        keep_top=pruning.keep_top,
        safe=_literal(safe),
        opt_in=_literal(opt_in),
        ranked=_literal(ranked),
        functions=functions,
        pruners=pruners,
        example=function[kernels[0]] if kernels else "prune_KERNEL",
    )


def _literal(table: dict[str, dict[str, dict[tuple[tuple[str, str], ...], str]]]) -> str:
    lines = ["{"]
    for kernel, targets in table.items():
        lines.append(f"    {kernel!r}: {{")
        for target, drops in targets.items():
            lines.append(f"        {target!r}: {{")
            for identity, why in drops.items():
                lines.append(f"            {identity!r}:")
                lines.append(f"                {why!r},")
            lines.append("        },")
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines)


_MODULE = '''"""Static autotune pruning, written by `asmscope prune` (asmscope {asmscope}, triton {triton}).

Use one function per kernel as the autotuner's early pruner:

    @triton.autotune(configs=..., key=..., prune_configs_by={{"early_config_prune": {example}}})

For the GPU Triton launches on, each function drops only what cannot change the autotuner's
winner: repeated configs, configs that cannot launch (LDS / shared memory over the limit), and
configs whose code is byte-identical to a kept config with the same grid. Set HEURISTICS = True
to also drop the heuristic ones (spills, low occupancy), which can change the winner.
Written with `--keep-top N`, it also drops the configs outside the N best by asmscope's static
estimate on every shape it was given (RANKED_DROPS); set KEEP_TOP = None to benchmark them.
A config this module does not know, or a target it was not written for, is kept.
"""

import triton

HEURISTICS = {heuristics}

# `asmscope prune --keep-top N`'s N (None: written without it, or switched off)
KEEP_TOP = {keep_top}

# kernel -> target -> config identity -> why it is dropped
SAFE_DROPS = {safe}

HEURISTIC_DROPS = {opt_in}

RANKED_DROPS = {ranked}


def _target():
    target = triton.runtime.driver.active.get_current_target()
    return target.arch if target.backend == "hip" else f"{{target.backend}}:{{target.arch}}"


# A launch option at Triton's default is the same config named or not: a spec's config
# {{num_warps=4}} is the decorator's triton.Config(..., num_warps=4), whose all_kwargs() names
# num_ctas=1 too. Both sides are compared without such defaults.
_DEFAULTS = {{k: repr(v) for k, v in triton.Config({{}}).all_kwargs().items() if v is not None}}


def _plain(identity):
    return tuple((k, v) for k, v in identity if _DEFAULTS.get(k) != v)


def _identity(config):
    options = ("num_warps", "num_ctas", "num_stages", "maxnreg")
    items = [(k, v) for k, v in config.all_kwargs().items() if k != "ir_override" and not (v is None and k in options)]
    return _plain(tuple(sorted((k, repr(v)) for k, v in items)))


def _prune(kernel, configs):
    target = _target()
    drops = {{_plain(k): why for k, why in SAFE_DROPS.get(kernel, {{}}).get(target, {{}}).items()}}
    if HEURISTICS:
        drops.update((_plain(k), why) for k, why in HEURISTIC_DROPS.get(kernel, {{}}).get(target, {{}}).items())
    if KEEP_TOP is not None:
        drops.update((_plain(k), why) for k, why in RANKED_DROPS.get(kernel, {{}}).get(target, {{}}).items())
    kept, seen = [], set()
    for config in configs:
        identity = _identity(config)
        if identity in seen or identity in drops:
            continue
        seen.add(identity)
        kept.append(config)
    return kept or list(configs)


{functions}


PRUNERS = {{{pruners}}}
'''
