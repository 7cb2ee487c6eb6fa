# What labeled_partitions.cu's kernel prints: the lanes of t's warp (or tile of 16) with t's
# label, in lane order; a group's rank is t's place among them, shfl(v, r) reads the r-th.
import functools
import operator


def xor(values):
    return functools.reduce(operator.xor, values)


for t in range(64):
    warp = range(t // 32 * 32, t // 32 * 32 + 32)
    same = [u for u in warp if u % 3 == t % 3]
    evens = [u for u in warp if u % 2 == 0 and u % 3 == t % 3]
    tile = range(t // 16 * 16, t // 16 * 16 + 16)
    fives = [u for u in tile if (u % 5 == 0) == (t % 5 == 0)]
    print(len(same), same.index(t), same[0],
          len(evens) * 100 + evens.index(t) if t % 2 == 0 else -1,
          len(fives), fives[-1], max(same), sum(same), xor(fives))
