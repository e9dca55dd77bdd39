"""Build a kernel through Triton's OWN autotune runtime path (no asmscope code involved) and
print {config: asm} as JSON. Used by test_fidelity.py as the reference.

    python triton_runtime_path.py ARCH MODULE:FUNCTION ARGS_JSON

ARGS_JSON is a list of arguments: {"dtype": "bfloat16"} for a tensor, a number, or null (None).
"""

import importlib
import json
import sys
import warnings

import torch
from triton.backends.compiler import GPUTarget
from triton.runtime import driver


class TargetOnlyDriver:
    # What Triton's launch path asks the driver for before it compiles.
    def __init__(self, arch: str) -> None:
        self.target = GPUTarget("hip", arch, 64)

    def get_current_target(self):
        return self.target

    def get_current_device(self):
        return 0

    def get_current_stream(self, device=None):
        return 0

    # What a module asks at import (tests/compile/users_lib/norms.py, as Triton's tutorials do):
    # the MI300X's and MI355X's own figures, written here independently of asmscope's.
    def get_active_torch_device(self):
        return torch.device("cuda", 0)

    @property
    def utils(self):
        lds = {"gfx942": 65536, "gfx950": 163840}[self.target.arch]
        cus = {"gfx942": 304, "gfx950": 256}[self.target.arch]
        props = {"max_shared_mem": lds, "multiprocessor_count": cus, "warpSize": 64}
        return type("Utils", (), {"get_device_properties": staticmethod(lambda device: props)})()


def main() -> None:
    warnings.simplefilter("ignore")
    arch, function, args_json = sys.argv[1], sys.argv[2], sys.argv[3]
    driver.set_active(TargetOnlyDriver(arch))
    module_name, name = function.split(":")
    kernel = getattr(importlib.import_module(module_name), name)
    args = [getattr(torch, a["dtype"]) if isinstance(a, dict) else a for a in json.loads(args_json)]
    # Autotuner.warmup: prunes the configs, then runs every survivor through JITFunction.run
    # exactly as a launch would, and returns the compiled kernels in config order.
    compiled = kernel.warmup(*args, grid=(1,))
    out = [k.asm["amdgcn"] for k in compiled]
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
