"""A user's run on a real GPU (tests/tritoncache: the device half of the Triton-cache check):
launch the test kernels once each, so that Triton's cache (TRITON_CACHE_DIR) holds what a real
run compiles. Run as `python tests/tritoncache/gpu_run.py` where torch sees a GPU."""

import torch

from tests.tritoncache.tc_kernels import tc_matmul, tc_scale


def main() -> None:
    a = torch.randn(64, 256, device="cuda", dtype=torch.float16)
    b = torch.randn(256, 32, device="cuda", dtype=torch.float16)
    c = torch.empty(64, 32, device="cuda", dtype=torch.bfloat16)
    tc_matmul[(1, 1)](a, b, c, 256)
    x = torch.randn(4096, device="cuda", dtype=torch.float32)
    out = torch.empty_like(x, dtype=torch.bfloat16)
    tc_scale[(16,)](x, out, 4096, BLOCK=256)
    torch.cuda.synchronize()
    print("ok", torch.cuda.get_device_name(), torch.__version__)


if __name__ == "__main__":
    main()
