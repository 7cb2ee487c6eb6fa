"""Expected output of warp_reduce.cu: __reduce_*_sync over the lanes of the
mask that execute the call (warp-semantics.md section 1): add wraps at 32
bits, min/max compare as signed for the int overload and as unsigned for the
unsigned one; missing and exited lanes take no part."""
import os
import sys
from functools import reduce as fold

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from warp_sim import *  # noqa: E402,F401


def exits_early(g):
    return hash_mix((g + 55) & M32) % 4 == 0


def vals(w, mask, f):
    return [f(w.g0 + j) for j in w.lanes(mask & w.ex)]


def thread(w):
    g, g0, lane, ex = w.g, w.g0, w.lane, w.ex
    o = [FILL_A5] * 13
    v = lambda x: hash_mix(x & M32)
    big = lambda x: 0x7FFFFFF0 + x % 16
    o[0] = s32(sum(vals(w, M32, big)))
    o[1] = sum(vals(w, M32, v)) & M32
    o[2] = min(vals(w, M32, lambda x: s32(v(x))))
    o[3] = min(vals(w, M32, v))
    o[4] = max(vals(w, M32, lambda x: s32(v(x))))
    o[5] = max(vals(w, M32, v))
    o[6] = fold(lambda a, b: a & b, vals(w, M32, lambda x: v(x) | v(x + 1)))
    o[7] = s64(fold(lambda a, b: a | b, vals(w, M32, lambda x: v(x) & v(x + 1))) << 32 |
               fold(lambda a, b: a ^ b, vals(w, M32, v)))
    if lane % 3 == 0:
        o[8] = s32(sum(vals(w, 0x49249249 & ex, v)))
    else:
        o[8] = min(vals(w, 0xB6DB6DB6 & ex, lambda x: s32(v(x))))
    cut = w.size - w.size // 3
    o[9] = max(vals(w, lanes_below(w.size, w.t, cut), v)) if w.t < cut else -1
    trips = hash_mix(g + 9) % 5
    acc = 0
    for i in range(trips):
        m = w.mask_of(lambda j: hash_mix(g0 + j + 9) % 5 > i)
        acc = (acc * 1000003 + (min(vals(w, m, lambda x: s32(v(x * 4 + i)))) & M32)) & M64
    o[10] = s64(acc)
    if exits_early(g):
        return o
    live = w.mask_of(lambda j: not exits_early(g0 + j))
    o[11] = popc(live)
    o[12] = max(vals(w, live, lambda x: s32(v(x))))
    return o


for shape in SHAPES:
    header("reduce " + shape)
    for w in threads(shape, 2):
        print_line(thread(w))
