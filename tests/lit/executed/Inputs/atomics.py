"""Expected output of atomics.cu. Every total is independent of the order in
which the threads' atomics happen: sums (float and double ones exact),
products, min/max/and/or/xor; atomicInc(p, 9) from 0 moves through 0 ... 9
and back to 0, so after k operations the value is k % 10 and the old values
are 0, 1, ... in turn; atomicDec(p, 9) from 0 goes 0 -> 9 -> 8 ..., value
(-k) % 10 (warp-semantics.md section 1: inc old >= v ? 0 : old + 1, dec
(old == 0 || old > v) ? v : old - 1)."""
import os
import struct
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from warp_sim import *  # noqa: E402,F401


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64_bits(x):
    return struct.unpack("<q", struct.pack("<d", x))[0]


def exits_early(g):
    return hash_mix((g + 55) & M32) % 4 == 0


def min_max_value(g):
    m = hash_mix(g) << 20
    return -m if g & 1 else m


def inc_dec(k, v=9):
    """Final values and the sum of the old values of k atomicInc(p, v) and k
    atomicDec(p, v), both from 0."""
    incs = [i % (v + 1) for i in range(k)]
    decs = [(-i) % (v + 1) for i in range(k)]
    return k % (v + 1), (-k) % (v + 1), sum(incs) + (sum(decs) << 32)


def loop_sum(g):
    return sum(i + 1 for i in range(hash_mix(g + 9) % 5))


def shared_atomics(shape):
    n = block_size(shape)
    out = [0] * (64 + 4 * n)
    for b in range(2):
        ts = range(n)
        gs = [b * n + t for t in ts]
        r = out[32 * b:32 * b + 32]
        r[0] = sum(t % 7 - 3 for t in ts)
        r[1] = -sum(ts)
        r[2] = sum(0x10000001 * (t + 1) for t in ts) & M32
        r[3] = sum((1 << 40) + g for g in gs)
        r[4] = f32_bits(sum(0.25 * (t % 5) for t in ts))
        r[5] = f64_bits(sum(0.5 * t + 1048576.0 for t in ts))
        r[6], r[7], r[8] = inc_dec(n)
        p = 1
        for t in ts:
            p = p * (2 * t + 1) & M32
        r[9] = p
        r[10] = sum((sum(1 + k for t in ts if t % 4 == k) & 0xFFFF) << (16 * k) for k in range(4))
        mv = [min_max_value(g) for g in gs]
        r[11] = min([0] + mv)
        r[12] = max([0] + mv)
        r[13] = min([M64] + [v & M64 for v in mv])
        r[14] = max([0] + [v & M64 for v in mv])
        a = M32
        for g in gs:
            a &= hash_mix(g) | 0x0F0F0F0F
        r[15] = a
        r[16] = lane_mask(t % 29 for t in ts)
        x = 0
        for g in gs:
            x ^= hash_mix(g)
        r[17] = x
        r[18] = 0x7FC00123 + n
        cut = n - n // 3
        r[19] = sum(t for t in ts if t < cut)
        r[20] = sum(1 for t in ts if (t & 31) & 1) % 4
        r[21] = sum(loop_sum(g) for g in gs)
        r[22] = sum(1 for t, g in zip(ts, gs) if t == 0 or not exits_early(g))
        out[32 * b:32 * b + 23] = [s64(v) for v in r[:23]]
        for t, g in zip(ts, gs):
            out[64 + 2 * g] = float_bits(b * n + (t + 1) % n + 7)
            left = t == 0 or not exits_early(g)
            out[65 + 2 * g] = float_bits(b * n + (t - 1) % n) if left else 0
    return out


def global_atomics(shape, blocks=4):
    n = block_size(shape)
    total = blocks * n
    gs = range(total)
    out = [0] * (32 + 4 * n)
    out[0] = sum(g % 7 - 3 for g in gs) & M32
    out[1] = -sum(gs) & M32
    out[2] = sum(0x10000001 * (g + 1) for g in gs) & M32
    out[3] = sum((1 << 40) + g for g in gs)
    out[4] = f32_bits(sum(0.25 * (g % 5) for g in gs))
    out[5] = f64_bits(sum(0.5 * g + 1048576.0 for g in gs))
    inc, dec, olds = inc_dec(total)
    out[6], out[7], out[8] = inc, dec, olds
    out[9] = f64_bits(sum(0.5 * g for g in gs))
    mv = [min_max_value(g) for g in gs]
    out[10] = min([0] + mv)
    out[11] = max([0] + mv)
    out[12] = s64(max([0] + [v & M64 for v in mv]))
    out[13] = min([0] + [s32(hash_mix(g)) for g in gs]) & M32
    out[14] = max(hash_mix(g) for g in gs)
    out[15] = s64(sum(1 << k for k in set(g % 61 for g in gs)))
    x = 0
    for g in gs:
        x ^= hash_mix(g)
    out[16] = x
    out[17] = 0  # and into 0
    out[18] = 0  # every exchanged slot held 0.0
    out[19] = total - total // 3
    out[20] = sum(1 for g in gs if (g % n & 31) & 1) % 6
    out[21] = sum(loop_sum(g) for g in gs)
    left = [g for g in gs if g % n == 0 or not exits_early(g)]
    out[22] = sum(left)
    out[23] = len(left)
    for g in gs:
        out[32 + g] = float_bits(g)
    return out


for shape in ["1", "33", "1024", "16,3"]:
    header("sharedAtomics " + shape)
    print_flat(shared_atomics(shape), 8)
for shape in ["96", "8,8"]:
    header("globalAtomics " + shape)
    print_flat(global_atomics(shape), 8)
