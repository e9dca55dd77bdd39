"""Findings of byte-identical variants listed once (issue 45, item 8), on real compiles of
tests/compile/rowwise.py: its row length reaches the kernel as a runtime argument, so two shapes
with an odd row length compile to the same code, and so does a num_stages twin of a config (the
kernel has no loop to pipeline); a row length that is a multiple of 16 compiles to other code.
Each distinct finding is listed once with every variant it stands for, in json, table and
markdown; counts, baselines and merged shards still see one finding per variant."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import REPO, Result, run_cli

CONFIGS = (
    "[{ BLOCK = 8192, num_warps = 4 }, { BLOCK = 8192, num_warps = 4, num_stages = 2 }, "
    "{ BLOCK = 8192, num_warps = 8 }]"
)


@pytest.fixture(scope="module")
def spec(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("identical")
    path = root / "asmscope.toml"
    path.write_text(
        f'targets = ["gfx942"]\npython-path = ["{REPO / "tests" / "compile"}"]\n'
        "[shapes]\nodd_a = { N = 4097 }\nodd_b = { N = 8191 }\neven = { N = 4096 }\n"
        '[[kernel]]\nname = "row_scale"\nfunction = "rowwise:row_scale"\nshapes = ["odd_a", "odd_b", "even"]\n'
        f'configs = {CONFIGS}\nargs = {{ x_ptr = "fp32", out_ptr = "bf16", half_ptr = "bf16", n_cols = "N" }}\n',
        encoding="utf-8",
    )
    return path


def _check(spec: Path, *args: str) -> Result:
    result = run_cli("check", "--spec", str(spec), "--cache-dir", str(spec.parent / "cache"), "-q", *args)
    assert result.code in (0, 1), result.err[-3000:]
    return result


@pytest.fixture(scope="module")
def whole(spec: Path) -> dict:
    return json.loads(_check(spec, "-f", "json").out)


def _name(v: dict) -> str:
    config = ",".join(f"{k}={x}" for k, x in v["config"].items())
    return f"{v['kernel']}[{v['shape']}]{{{config}}}@{v['target']}"


def test_shared_findings_listed_once_per_code(whole: dict) -> None:
    code = {_name(v): v["asm_sha256"] for v in whole["run"]["variants"]}
    groups = [set(g) for g in whole["identical"]]
    # the premise: the odd shapes share code (across shapes and the num_stages twin), the even shape does not
    assert any({v.split("[")[1].split("]")[0] for v in g} == {"odd_a", "odd_b"} for g in groups), groups
    assert all(not (any("[even]" in v for v in g) and any("[odd" in v for v in g)) for g in groups)
    store = [f for f in whole["findings"] if f["rule"] == "AS022"]
    listed = [[_name(v) for v in f["variants"]] for f in store]
    # every variant's narrow-store finding is there once, under one entry
    assert sorted(n for names in listed for n in names) == sorted(code)
    # one entry per distinct code, naming every variant of that code, the finding's own first
    assert len(store) == len(set(code.values()))
    for f, names in zip(store, listed):
        assert names[0] == _name(f)
        assert {code[n] for n in names} == {code[names[0]]}
        assert len(names) == sum(1 for c in code.values() if c == code[names[0]])
    across_shapes = [names for names in listed if len({n.split("]")[0] for n in names}) > 1]
    assert across_shapes and all("[even]" not in n for names in across_shapes for n in names)
    # the count stays one finding per variant; the entries are fewer
    assert whole["summary"]["findings"] == sum(len(f["variants"]) for f in whole["findings"]) > len(whole["findings"])


def test_each_variant_keeps_its_fingerprint(spec: Path, whole: dict, tmp_path: Path) -> None:
    baseline = tmp_path / "baseline.json"
    _check(spec, "--write-baseline", str(baseline))
    written = {e["fingerprint"] for e in json.loads(baseline.read_text())["findings"]}
    assert written == {v["fingerprint"] for f in whole["findings"] for v in f["variants"]}


def test_a_baseline_that_accepts_one_shape_splits_the_group(spec: Path, whole: dict, tmp_path: Path) -> None:
    odd_a = [v["fingerprint"] for f in whole["findings"] for v in f["variants"] if v["shape"] == "odd_a"]
    baseline = tmp_path / "odd_a.json"
    baseline.write_text(json.dumps({"version": 1, "findings": [{"fingerprint": p} for p in odd_a]}))
    doc = json.loads(_check(spec, "-f", "json", "--baseline", str(baseline)).out)
    assert doc["summary"]["findings"] == whole["summary"]["findings"] - len(odd_a)
    shapes = [{v["shape"] for v in f["variants"]} for f in doc["findings"]]
    assert {"odd_b"} in shapes and all("odd_a" not in s for s in shapes)


def test_table_and_markdown_name_every_variant_once(spec: Path, whole: dict) -> None:
    table = _check(spec).out
    markdown = _check(spec, "-f", "markdown").out
    repeats = whole["summary"]["findings"] - len(whole["findings"])
    for f in whole["findings"]:
        names = [_name(v) for v in f["variants"]]
        if len(names) > 1:
            heading = f"{len(names)} variants with byte-identical code: " + ", ".join(names)
            assert table.count(heading) == 1, heading
            assert markdown.count(heading.replace("[", "\\[").replace("]", "\\]")) == 1, heading
        else:
            assert f"\n{names[0]}\n" in table
    assert f"{repeats} of them repeated on byte-identical variants (listed once)" in table
    # each message once per entry, not once per variant
    for message in {f["message"] for f in whole["findings"] if f["rule"] == "AS022"}:
        assert table.count(message) == sum(1 for f in whole["findings"] if f["message"] == message)


def test_merged_shards_equal_one_run(spec: Path, whole: dict, tmp_path: Path) -> None:
    """Shards list their own variants' shared findings once; merge reads each back as every
    variant's, and groups them again across shards, as one run does. (AS023 judges the whole
    autotune list, which no shard sees: left out here, as a shard leaves it out.)"""
    count = whole["run"]["planned"]  # as many shards as variants: each shard one, every group split
    paths = []
    for i in range(1, count + 1):
        out = tmp_path / f"shard{i}.json"
        _check(spec, "-f", "json", "-o", str(out), "--shard", f"{i}/{count}", "--ignore", "AS023")
        paths.append(str(out))
    shards = [json.loads(Path(p).read_text()) for p in paths]
    assert all(len(f["variants"]) == 1 for s in shards for f in s["findings"])
    merged = json.loads(run_cli("merge", *paths, "-f", "json").out)
    assert sum(len(s["findings"]) for s in shards) == merged["summary"]["findings"] > len(merged["findings"])
    for fmt in ("json", "table", "markdown"):
        merged = run_cli("merge", *paths, "-f", fmt)
        one = _check(spec, "-f", fmt, "--ignore", "AS023")
        assert (merged.code, merged.out) == (one.code, one.out), fmt
