// OpenCL C 1.2 translated by cu2cl from counted_loops.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// A for loop whose header declares its variable and whose step is the only
// other place that assigns it has the same trip count for every work-item
// that reaches it. Under a varying `if` it keeps its shape (no block-wide
// vote per iteration): the uniform rewrite runs its header for every
// work-item, the ones outside the `if` without running the body
// (Divergence::isCountedLoop). The nonuniform-reduction paper's offset loop
// (`for (int j = 0; j <= 5; j++)` under `if (w_i == 0 && w_l < numWarps)`)
// is this shape. Block 48: warp 0 is threads 0-31, warp 1 threads 32-47.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/counted_loops.cl bitCounts 1 48 48 16 | FileCheck %s --check-prefix=BITS
// RUN: timeout 120 %cl-run %t/counted_loops.cl countedBreak 1 48 48 16 | FileCheck %s --check-prefix=BREAK
// RUN: timeout 120 %cl-run %t/counted_loops.cl bodyAssigns 1 48 48 16 | FileCheck %s --check-prefix=BODY
// PoCL's other work-group methods got this loop wrong (every thread of warp 1 counted, or no
// thread wrote) until each iteration ended in cu2cl_loop_sync(), a barrier there.
// RUN: env POCL_KERNEL_CACHE=0 POCL_WORK_GROUP_METHOD=repl timeout 120 %cl-run %t/counted_loops.cl bitCounts 1 48 48 16 | FileCheck %s --check-prefix=BITS
// RUN: env POCL_KERNEL_CACHE=0 POCL_WORK_GROUP_METHOD=loops timeout 120 %cl-run %t/counted_loops.cl bitCounts 1 48 48 16 | FileCheck %s --check-prefix=BITS
// RUN: grep -v '^ *//' %t/counted_loops.cl | FileCheck %s --check-prefix=CODE

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

// Threads 0-39 run the loop: for each bit j of 0..5, the number of threads of
// their warp below 40 whose index has bit j set. Warp 0 (0-31): 16 for each
// of bits 0-4, none for bit 5: 80. Warp 1 (32-39): bit 5 set for all 8, bits 0-2 for 4 each,
// bits 3-4 for none: 8 + 12 = 20. Threads 40-47 write -1.
// BITS: 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80{{$}}
// BITS-NEXT: 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80{{$}}
// BITS-NEXT: 20 20 20 20 20 20 20 20 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// CODE-LABEL: __kernel void bitCounts(
// CODE: bool cu2cl_then1 = (t < 40);
// CODE: for (int j = 0; j <= 5; j++) {
// CODE-NOT: cu2cl_syncthreads_or
// CODE: cu2cl_loop_sync();
// CODE: __kernel void countedBreak(
CU2CL_KERNEL_ATTRS __kernel void bitCounts(__global long *out, ulong out_cu2cl_offset,
                                           __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int t = (uint)get_local_id(0);
  uint mask = t < 32 ? 0xffffffffu : 0x000000ffu;
  if (t < 40) {
    int acc = 0;
    for (int j = 0; j <= 5; j++)
      acc += cu2cl_popc(cu2cl_nv_ballot_sync(mask, (cu2cl_shr_i32(t, j)) & 1));
    out[t] = acc;
  } else {
    out[t] = -1;
  }
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  int t = (uint)get_local_id(0);
  uint mask = t < 32 ? 0xffffffffu : 0x000000ffu;
  bool cu2cl_then1 = (t < 40);
  bool cu2cl_else2 = !cu2cl_then1;
  if (cu2cl_warp_enters(cu2cl_then1)) {
    int acc = 0;
    for (int j = 0; j <= 5; j++) {
      uint cu2cl_sync3 =
          cu2cl_ballot_sync(mask, (cu2cl_shr_i32(t, j)) & 1, cu2cl_then1, cu2cl_scratch);
      if (cu2cl_then1)
        acc += cu2cl_popc(cu2cl_sync3);
      cu2cl_loop_sync();
    }
    if (cu2cl_then1)
      out[t] = acc;
  }
  {
    if (cu2cl_else2)
      out[t] = -1;
  }
}
#endif

// A counted loop that work-items leave by break: thread `lane` leaves after
// iteration `lane`, so iteration j runs for the lanes >= j. The loop is voted
// (a work-item's break is its own), but its step runs for every work-item.
// Each thread below 40 adds, per iteration it runs, the number of lanes of
// its warp in that iteration: warp 0 lane l: sum over j = 0..min(l, 7) of
// (32 - j); warp 1 (8 lanes) lane l: sum over j = 0..l of (8 - j).
// BREAK: 32 63 93 122 150 177 203 228 228 228 228 228 228 228 228 228{{$}}
// BREAK-NEXT: 228 228 228 228 228 228 228 228 228 228 228 228 228 228 228 228{{$}}
// BREAK-NEXT: 8 15 21 26 30 33 35 36 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// CODE: for (;;) {
// CODE: cu2cl_loop{{[0-9]+}} = false;
// CODE: }
// CODE-NEXT: }
// CODE-NEXT: }
// CODE-NEXT: j++;
// CODE-NEXT: barrier(CLK_LOCAL_MEM_FENCE);
// CODE: __kernel void bodyAssigns(
CU2CL_KERNEL_ATTRS __kernel void countedBreak(__global long *out, ulong out_cu2cl_offset,
                                              __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int t = (uint)get_local_id(0);
  int lane = t & 31;
  uint warp = t < 32 ? 0xffffffffu : 0x000000ffu;
  if (t < 40) {
    int acc = 0;
    for (int j = 0; j < 8; j++) {
      uint mask = warp & ~((cu2cl_shl_u32(1u, j))-1u); // lanes j and above are still here
      acc += cu2cl_popc(cu2cl_nv_ballot_sync(mask, 1));
      if (lane == j)
        break;
    }
    out[t] = acc;
  } else {
    out[t] = -1;
  }
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  int t = (uint)get_local_id(0);
  int lane = t & 31;
  uint warp = t < 32 ? 0xffffffffu : 0x000000ffu;
  bool cu2cl_then1 = (t < 40);
  bool cu2cl_else2 = !cu2cl_then1;
  {
    int acc = 0;
    {
      bool cu2cl_loop3 = cu2cl_then1;
      int j = 0;
      for (;;) {
        if (cu2cl_loop3)
          cu2cl_loop3 = j < 8;
        if (!cu2cl_syncthreads_or(cu2cl_loop3, true, cu2cl_scratch))
          break;
        bool cu2cl_iteration4 = cu2cl_loop3;
        {
          uint mask = warp & ~((cu2cl_shl_u32(1u, j))-1u); // lanes j and above are still here
          uint cu2cl_sync5 = cu2cl_ballot_sync(mask, 1, cu2cl_iteration4, cu2cl_scratch);
          if (cu2cl_iteration4)
            acc += cu2cl_popc(cu2cl_sync5);
          bool cu2cl_then6 = cu2cl_iteration4 && (lane == j);
          {
            if (cu2cl_then6) {
              cu2cl_then6 = false;
              cu2cl_iteration4 = false;
              cu2cl_loop3 = false;
            }
          }
        }
        j++;
        barrier(CLK_LOCAL_MEM_FENCE);
      }
    }
    if (cu2cl_then1)
      out[t] = acc;
  }
  {
    if (cu2cl_else2)
      out[t] = -1;
  }
}
#endif

// The body assigns the loop variable: not counted, the loop is voted. Thread
// t below 40 runs iterations j = 0, 2, 4 (j += 1 in the body and in the
// step) and adds the count of its warp's threads below 40: 3 * 32 = 96 in
// warp 0, 3 * 8 = 24 in warp 1.
// BODY: 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96{{$}}
// BODY-NEXT: 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96{{$}}
// BODY-NEXT: 24 24 24 24 24 24 24 24 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// CODE: cu2cl_syncthreads_or
CU2CL_KERNEL_ATTRS __kernel void bodyAssigns(__global long *out, ulong out_cu2cl_offset,
                                             __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int t = (uint)get_local_id(0);
  uint mask = t < 32 ? 0xffffffffu : 0x000000ffu;
  if (t < 40) {
    int acc = 0;
    for (int j = 0; j < 6; j++) {
      acc += cu2cl_popc(cu2cl_nv_ballot_sync(mask, 1));
      j += 1;
    }
    out[t] = acc;
  } else {
    out[t] = -1;
  }
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  int t = (uint)get_local_id(0);
  uint mask = t < 32 ? 0xffffffffu : 0x000000ffu;
  bool cu2cl_then1 = (t < 40);
  bool cu2cl_else2 = !cu2cl_then1;
  {
    int acc = 0;
    {
      bool cu2cl_loop3 = cu2cl_then1;
      int j = 0;
      for (;;) {
        if (cu2cl_loop3)
          cu2cl_loop3 = j < 6;
        if (!cu2cl_syncthreads_or(cu2cl_loop3, true, cu2cl_scratch))
          break;
        bool cu2cl_iteration4 = cu2cl_loop3;
        {
          uint cu2cl_sync5 = cu2cl_ballot_sync(mask, 1, cu2cl_iteration4, cu2cl_scratch);
          if (cu2cl_iteration4)
            acc += cu2cl_popc(cu2cl_sync5);
          if (cu2cl_iteration4)
            j += 1;
        }
        if (cu2cl_loop3)
          j++;
        barrier(CLK_LOCAL_MEM_FENCE);
      }
    }
    if (cu2cl_then1)
      out[t] = acc;
  }
  {
    if (cu2cl_else2)
      out[t] = -1;
  }
}
#endif

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of bitCounts
__kernel void bitCounts__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                     __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t < 40);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
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
    int cu2cl_lanes_acc[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_acc[cu2cl_lane] = 0;
    }
    {
      int cu2cl_lanes_j[32];
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_j[cu2cl_lane] = 0;
      }
      for (;;) {
        bool cu2cl_wfc2;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc2 = (cu2cl_lanes_j[cu2cl_lane] <= 5);
        }
        if (!cu2cl_wfc2)
          break;
        {
          uint cu2cl_wf2_mask[32];
          uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
            const uint cu2cl_lanes_mask = cu2cl_lanes_t < 32 ? 0xffffffffu : 0x000000ffu;
            const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t < 40);
            cu2cl_wf2_mask[cu2cl_lane] = (cu2cl_lanes_mask);
            {
              const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
              cu2cl_wf2_x |=
                  (uint)(cu2cl_act &&
                         (int)((cu2cl_shr_i32(cu2cl_lanes_t, cu2cl_lanes_j[cu2cl_lane])) & 1) != 0)
                  << cu2cl_lane;
              cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
            }
          }
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
            const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t < 40);
            uint cu2cl_lanes_cu2cl_sync3;
            cu2cl_lanes_cu2cl_sync3 = (cu2cl_wf2_x & cu2cl_wf2_mask[cu2cl_lane]);
            if (cu2cl_lanes_cu2cl_then1)
              cu2cl_lanes_acc[cu2cl_lane] += cu2cl_popc(cu2cl_lanes_cu2cl_sync3);
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_lanes_j[cu2cl_lane]++;
        }
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t < 40);
      if (cu2cl_lanes_cu2cl_then1)
        out[cu2cl_lanes_t] = cu2cl_lanes_acc[cu2cl_lane];
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t < 40);
    const bool cu2cl_lanes_cu2cl_else2 = !cu2cl_lanes_cu2cl_then1;
    {
      if (cu2cl_lanes_cu2cl_else2)
        out[cu2cl_lanes_t] = -1;
    }
  }
}

// cu2cl: the warp form of countedBreak
__kernel void countedBreak__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                        __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_lanes_acc[32];
  bool cu2cl_lanes_cu2cl_loop3[32];
  int cu2cl_lanes_j[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t < 40);
    cu2cl_lanes_acc[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_loop3[cu2cl_lane] = cu2cl_lanes_cu2cl_then1;
    cu2cl_lanes_j[cu2cl_lane] = 0;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop3[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop3[cu2cl_lane] = cu2cl_lanes_j[cu2cl_lane] < 8;
          {
            const bool cu2cl_act = (true);
            cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_loop3[cu2cl_lane]) != 0)
                           << cu2cl_lane;
            cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        const uint cu2cl_wf1_block = cu2cl_wf_block_sum((uint)(cu2cl_wf1_x != 0u), cu2cl_scratch);
        bool cu2cl_wfc1;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc1 = (!(cu2cl_wf1_block != 0u));
        }
        if (cu2cl_wfc1) {
          break;
        }
        bool cu2cl_lanes_cu2cl_iteration4[32];
        uint cu2cl_wf2_mask[32];
        uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
          const uint cu2cl_lanes_warp = cu2cl_lanes_t < 32 ? 0xffffffffu : 0x000000ffu;
          uint cu2cl_lanes_mask;
          cu2cl_lanes_cu2cl_iteration4[cu2cl_lane] = cu2cl_lanes_cu2cl_loop3[cu2cl_lane];
          cu2cl_lanes_mask =
              cu2cl_lanes_warp & ~((cu2cl_shl_u32(1u, cu2cl_lanes_j[cu2cl_lane]))-1u);
          cu2cl_wf2_mask[cu2cl_lane] = (cu2cl_lanes_mask);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_iteration4[cu2cl_lane]);
            cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
            cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
          const int cu2cl_lanes_lane = cu2cl_lanes_t & 31;
          uint cu2cl_lanes_cu2cl_sync5;
          bool cu2cl_lanes_cu2cl_then6;
          cu2cl_lanes_cu2cl_sync5 = (cu2cl_wf2_x & cu2cl_wf2_mask[cu2cl_lane]);
          if (cu2cl_lanes_cu2cl_iteration4[cu2cl_lane])
            cu2cl_lanes_acc[cu2cl_lane] += cu2cl_popc(cu2cl_lanes_cu2cl_sync5);
          cu2cl_lanes_cu2cl_then6 = cu2cl_lanes_cu2cl_iteration4[cu2cl_lane] &&
                                    (cu2cl_lanes_lane == cu2cl_lanes_j[cu2cl_lane]);
          {
            if (cu2cl_lanes_cu2cl_then6) {
              cu2cl_lanes_cu2cl_then6 = false;
              cu2cl_lanes_cu2cl_iteration4[cu2cl_lane] = false;
              cu2cl_lanes_cu2cl_loop3[cu2cl_lane] = false;
            }
          }
          cu2cl_lanes_j[cu2cl_lane]++;
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t < 40);
    const bool cu2cl_lanes_cu2cl_else2 = !cu2cl_lanes_cu2cl_then1;
    if (cu2cl_lanes_cu2cl_then1)
      out[cu2cl_lanes_t] = cu2cl_lanes_acc[cu2cl_lane];
    {
      if (cu2cl_lanes_cu2cl_else2)
        out[cu2cl_lanes_t] = -1;
    }
  }
}

// cu2cl: the warp form of bodyAssigns
__kernel void bodyAssigns__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_lanes_acc[32];
  bool cu2cl_lanes_cu2cl_loop3[32];
  int cu2cl_lanes_j[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t < 40);
    cu2cl_lanes_acc[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_loop3[cu2cl_lane] = cu2cl_lanes_cu2cl_then1;
    cu2cl_lanes_j[cu2cl_lane] = 0;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop3[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop3[cu2cl_lane] = cu2cl_lanes_j[cu2cl_lane] < 6;
          {
            const bool cu2cl_act = (true);
            cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_loop3[cu2cl_lane]) != 0)
                           << cu2cl_lane;
            cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        const uint cu2cl_wf1_block = cu2cl_wf_block_sum((uint)(cu2cl_wf1_x != 0u), cu2cl_scratch);
        bool cu2cl_wfc1;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc1 = (!(cu2cl_wf1_block != 0u));
        }
        if (cu2cl_wfc1) {
          break;
        }
        bool cu2cl_lanes_cu2cl_iteration4[32];
        uint cu2cl_wf2_mask[32];
        uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
          const uint cu2cl_lanes_mask = cu2cl_lanes_t < 32 ? 0xffffffffu : 0x000000ffu;
          cu2cl_lanes_cu2cl_iteration4[cu2cl_lane] = cu2cl_lanes_cu2cl_loop3[cu2cl_lane];
          cu2cl_wf2_mask[cu2cl_lane] = (cu2cl_lanes_mask);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_iteration4[cu2cl_lane]);
            cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
            cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          uint cu2cl_lanes_cu2cl_sync5;
          cu2cl_lanes_cu2cl_sync5 = (cu2cl_wf2_x & cu2cl_wf2_mask[cu2cl_lane]);
          if (cu2cl_lanes_cu2cl_iteration4[cu2cl_lane])
            cu2cl_lanes_acc[cu2cl_lane] += cu2cl_popc(cu2cl_lanes_cu2cl_sync5);
          if (cu2cl_lanes_cu2cl_iteration4[cu2cl_lane])
            cu2cl_lanes_j[cu2cl_lane] += 1;
          if (cu2cl_lanes_cu2cl_loop3[cu2cl_lane])
            cu2cl_lanes_j[cu2cl_lane]++;
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t < 40);
    const bool cu2cl_lanes_cu2cl_else2 = !cu2cl_lanes_cu2cl_then1;
    if (cu2cl_lanes_cu2cl_then1)
      out[cu2cl_lanes_t] = cu2cl_lanes_acc[cu2cl_lane];
    {
      if (cu2cl_lanes_cu2cl_else2)
        out[cu2cl_lanes_t] = -1;
    }
  }
}
#endif
