"""compile_variants never silently ignores a setting: jobs/timeout/memory go to the pool it
makes, or belong to the pool it is given (no compile needed to check either)."""

from __future__ import annotations

from pathlib import Path

import pytest

from asmscope.compile import CompileCache, WorkerPool, compile_variants


@pytest.mark.parametrize("setting", [{"jobs": 4}, {"timeout": 10.0}, {"memory_mb": 512}])
def test_a_pool_and_its_own_settings_are_not_both_given(tmp_path: Path, setting: dict[str, object]) -> None:
    pool = WorkerPool(1, timeout=300.0)
    with pytest.raises(TypeError, match="belong to the pool"):
        compile_variants([], CompileCache(tmp_path / "cache"), pool=pool, **setting)  # type: ignore[arg-type]
    assert not Path(pool._tmp.name).exists()  # closed all the same


def test_an_empty_plan_with_a_pool_is_an_empty_outcome(tmp_path: Path) -> None:
    outcome = compile_variants([], CompileCache(tmp_path / "cache"), pool=WorkerPool(1, timeout=300.0))
    assert (outcome.compiled, outcome.errors, outcome.built) == ((), (), 0)
