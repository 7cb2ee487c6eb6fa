// OpenCL C 1.2 translated by cu2cl from warp_intrinsics_tour.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// A first tour of CUDA's warp and block primitives: count the positive elements of an array
// three ways and sum the array, each block adding its part to four global totals.
//
//   1. __syncthreads_count: a block barrier that also counts the threads whose predicate holds;
//   2. __ballot_sync + __popc: one bit per lane of a warp, then the number of bits set;
//   3. __shfl_xor_sync: a butterfly, after which every lane of a warp holds the warp's total
//      (used for the count and for the sum);
//   atomicAdd adds each block's or warp's part to the global totals.
//
// Checked against a CPU count and sum for several sizes and block sizes.

__constant int kWarpSize = 32;

__constant uint kFullMask = 0xffffffffu;

// every lane of the warp takes part
// totals[0]: positives by __syncthreads_count, totals[1]: by ballot and popc,
// totals[2]: by butterfly, totals[3]: the sum of all elements by butterfly.
CU2CL_KERNEL_ATTRS __kernel void countAndSum(__global const int *data, ulong data_cu2cl_offset,
                                             int n, __global int *totals, ulong totals_cu2cl_offset,
                                             __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global const int *)((__global const uchar *)data + data_cu2cl_offset);
  totals = (__global int *)((__global uchar *)totals + totals_cu2cl_offset);
#endif
  int idx = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int lane = (uint)get_local_id(0) % kWarpSize;
  // A thread past the end does not return: it takes part with the value 0, because the
  // primitives below need every thread of the block (1) or of the warp (2, 3).
  int x = idx < n ? data[idx] : 0;
  int positive = x > 0;
  // 1. Block-wide count.
  int blockCount = cu2cl_syncthreads_count(positive, true, cu2cl_scratch);
  if ((uint)get_local_id(0) == 0)
    cu2cl_atomic_add_global_i32(&totals[0], blockCount);
  // 2. Warp-wide count: bit i of votes is lane i's predicate.
  uint votes = cu2cl_ballot_sync(kFullMask, positive, true, cu2cl_scratch);
  if (lane == 0)
    cu2cl_atomic_add_global_i32(&totals[1], cu2cl_popc(votes));
  // 3. Butterfly: each step adds the value of the lane whose number differs in one bit.
  int count = positive;
  int sum = x;
  for (int laneMask = kWarpSize / 2; laneMask > 0; laneMask /= 2) {
    count += cu2cl_shfl_xor_sync_i32(kFullMask, count, laneMask, 32, true, cu2cl_scratch);
    sum += cu2cl_shfl_xor_sync_i32(kFullMask, sum, laneMask, 32, true, cu2cl_scratch);
  }
  if (lane == 0) {
    cu2cl_atomic_add_global_i32(&totals[2], count);
    cu2cl_atomic_add_global_i32(&totals[3], sum);
  }
}

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of countAndSum
__kernel void countAndSum__cu2cl_warps(__global const int *data, ulong data_cu2cl_offset, int n,
                                       __global int *totals, ulong totals_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
  data = (__global const int *)((__global const uchar *)data + data_cu2cl_offset);
  totals = (__global int *)((__global uchar *)totals + totals_cu2cl_offset);
  int cu2cl_lanes_x[32];
  int cu2cl_lanes_positive[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_idx = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                                (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_x[cu2cl_lane] = cu2cl_lanes_idx < n ? data[cu2cl_lanes_idx] : 0;
    cu2cl_lanes_positive[cu2cl_lane] = cu2cl_lanes_x[cu2cl_lane] > 0;
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_positive[cu2cl_lane]) != 0)
                     << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf1_block = cu2cl_wf_block_sum(popcount(cu2cl_wf1_x), cu2cl_scratch);
  const uint cu2cl_wfl1 = (uint)(0) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl1; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    const int cu2cl_lanes_blockCount = (int)cu2cl_wf1_block;
    if (((uint)(get_local_id(0) * 32u + cu2cl_lane) == 0)) {
      cu2cl_atomic_add_global_i32(&totals[0], cu2cl_lanes_blockCount);
    }
  }
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    {
      const bool cu2cl_act = (true);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_positive[cu2cl_lane]) != 0)
                     << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wfl2 = (uint)(0);
  for (uint cu2cl_lane = cu2cl_wfl2; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    const int cu2cl_lanes_lane = ((uint)cu2cl_lane);
    const uint cu2cl_lanes_votes = (cu2cl_wf2_x & (kFullMask));
    if ((cu2cl_lanes_lane == 0)) {
      cu2cl_atomic_add_global_i32(&totals[1], cu2cl_popc(cu2cl_lanes_votes));
    }
  }
  int cu2cl_lanes_count[32];
  int cu2cl_lanes_sum[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_count[cu2cl_lane] = cu2cl_lanes_positive[cu2cl_lane];
    cu2cl_lanes_sum[cu2cl_lane] = cu2cl_lanes_x[cu2cl_lane];
  }
  {
    int cu2cl_lanes_laneMask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_laneMask[cu2cl_lane] = kWarpSize / 2;
    }
    for (;;) {
      bool cu2cl_wfc3;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc3 = (cu2cl_lanes_laneMask[cu2cl_lane] > 0);
      }
      if (!cu2cl_wfc3)
        break;
      {
        int cu2cl_wf3_v[32];
        uint cu2cl_wf3_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf3_v[cu2cl_lane] = (cu2cl_lanes_count[cu2cl_lane]);
          cu2cl_wf3_b[cu2cl_lane] = (uint)(cu2cl_lanes_laneMask[cu2cl_lane]);
        }
        int cu2cl_wf4_v[32];
        uint cu2cl_wf4_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_lanes_count[cu2cl_lane] += cu2cl_wf3_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf3_b[cu2cl_lane], (int)(32))];
          cu2cl_wf4_v[cu2cl_lane] = (cu2cl_lanes_sum[cu2cl_lane]);
          cu2cl_wf4_b[cu2cl_lane] = (uint)(cu2cl_lanes_laneMask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_lanes_sum[cu2cl_lane] += cu2cl_wf4_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf4_b[cu2cl_lane], (int)(32))];
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_laneMask[cu2cl_lane] /= 2;
      }
    }
  }
  const uint cu2cl_wfl4 = (uint)(0);
  for (uint cu2cl_lane = cu2cl_wfl4; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    const int cu2cl_lanes_lane = ((uint)cu2cl_lane);
    if ((cu2cl_lanes_lane == 0)) {
      {
        cu2cl_atomic_add_global_i32(&totals[2], cu2cl_lanes_count[cu2cl_lane]);
        cu2cl_atomic_add_global_i32(&totals[3], cu2cl_lanes_sum[cu2cl_lane]);
      }
    }
  }
}
#endif
