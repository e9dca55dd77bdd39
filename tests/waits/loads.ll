; Written for asmscope's missing-wait tests: scalar, global, buffer, LDS and flat loads, a loop
; that loads the next element while it sums the current one, and LDS written, fenced and read.
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [256 x float] undef, align 16

define amdgpu_kernel void @loads(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(8) %rsrc,
                                 ptr %generic, i32 %n, float %scale) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %tid to i64
  %pa = getelementptr float, ptr addrspace(1) %a, i64 %t64
  %first = load float, ptr addrspace(1) %pa, align 4
  %off = shl i32 %tid, 2
  %buf = call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %rsrc, i32 %off, i32 0, i32 0)
  %pg = getelementptr float, ptr %generic, i64 %t64
  %gv = load float, ptr %pg, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %cur = phi float [ %first, %entry ], [ %next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %i.next = add i32 %i, 1
  %idx = mul i32 %i.next, 64
  %idx64 = zext i32 %idx to i64
  %pn = getelementptr float, ptr addrspace(1) %pa, i64 %idx64
  %next = load volatile float, ptr addrspace(1) %pn, align 4
  %m = fmul float %cur, %scale
  %acc.next = fadd float %acc, %m
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %b0 = extractelement <4 x float> %buf, i32 0
  %b3 = extractelement <4 x float> %buf, i32 3
  %s0 = fadd float %acc.next, %b0
  %s1 = fadd float %s0, %gv
  %pl = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %tid
  store float %s1, ptr addrspace(3) %pl, align 4
  call void @llvm.amdgcn.s.barrier()
  %rev = sub i32 255, %tid
  %pr = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %rev
  %other = load float, ptr addrspace(3) %pr, align 4
  %pr2 = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %off
  %other2 = load float, ptr addrspace(3) %pr2, align 4
  %s2 = fadd float %other, %b3
  %s3 = fmul float %s2, %other2
  %pb = getelementptr float, ptr addrspace(1) %b, i64 %t64
  store float %s3, ptr addrspace(1) %pb, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.s.barrier()
