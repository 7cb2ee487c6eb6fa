// OpenCL C 1.2 translated by cu2cl from uniform_loop_hang.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// A shuffle in a loop whose trip count depends on the thread (the mask names
// the lanes still iterating), its lane mask taken from the loop counter, and an
// if/else on the result. cu2cl's uniform loop
//   for (;;) { if (cu2cl_loop1) cu2cl_loop1 = i < t % 6u;
//              if (!cu2cl_syncthreads_or(cu2cl_loop1, ...)) break;
//              ... cu2cl_shfl_xor_sync_i64(m, v, (int)i + 1, ...) ...
//              if (cu2cl_iteration2) if (...) v = r; else undefs += 100;
//              if (cu2cl_loop1) ++i; }
// is correct OpenCL, but PoCL 3.1 never finished it: a PoCL miscompile (a
// hand-written OpenCL kernel of the same shape, without cu2cl's library, hangs
// as well). cu2cl therefore ends every such loop body with
// barrier(CLK_LOCAL_MEM_FENCE), which makes it finish with the values below
// (Inputs/uniform_loop_hang.py). The timeout turns a hang into a failure; it
// leaves room for PoCL to compile the program on a cold cache.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/uniform_loop_hang.cl loopHang 1 32 64 16 > %t/actual.txt
// RUN: python3 %S/Inputs/uniform_loop_hang.py | diff - %t/actual.txt

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

CU2CL_KERNEL_ATTRS __kernel void loopHang(__global long *out, ulong out_cu2cl_offset,
                                          __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = (uint)get_local_id(0);
  uint lane = t & 31u;
  long v = t;
  long undefs = 0;
  for (uint i = 0; i < t % 6u; ++i) {
    uint m = 0;
    for (uint j = 0; j < 32u; ++j)
      if (j % 6u > i)
        m |= cu2cl_shl_u32(1u, j);
    long r = cu2cl_nv_shfl_xor_sync_i64(m, v, (int)i + 1, 32);
    if ((cu2cl_shr_u32(m, (lane ^ (i + 1u)))) & 1u)
      v = r;
    else
      undefs += 100;
  }
  out[t * 2] = v;
  out[t * 2 + 1] = undefs;
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
  long v = t;
  long undefs = 0;
  {
    bool cu2cl_loop1 = true;
    uint i = 0;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = i < t % 6u;
      if (!cu2cl_syncthreads_or(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        uint m = 0;
        if (cu2cl_iteration2)
          for (uint j = 0; j < 32u; ++j)
            if (j % 6u > i)
              m |= cu2cl_shl_u32(1u, j);
        long cu2cl_sync3 =
            cu2cl_shfl_xor_sync_i64(m, v, (int)i + 1, 32, cu2cl_iteration2, cu2cl_scratch);
        long r = cu2cl_sync3;
        if (cu2cl_iteration2)
          if ((cu2cl_shr_u32(m, (lane ^ (i + 1u)))) & 1u)
            v = r;
          else
            undefs += 100;
      }
      ++i;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  out[t * 2] = v;
  out[t * 2 + 1] = undefs;
}
#endif

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of loopHang
__kernel void loopHang__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                    __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  long cu2cl_lanes_v[32];
  long cu2cl_lanes_undefs[32];
  bool cu2cl_lanes_cu2cl_loop1[32];
  uint cu2cl_lanes_i[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_v[cu2cl_lane] = cu2cl_lanes_t;
    cu2cl_lanes_undefs[cu2cl_lane] = 0;
    cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = true;
    cu2cl_lanes_i[cu2cl_lane] = 0;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = cu2cl_lanes_i[cu2cl_lane] < cu2cl_lanes_t % 6u;
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
        uint cu2cl_lanes_m[32];
        long cu2cl_wf2_v[32];
        uint cu2cl_wf2_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_lanes_cu2cl_iteration2[cu2cl_lane] = cu2cl_lanes_cu2cl_loop1[cu2cl_lane];
          cu2cl_lanes_m[cu2cl_lane] = 0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            for (uint j = 0; j < 32u; ++j)
              if (j % 6u > cu2cl_lanes_i[cu2cl_lane])
                cu2cl_lanes_m[cu2cl_lane] |= cu2cl_shl_u32(1u, j);
          cu2cl_wf2_v[cu2cl_lane] = (cu2cl_lanes_v[cu2cl_lane]);
          cu2cl_wf2_b[cu2cl_lane] = (uint)((int)cu2cl_lanes_i[cu2cl_lane] + 1);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
          const uint cu2cl_lanes_lane = cu2cl_lanes_t & 31u;
          long cu2cl_lanes_cu2cl_sync3;
          long cu2cl_lanes_r;
          cu2cl_lanes_cu2cl_sync3 = cu2cl_wf2_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf2_b[cu2cl_lane], (int)(32))];
          cu2cl_lanes_r = cu2cl_lanes_cu2cl_sync3;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            if ((cu2cl_shr_u32(cu2cl_lanes_m[cu2cl_lane],
                               (cu2cl_lanes_lane ^ (cu2cl_lanes_i[cu2cl_lane] + 1u)))) &
                1u)
              cu2cl_lanes_v[cu2cl_lane] = cu2cl_lanes_r;
            else
              cu2cl_lanes_undefs[cu2cl_lane] += 100;
          ++cu2cl_lanes_i[cu2cl_lane];
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    out[cu2cl_lanes_t * 2] = cu2cl_lanes_v[cu2cl_lane];
    out[cu2cl_lanes_t * 2 + 1] = cu2cl_lanes_undefs[cu2cl_lane];
  }
}
#endif
