// OpenCL C 1.2 translated by cu2cl from warp_skip.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// A varying branch whose only synchronisation is warp-level may be skipped by
// a warp none of whose lanes takes it: the uniform rewrite puts
// `if (cu2cl_warp_enters(p))` before it (UniformRewrite.cpp, warpMaySkip).
// On the nvidia backend that is a ballot of p; on the emulated one, whose
// warp primitives are work-group barriers, it is true. A branch with a
// work-group barrier, itself or in a function it calls, gets no such test.
// Block 96: warps 0, 1, 2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/warp_skip.cl warpZeroReduces 1 96 96 16 | FileCheck %s --check-prefix=WARP0
// RUN: timeout 120 %cl-run %t/warp_skip.cl someLanes 1 96 96 16 | FileCheck %s --check-prefix=SOME
// RUN: timeout 120 %cl-run %t/warp_skip.cl blockVoteInBranch 1 96 96 16 | FileCheck %s --check-prefix=VOTE
// RUN: grep -v '^ *//' %t/warp_skip.cl | FileCheck %s --check-prefix=CODE

// Warp 1 sums its lane numbers (0 + ... + 31 = 496) through a device function;
// the other warps take no part and write -1.
// WARP0: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// WARP0-NEXT: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// WARP0-NEXT: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496{{$}}
// WARP0-NEXT: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496{{$}}
// WARP0-NEXT: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// WARP0-NEXT: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// CODE-LABEL: __kernel void warpZeroReduces(
// CODE: bool cu2cl_then1 = (t / 32 == 1);
// CODE-NEXT: bool cu2cl_else2 = !cu2cl_then1;
// CODE-NEXT: if (cu2cl_warp_enters(cu2cl_then1)) {
// CODE: __kernel void someLanes(
int warpSum(int v, bool cu2cl_act, __local ulong *cu2cl_scratch) {
  int cu2cl_result = 0;
  for (int offset = 16; offset > 0; offset /= 2) {
    int cu2cl_sync1 = cu2cl_shfl_xor_sync_i32(0xffffffffu, v, offset, 32, cu2cl_act, cu2cl_scratch);
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

CU2CL_KERNEL_ATTRS __kernel void warpZeroReduces(__global long *out, ulong out_cu2cl_offset,
                                                 __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  int t = (uint)get_local_id(0);
  bool cu2cl_then1 = (t / 32 == 1);
  bool cu2cl_else2 = !cu2cl_then1;
  if (cu2cl_warp_enters(cu2cl_then1)) {
    int cu2cl_sync3 = warpSum(t & 31, cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      out[t] = cu2cl_sync3;
  }
  {
    if (cu2cl_else2)
      out[t] = -1;
  }
}

// Lanes below 8 of each warp take the branch: every warp enters, and the ballot
// of its 8 lanes is 0xff = 255. The others write -1.
// SOME: 255 255 255 255 255 255 255 255 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// SOME-NEXT: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// SOME-NEXT: 255 255 255 255 255 255 255 255 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// SOME-NEXT: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// SOME-NEXT: 255 255 255 255 255 255 255 255 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// SOME-NEXT: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// CODE: if (cu2cl_warp_enters(cu2cl_then1)) {
// CODE: __kernel void blockVoteInBranch(
CU2CL_KERNEL_ATTRS __kernel void someLanes(__global long *out, ulong out_cu2cl_offset,
                                           __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int t = (uint)get_local_id(0);
  out[t] = -1;
  if ((t & 31) < 8)
    out[t] = cu2cl_nv_ballot_sync(0xffu, 1);
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  int t = (uint)get_local_id(0);
  out[t] = -1;
  bool cu2cl_then1 = ((t & 31) < 8);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    uint cu2cl_sync2 = cu2cl_ballot_sync(0xffu, 1, cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      out[t] = cu2cl_sync2;
  }
}
#endif

// A block-wide vote in the branch: every work-item must reach it, so no warp
// skips. Threads 0-39 vote; those with an even index are 20.
// VOTE: 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20{{$}}
// VOTE-NEXT: 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20{{$}}
// VOTE-NEXT: 20 20 20 20 20 20 20 20 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// CODE-NOT: cu2cl_warp_enters
CU2CL_KERNEL_ATTRS __kernel void blockVoteInBranch(__global long *out, ulong out_cu2cl_offset,
                                                   __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int t = (uint)get_local_id(0);
  out[t] = -1;
  if (t < 40)
    out[t] = cu2cl_nv_syncthreads_count((int)((t & 1) == 0));
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  int t = (uint)get_local_id(0);
  out[t] = -1;
  bool cu2cl_then1 = (t < 40);
  {
    int cu2cl_sync2 = cu2cl_syncthreads_count((int)((t & 1) == 0), cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      out[t] = cu2cl_sync2;
  }
}
#endif

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of warpZeroReduces
__kernel void warpZeroReduces__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                           __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t / 32 == 1);
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
      const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t / 32 == 1);
      cu2cl_lanes_cu2cl_i1_v[cu2cl_lane] = (cu2cl_lanes_t & 31);
      cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane] = (cu2cl_lanes_cu2cl_then1);
      cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane] = 0;
    }
    {
      int cu2cl_lanes_cu2cl_i1_offset[32];
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i1_offset[cu2cl_lane] = 16;
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
            cu2cl_wf2_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i1_offset[cu2cl_lane]);
          }
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            int cu2cl_lanes_cu2cl_i1_cu2cl_sync1;
            cu2cl_lanes_cu2cl_i1_cu2cl_sync1 = cu2cl_wf2_v[cu2cl__shfl_src_lane(
                CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf2_b[cu2cl_lane], (int)(32))];
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
      const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t / 32 == 1);
      int cu2cl_lanes_cu2cl_sync3;
      if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane]) {
        cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i1_v[cu2cl_lane];
        cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane] = false;
      }
      cu2cl_lanes_cu2cl_sync3 = (cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane]);
      if (cu2cl_lanes_cu2cl_then1)
        out[cu2cl_lanes_t] = cu2cl_lanes_cu2cl_sync3;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t / 32 == 1);
    const bool cu2cl_lanes_cu2cl_else2 = !cu2cl_lanes_cu2cl_then1;
    {
      if (cu2cl_lanes_cu2cl_else2)
        out[cu2cl_lanes_t] = -1;
    }
  }
}

// cu2cl: the warp form of someLanes
__kernel void someLanes__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                     __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = ((cu2cl_lanes_t & 31) < 8);
    out[cu2cl_lanes_t] = -1;
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
    uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = ((cu2cl_lanes_t & 31) < 8);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
        cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
        cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
      const bool cu2cl_lanes_cu2cl_then1 = ((cu2cl_lanes_t & 31) < 8);
      const uint cu2cl_lanes_cu2cl_sync2 = (cu2cl_wf2_x & (0xffu));
      if (cu2cl_lanes_cu2cl_then1)
        out[cu2cl_lanes_t] = cu2cl_lanes_cu2cl_sync2;
    }
  }
}

// cu2cl: the warp form of blockVoteInBranch
__kernel void blockVoteInBranch__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                             __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t < 40);
    out[cu2cl_lanes_t] = -1;
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)((int)((cu2cl_lanes_t & 1) == 0)) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf1_block = cu2cl_wf_block_sum(popcount(cu2cl_wf1_x), cu2cl_scratch);
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_t < 40);
    const int cu2cl_lanes_cu2cl_sync2 = (int)cu2cl_wf1_block;
    if (cu2cl_lanes_cu2cl_then1)
      out[cu2cl_lanes_t] = cu2cl_lanes_cu2cl_sync2;
  }
}
#endif
