"""Expected output of threadfence_reduction.cu: the sum of all values, one
last block, the ticket counter at gridDim.x before the last block's reset and
0 after it (atomicInc(p, v) from 0 gives 0 ... v - 1 to the v blocks and
leaves v), the partial sums per block."""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from warp_sim import *  # noqa: E402,F401


def run(blocks, shape):
    n = block_size(shape)
    partial = [sum(hash_mix(b * n + t) - 2147483648 for t in range(n)) for b in range(blocks)]
    out = [sum(partial), 0, 1, blocks, 0, 0, 0, 0] + partial
    print_flat(out, 8)


header("lastBlockSum 64x96")
run(64, "96")
header("lastBlockSum 200x16,3")
run(200, "16,3")
