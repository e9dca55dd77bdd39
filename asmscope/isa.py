"""AMDGCN instruction-set facts for gfx942 (CDNA3) and gfx950 (CDNA4) as data.

* which mnemonics a target knows (`is_known_mnemonic`; the table is generated from LLVM's own
  assembler by tests/fixtures/regen_mnemonics.py),
* the encoding suffix (`split_encoding`: `v_add_u32_e32` -> `v_add_u32`, `e32`),
* the category of an instruction (`category_of`, amdgpu.md "Categories"),
* which operands an instruction reads and writes (`operand_roles` + `defs_and_uses`, amdgpu.md
  "Operand order"), including the implicit EXEC/VCC/SCC/M0 traffic LLVM models as implicit
  operands in SIInstrInfo,
* the MFMA shapes and pass counts per target (`mfma_info`, amdgpu.md "FP8 MFMA instructions";
  LLVM SISchedule.td Write{2,4,8,16}PassMAI / GCNHazardRecognizer getMFMAPipelineWaitStates).

Nothing here knows how assembly is parsed; the parser and the rules both read these tables.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from asmscope import isa_mnemonics
from asmscope.model import Category, Modifier, Operand, Register, RegKind
from asmscope.targets import AMD_TARGETS

TARGETS: tuple[str, ...] = AMD_TARGETS

# ----------------------------------------------------------------------------------------------
# Mnemonics and encodings
# ----------------------------------------------------------------------------------------------

_KNOWN: dict[str, frozenset[str]] = {
    "gfx942": isa_mnemonics.COMMON | isa_mnemonics.ONLY_GFX942,
    "gfx950": isa_mnemonics.COMMON | isa_mnemonics.ONLY_GFX950,
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
    )


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
    return tuple(defs), tuple(uses)


# ----------------------------------------------------------------------------------------------
# MFMA
# ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MfmaInfo:
    """Shape and timing of one MFMA/SMFMAC opcode on one target.

    `passes` is the number of 4-cycle passes (LLVM SISchedule.td Write{2,4,8,16}PassMAI); the
    hazard tables of amdgpu.md are written in terms of it. `passes_by_format` is set for the
    gfx950 f8f6f4 opcodes whose pass count depends on the cbsz/blgp operand formats (use
    `passes_for`). `dst_regs` is the number of 32-bit registers of the destination (and srcC).
    """

    mnemonic: str
    target: str
    m: int
    n: int
    k: int
    blocks: int
    out_type: str  # f32, i32, f64
    in_type: str  # fp8_fp8, f16, bf16, xf32, f8f6f4, ...
    passes: int
    dst_regs: int
    is_xdl: bool  # XDL pipeline (everything but the f64 DGEMM opcodes on gfx940+)
    is_sparse: bool  # v_smfmac_*
    is_scaled: bool  # v_mfma_scale_*
    passes_by_format: tuple[int, int] | None = None  # (fp8/bf8 A or B, fp6/fp4 only)

    @property
    def shape(self) -> str:
        return f"{self.m}x{self.n}x{self.k}"

    def passes_for(self, cbsz: int | None, blgp: int | None) -> int:
        """Passes for the given A/B formats (`cbsz`/`blgp`: 0 fp8, 1 bf8, 2 fp6, 3 bf6, 4 fp4)."""
        if self.passes_by_format is None:
            return self.passes
        fp8_operand = (cbsz or 0) <= 1 or (blgp or 0) <= 1
        return self.passes_by_format[0] if fp8_operand else self.passes_by_format[1]


_MFMA_NAME = re.compile(
    r"^v_(?:(?P<sparse>smfmac)|mfma)(?P<scale>_scale)?_(?P<out>f32|i32|f64)_(?P<m>\d+)x(?P<n>\d+)x(?P<k>\d+)"
    r"(?:_(?P<blocks>\d+)b)?_?(?P<in>[a-z0-9_]+?)(?P<legacy_1k>_1k)?$"
)
# Multi-block opcodes whose legacy spelling omits `_Nb` (v_mfma_f32_32x32x1f32 is 2 blocks).
_LEGACY_BLOCKS: dict[tuple[int, int, int, str], int] = {
    (32, 32, 1, "f32"): 2,
    (16, 16, 1, "f32"): 4,
    (4, 4, 1, "f32"): 16,
    (32, 32, 4, "f16"): 2,
    (16, 16, 4, "f16"): 4,
    (4, 4, 4, "f16"): 16,
    (32, 32, 4, "i8"): 2,
    (16, 16, 4, "i8"): 4,
    (4, 4, 4, "i8"): 16,
    (32, 32, 2, "bf16"): 2,
    (16, 16, 2, "bf16"): 4,
    (4, 4, 2, "bf16"): 16,
    (32, 32, 4, "bf16_1k"): 2,
    # gfx90a+ accept the K=4 bf16 spellings without `_1k` as the 1k multi-block opcodes
    # (llvm-mc: v_mfma_f32_32x32x4bf16 -> v_mfma_f32_32x32x4_2b_bf16).
    (32, 32, 4, "bf16"): 2,
    (16, 16, 4, "bf16"): 4,
    (4, 4, 4, "bf16"): 16,
    (16, 16, 4, "bf16_1k"): 4,
    (4, 4, 4, "bf16_1k"): 16,
    (4, 4, 4, "f64"): 4,
}
# Passes per dense opcode, keyed by (M, N, K, blocks, operand family). gfx940 numbers follow the
# CDNA3 ISA guide's MFMA cycle table (cycles / 4) as LLVM's SISchedule.td models them; the gfx950
# double-K opcodes (16x16x32 f16, 32x32x16 f16, 16x16x64 i8, 32x32x32 i8) take twice the passes of
# their half-K gfx940 counterparts (unverified against hardware).
_DENSE_PASSES: dict[tuple[int, int, int, int, str], int] = {
    (32, 32, 2, 1, "f32"): 16,
    (16, 16, 4, 1, "f32"): 8,
    (32, 32, 1, 2, "f32"): 16,
    (16, 16, 1, 4, "f32"): 8,
    (4, 4, 1, 16, "f32"): 2,
    (32, 32, 4, 1, "xf32"): 8,
    (16, 16, 8, 1, "xf32"): 4,
    (32, 32, 8, 1, "16bit"): 8,
    (16, 16, 16, 1, "16bit"): 4,
    (32, 32, 4, 2, "16bit"): 16,
    (16, 16, 4, 4, "16bit"): 8,
    (4, 4, 4, 16, "16bit"): 2,
    (32, 32, 2, 2, "16bit"): 16,
    (16, 16, 2, 4, "16bit"): 8,
    (4, 4, 2, 16, "16bit"): 2,
    (32, 32, 4, 1, "16bit"): 16,
    (16, 16, 8, 1, "16bit"): 8,
    (16, 16, 32, 1, "16bit"): 8,
    (32, 32, 16, 1, "16bit"): 16,
    (32, 32, 16, 1, "8bit"): 8,
    (16, 16, 32, 1, "8bit"): 4,
    (32, 32, 4, 2, "8bit"): 16,
    (16, 16, 4, 4, "8bit"): 8,
    (4, 4, 4, 16, "8bit"): 2,
    (16, 16, 64, 1, "8bit"): 8,
    (32, 32, 32, 1, "8bit"): 16,
}
# SMFMAC passes keyed by (M, K, family): gfx940 16x16 4, 32x32 8; the gfx950 double-K ones twice that.
_SPARSE_PASSES: dict[tuple[int, int, str], int] = {
    (16, 32, "16bit"): 4,
    (32, 16, "16bit"): 8,
    (16, 64, "8bit"): 4,
    (32, 32, "8bit"): 8,
    (16, 64, "16bit"): 8,
    (32, 32, "16bit"): 16,
    (16, 128, "8bit"): 8,
    (32, 64, "8bit"): 16,
}


def _operand_family(in_type: str) -> str:
    if in_type in ("f32", "xf32"):
        return in_type
    if in_type.startswith(("f16", "bf16")):
        return "16bit"
    return "8bit"  # i8, fp8_fp8, fp8_bf8, bf8_fp8, bf8_bf8


def _mfma_passes(
    m: int, n: int, k: int, blocks: int, in_type: str, out_type: str, sparse: bool
) -> tuple[int, tuple[int, int] | None]:
    if out_type == "f64":
        return (8 if m == 16 else 4), None  # DGEMM: 16x16x4_f64 32 cycles, 4x4x4_4b_f64 16 cycles
    if in_type == "f8f6f4":
        # amdgpu.md: 16x16x128 8 passes with fp8/bf8 operands else 4; 32x32x64 16 else 8.
        return (8, (8, 4)) if m == 16 else (16, (16, 8))
    family = _operand_family(in_type)
    if sparse:
        return _SPARSE_PASSES.get((m, k, family), 8 if m == 16 else 16), None
    return _DENSE_PASSES.get((m, n, k, blocks, family), 8 if m == 16 else 16), None


@lru_cache(maxsize=1024)
def mfma_info(mnemonic: str, target: str | None) -> MfmaInfo | None:
    """Shape, passes and destination size of an MFMA opcode on `target`, or None if it is not one.

    None also for `v_mfma_ld_scale_b32` (no matrix shape) and for opcodes the target lacks.
    """
    base, _ = split_encoding(mnemonic)
    match = _MFMA_NAME.match(base)
    if match is None:
        return None
    tgt = target or ""  # an unknown target: any opcode either target has
    if base not in _KNOWN.get(tgt, _KNOWN_ANY):
        return None
    m, n, k = int(match["m"]), int(match["n"]), int(match["k"])
    in_type = match["in"] + ("_1k" if match["legacy_1k"] else "")
    legacy_type = in_type if in_type in ("bf16_1k",) else in_type.removesuffix("_1k")
    blocks = int(match["blocks"]) if match["blocks"] else _LEGACY_BLOCKS.get((m, n, k, legacy_type), 1)
    out = match["out"]
    sparse = bool(match["sparse"])
    passes, by_format = _mfma_passes(m, n, k, blocks, in_type.removesuffix("_1k"), out, sparse)
    elem_regs = 2 if out == "f64" else 1
    return MfmaInfo(
        mnemonic=base,
        target=tgt,
        m=m,
        n=n,
        k=k,
        blocks=blocks,
        out_type=out,
        in_type=in_type,
        passes=passes,
        dst_regs=m * n * blocks * elem_regs // 64,
        is_xdl=out != "f64",
        is_sparse=sparse,
        is_scaled=bool(match["scale"]),
        passes_by_format=by_format,
    )
