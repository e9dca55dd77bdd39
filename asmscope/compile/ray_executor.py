"""`--executor ray[=ADDRESS]`: each compile job is a CPU-only Ray task (num_cpus=1, no GPU) on
any node of a cluster; the results come back to this process, which owns the cache.

The user's kernel sources reach the nodes through Ray's runtime environment: the spec's root
(every python-path entry lies under it, see source.spec_root) is the tasks' working_dir, and
asmscope itself travels as a py_module, so that nodes run this asmscope. On a node, each job's
root and python-path are moved to the working_dir's copy, and the job runs in a local
WorkerPool of one worker process, kept by the Ray worker between tasks: a compile that aborts,
hangs past --timeout or runs out of memory kills that process only and fails its variant, as it
does locally. The asm names its sources on the node; the result's `root` says where, and the
pipeline maps them to this checkout (Variant.moved_sources), as for a cache entry compiled in
another clone.

A task whose Ray worker or node died (Ray reports WorkerCrashedError, NodeDiedError, ...) is
submitted once more, where Ray places it (not on a dead node); if that dies too, the variant
fails as a crash.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import asmscope
from asmscope.compile.executor import ExecutorError
from asmscope.compile.pool import WorkerPool

# Left out of the working_dir upload (Ray also leaves out what .gitignore lists).
UPLOAD_EXCLUDES = [".git", ".venv", "venv", ".tox", "node_modules", "**/__pycache__", "*.pyc", ".*_cache"]
CONNECT_TIMEOUT = 10.0  # seconds to reach the cluster's address before giving up
RETRIES = 1  # more submissions of a task whose worker or node died


class RayExecutor:
    def __init__(self, address: str | None, jobs: int, timeout: float, memory_mb: int | None = None) -> None:
        self.address = address
        self.jobs = jobs  # CPUs of a Ray started here (no address, no RAY_ADDRESS)
        self.timeout = timeout
        self.memory_mb = memory_mb
        self._ray: Any = None
        self._root: str | None = None

    def __enter__(self) -> RayExecutor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def start(self) -> None:
        """Nothing to start early: the cluster is reached when there is something to compile."""

    def close(self) -> None:
        if self._ray is not None:
            self._ray.shutdown()
            self._ray = None

    def _connect(self, root: str) -> Any:
        if self._ray is not None and self._root == root:
            return self._ray
        self.close()
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        try:
            import ray
        except ImportError:
            raise ExecutorError("--executor ray needs Ray: pip install 'asmscope[ray]'") from None
        _cluster_messages_to_stderr(ray)
        address = self.address or os.environ.get("RAY_ADDRESS") or None
        if address and address not in ("auto", "local"):
            _check_reachable(address)
        runtime_env = {
            "working_dir": root,
            "excludes": UPLOAD_EXCLUDES,
            "py_modules": [str(Path(asmscope.__file__).parent)],
        }
        try:
            if address:
                ray.init(address=address, runtime_env=runtime_env, log_to_driver=False, logging_level="ERROR")
            else:  # a Ray of its own on this machine, with --jobs CPUs
                ray.init(
                    num_cpus=self.jobs,
                    runtime_env=runtime_env,
                    include_dashboard=False,
                    log_to_driver=False,
                    logging_level="ERROR",
                )
        except Exception as exc:
            where = f"at {address}" if address else "on this machine"
            raise ExecutorError(f"cannot start or reach Ray {where}: {_first_line(exc)}") from None
        self._ray, self._root = ray, root
        return ray

    def run(
        self,
        tasks: Iterable[tuple[Any, dict[str, Any]]],
        on_result: Callable[[Any, dict[str, Any]], None],
    ) -> None:
        todo = list(tasks)
        if not todo:
            return
        root = todo[0][1].get("root")
        if not root or any(job.get("root") != root for _, job in todo):
            raise ExecutorError("--executor ray: the jobs of one run must share the spec's root")
        ray = self._connect(root)
        remote = ray.remote(compile_on_node).options(num_cpus=1, num_gpus=0, max_retries=0, retry_exceptions=False)

        def submit(job: dict[str, Any]) -> Any:
            return remote.remote(job, self.timeout, self.memory_mb)

        pending: dict[Any, tuple[Any, dict[str, Any], int]] = {}
        for task, job in todo:
            pending[submit(job)] = (task, job, 0)
        try:
            while pending:
                done, _ = ray.wait(list(pending), num_returns=1)
                for ref in done:
                    task, job, tries = pending.pop(ref)
                    try:
                        result = ray.get(ref)
                    except ray.exceptions.RayTaskError as exc:  # asmscope's code on the node raised
                        result = {"status": "error", "error": _first_line(exc), "traceback": str(exc)[-4000:]}
                    except ray.exceptions.RayError as exc:  # its Ray worker or node died
                        if tries < RETRIES:
                            pending[submit(job)] = (task, job, tries + 1)
                            continue
                        why = f"Ray task died {tries + 1} times: {type(exc).__name__}: {_first_line(exc)}"
                        result = {"status": "crash", "error": why, "log": str(exc)[-2000:]}
                    on_result(task, result)
        except BaseException:  # interrupted, or a failing callback: stop what is still queued
            for ref in pending:
                ray.cancel(ref, force=True)
            self.close()
            raise


# -- on the node ---------------------------------------------------------------------------------

_node_pool: WorkerPool | None = None


def compile_on_node(job: dict[str, Any], timeout: float, memory_mb: int | None) -> dict[str, Any]:
    """Run one job in this Ray worker's own WorkerPool (one compile process, kept between tasks),
    from the working_dir's copy of the sources; the result names that copy as its `root`."""
    global _node_pool
    here = os.getcwd()  # Ray's copy of the working_dir
    driver_root = job["root"]
    python_path = [os.path.normpath(os.path.join(here, os.path.relpath(p, driver_root))) for p in job["python_path"]]
    moved = {**job, "root": here, "python_path": python_path}
    # The compile process imports asmscope as this worker did (from Ray's py_modules copy).
    package_parent = str(Path(asmscope.__file__).parent.parent)
    path = os.environ.get("PYTHONPATH", "")
    if package_parent not in path.split(os.pathsep):
        os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (package_parent, path) if p)
    if _node_pool is None or (_node_pool.timeout, _node_pool.memory_mb) != (timeout, memory_mb):
        if _node_pool is not None:
            _node_pool.close()
        _node_pool = WorkerPool(1, timeout=timeout, memory_mb=memory_mb)
    results: list[dict[str, Any]] = []
    _node_pool.run([(0, moved)], lambda _, result: results.append(result))
    result = results[0]
    if result.get("status") == "ok":
        result["root"] = here
    return result


# -- helpers ---------------------------------------------------------------------------------------


def _check_reachable(address: str) -> None:
    """A clear error now, rather than Ray's long retries, when nothing listens at the address."""
    hostport = address.split("://", 1)[-1].rstrip("/")
    host, _, port = hostport.rpartition(":")
    if not host or not port.isdigit():
        host, port = hostport, "10001" if address.startswith("ray://") else "6379"
    try:
        with socket.create_connection((host, int(port)), timeout=CONNECT_TIMEOUT):
            pass
    except OSError as exc:
        raise ExecutorError(f"cannot reach the Ray cluster at {address}: {exc.strerror or exc}") from None


def _cluster_messages_to_stderr(ray: Any) -> None:
    """Ray prints the cluster's error messages ("(raylet) A worker died ...") on the driver's
    stdout, whatever log_to_driver says; stdout is the report's (`-f json > report.json`). Send
    them to stderr, where the progress lines go. (A private hook of Ray's: left alone if it
    moved.)"""
    worker = getattr(getattr(ray, "_private", None), "worker", None)
    original = getattr(worker, "print_to_stdstream", None)
    if original is None or getattr(original, "asmscope_stderr", False):
        return

    def to_stderr(data: dict[str, Any], ignore_prefix: bool) -> None:
        original({**data, "is_err": True}, ignore_prefix)

    to_stderr.asmscope_stderr = True  # type: ignore[attr-defined]
    worker.print_to_stdstream = to_stderr


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.split("\n", 1)[0]
