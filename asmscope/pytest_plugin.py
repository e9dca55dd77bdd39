"""The pytest plugin (entry point `pytest11`, enabled by installing asmscope).

    def test_no_narrow_stores(asmscope_codegen):
        cg = asmscope_codegen(my_kernel, args={...}, config={...}, target="gfx950")
        assert_mnemonic_count(cg, "buffer_store_short", 0)

    @pytest.mark.asmscope_target("cuda:100")      # skipped, with the reason, where the target's
    def test_on_blackwell(asmscope_codegen): ...  # toolchain is missing; a target asmscope does
                                                  # not know or read ("gfx905") fails the test

- `asmscope_codegen`: one `asmscope.api.Session` per test session: compile workers started
  once, each variant compiled and parsed once, in the compile cache of `--asmscope-cache-dir`
  (ini `asmscope_cache_dir`; default `$ASMSCOPE_CACHE_DIR` or the user cache dir). It applies
  the project's `[tool.asmscope]` rule-dir, select, ignore, settings and severity.
  Call it as `asmscope.codegen`; `.codegen_variants` and `.codegen_spec` do the rest.
- `asmscope_target(*targets)`: skip unless every target's toolchain is here; fail for a target
  asmscope does not know or cannot read (a typo must not turn a test into a skip).

Loading the plugin imports pytest only: asmscope's stages load when a test asks for the fixture
or carries the marker, and triton only when a compile worker starts, so a suite that does not
use the plugin collects as fast as before.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from asmscope.api import Session

MARKER = "asmscope_target"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("asmscope", "asmscope codegen tests")
    group.addoption(
        "--asmscope-cache-dir",
        default=None,
        help="compile cache of the asmscope_codegen fixture (default: ini asmscope_cache_dir, "
        "$ASMSCOPE_CACHE_DIR or the user cache dir)",
    )
    parser.addini("asmscope_cache_dir", "compile cache of the asmscope_codegen fixture", default="")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{MARKER}(*targets): skip unless asmscope can compile and read code for every target here "
        "(e.g. 'gfx950', 'cuda:100'); a target asmscope does not know fails the test",
    )


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    for mark in item.iter_markers(MARKER):
        if not mark.args:
            raise pytest.UsageError(f"{item.nodeid}: @pytest.mark.{MARKER} needs the target names")
        from asmscope.api import target_unsupported, toolchain_missing

        for target in mark.args:
            wrong = target_unsupported(target)
            if wrong is not None:
                pytest.fail(f"@pytest.mark.{MARKER}({target!r}): {wrong}", pytrace=False)
            reason = toolchain_missing(target)
            if reason is not None:
                pytest.skip(f"asmscope: {target}: {reason}")


@pytest.fixture(scope="session")
def asmscope_codegen(pytestconfig: pytest.Config) -> Iterator[Session]:
    """Compile kernels for a target with no GPU and read their codegen (see asmscope.api)."""
    from asmscope.api import Session
    from asmscope.config import find_config

    project = find_config(pytestconfig.rootpath)
    cache = pytestconfig.getoption("asmscope_cache_dir") or pytestconfig.getini("asmscope_cache_dir") or None
    if cache is not None and not Path(cache).is_absolute():
        cache = str(pytestconfig.rootpath / cache)
    table = project.table
    with Session(
        cache_dir=cache,
        rule_dirs=[project.base_dir / d for d in table.get("rule-dir", [])],
        select=table.get("select", ()),
        ignore=table.get("ignore", ()),
        settings=project.settings,
        severity=project.severity,
    ) as session:
        yield session
