"""`--format html`: one self-contained page (all script and style inline, nothing fetched at
view time), for a CI artifact or an e-mail attachment.

Check: per kernel and target, a heatmap of the autotune space (two config axes, faceted by
the others, coloured by a metric from a menu; failed, cannot-launch and byte-identical
variants marked); a click opens the variant: category histograms of the kernel and its hot
loop, resources against the target's limits with the occupancy headroom, findings (a hazard's
wait-state chain from its `detail`), and the asm beside the Python source, linked both ways,
loops marked. Diff: the same space coloured by a metric's delta; a click opens both listings
side by side, aligned, with the metric and histogram deltas and the findings that appeared or
disappeared.

Everything comes from the report records (`CheckReport.summaries`, `DiffReport.summaries_a/b`,
findings, errors, identical groups, the `Target` descriptor); what they do not carry (the
kernel's lines, each instruction's source line and category, loops, the hot loop, occupancy
headroom) is computed here from the parsed model of each summary's asm file, in parallel
processes. Each kernel's listing is stored zlib-compressed and base64-encoded in its own
inert `<script>` element, decoded by the browser's DecompressionStream when it is opened, so
a whole suite's report stays small and opens fast. The page's data is one JSON document with
`<`, `>` and `&` escaped, so no name, config value or asm comment can end its element.
"""

from __future__ import annotations

import base64
import difflib
import json
import os
import zlib
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from html import escape
from importlib.resources import files
from itertools import pairwise
from multiprocessing import get_context
from typing import Any

from asmscope.analysis import KernelAnalysis, analyze, liveness
from asmscope.compare import DiffReport, VariantDiff, mnemonic_category
from asmscope.findings import CheckReport, Finding, VariantError, VariantKey, VariantSummary
from asmscope.fsutil import read_regular
from asmscope.isa import ParseError, ReadContext, recognise
from asmscope.model import Category, Kernel
from asmscope.progress import progress_bar
from asmscope.report._common import (
    Reporter,
    check_summary,
    detail_tail,
    diff_summary,
    relative_path,
)
from asmscope.rules import SourceLines
from asmscope.sourcetext import read_source
from asmscope.targets import lookup

CATEGORIES: tuple[str, ...] = tuple(c.value for c in Category)


# ----------------------------------------------------------------------------------------------
# Each kernel's listing, from the parsed model (once per distinct asm file and kernel)
# ----------------------------------------------------------------------------------------------


def _pick_kernel(kernels: Sequence[Kernel], name: str) -> Kernel | None:
    for k in kernels:
        if k.name == name:
            return k
    return kernels[0] if len(kernels) == 1 else None


def _listing(summary: VariantSummary, pressure: bool = True) -> dict[str, Any]:
    """The kernel's lines, per instruction (line, category, source file, source line), its loops
    and hot loop, its category histograms and occupancy headroom, and with `pressure` its live
    registers (the check's variant view draws them; a diff's aligned listings do not);
    {"error": ...} when the file cannot be read or parsed any more."""
    path, key = summary.asm_path, summary.key
    try:
        data = read_regular(path)
        isa = recognise(data, path)
        if isa is None:
            raise ParseError(path, 1, 1, "not an input any ISA asmscope reads")
        # the block size is the variant's num_warps (the analysis adds the launch's shared)
        num_warps = dict(key.config).get("num_warps")
        known = isinstance(num_warps, int)
        context = ReadContext(key.target or None, num_warps if known else None, 0 if known else None)
        module = isa.read(data, path, context)
        text = isa.listing(data, path)  # the lines the model's line numbers count (a binary's disassembly)
    except (OSError, ParseError) as exc:
        return {"error": f"{path}: {exc}"}
    kernel = _pick_kernel(module.kernels, key.kernel)  # a compiled file's one kernel may be named otherwise
    if kernel is None:
        return {"error": f"{path} has no kernel {key.kernel!r}"}
    # the summary's LDS includes what Triton allocates at launch
    launch = max((summary.metric("lds_bytes") or 0) - (kernel.resources.lds_bytes or 0), 0)
    analysis = analyze(kernel, key.target or module.target, dynamic_lds_bytes=launch, features=module.features)
    lines = text.replace("\r\n", "\n").split("\n")[kernel.first_line - 1 : kernel.last_line]
    sources: list[str] = []
    ins: list[int] = []
    for i in kernel.instructions:
        src, line = -1, 0
        if i.loc is not None and i.loc.line:
            # asm compiled in a diff's tree: this checkout's file
            src, line = _source_index(sources, summary.source_here(i.loc.file)), i.loc.line
        ins += [i.line - kernel.first_line, CATEGORIES.index(i.category.value), src, line]
    registers = _pressure(kernel, analysis, summary, sources) if pressure else None
    hot = analysis.hot_loop
    loops = []
    for stats in analysis.loops:
        spans: list[int] = []
        for b in sorted(stats.loop.blocks):
            block = analysis.cfg.blocks[b]
            if block.end > block.start:
                first = kernel.instructions[block.start].line - kernel.first_line
                last = kernel.instructions[block.end - 1].line - kernel.first_line
                if spans and spans[-1] + 1 >= first:
                    spans[-1] = max(spans[-1], last)
                else:
                    spans += [first, last]
        loops.append({"label": stats.label or "", "depth": stats.loop.depth, "hot": stats is hot, "spans": spans})
    occ, sm = analysis.occupancy, analysis.sm_occupancy
    return {
        "text": "\n".join(lines),
        "first_line": kernel.first_line - 1,  # lines before the listing's first
        "ins": ins,
        "sources": sources,
        "loops": loops,
        "pressure": registers,
        "cat": {c.value: n for c, n in analysis.category_histogram.items()},
        "hot": None if hot is None else {c.value: n for c, n in hot.category_histogram.items()},
        "hot_len": None if hot is None else hot.instructions,
        "hot_label": None if hot is None else hot.label,
        "occupancy": None
        if occ is None
        else {
            "waves": occ.waves_per_simd,
            "limited_by": occ.limited_by,
            "vgpr_waves": occ.vgpr_waves,
            "sgpr_waves": occ.sgpr_waves,
            "lds_waves": occ.lds_waves,
            "total_vgpr": occ.total_vgpr,
            "agprs_until_wave_loss": occ.agprs_until_wave_loss,
            "vgprs_until_wave_loss": occ.vgprs_until_wave_loss,
            "vgprs_to_gain_wave": occ.vgprs_to_gain_wave,
            "lds_bytes_until_wave_loss": occ.lds_bytes_until_wave_loss,
            "workgroup_size": occ.workgroup_size,
        },
        # NVIDIA: the CUDA occupancy rules (isa/sass/occupancy.py)
        "sm_occupancy": None
        if sm is None
        else {
            "blocks": sm.blocks_per_sm,
            "warps": sm.warps_per_sm,
            "limited_by": sm.limited_by,
            "registers_until_block_loss": sm.registers_until_block_loss,
            "shared_bytes_until_block_loss": sm.shared_bytes_until_block_loss,
        },
    }


def _source_index(sources: list[str], file: str) -> int:
    """`file`'s index in the listing's `sources`, appended when first met."""
    if file not in sources:
        sources.append(file)
    return sources.index(file)


# the Python lines named at the peak, without their register lists (a tenth of the suite's
# pressure data): inspect --pressure -f json lists every line and its registers
PEAK_LINES = 8


def _pressure(
    kernel: Kernel, analysis: KernelAnalysis, summary: VariantSummary, sources: list[str]
) -> dict[str, Any] | None:
    """Live registers at every instruction (analysis/liveness.py, as `inspect --pressure`):
    per class, the first count then each instruction's change (zlib packs the small deltas to
    about a twentieth of the listing's text); each class's peak, the allocation, the peak point
    and the hot loop's, and the Python lines holding the most registers at the peak (`src` an
    index into `sources`, as the listing's instructions name theirs)."""
    if not kernel.instructions:
        return None
    hot = analysis.hot_loop
    model = liveness.model_for(analysis.target)
    found = liveness.pressure(kernel, analysis.cfg, hot.loop if hot else None, model)
    live = found.liveness
    counts = [live.live_counts(i) for i in range(len(kernel.instructions))]
    series = {c.name: [n[c.name] for n in counts] for c in live.classes}
    texts = SourceLines()
    peak_lines = []
    assert found.point is not None  # a kernel with instructions has a peak
    for g in found.point.groups[:PEAK_LINES]:
        src, line = -1, 0
        g = g.located(summary.source_here)
        if g.loc is not None:
            src, line = _source_index(sources, g.loc.file), g.loc.line
        label = liveness.group_label(g, texts.line)
        peak_lines.append({"label": label, "live": dict(g.live), "src": src, "line": line})
    return {
        "classes": list(series),
        "primary": list(model.primary),
        "deltas": [[s[0]] + [b - a for a, b in pairwise(s)] for s in series.values()],
        "peak": dict(found.peak),
        "allocated": liveness.allocated(kernel, model),
        "peakAt": found.point.index,
        "hotPeakAt": None if found.hot_loop is None else found.hot_loop.peak.index,
        "peakLines": peak_lines,
        "others": max(len(found.point.groups) - PEAK_LINES, 0),
    }


def _listings(summaries: Sequence[VariantSummary], pressure: bool = True) -> list[dict[str, Any]]:
    """Every summary's listing (each distinct one parsed once: byte-identical variants share
    their file), in parallel processes where there are several."""
    read = partial(_listing, pressure=pressure)
    distinct = {_listing_key(s): s for s in summaries}
    jobs = min(os.cpu_count() or 1, len(distinct))
    bar = progress_bar(len(distinct), "reading listings for the html report", enabled=None)
    done = []
    try:
        if jobs <= 1:
            for s in distinct.values():
                done.append(read(s))
                bar.update()
        else:
            with ProcessPoolExecutor(max_workers=jobs, mp_context=get_context("fork")) as pool:
                for listing in pool.map(read, distinct.values(), chunksize=4):
                    done.append(listing)
                    bar.update()
    finally:
        bar.close()
    by_key = dict(zip(distinct, done))
    return [by_key[_listing_key(s)] for s in summaries]


def _listing_key(s: VariantSummary) -> tuple[object, ...]:
    return (s.asm_path, s.key.kernel, s.key.target, s.metric("lds_bytes"), s.moved_sources)


# ----------------------------------------------------------------------------------------------
# The page's data
# ----------------------------------------------------------------------------------------------


class _Blobs:
    """Compressed payloads, each once (listings of byte-identical kernels are shared)."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self.data: list[str] = []

    def add(self, payload: object) -> int:
        raw = json.dumps(payload, separators=(",", ":"), ensure_ascii=False, default=str)
        if raw not in self.ids:
            self.ids[raw] = len(self.data)
            self.data.append(base64.b64encode(zlib.compress(raw.encode(), 9)).decode("ascii"))
        return self.ids[raw]


class _Sources:
    """Python source files the listings name, each read once (absent ones stay absent)."""

    def __init__(self, blobs: _Blobs) -> None:
        self.blobs = blobs
        self.index: dict[str, int] = {}
        self.files: list[dict[str, Any]] = []

    def id(self, path: str) -> int:
        if path not in self.index:
            text = read_source(path)  # under the run's roots only (never /proc/self/environ)
            blob = self.blobs.add(text) if text is not None else None
            self.index[path] = len(self.files)
            self.files.append({"path": relative_path(path), "blob": blob})
        return self.index[path]


def _json_value(v: object) -> object:
    return v if isinstance(v, bool | int | float | str) or v is None else str(v)


def _group_kernel(key: VariantKey) -> str:
    """The kernel a page groups by: for `check --asm`, with its file (two files may define one symbol)."""
    return f"{key.asm}::{key.kernel}" if key.asm else key.kernel


def _key_dict(key: VariantKey) -> dict[str, Any]:
    return {
        "kernel": _group_kernel(key),
        "target": key.target,
        "shape": key.shape,
        "config": [[k, _json_value(v)] for k, v in key.config],
        "label": str(key),
    }


def _finding(f: Finding) -> dict[str, Any]:
    return {
        "rule": f.rule,
        "name": f.name,
        "severity": str(f.severity),
        "message": f.message,
        "line": f.asm_line,
        "instruction": f.instruction,
        "source": None if f.source is None else f"{relative_path(f.source.file)}:{f.source.line}",
        "detail": f.detail,
        "ir": f.ir.line() if f.ir is not None else None,
    }


def _error(e: VariantError) -> dict[str, Any]:
    return {"kind": e.kind, "message": e.message, "detail": detail_tail(e)}


def _metrics(s: VariantSummary, listing: dict[str, Any], findings: Iterable[Finding]) -> dict[str, Any]:
    hist = dict(s.histogram)
    total = s.metric("instructions") or 0
    accvgpr = sum(n for m, n in hist.items() if m.startswith("v_accvgpr"))
    severities = Counter(str(f.severity) for f in findings)
    spills = [v for v in (s.metric("vgpr_spill"), s.metric("sgpr_spill")) if v is not None]
    lds, limit = s.metric("lds_bytes"), lookup(s.key.target).lds_bytes
    return {
        # a workgroup needs more LDS than the target has (what AS007/AS008 call "cannot launch")
        "cannot_launch": lds is not None and limit is not None and lds > limit,
        **{name: value for name, value in s.metrics},
        "spills": sum(spills) if spills else None,
        "accvgpr_share": round(100 * accvgpr / total, 1) if total else None,
        "mfma": sum(n for m, n in hist.items() if mnemonic_category(m, s.key.target) is Category.MFMA),
        "hot_loop": listing.get("hot_len"),
        "error": severities["error"],
        "warning": severities["warning"],
        "info": severities["info"],
    }


class _Page:
    """The document the page's script reads: variants (one list, both sides of a diff), the
    kernel/target groups that index them, targets, sources; and the compressed blobs."""

    def __init__(self) -> None:
        self.blobs = _Blobs()
        self.sources = _Sources(self.blobs)
        self.variants: list[dict[str, Any]] = []
        self.groups: dict[tuple[str, str], list[int]] = {}

    def add(self, key: VariantKey, entry: dict[str, Any]) -> int:
        entry = {"id": len(self.variants), **_key_dict(key), **entry}
        self.variants.append(entry)
        self.groups.setdefault((_group_kernel(key), key.target), []).append(entry["id"])
        return entry["id"]

    def listing_blob(self, listing: dict[str, Any]) -> int | None:
        if "text" not in listing:
            return None
        sources = [self.sources.id(p) for p in listing["sources"]]
        ins = list(listing["ins"])
        for i in range(2, len(ins), 4):
            if ins[i] >= 0:
                ins[i] = sources[ins[i]]
        pressure = listing["pressure"]
        if pressure is not None:
            lines = [{**g, "src": sources[g["src"]] if g["src"] >= 0 else -1} for g in pressure["peakLines"]]
            pressure = {**pressure, "peakLines": lines}
        return self.blobs.add(
            {
                "text": listing["text"],
                "firstLine": listing["first_line"],
                "ins": ins,
                "loops": listing["loops"],
                "pressure": pressure,
            }
        )

    def checked(self, s: VariantSummary, listing: dict[str, Any], findings: Sequence[Finding]) -> dict[str, Any]:
        return {
            "status": "ok",
            "metrics": _metrics(s, listing, findings),
            "cat": listing.get("cat"),
            "hot": listing.get("hot"),
            "hot_label": listing.get("hot_label"),
            "occupancy": listing.get("occupancy"),
            "sm_occupancy": listing.get("sm_occupancy"),
            "findings": [_finding(f) for f in findings],
            "asm": self.listing_blob(listing),
            "asm_path": relative_path(s.listing_path or s.asm_path),  # the file the listing's lines count
            "listing_error": listing.get("error"),
        }

    def document(self, kind: str, title: str, summary: str, extra: dict[str, Any]) -> dict[str, Any]:
        targets = {t for _, t in self.groups if t}
        return {
            "kind": kind,
            "title": title,
            "summary": summary,
            "categories": list(CATEGORIES),
            "targets": {name: _target_dict(name) for name in sorted(targets)},
            "groups": [{"kernel": k, "target": t, "variants": ids} for (k, t), ids in sorted(self.groups.items())],
            "variants": self.variants,
            "sources": self.sources.files,
            **extra,
        }


def _target_dict(name: str) -> dict[str, Any]:
    t = lookup(name)
    regs = t.registers
    return {
        "description": t.description,
        "lds_bytes": t.lds_bytes,
        "total_vgprs": regs.total_vgprs if regs else None,
        "addressable_vgprs": regs.addressable_vgprs if regs else None,
        "max_waves": regs.max_waves_per_eu if regs else None,
    }


def _identical_marks(groups: Iterable[Sequence[VariantKey]]) -> dict[VariantKey, str]:
    """Each member of a byte-identical group but the first, with the first's name."""
    return {k: str(group[0]) for group in groups for k in group[1:]}


def render_check(report: CheckReport) -> str:
    page = _Page()
    listings = _listings(report.summaries)
    by_variant: dict[VariantKey, list[Finding]] = {}
    for f in report.findings:
        by_variant.setdefault(f.variant, []).append(f)
    same_as = _identical_marks(report.identical)
    for s, listing in zip(report.summaries, listings):
        entry = page.checked(s, listing, by_variant.get(s.key, []))
        page.add(s.key, {**entry, "identical_to": same_as.get(s.key)})
    summarized = {s.key for s in report.summaries}
    for key, findings in by_variant.items():  # a report built without its summaries: its findings still show
        if key not in summarized:
            empty = VariantSummary(key, (), (), ())
            page.add(key, {**page.checked(empty, {}, findings), "identical_to": same_as.get(key)})
    for e in report.errors:
        page.add(e.variant, {"status": "failed", "error": _error(e), "identical_to": same_as.get(e.variant)})
    extra = {
        "rule_problems": [str(p) for p in report.rule_problems],
        "out_of_scope": [str(o) for o in report.out_of_scope],
        "rules": {r.id: {"name": r.name, "summary": r.summary} for r in report.rules},
    }
    document = page.document("check", "asmscope check", check_summary(report), extra)
    return _html(document, page.blobs.data)


# ----------------------------------------------------------------------------------------------
# Diff: both sides' variants, paired, and each changed pair's aligned listings
# ----------------------------------------------------------------------------------------------


def _instruction_lines(text: str) -> list[str]:
    """The lines as compared for alignment: without comments and surrounding blanks, and with
    `.file`/`.loc` directives and the lines of DWARF sections (`.debug_str` holds the checkout's
    path) reduced to their first word. They say where the code came from (a line moved by an
    edit above it, the other side's checkout), not what it is: never a change."""
    out = []
    in_debug = False
    for raw in text.split("\n"):
        line = raw.split(";", 1)[0].strip()
        if line.startswith((".section", ".text", ".data")):
            in_debug = line.startswith(".section") and ".debug_" in line
        elif in_debug or line.startswith((".file", ".loc")):
            line = line.split(None, 1)[0] if line else line
        out.append(line)
    return out


def aligned(a: str, b: str) -> list[list[Any]]:
    """difflib's opcodes aligning two listings line by line: [tag, a0, a1, b0, b1] each."""
    matcher = difflib.SequenceMatcher(None, _instruction_lines(a), _instruction_lines(b), autojunk=False)
    return [list(op) for op in matcher.get_opcodes()]


def _change_list(changes: Iterable[Any]) -> list[list[Any]]:
    return [[c.name, c.before, c.after] for c in changes]


def render_diff(report: DiffReport) -> str:
    page = _Page()
    side_a = {s.key: s for s in report.summaries_a}
    side_b = {s.key: s for s in report.summaries_b}
    diffs = {d.key: d for d in report.variants}
    changed_a = [side_a[k] for k in diffs if k in side_a]
    changed_b = [side_b[k] for k in diffs if k in side_b]
    listings = _listings([*changed_a, *changed_b], pressure=False)
    listing_a = dict(zip((s.key for s in changed_a), listings[: len(changed_a)]))
    listing_b = dict(zip((s.key for s in changed_b), listings[len(changed_a) :]))
    for key in sorted(set(side_a) | set(side_b) | set(diffs), key=str):
        a, b = side_a.get(key), side_b.get(key)
        entry: dict[str, Any] = {"status": "only_a" if a and not b else ("only_b" if b and not a else "ok")}
        entry["metrics_a"] = _metrics(a, listing_a.get(key, {}), a.findings) if a else None
        entry["metrics_b"] = _metrics(b, listing_b.get(key, {}), b.findings) if b else None
        d = diffs.get(key)
        if d is not None:
            entry["diff"] = _pair(page, d, listing_a.get(key, {}), listing_b.get(key, {}))
        page.add(key, entry)
    for ref, errors in ((report.ref_a, report.errors_a), (report.ref_b, report.errors_b)):
        for e in errors:
            page.add(e.variant, {"status": "failed", "side": ref, "error": _error(e)})
    extra = {
        "ref_a": report.ref_a,
        "ref_b": report.ref_b,
        "rule_problems": [str(p) for p in report.rule_problems],
        "left_out": report.total.changed - len(report.variants),  # changed variants --top did not keep
    }
    title = f"asmscope diff {report.ref_a} → {report.ref_b}"
    return _html(page.document("diff", title, diff_summary(report), extra), page.blobs.data)


def _pair(page: _Page, d: VariantDiff, listing_a: dict[str, Any], listing_b: dict[str, Any]) -> dict[str, Any]:
    """One changed variant: metric, histogram and category deltas, findings that appeared or
    disappeared, and the two listings aligned (one blob)."""
    categories: Counter[str] = Counter()
    for c in d.histogram:
        categories[mnemonic_category(c.name, d.key.target).value] += c.delta
    text_a, text_b = listing_a.get("text"), listing_b.get("text")
    pair = None
    if text_a is not None and text_b is not None:
        firsts = {"aFirst": listing_a["first_line"], "bFirst": listing_b["first_line"]}
        pair = page.blobs.add({"a": text_a, "b": text_b, **firsts, "ops": aligned(text_a, text_b)})
    return {
        "regressed": d.regressed,
        "metrics": _change_list(d.metrics),
        "histogram": _change_list(d.histogram),
        "categories": {c: n for c, n in categories.items() if n},
        "appeared": [_finding(f) for f in d.findings_added],
        "disappeared": [_finding(f) for f in d.findings_removed],
        "pair": pair,
        "listing_error": listing_a.get("error") or listing_b.get("error"),
    }


# ----------------------------------------------------------------------------------------------
# The page
# ----------------------------------------------------------------------------------------------


def _asset(name: str) -> str:
    return files("asmscope.report").joinpath("html_assets", name).read_text(encoding="utf-8")


def script_json(document: object) -> str:
    """JSON that is safe inside a `<script>` element: no `<`, `>` or `&` (so no `</script>` or
    `<!--`), and no U+2028/U+2029, whatever the names, config values and asm comments hold."""
    text = json.dumps(document, ensure_ascii=False, separators=(",", ":"), default=str)
    for raw in "<>&\u2028\u2029":
        text = text.replace(raw, f"\\u{ord(raw):04x}")
    return text


def _html(document: dict[str, Any], blobs: Sequence[str]) -> str:
    blob_elements = "\n".join(
        f'<script type="application/x-asmscope-blob" id="blob-{i}">{b}</script>' for i, b in enumerate(blobs)
    )
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(document['title'])}</title>\n"
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<style>\n{_asset('report.css')}</style>\n</head>\n<body>\n"
        '<div id="app"><p class="loading">Loading the report…</p></div>\n'
        f'<script type="application/json" id="asmscope-data">{script_json(document)}</script>\n'
        f"<script>\n{_asset('report.js')}</script>\n"  # before the blobs: it draws while they load
        f"{blob_elements}\n</body>\n</html>\n"
    )


REPORTER = Reporter(
    name="html",
    description="one self-contained HTML page: the autotune space as heatmaps, each variant's asm beside its "
    "Python source, diffs side by side",
    render_check=render_check,
    render_diff=render_diff,
)
