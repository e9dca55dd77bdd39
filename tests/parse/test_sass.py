"""The SASS reader on real cubins: the test suite's own (tests/fixtures/nvidia/local, Triton 3.9
for sm_90a and sm_100a, regen_sass.py) and the H100 ground truth's cache entries (Triton 3.6).

Oracles: nvdisasm's own listing (every instruction line it prints is one instruction of the
model, with the same opcode), ptxas -v (registers, stack frame, spill store and load bytes), and
the Python source the kernels were written in (the line table)."""

from __future__ import annotations

import json
import re
import subprocess
from functools import cache
from pathlib import Path

import pytest

from asmscope.analysis import analyze
from asmscope.inspection import by_line
from asmscope.isa import ParseError, parse_module
from asmscope.isa.sass import reader as sass
from asmscope.isa.sass.ptxas_log import read_ptxas_log
from asmscope.model import Category, Module, OperandKind, RegKind

NVIDIA = Path(__file__).resolve().parents[1] / "fixtures" / "nvidia"
LOCAL = sorted((NVIDIA / "local").glob("*/*.cubin"))
H100 = sorted((NVIDIA / "h100").glob("*/*.cubin"))
_LISTED = re.compile(r"^\s*/\*[0-9a-f]+\*/\s+(?:@!?U?P[0-7T]\s+)?([A-Z][A-Za-z0-9_.]*)", re.M)

pytestmark = pytest.mark.skipif(sass.tool("nvdisasm") is None, reason="nvdisasm not available")


@cache
def _module(path: Path) -> Module:
    return parse_module(path.read_bytes(), str(path))


def _ids(paths: list[Path]) -> list[str]:
    return [f"{p.parent.name}/{p.stem}" for p in paths]


def test_the_suite_covers_both_targets():
    assert {p.parent.name for p in LOCAL} == {"sm90", "sm100"}
    assert len(H100) >= 40
    assert {_module(p).target for p in LOCAL if p.stem == "add"} == {"cuda:90", "cuda:100"}


# Parsing the big listings (12,000 lines of spill code, the 2,000-line matmuls) and the ground
# truth's 47 cubins takes minutes on a small shared machine: the quick loop reads the rest.
_BIG = ("spill", "matmul_fp8", "matmul_fp16")


def _quick_or_slow(paths: list[Path], big: tuple[str, ...] = _BIG) -> list:
    return [pytest.param(p, marks=pytest.mark.slow) if p.stem in big else p for p in paths]


@pytest.mark.parametrize(
    "path", _quick_or_slow(LOCAL) + [pytest.param(p, marks=pytest.mark.slow) for p in H100], ids=_ids(LOCAL + H100)
)
def test_every_instruction_nvdisasm_prints_parses(path: Path):
    listing = subprocess.run(
        [sass.tool("nvdisasm"), "-c", str(path)], capture_output=True, text=True, check=True
    ).stdout
    opcodes = _LISTED.findall(listing)
    module = _module(path)
    parsed = [ins.mnemonic for k in module.kernels for ins in k.instructions]
    assert parsed == opcodes
    assert not module.warnings
    for kernel in module.kernels:
        assert all(ins.category is not Category.UNKNOWN for ins in kernel.instructions)


@pytest.mark.parametrize("path", _quick_or_slow(LOCAL), ids=_ids(LOCAL))
def test_resources_equal_what_ptxas_reports(path: Path):
    report = read_ptxas_log(path.with_suffix(".ptxas.txt").read_text())
    kernel = _module(path).kernels[0]
    res = kernel.resources
    assert (res.registers, res.scratch_bytes, res.spill_store_bytes, res.spill_load_bytes) == (
        report.registers,
        report.stack_frame_bytes,
        report.spill_store_bytes,
        report.spill_load_bytes,
    )
    assert report.function == kernel.name


def _local(arch: str, name: str) -> Module:
    return _module(NVIDIA / "local" / arch / f"{name}.cubin")


def _bases(module: Module, category: Category) -> set[str]:
    return {ins.base for ins in module.kernels[0].instructions if ins.category is category}


@pytest.mark.slow
def test_tensor_core_tma_and_local_memory_categories():
    assert _bases(_local("sm90", "matmul_fp16"), Category.TENSOR_CORE) == {"HGMMA"}
    assert _bases(_local("sm90", "matmul_fp8"), Category.TENSOR_CORE) == {"QGMMA"}
    assert _bases(_local("sm100", "matmul_fp16"), Category.TENSOR_CORE) == {"UTCHMMA"}
    assert _bases(_local("sm100", "matmul_fp8"), Category.TENSOR_CORE) == {"UTCQMMA"}
    for arch in ("sm90", "sm100"):
        assert {"UTMALDG", "UTMASTG"} <= _bases(_local(arch, "tma_matmul"), Category.TMA)
        assert _bases(_local(arch, "spill"), Category.LOCAL_MEMORY) == {"LDL", "STL"}
        assert not _bases(_local(arch, "add"), Category.LOCAL_MEMORY)
    assert {"LDTM", "STTM"} <= _bases(_local("sm100", "tma_matmul"), Category.TENSOR_MEMORY)
    assert "WARPGROUP" in _bases(_local("sm90", "tma_matmul"), Category.SYNC)


def test_the_hot_loop_of_a_matmul_holds_its_mma_and_tma():
    for arch, mma in (("sm90", "HGMMA"), ("sm100", "UTCHMMA")):
        module = _local(arch, "tma_matmul")
        kernel = module.kernels[0]
        hot = analyze(kernel, module.target).hot_loop
        assert hot is not None
        names = {m.split(".")[0] for m in hot.histogram}
        assert mma in names and "UTMALDG" in names


@pytest.mark.slow
def test_operands_registers_and_def_use():
    module = _local("sm90", "row_sum")
    instructions = module.kernels[0].instructions
    load = next(i for i in instructions if i.base == "LDG" and i.guard is not None)
    address = next(op for op in load.operands if op.kind is OperandKind.MEMORY)
    assert address.text.startswith("desc[UR")
    kinds = sorted(r.kind.value for r in address.address)
    assert kinds == ["R", "UR"]
    pair = next(r for r in address.address if r.kind is RegKind.NV_R)
    assert pair.count == 2  # R4.64: a 64-bit address in R4, R5
    assert load.guard.register.kind is RegKind.NV_P and load.guard.register in load.uses
    assert load.defs == (load.operands[0].register,)
    constant = next(i for i in instructions if i.base == "LDC")
    assert constant.operands[1].kind is OperandKind.CONSTANT
    compare = next(i for i in instructions if i.base == "ISETP")
    assert all(r.kind is RegKind.NV_P for r in compare.defs)  # PT is a constant, never a def
    store = next(i for i in _local("sm90", "spill").kernels[0].instructions if i.mnemonic == "STL.64")
    data = [r for r in store.uses if r.kind is RegKind.NV_R and r.count == 2]
    assert data and not store.defs


@pytest.mark.slow
def test_source_lines_from_the_line_table():
    source = (NVIDIA / "sass_kernels.py").read_text().splitlines()
    dot_line = next(n for n, text in enumerate(source, 1) if "acc = tl.dot(a, b, acc)" in text)
    for arch, mma in (("sm90", "HGMMA"), ("sm100", "UTCHMMA")):
        rows = by_line(_local(arch, "matmul_fp16").kernels[0])
        assert [r for r in rows if r[0].endswith("sass_kernels.py") and r[1] == dot_line]
        assert any(
            ins.base == mma and ins.loc is not None and ins.loc.line == dot_line
            for ins in _local(arch, "matmul_fp16").kernels[0].instructions
        )


def test_triton_metadata_beside_the_cubin_is_checked(tmp_path: Path):
    src = NVIDIA / "local" / "sm90" / "row_sum.cubin"
    cubin = tmp_path / "row_sum.cubin"
    cubin.write_bytes(src.read_bytes())
    meta = json.loads(src.with_suffix(".json").read_text())
    assert parse_module(cubin.read_bytes(), str(cubin)).kernels[0].resources.launch_shared_bytes is None
    cubin.with_suffix(".json").write_text(json.dumps(meta))
    res = parse_module(cubin.read_bytes(), str(cubin)).kernels[0].resources
    assert (res.launch_shared_bytes, res.max_flat_workgroup_size) == (meta["shared"], meta["num_warps"] * 32)
    for key, value in (
        ("num_warps", meta["num_warps"] * 2),
        ("shared", "lots"),
        ("target", {"backend": "cuda", "arch": 100}),
    ):
        cubin.with_suffix(".json").write_text(json.dumps({**meta, key: value}))
        with pytest.raises(ParseError) as err:
            parse_module(cubin.read_bytes(), str(cubin))
        assert err.value.path.endswith("row_sum.json") and repr(key) in str(err.value)
    cubin.with_suffix(".json").write_text("{not json")
    with pytest.raises(ParseError) as err:
        parse_module(cubin.read_bytes(), str(cubin))
    assert err.value.path.endswith("row_sum.json")


def test_a_listing_the_grammar_rejects_names_its_line():
    text = '\t.section\t.text.k,"ax",@progbits\nk:\n        /*0000*/                   MOV R1, ??? ;\n'
    with pytest.raises(ParseError) as err:
        sass.parse_sass(text, "k.sass")
    assert err.value.line == 3


def _live_gprs(path: Path) -> tuple[list[int], list[int]]:
    """nvdisasm -lrm count's live R registers per instruction, and the same figure from the
    model's def/use by a backward dataflow over the CFG (an instruction holds what is live into
    it, out of it, and what it writes; R1, the stack pointer, is live to the end; a guarded
    write does not end a register's life)."""
    listing = subprocess.run(
        [sass.tool("nvdisasm"), "-c", "-lrm", "count", str(path)], capture_output=True, text=True, check=True
    ).stdout
    oracle = []
    for line in listing.splitlines():
        if re.match(r"\s*/\*[0-9a-f]+\*/", line):
            column = line.split("//")[-1].split("|")[1].strip()
            oracle.append(int(column) if column else 0)
    module = _module(path)
    kernel = module.kernels[0]
    cfg = analyze(kernel, module.target).cfg

    def units(registers) -> set[int]:
        return {u for r in registers if r.kind is RegKind.NV_R for u in range(r.first, r.last + 1)}

    defs = [units(i.defs) for i in kernel.instructions]
    uses = [units(i.uses) | ({1} if i.category is Category.END else set()) for i in kernel.instructions]
    live_in: list[set[int]] = [set() for _ in kernel.instructions]

    def live_out(block, i: int) -> set[int]:
        if i + 1 < block.end:
            return live_in[i + 1]
        return set().union(*(live_in[cfg.blocks[s].start] for s in block.successors))

    changed = True
    while changed:
        changed = False
        for block in reversed(cfg.blocks):
            for i in range(block.end - 1, block.start - 1, -1):
                ins = kernel.instructions[i]
                new = (live_out(block, i) - (set() if ins.guard is not None else defs[i])) | uses[i]
                if new != live_in[i]:
                    live_in[i], changed = new, True
    ours = [len(live_in[i] | live_out(b, i) | defs[i]) for b in cfg.blocks for i in range(b.start, b.end)]
    return oracle, ours


@pytest.mark.parametrize("arch", ["sm90", "sm100"])
def test_def_use_gives_nvdisasms_live_registers_for_elementwise_code(arch: str):
    oracle, ours = _live_gprs(NVIDIA / "local" / arch / "add.cubin")
    kernel = _local(arch, "add").kernels[0]
    exit_at = next(i.index for i in kernel.instructions if i.base == "EXIT" and i.guard is None)
    # after the last EXIT, `BRA` to itself is padding nvdisasm still counts R1 live in
    assert ours[: exit_at + 1] == oracle[: exit_at + 1]
