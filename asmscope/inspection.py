"""`asmscope inspect`: one kernel variant's instruction mix, resources, loops and source view.

`inspect_kernel` turns a parsed kernel and its analysis into a plain JSON-ready object (the
documented `--format json` output); `render_table` prints the same data for a terminal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from tabulate import tabulate

from asmscope.analysis import KernelAnalysis, LoopStats, liveness
from asmscope.model import Category, Kernel
from asmscope.rules import SourceLines
from asmscope.variant import Variant

# Display groups of the category histogram, in order (the AGPR moves are a category of their own
# because their count is the symptom of AGPR pressure: shared/seeds/000, §3.3).
CATEGORY_LABELS: dict[Category, str] = {
    Category.VALU: "VALU",
    Category.SALU: "SALU",
    Category.SMEM: "SMEM",
    Category.VMEM_BUFFER: "VMEM (buffer)",
    Category.VMEM_GLOBAL: "VMEM (global/flat/scratch)",
    Category.LDS: "LDS",
    Category.MFMA: "MFMA",
    Category.AGPR_MOVE: "AGPR moves",
    Category.BRANCH: "branch",
    Category.WAIT: "wait",
    Category.NOP: "nop",
    Category.END: "end",
    Category.UNKNOWN: "unknown",
    # NVIDIA SASS
    Category.ALU: "ALU",
    Category.UNIFORM: "uniform datapath",
    Category.TENSOR_CORE: "tensor core",
    Category.GLOBAL_MEMORY: "global memory",
    Category.SHARED_MEMORY: "shared memory",
    Category.LOCAL_MEMORY: "local memory",
    Category.CONSTANT_MEMORY: "constant memory",
    Category.TENSOR_MEMORY: "tensor memory",
    Category.TMA: "TMA / bulk copy",
    Category.SYNC: "barrier / sync",
}
RESOURCE_KEYS = ("vgpr", "agpr", "total_vgpr", "sgpr", "vgpr_spill", "sgpr_spill", "scratch_bytes", "lds_bytes")


def _category_counts(counts: Mapping[Category, int]) -> dict[Category, int]:
    return {c: counts.get(c, 0) for c in CATEGORY_LABELS}


def inspect_kernel(kernel: Kernel, analysis: KernelAnalysis, variant: Variant) -> dict[str, Any]:
    """The documented JSON object of `asmscope inspect --format json`."""
    hot = analysis.hot_loop
    cats_all = _category_counts(analysis.category_histogram)
    cats_hot = _category_counts(hot.category_histogram if hot else {})
    res = kernel.resources
    if res.registers is not None:  # NVIDIA
        resources, occupancy = _sm_resources(kernel, analysis, variant)
    else:
        resources, occupancy = _amd_resources(kernel, analysis, variant)
    return {
        "kernel": variant.key.kernel,
        "asm_kernel": kernel.name,
        "target": variant.key.target,
        "config": dict(variant.config),
        "triton_version": variant.triton_version,
        "asm_file": variant.asm_path,
        # the file whose lines asm line numbers count: asm_file, or a cubin's SASS listing beside it
        "listing_file": variant.findings_path,
        # not for a raw .s; for a cubin where Triton's metadata lies beside it
        "launch_lds_known": variant.launch_lds_bytes is not None or res.launch_shared_bytes is not None,
        "instructions": len(kernel.instructions),
        "histogram": dict(analysis.histogram),
        "hot_loop_histogram": dict(hot.histogram) if hot else {},
        "categories": {
            CATEGORY_LABELS[c]: {"kernel": n, "hot_loop": cats_hot[c]} for c, n in cats_all.items() if n or cats_hot[c]
        },
        "resources": resources,
        "occupancy": occupancy,
        "loops": [_loop_json(stats, stats is hot) for stats in analysis.loops],
    }


def _sm_resources(kernel: Kernel, analysis: KernelAnalysis, variant: Variant) -> tuple[dict[str, Any], Any]:
    """An NVIDIA kernel's resources (as the driver reports them) and blocks per SM."""
    res, occ = kernel.resources, analysis.sm_occupancy
    dynamic = variant.launch_lds_bytes or res.launch_shared_bytes
    resources = {
        "registers": res.registers,
        "stack_bytes": res.scratch_bytes,
        "spill_store_bytes": res.spill_store_bytes,
        "spill_load_bytes": res.spill_load_bytes,
        "static_shared_bytes": res.lds_bytes,
        "dynamic_shared_bytes": dynamic,
        "shared_bytes": (res.lds_bytes or 0) + (dynamic or 0),
        "threads_per_block": res.max_flat_workgroup_size,
    }
    if occ is None:
        return resources, None
    return resources, {
        "blocks_per_sm": occ.blocks_per_sm,
        "warps_per_sm": occ.warps_per_sm,
        "limited_by": occ.limited_by,
        "blocks_by_registers": occ.blocks_by_registers,
        "blocks_by_shared_memory": occ.blocks_by_shared,
        "blocks_by_warps": occ.blocks_by_warps,
        "max_threads_per_block": occ.max_threads_per_block,
        "registers_until_block_loss": occ.registers_until_block_loss,
        "shared_bytes_until_block_loss": occ.shared_bytes_until_block_loss,
    }


def _amd_resources(kernel: Kernel, analysis: KernelAnalysis, variant: Variant) -> tuple[dict[str, Any], Any]:
    res, occ = kernel.resources, analysis.occupancy
    resources: dict[str, Any] = {k: getattr(res, k) for k in RESOURCE_KEYS}
    resources["accum_offset"] = res.accum_offset
    if occ is not None and occ.lds_bytes > (res.lds_bytes or 0):
        resources["lds_bytes"] = occ.lds_bytes  # Triton's launch-time LDS, which the asm does not count
    resources["occupancy"] = occ.waves_per_simd if occ else res.occupancy
    # A workgroup that needs more LDS than the target has never launches: 0 waves, not the 1 the
    # register and LDS formulas bottom out at (AS007 and AS008 say the same).
    have = variant.target.lds_bytes
    need = occ.lds_bytes if occ is not None else None
    cannot_launch = need is not None and have is not None and need > have
    if cannot_launch:
        resources["occupancy"] = 0
    occupancy = (
        None
        if occ is None
        else {
            "llvm": res.occupancy,
            "computed": 0 if cannot_launch else occ.waves_per_simd,
            "limited_by": "lds" if cannot_launch else occ.limited_by,
            "cannot_launch": f"LDS: it needs {need} bytes, {variant.key.target} has {have}" if cannot_launch else None,
            "vgprs_until_wave_loss": occ.vgprs_until_wave_loss,
            "agprs_until_wave_loss": occ.agprs_until_wave_loss,
            "lds_bytes_until_wave_loss": occ.lds_bytes_until_wave_loss,
        }
    )
    return resources, occupancy


def _loop_json(stats: LoopStats, is_hot: bool) -> dict[str, Any]:
    return {
        "header": stats.label,
        "asm_line": stats.first_line,
        "depth": stats.loop.depth,
        "innermost": stats.loop.is_innermost,
        "hot": is_hot,
        "blocks": len(stats.loop.blocks),
        "instructions": stats.instructions,
        "histogram": dict(stats.histogram),
    }


# ----------------------------------------------------------------------------------------------
# Terminal rendering
# ----------------------------------------------------------------------------------------------


def render_table(data: Mapping[str, Any], top: int = 15) -> str:
    cfg = ",".join(f"{k}={v}" for k, v in data["config"].items()) or "-"
    triton = data["triton_version"] or "?"
    listing = data.get("listing_file", data["asm_file"])
    out = [
        f"{data['kernel']} @ {data['target']}   ({data['instructions']} instructions, triton {triton})",
        f"config: {cfg}",
        f"asm:    {data['asm_file']}",
        *([f"sass:   {listing}"] if listing != data["asm_file"] else []),
        "",
        tabulate(
            [(name, v["kernel"], v["hot_loop"]) for name, v in data["categories"].items()],
            headers=["category", "kernel", "hot loop"],
            tablefmt="simple",
        ),
        "",
        tabulate(
            [(m, n, data["hot_loop_histogram"].get(m, 0)) for m, n in list(data["histogram"].items())[:top]],
            headers=[f"top {top} mnemonics", "kernel", "hot loop"],
            tablefmt="simple",
        ),
        "",
    ]
    res, occ = data["resources"], data["occupancy"]
    rows: list[tuple[str, Any]] = [(k, "-" if v is None else v) for k, v in res.items()]
    if not data["launch_lds_known"]:
        rows = [(k, f"{v} + launch-time LDS: unknown outside a spec" if k == "lds_bytes" else v) for k, v in rows]
    if occ is not None and "blocks_per_sm" in occ:  # NVIDIA
        rows += [
            ("blocks per SM", f"{occ['blocks_per_sm']} ({occ['warps_per_sm']} warps), limited by {occ['limited_by']}"),
            ("registers until a block is lost", occ["registers_until_block_loss"]),
            ("shared bytes until a block is lost", occ["shared_bytes_until_block_loss"]),
        ]
    elif occ is not None:
        rows += [
            ("occupancy (LLVM)", "-" if occ["llvm"] is None else occ["llvm"]),
            (
                "occupancy (computed)",
                f"cannot launch ({occ['cannot_launch']})"
                if occ.get("cannot_launch")
                else f"{_waves(occ['computed'])}/SIMD, limited by {occ['limited_by']}",
            ),
            ("VGPRs until a wave is lost", occ["vgprs_until_wave_loss"]),
            ("AGPRs until a wave is lost", occ["agprs_until_wave_loss"]),
            ("LDS bytes until a wave is lost", occ["lds_bytes_until_wave_loss"]),
        ]
    out.append(tabulate(rows, headers=["resource", "value"], tablefmt="simple", disable_numparse=True))
    if not data["launch_lds_known"]:
        out.append(
            "(an assembly file or code object counts only the LDS its code allocates; a launch can add dynamic LDS, "
            "and Triton adds its shared memory that way, so the LDS figures and the occupancy may be optimistic: "
            "`asmscope inspect KERNEL` from the spec knows it)"
        )
    return "\n".join(out) + "\n"


def render_loops(data: Mapping[str, Any], top: int = 6) -> str:
    rows = []
    for lp in data["loops"]:
        mix = ", ".join(f"{m} {n}" for m, n in list(lp["histogram"].items())[:top])
        mark = " (hot)" if lp["hot"] else ""
        rows.append((f"{lp['header']}{mark}", lp["asm_line"], lp["depth"], lp["blocks"], lp["instructions"], mix))
    if not rows:
        return "no loops\n"
    headers = ["loop header", "asm line", "depth", "blocks", "instructions", "top mnemonics"]
    return tabulate(rows, headers=headers, tablefmt="simple") + "\n"


def _same(path: str) -> str:
    return path


def line_histograms(kernel: Kernel, here: Callable[[str], str] = _same) -> dict[tuple[str, int], Counter[str]]:
    """(file, line) -> mnemonic counts, for every Python line that produced code; `here` maps the
    asm's source paths to this checkout's (Variant.source_here)."""
    groups: dict[tuple[str, int], Counter[str]] = {}
    for instr in kernel.instructions:
        if instr.loc is not None and instr.loc.line > 0:
            groups.setdefault((here(instr.loc.file), instr.loc.line), Counter())[instr.mnemonic] += 1
    return groups


def by_line(kernel: Kernel, here: Callable[[str], str] = _same) -> list[tuple[str, int, str, int, str]]:
    """(file, line, source text, instruction count, main mnemonics) for every Python line that
    produced code, in source order."""
    texts = SourceLines()
    rows = []
    for (file, line), counts in sorted(line_histograms(kernel, here).items()):
        main = ", ".join(f"{m} x{n}" if n > 1 else m for m, n in counts.most_common(3))
        rows.append((file, line, texts.line(file, line) or "", sum(counts.values()), main))
    return rows


def render_by_line(kernel: Kernel, here: Callable[[str], str] = _same) -> str:
    rows = by_line(kernel, here)
    if not rows:
        return "no .loc source lines in this assembly\n"
    out, current = [], None
    for file, line, text, count, main in rows:
        if file != current:
            out.append(f"\n{file}")
            current = file
        out.append(f"{line:6d} {count:6d}  {text.rstrip()[:70]:<70}  {main}")
    return "\n".join(out).lstrip("\n") + "\n"


def render_annotated_asm(kernel: Kernel, here: Callable[[str], str] = _same) -> str:
    texts = SourceLines()
    out, last = [], None
    labels = {lb.index: lb.name for lb in kernel.labels}
    for instr in kernel.instructions:
        if instr.index in labels:
            out.append(f"{labels[instr.index]}:")
        key = (here(instr.loc.file), instr.loc.line) if instr.loc else None
        if key != last and key is not None and key[1] > 0:
            out.append(f"    ; {Path(key[0]).name}:{key[1]}: {(texts.line(*key) or '').strip()}")
        last = key
        out.append(f"    {instr.text:<60} ; line {instr.line}")
    return "\n".join(out) + "\n"


def _waves(n: int) -> str:
    return f"{n} wave" if n == 1 else f"{n} waves"


# ----------------------------------------------------------------------------------------------
# --pressure: live registers along the kernel, the peak and the Python lines behind it
# ----------------------------------------------------------------------------------------------


def pressure_json(kernel: Kernel, analysis: KernelAnalysis, here: Callable[[str], str] = _same) -> dict[str, Any]:
    """The documented `pressure` object of `inspect --pressure --format json`; `here` maps the
    asm's source paths to this checkout's (Variant.source_here)."""
    hot = analysis.hot_loop
    found = liveness.pressure(kernel, analysis.cfg, hot.loop if hot else None, liveness.model_for(analysis.target))
    live = found.liveness
    texts = SourceLines()
    instructions = kernel.instructions
    addresses = kernel.addresses

    def offset(i: int) -> int | None:
        return addresses[i] if i < len(addresses) and addresses[i] >= 0 else None

    def point(p: liveness.PressurePoint) -> dict[str, Any]:
        ins = instructions[p.index]
        return {
            "offset": offset(p.index),
            "asm_line": ins.line,
            "instruction": ins.text,
            "live": dict(p.live),
            "lines": [group_json(g) for g in p.groups],
        }

    def group_json(g: liveness.LiveGroup) -> dict[str, Any]:
        g = g.located(here)
        text = texts.line(g.loc.file, g.loc.line) if g.loc else None
        return {
            "file": g.loc.file if g.loc else None,
            "line": g.loc.line if g.loc else None,
            "source": text.strip() if text else None,
            "name": liveness.assigned_name(text) if text else None,
            "label": liveness.group_label(g, texts.line),
            "on_entry": g.on_entry,
            "live": dict(g.live),
            "registers": g.registers,
            "asm_lines": list(g.asm_lines),
        }

    loop = found.hot_loop
    return {
        "allocated": liveness.allocated(kernel, liveness.model_for(analysis.target)),
        "peak": dict(found.peak),
        "peak_point": point(found.point) if found.point else None,
        "hot_loop": None
        if loop is None
        else {
            "header": loop.label,
            "peak_point": point(loop.peak),
            "across_back_edge": {
                "live": dict(loop.across_back_edge),
                "lines": [group_json(g) for g in loop.back_edge_groups],
            },
        },
        "loops": [
            {"header": s.label, "depth": s.loop.depth, "asm_lines": _loop_span(kernel, analysis, s)}
            for s in analysis.loops
        ],
        "instructions": [
            {"offset": offset(i), "asm_line": ins.line, "live": live.live_counts(i)}
            for i, ins in enumerate(instructions)
        ],
    }


def _loop_span(kernel: Kernel, analysis: KernelAnalysis, stats: LoopStats) -> list[int]:
    """[first, last] asm line of a loop's instructions."""
    lines = [kernel.instructions[i].line for i in analysis.cfg.loop_instructions(stats.loop)]
    return [min(lines), max(lines)] if lines else []


def render_pressure(data: Mapping[str, Any], rows: int = 32, width: int = 40) -> str:
    """The per-line tables (peak, hot loop, back edge) and a text chart along the asm."""
    pressure = data["pressure"]
    classes = list(pressure["peak"])
    allocated = pressure["allocated"]
    out = [
        "register pressure (live registers per instruction)",
        tabulate(
            [
                ("peak live", *(pressure["peak"][c] for c in classes)),
                ("allocated", *(_dash(allocated.get(c)) for c in classes)),
            ],
            headers=["", *classes],
            tablefmt="simple",
            disable_numparse=True,
        ),
        "",
    ]
    peak = pressure["peak_point"]
    if peak is None:
        return "\n".join(out) + "no instructions\n"
    out += _pressure_point("kernel peak", peak, classes)
    loop = pressure["hot_loop"]
    if loop is not None:
        out += _pressure_point(f"hot loop {loop['header'] or ''} peak", loop["peak_point"], classes)
        across = loop["across_back_edge"]
        out.append(
            f"live across the back edge of {loop['header'] or 'the hot loop'}: {liveness.live_text(across['live'])}"
        )
        out.append(_lines_table(across["lines"], classes))
        out.append("")
    out.append(_pressure_chart(pressure, classes, rows, width))
    return "\n".join(out) + "\n"


def _pressure_point(title: str, point: Mapping[str, Any], classes: list[str]) -> list[str]:
    return [
        f"{title}: asm line {point['asm_line']} ({point['instruction']}): {liveness.live_text(point['live'])} live",
        _lines_table(point["lines"], classes),
        "",
    ]


def _lines_table(groups: list[Mapping[str, Any]], classes: list[str], top: int = 12) -> str:
    rows = [
        (g["label"], *(g["live"][c] or "" for c in classes), (g["source"] or "")[:50], _clip(g["registers"], 40))
        for g in groups[:top]
    ]
    table = tabulate(rows, headers=["defined by", *classes, "source", "registers"], tablefmt="simple")
    rest = groups[top:]
    if rest:
        counts = ", ".join(f"{sum(g['live'][c] for g in rest)} {c}" for c in classes)
        table += f"\n({len(rest)} more lines hold {counts}; --format json lists them all)"
    return table


def _pressure_chart(pressure: Mapping[str, Any], classes: list[str], rows: int, width: int) -> str:
    """One row per run of instructions: the most registers live in it as a bar (the first two
    classes, e.g. VGPRs `#` then AGPRs `@`, which share AMD's unified register file), loops
    marked by depth (`|` per level) and the header where a loop starts."""
    per_instruction = pressure["instructions"]
    n = len(per_instruction)
    step = max(1, -(-n // rows))
    scale = max(1, max(sum(p["live"][c] for c in classes[:2]) for p in per_instruction))
    depth_at: dict[int, int] = {}
    starts: dict[int, str] = {}
    for lp in pressure["loops"]:
        if lp["asm_lines"]:
            first, last = lp["asm_lines"]
            starts.setdefault(first, lp["header"] or "loop")
            for p in per_instruction:
                if first <= p["asm_line"] <= last:
                    depth_at[p["asm_line"]] = depth_at.get(p["asm_line"], 0) + 1
    peak_line = pressure["peak_point"]["asm_line"]
    out = [
        f"pressure along the asm ({step} instructions a row; bar: {_bar_legend(classes)}, full width = {scale};"
        " | = loop depth)",
        f"{'asm lines':>13}  {'loop':<14} {'':<{width}} " + " ".join(f"{c:>5}" for c in classes),
    ]
    for start in range(0, n, step):
        chunk = per_instruction[start : start + step]
        most = {c: max(p["live"][c] for p in chunk) for c in classes}
        first_line, last_line = chunk[0]["asm_line"], chunk[-1]["asm_line"]
        depth = max(depth_at.get(p["asm_line"], 0) for p in chunk)
        header = next((starts[p["asm_line"]] for p in chunk if p["asm_line"] in starts), "")
        primary = most[classes[0]]
        second = most[classes[1]] if len(classes) > 1 else 0
        bar = "#" * round(primary * width / scale) + "@" * round(second * width / scale)
        mark = " <- peak" if first_line <= peak_line <= last_line else ""
        loop = ("|" * depth + (" " + header if header else ""))[:14]
        out.append(
            f"{first_line:>6}-{last_line:<6}  {loop:<14} {bar[:width]:<{width}} "
            + " ".join(f"{most[c]:>5}" for c in classes)
            + mark
        )
    return "\n".join(out)


def _bar_legend(classes: list[str]) -> str:
    return " then ".join(f"{c} {mark}" for c, mark in zip(classes[:2], "#@", strict=False))


def _dash(value: object) -> object:
    return "-" if value is None else value


def _clip(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 3] + "..."
