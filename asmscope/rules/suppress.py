"""Adopting asmscope on an existing codebase: inline suppressions and a baseline of accepted findings.

Inline: a Python comment (a COMMENT token of Python's tokenizer: text in a string literal, a
docstring included, is never one) `# asmscope: ignore[AS001]` (or `ignore[AS001, AS005]`, or a bare
`# asmscope: ignore` for every rule, counted apart in the summary) on the Python line a finding
maps to (its `.loc`). The comment is strict: any other text after `asmscope:` (`ignore [AS001]`,
`ignore[]`, `ignore(AS001)`, `ignored`, ...) suppresses nothing and is an error of the run (exit
2), since a gate that read a typo as "ignore everything" would pass unchecked code.

Baseline: a JSON file of accepted findings, matched by fingerprint (rule, variant, mnemonic and
Python source line; no asm line numbers or measured values, so it survives unrelated edits):

    {"version": 1, "findings": [{"fingerprint": "...", "rule": "AS001", "variant": "...", "message": "..."}]}
"""

from __future__ import annotations

import io
import json
import re
import tokenize
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from asmscope.errors import AsmscopeError
from asmscope.findings import Finding, RuleProblem
from asmscope.fsutil import read_regular_text, write_output
from asmscope.sourcetext import read_source

# `asmscope:` in a comment, whatever follows it up to the next `#` (a second comment, such as
# ruff's, may follow on the line); case-insensitive, so that `# ASMSCOPE: ...` is judged too
_COMMENT = re.compile(r"#\s*asmscope\s*:([^#]*)", re.IGNORECASE)
_RULE_ID = r"[A-Za-z]{2}[0-9]+"
_IGNORE_RULES = re.compile(rf"ignore\[\s*({_RULE_ID}(?:\s*,\s*{_RULE_ID})*)\s*\]")
SUPPRESSION_FORM = "`# asmscope: ignore[AS001,AS005]` (rule ids) or a bare `# asmscope: ignore` (every rule)"
BASELINE_VERSION = 1


class BaselineError(AsmscopeError, ValueError):
    pass


class SuppressionError(AsmscopeError, ValueError):
    """A comment that says `asmscope:` and is not a suppression: it suppresses nothing."""


@dataclass
class SourceLines:
    """Reads and caches the Python files findings point at; relative paths resolve against `roots`
    (default: the working directory), which are read from besides the run's (sourcetext.allow)."""

    roots: Sequence[Path] = ()
    _cache: dict[str, list[str] | None] = field(default_factory=dict)
    _comments: dict[str, dict[int, str]] = field(default_factory=dict)

    def comment(self, file: str, line: int) -> str | None:
        """The text of the Python comment on `line` of `file` (from its `#`), by Python's
        tokenizer over the whole file (its line numbers, which debug info uses): a `#` inside a
        string literal is no comment. None when the line has no comment, the file cannot be
        read, or it does not tokenize as Python."""
        if file not in self._comments:
            self._comments[file] = _comment_tokens(self._text(file))
        return self._comments[file].get(line)

    def line(self, file: str, line: int) -> str | None:
        if file not in self._cache:
            self._cache[file] = self._read(file)
        lines = self._cache[file]
        if lines is None or not 1 <= line <= len(lines):
            return None
        return lines[line - 1]

    def _read(self, file: str) -> list[str] | None:
        text = self._text(file)
        return None if text is None else text.splitlines()

    def _text(self, file: str) -> str | None:
        bases = self.roots or (Path.cwd(),)
        candidates = [Path(file)] if Path(file).is_absolute() else [root / file for root in bases]
        for path in candidates:
            # sourcetext: a regular file under the run's roots only, bounded (never /proc, a FIFO)
            if (text := read_source(path, also=self.roots)) is not None:
                return text
        return None


def _comment_tokens(source: str | None) -> dict[int, str]:
    if not source:
        return {}
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(source, newline="").readline))
    except (tokenize.TokenError, SyntaxError):  # not Python: no comment is read, nothing suppressed
        return {}
    return {tok.start[0]: tok.string for tok in tokens if tok.type == tokenize.COMMENT}


def ignored_rules(line: str) -> frozenset[str] | None:
    """The rule ids the `# asmscope: ignore[...]` comments of a line name; an empty set means
    every rule (a bare `ignore`); None means the line has no `asmscope:` comment. Raises
    SuppressionError for any other text after `asmscope:`."""
    bodies = [m.group(1).strip() for m in _COMMENT.finditer(line)]
    if not bodies:
        return None
    rules: set[str] = set()
    for body in bodies:
        if body == "ignore":
            return frozenset()
        match = _IGNORE_RULES.fullmatch(body)
        if match is None:
            raise SuppressionError(f"malformed suppression `asmscope: {body}`: expected {SUPPRESSION_FORM}")
        rules.update(part.strip().upper() for part in match.group(1).split(","))
    return frozenset(rules)


class Suppressed(NamedTuple):
    kept: list[Finding]  # still reported
    suppressed: int  # inline or by the baseline
    bare: int  # of those, by a bare `# asmscope: ignore`
    problems: tuple[RuleProblem, ...]  # malformed comments on the lines findings map to (exit 2)


def _inline(finding: Finding, sources: SourceLines) -> frozenset[str] | None:
    """The rules the comment on the finding's Python line ignores (see ignored_rules): only the
    line's comment token is read, never a string literal that looks like one."""
    if finding.source is None or finding.source.line <= 0:
        return None
    text = sources.comment(finding.source.file, finding.source.line)
    return None if text is None else ignored_rules(text)


def read_baseline(path: Path) -> frozenset[str]:
    """The accepted fingerprints of a baseline file."""
    try:
        data = json.loads(read_regular_text(path))
    except OSError as exc:
        raise BaselineError(f"{path}: cannot read the baseline: {exc.strerror}") from None
    except json.JSONDecodeError as exc:
        raise BaselineError(f"{path}: not JSON: {exc}") from None
    except RecursionError:
        raise BaselineError(f"{path}: not JSON: nested too deeply") from None
    if not isinstance(data, dict) or not isinstance(data.get("findings"), list):
        raise BaselineError(f'{path}: expected {{"version": 1, "findings": [...]}}')
    if data.get("version") != BASELINE_VERSION:
        raise BaselineError(
            f"{path}: unsupported baseline version {data.get('version')!r} (expected {BASELINE_VERSION})"
        )
    prints = []
    for i, entry in enumerate(data["findings"]):
        if not isinstance(entry, dict) or not isinstance(entry.get("fingerprint"), str):
            raise BaselineError(f"{path}: findings[{i}]: expected an object with a 'fingerprint' string")
        prints.append(entry["fingerprint"])
    return frozenset(prints)


def baseline_document(findings: Iterable[Finding], base: Path | None = None) -> dict[str, object]:
    """The baseline of `findings`; source paths under `base` (the baseline's directory: a
    committed baseline names the repository's files, not where they were checked) are relative."""
    entries = {}
    for f in findings:
        entries.setdefault(
            f.fingerprint,
            {
                "fingerprint": f.fingerprint,
                "rule": f.rule,
                "variant": str(f.variant),
                "instruction": f.instruction.split(" ", 1)[0],
                "source": _source_text(f, base),
                **({"anchor": f.anchor} if f.anchor else {}),
                "message": f.message,
            },
        )
    ordered = sorted(entries.values(), key=lambda e: (e["rule"], e["variant"], e["source"], e["fingerprint"]))
    return {"version": BASELINE_VERSION, "findings": ordered}


def _source_text(f: Finding, base: Path | None) -> str:
    if f.source is None:
        return ""
    file = Path(f.source.file)
    if base is not None and file.is_absolute() and file.is_relative_to(base):
        file = file.relative_to(base)
    return f"{file.as_posix()}:{f.source.line}:{f.source.column}"


def write_baseline(path: Path, findings: Iterable[Finding]) -> None:
    base = Path(path).resolve().parent
    text = json.dumps(baseline_document(findings, base), indent=2, sort_keys=False) + "\n"
    write_output(Path(path), text.encode("utf-8"))


def apply_suppressions(
    findings: Iterable[Finding],
    baseline: frozenset[str] = frozenset(),
    sources: SourceLines | None = None,
) -> Suppressed:
    """The findings still reported, how many the comments and the baseline suppressed, and the
    malformed comments met (each once; its finding stays reported)."""
    kept: list[Finding] = []
    suppressed = bare = 0
    problems: dict[tuple[str, int], RuleProblem] = {}
    for f in findings:
        try:
            rules = _inline(f, sources) if sources is not None else None
        except SuppressionError as exc:
            assert f.source is not None
            problems.setdefault((f.source.file, f.source.line), RuleProblem(f.source.file, "", str(exc), f.source.line))
            rules = None
        if rules is not None and (not rules or f.rule in rules):
            suppressed += 1
            bare += not rules
        elif f.fingerprint in baseline:
            suppressed += 1
        else:
            kept.append(f)
    return Suppressed(kept, suppressed, bare, tuple(problems.values()))
