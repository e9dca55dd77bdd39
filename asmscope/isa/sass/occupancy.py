"""Blocks per SM of an NVIDIA kernel, by the CUDA occupancy rules (what
`cuOccupancyMaxActiveBlocksPerMultiprocessor` answers), from its registers, shared memory and
block size.

    report = blocks_per_sm(registers=32, threads_per_block=128, shared_bytes=1040, sm=SmLimits())
    report.blocks_per_sm, report.limited_by, report.registers_until_block_loss

The rules are those of the CUDA occupancy calculator (`cuda_occupancy.h`,
cudaOccMaxBlocksPerSMRegsLimit / cudaOccMaxBlocksPerSMSmemLimit / the warp and block limits),
with the facts of targets.SmLimits:
- registers are allocated per warp, rounded up to the granule (256); the register file is
  split among the 4 sub-partitions, each holding whole warps: warps per SM = 4 x
  floor(registers_per_sm / 4 / registers_per_warp); blocks = that // warps per block. A block
  whose warps, rounded up to a multiple of 4, need more than registers_per_block cannot launch.
- shared memory per block is static + dynamic + the 1 KB the system reserves per block, rounded
  up to 128 bytes; blocks = shared_bytes_per_sm // that. More than the per-block maximum
  (static + dynamic over 227 KB) cannot launch: Triton raises OutOfResources.
- at most 32 blocks and 64 warps per SM.
Triton raises the kernel's carveout preference to the maximum where it needs more than 48 KB, and
the default preference is the maximum too, so the SM's whole shared memory is what counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from asmscope.targets import SmLimits


@dataclass(frozen=True, slots=True)
class SmOccupancy:
    """Resident blocks of one kernel per SM, what limits them, and the headroom before one is lost."""

    blocks_per_sm: int
    warps_per_sm: int
    limited_by: str  # "registers", "shared memory", "warps", "blocks" (comma-joined where several
    # bind), or "cannot launch: ..."
    blocks_by_registers: int
    blocks_by_shared: int
    blocks_by_warps: int
    shared_bytes_per_block: int  # static + dynamic (the launch's total, without the reserved 1 KB)
    max_threads_per_block: int  # the largest block these registers allow (CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)
    # how many more registers per thread / shared bytes per block keep blocks_per_sm (None where
    # no block fits)
    registers_until_block_loss: int | None
    shared_bytes_until_block_loss: int | None


def _ceil(n: int, unit: int) -> int:
    return -(-n // unit) * unit


def _blocks_by_registers(registers: int, warps: int, sm: SmLimits) -> int:
    per_warp = _ceil(max(registers, 1) * 32, sm.register_granule)
    # the hardware check assumes a block's warps spread over all sub-partitions
    if per_warp * _ceil(warps, sm.sub_partitions) > sm.registers_per_block:
        return 0
    warps_per_partition = sm.registers_per_sm // sm.sub_partitions // per_warp
    return warps_per_partition * sm.sub_partitions // warps


def _blocks_by_shared(shared_bytes: int, sm: SmLimits) -> int:
    if shared_bytes > sm.shared_bytes_per_block:
        return 0
    allocated = _ceil(shared_bytes + sm.shared_reserved_per_block, sm.shared_granule)
    return sm.shared_bytes_per_sm // allocated


def max_threads_per_block(registers: int, sm: SmLimits) -> int:
    """The largest block a kernel with these registers per thread can launch: whole warps whose
    registers, with the warp count rounded up to the sub-partitions, fit registers_per_block."""
    per_warp = _ceil(max(registers, 1) * 32, sm.register_granule)
    warps = sm.registers_per_block // per_warp // sm.sub_partitions * sm.sub_partitions
    return min(warps * 32, sm.max_threads_per_block)


def blocks_per_sm(registers: int, threads_per_block: int, shared_bytes: int, sm: SmLimits) -> SmOccupancy:
    """`shared_bytes` is the block's static plus dynamic shared memory."""
    warps = -(-threads_per_block // 32)
    by_regs = _blocks_by_registers(registers, warps, sm) if registers <= sm.max_registers_per_thread else 0
    by_shared = _blocks_by_shared(shared_bytes, sm)
    by_warps = sm.max_warps_per_sm // warps if threads_per_block <= sm.max_threads_per_block else 0
    blocks = min(by_regs, by_shared, by_warps, sm.max_blocks_per_sm)
    if blocks == 0:
        reasons = []
        if by_regs == 0:
            reasons.append(f"{registers} registers x {threads_per_block} threads exceed the register file")
        if by_shared == 0:
            reasons.append(f"{shared_bytes} bytes of shared memory exceed {sm.shared_bytes_per_block} per block")
        if by_warps == 0:
            reasons.append(f"{threads_per_block} threads exceed {sm.max_threads_per_block} per block")
        limited = "cannot launch: " + "; ".join(reasons)
    else:  # every limit that binds, e.g. "registers, shared memory" where both allow one block
        limits = (
            ("registers", by_regs),
            ("shared memory", by_shared),
            ("warps", by_warps),
            ("blocks", sm.max_blocks_per_sm),
        )
        limited = ", ".join(name for name, n in limits if n == blocks)
    regs_left = shared_left = None
    if blocks:
        regs_left = 0
        while registers + regs_left < sm.max_registers_per_thread and (
            _blocks_by_registers(registers + regs_left + 1, warps, sm) >= blocks
        ):
            regs_left += 1
        # the largest block size still fitting `blocks` blocks, less what the block uses now
        fits = sm.shared_bytes_per_sm // blocks // sm.shared_granule * sm.shared_granule
        shared_left = min(fits - sm.shared_reserved_per_block, sm.shared_bytes_per_block) - shared_bytes
    return SmOccupancy(
        blocks_per_sm=blocks,
        warps_per_sm=blocks * warps,
        limited_by=limited,
        blocks_by_registers=by_regs,
        blocks_by_shared=by_shared,
        blocks_by_warps=by_warps,
        shared_bytes_per_block=shared_bytes,
        max_threads_per_block=max_threads_per_block(registers, sm),
        registers_until_block_loss=regs_left,
        shared_bytes_until_block_loss=shared_left,
    )
