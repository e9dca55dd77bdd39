"""The FP8 GEMM table of docs/findings.md: for each kernel of kernels/gemm.py's blockwise FP8
family on sm_90a and sm_100a (kernels/nvidia_fp8.toml, no GPU), its hot loop's tensor-core ops
and byte-wide shared-memory stores, its global stores, registers and blocks per SM, as asmscope
reads them from the cubins it compiles.

    python benchmarks/gemm_nvidia_table.py [--cache-dir DIR] [-j N]

Registers are cuobjdump's (the runtime's `n_regs`), blocks per SM the CUDA occupancy rules at
the variant's num_warps and launch shared memory; the hot loop is asmscope's (the innermost
loop with the most instructions: the K loop).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from asmscope.compile import CompileCache, compile_variants, default_cache_dir, plan_variants
from asmscope.pipeline import analyze_variant
from asmscope.spec import load_spec_file

SPEC = Path(__file__).resolve().parents[1] / "kernels" / "nvidia_fp8.toml"
TARGETS = ("cuda:90", "cuda:100")
ROWS = (  # (spec kernel, WGRAD_TRANS_STORE or None, what the table calls it)
    ("fp8_gemm_nt", None, "fwd (NT)"),
    ("fp8_gemm_nn", None, "dgrad (NN)"),
    ("fp8_gemm_tn", True, "wgrad (TN), transposed epilogue"),
    ("fp8_gemm_tn", False, "wgrad (TN), legacy epilogue"),
)
TENSOR_CORE = ("QGMMA", "HGMMA", "HMMA", "UTCQMMA", "UTCHMMA")
NARROW_SHARED = ("STS.U8", "STS.S8", "STS.U16", "STS.S16")  # shared-memory stores of 8 or 16 bits


def facts(cache_dir: Path, jobs: int) -> dict[tuple[str, object, str], dict[str, object]]:
    """{(kernel, WGRAD_TRANS_STORE, target): the cell's figures} for every variant of the spec."""
    spec = load_spec_file(SPEC)
    outcome = compile_variants(plan_variants(spec, spec.kernels), CompileCache(cache_dir), jobs=jobs)
    if outcome.errors:
        raise SystemExit(f"{outcome.errors[0].key}: {outcome.errors[0].message}")
    found: dict[tuple[str, object, str], dict[str, object]] = {}
    for variant in outcome.compiled:
        analysed = analyze_variant(variant)
        if not isinstance(analysed, list):
            raise SystemExit(f"{variant.key}: {analysed.message}")
        ((_, kernel, analysis),) = analysed
        hot = analysis.hot_loop
        assert hot is not None and analysis.sm_occupancy is not None
        mma = {m: n for m, n in hot.histogram.items() if m.split(".")[0] in TENSOR_CORE}
        stores = sorted({i.mnemonic for i in kernel.instructions if i.base == "STG"})
        config = dict(variant.config)
        found[(variant.key.kernel, config.get("WGRAD_TRANS_STORE"), variant.key.target)] = {
            "mma": mma,
            "narrow_shared": sum(n for m, n in hot.histogram.items() if m in NARROW_SHARED),
            "global_stores": stores,
            "registers": kernel.resources.registers,
            "blocks_per_sm": analysis.sm_occupancy.blocks_per_sm,
            "warps": config["num_warps"],
            "cubin": variant.asm_path,
        }
    return found


def cell(f: dict[str, object]) -> str:
    mma = f["mma"]
    assert isinstance(mma, dict)
    ops = ", ".join(f"{n} {m.split('.')[0]}" for m, n in sorted(mma.items())) or "no tensor-core op"
    return f"{ops}; {f['narrow_shared']} STS.U8; {f['registers']} regs, {f['blocks_per_sm']} block ({f['warps']} w)"


def table(found: dict[tuple[str, object, str], dict[str, object]]) -> str:
    lines = ["| kernel | " + " | ".join(TARGETS) + " |", "|---|" + "---|" * len(TARGETS)]
    for kernel, trans, label in ROWS:
        lines.append(f"| {label} | " + " | ".join(cell(found[(kernel, trans, t)]) for t in TARGETS) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache-dir", type=Path, default=None)
    parser.add_argument("-j", "--jobs", type=int, default=1)
    args = parser.parse_args()
    print(table(facts(args.cache_dir or default_cache_dir(), args.jobs)))


if __name__ == "__main__":
    main()
