// OpenCL C 1.2 translated by cu2cl from divergent_short_circuit.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// Warp votes on the right of && and || are valid CUDA when the mask names the
// lanes that evaluate them (lanes 0-15 here). cu2cl makes the votes for every
// work-item with act = the left side (&&) or its negation (||).
// Expected (block 48; warp 1 has lanes 0-15): lanes 0-15 evaluate both votes,
// __any_sync(lane == 3) is true and __all_sync(lane < 8) false, so r = 1;
// lanes 16-31 skip both, r = 2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/divergent_short_circuit.cl shortCircuit 1 48 48 16 | FileCheck %s
// CHECK: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1{{$}}
// CHECK-NEXT: 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2{{$}}
// CHECK-NEXT: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1{{$}}

CU2CL_KERNEL_ATTRS __kernel void shortCircuit(__global long *out, ulong out_cu2cl_offset,
                                              __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = (uint)get_local_id(0);
  uint lane = t & 31u;
  int r = 0;
  if (lane < 16u && cu2cl_nv_any_sync(0x0000ffffu, (int)(lane == 3u)))
    r = 1;
  if (lane >= 16u || cu2cl_nv_all_sync(0x0000ffffu, (int)(lane < 8u)))
    r += 2;
  out[t] = r;
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
  int r = 0;
  bool cu2cl_selected1 = (lane < 16u);
  int cu2cl_sync2 = cu2cl_any_sync(0x0000ffffu, (int)(lane == 3u), cu2cl_selected1, cu2cl_scratch);
  bool cu2cl_then3 = (lane < 16u && cu2cl_sync2);
  {
    if (cu2cl_then3)
      r = 1;
  }
  bool cu2cl_selected4 = !(lane >= 16u);
  int cu2cl_sync5 = cu2cl_all_sync(0x0000ffffu, (int)(lane < 8u), cu2cl_selected4, cu2cl_scratch);
  bool cu2cl_then6 = (lane >= 16u || cu2cl_sync5);
  {
    if (cu2cl_then6)
      r += 2;
  }
  out[t] = r;
}
#endif

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of shortCircuit
__kernel void shortCircuit__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                        __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_lanes_r[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const uint cu2cl_lanes_lane = cu2cl_lanes_t & 31u;
    const bool cu2cl_lanes_cu2cl_selected1 = (cu2cl_lanes_lane < 16u);
    cu2cl_lanes_r[cu2cl_lane] = 0;
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_selected1);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_lane == 3u)) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const uint cu2cl_lanes_lane = cu2cl_lanes_t & 31u;
    const int cu2cl_lanes_cu2cl_sync2 = ((cu2cl_wf1_x & (0x0000ffffu)) != 0u);
    const bool cu2cl_lanes_cu2cl_then3 = (cu2cl_lanes_lane < 16u && cu2cl_lanes_cu2cl_sync2);
    const bool cu2cl_lanes_cu2cl_selected4 = !(cu2cl_lanes_lane >= 16u);
    {
      if (cu2cl_lanes_cu2cl_then3)
        cu2cl_lanes_r[cu2cl_lane] = 1;
    }
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_selected4);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_lane < 8u)) != 0) << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const uint cu2cl_lanes_lane = cu2cl_lanes_t & 31u;
    const int cu2cl_lanes_cu2cl_sync5 =
        ((cu2cl_wf2_x & (0x0000ffffu)) == (cu2cl_wf2_y & (0x0000ffffu)));
    const bool cu2cl_lanes_cu2cl_then6 = (cu2cl_lanes_lane >= 16u || cu2cl_lanes_cu2cl_sync5);
    {
      if (cu2cl_lanes_cu2cl_then6)
        cu2cl_lanes_r[cu2cl_lane] += 2;
    }
    out[cu2cl_lanes_t] = cu2cl_lanes_r[cu2cl_lane];
  }
}
#endif
