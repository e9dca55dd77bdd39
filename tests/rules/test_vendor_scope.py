"""No rule "runs" on a vendor whose code it cannot match (issues #38.2, #39.1).

A rule's vendors are declared (`select.vendors`, `select.targets`) or derived from what its
check can match. The oracle here is not that derivation but code: the mnemonics of real
kernels of each ISA (AMD `.s` files compiled by Triton and LLVM's own mnemonic list; NVIDIA
cubins disassembled by `nvdisasm`), with their categories. Every rule whose selector accepts a
target of a vendor must match some instruction of that vendor's code; every instruction rule
that matches none of a vendor's code must leave that vendor's targets out.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from asmscope.isa import parse_module
from asmscope.isa.amdgcn import instructions as isa
from asmscope.isa.amdgcn.mnemonics import COMMON, ONLY_GFX942, ONLY_GFX950
from asmscope.isa.sass import reader as sass
from asmscope.model import Category
from asmscope.rules import load_rules
from asmscope.rules.schema import (
    AnyOf,
    ForbidCheck,
    HazardCheck,
    RatioCheck,
    RequireCheck,
    ResourceCheck,
    Rule,
    builtin_rules_dir,
)
from asmscope.rules.vocabulary import HAZARD_VENDORS, RESOURCE_VENDORS
from asmscope.targets import TARGETS, VENDORS

FIXTURES = Path(__file__).parent.parent / "fixtures"
RULES = list(load_rules(select=["ALL"]).rules)
RULES_DIR = builtin_rules_dir()
TARGETS_OF = {v: [t.name for t in TARGETS.values() if t.vendor == v] for v in VENDORS}


@cache
def code_of(vendor: str) -> frozenset[tuple[str, Category]]:
    """(mnemonic, category) of the instructions of real code of the vendor: for AMD, LLVM's
    list of the mnemonics its assembler accepts (generated from LLVM, asmscope.isa.amdgcn.mnemonics)
    and three kernels Triton compiled; for NVIDIA, a TMA matmul cubin disassembled by nvdisasm
    and the rules' `.sass` fixtures (nvdisasm excerpts of the repository's kernels)."""
    found: set[tuple[str, Category]] = set()
    if vendor == "amd":
        found.update((m, isa.category_of(m)) for m in COMMON | ONLY_GFX942 | ONLY_GFX950)
        for name in ("gfx942_quant_rowwise.s", "gfx950_batched_splitk.s", "handwritten_dma_gfx950.s"):
            path = FIXTURES / "asm" / name
            for kernel in parse_module(path.read_bytes(), str(path)).kernels:
                found.update((i.mnemonic, i.category) for i in kernel.instructions)
        return frozenset(found)
    if sass.tool("nvdisasm") is None:
        pytest.skip("nvdisasm (Triton's NVIDIA backend) not installed")
    cubin = FIXTURES / "nvidia" / "local" / "sm90" / "tma_matmul.cubin"
    modules = [sass.parse_cubin(cubin.read_bytes(), str(cubin))]
    for path in sorted(RULES_DIR.glob("*.sass")):
        text = re.sub(r"//(?!#).*", "", path.read_text())  # the fixture's marks, not its `//##` lines
        modules.append(sass.parse_sass(text, str(path)))
    for module in modules:
        for kernel in module.kernels:
            found.update((i.mnemonic, i.category) for i in kernel.instructions)
    return frozenset(found)


def matches_code(match: AnyOf, vendor: str) -> bool:
    return any(m.matches_mnemonic(mnemonic, category) for m in match.matchers for mnemonic, category in code_of(vendor))


def in_scope(rule: Rule, vendor: str) -> bool:
    """Whether the rule's selector takes some target of the vendor (with the tags it asks for)."""
    tags = rule.select.tags
    return any(rule.select.matches("k", tags, target) for target in TARGETS_OF[vendor])


def can_match(rule: Rule, vendor: str) -> bool:
    check = rule.check
    if isinstance(check, ResourceCheck):
        return vendor in RESOURCE_VENDORS[check.resource]
    if isinstance(check, HazardCheck):
        return vendor in HAZARD_VENDORS and matches_code(check.first.match, vendor)
    if isinstance(check, RatioCheck):
        return matches_code(check.numerator, vendor)
    if check.kind == "ir":  # the TTGIR both vendors' compiles keep (tests/ir/test_ir_rules.py)
        return True
    assert isinstance(check, (ForbidCheck, RequireCheck))
    return matches_code(check.match, vendor)


@pytest.mark.parametrize("vendor", VENDORS)
@pytest.mark.parametrize("rule", RULES, ids=[r.id for r in RULES])
def test_a_rule_in_scope_for_a_vendor_can_match_its_code(rule: Rule, vendor: str) -> None:
    if in_scope(rule, vendor):
        assert can_match(rule, vendor), f"{rule.id} is in scope for {vendor} but matches none of its real code"
    else:  # out of scope: said so, with the vendors it is for
        assert vendor not in rule.vendors


@pytest.mark.parametrize("rule", [r for r in RULES if r.vendors_from == "matchers"], ids=lambda r: r.id)
def test_an_instruction_rule_is_in_scope_wherever_its_matchers_meet_real_code(rule: Rule) -> None:
    """The converse for rules whose scope is derived: a vendor whose real code the matchers
    match is in scope (no rule is left out of code it would flag)."""
    for vendor in VENDORS:
        assert in_scope(rule, vendor) == can_match(rule, vendor), (rule.id, vendor)


def test_the_neutral_rules_are_in_scope_for_both_vendors() -> None:
    """AS001, AS022 (narrow global stores) and AS067 (narrow shared accesses per tensor-core op)
    are written in the vendor-neutral words: one rule id on both ISAs."""
    for rule_id in ("AS001", "AS022", "AS067"):
        rule = next(r for r in RULES if r.id == rule_id)
        assert set(rule.vendors) == set(VENDORS) and rule.vendors_from == "matchers"
