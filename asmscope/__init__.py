"""asmscope: compiled-IR and assembly inspection for Triton GPU kernels."""

__version__ = "0.1.0"
