// The grid as a cooperative group in an ordinary launch: its ranks and sizes (grid.sync() needs
// a cooperative launch and is refused: reliability/cooperative_launch.cu). A 3x2 grid of 4x2
// blocks: blocks are numbered x fastest, and a thread's rank is its block's rank times 8 plus
// its rank in the block; is_valid() is false outside a cooperative launch.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/grid_group.cl ranks 3,2 4,2 192 4 > %t/actual.txt
// RUN: python3 -c "for r in range(48): print(r, 48, r // 8 * 100 + 6, 10 * r)" > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void ranks(long long *out) {
  cg::grid_group grid = cg::this_grid();
  unsigned block = blockIdx.y * gridDim.x + blockIdx.x;
  unsigned thread = threadIdx.y * blockDim.x + threadIdx.x;
  long long *o = out + 4 * (block * 8 + thread);
  o[0] = grid.thread_rank();
  o[1] = grid.size();
  o[2] = grid.block_rank() * 100 + grid.num_blocks();
  o[3] = grid.is_valid() + cg::thread_rank(grid) * 10;
}
