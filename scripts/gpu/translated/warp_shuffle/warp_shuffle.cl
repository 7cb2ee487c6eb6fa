// OpenCL C 1.2 translated by cu2cl from warp_shuffle.cu.
// Edit the CUDA source and translate again rather than editing this file.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#include <cu2cl/device.h>

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

static inline uint cu2cl_shl_u32(uint value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  uint result;
  __asm__("shl.b32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return amount < 32 ? value << amount : 0;
#endif
}

static inline int cu2cl_shr_i32(int value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  int result;
  __asm__("shr.s32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return value >> (amount < 32 ? amount : 31);
#endif
}

static inline uint cu2cl_shr_u32(uint value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  uint result;
  __asm__("shr.u32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return amount < 32 ? value >> amount : 0;
#endif
}

__constant int kWidths[6] = {1, 2, 4, 8, 16, 32};

__constant int kSrcLanes[7] = {-1, 0, 5, 31, 32, 40, -33};

__constant int kDeltas[8] = {0, 1, 3, 8, 16, 31, 32, 33};

__constant int kLaneMasks[8] = {0, 1, 3, 8, 16, 31, 32, 48};

uint linearTid(void) {
  return (uint)get_local_id(0) +
         (uint)get_local_size(0) *
             ((uint)get_local_id(1) + (uint)get_local_size(1) * (uint)get_local_id(2));
}

uint blockSize(void) {
  return (uint)get_local_size(0) * (uint)get_local_size(1) * (uint)get_local_size(2);
}

uint warpExist(void) {
  uint n = blockSize() - (linearTid() & ~31u);
  return n >= 32 ? 0xffffffffu : (cu2cl_shl_u32(1u, n))-1u;
}

uint hashMix(uint x) {
  x = x * 2654435761u;
  return x ^ (x >> 15);
}

int caseWidth(int c) { return kWidths[c / 31]; }

int caseMode(int c) {
  int r = c % 31;
  return r < 7 ? 0 : r < 15 ? 1 : r < 23 ? 2 : 3;
}

int caseArg(int c) {
  int r = c % 31;
  return r < 7    ? kSrcLanes[r]
         : r < 15 ? kDeltas[r - 7]
         : r < 23 ? kDeltas[r - 15]
                  : kLaneMasks[r - 23];
}

uint shflSource(int mode, uint lane, int b, int width) {
  uint c = ((32u - (uint)width) << 8) | (mode == 1 ? 0u : 31u);
  uint seg = (c >> 8) & 31u;
  uint bval = (uint)b & 31u;
  uint maxLane = (lane & seg) | (c & 31u & ~seg);
  int j = (int)lane;
  bool ok = true;
  if (mode == 0) {
    j = (int)((lane & seg) | (bval & ~seg));
    ok = j <= (int)maxLane;
  } else if (mode == 1) {
    j = (int)lane - (int)bval;
    ok = j >= (int)maxLane;
  } else if (mode == 2) {
    j = (int)(lane + bval);
    ok = j <= (int)maxLane;
  } else {
    j = (int)(lane ^ bval);
    ok = j <= (int)maxLane;
  }
  return ok ? (uint)j : lane;
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

ulong doubleBits(uint g) {
  switch (g % 5u) {
  case 0:
    return 0x8000000000000000ul;
  case 1:
    return 0x7ff8000000000000ul | g;
  case 2:
    return 0xfff0000000000001ul | ((ulong)g << 20);
  case 3:
    return (ulong)g;
  default:
    return ((ulong)hashMix(g) << 32) | hashMix(g + 77u);
  }
}

// out[(c * n + t) * 6 + k]: case c, thread t, type k.
CU2CL_KERNEL_ATTRS __kernel void shflTypes(__global long *out, ulong out_cu2cl_offset,
                                           __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = linearTid();
  uint n = blockSize();
  uint lane = t & 31u;
  uint ex = warpExist();
  int vi = (int)hashMix(t);
  uint vu = hashMix(t + 1000u);
  long vl = (long)(((ulong)hashMix(t + 2000u) << 32) | hashMix(t + 3000u));
  ulong vul = ((ulong)(t % 3u) << 32) | 0xdeadbeefu;
  float vf = as_float((int)floatBits(t));
  double vd = as_double((long)doubleBits(t));
  for (int c = 0; c < 186; ++c) {
    int mode = caseMode(c);
    int width = caseWidth(c);
    int arg = caseArg(c);
    int ri = 0;
    uint ru = 0;
    long rl = 0;
    ulong rul = 0;
    float rf = 0;
    double rd = 0;
    if (mode == 0) {
      ri = cu2cl_nv_shfl_sync_i32(0xffffffffu, vi, arg, width);
      ru = cu2cl_nv_shfl_sync_u32(0xffffffffu, vu, arg, width);
      rl = cu2cl_nv_shfl_sync_i64(0xffffffffu, vl, arg, width);
      rul = cu2cl_nv_shfl_sync_u64(0xffffffffu, vul, arg, width);
      rf = cu2cl_nv_shfl_sync_f32(0xffffffffu, vf, arg, width);
      rd = cu2cl_nv_shfl_sync_f64(0xffffffffu, vd, arg, width);
    } else if (mode == 1) {
      ri = cu2cl_nv_shfl_up_sync_i32(0xffffffffu, vi, (uint)arg, width);
      ru = cu2cl_nv_shfl_up_sync_u32(0xffffffffu, vu, (uint)arg, width);
      rl = cu2cl_nv_shfl_up_sync_i64(0xffffffffu, vl, (uint)arg, width);
      rul = cu2cl_nv_shfl_up_sync_u64(0xffffffffu, vul, (uint)arg, width);
      rf = cu2cl_nv_shfl_up_sync_f32(0xffffffffu, vf, (uint)arg, width);
      rd = cu2cl_nv_shfl_up_sync_f64(0xffffffffu, vd, (uint)arg, width);
    } else if (mode == 2) {
      ri = cu2cl_nv_shfl_down_sync_i32(0xffffffffu, vi, (uint)arg, width);
      ru = cu2cl_nv_shfl_down_sync_u32(0xffffffffu, vu, (uint)arg, width);
      rl = cu2cl_nv_shfl_down_sync_i64(0xffffffffu, vl, (uint)arg, width);
      rul = cu2cl_nv_shfl_down_sync_u64(0xffffffffu, vul, (uint)arg, width);
      rf = cu2cl_nv_shfl_down_sync_f32(0xffffffffu, vf, (uint)arg, width);
      rd = cu2cl_nv_shfl_down_sync_f64(0xffffffffu, vd, (uint)arg, width);
    } else {
      ri = cu2cl_nv_shfl_xor_sync_i32(0xffffffffu, vi, arg, width);
      ru = cu2cl_nv_shfl_xor_sync_u32(0xffffffffu, vu, arg, width);
      rl = cu2cl_nv_shfl_xor_sync_i64(0xffffffffu, vl, arg, width);
      rul = cu2cl_nv_shfl_xor_sync_u64(0xffffffffu, vul, arg, width);
      rf = cu2cl_nv_shfl_xor_sync_f32(0xffffffffu, vf, arg, width);
      rd = cu2cl_nv_shfl_xor_sync_f64(0xffffffffu, vd, arg, width);
    }
    __global long *o = out + (c * n + t) * 6u;
    bool ok = (cu2cl_shr_u32(ex, shflSource(mode, lane, arg, width))) & 1u;
    o[0] = ok ? (long)ri : 1234567890123L;
    o[1] = ok ? (long)ru : 1234567890123L;
    o[2] = ok ? rl : 1234567890123L;
    o[3] = ok ? (long)rul : 1234567890123L;
    o[4] = ok ? (long)as_int(rf) : 1234567890123L;
    o[5] = ok ? as_long(rd) : 1234567890123L;
  }
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint t = linearTid();
  uint n = blockSize();
  uint lane = t & 31u;
  uint ex = warpExist();
  int vi = (int)hashMix(t);
  uint vu = hashMix(t + 1000u);
  long vl = (long)(((ulong)hashMix(t + 2000u) << 32) | hashMix(t + 3000u));
  ulong vul = ((ulong)(t % 3u) << 32) | 0xdeadbeefu;
  float vf = as_float((int)floatBits(t));
  double vd = as_double((long)doubleBits(t));
  for (int c = 0; c < 186; ++c) {
    {
      int mode = caseMode(c);
      int width = caseWidth(c);
      int arg = caseArg(c);
      int ri = 0;
      uint ru = 0;
      long rl = 0;
      ulong rul = 0;
      float rf = 0;
      double rd = 0;
      bool cu2cl_then1 = (mode == 0);
      bool cu2cl_else2 = !cu2cl_then1;
      if (cu2cl_warp_enters(cu2cl_then1)) {
        int cu2cl_sync3 =
            cu2cl_shfl_sync_i32(0xffffffffu, vi, arg, width, cu2cl_then1, cu2cl_scratch);
        if (cu2cl_then1)
          ri = cu2cl_sync3;
        uint cu2cl_sync4 =
            cu2cl_shfl_sync_u32(0xffffffffu, vu, arg, width, cu2cl_then1, cu2cl_scratch);
        if (cu2cl_then1)
          ru = cu2cl_sync4;
        long cu2cl_sync5 =
            cu2cl_shfl_sync_i64(0xffffffffu, vl, arg, width, cu2cl_then1, cu2cl_scratch);
        if (cu2cl_then1)
          rl = cu2cl_sync5;
        ulong cu2cl_sync6 =
            cu2cl_shfl_sync_u64(0xffffffffu, vul, arg, width, cu2cl_then1, cu2cl_scratch);
        if (cu2cl_then1)
          rul = cu2cl_sync6;
        float cu2cl_sync7 =
            cu2cl_shfl_sync_f32(0xffffffffu, vf, arg, width, cu2cl_then1, cu2cl_scratch);
        if (cu2cl_then1)
          rf = cu2cl_sync7;
        double cu2cl_sync8 =
            cu2cl_shfl_sync_f64(0xffffffffu, vd, arg, width, cu2cl_then1, cu2cl_scratch);
        if (cu2cl_then1)
          rd = cu2cl_sync8;
      }
      if (cu2cl_warp_enters(cu2cl_else2)) {
        bool cu2cl_then9 = cu2cl_else2 && (mode == 1);
        bool cu2cl_else10 = cu2cl_else2 && !cu2cl_then9;
        if (cu2cl_warp_enters(cu2cl_then9)) {
          int cu2cl_sync11 =
              cu2cl_shfl_up_sync_i32(0xffffffffu, vi, (uint)arg, width, cu2cl_then9, cu2cl_scratch);
          if (cu2cl_then9)
            ri = cu2cl_sync11;
          uint cu2cl_sync12 =
              cu2cl_shfl_up_sync_u32(0xffffffffu, vu, (uint)arg, width, cu2cl_then9, cu2cl_scratch);
          if (cu2cl_then9)
            ru = cu2cl_sync12;
          long cu2cl_sync13 =
              cu2cl_shfl_up_sync_i64(0xffffffffu, vl, (uint)arg, width, cu2cl_then9, cu2cl_scratch);
          if (cu2cl_then9)
            rl = cu2cl_sync13;
          ulong cu2cl_sync14 = cu2cl_shfl_up_sync_u64(0xffffffffu, vul, (uint)arg, width,
                                                      cu2cl_then9, cu2cl_scratch);
          if (cu2cl_then9)
            rul = cu2cl_sync14;
          float cu2cl_sync15 =
              cu2cl_shfl_up_sync_f32(0xffffffffu, vf, (uint)arg, width, cu2cl_then9, cu2cl_scratch);
          if (cu2cl_then9)
            rf = cu2cl_sync15;
          double cu2cl_sync16 =
              cu2cl_shfl_up_sync_f64(0xffffffffu, vd, (uint)arg, width, cu2cl_then9, cu2cl_scratch);
          if (cu2cl_then9)
            rd = cu2cl_sync16;
        }
        if (cu2cl_warp_enters(cu2cl_else10)) {
          bool cu2cl_then17 = cu2cl_else10 && (mode == 2);
          bool cu2cl_else18 = cu2cl_else10 && !cu2cl_then17;
          if (cu2cl_warp_enters(cu2cl_then17)) {
            int cu2cl_sync19 = cu2cl_shfl_down_sync_i32(0xffffffffu, vi, (uint)arg, width,
                                                        cu2cl_then17, cu2cl_scratch);
            if (cu2cl_then17)
              ri = cu2cl_sync19;
            uint cu2cl_sync20 = cu2cl_shfl_down_sync_u32(0xffffffffu, vu, (uint)arg, width,
                                                         cu2cl_then17, cu2cl_scratch);
            if (cu2cl_then17)
              ru = cu2cl_sync20;
            long cu2cl_sync21 = cu2cl_shfl_down_sync_i64(0xffffffffu, vl, (uint)arg, width,
                                                         cu2cl_then17, cu2cl_scratch);
            if (cu2cl_then17)
              rl = cu2cl_sync21;
            ulong cu2cl_sync22 = cu2cl_shfl_down_sync_u64(0xffffffffu, vul, (uint)arg, width,
                                                          cu2cl_then17, cu2cl_scratch);
            if (cu2cl_then17)
              rul = cu2cl_sync22;
            float cu2cl_sync23 = cu2cl_shfl_down_sync_f32(0xffffffffu, vf, (uint)arg, width,
                                                          cu2cl_then17, cu2cl_scratch);
            if (cu2cl_then17)
              rf = cu2cl_sync23;
            double cu2cl_sync24 = cu2cl_shfl_down_sync_f64(0xffffffffu, vd, (uint)arg, width,
                                                           cu2cl_then17, cu2cl_scratch);
            if (cu2cl_then17)
              rd = cu2cl_sync24;
          }
          if (cu2cl_warp_enters(cu2cl_else18)) {
            int cu2cl_sync25 =
                cu2cl_shfl_xor_sync_i32(0xffffffffu, vi, arg, width, cu2cl_else18, cu2cl_scratch);
            if (cu2cl_else18)
              ri = cu2cl_sync25;
            uint cu2cl_sync26 =
                cu2cl_shfl_xor_sync_u32(0xffffffffu, vu, arg, width, cu2cl_else18, cu2cl_scratch);
            if (cu2cl_else18)
              ru = cu2cl_sync26;
            long cu2cl_sync27 =
                cu2cl_shfl_xor_sync_i64(0xffffffffu, vl, arg, width, cu2cl_else18, cu2cl_scratch);
            if (cu2cl_else18)
              rl = cu2cl_sync27;
            ulong cu2cl_sync28 =
                cu2cl_shfl_xor_sync_u64(0xffffffffu, vul, arg, width, cu2cl_else18, cu2cl_scratch);
            if (cu2cl_else18)
              rul = cu2cl_sync28;
            float cu2cl_sync29 =
                cu2cl_shfl_xor_sync_f32(0xffffffffu, vf, arg, width, cu2cl_else18, cu2cl_scratch);
            if (cu2cl_else18)
              rf = cu2cl_sync29;
            double cu2cl_sync30 =
                cu2cl_shfl_xor_sync_f64(0xffffffffu, vd, arg, width, cu2cl_else18, cu2cl_scratch);
            if (cu2cl_else18)
              rd = cu2cl_sync30;
          }
        }
      }
      __global long *o = out + (c * n + t) * 6u;
      bool ok = (cu2cl_shr_u32(ex, shflSource(mode, lane, arg, width))) & 1u;
      o[0] = ok ? (long)ri : 1234567890123L;
      o[1] = ok ? (long)ru : 1234567890123L;
      o[2] = ok ? rl : 1234567890123L;
      o[3] = ok ? (long)rul : 1234567890123L;
      o[4] = ok ? (long)as_int(rf) : 1234567890123L;
      o[5] = ok ? as_long(rd) : 1234567890123L;
    }
    cu2cl_loop_sync();
  }
}
#endif

// The lanes inside the branch of case c.
bool inBranch(int c, uint t, uint n) {
  uint lane = t & 31u;
  switch (c % 3) {
  case 0:
    return t < n - n / (2u + c % 5);
  case 1:
    return (cu2cl_shr_u32(lane, (c % 5))) & 1u;
  default:
    return lane >= (uint)(c % 29);
  }
}

int exitsEarly(uint g) { return hashMix(g + 55u) % 4u == 0u; }

CU2CL_KERNEL_ATTRS __kernel void shflFlow(__global long *out, ulong out_cu2cl_offset,
                                          __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = linearTid();
  uint n = blockSize();
  uint lane = t & 31u;
  uint ex = warpExist();
  __global long *a = out;
  __global long *b = out + 186u * n;
  __global long *cc = out + 372u * n;
  __global long *d = out + 374u * n;
  __global long *e = out + 376u * n;
  int vi = (int)hashMix(t + 11u);
  long vl = (long)(((ulong)hashMix(t + 12u) << 32) | (t & 3u));
  for (int c = 0; c < 186; ++c) {
    int mode = caseMode(c);
    int width = caseWidth(c);
    int arg = caseArg(c);
    int r = 0;
    if (mode == 0)
      r = cu2cl_nv_shfl_sync_i32(0xffffffffu, vi, arg, width);
    else if (mode == 1)
      r = cu2cl_nv_shfl_up_sync_i32(0xffffffffu, vi, (uint)arg, width);
    else if (mode == 2)
      r = cu2cl_nv_shfl_down_sync_i32(0xffffffffu, vi, (uint)arg, width);
    else
      r = cu2cl_nv_shfl_xor_sync_i32(0xffffffffu, vi, arg, width);
    a[c * n + t] =
        (cu2cl_shr_u32(ex, shflSource(mode, lane, arg, width))) & 1u ? (long)r : 1234567890123L;
    uint m = 0;
    for (uint j = 0; j < 32u; ++j)
      if (inBranch(c, (t & ~31u) + j, n))
        m |= cu2cl_shl_u32(1u, j);
    m &= ex;
    b[c * n + t] = -1;
    if (inBranch(c, t, n)) {
      long rl = 0;
      if (mode == 0)
        rl = cu2cl_nv_shfl_sync_i64(m, vl, arg, width);
      else if (mode == 1)
        rl = cu2cl_nv_shfl_up_sync_i64(m, vl, (uint)arg, width);
      else if (mode == 2)
        rl = cu2cl_nv_shfl_down_sync_i64(m, vl, (uint)arg, width);
      else
        rl = cu2cl_nv_shfl_xor_sync_i64(m, vl, arg, width);
      b[c * n + t] =
          (cu2cl_shr_u32(m, shflSource(mode, lane, arg, width))) & 1u ? rl : 1234567890123L;
    }
  }
  uint trips = hashMix(t + 9u) % 6u;
  double v = as_double((long)doubleBits(t));
  long undefs = 0;
  for (uint i = 0; i < trips; ++i) {
    uint m = 0;
    for (uint j = 0; j < 32u; ++j)
      if (hashMix((t & ~31u) + j + 9u) % 6u > i)
        m |= cu2cl_shl_u32(1u, j);
    m &= ex;
    int w1 = cu2cl_shr_i32(32, (i & 1u));
    double r1 = cu2cl_nv_shfl_xor_sync_f64(m, v, (int)i + 1, w1);
    bool ok1 = (cu2cl_shr_u32(m, shflSource(3, lane, (int)i + 1, w1))) & 1u;
    v = ok1 ? r1 : v;
    undefs += ok1 ? 0 : 100;
    double r2 = cu2cl_nv_shfl_up_sync_f64(m, v, 1u + i % 3u, 8);
    bool ok2 = (cu2cl_shr_u32(m, shflSource(1, lane, 1 + (int)(i % 3u), 8))) & 1u;
    v = ok2 ? r2 : v;
    undefs += ok2 ? 0 : 1;
  }
  cc[t * 2] = as_long(v);
  cc[t * 2 + 1] = undefs;
  uint x = 0;
  if (lane == 0)
    x = 0xc0ffee00u + t;
  x = cu2cl_nv_shfl_sync_u32(0xffffffffu, x, 0, 32);
  uint u = hashMix(t + 5000u);
  uint ru = 0;
  ru = cu2cl_nv_shfl_down_sync_u32(0xffffffffu, u, (uint)1, 32);
  u = (cu2cl_shr_u32(ex, shflSource(2, lane, 1, 32))) & 1u ? ru : u ^ 1u;
  ru = cu2cl_nv_shfl_up_sync_u32(0xffffffffu, u, (uint)2, 16);
  u = (cu2cl_shr_u32(ex, shflSource(1, lane, 2, 16))) & 1u ? ru : u ^ 2u;
  ru = cu2cl_nv_shfl_xor_sync_u32(0xffffffffu, u, 5, 32);
  u = (cu2cl_shr_u32(ex, shflSource(3, lane, 5, 32))) & 1u ? ru : u ^ 4u;
  d[t * 2] = x;
  d[t * 2 + 1] = u;
  if (exitsEarly(t))
    return;
  uint live = 0;
  for (uint j = 0; j < 32u; ++j)
    if (!exitsEarly((t & ~31u) + j))
      live |= cu2cl_shl_u32(1u, j);
  live &= ex;
  float vf = as_float((int)floatBits(t + 3u));
  int k = 0;
  for (int c = 0; c < 186; ++c) {
    int mode = caseMode(c);
    int width = caseWidth(c);
    int arg = caseArg(c);
    if (mode == 1 || mode == 2)
      continue;
    float rf = 0;
    if (mode == 0)
      rf = cu2cl_nv_shfl_sync_f32(live, vf, arg, width);
    else
      rf = cu2cl_nv_shfl_xor_sync_f32(live, vf, arg, width);
    e[k * n + t] = (cu2cl_shr_u32(live, shflSource(mode, lane, arg, width))) & 1u ? (long)as_int(rf)
                                                                                  : 1234567890123L;
    ++k;
  }
}
#else
{
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
  uint ex = 0;
  if (cu2cl_active)
    ex = warpExist();
  __global long *a = out;
  __global long *b = out + 186u * n;
  __global long *cc = out + 372u * n;
  __global long *d = out + 374u * n;
  __global long *e = out + 376u * n;
  int vi = 0;
  if (cu2cl_active)
    vi = (int)hashMix(t + 11u);
  long vl = 0;
  if (cu2cl_active)
    vl = (long)(((ulong)hashMix(t + 12u) << 32) | (t & 3u));
  for (int c = 0; c < 186; ++c) {
    {
      int mode = 0;
      if (cu2cl_active)
        mode = caseMode(c);
      int width = 0;
      if (cu2cl_active)
        width = caseWidth(c);
      int arg = 0;
      if (cu2cl_active)
        arg = caseArg(c);
      int r = 0;
      bool cu2cl_then1 = cu2cl_active && (mode == 0);
      bool cu2cl_else2 = cu2cl_active && !cu2cl_then1;
      if (cu2cl_warp_enters(cu2cl_then1)) {
        int cu2cl_sync3 =
            cu2cl_shfl_sync_i32(0xffffffffu, vi, arg, width, cu2cl_then1, cu2cl_scratch);
        if (cu2cl_then1)
          r = cu2cl_sync3;
      }
      if (cu2cl_warp_enters(cu2cl_else2)) {
        bool cu2cl_then4 = cu2cl_else2 && (mode == 1);
        bool cu2cl_else5 = cu2cl_else2 && !cu2cl_then4;
        if (cu2cl_warp_enters(cu2cl_then4)) {
          int cu2cl_sync6 =
              cu2cl_shfl_up_sync_i32(0xffffffffu, vi, (uint)arg, width, cu2cl_then4, cu2cl_scratch);
          if (cu2cl_then4)
            r = cu2cl_sync6;
        }
        if (cu2cl_warp_enters(cu2cl_else5)) {
          bool cu2cl_then7 = cu2cl_else5 && (mode == 2);
          bool cu2cl_else8 = cu2cl_else5 && !cu2cl_then7;
          if (cu2cl_warp_enters(cu2cl_then7)) {
            int cu2cl_sync9 = cu2cl_shfl_down_sync_i32(0xffffffffu, vi, (uint)arg, width,
                                                       cu2cl_then7, cu2cl_scratch);
            if (cu2cl_then7)
              r = cu2cl_sync9;
          }
          if (cu2cl_warp_enters(cu2cl_else8)) {
            int cu2cl_sync10 =
                cu2cl_shfl_xor_sync_i32(0xffffffffu, vi, arg, width, cu2cl_else8, cu2cl_scratch);
            if (cu2cl_else8)
              r = cu2cl_sync10;
          }
        }
      }
      if (cu2cl_active)
        a[c * n + t] =
            (cu2cl_shr_u32(ex, shflSource(mode, lane, arg, width))) & 1u ? (long)r : 1234567890123L;
      uint m = 0;
      if (cu2cl_active)
        for (uint j = 0; j < 32u; ++j)
          if (inBranch(c, (t & ~31u) + j, n))
            m |= cu2cl_shl_u32(1u, j);
      if (cu2cl_active)
        m &= ex;
      if (cu2cl_active)
        b[c * n + t] = -1;
      bool cu2cl_then11 = cu2cl_active && (inBranch(c, t, n));
      if (cu2cl_warp_enters(cu2cl_then11)) {
        long rl = 0;
        bool cu2cl_then12 = cu2cl_then11 && (mode == 0);
        bool cu2cl_else13 = cu2cl_then11 && !cu2cl_then12;
        if (cu2cl_warp_enters(cu2cl_then12)) {
          long cu2cl_sync14 = cu2cl_shfl_sync_i64(m, vl, arg, width, cu2cl_then12, cu2cl_scratch);
          if (cu2cl_then12)
            rl = cu2cl_sync14;
        }
        if (cu2cl_warp_enters(cu2cl_else13)) {
          bool cu2cl_then15 = cu2cl_else13 && (mode == 1);
          bool cu2cl_else16 = cu2cl_else13 && !cu2cl_then15;
          if (cu2cl_warp_enters(cu2cl_then15)) {
            long cu2cl_sync17 =
                cu2cl_shfl_up_sync_i64(m, vl, (uint)arg, width, cu2cl_then15, cu2cl_scratch);
            if (cu2cl_then15)
              rl = cu2cl_sync17;
          }
          if (cu2cl_warp_enters(cu2cl_else16)) {
            bool cu2cl_then18 = cu2cl_else16 && (mode == 2);
            bool cu2cl_else19 = cu2cl_else16 && !cu2cl_then18;
            if (cu2cl_warp_enters(cu2cl_then18)) {
              long cu2cl_sync20 =
                  cu2cl_shfl_down_sync_i64(m, vl, (uint)arg, width, cu2cl_then18, cu2cl_scratch);
              if (cu2cl_then18)
                rl = cu2cl_sync20;
            }
            if (cu2cl_warp_enters(cu2cl_else19)) {
              long cu2cl_sync21 =
                  cu2cl_shfl_xor_sync_i64(m, vl, arg, width, cu2cl_else19, cu2cl_scratch);
              if (cu2cl_else19)
                rl = cu2cl_sync21;
            }
          }
        }
        if (cu2cl_then11)
          b[c * n + t] =
              (cu2cl_shr_u32(m, shflSource(mode, lane, arg, width))) & 1u ? rl : 1234567890123L;
      }
    }
    cu2cl_loop_sync();
  }
  uint trips = 0;
  if (cu2cl_active)
    trips = hashMix(t + 9u) % 6u;
  double v = 0;
  if (cu2cl_active)
    v = as_double((long)doubleBits(t));
  long undefs = 0;
  {
    bool cu2cl_loop22 = cu2cl_active;
    uint i = 0;
    for (;;) {
      if (cu2cl_loop22)
        cu2cl_loop22 = i < trips;
      if (!cu2cl_syncthreads_or(cu2cl_loop22, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration23 = cu2cl_loop22;
      {
        uint m = 0;
        if (cu2cl_iteration23)
          for (uint j = 0; j < 32u; ++j)
            if (hashMix((t & ~31u) + j + 9u) % 6u > i)
              m |= cu2cl_shl_u32(1u, j);
        if (cu2cl_iteration23)
          m &= ex;
        int w1 = cu2cl_shr_i32(32, (i & 1u));
        double cu2cl_sync24 =
            cu2cl_shfl_xor_sync_f64(m, v, (int)i + 1, w1, cu2cl_iteration23, cu2cl_scratch);
        double r1 = cu2cl_sync24;
        bool ok1 = 0;
        if (cu2cl_iteration23)
          ok1 = (cu2cl_shr_u32(m, shflSource(3, lane, (int)i + 1, w1))) & 1u;
        if (cu2cl_iteration23)
          v = ok1 ? r1 : v;
        if (cu2cl_iteration23)
          undefs += ok1 ? 0 : 100;
        double cu2cl_sync25 =
            cu2cl_shfl_up_sync_f64(m, v, 1u + i % 3u, 8, cu2cl_iteration23, cu2cl_scratch);
        double r2 = cu2cl_sync25;
        bool ok2 = 0;
        if (cu2cl_iteration23)
          ok2 = (cu2cl_shr_u32(m, shflSource(1, lane, 1 + (int)(i % 3u), 8))) & 1u;
        if (cu2cl_iteration23)
          v = ok2 ? r2 : v;
        if (cu2cl_iteration23)
          undefs += ok2 ? 0 : 1;
      }
      ++i;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  if (cu2cl_active)
    cc[t * 2] = as_long(v);
  if (cu2cl_active)
    cc[t * 2 + 1] = undefs;
  uint x = 0;
  if (cu2cl_active)
    if (lane == 0)
      x = 0xc0ffee00u + t;
  uint cu2cl_sync26 = cu2cl_shfl_sync_u32(0xffffffffu, x, 0, 32, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    x = cu2cl_sync26;
  uint u = 0;
  if (cu2cl_active)
    u = hashMix(t + 5000u);
  uint ru = 0;
  uint cu2cl_sync27 =
      cu2cl_shfl_down_sync_u32(0xffffffffu, u, (uint)1, 32, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    ru = cu2cl_sync27;
  if (cu2cl_active)
    u = (cu2cl_shr_u32(ex, shflSource(2, lane, 1, 32))) & 1u ? ru : u ^ 1u;
  uint cu2cl_sync28 =
      cu2cl_shfl_up_sync_u32(0xffffffffu, u, (uint)2, 16, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    ru = cu2cl_sync28;
  if (cu2cl_active)
    u = (cu2cl_shr_u32(ex, shflSource(1, lane, 2, 16))) & 1u ? ru : u ^ 2u;
  uint cu2cl_sync29 = cu2cl_shfl_xor_sync_u32(0xffffffffu, u, 5, 32, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    ru = cu2cl_sync29;
  if (cu2cl_active)
    u = (cu2cl_shr_u32(ex, shflSource(3, lane, 5, 32))) & 1u ? ru : u ^ 4u;
  if (cu2cl_active)
    d[t * 2] = x;
  if (cu2cl_active)
    d[t * 2 + 1] = u;
  bool cu2cl_then30 = cu2cl_active && (exitsEarly(t));
  {
    if (cu2cl_then30) {
      cu2cl_then30 = false;
      cu2cl_active = false;
    }
  }
  uint live = 0;
  if (cu2cl_active)
    for (uint j = 0; j < 32u; ++j)
      if (!exitsEarly((t & ~31u) + j))
        live |= cu2cl_shl_u32(1u, j);
  if (cu2cl_active)
    live &= ex;
  float vf = 0;
  if (cu2cl_active)
    vf = as_float((int)floatBits(t + 3u));
  int k = 0;
  {
    bool cu2cl_loop31 = cu2cl_active;
    int c = 0;
    for (;;) {
      if (cu2cl_loop31)
        cu2cl_loop31 = c < 186;
      if (!cu2cl_syncthreads_or(cu2cl_loop31, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration32 = cu2cl_loop31;
      {
        int mode = 0;
        if (cu2cl_iteration32)
          mode = caseMode(c);
        int width = 0;
        if (cu2cl_iteration32)
          width = caseWidth(c);
        int arg = 0;
        if (cu2cl_iteration32)
          arg = caseArg(c);
        bool cu2cl_then33 = cu2cl_iteration32 && (mode == 1 || mode == 2);
        {
          if (cu2cl_then33) {
            cu2cl_then33 = false;
            cu2cl_iteration32 = false;
          }
        }
        float rf = 0;
        bool cu2cl_then34 = cu2cl_iteration32 && (mode == 0);
        bool cu2cl_else35 = cu2cl_iteration32 && !cu2cl_then34;
        if (cu2cl_warp_enters(cu2cl_then34)) {
          float cu2cl_sync36 =
              cu2cl_shfl_sync_f32(live, vf, arg, width, cu2cl_then34, cu2cl_scratch);
          if (cu2cl_then34)
            rf = cu2cl_sync36;
        }
        if (cu2cl_warp_enters(cu2cl_else35)) {
          float cu2cl_sync37 =
              cu2cl_shfl_xor_sync_f32(live, vf, arg, width, cu2cl_else35, cu2cl_scratch);
          if (cu2cl_else35)
            rf = cu2cl_sync37;
        }
        if (cu2cl_iteration32)
          e[k * n + t] = (cu2cl_shr_u32(live, shflSource(mode, lane, arg, width))) & 1u
                             ? (long)as_int(rf)
                             : 1234567890123L;
        if (cu2cl_iteration32)
          ++k;
      }
      ++c;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}
#endif

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"
static inline uint linearTid__cu2cl_lane(uint cu2cl_lane) {
  return (uint)(get_local_id(0) * 32u + cu2cl_lane) +
         (uint)(get_local_size(0) * 32u) *
             ((uint)get_local_id(1) + (uint)get_local_size(1) * (uint)get_local_id(2));
}
static inline uint blockSize__cu2cl_lane(uint cu2cl_lane) {
  return (uint)(get_local_size(0) * 32u) * (uint)get_local_size(1) * (uint)get_local_size(2);
}
static inline uint warpExist__cu2cl_lane(uint cu2cl_lane) {
  uint n = blockSize__cu2cl_lane(cu2cl_lane) - (linearTid__cu2cl_lane(cu2cl_lane) & ~31u);
  return n >= 32 ? 0xffffffffu : (cu2cl_shl_u32(1u, n))-1u;
}

// cu2cl: shflTypes has no warp form (CPU devices run it as it is): a macro expansion in the kernel body

// cu2cl: shflFlow has no warp form (CPU devices run it as it is): a macro expansion in the kernel body
#endif
