// OpenCL C 1.2 translated by cu2cl from subwarp_reduction.cu.
// Edit the CUDA source and translate again rather than editing this file.

// cu2cl [-Wcu2cl-double-precision]: needs a device with cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#include <cu2cl/device.h>

// Sub-warp reductions in the style of Ginkgo ("Ginkgo - A Math Library designed for Platform
// Portability", section "Cooperative groups"): a sub-warp is a cooperative-groups tile of
// SubwarpSize = 1, 2, 4, 8, 16 or 32 consecutive threads, and kernels are templated on it.
//
//   reduceSubwarp: Ginkgo's reduce(group, value, op): a butterfly of group.shfl_xor, after which
//     every thread of the group holds the result.
//   subwarpSum<SubwarpSize, T>: the paper's Listing 2 (there in DPC++) in CUDA: each sub-warp
//     sums its elements and every thread stores the sum (T = int and double).
//   classicalSpmv<SubwarpSize>: Ginkgo's classical CSR SpMV: one sub-warp per row (rows in a
//     grid-stride loop), each thread a part of the row's dot product, then reduceSubwarp.
//   rowProperties<SubwarpSize>: per row, the votes the paper lists for sub-warps:
//     ballot (tile-relative bits, counted with __popc), any and all; and cg::reduce with
//     cg::plus and cg::greater.
//   partialDot / finalizeDot: Ginkgo's dot product: each block halves its partial sums in
//     shared memory down to one warp, which a 32-thread tile reduces (Ginkgo's reduce over an
//     array); a second kernel reduces the blocks' results the same way.
//
// Checked against CPU references for several sizes, sub-warp sizes and block sizes. Values
// are small integers (also the doubles), so every sum is exact in any order.

typedef struct RowInfo {
  double maxAbs;
  int nnz;
  int negatives;
  uint negMask;
  int sorted;
  int hasDiagonal;
} RowInfo;

static inline double cu2cl_cg_reduce_greater_f64(uint n, double v, bool act,
                                                 __local ulong *scratch) {
  for (uint offset = n / 2; offset > 0; offset /= 2) {
    double other = cu2cl_tile_shfl_xor_f64(n, v, offset, act, scratch);
    v = v < other ? other : v;
  }
  return v;
}

static inline int cu2cl_cg_reduce_plus_i32(uint n, int v, bool act, __local ulong *scratch) {
  return cu2cl_reduce_add_sync_i32(cu2cl_tile_mask(n), v, act, scratch);
}

__constant int kWarpSize = 32;

// elements per thread in partialDot, as in Ginkgo
int Plus_int_call(int a, int b) { return a + b; }

double Plus_double_call(double a, double b) { return a + b; }

// Ginkgo's reduce: after log2(group.size()) butterfly steps every thread of the group holds
// op over the group's values.
int reduceSubwarp_thread_block_tile_1_void_int_Plus_int(int localData, bool cu2cl_act,
                                                        __local ulong *cu2cl_scratch) {
  int cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(1u); bitmask <<= 1) {
    {
      int cu2cl_sync1 = cu2cl_tile_shfl_xor_i32(1u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const int remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_int_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

double reduceSubwarp_thread_block_tile_1_void_double_Plus_double(double localData, bool cu2cl_act,
                                                                 __local ulong *cu2cl_scratch) {
  double cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(1u); bitmask <<= 1) {
    {
      double cu2cl_sync1 =
          cu2cl_tile_shfl_xor_f64(1u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const double remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_double_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

int reduceSubwarp_thread_block_tile_2_void_int_Plus_int(int localData, bool cu2cl_act,
                                                        __local ulong *cu2cl_scratch) {
  int cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(2u); bitmask <<= 1) {
    {
      int cu2cl_sync1 = cu2cl_tile_shfl_xor_i32(2u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const int remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_int_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

double reduceSubwarp_thread_block_tile_2_void_double_Plus_double(double localData, bool cu2cl_act,
                                                                 __local ulong *cu2cl_scratch) {
  double cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(2u); bitmask <<= 1) {
    {
      double cu2cl_sync1 =
          cu2cl_tile_shfl_xor_f64(2u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const double remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_double_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

int reduceSubwarp_thread_block_tile_4_void_int_Plus_int(int localData, bool cu2cl_act,
                                                        __local ulong *cu2cl_scratch) {
  int cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(4u); bitmask <<= 1) {
    {
      int cu2cl_sync1 = cu2cl_tile_shfl_xor_i32(4u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const int remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_int_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

double reduceSubwarp_thread_block_tile_4_void_double_Plus_double(double localData, bool cu2cl_act,
                                                                 __local ulong *cu2cl_scratch) {
  double cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(4u); bitmask <<= 1) {
    {
      double cu2cl_sync1 =
          cu2cl_tile_shfl_xor_f64(4u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const double remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_double_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

int reduceSubwarp_thread_block_tile_8_void_int_Plus_int(int localData, bool cu2cl_act,
                                                        __local ulong *cu2cl_scratch) {
  int cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(8u); bitmask <<= 1) {
    {
      int cu2cl_sync1 = cu2cl_tile_shfl_xor_i32(8u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const int remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_int_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

double reduceSubwarp_thread_block_tile_8_void_double_Plus_double(double localData, bool cu2cl_act,
                                                                 __local ulong *cu2cl_scratch) {
  double cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(8u); bitmask <<= 1) {
    {
      double cu2cl_sync1 =
          cu2cl_tile_shfl_xor_f64(8u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const double remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_double_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

int reduceSubwarp_thread_block_tile_16_void_int_Plus_int(int localData, bool cu2cl_act,
                                                         __local ulong *cu2cl_scratch) {
  int cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(16u); bitmask <<= 1) {
    {
      int cu2cl_sync1 = cu2cl_tile_shfl_xor_i32(16u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const int remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_int_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

double reduceSubwarp_thread_block_tile_16_void_double_Plus_double(double localData, bool cu2cl_act,
                                                                  __local ulong *cu2cl_scratch) {
  double cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(16u); bitmask <<= 1) {
    {
      double cu2cl_sync1 =
          cu2cl_tile_shfl_xor_f64(16u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const double remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_double_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

int reduceSubwarp_thread_block_tile_32_void_int_Plus_int(int localData, bool cu2cl_act,
                                                         __local ulong *cu2cl_scratch) {
  int cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(32u); bitmask <<= 1) {
    {
      int cu2cl_sync1 = cu2cl_tile_shfl_xor_i32(32u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const int remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_int_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

double reduceSubwarp_thread_block_tile_32_void_double_Plus_double(double localData, bool cu2cl_act,
                                                                  __local ulong *cu2cl_scratch) {
  double cu2cl_result = 0;
  for (int bitmask = 1; bitmask < (int)(32u); bitmask <<= 1) {
    {
      double cu2cl_sync1 =
          cu2cl_tile_shfl_xor_f64(32u, localData, bitmask, cu2cl_act, cu2cl_scratch);
      const double remoteData = cu2cl_sync1;
      if (cu2cl_act)
        localData = Plus_double_call(localData, remoteData);
    }
    cu2cl_loop_sync();
  }
  if (cu2cl_act) {
    cu2cl_result = localData;
    cu2cl_act = false;
  }
  return cu2cl_result;
}

// Every sub-warp sums its SubwarpSize consecutive elements; every thread stores the sum.
CU2CL_KERNEL_ATTRS __kernel void subwarpSum_1_int(__global int *data, ulong data_cu2cl_offset,
                                                  int n, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  // Past the end, a thread takes part with 0: the whole tile must reach the shuffles.
  int localData = i < n ? data[i] : (int)(0);
  localData = reduceSubwarp_thread_block_tile_1_void_int_Plus_int(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

CU2CL_KERNEL_ATTRS __kernel void subwarpSum_1_double(__global double *data, ulong data_cu2cl_offset,
                                                     int n, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  double localData = i < n ? data[i] : (double)(0);
  localData =
      reduceSubwarp_thread_block_tile_1_void_double_Plus_double(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

CU2CL_KERNEL_ATTRS __kernel void subwarpSum_2_int(__global int *data, ulong data_cu2cl_offset,
                                                  int n, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int localData = i < n ? data[i] : (int)(0);
  localData = reduceSubwarp_thread_block_tile_2_void_int_Plus_int(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

CU2CL_KERNEL_ATTRS __kernel void subwarpSum_2_double(__global double *data, ulong data_cu2cl_offset,
                                                     int n, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  double localData = i < n ? data[i] : (double)(0);
  localData =
      reduceSubwarp_thread_block_tile_2_void_double_Plus_double(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

CU2CL_KERNEL_ATTRS __kernel void subwarpSum_4_int(__global int *data, ulong data_cu2cl_offset,
                                                  int n, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int localData = i < n ? data[i] : (int)(0);
  localData = reduceSubwarp_thread_block_tile_4_void_int_Plus_int(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

CU2CL_KERNEL_ATTRS __kernel void subwarpSum_4_double(__global double *data, ulong data_cu2cl_offset,
                                                     int n, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  double localData = i < n ? data[i] : (double)(0);
  localData =
      reduceSubwarp_thread_block_tile_4_void_double_Plus_double(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

CU2CL_KERNEL_ATTRS __kernel void subwarpSum_8_int(__global int *data, ulong data_cu2cl_offset,
                                                  int n, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int localData = i < n ? data[i] : (int)(0);
  localData = reduceSubwarp_thread_block_tile_8_void_int_Plus_int(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

CU2CL_KERNEL_ATTRS __kernel void subwarpSum_8_double(__global double *data, ulong data_cu2cl_offset,
                                                     int n, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  double localData = i < n ? data[i] : (double)(0);
  localData =
      reduceSubwarp_thread_block_tile_8_void_double_Plus_double(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

CU2CL_KERNEL_ATTRS __kernel void subwarpSum_16_int(__global int *data, ulong data_cu2cl_offset,
                                                   int n, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int localData = i < n ? data[i] : (int)(0);
  localData = reduceSubwarp_thread_block_tile_16_void_int_Plus_int(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

CU2CL_KERNEL_ATTRS __kernel void subwarpSum_16_double(__global double *data,
                                                      ulong data_cu2cl_offset, int n,
                                                      __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  double localData = i < n ? data[i] : (double)(0);
  localData =
      reduceSubwarp_thread_block_tile_16_void_double_Plus_double(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

CU2CL_KERNEL_ATTRS __kernel void subwarpSum_32_int(__global int *data, ulong data_cu2cl_offset,
                                                   int n, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int localData = i < n ? data[i] : (int)(0);
  localData = reduceSubwarp_thread_block_tile_32_void_int_Plus_int(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

CU2CL_KERNEL_ATTRS __kernel void subwarpSum_32_double(__global double *data,
                                                      ulong data_cu2cl_offset, int n,
                                                      __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
#endif
  const int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  double localData = i < n ? data[i] : (double)(0);
  localData =
      reduceSubwarp_thread_block_tile_32_void_double_Plus_double(localData, true, cu2cl_scratch);
  if (i < n)
    data[i] = localData;
}

// c = A * b for a CSR matrix A with numRows rows, one sub-warp per row.
CU2CL_KERNEL_ATTRS __kernel void
classicalSpmv_1(int numRows, __global const double *val, ulong val_cu2cl_offset,
                __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global const double *b,
                ulong b_cu2cl_offset, __global double *c, ulong c_cu2cl_offset,
                __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(1u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 1;
  // The row is the same for the whole sub-warp, so a sub-warp runs the loop as one.
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 1;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        double tempVal = 0.0;
        if (cu2cl_iteration2)
          for (int ind = rowPtrs[row] + subid; ind < rowEnd; ind += 1)
            tempVal += val[ind] * b[colIdxs[ind]];
        double cu2cl_sync3 = reduceSubwarp_thread_block_tile_1_void_double_Plus_double(
            tempVal, cu2cl_iteration2, cu2cl_scratch);
        const double subwarpResult = cu2cl_sync3;
        if (cu2cl_iteration2)
          if (subid == 0)
            c[row] = subwarpResult;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

CU2CL_KERNEL_ATTRS __kernel void
classicalSpmv_2(int numRows, __global const double *val, ulong val_cu2cl_offset,
                __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global const double *b,
                ulong b_cu2cl_offset, __global double *c, ulong c_cu2cl_offset,
                __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(2u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 2;
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 2;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        double tempVal = 0.0;
        if (cu2cl_iteration2)
          for (int ind = rowPtrs[row] + subid; ind < rowEnd; ind += 2)
            tempVal += val[ind] * b[colIdxs[ind]];
        double cu2cl_sync3 = reduceSubwarp_thread_block_tile_2_void_double_Plus_double(
            tempVal, cu2cl_iteration2, cu2cl_scratch);
        const double subwarpResult = cu2cl_sync3;
        if (cu2cl_iteration2)
          if (subid == 0)
            c[row] = subwarpResult;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

CU2CL_KERNEL_ATTRS __kernel void
classicalSpmv_4(int numRows, __global const double *val, ulong val_cu2cl_offset,
                __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global const double *b,
                ulong b_cu2cl_offset, __global double *c, ulong c_cu2cl_offset,
                __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(4u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 4;
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 4;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        double tempVal = 0.0;
        if (cu2cl_iteration2)
          for (int ind = rowPtrs[row] + subid; ind < rowEnd; ind += 4)
            tempVal += val[ind] * b[colIdxs[ind]];
        double cu2cl_sync3 = reduceSubwarp_thread_block_tile_4_void_double_Plus_double(
            tempVal, cu2cl_iteration2, cu2cl_scratch);
        const double subwarpResult = cu2cl_sync3;
        if (cu2cl_iteration2)
          if (subid == 0)
            c[row] = subwarpResult;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

CU2CL_KERNEL_ATTRS __kernel void
classicalSpmv_8(int numRows, __global const double *val, ulong val_cu2cl_offset,
                __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global const double *b,
                ulong b_cu2cl_offset, __global double *c, ulong c_cu2cl_offset,
                __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(8u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 8;
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 8;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        double tempVal = 0.0;
        if (cu2cl_iteration2)
          for (int ind = rowPtrs[row] + subid; ind < rowEnd; ind += 8)
            tempVal += val[ind] * b[colIdxs[ind]];
        double cu2cl_sync3 = reduceSubwarp_thread_block_tile_8_void_double_Plus_double(
            tempVal, cu2cl_iteration2, cu2cl_scratch);
        const double subwarpResult = cu2cl_sync3;
        if (cu2cl_iteration2)
          if (subid == 0)
            c[row] = subwarpResult;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

CU2CL_KERNEL_ATTRS __kernel void
classicalSpmv_16(int numRows, __global const double *val, ulong val_cu2cl_offset,
                 __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                 __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global const double *b,
                 ulong b_cu2cl_offset, __global double *c, ulong c_cu2cl_offset,
                 __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(16u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 16;
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 16;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        double tempVal = 0.0;
        if (cu2cl_iteration2)
          for (int ind = rowPtrs[row] + subid; ind < rowEnd; ind += 16)
            tempVal += val[ind] * b[colIdxs[ind]];
        double cu2cl_sync3 = reduceSubwarp_thread_block_tile_16_void_double_Plus_double(
            tempVal, cu2cl_iteration2, cu2cl_scratch);
        const double subwarpResult = cu2cl_sync3;
        if (cu2cl_iteration2)
          if (subid == 0)
            c[row] = subwarpResult;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

CU2CL_KERNEL_ATTRS __kernel void
classicalSpmv_32(int numRows, __global const double *val, ulong val_cu2cl_offset,
                 __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                 __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global const double *b,
                 ulong b_cu2cl_offset, __global double *c, ulong c_cu2cl_offset,
                 __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(32u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 32;
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 32;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        double tempVal = 0.0;
        if (cu2cl_iteration2)
          for (int ind = rowPtrs[row] + subid; ind < rowEnd; ind += 32)
            tempVal += val[ind] * b[colIdxs[ind]];
        double cu2cl_sync3 = reduceSubwarp_thread_block_tile_32_void_double_Plus_double(
            tempVal, cu2cl_iteration2, cu2cl_scratch);
        const double subwarpResult = cu2cl_sync3;
        if (cu2cl_iteration2)
          if (subid == 0)
            c[row] = subwarpResult;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

// One sub-warp per row; the row's entries are visited SubwarpSize at a time.
CU2CL_KERNEL_ATTRS __kernel void
rowProperties_1(int numRows, __global const double *val, ulong val_cu2cl_offset,
                __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global RowInfo *info,
                ulong info_cu2cl_offset, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  info = (__global RowInfo *)((__global uchar *)info + info_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(1u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 1;
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 1;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowBegin = 0;
        if (cu2cl_iteration2)
          rowBegin = rowPtrs[row];
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        RowInfo result = {0.0, 0, 0, 0u, 1, 0};
        {
          bool cu2cl_loop3 = cu2cl_iteration2;
          int base = rowBegin;
          for (;;) {
            if (cu2cl_loop3)
              cu2cl_loop3 = base < rowEnd;
            if (!cu2cl_loop_continues(cu2cl_loop3, true, cu2cl_scratch))
              break;
            bool cu2cl_iteration4 = cu2cl_loop3;
            {
              const int ind = base + subid;
              const bool valid = ind < rowEnd;
              double value = 0;
              if (cu2cl_iteration4)
                value = valid ? val[ind] : 0.0;
              int col = 0;
              if (cu2cl_iteration4)
                col = valid ? colIdxs[ind] : -1;
              uint cu2cl_sync5 =
                  cu2cl_tile_ballot(1u, value < 0.0, cu2cl_iteration4, cu2cl_scratch);
              const uint negatives = cu2cl_sync5;
              if (cu2cl_iteration4)
                if (base == rowBegin)
                  result.negMask = negatives;
              if (cu2cl_iteration4)
                result.negatives += cu2cl_popc(negatives);
              int cu2cl_sync6 = cu2cl_tile_any(1u, col == row, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then7 = cu2cl_iteration4 && (cu2cl_sync6);
              {
                if (cu2cl_then7)
                  result.hasDiagonal = 1;
              }
              int cu2cl_arg8 = 0;
              if (cu2cl_iteration4)
                cu2cl_arg8 = !valid || ind + 1 >= rowEnd || col < colIdxs[ind + 1];
              int cu2cl_sync9 = cu2cl_tile_all(1u, cu2cl_arg8, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then10 = cu2cl_iteration4 && (!cu2cl_sync9);
              {
                if (cu2cl_then10)
                  result.sorted = 0;
              }
              int cu2cl_sync11 =
                  cu2cl_cg_reduce_plus_i32(1u, valid ? 1 : 0, cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.nnz += cu2cl_sync11;
              double cu2cl_sync12 =
                  cu2cl_cg_reduce_greater_f64(1u, fabs(value), cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.maxAbs = fmax(result.maxAbs, cu2cl_sync12);
            }
            if (cu2cl_loop3)
              base += 1;
            barrier(CLK_LOCAL_MEM_FENCE);
          }
        }
        if (cu2cl_iteration2)
          if (subid == 0)
            info[row] = result;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

CU2CL_KERNEL_ATTRS __kernel void
rowProperties_2(int numRows, __global const double *val, ulong val_cu2cl_offset,
                __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global RowInfo *info,
                ulong info_cu2cl_offset, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  info = (__global RowInfo *)((__global uchar *)info + info_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(2u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 2;
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 2;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowBegin = 0;
        if (cu2cl_iteration2)
          rowBegin = rowPtrs[row];
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        RowInfo result = {0.0, 0, 0, 0u, 1, 0};
        {
          bool cu2cl_loop3 = cu2cl_iteration2;
          int base = rowBegin;
          for (;;) {
            if (cu2cl_loop3)
              cu2cl_loop3 = base < rowEnd;
            if (!cu2cl_loop_continues(cu2cl_loop3, true, cu2cl_scratch))
              break;
            bool cu2cl_iteration4 = cu2cl_loop3;
            {
              const int ind = base + subid;
              const bool valid = ind < rowEnd;
              double value = 0;
              if (cu2cl_iteration4)
                value = valid ? val[ind] : 0.0;
              int col = 0;
              if (cu2cl_iteration4)
                col = valid ? colIdxs[ind] : -1;
              uint cu2cl_sync5 =
                  cu2cl_tile_ballot(2u, value < 0.0, cu2cl_iteration4, cu2cl_scratch);
              const uint negatives = cu2cl_sync5;
              if (cu2cl_iteration4)
                if (base == rowBegin)
                  result.negMask = negatives;
              if (cu2cl_iteration4)
                result.negatives += cu2cl_popc(negatives);
              int cu2cl_sync6 = cu2cl_tile_any(2u, col == row, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then7 = cu2cl_iteration4 && (cu2cl_sync6);
              {
                if (cu2cl_then7)
                  result.hasDiagonal = 1;
              }
              int cu2cl_arg8 = 0;
              if (cu2cl_iteration4)
                cu2cl_arg8 = !valid || ind + 1 >= rowEnd || col < colIdxs[ind + 1];
              int cu2cl_sync9 = cu2cl_tile_all(2u, cu2cl_arg8, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then10 = cu2cl_iteration4 && (!cu2cl_sync9);
              {
                if (cu2cl_then10)
                  result.sorted = 0;
              }
              int cu2cl_sync11 =
                  cu2cl_cg_reduce_plus_i32(2u, valid ? 1 : 0, cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.nnz += cu2cl_sync11;
              double cu2cl_sync12 =
                  cu2cl_cg_reduce_greater_f64(2u, fabs(value), cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.maxAbs = fmax(result.maxAbs, cu2cl_sync12);
            }
            if (cu2cl_loop3)
              base += 2;
            barrier(CLK_LOCAL_MEM_FENCE);
          }
        }
        if (cu2cl_iteration2)
          if (subid == 0)
            info[row] = result;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

CU2CL_KERNEL_ATTRS __kernel void
rowProperties_4(int numRows, __global const double *val, ulong val_cu2cl_offset,
                __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global RowInfo *info,
                ulong info_cu2cl_offset, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  info = (__global RowInfo *)((__global uchar *)info + info_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(4u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 4;
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 4;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowBegin = 0;
        if (cu2cl_iteration2)
          rowBegin = rowPtrs[row];
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        RowInfo result = {0.0, 0, 0, 0u, 1, 0};
        {
          bool cu2cl_loop3 = cu2cl_iteration2;
          int base = rowBegin;
          for (;;) {
            if (cu2cl_loop3)
              cu2cl_loop3 = base < rowEnd;
            if (!cu2cl_loop_continues(cu2cl_loop3, true, cu2cl_scratch))
              break;
            bool cu2cl_iteration4 = cu2cl_loop3;
            {
              const int ind = base + subid;
              const bool valid = ind < rowEnd;
              double value = 0;
              if (cu2cl_iteration4)
                value = valid ? val[ind] : 0.0;
              int col = 0;
              if (cu2cl_iteration4)
                col = valid ? colIdxs[ind] : -1;
              uint cu2cl_sync5 =
                  cu2cl_tile_ballot(4u, value < 0.0, cu2cl_iteration4, cu2cl_scratch);
              const uint negatives = cu2cl_sync5;
              if (cu2cl_iteration4)
                if (base == rowBegin)
                  result.negMask = negatives;
              if (cu2cl_iteration4)
                result.negatives += cu2cl_popc(negatives);
              int cu2cl_sync6 = cu2cl_tile_any(4u, col == row, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then7 = cu2cl_iteration4 && (cu2cl_sync6);
              {
                if (cu2cl_then7)
                  result.hasDiagonal = 1;
              }
              int cu2cl_arg8 = 0;
              if (cu2cl_iteration4)
                cu2cl_arg8 = !valid || ind + 1 >= rowEnd || col < colIdxs[ind + 1];
              int cu2cl_sync9 = cu2cl_tile_all(4u, cu2cl_arg8, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then10 = cu2cl_iteration4 && (!cu2cl_sync9);
              {
                if (cu2cl_then10)
                  result.sorted = 0;
              }
              int cu2cl_sync11 =
                  cu2cl_cg_reduce_plus_i32(4u, valid ? 1 : 0, cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.nnz += cu2cl_sync11;
              double cu2cl_sync12 =
                  cu2cl_cg_reduce_greater_f64(4u, fabs(value), cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.maxAbs = fmax(result.maxAbs, cu2cl_sync12);
            }
            if (cu2cl_loop3)
              base += 4;
            barrier(CLK_LOCAL_MEM_FENCE);
          }
        }
        if (cu2cl_iteration2)
          if (subid == 0)
            info[row] = result;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

CU2CL_KERNEL_ATTRS __kernel void
rowProperties_8(int numRows, __global const double *val, ulong val_cu2cl_offset,
                __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global RowInfo *info,
                ulong info_cu2cl_offset, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  info = (__global RowInfo *)((__global uchar *)info + info_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(8u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 8;
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 8;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowBegin = 0;
        if (cu2cl_iteration2)
          rowBegin = rowPtrs[row];
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        RowInfo result = {0.0, 0, 0, 0u, 1, 0};
        {
          bool cu2cl_loop3 = cu2cl_iteration2;
          int base = rowBegin;
          for (;;) {
            if (cu2cl_loop3)
              cu2cl_loop3 = base < rowEnd;
            if (!cu2cl_loop_continues(cu2cl_loop3, true, cu2cl_scratch))
              break;
            bool cu2cl_iteration4 = cu2cl_loop3;
            {
              const int ind = base + subid;
              const bool valid = ind < rowEnd;
              double value = 0;
              if (cu2cl_iteration4)
                value = valid ? val[ind] : 0.0;
              int col = 0;
              if (cu2cl_iteration4)
                col = valid ? colIdxs[ind] : -1;
              uint cu2cl_sync5 =
                  cu2cl_tile_ballot(8u, value < 0.0, cu2cl_iteration4, cu2cl_scratch);
              const uint negatives = cu2cl_sync5;
              if (cu2cl_iteration4)
                if (base == rowBegin)
                  result.negMask = negatives;
              if (cu2cl_iteration4)
                result.negatives += cu2cl_popc(negatives);
              int cu2cl_sync6 = cu2cl_tile_any(8u, col == row, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then7 = cu2cl_iteration4 && (cu2cl_sync6);
              {
                if (cu2cl_then7)
                  result.hasDiagonal = 1;
              }
              int cu2cl_arg8 = 0;
              if (cu2cl_iteration4)
                cu2cl_arg8 = !valid || ind + 1 >= rowEnd || col < colIdxs[ind + 1];
              int cu2cl_sync9 = cu2cl_tile_all(8u, cu2cl_arg8, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then10 = cu2cl_iteration4 && (!cu2cl_sync9);
              {
                if (cu2cl_then10)
                  result.sorted = 0;
              }
              int cu2cl_sync11 =
                  cu2cl_cg_reduce_plus_i32(8u, valid ? 1 : 0, cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.nnz += cu2cl_sync11;
              double cu2cl_sync12 =
                  cu2cl_cg_reduce_greater_f64(8u, fabs(value), cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.maxAbs = fmax(result.maxAbs, cu2cl_sync12);
            }
            if (cu2cl_loop3)
              base += 8;
            barrier(CLK_LOCAL_MEM_FENCE);
          }
        }
        if (cu2cl_iteration2)
          if (subid == 0)
            info[row] = result;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

CU2CL_KERNEL_ATTRS __kernel void
rowProperties_16(int numRows, __global const double *val, ulong val_cu2cl_offset,
                 __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                 __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global RowInfo *info,
                 ulong info_cu2cl_offset, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  info = (__global RowInfo *)((__global uchar *)info + info_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(16u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 16;
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 16;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowBegin = 0;
        if (cu2cl_iteration2)
          rowBegin = rowPtrs[row];
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        RowInfo result = {0.0, 0, 0, 0u, 1, 0};
        {
          bool cu2cl_loop3 = cu2cl_iteration2;
          int base = rowBegin;
          for (;;) {
            if (cu2cl_loop3)
              cu2cl_loop3 = base < rowEnd;
            if (!cu2cl_loop_continues(cu2cl_loop3, true, cu2cl_scratch))
              break;
            bool cu2cl_iteration4 = cu2cl_loop3;
            {
              const int ind = base + subid;
              const bool valid = ind < rowEnd;
              double value = 0;
              if (cu2cl_iteration4)
                value = valid ? val[ind] : 0.0;
              int col = 0;
              if (cu2cl_iteration4)
                col = valid ? colIdxs[ind] : -1;
              uint cu2cl_sync5 =
                  cu2cl_tile_ballot(16u, value < 0.0, cu2cl_iteration4, cu2cl_scratch);
              const uint negatives = cu2cl_sync5;
              if (cu2cl_iteration4)
                if (base == rowBegin)
                  result.negMask = negatives;
              if (cu2cl_iteration4)
                result.negatives += cu2cl_popc(negatives);
              int cu2cl_sync6 = cu2cl_tile_any(16u, col == row, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then7 = cu2cl_iteration4 && (cu2cl_sync6);
              {
                if (cu2cl_then7)
                  result.hasDiagonal = 1;
              }
              int cu2cl_arg8 = 0;
              if (cu2cl_iteration4)
                cu2cl_arg8 = !valid || ind + 1 >= rowEnd || col < colIdxs[ind + 1];
              int cu2cl_sync9 = cu2cl_tile_all(16u, cu2cl_arg8, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then10 = cu2cl_iteration4 && (!cu2cl_sync9);
              {
                if (cu2cl_then10)
                  result.sorted = 0;
              }
              int cu2cl_sync11 =
                  cu2cl_cg_reduce_plus_i32(16u, valid ? 1 : 0, cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.nnz += cu2cl_sync11;
              double cu2cl_sync12 =
                  cu2cl_cg_reduce_greater_f64(16u, fabs(value), cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.maxAbs = fmax(result.maxAbs, cu2cl_sync12);
            }
            if (cu2cl_loop3)
              base += 16;
            barrier(CLK_LOCAL_MEM_FENCE);
          }
        }
        if (cu2cl_iteration2)
          if (subid == 0)
            info[row] = result;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

CU2CL_KERNEL_ATTRS __kernel void
rowProperties_32(int numRows, __global const double *val, ulong val_cu2cl_offset,
                 __global const int *colIdxs, ulong colIdxs_cu2cl_offset,
                 __global const int *rowPtrs, ulong rowPtrs_cu2cl_offset, __global RowInfo *info,
                 ulong info_cu2cl_offset, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  info = (__global RowInfo *)((__global uchar *)info + info_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  const int subid = cu2cl_tile_thread_rank(32u);
  const int numSubwarps = (uint)get_num_groups(0) * (uint)get_local_size(0) / 32;
  {
    bool cu2cl_loop1 = true;
    int row = 0;
    if (cu2cl_loop1)
      row = ((uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0)) / 32;
    for (;;) {
      if (cu2cl_loop1)
        cu2cl_loop1 = row < numRows;
      if (!cu2cl_loop_continues(cu2cl_loop1, true, cu2cl_scratch))
        break;
      bool cu2cl_iteration2 = cu2cl_loop1;
      {
        int rowBegin = 0;
        if (cu2cl_iteration2)
          rowBegin = rowPtrs[row];
        int rowEnd = 0;
        if (cu2cl_iteration2)
          rowEnd = rowPtrs[row + 1];
        RowInfo result = {0.0, 0, 0, 0u, 1, 0};
        {
          bool cu2cl_loop3 = cu2cl_iteration2;
          int base = rowBegin;
          for (;;) {
            if (cu2cl_loop3)
              cu2cl_loop3 = base < rowEnd;
            if (!cu2cl_loop_continues(cu2cl_loop3, true, cu2cl_scratch))
              break;
            bool cu2cl_iteration4 = cu2cl_loop3;
            {
              const int ind = base + subid;
              const bool valid = ind < rowEnd;
              double value = 0;
              if (cu2cl_iteration4)
                value = valid ? val[ind] : 0.0;
              int col = 0;
              if (cu2cl_iteration4)
                col = valid ? colIdxs[ind] : -1;
              uint cu2cl_sync5 =
                  cu2cl_tile_ballot(32u, value < 0.0, cu2cl_iteration4, cu2cl_scratch);
              const uint negatives = cu2cl_sync5;
              if (cu2cl_iteration4)
                if (base == rowBegin)
                  result.negMask = negatives;
              if (cu2cl_iteration4)
                result.negatives += cu2cl_popc(negatives);
              int cu2cl_sync6 = cu2cl_tile_any(32u, col == row, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then7 = cu2cl_iteration4 && (cu2cl_sync6);
              {
                if (cu2cl_then7)
                  result.hasDiagonal = 1;
              }
              int cu2cl_arg8 = 0;
              if (cu2cl_iteration4)
                cu2cl_arg8 = !valid || ind + 1 >= rowEnd || col < colIdxs[ind + 1];
              int cu2cl_sync9 = cu2cl_tile_all(32u, cu2cl_arg8, cu2cl_iteration4, cu2cl_scratch);
              bool cu2cl_then10 = cu2cl_iteration4 && (!cu2cl_sync9);
              {
                if (cu2cl_then10)
                  result.sorted = 0;
              }
              int cu2cl_sync11 =
                  cu2cl_cg_reduce_plus_i32(32u, valid ? 1 : 0, cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.nnz += cu2cl_sync11;
              double cu2cl_sync12 =
                  cu2cl_cg_reduce_greater_f64(32u, fabs(value), cu2cl_iteration4, cu2cl_scratch);
              if (cu2cl_iteration4)
                result.maxAbs = fmax(result.maxAbs, cu2cl_sync12);
            }
            if (cu2cl_loop3)
              base += 32;
            barrier(CLK_LOCAL_MEM_FENCE);
          }
        }
        if (cu2cl_iteration2)
          if (subid == 0)
            info[row] = result;
      }
      if (cu2cl_loop1)
        row += numSubwarps;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}

// Ginkgo's reduce over an array in shared memory (one value per thread of the block, a power of
// two of at least 32): the block halves it down to 32 values, then the first warp reduces them
// as a tile and leaves the sum in data[0].
void reduceArray_double(__local double *data, bool cu2cl_act, __local ulong *cu2cl_scratch) {
  const int localId = cu2cl_linear_local_id();
  for (int k = cu2cl_block_size() / 2; k >= kWarpSize; k /= 2) {
    {
      barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      if (cu2cl_act)
        if (localId < k)
          data[localId] = data[localId] + data[localId + k];
    }
    cu2cl_loop_sync();
  }
  bool cu2cl_then1 = cu2cl_act && (localId / kWarpSize > 0);
  {
    if (cu2cl_then1) {
      cu2cl_then1 = false;
      cu2cl_act = false;
    }
  }
  double cu2cl_arg2 = 0;
  if (cu2cl_act)
    cu2cl_arg2 = data[cu2cl_tile_thread_rank(32u)];
  double cu2cl_sync3 = reduceSubwarp_thread_block_tile_32_void_double_Plus_double(
      cu2cl_arg2, cu2cl_act, cu2cl_scratch);
  const double result = cu2cl_sync3;
  if (cu2cl_act)
    if (cu2cl_tile_thread_rank(32u) == 0)
      data[0] = result;
}

// partials[blockIdx.x] = the block's part of x . y; dynamic shared memory: one double a thread.
CU2CL_KERNEL_ATTRS __kernel void partialDot(int n, __global const double *x, ulong x_cu2cl_offset,
                                            __global const double *y, ulong y_cu2cl_offset,
                                            __global double *partials, ulong partials_cu2cl_offset,
                                            __local double *tmpWork, __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  x = (__global const double *)((__global const uchar *)x + x_cu2cl_offset);
  y = (__global const double *)((__global const uchar *)y + y_cu2cl_offset);
  partials = (__global double *)((__global uchar *)partials + partials_cu2cl_offset);
#endif
  double tmp = 0.0;
  for (int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0); i < n;
       i += (uint)get_num_groups(0) * (uint)get_local_size(0))
    tmp += x[i] * y[i];
  tmpWork[(uint)get_local_id(0)] = tmp;
  reduceArray_double(tmpWork, true, cu2cl_scratch);
  if ((uint)get_local_id(0) == 0)
    partials[(uint)get_group_id(0)] = tmpWork[0];
}

// *result = the sum of the partials; one block.
CU2CL_KERNEL_ATTRS __kernel void finalizeDot(int numPartials, __global const double *partials,
                                             ulong partials_cu2cl_offset, __global double *result,
                                             ulong result_cu2cl_offset, __local double *tmpWork,
                                             __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  partials = (__global const double *)((__global const uchar *)partials + partials_cu2cl_offset);
  result = (__global double *)((__global uchar *)result + result_cu2cl_offset);
#endif
  double tmp = 0.0;
  for (int i = (uint)get_local_id(0); i < numPartials; i += (uint)get_local_size(0))
    tmp += partials[i];
  tmpWork[(uint)get_local_id(0)] = tmp;
  reduceArray_double(tmpWork, true, cu2cl_scratch);
  if ((uint)get_local_id(0) == 0)
    *result = tmpWork[0];
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
static inline uint cu2cl_lane_id__cu2cl_lane(uint cu2cl_lane) {
  return cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane) & 31u;
}
static inline uint cu2cl_tile_mask__cu2cl_lane(__private uint n, uint cu2cl_lane) {
  return n >= 32u ? 0xffffffffu
                  : ((1u << n) - 1u) << (cu2cl_lane_id__cu2cl_lane(cu2cl_lane) & ~(n - 1u));
}
static inline uint cu2cl_block_size__cu2cl_lane(uint cu2cl_lane) {
  return (uint)((get_local_size(0) * 32u) * get_local_size(1) * get_local_size(2));
}

// cu2cl: the warp form of subwarpSum_1_int
__kernel void subwarpSum_1_int__cu2cl_warps(__global int *data, ulong data_cu2cl_offset, int n,
                                            __local ulong *cu2cl_scratch) {
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
  int cu2cl_lanes_localData[32];
  int cu2cl_lanes_cu2cl_i1_localData[32];
  bool cu2cl_lanes_cu2cl_i1_cu2cl_act[32];
  int cu2cl_lanes_cu2cl_i1_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (int)(0);
    cu2cl_lanes_cu2cl_i1_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i1_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i1_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i1_bitmask[cu2cl_lane] < (int)(1u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        int cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i1_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i1_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          int cu2cl_lanes_cu2cl_i1_cu2cl_sync1;
          int cu2cl_lanes_cu2cl_i1_remoteData;
          cu2cl_lanes_cu2cl_i1_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(1u))];
          cu2cl_lanes_cu2cl_i1_remoteData = cu2cl_lanes_cu2cl_i1_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i1_localData[cu2cl_lane] = Plus_int_call(
                cu2cl_lanes_cu2cl_i1_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i1_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i1_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i1_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i1_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i1_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of subwarpSum_1_double
__kernel void subwarpSum_1_double__cu2cl_warps(__global double *data, ulong data_cu2cl_offset,
                                               int n, __local ulong *cu2cl_scratch) {
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
  double cu2cl_lanes_localData[32];
  double cu2cl_lanes_cu2cl_i2_localData[32];
  bool cu2cl_lanes_cu2cl_i2_cu2cl_act[32];
  double cu2cl_lanes_cu2cl_i2_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (double)(0);
    cu2cl_lanes_cu2cl_i2_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i2_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i2_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i2_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i2_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i2_bitmask[cu2cl_lane] < (int)(1u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        double cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i2_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i2_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          double cu2cl_lanes_cu2cl_i2_cu2cl_sync1;
          double cu2cl_lanes_cu2cl_i2_remoteData;
          cu2cl_lanes_cu2cl_i2_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(1u))];
          cu2cl_lanes_cu2cl_i2_remoteData = cu2cl_lanes_cu2cl_i2_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i2_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i2_localData[cu2cl_lane] = Plus_double_call(
                cu2cl_lanes_cu2cl_i2_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i2_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i2_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i2_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i2_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i2_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i2_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i2_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of subwarpSum_2_int
__kernel void subwarpSum_2_int__cu2cl_warps(__global int *data, ulong data_cu2cl_offset, int n,
                                            __local ulong *cu2cl_scratch) {
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
  int cu2cl_lanes_localData[32];
  int cu2cl_lanes_cu2cl_i3_localData[32];
  bool cu2cl_lanes_cu2cl_i3_cu2cl_act[32];
  int cu2cl_lanes_cu2cl_i3_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (int)(0);
    cu2cl_lanes_cu2cl_i3_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i3_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i3_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i3_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i3_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i3_bitmask[cu2cl_lane] < (int)(2u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        int cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i3_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i3_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          int cu2cl_lanes_cu2cl_i3_cu2cl_sync1;
          int cu2cl_lanes_cu2cl_i3_remoteData;
          cu2cl_lanes_cu2cl_i3_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(2u))];
          cu2cl_lanes_cu2cl_i3_remoteData = cu2cl_lanes_cu2cl_i3_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i3_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i3_localData[cu2cl_lane] = Plus_int_call(
                cu2cl_lanes_cu2cl_i3_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i3_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i3_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i3_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i3_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i3_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i3_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i3_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of subwarpSum_2_double
__kernel void subwarpSum_2_double__cu2cl_warps(__global double *data, ulong data_cu2cl_offset,
                                               int n, __local ulong *cu2cl_scratch) {
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
  double cu2cl_lanes_localData[32];
  double cu2cl_lanes_cu2cl_i4_localData[32];
  bool cu2cl_lanes_cu2cl_i4_cu2cl_act[32];
  double cu2cl_lanes_cu2cl_i4_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (double)(0);
    cu2cl_lanes_cu2cl_i4_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i4_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i4_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i4_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i4_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i4_bitmask[cu2cl_lane] < (int)(2u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        double cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i4_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i4_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          double cu2cl_lanes_cu2cl_i4_cu2cl_sync1;
          double cu2cl_lanes_cu2cl_i4_remoteData;
          cu2cl_lanes_cu2cl_i4_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(2u))];
          cu2cl_lanes_cu2cl_i4_remoteData = cu2cl_lanes_cu2cl_i4_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i4_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i4_localData[cu2cl_lane] = Plus_double_call(
                cu2cl_lanes_cu2cl_i4_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i4_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i4_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i4_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i4_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i4_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i4_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i4_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of subwarpSum_4_int
__kernel void subwarpSum_4_int__cu2cl_warps(__global int *data, ulong data_cu2cl_offset, int n,
                                            __local ulong *cu2cl_scratch) {
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
  int cu2cl_lanes_localData[32];
  int cu2cl_lanes_cu2cl_i5_localData[32];
  bool cu2cl_lanes_cu2cl_i5_cu2cl_act[32];
  int cu2cl_lanes_cu2cl_i5_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (int)(0);
    cu2cl_lanes_cu2cl_i5_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i5_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i5_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i5_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i5_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i5_bitmask[cu2cl_lane] < (int)(4u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        int cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i5_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i5_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          int cu2cl_lanes_cu2cl_i5_cu2cl_sync1;
          int cu2cl_lanes_cu2cl_i5_remoteData;
          cu2cl_lanes_cu2cl_i5_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(4u))];
          cu2cl_lanes_cu2cl_i5_remoteData = cu2cl_lanes_cu2cl_i5_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i5_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i5_localData[cu2cl_lane] = Plus_int_call(
                cu2cl_lanes_cu2cl_i5_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i5_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i5_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i5_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i5_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i5_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i5_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i5_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of subwarpSum_4_double
__kernel void subwarpSum_4_double__cu2cl_warps(__global double *data, ulong data_cu2cl_offset,
                                               int n, __local ulong *cu2cl_scratch) {
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
  double cu2cl_lanes_localData[32];
  double cu2cl_lanes_cu2cl_i6_localData[32];
  bool cu2cl_lanes_cu2cl_i6_cu2cl_act[32];
  double cu2cl_lanes_cu2cl_i6_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (double)(0);
    cu2cl_lanes_cu2cl_i6_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i6_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i6_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i6_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i6_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i6_bitmask[cu2cl_lane] < (int)(4u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        double cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i6_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i6_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          double cu2cl_lanes_cu2cl_i6_cu2cl_sync1;
          double cu2cl_lanes_cu2cl_i6_remoteData;
          cu2cl_lanes_cu2cl_i6_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(4u))];
          cu2cl_lanes_cu2cl_i6_remoteData = cu2cl_lanes_cu2cl_i6_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i6_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i6_localData[cu2cl_lane] = Plus_double_call(
                cu2cl_lanes_cu2cl_i6_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i6_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i6_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i6_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i6_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i6_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i6_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i6_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of subwarpSum_8_int
__kernel void subwarpSum_8_int__cu2cl_warps(__global int *data, ulong data_cu2cl_offset, int n,
                                            __local ulong *cu2cl_scratch) {
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
  int cu2cl_lanes_localData[32];
  int cu2cl_lanes_cu2cl_i7_localData[32];
  bool cu2cl_lanes_cu2cl_i7_cu2cl_act[32];
  int cu2cl_lanes_cu2cl_i7_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (int)(0);
    cu2cl_lanes_cu2cl_i7_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i7_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i7_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i7_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i7_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i7_bitmask[cu2cl_lane] < (int)(8u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        int cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i7_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i7_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          int cu2cl_lanes_cu2cl_i7_cu2cl_sync1;
          int cu2cl_lanes_cu2cl_i7_remoteData;
          cu2cl_lanes_cu2cl_i7_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(8u))];
          cu2cl_lanes_cu2cl_i7_remoteData = cu2cl_lanes_cu2cl_i7_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i7_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i7_localData[cu2cl_lane] = Plus_int_call(
                cu2cl_lanes_cu2cl_i7_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i7_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i7_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i7_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i7_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i7_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i7_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i7_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of subwarpSum_8_double
__kernel void subwarpSum_8_double__cu2cl_warps(__global double *data, ulong data_cu2cl_offset,
                                               int n, __local ulong *cu2cl_scratch) {
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
  double cu2cl_lanes_localData[32];
  double cu2cl_lanes_cu2cl_i8_localData[32];
  bool cu2cl_lanes_cu2cl_i8_cu2cl_act[32];
  double cu2cl_lanes_cu2cl_i8_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (double)(0);
    cu2cl_lanes_cu2cl_i8_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i8_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i8_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i8_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i8_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i8_bitmask[cu2cl_lane] < (int)(8u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        double cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i8_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i8_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          double cu2cl_lanes_cu2cl_i8_cu2cl_sync1;
          double cu2cl_lanes_cu2cl_i8_remoteData;
          cu2cl_lanes_cu2cl_i8_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(8u))];
          cu2cl_lanes_cu2cl_i8_remoteData = cu2cl_lanes_cu2cl_i8_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i8_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i8_localData[cu2cl_lane] = Plus_double_call(
                cu2cl_lanes_cu2cl_i8_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i8_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i8_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i8_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i8_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i8_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i8_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i8_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of subwarpSum_16_int
__kernel void subwarpSum_16_int__cu2cl_warps(__global int *data, ulong data_cu2cl_offset, int n,
                                             __local ulong *cu2cl_scratch) {
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
  int cu2cl_lanes_localData[32];
  int cu2cl_lanes_cu2cl_i9_localData[32];
  bool cu2cl_lanes_cu2cl_i9_cu2cl_act[32];
  int cu2cl_lanes_cu2cl_i9_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (int)(0);
    cu2cl_lanes_cu2cl_i9_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i9_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i9_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i9_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i9_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i9_bitmask[cu2cl_lane] < (int)(16u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        int cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i9_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i9_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          int cu2cl_lanes_cu2cl_i9_cu2cl_sync1;
          int cu2cl_lanes_cu2cl_i9_remoteData;
          cu2cl_lanes_cu2cl_i9_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(16u))];
          cu2cl_lanes_cu2cl_i9_remoteData = cu2cl_lanes_cu2cl_i9_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i9_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i9_localData[cu2cl_lane] = Plus_int_call(
                cu2cl_lanes_cu2cl_i9_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i9_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i9_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i9_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i9_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i9_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i9_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i9_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of subwarpSum_16_double
__kernel void subwarpSum_16_double__cu2cl_warps(__global double *data, ulong data_cu2cl_offset,
                                                int n, __local ulong *cu2cl_scratch) {
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
  double cu2cl_lanes_localData[32];
  double cu2cl_lanes_cu2cl_i10_localData[32];
  bool cu2cl_lanes_cu2cl_i10_cu2cl_act[32];
  double cu2cl_lanes_cu2cl_i10_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (double)(0);
    cu2cl_lanes_cu2cl_i10_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i10_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i10_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i10_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i10_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i10_bitmask[cu2cl_lane] < (int)(16u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        double cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i10_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i10_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          double cu2cl_lanes_cu2cl_i10_cu2cl_sync1;
          double cu2cl_lanes_cu2cl_i10_remoteData;
          cu2cl_lanes_cu2cl_i10_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(16u))];
          cu2cl_lanes_cu2cl_i10_remoteData = cu2cl_lanes_cu2cl_i10_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i10_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i10_localData[cu2cl_lane] = Plus_double_call(
                cu2cl_lanes_cu2cl_i10_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i10_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i10_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i10_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i10_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i10_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i10_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i10_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of subwarpSum_32_int
__kernel void subwarpSum_32_int__cu2cl_warps(__global int *data, ulong data_cu2cl_offset, int n,
                                             __local ulong *cu2cl_scratch) {
  data = (__global int *)((__global uchar *)data + data_cu2cl_offset);
  int cu2cl_lanes_localData[32];
  int cu2cl_lanes_cu2cl_i11_localData[32];
  bool cu2cl_lanes_cu2cl_i11_cu2cl_act[32];
  int cu2cl_lanes_cu2cl_i11_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (int)(0);
    cu2cl_lanes_cu2cl_i11_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i11_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i11_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i11_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i11_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i11_bitmask[cu2cl_lane] < (int)(32u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        int cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i11_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i11_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          int cu2cl_lanes_cu2cl_i11_cu2cl_sync1;
          int cu2cl_lanes_cu2cl_i11_remoteData;
          cu2cl_lanes_cu2cl_i11_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(32u))];
          cu2cl_lanes_cu2cl_i11_remoteData = cu2cl_lanes_cu2cl_i11_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i11_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i11_localData[cu2cl_lane] = Plus_int_call(
                cu2cl_lanes_cu2cl_i11_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i11_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i11_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i11_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i11_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i11_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i11_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i11_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of subwarpSum_32_double
__kernel void subwarpSum_32_double__cu2cl_warps(__global double *data, ulong data_cu2cl_offset,
                                                int n, __local ulong *cu2cl_scratch) {
  data = (__global double *)((__global uchar *)data + data_cu2cl_offset);
  double cu2cl_lanes_localData[32];
  double cu2cl_lanes_cu2cl_i12_localData[32];
  bool cu2cl_lanes_cu2cl_i12_cu2cl_act[32];
  double cu2cl_lanes_cu2cl_i12_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_localData[cu2cl_lane] = cu2cl_lanes_i < n ? data[cu2cl_lanes_i] : (double)(0);
    cu2cl_lanes_cu2cl_i12_localData[cu2cl_lane] = (cu2cl_lanes_localData[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i12_cu2cl_act[cu2cl_lane] = (true);
    cu2cl_lanes_cu2cl_i12_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i12_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i12_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i12_bitmask[cu2cl_lane] < (int)(32u));
      }
      if (!cu2cl_wfc1)
        break;
      {
        double cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i12_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i12_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          double cu2cl_lanes_cu2cl_i12_cu2cl_sync1;
          double cu2cl_lanes_cu2cl_i12_remoteData;
          cu2cl_lanes_cu2cl_i12_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(32u))];
          cu2cl_lanes_cu2cl_i12_remoteData = cu2cl_lanes_cu2cl_i12_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i12_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i12_localData[cu2cl_lane] = Plus_double_call(
                cu2cl_lanes_cu2cl_i12_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i12_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i12_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                              (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if (cu2cl_lanes_cu2cl_i12_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i12_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i12_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i12_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i12_cu2cl_result[cu2cl_lane]);
    if (cu2cl_lanes_i < n)
      data[cu2cl_lanes_i] = cu2cl_lanes_localData[cu2cl_lane];
  }
}

// cu2cl: the warp form of classicalSpmv_1
__kernel void classicalSpmv_1__cu2cl_warps(int numRows, __global const double *val,
                                           ulong val_cu2cl_offset, __global const int *colIdxs,
                                           ulong colIdxs_cu2cl_offset, __global const int *rowPtrs,
                                           ulong rowPtrs_cu2cl_offset, __global const double *b,
                                           ulong b_cu2cl_offset, __global double *c,
                                           ulong c_cu2cl_offset, __local ulong *cu2cl_scratch) {
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_loop1[32];
  int cu2cl_lanes_row[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = true;
    cu2cl_lanes_row[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
      cu2cl_lanes_row[cu2cl_lane] = ((uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                                     (uint)(get_local_id(0) * 32u + cu2cl_lane)) /
                                    1;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = cu2cl_lanes_row[cu2cl_lane] < numRows;
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
        double cu2cl_lanes_cu2cl_i13_localData[32];
        bool cu2cl_lanes_cu2cl_i13_cu2cl_act[32];
        double cu2cl_lanes_cu2cl_i13_cu2cl_result[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(1u, cu2cl_lane);
          int cu2cl_lanes_rowEnd;
          double cu2cl_lanes_tempVal;
          cu2cl_lanes_cu2cl_iteration2[cu2cl_lane] = cu2cl_lanes_cu2cl_loop1[cu2cl_lane];
          cu2cl_lanes_rowEnd = 0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            cu2cl_lanes_rowEnd = rowPtrs[cu2cl_lanes_row[cu2cl_lane] + 1];
          cu2cl_lanes_tempVal = 0.0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            for (int ind = rowPtrs[cu2cl_lanes_row[cu2cl_lane]] + cu2cl_lanes_subid;
                 ind < cu2cl_lanes_rowEnd; ind += 1)
              cu2cl_lanes_tempVal += val[ind] * b[colIdxs[ind]];
          cu2cl_lanes_cu2cl_i13_localData[cu2cl_lane] = (cu2cl_lanes_tempVal);
          cu2cl_lanes_cu2cl_i13_cu2cl_act[cu2cl_lane] = (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]);
          cu2cl_lanes_cu2cl_i13_cu2cl_result[cu2cl_lane] = 0;
        }
        {
          int cu2cl_lanes_cu2cl_i13_bitmask[32];
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            cu2cl_lanes_cu2cl_i13_bitmask[cu2cl_lane] = 1;
          }
          for (;;) {
            bool cu2cl_wfc2;
            {
              const uint cu2cl_lane = 0u;
              cu2cl_wfc2 = (cu2cl_lanes_cu2cl_i13_bitmask[cu2cl_lane] < (int)(1u));
            }
            if (!cu2cl_wfc2)
              break;
            {
              double cu2cl_wf2_v[32];
              uint cu2cl_wf2_b[32];
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                cu2cl_wf2_v[cu2cl_lane] =
                    ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i13_localData[cu2cl_lane]) : 0;
                cu2cl_wf2_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i13_bitmask[cu2cl_lane]);
              }
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                double cu2cl_lanes_cu2cl_i13_cu2cl_sync1;
                double cu2cl_lanes_cu2cl_i13_remoteData;
                cu2cl_lanes_cu2cl_i13_cu2cl_sync1 = cu2cl_wf2_v[cu2cl__shfl_src_lane(
                    CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf2_b[cu2cl_lane], (int)(1u))];
                cu2cl_lanes_cu2cl_i13_remoteData = cu2cl_lanes_cu2cl_i13_cu2cl_sync1;
                if (cu2cl_lanes_cu2cl_i13_cu2cl_act[cu2cl_lane])
                  cu2cl_lanes_cu2cl_i13_localData[cu2cl_lane] =
                      Plus_double_call(cu2cl_lanes_cu2cl_i13_localData[cu2cl_lane],
                                       cu2cl_lanes_cu2cl_i13_remoteData);
              }
            }
#pragma clang loop interleave_count(4)
            for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
              cu2cl_lanes_cu2cl_i13_bitmask[cu2cl_lane] <<= 1;
            }
          }
        }
        double cu2cl_lanes_subwarpResult[32];
        uint cu2cl_wfm3 = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(1u, cu2cl_lane);
          double cu2cl_lanes_cu2cl_sync3;
          if (cu2cl_lanes_cu2cl_i13_cu2cl_act[cu2cl_lane]) {
            cu2cl_lanes_cu2cl_i13_cu2cl_result[cu2cl_lane] =
                cu2cl_lanes_cu2cl_i13_localData[cu2cl_lane];
            cu2cl_lanes_cu2cl_i13_cu2cl_act[cu2cl_lane] = false;
          }
          cu2cl_lanes_cu2cl_sync3 = (cu2cl_lanes_cu2cl_i13_cu2cl_result[cu2cl_lane]);
          cu2cl_lanes_subwarpResult[cu2cl_lane] = cu2cl_lanes_cu2cl_sync3;
          cu2cl_wfm3 |=
              ((cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]) && (cu2cl_lanes_subid == 0) ? 1u : 0u)
              << cu2cl_lane;
        }
        for (uint cu2cl_wfm = cu2cl_wfm3; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
          const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
          c[cu2cl_lanes_row[cu2cl_lane]] = cu2cl_lanes_subwarpResult[cu2cl_lane];
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_numSubwarps =
              (uint)get_num_groups(0) * (uint)(get_local_size(0) * 32u) / 1;
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_row[cu2cl_lane] += cu2cl_lanes_numSubwarps;
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
}

// cu2cl: the warp form of classicalSpmv_2
__kernel void classicalSpmv_2__cu2cl_warps(int numRows, __global const double *val,
                                           ulong val_cu2cl_offset, __global const int *colIdxs,
                                           ulong colIdxs_cu2cl_offset, __global const int *rowPtrs,
                                           ulong rowPtrs_cu2cl_offset, __global const double *b,
                                           ulong b_cu2cl_offset, __global double *c,
                                           ulong c_cu2cl_offset, __local ulong *cu2cl_scratch) {
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_loop1[32];
  int cu2cl_lanes_row[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = true;
    cu2cl_lanes_row[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
      cu2cl_lanes_row[cu2cl_lane] = ((uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                                     (uint)(get_local_id(0) * 32u + cu2cl_lane)) /
                                    2;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = cu2cl_lanes_row[cu2cl_lane] < numRows;
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
        double cu2cl_lanes_cu2cl_i14_localData[32];
        bool cu2cl_lanes_cu2cl_i14_cu2cl_act[32];
        double cu2cl_lanes_cu2cl_i14_cu2cl_result[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(2u, cu2cl_lane);
          int cu2cl_lanes_rowEnd;
          double cu2cl_lanes_tempVal;
          cu2cl_lanes_cu2cl_iteration2[cu2cl_lane] = cu2cl_lanes_cu2cl_loop1[cu2cl_lane];
          cu2cl_lanes_rowEnd = 0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            cu2cl_lanes_rowEnd = rowPtrs[cu2cl_lanes_row[cu2cl_lane] + 1];
          cu2cl_lanes_tempVal = 0.0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            for (int ind = rowPtrs[cu2cl_lanes_row[cu2cl_lane]] + cu2cl_lanes_subid;
                 ind < cu2cl_lanes_rowEnd; ind += 2)
              cu2cl_lanes_tempVal += val[ind] * b[colIdxs[ind]];
          cu2cl_lanes_cu2cl_i14_localData[cu2cl_lane] = (cu2cl_lanes_tempVal);
          cu2cl_lanes_cu2cl_i14_cu2cl_act[cu2cl_lane] = (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]);
          cu2cl_lanes_cu2cl_i14_cu2cl_result[cu2cl_lane] = 0;
        }
        {
          int cu2cl_lanes_cu2cl_i14_bitmask[32];
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            cu2cl_lanes_cu2cl_i14_bitmask[cu2cl_lane] = 1;
          }
          for (;;) {
            bool cu2cl_wfc2;
            {
              const uint cu2cl_lane = 0u;
              cu2cl_wfc2 = (cu2cl_lanes_cu2cl_i14_bitmask[cu2cl_lane] < (int)(2u));
            }
            if (!cu2cl_wfc2)
              break;
            {
              double cu2cl_wf2_v[32];
              uint cu2cl_wf2_b[32];
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                cu2cl_wf2_v[cu2cl_lane] =
                    ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i14_localData[cu2cl_lane]) : 0;
                cu2cl_wf2_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i14_bitmask[cu2cl_lane]);
              }
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                double cu2cl_lanes_cu2cl_i14_cu2cl_sync1;
                double cu2cl_lanes_cu2cl_i14_remoteData;
                cu2cl_lanes_cu2cl_i14_cu2cl_sync1 = cu2cl_wf2_v[cu2cl__shfl_src_lane(
                    CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf2_b[cu2cl_lane], (int)(2u))];
                cu2cl_lanes_cu2cl_i14_remoteData = cu2cl_lanes_cu2cl_i14_cu2cl_sync1;
                if (cu2cl_lanes_cu2cl_i14_cu2cl_act[cu2cl_lane])
                  cu2cl_lanes_cu2cl_i14_localData[cu2cl_lane] =
                      Plus_double_call(cu2cl_lanes_cu2cl_i14_localData[cu2cl_lane],
                                       cu2cl_lanes_cu2cl_i14_remoteData);
              }
            }
#pragma clang loop interleave_count(4)
            for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
              cu2cl_lanes_cu2cl_i14_bitmask[cu2cl_lane] <<= 1;
            }
          }
        }
        double cu2cl_lanes_subwarpResult[32];
        uint cu2cl_wfm3 = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(2u, cu2cl_lane);
          double cu2cl_lanes_cu2cl_sync3;
          if (cu2cl_lanes_cu2cl_i14_cu2cl_act[cu2cl_lane]) {
            cu2cl_lanes_cu2cl_i14_cu2cl_result[cu2cl_lane] =
                cu2cl_lanes_cu2cl_i14_localData[cu2cl_lane];
            cu2cl_lanes_cu2cl_i14_cu2cl_act[cu2cl_lane] = false;
          }
          cu2cl_lanes_cu2cl_sync3 = (cu2cl_lanes_cu2cl_i14_cu2cl_result[cu2cl_lane]);
          cu2cl_lanes_subwarpResult[cu2cl_lane] = cu2cl_lanes_cu2cl_sync3;
          cu2cl_wfm3 |=
              ((cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]) && (cu2cl_lanes_subid == 0) ? 1u : 0u)
              << cu2cl_lane;
        }
        for (uint cu2cl_wfm = cu2cl_wfm3; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
          const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
          c[cu2cl_lanes_row[cu2cl_lane]] = cu2cl_lanes_subwarpResult[cu2cl_lane];
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_numSubwarps =
              (uint)get_num_groups(0) * (uint)(get_local_size(0) * 32u) / 2;
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_row[cu2cl_lane] += cu2cl_lanes_numSubwarps;
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
}

// cu2cl: the warp form of classicalSpmv_4
__kernel void classicalSpmv_4__cu2cl_warps(int numRows, __global const double *val,
                                           ulong val_cu2cl_offset, __global const int *colIdxs,
                                           ulong colIdxs_cu2cl_offset, __global const int *rowPtrs,
                                           ulong rowPtrs_cu2cl_offset, __global const double *b,
                                           ulong b_cu2cl_offset, __global double *c,
                                           ulong c_cu2cl_offset, __local ulong *cu2cl_scratch) {
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_loop1[32];
  int cu2cl_lanes_row[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = true;
    cu2cl_lanes_row[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
      cu2cl_lanes_row[cu2cl_lane] = ((uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                                     (uint)(get_local_id(0) * 32u + cu2cl_lane)) /
                                    4;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = cu2cl_lanes_row[cu2cl_lane] < numRows;
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
        double cu2cl_lanes_cu2cl_i15_localData[32];
        bool cu2cl_lanes_cu2cl_i15_cu2cl_act[32];
        double cu2cl_lanes_cu2cl_i15_cu2cl_result[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(4u, cu2cl_lane);
          int cu2cl_lanes_rowEnd;
          double cu2cl_lanes_tempVal;
          cu2cl_lanes_cu2cl_iteration2[cu2cl_lane] = cu2cl_lanes_cu2cl_loop1[cu2cl_lane];
          cu2cl_lanes_rowEnd = 0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            cu2cl_lanes_rowEnd = rowPtrs[cu2cl_lanes_row[cu2cl_lane] + 1];
          cu2cl_lanes_tempVal = 0.0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            for (int ind = rowPtrs[cu2cl_lanes_row[cu2cl_lane]] + cu2cl_lanes_subid;
                 ind < cu2cl_lanes_rowEnd; ind += 4)
              cu2cl_lanes_tempVal += val[ind] * b[colIdxs[ind]];
          cu2cl_lanes_cu2cl_i15_localData[cu2cl_lane] = (cu2cl_lanes_tempVal);
          cu2cl_lanes_cu2cl_i15_cu2cl_act[cu2cl_lane] = (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]);
          cu2cl_lanes_cu2cl_i15_cu2cl_result[cu2cl_lane] = 0;
        }
        {
          int cu2cl_lanes_cu2cl_i15_bitmask[32];
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            cu2cl_lanes_cu2cl_i15_bitmask[cu2cl_lane] = 1;
          }
          for (;;) {
            bool cu2cl_wfc2;
            {
              const uint cu2cl_lane = 0u;
              cu2cl_wfc2 = (cu2cl_lanes_cu2cl_i15_bitmask[cu2cl_lane] < (int)(4u));
            }
            if (!cu2cl_wfc2)
              break;
            {
              double cu2cl_wf2_v[32];
              uint cu2cl_wf2_b[32];
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                cu2cl_wf2_v[cu2cl_lane] =
                    ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i15_localData[cu2cl_lane]) : 0;
                cu2cl_wf2_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i15_bitmask[cu2cl_lane]);
              }
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                double cu2cl_lanes_cu2cl_i15_cu2cl_sync1;
                double cu2cl_lanes_cu2cl_i15_remoteData;
                cu2cl_lanes_cu2cl_i15_cu2cl_sync1 = cu2cl_wf2_v[cu2cl__shfl_src_lane(
                    CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf2_b[cu2cl_lane], (int)(4u))];
                cu2cl_lanes_cu2cl_i15_remoteData = cu2cl_lanes_cu2cl_i15_cu2cl_sync1;
                if (cu2cl_lanes_cu2cl_i15_cu2cl_act[cu2cl_lane])
                  cu2cl_lanes_cu2cl_i15_localData[cu2cl_lane] =
                      Plus_double_call(cu2cl_lanes_cu2cl_i15_localData[cu2cl_lane],
                                       cu2cl_lanes_cu2cl_i15_remoteData);
              }
            }
#pragma clang loop interleave_count(4)
            for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
              cu2cl_lanes_cu2cl_i15_bitmask[cu2cl_lane] <<= 1;
            }
          }
        }
        double cu2cl_lanes_subwarpResult[32];
        uint cu2cl_wfm3 = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(4u, cu2cl_lane);
          double cu2cl_lanes_cu2cl_sync3;
          if (cu2cl_lanes_cu2cl_i15_cu2cl_act[cu2cl_lane]) {
            cu2cl_lanes_cu2cl_i15_cu2cl_result[cu2cl_lane] =
                cu2cl_lanes_cu2cl_i15_localData[cu2cl_lane];
            cu2cl_lanes_cu2cl_i15_cu2cl_act[cu2cl_lane] = false;
          }
          cu2cl_lanes_cu2cl_sync3 = (cu2cl_lanes_cu2cl_i15_cu2cl_result[cu2cl_lane]);
          cu2cl_lanes_subwarpResult[cu2cl_lane] = cu2cl_lanes_cu2cl_sync3;
          cu2cl_wfm3 |=
              ((cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]) && (cu2cl_lanes_subid == 0) ? 1u : 0u)
              << cu2cl_lane;
        }
        for (uint cu2cl_wfm = cu2cl_wfm3; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
          const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
          c[cu2cl_lanes_row[cu2cl_lane]] = cu2cl_lanes_subwarpResult[cu2cl_lane];
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_numSubwarps =
              (uint)get_num_groups(0) * (uint)(get_local_size(0) * 32u) / 4;
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_row[cu2cl_lane] += cu2cl_lanes_numSubwarps;
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
}

// cu2cl: the warp form of classicalSpmv_8
__kernel void classicalSpmv_8__cu2cl_warps(int numRows, __global const double *val,
                                           ulong val_cu2cl_offset, __global const int *colIdxs,
                                           ulong colIdxs_cu2cl_offset, __global const int *rowPtrs,
                                           ulong rowPtrs_cu2cl_offset, __global const double *b,
                                           ulong b_cu2cl_offset, __global double *c,
                                           ulong c_cu2cl_offset, __local ulong *cu2cl_scratch) {
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_loop1[32];
  int cu2cl_lanes_row[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = true;
    cu2cl_lanes_row[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
      cu2cl_lanes_row[cu2cl_lane] = ((uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                                     (uint)(get_local_id(0) * 32u + cu2cl_lane)) /
                                    8;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = cu2cl_lanes_row[cu2cl_lane] < numRows;
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
        double cu2cl_lanes_cu2cl_i16_localData[32];
        bool cu2cl_lanes_cu2cl_i16_cu2cl_act[32];
        double cu2cl_lanes_cu2cl_i16_cu2cl_result[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(8u, cu2cl_lane);
          int cu2cl_lanes_rowEnd;
          double cu2cl_lanes_tempVal;
          cu2cl_lanes_cu2cl_iteration2[cu2cl_lane] = cu2cl_lanes_cu2cl_loop1[cu2cl_lane];
          cu2cl_lanes_rowEnd = 0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            cu2cl_lanes_rowEnd = rowPtrs[cu2cl_lanes_row[cu2cl_lane] + 1];
          cu2cl_lanes_tempVal = 0.0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            for (int ind = rowPtrs[cu2cl_lanes_row[cu2cl_lane]] + cu2cl_lanes_subid;
                 ind < cu2cl_lanes_rowEnd; ind += 8)
              cu2cl_lanes_tempVal += val[ind] * b[colIdxs[ind]];
          cu2cl_lanes_cu2cl_i16_localData[cu2cl_lane] = (cu2cl_lanes_tempVal);
          cu2cl_lanes_cu2cl_i16_cu2cl_act[cu2cl_lane] = (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]);
          cu2cl_lanes_cu2cl_i16_cu2cl_result[cu2cl_lane] = 0;
        }
        {
          int cu2cl_lanes_cu2cl_i16_bitmask[32];
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            cu2cl_lanes_cu2cl_i16_bitmask[cu2cl_lane] = 1;
          }
          for (;;) {
            bool cu2cl_wfc2;
            {
              const uint cu2cl_lane = 0u;
              cu2cl_wfc2 = (cu2cl_lanes_cu2cl_i16_bitmask[cu2cl_lane] < (int)(8u));
            }
            if (!cu2cl_wfc2)
              break;
            {
              double cu2cl_wf2_v[32];
              uint cu2cl_wf2_b[32];
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                cu2cl_wf2_v[cu2cl_lane] =
                    ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i16_localData[cu2cl_lane]) : 0;
                cu2cl_wf2_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i16_bitmask[cu2cl_lane]);
              }
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                double cu2cl_lanes_cu2cl_i16_cu2cl_sync1;
                double cu2cl_lanes_cu2cl_i16_remoteData;
                cu2cl_lanes_cu2cl_i16_cu2cl_sync1 = cu2cl_wf2_v[cu2cl__shfl_src_lane(
                    CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf2_b[cu2cl_lane], (int)(8u))];
                cu2cl_lanes_cu2cl_i16_remoteData = cu2cl_lanes_cu2cl_i16_cu2cl_sync1;
                if (cu2cl_lanes_cu2cl_i16_cu2cl_act[cu2cl_lane])
                  cu2cl_lanes_cu2cl_i16_localData[cu2cl_lane] =
                      Plus_double_call(cu2cl_lanes_cu2cl_i16_localData[cu2cl_lane],
                                       cu2cl_lanes_cu2cl_i16_remoteData);
              }
            }
#pragma clang loop interleave_count(4)
            for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
              cu2cl_lanes_cu2cl_i16_bitmask[cu2cl_lane] <<= 1;
            }
          }
        }
        double cu2cl_lanes_subwarpResult[32];
        uint cu2cl_wfm3 = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(8u, cu2cl_lane);
          double cu2cl_lanes_cu2cl_sync3;
          if (cu2cl_lanes_cu2cl_i16_cu2cl_act[cu2cl_lane]) {
            cu2cl_lanes_cu2cl_i16_cu2cl_result[cu2cl_lane] =
                cu2cl_lanes_cu2cl_i16_localData[cu2cl_lane];
            cu2cl_lanes_cu2cl_i16_cu2cl_act[cu2cl_lane] = false;
          }
          cu2cl_lanes_cu2cl_sync3 = (cu2cl_lanes_cu2cl_i16_cu2cl_result[cu2cl_lane]);
          cu2cl_lanes_subwarpResult[cu2cl_lane] = cu2cl_lanes_cu2cl_sync3;
          cu2cl_wfm3 |=
              ((cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]) && (cu2cl_lanes_subid == 0) ? 1u : 0u)
              << cu2cl_lane;
        }
        for (uint cu2cl_wfm = cu2cl_wfm3; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
          const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
          c[cu2cl_lanes_row[cu2cl_lane]] = cu2cl_lanes_subwarpResult[cu2cl_lane];
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_numSubwarps =
              (uint)get_num_groups(0) * (uint)(get_local_size(0) * 32u) / 8;
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_row[cu2cl_lane] += cu2cl_lanes_numSubwarps;
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
}

// cu2cl: the warp form of classicalSpmv_16
__kernel void classicalSpmv_16__cu2cl_warps(int numRows, __global const double *val,
                                            ulong val_cu2cl_offset, __global const int *colIdxs,
                                            ulong colIdxs_cu2cl_offset, __global const int *rowPtrs,
                                            ulong rowPtrs_cu2cl_offset, __global const double *b,
                                            ulong b_cu2cl_offset, __global double *c,
                                            ulong c_cu2cl_offset, __local ulong *cu2cl_scratch) {
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_loop1[32];
  int cu2cl_lanes_row[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = true;
    cu2cl_lanes_row[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
      cu2cl_lanes_row[cu2cl_lane] = ((uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                                     (uint)(get_local_id(0) * 32u + cu2cl_lane)) /
                                    16;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = cu2cl_lanes_row[cu2cl_lane] < numRows;
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
        double cu2cl_lanes_cu2cl_i17_localData[32];
        bool cu2cl_lanes_cu2cl_i17_cu2cl_act[32];
        double cu2cl_lanes_cu2cl_i17_cu2cl_result[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(16u, cu2cl_lane);
          int cu2cl_lanes_rowEnd;
          double cu2cl_lanes_tempVal;
          cu2cl_lanes_cu2cl_iteration2[cu2cl_lane] = cu2cl_lanes_cu2cl_loop1[cu2cl_lane];
          cu2cl_lanes_rowEnd = 0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            cu2cl_lanes_rowEnd = rowPtrs[cu2cl_lanes_row[cu2cl_lane] + 1];
          cu2cl_lanes_tempVal = 0.0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            for (int ind = rowPtrs[cu2cl_lanes_row[cu2cl_lane]] + cu2cl_lanes_subid;
                 ind < cu2cl_lanes_rowEnd; ind += 16)
              cu2cl_lanes_tempVal += val[ind] * b[colIdxs[ind]];
          cu2cl_lanes_cu2cl_i17_localData[cu2cl_lane] = (cu2cl_lanes_tempVal);
          cu2cl_lanes_cu2cl_i17_cu2cl_act[cu2cl_lane] = (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]);
          cu2cl_lanes_cu2cl_i17_cu2cl_result[cu2cl_lane] = 0;
        }
        {
          int cu2cl_lanes_cu2cl_i17_bitmask[32];
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            cu2cl_lanes_cu2cl_i17_bitmask[cu2cl_lane] = 1;
          }
          for (;;) {
            bool cu2cl_wfc2;
            {
              const uint cu2cl_lane = 0u;
              cu2cl_wfc2 = (cu2cl_lanes_cu2cl_i17_bitmask[cu2cl_lane] < (int)(16u));
            }
            if (!cu2cl_wfc2)
              break;
            {
              double cu2cl_wf2_v[32];
              uint cu2cl_wf2_b[32];
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                cu2cl_wf2_v[cu2cl_lane] =
                    ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i17_localData[cu2cl_lane]) : 0;
                cu2cl_wf2_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i17_bitmask[cu2cl_lane]);
              }
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                double cu2cl_lanes_cu2cl_i17_cu2cl_sync1;
                double cu2cl_lanes_cu2cl_i17_remoteData;
                cu2cl_lanes_cu2cl_i17_cu2cl_sync1 = cu2cl_wf2_v[cu2cl__shfl_src_lane(
                    CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf2_b[cu2cl_lane], (int)(16u))];
                cu2cl_lanes_cu2cl_i17_remoteData = cu2cl_lanes_cu2cl_i17_cu2cl_sync1;
                if (cu2cl_lanes_cu2cl_i17_cu2cl_act[cu2cl_lane])
                  cu2cl_lanes_cu2cl_i17_localData[cu2cl_lane] =
                      Plus_double_call(cu2cl_lanes_cu2cl_i17_localData[cu2cl_lane],
                                       cu2cl_lanes_cu2cl_i17_remoteData);
              }
            }
#pragma clang loop interleave_count(4)
            for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
              cu2cl_lanes_cu2cl_i17_bitmask[cu2cl_lane] <<= 1;
            }
          }
        }
        double cu2cl_lanes_subwarpResult[32];
        uint cu2cl_wfm3 = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(16u, cu2cl_lane);
          double cu2cl_lanes_cu2cl_sync3;
          if (cu2cl_lanes_cu2cl_i17_cu2cl_act[cu2cl_lane]) {
            cu2cl_lanes_cu2cl_i17_cu2cl_result[cu2cl_lane] =
                cu2cl_lanes_cu2cl_i17_localData[cu2cl_lane];
            cu2cl_lanes_cu2cl_i17_cu2cl_act[cu2cl_lane] = false;
          }
          cu2cl_lanes_cu2cl_sync3 = (cu2cl_lanes_cu2cl_i17_cu2cl_result[cu2cl_lane]);
          cu2cl_lanes_subwarpResult[cu2cl_lane] = cu2cl_lanes_cu2cl_sync3;
          cu2cl_wfm3 |=
              ((cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]) && (cu2cl_lanes_subid == 0) ? 1u : 0u)
              << cu2cl_lane;
        }
        for (uint cu2cl_wfm = cu2cl_wfm3; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
          const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
          c[cu2cl_lanes_row[cu2cl_lane]] = cu2cl_lanes_subwarpResult[cu2cl_lane];
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_numSubwarps =
              (uint)get_num_groups(0) * (uint)(get_local_size(0) * 32u) / 16;
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_row[cu2cl_lane] += cu2cl_lanes_numSubwarps;
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
}

// cu2cl: the warp form of classicalSpmv_32
__kernel void classicalSpmv_32__cu2cl_warps(int numRows, __global const double *val,
                                            ulong val_cu2cl_offset, __global const int *colIdxs,
                                            ulong colIdxs_cu2cl_offset, __global const int *rowPtrs,
                                            ulong rowPtrs_cu2cl_offset, __global const double *b,
                                            ulong b_cu2cl_offset, __global double *c,
                                            ulong c_cu2cl_offset, __local ulong *cu2cl_scratch) {
  val = (__global const double *)((__global const uchar *)val + val_cu2cl_offset);
  colIdxs = (__global const int *)((__global const uchar *)colIdxs + colIdxs_cu2cl_offset);
  rowPtrs = (__global const int *)((__global const uchar *)rowPtrs + rowPtrs_cu2cl_offset);
  b = (__global const double *)((__global const uchar *)b + b_cu2cl_offset);
  c = (__global double *)((__global uchar *)c + c_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_loop1[32];
  int cu2cl_lanes_row[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = true;
    cu2cl_lanes_row[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
      cu2cl_lanes_row[cu2cl_lane] = ((uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                                     (uint)(get_local_id(0) * 32u + cu2cl_lane)) /
                                    32;
  }
  {
    for (;;) {
      {
        uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_cu2cl_loop1[cu2cl_lane] = cu2cl_lanes_row[cu2cl_lane] < numRows;
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
        double cu2cl_lanes_cu2cl_i18_localData[32];
        bool cu2cl_lanes_cu2cl_i18_cu2cl_act[32];
        double cu2cl_lanes_cu2cl_i18_cu2cl_result[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(32u, cu2cl_lane);
          int cu2cl_lanes_rowEnd;
          double cu2cl_lanes_tempVal;
          cu2cl_lanes_cu2cl_iteration2[cu2cl_lane] = cu2cl_lanes_cu2cl_loop1[cu2cl_lane];
          cu2cl_lanes_rowEnd = 0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            cu2cl_lanes_rowEnd = rowPtrs[cu2cl_lanes_row[cu2cl_lane] + 1];
          cu2cl_lanes_tempVal = 0.0;
          if (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane])
            for (int ind = rowPtrs[cu2cl_lanes_row[cu2cl_lane]] + cu2cl_lanes_subid;
                 ind < cu2cl_lanes_rowEnd; ind += 32)
              cu2cl_lanes_tempVal += val[ind] * b[colIdxs[ind]];
          cu2cl_lanes_cu2cl_i18_localData[cu2cl_lane] = (cu2cl_lanes_tempVal);
          cu2cl_lanes_cu2cl_i18_cu2cl_act[cu2cl_lane] = (cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]);
          cu2cl_lanes_cu2cl_i18_cu2cl_result[cu2cl_lane] = 0;
        }
        {
          int cu2cl_lanes_cu2cl_i18_bitmask[32];
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            cu2cl_lanes_cu2cl_i18_bitmask[cu2cl_lane] = 1;
          }
          for (;;) {
            bool cu2cl_wfc2;
            {
              const uint cu2cl_lane = 0u;
              cu2cl_wfc2 = (cu2cl_lanes_cu2cl_i18_bitmask[cu2cl_lane] < (int)(32u));
            }
            if (!cu2cl_wfc2)
              break;
            {
              double cu2cl_wf2_v[32];
              uint cu2cl_wf2_b[32];
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                cu2cl_wf2_v[cu2cl_lane] =
                    ((cu2cl_scratch)) ? (cu2cl_lanes_cu2cl_i18_localData[cu2cl_lane]) : 0;
                cu2cl_wf2_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i18_bitmask[cu2cl_lane]);
              }
#pragma clang loop interleave_count(4)
              for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
                double cu2cl_lanes_cu2cl_i18_cu2cl_sync1;
                double cu2cl_lanes_cu2cl_i18_remoteData;
                cu2cl_lanes_cu2cl_i18_cu2cl_sync1 = cu2cl_wf2_v[cu2cl__shfl_src_lane(
                    CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf2_b[cu2cl_lane], (int)(32u))];
                cu2cl_lanes_cu2cl_i18_remoteData = cu2cl_lanes_cu2cl_i18_cu2cl_sync1;
                if (cu2cl_lanes_cu2cl_i18_cu2cl_act[cu2cl_lane])
                  cu2cl_lanes_cu2cl_i18_localData[cu2cl_lane] =
                      Plus_double_call(cu2cl_lanes_cu2cl_i18_localData[cu2cl_lane],
                                       cu2cl_lanes_cu2cl_i18_remoteData);
              }
            }
#pragma clang loop interleave_count(4)
            for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
              cu2cl_lanes_cu2cl_i18_bitmask[cu2cl_lane] <<= 1;
            }
          }
        }
        double cu2cl_lanes_subwarpResult[32];
        uint cu2cl_wfm3 = 0u;
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_subid = cu2cl_tile_thread_rank__cu2cl_lane(32u, cu2cl_lane);
          double cu2cl_lanes_cu2cl_sync3;
          if (cu2cl_lanes_cu2cl_i18_cu2cl_act[cu2cl_lane]) {
            cu2cl_lanes_cu2cl_i18_cu2cl_result[cu2cl_lane] =
                cu2cl_lanes_cu2cl_i18_localData[cu2cl_lane];
            cu2cl_lanes_cu2cl_i18_cu2cl_act[cu2cl_lane] = false;
          }
          cu2cl_lanes_cu2cl_sync3 = (cu2cl_lanes_cu2cl_i18_cu2cl_result[cu2cl_lane]);
          cu2cl_lanes_subwarpResult[cu2cl_lane] = cu2cl_lanes_cu2cl_sync3;
          cu2cl_wfm3 |=
              ((cu2cl_lanes_cu2cl_iteration2[cu2cl_lane]) && (cu2cl_lanes_subid == 0) ? 1u : 0u)
              << cu2cl_lane;
        }
        for (uint cu2cl_wfm = cu2cl_wfm3; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
          const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
          c[cu2cl_lanes_row[cu2cl_lane]] = cu2cl_lanes_subwarpResult[cu2cl_lane];
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_numSubwarps =
              (uint)get_num_groups(0) * (uint)(get_local_size(0) * 32u) / 32;
          if (cu2cl_lanes_cu2cl_loop1[cu2cl_lane])
            cu2cl_lanes_row[cu2cl_lane] += cu2cl_lanes_numSubwarps;
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      }
    }
  }
}

// cu2cl: rowProperties_1 has no warp form (CPU devices run it as it is): an initialised array or aggregate 'result'

// cu2cl: rowProperties_2 has no warp form (CPU devices run it as it is): an initialised array or aggregate 'result'

// cu2cl: rowProperties_4 has no warp form (CPU devices run it as it is): an initialised array or aggregate 'result'

// cu2cl: rowProperties_8 has no warp form (CPU devices run it as it is): an initialised array or aggregate 'result'

// cu2cl: rowProperties_16 has no warp form (CPU devices run it as it is): an initialised array or aggregate 'result'

// cu2cl: rowProperties_32 has no warp form (CPU devices run it as it is): an initialised array or aggregate 'result'

// cu2cl: the warp form of partialDot
__kernel void partialDot__cu2cl_warps(int n, __global const double *x, ulong x_cu2cl_offset,
                                      __global const double *y, ulong y_cu2cl_offset,
                                      __global double *partials, ulong partials_cu2cl_offset,
                                      __local double *tmpWork, __local ulong *cu2cl_scratch) {
  x = (__global const double *)((__global const uchar *)x + x_cu2cl_offset);
  y = (__global const double *)((__global const uchar *)y + y_cu2cl_offset);
  partials = (__global double *)((__global uchar *)partials + partials_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_i31_cu2cl_act[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    double cu2cl_lanes_tmp;
    cu2cl_lanes_tmp = 0.0;
    for (int i = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                 (uint)(get_local_id(0) * 32u + cu2cl_lane);
         i < n; i += (uint)get_num_groups(0) * (uint)(get_local_size(0) * 32u))
      cu2cl_lanes_tmp += x[i] * y[i];
    tmpWork[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_tmp;
    cu2cl_lanes_cu2cl_i31_cu2cl_act[cu2cl_lane] = (true);
  }
  {
    int cu2cl_lanes_cu2cl_i31_k[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i31_k[cu2cl_lane] = cu2cl_block_size__cu2cl_lane(cu2cl_lane) / 2;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i31_k[cu2cl_lane] >= kWarpSize);
      }
      if (!cu2cl_wfc1)
        break;
      {
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_cu2cl_i31_localId = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
          if (cu2cl_lanes_cu2cl_i31_cu2cl_act[cu2cl_lane])
            if (cu2cl_lanes_cu2cl_i31_localId < cu2cl_lanes_cu2cl_i31_k[cu2cl_lane])
              (tmpWork)[cu2cl_lanes_cu2cl_i31_localId] =
                  (tmpWork)[cu2cl_lanes_cu2cl_i31_localId] +
                  (tmpWork)[cu2cl_lanes_cu2cl_i31_localId + cu2cl_lanes_cu2cl_i31_k[cu2cl_lane]];
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i31_k[cu2cl_lane] /= 2;
      }
    }
  }
  double cu2cl_lanes_cu2cl_i33_localData[32];
  bool cu2cl_lanes_cu2cl_i33_cu2cl_act[32];
  double cu2cl_lanes_cu2cl_i33_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_cu2cl_i31_localId = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    bool cu2cl_lanes_cu2cl_i31_cu2cl_then1;
    double cu2cl_lanes_cu2cl_i31_cu2cl_arg2;
    cu2cl_lanes_cu2cl_i31_cu2cl_then1 = cu2cl_lanes_cu2cl_i31_cu2cl_act[cu2cl_lane] &&
                                        (cu2cl_lanes_cu2cl_i31_localId / kWarpSize > 0);
    {
      if (cu2cl_lanes_cu2cl_i31_cu2cl_then1) {
        cu2cl_lanes_cu2cl_i31_cu2cl_then1 = false;
        cu2cl_lanes_cu2cl_i31_cu2cl_act[cu2cl_lane] = false;
      }
    }
    cu2cl_lanes_cu2cl_i31_cu2cl_arg2 = 0;
    if (cu2cl_lanes_cu2cl_i31_cu2cl_act[cu2cl_lane])
      cu2cl_lanes_cu2cl_i31_cu2cl_arg2 =
          (tmpWork)[cu2cl_tile_thread_rank__cu2cl_lane(32u, cu2cl_lane)];
    cu2cl_lanes_cu2cl_i33_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i31_cu2cl_arg2);
    cu2cl_lanes_cu2cl_i33_cu2cl_act[cu2cl_lane] = (cu2cl_lanes_cu2cl_i31_cu2cl_act[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i33_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i33_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i33_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc2;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc2 = (cu2cl_lanes_cu2cl_i33_bitmask[cu2cl_lane] < (int)(32u));
      }
      if (!cu2cl_wfc2)
        break;
      {
        double cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              (((cu2cl_scratch))) ? (cu2cl_lanes_cu2cl_i33_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i33_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          double cu2cl_lanes_cu2cl_i33_cu2cl_sync1;
          double cu2cl_lanes_cu2cl_i33_remoteData;
          cu2cl_lanes_cu2cl_i33_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(32u))];
          cu2cl_lanes_cu2cl_i33_remoteData = cu2cl_lanes_cu2cl_i33_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i33_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i33_localData[cu2cl_lane] = Plus_double_call(
                cu2cl_lanes_cu2cl_i33_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i33_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i33_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    double cu2cl_lanes_cu2cl_i31_cu2cl_sync3;
    double cu2cl_lanes_cu2cl_i31_result;
    if (cu2cl_lanes_cu2cl_i33_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i33_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i33_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i33_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_cu2cl_i31_cu2cl_sync3 = (cu2cl_lanes_cu2cl_i33_cu2cl_result[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i31_result = cu2cl_lanes_cu2cl_i31_cu2cl_sync3;
    if (cu2cl_lanes_cu2cl_i31_cu2cl_act[cu2cl_lane])
      if (cu2cl_tile_thread_rank__cu2cl_lane(32u, cu2cl_lane) == 0)
        (tmpWork)[0] = cu2cl_lanes_cu2cl_i31_result;
  }
  const uint cu2cl_wfl3 = (uint)(0) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl3; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    if (((uint)(get_local_id(0) * 32u + cu2cl_lane) == 0)) {
      partials[(uint)get_group_id(0)] = tmpWork[0];
    }
  }
}

// cu2cl: the warp form of finalizeDot
__kernel void finalizeDot__cu2cl_warps(int numPartials, __global const double *partials,
                                       ulong partials_cu2cl_offset, __global double *result,
                                       ulong result_cu2cl_offset, __local double *tmpWork,
                                       __local ulong *cu2cl_scratch) {
  partials = (__global const double *)((__global const uchar *)partials + partials_cu2cl_offset);
  result = (__global double *)((__global uchar *)result + result_cu2cl_offset);
  bool cu2cl_lanes_cu2cl_i32_cu2cl_act[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    double cu2cl_lanes_tmp;
    cu2cl_lanes_tmp = 0.0;
    for (int i = (uint)(get_local_id(0) * 32u + cu2cl_lane); i < numPartials;
         i += (uint)(get_local_size(0) * 32u))
      cu2cl_lanes_tmp += partials[i];
    tmpWork[(uint)(get_local_id(0) * 32u + cu2cl_lane)] = cu2cl_lanes_tmp;
    cu2cl_lanes_cu2cl_i32_cu2cl_act[cu2cl_lane] = (true);
  }
  {
    int cu2cl_lanes_cu2cl_i32_k[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i32_k[cu2cl_lane] = cu2cl_block_size__cu2cl_lane(cu2cl_lane) / 2;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_cu2cl_i32_k[cu2cl_lane] >= kWarpSize);
      }
      if (!cu2cl_wfc1)
        break;
      {
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          const int cu2cl_lanes_cu2cl_i32_localId = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
          if (cu2cl_lanes_cu2cl_i32_cu2cl_act[cu2cl_lane])
            if (cu2cl_lanes_cu2cl_i32_localId < cu2cl_lanes_cu2cl_i32_k[cu2cl_lane])
              (tmpWork)[cu2cl_lanes_cu2cl_i32_localId] =
                  (tmpWork)[cu2cl_lanes_cu2cl_i32_localId] +
                  (tmpWork)[cu2cl_lanes_cu2cl_i32_localId + cu2cl_lanes_cu2cl_i32_k[cu2cl_lane]];
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i32_k[cu2cl_lane] /= 2;
      }
    }
  }
  double cu2cl_lanes_cu2cl_i34_localData[32];
  bool cu2cl_lanes_cu2cl_i34_cu2cl_act[32];
  double cu2cl_lanes_cu2cl_i34_cu2cl_result[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_cu2cl_i32_localId = cu2cl_linear_local_id__cu2cl_lane(cu2cl_lane);
    bool cu2cl_lanes_cu2cl_i32_cu2cl_then1;
    double cu2cl_lanes_cu2cl_i32_cu2cl_arg2;
    cu2cl_lanes_cu2cl_i32_cu2cl_then1 = cu2cl_lanes_cu2cl_i32_cu2cl_act[cu2cl_lane] &&
                                        (cu2cl_lanes_cu2cl_i32_localId / kWarpSize > 0);
    {
      if (cu2cl_lanes_cu2cl_i32_cu2cl_then1) {
        cu2cl_lanes_cu2cl_i32_cu2cl_then1 = false;
        cu2cl_lanes_cu2cl_i32_cu2cl_act[cu2cl_lane] = false;
      }
    }
    cu2cl_lanes_cu2cl_i32_cu2cl_arg2 = 0;
    if (cu2cl_lanes_cu2cl_i32_cu2cl_act[cu2cl_lane])
      cu2cl_lanes_cu2cl_i32_cu2cl_arg2 =
          (tmpWork)[cu2cl_tile_thread_rank__cu2cl_lane(32u, cu2cl_lane)];
    cu2cl_lanes_cu2cl_i34_localData[cu2cl_lane] = (cu2cl_lanes_cu2cl_i32_cu2cl_arg2);
    cu2cl_lanes_cu2cl_i34_cu2cl_act[cu2cl_lane] = (cu2cl_lanes_cu2cl_i32_cu2cl_act[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i34_cu2cl_result[cu2cl_lane] = 0;
  }
  {
    int cu2cl_lanes_cu2cl_i34_bitmask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_cu2cl_i34_bitmask[cu2cl_lane] = 1;
    }
    for (;;) {
      bool cu2cl_wfc2;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc2 = (cu2cl_lanes_cu2cl_i34_bitmask[cu2cl_lane] < (int)(32u));
      }
      if (!cu2cl_wfc2)
        break;
      {
        double cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] =
              (((cu2cl_scratch))) ? (cu2cl_lanes_cu2cl_i34_localData[cu2cl_lane]) : 0;
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_cu2cl_i34_bitmask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          double cu2cl_lanes_cu2cl_i34_cu2cl_sync1;
          double cu2cl_lanes_cu2cl_i34_remoteData;
          cu2cl_lanes_cu2cl_i34_cu2cl_sync1 = cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(32u))];
          cu2cl_lanes_cu2cl_i34_remoteData = cu2cl_lanes_cu2cl_i34_cu2cl_sync1;
          if (cu2cl_lanes_cu2cl_i34_cu2cl_act[cu2cl_lane])
            cu2cl_lanes_cu2cl_i34_localData[cu2cl_lane] = Plus_double_call(
                cu2cl_lanes_cu2cl_i34_localData[cu2cl_lane], cu2cl_lanes_cu2cl_i34_remoteData);
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_cu2cl_i34_bitmask[cu2cl_lane] <<= 1;
      }
    }
  }
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    double cu2cl_lanes_cu2cl_i32_cu2cl_sync3;
    double cu2cl_lanes_cu2cl_i32_result;
    if (cu2cl_lanes_cu2cl_i34_cu2cl_act[cu2cl_lane]) {
      cu2cl_lanes_cu2cl_i34_cu2cl_result[cu2cl_lane] = cu2cl_lanes_cu2cl_i34_localData[cu2cl_lane];
      cu2cl_lanes_cu2cl_i34_cu2cl_act[cu2cl_lane] = false;
    }
    cu2cl_lanes_cu2cl_i32_cu2cl_sync3 = (cu2cl_lanes_cu2cl_i34_cu2cl_result[cu2cl_lane]);
    cu2cl_lanes_cu2cl_i32_result = cu2cl_lanes_cu2cl_i32_cu2cl_sync3;
    if (cu2cl_lanes_cu2cl_i32_cu2cl_act[cu2cl_lane])
      if (cu2cl_tile_thread_rank__cu2cl_lane(32u, cu2cl_lane) == 0)
        (tmpWork)[0] = cu2cl_lanes_cu2cl_i32_result;
  }
  const uint cu2cl_wfl3 = (uint)(0) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl3; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    if (((uint)(get_local_id(0) * 32u + cu2cl_lane) == 0)) {
      *result = tmpWork[0];
    }
  }
}
#endif
