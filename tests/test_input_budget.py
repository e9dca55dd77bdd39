"""docs/inputs.md's input budget is the code's (issue 38): each row's bound is the value of the
constant it names, and every bound in asmscope.limits has a row."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from asmscope import limits

PAGE = Path(__file__).resolve().parent.parent / "docs" / "inputs.md"
UNITS = {"MiB": 1024 * 1024, "KiB": 1024}
NUMBER = re.compile(r"(\d+)\s*([A-Za-z]+)?")


def rows() -> list[tuple[str, str, list[str]]]:
    """(input, bound, [dotted constant names]) of the page's table."""
    found = []
    for line in PAGE.read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[2].startswith("`asmscope."):
            found.append((cells[0], cells[1], re.findall(r"`(asmscope\.[\w.]+)`", cells[2])))
    return found


def constant(dotted: str) -> object:
    module, _, name = dotted.rpartition(".")
    return getattr(importlib.import_module(module), name)


def test_the_table_has_rows():
    assert len(rows()) >= 10


@pytest.mark.parametrize(("what", "bound", "names"), rows(), ids=[r[0][:40] for r in rows()])
def test_each_rows_bound_is_its_constants_value(what: str, bound: str, names: list[str]):
    numbers = [int(n) * UNITS.get(unit or "", 1) for n, unit in NUMBER.findall(bound)]
    assert len(numbers) == len(names), (what, bound, names)
    for value, name in zip(numbers, names, strict=True):
        assert constant(name) == value, f"{what}: the page says {bound}, {name} is {constant(name)}"


def test_every_bound_in_limits_has_a_row():
    listed = {name for _, _, names in rows() for name in names}
    bounds = {f"asmscope.limits.{n}" for n in dir(limits) if n.startswith(("MAX_", "MIN_"))}
    assert bounds <= listed, sorted(bounds - listed)
