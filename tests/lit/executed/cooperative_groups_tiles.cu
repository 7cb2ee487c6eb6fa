// Cooperative groups: thread_block_tile<N> for N = 1 … 32 (thread_rank,
// meta_group_rank/size, tile-relative ballot, shfl, shfl_xor, any, all,
// cg::reduce) and a coalesced group in a branch, translated and run with a
// block of 48 (a tail warp of 16 lanes). The expected values come from
// Inputs/cooperative_groups_model.py, a model of CUDA's semantics.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: for n in 1 2 4 8 16 32; do %cl-run %t/cooperative_groups_tiles.cl tile$n 1 48 384 8; done > %t/tiles.txt
// RUN: %cl-run %t/cooperative_groups_tiles.cl coalesced 1 48 96 2 >> %t/tiles.txt
// RUN: python3 %S/Inputs/cooperative_groups_model.py 48 > %t/expected.txt
// RUN: diff %t/expected.txt %t/tiles.txt
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

// Eight values per thread t of a tile of N: rank, meta rank, meta size,
// ballot of odd ranks, shfl from rank 0 of v = 3 t + 1, shfl_xor 1, any/all
// votes, and the tile's sum of v (cg::reduce with plus).
#define TILE_KERNEL(N)                                                                             \
  __global__ void tile##N(long long *out) {                                                        \
    cg::thread_block block = cg::this_thread_block();                                              \
    cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);                                 \
    unsigned t = block.thread_rank();                                                              \
    int v = 3 * (int)t + 1;                                                                        \
    out[8 * t + 0] = tile.thread_rank();                                                           \
    out[8 * t + 1] = tile.meta_group_rank();                                                       \
    out[8 * t + 2] = tile.meta_group_size();                                                       \
    out[8 * t + 3] = tile.ballot(tile.thread_rank() & 1);                                          \
    out[8 * t + 4] = tile.shfl(v, 0);                                                              \
    out[8 * t + 5] = N > 1 ? tile.shfl_xor(v, 1) : v;                                              \
    out[8 * t + 6] = tile.any(t == 5) * 10 + tile.all(v > 0);                                      \
    out[8 * t + 7] = cg::reduce(tile, v, cg::plus<int>());                                         \
  }
TILE_KERNEL(1)
TILE_KERNEL(2)
TILE_KERNEL(4)
TILE_KERNEL(8)
TILE_KERNEL(16)
TILE_KERNEL(32)

// Every third lane forms a coalesced group; the others write -1.
__global__ void coalesced(long long *out) {
  unsigned lane = threadIdx.x & 31;
  long long rank = -1, size = -1;
  if (lane % 3 == 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    rank = active.thread_rank();
    size = active.size();
  }
  out[2 * threadIdx.x] = rank;
  out[2 * threadIdx.x + 1] = size;
}
