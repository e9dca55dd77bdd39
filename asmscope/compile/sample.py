"""`check --sample N`: a deterministic, stratified part of a plan for a first look or a
pre-commit hook.

    chosen = sample_positions(plan, 40)

What is always in it: for every kernel x target, variants that hold between them the lowest
and the highest value of each config key and of the shape (numbers by value, other values by
their text), as few as a greedy cover finds, so the extremes of every autotune axis are
compiled; at least one variant of each kernel x target.
What the budget leaves is filled by a stable hash of the variant's name. The same plan and N
give the same sample on every machine; the coverage may exceed N, and then it is the sample.
"""

from __future__ import annotations

from collections.abc import Sequence

from asmscope.compile.plan import PlannedVariant
from asmscope.compile.shard import stable_hash
from asmscope.findings import value_order


def parse_sample(text: str) -> int:
    """`40` -> 40; ValueError naming what was expected otherwise."""
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise ValueError(f"--sample {text!r}: expected a number of variants of at least 1, e.g. 40")
    return n


def sample_positions(plan: Sequence[PlannedVariant], budget: int) -> list[int]:
    """The positions in `plan` of the sample, in plan order."""
    groups: dict[tuple[str, str], list[int]] = {}
    for i, pv in enumerate(plan):
        groups.setdefault((pv.key.kernel, pv.key.target), []).append(i)
    chosen: set[int] = set()
    for members in groups.values():
        chosen |= _covering(plan, members)
    rest = sorted((i for i in range(len(plan)) if i not in chosen), key=lambda i: stable_hash(str(plan[i].key)))
    chosen.update(rest[: max(budget - len(chosen), 0)])
    return sorted(chosen)


def _covering(plan: Sequence[PlannedVariant], members: list[int]) -> set[int]:
    """Few variants of one kernel x target that hold, between them, the lowest and the highest
    value of every axis that varies (greedy set cover: each pick holds the most extremes not
    held yet; ties to the earlier variant in the plan). At least one variant."""
    values = {i: {**dict(plan[i].key.config), "shape": plan[i].key.shape} for i in members}
    axes = {name for i in members for name in values[i]}
    holds: dict[int, set[tuple[str, str]]] = {i: set() for i in members}
    for name in sorted(axes):
        ordered = {i: value_order(values[i].get(name)) for i in members}
        low, high = min(ordered.values()), max(ordered.values())
        if low == high:
            continue
        for i, v in ordered.items():
            if v == low:
                holds[i].add((name, "low"))
            if v == high:
                holds[i].add((name, "high"))
    needed = set().union(*holds.values())
    chosen = {members[0]} if not needed else set()
    while needed:
        best = max(members, key=lambda i: (len(holds[i] & needed), -i))
        chosen.add(best)
        needed -= holds[best]
    return chosen
