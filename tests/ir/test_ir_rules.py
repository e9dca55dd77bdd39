"""The IR rules (AS070-AS072, check kind `ir`) on real compiles of tests/ir/ir_rule_kernels.py:
each fires on the variant with its pattern and not on the clean twin, at the Python line of the
TTGIR op; and for an input without TTGIR (`check --asm`) they are out of scope, not run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from asmscope.compile import CompileCache, compile_variants, plan_variants
from asmscope.ir.files import load_ttgir
from asmscope.ir.queries import shared_need, type_bytes
from asmscope.isa import parse_module
from asmscope.pipeline import check_variants
from asmscope.rules import load_rules
from asmscope.variant import lds_bytes

pytestmark = pytest.mark.slow
HERE = Path(__file__).parent
KERNELS = HERE / "ir_rule_kernels.py"
IR_RULES = ["AS070", "AS071", "AS072"]


@pytest.fixture(scope="module")
def variants(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """{(kernel, the config's switch or tile): Variant} of tests/ir/ir_rules_spec.toml on gfx942."""
    from asmscope.spec import load_spec_file

    spec = load_spec_file(HERE / "ir_rules_spec.toml")
    cache = CompileCache(tmp_path_factory.mktemp("ir-rules-cache"))
    out = compile_variants(plan_variants(spec, spec.kernels), cache, jobs=2)
    assert not out.errors, out.errors
    picked = {}
    for v in out.compiled:
        c = dict(v.config)
        key = c["TRANS_Y"] if v.key.kernel == "loop_sum" else ("while" if c["WHILE_LOOP"] else c["BLOCK_M"])
        picked[(v.key.kernel, key)] = v
    return picked


def _findings(variant, select=IR_RULES) -> list:
    outcome = check_variants([variant], load_rules(select=list(select)))
    assert not outcome.problems
    return [f for s in outcome.summaries for f in s.findings]


def _lines_of(text: str) -> list[int]:
    """The lines of tests/ir/ir_rule_kernels.py that hold `text`."""
    return [n for n, s in enumerate(KERNELS.read_text().splitlines(), 1) if text in s]


def _line_of(text: str) -> int:
    (line,) = _lines_of(text)
    return line


def test_as070_a_conversion_through_shared_memory_in_the_loop(variants: dict) -> None:
    found = [f for f in _findings(variants[("loop_sum", True)]) if f.rule == "AS070"]
    assert len(found) == 1
    (f,) = found
    assert f.source is not None and f.source.line == _line_of("acc += x.to(tl.float32)")
    assert f.ir is not None and f.ir.op == "ttg.convert_layout"
    # at a shared-memory instruction of the ISA, in the line the finding names
    kernel = parse_module(open(f.asm_path).read(), f.asm_path).kernels[0]
    (instr,) = [i for i in kernel.instructions if i.line == f.asm_line]
    assert instr.mnemonic.startswith("ds_") and instr.loc is not None and instr.loc.line == f.source.line
    # the tile it converts: 64 x 64 halves, as the message says
    module = load_ttgir(variants[("loop_sum", True)].ir_path("ttgir"))
    (op,) = [o for o in module.ops if o.line == f.ir.ttgir_line]
    assert f"{type_bytes(op.types[0])}-byte tile" in f.message and type_bytes(op.types[0]) == 64 * 64 * 2


def test_as070_not_on_the_clean_loop(variants: dict) -> None:
    assert [f for f in _findings(variants[("loop_sum", False)]) if f.rule == "AS070"] == []


def test_as071_buffers_over_the_lds_limit_subsume_as008(variants: dict) -> None:
    variant = variants[("small_gemm", 256)]
    found = _findings(variant, [*IR_RULES, "AS008"])
    assert [f.rule for f in found if f.rule in ("AS071", "AS008")] == ["AS071"]  # AS008 subsumed
    (f,) = [f for f in found if f.rule == "AS071"]
    c = dict(variant.config)
    # num_stages - 1 copies of the A and B tiles in fp16 (AMD's stream pipeliner), live across the K loop
    stage = (c["BLOCK_M"] * c["BLOCK_K"] + c["BLOCK_K"] * c["BLOCK_N"]) * 2
    need = shared_need(load_ttgir(variant.ir_path("ttgir")))
    assert need is not None and need.bytes == (c["num_stages"] - 1) * stage
    assert f"need {need.bytes} bytes" in f.message and f"has {variant.target.lds_bytes}" in f.message
    # a lower bound: never more than what the compiled kernel takes (the ISA's LDS, AS008's number)
    kernel = parse_module(open(variant.asm_path).read(), variant.asm_path).kernels[0]
    isa = lds_bytes(kernel.resources.lds_bytes, variant.launch_lds_bytes)
    assert isa is not None and need.bytes <= isa
    assert [f.rule for f in _findings(variant, ["AS008"])] == ["AS008"]  # which fires alone
    # at the for loop's A or B load (the second of each: the first is the while loop's)
    loads = (_lines_of("a = tl.load(a_ptrs)")[1], _lines_of("b = tl.load(b_ptrs)")[1])
    assert f.source is not None and f.source.line in loads


def test_as071_not_on_a_config_that_fits(variants: dict) -> None:
    variant = variants[("small_gemm", 128)]
    assert [f for f in _findings(variant, [*IR_RULES, "AS008"]) if f.rule in ("AS071", "AS008")] == []
    need = shared_need(load_ttgir(variant.ir_path("ttgir")))
    assert need is not None and 0 < need.bytes <= variant.target.lds_bytes


def test_as072_a_while_loop_is_not_pipelined(variants: dict) -> None:
    found = [f for f in _findings(variants[("small_gemm", "while")]) if f.rule == "AS072"]
    assert len(found) == 1
    (f,) = found
    assert f.ir is not None and f.ir.op == "tt.dot"
    # the while loop's dot: the first of the two
    assert f.source is not None and f.source.line == _lines_of("acc += tl.dot(a, b)")[0]
    assert "num_stages=2" in f.message


def test_as072_not_on_the_pipelined_for_loop(variants: dict) -> None:
    for key in (128, 256):
        assert [f for f in _findings(variants[("small_gemm", key)]) if f.rule == "AS072"] == []


def test_ir_rules_are_out_of_scope_for_an_asm_file(variants: dict, tmp_path: Path) -> None:
    """The same code as a bare `.s` file carries no TTGIR: the rules are listed out of scope
    with why, and selecting one by id is a rule error (it ran on nothing)."""
    asm = Path(variants[("loop_sum", True)].asm_path)
    copy = tmp_path / "loop_sum.s"
    copy.write_text(asm.read_text())
    report = tmp_path / "r.json"

    def run(*select: str) -> subprocess.CompletedProcess:
        args = ["check", "--asm", str(copy), "--select", ",".join(select), "-f", "json", "-o", str(report)]
        return subprocess.run([sys.executable, "-m", "asmscope", *args], capture_output=True, text=True, timeout=600)

    done = run("AS07", "AS005")  # AS005 (spills) runs on any AMD asm: the check is not empty
    assert done.returncode in (0, 1), done.stderr[-2000:]
    data = json.loads(report.read_text())
    left_out = {o["rule"]: o["reason"] for o in data["out_of_scope"]}
    assert set(IR_RULES) <= set(left_out) and all("TTGIR" in left_out[r] for r in IR_RULES)
    assert not [f for f in data["findings"] if f["rule"] in IR_RULES]
    named = run("AS070")
    assert named.returncode == 2 and "AS070" in named.stderr + report.read_text()
