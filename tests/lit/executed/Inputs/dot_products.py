"""Expected output of dot_products.cu, from CUDA's documented semantics of __dp4a/__dp2a."""
import math

A = [0x01020304, 0xff80007f, 0xffffffff, 0x80808080, 0x7f7f7f7f, 0x12345678, 0, 0xdeadbeef]
B = [0x05060708, 0x7fff80ff, 0xffffffff, 0x80808080, 0x81818181, 0x9abcdef0, 0x11111111, 0xcafef00d]
C = [0, 1, 0xffffffff, 0x7fffffff, 0x80000000, 12345, 7, 0xfffffff0]


def signed(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def part(v, bits, i, is_signed):
    raw = (v >> (bits * i)) & ((1 << bits) - 1)
    return signed(raw, bits) if is_signed else raw


def wrap(v, is_signed):
    return signed(v, 32) if is_signed else v & 0xffffffff


def dp4a(a, b, c, s):
    return wrap(sum(part(a, 8, i, s) * part(b, 8, i, s) for i in range(4)) + c, s)


def dp2a(a, b, c, s, high):
    first = 2 if high else 0
    return wrap(sum(part(a, 16, i, s) * part(b, 8, first + i, s) for i in range(2)) + c, s)


for t in range(8):
    a, b, c = A[t], B[t], C[t]
    sc = signed(c, 32)
    out = [
        dp4a(a, b, sc, True),
        dp4a(a, b, c, False),
        dp4a(a, b, sc, True) - dp4a(a, b, c, False),
        dp2a(a, b, sc, True, False) * 3 + dp2a(a, b, sc, True, True),
        dp2a(a, b, c, False, False) * 3 + dp2a(a, b, c, False, True),
        dp2a(a, b, sc, True, False) - dp2a(a, b, c, False, True),
        int(math.sin(0.25 * t) * 1000 + 0.5) * 10000 + int(math.cos(0.25 * t) * 1000 + 0.5),
    ]
    print(' '.join(str(v) for v in out))
