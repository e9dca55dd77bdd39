"""`inspect --ir ttgir`: the ops with their layouts and the ISA lines each became (table and JSON);
a clear one-line error where there is no IR; the TTGIR reader's own errors name the line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from asmscope.ir.ttgir import IRParseError, parse_ttgir
from tests.e2e.conftest import REPO, assert_one_line_error, run_cli

CONFIG = "BLOCK_M=256,BLOCK_N=128,num_stages=2,kpack=1,WGRAD_TRANS_STORE=false"
SPEC = str(REPO / "kernels" / "asmscope.toml")
LEGACY = ["fp8_gemm_tn", "--spec", SPEC, "--target", "gfx942", "--shape", "llama70b_up_wgrad", "--config", CONFIG]


@pytest.mark.slow
def test_inspect_ir_json_links_ops_to_isa_lines(tmp_path: Path) -> None:
    r = run_cli("inspect", *LEGACY, "--cache-dir", str(tmp_path), "--quiet", "--ir", "ttgir", "-f", "json")
    assert r.code == 0, r.err
    data = json.loads(r.out)
    ir = data["ir"]
    assert ir["stage"] == "ttgir" and ir["module"]["num_warps"] == 8 and ir["module"]["threads_per_warp"] == 64
    for op in ir["ops"]:
        assert set(op) >= {"op", "source", "layout", "vector_bits", "isa_lines", "loops"}
        assert set(op["source"]) == {"file", "line", "column"}
    (store,) = [op for op in ir["ops"] if op["op"].endswith("store") and op["vector_bits"] is not None]
    assert store["vector_bits"] == 16 and store["layout"] in ir["module"]["layouts"]
    # the ISA lines it became: the asm's own lines, every one a 16-bit store
    asm = Path(data["asm_file"]).read_text().splitlines()
    assert len(store["isa_lines"]) == 64
    assert all("buffer_store_short" in asm[n - 1] for n in store["isa_lines"])
    table = run_cli("inspect", *LEGACY, "--cache-dir", str(tmp_path), "--quiet", "--ir", "ttgir")
    assert table.code == 0 and "amdg.buffer_store" in table.out and "vector bits" in table.out


def test_inspect_ir_of_an_assembly_file_is_one_clear_line() -> None:
    asm = REPO / "tests" / "fixtures" / "asm" / "gfx942_batched_splitk.s"
    assert_one_line_error(run_cli("inspect", str(asm), "--ir", "ttgir", "--quiet"), "no TTGIR")


@pytest.mark.parametrize(
    ("text", "line"),
    [
        (
            "#blocked = #ttg.blocked<{}>\nmodule {\n  tt.func @k() {\n    tt.return loc(#loc)\n  }\n",
            2,
        ),  # module not closed
        ("module {\n}\n}\n", 3),
        ("  %0 = arith.constant 1 : i32\n", 1),
        ("#blocked\nmodule {\n}\n", 1),
    ],
)
def test_text_that_is_not_ttgir_names_its_line(text: str, line: int) -> None:
    with pytest.raises(IRParseError, match=rf"^x\.ttgir:{line}: "):
        parse_ttgir(text, "x.ttgir")
