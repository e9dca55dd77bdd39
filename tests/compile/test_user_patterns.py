"""Kernels as users write them (issue 26, items 1-5; issue 24, item 8): tests/compile/users_lib is
a library that asks Triton's driver about the GPU at import, puts `None`, `tl.dtype` values and a
pre_hook in its `triton.Config`s, takes dtype constexprs and an optional `None` pointer, and keeps
per-target configs in JSON and in a Python function. Its spec plans and compiles on both
targets, and the autotuned kernel is byte-identical to what Triton's own runtime path builds."""

from __future__ import annotations

import os
import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from asmscope.compile import CompileCache, compile_variants, plan_variants, plan_variants_cached
from asmscope.spec import DtypeValue, SpecError, load_spec_file, spec_from_table

from .test_fidelity import reference

HERE = Path(__file__).parent
LIB = HERE / "users_lib"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory):
    spec = load_spec_file(LIB / "asmscope.toml")
    plan = plan_variants(spec, spec.kernels)
    outcome = compile_variants(plan, CompileCache(tmp_path_factory.mktemp("users") / "cache"), jobs=2)
    return plan, outcome


def _space(plan, kernel: str, target: str) -> list[dict]:
    return [dict(pv.key.config) for pv in plan if pv.key.kernel == kernel and pv.key.target == target]


def test_the_library_plans_with_its_import_time_choices_per_target(built) -> None:
    """The module calls get_active_torch_device() and utils.get_device_properties() at import,
    and sizes its autotune list by the LDS the driver reports (gfx950's third config)."""
    plan, _ = built
    assert _space(plan, "scale", "gfx942") == [
        {"BLOCK": 256, "CACHE": None, "OUT": "tl.bfloat16", "num_warps": 4, "num_ctas": 1, "num_stages": 3},
        {"BLOCK": 256, "CACHE": ".cg", "OUT": "tl.float16", "num_warps": 4, "num_ctas": 1, "num_stages": 3},
    ]
    assert [c["OUT"] for c in _space(plan, "scale", "gfx950")] == ["tl.bfloat16", "tl.float16", "tl.float32"]
    # per-target configs: a JSON table, a Python function called with the target, TOML tables
    assert [c["BLOCK"] for c in _space(plan, "rms_norm_json", "gfx942")] == [512]
    assert [c["BLOCK"] for c in _space(plan, "rms_norm_json", "gfx950")] == [512, 1024]
    assert [c["BLOCK"] for c in _space(plan, "rms_norm_python", "gfx942")] == [1024]
    assert [c["BLOCK"] for c in _space(plan, "rms_norm_python", "gfx950")] == [1024, 2048]
    assert [c["BLOCK"] for c in _space(plan, "rms_norm_tables", "gfx950")] == [256, 512]


def test_every_variant_compiles_none_and_dtype_values_included(built) -> None:
    """A config value of None (and a config with a pre_hook) is the autotuner's own config, not
    one it pruned; dtype constexprs from the spec reach the kernel as tl dtypes."""
    plan, outcome = built
    assert not outcome.errors and not outcome.pruned
    assert len(outcome.compiled) == len(plan) == 14
    for variant in outcome.compiled:
        config = dict(variant.config)
        if variant.key.kernel.startswith("rms_norm"):  # what Triton's binder passed the kernel
            assert config["compute_type"] == "tl.float32"
            assert config["out_dtype"] in ("tl.bfloat16", "tl.float16")


def test_the_none_pointer_leaves_out_its_loads(built) -> None:
    """w_ptr = { none = true }: Triton specialises the `if w_ptr is not None` branch away."""
    _, outcome = built

    def loads(kernel: str) -> int:
        (variant,) = [
            c
            for c in outcome.compiled
            if c.key.kernel == kernel and c.key.target == "gfx950" and dict(c.key.config)["BLOCK"] == 1024
        ] or [None]
        assert variant is not None
        return sum(
            line.lstrip().startswith(("buffer_load", "global_load"))
            for line in Path(variant.asm_path).read_text().splitlines()
        )

    assert loads("rms_norm_python") < loads("rms_norm_json")


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_the_autotuned_kernel_is_what_tritons_runtime_path_builds(built, tmp_path: Path, arch: str) -> None:
    _, outcome = built
    ours = [Path(c.asm_path).read_text() for c in outcome.compiled if c.key.kernel == "scale" and c.key.target == arch]
    theirs = reference(
        arch, "users_lib.norms:scale", [{"dtype": "float32"}, {"dtype": "float32"}, None, 4096, 2.0], HERE, tmp_path
    )
    assert len(ours) == len(theirs) == (2 if arch == "gfx942" else 3)
    assert ours == theirs


MOVING = """
import os
from dataclasses import replace
import triton
import triton.language as tl

_BLOCKS = (64,) if os.environ.get("USERS_MOVING_LIST") == "planned" else (128,)


@triton.autotune(configs=[triton.Config({"BLOCK": b, "CACHE": None}) for b in _BLOCKS], key=[])
@triton.jit
def copy(x_ptr, out_ptr, BLOCK: tl.constexpr, CACHE: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs))
"""


def test_a_config_the_compile_does_not_find_is_an_error_not_pruned(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The module's list changes between planning and compiling: the planned variant is lost,
    which is a compile error naming the config, never 'pruned by the autotuner'."""
    (tmp_path / "moving.py").write_text(MOVING, encoding="utf-8")
    spec_path = tmp_path / "asmscope.toml"
    spec_path.write_text(
        f'targets = ["gfx942"]\npython-path = ["{tmp_path}"]\n[[kernel]]\nfunction = "moving:copy"\n'
        'args = { x_ptr = "fp32", out_ptr = "fp32" }\n',
        encoding="utf-8",
    )
    spec = load_spec_file(spec_path)
    monkeypatch.setenv("USERS_MOVING_LIST", "planned")
    plan = plan_variants(spec, spec.kernels)
    monkeypatch.setenv("USERS_MOVING_LIST", "compiled")
    outcome = compile_variants(plan, CompileCache(tmp_path / "cache"), jobs=1)
    assert not outcome.pruned and not outcome.compiled
    (error,) = outcome.errors
    assert error.variant.config[:2] == (("BLOCK", 64), ("CACHE", None))
    assert "BLOCK: 64" in error.message and "autotune list" in error.message
    monkeypatch.setenv("USERS_MOVING_LIST", "planned")  # as planned again: it compiles (nothing cached)
    again = compile_variants(plan, CompileCache(tmp_path / "cache"), jobs=1)
    assert not again.errors and len(again.compiled) == 1


@pytest.mark.parametrize(
    ("value", "expected"),
    [({"dtype": "bf16"}, DtypeValue("bf16")), ({"none": True}, None), ({"value": "x"}, "x")],
)
def test_tagged_values_in_args_constexprs_and_configs(tmp_path: Path, value: dict, expected: object) -> None:
    table = {
        "kernel": [
            {
                "function": "m:f",
                "args": {"a": value},
                "constexprs": {"C": value},
                "configs": {"gfx950": [{"B": value, "num_warps": 4}]},
            }
        ]
    }
    (kernel,) = spec_from_table(table, tmp_path / "asmscope.toml").kernels
    assert dict(kernel.args)["a"].value == expected
    assert dict(kernel.constexprs)["C"] == expected
    assert dict(kernel.config_source("gfx950").configs[0])["B"] == expected
    assert kernel.config_source("gfx942") is None


@pytest.mark.parametrize(
    ("configs", "message"),
    [
        ({"gfx951": []}, "configs.gfx951: expected a target name"),
        ({"json": 3}, "configs.json: expected the path of a JSON file"),
        ({"python": "no_colon"}, "configs.python: expected 'package.module:function'"),
        ([{"B": {"none": False}}], "config entry B: expected { none = true }"),
        ([{"B": {"dtype": "bf17"}}], "config entry B: unknown dtype 'bf17'"),
        ([{"B": {"tensor": "bf16"}}], "config entry B: expected { dtype"),
    ],
)
def test_bad_config_forms_are_one_line_errors(tmp_path: Path, configs: object, message: str) -> None:
    with pytest.raises(SpecError) as exc:
        spec_from_table({"kernel": [{"function": "m:f", "configs": configs}]}, tmp_path / "asmscope.toml")
    assert message in str(exc.value) and "\n" not in str(exc.value)


def test_a_json_table_without_the_target_names_the_file(tmp_path: Path) -> None:
    shutil.copytree(LIB, tmp_path / "users_lib")
    table = tmp_path / "users_lib" / "norms_configs.json"
    table.write_text('{"gfx950": [{"BLOCK": 512}]}', encoding="utf-8")
    spec = load_spec_file(tmp_path / "users_lib" / "asmscope.toml")
    with pytest.raises(SpecError) as exc:
        plan_variants(spec, [k for k in spec.kernels if k.name == "rms_norm_json"])
    assert str(exc.value).startswith(f"{table}: ") and "no configs for target gfx942" in str(exc.value)
    assert os.path.exists(table)


def test_an_edited_json_table_is_planned_again(tmp_path: Path) -> None:
    shutil.copytree(LIB, tmp_path / "users_lib")
    spec = load_spec_file(tmp_path / "users_lib" / "asmscope.toml")
    kernels = [k for k in spec.kernels if k.name == "rms_norm_json"]
    first = plan_variants_cached(spec, kernels, ["gfx942"], tmp_path / "cache")
    assert [dict(pv.key.config)["BLOCK"] for pv in first] == [512]
    (tmp_path / "users_lib" / "norms_configs.json").write_text('{"gfx942": [{"BLOCK": 256}]}', encoding="utf-8")
    again = plan_variants_cached(spec, kernels, ["gfx942"], tmp_path / "cache")
    assert [dict(pv.key.config)["BLOCK"] for pv in again] == [256]


@pytest.mark.parametrize("target", ["gfx942", "gfx950", "cuda:90"])
def test_the_driver_api_modules_call_is_served(target: str) -> None:
    """What real modules call on `triton.runtime.driver.active` at import or launch time, answered
    for the target; what only a device can answer raises DeviceNeeded, naming the call."""
    import torch
    from triton.runtime import driver

    from asmscope.compile.active import DeviceNeeded, activate
    from asmscope.targets import get_target

    facts = get_target(target)
    with activate(facts, {}, {}):
        active = driver.active
        assert active.get_active_torch_device() == torch.device("cuda", 0)
        assert active.get_device_interface().get_device_capability() == active.get_device_capability()
        props = active.utils.get_device_properties(active.get_current_device())
        assert props["max_shared_mem"] == facts.lds_bytes and props["warpSize"] == facts.warp_size
        assert props["multiprocessor_count"] == torch.cuda.get_device_properties(0).multi_processor_count
        assert ("arch" in props) == facts.is_amd
        assert active.is_active() and active.get_current_stream() == 0
        assert active.map_python_to_cpp_type("i32") == "int32_t"
        with pytest.raises(DeviceNeeded, match="get_benchmarker"):
            active.get_benchmarker()(lambda: None)
        with pytest.raises(DeviceNeeded, match=r"utils\.load_binary"):
            active.utils.load_binary("k", b"", 0, 0)
    assert not isinstance(driver._active, type(active))


def test_a_finding_in_tritons_library_names_the_users_line(built, tmp_path: Path) -> None:
    """tl.sum's reduction is Triton's own `standard.py`, inlined into rms_norm: a finding on one
    of its instructions names the innermost frame of the `.loc` inlining chain in the user's
    code, the `tl.sum(...)` line of norms.py (issue 26, item 10)."""
    from asmscope.isa import parse_module
    from asmscope.pipeline import check_variants
    from asmscope.rules import load_rules

    _, outcome = built
    variant = next(c for c in outcome.compiled if c.key.kernel == "rms_norm_json" and c.key.target == "gfx950")
    (kernel,) = parse_module(Path(variant.asm_path).read_text(), variant.asm_path).kernels
    library = {i.mnemonic for i in kernel.instructions if i.loc is not None and i.loc.file.endswith("/standard.py")}
    assert library  # the reduction's code is attributed to Triton's library by LLVM
    own = {i.mnemonic for i in kernel.instructions if i.loc is not None and i.loc.file.endswith("/norms.py")}
    mnemonic = sorted(library - own)[0]  # found only in the library's lines
    (tmp_path / "AS901-library-mnemonic.yaml").write_text(
        f"id: AS901\nname: library-mnemonic\nseverity: error\nsummary: test\nmessage: '{{mnemonic}}'\n"
        "docs: {what: t, why: t, example: t, fix: t}\n"
        f"check: {{kind: forbid, match: {{mnemonics: [{mnemonic}]}}}}\n",
        encoding="utf-8",
    )
    rules = load_rules([tmp_path], select=["AS901"])
    assert rules.errors == ()
    findings = [f for s in check_variants([variant], rules).summaries for f in s.findings]
    assert findings and all(f.source is not None for f in findings)
    lines = (LIB / "norms.py").read_text().splitlines()
    for f in findings:
        assert f.source is not None and f.source.file == str(LIB / "norms.py")
        assert "tl.sum(" in lines[f.source.line - 1]


def _inspect(tmp_path: Path, spec_text: str) -> dict:
    from asmscope.inspection import inspect_kernel, render_table
    from asmscope.pipeline import analyze_variant

    path = tmp_path / "asmscope.toml"
    path.write_text(spec_text, encoding="utf-8")
    spec = load_spec_file(path)
    outcome = compile_variants(plan_variants(spec, spec.kernels), CompileCache(tmp_path / "cache"), jobs=1)
    assert not outcome.errors
    ((variant, kernel, analysis),) = analyze_variant(outcome.compiled[0])
    data = inspect_kernel(kernel, analysis, variant)
    return {**data, "table": render_table(data), "llvm": kernel.resources.occupancy}


def test_inspect_says_cannot_launch_when_the_lds_is_over_the_limit(tmp_path: Path) -> None:
    """num_stages=4: 98304 bytes of LDS on gfx942 (65536): no wave launches (issue 26, item 13)."""
    from .test_target_spaces import GEMM

    data = _inspect(tmp_path, GEMM.format(here=HERE, name="deep", extra="").replace("num_stages = 2", "num_stages = 4"))
    assert data["resources"]["occupancy"] == 0 and data["occupancy"]["computed"] == 0
    assert "cannot launch (LDS: it needs 98304 bytes, gfx942 has 65536)" in data["table"]


def test_occupancy_of_a_waves_per_eu_kernel_is_llvms(tmp_path: Path) -> None:
    """waves_per_eu=3: LLVM gives each wave the registers of 3 waves (NumVGPRsForWavesPerEU) and
    says `; Occupancy: 3`; asmscope's own computation agrees (issue 26, item 14)."""
    spec = f"""
targets = ["gfx942"]
python-path = ["{HERE}"]
[[kernel]]
function = "users_lib.norms:scale"
configs = [ {{ BLOCK = 256, CACHE = ".cg", OUT = {{ dtype = "fp16" }}, waves_per_eu = 3, num_warps = 4 }} ]
args = {{ x_ptr = "fp32", out_ptr = "fp32", bias_ptr = {{ none = true }}, n = 4096, factor = 2.0 }}
"""
    data = _inspect(tmp_path, spec)
    assert data["llvm"] == 3
    assert data["occupancy"]["computed"] == data["resources"]["occupancy"] == 3
    assert data["occupancy"]["limited_by"] == "waves_per_eu"


def test_a_narrow_tile_store_is_flagged_without_a_wgrad_tag(tmp_path: Path) -> None:
    """A 64x128 fp16 tile stored with a row stride Triton cannot prove 16-byte aligned (N = 4100)
    goes out as 32 buffer_store_short per thread, with N = 4096 as 4 buffer_store_dwordx4: AS022
    flags the first on both targets, any kernel, no tag needed (issue 26, item 18)."""
    from asmscope.pipeline import check_variants
    from asmscope.rules import load_rules

    path = tmp_path / "asmscope.toml"
    path.write_text(
        f"""
targets = ["gfx942", "gfx950"]
python-path = ["{HERE}"]
[shapes]
aligned = {{ M = 4096, N = 4096 }}
ragged = {{ M = 4096, N = 4100 }}
[[kernel]]
function = "users_lib.tiles:scale_tile"
shapes = ["aligned", "ragged"]
configs = [ {{ BLOCK_M = 64, BLOCK_N = 128, num_warps = 4 }} ]
args = {{ x_ptr = "fp16", out_ptr = "fp16", M = "M", N = "N", stride_xm = "N", stride_om = "N", scale = 0.5 }}
""",
        encoding="utf-8",
    )
    spec = load_spec_file(path)
    outcome = compile_variants(plan_variants(spec, spec.kernels), CompileCache(tmp_path / "cache"), jobs=2)
    assert not outcome.errors and len(outcome.compiled) == 4
    evaluation = check_variants(outcome.compiled, load_rules(select=["AS022"]))
    flagged = {(s.key.shape, s.key.target): [f for f in s.findings if f.rule == "AS022"] for s in evaluation.summaries}
    lines = (LIB / "tiles.py").read_text().splitlines()
    for target in ("gfx942", "gfx950"):
        assert flagged[("aligned", target)] == []
        (finding,) = flagged[("ragged", target)]
        assert "32 narrow stores (buffer_store_short first" in finding.message
        assert finding.source is not None and "tl.store(" in lines[finding.source.line - 1]
    wgrad = [replace(v, tags=("wgrad",)) for v in outcome.compiled]  # AS001's case, not this rule's
    assert all(not s.findings for s in check_variants(wgrad, load_rules(select=["AS022"])).summaries)


def test_the_html_diff_does_not_mark_moved_source_lines_as_changes(tmp_path: Path) -> None:
    """The same kernel compiled from two checkouts, one with a line added above it: only the
    `.file` and `.loc` directives differ, and the HTML diff's alignment has no change (issue 26,
    item 16)."""
    from asmscope.report.html import aligned

    listings = []
    for side, prefix in (("a", ""), ("b", "# one more line above the kernel\n")):
        lib = tmp_path / side / "users_lib"
        shutil.copytree(LIB, lib)
        (lib / "tiles.py").write_text(prefix + (LIB / "tiles.py").read_text(), encoding="utf-8")
        path = lib / "tiles.toml"
        path.write_text(
            'targets = ["gfx950"]\npython-path = [".."]\n[[kernel]]\nfunction = "users_lib.tiles:scale_tile"\n'
            'configs = [ { BLOCK_M = 64, BLOCK_N = 128, num_warps = 4 } ]\nargs = { x_ptr = "fp16", out_ptr = "fp16", '
            'M = 4096, N = 4096, stride_xm = 4096, stride_om = 4096, scale = 0.5 }\n',
            encoding="utf-8",
        )
        spec = load_spec_file(path)
        outcome = compile_variants(plan_variants(spec, spec.kernels), CompileCache(tmp_path / side / "cache"), jobs=1)
        (variant,) = outcome.compiled
        listings.append(Path(variant.asm_path).read_text())
    a, b = listings
    assert a != b  # the directives differ: the line numbers and the checkout
    assert [op[0] for op in aligned(a, b)] == ["equal"]


def test_inspect_names_this_checkouts_sources_for_asm_compiled_elsewhere(tmp_path: Path) -> None:
    """A cache entry compiled in another checkout (a `diff` side's tree, deleted since) is read
    here: `inspect --by-line` names this checkout's files and shows their lines (issue 26, item 12)."""
    from asmscope import sourcetext
    from asmscope.inspection import by_line, pressure_json
    from asmscope.pipeline import analyze_variant

    spec_text = (
        'targets = ["gfx942"]\npython-path = [".."]\n[[kernel]]\nfunction = "users_lib.tiles:scale_tile"\n'
        'configs = [ { BLOCK_M = 64, BLOCK_N = 128, num_warps = 4 } ]\nargs = { x_ptr = "fp16", out_ptr = "fp16", '
        "M = 4096, N = 4096, stride_xm = 4096, stride_om = 4096, scale = 0.5 }\n"
    )
    cache = CompileCache(tmp_path / "cache")
    variants = {}
    for side in ("tree", "checkout"):
        shutil.copytree(LIB, tmp_path / side / "users_lib")
        (tmp_path / side / "users_lib" / "tiles.toml").write_text(spec_text, encoding="utf-8")
        spec = load_spec_file(tmp_path / side / "users_lib" / "tiles.toml")
        (variants[side],) = compile_variants(plan_variants(spec, spec.kernels), cache, jobs=1).compiled
        if side == "tree":
            shutil.rmtree(tmp_path / "tree")  # as `diff` removes its trees
    here = variants["checkout"]
    assert here.asm_path == variants["tree"].asm_path  # the same cache entry, compiled in the tree
    sourcetext.allow(spec.base_dir, *spec.python_path)  # this run's roots, as the commands allow them
    ((_, kernel, analysis),) = analyze_variant(here)
    rows = by_line(kernel, here.source_here)
    tiles = [r for r in rows if r[0].endswith("tiles.py")]
    assert tiles and all(r[0] == str(tmp_path / "checkout" / "users_lib" / "tiles.py") for r in tiles)
    assert any("tl.store(" in text for _, _, text, _, _ in tiles)
    # inspect --pressure: the lines live at the peak, named and quoted from this checkout
    held = [g for g in pressure_json(kernel, analysis, here.source_here)["peak_point"]["lines"] if g["file"]]
    assert held and all(not g["file"].startswith(str(tmp_path / "tree")) for g in held)
    tile_lines = [g for g in held if g["file"] == str(tmp_path / "checkout" / "users_lib" / "tiles.py")]
    assert tile_lines and all(g["source"] for g in tile_lines)


def test_add_configs_beside_the_decorators_list_are_compiled(tmp_path: Path) -> None:
    """An `add-configs` entry is not in the autotuner's list: it is compiled beside it, never
    reported as pruned or lost."""
    path = tmp_path / "asmscope.toml"
    path.write_text(
        f"""
targets = ["gfx942"]
python-path = ["{HERE}"]
[[kernel]]
function = "users_lib.norms:scale"
add-configs = [ {{ BLOCK = 512, CACHE = {{ none = true }}, OUT = {{ dtype = "bf16" }}, num_warps = 4 }} ]
args = {{ x_ptr = "fp32", out_ptr = "fp32", bias_ptr = {{ none = true }}, n = 4096, factor = 2.0 }}
""",
        encoding="utf-8",
    )
    spec = load_spec_file(path)
    outcome = compile_variants(plan_variants(spec, spec.kernels), CompileCache(tmp_path / "cache"), jobs=1)
    assert not outcome.errors and not outcome.pruned
    assert sorted(dict(c.key.config)["BLOCK"] for c in outcome.compiled) == [256, 256, 512]
