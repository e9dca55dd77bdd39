"""How LLVM pads a hazard, in the words of a finding: the `s_nop` run GCNHazardRecognizer
inserts (SIInstrInfo::insertNoops), and how the later instruction reads the registers (a DPP
reads its destination through the tied `old` operand). AMD-specific: the hazard rules' messages
use it (`{pad}`, `{read_as}`); tests/hazards/test_llvm_pads.py checks it against llc-22."""

from __future__ import annotations

from asmscope.isa.amdgcn.hazards import HazardHit


def nops(wait_states: int) -> str:
    """`wait_states` as the `s_nop` run LLVM emits (SIInstrInfo::insertNoops: at most 8 a nop)."""
    out = []
    while wait_states > 0:
        step = min(wait_states, 8)
        out.append(f"s_nop {step - 1}")
        wait_states -= step
    return ", ".join(out)


def read_as(hit: HazardHit) -> str:
    """How `then` reads the registers of the hazard: "its destination (the tied `old` operand)"
    where each is one it also writes and names as its destination (a DPP keeps the old value in
    the lanes it does not write, so LLVM counts the destination as read), else "a source"."""
    units = [op.register.units if op.register is not None else 0 for op in hit.then.operands]  # bit masks
    named = 0
    for register in hit.registers:
        named |= register.units
    sources = 0
    for mask in units[1:]:
        sources |= mask
    if named and units and named & units[0] == named and not named & sources:
        return "its destination (the tied `old` operand)"
    return "a source"
