"""Toolchains: the Python interpreter, and the Triton it imports, that compile workers run in.

`asmscope diff --toolchain-a triton==3.6.0 --toolchain-b triton==3.9.0` builds each side with
its own Triton. A toolchain is written as

- `triton==3.6.0` (or just `3.6.0`): an isolated environment asmscope creates once under its
  cache (`<cache-dir>/toolchains/triton-3.6.0`, or `$ASMSCOPE_TOOLCHAINS_DIR`) and reuses: a
  venv holding only that Triton, made by pip under a lock per environment;
- a path to a Python interpreter, or to a venv (its `bin/python`), that the user already has.

Workers of a toolchain run `asmscope.compile.worker` from THIS asmscope's source under that
interpreter (`worker_launch`): the interpreter's own site-packages come first, so `triton` is
the toolchain's, and this interpreter's site directories are appended after them (when the
Python versions match), so that torch, lark and the user's other packages are the ones the
driver has: an environment needs nothing but Triton. The parent and the worker exchange plain
picklable values (dicts, lists, strings, numbers and asmscope's own dataclasses, which both
sides load from the same source), never a Triton object, and a worker says which protocol it
speaks when it starts (`PROTOCOL`), so a mismatch is an error, not a misread job.

The toolchain's identity (its Triton's version and install directory) enters every compile and
plan cache key (`ASMSCOPE_TOOLCHAIN`, see plan.variant_cache_key), so two toolchains never
share an entry. The driver's own Triton is the default toolchain, whose keys are unchanged.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import site
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from asmscope.errors import AsmscopeError

# The version of the parent <-> worker protocol (jobs and results; see worker.serve). Bump it
# when a job's or result's fields change meaning.
PROTOCOL = 1
# The Triton releases whose compile stage asmscope is tested with.
SUPPORTED_TRITON = ("3.6", "3.7", "3.8", "3.9")
# The environment variable through which a worker learns its toolchain's identity.
IDENTITY_ENV = "ASMSCOPE_TOOLCHAIN"
_PATH_ENV = "ASMSCOPE_WORKER_PATH"
_MARKER = "asmscope-toolchain.json"
_REQUIREMENT = re.compile(r"^(?:triton\s*==\s*)?(\d+\.\d+(?:\.\d+)?(?:[.\-+]?[0-9A-Za-z.+\-]*)?)$")

# Started as `python -c BOOT ...`: this asmscope's source first, the toolchain's own packages
# next (the interpreter's sys.path), the driver's site directories last; then the worker.
_BOOT = (
    "import json, os, site, sys\n"
    f"cfg = json.loads(os.environ.pop({_PATH_ENV!r}))\n"
    "sys.path.insert(0, cfg['root'])\n"
    "if list(sys.version_info[:2]) == cfg['python']:\n"
    "    for d in cfg['site']:\n"
    "        site.addsitedir(d)\n"
    "import runpy\n"
    "runpy.run_module('asmscope.compile.worker', run_name='__main__', alter_sys=True)\n"
)


class ToolchainError(AsmscopeError):
    """A toolchain that cannot be used: a bad spelling, a missing interpreter, a failed pip."""


@dataclass(frozen=True, slots=True)
class Toolchain:
    """Where one side's compile workers run. `identity` is "" for the driver's own Triton."""

    label: str  # as the user wrote it
    python: str  # the interpreter
    triton_version: str
    triton_dir: str
    identity: str

    @property
    def is_default(self) -> bool:
        return not self.identity


def identity_of(toolchain: Toolchain | None) -> str:
    """What a cache key carries for a toolchain: "" for None (the driver's own Triton)."""
    return toolchain.identity if toolchain is not None else ""


def toolchains_dir(cache_root: Path) -> Path:
    env = os.environ.get("ASMSCOPE_TOOLCHAINS_DIR")
    return Path(env) if env else cache_root / "toolchains"


def resolve_toolchain(text: str, cache_root: Path, status: Callable[[str], None] = lambda _: None) -> Toolchain:
    """The toolchain `text` names, its environment created first if it is a named one."""
    path = Path(text).expanduser()
    if path.exists() or os.sep in text:
        python = _interpreter(path, text)
    else:
        match = _REQUIREMENT.match(text.strip())
        if match is None:
            raise ToolchainError(
                f"toolchain {text!r}: expected triton==VERSION (e.g. triton==3.6.0), a version, "
                "or the path of a Python interpreter or venv"
            )
        python = str(named_env(match.group(1), toolchains_dir(cache_root), status) / "bin" / "python")
    return probe(python, text)


def _interpreter(path: Path, text: str) -> str:
    candidate = path / "bin" / "python" if path.is_dir() else path
    if not candidate.is_file() or not os.access(candidate, os.X_OK):
        what = "a venv without bin/python" if path.is_dir() else "not an executable file"
        raise ToolchainError(f"toolchain {text!r}: {what if path.exists() else 'no such file or directory'}")
    return str(candidate)


def named_env(version: str, root: Path, status: Callable[[str], None] = lambda _: None) -> Path:
    """The environment holding triton==`version` under `root`, created once (under a lock, so
    that concurrent runs create it once) and reused; a half-made one is never used."""
    from filelock import FileLock

    env = root / f"triton-{version}"
    if (env / _MARKER).is_file():
        return env
    requirement = f"triton=={version}"
    _refuse_foreign(env, requirement)
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ToolchainError(f"cannot create toolchain {requirement}: {root}: {exc.strerror or exc}") from None
    with FileLock(str(root / _lock_name(version))):
        if (env / _MARKER).is_file():
            return env  # another run made it while this one waited
        _refuse_foreign(env, requirement)
        status(f"creating toolchain triton=={version} in {env} (once; pip install)...")
        start = time.monotonic()
        building = _building(root, version)
        if not _remove_interrupted(building) and (building.is_symlink() or building.exists()):
            raise ToolchainError(
                f"cannot create toolchain {requirement}: {building} is in the way and lacks asmscope's "
                f"marker ({_BUILDING_MARKER}; an older asmscope's interrupted build?): remove it"
            )
        try:
            # Marked before anything is installed, so that `cache clear --toolchains` knows an
            # interrupted build as asmscope's (an empty one too: the marker may not be written yet).
            building.mkdir()
            (building / _BUILDING_MARKER).write_text(requirement)
        except OSError as exc:
            raise ToolchainError(f"cannot create toolchain {requirement}: {building}: {exc.strerror or exc}") from None
        _run([sys.executable, "-m", "venv", "--without-pip", str(building)], requirement, "venv")
        pip = [sys.executable, "-m", "pip", "--python", str(building / "bin" / "python"), "install"]
        _run([*pip, "--quiet", "--disable-pip-version-check", requirement], requirement, "pip")
        marker = {"requirement": requirement, "python": sys.executable, "created": time.time()}
        (building / _MARKER).write_text(json.dumps(marker))
        (building / _BUILDING_MARKER).unlink()
        building.rename(env)
        status(f"created toolchain triton=={version} in {time.monotonic() - start:.0f} s")
    return env


# An environment being built: `.triton-X.building`, marked by _BUILDING_MARKER from its start;
# its lock `.triton-X.lock` is held while it is built.
_BUILDING_MARKER = "asmscope-toolchain-building"


def _building(root: Path, version: str) -> Path:
    return root / f".triton-{version}.building"


def _lock_name(version: str) -> str:
    return f".triton-{version}.lock"


def _refuse_foreign(env: Path, requirement: str) -> None:
    """Whatever is at the environment's path and lacks asmscope's marker is the user's (the
    toolchains directory may be $ASMSCOPE_TOOLCHAINS_DIR=~/venvs): never replaced."""
    if env.is_symlink() or env.exists():
        what = "a symbolic link" if env.is_symlink() else "a directory" if env.is_dir() else "a file"
        raise ToolchainError(
            f"cannot create toolchain {requirement}: {env} is {what} asmscope did not make (no {_MARKER}); "
            "move it away, or point ASMSCOPE_TOOLCHAINS_DIR elsewhere"
        )


def _remove_interrupted(building: Path) -> bool:
    """Remove an interrupted build of asmscope's (marked, or empty); True if it was one."""
    if building.is_symlink() or not building.is_dir():
        return False
    if (building / _BUILDING_MARKER).is_file():
        try:
            shutil.rmtree(building)
        except OSError as exc:
            raise ToolchainError(f"cannot remove the interrupted build {building}: {exc.strerror or exc}") from None
        return True
    try:
        building.rmdir()  # only if empty: made, then interrupted before its marker
    except OSError:
        return False
    return True


_RELEASE = re.compile(r"^(?:triton\s*==\s*)?(\d+\.\d+\.\d+)$")


def release_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def is_supported(version: str) -> bool:
    return ".".join(version.split(".")[:2]) in SUPPORTED_TRITON


def published_releases(python: str = sys.executable) -> list[str]:
    """The final Triton releases the configured package index has (`pip index versions`)."""
    cmd = [python, "-m", "pip", "index", "versions", "triton", "--disable-pip-version-check"]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=300)
    except subprocess.TimeoutExpired:
        raise ToolchainError("cannot list the Triton releases: `pip index versions triton` timed out") from None
    listed = [ln.split(":", 1)[1] for ln in proc.stdout.splitlines() if ln.startswith("Available versions:")]
    if proc.returncode != 0 or not listed:
        lines = [ln.strip() for ln in (proc.stderr or proc.stdout).splitlines() if ln.strip()]
        errors = [ln for ln in lines if ln.startswith("ERROR")] or lines
        detail = errors[-1] if errors else f"exit status {proc.returncode}"
        raise ToolchainError(f"cannot list the Triton releases of the package index (pip index versions): {detail}")
    versions = (v.strip() for v in listed[0].split(","))
    return sorted({v for v in versions if _RELEASE.match(v)}, key=release_key)


def select_releases(text: str, published: Callable[[], Sequence[str]]) -> list[str]:
    """The releases `--toolchains` names, oldest first: `A..B` (both ends included) is every
    final release `published()` lists between them that asmscope supports; `A,B,C` is those
    (the index is not asked). Raises a ToolchainError naming what is wrong."""
    spelled = "a range A..B of Triton releases (3.6.0..3.9.0) or a comma list (3.6.0,3.7.1,3.9.0)"
    if ".." in text:
        ends = [_release(part, text, spelled) for part in text.split("..")]
        if len(ends) != 2:
            raise ToolchainError(f"--toolchains {text!r}: expected {spelled}")
        listed = list(published())
        for end in ends:
            if end not in listed:
                known = ", ".join(v for v in listed if is_supported(v)) or "none"
                raise ToolchainError(
                    f"--toolchains {text!r}: {end} is not a published Triton release (published and supported: {known})"
                )
        low, high = (release_key(e) for e in ends)
        if low > high:
            raise ToolchainError(f"--toolchains {text!r}: the range is empty ({ends[0]} is newer than {ends[1]})")
        chosen = [v for v in listed if low <= release_key(v) <= high and is_supported(v)]
    else:
        chosen = sorted({_release(part, text, spelled) for part in text.split(",") if part.strip()}, key=release_key)
    if len(chosen) < 2:
        raise ToolchainError(f"--toolchains {text!r}: names {len(chosen)} release(s); bisect needs at least two")
    return chosen


def _release(part: str, text: str, spelled: str) -> str:
    match = _RELEASE.match(part.strip())
    if match is None:
        raise ToolchainError(
            f"--toolchains {text!r}: {part.strip()!r} is not a final release X.Y.Z; expected {spelled}"
        )
    version = match.group(1)
    if not is_supported(version):
        raise ToolchainError(
            f"--toolchains {text!r}: triton {version} is not supported (supported: {', '.join(SUPPORTED_TRITON)})"
        )
    return version


def _run(cmd: list[str], requirement: str, what: str) -> None:
    proc = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if proc.returncode != 0:
        lines = [ln.strip() for ln in (proc.stderr or proc.stdout).splitlines() if ln.strip()]
        errors = [ln for ln in lines if ln.startswith("ERROR")] or lines
        detail = errors[-1] if errors else f"exit status {proc.returncode}"
        raise ToolchainError(f"cannot create toolchain {requirement}: {what} failed: {detail}")


def _is_env(env: Path) -> bool:
    """An environment asmscope made: a real directory (not a link) holding its marker."""
    return not env.is_symlink() and env.is_dir() and (env / _MARKER).is_file()


def installed_envs(cache_root: Path) -> list[tuple[Path, str, int]]:
    """(environment, its requirement, its size in bytes) of each named toolchain created."""
    root = toolchains_dir(cache_root)
    out = []
    for env in sorted(root.glob("triton-*")) if root.is_dir() else ():
        if not _is_env(env):
            continue
        try:
            requirement = json.loads((env / _MARKER).read_text())["requirement"]
            size = sum(p.stat().st_size for p in env.rglob("*") if p.is_file() and not p.is_symlink())
        except (OSError, ValueError, KeyError, TypeError):
            continue
        out.append((env, requirement, size))
    return out


@dataclass(frozen=True, slots=True)
class RemovedEnvs:
    removed: int  # environments
    interrupted: int  # interrupted builds (their stale lock files go too)
    left: tuple[Path, ...]  # triton-* entries asmscope did not make (no marker, or a link)


def remove_envs(cache_root: Path) -> RemovedEnvs:
    """Remove every named toolchain environment asmscope made, the builds that were
    interrupted and their stale locks; what lacks asmscope's marker is left and named."""
    from filelock import FileLock, Timeout

    root = toolchains_dir(cache_root)
    if root.is_symlink() or not root.is_dir():
        return RemovedEnvs(0, 0, ())
    removed, interrupted, left = 0, 0, []
    for env in sorted(root.glob("triton-*")):
        if not _is_env(env):
            left.append(env)
            continue
        try:
            shutil.rmtree(env)
        except OSError as exc:
            raise ToolchainError(f"cannot remove toolchain {env}: {exc.strerror or exc}") from None
        removed += 1
    # Leftovers of builds that were interrupted (a killed pip): those whose lock is free now.
    versions = {p.name[len(".triton-") : -len(".lock")] for p in root.glob(_lock_name("*"))}
    versions |= {p.name[len(".triton-") : -len(".building")] for p in root.glob(_building(root, "*").name)}
    for version in sorted(versions):
        lock = FileLock(str(root / _lock_name(version)), timeout=0)
        try:
            lock.acquire()
        except Timeout:
            continue  # held: that environment is being built now
        try:
            interrupted += _remove_interrupted(_building(root, version))
            (root / _lock_name(version)).unlink(missing_ok=True)
        finally:
            lock.release()
    return RemovedEnvs(removed, interrupted, tuple(left))


def worker_launch(toolchain: Toolchain | None) -> tuple[list[str], dict[str, str]]:
    """(the command that starts a worker before its three arguments, the environment it adds)."""
    if toolchain is None or toolchain.is_default:
        return [sys.executable, "-m", "asmscope.compile.worker"], {}
    return _foreign_launch(toolchain.python, toolchain.identity)


def _foreign_launch(python: str, identity: str) -> tuple[list[str], dict[str, str]]:
    root = str(Path(__file__).resolve().parents[2])
    cfg = {"root": root, "python": list(sys.version_info[:2]), "site": _driver_site_dirs()}
    return [python, "-c", _BOOT], {_PATH_ENV: json.dumps(cfg), IDENTITY_ENV: identity}


def _driver_site_dirs() -> list[str]:
    dirs = [*site.getsitepackages(), site.getusersitepackages()]
    return [d for d in dict.fromkeys(dirs) if os.path.isdir(d)]


def probe(python: str, label: str) -> Toolchain:
    """Ask the interpreter (started as a worker would be) which Triton it imports."""
    launch, env = _foreign_launch(python, "")
    proc = subprocess.run(
        [*launch, "--probe"], capture_output=True, text=True, env={**os.environ, **env}, stdin=subprocess.DEVNULL
    )
    try:
        facts = json.loads(proc.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        tail = (proc.stderr.strip().splitlines() or [f"exit status {proc.returncode}"])[-1]
        raise ToolchainError(f"toolchain {label!r}: {python} cannot run asmscope's compile worker: {tail}") from None
    if facts.get("protocol") != PROTOCOL:
        raise ToolchainError(f"toolchain {label!r}: its worker speaks protocol {facts.get('protocol')}, not {PROTOCOL}")
    if not facts.get("triton_dir"):
        raise ToolchainError(f"toolchain {label!r}: {python} has no triton installed")
    version, where = facts["triton_version"], facts["triton_dir"]
    if not version.startswith(SUPPORTED_TRITON):
        raise ToolchainError(
            f"toolchain {label!r}: triton {version} is not supported (supported: {', '.join(SUPPORTED_TRITON)})"
        )
    own = _own_triton_dir()
    identity = "" if own == where else hashlib.sha256(f"{version}\0{where}".encode()).hexdigest()[:16]
    return Toolchain(label, python, version, where, identity)


def triton_facts() -> dict[str, object]:
    """What `probe` asks a worker interpreter: run there (worker `--probe`)."""
    from asmscope.compile.plan import triton_version

    where = _own_triton_dir()
    return {
        "protocol": PROTOCOL,
        "python": sys.version.split()[0],
        "triton_dir": where,
        "triton_version": triton_version() if where else "",
    }


def _own_triton_dir() -> str:
    import importlib.util

    spec = importlib.util.find_spec("triton")
    return os.path.realpath(os.path.dirname(spec.origin)) if spec is not None and spec.origin else ""
