"""The compile worker: a child process that builds one variant at a time through Triton's own
runtime path, exactly as a launch on the target GPU would.

Run as `python -m asmscope.compile.worker JOB_FD RESULT_FD LOG_PATH`. The parent sends jobs over
JOB_FD and reads results on RESULT_FD; the worker's stdout and stderr go to LOG_PATH, so that
whatever LLVM prints before an abort is there for the parent to quote. A crash, hang or
out-of-memory in the compiler kills this process only; the parent reports the variant and
starts a new worker.

Fidelity (shared/facts/triton.md): instead of calling `triton.compile` with a hand-made
signature, the worker makes the requested GPU active (`active.activate`: a stand-in driver
whose current target it is, the spec's env and knobs), imports the user's module under it, and
calls `warmup` on the kernel object the user decorated. Triton's binder then applies its own
specialisation (16-byte alignment, `tt.pointer_range=32` on AMD for tensors under 2 GiB,
integer divisibility by 16 and == 1), the `@triton.heuristics`, default arguments and the split
of config kwargs into options and constexprs. A hand-made signature that forgets the pointer
range would silently give global_* instead of buffer_* instructions.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import io
import json
import os
import sys
import time
import traceback
from collections.abc import Iterator
from contextlib import ExitStack
from multiprocessing.connection import Connection
from typing import Any

from asmscope.compile.active import activate, fresh_imports
from asmscope.compile.pool import compiler_setting
from asmscope.compile.source import source_fingerprint
from asmscope.compile.toolchain import PROTOCOL
from asmscope.interrupt import die_with_parent
from asmscope.spec import DtypeValue
from asmscope.targets import get_target

_TORCH_DTYPES = {
    "fp8e4nv": "float8_e4m3fn",
    "fp8e4b8": "float8_e4m3fnuz",
    "fp8e5": "float8_e5m2",
    "fp8e5b16": "float8_e5m2fnuz",
    "fp16": "float16",
    "bf16": "bfloat16",
    "fp32": "float32",
    "fp64": "float64",
    "int1": "bool",
    "int8": "int8",
    "int16": "int16",
    "int32": "int32",
    "int64": "int64",
    "uint8": "uint8",
    "uint16": "uint16",
    "uint32": "uint32",
    "uint64": "uint64",
}


def resolve_function(module_name: str, qualname: str) -> Any:
    module = importlib.import_module(module_name)
    obj: Any = module
    for part in qualname.split("."):
        obj = getattr(obj, part)
    return obj


def unwrap(obj: Any) -> tuple[Any | None, Any]:
    """(the outermost Autotuner or None, the JITFunction underneath any decorators), whatever
    their order: `@triton.heuristics` above `@triton.autotune` is as common as below it."""
    from triton.runtime.autotuner import Autotuner
    from triton.runtime.jit import JITFunction

    autotuner = None
    inner = obj
    while not isinstance(inner, JITFunction):
        if autotuner is None and isinstance(inner, Autotuner):
            autotuner = inner
        inner = getattr(inner, "fn", None)
        if inner is None:
            raise TypeError(f"{obj!r} is not a @triton.jit kernel")
    return autotuner, inner


def _outer_heuristics(obj: Any, autotuner: Any, args: list[Any], kwargs: dict[str, Any]) -> dict[str, Any]:
    """`kwargs` with the values of the `@triton.heuristics` layers above the autotuner, outermost
    first, as Heuristics.run computes them at a launch before the autotuner picks a config (they
    see the arguments, never the config)."""
    layer = obj
    while layer is not autotuner and layer is not None:
        values = getattr(layer, "values", None)
        if isinstance(values, dict):
            for name, heur in values.items():
                kwargs[name] = heur({**dict(zip(layer.arg_names, args)), **kwargs})
        layer = getattr(layer, "fn", None)
    return kwargs


def make_config(items: list[tuple[str, Any]]) -> Any:
    """A `triton.Config` from flat (key, value) pairs, split the way Triton's Config expects."""
    import triton

    fields = {"num_warps", "num_stages", "num_ctas", "maxnreg"}
    kwargs = {k: _config_value(v) for k, v in items if k not in fields}
    extra = {k: v for k, v in items if k in fields}
    return triton.Config(kwargs, **extra)


def _config_value(value: Any) -> Any:
    """A job's config value as the kernel gets it: {"dtype": name} is `tl.dtype(name)` (plan._job_value)."""
    if isinstance(value, dict) and set(value) == {"dtype"}:
        import triton.language as tl

        return tl.dtype(value["dtype"])
    return value


def same_config(a: Any, b: Any) -> bool:
    """Whether two `triton.Config`s compile the same: their kwargs and fields, whatever their
    order or pre_hook (Config.__eq__ compares the pre_hook and the order of the kwargs)."""
    drop = ("ir_override",)
    return {k: v for k, v in a.all_kwargs().items() if k not in drop} == {
        k: v for k, v in b.all_kwargs().items() if k not in drop
    }


class _Dtype:
    """A stand-in for a torch dtype, so that workers never import torch (about 1.5 s of CPU
    per worker). Triton reads a tensor argument's type from `str(arg.dtype)` ("torch.bfloat16"
    -> bf16); the fidelity tests compare the result with Triton's path through real torch
    dtypes. One object per name, as torch has."""

    __slots__ = ("name",)
    __module__ = "torch"

    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        return f"torch.{self.name}"

    __repr__ = __str__


@functools.cache
def _dtype(name: str) -> _Dtype:
    return _Dtype(name)


def _no_torch_for_mock_tensors() -> None:
    """Triton's AMD backend imports torch on the first tensor argument just to test
    `isinstance(arg, torch.Tensor)`, which it does only for arguments without `ptr_range`;
    every tensor a worker passes is a MockTensor (never a torch.Tensor), so the answer cannot
    change. Triton 3.7+ caches whether torch is there (`_torch_available`): it is told no.
    Triton 3.6 imports torch on every call, before it looks at `ptr_range` (about 1.5 s of
    CPU per worker): a MockTensor gets the same answer without it, anything else the original."""
    try:
        from triton.backends.amd.compiler import HIPBackend
        from triton.runtime.jit import MockTensor
    except ImportError:
        return
    if getattr(HIPBackend, "_torch_available", False) is None:
        HIPBackend._torch_available = False
    elif "_torch_available" not in vars(HIPBackend) and callable(getattr(HIPBackend, "is_within_2gb", None)):
        within = HIPBackend.is_within_2gb

        def is_within_2gb(arg: Any) -> bool:
            if isinstance(arg, MockTensor):  # Triton 3.6's own test, minus its `import torch`
                return hasattr(arg, "ptr_range") and arg.ptr_range() <= 2**31 - 1
            return within(arg)

        HIPBackend.is_within_2gb = staticmethod(is_within_2gb)


def _specializer_without_torch() -> None:
    """Triton's native argument specializer (3.6) imports torch the first time it runs, only to
    give `torch.Tensor` a fast path; a type without one, such as MockTensor, is specialized
    through its `data_ptr` either way, and a failed import is allowed (Triton runs without
    torch). Run it once here with torch hidden, unless torch is already imported: about 1.5 s of
    CPU per worker. A user module may still import torch later; only the fast path stays off."""
    if "torch" in sys.modules:
        return
    try:
        from triton._C.libtriton import native_specialize_impl
    except ImportError:
        return
    sys.modules["torch"] = None  # type: ignore[assignment]  # `import torch` raises ImportError
    try:
        native_specialize_impl(None, 0, False, False, False)  # an int: needs no backend
    except Exception:  # another Triton's signature: its first compile initializes it instead
        pass
    finally:
        if sys.modules.get("torch", 0) is None:
            del sys.modules["torch"]


def _mock_tensor(dtype_name: str, nbytes: int | None) -> Any:
    from triton.runtime.jit import MockTensor

    tensor = MockTensor(_dtype(_TORCH_DTYPES[dtype_name]))
    if nbytes is not None:
        # A real allocation reports its storage size; Triton drops the 32-bit pointer range
        # (and with it the buffer_* instructions) for storage over 2 GiB.
        tensor.ptr_range = lambda: nbytes  # type: ignore[method-assign]
    return tensor


def materialize(arg: tuple) -> Any:
    kind = arg[0]
    if kind == "tensor":
        return _mock_tensor(arg[1], arg[2])
    if kind == "dtype":
        return _config_value({"dtype": arg[1]})
    return arg[1]


IR_STAGES = ("ttir", "ttgir", "llir", "ptx")  # the keys of compiled.asm kept next to the ISA


def compile_job(job: dict[str, Any]) -> dict[str, Any]:
    """Compile one variant; returns the asm text and what the compiler decided."""
    for entry in reversed(job["python_path"]):  # first, also before another checkout's entries
        if entry in sys.path:
            sys.path.remove(entry)
        sys.path.insert(0, entry)
    _keep_one_setting(job)
    _activate(job)
    obj = resolve_function(job["module"], job["qualname"])
    autotuner, jit_fn = unwrap(obj)
    if source_fingerprint(jit_fn, job["root"]) != job["source_fingerprint"]:
        # The file was edited between planning and this import: the result would be filed
        # under the old source's cache key. Refuse rather than cache the wrong code.
        return {"status": "stale", "error": f"{job['qualname']}'s source changed during the run; run asmscope again"}
    arch = job["target"][1]

    args = [materialize(a) for a in job["args"]]
    kwargs = {k: materialize(v) for k, v in job["kwargs"].items()}
    if autotuner is not None and autotuner is not obj:
        kwargs = _outer_heuristics(obj, autotuner, args, kwargs)
    config = make_config(job["config"])

    if autotuner is not None and job["from_autotune"] and not any(same_config(config, c) for c in autotuner.configs):
        # Planning read this config from the same decorator: a config that does not come back is
        # a variant asmscope lost, never one the autotuner pruned. A fact of this run (the module
        # built its list from something that changed), not of the variant: never cached.
        return {
            "status": "lost",
            "error": f"config {{{config}}} is not in {job['qualname']}'s autotune list as imported for the "
            "compile (its module built another list than planning saw)",
        }
    if autotuner is not None and job.get("prune", True):
        # The same pruning a launch applies before benchmarking (Autotuner.prune_configs).
        autotuner.nargs = dict(zip(autotuner.arg_names, args))
        try:
            survivors = autotuner.prune_configs(kwargs)
        finally:
            autotuner.nargs = None
        if job["from_autotune"] and not any(same_config(config, c) for c in survivors):
            return {"status": "pruned"}

    seen: dict[str, Any] = {}

    def capture(*call_args: Any, **call_kwargs: Any) -> None:
        seen.update({p.name: call_kwargs[p.name] for p in jit_fn.params if p.is_constexpr and p.name in call_kwargs})

    jit_fn.pre_run_hooks.append(capture)
    start = time.perf_counter()
    printed = io.StringIO()
    try:
        target_fn = autotuner.fn if autotuner is not None else obj
        with _ptxas_log_printed(printed) if job["target"][0] == "cuda" else contextlib.nullcontext():
            compiled = target_fn.warmup(*args, grid=(1,), **kwargs, **config.all_kwargs())
    finally:
        jit_fn.pre_run_hooks.remove(capture)
    seconds = time.perf_counter() - start
    if isinstance(compiled, list):  # a bare JITFunction under Heuristics may still return one kernel
        compiled = compiled[0]
    meta = compiled.metadata
    built_for = getattr(getattr(meta, "target", None), "arch", arch)
    if built_for != arch:  # never file one target's code under another's name
        raise RuntimeError(f"compiled for {built_for}, not for the requested {arch}")
    options = {
        name: getattr(meta, name)
        for name in ("num_warps", "num_stages", "num_ctas", "kpack", "matrix_instr_nonkdim", "waves_per_eu", "maxnreg")
        if getattr(meta, name, None) is not None
    }
    result = {
        "status": "ok",
        "asm": compiled.asm[job["asm_key"]],
        "constexprs": {k: _plain(v) for k, v in seen.items()},
        "options": options,
        "shared": getattr(meta, "shared", None),
        "name": getattr(meta, "name", jit_fn.__name__),
        "triton_version": _triton_version(),
        "triton_dir": os.path.dirname(os.path.realpath(sys.modules["triton"].__file__ or "")),  # whose code this is
        "seconds": round(seconds, 3),
    }
    if job["target"][0] == "cuda":
        result["ptxas_log"] = _ptxas_log(printed.getvalue(), compiled)
    # Triton's intermediate stages, as text (docs/ir.md): what `inspect --ir`, the findings' `ir`
    # field and `diff`'s stage verdicts read; the compile cache stores each compressed.
    result["ir"] = {stage: compiled.asm[stage] for stage in IR_STAGES if isinstance(compiled.asm.get(stage), str)}
    if job.get("also"):
        # Other outputs of this same compile, by their keys in compiled.asm: e.g. "hsaco", the code
        # object of the "amdgcn" text (tests/fixtures/codeobj_equivalence.py). Plans never ask.
        result["also"] = {key: compiled.asm[key] for key in job["also"]}
    return result


@contextlib.contextmanager
def _ptxas_log_printed(into: io.StringIO) -> Iterator[None]:
    """Triton runs `ptxas -v` for every cubin and deletes its log; with `dump_ptxas_log` on it
    prints the log first (NVIDIA backend, `make_cubin`), here into `into`."""
    import triton.knobs as tk

    nvidia = getattr(tk, "nvidia", None)
    if nvidia is None or "dump_ptxas_log" not in getattr(nvidia, "knob_descriptors", {}):
        yield  # a Triton without the knob: no log (the result says so: ptxas_log None)
        return
    with nvidia.scope(), contextlib.redirect_stdout(into):
        nvidia.dump_ptxas_log = True
        yield


# ptxas's log of each cubin this process compiled, by Triton's hash of the compile: a config
# whose compile Triton serves from its own caches (in memory, or this worker's cache directory)
# runs no ptxas, and gets the log of the compile that made it.
_PTXAS_LOGS: dict[str, str] = {}


def _ptxas_log(printed: str, compiled: Any) -> str | None:
    """The `ptxas -v` lines Triton printed for this compile (None where it printed none and no
    earlier compile of this process made the same kernel)."""
    key = str(getattr(compiled, "hash", "") or getattr(compiled.metadata, "hash", ""))
    lines = [
        line
        for line in printed.splitlines()
        if line.startswith(("ptxas", " ", "\t")) and line.strip() and "Compile time =" not in line  # a wall clock
    ]
    if lines:
        _PTXAS_LOGS[key] = "\n".join(lines) + "\n"
    return _PTXAS_LOGS.get(key)


# (what the active setting is, how to leave it): the target, the spec's env and knobs
_active: tuple[str, ExitStack] | None = None


def _activate(job: dict[str, Any]) -> None:
    """Make the job's target, env and knobs active, as planning did. A job under another
    setting than the last one, or from another checkout (the other side of a `diff`, which
    holds modules of the same names), imports the user's modules afresh, so their import-time
    choices (autotune space, constants) are those planning saw for this target and source."""
    global _active
    ident = json.dumps([job["target_name"], job["env"], job["knobs"], job["python_path"]], sort_keys=True)
    if _active is not None and _active[0] == ident:
        return
    _deactivate()
    stack = ExitStack()
    stack.enter_context(fresh_imports(tuple(job["python_path"])))
    stack.enter_context(activate(get_target(job["target_name"]), job["env"], job["knobs"]))
    _active = (ident, stack)


def _deactivate() -> None:
    """Leave the active setting: its target, env and knobs, and the user modules imported under it."""
    global _active
    if _active is not None:
        _active[1].close()
        _active = None


# The compiler setting (pool.compiler_setting) of this process's compiles, fixed by its first.
_setting: str | None = None


def _keep_one_setting(job: dict[str, Any]) -> None:
    """Refuse a compile under another target, env or knobs than this process's first: Triton
    keeps state from a process's first compile that no Python code can reset (triton 3.6's AMD
    fp8 lowering picks hardware or software conversion once, for the first target, in a C++
    function-local `static`; every JITFunction's `device_caches` binds its first target), so the
    code would silently be another setting's. WorkerPool never sends such a job."""
    global _setting
    setting = compiler_setting(job)
    if _setting is not None and setting != _setting:
        raise RuntimeError(f"this compiler process compiles under {_setting}, not {setting}: start another")
    _setting = setting


def _plain(value: Any) -> Any:
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    import triton.language as tl

    if isinstance(value, tl.dtype):  # as the variant's key shows it (plan._key_value)
        return str(DtypeValue(value.name))
    return str(value)


def _triton_version() -> str:
    import triton

    return triton.__version__


def prepare_process() -> None:
    """What a worker process sets up once, before its first job: none of it changes the code."""
    _private_triton_cache_key()
    _no_torch_for_mock_tensors()
    _specializer_without_torch()
    _preload()


def _private_triton_cache_key() -> None:
    """Spare each worker Triton's `triton_key()`: a SHA-256 of its own sources and of the whole
    libtriton.so (about 0.5 s of CPU per process). It only names entries in Triton's file
    cache, which for a worker is a private, throw-away directory (WorkerPool sets
    TRITON_CACHE_DIR); the other parts of Triton's cache key (source, backend, options,
    environment) still tell its entries apart. Triton's own parallel warm-up pool
    (triton/_compile_warmup_pool.py) replaces it the same way."""
    import triton
    import triton.runtime.autotuner as autotuner
    import triton.runtime.cache as cache

    key = f"{triton.__version__}-asmscope-worker"
    for module in (cache, autotuner):
        if hasattr(module, "triton_key"):
            module.triton_key = lambda: key  # type: ignore[attr-defined]


def _preload() -> None:
    """Import what Triton would import lazily in the first compile (its code generator and the
    Gluon front end), while the parent may still be planning (WorkerPool.start)."""
    try:
        importlib.import_module("triton.compiler.code_generator")
    except Exception:  # a broken install shows up, in full, in the first compile
        pass


def run_job(job: dict[str, Any]) -> dict[str, Any]:
    """A plan job (import one kernel's module and list its variants) or a compile job."""
    if job.get("kind") == "plan":
        from asmscope.compile.plan import plan_job

        _deactivate()  # planning sets up its own (a `diff` plans one side after compiling the other)
        return plan_job(job)
    return compile_job(job)


def serve(job_conn: Connection, result_conn: Connection, log_fd: int) -> None:
    # The parent's time limit for the first job starts now; the protocol says how to talk to it.
    result_conn.send({"status": "ready", "protocol": PROTOCOL})
    while True:
        try:
            job = job_conn.recv()
        except EOFError:
            return
        os.ftruncate(log_fd, 0)
        os.lseek(log_fd, 0, os.SEEK_SET)
        try:
            result = run_job(job)
        except BaseException as exc:  # a compile error (or a sys.exit at import) is a result, not the worker's death
            if isinstance(exc, KeyboardInterrupt):
                raise
            result = {
                "status": "error",
                "error": f"{type(exc).__name__}: {exc}".strip(),
                "traceback": "".join(traceback.format_exception(exc))[-4000:],
            }
        sys.stdout.flush()
        sys.stderr.flush()
        result_conn.send(result)


def main() -> None:
    if sys.argv[1:] == ["--probe"]:  # toolchain.probe: which triton this interpreter imports
        from asmscope.compile.toolchain import triton_facts

        print(json.dumps(triton_facts()))
        return
    die_with_parent(os.environ.get("ASMSCOPE_WORKER_PARENT"))
    job_fd, result_fd, log_path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    log_fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    # Everything the compiler prints, Python's and LLVM's alike, lands in the log file.
    os.dup2(log_fd, 1)
    os.dup2(log_fd, 2)
    import faulthandler

    # A fatal signal (an LLVM assertion's abort, os.abort() in a kernel's module, a segfault)
    # leaves the Python stack it hit in the log: the failure's detail is never empty.
    faulthandler.enable()
    limit = os.environ.get("ASMSCOPE_WORKER_MEMORY_MB")
    if limit:
        import resource

        cap = int(limit) * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    import warnings

    warnings.simplefilter("ignore")  # Triton's deprecation chatter is not a compile result
    prepare_process()
    serve(Connection(job_fd, writable=False), Connection(result_fd, readable=False), log_fd)


if __name__ == "__main__":
    main()
