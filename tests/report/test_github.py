"""`--format github`: one workflow command per finding, escaped as the Actions runner expects."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from asmscope.compare import DiffReport
from asmscope.findings import CheckReport
from asmscope.report import FORMATS
from asmscope.report.github import command, escape_data, escape_property


def test_escaping_follows_the_runner() -> None:
    assert escape_data("100% a:b, c\r\nd") == "100%25 a:b, c%0D%0Ad"
    assert escape_property("100% a:b, c\r\nd") == "100%25 a%3Ab%2C c%0D%0Ad"
    assert command("error", "m", file="a,b.py", line=3, col=None, title="") == "::error file=a%2Cb.py,line=3::m"
    assert command("notice", "m") == "::notice::m"


def _unescape(text: str) -> str:
    for raw, escaped in (("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C"), ("%", "%25")):
        text = text.replace(escaped, raw)
    return text


@given(st.text())
def test_escaping_round_trips_and_keeps_one_line(text: str) -> None:
    data, prop = escape_data(text), escape_property(text)
    assert "\n" not in data and "\r" not in data
    assert not {":", ",", "\n", "\r"} & set(prop)
    assert _unescape(data) == text and _unescape(prop) == text


def test_one_line_per_finding_and_error(check_report: CheckReport) -> None:
    lines = FORMATS["github"].render_check(check_report).splitlines()
    assert len(lines) == len(check_report.findings) + len(check_report.errors)
    assert lines[0] == (
        "::error file=kernels/gemm.py,line=412,col=13,title=AS001 narrow-store-in-wgrad::"
        "64 x buffer_store_short in a wgrad epilogue (limit 0): 100%25 of stores, a:b, c%0Ause dwordx4 "
        "[gemm_wgrad_tn[wgrad-4k]{BLOCK_M=256,BLOCK_N=128,WGRAD_TRANS_STORE=False,num_warps=8}@gfx942]"
    )
    # no source: the asm file and line; no column
    assert lines[1].startswith("::warning file=/cache/ab/cd/gemm_wgrad_tn.amdgcn,line=88,title=AS007 scratch-spill::")
    # info is a notice; a `.loc` column of 0 is left out
    assert lines[2].startswith("::notice file=kernels/gemm.py,line=200,title=AS020 mfma-density::")
    # `,` in a property value is escaped
    assert lines[3].startswith("::error file=/elsewhere/my dir/k%2C1.py,line=9,col=4,")
    assert lines[4] == (
        "::error title=compile-error::gemm_tn{BLOCK_K=256}@gfx950: out of resource: shared memory, "
        "Required: 131072, Hardware limit: 65536%0Aat line 2%0Aerror: 100%25 of LDS used"
    )
    assert lines[5].startswith("::error title=parse-error::gemm_nn@gfx942: ")


def test_clean_report_prints_nothing(clean_report: CheckReport) -> None:
    assert FORMATS["github"].render_check(clean_report) == ""


def test_diff_warns_per_regressed_variant(diff_report: DiffReport) -> None:
    lines = FORMATS["github"].render_diff(diff_report).splitlines()
    warnings = [line for line in lines if line.startswith("::warning")]
    assert len(warnings) == len(diff_report.regressions) == 1
    assert warnings[0] == (
        "::warning title=asmscope regression main..HEAD::"
        "gemm_wgrad_tn[wgrad-4k]{BLOCK_M=256,BLOCK_N=128,WGRAD_TRANS_STORE=False,num_warps=8}@gfx942: "
        "vgpr 128 → 136, occupancy 2 → 1; +AS001; buffer_store_short +64, buffer_store_dwordx4 -8"
    )
    assert any(line.startswith("::error file=kernels/gemm.py,line=412") and "new in HEAD" in line for line in lines)
    assert any(line.startswith("::error title=compile-error::HEAD: ") for line in lines)
