"""TTGIR from several Triton releases through asmscope's reader, linker and width prediction.

    # with each release in a throwaway venv (pip install triton==3.6.0; no torch needed):
    /tmp/irt36/bin/python benchmarks/ir_versions.py gen /tmp/irdumps/36
    ...
    python benchmarks/ir_versions.py check /tmp/irdumps     # asmscope's venv: every */*.ttgir

`gen` compiles the kernels below (written here) for gfx942, gfx950 and cuda:90 with
triton.compile on an ASTSource and writes each stage's text (and the cubin); `check` parses every
TTGIR, links it to its ISA and compares each global access's predicted width with the ISA's.
Nothing it writes is committed (docs/ir.md, "Triton releases").
"""

import json
import os
import sys

if sys.argv[1:2] == ["gen"]:
    import triton
    import triton.language as tl

    @triton.jit
    def add(x, y, o, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        tl.store(o + offs, tl.load(x + offs, mask=m) + tl.load(y + offs, mask=m), mask=m)

    @triton.jit
    def mm(a, b, c, M, N, K, sam, sbk, scm, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, TRANS: tl.constexpr):
        pid_m = tl.program_id(0)
        pid_n = tl.program_id(1)
        rm = pid_m * BM + tl.arange(0, BM)
        rn = pid_n * BN + tl.arange(0, BN)
        rk = tl.arange(0, BK)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            x = tl.load(a + rm[:, None] * sam + (k + rk)[None, :])
            w = tl.load(b + (k + rk)[:, None] * sbk + rn[None, :])
            acc += tl.dot(x, w)
        out = acc.to(tl.bfloat16)
        if TRANS:
            tl.store(c + rn[:, None] * scm + rm[None, :], tl.trans(out))
        else:
            tl.store(c + rm[:, None] + rn[None, :] * scm, out)

    @triton.jit
    def rowsum(x, o, stride, n, BLOCK: tl.constexpr):
        row = tl.program_id(0)
        cols = tl.arange(0, BLOCK)
        v = tl.load(x + row * stride + cols, mask=cols < n, other=0.0).to(tl.float32)
        s = tl.sum(v * v, axis=0)
        tl.store(o + row, s)
        tl.store(x + row * stride + cols, (v / s).to(x.dtype.element_ty), mask=cols < n)

    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    out = sys.argv[2]
    os.makedirs(out, exist_ok=True)

    def attrs(n):
        return {(i,): [["tt.divisibility", 16]] for i in range(n)}

    cases = [
        (
            "add_f16",
            add,
            {"x": "*fp16", "y": "*fp16", "o": "*fp16", "n": "i32", "BLOCK": "constexpr"},
            {"BLOCK": 1024},
            4,
            {},
        ),
        (
            "add_f32_unaligned",
            add,
            {"x": "*fp32", "y": "*fp32", "o": "*fp32", "n": "i32", "BLOCK": "constexpr"},
            {"BLOCK": 256},
            0,
            {},
        ),
        (
            "mm_legacy",
            mm,
            dict(
                a="*bf16",
                b="*bf16",
                c="*bf16",
                M="i32",
                N="i32",
                K="i32",
                sam="i32",
                sbk="i32",
                scm="i32",
                BM="constexpr",
                BN="constexpr",
                BK="constexpr",
                TRANS="constexpr",
            ),
            {"BM": 128, "BN": 128, "BK": 64, "TRANS": False},
            9,
            {"num_stages": 2, "num_warps": 8},
        ),
        (
            "mm_trans",
            mm,
            dict(
                a="*bf16",
                b="*bf16",
                c="*bf16",
                M="i32",
                N="i32",
                K="i32",
                sam="i32",
                sbk="i32",
                scm="i32",
                BM="constexpr",
                BN="constexpr",
                BK="constexpr",
                TRANS="constexpr",
            ),
            {"BM": 128, "BN": 128, "BK": 64, "TRANS": True},
            9,
            {"num_stages": 2, "num_warps": 8},
        ),
        (
            "rowsum",
            rowsum,
            {"x": "*bf16", "o": "*fp32", "stride": "i32", "n": "i32", "BLOCK": "constexpr"},
            {"BLOCK": 4096},
            4,
            {"num_warps": 8},
        ),
    ]
    targets = [("hip", "gfx942", 64), ("hip", "gfx950", 64), ("cuda", 90, 32)]
    res = {}
    for name, fn, sig, const, ndiv, opts in cases:
        for t in targets:
            tag = f"{name}-{t[0]}{t[1]}"
            try:
                src = ASTSource(fn=fn, signature=sig, constexprs=const, attrs=attrs(ndiv))
                c = triton.compile(src, target=GPUTarget(*t), options=opts)
                for k in ("ttir", "ttgir", "llir", "ptx", "amdgcn"):
                    if k in c.asm:
                        with open(f"{out}/{tag}.{k}", "w") as f:
                            f.write(c.asm[k])
                if "cubin" in c.asm:
                    with open(f"{out}/{tag}.cubin", "wb") as f:
                        f.write(c.asm["cubin"])
                res[tag] = "ok"
            except Exception as e:
                res[tag] = f"{type(e).__name__}: {str(e)[:300]}"
    print(triton.__version__, json.dumps(res, indent=1))
else:
    import glob
    from collections import Counter

    from asmscope.ir.link import isa_width, link
    from asmscope.ir.ttgir import IRParseError, parse_ttgir
    from asmscope.isa import parse_module
    from asmscope.isa.sass import reader as sass

    files = sorted(glob.glob(os.path.join(sys.argv[2], "*", "*.ttgir")))
    failures, ops, verdicts = 0, 0, Counter()
    for path in files:
        release = os.path.basename(os.path.dirname(path))
        try:
            module = parse_ttgir(open(path).read(), path)
        except IRParseError as exc:
            failures += 1
            print("parse failure:", exc)
            continue
        ops += len(module.ops)
        base = path[: -len(".ttgir")]
        if os.path.exists(base + ".cubin"):
            kernel = sass.parse_cubin(open(base + ".cubin", "rb").read(), base + ".cubin", None).kernels[0]
        else:
            kernel = parse_module(open(base + ".amdgcn").read(), base + ".amdgcn").kernels[0]
        for lo in link(module, kernel):
            if lo.access is None:
                continue
            widths = sorted({isa_width(i) for i in lo.instructions})
            verdict = "not linked" if not widths else "match" if widths == [lo.access.vector_bits] else "miss"
            verdicts[(release, verdict)] += 1
            if verdict != "match":
                print(verdict, path, lo.op.name, lo.op.source, lo.access.vector_bits, widths, lo.access.why)
    print(f"{len(files)} TTGIR files, {ops} ops, {failures} parse failures")
    print(json.dumps({f"{r} {v}": n for (r, v), n in sorted(verdicts.items())}, indent=1))
