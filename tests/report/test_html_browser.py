"""The html format in a real headless Chromium: the page renders without console errors, a
heatmap cell opens its variant, a source line highlights its instructions (and the reverse),
a hazard finding shows its chain, a diff opens both listings aligned, and markup in kernel
names, config values and asm comments shows as text and never runs. Screenshots go to tmp."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from asmscope.isa import parse_module
from asmscope.report import FORMATS

from .browser import browser_page, open_pressure_chart, pressure_points
from .html_reports import MARKUP_COMMENT, MARKUP_KERNEL, MARKUP_VALUE, check_report, diff_report
from .test_html import page_parts

LEGACY_256 = (("BLOCK_M", 256), ("WGRAD_TRANS_STORE", False))

pytestmark = pytest.mark.slow


def test_space_view_opens_a_variant_and_links_source_and_asm(tmp_path: Path) -> None:
    page_file = tmp_path / "check.html"
    page_file.write_text(FORMATS["html"].render_check(check_report(tmp_path / "work")))
    with browser_page() as b:
        b.open(page_file)
        pg = b.page
        link = pg.locator("#groups a", has_text="wgrad")
        assert link.inner_text().startswith(MARKUP_KERNEL)  # shown as text
        link.click()
        pg.screenshot(path=str(tmp_path / "space.png"))
        cells = pg.locator("td.cell")
        assert cells.count() == 6  # BLOCK_M x WGRAD_TRANS_STORE, faceted by nothing else
        assert pg.locator("td.cell.identical").count() == 1  # the second legacy variant
        assert pg.locator("td.cell.failed").count() == 1  # BLOCK_M=512 without the transposed store
        assert pg.locator("td.cell.nolaunch").count() == 1  # BLOCK_M=512 with it: over gfx950's LDS
        pg.locator("td.cell.failed").click()
        assert "out of resource: shared memory <Required: 262144>" in pg.locator(".failedbox").inner_text()
        pg.go_back()
        cells.first.hover()
        assert MARKUP_VALUE in pg.locator("#tooltip").inner_text()
        for metric in ("agpr", "hot_loop", "error", "accvgpr_share"):
            pg.select_option("select[name=metric]", metric)
            assert pg.locator("td.cell").count() == 6
        pg.locator("td.cell:not(.failed)").first.click()
        pg.wait_for_selector(".code[data-ready]")
        assert pg.locator("h2").inner_text().startswith(MARKUP_KERNEL)
        assert pg.locator("table.resources").is_visible() and pg.locator("table.hist").is_visible()

        mapped = pg.locator(".src .row.mapped").first
        count = int(mapped.locator(".cnt").inner_text())
        mapped.click()
        # every instruction of that source line is selected; the first is scrolled to and highlighted
        assert f"→ {count} instruction" in pg.locator(".selinfo").inner_text() and count > 0
        assert 1 <= pg.locator(".asm .row.sel").count() <= count
        pg.locator(".code").scroll_into_view_if_needed()
        pg.screenshot(path=str(tmp_path / "variant-source.png"))

        # the reverse: an instruction selects its source line (the first with one, of the rows shown)
        rows = pg.locator(".asm .row.ins:not(.sel)")
        for i in range(rows.count()):
            rows.nth(i).click()
            if "no source line" not in pg.locator(".selinfo").inner_text():
                break
        line = int(pg.locator(".selinfo").inner_text().split(" →")[0].rsplit(":", 1)[1])
        pg.wait_for_selector(".src .row.sel")
        assert pg.locator(".src .row.sel").get_attribute("data-line") == str(line)
        assert pg.locator(".asm .row.sel").count() >= 1
        assert pg.locator(".asm .loop.hotloop").count() > 0 or pg.locator(".asm .loop").count() > 0

        pg.locator(".asm").evaluate("el => { el.scrollTop = el.scrollHeight; }")  # virtualised: the end renders
        pg.wait_for_timeout(100)
        assert "s_endpgm" in pg.locator(".asm .rows").inner_text()
        assert pg.evaluate("window.pwned") is None

        pg.go_back()  # the hazard kernels: findings with their wait-state chain
        hazard = pg.locator("#groups a", has_text="reads_gfx942")
        hazard.click()
        pg.locator("td.cell").first.click()
        pg.wait_for_selector(".code[data-ready]")
        chain = pg.locator("pre.detail").first
        assert "wait state" in chain.inner_text()
        pg.locator("a.asmlink").first.click()
        assert pg.locator(".asm .row.sel").count() == 1
        pg.screenshot(path=str(tmp_path / "hazard.png"), full_page=True)
        assert b.errors == []


def test_markup_comment_renders_as_text(tmp_path: Path) -> None:
    page_file = tmp_path / "check.html"
    page_file.write_text(FORMATS["html"].render_check(check_report(tmp_path / "work")))
    with browser_page() as b:
        b.open(page_file)
        pg = b.page
        pg.locator("#groups a", has_text="wgrad").click()
        pg.locator("td.cell:not(.failed)").first.click()
        pg.wait_for_selector(".code[data-ready]")
        assert MARKUP_COMMENT.strip() in pg.locator(".asm .rows").inner_text()
        assert pg.locator(".asm .rows b").count() == 0 and pg.locator(".asm .rows script").count() == 0
        assert pg.evaluate("window.pwned") is None
        assert b.errors == []


def test_diff_view_aligns_both_listings(tmp_path: Path) -> None:
    page_file = tmp_path / "diff.html"
    page_file.write_text(FORMATS["html"].render_diff(diff_report(tmp_path / "work")))
    with browser_page() as b:
        b.open(page_file)
        pg = b.page
        pg.select_option("select[name=metric]", "instructions")
        pg.screenshot(path=str(tmp_path / "diff-space.png"))
        assert pg.locator("td.cell.changed").count() == 1 and pg.locator("td.cell").count() == 2
        pg.locator("td.cell.changed").click()
        pg.wait_for_selector(".code[data-ready]")
        assert "AS001" in pg.locator("main").inner_text()
        assert "buffer_store_short" in pg.locator("table.deltas").last.inner_text()
        pg.locator("button.nextchg").click()
        changed_rows = pg.locator(".pair .row.replace, .pair .row.insert, .pair .row.delete")
        assert changed_rows.count() > 0
        pg.locator(".code").scroll_into_view_if_needed()
        pg.screenshot(path=str(tmp_path / "diff-pair.png"))
        assert b.errors == []


def test_pressure_chart_marks_the_peak_and_goes_to_its_instruction(tmp_path: Path) -> None:
    """The variant view's register-pressure chart (issue 28, item 3) for the real gfx950 wgrad
    listing: one point per instruction for each class, the peaks and the peak point of
    `asmscope inspect --pressure -f json` on the same file; a click on the peak scrolls the asm
    to that instruction, highlights it and selects its Python line."""
    report = check_report(tmp_path / "work")
    page_file = tmp_path / "check.html"
    page_file.write_text(FORMATS["html"].render_check(report))
    document, _ = page_parts(page_file.read_text())
    (summary,) = [s for s in report.summaries if dict(s.key.config) == {**dict(LEGACY_256), "TAG": MARKUP_VALUE}]
    (entry,) = [v for v in document["variants"] if v["label"] == str(summary.key)]
    cmd = [sys.executable, "-m", "asmscope", "inspect", summary.asm_path, "--pressure", "--format", "json"]
    inspected = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=tmp_path)
    expected = json.loads(inspected.stdout)["pressure"]
    peak_line = expected["peak_point"]["asm_line"]
    (kernel,) = parse_module(Path(summary.asm_path).read_bytes(), summary.asm_path).kernels
    (at_peak,) = [i for i in kernel.instructions if i.line == peak_line]
    assert at_peak.loc is not None
    with browser_page() as b:
        b.open(page_file)
        pg = b.page
        open_pressure_chart(pg, entry["id"], expected)
        assert list(expected["peak"]) == ["vgpr", "agpr", "sgpr"]
        peak = pg.locator("svg.pchart g.peak")
        peak.locator("circle").hover()
        live = ", ".join(f"{n} {c}" for c, n in expected["peak_point"]["live"].items())
        assert "(peak)" in pg.locator("#tooltip").inner_text() and live in pg.locator("#tooltip").inner_text()
        assert pg.locator(".asm .row.focus").count() == 0
        peak.locator("circle").click()
        focus = pg.locator(".asm .row.focus")
        assert focus.locator(".ln").inner_text() == str(peak_line)  # scrolled to and highlighted
        box, row = pg.locator(".asm").bounding_box(), focus.bounding_box()
        assert box and row and box["y"] <= row["y"] and row["y"] + row["height"] <= box["y"] + box["height"]
        pg.wait_for_selector(".src .row.sel")
        assert pg.locator(".src .row.sel").get_attribute("data-line") == str(at_peak.loc.line)
        # the lines named at the peak select their source line
        pg.locator(".atpeak li.plink").first.click()
        assert pg.locator(".src .row.sel").count() == 1
        pg.locator(".code").scroll_into_view_if_needed()
        pg.screenshot(path=str(tmp_path / "pressure.png"))
        assert b.errors == []


def test_nvidia_variant_shows_its_sass_and_blocks_per_sm(tmp_path: Path) -> None:
    """A cubin (sm_90a, the fp16 matmul of tests/fixtures/nvidia/local, as Triton's cache keeps
    it): the variant view lists its SASS beside the Python source and the CUDA occupancy."""
    import shutil

    from asmscope.findings import CheckReport, VariantKey
    from asmscope.pipeline import all_findings, check_variants
    from asmscope.rules import load_rules
    from asmscope.variant import Variant

    local = Path(__file__).parents[1] / "fixtures" / "nvidia" / "local" / "sm90"
    cubin = tmp_path / "matmul_fp16.cubin"
    shutil.copy(local / "matmul_fp16.cubin", cubin)
    key = VariantKey("matmul_fp16", "cuda:90", (("num_warps", 4),), "")
    variant = Variant(key, str(cubin), "0" * 64, (), key.config, launch_lds_bytes=32768)
    evaluation = check_variants([variant], load_rules())
    assert not evaluation.errors, evaluation.errors
    report = CheckReport(
        findings=tuple(all_findings(evaluation.summaries)),
        errors=(),
        variants_checked=1,
        targets=("cuda:90",),
        summaries=evaluation.summaries,
    )
    page_file = tmp_path / "nvidia.html"
    page_file.write_text(FORMATS["html"].render_check(report))
    with browser_page() as b:
        b.open(page_file)
        pg = b.page
        pg.locator("#groups a", has_text="matmul_fp16").click()
        pg.locator("td.cell").first.click()
        pg.wait_for_selector(".code[data-ready]")
        resources = pg.locator("table.resources").inner_text()
        blocks = evaluation.summaries[0].metric("blocks_per_sm")
        assert blocks and "blocks per SM" in resources and "limited by" in resources
        assert "registers" in resources and "VGPR" not in resources
        listing = pg.locator(".asm").inner_text()  # virtualised: the first rows render
        assert ".text.matmul_kernel" in listing and "/*0000*/" in listing and "LOP3.LUT" in listing
        instructions = evaluation.summaries[0].metric("instructions")
        points = pressure_points(pg)
        assert points == {c: instructions for c in ("gpr", "pred", "ugpr", "upred")}  # nvdisasm -lrm's columns
        registers = evaluation.summaries[0].metric("registers")
        assert registers and "of " + str(registers) + " allocated" in pg.locator(".pkey[data-class=gpr]").inner_text()
        pg.screenshot(path=str(tmp_path / "nvidia-variant.png"))
