"""A real headless Chromium (Debian's `chromium`, driven by Playwright) for the html format's
tests and benchmark: open a report, collect console errors and page errors, save screenshots.

Playwright cannot download its own browsers here; it is pointed at the system's. Where either
is missing the tests skip with the reason (.ci/run installs both).
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

SCREENSHOTS_ENV = "ASMSCOPE_SCREENSHOTS"  # a directory to save the tests' screenshots in (default: tmp)


def chromium_path() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


@dataclass
class Page:
    page: Any  # playwright.sync_api.Page
    errors: list[str] = field(default_factory=list)

    def open(self, path: Path) -> None:
        self.page.goto(path.resolve().as_uri())
        self.page.wait_for_selector("body[data-ready]")


@contextmanager
def browser_page(width: int = 1400, height: int = 900) -> Iterator[Page]:
    """A fresh page; every console error, console warning and uncaught exception is collected."""
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="playwright is not installed (pip install -e '.[test]')"
    )
    exe = chromium_path()
    if exe is None:
        pytest.skip("no chromium on PATH (apt-get install chromium; .ci/run installs it)")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport={"width": width, "height": height})
            wrapped = Page(page)
            page.on(
                "console",
                lambda m: wrapped.errors.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None,
            )
            page.on("pageerror", lambda e: wrapped.errors.append(f"pageerror: {e}"))
            page.on("dialog", lambda d: (wrapped.errors.append(f"dialog: {d.message}"), d.dismiss()))
            yield wrapped
        finally:
            browser.close()


def pressure_points(page: Any) -> dict[str, int]:
    """The variant view's pressure chart: the points of each register class's line."""
    return page.evaluate(
        "Object.fromEntries([...document.querySelectorAll('svg.pchart polyline')]"
        ".map((p) => [p.dataset.class, p.points.numberOfItems]))"
    )


def open_pressure_chart(page: Any, variant_id: int, pressure: dict[str, Any]) -> None:
    """Opens a variant and holds its pressure chart to `inspect --pressure -f json`'s `pressure`
    for it: one point per instruction in each class's line, each class's peak, the peak marker
    on the peak point's asm line."""
    page.evaluate(f"location.hash = '#variant/{variant_id}'")
    page.wait_for_selector(".code[data-ready] svg.pchart")
    assert pressure_points(page) == {c: len(pressure["instructions"]) for c in pressure["peak"]}
    for c, n in pressure["peak"].items():
        assert page.locator(f".pkey[data-class={c}] .pval").inner_text() == str(n)
    assert page.locator("svg.pchart g.peak").get_attribute("data-line") == str(pressure["peak_point"]["asm_line"])
