"""`check --shard I/N` and `asmscope merge` on real compiled variants: N shards merged give the
report of one unsharded run, in every format; the shards are disjoint and cover the plan."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from .conftest import SPEC, run_cli


@pytest.fixture(scope="module")
def whole(cache_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict:
    out = tmp_path_factory.mktemp("whole") / "whole.json"
    result = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache_dir), "-q", "-f", "json", "-o", str(out))
    assert result.code in (0, 1), result.err[-2000:]
    return json.loads(out.read_text())


def _shards(cache_dir: Path, tmp_path: Path, count: int, *extra: str) -> list[Path]:
    paths = []
    for i in range(1, count + 1):
        out = tmp_path / f"shard{i}.json"
        result = run_cli(
            "check", "--spec", str(SPEC), "--cache-dir", str(cache_dir), "-q", "-f", "json", "-o", str(out),
            "--shard", f"{i}/{count}", *extra,
        )  # fmt: skip
        assert result.code in (0, 1), result.err[-2000:]
        paths.append(out)
    return paths


@pytest.mark.parametrize("count", [1, 2, 4])
def test_merged_shards_equal_one_run(cache_dir: Path, tmp_path: Path, whole: dict, count: int) -> None:
    paths = _shards(cache_dir, tmp_path, count)
    docs = [json.loads(p.read_text()) for p in paths]
    positions = [[v["position"] for v in d["run"]["variants"]] for d in docs]
    flat = sorted(p for ps in positions for p in ps)
    assert flat == list(range(whole["run"]["planned"]))  # disjoint, and every variant in one shard
    assert all(ps for ps in positions)  # 6 variants over at most 4 shards: none is empty
    merged = run_cli("merge", *map(str, paths[::-1]), "-f", "json")
    assert merged.code == (1 if whole["summary"]["error"] else 0), merged.err
    assert json.loads(merged.out) == whole


def test_merge_renders_every_format_as_one_run(cache_dir: Path, tmp_path: Path) -> None:
    paths = _shards(cache_dir, tmp_path, 3)
    for fmt in ("table", "sarif", "junit", "markdown", "github"):
        one = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache_dir), "-q", "-f", fmt)
        merged = run_cli("merge", *map(str, paths), "-f", fmt)
        assert (merged.code, merged.out) == (one.code, one.out), fmt


def test_cold_shards_compile_only_their_part(cache_dir: Path, tmp_path: Path, whole: dict) -> None:
    """Shards from an empty cache split the plan by a stable hash; each compiles its own part and
    nothing else, and the merged report is that of a whole run on the same (now full) cache."""
    cold = tmp_path / "cold"
    cold.mkdir()
    shutil.copytree(cache_dir / "plans", cold / "plans")  # planning is not what this measures
    built = []
    paths = []
    for i in (1, 2):
        out = tmp_path / f"cold{i}.json"
        result = run_cli(
            "check", "--spec", str(SPEC), "--cache-dir", str(cold), "-f", "json", "-o", str(out), "--shard", f"{i}/2"
        )
        assert result.code in (0, 1), result.err[-2000:]
        mine = len(json.loads(out.read_text())["run"]["variants"])
        assert f"compiled {mine}, 0 from cache" in result.err
        built.append(mine)
        paths.append(out)
    assert sum(built) == whole["run"]["planned"]
    merged = run_cli("merge", *map(str, paths), "-f", "json")
    one = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cold), "-f", "json")
    assert "compiled 0, " in one.err
    assert json.loads(merged.out) == json.loads(one.out)
