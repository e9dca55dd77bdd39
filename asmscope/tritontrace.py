"""tritonparse traces as input: the compiles a traced run logged, as the entries of Triton's cache.

    files = trace_files(Path(p))       # the trace itself, or a directory's traces; None: not traces
    scan = read_traces(Path(p), files) # a CacheScan, as read_triton_cache gives (asmscope.tritoncache)

tritonparse's structured logging (`tritonparse.structured_logging.init(folder)`) writes one JSON
object a line (NDJSON) to `FOLDER/dedicated_log_triton_trace_*.ndjson`; with its gzip compression,
each line is a gzip member of `*.bin.ndjson`. A `compilation` event's `payload` holds Triton's
metadata (`metadata`: the cache entry's `NAME.json`, plus `src_constants`, the constexprs' values by
argument position), the text of each stage (`file_content`: `NAME.ttir`, `NAME.ttgir`, `NAME.llir`,
`NAME.amdgcn`, `NAME.ptx`) and where Triton's cache had them (`file_path`). Binary files (the
`.hsaco`, the `.cubin`) are not in it: an AMD compile is read from its `.amdgcn` text, an NVIDIA one
cannot be read from a trace (no cubin; asmscope does not assemble the PTX). Other events (`launch`,
autotuning) are not compiles. The trace is read as plain JSON lines: tritonparse is not imported.
"""

from __future__ import annotations

import gzip
import json
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

from asmscope.tritoncache import CacheDirError, CacheEntry, CacheScan, entry_from_metadata

# what tritonparse names its traces: plain `.ndjson`, its gzip/zstd `.bin.ndjson`, or gzipped by hand
TRACE_SUFFIXES = (".ndjson", ".ndjson.gz")
_GZIP, _ZSTD = b"\x1f\x8b", b"\x28\xb5\x2f\xfd"
# file_content's placeholder where tritonparse could not keep a file ("<file too large: N bytes>")
_PLACEHOLDER = ("<file too large", "<error")


class TraceError(CacheDirError):
    """A trace file, or one of its lines, cannot be read: `FILE:LINE: why`."""


def is_trace(path: Path) -> bool:
    return path.name.endswith(TRACE_SUFFIXES)


def trace_files(root: Path) -> list[Path] | None:
    """The traces `root` names: itself where it is one, a directory's own `*.ndjson` and
    `*.ndjson.gz` files where it holds any; None where `root` is not traces (Triton's cache)."""
    if is_trace(root) and not root.is_dir():
        return [root]
    if root.is_dir():
        try:
            found = sorted(p for p in root.iterdir() if is_trace(p) and p.is_file())
        except OSError:
            return None  # read_triton_cache says why
        return found or None
    return None


def read_traces(root: Path, files: Sequence[Path]) -> CacheScan:
    """Every compilation event of the traces, as a cache entry; one that cannot be read (no
    ISA text, another backend, an NVIDIA compile) is listed in `unreadable`, never dropped. A
    compile logged twice (the same Triton hash: a cache hit logs it again) is one entry."""
    entries: list[CacheEntry] = []
    unreadable: list[tuple[str, str, str]] = []
    others = 0
    seen: set[str] = set()
    for path in files:
        for number, event in _events(path):
            if event.get("event_type") != "compilation":
                others += 1
                continue
            payload = event.get("payload")
            meta = payload.get("metadata") if isinstance(payload, dict) else None
            compile_hash = meta.get("hash") if isinstance(meta, dict) else None
            if isinstance(compile_hash, str) and compile_hash:
                if compile_hash in seen:
                    continue
                seen.add(compile_hash)
            found = _entry(f"{path}:{number}", event)
            (entries if isinstance(found, CacheEntry) else unreadable).append(found)
    return CacheScan(str(root), tuple(entries), tuple(unreadable), others)


def _events(path: Path) -> Iterator[tuple[int, dict]]:
    """(line number, event) of each non-blank line; a line that is not a JSON object is a
    TraceError naming the file and line."""
    try:
        with path.open("rb") as f:
            magic = f.read(4)
    except OSError as exc:
        raise TraceError(f"{path}: cannot read ({exc.strerror})") from None
    if magic.startswith(_ZSTD):
        raise TraceError(
            f"{path}: a zstd-compressed trace; asmscope reads plain or gzip traces "
            "(decompress it first, e.g. `zstd -d`)"
        )
    opener = gzip.open if magic.startswith(_GZIP) else open
    number = 0
    try:
        with opener(path, "rb") as f:
            for number, raw in enumerate(f, 1):
                if not raw.strip():
                    continue
                try:
                    event = json.loads(raw)
                except ValueError as exc:  # JSON, or its UTF-8
                    why = exc.msg if isinstance(exc, json.JSONDecodeError) else "not UTF-8"
                    raise TraceError(f"{path}:{number}: not a JSON line ({why})") from None
                if not isinstance(event, dict):
                    raise TraceError(f"{path}:{number}: not a trace event (expected a JSON object)")
                yield number, event
    except (OSError, EOFError, zlib.error) as exc:
        why = getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__
        raise TraceError(f"{path}:{number + 1}: cannot read ({why})") from None


def _entry(where: str, event: dict) -> CacheEntry | tuple[str, str, str]:
    payload = event.get("payload")
    meta = payload.get("metadata") if isinstance(payload, dict) else None
    contents = payload.get("file_content") if isinstance(payload, dict) else None
    if not isinstance(meta, dict) or not isinstance(contents, dict):
        return (where, "", "compilation event without payload.metadata and payload.file_content (not tritonparse's)")
    stem = str(meta.get("name") or "")
    if not stem:
        return (where, "", "payload.metadata: no kernel 'name'")

    def text(suffix: str) -> str | None:
        value = contents.get(f"{stem}{suffix}")
        return value if isinstance(value, str) and not value.startswith(_PLACEHOLDER) else None

    isa_text = text(".amdgcn")
    ttir = text(".ttir") or text(".source") or ""

    def no_isa(backend: str) -> str:
        if backend == "cuda":
            return "no cubin in the trace (tritonparse keeps text stages only; check Triton's cache for this compile)"
        kept = contents.get(f"{stem}.amdgcn")
        why = f" (tritonparse kept {kept!r})" if isinstance(kept, str) and kept.startswith(_PLACEHOLDER) else ""
        return f"no {stem}.amdgcn text in payload.file_content{why}"

    isa = where if isa_text is not None else None
    found = entry_from_metadata(where, stem, meta, "payload.metadata", isa, ttir, "", no_isa, isa_text=isa_text)
    if isinstance(found, CacheEntry):
        return replace(found, constants=_constants(meta.get("src_constants")))
    return found


def _constants(value: object) -> tuple[tuple[int, object], ...]:
    """`src_constants` ({"(4,)": 256, ...}: the constexprs' values by argument position) as
    (position, value) for the top-level arguments with a plain value."""
    out = []
    for key, v in value.items() if isinstance(value, dict) else ():
        parts = str(key).strip("()").rstrip(",").split(",")
        if len(parts) == 1 and parts[0].strip().isdigit() and isinstance(v, (int, float, bool, str)):
            out.append((int(parts[0]), v))
    return tuple(sorted(out, key=lambda kv: kv[0]))
