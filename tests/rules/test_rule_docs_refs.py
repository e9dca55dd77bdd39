"""A rule's docs that point into the README name a section that exists (issue 26, item 16:
`asmscope rule AS013` sent readers to a section "Hazards" the README does not have)."""

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
