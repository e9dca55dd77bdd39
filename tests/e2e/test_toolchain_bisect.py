"""`asmscope bisect --toolchains 3.6.0..3.9.0` over the real releases of the package index
(3.6.0, 3.7.0, 3.7.1, 3.8.0, 3.9.0: installed once into the stable test directory shared with
test_toolchain_diff.py), on a small kernel.

The oracle is Triton's own launch path run under EVERY release of the range (no asmscope code):
every asm bisect compiled must be byte for byte that build of its release; its asm's instruction
lines, counted by a plain regex, and LLVM's `; NumVgprs:` comment give each release's values; a
linear scan of them gives the pair of adjacent releases each change lies between, which the
bisection (compiling fewer releases) must pin, with the same values.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
from itertools import pairwise
from pathlib import Path

import pytest

from asmscope.compile.toolchain import Toolchain, ToolchainError, named_env, resolve_toolchain

from .conftest import assert_one_line_error, run_cli
from .test_toolchain_diff import COMPILE_TESTS, ENVS, SPEC, STABLE, records, triton_runtime_path

RANGE = ("3.6.0", "3.7.0", "3.7.1", "3.8.0", "3.9.0")
# scale_add's autotune configs in their order (what the launch path returns its kernels in)
CONFIGS = ((64, 1), (64, 2), (256, None), (1024, None))


@pytest.fixture(scope="module")
def releases() -> dict[str, Toolchain]:
    try:
        for version in RANGE:
            named_env(version, ENVS)
    except ToolchainError as exc:  # no package index reachable: these releases cannot be had
        pytest.skip(f"cannot install the Triton releases to bisect: {exc}")
    return {v: resolve_toolchain(f"triton=={v}", STABLE) for v in RANGE}


def oracle_values(asm: str) -> dict[str, int]:
    body = re.search(r"^scale_add:.*?$(.*?)^\.Lfunc_end", asm, re.S | re.M)
    assert body is not None
    instructions = [ln for ln in body.group(1).splitlines() if re.match(r"^\s+[a-z][a-z0-9_]*\b", ln)]
    vgprs = re.search(r"; NumVgprs: (\d+)", asm)
    assert vgprs is not None
    return {"instructions": len(instructions), "vgpr": int(vgprs.group(1))}


def first_changes(series: list[tuple[str, int]]) -> list[tuple[str, str, int, int]]:
    return [(a, b, va, vb) for (a, va), (b, vb) in pairwise(series) if va != vb]


def test_bisect_pins_what_every_release_s_own_triton_builds(releases: dict[str, Toolchain], tmp_path: Path) -> None:
    root = tmp_path / "repo"
    root.mkdir()
    # the kernel's own file, as the launch path imports it (its path is in the asm's debug info)
    (root / "asmscope.toml").write_text(SPEC.format(here=COMPILE_TESTS))
    args = ["bisect", "--toolchains", "3.6.0..3.9.0", "--metric", "instructions", "--metric", "vgpr"]
    args += ["--target", "gfx950", "--cache-dir", str(tmp_path / "cache"), "-j", "2", "--format", "json"]
    result = run_cli(*args, cwd=root, env={"ASMSCOPE_TOOLCHAINS_DIR": str(ENVS)})
    assert result.code == 0, result.err[-3000:]
    report = json.loads(result.out)
    assert report["releases"] == list(RANGE)  # every final release the index has in the range
    assert "bisecting: compiling" in result.err and "creating toolchain" not in result.err

    # the oracle: every release, every config, through Triton's own launch path
    theirs = {v: triton_runtime_path(t, "gfx950", tmp_path) for v, t in releases.items()}
    truth = {v: [oracle_values(asm) for asm in theirs[v]] for v in RANGE}
    # what bisect compiled with a release is byte for byte what that release's launch path builds
    built = records(tmp_path / "cache")
    assert {r["triton_version"] for r in built} == set(report["compiled"])
    for r in built:
        i = next(i for i, (block, kpack) in enumerate(CONFIGS)
                 if block == r["constexprs"]["BLOCK"] and kpack in (None, r["options"]["kpack"]))  # fmt: skip
        own = hashlib.sha256(theirs[r["triton_version"]][i].encode()).hexdigest()
        assert r["asm_sha256"] == own, (r["triton_version"], CONFIGS[i])
        assert r["triton_dir"] == releases[r["triton_version"]].triton_dir
    rows = {(v["config"]["BLOCK"], v["config"].get("kpack"), v["metric"]): v for v in report["variants"]}
    assert len(rows) == len(CONFIGS) * 2 == len(report["variants"])
    expected_pairs = set()
    for i, config in enumerate(CONFIGS):
        for metric in ("instructions", "vgpr"):
            row = rows[(*config, metric)]
            series = [(v, truth[v][i][metric]) for v in RANGE]
            assert row["values"] == {v: n for v, n in series if v in report["compiled"]}, (config, metric)
            expected = first_changes(series)
            got = [(c["before"], c["after"], c["old"], c["new"]) for c in row["changes"]]
            assert got == expected, (config, metric, series)
            assert row["first_changed_in"] == (expected[0][1] if expected else None)
            expected_pairs.update((a, b) for a, b, _, _ in expected)
    assert expected_pairs, "no metric changed in the range: the test would prove nothing"
    # a bisection, not a scan: fewer releases compiled than the range has, the rest reported skipped
    assert len(report["compiled"]) < len(RANGE)
    assert sorted(report["compiled"] + report["skipped"], key=RANGE.index) == list(RANGE)
    assert f"compiled {len(report['compiled'])} of {len(RANGE)} releases" in report["summary"]

    # the table says the same, and a second run is served from the cache
    table = run_cli(*args[:-2], "--format", "table", cwd=root, env={"ASMSCOPE_TOOLCHAINS_DIR": str(ENVS)})
    assert table.code == 0, table.err[-2000:]
    assert f"releases skipped by the search: {', '.join(report['skipped'])}" in table.out
    built = re.findall(r"compiled (\d+), \d+ from cache", table.err)
    assert len(built) == len(report["compiled"]) and set(built) == {"0"}, table.err


def test_an_explicit_list_bisects_those_releases_only(releases: dict[str, Toolchain], tmp_path: Path) -> None:
    root = tmp_path / "repo"
    root.mkdir()
    shutil.copy(COMPILE_TESTS / "sample_kernels.py", root)
    (root / "asmscope.toml").write_text(SPEC.format(here="."))
    result = run_cli("bisect", "--toolchains", "3.9.0,3.7.1", "--metric", "vgpr", "--target", "gfx950",
                     "--cache-dir", str(tmp_path / "c"), "-q", "--format", "json", "--fail-on-change",
                     cwd=root, env={"ASMSCOPE_TOOLCHAINS_DIR": str(ENVS)})  # fmt: skip
    assert result.code == 0 and not result.err, result.err  # vgpr unchanged: --fail-on-change stays 0
    report = json.loads(result.out)
    assert report["releases"] == report["compiled"] == ["3.7.1", "3.9.0"]
    assert all(not v["changes"] and v["checked"] for v in report["variants"]) and len(report["variants"]) == 4
    assert "no variant's value differs between the two ends" in report["summary"]


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--toolchains", "3.5.1..3.9.0", "--metric", "vgpr"], "triton 3.5.1 is not supported"),
        (["--toolchains", "3.9.0..3.6.0", "--metric", "vgpr"], "the range is empty"),
        (["--toolchains", "3.6.0..3.9.0", "--metric", "vgrp"], "did you mean vgpr?"),
    ],
)
def test_bad_input_is_one_line(args: list[str], needle: str, tmp_path: Path) -> None:
    (tmp_path / "asmscope.toml").write_text(SPEC.format(here="."))
    assert_one_line_error(run_cli("bisect", *args, "--cache-dir", str(tmp_path / "c"), cwd=tmp_path), needle)


def test_an_index_that_cannot_be_listed_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "asmscope.toml").write_text(SPEC.format(here="."))
    env = {"PIP_CONFIG_FILE": os.devnull, "PIP_INDEX_URL": (tmp_path / "no-index").as_uri()}
    args = ["--metric", "vgpr", "--cache-dir", str(tmp_path / "c"), "-q"]
    result = run_cli("bisect", "--toolchains", "3.6.0..3.9.0", *args, cwd=tmp_path, env=env)
    assert_one_line_error(result, "cannot list the Triton releases", "No matching distribution found for triton")
    # a comma list does not ask the index (it fails later, installing into an empty cache)
    envs = {**env, "ASMSCOPE_TOOLCHAINS_DIR": str(tmp_path / "envs")}
    listed = run_cli("bisect", "--toolchains", "3.6.0,3.9.0", *args, cwd=tmp_path, env=envs)
    assert_one_line_error(listed, "cannot create toolchain triton==3.6.0: pip failed")


def has_option(tool: Toolchain, name: str) -> bool:
    """Whether the release's own HIPOptions has a compiler option (asked of Triton, not asmscope)."""
    code = f"from triton.backends.amd.compiler import HIPOptions; print({name!r} in HIPOptions.__dataclass_fields__)"
    proc = subprocess.run([tool.python, "-c", code], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout.strip() == "True"


def test_where_a_variant_starts_building_is_pinned_and_never_building_is_exit_3(
    releases: dict[str, Toolchain], tmp_path: Path
) -> None:
    """`wgp_cu_mode` is a compiler option some release added: the config using it fails to
    compile before that release (a value of the search) and builds from it on."""
    spec = SPEC.format(here=COMPILE_TESTS).replace('targets = ["gfx942", "gfx950"]', 'targets = ["gfx950"]')
    spec += 'configs = [ { BLOCK = 64, num_warps = 4 }, { BLOCK = 128, num_warps = 4, wgp_cu_mode = "cu" } ]\n'
    (tmp_path / "asmscope.toml").write_text(spec)
    known = [v for v in RANGE if has_option(releases[v], "wgp_cu_mode")]
    assert known and known[0] != RANGE[0] and known == list(RANGE[RANGE.index(known[0]) :])
    added = known[0]
    before = RANGE[RANGE.index(added) - 1]
    env = {"ASMSCOPE_TOOLCHAINS_DIR": str(ENVS)}
    base = ["bisect", "--metric", "vgpr", "--cache-dir", str(tmp_path / "c"), "-q"]
    result = run_cli(*base, "--toolchains", "3.6.0..3.9.0", "-f", "json", cwd=tmp_path, env=env)
    assert result.code == 0, result.err[-2000:]
    rows = {v["config"]["BLOCK"]: v for v in json.loads(result.out)["variants"]}
    (change,) = rows[128]["changes"]
    assert (change["before"], change["after"], change["old"]) == (before, added, "compile-error")
    assert isinstance(change["new"], int) and rows[128]["checked"]
    assert all("wgp_cu_mode" in message for message in rows[128]["errors"].values())
    assert set(rows[128]["errors"]) == {v for v in rows[128]["values"] if v not in known}
    assert rows[64]["checked"] and not rows[64]["errors"]
    # releases that all lack the option: the variant was never built, it is reported, exit 3
    never = run_cli(*base, "--toolchains", f"{RANGE[0]},{before}", cwd=tmp_path, env=env)
    assert never.code == 3, never.err[-2000:]
    assert "not checked: scale_add[big]{BLOCK=128," in never.out and "failed: scale_add" in never.out
