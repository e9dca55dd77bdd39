"""Real compiles of the repository's wgrad kernel (kernels/gemm.py), one per epilogue and target,
shared by the IR tests of a session."""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.compile import CompileCache, compile_variants, plan_variants
from asmscope.spec import load_spec_file, select_kernels

ROOT = Path(__file__).resolve().parents[2]
WGRAD = {"BLOCK_M": 256, "BLOCK_N": 128, "num_stages": 2, "kpack": 1, "GROUP_M": 4, "CHUNK": 32}


@pytest.fixture(scope="session")
def wgrad_variants(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """{(target, "legacy"|"trans"): Variant} for the llama70b wgrad shape."""
    spec = load_spec_file(ROOT / "kernels" / "asmscope.toml")
    (kspec,) = select_kernels(spec, ["fp8_gemm_tn"])
    plan = [
        p
        for p in plan_variants(spec, [kspec])
        if p.key.shape == "llama70b_up_wgrad" and all(dict(p.config).get(k) == v for k, v in WGRAD.items())
    ]
    picked = {}
    for p in plan:
        which = "trans" if dict(p.config)["WGRAD_TRANS_STORE"] else "legacy"
        picked.setdefault((p.key.target, which), p)
    cache = CompileCache(tmp_path_factory.mktemp("ir-cache"))
    out = compile_variants(list(picked.values()), cache, jobs=2)
    assert not out.errors, out.errors
    by_key = {v.key: v for v in out.compiled}
    return {k: by_key[p.key] for k, p in picked.items()}
