"""Progress in a CI log (issue 14.3): plain lines every ~10 s or 5 %, with counts, rate and ETA."""

from __future__ import annotations

import io
import re

from asmscope.progress import ProgressLines, duration, progress_bar, shown

LINE = re.compile(r"^asmscope: compiling (\d+)/(\d+) \((\d+)%\), ([\d.]+) variants/s, (.*)$")


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def run(total: int, seconds_per_item: float) -> list[re.Match[str]]:
    out, clock = io.StringIO(), Clock()
    bar = ProgressLines(total, "compiling", out, clock)
    bar.set_postfix_str("failed=0")
    for _ in range(total):
        clock.now += seconds_per_item
        bar.update(1)
    lines = out.getvalue().splitlines()
    matches = [LINE.match(line.removesuffix("; failed=0")) for line in lines]
    assert all(matches) and all(line.endswith("; failed=0") for line in lines), lines
    return matches  # type: ignore[return-value]


def test_slow_work_prints_a_line_about_every_ten_seconds_with_rate_and_eta() -> None:
    lines = run(1600, 0.4)  # 2.5 variants/s: 5 % (80 variants) takes 32 s, so the 10 s rule leads
    assert 60 <= len(lines) <= 66  # 640 s of work
    first, last = lines[0], lines[-1]
    assert (first[1], first[2], first[4]) == ("25", "1600", "2.5")  # 10 s in
    assert first[5] == f"about {duration(1575 / 2.5)} left" == "about 10 min 30 s left"
    assert (last[1], last[3], last[5]) == ("1600", "100", "done in 10 min 40 s")


def test_fast_work_prints_every_five_percent_at_most_once_a_second() -> None:
    lines = run(400, 0.25)  # 5 % = 20 variants = 5 s
    assert [int(m[3]) for m in lines] == list(range(5, 101, 5))


def test_work_done_within_a_second_prints_nothing() -> None:
    assert run(50, 0.01) == []


def test_a_terminal_gets_the_bar_and_quiet_gets_nothing() -> None:
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    assert type(progress_bar(10, "compiling", enabled=True, stream=io.StringIO())) is ProgressLines
    assert type(progress_bar(10, "compiling", enabled=True, stream=Tty())).__name__ == "tqdm"
    assert type(progress_bar(10, "compiling", enabled=False, stream=io.StringIO())).__name__ == "_Silent"


def test_work_below_the_command_follows_quiet_through_shown() -> None:
    """The html report's parse of every listing asks with enabled=None: the command's --quiet
    (shown(False)) silences it; outside any command it shows."""
    assert type(progress_bar(10, "reading listings", enabled=None, stream=io.StringIO())) is ProgressLines
    with shown(False):
        assert type(progress_bar(10, "reading listings", enabled=None, stream=io.StringIO())).__name__ == "_Silent"
        with shown(True):
            assert type(progress_bar(10, "reading listings", enabled=None, stream=io.StringIO())) is ProgressLines
    assert type(progress_bar(10, "reading listings", enabled=None, stream=io.StringIO())) is ProgressLines
