// OpenCL C 1.2 translated by cu2cl from divergent_ternary.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// A warp primitive in one branch of a thread-dependent ?: is valid CUDA (the
// odd lanes make the call, and the mask names exactly them). cu2cl makes the
// call for every work-item with act = the branch's condition.
// Expected (block 48; warp 1 has lanes 0-15): even lanes -1, odd lanes the v of
// lane 3 of their warp: 30 in warp 0 (thread 3), 350 in warp 1 (thread 35).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/divergent_ternary.cl ternaryShuffle 1 48 48 16 | FileCheck %s
// CHECK: -1 30 -1 30 -1 30 -1 30 -1 30 -1 30 -1 30 -1 30{{$}}
// CHECK-NEXT: -1 30 -1 30 -1 30 -1 30 -1 30 -1 30 -1 30 -1 30{{$}}
// CHECK-NEXT: -1 350 -1 350 -1 350 -1 350 -1 350 -1 350 -1 350 -1 350{{$}}

CU2CL_KERNEL_ATTRS __kernel void ternaryShuffle(__global long *out, ulong out_cu2cl_offset,
                                                __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = (uint)get_local_id(0);
  uint lane = t & 31u;
  uint ex = t < 32u ? 0xffffffffu : 0x0000ffffu; // the lanes of a block of 48
  int v = (int)t * 10;
  out[t] = (lane & 1u) ? cu2cl_nv_shfl_sync_i32(0xaaaaaaaau & ex, v, 3, 32) : -1;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint t = (uint)get_local_id(0);
  uint lane = t & 31u;
  uint ex = t < 32u ? 0xffffffffu : 0x0000ffffu; // the lanes of a block of 48
  int v = (int)t * 10;
  bool cu2cl_selected1 = ((lane & 1u));
  int cu2cl_sync2 = cu2cl_shfl_sync_i32(0xaaaaaaaau & ex, v, 3, 32, cu2cl_selected1, cu2cl_scratch);
  out[t] = (lane & 1u) ? cu2cl_sync2 : -1;
}
#endif

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of ternaryShuffle
__kernel void ternaryShuffle__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                          __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_wf1_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const int cu2cl_lanes_v = (int)cu2cl_lanes_t * 10;
    cu2cl_wf1_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const uint cu2cl_lanes_lane = cu2cl_lanes_t & 31u;
    int cu2cl_lanes_cu2cl_sync2;
    cu2cl_lanes_cu2cl_sync2 =
        cu2cl_wf1_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane, (uint)(3), (int)(32))];
    out[cu2cl_lanes_t] = (cu2cl_lanes_lane & 1u) ? cu2cl_lanes_cu2cl_sync2 : -1;
  }
}
#endif
