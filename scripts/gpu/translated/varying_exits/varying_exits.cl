// OpenCL C 1.2 translated by cu2cl from varying_exits.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// Values that a varying exit makes vary, and loops that some work-items leave by a break.
// breakBallot: x is the last iteration before the lane's break (lanes 0-7: 0, 8-15: 1, 16-23: 2,
//   24-31: 3); lanes 16-31 vote, their ballot is their odd lanes (0xaaaa0000 = 2863267840), the
//   others print -1. The assignment after the break varies, so the branch on x is rewritten.
// returnLoop: lanes 16-31 return; n is assigned after the return, so the loop's trip count
//   varies: the exited work-items must still reach its ballots (PoCL crashed, a segmentation
//   fault, when the loop kept its shape). Lanes 0-15: 0xaaaa + 0xcccc = 96118.
// breakAcrossBarrier: no primitive under divergent control, but PoCL 3.1 gave every work-item the
//   last iteration's x (3) when x lives across the barrier after a loop left by a varying
//   break; the loop is printed in the uniform form, with one exit.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/varying_exits.cl breakBallot 1 64 64 32 | FileCheck %s --check-prefix=BREAK
// RUN: timeout 120 %cl-run %t/varying_exits.cl returnLoop 1 64 64 32 | FileCheck %s --check-prefix=RETURN
// RUN: timeout 120 %cl-run %t/varying_exits.cl breakAcrossBarrier 1 64 64 32 | FileCheck %s --check-prefix=BARRIER
// BREAK: {{^(-1 ){16}(2863267840 ){15}2863267840$}}
// BREAK-NEXT: {{^(-1 ){16}(2863267840 ){15}2863267840$}}
// RETURN: {{^(96118 ){16}(-1 ){15}-1$}}
// RETURN-NEXT: {{^(96118 ){16}(-1 ){15}-1$}}
// BARRIER: {{^(0 ){8}(1 ){8}(2 ){8}(3 ){7}3$}}
// BARRIER-NEXT: {{^(0 ){8}(1 ){8}(2 ){8}(3 ){7}3$}}

static inline uint cu2cl_shr_u32(uint value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  uint result;
  __asm__("shr.u32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return amount < 32 ? value >> amount : 0;
#endif
}

CU2CL_KERNEL_ATTRS __kernel void breakBallot(__global long *out, ulong out_cu2cl_offset,
                                             __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint lane = (uint)get_local_id(0) & 31u;
  int x = 0;
  for (int i = 0; i < 4; ++i) {
    if (lane < 8u * i)
      break;
    x = i;
  }
  long r = -1;
  if (x >= 2)
    r = cu2cl_nv_ballot_sync(0xffff0000u, (int)(lane & 1u));
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint lane = (uint)get_local_id(0) & 31u;
  int x = 0;
  {
    bool cu2cl_loop1 = true;
    int i = 0;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = i < 4;
      if (!cu2cl_syncthreads_or(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        bool cu2cl_then3 = cu2cl_iteration2 && (lane < 8u * i);
        {
          if (cu2cl_then3) {
            cu2cl_then3 = false;
            cu2cl_iteration2 = false;
            cu2cl_loop1 = false;
          }
        }
        if (cu2cl_iteration2)
          x = i;
      }
      ++i;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  long r = -1;
  bool cu2cl_then4 = (x >= 2);
  if (cu2cl_warp_enters(cu2cl_then4)) {
    uint cu2cl_sync5 = cu2cl_ballot_sync(0xffff0000u, (int)(lane & 1u), cu2cl_then4, cu2cl_scratch);
    if (cu2cl_then4)
      r = cu2cl_sync5;
  }
  out[(uint)get_local_id(0)] = r;
}
#endif

CU2CL_KERNEL_ATTRS __kernel void returnLoop(__global long *out, ulong out_cu2cl_offset,
                                            __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint lane = (uint)get_local_id(0) & 31u;
  out[(uint)get_local_id(0)] = -1;
  int n = 0;
  if (lane >= 16u)
    return;
  n = 2;
  long r = 0;
  for (int k = 0; k < n; ++k)
    r += cu2cl_nv_ballot_sync(0x0000ffffu, (int)((cu2cl_shr_u32(lane, k)) & 1u));
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  bool cu2cl_active = true; // false once this work-item has returned
  uint lane = (uint)get_local_id(0) & 31u;
  if (cu2cl_active)
    out[(uint)get_local_id(0)] = -1;
  int n = 0;
  bool cu2cl_then1 = cu2cl_active && (lane >= 16u);
  {
    if (cu2cl_then1) {
      cu2cl_then1 = false;
      cu2cl_active = false;
    }
  }
  if (cu2cl_active)
    n = 2;
  long r = 0;
  {
    bool cu2cl_loop2 = cu2cl_active;
    int k = 0;
    for (;;) {
      if (cu2cl_loop2)
        cu2cl_loop2 = k < n;
      if (!cu2cl_syncthreads_or(cu2cl_loop2, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration3 = cu2cl_loop2;
      uint cu2cl_sync4 = cu2cl_ballot_sync(0x0000ffffu, (int)((cu2cl_shr_u32(lane, k)) & 1u),
                                           cu2cl_iteration3, cu2cl_scratch);
      if (cu2cl_iteration3)
        r += cu2cl_sync4;
      ++k;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  if (cu2cl_active)
    out[(uint)get_local_id(0)] = r;
}
#endif

CU2CL_KERNEL_ATTRS __kernel void breakAcrossBarrier(__global long *out, ulong out_cu2cl_offset,
                                                    __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint lane = (uint)get_local_id(0) & 31u;
  int x = 0;
  for (int i = 0; i < 4; ++i) {
    if (lane < 8u * i)
      break;
    x = i;
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[(uint)get_local_id(0)] = x;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint lane = (uint)get_local_id(0) & 31u;
  int x = 0;
  {
    bool cu2cl_loop1 = true;
    int i = 0;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = i < 4;
      if (!cu2cl_syncthreads_or(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        bool cu2cl_then3 = cu2cl_iteration2 && (lane < 8u * i);
        {
          if (cu2cl_then3) {
            cu2cl_then3 = false;
            cu2cl_iteration2 = false;
            cu2cl_loop1 = false;
          }
        }
        if (cu2cl_iteration2)
          x = i;
      }
      ++i;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[(uint)get_local_id(0)] = x;
}
#endif

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of breakBallot
__kernel void breakBallot__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_lanes_x[32];
  bool cu2cl_lanes_cu2cl_loop1[32];
  int cu2cl_lanes_i[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_x[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = true;
    cu2cl_lanes_i[cu2cl_lane] = 0;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = cu2cl_lanes_i[cu2cl_lane] < 4;
          {
            const bool cu2cl_act = (true);
            cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_loop1[cu2cl_lane]) != 0)
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
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
          bool cu2cl_lanes_cu2cl_iteration2;
          cu2cl_lanes_cu2cl_iteration2 = cu2cl_lanes_cu2cl_loop1[cu2cl_lane];
          {
            bool cu2cl_then3 =
                cu2cl_lanes_cu2cl_iteration2 && (cu2cl_lanes_lane < 8u * cu2cl_lanes_i[cu2cl_lane]);
            {
              if (cu2cl_then3) {
                cu2cl_then3 = false;
                cu2cl_lanes_cu2cl_iteration2 = false;
                cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = false;
              }
            }
            if (cu2cl_lanes_cu2cl_iteration2)
              cu2cl_lanes_x[cu2cl_lane] = cu2cl_lanes_i[cu2cl_lane];
          }
          ++cu2cl_lanes_i[cu2cl_lane];
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
  long cu2cl_lanes_r[32];
  bool cu2cl_lanes_cu2cl_then4[32];
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_r[cu2cl_lane] = -1;
    cu2cl_lanes_cu2cl_then4[cu2cl_lane] = (cu2cl_lanes_x[cu2cl_lane] >= 2);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then4[cu2cl_lane]);
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
    uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then4[cu2cl_lane]);
        cu2cl_wf3_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_lane & 1u)) != 0) << cu2cl_lane;
        cu2cl_wf3_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_cu2cl_sync5 = (cu2cl_wf3_x & (0xffff0000u));
      if (cu2cl_lanes_cu2cl_then4[cu2cl_lane])
        cu2cl_lanes_r[cu2cl_lane] = cu2cl_lanes_cu2cl_sync5;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_r[cu2cl_lane];
  }
}

// cu2cl: the warp form of returnLoop
__kernel void returnLoop__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                      __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_active[32];
  int cu2cl_lanes_n[32];
  long cu2cl_lanes_r[32];
  bool cu2cl_lanes_cu2cl_loop2[32];
  int cu2cl_lanes_k[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
    bool cu2cl_lanes_cu2cl_then1;
    cu2cl_lanes_cu2cl_active[cu2cl_lane] = true;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = -1;
    cu2cl_lanes_n[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_then1 = cu2cl_lanes_cu2cl_active[cu2cl_lane] && (cu2cl_lanes_lane >= 16u);
    {
      if (cu2cl_lanes_cu2cl_then1) {
        cu2cl_lanes_cu2cl_then1 = false;
        cu2cl_lanes_cu2cl_active[cu2cl_lane] = false;
      }
    }
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      cu2cl_lanes_n[cu2cl_lane] = 2;
    cu2cl_lanes_r[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_loop2[cu2cl_lane] = cu2cl_lanes_cu2cl_active[cu2cl_lane];
    cu2cl_lanes_k[cu2cl_lane] = 0;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop2[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop2[cu2cl_lane] =
                cu2cl_lanes_k[cu2cl_lane] < cu2cl_lanes_n[cu2cl_lane];
          {
            const bool cu2cl_act = (true);
            cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_loop2[cu2cl_lane]) != 0)
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
        bool cu2cl_lanes_cu2cl_iteration3[32];
        uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
          cu2cl_lanes_cu2cl_iteration3[cu2cl_lane] = cu2cl_lanes_cu2cl_loop2[cu2cl_lane];
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_iteration3[cu2cl_lane]);
            cu2cl_wf2_x |=
                (uint)(cu2cl_act &&
                       (int)((int)((cu2cl_shr_u32(cu2cl_lanes_lane, cu2cl_lanes_k[cu2cl_lane])) &
                                   1u)) != 0)
                << cu2cl_lane;
            cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const uint cu2cl_lanes_cu2cl_sync4 = (cu2cl_wf2_x & (0x0000ffffu));
          if (cu2cl_lanes_cu2cl_iteration3[cu2cl_lane])
            cu2cl_lanes_r[cu2cl_lane] += cu2cl_lanes_cu2cl_sync4;
          ++cu2cl_lanes_k[cu2cl_lane];
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_r[cu2cl_lane];
  }
}

// cu2cl: the warp form of breakAcrossBarrier
__kernel void breakAcrossBarrier__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                              __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_lanes_x[32];
  bool cu2cl_lanes_cu2cl_loop1[32];
  int cu2cl_lanes_i[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_x[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = true;
    cu2cl_lanes_i[cu2cl_lane] = 0;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = cu2cl_lanes_i[cu2cl_lane] < 4;
          {
            const bool cu2cl_act = (true);
            cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_loop1[cu2cl_lane]) != 0)
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
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const uint cu2cl_lanes_lane = ((unsigned int)cu2cl_lane);
          bool cu2cl_lanes_cu2cl_iteration2;
          cu2cl_lanes_cu2cl_iteration2 = cu2cl_lanes_cu2cl_loop1[cu2cl_lane];
          {
            bool cu2cl_then3 =
                cu2cl_lanes_cu2cl_iteration2 && (cu2cl_lanes_lane < 8u * cu2cl_lanes_i[cu2cl_lane]);
            {
              if (cu2cl_then3) {
                cu2cl_then3 = false;
                cu2cl_lanes_cu2cl_iteration2 = false;
                cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = false;
              }
            }
            if (cu2cl_lanes_cu2cl_iteration2)
              cu2cl_lanes_x[cu2cl_lane] = cu2cl_lanes_i[cu2cl_lane];
          }
          ++cu2cl_lanes_i[cu2cl_lane];
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_x[cu2cl_lane];
  }
}
#endif
