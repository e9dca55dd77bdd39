"""Every stage's expected error derives from AsmscopeError, which the CLI turns into one line on
stderr and the error's exit code (cli.one_line_errors catches the base once)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from asmscope.cli import main
from asmscope.commands.common import Failure
from asmscope.compile.cache import CacheError
from asmscope.config import ConfigError
from asmscope.errors import AsmscopeError, ExitCode
from asmscope.expr import ExprError
from asmscope.fixtures import FixtureError
from asmscope.gitrefs import GitError
from asmscope.isa import ParseError
from asmscope.rules import BaselineError, RuleLoadError
from asmscope.spec import SpecError
from asmscope.targets import UnknownTargetError

STAGE_ERRORS = [
    Failure, CacheError, ConfigError, ExprError, FixtureError, GitError, ParseError, BaselineError, RuleLoadError,
    SpecError, UnknownTargetError,
]  # fmt: skip


@pytest.mark.parametrize("cls", STAGE_ERRORS, ids=lambda c: c.__name__)
def test_stage_errors_share_the_base(cls: type[Exception]) -> None:
    assert issubclass(cls, AsmscopeError)
    assert cls.exit_code == ExitCode.USAGE


def test_the_cli_prints_an_expected_error_in_one_line(tmp_path) -> None:  # type: ignore[no-untyped-def]
    spec = tmp_path / "spec.toml"
    spec.write_text('[[kernel]]\nfunction = "nomodule:nofunction"\nbogus_key = 1\n')
    result = CliRunner().invoke(main, ["list", "--spec", str(spec)])
    assert result.exit_code == ExitCode.USAGE
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("asmscope: error: ") and "bogus_key" in lines[0]
    assert result.exception is None or isinstance(result.exception, SystemExit)
