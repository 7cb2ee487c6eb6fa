// __syncwarp translated by cu2cl and run on the OpenCL device: lanes exchange
// values through shared memory, ordered only by __syncwarp (write, sync,
// read a partner's slot, sync, write again), on blocks 1, 31, 33, 48, 96,
// 1024, (8,8) and (16,3). (a) straight-line with the full mask (missing lanes
// of a tail warp count as exited), (b) disjoint masks 0x0000ffff/0xffff0000 in
// if/else and a `t < n` branch, (c) a loop whose trip count depends on the
// thread, with the mask of the lanes still iterating, (d) after early returns,
// full mask (exited lanes are not waited for). A lane reads only partners that
// take part in the same __syncwarp (else its own slot). Expected values:
// Inputs/warp_syncwarp.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: for s in "1 1" "31 31" "33 33" "48 48" "96 96" "1024 1024" "8,8 64" "16,3 48"; do \
// RUN:   set -- $s; \
// RUN:   echo "### syncwarp $1" && timeout 120 %cl-run %t/warp_syncwarp.cl syncwarp 1 $1 $((6 * $2)) 6 || exit 1; \
// RUN: done > %t/actual.txt
// RUN: python3 %S/Inputs/warp_syncwarp.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
#include "Inputs/warp_common.cuh"

__device__ int exitsEarly(unsigned t) { return hashMix(t + 55u) % 4u == 0u; }

// The slot lane `partner` of this warp, if it is one of the lanes in m,
// else the caller's own slot.
__device__ unsigned slotOf(unsigned t, unsigned partner, unsigned m) {
  return (m >> partner) & 1u ? (t & ~31u) + partner : t;
}

// One line of 6 values per thread.
__global__ void syncwarp(long long *out) {
  __shared__ unsigned s[1024];
  unsigned t = linearTid(), n = blockSize(), lane = t & 31u, ex = warpExist();
  long long *o = out + t * 6u;
  // (a) Rotate by one lane, then by 7 lanes (a second write after a sync).
  s[t] = hashMix(t);
  __syncwarp();
  o[0] = s[slotOf(t, (lane + 1u) & 31u, ex)];
  __syncwarp();
  s[t] = hashMix(t + 1u);
  __syncwarp(0xffffffffu);
  o[1] = s[slotOf(t, (lane + 7u) & 31u, ex)];
  __syncwarp();
  // (b) Disjoint masks in the two halves of the warp.
  if (lane < 16u) {
    s[t] = hashMix(t + 2u);
    __syncwarp(0x0000ffffu & ex);
    o[2] = s[slotOf(t, lane ^ 1u, 0x0000ffffu & ex)];
  } else {
    s[t] = hashMix(t + 3u);
    __syncwarp(0xffff0000u & ex);
    o[2] = s[slotOf(t, lane ^ 3u, 0xffff0000u & ex)];
  }
  __syncwarp();
  unsigned cut = n - n / 3u;
  if (t < cut) {
    unsigned m = lanesBelow(cut) & ex;
    s[t] = hashMix(t + 4u);
    __syncwarp(m);
    o[3] = s[slotOf(t, lane ^ 2u, m)];
    __syncwarp(m);
  } else {
    o[3] = -1;
  }
  // (c) Lane t iterates hashMix(t + 9) % 5 times.
  unsigned trips = hashMix(t + 9u) % 5u;
  unsigned long long acc = 0;
  for (unsigned i = 0; i < trips; ++i) {
    unsigned m = 0;
    for (unsigned j = 0; j < 32u; ++j)
      if (hashMix((t & ~31u) + j + 9u) % 5u > i)
        m |= 1u << j;
    m &= ex;
    s[t] = hashMix(t * 8u + i);
    __syncwarp(m);
    acc = acc * 1000003u + s[slotOf(t, lane ^ (1u << i), m)];
    __syncwarp(m);
  }
  o[4] = acc;
  // (d) After early returns; the full mask names exited lanes too.
  if (exitsEarly(t))
    return;
  unsigned live = 0;
  for (unsigned j = 0; j < 32u; ++j)
    if (!exitsEarly((t & ~31u) + j))
      live |= 1u << j;
  live &= ex;
  s[t] = hashMix(t + 5u);
  __syncwarp();
  o[5] = s[slotOf(t, (lane + 5u) & 31u, live)];
}
