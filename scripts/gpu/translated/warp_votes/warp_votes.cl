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
