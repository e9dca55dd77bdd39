"""Loading the AMDGCN grammar (amdgcn.lark) once, with lark-cython when it is installed.

`lark-cython` (optional, `pip install lark-cython`) replaces Lark's Python lexer and LALR loop
with compiled ones; the grammar, the Transformer and the results are the same. Set
`ASMSCOPE_PURE_LARK=1` to force the pure-Python engine (the tests run both).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Transformer

GRAMMAR_FILE = Path(__file__).with_name("amdgcn.lark")

try:  # an optional speed-up: same grammar, compiled lexer and parser loop
    import lark_cython
except ImportError:  # pragma: no cover - depends on the environment
    lark_cython = None


def engine_name() -> str:
    return "pure" if _use_pure() else "lark-cython"


def _use_pure() -> bool:
    return lark_cython is None or os.environ.get("ASMSCOPE_PURE_LARK", "") not in ("", "0")


class Callbacks(Transformer):
    """Forwards each reduced rule to the builder of the parse in progress.

    Lark binds the transformer when the parser is built, so one instance serves every parse;
    `ParserHandle.parse` sets `target` under a lock for the duration of one parse.
    """

    def __init__(self) -> None:
        super().__init__()
        self.target: Any = None

    def code(self, children: list[Any]) -> None:
        self.target.code(children[0])

    def label(self, children: list[Any]) -> None:
        self.target.label(children[0])

    def file(self, children: list[Any]) -> None:
        self.target.file(children[0])

    def directive(self, children: list[Any]) -> None:
        self.target.directive(children[0])

    def data(self, children: list[Any]) -> None:
        self.target.data(children[0])

    def kernel_descriptor(self, children: list[Any]) -> None:
        self.target.kernel_descriptor(children[0], children[1], children[2])

    def descriptor_fields(self, children: list[Any]) -> list[Any]:
        if not children:
            return []
        children[0].append(children[1])
        return children[0]

    def metadata(self, children: list[Any]) -> None:
        self.target.metadata(children[0])

    def kernel_code_t(self, children: list[Any]) -> None:
        self.target.kernel_code_t(children[0])

    def objdump_header(self, children: list[Any]) -> None:
        self.target.objdump_header(children[0])

    def body(self, children: list[Any]) -> None:
        return None

    def start(self, children: list[Any]) -> None:
        return None


class ParserHandle:
    """One LALR parser with the Transformer applied during parsing (no parse tree is built)."""

    def __init__(self, pure: bool) -> None:
        self.callbacks = Callbacks()
        options: dict[str, Any] = {
            "parser": "lalr",
            "lexer": "contextual",
            "transformer": self.callbacks,
            "cache": _lark_cache_path(pure),
        }
        if not pure:
            options["_plugins"] = lark_cython.plugins
        self.lark = Lark.open(str(GRAMMAR_FILE), **options)
        self.engine = "pure" if pure else "lark-cython"
        self._lock = threading.Lock()

    def parse(self, text: str, builder: Any) -> None:
        with self._lock:
            self.callbacks.target = builder
            try:
                self.lark.parse(text)
            finally:
                self.callbacks.target = None


def _grammar_cache_dir() -> Path:
    """Where the analysed grammar is kept: the user's cache directory (Lark stores it as a
    pickle, so not a world-writable place), or the temp directory if that cannot be created."""
    try:
        import platformdirs

        root = os.environ.get("ASMSCOPE_CACHE_DIR") or platformdirs.user_cache_dir("asmscope")
        path = Path(root) / "grammar"
        path.mkdir(parents=True, exist_ok=True)
        return path
    except (ImportError, OSError):
        return Path(tempfile.gettempdir())


def _lark_cache_path(pure: bool) -> str:
    # Lark caches the analysed grammar (1 s to build) keyed by the grammar text and options and
    # re-checks that key when loading; the engine is part of the file name so a pure and a
    # compiled parser never share an entry.
    digest = hashlib.sha256(GRAMMAR_FILE.read_bytes()).hexdigest()[:16]
    engine = "pure" if pure else "cython"
    return str(_grammar_cache_dir() / f"lark-{engine}-{digest}-{os.getuid()}.cache")


_HANDLES: dict[bool, ParserHandle] = {}
_HANDLES_LOCK = threading.Lock()


def parser() -> ParserHandle:
    pure = _use_pure()
    handle = _HANDLES.get(pure)
    if handle is None:
        with _HANDLES_LOCK:
            handle = _HANDLES.get(pure)
            if handle is None:
                handle = _HANDLES[pure] = ParserHandle(pure)
    return handle


# ----------------------------------------------------------------------------------------------
# Sub-terminals, for pinpointing errors inside a line the statement terminals rejected
# ----------------------------------------------------------------------------------------------

DIAGNOSTIC_TERMINALS = (
    "OPERAND",
    "MODIFIER",
    "COUNTERS",
    "EOL",
    "DIRECTIVE_NAME",
    "DATA_NAME",
    "MNEMONIC",
    "LABEL",
    "LOC_LINE",
    "FILE",
    "DIRECTIVE",
    "DATA_LINE",
    "AMDHSA_FIELD",
)


@lru_cache(maxsize=1)
def terminal_patterns() -> dict[str, re.Pattern[str]]:
    """Compiled regexes of the grammar's sub-terminals (only needed when a parse fails).

    Expanding Lark terminal definitions takes about a second, so the expanded patterns are
    kept as JSON (plain strings, nothing executable) next to Lark's own cache.
    """
    grammar_text = GRAMMAR_FILE.read_text()
    digest = hashlib.sha256(grammar_text.encode()).hexdigest()[:16]
    cache = _grammar_cache_dir() / f"terminals-{digest}-{os.getuid()}.json"
    patterns: dict[str, str] | None = None
    try:
        loaded = json.loads(cache.read_text())
        if (
            isinstance(loaded, dict)
            and set(loaded) == set(DIAGNOSTIC_TERMINALS)
            and all(isinstance(v, str) for v in loaded.values())
        ):
            patterns = loaded
    except (OSError, ValueError):
        patterns = None
    if patterns is None:
        from lark.load_grammar import load_grammar

        grammar, _ = load_grammar(grammar_text, str(GRAMMAR_FILE), [], False)
        terminals, _, _ = grammar.compile(["start"], "*")
        by_name = {t.name: t.pattern.to_regexp() for t in terminals}
        patterns = {name: by_name[name] for name in DIAGNOSTIC_TERMINALS}
        _atomic_write(cache, json.dumps(patterns))
    return {name: re.compile(p) for name, p in patterns.items()}


def _atomic_write(path: Path, text: str) -> None:
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        with os.fdopen(fd, "w") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except OSError:  # a read-only temp dir only costs the next run a second
        pass
