"""The one record of a variant to check, from the compile stage (or `check --asm`) to the rules.

    compile_variants(plan, cache).compiled     -> tuple[Variant, ...]   (one per compiled config)
    asm_variants(paths, target, tags)          -> list[Variant]          (one per given .s file)
    pipeline.check_variants(variants, rules)   -> summaries, errors and rule problems

A Variant names its asm text (path and hash) and everything the rules may ask about it besides
the code: tags, config, target and the LDS Triton allocates at launch.
"""

from __future__ import annotations

from dataclasses import dataclass

from asmscope.findings import ConfigItems, VariantKey, source_in_checkout
from asmscope.targets import Target, lookup


@dataclass(frozen=True, slots=True)
class Variant:
    key: VariantKey  # kernel (as the spec names it), target, config, shape
    asm_path: str  # the .s file, or an NVIDIA target's .cubin (for a compiled variant, in the compile cache)
    asm_sha256: str
    tags: tuple[str, ...] = ()
    config: ConfigItems = ()  # everything the code depends on: autotune kwargs, options, constexprs
    # LDS Triton allocates at launch (its metadata `shared`): not in the assembly's own counts
    launch_lds_bytes: int | None = None
    triton_version: str = ""  # of the compile ("" for a given .s file)
    # the kernel of the file to check: None for a compiled variant (its file's one kernel, named
    # by the spec) or a given .s file whose key names no kernel (every kernel, by its own name)
    asm_kernel: str | None = None
    # (the checkout root the asm's source paths name, this run's root) when they differ: a compile
    # cache entry made in another clone or a diff side, whose source is the same (same key)
    moved_sources: tuple[str, str] | None = None
    # what the plan knows of the variant's place in its kernel's autotune list, for the rules:
    # autotune_copies (how often its config is listed), autotune_configs, autotune_duplicates, and
    # on the one variant that reports the list's repeats, autotune_repeated (them, as text)
    facts: tuple[tuple[str, int | str], ...] = ()
    # the compile's wall time as its cache record holds it (the machine that compiled it), for
    # `asmscope prune`'s time saved; None for a given .s file
    compile_seconds: float | None = None
    # NVIDIA: what `ptxas -v` printed for the cubin (registers, stack frame, spill stores and
    # loads, shared and constant memory, advisories such as C7515); None where not compiled here
    ptxas_log: str | None = None
    # NVIDIA: where the SASS listing the parser reads from the cubin (`nvdisasm -c -gi`) is kept,
    # in the cache's asm/ under the cubin's own hash (`<sha>.sass` beside `<sha>.cubin`): the
    # lines findings name are its lines. None: findings name asm_path (a .s file is its own listing)
    listing_path: str | None = None

    @property
    def findings_path(self) -> str:
        """The file whose lines findings' asm lines count: the SASS listing of a cubin where
        one is kept, else the asm file itself."""
        return self.listing_path or self.asm_path
    # Triton's intermediate stages kept by the compile cache: (stage, gzip file) for ttir, ttgir,
    # llir and (NVIDIA) ptx; () for a given .s file or a cache entry without them (docs/ir.md)
    ir: tuple[tuple[str, str], ...] = ()
    # what the compile record holds of them (asmscope.ir.files.text_facts): (stage, fingerprint
    # of the text without source locations), and the TTGIR's layout definitions
    ir_fingerprints: tuple[tuple[str, str], ...] = ()
    ttgir_layouts: tuple[str, ...] = ()

    def ir_path(self, stage: str) -> str | None:
        return dict(self.ir).get(stage)

    def source_here(self, path: str) -> str:
        """A source path the asm names, in this run's checkout (findings.source_in_checkout)."""
        return source_in_checkout(path, self.moved_sources)

    @property
    def target(self) -> Target:
        """The target's descriptor (an explicit unknown one when the key names no known target)."""
        return lookup(self.key.target)


def lds_bytes(static_bytes: int | None, launch_bytes: int | None) -> int | None:
    """LDS a workgroup of the kernel holds: what the assembly declares (LLVM's `; LDSByteSize:`)
    plus what Triton allocates at launch; None when neither is known."""
    if static_bytes is None and launch_bytes is None:
        return None
    return (static_bytes or 0) + (launch_bytes or 0)
