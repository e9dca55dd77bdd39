"""The built-in rules on real Triton output (tests/rules/real, see its README).

The canonical regression: the legacy wgrad epilogue (64 x buffer_store_short) fails AS001 and
the transposed-store epilogue (8 x buffer_store_dwordx4) passes it, on gfx942 and gfx950. The
hazard rules verify LLVM's nop insertion, so on LLVM's own output they must find nothing.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

from asmscope.findings import Finding, VariantKey
from asmscope.isa import parse_module
from asmscope.pipeline import check_variants
from asmscope.rules import SourceLines, apply_suppressions, load_rules
from asmscope.variant import Variant

REAL = Path(__file__).parent / "real"
CONFIG = {"BLOCK_M": 256, "BLOCK_N": 128, "BLOCK_K": 128, "num_warps": 8, "num_stages": 2}
FILES = ["wgrad_legacy_gfx942.s", "wgrad_legacy_gfx950.s", "wgrad_trans_gfx942.s", "wgrad_trans_gfx950.s"]
HAZARD_RULES = [f"AS0{n}" for n in range(12, 19)]


def check(path: Path, select: list[str], tags: frozenset[str] = frozenset({"wgrad"})) -> list[Finding]:
    """The findings of `check --asm` on one file, run as a compiled variant with CONFIG."""
    module = parse_module(path.read_text(), str(path))
    (kernel,) = module.kernels
    config = tuple(sorted(CONFIG.items()))
    sha = hashlib.sha256(path.read_bytes()).hexdigest()
    variant = Variant(VariantKey(kernel.name, module.target or "", config), str(path), sha, tuple(tags), config)
    rules = load_rules(select=select)
    assert rules.errors == ()
    outcome = check_variants([variant], rules)
    assert outcome.errors == () and outcome.problems == ()
    return [f for s in outcome.summaries for f in s.findings]


@pytest.mark.parametrize("name", [f for f in FILES if "legacy" in f])
def test_legacy_epilogue_fails_the_narrow_store_rule(name: str) -> None:
    findings = check(REAL / name, ["AS001"])
    assert findings and {f.rule for f in findings} == {"AS001"}
    # 64 stores from one tl.store line: merged per mnemonic, pointing at the Python line
    (f,) = findings
    assert f.instruction.split()[0] == "buffer_store_short"
    assert f.source is not None and f.source.file.endswith("wg.py") and f.source.line == 25
    assert "and 63 more from this source line" in f.message
    assert f.asm_line is not None and f.asm_path.endswith(name)
    assert "64 narrow stores" in f.message


@pytest.mark.parametrize("name", [f for f in FILES if "trans" in f])
def test_transposed_store_epilogue_passes_the_narrow_store_rule(name: str) -> None:
    assert check(REAL / name, ["AS001"]) == []


@pytest.mark.parametrize("name", FILES)
def test_narrow_store_rule_only_applies_to_wgrad_kernels(name: str) -> None:
    assert check(REAL / name, ["AS001"], tags=frozenset({"gemm"})) == []


# What the hazard rules find in LLVM's own output. One real miss: on gfx950 a 16-pass MFMA
# (v_mfma_f32_32x32x64_f8f6f4 with fp8 operands) needs 20 wait states before a VALU reads its
# result, and LLVM's MFMA look-back stops at 19 (amdgpu.md): the v_pk_mul_f32 at line 1981
# reads v[26:27] 19 wait states after the MFMA at line 1902 (s_nop 10 covers the earlier MFMA
# only).
LLVM_MISSES = {"wgrad_legacy_gfx950.s": [("AS013", 1981, 1902)]}


@pytest.mark.parametrize("name", FILES)
def test_hazard_rules_on_llvm_output(name: str) -> None:
    findings = check(REAL / name, HAZARD_RULES)
    found = [(f.rule, f.asm_line, int(f.message.split("(asm line ")[1].split(")")[0])) for f in findings]
    assert found == LLVM_MISSES.get(name, []), "\n".join(f"{f.rule} line {f.asm_line}: {f.message}" for f in findings)


@pytest.mark.parametrize("name", FILES)
def test_resource_rules_report_the_spills_of_these_kernels(name: str) -> None:
    # These prototype kernels spill (vgpr_spill_count 5 to 43) and use scratch: AS005/AS006 say so.
    rules = {f.rule for f in check(REAL / name, ["AS005", "AS006", "AS008"])}
    assert rules == {"AS005", "AS006"}


def test_inline_suppression_on_the_tl_store_line(tmp_path: Path) -> None:
    source = (REAL / "wg.py.txt").read_text().splitlines()
    source[24] += "  # asmscope: ignore[AS001]"
    (tmp_path / "wg.py").write_text("\n".join(source) + "\n")
    asm = (REAL / "wgrad_legacy_gfx950.s").read_text().replace('"/tmp/proto" "wg.py"', f'"{tmp_path}" "wg.py"')
    (tmp_path / "k.s").write_text(asm)
    findings = check(tmp_path / "k.s", ["AS001", "AS005"])
    kept, suppressed, _, problems = apply_suppressions(findings, sources=SourceLines((tmp_path,)))
    assert problems == ()
    assert suppressed == 1  # the one (merged) AS001 finding on line 25
    assert {f.rule for f in kept} == {"AS005"}


AS011_FIXTURES = sorted(REAL.glob("as011_*.s"))


@pytest.mark.parametrize("path", AS011_FIXTURES, ids=[p.stem for p in AS011_FIXTURES])
def test_as011_flags_k_tail_masks_only(path: Path) -> None:
    """Real output of tests/compile/users_gemm.py (tests/rules/real/regen_as011.py): the
    compares and selects in the K loop that the masked `tl.load` lines compiled to are flagged,
    and the async-copy selects (gfx942, exec bits beside ds_bpermute / buffer_load ... lds) and
    a grouped GEMM's row select are not."""
    from asmscope.fixtures import run_fixture

    (rule,) = load_rules(select=["AS011"]).rules
    result = run_fixture(rule, path)
    assert result.expected or result.allowed_clean  # the file has marks: the test is not vacuous
    assert result.passed, result.explain()
    text = path.read_text()
    if "async_copy" in path.name:
        assert "ds_bpermute" in text and re.search(r"buffer_load_dword\s.* lds", text) and result.allowed_clean


def test_as007_says_a_variant_over_the_lds_limit_cannot_launch() -> None:
    from asmscope.fixtures import run_fixture

    (rule,) = load_rules(select=["AS007"]).rules
    assert rule.fixture is not None
    messages = {f.variant.kernel: f.message for f in run_fixture(rule, rule.fixture).findings}
    assert "over_lds: occupancy 0 (waves per SIMD" in messages["over_lds"]
    assert "needs 98304 bytes, gfx942 has 65536, so it cannot launch" in messages["over_lds"]
    assert "asked_for_one" not in messages and "asked_for_two" in messages  # waves_per_eu is the ask


def _metadata(path: Path, key: str) -> int:
    return int(re.search(rf"\.{key}:\s+(\d+)", path.read_text()).group(1))


@pytest.mark.parametrize("name", [*FILES, "many_pointers_gfx942.s"])
def test_as005_names_each_register_files_spills_and_their_cost(name: str) -> None:
    """VGPRs to scratch and SGPRs into VGPR lanes are counted apart, each as LLVM's metadata
    says (#45.10)."""
    path = REAL / name
    vgprs, sgprs = _metadata(path, "vgpr_spill_count"), _metadata(path, "sgpr_spill_count")
    (finding,) = check(path, ["AS005"])
    assert (f"{vgprs} VGPRs to scratch" in finding.message) == (vgprs > 0)
    assert (f"{sgprs} SGPRs into VGPR lanes" in finding.message) == (sgprs > 0)
