"""asmscope.config: keys are the commands' long flag names, values are checked against the flags'
types, paths are relative to the config file; and options are validated before any compile."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from asmscope.cli import main
from asmscope.config import Config, ConfigError, load_config, option_keys

SPEC = Path(__file__).parent / "e2e" / "spec.toml"


def config(tmp_path: Path, body: str) -> Config:
    path = tmp_path / "asmscope.toml"
    path.write_text(body)
    return load_config(path)


def test_keys_are_the_flags_long_names() -> None:
    keys = set(option_keys(main.commands["check"]))
    assert {"kernel", "tag", "target", "rule-dir", "fail-on", "cache-dir", "memory-limit", "asm"} <= keys
    assert not {"set", "severity", "kernel-filter", "rule-dirs"} & keys  # tables; old spellings
    for name, command in main.commands.items():
        for key, option in option_keys(command).items():
            assert f"--{key}" in option.opts, (name, key)


def test_values_become_typed_defaults_relative_to_the_config(tmp_path: Path) -> None:
    cfg = config(tmp_path, 'kernel = ["gemm*"]\nrule-dir = ["mine"]\njobs = 3\nquiet = true\nformat = "sarif"\n')
    cfg = cfg.validated(main.commands)
    check = cfg.defaults_for(main.commands["check"])
    assert check["kernel_filter"] == ["gemm*"] and check["jobs"] == 3 and check["quiet"] is True
    assert check["rule_dirs"] == [str(tmp_path / "mine")] and check["fmt"] == "sarif"
    assert "fmt" not in cfg.defaults_for(main.commands["inspect"])  # inspect has no sarif format


def test_deprecated_keys_still_work(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cfg = config(tmp_path, 'kernel-filter = ["gemm*"]\nrule-dirs = ["mine"]\n').validated(main.commands)
    assert cfg.defaults_for(main.commands["check"])["kernel_filter"] == ["gemm*"]
    assert "'rule-dirs' is deprecated; use 'rule-dir'" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        ('fail_on = "never"\n', "unknown asmscope setting 'fail_on'; did you mean 'fail-on'?"),
        ('rule-dir = "notalist"\n', "'rule-dir': expected a list, got str"),
        ("jobs = 0\n", "'jobs': 0 is not in the range x>=1"),
        ('fail-on = "fatal"\n', "'fail-on': 'fatal' is not one of"),
        ('quiet = "yes"\n', "'quiet': expected true or false"),
        ("settings = 3\n", "'settings' must be a table"),
        # click.Path takes an int for a file descriptor: 3 would stat fd 3, 2**31 overflowed
        ("spec = 3\n", "'spec': expected a path (a string), got 3"),
        ("spec = 2147483648\n", "'spec': expected a path (a string), got 2147483648"),
        ('cache-dir = 1.5\n', "'cache-dir': expected a path (a string), got 1.5"),
        ("rule-dir = [3]\n", "'rule-dir': expected a path (a string), got 3"),  # not file descriptor 3
    ],
)
def test_bad_values_name_the_file_and_key(tmp_path: Path, body: str, needle: str) -> None:
    with pytest.raises(ConfigError, match=r"asmscope\.toml") as info:
        config(tmp_path, body).validated(main.commands)
    assert needle in str(info.value)


@pytest.mark.parametrize(
    ("flags", "needle"),
    [
        (["--select", "AS999"], "'AS999' matches no rule"),
        (["--select", "narrow-store-in-wgrd"], "did you mean 'narrow-store-in-wgrad'?"),
        (["--set", "agpr_bdget=96"], "agpr_bdget"),
        (["--severity", "AS005=fatal"], "unknown severity 'fatal'"),
        (["--target", "gfx1100"], "unknown target 'gfx1100'"),
    ],
)
def test_option_typos_fail_before_any_compile(tmp_path: Path, flags: list[str], needle: str) -> None:
    cache = tmp_path / "cache"
    result = CliRunner().invoke(main, ["check", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", *flags])
    assert result.exit_code == 2, result.output
    assert needle in result.output
    assert not cache.exists()  # nothing planned, nothing compiled


def test_an_inline_kernel_spec_is_the_spec_not_the_kernel_filter(tmp_path: Path) -> None:
    """`[[tool.asmscope.kernel]]` tables (a list of tables) are the README's inline spec; `kernel =
    ["glob"]` is --kernel's default. The value's shape tells them apart."""
    body = (
        'targets = ["gfx942"]\n[shapes]\nsmall = { M = 64, N = 64, K = 64 }\n'
        '[[kernel]]\nname = "k"\nfunction = "m:k"\n'
    )
    cfg = config(tmp_path, body).validated(main.commands)
    assert cfg.has_spec()
    assert "kernel_filter" not in cfg.defaults_for(main.commands["check"])
    globs = config(tmp_path, 'kernel = ["gemm*"]\n').validated(main.commands)
    assert not globs.has_spec() and globs.defaults_for(main.commands["check"])["kernel_filter"] == ["gemm*"]
