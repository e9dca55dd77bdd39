"""The NVIDIA liveness oracle: at every instruction of every test cubin (Triton 3.9 kernels for
sm_90 and sm_100, tests/fixtures/nvidia/regen_sass.py), asmscope's live GPR, predicate, uniform
register and uniform predicate counts equal the columns of `nvdisasm -lrm count` (its "number of
occupied registers": GPR, PRED, UGPR, UPRED).

nvdisasm's conventions, which asmscope.analysis.liveness.NVIDIA follows: the count at an
instruction is the registers live into it plus those it writes; a write under a guard predicate
ends no life, but one under a uniform predicate does; a read that no write reaches is live from
the kernel's start; R1, the stack pointer, is occupied from the prologue's `LDC R1` to the end;
a memory descriptor `desc[UR4]` is the uniform pair UR4:UR5, and TMA copies, warpgroup and
tcgen05 MMAs name uniform tuples by their first register (asmscope.isa.sass.instructions.
uniform_address_span).

Where the oracle is silent or differs, and why:
- nvdisasm refuses `-lrm` on the GEMMs that use 255 registers ("Invalid register count: '255'"):
  those cubins are checked for being exactly that case;
- sm_100 `tma_matmul` calls two tcgen05 guardrail trap functions after its epilogue, whose bodies
  (`BPT.TRAP`, `RET.REL.NODEC R2`) follow in the same listing: at a CALL nvdisasm counts the
  callee's registers (67 GPRs, 7 predicates, 32 uniform registers), inside the callees every
  register the caller may hold (69-70), and one more GPR on the paths into the calls; asmscope
  does not analyse calls, so those 12 rows are compared for "nvdisasm counts at least as many",
  every other row exactly;
- nvdisasm's UGPR column counts UR0..UR62 only, the uniform file before sm_100: sm_100
  `many_pointers` holds UR63..UR77 too (at 0x00c0 `LDCU.128 UR68` leaves its count at 6), and
  its UGPR column is compared with asmscope's live registers among UR0..UR62, at every row.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from asmscope.analysis import liveness
from asmscope.analysis.cfg import build_cfg
from asmscope.isa.sass.reader import parse_cubin, tool
from asmscope.model import Register, RegKind

CUBINS = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "nvidia" / "local").glob("sm*/*.cubin"))
ROW = re.compile(r"/\*([0-9a-f]+)\*/.*?;\s*//\s*\|(.*)$")
CHECKED = ("gpr", "pred", "ugpr", "upred")
# (cubin, function offset) of the rows on the paths into a call and in the callees (docstring)
CALL_ROWS = {
    ("sm100/tma_matmul", a)
    for a in (0x27B0, 0x27F0, 0x28F0, 0x2900, 0x2920, 0x2930, 0x2A40, 0x2A50, 0x2A60, 0x2A70, 0x2A80, 0x2A90)
}

NVDISASM_UGPRS = Register(RegKind.NV_UR, 0, 62).units  # what its UGPR column counts (docstring)

pytestmark = pytest.mark.skipif(tool("nvdisasm") is None, reason="nvdisasm (Triton's NVIDIA backend) not found")


def nvdisasm_counts(path: Path) -> tuple[dict[str, dict[int, dict[str, int]]], str]:
    """Per function, per instruction offset: nvdisasm's count per column; and its error text."""
    run = subprocess.run(
        [str(tool("nvdisasm")), "-lrm", "count", "-c", str(path)], capture_output=True, text=True, check=False
    )
    if run.returncode:
        return {}, run.stderr
    functions: dict[str, dict[int, dict[str, int]]] = {}
    current: dict[int, dict[str, int]] = {}
    columns: list[str] = []
    for line in run.stdout.splitlines():
        section = re.match(r"//-+ \.text\.(\S+)", line)
        if section:
            current = functions.setdefault(section.group(1), {})
        elif "| GPR" in line:
            columns = [c.strip().lower() for c in line.split("//")[1].split("|")[1:-1]]
        elif (row := ROW.search(line)) is not None:
            cells = [c.strip() for c in row.group(2).split("|")[:-1]]
            current[int(row.group(1), 16)] = {c: int(v) if v else 0 for c, v in zip(columns, cells, strict=False)}
    return functions, ""


@pytest.mark.parametrize("path", CUBINS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_live_registers_equal_nvdisasm_at_every_instruction(path: Path):
    module = parse_cubin(path.read_bytes(), str(path))
    reference, refused = nvdisasm_counts(path)
    if refused:
        assert "Invalid register count" in refused
        assert all(k.resources.registers == 255 for k in module.kernels)
        pytest.skip("nvdisasm -lrm refuses kernels of 255 registers")
    name = f"{path.parent.name}/{path.stem}"
    compared = 0
    for kernel in module.kernels:
        cfg, _ = build_cfg(kernel)
        live = liveness.compute(kernel, cfg, liveness.NVIDIA)
        rows = reference[kernel.name]
        assert set(rows) <= set(kernel.addresses)  # every instruction nvdisasm counts
        for i, offset in enumerate(kernel.addresses):
            if offset not in rows:  # the NOP fill after the last branch, which nvdisasm does not count
                assert kernel.instructions[i].base == "NOP"
                continue
            ours = live.live_counts(i)
            ours["ugpr"] = bin(live.occupied(i) & NVDISASM_UGPRS).count("1")
            theirs = {c: rows[offset].get(c, 0) for c in CHECKED}
            if (name, offset) in CALL_ROWS:
                assert all(ours[c] <= theirs[c] for c in CHECKED), (hex(offset), ours, theirs)
            else:
                assert {c: ours[c] for c in CHECKED} == theirs, (hex(offset), kernel.instructions[i].text)
            compared += 1
    assert compared == sum(len(rows) for rows in reference.values())


def test_a_predicated_write_ends_no_life():
    from asmscope.isa.sass.reader import parse_sass

    text = (
        "\t.section\t.text.k,\"ax\",@progbits\n"
        "k:\n"
        "        /*0000*/                   MOV R2, 0x1 ;\n"
        "        /*0010*/                   ISETP.GE.AND P0, PT, R2, 0x2, PT ;\n"
        "        /*0020*/               @P0 MOV R2, 0x3 ;\n"
        "        /*0030*/                   STG.E desc[UR4][R4.64], R2 ;\n"
        "        /*0040*/                   EXIT ;\n"
    )
    kernel = parse_sass(text, "k.sass").kernels[0]
    cfg, _ = build_cfg(kernel)
    live = liveness.compute(kernel, cfg, liveness.NVIDIA)
    # R2's first value lives through the guarded write: where P0 is false it is the one stored
    from asmscope.model import Register, RegKind

    assert live.live_in[2] & Register(RegKind.NV_R, 2, 2).units
    assert live.live_counts(2)["gpr"] == 4  # R1 (the stack pointer, always), R2, R[4:5]
    assert live.live_counts(2)["pred"] == 1


def test_a_memory_descriptor_is_a_uniform_pair():
    from asmscope.isa.sass.reader import parse_sass
    from asmscope.model import Register, RegKind

    text = (
        "\t.section\t.text.k,\"ax\",@progbits\n"
        "k:\n"
        "        /*0000*/                   ULDC.64 UR4, c[0x0][0x208] ;\n"
        "        /*0010*/                   LDG.E R2, desc[UR4][R4.64] ;\n"
        "        /*0020*/                   STG.E desc[UR4][R4.64+0x4], R2 ;\n"
        "        /*0030*/                   EXIT ;\n"
    )
    kernel = parse_sass(text, "k.sass").kernels[0]
    pair = Register(RegKind.NV_UR, 4, 5)
    assert pair in kernel.instructions[1].uses and Register(RegKind.NV_R, 4, 5) in kernel.instructions[1].uses
    cfg, _ = build_cfg(kernel)
    live = liveness.compute(kernel, cfg, liveness.NVIDIA)
    assert [live.live_counts(i)["ugpr"] for i in range(4)] == [2, 2, 2, 0]  # UR4 and UR5 until the store


def test_a_uniform_predicated_write_ends_a_life_and_tma_operands_are_tuples():
    from asmscope.isa.sass.reader import parse_sass

    text = (
        "\t.section\t.text.k,\"ax\",@progbits\n"
        "k:\n"
        "        /*0000*/                   UMOV UR14, 0x1 ;\n"
        "        /*0010*/               @UP5 UMOV UR14, 0x2 ;\n"
        "        /*0020*/                   UMOV UR8, UR14 ;\n"
        "        /*0030*/               @UP5 UTMALDG.2D [UR8], [UR34] ;\n"
        "        /*0040*/                   EXIT ;\n"
    )
    kernel = parse_sass(text, "k.sass").kernels[0]
    from asmscope.model import Register, RegKind

    tma = kernel.instructions[3]
    # the shared-memory address, the mbarrier and two coordinates; the tensor map's 64-bit address
    assert Register(RegKind.NV_UR, 8, 11) in tma.uses and Register(RegKind.NV_UR, 34, 35) in tma.uses
    cfg, _ = build_cfg(kernel)
    live = liveness.compute(kernel, cfg, liveness.NVIDIA)
    ur14 = Register(RegKind.NV_UR, 14, 14).units
    assert live.live_in[2] & ur14
    assert not live.live_in[1] & ur14  # the write under @UP5 ended UR14's first value


@pytest.mark.skipif(tool("nvdisasm") is None, reason="nvdisasm not available")
def test_a_register_limited_nvidia_occupancy_finding_names_the_peak_lines_when_asked():
    """`explain_pressure` on a cubin: the peak is counted with NVIDIA's register model and held
    against ptxas's register count (the AMD model saw no registers in SASS)."""
    import hashlib
    import json

    from asmscope.findings import VariantKey
    from asmscope.pipeline import analyze_variant, evaluate_rules
    from asmscope.rules import RuleRun, load_rules
    from asmscope.variant import Variant

    h100 = Path(__file__).resolve().parents[1] / "fixtures" / "nvidia" / "h100"
    records = [r for r in json.loads((h100 / "truth.json").read_text())["records"] if r.get("cubin")]
    # a one-row SwiGLU backward that registers hold to 2 blocks of 4 warps (the H100's answer)
    record = next(r for r in records if r["n_spills"] == 0 and r["n_regs"] > 128 and r["num_warps"] == 4)
    path = h100 / record["cubin"]
    variant = Variant(VariantKey("", ""), str(path), hashlib.sha256(path.read_bytes()).hexdigest())
    warps = record["blocks_per_sm"] * record["num_warps"]
    rules = load_rules(select=["AS062"], settings={"explain_pressure": True, "warps_per_sm_floor": warps + 1})
    [(found, _)] = evaluate_rules(analyze_variant(variant), RuleRun(rules))
    [floor] = found
    assert "limited by registers" in floor.message
    assert f"of {record['n_regs']} GPRs" in floor.detail
    assert "VGPR" not in floor.detail
    assert ".py:" in floor.detail  # the Python lines that hold them
