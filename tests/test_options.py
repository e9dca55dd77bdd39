"""commands.options.build_options and the shared command helpers, without compiling."""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.commands.common import Failure, choose_kernels, load_spec
from asmscope.commands.options import OptionsError, build_options
from asmscope.config import Config
from asmscope.targets import UnknownTargetError

SPEC = Path(__file__).parent / "e2e" / "spec.toml"


def test_flags_become_typed_fields() -> None:
    params = {
        "spec": str(SPEC), "kernel_filter": ("fp8_*",), "targets": ("gfx950",), "jobs": 3, "timeout": 60.0,
        "variant_config": ("BLOCK_M=256,EVEN_K=true",), "select": ("AS001",), "severity_overrides": ("AS001=info",),
        "set_settings": ("agpr_budget=96",), "fmt": "json",
    }  # fmt: skip
    options = build_options(Config(None, {}), params, with_rules=True)
    assert options.spec == SPEC and options.kernels == ("fp8_*",) and options.targets == ("gfx950",)
    assert (options.jobs, options.timeout, options.fmt) == (3, 60.0, "json")
    assert options.variant_config == {"BLOCK_M": 256, "EVEN_K": True}
    assert [(r.id, str(r.severity)) for r in options.rules.rules] == [("AS001", "info")]
    assert options.rules.settings["agpr_budget"] == 96


@pytest.mark.parametrize(
    ("given", "executor", "address"),
    [
        (None, "local", None),
        ("local", "local", None),
        ("ray", "ray", None),
        ("ray=10.0.0.5:6379", "ray", "10.0.0.5:6379"),
    ],
)
def test_executor_flag(given: str | None, executor: str, address: str | None) -> None:
    options = build_options(Config(None, {}), {"executor": given, "shard": "2/4"})
    assert (options.executor, options.executor_address, options.shard) == (executor, address, (2, 4))


@pytest.mark.parametrize(
    ("params", "error", "needle"),
    [
        ({"targets": ("gfx1100",)}, UnknownTargetError, "unknown target 'gfx1100'"),
        ({"variant_config": ("BLOCK_M",)}, OptionsError, "expected NAME=VALUE"),
        ({"select": ("AS9999",)}, OptionsError, "matches no rule"),
        ({"set_settings": ("agpr_budget=lots",)}, OptionsError, "agpr_budget"),
        ({"executor": "dask"}, OptionsError, "expected local, ray or ray=ADDRESS"),
        ({"executor": "ray="}, OptionsError, "expected local, ray or ray=ADDRESS"),
        ({"executor": "local=host:1"}, OptionsError, "expected local, ray or ray=ADDRESS"),
        ({"shard": "5/4"}, OptionsError, "expected I/N"),
    ],
)
def test_bad_options_raise_before_anything_runs(params: dict[str, object], error: type, needle: str) -> None:
    with pytest.raises(error, match=needle):
        build_options(Config(None, {}), params, with_rules=True)


def test_a_kernel_typo_gets_a_guess() -> None:
    options = build_options(Config(None, {}), {"spec": str(SPEC), "kernel_filter": ("fp8_gem_tn",)})
    with pytest.raises(Failure, match="did you mean fp8_gemm_tn") as info:
        choose_kernels(load_spec(options), options)
    assert "--tag" not in str(info.value)  # no stray `--tag *` when no tag was asked for
