"""`-j N` starts no more compile workers than there can be jobs (issue 38, case 17): the pool
started ahead of planning is bounded by the kernels to plan, and `run` adds workers only for
pending jobs."""

from __future__ import annotations

import pytest

from asmscope.commands import common
from asmscope.commands.options import RunOptions
from asmscope.compile.pool import WorkerPool


def test_start_starts_at_most_the_bound(monkeypatch: pytest.MonkeyPatch):
    spawned = []
    monkeypatch.setattr(WorkerPool, "_spawn", lambda self: spawned.append(1) or object())
    monkeypatch.setattr(WorkerPool, "_kill", lambda self, w: None)
    with WorkerPool(6, timeout=60) as pool:
        pool.start(at_most=2)
        assert len(spawned) == 2
        pool.start()  # unbounded: up to -j
        assert len(spawned) == 6


def test_planning_starts_one_worker_per_kernel_at_most(monkeypatch: pytest.MonkeyPatch, tmp_path):
    spawned = []
    monkeypatch.setattr(WorkerPool, "_spawn", lambda self: spawned.append(1) or object())
    monkeypatch.setattr(WorkerPool, "_kill", lambda self, w: None)

    def replan(spec, kernels, targets, root, on_replan, pool):
        on_replan()
        return []

    monkeypatch.setattr(common, "plan_variants_cached", replan)
    plan, pool = common.plan_with_workers(None, ["one kernel"], type("C", (), {"root": tmp_path})(), RunOptions(jobs=6))
    pool.close()
    assert plan == [] and len(spawned) == 1
