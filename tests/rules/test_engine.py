"""The rule engine on hand-built model records: selection, `when`, bounds, merging, messages."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from asmscope.analysis import analyze
from asmscope.findings import VariantKey
from asmscope.isa import parse_module
from asmscope.model import Category, Instruction, Kernel, Operand, OperandKind, Register, RegKind, Resources, SourceLoc
from asmscope.pipeline import evaluate_rules
from asmscope.rules import RuleRun, load_rules
from asmscope.rules.index import KernelIndex, MatchTable
from asmscope.rules.messages import _first_in_scope
from asmscope.rules.schema import HazardCheck, RuleSet, parse_rule
from asmscope.variant import Variant

DOCS = {"what": "w", "why": "y", "example": "e", "fix": "f"}


def rule(rule_id: str = "AS901", **fields: Any) -> Any:
    data = {
        "id": rule_id,
        "name": "test-rule",
        "severity": "error",
        "summary": "s",
        "message": "{mnemonic}: {value} vs {limit}",
        "docs": DOCS,
        "check": {"kind": "forbid", "match": {"mnemonics": ["buffer_store_short*"]}},
        **fields,
    }
    return parse_rule(data, f"{rule_id}.yaml")


def instr(index: int, mnemonic: str, category: Category = Category.VALU, loc: SourceLoc | None = None) -> Instruction:
    return Instruction(index, mnemonic, mnemonic, "", category, (), (), (), (), 10 + index, loc)


def kernel(*mnemonics: str, loc: SourceLoc | None = None, resources: Resources | None = None) -> Kernel:
    instrs = tuple(instr(i, m, loc=loc) for i, m in enumerate(mnemonics))
    return Kernel("k", instrs, (), resources or Resources(), 1, 100)


Analysed = tuple[Variant, Kernel, Any]  # what pipeline.analyze_variant gives for one kernel


def context(
    k: Kernel,
    config: dict[str, object] | None = None,
    tags: frozenset[str] = frozenset(),
    launch_lds: int | None = None,
    analysis: Any = None,
) -> Analysed:
    """A hand-built kernel as the pipeline's analysis step would hand it to the rules."""
    items = tuple(sorted((config or {}).items()))
    variant = Variant(VariantKey("k", "gfx950", items), "k.s", "", tuple(sorted(tags)), items, launch_lds)
    return variant, k, analysis or SimpleNamespace(cfg=None, occupancy=SimpleNamespace(waves_per_simd=3))


def check(run_: RuleRun, ctx: Analysed) -> list[Any]:
    """Check one variant as pipeline.check_variants does: evaluate, then record the trace."""
    ((findings, trace),) = evaluate_rules([ctx], run_)
    run_.record(trace)
    return findings


def run(rules: list[Any], ctx: Analysed, settings: dict[str, object] | None = None) -> list[Any]:
    ((findings, trace),) = evaluate_rules([ctx], RuleRun(RuleSet(tuple(rules), settings or {})))
    assert trace.errors == ()
    return findings


def test_forbid_flags_each_instruction_and_fills_the_finding() -> None:
    k = kernel("v_mov_b32", "buffer_store_short", "buffer_store_dword", "buffer_store_short_d16_hi")
    (a, b) = run([rule()], context(k))
    assert (a.rule, a.name, str(a.severity), a.asm_line, a.asm_path) == ("AS901", "test-rule", "error", 11, "k.s")
    assert a.instruction == "buffer_store_short"
    assert a.message == "buffer_store_short: 2 vs 0"
    assert b.asm_line == 13


def test_findings_from_one_source_line_are_merged_per_mnemonic() -> None:
    loc = SourceLoc("k.py", 25, 9)
    k = kernel(*["buffer_store_short"] * 4, "buffer_store_short_d16_hi", loc=loc)
    findings = run([rule()], context(k))
    assert [f.instruction for f in findings] == ["buffer_store_short", "buffer_store_short_d16_hi"]
    assert findings[0].message.endswith("(and 3 more from this source line: asm lines 11, 12, 13)")
    assert findings[0].source == loc


def test_line_zero_locations_fall_back_to_the_previous_real_line() -> None:
    k = kernel("v_mov_b32", "buffer_store_short")
    k = Kernel(
        "k",
        (
            instr(0, "v_mov_b32", loc=SourceLoc("k.py", 7, 1)),
            instr(1, "buffer_store_short", loc=SourceLoc("k.py", 0, 0)),
        ),
        (),
        Resources(),
        1,
        9,
    )
    (f,) = run([rule()], context(k))
    assert f.source == SourceLoc("k.py", 7, 1)


def test_selectors_tags_kernels_targets() -> None:
    k = kernel("buffer_store_short")
    assert run([rule(select={"tags": ["wgrad"]})], context(k)) == []
    assert len(run([rule(select={"tags": ["wgrad"]})], context(k, tags=frozenset({"wgrad"})))) == 1
    assert run([rule(select={"kernels": ["*wgrad*"]})], context(k)) == []
    assert len(run([rule(select={"kernels": ["k*"]})], context(k))) == 1
    assert run([rule(select={"targets": ["gfx942"]})], context(k)) == []


def test_when_uses_config_defaults_settings_and_target() -> None:
    k = kernel("buffer_store_short")
    on = rule(select={"when": "BLOCK_M == 256 and num_stages >= 2 and target == 'gfx950'"})
    assert len(run([on], context(k, {"BLOCK_M": 256}))) == 1  # num_stages: Triton's default 2
    assert run([on], context(k, {"BLOCK_M": 128})) == []
    toggled = rule(settings={"check_it": False}, select={"when": "check_it"})
    assert run([toggled], context(k), {"check_it": False}) == []
    assert len(run([toggled], context(k), {"check_it": True})) == 1


def test_when_naming_a_missing_key_skips_the_variant_and_is_reported_when_it_never_resolves() -> None:
    k = kernel("buffer_store_short")
    r = rule(select={"when": "EVEN_K"})
    rules = RuleSet((r,), {})
    run_ = RuleRun(rules)
    assert check(run_, context(k, {"BLOCK_M": 128})) == []
    (problem,) = run_.problems()
    assert "never ran" in str(problem) and "'EVEN_K'" in str(problem)
    assert check(run_, context(k, {"EVEN_K": True}))
    assert run_.problems() == []  # resolved for one variant: not a problem


def test_a_required_config_key_skips_variants_without_it_and_is_no_problem() -> None:
    """AS010/AS011 are about this repo's BLOCK_M/EVEN_K: another project's kernel that names
    its tile BLOCK_SIZE_M is skipped by them, not failed (exit 2 would be a false error)."""
    k = kernel("v_cmp_gt_i32_e32 vcc, s20, v5")
    r = rule(
        select={"requires": ["EVEN_K"], "when": "EVEN_K"}, check={"kind": "forbid", "match": {"mnemonics": ["v_cmp_*"]}}
    )
    run_ = RuleRun(RuleSet((r,), {}))
    assert check(run_, context(k, {"BLOCK_SIZE_M": 64})) == []
    assert run_.problems() == []
    assert len(check(run_, context(k, {"EVEN_K": True}))) == 1
    typo = rule(config_keys=["TILE"], select={"requires": ["EVEN_K"], "when": "EVEN_K and TILE > 0"})
    run_ = RuleRun(RuleSet((typo,), {}))
    check(run_, context(k, {"EVEN_K": True}))
    (problem,) = run_.problems()
    assert "'TILE'" in str(problem)  # a name outside `requires` that no variant has is still a typo


def test_forbid_with_a_budget_flags_the_first_instruction_past_it() -> None:
    k = kernel(*["v_accvgpr_read_b32"] * 5)
    r = rule(check={"kind": "forbid", "match": {"mnemonics": ["v_accvgpr_*"]}, "max": "3"})
    (f,) = run([r], context(k))
    assert f.asm_line == 13 and f.message == "v_accvgpr_read_b32: 5 vs 3"


def test_require_bounds() -> None:
    r = rule(check={"kind": "require", "match": {"mnemonics": ["s_waitcnt"]}, "min": 2})
    assert len(run([r], context(kernel("s_waitcnt", "v_mov_b32")))) == 1
    assert run([r], context(kernel("s_waitcnt", "s_waitcnt"))) == []


def test_ratio_against_a_setting() -> None:
    r = rule(
        settings={"ratio_max": 0.25},
        check={"kind": "ratio", "numerator": {"mnemonics": ["v_accvgpr_*"]}, "max": "ratio_max"},
        message="{value} > {limit} ({ratio_max})",
    )
    (f,) = run([r], context(kernel("v_accvgpr_read_b32", "v_mov_b32", "v_accvgpr_write_b32")), {"ratio_max": 0.25})
    assert f.message == "0.667 (2/3) > 0.25 (0.25)"
    assert f.asm_line == 10


@pytest.mark.parametrize(
    ("resource", "bound", "resources", "launch_lds", "value"),
    [
        ("agpr", {"max": 128}, Resources(agpr=256), None, 256),
        ("spills", {"max": 0}, Resources(vgpr_spill=3, sgpr_spill=2), None, 5),
        ("occupancy", {"min": 4}, Resources(), None, 3),  # from the analysis
        ("occupancy", {"min": 4}, Resources(occupancy=2), None, 2),  # LLVM's own answer first
        ("lds_bytes", {"max": "lds_limit"}, Resources(lds_bytes=0), 200000, 200000),
        ("lds_bytes", {"max": "lds_limit"}, Resources(lds_bytes=32768), 150000, 182768),  # static + launch
    ],
)
def test_resource_checks(
    resource: str, bound: dict[str, object], resources: Resources, launch_lds: int | None, value: int
) -> None:
    r = rule(check={"kind": "resource", "resource": resource, **bound}, message="{resource}={value} limit {limit}")
    (f,) = run([r], context(kernel("s_endpgm", resources=resources), launch_lds=launch_lds))
    assert f.message.startswith(f"{resource}={value} limit ")
    assert (f.asm_line, f.instruction) == (1, "")  # the kernel's symbol: a resource is no instruction's


@pytest.mark.parametrize(
    ("llvm", "limited_by", "named"),
    [(None, "lds", "LDS"), (None, "vgpr", "VGPRs"), (2, "lds", "registers")],  # LLVM's lower count: registers
)
def test_occupancy_findings_name_what_limits_it(llvm: int | None, limited_by: str, named: str) -> None:
    r = rule(check={"kind": "resource", "resource": "occupancy", "min": 4}, message="{value}, limited by {limited_by}")
    ctx = context(
        kernel("s_endpgm", resources=Resources(occupancy=llvm)),
        analysis=SimpleNamespace(cfg=None, occupancy=SimpleNamespace(waves_per_simd=3, limited_by=limited_by)),
    )
    (f,) = run([r], ctx)
    assert f.message == f"{llvm or 3}, limited by {named}"


def test_unknown_resource_value_is_not_a_finding() -> None:
    r = rule(check={"kind": "resource", "resource": "agpr", "max": 0})
    assert run([r], context(kernel("s_endpgm"))) == []


def test_evaluation_error_is_a_problem_not_a_crash() -> None:
    r = rule(select={"when": "BLOCK_M / 0 > 1"})
    run_ = RuleRun(RuleSet((r,), {}))
    assert check(run_, context(kernel("buffer_store_short"), {"BLOCK_M": 1})) == []
    assert "division by zero" in str(run_.problems()[0])


# ----------------------------------------------------------------------------------------------
# The hazard walker on straight-line code without a CFG
# ----------------------------------------------------------------------------------------------


def reg(kind: str, first: int, last: int | None = None) -> Register:
    return Register(RegKind(kind), first, first if last is None else last)


def op(r: Register) -> Operand:
    return Operand(str(r), OperandKind.REGISTER, r)


def ins(index: int, mnemonic: str, category: Category, defs=(), uses=(), operands=None, nop: int | None = None):  # type: ignore[no-untyped-def]
    if nop is not None:
        operands = (Operand(str(nop), OperandKind.IMMEDIATE, None, nop),)
    elif operands is None:
        operands = tuple(op(r) for r in (*defs, *uses))
    return Instruction(
        index, mnemonic, mnemonic, "", category, operands, (), tuple(defs), tuple(uses), 10 + index, None
    )


def hazard_rule(**check: Any) -> Any:
    base = {
        "kind": "hazard",
        "first": {"match": {"categories": ["valu"]}, "registers": "defs", "classes": ["sgpr"]},
        "then": {"match": {"categories": ["vmem_buffer"]}},
        "access": "read",
        "window": 3,
    }
    base.update(check)
    return rule(check=base, message="{value} of {limit} ({registers})")


def straight_line(*instrs: Instruction) -> Kernel:
    return Kernel("k", tuple(instrs), (), Resources(), 1, 100)


S6, V1, V2, S8 = reg("s", 6), reg("v", 1), reg("v", 2), reg("s", 8, 11)


def sgpr_kernel(*middle: Instruction) -> Kernel:
    first = ins(0, "v_readfirstlane_b32", Category.VALU, defs=[S6], uses=[V1])
    body = [ins(i + 1, m.mnemonic, m.category, m.defs, m.uses, m.operands) for i, m in enumerate(middle)]
    load = ins(len(body) + 1, "buffer_load_dword", Category.VMEM_BUFFER, defs=[V2], uses=[V1, S8, S6])
    return straight_line(first, *body, load)


@pytest.mark.parametrize("window", [3, "3"])
def test_hazard_found_in_both_walk_directions(window: object) -> None:
    # a constant window with fewer thens than firsts walks backward; a per-instruction one forward
    k = sgpr_kernel(ins(0, "v_mov_b32", Category.VALU, defs=[V2], uses=[V1]))
    (f,) = run([hazard_rule(window=window)], context(k))
    assert (f.asm_line, f.message) == (12, "1 of 3 (s6)")
    (g,) = run([hazard_rule(window="3 + passes")], context(k))  # forces the forward walk
    assert g.message == "1 of 3 (s6)"


def test_nops_count_n_plus_one() -> None:
    k = sgpr_kernel(ins(0, "s_nop", Category.NOP, nop=2))
    assert run([hazard_rule()], context(k)) == []  # s_nop 2 gives the 3 wait states needed
    k = sgpr_kernel(ins(0, "s_nop", Category.NOP, nop=1))
    (f,) = run([hazard_rule()], context(k))
    assert f.message.startswith("2 of 3")


def test_intervening_write_does_not_end_the_window() -> None:
    # as LLVM's getWaitStatesSinceDef: the VALU def is found past the SALU's rewrite of s6
    # (tests/hazards shows llc-22 padding such pairs)
    k = sgpr_kernel(ins(0, "s_mov_b32", Category.SALU, defs=[S6], uses=[]))
    assert [f.message for f in run([hazard_rule()], context(k))] == ["1 of 3 (s6)"]
    assert [f.message for f in run([hazard_rule(window="3 + passes")], context(k))] == ["1 of 3 (s6)"]


def test_unless_ends_the_path() -> None:
    k = sgpr_kernel(ins(0, "s_waitcnt", Category.WAIT, defs=[], uses=[]))
    assert len(run([hazard_rule()], context(k))) == 1
    assert run([hazard_rule(unless={"mnemonics": ["s_waitcnt"]})], context(k)) == []
    assert run([hazard_rule(unless={"mnemonics": ["s_waitcnt"]}, window="3 + passes")], context(k)) == []


@pytest.mark.parametrize("window", [3, "3 + passes"])
def test_a_pair_with_no_register_relation_finds_every_then_in_the_window(window: object) -> None:
    # `registers: none`: the VALU writes s6 and the later loads share nothing with it, yet each
    # inside the window is a hit (a window that depends on the first instruction walks forward)
    k = sgpr_kernel(ins(0, "buffer_load_dword", Category.VMEM_BUFFER, defs=[reg("v", 3)], uses=[V1, S8]))
    none = {"registers": "none"}
    check = {
        "kind": "hazard",
        "first": {"match": {"categories": ["valu"]}, **none},
        "then": {"match": {"categories": ["vmem_buffer"]}, **none},
        "window": window,
    }
    unrelated = rule(check=check, message="{value} of {limit} ({registers})")
    assert unrelated.check.first.role == unrelated.check.then.role == "none"
    assert [(f.asm_line, f.message) for f in run([unrelated], context(k))] == [(11, "0 of 3 ()"), (12, "1 of 3 ()")]
    # more first instructions than then ones: the constant window walks backward
    k = sgpr_kernel(ins(0, "v_mov_b32", Category.VALU, defs=[V2], uses=[V1]))
    assert [(f.asm_line, f.message) for f in run([unrelated], context(k))] == [(12, "0 of 3 ()")]
    k = sgpr_kernel(ins(0, "s_nop", Category.NOP, nop=1), ins(0, "s_nop", Category.NOP, nop=0))
    assert run([unrelated], context(k)) == []  # 3 wait states in between: outside the window


def test_the_walk_stops_at_s_endpgm() -> None:
    k = sgpr_kernel(ins(0, "s_endpgm", Category.END, defs=[], uses=[]))
    assert run([hazard_rule()], context(k)) == []
    assert run([hazard_rule(window="3 + passes")], context(k)) == []


def test_rules_walking_together_keep_their_own_windows_and_errors() -> None:
    # rules tracking the same registers from the same first instructions share one walk; each
    # still sees only its own window, and one whose window fails to evaluate fails alone
    def sharing(rule_id: str, window: str) -> Any:
        check = {
            "kind": "hazard",
            "first": {"match": {"categories": ["valu"]}, "registers": "defs", "classes": ["sgpr"]},
            "then": {"match": {"categories": ["vmem_buffer"]}},
            "access": "read",
            "window": window,  # `passes` (0 here) makes it per first instruction: a forward walk
        }
        return rule(rule_id, check=check, message="{value} of {limit}")

    k = sgpr_kernel(ins(0, "v_mov_b32", Category.VALU, defs=[V2], uses=[V1]))
    rules = [sharing("AS901", "3 + passes"), sharing("AS902", "1 // passes"), sharing("AS903", "1 + passes")]
    run_ = RuleRun(RuleSet(tuple(rules), {}))
    (f,) = check(run_, context(k))
    assert (f.rule, f.message) == ("AS901", "1 of 3")
    (problem,) = run_.problems()
    assert "AS902" in str(problem) and "division by zero" in str(problem)


@pytest.mark.parametrize("window", ["CHUNK", "1 // BLOCK_M"])
def test_a_window_that_cannot_be_evaluated_counts_only_where_there_is_a_then_to_check(window: str) -> None:
    # unresolved (CHUNK has no value) or an error (BLOCK_M is 0) wherever the scope has a `then`
    # instruction, with or without a first one; on a kernel with neither the rule checks nothing
    only_then = straight_line(ins(0, "buffer_load_dword", Category.VMEM_BUFFER, defs=[V2], uses=[V1, S8, S6]))
    neither = straight_line(ins(0, "s_mov_b32", Category.SALU, defs=[S6]))
    failed = []
    for k in (only_then, sgpr_kernel(), neither):
        ((findings, trace),) = evaluate_rules(
            [context(k, {"BLOCK_M": 0})], RuleRun(RuleSet((hazard_rule(window=window),), {}))
        )
        assert findings == [] and trace.held == ("AS901",)
        failed.append(bool(trace.unresolved or trace.errors))
    assert failed == [True, True, False]


def test_register_classes_are_ranges_of_units() -> None:
    # hazard sides keep a class by ANDing with its units, the same as filtering registers by class
    from asmscope.isa.amdgcn import instructions as isa
    from asmscope.isa.amdgcn.hazard_registers import class_set, class_units, register_class
    from asmscope.rules.vocabulary import REGISTER_CLASSES

    regs = [isa.special(name) for name in sorted(isa.SPECIAL_REGISTER_NAMES)]
    regs += [reg("v", 0, 3), reg("a", 8, 15), reg("s", 4, 7), reg("s", 104, 105), Register(RegKind.TTMP, 0, 1)]
    for r in regs:
        for cls in REGISTER_CLASSES:
            expected = r.units if register_class(r) in class_set((cls,)) else 0
            assert r.units & class_units((cls,)) == expected, (r, cls)


@pytest.mark.parametrize(
    ("fields", "key", "needle"),
    [
        ({"check": {"kind": "forbid", "match": {"mnemonics": ["buffer_*"]}, "max": "1 // 0"}}, "check.max", "division"),
        ({"select": {"when": "'a' * 3 == 'aaa'"}}, "select.when", "'a' * 3 == 'aaa'"),
    ],
)
def test_expression_errors_name_the_rule_file_and_key(fields: dict[str, Any], key: str, needle: str) -> None:
    ok = rule("AS902")
    run_ = RuleRun(RuleSet((rule(**fields), ok), {}))
    findings = check(run_, context(kernel("buffer_store_short")))
    assert [f.rule for f in findings] == ["AS902"]  # the other rule still runs
    (problem,) = run_.problems()
    assert (problem.path, problem.key) == ("AS901.yaml", key)
    assert needle in problem.message and problem.message.startswith("AS901")


def test_a_trace_recorded_later_gives_the_same_problems() -> None:
    # the results cache and the evaluation processes hand back traces, which the run records
    r = rule(select={"when": "EVEN_K"})
    evaluator, recorder = RuleRun(RuleSet((r,), {})), RuleRun(RuleSet((r,), {}))
    ((_, trace),) = evaluate_rules([context(kernel("buffer_store_short"), {"BLOCK_M": 128})], evaluator)
    assert evaluator.problems() == []  # evaluate alone records nothing
    recorder.record(trace)
    (problem,) = recorder.problems()
    assert problem.key == "select.when" and "'EVEN_K'" in problem.message


@pytest.mark.parametrize("with_table", [True, False])
def test_index_selects_what_each_instruction_matches_on_real_asm(with_table: bool) -> None:
    """KernelIndex.matching decides a matcher's mnemonic once per kernel and tests only flags and
    traits, once per modifier tuple where those decide (isa.BY_MODIFIERS): the same instructions
    as AnyOf.matches one instruction at a time, for every `first`, `then` and `unless` list of the
    built-in hazard rules (an `unless` also as the walk's Stops), on real compiled asm of both
    targets (packed, SDWA, op_sel and VMEM code)."""
    root = Path(__file__).resolve().parents[1]
    files = sorted((root / "rules" / "real").glob("*.s")) + sorted((root / "fixtures" / "asm").glob("**/*.s"))
    rules = load_rules(select=["ALL"])
    hazards = [r.check for r in rules.rules if isinstance(r.check, HazardCheck)]
    matches = [m for check in hazards for m in (check.first.match, check.then.match, check.unless) if m is not None]
    assert any(m.per_instruction for x in matches for m in x.matchers)
    table = MatchTable.of(rules) if with_table else None  # without: each list decided on its own
    checked = traits = 0
    for path in files:
        for k in parse_module(path.read_bytes(), str(path)).kernels:
            index = KernelIndex(k, None, table)
            for match in matches:
                expected = [i.index for i in k.instructions if match.matches(i)]
                assert index.matching(match) == expected, (path.name, match.describe())
                if any(match is check.unless for check in hazards):  # as a walk's stops, too
                    stops = index.stops(match)
                    assert [i for i in range(len(k.instructions)) if i in stops] == expected, path.name
                checked += 1
                traits += bool(expected) and any(m.traits for m in match.matchers)
    assert checked and traits  # some trait-selected instructions were compared


def test_a_when_false_on_every_variant_is_unapplied_and_no_problem() -> None:
    """The run counts, per rule, the variants it was selected for and those where its `when`
    held; a `when` false everywhere is not a problem of the rule (it does not apply), but the
    run can tell it ran on nothing (pipeline.named_rules_not_run judges a rule named by the user)."""
    r = rule(select={"when": "BLOCK_M > 512"})
    evaluator, recorder = RuleRun(RuleSet((r,), {})), RuleRun(RuleSet((r,), {}))
    ((_, trace),) = evaluate_rules([context(kernel("buffer_store_short"), {"BLOCK_M": 128})], evaluator)
    assert trace.selected == ("AS901",) and trace.held == ()
    recorder.record(trace)
    recorder.record(trace)
    assert recorder.problems() == [] and recorder.unselected() == []
    (unapplied,) = recorder.unapplied()
    assert (unapplied.rule, unapplied.selected, unapplied.when_false) == ("AS901", 2, 2)
    assert check(recorder, context(kernel("buffer_store_short"), {"BLOCK_M": 1024}))  # held once: it ran
    assert recorder.unapplied() == []


def test_a_rule_without_when_holds_wherever_it_is_selected() -> None:
    ((_, trace),) = evaluate_rules([context(kernel("v_mov_b32"))], RuleRun(RuleSet((rule(),), {})))
    assert trace.selected == trace.held == ("AS901",)


def _body(cfg: Any, loops: Any) -> set[int]:
    return {i for loop in loops for i in cfg.loop_instructions(loop)}


def test_scopes_hold_the_loop_instructions_of_real_asm() -> None:
    """KernelIndex.scope marks the instructions of each loop scope (one byte per instruction):
    the same instructions as the CFG's own `loop_instructions` lists, on real compiled asm with
    nested and sibling loops; `outside-loops` is the rest, and a scope's size and first
    instruction (a ratio's denominator, a require's anchor) are those of that set."""
    root = Path(__file__).resolve().parents[1]
    files = sorted((root / "fixtures" / "asm").glob("gfx94*.s"))
    loops_seen = 0
    for path in files:
        for k in parse_module(path.read_bytes(), str(path)).kernels:
            analysis = analyze(k, "gfx942")
            cfg = analysis.cfg
            index = KernelIndex(k, analysis)
            hot = analysis.hot_loop
            expected = {
                "loops": _body(cfg, cfg.loops),
                "innermost-loop": _body(cfg, [loop for loop in cfg.loops if loop.is_innermost]),
                "hot-loop": _body(cfg, [hot.loop] if hot is not None else []),
            }
            expected["outside-loops"] = set(range(len(k.instructions))) - expected["loops"]
            for name, want in expected.items():
                scope = index.scope(name)
                assert scope is not None
                assert {i for i in range(len(k.instructions)) if scope.inside[i]} == want, (path.name, name)
                assert scope.size == len(want)
                assert index.in_scope(range(len(k.instructions)), scope) == sorted(want)
                first = _first_in_scope(index, scope, ())
                assert (first.index if first is not None else None) == (min(want) if want else None)
            loops_seen += len(cfg.loops)
    assert loops_seen and index.scope("kernel") is None
