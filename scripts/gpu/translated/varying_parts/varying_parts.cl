// OpenCL C 1.2 translated by cu2cl from varying_parts.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// A value that varies between threads reaches a variable through a part of it (a field, an
// array element), through a pointer to a part, through an array passed as a pointer, through a
// method that changes its object, or from an atomic (each thread gets the value it found). A
// condition on such a variable varies, so a warp primitive under it needs the uniform rewrite:
// without it the emulated ballot's barriers are reached by some work-items only, and PoCL gave
// every lane the ballot (43690 everywhere).
// Expected (block 64): lanes 0-15 of each warp the ballot of their odd lanes (0xaaaa = 43690),
// lanes 16-31 -1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: FileCheck --check-prefix=CL %s < %t/varying_parts.cl
// RUN: timeout 120 %cl-run %t/varying_parts.cl fieldBallot 1 64 64 32 | FileCheck %s
// RUN: timeout 120 %cl-run %t/varying_parts.cl arrayBallot 1 64 64 32 | FileCheck %s
// RUN: timeout 120 %cl-run %t/varying_parts.cl fieldPointerBallot 1 64 64 32 | FileCheck %s
// RUN: timeout 120 %cl-run %t/varying_parts.cl arrayPointerBallot 1 64 64 32 | FileCheck %s
// RUN: timeout 120 %cl-run %t/varying_parts.cl memberBallot 1 64 64 32 | FileCheck %s
// RUN: timeout 120 %cl-run %t/varying_parts.cl structCopyBallot 1 64 64 32 | FileCheck %s
// Each kernel's lines: lanes 0-15 43690, lanes 16-31 -1, in both warps.
// CHECK: {{^(43690 ){16}(-1 ){15}-1$}}
// CHECK-NEXT: {{^(43690 ){16}(-1 ){15}-1$}}
// atomicBallot: lanes whose atomicAdd ticket is below 16 (mod 32) vote; the order of the
// tickets is the device's, so Inputs/varying_atomic.py checks that each voter's ballot is the
// set of its warp's voters and that the tickets are 0 to 63 once each.
// RUN: timeout 120 %cl-run %t/varying_parts.cl atomicBallot 1 64 65 8 --fill=0 > %t/atomic.txt
// RUN: python3 %S/Inputs/varying_atomic.py %t/atomic.txt
// Every kernel is rewritten: its ballot is made by every work-item, with act = the condition.
// CL-COUNT-7: cu2cl_ballot_sync({{0x0000ffffu|cu2cl_sync[0-9]+}}, {{.*}}, cu2cl_then{{[0-9]+}}, cu2cl_scratch)

typedef struct Lane {
  uint v;
} Lane;

void Lane_set(Lane *self) { self->v = (uint)get_local_id(0) & 31u; }

void laneOf(uint *x) { *x = (uint)get_local_id(0) & 31u; }

CU2CL_KERNEL_ATTRS __kernel void fieldBallot(__global long *out, ulong out_cu2cl_offset,
                                             __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  Lane lane = {0};
  lane.v = (uint)get_local_id(0) & 31u;
  long r = -1;
  if (lane.v < 16u)
    r = cu2cl_nv_ballot_sync(0x0000ffffu, (int)(lane.v & 1u));
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  Lane lane = {0};
  lane.v = (uint)get_local_id(0) & 31u;
  long r = -1;
  bool cu2cl_then1 = (lane.v < 16u);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    uint cu2cl_sync2 =
        cu2cl_ballot_sync(0x0000ffffu, (int)(lane.v & 1u), cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      r = cu2cl_sync2;
  }
  out[(uint)get_local_id(0)] = r;
}
#endif

CU2CL_KERNEL_ATTRS __kernel void arrayBallot(__global long *out, ulong out_cu2cl_offset,
                                             __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint lane[2] = {0, 0};
  lane[1] = (uint)get_local_id(0) & 31u;
  long r = -1;
  if (lane[1] < 16u)
    r = cu2cl_nv_ballot_sync(0x0000ffffu, (int)(lane[1] & 1u));
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint lane[2] = {0, 0};
  lane[1] = (uint)get_local_id(0) & 31u;
  long r = -1;
  bool cu2cl_then1 = (lane[1] < 16u);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    int cu2cl_arg2 = 0;
    if (cu2cl_then1)
      cu2cl_arg2 = lane[1] & 1u;
    uint cu2cl_sync3 = cu2cl_ballot_sync(0x0000ffffu, cu2cl_arg2, cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      r = cu2cl_sync3;
  }
  out[(uint)get_local_id(0)] = r;
}
#endif

CU2CL_KERNEL_ATTRS __kernel void fieldPointerBallot(__global long *out, ulong out_cu2cl_offset,
                                                    __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  Lane lane = {0};
  laneOf(&lane.v);
  long r = -1;
  if (lane.v < 16u)
    r = cu2cl_nv_ballot_sync(0x0000ffffu, (int)(lane.v & 1u));
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  Lane lane = {0};
  laneOf(&lane.v);
  long r = -1;
  bool cu2cl_then1 = (lane.v < 16u);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    uint cu2cl_sync2 =
        cu2cl_ballot_sync(0x0000ffffu, (int)(lane.v & 1u), cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      r = cu2cl_sync2;
  }
  out[(uint)get_local_id(0)] = r;
}
#endif

CU2CL_KERNEL_ATTRS __kernel void arrayPointerBallot(__global long *out, ulong out_cu2cl_offset,
                                                    __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint lane[1] = {0};
  laneOf(lane);
  long r = -1;
  if (lane[0] < 16u)
    r = cu2cl_nv_ballot_sync(0x0000ffffu, (int)(lane[0] & 1u));
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint lane[1] = {0};
  laneOf(lane);
  long r = -1;
  bool cu2cl_then1 = (lane[0] < 16u);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    int cu2cl_arg2 = 0;
    if (cu2cl_then1)
      cu2cl_arg2 = lane[0] & 1u;
    uint cu2cl_sync3 = cu2cl_ballot_sync(0x0000ffffu, cu2cl_arg2, cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      r = cu2cl_sync3;
  }
  out[(uint)get_local_id(0)] = r;
}
#endif

CU2CL_KERNEL_ATTRS __kernel void memberBallot(__global long *out, ulong out_cu2cl_offset,
                                              __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  Lane lane = {0};
  Lane_set(&lane);
  long r = -1;
  if (lane.v < 16u)
    r = cu2cl_nv_ballot_sync(0x0000ffffu, (int)(lane.v & 1u));
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  Lane lane = {0};
  Lane_set(&lane);
  long r = -1;
  bool cu2cl_then1 = (lane.v < 16u);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    uint cu2cl_sync2 =
        cu2cl_ballot_sync(0x0000ffffu, (int)(lane.v & 1u), cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      r = cu2cl_sync2;
  }
  out[(uint)get_local_id(0)] = r;
}
#endif

CU2CL_KERNEL_ATTRS __kernel void structCopyBallot(__global long *out, ulong out_cu2cl_offset,
                                                  __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  Lane mine = {(uint)get_local_id(0) & 31u};
  Lane lane = {0};
  lane = mine;
  long r = -1;
  if (lane.v < 16u)
    r = cu2cl_nv_ballot_sync(0x0000ffffu, (int)(lane.v & 1u));
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  Lane mine = {(uint)get_local_id(0) & 31u};
  Lane lane = {0};
  lane = mine;
  long r = -1;
  bool cu2cl_then1 = (lane.v < 16u);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    uint cu2cl_sync2 =
        cu2cl_ballot_sync(0x0000ffffu, (int)(lane.v & 1u), cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      r = cu2cl_sync2;
  }
  out[(uint)get_local_id(0)] = r;
}
#endif

// out[t]: ticket << 33 | voted << 32 | ballot; out[64] counts the tickets.
CU2CL_KERNEL_ATTRS __kernel void atomicBallot(__global long *out, ulong out_cu2cl_offset,
                                              __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  ulong ticket = cu2cl_atomic_add_global_u64((__global ulong *)(out + 64), 1ul);
  long r = (long)(ticket << 33);
  if ((ticket & 31u) < 16u)
    r |= (1l << 32) | cu2cl_nv_ballot_sync(cu2cl_nv_activemask(), 1);
  out[(uint)get_local_id(0)] = r;
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  ulong ticket = cu2cl_atomic_add_global_u64((__global ulong *)(out + 64), 1ul);
  long r = (long)(ticket << 33);
  bool cu2cl_then1 = ((ticket & 31u) < 16u);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    uint cu2cl_sync2 = cu2cl_activemask(cu2cl_then1, cu2cl_scratch);
    uint cu2cl_sync3 = cu2cl_ballot_sync(cu2cl_sync2, 1, cu2cl_then1, cu2cl_scratch);
    if (cu2cl_then1)
      r |= (1l << 32) | cu2cl_sync3;
  }
  out[(uint)get_local_id(0)] = r;
}
#endif

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"
static inline void laneOf__cu2cl_lane(__private uint *__private x, uint cu2cl_lane) {
  *x = (uint)(get_local_id(0) * 32u + cu2cl_lane) & 31u;
}
static inline void Lane_set__cu2cl_lane(__private Lane *__private self, uint cu2cl_lane) {
  self->v = (uint)(get_local_id(0) * 32u + cu2cl_lane) & 31u;
}

// cu2cl: fieldBallot has no warp form (CPU devices run it as it is): an initialised array or aggregate 'lane'

// cu2cl: arrayBallot has no warp form (CPU devices run it as it is): an initialised array or aggregate 'lane'

// cu2cl: fieldPointerBallot has no warp form (CPU devices run it as it is): an initialised array or aggregate 'lane'

// cu2cl: arrayPointerBallot has no warp form (CPU devices run it as it is): an initialised array or aggregate 'lane'

// cu2cl: memberBallot has no warp form (CPU devices run it as it is): an initialised array or aggregate 'lane'

// cu2cl: structCopyBallot has no warp form (CPU devices run it as it is): an initialised array or aggregate 'mine'

// cu2cl: the warp form of atomicBallot
__kernel void atomicBallot__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                        __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  long cu2cl_lanes_r[32];
  bool cu2cl_lanes_cu2cl_then1[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    ulong cu2cl_lanes_ticket;
    cu2cl_lanes_ticket = cu2cl_atomic_add_global_u64((__global ulong *)(out + 64), 1ul);
    cu2cl_lanes_r[cu2cl_lane] = (long)(cu2cl_lanes_ticket << 33);
    cu2cl_lanes_cu2cl_then1[cu2cl_lane] = ((cu2cl_lanes_ticket & 31u) < 16u);
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
    uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1[cu2cl_lane]);
        cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
        cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
    uint cu2cl_wf3_mask[32];
    uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const uint cu2cl_lanes_cu2cl_sync2 = cu2cl_wf2_y;
      cu2cl_wf3_mask[cu2cl_lane] = (cu2cl_lanes_cu2cl_sync2);
      {
        const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1[cu2cl_lane]);
        cu2cl_wf3_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
        cu2cl_wf3_y |= (uint)cu2cl_act << cu2cl_lane;
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      uint cu2cl_lanes_cu2cl_sync3;
      cu2cl_lanes_cu2cl_sync3 = (cu2cl_wf3_x & cu2cl_wf3_mask[cu2cl_lane]);
      if (cu2cl_lanes_cu2cl_then1[cu2cl_lane])
        cu2cl_lanes_r[cu2cl_lane] |= (1l << 32) | cu2cl_lanes_cu2cl_sync3;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_r[cu2cl_lane];
  }
}
#endif
