"""A disk cache of parsed modules keyed by the SHA-256 of the assembly text.

    module = parse_cached(text, path, cache_dir)

The key also holds PARSER_VERSION and the model's schema, so a parser change never serves an old
model. Entries are pickles read through a restricted unpickler that can only build
`asmscope.model` records and plain builtins: a corrupt, truncated or tampered file is not
trusted, it is ignored and rewritten. Writes go to a temporary file and are renamed into place
(atomic on POSIX), so concurrent workers never see half an entry.
"""

from __future__ import annotations

import copyreg
import hashlib
import io
import pickle
from dataclasses import fields
from pathlib import Path
from typing import Any, ClassVar

from asmscope import model
from asmscope.fsutil import UnreadableInput, atomic_write, discard, read_regular
from asmscope.parse import PARSER_VERSION, parse_module
from asmscope.parse.builder import INSTRUCTION_FIELDS, new_instruction
from asmscope.parse.errors import ParseError

_MAGIC = b"asmscope-parse\n"


def _schema() -> str:
    # Any change to a model record's fields invalidates every entry.
    parts = []
    for cls in (
        model.Register,
        model.Operand,
        model.Modifier,
        model.SourceLoc,
        model.Instruction,
        model.Label,
        model.Resources,
        model.Kernel,
        model.Diagnostic,
        model.Module,
    ):
        parts.append(cls.__name__ + ":" + ",".join(f.name for f in fields(cls)))
    return ";".join(parts)


_SCHEMA_DIGEST = hashlib.sha256(_schema().encode()).hexdigest()[:16]
_ALLOWED_MODEL_CLASSES = frozenset(
    {
        "Register",
        "RegKind",
        "Operand",
        "OperandKind",
        "Modifier",
        "SourceLoc",
        "Instruction",
        "Label",
        "Resources",
        "Kernel",
        "Diagnostic",
        "Module",
        "Category",
    }
)
_ALLOWED_BUILTINS = frozenset({"frozenset", "set", "tuple", "list", "dict", "int", "float", "str", "bool"})


def _rebuild_instruction(*values: object) -> model.Instruction:
    return new_instruction(*values)  # type: ignore[arg-type]


def _reduce_instruction(ins: model.Instruction) -> tuple[object, tuple[object, ...]]:
    # Pickle's default for a slotted frozen dataclass calls __setstate__ (object.__setattr__ per
    # field) for each of the ~2,500 instructions; the builder's slot-descriptor constructor is
    # what makes loading an entry several times faster than parsing the text again.
    return _rebuild_instruction, tuple(getattr(ins, name) for name in INSTRUCTION_FIELDS)


def _record_reducer(cls: type) -> Any:
    names = tuple(f.name for f in fields(cls))

    def reduce(obj: object) -> tuple[type, tuple[object, ...]]:
        # (class, field values): the unpickler calls the dataclass __init__, which is much cheaper
        # than the default slots __setstate__ (it looks up fields() again for every object).
        return cls, tuple(getattr(obj, name) for name in names)

    return reduce


_RECORDS = (
    model.Register,
    model.Operand,
    model.Modifier,
    model.SourceLoc,
    model.Label,
    model.Resources,
    model.Kernel,
    model.Diagnostic,
    model.Module,
)


class _ModelPickler(pickle.Pickler):
    dispatch_table: ClassVar[dict[type, Any]] = {
        **copyreg.dispatch_table,
        **{cls: _record_reducer(cls) for cls in _RECORDS},
        model.Instruction: _reduce_instruction,
    }


class _ModelUnpickler(pickle.Unpickler):
    """Refuses every global except the model's records and plain builtins."""

    def find_class(self, module_name: str, name: str) -> object:
        if module_name == "asmscope.model" and name in _ALLOWED_MODEL_CLASSES:
            return getattr(model, name)
        if module_name == __name__ and name == "_rebuild_instruction":
            return _rebuild_instruction
        if module_name == "builtins" and name in _ALLOWED_BUILTINS:
            return getattr(__import__("builtins"), name)
        raise pickle.UnpicklingError(f"refusing {module_name}.{name} in a parse-cache entry")


def cache_key(text: str | bytes) -> str:
    """SHA-256 of the text (as UTF-8 bytes), the parser version and the model schema."""
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    digest = hashlib.sha256(data).hexdigest()
    return f"{digest}-p{PARSER_VERSION}-s{_SCHEMA_DIGEST}"


def _entry_path(cache_dir: Path, key: str) -> Path:
    return cache_dir / key[:2] / f"{key}.pickle"


def load(cache_dir: Path, key: str, path: str) -> model.Module | None:
    """The cached Module for `key`, or None if absent or not a valid entry (then it is removed)."""
    entry = _entry_path(cache_dir, key)
    try:
        data = read_regular(entry)
    except UnreadableInput:
        discard(entry)
        return None
    except OSError:
        return None
    try:
        header_end = len(_MAGIC) + len(key) + 1
        if data[: len(_MAGIC)] != _MAGIC or data[len(_MAGIC) : header_end] != key.encode() + b"\n":
            raise ValueError("header mismatch")
        module = _ModelUnpickler(io.BytesIO(data[header_end:])).load()
        if not isinstance(module, model.Module):
            raise ValueError("not a Module")
    except Exception:
        try:
            entry.unlink()
        except OSError:
            pass
        return None
    if module.path != path:
        module = _with_path(module, path)
    return module


def _with_path(module: model.Module, path: str) -> model.Module:
    from dataclasses import replace

    return replace(module, path=path)


def store(cache_dir: Path, key: str, module: model.Module) -> None:
    """Write an entry atomically (temp file in the same directory, then os.replace)."""
    buffer = io.BytesIO()
    buffer.write(_MAGIC + key.encode() + b"\n")
    _ModelPickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(module)
    try:
        atomic_write(_entry_path(cache_dir, key), buffer.getvalue())
    except OSError:
        pass  # a read-only or full cache directory only costs speed


def parse_cached(text: str | bytes, path: str = "<asm>", cache_dir: Path | None = None) -> model.Module:
    """parse_module(text, path), served from `cache_dir` when the same text was parsed before.

    Errors are not cached: a ParseError is raised again on every call (parsing fails fast).
    """
    if cache_dir is None:
        return parse_module(text, path)
    key = cache_key(text)
    cached = load(Path(cache_dir), key, path)
    if cached is not None:
        return cached
    module = parse_module(text, path)
    store(Path(cache_dir), key, module)
    return module


__all__ = ["ParseError", "cache_key", "load", "parse_cached", "store"]
