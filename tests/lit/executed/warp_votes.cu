// Warp votes translated by cu2cl and run on the OpenCL device, on blocks 1,
// 31, 33, 48, 96, 1024, (8,8), (16,3) and (4,2,5), two blocks per grid:
// __ballot_sync/__any_sync/__all_sync and the legacy __ballot/__any/__all
// (taken over the lanes that execute them) (a) in straight-line code, (b)
// under `t < n` and lane conditions with masks that name exactly the lanes
// inside, disjoint masks in if/else, __activemask invariants (own bit set, no
// lane of the other branch or outside the warp), (c) in loops whose trip
// count depends on the thread, with the mask of the lanes still iterating,
// and (d) after early returns (full masks: exited lanes give no bits and do
// not count for __all_sync) and returns inside a loop. Expected values: Inputs/warp_votes.py,
// which simulates CUDA's semantics (shared/reference/warp-semantics.md).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-legacy-warp-intrinsic
// RUN: for s in "1 1" "31 31" "33 33" "48 48" "96 96" "1024 1024" "8,8 64" "16,3 48" "4,2,5 40"; do \
// RUN:   set -- $s; \
// RUN:   echo "### votes $1" && timeout 120 %cl-run %t/warp_votes.cl votes 2 $1 $((2 * $2 * 17)) 17 || exit 1; \
// RUN: done > %t/actual.txt
// RUN: python3 %S/Inputs/warp_votes.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
// The same on the device library's GPU path (a CPU device gets -DCU2CL_DEVICE_CPU=1, where
// lane 0 gathers a warp's votes and work-item 0 sums a block's; other devices do not).
// RUN: for s in "1 1" "31 31" "33 33" "48 48" "96 96" "1024 1024" "8,8 64" "16,3 48" "4,2,5 40"; do \
// RUN:   set -- $s; \
// RUN:   echo "### votes $1" && timeout 120 %cl-run %t/warp_votes.cl votes 2 $1 $((2 * $2 * 17)) 17 --build-options=-DCU2CL_DEVICE_CPU=0 || exit 1; \
// RUN: done > %t/actual-gpu-path.txt
// RUN: diff %t/expected.txt %t/actual-gpu-path.txt
#include "Inputs/warp_common.cuh"

__device__ unsigned voteTrips(unsigned g) { return hashMix(g + 101u) % 5u; }
__device__ int exitsEarly(unsigned g) { return hashMix(g + 55u) % 4u == 0u; }

// One line of 17 values per thread (g: the thread's index in the grid).
// Threads that return early leave the rest of their line unwritten.
__global__ void votes(long long *out) {
  unsigned t = linearTid(), n = blockSize(), lane = t & 31u, ex = warpExist();
  unsigned g = blockIdx.x * n + t;
  long long *o = out + g * 17u;
  int p = votePred(g);

  // (a) Straight-line, full mask: lanes a tail warp lacks count as exited.
  o[0] = __ballot_sync(0xffffffffu, p);
  o[1] = (__any_sync(0xffffffffu, p) != 0) + 2 * (__all_sync(ex, p || (lane & 1u)) != 0);
  o[2] = __ballot(p);
  o[3] = __all(p) != 0;

  // (b) Branches: every mask names exactly the lanes that make the call.
  unsigned cut = n - n / 3;
  o[4] = -1;
  if (t < cut)
    o[4] = __ballot_sync(lanesBelow(cut) & ex, p);
  if (lane & 1u)
    o[5] = __ballot_sync(0xaaaaaaaau & ex, p);
  else
    o[5] = __all_sync(0x55555555u & ex, p) != 0;
  o[6] = -1;
  if (lane < 16u)
    o[6] = __ballot_sync(0x0000ffffu & ex, lane & 1u); // 0xaaaa in a whole warp
  // The legacy forms under a branch: over the lanes inside.
  o[16] = -1;
  if (lane % 3u == 1u)
    o[16] = __ballot(p) | (unsigned long long)(__all(p) != 0) << 32 |
            (unsigned long long)(__any(p) != 0) << 33;
  // __activemask: own bit set, no lane outside the branch or the warp.
  if (lane % 3u == 0u) {
    unsigned am = __activemask();
    o[7] = ((am >> lane) & 1u) && (am & ~(0x49249249u & ex)) == 0u;
  } else {
    unsigned am = __activemask();
    o[7] = 2 + (((am >> lane) & 1u) && (am & ~(0xb6db6db6u & ex)) == 0u);
  }

  // (c) Lane g runs voteTrips(g) iterations; m = the lanes still iterating.
  unsigned trips = voteTrips(g);
  unsigned long long acc = trips;
  for (unsigned i = 0; i < trips; ++i) {
    unsigned m = 0;
    for (unsigned j = 0; j < 32u; ++j)
      if (voteTrips(g - lane + j) > i)
        m |= 1u << j;
    m &= ex;
    acc = acc * 1000003u + __ballot_sync(m, votePred(g + i));
    acc = acc * 3u + (__any_sync(m, lane == i + 2u) != 0);
  }
  o[8] = acc;
  // A while loop left by break after hashMix(g) % 4 rounds, a branch inside.
  unsigned k = 0;
  unsigned long long acc2 = 0;
  while (true) {
    if (k == hashMix(g) % 4u)
      break;
    unsigned m = 0;
    for (unsigned j = 0; j < 32u; ++j)
      if (hashMix(g - lane + j) % 4u > k)
        m |= 1u << j;
    m &= ex;
    if (lane >= k * 8u)
      acc2 = acc2 * 1000003u + __ballot_sync(m & (0xffffffffu << (k * 8u)), votePred(g * 3u + k));
    else
      acc2 = acc2 * 7u + 1u;
    ++k;
  }
  o[9] = acc2 * 4u + k;

  // (d) Early return: exited lanes give no ballot bits and do not count for
  // any/all, even with the full mask.
  if (exitsEarly(g)) {
    o[10] = -2;
    return;
  }
  unsigned live = 0;
  for (unsigned j = 0; j < 32u; ++j)
    if (!exitsEarly(g - lane + j))
      live |= 1u << j;
  live &= ex;
  o[10] = __ballot_sync(0xffffffffu, p);
  o[11] = (__all_sync(0xffffffffu, p) != 0) + 2 * (__any_sync(live, p) != 0);
  o[12] = __ballot(1);
  // Returns inside a loop: lane g leaves in round hashMix(g) % 5 (never for 4).
  unsigned long long acc3 = 0;
  for (unsigned i = 0; i < 4u; ++i) {
    if (hashMix(g) % 5u == i) {
      o[13] = acc3;
      o[14] = i;
      return;
    }
    acc3 = acc3 * 1000003u + __ballot_sync(0xffffffffu, votePred(g + i));
    acc3 = acc3 * 3u + (__all_sync(0xffffffffu, votePred(g + i)) != 0);
  }
  o[13] = acc3;
  o[14] = 4;
  o[15] = __activemask();
}
