"""File-system helpers shared by the caches and the input readers."""

from __future__ import annotations

import errno
import json
import os
import shutil
import stat
import tempfile
from pathlib import Path

from asmscope.limits import MAX_JSON_DEPTH, json_depth


def atomic_write(path: Path, data: bytes, mode: int | None = None) -> None:
    """Write `data` to `path` so that a concurrent reader sees the old file, no file, or the
    whole new file, never a part: write a temporary file in the same directory, then rename it
    over the target (`os.replace` is atomic on POSIX). `mode`: the file's permissions (None:
    mkstemp's 0600)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        if mode is not None:
            os.chmod(tmp, mode)
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


def write_output(path: Path, data: bytes) -> None:
    """Write a report or baseline the user named: a regular file (or a new one) is replaced
    atomically (atomic_write: a full disk or `ulimit -f` leaves the old file whole, never a
    part), keeping its mode (a new one gets the umask's); a device or FIFO (`/dev/stdout`) is
    written in place. The directory must exist. Raises OSError."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        info = None
    if info is not None and not stat.S_ISREG(info.st_mode):
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, "is a directory", str(path))
        with open(path, "wb") as f:
            f.write(data)
        return
    if not path.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, f"no directory {path.parent}", str(path))
    if info is not None:
        mode = stat.S_IMODE(info.st_mode)
    else:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    atomic_write(path, data, mode)


def same_file(a: Path, b: Path) -> bool:
    """Whether two paths name one file (an existing one by device and inode, through links and
    `..`; a new one by its resolved path)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return a.resolve() == b.resolve()


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


def load_json(data: bytes | str, max_depth: int = MAX_JSON_DEPTH) -> object:
    """json.loads, with nesting bounded: ValueError (one line) for text that is not JSON or
    nests lists and objects deeper than `max_depth`, never a RecursionError."""
    try:
        value = json.loads(data)
    except RecursionError:
        raise ValueError(f"nested deeper than {max_depth} levels") from None
    if json_depth(value) > max_depth:
        raise ValueError(f"nested deeper than {max_depth} levels")
    return value


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
