#!/usr/bin/env python3
"""CUDA's cooperative-groups semantics for cooperative_groups_tiles.cu, computed
without cu2cl: prints what the kernels tile1 … tile32 and coalesced write for a
block of BLOCK threads (lanes past the end of a tail warp do not exist). The
int cg::reduce is the sum over the lanes that exist, as redux.sync computes it
on sm_80 and later."""
import sys

block = int(sys.argv[1])


def lanes_of_warp(t):
    base = t - t % 32
    return [u for u in range(base, base + 32) if u < block]


for n in (1, 2, 4, 8, 16, 32):
    rows = []
    for t in range(block):
        v = lambda u: 3 * u + 1
        first = t - t % n
        tile = [u for u in range(first, first + n) if u < block]
        rank = t % n
        ballot = sum(1 << (u - first) for u in tile if (u - first) & 1)
        xor = v(t ^ 1) if n > 1 else v(t)
        # cooperative_groups.h: all() is ballot(mask) == mask over the tile's n lanes, so a
        # tile with missing lanes (the tail of the block) gives 0.
        complete = len(tile) == n
        votes = (1 if any(u == 5 for u in tile) else 0) * 10 + \
            (1 if complete and all(v(u) > 0 for u in tile) else 0)
        rows += [rank, t // n, (block + n - 1) // n, ballot, v(first), xor, votes,
                 sum(v(u) for u in tile)]
    for i in range(0, len(rows), 8):
        print(" ".join(str(x) for x in rows[i:i + 8]))

rows = []
for t in range(block):
    lane = t % 32
    if lane % 3 == 0:
        members = [u for u in lanes_of_warp(t) if (u % 32) % 3 == 0]
        rows += [members.index(t), len(members)]
    else:
        rows += [-1, -1]
for i in range(0, len(rows), 2):
    print(" ".join(str(x) for x in rows[i:i + 2]))
