"""The one reader of source text: what a `.file`/`.loc` names is read only from the run's roots.

A kernel's assembly names its Python sources by path (`.file 1 "/work/kernels" "gemm.py"`), and
findings, suppressions, `inspect --by-line` and the html report show their lines. That path is
data from the file checked: `.file 1 "/proc/self" "environ"` would otherwise put the
environment (CI secrets) into a report. So source text is read only from a regular file whose
real path (links resolved) lies under a root of the run:

- the spec's directory and its `python-path` (a check, list, inspect or a Python API call),
- the git checkout being diffed,
- an `--asm` file's own directory,

and never under /proc, /sys or /dev. A path that is not read is reported once by the command
(`refused()`), never embedded; an installed package's file outside the roots (Triton's own
`triton/language/standard.py`) is left unread without a word. A root is added by whoever knows
it (`allow`); with no root added (a library caller), the working directory is the one root.

    allow(spec.base_dir, *spec.python_path)
    read_source("/work/kernels/gemm.py")   -> str | None
    refused()                              -> [(path, why)] not read and not told yet
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from asmscope.fsutil import MAX_TEXT_BYTES, read_regular

# never read, whatever the roots: what they hold is the machine's, not the user's source
FORBIDDEN = ("/proc", "/sys", "/dev")

OUTSIDE = "outside the run's roots (the spec's directory and python-path, the checkout, the asm's directory)"

_roots: list[str] = []
_refused: dict[str, str] = {}
_told: set[str] = set()


def allow(*roots: str | Path) -> None:
    """Add directories whose files source text may be read from (their real paths)."""
    for root in roots:
        real = os.path.realpath(root)
        if real not in _roots and not _under(real, FORBIDDEN):
            _roots.append(real)


def roots() -> tuple[str, ...]:
    """The roots source text is read under (the working directory while none was added)."""
    return tuple(_roots) or (os.path.realpath(Path.cwd()),)


def reset() -> None:
    """Forget the roots and refusals (a test, or a new run in one process)."""
    _roots.clear()
    _refused.clear()
    _told.clear()


def _under(path: str, dirs: tuple[str, ...] | list[str]) -> bool:
    return any(path == d or path.startswith(d.rstrip("/") + "/") for d in dirs)


def why_not(path: str | Path, also: Sequence[str | Path] = ()) -> str | None:
    """Why source text is not read from `path` (None: it may be); `also`: a caller's own roots."""
    real = os.path.realpath(path)
    if _under(real, FORBIDDEN):
        return f"under {next(d for d in FORBIDDEN if _under(real, (d,)))}"
    if not _under(real, [*roots(), *(os.path.realpath(r) for r in also)]):
        return OUTSIDE
    return None


def read_source(path: str | Path, limit: int = MAX_TEXT_BYTES, also: Sequence[str | Path] = ()) -> str | None:
    """The text of the source file `path` (undecodable bytes replaced), or None when it is not
    read: outside the roots, not a regular file, larger than `limit`, or unreadable. A path
    refused for where it is or what it is is remembered for `refused()`."""
    key = str(path)
    why = why_not(path, also)
    if why is None:
        try:
            return read_regular(path, limit).decode("utf-8", errors="replace")
        except FileNotFoundError:
            return None  # a source moved or deleted since the compile: nothing to say
        except OSError as exc:
            why = exc.strerror or str(exc)
    if why == OUTSIDE and _installed(key):
        return None  # an installed library's own code (triton.language): not the user's, not told
    _refused.setdefault(key, why)
    return None


def _installed(path: str) -> bool:
    """Code of an installed package (Triton's own library), which every compiled kernel names."""
    return "/site-packages/" in path or "/dist-packages/" in path


def refused() -> list[tuple[str, str]]:
    """(path, why) of each source not read and not yet returned: each is told once."""
    out = [(path, why) for path, why in _refused.items() if path not in _told]
    _told.update(path for path, _ in out)
    return out
