// OpenCL C 1.2 translated by cu2cl from warp_match.cu.
// Edit the CUDA source and translate again rather than editing this file.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#include <cu2cl/device.h>

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

static inline uint cu2cl_shl_u32(uint value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  uint result;
  __asm__("shl.b32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return amount < 32 ? value << amount : 0;
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

uint warpExist(void) {
  uint n = blockSize() - (linearTid() & ~31u);
  return n >= 32 ? 0xffffffffu : (cu2cl_shl_u32(1u, n))-1u;
}

uint lanesBelow(uint n) {
  uint base = linearTid() & ~31u;
  if (n <= base)
    return 0u;
  return n - base >= 32 ? 0xffffffffu : (cu2cl_shl_u32(1u, (n - base))) - 1u;
}

uint hashMix(uint x) {
  x = x * 2654435761u;
  return x ^ (x >> 15);
}

int exitsEarly(uint g) { return hashMix(g + 55u) % 4u == 0u; }

// 64-bit keys with equal low words: only the high word tells them apart.
ulong key64(uint x) { return ((ulong)(hashMix(x) % 3u) << 32) | 0x00c0ffeeu; }

// +0.0, -0.0 and NaNs with two payloads.
float keyFloat(uint x) {
  uint k = hashMix(x) % 5u;
  return as_float((int)(k == 0u   ? 0x00000000u
                        : k == 1u ? 0x80000000u
                        : k == 2u ? 0x7fc00001u
                        : k == 3u ? 0x7fc00002u
                                  : 0x7fc00001u));
}

double keyDouble(uint x) {
  uint k = hashMix(x) % 4u;
  return as_double((long)(k == 0u   ? 0x0000000000000000ul
                          : k == 1u ? 0x8000000000000000ul
                          : k == 2u ? 0x7ff8000000000001ul
                                    : 0x7ff8000100000001ul));
}

CU2CL_KERNEL_ATTRS __kernel void match(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
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
  uint g = (uint)get_group_id(0) * n + t;
  __global long *o = out + g * 10u;
  int pred = 0;
  ulong cu2cl_arg1 = 0;
  if (cu2cl_active)
    cu2cl_arg1 = key64(g);
  uint cu2cl_sync2 = cu2cl_match_any_sync_u64(0xffffffffu, cu2cl_arg1, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[0] = cu2cl_sync2;
  float cu2cl_arg3 = 0;
  if (cu2cl_active)
    cu2cl_arg3 = keyFloat(g);
  uint cu2cl_sync4 = cu2cl_match_any_sync_f32(0xffffffffu, cu2cl_arg3, cu2cl_active, cu2cl_scratch);
  double cu2cl_arg5 = 0;
  if (cu2cl_active)
    cu2cl_arg5 = keyDouble(g);
  uint cu2cl_sync6 = cu2cl_match_any_sync_f64(0xffffffffu, cu2cl_arg5, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[1] = cu2cl_sync4 | (ulong)cu2cl_sync6 << 32;
  int cu2cl_arg7 = 0;
  if (cu2cl_active)
    cu2cl_arg7 = (int)(hashMix(g) % 3u) - 1;
  uint cu2cl_sync8 = cu2cl_match_any_sync_i32(0xffffffffu, cu2cl_arg7, cu2cl_active, cu2cl_scratch);
  uint cu2cl_arg9 = 0;
  if (cu2cl_active)
    cu2cl_arg9 = hashMix(g) & 1u;
  uint cu2cl_sync10 =
      cu2cl_match_any_sync_u32(0xffffffffu, cu2cl_arg9, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[2] = cu2cl_sync8 | (ulong)cu2cl_sync10 << 32;
  ulong cu2cl_arg11 = 0;
  if (cu2cl_active)
    cu2cl_arg11 = (uint)get_group_id(0) == 0u ? 0x100000000ul * (g >> 5) : key64(g);
  uint cu2cl_sync12 =
      cu2cl_match_all_sync_u64(0xffffffffu, cu2cl_arg11, &pred, cu2cl_active, cu2cl_scratch);
  ulong allEq = cu2cl_sync12;
  if (cu2cl_active)
    o[3] = allEq | (ulong)pred << 32;
  bool cu2cl_then13 = cu2cl_active && (lane & 1u);
  bool cu2cl_else14 = cu2cl_active && !cu2cl_then13;
  if (cu2cl_warp_enters(cu2cl_then13)) {
    uint cu2cl_sync15 = cu2cl_match_all_sync_i64(0xaaaaaaaau & ex, (long)(g >> 5) << 32, &pred,
                                                 cu2cl_then13, cu2cl_scratch);
    uint r = cu2cl_sync15;
    if (cu2cl_then13)
      o[4] = r | (ulong)pred << 32;
  }
  if (cu2cl_warp_enters(cu2cl_else14)) {
    double cu2cl_arg16 = 0;
    if (cu2cl_else14)
      cu2cl_arg16 = keyDouble(g + 1u);
    uint cu2cl_sync17 =
        cu2cl_match_any_sync_f64(0x55555555u & ex, cu2cl_arg16, cu2cl_else14, cu2cl_scratch);
    if (cu2cl_else14)
      o[4] = cu2cl_sync17;
  }
  uint cut = n - n / 3u;
  if (cu2cl_active)
    o[5] = -1;
  bool cu2cl_then18 = cu2cl_active && (t < cut);
  if (cu2cl_warp_enters(cu2cl_then18)) {
    uint cu2cl_arg19 = 0;
    if (cu2cl_then18)
      cu2cl_arg19 = lanesBelow(cut) & ex;
    ulong cu2cl_arg20 = 0;
    if (cu2cl_then18)
      cu2cl_arg20 = key64(g + 2u);
    uint cu2cl_sync21 =
        cu2cl_match_any_sync_u64(cu2cl_arg19, cu2cl_arg20, cu2cl_then18, cu2cl_scratch);
    if (cu2cl_then18)
      o[5] = cu2cl_sync21;
  }
  uint trips = 0;
  if (cu2cl_active)
    trips = hashMix(g + 9u) % 5u;
  ulong acc = 0;
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
            if (hashMix(g - lane + j + 9u) % 5u > i)
              m |= cu2cl_shl_u32(1u, j);
        if (cu2cl_iteration23)
          m &= ex;
        ulong cu2cl_arg24 = 0;
        if (cu2cl_iteration23)
          cu2cl_arg24 = key64(g * 4u + i);
        uint cu2cl_sync25 =
            cu2cl_match_any_sync_u64(m, cu2cl_arg24, cu2cl_iteration23, cu2cl_scratch);
        if (cu2cl_iteration23)
          acc = acc * 1000003u + cu2cl_sync25;
      }
      ++i;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  if (cu2cl_active)
    o[6] = acc;
  bool cu2cl_then26 = cu2cl_active && (exitsEarly(g));
  {
    if (cu2cl_then26) {
      cu2cl_then26 = false;
      cu2cl_active = false;
    }
  }
  uint live = 0;
  if (cu2cl_active)
    for (uint j = 0; j < 32u; ++j)
      if (!exitsEarly(g - lane + j))
        live |= cu2cl_shl_u32(1u, j);
  if (cu2cl_active)
    live &= ex;
  float cu2cl_arg27 = 0;
  if (cu2cl_active)
    cu2cl_arg27 = keyFloat(g + 3u);
  uint cu2cl_sync28 = cu2cl_match_any_sync_f32(live, cu2cl_arg27, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[7] = cu2cl_sync28;
  uint cu2cl_sync29 = cu2cl_match_all_sync_u32(live, 7u, &pred, cu2cl_active, cu2cl_scratch);
  uint r = cu2cl_sync29;
  if (cu2cl_active)
    o[8] = r | (ulong)pred << 32;
  double cu2cl_arg30 = 0;
  if (cu2cl_active)
    cu2cl_arg30 = keyDouble(g);
  uint cu2cl_sync31 =
      cu2cl_match_all_sync_f64(live, cu2cl_arg30, &pred, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    r = cu2cl_sync31;
  if (cu2cl_active)
    o[9] = r | (ulong)pred << 32;
}

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

// cu2cl: match has no warp form (CPU devices run it as it is): calls 'cu2cl_match_any_sync_u64', and 'cu2cl__emu_ballot2' is a barrier or a sub-group function
#endif
