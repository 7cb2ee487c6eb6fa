// Atomics translated by cu2cl and run on the OpenCL device, on __shared__
// memory (sharedAtomics: blocks 1, 33, 1024 and (16,3), two blocks) and on
// global memory (globalAtomics: four blocks of 96 and of (8,8)): atomicAdd
// totals for int, unsigned (wrapping), unsigned long long, float and double
// (values whose sums are exact in any order), atomicSub, atomicInc/atomicDec
// with CUDA's wrap-around (final values and the sum of the old values are
// order-independent), atomicCAS loops (an unsigned product, a 16-bit counter
// per halfword, a double add on the bit pattern, a NaN whose payload counts
// the threads), atomicMin/Max on the same 64-bit patterns as long long and as
// unsigned long long, atomicAnd/Or/Xor, atomicExch of float bit patterns
// (-0.0, NaNs); (b) under branches, (c) in loops whose trip count depends on
// the thread, (d) after early returns followed by __syncthreads. Expected
// values: Inputs/atomics.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-double-precision
// RUN: for s in "1 1" "33 33" "1024 1024" "16,3 48"; do \
// RUN:   set -- $s; \
// RUN:   echo "### sharedAtomics $1" && timeout 120 %cl-run %t/atomics.cl sharedAtomics 2 $1 $((64 + 4 * $2)) 8 --fill=0 || exit 1; \
// RUN: done > %t/actual.txt
// RUN: for s in "96 96" "8,8 64"; do \
// RUN:   set -- $s; \
// RUN:   echo "### globalAtomics $1" && timeout 120 %cl-run %t/atomics.cl globalAtomics 4 $1 $((32 + 4 * $2)) 8 --fill=0 || exit 1; \
// RUN: done >> %t/actual.txt
// RUN: python3 %S/Inputs/atomics.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
#include "Inputs/warp_common.cuh"

__device__ int exitsEarly(unsigned g) { return hashMix(g + 55u) % 4u == 0u; }
__device__ long long minMaxValue(unsigned g) {
  long long m = (long long)hashMix(g) << 20;
  return (g & 1u) ? -m : m;
}

// out[32 * b + k]: block b's results; out[64 + 2 g], out[65 + 2 g]: thread g's
// atomicExch old value and its slot's final value (float bits).
__global__ void sharedAtomics(long long *out) {
  __shared__ int si, ssub;
  __shared__ unsigned su, sinc, sdec, smul, sand, sor, sxor, sb1, sb2, safter;
  __shared__ unsigned long long sull, soldsum, sumin, sumax, sloop;
  __shared__ long long smin, smax;
  __shared__ float sf, snan;
  __shared__ double sd;
  __shared__ unsigned short sh[4];
  __shared__ float sexch[1024];
  unsigned t = linearTid(), n = blockSize(), lane = t & 31u, b = blockIdx.x;
  unsigned g = b * n + t;
  if (t == 0) {
    si = ssub = 0;
    su = sinc = sdec = sor = sxor = sb1 = sb2 = safter = 0;
    smul = 1;
    sand = 0xffffffffu;
    sull = soldsum = sumax = sloop = 0;
    sumin = 0xffffffffffffffffull;
    smin = smax = 0;
    sf = 0.0f;
    snan = __int_as_float(0x7fc00123);
    sd = 0.0;
    sh[0] = sh[1] = sh[2] = sh[3] = 0;
  }
  sexch[t] = __int_as_float((int)floatBits(g + 7u));
  __syncthreads();

  // (a) Every thread.
  atomicAdd(&si, (int)(t % 7u) - 3);
  atomicSub(&ssub, (int)t);
  atomicAdd(&su, 0x10000001u * (t + 1u));
  atomicAdd(&sull, (1ull << 40) + g);
  atomicAdd(&sf, 0.25f * (float)(t % 5u));
  atomicAdd(&sd, 0.5 * (double)t + 1048576.0);
  unsigned oi = atomicInc(&sinc, 9u), od = atomicDec(&sdec, 9u);
  atomicAdd(&soldsum, (unsigned long long)oi + ((unsigned long long)od << 32));
  unsigned old = smul, assumed;
  do {
    assumed = old;
    old = atomicCAS(&smul, assumed, assumed * (2u * t + 1u));
  } while (old != assumed);
  unsigned short *h = &sh[t % 4u];
  unsigned short o16 = *h, a16;
  do {
    a16 = o16;
    o16 = atomicCAS(h, a16, (unsigned short)(a16 + 1u + t % 4u));
  } while (o16 != a16);
  long long mv = minMaxValue(g);
  atomicMin(&smin, mv);
  atomicMax(&smax, mv);
  atomicMin(&sumin, (unsigned long long)mv);
  atomicMax(&sumax, (unsigned long long)mv);
  atomicAnd(&sand, hashMix(g) | 0x0f0f0f0fu);
  atomicOr(&sor, 1u << (t % 29u));
  atomicXor(&sxor, hashMix(g));
  float xold = atomicExch(&sexch[(t + 1u) % n], __int_as_float((int)floatBits(g)));
  out[64 + 2 * g] = (unsigned)__float_as_int(xold);
  int *pn = (int *)&snan;
  int on = *pn, an;
  do {
    an = on;
    on = atomicCAS(pn, an, isnan(__int_as_float(an)) ? an + 1 : an ^ 0x10);
  } while (on != an);
  // (b)
  unsigned cut = n - n / 3u;
  if (t < cut)
    atomicAdd(&sb1, t);
  if (lane & 1u)
    atomicInc(&sb2, 3u);
  // (c) Thread g iterates hashMix(g + 9) % 5 times.
  for (unsigned i = 0; i < hashMix(g + 9u) % 5u; ++i)
    atomicAdd(&sloop, i + 1u);
  // (d) Thread 0 stays to report.
  if (t != 0 && exitsEarly(g))
    return;
  atomicAdd(&safter, 1u);
  __syncthreads();
  out[65 + 2 * g] = (unsigned)__float_as_int(sexch[t]);
  if (t == 0) {
    long long *r = out + 32 * b;
    r[0] = si;
    r[1] = ssub;
    r[2] = su;
    r[3] = (long long)sull;
    r[4] = (unsigned)__float_as_int(sf);
    r[5] = __double_as_longlong(sd);
    r[6] = sinc;
    r[7] = sdec;
    r[8] = (long long)soldsum;
    r[9] = smul;
    r[10] = sh[0] | (unsigned long long)sh[1] << 16 | (unsigned long long)sh[2] << 32 |
            (unsigned long long)sh[3] << 48;
    r[11] = smin;
    r[12] = smax;
    r[13] = (long long)sumin;
    r[14] = (long long)sumax;
    r[15] = sand;
    r[16] = sor;
    r[17] = sxor;
    r[18] = (unsigned)__float_as_int(snan);
    r[19] = sb1;
    r[20] = sb2;
    r[21] = (long long)sloop;
    r[22] = safter;
  }
}

// out[0 ... 31]: the counters (the buffer starts at 0); out[32 + g]: the
// float thread g exchanged into its own slot.
__global__ void globalAtomics(long long *out) {
  __shared__ unsigned blockLive;
  unsigned t = linearTid(), n = blockSize(), lane = t & 31u;
  unsigned g = blockIdx.x * n + t, total = gridDim.x * n;
  if (t == 0)
    blockLive = 0;
  // (a) Every thread.
  atomicAdd((int *)(out + 0), (int)(g % 7u) - 3);
  atomicSub((int *)(out + 1), (int)g);
  atomicAdd((unsigned *)(out + 2), 0x10000001u * (g + 1u));
  atomicAdd((unsigned long long *)(out + 3), (1ull << 40) + g);
  atomicAdd((float *)(out + 4), 0.25f * (float)(g % 5u));
  atomicAdd((double *)(out + 5), 0.5 * (double)g + 1048576.0);
  unsigned oi = atomicInc((unsigned *)(out + 6), 9u), od = atomicDec((unsigned *)(out + 7), 9u);
  atomicAdd((unsigned long long *)(out + 8), (unsigned long long)oi + ((unsigned long long)od << 32));
  unsigned long long *pd = (unsigned long long *)(out + 9);
  unsigned long long dold = *pd, dassumed;
  do {
    dassumed = dold;
    dold = atomicCAS(pd, dassumed,
                     (unsigned long long)__double_as_longlong(__longlong_as_double((long long)dassumed) + 0.5 * g));
  } while (dold != dassumed);
  long long mv = minMaxValue(g);
  atomicMin(out + 10, mv);
  atomicMax(out + 11, mv);
  atomicMax((unsigned long long *)(out + 12), (unsigned long long)mv);
  atomicMin((int *)(out + 13), (int)hashMix(g));
  atomicMax((unsigned *)(out + 14), hashMix(g));
  atomicOr((unsigned long long *)(out + 15), 1ull << (g % 61u));
  atomicXor((unsigned *)(out + 16), hashMix(g));
  atomicAnd((unsigned long long *)(out + 17), (unsigned long long)hashMix(g) << 7);
  float xold = atomicExch((float *)(out + 32 + g), __int_as_float((int)floatBits(g)));
  if (__float_as_int(xold) != 0)
    atomicAdd((unsigned *)(out + 18), 1u);
  // (b)
  if (g < total - total / 3u)
    atomicAdd((unsigned *)(out + 19), 1u);
  if (lane & 1u)
    atomicInc((unsigned *)(out + 20), 5u);
  // (c)
  for (unsigned i = 0; i < hashMix(g + 9u) % 5u; ++i)
    atomicAdd((unsigned long long *)(out + 21), i + 1u);
  // (d) Thread 0 stays to report.
  if (t != 0 && exitsEarly(g))
    return;
  atomicAdd((unsigned long long *)(out + 22), (unsigned long long)g);
  atomicAdd(&blockLive, 1u);
  __syncthreads();
  if (t == 0)
    atomicAdd((unsigned *)(out + 23), blockLive);
}
