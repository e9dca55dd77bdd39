"""Sharding (`check --shard I/N`) and `asmscope merge`'s rules, on reports built by hand.

The end-to-end proof (N real shards merged equal one real unsharded run) is in
tests/e2e/test_shard.py; this covers the partition's properties and every merge refusal.
"""

from __future__ import annotations

import json
import tempfile
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from asmscope.cli import main
from asmscope.commands.merge import MERGED_FORMATS
from asmscope.compile.shard import parse_shard, partition
from asmscope.findings import CheckReport, Finding, RuleInfo, RunIdentity, Severity, VariantError, VariantKey
from asmscope.report import FORMATS

KEYS = [VariantKey("gemm", "gfx942", (("BLOCK_M", m), ("num_warps", 4)), "s") for m in (16, 32, 64, 128, 256, 512)]


@given(
    st.lists(st.one_of(st.none(), st.floats(min_value=0.01, max_value=100)), min_size=0, max_size=60),
    st.integers(min_value=1, max_value=9),
)
def test_partition_is_disjoint_covering_deterministic_and_balanced(seconds: list[float | None], count: int) -> None:
    names = [f"v{i}" for i in range(len(seconds))]
    assigned = partition(names, seconds, count)
    assert len(assigned) == len(names) and all(1 <= s <= count for s in assigned)  # each in exactly one shard
    assert partition(names, seconds, count) == assigned
    known = [s for s in seconds if s is not None]
    weights = [(sum(known) / len(known) if known else 1.0) if s is None else s for s in seconds]
    loads = [sum(w for w, s in zip(weights, assigned) if s == shard) for shard in range(1, count + 1)]
    if weights:  # greedy longest-first: no shard exceeds the ideal share by more than one item
        assert max(loads) <= sum(weights) / count + max(weights) + 1e-9


def test_partition_without_timings_spreads_by_a_stable_hash() -> None:
    names = [f"kernel{i}@gfx942" for i in range(40)]
    assigned = partition(names, [None] * 40, 4)
    assert sorted(assigned.count(s) for s in range(1, 5)) == [10, 10, 10, 10]
    # the same names in another order land in the same shards (no dependence on list order)
    again = partition(names[::-1], [None] * 40, 4)[::-1]
    assert again == assigned


def test_partition_puts_the_slow_variant_alone() -> None:
    assert partition(["slow", "a", "b", "c"], [30.0, 10.0, 10.0, 10.0], 2) == [1, 2, 2, 2]


@pytest.mark.parametrize("text", ["0/3", "4/3", "1", "a/b", "1/0", "-1/2", "2/"])
def test_bad_shard_is_a_usage_error(text: str) -> None:
    with pytest.raises(ValueError, match="expected I/N"):
        parse_shard(text)


def test_bad_shard_flag_is_one_line_exit_2(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["check", "--spec", str(tmp_path / "x.toml"), "--shard", "3/2"])
    assert result.exit_code == 2
    assert "--shard '3/2': expected I/N" in result.output


# ----------------------------------------------------------------------------------------------
# merge
# ----------------------------------------------------------------------------------------------


def _finding(key: VariantKey, severity: Severity) -> Finding:
    return Finding("AS007", "scratch-spill", severity, key, f"spill in {key}", "/c/x.s", 3, "scratch_store_dword v1")


def _report(
    positions: Sequence[int],
    shard: tuple[int, int] | None,
    *,
    severity: Severity | None = Severity.WARNING,
    failed: Sequence[int] = (),
    spec: str = "spec",
    rules: str = "rules",
    partition_id: str = "p1",
    identical: tuple[tuple[VariantKey, ...], ...] = (),
    keys: Sequence[VariantKey] = KEYS,
    planned: int = len(KEYS),
) -> CheckReport:
    """A report of the variants at `positions` of a plan of `planned`, the one at position i
    named keys[i] (a forged or mismatched report names another)."""
    ok = [i for i in positions if i not in failed]
    return CheckReport(
        findings=tuple(_finding(keys[i], severity) for i in ok if severity is not None),
        errors=tuple(VariantError(keys[i], "crash", "compiler process died with SIGABRT") for i in failed),
        variants_checked=len(ok),
        targets=("gfx942",),
        identical=identical,
        rules=(RuleInfo("AS007", "scratch-spill", "spills", severity or Severity.WARNING, "help"),),
        run=RunIdentity(
            spec=spec,
            plan="plan",
            rules=rules,
            planned=planned,
            shard=shard,
            partition=partition_id if shard else "",
            variants=tuple((i, keys[i], "" if i in failed else f"sha{i % 2}") for i in positions),
            compile_errors=len(failed),
        ),
    )


def _write(tmp_path: Path, name: str, report: CheckReport) -> str:
    path = tmp_path / name
    path.write_text(FORMATS["json"].render_check(report))
    return str(path)


def _merge(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(main, ["merge", *args])


SPLIT = ([0, 3, 4], [1, 2, 5])


def test_merged_shards_equal_the_unsharded_report(tmp_path: Path) -> None:
    a = _write(tmp_path, "a.json", _report(SPLIT[0], (1, 2), failed=[3]))
    b = _write(tmp_path, "b.json", _report(SPLIT[1], (2, 2)))
    result = _merge(b, a, "--format", "json")  # any order
    # identical code across shards (sha0: 0, 2, 4; sha1: 1, 5; 3 failed) is grouped as one run groups it
    groups = ((KEYS[0], KEYS[2], KEYS[4]), (KEYS[1], KEYS[5]))
    whole = _report(range(6), None, failed=[3], identical=groups)
    assert json.loads(result.stdout) == json.loads(FORMATS["json"].render_check(whole))
    assert result.exit_code == 3  # a variant failed: as check


@pytest.mark.parametrize(
    ("severity", "fail_on", "code"),
    [
        (None, "error", 0),
        (Severity.WARNING, "error", 0),
        (Severity.WARNING, "warning", 1),
        (Severity.ERROR, "error", 1),
    ],
)
def test_merge_exit_codes_follow_check(tmp_path: Path, severity: Severity | None, fail_on: str, code: int) -> None:
    a = _write(tmp_path, "a.json", _report(SPLIT[0], (1, 2), severity=severity))
    b = _write(tmp_path, "b.json", _report(SPLIT[1], (2, 2), severity=severity))
    assert _merge(a, b, "--fail-on", fail_on).exit_code == code


@pytest.mark.parametrize(
    ("second", "needle"),
    [
        (lambda: _report(SPLIT[1], (1, 2)), "both shard 1/2"),
        (lambda: _report(SPLIT[1], (2, 3)), "is shard 1/2 but"),
        (lambda: _report([1, 2, 5, 0], (2, 2)), "both checked gemm[s]{BLOCK_M=16,num_warps=4}@gfx942"),
        (lambda: _report([1, 2], (2, 2)), "checked 5 of the plan's 6 variants"),
        # shard 2 lists shard 1's variant (position 0's) at its own position 5: 5 is never checked
        (lambda: _report(SPLIT[1], (2, 2), keys=[*KEYS[:5], KEYS[0]]), "both checked gemm[s]{BLOCK_M=16,"),
        (lambda: _report(SPLIT[1], (2, 2), planned=7), "planned different numbers of variants"),
        (lambda: _report(SPLIT[1], (2, 2), spec="other"), "different specs"),
        (lambda: _report(SPLIT[1], (2, 2), rules="other"), "different rule sets"),
        (lambda: _report(SPLIT[1], (2, 2), partition_id="p2"), "partitioned the variants differently"),
    ],
)
def test_merge_refuses_inconsistent_shards(tmp_path: Path, second, needle: str) -> None:  # type: ignore[no-untyped-def]
    a = _write(tmp_path, "a.json", _report(SPLIT[0], (1, 2)))
    b = _write(tmp_path, "b.json", second())
    result = _merge(a, b)
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("asmscope: error:") and needle in lines[0], result.output


def test_merge_refuses_a_missing_shard_and_bad_files(tmp_path: Path) -> None:
    a = _write(tmp_path, "a.json", _report(SPLIT[0], (1, 2)))
    assert "shard 2/2 missing" in _merge(a).output
    (tmp_path / "junk.json").write_text("{not json")
    (tmp_path / "table.json").write_text('{"findings": []}')
    asm_only = _write(tmp_path, "asm.json", CheckReport((), (), 1))
    for path, needle in (
        (tmp_path / "junk.json", "not JSON"),
        (tmp_path / "table.json", "not a JSON check report"),
        (Path(asm_only), "check --asm"),
        (tmp_path / "absent.json", "cannot read report"),
    ):
        result = _merge(a, str(path))
        assert result.exit_code == 2 and needle in result.output and "Traceback" not in result.output


def test_one_unsharded_report_merges_to_itself_in_any_format(tmp_path: Path) -> None:
    report = _report(range(6), None, identical=(tuple(KEYS[0::2]), tuple(KEYS[1::2])))
    path = _write(tmp_path, "all.json", report)
    for fmt in MERGED_FORMATS:
        result = _merge(path, "--format", fmt)
        assert result.exit_code == 0
        assert result.stdout.rstrip("\n") == FORMATS[fmt].render_check(report).rstrip("\n")


def test_merge_refuses_html_which_needs_what_shard_reports_lack(tmp_path: Path) -> None:
    path = _write(tmp_path, "all.json", _report(range(6), None))
    result = _merge(path, "--format", "html")
    assert result.exit_code == 2 and "merge cannot write --format html" in result.output
    assert set(FORMATS) - set(MERGED_FORMATS) == {"html"}


def _assert_one_line_exit_2(result, *needles: str) -> None:  # type: ignore[no-untyped-def]
    lines = result.output.strip().splitlines()
    assert result.exit_code == 2, result.output
    assert len(lines) == 1 and lines[0].startswith("asmscope: error:"), result.output
    assert "Traceback" not in result.output
    for needle in needles:
        assert needle in lines[0], lines[0]


def test_merge_refuses_a_report_that_planned_no_variant(tmp_path: Path) -> None:
    """`check --target gfx950` on a spec of gfx942 kernels plans nothing; its report, merged,
    is no proof that anything was checked."""
    empty = _write(tmp_path, "empty.json", _report([], None, planned=0, keys=[]))
    _assert_one_line_exit_2(_merge(empty), "empty.json", "planned no variant")


def _edited(tmp_path: Path, name: str, edit) -> str:  # type: ignore[no-untyped-def]
    doc = json.loads(FORMATS["json"].render_check(_report(range(6), None)))
    edit(doc)
    path = tmp_path / name
    path.write_text(json.dumps(doc))
    return str(path)


def _set_source(doc: dict, line: object) -> None:
    doc["findings"][1]["source"] = {"file": "k.py", "line": line, "column": 4}


@pytest.mark.parametrize(
    ("edit", "key"),
    [
        (lambda d: d["findings"][0].update(asm_line="abc"), "findings[0].asm_line"),
        (lambda d: d["findings"][0].update(asm_line=True), "findings[0].asm_line"),
        (lambda d: _set_source(d, "12"), "findings[1].source.line"),
        (lambda d: d["run"].update(planned="6"), "run.planned"),
        (lambda d: d["run"].update(planned=-1), "run.planned"),
        (lambda d: d["run"]["variants"][2].update(position=2.0), "run.variants[2].position"),
        (lambda d: d["summary"].update(variants_checked=7), "summary.variants_checked"),
        (lambda d: d["run"].update(shard={"index": 1, "count": 10**30, "partition": "p"}), "run.shard.count"),
    ],
)
def test_merge_refuses_a_value_of_the_wrong_type_naming_file_and_key(tmp_path: Path, edit, key: str) -> None:  # type: ignore[no-untyped-def]
    path = _edited(tmp_path, "edited.json", edit)
    _assert_one_line_exit_2(_merge(path), "edited.json", key)


def _downgrade(doc: dict) -> None:
    doc["findings"][0]["severity"] = "info"


def _move_to_other_shard(doc: dict) -> None:
    """Shard 1's first finding placed on a variant of shard 2 (both checked: the plan is covered)."""
    other = json.loads(FORMATS["json"].render_check(_report(SPLIT[1], (2, 2))))["findings"][0]
    doc["findings"][0].update({k: other[k] for k in ("kernel", "target", "config", "shape", "variants")})


def _list_twice(doc: dict) -> None:
    """Shard 1's first finding said to stand for its own variant twice (as if byte-identical)."""
    doc["findings"][0]["variants"] *= 2


# issue 38.16: merge trusted what a shard said about its findings
@pytest.mark.parametrize(
    ("edit", "needle"),
    [
        (lambda d: d["findings"][0].update(rule="AS999"), "findings[0]: a finding of AS999, which this shard's run"),
        (_downgrade, "findings[0]: AS007 has severity info, but run.rules_run gives it warning"),
        (lambda d: d["findings"][0].update(name="other"), "findings[0]: AS007 is named 'other'"),
        (_move_to_other_shard, "which is not one of this shard's run.variants"),
        (lambda d: d["findings"][0]["variants"][0].update(shape="other"), "findings[0].variants: expected the"),
        (_list_twice, "findings[0].variants: expected the finding's own variant first, each variant once"),
        (lambda d: d["findings"][0].update(variants=[]), "findings[0].variants: expected a list of variants"),
        (lambda d: d["run"]["rules_run"][0].update(severity="info"), "list different rules in run.rules_run"),
    ],
)
def test_merge_checks_each_finding_against_its_own_shard(tmp_path: Path, edit, needle: str) -> None:  # type: ignore[no-untyped-def]
    doc = json.loads(FORMATS["json"].render_check(_report(SPLIT[0], (1, 2))))
    edit(doc)
    (tmp_path / "a.json").write_text(json.dumps(doc))
    b = _write(tmp_path, "b.json", _report(SPLIT[1], (2, 2)))
    _assert_one_line_exit_2(_merge(str(tmp_path / "a.json"), b), "a.json", needle)


def test_a_kernel_wide_finding_without_an_asm_line_merges(tmp_path: Path) -> None:
    path = _edited(tmp_path, "kernel-wide.json", lambda d: d["findings"][0].update(asm_line=None))
    result = _merge(path, "--format", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["findings"][0]["asm_line"] is None


def test_merge_refuses_a_forged_planned_count(tmp_path: Path) -> None:
    more = _edited(tmp_path, "more.json", lambda d: d["run"].update(planned=7))
    _assert_one_line_exit_2(_merge(more), "checked 6 of the plan's 7 variants")
    fewer = _edited(tmp_path, "fewer.json", lambda d: d["run"].update(planned=5))
    _assert_one_line_exit_2(_merge(fewer), "outside the plan's 5 variants")


def test_a_huge_shard_count_is_a_one_line_error() -> None:
    """`--shard 1/<30 digits>` once built a list of N loads (a global OOM kill)."""
    for text in ("1/" + "9" * 30, "1/4097", "1/" + "1" * 5000):
        with pytest.raises(ValueError, match="expected I/N with 1 <= I <= N <= 4096"):
            parse_shard(text)
    assert parse_shard("7/4096") == (7, 4096)
    result = CliRunner().invoke(main, ["check", "--spec", "x.toml", "--shard", "1/" + "9" * 30])
    assert result.exit_code == 2 and "<= 4096" in result.output


# Shard sets as an attacker or a broken CI matrix makes them: each plan position goes to one of
# N shards, listed under its own key or another's; some entries are added (positions outside the
# plan too), a shard may be missing or given twice.
@st.composite
def _shard_sets(draw: st.DrawFn) -> tuple[int, list[tuple[int, list[tuple[int, int]]]]]:
    count = draw(st.integers(1, 3))
    shard_of = st.integers(1, count)
    placed = draw(st.lists(st.tuples(shard_of, st.none() | st.integers(0, len(KEYS) - 1)), min_size=6, max_size=6))
    extra = draw(st.lists(st.tuples(shard_of, st.integers(0, 7), st.integers(0, len(KEYS) - 1)), max_size=2))
    entries = [(shard, position, position if key is None else key) for position, (shard, key) in enumerate(placed)]
    entries += extra
    indices = [i for i in range(1, count + 1) if i not in draw(st.sets(shard_of, max_size=1))]
    indices += sorted(draw(st.sets(shard_of, max_size=1)))
    return count, [(i, [(p, k) for shard, p, k in entries if shard == i]) for i in indices] or [(1, [])]


@given(_shard_sets())
def test_merge_of_any_shard_set_covers_exactly_the_plan_or_exits_2(shard_set) -> None:  # type: ignore[no-untyped-def]
    count, shards = shard_set
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for n, (index, variants) in enumerate(shards):
            report = CheckReport(
                findings=(),
                errors=(),
                variants_checked=len(variants),
                targets=("gfx942",),
                run=RunIdentity(
                    spec="spec",
                    plan="plan",
                    rules="rules",
                    planned=len(KEYS),
                    shard=(index, count),
                    partition="p1",
                    variants=tuple((position, KEYS[k], "sha") for position, k in variants),
                ),
            )
            paths.append(_write(Path(tmp), f"shard{n}.json", report))
        result = _merge(*paths, "--format", "json")
    if result.exit_code == 2:
        _assert_one_line_exit_2(result)
        return
    assert result.exit_code == 0, result.output
    merged = json.loads(result.stdout)["run"]["variants"]
    assert sorted(v["position"] for v in merged) == list(range(len(KEYS)))
    named = [VariantKey(v["kernel"], v["target"], tuple(v["config"].items()), v["shape"]) for v in merged]
    assert sorted(map(str, named)) == sorted(map(str, KEYS))  # every variant of the plan, once
