"""CUDA's warp model, written from shared/reference/warp-semantics.md (not from
cu2cl or its device library), for the executed tests beside Inputs/.

A block of shape (x, y, z) has linear thread ids t = x + X (y + Y z); warp w
holds t = 32 w ... 32 w + 31; the lanes a tail warp lacks count as exited.
Mirrors the helpers of warp_common.cuh.
"""

M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF

# The block shapes every warp family runs on.
SHAPES = ["1", "31", "33", "48", "96", "1024", "8,8", "16,3"]


def dims(shape):
    d = [int(v) for v in shape.split(",")] + [1, 1]
    return d[0], d[1], d[2]


def block_size(shape):
    x, y, z = dims(shape)
    return x * y * z


def warp_exist(size, t):
    """Lanes of t's warp that exist."""
    n = size - (t & ~31)
    return M32 if n >= 32 else (1 << n) - 1


def lanes_below(size, t, n):
    base = t & ~31
    if n <= base:
        return 0
    return M32 if n - base >= 32 else (1 << (n - base)) - 1


def hash_mix(x):
    x = (x * 2654435761) & M32
    return x ^ (x >> 15)


def vote_pred(x):
    h = hash_mix(x) & 7
    return 0 if h < 3 else 2 if h < 5 else -1 if h < 7 else 0x100


def popc(x):
    return bin(x & M64).count("1")


def s64(x):
    """An unsigned 64-bit pattern as the signed value cl-run prints."""
    x &= M64
    return x - (1 << 64) if x >> 63 else x


def s32(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def lane_mask(lanes):
    m = 0
    for l in lanes:
        m |= 1 << l
    return m


# ---- shuffles: the PTX shfl.sync source-lane rule (PTX ISA, "shfl.sync") ----
IDX, UP, DOWN, BFLY = 0, 1, 2, 3


def shfl_source(mode, lane, b, width):
    """The lane whose value `lane` receives (its own lane when out of range).
    CUDA passes c = ((32 - width) << 8) | (up ? 0 : 31) and b unchanged."""
    c = ((32 - width) << 8) | (0 if mode == UP else 31)
    segmask = (c >> 8) & 31
    bval = b & 31
    max_lane = (lane & segmask) | (c & 31 & ~segmask)
    min_lane = lane & segmask
    if mode == IDX:
        j, ok = min_lane | (bval & ~segmask), True
        ok = j <= max_lane
    elif mode == UP:
        j = lane - bval
        ok = j >= max_lane
    elif mode == DOWN:
        j = lane + bval
        ok = j <= max_lane
    else:
        j = lane ^ bval
        ok = j <= max_lane
    return j if ok else lane


def header(name):
    print("### " + name)


FILL_A5 = -6510615555426900571  # a long long whose bytes are all 0xa5: never written


class Warp:
    """The view of one thread: its block size, linear id, lane and the
    functions that give another lane's g (grid-wide id)."""

    def __init__(self, size, block, t):
        self.size, self.t = size, t
        self.lane = t & 31
        self.base = t & ~31
        self.ex = warp_exist(size, t)
        self.g = block * size + t
        self.g0 = self.g - self.lane  # g of lane 0 of this warp

    def lanes(self, mask):
        return [j for j in range(32) if (mask >> j) & 1]

    def mask_of(self, fn, within=M32):
        """Lanes j of `within` (and of the warp) with fn(j) true."""
        return lane_mask(j for j in self.lanes(within & self.ex) if fn(j))

    def ballot(self, mask, pred):
        return self.mask_of(lambda j: pred(j) != 0, mask)

    def all(self, mask, pred):
        return int(self.ballot(mask, pred) == (mask & self.ex))

    def any(self, mask, pred):
        return int(self.ballot(mask, pred) != 0)


def threads(shape, blocks):
    size = block_size(shape)
    for b in range(blocks):
        for t in range(size):
            yield Warp(size, b, t)


def print_line(values):
    print(" ".join(str(v) for v in values))


# ---- the shuffle case table of warp_common.cuh ----
WIDTHS = [1, 2, 4, 8, 16, 32]
SRC_LANES = [-1, 0, 5, 31, 32, 40, -33]
DELTAS = [0, 1, 3, 8, 16, 31, 32, 33]
LANE_MASKS = [0, 1, 3, 8, 16, 31, 32, 48]
NUM_SHFL_CASES = 186


def shfl_case(c):
    """(mode, width, arg) of case c."""
    width, r = WIDTHS[c // 31], c % 31
    if r < 7:
        return IDX, width, SRC_LANES[r]
    if r < 15:
        return UP, width, DELTAS[r - 7]
    if r < 23:
        return DOWN, width, DELTAS[r - 15]
    return BFLY, width, LANE_MASKS[r - 23]


UNDEF_SHFL = 1234567890123


def float_bits(g):
    k = g % 6
    return [0x80000000, 0x7FC00000 | (g & 0xFFF), (0xFF800001 | (g << 8)) & M32,
            (1 + g) & M32, 0x7F800000, hash_mix(g)][k]


def double_bits(g):
    k = g % 5
    return [0x8000000000000000, 0x7FF8000000000000 | g,
            (0xFFF0000000000001 | (g << 20)) & M64, g,
            (hash_mix(g) << 32) | hash_mix((g + 77) & M32)][k]


def print_flat(values, per_line):
    """As cl-run prints COUNT values PER_LINE to a line."""
    for i in range(0, len(values), per_line):
        print_line(values[i:i + per_line])
