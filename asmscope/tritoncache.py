"""Triton's own cache directory as input: every compiled kernel a run left behind, as variants.

    scan = read_triton_cache(Path(dir))            # entries with an ISA file, and what could not be read
    variants = cache_variants(scan, tags, asm_path=cache.asm_path)  # a Variant per entry (check/inspect/diff)

Triton files each compile under `DIR/HASH/`: `NAME.json` (its metadata: target, options,
`shared`, `triton_version`), the IR stages (`NAME.ttir`, `NAME.ttgir`, ...), the target ISA
(`NAME.amdgcn` and `NAME.hsaco` on AMD, `NAME.cubin` on NVIDIA) and, written last,
`__grp__NAME.json` listing the entry's files. This module reads those files only; it never
imports triton (where the directory is by default follows triton/knobs.py: TRITON_CACHE_DIR,
else TRITON_HOME or the home directory, then `.triton/cache`).

A tritonparse trace holds the same files' text as compilation events: asmscope.tritontrace reads
it into the same entries (`read_triton_cache` takes a trace, or a directory of them, too).

Triton's cache does not keep a kernel's constexpr values: its hash covers them and its IR
inlines them. What tells two entries of one kernel apart here is what the files do keep: the
launch options of the metadata, the argument specialisation of the TTIR signature (types,
`tt.divisibility`, `tt.pointer_range`) and, where those are equal, the tile shapes the TTIR's
tensors take (which the constexprs decide).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePath

from asmscope.findings import VariantError, VariantKey
from asmscope.fsutil import atomic_write
from asmscope.variant import Variant

# launch options the metadata carries that change the code (as the compile worker records them)
OPTIONS = ("num_warps", "num_stages", "num_ctas", "kpack", "matrix_instr_nonkdim", "waves_per_eu", "maxnreg")
# the ISA file of each backend Triton names in `target.backend`, in order of preference
ISA_SUFFIXES = {"hip": (".amdgcn", ".hsaco"), "cuda": (".cubin",)}
KNOWN_MAJOR = "3."  # the metadata layout read here: Triton 3.x


def default_triton_cache_dir(environ: Mapping[str, str] | None = None) -> Path:
    """Where Triton writes its cache (triton/knobs.py, `cache.dir`): TRITON_CACHE_DIR, else
    `$TRITON_HOME/.triton/cache` with TRITON_HOME defaulting to the home directory."""
    env = os.environ if environ is None else environ
    if env.get("TRITON_CACHE_DIR"):
        return Path(env["TRITON_CACHE_DIR"])
    home = env.get("TRITON_HOME") or os.path.expanduser("~/")
    return Path(home) / ".triton" / "cache"


@dataclass(frozen=True, slots=True)
class CacheEntry:
    """One compiled kernel in Triton's cache."""

    directory: str  # DIR/HASH
    name: str  # the kernel (metadata `name`)
    target: str  # gfx942, cuda:90
    isa: str  # the .amdgcn (or .hsaco) or .cubin file
    triton_version: str
    options: tuple[tuple[str, object], ...]  # sorted launch options
    shared: int | None  # dynamic shared memory / LDS Triton allocates at launch
    signature: str  # the TTIR's argument specialisation, e.g. "*fp16:16:r32,i32:16"
    tiles: str  # the TTIR's tensor shapes, e.g. "256;64x64"
    source: tuple[str, int] | None  # the kernel's def as the IR names it (file, line)
    triton_hash: str  # Triton's hash of the compile (the directory name says it too)
    arguments: tuple[tuple[str, str, int | None, int | None], ...] = ()  # ir_arguments
    # a tritonparse trace's entry: the ISA text the trace holds (`isa` then names the trace and
    # line), written to asmscope's cache when checked; the constexpr values its compile saw
    isa_text: str | None = None
    constants: tuple[tuple[int, object], ...] = ()  # (argument position, value)

    @property
    def specialisation(self) -> tuple:
        """What pairs one kernel's entries across caches and Triton versions (not its hash)."""
        return (self.name, self.target, self.options, self.signature, self.tiles)


@dataclass(frozen=True, slots=True)
class CacheScan:
    root: str
    entries: tuple[CacheEntry, ...]
    unreadable: tuple[tuple[str, str, str], ...]  # (directory, kernel name or "", why)
    others: int = 0  # directories that hold no compiled kernel (launcher modules, autotune results)


class CacheDirError(ValueError):
    """The cache directory itself cannot be read."""


def read_triton_cache(root: Path) -> CacheScan:
    """Every entry of Triton's cache at `root`; an entry that cannot be read (partial, another
    backend, a version this reader does not know) is listed in `unreadable`, never dropped.
    `root` may also be a tritonparse trace, or a directory of them (asmscope.tritontrace)."""
    from asmscope.tritontrace import read_traces, trace_files

    traces = trace_files(root)
    if traces:
        return read_traces(root, traces)
    if not root.is_dir():
        raise CacheDirError(f"{root}: not a directory (expected Triton's cache: TRITON_CACHE_DIR or ~/.triton/cache)")
    entries: list[CacheEntry] = []
    unreadable: list[tuple[str, str, str]] = []
    others = 0
    try:
        children = sorted(p for p in root.iterdir() if p.is_dir())
    except OSError as exc:
        raise CacheDirError(f"{root}: cannot list ({exc.strerror})") from None
    for directory in children:
        found = _read_entry_dir(directory)
        if not found:
            others += 1
        for item in found:
            if isinstance(item, CacheEntry):
                entries.append(item)
            else:
                unreadable.append(item)
    return CacheScan(str(root), tuple(entries), tuple(unreadable), others)


def _read_entry_dir(directory: Path) -> list[CacheEntry | tuple[str, str, str]]:
    try:
        names = sorted(p.name for p in directory.iterdir())
    except OSError as exc:
        return [(str(directory), "", f"cannot list the directory ({exc.strerror})")]
    groups = [n[len("__grp__") : -len(".json")] for n in names if n.startswith("__grp__") and n.endswith(".json")]
    metas = [
        n[: -len(".json")]
        for n in names
        if n.endswith(".json") and not n.startswith("__grp__") and not n.endswith(".autotune.json")
    ]
    stems = sorted(set(groups) | {m for m in metas if _is_metadata(directory / f"{m}.json")})
    return [_read_entry(directory, stem, stem in groups, names) for stem in stems]


def _is_metadata(path: Path) -> bool:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return True  # a broken metadata file is an entry that cannot be read, not nothing
    return isinstance(data, dict) and "target" in data


def _read_entry(directory: Path, stem: str, grouped: bool, names: Sequence[str]) -> CacheEntry | tuple[str, str, str]:
    where = str(directory)

    def bad(why: str) -> tuple[str, str, str]:
        return (where, stem, why)

    if not grouped:
        return bad(f"partial entry: no __grp__{stem}.json (Triton writes it last; the compile did not finish)")
    try:
        group = json.loads((directory / f"__grp__{stem}.json").read_text(encoding="utf-8"))
        children = group["child_paths"]
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError):
        return bad(f"__grp__{stem}.json: not Triton's group file (expected a JSON object with 'child_paths')")
    listed = [PurePath(p).name for p in (children.values() if isinstance(children, dict) else children)]
    missing = [n for n in listed if n not in names]
    if missing:
        return bad(f"partial entry: {', '.join(missing)} listed in __grp__{stem}.json but not there")
    if f"{stem}.json" not in names:
        return bad(f"partial entry: no metadata {stem}.json")
    try:
        meta = json.loads((directory / f"{stem}.json").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return bad(f"{stem}.json: not Triton's metadata JSON ({exc.__class__.__name__})")
    isa = next(
        (directory / f"{stem}{s}" for s in ISA_SUFFIXES.get(backend_of(meta), ()) if f"{stem}{s}" in names), None
    )
    ttir = _read_text(directory / f"{stem}.ttir") or _read_text(directory / f"{stem}.source")

    def no_isa(backend: str) -> str:
        return f"no target ISA ({' or '.join(stem + s for s in ISA_SUFFIXES[backend])}) beside {stem}.json"

    return entry_from_metadata(
        where, stem, meta, f"{stem}.json", str(isa) if isa else None, ttir, directory.name, no_isa
    )


def backend_of(meta: object) -> str | None:
    """Triton's `target.backend` of the metadata (hip, cuda), None where it names none."""
    target = meta.get("target") if isinstance(meta, dict) else None
    backend = target.get("backend") if isinstance(target, dict) else None
    return backend if isinstance(backend, str) else None


def entry_from_metadata(
    where: str,
    stem: str,
    meta: object,
    label: str,
    isa: str | None,
    ttir: str,
    fallback_hash: str,
    missing_isa: Callable[[str], str],
    isa_text: str | None = None,
) -> CacheEntry | tuple[str, str, str]:
    """The entry Triton's metadata `meta` (read from `label`), its ISA (a file, or the text a
    trace holds) and its TTIR describe, or (where, stem, why) where it cannot be read: from a
    cache directory or a tritonparse trace alike."""

    def bad(why: str) -> tuple[str, str, str]:
        return (where, stem, why)

    if not isinstance(meta, dict):
        return bad(f"{label}: Triton's metadata must be a JSON object")
    backend = backend_of(meta)
    if backend not in ISA_SUFFIXES:
        return bad(f"{label}: key 'target': backend {backend!r}, not one asmscope reads (hip, cuda)")
    arch = meta["target"].get("arch")
    target_name = f"cuda:{arch}" if backend == "cuda" else str(arch)
    version = meta.get("triton_version")
    if not isinstance(version, str) or not version.startswith(KNOWN_MAJOR):
        return bad(
            f"{label}: key 'triton_version': {version!r}, a Triton whose cache asmscope does not know "
            f"(it reads Triton {KNOWN_MAJOR}x)"
        )
    if isa is None:
        return bad(missing_isa(backend))
    num_warps = meta.get("num_warps")
    if not isinstance(num_warps, int) or isinstance(num_warps, bool):
        return bad(f"{label}: key 'num_warps': expected an integer, got {num_warps!r}")
    shared = meta.get("shared")
    options = tuple(sorted((k, meta[k]) for k in OPTIONS if meta.get(k) is not None))
    name = str(meta.get("name") or stem)
    return CacheEntry(
        directory=where,
        name=name,
        target=target_name,
        isa=isa,
        triton_version=version,
        options=options,
        shared=shared if isinstance(shared, int) and not isinstance(shared, bool) else None,
        signature=ir_signature(ttir, name),
        tiles=ir_tiles(ttir),
        source=ir_source(ttir),
        triton_hash=str(meta.get("hash") or fallback_hash),
        arguments=tuple(ir_arguments(ttir, name)),
        isa_text=isa_text,
    )


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


# ----------------------------------------------------------------------------------------------
# What the TTIR keeps of the specialisation
# ----------------------------------------------------------------------------------------------

_FUNC = re.compile(r"tt\.func\s+(?:public\s+)?@([\w$.]+)\(")
_ARG_TYPE = re.compile(r"^%[\w$.-]+\s*:\s*(.*?)\s*(?:\{(.*)\})?\s*(?:loc\(.*\))?$", re.S)
_TENSOR = re.compile(r"tensor<((?:\d+x)+)")
_LOC = re.compile(r'^#loc\s*=\s*loc\("([^"]+)":(\d+):\d+\)', re.M)


def _split_top(text: str) -> list[str]:
    """`text` split at the commas outside any bracket."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "(<{[":
            depth += 1
        elif ch in ")>}]":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:])
    return [p.strip() for p in parts]


def _short_type(ty: str) -> str:
    ptr = re.fullmatch(r"!tt\.ptr<(.+?)(?:,\s*\d+)?>", ty)
    return f"*{ptr.group(1)}" if ptr else ty.replace("!tt.", "")


def ir_arguments(ttir: str, name: str) -> list[tuple[str, str, int | None, int | None]]:
    """The kernel's arguments in the TTIR: (name, type, tt.divisibility, tt.pointer_range)."""
    for found in _FUNC.finditer(ttir):
        if found.group(1) != name:
            continue
        depth, i = 1, found.end()
        while i < len(ttir) and depth:
            depth += {"(": 1, ")": -1}.get(ttir[i], 0)
            i += 1
        out = []
        for arg in _split_top(ttir[found.end() : i - 1]):
            m = _ARG_TYPE.match(arg)
            if not m:
                out.append((arg, arg, None, None))
                continue
            attrs = m.group(2) or ""
            div = re.search(r"tt\.divisibility\s*=\s*(\d+)", attrs)
            rng = re.search(r"tt\.pointer_range\s*=\s*(\d+)", attrs)
            arg_name = arg.split(":", 1)[0].strip().lstrip("%")
            out.append(
                (arg_name, m.group(1).strip(), int(div.group(1)) if div else None, int(rng.group(1)) if rng else None)
            )
        return out
    return []


def ir_signature(ttir: str, name: str) -> str:
    """The kernel's arguments as the TTIR specialised them: type, `:16` for tt.divisibility = 16,
    `:r32` for tt.pointer_range = 32 (constexprs and arguments equal to 1 are not arguments there)."""
    return ",".join(
        _short_type(ty) + (f":{div}" if div else "") + (f":r{rng}" if rng else "")
        for _, ty, div, rng in ir_arguments(ttir, name)
    )


def ir_tiles(ttir: str) -> str:
    """The tensor shapes the TTIR uses, sorted (`256;64x64`): decided by the constexprs."""
    shapes = {m.group(1)[:-1] for m in _TENSOR.finditer(ttir)}
    return ";".join(sorted(shapes, key=lambda s: ([int(d) for d in s.split("x")], s)))


def ir_source(ttir: str) -> tuple[str, int] | None:
    """The kernel's `def` as the IR's first location names it: (file, line)."""
    m = _LOC.search(ttir)
    return (m.group(1), int(m.group(2))) if m else None


# ----------------------------------------------------------------------------------------------
# Variants
# ----------------------------------------------------------------------------------------------


def entry_keys(entries: Sequence[CacheEntry], *others: Sequence[CacheEntry]) -> dict[int, VariantKey]:
    """A key per entry of `entries` (by position): kernel, target, options as config, the
    argument specialisation as shape; the Triton version joins the config where the entries come
    from several, and the tile shapes (then Triton's hash) join the shape where one cache holds
    several entries of the same key. With `others` (a diff's other side), a key is made as
    detailed as either side needs, so that the same specialisation has the same key on both."""
    sides = [list(entries), *map(list, others)]
    versions = {e.triton_version for e in entries}
    with_version = not others and len(versions) > 1

    def key(e: CacheEntry, detail: int) -> VariantKey:
        config = e.options + ((("triton", e.triton_version),) if with_version else ())
        shape = e.signature
        if detail >= 1:
            shape += f"|tiles={e.tiles}"
        if detail >= 2:
            shape += f"|{e.triton_hash[:12]}"
        return VariantKey(e.name, e.target, tuple(sorted(config, key=lambda kv: kv[0])), shape)

    levels = [[0] * len(side) for side in sides]
    for detail in (1, 2):
        keys = [[key(e, lv) for e, lv in zip(side, lvs)] for side, lvs in zip(sides, levels)]
        crowded = {k for side_keys in keys for k, n in Counter(side_keys).items() if n > 1}
        for side_keys, lvs in zip(keys, levels):
            for i, k in enumerate(side_keys):
                if k in crowded:  # on every side alike: the same specialisation keeps one key
                    lvs[i] = detail
    return {i: key(e, lv) for i, (e, lv) in enumerate(zip(sides[0], levels[0]))}


def checkout_root(path: str, here: Path | None = None) -> tuple[str, str] | None:
    """(the root the path was compiled under, this checkout) where the file is not where the IR
    says but is under this checkout by a tail of its path (a cache from another clone or
    machine); None where it is there, or nowhere here."""
    if not path or os.path.exists(path):
        return None
    here = (here or Path.cwd()).resolve()
    parts = PurePath(path).parts
    for i in range(1, len(parts)):
        if (here / Path(*parts[i:])).is_file():
            return (str(PurePath(*parts[:i])), str(here))
    return None


def cache_variants(
    scan: CacheScan,
    tags: Sequence[str] = (),
    other: CacheScan | None = None,
    asm_path: Callable[[str, str], Path] | None = None,
) -> tuple[list[Variant], list[VariantError]]:
    """A Variant per readable entry, a VariantError (parse-error) per unreadable one; keyed
    alike with `other` (a diff's other side) where given. The ISA text of a trace's entry is
    written where `asm_path(sha256, ".s")` says (asmscope's cache: CompileCache.asm_path)."""
    keys = entry_keys(scan.entries, other.entries) if other is not None else entry_keys(scan.entries)
    variants = []
    for i, e in enumerate(scan.entries):
        path = e.isa
        try:
            if e.isa_text is not None:
                if asm_path is None:
                    raise ValueError("cache_variants: a trace's entries need asm_path (where their ISA is written)")
                data = e.isa_text.encode("utf-8")
                sha = hashlib.sha256(data).hexdigest()
                stored = asm_path(sha, ".s")
                if not stored.is_file():
                    atomic_write(stored, data)
                path = str(stored)
            else:
                sha = hashlib.sha256(Path(e.isa).read_bytes()).hexdigest()
        except OSError as exc:
            what = f"cannot write {exc.filename}" if e.isa_text is not None else "cannot read"
            variants.append(VariantError(keys[i], "parse-error", f"{e.isa}: {what} ({exc.strerror})"))
            continue
        config = dict(e.options)
        variants.append(
            Variant(
                key=keys[i],
                asm_path=path,
                asm_sha256=sha,
                tags=tuple(tags),
                config=tuple(config.items()),
                launch_lds_bytes=e.shared,
                triton_version=e.triton_version,
                moved_sources=checkout_root(e.source[0]) if e.source else None,
            )
        )
    errors = [v for v in variants if isinstance(v, VariantError)]
    errors += [
        VariantError(VariantKey(name or PurePath(d).name, ""), "parse-error", f"{d}: {why}")
        for d, name, why in scan.unreadable
    ]
    return [v for v in variants if isinstance(v, Variant)], errors


def select(variants: Sequence[Variant], kernels: Sequence[str]) -> list[Variant]:
    """The variants whose kernel matches one of the `--kernel` globs (all without any)."""
    if not kernels:
        return list(variants)
    from fnmatch import fnmatchcase

    return [v for v in variants if any(fnmatchcase(v.key.kernel, k) for k in kernels)]
