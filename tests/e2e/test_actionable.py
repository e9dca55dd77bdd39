"""Output a newcomer can act on (issue 14.5, 14.6): what did not run and why, names that are
close to a known one, totals that stay true, paths that open."""

from __future__ import annotations

import json
from pathlib import Path

from .conftest import REPO, run_cli

REAL = REPO / "tests" / "rules" / "real"


def test_check_asm_names_the_rules_that_did_not_run_and_how_to_run_them() -> None:
    legacy = REAL / "wgrad_legacy_gfx942.s"  # real Triton output with 64 narrow stores
    bare = run_cli("check", "--asm", str(legacy), "--quiet", "--format", "json")
    # AS001 selects wgrad kernels and AS010/AS011 require config keys (select.requires) that an
    # .s file does not carry: they do not apply, like any unselected rule, and the run says so
    assert bare.code == 0 and json.loads(bare.out)["rule_errors"] == []
    notes = [line for line in bare.err.splitlines() if line.startswith("asmscope: note:")]
    listed = [n for n in notes if n.startswith("asmscope: note:   AS")]
    # AS001 (a tag), AS010/AS011 (config keys) and the TTGIR rules AS070-AS072 (IR an .s lacks)
    assert {n.split()[2] for n in listed} == {"AS001", "AS010", "AS011", "AS070", "AS071", "AS072"}
    assert notes[0].startswith(f"asmscope: note: {len(listed)} rules of ")
    assert all("TTGIR" in n for n in listed if n.split()[2] in {"AS070", "AS071", "AS072"})
    assert any("AS001 narrow-store-in-wgrad: selects kernels tagged wgrad; give --tag wgrad" in n for n in notes)
    assert any("AS011" in n and "EVEN_K" in n and "through a spec" in n for n in notes)
    tagged = run_cli("check", "--asm", str(legacy), "--tag", "wgrad", "--quiet", "--format", "json")
    assert tagged.code == 1 and '"rule": "AS001"' in tagged.out  # the note's advice works
    assert "AS001" not in "".join(line for line in tagged.err.splitlines() if "note" in line)
    # everything ran: no note
    selected = run_cli("check", "--asm", str(legacy), "--tag", "wgrad", "--select", "AS001,AS005", "--quiet")
    # (the fixture's source, /tmp/proto/wg.py, is outside the run's roots: said once, asmscope.sourcetext)
    rule_notes = [line for line in selected.err.splitlines() if "note" in line and "not read" not in line]
    assert selected.code == 1 and not rule_notes


def test_table_asm_paths_open_at_the_line(check) -> None:
    out = check("--kernel", "fp8_gemm_tn", "--select", "AS001", "--target", "gfx950").out
    row = next(line for line in out.splitlines() if "AS001 narrow-store-in-wgrad" in line)
    asm = next(part for part in row.split() if ".s:" in part)
    path, line = asm.rsplit(":", 1)
    text = Path(path).expanduser().read_text().splitlines()  # relative to the cwd, ~ or absolute
    assert "buffer_store_short" in text[int(line) - 1]
    assert len(Path(path).stem) == 16  # a short hash, and still the file's real name


def test_rows_wrap_to_the_terminal_width() -> None:
    legacy = REAL / "wgrad_legacy_gfx942.s"
    args = ("check", "--asm", str(legacy), "--tag", "wgrad", "--ignore", "AS010,AS011", "--quiet")
    wide = run_cli(*args)
    assert max(len(line) for line in wide.out.splitlines()) > 200  # a pipe: long rows, unwrapped
    for columns in ("100", "140"):
        narrow = run_cli(*args, env={"COLUMNS": columns})
        assert narrow.code == wide.code == 1
        assert max(len(line) for line in narrow.out.splitlines()) <= int(columns)
        words = " ".join(narrow.out.split())
        assert "64 narrow stores" in words and "(1 error, 3 warnings" in words  # wrapped, not cut
    # at 140 columns the asm path stays whole (it must open); the message wraps instead
    assert f"{legacy.relative_to(REPO)}:" in run_cli(*args, env={"COLUMNS": "140"}).out


def test_names_that_match_nothing_get_a_did_you_mean(check) -> None:
    from .conftest import SPEC, assert_one_line_error

    r = check("--kernel", "fp8_gem_tn")
    assert_one_line_error(r, "matches --kernel fp8_gem_tn;", "did you mean fp8_gemm_tn")
    assert "--tag" not in r.err  # only the filters that were given
    assert_one_line_error(check("--tag", "wgard"), "matches --tag wgard;", "did you mean wgrad")
    shape = run_cli("inspect", "fp8_gemm_tn", "--spec", str(SPEC), "--shape", "llama70b", "--quiet")
    assert_one_line_error(shape, "has no shape 'llama70b'", "(its shapes: wgrad)")


def test_plurals(cache_dir: Path) -> None:
    from .conftest import SPEC

    r = run_cli(
        "check",
        "--spec",
        str(SPEC),
        "--cache-dir",
        str(cache_dir),
        "--kernel",
        "fp8_gemm_tn",
        "--target",
        "gfx950",
        "--select",
        "AS001",
    )
    assert "asmscope: 2 variants of 1 kernel;" in r.err
    asm = run_cli(
        "check",
        "--asm",
        str(REAL / "wgrad_legacy_gfx942.s"),
        "--select",
        "AS007",
        "--set",
        "occupancy_floor=3",
        "--format",
        "json",
    )
    assert '"message": "wgrad: occupancy 2 (waves per SIMD; occupancy_floor 3), limited by VGPRs"' in asm.out


def test_one_wave_is_singular() -> None:
    from asmscope.findings import VariantKey
    from asmscope.inspection import inspect_kernel, render_table
    from asmscope.pipeline import analyze_variant
    from asmscope.variant import Variant

    path = REAL / "wgrad_legacy_gfx942.s"
    ((variant, kernel, analysis),) = analyze_variant(Variant(VariantKey("", "gfx942"), str(path), ""))
    data = inspect_kernel(kernel, analysis, variant)
    assert "2 waves/SIMD" in render_table(data)
    data["occupancy"]["computed"] = 1
    assert "1 wave/SIMD" in render_table(data)


def test_a_committed_baseline_makes_known_findings_pass(cache_dir: Path, tmp_path: Path) -> None:
    """The mechanism of the repository's `.asmscope-baseline.json` (README, Install): written
    with --write-baseline, named in the config, `check` then exits 0 with "N known, 0 new"."""
    import json

    from .conftest import SPEC

    config = tmp_path / "asmscope.toml"
    config.write_text(f'spec = "{SPEC}"\nselect = ["AS001"]\n')
    baseline = tmp_path / ".asmscope-baseline.json"
    common = ["check", "--cache-dir", str(cache_dir), "--quiet"]
    first = run_cli(*common, "--write-baseline", str(baseline), cwd=tmp_path)
    assert first.code == 0 and "2 known, 0 new (baseline)" in first.out, first.out + first.err
    config.write_text(config.read_text() + 'baseline = ".asmscope-baseline.json"\n')
    known = run_cli(*common, cwd=tmp_path)
    assert known.code == 0, known.out + known.err
    assert (
        "0 findings (0 errors, 0 warnings, 0 info), 6 variants checked, 2 known, 0 new (baseline) (triton" in known.out
    )
    doc = json.loads(baseline.read_text())
    doc["findings"] = doc["findings"][:1]  # one of them is no longer accepted: it is new
    baseline.write_text(json.dumps(doc))
    new = run_cli(*common, cwd=tmp_path)
    assert (
        new.code == 1
        and "1 finding (1 error, 0 warnings, 0 info), 6 variants checked, 1 known, 1 new (baseline) (triton" in new.out
    )


def test_baseline_names_sources_relative_to_its_directory(tmp_path: Path) -> None:
    from asmscope.findings import Finding, Severity, VariantKey
    from asmscope.model import SourceLoc
    from asmscope.rules.suppress import baseline_document

    inside = SourceLoc(str(tmp_path / "kernels" / "gemm.py"), 302, 13)
    outside = SourceLoc("/opt/other/k.py", 7, 1)
    findings = [
        Finding("AS001", "n", Severity.ERROR, VariantKey("k", "gfx942"), "m", source=src) for src in (inside, outside)
    ]
    doc = baseline_document(findings, base=tmp_path)
    assert sorted(e["source"] for e in doc["findings"]) == ["/opt/other/k.py:7:1", "kernels/gemm.py:302:13"]


def test_with_a_baseline_a_new_finding_fails_at_or_above_fail_on(cache_dir: Path, tmp_path: Path) -> None:
    """README (Install): a new finding fails the run at or above `--fail-on` — with the default
    `error`, new warnings are reported as new and pass; `--fail-on warning` fails on them."""
    import json

    from .conftest import SPEC

    baseline = tmp_path / "baseline.json"
    common = ["check", "--spec", str(SPEC), "--cache-dir", str(cache_dir), "--quiet", "--kernel", "fp8_gemm_tn"]
    accepted = run_cli(*common, "--select", "AS001", "--write-baseline", str(baseline))
    assert accepted.code == 0, accepted.err  # what it just accepted is known
    args = [*common, "--select", "AS001,AS005,AS006", "--baseline", str(baseline)]
    new = run_cli(*args, "--format", "json")
    findings = json.loads(new.out)["findings"]
    assert findings and {f["severity"] for f in findings} == {"warning"}  # the new ones: AS005/AS006
    assert new.code == 0
    shown = run_cli(*args)
    assert f"{len(findings)} new (baseline)" in shown.out and shown.code == 0
    assert run_cli(*args, "--fail-on", "warning").code == 1
