"""Expected output of warp_shuffle.cu: a shuffle gives each lane the value of
the lane chosen by the PTX shfl.sync rule (warp_sim.shfl_source, which
reproduces all 186 cases of the H100 ground truth), or its own value when the
source is out of range; the kernel replaces results CUDA leaves undefined
(source lane not taking part) by UNDEF_SHFL. 64-bit values move as a whole,
floats and doubles bit for bit."""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from warp_sim import *  # noqa: E402,F401


def shfl_types(shape):
    n = block_size(shape)
    vals = [
        lambda t: s32(hash_mix(t)),
        lambda t: hash_mix(t + 1000),
        lambda t: s64((hash_mix(t + 2000) << 32) | hash_mix(t + 3000)),
        lambda t: s64(((t % 3) << 32) | 0xDEADBEEF),
        lambda t: s32(float_bits(t)),
        lambda t: s64(double_bits(t)),
    ]
    out = []
    for c in range(NUM_SHFL_CASES):
        mode, width, arg = shfl_case(c)
        for t in range(n):
            lane, base, ex = t & 31, t & ~31, warp_exist(n, t)
            j = shfl_source(mode, lane, arg, width)
            ok = (ex >> j) & 1
            out += [v(base + j) if ok else UNDEF_SHFL for v in vals]
    return out


def in_branch(c, t, n):
    lane = t & 31
    k = c % 3
    if k == 0:
        return t < n - n // (2 + c % 5)
    if k == 1:
        return (lane >> (c % 5)) & 1
    return lane >= c % 29


def exits_early(t):
    return hash_mix((t + 55) & M32) % 4 == 0


def shfl_flow(shape):
    n = block_size(shape)
    a = [0] * (186 * n)
    b = [0] * (186 * n)
    for c in range(NUM_SHFL_CASES):
        mode, width, arg = shfl_case(c)
        for t in range(n):
            lane, base, ex = t & 31, t & ~31, warp_exist(n, t)
            j = shfl_source(mode, lane, arg, width)
            a[c * n + t] = s32(hash_mix(base + j + 11)) if (ex >> j) & 1 else UNDEF_SHFL
            m = lane_mask(l for l in range(32) if in_branch(c, base + l, n)) & ex
            if not in_branch(c, t, n):
                b[c * n + t] = -1
            elif (m >> j) & 1:
                b[c * n + t] = s64((hash_mix(base + j + 12) << 32) | ((base + j) & 3))
            else:
                b[c * n + t] = UNDEF_SHFL
    # C: lockstep per warp
    cc = [0] * (2 * n)
    dd = [0] * (2 * n)
    for base in range(0, n, 32):
        ex = warp_exist(n, base)
        lanes = [l for l in range(32) if (ex >> l) & 1]
        trips = {l: hash_mix(base + l + 9) % 6 for l in lanes}
        v = {l: double_bits(base + l) for l in lanes}
        und = {l: 0 for l in lanes}
        for i in range(6):
            m = lane_mask(l for l in lanes if trips[l] > i)
            w1 = 32 >> (i & 1)
            for mode, arg, width, cost in ((BFLY, i + 1, w1, 100), (UP, 1 + i % 3, 8, 1)):
                new = dict(v)
                for l in lanes:
                    if not (m >> l) & 1:
                        continue
                    j = shfl_source(mode, l, arg, width)
                    if (m >> j) & 1:
                        new[l] = v[j]
                    else:
                        und[l] += cost
                v = new
        for l in lanes:
            cc[2 * (base + l)] = s64(v[l])
            cc[2 * (base + l) + 1] = und[l]
        # D: broadcast, then down 1 / up 2 width 16 / xor 5, full mask.
        u = {l: hash_mix(base + l + 5000) for l in lanes}
        for mode, arg, width, flip in ((DOWN, 1, 32, 1), (UP, 2, 16, 2), (BFLY, 5, 32, 4)):
            new = {}
            for l in lanes:
                j = shfl_source(mode, l, arg, width)
                new[l] = u[j] if (ex >> j) & 1 else u[l] ^ flip
            u = new
        for l in lanes:
            dd[2 * (base + l)] = 0xC0FFEE00 + base
            dd[2 * (base + l) + 1] = u[l]
    e = [FILL_A5] * (90 * n)
    for t in range(n):
        if exits_early(t):
            continue
        lane, base, ex = t & 31, t & ~31, warp_exist(n, t)
        live = lane_mask(l for l in range(32) if not exits_early(base + l)) & ex
        k = 0
        for c in range(NUM_SHFL_CASES):
            mode, width, arg = shfl_case(c)
            if mode in (UP, DOWN):
                continue
            j = shfl_source(mode, lane, arg, width)
            e[k * n + t] = s32(float_bits(base + j + 3)) if (live >> j) & 1 else UNDEF_SHFL
            k += 1
    return a + b + cc + dd + e


for shape in ["48"]:
    header("shflTypes " + shape)
    print_flat(shfl_types(shape), 6)
for shape in SHAPES:
    header("shflFlow " + shape)
    print_flat(shfl_flow(shape), 32)
