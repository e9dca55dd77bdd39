"""`check --sample N` (issue 26, item 17): a deterministic, stratified sample of a real plan
(this repository's 1,600 variants) that holds every kernel x target and, for each, the lowest
and highest value of every config key and of the shape."""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.compile import plan_variants
from asmscope.compile.sample import parse_sample, sample_positions
from asmscope.spec import load_spec_file

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def plan():
    spec = load_spec_file(REPO / "kernels" / "asmscope.toml")
    return plan_variants(spec, spec.kernels)


def _order(value: object) -> tuple:
    return (0, value, "") if isinstance(value, (int, float)) and not isinstance(value, bool) else (1, 0, str(value))


@pytest.mark.parametrize("budget", [1, 40, 200])
def test_the_sample_covers_every_kernel_target_and_the_extremes_of_each_axis(plan, budget: int) -> None:
    chosen = sample_positions(plan, budget)
    assert chosen == sorted(set(chosen)) == sample_positions(plan, budget)  # deterministic, plan order
    picked = [plan[i] for i in chosen]
    groups = {(pv.key.kernel, pv.key.target) for pv in plan}
    assert {(pv.key.kernel, pv.key.target) for pv in picked} == groups
    for kernel, target in groups:
        every = [pv for pv in plan if (pv.key.kernel, pv.key.target) == (kernel, target)]
        mine = [pv for pv in picked if (pv.key.kernel, pv.key.target) == (kernel, target)]
        for axis in {k for pv in every for k, _ in pv.key.config} | {"shape"}:

            def value(pv, axis=axis) -> tuple:
                return _order(pv.key.shape if axis == "shape" else dict(pv.key.config).get(axis))

            values = [value(pv) for pv in every]
            assert min(values) in {value(pv) for pv in mine}, (kernel, target, axis)
            assert max(values) in {value(pv) for pv in mine}, (kernel, target, axis)
    coverage = len(sample_positions(plan, 1))
    assert len(chosen) == max(budget, coverage) < len(plan)


@pytest.mark.parametrize("text", ["0", "-3", "x", ""])
def test_a_bad_sample_size_is_a_one_line_error(text: str) -> None:
    with pytest.raises(ValueError, match="expected a number of variants of at least 1"):
        parse_sample(text)
