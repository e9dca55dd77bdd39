"""Reading the IR files the compile cache writes (gzip text named by its sha256), and a variant's
TTGIR as the model."""

from __future__ import annotations

import gzip
import hashlib
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
