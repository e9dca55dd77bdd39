"""A position nvdisasm -gi writes as an inlining chain is the innermost one (as LLVM's `.loc`
on AMD): the line of the `tl.load` inside a `@triton.jit` helper, not the helper's call site.

The listing is an excerpt of `nvdisasm -c -gi` of kernels/gemm.py's blockwise_fp8_tn_kernel
for sm_90a, whose K loop lives in the inlined `_blockwise_fp8_tile`.
"""

from __future__ import annotations

from asmscope.isa.sass import reader as sass

LISTING = """\
\t.target\tsm_90a
\t.section\t.text.k,"ax",@progbits
        .global         k
        .type           k,@function
k:
.text.k:
\t//## File "gemm.py", line 253 inlined at "gemm.py", line 342
\t//## File "gemm.py", line 342 inlined at "gemm.py", line 382
\t//## File "gemm.py", line 382
        /*1e80*/                   STS.U8 [R178+UR8+0x240], R25 ;
        /*1e90*/                   PRMT R63, R25.reuse, 0x7772, RZ ;
\t//## File "gemm.py", line 382
        /*1ea0*/                   EXIT ;
.L_x_0:
        /*1eb0*/                   BRA `(.L_x_0) ;
"""


def test_an_inlined_position_is_the_innermost_line() -> None:
    (kernel,) = sass.parse_sass(LISTING, "k.sass").kernels
    lines = [(i.mnemonic, i.loc.line if i.loc else None) for i in kernel.instructions]
    assert lines[:3] == [("STS.U8", 253), ("PRMT", 253), ("EXIT", 382)]


def test_a_line_in_tritons_library_keeps_the_users_frame() -> None:
    """Inlined from Triton's `standard.py` (installed code), the position stays the library's
    line, and the user's innermost frame comes with it: findings name the user's line."""
    library = "/venv/lib/python3.11/site-packages/triton/language/standard.py"
    listing = LISTING.replace(
        '\t//## File "gemm.py", line 253 inlined at "gemm.py", line 342\n',
        f'\t//## File "{library}", line 43 inlined at "gemm.py", line 342\n',
    )
    (kernel,) = sass.parse_sass(listing, "k.sass").kernels
    loc = kernel.instructions[0].loc
    assert loc is not None and (loc.file, loc.line) == (library, 43)
    assert loc.user_frame is not None and (loc.user_frame.file, loc.user_frame.line) == ("gemm.py", 342)
