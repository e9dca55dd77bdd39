"""The safe expression language of rule conditions and spec arguments (asmscope/expr.py)."""

from __future__ import annotations

import contextlib
import operator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from asmscope.expr import ExprError, UnboundNameError, compile_expr

ENV = {
    "BLOCK_M": 256,
    "BLOCK_N": 128,
    "BLOCK_K": 64,
    "num_stages": 2,
    "EVEN_K": True,
    "matrix_instr_nonkdim": 16,
    "target": "gfx950",
    "ratio": 0.25,
}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("BLOCK_M == 256 and num_stages >= 2", True),
        ("BLOCK_M == 128 or num_stages >= 3", False),
        ("not EVEN_K", False),
        ("EVEN_K and BLOCK_K == 64", True),
        ("matrix_instr_nonkdim in [16, 32]", True),
        ("matrix_instr_nonkdim not in [16, 32]", False),
        ("target in ['gfx942', 'gfx950']", True),
        ('target == "gfx950"', True),
        ("64 <= BLOCK_N < BLOCK_M", True),
        ("64 <= BLOCK_M < BLOCK_N", False),
        ("BLOCK_M * BLOCK_N // 1024", 32),
        ("BLOCK_M / 512", 0.5),
        ("BLOCK_M % 100", 56),
        ("-BLOCK_K + 1", -63),
        ("2 + 3 * 4", 14),
        ("(2 + 3) * 4", 20),
        ("cdiv(1000, BLOCK_K)", 16),
        ("min(BLOCK_M, BLOCK_N) >= 32", True),
        ("max(1, 2, 3)", 3),
        ("1 if EVEN_K else 2", 1),
        ("4 + (1 if target == 'gfx950' and BLOCK_K != 2 else 0)", 5),
        ("0x10", 16),
        ("1.5e1", 15.0),
        ("ratio <= 0.3", True),
        ("true and True and not false and not False", True),
        ("[]", ()),
        ("[1, 2,]", (1, 2)),
        ("'a' + \"b\"", "ab"),
        ("'it\\'s'", "it's"),
    ],
)
def test_evaluates_like_python(text: str, expected: object) -> None:
    assert compile_expr(text).evaluate(ENV) == expected


def test_names_are_the_free_names() -> None:
    expr = compile_expr("BLOCK_M == 256 and cdiv(K, BLOCK_K) > 2 or x in [y]")
    assert expr.names == {"BLOCK_M", "K", "BLOCK_K", "x", "y"}


def test_keywords_do_not_swallow_names_that_start_with_them() -> None:
    expr = compile_expr("notable + inner + iffy + orbit + android + elsewhere")
    assert expr.names == {"notable", "inner", "iffy", "orbit", "android", "elsewhere"}


def test_boolean_operators_short_circuit() -> None:
    # `missing` is never looked up, like Python's `and` / `or`.
    assert compile_expr("False and missing").evaluate({}) is False
    assert compile_expr("1 or missing").evaluate({}) == 1


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("BLOCK_M ==", "unexpected end of expression"),
        ("BLOCK_M == = 2", "column 12"),
        ("a.b", "attribute access is not allowed"),
        ("a.__class__", "attribute access is not allowed"),
        ("a[0]", "subscripts are not allowed"),
        ("__import__('os')", "unknown function '__import__'"),
        ("eval('1')", "unknown function 'eval'"),
        ("lambda: 1", "unexpected"),
        ("a = 1", "unexpected character '='"),
        ("'open", "unexpected character"),
        ("", "empty expression"),
        ("   ", "empty expression"),
    ],
)
def test_syntax_errors_name_the_column_and_text(text: str, fragment: str) -> None:
    with pytest.raises(ExprError) as info:
        compile_expr(text)
    assert fragment in str(info.value)


def test_unknown_name_lists_known_names_and_suggests() -> None:
    with pytest.raises(ExprError) as info:
        compile_expr("BLOCK_Q == 64", names=["BLOCK_M", "BLOCK_N", "num_stages"])
    message = str(info.value)
    assert "unknown name 'BLOCK_Q'" in message
    assert "known: BLOCK_M, BLOCK_N, num_stages" in message
    assert "did you mean" in message
    assert info.value.column == 1


def test_known_names_accept_valid_expression() -> None:
    assert compile_expr("BLOCK_M >= 2", names={"BLOCK_M"}).evaluate({"BLOCK_M": 3}) is True


def test_missing_name_at_evaluation_is_an_unbound_name_error() -> None:
    with pytest.raises(UnboundNameError) as info:
        compile_expr("EVEN_K and BLOCK_M > 1").evaluate({"EVEN_K": 1})
    assert info.value.name == "BLOCK_M"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("1 / 0", "division by zero"),
        ("1 // (BLOCK_M - 256)", "division by zero"),
        ("cdiv(1, 0)", "division by zero"),
        ("target + 1", "needs numbers"),
        ("-target", "needs numbers"),
        ("target < 3", "cannot compare"),
        ("1 in 3", "needs a list or a string"),
        ("cdiv(1.5, 2)", "cdiv"),
        ("EVEN_K + 1", "needs numbers"),
    ],
)
def test_evaluation_errors_are_expr_errors(text: str, fragment: str) -> None:
    with pytest.raises(ExprError) as info:
        compile_expr(text).evaluate(ENV)
    assert fragment in str(info.value)


def test_evaluate_number_rejects_non_numbers() -> None:
    assert compile_expr("BLOCK_M // 2").evaluate_number(ENV) == 128
    with pytest.raises(ExprError, match="expected a number"):
        compile_expr("EVEN_K").evaluate_number(ENV)


_OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul}


@st.composite
def arithmetic(draw: st.DrawFn, depth: int = 3) -> tuple[str, int]:
    if depth == 0 or draw(st.booleans()):
        value = draw(st.integers(min_value=0, max_value=1000))
        return str(value), value
    op = draw(st.sampled_from(sorted(_OPS)))
    left_text, left = draw(arithmetic(depth - 1))
    right_text, right = draw(arithmetic(depth - 1))
    return f"({left_text} {op} {right_text})", _OPS[op](left, right)


@given(arithmetic())
def test_integer_arithmetic_matches_python(case: tuple[str, int]) -> None:
    text, expected = case
    assert compile_expr(text).evaluate({}) == expected


@given(st.text(alphabet="ab01 +-*/()<=!andortin[],.'", max_size=30))
def test_any_input_either_compiles_or_raises_expr_error(text: str) -> None:
    try:
        expr = compile_expr(text)
    except ExprError:
        return
    with contextlib.suppress(ExprError):
        expr.evaluate({"a": 1, "b": 2})


@settings(deadline=None)  # the first example imports triton
@given(st.integers(min_value=0, max_value=2**40))
def test_next_power_of_2_is_tritons(n: int) -> None:
    import triton

    assert compile_expr("next_power_of_2(N)", ["N"]).evaluate({"N": n}) == triton.next_power_of_2(n)


@pytest.mark.parametrize("text", ["next_power_of_2(-1)", "next_power_of_2(2.5)", "next_power_of_2(1, 2)"])
def test_next_power_of_2_refuses_what_triton_would_not_size_a_block_by(text: str) -> None:
    with pytest.raises(ExprError, match="next_power_of_2"):
        compile_expr(text).evaluate({})
