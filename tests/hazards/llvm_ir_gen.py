"""LLVM IR generator for the hazard differential test: every MFMA/SMFMAC intrinsic of a target,
each followed by each kind of reader, one kernel per case, batched into one module per target.

Each case kernel loads the MFMA's operands, issues the MFMA, and then the reader, with
`llvm.amdgcn.sched.barrier(0)` on both sides of the reader so that the machine scheduler keeps
the pair adjacent. LLVM's GCNHazardRecognizer then pads the pair with `s_nop`: the oracle.

The intrinsic signatures are LLVM's (IntrinsicsAMDGPU.td); `llc-22` rejects a wrong one, so a
typo here fails the test rather than testing less.
"""

from __future__ import annotations

from dataclasses import dataclass

TARGETS = ("gfx942", "gfx950")


@dataclass(frozen=True)
class Intrinsic:
    name: str  # after `llvm.amdgcn.`
    a: str
    b: str
    c: str
    form: str = "mfma"  # mfma: (A, B, C, cbsz, abid, blgp); smfmac: (A, B, C, idx, cbsz, abid);
    # f8f6f4 and scale: (A, B, C, cbsz, blgp, opselA, scaleA, opselB, scaleB), overloaded on A and B;
    # f8f6f4 passes zero scales
    targets: tuple[str, ...] = TARGETS
    cbsz: int = 0
    blgp: int = 0

    @property
    def label(self) -> str:
        if self.form == "f8f6f4":
            return self.name.replace("mfma.scale.", "mfma.").replace(".", "_") + f"_cbsz{self.cbsz}_blgp{self.blgp}"
        if self.form == "scale":
            return self.name.replace(".", "_") + f"_cbsz{self.cbsz}_blgp{self.blgp}"
        return self.name.replace(".", "_")


def _dense() -> list[Intrinsic]:
    v = lambda n, t: f"<{n} x {t}>"  # noqa: E731
    out = [
        Intrinsic("mfma.f32.32x32x1f32", "float", "float", v(32, "float")),
        Intrinsic("mfma.f32.16x16x1f32", "float", "float", v(16, "float")),
        Intrinsic("mfma.f32.4x4x1f32", "float", "float", v(4, "float")),
        Intrinsic("mfma.f32.32x32x2f32", "float", "float", v(16, "float")),
        Intrinsic("mfma.f32.16x16x4f32", "float", "float", v(4, "float")),
        Intrinsic("mfma.f32.32x32x4f16", v(4, "half"), v(4, "half"), v(32, "float")),
        Intrinsic("mfma.f32.16x16x4f16", v(4, "half"), v(4, "half"), v(16, "float")),
        Intrinsic("mfma.f32.4x4x4f16", v(4, "half"), v(4, "half"), v(4, "float")),
        Intrinsic("mfma.f32.32x32x8f16", v(4, "half"), v(4, "half"), v(16, "float")),
        Intrinsic("mfma.f32.16x16x16f16", v(4, "half"), v(4, "half"), v(4, "float")),
        Intrinsic("mfma.i32.32x32x4i8", "i32", "i32", v(32, "i32")),
        Intrinsic("mfma.i32.16x16x4i8", "i32", "i32", v(16, "i32")),
        Intrinsic("mfma.i32.4x4x4i8", "i32", "i32", v(4, "i32")),
        Intrinsic("mfma.f32.32x32x4bf16.1k", v(4, "i16"), v(4, "i16"), v(32, "float")),
        Intrinsic("mfma.f32.16x16x4bf16.1k", v(4, "i16"), v(4, "i16"), v(16, "float")),
        Intrinsic("mfma.f32.4x4x4bf16.1k", v(4, "i16"), v(4, "i16"), v(4, "float")),
        Intrinsic("mfma.f32.32x32x8bf16.1k", v(4, "i16"), v(4, "i16"), v(16, "float")),
        Intrinsic("mfma.f32.16x16x16bf16.1k", v(4, "i16"), v(4, "i16"), v(4, "float")),
        Intrinsic("mfma.f64.16x16x4f64", "double", "double", v(4, "double")),
        Intrinsic("mfma.f64.4x4x4f64", "double", "double", "double"),
        Intrinsic("mfma.i32.16x16x32.i8", "i64", "i64", v(4, "i32")),
        Intrinsic("mfma.i32.32x32x16.i8", "i64", "i64", v(16, "i32")),
        Intrinsic("mfma.f32.16x16x8.xf32", v(2, "float"), v(2, "float"), v(4, "float"), targets=("gfx942",)),
        Intrinsic("mfma.f32.32x32x4.xf32", v(2, "float"), v(2, "float"), v(16, "float"), targets=("gfx942",)),
    ]
    for fa in ("bf8", "fp8"):
        for fb in ("bf8", "fp8"):
            out.append(Intrinsic(f"mfma.f32.16x16x32.{fa}.{fb}", "i64", "i64", v(4, "float")))
            out.append(Intrinsic(f"mfma.f32.32x32x16.{fa}.{fb}", "i64", "i64", v(16, "float")))
    g950 = ("gfx950",)
    out += [
        Intrinsic("mfma.f32.16x16x32.f16", v(8, "half"), v(8, "half"), v(4, "float"), targets=g950),
        Intrinsic("mfma.f32.32x32x16.f16", v(8, "half"), v(8, "half"), v(16, "float"), targets=g950),
        Intrinsic("mfma.f32.16x16x32.bf16", v(8, "bfloat"), v(8, "bfloat"), v(4, "float"), targets=g950),
        Intrinsic("mfma.f32.32x32x16.bf16", v(8, "bfloat"), v(8, "bfloat"), v(16, "float"), targets=g950),
        Intrinsic("mfma.i32.16x16x64.i8", v(4, "i32"), v(4, "i32"), v(4, "i32"), targets=g950),
        Intrinsic("mfma.i32.32x32x32.i8", v(4, "i32"), v(4, "i32"), v(16, "i32"), targets=g950),
    ]
    # f8f6f4: the A/B vector is 8 dwords for fp8/bf8 (format 0, 1), 6 for fp6/bf6 (2, 3), 4 for fp4 (4)
    regs = {0: 8, 1: 8, 2: 6, 3: 6, 4: 4}
    # (zero scales select v_mfma_*_f8f6f4, others v_mfma_scale_*_f8f6f4)
    for form in ("f8f6f4", "scale"):
        for cbsz, blgp in ((0, 0), (1, 4), (4, 0), (2, 3), (4, 4)):
            a, b = v(regs[cbsz], "i32"), v(regs[blgp], "i32")
            for shape, c in (("16x16x128", v(4, "float")), ("32x32x64", v(16, "float"))):
                out.append(Intrinsic(f"mfma.scale.f32.{shape}.f8f6f4", a, b, c, form, g950, cbsz, blgp))
    return out


def _sparse() -> list[Intrinsic]:
    v = lambda n, t: f"<{n} x {t}>"  # noqa: E731
    out = [
        Intrinsic("smfmac.f32.16x16x32.f16", v(4, "half"), v(8, "half"), v(4, "float"), "smfmac"),
        Intrinsic("smfmac.f32.32x32x16.f16", v(4, "half"), v(8, "half"), v(16, "float"), "smfmac"),
        Intrinsic("smfmac.f32.16x16x32.bf16", v(4, "i16"), v(8, "i16"), v(4, "float"), "smfmac"),
        Intrinsic("smfmac.f32.32x32x16.bf16", v(4, "i16"), v(8, "i16"), v(16, "float"), "smfmac"),
        Intrinsic("smfmac.i32.16x16x64.i8", v(2, "i32"), v(4, "i32"), v(4, "i32"), "smfmac"),
        Intrinsic("smfmac.i32.32x32x32.i8", v(2, "i32"), v(4, "i32"), v(16, "i32"), "smfmac"),
    ]
    g950 = ("gfx950",)
    out += [
        Intrinsic("smfmac.f32.16x16x64.f16", v(8, "half"), v(16, "half"), v(4, "float"), "smfmac", g950),
        Intrinsic("smfmac.f32.32x32x32.f16", v(8, "half"), v(16, "half"), v(16, "float"), "smfmac", g950),
        Intrinsic("smfmac.f32.16x16x64.bf16", v(8, "bfloat"), v(16, "bfloat"), v(4, "float"), "smfmac", g950),
        Intrinsic("smfmac.f32.32x32x32.bf16", v(8, "bfloat"), v(16, "bfloat"), v(16, "float"), "smfmac", g950),
        Intrinsic("smfmac.i32.16x16x128.i8", v(4, "i32"), v(8, "i32"), v(4, "i32"), "smfmac", g950),
        Intrinsic("smfmac.i32.32x32x64.i8", v(4, "i32"), v(8, "i32"), v(16, "i32"), "smfmac", g950),
    ]
    for fa in ("bf8", "fp8"):
        for fb in ("bf8", "fp8"):
            out += [
                Intrinsic(f"smfmac.f32.16x16x64.{fa}.{fb}", v(2, "i32"), v(4, "i32"), v(4, "float"), "smfmac"),
                Intrinsic(f"smfmac.f32.32x32x32.{fa}.{fb}", v(2, "i32"), v(4, "i32"), v(16, "float"), "smfmac"),
                Intrinsic(f"smfmac.f32.16x16x128.{fa}.{fb}", v(4, "i32"), v(8, "i32"), v(4, "float"), "smfmac", g950),
                Intrinsic(f"smfmac.f32.32x32x64.{fa}.{fb}", v(4, "i32"), v(8, "i32"), v(16, "float"), "smfmac", g950),
            ]
    return out


INTRINSICS: tuple[Intrinsic, ...] = (*_dense(), *_sparse())

# Readers of the MFMA result, placed right after it.
READERS = ("valu", "vmem", "lds", "mfma_ab", "mfma_c")
# Where the result lives: VGPRs ("amdgpu-agpr-alloc"="0") or AGPRs (AGPRs allowed: LLVM then
# picks the AGPR forms; a VALU reader becomes v_accvgpr_read).
_WG = '"amdgpu-flat-work-group-size"="1,256"'
ALLOCS = {"vgpr": f'"amdgpu-agpr-alloc"="0" {_WG}', "agpr": f'"amdgpu-agpr-alloc"="64" {_WG}'}


def _elem(ty: str) -> tuple[str, int]:
    """(element type, element count) of a vector or scalar type."""
    if ty.startswith("<"):
        n, _, t = ty[1:-1].partition(" x ")
        return t, int(n)
    return ty, 1


def _decl(intr: Intrinsic) -> str:
    name = _mangled(intr)
    if intr.form == "mfma" or intr.form == "smfmac":
        args = f"{intr.a}, {intr.b}, {intr.c}, i32, i32, i32"
    else:
        args = f"{intr.a}, {intr.b}, {intr.c}, i32, i32, i32, i32, i32, i32"
    return f"declare {intr.c} @{name}({args})"


def _mangled(intr: Intrinsic) -> str:
    name = f"llvm.amdgcn.{intr.name}"
    if intr.form in ("f8f6f4", "scale"):
        name += "".join(f".v{_elem(t)[1]}{_elem(t)[0]}" for t in (intr.a, intr.b))
    return name


def _call(intr: Intrinsic, a: str, b: str, c: str) -> str:
    head = f"call {intr.c} @{_mangled(intr)}({intr.a} {a}, {intr.b} {b}, {intr.c} {c}"
    if intr.form == "mfma":
        return head + ", i32 0, i32 0, i32 0)"
    if intr.form == "smfmac":
        return head + ", i32 %idx, i32 0, i32 0)"
    if intr.form == "f8f6f4":
        return head + f", i32 {intr.cbsz}, i32 {intr.blgp}, i32 0, i32 0, i32 0, i32 0)"
    return head + f", i32 {intr.cbsz}, i32 {intr.blgp}, i32 0, i32 %idx, i32 0, i32 %idx)"


_READER_MFMA = Intrinsic("mfma.f32.16x16x16f16", "<4 x half>", "<4 x half>", "<4 x float>")


def case_name(intr: Intrinsic, reader: str, alloc: str) -> str:
    return f"{intr.label}__{reader}__{alloc}"


def _case(intr: Intrinsic, reader: str, alloc: str) -> str:
    et, n = _elem(intr.c)
    lines = [
        f"define amdgpu_kernel void @{case_name(intr, reader, alloc)}"
        f"(ptr addrspace(1) %p, ptr addrspace(3) %l, i32 %idx) #{list(ALLOCS).index(alloc)} {{",
        f"  %a = load {intr.a}, ptr addrspace(1) %p",
        "  %pb = getelementptr i8, ptr addrspace(1) %p, i64 256",
        f"  %b = load {intr.b}, ptr addrspace(1) %pb",
        "  %pc = getelementptr i8, ptr addrspace(1) %p, i64 512",
        f"  %c = load {intr.c}, ptr addrspace(1) %pc",
        f"  %r = {_call(intr, '%a', '%b', '%c')}",
        "  call void @llvm.amdgcn.sched.barrier(i32 0)",
    ]
    last = f"extractelement {intr.c} %r, i32 {n - 1}" if n > 1 else None
    elem = "%e"
    sink: list[str] = []
    if reader in ("valu", "vmem", "lds"):
        if last is not None:
            lines.append(f"  %e = {last}")
        else:
            elem = "%r"
        if reader == "valu":
            op = "add" if et == "i32" else "fadd"
            one = "1" if et == "i32" else "1.0"
            lines.append(f"  %v = {op} {et} {elem}, {one}")
            sink.append(f"  store {et} %v, ptr addrspace(1) %p")
        elif reader == "vmem":
            lines.append(f"  store {et} {elem}, ptr addrspace(1) %p")
        else:
            lines.append(f"  store {et} {elem}, ptr addrspace(3) %l")
    elif reader == "mfma_ab":
        words = n * (2 if et in ("double", "i64") else 1)
        lines += [
            f"  %w = bitcast {intr.c} %r to <{words} x i32>" if words > 1 else "  %w = bitcast i32 %r to <1 x i32>",
            f"  %s = shufflevector <{words} x i32> %w, <{words} x i32> poison, <2 x i32> <i32 0, i32 1>",
            "  %h = bitcast <2 x i32> %s to <4 x half>",
            f"  %r2 = {_call(_READER_MFMA, '%h', '%h', 'zeroinitializer')}",
        ]
        sink.append("  store <4 x float> %r2, ptr addrspace(1) %p")
    elif reader == "mfma_c":
        lines.append(f"  %r2 = {_call(intr, '%a', '%b', '%r')}")
        sink.append(f"  store {intr.c} %r2, ptr addrspace(1) %p")
    else:
        raise ValueError(reader)
    lines += ["  call void @llvm.amdgcn.sched.barrier(i32 0)", *sink, "  ret void", "}"]
    return "\n".join(lines)


_HALVES = (("f16", "half"), ("bf16", "bfloat"))

# Non-MFMA hazard classes: M0 written by a SALU then read (LDS DMA, s_ttracedata), a VALU writing
# VCC/an SGPR that a VALU or VMEM then reads, a VALU writing the VGPR v_readfirstlane reads.
_OTHER_DECLS = (
    "declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)",
    "declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)",
    "declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8), i32, i32, i32)",
    "declare i32 @llvm.amdgcn.readfirstlane.i32(i32)",
    "declare i32 @llvm.amdgcn.workitem.id.x()",
    "declare void @llvm.amdgcn.s.ttracedata(i32)",
    *(f"declare i32 @llvm.amdgcn.cvt.sr.{k}.f32(float, i32, i32, i32)" for k in ("fp8", "bf8")),
    *(f"declare i32 @llvm.amdgcn.cvt.pk.{k}.f32(float, float, i32, i1)" for k in ("fp8", "bf8")),
    *(
        f"declare i32 @llvm.amdgcn.cvt.scalef32.sr.{k}.{ty}(i32, {llty}, i32, float, i32)"
        for k in ("fp8", "bf8")
        for ty, llty in (("f32", "float"), ("f16", "half"), ("bf16", "bfloat"))
    ),
    "declare i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.f32(i32, float, float, float, i32)",
    *(f"declare i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.{ty}(i32, <2 x {llty}>, float, i32)" for ty, llty in _HALVES),
    *(
        f"declare i32 @llvm.amdgcn.cvt.scalef32.sr.pk.fp4.{ty}(i32, <2 x {llty}>, i32, float, i32)"
        for ty, llty in (("f32", "float"), *_HALVES)
    ),
)


def _other_cases(target: str) -> dict[str, str]:
    out = {}
    sizes = (1, 2, 4, 12, 16) if target == "gfx950" else (1, 2, 4)
    for size in sizes:
        glds = "call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3)"
        out[f"m0_global_lds_{size}"] = (
            "(ptr addrspace(1) %g, ptr addrspace(3) %l) {\n"
            "  %l2 = getelementptr i8, ptr addrspace(3) %l, i32 4096\n"
            f"  {glds} %l, i32 {size}, i32 0, i32 0)\n"
            f"  {glds} %l2, i32 {size}, i32 0, i32 0)"
        )
        blds = "call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %r, ptr addrspace(3)"
        out[f"m0_buffer_lds_{size}"] = (
            "(ptr addrspace(8) %r, ptr addrspace(3) %l) {\n"
            "  %l2 = getelementptr i8, ptr addrspace(3) %l, i32 4096\n"
            f"  {blds} %l, i32 {size}, i32 0, i32 0, i32 0, i32 0)\n"
            f"  {blds} %l2, i32 {size}, i32 0, i32 0, i32 0, i32 0)"
        )
    out["m0_ttracedata"] = "(i32 %x) {\n  call void @llvm.amdgcn.s.ttracedata(i32 %x)"
    for pred in ("ogt", "olt", "oeq", "une"):
        out[f"valu_vcc_valu_{pred}"] = (
            "(ptr addrspace(1) %p, float %y) {\n"
            "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %f = uitofp i32 %t to float\n"
            f"  %c = fcmp {pred} float %f, %y\n  %s = select i1 %c, float %f, float 2.0\n"
            "  store float %s, ptr addrspace(1) %p"
        )
    for op in ("add", "mul", "xor"):
        out[f"readfirstlane_soffset_{op}"] = (
            "(ptr addrspace(8) %r, i32 %v) {\n"
            f"  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %a = {op} i32 %t, 7\n"
            "  %s = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a)\n"
            "  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %v, ptr addrspace(8) %r, i32 %t, i32 %s, i32 0)"
        )
    out.update(_cvt_cases(target))
    return {name: f"define amdgpu_kernel void @{name}{body}\n  ret void\n}}" for name, body in out.items()}


def _cvt_cases(target: str) -> dict[str, str]:
    """Conversions that write part of their destination (a byte or a word, by op_sel), read at
    once by a VALU: every byte or word select of the fp8/bf8 conversions of gfx940+ and, on
    gfx950, of the scaled fp8/bf8 and fp4 ones (LLVM's dst-sel and cvt-scale forwarding)."""
    head = (
        "(ptr addrspace(1) %p, float %s, i32 %r) {\n"
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t\n"
        "  %o = load i32, ptr addrspace(1) %q\n  %a = uitofp i32 %t to float\n"
        "  %h = fptrunc float %a to half\n  %b = fptrunc float %a to bfloat\n"
        "  %v = insertelement <2 x float> <float 1.0, float 2.0>, float %a, i32 0\n"
        "  %vh = insertelement <2 x half> <half 1.0, half 2.0>, half %h, i32 0\n"
        "  %vb = insertelement <2 x bfloat> <bfloat 1.0, bfloat 2.0>, bfloat %b, i32 0\n"
    )
    tail = "\n  %x = add i32 %c, %t\n  store i32 %x, ptr addrspace(1) %q"
    calls: dict[str, str] = {}
    for k in ("fp8", "bf8"):
        for sel in range(4):
            calls[f"cvt_sr_{k}_{sel}"] = f"call i32 @llvm.amdgcn.cvt.sr.{k}.f32(float %a, i32 %r, i32 %o, i32 {sel})"
        for sel in ("false", "true"):
            calls[f"cvt_pk_{k}_{sel}"] = f"call i32 @llvm.amdgcn.cvt.pk.{k}.f32(float %a, float %a, i32 %o, i1 {sel})"
    if target == "gfx950":
        sources = {"f32": ("float", "%a", "<2 x float>", "%v"), "f16": ("half", "%h", "<2 x half>", "%vh"),
                   "bf16": ("bfloat", "%b", "<2 x bfloat>", "%vb")}  # fmt: skip
        for ty, (one, value, two, pair) in sources.items():
            for sel in range(4):
                for k in ("fp8", "bf8"):
                    intrinsic = f"@llvm.amdgcn.cvt.scalef32.sr.{k}.{ty}"
                    calls[f"cvt_scalef32_sr_{k}_{ty}_{sel}"] = (
                        f"call i32 {intrinsic}(i32 %o, {one} {value}, i32 %r, float %s, i32 {sel})"
                    )
                intrinsic = f"@llvm.amdgcn.cvt.scalef32.sr.pk.fp4.{ty}"
                calls[f"cvt_scalef32_sr_pk_fp4_{ty}_{sel}"] = (
                    f"call i32 {intrinsic}(i32 %o, {two} {pair}, i32 %r, float %s, i32 {sel})"
                )
                packed = "float %a, float %a" if ty == "f32" else f"{two} {pair}"
                calls[f"cvt_scalef32_pk_fp4_{ty}_{sel}"] = (
                    f"call i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.{ty}(i32 %o, {packed}, float %s, i32 {sel})"
                )
    return {name: f"{head}  %c = {call}{tail}" for name, call in calls.items()}


def other_names(target: str) -> list[str]:
    return list(_other_cases(target))


def cases(target: str) -> list[tuple[Intrinsic, str, str]]:
    return [
        (intr, reader, alloc) for intr in INTRINSICS if target in intr.targets for reader in READERS for alloc in ALLOCS
    ]


def module(target: str) -> str:
    """One LLVM IR module with a kernel per case for `target`."""
    chosen = cases(target)
    decls = {_decl(intr) for intr, _, _ in chosen} | {_decl(_READER_MFMA)}
    parts = [*sorted(decls), "declare void @llvm.amdgcn.sched.barrier(i32)", *_OTHER_DECLS]
    parts += [_case(*case) for case in chosen]
    parts += _other_cases(target).values()
    parts += [f"attributes #{k} = {{ {attr} }}" for k, attr in enumerate(ALLOCS.values())]
    return "\n\n".join(parts) + "\n"


def lookback_module(first_nop: int, second_nop: int) -> str:
    """gfx950: a 16-pass XDL MFMA (`v_mfma_f32_32x32x64_f8f6f4`, fp8 operands), two `s_nop`s of
    our own (`llvm.amdgcn.s.nop`), then a VALU reading the result: LLVM's minimal reproducer of
    its 19-wait-state look-back (docs/hazards.md)."""
    scale = Intrinsic("mfma.scale.f32.32x32x64.f8f6f4", "<8 x i32>", "<8 x i32>", "<16 x float>", "f8f6f4", ("gfx950",))
    return (
        "\n".join(
            [
                _decl(scale),
                "declare void @llvm.amdgcn.sched.barrier(i32)",
                "declare void @llvm.amdgcn.s.nop(i16)",
                "define amdgpu_kernel void @lookback(ptr addrspace(1) %p) #0 {",
                "  %a = load <8 x i32>, ptr addrspace(1) %p",
                "  %pb = getelementptr i8, ptr addrspace(1) %p, i64 256",
                "  %b = load <8 x i32>, ptr addrspace(1) %pb",
                "  %pc = getelementptr i8, ptr addrspace(1) %p, i64 512",
                "  %c = load <16 x float>, ptr addrspace(1) %pc",
                f"  %r = {_call(scale, '%a', '%b', '%c')}",
                "  call void @llvm.amdgcn.sched.barrier(i32 0)",
                f"  call void @llvm.amdgcn.s.nop(i16 {first_nop})",
                f"  call void @llvm.amdgcn.s.nop(i16 {second_nop})",
                "  call void @llvm.amdgcn.sched.barrier(i32 0)",
                "  %e = extractelement <16 x float> %r, i32 0",
                "  %v = fadd float %e, 1.0",
                "  call void @llvm.amdgcn.sched.barrier(i32 0)",
                "  store float %v, ptr addrspace(1) %p",
                "  ret void",
                "}",
                f"attributes #0 = {{ {ALLOCS['vgpr']} }}",
            ]
        )
        + "\n"
    )


# ----------------------------------------------------------------------------------------------
# MIR: pairs IR cannot place (a VALU rewriting an MFMA's srcC, partially overlapping srcC, a wide
# store's data overwritten, EXEC written before a lane access), with physical registers, run
# through `llc-22 -start-before=post-RA-hazard-rec` (the hazard recognizer, then the asm printer).
# ----------------------------------------------------------------------------------------------

# (opcode, destination registers, srcA/srcB registers)
MIR_MFMAS = (
    ("V_MFMA_F32_4X4X4F16_vgprcd_e64", 4, 2),
    ("V_MFMA_F32_16X16X16F16_vgprcd_e64", 4, 2),
    ("V_MFMA_F32_32X32X8F16_vgprcd_e64", 16, 2),
    ("V_MFMA_F32_32X32X4F16_vgprcd_e64", 32, 2),
    ("V_MFMA_F32_16X16X32_FP8_FP8_vgprcd_e64", 4, 2),
    ("V_MFMA_F32_32X32X16_FP8_FP8_vgprcd_e64", 16, 2),
    ("V_MFMA_F32_16X16X4F32_vgprcd_e64", 4, 1),
    ("V_MFMA_F32_32X32X2F32_vgprcd_e64", 16, 1),
    ("V_MFMA_F32_4X4X1F32_vgprcd_e64", 4, 1),
    ("V_MFMA_F64_4X4X4F64_vgprcd_e64", 2, 2),
    ("V_MFMA_F64_16X16X4F64_vgprcd_e64", 8, 2),
)


def _vregs(first: int, count: int) -> str:
    return "$" + "_".join(f"vgpr{first + i}" for i in range(count))


def _mir_mfma(opcode: str, dst: int, ab: int, out: int, c: int) -> str:
    a, b = _vregs(96, ab), _vregs(98, ab)
    return f"{_vregs(out, dst)} = {opcode} {a}, {b}, {_vregs(c, dst)}, 0, 0, 0, implicit $mode, implicit $exec"


def _mir_cases(target: str = "") -> dict[str, list[str]]:
    mov = "{reg} = V_MOV_B32_e32 0, implicit $exec"
    out: dict[str, list[str]] = {}
    for opcode, dst, ab in MIR_MFMAS:
        name = opcode.removesuffix("_vgprcd_e64").lower()
        # a VALU rewrites srcC (first and last register) while the MFMA may still read it
        for k in (0, dst - 1):
            out[f"{name}__war_v{k}"] = [_mir_mfma(opcode, dst, ab, 0, 32), mov.format(reg=f"$vgpr{32 + k}")]
        # the same MFMA accumulating into a range shifted by 2 registers, and an XDL MFMA doing so
        out[f"{name}__overlap_same"] = [_mir_mfma(opcode, dst, ab, 0, 0), _mir_mfma(opcode, dst, ab, 2, 2)]
        out[f"{name}__overlap_xdl"] = [
            _mir_mfma(opcode, dst, ab, 0, 0),
            _mir_mfma("V_MFMA_F32_16X16X16F16_vgprcd_e64", 4, 2, 2, 2),
        ]
    stores = {
        "global_dwordx4": "GLOBAL_STORE_DWORDX4 $vgpr8_vgpr9, $vgpr0_vgpr1_vgpr2_vgpr3, 0, 0, implicit $exec",
        "global_dwordx3": "GLOBAL_STORE_DWORDX3 $vgpr8_vgpr9, $vgpr0_vgpr1_vgpr2, 0, 0, implicit $exec",
        "buffer_dwordx4": (
            "BUFFER_STORE_DWORDX4_OFFEN $vgpr0_vgpr1_vgpr2_vgpr3, $vgpr8, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0, 0,"
            " implicit $exec"
        ),
        "buffer_dwordx4_sgpr_soffset": (
            "BUFFER_STORE_DWORDX4_OFFEN $vgpr0_vgpr1_vgpr2_vgpr3, $vgpr8, $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, 0, 0, 0,"
            " implicit $exec"
        ),
        # an atomic's data wider than 64 bits: a 64-bit compare-and-swap (data and compare value)
        "global_cmpswap_x2": "GLOBAL_ATOMIC_CMPSWAP_X2 $vgpr8_vgpr9, $vgpr0_vgpr1_vgpr2_vgpr3, 0, 0, implicit $exec",
        "global_cmpswap_x2_rtn": (
            "$vgpr10_vgpr11 = GLOBAL_ATOMIC_CMPSWAP_X2_RTN $vgpr8_vgpr9, $vgpr0_vgpr1_vgpr2_vgpr3, 0, 1, implicit $exec"
        ),
        "flat_cmpswap_x2": (
            "FLAT_ATOMIC_CMPSWAP_X2 $vgpr8_vgpr9, $vgpr0_vgpr1_vgpr2_vgpr3, 0, 0, implicit $exec, implicit $flat_scr"
        ),
        "buffer_cmpswap_x2": (
            "BUFFER_ATOMIC_CMPSWAP_X2_OFFEN $vgpr0_vgpr1_vgpr2_vgpr3, $vgpr8, $sgpr0_sgpr1_sgpr2_sgpr3, 0, 0, 0,"
            " implicit $exec"
        ),
    }
    for name, store in stores.items():
        for k in (0, 2):
            out[f"wide_store_{name}__v{k}"] = [store, mov.format(reg=f"$vgpr{k}")]
    cmpx = "V_CMPX_GT_U32_e32 $vgpr1, $vgpr2, implicit-def $vcc, implicit-def $exec, implicit $exec"
    out["exec_then_readfirstlane"] = [cmpx, "$sgpr4 = V_READFIRSTLANE_B32 $vgpr3, implicit $exec"]
    out["exec_then_readlane"] = [cmpx, "$sgpr4 = V_READLANE_B32 $vgpr3, 1, implicit $exec"]
    # Any VALU writing EXEC, not only v_cmpx: a VOP3 compare or class test, or a carry-out, with
    # EXEC as its scalar destination (hand-written code; LLVM emits v_cmpx)
    exec_writers = {
        "vop3_compare": "$exec = V_CMP_GT_U32_e64 $vgpr1, $vgpr2, implicit $exec",
        "class": "$exec = V_CMP_CLASS_F32_e64 0, $vgpr1, $vgpr2, implicit $exec",
        "carry_out": "$vgpr7, $exec = V_ADD_CO_U32_e64 $vgpr1, $vgpr2, 0, implicit $exec",
    }
    for name, writer in exec_writers.items():
        out[f"exec_{name}_then_readfirstlane"] = [writer, "$sgpr4 = V_READFIRSTLANE_B32 $vgpr3, implicit $exec"]
        out[f"exec_{name}_then_writelane"] = [writer, "$vgpr5 = V_WRITELANE_B32 $sgpr6, 1, $vgpr5"]
        out[f"exec_{name}_then_dpp"] = [
            writer,
            "$vgpr5 = V_MOV_B32_dpp $vgpr5, $vgpr3, 177, 15, 15, 0, implicit $exec",
        ]
        if target == "gfx950":
            out[f"exec_{name}_then_permlane_swap"] = [
                writer,
                "$vgpr0, $vgpr1 = V_PERMLANE16_SWAP_B32_e64 $vgpr0, $vgpr1, 0, 0, implicit $exec",
            ]
    # A compare writing an SGPR pair that v_cndmask_b32_e64 then reads as its mask: the form
    # hand-written kernels use (the IR cases above only reach the VCC form).
    compares = {
        "i32": "$sgpr0_sgpr1 = V_CMP_GT_I32_e64 $vgpr0, $vgpr1, implicit $exec",
        "f32": "$sgpr0_sgpr1 = V_CMP_U_F32_e64 0, $vgpr0, 0, $vgpr1, 0, implicit $mode, implicit $exec",
    }
    for name, compare in compares.items():
        out[f"valu_sgpr_pair_cndmask_{name}"] = [
            compare,
            "$vgpr2 = V_CNDMASK_B32_e64 0, $vgpr3, 0, $vgpr4, $sgpr0_sgpr1, implicit $exec",
        ]
    # The classes real Triton code does not reach (tests/hazards/real_code.py covers the others):
    # a VALU writing VCC before v_div_fmas (LLVM's fdiv writes VCC with a SALU), a VALU writing
    # the lane select of v_readlane/v_writelane, s_setreg before s_getreg/s_setreg of the same
    # hardware register (16-bit simm16 hwreg(MODE, 0, 16) = 30721; TRAPSTS = 30723: no wait) and,
    # on gfx950, v_cmpx writing EXEC before a permlane swap.
    first_lane = "$sgpr5 = V_READFIRSTLANE_B32 $vgpr0, implicit $exec"
    setreg = "S_SETREG_B32 $sgpr0, 30721, implicit-def $mode, implicit $mode"
    out["vcc_then_div_fmas"] = [
        "$vcc = V_CMP_EQ_U32_e64 $vgpr0, $vgpr1, implicit $exec",
        "$vgpr0 = V_DIV_FMAS_F32_e64 0, $vgpr1, 0, $vgpr2, 0, $vgpr3, 0, 0,"
        " implicit $mode, implicit $vcc, implicit $exec",
    ]
    out["lane_select_readlane"] = [first_lane, "$sgpr4 = V_READLANE_B32 $vgpr3, $sgpr5, implicit $exec"]
    out["lane_select_writelane"] = [first_lane, "$vgpr5 = V_WRITELANE_B32 7, $sgpr5, $vgpr5"]
    out["setreg_then_getreg"] = [setreg, "$sgpr1 = S_GETREG_B32 30721, implicit $mode"]
    out["setreg_then_setreg"] = [setreg, "S_SETREG_B32 $sgpr1, 30721, implicit-def $mode, implicit $mode"]
    out["setreg_then_getreg_other"] = [setreg, "$sgpr1 = S_GETREG_B32 30723, implicit $mode"]
    # Scalar memory soft clauses (XNACK any, Triton's default): a load overwriting an SGPR an
    # earlier member reads (its own address too), a load reading an earlier member's result, and
    # independent loads (no pad).
    load_pair = "$sgpr4_sgpr5 = S_LOAD_DWORDX2_IMM $sgpr0_sgpr1, 0, 0"
    out["smem_clause_overwrites_address"] = [load_pair, "$sgpr0_sgpr1 = S_LOAD_DWORDX2_IMM $sgpr0_sgpr1, 8, 0"]
    out["smem_clause_overwrites_earlier_address"] = [
        load_pair,
        "$sgpr6 = S_LOAD_DWORD_IMM $sgpr2_sgpr3, 0, 0",
        "$sgpr1 = S_LOAD_DWORD_IMM $sgpr8_sgpr9, 0, 0",
    ]
    out["smem_clause_reads_result"] = [load_pair, "$sgpr6 = S_LOAD_DWORD_IMM $sgpr4_sgpr5, 0, 0"]
    out["smem_clause_independent"] = [load_pair, "$sgpr6 = S_LOAD_DWORD_IMM $sgpr0_sgpr1, 8, 0"]
    out.update(smem_clause_cases())
    if target == "gfx950":
        out["cmpx_then_permlane_swap"] = [
            "V_CMPX_GT_U32_e32 $vgpr1, $vgpr2, implicit-def $vcc, implicit-def $exec, implicit $exec",
            "$vgpr0, $vgpr1 = V_PERMLANE16_SWAP_B32_e64 $vgpr0, $vgpr1, 0, 0, implicit $exec",
        ]
    return out


_OWN_ADDRESS = "$sgpr0_sgpr1 = S_LOAD_DWORDX2_IMM $sgpr0_sgpr1, 0, 0"  # loads into its own address


def smem_clause_cases() -> dict[str, list[str]]:
    """Scalar memory soft clauses whose two members share no register (AS052-AS054; LLVM's
    checkSoftClauseHazards pads them all the same), and their neighbours LLVM leaves alone."""
    load = "$sgpr4_sgpr5 = S_LOAD_DWORDX2_IMM $sgpr2_sgpr3, 0, 0"  # loads registers, reads s[2:3]
    own = _OWN_ADDRESS
    own_soffset = "$sgpr12 = S_BUFFER_LOAD_DWORD_SGPR_IMM $sgpr16_sgpr17_sgpr18_sgpr19, $sgpr12, 0, 0"
    store = "S_STORE_DWORD_IMM $sgpr6, $sgpr8_sgpr9, 0, 0"
    salu = "$sgpr10 = S_MOV_B32 0"
    return {
        # a load overwriting a register it reads, after a member that loads registers
        "smem_clause_own_address": [load, own],
        "smem_clause_own_soffset": [load, "$sgpr7 = S_LOAD_DWORD_IMM $sgpr8_sgpr9, 0, 0", own_soffset],
        # any member after such a load
        "smem_clause_after_own_address": [own, load],
        "smem_clause_after_own_address_cache_op": [own, "S_DCACHE_WB"],
        # a store or atomic in a clause whose earlier members load registers
        "smem_clause_store": [load, store],
        "smem_clause_two_stores": [load, store, store],  # one pad: the first store starts a new clause
        "smem_clause_atomic": [load, "S_DCACHE_WB", "S_ATOMIC_ADD_IMM $sgpr6, $sgpr8_sgpr9, 0, 0"],
        # LLVM leaves these alone: the clause split by a SALU, a clause of stores and cache ops
        # (nothing written), a self-overwriting load that opens its clause and is its last member
        "smem_clause_split_own_address": [load, salu, own, salu, load],
        "smem_clause_split_store": [load, salu, store],
        "smem_clause_stores_only": ["S_DCACHE_WB", store, store],
    }


# Soft clauses whose two members lie far apart, for LLVM's look-back: checkSoftClauseHazards
# reads only the instructions GCNHazardRecognizer keeps (MaxLookAhead: 19 where the function uses
# AGPR0, `MF.getRegInfo().isPhysRegUsed(AMDGPU::AGPR0)`, else 5). Each shape: the clause member
# that opens the pair, the filler members between (each relates to neither end), the member LLVM
# pads before. The VMEM pair is AS049's; the SMEM ones AS050, AS051, AS052 and AS054's (AS044,
# AS045 and AS053 pair neighbours only).
LOOKBACK_SHAPES: dict[str, tuple[str, str, str]] = {
    "vmem_overwrites_address": (
        "$vgpr2_vgpr3 = GLOBAL_LOAD_DWORDX2 $vgpr4_vgpr5, 0, 0, implicit $exec",
        "${reg} = GLOBAL_LOAD_DWORD $vgpr6_vgpr7, 0, 0, implicit $exec",
        "$vgpr4 = GLOBAL_LOAD_DWORD $vgpr8_vgpr9, 0, 0, implicit $exec",
    ),
    "smem_overwrites_address": (
        "$sgpr4_sgpr5 = S_LOAD_DWORDX2_IMM $sgpr0_sgpr1, 0, 0",
        "${reg} = S_LOAD_DWORD_IMM $sgpr2_sgpr3, 0, 0",
        "$sgpr0 = S_LOAD_DWORD_IMM $sgpr8_sgpr9, 0, 0",
    ),
    "smem_reads_result": (
        "$sgpr4_sgpr5 = S_LOAD_DWORDX2_IMM $sgpr0_sgpr1, 0, 0",
        "${reg} = S_LOAD_DWORD_IMM $sgpr2_sgpr3, 0, 0",
        "$sgpr6 = S_LOAD_DWORD_IMM $sgpr4_sgpr5, 0, 0",
    ),
    # fillers that write nothing (a cache write-back): the clause's only def is the first load's
    "smem_own_address": ("$sgpr4_sgpr5 = S_LOAD_DWORDX2_IMM $sgpr2_sgpr3, 0, 0", "S_DCACHE_WB", _OWN_ADDRESS),
    "smem_store": (
        "$sgpr4_sgpr5 = S_LOAD_DWORDX2_IMM $sgpr2_sgpr3, 0, 0",
        "S_DCACHE_WB",
        "S_STORE_DWORD_IMM $sgpr6, $sgpr8_sgpr9, 0, 0",
    ),
}
# How the function touches AGPRs (placed after the clause: isPhysRegUsed is per function), and
# whether that is a use of AGPR0 for LLVM.
LOOKBACK_AGPRS: dict[str, tuple[str, bool]] = {
    "no_agpr": ("", False),
    "agpr4_7": (
        "$agpr4_agpr5_agpr6_agpr7 = V_MFMA_F32_4X4X1F32_e64 $vgpr96, $vgpr98, $agpr4_agpr5_agpr6_agpr7, 0, 0, 0,"
        " implicit $mode, implicit $exec",
        False,
    ),
    "agpr0_write": ("$agpr0 = V_ACCVGPR_WRITE_B32_e64 $vgpr0, implicit $exec", True),
    "agpr0_read": ("$vgpr1 = V_ACCVGPR_READ_B32_e64 $agpr0, implicit $exec", True),
    "agpr0_3_mfma": (
        "$agpr0_agpr1_agpr2_agpr3 = V_MFMA_F32_4X4X1F32_e64 $vgpr96, $vgpr98, $agpr0_agpr1_agpr2_agpr3, 0, 0, 0,"
        " implicit $mode, implicit $exec",
        True,
    ),
    # a call's register mask clobbers a0, which MachineRegisterInfo counts as a use
    "call": ("$sgpr30_sgpr31 = SI_CALL $sgpr16_sgpr17, 0, csr_amdgpu", True),
}
LOOKBACK_BETWEEN = (4, 5, 18, 19)  # clause members between the two ends


def lookback_cases() -> dict[str, list[str]]:
    """Every look-back shape, with each AGPR use, with each number of members between its ends:
    `{shape}__{agprs}__{between}`."""
    out: dict[str, list[str]] = {}
    for shape, (first, filler, last) in LOOKBACK_SHAPES.items():
        bank = "vgpr" if shape.startswith("vmem") else "sgpr"
        for agprs, (line, _) in LOOKBACK_AGPRS.items():
            for between in LOOKBACK_BETWEEN:
                fillers = [filler.replace("{reg}", f"{bank}{20 + k}") for k in range(between)]
                out[f"{shape}__{agprs}__{between}"] = [first, *fillers, last, *([line] if line else [])]
    return out


def mir_names(target: str = "") -> list[str]:
    return list(_mir_cases(target))


def mir_module(target: str = "", cases: dict[str, list[str]] | None = None) -> str:
    """One MIR file with a function per pair (physical registers, no liveness): every case of
    the target, or `cases`."""
    cases = _mir_cases(target) if cases is None else cases
    head = ["--- |", *(f"  define amdgpu_kernel void @{name}() {{ ret void }}" for name in cases), "..."]
    bodies = [
        "\n".join(
            ["---", f"name: {name}", "tracksRegLiveness: false", "body: |", "  bb.0:"]
            + [f"    {line}" for line in lines]
            + ["    S_ENDPGM 0", "..."]
        )
        for name, lines in cases.items()
    ]
    return "\n".join([*head, *bodies]) + "\n"
