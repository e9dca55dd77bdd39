"""The Python API and its assertion helpers on real Triton output (asmscope.api, asmscope.testing)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import triton
import triton.language as tl

import asmscope
from asmscope.api import CodegenError, Session
from asmscope.testing import assert_mnemonic_count, assert_no_findings, assert_no_spills, assert_occupancy

from .sample_kernels import fragile, scale_add

HERE = Path(__file__).parent


@triton.jit
def _copy(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs))


# decorated again under another name: the workers must import this object, not `_copy`
copy_256 = triton.autotune(configs=[triton.Config({"BLOCK": 256}, num_warps=4)], key=[])(_copy)
REPO = HERE.parent.parent
ARGS = {"x_ptr": "fp16", "y_ptr": "fp32", "out_ptr": "bf16", "n": 4096, "stride": 1, "alpha": 0.5}
BLOCK_256 = {"BLOCK": 256, "num_warps": 4, "num_stages": 1}


@pytest.fixture(scope="module")
def session(tmp_path_factory: pytest.TempPathFactory) -> Session:
    with Session(cache_dir=tmp_path_factory.mktemp("api-cache"), jobs=1) as s:
        yield s


def test_codegen_is_what_inspect_shows_for_the_same_variant(session: Session, tmp_path: Path) -> None:
    """The oracle is the CLI: `asmscope inspect -f json` of the same kernel, config and target
    from a spec file compiles the same code and describes it with the same figures."""
    cg = session.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950")
    spec = tmp_path / "asmscope.toml"
    spec.write_text(
        f'targets = ["gfx950"]\npython-path = ["{HERE}"]\n[[kernel]]\nname = "scale_add"\n'
        'function = "sample_kernels:scale_add"\nconfigs = [{ BLOCK = 256, num_warps = 4, num_stages = 1 }]\n'
        f"args = {json.dumps(ARGS).replace(':', ' =')}\n",
        encoding="utf-8",
    )
    cli = subprocess.run(
        [sys.executable, "-m", "asmscope", "inspect", "scale_add", "--spec", str(spec), "-f", "json", "--quiet",
         "--cache-dir", str(tmp_path / "cli-cache")],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert cli.returncode == 0, cli.stderr
    shown = json.loads(cli.stdout)
    assert Path(shown["asm_file"]).read_text() == cg.asm  # the same code, through the same launch path
    assert dict(cg.histogram) == shown["histogram"]
    assert dict(cg.resources) == shown["resources"]
    assert {k: {"kernel": v.kernel, "hot_loop": v.hot_loop} for k, v in cg.categories.items()} == shown["categories"]
    assert cg.occupancy is not None and cg.occupancy.waves_per_simd == shown["occupancy"]["computed"]
    assert dict(cg.config) == shown["config"] and cg.config["EVEN"] is True  # the heuristic's value
    assert len(cg.loops) == len(shown["loops"])


def test_counts_instructions_and_lines_agree_with_the_asm_text(session: Session) -> None:
    cg = session.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950")
    asm_lines = cg.asm.splitlines()
    stores = cg.instructions("buffer_store_*")
    assert len(stores) == cg.count("buffer_store_*") > 0
    for ins in stores:  # each names its line of the file
        assert asm_lines[ins.line - 1].split()[0] == ins.mnemonic
    # by_line covers every instruction with a Python line, and names the line's text
    with_loc = [i for i in cg.model.instructions if i.loc is not None and i.loc.line > 0]
    assert sum(sl.instructions for sl in cg.by_line) == len(with_loc)
    store_line = next(sl for sl in cg.by_line if any(m.startswith("buffer_store") for m in sl.histogram))
    assert "tl.store" in store_line.text and store_line.file == str(HERE / "sample_kernels.py")


def test_a_session_compiles_each_variant_once(session: Session) -> None:
    first = session.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950")
    assert session.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950") is first


def test_tensor_over_2gib_loses_buffer_instructions(session: Session) -> None:
    args = {**ARGS, "x_ptr": asmscope.tensor("fp16", 4096, 4096, 128)}
    cg = session.codegen(scale_add, args=args, config=BLOCK_256, target="gfx950")
    # x is 4096*4096*128*2 bytes = 4 GiB: no tt.pointer_range=32, so x is read with global_load
    assert cg.count("global_load*") > 0
    small = session.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950")
    assert small.count("global_load*") == 0 and small.count("buffer_load*") > 0


def test_every_config_of_the_autotune_list_and_pruning(session: Session) -> None:
    found = session.codegen_variants(scale_add, args={**ARGS, "n": 100}, targets=["gfx950"])
    # `_prune_small` drops BLOCK=256 and BLOCK=1024 for n=100, as a launch would
    assert [c.config["BLOCK"] for c in found] == [64, 64]
    assert ["kpack=1" in found[0].name, "kpack=2" in found[1].name] == [True, True]  # as requested
    assert found[1].config["kpack"] == 1  # what the compiler used: Triton forces kpack=1 on gfx950
    with pytest.raises(CodegenError, match="has 2 autotune configs for gfx950: pass config="):
        session.codegen(scale_add, args={**ARGS, "n": 100}, target="gfx950")


def test_findings_from_builtin_and_user_rules(tmp_path: Path) -> None:
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "AS900-no-bf16-stores.yaml").write_text(
        "id: AS900\nname: no-bf16-stores\nseverity: warning\nsummary: Stores of 16-bit values.\n"
        "message: '{mnemonic} stores 16 bits'\n"
        "docs: {what: w, why: w, example: buffer_store_short v1, fix: f}\n"
        "check: {kind: forbid, match: {mnemonics: [buffer_store_short]}}\n",
        encoding="utf-8",
    )
    with Session(cache_dir=tmp_path / "cache", rule_dirs=[rules], jobs=1) as own:
        cg = own.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950")
        wgrad = own.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950", tags=["wgrad"])
    assert [f.rule for f in cg.findings] == ["AS900"] and not cg.rule_problems
    assert sorted(f.rule for f in wgrad.findings) == ["AS001", "AS900"]  # AS001 selects wgrad kernels
    with pytest.raises(AssertionError) as err:
        assert_no_findings(wgrad, rules="AS001")
    text = str(err.value)
    store = wgrad.instructions("buffer_store_short")[0]
    assert "AS001 narrow-store-in-wgrad" in text and f"{wgrad.asm_path}:{store.line}" in text
    assert f"sample_kernels.py:{store.loc.line}" in text and "tl.store" in text
    assert_no_findings(wgrad, rules="AS005,register-spills")  # a selection that does not fire


def test_assertion_messages_show_asm_and_python_lines(session: Session) -> None:
    cg = session.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950")
    assert_mnemonic_count(cg, "buffer_store_short", 1)
    assert_mnemonic_count(cg, "buffer_*", at_least=3, at_most=3)
    with pytest.raises(AssertionError) as err:
        assert_mnemonic_count(cg, "buffer_store_short", 0)
    (store,) = cg.instructions("buffer_store_short")
    text = str(err.value)
    assert "1 buffer_store_short instruction, expected 0" in text
    assert f"{cg.asm_path}:{store.line}  {store.text}" in text
    assert f"sample_kernels.py:{store.loc.line}  x1  tl.store(" in text
    assert_no_spills(cg)
    assert_occupancy(cg, waves_per_simd=8)
    with pytest.raises(AssertionError, match="waves_per_simd is 8, expected at least 9"):
        assert_occupancy(cg, waves_per_simd=9)
    with pytest.raises(AssertionError, match="has no 'waves_per_smd'; did you mean 'waves_per_simd'"):
        assert_occupancy(cg, waves_per_smd=1)


@pytest.mark.parametrize(
    ("call", "needles"),
    [
        (lambda: asmscope.codegen(scale_add, args={**ARGS, "x_pt": "fp16"}, config=BLOCK_256),
         ("args.x_pt", "has no parameter 'x_pt'; did you mean 'x_ptr'")),
        (lambda: asmscope.codegen(scale_add, args=ARGS, config={**BLOCK_256, "BLOK": 64}),
         ("config key 'BLOK'", "did you mean 'BLOCK'")),
        (lambda: asmscope.codegen(scale_add, argz=ARGS), ("unexpected keyword argument 'argz'", "did you mean 'args'")),
        (lambda: asmscope.codegen(scale_add, args=ARGS, config=BLOCK_256, taget="gfx950"), ("did you mean 'target'",)),
        (lambda: asmscope.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx905"),
         ("targets", "unknown target 'gfx905'")),
        (lambda: asmscope.codegen(scale_add, args={"x_ptr": "fp16"}, config=BLOCK_256),
         ("missing argument(s) y_ptr, out_ptr, n, stride, alpha",)),
        (lambda: asmscope.codegen(len, args=ARGS), ("is not a @triton.jit kernel",)),
    ],
)  # fmt: skip
def test_errors_are_one_line_and_name_what_was_meant(call, needles, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ASMSCOPE_CACHE_DIR", str(tmp_path))  # the calls' default cache
    with pytest.raises(CodegenError) as err:
        call()
    text = str(err.value)
    assert "\n" not in text
    for needle in needles:
        assert needle in text


def test_a_kernel_decorated_under_another_name_is_the_one_compiled(session: Session) -> None:
    cg = session.codegen(copy_256, args={"x_ptr": "fp32", "out_ptr": "fp32"}, target="gfx950")
    assert cg.kernel == "copy_256" and cg.config["BLOCK"] == 256  # the autotuner's one config
    with pytest.raises(CodegenError, match="BLOCK"):  # the bare kernel has no config: BLOCK is missing
        session.codegen(_copy, args={"x_ptr": "fp32", "out_ptr": "fp32"}, target="gfx950")


def test_a_kernel_defined_inside_a_function_is_refused_clearly(tmp_path: Path) -> None:
    @triton.jit
    def local(x_ptr):
        pass

    with pytest.raises(CodegenError, match="defined inside a function"):
        asmscope.codegen(local, args={"x_ptr": "fp32"}, cache_dir=tmp_path)


def test_a_compile_that_fails_or_crashes_is_an_error_and_the_session_goes_on(session: Session) -> None:
    args = {"x_ptr": "fp32", "n": 64}
    with pytest.raises(CodegenError, match=r"fragile\{MODE=raise\}@gfx942: compile-error: .*PassManager::run failed"):
        session.codegen(fragile, args=args, config={"MODE": "raise"}, target="gfx942")
    with pytest.raises(
        CodegenError, match=r"fragile\{MODE=abort\}@gfx942: compile-error: compiler process died with SIGABRT"
    ):
        session.codegen(fragile, args=args, config={"MODE": "abort"}, target="gfx942")  # the worker dies
    assert session.codegen(fragile, args=args, config={"MODE": "ok"}, target="gfx942").count("buffer_store_dword") == 1


def test_codegen_spec_reads_a_spec_file(session: Session) -> None:
    found = session.codegen_spec(REPO / "tests" / "e2e" / "spec.toml", kernels=["fp8_gemm_tn"], targets=["gfx950"])
    legacy = [c for c in found if c.config["WGRAD_TRANS_STORE"] is False]
    transposed = [c for c in found if c.config["WGRAD_TRANS_STORE"] is True]
    assert legacy and transposed
    # the spec tags the kernel wgrad: the built-in AS001 runs, on the legacy epilogue only
    assert all(any(f.rule == "AS001" for f in c.findings) for c in legacy)
    assert_no_findings(transposed, rules="AS001")
    assert_mnemonic_count(transposed, "buffer_store_short", 0)
    with pytest.raises(CodegenError, match="did you mean 'fp8_gemm_tn'"):
        session.codegen_spec(REPO / "tests" / "e2e" / "spec.toml", kernels=["fp8_gemm_tm"])


def test_a_rule_selected_by_name_that_ran_on_none_of_a_calls_variants_is_a_rule_problem(tmp_path: Path) -> None:
    """A call is a check of its variants (as `check` exits 2): AS009's `when` (nonkdim 16) is
    false on this kernel built with Triton's default, so AS009 was not checked, and each result
    says so; built with nonkdim 16 it runs. By prefix it is one of many: no problem."""
    with Session(cache_dir=tmp_path / "cache", select="AS009,AS005", jobs=1) as named:
        cg = named.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950")
        (problem,) = cg.rule_problems
        assert "AS009" in problem and "'select.when'" in problem and "ran on no kernel" in problem
        with pytest.raises(AssertionError, match="AS009"):
            assert_no_findings(cg)
        sixteen = named.codegen(
            scale_add, args=ARGS, config={**BLOCK_256, "matrix_instr_nonkdim": 16}, target="gfx950"
        )
        assert sixteen.rule_problems == ()
        assert_no_findings(sixteen)
    with Session(cache_dir=tmp_path / "cache", select="AS00", jobs=1) as prefix:
        assert prefix.codegen(scale_add, args=ARGS, config=BLOCK_256, target="gfx950").rule_problems == ()


@pytest.mark.parametrize("target", ["cuda:90", "cuda:100"])
def test_an_nvidia_codegen_s_asm_is_the_sass_listing_its_lines_count(session: Session, target: str) -> None:
    """Issue 44.4: an NVIDIA variant's asm_path is the SASS listing kept beside its cubin (the
    cubin is an ELF), and each instruction's line is that listing's line of it."""
    cg = session.codegen(copy_256, args={"x_ptr": "fp16", "out_ptr": "fp16"}, target=target)
    assert cg.asm_path.endswith(".sass") and Path(cg.asm_path).with_suffix(".cubin").is_file()
    lines = cg.asm.splitlines()
    stores = cg.instructions("STG*")
    assert stores
    for ins in stores:
        assert ins.mnemonic in lines[ins.line - 1]
