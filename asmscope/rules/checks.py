"""The checks that count instructions or read resources: forbid, require, resource, ratio
(hazard checks: asmscope.rules.hazard_checks)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from asmscope.analysis import liveness
from asmscope.findings import Finding
from asmscope.isa.sass.ptxas_log import PtxasReport
from asmscope.rules.context import VariantContext, _fmt, _number, _violation
from asmscope.rules.index import KernelIndex
from asmscope.rules.messages import _finding, _Findings, _first_in_scope, _lines_text, _one_per_source_line
from asmscope.rules.schema import (
    ForbidCheck,
    RatioCheck,
    RequireCheck,
    ResourceCheck,
    Rule,
)
from asmscope.rules.suppress import SourceLines
from asmscope.variant import lds_bytes

# ----------------------------------------------------------------------------------------------
# Checks
# ----------------------------------------------------------------------------------------------


def _check_forbid(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    check: ForbidCheck = rule.check  # type: ignore[assignment]
    limit = _number(check.max, env)
    hits = index.in_scope(index.matching(check.match), index.scope(rule.scope))
    if check.derived_from == "loop-counter":
        hits = [i for i in hits if i in index.counter_derived]
    if limit is None or len(hits) <= limit:
        return []
    count = len(hits)
    if limit == 0 and check.per == "variant":  # one finding for the variant, its lines inside
        instrs = [index.instructions[i] for i in hits]
        made = _Findings(rule, ctx, index, env)
        return [made.at(instrs[0], {"count": count, "value": count, "limit": 0, "lines": _lines_text(index, instrs)})]
    if limit == 0:  # each forbidden instruction is a finding of its own, merged per source line
        return _one_per_source_line(rule, ctx, index, [index.instructions[i] for i in hits], env, value=count, limit=0)
    # a count budget: one finding, at the first instruction past the budget
    anchor = index.instructions[hits[int(limit)]]
    return [_finding(rule, ctx, index, anchor, env, value=count, limit=_fmt(limit), count=count)]


def _check_require(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    check: RequireCheck = rule.check  # type: ignore[assignment]
    scope = index.scope(rule.scope)
    hits = index.in_scope(index.matching(check.match), scope)
    broken = _violation(len(hits), check.bounds, env)
    if broken is None:
        return []
    anchor = _first_in_scope(index, scope, hits if broken[0] == "max" else ())
    if anchor is None:
        return []
    return [_finding(rule, ctx, index, anchor, env, value=len(hits), limit=_fmt(broken[1]), count=len(hits))]


def _resource_value(ctx: VariantContext, resource: str) -> int | None:
    res = ctx.kernel.resources
    if resource == "spills":
        parts = [v for v in (res.vgpr_spill, res.sgpr_spill) if v is not None]
        return sum(parts) if parts else None
    occupancy = getattr(ctx.analysis, "occupancy", None)  # an OccupancyReport, or None
    if resource == "occupancy":
        if _cannot_launch(ctx) is not None:
            return 0
        # LLVM's `; Occupancy:` ignores Triton's dynamic LDS; the analysis can include it. The
        # lower of the two is what the kernel gets.
        known = [v for v in (res.occupancy, getattr(occupancy, "waves_per_simd", None)) if isinstance(v, int)]
        return min(known) if known else None
    if resource in _LIST_RESOURCES:  # known for compiled variants only
        facts = dict(ctx.variant.facts)
        if _LIST_RESOURCES[resource] not in facts:
            return None  # the list is judged once per kernel and target, on the variant named for it
        value = facts.get(resource)
        return value if isinstance(value, int) else None
    if resource == "lds_bytes":
        return lds_bytes(res.lds_bytes, ctx.variant.launch_lds_bytes)
    if resource in ("blocks_per_sm", "warps_per_sm"):  # NVIDIA: the CUDA occupancy rules
        sm_occupancy = getattr(ctx.analysis, "sm_occupancy", None)
        return getattr(sm_occupancy, resource) if sm_occupancy is not None else None
    if resource in _PTXAS_RESOURCES:
        return _PTXAS_RESOURCES[resource](ctx.ptxas) if ctx.ptxas is not None else None
    attr = {"vgpr_spills": "vgpr_spill", "sgpr_spills": "sgpr_spill"}.get(resource, resource)
    return getattr(res, attr)


# Resources of a kernel's autotune list on a target -> the fact that marks the one variant that
# reports it: the plan marks a repeated config's (autotune_repeated); asmscope.prune marks a kept
# config's, when the check has judged the whole list (prune_drops).
_LIST_RESOURCES = {"autotune_copies": "autotune_repeated", "prunable_configs": "prune_drops"}


def _spill_bytes(report: PtxasReport) -> int | None:
    parts = [v for v in (report.spill_store_bytes, report.spill_load_bytes) if v is not None]
    return sum(parts) if parts else None


_PTXAS_RESOURCES: dict[str, Callable[[PtxasReport], int | None]] = {
    "spill_bytes": _spill_bytes,
    "stack_bytes": lambda report: report.stack_frame_bytes,
    "ptxas_advisories": lambda report: len(report.advisories),
}


def _check_resource(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    check: ResourceCheck = rule.check  # type: ignore[assignment]
    value = _resource_value(ctx, check.resource)
    if value is None:  # the input did not say (hand-written asm without metadata)
        return []
    broken = _violation(value, check.bounds, env)
    if broken is None or not index.instructions:
        return []
    extra: dict[str, object] = {}
    if check.resource == "occupancy":  # what the rule's message can name as the limit
        occupancy = getattr(ctx.analysis, "occupancy", None)
        limiter = getattr(occupancy, "limited_by", None)
        over = _cannot_launch(ctx)
        if over is not None:
            extra["limited_by"] = f"LDS: it needs {over[0]} bytes, {ctx.target_name} has {over[1]}, so it cannot launch"
        elif limiter is not None and getattr(occupancy, "waves_per_simd", None) == value:
            extra["limited_by"] = _LIMITERS.get(limiter, limiter) + _lds_to_gain(occupancy)
        else:  # LLVM's `; Occupancy:` is the lower: it counts registers only
            extra["limited_by"] = "registers"
    if check.resource in ("spills", "vgpr_spills", "sgpr_spills"):
        extra["spilled"] = _spilled(ctx)
    if check.resource in ("blocks_per_sm", "warps_per_sm"):
        extra["limited_by"] = ctx.analysis.sm_occupancy.limited_by
        extra["blocks"] = ctx.analysis.sm_occupancy.blocks_per_sm
    if check.resource == "ptxas_advisories" and ctx.ptxas is not None and ctx.ptxas.advisories:
        first = ctx.ptxas.advisories[0]
        extra["advisory"] = f"{first.code}: {first.text}"
    if check.resource == "autotune_copies":
        facts = dict(ctx.variant.facts)
        configs, duplicates = int(facts.get("autotune_configs", 0)), int(facts.get("autotune_duplicates", 0))
        extra.update(configs=configs, duplicates=duplicates, wasted=f"{duplicates / max(configs, 1):.0%}")
        extra.update(repeated=facts.get("autotune_repeated", ""))
    if check.resource == "prunable_configs":
        facts = dict(ctx.variant.facts)
        extra.update(
            configs=facts.get("prune_listed", 0),
            kept=facts.get("prune_kept", 0),
            drops=facts.get("prune_drops", ""),
            compile_seconds=facts.get("prune_compile_seconds", ""),
        )
    extra.update(value=value, limit=_fmt(broken[1]), resource=check.resource)
    found = _finding(rule, ctx, index, index.instructions[0], env, **extra)
    # A resource is the kernel's, not an instruction's: the finding points at the kernel's
    # symbol in the asm and at its `def` line (the prologue's `.loc`), as a reviewer looks for it.
    found = replace(found, asm_line=ctx.kernel.first_line, instruction="", source=index.def_line)
    if env.get("explain_pressure") is True and _about_registers(
        check.resource, getattr(ctx.analysis, "occupancy", None), extra
    ):
        found = replace(found, detail=_pressure_detail(ctx, index))
    return [found]


_SPILLS = frozenset({"spills", "vgpr_spills", "sgpr_spills", "spill_bytes"})


def _spilled(ctx: VariantContext) -> str:
    """AMD spills by register file, each with what it costs: a VGPR spill is a scratch store and
    a reload; an SGPR spill goes into a VGPR lane (v_writelane/v_readlane, SIRegisterInfo::
    spillSGPR), no memory traffic, unless the kernel has no writelane, and then to scratch."""
    res = ctx.kernel.resources
    parts = []
    if res.vgpr_spill:
        scratch = f", {res.scratch_bytes} bytes of scratch per work-item" if res.scratch_bytes else ""
        parts.append(f"{res.vgpr_spill} VGPRs to scratch (a scratch store and a reload each{scratch})")
    if res.sgpr_spill:
        lanes = any(i.base.startswith("v_writelane") for i in ctx.kernel.instructions)
        cost = "into VGPR lanes (v_writelane/v_readlane, no memory traffic)" if lanes else "to scratch"
        parts.append(f"{res.sgpr_spill} SGPRs {cost}")
    return " and ".join(parts) or "no registers"


def _about_registers(resource: str, occupancy: object, extra: Mapping[str, object]) -> bool:
    """A spill finding, or an occupancy finding that registers limit: one that the registers
    live at the peak explain (an LDS-limited occupancy is not)."""
    if resource in _SPILLS:
        return True
    if resource in ("warps_per_sm", "blocks_per_sm"):  # NVIDIA: "registers" among the limits
        return "registers" in str(extra.get("limited_by", ""))
    if resource != "occupancy":
        return False
    return getattr(occupancy, "limited_by", None) in ("vgpr", "sgpr") or extra.get("limited_by") == "registers"


def _pressure_detail(ctx: VariantContext, index: KernelIndex) -> str:
    """Where register pressure peaks and which Python lines hold the registers there. Asked for
    with the setting `explain_pressure` (liveness costs about half of a kernel's parse time,
    which a check of every variant should not pay), and computed only for a finding that fires."""
    cfg = getattr(ctx.analysis, "cfg", None)
    if cfg is None:
        return ""
    model = liveness.model_for(ctx.variant.target.name)
    found = liveness.pressure(ctx.kernel, cfg, index.hot_loop, model)
    lines = SourceLines()
    return liveness.describe_peak(
        ctx.kernel, found, lambda file, line: lines.line(ctx.variant.source_here(file), line), model=model
    )


def _cannot_launch(ctx: VariantContext) -> tuple[int, int] | None:
    """(LDS needed, LDS the target has) when a workgroup needs more LDS than the target has."""
    need = lds_bytes(ctx.kernel.resources.lds_bytes, ctx.variant.launch_lds_bytes)
    have = ctx.variant.target.lds_bytes
    return (need, have) if need is not None and have is not None and need > have else None


_LIMITERS = {
    "vgpr": "VGPRs",
    "sgpr": "SGPRs",
    "lds": "LDS",
    "max": "the target's wave limit",
    "waves_per_eu": "the kernel's waves_per_eu (LLVM gives each wave that occupancy's registers)",
}


def _lds_to_gain(occupancy: object) -> str:
    """For an LDS-limited occupancy, the LDS a workgroup uses and the most it may use for one
    more wave per SIMD (`lds_bytes_to_gain_wave`); "" otherwise."""
    gain = getattr(occupancy, "lds_bytes_to_gain_wave", None)
    if getattr(occupancy, "limited_by", None) != "lds" or gain is None:
        return ""
    lds, waves = occupancy.lds_bytes, occupancy.waves_per_simd  # type: ignore[attr-defined]
    return f" ({lds} bytes per workgroup; {waves + 1} waves per SIMD need at most {lds - gain})"


def _check_ratio(rule: Rule, ctx: VariantContext, index: KernelIndex, env: Mapping[str, object]) -> list[Finding]:
    check: RatioCheck = rule.check  # type: ignore[assignment]
    scope = index.scope(rule.scope)
    numerator = index.in_scope(index.matching(check.numerator), scope)
    denominator = index.count(check.denominator, scope)
    if denominator < check.min_count or not denominator:
        return []
    ratio = len(numerator) / denominator
    broken = _violation(ratio, check.bounds, env)
    if broken is None:
        return []
    anchor = _first_in_scope(index, scope, numerator)
    if anchor is None:
        return []
    return [
        _finding(
            rule,
            ctx,
            index,
            anchor,
            env,
            value=f"{ratio:.3f} ({len(numerator)}/{denominator})",
            limit=_fmt(broken[1]),
            count=len(numerator),
        )
    ]
