"""Project configuration: `[tool.asmscope]` in pyproject.toml, or an `asmscope.toml`.

Keys are the long names of command-line flags (`fail-on`, `rule-dirs`, `jobs`, ...); they
become the commands' defaults and the command line wins. The same table may hold the kernel
spec (`[[tool.asmscope.kernel]]`, `[tool.asmscope.shapes]`) or point at a spec file with
`spec = "path"`. Rule thresholds live in `[tool.asmscope.settings]` and per-rule severities in
`[tool.asmscope.severity]`.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from asmscope.fsutil import read_regular_text

# Keys that belong to the kernel spec rather than to a command-line flag.
SPEC_KEYS = frozenset({"kernel", "shapes", "python-path"})
# Keys that are tables of their own rather than flags.
TABLE_KEYS = frozenset({"settings", "severity"})
# Every flag a config may set, by command (long flag name without dashes).
FLAG_KEYS: dict[str, frozenset[str]] = {
    "check": frozenset(
        {
            "spec", "format", "output", "select", "ignore", "kernel-filter", "tag", "targets", "baseline",
            "fail-on", "jobs", "timeout", "memory-limit", "cache-dir", "rule-dirs", "quiet",
        }
    ),
    "diff": frozenset(
        {
            "spec", "format", "output", "select", "ignore", "tag", "targets", "top", "metric",
            "fail-on-regression", "jobs", "timeout", "cache-dir", "rule-dirs", "quiet",
        }
    ),
    "inspect": frozenset({"spec", "format", "targets", "cache-dir", "timeout"}),
    "list": frozenset({"spec", "targets", "cache-dir", "format"}),
    "rules": frozenset({"rule-dirs", "select", "ignore"}),
}  # fmt: skip
# Config keys whose click parameter is not simply the key with underscores.
_PARAM_NAMES = {"format": "fmt"}
ALL_KEYS = frozenset().union(*FLAG_KEYS.values()) | SPEC_KEYS | TABLE_KEYS


class ConfigError(ValueError):
    pass


@dataclass(frozen=True)
class Config:
    path: Path | None  # the file the settings came from (None: no config found)
    table: dict[str, Any] = field(default_factory=dict)

    @property
    def base_dir(self) -> Path:
        return self.path.parent if self.path else Path.cwd()

    def has_spec(self) -> bool:
        return "spec" in self.table or "kernel" in self.table

    def defaults_for(self, command: str) -> dict[str, Any]:
        """Click `default_map` entries (parameter names use underscores) for one command."""
        keys = FLAG_KEYS.get(command, frozenset())
        out: dict[str, Any] = {}
        for key, value in self.table.items():
            if key in keys:
                if key in ("output", "baseline", "cache-dir") and isinstance(value, str):
                    value = str(self.base_dir / value)
                if key == "rule-dirs":
                    value = [str(self.base_dir / v) for v in value]
                out[_PARAM_NAMES.get(key, key.replace("-", "_"))] = value
        return out

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
    table = data.get("tool", {}).get("asmscope", {}) if path.name == "pyproject.toml" else data
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.asmscope] must be a table")
    unknown = sorted(set(table) - ALL_KEYS - {"targets"})
    if unknown:
        raise ConfigError(
            f"{path}: unknown asmscope setting '{unknown[0]}' (expected one of: {', '.join(sorted(ALL_KEYS))})"
        )
    for key in TABLE_KEYS:
        if key in table and not isinstance(table[key], dict):
            raise ConfigError(f"{path}: '{key}' must be a table")
    return Config(path.resolve(), table)
