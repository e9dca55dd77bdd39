"""Check and diff reports built by hand: every severity, findings with and without a Python
source, messages with `%`, `:`, `,`, `|` and newlines, compile and parse errors.

Tests run in a temporary working directory holding `kernels/gemm.py`, so repository-relative
paths are predictable.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.compare import VariantSummary, diff_summaries, summary_metrics
from asmscope.findings import CheckReport, Finding, Severity, VariantError, VariantKey
from asmscope.model import SourceLoc

WGRAD = VariantKey(
    kernel="gemm_wgrad_tn",
    target="gfx942",
    config=(("BLOCK_M", 256), ("BLOCK_N", 128), ("WGRAD_TRANS_STORE", False), ("num_warps", 8)),
    shape="wgrad-4k",
)
NT = VariantKey(kernel="gemm_nt", target="gfx950", config=(("BLOCK_M", 128),), shape="")
NN = VariantKey(kernel="gemm_nn", target="gfx942")
ASM = "/cache/ab/cd/gemm_wgrad_tn.amdgcn"

NARROW_MESSAGE = "64 x buffer_store_short in a wgrad epilogue (limit 0): 100% of stores, a:b, c\nuse dwordx4"
SPILL_MESSAGE = "vgpr_spill 12 > budget 0 | scratch 48 bytes"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "kernels").mkdir()
    (tmp_path / "kernels" / "gemm.py").write_text("# kernels\n")
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def findings(repo: Path) -> tuple[Finding, ...]:
    gemm = str(repo / "kernels" / "gemm.py")
    return (
        Finding(
            rule="AS001",
            name="narrow-store-in-wgrad",
            severity=Severity.ERROR,
            variant=WGRAD,
            message=NARROW_MESSAGE,
            asm_path=ASM,
            asm_line=1234,
            instruction="buffer_store_short v12, v3, s[8:11], 0 offen",
            source=SourceLoc(gemm, 412, 13),
        ),
        Finding(
            rule="AS007",
            name="scratch-spill",
            severity=Severity.WARNING,
            variant=WGRAD,
            message=SPILL_MESSAGE,
            asm_path=ASM,
            asm_line=88,
            instruction="scratch_store_dword off, v1, s33",
            source=None,
        ),
        Finding(
            rule="AS020",
            name="mfma-density",
            severity=Severity.INFO,
            variant=NT,
            message="mfma ratio 0.31, below 0.5: consider BLOCK_K=128",
            asm_path="",
            asm_line=None,
            instruction="",
            source=SourceLoc("kernels/gemm.py", 200, 0),
        ),
        Finding(
            rule="AS001",
            name="narrow-store-in-wgrad",
            severity=Severity.ERROR,
            variant=NN,
            message="8 x buffer_store_byte",
            asm_path="",
            asm_line=17,
            instruction="buffer_store_byte v1, v2, s[0:3], 0 offen",
            source=SourceLoc("/elsewhere/my dir/k,1.py", 9, 4),
        ),
    )


@pytest.fixture
def errors() -> tuple[VariantError, ...]:
    return (
        VariantError(
            variant=VariantKey("gemm_tn", "gfx950", (("BLOCK_K", 256),)),
            kind="compile-error",
            message="out of resource: shared memory, Required: 131072, Hardware limit: 65536\nat line 2",
            detail="\x1b[31merror\x1b[0m: 100% of LDS used",
        ),
        VariantError(variant=NN, kind="parse-error", message="unexpected token ',' at 12:5"),
    )


@pytest.fixture
def check_report(findings: tuple[Finding, ...], errors: tuple[VariantError, ...]) -> CheckReport:
    return CheckReport(
        findings=findings,
        errors=errors,
        variants_checked=12,
        triton_version="3.4.0",
        asmscope_version="0.1.0",
        targets=("gfx942", "gfx950"),
        suppressed=2,
        identical=((WGRAD, NT),),
    )


@pytest.fixture
def clean_report() -> CheckReport:
    return CheckReport(findings=(), errors=(), variants_checked=5, triton_version="3.4.0", targets=("gfx942",))


def _summary(key: VariantKey, histogram: dict[str, int], findings: tuple[Finding, ...] = (), **metrics: int):
    return VariantSummary(key, tuple(sorted(histogram.items())), summary_metrics(metrics), findings)


@pytest.fixture
def diff_report(findings: tuple[Finding, ...], errors: tuple[VariantError, ...]):
    """gemm_wgrad_tn regressed (+64 short stores, -8 dwordx4, vgpr 128 → 136, AS001 appeared);
    gemm_nt improved (AS020 disappeared, vgpr down); gemm_nn unchanged; one variant per side only."""
    only_a = VariantKey("gemm_old", "gfx942")
    only_b = VariantKey("gemm_new", "gfx942")
    side_a = [
        _summary(WGRAD, {"buffer_store_dwordx4": 8, "v_mfma_f32_32x32x16_fp8_fp8": 64}, (), vgpr=128, occupancy=2),
        _summary(NT, {"v_add_u32": 10}, (findings[2],), vgpr=100),
        _summary(NN, {"s_endpgm": 1}, (), vgpr=64),
        _summary(only_a, {"s_endpgm": 1}),
    ]
    side_b = [
        _summary(
            WGRAD,
            {"buffer_store_short": 64, "v_mfma_f32_32x32x16_fp8_fp8": 64},
            (findings[0],),
            vgpr=136,
            occupancy=1,
        ),
        _summary(NT, {"v_add_u32": 9}, (), vgpr=96),
        _summary(NN, {"s_endpgm": 1}, (), vgpr=64),
        _summary(only_b, {"s_endpgm": 1}),
    ]
    return diff_summaries(side_a, side_b, "main", "HEAD", errors_b=errors[:1])
