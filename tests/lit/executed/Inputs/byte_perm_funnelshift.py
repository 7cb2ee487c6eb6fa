"""Expected output of byte_perm_funnelshift.cu from CUDA's documented semantics: __byte_perm(x,
y, s) takes byte (s >> 4n) & 7 of the eight bytes y:x as its byte n; __funnelshift_l/_r shift
hi:lo left (keeping the high word) or right (keeping the low word) by shift & 31, the _lc/_rc
forms by min(shift, 32)."""
X = [0x03020100, 0x12345678, 0xdeadbeef, 0xffffffff, 0x00000001, 0x80000000, 0x0f0f0f0f, 0]
Y = [0x07060504, 0x9abcdef0, 0xcafef00d, 0x00000000, 0x80000000, 0x00000001, 0xf0f0f0f0, 0]
S = [0x3210, 0x7654, 0x0123, 0x4444, 0x5140, 0xffff, 0x76543210, 0x1]
SHIFTS = [0, 1, 31, 32, 33, 63, 64, 100]


def byte_perm(x, y, s):
    data = (y << 32) | x
    return sum(((data >> (8 * ((s >> (4 * n)) & 7))) & 0xFF) << (8 * n) for n in range(4))


def funnel(lo, hi, shift, left):
    data = (hi << 32) | lo
    if left:
        return ((data << shift) >> 32) & 0xFFFFFFFF
    return (data >> shift) & 0xFFFFFFFF


for x, y, s, shift in zip(X, Y, S, SHIFTS):
    print(byte_perm(x, y, s), funnel(x, y, shift & 31, True), funnel(x, y, min(shift, 32), True),
          funnel(x, y, shift & 31, False), funnel(x, y, min(shift, 32), False))
