"""Support for running the kernels in Triton's interpreter (TRITON_INTERPRET=1).

Import this only in a child process that has TRITON_INTERPRET=1 set before anything
imports triton kernels.

``fix_interpreter_fp8_rounding`` works around a Triton 3.9 interpreter bug: its
float -> fp8 downcast (``triton.runtime.interpreter._convert_float``) rounds half up on a
single cut-off bit and does not carry a mantissa overflow into the exponent, so e.g.
124.3 -> 64 (instead of 128) and 84 -> 88 (instead of 80, ties-to-even) in E4M3. GPUs
convert with round-to-nearest-even (gfx942/gfx950 v_cvt_pk_fp8_f32, NVIDIA
cvt.rn.satfinite.e4m3x2.f32), as torch does on CPU, so the patch routes float32/float16
-> fp8 downcasts through torch and leaves every other conversion to Triton.
"""

from __future__ import annotations

import numpy as np
import torch


def fix_interpreter_fp8_rounding() -> None:
    import triton.language as tl
    from triton.runtime import interpreter

    if getattr(interpreter, "_asmscope_fp8_fix", False):
        return
    original = interpreter._convert_float
    torch_fp8 = {tl.float8e4nv: torch.float8_e4m3fn, tl.float8e4b8: torch.float8_e4m3fnuz,
                 tl.float8e5: torch.float8_e5m2, tl.float8e5b16: torch.float8_e5m2fnuz}
    np_float = {tl.float32: np.float32, tl.float16: np.float16}

    def convert(input, input_dtype, output_dtype, rounding_mode):
        if output_dtype in torch_fp8 and input_dtype in np_float:
            values = np.frombuffer(np.ascontiguousarray(input).tobytes(), dtype=np_float[input_dtype])
            out = torch.from_numpy(values.astype(np.float32).copy()).to(torch_fp8[output_dtype])
            return out.view(torch.uint8).numpy().reshape(input.shape)
        return original(input, input_dtype, output_dtype, rounding_mode)

    interpreter._convert_float = convert
    interpreter._asmscope_fp8_fix = True
