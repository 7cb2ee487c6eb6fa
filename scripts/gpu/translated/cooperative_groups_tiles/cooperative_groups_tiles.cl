// OpenCL C 1.2 translated by cu2cl from cooperative_groups_tiles.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>

// Cooperative groups: thread_block_tile<N> for N = 1 … 32 (thread_rank,
// meta_group_rank/size, tile-relative ballot, shfl, shfl_xor, any, all,
// cg::reduce) and a coalesced group in a branch, translated and run with a
// block of 48 (a tail warp of 16 lanes). The expected values come from
// Inputs/cooperative_groups_model.py, a model of CUDA's semantics.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: for n in 1 2 4 8 16 32; do %cl-run %t/cooperative_groups_tiles.cl tile$n 1 48 384 8; done > %t/tiles.txt
// RUN: %cl-run %t/cooperative_groups_tiles.cl coalesced 1 48 96 2 >> %t/tiles.txt
// RUN: python3 %S/Inputs/cooperative_groups_model.py 48 > %t/expected.txt
// RUN: diff %t/expected.txt %t/tiles.txt

static inline int cu2cl_cg_reduce_plus_i32(uint n, int v, bool act, __local ulong *scratch) {
  return cu2cl_reduce_add_sync_i32(cu2cl_tile_mask(n), v, act, scratch);
}

// Eight values per thread t of a tile of N: rank, meta rank, meta size,
// ballot of odd ranks, shfl from rank 0 of v = 3 t + 1, shfl_xor 1, any/all
// votes, and the tile's sum of v (cg::reduce with plus).
CU2CL_KERNEL_ATTRS __kernel void tile1(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = cu2cl_linear_local_id();
  int v = 3 * (int)t + 1;
  out[8 * t + 0] = cu2cl_tile_thread_rank(1u);
  out[8 * t + 1] = cu2cl_tile_meta_group_rank(1u);
  out[8 * t + 2] = cu2cl_tile_meta_group_size(1u);
  out[8 * t + 3] = cu2cl_tile_ballot(1u, cu2cl_tile_thread_rank(1u) & 1, true, cu2cl_scratch);
  out[8 * t + 4] = cu2cl_tile_shfl_i32(1u, v, 0, true, cu2cl_scratch);
  out[8 * t + 5] = 1 > 1 ? cu2cl_tile_shfl_xor_i32(1u, v, 1, true, cu2cl_scratch) : v;
  out[8 * t + 6] = cu2cl_tile_any(1u, t == 5, true, cu2cl_scratch) * 10 +
                   cu2cl_tile_all(1u, v > 0, true, cu2cl_scratch);
  out[8 * t + 7] = cu2cl_cg_reduce_plus_i32(1u, v, true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void tile2(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = cu2cl_linear_local_id();
  int v = 3 * (int)t + 1;
  out[8 * t + 0] = cu2cl_tile_thread_rank(2u);
  out[8 * t + 1] = cu2cl_tile_meta_group_rank(2u);
  out[8 * t + 2] = cu2cl_tile_meta_group_size(2u);
  out[8 * t + 3] = cu2cl_tile_ballot(2u, cu2cl_tile_thread_rank(2u) & 1, true, cu2cl_scratch);
  out[8 * t + 4] = cu2cl_tile_shfl_i32(2u, v, 0, true, cu2cl_scratch);
  out[8 * t + 5] = 2 > 1 ? cu2cl_tile_shfl_xor_i32(2u, v, 1, true, cu2cl_scratch) : v;
  out[8 * t + 6] = cu2cl_tile_any(2u, t == 5, true, cu2cl_scratch) * 10 +
                   cu2cl_tile_all(2u, v > 0, true, cu2cl_scratch);
  out[8 * t + 7] = cu2cl_cg_reduce_plus_i32(2u, v, true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void tile4(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = cu2cl_linear_local_id();
  int v = 3 * (int)t + 1;
  out[8 * t + 0] = cu2cl_tile_thread_rank(4u);
  out[8 * t + 1] = cu2cl_tile_meta_group_rank(4u);
  out[8 * t + 2] = cu2cl_tile_meta_group_size(4u);
  out[8 * t + 3] = cu2cl_tile_ballot(4u, cu2cl_tile_thread_rank(4u) & 1, true, cu2cl_scratch);
  out[8 * t + 4] = cu2cl_tile_shfl_i32(4u, v, 0, true, cu2cl_scratch);
  out[8 * t + 5] = 4 > 1 ? cu2cl_tile_shfl_xor_i32(4u, v, 1, true, cu2cl_scratch) : v;
  out[8 * t + 6] = cu2cl_tile_any(4u, t == 5, true, cu2cl_scratch) * 10 +
                   cu2cl_tile_all(4u, v > 0, true, cu2cl_scratch);
  out[8 * t + 7] = cu2cl_cg_reduce_plus_i32(4u, v, true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void tile8(__global long *out, ulong out_cu2cl_offset,
                                       __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = cu2cl_linear_local_id();
  int v = 3 * (int)t + 1;
  out[8 * t + 0] = cu2cl_tile_thread_rank(8u);
  out[8 * t + 1] = cu2cl_tile_meta_group_rank(8u);
  out[8 * t + 2] = cu2cl_tile_meta_group_size(8u);
  out[8 * t + 3] = cu2cl_tile_ballot(8u, cu2cl_tile_thread_rank(8u) & 1, true, cu2cl_scratch);
  out[8 * t + 4] = cu2cl_tile_shfl_i32(8u, v, 0, true, cu2cl_scratch);
  out[8 * t + 5] = 8 > 1 ? cu2cl_tile_shfl_xor_i32(8u, v, 1, true, cu2cl_scratch) : v;
  out[8 * t + 6] = cu2cl_tile_any(8u, t == 5, true, cu2cl_scratch) * 10 +
                   cu2cl_tile_all(8u, v > 0, true, cu2cl_scratch);
  out[8 * t + 7] = cu2cl_cg_reduce_plus_i32(8u, v, true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void tile16(__global long *out, ulong out_cu2cl_offset,
                                        __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = cu2cl_linear_local_id();
  int v = 3 * (int)t + 1;
  out[8 * t + 0] = cu2cl_tile_thread_rank(16u);
  out[8 * t + 1] = cu2cl_tile_meta_group_rank(16u);
  out[8 * t + 2] = cu2cl_tile_meta_group_size(16u);
  out[8 * t + 3] = cu2cl_tile_ballot(16u, cu2cl_tile_thread_rank(16u) & 1, true, cu2cl_scratch);
  out[8 * t + 4] = cu2cl_tile_shfl_i32(16u, v, 0, true, cu2cl_scratch);
  out[8 * t + 5] = 16 > 1 ? cu2cl_tile_shfl_xor_i32(16u, v, 1, true, cu2cl_scratch) : v;
  out[8 * t + 6] = cu2cl_tile_any(16u, t == 5, true, cu2cl_scratch) * 10 +
                   cu2cl_tile_all(16u, v > 0, true, cu2cl_scratch);
  out[8 * t + 7] = cu2cl_cg_reduce_plus_i32(16u, v, true, cu2cl_scratch);
}

CU2CL_KERNEL_ATTRS __kernel void tile32(__global long *out, ulong out_cu2cl_offset,
                                        __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  uint t = cu2cl_linear_local_id();
  int v = 3 * (int)t + 1;
  out[8 * t + 0] = cu2cl_tile_thread_rank(32u);
  out[8 * t + 1] = cu2cl_tile_meta_group_rank(32u);
  out[8 * t + 2] = cu2cl_tile_meta_group_size(32u);
  out[8 * t + 3] = cu2cl_tile_ballot(32u, cu2cl_tile_thread_rank(32u) & 1, true, cu2cl_scratch);
  out[8 * t + 4] = cu2cl_tile_shfl_i32(32u, v, 0, true, cu2cl_scratch);
  out[8 * t + 5] = 32 > 1 ? cu2cl_tile_shfl_xor_i32(32u, v, 1, true, cu2cl_scratch) : v;
  out[8 * t + 6] = cu2cl_tile_any(32u, t == 5, true, cu2cl_scratch) * 10 +
                   cu2cl_tile_all(32u, v > 0, true, cu2cl_scratch);
  out[8 * t + 7] = cu2cl_cg_reduce_plus_i32(32u, v, true, cu2cl_scratch);
}

// Every third lane forms a coalesced group; the others write -1.
CU2CL_KERNEL_ATTRS __kernel void coalesced(__global long *out, ulong out_cu2cl_offset,
                                           __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  uint lane = (uint)get_local_id(0) & 31;
  long rank = -1;
  long size = -1;
  bool cu2cl_then1 = (lane % 3 == 0);
  if (cu2cl_warp_enters(cu2cl_then1)) {
    uint cu2cl_sync2 = cu2cl_coalesced_threads(cu2cl_then1, cu2cl_scratch);
    uint active = cu2cl_sync2;
    if (cu2cl_then1)
      rank = cu2cl_coalesced_thread_rank(active);
    if (cu2cl_then1)
      size = cu2cl_coalesced_size(active);
  }
  out[2 * (uint)get_local_id(0)] = rank;
  out[2 * (uint)get_local_id(0) + 1] = size;
}

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"
static inline uint cu2cl_linear_local_id__cu2cl_lane(uint cu2cl_lane) {
  return (uint)((get_local_id(2) * get_local_size(1) + get_local_id(1)) *
                    (get_local_size(0) * 32u) +
                (get_local_id(0) * 32u + cu2cl_lane));
}
static inline uint cu2cl_tile_thread_rank__cu2cl_lane(__private uint n, uint cu2cl_lane) {
  return cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane) & (n - 1u);
}
static inline uint cu2cl_tile_meta_group_rank__cu2cl_lane(__private uint n, uint cu2cl_lane) {
  return cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane) / n;
}
static inline uint cu2cl_block_size__cu2cl_lane(uint cu2cl_lane) {
  return (uint)((get_local_size(0) * 32u) * get_local_size(1) * get_local_size(2));
}
static inline uint cu2cl_tile_meta_group_size__cu2cl_lane(__private uint n, uint cu2cl_lane) {
  return (cu2cl_block_size__cu2cl_lane(cu2cl_lane) + n - 1u) / n;
}
static inline uint cu2cl_lane_id__cu2cl_lane(uint cu2cl_lane) {
  return cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane) & 31u;
}
static inline uint cu2cl_tile_mask__cu2cl_lane(__private uint n, uint cu2cl_lane) {
  return n >= 32u ? 0xffffffffu
                  : ((1u << n) - 1u) << (cu2cl_lane_id__cu2cl_lane(cu2cl_lane) & ~(n - 1u));
}

// cu2cl: the warp form of tile1
__kernel void tile1__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                 __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 0] = cu2cl_tile_thread_rank__cu2cl_lane(1u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 1] = cu2cl_tile_meta_group_rank__cu2cl_lane(1u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 2] = cu2cl_tile_meta_group_size__cu2cl_lane(1u, cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |=
          (uint)(cu2cl_act && (int)(cu2cl_tile_thread_rank__cu2cl_lane(1u, cu2cl_lane) & 1) != 0)
          << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  int cu2cl_wf2_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 3] = ((cu2cl_wf1_x & cu2cl_wf_tile_mask((uint)(1u), cu2cl_lane)) >>
                                  (cu2cl_lane & ~((uint)(1u) - 1u)));
    cu2cl_wf2_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
  uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
  const uint cu2cl_wf3_block = 0u;
  int cu2cl_wf3_v[32];
  uint cu2cl_wf4_x = 0u, cu2cl_wf4_y = 0u;
  uint cu2cl_wf5_x = 0u, cu2cl_wf5_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 4] =
        cu2cl_wf2_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane, (uint)(0), (int)(1u))];
    out[8 * cu2cl_lanes_t + 5] =
        1 > 1
            ? cu2cl_wf3_v[cu2cl__shfl_src_lane(CU2CL__SHFL_BFLY, cu2cl_lane, (uint)(1), (int)(1u))]
            : cu2cl_lanes_v;
    {
      const bool cu2cl_act = (true);
      cu2cl_wf4_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_t == 5) != 0) << cu2cl_lane;
      cu2cl_wf4_y |= (uint)cu2cl_act << cu2cl_lane;
    }
    {
      const bool cu2cl_act = (true);
      cu2cl_wf5_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_v > 0) != 0) << cu2cl_lane;
      cu2cl_wf5_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf6_v[32];
  uint cu2cl_wf6_mask[32];
  uint cu2cl_wf6_x = 0u, cu2cl_wf6_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    const int cu2cl_lanes_cu2cl_i1_v = (cu2cl_lanes_v);
    out[8 * cu2cl_lanes_t + 6] =
        ((cu2cl_wf4_x & cu2cl_wf_tile_mask((uint)(1u), cu2cl_lane)) != 0u) * 10 +
        ((cu2cl_wf5_x & cu2cl_wf_tile_mask((uint)(1u), cu2cl_lane)) ==
         cu2cl_wf_tile_mask((uint)(1u), cu2cl_lane));
    cu2cl_wf6_v[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i1_v);
    cu2cl_wf6_mask[cu2cl_lane] = (cu2cl_tile_mask__cu2cl_lane((1u), cu2cl_lane));
    {
      const bool cu2cl_act = ((true));
      cu2cl_wf6_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf6_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 7] = (((int)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf6_v,
                                                        cu2cl_wf6_y & cu2cl_wf6_mask[cu2cl_lane])));
  }
}

// cu2cl: the warp form of tile2
__kernel void tile2__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                 __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 0] = cu2cl_tile_thread_rank__cu2cl_lane(2u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 1] = cu2cl_tile_meta_group_rank__cu2cl_lane(2u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 2] = cu2cl_tile_meta_group_size__cu2cl_lane(2u, cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |=
          (uint)(cu2cl_act && (int)(cu2cl_tile_thread_rank__cu2cl_lane(2u, cu2cl_lane) & 1) != 0)
          << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  int cu2cl_wf2_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 3] = ((cu2cl_wf1_x & cu2cl_wf_tile_mask((uint)(2u), cu2cl_lane)) >>
                                  (cu2cl_lane & ~((uint)(2u) - 1u)));
    cu2cl_wf2_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
  int cu2cl_wf3_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 4] =
        cu2cl_wf2_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane, (uint)(0), (int)(2u))];
    cu2cl_wf3_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
  uint cu2cl_wf4_x = 0u, cu2cl_wf4_y = 0u;
  uint cu2cl_wf5_x = 0u, cu2cl_wf5_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 5] =
        2 > 1
            ? cu2cl_wf3_v[cu2cl__shfl_src_lane(CU2CL__SHFL_BFLY, cu2cl_lane, (uint)(1), (int)(2u))]
            : cu2cl_lanes_v;
    {
      const bool cu2cl_act = (true);
      cu2cl_wf4_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_t == 5) != 0) << cu2cl_lane;
      cu2cl_wf4_y |= (uint)cu2cl_act << cu2cl_lane;
    }
    {
      const bool cu2cl_act = (true);
      cu2cl_wf5_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_v > 0) != 0) << cu2cl_lane;
      cu2cl_wf5_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf6_v[32];
  uint cu2cl_wf6_mask[32];
  uint cu2cl_wf6_x = 0u, cu2cl_wf6_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    const int cu2cl_lanes_cu2cl_i2_v = (cu2cl_lanes_v);
    out[8 * cu2cl_lanes_t + 6] =
        ((cu2cl_wf4_x & cu2cl_wf_tile_mask((uint)(2u), cu2cl_lane)) != 0u) * 10 +
        ((cu2cl_wf5_x & cu2cl_wf_tile_mask((uint)(2u), cu2cl_lane)) ==
         cu2cl_wf_tile_mask((uint)(2u), cu2cl_lane));
    cu2cl_wf6_v[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i2_v);
    cu2cl_wf6_mask[cu2cl_lane] = (cu2cl_tile_mask__cu2cl_lane((2u), cu2cl_lane));
    {
      const bool cu2cl_act = ((true));
      cu2cl_wf6_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf6_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 7] = (((int)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf6_v,
                                                        cu2cl_wf6_y & cu2cl_wf6_mask[cu2cl_lane])));
  }
}

// cu2cl: the warp form of tile4
__kernel void tile4__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                 __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 0] = cu2cl_tile_thread_rank__cu2cl_lane(4u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 1] = cu2cl_tile_meta_group_rank__cu2cl_lane(4u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 2] = cu2cl_tile_meta_group_size__cu2cl_lane(4u, cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |=
          (uint)(cu2cl_act && (int)(cu2cl_tile_thread_rank__cu2cl_lane(4u, cu2cl_lane) & 1) != 0)
          << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  int cu2cl_wf2_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 3] = ((cu2cl_wf1_x & cu2cl_wf_tile_mask((uint)(4u), cu2cl_lane)) >>
                                  (cu2cl_lane & ~((uint)(4u) - 1u)));
    cu2cl_wf2_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
  int cu2cl_wf3_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 4] =
        cu2cl_wf2_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane, (uint)(0), (int)(4u))];
    cu2cl_wf3_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
  uint cu2cl_wf4_x = 0u, cu2cl_wf4_y = 0u;
  uint cu2cl_wf5_x = 0u, cu2cl_wf5_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 5] =
        4 > 1
            ? cu2cl_wf3_v[cu2cl__shfl_src_lane(CU2CL__SHFL_BFLY, cu2cl_lane, (uint)(1), (int)(4u))]
            : cu2cl_lanes_v;
    {
      const bool cu2cl_act = (true);
      cu2cl_wf4_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_t == 5) != 0) << cu2cl_lane;
      cu2cl_wf4_y |= (uint)cu2cl_act << cu2cl_lane;
    }
    {
      const bool cu2cl_act = (true);
      cu2cl_wf5_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_v > 0) != 0) << cu2cl_lane;
      cu2cl_wf5_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf6_v[32];
  uint cu2cl_wf6_mask[32];
  uint cu2cl_wf6_x = 0u, cu2cl_wf6_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    const int cu2cl_lanes_cu2cl_i3_v = (cu2cl_lanes_v);
    out[8 * cu2cl_lanes_t + 6] =
        ((cu2cl_wf4_x & cu2cl_wf_tile_mask((uint)(4u), cu2cl_lane)) != 0u) * 10 +
        ((cu2cl_wf5_x & cu2cl_wf_tile_mask((uint)(4u), cu2cl_lane)) ==
         cu2cl_wf_tile_mask((uint)(4u), cu2cl_lane));
    cu2cl_wf6_v[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i3_v);
    cu2cl_wf6_mask[cu2cl_lane] = (cu2cl_tile_mask__cu2cl_lane((4u), cu2cl_lane));
    {
      const bool cu2cl_act = ((true));
      cu2cl_wf6_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf6_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 7] = (((int)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf6_v,
                                                        cu2cl_wf6_y & cu2cl_wf6_mask[cu2cl_lane])));
  }
}

// cu2cl: the warp form of tile8
__kernel void tile8__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                 __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 0] = cu2cl_tile_thread_rank__cu2cl_lane(8u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 1] = cu2cl_tile_meta_group_rank__cu2cl_lane(8u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 2] = cu2cl_tile_meta_group_size__cu2cl_lane(8u, cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |=
          (uint)(cu2cl_act && (int)(cu2cl_tile_thread_rank__cu2cl_lane(8u, cu2cl_lane) & 1) != 0)
          << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  int cu2cl_wf2_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 3] = ((cu2cl_wf1_x & cu2cl_wf_tile_mask((uint)(8u), cu2cl_lane)) >>
                                  (cu2cl_lane & ~((uint)(8u) - 1u)));
    cu2cl_wf2_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
  int cu2cl_wf3_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 4] =
        cu2cl_wf2_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane, (uint)(0), (int)(8u))];
    cu2cl_wf3_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
  uint cu2cl_wf4_x = 0u, cu2cl_wf4_y = 0u;
  uint cu2cl_wf5_x = 0u, cu2cl_wf5_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 5] =
        8 > 1
            ? cu2cl_wf3_v[cu2cl__shfl_src_lane(CU2CL__SHFL_BFLY, cu2cl_lane, (uint)(1), (int)(8u))]
            : cu2cl_lanes_v;
    {
      const bool cu2cl_act = (true);
      cu2cl_wf4_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_t == 5) != 0) << cu2cl_lane;
      cu2cl_wf4_y |= (uint)cu2cl_act << cu2cl_lane;
    }
    {
      const bool cu2cl_act = (true);
      cu2cl_wf5_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_v > 0) != 0) << cu2cl_lane;
      cu2cl_wf5_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf6_v[32];
  uint cu2cl_wf6_mask[32];
  uint cu2cl_wf6_x = 0u, cu2cl_wf6_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    const int cu2cl_lanes_cu2cl_i4_v = (cu2cl_lanes_v);
    out[8 * cu2cl_lanes_t + 6] =
        ((cu2cl_wf4_x & cu2cl_wf_tile_mask((uint)(8u), cu2cl_lane)) != 0u) * 10 +
        ((cu2cl_wf5_x & cu2cl_wf_tile_mask((uint)(8u), cu2cl_lane)) ==
         cu2cl_wf_tile_mask((uint)(8u), cu2cl_lane));
    cu2cl_wf6_v[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i4_v);
    cu2cl_wf6_mask[cu2cl_lane] = (cu2cl_tile_mask__cu2cl_lane((8u), cu2cl_lane));
    {
      const bool cu2cl_act = ((true));
      cu2cl_wf6_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf6_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 7] = (((int)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf6_v,
                                                        cu2cl_wf6_y & cu2cl_wf6_mask[cu2cl_lane])));
  }
}

// cu2cl: the warp form of tile16
__kernel void tile16__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                  __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 0] = cu2cl_tile_thread_rank__cu2cl_lane(16u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 1] = cu2cl_tile_meta_group_rank__cu2cl_lane(16u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 2] = cu2cl_tile_meta_group_size__cu2cl_lane(16u, cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |=
          (uint)(cu2cl_act && (int)(cu2cl_tile_thread_rank__cu2cl_lane(16u, cu2cl_lane) & 1) != 0)
          << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  int cu2cl_wf2_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 3] = ((cu2cl_wf1_x & cu2cl_wf_tile_mask((uint)(16u), cu2cl_lane)) >>
                                  (cu2cl_lane & ~((uint)(16u) - 1u)));
    cu2cl_wf2_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
  int cu2cl_wf3_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 4] =
        cu2cl_wf2_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane, (uint)(0), (int)(16u))];
    cu2cl_wf3_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
  uint cu2cl_wf4_x = 0u, cu2cl_wf4_y = 0u;
  uint cu2cl_wf5_x = 0u, cu2cl_wf5_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 5] =
        16 > 1
            ? cu2cl_wf3_v[cu2cl__shfl_src_lane(CU2CL__SHFL_BFLY, cu2cl_lane, (uint)(1), (int)(16u))]
            : cu2cl_lanes_v;
    {
      const bool cu2cl_act = (true);
      cu2cl_wf4_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_t == 5) != 0) << cu2cl_lane;
      cu2cl_wf4_y |= (uint)cu2cl_act << cu2cl_lane;
    }
    {
      const bool cu2cl_act = (true);
      cu2cl_wf5_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_v > 0) != 0) << cu2cl_lane;
      cu2cl_wf5_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf6_v[32];
  uint cu2cl_wf6_mask[32];
  uint cu2cl_wf6_x = 0u, cu2cl_wf6_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    const int cu2cl_lanes_cu2cl_i5_v = (cu2cl_lanes_v);
    out[8 * cu2cl_lanes_t + 6] =
        ((cu2cl_wf4_x & cu2cl_wf_tile_mask((uint)(16u), cu2cl_lane)) != 0u) * 10 +
        ((cu2cl_wf5_x & cu2cl_wf_tile_mask((uint)(16u), cu2cl_lane)) ==
         cu2cl_wf_tile_mask((uint)(16u), cu2cl_lane));
    cu2cl_wf6_v[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i5_v);
    cu2cl_wf6_mask[cu2cl_lane] = (cu2cl_tile_mask__cu2cl_lane((16u), cu2cl_lane));
    {
      const bool cu2cl_act = ((true));
      cu2cl_wf6_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf6_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 7] = (((int)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf6_v,
                                                        cu2cl_wf6_y & cu2cl_wf6_mask[cu2cl_lane])));
  }
}

// cu2cl: the warp form of tile32
__kernel void tile32__cu2cl_warps(__global long *out, ulong out_cu2cl_offset,
                                  __local ulong *cu2cl_scratch) {
  out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 0] = cu2cl_tile_thread_rank__cu2cl_lane(32u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 1] = cu2cl_tile_meta_group_rank__cu2cl_lane(32u, cu2cl_lane);
    out[8 * cu2cl_lanes_t + 2] = cu2cl_tile_meta_group_size__cu2cl_lane(32u, cu2cl_lane);
    {
      const bool cu2cl_act = (true);
      cu2cl_wf1_x |=
          (uint)(cu2cl_act && (int)(cu2cl_tile_thread_rank__cu2cl_lane(32u, cu2cl_lane) & 1) != 0)
          << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  int cu2cl_wf2_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 3] = ((cu2cl_wf1_x & cu2cl_wf_tile_mask((uint)(32u), cu2cl_lane)) >>
                                  (cu2cl_lane & ~((uint)(32u) - 1u)));
    cu2cl_wf2_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
  int cu2cl_wf3_v[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 4] =
        cu2cl_wf2_v[cu2cl__shfl_src_lane(CU2CL__SHFL_IDX, cu2cl_lane, (uint)(0), (int)(32u))];
    cu2cl_wf3_v[cu2cl_lane] = (cu2cl_lanes_v);
  }
  uint cu2cl_wf4_x = 0u, cu2cl_wf4_y = 0u;
  uint cu2cl_wf5_x = 0u, cu2cl_wf5_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    out[8 * cu2cl_lanes_t + 5] =
        32 > 1
            ? cu2cl_wf3_v[cu2cl__shfl_src_lane(CU2CL__SHFL_BFLY, cu2cl_lane, (uint)(1), (int)(32u))]
            : cu2cl_lanes_v;
    {
      const bool cu2cl_act = (true);
      cu2cl_wf4_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_t == 5) != 0) << cu2cl_lane;
      cu2cl_wf4_y |= (uint)cu2cl_act << cu2cl_lane;
    }
    {
      const bool cu2cl_act = (true);
      cu2cl_wf5_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_v > 0) != 0) << cu2cl_lane;
      cu2cl_wf5_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wf6_v[32];
  uint cu2cl_wf6_mask[32];
  uint cu2cl_wf6_x = 0u, cu2cl_wf6_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    const int cu2cl_lanes_v = 3 * (int)cu2cl_lanes_t + 1;
    const int cu2cl_lanes_cu2cl_i6_v = (cu2cl_lanes_v);
    out[8 * cu2cl_lanes_t + 6] =
        ((cu2cl_wf4_x & cu2cl_wf_tile_mask((uint)(32u), cu2cl_lane)) != 0u) * 10 +
        ((cu2cl_wf5_x & cu2cl_wf_tile_mask((uint)(32u), cu2cl_lane)) ==
         cu2cl_wf_tile_mask((uint)(32u), cu2cl_lane));
    cu2cl_wf6_v[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i6_v);
    cu2cl_wf6_mask[cu2cl_lane] = (cu2cl_tile_mask__cu2cl_lane((32u), cu2cl_lane));
    {
      const bool cu2cl_act = ((true));
      cu2cl_wf6_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf6_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const uint cu2cl_lanes_t = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    out[8 * cu2cl_lanes_t + 7] = (((int)cu2cl_wf_reduce(CU2CL__RED_ADD, cu2cl_wf6_v,
                                                        cu2cl_wf6_y & cu2cl_wf6_mask[cu2cl_lane])));
  }
}

// cu2cl: coalesced has no warp form (CPU devices run it as it is): calls 'cu2cl_coalesced_threads', and 'cu2cl_coalesced_threads' uses a warp or block primitive
#endif
