"""The compile stage on real Triton output: specialisation, pruning, isolation, cache."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from asmscope.compile import CompileCache, compile_variants, plan_variants
from asmscope.spec import load_spec_file

from .specs import FRAGILE, SCALE_ADD, write_spec


def _plan(tmp_path: Path, template: str, **fields: object):
    spec = load_spec_file(write_spec(tmp_path, template, **fields))
    return plan_variants(spec, spec.kernels)


def _import_own_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let the test import its own copy of sample_kernels; afterwards, sys.modules and sys.path
    are as before (planning adds the copy's directory to sys.path)."""
    monkeypatch.setitem(sys.modules, "sample_kernels", None)  # undo: back to the entry or none
    del sys.modules["sample_kernels"]
    monkeypatch.setattr(sys, "path", list(sys.path))


def test_autotune_configs_heuristics_and_pruning(tmp_path: Path) -> None:
    plan = _plan(tmp_path, SCALE_ADD, shapes='["big", "small"]')
    # 4 configs from the decorator x 2 shapes x 1 target
    assert len(plan) == 8
    outcome = compile_variants(plan, CompileCache(tmp_path / "cache"), jobs=2)
    assert not outcome.errors
    # `_prune_small` drops BLOCK=256 and BLOCK=1024 for n=100: Triton would never build them.
    pruned = {(k.shape, dict(k.config)["BLOCK"]) for k in outcome.pruned}
    assert pruned == {("small", 256), ("small", 1024)}
    by_key = {(c.key.shape, dict(c.config)["BLOCK"], dict(c.config).get("kpack")): c for c in outcome.compiled}
    # the heuristic EVEN is recorded with the variant's config
    assert dict(by_key[("big", 256, 1)].config)["EVEN"] is True
    assert dict(by_key[("small", 64, 1)].config)["EVEN"] is False
    big = Path(by_key[("big", 256, 1)].asm_path).read_text()
    # tensors under 2 GiB get Triton's 32-bit pointer range on AMD: buffer instructions
    assert "buffer_load" in big and "global_load" not in big


def test_kpack_pairs_are_identical_on_gfx950(tmp_path: Path) -> None:
    plan = _plan(tmp_path, SCALE_ADD, shapes='["big"]')
    outcome = compile_variants(plan, CompileCache(tmp_path / "cache"), jobs=2)
    groups = [{dict(k.config).get("kpack") for k in g} for g in outcome.identical]
    # Triton forces kpack to 1 on gfx950: the kpack=1 and kpack=2 configs are the same code
    assert {1, 2} in groups


def test_crash_hang_oom_and_exception_kill_only_their_variant(tmp_path: Path) -> None:
    plan = _plan(tmp_path, FRAGILE)
    outcome = compile_variants(plan, CompileCache(tmp_path / "cache"), jobs=2, timeout=60, memory_mb=6000)
    ok = sorted(dict(c.key.config)["MODE"] for c in outcome.compiled)
    assert ok == ["ok", "ok2"]
    errors = {dict(e.variant.config)["MODE"]: e for e in outcome.errors}
    assert set(errors) == {"abort", "hang", "raise", "oom"}
    assert "SIGABRT" in errors["abort"].message
    assert errors["hang"].kind == "timeout"
    assert "PassManager::run failed" in errors["raise"].message
    assert "MemoryError" in errors["oom"].message or "died" in errors["oom"].message
    for e in errors.values():
        assert e.variant.target == "gfx942" and dict(e.variant.config)["MODE"]


def test_warm_run_hits_cache_and_corrupt_entries_are_rebuilt(tmp_path: Path) -> None:
    plan = [p for p in _plan(tmp_path, SCALE_ADD, shapes='["big"]') if dict(p.config)["BLOCK"] == 64]
    cache = CompileCache(tmp_path / "cache")
    cold = compile_variants(plan, cache, jobs=2)
    assert cold.built == 2 and cold.hits == 0
    warm = compile_variants(plan, cache, jobs=2)
    assert warm.built == 0 and warm.hits == 2
    assert [c.asm_sha256 for c in warm.compiled] == [c.asm_sha256 for c in cold.compiled]
    # Corrupt one record (a half-written file) and one asm file (bit rot): both are rebuilt.
    record = next((tmp_path / "cache" / "compile").rglob("*.json"))
    record.write_text(record.read_text()[:40])
    asm = Path(cold.compiled[0].asm_path)
    asm.write_text(asm.read_text().replace("s_endpgm", "s_nop 0"))
    rebuilt = compile_variants(plan, CompileCache(tmp_path / "cache"), jobs=2)
    assert rebuilt.built >= 1 and rebuilt.corrupt_entries >= 1
    assert {c.asm_sha256 for c in rebuilt.compiled} == {c.asm_sha256 for c in cold.compiled}
    for c in rebuilt.compiled:
        assert "s_endpgm" in Path(c.asm_path).read_text()


def test_cache_records_are_checksummed_json(tmp_path: Path) -> None:
    cache = CompileCache(tmp_path)
    cache.put("ab" * 32, {"status": "ok", "seconds": 1.0}, "s_endpgm\n")
    path = next((tmp_path / "compile").rglob("*.json"))
    envelope = json.loads(path.read_text())
    assert envelope["key"] == "ab" * 32 and envelope["checksum"]
    envelope["record"]["seconds"] = 2.0  # tampered: checksum no longer matches
    path.write_text(json.dumps(envelope))
    assert cache.get("ab" * 32) is None


def test_unusable_cache_dir_is_a_clear_error(tmp_path: Path) -> None:
    from asmscope.compile import CacheError

    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    with pytest.raises(CacheError, match="not usable"):
        CompileCache(blocker / "cache").ensure_usable()


def test_source_edited_during_run_is_not_cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil

    _import_own_copy(monkeypatch)

    from .specs import HERE

    shutil.copy(HERE / "sample_kernels.py", tmp_path / "sample_kernels.py")
    text = SCALE_ADD.replace('python-path = ["{here}"]', f'python-path = ["{tmp_path}"]')
    plan = [p for p in _plan(tmp_path, text, shapes='["big"]') if dict(p.config)["BLOCK"] == 256]
    source = tmp_path / "sample_kernels.py"
    source.write_text(source.read_text().replace("x * alpha + y", "x * alpha - y"))  # edited after planning
    cache = CompileCache(tmp_path / "cache")
    outcome = compile_variants(plan, cache, jobs=1)
    assert [e.kind for e in outcome.errors] == ["source-changed"], outcome.errors
    assert cache.get(plan[0].cache_key) is None  # the wrong code was not filed under the old key


def test_source_fingerprint_is_the_same_in_every_process() -> None:
    """The cache key must not depend on import order or object addresses (Triton 3.6's own
    cache_key does, when two modules define a global of the same name)."""
    import subprocess
    import sys

    from .specs import HERE

    repo = HERE.parent.parent
    script = (
        "import sys; sys.path[:0] = [{repo!r}];{pre}"
        "from asmscope.compile.source import source_fingerprint; import kernels.gemm as g;"
        "print(source_fingerprint(g.blockwise_fp8_nt_kernel.fn.fn, {repo!r}))"
    )
    outs = set()
    for pre in ("", " import kernels.quant as q; q.quant_fp8_dual_kernel.fn.fn.cache_key;"):
        proc = subprocess.run(
            [sys.executable, "-c", script.format(repo=str(repo), pre=pre)], capture_output=True, text=True, check=True
        )
        outs.add(proc.stdout.strip())
    assert len(outs) == 1 and len(outs.pop()) == 64


def test_one_worker_switching_targets_builds_for_each(tmp_path: Path) -> None:
    """A pool of one worker given both targets builds each for its own target, and no process
    compiles for two (Triton keeps state from a process's first compile: its per-device binder,
    triton 3.6's fp8 lowering table)."""
    from asmscope.compile import WorkerPool

    text = SCALE_ADD.replace('targets = ["gfx950"]', 'targets = ["gfx942", "gfx950"]')
    plan = [p for p in _plan(tmp_path, text, shapes='["big"]') if dict(p.config)["BLOCK"] == 256]
    assert [p.key.target for p in plan] == ["gfx942", "gfx950"]
    interleaved = [plan[0], plan[1], plan[0], plan[1]]
    pool = WorkerPool(1, timeout=300.0)
    results: list[tuple[str, str]] = []
    pool.run([(p.key.target, p.job) for p in interleaved], lambda t, r: results.append((t, r["asm"])))
    pool.close()
    # the jobs are taken by target: the one worker was replaced once, not three times
    assert [t for t, _ in results] == ["gfx942", "gfx942", "gfx950", "gfx950"] and pool._counter == 2
    for target, asm in results:
        assert f'-{target}"' in asm.splitlines()[0]


def test_a_worker_process_refuses_a_second_target() -> None:
    from asmscope.compile import worker

    job = {"target_name": "gfx942", "env": {}, "knobs": {}}
    worker._keep_one_setting(job)
    worker._keep_one_setting(dict(job))  # the same setting again: fine
    try:
        with pytest.raises(RuntimeError, match="compiles under"):
            worker._keep_one_setting({**job, "target_name": "gfx950"})
        with pytest.raises(RuntimeError, match="compiles under"):
            worker._keep_one_setting({**job, "knobs": {"amd.use_async_copy": True}})
    finally:
        worker._setting = None


def test_plan_is_reused_until_a_source_file_changes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil
    import sys

    _import_own_copy(monkeypatch)

    from asmscope.compile import plan_variants_cached

    from .specs import HERE

    shutil.copy(HERE / "sample_kernels.py", tmp_path / "sample_kernels.py")
    text = SCALE_ADD.replace('python-path = ["{here}"]', f'python-path = ["{tmp_path}"]')
    spec = load_spec_file(write_spec(tmp_path, text, shapes='["big"]'))
    replans: list[int] = []  # on_replan: check starts its compile workers there
    first = plan_variants_cached(spec, spec.kernels, None, tmp_path / "cache", on_replan=lambda: replans.append(1))
    assert list((tmp_path / "cache" / "plans").glob("*.json"))
    again = plan_variants_cached(spec, spec.kernels, None, tmp_path / "cache", on_replan=lambda: replans.append(2))
    assert replans == [1]
    assert [p.cache_key for p in again] == [p.cache_key for p in first]
    assert [json.dumps(p.job) for p in again] == [json.dumps(p.job) for p in first]
    source = tmp_path / "sample_kernels.py"
    source.write_text(source.read_text().replace("x * alpha + y", "x * alpha + y * 1.0"))
    sys.modules.pop("sample_kernels", None)  # a new run imports the edited file
    edited = plan_variants_cached(spec, spec.kernels, None, tmp_path / "cache", on_replan=lambda: replans.append(3))
    assert {p.cache_key for p in edited}.isdisjoint({p.cache_key for p in first})
    assert replans == [1, 3]
    # back to the first version (the other side of a diff): its plan was kept beside the new one
    source.write_text(source.read_text().replace("x * alpha + y * 1.0", "x * alpha + y"))
    sys.modules.pop("sample_kernels", None)
    back = plan_variants_cached(spec, spec.kernels, None, tmp_path / "cache", on_replan=lambda: replans.append(4))
    assert replans == [1, 3] and [p.cache_key for p in back] == [p.cache_key for p in first]


def test_workers_started_early_do_the_compiles(tmp_path: Path) -> None:
    from asmscope.compile import WorkerPool

    plan = _plan(tmp_path, SCALE_ADD, shapes='["big"]')
    pool = WorkerPool(2, timeout=300.0)
    pool.start()  # as check does while it plans
    outcome = compile_variants(plan, CompileCache(tmp_path / "cache"), pool=pool)
    assert not outcome.errors and outcome.built == len(plan) >= 3
    assert pool._counter == 2  # no worker beyond the two started early
    assert not Path(pool._tmp.name).exists()  # closed: workers killed, scratch removed
    unused = WorkerPool(2, timeout=300.0)
    unused.start()
    again = compile_variants(plan, CompileCache(tmp_path / "cache"), pool=unused)  # all cached
    assert again.hits == len(plan) and again.built == 0
    assert not Path(unused._tmp.name).exists()


WORKER_PROBE = """
import json, sys
from asmscope.compile import worker
import triton.runtime.cache as triton_cache
hash_everything = triton_cache.triton_key  # Triton's own: hashes its sources and libtriton.so
worker.prepare_process()
results = [worker.compile_job(job) for job in json.loads(sys.stdin.read())]
print(json.dumps({
    "statuses": [r["status"] for r in results],
    "buffer_stores": [r["asm"].count("buffer_store") for r in results],
    "torch_imported": "torch" in sys.modules,
    "libtriton_hashed": hash_everything.cache_info().currsize > 0,
}))
"""


def test_worker_needs_neither_torch_nor_triton_s_own_hash(tmp_path: Path) -> None:
    """A worker's start-up cost is mostly imports: it builds tensor arguments from stand-in dtypes
    (no torch) and skips Triton's hash of its own library (its file cache is private). The code
    must be unchanged by either: test_fidelity compares it with Triton's path through torch."""
    plan = _plan(tmp_path, SCALE_ADD, shapes='["big"]')
    proc = subprocess.run(
        [sys.executable, "-c", WORKER_PROBE],
        input=json.dumps([p.job for p in plan]),
        capture_output=True,
        text=True,
        env={**os.environ, "TRITON_CACHE_DIR": str(tmp_path / "triton"), "PYTHONDONTWRITEBYTECODE": "1"},
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    probe = json.loads(proc.stdout.splitlines()[-1])
    assert probe["statuses"] and set(probe["statuses"]) <= {"ok", "pruned"}
    assert all(n > 0 for n in probe["buffer_stores"])  # tensor args kept their 32-bit pointer range
    assert probe["torch_imported"] is False  # under Triton 3.6.0 too: tests/e2e/test_toolchain_diff.py
    assert probe["libtriton_hashed"] is False
