// OpenCL C 1.2 translated by cu2cl from cuda_groundtruth.cu.
// Edit the CUDA source and translate again rather than editing this file.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#include <cu2cl/device.h>

// Ground truth for CUDA warp-intrinsic semantics (same cases as the OpenCL tests).

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

__constant int WIDTHS[6] = {1, 2, 4, 8, 16, 32};

__constant int IDXA[7] = {-1, 0, 5, 31, 32, 40, -33};

__constant int UPA[8] = {0, 1, 3, 8, 16, 31, 32, 33};

__constant int XORA[8] = {0, 1, 3, 8, 16, 31, 32, 48};

CU2CL_KERNEL_ATTRS __kernel void shfl_table(__global int *out, ulong out_cu2cl_offset,
                                            __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint lane = (uint)get_local_id(0) & 31;
  for (int c = 0; c < (6 * (7 + 3 * 8)); ++c) {
    int mode = 0;
    int width = 0;
    int arg = 0;
    do {
      int _w = (c) / (7 + 3 * 8);
      int _r = (c) % (7 + 3 * 8);
      width = WIDTHS[_w];
      if (_r < 7) {
        mode = 0;
        arg = IDXA[_r];
      } else if (_r < 7 + 8) {
        mode = 1;
        arg = UPA[_r - 7];
      } else if (_r < 7 + 2 * 8) {
        mode = 2;
        arg = UPA[_r - 7 - 8];
      } else {
        mode = 3;
        arg = XORA[_r - 7 - 2 * 8];
      }
    } while (0);
    int v = (int)lane;
    int r = 0;
    if (mode == 0)
      r = cu2cl_shfl_sync_i32(0xffffffffu, v, arg, width, true, cu2cl_scratch);
    else if (mode == 1)
      r = cu2cl_shfl_up_sync_i32(0xffffffffu, v, (uint)arg, width, true, cu2cl_scratch);
    else if (mode == 2)
      r = cu2cl_shfl_down_sync_i32(0xffffffffu, v, (uint)arg, width, true, cu2cl_scratch);
    else
      r = cu2cl_shfl_xor_sync_i32(0xffffffffu, v, arg, width, true, cu2cl_scratch);
    out[c * 32 + lane] = r;
  }
}

CU2CL_KERNEL_ATTRS __kernel void partial(__global int *out, ulong out_cu2cl_offset,
                                         __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint t = (uint)get_local_id(0);
  uint lane = t & 31;
  uint cu2cl_sync1 = cu2cl_ballot_sync(0xffffffffu, 1, true, cu2cl_scratch);
  out[t * 8 + 0] = (int)cu2cl_sync1;
  uint cu2cl_sync2 = cu2cl_activemask(true, cu2cl_scratch);
  out[t * 8 + 1] = (int)cu2cl_sync2;
  int cu2cl_sync3 = cu2cl_all_sync(0xffffffffu, 1, true, cu2cl_scratch);
  out[t * 8 + 2] = cu2cl_sync3;
  uint cu2cl_sync4 = cu2cl_reduce_add_sync_u32(0xffffffffu, 1u, true, cu2cl_scratch);
  out[t * 8 + 3] = (int)cu2cl_sync4;
  int cu2cl_sync5 = cu2cl_reduce_min_sync_i32(0xffffffffu, (int)lane - 7, true, cu2cl_scratch);
  out[t * 8 + 4] = cu2cl_sync5;
  uint cu2cl_sync6 = cu2cl_match_any_sync_u64(0xffffffffu, (ulong)(lane / 4), true, cu2cl_scratch);
  out[t * 8 + 5] = (int)cu2cl_sync6;
  int b = -1;
  bool cu2cl_then7 = (lane < 16);
  if (cu2cl_warp_enters(cu2cl_then7)) {
    uint cu2cl_sync8 = cu2cl_ballot_sync(0x0000ffffu, (int)(lane & 1), cu2cl_then7, cu2cl_scratch);
    if (cu2cl_then7)
      b = (int)cu2cl_sync8;
  }
  out[t * 8 + 6] = b;
  double cu2cl_sync9 =
      cu2cl_shfl_sync_f64(0xffffffffu, (double)lane + 0.25, 3, 32, true, cu2cl_scratch);
  double d = cu2cl_sync9;
  out[t * 8 + 7] = (int)(d * 4.0);
}

CU2CL_KERNEL_ATTRS __kernel void sync_count(__global int *out, ulong out_cu2cl_offset,
                                            __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // block of 48: counts over non-exited threads; early exit of 8 threads
  uint t = (uint)get_local_id(0);
  if (t >= 40)
    return;
  int c = cu2cl_nv_syncthreads_count((int)(t & 1));
  int a = cu2cl_nv_syncthreads_and((int)(t < 100));
  int o = cu2cl_nv_syncthreads_or((int)(t == 39));
  out[t * 3 + 0] = c;
  out[t * 3 + 1] = a;
  out[t * 3 + 2] = o;
}
#else
{
// block of 48: counts over non-exited threads; early exit of 8 threads
#if !CU2CL_ZERO_OFFSETS
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  bool cu2cl_active = true; // false once this work-item has returned
  uint t = (uint)get_local_id(0);
  bool cu2cl_then1 = cu2cl_active && (t >= 40);
  {
    if (cu2cl_then1) {
      cu2cl_then1 = false;
      cu2cl_active = false;
    }
  }
  int cu2cl_sync2 = cu2cl_syncthreads_count((int)(t & 1), cu2cl_active, cu2cl_scratch);
  int c = cu2cl_sync2;
  int cu2cl_sync3 = cu2cl_syncthreads_and((int)(t < 100), cu2cl_active, cu2cl_scratch);
  int a = cu2cl_sync3;
  int cu2cl_sync4 = cu2cl_syncthreads_or((int)(t == 39), cu2cl_active, cu2cl_scratch);
  int o = cu2cl_sync4;
  if (cu2cl_active)
    out[t * 3 + 0] = c;
  if (cu2cl_active)
    out[t * 3 + 1] = a;
  if (cu2cl_active)
    out[t * 3 + 2] = o;
}
#endif

__kernel void bits(__global int *out, ulong out_cu2cl_offset) {
  __local uint s[3];
#if !CU2CL_ZERO_OFFSETS
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  out[0] = cu2cl_ffs(0);
  out[1] = cu2cl_ffs((int)0x80000000);
  out[2] = cu2cl_clz(0);
  out[3] = cu2cl_clz(1);
  out[4] = cu2cl_popc(0xffffffffu);
  out[5] = (int)cu2cl_brev(1u);
  out[6] = cu2cl_ffsll(0x100000000l);
  out[7] = cu2cl_clzll((long)0);
  out[8] = cu2cl_popcll(~0ul);
  out[9] = (int)(cu2cl_brevll(1ul) >> 32);
  s[0] = 5;
  s[1] = 0;
  s[2] = 9;
  out[10] = (int)cu2cl_atomic_inc_local(&s[0], (uint)5);
  out[11] = (int)s[0];
  out[12] = (int)cu2cl_atomic_dec_local(&s[1], (uint)7);
  out[13] = (int)s[1];
  cu2cl_atomic_dec_local(&s[2], (uint)7);
  out[14] = (int)s[2];
}

CU2CL_KERNEL_ATTRS __kernel void tile_test(__global int *out, ulong out_cu2cl_offset,
                                           __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cooperative_groups-like: tile of 8 ballot shifts to tile-relative bits
  uint lane = (uint)get_local_id(0) & 31;
  uint m = cu2cl_shl_u32(0xffu, (lane & ~7u));
  uint b = cu2cl_shr_u32(cu2cl_ballot_sync(m, (int)(lane & 1), true, cu2cl_scratch), (lane & ~7u));
  out[(uint)get_local_id(0)] = (int)b;
}

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of shfl_table
__kernel void shfl_table__cu2cl_warps(__global int *out, ulong out_cu2cl_offset,
                                      __local ulong *cu2cl_scratch) {
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
  {
    int cu2cl_lanes_c[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_c[cu2cl_lane] = 0;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_c[cu2cl_lane] < (6 * (7 + 3 * 8)));
      }
      if (!cu2cl_wfc1)
        break;
      {
        int cu2cl_lanes_mode[32];
        int cu2cl_lanes_width[32];
        int cu2cl_lanes_arg[32];
        int cu2cl_lanes_r[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_lanes_mode[cu2cl_lane] = 0;
          cu2cl_lanes_width[cu2cl_lane] = 0;
          cu2cl_lanes_arg[cu2cl_lane] = 0;
          do {
            int _w = (cu2cl_lanes_c[cu2cl_lane]) / (7 + 3 * 8);
            int _r = (cu2cl_lanes_c[cu2cl_lane]) % (7 + 3 * 8);
            cu2cl_lanes_width[cu2cl_lane] = WIDTHS[_w];
            if (_r < 7) {
              cu2cl_lanes_mode[cu2cl_lane] = 0;
              cu2cl_lanes_arg[cu2cl_lane] = IDXA[_r];
            } else if (_r < 7 + 8) {
              cu2cl_lanes_mode[cu2cl_lane] = 1;
              cu2cl_lanes_arg[cu2cl_lane] = UPA[_r - 7];
            } else if (_r < 7 + 2 * 8) {
              cu2cl_lanes_mode[cu2cl_lane] = 2;
              cu2cl_lanes_arg[cu2cl_lane] = UPA[_r - 7 - 8];
            } else {
              cu2cl_lanes_mode[cu2cl_lane] = 3;
              cu2cl_lanes_arg[cu2cl_lane] = XORA[_r - 7 - 2 * 8];
            }
          } while (0);
          cu2cl_lanes_r[cu2cl_lane] = 0;
        }
        bool cu2cl_wfc2;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc2 = (cu2cl_lanes_mode[cu2cl_lane] == 0);
        }
        if (cu2cl_wfc2) {
          int cu2cl_wf1_v[32];
          uint cu2cl_wf1_b[32];
          int cu2cl_wf1_w[32];
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
            const int cu2cl_lanes_v = (int)cu2cl_lanes_lane;
            cu2cl_wf1_v[cu2cl_lane] = (cu2cl_lanes_v);
            cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_arg[cu2cl_lane]);
            cu2cl_wf1_w[cu2cl_lane] = (int)(cu2cl_lanes_width[cu2cl_lane]);
          }
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            cu2cl_lanes_r[cu2cl_lane] = cu2cl_wf1_v[cu2cl__shfl_src_lane(
                CU2CL__SHFL_IDX, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], cu2cl_wf1_w[cu2cl_lane])];
          }
        } else {
          bool cu2cl_wfc3;
          {
            const uint cu2cl_lane = 0u;
            cu2cl_wfc3 = (cu2cl_lanes_mode[cu2cl_lane] == 1);
          }
          if (cu2cl_wfc3) {
            int cu2cl_wf2_v[32];
            uint cu2cl_wf2_b[32];
            int cu2cl_wf2_w[32];
#pragma clang loop interleave_count(4)
            for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
              const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
              const int cu2cl_lanes_v = (int)cu2cl_lanes_lane;
              cu2cl_wf2_v[cu2cl_lane] = (cu2cl_lanes_v);
              cu2cl_wf2_b[cu2cl_lane] = (uint)((uint)cu2cl_lanes_arg[cu2cl_lane]);
              cu2cl_wf2_w[cu2cl_lane] = (int)(cu2cl_lanes_width[cu2cl_lane]);
            }
#pragma clang loop interleave_count(4)
            for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
              cu2cl_lanes_r[cu2cl_lane] = cu2cl_wf2_v[cu2cl__shfl_src_lane(
                  CU2CL__SHFL_UP, cu2cl_lane, cu2cl_wf2_b[cu2cl_lane], cu2cl_wf2_w[cu2cl_lane])];
            }
          } else {
            bool cu2cl_wfc4;
            {
              const uint cu2cl_lane = 0u;
              cu2cl_wfc4 = (cu2cl_lanes_mode[cu2cl_lane] == 2);
            }
            if (cu2cl_wfc4) {
              int cu2cl_wf3_v[32];
              uint cu2cl_wf3_b[32];
              int cu2cl_wf3_w[32];
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
                const int cu2cl_lanes_v = (int)cu2cl_lanes_lane;
                cu2cl_wf3_v[cu2cl_lane] = (cu2cl_lanes_v);
                cu2cl_wf3_b[cu2cl_lane] = (uint)((uint)cu2cl_lanes_arg[cu2cl_lane]);
                cu2cl_wf3_w[cu2cl_lane] = (int)(cu2cl_lanes_width[cu2cl_lane]);
              }
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                cu2cl_lanes_r[cu2cl_lane] = cu2cl_wf3_v[cu2cl__shfl_src_lane(
                    CU2CL__SHFL_DOWN, cu2cl_lane, cu2cl_wf3_b[cu2cl_lane],
                    cu2cl_wf3_w[cu2cl_lane])];
              }
            } else {
              int cu2cl_wf4_v[32];
              uint cu2cl_wf4_b[32];
              int cu2cl_wf4_w[32];
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
                const int cu2cl_lanes_v = (int)cu2cl_lanes_lane;
                cu2cl_wf4_v[cu2cl_lane] = (cu2cl_lanes_v);
                cu2cl_wf4_b[cu2cl_lane] = (uint)(cu2cl_lanes_arg[cu2cl_lane]);
                cu2cl_wf4_w[cu2cl_lane] = (int)(cu2cl_lanes_width[cu2cl_lane]);
              }
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                cu2cl_lanes_r[cu2cl_lane] = cu2cl_wf4_v[cu2cl__shfl_src_lane(
                    CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf4_b[cu2cl_lane],
                    cu2cl_wf4_w[cu2cl_lane])];
              }
            }
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
          out[cu2cl_lanes_c[cu2cl_lane] * 32 + cu2cl_lanes_lane] = cu2cl_lanes_r[cu2cl_lane];
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        ++cu2cl_lanes_c[cu2cl_lane];
      }
    }
  }
}

// cu2cl: partial has no warp form (CPU devices run it as it is): calls 'cu2cl_match_any_sync_u64', and 'cu2cl__emu_ballot2' is a barrier or a sub-group function

// cu2cl: the warp form of sync_count
__kernel void sync_count__cu2cl_warps(__global int *out, ulong out_cu2cl_offset,
                                      __local ulong *cu2cl_scratch) {
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_active[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    bool cu2cl_lanes_cu2cl_then1;
    cu2cl_lanes_cu2cl_active[cu2cl_lane] = true;
    cu2cl_lanes_cu2cl_then1 = cu2cl_lanes_cu2cl_active[cu2cl_lane] && (cu2cl_lanes_t >= 40);
    {
      if (cu2cl_lanes_cu2cl_then1) {
        cu2cl_lanes_cu2cl_then1 = false;
        cu2cl_lanes_cu2cl_active[cu2cl_lane] = false;
      }
    }
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_t & 1)) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf1_block = cu2cl_wf_block_sum(popcount(cu2cl_wf1_x), cu2cl_scratch);
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_t < 100)) != 0) << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf2_block =
      cu2cl_wf_block_sum((uint)(cu2cl_wf2_x != cu2cl_wf2_y), cu2cl_scratch);
  uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_active[cu2cl_lane]);
      cu2cl_wf3_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_t == 39)) != 0) << cu2cl_lane;
      cu2cl_wf3_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf3_block = cu2cl_wf_block_sum((uint)(cu2cl_wf3_x != 0u), cu2cl_scratch);
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const int cu2cl_lanes_cu2cl_sync2 = (int)cu2cl_wf1_block;
    const int cu2cl_lanes_c = cu2cl_lanes_cu2cl_sync2;
    const int cu2cl_lanes_cu2cl_sync3 = (cu2cl_wf2_block == 0u);
    const int cu2cl_lanes_a = cu2cl_lanes_cu2cl_sync3;
    const int cu2cl_lanes_cu2cl_sync4 = (cu2cl_wf3_block != 0u);
    const int cu2cl_lanes_o = cu2cl_lanes_cu2cl_sync4;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      out[cu2cl_lanes_t * 3 + 0] = cu2cl_lanes_c;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      out[cu2cl_lanes_t * 3 + 1] = cu2cl_lanes_a;
    if (cu2cl_lanes_cu2cl_active[cu2cl_lane])
      out[cu2cl_lanes_t * 3 + 2] = cu2cl_lanes_o;
  }
}

// cu2cl: the warp form of tile_test
__kernel void tile_test__cu2cl_warps(__global int *out, ulong out_cu2cl_offset,
                                     __local ulong *cu2cl_scratch) {
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_mask[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
    const uint cu2cl_lanes_m = cu2cl_shl_u32(0xffu, (cu2cl_lanes_lane & ~7u));
    cu2cl_wf1_mask[cu2cl_lane] = (cu2cl_lanes_m);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)((int)(cu2cl_lanes_lane & 1)) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_lane = ((uint)cu2cl_lane);
    uint cu2cl_lanes_b;
    cu2cl_lanes_b =
        cu2cl_shr_u32((cu2cl_wf1_x & cu2cl_wf1_mask[cu2cl_lane]), (cu2cl_lanes_lane & ~7u));
    out[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = (int)cu2cl_lanes_b;
  }
}
#endif
