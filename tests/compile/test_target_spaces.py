"""Per-target autotune spaces: each target is planned and compiled with that target active while
the user's module is imported, and a saved plan is redone when anything that shaped it changed."""

from __future__ import annotations

import re
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from asmscope.compile import CompileCache, compile_variants, plan_variants, plan_variants_cached
from asmscope.spec import SpecError, load_spec_file

HERE = Path(__file__).parent

SPACES = """
targets = ["gfx942", "gfx950"]
python-path = ["{here}"]
[shapes]
s = {{ N = 4096 }}
{kernels}
"""

KERNEL = """
[[kernel]]
name = "{name}"
function = "target_spaces:{name}"
args = {{ x_ptr = "fp32", out_ptr = "fp32", n = "N" }}
{extra}
"""


def _spec(tmp_path: Path, *names: str, extra: str = "", here: Path = HERE):
    kernels = "".join(KERNEL.format(name=n, extra=extra) for n in names)
    path = tmp_path / "asmscope.toml"
    path.write_text(SPACES.format(here=here, kernels=kernels), encoding="utf-8")
    return load_spec_file(path)


def _space(plan, kernel: str, target: str) -> set[tuple[int, int]]:
    return {
        (dict(pv.config)["BLOCK_N"], dict(pv.config)["num_stages"])
        for pv in plan
        if pv.key.kernel == kernel and pv.key.target == target
    }


GFX942 = {(128, 1), (128, 2)}
GFX950 = {(n, s) for n in (64, 128) for s in (1, 2, 3)}


@pytest.mark.parametrize("kernel", ["by_driver", "by_torch"])
def test_each_target_gets_its_own_space(tmp_path: Path, kernel: str) -> None:
    plan = plan_variants(_spec(tmp_path, kernel), _spec(tmp_path, kernel).kernels)
    assert _space(plan, kernel, "gfx942") == GFX942
    assert _space(plan, kernel, "gfx950") == GFX950
    assert "target_spaces" not in sys.modules  # planning leaves the caller's modules as they were


def test_workers_compile_each_target_under_its_own_import(tmp_path: Path) -> None:
    """One worker builds both targets' variants in turn: it must import the module afresh for
    gfx950, or the autotuner it prunes with would hold gfx942's list (no BLOCK_N = 64)."""
    spec = _spec(tmp_path, "by_driver")
    plan = plan_variants(spec, spec.kernels)
    outcome = compile_variants(plan, CompileCache(tmp_path / "cache"), jobs=1)
    assert not outcome.errors and not outcome.pruned
    built = {(c.key.target, dict(c.config)["BLOCK_N"], dict(c.config)["num_stages"]) for c in outcome.compiled}
    assert built == {("gfx942", *c) for c in GFX942} | {("gfx950", *c) for c in GFX950}
    for c in outcome.compiled:  # the code itself is for the target it is filed under
        # the triple's spelling varies by Triton's LLVM ("amdgpu9.42-amd-amdhsa-unknown-gfx942" in
        # 3.9, "amdgcn-amd-amdhsa--gfx942" in 3.6); its last part is the processor
        assert re.search(rf'\.amdgcn_target "[^"]*-{c.key.target}"', Path(c.asm_path).read_text())


def test_env_per_target_in_the_spec(tmp_path: Path) -> None:
    """A module that reads its GPU from an environment variable: the spec gives each target its
    value, and both the plan and the variants' cache keys follow it."""
    extra = 'env = { gfx942 = { USERS_TEST_ARCH = "gfx942" }, gfx950 = { USERS_TEST_ARCH = "gfx950" } }'
    spec = _spec(tmp_path, "by_env", extra=extra)
    plan = plan_variants(spec, spec.kernels)
    assert _space(plan, "by_env", "gfx942") == GFX942
    assert _space(plan, "by_env", "gfx950") == GFX950
    assert {pv.job["env"]["USERS_TEST_ARCH"] for pv in plan} == {"gfx942", "gfx950"}
    plain = plan_variants(_spec(tmp_path, "by_env"), _spec(tmp_path, "by_env").kernels)
    same = {pv.key: pv.cache_key for pv in plain} | {pv.key: pv.cache_key for pv in plan}
    assert len(same) == len({pv.key for pv in plain} | {pv.key for pv in plan})
    assert not {pv.cache_key for pv in plain} & {pv.cache_key for pv in plan}


def test_replans_when_an_env_var_read_at_import_changes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    spec = _spec(tmp_path, "by_env")
    replans: list[int] = []
    root = tmp_path / "cache"
    monkeypatch.setenv("USERS_TEST_ARCH", "gfx950")
    first = plan_variants_cached(spec, spec.kernels, ["gfx942"], root, lambda: replans.append(1))
    assert _space(first, "by_env", "gfx942") == GFX950 and len(replans) == 1
    plan_variants_cached(spec, spec.kernels, ["gfx942"], root, lambda: replans.append(1))
    assert len(replans) == 1  # nothing changed: the saved plan
    monkeypatch.setenv("USERS_TEST_ARCH", "gfx942")
    second = plan_variants_cached(spec, spec.kernels, ["gfx942"], root, lambda: replans.append(1))
    assert len(replans) == 2 and _space(second, "by_env", "gfx942") == GFX942
    monkeypatch.delenv("USERS_TEST_ARCH")  # unset is a value too
    plan_variants_cached(spec, spec.kernels, ["gfx942"], root, lambda: replans.append(1))
    assert len(replans) == 3


HELPER = "BLOCKS = {blocks}\n"
USER_MODULE = """
import triton
import triton.language as tl
from space_helper import BLOCKS


@triton.autotune(configs=[triton.Config({{"BLOCK_N": b}}, num_warps=4) for b in BLOCKS], key=["n"])
@triton.jit
def {name}(x_ptr, out_ptr, n, BLOCK_N: tl.constexpr):
    offs = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)
"""


def test_replans_when_a_helper_module_changes(tmp_path: Path) -> None:
    """The helper is imported by the kernel's module, not named by the spec: its source still
    shapes the plan (here, the autotune list)."""
    (tmp_path / "space_helper.py").write_text(HELPER.format(blocks="(64, 128)"), encoding="utf-8")
    (tmp_path / "target_spaces.py").write_text(USER_MODULE.format(name="helped"), encoding="utf-8")
    spec = _spec(tmp_path, "helped", here=tmp_path)
    replans: list[int] = []
    root = tmp_path / "cache"
    first = plan_variants_cached(spec, spec.kernels, ["gfx942"], root, lambda: replans.append(1))
    assert {dict(pv.config)["BLOCK_N"] for pv in first} == {64, 128}
    plan_variants_cached(spec, spec.kernels, ["gfx942"], root, lambda: replans.append(1))
    assert len(replans) == 1
    (tmp_path / "space_helper.py").write_text(HELPER.format(blocks="(64, 128, 256)"), encoding="utf-8")
    second = plan_variants_cached(spec, spec.kernels, ["gfx942"], root, lambda: replans.append(1))
    assert len(replans) == 2
    assert {dict(pv.config)["BLOCK_N"] for pv in second} == {64, 128, 256}


def test_unknown_knob_names_file_and_key(tmp_path: Path) -> None:
    spec = _spec(tmp_path, "by_driver", extra="knobs = { amd = { use_async_cpy = true } }")
    with pytest.raises(SpecError) as err:
        plan_variants(spec, spec.kernels)
    text = str(err.value)
    assert str(tmp_path / "asmscope.toml") in text and "knobs.amd.use_async_cpy" in text
    assert "use_async_copy" in text  # the knobs the installed Triton has are listed
    spec = _spec(tmp_path, "by_driver", extra='knobs = { "amd.use_async_copy" = "yes" }')
    with pytest.raises(SpecError, match=r"knobs\.amd\.use_async_copy: expected a bool"):
        plan_variants(spec, spec.kernels)


GEMM = """
targets = ["gfx942"]
python-path = ["{here}"]
[shapes]
even = {{ M = 4096, N = 4096, K = 4096 }}
[[kernel]]
name = "{name}"
function = "users_gemm:gemm"
configs = [ {{ BLOCK_M = 128, BLOCK_N = 128, BLOCK_K = 64, GROUP_M = 8, num_warps = 4, num_stages = 2 }} ]
{extra}
[kernel.args]
a_ptr = "bf16"
b_ptr = "bf16"
c_ptr = "bf16"
M = "M"
N = "N"
K = "K"
stride_am = "K"
stride_ak = 1
stride_bk = "N"
stride_bn = 1
stride_cm = "N"
stride_cn = 1
"""


def test_knobs_a_launcher_sets_reach_the_compiler(tmp_path: Path) -> None:
    """users_gemm's launcher turns on async copy; the spec says so with `knobs`, and the gfx942
    code then loads straight into LDS (`buffer_load_dword ... lds`), which it does not without."""
    import triton

    before = triton.knobs.amd.use_async_copy  # None on triton 3.9, False on 3.6
    plans = {}
    for name, extra in (("plain", ""), ("async", "knobs = { amd = { use_async_copy = true } }")):
        path = tmp_path / f"{name}.toml"
        path.write_text(GEMM.format(here=HERE, name=name, extra=extra), encoding="utf-8")
        spec = load_spec_file(path)
        plans[name] = plan_variants(spec, spec.kernels)
    assert triton.knobs.amd.use_async_copy is before  # planning left the knob as it was
    assert plans["async"][0].job["knobs"] == {"amd.use_async_copy": True}
    assert plans["async"][0].cache_key != plans["plain"][0].cache_key
    outcome = compile_variants([*plans["plain"], *plans["async"]], CompileCache(tmp_path / "cache"), jobs=1)
    assert not outcome.errors
    asm = {c.key.kernel: Path(c.asm_path).read_text() for c in outcome.compiled}
    lds_loads = {
        k: sum(" lds" in line and "buffer_load" in line for line in text.splitlines()) for k, text in asm.items()
    }
    assert lds_loads["plain"] == 0 and lds_loads["async"] > 0


# The same GEMM through the Python API (the arguments users_gemm's launcher passes)
GEMM_ARGS = {"a_ptr": "bf16", "b_ptr": "bf16", "c_ptr": "bf16", "M": 4096, "N": 4096, "K": 4096, "stride_am": 4096,
             "stride_ak": 1, "stride_bk": 4096, "stride_bn": 1, "stride_cm": 4096, "stride_cn": 1}  # fmt: skip
GEMM_TILE = {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "GROUP_M": 8, "num_warps": 4, "num_stages": 2}


def test_the_plan_knows_duplicate_configs(tmp_path: Path) -> None:
    spec = _spec(tmp_path, "duplicated")
    plan = plan_variants(spec, spec.kernels, ["gfx942"])
    assert len(plan) == 4  # each distinct config is compiled once
    counts = (("autotune_copies", 2), ("autotune_configs", 8), ("autotune_duplicates", 4))
    assert {pv.facts[:3] for pv in plan} == {counts}
    # one variant, the first repeated config, reports the list for its kernel and target
    (reporter,) = [pv for pv in plan if len(pv.facts) == 4]
    assert reporter is plan[0] and reporter.facts[3][0] == "autotune_repeated"
    assert reporter.facts[3][1].startswith("{BLOCK_N=64,num_warps=4,num_ctas=1,num_stages=1} x2; ")
    spec = _spec(tmp_path, "by_driver")
    (single,) = {pv.facts for pv in plan_variants(spec, spec.kernels, ["gfx942"])}
    assert single == (("autotune_copies", 1), ("autotune_configs", 2), ("autotune_duplicates", 0))


@pytest.mark.skipif(
    tuple(int(p) for p in version("triton").split(".")[:2]) < (3, 9),
    reason="codegen fact of triton 3.9: 3.6's code for this tile keeps too few v_accvgpr moves in the loop for AS021",
)
def test_agpr_moves_in_the_hot_loop_on_real_output(tmp_path: Path) -> None:
    """A 256x256 bf16 tile (with a row select in the loop) on gfx950 keeps its accumulator in
    AGPRs: AS021 measures the share of v_accvgpr_* moves in the K loop itself, which is higher
    than the kernel-wide share AS003 sees."""
    import asmscope

    from .users_gemm import gemm_row_groups

    tile = {**GEMM_TILE, "BLOCK_M": 256, "BLOCK_N": 256}
    cg = asmscope.codegen(gemm_row_groups, args={**GEMM_ARGS, "rows_kept": 4096 // 2}, config=tile, target="gfx950",
                          cache_dir=tmp_path / "cache", select=["AS003", "AS021"])  # fmt: skip
    found = {f.rule: f for f in cg.findings}
    loop, kernel = (float(found[r].message.split(" instructions are ")[1].split()[0]) for r in ("AS021", "AS003"))
    assert loop > kernel > 0.15
    assert "hot loop" in found["AS021"].message


def test_as007_cannot_launch_on_real_output(tmp_path: Path) -> None:
    """num_stages=4 keeps three 128x64 + 64x128 bf16 buffers in LDS, 98304 bytes: over gfx942's
    65536, so AS007 says the variant cannot launch instead of naming an occupancy it will never have;
    where AS008 runs too, it subsumes AS007 (#45.7): only "cannot launch" is reported."""
    import asmscope

    from .users_gemm import gemm

    def found(select: str) -> dict[str, str]:
        cg = asmscope.codegen(gemm, args=GEMM_ARGS, config={**GEMM_TILE, "num_stages": 4}, target="gfx942",
                              cache_dir=tmp_path / "cache", select=select)  # fmt: skip
        return {f.rule: f.message for f in cg.findings}

    both = found("AS007,AS008")
    assert "needs 98304 bytes of LDS" in both["AS008"] and "AS007" not in both
    alone = found("AS007")["AS007"]
    assert "occupancy 0 " in alone and "cannot launch" in alone
