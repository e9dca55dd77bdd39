"""The words a rule file may use and the JSON Schema that declares the file's shape.

`RULE_SCHEMA` is the one declaration of what a rule file may hold (JSON Schema draft 7, the draft
editors' YAML validators implement): every key, its type, whether it is required, its allowed
values and its description. `asmscope.rules.schema` validates each file with it (the `jsonschema`
library), `asmscope rules --schema` prints it for editors, and the key tables of rules/README.md
are generated from it (`asmscope.rules.docs.schema_tables`). What JSON Schema cannot say stays code in schema.py:
expressions are parsed, regexes compiled by RE2 and message templates checked against
`MESSAGE_FIELDS`; the schema marks such values with a `format` (`asmscope-expression`, `re2`,
`asmscope-message`). A node's `errorMessage` (the keyword VS Code's and the YAML language
server's validators show) is the expectation a load error states: "expected a tag ..., got 3".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from asmscope.findings import Severity
from asmscope.isa.amdgcn.hazards import NO_REGISTERS
from asmscope.model import Category
from asmscope.rules.access import DIRECTIONS, SPACES
from asmscope.targets import VENDORS

SCOPES = ("kernel", "loops", "innermost-loop", "hot-loop", "outside-loops")
CHECK_KINDS = ("forbid", "require", "resource", "ratio", "hazard", "waitcnt", "ir")
# What an `ir` check asks of a compiled variant's TTGIR (asmscope.ir.queries); `value` is a count
# of ops, or bytes for `shared-bytes`
IR_QUERIES: dict[str, str] = {
    "convert-in-hot-loop": "each `ttg.convert_layout` of the TTGIR's hot loop (its innermost loop with the most "
    "ops) that goes through shared memory: the ISA has LDS/shared instructions at its Python line, which no "
    "other shared-memory op of the TTGIR owns; one finding per op, `value` the bytes of the tensor it converts",
    "shared-bytes": "the shared memory the TTGIR's buffers need at once (`ttg.local_alloc` made outside a loop "
    "and used in it add up; the largest alone; the module's `ttg.shared` where the text has one), in bytes, "
    "against `min` / `max`: known before LLVM runs, conversion scratch not counted",
    "unpipelined-loop": "each innermost loop with a dot and a global load that shows no software pipelining: "
    "no asynchronous copy or wait, and no load with a copy ahead of the loop (the pipeliner's prologue)",
}
DERIVED_FROM = ("loop-counter",)  # a forbid check's `derived_from`
FORBID_PER = ("line", "variant")  # a forbid check's `per`: one finding per source line, or per variant

RESOURCES: dict[str, str] = {
    "vgpr": "architected VGPRs (NumVgprs)",
    "agpr": "accumulation VGPRs (NumAgprs)",
    "total_vgpr": "unified VGPR count (TotalNumVgprs)",
    "sgpr": "SGPRs",
    "spills": "VGPR + SGPR spills",
    "vgpr_spills": "VGPR spills",
    "sgpr_spills": "SGPR spills",
    "scratch_bytes": "private segment (scratch) bytes per work-item",
    "lds_bytes": "LDS bytes per workgroup",
    "occupancy": "waves per SIMD",
    "autotune_copies": "how many times the variant's config is in its kernel's autotune list (from the plan)",
    "prunable_configs": "entries of the kernel's autotune list on the target that static pruning drops without "
    "changing the winner (`asmscope prune`: duplicates, configs that cannot launch, byte-identical code)",
    # NVIDIA: what `ptxas -v` reported for the cubin (kept with a variant compiled here)
    "spill_bytes": "NVIDIA: bytes of spill stores plus spill loads ptxas reported",
    "stack_bytes": "NVIDIA: the stack frame (local memory per thread) ptxas reported",
    "ptxas_advisories": "NVIDIA: how many `(Cnnnn)` advisories ptxas printed (C7515: wgmma serialized, ...)",
    "blocks_per_sm": "NVIDIA: resident blocks per SM by the CUDA occupancy rules (0: cannot launch)",
    "warps_per_sm": "NVIDIA: resident warps per SM (blocks per SM x warps per block)",
}

# The vendors whose analysis gives each resource a value (a resource rule is in scope there only):
# AMD's register files, scratch and waves per SIMD come from the code object's metadata, NVIDIA's
# figures from ptxas and the CUDA occupancy rules; LDS/shared memory and the autotune list's
# figures exist for both.
RESOURCE_VENDORS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(
        ("vgpr", "agpr", "total_vgpr", "sgpr", "spills", "vgpr_spills", "sgpr_spills", "scratch_bytes", "occupancy"),
        ("amd",),
    ),
    **dict.fromkeys(("lds_bytes", "autotune_copies", "prunable_configs"), ("amd", "nvidia")),
    **dict.fromkeys(("spill_bytes", "stack_bytes", "ptxas_advisories", "blocks_per_sm", "warps_per_sm"), ("nvidia",)),
}
# Hazard checks walk AMD wait states (asmscope.isa.amdgcn.hazards): NVIDIA's scoreboards are set by
# ptxas in the control bits, which the SASS text does not show.
HAZARD_VENDORS: tuple[str, ...] = ("amd",)

# Register roles of an instruction a hazard check can name (hazards.py resolves them).
# Instruction traits a matcher may ask for (asmscope.isa.amdgcn.instructions.TRAITS holds their predicates).
TRAITS = ("partial-dst-write", "writes-own-source", "writes-registers")
ROLES = ("defs", "uses", "store-data", "dst", "src-a", "src-b", "src-c", "src-ab", NO_REGISTERS)
REGISTER_CLASSES = ("vgpr", "agpr", "sgpr", "vcc", "exec", "m0", "scc")
ACCESSES = ("read", "write")
OVERLAPS = ("any", "partial", "full")
WAIT_ACCESSES = ("read", "overwrite", "lds")  # a waitcnt check's `access` (isa/amdgcn/waitcnt.py)

# Config names a `when` may use without declaring them in `config_keys`: Triton's AMD compile
# options and the constexprs of the repo kernels.
CONFIG_VOCABULARY: frozenset[str] = frozenset(
    {
        "BLOCK_M",
        "BLOCK_N",
        "BLOCK_K",
        "GROUP_M",
        "CHUNK",
        "EVEN_K",
        "WGRAD_TRANS_STORE",
        "num_warps",
        "num_stages",
        "kpack",
        "matrix_instr_nonkdim",
        "waves_per_eu",
    }
)
# Triton 3.9 HIPOptions defaults: a variant compiled without the option has this value.
CONFIG_DEFAULTS: Mapping[str, object] = {
    "num_warps": 4,
    "num_stages": 2,
    "kpack": 1,
    "matrix_instr_nonkdim": 0,
    "waves_per_eu": 0,
}
# Names every expression can read besides config and settings: the target and kernel names, and
# facts of the compiled kernel: `async_mma` (NVIDIA: it issues asynchronous tensor-core MMA,
# wgmma HGMMA/QGMMA/IGMMA/BGMMA or tcgen05 UTC*MMA) and `sm_limited_by` (NVIDIA: what limits its
# blocks per SM, "registers", "shared memory", "warps", "blocks", comma-joined where several
# bind, or "cannot launch: ..."; "" where unknown and on AMD) and `xnack` (AMD: "on", "off" or
# "any", as the target ID sets it: `.amdgcn_target "...gfx942:xnack-"` is "off"; Triton's is "any")
# and `uses_agpr0` (AMD: the kernel touches a0, or a tuple with it, or calls: LLVM's
# GCNHazardRecognizer then looks back 19 instructions for soft clauses, else 5).
VARIANT_NAMES = ("target", "kernel", "async_mma", "sm_limited_by", "xnack", "uses_agpr0")
# Target facts, for bounds (`max: lds_limit`).
TARGET_NAMES = ("lds_limit",)
# Facts of the first instruction of a hazard pair, for `window`.
HAZARD_NAMES = ("passes", "xdl", "dgemm", "soffset_sgpr")

MESSAGE_FIELDS = (
    "rule",
    "name",
    "kernel",
    "target",
    "mnemonic",
    "instruction",
    "line",
    "scope",
    "value",
    "limit",
    "count",
    "resource",
    "first",
    "first_line",
    "first_mnemonic",
    "registers",
    "limited_by",  # resource checks on occupancy: VGPRs, SGPRs, LDS, registers (LLVM's count)
    # resource checks on autotune_copies: the kernel's list on the target
    "configs",  # entries in the list
    "duplicates",  # entries that repeat an earlier one
    "wasted",  # the share of the autotuner's benchmarks spent on repeats ("50%")
    "repeated",  # the configs listed more than once, with their counts ("{BLOCK_N=64,...} x2; ...")
    # resource checks on prunable_configs (also `configs`): the kernel's list on the target
    "drops",  # the entries static pruning drops, by reason ("6 duplicate, 2 cannot-launch")
    "kept",  # the distinct configs it keeps
    "compile_seconds",  # the compile time of the dropped variants, as the cache recorded it ("23.9")
    "advisory",  # resource checks on ptxas_advisories: the first one, "C7515: <its text>"
    "blocks",  # resource checks on blocks_per_sm / warps_per_sm: the resident blocks per SM
    # hazard checks: the `s_nop` run LLVM inserts before `then` ("s_nop 1"; "s_nop 7, s_nop 1")
    "pad",
    # hazard checks that read: how `then` reads the registers, "a source" or "its destination
    # (the tied `old` operand)" (a DPP keeps its destination's value in the lanes it does not write)
    "read_as",
    "spilled",  # resource checks on spills: each register file's spills and their cost
    "lines",  # forbid checks with `per: variant`: each source line, its instructions and their bytes
    # waitcnt checks (also `first`, `first_line`, `registers`, `value`: in flight, `limit`: the count)
    "counter",  # vmcnt, lgkmcnt or expcnt
    "wait",  # the wait that covers it: "vmcnt(2)"
    "llvm_wait",  # what LLVM's SIInsertWaitcnts inserts before the instruction: "s_waitcnt vmcnt(2) lgkmcnt(0)"
    # ir checks: the TTGIR op found ("ttg.convert_layout 64x64xf16 #blocked2 -> #blocked1"), its line in
    # the TTGIR, the buffers live together (shared-bytes), the loop's Python line, the variant's num_stages
    "op",
    "ttgir_line",
    "buffers",
    "loop",
    "stages",
)

MAX_FORMAT_WIDTH = 200  # of a message field's format spec ({mnemonic:>20})
SEVERITIES = tuple(str(s) for s in sorted(Severity, reverse=True))  # error, warning, info
IMPLICIT_REGISTERS = ("m0", "exec", "vcc", "scc")  # a hazard side's `implicit`

# ----------------------------------------------------------------------------------------------
# The declared schema
# ----------------------------------------------------------------------------------------------


def _whole(pattern: str) -> str:
    """`pattern` matching a whole string. JSON Schema patterns search; the trailing `(?!\\n)`
    stops Python's `$` from also matching before a final newline (ECMA-262's `$` never does)."""
    return f"^(?:{pattern})$(?!\\n)"


_NONBLANK = r"\S"
_IDENTIFIER = r"[A-Za-z_][A-Za-z0-9_]*"


def _text(description: str, what: str = "text") -> dict[str, Any]:
    return {"type": "string", "pattern": _NONBLANK, "errorMessage": f"expected {what}", "description": description}


def _word(pattern: str, what: str, description: str = "") -> dict[str, Any]:
    node: dict[str, Any] = {"type": "string", "pattern": _whole(pattern), "errorMessage": f"expected {what}"}
    return {**node, "description": description} if description else node


def _choice(values: tuple[str, ...], description: str, default: str | None = None) -> dict[str, Any]:
    node: dict[str, Any] = {"type": "string", "enum": list(values), "description": description}
    return node if default is None else {**node, "default": default}


def _one_or_more(item: dict[str, Any], what: str, description: str) -> dict[str, Any]:
    """`item`, or a non-empty list of items (YAML `tags: gemm` is `tags: [gemm]`)."""
    return {
        "description": description,
        "errorMessage": f"expected {'an' if what[0] in 'aeiou' else 'a'} {what} or a list of {what}s",
        "anyOf": [
            item,
            {"type": "array", "minItems": 1, "items": item, "errorMessage": f"expected a non-empty list of {what}s"},
        ],
    }


def _expression(what: str, description: str, default: int | None = None) -> dict[str, Any]:
    node = {
        "type": ["string", "number", "boolean"],
        "format": "asmscope-expression",
        "errorMessage": f"expected {what}",
        "description": description,
    }
    return node if default is None else {**node, "default": default}


def _matchers(description: str) -> dict[str, Any]:
    return {"$ref": "#/$defs/matchers", "description": description}


def _bounds(what: str) -> dict[str, dict[str, Any]]:
    return {
        "min": _expression("a number or an expression", f"the least {what} allowed (inclusive)"),
        "max": _expression("a number or an expression", f"the most {what} allowed (inclusive)"),
    }


def _min_or_max(kind: str) -> dict[str, Any]:
    return {
        "anyOf": [{"required": ["min"]}, {"required": ["max"]}],
        "errorMessage": f"a {kind} check needs 'min', 'max' or both",
    }


def _kind(kind: str, description: str, required: tuple[str, ...], properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "description": description,
        "additionalProperties": False,
        "required": ["kind", *required],
        "properties": {"kind": {"const": kind}, **properties},
    }


_GLOB_CHAR = r"[a-z0-9_*?!-]"
_MNEMONIC_GLOB = _word(
    rf"(?:{_GLOB_CHAR}|\[{_GLOB_CHAR}+\])+",
    "a lowercase mnemonic glob such as 'buffer_store_short*' or 'v_mfma_*_16x16*'",
)

_MATCHER_KEYS = {
    "mnemonics": _one_or_more(
        _MNEMONIC_GLOB, "mnemonic glob", "shell globs on the full mnemonic (`buffer_store_short*`, `v_mfma_*_16x16*`)"
    ),
    "regex": {
        **_text(
            "a regex searched in the mnemonic (an instruction matches a glob OR the regex); run by RE2 "
            "(`google-re2`) in linear time, so no pattern can hang the gate: backreferences and "
            "look-around are load errors",
            "a regular expression",
        ),
        "format": "re2",
    },
    "exclude": _one_or_more(_MNEMONIC_GLOB, "mnemonic glob", "globs to take out again (`v_mfma_f64_*`)"),
    "categories": _one_or_more(
        _choice(tuple(c.value for c in Category), "an instruction class"),
        "category",
        "instruction classes (any of them)",
    ),
    "flags": _one_or_more(
        _word(_IDENTIFIER, "a modifier name such as 'offen'"),
        "modifier name",
        "modifiers the instruction must carry, all of them (`lds`, `offen`, `sc0`)",
    ),
    "traits": _one_or_more(
        _choice(TRAITS, "an instruction trait"),
        "trait",
        "traits the instruction must have, all of them: `partial-dst-write` (SDWA `dst_sel` other than "
        "DWORD, VOP3 `op_sel` destination bit, VOP3P `op_sel_hi` first bit: LLVM's DST_OP_SEL), "
        "`writes-own-source` (a written register overlaps a register operand it reads), "
        "`writes-registers` (writes any register: a load or returning atomic, not a store or LDS-DMA load)",
    ),
    "memory": {
        "type": "object",
        "description": "vendor-neutral: loads or stores by memory space, direction and width "
        "(asmscope.isa.amdgcn.memory for AMD mnemonics, asmscope.isa.sass.memory for SASS); every key given must hold",
        "additionalProperties": False,
        "errorMessage": "expected a mapping of space, direction, min_bits, max_bits",
        "properties": {
            "space": _one_or_more(
                _choice(SPACES, "a memory space"),
                "memory space",
                "`global` (AMD buffer_/global_/flat_, NVIDIA LDG/STG/LD/ST/LDGSTS/TMA), `shared` (AMD LDS `ds_`, "
                "NVIDIA LDS/STS/LDSM/STSM) or `local` (AMD `scratch_`, NVIDIA LDL/STL)",
            ),
            "direction": _choice(DIRECTIONS, "`load` or `store`"),
            "min_bits": {
                "type": "integer",
                "minimum": 1,
                "errorMessage": "expected a positive whole number of bits",
                "description": "the least bits one lane moves per access (inclusive)",
            },
            "max_bits": {
                "type": "integer",
                "minimum": 1,
                "errorMessage": "expected a positive whole number of bits",
                "description": "the most bits one lane moves per access (inclusive); a bulk TMA copy has no "
                "per-lane width and never matches a width bound",
            },
        },
    },
    "tensor_core": {
        "type": "boolean",
        "errorMessage": "expected true or false",
        "description": "vendor-neutral: a tensor-core op (AMD `v_mfma_*`/`v_smfmac_*`, NVIDIA HMMA, HGMMA, QGMMA, "
        "IMMA, UTC*MMA)",
    },
}

_HAZARD_SIDE_KEYS = {
    "match": _matchers("the instructions of this side"),
    "registers": _choice(
        ROLES,
        "the registers of the instruction that count, by role (`first` defaults to `defs`; `then` to "
        "`uses` for `access: read`, `defs` for `access: write`). `none`, on either side: a pair with no "
        "register relation, where every `then` instruction inside the window is a hit, whatever registers "
        "the two touch (a scalar store in an SMEM clause); the other side then names no `registers` or "
        "`none`, neither side `classes` or `implicit`, and the check no `access` or `overlap`",
    ),
    "classes": _one_or_more(
        _choice(REGISTER_CLASSES, "a register class"), "register class", "keep registers of these classes only"
    ),
    "implicit": _one_or_more(
        _choice(IMPLICIT_REGISTERS, "a special register"),
        "special register",
        "registers the instruction reads without naming them (`m0` for LDS-DMA)",
    ),
}

_CHECK_KINDS: dict[str, dict[str, Any]] = {
    "forbid": _kind(
        "forbid",
        "instructions that must not appear (more than `max` times) in the scope. With `max: 0` every "
        "matching instruction is a finding; with a budget, one finding at the first instruction past it",
        ("match",),
        {
            "match": _matchers("the instructions forbidden"),
            "max": _expression("a number or an expression", "how many are allowed", default=0),
            "per": _choice(
                FORBID_PER,
                "with `max: 0`: `line` gives a finding per source line (and mnemonic); `variant` one per "
                "variant, at the first instruction, whose `{lines}` name every source line with its "
                "instructions and the bytes they move",
                default="line",
            ),
            "derived_from": _choice(
                DERIVED_FROM,
                "`loop-counter` keeps only instructions of an innermost loop that compute a per-lane value, "
                "through def/use in the loop body, from the loop's counter or bound (the uniform registers of "
                "its exit compare, those they are computed from, and the loop's uniform induction registers; "
                "an instruction qualifies when it reads a uniform derived value and a lane-varying one, a "
                "select when its condition does; a load's result counts as memory): a K-tail mask, not an "
                "async-copy or group select, nor the pipeliner's uniform 'is this iteration in range' predicate",
            ),
        },
    ),
    "require": _kind(
        "require",
        "instructions that must appear at least `min` (and at most `max`) times in the scope",
        ("match",),
        {
            "match": _matchers("the instructions required"),
            "min": _expression("a number or an expression", "the least count allowed (inclusive)", default=1),
            "max": _expression("a number or an expression", "the most count allowed (inclusive)"),
        },
    ),
    "resource": {
        **_kind(
            "resource",
            "a resource of the kernel against `min` / `max`; scope must be `kernel`",
            ("resource",),
            {
                "resource": _choice(
                    tuple(RESOURCES),
                    "; ".join(f"`{name}`: {what}" for name, what in RESOURCES.items())
                    + ". `autotune_copies` comes from the plan, `prunable_configs` from judging every variant "
                    "of the kernel on the target: asm checked without them (`--asm`) has none and is never flagged",
                ),
                **_bounds("value"),
            },
        ),
        "allOf": [_min_or_max("resource")],
    },
    "ratio": {
        **_kind(
            "ratio",
            "the ratio count(numerator) / count(denominator) over the scope, against `min` / `max`",
            ("numerator",),
            {
                "numerator": _matchers("the instructions counted above the line"),
                "denominator": _matchers("the instructions counted below the line (default: every instruction)"),
                **_bounds("ratio"),
                "min_count": {
                    "type": "integer",
                    "minimum": 1,
                    "default": 1,
                    "errorMessage": "expected an integer >= 1",
                    "description": "a scope with fewer denominator instructions is not checked",
                },
            },
        ),
        "allOf": [_min_or_max("ratio")],
    },
    "hazard": _kind(
        "hazard",
        "instruction `first`, then within `window` wait states `then` accesses a register of first's "
        "`registers` (any `then` instruction, for a side with `registers: none`), with no `unless` "
        "instruction in between (asmscope/isa/amdgcn/hazards.py walks the CFG)",
        ("first", "then", "window"),
        {
            "first": {"$ref": "#/$defs/hazard_side", "description": "the instruction that opens the window"},
            "then": {"$ref": "#/$defs/hazard_side", "description": "the instruction that must not come too early"},
            "access": _choice(
                ACCESSES, "how `then` touches the registers (required, but for a pair with `registers: none`)"
            ),
            "window": _expression(
                "an integer or an expression",
                "wait states `then` must wait; may use `passes`, `xdl`, `dgemm`, `soffset_sgpr` (facts of `first`) "
                "and the names `when` may (`uses_agpr0`: LLVM's soft-clause look-back)",
            ),
            "overlap": _choice(
                OVERLAPS,
                "`partial`: overlapping but not the identical register range; `full`: the identical range only",
                default="any",
            ),
            "unless": _matchers("instructions that end the window when they come in between"),
            "llvm_search": _expression(
                "an integer or an expression",
                "LLVM's own look-back for this hazard where it is shorter than the window (GCNHazardRecognizer's "
                "MaxWaitStates): a pair at least this many wait states apart is a hazard LLVM cannot see, "
                "reported at the rule's setting `llvm_miss_severity` (default `warning`) and counted apart",
            ),
            "pad": _expression(
                "an integer or an expression",
                "the wait states LLVM's GCNHazardRecognizer inserts before `then` when it sees the pair, where "
                "that is not the window less the wait states in between (a soft clause: `1`, one `s_nop 0` that "
                "breaks the clause); the message field `{pad}` shows it as LLVM's `s_nop` run",
            ),
        },
    ),
    "ir": {
        **_kind(
            "ir",
            "a question about the variant's TTGIR (Triton's GPU IR, kept by the compile cache): an input "
            "without it (`check --asm`, `--triton-cache`) leaves the rule out of scope; scope must be `kernel`",
            ("query",),
            {
                "query": _choice(
                    tuple(IR_QUERIES), "; ".join(f"`{name}`: {what}" for name, what in IR_QUERIES.items())
                ),
                **_bounds("value (`shared-bytes`)"),
            },
        ),
        "if": {"properties": {"query": {"const": "shared-bytes"}}},
        "then": _min_or_max("`shared-bytes` ir"),
    },
    "waitcnt": _kind(
        "waitcnt",
        "an instruction that reads (`read`) or overwrites (`overwrite`) a register a memory instruction "
        "may not have written yet, or touches LDS while an LDS-DMA load is in flight (`lds`), with no "
        "`s_waitcnt` before it that covers it: counters as LLVM's SIInsertWaitcnts keeps them for gfx9 "
        "(asmscope/isa/amdgcn/waitcnt.py walks the CFG)",
        ("access",),
        {
            "access": _choice(
                WAIT_ACCESSES,
                "`read`: a register read before its load completes; `overwrite`: a register written while a "
                "load still writes it; `lds`: an LDS access while an LDS-DMA load (vmcnt) is in flight",
            ),
        },
    ),
}

_MESSAGE_DESCRIPTION = (
    "the finding's text, a template; fields: "
    + " ".join(f"`{{{f}}}`" for f in MESSAGE_FIELDS)
    + " and the rule's settings (`{limited_by}`: what limits occupancy, for `resource: occupancy`; "
    "`{configs}` `{duplicates}` `{wasted}`: the kernel's autotune list on the target, for "
    "`resource: autotune_copies` (`{configs}` `{drops}` `{kept}` `{compile_seconds}`: for "
    "`resource: prunable_configs`); `{advisory}`: ptxas's first advisory, for `resource: ptxas_advisories`; "
    "`{blocks}` `{limited_by}`: blocks per SM and what limits them, for `resource: warps_per_sm` / "
    "`blocks_per_sm`; `{spilled}`: each register file's spills and what they cost, for `resource: spills` / "
    "`vgpr_spills` / `sgpr_spills`; `{lines}`: each source line with its instructions and their bytes, for a "
    "forbid check with `per: variant`). "
    f"A format spec (`{{mnemonic:>20}}`) takes widths and precisions up "
    f"to {MAX_FORMAT_WIDTH} and no nested fields"
)

RULE_SCHEMA: dict[str, Any] = {
    "$schema": "http://json-schema.org/draft-07/schema#",
    "title": "asmscope rule file",
    "description": "One asmscope rule (rules/README.md). Every key is known: anything else is an error.",
    "type": "object",
    "additionalProperties": False,
    "required": ["id", "name", "severity", "summary", "message", "docs", "check"],
    "properties": {
        "id": _word(r"AS[0-9]+", "an id of 'AS' and digits, such as 'AS001'", "unique over all rule directories"),
        "name": _word(
            r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*",
            "a kebab-case name such as 'narrow-store-in-wgrad'",
            "selects the rule like its id (`--select narrow-store-in-wgrad`)",
        ),
        "severity": _choice(SEVERITIES, "users re-level it with `--severity AS001=warning`"),
        "summary": _text("one line, shown by `asmscope rules`", "a one-line summary"),
        "message": {**_text(_MESSAGE_DESCRIPTION, "a message template"), "format": "asmscope-message"},
        "docs": {
            "type": "object",
            "description": "shown by `asmscope rule ASnnn`",
            "additionalProperties": False,
            "required": ["what", "why", "example", "fix"],
            "properties": {
                "what": _text("what the rule flags"),
                "why": _text("why it matters"),
                "example": _text("asm the rule flags, as a YAML block (`example: |`)"),
                "fix": _text("what to change"),
            },
        },
        "enabled": {
            "type": "boolean",
            "default": True,
            "errorMessage": "expected true or false",
            "description": "`false`: the rule runs only when selected by id or name",
        },
        "select": {
            "type": "object",
            "description": "which variants the rule checks: each key given must hold",
            "additionalProperties": False,
            "properties": {
                "tags": _one_or_more(
                    _word(r"[A-Za-z0-9_.-]+", "a tag of letters, digits, '_', '.' or '-'"),
                    "tag",
                    "any of the kernel's tags",
                ),
                "not_tags": _one_or_more(
                    _word(r"[A-Za-z0-9_.-]+", "a tag of letters, digits, '_', '.' or '-'"),
                    "tag",
                    "none of the kernel's tags: kernels that a more specific rule covers",
                ),
                "kernels": _one_or_more(
                    _word(r"[A-Za-z0-9_.$*?\[\]!-]+", "a kernel-name glob such as '*wgrad*'"),
                    "kernel-name glob",
                    "globs on the kernel name (any of them)",
                ),
                "targets": _one_or_more(
                    _word(r"gfx[0-9a-f]+|cuda:[0-9]+", "a target such as 'gfx950' or 'cuda:90'"),
                    "target",
                    "the variant's target is one of these",
                ),
                "vendors": _one_or_more(
                    _choice(VENDORS, "a vendor"),
                    "vendor",
                    "the vendor of the variant's target is one of these (`amd`: gfx*, `nvidia`: cuda:*); "
                    "a target asmscope does not know is not excluded",
                ),
                "when": _expression(
                    "a condition",
                    "an expression over the variant's config, settings and target, and the compiled kernel's "
                    "`async_mma` and `sm_limited_by` (NVIDIA) and `xnack` (AMD: `on`, `off` or `any`, from the "
                    "target ID) and `uses_agpr0` (AMD: the kernel reads or writes a0, or calls)",
                ),
                "requires": _one_or_more(
                    _word(_IDENTIFIER, "a config key such as 'BLOCK_M'"),
                    "config key",
                    "config keys the rule is about: a variant whose config lacks one is not selected, so a "
                    "kernel that names its tile `BLOCK_SIZE_M` is skipped, not an error",
                ),
            },
        },
        "subsumes": _one_or_more(
            _word(r"AS[0-9]+", "a rule id such as 'AS007'"),
            "rule id",
            "rules whose findings on a variant this rule's finding makes moot (a variant that cannot "
            "launch has no occupancy to raise): where both fire, only this one is reported",
        ),
        "config_keys": _one_or_more(
            _word(_IDENTIFIER, "an identifier such as 'USE_TMA'"),
            "identifier",
            "config names beyond the standard vocabulary that expressions may use",
        ),
        "settings": {
            "type": "object",
            "errorMessage": "expected a mapping of setting name to default value",
            "description": "`name: default` thresholds, overridable with `--set name=value` or the config",
            "propertyNames": {
                "type": "string",
                "pattern": _whole(_IDENTIFIER),
                "not": {"enum": sorted(CONFIG_VOCABULARY)},
                "errorMessage": "expected a lowercase identifier that is not a config key",
            },
            "additionalProperties": {
                "type": ["number", "boolean", "string"],
                "errorMessage": "expected a number, a boolean or a string",
            },
        },
        "scope": _choice(
            SCOPES,
            "where to look: `innermost-loop` is every loop with no loop nested in it but ones that only wait "
            "(a SASS mbarrier try-wait's retry), `hot-loop` the innermost loop with the most instructions "
            "(a GEMM's K loop)",
            default="kernel",
        ),
        "check": {
            "type": "object",
            "errorMessage": "expected a mapping with a 'kind' key",
            "description": "what is checked; the keys of each `kind` are below",
            "required": ["kind"],
            "properties": {"kind": _choice(CHECK_KINDS, "the kind of check")},
            "allOf": [
                {
                    "if": {"type": "object", "required": ["kind"], "properties": {"kind": {"const": kind}}},
                    "then": {"$ref": f"#/$defs/{kind}"},
                }
                for kind in CHECK_KINDS
            ],
        },
    },
    "allOf": [
        {  # a resource is a fact of the whole kernel
            "if": {
                "required": ["check"],
                "properties": {"check": {"required": ["kind"], "properties": {"kind": {"const": "resource"}}}},
            },
            "then": {
                "properties": {
                    "scope": {
                        "const": "kernel",
                        "errorMessage": "a resource check is about the whole kernel: expected 'kernel'",
                    }
                }
            },
        },
        {  # an ir check names its own place in the TTGIR (the hot loop, the loops with a dot)
            "if": {
                "required": ["check"],
                "properties": {"check": {"required": ["kind"], "properties": {"kind": {"const": "ir"}}}},
            },
            "then": {
                "properties": {
                    "scope": {
                        "const": "kernel",
                        "errorMessage": "an ir check's query names where it looks in the TTGIR: expected 'kernel'",
                    }
                }
            },
        },
    ],
    "$defs": {
        "matcher": {
            "type": "object",
            "description": "which instructions: every key given must hold (an empty matcher matches all)",
            "additionalProperties": False,
            "properties": _MATCHER_KEYS,
        },
        "matchers": {
            "errorMessage": "expected a matcher or a non-empty list of matchers",
            "anyOf": [
                {"$ref": "#/$defs/matcher"},
                {
                    "type": "array",
                    "minItems": 1,
                    "items": {"$ref": "#/$defs/matcher"},
                    "errorMessage": "expected a non-empty list of matchers",
                },
            ],
        },
        "hazard_side": {
            "type": "object",
            "additionalProperties": False,
            "required": ["match"],
            "properties": _HAZARD_SIDE_KEYS,
        },
        **_CHECK_KINDS,
    },
}
