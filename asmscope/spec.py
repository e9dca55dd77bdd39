"""Kernel specs: which kernels to compile, for which targets, with which arguments.

A spec is TOML, either a file of its own (`--spec FILE`) or the `[tool.asmscope]` table of a
pyproject.toml. It is pure data: this module never imports the kernels or triton; the compile
stage resolves `module:function` and reads the autotune configs from the decorator.

    targets = ["gfx942", "gfx950"]
    python-path = [".."]                      # relative to the spec file, prepended to sys.path

    [shapes]
    square = { M = 4096, N = 4096, K = 4096 }

    [[kernel]]
    name = "fp8_gemm_nt"
    function = "kernels.gemm:blockwise_fp8_nt_kernel"
    tags = ["fwd", "gemm"]
    shapes = ["square"]
    args = { a_ptr = "fp8", M = "M", stride_am = "K", stride_ak = 1, ... }
    constexprs = { SOME_FLAG = true }         # fixed constexpr keyword arguments
    configs = [ { BLOCK_M = 64, num_warps = 4, num_stages = 2 } ]   # replaces the autotune list
    add-configs = [ ... ]                     # appended to the autotune list

An argument value is a dtype name (a 16-byte aligned tensor under 2 GiB of that dtype; `fp8`
means each target's native E4M3), an int or float scalar, a string expression over shape
dimensions (`"K"`, `"K // 128"`, `"cdiv(N, 128)"`), `{ tensor = "bf16", shape = ["M", "N"] }`
for a tensor of known size (over 2 GiB it loses Triton's 32-bit pointer-range specialisation),
`{ value = ... }` for a literal passed through unchanged (e.g. a constexpr string), or `false`/`true`.

Two values TOML cannot write are tables wherever a value goes (args, constexprs, configs):
`{ dtype = "bf16" }` is the Triton dtype `tl.bfloat16` (a dtype constexpr such as `compute_type`),
and `{ none = true }` is Python's `None` (an optional pointer argument left out, a config value
of None).

`configs` is an array for every target, a table of arrays per target
(`[kernel.configs] gfx950 = [...]`), or a source: `{ json = "FILE" }` (an array of configs, or
an object of arrays per target) or `{ python = "module:function" }` (called with the target
name while the target is active; it returns `triton.Config`s or dicts). A target's own entry
wins over one for every target.
"""

from __future__ import annotations

import functools
import keyword
import re
import tomllib
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from asmscope.errors import AsmscopeError
from asmscope.expr import Expr, ExprError, compile_expr
from asmscope.fsutil import read_regular_text
from asmscope.targets import DEFAULT_TARGETS, TARGETS, UnknownTargetError, get_target

# Triton dtype names a tensor argument may use; `fp8` is resolved per target.
TENSOR_DTYPES: frozenset[str] = frozenset(
    {
        "fp8", "fp8e4nv", "fp8e4b8", "fp8e5", "fp8e5b16",
        "fp16", "bf16", "fp32", "fp64",
        "int1", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    }
)  # fmt: skip

DTYPE_BYTES: dict[str, int] = {
    "fp8": 1, "fp8e4nv": 1, "fp8e4b8": 1, "fp8e5": 1, "fp8e5b16": 1, "int1": 1, "int8": 1, "uint8": 1,
    "fp16": 2, "bf16": 2, "int16": 2, "uint16": 2,
    "fp32": 4, "int32": 4, "uint32": 4,
    "fp64": 8, "int64": 8, "uint64": 8,
}  # fmt: skip

# `triton.Config` fields; every other config key is a kwarg (a constexpr or a backend option).
CONFIG_FIELDS: frozenset[str] = frozenset({"num_warps", "num_stages", "num_ctas", "maxnreg"})

_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_FUNCTION = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_][\w.]*$")


class SpecError(AsmscopeError, ValueError):
    """A spec problem, rendered as one line: `file:line: where: what was expected`."""

    def __init__(self, path: str, line: int | None, where: str, message: str) -> None:
        self.path, self.line, self.where, self.message = path, line, where, message
        loc = f"{path}:{line}" if line else path
        super().__init__(f"{loc}: {where}: {message}" if where else f"{loc}: {message}")

    def __reduce__(self) -> tuple:  # a deferred spec carries some to the compile workers
        return (type(self), (self.path, self.line, self.where, self.message))


@dataclass(frozen=True, slots=True)
class TensorArg:
    dtype: str  # a TENSOR_DTYPES name; "fp8" until resolved for a target
    shape: tuple[str, ...] = ()  # dimension expressions; empty = size unknown (assumed < 2 GiB)


@dataclass(frozen=True, slots=True)
class ScalarArg:
    expr: str  # an expression over shape dimensions, e.g. "K // 128"


@dataclass(frozen=True, slots=True)
class LiteralArg:
    value: int | float | bool | str | None


@dataclass(frozen=True, slots=True)
class DtypeValue:
    """A Triton dtype given as a value (`{ dtype = "bf16" }` in a spec, `tl.bfloat16` in a
    `triton.Config`): what the kernel receives is `tl.dtype(name)`."""

    name: str  # a TENSOR_DTYPES name; "fp8" until resolved for a target

    def __str__(self) -> str:  # as Python spells it: tl.bfloat16, tl.float8e4nv, tl.int32
        if self.name == "bf16":
            return "tl.bfloat16"
        return f"tl.float{self.name[2:]}" if self.name.startswith("fp") else f"tl.{self.name}"


@dataclass(frozen=True, slots=True)
class ConfigSource:
    """Where a kernel's configs for one target (or every target) come from, in place of the
    autotune decorator's list: given in the spec, a JSON file, or a Python function."""

    configs: tuple[tuple[tuple[str, object], ...], ...] = ()
    json_file: str = ""  # absolute path: an array of configs, or an object of arrays per target
    function: str = ""  # "module:function", called with the target name under the active target


ArgValue = TensorArg | ScalarArg | LiteralArg


@dataclass(frozen=True, slots=True)
class KernelSpec:
    name: str
    function: str  # "package.module:qualname"
    tags: tuple[str, ...]
    targets: tuple[str, ...]
    shapes: tuple[str, ...]  # names in Spec.shapes; () = no named shape
    args: tuple[tuple[str, ArgValue], ...]  # keyword form; positional specs are named "#0", "#1", ...
    constexprs: tuple[tuple[str, object], ...] = ()
    configs: tuple[tuple[tuple[str, object], ...], ...] | None = None  # None = the decorator's list
    add_configs: tuple[tuple[tuple[str, object], ...], ...] = ()
    line: int | None = None  # where the kernel is declared, for error messages
    # (target or "" for every target, name, value): environment variables and Triton knobs
    # (dotted names, e.g. "amd.use_async_copy") set around planning and compiling
    env: tuple[tuple[str, str, str], ...] = ()
    knobs: tuple[tuple[str, str, object], ...] = ()
    # (target, or "" for every target; where its configs come from) when not the plain `configs`
    config_sources: tuple[tuple[str, ConfigSource], ...] = ()
    # `asmscope rank`: the launch's program count and the hot loop's trip count, expressions over
    # the shape and the config (`cdiv(M, BLOCK_M) * cdiv(N, BLOCK_N)`, `K // BLOCK_K`); None = unknown
    grid: str | None = None
    trips: str | None = None

    def config_source(self, target: str) -> ConfigSource | None:
        """The target's own config source, else the one for every target, else None."""
        found = dict(self.config_sources)
        return found.get(target, found.get(""))

    def settings(self, target: str) -> tuple[dict[str, str], dict[str, object]]:
        """(env, knobs) for one target: its own entries over those for every target."""
        env = {k: v for t, k, v in sorted(self.env, key=lambda e: e[0] != "") if t in ("", target)}
        knobs = {k: v for t, k, v in sorted(self.knobs, key=lambda e: e[0] != "") if t in ("", target)}
        return env, knobs

    @property
    def module(self) -> str:
        return self.function.split(":", 1)[0]

    @property
    def qualname(self) -> str:
        return self.function.split(":", 1)[1]


@dataclass(frozen=True, slots=True)
class _Unchecked:
    text: str
    dims: frozenset[str]
    error: SpecError  # what a problem with it is reported as (file, line, key), message aside


@dataclass(frozen=True, slots=True)
class Spec:
    path: str  # the file the spec came from
    base_dir: Path
    kernels: tuple[KernelSpec, ...]
    shapes: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    python_path: tuple[Path, ...] = ()
    targets: tuple[str, ...] = DEFAULT_TARGETS
    # expressions loaded with defer_expressions=True and not parsed yet (see check_expressions)
    unchecked: tuple[_Unchecked, ...] = field(default=(), repr=False, compare=False)

    def shape(self, name: str) -> dict[str, int]:
        for shape_name, dims in self.shapes:
            if shape_name == name:
                return dict(dims)
        raise KeyError(name)


def resolve_dtype(dtype: str, target: str) -> str:
    """The concrete Triton dtype of a tensor argument on `target` (the `fp8` alias)."""
    return get_target(target).fp8 if dtype == "fp8" else dtype


@functools.lru_cache(maxsize=1024)
def _expr(text: str, names: frozenset[str]) -> Expr:
    return compile_expr(text, names)


# What a kernel's integer argument can hold: Triton passes it as i32, i64 or u64.
INT_MIN, INT_MAX = -(2**63), 2**64 - 1


def _in_range(value: object) -> bool:
    return not isinstance(value, int) or isinstance(value, bool) or INT_MIN <= value <= INT_MAX


_RANGE = f"outside the range of a kernel's integer argument ({INT_MIN} .. {INT_MAX})"


def scalar_value(arg: ScalarArg, dims: Mapping[str, int]) -> object:
    value = _expr(arg.expr, frozenset(dims)).evaluate(dims)
    if not _in_range(value):
        raise ExprError(f"value {value} is {_RANGE}", arg.expr)
    return value


def tensor_nbytes(arg: TensorArg, dims: Mapping[str, int], target: str) -> int | None:
    if not arg.shape:
        return None
    numel = 1
    for dim in arg.shape:
        value = _expr(dim, frozenset(dims)).evaluate(dims)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ExprError(f"a tensor dimension must be a non-negative integer, got {value!r}", dim)
        numel *= value
    return numel * DTYPE_BYTES[resolve_dtype(arg.dtype, target)]


# ----------------------------------------------------------------------------------------------
# Loading
# ----------------------------------------------------------------------------------------------

_SPEC_KEYS = {"targets", "python-path", "shapes", "kernel", "spec", "env", "knobs"}
_KERNEL_KEYS = {
    "name", "function", "tags", "targets", "shapes", "args", "constexprs", "configs", "add-configs", "env", "knobs",
    "grid", "trips",
}  # fmt: skip


def load_spec_file(path: Path, settings_keys: frozenset[str] = frozenset(), *, defer_expressions: bool = False) -> Spec:
    """Load a spec file of its own (`--spec FILE`) or a pyproject.toml with `[tool.asmscope]`.

    Top-level keys other than the spec's own and `settings_keys` (the config's flags, which an
    `asmscope.toml` may hold too) are errors: a typo must not silently drop a setting.

    With `defer_expressions`, argument expressions other than a bare dimension name are left
    unparsed in `Spec.unchecked`, and `check_expressions` (which planning calls) reports them
    exactly as loading would have. The CLI loads specs this way: a warm run whose plan cache
    vouches for the spec then never needs the expression parser (nor Lark's import).
    """
    try:
        text = read_regular_text(path)
    except OSError as exc:
        raise SpecError(str(path), None, "", f"cannot read spec file ({exc.strerror})") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = _toml_error_line(str(exc))
        raise SpecError(str(path), line, "", f"invalid TOML: {exc}") from None
    except RecursionError:
        raise SpecError(str(path), None, "", "invalid TOML: nested too deeply") from None
    if path.name == "pyproject.toml":
        data = data.get("tool", {}).get("asmscope", {})
        if not isinstance(data, dict):
            raise SpecError(str(path), None, "[tool.asmscope]", "expected a table")
    unknown = sorted(set(data) - _SPEC_KEYS - settings_keys)
    if unknown and path.name != "pyproject.toml":
        raise SpecError(
            str(path),
            _line_of(text, unknown[0]),
            unknown[0],
            f"unknown key (expected one of: {', '.join(sorted(_SPEC_KEYS))})",
        )
    return spec_from_table(data, path, text, settings_keys, defer_expressions=defer_expressions)


def spec_from_table(
    data: Mapping[str, object],
    path: Path,
    text: str = "",
    settings_keys: frozenset[str] = frozenset(),
    *,
    defer_expressions: bool = False,
) -> Spec:
    """Build a Spec from a parsed TOML table; keys that are not the spec's are the config's
    (asmscope.config checks those).

    A table with a `spec = "other.toml"` key (typical in pyproject.toml) loads that file instead,
    relative to `path`.
    """
    if "spec" in data:
        ref = data["spec"]
        if not isinstance(ref, str):
            raise SpecError(str(path), _line_of(text, "spec"), "spec", "expected a path string")
        return load_spec_file((path.parent / ref).resolve(), settings_keys, defer_expressions=defer_expressions)
    where = str(path)
    base = path.parent.resolve()
    targets = _targets(data.get("targets", list(DEFAULT_TARGETS)), where, text, "targets")
    py_path = data.get("python-path", ["."])
    if not isinstance(py_path, list) or not all(isinstance(p, str) for p in py_path):
        raise SpecError(where, _line_of(text, "python-path"), "python-path", "expected a list of directory strings")
    shapes_raw = data.get("shapes", {})
    if not isinstance(shapes_raw, dict):
        raise SpecError(where, _line_of(text, "shapes"), "shapes", "expected a table of named shapes")
    shapes: list[tuple[str, tuple[tuple[str, int], ...]]] = []
    for shape_name, dims in shapes_raw.items():
        if not isinstance(dims, dict):
            raise SpecError(
                where, _line_of(text, shape_name), f"shapes.{shape_name}", "expected a table of DIM = integer"
            )
        for dim, value in dims.items():
            if not _NAME.match(dim) or not isinstance(value, int) or isinstance(value, bool) or not _in_range(value):
                raise SpecError(
                    where,
                    _line_of(text, shape_name),
                    f"shapes.{shape_name}.{dim}",
                    f"expected DIM = integer, got {dim} = {value!r}",
                )
        shapes.append((shape_name, tuple(dims.items())))
    kernels_raw = data.get("kernel", [])
    if not isinstance(kernels_raw, list):
        raise SpecError(where, _line_of(text, "kernel"), "kernel", "expected an array of [[kernel]] tables")
    kernels: list[KernelSpec] = []
    seen: set[str] = set()
    unchecked: list[_Unchecked] | None = [] if defer_expressions else None
    common = (
        _settings(data.get("env", {}), "env", lambda key, msg: SpecError(where, _line_of(text, "env"), key, msg)),
        _settings(data.get("knobs", {}), "knobs", lambda key, msg: SpecError(where, _line_of(text, "knobs"), key, msg)),
    )
    for i, raw in enumerate(kernels_raw):
        k = _kernel(raw, i, where, text, targets, shapes, unchecked, common)
        if k.name in seen:
            raise SpecError(where, k.line, f"kernel '{k.name}'", "duplicate kernel name (names must be unique)")
        seen.add(k.name)
        kernels.append(k)
    return Spec(
        path=where,
        base_dir=base,
        kernels=tuple(kernels),
        shapes=tuple(shapes),
        python_path=tuple((base / p).resolve() for p in py_path),
        targets=targets,
        unchecked=tuple(unchecked or ()),
    )


def _kernel(
    raw: object,
    index: int,
    where: str,
    text: str,
    default_targets: tuple[str, ...],
    shapes: list[tuple[str, tuple[tuple[str, int], ...]]],
    unchecked: list[_Unchecked] | None = None,
    common: tuple[tuple, tuple] = ((), ()),
) -> KernelSpec:
    if not isinstance(raw, dict):
        raise SpecError(where, None, f"kernel #{index + 1}", "expected a [[kernel]] table")
    function = raw.get("function")
    name = raw.get("name") or (function.split(":")[-1] if isinstance(function, str) else None)
    label = f"kernel '{name}'" if name else f"kernel #{index + 1}"
    line = _line_of(text, str(name), quoted=True) or _line_of(text, str(function), quoted=True)

    def fail(key: str, message: str) -> SpecError:
        return SpecError(where, line, f"{label}: {key}" if key else label, message)

    unknown = set(raw) - _KERNEL_KEYS
    if unknown:
        raise fail(sorted(unknown)[0], f"unknown key (expected one of: {', '.join(sorted(_KERNEL_KEYS))})")
    if not isinstance(function, str) or not _FUNCTION.match(function):
        raise fail("function", "expected 'package.module:function'")
    if not isinstance(name, str) or not name:
        raise fail("name", "expected a non-empty string")
    tags = raw.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise fail("tags", "expected a list of strings")
    try:
        targets = _targets(raw.get("targets", list(default_targets)), where, text, "targets")
    except SpecError as exc:
        raise fail("targets", exc.message) from None
    all_shapes = [s for s, _ in shapes]
    kernel_shapes = raw.get("shapes", all_shapes[:1])
    if not isinstance(kernel_shapes, list) or not all(isinstance(s, str) for s in kernel_shapes):
        raise fail("shapes", "expected a list of shape names")
    for s in kernel_shapes:
        if s not in all_shapes:
            raise fail("shapes", f"unknown shape {s!r} (defined: {', '.join(all_shapes) or 'none'})")
    dims: set[str] = set()
    for s in kernel_shapes:
        dims |= {d for d, _ in dict(shapes)[s]}
    args = _args(raw.get("args", {}), dims, fail, unchecked)
    constexprs = raw.get("constexprs", {})
    if not isinstance(constexprs, dict):
        raise fail("constexprs", "expected a table of NAME = value")
    constexprs = {
        k: _constexpr_value(v, dims, lambda msg, k=k: fail(f"constexprs.{k}", msg), unchecked)
        for k, v in constexprs.items()
    }
    configs, sources = _config_sources(raw.get("configs"), fail, Path(where).parent.resolve())
    add = _configs(raw.get("add-configs", []), fail, "add-configs")
    env = _settings(raw.get("env", {}), "env", fail)
    knobs = _settings(raw.get("knobs", {}), "knobs", fail)
    launch = {}
    for key in ("grid", "trips"):
        if key in raw:
            value = raw[key]
            if isinstance(value, int) and not isinstance(value, bool):
                value = str(value)
            if not isinstance(value, str):
                raise fail(key, "expected an expression over the shape and the config, e.g. 'cdiv(M, BLOCK_M)'")
            try:
                compile_expr(value)
            except ExprError as exc:
                raise fail(key, str(exc)) from None
            launch[key] = value
    return KernelSpec(
        name=name,
        function=function,
        tags=tuple(tags),
        targets=targets,
        shapes=tuple(kernel_shapes),
        args=args,
        constexprs=tuple(constexprs.items()),
        configs=configs,
        add_configs=add,
        line=line,
        env=(*common[0], *env),
        knobs=(*common[1], *knobs),
        config_sources=sources,
        grid=launch.get("grid"),
        trips=launch.get("trips"),
    )


def _constexpr_value(value: object, dims: set[str], fail, unchecked) -> object:  # type: ignore[no-untyped-def]
    """A fixed constexpr: a literal, a tagged table, or a string, which is an expression over the
    shape as in `args` (`I_dim = "I"`, `BLOCK = "next_power_of_2(N)"`); a string constexpr is
    `{ value = "..." }`."""
    if isinstance(value, dict):
        return _tagged_value(value, fail)
    if isinstance(value, str):
        if value in TENSOR_DTYPES:
            raise fail(f'a dtype name for a constexpr: write {{ dtype = "{value}" }} (or {{ value = "{value}" }})')
        _check_expr(value, dims, lambda msg: fail(f'{msg}; a string constexpr is {{ value = "{value}" }}'), unchecked)
        return ScalarArg(value)
    return value


def _args(raw: object, dims: set[str], fail, unchecked) -> tuple[tuple[str, ArgValue], ...]:  # type: ignore[no-untyped-def]
    if isinstance(raw, list):
        items = [(f"#{i}", v) for i, v in enumerate(raw)]
    elif isinstance(raw, dict):
        items = list(raw.items())
    else:
        raise fail("args", "expected a table of NAME = value or an array of values")
    out: list[tuple[str, ArgValue]] = []
    for arg_name, value in items:
        out.append((arg_name, _arg(value, dims, lambda msg, n=arg_name: fail(f"args.{n}", msg), unchecked)))
    return tuple(out)


def _arg(value: object, dims: set[str], fail, unchecked) -> ArgValue:  # type: ignore[no-untyped-def]
    if isinstance(value, bool) or value is None:
        return LiteralArg(value)
    if isinstance(value, (int, float)):
        if not _in_range(value):
            raise fail(f"{value} is {_RANGE}")
        return LiteralArg(value)
    if isinstance(value, str):
        if value in TENSOR_DTYPES:
            return TensorArg(value)
        _check_expr(value, dims, fail, unchecked)
        return ScalarArg(value)
    if isinstance(value, dict):
        if set(value) in ({"value"}, {"dtype"}, {"none"}):
            return LiteralArg(_tagged_value(value, fail))
        if "tensor" in value and set(value) <= {"tensor", "shape"}:
            dtype = value["tensor"]
            if dtype not in TENSOR_DTYPES:
                raise fail(f"unknown dtype {dtype!r} (expected one of: {', '.join(sorted(TENSOR_DTYPES))})")
            shape = value.get("shape", [])
            if not isinstance(shape, list):
                raise fail("expected shape = [dimension expressions]")
            for dim in shape:
                _check_expr(str(dim), dims, fail, unchecked)
            return TensorArg(dtype, tuple(str(d) for d in shape))
    raise fail(
        'expected a dtype name (e.g. "fp8", "bf16"), a number, a shape expression, '
        "{ tensor = DTYPE, shape = [...] }, { dtype = DTYPE }, { none = true } or { value = ... }"
    )


def _check_expr(text: str, dims: set[str], fail, unchecked: list[_Unchecked] | None) -> None:  # type: ignore[no-untyped-def]
    if text in dims and not keyword.iskeyword(text) and text not in ("true", "false"):
        return  # a bare dimension name: what the parser would make of it is certain
    if unchecked is not None and _NAME.match(text) is None:
        unchecked.append(_Unchecked(text, frozenset(dims), fail("")))
        return
    _check_now(text, dims, fail)


def _check_now(text: str, dims: Collection[str], fail) -> None:  # type: ignore[no-untyped-def]
    try:
        compile_expr(text, dims)
    except ExprError as exc:
        hint = (
            ""
            if _NAME.match(text) is None or text in dims
            else (f" (not a dtype either; dtypes: {', '.join(sorted(TENSOR_DTYPES))})")
        )
        raise fail(f"{exc}{hint}") from None


def check_expressions(spec: Spec) -> None:
    """Parse the expressions a deferred load left unchecked; SpecError as loading would raise."""
    for item in spec.unchecked:
        _check_now(item.text, item.dims, lambda msg, e=item.error: SpecError(e.path, e.line, e.where, msg))


_TAGGED = '{ dtype = "bf16" } (a Triton dtype), { none = true } (None) or { value = ... }'


def _tagged_value(value: dict, fail) -> object:  # type: ignore[no-untyped-def]
    """A value TOML cannot write, given as a one-key table: a Triton dtype, None, or a literal."""
    if set(value) == {"dtype"}:
        if value["dtype"] not in TENSOR_DTYPES:
            raise fail(f"unknown dtype {value['dtype']!r} (expected one of: {', '.join(sorted(TENSOR_DTYPES))})")
        return DtypeValue(value["dtype"])
    if set(value) == {"none"}:
        if value["none"] is not True:
            raise fail(f"expected {{ none = true }} for None, got {value!r}")
        return None
    if set(value) == {"value"}:
        return value["value"]
    raise fail(f"expected {_TAGGED}, got a table with keys {', '.join(sorted(value)) or 'none'}")


def _config_sources(  # type: ignore[no-untyped-def]
    raw: object, fail, base: Path
) -> tuple[tuple[tuple[tuple[str, object], ...], ...] | None, tuple[tuple[str, ConfigSource], ...]]:
    """(the array for every target or None, the per-target arrays and the sources) of `configs`."""
    if raw is None or isinstance(raw, list):
        return (None if raw is None else _configs(raw, fail, "configs")), ()
    if not isinstance(raw, dict):
        raise fail("configs", f"expected an array of config tables, a table per target, or {_SOURCES}")
    if set(raw) & {"json", "python"}:
        return None, (("", _config_source(raw, fail, "configs", base)),)
    sources = []
    for target, entry in raw.items():
        if target not in TARGETS:
            raise fail(f"configs.{target}", f"expected a target name (known: {', '.join(TARGETS)}), or {_SOURCES}")
        if isinstance(entry, list):
            sources.append((target, ConfigSource(configs=_configs(entry, fail, f"configs.{target}"))))
        else:
            sources.append((target, _config_source(entry, fail, f"configs.{target}", base)))
    return None, tuple(sources)


_SOURCES = '{ json = "FILE" } or { python = "module:function" }'


def _config_source(raw: object, fail, key: str, base: Path) -> ConfigSource:  # type: ignore[no-untyped-def]
    if not isinstance(raw, dict) or len(raw) != 1 or not set(raw) <= {"json", "python"}:
        raise fail(key, f"expected an array of config tables or {_SOURCES}")
    ((kind, value),) = raw.items()
    if kind == "json":
        if not isinstance(value, str) or not value:
            raise fail(f"{key}.json", "expected the path of a JSON file, relative to the spec")
        return ConfigSource(json_file=str((base / value).resolve()))
    if not isinstance(value, str) or not _FUNCTION.match(value):
        raise fail(f"{key}.python", "expected 'package.module:function'")
    return ConfigSource(function=value)


def load_json_configs(path: str, target: str) -> tuple[tuple[tuple[str, object], ...], ...]:
    """The configs a JSON config table holds for `target`: an array of objects (every target),
    or an object whose keys are target names. `null` is None, `{"dtype": "bf16"}` a dtype.
    SpecError naming the file and what is wrong."""
    import json

    def fail(key: str, message: str) -> SpecError:
        return SpecError(path, None, key, message)

    try:
        data = json.loads(read_regular_text(Path(path)))
    except OSError as exc:
        raise SpecError(path, None, "", f"cannot read config table ({exc.strerror or exc})") from None
    except ValueError as exc:
        raise SpecError(path, None, "", f"invalid JSON: {exc}") from None
    if isinstance(data, dict):
        if target not in data:
            raise fail("", f"no configs for target {target} (the table has: {', '.join(map(str, data)) or 'none'})")
        data = data[target]
    return _configs(data, fail, target if isinstance(data, list) else "configs")


def _configs(raw: object, fail, key: str) -> tuple[tuple[tuple[str, object], ...], ...]:  # type: ignore[no-untyped-def]
    if not isinstance(raw, list) or not all(isinstance(c, dict) for c in raw):
        raise fail(key, "expected an array of config tables, e.g. [{ BLOCK_M = 128, num_warps = 4 }]")
    out = []
    for c in raw:
        c = {
            k: _tagged_value(v, lambda msg, k=k: fail(key, f"config entry {k}: {msg}")) if isinstance(v, dict) else v
            for k, v in c.items()
        }
        for k, v in c.items():
            plain = v is None or isinstance(v, (int, float, bool, str, DtypeValue))
            if not isinstance(k, str) or not _NAME.match(k) or not plain or not _in_range(v):
                raise fail(key, f"config entry {k} = {v!r}: expected NAME = number/bool/string, or {_TAGGED}")
            least = _CONFIG_FIELD_MINIMUM.get(k)
            if least is not None and (isinstance(v, bool) or not isinstance(v, int) or v < least):
                raise fail(key, f"config entry {k} = {v!r}: expected an integer of at least {least}")
            if k == "num_warps" and v & (v - 1):
                raise fail(key, f"config entry num_warps = {v}: expected a power of two")
        out.append(tuple(c.items()))
    return tuple(out)


# The compiler options a config may set, and their least valid value.
_CONFIG_FIELD_MINIMUM = {"num_warps": 1, "num_stages": 0, "num_ctas": 1, "maxnreg": 1}


def _settings(raw: object, key: str, fail) -> tuple[tuple[str, str, object], ...]:  # type: ignore[no-untyped-def]
    """`env` or `knobs`: NAME = value for every target, and a sub-table per target name for its
    own. Knob names are dotted (`amd.use_async_copy`), so TOML's nested tables
    (`knobs.amd.use_async_copy = true`) and quoted keys (`"amd.use_async_copy" = true`) both work;
    whether the installed Triton has the knob is checked when planning."""
    if not isinstance(raw, dict):
        raise fail(key, "expected a table of NAME = value, with a sub-table per target for its own")
    out: list[tuple[str, str, object]] = []

    def walk(table: dict, target: str, prefix: str) -> None:
        for name, value in table.items():
            dotted = f"{prefix}{name}"
            if isinstance(value, dict):
                if not prefix and not target and name in TARGETS:
                    walk(value, name, "")
                elif key == "knobs":
                    walk(value, target, f"{dotted}.")
                else:
                    raise fail(
                        f"{key}.{dotted}", f"expected a string value, or a target name (known: {', '.join(TARGETS)})"
                    )
            elif key == "env":
                if not isinstance(value, str) or not name:
                    raise fail(f"{key}.{dotted}", f'expected NAME = "string", got {value!r}')
                # what os.environ (putenv) cannot hold: the '=' would split the name, NUL ends it
                if "=" in name or "\0" in name or "\0" in value:
                    raise fail(f"{key}.{dotted}", "an environment variable's name has no '=' and neither part a NUL")
                out.append((target, dotted, value))
            else:
                if "." not in dotted or not isinstance(value, (bool, int, str)):
                    raise fail(f"{key}.{dotted}", "expected GROUP.KNOB = bool/int/string (a triton.knobs name)")
                out.append((target, dotted, value))

    walk(raw, "", "")
    return tuple(out)


def _targets(raw: object, where: str, text: str, key: str) -> tuple[str, ...]:
    if not isinstance(raw, list) or not raw or not all(isinstance(t, str) for t in raw):
        raise SpecError(where, _line_of(text, key), key, "expected a non-empty list of target names")
    for t in raw:
        try:
            get_target(t)
        except UnknownTargetError as exc:
            raise SpecError(where, _line_of(text, key), key, str(exc)) from None
    return tuple(raw)


def _line_of(text: str, needle: str, quoted: bool = False) -> int | None:
    """Best-effort line number of a key or quoted value in the TOML text (tomllib keeps none)."""
    if not text or not needle:
        return None
    pattern = re.escape(f'"{needle}"') if quoted else rf"(^|[\s{{,\[]){re.escape(needle)}\s*="
    m = re.search(pattern, text, re.MULTILINE)
    return text.count("\n", 0, m.start()) + 1 if m else None


def _toml_error_line(message: str) -> int | None:
    m = re.search(r"line (\d+)", message)
    return int(m.group(1)) if m else None


def select_kernels(spec: Spec, names: Sequence[str] = (), tags: Sequence[str] = ()) -> tuple[KernelSpec, ...]:
    """Kernels matching any of the name globs (or all) and carrying any of the tags (or all)."""
    from fnmatch import fnmatchcase

    out = []
    for k in spec.kernels:
        if names and not any(fnmatchcase(k.name, n) for n in names):
            continue
        if tags and not set(tags) & set(k.tags):
            continue
        out.append(k)
    return tuple(out)
