"""Source text is read only under the run's roots (issue 38, case 9): a `.file` that names
/proc/self/environ, a device, or a file outside the spec's and the asm file's directories puts
none of it into a report or `inspect --by-line`, and the run says once what it did not read."""

from __future__ import annotations

import base64
import re
import shutil
import zlib
from pathlib import Path

import pytest

from asmscope import sourcetext

from .conftest import REPO, run_cli

# real compiler output whose `.file 1` names the kernel's source; findings with --tag wgrad
ASM = REPO / "tests" / "fixtures" / "asm" / "gfx942_wgrad_legacy_bm256.s"
FILE_1 = '"/work/main/kernels" "gemm.py"'
SECRET = "asmscope-test-secret-7f3a9"


def _asm_naming(tmp_path: Path, directory: str, name: str) -> Path:
    text = ASM.read_text()
    assert FILE_1 in text
    path = tmp_path / "asm" / "k.s"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text.replace(FILE_1, f'"{directory}" "{name}"'))
    return path


def _html_text(path: Path) -> str:
    """The report page with its compressed payloads (listings, sources) opened."""
    page = path.read_text()
    blobs = []
    for chunk in re.findall(r"[A-Za-z0-9+/]{64,}={0,2}", page):
        try:
            blobs.append(zlib.decompress(base64.b64decode(chunk)).decode("utf-8", "replace"))
        except (ValueError, zlib.error):
            continue
    return page + "\n".join(blobs)


@pytest.mark.parametrize(
    ("directory", "name", "why"),
    [("/proc/self", "environ", "under /proc"), ("/dev", "zero", "under /dev"), ("OUTSIDE", "kernel.py", "outside")],
)
def test_a_source_outside_the_roots_is_never_embedded_and_said_once(tmp_path: Path, directory, name, why):
    if directory == "OUTSIDE":  # a regular file holding the secret, beside (not under) the asm's directory
        (tmp_path / "elsewhere").mkdir()
        (tmp_path / "elsewhere" / name).write_text(f"{SECRET}\n" * 2000)
        directory = str(tmp_path / "elsewhere")
    asm = _asm_naming(tmp_path, directory, name)
    env = {"ASMSCOPE_TEST_SECRET": SECRET}
    report = tmp_path / "report.html"
    result = run_cli("check", "--quiet", "--asm", str(asm), "--tag", "wgrad", "-f", "html", "-o", str(report),
                     cwd=tmp_path, env=env)  # fmt: skip
    assert result.code == 1, result.err[-2000:]  # the wgrad kernel's findings, checked
    assert SECRET not in _html_text(report)
    notes = [line for line in result.err.splitlines() if f"{directory}/{name}" in line]
    assert len(notes) == 1 and "not read" in notes[0] and why in notes[0], result.err

    shown = run_cli("inspect", str(asm), "--by-line", cwd=tmp_path, env=env)
    assert shown.code == 0, shown.err[-2000:]
    assert SECRET not in shown.out and SECRET not in shown.err
    assert sum(f"{directory}/{name}" in line and "not read" in line for line in shown.err.splitlines()) == 1


def test_a_source_beside_the_asm_file_is_read(tmp_path: Path):
    asm = _asm_naming(tmp_path, str(tmp_path / "asm"), "kernel.py")
    shutil.copy(REPO / "kernels" / "gemm.py", tmp_path / "asm" / "kernel.py")
    shown = run_cli("inspect", str(asm), "--by-line", cwd=tmp_path)
    assert shown.code == 0, shown.err[-2000:]
    lines = (tmp_path / "asm" / "kernel.py").read_text().splitlines()
    stores = [line.strip() for line in lines if "tl.store" in line]
    assert any(s in shown.out for s in stores), shown.out[-2000:]
    assert "kernel.py not read" not in shown.err


def test_the_reader_refuses_by_real_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.chdir(tmp_path)
    sourcetext.reset()
    try:
        sourcetext.allow(tmp_path)
        (tmp_path / "k.py").write_text("x = 1\n")
        (tmp_path / "link.py").symlink_to("/proc/self/environ")
        assert sourcetext.read_source(tmp_path / "k.py") == "x = 1\n"
        assert sourcetext.read_source(tmp_path / "link.py") is None  # a link out of the roots
        assert sourcetext.read_source("/etc/hostname") is None
        told = dict(sourcetext.refused())
        assert told[str(tmp_path / "link.py")] == "under /proc" and "/etc/hostname" in told
        assert sourcetext.read_source("/etc/hostname") is None
        assert sourcetext.refused() == []  # each is said once
    finally:
        sourcetext.reset()
