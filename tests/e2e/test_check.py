"""`asmscope check`: every output format, exit codes, filters, --asm, baselines."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema

from .conftest import REPO, run_cli

SARIF_SCHEMA = REPO / "tests" / "report" / "data" / "sarif-schema-2.1.0.json"


def _json(result) -> dict:
    assert result.code in (0, 1), result.err[-3000:]
    return json.loads(result.out)


def test_canonical_wgrad_case_both_targets(check) -> None:
    report = _json(check("--format", "json", "--kernel", "fp8_gemm_tn", "--select", "AS001"))
    flagged = {(f["target"], f["config"]["WGRAD_TRANS_STORE"]) for f in report["findings"]}
    # the legacy epilogue (64 x buffer_store_short) fails the store rule; the transposed one passes
    assert flagged == {("gfx942", False), ("gfx950", False)}
    for f in report["findings"]:
        assert f["instruction"].startswith("buffer_store_short")
        assert f["source"]["file"].endswith("kernels/gemm.py") and f["source"]["line"] > 0
        assert "64" in f["message"]
    assert report["summary"]["variants_checked"] == 4


def test_exit_codes_follow_fail_on(check) -> None:
    assert check("--kernel", "fp8_gemm_tn", "--select", "AS001").code == 1
    assert check("--kernel", "fp8_gemm_tn", "--select", "AS001", "--fail-on", "never").code == 0
    # only the transposed-store variants: nothing at error level
    clean = check("--kernel", "fp8_gemm_tn", "--select", "AS001", "--target", "gfx942", "--tag", "nope")
    assert clean.code == 2  # no kernel matches the tag: a usage error


def test_json_keys(check) -> None:
    report = _json(check("--format", "json"))
    assert {"findings", "errors", "summary", "triton_version", "targets"} <= set(report)
    f = report["findings"][0]
    assert {"rule", "severity", "kernel", "target", "config", "asm_line", "source", "message"} <= set(f)
    assert report["targets"] == ["gfx942", "gfx950"]
    assert report["triton_version"]


def test_sarif_validates_and_points_at_python_lines(check) -> None:
    log = json.loads(check("--format", "sarif", "--select", "AS001").out)
    jsonschema.validate(log, json.loads(SARIF_SCHEMA.read_text()))
    results = log["runs"][0]["results"]
    assert len(results) == 2
    for r in results:
        loc = r["locations"][0]["physicalLocation"]
        assert loc["artifactLocation"]["uri"].endswith("kernels/gemm.py")
        assert loc["region"]["startLine"] > 0
        assert r["ruleId"] == "AS001" and r["level"] == "error"


def test_junit_has_one_failure_per_finding(check) -> None:
    report = _json(check("--format", "json"))
    root = ET.fromstring(check("--format", "junit").out)
    failures = root.findall(".//failure")
    assert len(failures) == report["summary"]["findings"] > 0  # one per variant's finding


def test_github_annotations(check) -> None:
    """The legacy epilogue's narrow stores on gfx942 and gfx950 share their source line: one
    annotation there, naming both variants (issue 26, item 8)."""
    out = check("--format", "github", "--select", "AS001").out
    (line,) = [line for line in out.splitlines() if line.startswith("::error")]
    assert "file=kernels/gemm.py" in line and ",line=" in line and "(2 variants)" in line
    message = line.split("::", 2)[2]
    assert "2 variants here" in message
    assert all(f"WGRAD_TRANS_STORE=False,num_warps=8,num_stages=2}}@{t}" in message for t in ("gfx942", "gfx950"))


def test_markdown_and_table(check, cache_dir: Path, tmp_path: Path) -> None:
    """Markdown for a reviewer: the source line relative to the checkout (whatever the working
    directory), the asm by its name in the cache's asm/ (issue 26, item 11)."""
    md = check("--format", "markdown", "--select", "AS001", cwd=tmp_path).out
    assert "AS001" in md and "|" in md
    (line,) = set(re.findall(r"\| kernels/gemm\.py:(\d+) \|", md))
    assert "tl.store(" in (REPO / "kernels" / "gemm.py").read_text().splitlines()[int(line) - 1]
    assert str(REPO) not in md
    assert str(cache_dir) not in md and "~/" not in md
    assert re.search(r"\| [0-9a-f]{16}\.s:\d+ buffer_store_short \|", md)
    table = check("--select", "AS001").out
    assert "AS001" in table and "buffer_store_short" in table


def test_output_file(check, tmp_path: Path) -> None:
    target = tmp_path / "report.sarif"
    result = check("--format", "sarif", "--output", str(target), "--select", "AS001")
    assert result.code == 1 and result.out == ""
    assert json.loads(target.read_text())["version"] == "2.1.0"


def test_check_raw_asm_file(check, cache_dir: Path, tmp_path: Path) -> None:
    report = _json(check("--format", "json", "--kernel", "fp8_gemm_tn", "--target", "gfx950", "--select", "AS001"))
    legacy = report["findings"][0]["asm_path"]
    copy = tmp_path / "legacy.s"
    copy.write_text(Path(legacy).read_text())
    result = run_cli("check", "--asm", str(copy), "--tag", "wgrad", "--target", "gfx950", "--select", "AS001",
                     "--format", "json", "--quiet")
    raw = _json(result)
    assert result.code == 1
    assert [f["rule"] for f in raw["findings"]] == ["AS001"]
    assert raw["findings"][0]["kernel"] == "blockwise_fp8_tn_kernel"
    # without the wgrad tag the rule does not apply: out of scope, or, selected by name, exit 2 (issue 24.11)
    untagged = _json(run_cli("check", "--asm", str(copy), "--select", "AS0", "--format", "json", "--quiet"))
    assert "AS001" not in {f["rule"] for f in untagged["findings"]}
    assert "AS001" in {o["rule"] for o in untagged["out_of_scope"]}
    named = run_cli("check", "--asm", str(copy), "--select", "AS001", "--format", "json", "--quiet")
    assert named.code == 2 and "give --tag wgrad" in json.loads(named.out)["rule_errors"][0]["message"]


def test_baseline_round_trip(check, tmp_path: Path) -> None:
    baseline = tmp_path / "baseline.json"
    first = check("--write-baseline", str(baseline), "--format", "json")
    # the run that writes the baseline passes as the next one with it will (issue 26, item 16)
    assert baseline.is_file() and first.code == 0, first.err
    written = json.loads(first.out)["summary"]["suppressed"]
    assert written == len(json.loads(baseline.read_text())["findings"]) > 0
    again = _json(check("--baseline", str(baseline), "--format", "json"))
    assert again["findings"] == []
    assert again["summary"]["suppressed"] == written
    assert check("--baseline", str(baseline)).code == 0


def test_identical_variants_reported(tmp_path: Path, cache_dir: Path) -> None:
    spec = (REPO / "tests" / "e2e" / "spec.toml").read_text()
    # a kpack=2 twin of a gfx950 NN config: Triton forces kpack to 1 there, so the code is identical
    def config(kpack: int) -> str:
        return (
            f"{{ BLOCK_M = 256, BLOCK_N = 128, BLOCK_K = 128, GROUP_M = 8, CHUNK = 32, kpack = {kpack}, "
            "num_warps = 8, num_stages = 2 },"
        )

    spec = spec.replace(config(1), f"{config(1)}\n  {config(2)}")
    path = REPO / "tests" / "e2e" / ".twin-spec.toml"
    path.write_text(spec)
    try:
        result = run_cli("check", "--spec", str(path), "--cache-dir", str(cache_dir), "--kernel", "fp8_gemm_nn",
                         "--format", "json", "--quiet", "--fail-on", "never")
    finally:
        path.unlink()
    groups = json.loads(result.out)["identical"]
    assert any(len(g) == 2 and any("kpack=2" in v for v in g) for g in groups), groups


def test_duplicate_autotune_configs_in_every_format(tmp_path: Path) -> None:
    """A kernel whose autotune list holds every config twice: AS020 reports it once per kernel
    and target, naming the repeated configs, with the list's duplicate count and the share of
    autotune time, at the kernel's `def` line and its symbol in the asm, in every format."""
    spec = tmp_path / "asmscope.toml"
    spec.write_text(
        f'targets = ["gfx942"]\npython-path = ["{REPO / "tests" / "compile"}"]\n[shapes]\ns = {{ N = 4096 }}\n'
        '[[kernel]]\nname = "duplicated"\nfunction = "target_spaces:duplicated"\n'
        'args = { x_ptr = "fp32", out_ptr = "fp32", n = "N" }\n',
        encoding="utf-8",
    )
    base = ("check", "--spec", str(spec), "--cache-dir", str(tmp_path / "cache"), "--select", "AS020")
    report = json.loads(run_cli(*base, "--format", "json").out)
    (found,) = [f for f in report["findings"] if f["rule"] == "AS020"]  # 4 distinct configs, each listed twice
    assert "4 of its 8 configs repeat another, 50% of the autotuner's benchmarks" in found["message"]
    assert found["message"].count(" x2") == 3 and "and 1 more" in found["message"]  # REPEATS_NAMED
    source = (REPO / "tests" / "compile" / "target_spaces.py").read_text().splitlines()
    assert source[found["source"]["line"] - 1].startswith("def duplicated(")
    assert Path(found["asm_path"]).read_text().splitlines()[found["asm_line"] - 1].startswith("duplicated:")
    for fmt in ("table", "sarif", "junit", "github", "markdown"):
        r = run_cli(*base, "--format", fmt)
        assert r.code == 0, (fmt, r.err)  # a warning: the default --fail-on is error
        assert "AS020" in r.out and "4 of its 8 configs" in r.out, fmt
