"""The examples of the README and of the documentation site (docs/) stay true: their rule and
spec examples load, their commands exist (each command that does not compile the whole suite is
run, and its quoted output checked, in tests/e2e/test_readme_commands.py)."""

import tomllib
from pathlib import Path

import yaml
from click.testing import CliRunner
from doc_pages import code_blocks

from asmscope.cli import main
from asmscope.config import Config
from asmscope.rules import parse_rule
from asmscope.spec import spec_from_table


def test_rule_example_loads() -> None:
    rules = [b for b in code_blocks("yaml") if b.lstrip().startswith("# my_rules/")]
    assert rules
    for text in rules:
        rule = parse_rule(yaml.safe_load(text), "docs/rules/writing.md")
        assert rule.id.startswith("AS")


def test_spec_and_config_examples_load(tmp_path: Path) -> None:
    keys = Config(None, {}).validated(main.commands).keys
    specs = [b for b in code_blocks("toml") if "[[kernel]]" in b]
    names = set()
    for spec_text in specs:  # the README's five-minute spec and the spec reference's example
        spec = spec_from_table(tomllib.loads(spec_text), tmp_path / "asmscope.toml", spec_text, keys)
        names.add(spec.kernels[0].name)
    assert {"splitk_reduce", "fp8_gemm_nt"} <= names
    config_text = next(b for b in code_blocks("toml") if b.startswith("[tool.asmscope]"))
    table = tomllib.loads(config_text)["tool"]["asmscope"]
    assert set(table) <= keys
    Config(tmp_path / "pyproject.toml", table).validated(main.commands)  # every value of the right type


def test_every_documented_command_exists() -> None:
    lines = [line.removeprefix("$ ") for b in code_blocks("bash|console") for line in b.splitlines()]
    commands = {line.split()[1] for line in lines if line.startswith("asmscope ") and len(line.split()) > 1}
    assert {"check", "diff", "bisect", "inspect", "merge", "prune", "list", "rules", "rule", "cache"} <= commands
    assert commands <= set(main.commands), commands - set(main.commands)
    runner = CliRunner()
    for command in commands:
        result = runner.invoke(main, [command, "--help"])
        assert result.exit_code == 0, (command, result.output)
