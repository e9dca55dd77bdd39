"""A pool of compile worker processes in which one bad variant can only kill its own worker.

Each worker is a fresh `python -m asmscope.compile.worker` (no fork of a parent that holds
LLVM state). A worker that dies (SIGABRT from an LLVM assertion, SIGKILL from the OOM killer,
a segfault) or overruns the per-variant timeout is reported against the variant it was
compiling, with the tail of what it printed, and replaced; the other variants go on.

A job's time limit starts when its worker is ready (it reports so once Python, triton and LLVM
are loaded), so that a short `--timeout` measures the job, not the worker's start-up. Workers
die with the parent, also when the parent is killed (PR_SET_PDEATHSIG, see worker.main), and a
scratch directory left by a killed run is removed by the next one.

A worker compiles under one setting only (`compiler_setting`: the target, the spec's env and
knobs): Triton's native code keeps state from the first compile of a process that later
compiles never re-derive (triton 3.6's AMD fp8 lowering picks hardware or software conversion
once, for the first target's ISA family, in a function-local `static` table), which no Python
code can reset. A job under another setting goes to a worker that has not compiled yet, or to
a new one that replaces an idle worker of the old setting; jobs are taken by setting, so a run
over two targets restarts each worker about once.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import tempfile
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from asmscope.compile.toolchain import PROTOCOL, Toolchain, worker_launch
from asmscope.interrupt import deferred

if TYPE_CHECKING:  # imported when a worker starts: a warm run, all from the cache, starts none
    import subprocess
    from multiprocessing.connection import Connection

LOG_TAIL_CHARS = 2000
# An LLVM assertion's line ("python: File.h:253: T f(): Assertion `cond' failed."): printed first,
# before an MLIR crash reproducer's IR dump, so a tail alone would lose it.
_ASSERTION = re.compile(r"^.*Assertion `.*' failed\.?$", re.MULTILINE)
# How long a worker may take to start (import Python, triton, LLVM) before its first job's own
# time limit starts; a worker that has not started by then is reported as timed out.
STARTUP_LIMIT = 120.0
_SCRATCH_PREFIX = "asmscope-workers-"
_OWNER_FILE = "owner.pid"


@dataclass
class _Worker:
    proc: subprocess.Popen[bytes]
    jobs: Connection
    results: Connection
    log_path: Path
    task: Any = None
    deadline: float = 0.0
    ready: bool = False  # it has said so: its start-up is over
    doing: str = "compile"  # what its job is, for a timeout message
    setting: str | None = None  # the compiler setting of its compiles (compiler_setting), None before the first


def compiler_setting(job: dict[str, Any]) -> str | None:
    """What a compile job's code depends on beyond its own arguments and that a compiler process
    may keep from its first compile: the target, the env and the knobs. None for a job that
    compiles nothing (planning), which any worker may run."""
    if job.get("kind") == "plan":
        return None
    return json.dumps([job["target_name"], job["env"], job["knobs"]], sort_keys=True)


class WorkerPool:
    def __init__(
        self, jobs: int, timeout: float, memory_mb: int | None = None, toolchain: Toolchain | None = None
    ) -> None:
        self.size = max(1, jobs)
        self.timeout = timeout
        self.memory_mb = memory_mb
        self.toolchain = toolchain  # None: this interpreter's own triton (see toolchain.py)
        _remove_abandoned_scratch()
        self._tmp = tempfile.TemporaryDirectory(prefix=_SCRATCH_PREFIX)
        (Path(self._tmp.name) / _OWNER_FILE).write_text(str(os.getpid()))
        self._counter = 0
        self._started: list[_Worker] = []

    def start(self, at_most: int | None = None) -> None:
        """Start the workers now, before any job is known, so that their start-up (Python,
        triton, LLVM) overlaps with the caller's planning; `run` uses them. Call it only when
        compiles are likely: `close` kills unused ones. `at_most`: the most jobs there can be
        at once (the kernels to plan): no more workers than that start (-j 6 for 2 variants)."""
        while len(self._started) < min(self.size, self.size if at_most is None else max(1, at_most)):
            self._started.append(self._spawn())

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Kill the workers (an idle one holds nothing worth a clean interpreter exit, which
        costs about a second of LLVM teardown) and remove their scratch directory. A second
        Ctrl-C or SIGTERM waits until this is done, so that nothing is left half removed."""
        with deferred():
            for w in self._started:
                self._kill(w)
            self._started = []
            self._tmp.cleanup()

    def _spawn(self) -> _Worker:
        import subprocess
        from multiprocessing.connection import Connection

        job_r, job_w = os.pipe()
        res_r, res_w = os.pipe()
        self._counter += 1
        log_path = Path(self._tmp.name) / f"worker-{self._counter}.log"
        env = dict(os.environ)
        env["PYTHONDONTWRITEBYTECODE"] = "1"  # never write __pycache__ into the user's tree
        env["TRITON_CACHE_DIR"] = str(Path(self._tmp.name) / f"triton-{self._counter}")
        env.pop("TRITON_INTERPRET", None)
        env["ASMSCOPE_WORKER_PARENT"] = str(os.getpid())  # the worker exits if this one is gone
        if self.memory_mb:
            env["ASMSCOPE_WORKER_MEMORY_MB"] = str(self.memory_mb)
        launch, extra_env = worker_launch(self.toolchain)
        env.update(extra_env)
        proc = subprocess.Popen(
            [*launch, str(job_r), str(res_w), str(log_path)],
            pass_fds=(job_r, res_w),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
            start_new_session=True,  # Ctrl-C in the terminal reaches the parent, which cleans up
        )
        os.close(job_r)
        os.close(res_w)
        return _Worker(proc, Connection(job_w, readable=False), Connection(res_r, writable=False), log_path)

    def run(
        self,
        tasks: Iterable[tuple[Any, dict[str, Any]]],
        on_result: Callable[[Any, dict[str, Any]], None],
    ) -> None:
        """Compile every (task, job); call on_result(task, result) as each finishes.

        A result is the worker's dict, or {"status": "crash"|"timeout", "error": ..., "log": ...}.
        The workers stay up for a later `run` (planning, then compiling); `close` ends them, and
        so does an exception out of this one.
        """
        from multiprocessing.connection import wait

        pending = _Pending(tasks)
        workers, self._started = self._started, []
        try:
            while pending or any(w.task is not None for w in workers):
                while pending and len(workers) < min(self.size, len(pending) + len(workers)):
                    workers.append(self._spawn())
                for i, w in enumerate(workers):
                    if w.task is None and pending:
                        task, job = pending.take(w.setting)
                        setting = compiler_setting(job)
                        if setting is not None and w.setting not in (None, setting):
                            self._kill(w)  # idle, and it has compiled under another setting
                            w = workers[i] = self._spawn()
                        w.setting = setting or w.setting
                        w.task, w.doing = task, "import and planning" if job.get("kind") == "plan" else "compile"
                        w.deadline = time.monotonic() + self.timeout + (0.0 if self._is_ready(w) else STARTUP_LIMIT)
                        try:
                            w.jobs.send(job)
                        except OSError:
                            pass  # the worker died at start-up; its result pipe reports it below
                busy = [w for w in workers if w.task is not None]
                if not busy:
                    continue
                now = time.monotonic()
                ready = wait([w.results for w in busy], timeout=max(0.0, min(w.deadline for w in busy) - now))
                for w in busy:
                    if w.results in ready:
                        try:
                            result = w.results.recv()
                        except (EOFError, OSError):
                            result = self._crash(w)
                            workers.remove(w)
                        if result.get("status") == "ready":  # start-up is over: the job's clock starts
                            w.ready, w.deadline = True, time.monotonic() + self.timeout
                            if result.get("protocol") == PROTOCOL:
                                continue
                            self._kill(w)
                            workers.remove(w)
                            result = _wrong_protocol(result)
                        if result.get("status") == "error" and "log" not in result:
                            # what the compiler printed for this job (the worker empties its log
                            # before each): an MLIR pass failure's diagnostics are only there
                            result["log"] = _tail(w.log_path)
                        task, w.task = w.task, None
                        on_result(task, result)
                    elif time.monotonic() >= w.deadline:
                        self._kill(w)
                        workers.remove(w)
                        if w.ready:
                            why = f"{w.doing} did not finish within {self.timeout:g} s (worker killed)"
                        else:
                            why = f"compiler process did not start within {STARTUP_LIMIT:g} s (worker killed)"
                        result = {
                            "status": "timeout",
                            "error": why,
                            "log": _tail(w.log_path),
                        }
                        on_result(w.task, result)
        except BaseException:  # the run is being abandoned (Ctrl-C, SIGTERM, a failing callback)
            self._started = workers
            self.close()
            raise
        self._started = workers

    @staticmethod
    def _is_ready(w: _Worker) -> bool:
        """Whether the worker has finished starting (reads its one 'ready' message if it is there)."""
        if not w.ready:
            try:
                if w.results.poll():
                    w.ready = w.results.recv().get("status") == "ready"  # its protocol: toolchain.probe
            except (EOFError, OSError):
                pass  # it died starting up: the result wait reports it
        return w.ready

    def _crash(self, w: _Worker) -> dict[str, Any]:
        code = w.proc.wait()
        if code < 0:
            sig = signal.Signals(-code).name
            why = f"compiler process died with {sig}"
            if sig == "SIGKILL":
                why += " (killed: out of memory?)"
        else:
            why = f"compiler process exited with status {code}"
        return {"status": "crash", "error": why, "log": _without_own_frames(_tail(w.log_path))}

    @staticmethod
    def _kill(w: _Worker) -> None:
        try:
            os.killpg(w.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        w.proc.wait()
        w.jobs.close()
        w.results.close()


class _Pending:
    """The jobs not yet sent, grouped by compiler setting, each group and the groups in the order
    given: `take` serves a worker from its own setting's group while it lasts."""

    def __init__(self, tasks: Iterable[tuple[Any, dict[str, Any]]]) -> None:
        self._groups: dict[str | None, deque[tuple[Any, dict[str, Any]]]] = {}
        for task, job in tasks:
            self._groups.setdefault(compiler_setting(job), deque()).append((task, job))

    def __len__(self) -> int:
        return sum(len(group) for group in self._groups.values())

    def take(self, setting: str | None) -> tuple[Any, dict[str, Any]]:
        """The next job of `setting`, else of planning (any worker runs it), else the first job left."""
        for key in (setting, None):
            if self._groups.get(key):
                return self._take_from(key)
        return self._take_from(next(iter(self._groups)))

    def _take_from(self, key: str | None) -> tuple[Any, dict[str, Any]]:
        group = self._groups[key]
        item = group.popleft()
        if not group:
            del self._groups[key]
        return item


def _wrong_protocol(ready: dict[str, Any]) -> dict[str, Any]:
    return {
        "status": "crash",
        "error": f"the compile worker speaks protocol {ready.get('protocol')}, this asmscope {PROTOCOL} "
        "(does the toolchain's interpreter import another asmscope?)",
    }


def _without_own_frames(log: str) -> str:
    """A fatal signal's Python stack (faulthandler, see worker.main) without the frames of the
    worker itself and of the import machinery, which say nothing about the kernel."""
    import importlib

    own = str(Path(__file__).resolve().parents[1])
    noise = ('  File "<frozen ', f'  File "{own}{os.sep}', f'  File "{importlib.__file__}"')
    return "\n".join(line for line in log.split("\n") if not line.startswith(noise))


def _remove_abandoned_scratch() -> None:
    """Remove the scratch directories of runs that were killed (SIGKILL leaves no chance to
    clean up): only this user's, and only those whose owner process is gone."""
    base = Path(tempfile.gettempdir())
    try:
        candidates = [p for p in base.iterdir() if p.name.startswith(_SCRATCH_PREFIX)]
    except OSError:
        return
    for scratch in candidates:
        try:
            if scratch.is_symlink() or scratch.stat().st_uid != os.getuid():
                continue
            owner = int((scratch / _OWNER_FILE).read_text())
        except (OSError, ValueError):
            continue  # not ours, or still being set up
        if not _alive(owner):
            shutil.rmtree(scratch, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _tail(path: Path) -> str:
    """The log's last LOG_TAIL_CHARS characters, after the first failed-assertion line that the
    cut leaves out (an assertion MLIR's crash recovery turned into a pass failure, whose IR dump
    follows it)."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    lost = _ASSERTION.search(text, 0, max(0, len(text) - LOG_TAIL_CHARS))
    tail = text[-LOG_TAIL_CHARS:]
    return f"{lost.group(0)[:LOG_TAIL_CHARS]}\n...\n{tail}" if lost else tail
