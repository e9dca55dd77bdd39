"""The `asmscope` command line: check, merge, diff, bisect, inspect, list, rules, rule, cache.

Each command is small: it reads options (defaults from `[tool.asmscope]`), calls the stages,
and renders with a reporter from the registry. Expected failures (bad spec, bad rule file,
unreadable cache, unknown ref, ...) are `asmscope.errors.AsmscopeError`s: `one_line_errors` prints
each in one line on stderr and exits with its code (2).
"""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import click
from click.core import ParameterSource

import asmscope
from asmscope import sourcetext
from asmscope.commands.common import Failure, kernel_sources
from asmscope.commands.options import build_options, refuse_overwriting_inputs
from asmscope.config import Config, ConfigError, find_config, load_config
from asmscope.errors import AsmscopeError, ExitCode
from asmscope.findings import CheckReport, Severity
from asmscope.fsutil import write_output
from asmscope.interrupt import Terminated, terminate_as_interrupt
from asmscope.limits import memory_problem, timeout_problem
from asmscope.progress import shown
from asmscope.report import DEFAULT_FORMAT, FORMATS, Reporter
from asmscope.textsafe import no_command_lines, safe_field, safe_text

FAIL_ON = ("error", "warning", "info", "never")
fail_on_option = click.option(  # check and merge
    "--fail-on",
    type=click.Choice(FAIL_ON),
    default="error",
    show_default=True,
    help="Lowest severity that makes the exit code 1.",
)


def _tell_sources_not_read() -> None:
    """Each source file a `.file` named and the run did not read (asmscope.sourcetext), once."""
    refused = sourcetext.refused()
    outside = [path for path, why in refused if why == sourcetext.OUTSIDE]
    for path, why in refused:
        if why != sourcetext.OUTSIDE:
            click.echo(f"asmscope: note: source {safe_field(path)} not read: {why}", err=True)
    if outside:  # installed libraries' files (triton's own) are the usual ones: one line for all
        more = f" and {len(outside) - 1} more" if len(outside) > 1 else ""
        click.echo(f"asmscope: note: source {safe_field(outside[0])}{more} not read: {sourcetext.OUTSIDE}", err=True)


def one_line_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            with terminate_as_interrupt():  # SIGTERM/SIGHUP clean up as Ctrl-C does
                try:
                    return fn(*args, **kwargs)
                finally:
                    _tell_sources_not_read()
        except click.exceptions.ClickException:
            raise
        except (click.exceptions.Exit, click.exceptions.Abort, SystemExit):
            raise
        except KeyboardInterrupt as exc:
            click.echo("asmscope: interrupted", err=True)
            sys.exit(exc.exit_code if isinstance(exc, Terminated) else 130)
        except Exception as exc:
            _tell_sources_not_read()
            if isinstance(exc, AsmscopeError):
                click.echo(f"asmscope: error: {safe_field(exc)}", err=True)
                sys.exit(exc.exit_code)
            if click.get_current_context().find_root().params.get("debug"):
                raise
            click.echo(
                f"asmscope: internal error: {type(exc).__name__}: {safe_field(exc)} (rerun with --debug for details)",
                err=True,
            )
            sys.exit(ExitCode.USAGE)

    return wrapper


def _group_config_option(args: list[str]) -> str | None:
    """The value of the group's own `--config FILE`, which comes before the command name
    (`inspect --config k=v` is a different option)."""
    it = iter(args)
    for token in it:
        if token == "--config":
            return next(it, None)
        if token.startswith("--config="):
            return token.split("=", 1)[1]
        if not token.startswith("-"):
            return None
    return None


class ConfiguredGroup(click.Group):
    """Loads the project config once and hands each command its defaults."""

    def make_context(self, info_name: str | None, args: list[str], parent: click.Context | None = None, **extra: Any):
        config_path = _group_config_option(args)
        try:
            config = load_config(Path(config_path)) if config_path else find_config(Path.cwd())
        except ConfigError as exc:
            click.echo(f"asmscope: error: {exc}", err=True)
            sys.exit(ExitCode.USAGE)
        try:
            config = config.validated(self.commands)
        except ConfigError as exc:
            click.echo(f"asmscope: error: {exc}", err=True)
            sys.exit(ExitCode.USAGE)
        default_map = {name: config.defaults_for(command) for name, command in self.commands.items()}
        extra.setdefault("default_map", default_map)
        ctx = super().make_context(info_name, args, parent=parent, **extra)
        ctx.obj = config
        return ctx


@click.group(cls=ConfiguredGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(asmscope.__version__, prog_name="asmscope")
@click.option(
    "--config",
    "config_file",
    type=click.Path(dir_okay=False),
    help="Config file (default: nearest asmscope.toml or pyproject.toml [tool.asmscope]).",
)
@click.option("--debug", is_flag=True, help="Show tracebacks of internal errors.")
def main(config_file: str | None, debug: bool) -> None:
    """Inspect the compiled code of Triton kernels for AMD and NVIDIA GPUs, without a GPU."""


# ----------------------------------------------------------------------------------------------
# Shared option groups
# ----------------------------------------------------------------------------------------------


class _Bounded(click.ParamType):
    """A number within the input budget (asmscope.limits): nan, inf and absurd values are usage
    errors (exit 2) with the accepted range, as the Python API refuses them."""

    def __init__(self, name: str, convert: type, problem: Callable[[object], str | None]) -> None:
        self.name, self._convert, self._problem = name, convert, problem

    def get_metavar(self, param: click.Parameter, ctx: click.Context | None = None) -> str:
        return self.name.upper()

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            number = value if isinstance(value, self._convert) else self._convert(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not a {'number' if self._convert is float else 'whole number'}", param, ctx)
        if (why := self._problem(number)) is not None:
            self.fail(why, param, ctx)
        return number


_TIMEOUT = _Bounded("seconds", float, timeout_problem)
_MEMORY_MB = _Bounded("mb", int, memory_problem)


def _compile_options() -> list[Callable[..., Any]]:
    """What to compile and how: spec, filters, parallelism, limits, cache."""
    return [
        click.option("--spec", type=click.Path(dir_okay=False), help="Kernel spec file (default: from config)."),
        click.option(
            "--kernel", "kernel_filter", multiple=True, help="Only kernels whose name matches this glob (repeatable)."
        ),
        click.option("--tag", multiple=True, help="Only kernels with this tag (repeatable)."),
        click.option("--target", "targets", multiple=True, help="Only this target, e.g. gfx950 (repeatable)."),
        click.option(
            "--jobs", "-j", type=click.IntRange(min=1), default=None, help="Worker processes (default: CPU cores)."
        ),
        click.option(
            "--timeout",
            type=_TIMEOUT,
            default=300.0,
            show_default=True,
            help="Seconds per variant before its compile is killed.",
        ),
        click.option(
            "--memory-limit",
            type=_MEMORY_MB,
            default=None,
            help="Address-space cap per compile worker, in MB.",
        ),
        click.option(
            "--cache-dir",
            type=click.Path(file_okay=False),
            default=None,
            help=_CACHE_DIR_HELP,
        ),
    ]


class _Described(click.Argument):
    """An argument with a description (`help`) for `--help` and the generated reference, which
    click.Argument itself takes only from Click 8.5 on."""

    def __init__(self, param_decls: Sequence[str], help: str = "", **attrs: Any) -> None:
        super().__init__(param_decls, **attrs)
        self.help = help


_CACHE_DIR_HELP = "Cache directory (default: the user cache dir)."
_TABLE_JSON_HELP = "table: aligned text for a terminal; json: one JSON document for tools."


def _with(decorators: list[Callable[..., Any]]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A decorator applying `decorators` in the order they are listed (as stacked above a def)."""

    def apply(fn: Callable[..., Any]) -> Callable[..., Any]:
        for dec in reversed(decorators):
            fn = dec(fn)
        return fn

    return apply


def run_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Options of every command that compiles: spec, filters, parallelism, cache, rules."""
    decorators = [
        *_compile_options(),
        click.option(
            "--rule-dir",
            "rule_dirs",
            multiple=True,
            type=click.Path(file_okay=False),
            help="Extra rule directory (repeatable; built-in rules always load).",
        ),
        click.option(
            "--select", multiple=True, help="Only these rule ids/prefixes/names (comma-separated, repeatable)."
        ),
        click.option("--ignore", multiple=True, help="Skip these rule ids/prefixes/names."),
        click.option(
            "--severity", "severity_overrides", multiple=True, help="Re-level a rule: AS005=warning (repeatable)."
        ),
        click.option(
            "--set", "set_settings", multiple=True, help="Override a rule setting: agpr_budget=128 (repeatable)."
        ),
        click.option("--quiet", "-q", is_flag=True, help="No progress bar or status lines."),
        click.option(
            "--executor",
            default="local",
            show_default=True,
            metavar="local|ray[=ADDRESS]",
            help="Where variants compile: worker processes here, or tasks on a Ray cluster (asmscope[ray]).",
        ),
    ]
    return _with(decorators)(fn)


def report_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """--format (from the reporter registry) and --output, shared by check and diff."""
    fn = click.option(
        "--output", "-o", type=click.Path(dir_okay=False), help="Write the report here instead of stdout."
    )(fn)
    fn = click.option(
        "--full",
        is_flag=True,
        help="markdown: the whole report, not cut to fit a PR comment (60,000 characters).",
    )(fn)
    return click.option(
        "--format",
        "-f",
        "fmt",
        type=click.Choice(list(FORMATS)),
        default=DEFAULT_FORMAT,
        show_default=True,
        help="Report format: table (terminal), json, sarif (code scanning), junit, github (Actions annotations), "
        "markdown (PR comment), html (one page).",
    )(fn)


def triton_cache_option(multiple: bool) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """--triton-cache [PATH]: the kernels a run compiled, from Triton's cache (no spec), or from
    tritonparse traces (a .ndjson/.ndjson.gz file, or a directory of them); alone, Triton's own
    cache location (TRITON_CACHE_DIR, else ~/.triton/cache)."""
    return click.option(
        "--triton-cache",
        "triton_cache",
        is_flag=False,
        flag_value="",
        default=None,
        multiple=multiple,
        metavar="[PATH]",
        help="Check the kernels in Triton's cache directory PATH (default: TRITON_CACHE_DIR or ~/.triton/cache), "
        "or in tritonparse traces (a .ndjson or .ndjson.gz file, or a directory of them), instead of compiling "
        "a spec" + (" (give it twice: the two sides)." if multiple else "."),
    )


# ----------------------------------------------------------------------------------------------
# check
# ----------------------------------------------------------------------------------------------


@main.command()
@run_options
@click.option(
    "--asm",
    "asm_files",
    multiple=True,
    type=click.Path(dir_okay=False),
    help="Check these assembly files instead of compiling (repeatable).",
)
@triton_cache_option(multiple=False)
@report_options
@click.option(
    "--baseline", type=click.Path(dir_okay=False), help="Accepted findings: do not report those listed in this file."
)
@click.option(
    "--write-baseline", type=click.Path(dir_okay=False), help="Write every current finding to this baseline file."
)
@fail_on_option
@click.option(
    "--shard",
    metavar="I/N",
    default=None,
    help="Check only shard I of N (a deterministic, time-balanced part); combine the JSON reports with `merge`.",
)
@click.option(
    "--sample",
    metavar="N",
    default=None,
    help="Check a deterministic sample of about N variants: every kernel x target and the extremes of each "
    "config axis, then a stable spread (a first look, a pre-commit hook).",
)
@click.pass_obj
@one_line_errors
def check(config: Config, **params: Any) -> None:
    """Compile every variant (through the cache), parse, run the rules, report.

    Exit codes: 0 clean, 1 findings at or above --fail-on, 2 usage/config/spec/rule error,
    3 some variant failed to compile or parse (the rest are still checked and reported).
    """
    from asmscope.commands.check import run_check

    if params["asm_files"] or params.get("triton_cache") is not None:
        # The config's spec (and its targets) are defaults for compiling: they do not apply to
        # --asm, whose files name their own target (only a --target on the command line does),
        # nor to --triton-cache
        ctx = click.get_current_context()
        for name in ("spec", "kernel_filter", "targets") if params["asm_files"] else ("spec",):
            if ctx.get_parameter_source(name) is not ParameterSource.COMMANDLINE:
                params[name] = None
    options = build_options(config, params, with_rules=True)
    report = run_check(options)
    if options.output is not None:
        sources = {f.source.file for f in report.findings if f.source is not None} | kernel_sources(options)
        refuse_overwriting_inputs(options, sources)
    with shown(not options.quiet):
        _emit(report_text(report, options.fmt, options.full), options.output)
    if options.asm_files:
        # A file the user handed in that does not parse is bad input (exit 2), not a failed variant.
        unreadable = [e for e in report.errors if e.kind == "parse-error"]
        for err in unreadable:
            click.echo(f"asmscope: error: {safe_field(err.message)}", err=True)
        if unreadable:
            sys.exit(ExitCode.USAGE)
    code = exit_code(report, options.fail_on)
    if code != ExitCode.OK and options.output is not None:  # the report is in a file: say why here
        why = exit_reason(report, options.fail_on)
        click.echo(f"asmscope: exit {int(code)}: {why}; report in {options.output}", err=True)
    sys.exit(code)


def report_text(report: CheckReport, fmt: str, full: bool = False) -> str:
    return reporter(fmt, full).render_check(report)


def reporter(fmt: str, full: bool) -> Reporter:
    """The format's reporter; with --full, its uncut variant where it has one (markdown)."""
    chosen = FORMATS[fmt]
    return chosen.full_text if full and chosen.full_text else chosen


def exit_code(report: CheckReport, fail_on: str) -> ExitCode:
    if report.rule_problems:
        return ExitCode.USAGE
    if report.errors:
        return ExitCode.VARIANT_FAILURE
    if fail_on != "never":
        floor = Severity.parse(fail_on)
        if any(f.severity >= floor for f in report.findings):
            return ExitCode.FINDINGS
    return ExitCode.OK


def exit_reason(report: CheckReport, fail_on: str) -> str:
    """Why `exit_code` is not 0, in words (for a run whose report went to a file)."""
    if report.rule_problems:
        return f"{len(report.rule_problems)} rule error(s): rules not checked as written"
    if report.errors:
        return f"{len(report.errors)} variant(s) could not be compiled or checked"
    floor = Severity.parse(fail_on)
    n = sum(1 for f in report.findings if f.severity >= floor)
    return f"{n} finding(s) at or above --fail-on {fail_on}"


def _printable(text: str, fmt: str) -> str:
    """A command's own output made safe to print (textsafe): a text table with its control
    characters shown; JSON and generated Python (whose encoders escape them) with no line that
    GitHub Actions would run as a command."""
    return no_command_lines(text) if fmt in ("json", "python") else safe_text(text)


def _emit(text: str, output: Path | None) -> None:
    if output is not None:
        try:
            write_output(output, text.encode("utf-8"))
        except OSError as exc:
            raise Failure(f"cannot write {output}: {exc.strerror}") from None
    else:
        click.echo(text, nl=not text.endswith("\n"))


# ----------------------------------------------------------------------------------------------
# prune
# ----------------------------------------------------------------------------------------------


@main.command()
@_with(_compile_options())
@click.option(
    "--format",
    "-f",
    "fmt",
    type=click.Choice(["table", "json", "python"]),
    default="table",
    show_default=True,
    help="python: a module of early_config_prune functions for @triton.autotune(prune_configs_by=...).",
)
@click.option("--output", "-o", type=click.Path(dir_okay=False), help="Write it here instead of stdout.")
@click.option(
    "--heuristics",
    is_flag=True,
    help="python: also drop the heuristic configs (spills, --occupancy-floor), which can change the winner.",
)
@click.option(
    "--occupancy-floor",
    type=click.IntRange(min=1),
    default=None,
    help="Report configs under this occupancy (waves per SIMD) as heuristic drops.",
)
@click.option(
    "--keep-top",
    type=click.IntRange(min=1),
    default=None,
    help="Also drop the configs outside the N best by `asmscope rank`'s estimate on every shape "
    "(needs the spec's `grid`; the estimate can be wrong: see docs/rank.md).",
)
@click.option("--quiet", "-q", is_flag=True, help="No progress bar or status lines.")
@click.pass_obj
@one_line_errors
def prune(config: Config, **params: Any) -> None:
    """Which autotune configs cannot change the winner: duplicates, configs that cannot launch,
    and byte-identical twins, per kernel and target, with the compile and benchmark time saved.

    Exit codes: 0 every kernel judged, 2 usage/config/spec error, 3 some variant failed to compile
    or parse (its kernel is left unpruned on that target).
    """
    from asmscope.commands.prune import run_prune
    from asmscope.compile import triton_version
    from asmscope.report.prune import render_json, render_module, render_table

    options = build_options(config, params, with_rules=True)
    pruning = run_prune(options, params["occupancy_floor"], params["keep_top"])
    if options.fmt == "json":
        text = render_json(pruning, triton_version(), asmscope.__version__)
    elif options.fmt == "python":
        text = render_module(pruning, triton_version(), asmscope.__version__, params["heuristics"])
    else:
        text = render_table(pruning)
    with shown(not options.quiet):
        _emit(_printable(text, options.fmt), options.output)
    for k in pruning.kernels:
        if k.not_judged:
            why = f"{safe_field(k.kernel)}@{k.target} not pruned: {safe_field(k.not_judged)}"
            click.echo(f"asmscope: error: {why}", err=True)
    sys.exit(ExitCode.VARIANT_FAILURE if any(k.not_judged for k in pruning.kernels) else ExitCode.OK)


# ----------------------------------------------------------------------------------------------
# rank
# ----------------------------------------------------------------------------------------------


@main.command()
@_with(_compile_options())
@click.option("--shape", default=None, help="Only this named shape of the spec.")
@click.option(
    "--device",
    type=click.Choice(["h100", "h200", "b200", "mi300x", "mi355x"]),
    default=None,
    help="The GPU to estimate for (default per target: cuda:90 h100, cuda:100 b200, gfx942 mi300x, "
    "gfx950 mi355x).",
)
@click.option(
    "--format",
    "-f",
    "fmt",
    type=click.Choice(["table", "json"]),
    default="table",
    show_default=True,
    help="table: the top configs per kernel, target and shape; json: every config with its figures and inputs.",
)
@click.option(
    "--top", type=click.IntRange(min=0), default=10, show_default=True, help="Table: configs shown per case (0: all)."
)
@click.option("--output", "-o", type=click.Path(dir_okay=False), help="Write it here instead of stdout.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar or status lines.")
@click.pass_obj
@one_line_errors
def rank(config: Config, **params: Any) -> None:
    """Rank every config of each kernel, target and shape by a static estimate of its run time,
    read from its compiled code (tensor-core work, memory traffic, occupancy, pipelining, spills),
    best first, with what bounds it. The spec's kernel entry gives `grid` (programs per launch) and
    `trips` (the hot loop's trip count). The model and its proof on GPU timings: docs/rank.md.

    Exit codes: 0 every variant ranked, 2 usage/config/spec error, 3 some variant failed to
    compile, parse or estimate (listed; the others are ranked).
    """
    from asmscope.commands.rank import run_rank
    from asmscope.compile import triton_version
    from asmscope.report.rank import render_json, render_table

    options = build_options(config, params)
    run = run_rank(options, params["device"])
    if options.fmt == "json":
        text = render_json(run.rankings, triton_version(), asmscope.__version__)
    else:
        text = render_table(run.rankings, params["top"] or None)
    with shown(not options.quiet):
        _emit(text, options.output)
    for e in run.errors:
        first = e.message.splitlines()[0] if e.message else ""
        click.echo(f"asmscope: error: {e.variant} not ranked: {e.kind}: {first}", err=True)
    sys.exit(ExitCode.VARIANT_FAILURE if run.errors else ExitCode.OK)


# ----------------------------------------------------------------------------------------------
# merge
# ----------------------------------------------------------------------------------------------


@main.command()
@click.argument(
    "reports", nargs=-1, required=True, type=click.Path(dir_okay=False), cls=_Described,
    help="The JSON reports of `check --shard I/N --format json`, one per shard.",
)  # fmt: skip
@report_options
@fail_on_option
@one_line_errors
def merge(reports: tuple[str, ...], fmt: str, output: str | None, full: bool, fail_on: str) -> None:
    """Combine the JSON reports of `check --shard I/N` (all N) into the report of one unsharded
    run, in any format.

    Exit codes as for check; also 2 when a shard is missing, given twice or overlaps another,
    or the reports come from different specs, plans, rule sets or partitions.
    """
    from asmscope.commands.merge import MERGED_FORMATS, merge_reports

    if fmt not in MERGED_FORMATS:
        raise Failure(
            f"merge cannot write --format {fmt}: the shards' JSON reports do not carry the per-kernel "
            f"summaries it draws (merge writes {', '.join(MERGED_FORMATS)})"
        )
    report = merge_reports([Path(r) for r in reports])
    _emit(report_text(report, fmt, full), Path(output) if output else None)
    sys.exit(exit_code(report, fail_on))


# ----------------------------------------------------------------------------------------------
# diff
# ----------------------------------------------------------------------------------------------


@main.command()
@click.argument(
    "ref_a", default="WORKTREE", cls=_Described,
    help="The code before: a branch, tag or commit, or WORKTREE (the checkout with its uncommitted changes).",
)  # fmt: skip
@click.argument("ref_b", default="WORKTREE", cls=_Described, help="The code after, as REF_A.")
@run_options
@report_options
@click.option("--top", type=click.IntRange(min=1), default=None, help="Show only the N most-changed variants.")
@click.option(
    "--metric",
    multiple=True,
    help="Only variants where this metric or mnemonic changed (vgpr, occupancy, buffer_store_short, buffer_store*).",
)
@click.option(
    "--fail-on-regression",
    is_flag=True,
    help="Exit 1 if a variant got new findings, more registers/spills/LDS, less occupancy or more of "
    "what --metric names, or a variant only REF_B has brings findings or spills.",
)
@click.option(
    "--toolchain",
    help="Build both sides with this Triton: triton==3.6.0 (an environment asmscope creates once), "
    "or a Python interpreter or venv.",
)
@click.option("--toolchain-a", help="Build side A with this Triton (as --toolchain; default: the installed one).")
@click.option("--toolchain-b", help="Build side B with this Triton (as --toolchain; default: the installed one).")
@triton_cache_option(multiple=True)
@click.pass_obj
@one_line_errors
def diff(config: Config, ref_a: str, ref_b: str, **params: Any) -> None:
    """What a change did to the code, variant by variant: REF_A and REF_B are branches, tags,
    commits or WORKTREE (uncommitted changes; the default for both).

    Each side is built in a temporary git worktree: your checkout, index and branches are not
    touched. With --toolchain-a/--toolchain-b, each side is compiled by its own Triton
    (`asmscope diff --toolchain-a triton==3.6.0 --toolchain-b triton==3.9.0`: what upgrading
    Triton does to every variant).
    """
    from asmscope.commands.diff import run_diff

    options = build_options(config, params, with_rules=True)
    report = run_diff(options, ref_a, ref_b)
    with shown(not options.quiet):
        _emit(reporter(options.fmt, options.full).render_diff(report), options.output)
    if report.rule_problems:
        sys.exit(ExitCode.USAGE)
    if report.errors_a or report.errors_b:
        sys.exit(ExitCode.VARIANT_FAILURE)
    # also those --top leaves out, and the variants only REF_B has that bring findings or spills
    if options.fail_on_regression and (report.total.regressed or report.new_regressed):
        sys.exit(ExitCode.FINDINGS)
    sys.exit(ExitCode.OK)


# ----------------------------------------------------------------------------------------------
# bisect
# ----------------------------------------------------------------------------------------------


@main.command()
@click.option(
    "--toolchains",
    required=True,
    metavar="A..B|A,B,...",
    help="Triton releases: a range (3.6.0..3.9.0: every final release the package index lists between "
    "them, both included, that asmscope supports) or a comma list (3.6.0,3.7.1,3.9.0).",
)
@click.option(
    "--metric",
    multiple=True,
    required=True,
    help="The metric to follow (repeatable): vgpr, agpr, sgpr, vgpr_spill, scratch_bytes, lds_bytes, "
    "occupancy, instructions, ..., or a mnemonic's count (buffer_store_short; buffer_store*: a prefix).",
)
@_with(_compile_options())
@click.option("--quiet", "-q", is_flag=True, help="No progress bar or status lines.")
@click.option(
    "--format", "-f", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True,
    help=_TABLE_JSON_HELP,
)  # fmt: skip
@click.option("--output", "-o", type=click.Path(dir_okay=False), help="Write the report here instead of stdout.")
@click.option("--fail-on-change", is_flag=True, help="Exit 1 if some variant's metric changed in the range.")
@click.pass_obj
@one_line_errors
def bisect(config: Config, **params: Any) -> None:
    """The first Triton release where a variant's metric changed.

    Compiles the selected variants with the two ends of the range first; where a variant's
    value differs, binary-searches the releases in between (only those variants, each release
    in its own environment, created once as for `diff --toolchain`) until each change lies
    between two adjacent releases. A compile failure is a value too. Releases the search does
    not need are not compiled (nor installed), so a change and its revert between two compiled
    releases is not seen.

    Exit codes: 0 the search completed (changed or not), 1 with --fail-on-change and a change,
    2 usage/environment error (bad range, index not listable, install failed), 3 some variant
    could not be built on any compiled release.
    """
    from asmscope.bisect import render_json, render_table
    from asmscope.commands.bisect import run_bisect

    options = build_options(config, params)
    report = run_bisect(options)
    text = render_json(report) if options.fmt == "json" else render_table(report)
    with shown(not options.quiet):
        _emit(_printable(text, options.fmt), options.output)
    if report.unmeasured:
        sys.exit(ExitCode.VARIANT_FAILURE)
    if options.fail_on_change and report.changed:
        sys.exit(ExitCode.FINDINGS)
    sys.exit(ExitCode.OK)


# ----------------------------------------------------------------------------------------------
# inspect
# ----------------------------------------------------------------------------------------------


@main.command()
@click.argument(
    "what", cls=_Described, help="A kernel name from the spec, or a file: AMDGCN assembly, code object, SASS, cubin."
)
@click.option("--spec", type=click.Path(dir_okay=False), help="Kernel spec file (default: from config).")
@click.option("--target", "targets", multiple=True, help="Target to compile for (default: the kernel's first).")
@click.option(
    "--config", "variant_config", multiple=True, help="Pick the variant: BLOCK_M=256,num_stages=2 (first match)."
)
@click.option("--shape", default=None, help="Named problem shape (default: the kernel's first).")
@click.option("--asm-kernel", default=None, help="For an .s file with several kernels: which one.")
@click.option("--by-line", is_flag=True, help="Per Python source line: instruction count and main mnemonics.")
@click.option("--loops", is_flag=True, help="Per-loop tables.")
@click.option("--asm", "show_asm", is_flag=True, help="The assembly annotated with source lines.")
@click.option(
    "--ir", "ir_stage", type=click.Choice(["ttgir"]), default=None,
    help="Triton's IR: each op with its layout, per-thread vector width and the ISA lines it became (docs/ir.md).",
)  # fmt: skip
@click.option(
    "--pressure",
    is_flag=True,
    help="Live registers per instruction: the peak against the allocation, the Python lines that hold it, "
    "what lives across the hot loop's back edge, and a chart along the asm (JSON: `pressure`).",
)
@click.option(
    "--format", "-f", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True,
    help=_TABLE_JSON_HELP,
)  # fmt: skip
@click.option("--cache-dir", type=click.Path(file_okay=False), default=None, help=_CACHE_DIR_HELP)
@click.option(
    "--timeout", type=_TIMEOUT, default=300.0, show_default=True,
    help="Seconds the kernel's module may take to import and plan, and its compile to run, before it is killed.",
)  # fmt: skip
@click.option("--quiet", "-q", is_flag=True, help="No progress bar or status lines.")
@triton_cache_option(multiple=False)
@click.pass_obj
@one_line_errors
def inspect(config: Config, what: str, **params: Any) -> None:
    """One kernel variant (KERNEL from the spec, or an .s file): instruction histogram by
    category for the kernel and its hot loop, resources and occupancy."""
    import json

    from asmscope.commands.inspect import resolve
    from asmscope.inspection import (
        inspect_kernel,
        pressure_json,
        render_annotated_asm,
        render_by_line,
        render_loops,
        render_pressure,
        render_table,
    )

    kernel, analysis, variant = resolve(build_options(config, params), what)
    data = inspect_kernel(kernel, analysis, variant)
    if params["pressure"]:  # computed only when asked for
        data["pressure"] = pressure_json(kernel, analysis, variant.source_here)
    if params["ir_stage"]:
        from asmscope.ir.view import ir_json, render_ir

        data["ir"] = ir_json(kernel, variant, params["ir_stage"])
    if params["fmt"] == "json":
        click.echo(_printable(json.dumps(data, indent=2), "json"))
        return
    parts = [render_table(data)]
    if params["loops"]:
        parts.append(render_loops(data))
    if params["by_line"]:
        parts.append(render_by_line(kernel, variant.source_here))
    if params["pressure"]:
        parts.append(render_pressure(data))
    if params["ir_stage"]:
        parts.append(render_ir(data["ir"]))
    if params["show_asm"]:
        parts.append(render_annotated_asm(kernel, variant.source_here))
    click.echo(_printable("\n".join(parts), "table"), nl=False)


# ----------------------------------------------------------------------------------------------
# list, rules, rule, cache
# ----------------------------------------------------------------------------------------------


@main.command(name="list")
@click.option("--spec", type=click.Path(dir_okay=False), help="Kernel spec file (default: from config).")
@triton_cache_option(multiple=False)
@click.option("--target", "targets", multiple=True, help="Only this target, e.g. gfx950 (repeatable).")
@click.option("--cache-dir", type=click.Path(file_okay=False), default=None, help=_CACHE_DIR_HELP)
@click.option(
    "--format", "-f", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True,
    help=_TABLE_JSON_HELP,
)  # fmt: skip
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None, help="Worker processes (default: CPU cores).")
@click.option(
    "--timeout",
    type=_TIMEOUT,
    default=300.0,
    show_default=True,
    help="Seconds a kernel's module may take to import and plan.",
)
@click.pass_obj
@one_line_errors
def list_(config: Config, **params: Any) -> None:
    """Kernels in the spec: tags, variants per target, and how many are cached. A kernel whose
    module exits, aborts or hangs while imported is named on stderr (exit 3)."""
    from asmscope.commands.listing import list_kernels, render_list

    rows = list_kernels(build_options(config, params))
    click.echo(_printable(render_list(rows, params["fmt"]), params["fmt"]), nl=False)
    failed = [r for r in rows if r.error]
    for row in failed:
        why = f"kernel {safe_field(repr(row.kernel))} ({row.target}): {safe_field(row.error)}"
        click.echo(f"asmscope: error: {why}", err=True)
    if failed:
        sys.exit(ExitCode.VARIANT_FAILURE)


@main.command(name="spec-from")
@triton_cache_option(multiple=False)
@click.option(
    "--output", "-o", type=click.Path(dir_okay=False), default="asmscope.toml", show_default=True,
    help="Write the spec here.",
)  # fmt: skip
@click.option("--force", is_flag=True, help="Replace the output file if it exists.")
@click.pass_obj
@one_line_errors
def spec_from(config: Config, triton_cache: str | None, output: str, force: bool) -> None:
    """Write the spec (asmscope.toml) that reproduces the kernels in Triton's cache (or in
    tritonparse traces): each kernel's function, arguments, targets and configs (an autotuned
    kernel keeps its whole autotune list). Constexprs Triton's cache does not keep are named on
    stderr (a trace keeps them: they are written)."""
    from asmscope.commands.common import Failure
    from asmscope.commands.specfrom import write_spec
    from asmscope.tritoncache import CacheDirError, default_triton_cache_dir

    root = Path(triton_cache) if triton_cache else default_triton_cache_dir()
    try:
        warnings = write_spec(root, Path(output), Path.cwd(), force)
    except CacheDirError as exc:
        raise Failure(str(exc)) from None
    for warning in warnings:
        click.echo(f"asmscope: warning: {warning}", err=True)
    click.echo(f"asmscope: wrote {output}; check it with `asmscope check --spec {output}`", err=True)


@main.command(name="rules")
@click.option(
    "--rule-dir",
    "rule_dirs",
    multiple=True,
    type=click.Path(file_okay=False),
    help="Extra rule directory (repeatable).",
)
@click.option("--select", multiple=True, help="Only these rule ids/prefixes/names (comma-separated, repeatable).")
@click.option("--ignore", multiple=True, help="Leave out these rule ids/prefixes/names (comma-separated, repeatable).")
@click.option(
    "--schema",
    is_flag=True,
    help="Print the JSON Schema of a rule file (for an editor's YAML validation) instead of the list.",
)
@click.pass_obj
@one_line_errors
def rules_(config: Config, schema: bool, **params: Any) -> None:
    """List the rules: id, name, severity, summary."""
    from tabulate import tabulate

    from asmscope.commands.options import load_ruleset
    from asmscope.rules import RULE_SCHEMA, rule_table

    if schema:
        click.echo(json.dumps(RULE_SCHEMA, indent=2))
        return
    ruleset = load_ruleset(config, params)
    for error in ruleset.errors:
        click.echo(f"asmscope: error: {error}", err=True)
    click.echo(tabulate(rule_table(ruleset.rules), headers=["id", "name", "severity", "summary"], tablefmt="simple"))
    if ruleset.errors:
        sys.exit(ExitCode.USAGE)


@main.command(name="rule")
@click.argument("rule_id", cls=_Described, help="A rule id (AS001) or name (narrow-store-in-wgrad).")
@click.option(
    "--rule-dir", "rule_dirs", multiple=True, type=click.Path(file_okay=False),
    help="Extra rule directory (repeatable): its rules can be printed too.",
)  # fmt: skip
@click.pass_obj
@one_line_errors
def rule_(config: Config, rule_id: str, **params: Any) -> None:
    """Print one rule's documentation (What it does / Why it matters / Example / Fix)."""
    from asmscope.commands.options import load_ruleset
    from asmscope.rules import rule_docs

    ruleset = load_ruleset(config, {**params, "select": ["ALL"]})
    for error in ruleset.errors:
        click.echo(f"asmscope: error: {error}", err=True)
    wanted = rule_id.upper()
    for r in ruleset.rules:
        if r.id == wanted or r.name == rule_id:
            click.echo(rule_docs(r))
            return
    raise Failure(f"unknown rule {rule_id!r} (known: {', '.join(r.id for r in ruleset.rules)})")


@main.group()
def cache() -> None:
    """Manage the compile cache."""


@cache.command(name="info")
@click.option("--cache-dir", type=click.Path(file_okay=False), default=None, help=_CACHE_DIR_HELP)
@one_line_errors
def cache_info(cache_dir: str | None) -> None:
    """Where the cache is and what it holds."""
    from asmscope.commands.common import open_cache

    stats = open_cache(Path(cache_dir) if cache_dir else None).stats()
    click.echo(f"location:        {stats.root}")
    click.echo(f"compile records: {stats.records}")
    click.echo(f"asm files:       {stats.asm_files}")
    click.echo(f"IR files:        {stats.ir_files}")
    click.echo(f"result entries:  {stats.parse_entries}")
    click.echo(f"size:            {stats.bytes / 1e6:.1f} MB")
    from asmscope.compile.toolchain import installed_envs, toolchains_dir

    envs = installed_envs(stats.root)
    click.echo(f"toolchains:      {len(envs)} in {toolchains_dir(stats.root)}")
    for env, requirement, size in envs:
        click.echo(f"  {requirement:<22} {size / 1e6:>8.0f} MB  {env}")


@cache.command(name="clear")
@click.option("--cache-dir", type=click.Path(file_okay=False), default=None, help=_CACHE_DIR_HELP)
@click.option("--toolchains", is_flag=True, help="Also remove the Triton environments of `diff --toolchain`.")
@one_line_errors
def cache_clear(cache_dir: str | None, toolchains: bool) -> None:
    """Remove every cache entry (and, with --toolchains, every toolchain environment) of a cache
    asmscope made: a directory without its marker file loses nothing."""
    from asmscope.commands.common import open_cache
    from asmscope.compile import default_cache_dir

    root = Path(cache_dir) if cache_dir else default_cache_dir()
    if not root.exists() or (root.is_dir() and not any(root.iterdir())):
        # nothing to clear: opening the cache would make the directory and mark it as asmscope's
        click.echo(f"removed 0 cache files ({root} holds no cache)")
    else:
        cache = open_cache(root)
        cleared = cache.clear()
        click.echo(f"removed {cleared.removed} cache files")
        for entry, why in cleared.left:
            click.echo(f"asmscope: note: left {cache.root / entry}: {why}", err=True)
    if toolchains:  # ($ASMSCOPE_TOOLCHAINS_DIR may hold them elsewhere, beside no cache)
        from asmscope.compile.toolchain import remove_envs

        envs = remove_envs(root)
        click.echo(f"removed {envs.removed} toolchain environments")
        if envs.interrupted:
            click.echo(f"removed {envs.interrupted} interrupted toolchain builds")
        for env in envs.left:
            click.echo(f"asmscope: note: left {env}: not an environment asmscope made (no marker)", err=True)


if __name__ == "__main__":
    main()
