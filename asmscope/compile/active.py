"""A target made active around the user's code: what a module that asks "which GPU is this?"
at import time is told, and the spec's `env` and Triton `knobs` set around planning and
compiling.

Real kernel modules build their autotune space at import from the GPU they run on, asked in
one of several ways. Inside `activate(target, ...)`:

- `triton.runtime.driver.active` is a stand-in driver whose `get_current_target()` is the
  target (the worker compiles through the same driver); it serves the rest of Triton's driver
  API that modules call at import or launch (`get_active_torch_device()`,
  `utils.get_device_properties()`, `get_device_interface()`, ...: `StandInDriver`);
- once torch is imported (before or during the block), `torch.cuda.is_available()` is True,
  `device_count()` 1, `current_device()` 0, and `get_device_name()`,
  `get_device_properties(i)` (`name`, `gcnArchName`, `major`/`minor`,
  `multi_processor_count`, `warp_size`, `total_memory`; for NVIDIA targets also
  `regs_per_multiprocessor`, `max_threads_per_multi_processor`, `shared_memory_per_block[_optin]`,
  `shared_memory_per_multiprocessor`, `L2_cache_size`) and `get_device_capability()` describe
  the target; `torch.version.hip` is set for AMD targets, `torch.version.cuda` for NVIDIA ones;
- for NVIDIA targets the driver's `utils.get_device_properties(device)` gives Triton's dict
  (`max_shared_mem`, `max_num_regs`, `multiprocessor_count`, ...);
- the spec's environment variables are set, and its knobs are set on `triton.knobs`.

Not served: anything that needs a real device (allocating tensors, streams, events, `hipGetDeviceProperties`
through ctypes, `rocminfo`/`amd-smi` subprocesses, `/sys/class/kfd`). A module that asks that
way sees a CPU-only machine; give it the answer with the spec's `env` per target.

User modules are imported afresh for each activation (`fresh_imports`), so each target and each
environment gets its own module-level state, and `EnvReads` records which environment variables
the user's code read (planning keeps them, so a plan is redone when one changes).
"""

from __future__ import annotations

import functools
import importlib
import importlib.abc
import importlib.machinery
import os
import site
import sys
from collections.abc import Iterator, Mapping
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from types import ModuleType, SimpleNamespace
from typing import Any

from asmscope.targets import SmLimits, Target


@dataclass(frozen=True, slots=True)
class CudaDevice:
    """What a CUDA device reports besides its SM's limits (those are the target's: targets.SmLimits)."""

    l2_bytes: int
    sm_clock_khz: int
    memory_clock_khz: int
    memory_bus_bits: int


@dataclass(frozen=True, slots=True)
class DeviceFacts:
    """What torch would report for one device of the target."""

    name: str
    gcn_arch: str | None  # torch's gcnArchName (with the usual feature suffixes), None for CUDA
    capability: tuple[int, int]
    compute_units: int
    memory_bytes: int
    cuda: CudaDevice | None = None  # NVIDIA targets


# ROCm's torch reports the gfx version as the capability (gfx942 -> 9.4, gfx950 -> 9.5).
# H100 SXM5: 132 SMs, 50 MiB L2, 5,120-bit HBM3; B200: 148 SMs, 126 MiB L2, 8,192-bit HBM3e.
DEVICES: dict[str, DeviceFacts] = {
    "gfx942": DeviceFacts("AMD Instinct MI300X", "gfx942:sramecc+:xnack-", (9, 4), 304, 192 * 2**30),
    "gfx950": DeviceFacts("AMD Instinct MI355X", "gfx950:sramecc+:xnack-", (9, 5), 256, 288 * 2**30),
    "cuda:90": DeviceFacts(
        "NVIDIA H100 80GB HBM3", None, (9, 0), 132, 80 * 2**30, CudaDevice(50 * 2**20, 1980000, 2619000, 5120)
    ),
    "cuda:100": DeviceFacts(
        "NVIDIA B200", None, (10, 0), 148, 180 * 2**30, CudaDevice(126 * 2**20, 1965000, 3996000, 8192)
    ),
}
# cudaDeviceProp.sharedMemPerBlock: what a block gets without opting in, on every GPU since Volta
_SHARED_PER_BLOCK_DEFAULT = 48 * 1024


class StandInDriver:
    """Triton's driver API as kernel modules call it at import and launch time (`DriverBase`,
    `GPUDriver`, the backends' `utils.get_device_properties`), answered for the target and
    device 0. What needs the device itself (benchmarking, its memory) raises DeviceNeeded."""

    def __init__(
        self, target: Any, facts: DeviceFacts | None = None, lds_bytes: int | None = None, sm: SmLimits | None = None
    ) -> None:
        self.target = target
        self.facts = facts
        self.utils = _StandInUtils(target, facts, lds_bytes, sm)

    def get_current_target(self) -> Any:
        return self.target

    def get_current_device(self) -> int:
        return 0

    def set_current_device(self, device: int) -> None:
        if device != 0:
            raise DeviceNeeded(f"set_current_device({device}): the stand-in target has one device, 0")

    def get_current_stream(self, device: int | None = None) -> int:
        return 0

    @staticmethod
    def is_active() -> bool:
        return True

    def get_device_capability(self, device: int | None = None) -> tuple[int, int]:
        return self.facts.capability if self.facts else (0, 0)

    def get_active_torch_device(self) -> Any:
        import torch  # as Triton's own drivers do: the device string is "cuda" on ROCm too

        return torch.device("cuda", 0)

    def get_device_interface(self) -> Any:
        import torch  # torch.cuda, which the activation makes describe the target

        return torch.cuda

    def map_python_to_cpp_type(self, ty: str) -> str:
        backend = importlib.import_module(f"triton.backends.{_BACKEND_PACKAGE[self.target.backend]}.driver")
        return str(backend.ty_to_cpp(ty))

    def get_benchmarker(self) -> Any:
        return _needs_device("benchmarking (get_benchmarker)")

    def get_empty_cache_for_benchmark(self) -> Any:
        raise DeviceNeeded("get_empty_cache_for_benchmark() allocates device memory")

    def clear_cache(self, cache: Any) -> None:
        raise DeviceNeeded("clear_cache() writes device memory")


_BACKEND_PACKAGE = {"hip": "amd", "cuda": "nvidia"}


class DeviceNeeded(RuntimeError):
    """A driver call that only a real GPU can answer (asmscope compiles without one)."""

    def __init__(self, what: str) -> None:
        super().__init__(f"{what}: needs a GPU; asmscope's stand-in driver only names the target")


def _needs_device(what: str) -> Any:
    def call(*args: Any, **kwargs: Any) -> Any:
        raise DeviceNeeded(what)

    return call


class _StandInUtils:
    """`driver.active.utils`: the device properties Triton's backends read through HIP/CUDA."""

    def __init__(self, target: Any, facts: DeviceFacts | None, lds_bytes: int | None, sm: SmLimits | None) -> None:
        self.target, self.facts, self.lds_bytes, self.sm = target, facts, lds_bytes, sm

    def get_device_properties(self, device: int = 0) -> dict[str, Any]:
        if self.facts is not None and self.facts.cuda is not None and self.sm is not None:
            return _cuda_driver_properties(self.facts, self.sm, device)
        props: dict[str, Any] = {
            "max_shared_mem": self.lds_bytes or 0,
            "max_num_regs": 65536,  # registers per block: 64 Ki on MI300/MI355 and on H100
            "multiprocessor_count": self.facts.compute_units if self.facts else 1,
            "warpSize": self.target.warp_size,
            "max_threads_per_sm": 2048,
        }
        if self.target.backend == "hip":
            props["arch"] = self.facts.gcn_arch if self.facts and self.facts.gcn_arch else self.target.arch
        return props

    def __getattr__(self, name: str) -> Any:  # load_binary, launch, ...: the device's own
        if name.startswith("_"):
            raise AttributeError(name)
        return _needs_device(f"driver.active.utils.{name}")


def _cuda_driver_properties(facts: DeviceFacts, sm: SmLimits, device: int = 0) -> dict[str, int]:
    """triton/backends/nvidia/driver.c's `get_device_properties`: the same keys."""
    device_facts = facts.cuda
    assert device_facts is not None
    return {
        "max_shared_mem": sm.shared_bytes_per_block,
        "max_num_regs": sm.registers_per_block,
        "multiprocessor_count": facts.compute_units,
        "warpSize": 32,
        "sm_clock_rate": device_facts.sm_clock_khz,
        "mem_clock_rate": device_facts.memory_clock_khz,
        "mem_bus_width": device_facts.memory_bus_bits,
    }


@contextmanager
def activate(target: Target, env: Mapping[str, str], knobs: Mapping[str, object]) -> Iterator[None]:
    """The target is the active GPU, `env` is set and `knobs` applied, until the block ends."""
    from triton.backends.compiler import GPUTarget
    from triton.runtime import driver

    with ExitStack() as stack:
        stack.enter_context(_environment(env))
        for name, value in knobs.items():
            stack.enter_context(_knob(name, value))
        previous = driver._active
        stand_in = StandInDriver(
            GPUTarget(target.backend, target.arch, target.warp_size),
            DEVICES.get(target.name),
            target.lds_bytes,
            target.sm,
        )
        driver.set_active(stand_in)
        stack.callback(setattr, driver, "_active", previous)
        stack.enter_context(_torch_reports(target))
        yield


@contextmanager
def _environment(env: Mapping[str, str]) -> Iterator[None]:
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def knob_group(name: str) -> tuple[Any, str]:
    """(the `triton.knobs` group object, the knob's attribute) for a dotted name such as
    `amd.use_async_copy`; KeyError naming what is wrong when the installed Triton has no such knob."""
    import triton.knobs as tk

    group_name, _, attr = name.rpartition(".")
    group = getattr(tk, group_name, None) if group_name else None
    if group is None or not hasattr(group, "knob_descriptors"):
        groups = sorted(k for k, v in vars(tk).items() if hasattr(v, "knob_descriptors") and not isinstance(v, type))
        raise KeyError(f"no knob group '{group_name}' in triton.knobs (groups: {', '.join(groups)})")
    descriptors = group.knob_descriptors
    if attr not in descriptors:
        raise KeyError(f"triton.knobs.{group_name} has no knob '{attr}' (knobs: {', '.join(sorted(descriptors))})")
    return group, attr


def knob_type(name: str) -> type | None:
    """The Python type a knob takes (bool, int or str), from its descriptor; None if any value goes."""
    group, attr = knob_group(name)
    kind = type(group.knob_descriptors[attr]).__name__
    for suffix, typ in (("bool", bool), ("int", int), ("str", str)):
        if kind.endswith(suffix):
            return typ
    return None


@contextmanager
def _knob(name: str, value: object) -> Iterator[None]:
    group, attr = knob_group(name)
    with group.scope():  # restores the group's values and the environment variables they set
        setattr(group, attr, value)
        yield


# -- torch ---------------------------------------------------------------------------------------


@contextmanager
def _torch_reports(target: Target) -> Iterator[None]:
    """torch.cuda describes the target while the block runs, whether torch is imported before it
    or during it (a hook on the import patches it then)."""
    facts = DEVICES.get(target.name)
    if facts is None:
        yield
        return
    with ExitStack() as stack:
        torch = sys.modules.get("torch")
        if isinstance(torch, ModuleType) and hasattr(torch, "cuda"):
            stack.enter_context(_patched_torch(torch, target, facts))
        else:
            hook = _TorchImportHook(target, facts, stack)
            sys.meta_path.insert(0, hook)
            stack.callback(_remove, sys.meta_path, hook)
        yield


def _remove(items: list, item: object) -> None:
    if item in items:
        items.remove(item)


class _TorchImportHook(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Patches torch right after its first import inside an activation."""

    def __init__(self, target: Target, facts: DeviceFacts, stack: ExitStack) -> None:
        self.target, self.facts, self.stack = target, facts, stack
        self.inner: importlib.machinery.ModuleSpec | None = None

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        if fullname != "torch" or self.inner is not None:
            return None
        _remove(sys.meta_path, self)
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.loader is None:
            return None
        self.inner = spec
        spec.loader = _PatchingLoader(spec.loader, self)
        return spec


class _PatchingLoader(importlib.abc.Loader):
    def __init__(self, inner: Any, hook: _TorchImportHook) -> None:
        self.inner, self.hook = inner, hook

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self.inner.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        self.inner.exec_module(module)
        self.hook.stack.enter_context(_patched_torch(module, self.hook.target, self.hook.facts))


@contextmanager
def _patched_torch(torch: Any, target: Target, facts: DeviceFacts) -> Iterator[None]:
    props = SimpleNamespace(
        name=facts.name,
        major=facts.capability[0],
        minor=facts.capability[1],
        multi_processor_count=facts.compute_units,
        total_memory=facts.memory_bytes,
        warp_size=target.warp_size,
        is_integrated=False,
    )
    if facts.gcn_arch is not None:
        props.gcnArchName = facts.gcn_arch
    sm = target.sm
    if facts.cuda is not None and sm is not None:  # torch's _CudaDeviceProperties names
        props.regs_per_multiprocessor = sm.registers_per_sm
        props.max_threads_per_multi_processor = sm.max_warps_per_sm * 32
        props.shared_memory_per_block = _SHARED_PER_BLOCK_DEFAULT
        props.shared_memory_per_block_optin = sm.shared_bytes_per_block
        props.shared_memory_per_multiprocessor = sm.shared_bytes_per_sm
        props.L2_cache_size = facts.cuda.l2_bytes
    cuda = torch.cuda
    replacements: dict[tuple[Any, str], Any] = {
        (cuda, "is_available"): lambda: True,
        (cuda, "device_count"): lambda: 1,
        (cuda, "current_device"): lambda: 0,
        (cuda, "get_device_name"): lambda device=None: facts.name,
        (cuda, "get_device_properties"): lambda device=None: props,
        (cuda, "get_device_capability"): lambda device=None: facts.capability,
    }
    if target.is_amd and hasattr(torch, "version"):
        replacements[(torch.version, "hip")] = "6.4.0-asmscope"
    if target.is_nvidia and hasattr(torch, "version"):  # a CUDA build of torch, as on the GPU's host
        replacements[(torch.version, "cuda")] = "12.8"
    saved = {key: getattr(*key, None) for key in replacements}
    for (owner, attr), value in replacements.items():
        setattr(owner, attr, value)
    try:
        yield
    finally:
        for (owner, attr), value in saved.items():
            setattr(owner, attr, value)


# -- fresh imports and what they read ------------------------------------------------------------


@functools.cache
def _installed_prefixes() -> tuple[str, ...]:
    import asmscope

    own = os.path.dirname(os.path.abspath(asmscope.__file__))
    # A toolchain's worker appends the driver's site directories to its own (toolchain.py):
    # what is installed there (torch, ...) is installed, not the user's, and never re-imported.
    sites = [p for p in sys.path if os.path.basename(p) in ("site-packages", "dist-packages")]
    return tuple({sys.prefix, sys.base_prefix, sys.exec_prefix, *site.getsitepackages(), *sites, own})


def is_user_module(module: object) -> bool:
    """A module of the user's code: a file that is neither installed nor asmscope's own."""
    path = getattr(module, "__file__", None)
    return bool(path) and not os.path.abspath(path).startswith(_installed_prefixes())


@contextmanager
def fresh_imports(roots: tuple[str, ...]) -> Iterator[dict[str, str]]:
    """User modules (under `roots`, or first imported inside the block and not installed) are
    imported anew inside the block and dropped again after it; those imported before it are
    back in `sys.modules` afterwards. Yields, and fills as the block ends, {module file: module
    name} of the user modules the block imported."""
    earlier = {
        name: m
        for name, m in list(sys.modules.items())
        if is_user_module(m) and os.path.abspath(m.__file__).startswith(roots)  # type: ignore[union-attr]
    }
    _drop(earlier)
    before = set(sys.modules)
    imported: dict[str, str] = {}
    try:
        yield imported
    finally:
        new = [name for name in sys.modules if name not in before]
        for name in new:
            module = sys.modules.get(name)
            if is_user_module(module):
                imported[os.path.abspath(module.__file__)] = name  # type: ignore[union-attr]
        _drop(n for n in new if is_user_module(sys.modules.get(n)) or _is_namespace(sys.modules.get(n)))
        sys.modules.update(earlier)  # the caller's own imports, as they were


def _is_namespace(module: object) -> bool:
    spec = getattr(module, "__spec__", None)
    return spec is not None and spec.origin is None and getattr(module, "__path__", None) is not None


def _drop(names: Iterator[str] | Any) -> None:
    for name in list(names):
        sys.modules.pop(name, None)


class EnvReads:
    """Records every environment variable read through `os.environ`/`os.getenv` in the block:
    {name: value or None when unset}."""

    def __init__(self) -> None:
        self.read: dict[str, str | None] = {}

    @contextmanager
    def recording(self) -> Iterator[None]:
        real = os.environ
        recorder = _RecordingEnviron(real, self.read)
        os.environ = recorder  # type: ignore[assignment]  # noqa: B003 (os.getenv reads this same global)
        try:
            yield
        finally:
            os.environ = real  # noqa: B003


class _RecordingEnviron(os._Environ):  # type: ignore[name-defined,misc]
    def __init__(self, real: Any, read: dict[str, str | None]) -> None:
        super().__init__(real._data, real.encodekey, real.decodekey, real.encodevalue, real.decodevalue)
        self._read = read

    def __getitem__(self, key: str) -> str:
        try:
            value = super().__getitem__(key)
        except KeyError:
            self._read.setdefault(key, None)
            raise
        self._read.setdefault(key, value)
        return value
