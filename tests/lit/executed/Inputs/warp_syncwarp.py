"""Expected output of warp_syncwarp.cu: after __syncwarp(m) a lane of m sees
what the other lanes of m wrote before it (warp-semantics.md section 1:
__syncwarp orders memory among the non-exited lanes of m), so each read gives
the partner's latest value; a partner outside m is replaced by the lane
itself."""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from warp_sim import *  # noqa: E402,F401


def exits_early(t):
    return hash_mix((t + 55) & M32) % 4 == 0


def slot(t, partner, m):
    return (t & ~31) + partner if (m >> partner) & 1 else t


def thread(n, t):
    lane, ex = t & 31, warp_exist(n, t)
    base = t & ~31
    o = [FILL_A5] * 6
    o[0] = hash_mix(slot(t, (lane + 1) & 31, ex))
    o[1] = hash_mix(slot(t, (lane + 7) & 31, ex) + 1)
    if lane < 16:
        o[2] = hash_mix(slot(t, lane ^ 1, 0xFFFF & ex) + 2)
    else:
        o[2] = hash_mix(slot(t, lane ^ 3, 0xFFFF0000 & ex) + 3)
    cut = n - n // 3
    if t < cut:
        m = lanes_below(n, t, cut) & ex
        o[3] = hash_mix(slot(t, lane ^ 2, m) + 4)
    else:
        o[3] = -1
    trips = hash_mix(t + 9) % 5
    acc = 0
    for i in range(trips):
        m = lane_mask(j for j in range(32) if hash_mix(base + j + 9) % 5 > i) & ex
        acc = (acc * 1000003 + hash_mix((slot(t, lane ^ (1 << i), m) * 8 + i) & M32)) & M64
    o[4] = s64(acc)
    if exits_early(t):
        return o
    live = lane_mask(j for j in range(32) if not exits_early(base + j)) & ex
    o[5] = hash_mix(slot(t, (lane + 5) & 31, live) + 5)
    return o


for shape in SHAPES:
    header("syncwarp " + shape)
    n = block_size(shape)
    for t in range(n):
        print_line(thread(n, t))
