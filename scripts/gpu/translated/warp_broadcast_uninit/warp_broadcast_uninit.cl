// OpenCL C 1.2 translated by cu2cl from warp_broadcast_uninit.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// The broadcast of a variable that only lane 0 assigns (warp-semantics.md
// section 6.1), a common CUDA idiom: the other lanes' x is never read, the
// shuffle gives every lane lane 0's value. With `uint x;` left uninitialised,
// PoCL 3.1 never finished the kernel (and in a larger kernel the same idiom
// silently corrupted later shuffles), so cu2cl starts scalar locals that have
// no initialiser at zero (`uint x = 0;`).
// Expected: warp 0 (threads 0-31) gets 0xc0ffee00 + 0 = 3237998080, warp 1
// (threads 32-47) gets 0xc0ffee00 + 32 = 3237998112.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/warp_broadcast_uninit.cl broadcastFromLane0 1 48 48 16 | FileCheck %s
// CHECK: 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080{{$}}
// CHECK-NEXT: 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080{{$}}
// CHECK-NEXT: 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112{{$}}

CU2CL_KERNEL_ATTRS __kernel void broadcastFromLane0(__global long *out, ulong out_cu2cl_offset,
                                                    __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = (uint)get_local_id(0);
  uint lane = t & 31u;
  uint x = 0;
  if (lane == 0)
    x = 0xc0ffee00u + t;
  x = cu2cl_shfl_sync_u32(0xffffffffu, x, 0, 32, true, cu2cl_scratch);
  out[t] = x;
}

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of broadcastFromLane0
__kernel void broadcastFromLane0__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                              __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_lanes_x[32];
  uint cu2cl_wf1_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const uint cu2cl_lanes_lane = cu2cl_lanes_t & 31u;
    cu2cl_lanes_x[cu2cl_lane] = 0;
    if (cu2cl_lanes_lane == 0)
      cu2cl_lanes_x[cu2cl_lane] = 0xc0ffee00u + cu2cl_lanes_t;
    cu2cl_wf1_v[cu2cl_lane] = (cu2cl_lanes_x[cu2cl_lane]);
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_x[cu2cl_lane] =
        cu2cl_wf1_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane, (uint)(0), (int)(32))];
    out[cu2cl_lanes_t] = cu2cl_lanes_x[cu2cl_lane];
  }
}
#endif
