"""build_cache.py with tritonparse's structured logging on (`tritonparse.structured_logging.init`,
as a user's traced run has it): each compile goes to Triton's cache (TRITON_CACHE_DIR) and, as a
compilation event, to a trace in FOLDER.

    python build_trace.py FOLDER COMPRESSION TARGET MODULE:FUNCTION ARGS_JSON [KWARGS_JSON]

COMPRESSION: tritonparse's `none` (FOLDER/*.ndjson) or `gzip` (FOLDER/*.bin.ndjson, a gzip
member per line).
"""

import sys

import tritonparse.structured_logging as structured_logging

from tests.tritoncache import build_cache

if __name__ == "__main__":
    folder, compression = sys.argv[1], sys.argv[2]
    del sys.argv[1:3]
    structured_logging.init(folder, compression=compression)
    build_cache.main()
