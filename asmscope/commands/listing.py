"""`asmscope list`: kernels, tags, variant counts per target, and how many are cached."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, replace

from tabulate import tabulate

from asmscope.commands.common import load_spec, open_cache, plan_with_workers
from asmscope.commands.options import RunOptions
from asmscope.findings import value_order


@dataclass(frozen=True, slots=True)
class KernelRow:
    kernel: str
    function: str
    tags: tuple[str, ...]
    target: str
    variants: int
    cached: int
    space: str = ""  # the values this target's configs take for the keys that vary across the kernel's space
    error: str = ""  # why the kernel could not be planned (its module exited, aborted or hung while imported)


def list_kernels(options: RunOptions) -> list[KernelRow]:
    """The spec's kernels per target; a kernel that could not be planned is a row with its
    `error`. The modules are imported in worker processes, under --timeout, as `check` does
    (unless the plan cache vouches for them): one that exits, aborts or hangs while imported
    fails only its own kernel."""
    if options.triton_caches:
        return _list_triton_cache(options)
    spec = load_spec(options)
    cache = open_cache(options.cache_dir)
    plan, pool = plan_with_workers(spec, spec.kernels, cache, replace(options, executor="local"))
    pool.close()  # (nothing to compile)
    failed = [pv for pv in plan if pv.job.get("failed")]
    plan = [pv for pv in plan if not pv.job.get("failed")]
    rows: dict[tuple[str, str], list[int]] = {}
    for pv in plan:
        counts = rows.setdefault((pv.key.kernel, pv.key.target), [0, 0])
        counts[0] += 1
        counts[1] += cache.get(pv.cache_key) is not None
    by_name = {k.name: k for k in spec.kernels}
    listed = [
        KernelRow(name, by_name[name].function, by_name[name].tags, target, n, c, _space(plan, name, target))
        for (name, target), (n, c) in rows.items()
    ]
    for pv in failed:
        kspec = pv.kernel
        error = pv.job["failed"]["error"]
        listed.append(KernelRow(kspec.name, kspec.function, kspec.tags, pv.key.target, 0, 0, error=error))
    return listed


def _list_triton_cache(options: RunOptions) -> list[KernelRow]:
    """`list --triton-cache`: the kernels Triton's cache holds, per target, with the options and
    Triton versions that vary across their entries; an entry that cannot be read is a row with
    its `error`."""
    from asmscope.commands.common import Failure
    from asmscope.tritoncache import CacheDirError, entry_keys, read_triton_cache

    (root,) = options.triton_caches
    try:
        scan = read_triton_cache(root)
    except CacheDirError as exc:
        raise Failure(str(exc)) from None
    keys = entry_keys(scan.entries)
    groups: dict[tuple[str, str], list[int]] = {}
    for i, e in enumerate(scan.entries):
        if not options.targets or e.target in options.targets:
            groups.setdefault((e.name, e.target), []).append(i)
    rows = []
    for (name, target), members in groups.items():
        entries = [scan.entries[i] for i in members]
        function = f"{entries[0].source[0]}:{entries[0].source[1]}" if entries[0].source else ""
        values: dict[str, set] = {}
        for i, e in zip(members, entries):
            for k, v in (*keys[i].config, ("triton", e.triton_version), ("shape", keys[i].shape)):
                values.setdefault(k, set()).add(v)
        # a cache entry's "shape" is its argument specialisation and tile shapes, a long signature:
        # the table counts them (`inspect` shows each)
        space = " ".join(
            f"{len(vs)} specialisations" if k == "shape" else f"{k}={','.join(str(v) for v in _sorted(vs))}"
            for k, vs in values.items()
            if len(vs) > 1
        )
        rows.append(KernelRow(name, function, (), target, len(entries), len(entries), space))
    for directory, name, why in scan.unreadable:
        rows.append(KernelRow(name or directory, directory, (), "", 0, 0, error=f"{directory}: {why}"))
    return rows


def _space(plan: list, kernel: str, target: str) -> str:
    """`BLOCK_N=64,128 num_stages=1,2,3`: each config key that takes more than one value in the
    kernel's space (on any target), with the values it takes on this target."""
    values: dict[str, dict[str, set]] = {}
    for pv in plan:
        if pv.key.kernel == kernel:
            for k, v in pv.config:
                values.setdefault(k, {}).setdefault(pv.key.target, set()).add(v)
    varying = [k for k, by_target in values.items() if len(set().union(*by_target.values())) > 1]
    return " ".join(f"{k}={','.join(str(v) for v in _sorted(values[k].get(target, set())))}" for k in varying)


def _sorted(values: set) -> list:
    return sorted(values, key=value_order)  # 64 before 128, whatever else the values hold


def render_list(rows: list[KernelRow], fmt: str) -> str:
    if fmt == "json":
        return json.dumps([asdict(r) for r in rows], indent=2) + "\n"
    table = [
        (r.kernel, ",".join(r.tags), r.target, r.variants, f"{r.cached}/{r.variants}", r.space)
        if not r.error
        else (r.kernel, ",".join(r.tags), r.target, "-", "-", "not planned (see below)")
        for r in rows
    ]
    total = sum(r.variants for r in rows)
    cached = sum(r.cached for r in rows)
    body = tabulate(table, headers=["kernel", "tags", "target", "variants", "cached", "space"], tablefmt="simple")
    return f"{body}\n{total} variants, {cached} cached\n"
