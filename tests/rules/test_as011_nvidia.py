"""AS011 on NVIDIA, on real compiles: the two kernels of tests/rules/even_k_kernels.py compiled
for cuda:90 and cuda:100 through `asmscope check --spec` (Triton's launch path, no GPU), EVEN_K
true. The one that masks its K loads anyway is flagged at the Python lines of those loads; the
one that loads unmasked is not, though its K loop still guards each `LDGSTS` with a predicate
an `ISETP` computes from the loop counter (the software pipeliner's "is the prefetched
iteration in range": the same in every lane, not a mask).

The oracle for the lines is the kernel's own source (its `tl.load(..., mask=...)` calls, read
with `ast`); for the pipeliner's predicate, nvdisasm's listing read with a plain regex."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from tests.e2e.conftest import run_cli

pytestmark = pytest.mark.slow  # compiles 4 variants

HERE = Path(__file__).parent
SOURCE = HERE / "even_k_kernels.py"
TARGETS = ("cuda:90", "cuda:100")
ARGS = (
    'a_ptr = "bf16", b_ptr = "bf16", c_ptr = "bf16", M = 4096, N = 4096, K = 4096, stride_am = 4096, '
    "stride_ak = 1, stride_bk = 4096, stride_bn = 1, stride_cm = 4096, stride_cn = 1"
)
CONFIG = "BLOCK_M = 128, BLOCK_N = 128, BLOCK_K = 64, EVEN_K = true, num_warps = 4, num_stages = 3"
SPEC = f"""
targets = {json.dumps(list(TARGETS))}
python-path = ["{HERE}"]

[[kernel]]
name = "masked_anyway"
function = "even_k_kernels:even_k_masked_anyway"
configs = [{{ {CONFIG} }}]
args = {{ {ARGS} }}

[[kernel]]
name = "unmasked"
function = "even_k_kernels:even_k_unmasked"
configs = [{{ {CONFIG} }}]
args = {{ {ARGS} }}
"""


def masked_load_lines(function: str) -> set[int]:
    """The lines of `function`'s `tl.load(..., mask=...)` calls."""
    tree = ast.parse(SOURCE.read_text())
    (fn,) = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == function]
    return {
        node.lineno
        for node in ast.walk(fn)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "load"
        and any(k.arg == "mask" for k in node.keywords)
    }


@pytest.fixture(scope="module")
def checked(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    tmp = tmp_path_factory.mktemp("as011-nvidia")
    spec, out, cache = tmp / "spec.toml", tmp / "report.json", tmp / "cache"
    spec.write_text(SPEC)
    result = run_cli("check", "--spec", str(spec), "--cache-dir", str(cache), "--select", "AS011", "-q", "-f", "json")
    assert result.code == 0, result.err[-3000:]  # AS011 is a warning
    out.write_text(result.out)
    return json.loads(result.out), cache


def test_the_even_k_variant_that_masks_anyway_is_flagged_at_its_masked_loads(checked: tuple[dict, Path]) -> None:
    report, _ = checked
    assert report["summary"]["variants_checked"] == 4 and not report["errors"] and not report["rule_errors"]
    wanted = masked_load_lines("even_k_masked_anyway")
    assert len(wanted) == 2  # the A and B loads
    for target in TARGETS:
        found = [f for f in report["findings"] if f["kernel"] == "masked_anyway" and f["target"] == target]
        assert {f["rule"] for f in found} == {"AS011"}
        assert {f["source"]["line"] for f in found} == wanted, target
        assert all(f["source"]["file"].endswith("even_k_kernels.py") for f in found)
        for f in found:  # each at its instruction in nvdisasm's listing: a compare or a select
            line = Path(f["asm_path"]).read_text().splitlines()[f["asm_line"] - 1]
            opcode = f["instruction"].split()[0]
            assert opcode.split(".")[0] in ("ISETP", "SEL") and opcode in line, (target, line)
        opcodes = {f["instruction"].split()[0].split(".")[0] for f in found}
        assert opcodes == {"ISETP", "SEL"}, target  # the compare on K, and the LDGSTS size it picks


def _listing(cache: Path, kernel: str, target: str) -> list[str]:
    arch = {"cuda:90": "sm_90a", "cuda:100": "sm_100a"}[target]
    for path in cache.rglob("*.sass"):
        text = path.read_text()
        if f".text.{kernel}," in text and re.search(rf"\.target\s+{arch}\b", text):
            return text.splitlines()
    raise AssertionError(f"no listing of {kernel} for {target} in {cache}")


def _k_loop(lines: list[str]) -> list[str]:
    """The loop with the most LDGSTS: from a label to the last branch back to it."""
    loops = []
    for start, line in enumerate(lines):
        label = re.match(r"(\.L_x_\d+):", line.strip())
        if label:
            branch = re.compile(rf"\bBRA\b.*`\({re.escape(label.group(1))}\)")
            back = [i for i in range(start, len(lines)) if branch.search(lines[i])]
            if back:
                loops.append(lines[start : back[-1] + 1])
    return max(loops, key=lambda body: sum("LDGSTS" in x for x in body))


def test_the_variant_that_loads_unmasked_is_not_flagged(checked: tuple[dict, Path]) -> None:
    report, cache = checked
    assert not [f for f in report["findings"] if f["kernel"] == "unmasked"]
    for target in TARGETS:
        loop = _k_loop(_listing(cache, "even_k_unmasked", target))
        # not vacuous: its loads in the K loop are predicated by a compare on the counter (a UR)
        guards = {m.group(1) for x in loop if (m := re.search(r"LDGSTS\S*\s.*,\s*!?(P\d)\s*;", x))}
        compares = [x for x in loop if re.search(r"\bISETP\.\S+\s+(P\d),.*\bUR\d+", x)]
        assert guards and any(re.search(rf"ISETP\.\S+\s+{p},", x) for x in compares for p in guards), target
