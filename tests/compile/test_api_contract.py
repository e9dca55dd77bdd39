"""The API's assertions never pass without a check (#38 case 3, #44 item 8): an unknown rule, a
rule that did not run on the variant, a mnemonic the target's ISA does not know and a target
asmscope does not know each fail with the reason; under pytest the message is shown, not the
helper's source."""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.api import Codegen, Facts, Session
from asmscope.isa import known_mnemonics
from asmscope.testing import assert_mnemonic_count, assert_no_findings, assert_occupancy

from .sample_kernels import scale_add

pytest_plugins = ["pytester"]

ARGS = {"x_ptr": "fp16", "y_ptr": "fp32", "out_ptr": "bf16", "n": 4096, "stride": 1, "alpha": 0.5}
BLOCK_256 = {"BLOCK": 256, "num_warps": 4, "num_stages": 1}


def _bare(target: str = "gfx950") -> Codegen:
    """A result with no code and no rule known: what each helper does with what it lacks."""
    return Codegen(
        name=f"k@{target}", kernel="k", target=target, config={}, asm_path="k.s", histogram={}, hot_loop_histogram={},
        categories={}, resources=Facts({}, "resources"), occupancy=None, loops=(), by_line=(), findings=(),
        rule_problems=(), out_of_scope=(), model=None, analysis=None,  # type: ignore[arg-type]
    )  # fmt: skip


@pytest.mark.parametrize(
    ("pattern", "target", "needle"),
    [
        ("buffer_store_shrot", "gfx950", "did you mean 'buffer_store_short'"),
        ("buffer_store_short", "cuda:90", "matches no mnemonic cuda:90's instruction set has"),
        ("STG.E.U16", "gfx942", "matches no mnemonic gfx942's instruction set has"),
        ("v_mfma_f32_*", "gfx905", "matches no mnemonic gfx905's"),
    ],
)
def test_a_mnemonic_the_isa_does_not_know_fails_whatever_the_count(pattern: str, target: str, needle: str) -> None:
    with pytest.raises(AssertionError, match=needle):
        assert_mnemonic_count(_bare(target), pattern, 0)


def test_the_isa_accessor_is_the_isa_facts() -> None:
    """The known mnemonics are LLVM's assembler's (the generated tables) and the SASS opcodes."""
    from asmscope.isa.amdgcn import instructions as isa
    from asmscope.isa.sass import instructions as isa_nvidia

    assert known_mnemonics("gfx950") == isa.known_mnemonics("gfx950") and "buffer_store_short" in known_mnemonics(
        "gfx950"
    )
    assert known_mnemonics("cuda:100") == isa_nvidia.known_opcodes() and "STG" in known_mnemonics("cuda:100")
    assert all(isa_nvidia.category_of(op).value != "unknown" for op in isa_nvidia.known_opcodes())
    assert known_mnemonics("gfx905") == frozenset()
    assert _bare("cuda:90").knows_mnemonic("STG.E.*") and not _bare("cuda:90").knows_mnemonic("STGX*")


@pytest.mark.parametrize("rules", ["AS999", "narrow-store-in-wgradd"])
def test_an_unknown_rule_fails(rules: str) -> None:
    with pytest.raises(AssertionError, match="is no rule id, prefix or name"):
        assert_no_findings(_bare(), rules=rules)


@pytest.mark.slow
def test_rules_that_did_not_run_fail_with_the_reason(tmp_path: Path) -> None:
    with Session(cache_dir=tmp_path / "cache", ignore="AS005", jobs=1) as session:
        cg = session.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950")
        wgrad = session.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950", tags=["wgrad"])
    # what ran and why the rest did not is on the result
    assert "AS001" in wgrad.rules_run and "AS001" not in cg.rules_run
    assert "needs the tag wgrad" in cg.rules_not_run["AS001"]
    assert set(cg.rules_run).isdisjoint(cg.rules_not_run) and set(cg.rules_run) | set(cg.rules_not_run) == set(
        cg.rule_names
    )
    with pytest.raises(AssertionError, match=r"AS001 narrow-store-in-wgrad did not run on this variant: .*wgrad"):
        assert_no_findings(cg, rules="AS001")
    with pytest.raises(AssertionError, match="AS001 narrow-store-in-wgrad did not run"):
        assert_no_findings(cg, rules="narrow-store-in-wgrad")
    with pytest.raises(AssertionError, match="did you mean 'narrow-store-in-wgrad'"):
        assert_no_findings(cg, rules="narrow-store-in-wgradd")
    with pytest.raises(AssertionError, match="'AS999' is no rule id"):
        assert_no_findings(cg, rules="AS999")
    # a rule out of the target's scope (AS063 reads NVIDIA's shared memory limit) did not run
    assert cg.rules_not_run["AS063"].startswith("out of scope: it applies to nvidia targets, and gfx950 is amd")
    with pytest.raises(AssertionError, match=r"AS063 nvidia-shared-memory-over-limit did not run .*out of scope"):
        assert_no_findings(cg, rules="AS063")
    # a rule out of the session's selection is named with why
    with pytest.raises(AssertionError, match=r"AS005 .* did not run on this variant: left out by select/ignore"):
        assert_no_findings(cg, rules="AS005")
    ran = cg.rules_run[0]
    assert_no_findings(cg, rules=ran)  # a rule that ran and found nothing passes
    assert_mnemonic_count(cg, "buffer_store_short", 1)


def test_an_unknown_target_fails_the_marked_test(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        """
        import pytest

        @pytest.mark.asmscope_target("gfx905")
        def test_typo():
            pass
        """
    )
    result = pytester.runpytest()
    result.assert_outcomes(errors=1)  # failed in setup, as a broken fixture would: never skipped
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*asmscope does not know target 'gfx905'*did you mean*gfx950*"])


def test_pytest_shows_the_message_not_the_helpers_source(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        """
        from asmscope.api import Codegen, Facts
        from asmscope.testing import assert_mnemonic_count, assert_occupancy

        CG = Codegen(name="k@gfx950", kernel="k", target="gfx950", config={}, asm_path="k.s", histogram={},
                     hot_loop_histogram={}, categories={}, resources=Facts({}, "r"), occupancy=None, loops=(),
                     by_line=(), findings=(), rule_problems=(), out_of_scope=(), model=None, analysis=None)

        def test_occupancy():
            assert_occupancy(CG, waves_per_simd=4)

        def test_count():
            assert_mnemonic_count(CG, "buffer_store_shrot", 0)
        """
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=2)
    out = result.stdout.str()
    assert "no occupancy could be computed" in out and "did you mean 'buffer_store_short'" in out
    # the frames of asmscope/testing.py are hidden: none of its lines is printed
    assert "failures.append" not in out and "raise AssertionError" not in out and "__tracebackhide__" not in out


def test_bare_occupancy_fails() -> None:
    with pytest.raises(AssertionError, match="no occupancy could be computed"):
        assert_occupancy(_bare(), waves_per_simd=1)
