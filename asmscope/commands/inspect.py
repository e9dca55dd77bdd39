"""`asmscope inspect`: find one variant (by kernel name and config, or an .s file), compile it
through the cache, and describe it."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from asmscope import sourcetext
from asmscope.analysis import KernelAnalysis
from asmscope.commands.common import (
    Failure,
    cache_asm_path,
    did_you_mean,
    load_spec,
    open_cache,
    plan_with_workers,
    status,
)
from asmscope.commands.options import RunOptions
from asmscope.compile import compile_variants
from asmscope.findings import VariantError, VariantKey, value_order
from asmscope.fsutil import read_regular
from asmscope.model import Kernel
from asmscope.pipeline import analyze_variant
from asmscope.spec import select_kernels
from asmscope.variant import Variant


def resolve(options: RunOptions, what: str) -> tuple[Kernel, KernelAnalysis, Variant]:
    """(kernel, analysis, variant) for a kernel name from the spec or an assembly file."""
    if options.triton_caches:
        return _from_triton_cache(options, what)
    path = Path(what)
    if path.suffix in (".s", ".asm", ".amdgcn") or path.is_file():
        return _from_file(path, options)
    return _from_spec(options, what)


def _from_file(path: Path, options: RunOptions) -> tuple[Kernel, KernelAnalysis, Variant]:
    try:
        data = read_regular(path)
    except OSError as exc:
        raise Failure(f"{path}: cannot read assembly file ({exc.strerror})") from None
    targets = options.targets or ("",)
    sourcetext.allow(path.parent)  # the one root of a given file's source text (sourcetext)
    given = Variant(VariantKey("", targets[0]), str(path), hashlib.sha256(data).hexdigest())
    kernels = _analysed(given)
    variant, kernel, analysis = kernels[0]
    wanted = options.asm_kernel
    if wanted:
        names = [k.name for _, k, _ in kernels]
        if wanted not in names:
            raise Failure(_did_you_mean(f"{path} has no kernel {wanted!r}", wanted, names))
        variant, kernel, analysis = kernels[names.index(wanted)]
    return kernel, analysis, variant


def _analysed(variant: Variant) -> list[tuple[Variant, Kernel, KernelAnalysis]]:
    found = analyze_variant(variant)
    if isinstance(found, VariantError):
        raise Failure(found.message)
    return found


def _from_spec(options: RunOptions, name: str) -> tuple[Kernel, KernelAnalysis, Variant]:
    spec = load_spec(options)
    kernels = select_kernels(spec, [name])
    if not kernels:
        raise Failure(_did_you_mean(f"no kernel named {name!r} in {spec.path}", name, [k.name for k in spec.kernels]))
    kspec = kernels[0]
    targets = list(options.targets) or list(kspec.targets[:1])
    wanted = options.variant_config
    cache = open_cache(options.cache_dir)
    # the kernel's module is imported in a worker, under --timeout, as `check` does
    plan, pool = plan_with_workers(spec, [kspec], cache, replace(options, targets=tuple(targets), jobs=1))
    with pool:
        unplanned = [p.job["failed"] for p in plan if p.job.get("failed")]
        if unplanned:
            raise Failure(f"{kspec.name}: {unplanned[0]['error']}")
        if options.shape:
            shapes = sorted({p.key.shape for p in plan})
            if options.shape not in shapes:
                hint = did_you_mean(options.shape, shapes, cutoff=0.4)
                raise Failure(
                    f"kernel {kspec.name!r} has no shape {options.shape!r} (its shapes: {', '.join(shapes) or 'none'})"
                    + (f"; {hint}" if hint else "")
                )
            plan = [p for p in plan if p.key.shape == options.shape]
        matches = [p for p in plan if all(dict(p.config).get(k) == v for k, v in wanted.items())]
        if not matches:
            raise Failure(_no_config_message(kspec.name, wanted, plan))
        chosen = matches[0]
        outcome = compile_variants([chosen], cache, pool=pool)
    if outcome.errors:
        err = outcome.errors[0]
        raise Failure(f"{err.variant}: {err.kind}: {err.message}")
    if not outcome.compiled:
        raise Failure(f"{chosen.key}: the kernel's autotuner prunes this config; nothing to inspect")
    ((variant, kernel, analysis),) = _analysed(outcome.compiled[0])
    if len(matches) > 1:
        status(options, f"{len(matches)} variants match; showing {chosen.key} (narrow it down with --config)")
    return kernel, analysis, variant


def _from_triton_cache(options: RunOptions, name: str) -> tuple[Kernel, KernelAnalysis, Variant]:
    """KERNEL among the entries of Triton's cache (--triton-cache), narrowed by --target,
    --config (its options) and --shape (its argument specialisation)."""
    from asmscope.tritoncache import CacheDirError, cache_variants, read_triton_cache

    (root,) = options.triton_caches
    try:
        variants, _ = cache_variants(
            read_triton_cache(root), asm_path=lambda sha, suffix: cache_asm_path(options, sha, suffix)
        )
    except CacheDirError as exc:
        raise Failure(str(exc)) from None
    names = sorted({v.key.kernel for v in variants})
    found = [v for v in variants if v.key.kernel == name]
    if not found:
        raise Failure(_did_you_mean(f"no kernel named {name!r} in the Triton cache {root}", name, names))
    found = [v for v in found if not options.targets or v.key.target in options.targets]
    if options.shape:
        found = [v for v in found if v.key.shape == options.shape or v.key.shape.startswith(options.shape + "|")]
    wanted = options.variant_config
    matches = [v for v in found if all(str(dict(v.key.config).get(k)) == str(val) for k, val in wanted.items())]
    if not matches:
        known = "; ".join(str(v.key) for v in found[:5]) or "none for that target/shape"
        raise Failure(f"no entry of {name!r} in {root} matches the selection (its entries: {known})")
    chosen = sorted(matches, key=str)[0]
    if len(matches) > 1:
        status(
            options,
            f"{len(matches)} entries match; showing {chosen.key} (narrow it down with --target/--config/--shape)",
        )
    ((variant, kernel, analysis),) = _analysed(chosen)
    return kernel, analysis, variant


def _did_you_mean(message: str, name: str, known: list[str]) -> str:
    hint = did_you_mean(name, known, cutoff=0.4)
    return f"{message}; {hint}" if hint else f"{message} (known: {', '.join(known) or 'none'})"


def _no_config_message(kernel: str, wanted: Mapping[str, object], plan: list) -> str:
    if not plan:
        return f"kernel {kernel!r} has no variant for the chosen target/shape"
    keys = {k for p in plan for k, _ in p.config}
    for k, v in wanted.items():
        if k not in keys:
            return _did_you_mean(f"kernel {kernel!r} has no config key {k!r}", k, sorted(keys))
        values = sorted({dict(p.config).get(k) for p in plan}, key=value_order)
        if str(v) not in map(str, values):
            return f"no variant of {kernel!r} has {k}={v} (values: {', '.join(map(str, values))})"
    return f"no single variant of {kernel!r} matches --config {','.join(f'{k}={v}' for k, v in wanted.items())}"
