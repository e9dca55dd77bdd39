"""Every command on NVIDIA targets, through the real CLI, on cubins compiled here from the repo's
own kernels (tests/e2e/nvidia_spec.toml, cuda:90 and cuda:100, no GPU): check in every format,
shards merged, inspect, list and diff.

The oracle for the rules is the compile's own evidence: the ptxas log Triton printed (its
registers, spills and advisories) and the SASS mnemonics nvdisasm prints, each rule a case of
its own in the spec."""

from __future__ import annotations

import base64
import json
import re
import shutil
import subprocess
import zlib
from collections import Counter
from pathlib import Path

import pytest

from .conftest import REPO, run_cli

SPEC = Path(__file__).parent / "nvidia_spec.toml"
# (kernel, target) -> the NVIDIA rules each must raise; every other pair raises none
EXPECTED = {  # AS023: the matmul's 8-stage config cannot launch on sm_90 (AS071 from its TTGIR buffers, which
    # subsumes AS063, the same verdict from the cubin, which subsumes its AS062); the SwiGLU's list repeats a config
    ("matmul_fp16", "cuda:90"): {"AS023", "AS071", "AS064"},
    ("swiglu_bwd_row", "cuda:90"): {"AS020", "AS023", "AS060", "AS066"},
    ("swiglu_bwd_row", "cuda:100"): {"AS020", "AS023", "AS060", "AS066"},
}


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("nvidia-cache")


@pytest.fixture(scope="module")
def whole(cache: Path, tmp_path_factory: pytest.TempPathFactory) -> dict:
    out = tmp_path_factory.mktemp("whole") / "whole.json"
    result = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "json", "-o", str(out))
    assert result.code == 1, result.err[-3000:]  # AS071 and AS066 are errors
    return json.loads(out.read_text())


def test_check_raises_each_nvidia_rule_where_its_case_is(whole: dict) -> None:
    assert whole["summary"]["variants_checked"] == 6 and not whole["errors"] and not whole["rule_errors"]
    assert set(whole["targets"]) == {"cuda:90", "cuda:100"}
    raised: dict[tuple[str, str], set[str]] = {}
    for f in whole["findings"]:
        raised.setdefault((f["kernel"], f["target"]), set()).add(f["rule"])
    assert raised == EXPECTED
    matmul = [f for f in whole["findings"] if f["kernel"] == "matmul_fp16"]
    by_config = Counter((f["config"].get("num_warps"), f["rule"]) for f in matmul)
    assert by_config[(2, "AS064")] == 1 and by_config[(4, "AS071")] == 1  # HMMA at 2 warps; 8 stages too big
    waste = {(f["kernel"], f["target"]): f for f in whole["findings"] if f["rule"] == "AS023"}
    assert waste[("matmul_fp16", "cuda:90")]["severity"] == "info"
    assert "1 cannot-launch" in waste[("matmul_fp16", "cuda:90")]["message"]  # the config AS071 flags
    assert "duplicate" in waste[("swiglu_bwd_row", "cuda:90")]["message"]  # the config AS020 flags
    spills = [f for f in whole["findings"] if f["rule"] == "AS060"]
    assert all(f["source"]["file"].endswith("kernels/swiglu.py") for f in spills)  # the lines that spill


def test_every_format_reports_the_same_run(cache: Path, whole: dict, tmp_path: Path) -> None:
    for fmt in ("table", "sarif", "junit", "github", "markdown", "html"):
        out = tmp_path / f"report.{fmt}"
        result = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", fmt, "-o", str(out))
        assert result.code == 1, (fmt, result.err[-2000:])
        text = out.read_text()
        for rule in ("AS071", "AS064", "AS066"):
            assert rule in text, (fmt, rule)
    sarif = json.loads((tmp_path / "report.sarif").read_text())
    results = sarif["runs"][0]["results"]
    assert len(results) == whole["summary"]["findings"]  # one result per variant's finding
    for result in results:  # an instruction's finding: at its Python line, its SASS listing line related
        if result["properties"]["instruction"]:
            [python] = result["locations"]
            assert python["physicalLocation"]["artifactLocation"]["uri"].endswith(".py")
            [asm] = result["relatedLocations"]
            assert asm["physicalLocation"]["artifactLocation"]["uri"].endswith(".sass")
    # the HTML report's listings are the SASS (nvdisasm's text of the cubin), mapped to Python lines
    listings = [blob for blob in _html_blobs((tmp_path / "report.html").read_text()) if "text" in blob]
    assert len(listings) == 6 and not any("error" in blob for blob in listings)
    hmma = [blob for blob in listings if "HMMA.16816.F32" in blob["text"]]
    assert len(hmma) == 1
    # AS064 reports the kernel once, with the count of HMMA instructions in its SASS
    (as064,) = [f for f in whole["findings"] if f["rule"] == "AS064"]
    count = len(re.findall(r"\bHMMA\.", hmma[0]["text"]))
    assert count > 1 and f"({count} HMMA instructions)" in as064["message"]
    variants = [v for v in _html_document((tmp_path / "report.html").read_text())["variants"] if "sm_occupancy" in v]
    assert len(variants) == 6
    assert all(v["asm_path"].endswith(".sass") for v in variants)  # the listing shown, not the ELF
    for variant in variants:  # the CUDA occupancy, where the matmul with 8 stages cannot launch
        blocks = variant["sm_occupancy"]["blocks"]
        assert blocks == variant["metrics"]["blocks_per_sm"]
        stages = dict(variant["config"]).get("num_stages")
        assert (blocks == 0) == (variant["kernel"] == "matmul_fp16" and stages == 8)
    for blob in listings:  # [asm line, category, source file index, Python line] per instruction
        located = [blob["ins"][i + 3] for i in range(0, len(blob["ins"]), 4) if blob["ins"][i + 2] >= 0]
        assert located and all(line > 0 for line in located)
    # the pressure chart: live general registers at most what ptxas allocated (cuobjdump's REG),
    # one chart per variant; spilling variants (maxnreg 128) at their cap
    pressures = [blob["pressure"] for blob in listings]
    assert all(p["primary"] == ["gpr"] and 0 < p["peak"]["gpr"] <= p["allocated"]["gpr"] for p in pressures)
    assert sorted(p["allocated"]["gpr"] for p in pressures) == sorted(v["metrics"]["registers"] for v in variants)


def _html_document(html: str) -> dict:
    found = re.search(r'<script type="application/json" id="asmscope-data">(.*?)</script>', html, re.S)
    assert found
    return json.loads(found.group(1))


def _html_blobs(html: str) -> list[dict]:
    blobs = re.findall(r'<script type="application/x-asmscope-blob" id="blob-\d+">([^<]*)</script>', html)
    decoded = (zlib.decompress(base64.b64decode(b)).decode() for b in blobs)
    return [d for d in (json.loads(t) for t in decoded if t.startswith("{")) if isinstance(d, dict)]


def test_merged_shards_equal_one_run(cache: Path, whole: dict, tmp_path: Path) -> None:
    """Merged shards give the unsharded report, for every rule but AS023: it judges a kernel's
    whole autotune list, which a shard holds in part, so a shard leaves it out and says so
    (docs/ci.md). Compared with AS023 ignored on both sides."""
    paths = []
    for i in (1, 2):
        out = tmp_path / f"shard{i}.json"
        result = run_cli(
            "check", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "json", "-o", str(out),
            "--shard", f"{i}/2", "--ignore", "AS023",
        )  # fmt: skip
        assert result.code in (0, 1), result.err[-2000:]
        paths.append(out)
    merged = run_cli("merge", *map(str, paths), "-f", "json")
    assert merged.code == 1, merged.err
    out = tmp_path / "whole.json"
    result = run_cli(
        "check", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "json", "-o", str(out),
        "--ignore", "AS023",
    )  # fmt: skip
    assert result.code == 1, result.err[-3000:]
    assert json.loads(merged.out) == json.loads(out.read_text())
    assert any(f["rule"] == "AS023" for f in whole["findings"])  # the whole run reports the waste
    shard = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "json", "--shard", "1/2")
    doc = json.loads(shard.out)
    # besides the AMD-only rules, out of vendor scope for every NVIDIA variant: AS023
    assert [o["rule"] for o in doc["out_of_scope"] if "AMD code only" not in o["reason"]] == ["AS023"]
    assert not [f for f in doc["findings"] if f["rule"] == "AS023"]


def test_inspect_gives_ptxas_s_registers_and_the_occupancy(cache: Path, whole: dict) -> None:
    """inspect's resources of a compiled cubin (cuobjdump's table) against ptxas's own log of the
    same compile, kept in the compile cache record."""
    for target, sm in (("cuda:90", "sm_90a"), ("cuda:100", "sm_100a")):
        result = run_cli(
            "inspect", "swiglu_bwd_tiled", "--spec", str(SPEC), "--cache-dir", str(cache), "--target", target,
            "-f", "json", "-q",
        )  # fmt: skip
        assert result.code == 0, result.err[-2000:]
        doc = json.loads(result.out)
        log = _ptxas_log(cache, doc)
        assert f"for '{sm}'" in log
        used = int(log.split("Used ")[1].split(" registers")[0])
        assert doc["resources"]["registers"] == used
        assert doc["occupancy"]["blocks_per_sm"] > 0 and doc["occupancy"]["limited_by"]
        assert Path(doc["listing_file"]).read_text() == _nvdisasm(Path(doc["asm_file"]))  # issue 44.4


def _ptxas_log(cache: Path, doc: dict) -> str:
    asm = Path(doc["asm_file"])
    for record in (cache / "compile").rglob("*.json"):
        envelope = json.loads(record.read_text())
        if envelope["record"].get("asm_sha256", "").startswith(asm.stem):
            return envelope["record"]["ptxas_log"]
    raise AssertionError(f"no compile record names {asm}")


def test_list_shows_the_nvidia_variants(cache: Path, whole: dict) -> None:
    result = run_cli("list", "--spec", str(SPEC), "--cache-dir", str(cache), "-f", "json")
    assert result.code == 0, result.err[-2000:]
    rows = json.loads(result.out)
    rows = rows["kernels"] if isinstance(rows, dict) else rows
    assert {(r["kernel"], r["target"]) for r in rows} == {
        ("matmul_fp16", "cuda:90"),
        ("swiglu_bwd_row", "cuda:90"),
        ("swiglu_bwd_row", "cuda:100"),
        ("swiglu_bwd_tiled", "cuda:90"),
        ("swiglu_bwd_tiled", "cuda:100"),
    }


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True).stdout


def test_diff_of_a_kernel_change_on_both_targets(cache: Path, tmp_path: Path) -> None:
    """A commit that drops a factor of the tiled backward's da changes its SASS on sm_90a and
    sm_100a: diff reports both variants with their instruction deltas."""
    root = tmp_path / "repo"
    (root / "kernels").mkdir(parents=True)
    for name in ("__init__.py", "swiglu.py"):
        shutil.copy(REPO / "kernels" / name, root / "kernels" / name)
    spec = SPEC.read_text().replace('python-path = ["../.."]', 'python-path = ["."]')
    header, *kernels = spec.split("[[kernel]]")
    spec = "[[kernel]]".join([header, *(k for k in kernels if 'name = "swiglu_bwd_tiled"' in k)])
    (root / "kernels.toml").write_text(spec)
    (root / "asmscope.toml").write_text('spec = "kernels.toml"\n')
    git(root, "init", "-q", "-b", "main")
    git(root, "config", "user.email", "dev@example.com")
    git(root, "config", "user.name", "dev")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "tiled swiglu")
    swiglu = root / "kernels" / "swiglu.py"
    text = swiglu.read_text()
    tiled = text.index("def swiglu_bwd_tiled_kernel")
    da = "da = dc * (silu * (1 - sig) + sig) * b"
    assert da in text[tiled:]
    swiglu.write_text(text[:tiled] + text[tiled:].replace(da, "da = dc * (silu * (1 - sig) + sig)", 1))
    git(root, "commit", "-qam", "da without b")
    result = run_cli("diff", "HEAD~1", "HEAD", "-f", "json", "--cache-dir", str(cache), "-q", cwd=root)
    assert result.code == 0, result.err[-3000:]
    report = json.loads(result.out)
    changed = {v["target"]: v for v in report["variants"] if v["kernel"] == "swiglu_bwd_tiled"}
    assert set(changed) == {"cuda:90", "cuda:100"}
    for variant in changed.values():
        assert any(h["delta"] for h in variant["histogram"])
    # the same diff as a PR comment and as HTML: both variants, the HTML with each side's SASS
    md = run_cli("diff", "HEAD~1", "HEAD", "-f", "markdown", "--cache-dir", str(cache), "-q", cwd=root)
    assert md.code == 0, md.err[-2000:]
    for target in ("cuda:90", "cuda:100"):
        assert f"swiglu_bwd_tiled{{num_warps=4}}@{target}" in md.out
    html = tmp_path / "diff.html"
    h = run_cli("diff", "HEAD~1", "HEAD", "-f", "html", "-o", str(html), "--cache-dir", str(cache), "-q", cwd=root)
    assert h.code == 0, h.err[-2000:]
    doc = _html_document(html.read_text())
    assert {v["target"] for v in doc["variants"]} == {"cuda:90", "cuda:100"}
    sides = [blob for blob in _html_blobs(html.read_text()) if "a" in blob and "b" in blob]
    assert len(sides) == 2
    for blob in sides:  # nvdisasm's text on both sides, one load fewer after the change
        assert blob["a"] != blob["b"]
        assert blob["a"].count("LDG.E.128") == blob["b"].count("LDG.E.128") + 1


@pytest.mark.slow
def test_readme_swiglu_table_is_what_asmscope_reads(tmp_path: Path) -> None:
    """The SwiGLU table of docs/findings.md (the README's until issue 31) is
    benchmarks/swiglu_nvidia_table.py's output over a fresh compile of kernels/nvidia.toml (24
    variants)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("swiglu_table", REPO / "benchmarks" / "swiglu_nvidia_table.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    table = module.table(module.cells(tmp_path / "cache", jobs=2))
    assert table in (REPO / "docs" / "findings.md").read_text()
    assert table in (REPO / "docs" / "nvidia.md").read_text()


def _nvdisasm(cubin: Path) -> str:
    """The oracle's listing: nvdisasm from the installed Triton wheel, run here on the cubin."""
    import importlib.util

    found = importlib.util.find_spec("triton")
    assert found is not None and found.origin is not None
    tool = Path(found.origin).parent / "backends" / "nvidia" / "bin" / "nvdisasm"
    return subprocess.run([str(tool), "-c", "-gi", str(cubin)], check=True, capture_output=True, text=True).stdout


def _assert_findings_open_in_listings(findings: list[dict]) -> set[Path]:
    """Every finding names a SASS listing (not the ELF) whose line holds its instruction, and
    each listing is nvdisasm's text of the cubin of the same hash beside it."""
    listings = set()
    for f in findings:
        listing = Path(f["asm_path"])
        assert listing.suffix == ".sass", f["asm_path"]
        if f["instruction"]:
            line = listing.read_text().splitlines()[f["asm_line"] - 1]
            assert " ".join(f["instruction"].split()) in " ".join(line.split()), (f["rule"], line)
        listings.add(listing)
    for listing in listings:
        assert listing.read_text() == _nvdisasm(listing.with_suffix(".cubin"))
    return listings


def test_findings_point_into_the_sass_listing_beside_the_cubin(cache: Path, whole: dict, tmp_path: Path) -> None:
    """Issue 44.4: an NVIDIA finding's asm path:line opens in an editor: the listing the parser
    read, kept as asm/<sha>.sass beside asm/<sha>.cubin in the compile cache, on both targets;
    a listing removed since is written again when the result comes from the results cache."""
    spills = [f for f in whole["findings"] if f["rule"] == "AS060"]
    assert {f["target"] for f in spills} == {"cuda:90", "cuda:100"}
    listings = _assert_findings_open_in_listings(whole["findings"])
    assert all(p.parent.parent == cache / "asm" for p in listings)
    gone = next(iter(listings))
    gone.unlink()
    out = tmp_path / "again.json"
    result = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "json", "-o", str(out))
    assert result.code == 1, result.err[-2000:]
    again = json.loads(out.read_text())
    assert again["findings"] == whole["findings"] and gone.is_file()
    _assert_findings_open_in_listings(again["findings"])


def test_a_given_cubin_s_listing_goes_to_the_cache_not_beside_it(cache: Path, whole: dict, tmp_path: Path) -> None:
    """`check --asm X.cubin`: the listing goes to the cache directory, named by the cubin's
    hash; nothing is written beside the user's file."""
    [spill] = [f for f in whole["findings"] if f["rule"] == "AS060" and f["target"] == "cuda:90"][:1]
    mine = tmp_path / "mine"
    mine.mkdir()
    cubin = mine / "kernel.cubin"
    shutil.copy(Path(spill["asm_path"]).with_suffix(".cubin"), cubin)
    other = tmp_path / "other-cache"
    result = run_cli("check", "--asm", str(cubin), "--cache-dir", str(other), "-q", "-f", "json")
    assert result.code == 0, result.err[-2000:]  # spills are warnings; AS066 needs the config
    findings = json.loads(result.out)["findings"]
    spills = [f for f in findings if f["rule"] == "AS060"]
    assert spills and [f["asm_line"] for f in spills] == [
        f["asm_line"] for f in whole["findings"] if f["rule"] == "AS060" and f["asm_path"] == spill["asm_path"]
    ]
    [listing] = {Path(f["asm_path"]) for f in findings}  # no cubin beside it in that cache: compared here
    assert listing.parent.parent == other / "asm" and listing.name == Path(spill["asm_path"]).name
    assert listing.read_text() == _nvdisasm(cubin)
    assert sorted(p.name for p in mine.iterdir()) == ["kernel.cubin"]
