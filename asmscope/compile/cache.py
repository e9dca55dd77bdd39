"""A content-addressed on-disk cache of compile results.

Layout under the cache root:

    compile/ab/<key>.json     one record per variant key (metadata + the asm text's sha256)
    asm/cd/<sha256[:16]>.s    the assembly text, named by its own hash (so identical code is stored once);
                              16 hex digits keep the path short enough to print and open
    asm/cd/<sha256[:16]>.cubin  an NVIDIA target's assembly: the cubin ptxas made (bytes; its
                              record names the suffix)
    asm/cd/<sha256[:16]>.sass   the SASS listing (`nvdisasm -c -gi`) the parser read from the
                              cubin of that hash, whose lines NVIDIA findings name; written by
                              the check that parses the cubin (also of a cubin `check --asm`
                              was given), rewritten from the cubin where missing
    ir/ef/<sha256[:16]>.<stage>.gz  one of Triton's intermediate stages (ttir, ttgir, llir, ptx),
                              gzip-compressed, named by the hash of its text (docs/ir.md); the
                              record's `ir_sha256` maps each stage to it

Every write goes to a temporary file in the same directory and is renamed into place
(`os.replace` is atomic on POSIX), so a concurrent reader sees either no entry or a whole one.
Every read re-checks a checksum: a record whose checksum does not match, or an asm file whose
hash is not the one its record names, is a miss (and is deleted), never trusted.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from asmscope.errors import AsmscopeError
from asmscope.fsutil import UnreadableInput, atomic_write, discard, read_regular
from asmscope.ir.files import (
    read_ir,  # noqa: F401  (the reader of what put writes)
    text_facts,
)

FORMAT = 1
ASM_NAME_DIGITS = 16  # of the asm text's sha256, in its file name (the record keeps all 64)
CUBIN_SUFFIX = ".cubin"
LISTING_SUFFIX = ".sass"  # a cubin's SASS listing, named by the cubin's hash


class CacheError(AsmscopeError, OSError):
    """The cache directory cannot be used (not creatable, not readable or not writable)."""


def default_cache_dir() -> Path:
    env = os.environ.get("ASMSCOPE_CACHE_DIR")
    if env:
        return Path(env)
    import platformdirs  # here: a run given --cache-dir has no use for it

    return Path(platformdirs.user_cache_dir("asmscope"))


# The cache's directories of entries (docs/isolation-and-cache.md, "The cache directory holds these caches"): what
# `cache clear` empties. toolchains/ (diff --toolchain's environments) goes only with --toolchains.
ENTRY_DIRS = ("compile", "asm", "ir", "plans", "shards", "results")
# Written into a cache directory that asmscope created (or found empty). `cache clear` removes
# nothing from a directory without it: `--cache-dir` may name any directory, and a project's
# own results/ or plans/ are not asmscope's to delete.
MARKER = "asmscope-cache.tag"
MARKER_TEXT = (
    "asmscope cache directory\n"
    "# `asmscope cache clear` empties only directories that hold this file (and only the entry\n"
    "# directories compile/, asm/, plans/, shards/, results/ in them).\n"
)


@dataclass(frozen=True, slots=True)
class Cleared:
    """What `cache clear` did: files removed, and the entry directories it left (a symbolic
    link or a file in an entry directory's place: asmscope follows no link to delete)."""

    removed: int
    left: tuple[tuple[str, str], ...]  # (entry directory, why)


@dataclass(frozen=True, slots=True)
class CacheStats:
    root: Path
    records: int
    asm_files: int
    parse_entries: int
    bytes: int
    ir_files: int = 0  # Triton's stages (ir/)


class CompileCache:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.corrupt_entries = 0  # how many entries this process found broken and dropped

    def ensure_usable(self) -> None:
        """Fail early, with one clear message, if the cache cannot be read and written."""
        try:
            fresh = _absent_or_empty(self.root)
            self.root.mkdir(parents=True, exist_ok=True)
            probe = tempfile.NamedTemporaryFile(dir=self.root, prefix=".probe-", delete=True)
            probe.close()
            os.listdir(self.root)
            if fresh:
                atomic_write(self.root / MARKER, MARKER_TEXT.encode("utf-8"))
        except OSError as exc:
            raise CacheError(f"cache directory {self.root} is not usable: {exc.strerror or exc}") from None
        for sub in ENTRY_DIRS:  # what a write would otherwise trip on, with an OSError and no name
            entry = self.root / sub
            if entry.is_symlink() and not entry.exists():
                raise CacheError(f"cache directory {self.root} is not usable: {sub} is a symbolic link to nothing")
            if entry.exists() and not entry.is_dir():
                raise CacheError(f"cache directory {self.root} is not usable: {sub} is a file, not a directory")

    def is_marked(self) -> bool:
        """Whether asmscope made this cache directory (it holds asmscope's marker file)."""
        marker = self.root / MARKER
        try:
            return not marker.is_symlink() and read_regular(marker, 4096).decode("utf-8", "replace") == MARKER_TEXT
        except OSError:
            return False

    # -- records -------------------------------------------------------------------------------

    def _record_path(self, key: str) -> Path:
        return self.root / "compile" / key[:2] / f"{key}.json"

    def asm_path(self, sha: str, suffix: str = ".s") -> Path:
        return self.root / "asm" / sha[:2] / f"{sha[:ASM_NAME_DIGITS]}{suffix}"

    def ir_path(self, sha: str, stage: str) -> Path:
        return self.root / "ir" / sha[:2] / f"{sha[:ASM_NAME_DIGITS]}.{stage}.gz"

    def get(self, key: str) -> dict | None:
        """The record stored under `key`, or None if absent or corrupt."""
        path = self._record_path(key)
        try:
            raw = read_regular(path)
        except FileNotFoundError:
            return None
        except UnreadableInput:  # a directory, FIFO or device in its place: heal, never hang
            self._drop(path)
            return None
        except OSError as exc:
            raise CacheError(f"cannot read cache entry {path}: {exc.strerror}") from None
        try:
            envelope = json.loads(raw)
            record = envelope["record"]
            ok = (
                envelope.get("format") == FORMAT
                and envelope.get("key") == key
                and envelope.get("checksum") == _checksum(record)
            )
        except (ValueError, KeyError, TypeError, RecursionError):
            ok = False
        if not ok:
            self._drop(path)
            return None
        sha = record.get("asm_sha256")
        if sha and not self._asm_intact(sha, record.get("asm_suffix", ".s")):
            self._drop(path)
            return None
        ir = record.get("ir_sha256", {})
        if not isinstance(ir, dict) or not all(self.ir_path(h, st).is_file() for st, h in ir.items()):
            self._drop(path)  # a stage's file is gone: compile again rather than lose the IR
            return None
        return record

    def _asm_intact(self, sha: str, suffix: str) -> bool:
        """The asm file exists and still hashes to its name (a torn or rotted file does not)."""
        asm = self.asm_path(sha, suffix)
        try:
            ok = hashlib.sha256(read_regular(asm)).hexdigest() == sha
        except UnreadableInput:
            self._drop(asm)
            return False
        except OSError:
            return False
        if not ok:
            self._drop(asm)
        return ok

    def put(self, key: str, record: dict, asm: str | bytes | None = None, ir: dict[str, str] | None = None) -> dict:
        """Store `record` (and its asm, if any: text, or an NVIDIA cubin's bytes; and its IR
        stages' texts, if any) under `key`; returns the stored record."""
        if ir:
            shas = {}
            # what a check's summary and `diff` compare (asmscope.ir.files.ir_facts): computed
            # here, once per compile, so that a check need not read the stages again
            prints, layouts = text_facts(ir)
            record = {**record, "ir_fingerprint": dict(prints), "ttgir_layouts": list(layouts)}
            for stage, text in sorted(ir.items()):
                data = text.encode("utf-8")
                sha = shas[stage] = hashlib.sha256(data).hexdigest()
                ir_file = self.ir_path(sha, stage)
                if not ir_file.is_file():
                    discard(ir_file)
                    atomic_write(ir_file, gzip.compress(data, compresslevel=6, mtime=0))
            record = {**record, "ir_sha256": shas}
        if asm is not None:
            data = asm.encode("utf-8") if isinstance(asm, str) else asm
            sha = hashlib.sha256(data).hexdigest()
            if isinstance(asm, bytes):
                record = {**record, "asm_suffix": CUBIN_SUFFIX}
            asm_file = self.asm_path(sha, record.get("asm_suffix", ".s"))
            if not asm_file.is_file():
                discard(asm_file)  # whatever is in its place (a directory would make the write fail)
                atomic_write(asm_file, data)
            record = {**record, "asm_sha256": sha}
        envelope = {"format": FORMAT, "key": key, "checksum": _checksum(record), "record": record}
        atomic_write(self._record_path(key), json.dumps(envelope, sort_keys=True).encode("utf-8"))
        return record

    def read_asm(self, sha: str) -> str | None:
        """The asm text with this hash, or None if missing or not matching its hash."""
        path = self.asm_path(sha)
        try:
            data = read_regular(path)
        except FileNotFoundError:
            return None
        except UnreadableInput:
            self._drop(path)
            return None
        if hashlib.sha256(data).hexdigest() != sha:
            self._drop(path)
            return None
        return data.decode("utf-8")

    def _drop(self, path: Path) -> None:
        self.corrupt_entries += 1
        discard(path)

    # -- management ----------------------------------------------------------------------------

    def stats(self) -> CacheStats:
        def files(sub: str) -> Iterator[Path]:
            base = self.root / sub
            return (p for p in base.rglob("*") if p.is_file()) if base.is_dir() else iter(())

        records = list(files("compile"))
        asm = list(files("asm"))
        parsed = list(files("results"))
        total = sum(p.stat().st_size for sub in ENTRY_DIRS for p in files(sub))
        return CacheStats(self.root, len(records), len(asm), len(parsed), total, sum(1 for _ in files("ir")))

    def clear(self) -> Cleared:
        """Remove every cache entry (compile records, asm, plans, shard partitions, results; not
        the toolchain environments) of a directory asmscope made: CacheError for any other."""
        if not self.is_marked():
            raise CacheError(
                f"{self.root} is not an asmscope cache (it has no {MARKER}): nothing removed; "
                "a cache made before asmscope wrote the marker can be removed with rm -r"
            )
        removed = 0
        left = []
        for sub in ENTRY_DIRS:
            base = self.root / sub
            if base.is_symlink():
                left.append((sub, f"a symbolic link to {os.readlink(base)}"))
            elif base.is_dir():
                removed += sum(1 for p in base.rglob("*") if p.is_file() and not p.is_symlink())
                try:
                    shutil.rmtree(base)  # links inside are removed, never followed
                except OSError as exc:
                    raise CacheError(f"cannot remove {base}: {exc.strerror or exc}") from None
            elif base.exists():
                left.append((sub, "a file, not an entry directory"))
        return Cleared(removed, tuple(left))


def _absent_or_empty(path: Path) -> bool:
    if not path.exists():
        return True
    if not path.is_dir():
        return False
    with os.scandir(path) as entries:
        return next(entries, None) is None


def _checksum(record: dict) -> str:
    return hashlib.sha256(json.dumps(record, sort_keys=True).encode("utf-8")).hexdigest()
