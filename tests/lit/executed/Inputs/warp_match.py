"""Expected output of warp_match.cu: __match_any_sync = the lanes of the mask
that execute the call with a bitwise-equal value; __match_all_sync = the mask
and pred 1 when all of them are equal, else 0 and pred 0 (warp-semantics.md
section 1: floats and doubles compare as bit patterns)."""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from warp_sim import *  # noqa: E402,F401


def exits_early(g):
    return hash_mix((g + 55) & M32) % 4 == 0


def key64(x):
    return ((hash_mix(x & M32) % 3) << 32) | 0x00C0FFEE


def key_float(x):
    return [0, 0x80000000, 0x7FC00001, 0x7FC00002, 0x7FC00001][hash_mix(x & M32) % 5]


def key_double(x):
    return [0, 0x8000000000000000, 0x7FF8000000000001, 0x7FF8000100000001][hash_mix(x & M32) % 4]


def match_any(w, mask, key):
    mine = key(w.lane)
    return w.mask_of(lambda j: key(j) == mine, mask)


def match_all(w, mask, key):
    lanes = w.lanes(mask & w.ex)
    if all(key(j) == key(w.lane) for j in lanes):
        return mask | 1 << 32  # the mask as given
    return 0


def thread(w, block):
    g, g0, lane, ex = w.g, w.g0, w.lane, w.ex
    o = [FILL_A5] * 10
    o[0] = match_any(w, M32, lambda j: key64(g0 + j))
    o[1] = match_any(w, M32, lambda j: key_float(g0 + j)) | match_any(w, M32, lambda j: key_double(g0 + j)) << 32
    o[2] = match_any(w, M32, lambda j: hash_mix(g0 + j) % 3) | match_any(w, M32, lambda j: hash_mix(g0 + j) & 1) << 32
    if block == 0:
        o[3] = match_all(w, M32, lambda j: (g0 + j) >> 5)
    else:
        o[3] = match_all(w, M32, lambda j: key64(g0 + j))
    if lane & 1:
        o[4] = match_all(w, 0xAAAAAAAA & ex, lambda j: (g0 + j) >> 5)
    else:
        o[4] = match_any(w, 0x55555555 & ex, lambda j: key_double(g0 + j + 1))
    cut = w.size - w.size // 3
    o[5] = match_any(w, lanes_below(w.size, w.t, cut) & ex, lambda j: key64(g0 + j + 2)) if w.t < cut else -1
    trips = hash_mix(g + 9) % 5
    acc = 0
    for i in range(trips):
        m = w.mask_of(lambda j: hash_mix(g0 + j + 9) % 5 > i)
        acc = (acc * 1000003 + match_any(w, m, lambda j: key64((g0 + j) * 4 + i))) & M64
    o[6] = s64(acc)
    if exits_early(g):
        return o
    live = w.mask_of(lambda j: not exits_early(g0 + j))
    o[7] = match_any(w, live, lambda j: key_float(g0 + j + 3))
    o[8] = match_all(w, live, lambda j: 7)
    o[9] = match_all(w, live, lambda j: key_double(g0 + j))
    return o


for shape in SHAPES:
    header("match " + shape)
    for w in threads(shape, 2):
        print_line([s64(v) for v in thread(w, w.g // w.size)])
