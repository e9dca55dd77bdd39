"""`asmscope bisect`: choosing the releases (an injected index listing, no network) and the
search (a fake metric per release: which releases it compiles, and the pair it pins)."""

from __future__ import annotations

import json
import math
import stat
from pathlib import Path

import pytest

from asmscope.bisect import ABSENT, bisect, render_json, render_table
from asmscope.compile.toolchain import ToolchainError, published_releases, select_releases
from asmscope.findings import VariantError, VariantKey, VariantSummary

INDEX = ["2.3.1", "3.5.1", "3.6.0", "3.7.0", "3.7.1", "3.8.0", "3.9.0", "3.10.0"]


def listed() -> list[str]:
    return INDEX


def unlistable() -> list[str]:
    raise AssertionError("the index must not be asked for an explicit list")


def test_a_range_is_every_published_supported_release_between_its_ends() -> None:
    assert select_releases("3.6.0..3.9.0", listed) == ["3.6.0", "3.7.0", "3.7.1", "3.8.0", "3.9.0"]
    assert select_releases("triton==3.7.0..3.8.0", listed) == ["3.7.0", "3.7.1", "3.8.0"]


def test_an_explicit_list_is_sorted_and_deduplicated_without_asking_the_index() -> None:
    assert select_releases("3.9.0,3.6.0,3.7.1,3.6.0", unlistable) == ["3.6.0", "3.7.1", "3.9.0"]


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("3.5.1..3.9.0", "triton 3.5.1 is not supported"),
        ("3.6.0..3.10.0", "triton 3.10.0 is not supported"),
        ("3.6.0..3.9.9", "3.9.9 is not a published Triton release"),
        ("3.9.0..3.6.0", "the range is empty (3.9.0 is newer than 3.6.0)"),
        ("3.7.1..3.7.1", "names 1 release(s); bisect needs at least two"),
        ("3.6.0..3.7.0..3.8.0", "expected a range A..B"),
        ("3.6..3.9", "'3.6' is not a final release X.Y.Z"),
        ("3.6.0,3.9.0rc1", "'3.9.0rc1' is not a final release"),
        ("3.6.0", "names 1 release(s)"),
    ],
)
def test_bad_ranges_are_one_line_errors(text: str, needle: str) -> None:
    with pytest.raises(ToolchainError) as info:
        select_releases(text, listed)
    assert needle in str(info.value) and "\n" not in str(info.value)


def fake_pip(tmp_path: Path, stdout: str, code: int = 0, stderr: str = "") -> str:
    """An interpreter whose `-m pip index versions triton` prints what an index would."""
    script = tmp_path / "python"
    script.write_text(f"#!/bin/sh\ncat <<'EOF'\n{stdout}\nEOF\necho '{stderr}' >&2\nexit {code}\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return str(script)


def test_the_index_listing_keeps_final_releases_only(tmp_path: Path) -> None:
    out = "triton (3.9.0)\nAvailable versions: 3.9.0, 3.9.0rc1, 3.8.0, 3.8.0.dev20250101, 3.7.1, 3.6.0, 2.3.1"
    assert published_releases(fake_pip(tmp_path, out)) == ["2.3.1", "3.6.0", "3.7.1", "3.8.0", "3.9.0"]


def test_an_index_that_cannot_be_listed_is_one_line(tmp_path: Path) -> None:
    python = fake_pip(tmp_path, "", 1, "ERROR: No matching distribution found for triton")
    with pytest.raises(ToolchainError, match=r"cannot list the Triton releases .*No matching distribution"):
        published_releases(python)


# ----------------------------------------------------------------------------------------------
# The search, on a fake metric per release
# ----------------------------------------------------------------------------------------------

RELEASES = [f"3.{i}.0" for i in range(33)]  # 33 releases: 32 intervals, log2 = 5


def key(name: str) -> VariantKey:
    return VariantKey(name, "gfx950", (("BLOCK", 64),))


class Fake:
    """vgpr_spill per variant per release (a function of the release's index); None: fails."""

    def __init__(self, **curves: object) -> None:
        self.curves = curves
        self.calls: list[tuple[str, tuple[str, ...] | None]] = []

    def __call__(self, release: str, keys):
        self.calls.append((release, None if keys is None else tuple(sorted(k.kernel for k in keys))))
        i = RELEASES.index(release)
        out = {}
        for name, curve in self.curves.items():
            k = key(name)
            if keys is not None and k not in keys:
                continue
            value = curve(i)
            if value is ABSENT:
                continue
            if value is None:
                out[k] = VariantError(k, "compile-error", f"boom on {release}")
            else:
                hist = (("buffer_store_dword", value), ("buffer_store_short", 2 * value))
                out[k] = VariantSummary(k, hist, (("vgpr_spill", value), ("vgpr", 100)), ())
        return out

    @property
    def releases(self) -> list[str]:
        return [r for r, _ in self.calls]


def test_one_change_is_pinned_to_its_adjacent_pair_in_log_n_compiles() -> None:
    fake = Fake(k=lambda i: 5 if i < 21 else 87)
    report = bisect(RELEASES, ["vgpr_spill"], fake)
    (h,) = report.histories
    assert [(s.before, s.after, s.old, s.new) for s in h.changes] == [("3.20.0", "3.21.0", 5, 87)]
    assert len(fake.calls) == 2 + math.ceil(math.log2(len(RELEASES) - 1)) == 7
    assert len(set(fake.releases)) == len(fake.releases)  # each release compiled once
    assert fake.calls[:2] == [("3.0.0", None), ("3.32.0", None)]  # the ends first, every variant
    assert set(report.skipped) == set(RELEASES) - set(fake.releases)
    assert report.compiled == tuple(sorted(fake.releases, key=RELEASES.index))


def test_every_change_point_is_checked_against_a_linear_scan() -> None:
    for at in range(1, len(RELEASES)):
        fake = Fake(k=lambda i, at=at: 1 if i < at else 2)
        (h,) = bisect(RELEASES, ["vgpr_spill"], fake).histories
        assert [(s.before, s.after) for s in h.changes] == [(RELEASES[at - 1], RELEASES[at])]
        assert len(fake.calls) <= 7


def test_no_change_compiles_the_two_ends_only() -> None:
    fake = Fake(k=lambda i: 3, j=lambda i: 0 if i in (10, 11) else 4)  # j: changes and reverts
    report = bisect(RELEASES, ["vgpr_spill"], fake)
    assert fake.releases == ["3.0.0", "3.32.0"] and not report.changed
    assert len(report.skipped) == 31
    assert "were not compiled, so a change and its revert between them is not seen" in render_table(report)


def test_non_monotone_changes_are_each_pinned() -> None:
    # up at 7, down at 19 (to a third value, so the ends differ), up again at 30
    fake = Fake(k=lambda i: 10 if i < 7 else 40 if i < 19 else 20 if i < 30 else 25)
    (h,) = bisect(RELEASES, ["vgpr_spill"], fake).histories
    steps = [(s.before, s.after, s.old, s.new) for s in h.changes]
    assert ("3.6.0", "3.7.0", 10, 40) in steps and ("3.29.0", "3.30.0", 20, 25) in steps
    assert steps[0] == ("3.6.0", "3.7.0", 10, 40)  # the first change first
    assert all(RELEASES.index(b) + 1 == RELEASES.index(a) for b, a, _, _ in steps)
    values = dict(h.values)
    for before, after, old, new in steps:
        assert (values[before], values[after]) == (old, new)


def test_a_failure_is_a_value_where_it_starts_and_stops() -> None:
    fake = Fake(
        starts=lambda i: 3 if i < 12 else None,  # fails from 3.12.0 on
        stops=lambda i: None if i < 25 else 3,  # builds from 3.25.0 on
        never=lambda i: None,
        late=lambda i: ABSENT if i < 4 else 1,  # not planned before 3.4.0
    )
    report = bisect(RELEASES, ["vgpr_spill"], fake)
    by = {h.variant.kernel: h for h in report.histories}
    assert [(s.after, s.old, s.new) for s in by["starts"].changes] == [("3.12.0", 3, "compile-error")]
    assert [(s.after, s.old, s.new) for s in by["stops"].changes] == [("3.25.0", "compile-error", 3)]
    assert [(s.after, s.old, s.new) for s in by["late"].changes] == [("3.4.0", ABSENT, 1)]
    assert not by["never"].changes and not by["never"].measured  # reported, never dropped
    assert [h.variant.kernel for h in report.unmeasured] == ["never"]
    assert dict(by["starts"].errors)["3.32.0"] == "boom on 3.32.0"
    table = render_table(report)
    assert "not checked: never{BLOCK=64}@gfx950 (vgpr_spill)" in table
    assert "failed: starts{BLOCK=64}@gfx950 on triton 3.12.0: boom on 3.12.0" in table


def test_variants_are_searched_in_groups_sharing_the_releases_in_the_middle() -> None:
    fake = Fake(a=lambda i: 1 if i < 9 else 2, b=lambda i: 1 if i < 10 else 2, c=lambda i: 7, d=lambda i: i // 20)
    report = bisect(RELEASES, ["vgpr_spill"], fake)
    by = {h.variant.kernel: [(s.before, s.after) for s in h.changes] for h in report.histories}
    assert by == {"a": [("3.8.0", "3.9.0")], "b": [("3.9.0", "3.10.0")], "c": [], "d": [("3.19.0", "3.20.0")]}
    assert fake.calls[2] == ("3.16.0", ("a", "b", "d"))  # one compile of the middle for the group
    assert all(keys is not None and "c" not in keys for _, keys in fake.calls[2:])  # unchanged: ends only
    assert len(set(fake.releases)) == len(fake.releases)
    assert len(fake.releases) <= 2 + 2 * 5  # two change points: at most two paths of log2(32)


def test_mnemonic_counts_and_prefixes_are_metrics_too() -> None:
    fake = Fake(k=lambda i: 1 if i < 3 else 4)
    report = bisect(RELEASES, ["buffer_store_short", "buffer_store*", "vgpr"], fake)
    by = {h.metric: h for h in report.histories}
    assert (by["buffer_store_short"].first.old, by["buffer_store_short"].first.new) == (2, 8)
    assert (by["buffer_store*"].first.old, by["buffer_store*"].first.new) == (3, 12)
    assert not by["vgpr"].changes
    data = json.loads(render_json(report))
    row = next(v for v in data["variants"] if v["metric"] == "buffer_store_short")
    assert row["first_changed_in"] == "3.3.0" and row["config"] == {"BLOCK": 64}
    assert row["changes"] == [{"before": "3.2.0", "after": "3.3.0", "old": 2, "new": 8}]
    assert sorted(data["compiled"] + data["skipped"]) == sorted(RELEASES) and len(data["compiled"]) < len(RELEASES)


def test_two_releases_compile_just_the_ends() -> None:
    fake = Fake(k=lambda i: i)
    report = bisect(RELEASES[:2], ["vgpr_spill"], fake)
    assert fake.releases == ["3.0.0", "3.1.0"] and report.histories[0].first.after == "3.1.0"
