"""The SwiGLU table of docs/findings.md: registers, spills and blocks per SM of kernels/swiglu.py's one-row
and column-tiled kernels per width, for sm_90a and sm_100a, as asmscope reads them from the
cubins it compiles for kernels/nvidia.toml (no GPU).

    python benchmarks/swiglu_nvidia_table.py [--cache-dir DIR] [-j N]

Registers are cuobjdump's (what the runtime's `n_regs` reports), spills the stack frame in 32-bit
words (Triton's `n_spills`), blocks per SM the CUDA occupancy rules at the variant's num_warps
(what `cuOccupancyMaxActiveBlocksPerMultiprocessor` answers).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from asmscope.analysis import analyze
from asmscope.compile import CompileCache, compile_variants, default_cache_dir, plan_variants
from asmscope.pipeline import analyze_variant
from asmscope.spec import load_spec_file

SPEC = Path(__file__).resolve().parents[1] / "kernels" / "nvidia.toml"
TARGETS = ("cuda:90", "cuda:100")


def cells(cache_dir: Path, jobs: int) -> dict[tuple[str, str, str, str], str]:
    """{(pass, geometry, shape, target): "regs / spills / blocks (warps)"} for every variant."""
    spec = load_spec_file(SPEC)
    outcome = compile_variants(plan_variants(spec, spec.kernels), CompileCache(cache_dir), jobs=jobs)
    if outcome.errors:
        raise SystemExit(f"{outcome.errors[0].key}: {outcome.errors[0].message}")
    found = {}
    for variant in outcome.compiled:
        analysed = analyze_variant(variant)
        if not isinstance(analysed, list):
            raise SystemExit(f"{variant.key}: {analysed.message}")
        (_, kernel, _), = analysed
        analysis = analyze(kernel, variant.key.target, dynamic_lds_bytes=variant.launch_lds_bytes or 0)
        res, occupancy = kernel.resources, analysis.sm_occupancy
        assert occupancy is not None and res.registers is not None and res.scratch_bytes is not None
        name = variant.key.kernel  # swiglu_{fwd,bwd}_{row,tiled}[_8w]
        _, direction, geometry, *_ = name.split("_")
        warps = dict(variant.config)["num_warps"]
        text = f"{res.registers} / {res.scratch_bytes // 4} / {occupancy.blocks_per_sm} ({warps} w)"
        found[(direction, geometry, variant.key.shape, variant.key.target)] = text
    return found


def table(found: dict[tuple[str, str, str, str], str]) -> str:
    shapes = sorted({key[2] for key in found}, key=lambda s: int(s.lstrip("w")))
    head = "| pass | n_cols | " + " | ".join(f"one-row {t}" for t in TARGETS) + " | "
    head += " | ".join(f"tiled {t}" for t in TARGETS) + " |"
    lines = [head, "|---|---:|" + "---|" * (2 * len(TARGETS))]
    for direction in ("fwd", "bwd"):
        for shape in shapes:
            row = [found.get((direction, g, shape, t), "—") for g in ("row", "tiled") for t in TARGETS]
            lines.append(f"| {direction} | {int(shape.lstrip('w')):,} | " + " | ".join(row) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache-dir", type=Path, default=None)
    parser.add_argument("-j", "--jobs", type=int, default=1)
    args = parser.parse_args()
    print(table(cells(args.cache_dir or default_cache_dir(), args.jobs)))


if __name__ == "__main__":
    main()
