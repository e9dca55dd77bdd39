"""The wait states LLVM's GCNHazardRecognizer counts between two instructions, where they differ
from those the hardware sees: the `s_branch` after a taken conditional branch.

LLVM's cross-block search (`getWaitStatesSince` in GCNHazardRecognizer.cpp) walks the current
block backward from the instruction, then every predecessor block from its last instruction
(`Pred->instr_rbegin()`), adding `SIInstrInfo::getNumWaitStates` of each. A block that ends in
`s_cbranch_* X` followed by `s_branch Y` is one MachineBasicBlock with two terminators, so on the
edge to X, where the conditional branch is taken and the `s_branch` never issues, LLVM still
counts the `s_branch`'s wait state: it sees one more than the hardware does, and pads one too few.

In the assembly that block is two: the `s_cbranch` ends one, the `s_branch` is the next. They are
one LLVM block when nothing but the fall-through reaches the `s_branch` (a branch target would be
a block of its own, counted only on the paths through it). LLVM's search also skips a block it
has already visited on another path (its `Visited` set), which can only make its count larger;
the minimum over all paths computed here is therefore a lower bound of LLVM's count, and a pair
it puts at or beyond the window is one LLVM certainly does not pad.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from heapq import heappop, heappush
from itertools import pairwise
from typing import Protocol

from asmscope.model import Instruction


class _Flow(Protocol):
    """What this needs of asmscope.isa.amdgcn.hazards.Flow."""

    instructions: Sequence[Instruction]
    wait_states: list[int]

    def successors(self, index: int) -> tuple[int, ...]: ...
    def predecessors(self, index: int) -> tuple[int, ...]: ...


def skipped_branch(flow: _Flow, at: int, to: int) -> int | None:
    """The `s_branch` LLVM counts on the edge `at` -> `to` though it does not issue there: `at`
    is a conditional branch taken to `to`, and the `s_branch` after it is in its LLVM block."""
    instrs = flow.instructions
    nxt = at + 1
    if (
        nxt < len(instrs)
        and to != nxt
        and instrs[at].base.startswith("s_cbranch_")
        and instrs[nxt].base == "s_branch"
        and flow.predecessors(nxt) == (at,)
    ):
        return nxt
    return None


def skipped_branches(flow: _Flow, first: int, then: int, between: Sequence[int]) -> list[tuple[int, int]]:
    """(s_cbranch, s_branch) of each `s_branch` LLVM counts though it does not issue, along the
    path `first`, `between`..., `then`."""
    stops = (first, *between, then)
    found = ((at, skipped_branch(flow, at, to)) for at, to in pairwise(stops))
    return [(at, skipped) for at, skipped in found if skipped is not None]


def llvm_wait_states(flow: _Flow, first: int, then: int, limit: int, unless: Container[int] = ()) -> int:
    """The fewest wait states LLVM counts between `first` and `then` along any path (instructions
    strictly between, `s_nop N` N+1, each skipped `s_branch` its own), or `limit` if none has
    fewer; a path ends at an `unless` instruction, as in the hazard walk."""
    waits, stops = flow.wait_states, unless
    best: dict[int, int] = {}
    heap: list[tuple[int, int]] = []

    def push(at: int, to: int, dist: int) -> None:
        skipped = skipped_branch(flow, at, to)
        if skipped is not None:
            dist += waits[skipped]
        if dist < best.get(to, limit):
            best[to] = dist
            heappush(heap, (dist, to))

    for nxt in flow.successors(first):
        push(first, nxt, 0)
    while heap:
        dist, at = heappop(heap)
        if at == then:
            return dist
        if dist > best[at] or at in stops:
            continue
        for nxt in flow.successors(at):
            push(at, nxt, dist + waits[at])
    return limit
