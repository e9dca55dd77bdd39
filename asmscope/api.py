"""The Python API: compile a kernel for a target with no GPU and read its codegen as data.

    import asmscope
    cg = asmscope.codegen(my_kernel, args={"x_ptr": "bf16", "n": 4096}, config={"BLOCK": 1024}, target="gfx950")
    cg.histogram["buffer_store_short"], cg.resources.vgpr, cg.occupancy.waves_per_simd
    cg.findings        # the built-in rules' (and rule_dirs') findings, suppressions applied

A call is `asmscope check` for one kernel: the arguments become a kernel spec (the same table a
spec file holds, validated by asmscope.spec), planned and compiled by the same compile workers
through Triton's own launch path, cached in the same compile cache, parsed, analysed and checked
by the same rules. Nothing here imports triton: the workers do.

A `Session` keeps the workers, the rule set and the results between calls (the pytest plugin's
`asmscope_codegen` fixture is one per test session); `codegen`, `codegen_variants` and
`codegen_spec` at module level each run in a session of their own.

Everything target-specific is read from the stages below: `resources` is the table `asmscope
inspect --format json` shows, `occupancy` the analysis' occupancy report, so a target whose
analysis reports other facts (NVIDIA: registers, stack bytes, blocks per SM) needs no change here.
"""

from __future__ import annotations

import dataclasses
import difflib
import fnmatch
import importlib.util
import inspect
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from asmscope import sourcetext
from asmscope.analysis import KernelAnalysis, LoopStats
from asmscope.compile import CompileCache, PlannedVariant, WorkerPool, compile_variants, default_cache_dir
from asmscope.compile import plan_variants_cached as _plan_cached
from asmscope.errors import AsmscopeError
from asmscope.findings import Finding, VariantError
from asmscope.inspection import inspect_kernel, line_histograms
from asmscope.isa import ASM_FORMATS, known_mnemonics, mnemonic_pattern_known
from asmscope.limits import memory_problem, timeout_problem
from asmscope.model import Instruction, Kernel
from asmscope.pipeline import (
    analyze_variant,
    evaluate_rules,
    named_rules_not_run,
    rules_run_on,
    vendor_out_of_scope,
)
from asmscope.rules import (
    Rule,
    RuleLoadError,
    RuleRun,
    RuleSet,
    RuleTrace,
    SourceLines,
    apply_suppressions,
    builtin_rules_dir,
    load_rules,
)
from asmscope.rules.schema import read_rule_file, rule_files
from asmscope.rules.status import rule_status
from asmscope.spec import KernelSpec, Spec, SpecError, load_spec_file, select_kernels, spec_from_table
from asmscope.targets import TARGETS, lookup
from asmscope.variant import Variant

__all__ = [
    "Codegen",
    "CodegenError",
    "Facts",
    "SourceLine",
    "codegen",
    "codegen_spec",
    "codegen_variants",
    "target_unsupported",
    "tensor",
    "toolchain_missing",
]


class CodegenError(AsmscopeError, ValueError):
    """A call the API cannot carry out: a bad argument (with what was meant), a kernel that does
    not compile, a config the autotuner prunes. One line, as the command line prints it."""


# ----------------------------------------------------------------------------------------------
# The result
# ----------------------------------------------------------------------------------------------


class Facts(Mapping[str, Any]):
    """A read-only table of named facts (resources, occupancy) that reads as attributes too:
    `cg.resources.vgpr` or `cg.resources["vgpr"]`. A name the target does not report is an
    AttributeError naming the ones it does (each vendor's analysis reports its own)."""

    __slots__ = ("_values", "_what")

    def __init__(self, values: Mapping[str, Any], what: str) -> None:
        self._values = dict(values)
        self._what = what

    def __getitem__(self, name: str) -> Any:
        return self._values[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):  # not a fact; and `_values` itself before __init__ (copy, pickle)
            raise AttributeError(name)
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(unknown_name_message(f"{self._what} has no {name!r}", name, self._values)) from None

    def __repr__(self) -> str:
        return f"Facts({self._values!r})"


@dataclass(frozen=True, slots=True)
class CategoryCount:
    kernel: int
    hot_loop: int


@dataclass(frozen=True, slots=True)
class SourceLine:
    """One Python line that produced code, and the instructions it produced (`inspect --by-line`)."""

    file: str
    line: int
    text: str
    histogram: Mapping[str, int]  # mnemonic -> count, most frequent first

    @property
    def instructions(self) -> int:
        return sum(self.histogram.values())


# eq=False: a result is itself (hashable, compared by identity); its repr is its name, not its tables
@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Codegen:
    """One compiled variant: what `asmscope inspect` shows, as attributes, and the findings."""

    name: str  # `kernel[shape]{config}@target`, as reports name a variant (the config as requested)
    kernel: str  # as the call (or the spec) names it
    target: str
    config: Mapping[str, object]  # everything the code depends on: config, options, constexprs
    asm_path: str  # the assembly file in the compile cache (an NVIDIA cubin's SASS listing): open it in an editor
    histogram: Mapping[str, int]  # mnemonic -> count, most frequent first
    hot_loop_histogram: Mapping[str, int]
    categories: Mapping[str, CategoryCount]  # display category -> counts in the kernel and hot loop
    resources: Facts  # registers, spills, scratch, LDS/shared memory (the target's own names)
    occupancy: Facts | None  # the analysis' occupancy report; None where it cannot be computed
    loops: tuple[LoopStats, ...]
    by_line: tuple[SourceLine, ...]  # in source order
    findings: tuple[Finding, ...]  # after inline `# asmscope: ignore[...]` suppressions
    # rules that failed or could not run on this variant, and rules selected by name that ran on
    # none of the call's variants: findings are then incomplete
    rule_problems: tuple[str, ...]
    # rules out of scope for this variant's vendor ("AS013 ...: a rule for AMD code only, ..."):
    # not run on it, which is not the same as run with no findings
    out_of_scope: tuple[str, ...]
    model: Kernel  # the parsed kernel
    analysis: KernelAnalysis  # its CFG, loops, histograms and occupancy
    # ids of the rules that ran on this variant (its select matched, its select.when held, its
    # check named nothing the variant lacks); every other rule the session loaded, with why not
    rules_run: tuple[str, ...] = ()
    rules_not_run: Mapping[str, str] = dataclasses.field(default_factory=lambda: MappingProxyType({}))
    # id -> name of every rule the session loaded
    rule_names: Mapping[str, str] = dataclasses.field(default_factory=lambda: MappingProxyType({}))

    def __repr__(self) -> str:
        return f"Codegen({self.name!r})"

    @property
    def known_mnemonics(self) -> frozenset[str]:
        """What the target's ISA facts know: AMD mnemonics (`buffer_store_short`), NVIDIA base
        opcodes (`STG` of `STG.E.U16`)."""
        return known_mnemonics(self.target)

    def knows_mnemonic(self, pattern: str) -> bool:
        """Whether `pattern` (a mnemonic or a glob) can match an instruction of the target's ISA:
        a count of a pattern it cannot match checks nothing."""
        return mnemonic_pattern_known(pattern, self.target)

    @property
    def asm(self) -> str:
        return Path(self.asm_path).read_text(encoding="utf-8")

    @property
    def hot_loop(self) -> LoopStats | None:
        return self.analysis.hot_loop

    def count(self, pattern: str, *, hot_loop: bool = False) -> int:
        """Instructions whose mnemonic matches `pattern` (a name or a glob, `buffer_store_*`),
        in the kernel or only in its hot loop."""
        counts = self.hot_loop_histogram if hot_loop else self.histogram
        return sum(n for m, n in counts.items() if fnmatch.fnmatchcase(m, pattern))

    def instructions(self, pattern: str = "*", *, hot_loop: bool = False) -> list[Instruction]:
        """The instructions whose mnemonic matches `pattern`, in asm order (each has `.line`, the
        asm line, and `.loc`, the Python file and line)."""
        wanted = None
        if hot_loop:
            hot = self.hot_loop
            wanted = set(self.analysis.cfg.loop_instructions(hot.loop)) if hot is not None else set()
        return [
            ins
            for i, ins in enumerate(self.model.instructions)
            if fnmatch.fnmatchcase(ins.mnemonic, pattern) and (wanted is None or i in wanted)
        ]


def unknown_name_message(message: str, name: str, known: Sequence[str] | Mapping[str, Any]) -> str:
    """`message; did you mean X?`, or the known names when none is close."""
    names = sorted(known)
    close = difflib.get_close_matches(name, names, n=3, cutoff=0.6)
    if close:
        return f"{message}; did you mean {' or '.join(repr(c) for c in close)}?"
    return f"{message} (known: {', '.join(names) or 'none'})"


# ----------------------------------------------------------------------------------------------
# Arguments
# ----------------------------------------------------------------------------------------------


def tensor(dtype: str, *shape: int) -> dict[str, object]:
    """A tensor argument of known size: `tensor("fp16", 4096, 4096, 128)`. Over 2 GiB it loses
    Triton's 32-bit pointer range (AMD: global_* instead of buffer_* instructions). A plain
    dtype name (`"bf16"`) is a tensor under 2 GiB."""
    return {"tensor": dtype, "shape": [str(d) for d in shape]}


@dataclass(frozen=True, slots=True)
class _KernelRef:
    function: str  # "module:qualname"
    name: str
    python_path: tuple[Path, ...]  # what the workers put on sys.path to import the module
    source: Path  # the module's file: the spec's place (its root, its plan-cache identity)


def _kernel_ref(kernel: object, name: str | None, python_path: Sequence[str | Path] | None) -> _KernelRef:
    """Where a compile worker finds `kernel`: a @triton.jit object (any decorators around it)
    defined at module level, or "package.module:function" importable from `python_path`
    (default: the current directory)."""
    if isinstance(kernel, str):
        module, sep, qualname = kernel.partition(":")
        if not sep or not module or not qualname:
            raise CodegenError(f"kernel {kernel!r}: expected a @triton.jit kernel or 'package.module:function'")
        paths = tuple(Path(p).resolve() for p in (python_path or [Path.cwd()]))
        found = _module_file(module, paths)
        return _KernelRef(kernel, name or qualname.rsplit(".", 1)[-1], paths, found or paths[0] / "<unknown>")
    fn = kernel
    while fn is not None and not hasattr(fn, "__code__"):
        fn = getattr(fn, "fn", None)  # Autotuner -> Heuristics -> JITFunction -> the Python function
    if fn is None:
        raise CodegenError(f"{kernel!r} is not a @triton.jit kernel (nor 'package.module:function')")
    module, qualname = fn.__module__, fn.__qualname__
    label = f"kernel {qualname!r}"
    if module == "__main__":
        raise CodegenError(
            f"{label} is defined in the script being run (__main__), which compile workers cannot import: "
            "move it into a module, or pass 'package.module:function'"
        )
    if "<locals>" in qualname:
        raise CodegenError(
            f"{label} is defined inside a function, where compile workers cannot import it: define it at module level"
        )
    mod = sys.modules.get(module)
    file = getattr(mod, "__file__", None)
    if not file:
        raise CodegenError(f"{label}: its module {module!r} has no source file the compile workers could import")
    bound: object = mod
    for part in qualname.split("."):
        bound = getattr(bound, part, None)
    if bound is not kernel:  # the workers must import this object, decorators and all, not another
        alias = next((n for n, v in vars(mod).items() if v is kernel), None)
        if alias is None:
            raise CodegenError(
                f"{label}: {module}.{qualname} is not the object given (decorated again under another name?): "
                "pass 'package.module:name' of the object to compile"
            )
        qualname = alias
    source = Path(file).resolve()
    root = source.parent if source.name == "__init__.py" else source
    for _ in module.split("."):
        root = root.parent
    extra = tuple(Path(p).resolve() for p in python_path or ())
    return _KernelRef(f"{module}:{qualname}", name or qualname.rsplit(".", 1)[-1], (root, *extra), source)


def _module_file(module: str, paths: Sequence[Path]) -> Path | None:
    for base in paths:
        candidate = base.joinpath(*module.split("."))
        for path in (candidate.with_suffix(".py"), candidate / "__init__.py"):
            if path.is_file():
                return path
    return None


def target_unsupported(target: str) -> str | None:
    """Why asmscope cannot check `target` anywhere (it does not know the target, or cannot read
    its assembly yet), or None: a test that asks for it is wrong, not skipped."""
    if target not in TARGETS:
        return unknown_name_message(f"asmscope does not know target {target!r}", target, TARGETS)
    desc = lookup(target)
    if desc.asm_key not in ASM_FORMATS:
        return f"asmscope does not read {target}'s {desc.asm_key} output yet"
    return None


def toolchain_missing(target: str) -> str | None:
    """Why `target`'s code cannot be compiled and read here, or None when it can: asmscope does
    not know the target or cannot read its assembly yet (`target_unsupported`), or the installed
    Triton lacks the target's backend or tools. Imports nothing heavy (the pytest marker asks
    before each test)."""
    unsupported = target_unsupported(target)
    if unsupported is not None:
        return unsupported
    desc = lookup(target)
    spec = importlib.util.find_spec("triton")
    if spec is None or not spec.origin:
        return "triton is not installed"
    backends = Path(spec.origin).parent / "backends"
    backend = {"hip": "amd", "cuda": "nvidia"}.get(desc.backend, desc.backend)
    if not (backends / backend / "compiler.py").is_file():
        return f"the installed triton has no {backend} backend"
    if desc.backend == "cuda" and not any((backends / backend / "bin").glob("ptxas*")):
        return f"the installed triton's {backend} backend has no ptxas"
    return None


# ----------------------------------------------------------------------------------------------
# Sessions
# ----------------------------------------------------------------------------------------------


class Session:
    """Compile workers, a compile cache and a rule set shared by many calls; close it (or use
    it as a context manager) to stop the workers. Results are kept: asking twice for the same
    variant compiles and parses it once.

    `cache_dir`: the compile cache (default: `$ASMSCOPE_CACHE_DIR` or the user cache dir, the
    one `asmscope check` uses). `rule_dirs`: your rule directories, besides the built-in rules;
    `select`/`ignore`/`severity`/`settings` as `check`'s --select/--ignore/--severity/--set.
    `jobs`, `timeout` (s) and `memory_mb` are the compile workers' (per variant)."""

    def __init__(
        self,
        *,
        cache_dir: str | Path | None = None,
        rule_dirs: Sequence[str | Path] = (),
        select: str | Sequence[str] = (),
        ignore: str | Sequence[str] = (),
        severity: Mapping[str, str] | None = None,
        settings: Mapping[str, object] | None = None,
        jobs: int | None = None,
        timeout: float = 300.0,
        memory_mb: int | None = None,
    ) -> None:
        for key, why in (("timeout", timeout_problem(timeout)), ("memory_mb", memory_problem(memory_mb))):
            if why is not None:
                raise CodegenError(f"Session({key}=...): {why}")
        self.cache = CompileCache(Path(cache_dir) if cache_dir is not None else default_cache_dir())
        self.cache.ensure_usable()
        dirs = [builtin_rules_dir().resolve()]
        dirs += [p for p in (Path(d).resolve() for d in rule_dirs) if p not in dirs]
        self.rules: RuleSet = load_rules(
            dirs, select=_names(select), ignore=_names(ignore), severity_overrides=severity, settings=settings
        )
        if self.rules.errors:
            raise CodegenError("; ".join(str(e) for e in self.rules.errors))
        self._catalog = _catalog(dirs)  # every rule loaded, before select/ignore: what a result names
        self._pool = WorkerPool(jobs or os.cpu_count() or 1, timeout=timeout, memory_mb=memory_mb)
        self._results: dict[tuple[object, ...], Codegen] = {}
        self._traces: dict[tuple[object, ...], RuleTrace] = {}  # what checking each told about the rules

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._pool.close()

    def __call__(self, kernel: object, **options: Any) -> Codegen:
        """The same as `codegen`: the pytest fixture `asmscope_codegen` is a session."""
        return self.codegen(kernel, **options)

    def codegen(
        self,
        kernel: object,
        *,
        args: Mapping[str, object] | None = None,
        config: Mapping[str, object] | None = None,
        target: str = "gfx950",
        **options: Any,
    ) -> Codegen:
        """One variant of `kernel` for `target`. `args`: every argument the launch passes, by
        parameter name (a dtype name such as "bf16" or `tensor(...)` for a tensor, a number
        for a scalar; constexprs too). `config`: the autotune config to build (kwargs plus
        num_warps, num_stages, ...), in place of the decorator's list; None for a kernel with
        at most one config. `options`: those of `codegen_variants`."""
        _check_keywords({**options, "args": args}, "codegen", _CODEGEN_KEYS)
        if config is not None and not isinstance(config, Mapping):
            raise CodegenError(
                f"codegen(config=...): expected a mapping of names to values, e.g. config={{'BLOCK': 128}}, "
                f"got {type(config).__name__} {config!r:.60}"
            )
        configs = None if config is None else [config]
        found = self.codegen_variants(kernel, args=args, configs=configs, targets=[target], **options)
        if len(found) != 1:
            raise CodegenError(
                f"{found[0].kernel} has {len(found)} autotune configs for {target}: pass config={{...}} to build "
                "one, or call codegen_variants for all"
            )
        return found[0]

    def codegen_variants(
        self,
        kernel: object,
        *,
        args: Mapping[str, object] | None = None,
        configs: Sequence[Mapping[str, object]] | None = None,
        targets: Sequence[str] = ("gfx950",),
        add_configs: Sequence[Mapping[str, object]] = (),
        constexprs: Mapping[str, object] | None = None,
        env: Mapping[str, object] | None = None,
        knobs: Mapping[str, object] | None = None,
        tags: Sequence[str] = (),
        name: str | None = None,
        python_path: Sequence[str | Path] | None = None,
    ) -> tuple[Codegen, ...]:
        """Every config of `kernel` (the decorator's autotune list, or `configs`, plus
        `add_configs`) for every target, in plan order; configs the autotuner prunes are left
        out. `env`/`knobs`: environment variables and triton.knobs set around the compile (a
        spec's `env`/`knobs` tables). `tags` select rules as a spec's tags do (e.g. "wgrad").
        `name`: the kernel's name in results (default: the function's)."""
        if args is None:
            raise CodegenError(
                "args= is required: the kernel's arguments by name, e.g. args={'x_ptr': 'bf16', 'n': 4096}"
            )
        if not isinstance(args, Mapping):
            raise CodegenError(
                "args=: expected the kernel's arguments by name, e.g. args={'x_ptr': 'bf16', 'n': 4096}, "
                f"got {type(args).__name__} {args!r:.60}"
            )
        for what, tables in (("configs", configs or ()), ("add_configs", add_configs)):
            if isinstance(tables, Mapping | str) or not all(isinstance(t, Mapping) for t in tables):
                raise CodegenError(f"{what}=: expected a list of mappings, e.g. [{{'BLOCK': 128}}], got {tables!r:.60}")
        if isinstance(targets, str):
            targets = [targets]
        ref = _kernel_ref(kernel, name, python_path)
        entry: dict[str, object] = {
            "name": ref.name,
            "function": ref.function,
            "args": {k: _plain_arg(v) for k, v in args.items()},
            "tags": list(tags),
            "constexprs": dict(constexprs or {}),
            "add-configs": [dict(c) for c in add_configs],
            "env": dict(env or {}),
            "knobs": dict(knobs or {}),
        }
        if configs is not None:
            entry["configs"] = [dict(c) for c in configs]
        table = {"targets": list(targets), "python-path": [str(p) for p in ref.python_path], "kernel": [entry]}
        where = f"asmscope.codegen({ref.function})"
        try:
            spec = spec_from_table(table, ref.source)
        except SpecError as exc:
            raise _call_error(where, exc) from None
        return self._build(spec, spec.kernels, list(targets), where)

    def codegen_spec(
        self,
        spec: str | Path,
        *,
        kernels: Sequence[str] = (),
        tags: Sequence[str] = (),
        targets: Sequence[str] = (),
    ) -> tuple[Codegen, ...]:
        """Every variant of a spec file's kernels (name globs and tags select, as `check`'s
        --kernel and --tag), for `targets` (default: each kernel's)."""
        try:
            loaded = load_spec_file(Path(spec))
        except SpecError as exc:
            raise CodegenError(str(exc)) from None
        chosen = select_kernels(loaded, list(kernels), list(tags))
        if not chosen:
            known = [k.name for k in loaded.kernels]
            given = " ".join([*kernels, *(f"tag:{t}" for t in tags)])
            raise CodegenError(unknown_name_message(f"no kernel of {spec} matches {given}", ",".join(kernels), known))
        for t in targets:
            if t not in TARGETS:
                raise CodegenError(unknown_name_message(f"unknown target {t!r}", t, TARGETS))
        return self._build(loaded, chosen, list(targets) or None, str(spec))

    def _build(
        self, spec: Spec, kernels: Sequence[KernelSpec], targets: list[str] | None, where: str
    ) -> tuple[Codegen, ...]:
        sourcetext.allow(spec.base_dir, *spec.python_path)  # the kernels' sources (asmscope.sourcetext)
        try:
            # the workers start as jobs need them: one variant needs one, not one per core
            plan = _plan_cached(spec, kernels, targets, self.cache.root, pool=self._pool)
        except SpecError as exc:
            raise _call_error(where, exc) from None
        todo = [p for p in plan if _result_key(p) not in self._results]
        if todo:
            outcome = compile_variants(todo, self.cache, pool=self._pool, keep_pool=True)
            if outcome.errors:
                err = outcome.errors[0]
                raise CodegenError(f"{err.variant}: {err.kind}: {err.message}")
            pruned = {k for k in outcome.pruned}
            for p in todo:
                if p.key in pruned:
                    self._results[_result_key(p)] = _PRUNED
            for variant in outcome.compiled:
                planned = next(p for p in todo if p.key == variant.key)
                self._results[_result_key(planned)], self._traces[_result_key(planned)] = self._read(variant)
        found = [self._results[_result_key(p)] for p in plan]
        kept = tuple(r for r in found if r is not _PRUNED)
        if not kept:
            raise CodegenError(f"{where}: the kernel's autotuner prunes every requested config; nothing was compiled")
        # A call is a check of its variants: a rule selected by name that ran on none of them
        # was not checked, and each result says so (as `check` fails with exit 2).
        traces = [self._traces[_result_key(p)] for p in plan if _result_key(p) in self._traces]
        not_run = tuple(str(e) for e in named_rules_not_run(self.rules, [rules_run_on(self.rules, traces)]))
        if not_run:
            kept = tuple(dataclasses.replace(r, rule_problems=r.rule_problems + not_run) for r in kept)
        return kept

    def _read(self, variant: Variant) -> tuple[Codegen, RuleTrace]:
        analysed = analyze_variant(variant)
        if isinstance(analysed, VariantError):
            raise CodegenError(f"{analysed.variant}: {analysed.kind}: {analysed.message}")
        ((each, kernel, analysis),) = analysed
        run = RuleRun(self.rules)
        ((findings, trace),) = evaluate_rules(analysed, run)
        run.record(trace)
        suppression = apply_suppressions(findings, sources=SourceLines())
        if suppression.problems:  # a malformed `# asmscope:` comment suppresses nothing: say so
            raise CodegenError(str(suppression.problems[0]))
        kept = suppression.kept
        data = inspect_kernel(kernel, analysis, each)
        texts = SourceLines()
        by_line = tuple(
            SourceLine(file, line, texts.line(file, line) or "", MappingProxyType(dict(counts.most_common())))
            for (file, line), counts in sorted(line_histograms(kernel).items())
        )
        occupancy = analysis.occupancy if analysis.occupancy is not None else analysis.sm_occupancy
        return Codegen(
            name=str(each.key),
            kernel=each.key.kernel,
            target=each.key.target,
            config=MappingProxyType(dict(each.config)),
            asm_path=each.findings_path,
            histogram=MappingProxyType(data["histogram"]),
            hot_loop_histogram=MappingProxyType(data["hot_loop_histogram"]),
            categories=MappingProxyType(
                {k: CategoryCount(v["kernel"], v["hot_loop"]) for k, v in data["categories"].items()}
            ),
            resources=Facts(data["resources"], f"{each.key.target}'s resources"),
            occupancy=None if occupancy is None else Facts(_fields(occupancy), f"{each.key.target}'s occupancy report"),
            loops=analysis.loops,
            by_line=by_line,
            findings=tuple(kept),
            rule_problems=tuple(str(p) for p in run.problems()),
            out_of_scope=tuple(str(o) for o in vendor_out_of_scope(self.rules, [each.key.target])),
            model=kernel,
            analysis=analysis,
            **self._status(each, trace),
        ), trace

    def _status(self, each: Variant, trace: RuleTrace) -> dict[str, Any]:
        ran, not_run = rule_status(
            self._catalog, self.rules, trace, kernel=each.key.kernel, tags=each.tags, target=each.key.target,
            config=dict(each.config),
        )  # fmt: skip
        return {
            "rules_run": ran,
            "rules_not_run": MappingProxyType(not_run),
            "rule_names": MappingProxyType({r.id: r.name for r in self._catalog}),
        }


def _catalog(dirs: Sequence[Path]) -> tuple[Rule, ...]:
    """Every rule of `dirs`, enabled or not (load_rules has already reported the broken ones)."""
    found = []
    for directory in dirs:
        for path in rule_files(directory):
            try:
                found.append(read_rule_file(path))
            except RuleLoadError:
                continue
    return tuple(found)


_PRUNED: Any = object()  # a variant the autotuner prunes (kept so that it is not asked for again)


def _result_key(p: PlannedVariant) -> tuple[object, ...]:
    """What a result depends on: the code (the compile cache key, which covers the source, the
    arguments and the config), the variant's name and its tags (which select rules)."""
    return (p.cache_key, p.key, p.kernel.tags)


def _names(given: str | Sequence[str]) -> list[str]:
    """Rule selectors as `check --select` takes them: "AS001,AS005" or a list."""
    items = given.split(",") if isinstance(given, str) else given
    return [n.strip() for n in items if n.strip()]


def _fields(report: object) -> dict[str, Any]:
    if dataclasses.is_dataclass(report) and not isinstance(report, type):
        return {f.name: getattr(report, f.name) for f in dataclasses.fields(report)}
    return dict(vars(report))


def _plain_arg(value: object) -> object:
    """An argument as a spec table holds it; a tensor shape's sizes may be given as ints."""
    if isinstance(value, Mapping) and "tensor" in value:
        return {**value, "shape": [str(d) for d in value.get("shape", [])]}
    return value


def _call_error(where: str, exc: SpecError) -> CodegenError:
    """A spec error of the table a call made, named by the call rather than by the file the
    table was given: `asmscope.codegen(mod:fn): args.x_pt: ...; did you mean 'x_ptr'?`."""
    spot = exc.where.split(": ", 1)[1] if exc.where.startswith("kernel '") and ": " in exc.where else exc.where
    return CodegenError(f"{where}: {spot}: {exc.message}" if spot else f"{where}: {exc.message}")


# ----------------------------------------------------------------------------------------------
# One-call functions (a session each)
# ----------------------------------------------------------------------------------------------


def _keywords(fn: Any) -> tuple[str, ...]:
    return tuple(p.name for p in inspect.signature(fn).parameters.values() if p.kind is p.KEYWORD_ONLY)


_SESSION_KEYS = _keywords(Session.__init__)
_VARIANTS_KEYS = tuple(k for k in _keywords(Session.codegen_variants) if k != "args")


_CODEGEN_KEYS = ("args", "config", "target", *(k for k in _VARIANTS_KEYS if k not in ("configs", "targets")))


def _check_keywords(options: Mapping[str, Any], call: str, known: Sequence[str]) -> None:
    """A misspelt keyword argument is a CodegenError with what was meant, as a misspelt flag is
    on the command line (Python's own TypeError names no candidate)."""
    for key in options:
        if key not in known:
            raise CodegenError(unknown_name_message(f"{call}() got an unexpected keyword argument {key!r}", key, known))


def _split(options: Mapping[str, Any], call: str, call_keys: Sequence[str]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(Session's keyword arguments, the call's), each name checked."""
    _check_keywords(options, call, [*_SESSION_KEYS, *call_keys])
    return {k: v for k, v in options.items() if k in _SESSION_KEYS}, {
        k: v for k, v in options.items() if k not in _SESSION_KEYS
    }


def codegen(
    kernel: object,
    *,
    args: Mapping[str, object] | None = None,
    config: Mapping[str, object] | None = None,
    target: str = "gfx950",
    **options: Any,
) -> Codegen:
    """Compile one variant of `kernel` for `target` with no GPU and read it (see Session.codegen;
    `options` are Session's and Session.codegen_variants' keyword arguments)."""
    session_options, call_options = _split(options, "codegen", _CODEGEN_KEYS)
    with Session(**{"jobs": 1, **session_options}) as session:
        return session.codegen(kernel, args=args, config=config, target=target, **call_options)


def codegen_variants(
    kernel: object, *, args: Mapping[str, object] | None = None, **options: Any
) -> tuple[Codegen, ...]:
    """Every config of `kernel` for every target (see Session.codegen_variants)."""
    session_options, call_options = _split(options, "codegen_variants", _VARIANTS_KEYS)
    with Session(**session_options) as session:
        return session.codegen_variants(kernel, args=args, **call_options)


def codegen_spec(spec: str | Path, **options: Any) -> tuple[Codegen, ...]:
    """Every variant of a spec file's kernels (see Session.codegen_spec)."""
    session_options, call_options = _split(options, "codegen_spec", _keywords(Session.codegen_spec))
    with Session(**session_options) as session:
        return session.codegen_spec(spec, **call_options)
