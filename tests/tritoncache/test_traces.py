"""tritonparse traces as input (`--triton-cache TRACE`): the compiles of one traced run, checked
from the trace's compilation events, give the variants and findings Triton's cache of the same
run gives; NVIDIA compiles (no cubin in a trace) and unreadable events are not checked (exit 3)."""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import tomllib
from pathlib import Path

import pytest

from tests.e2e.conftest import run_cli

from .conftest import MATMUL_ARGS, REPO, TARGETS, fill_trace, isa_files

pytestmark = pytest.mark.slow

AMD = [t for t in TARGETS if not t.startswith("cuda")]


@pytest.fixture(scope="module")
def traced(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    """(Triton's cache, the plain traces, tritonparse's gzip traces) of the same compiles: one
    traced process per target, then one more for gfx942 with gzip (Triton's cache hits, which
    tritonparse logs as compiles too)."""
    root = tmp_path_factory.mktemp("traced")
    cache, plain, zipped = root / "cache", root / "trace", root / "trace-gz"
    for target in TARGETS:
        fill_trace(cache, plain, target, "tests.tritoncache.tc_kernels:tc_matmul", MATMUL_ARGS)
    fill_trace(cache, zipped, "gfx942", "tests.tritoncache.tc_kernels:tc_matmul", MATMUL_ARGS, "gzip")
    return cache, plain, zipped


def _check(path: Path, env: dict[str, str], *args: str) -> tuple[int, dict]:
    run = run_cli("check", "--triton-cache", str(path), "-f", "json", "--fail-on", "never", *args, env=env)
    assert run.code in (0, 3), run.err
    return run.code, json.loads(run.out)


def _sha(path: str) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def _findings(report: dict) -> set[tuple]:
    """Each finding by its variant (kernel, target, config, shape), the code it is in (the ISA's
    hash), rule, asm line, instruction and Python line."""
    out = set()
    for f in report["findings"]:
        src = f.get("source") or {}
        variant = (f["kernel"], f["target"], json.dumps(f["config"], sort_keys=True), f["shape"])
        out.add((*variant, _sha(f["asm_path"]), f["rule"], f["asm_line"], f["instruction"], src.get("line")))
    return out


def test_trace_checks_every_compile_as_the_cache_does(traced: tuple[Path, Path, Path], tmp_path: Path) -> None:
    cache, plain, _ = traced
    amd_isa = [p for p in isa_files(cache) if p.suffix == ".amdgcn"]
    assert len(isa_files(cache)) == 2 * len(TARGETS) and len(amd_isa) == 2 * len(AMD)
    traces = sorted(plain.glob("*.ndjson"))
    assert len(traces) == len(TARGETS)  # one per process

    code, from_trace = _check(plain, {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")})
    assert code == 3  # the NVIDIA compiles are not checked
    assert from_trace["summary"]["variants_checked"] == len(amd_isa)
    # the ISA checked is byte for byte the one in Triton's cache
    written = [p for p in (tmp_path / "ac" / "asm").glob("*/*.s")]
    assert {_sha(str(p)) for p in written} == {_sha(str(p)) for p in amd_isa}
    errors = from_trace["errors"]
    assert len(errors) == 2  # the two cuda:90 configs, each named by its trace file and line
    assert all("no cubin in the trace" in e["message"] and ".ndjson:" in e["message"] for e in errors)

    amd = [a for t in AMD for a in ("--target", t)]
    code, from_cache = _check(cache, {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac2")}, *amd)
    assert code == 0 and from_cache["summary"]["variants_checked"] == len(amd_isa)
    assert _findings(from_trace) == _findings(from_cache)
    assert from_trace["findings"], "the test kernel must give findings for the comparison to mean anything"

    # list and diff read the trace alike: the same variants as the cache's, none changed
    listed = run_cli("list", "--triton-cache", str(plain), "-f", "json")
    assert listed.code == 3, listed.err  # as for a cache with entries not readable
    rows = json.loads(listed.out)
    assert sorted(r["target"] for r in rows if not r["error"]) == sorted(AMD)
    assert sum(1 for r in rows if r["error"]) == 2
    env = {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")}
    diff = run_cli("diff", "--triton-cache", str(cache), "--triton-cache", str(plain), *amd, "-f", "json", env=env)
    assert diff.code in (0, 3), diff.err
    summary = json.loads(diff.out)["summary"]
    assert summary["unchanged"] == len(amd_isa) and summary["only_a"] == summary["only_b"] == 0
    shown = run_cli("inspect", "tc_matmul", "--triton-cache", str(plain), "--target", "gfx950", env=env)
    assert shown.code == 0, shown.err
    (asm,) = [line.split(None, 1)[1] for line in shown.out.splitlines() if line.startswith("asm:")]
    assert _sha(asm) in {_sha(str(p)) for p in amd_isa if '"gfx950"' in (p.parent / "tc_matmul.json").read_text()}


def test_gzipped_traces_read_alike(traced: tuple[Path, Path, Path], tmp_path: Path) -> None:
    _, plain, zipped = traced
    env = {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")}
    gfx942 = ("--target", "gfx942")
    _, want = _check(plain, env, *gfx942)
    assert want["summary"]["variants_checked"] == 2

    # tritonparse's own gzip output (a member per line, `.bin.ndjson`), from Triton's cache hits
    (own,) = zipped.glob("*.bin.ndjson")
    assert own.read_bytes()[:2] == b"\x1f\x8b"
    code, got = _check(own, env)
    assert code == 0 and _findings(got) == _findings(want)

    # a plain trace gzipped whole, given as one file
    (amd_trace,) = [p for p in plain.glob("*.ndjson") if '"gfx942"' in p.read_text()]
    whole = tmp_path / "run.ndjson.gz"
    whole.write_bytes(gzip.compress(amd_trace.read_bytes()))
    code, got = _check(whole, env)
    assert code == 0 and _findings(got) == _findings(want)


def test_bad_lines_and_unreadable_events(traced: tuple[Path, Path, Path], tmp_path: Path) -> None:
    _, plain, _ = traced
    (amd_trace,) = [p for p in plain.glob("*.ndjson") if '"gfx942"' in p.read_text()]
    lines = amd_trace.read_text().splitlines(keepends=True)
    assert len(lines) == 2
    env = {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")}

    bad = tmp_path / "bad.ndjson"
    bad.write_text(lines[0] + '{"event_type": "compilation", "payl\n' + lines[1])
    run = run_cli("check", "--triton-cache", str(bad), env=env)
    assert run.code == 2 and len(run.err.strip().splitlines()) == 1
    assert f"{bad}:2:" in run.err

    cut = tmp_path / "cut.ndjson.gz"
    cut.write_bytes(gzip.compress("".join(lines).encode())[:-40])  # a gzip trace cut short
    run = run_cli("check", "--triton-cache", str(cut), env=env)
    assert run.code == 2 and len(run.err.strip().splitlines()) == 1 and str(cut) in run.err

    # an event whose ISA tritonparse could not keep (its placeholder), and one not tritonparse's
    event = json.loads(lines[1])
    stem = event["payload"]["metadata"]["name"]
    event["payload"]["file_content"][f"{stem}.amdgcn"] = "<file too large: 99999999 bytes>"
    partial = tmp_path / "partial.ndjson"
    partial.write_text(lines[0] + json.dumps(event) + "\n" + '{"event_type": "compilation"}\n')
    code, report = _check(partial, env)
    assert code == 3 and report["summary"]["variants_checked"] == 1
    messages = sorted(e["message"] for e in report["errors"])
    assert len(messages) == 2
    assert f"{partial}:2:" in messages[0] and "file too large" in messages[0]
    assert f"{partial}:3:" in messages[1]


def test_spec_from_a_trace_writes_its_constexprs(tmp_path: Path) -> None:
    """Triton's cache keeps no constexpr values, a trace does: spec-from writes BLOCK, and the
    spec compiles the very ISA the trace holds."""
    cache, trace = tmp_path / "cache", tmp_path / "trace"
    args = [{"dtype": "fp32"}, {"dtype": "bf16"}, 4096]
    fill_trace(cache, trace, "gfx942", "tests.tritoncache.tc_kernels:tc_scale", args, kwargs={"BLOCK": 256})
    spec = tmp_path / "asmscope.toml"
    made = run_cli("spec-from", "--triton-cache", str(trace), "-o", str(spec), cwd=REPO)
    assert made.code == 0, made.err
    assert "BLOCK" not in made.err
    (kernel,) = tomllib.loads(spec.read_text())["kernel"]
    assert kernel["constexprs"] == {"BLOCK": 256}
    env = {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")}
    run = run_cli("check", "--spec", str(spec), "--fail-on", "never", "-q", env=env, cwd=tmp_path)
    assert run.code == 0, run.err
    compiled = [p for p in (tmp_path / "ac" / "asm").glob("*/*.s")]
    assert {_sha(str(p)) for p in compiled} == {_sha(str(p)) for p in isa_files(cache)}
    shutil.rmtree(cache)  # the trace alone is the input: Triton's cache is not read
    again = run_cli("spec-from", "--triton-cache", str(trace), "-o", str(spec), "--force", cwd=REPO)
    assert again.code == 0 and tomllib.loads(spec.read_text())["kernel"][0]["constexprs"] == {"BLOCK": 256}
