"""AS060/AS061 once per variant (issue 45, item 6): one finding names every source line with its
local loads and stores and the bytes they move per thread. The oracle is ptxas's own report of
the same PTX (`N bytes spill stores, M bytes spill loads`, kept beside each test cubin) and
nvdisasm's listing (how many LDL/STL it prints)."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from asmscope.cli import main
from asmscope.isa.sass import reader as sass
from asmscope.isa.sass.ptxas_log import read_ptxas_log

LOCAL = Path(__file__).resolve().parents[1] / "fixtures" / "nvidia" / "local"

pytestmark = [pytest.mark.slow, pytest.mark.skipif(sass.tool("nvdisasm") is None, reason="nvdisasm not available")]


@pytest.mark.parametrize("arch", ["sm90", "sm100"])
def test_one_finding_whose_lines_add_up_to_ptxas_spill_bytes(arch: str, tmp_path: Path) -> None:
    cubin = LOCAL / arch / "spill.cubin"
    args = ["check", "--asm", str(cubin), "--select", "AS060", "-q", "-f", "json", "--fail-on", "never"]
    result = CliRunner().invoke(main, [*args, "--cache-dir", str(tmp_path / "cache")])
    assert result.exit_code == 0, result.output
    (finding,) = json.loads(result.stdout)["findings"]
    message = finding["message"]
    assert "more lines" not in message
    report = read_ptxas_log(cubin.with_suffix(".ptxas.txt").read_text())
    moved = sum(int(n) for n in re.findall(r"; (\d+) bytes\)", message))
    assert moved == report.spill_store_bytes + report.spill_load_bytes
    listing = subprocess.run([sass.tool("nvdisasm"), "-c", str(cubin)], capture_output=True, text=True, check=True)
    local = len(re.findall(r"\*/\s+(?:@!?P\d\s+)?(?:LDL|STL)[ .]", listing.stdout))
    assert f"at {local} instructions" in message
    assert sum(int(n) for n in re.findall(r"(\d+) (?:LDL|STL)\b", message)) == local
