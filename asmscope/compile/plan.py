"""From a spec to the list of variants to build: import the kernels, read their autotune
configs, bind the spec's arguments, and compute each variant's cache key.

This and `worker` are the only modules of asmscope that import triton.
"""

from __future__ import annotations

import difflib
import functools
import hashlib
import importlib
import importlib.util
import inspect
import json
import os
import sys
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asmscope
from asmscope.compile.active import EnvReads, activate, fresh_imports, knob_type
from asmscope.compile.pool import WorkerPool
from asmscope.compile.source import portable_path, source_fingerprint, spec_root
from asmscope.compile.toolchain import IDENTITY_ENV, identity_of
from asmscope.expr import ExprError
from asmscope.findings import VariantKey, format_config, variant_from_dict, variant_to_dict
from asmscope.fsutil import atomic_write, read_regular
from asmscope.spec import (
    CONFIG_FIELDS,
    ConfigSource,
    DtypeValue,
    KernelSpec,
    LiteralArg,
    ScalarArg,
    Spec,
    SpecError,
    TensorArg,
    check_expressions,
    load_json_configs,
    resolve_dtype,
    scalar_value,
    tensor_nbytes,
)
from asmscope.targets import get_target

# Bumped whenever compiled output under an unchanged key could differ: entries written by an
# earlier scheme are never read again. 2: workers no longer reuse one target's binder for another.
# 3: the user's module is imported with the target active (its import-time choices may differ).
# 4: keys name the checkout's files relative to the spec's root (`variant_cache_key`).
# 5: a worker process compiles under one target only (pool.compiler_setting; triton 3.6 built a
# second target's fp8 conversion for the first's ISA).
# 6: a record names the variant's TTIR, TTGIR, LLVM IR (and PTX) files, which older records lack.
CACHE_SCHEME = 6


class ModuleExited(SpecError):
    """A kernel's module called sys.exit while it was imported. Planned in a worker, that fails
    only the kernel (plan_job); planned in this process (list, inspect), it is a spec error."""


@dataclass(frozen=True, slots=True)
class PlannedVariant:
    key: VariantKey
    kernel: KernelSpec
    cache_key: str
    job: dict[str, Any]  # what the worker needs, in plain picklable values
    config: tuple[tuple[str, object], ...]  # the autotune config, flat (kwargs + num_warps/...)
    # facts of the variant's place in its kernel's config list, for the rules (see AUTOTUNE_FACTS)
    facts: tuple[tuple[str, int | str], ...] = ()


@functools.cache
def triton_version() -> str:
    """The installed triton's version, read from its metadata without importing triton.

    The package's own dist-info beside it is read first: importlib.metadata costs more to
    import than a warm run spends planning, and ROCm builds ship triton as the distribution
    `pytorch-triton-rocm`, which importlib.metadata.version("triton") does not find."""
    spec = importlib.util.find_spec("triton")
    if spec is not None and spec.origin:
        site_dir = Path(spec.origin).parent.parent
        found = [d for pattern in _TRITON_DISTS for d in site_dir.glob(pattern)]
        if len(found) == 1:
            try:
                with open(found[0] / "METADATA", encoding="utf-8") as meta:
                    for line in meta:
                        if line.startswith("Version:"):
                            return line.split(":", 1)[1].strip()
                        if not line.strip():
                            break  # end of the headers
            except OSError:
                pass
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("triton")
    except PackageNotFoundError:
        import triton  # an unusual install: ask the package itself

        return str(triton.__version__)


# The distributions that install the `triton` package: PyPI's, and the ROCm and nightly builds.
_TRITON_DISTS = ("triton-*.dist-info", "pytorch_triton_rocm-*.dist-info", "pytorch_triton-*.dist-info")


def plan_variants_cached(
    spec: Spec,
    kernels: Sequence[KernelSpec],
    targets: Sequence[str] | None,
    cache_root: Path,
    on_replan: Callable[[], object] | None = None,
    pool: WorkerPool | None = None,
) -> list[PlannedVariant]:
    """`plan_variants`, reused from the last run while nothing it depends on changed.

    Planning imports triton and the kernels (most of a warm run's time). Its result depends
    only on the spec, the source files of the user's modules it imported, the environment
    variables their code read, triton, asmscope and the compiler's environment; the entry
    records the files with their hashes and the variables with their values, and is used only
    while every one is unchanged. Each variant's own cache key is unaffected by this shortcut.
    `on_replan` is called when it must plan again: something changed, so compiles are likely.
    A saved plan also vouches for the spec's expressions (the entry's key covers their text, and
    it was written only after planning had checked and evaluated them), so a spec loaded with
    `defer_expressions` needs no parsing on a hit.

    With a `pool`, each kernel is planned in a worker process (see `plan_job`), under the pool's
    time limit: a module that exits, aborts or hangs while it is imported fails only its own
    kernel (a `failed_variant` for each of its targets), and such a plan is not saved.
    """
    identity = identity_of(pool.toolchain) if pool is not None else ""
    entry, saved, reused = _saved_plan(spec, kernels, targets, cache_root, identity)
    if reused is not None:
        return reused
    if on_replan is not None:
        on_replan()
    if pool is None:
        planned = _plan(spec, kernels, targets)
    else:
        planned = _plan_in_workers(pool, spec, kernels, targets)
    if any(p.job.get("failed") for p in planned.variants):
        return planned.variants  # a kernel could not be planned: try it again next time
    root = spec_root(spec.base_dir, spec.python_path)
    files = {portable_path(f, root): _file_hash(Path(f)) for f in planned.files}
    files[portable_path(str(Path(spec.path).resolve()), root)] = _file_hash(Path(spec.path))
    body = {
        "files": files,
        "env_read": planned.env_read,
        "variants": [
            {
                "key": variant_to_dict(p.key),
                "kernel": p.kernel.name,
                "cache_key": p.cache_key,
                "job": p.job,
                "config": [list(kv) for kv in p.config],
                "facts": [list(kv) for kv in p.facts],
            }
            for p in planned.variants
        ],
    }
    # One entry keeps the plans of the last few versions of the files (the two sides of a diff,
    # the checkout), newest first, so that they do not push each other out.
    plans = [body, *(c for c in saved if c.get("files") != files)][:PLANS_KEPT]
    try:
        atomic_write(entry, json.dumps({"plans": plans}).encode("utf-8"))
    except OSError:
        pass  # an unwritable cache only costs time
    return planned.variants


PLANS_KEPT = 4  # per spec and environment: see plan_variants_cached


def cached_plan(
    spec: Spec,
    kernels: Sequence[KernelSpec],
    targets: Sequence[str] | None,
    cache_root: Path,
    toolchain_identity: str = "",
) -> list[PlannedVariant] | None:
    """The plan `plan_variants_cached` would reuse, or None where it would plan again (without
    planning): `diff` builds a side whose plan is saved while the other side's workers start.
    `toolchain_identity`: the side's toolchain ("" for the driver's own Triton)."""
    return _saved_plan(spec, kernels, targets, cache_root, toolchain_identity)[2]


def _saved_plan(
    spec: Spec,
    kernels: Sequence[KernelSpec],
    targets: Sequence[str] | None,
    cache_root: Path,
    toolchain_identity: str = "",
) -> tuple[Path, list[dict[str, Any]], list[PlannedVariant] | None]:
    """(the plan cache entry for this spec, kernels and environment; the plans it keeps, [] when
    it is missing or broken; the one still valid for the files and environment here, or None)."""
    by_name = {k.name: k for k in kernels}
    root = spec_root(spec.base_dir, spec.python_path)
    ident = _hash(
        {
            "asmscope": asmscope.__version__,
            "scheme": CACHE_SCHEME,
            "triton": triton_version(),
            **_toolchain_part(toolchain_identity),
            "env": {k: v for k, v in sorted(os.environ.items()) if k.startswith(_COMPILER_ENV_PREFIXES)},
            "spec": [
                portable_path(str(Path(spec.path).resolve()), root),
                repr(spec.shapes),
                [portable_path(str(p), root) for p in spec.python_path],
                repr(tuple(kernels)),
            ],
            "targets": list(targets or ()),
        }
    )
    entry = cache_root / "plans" / f"{ident}.json"
    try:
        saved = json.loads(read_regular(entry))["plans"]
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return entry, [], None  # no entry, or a broken one: plan again
    try:
        for candidate in saved:
            # Files are saved relative to the root when they are the checkout's: check this one's.
            if all(_file_hash(Path(root, f)) == h for f, h in candidate["files"].items()) and all(
                os.environ.get(k) == v for k, v in candidate["env_read"].items()
            ):
                here = {"root": root, "python_path": [str(p) for p in spec.python_path]}
                return (
                    entry,
                    saved,
                    [
                        PlannedVariant(
                            variant_from_dict(v["key"]),
                            by_name[v["kernel"]],
                            v["cache_key"],
                            {**v["job"], **here},  # the jobs run from this checkout, wherever it was planned
                            tuple((k, val) for k, val in v["config"]),
                            tuple((k, val) for k, val in v["facts"]),
                        )
                        for v in candidate["variants"]
                    ],
                )
    except (ValueError, KeyError, TypeError):
        return entry, [], None  # a broken entry: plan again, and replace it
    return entry, saved, None


def plan_job(job: dict[str, Any]) -> dict[str, Any]:
    """Plan one kernel; run in a compile worker (worker.run_job). A spec problem comes back as
    data (SpecError does not survive pickling); anything else, a SystemExit from the module
    included, is the worker's "error" result."""
    spec: Spec = job["spec"]
    try:
        planned = _plan(spec, [job["kernel"]], job["targets"])
    except ModuleExited as exc:  # this kernel fails; the others are still checked
        where = "".join(traceback.format_exception(exc.__context__ or exc))
        return {"status": "error", "error": exc.message, "traceback": where}
    except SpecError as exc:
        return {"status": "spec-error", "spec_error": [exc.path, exc.line, exc.where, exc.message]}
    return {"status": "planned", "variants": planned.variants, "files": planned.files, "env_read": planned.env_read}


def _plan_in_workers(
    pool: WorkerPool, spec: Spec, kernels: Sequence[KernelSpec], targets: Sequence[str] | None
) -> _Planned:
    results: dict[int, dict[str, Any]] = {}
    jobs = [(i, {"kind": "plan", "spec": spec, "kernel": k, "targets": targets}) for i, k in enumerate(kernels)]
    pool.run(jobs, lambda i, result: results.__setitem__(i, result))
    planned = _Planned([], {}, {})
    for i, kspec in enumerate(kernels):
        result = results[i]
        if result.get("status") == "spec-error":
            raise SpecError(*result["spec_error"])
        if result.get("status") == "planned":
            planned.variants.extend(result["variants"])
            planned.files.update(result["files"])
            planned.env_read.update(result["env_read"])
        else:
            wanted = [t for t in kspec.targets if targets is None or t in targets]
            planned.variants.extend(failed_variant(kspec, t, result) for t in wanted)
    return planned


def failed_variant(kspec: KernelSpec, target: str, result: dict[str, Any]) -> PlannedVariant:
    """A kernel whose planning failed, as a variant that compile_variants reports as failed."""
    error = result.get("error", "unknown failure")
    failed = {**result, "error": f"importing '{kspec.module}' or planning failed: {error}"}
    return PlannedVariant(VariantKey(kspec.name, target, (), ""), kspec, "", {"failed": failed}, ())


# Environment variables that can change what Triton's compiler emits.
_COMPILER_ENV_PREFIXES = ("TRITON_", "AMDGCN_", "MLIR_", "LLVM_", "AMD_", "HIP_", "ROCM_", "DISABLE_", "ENABLE_")


def _file_hash(path: Path) -> str:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return "missing"


def plan_variants(
    spec: Spec, kernels: Sequence[KernelSpec], targets: Sequence[str] | None = None
) -> list[PlannedVariant]:
    """Every (shape x config x target) variant of the given kernels, in a stable order."""
    return _plan(spec, kernels, targets).variants


@dataclass(frozen=True, slots=True)
class _Planned:
    variants: list[PlannedVariant]
    files: dict[str, str]  # {file: module name} of the user's modules imported for the plan
    env_read: dict[str, str | None]  # environment variables the user's code read while imported


def _plan(spec: Spec, kernels: Sequence[KernelSpec], targets: Sequence[str] | None) -> _Planned:
    """Plans each target with that target active (`active.activate`) and the kernel's spec `env`
    and `knobs` set, importing the user's modules afresh for each such setting: a module that
    builds its autotune space from the GPU it runs on gets each target's own space."""
    check_expressions(spec)  # those a deferred load left for now (SpecError, as loading would)

    for entry in reversed(spec.python_path):  # first, also before the entries of earlier plans
        if str(entry) in sys.path:
            sys.path.remove(str(entry))
        sys.path.insert(0, str(entry))
    env_key = _compiler_env_key()
    root = spec_root(spec.base_dir, spec.python_path)
    roots = tuple(str(p) for p in (*spec.python_path, spec.base_dir))
    groups: dict[str, list[tuple[int, KernelSpec, str]]] = {}
    for i, kspec in enumerate(kernels):
        for target_name in kspec.targets:
            if targets is None or target_name in targets:
                groups.setdefault(_hash([target_name, *kspec.settings(target_name)]), []).append(
                    (i, kspec, target_name)
                )
    planned: dict[tuple[int, str], list[PlannedVariant]] = {}
    files: dict[str, str] = {}
    env_read: dict[str, str | None] = {}
    for members in groups.values():
        _, first, target_name = members[0]
        env, knobs = first.settings(target_name)
        _check_knobs(spec, first, knobs)
        reads = EnvReads()
        with fresh_imports(roots) as imported, activate(get_target(target_name), env, knobs):
            with reads.recording():
                objs = [(i, kspec, _import(spec, kspec)) for i, kspec, _ in members]
            for i, kspec, obj in objs:
                planned[(i, target_name)] = _plan_kernel(spec, kspec, obj, target_name, env_key, root)
                source = kspec.config_source(target_name)
                if source is not None and source.json_file:  # a saved plan is redone when it changes
                    files[source.json_file] = ""
        files.update(imported)
        env_read.update({k: v for k, v in reads.read.items() if k not in env})
    variants = [
        pv
        for i, kspec in enumerate(kernels)
        for target_name in kspec.targets
        for pv in planned.get((i, target_name), ())
    ]
    return _Planned(variants, files, env_read)


def _check_knobs(spec: Spec, kspec: KernelSpec, knobs: dict[str, object]) -> None:
    for name, value in knobs.items():
        try:
            expected = knob_type(name)
        except KeyError as exc:
            raise SpecError(spec.path, kspec.line, f"kernel '{kspec.name}': knobs.{name}", exc.args[0]) from None
        if expected is not None and not (isinstance(value, expected) and (expected is bool) == isinstance(value, bool)):
            raise SpecError(
                spec.path,
                kspec.line,
                f"kernel '{kspec.name}': knobs.{name}",
                f"expected a {expected.__name__} (triton.knobs.{name}), got {value!r}",
            )


def _plan_kernel(
    spec: Spec, kspec: KernelSpec, obj: Any, target_name: str, env_key: str, root: str
) -> list[PlannedVariant]:
    """The variants of one kernel for one target, from the kernel object imported for it;
    `root` is the spec's root (spec_root), which cache keys name the checkout's files from."""
    from asmscope.compile.worker import unwrap

    try:
        autotuner, jit_fn = unwrap(obj)
    except TypeError as exc:
        raise SpecError(spec.path, kspec.line, f"kernel '{kspec.name}': function", str(exc)) from None
    params = [p.name for p in jit_fn.params]
    constexpr_params = {p.name for p in jit_fn.params if p.is_constexpr}
    positional = _bind_args(spec, kspec, jit_fn, params)
    configs, decorators, copies = _configs(spec, kspec, autotuner, target_name)
    heuristics = _heuristic_names(obj)
    provided = set(positional) | {k for k, _ in kspec.constexprs} | heuristics
    unusable: dict[tuple[tuple[str, object], ...], str] = {}
    for config in configs:
        try:
            _check_config(spec, kspec, config, params, provided)
        except SpecError as exc:
            if not os.environ.get(IDENTITY_ENV):
                raise
            # Under another toolchain a config may name an option this Triton release lacks
            # (`diff --toolchain-a`): its variants fail on this side, named, and the rest are built.
            unusable[config] = f"{exc.message}: triton {triton_version()} has no such option"
    missing = [
        p.name
        for p in jit_fn.params
        if p.name not in provided
        and p.name not in {k for cfg in configs for k, _ in cfg}
        and p.default is inspect.Parameter.empty
    ]
    if missing:
        raise SpecError(
            spec.path,
            kspec.line,
            f"kernel '{kspec.name}': args",
            f"missing argument(s) {', '.join(missing)} of {kspec.function}({', '.join(params)})",
        )
    fingerprint = source_fingerprint(jit_fn, root)
    source_key = _source_key(obj, fingerprint)
    target = get_target(target_name)
    env, knobs = kspec.settings(target_name)
    out: list[PlannedVariant] = []
    repeated = _repeated_configs(copies)
    for shape in kspec.shapes or ("",):
        args = [_encode(spec, kspec, shape, name, positional[name], target_name) for name in positional]
        for name, arg in zip(positional, args):
            if arg[0] != "tensor" and isinstance(arg[1], str) and name not in constexpr_params:
                raise SpecError(
                    spec.path,
                    kspec.line,
                    f"kernel '{kspec.name}': args.{name}",
                    f"the {'dtype' if arg[0] == 'dtype' else 'string'} {arg[1]!r} for a runtime parameter "
                    "(a pointer or a number); strings and dtypes can only be given to tl.constexpr parameters",
                )
        ordered = _order_args(params, constexpr_params, positional, args)
        constexprs = {k: _constexpr(spec, kspec, shape, k, v, target_name) for k, v in kspec.constexprs}
        for config in configs:
            kwargs = {**constexprs, **ordered["kwargs"]}
            job = {
                "module": kspec.module,
                "qualname": kspec.qualname,
                "python_path": [str(p) for p in spec.python_path],
                "root": root,
                "target": [target.backend, target.arch, target.warp_size],
                "target_name": target_name,
                "asm_key": target.asm_key,
                "args": ordered["args"],
                "kwargs": kwargs,
                "config": [[k, _job_value(v)] for k, v in config],
                "from_autotune": config in decorators,  # the worker finds it in the decorator's list
                "source_fingerprint": fingerprint,
                **user_settings(env, knobs),
            }
            shown = tuple((k, _key_value(v)) for k, v in config)
            key = VariantKey(kspec.name, target_name, shown, shape)
            facts: tuple[tuple[str, int | str], ...] = (
                ("autotune_copies", copies[config]),
                ("autotune_configs", sum(copies.values())),
                ("autotune_duplicates", sum(copies.values()) - len(copies)),
            )
            if repeated and config == repeated[0][0] and shape == (kspec.shapes or ("",))[0]:
                # The list is the kernel's on this target, whatever the shape or config: one
                # variant (its first repeated config, first shape) reports it, naming every repeat.
                facts += (("autotune_repeated", _repeated_text(repeated)),)
            if config in unusable:
                failed = {"failed": {"status": "error", "error": unusable[config]}}
                out.append(PlannedVariant(key, kspec, "", failed, shown, facts))
                continue
            cache_key = variant_cache_key(job, source_key, env_key)
            out.append(PlannedVariant(key, kspec, cache_key, job, shown, facts))
    return out


_Config = tuple[tuple[str, object], ...]


def _repeated_configs(copies: dict[_Config, int]) -> list[tuple[_Config, int]]:
    """The configs listed more than once, in list order, with their counts."""
    return [(config, n) for config, n in copies.items() if n > 1]


REPEATS_NAMED = 3  # in AS020's message; the rest are counted


def _repeated_text(repeated: list[tuple[_Config, int]]) -> str:
    named = [f"{{{format_config(tuple((k, _key_value(v)) for k, v in c))}}} x{n}" for c, n in repeated[:REPEATS_NAMED]]
    more = len(repeated) - REPEATS_NAMED
    return "; ".join(named) + (f"; and {more} more" if more > 0 else "")


def variant_cache_key(job: dict[str, Any], source_key: str, env_key: str) -> str:
    """The compile cache key of one variant: everything its code depends on (the job includes
    user_settings: the spec's env and knobs), and nothing about where the checkout lives. The
    job's paths enter relative to its root (`job["root"]`, the spec's root), as the source
    fingerprint's do, so the same source at the same place in another clone, a CI workspace or
    a `diff` side (built under the cache) hits the same entry. The compiled asm names its source
    files absolutely; `located_here` in the pipeline maps them to the checkout that reads them."""
    root = job["root"]
    portable_job = {**job, "root": None, "python_path": [portable_path(p, root) for p in job["python_path"]]}
    return _hash(
        {
            "asmscope": asmscope.__version__,
            "scheme": CACHE_SCHEME,
            "triton": triton_version(),
            "env": env_key,
            "source": source_key,
            "job": portable_job,
            **_toolchain_part(os.environ.get(IDENTITY_ENV, "")),
        }
    )


def _toolchain_part(identity: str) -> dict[str, str]:
    """A key's toolchain part: nothing for the driver's own Triton (its keys are as they always
    were), the identity of any other (toolchain.py), so that two toolchains never share an
    entry. In a worker, the pool says which toolchain it runs in (IDENTITY_ENV)."""
    return {"toolchain": identity} if identity else {}


def user_settings(env: dict[str, str], knobs: dict[str, object]) -> dict[str, Any]:
    """The spec's `env` and `knobs` for one kernel and target, as a job carries them: the one
    place they enter a variant's compile cache key (through the job) and the worker's activation."""
    return {"env": dict(sorted(env.items())), "knobs": dict(sorted(knobs.items()))}


def _import(spec: Spec, kspec: KernelSpec) -> Any:
    try:
        module = importlib.import_module(kspec.module)
    except ModuleNotFoundError as exc:
        raise SpecError(
            spec.path,
            kspec.line,
            f"kernel '{kspec.name}': function",
            f"cannot import module '{kspec.module}' ({exc}); python-path is {[str(p) for p in spec.python_path]}",
        ) from None
    except SystemExit as exc:  # the module's exit, not asmscope's
        raise ModuleExited(
            spec.path,
            kspec.line,
            f"kernel '{kspec.name}': function",
            f"importing '{kspec.module}' called sys.exit({exc.code!r})",
        ) from None
    except Exception as exc:  # the user's module raised while importing
        raise SpecError(
            spec.path, kspec.line, f"kernel '{kspec.name}': function", f"importing '{kspec.module}' failed: {exc!r}"
        ) from None
    obj: Any = module
    for part in kspec.qualname.split("."):
        if not hasattr(obj, part):
            names = [n for n in dir(obj) if not n.startswith("__")]
            close = difflib.get_close_matches(part, names, n=3)
            hint = f" (did you mean {' or '.join(repr(c) for c in close)}?)" if close else ""
            raise SpecError(
                spec.path,
                kspec.line,
                f"kernel '{kspec.name}': function",
                f"module '{kspec.module}' has no function '{kspec.qualname}'{hint}",
            )
        obj = getattr(obj, part)
    return obj


def _bind_args(spec: Spec, kspec: KernelSpec, jit_fn: Any, params: list[str]) -> dict[str, Any]:
    """The spec's arguments keyed by parameter name, checked against the kernel's signature."""
    where = f"kernel '{kspec.name}': args"
    runtime_params = [p.name for p in jit_fn.params if not p.is_constexpr]
    if kspec.args and kspec.args[0][0].startswith("#"):
        values = [v for _, v in kspec.args]
        if len(values) != len(runtime_params):
            raise SpecError(
                spec.path,
                kspec.line,
                where,
                f"{len(values)} positional arguments given, {kspec.function} takes {len(runtime_params)} "
                f"non-constexpr arguments ({', '.join(runtime_params)})",
            )
        return dict(zip(runtime_params, values))
    bound = dict(kspec.args)
    for name in bound:
        if name not in params:
            raise SpecError(
                spec.path,
                kspec.line,
                f"{where}.{name}",
                f"{kspec.function} has no parameter '{name}'{_meant(name, params)} (parameters: {', '.join(params)})",
            )
    return bound


def _encode(
    spec: Spec, kspec: KernelSpec, shape: str, name: str, value: Any, target: str, table: str = "args"
) -> tuple:
    dims = spec.shape(shape) if shape else {}
    try:
        if isinstance(value, TensorArg):
            return ("tensor", resolve_dtype(value.dtype, target), tensor_nbytes(value, dims, target))
        if isinstance(value, ScalarArg):
            return ("scalar", scalar_value(value, dims))
    except ExprError as exc:  # evaluated for this shape: division by zero, a negative size, ...
        for_shape = f" (shape '{shape}')" if shape else ""
        raise SpecError(spec.path, kspec.line, f"kernel '{kspec.name}': {table}.{name}", f"{exc}{for_shape}") from None
    assert isinstance(value, LiteralArg)
    return _literal(value.value, target)


def _constexpr(spec: Spec, kspec: KernelSpec, shape: str, name: str, value: object, target: str) -> tuple:
    """A `[kernel.constexprs]` value as a job carries it: an expression over the shape evaluated
    for this shape, as `args` are; a literal as it is."""
    if isinstance(value, ScalarArg):
        return _encode(spec, kspec, shape, name, value, target, table="constexprs")
    return _literal(value, target)


def _literal(value: object, target: str) -> tuple:
    """A literal argument as a job carries it: a dtype by its name, for the worker to make."""
    if isinstance(value, DtypeValue):
        return ("dtype", resolve_dtype(value.name, target))
    return ("literal", value)


def _order_args(
    params: list[str], constexpr_params: set[str], positional: dict[str, Any], encoded: list[tuple]
) -> dict[str, Any]:
    """Pass arguments the way a launch usually does: positionally up to the first gap or the first
    constexpr, then by name (a runtime parameter after a constexpr passed by name would land in
    the constexpr's slot), whatever order the spec lists them in."""
    by_name = dict(zip(positional, encoded))
    args: list[tuple] = []
    kwargs: dict[str, tuple] = {}
    gap = False
    for name in params:
        if name not in by_name:
            gap = True
            continue
        if gap or name in constexpr_params:
            kwargs[name] = by_name[name]
            gap = True
        else:
            args.append(by_name[name])
    return {"args": args, "kwargs": kwargs}


def _configs(
    spec: Spec, kspec: KernelSpec, autotuner: Any, target: str
) -> tuple[list[_Config], set[_Config], dict[_Config, int]]:
    """(the distinct configs in list order, those that are the decorator's, how many times each
    is in the list). An autotuner benchmarks every entry of its list, duplicates included;
    `add-configs` are compiled beside it, and the worker neither finds nor prunes them there.

    A value is kept as the kernel gets it, None included (Triton's `Config.__eq__` compares every
    kwarg: a config that lost its `None` would match none of the autotuner's); a `tl.dtype`
    becomes a DtypeValue, and the spec's `fp8` the target's own."""
    source = kspec.config_source(target)
    decorators: list[tuple[tuple[str, object], ...]] = []
    if source is not None:
        base = list(_source_configs(spec, kspec, source, target))
    elif kspec.configs is not None:
        base = list(kspec.configs)
    elif autotuner is not None:
        base = decorators = [_config_items(cfg) for cfg in autotuner.configs]
    else:
        base = [()]
    copies: dict[_Config, int] = {}
    for cfg in [*base, *kspec.add_configs]:
        items = _plain_config(cfg, target)
        copies[items] = copies.get(items, 0) + 1
    return list(copies), {_plain_config(cfg, target) for cfg in decorators}, copies


def _plain_config(cfg: tuple[tuple[str, object], ...], target: str) -> _Config:
    return tuple((k, _config_value(v, target)) for k, v in cfg if k != "ir_override")


def _config_items(cfg: Any) -> tuple[tuple[str, object], ...]:
    """A `triton.Config` (or a dict of one's kwargs) as flat (key, value) pairs, in the order of
    its `all_kwargs()` (which leaves out the fields that are None)."""
    import triton

    if isinstance(cfg, triton.Config):
        return tuple(cfg.all_kwargs().items())
    return tuple(dict(cfg).items())


def _config_value(value: object, target: str) -> object:
    import triton.language as tl

    if isinstance(value, tl.dtype):
        return DtypeValue(value.name)
    if isinstance(value, DtypeValue):
        return DtypeValue(resolve_dtype(value.name, target))
    return value


def _source_configs(
    spec: Spec, kspec: KernelSpec, source: ConfigSource, target: str
) -> tuple[tuple[tuple[str, object], ...], ...]:
    """The configs a spec's config source gives for `target` (under the active target)."""
    if source.json_file:
        return load_json_configs(source.json_file, target)
    if not source.function:
        return source.configs
    where = f"kernel '{kspec.name}': configs.python"
    module_name, _, qualname = source.function.partition(":")
    try:
        fn: Any = importlib.import_module(module_name)
        for part in qualname.split("."):
            fn = getattr(fn, part)
        takes_target = bool(inspect.signature(fn).parameters)
        produced = list(fn(target) if takes_target else fn())
        items = tuple(_config_items(cfg) for cfg in produced)
    except SpecError:
        raise
    except Exception as exc:  # the user's function (or its import) failed
        raise SpecError(spec.path, kspec.line, where, f"{source.function}({target!r}) failed: {exc!r}") from None
    for cfg in items:
        for name, _ in cfg:
            if not isinstance(name, str):
                raise SpecError(spec.path, kspec.line, where, f"{source.function} gave a config key {name!r}")
    return items


def _job_value(value: object) -> object:
    """A config value as a job carries it (plain JSON): a dtype as {"dtype": name}."""
    return {"dtype": value.name} if isinstance(value, DtypeValue) else value


def _key_value(value: object) -> object:
    """A config value as a variant's key shows it: a dtype as Python spells it (`tl.bfloat16`)."""
    return str(value) if isinstance(value, DtypeValue) else value


def _check_config(
    spec: Spec, kspec: KernelSpec, config: tuple[tuple[str, object], ...], params: list[str], provided: set[str]
) -> None:
    options = _backend_options(kspec)
    for name, _ in config:
        if name in CONFIG_FIELDS or name in params or name in options:
            continue
        raise SpecError(
            spec.path,
            kspec.line,
            f"kernel '{kspec.name}': config",
            f"config key '{name}' is neither a parameter of {kspec.function} nor a compiler option "
            f"of the targets ({', '.join(kspec.targets)}){_meant(name, [*params, *CONFIG_FIELDS, *options])}",
        )


def _meant(name: str, known: Sequence[str]) -> str:
    """`; did you mean 'x_ptr'?` for the names close to a misspelt one, else ""."""
    close = difflib.get_close_matches(name, sorted(set(known)), n=3)
    return f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""


def _backend_options(kspec: KernelSpec) -> set[str]:
    import dataclasses

    names: set[str] = set()
    for t in kspec.targets:
        target = get_target(t)
        if target.backend == "hip":
            from triton.backends.amd.compiler import HIPOptions as options_cls
        else:
            from triton.backends.nvidia.compiler import CUDAOptions as options_cls
        names |= {f.name for f in dataclasses.fields(options_cls)}
    return names


def _heuristic_names(obj: Any) -> set[str]:
    names: set[str] = set()
    while obj is not None and not hasattr(obj, "params"):
        values = getattr(obj, "values", None)
        if isinstance(values, dict):
            names |= set(values)
        obj = getattr(obj, "fn", None)
    return names


def _source_key(obj: Any, fingerprint: str) -> str:
    """The kernel's source fingerprint (its text, path and line, and those of every
    @triton.jit function it calls), plus the source of the Python callables around it that
    decide what gets compiled: heuristics and config pruning."""
    parts = [fingerprint]
    layer = obj
    while layer is not None and not hasattr(layer, "params"):
        for fn in _callables(layer):
            parts.append(_callable_source(fn))
        layer = getattr(layer, "fn", None)
    return _hash(parts)


def _callables(layer: Any) -> list[Any]:
    found = []
    values = getattr(layer, "values", None)
    if isinstance(values, dict):
        found += list(values.values())
    for attr in ("early_config_prune", "perf_model"):
        fn = getattr(layer, attr, None)
        if callable(fn):
            found.append(fn)
    return found


def _callable_source(fn: Any) -> str:
    try:
        return inspect.getsource(fn)
    except (OSError, TypeError):
        return repr(fn)


def _compiler_env_key() -> str:
    from triton._C.libtriton import get_cache_invalidating_env_vars

    return _hash(get_cache_invalidating_env_vars())


def _hash(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, default=str).encode("utf-8")).hexdigest()
