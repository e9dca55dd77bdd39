"""`asmscope prune` on an autotuned kernel written as users write them (tests/prune/tuned_kernels.py):
every config listed twice, a kpack choice gfx950 ignores, a pipeline too deep for the LDS.

The generated pruner module is then used the way users would: as `prune_configs_by` of a real
`@triton.autotune`, whose own `prune_configs` asmscope's compile workers call before compiling
(the same call a launch makes), and in-process under the target's driver."""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path

import pytest

from tests.e2e.conftest import REPO, run_cli

pytestmark = pytest.mark.slow  # compiles 12 variants

HERE = Path(__file__).parent
SPEC = HERE / "spec.toml"


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("prune-cache")


@pytest.fixture(scope="module")
def pruning(cache: Path) -> dict:
    r = run_cli("prune", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "json")
    assert r.code == 0, r.err[-3000:]
    return json.loads(r.out)


def _kernel(pruning: dict, target: str) -> dict:
    [entry] = [k for k in pruning["kernels"] if k["target"] == target]
    return entry


def _reasons(entry: dict) -> dict[str, int]:
    counts: dict[str, int] = {}
    for d in entry["drops"]:
        counts[d["reason"]] = counts.get(d["reason"], 0) + d["entries"]
    return counts


def test_every_config_listed_twice_is_a_duplicate(pruning: dict) -> None:
    for target in ("gfx942", "gfx950"):
        entry = _kernel(pruning, target)
        assert entry["listed"] == 12
        duplicates = [d for d in entry["drops"] if d["reason"] == "duplicate"]
        assert len(duplicates) == 6 and all(d["entries"] == 1 and d["twin"] == d["config"] for d in duplicates)


def test_kpack_twins_on_gfx950_only(pruning: dict) -> None:
    """Triton forces kpack=1 on gfx950 (HIPBackend.parse_options), so kpack=2 compiles to the
    kpack=1 code there; on gfx942 kpack changes the code and nothing is a twin."""
    assert "identical-code" not in _reasons(_kernel(pruning, "gfx942"))
    twins = [d for d in _kernel(pruning, "gfx950")["drops"] if d["reason"] == "identical-code"]
    assert len(twins) == 2
    for d in twins:
        assert d["config"]["kpack"] == 2 and d["twin"] == {**d["config"], "kpack": 1}
        assert d["compile_seconds"] > 0  # the cache's recorded compile time of the dropped variant


def test_deep_pipeline_cannot_launch(pruning: dict) -> None:
    limits = {"gfx942": 65536, "gfx950": 163840}
    for target, limit in limits.items():
        cannot = [d for d in _kernel(pruning, target)["drops"] if d["reason"] == "cannot-launch"]
        assert {d["config"]["num_stages"] for d in cannot} == {5} and len(cannot) == 2
        for d in cannot:
            needed = int(re.search(r"needs (\d+) bytes", d["detail"]).group(1))
            assert needed > limit
    # what is kept never includes a dropped config
    for entry in pruning["kernels"]:
        dropped = [d["config"] for d in entry["drops"] if d["reason"] != "duplicate"]
        assert not [c for c in entry["keep"] if c in dropped]
        assert entry["entries_dropped"] + len(entry["keep"]) == entry["listed"]


def _generate(cache: Path, out: Path) -> Path:
    module = out / "pruners.py"
    r = run_cli("prune", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "python", "-o", str(module))
    assert r.code == 0, r.err[-3000:]
    return module


def test_generated_module_prunes_in_a_real_autotune(cache: Path, tmp_path: Path, pruning: dict) -> None:
    """The generated pruner as a real autotuner's early_config_prune: asmscope's workers call
    Triton's Autotuner.prune_configs under each target's driver before compiling, so the configs
    it drops are reported as pruned by the autotuner and never compiled."""
    _generate(cache, tmp_path)
    (tmp_path / "user_kernels.py").write_text(
        "import triton\n"
        "from pruners import prune_tuned_matmul\n"
        "from tests.prune.tuned_kernels import CONFIGS, tuned_matmul as _tuned\n"
        "tuned_matmul = triton.autotune(configs=CONFIGS, key=['M', 'N', 'K'],\n"
        "    prune_configs_by={'early_config_prune': prune_tuned_matmul})(_tuned.fn)\n"
    )
    spec = SPEC.read_text().replace('python-path = ["../.."]', f'python-path = ["{tmp_path}", "{REPO}"]')
    spec = spec.replace("tests.prune.tuned_kernels:tuned_matmul", "user_kernels:tuned_matmul")
    (tmp_path / "spec.toml").write_text(spec)
    for target in ("gfx942", "gfx950"):
        entry = _kernel(pruning, target)
        dropped = sum(1 for d in entry["drops"] if d["reason"] != "duplicate")
        r = run_cli(
            "check", "--spec", str(tmp_path / "spec.toml"), "--cache-dir", str(cache), "--target", target,
            "--fail-on", "never", "-f", "json",
        )
        assert r.code == 0, r.err[-3000:]
        assert f"{dropped} pruned by the autotuner" in r.err, r.err
        assert json.loads(r.out)["summary"]["variants_checked"] == len(entry["keep"])


def test_generated_module_under_the_targets_driver(cache: Path, tmp_path: Path, pruning: dict) -> None:
    """In-process, with Triton's driver reporting each target: duplicates go by identity, twins
    and unlaunchable configs by the table, and the survivors are exactly `keep`."""
    from asmscope.compile.active import activate
    from asmscope.targets import get_target
    from tests.prune.tuned_kernels import CONFIGS

    spec = importlib.util.spec_from_file_location("asmscope_test_pruners", _generate(cache, tmp_path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    try:
        for target in ("gfx942", "gfx950"):
            with activate(get_target(target), {}, {}):
                survivors = module.prune_tuned_matmul(CONFIGS, {})
            kept = [{k: v for k, v in c.all_kwargs().items() if v is not None} for c in survivors]
            expected = [{k: v for k, v in c.items()} for c in _kernel(pruning, target)["keep"]]
            assert kept == expected, (target, kept, expected)
    finally:
        sys.modules.pop("asmscope_test_pruners", None)


def _waste(cache: Path, *extra: str) -> tuple[int, list[dict]]:
    r = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "json", "--select", "AS023",
                *extra)
    assert r.code in (0, 1), r.err[-3000:]
    return r.code, [f for f in json.loads(r.out)["findings"] if f["rule"] == "AS023"]


def test_check_reports_the_waste_prune_finds(cache: Path, pruning: dict, tmp_path: Path) -> None:
    """`check`'s AS023: one info finding per kernel and target, at the kernel's def line, with
    the entries and compile seconds `asmscope prune` computes for the same list. Info does not
    fail the run unless asked (`--fail-on info`), and a baseline accepts it like any finding."""
    code, findings = _waste(cache)
    assert code == 0
    assert sorted(f["target"] for f in findings) == ["gfx942", "gfx950"]
    def_line = next(i for i, line in enumerate((HERE / "tuned_kernels.py").read_text().splitlines(), 1)
                    if line.startswith("def tuned_matmul"))
    for f in findings:
        entry = _kernel(pruning, f["target"])
        assert f["severity"] == "info"
        assert f["source"]["file"].endswith("tests/prune/tuned_kernels.py") and f["source"]["line"] == def_line
        reasons = ", ".join(f"{n} {reason}" for reason, n in _reasons(entry).items())
        assert f"{entry['entries_dropped']} of its {entry['listed']} entries" in f["message"], f["message"]
        assert f"({reasons}; {len(entry['keep'])} configs kept)" in f["message"], f["message"]
        assert f"{entry['compile_seconds_saved']:.1f} s of compiles" in f["message"], f["message"]
    assert _waste(cache, "--fail-on", "info")[0] == 1
    baseline = tmp_path / "baseline.json"
    _waste(cache, "--write-baseline", str(baseline))
    r = run_cli("check", "--spec", str(SPEC), "--cache-dir", str(cache), "-q", "-f", "json", "--select", "AS023",
                "--baseline", str(baseline), "--fail-on", "info")
    assert r.code == 0, r.err[-3000:]
    assert json.loads(r.out)["summary"]["suppressed"] == 2  # known: accepted by the baseline


def test_the_progress_line_counts_in_words() -> None:
    from asmscope.commands.prune import _whole_plan

    plan = [object()] * 10
    assert _whole_plan(None, plan, (object(),), None).counted == "10 variants of 1 kernel"  # type: ignore[arg-type]
    assert _whole_plan(None, plan[:1], (object(),) * 2, None).counted == "1 variant of 2 kernels"  # type: ignore[arg-type]
