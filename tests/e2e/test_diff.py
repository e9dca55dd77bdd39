"""`asmscope diff` on a throw-away git repository holding the repo's wgrad kernel.

The canonical case: a commit that switches wgrad from the transposed-store epilogue back to the
legacy one must show `buffer_store_short +64, buffer_store_dwordx4 -8` on the affected variants,
on both targets, and the new AS001 finding — without touching the user's checkout.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from .conftest import REPO, assert_one_line_error, run_cli

SPEC = (Path(__file__).parent / "spec.toml").read_text().replace('python-path = ["../.."]', 'python-path = ["."]')
TRANSPOSED = "C_M_CONTIGUOUS=True, TRANS_STORE=WGRAD_TRANS_STORE,"
LEGACY = "C_M_CONTIGUOUS=True, TRANS_STORE=False,"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("user-repo")
    (root / "kernels").mkdir()
    for name in ("__init__.py", "gemm.py", "quant.py"):
        shutil.copy(REPO / "kernels" / name, root / "kernels" / name)
    spec = SPEC.split('[[kernel]]\nname = "fp8_gemm_nn"')[0]  # the wgrad kernel only
    (root / "asmscope.toml").write_text('spec = "kernels.toml"\n')
    (root / "kernels.toml").write_text(spec)
    git(root, "init", "-q", "-b", "main")
    git(root, "config", "user.email", "dev@example.com")
    git(root, "config", "user.name", "dev")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "wgrad with the transposed-store epilogue")
    git(root, "checkout", "-qb", "legacy")
    gemm = root / "kernels" / "gemm.py"
    assert TRANSPOSED in gemm.read_text()
    gemm.write_text(gemm.read_text().replace(TRANSPOSED, LEGACY))
    git(root, "commit", "-qam", "back to the legacy epilogue")
    git(root, "checkout", "-q", "main")
    return root


def snapshot(repo: Path) -> dict[str, str]:
    """Every byte of the checkout, plus the index, HEAD, refs and worktree list."""
    files = {}
    for path in sorted(repo.rglob("*")):
        rel = path.relative_to(repo)
        if path.is_file() and rel.parts[0] != ".git":
            files[str(rel)] = hashlib.sha256(path.read_bytes()).hexdigest()
    files[".git/index"] = hashlib.sha256((repo / ".git" / "index").read_bytes()).hexdigest()
    files["HEAD"] = git(repo, "rev-parse", "HEAD") + git(repo, "symbolic-ref", "HEAD")
    files["refs"] = git(repo, "for-each-ref")
    files["worktrees"] = git(repo, "worktree", "list", "--porcelain")
    files["status"] = git(repo, "status", "--porcelain", "--ignored")
    files[".git entries"] = " ".join(sorted(p.name for p in (repo / ".git").iterdir()))
    return files


def test_diff_canonical_regression(repo: Path, cache_dir: Path) -> None:
    before = snapshot(repo)
    r = run_cli("diff", "main", "legacy", "--format", "json", "--cache-dir", str(cache_dir), "--quiet", cwd=repo)
    assert r.code == 0, r.err[-3000:]
    assert snapshot(repo) == before  # checkout, index, branches and .git left exactly as they were
    report = json.loads(r.out)
    changed = {(v["target"], v["config"]["WGRAD_TRANS_STORE"]): v for v in report["variants"]}
    assert set(changed) == {("gfx942", True), ("gfx950", True)}
    for v in changed.values():
        deltas = {h["name"]: h["delta"] for h in v["histogram"]}
        assert deltas["buffer_store_short"] == 64
        assert deltas["buffer_store_dwordx4"] == -8
        assert [f["rule"] for f in v["findings_added"]] == ["AS001"]
    assert report["summary"]["unchanged"] == 2  # the legacy-epilogue variants did not change
    md = run_cli(
        "diff", "main", "legacy", "--format", "markdown", "--cache-dir", str(cache_dir), "--quiet", cwd=repo
    ).out
    assert "buffer_store_short +64" in md and "buffer_store_dwordx4 -8" in md
    table = run_cli("diff", "main", "legacy", "--cache-dir", str(cache_dir), "--quiet", cwd=repo).out
    assert "buffer_store_short +64, buffer_store_dwordx4 -8" in table
    # source paths are the repository's, never the removed temporary tree's, in every format
    sources = {f["source"]["file"] for v in report["variants"] for f in v["findings_added"]}
    assert sources == {"kernels/gemm.py"}, sources
    for fmt in ("table", "markdown", "github", "sarif", "junit"):
        out = run_cli("diff", "main", "legacy", "--format", fmt, "--cache-dir", str(cache_dir), "--quiet", cwd=repo).out
        assert "kernels/gemm.py" in out or fmt == "junit", fmt  # junit names no source file
        assert "diff-trees" not in out, [line for line in out.splitlines() if "diff-trees" in line][:2]


def test_diff_fail_on_regression_top_and_metric(repo: Path, cache_dir: Path) -> None:
    base = ["diff", "main", "legacy", "--format", "json", "--cache-dir", str(cache_dir), "--quiet"]
    assert run_cli(*base, "--fail-on-regression", cwd=repo).code == 1
    top = json.loads(run_cli(*base, "--top", "1", cwd=repo).out)
    assert len(top["variants"]) == 1
    none = json.loads(run_cli(*base, "--metric", "v_mfma*", cwd=repo).out)
    assert none["variants"] == []  # the MFMA mix did not change


def test_diff_metric_named_is_judged(repo: Path, cache_dir: Path) -> None:
    """README: `diff main HEAD --metric 'buffer_store*' --fail-on-regression`. With AS001 out of
    the selection (a kernel that is not tagged wgrad has the same code and no finding), the 64
    narrow stores were "0 regressed", exit 0; what --metric names is judged: a rise fails."""
    common = ["--cache-dir", str(cache_dir), "--quiet", "--ignore", "AS001", "--fail-on-regression"]
    assert run_cli("diff", "main", "legacy", *common, cwd=repo).code == 0  # registers, spills, LDS: none worse
    for name in ("buffer_store*", "buffer_store_short", "vmem_buffer"):
        r = run_cli("diff", "main", "legacy", *common, "--metric", name, "--format", "json", cwd=repo)
        assert r.code == 1, (name, r.err[-2000:])
        report = json.loads(r.out)
        assert report["summary"]["regressed"] == 2
        for v in report["variants"]:
            # the rise as the variant's own histogram and category changes count it
            changes = [c for c in (*v["histogram"], *v["categories"]) if fnmatch.fnmatchcase(c["name"], name)]
            (asked,) = [c for c in v["regressions"] if c["name"] == name]
            assert asked["delta"] == sum(c["delta"] for c in changes) > 0, (name, asked, changes)
    back = run_cli("diff", "legacy", "main", *common, "--metric", "buffer_store*", "--format", "json", cwd=repo)
    fewer = [c for v in json.loads(back.out)["variants"] for c in v["regressions"] if c["name"] == "buffer_store*"]
    assert back.code == 1 and not fewer  # main spills 5 VGPRs on gfx942; its fewer stores are no regression


def test_diff_judges_a_variant_only_one_side_has(repo: Path, cache_dir: Path) -> None:
    """A config that only the new side has is not paired with anything, but it is judged: its
    findings (the legacy epilogue's AS001) fail --fail-on-regression; one the old side alone
    had is listed, never a regression."""
    spec = repo / "kernels.toml"
    text = spec.read_text()
    (legacy,) = [line for line in text.splitlines() if "WGRAD_TRANS_STORE = false" in line]
    git(repo, "checkout", "-qb", "new-config")
    try:
        spec.write_text(text.replace(legacy, legacy + "\n" + legacy.replace("num_stages = 2", "num_stages = 3")))
        git(repo, "commit", "-qam", "one more config")
    finally:
        git(repo, "checkout", "-q", "main")
    base = ["--cache-dir", str(cache_dir), "--quiet", "--fail-on-regression"]
    r = run_cli("diff", "main", "new-config", *base, "--format", "json", cwd=repo)
    assert r.code == 1, r.err[-2000:]
    report = json.loads(r.out)
    assert report["summary"]["regressed"] == 0 and report["summary"]["only_b"] == 2  # gfx942 and gfx950
    regressed = report["only_b_regressed"]
    assert len(regressed) == 2 and all(v["findings"] >= 1 and v["config"]["num_stages"] == 3 for v in regressed)
    table = run_cli("diff", "main", "new-config", *base, cwd=repo)
    assert table.code == 1 and "2 only in new-config (2 with findings or spills)" in table.out
    assert "num_stages=3}@gfx942: regressed (" in table.out
    gone = run_cli("diff", "new-config", "main", *base, cwd=repo)
    assert gone.code == 0 and "2 only in new-config" in gone.out  # a variant removed is no regression


def test_diff_against_uncommitted_worktree(repo: Path, cache_dir: Path) -> None:
    gemm = repo / "kernels" / "gemm.py"
    original = gemm.read_text()
    gemm.write_text(original.replace(TRANSPOSED, LEGACY))
    try:
        before = snapshot(repo)
        r = run_cli("diff", "HEAD", "--format", "json", "--cache-dir", str(cache_dir), "--quiet", cwd=repo)
        assert r.code == 0, r.err[-2000:]
        assert snapshot(repo) == before
        assert len(json.loads(r.out)["variants"]) == 2
    finally:
        gemm.write_text(original)


def test_diff_bad_input(repo: Path, cache_dir: Path, tmp_path: Path) -> None:
    c = ["--cache-dir", str(cache_dir), "--quiet"]
    assert_one_line_error(run_cli("diff", "main", "no-such-branch", *c, cwd=repo), "unknown git ref 'no-such-branch'")
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "asmscope.toml").write_text((repo / "asmscope.toml").read_text())
    assert_one_line_error(run_cli("diff", "main", "HEAD", *c, cwd=plain), "not inside a git repository")
    assert_one_line_error(run_cli("diff", "WORKTREE", "WORKTREE", *c, cwd=repo), "both sides are WORKTREE")
    # each side uses its own committed spec: an uncommitted edit to it would be silently ignored
    spec = repo / "kernels.toml"
    text = spec.read_text()
    spec.write_text(text + "\n# edited\n")
    try:
        r = run_cli("diff", "main", "legacy", "--spec", str(spec), *c, cwd=repo)
        assert_one_line_error(r, "kernels.toml has uncommitted changes")
    finally:
        spec.write_text(text)


def test_diff_a_rule_selected_by_name_that_ran_on_neither_side_is_exit_2(repo: Path, cache_dir: Path) -> None:
    """As for check: the comparison asked for did not happen. AS009's `when` (nonkdim 16) is false
    on every wgrad variant; AS062 selects NVIDIA targets only."""
    base = ["diff", "main", "legacy", "--target", "gfx942", "--cache-dir", str(cache_dir), "--quiet"]
    for rule, key in (("AS009", "select.when"), ("AS062", "select")):
        r = run_cli(*base, "--select", f"{rule},AS001", "--format", "json", cwd=repo)
        assert r.code == 2, r.err[-2000:]
        (error,) = json.loads(r.out)["rule_errors"]
        assert error["key"] == key and error["message"].startswith(f"{rule} ")
        assert "was selected by name and ran on no kernel" in error["message"]
        assert rule in r.err
    table = run_cli(*base, "--select", "AS009", cwd=repo)
    assert table.code == 2 and "AS009" in table.out
    ran = run_cli(*base, "--select", "AS001", "--format", "json", cwd=repo)
    assert ran.code == 0 and json.loads(ran.out)["rule_errors"] == []
    # not named (a prefix): AS009 simply does not apply
    assert run_cli(*base, "--select", "AS00", cwd=repo).code == 0
