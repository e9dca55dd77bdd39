"""The gate never passes by mistake (issue 12): a kernel module that exits, aborts or hangs while
it is imported is that kernel's failure (exit 3, reported in every format), the other kernels
are still checked, and no process or scratch directory is left behind."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from .conftest import assert_one_line_error, run_cli

# The config names the built-in rules' `when` conditions read (BLOCK_M, BLOCK_N, EVEN_K): a
# variant without them is a rule that never ran, which is an error of its own (exit 2).
GOOD = """
import triton
import triton.language as tl


@triton.jit
def copy(x_ptr, y_ptr, n, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, EVEN_K: tl.constexpr):
    offs = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)
"""

KERNEL = """
[[kernel]]
name = "{name}"
function = "{module}:copy"
args = {{ x_ptr = "fp32", y_ptr = "fp32", n = 1024 }}
configs = [{{ BLOCK_M = 256, BLOCK_N = 16, EVEN_K = true, num_warps = 4 }}]
"""


def write_project(root: Path, bad_import: str | None = None) -> Path:
    """A spec with a trivial good kernel and, if given, a module that runs `bad_import` first."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "good_mod.py").write_text(GOOD)
    text = 'targets = ["gfx942"]\npython-path = ["."]\n' + KERNEL.format(name="good", module="good_mod")
    if bad_import is not None:
        (root / "bad_mod.py").write_text(f"{bad_import}\n{GOOD}")
        text += KERNEL.format(name="bad", module="bad_mod")
    spec = root / "spec.toml"
    spec.write_text(text)
    return spec


def private_tmp(tmp_path: Path) -> dict[str, str]:
    """An environment whose temporary directory is the test's own (TMPDIR), to see what is left."""
    tmp = tmp_path / "tmp"
    tmp.mkdir(exist_ok=True)
    return {"TMPDIR": str(tmp)}


def scratch_dirs(env: dict[str, str]) -> list[str]:
    return [p.name for p in Path(env["TMPDIR"]).glob("asmscope-workers-*")]


IMPORT_FAULTS = {
    "exit0": ("import sys; sys.exit(0)", "called sys.exit(0)"),
    "systemexit": ("raise SystemExit('bye')", "called sys.exit('bye')"),
    "abort": ("import os; os.abort()", "died with SIGABRT"),
    "sleep": ("import time; time.sleep(600)", "did not finish within 5 s"),
}


@pytest.mark.parametrize("fault", sorted(IMPORT_FAULTS))
def test_module_that_exits_aborts_or_hangs_at_import_fails_only_its_kernel(tmp_path: Path, fault: str) -> None:
    code, message = IMPORT_FAULTS[fault]
    spec = write_project(tmp_path / "project", code)
    cache = tmp_path / "cache"
    env = private_tmp(tmp_path)
    outputs = {}
    for fmt in ("sarif", "junit", "json"):
        out = tmp_path / f"report.{fmt}"
        r = run_cli(
            "check",
            "--spec",
            str(spec),
            "--cache-dir",
            str(cache),
            "--quiet",
            "--timeout",
            "5",
            "--format",
            fmt,
            "--output",
            str(out),
            env=env,
            timeout=300,
        )
        assert r.code == 3, (fault, fmt, r.code, r.err[-2000:])
        assert "Traceback" not in r.err
        outputs[fmt] = out.read_text()
    report = json.loads(outputs["json"])
    assert report["summary"]["variants_checked"] == 1  # the good kernel was still checked
    [error] = report["errors"]
    assert error["kernel"] == "bad" and message in error["message"], error
    sarif = json.loads(outputs["sarif"])
    [invocation] = sarif["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is False
    assert any(message in n["message"]["text"] for n in invocation["toolExecutionNotifications"])
    junit = ET.fromstring(outputs["junit"])
    assert any(message in (e.get("message") or "") for e in junit.iter() if e.tag in ("error", "failure"))
    assert not scratch_dirs(env)


def test_a_planning_failure_is_not_remembered(tmp_path: Path) -> None:
    """The import may have failed for a passing reason: the next run imports it again."""
    spec = write_project(tmp_path / "project", "import sys; sys.exit(0)")
    cache = tmp_path / "cache"
    args = ("check", "--spec", str(spec), "--cache-dir", str(cache), "--quiet", "--format", "json")
    assert run_cli(*args, timeout=300).code == 3
    bad = spec.parent / "bad_mod.py"
    bad.write_text(bad.read_text().replace("import sys; sys.exit(0)", ""))
    r = run_cli(*args, timeout=300)
    assert r.code == 0, r.err[-2000:]
    assert json.loads(r.out)["summary"]["variants_checked"] == 2


def test_timeout_clock_starts_when_the_worker_is_ready(tmp_path: Path) -> None:
    """`--timeout 1` bounds each job, not the worker's start-up (Python, triton, LLVM)."""
    spec = write_project(tmp_path / "project")
    r = run_cli(
        "check",
        "--spec",
        str(spec),
        "--cache-dir",
        str(tmp_path / "cache"),
        "--quiet",
        "--timeout",
        "1",
        "--jobs",
        "1",
        "--format",
        "json",
        timeout=300,
    )
    assert r.code == 0, r.err[-2000:]
    assert json.loads(r.out)["summary"]["variants_checked"] == 1


def _descendants(pid: int) -> set[int]:
    """Every process whose ancestry reaches `pid` or that was started in its session."""
    found = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            environ = (entry / "environ").read_bytes()
        except OSError:
            continue
        if int(fields[1]) == pid or f"ASMSCOPE_WORKER_PARENT={pid}".encode() in environ:
            found.add(int(entry.name))
    return found


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL])
def test_workers_die_with_check(tmp_path: Path, sig: signal.Signals) -> None:
    """Killing `check` while a worker is busy (here: importing a module that sleeps) leaves no
    worker behind (PR_SET_PDEATHSIG for SIGKILL) and, for SIGTERM, no scratch directory."""
    spec = write_project(tmp_path / "project", "import time; time.sleep(600)")
    tmp = private_tmp(tmp_path)
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", **tmp}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "asmscope",
            "check",
            "--spec",
            str(spec),
            "--cache-dir",
            str(tmp_path / "cache"),
            "--quiet",
            "--timeout",
            "600",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 120
    while not _descendants(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.2)
    workers = _descendants(proc.pid)
    assert workers, "no worker started"
    time.sleep(1.0)
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    deadline = time.monotonic() + 30
    while any(Path(f"/proc/{w}").exists() and _state(w) != "Z" for w in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not [w for w in workers if Path(f"/proc/{w}").exists() and _state(w) != "Z"], "orphaned worker"
    if sig == signal.SIGTERM:
        assert proc.returncode == 128 + sig, err
        assert b"Traceback" not in err
        assert not scratch_dirs(tmp)


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


def test_failure_under_a_memory_limit_is_not_cached(tmp_path: Path) -> None:
    """A compile that ran out of address space under --memory-limit says nothing about the
    variant: the next run without the limit compiles it again instead of reporting the failure."""
    spec = write_project(tmp_path / "project")
    args = ("check", "--spec", str(spec), "--cache-dir", str(tmp_path / "cache"), "--quiet", "--format", "json")
    limited = run_cli(*args, "--memory-limit", "256", timeout=300)
    assert limited.code == 3, limited.err[-2000:]  # 256 MB cannot even map Triton's AMD code generator
    [error] = json.loads(limited.out)["errors"]
    assert error["kernel"] == "good"
    unlimited = run_cli(*args, timeout=300)
    assert unlimited.code == 0, unlimited.out[-2000:]
    assert json.loads(unlimited.out)["summary"]["variants_checked"] == 1


def test_an_abort_shows_where_it_happened_in_every_text_format(tmp_path: Path) -> None:
    """A Python-level abort prints nothing of its own: the worker's faulthandler leaves the stack
    in the log, and each text format shows its tail (the line of the user's module)."""
    spec = write_project(tmp_path / "project", "import os; os.abort()")
    args = ("check", "--spec", str(spec), "--cache-dir", str(tmp_path / "cache"), "--quiet")
    where = f'{spec.parent / "bad_mod.py"}", line 1 in <module>'
    for fmt in ("table", "github", "markdown", "json"):
        r = run_cli(*args, "--format", fmt, timeout=300)
        assert r.code == 3, r.err
        text = json.loads(r.out)["errors"][0]["detail"] if fmt == "json" else r.out
        if fmt == "markdown":  # GFM cells escape markup: `in \<module\>`
            text = re.sub(r"\\([\\`*\[\]<>|~&])", r"\1", text)
        assert where in text, (fmt, text)
        assert "asmscope/compile/worker.py" not in text  # the worker's own frames say nothing


def test_inspect_of_a_kernel_whose_module_hangs_at_import(tmp_path: Path) -> None:
    spec = write_project(tmp_path / "project", "import time; time.sleep(600)")
    r = run_cli("inspect", "bad", "--spec", str(spec), "--cache-dir", str(tmp_path / "cache"), "--timeout", "3",
                timeout=300)  # fmt: skip
    assert_one_line_error(r, "bad: importing 'bad_mod' or planning failed", "did not finish within 3 s")


@pytest.mark.parametrize("fault", sorted(IMPORT_FAULTS))
def test_list_names_a_kernel_whose_module_exits_aborts_or_hangs(tmp_path: Path, fault: str) -> None:
    # `list` imports the modules in workers too: before, an abort killed it without a word and
    # a hang never returned
    code, message = IMPORT_FAULTS[fault]
    spec = write_project(tmp_path / "project", code)
    args = ("list", "--spec", str(spec), "--cache-dir", str(tmp_path / "cache"), "--timeout", "5")
    r = run_cli(*args, "-f", "json", env=private_tmp(tmp_path), timeout=120)
    assert r.code == 3, (r.code, r.err[-2000:])
    assert "Traceback" not in r.err
    rows = {row["kernel"]: row for row in json.loads(r.out)}
    assert rows["good"]["variants"] == 1 and not rows["good"]["error"]
    assert rows["bad"]["variants"] == 0 and message in rows["bad"]["error"]
    [line] = [line for line in r.err.splitlines() if line.startswith("asmscope: error:")]
    assert "kernel 'bad' (gfx942): importing 'bad_mod' or planning failed" in line and message in line
    table = run_cli(*args, timeout=120)
    assert table.code == 3 and re.search(r"^bad\s.*not planned", table.out, re.M), table.out
    assert not scratch_dirs(private_tmp(tmp_path))
