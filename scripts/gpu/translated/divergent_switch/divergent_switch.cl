// OpenCL C 1.2 translated by cu2cl from divergent_switch.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// Warp primitives in the cases of a switch on a thread-dependent value are
// valid CUDA when each mask names the lanes of its case. The switch becomes
// predicated code (UniformRewrite.cpp, uniformSwitch): each work-item runs
// the statements after the label its value selects until a break.
// Expected (block 48; warp 1 has lanes 0-15): lanes with lane % 3 == 0 get the
// ballot of their case, 0x49249249 = 1227133513 in warp 0 and 0x9249 = 37449
// in warp 1; lanes with lane % 3 == 1 the sum of their case's lane numbers,
// 1 + 4 + ... + 31 = 176 in warp 0 and 1 + 4 + 7 + 10 + 13 = 35 in warp 1;
// the others -1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/divergent_switch.cl switchCases 1 48 48 16 | FileCheck %s
// CHECK: 1227133513 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513{{$}}
// CHECK-NEXT: 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513 176{{$}}
// CHECK-NEXT: 37449 35 -1 37449 35 -1 37449 35 -1 37449 35 -1 37449 35 -1 37449{{$}}

CU2CL_KERNEL_ATTRS __kernel void switchCases(__global long *out, ulong out_cu2cl_offset,
                                             __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint t = (uint)get_local_id(0);
  uint lane = t & 31u;
  uint ex = t < 32u ? 0xffffffffu : 0x0000ffffu; // the lanes of a block of 48
  long r = -1;
  {
    uint cu2cl_switch_value1 = 0;
    if (true)
      cu2cl_switch_value1 = lane % 3u;
    bool cu2cl_default4 = !(cu2cl_switch_value1 == 1 || cu2cl_switch_value1 == 0);
    bool cu2cl_switch2 = true;
    bool cu2cl_entered3 = false;
    cu2cl_entered3 = cu2cl_entered3 || cu2cl_switch_value1 == 0;
    {
      bool cu2cl_case5 = cu2cl_switch2 && cu2cl_entered3;
      uint cu2cl_sync6 = cu2cl_ballot_sync(0x49249249u & ex, 1, cu2cl_case5, cu2cl_scratch);
      if (cu2cl_case5)
        r = cu2cl_sync6;
      if (cu2cl_case5) {
        cu2cl_case5 = false;
        cu2cl_switch2 = false;
      }
    }
    cu2cl_entered3 = cu2cl_entered3 || cu2cl_switch_value1 == 1;
    {
      bool cu2cl_case7 = cu2cl_switch2 && cu2cl_entered3;
      uint cu2cl_sync8 =
          cu2cl_reduce_add_sync_u32(0x92492492u & ex, lane, cu2cl_case7, cu2cl_scratch);
      if (cu2cl_case7)
        r = cu2cl_sync8;
      if (cu2cl_case7) {
        cu2cl_case7 = false;
        cu2cl_switch2 = false;
      }
    }
    cu2cl_entered3 = cu2cl_entered3 || cu2cl_default4;
    {
      bool cu2cl_case9 = cu2cl_switch2 && cu2cl_entered3;
      if (cu2cl_case9) {
        cu2cl_case9 = false;
        cu2cl_switch2 = false;
      }
    }
  }
  out[t] = r;
}

// Fall-through, a default before a case, a continue of the enclosing loop
// from inside a case, and a uniform loop around the switch. Expected (one
// warp, two rounds): lane % 4 == 0 adds 1000 and, in round 0 only, falls
// into case 1: 1000 + 232 + 1000 = 2232; lane % 4 == 1 gets the sum of the
// lanes in case 1: 232 (lanes 0, 1, 4, 5, ...) then 120 (lanes 1, 5, ...)
// = 352; lane % 4 == 2 enters at default and falls into case 3: 2 * (10 +
// 16) = 52; lane % 4 == 3: 2 * 16 = 32.
// RUN: timeout 120 %cl-run %t/divergent_switch.cl switchFallthrough 1 32 32 16 | FileCheck --check-prefix=FALL %s
// FALL: 2232 352 52 32 2232 352 52 32 2232 352 52 32 2232 352 52 32{{$}}
// FALL-NEXT: 2232 352 52 32 2232 352 52 32 2232 352 52 32 2232 352 52 32{{$}}
CU2CL_KERNEL_ATTRS __kernel void switchFallthrough(__global long *out, ulong out_cu2cl_offset,
                                                   __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint t = (uint)get_local_id(0);
  uint lane = t & 31u;
  long r = 0;
  for (int round_ = 0; round_ < 2; ++round_) {
    {
      {
        uint cu2cl_switch_value1 = 0;
        if (true)
          cu2cl_switch_value1 = lane & 3u;
        bool cu2cl_default4 =
            !(cu2cl_switch_value1 == 3 || cu2cl_switch_value1 == 1 || cu2cl_switch_value1 == 0);
        bool cu2cl_switch2 = true;
        bool cu2cl_entered3 = false;
        cu2cl_entered3 = cu2cl_entered3 || cu2cl_switch_value1 == 0;
        {
          bool cu2cl_case5 = cu2cl_switch2 && cu2cl_entered3;
          if (cu2cl_case5) // cu2cl [-Wcu2cl-renamed-identifier]: 'round' is renamed to 'round_'
            r += 1000;
          if (round_ == 1) {
            if (cu2cl_case5) {
              cu2cl_case5 = false;
              cu2cl_switch2 = false;
            }
          }
        }
        cu2cl_entered3 = cu2cl_entered3 || cu2cl_switch_value1 == 1;
        {
          bool cu2cl_case6 = cu2cl_switch2 && cu2cl_entered3;
          uint cu2cl_sync7 = cu2cl_reduce_add_sync_u32(round_ == 1 ? 0x22222222u : 0x33333333u,
                                                       lane, cu2cl_case6, cu2cl_scratch);
          if (cu2cl_case6)
            r += cu2cl_sync7;
          if (cu2cl_case6) {
            cu2cl_case6 = false;
            cu2cl_switch2 = false;
          }
        }
        cu2cl_entered3 = cu2cl_entered3 || cu2cl_default4;
        {
          bool cu2cl_case8 = cu2cl_switch2 && cu2cl_entered3;
          if (cu2cl_case8)
            r += 10;
        }
        cu2cl_entered3 = cu2cl_entered3 || cu2cl_switch_value1 == 3;
        {
          bool cu2cl_case9 = cu2cl_switch2 && cu2cl_entered3;
          uint cu2cl_sync10 =
              cu2cl_reduce_add_sync_u32(0xccccccccu, 1u, cu2cl_case9, cu2cl_scratch);
          if (cu2cl_case9)
            r += cu2cl_sync10;
        }
      }
    }
    cu2cl_loop_sync();
  }
  out[t] = r;
}

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of switchCases
__kernel void switchCases__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  long cu2cl_lanes_r[32];
  uint cu2cl_lanes_cu2cl_switch_value1[32];
  bool cu2cl_lanes_cu2cl_default4[32];
  bool cu2cl_lanes_cu2cl_switch2[32];
  bool cu2cl_lanes_cu2cl_entered3[32];
  bool cu2cl_lanes_cu2cl_case5[32];
  uint cu2cl_wf1_mask[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const uint cu2cl_lanes_lane = cu2cl_lanes_t & 31u;
    const uint cu2cl_lanes_ex = cu2cl_lanes_t < 32u ? 0xffffffffu : 0x0000ffffu;
    cu2cl_lanes_r[cu2cl_lane] = -1;
    cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] = 0;
    if (true)
      cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] = cu2cl_lanes_lane % 3u;
    cu2cl_lanes_cu2cl_default4[cu2cl_lane] = !(cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] == 1 ||
                                               cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] == 0);
    cu2cl_lanes_cu2cl_switch2[cu2cl_lane] = true;
    cu2cl_lanes_cu2cl_entered3[cu2cl_lane] = false;
    cu2cl_lanes_cu2cl_entered3[cu2cl_lane] =
        cu2cl_lanes_cu2cl_entered3[cu2cl_lane] || cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] == 0;
    cu2cl_lanes_cu2cl_case5[cu2cl_lane] =
        cu2cl_lanes_cu2cl_switch2[cu2cl_lane] && cu2cl_lanes_cu2cl_entered3[cu2cl_lane];
    cu2cl_wf1_mask[cu2cl_lane] = (0x49249249u & cu2cl_lanes_ex);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_case5[cu2cl_lane]);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_lanes_cu2cl_case7[32];
  uint cu2cl_wf2_v[32];
  uint cu2cl_wf2_mask[32];
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const uint cu2cl_lanes_lane = cu2cl_lanes_t & 31u;
    const uint cu2cl_lanes_ex = cu2cl_lanes_t < 32u ? 0xffffffffu : 0x0000ffffu;
    uint cu2cl_lanes_cu2cl_sync6;
    cu2cl_lanes_cu2cl_sync6 = (cu2cl_wf1_x & cu2cl_wf1_mask[cu2cl_lane]);
    if (cu2cl_lanes_cu2cl_case5[cu2cl_lane])
      cu2cl_lanes_r[cu2cl_lane] = cu2cl_lanes_cu2cl_sync6;
    if (cu2cl_lanes_cu2cl_case5[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_case5[cu2cl_lane] = false;
      cu2cl_lanes_cu2cl_switch2[cu2cl_lane] = false;
    }
    cu2cl_lanes_cu2cl_entered3[cu2cl_lane] =
        cu2cl_lanes_cu2cl_entered3[cu2cl_lane] || cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] == 1;
    cu2cl_lanes_cu2cl_case7[cu2cl_lane] =
        cu2cl_lanes_cu2cl_switch2[cu2cl_lane] && cu2cl_lanes_cu2cl_entered3[cu2cl_lane];
    cu2cl_wf2_v[cu2cl_lane] = (uint)(cu2cl_lanes_lane);
    cu2cl_wf2_mask[cu2cl_lane] = (0x92492492u & cu2cl_lanes_ex);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_case7[cu2cl_lane]);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    uint cu2cl_lanes_cu2cl_sync8;
    cu2cl_lanes_cu2cl_sync8 = ((uint)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf2_v,
                                                     cu2cl_wf2_y & cu2cl_wf2_mask[cu2cl_lane]));
    if (cu2cl_lanes_cu2cl_case7[cu2cl_lane])
      cu2cl_lanes_r[cu2cl_lane] = cu2cl_lanes_cu2cl_sync8;
    if (cu2cl_lanes_cu2cl_case7[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_case7[cu2cl_lane] = false;
      cu2cl_lanes_cu2cl_switch2[cu2cl_lane] = false;
    }
    cu2cl_lanes_cu2cl_entered3[cu2cl_lane] =
        cu2cl_lanes_cu2cl_entered3[cu2cl_lane] || cu2cl_lanes_cu2cl_default4[cu2cl_lane];
    {
      bool cu2cl_case9 =
          cu2cl_lanes_cu2cl_switch2[cu2cl_lane] && cu2cl_lanes_cu2cl_entered3[cu2cl_lane];
      if (cu2cl_case9) {
        cu2cl_case9 = false;
        cu2cl_lanes_cu2cl_switch2[cu2cl_lane] = false;
      }
    }
    out[cu2cl_lanes_t] = cu2cl_lanes_r[cu2cl_lane];
  }
}

// cu2cl: the warp form of switchFallthrough
__kernel void switchFallthrough__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                             __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  long cu2cl_lanes_r[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_r[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_round_[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_round_[cu2cl_lane] = 0;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_round_[cu2cl_lane] < 2);
      }
      if (!cu2cl_wfc1)
        break;
      {
        uint cu2cl_lanes_cu2cl_switch_value1[32];
        bool cu2cl_lanes_cu2cl_default4[32];
        bool cu2cl_lanes_cu2cl_switch2[32];
        bool cu2cl_lanes_cu2cl_entered3[32];
        bool cu2cl_lanes_cu2cl_case6[32];
        uint cu2cl_wf1_v[32];
        uint cu2cl_wf1_mask[32];
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
          const uint cu2cl_lanes_lane = cu2cl_lanes_t & 31u;
          cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] = 0;
          if (true)
            cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] = cu2cl_lanes_lane & 3u;
          cu2cl_lanes_cu2cl_default4[cu2cl_lane] =
              !(cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] == 3 ||
                cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] == 1 ||
                cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] == 0);
          cu2cl_lanes_cu2cl_switch2[cu2cl_lane] = true;
          cu2cl_lanes_cu2cl_entered3[cu2cl_lane] = false;
          cu2cl_lanes_cu2cl_entered3[cu2cl_lane] = cu2cl_lanes_cu2cl_entered3[cu2cl_lane] ||
                                                   cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] == 0;
          {
            bool cu2cl_case5 =
                cu2cl_lanes_cu2cl_switch2[cu2cl_lane] && cu2cl_lanes_cu2cl_entered3[cu2cl_lane];
            if (cu2cl_case5) // cu2cl [-Wcu2cl-renamed-identifier]: 'round' is renamed to 'round_'
              cu2cl_lanes_r[cu2cl_lane] += 1000;
            if (cu2cl_lanes_round_[cu2cl_lane] == 1) {
              if (cu2cl_case5) {
                cu2cl_case5 = false;
                cu2cl_lanes_cu2cl_switch2[cu2cl_lane] = false;
              }
            }
          }
          cu2cl_lanes_cu2cl_entered3[cu2cl_lane] = cu2cl_lanes_cu2cl_entered3[cu2cl_lane] ||
                                                   cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] == 1;
          cu2cl_lanes_cu2cl_case6[cu2cl_lane] =
              cu2cl_lanes_cu2cl_switch2[cu2cl_lane] && cu2cl_lanes_cu2cl_entered3[cu2cl_lane];
          cu2cl_wf1_v[cu2cl_lane] = (uint)(cu2cl_lanes_lane);
          cu2cl_wf1_mask[cu2cl_lane] =
              (cu2cl_lanes_round_[cu2cl_lane] == 1 ? 0x22222222u : 0x33333333u);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_case6[cu2cl_lane]);
            cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
            cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
        bool cu2cl_lanes_cu2cl_case9[32];
        uint cu2cl_wf2_v[32];
        uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          uint cu2cl_lanes_cu2cl_sync7;
          cu2cl_lanes_cu2cl_sync7 = ((uint)cu2cl_wf_reduce(
              CU2CL__RED_ADD, cu2cl_wf1_v, cu2cl_wf1_y & cu2cl_wf1_mask[cu2cl_lane]));
          if (cu2cl_lanes_cu2cl_case6[cu2cl_lane])
            cu2cl_lanes_r[cu2cl_lane] += cu2cl_lanes_cu2cl_sync7;
          if (cu2cl_lanes_cu2cl_case6[cu2cl_lane]) {
            cu2cl_lanes_cu2cl_case6[cu2cl_lane] = false;
            cu2cl_lanes_cu2cl_switch2[cu2cl_lane] = false;
          }
          cu2cl_lanes_cu2cl_entered3[cu2cl_lane] =
              cu2cl_lanes_cu2cl_entered3[cu2cl_lane] || cu2cl_lanes_cu2cl_default4[cu2cl_lane];
          {
            bool cu2cl_case8 =
                cu2cl_lanes_cu2cl_switch2[cu2cl_lane] && cu2cl_lanes_cu2cl_entered3[cu2cl_lane];
            if (cu2cl_case8)
              cu2cl_lanes_r[cu2cl_lane] += 10;
          }
          cu2cl_lanes_cu2cl_entered3[cu2cl_lane] = cu2cl_lanes_cu2cl_entered3[cu2cl_lane] ||
                                                   cu2cl_lanes_cu2cl_switch_value1[cu2cl_lane] == 3;
          cu2cl_lanes_cu2cl_case9[cu2cl_lane] =
              cu2cl_lanes_cu2cl_switch2[cu2cl_lane] && cu2cl_lanes_cu2cl_entered3[cu2cl_lane];
          cu2cl_wf2_v[cu2cl_lane] = (uint)(1u);
          {
            const bool cu2cl_act = (cu2cl_lanes_cu2cl_case9[cu2cl_lane]);
            cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
            cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          uint cu2cl_lanes_cu2cl_sync10;
          cu2cl_lanes_cu2cl_sync10 =
              ((uint)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf2_v, cu2cl_wf2_y & (0xccccccccu)));
          if (cu2cl_lanes_cu2cl_case9[cu2cl_lane])
            cu2cl_lanes_r[cu2cl_lane] += cu2cl_lanes_cu2cl_sync10;
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        ++cu2cl_lanes_round_[cu2cl_lane];
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    out[cu2cl_lanes_t] = cu2cl_lanes_r[cu2cl_lane];
  }
}
#endif
