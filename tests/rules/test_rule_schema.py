"""The declared rule schema (asmscope.rules.vocabulary.RULE_SCHEMA): every malformed rule file is
a one-line error naming the file, the key path and the expectation; the schema that users'
editors get is valid JSON Schema that every built-in rule satisfies; the README's key tables are
generated from it."""

from __future__ import annotations

import copy
import importlib.util
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from click.testing import CliRunner

from asmscope.cli import main
from asmscope.model import Category
from asmscope.rules import RULE_SCHEMA, builtin_rules_dir, load_rules
from asmscope.rules.schema import RuleLoadError, parse_rule, rule_files

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
_spec = importlib.util.spec_from_file_location("regen_rule_schema", FIXTURES / "regen_rule_schema.py")
assert _spec is not None and _spec.loader is not None
regen_rule_schema = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = regen_rule_schema
_spec.loader.exec_module(regen_rule_schema)

BUILTIN = [yaml.safe_load(p.read_text()) for p in rule_files(builtin_rules_dir())]

HAZARD = {
    "kind": "hazard",
    "first": {"match": {"mnemonics": ["v_mfma_*"]}, "registers": "dst"},
    "then": {"match": [{"categories": ["valu"]}, {"mnemonics": "ds_*"}]},
    "access": "read",
    "window": "passes + 2",
}
BASE: dict[str, Any] = {
    "id": "AS901",
    "name": "test-rule",
    "severity": "warning",
    "summary": "A test rule.",
    "message": "{mnemonic} found ({count})",
    "docs": {"what": "w", "why": "y", "example": "e", "fix": "f"},
    "settings": {"budget": 4},
    "check": {"kind": "forbid", "match": {"mnemonics": ["buffer_store_short*"]}, "max": "budget"},
}
CATEGORIES = ", ".join(c.value for c in Category)


def changed(**changes: Any) -> dict[str, Any]:
    """BASE with `a__b=value` set (None: deleted)."""
    data = copy.deepcopy(BASE)
    for dotted, value in changes.items():
        *parents, last = dotted.split("__")
        target = data
        for key in parents:
            target = target[key]
        if value is None:
            del target[last]
        else:
            target[last] = value
    return data


def error_of(data: object, path: str = "rules/AS901.yaml") -> RuleLoadError:
    with pytest.raises(RuleLoadError) as caught:
        parse_rule(data, path)
    return caught.value


# Each case: the rule file's data, then the whole error line after "<file>: ".
MALFORMED = [
    # wrong types
    (changed(id=3), "key 'id': expected an id of 'AS' and digits, such as 'AS001', got 3"),
    (changed(id="AS001\n"), "key 'id': expected an id of 'AS' and digits, such as 'AS001', got 'AS001\\n'"),
    (changed(summary="   "), "key 'summary': expected a one-line summary, got '   '"),
    (changed(enabled="yes"), "key 'enabled': expected true or false, got 'yes'"),
    (changed(docs="text"), "key 'docs': expected a mapping with keys what, why, example, fix, got 'text'"),
    (changed(check=["forbid"]), "key 'check': expected a mapping with a 'kind' key, got a list"),
    (changed(select={"tags": 3}), "key 'select.tags': expected a tag or a list of tags, got 3"),
    (changed(config_keys=3), "key 'config_keys': expected an identifier or a list of identifiers, got 3"),
    (changed(select={"tags": []}), "key 'select.tags': expected a non-empty list of tags, got an empty list"),
    (changed(select={"when": [1]}), "key 'select.when': expected a condition, got a list"),
    (changed(check__match="buffer_store"), "key 'check.match': expected a matcher or a non-empty list of matchers, got 'buffer_store'"),
    (changed(check__match=[]), "key 'check.match': expected a non-empty list of matchers, got an empty list"),
    (changed(settings={"budget": [1]}), "key 'settings.budget': expected a number, a boolean or a string, got a list"),
    (
        changed(settings={"Budget x": 1}),
        "key 'settings.Budget x': expected a lowercase identifier that is not a config key, got 'Budget x'",
    ),
    (changed(settings={"BLOCK_M": 1}), "key 'settings.BLOCK_M': expected a lowercase identifier that is not a config key, got 'BLOCK_M'"),
    ([BASE], "expected a mapping with keys id, name, severity, summary, message, docs, enabled, select, subsumes, config_keys, settings, scope, check, got a list"),
    # unknown keys, with a guess where one is close
    (changed(sevrity="error"), "key 'sevrity': unknown key (expected one of: id, name, severity, summary, message, docs, enabled, select, subsumes, config_keys, settings, scope, check); did you mean 'severity'?"),
    (changed(colour="red"), "key 'colour': unknown key (expected one of: id, name, severity, summary, message, docs, enabled, select, subsumes, config_keys, settings, scope, check)"),
    (
        changed(check__match={"mnemonic": ["x"]}),
        "key 'check.match.mnemonic': unknown key (expected one of: mnemonics, regex, exclude, categories, flags, traits, memory, tensor_core); did you mean 'mnemonics'?",
    ),
    (changed(check__windw=2), "key 'check.windw': unknown key (expected one of: kind, match, max, per, derived_from)"),
    (changed(docs__fixes="f"), "key 'docs.fixes': unknown key (expected one of: what, why, example, fix); did you mean 'fix'?"),
    (changed(select={"tag": ["gemm"]}), "key 'select.tag': unknown key (expected one of: tags, not_tags, kernels, targets, vendors, when, requires); did you mean 'tags'?"),
    # missing required keys
    (changed(check=None), "key 'check': missing required key"),
    (changed(docs__why=None), "key 'docs.why': missing required key"),
    (changed(check={"match": {}}), "key 'check.kind': missing required key"),
    (changed(check={**HAZARD, "window": None} | {"window": 1} and {k: v for k, v in HAZARD.items() if k != "window"}), "key 'check.window': missing required key"),
    (changed(check={**HAZARD, "then": {"registers": "uses"}}), "key 'check.then.match': missing required key"),
    (changed(check={"kind": "ratio", "numerator": {}}), "key 'check': a ratio check needs 'min', 'max' or both"),
    (changed(check={"kind": "resource", "resource": "agpr"}), "key 'check': a resource check needs 'min', 'max' or both"),
    # values outside the allowed set
    (changed(severity="warn"), "key 'severity': expected one of error, warning, info, got 'warn'; did you mean 'warning'?"),
    (changed(severity=2), "key 'severity': expected one of error, warning, info, got 2"),
    (changed(scope="loop"), "key 'scope': expected one of kernel, loops, innermost-loop, hot-loop, outside-loops, got 'loop'; did you mean 'loops'?"),
    (changed(check__kind="forbidd"), "key 'check.kind': expected one of forbid, require, resource, ratio, hazard, waitcnt, ir, got 'forbidd'; did you mean 'forbid'?"),
    (changed(check__derived_from="loop_counter"), "key 'check.derived_from': expected one of loop-counter, got 'loop_counter'; did you mean 'loop-counter'?"),
    (
        changed(check={"kind": "resource", "resource": "agprs", "max": 1}),
        "key 'check.resource': expected one of vgpr, agpr, total_vgpr, sgpr, spills, vgpr_spills, sgpr_spills, scratch_bytes, lds_bytes, occupancy, autotune_copies, prunable_configs, spill_bytes, stack_bytes, ptxas_advisories, blocks_per_sm, warps_per_sm, got 'agprs'; did you mean 'agpr'?",
    ),
    (
        changed(scope="loops", check={"kind": "resource", "resource": "agpr", "max": 1}),
        "key 'scope': a resource check is about the whole kernel: expected 'kernel', got 'loops'",
    ),
    (changed(check={"kind": "ratio", "numerator": {}, "max": 1, "min_count": 0}), "key 'check.min_count': expected an integer >= 1, got 0"),
    (changed(check={"kind": "ratio", "numerator": {}, "max": 1, "min_count": True}), "key 'check.min_count': expected an integer >= 1, got True"),
    # nested mistakes: the whole key path, list indexes included
    (
        changed(check__match=[{"categories": "valu"}, {"categories": ["lds", "vector"]}]),
        f"key 'check.match[1].categories[1]': expected one of {CATEGORIES}, got 'vector'",
    ),
    (
        changed(check__match={"mnemonics": ["buffer_store_[short"]}),
        "key 'check.match.mnemonics[0]': expected a lowercase mnemonic glob such as 'buffer_store_short*' or 'v_mfma_*_16x16*', got 'buffer_store_[short'",
    ),
    (
        changed(check__match={"mnemonics": "Buffer Store"}),
        "key 'check.match.mnemonics': expected a lowercase mnemonic glob such as 'buffer_store_short*' or 'v_mfma_*_16x16*', got 'Buffer Store'",
    ),
    (
        changed(select={"kernels": ["ok*", "bad glob"]}),
        "key 'select.kernels[1]': expected a kernel-name glob such as '*wgrad*', got 'bad glob'",
    ),
    (changed(config_keys=["USE_TMA", "1bad"]), "key 'config_keys[1]': expected an identifier such as 'USE_TMA', got '1bad'"),
    (
        changed(check={**HAZARD, "then": {"match": {}, "classes": ["vgprs"]}}),
        "key 'check.then.classes[0]': expected one of vgpr, agpr, sgpr, vcc, exec, m0, scc, got 'vgprs'; did you mean 'vgpr'?",
    ),
    (
        changed(check={**HAZARD, "first": {"match": {}, "registers": "dest"}}),
        "key 'check.first.registers': expected one of defs, uses, store-data, dst, src-a, src-b, src-c, src-ab, none, got 'dest'; did you mean 'dst'?",
    ),
    (
        changed(check={**HAZARD, "overlap": "partly"}),
        "key 'check.overlap': expected one of any, partial, full, got 'partly'; did you mean 'partial'?",
    ),
    (
        changed(check={**HAZARD, "unless": [{"flags": ["lds"]}, {"regexp": "x"}]}),
        "key 'check.unless[1].regexp': unknown key (expected one of: mnemonics, regex, exclude, categories, flags, traits, memory, tensor_core); did you mean 'regex'?",
    ),
    # what the schema cannot say, still checked by code with the same kind of line
]  # fmt: skip


@pytest.mark.parametrize(("data", "expected"), MALFORMED)
def test_malformed_rule_names_file_key_and_expectation(data: object, expected: str) -> None:
    assert str(error_of(data)) == f"rules/AS901.yaml: {expected}"


def test_code_checks_keep_the_same_line() -> None:
    """What the schema cannot say is checked in code (expressions, RE2, message fields)."""
    name = error_of(changed(check__max="budgt + 1"))
    assert name.key == "check.max" and name.message.startswith("expected a number or an expression: 'budgt + 1'")
    assert "unknown name 'budgt'" in name.message and name.message.endswith("did you mean 'budget'?")
    regex = error_of(changed(check__match={"regex": "a(?=b)"}))
    assert (regex.key, regex.message.split(":")[0]) == (
        "check.match.regex",
        "expected a regular expression RE2 can run in linear time (no backreferences or look-around)",
    )
    field = error_of(changed(message="{mnemonc}"))
    assert (field.key, field.message.split(" (known")[0]) == ("message", "unknown field {mnemonc}")


def test_errors_name_the_file_through_the_loader(tmp_path: Path) -> None:
    (tmp_path / "AS901.yaml").write_text(yaml.safe_dump(changed(check__match={"mnemonic": "x"})))
    rules = load_rules([tmp_path])
    (error,) = rules.errors
    assert str(error).startswith(f"{tmp_path / 'AS901.yaml'}: key 'check.match.mnemonic': unknown key")


# ----------------------------------------------------------------------------------------------
# Properties, over built-in rule files using every key: each single mistake is reported at its key
# ----------------------------------------------------------------------------------------------


def _key(path: tuple[object, ...]) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else (f".{p}" if i else str(p)) for i, p in enumerate(path))


def _nodes(value: object, path: tuple[object, ...] = ()) -> Iterator[tuple[tuple[object, ...], object]]:
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _nodes(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _nodes(v, (*path, i))


def _edit(data: dict[str, Any], path: tuple[object, ...]) -> tuple[dict[str, Any], Any]:
    """A deep copy of `data` and the container of `path`'s last step in it."""
    copied = copy.deepcopy(data)
    parent: Any = copied
    for step in path[:-1]:
        parent = parent[step]
    return copied, parent


def _schema_keys(path: tuple[object, ...]) -> bool:
    """Whether the keys of the mapping at `path` are the schema's (not setting names)."""
    return "settings" not in path


def _key_paths(data: object) -> set[tuple[object, ...]]:
    """The key paths a rule file uses, list indexes left out (`check.match.mnemonics`)."""
    return {tuple(p for p in path if not isinstance(p, int)) for path, _ in _nodes(data)}


def _covering(rules: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Built-in rules that together use every key path any of them uses (greedy set cover): the
    properties below hold for each, at a quarter of the time of all of them."""
    left, chosen = set().union(*map(_key_paths, rules)), []
    while left:
        best = max(rules, key=lambda r: len(_key_paths(r) & left))
        chosen.append(best)
        left -= _key_paths(best)
    return chosen


COVERING = _covering(BUILTIN)


@pytest.mark.parametrize("data", COVERING, ids=[d["id"] for d in COVERING])
def test_every_wrongly_typed_value_is_reported_at_its_key(data: dict[str, Any]) -> None:
    leaves = [(p, v) for p, v in _nodes(data) if p and not isinstance(v, (dict, list))]
    assert leaves
    for path, _ in leaves:
        broken, parent = _edit(data, path)
        parent[path[-1]] = {"oops": 1}
        error = error_of(broken)
        assert error.key == _key(path), (path, str(error))
        assert error.message.startswith("expected ") and error.message.endswith("got a mapping"), str(error)


@pytest.mark.parametrize("data", COVERING, ids=[d["id"] for d in COVERING])
def test_every_unknown_or_misspelt_key_is_reported_with_the_known_ones(data: dict[str, Any]) -> None:
    mappings = [(p, v) for p, v in _nodes(data) if isinstance(v, dict) and _schema_keys(p) and p != ("settings",)]
    for path, mapping in mappings:
        for key in mapping:
            if path == ("check",) and key == "kind":
                continue  # without a kind, the check's keys are unknown: reported as the missing kind
            broken, _ = _edit(data, (*path, key))
            target = broken
            for step in path:
                target = target[step]
            target[f"{key}x"] = target.pop(key)
            error = error_of(broken)
            assert error.key == _key((*path, f"{key}x")), str(error)
            assert error.message.startswith("unknown key (expected one of: ")
            assert error.message.endswith(f"; did you mean {key!r}?")


@pytest.mark.parametrize("data", COVERING, ids=[d["id"] for d in COVERING])
def test_every_removed_required_key_is_reported_as_missing(data: dict[str, Any]) -> None:
    validator = jsonschema.Draft7Validator(RULE_SCHEMA)
    removed = 0
    for path, _ in _nodes(data):
        if not path or isinstance(path[-1], int) or not _schema_keys(path[:-1]):
            continue
        broken, parent = _edit(data, path)
        del parent[path[-1]]
        if validator.is_valid(broken):  # an optional key (a schema-independent check may still object)
            continue
        removed += 1
        error = error_of(broken)
        if path[-1] in ("min", "max") and error.key == _key(path[:-1]):  # the other bound is missing too
            assert error.message.endswith("check needs 'min', 'max' or both"), str(error)
        else:
            assert (error.key, error.message) == (_key(path), "missing required key"), str(error)
    assert removed >= 9  # id, name, severity, summary, message, docs (4 keys) and check at least


# ----------------------------------------------------------------------------------------------
# The schema users get, and the docs generated from it
# ----------------------------------------------------------------------------------------------


def test_printed_schema_is_valid_json_schema_and_every_builtin_rule_satisfies_it() -> None:
    result = CliRunner().invoke(main, ["rules", "--schema"])
    assert result.exit_code == 0, result.output
    printed = json.loads(result.output)
    assert printed == json.loads(json.dumps(RULE_SCHEMA))
    jsonschema.Draft7Validator.check_schema(printed)
    validator = jsonschema.Draft7Validator(printed)
    assert len(BUILTIN) >= 18
    for data in BUILTIN:
        assert list(validator.iter_errors(data)) == [], data["id"]
    assert load_rules().errors == ()


def test_the_schema_is_closed() -> None:
    objects = [n for p, n in _nodes(RULE_SCHEMA) if isinstance(n, dict) and "properties" in n and not {"if", "then"} & set(p)]
    check = RULE_SCHEMA["properties"]["check"]  # closed by the kind it dispatches to
    assert [n for n in objects if n.get("additionalProperties") is not False and n is not check] == []


def test_every_node_that_can_fail_states_an_expectation() -> None:
    """So no error is jsonschema's own wording ("3 is not of type 'string'")."""
    assertions = {"type", "pattern", "minItems", "minimum", "const", "propertyNames", "anyOf"}
    for path, node in _nodes(RULE_SCHEMA):
        if not isinstance(node, dict) or "if" in path or not assertions & node.keys() or "properties" in node:
            continue
        if path[-2:] == ("properties", "kind") and "const" in node:
            continue  # a kind's own `kind`: its schema applies only when the kind matches
        assert "errorMessage" in node or "enum" in node, _key(path)


def test_regenerating_the_readme_schema_tables_changes_nothing() -> None:
    assert regen_rule_schema.generate() == regen_rule_schema.OUT.read_text()


@pytest.mark.parametrize(
    ("vendors", "matched"),
    [
        (["nvidia"], {"cuda:90", "cuda:100", ""}),
        (["amd"], {"gfx942", "gfx950", ""}),
        (["amd", "nvidia"], {"gfx942", "gfx950", "cuda:90", "cuda:100", ""}),
    ],
)
def test_select_vendors_follows_the_target(vendors: list[str], matched: set[str]) -> None:
    """`select.vendors` picks variants by their target's vendor; a target asmscope does not
    know (a raw file that names none) is not excluded."""
    neutral = {"memory": {"space": "global", "direction": "store", "max_bits": 16}}  # both ISAs have such
    rule = parse_rule(changed(select={"vendors": vendors}, check__match=neutral))
    targets = {"gfx942", "gfx950", "cuda:90", "cuda:100", ""}
    assert {t for t in targets if rule.select.matches("k", (), t)} == matched


def test_a_rule_in_one_isas_mnemonics_is_that_vendors_rule() -> None:
    """Undeclared, the vendors are what the matchers can match: AMD globs select no NVIDIA
    variant, so on NVIDIA code the rule is out of scope rather than "run with no findings"."""
    rule = parse_rule(BASE)
    assert rule.vendors == ("amd",) and rule.vendors_from == "matchers"
    assert not rule.select.matches("k", (), "cuda:90") and rule.select.matches("k", (), "gfx942")


def test_declaring_a_vendor_the_matchers_cannot_match_is_a_load_error() -> None:
    message = str(error_of(changed(select={"vendors": ["nvidia"]})))
    assert "key 'select.vendors'" in message and "nvidia" in message


def test_a_matcher_no_isa_can_match_is_a_load_error() -> None:
    assert "key 'check'" in str(error_of(changed(check__match={"mnemonics": ["buffer_store_shrot"]})))


def test_select_vendors_rejects_an_unknown_vendor() -> None:
    assert "key 'select.vendors[0]'" in str(error_of(changed(select={"vendors": ["intel"]})))
