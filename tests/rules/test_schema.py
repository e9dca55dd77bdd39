"""Rule files: the closed schema, loader errors, selection, severities and settings."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

from asmscope.findings import Severity
from asmscope.rules import builtin_rules_dir, load_rules, rule_docs, rule_table
from asmscope.rules.schema import (
    AnyOf,
    ForbidCheck,
    HazardCheck,
    Matcher,
    RatioCheck,
    RequireCheck,
    RuleLoadError,
    Selector,
    parse_rule,
)

VALID: dict[str, Any] = {
    "id": "AS901",
    "name": "test-rule",
    "severity": "warning",
    "summary": "A test rule.",
    "message": "{mnemonic} found ({count})",
    "docs": {"what": "w", "why": "y", "example": "e", "fix": "f"},
    "select": {"tags": ["gemm"], "when": "BLOCK_M == 256 and num_stages >= 2"},
    "check": {"kind": "forbid", "match": {"mnemonics": ["buffer_store_short*"]}},
}


def write(directory: Path, name: str, data: object) -> Path:
    path = directory / name
    path.write_text(data if isinstance(data, str) else yaml.safe_dump(data, sort_keys=False))
    return path


def variant(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(VALID)
    for dotted, value in changes.items():
        keys = dotted.split("__")
        target = data
        for k in keys[:-1]:
            target = target.setdefault(k, {})
        if value is None:
            target.pop(keys[-1], None)
        else:
            target[keys[-1]] = value
    return data


def load_error(tmp_path: Path, data: object) -> RuleLoadError:
    write(tmp_path, "AS901.yaml", data)
    rules = load_rules([tmp_path])
    assert not rules.rules, "the broken rule must not load"
    assert len(rules.errors) == 1, rules.errors
    return rules.errors[0]


def test_valid_rule_loads(tmp_path: Path) -> None:
    write(tmp_path, "AS901.yaml", VALID)
    rules = load_rules([tmp_path])
    assert rules.errors == ()
    rule = rules.get("AS901")
    assert rule.severity is Severity.WARNING
    assert rule.select.when is not None and rule.select.when.names == {"BLOCK_M", "num_stages"}
    assert rule.scope == "kernel"


@pytest.mark.parametrize(
    ("changes", "key", "fragment"),
    [
        ({"colour": "red"}, "colour", "unknown key (expected one of: id, name, severity"),
        ({"check__windw": 2}, "check.windw", "unknown key"),
        ({"id": "X001"}, "id", "expected an id of 'AS' and digits"),
        ({"name": "Bad Name"}, "name", "kebab-case"),
        ({"severity": "fatal"}, "severity", "expected one of error, warning, info, got 'fatal'"),
        ({"docs": {"what": "w", "why": "y", "example": "e"}}, "docs.fix", "missing required key"),
        ({"summary": None}, "summary", "missing required key"),
        ({"check": {"kind": "forbidd", "match": {}}}, "check.kind", "expected one of forbid, require"),
        ({"check__match": {"mnemonics": ["Buffer Store"]}}, "check.match.mnemonics[0]", "mnemonic glob"),
        ({"check__match": {"mnemonics": ["buffer_store_[short"]}}, "check.match.mnemonics[0]", "mnemonic glob"),
        ({"check__match": {"regex": "buffer_(store"}}, "check.match.regex", "expected a regular expression"),
        ({"check__match": {"categories": ["vector"]}}, "check.match.categories[0]", "expected one of salu"),
        ({"check__max": "two"}, "check.max", "unknown name 'two'"),
        ({"check__max": [1]}, "check.max", "expected a number or an expression, got a list"),
        ({"select__when": "BLOCK_Q == 64"}, "select.when", "unknown name 'BLOCK_Q'"),
        ({"select__when": "BLOCK_M =="}, "select.when", "unexpected end of expression"),
        ({"select__when": "BLOCK_M.bit_length()"}, "select.when", "attribute access is not allowed"),
        ({"select__targets": ["mi300"]}, "select.targets[0]", "target such as 'gfx950'"),
        ({"select__tags": []}, "select.tags", "expected a non-empty list of tags, got an empty list"),
        ({"scope": "loop"}, "scope", "expected one of kernel, loops, innermost-loop, hot-loop, outside-loops"),
        ({"message": "{mnemonc} found"}, "message", "unknown field {mnemonc}"),
        ({"message": "{instruction.__class__}"}, "message", "unknown field"),
        ({"enabled": "yes please"}, "enabled", "expected true or false"),
        ({"settings": {"BLOCK_M": 3}}, "settings.BLOCK_M", "not a config key"),
        ({"check": {"kind": "resource", "resource": "agpr"}}, "check", "needs 'min', 'max' or both"),
        ({"check": {"kind": "resource", "resource": "agprs", "max": 1}}, "check.resource", "expected one of vgpr"),
        (
            {"scope": "loops", "check": {"kind": "resource", "resource": "agpr", "max": 1}},
            "scope",
            "a resource check is about the whole kernel",
        ),
    ],
)
def test_schema_errors_name_file_key_and_expectation(
    tmp_path: Path, changes: dict[str, Any], key: str, fragment: str
) -> None:
    error = load_error(tmp_path, variant(**changes))
    assert error.path == str(tmp_path / "AS901.yaml")
    assert error.key == key
    assert fragment in error.message
    assert str(error).startswith(f"{tmp_path / 'AS901.yaml'}: key {key!r}: ")


def test_hazard_window_error_reads_like_the_spec(tmp_path: Path) -> None:
    data = variant(
        check={
            "kind": "hazard",
            "first": {"match": {"mnemonics": ["buffer_store_dwordx4"]}, "registers": "store-data"},
            "then": {"match": {"categories": ["valu"]}},
            "access": "write",
            "window": [2],
        }
    )
    error = load_error(tmp_path, data)
    expected = "key 'check.window': expected an integer or an expression, got a list"
    assert str(error) == f"{tmp_path / 'AS901.yaml'}: {expected}"


def test_hazard_rule_defaults(tmp_path: Path) -> None:
    data = variant(
        check={
            "kind": "hazard",
            "first": {"match": {"mnemonics": ["v_mfma_*"]}, "registers": "dst"},
            "then": {"match": [{"categories": ["valu"]}, {"mnemonics": ["ds_*"]}]},
            "access": "read",
            "window": "passes + 3",
        }
    )
    rule = parse_rule(data, "x.yaml")
    assert isinstance(rule.check, HazardCheck)
    assert rule.check.then.role == "uses"
    assert rule.check.overlap == "any"
    assert len(rule.check.then.match.matchers) == 2


_UNRELATED: dict[str, Any] = {
    "kind": "hazard",
    "first": {"match": {"categories": ["smem"], "traits": ["writes-registers"]}},
    "then": {"match": {"mnemonics": ["s_store_*"]}, "registers": "none"},
    "window": 19,
}


def test_hazard_pair_with_no_register_relation(tmp_path: Path) -> None:
    """`registers: none` on one side: both sides name no registers, and no `access` is needed."""
    rule = parse_rule(variant(check=_UNRELATED), "x.yaml")
    assert isinstance(rule.check, HazardCheck)
    assert (rule.check.first.role, rule.check.then.role, rule.check.access) == ("none", "none", "")
    assert "whatever registers it touches" in rule_docs(rule)


@pytest.mark.parametrize(
    ("changes", "key", "fragment"),
    [
        ({"first": {**_UNRELATED["first"], "registers": "defs"}}, "check.first.registers", "expected `none`"),
        ({"then": {**_UNRELATED["then"], "classes": ["sgpr"]}}, "check.then.classes", "names no registers"),
        ({"access": "read"}, "check.access", "touches no registers"),
        ({"overlap": "full"}, "check.overlap", "touches no registers"),
        ({"then": {"match": {"mnemonics": ["s_store_*"]}}}, "check.access", "missing required key"),
    ],
)
def test_hazard_pair_with_no_register_relation_errors(
    tmp_path: Path, changes: dict[str, Any], key: str, fragment: str
) -> None:
    error = load_error(tmp_path, variant(check={**_UNRELATED, **changes}))
    assert error.key == key and fragment in error.message, str(error)


def test_yaml_syntax_error_names_the_line(tmp_path: Path) -> None:
    error = load_error(tmp_path, "id: AS901\nname: [unclosed\n")
    assert "YAML syntax error at line" in error.message


def test_duplicate_yaml_key_is_an_error(tmp_path: Path) -> None:
    error = load_error(tmp_path, "id: AS901\nid: AS902\n")
    assert "key 'id' is given twice" in error.message


def test_top_level_must_be_a_mapping(tmp_path: Path) -> None:
    error = load_error(tmp_path, "- id: AS901\n")
    assert "expected a mapping" in error.message


def test_one_broken_rule_does_not_silence_the_others(tmp_path: Path) -> None:
    write(tmp_path, "AS901.yaml", VALID)
    write(tmp_path, "AS902.yaml", variant(id="AS902", check={"kind": "nonsense"}))
    write(tmp_path, "AS903.yaml", variant(id="AS903", name="third"))
    write(tmp_path, "AS904.yaml", "id: [broken\n")
    rules = load_rules([tmp_path])
    assert [r.id for r in rules.rules] == ["AS901", "AS903"]
    assert sorted(Path(e.path).name for e in rules.errors) == ["AS902.yaml", "AS904.yaml"]


def test_duplicate_id_keeps_the_first_and_names_both_files(tmp_path: Path) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    first.mkdir()
    second.mkdir()
    write(first, "AS901-one.yaml", VALID)
    write(second, "AS901-two.yaml", variant(name="other"))
    rules = load_rules([first, second])
    assert [r.name for r in rules.rules] == ["test-rule"]
    (error,) = rules.errors
    assert error.key == "id"
    assert "duplicate id AS901" in error.message and "AS901-one.yaml" in error.message


def test_missing_directory_is_an_error(tmp_path: Path) -> None:
    rules = load_rules([tmp_path / "nope"])
    assert "rule directory does not exist" in str(rules.errors[0])


def test_config_keys_extend_the_when_vocabulary(tmp_path: Path) -> None:
    write(tmp_path, "AS901.yaml", variant(config_keys=["USE_TMA"], select__when="USE_TMA and BLOCK_M > 1"))
    assert load_rules([tmp_path]).errors == ()


# ----------------------------------------------------------------------------------------------
# Selection, severities, settings
# ----------------------------------------------------------------------------------------------


@pytest.fixture
def three(tmp_path: Path) -> Path:
    write(tmp_path, "AS901.yaml", VALID)
    write(tmp_path, "AS902.yaml", variant(id="AS902", name="second"))
    write(tmp_path, "AS910.yaml", variant(id="AS910", name="off-by-default", enabled=False))
    return tmp_path


def ids(rules: Any) -> list[str]:
    return [r.id for r in rules.rules]


def test_default_selection_skips_disabled_rules(three: Path) -> None:
    assert ids(load_rules([three])) == ["AS901", "AS902"]


def test_select_by_id_prefix_and_name(three: Path) -> None:
    assert ids(load_rules([three], select=["AS90"])) == ["AS901", "AS902"]
    assert ids(load_rules([three], select=["second"])) == ["AS902"]
    assert ids(load_rules([three], select=["AS910"])) == ["AS910"]
    assert ids(load_rules([three], select=["ALL"])) == ["AS901", "AS902"]


def test_ignore(three: Path) -> None:
    assert ids(load_rules([three], ignore=["AS901"])) == ["AS902"]


def test_unknown_selection_is_an_error(three: Path) -> None:
    rules = load_rules([three], select=["AS999"], ignore=["nope"])
    assert [e.path for e in rules.errors] == ["--select", "--ignore"]
    assert "'AS999' matches no rule" in str(rules.errors[0])


def test_severity_override(three: Path) -> None:
    rules = load_rules([three], severity_overrides={"AS902": "error"})
    assert rules.get("AS902").severity is Severity.ERROR
    assert rules.get("AS901").severity is Severity.WARNING
    bad = load_rules([three], severity_overrides={"AS902": "fatal"})
    assert "unknown severity 'fatal'" in str(bad.errors[0])


def test_settings_defaults_and_overrides(tmp_path: Path) -> None:
    write(tmp_path, "AS901.yaml", variant(settings={"budget": 128, "strict": True}, check__max="budget"))
    assert load_rules([tmp_path]).settings == {"budget": 128, "strict": True}
    assert load_rules([tmp_path], settings={"budget": 64}).settings["budget"] == 64
    errors = load_rules([tmp_path], settings={"budgt": 1, "strict": 3}).errors
    assert "unknown name 'budgt'" in str(errors[0]) and "did you mean 'budget'" in str(errors[0])
    assert "expected a value like the default True" in str(errors[1])


def test_conflicting_setting_defaults_are_an_error(tmp_path: Path) -> None:
    write(tmp_path, "AS901.yaml", variant(settings={"budget": 128}))
    write(tmp_path, "AS902.yaml", variant(id="AS902", settings={"budget": 64}))
    errors = load_rules([tmp_path]).errors
    assert "differs from 128" in str(errors[0])


# ----------------------------------------------------------------------------------------------
# The built-in rules
# ----------------------------------------------------------------------------------------------


def test_builtin_rules_load_cleanly() -> None:
    rules = load_rules()
    assert rules.errors == ()
    assert len(rules.rules) >= 18
    for rule in rules.rules:
        assert Path(rule.path).name.startswith(rule.id + "-"), rule.path
        # an IR rule reads TTGIR, which no `.s` fixture carries (tests/ir/test_ir_rules.py shows it)
        assert rule.fixture is not None or rule.check.kind == "ir", f"{rule.id} has no .s fixture next to {rule.path}"


def test_equal_matcher_lists_of_different_rules_are_one_object() -> None:
    """The engine keys its per-kernel caches (the MatchTable's lists, members, masks) by a
    list's identity: rules that spell the same list, a ratio's default denominator (every
    instruction) included, share one object."""
    lists: list[AnyOf] = []
    for rule in load_rules(select=["ALL"]).rules:
        check = rule.check
        if isinstance(check, HazardCheck):
            lists += [check.first.match, check.then.match] + ([check.unless] if check.unless else [])
        elif isinstance(check, RatioCheck):
            lists += [check.numerator, check.denominator]
        elif isinstance(check, (ForbidCheck, RequireCheck)):
            lists.append(check.match)
    first: dict[AnyOf, AnyOf] = {}
    assert all(first.setdefault(match, match) is match for match in lists)
    every = AnyOf((Matcher(),))
    assert sum(match == every for match in lists) > 1  # the default denominator, shared


def test_every_builtin_rule_documents_the_four_headings() -> None:
    for rule in load_rules([builtin_rules_dir()]).rules:
        text = rule_docs(rule)
        for heading in ("## What it does", "## Why it matters", "## Example", "## Fix"):
            assert heading in text, (rule.id, heading)
        assert text.startswith(f"# {rule.id} {rule.name}")


def test_rule_table_lists_id_name_severity_summary() -> None:
    rows = rule_table(load_rules().rules)
    assert rows[0][:3] == ("AS001", "narrow-store-in-wgrad", "error")


@pytest.mark.parametrize(
    "field",
    [
        {"tags": ("gemm",)},
        {"not_tags": ("gemm",)},
        {"kernels": ("mm_*",)},
        {"vendors": ("nvidia",)},
        {"targets": ("gfx942",)},
    ],
)
def test_selector_narrows_exactly_when_it_can_leave_a_variant_out(field: dict[str, Any]) -> None:
    # RuleRun asks `matches` only of the selectors that narrow: one that does not must select all
    variants = [
        (k, t, g) for k in ("mm_kernel", "attn") for t in ((), ("gemm",)) for g in ("gfx942", "gfx950", "sm_90a")
    ]
    plain = Selector(requires=("BLOCK_M",))
    assert not plain.narrows and all(plain.matches(*v) for v in variants)
    narrow = Selector(**field)
    assert narrow.narrows and not all(narrow.matches(*v) for v in variants)
