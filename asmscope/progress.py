"""Progress on stderr: a bar on a terminal, plain lines in a CI log or a pipe, nothing if quiet.

A log gets one line every ~10 s or every 5 % of the work, whichever comes first (at most one a
second, none in the first second), and one when work that printed lines is done, each with the
counts, the rate and the time left:

    asmscope: compiling 480/1600 (30%), 2.7 variants/s, about 6 min 55 s left; failed=0
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TextIO

# Whether work that runs below the command layer (the html report's parse of every listing)
# shows progress: the command turns it off for --quiet around the call.
_SHOWN: ContextVar[bool] = ContextVar("asmscope_progress_shown", default=True)

LINE_EVERY_S = 10.0
LINE_EVERY_FRACTION = 0.05
MIN_GAP_S = 1.0


class _Silent:
    def update(self, n: int = 1) -> None:
        pass

    def set_postfix_str(self, text: str, refresh: bool = True) -> None:
        pass

    def close(self) -> None:
        pass


class ProgressLines:
    """The bar's information as plain lines, for a log that a bar would fill with escapes."""

    def __init__(self, total: int, desc: str, stream: TextIO, clock: Callable[[], float] = time.monotonic) -> None:
        self.total, self.desc, self.stream, self.clock = total, desc, stream, clock
        self.done = self.lines = 0
        self.postfix = ""
        self.start = self.last = clock()
        self.next_step = LINE_EVERY_FRACTION * total

    def update(self, n: int = 1) -> None:
        self.done += n
        now = self.clock()
        if self.done >= self.total:
            if self.lines:  # work that took under a second needs no line at all
                self._line(now)
        elif now - self.last >= LINE_EVERY_S or (self.done >= self.next_step and now - self.last >= MIN_GAP_S):
            self._line(now)

    def set_postfix_str(self, text: str, refresh: bool = True) -> None:
        self.postfix = text

    def close(self) -> None:
        pass

    def _line(self, now: float) -> None:
        self.last = now
        self.lines += 1
        self.next_step = self.done + LINE_EVERY_FRACTION * self.total  # 5 % more, or 10 s more
        elapsed = max(now - self.start, 1e-9)
        rate = self.done / elapsed
        if self.done >= self.total:
            when = f"done in {duration(elapsed)}"
        else:
            when = f"about {duration((self.total - self.done) / rate)} left" if rate else "time left unknown"
        postfix = f"; {self.postfix}" if self.postfix else ""
        percent = 100 * self.done // self.total
        self.stream.write(
            f"asmscope: {self.desc} {self.done}/{self.total} ({percent}%), {rate:.1f} variants/s, {when}{postfix}\n"
        )
        self.stream.flush()


def duration(seconds: float) -> str:
    """`7 s`, `6 min 05 s`, `1 h 02 min`."""
    s = round(seconds)
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"


def progress_bar(total: int, desc: str, enabled: bool | None, stream: TextIO | None = None) -> Any:
    """tqdm's bar on a terminal, ProgressLines elsewhere, or a silent stand-in when disabled
    (--quiet) or when there is nothing to do. `enabled=None`: as the enclosing `shown` says."""
    stream = stream or sys.stderr
    if enabled is None:
        enabled = _SHOWN.get()
    if not enabled or total == 0:
        return _Silent()
    if not stream.isatty():
        return ProgressLines(total, desc, stream)
    from tqdm import tqdm

    return tqdm(total=total, unit="variant", desc=desc, file=stream, dynamic_ncols=True)


@contextmanager
def shown(enabled: bool) -> Iterator[None]:
    """Within this block, `progress_bar(..., enabled=None)` follows `enabled` (--quiet)."""
    token = _SHOWN.set(enabled)
    try:
        yield
    finally:
        _SHOWN.reset(token)
