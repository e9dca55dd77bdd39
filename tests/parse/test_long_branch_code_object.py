"""A long branch (`s_getpc_b64`, `s_add_u32`/`s_addc_u32` of the offset, `s_setpc_b64`) by the
two roads: LLVM's asm names the target label in an expression, a code object has only numbers
(and llvm-objdump prints the high word as `lit(0xffffffff)`). Both must give the same control
flow: before, the code-object road failed to parse the `lit(...)` operand, and with it parsed
it saw no loop at all. llc-22 expands a loop's back edge into a long branch when the branch
offset field is made small (`-amdgpu-s-branch-bits`, LLVM's own switch for testing this)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from asmscope.analysis import analyze
from asmscope.isa import parse_module
from asmscope.model import Module, OperandKind

TOOLS = ("llc-22", "ld.lld-22", "llvm-objdump-22")
MISSING = [t for t in TOOLS if shutil.which(t) is None]
pytestmark = pytest.mark.skipif(bool(MISSING), reason=f"needs LLVM 22 tools, missing: {', '.join(MISSING)}")

# A loop whose body is longer than a 4-bit branch offset reaches, before and after a conditional
# exit; a second kernel branches forward over a block (a long branch with a positive offset).
IR = """
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @back(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %idx = add i32 %i, %tid
  %gep = getelementptr float, ptr addrspace(1) %p, i32 %idx
  %v = load float, ptr addrspace(1) %gep
  %m1 = fmul float %v, %acc
  %m2 = fadd float %m1, 1.0
  %m3 = fmul float %m2, %v
  %m4 = fadd float %m3, 2.0
  %m5 = fmul float %m4, %m1
  %acc.next = fadd float %m5, %acc
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  store float %acc.next, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @skip(ptr addrspace(1) %p, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %n, %tid
  br i1 %c, label %work, label %done
work:
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %tid
  %x = load i32, ptr addrspace(1) %q
  %sq = mul i32 %x, %x
  store i32 %sq, ptr addrspace(1) %q
  %dv = udiv i32 %sq, 7
  %q1 = getelementptr i32, ptr addrspace(1) %q, i32 64
  store i32 %dv, ptr addrspace(1) %q1
  %rm = urem i32 %dv, 13
  %q2 = getelementptr i32, ptr addrspace(1) %q, i32 128
  store i32 %rm, ptr addrspace(1) %q2
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
"""


@pytest.fixture(scope="module")
def roads(tmp_path_factory: pytest.TempPathFactory) -> tuple[Module, Module, str]:
    out = tmp_path_factory.mktemp("long_branch")
    ll, asm, obj, co = out / "k.ll", out / "k.s", out / "k.o", out / "k.co"
    ll.write_text(IR)
    llc = ["llc-22", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-amdgpu-s-branch-bits=4", str(ll)]
    subprocess.run([*llc, "-o", str(asm)], check=True, capture_output=True)
    subprocess.run([*llc, "-filetype=obj", "-o", str(obj)], check=True, capture_output=True)
    subprocess.run(["ld.lld-22", "-shared", str(obj), "-o", str(co)], check=True, capture_output=True)
    listing = subprocess.run(["llvm-objdump-22", "-d", "--mcpu=gfx942", str(co)], check=True, capture_output=True)
    return parse_module(asm.read_bytes(), str(asm)), parse_module(co.read_bytes(), str(co)), listing.stdout.decode()


def _flow(module: Module) -> dict[str, tuple]:
    """Per kernel: each block's mnemonics and successors, and each loop's depth and size."""
    out = {}
    for k in module.kernels:
        a = analyze(k, "gfx942")
        blocks = [(tuple(i.mnemonic for i in k.instructions[b.start : b.end]), b.successors) for b in a.cfg.blocks]
        out[k.name] = (blocks, [(s.loop.depth, s.instructions) for s in a.loops], a.notes)
    return out


def test_the_fixture_has_long_branches_and_a_lit_operand(roads: tuple[Module, Module, str]) -> None:
    text, _, listing = roads
    assert "lit(" in listing  # the operand the code-object road could not parse
    for k in text.kernels:
        assert any(i.mnemonic == "s_setpc_b64" for i in k.instructions), k.name


def test_both_roads_give_the_same_blocks_edges_and_loops(roads: tuple[Module, Module, str]) -> None:
    text, binary, _ = roads
    by_text, by_binary = _flow(text), _flow(binary)
    assert by_binary == by_text
    blocks, loops, notes = by_binary["back"]
    assert loops and loops[0][0] == 1 and not notes  # the back edge is a long branch: the loop is seen
    setpc = next(i for i, (mnemonics, _) in enumerate(blocks) if mnemonics[-1] == "s_setpc_b64")
    assert blocks[setpc][1], "the long branch has a successor"


def test_the_offset_becomes_a_label_at_the_target(roads: tuple[Module, Module, str]) -> None:
    _, binary, _ = roads
    for k in binary.kernels:
        labels = {lab.name: lab.index for lab in k.labels}
        for i, ins in enumerate(k.instructions):
            if ins.mnemonic == "s_setpc_b64":
                add = next(j for j in range(i - 1, i - 4, -1) if k.instructions[j].mnemonic == "s_add_u32")
                op = k.instructions[add].operands[2]
                assert op.kind is OperandKind.LABEL and op.value in labels
                assert op.text.startswith("0x")  # still shown as llvm-objdump printed it
