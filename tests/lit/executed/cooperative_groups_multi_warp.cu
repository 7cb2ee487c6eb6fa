// Cooperative groups: tiles of several warps (thread_block_tile<N> for N = 64 … 512, with
// block_tile_memory, as cuda-samples' reduction has them): ranks and sizes, sync between writes
// and reads of shared memory, and cg::reduce (int plus, float plus compared bit for bit, int
// greater), in blocks of 512. Expected values: CUDA 13.0 on an H200.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/cooperative_groups_multi_warp.cl | FileCheck %s
// RUN: timeout 120 %cl-run %t/cooperative_groups_multi_warp.cl tiles64 2 512 7168 7 > %t/64.txt
// RUN: diff %S/Inputs/cooperative_groups_multi_warp.64.txt %t/64.txt
// RUN: timeout 120 %cl-run %t/cooperative_groups_multi_warp.cl tiles128 1 512 3584 7 > %t/128.txt
// RUN: diff %S/Inputs/cooperative_groups_multi_warp.128.txt %t/128.txt
// RUN: timeout 120 %cl-run %t/cooperative_groups_multi_warp.cl tiles512 1 512 3584 7 > %t/512.txt
// RUN: diff %S/Inputs/cooperative_groups_multi_warp.512.txt %t/512.txt
// The shared memory CUDA's tiles work in is the device library's scratch buffer here.
// CHECK-NOT: __local block_tile_memory
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

// Seven values per thread t: the tile's rank, meta rank and meta size, its size, the value of
// the next rank's thread read from shared memory after tile.sync(), and the tile's sums of an
// int and of a float (as its bits), and its maximum of the int.
#define MULTI_WARP_KERNEL(N)                                                                       \
  __global__ void tiles##N(long long *out) {                                                       \
    __shared__ cg::block_tile_memory<512> scratch;                                                 \
    __shared__ int values[512];                                                                    \
    cg::thread_block block = cg::this_thread_block(scratch);                                       \
    cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);                                 \
    unsigned t = block.thread_rank();                                                              \
    long long *mine = out + 7 * (blockIdx.x * 512 + t);                                            \
    int v = (int)((t * 2654435761u + blockIdx.x) >> 20) % 1000 - 300;                              \
    float f = (float)v / 7.0f + 0.001f * (float)t;                                                 \
    values[t] = v;                                                                                 \
    tile.sync();                                                                                   \
    unsigned next = t - tile.thread_rank() + (tile.thread_rank() + 1) % tile.num_threads();        \
    mine[0] = tile.thread_rank();                                                                  \
    mine[1] = tile.meta_group_rank() * 1000 + tile.meta_group_size();                              \
    mine[2] = tile.size();                                                                         \
    mine[3] = values[next];                                                                        \
    mine[4] = cg::reduce(tile, v, cg::plus<int>());                                                \
    mine[5] = __float_as_int(cg::reduce(tile, f, cg::plus<float>()));                              \
    mine[6] = cg::reduce(tile, v, cg::greater<int>());                                             \
  }
MULTI_WARP_KERNEL(64)
MULTI_WARP_KERNEL(128)
MULTI_WARP_KERNEL(512)
