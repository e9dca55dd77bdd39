"""Rule files: the closed schema, the typed records it loads into, and selection by id.

One YAML file holds one rule (`rules/AS001-narrow-store-wgrad.yaml`). Every key is known: an
unknown key, a wrong type, a bad glob or regex, an expression with a syntax error or an unknown
name is a `RuleLoadError` naming the file, the key and what was expected. Errors are collected
per file, so one broken user rule never hides the others.

    id: AS001                       # "AS" + digits, unique over all rule directories
    name: narrow-store-in-wgrad     # kebab-case
    severity: error                 # error | warning | info
    summary: one line for `asmscope rules`
    message: "narrow store {mnemonic} in a wgrad kernel"   # fields: see MESSAGE_FIELDS
    docs: {what: ..., why: ..., example: ..., fix: ...}
    enabled: true                   # false: runs only when selected by id
    select:                         # all optional; a variant must satisfy every one given
      tags: [wgrad]                 # any of the kernel's tags
      kernels: ["*wgrad*"]          # globs on the kernel name
      targets: [gfx942, gfx950]
      when: "BLOCK_M == 256 and num_stages >= 2"
    config_keys: [MY_FLAG]          # config names beyond CONFIG_VOCABULARY that expressions use
    settings: {agpr_budget: 128}    # thresholds users override by name
    scope: kernel                   # kernel | loops | innermost-loop | hot-loop | outside-loops
    check: {kind: forbid | require | resource | ratio | hazard, ...}
"""

from __future__ import annotations

import difflib
import fnmatch
import re
import string
from collections.abc import Collection, Iterable, Mapping, Sequence
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
from asmscope.model import Category, Instruction

# ----------------------------------------------------------------------------------------------
# Vocabulary
# ----------------------------------------------------------------------------------------------

SCOPES = ("kernel", "loops", "innermost-loop", "hot-loop", "outside-loops")
CHECK_KINDS = ("forbid", "require", "resource", "ratio", "hazard")
DERIVED_FROM = ("loop-counter",)  # a forbid check's `derived_from`

RESOURCES: dict[str, str] = {
    "vgpr": "architected VGPRs (NumVgprs)",
    "agpr": "accumulation VGPRs (NumAgprs)",
    "total_vgpr": "unified VGPR count (TotalNumVgprs)",
    "sgpr": "SGPRs",
    "spills": "VGPR + SGPR spills",
    "vgpr_spills": "VGPR spills",
    "sgpr_spills": "SGPR spills",
    "scratch_bytes": "private segment (scratch) bytes per work-item",
    "lds_bytes": "LDS bytes per workgroup",
    "occupancy": "waves per SIMD",
    "autotune_copies": "how many times the variant's config is in its kernel's autotune list (from the plan)",
}

# Register roles of an instruction a hazard check can name (hazards.py resolves them).
ROLES = ("defs", "uses", "store-data", "dst", "src-a", "src-b", "src-c", "src-ab")
REGISTER_CLASSES = ("vgpr", "agpr", "sgpr", "vcc", "exec", "m0", "scc")
ACCESSES = ("read", "write")
OVERLAPS = ("any", "partial", "full")

# Config names a `when` may use without declaring them in `config_keys`: Triton's AMD compile
# options and the constexprs of the repo kernels.
CONFIG_VOCABULARY: frozenset[str] = frozenset(
    {
        "BLOCK_M",
        "BLOCK_N",
        "BLOCK_K",
        "GROUP_M",
        "CHUNK",
        "EVEN_K",
        "WGRAD_TRANS_STORE",
        "num_warps",
        "num_stages",
        "kpack",
        "matrix_instr_nonkdim",
        "waves_per_eu",
    }
)
# Triton 3.9 HIPOptions defaults: a variant compiled without the option has this value.
CONFIG_DEFAULTS: Mapping[str, object] = {
    "num_warps": 4,
    "num_stages": 2,
    "kpack": 1,
    "matrix_instr_nonkdim": 0,
    "waves_per_eu": 0,
}
# Names every expression can read besides config and settings.
VARIANT_NAMES = ("target", "kernel")
# Target facts, for bounds (`max: lds_limit`).
TARGET_NAMES = ("lds_limit",)
# Facts of the first instruction of a hazard pair, for `window`.
HAZARD_NAMES = ("passes", "xdl", "dgemm", "soffset_sgpr")

MESSAGE_FIELDS = (
    "rule",
    "name",
    "kernel",
    "target",
    "mnemonic",
    "instruction",
    "line",
    "scope",
    "value",
    "limit",
    "count",
    "resource",
    "first",
    "first_line",
    "first_mnemonic",
    "registers",
    "limited_by",  # resource checks on occupancy: VGPRs, SGPRs, LDS, registers (LLVM's count)
    # resource checks on autotune_copies: the kernel's list on the target
    "configs",  # entries in the list
    "duplicates",  # entries that repeat an earlier one
    "wasted",  # the share of the autotuner's benchmarks spent on repeats ("50%")
)

MAX_FORMAT_WIDTH = 200  # of a message field's format spec ({mnemonic:>20})


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


_ID = re.compile(r"AS\d+")
_NAME = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_GLOB = re.compile(r"[a-z0-9_*?\[\]!-]+")
_KERNEL_GLOB = re.compile(r"[A-Za-z0-9_.$*?\[\]!-]+")
_TAG = re.compile(r"[A-Za-z0-9_.-]+")
_TARGET = re.compile(r"gfx[0-9a-f]+")


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


def group_keys(categories: Mapping[str, Category]) -> dict[str, str]:
    """For mnemonics and their categories, the keys `Matcher.select` takes, each mapped to its
    mnemonic: what a matcher decides on, flags aside, as one string (strings hash in C and keep
    their hash; an Enum member hashes in Python)."""
    out = {}
    for mnemonic, category in categories.items():
        found = _GROUP_KEYS.get(mnemonic)
        if found is None or found[0] is not category:
            found = _GROUP_KEYS[mnemonic] = (category, f"{mnemonic}{_KEY_SEP}{category._value_}")
        out[found[1]] = mnemonic
    return out


@dataclass(frozen=True)  # no slots: the compiled patterns are cached on the instance
class Matcher:
    """Which instructions a check is about. Every given field must hold (an empty matcher matches all).

    `mnemonics` are shell globs on the full mnemonic (`buffer_store_short*`), `regex` an RE2
    regex searched in it (linear time: no pattern can hang the gate); an instruction matches if
    any glob OR the regex matches. `exclude`
    globs remove mnemonics again, `categories` restrict to instruction classes and `flags` to
    instructions that carry every listed modifier (`lds`, `offen`).
    """

    mnemonics: tuple[str, ...] = ()
    regex: str = ""
    exclude: tuple[str, ...] = ()
    categories: frozenset[Category] = frozenset()
    flags: tuple[str, ...] = ()

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
        key = (mnemonic, category) if self.categories else mnemonic
        found = self._seen.get(key)
        if found is None:
            exclude = self._exclude
            found = (
                (not self.categories or category in self.categories)
                and self._included(mnemonic)
                and (exclude is None or exclude.fullmatch(mnemonic) is None)
            )
            self._seen[key] = found
        return found

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

    def matches(self, instr: Instruction) -> bool:
        if self.flags and not all(instr.has_flag(f) for f in self.flags):
            return False
        return self.matches_mnemonic(instr.mnemonic, instr.category)

    def describe(self) -> str:
        parts = list(self.mnemonics)
        if self.regex:
            parts.append(f"/{self.regex}/")
        if self.categories:
            parts.append("category " + "|".join(sorted(c.value for c in self.categories)))
        if self.flags:
            parts.append("with " + " ".join(self.flags))
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
    # "loop-counter": only instructions that read a value computed, through def/use in their
    # innermost loop, from the loop's counter or bound (asmscope.analysis.loopdeps)
    derived_from: str | None = None


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
    `role`, with no `unless` instruction in between (hazards.py walks the CFG)."""

    first: HazardSide
    then: HazardSide
    access: str  # how `then` touches the registers: "read" or "write"
    window: Expr
    overlap: str = "any"  # "partial": overlapping but not the identical range; "full": identical
    unless: AnyOf | None = None
    kind: str = "hazard"


Check = ForbidCheck | RequireCheck | ResourceCheck | RatioCheck | HazardCheck


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
    when: Expr | None = None
    # Config keys the rule is about (this repo's kernels name them BLOCK_M, EVEN_K, ...): a
    # variant whose config lacks one is not selected. A `when` name outside this list that no
    # selected variant has is a problem of the run (a typo); a required one is not.
    requires: tuple[str, ...] = ()

    def matches(self, kernel: str, tags: Collection[str], target: str) -> bool:
        if self.tags and not any(t in tags for t in self.tags):
            return False
        if self.kernels and not any(fnmatch.fnmatchcase(kernel, g) for g in self.kernels):
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

    @property
    def fixture(self) -> Path | None:
        """The `.s` file next to the rule file, if there is one."""
        if not self.path:
            return None
        candidate = Path(self.path).with_suffix(".s")
        return candidate if candidate.exists() else None


@dataclass(frozen=True, slots=True)
class RuleSet:
    rules: tuple[Rule, ...]
    settings: Mapping[str, object]  # resolved: declared defaults overridden by the user's values
    errors: tuple[RuleLoadError, ...] = ()

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


class _UniqueKeyLoader(yaml.SafeLoader):
    """SafeLoader that rejects a key given twice (PyYAML silently keeps the last one)."""


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
        return "a list"
    if value is None:
        return "nothing"
    return repr(value)


def _mapping(value: object, key: str, allowed: Iterable[str], required: Iterable[str] = ()) -> dict[str, Any]:
    allowed = tuple(allowed)
    if not isinstance(value, dict):
        raise _Invalid(key, f"expected a mapping with keys {', '.join(allowed)}, got {_describe(value)}")
    for k in value:
        if k not in allowed:
            sub = f"{key}.{k}" if key else str(k)
            raise _Invalid(sub, f"unknown key (expected one of: {', '.join(allowed)})")
    for k in required:
        if k not in value:
            raise _Invalid(f"{key}.{k}" if key else k, "missing required key")
    return value


def _string(value: object, key: str, pattern: re.Pattern[str] | None = None, what: str = "a string") -> str:
    if not isinstance(value, str) or not value.strip():
        raise _Invalid(key, f"expected {what}, got {_describe(value)}")
    if pattern is not None and not pattern.fullmatch(value):
        raise _Invalid(key, f"expected {what}, got {value!r}")
    return value


def _string_list(
    value: object, key: str, pattern: re.Pattern[str] | None = None, what: str = "a string"
) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value:
        raise _Invalid(key, f"expected a list of {what}s, got {_describe(value)}")
    return tuple(_string(v, f"{key}[{i}]", pattern, what) for i, v in enumerate(value))


def _choice(value: object, key: str, choices: Sequence[str]) -> str:
    if value not in choices:
        raise _Invalid(key, f"expected one of {', '.join(choices)}, got {_describe(value)}")
    return str(value)


def _integer(value: object, key: str, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise _Invalid(key, f"expected an integer >= {minimum}, got {_describe(value)}")
    return value


def _expr(value: object, key: str, names: Collection[str], what: str = "an expression") -> Expr:
    if isinstance(value, bool):
        value = "True" if value else "False"
    elif isinstance(value, (int, float)):
        value = repr(value)
    if not isinstance(value, str):
        raise _Invalid(key, f"expected {what}, got {_describe(value)}")
    try:
        return compile_expr(value, names)
    except ExprError as exc:
        raise _Invalid(key, f"expected {what}: {exc}") from None


def _globs(value: object, key: str) -> tuple[str, ...]:
    globs = _string_list(value, key, what="mnemonic glob")
    for i, glob in enumerate(globs):
        if not _GLOB.fullmatch(glob) or glob.count("[") != glob.count("]"):
            raise _Invalid(
                f"{key}[{i}]",
                f"expected a lowercase mnemonic glob such as 'buffer_store_short*' or 'v_mfma_*_16x16*', got {glob!r}",
            )
    return globs


def _matcher(value: object, key: str) -> Matcher:
    data = _mapping(value, key, ("mnemonics", "regex", "exclude", "categories", "flags"))
    regex = ""
    if "regex" in data:
        regex = _string(data["regex"], f"{key}.regex", what="a regular expression")
        try:
            linear_regex(regex)
        except RegexError as exc:
            raise _Invalid(
                f"{key}.regex",
                f"expected a regular expression RE2 can run in linear time (no backreferences or look-around): {exc}",
            ) from None
    categories = (
        frozenset(
            Category(_choice(c, f"{key}.categories[{i}]", [m.value for m in Category]))
            for i, c in enumerate(_string_list(data["categories"], f"{key}.categories", what="category"))
        )
        if "categories" in data
        else frozenset()
    )
    return Matcher(
        mnemonics=_globs(data["mnemonics"], f"{key}.mnemonics") if "mnemonics" in data else (),
        regex=regex,
        exclude=_globs(data["exclude"], f"{key}.exclude") if "exclude" in data else (),
        categories=categories,
        flags=_string_list(data["flags"], f"{key}.flags", _IDENT, "modifier name") if "flags" in data else (),
    )


# Equal matchers of different rules are one object: the engine keys its per-kernel caches by
# identity (hashing a frozen dataclass runs Python code), and shares them between such rules.
_INTERNED: dict[AnyOf, AnyOf] = {}


def _any_of(value: object, key: str) -> AnyOf:
    if isinstance(value, list):
        if not value:
            raise _Invalid(key, "expected a matcher or a non-empty list of matchers, got an empty list")
        found = AnyOf(tuple(_matcher(v, f"{key}[{i}]") for i, v in enumerate(value)))
    else:
        found = AnyOf((_matcher(value, key),))
    return _INTERNED.setdefault(found, found)


def _bounds(data: Mapping[str, Any], key: str, names: Collection[str]) -> Bounds:
    return Bounds(
        min=_expr(data["min"], f"{key}.min", names, "a number or an expression") if "min" in data else None,
        max=_expr(data["max"], f"{key}.max", names, "a number or an expression") if "max" in data else None,
    )


def _hazard_side(value: object, key: str, default_role: str) -> HazardSide:
    data = _mapping(value, key, ("match", "registers", "classes", "implicit"), ("match",))
    classes = (
        tuple(
            _choice(c, f"{key}.classes[{i}]", REGISTER_CLASSES)
            for i, c in enumerate(_string_list(data["classes"], f"{key}.classes", what="register class"))
        )
        if "classes" in data
        else ()
    )
    implicit = (
        tuple(
            _choice(c, f"{key}.implicit[{i}]", ("m0", "exec", "vcc", "scc"))
            for i, c in enumerate(_string_list(data["implicit"], f"{key}.implicit", what="special register"))
        )
        if "implicit" in data
        else ()
    )
    role = _choice(data.get("registers", default_role), f"{key}.registers", ROLES)
    return HazardSide(_any_of(data["match"], f"{key}.match"), role, classes, implicit)


def _check(value: object, names: Collection[str]) -> Check:
    if not isinstance(value, dict):
        raise _Invalid("check", f"expected a mapping with a 'kind' key, got {_describe(value)}")
    kind = _choice(value.get("kind"), "check.kind", CHECK_KINDS)
    if kind == "forbid":
        data = _mapping(value, "check", ("kind", "match", "max", "derived_from"), ("match",))
        limit = _expr(data.get("max", 0), "check.max", names, "a number or an expression")
        derived = _choice(data["derived_from"], "check.derived_from", DERIVED_FROM) if "derived_from" in data else None
        return ForbidCheck(_any_of(data["match"], "check.match"), limit, derived_from=derived)
    if kind == "require":
        data = _mapping(value, "check", ("kind", "match", "min", "max"), ("match",))
        bounds = _bounds(data, "check", names)
        if bounds.min is None:
            bounds = Bounds(compile_expr("1"), bounds.max)
        return RequireCheck(_any_of(data["match"], "check.match"), bounds)
    if kind == "resource":
        data = _mapping(value, "check", ("kind", "resource", "min", "max"), ("resource",))
        bounds = _bounds(data, "check", names)
        if bounds.min is None and bounds.max is None:
            raise _Invalid("check", "a resource check needs 'min', 'max' or both")
        return ResourceCheck(_choice(data["resource"], "check.resource", tuple(RESOURCES)), bounds)
    if kind == "ratio":
        data = _mapping(value, "check", ("kind", "numerator", "denominator", "min", "max", "min_count"), ("numerator",))
        bounds = _bounds(data, "check", names)
        if bounds.min is None and bounds.max is None:
            raise _Invalid("check", "a ratio check needs 'min', 'max' or both")
        denominator = (
            _any_of(data["denominator"], "check.denominator") if "denominator" in data else AnyOf((Matcher(),))
        )
        return RatioCheck(
            _any_of(data["numerator"], "check.numerator"),
            denominator,
            bounds,
            _integer(data.get("min_count", 1), "check.min_count", 1),
        )
    data = _mapping(
        value,
        "check",
        ("kind", "first", "then", "access", "window", "overlap", "unless"),
        ("first", "then", "access", "window"),
    )
    access = _choice(data["access"], "check.access", ACCESSES)
    return HazardCheck(
        first=_hazard_side(data["first"], "check.first", "defs"),
        then=_hazard_side(data["then"], "check.then", "uses" if access == "read" else "defs"),
        access=access,
        window=_expr(data["window"], "check.window", (*names, *HAZARD_NAMES), "an integer or an expression"),
        overlap=_choice(data.get("overlap", "any"), "check.overlap", OVERLAPS),
        unless=_any_of(data["unless"], "check.unless") if "unless" in data else None,
    )


def _settings(value: object) -> dict[str, object]:
    if not isinstance(value, dict):
        raise _Invalid("settings", f"expected a mapping of setting name to default value, got {_describe(value)}")
    for name, default in value.items():
        if not isinstance(name, str) or not _IDENT.fullmatch(name) or name in CONFIG_VOCABULARY:
            raise _Invalid(f"settings.{name}", "expected a lowercase identifier that is not a config key")
        if not isinstance(default, (bool, int, float, str)):
            raise _Invalid(f"settings.{name}", f"expected a number, a boolean or a string, got {_describe(default)}")
    return dict(value)


def _message(value: object, settings: Collection[str]) -> str:
    text = _string(value, "message", what="a message template")
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


_TOP_KEYS = (
    "id",
    "name",
    "severity",
    "summary",
    "message",
    "docs",
    "enabled",
    "select",
    "config_keys",
    "settings",
    "scope",
    "check",
)
_REQUIRED = ("id", "name", "severity", "summary", "message", "docs", "check")


def parse_rule(data: object, path: str | Path = "<rule>") -> Rule:
    """Validate one rule file's data; raises RuleLoadError naming the first problem."""
    try:
        return _parse_rule(data, str(path))
    except _Invalid as exc:
        raise RuleLoadError(path, exc.key, exc.message) from None


def _parse_rule(value: object, path: str) -> Rule:
    data = _mapping(value, "", _TOP_KEYS, _REQUIRED)
    rule_id = _string(data["id"], "id", _ID, "an id of 'AS' and digits, such as 'AS001'")
    settings = _settings(data["settings"]) if "settings" in data else {}
    config_keys = (
        _string_list(data["config_keys"], "config_keys", _IDENT, "identifier") if "config_keys" in data else ()
    )
    names = (*CONFIG_VOCABULARY, *config_keys, *settings, *VARIANT_NAMES, *TARGET_NAMES)
    docs = _mapping(data["docs"], "docs", ("what", "why", "example", "fix"), ("what", "why", "example", "fix"))
    select = _mapping(data.get("select", {}), "select", ("tags", "kernels", "targets", "when", "requires"))
    severity = _choice(data["severity"], "severity", ("error", "warning", "info"))
    enabled = data.get("enabled", True)
    if not isinstance(enabled, bool):
        raise _Invalid("enabled", f"expected true or false, got {_describe(enabled)}")
    check = _check(data["check"], names)
    scope = _choice(data.get("scope", "kernel"), "scope", SCOPES)
    if isinstance(check, ResourceCheck) and scope != "kernel":
        raise _Invalid("scope", "a resource check is about the whole kernel: expected 'kernel'")
    return Rule(
        id=rule_id,
        name=_string(data["name"], "name", _NAME, "a kebab-case name such as 'narrow-store-in-wgrad'"),
        severity=Severity.parse(severity),
        summary=_string(data["summary"], "summary", what="a one-line summary"),
        message=_message(data["message"], settings),
        docs=Docs(*(_string(docs[k], f"docs.{k}", what="text") for k in ("what", "why", "example", "fix"))),
        check=check,
        scope=scope,
        select=Selector(
            tags=_string_list(select["tags"], "select.tags", _TAG, "tag") if "tags" in select else (),
            kernels=_string_list(select["kernels"], "select.kernels", _KERNEL_GLOB, "kernel-name glob")
            if "kernels" in select
            else (),
            targets=_string_list(select["targets"], "select.targets", _TARGET, "target such as 'gfx950'")
            if "targets" in select
            else (),
            when=_expr(select["when"], "select.when", names, "a condition") if "when" in select else None,
            requires=_string_list(select["requires"], "select.requires", _IDENT, "config key")
            if "requires" in select
            else (),
        ),
        settings=settings,
        config_keys=config_keys,
        enabled=enabled,
        path=path,
    )


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


def rule_files(directory: Path) -> list[Path]:
    """Every *.yaml / *.yml entry; one that is not a regular file is reported when read, not skipped."""
    return sorted(p for p in directory.iterdir() if p.suffix in (".yaml", ".yml"))


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
        for path in rule_files(directory):
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
    if select:
        for entry in select:
            for rule in matching(entry, "--select"):
                if rule.enabled or entry.upper() == rule.id or entry == rule.name:
                    chosen[rule.id] = rule
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
    return RuleSet(ordered, resolved, tuple(errors))


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
