"""Project configuration: `[tool.asmscope]` in pyproject.toml, or an `asmscope.toml`.

Keys are exactly the long names of the commands' flags (`fail-on`, `rule-dir`, `kernel`, `jobs`,
...), read from the click commands themselves (`option_keys`), not from a list kept here; they
become the commands' defaults and the command line wins. Two spellings of older releases still
work with a deprecation message: `kernel-filter` (now `kernel`) and `rule-dirs` (now `rule-dir`).
`targets` is the spec's list of targets and also the default of `--target`. The same table may
hold the kernel spec (`[[tool.asmscope.kernel]]`, `[tool.asmscope.shapes]`) or point at a spec
file with `spec = "path"`. Rule thresholds live in `[tool.asmscope.settings]` and per-rule
severities in `[tool.asmscope.severity]` (the config spelling of `--set` and `--severity`).
"""

from __future__ import annotations

import difflib
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import click

from asmscope.errors import AsmscopeError
from asmscope.fsutil import read_regular_text

# Keys that belong to the kernel spec rather than to a command-line flag.
SPEC_KEYS = frozenset({"kernel", "shapes", "python-path", "targets", "env", "knobs"})
# Tables of their own: the config spelling of --set and --severity.
TABLE_KEYS = frozenset({"settings", "severity"})
TABLE_FLAGS = {"set": "settings", "severity": "severity"}
# Other spellings of a flag's key: `targets` (the spec's key) is also --target's default.
ALIASES = {"targets": "target"}
DEPRECATED = {"kernel-filter": "kernel", "rule-dirs": "rule-dir"}


def is_spec_value(key: str, value: Any) -> bool:
    """`kernel` is both a spec key (`[[tool.asmscope.kernel]]`, a list of tables) and the long
    name of --kernel (globs): the value's shape tells which."""
    return key == "kernel" and isinstance(value, list) and any(isinstance(v, dict) for v in value)


class ConfigError(AsmscopeError, ValueError):
    pass


def option_keys(command: click.Command) -> dict[str, click.Option]:
    """Config key (the flag's long name) -> the option, for every option of a command that a
    config may set (not --set/--severity, whose config spelling is a table)."""
    out: dict[str, click.Option] = {}
    for param in command.params:
        if not isinstance(param, click.Option) or param.hidden:
            continue
        longs = [o[2:] for o in param.opts if o.startswith("--")]
        if longs and longs[0] not in TABLE_FLAGS:
            out[longs[0]] = param
    return out


@dataclass(frozen=True)
class Config:
    path: Path | None  # the file the settings came from (None: no config found)
    table: dict[str, Any] = field(default_factory=dict)
    keys: frozenset[str] = frozenset()  # every key a config may hold (set by `validated`)

    @property
    def base_dir(self) -> Path:
        return self.path.parent if self.path else Path.cwd()

    def has_spec(self) -> bool:
        return "spec" in self.table or is_spec_value("kernel", self.table.get("kernel"))

    def validated(self, commands: Mapping[str, click.Command]) -> Config:
        """This config, checked against the commands' flags: an unknown key (with a guess at what
        was meant) or a value of the wrong type is a ConfigError naming the file and the key; a
        deprecated key is reported on stderr and read under its new name."""
        flags = {key for command in commands.values() for key in option_keys(command)}
        known = flags | SPEC_KEYS | TABLE_KEYS | {"spec"}
        table = dict(self.table)
        for old, new in DEPRECATED.items():
            if old in table:
                click.echo(f"asmscope: warning: {self.path}: '{old}' is deprecated; use '{new}'", err=True)
                if new in table:
                    raise ConfigError(f"{self.path}: both '{old}' and '{new}' are set; keep '{new}'")
                table[new] = table.pop(old)
        for key in table:
            if key not in known:
                close = difflib.get_close_matches(key.replace("_", "-"), sorted(known), n=1, cutoff=0.6)
                hint = f"; did you mean '{close[0]}'?" if close else f" (expected one of: {', '.join(sorted(known))})"
                raise ConfigError(f"{self.path}: unknown asmscope setting '{key}'{hint}")
        for key in TABLE_KEYS:
            if key in table and not isinstance(table[key], dict):
                raise ConfigError(f"{self.path}: '{key}' must be a table")
        checked = replace(self, table=table, keys=frozenset(known | set(DEPRECATED)))
        for key, value in table.items():  # each value must suit at least one command's flag
            if is_spec_value(key, value):
                continue
            errors: list[ConfigError] = []
            for command in commands.values():
                option = option_keys(command).get(ALIASES.get(key, key))
                if option is not None:
                    try:
                        checked._value(key, value, option)
                        break
                    except ConfigError as exc:
                        errors.append(exc)
            else:
                if errors:
                    raise errors[0]
        return checked

    def defaults_for(self, command: click.Command) -> dict[str, Any]:
        """Click `default_map` entries (by parameter name) for one command, each value converted
        by the option's own type; paths are relative to the config file. A value another
        command's flag of that name takes (`format = "sarif"` for `inspect`) is left out."""
        options = option_keys(command)
        out: dict[str, Any] = {}
        for key, value in self.table.items():
            option = options.get(ALIASES.get(key, key))
            if option is None or is_spec_value(key, value):
                continue
            try:
                out[str(option.name)] = self._value(key, value, option)
            except ConfigError:
                continue  # `validated` made sure some command takes it
        return out

    def _value(self, key: str, value: Any, option: click.Option) -> Any:
        where = f"{self.path}: '{key}'"
        if option.multiple:
            if not isinstance(value, list):
                raise ConfigError(f"{where}: expected a list, got {type(value).__name__}")
            values = value
        else:
            values = [value]
        if option.is_flag and not all(isinstance(v, bool) for v in values):
            raise ConfigError(f"{where}: expected true or false")
        converted = []
        for v in values:
            if isinstance(v, (dict, list)):
                raise ConfigError(f"{where}: expected a single value, got {type(v).__name__}")
            if isinstance(option.type, click.Path) and not isinstance(v, str):
                # click.Path would take an int for a file descriptor (os.stat(3))
                raise ConfigError(f"{where}: expected a path (a string), got {v!r}")
            try:
                v = option.type.convert(v, option, None)
            except click.BadParameter as exc:
                raise ConfigError(f"{where}: {exc.message}") from None
            except (TypeError, ValueError, OverflowError):  # a type the option's converter does not take at all
                raise ConfigError(f"{where}: expected {option.type.name}, got {v!r}") from None
            if isinstance(option.type, click.Path) and isinstance(v, str):
                v = str(self.base_dir / v)
            converted.append(v)
        return converted if option.multiple else converted[0]

    @property
    def settings(self) -> dict[str, Any]:
        return dict(self.table.get("settings", {}))

    @property
    def severity(self) -> dict[str, str]:
        return dict(self.table.get("severity", {}))


def find_config(start: Path) -> Config:
    """The nearest asmscope.toml, or pyproject.toml with a [tool.asmscope] table, from `start` up."""
    for directory in (start, *start.parents):
        for name in ("asmscope.toml", "pyproject.toml"):
            candidate = directory / name
            if candidate.is_file():
                config = load_config(candidate)
                if config.table or name == "asmscope.toml":
                    return config
        if (directory / ".git").exists():
            break
    return Config(None, {})


def load_config(path: Path) -> Config:
    try:
        data = tomllib.loads(read_regular_text(path))
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read config ({exc.strerror})") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None
    except RecursionError:
        raise ConfigError(f"{path}: invalid TOML: nested too deeply") from None
    table = data.get("tool", {}).get("asmscope", {}) if path.name == "pyproject.toml" else data
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.asmscope] must be a table")
    return Config(path.resolve(), table)
