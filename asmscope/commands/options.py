"""RunOptions: what a command reads from its flags and the project config, typed and validated
once (cli.py builds it), before anything is compiled.

    options = build_options(config, params)      # params: the click command's parameters
    options.targets, options.jobs, options.rules (the selected, re-levelled RuleSet)

Validation happens here: unknown targets, malformed `--set`/`--severity`/`--config` pairs,
selectors that match no rule, unknown settings and severities all raise an OptionsError (exit 2)
naming the flag and, where a name is looked up, what it might have meant. Problems in rule
*files* do not: they are reported with the findings, and every valid rule still runs.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from asmscope.config import Config
from asmscope.errors import AsmscopeError
from asmscope.fsutil import same_file
from asmscope.rules import RuleLoadError, RuleSet, builtin_rules_dir, load_rules
from asmscope.targets import get_target

# RuleLoadError paths of problems with the options rather than with a rule file
OPTION_ORIGINS = frozenset({"--select", "--ignore", "--severity", "settings"})


class OptionsError(AsmscopeError, ValueError):
    """A flag or config value that cannot be used: raised before anything is compiled."""


@dataclass(frozen=True)
class RunOptions:
    config: Config = field(default_factory=lambda: Config(None, {}))
    # what to check
    spec: Path | None = None
    kernels: tuple[str, ...] = ()  # --kernel globs
    tags: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()  # validated target names; () = the spec's
    asm_files: tuple[Path, ...] = ()  # check --asm
    triton_caches: tuple[Path, ...] = ()  # --triton-cache DIR (diff: one per side)
    # how
    jobs: int = 1
    timeout: float = 300.0
    memory_limit: int | None = None
    cache_dir: Path | None = None
    quiet: bool = False
    executor: str = "local"  # --executor: "local" (worker processes here) or "ray"
    executor_address: str | None = None  # --executor ray=ADDRESS (None: RAY_ADDRESS or a local Ray)
    shard: tuple[int, int] | None = None  # --shard I/N: (I, N)
    sample: int | None = None  # --sample N: a stratified sample of about N variants
    # rules
    rules: RuleSet = field(default_factory=lambda: RuleSet((), {}))
    # report
    fmt: str = "table"
    output: Path | None = None
    full: bool = False  # --full: markdown uncut
    baseline: Path | None = None
    write_baseline: Path | None = None
    fail_on: str = "error"
    # diff
    top: int | None = None
    metrics: tuple[str, ...] = ()
    fail_on_regression: bool = False
    toolchain_a: str | None = None  # as written: triton==3.6.0, a version, an interpreter or venv
    toolchain_b: str | None = None  # None: the driver's own triton
    # bisect
    toolchains: str | None = None  # --toolchains as written: A..B or A,B,C
    fail_on_change: bool = False
    # inspect
    variant_config: Mapping[str, object] = field(default_factory=dict)
    shape: str | None = None
    asm_kernel: str | None = None


def csv(values: Sequence[str] | str | None) -> list[str]:
    """`--select AS001,AS002 --select AS003` and config lists alike, flattened."""
    if values is None:
        return []
    if isinstance(values, str):
        values = [values]
    return [v.strip() for item in values for v in str(item).split(",") if v.strip()]


def key_values(pairs: Sequence[str], what: str) -> dict[str, str]:
    out = {}
    for pair in pairs:
        if "=" not in pair:
            raise OptionsError(f"{what} {pair!r}: expected NAME=VALUE")
        k, v = pair.split("=", 1)
        out[k.strip()] = v.strip()
    return out


def parse_scalar(text: str) -> object:
    low = text.lower()
    if low in ("true", "false"):
        return low == "true"
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text


def _path(value: str | None) -> Path | None:
    return Path(value) if value else None


def _triton_caches(value: Sequence[str] | str | None) -> tuple[Path, ...]:
    """`--triton-cache [DIR]` (repeatable for diff): "" stands for Triton's own cache location."""
    if value is None:
        return ()
    from asmscope.tritoncache import default_triton_cache_dir

    values = [value] if isinstance(value, str) else list(value)
    return tuple(Path(v) if v else default_triton_cache_dir() for v in values)


def _executor(value: str | None) -> tuple[str, str | None]:
    """`--executor local`, `ray` or `ray=ADDRESS`: (executor, its address or None)."""
    name, sep, address = (value or "local").partition("=")
    if name not in ("local", "ray") or (sep and (name != "ray" or not address.strip())):
        raise OptionsError(f"--executor {value!r}: expected local, ray or ray=ADDRESS (e.g. ray=10.0.0.5:6379)")
    return name, address.strip() or None


def _shard(value: str | None) -> tuple[int, int] | None:
    if not value:
        return None
    from asmscope.compile.shard import parse_shard

    try:
        return parse_shard(value)
    except ValueError as exc:
        raise OptionsError(str(exc)) from None


def _sample(value: str | int | None) -> int | None:
    if value is None:
        return None
    from asmscope.compile.sample import parse_sample

    try:
        return parse_sample(str(value))
    except ValueError as exc:
        raise OptionsError(str(exc)) from None


def build_options(config: Config, params: Mapping[str, Any], *, with_rules: bool = False) -> RunOptions:
    """The command's RunOptions from its click parameters (config defaults already applied).
    With `with_rules`, the rule set is loaded and its selection, severities and settings are
    validated too."""
    targets = tuple(params.get("targets") or ())
    for t in targets:
        get_target(t)  # UnknownTargetError names the known targets
    rules = load_ruleset(config, params) if with_rules else RuleSet((), {})
    option_errors = [e for e in rules.errors if e.path in OPTION_ORIGINS]
    if option_errors:
        raise OptionsError("; ".join(str(e) for e in option_errors))
    options = RunOptions(
        config=config,
        spec=_path(params.get("spec")),
        kernels=tuple(params.get("kernel_filter") or ()),
        tags=tuple(params.get("tag") or ()),
        targets=targets,
        asm_files=tuple(Path(p) for p in params.get("asm_files") or ()),
        triton_caches=_triton_caches(params.get("triton_cache")),
        jobs=params.get("jobs") or os.cpu_count() or 1,
        timeout=params.get("timeout") or 300.0,
        memory_limit=params.get("memory_limit"),
        cache_dir=_path(params.get("cache_dir")),
        quiet=bool(params.get("quiet")),
        executor=_executor(params.get("executor"))[0],
        executor_address=_executor(params.get("executor"))[1],
        shard=_shard(params.get("shard")),
        sample=_sample(params.get("sample")),
        rules=rules,
        fmt=params.get("fmt") or "table",
        output=_path(params.get("output")),
        full=bool(params.get("full")),
        baseline=_path(params.get("baseline")),
        write_baseline=_path(params.get("write_baseline")),
        fail_on=params.get("fail_on") or "error",
        top=params.get("top"),
        metrics=tuple(params.get("metric") or ()),
        fail_on_regression=bool(params.get("fail_on_regression")),
        toolchain_a=params.get("toolchain_a") or params.get("toolchain"),
        toolchain_b=params.get("toolchain_b") or params.get("toolchain"),
        toolchains=params.get("toolchains"),
        fail_on_change=bool(params.get("fail_on_change")),
        variant_config={
            k: parse_scalar(v) for k, v in key_values(csv(params.get("variant_config")), "--config").items()
        },
        shape=params.get("shape"),
        asm_kernel=params.get("asm_kernel"),
    )
    refuse_overwriting_inputs(options)
    return options


def refuse_overwriting_inputs(options: RunOptions, sources: Iterable[str] = ()) -> None:
    """OptionsError when -o or --write-baseline names a file the run reads (its spec, config,
    baseline, rule files, --asm files, or the Python `sources` its findings point at), or both
    name one file (--write-baseline may renew the --baseline it reads): writing it would silently destroy an input."""
    inputs = [
        ("--spec", options.spec),
        ("the config", options.config.path),
        ("--baseline", options.baseline),
        *(("--asm", p) for p in options.asm_files),
        *(("a rule file", Path(r.path)) for r in options.rules.rules if r.path),
        *(("a source file", Path(f)) for f in sources if f),
    ]
    outputs = [("-o", options.output), ("--write-baseline", options.write_baseline)]
    for flag, out in outputs:
        if out is None:
            continue
        for what, path in inputs:
            if flag == "--write-baseline" and what == "--baseline":
                continue  # rewriting the baseline it reads is how a baseline is renewed
            if path is not None and same_file(out, path):
                raise OptionsError(f"{flag} {out}: is {what} this run reads; write the output elsewhere")
    if (
        options.output is not None
        and options.write_baseline is not None
        and same_file(options.output, options.write_baseline)
    ):
        raise OptionsError(f"-o {options.output} and --write-baseline name one file; give two")


def load_ruleset(config: Config, params: Mapping[str, Any]) -> RuleSet:
    """Built-in rules plus the user's directories, selected and re-levelled by config and flags.
    Problems are collected in `RuleSet.errors`, never raised (build_options raises for those of
    the options)."""
    dirs = [builtin_rules_dir()]
    for d in params.get("rule_dirs") or ():
        path = Path(d).resolve()
        if path not in dirs:
            dirs.append(path)
    severity = {**config.severity, **key_values(csv(params.get("severity_overrides")), "--severity")}
    settings = {**config.settings}
    settings.update({k: parse_scalar(v) for k, v in key_values(params.get("set_settings") or (), "--set").items()})
    return load_rules(
        dirs,
        select=csv(params.get("select")),
        ignore=csv(params.get("ignore")),
        severity_overrides=severity,
        settings=settings,
    )


def rule_file_errors(rules: RuleSet) -> list[RuleLoadError]:
    return [e for e in rules.errors if e.path not in OPTION_ORIGINS]
