// OpenCL C 1.2 translated by cu2cl from block_votes.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// Block votes translated by cu2cl and run on the OpenCL device: the
// __syncthreads_count/and/or results over the threads that have not exited,
// on blocks 1, 31, 33, 48, 96, 1024, (8,8), (16,3) and (4,2,5), three blocks
// per grid with different exits (block 0: none; block 1: a quarter of the
// threads, scattered; block 2: all of warp 1 and every fifth thread). (a) straight-line,
// (b)/(d) after `return` (the block-level form of `if (idx < n)`: CUDA's
// __syncthreads must not sit under a condition that threads skip without
// exiting), (c) in a loop whose trip count depends on the thread through a
// return inside it. Predicates take the values 0, 2, -1 and 0x100; and/or are
// compared with != 0. Expected values: Inputs/block_votes.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: for s in "1 1" "31 31" "33 33" "48 48" "96 96" "1024 1024" "8,8 64" "16,3 48" "4,2,5 40"; do \
// RUN:   set -- $s; \
// RUN:   echo "### blockVotes $1" && timeout 120 %cl-run %t/block_votes.cl blockVotes 3 $1 $((3 * $2 * 6)) 6 || exit 1; \
// RUN: done > %t/actual.txt
// RUN: python3 %S/Inputs/block_votes.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
// The same on the device library's GPU path (a CPU device gets -DCU2CL_DEVICE_CPU=1, where
// lane 0 gathers a warp's votes and work-item 0 sums a block's; other devices do not).
// RUN: for s in "1 1" "31 31" "33 33" "48 48" "96 96" "1024 1024" "8,8 64" "16,3 48" "4,2,5 40"; do \
// RUN:   set -- $s; \
// RUN:   echo "### blockVotes $1" && timeout 120 %cl-run %t/block_votes.cl blockVotes 3 $1 $((3 * $2 * 6)) 6 --build-options=-DCU2CL_DEVICE_CPU=0 || exit 1; \
// RUN: done > %t/actual-gpu-path.txt
// RUN: diff %t/expected.txt %t/actual-gpu-path.txt

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

int votePred(uint x) {
  uint h = hashMix(x) & 7u;
  return h < 3 ? 0 : h < 5 ? 2 : h < 7 ? -1 : 0x100;
}

bool exitsFirst(uint b, uint t) {
  if (b == 1u)
    return hashMix(t + 55u) % 4u == 0u;
  if (b == 2u)
    return (t >= 32u && t < 64u) || t % 5u == 0u;
  return false;
}

// One line of 6 values per thread; exited threads leave the rest unwritten.
CU2CL_KERNEL_ATTRS __kernel void blockVotes(__global long *out, ulong out_cu2cl_offset,
                                            __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = linearTid();
  uint n = blockSize();
  uint b = (uint)get_group_id(0);
  uint g = b * n + t;
  __global long *o = out + g * 6u;
  int p = votePred(g);
  o[0] = cu2cl_nv_syncthreads_count(p);
  o[1] = (cu2cl_nv_syncthreads_and(p) != 0) +
         2 * (cu2cl_nv_syncthreads_or((int)(t == n - 1u && p)) != 0);
  if (exitsFirst(b, t)) {
    o[2] = -2;
    return;
  }
  o[2] = cu2cl_nv_syncthreads_count(p);
  o[3] = (cu2cl_nv_syncthreads_and((int)(p || !exitsFirst(b, t + 1u))) != 0) +
         2 * (cu2cl_nv_syncthreads_or(votePred(g + 1u)) != 0);
  ulong acc = 0;
  for (uint i = 0; i < 4u; ++i) {
    if (hashMix(g) % 5u == i) {
      o[4] = acc;
      o[5] = i;
      return;
    }
    acc = acc * 1025u + cu2cl_nv_syncthreads_count(votePred(g + i));
    acc = acc * 2u + (cu2cl_nv_syncthreads_and(votePred(g * 7u + i)) != 0);
  }
  o[4] = acc;
  o[5] = 4;
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
  uint b = (uint)get_group_id(0);
  uint g = b * n + t;
  __global long *o = out + g * 6u;
  int p = 0;
  if (cu2cl_active)
    p = votePred(g);
  int cu2cl_sync1 = cu2cl_syncthreads_count(p, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[0] = cu2cl_sync1;
  int cu2cl_sync2 = cu2cl_syncthreads_and(p, cu2cl_active, cu2cl_scratch);
  int cu2cl_sync3 = cu2cl_syncthreads_or((int)(t == n - 1u && p), cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[1] = (cu2cl_sync2 != 0) + 2 * (cu2cl_sync3 != 0);
  bool cu2cl_then4 = cu2cl_active && (exitsFirst(b, t));
  {
    if (cu2cl_then4)
      o[2] = -2;
    if (cu2cl_then4) {
      cu2cl_then4 = false;
      cu2cl_active = false;
    }
  }
  int cu2cl_sync5 = cu2cl_syncthreads_count(p, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[2] = cu2cl_sync5;
  int cu2cl_arg6 = 0;
  if (cu2cl_active)
    cu2cl_arg6 = p || !exitsFirst(b, t + 1u);
  int cu2cl_sync7 = cu2cl_syncthreads_and(cu2cl_arg6, cu2cl_active, cu2cl_scratch);
  int cu2cl_arg8 = 0;
  if (cu2cl_active)
    cu2cl_arg8 = votePred(g + 1u);
  int cu2cl_sync9 = cu2cl_syncthreads_or(cu2cl_arg8, cu2cl_active, cu2cl_scratch);
  if (cu2cl_active)
    o[3] = (cu2cl_sync7 != 0) + 2 * (cu2cl_sync9 != 0);
  ulong acc = 0;
  for (uint i = 0; i < 4u; ++i) {
    {
      bool cu2cl_then10 = cu2cl_active && (hashMix(g) % 5u == i);
      {
        if (cu2cl_then10)
          o[4] = acc;
        if (cu2cl_then10)
          o[5] = i;
        if (cu2cl_then10) {
          cu2cl_then10 = false;
          cu2cl_active = false;
        }
      }
      int cu2cl_arg11 = 0;
      if (cu2cl_active)
        cu2cl_arg11 = votePred(g + i);
      int cu2cl_sync12 = cu2cl_syncthreads_count(cu2cl_arg11, cu2cl_active, cu2cl_scratch);
      if (cu2cl_active)
        acc = acc * 1025u + cu2cl_sync12;
      int cu2cl_arg13 = 0;
      if (cu2cl_active)
        cu2cl_arg13 = votePred(g * 7u + i);
      int cu2cl_sync14 = cu2cl_syncthreads_and(cu2cl_arg13, cu2cl_active, cu2cl_scratch);
      if (cu2cl_active)
        acc = acc * 2u + (cu2cl_sync14 != 0);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_active)
    o[4] = acc;
  if (cu2cl_active)
    o[5] = 4;
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

// cu2cl: the warp form of blockVotes
__kernel void blockVotes__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                      __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_active[32];
  uint cu2cl_lanes_t[32];
  uint cu2cl_lanes_n[32];
  uint cu2cl_lanes_g[32];
  __global long *cu2cl_lanes_o[32];
  int cu2cl_lanes_p[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_b = (uint)get_group_id(0);
    cu2cl_lanes_cu2cl_active[cu2cl_lane] = true;
    cu2cl_lanes_t[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_t[cu2cl_lane] = linearTid__cu2cl_lane(cu2cl_lane);
    cu2cl_lanes_n[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_n[cu2cl_lane] = blockSize__cu2cl_lane(cu2cl_lane);
    cu2cl_lanes_g[cu2cl_lane] =
        cu2cl_lanes_b * cu2cl_lanes_n[cu2cl_lane] + cu2cl_lanes_t[cu2cl_lane];
    cu2cl_lanes_o[cu2cl_lane] = out + cu2cl_lanes_g[cu2cl_lane] * 6u;
    cu2cl_lanes_p[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_p[cu2cl_lane] = votePred(cu2cl_lanes_g[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf1_block = cu2cl_wf_block_sum(popcount(cu2cl_wf1_x), cu2cl_scratch);
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_cu2cl_sync1 = (int)cu2cl_wf1_block;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][0] = cu2cl_lanes_cu2cl_sync1;
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf2_block =
      cu2cl_wf_block_sum((uint)(cu2cl_wf2_x != cu2cl_wf2_y), cu2cl_scratch);
  uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf3_x |=
          (uint)(cu2cl_act &&
                 (int)((int)(cu2cl_lanes_t[cu2cl_lane] == cu2cl_lanes_n[cu2cl_lane] - 1u &&
                             cu2cl_lanes_p[cu2cl_lane])) != 0)
          << cu2cl_lane;
      cu2cl_wf3_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf3_block = cu2cl_wf_block_sum((uint)(cu2cl_wf3_x != 0u), cu2cl_scratch);
  uint cu2cl_wf4_x = 0u, cu2cl_wf4_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_b = (uint)get_group_id(0);
    const int cu2cl_lanes_cu2cl_sync2 = (cu2cl_wf2_block == 0u);
    const int cu2cl_lanes_cu2cl_sync3 = (cu2cl_wf3_block != 0u);
    bool cu2cl_lanes_cu2cl_then4;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][1] =
          (cu2cl_lanes_cu2cl_sync2 != 0) + 2 * (cu2cl_lanes_cu2cl_sync3 != 0);
    cu2cl_lanes_cu2cl_then4 = cu2cl_lanes_cu2cl_active[cu2cl_lane] &&
                              (exitsFirst(cu2cl_lanes_b, cu2cl_lanes_t[cu2cl_lane]));
    {
      if (cu2cl_lanes_cu2cl_then4)
        cu2cl_lanes_o[cu2cl_lane][2] = -2;
      if (cu2cl_lanes_cu2cl_then4) {
        cu2cl_lanes_cu2cl_then4 = false;
        cu2cl_lanes_cu2cl_active[cu2cl_lane] = false;
      }
    }
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf4_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_p[cu2cl_lane]) != 0) << cu2cl_lane;
      cu2cl_wf4_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf4_block = cu2cl_wf_block_sum(popcount(cu2cl_wf4_x), cu2cl_scratch);
  uint cu2cl_wf5_x = 0u, cu2cl_wf5_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_b = (uint)get_group_id(0);
    const int cu2cl_lanes_cu2cl_sync5 = (int)cu2cl_wf4_block;
    int cu2cl_lanes_cu2cl_arg6;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][2] = cu2cl_lanes_cu2cl_sync5;
    cu2cl_lanes_cu2cl_arg6 = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_cu2cl_arg6 =
          cu2cl_lanes_p[cu2cl_lane] || !exitsFirst(cu2cl_lanes_b, cu2cl_lanes_t[cu2cl_lane] + 1u);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf5_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_arg6) != 0) << cu2cl_lane;
      cu2cl_wf5_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf5_block =
      cu2cl_wf_block_sum((uint)(cu2cl_wf5_x != cu2cl_wf5_y), cu2cl_scratch);
  uint cu2cl_wf6_x = 0u, cu2cl_wf6_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    int cu2cl_lanes_cu2cl_arg8;
    cu2cl_lanes_cu2cl_arg8 = 0;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_cu2cl_arg8 = votePred(cu2cl_lanes_g[cu2cl_lane] + 1u);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf6_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_arg8) != 0) << cu2cl_lane;
      cu2cl_wf6_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf6_block = cu2cl_wf_block_sum((uint)(cu2cl_wf6_x != 0u), cu2cl_scratch);
  ulong cu2cl_lanes_acc[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_cu2cl_sync7 = (cu2cl_wf5_block == 0u);
    const int cu2cl_lanes_cu2cl_sync9 = (cu2cl_wf6_block != 0u);
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][3] =
          (cu2cl_lanes_cu2cl_sync7 != 0) + 2 * (cu2cl_lanes_cu2cl_sync9 != 0);
    cu2cl_lanes_acc[cu2cl_lane] = 0;
  }
  {
    uint cu2cl_lanes_i[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_i[cu2cl_lane] = 0;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_i[cu2cl_lane] < 4u);
      }
      if (!cu2cl_wfc1)
        break;
      {
        uint cu2cl_wf7_x = 0u, cu2cl_wf7_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          bool cu2cl_lanes_cu2cl_then10;
          int cu2cl_lanes_cu2cl_arg11;
          cu2cl_lanes_cu2cl_then10 =
              cu2cl_lanes_cu2cl_active[cu2cl_lane] &&
              (hashMix(cu2cl_lanes_g[cu2cl_lane]) % 5u == cu2cl_lanes_i[cu2cl_lane]);
          {
            if (cu2cl_lanes_cu2cl_then10)
              cu2cl_lanes_o[cu2cl_lane][4] = cu2cl_lanes_acc[cu2cl_lane];
            if (cu2cl_lanes_cu2cl_then10)
              cu2cl_lanes_o[cu2cl_lane][5] = cu2cl_lanes_i[cu2cl_lane];
            if (cu2cl_lanes_cu2cl_then10) {
              cu2cl_lanes_cu2cl_then10 = false;
              cu2cl_lanes_cu2cl_active[cu2cl_lane] = false;
            }
          }
          cu2cl_lanes_cu2cl_arg11 = 0;
          if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
            cu2cl_lanes_cu2cl_arg11 =
                votePred(cu2cl_lanes_g[cu2cl_lane] + cu2cl_lanes_i[cu2cl_lane]);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
            cu2cl_wf7_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_arg11) != 0) << cu2cl_lane;
            cu2cl_wf7_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        const uint cu2cl_wf7_block = cu2cl_wf_block_sum(popcount(cu2cl_wf7_x), cu2cl_scratch);
        uint cu2cl_wf8_x = 0u, cu2cl_wf8_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_cu2cl_sync12 = (int)cu2cl_wf7_block;
          int cu2cl_lanes_cu2cl_arg13;
          if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
            cu2cl_lanes_acc[cu2cl_lane] =
                cu2cl_lanes_acc[cu2cl_lane] * 1025u + cu2cl_lanes_cu2cl_sync12;
          cu2cl_lanes_cu2cl_arg13 = 0;
          if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
            cu2cl_lanes_cu2cl_arg13 =
                votePred(cu2cl_lanes_g[cu2cl_lane] * 7u + cu2cl_lanes_i[cu2cl_lane]);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
            cu2cl_wf8_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_arg13) != 0) << cu2cl_lane;
            cu2cl_wf8_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        const uint cu2cl_wf8_block =
            cu2cl_wf_block_sum((uint)(cu2cl_wf8_x != cu2cl_wf8_y), cu2cl_scratch);
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_cu2cl_sync14 = (cu2cl_wf8_block == 0u);
          if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
            cu2cl_lanes_acc[cu2cl_lane] =
                cu2cl_lanes_acc[cu2cl_lane] * 2u + (cu2cl_lanes_cu2cl_sync14 != 0);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        ++cu2cl_lanes_i[cu2cl_lane];
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][4] = cu2cl_lanes_acc[cu2cl_lane];
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_o[cu2cl_lane][5] = 4;
  }
}
#endif
