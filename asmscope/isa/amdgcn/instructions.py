"""AMDGCN instruction-set facts for gfx942 (CDNA3) and gfx950 (CDNA4) as data.

* which mnemonics a target knows (`is_known_mnemonic`; the table is generated from LLVM's own
  assembler by tests/fixtures/regen_mnemonics.py),
* the encoding suffix (`split_encoding`: `v_add_u32_e32` -> `v_add_u32`, `e32`),
* the category of an instruction (`category_of`, amdgpu.md "Categories"),
* which operands an instruction reads and writes (`operand_roles` + `defs_and_uses`, amdgpu.md
  "Operand order"), including the implicit EXEC/VCC/SCC/M0 traffic LLVM models as implicit
  operands in SIInstrInfo,
* the MFMA shapes, pass counts and XDL class per target (`mfma_info`; the table is generated from
  llvm-mc, llvm-mca and llc by tests/fixtures/regen_mfma.py).

Nothing here knows how assembly is parsed; the parser and the rules both read these tables.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from asmscope.isa.amdgcn import mfma as isa_mfma
from asmscope.isa.amdgcn import mnemonics as isa_mnemonics
from asmscope.model import Category, Instruction, Modifier, Operand, Register, RegKind
from asmscope.targets import AMD_TARGETS

TARGETS: tuple[str, ...] = AMD_TARGETS

# ----------------------------------------------------------------------------------------------
# Mnemonics and encodings
# ----------------------------------------------------------------------------------------------

# The MFMA table adds the legacy MFMA/SMFMAC aliases (v_smfmac_f32_16x16x32f16) the mnemonic scan misses.
_KNOWN: dict[str, frozenset[str]] = {
    "gfx942": isa_mnemonics.COMMON | isa_mnemonics.ONLY_GFX942 | frozenset(isa_mfma.OPCODES["gfx942"]),
    "gfx950": isa_mnemonics.COMMON | isa_mnemonics.ONLY_GFX950 | frozenset(isa_mfma.OPCODES["gfx950"]),
}
_KNOWN_ANY: frozenset[str] = frozenset().union(*_KNOWN.values())

# Longest first: `_e64_dpp` must win over `_dpp`. LLVM prints the suffix whenever the encoding
# is not the default one (AMDGPUInstPrinter), so `v_add_u32_e32` and `v_add_u32` are one opcode.
_ENCODING_SUFFIXES: tuple[tuple[str, str], ...] = (
    ("_e64_dpp", "e64_dpp"),
    ("_e32", "e32"),
    ("_e64", "e64"),
    ("_sdwa", "sdwa"),
    ("_dpp", "dpp"),
)


def split_encoding(mnemonic: str) -> tuple[str, str]:
    """`v_add_u32_e32` -> (`v_add_u32`, `e32`); a mnemonic without a suffix -> (mnemonic, "")."""
    for suffix, name in _ENCODING_SUFFIXES:
        if mnemonic.endswith(suffix):
            return mnemonic[: -len(suffix)], name
    return mnemonic, ""


def known_mnemonics(target: str) -> frozenset[str]:
    """Every mnemonic LLVM's assembler knows for `target` (without encoding suffixes); empty for
    a target this table does not cover."""
    return _KNOWN.get(target, frozenset())


def is_known_mnemonic(mnemonic: str, target: str | None = None) -> bool:
    """Whether LLVM's assembler knows the mnemonic for `target` (any supported target if None)."""
    known = _KNOWN.get(target or "", _KNOWN_ANY)
    return mnemonic in known or split_encoding(mnemonic)[0] in known


# ----------------------------------------------------------------------------------------------
# Categories
# ----------------------------------------------------------------------------------------------

# Checked in order; the first matching prefix decides (amdgpu.md "Categories").
_CATEGORY_PREFIXES: tuple[tuple[tuple[str, ...], Category], ...] = (
    (("v_mfma", "v_smfmac"), Category.MFMA),
    (("v_accvgpr_",), Category.AGPR_MOVE),
    (("v_",), Category.VALU),
    (("buffer_", "tbuffer_", "image_"), Category.VMEM_BUFFER),  # resource-descriptor addressed
    (("global_", "flat_", "scratch_"), Category.VMEM_GLOBAL),
    (("ds_",), Category.LDS),
    (
        (
            "s_load",
            "s_buffer_load",
            "s_store",
            "s_buffer_store",
            "s_scratch_",
            "s_atomic",
            "s_buffer_atomic",
            "s_dcache_",
            "s_memtime",
            "s_memrealtime",
            "s_atc_probe",
        ),
        Category.SMEM,
    ),
    (("s_branch", "s_cbranch_", "s_setpc", "s_swappc", "s_call"), Category.BRANCH),
    (("s_waitcnt", "s_barrier", "s_sleep"), Category.WAIT),
    (("s_nop",), Category.NOP),
    (("s_endpgm",), Category.END),
    (("s_",), Category.SALU),
)


@lru_cache(maxsize=4096)
def category_of(mnemonic: str, target: str | None = None) -> Category:
    """The category of a mnemonic, or UNKNOWN when LLVM's tables for `target` do not list it."""
    if not is_known_mnemonic(mnemonic, target):
        return Category.UNKNOWN
    for prefixes, category in _CATEGORY_PREFIXES:
        if mnemonic.startswith(prefixes):
            return category
    return Category.UNKNOWN


# ----------------------------------------------------------------------------------------------
# Registers
# ----------------------------------------------------------------------------------------------

# Addressable register counts on gfx9 (SIRegisterInfo): v0..v255, a0..a255, s0..s105 (s102+ are
# only reachable as VCC/FLAT_SCRATCH aliases, LLVM still parses them), ttmp0..ttmp15.
REGISTER_LIMITS: dict[RegKind, int] = {RegKind.VGPR: 256, RegKind.AGPR: 256, RegKind.SGPR: 106, RegKind.TTMP: 16}

_SPECIALS: dict[str, Register] = {}


def special(name: str) -> Register:
    """The interned Register for a special register name (`vcc`, `exec_lo`, `m0`, `scc`, ...)."""
    reg = _SPECIALS.get(name)
    if reg is None:
        reg = _SPECIALS[name] = Register(RegKind.SPECIAL, 0, 0, name)
    return reg


SPECIAL_REGISTER_NAMES: frozenset[str] = frozenset(
    {
        "vcc",
        "vcc_lo",
        "vcc_hi",
        "exec",
        "exec_lo",
        "exec_hi",
        "m0",
        "scc",
        "vccz",
        "execz",
        "null",
        "flat_scratch",
        "flat_scratch_lo",
        "flat_scratch_hi",
        "xnack_mask",
        "xnack_mask_lo",
        "xnack_mask_hi",
        "tba",
        "tba_lo",
        "tba_hi",
        "tma",
        "tma_lo",
        "tma_hi",
        "lds_direct",
        "src_vccz",
        "src_execz",
        "src_scc",
        "src_lds_direct",
        "src_shared_base",
        "src_shared_limit",
        "src_private_base",
        "src_private_limit",
        "src_pops_exiting_wave_id",
        "shared_base",
        "shared_limit",
        "private_base",
        "private_limit",
        "pops_exiting_wave_id",
    }
)

EXEC = special("exec")
VCC = special("vcc")
SCC = special("scc")
M0 = special("m0")


# ----------------------------------------------------------------------------------------------
# Def/use
# ----------------------------------------------------------------------------------------------


class DefRule(str, Enum):
    """How many leading operands an instruction writes."""

    FIRST = "first"  # the first operand (VALU, SALU, loads, MFMA dst, ...)
    FIRST_TWO = "first_two"  # vdst and a carry/sdst: v_add_co_u32 v0, vcc, ...; v_mad_u64_u32
    NONE = "none"  # stores, compares to SCC, branches, waits, messages
    RETURNING_ATOMIC = "returning_atomic"  # first operand only with glc (gfx90a) / sc0 (gfx940+)
    LOAD = "load"  # first operand, except LDS-DMA loads (`lds` flag) which write LDS, not VGPRs


@dataclass(frozen=True, slots=True)
class OperandRoles:
    """What an opcode reads and writes besides "every register operand not written is read"."""

    defs: DefRule
    dst_also_read: bool = False  # accumulators, swaps, writelane, d16 partial writes, conditional moves
    all_defs_read: bool = False  # v_swap_b32 / v_permlane*_swap: both operands are read and written
    implicit_defs: tuple[Register, ...] = ()
    implicit_uses: tuple[Register, ...] = ()
    hwreg_written: bool = False  # s_setreg*: the hwreg(...) operand names a register read and written
    hwreg_read: bool = False  # s_getreg*


_STORE = re.compile(r"^(?:buffer|tbuffer|global|flat|scratch)_store|^ds_write|^s_(?:buffer_)?store")
_VMEM_ATOMIC = re.compile(r"^(?:buffer|global|flat|scratch)_atomic|^s_(?:buffer_)?atomic")
_DS_DEFINES = re.compile(r"^ds_read|_rtn|^ds_(?:swizzle|permute|bpermute|append|consume|ordered_count)")
_TWO_DEFS = re.compile(
    r"^v_(?:add|sub|subrev)_co_u32$|^v_(?:addc|subb|subbrev)_co_u32$|^v_mad_(?:u64_u32|i64_i32)$"
    r"|^v_div_scale_f(?:32|64)$"
)
_NO_DEFS = re.compile(
    r"^s_(?:cmp|cmpk|bitcmp)|^s_(?:branch|cbranch_|setpc|waitcnt|nop|endpgm|barrier|sleep|setprio|sendmsg|trap"
    r"|icache_inv|dcache_|set_gpr_idx|setreg|setkill|sethalt|ttrace|wakeup|incperflevel|decperflevel|rfe"
    r"|denorm_mode|round_mode|setvskip)"
    r"|^buffer_(?:wbl2|inv|wbinvl1)|^ds_(?:nop|gws_)|^v_nop|^v_clrexcp"
    r"|^v_mfma_ld_scale_b32$"  # VOP_MFMA_LD_SCALE: two sources (the scales of the next MFMA), no vdst
)
_DST_READ = re.compile(
    r"^v_(?:mac|fmac|pk_fmac|dot2c|dot4c|dot8c)_|^v_smfmac_|^v_writelane_|_d16(?:_hi)?(?:_|$)|^s_cmov|^s_(?:addk|mulk)_"
    r"|^v_cvt_(?:scalef32_)?(?:pk|sr)_(?:fp8|bf8)_"
)
# SALU opcodes that write SCC (SOP1/SOP2/SOPK encodings whose `Defs = [SCC]` in SOPInstructions.td).
_SCC_DEF = re.compile(
    r"^s_(?:add|sub|addc|subb|min|max|and|or|xor|andn2|orn2|nand|nor|xnor|andn1|orn1|lshl|lshr|ashr|bfe|absdiff|abs"
    r"|not|wqm|bcnt0|bcnt1|quadmask|lshl1_add|lshl2_add|lshl3_add|lshl4_add|addk|cmp|cmpk|bitcmp)(?:_|$)"
)
_SCC_USE = re.compile(r"^s_(?:addc|subb|cselect|cmov|cmovk|cbranch_scc)")
_SAVEEXEC = re.compile(r"^s_\w+_(?:saveexec|wrexec)_b(?:32|64)$")
_M0_USE = re.compile(r"^s_(?:movrel|sendmsg)|^v_movrel|^global_load_lds_|^ds_(?:gws_|ordered_count)|_lds_")


@lru_cache(maxsize=4096)
def operand_roles(base: str, category: Category) -> OperandRoles:
    """The def/use shape of an opcode (`base` is the mnemonic without encoding suffix)."""
    implicit_defs: list[Register] = []
    implicit_uses: list[Register] = []
    if category in (
        Category.VALU,
        Category.MFMA,
        Category.AGPR_MOVE,
        Category.VMEM_BUFFER,
        Category.VMEM_GLOBAL,
        Category.LDS,
    ):
        implicit_uses.append(EXEC)  # every vector instruction is predicated on EXEC
    if base.startswith("v_cmpx_"):
        implicit_defs.append(EXEC)  # VOPCX also writes EXEC (the printed sdst/vcc is the other def)
    if base.startswith("v_div_fmas_"):
        implicit_uses.append(VCC)  # v_div_fmas reads VCC implicitly (GCNHazardRecognizer checkDivFMasHazards)
    if _SCC_DEF.match(base) or _SAVEEXEC.match(base):
        implicit_defs.append(SCC)
    if _SCC_USE.match(base):
        implicit_uses.append(SCC)
    if _SAVEEXEC.match(base):
        implicit_defs.append(EXEC)
        implicit_uses.append(EXEC)
    if base.startswith(("s_cbranch_vccz", "s_cbranch_vccnz")):
        implicit_uses.append(VCC)
    if base.startswith(("s_cbranch_execz", "s_cbranch_execnz")):
        implicit_uses.append(EXEC)
    if _M0_USE.search(base):
        implicit_uses.append(M0)

    if _STORE.match(base):
        rule = DefRule.NONE
    elif _VMEM_ATOMIC.match(base):
        rule = DefRule.RETURNING_ATOMIC
    elif category is Category.LDS:
        rule = DefRule.FIRST if _DS_DEFINES.search(base) else DefRule.NONE
    elif category in (Category.VMEM_BUFFER, Category.VMEM_GLOBAL):
        # global_load_lds_* / buffer_load_lds_* write LDS (at M0), not VGPRs.
        rule = DefRule.LOAD if "_load" in base and "_lds" not in base else DefRule.NONE
    elif _TWO_DEFS.match(base):
        rule = DefRule.FIRST_TWO
    elif _NO_DEFS.match(base) or category in (Category.WAIT, Category.NOP, Category.END):
        rule = DefRule.NONE
    elif base in ("v_swap_b32", "v_permlane16_swap_b32", "v_permlane32_swap_b32"):
        return OperandRoles(
            DefRule.FIRST_TWO,
            all_defs_read=True,
            implicit_defs=tuple(implicit_defs),
            implicit_uses=tuple(implicit_uses),
        )
    else:
        rule = DefRule.FIRST
    return OperandRoles(
        rule,
        dst_also_read=bool(_DST_READ.search(base)),
        implicit_defs=tuple(implicit_defs),
        implicit_uses=tuple(implicit_uses),
        hwreg_written=base.startswith("s_setreg"),
        hwreg_read=base.startswith("s_getreg"),
    )


_HWREG = re.compile(r"^hwreg\(\s*([A-Za-z_0-9]+)")
# SIDefines.h Hwreg::Id: the names llvm-mc prints for the ids gfx9 knows (a number elsewhere)
_HWREG_NAMES = {
    1: "HW_REG_MODE",
    2: "HW_REG_STATUS",
    3: "HW_REG_TRAPSTS",
    4: "HW_REG_HW_ID",
    5: "HW_REG_GPR_ALLOC",
    6: "HW_REG_LDS_ALLOC",
    7: "HW_REG_IB_STS",
}


def hwreg_register(operands: tuple[Operand, ...]) -> Register | None:
    """The hardware register an s_setreg/s_getreg names, as a special register (`hwreg(HW_REG_MODE, 0, 16)`
    -> `hwreg:HW_REG_MODE`), so that hazard checks can relate a setreg to a later getreg or setreg
    of the same register as LLVM does (GCNHazardRecognizer::checkSetRegHazards / checkGetRegHazards
    compare the Hwreg id only, not offset or size)."""
    for op in operands:
        if isinstance(op.value, str):
            m = _HWREG.match(op.value)
            if m:
                name = m.group(1)
                if name.isdigit():
                    name = _HWREG_NAMES.get(int(name), name)
                return special(f"hwreg:{name}")
    return None


def defs_and_uses(
    roles: OperandRoles, operands: tuple[Operand, ...], modifiers: tuple[Modifier, ...]
) -> tuple[tuple[Register, ...], tuple[Register, ...]]:
    """Registers written and read by one instruction, explicit operands first, then implicit ones."""
    rule = roles.defs
    if rule is DefRule.FIRST or rule is DefRule.LOAD:
        n_defs = 1
        if rule is DefRule.LOAD and modifiers and any(m.name == "lds" for m in modifiers):
            # LDS-DMA (`buffer_load_dword v1, s[8:11], 0 offen lds`): the data goes to LDS at M0.
            return (), tuple(op.register for op in operands if op.register is not None) + roles.implicit_uses + (M0,)
    elif rule is DefRule.NONE:
        n_defs = 0
    elif rule is DefRule.FIRST_TWO:
        n_defs = 2
    else:  # RETURNING_ATOMIC: gfx90a spells "return the old value" glc, gfx940+ sc0
        n_defs = 1 if any(m.name in ("glc", "sc0") for m in modifiers) else 0
    dst_read = roles.dst_also_read or roles.all_defs_read
    if not dst_read and modifiers:
        for m in modifiers:
            if m.name == "dst_unused" and m.value == "UNUSED_PRESERVE":  # SDWA keeps the unselected bits
                dst_read = True
            elif m.name == "row_mask":  # DPP (always printed): LLVM's VOP_DPP reads $old, tied to vdst,
                dst_read = True  # for the lanes the masks or bound_ctrl leave alone (checkDPPHazards counts it)
    defs: list[Register] = []
    uses: list[Register] = []
    for i, op in enumerate(operands):
        reg = op.register
        if reg is None:
            continue
        if i < n_defs:
            defs.append(reg)
            if dst_read and (i == 0 or roles.all_defs_read):
                uses.append(reg)
        else:
            uses.append(reg)
    if roles.implicit_defs:
        defs.extend(roles.implicit_defs)
    if roles.implicit_uses:
        uses.extend(roles.implicit_uses)
    if roles.hwreg_written or roles.hwreg_read:
        hwreg = hwreg_register(operands)
        if hwreg is not None:
            uses.append(hwreg)  # a setreg of some bits keeps the others: it reads the register too
            if roles.hwreg_written:
                defs.append(hwreg)
    return tuple(defs), tuple(uses)


# Packed 32-bit math on register pairs (VOP3P, gfx90a+) reads the halves its op_sel bits pick:
# the low lane takes src.(op_sel[k] ? hi : lo), the high lane src.(op_sel_hi[k] ? hi : lo);
# op_sel_hi defaults to all ones, op_sel to zeros (SIInstrInfo: OpSel/OpSelHi). v_pk_mov_b32
# puts src0.(op_sel[0]) in the low half and src1.(op_sel[1]) in the high half. LLVM writes a
# pair whose other half it never defined (`v_pk_mul_f32 v[20:21], v[28:29], v[2:3]
# op_sel_hi:[0,1]` reads v28 only): that half is not live there.
_PACKED_F32 = frozenset({"v_pk_fma_f32", "v_pk_mul_f32", "v_pk_add_f32"})


def _selects(ins: Instruction, name: str, default: int) -> list[int]:
    mod = ins.modifier(name)
    if mod is None or mod.value is None:
        return [default] * 3
    bits = [int(b) for b in re.findall(r"\d+", mod.value)]
    return bits + [default] * (3 - len(bits))


@lru_cache(maxsize=1024)
def _single(kind: RegKind, index: int) -> Register:
    return Register(kind, index, index)


def registers_read(ins: Instruction) -> tuple[Register, ...]:
    """The registers an instruction reads, its uses narrowed where op_sel picks one half of a
    pair (liveness: the other half need not hold a value)."""
    if ins.base not in _PACKED_F32 and ins.base != "v_pk_mov_b32":
        return ins.uses
    lo, hi = _selects(ins, "op_sel", 0), _selects(ins, "op_sel_hi", 1)
    pairs: list[Register] = []
    halves: list[Register] = []
    for k, op in enumerate(ins.operands[1:4]):
        reg = op.register
        if reg is None or reg.count != 2:
            continue
        pairs.append(reg)
        picked = {lo[k]} if ins.base == "v_pk_mov_b32" else {lo[k], hi[k]}
        halves.extend(_single(reg.kind, reg.first + h) for h in sorted(picked))
    if not pairs:
        return ins.uses
    return tuple(u for u in ins.uses if not any(u is p for p in pairs)) + tuple(halves)


# ----------------------------------------------------------------------------------------------
# MFMA
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MfmaInfo:
    """Shape and timing of one MFMA/SMFMAC opcode on one target, from LLVM (asmscope/isa/amdgcn/mfma.py).

    `passes` is the number of 4-cycle passes LLVM's scheduling model gives the opcode (SISchedule.td
    Write{N}PassMAI / Write{N}PassDGEMM, what GCNHazardRecognizer's hazard windows are computed
    from); for the gfx950 f8f6f4 opcodes it is the count with fp8 operands, the default format, and
    `passes_for(cbsz, blgp)` gives the count for other A/B formats. `is_xdl` is LLVM's
    SIInstrInfo::isXDL (false for the f64 DGEMM opcodes and the five f32-input ones). `dst_regs` is the
    number of 32-bit registers of the destination (and srcC).
    """

    mnemonic: str  # as written, without encoding suffix
    canonical: str  # the spelling LLVM prints (v_mfma_f32_32x32x8f16 -> v_mfma_f32_32x32x8_f16)
    llvm_opcode: str  # LLVM's internal opcode (V_MFMA_F32_32X32X8F16)
    target: str
    m: int
    n: int
    k: int
    blocks: int
    out_type: str  # f32, i32, f64
    in_type: str  # fp8_fp8, f16, bf16, xf32, f8f6f4, ...
    passes: int
    dst_regs: int
    is_xdl: bool
    is_dgemm: bool  # f64 opcodes: the VALU pipeline, not XDL
    is_sparse: bool  # v_smfmac_*
    is_scaled: bool  # v_mfma_scale_*
    passes_by_format: tuple[int, ...] | None = None  # f8f6f4: passes per cbsz * 5 + blgp

    @property
    def shape(self) -> str:
        return f"{self.m}x{self.n}x{self.k}"

    def passes_for(self, cbsz: int | None, blgp: int | None) -> int:
        """Passes for the given A/B formats (`cbsz`/`blgp`: 0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4)."""
        if self.passes_by_format is None:
            return self.passes
        a, b = cbsz or 0, blgp or 0
        if not (0 <= a < _FORMATS and 0 <= b < _FORMATS):
            return self.passes  # not a format llvm-mc accepts; the fp8 count is the largest
        return self.passes_by_format[a * _FORMATS + b]


_FORMATS = 5  # cbsz/blgp values llvm-mc accepts for the f8f6f4 opcodes
# LLVM's printed spellings always carry `_Nb` for multi-block opcodes and `_` before the input type.
_CANONICAL = re.compile(
    r"^v_(?:(?P<sparse>smfmac)|mfma)(?P<scale>_scale)?_(?P<out>f32|i32|f64)_(?P<m>\d+)x(?P<n>\d+)x(?P<k>\d+)"
    r"(?:_(?P<blocks>\d+)b)?_(?P<in>[a-z0-9_]+)$"
)


@lru_cache(maxsize=1024)
def mfma_info(mnemonic: str, target: str | None) -> MfmaInfo | None:
    """Shape, passes and destination size of an MFMA/SMFMAC opcode on `target` (None: unknown).

    Every spelling `llvm-mc` accepts is known, legacy aliases included. None for anything else, for
    opcodes the target lacks and for `v_mfma_ld_scale_b32` (no destination, no matrix shape).
    """
    base, _ = split_encoding(mnemonic)
    tgt = target or ""
    # An unknown target (explicit "" since the Target redesign) takes the first target whose
    # LLVM table has the opcode: the record keeps target "" so rules can tell.
    tables = [isa_mfma.OPCODES[tgt]] if tgt in isa_mfma.OPCODES else list(isa_mfma.OPCODES.values())
    row = next((t[base] for t in tables if base in t), None)
    if row is None:
        return None
    canonical, opcode, passes, is_xdl, is_dgemm, dst_regs, _, _ = row
    match = _CANONICAL.match(canonical)
    if match is None:  # every canonical spelling of the generated table matches (tests/parse/test_parse_isa.py)
        raise ValueError(f"unexpected MFMA spelling {canonical!r} in asmscope/isa/amdgcn/mfma.py")
    return MfmaInfo(
        mnemonic=base,
        canonical=canonical,
        llvm_opcode=opcode,
        target=tgt,
        m=int(match["m"]),
        n=int(match["n"]),
        k=int(match["k"]),
        blocks=int(match["blocks"] or 1),
        out_type=match["out"],
        in_type=match["in"],
        passes=passes,
        dst_regs=dst_regs,
        is_xdl=is_xdl,
        is_dgemm=is_dgemm,
        is_sparse=bool(match["sparse"]),
        is_scaled=bool(match["scale"]),
        passes_by_format=isa_mfma.FORMAT_PASSES.get(tgt, {}).get(base),
    )


# ----------------------------------------------------------------------------------------------
# Instruction traits a rule's matcher can ask for (`traits:`), beyond mnemonic and modifiers
# ----------------------------------------------------------------------------------------------


def _op_sel_bits(instr: Instruction, name: str) -> list[str] | None:
    mod = instr.modifier(name)
    if mod is None or not mod.value:
        return None
    return mod.value.strip("[]").split(",")


# Conversions that write one byte of their destination, chosen by op_sel's third element (LLVM's
# FPType::FP8 dst-sel opcodes: the stochastic-rounding fp8/bf8 ones of gfx940+ and gfx950's
# scaled ones, gfx950's fp4 packs), and gfx950's stochastic-rounding fp4 packs, whose write LLVM
# treats as partial whatever their op_sel (FPType::FP4). Checked against llc-22 case by case
# (tests/hazards/llvm_ir_gen.py, the `cvt_` cases).
_BYTE_SELECT_DST = (
    "v_cvt_sr_fp8_",
    "v_cvt_sr_bf8_",
    "v_cvt_scalef32_sr_fp8_",
    "v_cvt_scalef32_sr_bf8_",
    "v_cvt_scalef32_pk_fp4_",
)
_ALWAYS_PARTIAL_DST = ("v_cvt_scalef32_sr_pk_fp4_",)


def writes_part_of_dst(instr: Instruction) -> bool:
    """A VALU whose result LLVM treats as a partial (16-bit or byte) write that is forwarded late
    (GCNHazardRecognizer::checkVALUHazards, hasDstSelForwardingHazard gfx940+ and
    hasCvtScaleForwardingHazard gfx950, getDstSelForwardingOperand): SDWA with a `dst_sel` other
    than DWORD; an instruction whose src0 modifiers carry SISrcMods::DST_OP_SEL, op_sel's
    destination bit in VOP3 (`op_sel:[0,0,1]`, the last element) and, being the same bit as
    OP_SEL_1, op_sel_hi's first element in VOP3P, whose default is 1 for the packed opcodes
    (`v_pk_add_f32` with no op_sel_hi printed) and 0 for the mixed-precision ones (`v_fma_mix*`,
    `v_mad_mix*`); a byte-select conversion with op_sel's third element set (`v_cvt_sr_fp8_f32
    ... op_sel:[0,0,1,0]`); and gfx950's `v_cvt_scalef32_sr_pk_fp4_*` always."""
    mnemonic = instr.mnemonic
    if mnemonic.endswith("_sdwa"):
        sel = instr.modifier("dst_sel")
        return sel is not None and sel.value != "DWORD"
    if mnemonic.startswith(("v_pk_", "v_dot", "v_fma_mix", "v_mad_mix")):
        hi = _op_sel_bits(instr, "op_sel_hi")
        if hi is None:
            return not mnemonic.startswith(("v_fma_mix", "v_mad_mix"))
        return hi[0].strip() == "1"
    if mnemonic.startswith(_ALWAYS_PARTIAL_DST):
        return True
    bits = _op_sel_bits(instr, "op_sel")
    if bits is None or len(bits) < 2:
        return False
    if bits[-1].strip() == "1":
        return True
    return len(bits) > 2 and bits[2].strip() == "1" and mnemonic.startswith(_BYTE_SELECT_DST)


def writes_own_source(instr: Instruction) -> bool:
    """A register the instruction writes overlaps one it reads through its operands, e.g. a load
    whose address VGPR is part of its destination (`buffer_load_dwordx4 v[10:13], v12, ...`)."""
    defs = instr.defs
    if not defs:
        return False
    written = defs[0].units
    for reg in defs[1:]:
        written |= reg.units
    for op in instr.operands[1:]:
        reg = op.register
        if reg is not None and reg.units & written:
            return True
    return False


def writes_registers(instr: Instruction) -> bool:
    """The instruction writes a register (for memory instructions: a load or a returning atomic;
    not a store, nor an LDS-DMA load, whose data goes to LDS)."""
    return bool(instr.defs)


# name -> predicate; rules/vocabulary.py lists the names a rule may use.
TRAITS: dict[str, Callable[[Instruction], bool]] = {
    "partial-dst-write": writes_part_of_dst,
    "writes-own-source": writes_own_source,
    "writes-registers": writes_registers,
}

# The traits that the mnemonic and the modifiers alone decide (as they decide flags): a kernel's
# matcher tests one instruction per distinct modifier tuple of a mnemonic, not each. The parser
# makes one tuple per distinct list of modifier texts, so keying them by identity is exact (two
# equal tuples that are not one object only cost a second test). The other traits read the
# operands or the registers, and are as cheap to test as a key would be to make.
BY_MODIFIERS: frozenset[str] = frozenset({"partial-dst-write"})
