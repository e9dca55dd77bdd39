"""`asmscope check --triton-cache`: every entry of a real Triton cache is checked, with the
findings the same variant has when compiled from a spec; entries that cannot be read fail the run."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest

from tests.e2e.conftest import run_cli

from .conftest import MATMUL_ARGS, REPO, TARGETS, fill_cache, isa_files

pytestmark = pytest.mark.slow

SPEC = """
targets = {targets}
python-path = ["{repo}"]
[[kernel]]
name = "tc_matmul"
function = "tests.tritoncache.tc_kernels:tc_matmul"
args = {{ a_ptr = "fp16", b_ptr = "fp16", c_ptr = "bf16", K = 256 }}
"""


def _sha(path: str) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def _findings(report: dict, base: Path) -> set[tuple]:
    """Each finding by the code it is in (the ISA's hash), rule, instruction and Python line."""
    out = set()
    for f in report["findings"]:
        src = f.get("source") or {}
        out.add((_sha(str(base / f["asm_path"])), f["rule"], f["instruction"], src.get("file"), src.get("line")))
    return out


def test_every_entry_checked_with_the_findings_of_the_spec_variant(triton_cache: Path, tmp_path: Path) -> None:
    env = {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")}
    cached = run_cli("check", "--triton-cache", str(triton_cache), "-f", "json", "--fail-on", "never", env=env)
    assert cached.code == 0, cached.err
    from_cache = json.loads(cached.out)
    entries = isa_files(triton_cache)
    assert len(entries) == 2 * len(TARGETS)
    assert from_cache["summary"]["variants_checked"] == len(entries)
    assert {f["target"] for f in from_cache["findings"]} <= set(TARGETS)

    spec = tmp_path / "asmscope.toml"
    spec.write_text(SPEC.format(targets=json.dumps(list(TARGETS)), repo=REPO))
    compiled = run_cli("check", "--spec", str(spec), "-f", "json", "--fail-on", "never", env=env)
    assert compiled.code == 0, compiled.err
    from_spec = json.loads(compiled.out)
    assert from_spec["summary"]["variants_checked"] == len(entries)
    # the spec compiles the very code the cache holds (same ISA bytes), and finds the same
    spec_shas = {_sha(p) for p in (tmp_path / "ac" / "asm").glob("*/*") if p.suffix in (".s", ".cubin")}
    assert spec_shas == {_sha(str(p)) for p in entries}
    assert _findings(from_cache, REPO) == _findings(from_spec, REPO)
    assert from_cache["findings"], "the test kernel must give findings for the comparison to mean anything"


def test_kernel_selection_and_unreadable_entries(triton_cache: Path, tmp_path: Path) -> None:
    env = {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")}
    none = run_cli("check", "--triton-cache", str(triton_cache), "--kernel", "nope*", env=env)
    assert none.code == 2 and "no compiled kernel matching --kernel" in none.err

    broken = tmp_path / "broken"
    shutil.copytree(triton_cache, broken)
    first, second = sorted(p.parent for p in isa_files(broken))[:2]
    next(first.glob("__grp__*.json")).unlink()  # a compile that did not finish
    meta = next(p for p in second.glob("*.json") if not p.name.startswith("__grp__"))
    data = json.loads(meta.read_text())
    meta.write_text(json.dumps({**data, "triton_version": "2.1.0"}))  # a Triton not known here
    run = run_cli("check", "--triton-cache", str(broken), "-f", "json", "--fail-on", "never", env=env)
    assert run.code == 3, run.err
    report = json.loads(run.out)
    assert report["summary"]["variants_checked"] == len(isa_files(broken)) - 2
    messages = " ".join(e["message"] for e in report["errors"])
    assert str(first) in messages and str(second) in messages and len(report["errors"]) == 2


def test_baselines_and_formats(triton_cache: Path, tmp_path: Path) -> None:
    env = {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")}
    base = tmp_path / "baseline.json"
    args = ("check", "--triton-cache", str(triton_cache), "--target", "gfx942")
    wrote = run_cli(*args, "--write-baseline", str(base), env=env)
    assert wrote.code == 0, wrote.err
    again = run_cli(*args, "--baseline", str(base), "-f", "json", env=env)
    assert again.code == 0, again.err
    report = json.loads(again.out)
    assert report["findings"] == [] and report["summary"]["suppressed"] > 0
    for fmt, marker in (("sarif", '"runs"'), ("junit", "<testsuite"), ("markdown", "tc_matmul"), ("html", "<html")):
        out = run_cli(*args, "-f", fmt, "--fail-on", "never", env=env)
        assert out.code == 0 and marker in out.out, (fmt, out.err)


def test_sources_found_in_this_checkout(tmp_path: Path) -> None:
    """A cache made in another clone (since removed): findings name this checkout's file."""
    clone = tmp_path / "clone"
    (clone / "tests" / "tritoncache").mkdir(parents=True)
    for name in ("__init__.py", "tc_kernels.py"):
        shutil.copy(REPO / "tests" / "tritoncache" / name, clone / "tests" / "tritoncache" / name)
    cache = tmp_path / "cache"
    fill_cache(cache, "gfx942", "tests.tritoncache.tc_kernels:tc_matmul", MATMUL_ARGS, source_root=clone)
    assert all(str(clone) in p.read_text() for p in cache.glob("*/*.ttir"))  # compiled from the clone
    shutil.rmtree(clone)
    env = {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")}
    run = run_cli("check", "--triton-cache", str(cache), "-f", "json", "--fail-on", "never", env=env, cwd=REPO)
    assert run.code == 0, run.err
    files = {f["source"]["file"] for f in json.loads(run.out)["findings"] if f.get("source")}
    assert files == {str(REPO / "tests" / "tritoncache" / "tc_kernels.py")}


def test_code_object_only_entries_check_alike(triton_cache: Path, tmp_path: Path) -> None:
    """An AMD entry whose .amdgcn text is gone is read from its .hsaco: the same findings."""
    env = {"ASMSCOPE_CACHE_DIR": str(tmp_path / "ac")}
    hsaco_only = tmp_path / "hsaco-only"
    shutil.copytree(triton_cache, hsaco_only)
    for text in hsaco_only.glob("*/*.amdgcn"):
        text.unlink()
        group = next(text.parent.glob("__grp__*.json"))
        data = json.loads(group.read_text())
        data["child_paths"] = {k: v for k, v in data["child_paths"].items() if not k.endswith(".amdgcn")}
        group.write_text(json.dumps(data))

    def found(cache: Path) -> tuple[int, set[tuple]]:
        args = ("--target", "gfx942", "--target", "gfx950", "-f", "json", "--fail-on", "never")
        run = run_cli("check", "--triton-cache", str(cache), *args, env=env)
        assert run.code == 0, run.err
        report = json.loads(run.out)
        keys = {(f["rule"], f["target"], f["shape"], f["source"]["line"]) for f in report["findings"]}
        return report["summary"]["variants_checked"], keys

    from_objects = found(hsaco_only)
    assert from_objects == found(triton_cache)
    assert from_objects[0] == 4 and from_objects[1]
