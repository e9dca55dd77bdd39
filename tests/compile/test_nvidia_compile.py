"""NVIDIA targets compiled through Triton's own launch path on a machine without a GPU: the
stand-in driver and torch describe the target, a module's architecture gate follows it, the
cubin ptxas made is cached, and `ptxas -v`'s log travels with the variant. The oracle for the
log's figures is the cubin itself, read by the wheel's `cuobjdump -res-usage` / `-elf`."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from asmscope.compile import CompileCache, compile_variants, plan_variants
from asmscope.compile.active import activate
from asmscope.isa.sass.ptxas_log import read_ptxas_log
from asmscope.spec import load_spec_file
from asmscope.targets import get_target

HERE = Path(__file__).parent

SPEC = """
targets = ["cuda:90", "cuda:100"]
python-path = ["{here}"]
[[kernel]]
name = "double"
function = "nvidia_gate:double"
args = {{ x_ptr = "fp32", out_ptr = "fp32", n_cols = 4096 }}
constexprs = {{ BLOCK = {block} }}
{extra}
"""


def _tool(name: str) -> str:
    import triton

    return os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", name)


def _res_usage(cubin: str) -> dict[str, int]:
    """cuobjdump's REG/STACK/SHARED/LOCAL of the cubin's one function."""
    text = subprocess.run([_tool("cuobjdump"), "-res-usage", cubin], capture_output=True, text=True, check=True).stdout
    return {k: int(v) for k, v in re.findall(r"\b(REG|STACK|SHARED|LOCAL):(\d+)", text)}


def _elf_sm(cubin: str) -> str:
    text = subprocess.run([_tool("cuobjdump"), "-elf", cubin], capture_output=True, text=True, check=True).stdout
    found = re.search(r"\bsm=(\w+)", text)
    assert found, text[:200]
    return found.group(1)


def _compile(tmp_path: Path, block: int, extra: str = "", targets: tuple[str, ...] = ()):
    path = tmp_path / "asmscope.toml"
    text = SPEC.format(here=HERE, block=block, extra=extra)
    if targets:
        text = text.replace('["cuda:90", "cuda:100"]', repr(list(targets)).replace("'", '"'))
    path.write_text(text, encoding="utf-8")
    spec = load_spec_file(path)
    cache = CompileCache(tmp_path / "cache")
    outcome = compile_variants(plan_variants(spec, spec.kernels), cache, jobs=1)
    assert not outcome.errors, outcome.errors
    return {c.key.target: c for c in outcome.compiled}, outcome, spec, cache


def test_architecture_gate_follows_the_target(tmp_path: Path) -> None:
    """The module chooses its kernel at import from torch's capability: cuda:90 compiles the
    one-row kernel for sm_90a, cuda:100 the column-tiled one for sm_100a (what ptxas says it
    compiled, and what the cubin's ELF header says it is for)."""
    built, _, _, _ = _compile(tmp_path, 1024)
    assert set(built) == {"cuda:90", "cuda:100"}
    for target, function, sm in (("cuda:90", "double_row", "90a"), ("cuda:100", "double_tile", "100a")):
        variant = built[target]
        assert variant.asm_path.endswith(".cubin")
        assert _elf_sm(variant.asm_path) == sm
        report = read_ptxas_log(variant.ptxas_log or "")
        assert (report.function, report.arch) == (function, f"sm_{sm}")


def test_ptxas_log_agrees_with_the_cubin(tmp_path: Path) -> None:
    """A one-row kernel over 65,536 fp32 columns with 4 warps spills: the registers and stack
    frame ptxas reported are the cubin's own (cuobjdump), and the cache serves the same log
    without compiling again."""
    built, outcome, spec, cache = _compile(tmp_path, 65536, targets=("cuda:90",))
    variant = built["cuda:90"]
    report = read_ptxas_log(variant.ptxas_log or "")
    usage = _res_usage(variant.asm_path)
    assert report.registers == usage["REG"] and report.stack_frame_bytes == usage["STACK"]
    assert report.spills and report.stack_frame_bytes > 0
    assert outcome.built == 1
    again = compile_variants(plan_variants(spec, spec.kernels), cache, jobs=1)
    assert again.hits == 1 and again.built == 0
    assert again.compiled[0].ptxas_log == variant.ptxas_log and again.compiled[0].asm_path == variant.asm_path


def test_maxnreg_reaches_ptxas(tmp_path: Path) -> None:
    """A config's `maxnreg` caps the registers ptxas may use (and the cubin has no more)."""
    built, _, _, _ = _compile(tmp_path, 8192, extra='configs = [{ num_warps = 4, maxnreg = 32 }]', targets=("cuda:90",))
    variant = built["cuda:90"]
    report = read_ptxas_log(variant.ptxas_log or "")
    assert report.registers is not None and report.registers <= 32
    assert _res_usage(variant.asm_path)["REG"] == report.registers
    assert dict(variant.config)["maxnreg"] == 32


@pytest.mark.parametrize(
    ("target", "capability", "sms"),
    [("cuda:90", (9, 0), 132), ("cuda:100", (10, 0), 148)],
)
def test_torch_and_driver_describe_the_target(target: str, capability: tuple[int, int], sms: int) -> None:
    """Inside an activation torch.cuda and Triton's driver report the target's device, with
    the limits a module sizes tiles by; outside it the machine is CPU-only again."""
    import torch
    import triton

    with activate(get_target(target), {}, {}):
        assert torch.cuda.is_available() and torch.cuda.get_device_capability() == capability
        props = torch.cuda.get_device_properties(0)
        assert (props.major, props.minor, props.multi_processor_count) == (*capability, sms)
        assert props.regs_per_multiprocessor == 65536 and props.shared_memory_per_block_optin == 232448
        assert torch.version.cuda and not getattr(torch.version, "hip", None)
        driver = triton.runtime.driver.active
        assert driver.get_current_target().arch == capability[0] * 10 + capability[1]
        facts = driver.utils.get_device_properties(0)
        assert (facts["multiprocessor_count"], facts["max_shared_mem"], facts["warpSize"]) == (sms, 232448, 32)
    assert not torch.cuda.is_available()


def test_nvidia_gate_module_reads_the_target_at_import(tmp_path: Path) -> None:
    """The gate module's import-time reads, from a fresh interpreter activated as cuda:100."""
    code = (
        "import json, sys; sys.path.insert(0, sys.argv[1])\n"
        "from asmscope.compile.active import activate\n"
        "from asmscope.targets import get_target\n"
        "with activate(get_target('cuda:100'), {}, {}):\n"
        "    import nvidia_gate\n"
        "    print(json.dumps({**nvidia_gate.SEEN, 'double': nvidia_gate.double.__name__}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code, str(HERE)], capture_output=True, text=True, check=True).stdout
    import json

    seen = json.loads(out.strip().splitlines()[-1])
    assert seen == {
        "capability": [10, 0],
        "name": "NVIDIA B200",
        "sms": 148,
        "driver_smem": 232448,
        "driver_sms": 148,
        "arch": 100,
        "double": "double_tile",
    }
