"""Every command the README and the documentation site (docs/) show is run here, unless it
compiles the whole suite (or hundreds of variants) or needs git refs of a repository (then it is
named below, with the test that covers it), and what the page says of its output is checked
(issue 14.7; the docs pages since issue 31)."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import jsonschema
import pytest
import yaml
from doc_pages import all_text, code_blocks

from .conftest import REPO, run_cli

README = (REPO / "README.md").read_text()
DOCS = all_text()  # README and every docs/ page
FIXTURES = REPO / "tests" / "fixtures" / "asm"
RAW = FIXTURES / "gfx950_wgrad_legacy_bm256.s"  # stands for the README's build/kernel.s

THIRTY_SECONDS = "asmscope check --spec tests/e2e/spec.toml --kernel fp8_gemm_tn --select AS001 --cache-dir /tmp/e2ec"

# Commands not run by test_readme_command, and why.
NOT_RUN = {
    THIRTY_SECONDS: "run by test_the_30_seconds_example_is_real_output, its output compared",
    "asmscope check": "compiles the whole suite (1,600 variants)",
    "asmscope check --kernel 'fp8_gemm_*' --tag wgrad --target gfx950": "compiles 256 variants",
    "asmscope check --sample 40": "compiles 40 variants of the suite (the mechanism: tests/compile/test_sample.py, "
    "tests/e2e/test_users_lib.py::test_a_sample_is_every_kernel_and_target_and_says_so)",
    "asmscope check --select AS001,AS012 --format sarif --output asmscope.sarif": "compiles the whole suite",
    "asmscope check --write-baseline .asmscope-baseline.json": "compiles the whole suite "
    "(the mechanism: test_actionable.py::test_a_committed_baseline_makes_known_findings_pass)",
    "asmscope check --baseline .asmscope-baseline.json": "compiles the whole suite (as above)",
    "asmscope rank --spec kernels/tuning.toml -f json -o rank.json": "compiles 720 variants "
    "(the mechanism: tests/rank/test_rank.py::test_rank_reads_the_tiles_work_off_the_code)",
    "asmscope rank --spec kernels/tuning.toml --device h200": "compiles 720 variants (as above)",
    "asmscope list --triton-cache DIR": "needs a Triton cache (tests/tritoncache)",
    "asmscope inspect fp8_gemm_tn --target gfx942 --shape llama70b_up_wgrad \\": "compiles one suite variant "
    "with --ir ttgir (docs/commands/inspect.md; the mechanism: tests/ir)",
    "asmscope spec-from --triton-cache DIR -o asmscope.toml": "needs a Triton cache (tests/tritoncache: spec-from)",
    "asmscope diff --triton-cache before/ --triton-cache after/": "needs two Triton caches (tests/tritoncache: diff)",
    "asmscope check --triton-cache .triton-run": "needs a Triton cache (tests/tritoncache: check)",
    "asmscope check --triton-cache logs/": "needs a tritonparse trace (tests/tritoncache/test_traces.py)",
    "asmscope check --triton-cache logs/dedicated_log_triton_trace_rank_none_pid_42_host_a_.ndjson": "needs a "
    "tritonparse trace (tests/tritoncache/test_traces.py: a file, plain and gzipped)",
    "asmscope diff --triton-cache .triton-run --triton-cache logs/": "needs a cache and a trace of one run "
    "(tests/tritoncache/test_traces.py: check, list and diff)",
    "asmscope inspect KERNEL --triton-cache DIR --target gfx950 --config num_warps=8": "needs a Triton cache "
    "(tests/tritoncache: list and inspect on a cache built by the tests)",
    "asmscope diff main my-branch": "needs git refs (tests/e2e/test_diff.py, test_first_diff.py)",
    "asmscope diff HEAD": "needs git refs (test_diff.py::test_diff_against_uncommitted_worktree)",
    "asmscope diff main HEAD --format markdown --top 20": "needs git refs (test_diff.py; markdown size: "
    "tests/report/test_markdown_limit.py)",
    "asmscope diff main HEAD --metric 'buffer_store*' --fail-on-regression": "needs git refs (test_diff.py)",
    "asmscope check --shard 2/4 --format json --output shard-2.json": "compiles a quarter of the suite "
    "(the mechanism: tests/e2e/test_shard.py)",
    "asmscope merge shard-1.json shard-2.json shard-3.json shard-4.json --format sarif --output asmscope.sarif": (
        "needs the four shards' reports (tests/e2e/test_shard.py, tests/test_shard.py)"
    ),
    "asmscope check --executor ray=10.0.0.5:6379 --format sarif --output asmscope.sarif": "needs a Ray cluster "
    "(tests/compile/test_ray_executor.py starts one)",
    "asmscope diff --toolchain-a triton==3.6.0 --toolchain-b triton==3.9.0": "two Triton environments "
    "(test_toolchain_diff.py::test_toolchain_diff_end_to_end, on a small kernel)",
    "asmscope diff --toolchain-a 3.6.0 --kernel 'quant_*'": "a Triton environment (test_toolchain_diff.py)",
    "asmscope diff main HEAD --toolchain triton==3.6.0": "git refs and a Triton environment "
    "(test_toolchain_diff.py::test_toolchain_diff_end_to_end)",
    "asmscope diff --toolchain-a ~/venvs/triton-nightly --toolchain-b triton==3.9.0": "a venv of the user's "
    "(a venv path: test_toolchain_diff.py::test_toolchain_diff_end_to_end)",
    "asmscope bisect --toolchains 3.6.0..3.9.0 --kernel splitk_reduce --metric vgpr": "five Triton environments "
    "(test_toolchain_bisect.py::test_bisect_pins_what_every_release_s_own_triton_builds, on a small kernel)",
    "asmscope bisect --toolchains 3.6.0,3.7.1,3.9.0 --kernel 'quant_*' --metric vgpr_spill": (
        "three Triton environments (test_toolchain_bisect.py::test_an_explicit_list_bisects_those_releases_only)"
    ),
    "asmscope prune --spec tests/prune/spec.toml": "compiles 12 variants; its drops on both targets are checked "
    "by tests/prune/test_prune.py",
    "asmscope check --format html --output report.html": "compiles the whole suite (the format on compiled "
    "variants: test_html_report.py::test_check_html_on_compiled_variants)",
    "asmscope diff main HEAD --format html --output diff.html": "needs git refs "
    "(test_html_report.py::test_diff_html_shows_the_wgrad_regression)",
}


def readme_commands() -> list[str]:
    """The `asmscope ...` lines of the bash and console blocks of the README and the docs pages,
    comments dropped."""
    blocks = code_blocks("bash|console")
    lines = [line.removeprefix("$ ").split("  #")[0].strip() for b in blocks for line in b.splitlines()]
    return [line for line in lines if line.startswith("asmscope ")]


def test_every_readme_command_is_run_or_named_here() -> None:
    assert set(readme_commands()) == set(RUN) | set(NOT_RUN) | set(FIVE_MINUTES)


def _normalized(text: str) -> list[str]:
    """Output lines with what differs between machines made equal: cache paths, asm file
    names (hashes of text that names the checkout's directory), timings and the progress lines
    a slow machine prints, column padding."""
    text = re.sub(r"\S*/asm/[0-9a-f]{2}/[0-9a-f]{16}\.s", "<asm>", text)
    text = re.sub(r"cache \S+", "cache <dir>", text)
    text = re.sub(r"in \d+\.\d s", "in <t> s", text)
    text = re.sub(r"^asmscope: (compiling|checking) \d+/\d+ .*\n", "", text, flags=re.M)  # progress: timing
    lines = [" ".join(line.split()) for line in text.splitlines() if line.strip()]
    return ["---" if set(line) <= {"-", " "} else line for line in lines]


def test_the_30_seconds_example_is_real_output(cache_dir: Path) -> None:
    block = re.search(r"```console\n\$ (asmscope check .*?)\n(.*?)\$ echo \$\?\n(\d+)\n```", README, re.S)
    assert block, "the 30-seconds console block"
    command, quoted, code = block[1], block[2], int(block[3])
    assert command == THIRTY_SECONDS
    r = run_cli(*shlex.split(command)[1:], "--cache-dir", str(cache_dir))  # the session's (warm)
    assert r.code == code
    assert _normalized(r.err + r.out) == _normalized(quoted)


def _run(command: str, tmp: Path, cache: Path) -> tuple[int, str]:
    args = shlex.split(command.replace("build/kernel.s", str(RAW)))[1:]
    if args[0] in ("inspect", "list", "cache") or args[:2] == ["check", "--asm"]:
        args += ["--cache-dir", str(cache)] if args[0] != "check" else []
    r = run_cli(*args, cwd=REPO)
    return r.code, r.out + r.err


def _rules_table(out: str) -> None:
    """The rules page's table (generated from the rule files when the site is built) is what the
    command prints."""
    from doc_pages import hooks

    docs = hooks()
    rows = re.findall(
        r"^\| \[(AS\d+)\]\(\1\.md\) \| `([a-z0-9-]+)` \| (\w+) \|", docs.rules_table(docs.builtin_rules()), re.M
    )
    assert len(rows) >= 18
    for rule, name, severity in rows:
        assert re.search(rf"^{rule}\s+{name}\s+{severity}\s", out, re.M), rule


def _rule_schema(out: str) -> None:
    """The printed schema is JSON Schema every built-in rule file satisfies (what an editor does)."""
    validator = jsonschema.Draft7Validator(json.loads(out))
    for path in sorted((REPO / "rules").glob("AS*.yaml")):
        assert validator.is_valid(yaml.safe_load(path.read_text())), path


def _by_line(out: str) -> None:
    # "the `tl.store` line of kernels/gemm.py lowering to the 64 narrow stores"
    store = next(line for line in out.splitlines() if "tl.store(ptrs, out" in line)
    assert "buffer_store_short x64" in store


def _json_keys(out: str) -> None:
    data = json.loads(out)
    documented = re.search(r"`--format json` prints a documented object with the keys\n(.*?)\(each with", DOCS, re.S)
    keys = set(re.findall(r"`(\w+)`", documented[1].split("`resources` (")[0]))
    assert keys <= set(data), keys - set(data)
    assert data["launch_lds_known"] is False  # a raw .s: the README says so


def _pressure(out: str) -> None:
    # the NN GEMM at BLOCK_M=256: the A and B tile loads hold its AGPRs at the peak (docs/commands/inspect.md)
    peak = out.split("kernel peak:", 1)[1].split("\n\n", 1)[0]
    assert re.search(r"gemm\.py:249\s+12\s+24\s", peak) and re.search(r"gemm\.py:250\s+2\s+33\s", peak), peak
    assert re.search(r"`acc` at gemm\.py:265\s+96\s", peak), peak


# README command -> (expected exit code, check of the output)
RUN = {
    "asmscope inspect fp8_gemm_nn --target gfx950 --config BLOCK_M=256,BLOCK_N=128,GROUP_M=4,CHUNK=32,kpack=1,"
    "num_stages=2 --pressure": (0, _pressure),
    "asmscope check --asm build/kernel.s --tag wgrad --target gfx950": (1, lambda out: "AS001" in out),
    "asmscope inspect build/kernel.s --format json": (0, _json_keys),
    # code objects (tests/parse/test_code_object.py checks them against their .s)
    "asmscope inspect tests/fixtures/asm/gfx950_nn_bm256.hsaco": (
        0,
        lambda out: "blockwise_fp8_nn_kernel @ gfx950" in out and "(990 instructions" in out,
    ),
    "asmscope check --asm tests/fixtures/asm/gfx942_wgrad_legacy_bm256.hsaco --tag wgrad": (
        1,
        lambda out: "AS001" in out,
    ),
    "asmscope list": (0, lambda out: "1600 variants" in out),
    "asmscope rules": (0, _rules_table),
    "asmscope rules --schema": (0, _rule_schema),
    "asmscope rule AS012": (0, lambda out: "What it does" in out and "AS012" in out),
    "asmscope cache info": (0, lambda out: "compile records:" in out),
    "asmscope cache clear": (0, lambda out: "removed" in out),
    # one compile each
    "asmscope inspect fp8_gemm_nn --target gfx950 --config BLOCK_M=256,matrix_instr_nonkdim=16": (
        0,
        lambda out: "matrix_instr_nonkdim=16" in out and "MFMA" in out,
    ),
    "asmscope inspect fp8_gemm_tn --by-line --config "
    "WGRAD_TRANS_STORE=false,BLOCK_M=256,BLOCK_N=128,num_warps=8,num_stages=2": (0, _by_line),
    "asmscope inspect fp8_gemm_tn --loops --asm": (0, lambda out: "loop" in out.lower()),
}
COMPILES = {c for c in RUN if c.startswith("asmscope inspect fp8")}


@pytest.mark.parametrize("command", sorted(set(RUN) - COMPILES))
def test_readme_command(command: str, tmp_path: Path) -> None:
    code, out = _run(command, tmp_path, tmp_path / "cache")
    expected, claim = RUN[command]
    assert code == expected, out[-2000:]
    assert claim(out) is not False, out[-2000:]


@pytest.mark.parametrize("command", sorted(COMPILES))
def test_readme_inspect_command(command: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    cache = tmp_path_factory.getbasetemp() / "readme-inspect-cache"  # one variant each, shared plan
    code, out = _run(command, cache, cache)
    expected, claim = RUN[command]
    assert code == expected, out[-2000:]
    assert claim(out) is not False, out[-2000:]


# The README's "check your own kernel in 5 minutes", in order, on the README's own spec (its
# python-path pointed at this checkout, where its kernel lives): command -> (exit code, claim).
FIVE_MINUTES = {
    "asmscope list --spec asmscope.toml": (
        0,
        lambda out: re.search(r"^splitk_reduce\s+reduce\s+gfx950\s+2\s", out, re.M),
    ),
    "asmscope check --spec asmscope.toml": (0, lambda out: "0 findings" in out and "2 variants checked" in out),
    "asmscope inspect splitk_reduce --spec asmscope.toml --by-line": (
        0,
        lambda out: "kernels/batched.py" in out and re.search(r"^\s*\d+\s+[1-9]\d*\s+tl\.store\(out_ptr", out, re.M),
    ),
    "asmscope check --spec asmscope.toml --write-baseline .asmscope-baseline.json": (
        0,
        lambda out: "0 findings" in out,
    ),
    "asmscope check --spec asmscope.toml --baseline .asmscope-baseline.json": (0, lambda out: "0 new" in out),
}


def test_the_five_minute_path_runs_on_the_readme_spec(tmp_path: Path) -> None:
    spec = next(b for b in re.findall(r"```toml\n(.*?)```", README, re.S) if "[[kernel]]" in b)
    assert 'python-path = ["."]' in spec
    (tmp_path / "asmscope.toml").write_text(spec.replace('python-path = ["."]', f"python-path = [{str(REPO)!r}]"))
    readme = [
        line.removeprefix("$ ").split("  #")[0].strip()
        for block in re.findall(r"```(?:bash|console)\n(.*?)```", README, re.S)
        for line in block.splitlines()
    ]
    steps = [c for c in readme if c in FIVE_MINUTES]  # the README's own, not the docs' pages'
    assert steps == list(FIVE_MINUTES), steps  # the README's order
    for command in steps:
        args = [*shlex.split(command)[1:], "--cache-dir", str(tmp_path / "cache")]
        r = run_cli(*args, cwd=tmp_path)
        expected, claim = FIVE_MINUTES[command]
        assert r.code == expected, (command, r.out[-2000:], r.err[-2000:])
        assert claim(r.out + r.err), (command, r.out[-2000:], r.err[-2000:])
    assert (tmp_path / ".asmscope-baseline.json").is_file()
