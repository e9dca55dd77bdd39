"""The width each thread's global load or store can have: contiguous elements per thread along
the pointer's fastest dimension under the op's layout, capped by what Triton knows of the
addresses (contiguity, alignment, the mask's constancy), times the element width.

Triton's AxisInfo analysis is not printed in the TTGIR text (AMD's buffer ops print its
`contiguity`), so this module recomputes the part of it that address arithmetic needs, over the
ops' text: per dimension the contiguity (runs of consecutive values), divisibility (of each
run's first value; bytes for pointers) and constancy (runs of equal values), by the rules
Triton's analysis applies to make_range, splat, broadcast, expand_dims, add, sub, mul, rem, div,
compare, select and the layout conversions. Anything else is unknown (1, 1, 1): the prediction
then errs narrow, and the oracle (benchmarks/ir_oracle.py) counts it.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from asmscope.ir.layouts import layout_order, per_thread_contiguity
from asmscope.ir.ttgir import Module, Op, TensorType

BIG = 1 << 30  # Triton's "divisible by anything" for 0
MAX_VECTOR_BITS = 128  # the widest per-thread global access Triton emits

GLOBAL_LOADS = frozenset({"tt.load", "amdg.buffer_load", "amdgpu.buffer_load"})
GLOBAL_STORES = frozenset({"tt.store", "amdg.buffer_store", "amdgpu.buffer_store"})
GLOBAL_MEMORY = GLOBAL_LOADS | GLOBAL_STORES

_VALUE = re.compile(r"%[\w$.-]+(?:#\d+)?")
_ELEMENT_BITS = re.compile(r"^(?:[a-z]*?)(\d+)")


@dataclass(frozen=True, slots=True)
class Axis:
    contiguity: tuple[int, ...]
    divisibility: tuple[int, ...]
    constancy: tuple[int, ...]

    @staticmethod
    def unknown(rank: int) -> Axis:
        return Axis((1,) * rank, (1,) * max(rank, 1), (1,) * rank)  # a scalar keeps one divisibility


def element_bits(element: str) -> int | None:
    if element.startswith("!tt.ptr"):
        return 64
    if element.startswith("f8") or element in ("i8", "ui8"):
        return 8
    if element in ("bf16", "f16", "i16"):
        return 16
    if element in ("tf32",):
        return 32
    m = re.match(r"^[a-z]*?(\d+)$", element)
    return int(m.group(1)) if m else None


def _pow2(n: int) -> int:
    if n == 0:
        return BIG
    n = abs(n)
    return min(n & -n, BIG)


def _gcd(a: int, b: int) -> int:
    return math.gcd(a, b) or 1


def _scalar_div(text: str) -> int:
    m = re.search(r"tt\.divisibility\s*=\s*(\d+)", text)
    return int(m.group(1)) if m else 1


class AxisAnalysis:
    """Axis facts of every SSA value of a module (one pass in program order)."""

    def __init__(self, module: Module) -> None:
        self.module = module
        self.facts: dict[str, Axis] = {}
        self.types: dict[str, TensorType | None] = {}
        self.ones = _ones(module)
        for name, decl in module.args.items():
            self.facts[name] = Axis((), (_scalar_div(decl),), ())
        for op in module.ops:
            self._visit(op)

    def fact(self, value: str, rank: int) -> Axis:
        found = self.facts.get(value)
        if found is None:
            return Axis.unknown(rank)
        if len(found.contiguity) == rank:
            return found
        if not found.contiguity:  # a scalar used as a tensor: splat
            return self._splat(found, rank, None)
        return Axis.unknown(rank)

    def _splat(self, scalar: Axis, rank: int, shape: tuple[int, ...] | None) -> Axis:
        div = scalar.divisibility[0] if scalar.divisibility else 1
        const = shape if shape is not None else (BIG,) * rank
        return Axis((1,) * rank, (div,) * rank, tuple(const))

    def _visit(self, op: Op) -> None:
        name, text = op.name, op.text
        rtype = op.result_type
        shape = rtype.shape if rtype is not None and op.results else ()
        rank = len(shape)
        body = text.split(" : ", 1)[0]
        operands = [v for v in _VALUE.findall(body[len(name) :]) if v]
        for r in op.results:
            self.types[r] = rtype
        if not op.results:
            return
        res = op.results[0]
        hint = _hints(text, rank)
        out: Axis | None = None
        if name == "scf.for":
            iv = re.match(
                r"scf\.for\s+(%[\w$.-]+)\s*=\s*(%[\w$.-]+(?:#\d+)?)\s+to\s+\S+\s+step\s+(%[\w$.-]+(?:#\d+)?)", text
            )
            if iv:  # the induction variable: lower bound + i * step
                lb, step = (self.facts.get(v, Axis((), (1,), ())) for v in iv.group(2, 3))
                self.facts[iv.group(1)] = Axis((), (_gcd(lb.divisibility[0], step.divisibility[0]),), ())
            inits = re.findall(r"(%[\w$.-]+)\s*=\s*(%[\w$.-]+(?:#\d+)?)", body.split("iter_args", 1)[-1])
            for i, (arg, init) in enumerate(inits):
                known = self.facts.get(init)
                if known is not None:
                    self.facts[arg] = known
                    if i < len(op.results):
                        self.facts[op.results[i]] = known
            return
        if name == "arith.constant":
            m = re.search(r"arith\.constant\s+(?:dense<)?\s*(-?\d+)(?!\.)", text)
            div = _pow2(int(m.group(1))) if m else 1
            out = Axis((1,) * rank, (div,) * rank, shape) if rank else Axis((), (div,), ())
        elif name == "tt.make_range":
            start = int(re.search(r"start\s*=\s*(-?\d+)", text).group(1)) if "start" in text else 0
            end = int(re.search(r"end\s*=\s*(-?\d+)", text).group(1)) if "end" in text else 1
            out = Axis((end - start,), (_pow2(start),), (1,))
        elif name == "tt.splat" and operands:
            src = self.facts.get(operands[0], Axis((), (1,), ()))
            out = self._splat(src if not src.contiguity else Axis((), (1,), ()), rank, shape)
        elif name == "tt.expand_dims" and operands:
            axis = int(re.search(r"axis\s*=\s*(\d+)", text).group(1))
            a = self.fact(operands[0], rank - 1)
            d = a.divisibility[0] if a.divisibility else 1
            out = Axis(
                (*a.contiguity[:axis], 1, *a.contiguity[axis:]),
                (*a.divisibility[:axis], d, *a.divisibility[axis:]),
                (*a.constancy[:axis], 1, *a.constancy[axis:]),
            )
        elif name == "tt.broadcast" and operands:
            a = self.fact(operands[0], rank)
            src = self.types.get(operands[0])
            ss = src.shape if src is not None and len(src.shape) == rank else (1,) * rank
            out = Axis(
                tuple(1 if ss[i] == 1 and shape[i] > 1 else a.contiguity[i] for i in range(rank)),
                a.divisibility,
                tuple(shape[i] if ss[i] == 1 and shape[i] > 1 else a.constancy[i] for i in range(rank)),
            )
        elif name in _PASS_THROUGH and operands:
            src = self.facts.get(operands[0])
            if src is not None and len(src.contiguity) == rank:
                out = src
        elif name == "tt.trans" and operands:
            order = [int(x) for x in re.search(r"order\s*=\s*array<i32:\s*([\d,\s]+)>", text).group(1).split(",")]
            a = self.fact(operands[0], rank)
            out = Axis(*(tuple(t[i] for i in order) for t in (a.contiguity, a.divisibility, a.constancy)))
        elif name in ("arith.addi", "tt.addptr", "arith.subi") and len(operands) >= 2:
            a, b = self.fact(operands[0], rank), self.fact(operands[1], rank)
            scale = 1
            if name == "tt.addptr" and rtype is not None:
                scale = max(1, (element_bits(rtype.pointee) or 8) // 8)
            if not rank:
                out = Axis((), (_gcd(a.divisibility[0], b.divisibility[0] * scale),), ())
            else:
                sub = name == "arith.subi"
                contig = tuple(
                    max(_gcd(a.contiguity[i], b.constancy[i]), 0 if sub else _gcd(a.constancy[i], b.contiguity[i]))
                    for i in range(rank)
                )
                out = Axis(
                    contig,
                    tuple(_gcd(a.divisibility[i], b.divisibility[i] * scale) for i in range(rank)),
                    tuple(_gcd(a.constancy[i], b.constancy[i]) for i in range(rank)),
                )
        elif name == "arith.muli" and len(operands) >= 2:
            a, b = self.fact(operands[0], rank), self.fact(operands[1], rank)
            if not rank:
                out = Axis((), (min(BIG, a.divisibility[0] * b.divisibility[0]),), ())
            else:
                one_a = self._is_one(operands[0])
                one_b = self._is_one(operands[1])
                contig = tuple(a.contiguity[i] if one_b else b.contiguity[i] if one_a else 1 for i in range(rank))
                out = Axis(
                    contig,
                    tuple(min(BIG, a.divisibility[i] * b.divisibility[i]) for i in range(rank)),
                    tuple(_gcd(a.constancy[i], b.constancy[i]) for i in range(rank)),
                )
        elif name in ("arith.remsi", "arith.remui") and len(operands) >= 2 and rank:
            a, b = self.fact(operands[0], rank), self.fact(operands[1], rank)
            out = Axis(
                tuple(min(a.contiguity[i], _gcd(a.contiguity[i], b.divisibility[i])) if b.constancy[i] > 1 else 1
                      for i in range(rank)),
                tuple(_gcd(a.divisibility[i], b.divisibility[i]) for i in range(rank)),
                tuple(_gcd(a.constancy[i], b.constancy[i]) for i in range(rank)),
            )  # fmt: skip
        elif name in ("arith.divsi", "arith.divui") and len(operands) >= 2 and rank:
            a, b = self.fact(operands[0], rank), self.fact(operands[1], rank)
            out = Axis(
                (1,) * rank,
                (1,) * rank,
                tuple(
                    max(_gcd(a.constancy[i], b.constancy[i]),
                        _gcd(a.contiguity[i], b.divisibility[i]) if b.constancy[i] > 1 else 1)
                    for i in range(rank)
                ),
            )  # fmt: skip
        elif name == "arith.cmpi" and len(operands) >= 2 and rank:
            a, b = self.fact(operands[0], rank), self.fact(operands[1], rank)
            pred = text.split()[1].rstrip(",") if len(text.split()) > 1 else ""
            const = []
            for i in range(rank):
                c = _gcd(a.constancy[i], b.constancy[i])
                if pred in ("slt", "sge", "ult", "uge", "sgt", "sle", "ugt", "ule") and b.constancy[i] > 1:
                    c = max(c, _gcd(a.contiguity[i], b.divisibility[i]) if a.contiguity[i] > 1 else c)
                if pred in ("slt", "sge", "ult", "uge", "sgt", "sle", "ugt", "ule") and a.constancy[i] > 1:
                    c = max(c, _gcd(b.contiguity[i], a.divisibility[i]) if b.contiguity[i] > 1 else c)
                const.append(c)
            out = Axis((1,) * rank, (1,) * rank, tuple(const))
        elif name in ("arith.andi", "arith.ori", "arith.xori") and len(operands) >= 2 and rank:
            a, b = self.fact(operands[0], rank), self.fact(operands[1], rank)
            out = Axis((1,) * rank, (1,) * rank, tuple(_gcd(a.constancy[i], b.constancy[i]) for i in range(rank)))
        elif name == "arith.select" and len(operands) >= 3 and rank:
            c, a, b = (self.fact(v, rank) for v in operands[:3])
            out = Axis(
                tuple(min(_gcd(a.contiguity[i], b.contiguity[i]), c.constancy[i] if c.constancy[i] > 1 else BIG)
                      if a.contiguity[i] > 1 else 1 for i in range(rank)),
                tuple(_gcd(a.divisibility[i], b.divisibility[i]) for i in range(rank)),
                tuple(_gcd(_gcd(a.constancy[i], b.constancy[i]), c.constancy[i]) for i in range(rank)),
            )  # fmt: skip
        if out is None:
            out = Axis.unknown(rank) if rank else Axis((), (1,), ())
        if hint is not None:
            known = (out.contiguity, out.divisibility, out.constancy)
            out = Axis(*(h if h is not None else o for h, o in zip(hint, known, strict=True)))
        self.facts[res] = out

    def _is_one(self, value: str) -> bool:
        return value in self.ones


def _ones(module: Module) -> set[str]:
    """Values that are the constant 1 (a scalar, a dense tensor, or a splat of one)."""
    ones: set[str] = set()
    for op in module.ops:
        if not op.results:
            continue
        if op.name == "arith.constant" and re.match(r"arith\.constant\s+(?:dense<)?1(?:\b|>)(?!\.)", op.text):
            ones.add(op.results[0])
        elif op.name == "tt.splat":
            src = _VALUE.findall(op.text[len("tt.splat") :])[:1]
            if src and src[0] in ones:
                ones.add(op.results[0])
    return ones


_PASS_THROUGH = frozenset(
    {"arith.extsi", "arith.extui", "arith.trunci", "arith.bitcast", "ttg.convert_layout", "triton_gpu.convert_layout",
     "amdg.in_thread_transpose", "tt.bitcast", "arith.index_cast"}
)  # fmt: skip


def _hints(text: str, rank: int) -> tuple | None:
    found = []
    for key in ("tt.contiguity", "tt.divisibility", "tt.constancy"):
        m = re.search(rf"{key}\s*=\s*dense<\[?([\d,\s]+)\]?>", text)
        if m:
            vals = tuple(int(x) for x in m.group(1).split(","))
            found.append(vals * rank if len(vals) == 1 else vals)
        else:
            found.append(None)
    return tuple(found) if any(f is not None for f in found) else None


@dataclass(frozen=True, slots=True)
class Access:
    """A global load or store op and the per-thread width its layout allows."""

    op: Op
    layout: str | None  # the encoding's alias, "#blocked2"
    layout_text: str | None  # its definition
    element: str
    dim: int | None  # the pointer's fastest dimension
    elements: int | None  # contiguous elements per thread along it, after the caps
    vector_bits: int | None
    why: str  # how the width came about, one line


def accesses(module: Module, analysis: AxisAnalysis | None = None) -> list[Access]:
    """Every global load and store of the module with its predicted vector width."""
    analysis = analysis or AxisAnalysis(module)
    return [access(module, op, analysis) for op in module.ops if op.name in GLOBAL_MEMORY]


def access(module: Module, op: Op, analysis: AxisAnalysis) -> Access:
    value_type = op.result_type
    body = op.text.split(" : ", 1)[0]
    operands = _VALUE.findall(body[len(op.name) :])
    if op.name.startswith(("amdg.", "amdgpu.")):
        # amdg.buffer_load %base[%offsets], %mask ; amdg.buffer_store %value, %base[%offsets], %mask
        m = re.search(r"(%[\w$.-]+(?:#\d+)?)\[(%[\w$.-]+(?:#\d+)?)\]", body)
        rank = len(value_type.shape) if value_type else 0
        if m is None or value_type is None:
            return Access(op, None, None, "", None, None, None, "no pointer operand found")
        base = analysis.facts.get(m.group(1), Axis((), (1,), ()))
        offs = analysis.fact(m.group(2), rank)
        scale = max(1, (element_bits(value_type.element) or 8) // 8)
        bdiv = base.divisibility[0] if base.divisibility else 1
        ptr = Axis(offs.contiguity, tuple(_gcd(bdiv, d * scale) for d in offs.divisibility), offs.constancy)
        after = body[m.end() :]
        masks = _VALUE.findall(after)
        element = value_type.element
        encoding = value_type.encoding
        shape = value_type.shape
    else:
        ptr_type = op.types[0] if op.types else None
        if ptr_type is None:
            scalar = re.search(r" : !tt\.ptr<([^,>]+)", op.text)
            if scalar and operands:  # a scalar access: one element, whatever the layout
                bits = element_bits(scalar.group(1))
                return Access(op, None, None, scalar.group(1), None, 1, bits, f"a scalar {scalar.group(1)} access")
        if ptr_type is None or not operands:
            return Access(op, None, None, "", None, None, None, "no pointer operand found")
        rank = len(ptr_type.shape)
        ptr = analysis.fact(operands[0], rank)
        masks = operands[1:2] if op.name == "tt.load" else operands[2:3]
        element = ptr_type.pointee
        encoding = ptr_type.encoding
        shape = ptr_type.shape
    layout_text = module.layouts.get(encoding or "", encoding)
    ebits = element_bits(element)
    per_thread = per_thread_contiguity(module, encoding, rank)
    if not rank:
        return Access(op, encoding, layout_text, element, None, 1, ebits, "a scalar access")
    if ebits is None or per_thread is None:
        return Access(op, encoding, layout_text, element, None, None, None, f"layout {encoding} not modelled")
    order = layout_order(module, encoding) or list(range(rank - 1, -1, -1))
    dim = max(range(rank), key=lambda i: (ptr.contiguity[i], -order.index(i) if i in order else 0))
    ebytes = max(1, ebits // 8)
    caps = {
        "layout": per_thread[dim],
        "contiguity": ptr.contiguity[dim],
        "alignment": max(1, ptr.divisibility[dim] // ebytes),
        "128-bit": max(1, MAX_VECTOR_BITS // ebits),
        "shape": shape[dim],
    }
    printed = re.search(r"\bcontiguity\s*=\s*(\d+)", op.text)
    if printed:
        caps["triton contiguity"] = int(printed.group(1))
    if masks and masks[0] in analysis.facts:
        mask = analysis.fact(masks[0], rank)
        caps["mask"] = mask.constancy[dim]
    elements = max(1, min(caps.values()))
    limiting = sorted(k for k, v in caps.items() if v == elements)
    why = (
        f"{elements} x {ebits}-bit {element} per thread along dim {dim} "
        f"(limited by {', '.join(limiting)}; layout gives {per_thread[dim]})"
    )
    return Access(op, encoding, layout_text, element, dim, elements, elements * ebits, why)
