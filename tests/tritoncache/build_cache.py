"""Fill a Triton cache the way a user's run does: `warmup` of a kernel under a stand-in driver
for TARGET (asmscope.compile.active, the compile worker's own), in this process's Triton, into
TRITON_CACHE_DIR (set by the caller).

    python build_cache.py TARGET MODULE:FUNCTION ARGS_JSON [KWARGS_JSON]

ARGS_JSON: a list; {"dtype": "fp16"} is a tensor of that Triton dtype, anything else a value.
"""

import importlib
import json
import sys
import warnings

from asmscope.compile.active import activate
from asmscope.compile.worker import _mock_tensor, _no_torch_for_mock_tensors
from asmscope.targets import get_target


def main() -> None:
    warnings.simplefilter("ignore")
    target, function, args_json = sys.argv[1], sys.argv[2], sys.argv[3]
    kwargs = json.loads(sys.argv[4]) if len(sys.argv) > 4 else {}
    module_name, name = function.split(":")
    _no_torch_for_mock_tensors()  # Triton 3.6's AMD backend imports torch for a tensor's size
    with activate(get_target(target), {}, {}):
        kernel = getattr(importlib.import_module(module_name), name)
        args = [_mock_tensor(a["dtype"], None) if isinstance(a, dict) else a for a in json.loads(args_json)]
        compiled = kernel.warmup(*args, grid=(1,), **kwargs)
    print(len(compiled) if isinstance(compiled, list) else 1)


if __name__ == "__main__":
    main()
