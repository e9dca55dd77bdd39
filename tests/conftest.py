"""Test markers by directory: the quick loop is `python -m pytest -m "not slow"`.

Tests that compile kernels with Triton (tests/compile, tests/kernels), run the `asmscope` CLI in
subprocesses on compiled variants (tests/e2e) or need a GPU (tests/gpu) are `slow`, and so are,
marked where they are, the tests that run LLVM over large generated inputs (the differential
hazard oracle, regenerating the MFMA and mnemonic tables, gfx950's every-MFMA-form check, the
code-object road on the big GEMM fixtures). Everything else (parser, analysis, rules on real
compiler output, reports, pipeline, commands, config) is the quick loop: about 35 s
of CPU (user + sys) on a 2-core machine. The whole suite and CI run them all.
"""

from __future__ import annotations

from pathlib import Path

import pytest

SLOW_DIRS = ("compile", "kernels", "e2e", "gpu")
_HERE = Path(__file__).parent


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        parts = item.path.relative_to(_HERE).parts if item.path.is_relative_to(_HERE) else ()
        if parts and parts[0] in SLOW_DIRS:
            item.add_marker(pytest.mark.slow)


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Under `-m "not slow"` the slow directories are not even imported (their modules import
    Triton and torch, which takes longer than the quick tests)."""
    if config.getoption("markexpr", "").replace(" ", "") != "notslow":
        return None
    if collection_path.parent == _HERE and collection_path.name in SLOW_DIRS:
        return True
    return None
