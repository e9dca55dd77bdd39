"""The Python API refuses what the command line refuses (issue 38, cases 13 and 15): limits that
would disable themselves and arguments of the wrong shape are one-line CodegenErrors naming the
argument, before any worker starts, never an AttributeError or OverflowError from inside."""

from __future__ import annotations

import pytest

import asmscope
from asmscope.api import CodegenError, Session


@pytest.mark.parametrize(
    "options",
    [
        {"timeout": float("nan")},
        {"timeout": float("inf")},
        {"timeout": 0.0},
        {"timeout": "300"},
        {"memory_mb": 99_999_999_999_999},
        {"memory_mb": 12.5},
    ],
    ids=repr,
)
def test_a_session_limit_that_is_not_finite_or_absurd_is_refused(options, tmp_path):
    key = next(iter(options))
    with pytest.raises(CodegenError, match=rf"{key}=.*expected"):
        Session(cache_dir=tmp_path, **options)


@pytest.mark.parametrize(
    ("call", "options", "named"),
    [
        ("codegen", {"args": [1, 2]}, "args="),
        ("codegen", {"args": {"n": 1}, "config": "BLOCK=128"}, "config="),
        ("codegen_variants", {"args": ("x_ptr",)}, "args="),
        ("codegen_variants", {"args": {"n": 1}, "configs": {"BLOCK": 128}}, "configs="),
        ("codegen_variants", {"args": {"n": 1}, "configs": ["BLOCK=128"]}, "configs="),
        ("codegen_variants", {"args": {"n": 1}, "add_configs": [3]}, "add_configs="),
    ],
)
def test_an_argument_of_the_wrong_shape_is_one_line_naming_it(call, options, named, tmp_path):
    with pytest.raises(CodegenError) as caught:
        getattr(asmscope, call)("kernels.gemm:gemm_kernel", cache_dir=tmp_path, **options)
    text = str(caught.value)
    assert named in text and "expected" in text and "\n" not in text, text
