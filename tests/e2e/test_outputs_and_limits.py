"""Silence means checked, III (issue 38, cases 11, 13, 15): what `check` writes is whole or not
written, never over one of its own inputs; limits that would disable themselves (nan, inf) are
usage errors; internal errors are one line naming the input."""

from __future__ import annotations

import json
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from asmscope.isa.sass import reader as sass
from asmscope.limits import MAX_JSON_DEPTH, MAX_METADATA_BYTES

from .conftest import REPO, Result, run_cli

# real compiler output, with findings under --tag wgrad
ASM = REPO / "tests" / "fixtures" / "asm" / "gfx942_wgrad_legacy_bm256.s"
CUBIN = REPO / "tests" / "fixtures" / "nvidia" / "local" / "sm90" / "add.cubin"


@pytest.fixture
def asm(tmp_path: Path) -> Path:
    path = tmp_path / "k.s"
    shutil.copy(ASM, path)
    return path


def check(*args: str, cwd: Path) -> Result:
    return run_cli("check", "--quiet", *args, cwd=cwd)


def assert_refused(result: Result, *needles: str) -> None:
    """Exit 2 and one error line naming the problem (the notes on rules out of scope aside)."""
    assert result.code == 2, (result.code, result.err[-2000:])
    assert "Traceback" not in result.err and "internal error" not in result.err, result.err
    errors = [line for line in result.err.splitlines() if line.strip() and not line.startswith("asmscope: note:")]
    assert len(errors) == 1, result.err
    for needle in needles:
        assert needle in errors[0], errors[0]


# -- case 11: atomic writes, inputs never overwritten -------------------------------------------


def _limit_file_size(limit_bytes: int):
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit_bytes, limit_bytes))

    return apply


@pytest.mark.parametrize("flag", ["--write-baseline", "-o"])
def test_a_write_cut_short_leaves_the_old_file_whole(asm: Path, tmp_path: Path, flag: str):
    out = tmp_path / "out.json"
    old = json.dumps({"version": 1, "findings": []}) + "\n"
    out.write_text(old)
    args = [sys.executable, "-m", "asmscope", "check", "--quiet", "--asm", str(asm), "--tag", "wgrad"]
    args += [flag, str(out), *(["--format", "json"] if flag == "-o" else [])]
    done = subprocess.run(args, cwd=tmp_path, capture_output=True, text=True, preexec_fn=_limit_file_size(100))
    assert done.returncode == 2, done.stderr[-2000:]
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr, done.stderr
    assert "cannot write" in done.stderr and str(out.name) in done.stderr, done.stderr
    assert out.read_text() == old, "the old file must stay whole"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["k.s", "out.json"]), "no temporary file left"


def test_a_write_replaces_the_whole_file_and_keeps_its_mode(asm: Path, tmp_path: Path):
    out = tmp_path / "baseline.json"
    out.write_text("stale")
    out.chmod(0o640)
    result = check("--asm", str(asm), "--tag", "wgrad", "--write-baseline", str(out), cwd=tmp_path)
    assert result.code == 0, result.err[-2000:]
    assert json.loads(out.read_text())["findings"], "a wgrad kernel's narrow stores are accepted findings"
    assert out.stat().st_mode & 0o777 == 0o640


@pytest.mark.parametrize(
    ("flag", "target", "needle"),
    [
        ("-o", "baseline", "--baseline"),
        ("-o", "asm", "--asm"),
        ("--write-baseline", "asm", "--asm"),
        ("-o", "spec", "--spec"),
        ("--write-baseline", "source", "a source file"),
    ],
)
def test_an_output_that_is_one_of_the_runs_inputs_is_refused(tmp_path: Path, asm: Path, flag, target, needle):
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"version": 1, "findings": []}))
    source = tmp_path / "kernel.py"
    source.write_text("# the kernel\n")
    spec = tmp_path / "spec.toml"
    spec.write_text("")
    chosen = {"baseline": baseline, "asm": asm, "spec": spec, "source": source}[target]
    before = chosen.read_bytes()
    args = ["--asm", str(asm), "--tag", "wgrad", "--baseline", str(baseline)]
    if target == "spec":
        args = ["--spec", str(spec)]
    if target == "source":  # the asm's `.file` names a Python source: point it at ours
        asm.write_text(asm.read_text().replace('"/work/main/kernels" "gemm.py"', f'"{tmp_path}" "kernel.py"'))
        args = ["--asm", str(asm), "--tag", "wgrad"]
    result = check(*args, flag, str(chosen), cwd=tmp_path)
    assert_refused(result, flag, needle)
    assert chosen.read_bytes() == before


@pytest.mark.parametrize("where", ["missing/baseline.json", "/dev/full"])
def test_a_baseline_that_cannot_be_written_is_one_line(asm: Path, tmp_path: Path, where: str):
    result = check("--asm", str(asm), "--write-baseline", where, cwd=tmp_path)
    assert_refused(result, "cannot write the baseline", where)


# -- case 13: limits that would disable themselves ------------------------------------------------


@pytest.mark.parametrize(
    ("flag", "value"),
    [
        ("--timeout", "nan"),
        ("--timeout", "inf"),
        ("--timeout", "-inf"),
        ("--timeout", "1e300"),
        ("--memory-limit", "99999999999999"),
    ],
)
@pytest.mark.parametrize("command", ["check", "list"])
def test_a_limit_that_is_not_finite_or_absurd_is_a_usage_error(command: str, flag: str, value: str, tmp_path: Path):
    if command == "list" and flag == "--memory-limit":
        pytest.skip("list compiles nothing: it has no --memory-limit")
    result = run_cli(command, flag, value, cwd=tmp_path)
    assert result.code == 2, (result.code, result.err[-1000:])
    assert "Traceback" not in result.err
    assert flag in result.err and "expected" in result.err, result.err


@pytest.mark.parametrize(
    ("line", "key"), [("timeout = nan", "'timeout'"), ("memory-limit = 99999999999999", "'memory-limit'")]
)
def test_a_config_limit_that_is_not_finite_or_absurd_names_the_file_and_key(tmp_path: Path, line: str, key: str):
    (tmp_path / "asmscope.toml").write_text(line + "\n")
    result = run_cli("check", "--quiet", "--asm", str(ASM), cwd=tmp_path)
    assert_refused(result, "asmscope.toml", key, "expected")


# -- case 15: internal errors become one line -----------------------------------------------------


@pytest.mark.skipif(sass.tool("nvdisasm") is None, reason="nvdisasm not available")
def test_a_register_no_target_has_is_a_parse_error_and_the_other_file_is_still_checked(tmp_path: Path):
    listing = subprocess.run([sass.tool("nvdisasm"), "-c", str(CUBIN)], capture_output=True, text=True, check=True)
    good = tmp_path / "good.sass"
    good.write_text(listing.stdout)
    lines = listing.stdout.split("\n")
    at = next(i for i, line in enumerate(lines) if "IMAD " in line and " R" in line)
    head, _, tail = lines[at].partition("IMAD ")
    first, _, rest = tail.partition(",")
    lines[at] = f"{head}IMAD {first}, R4000000000,{rest.split(',', 1)[1] if ',' in rest else rest}"
    bad = tmp_path / "bad.sass"
    bad.write_text("\n".join(lines))
    out = tmp_path / "report.json"
    result = run_cli(
        "check", "--quiet", "--asm", str(good), "--asm", str(bad), "-j", "2", "-f", "json", "-o", str(out),
        cwd=tmp_path,
    )  # fmt: skip
    assert result.code == 2, result.err[-2000:]  # an --asm file that does not parse (docs/outputs.md)
    assert "internal error" not in result.err and "Traceback" not in result.err, result.err
    errors = [line for line in result.err.splitlines() if line.startswith("asmscope: error:")]
    assert len(errors) == 1 and f"bad.sass:{at + 1}:" in errors[0] and "R4000000000" in errors[0], result.err
    report = json.loads(out.read_text())
    assert [e["kind"] for e in report["errors"]] == ["parse-error"]
    assert report["summary"]["variants_checked"] == 1, report["summary"]


# -- case 14: JSON inputs are bounded in size and depth -------------------------------------------


def _deep(levels: int) -> str:
    return "[" * levels + "]" * levels


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ('{"num_warps": 4, "shared": 0, "x": ' + _deep(100_000) + "}", f"nested deeper than {MAX_JSON_DEPTH}"),
        (
            '{"num_warps": 4, "shared": 0, "x": ' + _deep(MAX_JSON_DEPTH + 1) + "}",
            f"nested deeper than {MAX_JSON_DEPTH}",
        ),
        (
            '{"num_warps": 4, "shared": 0, "pad": "' + "x" * MAX_METADATA_BYTES + '"}',
            f"larger than {MAX_METADATA_BYTES}",
        ),
    ],
    ids=["100k levels", "one level too deep", "one byte too large"],
)
def test_metadata_beside_a_cubin_is_bounded(tmp_path: Path, content: str, needle: str):
    cubin = tmp_path / "add.cubin"
    shutil.copy(CUBIN, cubin)
    (tmp_path / "add.json").write_text(content)
    result = run_cli("check", "--quiet", "--asm", str(cubin), cwd=tmp_path)
    assert_refused(result, "add.json", needle)


def test_metadata_at_the_bound_is_read(tmp_path: Path):
    cubin = tmp_path / "add.cubin"
    shutil.copy(CUBIN, cubin)
    meta = json.loads((CUBIN.with_suffix(".json")).read_text())
    meta["x"] = json.loads(_deep(MAX_JSON_DEPTH - 1))  # the object itself is the first level
    (tmp_path / "add.json").write_text(json.dumps(meta))
    result = run_cli("check", "--quiet", "--asm", str(cubin), cwd=tmp_path)
    assert result.code == 0, result.err[-2000:]


@pytest.mark.parametrize("levels", [MAX_JSON_DEPTH + 1, 100_000])
def test_merge_refuses_a_report_nested_too_deeply(tmp_path: Path, levels: int):
    shard = tmp_path / "shard.json"
    shard.write_text('{"run": {}, "findings": ' + _deep(levels) + "}")
    result = run_cli("merge", str(shard), str(shard), cwd=tmp_path)
    assert_refused(result, "shard.json", f"nested deeper than {MAX_JSON_DEPTH}")


def test_an_output_that_is_a_kernels_module_is_refused(tmp_path: Path):
    """The spec's kernel module is an input even when no finding points at it (here its import
    fails, so the run has no findings at all)."""
    module = tmp_path / "kern.py"
    module.write_text("raise SystemExit(1)\n")
    (tmp_path / "spec.toml").write_text(
        'targets = ["gfx942"]\n[[kernel]]\nname = "k"\nfunction = "kern:k"\nargs = {n = 1}\n'
    )
    result = run_cli("check", "--quiet", "--spec", "spec.toml", "-o", "kern.py", cwd=tmp_path)
    assert_refused(result, "-o kern.py", "a source file")
    assert module.read_text() == "raise SystemExit(1)\n"
