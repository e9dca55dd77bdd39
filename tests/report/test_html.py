"""`--format html` without a browser: the page is one self-contained file whose data no name,
config value or asm comment can break out of, and whose listings are the parsed kernels'.
(tests/report/test_html_browser.py opens the same reports in Chromium.)"""

from __future__ import annotations

import base64
import json
import re
import zlib
from dataclasses import replace
from itertools import accumulate
from pathlib import Path

import pytest

from asmscope.analysis import analyze
from asmscope.inspection import pressure_json
from asmscope.isa import parse_module
from asmscope.isa.amdgcn.instructions import category_of
from asmscope.report import FORMATS
from asmscope.report.html import aligned, script_json

from .html_reports import MARKUP_COMMENT, MARKUP_KERNEL, MARKUP_VALUE, check_report, diff_report

SCRIPT = re.compile(r"<script([^>]*)>(.*?)</script>", re.S)


def page_parts(page: str) -> tuple[dict, dict[int, object]]:
    """The page's data document and its decoded blobs, read the way the browser reads them:
    every `<script>` element up to the first `</script>`."""
    document, blobs = None, {}
    for attrs, body in SCRIPT.findall(page):
        if 'id="asmscope-data"' in attrs:
            document = json.loads(body)
        elif m := re.search(r'id="blob-(\d+)"', attrs):
            blobs[int(m.group(1))] = json.loads(zlib.decompress(base64.b64decode(body)))
    assert document is not None
    return document, blobs


@pytest.fixture(scope="module")
def check_page(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, object]:
    report = check_report(tmp_path_factory.mktemp("html-check"))
    return FORMATS["html"].render_check(report), report


def test_page_is_self_contained(check_page: tuple[str, object]) -> None:
    page, _ = check_page
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", page)  # nothing fetched
    assert "<link" not in page and "@import" not in page
    scripts = SCRIPT.findall(page)
    # the data, one blob per listing and source file, and the code: nothing else is a script
    assert len(scripts) == page.count("<script") == page.count("</script>")
    types = {attrs.strip() for attrs, _ in scripts}
    assert all(
        t == "" or t.startswith(('type="application/json"', 'type="application/x-asmscope-blob"')) for t in types
    )


def test_markup_in_names_values_and_comments_stays_text(check_page: tuple[str, object]) -> None:
    page, _ = check_page
    document, blobs = page_parts(page)
    kernels = {v["kernel"] for v in document["variants"]}
    assert MARKUP_KERNEL in kernels
    values = {x for v in document["variants"] for k, x in v["config"] if k == "TAG"}
    assert values == {MARKUP_VALUE}
    texts = [b["text"] for b in blobs.values() if isinstance(b, dict) and "text" in b]
    assert any(MARKUP_COMMENT in t for t in texts)
    # the title escapes as HTML; the JSON has no raw < > & at all
    assert "<title>asmscope check</title>" in page
    body = page.split('id="asmscope-data">', 1)[1].split("</script>", 1)[0]
    assert not set("<>&") & set(body)
    assert json.loads(script_json({"k": "</script>\u2028&"})) == {"k": "</script>\u2028&"}


def test_listings_are_the_parsed_kernels(check_page: tuple[str, object]) -> None:
    """Each variant's listing holds its kernel's lines; per instruction its line, category and
    Python source line agree with the parser's model and the summary's instruction count."""
    page, report = check_page
    document, blobs = page_parts(page)
    by_label = {v["label"]: v for v in document["variants"]}
    for summary in report.summaries:
        entry = by_label[str(summary.key)]
        listing = blobs[entry["asm"]]
        kernels = parse_module(Path(summary.asm_path).read_text(), summary.asm_path).kernels
        kernel = next((k for k in kernels if k.name == summary.key.kernel), kernels[0])
        ins = [listing["ins"][i : i + 4] for i in range(0, len(listing["ins"]), 4)]
        assert len(ins) == len(kernel.instructions) == summary.metric("instructions")
        lines = listing["text"].split("\n")
        for (offset, cat, src, line), instruction in zip(ins, kernel.instructions):
            assert offset + 1 + listing["firstLine"] == instruction.line
            assert lines[offset].strip().startswith(instruction.mnemonic)
            assert document["categories"][cat] == category_of(instruction.mnemonic, summary.key.target).value
            if instruction.loc and instruction.loc.line:
                assert document["sources"][src]["path"].endswith(Path(instruction.loc.file).name)
                assert line == instruction.loc.line
        hot = entry["metrics"]["hot_loop"]
        if hot is not None:
            (hot_loop,) = [lp for lp in listing["loops"] if lp["hot"]]
            spans = hot_loop["spans"]
            covered = {o for o, *_ in ins for a, b in zip(spans[::2], spans[1::2]) if a <= o <= b}
            assert len(covered) == hot


def test_findings_marks_and_sources(check_page: tuple[str, object]) -> None:
    page, report = check_page
    document, blobs = page_parts(page)
    hazards = [v for v in document["variants"] if v["target"] == "gfx942"]
    chains = [f["detail"] for v in hazards for f in v["findings"] if f["rule"] == "AS013"]
    assert chains and all("wait state" in c for c in chains)  # the chain from the finding's detail
    (failed,) = [v for v in document["variants"] if v["status"] == "failed"]
    assert failed["error"]["kind"] == "compile-error" and dict(failed["config"])["BLOCK_M"] == 512
    # cannot launch: the rule engine's own LDS check agrees, from the TTGIR's buffers (AS071, which
    # subsumes AS008's verdict from the ISA) or, where scratch makes the overflow, from the ISA alone
    (over,) = [v for v in document["variants"] if v["status"] == "ok" and v["metrics"]["cannot_launch"]]
    assert len({f["rule"] for f in over["findings"]} & {"AS008", "AS071"}) == 1
    identical = [v for v in document["variants"] if v["identical_to"]]
    assert len(identical) == len(report.identical[0]) - 1
    (source,) = [s for s in document["sources"] if s["path"].endswith("wg.py")]
    assert "def " in blobs[source["blob"]]


def decoded_pressure(listing: dict) -> list[dict[str, int]]:
    """The listing's live registers per instruction, decoded as the page decodes them (each
    class's first count, then each instruction's change)."""
    p = listing["pressure"]
    series = [list(accumulate(d)) for d in p["deltas"]]
    return [dict(zip(p["classes"], counts)) for counts in zip(*series)]


def test_pressure_is_inspects(check_page: tuple[str, object]) -> None:
    """Each listing's register pressure is `inspect --pressure -f json`'s: the live registers of
    every class at every instruction, the peaks, the allocation, the peak point and the hot
    loop's, and the Python lines named at the peak (issue 28, item 3)."""
    page, report = check_page
    document, blobs = page_parts(page)
    by_label = {v["label"]: v for v in document["variants"]}
    for summary in report.summaries:
        listing = blobs[by_label[str(summary.key)]["asm"]]
        module = parse_module(Path(summary.asm_path).read_text(), summary.asm_path)
        kernel = next((k for k in module.kernels if k.name == summary.key.kernel), module.kernels[0])
        analysis = analyze(kernel, summary.key.target or module.target)
        expected = pressure_json(kernel, analysis)
        p = listing["pressure"]
        assert decoded_pressure(listing) == [i["live"] for i in expected["instructions"]]
        assert p["peak"] == expected["peak"] and p["allocated"] == expected["allocated"]
        ins = listing["ins"]
        assert ins[4 * p["peakAt"]] + 1 + listing["firstLine"] == expected["peak_point"]["asm_line"]
        hot = expected["hot_loop"]
        if hot is None:
            assert p["hotPeakAt"] is None
        else:
            assert ins[4 * p["hotPeakAt"]] + 1 + listing["firstLine"] == hot["peak_point"]["asm_line"]
        lines = expected["peak_point"]["lines"]
        assert [g["live"] for g in p["peakLines"]] == [g["live"] for g in lines[: len(p["peakLines"])]]
        assert [g["label"] for g in p["peakLines"]] == [g["label"] for g in lines[: len(p["peakLines"])]]
        assert p["others"] == len(lines) - len(p["peakLines"])
        for g, want in zip(p["peakLines"], lines):
            assert g["line"] == (want["line"] or 0)
            if want["file"] is not None:
                assert document["sources"][g["src"]]["path"].endswith(Path(want["file"]).name)
    wgrad = [s for s in report.summaries if s.key.kernel == MARKUP_KERNEL]
    labels = [g["label"] for g in blobs[by_label[str(wgrad[0].key)]["asm"]]["pressure"]["peakLines"]]
    assert any(label.startswith("`acc` at wg.py:") for label in labels)  # named by what the line assigns


def _code(line: str) -> str:
    text = line.split(";")[0].strip()
    return text.split(None, 1)[0] if text.startswith(".") and not text.startswith(".section") else text


@pytest.mark.slow  # two more checks of the wgrad kernels; the quick loop keeps the check page's tests
def test_diff_page_aligns_both_listings(tmp_path: Path) -> None:
    report = diff_report(tmp_path)
    document, blobs = page_parts(FORMATS["html"].render_diff(report))
    (changed,) = [v for v in document["variants"] if v.get("diff")]
    d = changed["diff"]
    (expected,) = report.variants
    assert d["histogram"] == [[c.name, c.before, c.after] for c in expected.histogram]
    assert any(name == "buffer_store_short" and (after or 0) > (before or 0) for name, before, after in d["histogram"])
    assert [f["rule"] for f in d["appeared"]] == [f.rule for f in expected.findings_added]
    assert "AS001" in [f["rule"] for f in d["appeared"]]
    pair = blobs[d["pair"]]
    a, b = pair["a"].split("\n"), pair["b"].split("\n")
    covered_a = covered_b = 0
    for tag, a0, a1, b0, b1 in pair["ops"]:  # the opcodes tile both listings, in order
        assert (a0, b0) == (covered_a, covered_b)
        covered_a, covered_b = a1, b1
        if tag == "equal":  # the same instructions; debug directives (.loc, DWARF data) may differ in operands
            assert [_code(x) for x in a[a0:a1]] == [_code(x) for x in b[b0:b1]]
    assert (covered_a, covered_b) == (len(a), len(b))
    unchanged = [v for v in document["variants"] if not v.get("diff")]
    assert len(unchanged) == 1 and unchanged[0]["metrics_a"] == unchanged[0]["metrics_b"]
    # with --top 0 the changed variant is left out, and the page says so rather than "unchanged"
    cut, _ = page_parts(FORMATS["html"].render_diff(replace(report, variants=())))
    assert cut["left_out"] == 1 and not any(v.get("diff") for v in cut["variants"])


def test_aligned_matches_difflib_on_edits() -> None:
    a = "s_load a\nv_add v1 ; x\nbuffer_store_dwordx4 v[0:3]\ns_endpgm"
    b = "s_load a\nv_add v1 ; y\nbuffer_store_short v0\nbuffer_store_short v1\ns_endpgm"
    assert aligned(a, b) == [["equal", 0, 2, 0, 2], ["replace", 2, 3, 2, 4], ["equal", 3, 4, 4, 5]]
