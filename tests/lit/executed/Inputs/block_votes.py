"""Expected output of block_votes.cu: __syncthreads_count is the number of the
block's threads that have not exited and whose predicate is non-zero;
__syncthreads_and/or are the and/or over those threads (warp-semantics.md
section 1 and section 0.8: exited threads do not take part)."""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from warp_sim import *  # noqa: E402,F401


def exits_first(b, t):
    if b == 1:
        return hash_mix((t + 55) & M32) % 4 == 0
    if b == 2:
        return 32 <= t < 64 or t % 5 == 0
    return False


def block(n, b):
    o = [[FILL_A5] * 6 for _ in range(n)]
    g = lambda t: b * n + t
    P = lambda t: vote_pred(g(t))
    live = list(range(n))
    count = lambda f: sum(1 for t in live if f(t) != 0)
    c0 = count(P)
    a1 = int(all(P(t) for t in live)) + 2 * int(any(t == n - 1 and P(t) for t in live))
    for t in live:
        o[t][0], o[t][1] = c0, a1
    for t in live:
        if exits_first(b, t):
            o[t][2] = -2
    live = [t for t in live if not exits_first(b, t)]
    c2 = count(P)
    a3 = int(all(P(t) or not exits_first(b, t + 1) for t in live)) + 2 * int(any(vote_pred(g(t) + 1) for t in live))
    for t in live:
        o[t][2], o[t][3] = c2, a3
    acc = {t: 0 for t in live}
    for i in range(4):
        for t in live:
            if hash_mix(g(t)) % 5 == i:
                o[t][4], o[t][5] = s64(acc[t]), i
        live = [t for t in live if hash_mix(g(t)) % 5 != i]
        c = count(lambda t: vote_pred(g(t) + i))
        a = int(all(vote_pred((g(t) * 7 + i) & M32) for t in live))
        for t in live:
            acc[t] = ((acc[t] * 1025 + c) * 2 + a) & M64
    for t in live:
        o[t][4], o[t][5] = s64(acc[t]), 4
    return o


for shape in SHAPES + ["4,2,5"]:
    header("blockVotes " + shape)
    n = block_size(shape)
    for b in range(3):
        for line in block(n, b):
            print_line(line)
