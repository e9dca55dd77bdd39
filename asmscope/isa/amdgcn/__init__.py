"""AMDGCN (AMD CDNA, gfx942/gfx950): the reader (amdgcn.lark, builder, operands, resources,
code objects), the instruction facts (instructions, mnemonics, mfma), occupancy, and the hazard
walker (hazards, llvm_walk)."""
