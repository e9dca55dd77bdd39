"""Adopting asmscope on an existing codebase: inline suppressions and a baseline of accepted findings.

Inline: a comment `# asmscope: ignore[AS001]` (or `ignore[AS001, AS005]`, or a bare
`# asmscope: ignore` for every rule) on the Python line a finding maps to (its `.loc`).

Baseline: a JSON file of accepted findings, matched by fingerprint (rule, variant, mnemonic and
Python source line; no asm line numbers or measured values, so it survives unrelated edits):

    {"version": 1, "findings": [{"fingerprint": "...", "rule": "AS001", "variant": "...", "message": "..."}]}
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from asmscope.errors import AsmscopeError
from asmscope.findings import Finding
from asmscope.fsutil import MAX_TEXT_BYTES, read_regular, read_regular_text

_IGNORE = re.compile(r"#\s*asmscope:\s*ignore(?:\[([^\]]*)\])?")
BASELINE_VERSION = 1


class BaselineError(AsmscopeError, ValueError):
    pass


@dataclass
class SourceLines:
    """Reads and caches the Python files findings point at; relative paths resolve against `roots`."""

    roots: Sequence[Path] = (Path.cwd(),)
    _cache: dict[str, list[str] | None] = field(default_factory=dict)

    def line(self, file: str, line: int) -> str | None:
        if file not in self._cache:
            self._cache[file] = self._read(file)
        lines = self._cache[file]
        if lines is None or not 1 <= line <= len(lines):
            return None
        return lines[line - 1]

    def _read(self, file: str) -> list[str] | None:
        candidates = [Path(file)] if Path(file).is_absolute() else [root / file for root in self.roots]
        for path in candidates:
            try:  # a regular file only, bounded: a FIFO or /dev/zero named by `.file` never hangs the run
                return read_regular(path, MAX_TEXT_BYTES).decode("utf-8", errors="replace").splitlines()
            except OSError:
                continue
        return None


def ignored_rules(line: str) -> frozenset[str] | None:
    """The rule ids an `# asmscope: ignore[...]` comment names; an empty set means every rule;
    None means the line has no such comment."""
    match = _IGNORE.search(line)
    if match is None:
        return None
    if match.group(1) is None:
        return frozenset()
    return frozenset(part.strip().upper() for part in match.group(1).split(",") if part.strip())


def is_suppressed_inline(finding: Finding, sources: SourceLines) -> bool:
    if finding.source is None or finding.source.line <= 0:
        return False
    text = sources.line(finding.source.file, finding.source.line)
    if text is None:
        return False
    rules = ignored_rules(text)
    return rules is not None and (not rules or finding.rule in rules)


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
    Path(path).write_text(text, encoding="utf-8")


def apply_suppressions(
    findings: Iterable[Finding],
    baseline: frozenset[str] = frozenset(),
    sources: SourceLines | None = None,
) -> tuple[list[Finding], int]:
    """(findings still reported, number suppressed inline or by the baseline)."""
    kept: list[Finding] = []
    suppressed = 0
    for f in findings:
        if f.fingerprint in baseline or (sources is not None and is_suppressed_inline(f, sources)):
            suppressed += 1
        else:
            kept.append(f)
    return kept, suppressed
