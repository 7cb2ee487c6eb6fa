"""Expected output of math_library.cu, from C's definitions of the functions it calls."""
import math
import struct
from fractions import Fraction


def f32(v):
    return struct.unpack('<f', struct.pack('<f', v))[0]


def bits(v):
    b = struct.unpack('<i', struct.pack('<f', v))[0]
    return b


X = [f32(v) for v in (0.75, -2.5, 3.5, 1e10, -0.0, 6.0, 0.1, 1023.5)]
Y = [f32(v) for v in (0.5, 1.0, 2.0, 3.0, 1.0, 4.0, 0.03, 10.0)]


def remquo(x, y):
    ratio = Fraction(x) / Fraction(y)
    n = round(ratio)  # to nearest, ties to even
    r = float(Fraction(x) - n * Fraction(y))
    if r == 0:
        r = math.copysign(0.0, x)
    low = abs(n) & 7
    return r, -low if ratio < 0 else low


def rint(v):
    return round(v)  # ties to even


def round_away(v):
    return int(math.copysign(math.floor(abs(v) + 0.5), v))


for t in range(8):
    x, y = X[t], Y[t]
    m, e = math.frexp(x)
    frac, whole = math.modf(x)
    r, q = remquo(x, y)
    dm, de = math.frexp(x)
    out = [bits(m), e, bits(frac), bits(whole), bits(r), q, bits(x * 8), rint(x), round_away(x),
           int(dm * 1024.0) * 100 + de, round_away(x * 3.0), 1000000, 1000000 + 10000000,
           1000000 + 10000000, 10,
           abs(max(-2**31, min(2**31 - 1, int(x * 4)))) + abs(int(y * -8)) * 100000
           + 3 ** (16 + t) % 1000 * 1000000000000]
    print(' '.join(str(v) for v in out))
