"""`asmscope diff --toolchain-a triton==3.6.0 --toolchain-b triton==3.9.0` with two real Triton
releases from the package index, installed once into a stable directory (so that CI and later
runs reuse them) and used by every test here.

The oracle for each side is Triton's own runtime path (tests/compile/triton_runtime_path.py,
no asmscope code) run under that release: each side's asm must be byte for byte what its own
Triton builds, and the two releases must build different code for the test to mean anything.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import site
import subprocess
from pathlib import Path

import platformdirs
import pytest

from asmscope.compile import CompileCache, WorkerPool, compile_variants, plan_variants_cached
from asmscope.compile.toolchain import Toolchain, ToolchainError, named_env, resolve_toolchain
from asmscope.spec import load_spec_file
from tests.compile.test_compile_stage import WORKER_PROBE

from .conftest import REPO, assert_one_line_error, run_cli

RELEASES = ("3.6.0", "3.9.0")
COMPILE_TESTS = REPO / "tests" / "compile"
STABLE = Path(os.environ.get("ASMSCOPE_TEST_TOOLCHAINS_DIR") or platformdirs.user_cache_dir("asmscope-tests"))
ENVS = STABLE / "toolchains"
SPEC = """
targets = ["gfx942", "gfx950"]
python-path = ["{here}"]
[shapes]
big = {{ N = 4096 }}
[[kernel]]
name = "scale_add"
function = "sample_kernels:scale_add"
shapes = ["big"]
args = {{ x_ptr = "fp16", y_ptr = "fp32", out_ptr = "bf16", n = "N", stride = 1, alpha = 0.5 }}
"""


@pytest.fixture(scope="session")
def toolchains(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Toolchain]:
    """The two releases' environments (created on the first run only) as toolchains."""
    try:
        for version in RELEASES:
            named_env(version, ENVS)
    except ToolchainError as exc:  # no package index reachable: these releases cannot be had
        pytest.skip(f"cannot install the Triton releases to compare: {exc}")
    return {v: resolve_toolchain(f"triton=={v}", STABLE) for v in RELEASES}  # STABLE/toolchains is ENVS


SCALE_ADD_ARGS = [{"dtype": "float16"}, {"dtype": "float32"}, {"dtype": "bfloat16"}, 4096, 1, 0.5]


def launch_path(tool: Toolchain, arch: str, scratch: Path, function: str, args: list) -> subprocess.CompletedProcess:
    """Triton's own launch path (tests/compile/triton_runtime_path.py) for every autotune config
    of `function`, run under the toolchain's interpreter (torch from this interpreter's
    site-packages, after its own): stdout the asm per config as JSON, stderr what Triton printed."""
    driver_sites = [d for d in site.getsitepackages() if os.path.isdir(d)]
    boot = (
        "import site, sys, runpy\n"
        f"for d in {driver_sites!r}: site.addsitedir(d)\n"
        "import triton\n"
        f"assert triton.__version__ == {tool.triton_version!r}, triton.__file__\n"
        f"sys.argv = ['triton_runtime_path.py'] + sys.argv[1:]\n"
        f"runpy.run_path({str(COMPILE_TESTS / 'triton_runtime_path.py')!r}, run_name='__main__')\n"
    )
    return subprocess.run(
        [tool.python, "-c", boot, arch, function, json.dumps(args)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(COMPILE_TESTS), "TRITON_CACHE_DIR": str(scratch / tool.triton_version),
             "PYTHONDONTWRITEBYTECODE": "1"},
        cwd=scratch,
        timeout=900,
    )


def triton_runtime_path(tool: Toolchain, arch: str, scratch: Path) -> list[str]:
    """`scale_add`'s asm for each autotune config, built by Triton's own launch path."""
    proc = launch_path(tool, arch, scratch, "sample_kernels:scale_add", SCALE_ADD_ARGS)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout)


def test_each_side_is_what_its_own_triton_builds(toolchains: dict[str, Toolchain], tmp_path: Path) -> None:
    spec_path = tmp_path / "asmscope.toml"
    spec_path.write_text(SPEC.format(here=COMPILE_TESTS))
    spec = load_spec_file(spec_path)
    cache = CompileCache(tmp_path / "cache")  # ONE cache for both toolchains: they must not share entries
    for version, tool in toolchains.items():
        assert tool.triton_dir.startswith(str(ENVS / f"triton-{version}")) and not tool.is_default
        pool = WorkerPool(2, timeout=600, toolchain=tool)
        plan = plan_variants_cached(spec, spec.kernels, ["gfx950"], cache.root, pool=pool)
        outcome = compile_variants(plan, cache, pool=pool)
        assert not outcome.errors and outcome.hits == 0 and outcome.built == len(plan) == 4
        assert {v.triton_version for v in outcome.compiled} == {version}
        ours = [Path(v.asm_path).read_text() for v in outcome.compiled]
        theirs = triton_runtime_path(tool, "gfx950", tmp_path)
        assert ours == theirs, f"triton {version}: asmscope's asm is not what Triton's launch path builds"
    asm = {v: triton_runtime_path(t, "gfx950", tmp_path) for v, t in toolchains.items()}
    assert asm["3.6.0"] != asm["3.9.0"]  # so a variant built by the wrong toolchain would be caught


def test_a_worker_imports_torch_under_neither_release(toolchains: dict[str, Toolchain], tmp_path: Path) -> None:
    """Triton 3.6.0 imports torch in its native argument specializer and in the AMD backend's
    `is_within_2gb`, only to recognise torch tensors; a worker passes none, so it keeps torch out
    (about 1.5 s of CPU per worker). The code is unchanged: the test above compares it with
    Triton's own launch path through real torch."""
    spec_path = tmp_path / "asmscope.toml"
    spec_path.write_text(SPEC.format(here=COMPILE_TESTS))
    spec = load_spec_file(spec_path)
    driver_sites = [d for d in site.getsitepackages() if os.path.isdir(d)]
    for version, tool in toolchains.items():
        with WorkerPool(1, timeout=600, toolchain=tool) as pool:
            plan = plan_variants_cached(spec, spec.kernels, ["gfx942"], tmp_path / version, pool=pool)
        boot = f"import site, sys\nfor d in {driver_sites!r}: site.addsitedir(d)\nsys.path.insert(0, {str(REPO)!r})\n"
        proc = subprocess.run(
            [tool.python, "-c", boot + WORKER_PROBE],
            input=json.dumps([p.job for p in plan]),
            capture_output=True,
            text=True,
            env={**os.environ, "TRITON_CACHE_DIR": str(tmp_path / "triton" / version), "PYTHONDONTWRITEBYTECODE": "1"},
            timeout=600,
        )
        assert proc.returncode == 0, proc.stderr[-3000:]
        probe = json.loads(proc.stdout.splitlines()[-1])
        assert probe["statuses"] and set(probe["statuses"]) <= {"ok", "pruned"}, version
        assert all(n > 0 for n in probe["buffer_stores"]), version  # the 32-bit pointer range kept
        assert probe["torch_imported"] is False, f"triton {version}: a worker imported torch"


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("toolchain-repo")
    shutil.copy(COMPILE_TESTS / "sample_kernels.py", root)
    (root / "asmscope.toml").write_text(SPEC.format(here="."))
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-qm", "kernel"]):
        subprocess.run(["git", "-C", str(root), "-c", "user.email=d@e", "-c", "user.name=d", *args], check=True)
    return root


def records(cache: Path) -> list[dict]:
    return [json.loads(p.read_text())["record"] for p in (cache / "compile").rglob("*.json")]


def test_toolchain_diff_end_to_end(toolchains: dict[str, Toolchain], repo: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    args = ["diff", "--toolchain-a", "triton==3.6.0", "--toolchain-b", "3.9.0", "--cache-dir", str(cache), "-j", "2"]
    env = {"ASMSCOPE_TOOLCHAINS_DIR": str(ENVS)}
    first = run_cli(*args, "--format", "json", cwd=repo, env=env)
    assert first.code == 0, first.err[-3000:]
    report = json.loads(first.out)
    assert (report["ref_a"], report["ref_b"]) == ("triton 3.6.0", "triton 3.9.0")
    assert report["triton_version"] == "3.6.0 -> 3.9.0"
    # every variant paired (kernel, shape, config, target), and the releases' code differs
    planned = 8  # 4 configs x 2 targets
    assert not report["only_a"] and not report["only_b"]
    assert len(report["variants"]) + report["unchanged"] == planned and report["variants"]
    # each side's compile records were written by its own Triton, under keys of their own
    by_dir: dict[str, set[str]] = {}
    for record in records(cache):
        by_dir.setdefault(record["triton_dir"], set()).add(record["triton_version"])
    assert by_dir == {toolchains[v].triton_dir: {v} for v in RELEASES}
    assert len(records(cache)) == 2 * planned
    # a second run is served from the cache, each side from its own entries: the same report
    again = run_cli(*args, "--format", "json", cwd=repo, env=env)
    assert again.code == 0 and json.loads(again.out) == report
    assert again.err.count("compiled 0, 8 from cache") == 2, again.err
    # refs and toolchains combine (the venv's path names the same toolchain as triton==3.6.0:
    # nothing is compiled again); the markdown report names both sides
    venv = str(ENVS / "triton-3.6.0")  # a toolchain given as a venv's path
    both = run_cli("diff", "main", "WORKTREE", "--toolchain", venv, "--cache-dir", str(cache),
                   "--format", "markdown", cwd=repo, env=env)  # fmt: skip
    assert both.code == 0, both.err[-2000:]
    assert "main (triton 3.6.0)" in both.out and "WORKTREE (triton 3.6.0)" in both.out
    assert both.err.count("compiled 0, 8 from cache") == 2, both.err


def test_a_failed_install_is_one_line_naming_the_requirement(repo: Path, tmp_path: Path) -> None:
    result = run_cli("diff", "--toolchain-a", "triton==0.0.1", "--cache-dir", str(tmp_path), "-q", cwd=repo)
    assert_one_line_error(result, "cannot create toolchain triton==0.0.1", "pip failed")
    assert not (tmp_path / "toolchains" / "triton-0.0.1").exists()


def test_an_option_one_release_lacks_is_shown_not_dropped(toolchains: dict[str, Toolchain], tmp_path: Path) -> None:
    """`wgp_cu_mode` is a compiler option of triton 3.9 (HIPOptions) that 3.6 does not have:
    the config's variant fails on the 3.6 side with the key named, is only on the 3.9 side,
    and the other config is still compared."""
    root = tmp_path / "repo"
    root.mkdir()
    shutil.copy(COMPILE_TESTS / "sample_kernels.py", root)
    spec = SPEC.format(here=".").replace('targets = ["gfx942", "gfx950"]', 'targets = ["gfx950"]')
    spec += "configs = [ { BLOCK = 64, num_warps = 4 }, { BLOCK = 128, num_warps = 4, wgp_cu_mode = \"cu\" } ]\n"
    (root / "asmscope.toml").write_text(spec)
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-qm", "kernel"]):
        subprocess.run(["git", "-C", str(root), "-c", "user.email=d@e", "-c", "user.name=d", *args], check=True)
    result = run_cli("diff", "--toolchain-a", "3.6.0", "--toolchain-b", "3.9.0", "--cache-dir", str(tmp_path / "c"),
                     "--format", "json", cwd=root, env={"ASMSCOPE_TOOLCHAINS_DIR": str(ENVS)})  # fmt: skip
    assert result.code == 3, result.err[-2000:]  # a variant could not be built on one side
    report = json.loads(result.out)
    (error,) = report["errors_a"]
    assert error["config"].get("wgp_cu_mode") == "cu"
    assert "wgp_cu_mode" in error["message"] and "triton 3.6.0 has no such option" in error["message"]
    assert [v["config"].get("wgp_cu_mode") for v in report["only_b"]] == ["cu"]
    assert not report["errors_b"] and len(report["variants"]) + report["unchanged"] == 1


PIPELINE_FAILED = re.compile(r"Pipeline failed while executing \[`([^`]+)`")
SCALED_DOT_SPEC = """
targets = ["gfx942", "gfx950"]
python-path = ["."]
[shapes]
k4096 = { K = 4096 }
[[kernel]]
name = "scaled_dot_loop"
function = "scaled_dot_kernels:scaled_dot_loop"
shapes = ["k4096"]
args = { a_ptr = "fp16", b_ptr = "fp16", c_ptr = "fp32", s_ptr = "fp32", K = "K" }
"""


def test_a_pass_failure_on_one_side_names_the_pass(toolchains: dict[str, Toolchain], tmp_path: Path) -> None:
    """tests/compile/scaled_dot_kernels.py's `num_stages=3` config fails in an MLIR pass under
    3.6.0 on both targets and compiles under 3.9.0: the diff reports it as 3.6.0's error whose
    message names the pass and the LLVM assertion that 3.6.0's own launch path says failed (its
    `num_stages=2` config compiles on both sides and is compared)."""
    root = tmp_path / "repo"
    root.mkdir()
    shutil.copy(COMPILE_TESTS / "scaled_dot_kernels.py", root)
    (root / "asmscope.toml").write_text(SCALED_DOT_SPEC)
    # the oracle: Triton's own launch path under each release, no asmscope code
    oracle_args = [{"dtype": "float16"}, {"dtype": "float16"}, {"dtype": "float32"}, {"dtype": "float32"}, 4096]
    expected = {}
    for arch in ("gfx942", "gfx950"):
        old = launch_path(toolchains["3.6.0"], arch, tmp_path, "scaled_dot_kernels:scaled_dot_loop", oracle_args)
        assert old.returncode != 0, "triton 3.6.0 now builds the reproducer: the test has lost its subject"
        (failed_pass,) = set(PIPELINE_FAILED.findall(old.stderr))
        raised = old.stderr.strip().splitlines()[-1]  # the traceback's last line: the Python exception
        (condition,) = re.findall(r"Assertion `(.*)' failed", old.stderr)  # the LLVM assertion behind it
        expected[arch] = f"{raised} (in pass {failed_pass}: Assertion `{condition}' failed in "
        new = launch_path(toolchains["3.9.0"], arch, tmp_path, "scaled_dot_kernels:scaled_dot_loop", oracle_args)
        assert new.returncode == 0 and len(json.loads(new.stdout)) == 2, new.stderr[-3000:]
    assert expected["gfx942"].startswith("RuntimeError: PassManager::run failed (in pass ")
    cli = ["diff", "--toolchain-a", "3.6.0", "--toolchain-b", "3.9.0", "--cache-dir", str(tmp_path / "c"), "-j", "2"]
    env = {"ASMSCOPE_TOOLCHAINS_DIR": str(ENVS)}
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-qm", "kernel"]):
        subprocess.run(["git", "-C", str(root), "-c", "user.email=d@e", "-c", "user.name=d", *args], check=True)
    result = run_cli(*cli, "--format", "json", cwd=root, env=env)
    assert result.code == 3, result.err[-2000:]  # a variant could not be built on one side
    report = json.loads(result.out)
    errors = {e["target"]: e for e in report["errors_a"]}
    assert set(errors) == {"gfx942", "gfx950"} and not report["errors_b"]
    for arch, error in errors.items():
        assert error["config"]["num_stages"] == 3 and error["kind"] == "compile-error"
        assert error["message"].startswith(expected[arch]), (error["message"], expected[arch])
        assert PIPELINE_FAILED.search(error["detail"])  # the compiler's own output travels with it
    assert sorted((v["target"], v["config"]["num_stages"]) for v in report["only_b"]) == [("gfx942", 3), ("gfx950", 3)]
    paired = [(v["target"], v["config"]["num_stages"]) for v in report["variants"]]
    assert len(paired) + report["unchanged"] == 2 and all(ns == 2 for _, ns in paired)
    table = run_cli(*cli, cwd=root, env=env)  # the same run as a table, from the cache
    assert table.code == 3, table.err[-2000:]
    rows = [line for line in table.out.splitlines() if "compile-error" in line]
    for arch, message in expected.items():
        assert [row for row in rows if f"@{arch} (triton 3.6.0)" in row and message in row], table.out[-3000:]


@pytest.mark.parametrize("release", ["installed", "3.6.0"])
def test_a_worker_s_code_does_not_depend_on_what_it_compiled_before(
    release: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """One worker pool of one process given gfx942 and gfx950 jobs in either order builds, byte for
    byte, what a fresh process builds for each target alone. Triton 3.6 picks the AMD fp32 -> fp8
    lowering once per process, for the first target's ISA (a C++ function-local static): a process
    that compiled for gfx942 first built gfx950's OCP fp8 stores in software."""
    tool = None if release == "installed" else request.getfixturevalue("toolchains")[release]
    spec_path = tmp_path / "asmscope.toml"
    spec_path.write_text(SPEC.replace('out_ptr = "bf16"', 'out_ptr = "fp8"').format(here=COMPILE_TESTS))
    spec = load_spec_file(spec_path)
    with WorkerPool(1, timeout=600, toolchain=tool) as pool:
        plan = plan_variants_cached(spec, spec.kernels, None, tmp_path / "cache", pool=pool)
    by_target = {t: [p for p in plan if p.key.target == t] for t in ("gfx942", "gfx950")}
    assert all(by_target.values()) and not any(p.job.get("failed") for p in plan)

    def asm(jobs: list) -> dict[str, str]:
        results: dict[str, dict] = {}
        with WorkerPool(1, timeout=600, toolchain=tool) as pool:
            pool.run([(p.cache_key, p.job) for p in jobs], results.__setitem__)
        assert {r["status"] for r in results.values()} == {"ok"}, results
        return {k: r["asm"] for k, r in results.items()}

    alone = {**asm(by_target["gfx942"]), **asm(by_target["gfx950"])}
    assert all("v_cvt_scalef32_pk_fp8_f32" in alone[p.cache_key] for p in by_target["gfx950"])  # OCP fp8 in hardware
    for first, then in (("gfx942", "gfx950"), ("gfx950", "gfx942")):
        mixed = asm(by_target[first] + by_target[then])
        changed = [str(p.key) for p in plan if mixed[p.cache_key] != alone[p.cache_key]]
        assert not changed, f"{first} then {then} in one pool of one worker changed {changed}"


def test_toolchain_diff_and_bisect_on_nvidia(toolchains: dict[str, Toolchain], tmp_path: Path) -> None:
    """`diff --toolchain-a/-b` and `bisect` on an NVIDIA target: Triton 3.6's side of the wide
    one-row SwiGLU backward spills exactly what an H100 reported for the same kernel compiled by
    Triton 3.6 (tests/fixtures/nvidia/h100/truth.json: n_spills words of 4 bytes)."""
    truth = json.loads((REPO / "tests/fixtures/nvidia/h100/truth.json").read_text())
    [h100] = [
        r for r in truth["records"]
        if r["name"] == "swiglu_bwd_row" and r["params"] == {"n_cols": 28672, "BLOCK_SIZE": 32768, "num_warps": 16}
    ]  # fmt: skip
    env = {"ASMSCOPE_TOOLCHAINS_DIR": str(ENVS)}
    select = ["--spec", "kernels/nvidia.toml", "--kernel", "swiglu_bwd_row", "--target", "cuda:90"]
    cache = ["--cache-dir", str(tmp_path / "cache"), "-j", "2"]
    sides = ["--toolchain-a", "triton==3.6.0", "--toolchain-b", "3.9.0"]
    r = run_cli("diff", *sides, *select, *cache, "-f", "json", env=env)
    assert r.code == 0, r.err[-3000:]
    report = json.loads(r.out)
    [wide] = [v for v in report["variants"] if v["shape"] == "w28672"]
    scratch = {m["name"]: m for m in wide["metrics"]}["scratch_bytes"]
    assert scratch["before"] == 4 * h100["n_spills"] and h100["n_spills"] > 0
    b = run_cli("bisect", "--toolchains", "3.6.0,3.9.0", *select, *cache, "--metric", "scratch_bytes", "-f", "json",
                env=env)  # fmt: skip
    assert b.code == 0, b.err[-3000:]
    [row] = [v for v in json.loads(b.out)["variants"] if v["shape"] == "w28672"]
    assert row["values"]["3.6.0"] == 4 * h100["n_spills"] and row["values"]["3.9.0"] == scratch["after"]


def test_toolchain_diff_and_bisect_on_blackwell(toolchains: dict[str, Toolchain], tmp_path: Path) -> None:
    """`diff --toolchain-a/-b` and `bisect` on cuda:100: each release's side of the one-row SwiGLU
    backward capped at 128 registers is what that release's ptxas-blackwell said of its own
    compile for sm_100a (its `-v` log in the compile record: registers, stack frame)."""
    env = {"ASMSCOPE_TOOLCHAINS_DIR": str(ENVS)}
    select = ["--spec", "tests/e2e/nvidia_spec.toml", "--kernel", "swiglu_bwd_row", "--target", "cuda:100"]
    cache = ["--cache-dir", str(tmp_path / "cache"), "-j", "2"]
    r = run_cli("diff", "--toolchain-a", "triton==3.6.0", "--toolchain-b", "3.9.0", *select, *cache, "-f", "json",
                env=env)  # fmt: skip
    assert r.code == 0, r.err[-3000:]
    said: dict[str, dict[str, int]] = {}
    for record in records(tmp_path / "cache"):
        log = record["ptxas_log"]
        assert "for 'sm_100a'" in log and record["status"] == "ok"
        frame = re.search(r"(\d+) bytes stack frame", log)
        used = re.search(r"Used (\d+) registers", log)
        assert frame and used
        said[record["triton_version"]] = {"scratch_bytes": int(frame.group(1)), "registers": int(used.group(1))}
    assert set(said) == set(RELEASES)
    [variant] = json.loads(r.out)["variants"]  # the spec lists the config twice: one variant
    metrics = {m["name"]: m for m in variant["metrics"]}
    for name in ("scratch_bytes", "registers"):
        before, after = said["3.6.0"][name], said["3.9.0"][name]
        if before != after:
            assert (metrics[name]["before"], metrics[name]["after"]) == (before, after), name
        else:
            assert name not in metrics, name  # an unchanged metric is no row
    assert said["3.6.0"]["scratch_bytes"] != said["3.9.0"]["scratch_bytes"]  # so the test means something
    b = run_cli("bisect", "--toolchains", "3.6.0,3.9.0", *select, *cache, "--metric", "scratch_bytes", "-f", "json",
                env=env)  # fmt: skip
    assert b.code == 0, b.err[-3000:]
    [row] = json.loads(b.out)["variants"]
    assert row["values"] == {v: said[v]["scratch_bytes"] for v in RELEASES}
