"""Spec files for the compile-stage tests."""

from pathlib import Path

HERE = Path(__file__).parent

SCALE_ADD = """
targets = ["gfx950"]
python-path = ["{here}"]
[shapes]
big = {{ N = 4096 }}
small = {{ N = 100 }}
[[kernel]]
name = "scale_add"
function = "sample_kernels:scale_add"
tags = ["elementwise"]
shapes = {shapes}
args = {{ x_ptr = "fp16", y_ptr = "fp32", out_ptr = "bf16", n = "N", stride = 1, alpha = 0.5 }}
"""

FRAGILE = """
targets = ["gfx942"]
python-path = ["{here}"]
[[kernel]]
name = "fragile"
function = "sample_kernels:fragile"
args = {{ x_ptr = "fp32", n = 64 }}
"""


def write_spec(tmp: Path, template: str, **fields: object) -> Path:
    path = tmp / "asmscope.toml"
    path.write_text(template.format(here=HERE, **fields), encoding="utf-8")
    return path
