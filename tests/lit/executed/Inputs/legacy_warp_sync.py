"""What legacy_warp_sync.cu's kernels compute on a warp that runs in lockstep: in each
statement every active lane reads before any lane writes."""
import sys


def value(i):
    return (i * 37 + 11) % 101


def lockstep(lanes, read, write):
    """One statement: `read(lane)` for every lane first, then `write(lane, what it read)`."""
    got = {lane: read(lane) for lane in lanes}
    for lane in lanes:
        write(lane, got[lane])


def reduce():
    out = []
    for block in range(2):
        sums = [value(block * 128 + t) for t in range(128)]
        for t in range(64):
            sums[t] += sums[t + 64]
        warp = range(32)

        def step(lanes, other):
            lockstep(lanes, lambda t: sums[t] + other(t), lambda t, v: sums.__setitem__(t, v))

        step(warp, lambda t: sums[t + 32])
        step(warp, lambda t: sums[t + 16])
        step(warp, lambda t: sums[t + 8])
        step(range(16), lambda t: sums[t - 1] if t > 0 else 0)
        for d in (4, 2, 1):
            step(warp, lambda t, d=d: sums[t + d])
        out += sums[:32] + [sums[t + 16] for t in range(32, 48)]
    return out


def scan():
    s = [0] * 128
    index = {t: 2 * t - (t & 31) + 32 for t in range(64)}
    for t in range(64):
        s[index[t] - 32] = 0
    for t in range(64):
        s[index[t]] = value(t)
    total = {t: value(t) for t in range(64)}
    for d in (1, 2, 4, 8, 16):
        def write(t, v):
            total[t] += v
            s[index[t]] = total[t]
        lockstep(range(64), lambda t, d=d: s[index[t] - d], write)
    return [s[index[t]] for t in range(64)]


def transpose():
    out = []
    for t in range(64):
        warp, lane = t // 32, t % 32
        # row `lane` of the warp's tile: element i is what lane i wrote at step `lane`
        out.append(sum(value(warp * 1024 + lane * 32 + i) * (i + 1) for i in range(32)))
    return out


def trips():
    v = [value(i) for i in range(64)]
    for k in range(7):
        lockstep([t for t in range(32) if (t & 7) > k], lambda t: v[t] + v[t + 1],
                 lambda t, x: v.__setitem__(t, x))
    return v[:32]


values = {'reduce': reduce, 'scan': scan, 'transpose': transpose,
          'trips': trips}[sys.argv[1]]()
for start in range(0, len(values), 32):
    print(' '.join(str(v) for v in values[start:start + 32]))
