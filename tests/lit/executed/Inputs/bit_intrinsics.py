"""Expected output of bit_intrinsics.cu, from the CUDA definitions: __popc
counts set bits, __clz counts leading zeros (32 for 0), __ffs is the 1-based
position of the lowest set bit (0 for 0), __brev reverses the bits; the ll
forms do the same on 64 bits."""
WORDS = [0, 1, 2, 3, 0x80000000, 0x80000001, 0xFFFFFFFF, 0x7FFFFFFF, 0x00010000, 0x0000FFFF,
         0xFFFF0000, 0x55555555, 0xAAAAAAAA, 0x12345678, 0x40000000, 0xFFFFFFFE, 0x00000100,
         0x08000000, 0xC0000000, 0x00000003, 0x80008000, 0x0F0F0F0F, 0xDEADBEEF, 0x00800000]
LONGS = [0, 1, 0x100000000, 0x8000000000000000, 0xFFFFFFFFFFFFFFFF, 0x00000000FFFFFFFF,
         0xFFFFFFFF00000000, 0x8000000000000001, 0x0123456789ABCDEF, 0x7FFFFFFFFFFFFFFF,
         0x0000000080000000, 0x5555555555555555, 0xAAAAAAAAAAAAAAAA, 0x0000000100000001,
         0x4000000000000000, 0xFFFFFFFFFFFFFFFE, 0x0000800000000000, 0x00000000000F0000,
         0xDEADBEEFCAFEF00D, 0x2, 0x8000000080000000, 0x00FF00FF00FF00FF, 0x3,
         0x1000000000000000]


def popc(x):
    return bin(x).count("1")


def clz(x, bits):
    return bits - x.bit_length()


def ffs(x):
    return (x & -x).bit_length()


def brev(x, bits):
    return int(format(x, "0%db" % bits)[::-1], 2)


def s64(x):
    return x - (1 << 64) if x >> 63 else x


for w, l in zip(WORDS, LONGS):
    print(popc(w), clz(w, 32), ffs(w), brev(w, 32),
          popc(l), clz(l, 64), ffs(l), s64(brev(l, 64)))
