"""`--executor ray` on a real Ray cluster of two nodes on this machine (`ray start --head` and
`ray start --address`, one CPU each), with a kernel package that only the driver has: it
reaches the nodes through Ray's runtime environment. The report equals the local executor's
field for field, the asm is the local compile's but for the directory it names the sources in,
and a Ray worker killed mid-compile costs a retry of its own variant only.

These start processes and compile: slow (tests/compile). Teardown kills the cluster's process
groups, which this module started, and nothing else.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("ray", reason="Ray is not installed: pip install -e '.[ray]'")

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
CLI_TIMEOUT = 900  # a loaded 2-core machine starts Ray workers slowly

KERNEL = """
import os
import time

import triton
import triton.language as tl

# The kill test: the first compile worker on a Ray node to import this module says where it
# runs and waits, so that the test can kill its Ray worker mid-compile. (HOLD, beside this file,
# names the marker file; it travels with the sources.)
_HOLD = os.path.join(os.path.dirname(__file__), "HOLD")
_MARK = open(_HOLD).read().strip() if os.path.exists(_HOLD) else ""
if _MARK and "_ray_pkg_" in os.getcwd():
    try:
        fd = os.open(_MARK, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        pass
    else:
        os.write(fd, str(os.getppid()).encode())
        os.close(fd)
        time.sleep(600)


@triton.autotune(
    configs=[triton.Config({"BLOCK": b}, num_warps=w) for b in (256, 1024) for w in (4, 8)],
    key=["n"],
)
@triton.jit
def scale_kernel(x_ptr, y_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask).to(tl.float32)
    tl.store(y_ptr + offs, (x * alpha).to(tl.bfloat16), mask=mask)
"""

SPEC = """
targets = ["gfx942", "gfx950"]
python-path = ["src"]

[shapes]
big = { N = 1048576 }

[[kernel]]
name = "scale"
function = "drvonly_kernels.scale:scale_kernel"
shapes = ["big"]
tags = ["wgrad"]
[kernel.args]
x_ptr = "bf16"
y_ptr = "bf16"
n = "N"
alpha = 2.0
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _ray(*args: str, env: dict[str, str]) -> subprocess.Popen[str]:
    """`ray ARGS` in a session of its own: every process it starts stays in its process group."""
    return subprocess.Popen(
        [str(Path(sys.executable).parent / "ray"), *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )


@pytest.fixture(scope="module")
def ray_address() -> Iterator[str]:
    temp = tempfile.mkdtemp(prefix="asr")  # short: Ray's socket paths live under it
    env = {**os.environ, "RAY_USAGE_STATS_ENABLED": "0"}
    small = ["--num-cpus", "1", "--object-store-memory", "80000000", "--disable-usage-stats"]
    port = _free_port()
    address = f"127.0.0.1:{port}"
    groups: list[int] = []
    try:
        head = _ray("start", "--head", "--port", str(port), "--temp-dir", temp, "--include-dashboard", "false",
                    *small, env=env)  # fmt: skip
        groups.append(head.pid)
        out, _ = head.communicate(timeout=300)
        assert head.returncode == 0, out[-3000:]
        node = _ray("start", "--address", address, *small, env=env)
        groups.append(node.pid)
        out, _ = node.communicate(timeout=300)
        assert node.returncode == 0, out[-3000:]
        deadline = time.monotonic() + 300
        while True:  # both nodes registered
            status = subprocess.run(
                [str(Path(sys.executable).parent / "ray"), "status", "--address", address],
                capture_output=True, text=True, env=env, timeout=120,
            )  # fmt: skip
            if len(re.findall(r"^\s*1 node_", status.stdout, re.M)) == 2:
                break
            assert time.monotonic() < deadline, status.stdout + status.stderr
            time.sleep(2)
        yield address
    finally:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            for group in groups:
                try:
                    os.killpg(group, sig)
                except ProcessLookupError:
                    pass
            time.sleep(3 if sig == signal.SIGTERM else 0)
        shutil.rmtree(temp, ignore_errors=True)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A spec and a kernel package that exist only here (on no node's path)."""
    package = tmp_path / "proj" / "src" / "drvonly_kernels"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "scale.py").write_text(KERNEL)
    (tmp_path / "proj" / "asmscope.toml").write_text(SPEC)
    return tmp_path / "proj"


def _check(project: Path, cache: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "asmscope", "check", "--spec", str(project / "asmscope.toml"), "--cache-dir",
         str(cache), "-f", "json", *args],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "RAY_USAGE_STATS_ENABLED": "0", **(env or {})},
    )  # fmt: skip


def _run(project: Path, cache: Path, *args: str) -> tuple[int, dict, str]:
    proc = _check(project, cache, *args)
    out, err = proc.communicate(timeout=CLI_TIMEOUT)
    return proc.returncode, (json.loads(out) if out.strip() else {}), err


def _without_cache_paths(doc: dict) -> dict:
    """The report without what names a cache file: its directory (each run has its own cache)
    and the asm's hash, which covers the source directory the asm names."""
    doc = json.loads(json.dumps(doc))
    for f in doc["findings"]:
        f.pop("asm_path")
    for v in doc["run"]["variants"]:
        v.pop("asm_sha256")
    return doc


def _records(cache: Path) -> dict[str, dict]:
    out = {}
    for path in (cache / "compile").rglob("*.json"):
        envelope = json.loads(path.read_text())
        out[envelope["key"]] = envelope["record"]
    return out


def _asm(cache: Path, sha: str) -> str:
    return (cache / "asm" / sha[:2] / f"{sha[:16]}.s").read_text()


def _same_code(local: str, remote: str, node_root: str, root: str) -> bool:
    """Equal once the node's copy of the sources is named as the driver's (and the column
    alignment of comments after the longer name is ignored)."""

    def norm(text: str) -> list[str]:
        return [re.sub(r"\s+", " ", line).strip() for line in text.splitlines()]

    return norm(local) == norm(remote.replace(node_root, root))


def test_ray_report_equals_local(ray_address: str, project: Path, tmp_path: Path) -> None:
    code_local, local, err = _run(project, tmp_path / "local-cache")
    assert code_local == 1 and local["summary"]["findings"] > 0, err[-3000:]  # AS001 on the bf16 stores
    code, remote, err = _run(project, tmp_path / "ray-cache", "--executor", f"ray={ray_address}")
    assert code == code_local, err[-3000:]
    assert "compiled 8, 0 from cache" in err
    assert _without_cache_paths(remote) == _without_cache_paths(local)
    # The code is the local compile's: the node compiled from its copy of the sources.
    here, there = _records(tmp_path / "local-cache"), _records(tmp_path / "ray-cache")
    assert here.keys() == there.keys()
    for key, record in there.items():
        assert record["status"] == "ok" and "_ray_pkg_" in record["root"], record
        local_asm = _asm(tmp_path / "local-cache", here[key]["asm_sha256"])
        remote_asm = _asm(tmp_path / "ray-cache", record["asm_sha256"])
        assert remote_asm != local_asm  # it names the node's copy of the sources...
        assert _same_code(local_asm, remote_asm, record["root"], here[key]["root"])  # ...and is otherwise the same
    # Nothing is compiled twice: a warm cache needs no cluster (this address has none).
    code, again, err = _run(project, tmp_path / "ray-cache", "--executor", f"ray=127.0.0.1:{_free_port()}")
    assert code == code_local and "compiled 0, 8 from cache" in err, err[-2000:]
    assert again == remote


def test_unreachable_cluster_is_one_line_exit_2(project: Path, tmp_path: Path) -> None:
    port = _free_port()
    code, _, err = _run(project, tmp_path / "cache", "-q", "--executor", f"ray=127.0.0.1:{port}")
    assert code == 2 and err.strip() == f"asmscope: error: cannot reach the Ray cluster at 127.0.0.1:{port}: " + (
        "Connection refused"
    ), err[-2000:]


def test_missing_ray_is_one_line_exit_2(project: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "noray"
    (blocker / "ray").mkdir(parents=True)
    (blocker / "ray" / "__init__.py").write_text("raise ImportError(\"No module named 'ray'\")\n")
    path = os.pathsep.join([str(blocker), os.environ.get("PYTHONPATH", str(REPO))])
    proc = _check(project, tmp_path / "cache", "-q", "--executor", "ray", env={"PYTHONPATH": path})
    _, err = proc.communicate(timeout=CLI_TIMEOUT)
    assert proc.returncode == 2
    assert err.strip() == "asmscope: error: --executor ray needs Ray: pip install 'asmscope[ray]'"


def test_killed_ray_worker_retries_only_its_variant(ray_address: str, project: Path, tmp_path: Path) -> None:
    _, local, _ = _run(project, tmp_path / "local-cache")
    hold = tmp_path / "holding"
    (project / "src" / "drvonly_kernels" / "HOLD").write_text(str(hold))
    proc = _check(project, tmp_path / "ray-cache", "--executor", f"ray={ray_address}")
    try:
        deadline = time.monotonic() + CLI_TIMEOUT
        while not (hold.exists() and hold.read_text()):
            assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()[1][-3000:]
            time.sleep(0.5)
        ray_worker = int(hold.read_text())
        assert "ray::" in Path(f"/proc/{ray_worker}/cmdline").read_text(errors="replace")
        os.kill(ray_worker, signal.SIGKILL)  # mid-compile: its compile process is still importing
        out, err = proc.communicate(timeout=CLI_TIMEOUT)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 1, err[-3000:]
    remote = json.loads(out)
    assert remote["summary"]["errors"] == 0
    assert _without_cache_paths(remote) == _without_cache_paths(local)


def test_ray_report_equals_local_on_nvidia(ray_address: str, tmp_path: Path) -> None:
    """NVIDIA targets through the cluster: the cubins compiled on the nodes give the report the
    local workers give (registers, spills and occupancy of both SwiGLU geometries, both targets)."""
    spec = REPO / "kernels" / "nvidia.toml"

    def run(cache: str, *args: str) -> tuple[int, dict, str]:
        proc = subprocess.run(
            [sys.executable, "-m", "asmscope", "check", "--spec", str(spec), "--kernel", "swiglu_bwd_*",
             "--cache-dir", str(tmp_path / cache), "-f", "json", *args],
            cwd=REPO, capture_output=True, text=True, timeout=CLI_TIMEOUT,
            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "RAY_USAGE_STATS_ENABLED": "0"},
        )  # fmt: skip
        return proc.returncode, (json.loads(proc.stdout) if proc.stdout.strip() else {}), proc.stderr

    code_local, local, err = run("local")
    assert code_local == 0 and local["summary"]["variants_checked"] > 0, err[-3000:]
    assert set(local["targets"]) == {"cuda:90", "cuda:100"}
    code, remote, err = run("ray", "--executor", f"ray={ray_address}")
    assert code == code_local, err[-3000:]
    assert _without_cache_paths(remote) == _without_cache_paths(local)
