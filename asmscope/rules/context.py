"""What a rule's check sees of one variant (VariantContext), and the expressions of its
bounds and `when` evaluated against the variant's names."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from asmscope.expr import Expr, ExprError, UnboundNameError
from asmscope.ir.files import load_ttgir
from asmscope.ir.ttgir import IRParseError, Module
from asmscope.isa.sass.ptxas_log import PtxasReport, read_ptxas_log
from asmscope.model import Kernel
from asmscope.rules.schema import (
    Bounds,
)
from asmscope.variant import Variant


@dataclass(frozen=True)
class VariantContext:
    """Everything the rules see of one variant: the record, its parsed kernel and its analysis
    (asmscope.pipeline.check_variants makes these)."""

    variant: Variant
    kernel: Kernel
    analysis: Any  # asmscope.analysis.KernelAnalysis: `cfg` (ControlFlowGraph), occupancy, ...

    @cached_property
    def tags(self) -> frozenset[str]:
        return frozenset(self.variant.tags)

    @cached_property
    def config(self) -> dict[str, object]:  # autotune kwargs, options, constexprs
        return dict(self.variant.config)

    @property
    def target_name(self) -> str:
        return self.variant.key.target

    @cached_property
    def ttgir(self) -> Module | None:
        """The variant's TTGIR model (the `ir` checks), read once; None without TTGIR, or for a
        text that is not TTGIR (docs/ir.md: 0 parse failures on Triton 3.6-3.9's output)."""
        try:
            return load_ttgir(self.variant.ir_path("ttgir"))
        except IRParseError:
            return None

    @cached_property
    def ptxas(self) -> PtxasReport | None:
        """NVIDIA: what `ptxas -v` reported for the cubin, where the variant keeps its log."""
        log = self.variant.ptxas_log
        return read_ptxas_log(log) if log is not None else None


class _NotApplicable(Exception):
    """A name of the rule's expressions has no value for this variant."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def _evaluate(expr: Expr, env: Mapping[str, object]) -> object:
    try:
        return expr.evaluate(env)
    except UnboundNameError as exc:
        raise _NotApplicable(exc.name) from None


def _number(expr: Expr | None, env: Mapping[str, object]) -> int | float | None:
    if expr is None:
        return None
    value = _evaluate(expr, env)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ExprError(f"expected a number, got {value!r}", expr.text)
    return value


def _violation(value: float, bounds: Bounds, env: Mapping[str, object]) -> tuple[str, int | float] | None:
    """('max', limit) or ('min', limit) when `value` is outside the inclusive bounds."""
    high = _number(bounds.max, env)
    if high is not None and value > high:
        return "max", high
    low = _number(bounds.min, env)
    if low is not None and value < low:
        return "min", low
    return None


def _fmt(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value
