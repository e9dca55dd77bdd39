"""The documentation site: `mkdocs build --strict` succeeds (a broken link, a missing page, an
anchor that does not exist or a command without its page fails it), and its generated
reference is asmscope's own: every command's flags as click declares them, every rule's page as
`asmscope rule ID` prints it, with the rule's fixture."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from doc_pages import DOCS, ROOT, hooks

from asmscope.cli import main

HOOKS = hooks()


def _commands() -> list[str]:
    return sorted(main.commands)


def test_site_builds_strict(tmp_path: Path) -> None:
    if importlib.util.find_spec("mkdocs") is None or importlib.util.find_spec("material") is None:
        pytest.skip("mkdocs-material is not installed (it is in the `test` extra: pip install -e '.[test]')")
    site = tmp_path / "site"
    r = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(ROOT / "mkdocs.yml"), "-d", str(site)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        timeout=600,
    )
    assert r.returncode == 0, r.stderr[-4000:]
    for name in _commands():
        page = (site / "commands" / name / "index.html").read_text()
        assert 'id="reference"' in page, name
    for rule in HOOKS.builtin_rules():
        assert (site / "rules" / rule.id / "index.html").is_file(), rule.id


@pytest.mark.parametrize("name", _commands())
def test_every_command_has_a_page_with_its_reference(name: str) -> None:
    text = (DOCS / "commands" / f"{name}.md").read_text()
    assert f"<!-- asmscope:options {name} -->" in text


def _help_flags(args: list[str]) -> set[str]:
    """The long flags `asmscope ARGS --help` lists (click's own help, read as a user does)."""
    out = CliRunner().invoke(main, [*args, "--help"], terminal_width=200).output
    return set(re.findall(r"^\s+(?:-\w, )?(--[a-z][a-z0-9-]*)", out.split("Options:")[-1], re.M))


@pytest.mark.parametrize("name", _commands())
def test_generated_reference_lists_every_flag_with_its_help(name: str) -> None:
    reference = HOOKS.render_options(name)
    command = main.commands[name]
    groups = [([name], command)]
    if isinstance(command, click.Group):
        groups += [([name, sub], command.commands[sub]) for sub in command.commands]
    for args, cmd in groups:
        assert f"asmscope {' '.join(args)}" in reference
        flags = _help_flags(args)
        assert flags, args
        for flag in flags:
            assert f"`{flag}" in reference or f", {flag}" in reference, (args, flag)
        for param in cmd.params:
            if isinstance(param, click.Option) and param.help:
                assert HOOKS._cell(param.help.split(".")[0])[:40] in reference, (args, param.name)


def _all_commands(command: click.Command, path: list[str]) -> list[tuple[list[str], click.Command]]:
    found = [(path, command)]
    if isinstance(command, click.Group):
        for name, sub in command.commands.items():
            found += _all_commands(sub, [*path, name])
    return found


@pytest.mark.parametrize("name", _commands())
def test_every_option_has_help_so_no_reference_row_is_empty(name: str) -> None:
    """Each flag of each command (and subcommand) says what it does: the generated reference's
    row for it has text after the flag's names."""
    reference = HOOKS.render_options(name)
    rows = [line for line in reference.splitlines() if line.startswith("| `")]
    for path, command in _all_commands(main.commands[name], [name]):
        for param in command.params:
            if isinstance(param, click.Option) and not param.hidden:
                assert (param.help or "").strip(), (path, param.opts)
    assert rows and all(line.rstrip(" |").count("|") >= 2 and line.rsplit("|", 2)[1].strip() for line in rows), [
        line for line in rows if not line.rsplit("|", 2)[1].strip()
    ]


@pytest.mark.parametrize("rule", HOOKS.builtin_rules(), ids=lambda r: r.id)
def test_rule_page_is_what_asmscope_rule_prints_with_its_fixture(rule) -> None:
    printed = CliRunner().invoke(main, ["rule", rule.id]).output
    page = HOOKS.rule_page(rule)
    assert printed.strip().replace(str(ROOT) + "/", "") in page
    fixtures = [p for p in (ROOT / "rules").glob(f"{rule.id}-*") if p.suffix in (".s", ".sass")]
    if rule.check.kind == "ir":  # TTGIR, which no `.s` carries: its page names the test on real compiles
        assert fixtures == [] and "tests/ir/test_ir_rules.py" in page
        return
    assert 1 <= len(fixtures) <= 2, fixtures  # a rule for both vendors: a `.s` and a `.sass`
    for fixture in fixtures:
        assert fixture.read_text().rstrip() in page
        assert "ruleid:" in fixture.read_text()


def test_rules_table_is_what_asmscope_rules_prints() -> None:
    out = CliRunner().invoke(main, ["rules"], terminal_width=400).output
    rows = re.findall(
        r"^\| \[(AS\d+)\]\(\1\.md\) \| `([a-z0-9-]+)` \| (\w+) \|", HOOKS.rules_table(HOOKS.builtin_rules()), re.M
    )
    assert len(rows) == len(HOOKS.builtin_rules()) >= 30
    for rule, name, severity in rows:
        assert re.search(rf"^{rule}\s+{name}\s+{severity}\s", out, re.M), rule


def test_readme_links_reach_existing_pages() -> None:
    """The README is read on GitHub, outside the site: each relative link names a file of the
    repository, and each `#anchor` of its own a heading it has."""
    readme = (ROOT / "README.md").read_text()
    headings = {re.sub(r"[^\w\- ]", "", h.lower()).replace(" ", "-") for h in re.findall(r"^#+ (.*)$", readme, re.M)}
    links = re.findall(r"\]\(([^)\s]+)\)", readme)
    assert len(links) >= 10
    for link in links:
        if link.startswith("#"):
            assert link[1:] in headings, link
        elif not link.startswith("http"):
            assert (ROOT / link.split("#")[0]).exists(), link
