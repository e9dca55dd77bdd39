"""The one exception the parser raises, with a position the CLI can print (exit code 2)."""

from __future__ import annotations

from asmscope.errors import AsmscopeError

_SNIPPET_MAX = 60


class ParseError(AsmscopeError):
    """A construct the grammar does not accept, or input that is not assembly text.

    `line` and `column` are 1-based; `snippet` is the offending text (at most 60 characters).
    `str(err)` is one line: `path:line:col: message: 'snippet'` (no snippet part when it is
    empty: a whole-file problem such as an unreadable code object).
    """

    def __init__(self, path: str, line: int, column: int, message: str, snippet: str = "") -> None:
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.snippet = snippet if len(snippet) <= _SNIPPET_MAX else snippet[: _SNIPPET_MAX - 3] + "..."
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}:{self.column}: {self.message}"
        return f"{where}: {self.snippet!r}" if self.snippet else where

    def __reduce__(self) -> tuple[type[ParseError], tuple[str, int, int, str, str]]:
        return (ParseError, (self.path, self.line, self.column, self.message, self.snippet))
