"""Reading the IR files the compile cache writes (gzip text named by its sha256), and a variant's
TTGIR as the model."""

from __future__ import annotations

import gzip
import hashlib
import re
from pathlib import Path

from asmscope.fsutil import read_regular
from asmscope.ir.ttgir import Module, parse_ttgir


def read_ir(path: str | Path | None) -> str | None:
    """The text of an IR file the cache wrote, or None if it is missing, not gzip, or no longer
    hashes to its name (a torn or rotted file is never trusted)."""
    if path is None:
        return None
    path = Path(path)
    try:
        data = gzip.decompress(read_regular(path))
    except (OSError, EOFError, gzip.BadGzipFile):
        return None
    if not hashlib.sha256(data).hexdigest().startswith(path.name.split(".", 1)[0]):
        return None
    return data.decode("utf-8", "replace")


def load_ttgir(path: str | Path | None) -> Module | None:
    """The TTGIR model of the file at `path` (None when there is no readable file); IRParseError
    for a text that is not TTGIR."""
    text = read_ir(path)
    return None if text is None else parse_ttgir(text, str(path))


_LOC_SUFFIX = re.compile(r"\s+loc\((?:[^()]|\([^()]*\))*\)\s*$")
_DBG = re.compile(r",?\s*!dbg\s+!\d+")


def stage_fingerprint(stage: str, text: str) -> str:
    """sha256 of a stage's text without its source locations (TTGIR `loc(...)`, `#loc` aliases;
    LLVM IR `!dbg` and metadata lines): the same code compiled in another checkout, or from a
    file with lines added above the kernel, has the same fingerprint."""
    if stage in ("ttir", "ttgir"):
        lines = (_LOC_SUFFIX.sub("", ln) for ln in text.splitlines() if not ln.startswith("#loc"))
    elif stage == "llir":
        lines = (
            _DBG.sub("", ln) for ln in text.splitlines() if not ln.startswith(("!", "source_filename", "; ModuleID"))
        )
    else:
        lines = (ln for ln in text.splitlines() if not ln.lstrip().startswith((".loc", ".file", "//")))
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def ir_facts(paths: tuple[tuple[str, str], ...]) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    """((stage, fingerprint) for each stored stage, the TTGIR's layout definitions, sorted) for a
    variant's `ir`; stages whose file cannot be read are left out."""
    prints = []
    layouts: tuple[str, ...] = ()
    for stage, path in paths:
        text = read_ir(path)
        if text is None:
            continue
        prints.append((stage, stage_fingerprint(stage, text)))
        if stage == "ttgir":
            layouts = tuple(sorted({v for v in parse_ttgir(text, path).layouts.values()}))
    return tuple(sorted(prints)), layouts
