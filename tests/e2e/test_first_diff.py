"""The cache does not depend on where the checkout lives (issue 14.1).

A throw-away repository with two small kernels of its own: `check` compiles HEAD, then the first
`diff HEAD~1 HEAD` (whose sides are built under the cache, not in the checkout) compiles only the
variants of the kernel the last commit changed; a second clone reuses every entry, and its
findings point at its own files. The counts are read from the "compiled N, M from cache" status
line each run prints.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from .conftest import git, git_repo, run_cli

AXPY = """import triton
import triton.language as tl


@triton.jit
def axpy(x_ptr, y_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x * alpha + y, mask=mask)
"""

SCALE = """import triton
import triton.language as tl


@triton.jit
def scale(x_ptr, out_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, (x * alpha).to(out_ptr.dtype.element_ty), mask=mask)
"""

SPEC = """targets = ["gfx950"]
python-path = ["."]
[shapes]
vec = { N = 4096 }
[[kernel]]
name = "axpy"
function = "ops.axpy:axpy"
shapes = ["vec"]
configs = [{ BLOCK = 256, num_warps = 4 }, { BLOCK = 512, num_warps = 4 }]
args = { x_ptr = "fp32", y_ptr = "fp32", out_ptr = "fp32", n = "N", alpha = 0.5 }
[[kernel]]
name = "scale"
function = "ops.scale:scale"
shapes = ["vec"]
configs = [{ BLOCK = 256, num_warps = 4 }, { BLOCK = 512, num_warps = 4 }, { BLOCK = 1024, num_warps = 8 }]
args = { x_ptr = "fp32", out_ptr = "bf16", n = "N", alpha = 0.5 }
"""

# A rule of the test's own, so that findings carry a Python source line to relocate.
STORE_RULE = """id: AS900
name: any-store
severity: warning
summary: Flags every store (test rule).
message: "{mnemonic} in {kernel}"
docs: { what: every store, why: a test, example: "global_store_dword v[0:1], v2, off", fix: none }
check:
  kind: forbid
  match:
    mnemonics: ["*_store_*"]
"""

COMPILED = re.compile(r"^asmscope: (?:(\S+): )?compiled (\d+), (\d+) from cache", re.MULTILINE)


def compiled_lines(stderr: str) -> dict[str, tuple[int, int]]:
    """{side label or "": (compiled, from cache)} from the status lines."""
    return {m[1] or "": (int(m[2]), int(m[3])) for m in COMPILED.finditer(stderr)}


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    files = {"ops/__init__.py": "", "ops/axpy.py": AXPY, "ops/scale.py": SCALE, "kernels.toml": SPEC}
    files["asmscope.toml"] = 'spec = "kernels.toml"\n'
    root = git_repo(tmp_path_factory.mktemp("checkout") / "repo", files, "two kernels")
    (root / "ops" / "scale.py").write_text(SCALE.replace("(x * alpha)", "(x * alpha + 1.0)"))
    git(root, "commit", "-qam", "scale adds one")
    return root


def test_first_diff_after_check_compiles_only_the_changed_kernel(repo: Path, tmp_path: Path) -> None:
    # AS010/AS011 select by BLOCK_M/EVEN_K, which these kernels do not have: they would never run
    cache = ["--cache-dir", str(tmp_path / "cache"), "--ignore", "AS010,AS011"]
    first = run_cli("check", *cache, "--fail-on", "never", cwd=repo)
    assert first.code == 0, first.err[-2000:]
    assert compiled_lines(first.err) == {"": (5, 0)}  # 2 axpy + 3 scale variants, cold

    diff = run_cli("diff", "HEAD~1", "HEAD", *cache, "--format", "json", cwd=repo)
    assert diff.code == 0, diff.err[-2000:]
    # HEAD~1: only the 3 variants of `scale` (changed by HEAD) compile; HEAD: all 5 from the check.
    assert compiled_lines(diff.err) == {"HEAD~1": (3, 2), "HEAD": (0, 5)}
    report = json.loads(diff.out)
    assert sorted(v["kernel"] for v in report["variants"]) == ["scale"] * 3
    assert report["summary"]["unchanged"] == 2


def test_another_clone_reuses_the_cache_and_reads_its_own_files(repo: Path, tmp_path: Path) -> None:
    cache = ["--cache-dir", str(tmp_path / "cache")]
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "AS900-any-store.yaml").write_text(STORE_RULE)
    args = ["check", *cache, "--rule-dir", str(rules), "--select", "AS900", "--format", "json", "--fail-on", "never"]
    first = run_cli(*args, cwd=repo)
    assert first.code == 0, first.err[-2000:]
    clone = tmp_path / "elsewhere" / "clone"
    subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True)
    again = run_cli(*args, cwd=clone)
    assert again.code == 0, again.err[-2000:]
    assert compiled_lines(again.err) == {"": (0, 5)}
    findings = json.loads(again.out)["findings"]
    assert len(findings) == len(json.loads(first.out)["findings"]) > 0
    # compiled in the first checkout, read in this one: the findings name this clone's files
    assert {f["source"]["file"] for f in findings} == {
        str(clone.resolve() / "ops" / "axpy.py"),
        str(clone.resolve() / "ops" / "scale.py"),
    }


def test_a_cold_diff_builds_each_side_from_its_own_tree(repo: Path, tmp_path: Path) -> None:
    """Both sides planned and compiled cold share one worker pool, and the same module names
    (`ops.scale`) stand for different source on each side: the workers must re-import them per
    side. The oracle is the same diff made from a cache that separate `check` runs filled, one
    per checkout, each in its own processes."""
    ignore = ["--ignore", "AS010,AS011"]
    cold = tmp_path / "cold"
    diff = run_cli("diff", "HEAD~1", "HEAD", "--cache-dir", str(cold), *ignore, "--format", "json", cwd=repo)
    assert diff.code == 0, diff.err[-2000:]
    assert compiled_lines(diff.err) == {"HEAD~1": (5, 0), "HEAD": (3, 2)}  # HEAD: only `scale` changed
    assert not list((cold / "diff-trees").glob("*-[12]"))  # both trees removed
    for entries in ("compile", "asm", "results"):  # keep the plans: now both sides compile in workers that plan nothing
        shutil.rmtree(cold / entries)
    replanned = run_cli("diff", "HEAD~1", "HEAD", "--cache-dir", str(cold), *ignore, "--format", "json", cwd=repo)
    assert replanned.code == 0 and compiled_lines(replanned.err) == {"HEAD~1": (5, 0), "HEAD": (3, 2)}, replanned.err

    checked = tmp_path / "checked"
    old = tmp_path / "old"
    git(repo, "worktree", "add", "-q", "--detach", str(old), "HEAD~1")
    try:
        for where in (old, repo):
            run = run_cli("check", "--cache-dir", str(checked), *ignore, "--fail-on", "never", cwd=where)
            assert run.code == 0, run.err[-2000:]
    finally:
        git(repo, "worktree", "remove", "--force", str(old))
    warm = run_cli("diff", "HEAD~1", "HEAD", "--cache-dir", str(checked), *ignore, "--format", "json", cwd=repo)
    assert warm.code == 0 and compiled_lines(warm.err) == {"HEAD~1": (0, 5), "HEAD": (0, 5)}, warm.err[-2000:]
    variants = json.loads(diff.out)["variants"]
    assert sorted(v["kernel"] for v in variants) == ["scale"] * 3  # the edit shows, axpy is unchanged
    assert variants == json.loads(warm.out)["variants"] == json.loads(replanned.out)["variants"]
