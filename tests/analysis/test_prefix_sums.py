"""`hazards.Flow.cum`: the wait states before each position, as the walker bisects them. Made
from slices of one shared list of numbers (hazards._prefix_sums), it must equal the running sum
of the kernel's wait states (an s_nop N counts N+1, SIInstrInfo::getNumWaitStates) on every
kernel, and stay so as kernels of other sizes grow and reuse that list."""

from __future__ import annotations

from itertools import accumulate
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from asmscope.analysis import analyze
from asmscope.isa import parse_module
from asmscope.isa.amdgcn.hazard_flow import Flow, _prefix_sums
from asmscope.model import Category

ASM = Path(__file__).resolve().parents[1] / "fixtures" / "asm"


@given(st.lists(st.integers(min_value=0, max_value=17), max_size=80))
def test_equals_the_running_sum(waits: list[int]) -> None:
    extra = [i for i, w in enumerate(waits) if w != 1]
    assert _prefix_sums(waits, extra) == list(accumulate(waits, initial=0))


@pytest.mark.parametrize("name", ["gfx942_nn_bm256.s", "gfx950_wgrad_transposed_bm256.s", "handwritten_gfx942.s"])
def test_real_kernels_count_each_s_nop(name: str) -> None:
    path = ASM / name
    module = parse_module(path.read_bytes(), str(path))
    counted = 0
    for kernel in module.kernels:
        instructions = kernel.instructions
        flow = Flow(instructions, analyze(kernel, module.target).cfg)
        nops = {i.index: i.operands[0].value for i in instructions if i.category is Category.NOP and i.operands}
        counted += sum(1 for value in nops.values() if value)
        waits = [nops[i.index] + 1 if i.index in nops else 1 for i in instructions]
        assert flow.cum == list(accumulate(waits, initial=0))
    assert counted  # the file has an s_nop N > 0 to count
