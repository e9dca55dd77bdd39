"""NVIDIA SASS: the reader (cubins through nvdisasm, sass.lark), the opcode facts
(instructions), ptxas's `-v` log, what a variant adds to its SASS (launch), and the CUDA
occupancy rules (occupancy)."""
