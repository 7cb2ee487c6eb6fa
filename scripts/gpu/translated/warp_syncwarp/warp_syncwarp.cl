// OpenCL C 1.2 translated by cu2cl from warp_syncwarp.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// __syncwarp translated by cu2cl and run on the OpenCL device: lanes exchange
// values through shared memory, ordered only by __syncwarp (write, sync,
// read a partner's slot, sync, write again), on blocks 1, 31, 33, 48, 96,
// 1024, (8,8) and (16,3). (a) straight-line with the full mask (missing lanes
// of a tail warp count as exited), (b) disjoint masks 0x0000ffff/0xffff0000 in
// if/else and a `t < n` branch, (c) a loop whose trip count depends on the
// thread, with the mask of the lanes still iterating, (d) after early returns,
// full mask (exited lanes are not waited for). A lane reads only partners that
// take part in the same __syncwarp (else its own slot). Expected values:
// Inputs/warp_syncwarp.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: for s in "1 1" "31 31" "33 33" "48 48" "96 96" "1024 1024" "8,8 64" "16,3 48"; do \
// RUN:   set -- $s; \
// RUN:   echo "### syncwarp $1" && timeout 120 %cl-run %t/warp_syncwarp.cl syncwarp 1 $1 $((6 * $2)) 6 || exit 1; \
// RUN: done > %t/actual.txt
// RUN: python3 %S/Inputs/warp_syncwarp.py > %t/expected.txt
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

int exitsEarly(uint t) { return hashMix(t + 55u) % 4u == 0u; }

// The slot lane `partner` of this warp, if it is one of the lanes in m,
// else the caller's own slot.
uint slotOf(uint t, uint partner, uint m) {
  return (cu2cl_shr_u32(m, partner)) & 1u ? (t & ~31u) + partner : t;
}

// One line of 6 values per thread.
CU2CL_KERNEL_ATTRS __kernel void syncwarp(__global long *out, ulong out_cu2cl_offset,
                                          __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
  __local uint s[1024];
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = linearTid();
  uint n = blockSize();
  uint lane = t & 31u;
  uint ex = warpExist();
  __global long *o = out + t * 6u;
  s[t] = hashMix(t);
  cu2cl_nv_syncwarp(0xffffffffu);
  o[0] = s[slotOf(t, (lane + 1u) & 31u, ex)];
  cu2cl_nv_syncwarp(0xffffffffu);
  s[t] = hashMix(t + 1u);
  cu2cl_nv_syncwarp(0xffffffffu);
  o[1] = s[slotOf(t, (lane + 7u) & 31u, ex)];
  cu2cl_nv_syncwarp(0xffffffffu);
  if (lane < 16u) {
    s[t] = hashMix(t + 2u);
    cu2cl_nv_syncwarp(0x0000ffffu & ex);
    o[2] = s[slotOf(t, lane ^ 1u, 0x0000ffffu & ex)];
  } else {
    s[t] = hashMix(t + 3u);
    cu2cl_nv_syncwarp(0xffff0000u & ex);
    o[2] = s[slotOf(t, lane ^ 3u, 0xffff0000u & ex)];
  }
  cu2cl_nv_syncwarp(0xffffffffu);
  uint cut = n - n / 3u;
  if (t < cut) {
    uint m = lanesBelow(cut) & ex;
    s[t] = hashMix(t + 4u);
    cu2cl_nv_syncwarp(m);
    o[3] = s[slotOf(t, lane ^ 2u, m)];
    cu2cl_nv_syncwarp(m);
  } else {
    o[3] = -1;
  }
  uint trips = hashMix(t + 9u) % 5u;
  ulong acc = 0;
  for (uint i = 0; i < trips; ++i) {
    uint m = 0;
    for (uint j = 0; j < 32u; ++j)
      if (hashMix((t & ~31u) + j + 9u) % 5u > i)
        m |= cu2cl_shl_u32(1u, j);
    m &= ex;
    s[t] = hashMix(t * 8u + i);
    cu2cl_nv_syncwarp(m);
    acc = acc * 1000003u + s[slotOf(t, lane ^ (cu2cl_shl_u32(1u, i)), m)];
    cu2cl_nv_syncwarp(m);
  }
  o[4] = acc;
  if (exitsEarly(t))
    return;
  uint live = 0;
  for (uint j = 0; j < 32u; ++j)
    if (!exitsEarly((t & ~31u) + j))
      live |= cu2cl_shl_u32(1u, j);
  live &= ex;
  s[t] = hashMix(t + 5u);
  cu2cl_nv_syncwarp(0xffffffffu);
  o[5] = s[slotOf(t, (lane + 5u) & 31u, live)];
}
#else
{
  __local uint s[1024];
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
  __global long *o = out + t * 6u;
  if (cu2cl_active)
    s[t] = hashMix(t);
  cu2cl_syncwarp(0xffffffffu, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[0] = s[slotOf(t, (lane + 1u) & 31u, ex)];
  cu2cl_syncwarp(0xffffffffu, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    s[t] = hashMix(t + 1u);
  cu2cl_syncwarp(0xffffffffu, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[1] = s[slotOf(t, (lane + 7u) & 31u, ex)];
  cu2cl_syncwarp(0xffffffffu, cu2cl_active, cu2cl_scratch);
  bool cu2cl_then1 = cu2cl_active && (lane < 16u);
  bool cu2cl_else2 = cu2cl_active && !cu2cl_then1;
  if (cu2cl_warp_enters(cu2cl_then1)) {
    if (cu2cl_then1)
      s[t] = hashMix(t + 2u);
    cu2cl_syncwarp(0x0000ffffu & ex, cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      o[2] = s[slotOf(t, lane ^ 1u, 0x0000ffffu & ex)];
  }
  if (cu2cl_warp_enters(cu2cl_else2)) {
    if (cu2cl_else2)
      s[t] = hashMix(t + 3u);
    cu2cl_syncwarp(0xffff0000u & ex, cu2cl_else2, cu2cl_scratch);
    if (cu2cl_else2)
      o[2] = s[slotOf(t, lane ^ 3u, 0xffff0000u & ex)];
  }
  cu2cl_syncwarp(0xffffffffu, cu2cl_active, cu2cl_scratch);
  uint cut = n - n / 3u;
  bool cu2cl_then3 = cu2cl_active && (t < cut);
  bool cu2cl_else4 = cu2cl_active && !cu2cl_then3;
  if (cu2cl_warp_enters(cu2cl_then3)) {
    uint m = 0;
    if (cu2cl_then3)
      m = lanesBelow(cut) & ex;
    if (cu2cl_then3)
      s[t] = hashMix(t + 4u);
    cu2cl_syncwarp(m, cu2cl_then3, cu2cl_scratch);
    if (cu2cl_then3)
      o[3] = s[slotOf(t, lane ^ 2u, m)];
    cu2cl_syncwarp(m, cu2cl_then3, cu2cl_scratch);
  }
  {
    if (cu2cl_else4)
      o[3] = -1;
  }
  uint trips = 0;
  if (cu2cl_active)
    trips = hashMix(t + 9u) % 5u;
  ulong acc = 0;
  {
    bool cu2cl_loop5 = cu2cl_active;
    uint i = 0;
    for (;;) {
      if (cu2cl_loop5)
        cu2cl_loop5 = i < trips;
      if (!cu2cl_syncthreads_or(cu2cl_loop5, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration6 = cu2cl_loop5;
      {
        uint m = 0;
        if (cu2cl_iteration6)
          for (uint j = 0; j < 32u; ++j)
            if (hashMix((t & ~31u) + j + 9u) % 5u > i)
              m |= cu2cl_shl_u32(1u, j);
        if (cu2cl_iteration6)
          m &= ex;
        if (cu2cl_iteration6)
          s[t] = hashMix(t * 8u + i);
        cu2cl_syncwarp(m, cu2cl_iteration6, cu2cl_scratch);
        if (cu2cl_iteration6)
          acc = acc * 1000003u + s[slotOf(t, lane ^ (cu2cl_shl_u32(1u, i)), m)];
        cu2cl_syncwarp(m, cu2cl_iteration6, cu2cl_scratch);
      }
      ++i;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  if (cu2cl_active)
    o[4] = acc;
  bool cu2cl_then7 = cu2cl_active && (exitsEarly(t));
  {
    if (cu2cl_then7) {
      cu2cl_then7 = false;
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
  if (cu2cl_active)
    s[t] = hashMix(t + 5u);
  cu2cl_syncwarp(0xffffffffu, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[5] = s[slotOf(t, (lane + 5u) & 31u, live)];
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
static inline uint lanesBelow__cu2cl_lane(__private uint n, uint cu2cl_lane) {
  uint base = linearTid__cu2cl_lane(cu2cl_lane) & ~31u;
  if (n <= base)
    return 0u;
  return n - base >= 32 ? 0xffffffffu : (cu2cl_shl_u32(1u, (n - base))) - 1u;
}

// cu2cl: the warp form of syncwarp
__kernel void syncwarp__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                    __local ulong *cu2cl_scratch) {
  __local uint s[1024];
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_active[32];
  uint cu2cl_lanes_t[32];
  uint cu2cl_lanes_n[32];
  uint cu2cl_lanes_lane[32];
  uint cu2cl_lanes_ex[32];
  __global long *cu2cl_lanes_o[32];
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
    cu2cl_lanes_o[cu2cl_lane] = out + cu2cl_lanes_t[cu2cl_lane] * 6u;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      s[cu2cl_lanes_t[cu2cl_lane]] = hashMix(cu2cl_lanes_t[cu2cl_lane]);
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][0] =
          s[slotOf(cu2cl_lanes_t[cu2cl_lane], (cu2cl_lanes_lane[cu2cl_lane] + 1u) & 31u,
                   cu2cl_lanes_ex[cu2cl_lane])];
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      s[cu2cl_lanes_t[cu2cl_lane]] = hashMix(cu2cl_lanes_t[cu2cl_lane] + 1u);
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][1] =
          s[slotOf(cu2cl_lanes_t[cu2cl_lane], (cu2cl_lanes_lane[cu2cl_lane] + 7u) & 31u,
                   cu2cl_lanes_ex[cu2cl_lane])];
  }
  bool cu2cl_lanes_cu2cl_then1[32];
  bool cu2cl_lanes_cu2cl_else2[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_then1[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && (cu2cl_lanes_lane[cu2cl_lane] < 16u);
    cu2cl_lanes_cu2cl_else2[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && !cu2cl_lanes_cu2cl_then1[cu2cl_lane];
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1[cu2cl_lane]);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc1;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc1 = ((cu2cl_wf1_y != 0u));
  }
  if (cu2cl_wfc1) {
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      if (cu2cl_lanes_cu2cl_then1[cu2cl_lane])
        s[cu2cl_lanes_t[cu2cl_lane]] = hashMix(cu2cl_lanes_t[cu2cl_lane] + 2u);
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      if (cu2cl_lanes_cu2cl_then1[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][2] =
            s[slotOf(cu2cl_lanes_t[cu2cl_lane], cu2cl_lanes_lane[cu2cl_lane] ^ 1u,
                     0x0000ffffu & cu2cl_lanes_ex[cu2cl_lane])];
    }
  }
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_else2[cu2cl_lane]);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc2;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc2 = ((cu2cl_wf2_y != 0u));
  }
  if (cu2cl_wfc2) {
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      if (cu2cl_lanes_cu2cl_else2[cu2cl_lane])
        s[cu2cl_lanes_t[cu2cl_lane]] = hashMix(cu2cl_lanes_t[cu2cl_lane] + 3u);
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      if (cu2cl_lanes_cu2cl_else2[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][2] =
            s[slotOf(cu2cl_lanes_t[cu2cl_lane], cu2cl_lanes_lane[cu2cl_lane] ^ 3u,
                     0xffff0000u & cu2cl_lanes_ex[cu2cl_lane])];
    }
  }
  uint cu2cl_lanes_cut[32];
  bool cu2cl_lanes_cu2cl_then3[32];
  bool cu2cl_lanes_cu2cl_else4[32];
  uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cut[cu2cl_lane] = cu2cl_lanes_n[cu2cl_lane] - cu2cl_lanes_n[cu2cl_lane] / 3u;
    cu2cl_lanes_cu2cl_then3[cu2cl_lane] = cu2cl_lanes_cu2cl_active[cu2cl_lane] &&
                                          (cu2cl_lanes_t[cu2cl_lane] < cu2cl_lanes_cut[cu2cl_lane]);
    cu2cl_lanes_cu2cl_else4[cu2cl_lane] =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && !cu2cl_lanes_cu2cl_then3[cu2cl_lane];
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then3[cu2cl_lane]);
      cu2cl_wf3_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf3_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc3;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc3 = ((cu2cl_wf3_y != 0u));
  }
  if (cu2cl_wfc3) {
    uint cu2cl_lanes_m[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_m[cu2cl_lane] = 0;
      if (cu2cl_lanes_cu2cl_then3[cu2cl_lane])
        cu2cl_lanes_m[cu2cl_lane] =
            lanesBelow__cu2cl_lane(cu2cl_lanes_cut[cu2cl_lane], cu2cl_lane) &
            cu2cl_lanes_ex[cu2cl_lane];
      if (cu2cl_lanes_cu2cl_then3[cu2cl_lane])
        s[cu2cl_lanes_t[cu2cl_lane]] = hashMix(cu2cl_lanes_t[cu2cl_lane] + 4u);
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      if (cu2cl_lanes_cu2cl_then3[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][3] =
            s[slotOf(cu2cl_lanes_t[cu2cl_lane], cu2cl_lanes_lane[cu2cl_lane] ^ 2u,
                     cu2cl_lanes_m[cu2cl_lane])];
    }
  }
  uint cu2cl_lanes_trips[32];
  ulong cu2cl_lanes_acc[32];
  bool cu2cl_lanes_cu2cl_loop5[32];
  uint cu2cl_lanes_i[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      if (cu2cl_lanes_cu2cl_else4[cu2cl_lane])
        cu2cl_lanes_o[cu2cl_lane][3] = -1;
    }
    cu2cl_lanes_trips[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_trips[cu2cl_lane] = hashMix(cu2cl_lanes_t[cu2cl_lane] + 9u) % 5u;
    cu2cl_lanes_acc[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_loop5[cu2cl_lane] = cu2cl_lanes_cu2cl_active[cu2cl_lane];
    cu2cl_lanes_i[cu2cl_lane] = 0;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf4_x = 0u, cu2cl_wf4_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop5[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop5[cu2cl_lane] =
                cu2cl_lanes_i[cu2cl_lane] < cu2cl_lanes_trips[cu2cl_lane];
          {
            const bool cu2cl_act = (true);
            cu2cl_wf4_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_loop5[cu2cl_lane]) != 0)
                           << cu2cl_lane;
            cu2cl_wf4_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        const uint cu2cl_wf4_block = cu2cl_wf_block_sum((uint)(cu2cl_wf4_x != 0u), cu2cl_scratch);
        bool cu2cl_wfc4;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc4 = (!(cu2cl_wf4_block != 0u));
        }
        if (cu2cl_wfc4) {
          break;
        }
        bool cu2cl_lanes_cu2cl_iteration6[32];
        uint cu2cl_lanes_m_1[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_lanes_cu2cl_iteration6[cu2cl_lane] = cu2cl_lanes_cu2cl_loop5[cu2cl_lane];
          cu2cl_lanes_m_1[cu2cl_lane] = 0;
          if (cu2cl_lanes_cu2cl_iteration6[cu2cl_lane])
            for (uint j = 0; j < 32u; ++j)
              if (hashMix((cu2cl_lanes_t[cu2cl_lane] & ~31u) + j + 9u) % 5u >
                  cu2cl_lanes_i[cu2cl_lane])
                cu2cl_lanes_m_1[cu2cl_lane] |= cu2cl_shl_u32(1u, j);
          if (cu2cl_lanes_cu2cl_iteration6[cu2cl_lane])
            cu2cl_lanes_m_1[cu2cl_lane] &= cu2cl_lanes_ex[cu2cl_lane];
          if (cu2cl_lanes_cu2cl_iteration6[cu2cl_lane])
            s[cu2cl_lanes_t[cu2cl_lane]] =
                hashMix(cu2cl_lanes_t[cu2cl_lane] * 8u + cu2cl_lanes_i[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_iteration6[cu2cl_lane])
            cu2cl_lanes_acc[cu2cl_lane] =
                cu2cl_lanes_acc[cu2cl_lane] * 1000003u +
                s[slotOf(cu2cl_lanes_t[cu2cl_lane],
                         cu2cl_lanes_lane[cu2cl_lane] ^
                             (cu2cl_shl_u32(1u, cu2cl_lanes_i[cu2cl_lane])),
                         cu2cl_lanes_m_1[cu2cl_lane])];
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          ++cu2cl_lanes_i[cu2cl_lane];
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
  uint cu2cl_lanes_live[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    bool cu2cl_lanes_cu2cl_then7;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][4] = cu2cl_lanes_acc[cu2cl_lane];
    cu2cl_lanes_cu2cl_then7 =
        cu2cl_lanes_cu2cl_active[cu2cl_lane] && (exitsEarly(cu2cl_lanes_t[cu2cl_lane]));
    {
      if (cu2cl_lanes_cu2cl_then7) {
        cu2cl_lanes_cu2cl_then7 = false;
        cu2cl_lanes_cu2cl_active[cu2cl_lane] = false;
      }
    }
    cu2cl_lanes_live[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      for (uint j = 0; j < 32u; ++j)
        if (!exitsEarly((cu2cl_lanes_t[cu2cl_lane] & ~31u) + j))
          cu2cl_lanes_live[cu2cl_lane] |= cu2cl_shl_u32(1u, j);
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_live[cu2cl_lane] &= cu2cl_lanes_ex[cu2cl_lane];
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      s[cu2cl_lanes_t[cu2cl_lane]] = hashMix(cu2cl_lanes_t[cu2cl_lane] + 5u);
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][5] =
          s[slotOf(cu2cl_lanes_t[cu2cl_lane], (cu2cl_lanes_lane[cu2cl_lane] + 5u) & 31u,
                   cu2cl_lanes_live[cu2cl_lane])];
  }
}
#endif
