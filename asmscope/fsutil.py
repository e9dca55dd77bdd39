"""File-system helpers shared by the caches and the input readers."""

from __future__ import annotations

import errno
import os
import shutil
import stat
import tempfile
from pathlib import Path


def atomic_write(path: Path, data: bytes) -> None:
    """Write `data` to `path` so that a concurrent reader sees the old file, no file, or the
    whole new file, never a part: write a temporary file in the same directory, then rename it
    over the target (`os.replace` is atomic on POSIX)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        try:
            os.replace(tmp, path)
        except IsADirectoryError:  # a directory where a file belongs (a damaged cache): replace it
            discard(path)
            os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


# The most asmscope reads of one input file: a kernel's assembly is a few MB; rule, spec and
# config files are far smaller. A larger file is an error, not an attempt to hold /dev/zero.
MAX_INPUT_BYTES = 256 * 1024 * 1024
MAX_TEXT_BYTES = 16 * 1024 * 1024  # a spec, config, rule or baseline file


class UnreadableInput(OSError):
    """The path is a FIFO, a device, a directory or a socket, a file over the size limit, or
    (read as text) not UTF-8. `strerror` says which, for a one-line error."""


def read_regular(path: Path | str, limit: int = MAX_INPUT_BYTES) -> bytes:
    """The bytes of `path`, which must be a regular file of at most `limit` bytes: opened
    without blocking (a FIFO with no writer would otherwise hang the open), checked with fstat
    on the open descriptor (no race with a rename), and read to at most limit + 1 bytes (a file
    that grows while it is read)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableInput(errno.EINVAL, f"not a regular file ({_kind(info.st_mode)})", str(path))
        if info.st_size > limit:
            raise UnreadableInput(errno.EFBIG, f"larger than {limit} bytes", str(path))
        os.set_blocking(fd, True)
        chunks = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise UnreadableInput(errno.EFBIG, f"larger than {limit} bytes", str(path))
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_regular_text(path: Path | str, limit: int = MAX_TEXT_BYTES) -> str:
    """`read_regular`, decoded as UTF-8 (UnreadableInput if it is not)."""
    data = read_regular(path, limit)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        why = f"not UTF-8 text (byte {data[exc.start]:#04x} at offset {exc.start})"
        raise UnreadableInput(errno.EILSEQ, why, str(path)) from None


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "not a file"


def discard(path: Path) -> None:
    """Remove a cache entry whatever it became (a file, a FIFO, a directory); never raises."""
    try:
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink()
    except OSError:
        pass


def is_installed(path: str) -> bool:
    """Code of an installed package (Triton's own library, ...), not the user's: a source line
    there is reported at the innermost frame of the user's code that inlined it."""
    return "/site-packages/" in path or "/dist-packages/" in path or "/triton/language/" in path
