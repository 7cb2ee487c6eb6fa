// Block votes translated by cu2cl and run on the OpenCL device: the
// __syncthreads_count/and/or results over the threads that have not exited,
// on blocks 1, 31, 33, 48, 96, 1024, (8,8), (16,3) and (4,2,5), three blocks
// per grid with different exits (block 0: none; block 1: a quarter of the
// threads, scattered; block 2: all of warp 1 and every fifth thread). (a) straight-line,
// (b)/(d) after `return` (the block-level form of `if (idx < n)`: CUDA's
// __syncthreads must not sit under a condition that threads skip without
// exiting), (c) in a loop whose trip count depends on the thread through a
// return inside it. Predicates take the values 0, 2, -1 and 0x100; and/or are
// compared with != 0. Expected values: Inputs/block_votes.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: for s in "1 1" "31 31" "33 33" "48 48" "96 96" "1024 1024" "8,8 64" "16,3 48" "4,2,5 40"; do \
// RUN:   set -- $s; \
// RUN:   echo "### blockVotes $1" && timeout 120 %cl-run %t/block_votes.cl blockVotes 3 $1 $((3 * $2 * 6)) 6 || exit 1; \
// RUN: done > %t/actual.txt
// RUN: python3 %S/Inputs/block_votes.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
// The same on the device library's GPU path (a CPU device gets -DCU2CL_DEVICE_CPU=1, where
// lane 0 gathers a warp's votes and work-item 0 sums a block's; other devices do not).
// RUN: for s in "1 1" "31 31" "33 33" "48 48" "96 96" "1024 1024" "8,8 64" "16,3 48" "4,2,5 40"; do \
// RUN:   set -- $s; \
// RUN:   echo "### blockVotes $1" && timeout 120 %cl-run %t/block_votes.cl blockVotes 3 $1 $((3 * $2 * 6)) 6 --build-options=-DCU2CL_DEVICE_CPU=0 || exit 1; \
// RUN: done > %t/actual-gpu-path.txt
// RUN: diff %t/expected.txt %t/actual-gpu-path.txt
#include "Inputs/warp_common.cuh"

__device__ bool exitsFirst(unsigned b, unsigned t) {
  if (b == 1u)
    return hashMix(t + 55u) % 4u == 0u;
  if (b == 2u)
    return (t >= 32u && t < 64u) || t % 5u == 0u;
  return false;
}

// One line of 6 values per thread; exited threads leave the rest unwritten.
__global__ void blockVotes(long long *out) {
  unsigned t = linearTid(), n = blockSize(), b = blockIdx.x;
  unsigned g = b * n + t;
  long long *o = out + g * 6u;
  int p = votePred(g);
  // (a) Every thread of the block.
  o[0] = __syncthreads_count(p);
  o[1] = (__syncthreads_and(p) != 0) + 2 * (__syncthreads_or(t == n - 1u && p) != 0);
  // (b)/(d) After some threads return.
  if (exitsFirst(b, t)) {
    o[2] = -2;
    return;
  }
  o[2] = __syncthreads_count(p);
  o[3] = (__syncthreads_and(p || !exitsFirst(b, t + 1u)) != 0) + 2 * (__syncthreads_or(votePred(g + 1u)) != 0);
  // (c) Thread g leaves in round hashMix(g) % 5 (4: never).
  unsigned long long acc = 0;
  for (unsigned i = 0; i < 4u; ++i) {
    if (hashMix(g) % 5u == i) {
      o[4] = acc;
      o[5] = i;
      return;
    }
    acc = acc * 1025u + __syncthreads_count(votePred(g + i));
    acc = acc * 2u + (__syncthreads_and(votePred(g * 7u + i)) != 0);
  }
  o[4] = acc;
  o[5] = 4;
}
