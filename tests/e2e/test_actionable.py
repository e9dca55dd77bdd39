"""Output a newcomer can act on (issue 14.5, 14.6): what did not run and why, names that are
close to a known one, totals that stay true, paths that open."""

from __future__ import annotations

from pathlib import Path

from .conftest import REPO, run_cli

REAL = REPO / "tests" / "rules" / "real"


def test_check_asm_names_the_rules_that_did_not_run_and_how_to_run_them() -> None:
    legacy = REAL / "wgrad_legacy_gfx942.s"  # real Triton output with 64 narrow stores
    bare = run_cli("check", "--asm", str(legacy), "--quiet", "--format", "json")
    assert bare.code == 0  # no error-severity finding without the tag...
    notes = [line for line in bare.err.splitlines() if line.startswith("asmscope: note:")]
    assert notes and notes[0].startswith("asmscope: note: 3 rules of ")
    # ...but it says so: AS001 selects wgrad kernels, AS010/AS011 need the autotune config
    assert any("AS001 narrow-store-in-wgrad: selects kernels tagged wgrad; give --tag wgrad" in n for n in notes)
    assert any("AS011" in n and "EVEN_K" in n and "through a spec" in n for n in notes)
    tagged = run_cli("check", "--asm", str(legacy), "--tag", "wgrad", "--quiet", "--format", "json")
    assert tagged.code == 1 and '"rule": "AS001"' in tagged.out  # the note's advice works
    assert "AS001" not in tagged.err and "2 rules of " in tagged.err
    # everything ran: no note
    selected = run_cli("check", "--asm", str(legacy), "--tag", "wgrad", "--select", "AS001,AS005", "--quiet")
    assert selected.code == 1 and "note" not in selected.err
