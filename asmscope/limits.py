"""The input budget: how much of each input asmscope takes before it stops with one clear line.

docs/inputs.md lists every bound in one table, and tests/test_input_budget.py checks each of its
rows against the constant it names (here, or where the reader of that input keeps it), so the
page and the code cannot drift apart.
"""

from __future__ import annotations

import math

# -- compile workers -------------------------------------------------------------------------
MIN_TIMEOUT_S = 1.0
MAX_TIMEOUT_S = 7 * 24 * 3600.0  # a week per variant: longer is a typo, and time.monotonic + inf breaks
MIN_MEMORY_MB = 256
MAX_MEMORY_MB = 1 << 24  # 16 TiB: RLIMIT_AS takes bytes in a C long; larger is a typo

# -- JSON inputs -----------------------------------------------------------------------------
# Triton's metadata `.json` beside a cubin is a few KB; a check report given to `merge` is at
# most the findings of a run. Deeper nesting than either ever has is refused before Python's
# recursion limit turns it into a RecursionError.
MAX_METADATA_BYTES = 1024 * 1024
MAX_JSON_DEPTH = 64

# -- analysis --------------------------------------------------------------------------------
# Loops nested deeper than any compiler emits for a kernel (Triton's are 1 to 4 deep): the
# loop-nesting walk stops with "too deeply nested" rather than run for minutes.
MAX_LOOP_NESTING = 256


def timeout_problem(value: object) -> str | None:
    """Why `value` is not a usable per-variant timeout in seconds, or None when it is."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return f"expected a number of seconds, got {value!r}"
    if not math.isfinite(value) or not MIN_TIMEOUT_S <= value <= MAX_TIMEOUT_S:
        return f"expected seconds from {MIN_TIMEOUT_S:g} to {MAX_TIMEOUT_S:g}, got {value!r}"
    return None


def memory_problem(value: object) -> str | None:
    """Why `value` is not a usable per-worker memory cap in MB (None: no cap), or None."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        return f"expected a whole number of MB, got {value!r}"
    if not MIN_MEMORY_MB <= value <= MAX_MEMORY_MB:
        return f"expected MB from {MIN_MEMORY_MB} to {MAX_MEMORY_MB}, got {value!r}"
    return None


def json_depth(value: object) -> int:
    """How deeply `value` (as json.loads returns it) nests lists and objects; iterative, so
    that any depth json.loads accepted is measured without recursion."""
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            deepest = max(deepest, depth)
            stack.extend((v, depth + 1) for v in item)
    return deepest
