"""A progress bar on stderr when it is a terminal, and nothing otherwise (CI logs, pipes)."""

from __future__ import annotations

import sys
from typing import Any


class _Silent:
    def update(self, n: int = 1) -> None:
        pass

    def set_postfix_str(self, text: str, refresh: bool = True) -> None:
        pass

    def close(self) -> None:
        pass


def progress_bar(total: int, desc: str, enabled: bool) -> Any:
    """tqdm's bar (done/total, elapsed<remaining, rate) or a silent stand-in."""
    if not enabled or total == 0 or not sys.stderr.isatty():
        return _Silent()
    from tqdm import tqdm

    return tqdm(total=total, unit="variant", desc=desc, file=sys.stderr, dynamic_ncols=True)
