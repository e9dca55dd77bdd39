"""Regenerate the AS011 fixtures from real Triton output of tests/compile/users_gemm.py.

    python tests/rules/real/regen_as011.py

Each variant is compiled through asmscope's compile stage (Triton's own launch path, see
asmscope/compile/worker.py) at BLOCK_M=BLOCK_N=128, BLOCK_K=64, GROUP_M=8, num_warps=4,
num_stages=2, K=4096 (EVEN_K true). The marks come from the Python source, not from the rule:
a `v_cmp*`/`v_cndmask*` inside the innermost loop whose `.loc` is one of the masked
`tl.load(..., mask=rk ... < left)` lines of `_gemm_tile` gets `; ruleid: AS011`; every other
compare or select in that loop gets `; ok: AS011`. Then the `.loc`/`.file` lines and the debug
sections are dropped, so that each instruction is a finding of its own.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
OUT = Path(__file__).resolve().parent
SOURCE = ROOT / "tests" / "compile" / "users_gemm.py"

SPEC = """
python-path = ["{here}"]
[shapes]
even = {{ M = 4096, N = 4096, K = 4096 }}
[[kernel]]
name = "{name}"
function = "users_gemm:{function}"
targets = ["{target}"]
configs = [ {{ BLOCK_M = 128, BLOCK_N = 128, BLOCK_K = 64, GROUP_M = 8, num_warps = 4, num_stages = 2 }} ]
{extra}
[kernel.args]
a_ptr = "bf16"
b_ptr = "bf16"
c_ptr = "bf16"
M = "M"
N = "N"
K = "K"
{rows}stride_am = "K"
stride_ak = 1
stride_bk = "N"
stride_bn = 1
stride_cm = "N"
stride_cn = 1
"""

# fixture name -> (kernel function, target, spec extra, what it shows)
FIXTURES = {
    "as011_async_copy_gfx942": (
        "gemm",
        "gfx942",
        "knobs = { amd = { use_async_copy = true } }",
        "async copy: v_cmp_eq_u32 on an exec bit and v_cndmask beside ds_bpermute / buffer_load ... lds",
    ),
    "as011_row_groups_gfx942": ("gemm_row_groups", "gfx942", "", "a grouped GEMM's loop-invariant row select"),
    "as011_masks_even_k_gfx942": ("gemm_masks_even_k", "gfx942", "", "a real K-tail mask in an EVEN_K variant"),
    "as011_masks_even_k_gfx950": ("gemm_masks_even_k", "gfx950", "", "a real K-tail mask in an EVEN_K variant"),
}


def masked_load_lines() -> set[int]:
    lines = SOURCE.read_text(encoding="utf-8").splitlines()
    return {n for n, text in enumerate(lines, start=1) if "tl.load(" in text and "mask=rk" in text}


def compile_one(name: str, function: str, target: str, extra: str, tmp: Path) -> str:
    from asmscope.compile import CompileCache, compile_variants, plan_variants
    from asmscope.spec import load_spec_file

    rows = 'rows_kept = "M // 2"\n' if function == "gemm_row_groups" else ""
    path = tmp / f"{name}.toml"
    here = SOURCE.parent
    path.write_text(SPEC.format(here=here, name=name, function=function, target=target, extra=extra, rows=rows))
    spec = load_spec_file(path)
    outcome = compile_variants(plan_variants(spec, spec.kernels), CompileCache(tmp / "cache"), jobs=1)
    assert not outcome.errors, outcome.errors
    (variant,) = outcome.compiled
    return Path(variant.asm_path).read_text(encoding="utf-8")


def annotate(asm: str, target: str, note: str) -> str:
    from asmscope.analysis.cfg import build_cfg
    from asmscope.isa import parse_module

    (kernel,) = parse_module(asm, "fixture").kernels
    cfg, _ = build_cfg(kernel)
    in_loop = {i for loop in cfg.loops if loop.is_innermost for i in cfg.loop_instructions(loop)}
    masked = masked_load_lines()
    marks: dict[int, str] = {}
    for ins in kernel.instructions:
        if ins.index in in_loop and ins.base.startswith(("v_cmp", "v_cndmask")):
            tail = ins.loc is not None and ins.loc.line in masked
            marks[ins.line] = "ruleid" if tail else "ok"
    out = [
        f"; AS011 fixture, real Triton output (regen: tests/rules/real/regen_as011.py): {note}.",
        f"; asmscope-fixture: target={target} config=EVEN_K=True,BLOCK_K=64",
    ]
    skip = False
    for number, line in enumerate(asm.splitlines(), start=1):
        if line.startswith("\t.section\t.debug"):
            skip = True
        elif (skip and line.startswith("\t.section")) or line.startswith("\t.text"):
            skip = False
        if skip or re.match(r"\s*\.(loc|file)\b", line):
            continue
        if number in marks:
            line = f"{line:<60} ; {marks[number]}: AS011"
        out.append(line)
    return "\n".join(out) + "\n"


def main() -> None:
    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory() as tmp:
        for name, (function, target, extra, note) in FIXTURES.items():
            asm = compile_one(name, function, target, extra, Path(tmp))
            (OUT / f"{name}.s").write_text(annotate(asm, target, note), encoding="utf-8")
            print(f"wrote {name}.s")


if __name__ == "__main__":
    main()
