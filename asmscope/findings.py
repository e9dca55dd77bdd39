"""What the rules stage hands to the reporters: findings, per-variant errors, and one check report.

Every output format (table, json, sarif, junit, github, markdown) renders a `CheckReport`.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field, replace
from enum import IntEnum
from pathlib import PurePath
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the compile stage uses this module, and has no use for the asm model
    from asmscope.model import SourceLoc


class Severity(IntEnum):
    INFO = 0
    WARNING = 1
    ERROR = 2

    @classmethod
    def parse(cls, text: str) -> Severity:
        try:
            return cls[text.upper()]
        except KeyError:
            raise ValueError(f"unknown severity {text!r} (expected error, warning or info)") from None

    def __str__(self) -> str:
        return self.name.lower()


ConfigItems = tuple[tuple[str, object], ...]  # sorted (key, value) pairs of one autotune config


def format_config(config: ConfigItems) -> str:
    return ",".join(f"{k}={v}" for k, v in config)


def value_order(value: object) -> tuple[int, float, str]:
    """A sort key for config values of any mix of types: numbers by value (64 before 128),
    then everything else (strings, None, dtypes, booleans) by its text."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return (0, float(value), "")
    return (1, 0.0, str(value))


@dataclass(frozen=True, slots=True)
class VariantKey:
    """One compiled variant: a kernel, a named problem shape, one autotune config, one target;
    for `check --asm`, also the file it was read from (two files may define the same symbol,
    and must not be one variant to a baseline or a report)."""

    kernel: str
    target: str
    config: ConfigItems = ()
    shape: str = ""
    asm: str = ""  # `check --asm`: the file as given; "" for a compiled variant

    def __str__(self) -> str:
        shape = f"[{self.shape}]" if self.shape else ""
        cfg = f"{{{format_config(self.config)}}}" if self.config else ""
        where = f"{self.asm}::" if self.asm else ""
        return f"{where}{self.kernel}{shape}{cfg}@{self.target}"


def path_tail(path: str) -> str:
    """A file's last two path parts: the same file in another clone or CI workspace."""
    return "/".join(PurePath(path).parts[-2:])


@dataclass(frozen=True, slots=True)
class IRNote:
    """What Triton's TTGIR says about a finding's memory instruction (docs/ir.md): the op it came
    from, the op's layout, and the per-thread width the layout allows, with why."""

    op: str  # "tt.store", "amdg.buffer_store"
    layout: str | None  # "#mma"
    layout_text: str | None  # its definition, "#ttg.amd_mfma<{...}>"
    vector_bits: int | None
    why: str = ""
    ttgir_line: int | None = None

    def line(self) -> str:
        """One line for the table, markdown and HTML reports."""
        width = f"{self.vector_bits}-bit per thread" if self.vector_bits is not None else "width unknown"
        return f"IR: {self.op} with layout {self.layout or '?'} = {self.layout_text or '?'}: {width} ({self.why})"

    def to_dict(self) -> dict[str, object]:
        return {
            "op": self.op,
            "layout": self.layout,
            "layout_text": self.layout_text,
            "vector_bits": self.vector_bits,
            "why": self.why,
            "ttgir_line": self.ttgir_line,
        }


@dataclass(frozen=True, slots=True)
class Finding:
    rule: str  # "AS001"
    name: str  # "narrow-store-in-wgrad"
    severity: Severity
    variant: VariantKey
    message: str  # includes the measured value against the limit
    asm_path: str = ""
    asm_line: int | None = None
    instruction: str = ""
    source: SourceLoc | None = None
    detail: str = ""  # the reasoning behind the verdict, where a rule shows it (hazards: the chain)
    # A hazard LLVM's own recognizer cannot see (its search window is shorter than its table's
    # wait states): reported at the rule's `llvm_miss_severity`, counted apart in summaries.
    llvm_miss: bool = False
    # Where the instruction sits when no `.loc` names a Python line (hand-written asm): the
    # nearest label at or above it and how many instructions below it, e.g. ".LBB0_3+12".
    anchor: str = ""
    # Where TTGIR explains the instruction (a global load or store of a compiled variant); not
    # part of the fingerprint
    ir: IRNote | None = None

    @property
    def fingerprint(self) -> str:
        """Stable across runs and unrelated edits: no asm line numbers, no measured values.

        A finding is the same finding if the same rule fires on the same kernel variant (of the
        same `--asm` file) for the same instruction mnemonic at the same Python source line, or,
        without one, at the same place below the same label: a second hazard 50 lines later in
        hand-written asm is a new finding, while lines added above its label change nothing.
        """
        mnemonic = self.instruction.split(" ", 1)[0]
        # Paths by their last two parts, not absolute: the same finding in another clone or CI
        # workspace keeps its fingerprint (baselines and code-scanning alerts match).
        src = f"{path_tail(self.source.file)}:{self.source.line}" if self.source else self.anchor
        variant = str(replace(self.variant, asm=path_tail(self.variant.asm))) if self.variant.asm else str(self.variant)
        parts = (self.rule, variant, mnemonic, src)
        return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class VariantError:
    """A variant that could not be checked: kind is "compile-error", "timeout", "crash" or "parse-error"."""

    variant: VariantKey
    kind: str
    message: str
    detail: str = ""  # the tail of the compiler's error output, or the parse position


@dataclass(frozen=True, slots=True)
class RuleProblem:
    """A rule that could not be checked as written: a bad rule file or selection, an
    expression that failed (or named a config key no variant has) while checking, a rule
    selected by name that ran on nothing, or a malformed `# asmscope:` suppression comment. Any
    of them makes the exit code 2, and every output format reports them beside the findings."""

    path: str  # the rule file (or the Python file of a suppression comment)
    key: str  # the key in it ("select.when", "check.max"), or "" for the whole file
    message: str
    line: int | None = None  # a suppression comment's line

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line is not None else self.path
        return f"{where}: key {self.key!r}: {self.message}" if self.key else f"{where}: {self.message}"


@dataclass(frozen=True, slots=True)
class OutOfScope:
    """A rule that ran on none of the kernels because the input cannot give what it selects on
    (an `.s` file or code object carries no tags and no autotune config). Reported, not an
    error: unless the user selected the rule by name, which makes it a RuleProblem (exit 2)."""

    rule: str
    name: str
    reason: str  # what it needs, and how to give it

    def __str__(self) -> str:
        return f"{self.rule} {self.name}: {self.reason}"


@dataclass(frozen=True, slots=True)
class RuleInfo:
    """What a report says about a rule that ran (SARIF's rule table, help texts)."""

    id: str
    name: str
    summary: str
    severity: Severity
    help: str = ""  # markdown: What it does / Why it matters / Example / Fix


@dataclass(frozen=True, slots=True)
class RunIdentity:
    """What a spec check covered, so that the reports of its shards can be merged (`asmscope
    merge`): hashes of the spec, of the whole plan and of the rule set, which shard of how many
    this was and how the plan was partitioned, and this run's variants by their place in the
    whole plan, each with its asm text's sha256 ("" if it was not compiled)."""

    spec: str
    plan: str
    rules: str
    planned: int  # variants in the whole plan, every shard's
    shard: tuple[int, int] | None = None  # (index from 1, count)
    partition: str = ""  # the same for every shard of one partition
    variants: tuple[tuple[int, VariantKey, str], ...] = ()
    compile_errors: int = 0  # the report's first errors are the compile stage's, the rest the check's


@dataclass(frozen=True, slots=True)
class VariantSummary:
    """What checking one variant's kernel found: enough to diff and report without the model.
    (Defined here, with the report records, so that a CheckReport can carry them.)"""

    key: VariantKey
    histogram: tuple[tuple[str, int], ...]  # mnemonic -> count, sorted by mnemonic
    metrics: tuple[tuple[str, int | None], ...]  # compare.METRICS order
    findings: tuple[Finding, ...]  # before suppressions (CheckReport.findings: after)
    asm_path: str = ""  # the asm file it was checked from (in this run's place)
    # sha256 of the instruction stream (mnemonics, operands, modifiers; no source locations):
    # equal on both sides of a diff means the same code. "" when not known.
    code_sha256: str = ""
    # the variant's Variant.moved_sources (in this run's place, as asm_path): its asm's source
    # paths name another checkout, whose files are this one's (the html report reads them here)
    moved_sources: tuple[str, str] | None = None
    # NVIDIA: the SASS listing kept beside the cubin (Variant.listing_path), whose lines the
    # findings' asm lines count; None where asm_path is itself the listing
    listing_path: str | None = None
    # Triton's IR stages of a compiled variant (docs/ir.md): (stage, fingerprint of the text
    # without source locations), and the TTGIR's layout definitions; () where not known
    ir: tuple[tuple[str, str], ...] = ()
    layouts: tuple[str, ...] = ()

    def metric(self, name: str) -> int | None:
        return dict(self.metrics).get(name)

    def source_here(self, path: str) -> str:
        return source_in_checkout(path, self.moved_sources)


def source_in_checkout(path: str, moved_sources: tuple[str, str] | None) -> str:
    """A source path an asm file names, in this run's checkout: for asm compiled in another
    (`moved_sources`, (the root it was compiled in, this run's root): a `diff` side's tree, since
    deleted, or another clone), the same file here."""
    if moved_sources:
        old, new = (os.path.join(root, "") for root in moved_sources)
        if path.startswith(old):
            return new + path[len(old) :]
    return path


@dataclass(frozen=True, slots=True)
class CheckReport:
    findings: tuple[Finding, ...]
    errors: tuple[VariantError, ...]
    variants_checked: int
    triton_version: str = ""
    asmscope_version: str = ""
    targets: tuple[str, ...] = ()
    suppressed: int = 0  # inline `# asmscope: ignore[...]` and baseline matches
    suppressed_bare: int = 0  # of those, by a bare `# asmscope: ignore` (every rule)
    identical: tuple[tuple[VariantKey, ...], ...] = field(default=())  # groups of byte-identical variants
    rules: tuple[RuleInfo, ...] = ()  # the rules that ran
    known: int | None = None  # findings the baseline accepts (None: no baseline given)
    rule_problems: tuple[RuleProblem, ...] = ()  # rules not checked as written: exit code 2
    summaries: tuple[VariantSummary, ...] = ()  # every kernel checked (the html format draws them)
    run: RunIdentity | None = None  # a spec's check (not --asm): for merging shards
    out_of_scope: tuple[OutOfScope, ...] = ()  # rules the input kind cannot run (check --asm)

    def count(self, severity: Severity) -> int:
        return sum(1 for f in self.findings if f.severity == severity)

    @property
    def llvm_misses(self) -> int:
        """Findings that are hazards LLVM's recognizer cannot see (Finding.llvm_miss)."""
        return sum(1 for f in self.findings if f.llvm_miss)


# ----------------------------------------------------------------------------------------------
# Plain-data round trip, for the results cache and baselines
# ----------------------------------------------------------------------------------------------


def variant_to_dict(key: VariantKey) -> dict[str, object]:
    data: dict[str, object] = {
        "kernel": key.kernel,
        "target": key.target,
        "config": [list(kv) for kv in key.config],
        "shape": key.shape,
    }
    if key.asm:
        data["asm"] = key.asm
    return data


def variant_from_dict(data: dict) -> VariantKey:
    config = tuple((k, v) for k, v in data["config"])
    return VariantKey(data["kernel"], data["target"], config, data["shape"], data.get("asm", ""))


def finding_to_dict(f: Finding) -> dict[str, object]:
    return {
        "rule": f.rule,
        "name": f.name,
        "severity": str(f.severity),
        "variant": variant_to_dict(f.variant),
        "message": f.message,
        "asm_path": f.asm_path,
        "asm_line": f.asm_line,
        "instruction": f.instruction,
        "source": None if f.source is None else [f.source.file, f.source.line, f.source.column],
        "detail": f.detail,
        "llvm_miss": f.llvm_miss,
        "anchor": f.anchor,
        **({"ir": f.ir.to_dict()} if f.ir is not None else {}),
    }


def finding_from_dict(data: dict) -> Finding:
    src = data.get("source")
    return Finding(
        rule=data["rule"],
        name=data["name"],
        severity=Severity.parse(data["severity"]),
        variant=variant_from_dict(data["variant"]),
        message=data["message"],
        asm_path=data.get("asm_path", ""),
        asm_line=data.get("asm_line"),
        instruction=data.get("instruction", ""),
        source=None if src is None else _source_loc(src),
        detail=data.get("detail", ""),
        llvm_miss=bool(data.get("llvm_miss", False)),
        anchor=data.get("anchor", ""),
        ir=IRNote(**data["ir"]) if isinstance(data.get("ir"), dict) else None,
    )


def _source_loc(src: list) -> SourceLoc:
    from asmscope.model import SourceLoc

    return SourceLoc(src[0], src[1], src[2])
