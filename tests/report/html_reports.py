"""Reports for the html format's tests, built by the real pipeline from real compiler output:
Triton's wgrad kernel on gfx950 in both epilogues (tests/rules/real, with its Python source) and
a hazard fixture whose findings carry a wait-state chain. The kernel names, config values and
one asm comment hold markup, so escaping is exercised on every path into the page.
"""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

from asmscope import sourcetext
from asmscope.compare import DiffReport, diff_summaries
from asmscope.findings import CheckReport, VariantError, VariantKey
from asmscope.pipeline import all_findings, check_variants
from asmscope.rules import load_rules
from asmscope.variant import Variant

TESTS = Path(__file__).parent.parent
REAL = TESTS / "rules" / "real"
HAZARD = TESTS.parent / "rules" / "AS013-mfma-result-read-too-early.s"

MARKUP_KERNEL = "wgrad<script>window.pwned=1</script>&'\""
MARKUP_VALUE = '</script><img src=x onerror="window.pwned=1">&amp;'
MARKUP_COMMENT = "; </script><script>window.pwned=1</script> <b>bold</b> \"q\" & 'a'"


def _copy_asm(src: Path, dest: Path, source_dir: Path) -> Path:
    """The asm with its Python file pointed at `source_dir`, and a comment full of markup."""
    text = src.read_text().replace('.file\t1 "/tmp/proto" "wg.py"', f'.file\t1 "{source_dir}" "wg.py"')
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if line.strip().startswith("s_load"))
    lines.insert(at, "\t" + MARKUP_COMMENT)
    dest.write_text("\n".join(lines))
    return dest


def _variant(path: Path, kernel: str, target: str, config: dict[str, object], launch_lds: int | None = None) -> Variant:
    items = tuple(config.items())
    key = VariantKey(kernel, target, items, "wgrad-4k" if kernel else "")
    return Variant(key, str(path), hashlib.sha256(path.read_bytes()).hexdigest(), ("wgrad",), items, launch_lds)


# BLOCK_M=512: one config fails to compile, the other needs more LDS at launch than gfx950 has
FAILED = VariantKey(
    MARKUP_KERNEL, "gfx950", (("BLOCK_M", 512), ("WGRAD_TRANS_STORE", False), ("TAG", MARKUP_VALUE)), "wgrad-4k"
)
LDS = 200_000  # bytes at launch


def wgrad_variants(tmp: Path) -> list[Variant]:
    """Four wgrad variants on gfx950 (two configs per epilogue) and the hazard fixture."""
    source_dir = tmp / "src"
    source_dir.mkdir(parents=True, exist_ok=True)
    sourcetext.allow(tmp)  # the run's root, as `check --asm` allows its files' directory
    shutil.copy(REAL / "wg.py.txt", source_dir / "wg.py")
    legacy = _copy_asm(REAL / "wgrad_legacy_gfx950.s", tmp / "legacy.s", source_dir)
    trans = _copy_asm(REAL / "wgrad_trans_gfx950.s", tmp / "trans.s", source_dir)
    hazard = tmp / "hazard.s"
    shutil.copy(HAZARD, hazard)
    return [
        _variant(legacy, MARKUP_KERNEL, "gfx950", {"BLOCK_M": 256, "WGRAD_TRANS_STORE": False, "TAG": MARKUP_VALUE}),
        _variant(trans, MARKUP_KERNEL, "gfx950", {"BLOCK_M": 256, "WGRAD_TRANS_STORE": True, "TAG": MARKUP_VALUE}),
        _variant(legacy, MARKUP_KERNEL, "gfx950", {"BLOCK_M": 128, "WGRAD_TRANS_STORE": False, "TAG": MARKUP_VALUE}),
        _variant(trans, MARKUP_KERNEL, "gfx950", {"BLOCK_M": 128, "WGRAD_TRANS_STORE": True, "TAG": MARKUP_VALUE}),
        _variant(trans, MARKUP_KERNEL, "gfx950", {"BLOCK_M": 512, "WGRAD_TRANS_STORE": True, "TAG": MARKUP_VALUE}, LDS),
        _variant(hazard, "", "gfx942", {}),  # as `check --asm`: every kernel of the file, by its own name
    ]


def check_report(tmp: Path) -> CheckReport:
    variants = wgrad_variants(tmp)
    evaluation = check_variants(variants, load_rules())
    legacy = [v.key for v in variants if v.asm_path.endswith("legacy.s")]  # byte-identical
    failed = VariantError(FAILED, "compile-error", "out of resource: shared memory <Required: 262144>", "LLVM & co")
    return CheckReport(
        findings=tuple(all_findings(evaluation.summaries)),
        errors=(*evaluation.errors, failed),
        variants_checked=len(evaluation.summaries),
        targets=("gfx942", "gfx950"),
        identical=(tuple(legacy),),
        summaries=evaluation.summaries,
    )


def diff_report(tmp: Path) -> DiffReport:
    """Side `main`: the transposed-store epilogue for BLOCK_M 128 and 256; side `legacy`: the
    legacy epilogue for BLOCK_M=256 (the canonical wgrad regression), BLOCK_M=128 unchanged."""
    trans, legacy = (v.asm_path for v in wgrad_variants(tmp)[1::-1])
    sides = []
    for paths in ({128: trans, 256: trans}, {128: trans, 256: legacy}):
        variants = [
            _variant(Path(path), MARKUP_KERNEL, "gfx950", {"BLOCK_M": m, "TAG": MARKUP_VALUE})
            for m, path in paths.items()
        ]
        sides.append(check_variants(variants, load_rules()).summaries)
    return diff_summaries(sides[0], sides[1], "main", "legacy")
