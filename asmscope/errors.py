"""The exit codes of the command line, and the base of every expected error.

An `AsmscopeError` is a problem with the user's input or environment that the command line
reports in one line (never a traceback) and turns into its `exit_code`; cli.py catches it once.
Each stage's own error class derives from it (SpecError, ConfigError, ParseError, CacheError,
RuleLoadError, ...), so a higher stage need not know the lower stages' error classes.
"""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    OK = 0  # every variant and every rule checked; no finding at or above --fail-on
    FINDINGS = 1  # findings at or above --fail-on (diff: regressions with --fail-on-regression)
    USAGE = 2  # usage, config, spec or rule error
    VARIANT_FAILURE = 3  # some variant failed to compile or parse; the others were still checked


class AsmscopeError(Exception):
    """An expected failure: printed as `asmscope: error: <message>`, exit code `exit_code`."""

    exit_code: ExitCode = ExitCode.USAGE
