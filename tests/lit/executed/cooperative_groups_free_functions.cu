// cooperative_groups' free functions that stand for a group's members: cg::sync(g) is
// g.sync(), cg::thread_rank(g) g.thread_rank(), cg::group_size(g) g.size() (the shared-memory
// reduction of CUDA's samples is written with them). A block of 64 sums 1 … 64 (2080) through
// shared memory with cg::sync(cta) between the steps; each thread then writes
// 2080 * 1000 + its rank in a tile of 16 * 10 + (the tile's size is 16).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/cooperative_groups_free_functions.cl | FileCheck %s --check-prefix=CODE
// RUN: timeout 120 %cl-run %t/cooperative_groups_free_functions.cl blockSum 1 64 64 16 | FileCheck %s
// CHECK: {{^2080001 2080011 2080021 ([0-9]+ ){12}2080151$}}
// CHECK-NEXT: {{^2080001 2080011 ([0-9]+ ){13}2080151$}}
// CHECK-NEXT: {{^2080001 ([0-9]+ ){14}2080151$}}
// CHECK-NEXT: {{^2080001 ([0-9]+ ){14}2080151$}}
// CODE: __kernel void blockSum(
// CODE: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
// CODE-NOT: sync(
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void blockSum(long long *out) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ long long s[64];
  unsigned t = cg::thread_rank(cta);
  s[t] = t + 1;
  cg::sync(cta);
  for (unsigned stride = cg::group_size(cta) / 2; stride > 0; stride /= 2) {
    if (t < stride)
      s[t] += s[t + stride];
    cg::sync(cta);
  }
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cta);
  out[t] = s[0] * 1000 + cg::thread_rank(tile) * 10 + (cg::group_size(tile) == 16);
}
