"""`asmscope check --format html` and `asmscope diff --format html` on real compiled kernels,
opened in headless Chromium: the CLI writes one self-contained page, a heatmap cell opens its
variant with the asm beside the repo's Python source, and the wgrad regression's diff shows
both listings aligned with the AS001 finding that appeared."""

from __future__ import annotations

from pathlib import Path

from tests.report.browser import browser_page

from .conftest import run_cli
from .test_diff import repo  # noqa: F401  (the throw-away git repository, a fixture)


def test_check_html_on_compiled_variants(check, tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    r = check("--format", "html", "--output", str(out), "--fail-on", "never")
    assert r.code == 0, r.err[-3000:]
    assert r.out == "" and out.read_text().startswith("<!DOCTYPE html>")
    with browser_page() as b:
        b.open(out)
        pg = b.page
        assert pg.locator("#groups a").count() == 3  # fp8_gemm_tn on both targets, fp8_gemm_nn on gfx950
        pg.locator("#groups a", has_text="fp8_gemm_tn").first.click()
        assert pg.locator("td.cell").count() == 2  # WGRAD_TRANS_STORE false / true
        pg.screenshot(path=str(tmp_path / "space.png"))
        pg.locator("td.cell").first.click()
        pg.wait_for_selector(".code[data-ready]")
        assert "gemm.py" in pg.locator(".srcfile").inner_text()
        mapped = pg.locator(".src .row.mapped").first
        mapped.click()
        assert pg.locator(".asm .row.sel").count() >= 1
        pg.locator(".code").scroll_into_view_if_needed()
        pg.screenshot(path=str(tmp_path / "variant.png"))
        assert b.errors == []


def test_diff_html_shows_the_wgrad_regression(repo: Path, cache_dir: Path, tmp_path: Path) -> None:  # noqa: F811
    out = tmp_path / "diff.html"
    args = ("diff", "main", "legacy", "--format", "html", "--output", str(out), "--cache-dir", str(cache_dir))
    r = run_cli(*args, "--quiet", cwd=repo)
    assert r.code == 0, r.err[-3000:]
    with browser_page() as b:
        b.open(out)
        pg = b.page
        pg.screenshot(path=str(tmp_path / "diff-space.png"))
        changed = pg.locator("td.cell.changed")
        assert changed.count() == 1  # per target: the WGRAD_TRANS_STORE=True variant
        changed.click()
        pg.wait_for_selector(".code[data-ready]")
        text = pg.locator("main").inner_text()
        assert "AS001" in text and "buffer_store_short" in text
        assert pg.locator(".pair .row.replace, .pair .row.insert, .pair .row.delete").count() > 0
        pg.screenshot(path=str(tmp_path / "diff-pair.png"))
        assert b.errors == []
