// cg::labeled_partition and cg::binary_partition: the lanes of a coalesced group or a tile that
// have the same label (predicate) form a coalesced group, whose size, ranks, shuffles and
// reductions (cg::reduce of 32-bit integers) are the group's own. Under a varying branch only the lanes that reach it take part. Expected
// values: Inputs/labeled_partitions.py, from CUDA's definitions.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: python3 %S/Inputs/labeled_partitions.py > %t/expected.txt
// RUN: timeout 120 %cl-run %t/labeled_partitions.cl partitions 1 64 576 9 > %t/actual.txt
// RUN: diff %t/expected.txt %t/actual.txt
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void partitions(long long *out) {
  unsigned t = threadIdx.x;
  long long *o = out + 9 * t;
  cg::coalesced_group active = cg::coalesced_threads();
  cg::coalesced_group same = cg::labeled_partition(active, int(t % 3));
  o[0] = same.size();
  o[1] = same.thread_rank();
  o[2] = same.shfl(t, 0);
  o[3] = -1;
  if (t % 2 == 0) {
    cg::coalesced_group even = cg::coalesced_threads();
    cg::coalesced_group byLabel = cg::labeled_partition(even, t % 3u);
    o[3] = byLabel.size() * 100 + byLabel.thread_rank();
  }
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
  cg::coalesced_group fives = cg::binary_partition(tile, t % 5 == 0);
  o[4] = fives.size();
  o[5] = fives.shfl(t, fives.size() - 1);
  o[6] = cg::reduce(same, int(t), cg::greater<int>());
  o[7] = cg::reduce(same, t, cg::plus<unsigned>());
  o[8] = cg::reduce(fives, int(t), cg::bit_xor<int>());
}
