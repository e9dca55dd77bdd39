"""The generated pruner module (`prune -f python`) holds every kernel name and config value as
data: a name with quotes cannot leave its string, two names never share one function, and a
config whose kwarg is None stays another config than one without the key (#38 cases 6 and 8).

The module is executed here as the autotuner would use it, with the target it asks Triton's
driver for replaced by a fixed one, on real `triton.Config` objects."""

from __future__ import annotations

import ast
import math
from pathlib import Path

import triton
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from asmscope.prune import Drop, KernelPruning, Pruning
from asmscope.report.prune import render_module

TARGET = "gfx950"


def _items(config: dict) -> tuple:
    """A config as the plan reads a `triton.Config(config, num_warps=4)`: its all_kwargs()."""
    return tuple(_config(config).all_kwargs().items())


def _kernel(name: str, keep: list[dict], dropped: list[dict]) -> KernelPruning:
    drops = tuple(Drop(_items(c), "identical-code", "byte-identical", 1, _items(keep[0])) for c in dropped)
    return KernelPruning(name, TARGET, ("s",), len(keep) + len(dropped), tuple(_items(c) for c in keep), drops)


def _load(source: str) -> dict:
    namespace: dict = {"__name__": "asmscope_generated_pruners"}
    exec(compile(source, "pruners.py", "exec"), namespace)
    namespace["_target"] = lambda: TARGET
    return namespace


def _config(values: dict) -> triton.Config:
    return triton.Config(dict(values), num_warps=4)


def test_a_quote_in_a_kernel_name_stays_in_its_string(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    evil = 'x"""; __import__("os").system("touch P"); """'
    kernels = (_kernel(evil, [{"BLOCK": 64}], [{"BLOCK": 128}]),)
    module = _load(render_module(Pruning(kernels), "3.9.0", "0.1.0", False))
    kept = module["PRUNERS"][evil]([_config({"BLOCK": 64}), _config({"BLOCK": 128})], {})
    assert not (tmp_path / "P").exists()
    assert [c.kwargs for c in kept] == [{"BLOCK": 64}]


def test_kernels_whose_names_sanitise_alike_keep_their_own_tables() -> None:
    """`a-b` and `a_b` once both became `prune_a_b`: the later definition served both."""
    kernels = (
        _kernel("a-b", [{"BLOCK": 64}], [{"BLOCK": 128}]),
        _kernel("a_b", [{"BLOCK": 128}], [{"BLOCK": 64}]),
    )
    module = _load(render_module(Pruning(kernels), "3.9.0", "0.1.0", False))
    both = [_config({"BLOCK": 64}), _config({"BLOCK": 128})]
    assert [c.kwargs for c in module["PRUNERS"]["a-b"](both, {})] == [{"BLOCK": 64}]
    assert [c.kwargs for c in module["PRUNERS"]["a_b"](both, {})] == [{"BLOCK": 128}]
    assert module["PRUNERS"]["a-b"] is not module["PRUNERS"]["a_b"]


def test_a_none_kwarg_is_not_the_absent_key() -> None:
    """`{"BLOCK": 64, "SCALE": None}` compiles to other code than `{"BLOCK": 64}`: dropping the
    one (here, as a twin of a third config) must keep the other, and neither is a duplicate."""
    with_none = {"BLOCK": 64, "SCALE": None}
    kernels = (_kernel("k", [{"BLOCK": 64}, {"BLOCK": 32}], [with_none]),)
    module = _load(render_module(Pruning(kernels), "3.9.0", "0.1.0", False))
    kept = module["PRUNERS"]["k"]([_config({"BLOCK": 64}), _config(with_none), _config({"BLOCK": 32})], {})
    assert [c.kwargs for c in kept] == [{"BLOCK": 64}, {"BLOCK": 32}]
    kept = module["PRUNERS"]["k"]([_config(with_none), _config({"BLOCK": 64})], {})
    assert [c.kwargs for c in kept] == [{"BLOCK": 64}]


_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=False),
    st.text(max_size=12),
)
_names = st.text(min_size=1, max_size=24)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    names=st.lists(_names, min_size=1, max_size=3, unique=True),
    key=st.text(alphabet=st.characters(categories=["Lu", "Ll"]), min_size=1, max_size=6).filter(
        lambda k: k.isidentifier() and k not in {"num_warps", "num_ctas", "num_stages", "maxnreg"}
    ),
    kept_value=_values,
    dropped_value=_values,
)
def test_any_name_and_value_round_trips_as_data(
    names: list[str], key: str, kept_value: object, dropped_value: object
) -> None:
    """The module parses; every string a kernel name or value reaches it as is a literal the
    module reads back equal; each kernel's function drops exactly its own table's config."""
    if repr(kept_value) == repr(dropped_value):
        dropped_value = ("other", dropped_value)
    kept, dropped = {key: kept_value}, {key: dropped_value}
    kernels = tuple(_kernel(n, [kept], [dropped]) for n in names)
    source = render_module(Pruning(kernels), "3.9.0", "0.1.0", False)
    tree = ast.parse(source)
    # nothing but definitions, assignments of literals and the one import run at import time
    for node in tree.body:
        assert isinstance(node, (ast.Expr, ast.Import, ast.Assign, ast.FunctionDef)), ast.dump(node)
        if isinstance(node, ast.Expr):
            assert node is tree.body[0] and isinstance(node.value, ast.Constant)  # the docstring
        # (PRUNERS maps names to the functions; _DEFAULTS is read from triton.Config, no user data)
        if isinstance(node, ast.Assign) and node.targets[0].id not in ("PRUNERS", "_DEFAULTS"):
            ast.literal_eval(node.value)
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("prune_")]
    assert len(functions) == len(names) and len({f.name for f in functions}) == len(names)
    module = _load(source)
    assert set(module["PRUNERS"]) == set(names)
    assert set(module["SAFE_DROPS"]) == set(names)
    for name in names:
        survivors = module["PRUNERS"][name]([_config(kept), _config(dropped)], {})
        assert len(survivors) == 1
        [value] = survivors[0].kwargs.values()
        assert value is kept_value or value == kept_value or (isinstance(value, float) and math.isnan(value))
