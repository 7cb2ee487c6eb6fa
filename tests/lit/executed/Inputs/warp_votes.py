"""Expected output of warp_votes.cu: CUDA's vote semantics (warp-semantics.md
section 1: ballot bit N iff lane N is in the mask, executes the call and its
predicate is non-zero; any/all over the lanes of the mask that execute it;
missing lanes of a tail warp and exited lanes take no part; the legacy forms
act as the full-mask _sync ones; __activemask after the returns = the lanes
left, since the code before it is uniform for them)."""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from warp_sim import *  # noqa: E402,F401


def vote_trips(g):
    return hash_mix((g + 101) & M32) % 5


def exits_early(g):
    return hash_mix((g + 55) & M32) % 4 == 0


def votes(w):
    g, lane, ex, g0 = w.g, w.lane, w.ex, w.g0
    P = lambda j: vote_pred(g0 + j)
    o = [FILL_A5] * 17
    # (a)
    o[0] = w.ballot(M32, P)
    o[1] = w.any(M32, P) + 2 * w.all(ex, lambda j: P(j) != 0 or (j & 1))
    o[2] = o[0]
    o[3] = w.all(M32, P)
    # (b)
    cut = w.size - w.size // 3
    o[4] = w.ballot(lanes_below(w.size, w.t, cut) & ex, P) if w.t < cut else -1
    if lane & 1:
        o[5] = w.ballot(0xAAAAAAAA & ex, P)
    else:
        o[5] = w.all(0x55555555 & ex, P)
    o[6] = w.ballot(0xFFFF & ex, lambda j: j & 1) if lane < 16 else -1
    o[7] = 1 if lane % 3 == 0 else 3  # the invariants hold
    if lane % 3 == 1:
        m = 0x92492492 & ex
        o[16] = w.ballot(m, P) | w.all(m, P) << 32 | w.any(m, P) << 33
    else:
        o[16] = -1
    # (c)
    trips = vote_trips(g)
    acc = trips
    for i in range(trips):
        m = w.mask_of(lambda j: vote_trips(g0 + j) > i)
        acc = (acc * 1000003 + w.ballot(m, lambda j: vote_pred(g0 + j + i))) & M64
        acc = (acc * 3 + w.any(m, lambda j: j == i + 2)) & M64
    o[8] = s64(acc)
    k, acc2 = 0, 0
    while k != hash_mix(g) % 4:
        m = w.mask_of(lambda j: hash_mix(g0 + j) % 4 > k)
        if lane >= k * 8:
            inner = m & (M32 << (k * 8)) & M32
            acc2 = (acc2 * 1000003 + w.ballot(inner, lambda j: vote_pred(((g0 + j) * 3 + k) & M32))) & M64
        else:
            acc2 = (acc2 * 7 + 1) & M64
        k += 1
    o[9] = s64(acc2 * 4 + k)
    # (d)
    if exits_early(g):
        o[10] = -2
        return o
    live = w.mask_of(lambda j: not exits_early(g0 + j))
    o[10] = w.ballot(live, P)
    o[11] = w.all(live, P) + 2 * w.any(live, P)
    o[12] = live
    acc3 = 0
    for i in range(4):
        if hash_mix(g) % 5 == i:
            o[13], o[14] = s64(acc3), i
            return o
        part = live & w.mask_of(lambda j: hash_mix(g0 + j) % 5 > i)
        acc3 = (acc3 * 1000003 + w.ballot(part, lambda j: vote_pred(g0 + j + i))) & M64
        acc3 = (acc3 * 3 + w.all(part, lambda j: vote_pred(g0 + j + i))) & M64
    o[13], o[14] = s64(acc3), 4
    o[15] = live & w.mask_of(lambda j: hash_mix(g0 + j) % 5 == 4)
    return o


for shape in SHAPES + ["4,2,5"]:
    header("votes " + shape)
    for w in threads(shape, 2):
        print_line(votes(w))
