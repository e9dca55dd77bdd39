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


_LAYOUT_LINE = re.compile(r"^#(?!loc)[\w$.-]+ = (#.*)$", re.MULTILINE)
_LOC_ALIAS_LINE = re.compile(r"^#loc\d*\s*=.*\n?", re.MULTILINE)
_LOC_USE = re.compile(r' loc\((?:"[^"\n]*"(?::\d+:\d+|\(#loc\d*\))?|#loc\d*|unknown)\)')
_DBG = re.compile(r",?\s*!dbg\s+!\d+")
_LLVM_METADATA = re.compile(r"^(?:!|source_filename|; ModuleID).*\n?", re.MULTILINE)
_PTX_LOC = re.compile(r"^\s*(?:\.loc|\.file|//).*\n?", re.MULTILINE)


def stage_fingerprint(stage: str, text: str) -> str:
    """sha256 of a stage's text without its source locations (TTGIR `loc(...)`, `#loc` aliases;
    LLVM IR `!dbg` and metadata lines; PTX `.loc`/`.file`): the same code compiled in another
    checkout, or from a file with lines added above the kernel, has the same fingerprint.
    (Whole-text substitutions: a check fingerprints every stage of every variant.)"""
    if stage in ("ttir", "ttgir"):
        text = _LOC_USE.sub("", _LOC_ALIAS_LINE.sub("", text))
    elif stage == "llir":
        text = _DBG.sub("", _LLVM_METADATA.sub("", text))
    else:
        text = _PTX_LOC.sub("", text)
    return hashlib.sha256(text.encode()).hexdigest()


def text_facts(texts: dict[str, str]) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    """((stage, fingerprint) for each stage, the TTGIR's layout definitions, sorted)."""
    prints = tuple(sorted((stage, stage_fingerprint(stage, text)) for stage, text in texts.items()))
    ttgir = texts.get("ttgir", "")
    return prints, tuple(sorted({m.group(1) for m in _LAYOUT_LINE.finditer(ttgir)}))


def ir_facts(paths: tuple[tuple[str, str], ...]) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    """text_facts of a variant's stored stages (`Variant.ir`); stages whose file cannot be read
    are left out. (A compile record holds them already: Variant.ir_fingerprints.)"""
    texts = {stage: text for stage, path in paths if (text := read_ir(path)) is not None}
    return text_facts(texts)
