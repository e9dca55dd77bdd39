"""Row-wise and chunked kernels written the way the libraries of issue 45 write theirs
(asmscope's own code): a constexpr between runtime parameters, constexprs that are functions of
the problem shape (`next_power_of_2(N)` block sizes, a row count per program), and
`@triton.heuristics` above `@triton.autotune`, with an autotune list an environment variable
widens at import."""

import os

import triton
import triton.language as tl

# set by the top-level [env] of this directory's asmscope.toml while the module is imported
_WIDE = os.environ.get("USERS_ROWS_WIDE") == "1"


@triton.jit
def scale_rows(x_ptr, N: tl.constexpr, stride, out_ptr, BLOCK: tl.constexpr):
    # N (the row length) is a constexpr listed between runtime parameters
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0)
    tl.store(out_ptr + row * stride + cols, x * 2.0, mask=mask)


@triton.jit
def rows_mean(x_ptr, out_ptr, stride, n_cols, I_dim: tl.constexpr, BLOCK: tl.constexpr):
    # I_dim rows per program, each reduced to its mean
    rows = tl.program_id(0) * I_dim + tl.arange(0, I_dim)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + rows[:, None] * stride + cols[None, :], mask=cols[None, :] < n_cols, other=0.0)
    tl.store(out_ptr + rows, tl.sum(x, axis=1) / n_cols)


_CONFIGS = [triton.Config({"BV": 32}, num_warps=2), triton.Config({"BV": 64}, num_warps=4)]


@triton.heuristics({"BK": lambda args: triton.next_power_of_2(args["K"]), "EVEN_N": lambda args: args["N"] % 64 == 0})
@triton.autotune(configs=_CONFIGS + ([triton.Config({"BV": 128}, num_warps=4)] if _WIDE else []), key=["K", "N"])
@triton.jit
def chunk_dot(q_ptr, v_ptr, o_ptr, K, N, BK: tl.constexpr, BV: tl.constexpr, EVEN_N: tl.constexpr):
    rk = tl.arange(0, BK)
    rv = tl.program_id(0) * BV + tl.arange(0, BV)
    q = tl.load(q_ptr + rk, mask=rk < K, other=0.0)
    if EVEN_N:
        v = tl.load(v_ptr + rk[:, None] * N + rv[None, :], mask=rk[:, None] < K, other=0.0)
    else:
        v = tl.load(v_ptr + rk[:, None] * N + rv[None, :], mask=(rk[:, None] < K) & (rv[None, :] < N), other=0.0)
    tl.store(o_ptr + rv, tl.sum(q[:, None] * v, axis=0), mask=rv < N)
