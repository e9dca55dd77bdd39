"""The README's examples stay true: its rule and spec examples load, its commands exist (each
command that does not compile the whole suite is run, and its quoted output checked, in
tests/e2e/test_readme_commands.py)."""

import re
import tomllib
from pathlib import Path

import yaml
from click.testing import CliRunner

from asmscope.cli import main
from asmscope.config import Config
from asmscope.rules import parse_rule
from asmscope.spec import spec_from_table

README = (Path(__file__).resolve().parents[1] / "README.md").read_text()


def _blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", README, re.S)


def test_rule_example_loads() -> None:
    rules = [b for b in _blocks("yaml") if b.lstrip().startswith("# my_rules/")]
    assert rules
    for text in rules:
        rule = parse_rule(yaml.safe_load(text), "README.md")
        assert rule.id.startswith("AS")


def test_spec_and_config_examples_load(tmp_path: Path) -> None:
    spec_text = next(b for b in _blocks("toml") if "[[kernel]]" in b)
    keys = Config(None, {}).validated(main.commands).keys
    spec = spec_from_table(tomllib.loads(spec_text), tmp_path / "asmscope.toml", spec_text, keys)
    assert spec.kernels[0].name == "fp8_gemm_nt"
    config_text = next(b for b in _blocks("toml") if b.startswith("[tool.asmscope]"))
    table = tomllib.loads(config_text)["tool"]["asmscope"]
    assert set(table) <= keys
    Config(tmp_path / "pyproject.toml", table).validated(main.commands)  # every value of the right type


def test_every_documented_command_exists() -> None:
    commands = set(re.findall(r"^asmscope ([a-z]+)", "\n".join(_blocks("bash")), re.M))
    assert {"check", "diff", "inspect", "list", "rules", "rule", "cache"} <= commands
    runner = CliRunner()
    for command in commands:
        result = runner.invoke(main, [command, "--help"])
        assert result.exit_code == 0, (command, result.output)
