"""Kernels as users write them, III (issue 45, bugs 2-5 and item 12, and bug 1's "a reader error
is that variant's parse error"): tests/compile/users_rows is a small library of our own whose
spec, in its directory's asmscope.toml, lists a constexpr before a runtime argument, computes
constexprs from the shape (`next_power_of_2(N)`, a row count), puts `@triton.heuristics` above
`@triton.autotune`, and sets an environment variable for every kernel in a top-level [env].

The oracles are Triton's: the kernel's own heuristics compute the constexprs the compile must
have chosen, and `triton.next_power_of_2` the block sizes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
import triton
from click.testing import CliRunner

import asmscope.pipeline
from asmscope.cli import main
from asmscope.compile import CompileCache, compile_variants, plan_variants
from asmscope.spec import SpecError, load_spec_file, spec_from_table

HERE = Path(__file__).parent
LIB = HERE / "users_rows"
SPEC = LIB / "asmscope.toml"


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("users-rows") / "cache"


@pytest.fixture(scope="module")
def built(cache: Path):
    spec = load_spec_file(SPEC)
    plan = plan_variants(spec, spec.kernels)
    outcome = compile_variants(plan, CompileCache(cache), jobs=2)
    return spec, outcome


def _compiled(outcome, kernel: str) -> list[tuple[str, dict]]:
    return [(v.key.shape, dict(v.config)) for v in outcome.compiled if v.key.kernel == kernel]


def test_every_variant_compiles(built) -> None:
    _, outcome = built
    assert not outcome.errors and not outcome.pruned
    assert {v.key.kernel for v in outcome.compiled} == {"scale_rows", "rows_mean", "chunk_dot"}


def test_a_constexpr_listed_before_a_runtime_argument_binds_by_name(built) -> None:
    """scale_rows(x_ptr, N: constexpr, stride, out_ptr, BLOCK: constexpr) with args in that order:
    stride and out_ptr must not slide into N's slot."""
    spec, outcome = built
    [(shape, config)] = _compiled(outcome, "scale_rows")
    n = spec.shape(shape)["N"]
    assert config["N"] == n and config["BLOCK"] == triton.next_power_of_2(n)


def test_constexprs_are_expressions_over_each_shape(built) -> None:
    spec, outcome = built
    seen = _compiled(outcome, "rows_mean")
    assert len(seen) == 2
    for shape, config in seen:
        dims = spec.shape(shape)
        assert config["I_dim"] == dims["I"] and config["BLOCK"] == triton.next_power_of_2(dims["N"])


def test_heuristics_above_autotune_are_applied_for_every_config(built) -> None:
    """chunk_dot is @heuristics(@autotune(@jit)): every autotune config is compiled, with the
    values the kernel's own heuristics give for each shape's arguments (a launch computes them
    from the arguments before the autotuner picks a config)."""
    spec, outcome = built
    from users_rows.rows import chunk_dot  # imported by the planning above, under the spec's env

    seen = _compiled(outcome, "chunk_dot")
    for shape, config in seen:
        args = {**spec.shape(shape)}
        for name, heuristic in chunk_dot.values.items():
            assert config[name] == heuristic(args), (shape, name)
    # the top-level [env] widened the list at import: three configs per shape
    assert sorted(c["BV"] for _, c in seen) == [32, 32, 64, 64, 128, 128]


def test_the_asmscope_toml_of_the_current_directory_takes_a_top_level_env(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.chdir(LIB)
    result = CliRunner().invoke(main, ["list", "--cache-dir", str(tmp_path / "cache")])
    assert result.exit_code == 0, result.output
    assert "BV=32,64,128" in result.output


@pytest.mark.parametrize(
    ("value", "said"),
    [("I", "'I'"), ("fp16", "dtype"), ("nonsense + 1", "'nonsense")],
)
def test_a_constexpr_that_is_no_expression_over_the_shape_is_refused_naming_its_key(value: str, said: str) -> None:
    table = {
        "shapes": {"s": {"N": 128}},
        "kernel": [{"name": "k", "function": "m:k", "constexprs": {"X": value}}],
    }
    with pytest.raises(SpecError) as err:
        spec_from_table(table, Path("asmscope.toml"))
    assert "constexprs.X" in str(err.value) and said in str(err.value)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_reader_error_is_that_variants_parse_error(built, cache: Path, monkeypatch, tmp_path: Path, jobs: str):
    """A reader that raises on one variant's code (as the sm_100 SASS reader did past UR62) fails
    that variant (exit 3) and every other variant is still checked and reported, also with -j 2."""
    real = asmscope.pipeline.parse_module

    def failing(text: bytes, path: str, context=None):
        if b"scale_rows" in text:
            raise RuntimeError("a reader's bug")
        return real(text, path, context)

    monkeypatch.setattr(asmscope.pipeline, "parse_module", failing)  # inherited by the forked workers
    here = tmp_path / "cache"  # the compiled code, and no checked result yet: every variant is read
    shutil.copytree(cache, here)
    report = tmp_path / "report.json"
    args = ["check", "--spec", str(SPEC), "--cache-dir", str(here), "-j", jobs, "-q", "-f", "json", "-o", str(report)]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 3, result.output
    data = json.loads(report.read_text())
    assert [(e["kernel"], e["kind"]) for e in data["errors"]] == [("scale_rows", "parse-error")]
    assert "a reader's bug" in data["errors"][0]["message"]
    assert data["summary"]["variants_checked"] == len(built[1].compiled) - 1
