"""What the caller adds to SASS (asmscope.isa.interface.ReadContext): the launch Triton gives a
cubin (block size, dynamic shared memory) and, for SASS text, the resource figures of its ptxas
log."""

from __future__ import annotations

from dataclasses import replace

from asmscope.isa.interface import ReadContext
from asmscope.isa.sass.ptxas_log import read_ptxas_log
from asmscope.isa.sass.reader import TritonLaunch, metadata_beside
from asmscope.model import Module, Resources

SASS_SUFFIX = ".sass"


def with_ptxas_facts(module: Module, context: ReadContext) -> Module:
    """SASS text carries no resource table: what the cubin's would say comes from the ptxas log
    (registers, stack frame, spill bytes) and num_warps (the block)."""
    log = context.assembler_log
    report = read_ptxas_log(log) if log is not None else None
    num_warps = context.num_warps
    block = num_warps * 32 if isinstance(num_warps, int) else None

    def known(res: Resources) -> Resources:
        if report is not None:
            res = replace(
                res,
                registers=report.registers,
                scratch_bytes=report.stack_frame_bytes,
                spill_store_bytes=report.spill_store_bytes,
                spill_load_bytes=report.spill_load_bytes,
            )
        return replace(res, max_flat_workgroup_size=block, wavefront_size=32) if block else res

    return replace(module, kernels=tuple(replace(k, resources=known(k.resources)) for k in module.kernels))


def triton_launch(path: str, context: ReadContext) -> TritonLaunch | None:
    """How Triton launches a cubin: for a variant compiled here, its config's num_warps and the
    dynamic shared memory of its metadata; for a given cubin, the metadata `.json` beside it."""
    num_warps = context.num_warps
    if isinstance(num_warps, int) and context.launch_shared_bytes is not None:
        return TritonLaunch(path, num_warps, context.launch_shared_bytes, context.target)
    return metadata_beside(path)
