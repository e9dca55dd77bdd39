"""Inline `# asmscope: ignore[...]` suppressions and baseline files."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from asmscope.findings import Finding, Severity, VariantKey
from asmscope.model import SourceLoc
from asmscope.rules.suppress import (
    BaselineError,
    SourceLines,
    apply_suppressions,
    ignored_rules,
    read_baseline,
    write_baseline,
)

KEY = VariantKey("wgrad", "gfx950", (("BLOCK_M", 256),))


def finding(
    rule: str = "AS001", file: str = "k.py", line: int = 3, instruction: str = "buffer_store_short v1"
) -> Finding:
    return Finding(
        rule=rule,
        name="x",
        severity=Severity.ERROR,
        variant=KEY,
        message="m",
        asm_path="k.s",
        asm_line=10,
        instruction=instruction,
        source=SourceLoc(file, line, 5) if file else None,
    )


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("tl.store(p, x)  # asmscope: ignore[AS001]", {"AS001"}),
        ("tl.store(p, x)  #asmscope:ignore[as001, AS012]", {"AS001", "AS012"}),
        ("tl.store(p, x)  # asmscope: ignore", set()),
        ("tl.store(p, x)  # noqa", None),
    ],
)
def test_ignore_comment(line: str, expected: set[str] | None) -> None:
    found = ignored_rules(line)
    assert (None if found is None else set(found)) == expected


def test_inline_suppression_reads_the_source_line(tmp_path: Path) -> None:
    (tmp_path / "k.py").write_text("a\nb\ntl.store(p, x)  # asmscope: ignore[AS001]\n")
    sources = SourceLines((tmp_path,))
    kept, suppressed, _, _ = apply_suppressions(
        [finding(), finding(rule="AS012"), finding(line=2), finding(file="")], sources=sources
    )
    assert suppressed == 1
    assert [(f.rule, f.source.line if f.source else None) for f in kept] == [
        ("AS012", 3),
        ("AS001", 2),
        ("AS001", None),
    ]


def test_missing_source_file_suppresses_nothing(tmp_path: Path) -> None:
    kept, suppressed, _, _ = apply_suppressions([finding(file="gone.py")], sources=SourceLines((tmp_path,)))
    assert (len(kept), suppressed) == (1, 0)


def test_baseline_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "baseline.json"
    accepted = [finding(), finding()]  # the same fingerprint twice: one entry
    write_baseline(path, accepted)
    data = json.loads(path.read_text())
    assert data["version"] == 1 and len(data["findings"]) == 1
    prints = read_baseline(path)
    new = finding(rule="AS012")
    moved = replace(finding(), asm_line=99, message="other measured value")  # same fingerprint
    kept, suppressed, _, _ = apply_suppressions([finding(), moved, new], baseline=prints)
    assert kept == [new]
    assert suppressed == 2


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("not json", "not JSON"),
        ("[]", "expected"),
        ('{"version": 2, "findings": []}', "unsupported baseline version"),
        ('{"version": 1, "findings": [{"rule": "AS001"}]}', "findings[0]"),
    ],
)
def test_bad_baseline(tmp_path: Path, text: str, fragment: str) -> None:
    path = tmp_path / "b.json"
    path.write_text(text)
    with pytest.raises(BaselineError) as info:
        read_baseline(path)
    assert fragment in str(info.value)
