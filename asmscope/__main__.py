"""`python -m asmscope` and the `asmscope` console script."""

from __future__ import annotations

import os
import signal


def _leave_quietly(signum: int, frame: object) -> None:
    # Nothing has been started before a command runs (it installs its own handlers, which
    # clean up): one line, no traceback, the conventional exit code.
    os.write(2, b"asmscope: interrupted\n")
    os._exit(130 if signum == signal.SIGINT else 128 + signum)


def run() -> None:
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, _leave_quietly)
    from asmscope.cli import main

    main()


if __name__ == "__main__":
    run()
