"""Blockwise FP8 (E4M3, block 128) quantisers and GEMM kernels studied by asmscope.

Kept deliberately tiny: the kernel modules (``kernels.quant``, ``kernels.gemm``,
``kernels.batched``) import only ``triton``/``triton.language``/``math`` so that
asmscope can import them for cross-compilation without paying for ``torch``.
The PyTorch entry points live in ``kernels.ops`` and must be imported explicitly.
"""

#: Quantisation group along K (activations 1x128, weights 128x128).
FP8_BLOCK = 128
