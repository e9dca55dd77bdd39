"""The html report of a whole suite: its size, the time to write it, and the time until the
page is interactive in Chromium (headless, through Playwright).

    python benchmarks/bench_html.py --cache-dir DIR [--report FILE] [--runs 3]

DIR is a compile cache holding the suite (a copy of a warm one: the check compiles nothing
then, and only parses). Goals (issue 16): the whole suite (1,600 variants) in one file under
25 MB; the page interactive within 2 s: from navigation to the first heatmap drawn and
answering a click (body[data-ready]); opening a variant (asm and source decoded and drawn)
is timed as well. Times are medians of --runs fresh pages; the write time is one whole
command (interpreter start-up included).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def write_report(cache_dir: Path, report: Path) -> float:
    cmd = [sys.executable, "-m", "asmscope", "check", "--quiet", "--fail-on", "never", "--cache-dir", str(cache_dir)]
    cmd += ["--format", "html", "--output", str(report)]
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if proc.returncode not in (0, 3):
        sys.exit(f"asmscope check failed ({proc.returncode}): {proc.stderr[-2000:]}")
    return seconds


def time_page(report: Path, runs: int) -> tuple[list[float], list[float], list[str]]:
    from playwright.sync_api import sync_playwright

    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if exe is None:
        sys.exit("no chromium on PATH (apt-get install chromium)")
    interactive, variant, errors = [], [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=["--no-sandbox"])
        for _ in range(runs):
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.on("pageerror", lambda e: errors.append(str(e)))
            start = time.perf_counter()
            page.goto(report.resolve().as_uri(), wait_until="commit")
            page.wait_for_selector("body[data-ready] td.cell", state="attached", timeout=120_000)
            interactive.append(time.perf_counter() - start)
            start = time.perf_counter()
            page.locator("td.cell").first.click()
            page.wait_for_selector(".code[data-ready]", state="attached", timeout=60_000)
            variant.append(time.perf_counter() - start)
            page.close()
        browser.close()
    return interactive, variant, errors


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache-dir", type=Path, required=True)
    ap.add_argument("--report", type=Path, default=Path("/tmp/asmscope-bench-report.html"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--reuse", action="store_true", help="time the page of an existing --report only")
    args = ap.parse_args()
    if not args.reuse:
        print(f"write     : {write_report(args.cache_dir, args.report):8.1f} s  (asmscope check --format html)")
    size = args.report.stat().st_size
    print(f"size      : {size / 1e6:8.1f} MB  (goal < 25 MB)")
    interactive, variant, errors = time_page(args.report, args.runs)
    runs = ", ".join(f"{t:.2f}" for t in interactive)
    print(f"interactive: {statistics.median(interactive):7.2f} s  median of {runs} (goal < 2 s)")
    print(f"variant   : {statistics.median(variant):8.2f} s  to open the first variant (asm, source decoded, drawn)")
    if errors:
        sys.exit(f"page errors: {errors}")


if __name__ == "__main__":
    main()
