"""CI sharding: a deterministic 1/N of a plan's variants, balanced by compile time.

    selected, positions, partition = shard_plan(plan, cache, index=2, count=4)

Every shard plans the whole spec and partitions it the same way: variants whose compile time
the cache knows (the `seconds` of their record, from the run that compiled them) weigh that
much, the others the mean of the known ones; the heaviest go first, each to the least loaded
shard (longest-processing-time first, ties by a stable hash of the variant's name, then by
shard number). Shards that start from the same cache make the same partition, and its hash
(`partition`) says so: `asmscope merge` refuses shards whose partitions differ.

The partition is kept in the cache under the plan's hash and N (`shards/`), so that shards run
one after another on one cache (each adding compile times) still split the plan one way.
"""

from __future__ import annotations

import hashlib
import heapq
import json
from collections.abc import Sequence

from asmscope.compile.cache import CompileCache
from asmscope.compile.plan import PlannedVariant
from asmscope.fsutil import atomic_write, read_regular

# The most shards a plan is split into. A CI matrix has tens of jobs (GitHub Actions allows 256
# per matrix); the partition keeps one load per shard, so N is bounded before it is used.
MAX_SHARDS = 4096


def parse_shard(text: str) -> tuple[int, int]:
    """`2/4` -> (2, 4); ValueError naming what was expected otherwise."""
    index, sep, count = text.partition("/")
    if len(count) > len(str(MAX_SHARDS)) + 1:  # no int() of a 30-digit (or 30,000-digit) N
        count = str(MAX_SHARDS + 1)
    try:
        i, n = int(index), int(count)
    except ValueError:
        i = n = 0
    if not sep or n < 1 or not 1 <= i <= n or n > MAX_SHARDS:
        raise ValueError(f"--shard {text!r}: expected I/N with 1 <= I <= N <= {MAX_SHARDS}, e.g. 2/4")
    return i, n


def stable_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def partition(names: Sequence[str], seconds: Sequence[float | None], count: int) -> list[int]:
    """The shard (1..count) of each item: greedy longest-first over the known weights, unknown
    ones at the mean of the known (1.0 when none is known)."""
    known = [s for s in seconds if s is not None]
    default = sum(known) / len(known) if known else 1.0
    weights = [default if s is None else s for s in seconds]
    order = sorted(range(len(names)), key=lambda i: (-weights[i], stable_hash(names[i]), i))
    loads = [(0.0, shard) for shard in range(1, count + 1)]  # a heap: least loaded, then lowest number
    assigned = [0] * len(names)
    for i in order:
        load, shard = heapq.heappop(loads)
        assigned[i] = shard
        heapq.heappush(loads, (load + weights[i], shard))
    return assigned


def known_seconds(pv: PlannedVariant, cache: CompileCache) -> float | None:
    """How long the variant took to compile when it was last built, if the cache knows."""
    if pv.job.get("failed") or not pv.cache_key:
        return None
    record = cache.get(pv.cache_key)
    seconds = record.get("seconds") if record else None
    return float(seconds) if isinstance(seconds, (int, float)) else None


def plan_hash(plan: Sequence[PlannedVariant]) -> str:
    """Names every variant of the plan, in order, with its cache key (its sources, triton, asmscope)."""
    return stable_hash("\n".join(f"{pv.key}\t{pv.cache_key}" for pv in plan))


def shard_plan(
    plan: Sequence[PlannedVariant], cache: CompileCache, index: int, count: int
) -> tuple[list[PlannedVariant], list[int], str]:
    """(this shard's variants, their positions in the plan, the partition's hash)."""
    names = [str(pv.key) for pv in plan]
    saved = cache.root / "shards" / f"{plan_hash(plan)}-{count}.json"
    try:
        assigned = json.loads(read_regular(saved))
        valid = len(assigned) == len(plan) and all(isinstance(s, int) and 1 <= s <= count for s in assigned)
    except (OSError, ValueError, TypeError):
        valid = False
    if not valid:
        assigned = partition(names, [known_seconds(pv, cache) for pv in plan], count)
        try:
            atomic_write(saved, json.dumps(assigned).encode("utf-8"))
        except OSError:
            pass  # an unwritable cache: shards of this plan run elsewhere make their own, the same way
    positions = [i for i, shard in enumerate(assigned) if shard == index]
    ident = stable_hash("\n".join(f"{name}\t{shard}" for name, shard in zip(names, assigned)) + f"\n{count}")
    return [plan[i] for i in positions], positions, ident
