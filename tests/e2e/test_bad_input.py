"""Bad input: one clear line on stderr and exit code 2, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import REPO, SPEC, assert_one_line_error, run_cli

BASE = f"""
targets = ["gfx950"]
python-path = ["{REPO}"]
[shapes]
s = {{ M = 256, N = 256, K = 256 }}
[[kernel]]
name = "nt"
function = "@FUNCTION@"
args = @ARGS@
@EXTRA@
"""
NT_ARGS = (
    '{ a_ptr = "fp8", b_ptr = "fp8", c_ptr = "bf16", a_scale_ptr = "fp32", b_scale_ptr = "fp32", M = "M", '
    'N = "N", K = "K", stride_am = "K", stride_bn = "K", stride_cm = "N", stride_as_m = 1, stride_as_k = "M", '
    'stride_bs_n = 1, stride_bs_k = 2 }'
)


def _spec(tmp_path: Path, function: str = "kernels.gemm:blockwise_fp8_nt_kernel", args: str = NT_ARGS,
          extra: str = "") -> str:
    path = tmp_path / "spec.toml"
    path.write_text(BASE.replace("@FUNCTION@", function).replace("@ARGS@", args).replace("@EXTRA@", extra))
    return str(path)


def _check(spec: str, tmp_path: Path, *extra: str):
    return run_cli("check", "--spec", spec, "--cache-dir", str(tmp_path / "cache"), "--quiet", *extra)


def test_missing_module(tmp_path: Path) -> None:
    r = _check(_spec(tmp_path, function="kernels.nowhere:kernel"), tmp_path)
    assert_one_line_error(r, "spec.toml", "cannot import module 'kernels.nowhere'")


def test_missing_function(tmp_path: Path) -> None:
    r = _check(_spec(tmp_path, function="kernels.gemm:no_such_kernel"), tmp_path)
    assert_one_line_error(r, "spec.toml:", "has no function 'no_such_kernel'")


def test_wrong_argument_count(tmp_path: Path) -> None:
    r = _check(_spec(tmp_path, args='["fp8", "fp8", "bf16"]'), tmp_path)
    assert_one_line_error(r, "3 positional arguments given", "takes 15")


def test_unknown_dtype(tmp_path: Path) -> None:
    r = _check(_spec(tmp_path, args=NT_ARGS.replace('a_ptr = "fp8"', 'a_ptr = "fp7"')), tmp_path)
    assert_one_line_error(r, "args.a_ptr", "'fp7'")


def test_bad_shape_expression(tmp_path: Path) -> None:
    # checked when planning (the CLI defers expressions a plan cache can vouch for), same message
    r = _check(_spec(tmp_path, args=NT_ARGS.replace('stride_cm = "N"', 'stride_cm = "N * Q"')), tmp_path)
    assert_one_line_error(r, "spec.toml:", "args.stride_cm", "unknown name 'Q'")


def test_unknown_config_key(tmp_path: Path) -> None:
    extra = "configs = [{ BLOCK_M = 128, BLOCK_Q = 64, num_warps = 4 }]"
    r = _check(_spec(tmp_path, extra=extra), tmp_path)
    assert_one_line_error(r, "config key 'BLOCK_Q'")


def test_unknown_target(tmp_path: Path) -> None:
    r = run_cli("check", "--spec", str(SPEC), "--target", "gfx1234", "--cache-dir", str(tmp_path), "--quiet")
    assert_one_line_error(r, "unknown target 'gfx1234'", "gfx950")


def test_unreadable_cache_dir(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    r = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(blocker / "cache"), "--quiet")
    assert_one_line_error(r, "cache directory", "not usable")


def test_conflicting_flags(tmp_path: Path) -> None:
    asm = tmp_path / "a.s"
    asm.write_text("s_endpgm\n")
    r = run_cli("check", "--asm", str(asm), "--spec", str(SPEC), "--quiet")
    assert_one_line_error(r, "--asm", "cannot be combined")


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (b"", "empty"),
        (b"\x7fELF\x02\x01\x01\x00\x00\x00" + bytes(range(256)), ""),
        (b"\t.text\nk:\n\tv_add_u32 v[3:0], v1, v2\n\ts_endpgm\n", "backwards"),
    ],
    ids=["empty", "binary", "backwards-range"],
)
def test_bad_asm_files(tmp_path: Path, content: bytes, needle: str) -> None:
    asm = tmp_path / "bad.s"
    asm.write_bytes(content)
    r = run_cli("check", "--asm", str(asm), "--quiet")
    assert_one_line_error(r, "bad.s:", needle)


def test_truncated_metadata(tmp_path: Path, cache_dir: Path) -> None:
    real = next((cache_dir / "asm").rglob("*.s")).read_text()
    cut = real[: real.index(".amdgpu_metadata") + 400]
    asm = tmp_path / "cut.s"
    asm.write_text(cut)
    r = run_cli("check", "--asm", str(asm), "--quiet")
    assert_one_line_error(r, "cut.s:", "metadata")


def test_rule_file_errors_do_not_silence_other_rules(tmp_path: Path, cache_dir: Path) -> None:
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "AS900-broken.yaml").write_text("id: AS900\nname: broken\n  bad: [indent\n")
    (rules / "AS901-dup.yaml").write_text((REPO / "rules" / "AS001-narrow-store-in-wgrad.yaml").read_text())
    (rules / "AS902-kind.yaml").write_text(
        "id: AS902\nname: odd-kind\nseverity: error\nsummary: s\nmessage: m\n"
        "docs: {what: a, why: b, example: c, fix: d}\ncheck: {kind: telepathy}\n"
    )
    (rules / "AS903-when.yaml").write_text(
        "id: AS903\nname: bad-when\nseverity: error\nsummary: s\nmessage: m\n"
        "docs: {what: a, why: b, example: c, fix: d}\nselect: {when: 'BLOCK_Q == 1'}\n"
        "check: {kind: forbid, match: {mnemonics: ['s_nop']}}\n"
    )
    r = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache_dir), "--rule-dir", str(rules),
                "--kernel", "fp8_gemm_tn", "--format", "json", "--quiet")
    assert r.code == 2
    assert "Traceback" not in r.err
    for needle in ("AS900", "duplicate id AS001", "telepathy", "BLOCK_Q"):
        assert needle in r.err, r.err
    # the valid rules still ran and reported
    assert '"AS001"' in r.out


def test_misspelled_function_suggests_the_name(tmp_path: Path) -> None:
    r = _check(_spec(tmp_path, function="kernels.gemm:blockwise_fp8_nt_kernal"), tmp_path)
    assert_one_line_error(
        r, "spec.toml:", "no function 'blockwise_fp8_nt_kernal'", "did you mean 'blockwise_fp8_nt_kernel'"
    )


def test_unknown_knob(tmp_path: Path) -> None:
    r = _check(_spec(tmp_path, extra="knobs = { amd = { use_async_cpy = true } }"), tmp_path)
    assert_one_line_error(r, "spec.toml:", "knobs.amd.use_async_cpy", "has no knob 'use_async_cpy'")
