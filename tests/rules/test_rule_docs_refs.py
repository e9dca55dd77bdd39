"""A rule's docs that point into the README or a page of the docs site name a section or passage
that exists (issue 26, item 16: `asmscope rule AS013` sent readers to a section "Hazards" the
README does not have; issue 31 moved the reference into docs/)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = sorted((ROOT / "rules").glob("AS*.yaml"))


@pytest.mark.parametrize("path", RULES, ids=[p.name[:5] for p in RULES])
def test_readme_references_name_an_existing_section(path: Path) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    headings = {line.lstrip("#").strip() for line in readme.splitlines() if line.startswith("#")}
    text = " ".join(path.read_text(encoding="utf-8").split())
    for section in re.findall(r'README,? (?:section )?"([^"]+)"', text):
        assert section in headings, f"{path.name}: README has no section {section!r}"
        if (quoted := re.search(rf'README,? "{re.escape(section)}", "([^"]+)"', text)) is not None:
            assert quoted.group(1) in readme, f"{path.name}: README has no passage {quoted.group(1)!r}"


@pytest.mark.parametrize("path", RULES, ids=[p.name[:5] for p in RULES])
def test_docs_references_name_an_existing_page_and_passage(path: Path) -> None:
    text = " ".join(path.read_text(encoding="utf-8").split())
    for page, passage in re.findall(r'(docs/[\w/.-]+\.md),? "([^"]+)"', text):
        assert (ROOT / page).is_file(), f"{path.name}: no page {page}"
        assert passage in " ".join((ROOT / page).read_text(encoding="utf-8").split()), (
            f"{path.name}: {page} has no {passage!r}"
        )
    assert "README" not in text or re.search(r'README,? (?:section )?"', text), (
        f"{path.name}: a README reference names no section"
    )
