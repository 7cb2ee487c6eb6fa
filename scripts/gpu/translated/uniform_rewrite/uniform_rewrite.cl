// OpenCL C 1.2 translated by cu2cl from uniform_rewrite.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// Barriers and warp primitives under thread-dependent control flow: cu2cl
// rewrites such kernels so that every work-item reaches every barrier, with
// the work-items CUDA would not run there taking no part. Run on the OpenCL
// device; the expected values follow from CUDA's semantics (derivations in
// the comments).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %cl-run %t/uniform_rewrite.cl boundsCheckedCount 1 48 1 | FileCheck %s --check-prefix=COUNT
// RUN: %cl-run %t/uniform_rewrite.cl earlyReturn 1 48 48 8 | FileCheck %s --check-prefix=RETURN
// RUN: %cl-run %t/uniform_rewrite.cl varyingTripCount 1 32 32 8 | FileCheck %s --check-prefix=TRIPS
// RUN: %cl-run %t/uniform_rewrite.cl breakOut 1 32 32 8 | FileCheck %s --check-prefix=BREAK
// RUN: %cl-run %t/uniform_rewrite.cl reduceInBranch 1 48 48 16 | FileCheck %s --check-prefix=REDUCE
// RUN: grep -v '^ *//' %t/uniform_rewrite.cl | FileCheck %s --check-prefix=CODE

static inline uint cu2cl_shl_u32(uint value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  uint result;
  __asm__("shl.b32 %0, %1, %2;" : "=r"(result) : "r"(value), "r"(amount));
  return result;
#else
  return amount < 32 ? value << amount : 0;
#endif
}

// The nonuniform-reduction paper's phase 1: the block vote sits inside the
// bounds check. 45 of 48 threads are in bounds; those with idx % 3 == 0 vote.
// COUNT: 15
// CODE-LABEL: __kernel void boundsCheckedCount(
// A division by warpSize cannot trap and runs for every work-item; one by a variable runs
// only where CUDA runs it (idx == 45 would divide by zero).
// CODE: bool cu2cl_then1 = (idx < length_);
// CODE: int warp = (uint)get_local_id(0) / 32;
// CODE: int share = 0;
// CODE-NEXT: if (cu2cl_then1)
// CODE-NEXT: share = 90 / (length_ - idx);
// CODE: int cu2cl_sync2 = cu2cl_syncthreads_count(pred, cu2cl_then1, cu2cl_scratch);
CU2CL_KERNEL_ATTRS __kernel void boundsCheckedCount(__global long *out, ulong out_cu2cl_offset,
                                                    __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int idx = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0);
  // cu2cl [-Wcu2cl-renamed-identifier]: 'length' is renamed to 'length_'
  int length_ = 45;
  if (idx < length_) {
    int pred = idx % 3 == 0;
    int warp = (uint)get_local_id(0) / 32;
    int share = 90 / (length_ - idx);
    int bc = cu2cl_nv_syncthreads_count(pred);
    if ((uint)get_local_id(0) == 0)
      out[0] = bc + warp + share - 2;
  }
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  int idx = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0);
  int length_ = 45;
  bool cu2cl_then1 = (idx < length_);
  {
    int pred = idx % 3 == 0;
    int warp = (uint)get_local_id(0) / 32;
    int share = 0;
    if (cu2cl_then1)
      share = 90 / (length_ - idx);
    int cu2cl_sync2 = cu2cl_syncthreads_count(pred, cu2cl_then1, cu2cl_scratch);
    int bc = cu2cl_sync2;
    if (cu2cl_then1)
      if ((uint)get_local_id(0) == 0)
        out[0] = bc + warp + share - 2;
  }
}
#endif

// Threads 40..47 return before the barrier; the others exchange through
// shared memory across it. Exited threads write nothing (0xa5 fill).
// RETURN: 39 38 37 36 35 34 33 32
// RETURN: 7 6 5 4 3 2 1 0
// RETURN-NEXT: -6510615555426900571 -6510615555426900571 -6510615555426900571
// CODE-LABEL: __kernel void earlyReturn(
// CODE: bool cu2cl_active = true;
// CODE: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
CU2CL_KERNEL_ATTRS __kernel void earlyReturn(__global long *out, ulong out_cu2cl_offset,
                                             __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
  __local long s[64];
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  if ((uint)get_local_id(0) >= 40)
    return;
  s[(uint)get_local_id(0)] = (uint)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[(uint)get_local_id(0)] = s[39 - (uint)get_local_id(0)];
}
#else
{
  __local long s[64];
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  bool cu2cl_active = true; // false once this work-item has returned
  bool cu2cl_then1 = cu2cl_active && ((uint)get_local_id(0) >= 40);
  {
    if (cu2cl_then1) {
      cu2cl_then1 = false;
      cu2cl_active = false;
    }
  }
  if (cu2cl_active)
    s[(uint)get_local_id(0)] = (uint)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (cu2cl_active)
    out[(uint)get_local_id(0)] = s[39 - (uint)get_local_id(0)];
}
#endif

// Lane L runs L / 8 iterations; iteration i has the lanes >= 8 (i + 1), which
// is exactly its mask, so each ballot counts 32 - 8 (i + 1) lanes.
// TRIPS: 0 0 0 0 0 0 0 0
// TRIPS-NEXT: 24 24 24 24 24 24 24 24
// TRIPS-NEXT: 40 40 40 40 40 40 40 40
// TRIPS-NEXT: 48 48 48 48 48 48 48 48
CU2CL_KERNEL_ATTRS __kernel void varyingTripCount(__global long *out, ulong out_cu2cl_offset,
                                                  __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint lane = (uint)get_local_id(0) & 31;
  int r = 0;
  for (int i = 0; i < (int)lane / 8; ++i) {
    uint mask = cu2cl_shl_u32(0xffffffffu, (8 * (i + 1)));
    r += cu2cl_popc(cu2cl_nv_ballot_sync(mask, 1));
  }
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint lane = (uint)get_local_id(0) & 31;
  int r = 0;
  {
    bool cu2cl_loop1 = true;
    int i = 0;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = i < (int)lane / 8;
      if (!cu2cl_syncthreads_or(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        uint mask = cu2cl_shl_u32(0xffffffffu, (8 * (i + 1)));
        uint cu2cl_sync3 = cu2cl_ballot_sync(mask, 1, cu2cl_iteration2, cu2cl_scratch);
        if (cu2cl_iteration2)
          r += cu2cl_popc(cu2cl_sync3);
      }
      ++i;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  out[(uint)get_local_id(0)] = r;
}
#endif

// Lane L leaves after L % 4 iterations through a break. In iteration k the
// lanes with L % 4 > k take part (the masks below); the ballot counts the odd
// ones: 16 lanes for k = 0, 8 for k = 1 and for k = 2.
// BREAK: 0 16 24 32 0 16 24 32
// BREAK-NEXT: 0 16 24 32 0 16 24 32
CU2CL_KERNEL_ATTRS __kernel void breakOut(__global long *out, ulong out_cu2cl_offset,
                                          __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint lane = (uint)get_local_id(0) & 31;
  int r = 0;
  int k = 0;
  for (;;) {
    if (k == (int)(lane % 4))
      break;
    uint mask = k == 0 ? 0xEEEEEEEEu : k == 1 ? 0xCCCCCCCCu : 0x88888888u;
    r += cu2cl_popc(cu2cl_nv_ballot_sync(mask, (int)(lane & 1)));
    ++k;
  }
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint lane = (uint)get_local_id(0) & 31;
  int r = 0;
  int k = 0;
  {
    bool cu2cl_loop1 = true;
    for (;;) {
      if (!cu2cl_syncthreads_or(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        bool cu2cl_then3 = cu2cl_iteration2 && (k == (int)(lane % 4));
        {
          if (cu2cl_then3) {
            cu2cl_then3 = false;
            cu2cl_iteration2 = false;
            cu2cl_loop1 = false;
          }
        }
        uint mask = k == 0 ? 0xEEEEEEEEu : k == 1 ? 0xCCCCCCCCu : 0x88888888u;
        uint cu2cl_sync4 =
            cu2cl_ballot_sync(mask, (int)(lane & 1), cu2cl_iteration2, cu2cl_scratch);
        if (cu2cl_iteration2)
          r += cu2cl_popc(cu2cl_sync4);
        if (cu2cl_iteration2)
          ++k;
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  out[(uint)get_local_id(0)] = r;
}
#endif

// A __device__ reduction called by the lower half-warps only (width 16, so
// every source lane is one that takes part). Lane 0 of each half gets the
// half's sum (0 + … + 15 = 120; 32 + … + 47 = 632). A lane whose source is past
// the segment gets its own value back, so `v += shfl` doubles it: lane 15 ends
// with 15 * 16 = 240 and lane L with 120 + 8 L (worked by hand for L = 1: 128).
// Threads that skip the call write -1.
int halfWarpSum(int v, bool cu2cl_act, __local ulong *cu2cl_scratch) {
  int cu2cl_result = 0;
  for (int offset = 8; offset > 0; offset /= 2) {
    int cu2cl_sync1 =
        cu2cl_shfl_down_sync_i32(0x0000ffffu, v, (uint)offset, 16, cu2cl_act, cu2cl_scratch);
    if (cu2cl_act)
      v += cu2cl_sync1;
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = v;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

// REDUCE: 120 128 136 144 152 160 168 176 184 192 200 208 216 224 232 240{{$}}
// REDUCE-NEXT: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// REDUCE-NEXT: 632 640 648 656 664 672 680 688 696 704 712 720 728 736 744 752{{$}}
// CODE-LABEL: int halfWarpSum(int v, bool cu2cl_act, __local ulong *cu2cl_scratch) {
CU2CL_KERNEL_ATTRS __kernel void reduceInBranch(__global long *out, ulong out_cu2cl_offset,
                                                __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint lane = (uint)get_local_id(0) & 31;
  int s = -1;
  bool cu2cl_then1 = (lane < 16);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    int cu2cl_sync2 = halfWarpSum((uint)get_local_id(0), cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      s = cu2cl_sync2;
  }
  out[(uint)get_local_id(0)] = s;
}

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of boundsCheckedCount
__kernel void boundsCheckedCount__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                              __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_lanes_share[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
    const int cu2cl_lanes_length_ = 45;
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_idx < cu2cl_lanes_length_);
    const int cu2cl_lanes_pred = cu2cl_lanes_idx % 3 == 0;
    cu2cl_lanes_share[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_then1)
      cu2cl_lanes_share[cu2cl_lane] = 90 / (cu2cl_lanes_length_ - cu2cl_lanes_idx);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_pred) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf1_block = cu2cl_wf_block_sum(popcount(cu2cl_wf1_x), cu2cl_scratch);
  const uint cu2cl_wfl1 = (uint)(0) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl1; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
    const int cu2cl_lanes_length_ = 45;
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_idx < cu2cl_lanes_length_);
    const int cu2cl_lanes_warp = ((uint)get_local_id(0));
    const int cu2cl_lanes_cu2cl_sync2 = (int)cu2cl_wf1_block;
    const int cu2cl_lanes_bc = cu2cl_lanes_cu2cl_sync2;
    if ((cu2cl_lanes_cu2cl_then1) && ((uint)(get_local_id(0) * 32u + cu2cl_lane) == 0)) {
      out[0] = cu2cl_lanes_bc + cu2cl_lanes_warp + cu2cl_lanes_share[cu2cl_lane] - 2;
    }
  }
}

// cu2cl: the warp form of varyingTripCount
__kernel void varyingTripCount__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                            __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_lanes_r[32];
  bool cu2cl_lanes_cu2cl_loop1[32];
  int cu2cl_lanes_i[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_r[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = true;
    cu2cl_lanes_i[cu2cl_lane] = 0;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop1[cu2cl_lane] =
                cu2cl_lanes_i[cu2cl_lane] < (int)cu2cl_lanes_lane / 8;
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
        bool cu2cl_lanes_cu2cl_iteration2[32];
        uint cu2cl_wf2_mask[32];
        uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          uint cu2cl_lanes_mask;
          cu2cl_lanes_cu2cl_iteration2[cu2cl_lane] = cu2cl_lanes_cu2cl_loop1[cu2cl_lane];
          cu2cl_lanes_mask = cu2cl_shl_u32(0xffffffffu, (8 * (cu2cl_lanes_i[cu2cl_lane] + 1)));
          cu2cl_wf2_mask[cu2cl_lane] = (cu2cl_lanes_mask);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]);
            cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
            cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          uint cu2cl_lanes_cu2cl_sync3;
          cu2cl_lanes_cu2cl_sync3 = (cu2cl_wf2_x & cu2cl_wf2_mask[cu2cl_lane]);
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            cu2cl_lanes_r[cu2cl_lane] += cu2cl_popc(cu2cl_lanes_cu2cl_sync3);
          ++cu2cl_lanes_i[cu2cl_lane];
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_r[cu2cl_lane];
  }
}

// cu2cl: the warp form of breakOut
__kernel void breakOut__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                    __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_lanes_r[32];
  int cu2cl_lanes_k[32];
  bool cu2cl_lanes_cu2cl_loop1[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_r[cu2cl_lane] = 0;
    cu2cl_lanes_k[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = true;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
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
        bool cu2cl_lanes_cu2cl_iteration2[32];
        uint cu2cl_wf2_mask[32];
        uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
          bool cu2cl_lanes_cu2cl_then3;
          uint cu2cl_lanes_mask;
          cu2cl_lanes_cu2cl_iteration2[cu2cl_lane] = cu2cl_lanes_cu2cl_loop1[cu2cl_lane];
          cu2cl_lanes_cu2cl_then3 = cu2cl_lanes_cu2cl_iteration2[cu2cl_lane] &&
                                    (cu2cl_lanes_k[cu2cl_lane] == (int)(cu2cl_lanes_lane % 4));
          {
            if (cu2cl_lanes_cu2cl_then3) {
              cu2cl_lanes_cu2cl_then3 = false;
              cu2cl_lanes_cu2cl_iteration2[cu2cl_lane] = false;
              cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = false;
            }
          }
          cu2cl_lanes_mask = cu2cl_lanes_k[cu2cl_lane] == 0   ? 0xEEEEEEEEu
                             : cu2cl_lanes_k[cu2cl_lane] == 1 ? 0xCCCCCCCCu
                                                              : 0x88888888u;
          cu2cl_wf2_mask[cu2cl_lane] = (cu2cl_lanes_mask);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]);
            cu2cl_wf2_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_lane & 1)) != 0)
                           << cu2cl_lane;
            cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          uint cu2cl_lanes_cu2cl_sync4;
          cu2cl_lanes_cu2cl_sync4 = (cu2cl_wf2_x & cu2cl_wf2_mask[cu2cl_lane]);
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            cu2cl_lanes_r[cu2cl_lane] += cu2cl_popc(cu2cl_lanes_cu2cl_sync4);
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            ++cu2cl_lanes_k[cu2cl_lane];
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_r[cu2cl_lane];
  }
}

// cu2cl: the warp form of reduceInBranch
__kernel void reduceInBranch__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                          __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_lanes_s[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_lane < 16);
    cu2cl_lanes_s[cu2cl_lane] = -1;
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
    int cu2cl_lanes_cu2cl_i1_v[32];
    bool cu2cl_lanes_cu2cl_i1_cu2cl_act[32];
    int cu2cl_lanes_cu2cl_i1_cu2cl_result[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_lane < 16);
      cu2cl_lanes_cu2cl_i1_v[cu2cl_lane] = ((uint)(get_local_id(0) * 32u + cu2cl_lane));
      cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane] = (cu2cl_lanes_cu2cl_then1);
      cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane] = 0;
    }
    {
      int cu2cl_lanes_cu2cl_i1_offset[32];
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i1_offset[cu2cl_lane] = 8;
      }
      for (;;) {
        bool cu2cl_wfc2;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc2 = (cu2cl_lanes_cu2cl_i1_offset[cu2cl_lane] > 0);
        }
        if (!cu2cl_wfc2)
          break;
        {
          int cu2cl_wf2_v[32];
          uint cu2cl_wf2_b[32];
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            cu2cl_wf2_v[cu2cl_lane] = (cu2cl_lanes_cu2cl_i1_v[cu2cl_lane]);
            cu2cl_wf2_b[cu2cl_lane] = (uint)((uint)cu2cl_lanes_cu2cl_i1_offset[cu2cl_lane]);
          }
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            int cu2cl_lanes_cu2cl_i1_cu2cl_sync1;
            cu2cl_lanes_cu2cl_i1_cu2cl_sync1 = cu2cl_wf2_v[cu2cl__shfl_src_lane(
                CU2CL__SHFL_DOWN, cu2cl_lane, cu2cl_wf2_b[cu2cl_lane], (int)(16))];
            if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane])
              cu2cl_lanes_cu2cl_i1_v[cu2cl_lane] += cu2cl_lanes_cu2cl_i1_cu2cl_sync1;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_lanes_cu2cl_i1_offset[cu2cl_lane] /= 2;
        }
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_lane < 16);
      int cu2cl_lanes_cu2cl_sync2;
      if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane]) {
        cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i1_v[cu2cl_lane];
        cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane] = false;
      }
      cu2cl_lanes_cu2cl_sync2 = (cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane]);
      if (cu2cl_lanes_cu2cl_then1)
        cu2cl_lanes_s[cu2cl_lane] = cu2cl_lanes_cu2cl_sync2;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_s[cu2cl_lane];
  }
}
#endif
