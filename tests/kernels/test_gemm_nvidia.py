"""The repository's blockwise FP8 GEMM family on NVIDIA (kernels/nvidia_fp8.toml, cuda:90 and
cuda:100, compiled here without a GPU): the spec checks every variant, its findings are only
the ones docs/findings.md explains, and the table there is what asmscope reads today.

The oracle for the code is nvdisasm's own listing of each cubin (the wheel's tool, run here),
read with a plain regex: the K loop is the region between a label and the backward branch to it
that holds the tensor-core ops; its byte-wide shared stores and tensor-core ops are counted
there, and the global stores' widths over the whole kernel."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
from pathlib import Path

import pytest

from asmscope.rules import builtin_rules_dir, load_rules
from tests.e2e.conftest import REPO, run_cli

pytestmark = pytest.mark.slow  # compiles 8 variants

SPEC = REPO / "kernels" / "nvidia_fp8.toml"
NARROW_SHARED_RULE = "AS067"  # narrow shared-memory accesses per tensor-core op in the hot loop


def _table_module():
    spec = importlib.util.spec_from_file_location("gemm_nvidia_table", REPO / "benchmarks" / "gemm_nvidia_table.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("gemm-nvidia-cache")


@pytest.fixture(scope="module")
def facts(cache: Path) -> dict:
    return _table_module().facts(cache, jobs=2)


def _nvdisasm(cubin: str) -> list[str]:
    found = importlib.util.find_spec("triton")
    assert found is not None and found.origin is not None
    tool = Path(found.origin).parent / "backends" / "nvidia" / "bin" / "nvdisasm"
    out = subprocess.run([str(tool), "-c", "-gi", cubin], check=True, capture_output=True, text=True).stdout
    return out.splitlines()


_OPCODE = re.compile(r"/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Za-z0-9_.]*)")
_BACK = re.compile(r"\bBRA\b.*`\((\.L_x_\d+)\)")


def _k_loop(lines: list[str]) -> list[str]:
    """The opcodes of the loop that holds the tensor-core ops: from a label to a branch back to it."""
    labels = {line[:-1]: i for i, line in enumerate(lines) if re.fullmatch(r"\.L_x_\d+:", line)}
    loops = []
    for i, line in enumerate(lines):
        back = _BACK.search(line)
        if back and labels.get(back.group(1), i + 1) < i:
            body = [m.group(1) for m in map(_OPCODE.search, lines[labels[back.group(1)] : i + 1]) if m]
            if any(op.split(".")[0] in ("QGMMA", "UTCQMMA") for op in body):
                loops.append(body)
    assert loops, "no loop holds a tensor-core op"
    return min(loops, key=len)  # the innermost


def test_the_hot_loop_and_the_stores_are_what_nvdisasm_lists(facts: dict) -> None:
    """asmscope's hot loop of each variant is nvdisasm's K loop: the same tensor-core ops and
    byte-wide shared stores; every global store of the family is 128 bits wide on both targets."""
    assert len(facts) == 8
    for key, f in facts.items():
        lines = _nvdisasm(f["cubin"])
        loop = _k_loop(lines)
        mma = {op: loop.count(op) for op in set(loop) if op.split(".")[0] in ("QGMMA", "UTCQMMA")}
        assert mma == f["mma"], key
        assert sum(loop.count(op) for op in ("STS.U8", "STS.S8", "STS.U16", "STS.S16")) == f["narrow_shared"], key
        stores = {m.group(1) for m in map(_OPCODE.search, lines) if m and m.group(1).startswith("STG")}
        assert stores == set(f["global_stores"]) == {"STG.E.128"}, key
    # Hopper's wgmma takes fp8 operands K-major only: the M-/N-major operand is transposed into
    # shared memory a byte at a time; Blackwell's tcgen05 MMA reads it as it lies
    narrow = {(k, t) for (k, _, t), f in facts.items() if f["narrow_shared"]}
    assert narrow == {("fp8_gemm_nn", "cuda:90"), ("fp8_gemm_tn", "cuda:90")}


def test_the_table_in_docs_is_what_asmscope_reads(facts: dict) -> None:
    table = _table_module().table(facts)
    assert table in (REPO / "docs" / "findings.md").read_text(encoding="utf-8")


def test_the_check_reports_only_what_the_docs_explain(cache: Path, facts: dict) -> None:
    """Every variant is checked and nothing fails; the only findings are byte-wide shared stores
    per tensor-core op in the K loop, exactly where nvdisasm shows them, at the Python line of
    the load whose operand is transposed (where asmscope has that rule)."""
    r = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "json", "-j", "2")
    assert r.code == 0, r.err[-3000:]  # warnings only
    report = json.loads(r.out)
    assert report["summary"]["variants_checked"] == 8 and not report["errors"] and not report["rule_errors"]
    flagged = {  # a finding byte-identical variants share is listed once, under all of them (`variants`)
        (v["kernel"], dict(v["config"]).get("WGRAD_TRANS_STORE"), v["target"])
        for f in report["findings"]
        if f["rule"] == NARROW_SHARED_RULE
        for v in f.get("variants") or [f]
    }
    assert {f["rule"] for f in report["findings"]} <= {NARROW_SHARED_RULE, "AS072"}
    for f in report["findings"]:
        if f["rule"] == "AS072":  # num_stages asked for, no pipelining: nvdisasm's K loop has no async copy
            assert int(dict(f["config"])["num_stages"]) >= 2
            loop = _k_loop(Path(f["asm_path"]).read_text().splitlines())
            assert not any(op.split(".")[0] in ("LDGSTS", "UTMALDG", "LDGDEPBAR") for op in loop), f["message"]
    narrow = {key for key, f in facts.items() if f["narrow_shared"]}
    if any(rule.id == NARROW_SHARED_RULE for rule in load_rules([builtin_rules_dir()]).rules):
        assert flagged == narrow
        for f in report["findings"]:
            assert f["source"]["file"].endswith("kernels/gemm.py") and f["asm_path"].endswith(".sass")
    else:
        assert not flagged
