"""Silence means checked (issue 24): every route by which `check` exited 0 without the check the
user asked for is now an error (exit 2) or, for rules an input kind cannot run, a listed scope,
with the same exit code and the same line in every output format."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from asmscope.report import FORMATS
from asmscope.rules import load_rules
from tests.report.test_html import page_parts

from .conftest import REPO, Result, assert_one_line_error, run_cli
from .test_failsafe import write_project

REAL = REPO / "tests" / "rules" / "real"
CODE_OBJECT = REPO / "tests" / "fixtures" / "asm" / "gfx942_nn_bm256.hsaco"  # real Triton/LLVM output

# Hand-written gfx950 asm without `.loc`: an M0 write right before an LDS DMA that reads M0 (AS017,
# LLVM's GCNHazardRecognizer::checkReadM0Hazards), then 50 unrelated VALU instructions.
HEAD = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
\t.text
\t.globl\tk
\t.type\tk,@function
k:
\ts_mov_b32 m0, s12
\tbuffer_load_dwordx4 v1, s[4:7], 0 offen lds
"""
FILLER = "\tv_add_u32_e32 v2, v2, v3\n" * 50
SECOND_HAZARD = "\ts_mov_b32 m0, s13\n\tbuffer_load_dwordx4 v1, s[4:7], 0 offen lds\n"
END = "\ts_endpgm\n"


def in_every_format(*args: str, cwd: Path = REPO) -> dict[str, Result]:
    return {fmt: run_cli("check", *args, "--format", fmt, "--quiet", cwd=cwd) for fmt in FORMATS}


def report_text(fmt: str, out: str) -> str:
    """What a reader of the format sees: the html page's data document decoded, else the text."""
    if fmt != "html":
        return out
    document, blobs = page_parts(out)
    return json.dumps([document, blobs])


def assert_in_every_format(results: dict[str, Result], code: int, *needles: str) -> None:
    assert {fmt: r.code for fmt, r in results.items()} == dict.fromkeys(FORMATS, code)
    for fmt, r in results.items():
        assert "Traceback" not in r.err, r.err
        text = report_text(fmt, r.out)
        for needle in needles:
            assert needle in text, (fmt, needle, text[-3000:])


def assembles(path: Path, cpu: str) -> None:
    """The hand-written asm is real asm: LLVM's assembler takes it."""
    if shutil.which("llvm-mc-22") is None:
        return
    subprocess.run(
        ["llvm-mc-22", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj", str(path), "-o", "/dev/null"],
        check=True,
    )


# ----------------------------------------------------------------------------------------------
# 1, 5: an empty selection is exit 2
# ----------------------------------------------------------------------------------------------


def test_a_target_no_selected_kernel_is_built_for_is_exit_2(tmp_path: Path) -> None:
    spec = write_project(tmp_path)  # targets = ["gfx942"]
    result = run_cli(
        "check", "--spec", str(spec), "--cache-dir", str(tmp_path / "cache"), "--target", "gfx950", "--quiet",
        cwd=tmp_path,
    )  # fmt: skip
    assert_one_line_error(result, "no variant to check", "1 kernel (good) is built for gfx942", "--target gfx950")


@pytest.mark.parametrize("selection", [("--ignore", "AS"), ("--select", "AS001", "--ignore", "AS001")])
def test_every_rule_deselected_is_exit_2(tmp_path: Path, selection: tuple[str, ...]) -> None:
    asm = tmp_path / "k.s"
    asm.write_text(HEAD + END)
    assert_one_line_error(run_cli("check", "--asm", str(asm), *selection, "--quiet"), "no rule to run")


# ----------------------------------------------------------------------------------------------
# 2: suppression comments are strict
# ----------------------------------------------------------------------------------------------


def _wgrad_with_comment(tmp_path: Path, comment: str) -> Path:
    """Real Triton output for gfx950 whose narrow stores (AS001) map to line 25 of wg.py, with
    `comment` on that line."""
    source = (REAL / "wg.py.txt").read_text().splitlines()
    source[24] += f"  {comment}"
    (tmp_path / "wg.py").write_text("\n".join(source) + "\n")
    asm = (REAL / "wgrad_legacy_gfx950.s").read_text().replace('"/tmp/proto" "wg.py"', f'"{tmp_path}" "wg.py"')
    (tmp_path / "k.s").write_text(asm)
    return tmp_path / "k.s"


MALFORMED = [
    "# asmscope: ignore [AS001]",
    "# asmscope: ignore[]",
    "# asmscope: ignore(AS001)",
    "# asmscope: ignore[ , ]",
    "# asmscope: ignored",
    "# asmscope: ignore-next-line[AS001]",
    "# asmscope: ignore[AS001",
    "# asmscope: IGNORE",
]


@pytest.mark.parametrize("comment", MALFORMED)
def test_a_malformed_suppression_suppresses_nothing_and_is_exit_2(tmp_path: Path, comment: str) -> None:
    asm = _wgrad_with_comment(tmp_path, comment)
    result = run_cli("check", "--asm", str(asm), "--tag", "wgrad", "--select", "AS001", "--format", "json", "-q")
    assert result.code == 2
    doc = json.loads(result.out)
    assert [f["rule"] for f in doc["findings"]] == ["AS001"]  # still reported
    assert doc["summary"]["suppressed"] == 0
    [problem] = doc["rule_errors"]
    assert problem["line"] == 25 and problem["path"].endswith("wg.py")
    assert "malformed suppression" in problem["message"]
    assert f"wg.py:25: malformed suppression `asmscope: {comment.split(':', 1)[1].strip()}`" in result.err


def test_a_malformed_suppression_in_every_format(tmp_path: Path) -> None:
    asm = _wgrad_with_comment(tmp_path, "# asmscope: ignore [AS001]")
    results = in_every_format("--asm", str(asm), "--tag", "wgrad", "--select", "AS001")
    assert_in_every_format(results, 2, "malformed suppression", "AS001")


def test_strict_and_bare_suppressions(tmp_path: Path) -> None:
    exact = _wgrad_with_comment(tmp_path, "# asmscope: ignore[AS005, AS001]  # a reason")
    result = run_cli("check", "--asm", str(exact), "--tag", "wgrad", "--select", "AS001", "--format", "json", "-q")
    assert result.code == 0 and json.loads(result.out)["summary"]["suppressed"] == 1
    other = _wgrad_with_comment(tmp_path, "# asmscope: ignore[AS005]")
    assert run_cli("check", "--asm", str(other), "--tag", "wgrad", "--select", "AS001", "-q").code == 1
    bare = _wgrad_with_comment(tmp_path, "# asmscope: ignore")
    results = in_every_format("--asm", str(bare), "--tag", "wgrad", "--select", "AS001")
    assert {fmt: r.code for fmt, r in results.items()} == dict.fromkeys(FORMATS, 0)
    assert json.loads(results["json"].out)["summary"]["suppressed_bare"] == 1
    for fmt in ("table", "markdown", "junit", "html"):  # the formats that print the summary line
        assert "1 suppressed (1 by a bare " in report_text(fmt, results[fmt].out), fmt


# ----------------------------------------------------------------------------------------------
# 3, 4: baseline fingerprints without `.loc`, and variants of different files
# ----------------------------------------------------------------------------------------------


def _check_json(*args: str) -> tuple[int, dict]:
    result = run_cli("check", *args, "--select", "AS017", "--format", "json", "--quiet")
    assert "Traceback" not in result.err
    return result.code, json.loads(result.out)


def test_a_second_hazard_in_handwritten_asm_is_new(tmp_path: Path) -> None:
    asm, baseline = tmp_path / "k.s", tmp_path / "baseline.json"
    asm.write_text(HEAD + FILLER + END)
    assembles(asm, "gfx950")
    assert _check_json("--asm", str(asm))[0] == 1
    code, _ = _check_json("--asm", str(asm), "--write-baseline", str(baseline))
    assert code == 0  # what the run accepts is known
    assert _check_json("--asm", str(asm), "--baseline", str(baseline))[0] == 0
    # lines above the kernel's label move every asm line: the finding is still the known one
    asm.write_text("; a comment\n\t.p2align 8\n\n" + HEAD + FILLER + END)
    assert _check_json("--asm", str(asm), "--baseline", str(baseline))[0] == 0
    # a second M0 hazard 50 instructions later is new
    asm.write_text(HEAD + FILLER + SECOND_HAZARD + END)
    assembles(asm, "gfx950")
    code, doc = _check_json("--asm", str(asm), "--baseline", str(baseline))
    assert code == 1
    assert [f["asm_line"] for f in doc["findings"]] == [59]
    assert doc["summary"]["suppressed"] == 1


def test_findings_of_real_output_without_loc_keep_distinct_fingerprints(tmp_path: Path) -> None:
    """Real Triton output with its `.loc` lines removed: no two findings share a fingerprint,
    and the baseline of the file accepts exactly its findings."""
    text = (REAL / "wgrad_legacy_gfx950.s").read_text()
    asm = tmp_path / "k.s"
    asm.write_text("\n".join(line for line in text.splitlines() if not line.lstrip().startswith(".loc")) + "\n")
    args = ("check", "--asm", str(asm), "--tag", "wgrad", "--ignore", "AS010,AS011", "--format", "json", "-q")
    findings = json.loads(run_cli(*args).out)["findings"]
    run_cli(*args, "--write-baseline", str(tmp_path / "b.json"))
    assert len(findings) > 1 and all(f["source"] is None for f in findings)
    assert len({f["fingerprint"] for f in findings}) == len(findings)
    assert len(json.loads((tmp_path / "b.json").read_text())["findings"]) == len(findings)
    assert run_cli(*args, "--baseline", str(tmp_path / "b.json")).code == 0


def test_two_files_defining_one_kernel_are_two_variants(tmp_path: Path) -> None:
    a, b, baseline = tmp_path / "a.s", tmp_path / "b.s", tmp_path / "baseline.json"
    a.write_text(HEAD + FILLER + END)
    b.write_text(HEAD + FILLER + END)  # the same symbol `k`, and the same hazard
    assert _check_json("--asm", str(a), "--write-baseline", str(baseline))[0] == 0
    code, doc = _check_json("--asm", str(a), "--asm", str(b), "--baseline", str(baseline))
    assert code == 1  # a's finding is known; b's is not
    assert [f["asm_path"] for f in doc["findings"]] == [str(b)]
    results = {
        fmt: run_cli("check", "--asm", str(a), "--asm", str(b), "--select", "AS017", "--format", fmt, "-q")
        for fmt in ("markdown", "html")
    }
    assert "| AS017 m0-write-then-lds-dma | error | 2 | 2 | k |" in results["markdown"].out  # 2 variants
    document, _ = page_parts(results["html"].out)
    variants = {v["label"]: len(v["findings"]) for v in document["variants"]}
    assert variants == {f"{a}::k@gfx950": 1, f"{b}::k@gfx950": 1}


# ----------------------------------------------------------------------------------------------
# 7, 9: a kernel with no code, and a target that contradicts the file
# ----------------------------------------------------------------------------------------------


def test_a_kernel_with_a_label_and_no_code_is_an_error(tmp_path: Path) -> None:
    asm = tmp_path / "empty.s"
    asm.write_text(HEAD.split("\ts_mov_b32")[0] + ".Lfunc_end0:\n\t.size\tk, .Lfunc_end0-k\n")
    assembles(asm, "gfx950")
    results = in_every_format("--asm", str(asm))
    assert_in_every_format(results, 2, "kernel 'k' has a label and no instructions")
    assert "empty.s:5: kernel 'k' has a label and no instructions" in results["table"].err


@pytest.mark.parametrize("given", ["asm", "code object"])
def test_a_target_that_contradicts_the_file_is_exit_2(tmp_path: Path, given: str) -> None:
    if given == "asm":
        path = tmp_path / "k.s"
        path.write_text(HEAD.replace("gfx950", "gfx942") + END)
    else:
        path = CODE_OBJECT  # its ELF header says gfx942
    results = in_every_format("--asm", str(path), "--target", "gfx950")
    assert_in_every_format(results, 2, "--target gfx950 contradicts the file's own target gfx942")
    same = run_cli("check", "--asm", str(path), "--target", "gfx942", "--ignore", "AS010,AS011", "-q")
    assert same.code in (0, 1), same.err  # the file's own target checks


# ----------------------------------------------------------------------------------------------
# 11: rules an input kind cannot run are out of scope and listed; selected by name, exit 2
# ----------------------------------------------------------------------------------------------


def test_rules_an_asm_file_cannot_run_are_listed_in_every_format() -> None:
    legacy = REAL / "wgrad_legacy_gfx942.s"
    results = in_every_format("--asm", str(legacy))
    assert_in_every_format(results, 0, "AS001", "give --tag wgrad", "AS010", "AS011", "needs the autotune config")
    doc = json.loads(results["json"].out)
    # the rules the file cannot give context for (the IR rules: it carries no TTGIR), then the
    # NVIDIA rules (out of vendor scope for AMD code: not "run with no findings")
    nvidia = [r.id for r in load_rules().rules if r.vendors == ("nvidia",)]
    ir = [r.id for r in load_rules().rules if r.check.kind == "ir"]
    context = ["AS001", "AS010", "AS011", *ir]
    assert ir and [o["rule"] for o in doc["out_of_scope"]] == [*context, *nvidia]
    assert all("TTGIR" in o["reason"] for o in doc["out_of_scope"][3 : len(context)])
    assert all("NVIDIA code only" in o["reason"] for o in doc["out_of_scope"][len(context) :])
    assert doc["summary"]["out_of_scope"] == len(context) + len(nvidia) and doc["rule_errors"] == []
    assert f"{len(context) + len(nvidia)} rules out of scope for this input" in results["table"].out


@pytest.mark.parametrize(
    ("selection", "reason"), [("AS010", "needs the autotune config"), ("AS001", "give --tag wgrad")]
)
def test_a_rule_selected_by_name_that_cannot_run_is_exit_2(selection: str, reason: str) -> None:
    legacy = REAL / "wgrad_legacy_gfx942.s"
    results = in_every_format("--asm", str(legacy), "--select", f"{selection},AS005")
    assert_in_every_format(results, 2, f"{selection}", "was selected by name and ran on no kernel", reason)
    # by prefix, it is one of many: out of scope, listed, not an error
    prefix = run_cli("check", "--asm", str(legacy), "--select", "AS0", "--format", "json", "-q")
    assert prefix.code == 0 and selection in {o["rule"] for o in json.loads(prefix.out)["out_of_scope"]}


# ----------------------------------------------------------------------------------------------
# A rule selected by name whose select.when is false on every kernel: exit 2; not named, silent
# ----------------------------------------------------------------------------------------------

SOFT_CLAUSES = REPO / "rules" / "AS052-smem-clause-overwrites-own-address.s"  # XNACK "any": AS052 applies


def _xnack_off(tmp_path: Path) -> Path:
    """AS052's fixture built for `gfx942:xnack-`, where LLVM checks no soft clause: the rule's
    `when: "xnack != 'off'"` is false. llvm-mc takes that target ID only with -mattr=-xnack."""
    asm = tmp_path / "xnack_off.s"
    text = SOFT_CLAUSES.read_text()
    assert '"amdgcn-amd-amdhsa--gfx942"' in text
    asm.write_text(text.replace('"amdgcn-amd-amdhsa--gfx942"', '"amdgcn-amd-amdhsa--gfx942:xnack-"'))
    if shutil.which("llvm-mc-22") is not None:
        subprocess.run(
            ["llvm-mc-22", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-mattr=-xnack", "-filetype=obj",
             str(asm), "-o", "/dev/null"],
            check=True,
        )  # fmt: skip
    return asm


def test_a_rule_selected_by_name_whose_when_is_false_everywhere_is_exit_2(tmp_path: Path) -> None:
    asm = _xnack_off(tmp_path)
    results = in_every_format("--asm", str(asm), "--select", "AS052")
    assert_in_every_format(results, 2, "AS052", "was selected by name and ran on no kernel")
    doc = json.loads(results["json"].out)
    (error,) = doc["rule_errors"]
    assert error["key"] == "select.when" and error["message"].startswith("AS052 ")
    assert error["path"].endswith("AS052-smem-clause-overwrites-own-address.yaml")
    assert doc["findings"] == [] and doc["summary"]["variants_checked"] == 1
    assert "AS052" in results["table"].err  # said on stderr too, as the other rule errors
    # by name among others: the others ran, AS052 did not, still exit 2
    also = run_cli("check", "--asm", str(asm), "--select", "AS052,AS005", "--format", "json", "-q")
    assert also.code == 2 and [e["message"].split()[0] for e in json.loads(also.out)["rule_errors"]] == ["AS052"]


def test_a_when_on_a_config_default_says_the_asm_file_carried_no_config() -> None:
    """AS009 selects `matrix_instr_nonkdim == 16`: an assembly file carries no autotune config,
    so the default stood in and the rule ran on nothing. Exit 2, and the error names the key
    and the default, and how to run the rule."""
    legacy = REAL / "wgrad_legacy_gfx942.s"
    result = run_cli("check", "--asm", str(legacy), "--select", "AS009", "--format", "json", "-q")
    (error,) = json.loads(result.out)["rule_errors"]
    assert result.code == 2 and error["key"] == "select.when" and error["message"].startswith("AS009 ")
    assert "matrix_instr_nonkdim=0" in error["message"] and "--kernel" in error["message"]


def test_a_selection_none_of_which_runs_is_exit_2() -> None:
    """`--select AS06 --ignore AS067` (the NVIDIA rules, by prefix: none named; AS067 is for both
    vendors) on AMD code checks nothing: exit 2 in every format, the selection named; the same
    prefix on SASS runs and is no error."""
    results = in_every_format("--asm", str(REAL / "wgrad_legacy_gfx942.s"), "--select", "AS06", "--ignore", "AS067")
    assert_in_every_format(results, 2, "AS060", "nothing was checked")
    (error,) = json.loads(results["json"].out)["rule_errors"]
    assert error["path"] == "--select" and "AS066" in error["message"]
    cubin = REPO / "tests" / "fixtures" / "nvidia" / "h100" / "34_matmul_fp16" / "matmul_kernel.cubin"
    sass = run_cli("check", "--asm", str(cubin), "--select", "AS06", "--format", "json", "-q")
    assert sass.code in (0, 1) and json.loads(sass.out)["rule_errors"] == [], sass.err


def test_the_same_rule_by_name_on_code_with_xnack_any_is_checked() -> None:
    result = run_cli("check", "--asm", str(SOFT_CLAUSES), "--select", "AS052", "--format", "json", "-q")
    doc = json.loads(result.out)
    assert result.code == 1 and doc["rule_errors"] == []  # AS052 is an error-severity rule and found
    assert doc["findings"] and {f["rule"] for f in doc["findings"]} == {"AS052"}
    quiet = run_cli("check", "--asm", str(SOFT_CLAUSES), "--select", "AS052", "--fail-on", "never", "-q")
    assert quiet.code == 0, quiet.err


@pytest.mark.parametrize("selection", [(), ("--select", "ALL"), ("--select", "AS04")])
def test_rules_not_named_whose_when_is_false_do_not_apply_and_say_nothing(
    tmp_path: Path, selection: tuple[str, ...]
) -> None:
    """By default, ALL or a prefix that also selects rules which run, AS044-AS054 simply do not
    apply to `xnack-` code (as a rule whose targets exclude it): exit 0, no rule error, nothing
    listed as out of scope for them. (A selection none of which runs is an error: above.)"""
    asm = _xnack_off(tmp_path)
    result = run_cli("check", "--asm", str(asm), *selection, "--format", "json", "-q")
    doc = json.loads(result.out)
    assert result.code == 0, result.err
    assert doc["rule_errors"] == [] and doc["findings"] == []
    assert not {o["rule"] for o in doc["out_of_scope"]} & {"AS044", "AS045", "AS049", "AS050", "AS052"}
    assert "AS052" not in result.err
