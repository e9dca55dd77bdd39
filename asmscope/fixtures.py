"""Rule fixtures: `.s` files (`.sass` for NVIDIA rules) whose comments say which lines a rule must flag.

    ; asmscope-fixture: tags=wgrad target=gfx950 config=BLOCK_M=256,EVEN_K=True settings=agpr_budget=64
        .globl k
    k:
        buffer_store_short v1, v2, s[12:15], 0 offen     ; ruleid: AS001
        buffer_store_dwordx4 v[8:11], v2, s[12:15], 0 offen   ; ok: AS001

A `; asmscope-fixture:` line sets the variant context (tags, target, config, setting
overrides) of the kernels after it. `; ruleid: ASnnn` marks a line the rule must flag, `; ok:
ASnnn` one it must not; a rule passes its fixture when the flagged lines are exactly the
`ruleid` lines (as in semgrep's rule tests) and the rule has no problem (an expression that
fails, a name no kernel of the fixture has).

An NVIDIA rule's fixture is SASS as `nvdisasm -c -g` prints it, with `//` comments:
`// asmscope-fixture: target=cuda:90 shared=196608` (`shared`: the dynamic shared memory of the
launch), `// ptxas: <line>` lines giving the `ptxas -v` log of the kernels after them, and
`// ruleid: AS060` after an instruction's `;`.

Each kernel of a fixture is one Variant checked by asmscope.pipeline.check_variants, the same
path as `asmscope check`.
"""

from __future__ import annotations

import hashlib
import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from asmscope.errors import AsmscopeError
from asmscope.findings import Finding, VariantKey
from asmscope.isa.sass.launch import SASS_SUFFIX
from asmscope.model import Module
from asmscope.rules import Rule, RuleLoadError, RuleSet
from asmscope.rules.schema import resolve_settings
from asmscope.variant import Variant

# `;` starts a comment in AMDGCN, `//` in SASS (where `;` ends an instruction)
_HEADER = re.compile(r"^\s*(?:;|//)\s*asmscope-fixture:(.*)$")
_MARK = re.compile(r"(?:;|//)\s*(ruleid|ok):\s*(AS\d+(?:\s*,\s*AS\d+)*)")
# SASS fixtures: a mark after an instruction's `;` is not SASS, and is blanked before parsing;
# `// ptxas: <line>` lines are the `ptxas -v` log of the kernels after them
_SASS_MARK = re.compile(r"[ \t]*//[ \t]*(?:ruleid|ok):[^\n]*")
_PTXAS_LINE = re.compile(r"^\s*//\s*ptxas:\s?(.*)$")


class FixtureError(AsmscopeError, ValueError):
    pass


@dataclass(frozen=True)
class FixtureContext:
    tags: frozenset[str] = frozenset()
    target: str = ""
    config: Mapping[str, object] = field(default_factory=dict)
    settings: Mapping[str, object] = field(default_factory=dict)
    facts: Mapping[str, int | str] = field(default_factory=dict)  # what a plan gives Variant.facts
    shared: int | None = None  # the dynamic shared memory (LDS) a launch adds: Variant.launch_lds_bytes


@dataclass(frozen=True)
class FixtureResult:
    rule: str
    path: str
    expected: frozenset[int]  # `ruleid:` lines
    allowed_clean: frozenset[int]  # `ok:` lines
    findings: tuple[Finding, ...]
    problems: tuple[RuleLoadError, ...] = ()  # what the run found wrong with the rule itself

    @property
    def flagged(self) -> frozenset[int]:
        return frozenset(f.asm_line for f in self.findings if f.asm_line is not None)

    @property
    def missed(self) -> frozenset[int]:
        return self.expected - self.flagged

    @property
    def unexpected(self) -> frozenset[int]:
        return self.flagged - self.expected

    @property
    def passed(self) -> bool:
        return self.flagged == self.expected and not self.problems

    def explain(self) -> str:
        lines = []
        if self.missed:
            lines.append(f"not flagged (ruleid lines): {sorted(self.missed)}")
        wrong_ok = self.unexpected & self.allowed_clean
        if wrong_ok:
            lines.append(f"flagged `ok` lines: {sorted(wrong_ok)}")
        if self.unexpected - wrong_ok:
            lines.append(f"flagged unmarked lines: {sorted(self.unexpected - wrong_ok)}")
        for f in self.findings:
            lines.append(f"  line {f.asm_line}: {f.message}")
        lines += [f"rule problem: {p}" for p in self.problems]
        return f"{self.path} ({self.rule}):\n" + "\n".join(lines)


def parse_value(text: str) -> object:
    if text in ("True", "true"):
        return True
    if text in ("False", "false"):
        return False
    for convert in (int, float):
        try:
            return convert(text)
        except ValueError:
            pass
    return text


def _assignments(text: str, where: str) -> dict[str, object]:
    out: dict[str, object] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, sep, value = part.partition("=")
        if not sep or not key:
            raise FixtureError(f"{where}: expected KEY=VALUE, got {part!r}")
        out[key] = parse_value(value)
    return out


def parse_header(text: str, where: str = "fixture") -> FixtureContext:
    ctx = FixtureContext()
    for item in text.split():
        key, sep, value = item.partition("=")
        if not sep:
            raise FixtureError(f"{where}: expected key=value, got {item!r}")
        if key == "tags":
            ctx = replace(ctx, tags=frozenset(t for t in value.split(",") if t))
        elif key == "target":
            ctx = replace(ctx, target=value)
        elif key == "config":
            ctx = replace(ctx, config=_assignments(value, where))
        elif key == "settings":
            ctx = replace(ctx, settings=_assignments(value, where))
        elif key == "facts":
            facts = _assignments(value, where)
            ctx = replace(ctx, facts={k: v if isinstance(v, str) else int(v) for k, v in facts.items()})  # type: ignore[call-overload]
        elif key == "shared":
            if not value.isdigit():
                raise FixtureError(f"{where}: shared: expected a number of bytes, got {value!r}")
            ctx = replace(ctx, shared=int(value))
        else:
            raise FixtureError(
                f"{where}: unknown fixture key {key!r} (expected tags, target, config, settings, facts, shared)"
            )
    return ctx


def marks(text: str, rule_id: str) -> tuple[frozenset[int], frozenset[int]]:
    """(`ruleid:` lines, `ok:` lines) for one rule; 1-based."""
    flagged, clean = set(), set()
    for number, line in enumerate(text.splitlines(), start=1):
        for kind, ids in _MARK.findall(line):
            if rule_id in (i.strip() for i in ids.split(",")):
                (flagged if kind == "ruleid" else clean).add(number)
    return frozenset(flagged), frozenset(clean)


def _ptxas_logs(text: str) -> list[tuple[int, str]]:
    """(first line, log) of each run of `// ptxas:` lines: the log of the kernels after it."""
    logs: list[tuple[int, list[str]]] = []
    previous = -1
    for number, line in enumerate(text.splitlines(), start=1):
        found = _PTXAS_LINE.match(line)
        if found:
            if previous != number - 1:
                logs.append((number, []))
            logs[-1][1].append(found.group(1))
            previous = number
    return [(number, "\n".join(lines) + "\n") for number, lines in logs]


def run_fixture(rule: Rule, path: Path) -> FixtureResult:
    """Check `rule` on every kernel of the fixture, each with the context its header gives."""
    from asmscope.isa import parse_module

    data = path.read_bytes()
    text = data.decode("utf-8")
    if path.suffix == SASS_SUFFIX:
        with tempfile.TemporaryDirectory(prefix="asmscope-fixture-") as tmp:
            # the marks blanked (the grammar has no comment after `;`), every line where it was
            code = Path(tmp) / path.name
            code.write_text(_SASS_MARK.sub("", text), encoding="utf-8")
            result = _run(rule, path, text, code, parse_module(code.read_text(encoding="utf-8"), str(code)))
        return replace(result, findings=tuple(replace(f, asm_path=str(path)) for f in result.findings))
    return _run(rule, path, text, path, parse_module(text, str(path)))


def _run(rule: Rule, path: Path, text: str, code: Path, module: Module) -> FixtureResult:
    """The rule on each kernel of `module`, parsed from `code` (the fixture, or its SASS with
    the marks blanked), with the contexts the fixture's headers give."""
    from asmscope.pipeline import check_variants

    logs = _ptxas_logs(text)
    data = code.read_bytes()
    headers: list[tuple[int, FixtureContext]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        match = _HEADER.search(line)
        if match:
            headers.append((number, parse_header(match.group(1), f"{path}:{number}")))
    sha = hashlib.sha256(data).hexdigest()
    by_settings: dict[tuple[tuple[str, object], ...], list[Variant]] = {}  # one rule run per setting
    for kernel in module.kernels:
        ctx = FixtureContext()
        for number, header in headers:
            if number < kernel.first_line:
                ctx = header
        config = tuple(sorted(ctx.config.items()))
        key = VariantKey(kernel.name, ctx.target or module.target or "", config)
        log = next((log for number, log in reversed(logs) if number < kernel.first_line), None)
        variant = Variant(
            key,
            str(code),
            sha,
            tuple(sorted(ctx.tags)),
            config,
            launch_lds_bytes=ctx.shared,
            asm_kernel=kernel.name,
            facts=tuple(ctx.facts.items()),
            ptxas_log=log,
        )
        by_settings.setdefault(tuple(sorted(ctx.settings.items())), []).append(variant)
    findings: list[Finding] = []
    problems: list[RuleLoadError] = []
    for overrides, variants in by_settings.items():
        settings, errors = resolve_settings([rule], dict(overrides))
        if errors:
            raise FixtureError(f"{path}: {errors[0]}")
        outcome = check_variants(variants, RuleSet((rule,), settings))
        if outcome.errors:
            raise FixtureError(f"{path}: {outcome.errors[0].message}")
        findings += [f for s in outcome.summaries for f in s.findings]
        problems += outcome.problems
    expected, clean = marks(text, rule.id)
    return FixtureResult(rule.id, str(path), expected, clean, tuple(findings), tuple(problems))
