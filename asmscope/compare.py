"""Compare two sets of checked variants (the two sides of `asmscope diff`): pair variants by
kernel, shape, config and target, and measure what changed.

Pure data in, pure data out: no git, no compiling. `asmscope.gitrefs` builds the two sides.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from asmscope.findings import Finding, RuleProblem, VariantError, VariantKey, VariantSummary
from asmscope.isa.amdgcn.instructions import category_of
from asmscope.isa.sass import instructions as isa_nvidia
from asmscope.model import Category

# Metrics every variant summary carries, in display order. Higher is worse for all but occupancy.
METRICS: tuple[str, ...] = (
    "instructions",
    "hot_loop_instructions",
    "vgpr",
    "agpr",
    "sgpr",
    "vgpr_spill",
    "sgpr_spill",
    "scratch_bytes",
    "lds_bytes",
    "occupancy",
    # NVIDIA: registers per thread and resident blocks per SM (None on AMD)
    "registers",
    "blocks_per_sm",
)
HIGHER_IS_BETTER: frozenset[str] = frozenset({"occupancy", "blocks_per_sm"})
# Code size (the kernel's, and the hot loop's: the innermost loop with the most instructions):
# shown as it changes, but more or fewer instructions is not in itself a regression.
SIZE_METRICS: frozenset[str] = frozenset({"instructions", "hot_loop_instructions"})
# VGPRs and AGPRs share one register file on gfx90a and later (gfx942, gfx950): a variant that
# uses AGPRs is judged by the file's total (VariantDiff.total_vgpr), not by each count.
TOTAL_VGPR = "total_vgpr"
_UNIFIED = frozenset({"vgpr", "agpr"})


@dataclass(frozen=True, slots=True)
class Change:
    name: str  # a mnemonic or a metric name
    before: int | None
    after: int | None

    @property
    def delta(self) -> int:
        return (self.after or 0) - (self.before or 0)

    @property
    def is_regression(self) -> bool:
        if self.name in HIGHER_IS_BETTER:
            return self.delta < 0
        return self.delta > 0


@dataclass(frozen=True, slots=True)
class VariantDiff:
    key: VariantKey  # the pairing key (kernel, target, config, shape)
    histogram: tuple[Change, ...]  # only mnemonics whose count changed, biggest |delta| first
    metrics: tuple[Change, ...]  # only metrics that changed
    findings_added: tuple[Finding, ...]
    findings_removed: tuple[Finding, ...]
    # Metadata drift: the instruction stream is byte-identical, only the resources the
    # compiler reports changed (e.g. a scratch size with the same code: aiter#5409's case).
    metadata_drift: bool = False
    # Where a side uses AGPRs: the unified VGPR file's use on each side (TOTAL_VGPR), by which its
    # VGPR and AGPR changes are judged; None where neither side has AGPRs or a count is unknown.
    total_vgpr: Change | None = None
    # What `--metric` named beyond the judged METRICS (a mnemonic, a prefix `buffer_store*`, a
    # category `vmem_buffer`, code size), where it changed: the user asked about it, so a rise
    # is a regression (64 more narrow stores is what `--metric 'buffer_store*'` guards against).
    asked: tuple[Change, ...] = ()
    # Which of Triton's stages changed (None: a side has no IR to compare), and the TTGIR layout
    # definitions only one side has ("+..." the new side's, "-..." the old side's)
    ttgir_changed: bool | None = None
    llir_changed: bool | None = None
    layouts_changed: tuple[str, ...] = ()
    code_changed: bool = False

    @property
    def backend_change(self) -> bool:
        """The machine code changed under identical TTGIR: LLVM or ptxas did it, not Triton's passes."""
        return self.ttgir_changed is False and self.code_changed

    @property
    def size(self) -> int:
        """How much changed, for sorting: instructions moved plus metric and finding changes."""
        return (
            sum(abs(c.delta) for c in self.histogram)
            + sum(abs(c.delta) for c in self.metrics if c.name not in SIZE_METRICS)
            + 10 * (len(self.findings_added) + len(self.findings_removed))
        )

    @property
    def regressions(self) -> tuple[Change, ...]:
        """The metric changes that make the variant worse. On gfx90a and later VGPRs and AGPRs are
        one register file: where AGPRs are in use their changes count as the file's total does
        (accumulators moved from AGPRs to VGPRs at the same total are no regression)."""
        unified = self.total_vgpr
        out = [
            c
            for c in self.metrics
            if c.is_regression and c.name not in SIZE_METRICS and not (unified is not None and c.name in _UNIFIED)
        ]
        if unified is not None and unified.is_regression:
            out.append(unified)
        out += [c for c in self.asked if c.is_regression]
        return tuple(out)

    @property
    def regressed(self) -> bool:
        return bool(self.findings_added) or bool(self.regressions)

    @property
    def categories(self) -> tuple[Change, ...]:
        return category_changes(self.histogram)


@dataclass(frozen=True, slots=True)
class KernelDiff:
    """Totals over every paired variant of one kernel on one target."""

    kernel: str
    target: str
    variants_changed: int
    variants_paired: int
    histogram: tuple[Change, ...]  # summed over the kernel's variants
    findings_added: int
    findings_removed: int
    variants_regressed: int = 0
    # per metric, the change of the variant it got worst in (METRICS order; regressions only)
    worst: tuple[Change, ...] = ()


@dataclass(frozen=True, slots=True)
class DiffTotals:
    """Counts over every changed variant, also those `--top` leaves out of the report."""

    changed: int
    regressed: int
    findings_added: int
    findings_removed: int
    metadata_drift: int = 0

    @classmethod
    def of(cls, diffs: Sequence[VariantDiff]) -> DiffTotals:
        return cls(
            changed=len(diffs),
            regressed=sum(1 for d in diffs if d.regressed),
            findings_added=sum(len(d.findings_added) for d in diffs),
            findings_removed=sum(len(d.findings_removed) for d in diffs),
            metadata_drift=sum(1 for d in diffs if d.metadata_drift),
        )


@dataclass(frozen=True, slots=True)
class NewVariant:
    """A variant only side B has (a new config, shape or target), judged on its own: it has no
    pair to be compared with, but findings or spilled registers in it are what B brings."""

    key: VariantKey
    findings: int
    spills: tuple[Change, ...]  # the spill metrics above 0 (before: None)

    @property
    def regressed(self) -> bool:
        return bool(self.findings or self.spills)

    @property
    def why(self) -> str:
        parts = [f"{self.findings} finding{'s' if self.findings != 1 else ''}"] if self.findings else []
        parts += [f"{c.name} {c.after}" for c in self.spills]
        return ", ".join(parts)


# What makes a new variant regressed besides findings: registers spilled to memory.
SPILL_METRICS: tuple[str, ...] = ("vgpr_spill", "sgpr_spill")


@dataclass(frozen=True, slots=True)
class DiffReport:
    ref_a: str
    ref_b: str
    variants: tuple[VariantDiff, ...]  # changed variants only: regressed first, then biggest change first
    kernels: tuple[KernelDiff, ...]
    only_a: tuple[VariantKey, ...]
    only_b: tuple[VariantKey, ...]
    unchanged: int
    errors_a: tuple[VariantError, ...] = ()
    errors_b: tuple[VariantError, ...] = ()
    triton_version: str = ""
    asmscope_version: str = ""
    totals: DiffTotals | None = None  # over every changed variant; None: those in `variants`
    rule_problems: tuple[RuleProblem, ...] = ()  # rules not checked as written (either side): exit code 2
    # every variant each side checked (the html format draws the whole space and both listings)
    summaries_a: tuple[VariantSummary, ...] = ()
    summaries_b: tuple[VariantSummary, ...] = ()

    @property
    def new_regressed(self) -> tuple[NewVariant, ...]:
        """The variants only side B has that bring findings or spills (`--fail-on-regression`
        fails on them too)."""
        only_b = set(self.only_b)
        judged = (_new_variant(s) for s in self.summaries_b if s.key in only_b)
        return tuple(v for v in judged if v.regressed)

    @property
    def regressions(self) -> tuple[VariantDiff, ...]:
        """The regressed variants of the report (with --top, only those shown: see `total`)."""
        return tuple(v for v in self.variants if v.regressed)

    @property
    def total(self) -> DiffTotals:
        return self.totals or DiffTotals.of(self.variants)


def diff_summaries(
    side_a: Sequence[VariantSummary],
    side_b: Sequence[VariantSummary],
    ref_a: str,
    ref_b: str,
    metric_filter: Sequence[str] = (),
    top: int | None = None,
    errors_a: Sequence[VariantError] = (),
    errors_b: Sequence[VariantError] = (),
) -> DiffReport:
    """Pair the two sides' variants and report what changed, biggest change first.

    `metric_filter` keeps only variants where one of the named metrics or mnemonics changed
    (a name ending in `*` is a prefix, e.g. `buffer_store*`).
    """
    a = {s.key: s for s in side_a}
    b = {s.key: s for s in side_b}
    paired = [k for k in a if k in b]
    diffs: list[VariantDiff] = []
    unchanged = 0
    for k in paired:
        d = _diff_variant(a[k], b[k], metric_filter)
        if not (d.histogram or d.metrics or d.findings_added or d.findings_removed):
            unchanged += 1
            continue
        if metric_filter and not _matches(d, metric_filter):
            continue
        diffs.append(d)
    diffs.sort(key=lambda d: (not d.regressed, -d.size, str(d.key)))  # what got worse first
    kernels = _kernel_totals(diffs, paired)
    totals = DiffTotals.of(diffs)
    if top is not None:
        diffs = diffs[:top]
    return DiffReport(
        ref_a=ref_a,
        ref_b=ref_b,
        variants=tuple(diffs),
        kernels=kernels,
        only_a=tuple(sorted((k for k in a if k not in b), key=str)),
        only_b=tuple(sorted((k for k in b if k not in a), key=str)),
        unchanged=unchanged,
        errors_a=tuple(errors_a),
        errors_b=tuple(errors_b),
        totals=totals,
        summaries_a=tuple(side_a),
        summaries_b=tuple(side_b),
    )


def _new_variant(summary: VariantSummary) -> NewVariant:
    spills = (Change(m, None, summary.metric(m)) for m in SPILL_METRICS)
    return NewVariant(summary.key, len(summary.findings), tuple(c for c in spills if c.after))


def _asked_changes(a: VariantSummary, b: VariantSummary, names: Sequence[str]) -> tuple[Change, ...]:
    """The changes of what `--metric` named that the judged METRICS do not already cover."""
    out = []
    for name in dict.fromkeys(names):
        if name in METRICS and name not in SIZE_METRICS:
            continue  # judged as every variant's metrics are
        change = Change(name, _named_value(a, name), _named_value(b, name))
        if change.before != change.after:
            out.append(change)
    return tuple(out)


_CATEGORIES = frozenset(c.value for c in Category)


def mnemonic_category(mnemonic: str, target: str | None = None) -> Category:
    """The category of a histogram's mnemonic, as the parser gave it to the instructions: a SASS
    opcode (`FADD.FTZ`; nvdisasm prints upper case) by its base, an AMDGCN mnemonic (the parser
    keeps them lower case) by LLVM's tables for `target`."""
    if mnemonic[:1].isupper():
        return isa_nvidia.category_of(mnemonic.split(".", 1)[0])
    return category_of(mnemonic, target)


def _named_value(summary: VariantSummary, name: str) -> int | None:
    """metric_value, and for a category name (`vmem_buffer`, `mfma`) its instructions' count."""
    if name in _CATEGORIES:
        return sum(n for m, n in summary.histogram if mnemonic_category(m, summary.key.target).value == name)
    return metric_value(summary, name)


def _diff_variant(a: VariantSummary, b: VariantSummary, asked: Sequence[str] = ()) -> VariantDiff:
    ha, hb = dict(a.histogram), dict(b.histogram)
    hist = [Change(m, ha.get(m), hb.get(m)) for m in sorted(set(ha) | set(hb))]
    hist = sorted((c for c in hist if c.delta), key=change_order)
    ma, mb = dict(a.metrics), dict(b.metrics)
    metrics = tuple(Change(m, ma.get(m), mb.get(m)) for m in METRICS if ma.get(m) != mb.get(m))
    fa = {f.fingerprint: f for f in a.findings}
    fb = {f.fingerprint: f for f in b.findings}
    total_a, total_b = _total_vgpr(ma), _total_vgpr(mb)
    uses_agprs = bool(ma.get("agpr") or mb.get("agpr"))
    return VariantDiff(
        key=b.key,
        histogram=tuple(hist),
        metrics=metrics,
        findings_added=tuple(f for fp, f in fb.items() if fp not in fa),
        findings_removed=tuple(f for fp, f in fa.items() if fp not in fb),
        metadata_drift=bool(metrics) and bool(a.code_sha256) and a.code_sha256 == b.code_sha256,
        total_vgpr=Change(TOTAL_VGPR, total_a, total_b)
        if uses_agprs and total_a is not None and total_b is not None
        else None,
        asked=_asked_changes(a, b, asked),
        **_stage_changes(a, b),
    )


def _stage_changes(a: VariantSummary, b: VariantSummary) -> dict:
    """ttgir_changed, llir_changed, layouts_changed and code_changed of a variant's two sides."""
    ia, ib = dict(a.ir), dict(b.ir)

    def changed(stage: str) -> bool | None:
        return None if stage not in ia or stage not in ib else ia[stage] != ib[stage]

    la, lb = set(a.layouts), set(b.layouts)
    layouts = tuple(f"-{x}" for x in sorted(la - lb)) + tuple(f"+{x}" for x in sorted(lb - la)) if ia and ib else ()
    return {
        "ttgir_changed": changed("ttgir"),
        "llir_changed": changed("llir"),
        "layouts_changed": layouts,
        "code_changed": bool(a.code_sha256) and bool(b.code_sha256) and a.code_sha256 != b.code_sha256,
    }


def _total_vgpr(metrics: Mapping[str, int | None]) -> int | None:
    """The unified VGPR file's use: the architectural VGPRs rounded up to 4, where the AGPRs
    start (accum_offset), plus the AGPRs; the VGPRs alone without AGPRs (amdgpu.md)."""
    vgpr, agpr = metrics.get("vgpr"), metrics.get("agpr")
    if vgpr is None or agpr is None:
        return None
    return -(-vgpr // 4) * 4 + agpr if agpr else vgpr


def category_changes(histogram: Sequence[Change]) -> tuple[Change, ...]:
    """Mnemonic changes summed by instruction category (VALU, MFMA, LDS, ...), biggest first."""
    sums: dict[str, list[int]] = {}
    for c in histogram:
        pair = sums.setdefault(mnemonic_category(c.name).value, [0, 0])
        pair[0] += c.before or 0
        pair[1] += c.after or 0
    changes = (Change(name, before, after) for name, (before, after) in sums.items())
    return tuple(sorted((c for c in changes if c.delta), key=lambda c: (-abs(c.delta), c.name)))


# Memory, MFMA and AGPR-move changes are what a kernel engineer reads first (the canonical
# regression is `buffer_store_short +64, buffer_store_dwordx4 -8` inside a churn of VALU moves).
# On NVIDIA: tensor-core, global, shared, local-memory and TMA changes.
_FIRST = frozenset(
    {
        Category.VMEM_BUFFER,
        Category.VMEM_GLOBAL,
        Category.LDS,
        Category.MFMA,
        Category.AGPR_MOVE,
        Category.TENSOR_CORE,
        Category.GLOBAL_MEMORY,
        Category.SHARED_MEMORY,
        Category.LOCAL_MEMORY,
        Category.TMA,
    }
)


def change_order(change: Change) -> tuple[int, int, str]:
    return (0 if mnemonic_category(change.name) in _FIRST else 1, -abs(change.delta), change.name)


def _matches(d: VariantDiff, names: Sequence[str]) -> bool:
    changed = [c.name for c in (*d.histogram, *d.metrics, *d.categories)]
    for n in names:
        if n.endswith("*"):
            if any(c.startswith(n[:-1]) for c in changed):
                return True
        elif n in changed:
            return True
    return False


def _kernel_totals(diffs: Sequence[VariantDiff], paired: Sequence[VariantKey]) -> tuple[KernelDiff, ...]:
    totals: dict[tuple[str, str], dict[str, list[int]]] = {}
    counts: dict[tuple[str, str], list[int]] = {}
    for k in paired:
        counts.setdefault((k.kernel, k.target), [0, 0, 0, 0])[1] += 1
    for d in diffs:
        kt = (d.key.kernel, d.key.target)
        c = counts.setdefault(kt, [0, 0, 0, 0])
        c[0] += 1
        c[2] += len(d.findings_added)
        c[3] += len(d.findings_removed)
        h = totals.setdefault(kt, {})
        for ch in d.histogram:
            pair = h.setdefault(ch.name, [0, 0])
            pair[0] += ch.before or 0
            pair[1] += ch.after or 0
    out = []
    for kt, (changed, paired_n, added, removed) in counts.items():
        if not changed:
            continue
        hist = tuple(
            sorted(
                (Change(m, v[0], v[1]) for m, v in totals.get(kt, {}).items()),
                key=change_order,
            )
        )
        mine = [d for d in diffs if (d.key.kernel, d.key.target) == kt]
        regressed = sum(1 for d in mine if d.regressed)
        out.append(KernelDiff(kt[0], kt[1], changed, paired_n, hist, added, removed, regressed, _worst(mine)))
    # the ranking a kernel engineer acts on: most variants regressed first
    out.sort(key=lambda k: (-k.variants_regressed, -k.variants_changed, k.kernel, k.target))
    return tuple(out)


def _worst(diffs: Sequence[VariantDiff]) -> tuple[Change, ...]:
    """For each metric, the regression of the variant where it is largest (relative to where
    it started, so that occupancy 2 -> 1 outranks vgpr 100 -> 101)."""
    worst: dict[str, Change] = {}
    for d in diffs:
        for c in d.regressions:
            if c.name not in worst or _badness(c) > _badness(worst[c.name]):
                worst[c.name] = c
    order = [m for name in METRICS for m in ((name, TOTAL_VGPR) if name == "agpr" else (name,))]
    return tuple(worst[m] for m in order if m in worst)


def _badness(c: Change) -> float:
    return abs(c.delta) / max(abs(c.before or 0), 1)


def metric_value(summary: VariantSummary, name: str) -> int | None:
    """One variant's value of a metric as `--metric` names it: a METRICS name (None where the
    compiler did not report it), a mnemonic's count (0 when absent), or, for a name ending in
    `*`, the summed count of the mnemonics it prefixes (`buffer_store*`)."""
    if name in METRICS:
        return summary.metric(name)
    if name.endswith("*"):
        return sum(n for m, n in summary.histogram if m.startswith(name[:-1]))
    return dict(summary.histogram).get(name, 0)


def summary_metrics(values: Mapping[str, int | None]) -> tuple[tuple[str, int | None], ...]:
    return tuple((m, values.get(m)) for m in METRICS)
