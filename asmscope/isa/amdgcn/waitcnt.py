"""Missing `s_waitcnt`: memory results read (or overwritten) before the wait that covers them.

A model of the three gfx9 counters as LLVM 22's SIInsertWaitcnts keeps them for gfx942/gfx950
(CDNA3/CDNA4 have no `vscnt`, no `s_waitcnt_depctr` and no separate store counter):

- `vmcnt`: every vector memory instruction (buffer_, global_, scratch_, flat_; loads, stores,
  atomics, the LDS-DMA loads `buffer_load_* ... lds` / `global_load_lds_*`, and `buffer_wbl2` /
  `buffer_inv`). One event type on gfx9 (LLVM's VMEM_ACCESS: `getVmemWaitEventType` returns it
  for every VMEM where the target has no vscnt), so the counter returns in order: `vmcnt(N)`
  guarantees all but the N youngest.
- `lgkmcnt`: LDS (`ds_*`), scalar memory (`s_load_*`, `s_buffer_*`, `s_store_*`, `s_memtime`,
  `s_dcache_*`, scalar atomics), `s_sendmsg`, and the LDS half of `flat_*`. Scalar memory
  returns out of order: while one is pending only `lgkmcnt(0)` guarantees anything, and so does
  a mix of event types (LLVM's counterOutOfOrder / hasMixedPendingEvents). LDS alone is in order.
- `expcnt`: exports and GDS data. gfx9 has no VMW_GPR_LOCK (vmemWriteNeedsExpWaitcnt is SI only),
  so a vector store's data registers may be rewritten right after it issues.

What LLVM requires before an instruction (generateWaitcntInstBefore), and so what is checked:

- RAW: a VGPR/AGPR it reads that a pending VMEM load or LDS load writes (vmcnt / lgkmcnt), an
  SGPR it reads that a pending scalar load writes (lgkmcnt).
- WAW: a register it writes that a pending load still writes, unless it is itself a VMEM load
  (VMEM writes to VGPRs land in order on gfx9: hasVmemWriteVgprInOrder).
- LDS after LDS-DMA: any LDS access (a `ds_*` that touches memory) while an LDS-DMA load is
  pending on vmcnt (asm has no alias scopes: every LDS-DMA is one slot, LLVM's FIRST_LDS_VGPR).
- A `flat_*` pending (VMEM and LDS both) forces the wait to 0 on both counters.

The needed count is LLVM's: the number of operations issued after the producer on that counter
(capped at the counter's maximum - 1), or 0 where the counter is out of order. An `s_waitcnt`
raises the lower bound as LLVM's applyWaitcnt does (a non-zero count on an out-of-order counter
guarantees nothing). Blocks are joined as LLVM's WaitcntBrackets::merge does: the pending count
is the larger, and each register keeps the producer closest to the newest (the smaller distance),
over loop back edges until nothing changes.

After a finding the wait LLVM would insert there is applied, so one missing wait is one finding.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from asmscope.model import CLASS_UNITS, Category, ControlFlowGraph, Instruction, Kernel

VM, LGKM, EXP = 0, 1, 2
COUNTERS = ("vmcnt", "lgkmcnt", "expcnt")
# gfx9 (gfx942, gfx950): s_waitcnt's fields are 6, 4 and 3 bits wide
MAX_COUNT = (63, 15, 7)

# event bits (LLVM's WaitEventType, the ones gfx9 has)
E_VMEM, E_LDS, E_SMEM, E_MSG, E_GDS, E_EXP = 1, 2, 4, 8, 16, 32
_EVENTS_OF = (E_VMEM, E_LDS | E_SMEM | E_MSG | E_GDS, E_EXP | E_GDS)

# LDS written by an LDS-DMA load, as a register unit: unit 63 is the last of the `scc` class's
# sixteen (model.SPECIAL_CLASSES), which no register reaches; keeping it low keeps the masks small
LDS_UNIT = 1 << 63
_VECTOR = CLASS_UNITS["vgpr"] | CLASS_UNITS["agpr"]
_SCALAR = ~_VECTOR & ~LDS_UNIT

# kinds of instruction (what it does to the counters)
K_NONE, K_VMEM_LOAD, K_VMEM_STORE, K_LDS_DMA, K_FLAT, K_DS, K_DS_NOMEM, K_SMEM, K_MSG, K_WAIT, K_EXP = range(11)
_DS_NO_MEMORY = ("ds_bpermute", "ds_permute", "ds_swizzle", "ds_nop")


_KIND_CACHE: dict[str, int] = {}  # mnemonic -> kind, for the mnemonics whose modifiers do not matter


def kind_of(ins: Instruction) -> int:
    """What `ins` does to the counters (one of the K_ constants)."""
    got = _KIND_CACHE.get(ins.mnemonic)
    if got is not None:
        return got
    kind = _kind_of(ins)
    m = ins.mnemonic
    if not (
        m.startswith(("buffer_load", "global_load", "scratch_load")) and kind in (K_LDS_DMA, K_VMEM_LOAD, K_VMEM_STORE)
    ):
        _KIND_CACHE[m] = kind
    return kind


def _kind_of(ins: Instruction) -> int:
    m = ins.mnemonic
    cat = ins.category
    if cat is Category.WAIT:
        return K_WAIT if m == "s_waitcnt" else K_NONE
    if cat is Category.LDS or m.startswith("ds_"):
        if m.startswith(_DS_NO_MEMORY):
            return K_DS_NOMEM
        return K_DS
    if m.startswith(("buffer_", "global_", "scratch_", "flat_")):
        if "_lds_" in m or m.endswith("_lds") or any(mod.name == "lds" for mod in ins.modifiers):
            return K_LDS_DMA
        if m.startswith("flat_"):
            return K_FLAT
        return K_VMEM_LOAD if ins.defs else K_VMEM_STORE
    if cat is Category.SMEM or m.startswith(("s_load_", "s_buffer_", "s_store_", "s_atomic_", "s_scratch_")):
        return K_SMEM
    if m in ("s_memtime", "s_memrealtime", "s_dcache_wb", "s_dcache_inv", "s_dcache_wb_vol", "s_dcache_inv_vol"):
        return K_SMEM
    if m.startswith("s_sendmsg"):
        return K_MSG
    if m.startswith("exp"):
        return K_EXP
    return K_NONE


_WAIT_CACHE: dict[object, tuple[int, int, int]] = {}


def wait_counts(ins: Instruction) -> tuple[int, int, int]:
    """The counts of an `s_waitcnt` (a counter it does not name: its maximum, no wait)."""
    key = ins.modifiers or ins.operands
    got = _WAIT_CACHE.get(key)
    if got is None:
        got = _WAIT_CACHE[key] = _wait_counts(ins)
    return got


def _wait_counts(ins: Instruction) -> tuple[int, int, int]:
    vm, lgkm, exp = MAX_COUNT
    named = False
    for mod in ins.modifiers:
        if mod.value is None:
            continue
        value = int(mod.value)
        if mod.name == "vmcnt":
            vm, named = value, True
        elif mod.name == "lgkmcnt":
            lgkm, named = value, True
        elif mod.name == "expcnt":
            exp, named = value, True
    if not named:
        for op in ins.operands:  # `s_waitcnt 0`, or the encoded immediate
            if isinstance(op.value, int):
                imm = op.value
                return ((imm & 0xF) | ((imm >> 14) & 3) << 4, (imm >> 8) & 0xF, (imm >> 4) & 7)
    return vm, lgkm, exp


def format_wait(counts: dict[int, int]) -> str:
    return "s_waitcnt " + " ".join(f"{COUNTERS[c]}({n})" for c, n in sorted(counts.items()))


@dataclass(frozen=True, slots=True)
class WaitFinding:
    """One instruction that needs a wait no `s_waitcnt` before it gives."""

    index: int  # the instruction that must wait
    access: str  # "read" (RAW), "overwrite" (WAW) or "lds" (an LDS access after LDS-DMA)
    counter: int  # VM, LGKM or EXP
    producer: int  # index of the memory instruction not yet complete
    units: int  # the register units concerned
    outstanding: int  # operations in flight on the counter there
    needed: int  # the count that covers it (LLVM's)
    llvm: str  # the s_waitcnt LLVM inserts before this instruction (all its counters)

    @property
    def wait(self) -> str:
        return f"{COUNTERS[self.counter]}({self.needed})"


class _Counter:
    """One counter's bracket: scores run from lb (completed) to ub (the newest); ops maps each
    pending producer's instruction index to (score, the units it writes)."""

    __slots__ = ("events", "flat", "lb", "mask", "ops", "ub")

    def __init__(self) -> None:
        self.ub = self.lb = self.flat = 0
        self.events = 0
        self.ops: dict[int, tuple[int, int]] = {}
        self.mask = 0

    def copy(self) -> _Counter:
        c = _Counter.__new__(_Counter)
        c.ub, c.lb, c.flat, c.events, c.ops, c.mask = (
            self.ub,
            self.lb,
            self.flat,
            self.events,
            dict(self.ops),
            self.mask,
        )
        return c

    def key(self) -> tuple:
        ub = self.ub
        return (
            min(ub - self.lb, 64),
            self.events,
            ub - self.flat if self.flat > self.lb else -1,
            frozenset((i, ub - s, m) for i, (s, m) in self.ops.items()),
        )

    def apply(self, count: int, out_of_order: bool) -> None:
        if count >= self.ub - self.lb:
            return
        if count:
            if out_of_order:
                return
            self.lb = self.ub - count
        else:
            self.lb = self.ub
            self.events = 0
        lb = self.lb
        ops = {i: sm for i, sm in self.ops.items() if sm[0] > lb}
        mask = 0
        for _, m in ops.values():
            mask |= m
        self.ops, self.mask = ops, mask


def _merge(a: _Counter, b: _Counter) -> _Counter:
    """LLVM's merge: pending = the larger; each producer keeps its smaller distance to the newest."""
    out = _Counter()
    pa, pb = a.ub - a.lb, b.ub - b.lb
    out.lb = 0
    out.ub = ub = max(pa, pb)
    out.events = a.events | b.events
    fa = ub - (a.ub - a.flat) if a.flat > a.lb else 0
    fb = ub - (b.ub - b.flat) if b.flat > b.lb else 0
    out.flat = max(fa, fb)
    ops: dict[int, tuple[int, int]] = {}
    for c in (a, b):
        shift = ub - c.ub
        for i, (s, m) in c.ops.items():
            s += shift
            old = ops.get(i)
            if old is None or old[0] < s:
                ops[i] = (s, m)
    out.ops = ops
    out.mask = a.mask | b.mask
    return out


def _out_of_order(c: _Counter, counter: int, flat_pending: bool) -> bool:
    if counter != EXP and flat_pending:
        return True
    ev = c.events
    if counter == LGKM and ev & E_SMEM:
        return True
    return bool(ev & (ev - 1))  # more than one event type


class _State:
    __slots__ = ("c",)

    def __init__(self, c: list[_Counter] | None = None) -> None:
        self.c = c if c is not None else [_Counter(), _Counter(), _Counter()]

    def copy(self) -> _State:
        return _State([x.copy() for x in self.c])

    def empty(self) -> bool:
        return not any(x.ub > x.lb or x.events for x in self.c)

    def key(self) -> tuple:
        return tuple(x.key() for x in self.c)


def _flat_pending(st: _State) -> bool:
    vm, lgkm = st.c[VM], st.c[LGKM]
    return (vm.lb < vm.flat <= vm.ub) or (lgkm.lb < lgkm.flat <= lgkm.ub)


def _needs(
    st: _State, index: int, ins: Instruction, kind: int, uses: int, defs: int, out: list | None
) -> dict[int, int]:
    """The wait LLVM requires before `ins` ({counter: count}); with `out`, each need appended as a
    WaitFinding-like tuple (access, counter, producer, units, outstanding, needed)."""
    need: dict[int, int] = {}
    flat = None
    checks: list[tuple[str, int, int]] = []
    vm, lgkm, exp = st.c
    if uses:
        if vm.mask & uses & _VECTOR:
            checks.append(("read", VM, uses & _VECTOR))
        if lgkm.mask & uses:
            checks.append(("read", LGKM, uses))
    if defs:
        if vm.mask & defs & _VECTOR and kind != K_VMEM_LOAD:
            checks.append(("overwrite", VM, defs & _VECTOR))
        if lgkm.mask & defs:
            checks.append(("overwrite", LGKM, defs))
        if exp.mask & defs & _VECTOR:
            checks.append(("overwrite", EXP, defs & _VECTOR))
    if kind == K_DS and vm.mask & LDS_UNIT:
        checks.append(("lds", VM, LDS_UNIT))
    for access, counter, units in checks:
        c = st.c[counter]
        best = -1
        producer = -1
        for i, (s, m) in c.ops.items():
            if m & units and s > best:
                best, producer = s, i
        if best <= c.lb:
            continue
        if flat is None:
            flat = _flat_pending(st)
        if _out_of_order(c, counter, flat):
            n = 0
        else:
            n = min(c.ub - best, MAX_COUNT[counter] - 1)
        if counter not in need or n < need[counter]:
            need[counter] = n
        if out is not None:
            out.append((access, counter, producer, c.ops[producer][1] & units, c.ub - c.lb, n))
    return need


def _apply_wait(st: _State, counts: Sequence[int] | dict[int, int]) -> None:
    """LLVM's applyWaitcnt: a non-zero count on a counter with mixed or scalar events guarantees
    nothing (a pending flat operation does not enter here: it only forces the count it needs)."""
    items = counts.items() if isinstance(counts, dict) else enumerate(counts)
    for counter, n in items:
        c = st.c[counter]
        if n < c.ub - c.lb:
            c.apply(n, _out_of_order(c, counter, False))


def _issue(st: _State, index: int, kind: int, defs: int) -> None:
    """`ins` issued: the counters it increments, and what it writes under them."""
    if kind in (K_VMEM_LOAD, K_VMEM_STORE, K_LDS_DMA, K_FLAT):
        c = st.c[VM]
        c.ub += 1
        c.events |= E_VMEM
        written = LDS_UNIT if kind == K_LDS_DMA else defs & _VECTOR
        if written:
            c.ops[index] = (c.ub, written)
            c.mask |= written
        if kind == K_FLAT:
            c.flat = c.ub
            d = st.c[LGKM]
            d.ub += 1
            d.events |= E_LDS
            d.flat = d.ub
            if written:
                d.ops[index] = (d.ub, written)
                d.mask |= written
    elif kind in (K_DS, K_DS_NOMEM):
        c = st.c[LGKM]
        c.ub += 1
        c.events |= E_LDS
        if defs:
            c.ops[index] = (c.ub, defs)
            c.mask |= defs
    elif kind == K_SMEM:
        c = st.c[LGKM]
        c.ub += 1
        c.events |= E_SMEM
        if defs:
            c.ops[index] = (c.ub, defs & _SCALAR)
            c.mask |= defs & _SCALAR
    elif kind == K_MSG:
        c = st.c[LGKM]
        c.ub += 1
        c.events |= E_MSG
    elif kind == K_EXP:
        c = st.c[EXP]
        c.ub += 1
        c.events |= E_EXP


def find_missing_waits(
    kernel: Kernel,
    cfg: ControlFlowGraph,
    use_masks: list[int | None] | None = None,
    def_masks: list[int | None] | None = None,
    by_mnemonic: dict[str, list[int]] | None = None,
) -> list[WaitFinding]:
    """Every instruction that reads or overwrites what a memory instruction may still write,
    with no `s_waitcnt` before it that covers it (see the module's doc). `use_masks`,
    `def_masks`: per instruction the units of its uses / defs where known (None where not), the
    hazard walker's (hazards.Flow), filled in here as needed; `by_mnemonic`: the instruction
    indices of each mnemonic, where the caller has them."""
    instructions = kernel.instructions
    blocks = cfg.blocks
    nb = len(blocks)
    n = len(instructions)
    if not nb:
        return []
    if by_mnemonic is None:
        kinds = [kind_of(ins) for ins in instructions]
    else:  # one look-up per mnemonic (per instruction only where its modifiers decide)
        kinds = [K_NONE] * n
        for mnemonic, at in by_mnemonic.items():
            if not at:
                continue
            k = kind_of(instructions[at[0]])
            if mnemonic in _KIND_CACHE:
                if k:
                    for i in at:
                        kinds[i] = k
            else:
                for i in at:
                    kinds[i] = kind_of(instructions[i])
    # blocks with nothing to do with the counters pass a state on unchanged where none of their
    # registers is pending
    active = [any(kinds[b.start : b.end]) for b in blocks]
    if not any(active):
        return []
    uses_of = use_masks if use_masks is not None else [None] * n
    defs_of = def_masks if def_masks is not None else [None] * n

    def fill(lo: int, hi: int) -> None:
        for i in range(lo, hi):
            if uses_of[i] is None:
                u = 0
                for r in instructions[i].uses:
                    u |= r.units
                uses_of[i] = u
            if defs_of[i] is None:
                d = 0
                for r in instructions[i].defs:
                    d |= r.units
                defs_of[i] = d

    touched: list[int | None] = [None] * nb
    filled = [False] * nb

    def touch(b: int) -> int:
        t = touched[b]
        if t is None:
            lo, hi = blocks[b].start, blocks[b].end
            if not filled[b]:
                fill(lo, hi)
                filled[b] = True
            t = 0
            for i in range(lo, hi):
                t |= uses_of[i] | defs_of[i]  # type: ignore[operator]
            touched[b] = t
        return t

    found: list[list[WaitFinding] | None] = [None] * nb

    def run(b: int, st: _State) -> _State:
        block = blocks[b]
        lo, hi = block.start, block.end
        if not active[b]:
            pending = st.c[VM].mask | st.c[LGKM].mask | st.c[EXP].mask
            if not pending or not (touch(b) & pending):
                found[b] = None
                return st
        out: list[WaitFinding] = []
        st = st.copy()
        c = st.c
        pending = c[VM].mask | c[LGKM].mask | c[EXP].mask
        for i in range(lo, hi):
            kind = kinds[i]
            if kind == K_WAIT:
                _apply_wait(st, wait_counts(instructions[i]))
                pending = c[VM].mask | c[LGKM].mask | c[EXP].mask
                continue
            if not pending and not kind:
                continue
            uses, defs = uses_of[i], defs_of[i]
            if uses is None or defs is None:
                fill(i, i + 1)
                uses, defs = uses_of[i], defs_of[i]
            if kind == K_LDS_DMA:  # the parser may name the address of `global_load_lds_*` a def
                uses, defs = uses | defs, 0  # type: ignore[operator]
            if pending & (uses | defs) or (kind == K_DS and pending & LDS_UNIT):  # type: ignore[operator]
                raw: list = []
                need = _needs(st, i, instructions[i], kind, uses, defs, raw)  # type: ignore[arg-type]
                if need:
                    llvm = format_wait(need)
                    seen = set()
                    for access, counter, producer, units, outstanding, count in raw:
                        if (access, counter, producer) not in seen:
                            seen.add((access, counter, producer))
                            out.append(WaitFinding(i, access, counter, producer, units, outstanding, count, llvm))
                    _apply_wait(st, need)
                    pending = c[VM].mask | c[LGKM].mask | c[EXP].mask
            if kind:
                _issue(st, i, kind, defs)  # type: ignore[arg-type]
                pending = c[VM].mask | c[LGKM].mask | c[EXP].mask
        found[b] = out or None
        return st

    # forward dataflow in reverse post-order until the block entries settle; a block's findings
    # are those of its last run (from the settled entry)
    order = _rpo(blocks)
    entry: list[_State | None] = [None] * nb
    entry[0] = _State()
    dirty = [False] * nb
    dirty[0] = True
    changed = True
    rounds = 0
    while changed and rounds < 50:
        changed = False
        rounds += 1
        for b in order:
            if not dirty[b]:
                continue
            dirty[b] = False
            out_state = run(b, entry[b])  # type: ignore[arg-type]
            for s in blocks[b].successors:
                old = entry[s]
                if old is None:
                    entry[s] = out_state
                else:
                    new = _merge_state(old, out_state)
                    if new is old or new.key() == old.key():
                        continue
                    entry[s] = new
                dirty[s] = True
                changed = True
    findings = [f for b in order for f in (found[b] or ())]
    findings.sort(key=lambda f: (f.index, f.counter))
    return findings


def _merge_state(a: _State, b: _State) -> _State:
    if b.empty():
        return a
    if a.empty():
        return b
    return _State([_merge(x, y) for x, y in zip(a.c, b.c)])


def _rpo(blocks: Sequence) -> list[int]:
    seen = [False] * len(blocks)
    order: list[int] = []
    stack = [(0, 0)]
    seen[0] = True
    while stack:
        node, child = stack[-1]
        succ = blocks[node].successors
        if child < len(succ):
            stack[-1] = (node, child + 1)
            nxt = succ[child]
            if not seen[nxt]:
                seen[nxt] = True
                stack.append((nxt, 0))
        else:
            stack.pop()
            order.append(node)
    return order[::-1]
