"""Inline `# asmscope: ignore[...]` suppressions and baseline files."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from asmscope.findings import Finding, Severity, VariantKey
from asmscope.model import SourceLoc
from asmscope.rules.suppress import (
    BaselineError,
    SourceLines,
    SuppressionError,
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
        ("tl.store(p, x)  # asmscope: ignore[AS001]  # noqa: E501", {"AS001"}),
        ("tl.store(p, x)  # asmscope: ignore[AS001]  # asmscope: ignore[AS005]", {"AS001", "AS005"}),
        ("tl.store(p, x)  # noqa", None),
        ("tl.store(p, x)  # asmscope ignore", None),  # not an `asmscope:` comment: suppresses nothing
    ],
)
def test_ignore_comment(line: str, expected: set[str] | None) -> None:
    found = ignored_rules(line)
    assert (None if found is None else set(found)) == expected


# issue 24.2: each of these was read as "ignore every rule"
MALFORMED = ["ignore [AS005]", "ignore[]", "ignore(AS005)", "ignore[ , ]", "ignored", "ignore-next-line[AS005]",
             "ignore[AS005", "ignore[AS005,]", "ignore AS005", "", "IGNORE", "ignore[AS-5]"]  # fmt: skip


@pytest.mark.parametrize("body", MALFORMED)
def test_malformed_comment_is_an_error(body: str) -> None:
    with pytest.raises(SuppressionError, match="malformed suppression"):
        ignored_rules(f"tl.store(p, x)  # asmscope: {body}")


RULE_IDS = st.from_regex(r"[Aa][Ss][0-9]{3}", fullmatch=True)
SPACE = st.sampled_from(["", " ", "  ", "\t"])


@settings(max_examples=300, deadline=None)
@given(ids=st.lists(RULE_IDS, min_size=1, max_size=5), spaces=st.lists(SPACE, min_size=12, max_size=12))
def test_a_well_formed_comment_names_exactly_its_rules(ids: list[str], spaces: list[str]) -> None:
    listed = ",".join(f"{spaces[i % 6]}{rule}{spaces[6 + i % 6]}" for i, rule in enumerate(ids))
    line = f"x = 1  #{spaces[0]}asmscope:{spaces[1]}ignore[{listed}]{spaces[2]}"
    assert ignored_rules(line) == frozenset(rule.upper() for rule in ids)


@settings(max_examples=500, deadline=None)
@given(body=st.text(alphabet=st.characters(blacklist_characters="#\n\r"), max_size=40))
def test_no_text_but_a_bare_ignore_silences_every_rule(body: str) -> None:
    """Whatever follows `asmscope:`, the comment silences every rule only if it is exactly
    `ignore`; otherwise it names rules that it spells out, or it is an error."""
    try:
        rules = ignored_rules(f"tl.store(p, x)  # asmscope: {body}")
    except SuppressionError:
        return
    assert rules is not None
    if not rules:
        assert body.strip() == "ignore"
    else:
        assert body.strip().startswith("ignore[") and body.strip().endswith("]")
        assert all(rule in body.upper() for rule in rules)


def test_malformed_comment_is_reported_once_and_suppresses_nothing(tmp_path: Path) -> None:
    (tmp_path / "k.py").write_text("a\nb\ntl.store(p, x)  # asmscope: ignore [AS001]\n")
    result = apply_suppressions([finding(), finding(rule="AS005")], sources=SourceLines((tmp_path,)))
    assert len(result.kept) == 2 and result.suppressed == 0
    [problem] = result.problems
    assert (problem.path, problem.line) == ("k.py", 3)
    assert str(problem).startswith("k.py:3: malformed suppression `asmscope: ignore [AS001]`")


def test_bare_ignore_is_counted_apart(tmp_path: Path) -> None:
    (tmp_path / "k.py").write_text("a\nb\ntl.store(p, x)  # asmscope: ignore\nc[AS001]  # asmscope: ignore[AS001]\n")
    result = apply_suppressions(
        [finding(), finding(rule="AS005"), finding(line=4)], sources=SourceLines((tmp_path,))
    )
    assert (result.kept, result.suppressed, result.bare, result.problems) == ([], 3, 2, ())


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


# issue 38.5: a suppression inside a string literal counted
@pytest.mark.parametrize(
    "text",
    [
        'a\nb\ntl.static_assert(True, "#asmscope:ignore#")\n',
        "a\nb\nx = '# asmscope: ignore[AS001]'\n",
        'a\n"""\n# asmscope: ignore\n"""\n',
        "a\nb\nx = f'{y} # asmscope: ignore'\n",
    ],
)
def test_text_in_a_string_literal_suppresses_nothing(tmp_path: Path, text: str) -> None:
    (tmp_path / "k.py").write_text(text)
    result = apply_suppressions([finding()], sources=SourceLines((tmp_path,)))
    assert (len(result.kept), result.suppressed, result.problems) == (1, 0, ())


@settings(max_examples=300, deadline=None)
@given(
    literal=st.text(alphabet=st.characters(blacklist_categories=["Cs"]), max_size=30).map(
        lambda t: t + "# asmscope: ignore"
    ),
    triple=st.booleans(),
    commented=st.booleans(),
)
def test_only_a_comment_token_suppresses(tmp_path_factory, literal: str, triple: bool, commented: bool) -> None:
    """Whatever a string literal on the finding's line holds, the finding is suppressed exactly
    when the line ends in a `# asmscope: ignore` comment."""
    tmp = tmp_path_factory.mktemp("src")
    value = repr(literal)
    if triple:  # a multi-line literal whose third line is the finding's
        value = '"""\n' + literal.replace("\\", "\\\\").replace('"', '\\"').replace("\r", "\\r") + '\n"""'
    code = f"a = 1\nb = {value}" if triple else f"a = 1\nb = 2\nx = {value}"
    if commented:
        code += "  # asmscope: ignore"
    (tmp / "k.py").write_text(code + "\n")
    lines = code.split("\n")
    line = 3 if not triple else len(lines) - (0 if commented else 1)
    result = apply_suppressions([finding(line=line)], sources=SourceLines((tmp,)))
    assert result.suppressed == (1 if commented and line == len(lines) else 0), code
