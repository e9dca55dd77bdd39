"""Text that is safe to print: the one escaping every output format and command goes through.

What asmscope prints holds text it did not write: kernel names, config values and source lines
from the user's files, messages and paths from the compiler. Two kinds of it act instead of
showing:

- terminal control characters: ESC starts colour, cursor and OSC sequences (a title, a
  hyperlink, a clipboard write), BEL rings, CR and NUL hide text. They are shown as `\\xNN`.
- a line that starts with `::`: GitHub Actions runs it as a workflow command (`::error`,
  `::add-mask::`, `::stop-commands::`). Only the `github` format writes such lines, its own;
  in every other output a line from data that would start with `::` starts with `\\::`.

    safe_text(rendered)                  # a whole output: controls shown, no `::` line
    safe_text(rendered, commands=True)   # the github format's: its own `::` lines kept
    safe_field(name)                     # one value inside a line: newlines and tabs shown too
    escape_controls_json(text)           # JSON: the same escape as `\\u00NN`, the same value
"""

from __future__ import annotations

import re

# C0 controls but tab and newline, DEL, and C1 (0x9b is a one-byte CSI)
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# ... and, inside one field, the newline and tab that would start a line or shift a column
_FIELD_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
# a line that GitHub Actions reads as a command (the runner trims leading white space)
_COMMAND_LINE = re.compile(r"^([ \t]*)::", re.MULTILINE)
_NAMED = {"\n": "\\n", "\t": "\\t", "\r": "\\r"}


def _shown(match: re.Match[str]) -> str:
    char = match.group()
    return _NAMED.get(char) or f"\\x{ord(char):02x}"


def escape_controls(text: str) -> str:
    """`text` with every terminal control character but newline and tab shown as `\\xNN`."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def escape_controls_json(text: str) -> str:
    """JSON text with every raw control character (an encoder that keeps non-ASCII leaves C1
    raw inside strings, the only place JSON holds one) as its `\\u00NN` escape: the same value."""
    return _CONTROL.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def no_command_lines(text: str) -> str:
    """`text` with every line that GitHub Actions would run as a command prefixed by `\\`."""
    return _COMMAND_LINE.sub(lambda m: f"{m.group(1)}\\::", text)


def safe_text(text: str, *, commands: bool = False) -> str:
    """A whole output made safe to print (see the module doc); `commands`: the github format's,
    whose `::` lines are its own (its data is escaped by GitHub's rules as it writes them)."""
    text = escape_controls(text)
    return text if commands else no_command_lines(text)


def safe_field(value: object) -> str:
    """One value shown inside a line: every control character, newline and tab included, as an
    escape, and a leading `::` as `\\::`."""
    text = _FIELD_CONTROL.sub(_shown, str(value))
    return "\\" + text if text.lstrip(" ").startswith("::") else text
