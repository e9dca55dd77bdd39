"""kernels/asmscope.toml matches the real kernel signatures."""

from __future__ import annotations

import inspect
import tomllib
from pathlib import Path

import pytest

from kernels import batched, gemm, quant

SPEC = Path(__file__).resolve().parents[2] / "kernels" / "asmscope.toml"
MODULES = {"kernels.gemm": gemm, "kernels.quant": quant, "kernels.batched": batched}


@pytest.fixture(scope="module")
def spec() -> dict:
    return tomllib.loads(SPEC.read_text())


def test_targets_and_shapes(spec):
    assert spec["targets"] == ["gfx942", "gfx950"]
    for kernel in spec["kernel"]:
        assert kernel["tags"]
        for shape in kernel["shapes"]:
            assert shape in spec["shapes"], shape


def test_every_kernel_module_function_is_declared(spec):
    declared = {k["function"] for k in spec["kernel"]}
    for module_name, module in MODULES.items():
        for name, space in module.AUTOTUNE_SPACES.items():
            assert f"{module_name}:{name}" in declared, name
            assert getattr(module, name).configs is space


def test_args_match_signatures(spec):
    for kernel in spec["kernel"]:
        module_name, fn_name = kernel["function"].split(":")
        fn = getattr(MODULES[module_name], fn_name)
        params = inspect.signature(fn.base_fn).parameters
        runtime = [n for n, p in params.items() if "constexpr" not in str(p.annotation)]
        assert list(kernel["args"]) == runtime, kernel["name"]
        config_keys = {k for c in fn.configs for k in c.kwargs}
        heuristic_keys = set(getattr(fn.fn, "values", {}))
        fixed = set(kernel.get("constexprs", {}))
        constexprs = {n for n, p in params.items() if "constexpr" in str(p.annotation)}
        defaulted = {n for n in constexprs if params[n].default is not inspect.Parameter.empty}
        missing = constexprs - config_keys - heuristic_keys - fixed - defaulted
        assert not missing, f"{kernel['name']}: constexprs with no source: {missing}"


def test_spec_loads_with_asmscope():
    spec_mod = pytest.importorskip("asmscope.spec")
    loaded = spec_mod.load_spec_file(SPEC)
    assert len(loaded.kernels) == 10
