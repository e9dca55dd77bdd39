"""The typed model of an AMDGCN module: what the parser hands to analysis, rules and reports.

Every record is a frozen dataclass; nothing here knows how it was parsed or how it is checked.
Registers and operands are interned by the parser (the same text gives the same object), which
is safe because every record is immutable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class RegKind(str, Enum):
    """Register files of a CDNA wave (amdgpu.md, "Register file")."""

    VGPR = "v"
    SGPR = "s"
    AGPR = "a"
    TTMP = "ttmp"
    SPECIAL = "special"  # vcc, exec, m0, scc, flat_scratch, ...; NVIDIA's RZ, URZ, PT, UPT, SR_*
    # NVIDIA SASS (nvidia.md): per-thread registers R0..R254, uniform registers UR0..UR62,
    # predicates P0..P6 and uniform predicates UP0..UP6
    NV_R = "R"
    NV_UR = "UR"
    NV_P = "P"
    NV_UP = "UP"


class Category(str, Enum):
    """Instruction classes used by histograms, def/use and hazard rules (amdgpu.md, "Categories")."""

    SALU = "salu"
    SMEM = "smem"
    VALU = "valu"
    MFMA = "mfma"
    AGPR_MOVE = "agpr_move"
    VMEM_BUFFER = "vmem_buffer"
    VMEM_GLOBAL = "vmem_global"
    LDS = "lds"
    BRANCH = "branch"
    WAIT = "wait"
    NOP = "nop"
    END = "end"
    UNKNOWN = "unknown"
    # NVIDIA SASS (asmscope.isa.sass.instructions); branch, end, nop and unknown are shared with AMD
    ALU = "alu"  # per-thread integer, float, conversion, move, shuffle
    UNIFORM = "uniform"  # the uniform datapath (U* opcodes: one value per warp)
    TENSOR_CORE = "tensor_core"  # HMMA, HGMMA, QGMMA, IGMMA, UTC*MMA
    GLOBAL_MEMORY = "global_memory"  # LDG, STG, LDGSTS, ATOMG, RED
    SHARED_MEMORY = "shared_memory"  # LDS, STS, LDSM, STSM, ATOMS
    LOCAL_MEMORY = "local_memory"  # LDL, STL: spills and local arrays
    CONSTANT_MEMORY = "constant_memory"  # LDC, ULDC
    TENSOR_MEMORY = "tensor_memory"  # sm_100 tensor memory: LDTM, STTM, UTCBAR, UTCATOMSWS
    TMA = "tma"  # UTMALDG, UTMASTG, UBLKCP, UTMAPF
    SYNC = "sync"  # BAR, WARPGROUP, DEPBAR, SYNCS, MEMBAR, FENCE, WARPSYNC

    @property
    def is_vmem(self) -> bool:
        return self in (Category.VMEM_BUFFER, Category.VMEM_GLOBAL)


@dataclass(frozen=True, slots=True)
class Register:
    """A contiguous register range of one kind: `v[0:3]` is VGPR 0..3, `v7` is 7..7.

    Special registers (vcc, exec, m0, ...) have kind SPECIAL, `name` set and first=last=0;
    register pairs such as `vcc` cover `vcc_lo` and `vcc_hi` via `special_parts`.
    `units` are the 32-bit registers it covers as a bitmask (`register_units`): two registers
    overlap when their units do.
    """

    kind: RegKind
    first: int
    last: int
    name: str = ""
    units: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "units", register_units(self.kind, self.first, self.last, self.name))

    def __reduce__(self) -> tuple[object, ...]:
        # special registers' units are numbered per process: computed again where unpickled
        return (Register, (self.kind, self.first, self.last, self.name))

    @property
    def count(self) -> int:
        return self.last - self.first + 1

    def overlaps(self, other: Register) -> bool:
        if self.kind is not other.kind:
            return False
        if self.kind is RegKind.SPECIAL:
            return bool(set(special_parts(self.name)) & set(special_parts(other.name)))
        return self.first <= other.last and other.first <= self.last

    def __str__(self) -> str:
        if self.kind is RegKind.SPECIAL:
            return self.name
        if self.first == self.last:
            return f"{self.kind.value}{self.first}"
        return f"{self.kind.value}[{self.first}:{self.last}]"


# ----------------------------------------------------------------------------------------------
# Register units: a register as a bitmask of the 32-bit registers it covers (bit i = one unit,
# as LLVM's register units), so that overlap, union and partial kills are single integer
# operations. Each register class (SPECIAL_CLASSES, then vgpr, agpr, sgpr) owns a fixed range
# of units, so keeping only some classes is an AND with a constant mask (CLASS_UNITS).
# ----------------------------------------------------------------------------------------------

# The special classes come first, at the low units, then SGPRs, VGPRs, AGPRs, trap temporaries
# and the other special registers, unbounded. A Python int costs in proportion to its highest
# bit, and most masks are a VALU's (VGPRs, SGPRs, exec): this order keeps those below bit 448.
# A special register's units are handed out in the order the process first meets its parts.
SPECIAL_CLASSES = ("vcc", "exec", "m0", "scc")
_SPECIAL_SPAN = 16
_SPECIAL_BASE = {c: k * _SPECIAL_SPAN for k, c in enumerate(SPECIAL_CLASSES)}
# units per register file (at least the addressable registers, isa.REGISTER_LIMITS)
KIND_SPAN = {
    RegKind.SGPR: 128,
    RegKind.VGPR: 256,
    RegKind.AGPR: 256,
    RegKind.TTMP: 16,
    RegKind.NV_R: 255,
    RegKind.NV_UR: 255,  # sm_100 and later: UR0..UR254 (sm_90: UR0..UR62, isa_nvidia.uniform_registers)
    RegKind.NV_P: 7,
    RegKind.NV_UP: 7,
}
_KIND_BASE: dict[RegKind, int] = {}
_base = len(SPECIAL_CLASSES) * _SPECIAL_SPAN
for _kind, _span in KIND_SPAN.items():
    _KIND_BASE[_kind], _base = _base, _base + _span
_OTHER_BASE = _base
_SPECIAL_UNITS: dict[str, int] = {}  # part name -> unit
_SPECIAL_COUNTS: dict[str, int] = {}  # class -> units handed out


def _range(base: int, size: int) -> int:
    return ((1 << size) - 1) << base


CLASS_UNITS: dict[str, int] = {
    "vgpr": _range(_KIND_BASE[RegKind.VGPR], KIND_SPAN[RegKind.VGPR]),
    "agpr": _range(_KIND_BASE[RegKind.AGPR], KIND_SPAN[RegKind.AGPR]),
    "sgpr": _range(_KIND_BASE[RegKind.SGPR], KIND_SPAN[RegKind.SGPR]),
    **{c: _range(base, _SPECIAL_SPAN) for c, base in _SPECIAL_BASE.items()},
}


def special_class(name: str) -> str:
    """The class of a special register (or of one of its parts): its name's prefix among
    SPECIAL_CLASSES (vcc -> vcc_lo, vcc_hi), else "other"."""
    return next((c for c in SPECIAL_CLASSES if name.startswith(c)), "other")


def _special_unit(part: str) -> int:
    unit = _SPECIAL_UNITS.get(part)
    if unit is None:
        cls = special_class(part)
        taken = _SPECIAL_COUNTS.get(cls, 0)
        if cls != "other" and taken >= _SPECIAL_SPAN:
            raise ValueError(f"more than {_SPECIAL_SPAN} special registers of class {cls!r}")
        _SPECIAL_COUNTS[cls] = taken + 1
        unit = _SPECIAL_UNITS[part] = _SPECIAL_BASE.get(cls, _OTHER_BASE) + taken
    return unit


def register_units(kind: RegKind, first: int, last: int, name: str = "") -> int:
    """The units of a register (never 0); ValueError past its register file's KIND_SPAN (the
    parser rejects such registers first)."""
    if kind is RegKind.SPECIAL:
        mask = 0
        for part in special_parts(name):
            mask |= 1 << _special_unit(part)
        return mask
    if not 0 <= first <= last < KIND_SPAN[kind]:
        top = f"{kind.value}{KIND_SPAN[kind] - 1}"
        raise ValueError(f"register {kind.value}[{first}:{last}] is outside {kind.value}0..{top}")
    return _range(_KIND_BASE[kind] + first, last - first + 1)


_SPECIAL_PARTS: dict[str, tuple[str, ...]] = {
    "vcc": ("vcc_lo", "vcc_hi"),
    "exec": ("exec_lo", "exec_hi"),
    "flat_scratch": ("flat_scratch_lo", "flat_scratch_hi"),
    "xnack_mask": ("xnack_mask_lo", "xnack_mask_hi"),
}


def special_parts(name: str) -> tuple[str, ...]:
    """The 32-bit halves a special register name covers (`vcc` -> vcc_lo, vcc_hi)."""
    return _SPECIAL_PARTS.get(name, (name,))


class OperandKind(str, Enum):
    REGISTER = "register"
    IMMEDIATE = "immediate"  # integer or float literal, or a symbolic expression
    LABEL = "label"  # branch target
    OFF = "off"  # the `off` placeholder of global/scratch/buffer address operands
    MEMORY = "memory"  # SASS address operand: [R2.64+UR4+0x10], desc[UR4][R2.64], tmem[UR8]
    CONSTANT = "constant"  # SASS constant-bank operand: c[0x0][0x28]


@dataclass(frozen=True, slots=True)
class Operand:
    """One comma-separated operand as written, e.g. `v[0:3]`, `-|v5|`, `0x4f7ffffe`, `.LBB0_3`."""

    text: str
    kind: OperandKind
    register: Register | None = None
    value: int | float | str | None = None  # literal value, or label name / symbolic expression
    source_modifiers: tuple[str, ...] = ()  # "neg", "abs", "sext"; SASS also "not", "reuse"
    address: tuple[Register, ...] = ()  # registers a SASS memory or constant operand reads


@dataclass(frozen=True, slots=True)
class Modifier:
    """A trailing instruction modifier: `offset:16` -> (offset, "16"); the flag `offen` -> (offen, None)."""

    name: str
    value: str | None = None


@dataclass(frozen=True, slots=True)
class SourceLoc:
    """A Python source position from the `.loc` directive that precedes an instruction."""

    file: str
    line: int
    column: int
    # For a position in installed code (Triton's own `standard.py`, ...) inlined into the user's:
    # the innermost user frame of LLVM's inlining chain (`; standard.py:43:19 @[ gemm.py:493:19 ]`).
    # Not part of the position's identity: `inspect --by-line` still groups by the line itself.
    user_frame: SourceLoc | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclass(frozen=True, slots=True)
class Instruction:
    """One machine instruction.

    `mnemonic` is the full spelling (`v_add_u32_e32`), `base` drops the encoding suffix
    (`v_add_u32`) and `encoding` keeps it (`e32`, `e64`, `sdwa`, `dpp`, or "").
    `defs` / `uses` are the registers written / read, from the def/use table in `isa`.
    """

    index: int  # position in its kernel's instruction list
    mnemonic: str
    base: str
    encoding: str
    category: Category
    operands: tuple[Operand, ...]
    modifiers: tuple[Modifier, ...]
    defs: tuple[Register, ...]
    uses: tuple[Register, ...]
    line: int  # 1-based line in the asm file
    loc: SourceLoc | None
    guard: Operand | None = None  # SASS guard predicate: `@!P0 BRA ...` runs where P0 is false

    def modifier(self, name: str) -> Modifier | None:
        for mod in self.modifiers:
            if mod.name == name:
                return mod
        return None

    def has_flag(self, name: str) -> bool:
        return self.modifier(name) is not None

    @property
    def text(self) -> str:
        """The instruction re-rendered from its parts (whitespace normalised)."""
        # (lists, not generators, for join: a finding renders its instruction, and AS001 can
        # fire at every store of hand-written asm)
        ops = ", ".join([op.text for op in self.operands])
        mods = " ".join([_render_modifier(m) for m in self.modifiers]) if self.modifiers else ""
        guard = f"@{self.guard.text}" if self.guard is not None else ""
        return " ".join(filter(None, (guard, self.mnemonic, ops, mods)))


_COUNTERS = frozenset({"vmcnt", "lgkmcnt", "expcnt", "vscnt"})


def _render_modifier(mod: Modifier) -> str:
    if mod.value is None:
        return mod.name
    if mod.name in _COUNTERS:  # s_waitcnt vmcnt(0) lgkmcnt(3)
        return f"{mod.name}({mod.value})"
    return f"{mod.name}:{mod.value}"


@dataclass(frozen=True, slots=True)
class Label:
    name: str
    line: int
    index: int  # index of the first instruction after the label (== len(instructions) at the end)
    loop_header_comment: int | None = None  # Depth from LLVM's `; =>This Inner Loop Header: Depth=N`
    # whether that comment says `Inner` (MachineLoop::isInnermost: no loop nested in it); None without one
    loop_inner_comment: bool | None = None


@dataclass(frozen=True, slots=True)
class Resources:
    """Kernel resource usage, from LLVM's comments, `.amdhsa_*` directives and the metadata block.

    `None` means the input did not say (hand-written asm often has no metadata).
    `total_vgpr` is the unified count (amdgpu.md: alignTo(vgpr, 4) + agpr when AGPRs are used).
    `occupancy` is LLVM's own `; Occupancy:` answer (waves per SIMD).
    """

    vgpr: int | None = None
    agpr: int | None = None
    total_vgpr: int | None = None
    sgpr: int | None = None
    vgpr_spill: int | None = None
    sgpr_spill: int | None = None
    scratch_bytes: int | None = None
    lds_bytes: int | None = None
    accum_offset: int | None = None
    occupancy: int | None = None
    wavefront_size: int | None = None
    max_flat_workgroup_size: int | None = None
    # LLVM's NumVGPRsForWavesPerEU / NumSGPRsForWavesPerEU: the counts its occupancy is computed
    # from, raised to what a `waves_per_eu` request leaves each wave
    vgpr_for_waves: int | None = None
    sgpr_for_waves: int | None = None
    # NVIDIA (nvidia.md): registers per thread (cuobjdump REG); the stack frame is
    # scratch_bytes (STACK), static shared memory lds_bytes (SHARED); the bytes the code's LDL/STL
    # spill; the dynamic shared memory a Triton launch adds (metadata `shared`)
    registers: int | None = None
    spill_store_bytes: int | None = None
    spill_load_bytes: int | None = None
    launch_shared_bytes: int | None = None


@dataclass(frozen=True, slots=True)
class Kernel:
    name: str
    instructions: tuple[Instruction, ...]
    labels: tuple[Label, ...]
    resources: Resources
    first_line: int
    last_line: int
    # byte address of each instruction where the input says (llvm-objdump listings of code
    # objects); empty for assembly text
    addresses: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """A non-fatal parser remark, e.g. a mnemonic missing from the category tables."""

    line: int
    column: int
    message: str


@dataclass(frozen=True, slots=True)
class Module:
    """One parsed assembly file."""

    path: str
    target: str | None  # "gfx950" from `.amdgcn_target "amdgcn-amd-amdhsa--gfx950"`, or None
    kernels: tuple[Kernel, ...]
    source_files: tuple[tuple[int, str], ...]  # `.file N "dir" "name"` -> (N, "dir/name")
    line_count: int
    warnings: tuple[Diagnostic, ...] = ()
    # the target ID's features, `gfx942:sramecc+:xnack-` -> ("sramecc+", "xnack-"): from
    # `.amdgcn_target`, else the metadata's `amdhsa.target` (code objects); () where it names none
    features: tuple[str, ...] = ()

    def kernel(self, name: str) -> Kernel:
        for k in self.kernels:
            if k.name == name:
                return k
        raise KeyError(name)


# ----------------------------------------------------------------------------------------------
# Analysis records (built by `asmscope.analysis` from a Kernel)
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BasicBlock:
    id: int
    label: str | None
    start: int  # first instruction index (inclusive)
    end: int  # last instruction index (exclusive)
    successors: tuple[int, ...]
    predecessors: tuple[int, ...]
    loop_depth: int  # 0 outside loops


@dataclass(frozen=True, slots=True)
class Loop:
    header: int  # block id
    blocks: frozenset[int]
    latches: tuple[int, ...]  # blocks with a back edge to the header
    depth: int  # 1 for outermost
    parent: int | None  # header block id of the enclosing loop
    is_innermost: bool


@dataclass(frozen=True, slots=True)
class ControlFlowGraph:
    blocks: tuple[BasicBlock, ...]
    loops: tuple[Loop, ...]
    block_of: tuple[int, ...] = field(repr=False)  # instruction index -> block id

    def loop_instructions(self, loop: Loop) -> list[int]:
        return [i for b in sorted(loop.blocks) for i in range(self.blocks[b].start, self.blocks[b].end)]
