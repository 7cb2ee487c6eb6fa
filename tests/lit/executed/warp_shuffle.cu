// Warp shuffles translated by cu2cl and run on the OpenCL device. Results
// that CUDA leaves undefined (the source lane does not take part: outside the
// mask, exited, or missing from a tail warp) are replaced by UNDEF_SHFL in the
// kernel itself; every other value is compared bit for bit.
//
// shflTypes, on block 48: the 186 cases of the H100 ground truth
// (4 modes x widths 1 ... 32 x source lanes -1, 0, 5, 31, 32, 40, -33, deltas
// 0 ... 33, lane masks 0 ... 48) for int, unsigned, long long, unsigned long
// long (values differing only in the high word), float and double (-0.0,
// NaN payloads, signalling NaNs, infinity, denormals; bits via
// __float_as_int/__double_as_longlong), full mask.
//
// shflFlow, on blocks 1, 31, 33, 48, 96, 1024, (8,8) and (16,3):
//  A (a) the 186 cases for int in straight-line code (a uniform loop),
//  B (b) the 186 cases for long long under thread-dependent branches
//        (t < n, lane bit tests, lane >= k) with the mask of the lanes inside,
//  C (c) xor and up shuffles of doubles in a loop whose trip count depends on
//        the thread, with the mask of the lanes still iterating,
//  D broadcast of a value only lane 0 sets (x starts at 0 here; the
//    uninitialised form is warp_broadcast_uninit.cu), and back-to-back
//    down/up/xor shuffles (catches an exchange that lacks its leading barrier),
//  E (d) the idx and xor cases for float after early returns, mask = lanes left.
// Expected values: Inputs/warp_shuffle.py (the PTX shfl.sync source-lane rule,
// checked against all 186 ground-truth cases). cu2cl takes `mode`, computed by
// a __device__ function of the loop counter, for thread-dependent, hence the
// -Wcu2cl-warp-mask-undefined warnings on the full-mask calls of shflTypes and A.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-double-precision -Wno-cu2cl-warp-mask-undefined
// RUN: echo "### shflTypes 48" > %t/actual.txt
// RUN: timeout 120 %cl-run %t/warp_shuffle.cl shflTypes 1 48 53568 6 >> %t/actual.txt
// RUN: for s in "1 1" "31 31" "33 33" "48 48" "96 96" "1024 1024" "8,8 64" "16,3 48"; do \
// RUN:   set -- $s; \
// RUN:   echo "### shflFlow $1" && timeout 120 %cl-run %t/warp_shuffle.cl shflFlow 1 $1 $((466 * $2)) 32 || exit 1; \
// RUN: done >> %t/actual.txt
// RUN: python3 %S/Inputs/warp_shuffle.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
#include "Inputs/warp_common.cuh"

// out[(c * n + t) * 6 + k]: case c, thread t, type k.
__global__ void shflTypes(long long *out) {
  unsigned t = linearTid(), n = blockSize(), lane = t & 31u, ex = warpExist();
  int vi = (int)hashMix(t);
  unsigned vu = hashMix(t + 1000u);
  long long vl = (long long)(((unsigned long long)hashMix(t + 2000u) << 32) | hashMix(t + 3000u));
  unsigned long long vul = ((unsigned long long)(t % 3u) << 32) | 0xdeadbeefu;
  float vf = __int_as_float((int)floatBits(t));
  double vd = __longlong_as_double((long long)doubleBits(t));
  for (int c = 0; c < NUM_SHFL_CASES; ++c) {
    int mode = caseMode(c), width = caseWidth(c), arg = caseArg(c);
    int ri;
    unsigned ru;
    long long rl;
    unsigned long long rul;
    float rf;
    double rd;
    if (mode == 0) {
      ri = __shfl_sync(0xffffffffu, vi, arg, width);
      ru = __shfl_sync(0xffffffffu, vu, arg, width);
      rl = __shfl_sync(0xffffffffu, vl, arg, width);
      rul = __shfl_sync(0xffffffffu, vul, arg, width);
      rf = __shfl_sync(0xffffffffu, vf, arg, width);
      rd = __shfl_sync(0xffffffffu, vd, arg, width);
    } else if (mode == 1) {
      ri = __shfl_up_sync(0xffffffffu, vi, (unsigned)arg, width);
      ru = __shfl_up_sync(0xffffffffu, vu, (unsigned)arg, width);
      rl = __shfl_up_sync(0xffffffffu, vl, (unsigned)arg, width);
      rul = __shfl_up_sync(0xffffffffu, vul, (unsigned)arg, width);
      rf = __shfl_up_sync(0xffffffffu, vf, (unsigned)arg, width);
      rd = __shfl_up_sync(0xffffffffu, vd, (unsigned)arg, width);
    } else if (mode == 2) {
      ri = __shfl_down_sync(0xffffffffu, vi, (unsigned)arg, width);
      ru = __shfl_down_sync(0xffffffffu, vu, (unsigned)arg, width);
      rl = __shfl_down_sync(0xffffffffu, vl, (unsigned)arg, width);
      rul = __shfl_down_sync(0xffffffffu, vul, (unsigned)arg, width);
      rf = __shfl_down_sync(0xffffffffu, vf, (unsigned)arg, width);
      rd = __shfl_down_sync(0xffffffffu, vd, (unsigned)arg, width);
    } else {
      ri = __shfl_xor_sync(0xffffffffu, vi, arg, width);
      ru = __shfl_xor_sync(0xffffffffu, vu, arg, width);
      rl = __shfl_xor_sync(0xffffffffu, vl, arg, width);
      rul = __shfl_xor_sync(0xffffffffu, vul, arg, width);
      rf = __shfl_xor_sync(0xffffffffu, vf, arg, width);
      rd = __shfl_xor_sync(0xffffffffu, vd, arg, width);
    }
    long long *o = out + (c * n + t) * 6u;
    bool ok = (ex >> shflSource(mode, lane, arg, width)) & 1u;
    o[0] = ok ? (long long)ri : UNDEF_SHFL;
    o[1] = ok ? (long long)ru : UNDEF_SHFL;
    o[2] = ok ? rl : UNDEF_SHFL;
    o[3] = ok ? (long long)rul : UNDEF_SHFL;
    o[4] = ok ? (long long)__float_as_int(rf) : UNDEF_SHFL;
    o[5] = ok ? __double_as_longlong(rd) : UNDEF_SHFL;
  }
}

// The lanes inside the branch of case c.
__device__ bool inBranch(int c, unsigned t, unsigned n) {
  unsigned lane = t & 31u;
  switch (c % 3) {
  case 0: return t < n - n / (2u + c % 5);
  case 1: return (lane >> (c % 5)) & 1u;
  default: return lane >= (unsigned)(c % 29);
  }
}

__device__ int exitsEarly(unsigned g) { return hashMix(g + 55u) % 4u == 0u; }

__global__ void shflFlow(long long *out) {
  unsigned t = linearTid(), n = blockSize(), lane = t & 31u, ex = warpExist();
  long long *a = out, *b = out + 186u * n, *cc = out + 372u * n, *d = out + 374u * n,
            *e = out + 376u * n;
  int vi = (int)hashMix(t + 11u);
  long long vl = (long long)(((unsigned long long)hashMix(t + 12u) << 32) | (t & 3u));

  for (int c = 0; c < NUM_SHFL_CASES; ++c) {
    int mode = caseMode(c), width = caseWidth(c), arg = caseArg(c);
    // A: straight-line.
    int r;
    if (mode == 0)
      r = __shfl_sync(0xffffffffu, vi, arg, width);
    else if (mode == 1)
      r = __shfl_up_sync(0xffffffffu, vi, (unsigned)arg, width);
    else if (mode == 2)
      r = __shfl_down_sync(0xffffffffu, vi, (unsigned)arg, width);
    else
      r = __shfl_xor_sync(0xffffffffu, vi, arg, width);
    a[c * n + t] = (ex >> shflSource(mode, lane, arg, width)) & 1u ? (long long)r : UNDEF_SHFL;
    // B: under a branch; m = the lanes inside.
    unsigned m = 0;
    for (unsigned j = 0; j < 32u; ++j)
      if (inBranch(c, (t & ~31u) + j, n))
        m |= 1u << j;
    m &= ex;
    b[c * n + t] = -1;
    if (inBranch(c, t, n)) {
      long long rl;
      if (mode == 0)
        rl = __shfl_sync(m, vl, arg, width);
      else if (mode == 1)
        rl = __shfl_up_sync(m, vl, (unsigned)arg, width);
      else if (mode == 2)
        rl = __shfl_down_sync(m, vl, (unsigned)arg, width);
      else
        rl = __shfl_xor_sync(m, vl, arg, width);
      b[c * n + t] = (m >> shflSource(mode, lane, arg, width)) & 1u ? rl : UNDEF_SHFL;
    }
  }

  // C: lane t iterates hashMix(t + 9) % 6 times; m = the lanes still iterating.
  unsigned trips = hashMix(t + 9u) % 6u;
  double v = __longlong_as_double((long long)doubleBits(t));
  long long undefs = 0;
  for (unsigned i = 0; i < trips; ++i) {
    unsigned m = 0;
    for (unsigned j = 0; j < 32u; ++j)
      if (hashMix((t & ~31u) + j + 9u) % 6u > i)
        m |= 1u << j;
    m &= ex;
    int w1 = 32 >> (i & 1u);
    // (Selections, not if/else: see uniform_loop_hang.cu.)
    double r1 = __shfl_xor_sync(m, v, (int)i + 1, w1);
    bool ok1 = (m >> shflSource(3, lane, (int)i + 1, w1)) & 1u;
    v = ok1 ? r1 : v;
    undefs += ok1 ? 0 : 100;
    double r2 = __shfl_up_sync(m, v, 1u + i % 3u, 8);
    bool ok2 = (m >> shflSource(1, lane, 1 + (int)(i % 3u), 8)) & 1u;
    v = ok2 ? r2 : v;
    undefs += ok2 ? 0 : 1;
  }
  cc[t * 2] = __double_as_longlong(v);
  cc[t * 2 + 1] = undefs;

  // D: broadcast of a value only lane 0 has; back-to-back shuffles.
  unsigned x = 0; // uninitialised: warp_broadcast_uninit.cu
  if (lane == 0)
    x = 0xc0ffee00u + t;
  x = __shfl_sync(0xffffffffu, x, 0);
  unsigned u = hashMix(t + 5000u), ru;
  ru = __shfl_down_sync(0xffffffffu, u, 1);
  u = (ex >> shflSource(2, lane, 1, 32)) & 1u ? ru : u ^ 1u;
  ru = __shfl_up_sync(0xffffffffu, u, 2, 16);
  u = (ex >> shflSource(1, lane, 2, 16)) & 1u ? ru : u ^ 2u;
  ru = __shfl_xor_sync(0xffffffffu, u, 5);
  u = (ex >> shflSource(3, lane, 5, 32)) & 1u ? ru : u ^ 4u;
  d[t * 2] = x;
  d[t * 2 + 1] = u;

  // E: after early returns, the idx and xor cases for float.
  if (exitsEarly(t))
    return;
  unsigned live = 0;
  for (unsigned j = 0; j < 32u; ++j)
    if (!exitsEarly((t & ~31u) + j))
      live |= 1u << j;
  live &= ex;
  float vf = __int_as_float((int)floatBits(t + 3u));
  int k = 0;
  for (int c = 0; c < NUM_SHFL_CASES; ++c) {
    int mode = caseMode(c), width = caseWidth(c), arg = caseArg(c);
    if (mode == 1 || mode == 2)
      continue;
    float rf;
    if (mode == 0)
      rf = __shfl_sync(live, vf, arg, width);
    else
      rf = __shfl_xor_sync(live, vf, arg, width);
    e[k * n + t] =
        (live >> shflSource(mode, lane, arg, width)) & 1u ? (long long)__float_as_int(rf) : UNDEF_SHFL;
    ++k;
  }
}
