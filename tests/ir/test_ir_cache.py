"""The compile cache keeps Triton's IR stages next to the ISA: compressed, content-addressed, checked."""

import gzip
from pathlib import Path

import pytest

from asmscope.compile import CompileCache, compile_variants, plan_variants
from asmscope.compile.cache import read_ir
from asmscope.spec import load_spec_file
from tests.compile.specs import SCALE_ADD, write_spec

KEY = "cd" * 32
IR = {
    "ttir": "module {\n}\n",
    "ttgir": '#blocked = #ttg.blocked<{}>\nmodule attributes {"ttg.num-warps" = 4 : i32} {\n}\n',
}


def test_ir_stages_are_stored_compressed_under_their_own_hash(tmp_path: Path) -> None:
    cache = CompileCache(tmp_path)
    record = cache.put(KEY, {"status": "ok"}, "s_endpgm\n", IR)
    assert set(record["ir_sha256"]) == {"ttir", "ttgir"}
    for stage, sha in record["ir_sha256"].items():
        path = cache.ir_path(sha, stage)
        assert gzip.decompress(path.read_bytes()).decode() == IR[stage]
        assert read_ir(path) == IR[stage]
    assert cache.get(KEY) == record
    # the same text under another key is stored once
    cache.put("ef" * 32, {"status": "ok"}, "s_endpgm\n", IR)
    assert len(list((tmp_path / "ir").rglob("*.gz"))) == 2


def test_a_lost_or_rotted_ir_file_is_never_trusted(tmp_path: Path) -> None:
    cache = CompileCache(tmp_path)
    record = cache.put(KEY, {"status": "ok"}, "s_endpgm\n", IR)
    ttgir = cache.ir_path(record["ir_sha256"]["ttgir"], "ttgir")
    ttgir.write_bytes(gzip.compress(b"module {}\n"))  # rotted: no longer hashes to its name
    assert read_ir(ttgir) is None
    ttgir.write_bytes(b"not gzip")
    assert read_ir(ttgir) is None
    ttgir.unlink()  # lost: the record is a miss, so the variant compiles again
    assert cache.get(KEY) is None


@pytest.mark.slow
def test_a_compiled_variant_names_its_ttir_ttgir_and_llir(tmp_path: Path) -> None:
    spec = load_spec_file(write_spec(tmp_path, SCALE_ADD, shapes='["big"]'))
    plan = [p for p in plan_variants(spec, spec.kernels) if dict(p.config)["BLOCK"] == 64][:1]
    out = compile_variants(plan, CompileCache(tmp_path / "cache"), jobs=1)
    (variant,) = out.compiled
    assert {"ttir", "ttgir", "llir"} <= dict(variant.ir).keys()
    ttgir = read_ir(variant.ir_path("ttgir"))
    assert ttgir is not None and "ttg.num-warps" in ttgir and "#loc" in ttgir
