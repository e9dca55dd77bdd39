"""Where compile jobs run: the `Executor` interface and its two implementations.

    executor = make_executor("ray", "10.0.0.5:6379", jobs=2, timeout=300, memory_mb=None)
    executor.run([(task, job), ...], on_result)    # on_result(task, result) as each finishes
    executor.close()

`local` is the WorkerPool (worker processes on this machine); `ray` (ray_executor.RayExecutor)
runs each job as a CPU-only task on a Ray cluster. Both give the same results for the same job:
the worker's dict, or {"status": "crash"|"timeout", "error", "log"} for a job that died or ran
out of time, which fails its variant only. `--executor` in RunOptions picks one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from asmscope.compile.pool import WorkerPool
from asmscope.errors import AsmscopeError

EXECUTORS = ("local", "ray")


class ExecutorError(AsmscopeError, RuntimeError):
    """The executor cannot be used (Ray not installed, cluster unreachable): exit 2."""


class Executor(Protocol):
    memory_mb: int | None  # the per-job memory cap, or None: results under a cap are not cached

    def start(self) -> None:
        """Get ready before the jobs are known (start workers, connect), where that saves time."""

    def run(
        self, tasks: Iterable[tuple[Any, dict[str, Any]]], on_result: Callable[[Any, dict[str, Any]], None]
    ) -> None:
        """Run every (task, job); call on_result(task, result) as each finishes."""

    def close(self) -> None:
        """Release what the executor holds (workers, a cluster connection)."""

    def __enter__(self) -> Executor: ...

    def __exit__(self, *exc: object) -> None: ...


def make_executor(name: str, address: str | None, jobs: int, timeout: float, memory_mb: int | None = None) -> Executor:
    if name == "local":
        return WorkerPool(jobs, timeout=timeout, memory_mb=memory_mb)
    if name == "ray":
        from asmscope.compile.ray_executor import RayExecutor

        return RayExecutor(address, jobs=jobs, timeout=timeout, memory_mb=memory_mb)
    raise ExecutorError(f"unknown executor {name!r} (expected one of {', '.join(EXECUTORS)})")
