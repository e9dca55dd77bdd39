"""Rule files: loading them against the declared schema, the typed records they load into, and
selection by id.

One YAML file holds one rule (`rules/AS001-narrow-store-wgrad.yaml`). Its shape is declared once,
as JSON Schema (`asmscope.rules.vocabulary.RULE_SCHEMA`), and checked with `jsonschema`: every key
is known, so an unknown key, a wrong type or a bad glob is a `RuleLoadError` naming the file, the
key path and what was expected. What a schema cannot say is checked here: an expression with a
syntax error or an unknown name, a regex RE2 cannot run, a message field that does not exist.
Errors are collected per file, so one broken user rule never hides the others.

    id: AS001                       # "AS" + digits, unique over all rule directories
    name: narrow-store-in-wgrad     # kebab-case
    severity: error                 # error | warning | info
    summary: one line for `asmscope rules`
    message: "narrow store {mnemonic} in a wgrad kernel"   # fields: see MESSAGE_FIELDS
    docs: {what: ..., why: ..., example: ..., fix: ...}
    enabled: true                   # false: runs only when selected by id
    select:                         # all optional; a variant must satisfy every one given
      tags: [wgrad]                 # any of the kernel's tags
      not_tags: [wgrad]             # none of these tags (a more specific rule covers them)
      kernels: ["*wgrad*"]          # globs on the kernel name
      targets: [gfx942, gfx950]
      vendors: [amd]                # amd | nvidia: the target's vendor
      when: "BLOCK_M == 256 and num_stages >= 2"
    config_keys: [MY_FLAG]          # config names beyond CONFIG_VOCABULARY that expressions use
    subsumes: [AS007]               # rules whose findings this one's makes moot on the same variant
    settings: {agpr_budget: 128}    # thresholds users override by name
    scope: kernel                   # kernel | loops | innermost-loop | hot-loop | outside-loops
    check: {kind: forbid | require | resource | ratio | hazard | waitcnt | ir, ...}
"""

from __future__ import annotations

import difflib
import fnmatch
import functools
import re
import string
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any

import yaml

from asmscope.errors import AsmscopeError
from asmscope.expr import Expr, ExprError, compile_expr, unknown_name_message
from asmscope.findings import Severity
from asmscope.fsutil import read_regular_text
from asmscope.isa.amdgcn.instructions import BY_MODIFIERS, TRAITS
from asmscope.model import Category, Instruction
from asmscope.rules.access import TENSOR_CORE, access_of, vocabulary
from asmscope.rules.vocabulary import (
    CONFIG_VOCABULARY,
    HAZARD_NAMES,
    HAZARD_VENDORS,
    MAX_FORMAT_WIDTH,
    MESSAGE_FIELDS,
    NO_REGISTERS,
    RESOURCE_VENDORS,
    RULE_SCHEMA,
    TARGET_NAMES,
    VARIANT_NAMES,
)
from asmscope.targets import VENDORS, lookup


class RegexError(ValueError):
    """A pattern RE2 cannot compile."""


def linear_regex(pattern: str) -> Any:
    """`pattern` compiled by RE2 (google-re2), whose matching time is linear in the text: a user's
    `(a+)+$` cannot hang the gate as Python's backtracking engine would. RegexError if RE2
    cannot compile it (backreferences, look-around, a program over RE2's memory budget)."""
    import re2

    options = re2.Options()
    options.log_errors = False  # the reason comes back in the exception, for a one-line error
    try:
        return re2.compile(pattern, options)
    except re2.error as exc:
        reason = exc.args[0] if exc.args else exc
        raise RegexError(reason.decode("utf-8", "replace") if isinstance(reason, bytes) else str(reason)) from None


# ----------------------------------------------------------------------------------------------
# Errors
# ----------------------------------------------------------------------------------------------


class RuleLoadError(AsmscopeError):
    """A problem with one rule file (or with a selection / setting that names rules)."""

    def __init__(self, path: str | Path, key: str, message: str) -> None:
        self.path = str(path)
        self.key = key
        self.message = message
        where = f"{self.path}: key {key!r}: " if key else f"{self.path}: "
        super().__init__(where + message)


class _Invalid(Exception):
    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key
        self.message = message


# ----------------------------------------------------------------------------------------------
# Records
# ----------------------------------------------------------------------------------------------


_KEY_SEP = "\x1f"


_GROUP_KEYS: dict[str, tuple[Category, str]] = {}  # mnemonic -> (category, key), the last one made


def group_key(mnemonic: str, category: Category) -> str:
    """The key `Matcher.select` takes for a mnemonic and its category: what a matcher decides on,
    flags aside, as one string (strings hash in C and keep their hash; an Enum member hashes in
    Python)."""
    found = _GROUP_KEYS.get(mnemonic)
    if found is None or found[0] is not category:
        found = _GROUP_KEYS[mnemonic] = (category, f"{mnemonic}{_KEY_SEP}{category._value_}")
    return found[1]


def group_keys(categories: Mapping[str, Category]) -> dict[str, str]:
    """For mnemonics and their categories, their `group_key`s, each mapped to its mnemonic."""
    return {group_key(mnemonic, category): mnemonic for mnemonic, category in categories.items()}


@dataclass(frozen=True, slots=True)
class MemoryMatch:
    """A matcher's `memory:` in the vendor-neutral words (asmscope.rules.access): the space, the
    direction, and bounds on the bits one lane or thread moves per access (inclusive)."""

    spaces: tuple[str, ...] = ()
    direction: str = ""
    min_bits: int | None = None
    max_bits: int | None = None

    def holds(self, mnemonic: str, category: Category | None) -> bool:
        found = access_of(mnemonic, category)
        if found is None:
            return False
        if (self.spaces and found.space not in self.spaces) or (self.direction and found.direction != self.direction):
            return False
        if self.min_bits is None and self.max_bits is None:
            return True
        bits = found.bits
        return (
            bits is not None
            and (self.min_bits is None or bits >= self.min_bits)
            and (self.max_bits is None or bits <= self.max_bits)
        )

    def describe(self) -> str:
        parts = ["/".join(self.spaces) or "any-space", self.direction or "load/store"]
        if self.min_bits is not None:
            parts.append(f">= {self.min_bits} bits")
        if self.max_bits is not None:
            parts.append(f"<= {self.max_bits} bits")
        return " ".join(parts)


@dataclass(frozen=True)  # no slots: the compiled patterns are cached on the instance
class Matcher:
    """Which instructions a check is about. Every given field must hold (an empty matcher matches all).

    `mnemonics` are shell globs on the full mnemonic (`buffer_store_short*`), `regex` an RE2
    regex searched in it (linear time: no pattern can hang the gate); an instruction matches if
    any glob OR the regex matches. `exclude`
    globs remove mnemonics again, `categories` restrict to instruction classes, `flags` to
    instructions that carry every listed modifier (`lds`, `offen`) and `traits` to those with
    every listed trait (asmscope.isa.amdgcn.instructions.TRAITS: `partial-dst-write`, `writes-own-source`,
    `writes-registers`).
    """

    mnemonics: tuple[str, ...] = ()
    regex: str = ""
    exclude: tuple[str, ...] = ()
    categories: frozenset[Category] = frozenset()
    flags: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    memory: MemoryMatch | None = None  # vendor-neutral: space, direction, width
    tensor_core: bool = False  # vendor-neutral: MFMA on AMD, HMMA/HGMMA/QGMMA/UTC*MMA on NVIDIA

    @property
    def matches_all(self) -> bool:
        """Whether the matcher is empty: every instruction."""
        return not (
            self.mnemonics
            or self.regex
            or self.exclude
            or self.categories
            or self.per_instruction
            or self.memory
            or self.tensor_core
        )

    @property
    def per_instruction(self) -> bool:
        """Whether the mnemonic alone does not decide a match (flags or traits must be tested)."""
        return bool(self.flags or self.traits)

    @cached_property
    def _globs(self) -> re.Pattern[str] | None:
        parts = [fnmatch.translate(g) for g in self.mnemonics]
        return re.compile("|".join(f"(?:{p})" for p in parts)) if parts else None

    @cached_property
    def _regex(self) -> Any:
        return linear_regex(self.regex) if self.regex else None

    def _included(self, mnemonic: str) -> bool:
        globs, regex = self._globs, self._regex
        if globs is None and regex is None:
            return True
        return (globs is not None and globs.fullmatch(mnemonic) is not None) or (
            regex is not None and regex.search(mnemonic) is not None
        )

    @cached_property
    def _exclude(self) -> re.Pattern[str] | None:
        if not self.exclude:
            return None
        return re.compile("|".join(f"(?:{fnmatch.translate(g)})" for g in self.exclude))

    @cached_property
    def _seen(self) -> dict[object, bool]:
        return {}

    def matches_mnemonic(self, mnemonic: str, category: Category | None = None) -> bool:
        """Everything but the flags, cached per mnemonic (and category, where that matters)."""
        key = (mnemonic, category) if self.categories or self.memory or self.tensor_core else mnemonic
        found = self._seen.get(key)
        if found is None:
            found = self._decide(mnemonic, category)
            self._seen[key] = found
        return found

    def _decide(self, mnemonic: str, category: Category | None) -> bool:
        exclude = self._exclude
        return (
            (not self.categories or category in self.categories)
            and (not self.tensor_core or category in TENSOR_CORE)
            and self._included(mnemonic)
            and (exclude is None or exclude.fullmatch(mnemonic) is None)
            and (self.memory is None or self.memory.holds(mnemonic, category))
        )

    @cached_property
    def vendors(self) -> frozenset[str]:
        """The vendors in whose ISA vocabulary (asmscope.rules.access.vocabulary) some mnemonic
        matches, flags and traits aside: a rule cannot match the code of any other vendor."""
        # (tried only on the mnemonics that start with a glob's literal prefix, a test in C:
        # every rule's matchers are decided on loading, over some 2,000 mnemonics)
        prefixes = tuple(re.split(r"[*?\[]", glob, maxsplit=1)[0] for glob in self.mnemonics)
        if self.regex or not prefixes or not all(prefixes):
            prefixes = ("",)
        kinds = self.categories or (TENSOR_CORE if self.tensor_core else None)
        return frozenset(
            v
            for v in VENDORS
            if any(
                self._decide(m, c) for m, c in vocabulary(v) if (kinds is None or c in kinds) and m.startswith(prefixes)
            )
        )

    @cached_property
    def _decided(self) -> tuple[set[str], set[str]]:
        return set(), set()  # the keys that match, every key decided

    def select(self, keys: AbstractSet[str]) -> AbstractSet[str]:
        """The group keys (`group_keys`) of `keys` that match, flags aside: set operations over
        the keys decided before, so a kernel only pays a test for a group never seen. (`keys`
        a set: a set operation on a dict view copies it first.)"""
        yes, seen = self._decided
        for key in keys - seen:
            mnemonic, _, category = key.partition(_KEY_SEP)
            if self.matches_mnemonic(mnemonic, Category(category)):
                yes.add(key)
            seen.add(key)
        return keys & yes

    @cached_property
    def _trait_tests(self) -> tuple[Callable[[Instruction], bool], ...]:
        return tuple(TRAITS[t] for t in self.traits)

    def _has_traits(self, instr: Instruction) -> bool:
        return all(test(instr) for test in self._trait_tests)

    def _has_flags_and_traits(self, instr: Instruction) -> bool:
        if self.flags and not all(instr.has_flag(f) for f in self.flags):
            return False
        return not self.traits or self._has_traits(instr)

    @cached_property
    def by_modifiers(self) -> bool:
        """Whether the mnemonic and the modifiers decide `instance_test` (flags, and the traits
        of asmscope.isa.amdgcn.instructions.BY_MODIFIERS), so that instructions of one mnemonic with one modifier
        tuple get one verdict."""
        return all(t in BY_MODIFIERS for t in self.traits)

    @cached_property
    def instance_test(self) -> Callable[[Instruction], bool]:
        """What `matches` tests of an instruction whose mnemonic (and category) it selects: its
        flags and traits. A lone trait is its predicate itself (no call in between: KernelIndex
        tests every instruction of the selected mnemonics with it)."""
        if not self.flags and len(self._trait_tests) == 1:
            return self._trait_tests[0]
        return self._has_flags_and_traits

    def matches(self, instr: Instruction) -> bool:
        if not self.matches_mnemonic(instr.mnemonic, instr.category):  # cached: the cheap test first
            return False
        return self._has_flags_and_traits(instr)

    def describe(self) -> str:
        parts = list(self.mnemonics)
        if self.regex:
            parts.append(f"/{self.regex}/")
        if self.categories:
            parts.append("category " + "|".join(sorted(c.value for c in self.categories)))
        if self.flags:
            parts.append("with " + " ".join(self.flags))
        if self.traits:
            parts.append("that is " + " and ".join(self.traits))
        if self.memory is not None:
            parts.append("memory " + self.memory.describe())
        if self.tensor_core:
            parts.append("tensor-core op")
        text = ", ".join(parts) or "any instruction"
        return text + (f" except {', '.join(self.exclude)}" if self.exclude else "")


@dataclass(frozen=True, slots=True)
class AnyOf:
    """A list of matchers: an instruction matches if any one matches."""

    matchers: tuple[Matcher, ...]

    def matches(self, instr: Instruction) -> bool:
        return any(m.matches(instr) for m in self.matchers)

    def describe(self) -> str:
        return " or ".join(m.describe() for m in self.matchers)


@dataclass(frozen=True, slots=True)
class Bounds:
    """`min` / `max` as expressions over settings, config and target facts (inclusive limits)."""

    min: Expr | None = None
    max: Expr | None = None


@dataclass(frozen=True, slots=True)
class ForbidCheck:
    """Instructions that must not appear (more than `max` times) in the scope."""

    match: AnyOf
    max: Expr
    kind: str = "forbid"
    # "loop-counter": only instructions that compute a per-lane value, through def/use in their
    # innermost loop, from the loop's counter or bound (asmscope.analysis.loopdeps)
    derived_from: str | None = None
    per: str = "line"  # with max 0: a finding per source line, or one per variant naming the lines


@dataclass(frozen=True, slots=True)
class RequireCheck:
    """Instructions that must appear at least `min` (and at most `max`) times in the scope."""

    match: AnyOf
    bounds: Bounds
    kind: str = "require"


@dataclass(frozen=True, slots=True)
class ResourceCheck:
    resource: str
    bounds: Bounds
    kind: str = "resource"


@dataclass(frozen=True, slots=True)
class RatioCheck:
    """count(numerator) / count(denominator) over the scope, checked against the bounds."""

    numerator: AnyOf
    denominator: AnyOf
    bounds: Bounds
    min_count: int = 1  # a scope with fewer denominator instructions is not checked
    kind: str = "ratio"


@dataclass(frozen=True, slots=True)
class HazardSide:
    match: AnyOf
    role: str  # one of ROLES
    classes: tuple[str, ...] = ()  # keep only registers of these REGISTER_CLASSES
    implicit: tuple[str, ...] = ()  # registers the instruction touches without naming them


@dataclass(frozen=True, slots=True)
class HazardCheck:
    """Instruction `first`, then within `window` wait states `then` accesses a register of first's
    `role`, with no `unless` instruction in between (hazards.py walks the CFG). With both roles
    NO_REGISTERS every `then` instruction inside the window is a hit."""

    first: HazardSide
    then: HazardSide
    access: str  # how `then` touches the registers: "read" or "write"; "" with `registers: none`
    window: Expr
    overlap: str = "any"  # "partial": overlapping but not the identical range; "full": identical
    unless: AnyOf | None = None
    # LLVM's own look-back for this hazard, where shorter than `window` can ask: a pair this many
    # wait states apart or more is one LLVM cannot see (Finding.llvm_miss)
    llvm_search: Expr | None = None
    kind: str = "hazard"
    # the wait states LLVM inserts before `then` when it sees the pair, where that is not the
    # window less the wait states in between: a soft clause is broken by one `s_nop 0` (1)
    pad: Expr | None = None


@dataclass(frozen=True, slots=True)
class WaitcntCheck:
    """A read or overwrite of what a memory instruction may still write, or an LDS access during an
    LDS-DMA load, with no `s_waitcnt` that covers it (isa/amdgcn/waitcnt.py)."""

    access: str  # "read", "overwrite" or "lds"
    kind: str = "waitcnt"


@dataclass(frozen=True, slots=True)
class IRCheck:
    """A question about the variant's TTGIR (asmscope.ir.queries; vocabulary.IR_QUERIES): a
    variant without TTGIR is not selected, so the rule is out of scope for such inputs."""

    query: str
    bounds: Bounds = field(default_factory=Bounds)
    kind: str = "ir"


Check = ForbidCheck | RequireCheck | ResourceCheck | RatioCheck | HazardCheck | WaitcntCheck | IRCheck


@dataclass(frozen=True, slots=True)
class Docs:
    what: str
    why: str
    example: str
    fix: str


@dataclass(frozen=True, slots=True)
class Selector:
    tags: tuple[str, ...] = ()
    kernels: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    # "amd" / "nvidia": the vendor of the variant's target; a target asmscope does not know (a
    # raw file that names none) is not excluded, the check runs as it would without the key
    vendors: tuple[str, ...] = ()
    when: Expr | None = None
    # Config keys the rule is about (this repo's kernels name them BLOCK_M, EVEN_K, ...): a
    # variant whose config lacks one is not selected. A `when` name outside this list that no
    # selected variant has is a problem of the run (a typo); a required one is not.
    requires: tuple[str, ...] = ()
    # tags a more specific rule covers: a kernel carrying any of them is not selected
    not_tags: tuple[str, ...] = ()

    @property
    def narrows(self) -> bool:
        """Whether `matches` can leave a variant out (else a run need not ask it)."""
        return bool(self.tags or self.not_tags or self.kernels or self.vendors or self.targets)

    @property
    def narrows_beyond_vendor(self) -> bool:
        """Whether `matches` can leave out a variant of a vendor the rule is for."""
        return bool(self.tags or self.not_tags or self.kernels or self.targets)

    def matches(self, kernel: str, tags: Collection[str], target: str) -> bool:
        if self.tags and not any(t in tags for t in self.tags):
            return False
        if self.not_tags and any(t in tags for t in self.not_tags):
            return False
        if self.kernels and not any(fnmatch.fnmatchcase(kernel, g) for g in self.kernels):
            return False
        if self.vendors and (vendor := lookup(target).vendor) and vendor not in self.vendors:
            return False
        return not self.targets or target in self.targets


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    name: str
    severity: Severity
    summary: str
    message: str
    docs: Docs
    check: Check
    scope: str = "kernel"
    select: Selector = field(default_factory=Selector)
    settings: Mapping[str, object] = field(default_factory=dict)  # declared defaults
    config_keys: tuple[str, ...] = ()
    enabled: bool = True
    path: str = ""
    # the vendors whose code the rule can apply to, and how that was decided: "select.vendors",
    # "select.targets", or what its check can match ("matchers", "resource", "hazard")
    vendors: tuple[str, ...] = VENDORS
    vendors_from: str = "matchers"
    subsumes: tuple[str, ...] = ()  # rule ids this rule's finding makes moot on the same variant

    @property
    def fixture(self) -> Path | None:
        """The `.s` file (`.sass` for an NVIDIA rule) next to the rule file, if there is one."""
        return next(iter(self.fixtures), None)

    @property
    def fixtures(self) -> tuple[Path, ...]:
        """The fixtures next to the rule file: `.s` (AMD) and `.sass` (NVIDIA), one per vendor
        the rule is for."""
        if not self.path:
            return ()
        candidates = (Path(self.path).with_suffix(suffix) for suffix in (".s", ".sass"))
        return tuple(c for c in candidates if c.exists())


@dataclass(frozen=True, slots=True)
class RuleSet:
    rules: tuple[Rule, ...]
    settings: Mapping[str, object]  # resolved: declared defaults overridden by the user's values
    errors: tuple[RuleLoadError, ...] = ()
    named: frozenset[str] = frozenset()  # ids of the rules `select` names exactly (id or name)

    def get(self, rule_id: str) -> Rule:
        for rule in self.rules:
            if rule.id == rule_id:
                return rule
        raise KeyError(rule_id)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.rules)

    def __len__(self) -> int:
        return len(self.rules)


# ----------------------------------------------------------------------------------------------
# Reading one file
# ----------------------------------------------------------------------------------------------


class _UniqueKeyLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """SafeLoader that rejects a key given twice (PyYAML silently keeps the last one). It parses
    with libyaml where PyYAML has it (its wheels do): 11x faster than the pure-Python parser on
    the built-in rules (6 ms against 67 ms of CPU), which pays for the schema validation."""


def _construct_mapping(loader: _UniqueKeyLoader, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
    seen: set[object] = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)  # type: ignore[no-untyped-call]
        if not isinstance(key, (str, int, float, bool)) and key is not None:
            raise yaml.constructor.ConstructorError(
                None, None, f"a key must be a plain value, not {_describe(key)}", key_node.start_mark
            )
        if key in seen:
            raise yaml.constructor.ConstructorError(None, None, f"key {key!r} is given twice", key_node.start_mark)
        seen.add(key)
    return loader.construct_mapping(node, deep=deep)


_UniqueKeyLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def _describe(value: object) -> str:
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list" if value else "an empty list"
    if value is None:
        return "nothing"
    return repr(value)


@functools.cache
def _validator() -> Any:
    from jsonschema.validators import validator_for

    return validator_for(RULE_SCHEMA)(RULE_SCHEMA)  # the draft RULE_SCHEMA's `$schema` names


def _schema_problem(data: object) -> _Invalid | None:
    """The first thing RULE_SCHEMA says is wrong with a file's data (the outermost key first: an
    unknown or missing key before a wrong value inside it), or None."""
    errors = list(_validator().iter_errors(data))
    if not errors:
        return None
    return _explain(min(errors, key=lambda e: len(e.absolute_path)))


def _explain(error: Any) -> _Invalid:
    """A jsonschema ValidationError as the key path and one line: what was expected, what was
    given and, for a misspelt key or value, what was meant."""
    error = _branch_meant(error)
    node, value, path = error.schema, error.instance, list(error.absolute_path)
    if error.validator == "additionalProperties":
        allowed = list(node.get("properties", {}))
        extra = str(next(k for k in value if k not in allowed))
        why = f"unknown key (expected one of: {', '.join(allowed)})"
        return _Invalid(_key([*path, extra]), why + _did_you_mean(extra, allowed))
    if error.validator == "required":
        missing = next(k for k in error.validator_value if k not in value)
        return _Invalid(_key([*path, missing]), "missing required key")
    if "propertyNames" in error.relative_schema_path:
        path.append(str(value))  # the problem is the key itself
    if error.validator == "anyOf" and all("required" in branch for branch in error.validator_value):
        return _Invalid(_key(path), node["errorMessage"])  # one of these keys is needed
    if "errorMessage" in node:
        expected = node["errorMessage"]
    elif "enum" in node:
        expected = f"expected one of {', '.join(map(str, node['enum']))}"
    elif "properties" in node:
        expected = f"expected a mapping with keys {', '.join(node['properties'])}"
    else:  # every node of RULE_SCHEMA that can fail has one of the above (tests/rules/test_rule_schema.py)
        expected = f"expected {error.message}"
    hint = _did_you_mean(value, node["enum"]) if "enum" in node else ""
    return _Invalid(_key(path), f"{expected}, got {_describe(value)}{hint}")


def _branch_meant(error: Any) -> Any:
    """For an `anyOf` (a value or a list of them; a matcher or a list of matchers), the error in
    the one branch whose type the value has; the `anyOf` error itself when no branch or several fit."""
    while error.validator == "anyOf" and error.context:
        branches: dict[object, list[Any]] = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        fitting = [
            subs for subs in branches.values() if not any(s.validator == "type" and not s.relative_path for s in subs)
        ]
        if len(fitting) != 1:
            break
        error = min(fitting[0], key=lambda e: len(e.relative_path))
    return error


def _key(path: Sequence[object]) -> str:
    """`check.match[0].mnemonics[1]` from the path of keys and list indexes."""
    out = ""
    for part in path:
        out += f"[{part}]" if type(part) is int else (f".{part}" if out else str(part))
    return out


def _did_you_mean(value: object, choices: Iterable[object]) -> str:
    if not isinstance(value, str):
        return ""
    close = difflib.get_close_matches(value, [str(c) for c in choices], n=1, cutoff=0.7)
    return f"; did you mean {close[0]!r}?" if close else ""


def _default(node: Mapping[str, Any], key: str) -> Any:
    """The `default` RULE_SCHEMA declares for `key` of an object node."""
    return node["properties"][key]["default"]


def _strings(value: str | list[str]) -> tuple[str, ...]:
    """A value the schema allows as one string or a list of them, as a tuple."""
    return (value,) if isinstance(value, str) else tuple(value)


def _expr(value: str | float | bool, key: str, names: Collection[str], what: str = "an expression") -> Expr:
    if isinstance(value, bool):
        value = "True" if value else "False"
    elif isinstance(value, (int, float)):
        value = repr(value)
    try:
        return compile_expr(value, names)
    except ExprError as exc:
        raise _Invalid(key, f"expected {what}: {exc}") from None


def _matcher(data: Mapping[str, Any], key: str) -> Matcher:
    regex = data.get("regex", "")
    if regex:
        try:
            linear_regex(regex)
        except RegexError as exc:
            raise _Invalid(
                f"{key}.regex",
                f"expected a regular expression RE2 can run in linear time (no backreferences or look-around): {exc}",
            ) from None
    return Matcher(
        mnemonics=_strings(data.get("mnemonics", ())),
        regex=regex,
        exclude=_strings(data.get("exclude", ())),
        categories=frozenset(Category(c) for c in _strings(data.get("categories", ()))),
        flags=_strings(data.get("flags", ())),
        traits=_strings(data.get("traits", ())),
        memory=_memory(data["memory"], f"{key}.memory") if "memory" in data else None,
        tensor_core=data.get("tensor_core", False),
    )


def _memory(data: Mapping[str, Any], key: str) -> MemoryMatch:
    found = MemoryMatch(
        spaces=_strings(data.get("space", ())),
        direction=data.get("direction", ""),
        min_bits=data.get("min_bits"),
        max_bits=data.get("max_bits"),
    )
    if found.min_bits is not None and found.max_bits is not None and found.min_bits > found.max_bits:
        raise _Invalid(key, f"expected min_bits <= max_bits, got {found.min_bits} > {found.max_bits}")
    return found


# Equal matchers of different rules are one object: the engine keys its per-kernel caches by
# identity (hashing a frozen dataclass runs Python code), and shares them between such rules.
_INTERNED: dict[AnyOf, AnyOf] = {}


def _any_of(value: Mapping[str, Any] | list[Mapping[str, Any]] | None, key: str) -> AnyOf:
    """The matcher list at `key`; None: every instruction (a ratio's default denominator)."""
    if value is None:
        found = AnyOf((Matcher(),))
    elif isinstance(value, list):
        found = AnyOf(tuple(_matcher(v, f"{key}[{i}]") for i, v in enumerate(value)))
    else:
        found = AnyOf((_matcher(value, key),))
    return _INTERNED.setdefault(found, found)


def _bounds(data: Mapping[str, Any], key: str, names: Collection[str]) -> Bounds:
    return Bounds(
        min=_expr(data["min"], f"{key}.min", names, "a number or an expression") if "min" in data else None,
        max=_expr(data["max"], f"{key}.max", names, "a number or an expression") if "max" in data else None,
    )


def _hazard_side(data: Mapping[str, Any], key: str, default_role: str) -> HazardSide:
    return HazardSide(
        _any_of(data["match"], f"{key}.match"),
        data.get("registers", default_role),
        _strings(data.get("classes", ())),
        _strings(data.get("implicit", ())),
    )


def _unrelated_sides(data: Mapping[str, Any]) -> tuple[HazardSide, HazardSide]:
    """The sides of a pair with no register relation (`registers: none` on either side): both
    sides name no registers, so that every `then` instruction inside the window is a hit. What
    would relate registers is an error there, rather than a key that silently does nothing."""
    for key in ("first", "then"):
        side = data[key]
        for name in ("classes", "implicit"):
            if name in side:
                raise _Invalid(f"check.{key}.{name}", f"a pair with `registers: {NO_REGISTERS}` names no registers")
        if side.get("registers", NO_REGISTERS) != NO_REGISTERS:
            why = f"`registers: {NO_REGISTERS}` on one side relates no registers: expected `{NO_REGISTERS}`"
            raise _Invalid(f"check.{key}.registers", why)
    for name in ("access", "overlap"):
        if name in data:
            raise _Invalid(f"check.{name}", f"a pair with `registers: {NO_REGISTERS}` touches no registers")
    return (
        HazardSide(_any_of(data["first"]["match"], "check.first.match"), NO_REGISTERS),
        HazardSide(_any_of(data["then"]["match"], "check.then.match"), NO_REGISTERS),
    )


_KINDS = RULE_SCHEMA["$defs"]


def _check(data: Mapping[str, Any], names: Collection[str]) -> Check:
    kind = data["kind"]
    if kind == "forbid":
        limit = _expr(data.get("max", _default(_KINDS[kind], "max")), "check.max", names, "a number or an expression")
        return ForbidCheck(
            _any_of(data["match"], "check.match"),
            limit,
            derived_from=data.get("derived_from"),
            per=data.get("per", _default(_KINDS[kind], "per")),
        )
    if kind == "require":
        bounds = _bounds({"min": _default(_KINDS[kind], "min"), **data}, "check", names)
        return RequireCheck(_any_of(data["match"], "check.match"), bounds)
    if kind == "resource":
        return ResourceCheck(data["resource"], _bounds(data, "check", names))
    if kind == "ratio":
        denominator = _any_of(data.get("denominator"), "check.denominator")
        return RatioCheck(
            _any_of(data["numerator"], "check.numerator"),
            denominator,
            _bounds(data, "check", names),
            int(data.get("min_count", _default(_KINDS[kind], "min_count"))),
        )
    if kind == "waitcnt":
        return WaitcntCheck(data["access"])
    if kind == "ir":
        return IRCheck(data["query"], _bounds(data, "check", names))
    if NO_REGISTERS in (data["first"].get("registers"), data["then"].get("registers")):
        first, then = _unrelated_sides(data)
        access = ""
    else:
        if "access" not in data:
            why = f"missing required key (only a pair with `registers: {NO_REGISTERS}` has none)"
            raise _Invalid("check.access", why)
        access = data["access"]
        first = _hazard_side(data["first"], "check.first", "defs")
        then = _hazard_side(data["then"], "check.then", "uses" if access == "read" else "defs")
    return HazardCheck(
        first=first,
        then=then,
        access=access,
        window=_expr(data["window"], "check.window", (*names, *HAZARD_NAMES), "an integer or an expression"),
        overlap=data.get("overlap", _default(_KINDS[kind], "overlap")),
        unless=_any_of(data["unless"], "check.unless") if "unless" in data else None,
        llvm_search=(
            _expr(data["llvm_search"], "check.llvm_search", (*names, *HAZARD_NAMES), "an integer or an expression")
            if "llvm_search" in data
            else None
        ),
        pad=_expr(data["pad"], "check.pad", (*names, *HAZARD_NAMES), "an integer or an expression")
        if "pad" in data
        else None,
    )


def _message(text: str, settings: Collection[str]) -> str:
    known = (*MESSAGE_FIELDS, *settings)
    try:
        parsed = [(f, spec or "") for _, f, spec, _ in string.Formatter().parse(text) if f is not None]
    except ValueError as exc:
        raise _Invalid("message", f"expected a template with {{field}} placeholders: {exc}") from None
    fields = [f for f, _ in parsed]
    for f, spec in parsed:
        widths = [int(n) for n in re.findall(r"\d+", spec)]
        if "{" in spec or any(w > MAX_FORMAT_WIDTH for w in widths):
            why = f"widths and precisions up to {MAX_FORMAT_WIDTH}, without nested fields"
            raise _Invalid("message", f"field {{{f}:{spec}}}: {why}")
    for f in fields:
        if f not in known:
            raise _Invalid("message", f"unknown field {{{f}}} (known: {', '.join(known)})")
    return text


def parse_rule(data: object, path: str | Path = "<rule>") -> Rule:
    """Validate one rule file's data; raises RuleLoadError naming the first problem."""
    try:
        return _parse_rule(data, str(path))
    except _Invalid as exc:
        raise RuleLoadError(path, exc.key, exc.message) from None


def _parse_rule(data: Any, path: str) -> Rule:
    problem = _schema_problem(data)
    if problem is not None:
        raise problem
    # From here on the data has RULE_SCHEMA's shape; what is left is what a schema cannot say.
    settings = dict(data.get("settings", {}))
    config_keys = _strings(data.get("config_keys", ()))
    names = (*CONFIG_VOCABULARY, *config_keys, *settings, *VARIANT_NAMES, *TARGET_NAMES)
    select = data.get("select", {})
    docs = data["docs"]
    check = _check(data["check"], names)
    vendors, vendors_from = _vendor_scope(check, select)
    if isinstance(check, HazardCheck):
        # any hazard pair may be one LLVM's own recognizer cannot see (hazard_checks._llvm_miss)
        settings.setdefault("llvm_miss_severity", "warning")
    return Rule(
        id=data["id"],
        name=data["name"],
        severity=Severity.parse(data["severity"]),
        summary=data["summary"],
        message=_message(data["message"], settings),
        docs=Docs(docs["what"], docs["why"], docs["example"], docs["fix"]),
        check=check,
        scope=data.get("scope", _default(RULE_SCHEMA, "scope")),
        select=Selector(
            tags=_strings(select.get("tags", ())),
            kernels=_strings(select.get("kernels", ())),
            targets=_strings(select.get("targets", ())),
            # left empty where every vendor is in scope: a selector that cannot leave a variant
            # out costs the run no call (RuleRun._plan)
            vendors=vendors if set(vendors) != set(VENDORS) else (),
            when=_expr(select["when"], "select.when", names, "a condition") if "when" in select else None,
            requires=_strings(select.get("requires", ())),
            not_tags=_strings(select.get("not_tags", ())),
        ),
        settings=settings,
        config_keys=config_keys,
        enabled=data.get("enabled", _default(RULE_SCHEMA, "enabled")),
        path=path,
        vendors=vendors,
        vendors_from=vendors_from,
        subsumes=_strings(data.get("subsumes", ())),
    )


def check_vendors(check: Check) -> tuple[frozenset[str], str]:
    """The vendors whose code the check can match, and what decides it: its matchers over each
    ISA's vocabulary, its resource (RESOURCE_VENDORS), or, for a hazard, the AMD wait states the
    walk counts in (its matchers' vendors among HAZARD_VENDORS)."""
    if isinstance(check, ResourceCheck):
        return frozenset(RESOURCE_VENDORS[check.resource]), "resource"
    if isinstance(check, HazardCheck):
        found = _vendors_of(check.first.match) & _vendors_of(check.then.match)
        return found & frozenset(HAZARD_VENDORS), "hazard"
    if isinstance(check, WaitcntCheck):  # AMD's s_waitcnt counters (isa/amdgcn/waitcnt.py)
        return frozenset({"amd"}), "waitcnt"
    if isinstance(check, IRCheck):  # Triton's TTGIR, which both vendors' compiles keep
        return frozenset(VENDORS), "ir"
    if isinstance(check, RatioCheck):  # the denominator may be every instruction
        return _vendors_of(check.numerator), "matchers"
    return _vendors_of(check.match), "matchers"


def _vendors_of(match: AnyOf) -> frozenset[str]:
    return frozenset().union(*(m.vendors for m in match.matchers))


def _vendor_scope(check: Check, select: Mapping[str, Any]) -> tuple[tuple[str, ...], str]:
    """The rule's vendors: what its check can match, narrowed by `select.vendors` or the vendors
    of `select.targets`. A declared vendor the check cannot match, or no vendor left, is a load
    error: the rule would "run" on code it can never match."""
    can, how = check_vendors(check)
    declared = _strings(select.get("vendors", ()))
    targets = _strings(select.get("targets", ()))
    if declared:
        missing = sorted(set(declared) - can)
        if missing:
            raise _Invalid(
                "select.vendors",
                f"expected vendors whose code the check can match ({', '.join(sorted(can)) or 'none'}), "
                f"got {', '.join(missing)}: its {how} match no {'/'.join(missing)} instruction",
            )
        return tuple(v for v in VENDORS if v in declared), "select.vendors"
    if targets:
        of_targets = {lookup(t).vendor for t in targets} - {""}
        if of_targets and not of_targets & can:
            raise _Invalid(
                "select.targets",
                f"expected targets whose code the check can match ({', '.join(sorted(can)) or 'none'}), "
                f"got {', '.join(targets)}",
            )
        if of_targets:
            return tuple(v for v in VENDORS if v in of_targets & can), "select.targets"
    if not can:
        raise _Invalid(
            "check",
            f"expected a check that can match some ISA's code: its {how} match no "
            f"instruction asmscope knows ({', '.join(VENDORS)})",
        )
    return tuple(v for v in VENDORS if v in can), how


def read_rule_file(path: Path) -> Rule:
    try:
        text = read_regular_text(path)
    except OSError as exc:
        raise RuleLoadError(path, "", f"cannot read the file: {exc.strerror}") from None
    try:
        data = yaml.load(text, Loader=_UniqueKeyLoader)  # a SafeLoader subclass
    except RecursionError:
        raise RuleLoadError(path, "", "YAML nested too deeply") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
        problem = " ".join(str(getattr(exc, "problem", None) or exc).split())  # one line
        raise RuleLoadError(path, "", f"YAML syntax error{where}: {problem}") from None
    return parse_rule(data, path)


# ----------------------------------------------------------------------------------------------
# Loading and selecting a rule set
# ----------------------------------------------------------------------------------------------


def builtin_rules_dir() -> Path:
    """The built-in rules: the repository's `rules/` directory in a source checkout or an
    editable install, else the copy a wheel ships as the `asmscope.builtin_rules` package."""
    source = Path(__file__).resolve().parents[2] / "rules"
    if source.is_dir():
        return source
    return Path(__file__).resolve().parents[1] / "builtin_rules"


RULE_SUFFIXES = (".yaml", ".yml")  # in any case: `AS900.YAML` is a rule file too


def rule_files(directory: Path) -> list[Path]:
    """Every *.yaml / *.yml entry (any case); one that is not a regular file is reported when
    read, not skipped. Subdirectories are not read."""
    return sorted(p for p in directory.iterdir() if p.suffix.lower() in RULE_SUFFIXES)


def _no_rules_here(directory: Path) -> RuleLoadError:
    """A rule directory without a rule file: the run would pass on the other rules alone."""
    nested = sorted(
        d.name
        for d in directory.iterdir()
        if d.is_dir() and any(p.suffix.lower() in RULE_SUFFIXES for p in d.iterdir())
    )
    hint = (
        f"; {', '.join(nested)} holds rule files: subdirectories are not read, name each as a rule directory"
        if nested
        else ""
    )
    return RuleLoadError(directory, "", f"rule directory holds no rule file (*.yaml, *.yml){hint}")


def load_rules(
    dirs: Sequence[Path] | None = None,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
    severity_overrides: Mapping[str, str | Severity] | None = None,
    settings: Mapping[str, object] | None = None,
) -> RuleSet:
    """Load every rule file of `dirs` (default: the built-in rules), then select and re-level.

    `select` / `ignore` entries are rule ids, id prefixes (`AS01`), rule names or `ALL`; with no
    `select`, every rule with `enabled: true` runs, and a disabled rule runs only when selected
    by its exact id or name. Problems are collected in `RuleSet.errors`, never raised: a broken
    file, a duplicate id, an unknown id in a selection or an unknown setting is reported while
    every valid rule still loads.
    """
    errors: list[RuleLoadError] = []
    rules: list[Rule] = []
    seen: dict[str, Rule] = {}
    for directory in dirs if dirs is not None else [builtin_rules_dir()]:
        directory = Path(directory)
        if not directory.is_dir():
            errors.append(RuleLoadError(directory, "", "rule directory does not exist"))
            continue
        try:
            files = rule_files(directory)
            if not files:
                errors.append(_no_rules_here(directory))
        except OSError as exc:
            errors.append(RuleLoadError(directory, "", f"cannot read the rule directory: {exc.strerror}"))
            continue
        for path in files:
            try:
                rule = read_rule_file(path)
            except RuleLoadError as exc:
                errors.append(exc)
                continue
            if rule.id in seen:
                errors.append(
                    RuleLoadError(path, "id", f"duplicate id {rule.id}: already defined in {seen[rule.id].path}")
                )
                continue
            seen[rule.id] = rule
            rules.append(rule)

    def matching(entry: str, origin: str) -> list[Rule]:
        if entry.upper() == "ALL":
            return rules
        found = [r for r in rules if r.id.startswith(entry.upper()) or r.name == entry]
        if not found:
            known = ", ".join(r.id for r in rules)
            close = difflib.get_close_matches(entry, [n for r in rules for n in (r.id, r.name)], n=1, cutoff=0.6)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            errors.append(RuleLoadError(origin, "", f"{entry!r} matches no rule (known: {known}){hint}"))
        return found

    chosen: dict[str, Rule] = {}
    named: set[str] = set()
    if select:
        for entry in select:
            for rule in matching(entry, "--select"):
                exact = entry.upper() == rule.id or entry == rule.name
                if rule.enabled or exact:
                    chosen[rule.id] = rule
                if exact:
                    named.add(rule.id)
    else:
        chosen = {r.id: r for r in rules if r.enabled}
    for entry in ignore:
        for rule in matching(entry, "--ignore"):
            chosen.pop(rule.id, None)

    for rule_id, level in (severity_overrides or {}).items():
        try:
            severity = level if isinstance(level, Severity) else Severity.parse(level)
        except ValueError as exc:
            errors.append(RuleLoadError("--severity", rule_id, str(exc)))
            continue
        targets = [r for r in matching(rule_id, "--severity") if r.id in chosen]
        for rule in targets:
            chosen[rule.id] = replace(rule, severity=severity)

    resolved, setting_errors = resolve_settings(rules, settings or {})
    errors.extend(setting_errors)
    ordered = tuple(r for r in sorted(chosen.values(), key=lambda r: _id_number(r.id)))
    return RuleSet(ordered, resolved, tuple(errors), frozenset(named) & set(chosen))


def _id_number(rule_id: str) -> int:
    return int(rule_id[2:])


def resolve_settings(
    rules: Iterable[Rule], overrides: Mapping[str, object]
) -> tuple[dict[str, object], list[RuleLoadError]]:
    """Declared defaults, overridden by the user's values; the types must agree."""
    errors: list[RuleLoadError] = []
    resolved: dict[str, object] = {}
    declared_in: dict[str, str] = {}
    for rule in rules:
        for name, default in rule.settings.items():
            if name in resolved and resolved[name] != default:
                errors.append(
                    RuleLoadError(
                        rule.path,
                        f"settings.{name}",
                        f"default {default!r} differs from {resolved[name]!r} in {declared_in[name]}",
                    )
                )
                continue
            resolved[name] = default
            declared_in[name] = rule.path
    for name, value in overrides.items():
        if name not in resolved:
            errors.append(
                RuleLoadError(
                    "settings", name, unknown_name_message(name, resolved) if resolved else "no rule declares settings"
                )
            )
            continue
        default = resolved[name]
        if (
            isinstance(default, bool) != isinstance(value, bool)
            or (
                not isinstance(default, bool)
                and isinstance(default, (int, float))
                and not isinstance(value, (int, float))
            )
            or (isinstance(default, str) and not isinstance(value, str))
        ):
            errors.append(
                RuleLoadError(
                    "settings", name, f"expected a value like the default {default!r}, got {_describe(value)}"
                )
            )
            continue
        resolved[name] = value
    return resolved, errors
