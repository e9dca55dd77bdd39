"""`--format table`: findings grouped by variant, errors, identical code, summary."""

from __future__ import annotations

from asmscope.compare import DiffReport
from asmscope.findings import CheckReport
from asmscope.report import FORMATS

from .conftest import WGRAD


def test_check_table(check_report: CheckReport) -> None:
    text = FORMATS["table"].render_check(check_report)
    lines = text.splitlines()
    # one heading per variant, its findings below it
    heading = lines.index(str(WGRAD))
    block = "\n".join(lines[heading : heading + 6])
    assert "AS001 narrow-store-in-wgrad" in block and "AS007 scratch-spill" in block
    assert "gemm_wgrad_tn.amdgcn:1234" in block and "kernels/gemm.py:412" in block
    assert "gemm_nt{BLOCK_M=128}@gfx950" in lines
    assert "Not checked (compile/parse errors):" in text
    assert "compile-error" in text and "out of resource: shared memory" in text
    assert "2 variants compile to byte-identical code: " in text
    assert lines[-1] == (
        "4 findings (2 errors, 1 warning, 1 info), 2 variants not checked (compile/parse errors), "
        "12 variants checked, 2 suppressed (triton 3.4.0; targets gfx942, gfx950)"
    )


def test_clean_table_is_one_summary_line(clean_report: CheckReport) -> None:
    assert FORMATS["table"].render_check(clean_report) == (
        "0 findings (0 errors, 0 warnings, 0 info), 5 variants checked (triton 3.4.0; targets gfx942)\n"
    )


def test_diff_table(diff_report: DiffReport) -> None:
    text = FORMATS["table"].render_diff(diff_report)
    kernel_row = next(line for line in text.splitlines() if line.startswith("gemm_wgrad_tn "))
    assert "1/1" in kernel_row and "buffer_store_short +64, buffer_store_dwordx4 -8" in kernel_row
    variant_row = next(line for line in text.splitlines() if line.startswith(str(WGRAD)))
    assert "yes" in variant_row and "vgpr 128 → 136" in variant_row and "+AS001" in variant_row
    assert "Only in main:\n  gemm_old@gfx942" in text
    assert text.rstrip().endswith(
        "main → HEAD: 2 variants changed, 1 regressed, 1 unchanged, 1 only in main, 1 only in HEAD, 1 error"
    )
