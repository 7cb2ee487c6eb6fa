// OpenCL C 1.2 translated by cu2cl from atomics.cu.
// Edit the CUDA source and translate again rather than editing this file.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#include <cu2cl/device.h>

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

static inline uint cu2cl_shl_u32(uint value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  uint result;
  __asm__("shl.b32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return amount < 32 ? value << amount : 0;
#endif
}

static inline ulong cu2cl_shl_u64(ulong value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  ulong result;
  __asm__("shl.b64 %0, %1, %2;" : "=l"(result) : "l"(value), "r"(amount));
  return result;
#else
  return amount < 64 ? value << amount : 0;
#endif
}

uint linearTid(void) {
  return (uint)get_local_id(0) +
         (uint)get_local_size(0) *
             ((uint)get_local_id(1) + (uint)get_local_size(1) * (uint)get_local_id(2));
}

uint blockSize(void) {
  return (uint)get_local_size(0) * (uint)get_local_size(1) * (uint)get_local_size(2);
}

uint hashMix(uint x) {
  x = x * 2654435761u;
  return x ^ (x >> 15);
}

uint floatBits(uint g) {
  switch (g % 6u) {
  case 0:
    return 0x80000000u;
  case 1:
    return 0x7fc00000u | (g & 0xfffu);
  case 2:
    return 0xff800001u | (g << 8);
  case 3:
    return 0x00000001u + g;
  case 4:
    return 0x7f800000u;
  default:
    return hashMix(g);
  }
}

int exitsEarly(uint g) { return hashMix(g + 55u) % 4u == 0u; }

long minMaxValue(uint g) {
  long m = (long)hashMix(g) << 20;
  return (g & 1u) ? -m : m;
}

// out[32 * b + k]: block b's results; out[64 + 2 g], out[65 + 2 g]: thread g's
// atomicExch old value and its slot's final value (float bits).
CU2CL_KERNEL_ATTRS __kernel void sharedAtomics(__global long *out, ulong out_cu2cl_offset,
                                               __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
  __local int si;
  __local int ssub;
  __local uint su;
  __local uint sinc;
  __local uint sdec;
  __local uint smul;
  __local uint sand;
  __local uint sor;
  __local uint sxor;
  __local uint sb1;
  __local uint sb2;
  __local uint safter;
  __local ulong sull;
  __local ulong soldsum;
  __local ulong sumin;
  __local ulong sumax;
  __local ulong sloop;
  __local long smin;
  __local long smax;
  __local float sf;
  __local float snan;
  __local double sd;
  __local ushort sh[4];
  __local float sexch[1024];
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = linearTid();
  uint n = blockSize();
  uint lane = t & 31u;
  uint b = (uint)get_group_id(0);
  uint g = b * n + t;
  if (t == 0) {
    si = ssub = 0;
    su = sinc = sdec = sor = sxor = sb1 = sb2 = safter = 0;
    smul = 1;
    sand = 0xffffffffu;
    sull = soldsum = sumax = sloop = 0;
    sumin = 0xfffffffffffffffful;
    smin = smax = 0;
    sf = 0.0f;
    snan = as_float(0x7fc00123);
    sd = 0.0;
    sh[0] = sh[1] = sh[2] = sh[3] = 0;
  }
  sexch[t] = as_float((int)floatBits(g + 7u));
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  cu2cl_atomic_add_local_i32(&si, (int)(t % 7u) - 3);
  cu2cl_atomic_sub_local_i32(&ssub, (int)t);
  cu2cl_atomic_add_local_u32(&su, 0x10000001u * (t + 1u));
  cu2cl_atomic_add_local_u64(&sull, (1ul << 40) + g);
  cu2cl_atomic_add_local_f32(&sf, 0.25f * (float)(t % 5u));
  cu2cl_atomic_add_local_f64(&sd, 0.5 * (double)t + 1048576.0);
  uint oi = cu2cl_atomic_inc_local(&sinc, 9u);
  uint od = cu2cl_atomic_dec_local(&sdec, 9u);
  cu2cl_atomic_add_local_u64(&soldsum, (ulong)oi + ((ulong)od << 32));
  uint old = smul;
  uint assumed = 0;
  do {
    assumed = old;
    old = cu2cl_atomic_cas_local_u32(&smul, assumed, assumed * (2u * t + 1u));
  } while (old != assumed);
  __local ushort *h = &sh[t % 4u];
  ushort o16 = *h;
  ushort a16 = 0;
  do {
    a16 = o16;
    o16 = cu2cl_atomic_cas_local_u16(h, a16, (ushort)(a16 + 1u + t % 4u));
  } while (o16 != a16);
  long mv = minMaxValue(g);
  cu2cl_atomic_min_local_i64(&smin, mv);
  cu2cl_atomic_max_local_i64(&smax, mv);
  cu2cl_atomic_min_local_u64(&sumin, (ulong)mv);
  cu2cl_atomic_max_local_u64(&sumax, (ulong)mv);
  cu2cl_atomic_and_local_u32(&sand, hashMix(g) | 0x0f0f0f0fu);
  cu2cl_atomic_or_local_u32(&sor, cu2cl_shl_u32(1u, (t % 29u)));
  cu2cl_atomic_xor_local_u32(&sxor, hashMix(g));
  float xold = cu2cl_atomic_exch_local_f32(&sexch[(t + 1u) % n], as_float((int)floatBits(g)));
  out[64 + 2 * g] = (uint)as_int(xold);
  __local int *pn = (__local int *)&snan;
  int on = *pn;
  int an = 0;
  do {
    an = on;
    on = cu2cl_atomic_cas_local_i32(pn, an, isnan(as_float(an)) ? an + 1 : an ^ 0x10);
  } while (on != an);
  uint cut = n - n / 3u;
  if (t < cut)
    cu2cl_atomic_add_local_u32(&sb1, t);
  if (lane & 1u)
    cu2cl_atomic_inc_local(&sb2, 3u);
  for (uint i = 0; i < hashMix(g + 9u) % 5u; ++i)
    cu2cl_atomic_add_local_u64(&sloop, (ulong)(i + 1u));
  if (t != 0 && exitsEarly(g))
    return;
  cu2cl_atomic_add_local_u32(&safter, 1u);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[65 + 2 * g] = (uint)as_int(sexch[t]);
  if (t == 0) {
    __global long *r = out + 32 * b;
    r[0] = si;
    r[1] = ssub;
    r[2] = su;
    r[3] = (long)sull;
    r[4] = (uint)as_int(sf);
    r[5] = as_long(sd);
    r[6] = sinc;
    r[7] = sdec;
    r[8] = (long)soldsum;
    r[9] = smul;
    r[10] = sh[0] | (ulong)sh[1] << 16 | (ulong)sh[2] << 32 | (ulong)sh[3] << 48;
    r[11] = smin;
    r[12] = smax;
    r[13] = (long)sumin;
    r[14] = (long)sumax;
    r[15] = sand;
    r[16] = sor;
    r[17] = sxor;
    r[18] = (uint)as_int(snan);
    r[19] = sb1;
    r[20] = sb2;
    r[21] = (long)sloop;
    r[22] = safter;
  }
}
#else
{
  __local int si;
  __local int ssub;
  __local uint su;
  __local uint sinc;
  __local uint sdec;
  __local uint smul;
  __local uint sand;
  __local uint sor;
  __local uint sxor;
  __local uint sb1;
  __local uint sb2;
  __local uint safter;
  __local ulong sull;
  __local ulong soldsum;
  __local ulong sumin;
  __local ulong sumax;
  __local ulong sloop;
  __local long smin;
  __local long smax;
  __local float sf;
  __local float snan;
  __local double sd;
  __local ushort sh[4];
  __local float sexch[1024];
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  bool cu2cl_active = true; // false once this work-item has returned
  uint t = 0;
  if (cu2cl_active)
    t = linearTid();
  uint n = 0;
  if (cu2cl_active)
    n = blockSize();
  uint lane = t & 31u;
  uint b = (uint)get_group_id(0);
  uint g = b * n + t;
  if (cu2cl_active)
    if (t == 0) {
      si = ssub = 0;
      su = sinc = sdec = sor = sxor = sb1 = sb2 = safter = 0;
      smul = 1;
      sand = 0xffffffffu;
      sull = soldsum = sumax = sloop = 0;
      sumin = 0xfffffffffffffffful;
      smin = smax = 0;
      sf = 0.0f;
      snan = as_float(0x7fc00123);
      sd = 0.0;
      sh[0] = sh[1] = sh[2] = sh[3] = 0;
    }
  if (cu2cl_active)
    sexch[t] = as_float((int)floatBits(g + 7u));
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (cu2cl_active)
    cu2cl_atomic_add_local_i32(&si, (int)(t % 7u) - 3);
  if (cu2cl_active)
    cu2cl_atomic_sub_local_i32(&ssub, (int)t);
  if (cu2cl_active)
    cu2cl_atomic_add_local_u32(&su, 0x10000001u * (t + 1u));
  if (cu2cl_active)
    cu2cl_atomic_add_local_u64(&sull, (1ul << 40) + g);
  if (cu2cl_active)
    cu2cl_atomic_add_local_f32(&sf, 0.25f * (float)(t % 5u));
  if (cu2cl_active)
    cu2cl_atomic_add_local_f64(&sd, 0.5 * (double)t + 1048576.0);
  uint oi = 0;
  if (cu2cl_active)
    oi = cu2cl_atomic_inc_local(&sinc, 9u);
  uint od = 0;
  if (cu2cl_active)
    od = cu2cl_atomic_dec_local(&sdec, 9u);
  if (cu2cl_active)
    cu2cl_atomic_add_local_u64(&soldsum, (ulong)oi + ((ulong)od << 32));
  uint old = smul;
  uint assumed = 0;
  if (cu2cl_active)
    do {
      assumed = old;
      old = cu2cl_atomic_cas_local_u32(&smul, assumed, assumed * (2u * t + 1u));
    } while (old != assumed);
  __local ushort *h = &sh[t % 4u];
  ushort o16 = 0;
  if (cu2cl_active)
    o16 = *h;
  ushort a16 = 0;
  if (cu2cl_active)
    do {
      a16 = o16;
      o16 = cu2cl_atomic_cas_local_u16(h, a16, (ushort)(a16 + 1u + t % 4u));
    } while (o16 != a16);
  long mv = 0;
  if (cu2cl_active)
    mv = minMaxValue(g);
  if (cu2cl_active)
    cu2cl_atomic_min_local_i64(&smin, mv);
  if (cu2cl_active)
    cu2cl_atomic_max_local_i64(&smax, mv);
  if (cu2cl_active)
    cu2cl_atomic_min_local_u64(&sumin, (ulong)mv);
  if (cu2cl_active)
    cu2cl_atomic_max_local_u64(&sumax, (ulong)mv);
  if (cu2cl_active)
    cu2cl_atomic_and_local_u32(&sand, hashMix(g) | 0x0f0f0f0fu);
  if (cu2cl_active)
    cu2cl_atomic_or_local_u32(&sor, cu2cl_shl_u32(1u, (t % 29u)));
  if (cu2cl_active)
    cu2cl_atomic_xor_local_u32(&sxor, hashMix(g));
  float xold = 0;
  if (cu2cl_active)
    xold = cu2cl_atomic_exch_local_f32(&sexch[(t + 1u) % n], as_float((int)floatBits(g)));
  if (cu2cl_active)
    out[64 + 2 * g] = (uint)as_int(xold);
  __local int *pn = (__local int *)&snan;
  int on = 0;
  if (cu2cl_active)
    on = *pn;
  int an = 0;
  if (cu2cl_active)
    do {
      an = on;
      on = cu2cl_atomic_cas_local_i32(pn, an, isnan(as_float(an)) ? an + 1 : an ^ 0x10);
    } while (on != an);
  uint cut = n - n / 3u;
  if (cu2cl_active)
    if (t < cut)
      cu2cl_atomic_add_local_u32(&sb1, t);
  if (cu2cl_active)
    if (lane & 1u)
      cu2cl_atomic_inc_local(&sb2, 3u);
  if (cu2cl_active)
    for (uint i = 0; i < hashMix(g + 9u) % 5u; ++i)
      cu2cl_atomic_add_local_u64(&sloop, (ulong)(i + 1u));
  bool cu2cl_then1 = cu2cl_active && (t != 0 && exitsEarly(g));
  {
    if (cu2cl_then1) {
      cu2cl_then1 = false;
      cu2cl_active = false;
    }
  }
  if (cu2cl_active)
    cu2cl_atomic_add_local_u32(&safter, 1u);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (cu2cl_active)
    out[65 + 2 * g] = (uint)as_int(sexch[t]);
  if (cu2cl_active)
    if (t == 0) {
      __global long *r = out + 32 * b;
      r[0] = si;
      r[1] = ssub;
      r[2] = su;
      r[3] = (long)sull;
      r[4] = (uint)as_int(sf);
      r[5] = as_long(sd);
      r[6] = sinc;
      r[7] = sdec;
      r[8] = (long)soldsum;
      r[9] = smul;
      r[10] = sh[0] | (ulong)sh[1] << 16 | (ulong)sh[2] << 32 | (ulong)sh[3] << 48;
      r[11] = smin;
      r[12] = smax;
      r[13] = (long)sumin;
      r[14] = (long)sumax;
      r[15] = sand;
      r[16] = sor;
      r[17] = sxor;
      r[18] = (uint)as_int(snan);
      r[19] = sb1;
      r[20] = sb2;
      r[21] = (long)sloop;
      r[22] = safter;
    }
}
#endif

// out[0 ... 31]: the counters (the buffer starts at 0); out[32 + g]: the
// float thread g exchanged into its own slot.
CU2CL_KERNEL_ATTRS __kernel void globalAtomics(__global long *out, ulong out_cu2cl_offset,
                                               __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
  __local uint blockLive;
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = linearTid();
  uint n = blockSize();
  uint lane = t & 31u;
  uint g = (uint)get_group_id(0) * n + t;
  uint total = (uint)get_num_groups(0) * n;
  if (t == 0)
    blockLive = 0;
  cu2cl_atomic_add_global_i32((__global int *)(out + 0), (int)(g % 7u) - 3);
  cu2cl_atomic_sub_global_i32((__global int *)(out + 1), (int)g);
  cu2cl_atomic_add_global_u32((__global uint *)(out + 2), 0x10000001u * (g + 1u));
  cu2cl_atomic_add_global_u64((__global ulong *)(out + 3), (1ul << 40) + g);
  cu2cl_atomic_add_global_f32((__global float *)(out + 4), 0.25f * (float)(g % 5u));
  cu2cl_atomic_add_global_f64((__global double *)(out + 5), 0.5 * (double)g + 1048576.0);
  uint oi = cu2cl_atomic_inc_global((__global uint *)(out + 6), 9u);
  uint od = cu2cl_atomic_dec_global((__global uint *)(out + 7), 9u);
  cu2cl_atomic_add_global_u64((__global ulong *)(out + 8), (ulong)oi + ((ulong)od << 32));
  __global ulong *pd = (__global ulong *)(out + 9);
  ulong dold = *pd;
  ulong dassumed = 0;
  do {
    dassumed = dold;
    dold = cu2cl_atomic_cas_global_u64(pd, dassumed,
                                       (ulong)as_long(as_double((long)dassumed) + 0.5 * g));
  } while (dold != dassumed);
  long mv = minMaxValue(g);
  cu2cl_atomic_min_global_i64(out + 10, mv);
  cu2cl_atomic_max_global_i64(out + 11, mv);
  cu2cl_atomic_max_global_u64((__global ulong *)(out + 12), (ulong)mv);
  cu2cl_atomic_min_global_i32((__global int *)(out + 13), (int)hashMix(g));
  cu2cl_atomic_max_global_u32((__global uint *)(out + 14), hashMix(g));
  cu2cl_atomic_or_global_u64((__global ulong *)(out + 15), cu2cl_shl_u64(1ul, (g % 61u)));
  cu2cl_atomic_xor_global_u32((__global uint *)(out + 16), hashMix(g));
  cu2cl_atomic_and_global_u64((__global ulong *)(out + 17), (ulong)hashMix(g) << 7);
  float xold =
      cu2cl_atomic_exch_global_f32((__global float *)(out + 32 + g), as_float((int)floatBits(g)));
  if (as_int(xold) != 0)
    cu2cl_atomic_add_global_u32((__global uint *)(out + 18), 1u);
  if (g < total - total / 3u)
    cu2cl_atomic_add_global_u32((__global uint *)(out + 19), 1u);
  if (lane & 1u)
    cu2cl_atomic_inc_global((__global uint *)(out + 20), 5u);
  for (uint i = 0; i < hashMix(g + 9u) % 5u; ++i)
    cu2cl_atomic_add_global_u64((__global ulong *)(out + 21), (ulong)(i + 1u));
  if (t != 0 && exitsEarly(g))
    return;
  cu2cl_atomic_add_global_u64((__global ulong *)(out + 22), (ulong)g);
  cu2cl_atomic_add_local_u32(&blockLive, 1u);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (t == 0)
    cu2cl_atomic_add_global_u32((__global uint *)(out + 23), blockLive);
}
#else
{
  __local uint blockLive;
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  bool cu2cl_active = true; // false once this work-item has returned
  uint t = 0;
  if (cu2cl_active)
    t = linearTid();
  uint n = 0;
  if (cu2cl_active)
    n = blockSize();
  uint lane = t & 31u;
  uint g = (uint)get_group_id(0) * n + t;
  uint total = (uint)get_num_groups(0) * n;
  if (cu2cl_active)
    if (t == 0)
      blockLive = 0;
  if (cu2cl_active)
    cu2cl_atomic_add_global_i32((__global int *)(out + 0), (int)(g % 7u) - 3);
  if (cu2cl_active)
    cu2cl_atomic_sub_global_i32((__global int *)(out + 1), (int)g);
  if (cu2cl_active)
    cu2cl_atomic_add_global_u32((__global uint *)(out + 2), 0x10000001u * (g + 1u));
  if (cu2cl_active)
    cu2cl_atomic_add_global_u64((__global ulong *)(out + 3), (1ul << 40) + g);
  if (cu2cl_active)
    cu2cl_atomic_add_global_f32((__global float *)(out + 4), 0.25f * (float)(g % 5u));
  if (cu2cl_active)
    cu2cl_atomic_add_global_f64((__global double *)(out + 5), 0.5 * (double)g + 1048576.0);
  uint oi = 0;
  if (cu2cl_active)
    oi = cu2cl_atomic_inc_global((__global uint *)(out + 6), 9u);
  uint od = 0;
  if (cu2cl_active)
    od = cu2cl_atomic_dec_global((__global uint *)(out + 7), 9u);
  if (cu2cl_active)
    cu2cl_atomic_add_global_u64((__global ulong *)(out + 8), (ulong)oi + ((ulong)od << 32));
  __global ulong *pd = (__global ulong *)(out + 9);
  ulong dold = 0;
  if (cu2cl_active)
    dold = *pd;
  ulong dassumed = 0;
  if (cu2cl_active)
    do {
      dassumed = dold;
      dold = cu2cl_atomic_cas_global_u64(pd, dassumed,
                                         (ulong)as_long(as_double((long)dassumed) + 0.5 * g));
    } while (dold != dassumed);
  long mv = 0;
  if (cu2cl_active)
    mv = minMaxValue(g);
  if (cu2cl_active)
    cu2cl_atomic_min_global_i64(out + 10, mv);
  if (cu2cl_active)
    cu2cl_atomic_max_global_i64(out + 11, mv);
  if (cu2cl_active)
    cu2cl_atomic_max_global_u64((__global ulong *)(out + 12), (ulong)mv);
  if (cu2cl_active)
    cu2cl_atomic_min_global_i32((__global int *)(out + 13), (int)hashMix(g));
  if (cu2cl_active)
    cu2cl_atomic_max_global_u32((__global uint *)(out + 14), hashMix(g));
  if (cu2cl_active)
    cu2cl_atomic_or_global_u64((__global ulong *)(out + 15), cu2cl_shl_u64(1ul, (g % 61u)));
  if (cu2cl_active)
    cu2cl_atomic_xor_global_u32((__global uint *)(out + 16), hashMix(g));
  if (cu2cl_active)
    cu2cl_atomic_and_global_u64((__global ulong *)(out + 17), (ulong)hashMix(g) << 7);
  float xold = 0;
  if (cu2cl_active)
    xold =
        cu2cl_atomic_exch_global_f32((__global float *)(out + 32 + g), as_float((int)floatBits(g)));
  if (cu2cl_active)
    if (as_int(xold) != 0)
      cu2cl_atomic_add_global_u32((__global uint *)(out + 18), 1u);
  if (cu2cl_active)
    if (g < total - total / 3u)
      cu2cl_atomic_add_global_u32((__global uint *)(out + 19), 1u);
  if (cu2cl_active)
    if (lane & 1u)
      cu2cl_atomic_inc_global((__global uint *)(out + 20), 5u);
  if (cu2cl_active)
    for (uint i = 0; i < hashMix(g + 9u) % 5u; ++i)
      cu2cl_atomic_add_global_u64((__global ulong *)(out + 21), (ulong)(i + 1u));
  bool cu2cl_then1 = cu2cl_active && (t != 0 && exitsEarly(g));
  {
    if (cu2cl_then1) {
      cu2cl_then1 = false;
      cu2cl_active = false;
    }
  }
  if (cu2cl_active)
    cu2cl_atomic_add_global_u64((__global ulong *)(out + 22), (ulong)g);
  if (cu2cl_active)
    cu2cl_atomic_add_local_u32(&blockLive, 1u);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (cu2cl_active)
    if (t == 0)
      cu2cl_atomic_add_global_u32((__global uint *)(out + 23), blockLive);
}
#endif
