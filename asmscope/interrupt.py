"""Termination signals unwind like Ctrl-C, so that every `finally` (worker pools, scratch
directories, git worktrees) runs: SIGINT raises KeyboardInterrupt, SIGTERM and SIGHUP raise
`Terminated`, a KeyboardInterrupt."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
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


def die_with_parent(parent: str | int | None) -> None:
    """Ask the kernel to SIGKILL this process when the parent that started it dies, also when the
    parent is SIGKILLed and cannot clean up (Linux: PR_SET_PDEATHSIG). Then check that the
    parent (pid `parent`, if known) has not died already, before the request was made."""
    if sys.platform.startswith("linux"):
        import ctypes

        pr_set_pdeathsig = 1
        try:
            ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, int(signal.SIGKILL), 0, 0, 0)
        except (OSError, AttributeError):
            pass  # no prctl: the parent still kills its workers on any exit it survives
    if parent and os.getppid() != int(parent):
        os._exit(1)
