"""`asmscope check --format html` and `asmscope diff --format html` on real compiled kernels,
opened in headless Chromium: the CLI writes one self-contained page, a heatmap cell opens its
variant with the asm beside the repo's Python source, and the wgrad regression's diff shows
both listings aligned with the AS001 finding that appeared."""

from __future__ import annotations

import json
from pathlib import Path

from tests.report.browser import browser_page, open_pressure_chart
from tests.report.test_html import page_parts

from .conftest import SPEC, git, git_repo, run_cli
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


def test_pressure_chart_of_a_compiled_variant_is_inspects(check, cache_dir: Path, tmp_path: Path) -> None:
    """The html pressure chart of a variant Triton compiled (fp8_gemm_tn's legacy epilogue on
    gfx942, where the accumulators are VGPRs) draws every instruction of `inspect --pressure -f
    json` for the same variant, with its peaks; a click on the peak goes to its asm line
    (issue 28, item 3)."""
    out = tmp_path / "report.html"
    r = check("--format", "html", "--output", str(out), "--fail-on", "never", "--kernel", "fp8_gemm_tn")
    assert r.code == 0, r.err[-3000:]
    document, blobs = page_parts(out.read_text())
    (entry,) = [
        v for v in document["variants"] if v["target"] == "gfx942" and dict(v["config"])["WGRAD_TRANS_STORE"] is False
    ]
    pick = ("--target", "gfx942", "--config", "WGRAD_TRANS_STORE=false", "--pressure", "-f", "json")
    r = run_cli("inspect", "fp8_gemm_tn", "--spec", str(SPEC), "--cache-dir", str(cache_dir), "--quiet", *pick)
    assert r.code == 0, r.err[-3000:]
    expected = json.loads(r.out)["pressure"]
    assert blobs[entry["asm"]]["pressure"]["peak"] == expected["peak"]
    with browser_page() as b:
        b.open(out)
        pg = b.page
        open_pressure_chart(pg, entry["id"], expected)
        pg.locator("svg.pchart g.peak circle").click()
        assert pg.locator(".asm .row.focus .ln").inner_text() == str(expected["peak_point"]["asm_line"])
        assert "gemm.py:" in pg.locator(".selinfo").inner_text()  # and its Python line
        pg.locator(".code").scroll_into_view_if_needed()
        pg.screenshot(path=str(tmp_path / "pressure.png"))
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


KERNEL = """import triton
import triton.language as tl


@triton.jit
def scale_rows(x_ptr, out_ptr, n, factor, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    y = x * factor
    tl.store(out_ptr + offs, y, mask=offs < n)
"""
SCALE_SPEC = """targets = ["gfx942"]
python-path = ["."]
[[kernel]]
name = "scale_rows"
function = "rowlib.scale:scale_rows"
configs = [ { BLOCK = 256, num_warps = 4 } ]
args = { x_ptr = "fp32", out_ptr = "fp32", n = 4096, factor = 2.0 }
"""


def test_check_html_after_a_diff_shows_the_checkouts_source(tmp_path: Path) -> None:
    """`diff HEAD~1 HEAD` compiles HEAD's variant in a temporary tree and deletes it; a `check`
    of the checkout then reads that cache entry, whose asm names the deleted tree's files. The
    html variant view shows the checkout's lines of the kernel, not "(source file not
    available)" (issue 26, item 12)."""
    cache = tmp_path / "cache"
    files = {"rowlib/__init__.py": "", "rowlib/scale.py": KERNEL, "kernels.toml": SCALE_SPEC}
    checkout = git_repo(tmp_path / "repo", {**files, "asmscope.toml": 'spec = "kernels.toml"\n'}, "scale_rows")
    (checkout / "rowlib" / "scale.py").write_text(KERNEL.replace("y = x * factor", "y = x * factor + 1.0"))
    git(checkout, "commit", "-qam", "scale_rows adds one")

    diff = ("diff", "HEAD~1", "HEAD", "--format", "html", "--output", str(tmp_path / "diff.html"))
    r = run_cli(*diff, "--cache-dir", str(cache), "-j", "1", "--quiet", cwd=checkout)
    assert r.code == 0, r.err[-3000:]
    assert not list((cache / "diff-trees").glob("*-[12]"))  # both trees are gone

    page_file = tmp_path / "check.html"
    check = ("check", "--format", "html", "--output", str(page_file), "--fail-on", "never")
    r = run_cli(*check, "--cache-dir", str(cache), "-j", "1", "--quiet", cwd=checkout)
    assert r.code == 0, r.err[-3000:]
    document, _ = page_parts(page_file.read_text())
    (variant,) = document["variants"]
    asm = Path(variant["asm_path"])
    asm = asm if asm.is_absolute() else checkout / asm
    assert "/diff-trees/" in asm.read_text()  # the entry the diff compiled, naming its deleted tree
    assert [s["path"] for s in document["sources"]] == ["rowlib/scale.py"]
    with browser_page() as b:
        b.open(page_file)
        pg = b.page
        pg.locator("td.cell").first.click()
        pg.wait_for_selector(".code[data-ready]")
        pg.wait_for_selector(".src .row.mapped")
        assert "rowlib/scale.py" in pg.locator(".srcfile").inner_text()
        source = pg.locator(".src .rows").inner_text()
        assert "(source file not available)" not in source
        mapped = pg.locator(".src .row.mapped").all_inner_texts()
        assert any("y = x * factor + 1.0" in row for row in mapped), mapped  # HEAD's line, from the checkout
        assert any("tl.store(out_ptr + offs, y" in row for row in mapped), mapped
        assert b.errors == []
