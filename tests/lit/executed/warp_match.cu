// __match_any_sync/__match_all_sync translated by cu2cl and run on the OpenCL
// device, on blocks 1, 31, 33, 48, 96, 1024, (8,8) and (16,3), two blocks per
// grid. Values compare bit for bit: 64-bit values that differ only in the
// high word, +0.0 vs -0.0, equal and different NaN payloads (float and
// double), unsigned and int. (a) straight-line, full mask (missing lanes of a
// tail warp take no part), (b) under lane and `t < n` branches with the mask
// of the lanes inside (a partial-mask __match_all_sync returns that mask with
// pred = 1), (c) in a loop whose trip count depends on the thread, (d) after
// early returns, mask = the lanes left. __match_all_sync results are printed
// as mask | pred << 32. Expected values: Inputs/warp_match.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-double-precision
// RUN: for s in "1 1" "31 31" "33 33" "48 48" "96 96" "1024 1024" "8,8 64" "16,3 48"; do \
// RUN:   set -- $s; \
// RUN:   echo "### match $1" && timeout 120 %cl-run %t/warp_match.cl match 2 $1 $((2 * $2 * 10)) 10 || exit 1; \
// RUN: done > %t/actual.txt
// RUN: python3 %S/Inputs/warp_match.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
#include "Inputs/warp_common.cuh"

__device__ int exitsEarly(unsigned g) { return hashMix(g + 55u) % 4u == 0u; }

// 64-bit keys with equal low words: only the high word tells them apart.
__device__ unsigned long long key64(unsigned x) {
  return ((unsigned long long)(hashMix(x) % 3u) << 32) | 0x00c0ffeeu;
}
// +0.0, -0.0 and NaNs with two payloads.
__device__ float keyFloat(unsigned x) {
  unsigned k = hashMix(x) % 5u;
  return __int_as_float((int)(k == 0u ? 0x00000000u : k == 1u ? 0x80000000u
                                 : k == 2u ? 0x7fc00001u : k == 3u ? 0x7fc00002u : 0x7fc00001u));
}
__device__ double keyDouble(unsigned x) {
  unsigned k = hashMix(x) % 4u;
  return __longlong_as_double((long long)(k == 0u ? 0x0000000000000000ull : k == 1u ? 0x8000000000000000ull
                                          : k == 2u ? 0x7ff8000000000001ull : 0x7ff8000100000001ull));
}

__global__ void match(long long *out) {
  unsigned t = linearTid(), n = blockSize(), lane = t & 31u, ex = warpExist();
  unsigned g = blockIdx.x * n + t;
  long long *o = out + g * 10u;
  int pred;
  // (a)
  o[0] = __match_any_sync(0xffffffffu, key64(g));
  o[1] = __match_any_sync(0xffffffffu, keyFloat(g)) | (unsigned long long)__match_any_sync(0xffffffffu, keyDouble(g)) << 32;
  o[2] = __match_any_sync(0xffffffffu, (int)(hashMix(g) % 3u) - 1) | (unsigned long long)__match_any_sync(0xffffffffu, hashMix(g) & 1u) << 32;
  // All lanes of a warp hold the same key in block 0, not in block 1.
  unsigned long long allEq = __match_all_sync(0xffffffffu, blockIdx.x == 0u ? 0x100000000ull * (g >> 5) : key64(g), &pred);
  o[3] = allEq | (unsigned long long)pred << 32;
  // (b)
  if (lane & 1u) {
    unsigned r = __match_all_sync(0xaaaaaaaau & ex, (long long)(g >> 5) << 32, &pred); // all equal
    o[4] = r | (unsigned long long)pred << 32;
  } else {
    o[4] = __match_any_sync(0x55555555u & ex, keyDouble(g + 1u));
  }
  unsigned cut = n - n / 3u;
  o[5] = -1;
  if (t < cut)
    o[5] = __match_any_sync(lanesBelow(cut) & ex, key64(g + 2u));
  // (c) Lane g iterates hashMix(g + 9) % 5 times.
  unsigned trips = hashMix(g + 9u) % 5u;
  unsigned long long acc = 0;
  for (unsigned i = 0; i < trips; ++i) {
    unsigned m = 0;
    for (unsigned j = 0; j < 32u; ++j)
      if (hashMix(g - lane + j + 9u) % 5u > i)
        m |= 1u << j;
    m &= ex;
    acc = acc * 1000003u + __match_any_sync(m, key64(g * 4u + i));
  }
  o[6] = acc;
  // (d)
  if (exitsEarly(g))
    return;
  unsigned live = 0;
  for (unsigned j = 0; j < 32u; ++j)
    if (!exitsEarly(g - lane + j))
      live |= 1u << j;
  live &= ex;
  o[7] = __match_any_sync(live, keyFloat(g + 3u));
  unsigned r = __match_all_sync(live, 7u, &pred);
  o[8] = r | (unsigned long long)pred << 32;
  r = __match_all_sync(live, keyDouble(g), &pred);
  o[9] = r | (unsigned long long)pred << 32;
}
