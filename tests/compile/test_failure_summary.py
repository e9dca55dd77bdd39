"""How a compile error reads (issue 44, item 3): a shape that makes `tl.arange` non-power-of-2
fails every config of the list alike. The table's message carries the compiler's own last line
(the cause), and each distinct traceback is printed once, naming every variant it belongs to.

The oracle is the compiler's output itself, as the JSON report keeps it (`detail`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from asmscope.cli import main

HERE = Path(__file__).parent
SPEC = """
targets = ["gfx942"]
python-path = ["{here}"]
[shapes]
three_rows = {{ N = 1000, I = 3 }}
[[kernel]]
name = "rows_mean"
function = "users_rows.rows:rows_mean"
args = {{ x_ptr = "fp32", out_ptr = "fp32", stride = "N", n_cols = "N" }}
constexprs = {{ I_dim = "I", BLOCK = "next_power_of_2(N)" }}
configs = [{{ num_warps = 4 }}, {{ num_warps = 8 }}, {{ num_warps = 2 }}]
"""


@pytest.fixture(scope="module")
def failed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    tmp = tmp_path_factory.mktemp("failing")
    spec = tmp / "spec.toml"
    spec.write_text(SPEC.format(here=HERE))
    return spec, tmp / "cache"


def _run(spec: Path, cache: Path, *flags: str):
    return CliRunner().invoke(main, ["check", "--spec", str(spec), "--cache-dir", str(cache), *flags])


def test_the_table_says_the_cause_and_each_traceback_is_printed_once(failed) -> None:
    spec, cache = failed
    report = json.loads(_run(spec, cache, "-q", "-f", "json").stdout)
    errors = report["errors"]
    assert len(errors) == 3 and {e["kind"] for e in errors} == {"compile-error"}
    causes = {[line for line in e["detail"].splitlines() if line.strip()][-1].strip() for e in errors}
    assert len(causes) == 1
    [cause] = causes
    result = _run(spec, cache, "-q", "-f", "table")
    assert result.exit_code == 3
    text = result.stdout
    rows = [line for line in text.splitlines() if "compile-error" in line]
    assert len(rows) == 3 and all(row.rstrip().endswith(cause) for row in rows)
    assert text.count("the compiler's last output") == 1
    heading = next(line for line in text.splitlines() if "the compiler's last output" in line)
    assert heading.startswith("3 variants:") and all(f"num_warps={w}" in heading for w in (2, 4, 8))
    assert text.count(cause) == 3 + 1  # the three rows, and the traceback's last line once


def test_the_compile_line_adds_up(failed) -> None:
    spec, cache = failed
    result = _run(spec, cache)  # a second run: every failure comes from the cache
    status = next(line for line in result.stderr.splitlines() if "from cache" in line)
    assert "compiled 0, 3 from cache" in status and "3 of 3 failed" in status
