"""`hazards.Stops`: a walk's `unless` instructions, kept as a list or as the few it leaves out,
answer the walker's three questions the same way (and as a plain scan of the set would)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from asmscope.isa.amdgcn.hazards import NO_STOPS, Stops


@st.composite
def kernels(draw: st.DrawFn) -> tuple[int, frozenset[int]]:
    n = draw(st.integers(min_value=1, max_value=60))
    return n, frozenset(draw(st.sets(st.integers(min_value=0, max_value=n - 1))))


@given(kernels(), st.integers(min_value=0, max_value=70), st.integers(min_value=0, max_value=70))
def test_listed_and_complement_agree_with_a_scan(kernel: tuple[int, frozenset[int]], lo: int, hi: int) -> None:
    n, chosen = kernel
    listed = Stops.listed(sorted(chosen))
    complement = Stops.all_but(n, sorted(set(range(n)) - chosen))
    in_range = [i for i in range(n) if i in chosen and lo <= i < hi]
    through = [i for i in range(n) if i in chosen and lo <= i <= hi]
    for stops in (listed, complement):
        assert stops.first_in(lo, hi) == (in_range[0] if in_range else -1)
        assert stops.last_in(lo, hi) == (through[-1] if through else -1)
        assert bool(stops) == bool(chosen)
        assert [i for i in range(-2, n + 2) if i in stops] == sorted(chosen)


def test_no_stops_is_empty() -> None:
    assert not NO_STOPS
    assert NO_STOPS.first_in(0, 10) == -1 and NO_STOPS.last_in(0, 10) == -1 and 3 not in NO_STOPS
