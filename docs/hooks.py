"""mkdocs hooks: the reference parts of the site are generated at build time from asmscope itself,
so they cannot drift from the code.

- Each command page (`docs/commands/NAME.md`) holds a marker `<!-- asmscope:options NAME -->`,
  replaced by the command's usage, description and every flag's help, read from the click
  command `asmscope.cli.main` (subcommands of a group included). A command without a page, or a
  page naming no command, is a warning, which `mkdocs build --strict` makes an error.
- One page per rule (`rules/ASnnn.md`), as `asmscope rule ASnnn` prints it (asmscope/rules/docs.py),
  with the rule's annotated fixture as its example; and `<!-- asmscope:rules-table -->` becomes
  the table `asmscope rules` prints.
- rules/README.md (the rule schema) and kernels/README.md become pages of the site as they are.

`render_options`, `rule_page` and `rules_table` are plain functions, used by the tests too.
"""

from __future__ import annotations

import functools
import logging
import re
from pathlib import Path
from typing import Any

import click

from asmscope.cli import main
from asmscope.commands.options import load_ruleset
from asmscope.config import Config
from asmscope.rules import Rule, rule_docs, rule_table

ROOT = Path(__file__).resolve().parents[1]
OPTIONS = re.compile(r"<!-- asmscope:options ([a-z-]+) -->")
RULES_TABLE = "<!-- asmscope:rules-table -->"
# Pages copied into the site from elsewhere in the repository: site path -> file.
COPIED = {"rules/schema.md": ROOT / "rules" / "README.md", "kernels.md": ROOT / "kernels" / "README.md"}
log = logging.getLogger("mkdocs.hooks.asmscope")


@functools.cache
def builtin_rules() -> tuple[Rule, ...]:
    """Every built-in rule, as `asmscope rule` loads them (no config, everything selected)."""
    ruleset = load_ruleset(Config(None, {}), {"select": ["ALL"]})
    if ruleset.errors:
        raise click.ClickException(f"the built-in rules do not load: {ruleset.errors[0]}")
    return tuple(sorted(ruleset.rules, key=lambda r: r.id))


def _cell(text: str) -> str:
    """Help text as one markdown table cell: one line, no table or emphasis syntax."""
    text = " ".join(text.split())
    for ch in "\\|*<>":
        text = text.replace(ch, {"<": "&lt;", ">": "&gt;"}.get(ch, "\\" + ch))
    return text


def _command_reference(command: click.Command, ctx: click.Context, level: int, subcommands: bool = True) -> list[str]:
    usage = command.get_usage(ctx).removeprefix("Usage: ")
    lines = ["```text", usage, "```", ""]
    if command.help:
        lines += [" ".join(command.help.replace("\b", "").split()), ""]
    rows = []
    for param in command.get_params(ctx):
        record = param.get_help_record(ctx)
        if record is None:  # an argument: its name is in the usage line
            continue
        names, help_text = record
        rows.append(f"| `{names}` | {_cell(help_text)} |")
    if rows:
        lines += ["| option | meaning |", "|---|---|", *rows, ""]
    if subcommands and isinstance(command, click.Group):
        for name, sub in sorted(command.commands.items()):
            sub_ctx = click.Context(sub, info_name=name, parent=ctx, **sub.context_settings)
            lines += [f"{'#' * (level + 1)} `{ctx.command_path} {name}`", ""]
            lines += _command_reference(sub, sub_ctx, level + 1)
    return lines


def render_options(name: str) -> str:
    """The reference of `asmscope NAME`: usage, description, each flag with click's own help
    (`asmscope` itself: its global options, those given before a command's name)."""
    root = click.Context(main, info_name="asmscope", **main.context_settings)  # -h as well as --help
    if name == "asmscope":
        return "\n".join(["## Global options", "", *_command_reference(main, root, 2, subcommands=False)])
    command = main.commands.get(name)
    if command is None:
        raise KeyError(name)
    ctx = click.Context(command, info_name=name, parent=root, **command.context_settings)
    return "\n".join(["## Reference", "", *_command_reference(command, ctx, 2)])


def rule_page(rule: Rule) -> str:
    """A rule's page: what `asmscope rule ID` prints, then its fixture."""
    text = rule_docs(rule)
    if rule.path:
        path = Path(rule.path)
        if path.is_relative_to(ROOT):
            text = text.replace(str(path), str(path.relative_to(ROOT)))
        # one fixture per vendor the rule is for: AMD's `.s`, NVIDIA's `.sass`
        for fixture in (f for f in (path.with_suffix(".s"), path.with_suffix(".sass")) if f.is_file()):
            text += (
                "\n## Fixture\n\n"
                f"`{fixture.relative_to(ROOT) if fixture.is_relative_to(ROOT) else fixture.name}`: the lines marked "
                "`ruleid:` must be flagged, those marked `ok:` must not (the test suite checks both).\n\n"
                f"```asm\n{fixture.read_text().rstrip()}\n```\n"
            )
    if rule.check.kind == "ir":  # it reads TTGIR, which no `.s` fixture carries
        text += (
            "\n## Tested on\n\n"
            "No `.s` fixture: the rule reads a compiled variant's TTGIR ([Triton's IR](../ir.md)). "
            "`tests/ir/test_ir_rules.py` compiles the kernels of `tests/ir/ir_rule_kernels.py` and checks that "
            "it fires on the variant with the pattern, at the op's Python line, and not on its clean twin.\n"
        )
    return text


def rules_table(rules: tuple[Rule, ...]) -> str:
    """The table `asmscope rules` prints, each id linking to its page."""
    rows = [f"| [{i}]({i}.md) | `{n}` | {s} | {_cell(summary)} |" for i, n, s, summary in rule_table(rules)]
    return "\n".join(["| id | name | severity | what it flags |", "|---|---|---|---|", *rows])


# ----------------------------------------------------------------------------------------------
# mkdocs events
# ----------------------------------------------------------------------------------------------


def on_config(config: Any) -> Any:
    """Fill the nav's rule list (`rules/AS*` in mkdocs.yml) with one entry per rule."""

    def expand(items: list[Any]) -> list[Any]:
        out: list[Any] = []
        for item in items:
            if item == "rules/AS*":
                out += [{f"{r.id} {r.name}": f"rules/{r.id}.md"} for r in builtin_rules()]
            elif isinstance(item, dict):
                out.append({k: expand(v) if isinstance(v, list) else v for k, v in item.items()})
            else:
                out.append(item)
        return out

    config["nav"] = expand(config["nav"])
    return config


def on_files(files: Any, config: Any) -> Any:
    from mkdocs.structure.files import File

    for rule in builtin_rules():
        files.append(File.generated(config, f"rules/{rule.id}.md", content=rule_page(rule)))
    for uri, source in COPIED.items():
        files.append(File.generated(config, uri, content=source.read_text()))
    pages = {
        f.src_uri.removeprefix("commands/").removesuffix(".md") for f in files if f.src_uri.startswith("commands/")
    }
    for name in sorted(set(main.commands) - pages):
        log.warning(f"the command `asmscope {name}` has no page (docs/commands/{name}.md)")
    return files


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    def options(match: re.Match[str]) -> str:
        try:
            return render_options(match[1])
        except KeyError:
            log.warning(f"{page.file.src_uri}: no command `asmscope {match[1]}`")
            return match[0]

    markdown = OPTIONS.sub(options, markdown)
    if (
        page.file.src_uri.startswith("commands/")
        and page.file.src_uri != "commands/index.md"
        and "## Reference" not in markdown
    ):
        log.warning(f"{page.file.src_uri}: no `<!-- asmscope:options NAME -->` marker")
    if RULES_TABLE in markdown:
        markdown = markdown.replace(RULES_TABLE, rules_table(builtin_rules()))
    return markdown
