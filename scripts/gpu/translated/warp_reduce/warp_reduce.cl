// OpenCL C 1.2 translated by cu2cl from warp_reduce.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

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

CU2CL_KERNEL_ATTRS __kernel void reduce(__global long *out, ulong out_cu2cl_offset,
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
  __global long *o = out + g * 13u;
  uint v = 0;
  if (cu2cl_active)
    v = hashMix(g);
  int big = 0x7ffffff0 + (int)(g % 16u);
  int cu2cl_sync1 = cu2cl_reduce_add_sync_i32(0xffffffffu, big, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[0] = cu2cl_sync1;
  uint cu2cl_sync2 = cu2cl_reduce_add_sync_u32(0xffffffffu, v, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[1] = cu2cl_sync2;
  int cu2cl_sync3 = cu2cl_reduce_min_sync_i32(0xffffffffu, (int)v, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[2] = cu2cl_sync3;
  uint cu2cl_sync4 = cu2cl_reduce_min_sync_u32(0xffffffffu, v, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[3] = cu2cl_sync4;
  int cu2cl_sync5 = cu2cl_reduce_max_sync_i32(0xffffffffu, (int)v, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[4] = cu2cl_sync5;
  uint cu2cl_sync6 = cu2cl_reduce_max_sync_u32(0xffffffffu, v, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[5] = cu2cl_sync6;
  uint cu2cl_arg7 = 0;
  if (cu2cl_active)
    cu2cl_arg7 = v | hashMix(g + 1u);
  uint cu2cl_sync8 =
      cu2cl_reduce_and_sync_u32(0xffffffffu, cu2cl_arg7, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[6] = cu2cl_sync8;
  uint cu2cl_arg9 = 0;
  if (cu2cl_active)
    cu2cl_arg9 = v & hashMix(g + 1u);
  uint cu2cl_sync10 =
      cu2cl_reduce_or_sync_u32(0xffffffffu, cu2cl_arg9, cu2cl_active, cu2cl_scratch);
  uint cu2cl_sync11 = cu2cl_reduce_xor_sync_u32(0xffffffffu, v, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[7] = (ulong)cu2cl_sync10 << 32 | cu2cl_sync11;
  bool cu2cl_then12 = cu2cl_active && (lane % 3u == 0u);
  bool cu2cl_else13 = cu2cl_active && !cu2cl_then12;
  if (cu2cl_warp_enters(cu2cl_then12)) {
    int cu2cl_sync14 =
        cu2cl_reduce_add_sync_i32(0x49249249u & ex, (int)v, cu2cl_then12, cu2cl_scratch);
    if (cu2cl_then12)
      o[8] = cu2cl_sync14;
  }
  if (cu2cl_warp_enters(cu2cl_else13)) {
    int cu2cl_sync15 =
        cu2cl_reduce_min_sync_i32(0xb6db6db6u & ex, (int)v, cu2cl_else13, cu2cl_scratch);
    if (cu2cl_else13)
      o[8] = cu2cl_sync15;
  }
  uint cut = n - n / 3u;
  if (cu2cl_active)
    o[9] = -1;
  bool cu2cl_then16 = cu2cl_active && (t < cut);
  if (cu2cl_warp_enters(cu2cl_then16)) {
    uint cu2cl_arg17 = 0;
    if (cu2cl_then16)
      cu2cl_arg17 = lanesBelow(cut) & ex;
    uint cu2cl_sync18 = cu2cl_reduce_max_sync_u32(cu2cl_arg17, v, cu2cl_then16, cu2cl_scratch);
    if (cu2cl_then16)
      o[9] = cu2cl_sync18;
  }
  uint trips = 0;
  if (cu2cl_active)
    trips = hashMix(g + 9u) % 5u;
  ulong acc = 0;
  {
    bool cu2cl_loop19 = cu2cl_active;
    uint i = 0;
    for (;;) {
      if (cu2cl_loop19)
        cu2cl_loop19 = i < trips;
      if (!cu2cl_syncthreads_or(cu2cl_loop19, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration20 = cu2cl_loop19;
      {
        uint m = 0;
        if (cu2cl_iteration20)
          for (uint j = 0; j < 32u; ++j)
            if (hashMix(g - lane + j + 9u) % 5u > i)
              m |= cu2cl_shl_u32(1u, j);
        if (cu2cl_iteration20)
          m &= ex;
        int cu2cl_arg21 = 0;
        if (cu2cl_iteration20)
          cu2cl_arg21 = (int)hashMix(g * 4u + i);
        int cu2cl_sync22 =
            cu2cl_reduce_min_sync_i32(m, cu2cl_arg21, cu2cl_iteration20, cu2cl_scratch);
        if (cu2cl_iteration20)
          acc = acc * 1000003u + (uint)cu2cl_sync22;
      }
      ++i;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  if (cu2cl_active)
    o[10] = acc;
  bool cu2cl_then23 = cu2cl_active && (exitsEarly(g));
  {
    if (cu2cl_then23) {
      cu2cl_then23 = false;
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
  uint cu2cl_sync24 = cu2cl_reduce_add_sync_u32(live, 1u, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[11] = cu2cl_sync24;
  int cu2cl_sync25 = cu2cl_reduce_max_sync_i32(live, (int)v, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[12] = cu2cl_sync25;
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
static inline uint lanesBelow__cu2cl_lane(__private uint n, uint cu2cl_lane) {
  uint base = linearTid__cu2cl_lane(cu2cl_lane) & ~31u;
  if (n <= base)
    return 0u;
  return n - base >= 32 ? 0xffffffffu : (cu2cl_shl_u32(1u, (n - base))) - 1u;
}

// cu2cl: the warp form of reduce
__kernel void reduce__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                  __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_active[32];
  uint cu2cl_lanes_t[32];
  uint cu2cl_lanes_n[32];
  uint cu2cl_lanes_lane[32];
  uint cu2cl_lanes_ex[32];
  uint cu2cl_lanes_g[32];
  __global long *cu2cl_lanes_o[32];
  uint cu2cl_lanes_v[32];
  uint cu2cl_wf1_v[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_big;
    cu2cl_lanes_cu2cl_active[cu2cl_lane] = true;
    cu2cl_lanes_t[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_t[cu2cl_lane] = linearTid__cu2cl_lane(cu2cl_lane);
    cu2cl_lanes_n[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_n[cu2cl_lane] = blockSize__cu2cl_lane(cu2cl_lane);
    cu2cl_lanes_lane[cu2cl_lane] = cu2cl_lanes_t[cu2cl_lane] & 31u;
    cu2cl_lanes_ex[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_ex[cu2cl_lane] = warpExist__cu2cl_lane(cu2cl_lane);
    cu2cl_lanes_g[cu2cl_lane] =
        (uint)get_group_id(0) * cu2cl_lanes_n[cu2cl_lane] + cu2cl_lanes_t[cu2cl_lane];
    cu2cl_lanes_o[cu2cl_lane] = out + cu2cl_lanes_g[cu2cl_lane] * 13u;
    cu2cl_lanes_v[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_v[cu2cl_lane] = hashMix(cu2cl_lanes_g[cu2cl_lane]);
    cu2cl_lanes_big = 0x7ffffff0 + (int)(cu2cl_lanes_g[cu2cl_lane] % 16u);
    cu2cl_wf1_v[cu2cl_lane] = (uint)(cu2cl_lanes_big);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf2_v[32];
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_cu2cl_sync1;
    cu2cl_lanes_cu2cl_sync1 =
        ((int)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf1_v, cu2cl_wf1_y & (0xffffffffu)));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][0] = cu2cl_lanes_cu2cl_sync1;
    cu2cl_wf2_v[cu2cl_lane] = (uint)(cu2cl_lanes_v[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf3_v[32];
  uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    uint cu2cl_lanes_cu2cl_sync2;
    cu2cl_lanes_cu2cl_sync2 =
        ((uint)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf2_v, cu2cl_wf2_y & (0xffffffffu)));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][1] = cu2cl_lanes_cu2cl_sync2;
    cu2cl_wf3_v[cu2cl_lane] = (uint)((int)cu2cl_lanes_v[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf3_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf3_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf4_v[32];
  uint cu2cl_wf4_x = 0u, cu2cl_wf4_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_cu2cl_sync3;
    cu2cl_lanes_cu2cl_sync3 =
        ((int)cu2cl_wf_reduce(CU2CL__RED_MIN_S, cu2cl_wf3_v, cu2cl_wf3_y & (0xffffffffu)));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][2] = cu2cl_lanes_cu2cl_sync3;
    cu2cl_wf4_v[cu2cl_lane] = (uint)(cu2cl_lanes_v[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf4_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf4_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf5_v[32];
  uint cu2cl_wf5_x = 0u, cu2cl_wf5_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    uint cu2cl_lanes_cu2cl_sync4;
    cu2cl_lanes_cu2cl_sync4 =
        ((uint)cu2cl_wf_reduce(CU2CL__RED_MIN_U, cu2cl_wf4_v, cu2cl_wf4_y & (0xffffffffu)));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][3] = cu2cl_lanes_cu2cl_sync4;
    cu2cl_wf5_v[cu2cl_lane] = (uint)((int)cu2cl_lanes_v[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf5_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf5_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf6_v[32];
  uint cu2cl_wf6_x = 0u, cu2cl_wf6_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_cu2cl_sync5;
    cu2cl_lanes_cu2cl_sync5 =
        ((int)cu2cl_wf_reduce(CU2CL__RED_MAX_S, cu2cl_wf5_v, cu2cl_wf5_y & (0xffffffffu)));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][4] = cu2cl_lanes_cu2cl_sync5;
    cu2cl_wf6_v[cu2cl_lane] = (uint)(cu2cl_lanes_v[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf6_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf6_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf7_v[32];
  uint cu2cl_wf7_x = 0u, cu2cl_wf7_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    uint cu2cl_lanes_cu2cl_sync6;
    uint cu2cl_lanes_cu2cl_arg7;
    cu2cl_lanes_cu2cl_sync6 =
        ((uint)cu2cl_wf_reduce(CU2CL__RED_MAX_U, cu2cl_wf6_v, cu2cl_wf6_y & (0xffffffffu)));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][5] = cu2cl_lanes_cu2cl_sync6;
    cu2cl_lanes_cu2cl_arg7 = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_cu2cl_arg7 = cu2cl_lanes_v[cu2cl_lane] | hashMix(cu2cl_lanes_g[cu2cl_lane] + 1u);
    cu2cl_wf7_v[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_arg7);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf7_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf7_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_lanes_cu2cl_sync10[32];
  uint cu2cl_wf8_v[32];
  uint cu2cl_wf8_x = 0u, cu2cl_wf8_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    uint cu2cl_lanes_cu2cl_sync8;
    uint cu2cl_lanes_cu2cl_arg9;
    cu2cl_lanes_cu2cl_sync8 =
        ((uint)cu2cl_wf_reduce(CU2CL__RED_AND, cu2cl_wf7_v, cu2cl_wf7_y & (0xffffffffu)));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][6] = cu2cl_lanes_cu2cl_sync8;
    cu2cl_lanes_cu2cl_arg9 = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_cu2cl_arg9 = cu2cl_lanes_v[cu2cl_lane] & hashMix(cu2cl_lanes_g[cu2cl_lane] + 1u);
    cu2cl_wf8_v[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_arg9);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf8_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf8_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf9_v[32];
  uint cu2cl_wf9_x = 0u, cu2cl_wf9_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_sync10[cu2cl_lane] =
        ((uint)cu2cl_wf_reduce(CU2CL__RED_OR, cu2cl_wf8_v, cu2cl_wf8_y & (0xffffffffu)));
    cu2cl_wf9_v[cu2cl_lane] = (uint)(cu2cl_lanes_v[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf9_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf9_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_lanes_cu2cl_then12[32];
  bool cu2cl_lanes_cu2cl_else13[32];
  uint cu2cl_wf10_x = 0u, cu2cl_wf10_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    uint cu2cl_lanes_cu2cl_sync11;
    cu2cl_lanes_cu2cl_sync11 =
        ((uint)cu2cl_wf_reduce(CU2CL__RED_XOR, cu2cl_wf9_v, cu2cl_wf9_y & (0xffffffffu)));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][7] =
          (ulong)cu2cl_lanes_cu2cl_sync10[cu2cl_lane] << 32 | cu2cl_lanes_cu2cl_sync11;
    cu2cl_lanes_cu2cl_then12[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && (cu2cl_lanes_lane[cu2cl_lane] % 3u == 0u);
    cu2cl_lanes_cu2cl_else13[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && !cu2cl_lanes_cu2cl_then12[cu2cl_lane];
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then12[cu2cl_lane]);
      cu2cl_wf10_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf10_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc1;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc1 = ((cu2cl_wf10_y != 0u));
  }
  if (cu2cl_wfc1) {
    uint cu2cl_wf11_v[32];
    uint cu2cl_wf11_mask[32];
    uint cu2cl_wf11_x = 0u, cu2cl_wf11_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_wf11_v[cu2cl_lane] = (uint)((int)cu2cl_lanes_v[cu2cl_lane]);
      cu2cl_wf11_mask[cu2cl_lane] = (0x49249249u & cu2cl_lanes_ex[cu2cl_lane]);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then12[cu2cl_lane]);
        cu2cl_wf11_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
        cu2cl_wf11_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_sync14;
      cu2cl_lanes_cu2cl_sync14 = ((int)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf11_v,
                                                       cu2cl_wf11_y & cu2cl_wf11_mask[cu2cl_lane]));
      if (cu2cl_lanes_cu2cl_then12[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][8] = cu2cl_lanes_cu2cl_sync14;
    }
  }
  uint cu2cl_wf12_x = 0u, cu2cl_wf12_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_else13[cu2cl_lane]);
      cu2cl_wf12_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf12_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc2;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc2 = ((cu2cl_wf12_y != 0u));
  }
  if (cu2cl_wfc2) {
    uint cu2cl_wf13_v[32];
    uint cu2cl_wf13_mask[32];
    uint cu2cl_wf13_x = 0u, cu2cl_wf13_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_wf13_v[cu2cl_lane] = (uint)((int)cu2cl_lanes_v[cu2cl_lane]);
      cu2cl_wf13_mask[cu2cl_lane] = (0xb6db6db6u & cu2cl_lanes_ex[cu2cl_lane]);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_else13[cu2cl_lane]);
        cu2cl_wf13_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
        cu2cl_wf13_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_sync15;
      cu2cl_lanes_cu2cl_sync15 = ((int)cu2cl_wf_reduce(CU2CL__RED_MIN_S, cu2cl_wf13_v,
                                                       cu2cl_wf13_y & cu2cl_wf13_mask[cu2cl_lane]));
      if (cu2cl_lanes_cu2cl_else13[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][8] = cu2cl_lanes_cu2cl_sync15;
    }
  }
  uint cu2cl_lanes_cut[32];
  bool cu2cl_lanes_cu2cl_then16[32];
  uint cu2cl_wf14_x = 0u, cu2cl_wf14_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cut[cu2cl_lane] = cu2cl_lanes_n[cu2cl_lane] - cu2cl_lanes_n[cu2cl_lane] / 3u;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][9] = -1;
    cu2cl_lanes_cu2cl_then16[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] &&
        (cu2cl_lanes_t[cu2cl_lane] < cu2cl_lanes_cut[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then16[cu2cl_lane]);
      cu2cl_wf14_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf14_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc3;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc3 = ((cu2cl_wf14_y != 0u));
  }
  if (cu2cl_wfc3) {
    uint cu2cl_wf15_v[32];
    uint cu2cl_wf15_mask[32];
    uint cu2cl_wf15_x = 0u, cu2cl_wf15_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      uint cu2cl_lanes_cu2cl_arg17;
      cu2cl_lanes_cu2cl_arg17 = 0;
      if (cu2cl_lanes_cu2cl_then16[cu2cl_lane])
        cu2cl_lanes_cu2cl_arg17 = lanesBelow__cu2cl_lane(cu2cl_lanes_cut[cu2cl_lane], cu2cl_lane) &
                                  cu2cl_lanes_ex[cu2cl_lane];
      cu2cl_wf15_v[cu2cl_lane] = (uint)(cu2cl_lanes_v[cu2cl_lane]);
      cu2cl_wf15_mask[cu2cl_lane] = (cu2cl_lanes_cu2cl_arg17);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then16[cu2cl_lane]);
        cu2cl_wf15_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
        cu2cl_wf15_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      uint cu2cl_lanes_cu2cl_sync18;
      cu2cl_lanes_cu2cl_sync18 = ((uint)cu2cl_wf_reduce(
          CU2CL__RED_MAX_U, cu2cl_wf15_v, cu2cl_wf15_y & cu2cl_wf15_mask[cu2cl_lane]));
      if (cu2cl_lanes_cu2cl_then16[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][9] = cu2cl_lanes_cu2cl_sync18;
    }
  }
  uint cu2cl_lanes_trips[32];
  ulong cu2cl_lanes_acc[32];
  bool cu2cl_lanes_cu2cl_loop19[32];
  uint cu2cl_lanes_i[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_trips[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_trips[cu2cl_lane] = hashMix(cu2cl_lanes_g[cu2cl_lane] + 9u) % 5u;
    cu2cl_lanes_acc[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_loop19[cu2cl_lane] = cu2cl_lanes_cu2cl_active[cu2cl_lane];
    cu2cl_lanes_i[cu2cl_lane] = 0;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf16_x = 0u, cu2cl_wf16_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop19[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop19[cu2cl_lane] =
                cu2cl_lanes_i[cu2cl_lane] < cu2cl_lanes_trips[cu2cl_lane];
          {
            const bool cu2cl_act = (true);
            cu2cl_wf16_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_loop19[cu2cl_lane]) != 0)
                            << cu2cl_lane;
            cu2cl_wf16_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        const uint cu2cl_wf16_block = cu2cl_wf_block_sum((uint)(cu2cl_wf16_x != 0u), cu2cl_scratch);
        bool cu2cl_wfc4;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc4 = (!(cu2cl_wf16_block != 0u));
        }
        if (cu2cl_wfc4) {
          break;
        }
        bool cu2cl_lanes_cu2cl_iteration20[32];
        uint cu2cl_wf17_v[32];
        uint cu2cl_wf17_mask[32];
        uint cu2cl_wf17_x = 0u, cu2cl_wf17_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          uint cu2cl_lanes_m;
          int cu2cl_lanes_cu2cl_arg21;
          cu2cl_lanes_cu2cl_iteration20[cu2cl_lane] = cu2cl_lanes_cu2cl_loop19[cu2cl_lane];
          cu2cl_lanes_m = 0;
          if (cu2cl_lanes_cu2cl_iteration20[cu2cl_lane])
            for (uint j = 0; j < 32u; ++j)
              if (hashMix(cu2cl_lanes_g[cu2cl_lane] - cu2cl_lanes_lane[cu2cl_lane] + j + 9u) % 5u >
                  cu2cl_lanes_i[cu2cl_lane])
                cu2cl_lanes_m |= cu2cl_shl_u32(1u, j);
          if (cu2cl_lanes_cu2cl_iteration20[cu2cl_lane])
            cu2cl_lanes_m &= cu2cl_lanes_ex[cu2cl_lane];
          cu2cl_lanes_cu2cl_arg21 = 0;
          if (cu2cl_lanes_cu2cl_iteration20[cu2cl_lane])
            cu2cl_lanes_cu2cl_arg21 =
                (int)hashMix(cu2cl_lanes_g[cu2cl_lane] * 4u + cu2cl_lanes_i[cu2cl_lane]);
          cu2cl_wf17_v[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_arg21);
          cu2cl_wf17_mask[cu2cl_lane] = (cu2cl_lanes_m);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_iteration20[cu2cl_lane]);
            cu2cl_wf17_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
            cu2cl_wf17_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          int cu2cl_lanes_cu2cl_sync22;
          cu2cl_lanes_cu2cl_sync22 = ((int)cu2cl_wf_reduce(
              CU2CL__RED_MIN_S, cu2cl_wf17_v, cu2cl_wf17_y & cu2cl_wf17_mask[cu2cl_lane]));
          if (cu2cl_lanes_cu2cl_iteration20[cu2cl_lane])
            cu2cl_lanes_acc[cu2cl_lane] =
                cu2cl_lanes_acc[cu2cl_lane] * 1000003u + (uint)cu2cl_lanes_cu2cl_sync22;
          ++cu2cl_lanes_i[cu2cl_lane];
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
  uint cu2cl_lanes_live[32];
  uint cu2cl_wf18_v[32];
  uint cu2cl_wf18_mask[32];
  uint cu2cl_wf18_x = 0u, cu2cl_wf18_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    bool cu2cl_lanes_cu2cl_then23;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][10] = cu2cl_lanes_acc[cu2cl_lane];
    cu2cl_lanes_cu2cl_then23 =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && (exitsEarly(cu2cl_lanes_g[cu2cl_lane]));
    {
      if (cu2cl_lanes_cu2cl_then23) {
        cu2cl_lanes_cu2cl_then23 = false;
        cu2cl_lanes_cu2cl_active[cu2cl_lane] = false;
      }
    }
    cu2cl_lanes_live[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      for (uint j = 0; j < 32u; ++j)
        if (!exitsEarly(cu2cl_lanes_g[cu2cl_lane] - cu2cl_lanes_lane[cu2cl_lane] + j))
          cu2cl_lanes_live[cu2cl_lane] |= cu2cl_shl_u32(1u, j);
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_live[cu2cl_lane] &= cu2cl_lanes_ex[cu2cl_lane];
    cu2cl_wf18_v[cu2cl_lane] = (uint)(1u);
    cu2cl_wf18_mask[cu2cl_lane] = (cu2cl_lanes_live[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf18_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf18_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf19_v[32];
  uint cu2cl_wf19_mask[32];
  uint cu2cl_wf19_x = 0u, cu2cl_wf19_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    uint cu2cl_lanes_cu2cl_sync24;
    cu2cl_lanes_cu2cl_sync24 = ((uint)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf18_v,
                                                      cu2cl_wf18_y & cu2cl_wf18_mask[cu2cl_lane]));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][11] = cu2cl_lanes_cu2cl_sync24;
    cu2cl_wf19_v[cu2cl_lane] = (uint)((int)cu2cl_lanes_v[cu2cl_lane]);
    cu2cl_wf19_mask[cu2cl_lane] = (cu2cl_lanes_live[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf19_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf19_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_cu2cl_sync25;
    cu2cl_lanes_cu2cl_sync25 = ((int)cu2cl_wf_reduce(CU2CL__RED_MAX_S, cu2cl_wf19_v,
                                                     cu2cl_wf19_y & cu2cl_wf19_mask[cu2cl_lane]));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][12] = cu2cl_lanes_cu2cl_sync25;
  }
}
#endif
