"""Triton's intermediate representation as asmscope reads it: the TTGIR model (`ttgir`), what a
layout gives each thread (`layouts`), and the link from ISA instructions to TTGIR ops (`link`).
Text only: the compile stage stores the IR, nothing here imports triton (docs/ir.md)."""
