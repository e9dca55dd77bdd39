"""On a real NVIDIA GPU: asmscope's code for the local target (the cubin ptxas made, read as
SASS by nvdisasm) equals the code Triton's JIT caches when the same kernels are launched for
real with the same arguments and config.

Run on a machine with a CUDA GPU (`pytest tests/gpu -m gpu`); skipped elsewhere. The AMD
fidelity proof that runs everywhere is tests/compile/test_fidelity.py.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
pytestmark = [pytest.mark.gpu, pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")]

REPO = Path(__file__).resolve().parents[2]
M, N, K = 1024, 2048, 4096

# The repo's autotune spaces are AMD-shaped (kpack, matrix_instr_nonkdim): NVIDIA configs here.
SPEC = f"""
targets = ["{{target}}"]
python-path = ["{REPO}", "{REPO / 'tests' / 'compile'}"]
[shapes]
s = {{{{ M = {M}, N = {N}, K = {K} }}}}

[[kernel]]
name = "scale_add"
function = "sample_kernels:scale_add"
args = {{{{ x_ptr = "fp16", y_ptr = "fp32", out_ptr = "bf16", n = "K", stride = 1, alpha = 0.5 }}}}
configs = [{{{{ BLOCK = 256, num_warps = 4, num_stages = 3 }}}}]

[[kernel]]
name = "dual_quant"
function = "kernels.quant:quant_fp8_dual_kernel"
args = {{{{ x_ptr = "bf16", row_out_ptr = "fp8", row_scale_ptr = "fp32", col_out_ptr = "fp8", col_scale_ptr = "fp32", M = "M", K = "K", stride_xm = "K", stride_xk = 1, stride_rom = "K", stride_rok = 1, stride_rsm = "K // 128", stride_rsk = 1, stride_com = 1, stride_cok = "M", stride_csm = "K", stride_csk = 1 }}}}
configs = [{{{{ num_warps = 4, num_stages = 1 }}}}]

[[kernel]]
name = "fp8_gemm_nt"
function = "kernels.gemm:blockwise_fp8_nt_kernel"
args = {{{{ a_ptr = "fp8", b_ptr = "fp8", c_ptr = "bf16", a_scale_ptr = "fp32", b_scale_ptr = "fp32", M = "M", N = "N", K = "K", stride_am = "K", stride_bn = "K", stride_cm = "N", stride_as_m = "K // 128", stride_as_k = 1, stride_bs_n = "K // 128", stride_bs_k = 1 }}}}
configs = [{{{{ BLOCK_M = 128, BLOCK_N = 128, BLOCK_K = 128, GROUP_M = 8, CHUNK = 32, num_warps = 8, num_stages = 3 }}}}]
"""

LAUNCH = r'''
import glob, json, os, sys, torch
sys.path[:0] = [sys.argv[1], sys.argv[1] + "/tests/compile"]
import sample_kernels, kernels.quant as q, kernels.gemm as g
M, N, K = %d, %d, %d
dev = "cuda"
f8 = torch.float8_e4m3fn
x = torch.randn(K, device=dev, dtype=torch.float16); y = torch.randn(K, device=dev); o = torch.empty(K, device=dev, dtype=torch.bfloat16)
sample_kernels.scale_add.fn[(K // 256,)](x, y, o, K, 1, 0.5, BLOCK=256, num_warps=4, num_stages=3)
a = torch.randn(M, K, device=dev, dtype=torch.bfloat16)
ro = torch.empty(M, K, device=dev, dtype=f8); rs = torch.empty(M, K // 128, device=dev)
co = torch.empty(K, M, device=dev, dtype=f8).t(); cs = torch.empty(M // 128, K, device=dev)
q.quant_fp8_dual_kernel.fn[(M // 128, K // 128)](a, ro, rs, co, cs, M, K, K, 1, K, 1, K // 128, 1, 1, M, K, 1, num_warps=4, num_stages=1)
A = torch.randn(M, K, device=dev).to(f8); B = torch.randn(N, K, device=dev).to(f8); C = torch.empty(M, N, device=dev, dtype=torch.bfloat16)
sa = torch.rand(M, K // 128, device=dev); sb = torch.rand(N // 128, K // 128, device=dev)
g.blockwise_fp8_nt_kernel.fn[(M // 128 * (N // 128),)](A, B, C, sa, sb, M, N, K, K, K, N, K // 128, 1, K // 128, 1,
    BLOCK_M=128, BLOCK_N=128, BLOCK_K=128, GROUP_M=8, CHUNK=32, num_warps=8, num_stages=3)
torch.cuda.synchronize()
print(json.dumps({os.path.basename(p): p for p in glob.glob(os.environ["TRITON_CACHE_DIR"] + "/*/*.cubin")}))
''' % (M, N, K)


def test_asmscope_ptx_equals_triton_jit_cache(tmp_path: Path) -> None:
    import json

    from asmscope.compile import CompileCache, compile_variants, plan_variants
    from asmscope.isa.sass.reader import disassemble
    from asmscope.spec import load_spec_file

    major, minor = torch.cuda.get_device_capability()
    target = f"cuda:{major}{minor}"
    if target not in ("cuda:90", "cuda:100"):
        pytest.skip(f"asmscope knows cuda:90 and cuda:100; this GPU is {target}")
    spec_path = tmp_path / "asmscope.toml"
    spec_path.write_text(SPEC.format(target=target))
    spec = load_spec_file(spec_path)
    outcome = compile_variants(plan_variants(spec, spec.kernels), CompileCache(tmp_path / "cache"), jobs=3)
    assert not outcome.errors, outcome.errors
    ours = {c.key.kernel: disassemble(Path(c.asm_path).read_bytes(), c.asm_path) for c in outcome.compiled}

    env = {**os.environ, "TRITON_CACHE_DIR": str(tmp_path / "jit-cache"), "PYTHONDONTWRITEBYTECODE": "1"}
    proc = subprocess.run([sys.executable, "-c", LAUNCH, str(REPO)], capture_output=True, text=True, env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    theirs = json.loads(proc.stdout.strip().splitlines()[-1])
    names = {"scale_add": "scale_add.cubin", "dual_quant": "quant_fp8_dual_kernel.cubin",
             "fp8_gemm_nt": "blockwise_fp8_nt_kernel.cubin"}
    for kernel, file in names.items():
        assert file in theirs, sorted(theirs)
        jit = disassemble(Path(theirs[file]).read_bytes(), theirs[file])
        assert ours[kernel] == jit, f"{kernel}: SASS differs"
        print(f"{kernel}: asmscope SASS == JIT-cached SASS ({len(ours[kernel].splitlines())} lines)")
