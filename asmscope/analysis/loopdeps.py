"""Which instructions of a loop compute a per-lane value from its trip count: def/use slices over
the loop body, for AMD and NVIDIA alike.

A K-tail mask (`rk < K - k * BLOCK_K`) compares a value that differs per lane (`rk`, from the
thread index) with one that follows the K loop's counter or bound. The other compares and
selects Triton emits inside a K loop do not: async-copy address selects on AMD test a bit of
`exec` (`v_lshrrev_b64 v, v, exec` ... `v_cmp_eq_u32 s[0:1], 1, v` beside `ds_bpermute`/
`buffer_load_dword ... lds`), a grouped GEMM's row select tests a loop-invariant condition, and
the software pipeliner's "is the prefetched iteration still in range" predicate compares the
counter with a uniform bound (`ISETP.LE.AND P0, PT, R191, UR4, PT` guarding `LDGSTS ..., !P0` on
NVIDIA): the same for every lane.

For each innermost loop (nested loops that only wait, an mbarrier try-wait's retry, do not make
a loop an outer one; asmscope.analysis.working_innermost):

1. the loop's own branch (the conditional branch of a latch block) reads a condition (AMD: scc,
   vcc, exec; NVIDIA: its guard `@P0 BRA` or operand `BRA.U !UP0`); the last instruction of the
   loop that writes it is the exit compare;
2. its counter-file operands (AMD SGPRs; NVIDIA R and UR registers) and, backwards through their
   definitions in the loop, every such register they are computed from are the counter and the
   bound (`s_cmp_lg_u32 s11, s22`: s11 the iteration, s22 the iteration count); so are the
   loop's other uniform induction registers, each of whose definitions in the loop reads itself
   (ptxas strength-reduces `K - k * BLOCK_K` to a register of its own, `VIADD R170, R170,
   0xffffffc0`);
3. walking the body in order (round the back edge, to a fixed point), an instruction that reads
   a register derived from them derives its results from them too; one that does not
   overwrites them with something that does not. A select counts only its condition, and a
   load's (or an MMA's) result is memory, derived from nothing (its address may well follow the
   counter);
4. an instruction computes a per-lane value from the trip count when, in arithmetic, it reads a
   uniform derived register and a lane-varying one (asmscope.analysis.lanes), or when it reads a
   per-lane derived one; a select when its condition is one. Boolean logic (a compare's
   trailing predicate, PLOP3, `s_and_b64` on lane masks) and a guard only turn a lane mask on or
   off: a lane-varying predicate ANDed with a uniform derived one (a TMA loop's issuing lane,
   `ISETP.LT.U32.AND P1, PT, R2, 0x20, P0`) is not a per-lane derived value.

`counter_derived` returns the indices of the instructions of step 4.
"""

from __future__ import annotations

from collections.abc import Iterable

from asmscope.analysis.lanes import Lanes, boolean_inputs, kind_units, mask, select_condition, special_units
from asmscope.isa.amdgcn import lanes as amd
from asmscope.isa.sass import lanes as sass
from asmscope.model import Category, ControlFlowGraph, Instruction, Kernel, Loop

# What a latch's branch tests, and the files a counter or bound is kept in.
_CONDITIONS = special_units(amd.CONDITIONS) | kind_units(sass.CONDITION_KINDS)
_COUNTERS = kind_units(amd.COUNTER_KINDS) | kind_units(sass.COUNTER_KINDS)
# What a load or an MMA returns is memory, not a function of the address it was read from.
_MEMORY = frozenset(
    {
        Category.VMEM_BUFFER,
        Category.VMEM_GLOBAL,
        Category.LDS,
        Category.SMEM,
        Category.MFMA,
        Category.GLOBAL_MEMORY,
        Category.SHARED_MEMORY,
        Category.LOCAL_MEMORY,
        Category.CONSTANT_MEMORY,
        Category.TENSOR_MEMORY,
        Category.TMA,
        Category.TENSOR_CORE,
        Category.SYNC,
    }
)


def counter_derived(kernel: Kernel, cfg: ControlFlowGraph, loops: Iterable[Loop] | None = None) -> frozenset[int]:
    """Indices of instructions in the innermost loops (`loops`; the CFG's innermost ones where not
    given) that compute a per-lane value from the loop's counter or bound."""
    chosen = [loop for loop in cfg.loops if loop.is_innermost] if loops is None else list(loops)
    if not chosen:
        return frozenset()
    lanes = Lanes(kernel, cfg)
    found: set[int] = set()
    for loop in chosen:
        found |= _LoopSlice(kernel.instructions, cfg, loop, lanes).per_lane()
    return frozenset(found)


def _reads(ins: Instruction) -> int:
    """The registers whose values decide the result: a select's condition only (which of two
    values it picks is what a mask decides; the values may well come from the loop)."""
    condition = select_condition(ins)
    return condition.units if condition is not None else mask(ins.uses)


class _LoopSlice:
    def __init__(self, instructions: tuple[Instruction, ...], cfg: ControlFlowGraph, loop: Loop, lanes: Lanes) -> None:
        self.instructions, self.cfg, self.loop, self.lanes = instructions, cfg, loop, lanes
        self.body = cfg.loop_instructions(loop)
        self.uses = {i: mask(instructions[i].uses) for i in self.body}
        self.defs = {i: mask(instructions[i].defs) for i in self.body}

    def _exit_compare(self) -> int | None:
        for latch in self.loop.latches:
            block = self.cfg.blocks[latch]
            if block.end <= block.start:
                continue
            branch = self.instructions[block.end - 1]
            if branch.category is not Category.BRANCH:
                continue
            wanted = self.uses[block.end - 1] & _CONDITIONS
            if not wanted:
                continue
            position = self.body.index(block.end - 1)
            for i in reversed(self.body[:position]):
                if self.defs[i] & wanted:
                    return i
        return None

    def _seeds(self, compare: int | None) -> int:
        """The counter and the bound: the exit compare's uniform operands, what they are computed
        from in the loop, and the loop's uniform induction registers."""
        seeds = 0
        if compare is not None:
            seeds = self.uses[compare] & _COUNTERS & ~self.lanes.before(compare)
            grew = True
            while grew:
                grew = False
                for i in self.body:
                    if self.defs[i] & seeds:
                        new = self.uses[i] & _COUNTERS & ~seeds
                        if new:
                            seeds |= new
                            grew = True
        defined = disqualified = 0
        for i in self.body:
            ins = self.instructions[i]
            written = self.defs[i] & _COUNTERS
            if not written:
                continue
            defined |= written
            # an induction register: each definition is uniform arithmetic that reads it
            uniform = not self.uses[i] & self.lanes.before(i) and ins.category not in _MEMORY
            if not uniform or ins.guard is not None:
                disqualified |= written
            else:
                disqualified |= written & ~self.uses[i]
        return seeds | (defined & ~disqualified)

    def per_lane(self) -> set[int]:
        compare = self._exit_compare()
        seeds = self._seeds(compare)
        if not seeds:
            return set()
        # forward, flow-sensitive, round the back edge until the state at the header is stable:
        # `derived` follows the counter at all, `per_lane` follows it differently in each lane
        found: set[int] = set()
        head = (seeds, 0)
        for _ in range(8):  # converges in two or three rounds; the bound only guards odd control flow
            derived, per_lane = head
            for i in self.body:
                ins = self.instructions[i]
                defs = self.defs[i]
                reads = _reads(ins)
                varying = self.lanes.before(i)
                condition = select_condition(ins)
                if i == compare or ins.category in _MEMORY:
                    hit = spreads = False
                elif condition is not None:
                    hit = bool(reads & per_lane)  # the lane mask it picks by follows the counter
                    spreads = hit or bool(self.uses[i] & ~reads & per_lane)  # or the value it picks
                else:
                    # a per-lane value and a uniform one that follows the counter meet in arithmetic
                    # (`rk < K - k * BLOCK_K`); combined by boolean logic only, a uniform predicate
                    # that follows the counter turns a lane mask on or off, whatever it is (so does
                    # a guard: `@P0 MOV` writes in all lanes or none when P0 is uniform)
                    logic = boolean_inputs(ins)
                    if ins.guard is not None and ins.guard.register is not None:
                        logic |= ins.guard.register.units
                    values = self.uses[i] & ~logic
                    hit = bool(self.uses[i] & per_lane) or bool(values & derived & ~varying and values & varying)
                    spreads = hit
                if hit:
                    found.add(i)
                if i != compare and ins.category not in _MEMORY and reads & derived:
                    derived |= defs
                else:
                    derived &= ~defs
                per_lane = per_lane | defs if spreads else per_lane & ~defs
            new_head = (seeds | derived, per_lane)
            if new_head == head:
                break
            head = new_head
        return found
