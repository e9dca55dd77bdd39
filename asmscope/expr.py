"""A small, safe expression language for rule conditions, bounds and spec arguments.

    BLOCK_M == 256 and num_stages >= 2
    matrix_instr_nonkdim not in [16] and min(BLOCK_M, BLOCK_N) >= 32
    passes + 3 + (1 if target == "gfx950" and passes != 2 else 0)
    cdiv(K, 128)
    next_power_of_2(N)

The grammar (expr.lark) is parsed once by Lark's LALR parser and turned into a tree of frozen
nodes; evaluation walks that tree against a plain mapping of names. There is no `eval`, no
attribute access, no subscripting and no call other than the whitelisted functions, so a rule
file cannot reach anything but the values it is handed.

This module is a leaf: it imports nothing from asmscope, so every stage (spec loader, rules)
can use it.
"""

from __future__ import annotations

import difflib
import functools
import math
import operator
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass

from asmscope.errors import AsmscopeError

Value = int | float | bool | str | tuple

# Bounds on what an expression may be, so that a hostile rule or spec gives one clear error
# instead of a RecursionError or a run that never ends: real conditions are a line long.
MAX_LENGTH = 2000  # characters
MAX_DEPTH = 100  # nesting of operators, calls, lists and parentheses
MAX_DIGITS = 40  # of a numeric literal


class ExprError(AsmscopeError, ValueError):
    """A syntax error, an unknown name or function, or an evaluation error (type, division)."""

    def __init__(self, message: str, text: str = "", column: int | None = None) -> None:
        self.text = text
        self.column = column
        self.detail = message
        shown = text if len(text) <= 80 else f"{text[:60]}... ({len(text)} characters)"
        if column is not None and text:
            message = f"{shown!r}, column {column}: {message}"
        elif text:
            message = f"{shown!r}: {message}"
        super().__init__(message)


class UnboundNameError(ExprError):
    """Evaluation met a name the environment does not have (e.g. a config key this variant lacks)."""

    def __init__(self, name: str, text: str) -> None:
        self.name = name
        super().__init__(f"name {name!r} has no value", text)


def _cdiv(a: object, b: object) -> int:
    if not isinstance(a, int) or not isinstance(b, int):
        raise TypeError("cdiv takes two integers")
    return -(-a // b)


def _next_power_of_2(n: object) -> int:
    # triton.next_power_of_2's bit smearing, so a spec's block size is the one the launcher computes
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n < 1 << 64:
        raise TypeError("next_power_of_2 takes an integer from 0 to 2**64 - 1")
    n -= 1
    for shift in (1, 2, 4, 8, 16, 32):
        n |= n >> shift
    return n + 1


FUNCTIONS: dict[str, Callable[..., object]] = {
    "cdiv": _cdiv,
    "min": min,
    "max": max,
    "next_power_of_2": _next_power_of_2,
}

_BINARY: dict[str, Callable[[object, object], object]] = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": operator.truediv,
    "//": operator.floordiv,
    "%": operator.mod,
}

_COMPARE: dict[str, Callable[[object, object], bool]] = {
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "in": lambda a, b: operator.contains(b, a),  # type: ignore[arg-type]
    "not in": lambda a, b: not operator.contains(b, a),  # type: ignore[arg-type]
}


# ----------------------------------------------------------------------------------------------
# Nodes
# ----------------------------------------------------------------------------------------------


class Node:
    __slots__ = ()

    def eval(self, env: Mapping[str, object], text: str) -> object:  # pragma: no cover - abstract
        raise NotImplementedError

    def names(self) -> frozenset[str]:
        return frozenset().union(*(child.names() for child in _children(self)))


@dataclass(frozen=True, slots=True)
class Const(Node):
    value: object

    def eval(self, env: Mapping[str, object], text: str) -> object:
        return self.value


@dataclass(frozen=True, slots=True)
class Name(Node):
    name: str
    column: int

    def eval(self, env: Mapping[str, object], text: str) -> object:
        try:
            return env[self.name]
        except KeyError:
            raise UnboundNameError(self.name, text) from None

    def names(self) -> frozenset[str]:
        return frozenset((self.name,))


@dataclass(frozen=True, slots=True)
class ListNode(Node):
    items: tuple[Node, ...]

    def eval(self, env: Mapping[str, object], text: str) -> object:
        return tuple(item.eval(env, text) for item in self.items)


@dataclass(frozen=True, slots=True)
class Unary(Node):
    op: str  # "-", "+", "not"
    operand: Node

    def eval(self, env: Mapping[str, object], text: str) -> object:
        value = self.operand.eval(env, text)
        if self.op == "not":
            return not value
        _need_number(value, self.op, text)
        return -value if self.op == "-" else value  # type: ignore[operator]


@dataclass(frozen=True, slots=True)
class Binary(Node):
    op: str
    left: Node
    right: Node

    def eval(self, env: Mapping[str, object], text: str) -> object:
        a = self.left.eval(env, text)
        b = self.right.eval(env, text)
        both_str = isinstance(a, str) and isinstance(b, str)
        if not (self.op == "+" and both_str):
            _need_number(a, self.op, text)
            _need_number(b, self.op, text)
        try:
            return _BINARY[self.op](a, b)
        except ZeroDivisionError:
            raise ExprError(f"division by zero in {self.op!r}", text) from None


@dataclass(frozen=True, slots=True)
class BoolOp(Node):
    op: str  # "and" / "or": short-circuit, Python semantics
    left: Node
    right: Node

    def eval(self, env: Mapping[str, object], text: str) -> object:
        a = self.left.eval(env, text)
        if self.op == "and":
            return self.right.eval(env, text) if a else a
        return a if a else self.right.eval(env, text)


@dataclass(frozen=True, slots=True)
class Compare(Node):
    """`a < b <= c` is `a < b and b <= c`, as in Python."""

    first: Node
    rest: tuple[tuple[str, Node], ...]

    def eval(self, env: Mapping[str, object], text: str) -> object:
        left = self.first.eval(env, text)
        for op, node in self.rest:
            right = node.eval(env, text)
            if op in ("in", "not in") and not isinstance(right, (tuple, str)):
                raise ExprError(f"{op!r} needs a list or a string on its right, got {_show(right)}", text)
            try:
                ok = _COMPARE[op](left, right)
            except TypeError:
                raise ExprError(f"cannot compare {_show(left)} {op} {_show(right)}", text) from None
            if not ok:
                return False
            left = right
        return True


@dataclass(frozen=True, slots=True)
class Conditional(Node):
    then: Node
    cond: Node
    other: Node

    def eval(self, env: Mapping[str, object], text: str) -> object:
        return self.then.eval(env, text) if self.cond.eval(env, text) else self.other.eval(env, text)


@dataclass(frozen=True, slots=True)
class Call(Node):
    function: str
    args: tuple[Node, ...]

    def eval(self, env: Mapping[str, object], text: str) -> object:
        values = [a.eval(env, text) for a in self.args]
        try:
            return FUNCTIONS[self.function](*values)
        except (TypeError, ValueError) as exc:
            raise ExprError(f"{self.function}({', '.join(map(_show, values))}): {exc}", text) from None
        except ZeroDivisionError:
            raise ExprError(f"division by zero in {self.function}()", text) from None


def _need_number(value: object, op: str, text: str) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ExprError(f"{op!r} needs numbers, got {_show(value)}", text)


def _show(value: object) -> str:
    return f"{value!r} ({type(value).__name__})"


# ----------------------------------------------------------------------------------------------
# Parsing
# ----------------------------------------------------------------------------------------------


def _unquote(token: str) -> str:
    body = token[1:-1]
    out: list[str] = []
    i = 0
    while i < len(body):
        if body[i] == "\\" and i + 1 < len(body):
            i += 1
        out.append(body[i])
        i += 1
    return "".join(out)


# ----------------------------------------------------------------------------------------------
# Public API
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Expr:
    """A compiled expression. `names` are the free names it reads."""

    text: str
    root: Node
    names: frozenset[str]

    def evaluate(self, env: Mapping[str, object]) -> object:
        """Evaluate against `env`; raises UnboundNameError for a missing name, ExprError otherwise."""
        return self.root.eval(env, self.text)

    def evaluate_number(self, env: Mapping[str, object]) -> int | float:
        value = self.evaluate(env)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
            raise ExprError(f"expected a number, got {_show(value)}", self.text)
        return value

    def __str__(self) -> str:
        return self.text


def compile_expr(text: str, names: Collection[str] | None = None) -> Expr:
    """Parse `text`; with `names`, every free name must be one of them (else ExprError)."""
    if not isinstance(text, str):
        raise ExprError(f"expected an expression string, got {_show(text)}")
    if not text.strip():
        raise ExprError("empty expression")
    root = _parse(text)
    free = root.names()
    if names is not None:
        for node_name, column in sorted(_name_columns(root)):
            if node_name not in names:
                raise ExprError(unknown_name_message(node_name, names), text, column)
    return Expr(text, root, free)


@functools.lru_cache(maxsize=4096)
def _parse(text: str) -> Node:
    """The tree of `text` (nodes are immutable, so one tree serves every use: a spec repeats
    the same few argument expressions across its kernels). Lark is imported here, on the first
    parse: a run that parses nothing (a warm run vouched for by the plan cache) never loads it."""
    from asmscope._expr_lark import parse

    return parse(text)


def unknown_name_message(name: str, known: Collection[str]) -> str:
    close = difflib.get_close_matches(name, list(known), n=1)
    hint = f"; did you mean {close[0]!r}?" if close else ""
    listed = ", ".join(sorted(known))
    return f"unknown name {name!r} (known: {listed}){hint}"


def _name_columns(node: Node) -> set[tuple[str, int]]:
    if isinstance(node, Name):
        return {(node.name, node.column)}
    out: set[tuple[str, int]] = set()
    for child in _children(node):
        out |= _name_columns(child)
    return out


def _children(node: Node) -> tuple[Node, ...]:
    if isinstance(node, (Binary, BoolOp)):
        return (node.left, node.right)
    if isinstance(node, Unary):
        return (node.operand,)
    if isinstance(node, Compare):
        return (node.first, *(n for _, n in node.rest))
    if isinstance(node, Conditional):
        return (node.then, node.cond, node.other)
    if isinstance(node, (Call, ListNode)):
        return node.args if isinstance(node, Call) else node.items
    return ()
