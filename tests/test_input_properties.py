"""Property tests for the files a user writes (issue 12): rule YAML, kernel specs and config.
Start from valid files, replace values with arbitrary ones, drop and add keys, splice in
arbitrary bytes. Loading either succeeds or raises the file's own error type with one line that
names the file; never a traceback of another kind, and a broken rule file costs only itself."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from asmscope.config import ConfigError, load_config
from asmscope.rules import builtin_rules_dir, load_rules
from asmscope.spec import SpecError, check_expressions, load_spec_file

REPO = Path(__file__).resolve().parents[1]
RULE_FILES = sorted(builtin_rules_dir().glob("*.yaml"))
SPEC_TEXT = (REPO / "tests" / "e2e" / "spec.toml").read_text()
CONFIG_TEXT = """
spec = "kernels.toml"
rule-dir = ["rules"]
fail-on = "error"
select = ["AS0"]
timeout = 300
jobs = 2
quiet = false
[settings]
agpr_budget = 128
[severity]
AS005 = "warning"
"""
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**80), max_value=2**80),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(["", "{mnemonic}", "{x:>999999}", "1 // 0", "(a+)+$", "min(" * 30, "-" * 500 + "1", "gfx950"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(min_size=1, max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix] if prefix else []
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _paths(v, (*prefix, i))
    return out


@st.composite
def mutated(draw: st.DrawFn, data: Any) -> Any:
    """`data` with a few values replaced, keys dropped or keys added."""
    data = json.loads(json.dumps(data))
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(data)
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = data
        for part in path[:-1]:
            parent = parent[part]
        action = draw(st.sampled_from(["replace", "drop", "add"]))
        if action == "replace":
            parent[path[-1]] = draw(VALUES)
        elif action == "drop":
            del parent[path[-1]]
        elif isinstance(parent, dict):
            parent[draw(st.text(min_size=1, max_size=10))] = draw(VALUES)
    return data


@st.composite
def spliced(draw: st.DrawFn, text: str) -> bytes:
    """`text` with arbitrary bytes (non-UTF-8 included) spliced in at a few places."""
    data = text.encode()
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(data)))
        cut = draw(st.integers(0, 8))
        data = data[:at] + draw(st.binary(max_size=8)) + data[at + cut :]
    return data


def _one_line(message: str, path: Path) -> None:
    assert "\n" not in message and "Traceback" not in message, message
    assert str(path) in message, message


# -- rules ---------------------------------------------------------------------------------------


def _load_with_neighbour(directory: Path, content: bytes | str) -> None:
    """Load a directory holding the mutated file and one valid rule: the valid rule must load,
    and the mutated file yields a rule or errors that name it."""
    directory.mkdir(parents=True, exist_ok=True)
    for old in directory.iterdir():
        old.unlink()
    (directory / "AS999.yaml").write_bytes(content if isinstance(content, bytes) else content.encode())
    neighbour = RULE_FILES[0]
    (directory / neighbour.name).write_bytes(neighbour.read_bytes())
    rules = load_rules([directory])
    assert neighbour.name.split("-")[0] in {r.id for r in rules.rules} or any(
        str(directory / neighbour.name) in str(e) for e in rules.errors
    ), "a broken file cost another file's rule"
    for error in rules.errors:
        assert "\n" not in str(error), str(error)


@SETTINGS
@given(st.sampled_from(RULE_FILES).flatmap(lambda p: mutated(yaml.safe_load(p.read_text()))))
def test_mutated_rule_loads_or_names_the_problem(tmp_path: Path, data: Any) -> None:
    _load_with_neighbour(tmp_path / "rules", yaml.safe_dump(data, allow_unicode=True))


@SETTINGS
@given(st.sampled_from(RULE_FILES).flatmap(lambda p: spliced(p.read_text())))
def test_rule_file_with_arbitrary_bytes(tmp_path: Path, data: bytes) -> None:
    _load_with_neighbour(tmp_path / "rules", data)


# -- specs and config ----------------------------------------------------------------------------


def _toml(value: Any) -> str:
    """A TOML value for what VALUES draws (None has no TOML form: an empty string stands in)."""
    if value is None:
        return '""'
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and (math.isnan(value) or math.isinf(value)):
        return "nan" if math.isnan(value) else ("inf" if value > 0 else "-inf")
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return "{ " + ", ".join(f"{json.dumps(k)} = {_toml(v)}" for k, v in value.items()) + " }"


@st.composite
def toml_mutated(draw: st.DrawFn, text: str) -> str:
    """`text` with the values of a few `key = value` lines replaced by arbitrary TOML values."""
    lines = text.splitlines()
    assignable = [i for i, line in enumerate(lines) if " = " in line and not line.lstrip().startswith("#")]
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.sampled_from(assignable))
        key = lines[i].split(" = ", 1)[0]
        lines[i] = f"{key} = {_toml(draw(VALUES))}"
    return "\n".join(lines) + "\n"


def _load_spec(path: Path) -> None:
    try:
        spec = load_spec_file(path, defer_expressions=True)
        check_expressions(spec)
    except SpecError as exc:
        _one_line(str(exc), path)


@SETTINGS
@given(toml_mutated(SPEC_TEXT))
def test_mutated_spec_loads_or_names_the_problem(tmp_path: Path, text: str) -> None:
    path = tmp_path / "spec.toml"
    path.write_text(text)
    _load_spec(path)


@SETTINGS
@given(spliced(SPEC_TEXT))
def test_spec_with_arbitrary_bytes(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "spec.toml"
    path.write_bytes(data)
    _load_spec(path)


def _load_config(path: Path) -> None:
    """Load and validate against the commands' flags, as the command line does; then every
    command's defaults can be made from it."""
    from asmscope.cli import main

    try:
        config = load_config(path).validated(main.commands)
    except ConfigError as exc:
        _one_line(str(exc), path)
        return
    for command in main.commands.values():
        try:
            config.defaults_for(command)
        except ConfigError as exc:
            _one_line(str(exc), path)
    assert isinstance(config.settings, dict) and isinstance(config.severity, dict)


@SETTINGS
@given(st.one_of(toml_mutated(CONFIG_TEXT), spliced(CONFIG_TEXT)))
def test_mutated_config_loads_or_names_the_problem(tmp_path: Path, content: str | bytes) -> None:
    path = tmp_path / "asmscope.toml"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    _load_config(path)
