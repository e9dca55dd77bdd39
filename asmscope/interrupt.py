"""Termination signals unwind like Ctrl-C, so that every `finally` (worker pools, scratch
directories, git worktrees) runs: SIGINT raises KeyboardInterrupt, SIGTERM and SIGHUP raise
`Terminated`, a KeyboardInterrupt."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator

SIGNALS = (signal.SIGTERM, signal.SIGHUP)


class Terminated(KeyboardInterrupt):
    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum

    @property
    def exit_code(self) -> int:
        return 128 + self.signum


def _raise(signum: int, frame: object) -> None:
    if signum == signal.SIGINT:
        raise KeyboardInterrupt
    raise Terminated(signum)


@contextlib.contextmanager
def terminate_as_interrupt() -> Iterator[None]:
    """While inside, SIGINT raises KeyboardInterrupt and SIGTERM and SIGHUP raise Terminated
    (only in the main thread; elsewhere signals are left alone)."""
    previous = {}
    try:
        for sig in (signal.SIGINT, *SIGNALS):
            previous[sig] = signal.signal(sig, _raise)
    except ValueError:  # not the main thread
        pass
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


@contextlib.contextmanager
def deferred() -> Iterator[None]:
    """Hold SIGINT, SIGTERM and SIGHUP back until the block is done (a short clean-up that must
    not be cut in half); they are delivered when it ends."""
    held = {signal.SIGINT, *SIGNALS}
    try:
        old = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    except (ValueError, OSError):
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)
