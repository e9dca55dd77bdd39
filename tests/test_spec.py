"""The spec loader: the documented format, and errors that name file, line and key."""

from pathlib import Path

import pytest

from asmscope.spec import (
    LiteralArg,
    ScalarArg,
    SpecError,
    TensorArg,
    check_expressions,
    load_spec_file,
    scalar_value,
    tensor_nbytes,
)

GOOD = """
targets = ["gfx942", "gfx950"]
python-path = ["src"]

[shapes]
big = { M = 8192, N = 28672, K = 8192 }
ragged = { M = 100, N = 200, K = 300 }

[[kernel]]
name = "nt"
function = "pkg.gemm:nt_kernel"
tags = ["fwd", "gemm"]
shapes = ["big", "ragged"]

[kernel.args]
a_ptr = "fp8"
b_ptr = { tensor = "bf16", shape = ["N", "K"] }
M = "M"
stride = "cdiv(K, 128)"
alpha = 0.5
flag = true

[kernel.constexprs]
USE_BIAS = false
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "asmscope.toml"
    path.write_text(text)
    return path


def test_documented_format(tmp_path: Path) -> None:
    spec = load_spec_file(_write(tmp_path, GOOD))
    (k,) = spec.kernels
    assert k.module == "pkg.gemm" and k.qualname == "nt_kernel" and k.shapes == ("big", "ragged")
    args = dict(k.args)
    assert args["a_ptr"] == TensorArg("fp8") and args["alpha"] == LiteralArg(0.5)
    assert isinstance(args["stride"], ScalarArg)
    assert scalar_value(args["stride"], spec.shape("ragged")) == 3
    assert tensor_nbytes(args["b_ptr"], spec.shape("big"), "gfx950") == 28672 * 8192 * 2
    assert spec.python_path == ((tmp_path / "src").resolve(),)
    assert dict(k.constexprs) == {"USE_BIAS": False}


@pytest.mark.parametrize(
    ("change", "needles"),
    [
        (('a_ptr = "fp8"', 'a_ptr = "fp9"'), ["args.a_ptr", "'fp9'"]),
        (('M = "M"', 'M = "Q + 1"'), ["args.M", "unknown name 'Q'"]),
        (('shapes = ["big", "ragged"]', 'shapes = ["huge"]'), ["shapes", "unknown shape 'huge'"]),
        (('targets = ["gfx942", "gfx950"]', 'targets = ["gfx999"]'), ["targets", "unknown target 'gfx999'"]),
        (('function = "pkg.gemm:nt_kernel"', 'function = "pkg.gemm.nt_kernel"'), ["function", "module:function"]),
        (('tags = ["fwd", "gemm"]', 'tags = ["fwd"]\ncolour = "red"'), ["colour", "unknown key"]),
        (("[shapes]", "[shapes\n"), ["invalid TOML"]),
        (('python-path = ["src"]', 'pythonpath = ["src"]'), ["pythonpath", "unknown key"]),
        (("M = 8192,", "M = 8192.5,"), ["shapes.big.M", "expected DIM = integer", "8192.5"]),
        (("USE_BIAS = false", "USE_BIAS = false\n[kernel.env]\nFOO = 1"), ["env.FOO", "expected NAME"]),
        (("USE_BIAS = false", "USE_BIAS = false\n[kernel.env.gfx999]\nFOO = '1'"), ["env.gfx999", "target name"]),
        (("USE_BIAS = false", "USE_BIAS = false\n[kernel.knobs]\nuse_async_copy = true"), ["knobs.use_async_copy"]),
    ],
)
def test_errors_name_file_line_and_key(tmp_path: Path, change: tuple[str, str], needles: list[str]) -> None:
    path = _write(tmp_path, GOOD.replace(*change))
    with pytest.raises(SpecError) as info:
        load_spec_file(path)
    message = str(info.value)
    assert message.startswith(f"{path}:")
    assert "\n" not in message
    for needle in needles:
        assert needle in message


@pytest.mark.parametrize(("bad", "needle"), [("Q + 1", "unknown name 'Q'"), ("M +", "unexpected end"), ("Q", "'Q'")])
def test_deferred_expressions_are_reported_as_loading_would(tmp_path: Path, bad: str, needle: str) -> None:
    # The CLI loads specs with defer_expressions (its warm runs then need no parser); planning
    # checks what was deferred, with the same file, line, key and message as an eager load.
    path = _write(tmp_path, GOOD.replace('M = "M"', f'M = "{bad}"'))
    with pytest.raises(SpecError) as eager:
        load_spec_file(path)
    try:
        spec = load_spec_file(path, defer_expressions=True)
    except SpecError as at_load:  # a bare name is checked at once (it may be a mistyped dtype)
        assert str(at_load) == str(eager.value) and bad.isidentifier()
        return
    assert bad in [u.text for u in spec.unchecked]
    with pytest.raises(SpecError) as deferred:
        check_expressions(spec)
    assert str(deferred.value) == str(eager.value) and needle in str(eager.value)


def test_duplicate_kernel_names(tmp_path: Path) -> None:
    text = GOOD + GOOD[GOOD.index("[[kernel]]") :]
    with pytest.raises(SpecError, match="duplicate kernel name"):
        load_spec_file(_write(tmp_path, text))


def test_env_and_knobs_for_every_target_and_per_target(tmp_path: Path) -> None:
    text = 'env = { A = "top" }\nknobs = { amd = { use_async_copy = false } }\n' + GOOD
    text += '\n[kernel.env]\nB = "all"\ngfx950 = { A = "950" }\n[kernel.knobs.gfx950]\n"amd.use_async_copy" = true\n'
    (k,) = load_spec_file(_write(tmp_path, text)).kernels
    assert k.settings("gfx942") == ({"A": "top", "B": "all"}, {"amd.use_async_copy": False})
    assert k.settings("gfx950") == ({"A": "950", "B": "all"}, {"amd.use_async_copy": True})
