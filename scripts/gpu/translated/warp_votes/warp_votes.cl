// OpenCL C 1.2 translated by cu2cl from warp_votes.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

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

static inline uint cu2cl_shl_u32(uint value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  uint result;
  __asm__("shl.b32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return amount < 32 ? value << amount : 0;
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

int votePred(uint x) {
  uint h = hashMix(x) & 7u;
  return h < 3 ? 0 : h < 5 ? 2 : h < 7 ? -1 : 0x100;
}

uint voteTrips(uint g) { return hashMix(g + 101u) % 5u; }

int exitsEarly(uint g) { return hashMix(g + 55u) % 4u == 0u; }

// One line of 17 values per thread (g: the thread's index in the grid).
// Threads that return early leave the rest of their line unwritten.
CU2CL_KERNEL_ATTRS __kernel void votes(__global long *out, ulong out_cu2cl_offset,
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
  __global long *o = out + g * 17u;
  int p = 0;
  if (cu2cl_active)
    p = votePred(g);
  uint cu2cl_sync1 = cu2cl_ballot_sync(0xffffffffu, p, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[0] = cu2cl_sync1;
  int cu2cl_sync2 = cu2cl_any_sync(0xffffffffu, p, cu2cl_active, cu2cl_scratch);
  int cu2cl_sync3 = cu2cl_all_sync(ex, (int)(p || (lane & 1u)), cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[1] = (cu2cl_sync2 != 0) + 2 * (cu2cl_sync3 != 0);
  uint cu2cl_sync4 = cu2cl_ballot_sync(0xffffffffu, p, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[2] = cu2cl_sync4;
  int cu2cl_sync5 = cu2cl_all_sync(0xffffffffu, p, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[3] = cu2cl_sync5 != 0;
  uint cut = n - n / 3;
  if (cu2cl_active)
    o[4] = -1;
  bool cu2cl_then6 = cu2cl_active && (t < cut);
  if (cu2cl_warp_enters(cu2cl_then6)) {
    uint cu2cl_arg7 = 0;
    if (cu2cl_then6)
      cu2cl_arg7 = lanesBelow(cut) & ex;
    uint cu2cl_sync8 = cu2cl_ballot_sync(cu2cl_arg7, p, cu2cl_then6, cu2cl_scratch);
    if (cu2cl_then6)
      o[4] = cu2cl_sync8;
  }
  bool cu2cl_then9 = cu2cl_active && (lane & 1u);
  bool cu2cl_else10 = cu2cl_active && !cu2cl_then9;
  if (cu2cl_warp_enters(cu2cl_then9)) {
    uint cu2cl_sync11 = cu2cl_ballot_sync(0xaaaaaaaau & ex, p, cu2cl_then9, cu2cl_scratch);
    if (cu2cl_then9)
      o[5] = cu2cl_sync11;
  }
  if (cu2cl_warp_enters(cu2cl_else10)) {
    int cu2cl_sync12 = cu2cl_all_sync(0x55555555u & ex, p, cu2cl_else10, cu2cl_scratch);
    if (cu2cl_else10)
      o[5] = cu2cl_sync12 != 0;
  }
  if (cu2cl_active)
    o[6] = -1;
  bool cu2cl_then13 = cu2cl_active && (lane < 16u);
  if (cu2cl_warp_enters(cu2cl_then13)) {
    uint cu2cl_sync14 =
        cu2cl_ballot_sync(0x0000ffffu & ex, (int)(lane & 1u), cu2cl_then13, cu2cl_scratch);
    if (cu2cl_then13)
      o[6] = cu2cl_sync14;
  }
  if (cu2cl_active)
    o[16] = -1;
  bool cu2cl_then15 = cu2cl_active && (lane % 3u == 1u);
  if (cu2cl_warp_enters(cu2cl_then15)) {
    uint cu2cl_sync16 = cu2cl_ballot_sync(0xffffffffu, p, cu2cl_then15, cu2cl_scratch);
    int cu2cl_sync17 = cu2cl_all_sync(0xffffffffu, p, cu2cl_then15, cu2cl_scratch);
    int cu2cl_sync18 = cu2cl_any_sync(0xffffffffu, p, cu2cl_then15, cu2cl_scratch);
    if (cu2cl_then15)
      o[16] = cu2cl_sync16 | (ulong)(cu2cl_sync17 != 0) << 32 | (ulong)(cu2cl_sync18 != 0) << 33;
  }
  bool cu2cl_then19 = cu2cl_active && (lane % 3u == 0u);
  bool cu2cl_else20 = cu2cl_active && !cu2cl_then19;
  if (cu2cl_warp_enters(cu2cl_then19)) {
    uint cu2cl_sync21 = cu2cl_activemask(cu2cl_then19, cu2cl_scratch);
    uint am = cu2cl_sync21;
    if (cu2cl_then19)
      o[7] = ((cu2cl_shr_u32(am, lane)) & 1u) && (am & ~(0x49249249u & ex)) == 0u;
  }
  if (cu2cl_warp_enters(cu2cl_else20)) {
    uint cu2cl_sync22 = cu2cl_activemask(cu2cl_else20, cu2cl_scratch);
    uint am = cu2cl_sync22;
    if (cu2cl_else20)
      o[7] = 2 + (((cu2cl_shr_u32(am, lane)) & 1u) && (am & ~(0xb6db6db6u & ex)) == 0u);
  }
  uint trips = 0;
  if (cu2cl_active)
    trips = voteTrips(g);
  ulong acc = trips;
  {
    bool cu2cl_loop23 = cu2cl_active;
    uint i = 0;
    for (;;) {
      if (cu2cl_loop23)
        cu2cl_loop23 = i < trips;
      if (!cu2cl_syncthreads_or(cu2cl_loop23, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration24 = cu2cl_loop23;
      {
        uint m = 0;
        if (cu2cl_iteration24)
          for (uint j = 0; j < 32u; ++j)
            if (voteTrips(g - lane + j) > i)
              m |= cu2cl_shl_u32(1u, j);
        if (cu2cl_iteration24)
          m &= ex;
        int cu2cl_arg25 = 0;
        if (cu2cl_iteration24)
          cu2cl_arg25 = votePred(g + i);
        uint cu2cl_sync26 = cu2cl_ballot_sync(m, cu2cl_arg25, cu2cl_iteration24, cu2cl_scratch);
        if (cu2cl_iteration24)
          acc = acc * 1000003u + cu2cl_sync26;
        int cu2cl_sync27 =
            cu2cl_any_sync(m, (int)(lane == i + 2u), cu2cl_iteration24, cu2cl_scratch);
        if (cu2cl_iteration24)
          acc = acc * 3u + (cu2cl_sync27 != 0);
      }
      ++i;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  if (cu2cl_active)
    o[8] = acc;
  uint k = 0;
  ulong acc2 = 0;
  {
    bool cu2cl_loop28 = cu2cl_active;
    for (;;) {
      if (cu2cl_loop28)
        cu2cl_loop28 = true;
      if (!cu2cl_syncthreads_or(cu2cl_loop28, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration29 = cu2cl_loop28;
      {
        bool cu2cl_then30 = cu2cl_iteration29 && (k == hashMix(g) % 4u);
        {
          if (cu2cl_then30) {
            cu2cl_then30 = false;
            cu2cl_iteration29 = false;
            cu2cl_loop28 = false;
          }
        }
        uint m = 0;
        if (cu2cl_iteration29)
          for (uint j = 0; j < 32u; ++j)
            if (hashMix(g - lane + j) % 4u > k)
              m |= cu2cl_shl_u32(1u, j);
        if (cu2cl_iteration29)
          m &= ex;
        bool cu2cl_then31 = cu2cl_iteration29 && (lane >= k * 8u);
        bool cu2cl_else32 = cu2cl_iteration29 && !cu2cl_then31;
        if (cu2cl_warp_enters(cu2cl_then31)) {
          int cu2cl_arg33 = 0;
          if (cu2cl_then31)
            cu2cl_arg33 = votePred(g * 3u + k);
          uint cu2cl_sync34 = cu2cl_ballot_sync(m & (cu2cl_shl_u32(0xffffffffu, (k * 8u))),
                                                cu2cl_arg33, cu2cl_then31, cu2cl_scratch);
          if (cu2cl_then31)
            acc2 = acc2 * 1000003u + cu2cl_sync34;
        }
        {
          if (cu2cl_else32)
            acc2 = acc2 * 7u + 1u;
        }
        if (cu2cl_iteration29)
          ++k;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  if (cu2cl_active)
    o[9] = acc2 * 4u + k;
  bool cu2cl_then35 = cu2cl_active && (exitsEarly(g));
  {
    if (cu2cl_then35)
      o[10] = -2;
    if (cu2cl_then35) {
      cu2cl_then35 = false;
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
  uint cu2cl_sync36 = cu2cl_ballot_sync(0xffffffffu, p, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[10] = cu2cl_sync36;
  int cu2cl_sync37 = cu2cl_all_sync(0xffffffffu, p, cu2cl_active, cu2cl_scratch);
  int cu2cl_sync38 = cu2cl_any_sync(live, p, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[11] = (cu2cl_sync37 != 0) + 2 * (cu2cl_sync38 != 0);
  uint cu2cl_sync39 = cu2cl_ballot_sync(0xffffffffu, 1, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[12] = cu2cl_sync39;
  ulong acc3 = 0;
  for (uint i = 0; i < 4u; ++i) {
    {
      bool cu2cl_then40 = cu2cl_active && (hashMix(g) % 5u == i);
      {
        if (cu2cl_then40)
          o[13] = acc3;
        if (cu2cl_then40)
          o[14] = i;
        if (cu2cl_then40) {
          cu2cl_then40 = false;
          cu2cl_active = false;
        }
      }
      int cu2cl_arg41 = 0;
      if (cu2cl_active)
        cu2cl_arg41 = votePred(g + i);
      uint cu2cl_sync42 = cu2cl_ballot_sync(0xffffffffu, cu2cl_arg41, cu2cl_active, cu2cl_scratch);
      if (cu2cl_active)
        acc3 = acc3 * 1000003u + cu2cl_sync42;
      int cu2cl_arg43 = 0;
      if (cu2cl_active)
        cu2cl_arg43 = votePred(g + i);
      int cu2cl_sync44 = cu2cl_all_sync(0xffffffffu, cu2cl_arg43, cu2cl_active, cu2cl_scratch);
      if (cu2cl_active)
        acc3 = acc3 * 3u + (cu2cl_sync44 != 0);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_active)
    o[13] = acc3;
  if (cu2cl_active)
    o[14] = 4;
  uint cu2cl_sync45 = cu2cl_activemask(cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[15] = cu2cl_sync45;
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

// cu2cl: the warp form of votes
__kernel void votes__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                 __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_active[32];
  uint cu2cl_lanes_t[32];
  uint cu2cl_lanes_n[32];
  uint cu2cl_lanes_lane[32];
  uint cu2cl_lanes_ex[32];
  uint cu2cl_lanes_g[32];
  __global long *cu2cl_lanes_o[32];
  int cu2cl_lanes_p[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
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
    cu2cl_lanes_o[cu2cl_lane] = out + cu2cl_lanes_g[cu2cl_lane] * 17u;
    cu2cl_lanes_p[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_p[cu2cl_lane] = votePred(cu2cl_lanes_g[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_cu2cl_sync1 = (cu2cl_wf1_x & (0xffffffffu));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][0] = cu2cl_lanes_cu2cl_sync1;
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf3_mask[32];
  uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_wf3_mask[cu2cl_lane] = (cu2cl_lanes_ex[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf3_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_p[cu2cl_lane] ||
                                                     (cu2cl_lanes_lane[cu2cl_lane] & 1u))) != 0)
                     << cu2cl_lane;
      cu2cl_wf3_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf4_x = 0u, cu2cl_wf4_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_cu2cl_sync2 = ((cu2cl_wf2_x & (0xffffffffu)) != 0u);
    int cu2cl_lanes_cu2cl_sync3;
    cu2cl_lanes_cu2cl_sync3 =
        ((cu2cl_wf3_x & cu2cl_wf3_mask[cu2cl_lane]) == (cu2cl_wf3_y & cu2cl_wf3_mask[cu2cl_lane]));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][1] =
          (cu2cl_lanes_cu2cl_sync2 != 0) + 2 * (cu2cl_lanes_cu2cl_sync3 != 0);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf4_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
      cu2cl_wf4_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf5_x = 0u, cu2cl_wf5_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_cu2cl_sync4 = (cu2cl_wf4_x & (0xffffffffu));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][2] = cu2cl_lanes_cu2cl_sync4;
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf5_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
      cu2cl_wf5_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_lanes_cut[32];
  bool cu2cl_lanes_cu2cl_then6[32];
  uint cu2cl_wf6_x = 0u, cu2cl_wf6_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_cu2cl_sync5 =
        ((cu2cl_wf5_x & (0xffffffffu)) == (cu2cl_wf5_y & (0xffffffffu)));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][3] = cu2cl_lanes_cu2cl_sync5 != 0;
    cu2cl_lanes_cut[cu2cl_lane] = cu2cl_lanes_n[cu2cl_lane] - cu2cl_lanes_n[cu2cl_lane] / 3;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][4] = -1;
    cu2cl_lanes_cu2cl_then6[cu2cl_lane] = cu2cl_lanes_cu2cl_active[cu2cl_lane] &&
                                          (cu2cl_lanes_t[cu2cl_lane] < cu2cl_lanes_cut[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then6[cu2cl_lane]);
      cu2cl_wf6_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf6_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc1;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc1 = ((cu2cl_wf6_y != 0u));
  }
  if (cu2cl_wfc1) {
    uint cu2cl_wf7_mask[32];
    uint cu2cl_wf7_x = 0u, cu2cl_wf7_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      uint cu2cl_lanes_cu2cl_arg7;
      cu2cl_lanes_cu2cl_arg7 = 0;
      if (cu2cl_lanes_cu2cl_then6[cu2cl_lane])
        cu2cl_lanes_cu2cl_arg7 = lanesBelow__cu2cl_lane(cu2cl_lanes_cut[cu2cl_lane], cu2cl_lane) &
                                 cu2cl_lanes_ex[cu2cl_lane];
      cu2cl_wf7_mask[cu2cl_lane] = (cu2cl_lanes_cu2cl_arg7);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then6[cu2cl_lane]);
        cu2cl_wf7_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
        cu2cl_wf7_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      uint cu2cl_lanes_cu2cl_sync8;
      cu2cl_lanes_cu2cl_sync8 = (cu2cl_wf7_x & cu2cl_wf7_mask[cu2cl_lane]);
      if (cu2cl_lanes_cu2cl_then6[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][4] = cu2cl_lanes_cu2cl_sync8;
    }
  }
  bool cu2cl_lanes_cu2cl_then9[32];
  bool cu2cl_lanes_cu2cl_else10[32];
  uint cu2cl_wf8_x = 0u, cu2cl_wf8_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_then9[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && (cu2cl_lanes_lane[cu2cl_lane] & 1u);
    cu2cl_lanes_cu2cl_else10[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && !cu2cl_lanes_cu2cl_then9[cu2cl_lane];
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then9[cu2cl_lane]);
      cu2cl_wf8_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf8_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc2;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc2 = ((cu2cl_wf8_y != 0u));
  }
  if (cu2cl_wfc2) {
    uint cu2cl_wf9_mask[32];
    uint cu2cl_wf9_x = 0u, cu2cl_wf9_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_wf9_mask[cu2cl_lane] = (0xaaaaaaaau & cu2cl_lanes_ex[cu2cl_lane]);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then9[cu2cl_lane]);
        cu2cl_wf9_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
        cu2cl_wf9_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      uint cu2cl_lanes_cu2cl_sync11;
      cu2cl_lanes_cu2cl_sync11 = (cu2cl_wf9_x & cu2cl_wf9_mask[cu2cl_lane]);
      if (cu2cl_lanes_cu2cl_then9[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][5] = cu2cl_lanes_cu2cl_sync11;
    }
  }
  uint cu2cl_wf10_x = 0u, cu2cl_wf10_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_else10[cu2cl_lane]);
      cu2cl_wf10_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf10_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc3;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc3 = ((cu2cl_wf10_y != 0u));
  }
  if (cu2cl_wfc3) {
    uint cu2cl_wf11_mask[32];
    uint cu2cl_wf11_x = 0u, cu2cl_wf11_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_wf11_mask[cu2cl_lane] = (0x55555555u & cu2cl_lanes_ex[cu2cl_lane]);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_else10[cu2cl_lane]);
        cu2cl_wf11_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
        cu2cl_wf11_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      int cu2cl_lanes_cu2cl_sync12;
      cu2cl_lanes_cu2cl_sync12 = ((cu2cl_wf11_x & cu2cl_wf11_mask[cu2cl_lane]) ==
                                  (cu2cl_wf11_y & cu2cl_wf11_mask[cu2cl_lane]));
      if (cu2cl_lanes_cu2cl_else10[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][5] = cu2cl_lanes_cu2cl_sync12 != 0;
    }
  }
  bool cu2cl_lanes_cu2cl_then13[32];
  uint cu2cl_wf12_x = 0u, cu2cl_wf12_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][6] = -1;
    cu2cl_lanes_cu2cl_then13[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && (cu2cl_lanes_lane[cu2cl_lane] < 16u);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then13[cu2cl_lane]);
      cu2cl_wf12_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf12_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc4;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc4 = ((cu2cl_wf12_y != 0u));
  }
  if (cu2cl_wfc4) {
    uint cu2cl_wf13_mask[32];
    uint cu2cl_wf13_x = 0u, cu2cl_wf13_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_wf13_mask[cu2cl_lane] = (0x0000ffffu & cu2cl_lanes_ex[cu2cl_lane]);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then13[cu2cl_lane]);
        cu2cl_wf13_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_lane[cu2cl_lane] & 1u)) != 0)
                        << cu2cl_lane;
        cu2cl_wf13_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      uint cu2cl_lanes_cu2cl_sync14;
      cu2cl_lanes_cu2cl_sync14 = (cu2cl_wf13_x & cu2cl_wf13_mask[cu2cl_lane]);
      if (cu2cl_lanes_cu2cl_then13[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][6] = cu2cl_lanes_cu2cl_sync14;
    }
  }
  bool cu2cl_lanes_cu2cl_then15[32];
  uint cu2cl_wf14_x = 0u, cu2cl_wf14_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][16] = -1;
    cu2cl_lanes_cu2cl_then15[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && (cu2cl_lanes_lane[cu2cl_lane] % 3u == 1u);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then15[cu2cl_lane]);
      cu2cl_wf14_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf14_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc5;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc5 = ((cu2cl_wf14_y != 0u));
  }
  if (cu2cl_wfc5) {
    uint cu2cl_wf15_x = 0u, cu2cl_wf15_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then15[cu2cl_lane]);
        cu2cl_wf15_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
        cu2cl_wf15_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
    uint cu2cl_wf16_x = 0u, cu2cl_wf16_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then15[cu2cl_lane]);
        cu2cl_wf16_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
        cu2cl_wf16_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
    uint cu2cl_wf17_x = 0u, cu2cl_wf17_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then15[cu2cl_lane]);
        cu2cl_wf17_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
        cu2cl_wf17_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_cu2cl_sync16 = (cu2cl_wf15_x & (0xffffffffu));
      const int cu2cl_lanes_cu2cl_sync17 =
          ((cu2cl_wf16_x & (0xffffffffu)) == (cu2cl_wf16_y & (0xffffffffu)));
      const int cu2cl_lanes_cu2cl_sync18 = ((cu2cl_wf17_x & (0xffffffffu)) != 0u);
      if (cu2cl_lanes_cu2cl_then15[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][16] = cu2cl_lanes_cu2cl_sync16 |
                                        (ulong)(cu2cl_lanes_cu2cl_sync17 != 0) << 32 |
                                        (ulong)(cu2cl_lanes_cu2cl_sync18 != 0) << 33;
    }
  }
  bool cu2cl_lanes_cu2cl_then19[32];
  bool cu2cl_lanes_cu2cl_else20[32];
  uint cu2cl_wf18_x = 0u, cu2cl_wf18_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_then19[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && (cu2cl_lanes_lane[cu2cl_lane] % 3u == 0u);
    cu2cl_lanes_cu2cl_else20[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && !cu2cl_lanes_cu2cl_then19[cu2cl_lane];
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then19[cu2cl_lane]);
      cu2cl_wf18_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf18_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc6;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc6 = ((cu2cl_wf18_y != 0u));
  }
  if (cu2cl_wfc6) {
    uint cu2cl_wf19_x = 0u, cu2cl_wf19_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then19[cu2cl_lane]);
        cu2cl_wf19_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
        cu2cl_wf19_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_cu2cl_sync21 = cu2cl_wf19_y;
      const uint cu2cl_lanes_am = cu2cl_lanes_cu2cl_sync21;
      if (cu2cl_lanes_cu2cl_then19[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][7] =
            ((cu2cl_shr_u32(cu2cl_lanes_am, cu2cl_lanes_lane[cu2cl_lane])) & 1u) &&
            (cu2cl_lanes_am & ~(0x49249249u & cu2cl_lanes_ex[cu2cl_lane])) == 0u;
    }
  }
  uint cu2cl_wf20_x = 0u, cu2cl_wf20_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_else20[cu2cl_lane]);
      cu2cl_wf20_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf20_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc7;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc7 = ((cu2cl_wf20_y != 0u));
  }
  if (cu2cl_wfc7) {
    uint cu2cl_wf21_x = 0u, cu2cl_wf21_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_else20[cu2cl_lane]);
        cu2cl_wf21_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
        cu2cl_wf21_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_cu2cl_sync22 = cu2cl_wf21_y;
      const uint cu2cl_lanes_am_1 = cu2cl_lanes_cu2cl_sync22;
      if (cu2cl_lanes_cu2cl_else20[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][7] =
            2 + (((cu2cl_shr_u32(cu2cl_lanes_am_1, cu2cl_lanes_lane[cu2cl_lane])) & 1u) &&
                 (cu2cl_lanes_am_1 & ~(0xb6db6db6u & cu2cl_lanes_ex[cu2cl_lane])) == 0u);
    }
  }
  uint cu2cl_lanes_trips[32];
  ulong cu2cl_lanes_acc[32];
  bool cu2cl_lanes_cu2cl_loop23[32];
  uint cu2cl_lanes_i[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_trips[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_trips[cu2cl_lane] = voteTrips(cu2cl_lanes_g[cu2cl_lane]);
    cu2cl_lanes_acc[cu2cl_lane] = cu2cl_lanes_trips[cu2cl_lane];
    cu2cl_lanes_cu2cl_loop23[cu2cl_lane] = cu2cl_lanes_cu2cl_active[cu2cl_lane];
    cu2cl_lanes_i[cu2cl_lane] = 0;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf22_x = 0u, cu2cl_wf22_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop23[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop23[cu2cl_lane] =
                cu2cl_lanes_i[cu2cl_lane] < cu2cl_lanes_trips[cu2cl_lane];
          {
            const bool cu2cl_act = (true);
            cu2cl_wf22_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_loop23[cu2cl_lane]) != 0)
                            << cu2cl_lane;
            cu2cl_wf22_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        const uint cu2cl_wf22_block = cu2cl_wf_block_sum((uint)(cu2cl_wf22_x != 0u), cu2cl_scratch);
        bool cu2cl_wfc8;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc8 = (!(cu2cl_wf22_block != 0u));
        }
        if (cu2cl_wfc8) {
          break;
        }
        bool cu2cl_lanes_cu2cl_iteration24[32];
        uint cu2cl_lanes_m[32];
        uint cu2cl_wf23_mask[32];
        uint cu2cl_wf23_x = 0u, cu2cl_wf23_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          int cu2cl_lanes_cu2cl_arg25;
          cu2cl_lanes_cu2cl_iteration24[cu2cl_lane] = cu2cl_lanes_cu2cl_loop23[cu2cl_lane];
          cu2cl_lanes_m[cu2cl_lane] = 0;
          if (cu2cl_lanes_cu2cl_iteration24[cu2cl_lane])
            for (uint j = 0; j < 32u; ++j)
              if (voteTrips(cu2cl_lanes_g[cu2cl_lane] - cu2cl_lanes_lane[cu2cl_lane] + j) >
                  cu2cl_lanes_i[cu2cl_lane])
                cu2cl_lanes_m[cu2cl_lane] |= cu2cl_shl_u32(1u, j);
          if (cu2cl_lanes_cu2cl_iteration24[cu2cl_lane])
            cu2cl_lanes_m[cu2cl_lane] &= cu2cl_lanes_ex[cu2cl_lane];
          cu2cl_lanes_cu2cl_arg25 = 0;
          if (cu2cl_lanes_cu2cl_iteration24[cu2cl_lane])
            cu2cl_lanes_cu2cl_arg25 =
                votePred(cu2cl_lanes_g[cu2cl_lane] + cu2cl_lanes_i[cu2cl_lane]);
          cu2cl_wf23_mask[cu2cl_lane] = (cu2cl_lanes_m[cu2cl_lane]);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_iteration24[cu2cl_lane]);
            cu2cl_wf23_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_arg25) != 0) << cu2cl_lane;
            cu2cl_wf23_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        uint cu2cl_wf24_mask[32];
        uint cu2cl_wf24_x = 0u, cu2cl_wf24_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          uint cu2cl_lanes_cu2cl_sync26;
          cu2cl_lanes_cu2cl_sync26 = (cu2cl_wf23_x & cu2cl_wf23_mask[cu2cl_lane]);
          if (cu2cl_lanes_cu2cl_iteration24[cu2cl_lane])
            cu2cl_lanes_acc[cu2cl_lane] =
                cu2cl_lanes_acc[cu2cl_lane] * 1000003u + cu2cl_lanes_cu2cl_sync26;
          cu2cl_wf24_mask[cu2cl_lane] = (cu2cl_lanes_m[cu2cl_lane]);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_iteration24[cu2cl_lane]);
            cu2cl_wf24_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_lane[cu2cl_lane] ==
                                                            cu2cl_lanes_i[cu2cl_lane] + 2u)) != 0)
                            << cu2cl_lane;
            cu2cl_wf24_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          int cu2cl_lanes_cu2cl_sync27;
          cu2cl_lanes_cu2cl_sync27 = ((cu2cl_wf24_x & cu2cl_wf24_mask[cu2cl_lane]) != 0u);
          if (cu2cl_lanes_cu2cl_iteration24[cu2cl_lane])
            cu2cl_lanes_acc[cu2cl_lane] =
                cu2cl_lanes_acc[cu2cl_lane] * 3u + (cu2cl_lanes_cu2cl_sync27 != 0);
          ++cu2cl_lanes_i[cu2cl_lane];
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
  uint cu2cl_lanes_k[32];
  ulong cu2cl_lanes_acc2[32];
  bool cu2cl_lanes_cu2cl_loop28[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][8] = cu2cl_lanes_acc[cu2cl_lane];
    cu2cl_lanes_k[cu2cl_lane] = 0;
    cu2cl_lanes_acc2[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_loop28[cu2cl_lane] = cu2cl_lanes_cu2cl_active[cu2cl_lane];
  }
  {
    for (;;) {
      {
        uint cu2cl_wf25_x = 0u, cu2cl_wf25_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop28[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop28[cu2cl_lane] = true;
          {
            const bool cu2cl_act = (true);
            cu2cl_wf25_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_loop28[cu2cl_lane]) != 0)
                            << cu2cl_lane;
            cu2cl_wf25_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        const uint cu2cl_wf25_block = cu2cl_wf_block_sum((uint)(cu2cl_wf25_x != 0u), cu2cl_scratch);
        bool cu2cl_wfc9;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc9 = (!(cu2cl_wf25_block != 0u));
        }
        if (cu2cl_wfc9) {
          break;
        }
        bool cu2cl_lanes_cu2cl_iteration29[32];
        uint cu2cl_lanes_m_1[32];
        bool cu2cl_lanes_cu2cl_then31[32];
        bool cu2cl_lanes_cu2cl_else32[32];
        uint cu2cl_wf26_x = 0u, cu2cl_wf26_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          bool cu2cl_lanes_cu2cl_then30;
          cu2cl_lanes_cu2cl_iteration29[cu2cl_lane] = cu2cl_lanes_cu2cl_loop28[cu2cl_lane];
          cu2cl_lanes_cu2cl_then30 =
              cu2cl_lanes_cu2cl_iteration29[cu2cl_lane] &&
              (cu2cl_lanes_k[cu2cl_lane] == hashMix(cu2cl_lanes_g[cu2cl_lane]) % 4u);
          {
            if (cu2cl_lanes_cu2cl_then30) {
              cu2cl_lanes_cu2cl_then30 = false;
              cu2cl_lanes_cu2cl_iteration29[cu2cl_lane] = false;
              cu2cl_lanes_cu2cl_loop28[cu2cl_lane] = false;
            }
          }
          cu2cl_lanes_m_1[cu2cl_lane] = 0;
          if (cu2cl_lanes_cu2cl_iteration29[cu2cl_lane])
            for (uint j = 0; j < 32u; ++j)
              if (hashMix(cu2cl_lanes_g[cu2cl_lane] - cu2cl_lanes_lane[cu2cl_lane] + j) % 4u >
                  cu2cl_lanes_k[cu2cl_lane])
                cu2cl_lanes_m_1[cu2cl_lane] |= cu2cl_shl_u32(1u, j);
          if (cu2cl_lanes_cu2cl_iteration29[cu2cl_lane])
            cu2cl_lanes_m_1[cu2cl_lane] &= cu2cl_lanes_ex[cu2cl_lane];
          cu2cl_lanes_cu2cl_then31[cu2cl_lane] =
              cu2cl_lanes_cu2cl_iteration29[cu2cl_lane] &&
              (cu2cl_lanes_lane[cu2cl_lane] >= cu2cl_lanes_k[cu2cl_lane] * 8u);
          cu2cl_lanes_cu2cl_else32[cu2cl_lane] =
              cu2cl_lanes_cu2cl_iteration29[cu2cl_lane] && !cu2cl_lanes_cu2cl_then31[cu2cl_lane];
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_then31[cu2cl_lane]);
            cu2cl_wf26_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
            cu2cl_wf26_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        bool cu2cl_wfc10;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc10 = ((cu2cl_wf26_y != 0u));
        }
        if (cu2cl_wfc10) {
          uint cu2cl_wf27_mask[32];
          uint cu2cl_wf27_x = 0u, cu2cl_wf27_y = 0u;
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            int cu2cl_lanes_cu2cl_arg33;
            cu2cl_lanes_cu2cl_arg33 = 0;
            if (cu2cl_lanes_cu2cl_then31[cu2cl_lane])
              cu2cl_lanes_cu2cl_arg33 =
                  votePred(cu2cl_lanes_g[cu2cl_lane] * 3u + cu2cl_lanes_k[cu2cl_lane]);
            cu2cl_wf27_mask[cu2cl_lane] =
                (cu2cl_lanes_m_1[cu2cl_lane] &
                 (cu2cl_shl_u32(0xffffffffu, (cu2cl_lanes_k[cu2cl_lane] * 8u))));
            {
              const bool cu2cl_act = (cu2cl_lanes_cu2cl_then31[cu2cl_lane]);
              cu2cl_wf27_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_arg33) != 0)
                              << cu2cl_lane;
              cu2cl_wf27_y |= (uint)cu2cl_act << cu2cl_lane;
            }
          }
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            uint cu2cl_lanes_cu2cl_sync34;
            cu2cl_lanes_cu2cl_sync34 = (cu2cl_wf27_x & cu2cl_wf27_mask[cu2cl_lane]);
            if (cu2cl_lanes_cu2cl_then31[cu2cl_lane])
              cu2cl_lanes_acc2[cu2cl_lane] =
                  cu2cl_lanes_acc2[cu2cl_lane] * 1000003u + cu2cl_lanes_cu2cl_sync34;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          {
            if (cu2cl_lanes_cu2cl_else32[cu2cl_lane])
              cu2cl_lanes_acc2[cu2cl_lane] = cu2cl_lanes_acc2[cu2cl_lane] * 7u + 1u;
          }
          if (cu2cl_lanes_cu2cl_iteration29[cu2cl_lane])
            ++cu2cl_lanes_k[cu2cl_lane];
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
  uint cu2cl_lanes_live[32];
  uint cu2cl_wf28_x = 0u, cu2cl_wf28_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    bool cu2cl_lanes_cu2cl_then35;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][9] = cu2cl_lanes_acc2[cu2cl_lane] * 4u + cu2cl_lanes_k[cu2cl_lane];
    cu2cl_lanes_cu2cl_then35 =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && (exitsEarly(cu2cl_lanes_g[cu2cl_lane]));
    {
      if (cu2cl_lanes_cu2cl_then35)
        cu2cl_lanes_o[cu2cl_lane][10] = -2;
      if (cu2cl_lanes_cu2cl_then35) {
        cu2cl_lanes_cu2cl_then35 = false;
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
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf28_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
      cu2cl_wf28_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf29_x = 0u, cu2cl_wf29_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_cu2cl_sync36 = (cu2cl_wf28_x & (0xffffffffu));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][10] = cu2cl_lanes_cu2cl_sync36;
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf29_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
      cu2cl_wf29_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf30_mask[32];
  uint cu2cl_wf30_x = 0u, cu2cl_wf30_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_wf30_mask[cu2cl_lane] = (cu2cl_lanes_live[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf30_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
      cu2cl_wf30_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf31_x = 0u, cu2cl_wf31_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_cu2cl_sync37 =
        ((cu2cl_wf29_x & (0xffffffffu)) == (cu2cl_wf29_y & (0xffffffffu)));
    int cu2cl_lanes_cu2cl_sync38;
    cu2cl_lanes_cu2cl_sync38 = ((cu2cl_wf30_x & cu2cl_wf30_mask[cu2cl_lane]) != 0u);
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][11] =
          (cu2cl_lanes_cu2cl_sync37 != 0) + 2 * (cu2cl_lanes_cu2cl_sync38 != 0);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf31_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf31_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  ulong cu2cl_lanes_acc3[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_cu2cl_sync39 = (cu2cl_wf31_x & (0xffffffffu));
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][12] = cu2cl_lanes_cu2cl_sync39;
    cu2cl_lanes_acc3[cu2cl_lane] = 0;
  }
  {
    uint cu2cl_lanes_i_1[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_i_1[cu2cl_lane] = 0;
    }
    for (;;) {
      bool cu2cl_wfc11;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc11 = (cu2cl_lanes_i_1[cu2cl_lane] < 4u);
      }
      if (!cu2cl_wfc11)
        break;
      {
        uint cu2cl_wf32_x = 0u, cu2cl_wf32_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          bool cu2cl_lanes_cu2cl_then40;
          int cu2cl_lanes_cu2cl_arg41;
          cu2cl_lanes_cu2cl_then40 =
              cu2cl_lanes_cu2cl_active[cu2cl_lane] &&
              (hashMix(cu2cl_lanes_g[cu2cl_lane]) % 5u == cu2cl_lanes_i_1[cu2cl_lane]);
          {
            if (cu2cl_lanes_cu2cl_then40)
              cu2cl_lanes_o[cu2cl_lane][13] = cu2cl_lanes_acc3[cu2cl_lane];
            if (cu2cl_lanes_cu2cl_then40)
              cu2cl_lanes_o[cu2cl_lane][14] = cu2cl_lanes_i_1[cu2cl_lane];
            if (cu2cl_lanes_cu2cl_then40) {
              cu2cl_lanes_cu2cl_then40 = false;
              cu2cl_lanes_cu2cl_active[cu2cl_lane] = false;
            }
          }
          cu2cl_lanes_cu2cl_arg41 = 0;
          if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
            cu2cl_lanes_cu2cl_arg41 =
                votePred(cu2cl_lanes_g[cu2cl_lane] + cu2cl_lanes_i_1[cu2cl_lane]);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
            cu2cl_wf32_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_arg41) != 0) << cu2cl_lane;
            cu2cl_wf32_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        uint cu2cl_wf33_x = 0u, cu2cl_wf33_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const uint cu2cl_lanes_cu2cl_sync42 = (cu2cl_wf32_x & (0xffffffffu));
          int cu2cl_lanes_cu2cl_arg43;
          if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
            cu2cl_lanes_acc3[cu2cl_lane] =
                cu2cl_lanes_acc3[cu2cl_lane] * 1000003u + cu2cl_lanes_cu2cl_sync42;
          cu2cl_lanes_cu2cl_arg43 = 0;
          if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
            cu2cl_lanes_cu2cl_arg43 =
                votePred(cu2cl_lanes_g[cu2cl_lane] + cu2cl_lanes_i_1[cu2cl_lane]);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
            cu2cl_wf33_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_arg43) != 0) << cu2cl_lane;
            cu2cl_wf33_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_cu2cl_sync44 =
              ((cu2cl_wf33_x & (0xffffffffu)) == (cu2cl_wf33_y & (0xffffffffu)));
          if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
            cu2cl_lanes_acc3[cu2cl_lane] =
                cu2cl_lanes_acc3[cu2cl_lane] * 3u + (cu2cl_lanes_cu2cl_sync44 != 0);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        ++cu2cl_lanes_i_1[cu2cl_lane];
      }
    }
  }
  uint cu2cl_wf34_x = 0u, cu2cl_wf34_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][13] = cu2cl_lanes_acc3[cu2cl_lane];
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][14] = 4;
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf34_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf34_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_cu2cl_sync45 = cu2cl_wf34_y;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][15] = cu2cl_lanes_cu2cl_sync45;
  }
}
#endif
