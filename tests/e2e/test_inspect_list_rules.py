"""`asmscope inspect`, `list`, `rules`, `rule`, `cache`."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from asmscope.compile.cache import ENTRY_DIRS

from .conftest import REPO, SPEC, assert_one_line_error, run_cli


def _inspect(cache_dir: Path, *args: str):
    return run_cli("inspect", "--spec", str(SPEC), "--cache-dir", str(cache_dir), "--quiet", *args)


def test_inspect_json_documented_keys(cache_dir: Path) -> None:
    r = _inspect(cache_dir, "fp8_gemm_nn", "--target", "gfx950", "--config", "matrix_instr_nonkdim=16", "-f", "json")
    assert r.code == 0, r.err
    data = json.loads(r.out)
    assert {"kernel", "target", "histogram", "categories", "resources", "loops"} <= set(data)
    assert set(data["resources"]) >= {"vgpr", "agpr", "sgpr", "vgpr_spill", "sgpr_spill", "scratch_bytes",
                                      "lds_bytes", "occupancy"}
    assert data["kernel"] == "fp8_gemm_nn" and data["target"] == "gfx950"
    assert data["config"]["matrix_instr_nonkdim"] == 16
    # nonkdim=16 selects the 16x16 MFMA family, and the K loop is where they are
    mfma = {m for m in data["histogram"] if m.startswith("v_mfma")}
    assert mfma and all("16x16" in m for m in mfma)
    hot = [lp for lp in data["loops"] if lp["hot"]]
    assert len(hot) == 1 and any(m.startswith("v_mfma") for m in hot[0]["histogram"])
    # software pipelining (num_stages=2) peels one K step out of the loop: half the MFMAs are outside
    assert 0 < data["categories"]["MFMA"]["hot_loop"] < data["categories"]["MFMA"]["kernel"]


def test_inspect_table_views(cache_dir: Path) -> None:
    r = _inspect(cache_dir, "fp8_gemm_tn", "--target", "gfx942", "--config", "WGRAD_TRANS_STORE=false",
                 "--by-line", "--loops", "--asm")
    assert r.code == 0, r.err
    assert "category" in r.out and "hot loop" in r.out and "MFMA" in r.out
    assert "occupancy" in r.out
    # --by-line: the tl.store line of the legacy epilogue lowers to the 64 narrow stores
    store_lines = [line for line in r.out.splitlines() if "tl.store" in line and "buffer_store_short" in line]
    assert store_lines, r.out[:3000]
    # --asm: assembly annotated with source lines
    assert "; gemm.py:" in r.out


def test_inspect_asm_file(cache_dir: Path) -> None:
    asm = next((cache_dir / "asm").rglob("*.s"))
    r = run_cli("inspect", str(asm), "-f", "json")
    assert r.code == 0, r.err
    assert json.loads(r.out)["instructions"] > 100


def test_inspect_missing_kernel_suggests(cache_dir: Path) -> None:
    r = _inspect(cache_dir, "fp8_gemm_tm")
    assert_one_line_error(r, "no kernel named 'fp8_gemm_tm'", "did you mean", "fp8_gemm_tn")


def test_inspect_missing_config(cache_dir: Path) -> None:
    r = _inspect(cache_dir, "fp8_gemm_tn", "--config", "BLOCK_M=512")
    assert_one_line_error(r, "BLOCK_M=512", "values: 256")
    r = _inspect(cache_dir, "fp8_gemm_tn", "--config", "BLOCKM=256")
    assert_one_line_error(r, "no config key 'BLOCKM'", "did you mean")


def test_list(cache_dir: Path) -> None:
    r = run_cli("list", "--spec", str(SPEC), "--cache-dir", str(cache_dir), "-f", "json")
    assert r.code == 0, r.err
    rows = {(row["kernel"], row["target"]): row for row in json.loads(r.out)}
    assert rows[("fp8_gemm_tn", "gfx950")]["variants"] == 2
    assert rows[("fp8_gemm_tn", "gfx950")]["cached"] == 2
    assert "wgrad" in rows[("fp8_gemm_tn", "gfx942")]["tags"]
    table = run_cli("list", "--spec", str(SPEC), "--cache-dir", str(cache_dir)).out
    assert "fp8_gemm_nn" in table and "cached" in table


def test_rules_and_rule_docs() -> None:
    r = run_cli("rules")
    assert r.code == 0 and "AS001" in r.out and "narrow-store-in-wgrad" in r.out
    doc = run_cli("rule", "AS001")
    assert doc.code == 0
    for heading in ("What it does", "Why", "Example", "Fix"):
        assert heading in doc.out
    assert_one_line_error(run_cli("rule", "AS999"), "unknown rule 'AS999'")


def test_cache_info_and_clear(tmp_path: Path, cache_dir: Path) -> None:
    """`cache clear` empties every cache the README lists (compile records, asm, plans, shard
    partitions, results), so the next check compiles again."""
    cache = tmp_path / "cache"
    shutil.copytree(cache_dir, cache)
    shard = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache), "--quiet", "--shard", "1/2",
                    "--fail-on", "never")  # fmt: skip
    assert shard.code == 0, shard.err
    filled = {sub: sum(1 for p in (cache / sub).rglob("*") if p.is_file()) for sub in ENTRY_DIRS}
    assert all(filled.values()), filled
    r = run_cli("cache", "info", "--cache-dir", str(cache))
    assert r.code == 0 and str(cache) in r.out and f"compile records: {filled['compile']}" in r.out
    r = run_cli("cache", "clear", "--cache-dir", str(cache))
    assert r.code == 0 and f"removed {sum(filled.values())} cache files" in r.out
    assert not [p for p in cache.rglob("*") if p.is_file()]
    r = run_cli("cache", "info", "--cache-dir", str(cache))
    assert "compile records: 0" in r.out and "size:            0.0 MB" in r.out


def test_list_shows_each_targets_own_space(tmp_path: Path) -> None:
    """A module that picks its autotune space from torch's device properties at import (torch
    first imported by that module, in a fresh process): `list` plans each target with that
    target active and shows each target's space, with no environment variable."""
    spec = tmp_path / "asmscope.toml"
    spec.write_text(
        f'python-path = ["{REPO / "tests" / "compile"}"]\n[shapes]\ns = {{ N = 4096 }}\n'
        '[[kernel]]\nname = "by_torch"\nfunction = "target_spaces:by_torch"\n'
        'args = { x_ptr = "fp32", out_ptr = "fp32", n = "N" }\n',
        encoding="utf-8",
    )
    r = run_cli("list", "--spec", str(spec), "--cache-dir", str(tmp_path / "cache"), "-f", "json")
    assert r.code == 0, r.err
    rows = {row["target"]: row for row in json.loads(r.out)}
    assert (rows["gfx942"]["variants"], rows["gfx950"]["variants"]) == (2, 6)
    assert rows["gfx942"]["space"] == "BLOCK_N=128 num_stages=1,2"
    assert rows["gfx950"]["space"] == "BLOCK_N=64,128 num_stages=1,2,3"
    table = run_cli("list", "--spec", str(spec), "--cache-dir", str(tmp_path / "cache")).out
    assert "BLOCK_N=64,128 num_stages=1,2,3" in table
