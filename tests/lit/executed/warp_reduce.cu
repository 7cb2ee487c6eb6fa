// __reduce_{add,min,max}_sync (int and unsigned overloads) and
// __reduce_{and,or,xor}_sync translated by cu2cl and run on the OpenCL
// device, on blocks 1, 31, 33, 48, 96, 1024, (8,8) and (16,3), two blocks per
// grid. The same bit patterns go to the int and the unsigned overloads, so
// negative values are the smallest ints and the largest unsigneds; additions
// wrap at 32 bits. (a) straight-line, full mask (missing lanes of a tail warp
// take no part), (b) complementary masks in if/else and a `t < n` branch,
// (c) in a loop whose trip count depends on the thread, (d) after early
// returns, mask = the lanes left. Expected values: Inputs/warp_reduce.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: for s in "1 1" "31 31" "33 33" "48 48" "96 96" "1024 1024" "8,8 64" "16,3 48"; do \
// RUN:   set -- $s; \
// RUN:   echo "### reduce $1" && timeout 120 %cl-run %t/warp_reduce.cl reduce 2 $1 $((2 * $2 * 13)) 13 || exit 1; \
// RUN: done > %t/actual.txt
// RUN: python3 %S/Inputs/warp_reduce.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
#include "Inputs/warp_common.cuh"

__device__ int exitsEarly(unsigned g) { return hashMix(g + 55u) % 4u == 0u; }

__global__ void reduce(long long *out) {
  unsigned t = linearTid(), n = blockSize(), lane = t & 31u, ex = warpExist();
  unsigned g = blockIdx.x * n + t;
  long long *o = out + g * 13u;
  unsigned v = hashMix(g);              // about half of them negative as int
  int big = 0x7ffffff0 + (int)(g % 16u); // sums of these wrap
  // (a)
  o[0] = __reduce_add_sync(0xffffffffu, big);
  o[1] = __reduce_add_sync(0xffffffffu, v);
  o[2] = __reduce_min_sync(0xffffffffu, (int)v);
  o[3] = __reduce_min_sync(0xffffffffu, v);
  o[4] = __reduce_max_sync(0xffffffffu, (int)v);
  o[5] = __reduce_max_sync(0xffffffffu, v);
  o[6] = __reduce_and_sync(0xffffffffu, v | hashMix(g + 1u));
  o[7] = (unsigned long long)__reduce_or_sync(0xffffffffu, v & hashMix(g + 1u)) << 32 |
         __reduce_xor_sync(0xffffffffu, v);
  // (b)
  if (lane % 3u == 0u)
    o[8] = __reduce_add_sync(0x49249249u & ex, (int)v);
  else
    o[8] = __reduce_min_sync(0xb6db6db6u & ex, (int)v);
  unsigned cut = n - n / 3u;
  o[9] = -1;
  if (t < cut)
    o[9] = __reduce_max_sync(lanesBelow(cut) & ex, v);
  // (c) Lane g iterates hashMix(g + 9) % 5 times.
  unsigned trips = hashMix(g + 9u) % 5u;
  unsigned long long acc = 0;
  for (unsigned i = 0; i < trips; ++i) {
    unsigned m = 0;
    for (unsigned j = 0; j < 32u; ++j)
      if (hashMix(g - lane + j + 9u) % 5u > i)
        m |= 1u << j;
    m &= ex;
    acc = acc * 1000003u + (unsigned)__reduce_min_sync(m, (int)hashMix(g * 4u + i));
  }
  o[10] = acc;
  // (d)
  if (exitsEarly(g))
    return;
  unsigned live = 0;
  for (unsigned j = 0; j < 32u; ++j)
    if (!exitsEarly(g - lane + j))
      live |= 1u << j;
  live &= ex;
  o[11] = __reduce_add_sync(live, 1u);
  o[12] = __reduce_max_sync(live, (int)v);
}
