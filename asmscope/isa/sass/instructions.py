"""NVIDIA SASS facts the model builder needs: each opcode's category and which operands it
writes (sm_90 Hopper and sm_100 Blackwell, as `nvdisasm` spells them).

The opcode names come from NVIDIA's "CUDA Binary Utilities", section "Instruction Set
Reference" (Hopper and Blackwell instruction sets); the categories are asmscope's own grouping.
An opcode's category is decided by its base name (the part before the first dot).
"""

from __future__ import annotations

import re

from asmscope.model import Category

# The uniform register file an architecture's encoding can name: nvdisasm decodes a 6-bit UR
# field up to sm_90 (63 is URZ, 64 wraps to UR0) and an 8-bit one from sm_100 (UR63..UR254, 255
# is URZ). tests/parse/test_sass.py derives both bounds from nvdisasm on every encoding of a
# UR destination. Blackwell's ptxas uses the larger file (UR63..UR77 in tests/fixtures/nvidia/sass).
_WIDE_UNIFORM_FROM = 100


def uniform_registers(target: str | None) -> int:
    """How many uniform registers (UR0..URn-1, URZ apart) code for `target` ("cuda:90") can name;
    an unknown target gets the largest file."""
    arch = re.fullmatch(r"cuda:(\d+)", target or "")
    return 63 if arch is not None and int(arch.group(1)) < _WIDE_UNIFORM_FROM else 255


def _names(table: str) -> frozenset[str]:
    """A table of opcode names written as words."""
    return frozenset(table.split())


# base opcode -> category, exact names
_EXACT: dict[str, Category] = {
    # tensor cores: warp MMA (HMMA/IMMA/DMMA), Hopper warpgroup MMA (HGMMA fp16/bf16/tf32,
    # QGMMA fp8, IGMMA int8, BGMMA binary), Blackwell tcgen05 MMA issued from the uniform datapath
    **dict.fromkeys(("HMMA", "IMMA", "DMMA", "BMMA", "OMMA", "QMMA"), Category.TENSOR_CORE),
    **dict.fromkeys(("HGMMA", "QGMMA", "IGMMA", "BGMMA"), Category.TENSOR_CORE),
    **dict.fromkeys(("UTCHMMA", "UTCQMMA", "UTCIMMA", "UTCOMMA", "UTCMMA"), Category.TENSOR_CORE),
    # global memory (LDGSTS copies global to shared asynchronously; it is issued as a global load)
    **dict.fromkeys(
        ("LDG", "STG", "LD", "ST", "LDGSTS", "ATOMG", "ATOM", "RED", "REDG", "CCTL", "CCTLL", "LDGDEPBAR"),
        Category.GLOBAL_MEMORY,
    ),
    **dict.fromkeys(("LDS", "STS", "LDSM", "STSM", "ATOMS", "LDSLK", "STSCUL"), Category.SHARED_MEMORY),
    **dict.fromkeys(("LDL", "STL"), Category.LOCAL_MEMORY),
    **dict.fromkeys(("LDC", "ULDC", "LDCU"), Category.CONSTANT_MEMORY),
    **dict.fromkeys(
        ("LDTM", "STTM", "UTCBAR", "UTCATOMSWS", "UTCCP", "UTCSHIFT", "UVIRTCOUNT"), Category.TENSOR_MEMORY
    ),
    **dict.fromkeys(
        ("UTMALDG", "UTMASTG", "UTMAPF", "UTMAREDG", "UTMACCTL", "UTMACMDFLUSH", "UBLKCP", "UBLKRED", "UBLKPF"),
        Category.TMA,
    ),
    **dict.fromkeys(
        (
            "BAR",
            "BARRIER",
            "WARPGROUP",
            "DEPBAR",
            "SYNCS",
            "MEMBAR",
            "FENCE",
            "WARPSYNC",
            "ERRBAR",
            "ACQBULK",
            "ARRIVES",
            "NANOSLEEP",
            "YIELD",
            "BSSY",
            "BSYNC",
            "BREAK",
            "ELECT",
            "VOTE",
            "VOTEU",
            "MATCH",
        ),
        Category.SYNC,
    ),
    **dict.fromkeys(("BRA", "BRX", "JMP", "JMX", "CALL", "RET"), Category.BRANCH),
    **dict.fromkeys(("EXIT", "BPT", "KILL"), Category.END),
    "NOP": Category.NOP,
}
# Asynchronous tensor-core MMA: Hopper's warpgroup wgmma and Blackwell's tcgen05. Their operands
# come from shared (and tensor) memory filled by a software pipeline, which hides the latency
# that synchronous HMMA leaves to resident warps (AS062's exemption).
_GMMA = frozenset(("HGMMA", "QGMMA", "IGMMA", "BGMMA"))
_TCGEN05_MMA = frozenset(("UTCHMMA", "UTCQMMA", "UTCIMMA", "UTCOMMA", "UTCMMA"))
ASYNC_MMA = _GMMA | _TCGEN05_MMA
# per-thread ALU opcodes (the rest of the datapath), by name
_ALU = _names(
    """
    FADD FADD2 FMUL FMUL2 FFMA FFMA2 FMNMX FMNMX3 FSEL FSET FSETP FCHK FRND FSWZADD MUFU
    HADD2 HMUL2 HFMA2 HMNMX2 HSET2 HSETP2 DADD DMUL DFMA DSETP DMNMX
    IADD IADD3 IMAD IMUL IMNMX VIMNMX VIMNMX3 IABS ISETP ISCADD LEA LOP3 LOP SHF SHL SHR SGXT PRMT BFE BFI BMSK
    BREV FLO POPC IDP IDP4A VIADD VIADDMNMX VABSDIFF VABSDIFF4 F2F F2I I2F I2FP F2IP F2FP I2I FRND
    MOV MOV32I SEL P2R R2P PLOP3 PSETP CS2R S2R S2UR R2UR SHFL REDUX CREDUX PMTRIG CSMTEST GETLMEMBASE SETLMEMBASE
    LEPC QSPC SETMAXREG
    """
)
_UNIFORM = re.compile(r"U[A-Z0-9]+")
_UNIFORM_ALU = _ALU | {"MOV", "FLO", "POPC", "BREV", "PRMT", "SEL"}
# every opcode `category_of` knows (the vocabulary a rule's matchers are tried on)
KNOWN_OPCODES = frozenset(_EXACT) | _ALU | frozenset("U" + name for name in _UNIFORM_ALU)


def known_opcodes() -> frozenset[str]:
    """Every base opcode (`LDG` of `LDG.E.128`) this table gives a category: the opcodes asmscope
    knows for sm_90 and sm_100."""
    return KNOWN_OPCODES


def category_of(base: str) -> Category:
    """The category of a SASS opcode by its base name (`LDG` of `LDG.E.128`); UNKNOWN for one
    asmscope does not know (the parser lists those in Module.warnings)."""
    found = _EXACT.get(base)
    if found is not None:
        return found
    if base in _ALU:
        return Category.ALU
    if _UNIFORM.fullmatch(base) and base[1:] in _UNIFORM_ALU:
        return Category.UNIFORM  # UIADD3, ULEA, UMOV, USEL, USHF, UISETP, UPLOP3, ...
    return Category.UNKNOWN


# Opcodes that write no register: stores, reductions into memory, barriers, TMA and tcgen05
# issue (they write shared or tensor memory), branches.
_NO_DEST = _names(
    """
    STG ST STS STL STSM STTM RED REDG UTMALDG UTMASTG UTMAPF UTMAREDG UTMACCTL UTMACMDFLUSH UBLKCP UBLKRED UBLKPF
    UTCHMMA UTCQMMA UTCIMMA UTCOMMA UTCMMA UTCBAR UTCCP UTCSHIFT LDGSTS CCTL CCTLL LDGDEPBAR
    BAR BARRIER WARPGROUP DEPBAR MEMBAR FENCE WARPSYNC ERRBAR NANOSLEEP YIELD BSYNC
    BRA BRX JMP JMX CALL RET BREAK KILL EXIT BPT NOP
    """
)
# How many leading operands are written: a compare writes two predicates (the second often PT),
# an add or LEA may write carry-out predicates after its result (`IADD3 R4, P0, PT, ...`),
# SHFL writes a predicate and a register, ELECT a predicate and a register.
_LEADING_DESTS: dict[str, int] = {
    **dict.fromkeys(("ISETP", "FSETP", "DSETP", "HSETP2", "PSETP", "PLOP3", "UISETP", "UPSETP", "UPLOP3"), 2),
    **dict.fromkeys(("IADD3", "UIADD3"), 3),
    **dict.fromkeys(("LEA", "ULEA", "SHFL", "ELECT", "VOTE", "IMAD", "UIMAD"), 2),
}
# Accumulating MMAs read the register they write.
_READS_DEST = frozenset(("HGMMA", "QGMMA", "IGMMA", "BGMMA"))


def destination_count(base: str, predicate_flags: tuple[bool, ...]) -> int:
    """How many leading operands an instruction writes. `predicate_flags` says, per operand,
    whether it is a non-negated predicate register: the extra leading destinations of
    `_LEADING_DESTS` (carry-outs, the second compare result) are always predicates."""
    if base in _NO_DEST or not predicate_flags:
        return 0
    if base == "SYNCS":
        return 1  # SYNCS.ARRIVE.TRANS64 RZ, [UR4], R2 / SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [UR4], R3
    if base in ("SHFL", "UTCATOMSWS"):
        # SHFL.BFLY PT, R3, R0, 0x10, 0x1f: the predicate, then R3; likewise the tensor-memory
        # allocator's UTCATOMSWS.FIND_AND_SET.ALIGN UP0, UR4, UR7 writes UP0 and UR4
        return min(2, len(predicate_flags))
    extra = _LEADING_DESTS.get(base, 1) - 1
    count = 1
    while extra and count < len(predicate_flags) and predicate_flags[count]:
        count += 1
        extra -= 1
    if base in ("ISETP", "FSETP", "DSETP", "HSETP2", "PSETP", "PLOP3", "UISETP", "UPSETP", "UPLOP3"):
        return min(2, len(predicate_flags))
    return count


def reads_destination(base: str) -> bool:
    return base in _READS_DEST


# Registers per thread of a warpgroup MMA accumulator `HGMMA.64xNxK.F32`: the 64xN tile is
# spread over 128 threads, N/2 32-bit values each for F32/S32 results, N/4 for packed F16.
_WGMMA_SHAPE = re.compile(r"64x(\d+)x\d+")
# Data width of a load or store in 32-bit registers, from its size modifier (`LDG.E.128`).
_WIDTHS = {"64": 2, "128": 4, "256": 8}
_MEMORY_DATA = frozenset(
    (
        "LDG",
        "STG",
        "LD",
        "ST",
        "LDS",
        "STS",
        "LDL",
        "STL",
        "LDC",
        "ULDC",
        "LDCU",
        "ATOMG",
        "ATOMS",
        "ATOM",
        "RED",
        "REDG",
        "SHFL",
        "SYNCS",
    )
)
_TMEM_COLUMNS = re.compile(r"x(\d+)")  # LDTM.x128: 128 registers per thread


def register_span(base: str, modifiers: tuple[str, ...]) -> int:
    """How many consecutive 32-bit registers the data operand (a load's or an MMA's result, a
    store's value) spans, from the opcode's modifiers; 1 where they say nothing."""
    if base in _READS_DEST:
        for i, mod in enumerate(modifiers):
            shape = _WGMMA_SHAPE.fullmatch(mod)
            if shape is not None:
                packed = i + 1 < len(modifiers) and modifiers[i + 1] == "F16"
                return int(shape.group(1)) // (4 if packed else 2)
    if base in _MEMORY_DATA:
        return next((_WIDTHS[m] for m in modifiers if m in _WIDTHS), 1)
    if base in ("LDTM", "STTM"):
        return next((int(c.group(1)) for m in modifiers if (c := _TMEM_COLUMNS.fullmatch(m))), 1)
    if base in ("LDSM", "STSM"):  # LDSM.16.MT88.4: four 8x8 matrices, one register each
        return int(modifiers[-1]) if modifiers and modifiers[-1] in ("1", "2", "4") else 1
    if base in ("IMAD", "UIMAD") and "WIDE" in modifiers:
        return 2  # the 64-bit result and the 64-bit addend: IMAD.WIDE R4, R15, 0x4, R4
    if base == "CS2R":
        return 1 if "32" in modifiers else 2  # CS2R R10, SRZ zeroes R10 and R11
    return 1


def pair_operands(base: str, modifiers: tuple[str, ...]) -> frozenset[int]:
    """Operands (by position) that are 64-bit register pairs though written as one register:
    CS2R's result (`CS2R R10, SRZ` zeroes R10 and R11; `.32` one register), the result of
    sm_100's packed fp32 math (its `.F32x2` sources are pairs: `packed_pair`). A wide
    multiply-add's result and addend: `register_span` and `widens_last_source`."""
    if base == "CS2R" and "32" not in modifiers:
        return frozenset({0})
    if base in _PACKED_F32X2:
        return frozenset({0})
    return frozenset()


# sm_100's packed fp32 math writes a register pair and reads the sources marked `.F32x2` as pairs
# (`FADD2 R12, R10.F32x2.HI_LO, R12.F32x2.HI_LO`); a `.F32` source is one register, used twice
_PACKED_F32X2 = frozenset(("FADD2", "FMUL2", "FFMA2"))


def packed_pair(operand_modifiers: tuple[str, ...]) -> bool:
    """A source of sm_100's packed fp32 math read as a register pair (`R10.F32x2.HI_LO`)."""
    return "F32x2" in operand_modifiers


def wide_address(base: str, modifiers: tuple[str, ...]) -> bool:
    """A global atomic with a 64-bit (`.E`) address written as one register (`ATOMG.E.EXCH PT,
    RZ, [R4], R7` reads R[4:5]; loads and stores print the pair as `[R4.64]`)."""
    return base in ("ATOMG", "ATOM", "RED", "REDG") and "E" in modifiers


def widens_last_source(base: str, modifiers: tuple[str, ...]) -> bool:
    """The last source is as wide as the result (the addend of a wide multiply-add)."""
    return (base in ("IMAD", "UIMAD") and "WIDE" in modifiers) or (base == "SYNCS" and "EXCH" in modifiers)


def local_memory_bytes(modifiers: tuple[str, ...]) -> int:
    """Bytes one LDL/STL moves per thread: 4 unless a size modifier says otherwise
    (.U8/.S8 1, .U16/.S16 2, .64 8, .128 16)."""
    for mod in modifiers:
        if mod in _WIDTHS:
            return 4 * _WIDTHS[mod]
        if mod in ("U8", "S8"):
            return 1
        if mod in ("U16", "S16"):
            return 2
    return 4


# Uniform registers written alone in an address operand that stand for a tuple, by opcode and
# operand position (`nvdisasm -lrm count` counts them so, tests/analysis/test_liveness_nvidia.py;
# `.64` spells other pairs out). A memory descriptor, `desc[UR4][R2.64]`'s first register, is the
# 64-bit descriptor UR4:UR5 whatever the opcode. A TMA copy's first operand holds the
# shared-memory address, then (loads) the mbarrier, then one coordinate per dimension
# (`UTMALDG.2D [UR8], [UR34]`: UR8..UR11); its second, like the operand of `UTMACCTL`, the 64-bit
# address of the tensor map (UR34:UR35). A warpgroup MMA's `gdesc[UR36]` holds the 64-bit
# shared-memory descriptors of A and B (UR36..UR39) where A comes from shared memory (operand 1),
# of B alone otherwise; a tcgen05 MMA's `gdesc` operands are one 64-bit descriptor each. The TMA
# spans were checked on 2D copies, the MMA ones on HGMMA and UTCHMMA.
_TMA_DIMS = re.compile(r"([1-5])D")


def uniform_address_span(base: str, modifiers: tuple[str, ...], index: int, word: str, first: bool) -> int:
    """How many uniform registers a uniform register of address operand `index` (`word` its
    prefix: `desc`, `gdesc`, `tmem`, or none; `first` whether it is the operand's first register)
    spans."""
    if word == "desc" and first:
        return 2
    if base in ("UTMALDG", "UTMASTG") and index <= 1:
        if index == 1:
            return 2
        dims = next((int(d.group(1)) for m in modifiers if (d := _TMA_DIMS.fullmatch(m))), 0)
        return (2 if base == "UTMALDG" else 1) + dims
    if base == "UTMACCTL":
        return 2
    if word == "gdesc":
        if base in _GMMA:
            return 4 if index == 1 else 2
        if base in _TCGEN05_MMA:
            return 2
    return 1
