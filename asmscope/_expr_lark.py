"""The Lark half of asmscope.expr: the LALR parser of expr.lark and the transformer that turns
its parse trees into expr's frozen nodes. Imported on the first parse only (lark costs about as
much to import as everything else a warm run does)."""

from __future__ import annotations

from functools import cache

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from asmscope.expr import (
    FUNCTIONS,
    MAX_DEPTH,
    MAX_DIGITS,
    MAX_LENGTH,
    Binary,
    BoolOp,
    Call,
    Compare,
    Conditional,
    Const,
    ExprError,
    ListNode,
    Name,
    Node,
    Unary,
    _unquote,
)


def parse(text: str) -> Node:
    """The node tree of `text`; ExprError (with a column) when it is not a valid expression or
    is longer, deeper or holds longer literals than expr's MAX_* bounds."""
    if len(text) > MAX_LENGTH:
        raise ExprError(f"expression of {len(text)} characters (the limit is {MAX_LENGTH})", text)
    try:
        tree = _parser().parse(text)
        depth = _depth(tree)
        if depth > MAX_DEPTH:
            raise ExprError(f"expression nested more than {MAX_DEPTH} levels deep", text)
        return _ToNodes().transform(tree)
    except UnexpectedInput as exc:
        raise _syntax_error(text, exc) from None
    except VisitError as exc:
        if isinstance(exc.orig_exc, _BadName):
            raise ExprError(exc.orig_exc.message, text, exc.orig_exc.column) from None
        raise


@v_args(inline=True)
class _ToNodes(Transformer):
    def int_(self, tok: Token) -> Node:
        text = _literal(tok)
        return Const(int(text, 16) if text.startswith("0x") else int(text, 10))

    def float_(self, tok: Token) -> Node:
        return Const(float(_literal(tok)))

    def string(self, tok: Token) -> Node:
        return Const(_unquote(tok))

    def true(self, _tok: Token) -> Node:
        return Const(True)

    def false(self, _tok: Token) -> Node:
        return Const(False)

    def name(self, tok: Token) -> Node:
        return Name(str(tok), tok.column or 0)

    def call(self, fn: Token, *args: Node | None) -> Node:
        if str(fn) not in FUNCTIONS:
            known = ", ".join(sorted(FUNCTIONS))
            raise _BadName(f"unknown function {str(fn)!r} (known: {known})", fn.column or 0)
        return Call(str(fn), tuple(a for a in args if a is not None))

    def list_(self, *items: Node | None) -> Node:
        return ListNode(tuple(i for i in items if i is not None))

    def neg(self, operand: Node) -> Node:
        return Unary("-", operand)

    def pos(self, operand: Node) -> Node:
        return Unary("+", operand)

    def not_(self, operand: Node) -> Node:
        return Unary("not", operand)

    def and_(self, left: Node, right: Node) -> Node:
        return BoolOp("and", left, right)

    def or_(self, left: Node, right: Node) -> Node:
        return BoolOp("or", left, right)

    def binary(self, left: Node, op: Token, right: Node) -> Node:
        return Binary(str(op), left, right)

    def conditional(self, then: Node, cond: Node, other: Node) -> Node:
        return Conditional(then, cond, other)

    def compare(self, first: Node, *rest: Node | Token) -> Node:
        pairs = []
        for i in range(0, len(rest), 2):
            op = " ".join(str(rest[i]).split())  # "not   in" -> "not in"
            pairs.append((op, rest[i + 1]))
        return Compare(first, tuple(pairs))  # type: ignore[arg-type]


def _literal(tok: Token) -> str:
    text = str(tok)
    if len(text) > MAX_DIGITS:
        raise _BadName(f"numeric literal of {len(text)} characters (the limit is {MAX_DIGITS})", tok.column or 0)
    return text


def _depth(tree: Tree) -> int:
    """How deep `tree` nests, counted without recursion (MAX_DEPTH + 1 means 'deeper')."""
    deepest = 0
    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        if depth > MAX_DEPTH:
            break
        stack.extend((child, depth + 1) for child in node.children if isinstance(child, Tree))
    return deepest


class _BadName(Exception):
    def __init__(self, message: str, column: int) -> None:
        super().__init__(message)
        self.message = message
        self.column = column


@cache
def _parser() -> Lark:
    # cache=True keeps Lark's analysed LALR tables in a temp file keyed by the grammar's hash:
    # building them costs more than everything else a warm `asmscope check` does with rules.
    return Lark.open(
        "expr.lark", rel_to=__file__, parser="lalr", propagate_positions=False, maybe_placeholders=True, cache=True
    )


def _syntax_error(text: str, exc: UnexpectedInput) -> ExprError:
    column = getattr(exc, "column", None)
    if isinstance(exc, UnexpectedEOF) or (isinstance(exc, UnexpectedToken) and exc.token.type == "$END"):
        return ExprError("unexpected end of expression", text, len(text) + 1)
    if isinstance(exc, UnexpectedCharacters):
        char = text[exc.pos_in_stream]
        why = " (attribute access is not allowed)" if char == "." else ""
        return ExprError(f"unexpected character {char!r}{why}", text, column)
    if isinstance(exc, UnexpectedToken):
        why = " (subscripts are not allowed)" if exc.token.type == "LSQB" else ""
        return ExprError(f"unexpected {str(exc.token)!r}{why}", text, column)
    return ExprError("syntax error", text, column)  # pragma: no cover - lark has no other kinds
