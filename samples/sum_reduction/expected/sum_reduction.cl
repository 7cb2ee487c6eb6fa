// OpenCL C 1.2 translated by cu2cl from sum_reduction.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>
#include <cu2cl/algorithms.h>

// Integer sum reduction, as in
//   Z. Jin and J. Vetter, "Evaluating the Performance of Integer Sum Reduction in SYCL on GPUs"
//   (seed /work/shared/seeds/001_2879c46c7d74263b.txt),
// with the paper's SYCL kernels written as CUDA kernels:
//
//   reduceShared            Listing 2: every thread adds its integer to a partial sum in shared
//                           memory with an atomic; the last thread of the block adds the
//                           partial sum to the output with a global atomic.
//   reduceVectorized<V, N>  Listing 3: every thread loads N consecutive integers as vectors
//                           (N = 1, 2, 4, 8, 16), sums them into r, then as Listing 2. CUDA's
//                           widest load per thread is 16 bytes, so V is int for N = 1, int2
//                           for N = 2 and int4 for N = 4, 8 and 16 (N / 4 int4 loads, where
//                           SYCL has vec<int, 8> and vec<int, 16>).
//   reduceWorkload<L>       Listing 4: every thread accumulates L integers, WGS apart, of its
//                           block's L * WGS, then as Listing 2 (L = 1, 2, ..., 32).
//   reduceWarpShuffleDown   every thread one integer; a __shfl_down_sync tree sums each warp
//                           and lane 0 adds the warp's sum to the output (atomicAdd).
//   reduceWarpShuffleXor    a grid-stride loop, then a __shfl_xor_sync butterfly: lane 0 of
//                           every warp adds the warp's sum to the block's partial sum in shared
//                           memory, which the last thread adds to the output, as Listing 2.
//                           (The paper compares with an OpenCL sub-group reduction kernel;
//                           these two are the CUDA warp-level counterparts.)
//   thrust::reduce, cub::DeviceReduce::Sum
//                           Listings 6 and 7, the libraries the paper compares with (over
//                           device pointers with thrust::device, where Listing 6 uses a
//                           thrust::device_vector).
//
// The paper reduces multiples of the global work size; here every kernel takes any length M:
// the threads past the end add 0, and the barriers stay where all threads of a block reach
// them. main() runs every kernel over several lengths (not multiples of the block size
// included) and all block sizes from 64 to 1024, and checks each sum against the sequential
// reduction of Listing 1.
//
// Usage: sum_reduction [M ...]   (lengths; by default a fixed list up to 2^20 + 3)

// All 32 lanes of a warp.

// Listing 2: the hierarchical reduction over global and shared memory.
__kernel void reduceShared(__global const int *restrict input, ulong input_cu2cl_offset, int M,
                           __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int gid = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int lid = (uint)get_local_id(0);
  int WGS = (uint)get_local_size(0);
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (gid < M)
    cu2cl_atomic_add_local_i32(&sum[0], input[gid]);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0]; // every atomic of the block is done: a plain load
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

// The sum of the lanes of a loaded vector (vi.s0() + vi.s1() + ... in Listing 3).
int sumOf_int(int v) { return v; }

int sumOf_int2(int2 v) { return v.x + v.y; }

int sumOf_int4(int4 v) { return v.x + v.y + v.z + v.w; }

// Listing 3: thread gid loads input[gid * N, gid * N + N) as N / (ints in V) loads of type V.
// The last thread of a length that is not a multiple of N reads its partial vector one int
// at a time.
__kernel void reduceVectorized_int_1(__global const int *restrict input, ulong input_cu2cl_offset,
                                     int M, __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  const int K = sizeof(int) / sizeof(int); // ints per load
  int gid = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int lid = (uint)get_local_id(0);
  int WGS = (uint)get_local_size(0);
  int r = 0;
  int first = gid * 1;
  if (first + 1 <= M) {
    __global const int *vi = (__global const int *)(input) + gid * (1 / K);

#pragma unroll
    for (int k = 0; k < 1 / K; k++)
      r += sumOf_int(vi[k]);
  } else {
    for (int i = first; i < M; i++)
      r += input[i];
  }
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

__kernel void reduceVectorized_int2_2(__global const int *restrict input, ulong input_cu2cl_offset,
                                      int M, __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  const int K = sizeof(int2) / sizeof(int);
  int gid = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int lid = (uint)get_local_id(0);
  int WGS = (uint)get_local_size(0);
  int r = 0;
  int first = gid * 2;
  if (first + 2 <= M) {
    __global const int2 *vi = (__global const int2 *)(input) + gid * (2 / K);

#pragma unroll
    for (int k = 0; k < 2 / K; k++)
      r += sumOf_int2(vi[k]);
  } else {
    for (int i = first; i < M; i++)
      r += input[i];
  }
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

__kernel void reduceVectorized_int4_4(__global const int *restrict input, ulong input_cu2cl_offset,
                                      int M, __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  const int K = sizeof(int4) / sizeof(int);
  int gid = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int lid = (uint)get_local_id(0);
  int WGS = (uint)get_local_size(0);
  int r = 0;
  int first = gid * 4;
  if (first + 4 <= M) {
    __global const int4 *vi = (__global const int4 *)(input) + gid * (4 / K);

#pragma unroll
    for (int k = 0; k < 4 / K; k++)
      r += sumOf_int4(vi[k]);
  } else {
    for (int i = first; i < M; i++)
      r += input[i];
  }
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

__kernel void reduceVectorized_int4_8(__global const int *restrict input, ulong input_cu2cl_offset,
                                      int M, __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  const int K = sizeof(int4) / sizeof(int);
  int gid = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int lid = (uint)get_local_id(0);
  int WGS = (uint)get_local_size(0);
  int r = 0;
  int first = gid * 8;
  if (first + 8 <= M) {
    __global const int4 *vi = (__global const int4 *)(input) + gid * (8 / K);

#pragma unroll
    for (int k = 0; k < 8 / K; k++)
      r += sumOf_int4(vi[k]);
  } else {
    for (int i = first; i < M; i++)
      r += input[i];
  }
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

__kernel void reduceVectorized_int4_16(__global const int *restrict input, ulong input_cu2cl_offset,
                                       int M, __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  const int K = sizeof(int4) / sizeof(int);
  int gid = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int lid = (uint)get_local_id(0);
  int WGS = (uint)get_local_size(0);
  int r = 0;
  int first = gid * 16;
  if (first + 16 <= M) {
    __global const int4 *vi = (__global const int4 *)(input) + gid * (16 / K);

#pragma unroll
    for (int k = 0; k < 16 / K; k++)
      r += sumOf_int4(vi[k]);
  } else {
    for (int i = first; i < M; i++)
      r += input[i];
  }
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

// Listing 4: block blk covers input[blk * WGS * L, (blk + 1) * WGS * L); thread lid adds the
// elements lid, lid + WGS, lid + 2 * WGS, ... of it (end capped at M).
__kernel void reduceWorkload_1(__global const int *restrict input, ulong input_cu2cl_offset, int M,
                               __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int lid = (uint)get_local_id(0);
  int blk = (uint)get_group_id(0);
  int WGS = (uint)get_local_size(0);
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int start = blk * WGS * 1 + lid;
  int end = min((blk + 1) * WGS * 1, M);
  int r = 0;
  for (int i = start; i < end; i = i + WGS)
    r += input[i];
  cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

__kernel void reduceWorkload_2(__global const int *restrict input, ulong input_cu2cl_offset, int M,
                               __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int lid = (uint)get_local_id(0);
  int blk = (uint)get_group_id(0);
  int WGS = (uint)get_local_size(0);
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int start = blk * WGS * 2 + lid;
  int end = min((blk + 1) * WGS * 2, M);
  int r = 0;
  for (int i = start; i < end; i = i + WGS)
    r += input[i];
  cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

__kernel void reduceWorkload_4(__global const int *restrict input, ulong input_cu2cl_offset, int M,
                               __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int lid = (uint)get_local_id(0);
  int blk = (uint)get_group_id(0);
  int WGS = (uint)get_local_size(0);
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int start = blk * WGS * 4 + lid;
  int end = min((blk + 1) * WGS * 4, M);
  int r = 0;
  for (int i = start; i < end; i = i + WGS)
    r += input[i];
  cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

__kernel void reduceWorkload_8(__global const int *restrict input, ulong input_cu2cl_offset, int M,
                               __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int lid = (uint)get_local_id(0);
  int blk = (uint)get_group_id(0);
  int WGS = (uint)get_local_size(0);
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int start = blk * WGS * 8 + lid;
  int end = min((blk + 1) * WGS * 8, M);
  int r = 0;
  for (int i = start; i < end; i = i + WGS)
    r += input[i];
  cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

__kernel void reduceWorkload_16(__global const int *restrict input, ulong input_cu2cl_offset, int M,
                                __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int lid = (uint)get_local_id(0);
  int blk = (uint)get_group_id(0);
  int WGS = (uint)get_local_size(0);
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int start = blk * WGS * 16 + lid;
  int end = min((blk + 1) * WGS * 16, M);
  int r = 0;
  for (int i = start; i < end; i = i + WGS)
    r += input[i];
  cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

__kernel void reduceWorkload_32(__global const int *restrict input, ulong input_cu2cl_offset, int M,
                                __global int *restrict out, ulong out_cu2cl_offset) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int lid = (uint)get_local_id(0);
  int blk = (uint)get_group_id(0);
  int WGS = (uint)get_local_size(0);
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int start = blk * WGS * 32 + lid;
  int end = min((blk + 1) * WGS * 32, M);
  int r = 0;
  for (int i = start; i < end; i = i + WGS)
    r += input[i];
  cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

// One integer per thread; a shuffle-down tree leaves the warp's sum in lane 0. Every lane
// takes part (those past the end with 0), so FULL_MASK names exactly the lanes that call.
CU2CL_KERNEL_ATTRS __kernel void reduceWarpShuffleDown(__global const int *restrict input,
                                                       ulong input_cu2cl_offset, int M,
                                                       __global int *restrict out,
                                                       ulong out_cu2cl_offset,
                                                       __local ulong *cu2cl_scratch) {
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int gid = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  int r = gid < M ? input[gid] : 0;
  for (int offset = 32 / 2; offset > 0; offset /= 2)
    r += cu2cl_shfl_down_sync_i32(0xffffffff, r, (uint)offset, 32, true, cu2cl_scratch);
  if ((uint)get_local_id(0) % 32 == 0)
    cu2cl_atomic_add_global_i32(out, r);
}

// A grid-stride loop over the input, then a butterfly: after it every lane holds its warp's
// sum. Lane 0 of each warp adds it to the block's partial sum in shared memory.
CU2CL_KERNEL_ATTRS __kernel void reduceWarpShuffleXor(__global const int *restrict input,
                                                      ulong input_cu2cl_offset, int M,
                                                      __global int *restrict out,
                                                      ulong out_cu2cl_offset,
                                                      __local ulong *cu2cl_scratch) {
  __local int sum[1];
#if !CU2CL_ZERO_OFFSETS
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int lid = (uint)get_local_id(0);
  int WGS = (uint)get_local_size(0);
  if (lid == 0)
    sum[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int r = 0;
  for (int i = (uint)get_group_id(0) * WGS + lid; i < M; i += (uint)get_num_groups(0) * WGS)
    r += input[i];
  for (int laneMask = 32 / 2; laneMask > 0; laneMask /= 2)
    r += cu2cl_shfl_xor_sync_i32(0xffffffff, r, laneMask, 32, true, cu2cl_scratch);
  if (lid % 32 == 0)
    cu2cl_atomic_add_local_i32(&sum[0], r);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (lid == WGS - 1) {
    int partial_sum = sum[0];
    cu2cl_atomic_add_global_i32(out, partial_sum);
  }
}

// Kernels of the thrust/CUB calls in the host code.
CU2CL_DEFINE_REDUCE(cu2cl_reduce_int, int)

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of reduceWarpShuffleDown
__kernel void reduceWarpShuffleDown__cu2cl_warps(__global const int *restrict input,
                                                 ulong input_cu2cl_offset, int M,
                                                 __global int *restrict out, ulong out_cu2cl_offset,
                                                 __local ulong *cu2cl_scratch) {
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
  int cu2cl_lanes_r[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_gid = (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u) +
                                (uint)(get_local_id(0) * 32u + cu2cl_lane);
    cu2cl_lanes_r[cu2cl_lane] = cu2cl_lanes_gid < M ? input[cu2cl_lanes_gid] : 0;
  }
  {
    int cu2cl_lanes_offset[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_offset[cu2cl_lane] = 32 / 2;
    }
    for (;;) {
      bool cu2cl_wfc1;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc1 = (cu2cl_lanes_offset[cu2cl_lane] > 0);
      }
      if (!cu2cl_wfc1)
        break;
      {
        int cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] = (cu2cl_lanes_r[cu2cl_lane]);
          cu2cl_wf1_b[cu2cl_lane] = (uint)((uint)cu2cl_lanes_offset[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_lanes_r[cu2cl_lane] += cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_DOWN, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(32))];
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_offset[cu2cl_lane] /= 2;
      }
    }
  }
  const uint cu2cl_wfl2 = (uint)(0);
  for (uint cu2cl_lane = cu2cl_wfl2; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    if ((((uint)cu2cl_lane) == 0)) {
      cu2cl_atomic_add_global_i32(out, cu2cl_lanes_r[cu2cl_lane]);
    }
  }
}

// cu2cl: the warp form of reduceWarpShuffleXor
__kernel void reduceWarpShuffleXor__cu2cl_warps(__global const int *restrict input,
                                                ulong input_cu2cl_offset, int M,
                                                __global int *restrict out, ulong out_cu2cl_offset,
                                                __local ulong *cu2cl_scratch) {
  __local int sum[1];
  input = (__global const int *)((__global const uchar *)input + input_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
  const uint cu2cl_wfl1 = (uint)(0) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl1; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    const int cu2cl_lanes_lid = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if ((cu2cl_lanes_lid == 0)) {
      sum[0] = 0;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  int cu2cl_lanes_r[32];
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_lid = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const int cu2cl_lanes_WGS = (uint)(get_local_size(0) * 32u);
    cu2cl_lanes_r[cu2cl_lane] = 0;
    for (int i = (uint)get_group_id(0) * cu2cl_lanes_WGS + cu2cl_lanes_lid; i < M;
         i += (uint)get_num_groups(0) * cu2cl_lanes_WGS)
      cu2cl_lanes_r[cu2cl_lane] += input[i];
  }
  {
    int cu2cl_lanes_laneMask[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_laneMask[cu2cl_lane] = 32 / 2;
    }
    for (;;) {
      bool cu2cl_wfc2;
      {
        const uint cu2cl_lane = 0u;
        cu2cl_wfc2 = (cu2cl_lanes_laneMask[cu2cl_lane] > 0);
      }
      if (!cu2cl_wfc2)
        break;
      {
        int cu2cl_wf1_v[32];
        uint cu2cl_wf1_b[32];
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_wf1_v[cu2cl_lane] = (cu2cl_lanes_r[cu2cl_lane]);
          cu2cl_wf1_b[cu2cl_lane] = (uint)(cu2cl_lanes_laneMask[cu2cl_lane]);
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_lanes_r[cu2cl_lane] += cu2cl_wf1_v[cu2cl__shfl_src_lane(
              CU2CL__SHFL_BFLY, cu2cl_lane, cu2cl_wf1_b[cu2cl_lane], (int)(32))];
        }
      }
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_laneMask[cu2cl_lane] /= 2;
      }
    }
  }
  const uint cu2cl_wfl3 = (uint)(0);
  for (uint cu2cl_lane = cu2cl_wfl3; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    const int cu2cl_lanes_lid = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    if ((cu2cl_lanes_lid % 32 == 0)) {
      cu2cl_atomic_add_local_i32(&sum[0], cu2cl_lanes_r[cu2cl_lane]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  const uint cu2cl_wfl4 =
      (uint)(((int)((uint)(get_local_size(0) * 32u))) - 1) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl4; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    const int cu2cl_lanes_lid = (uint)(get_local_id(0) * 32u + cu2cl_lane);
    const int cu2cl_lanes_WGS = (uint)(get_local_size(0) * 32u);
    if ((cu2cl_lanes_lid == cu2cl_lanes_WGS - 1)) {
      {
        int partial_sum = sum[0];
        cu2cl_atomic_add_global_i32(out, partial_sum);
      }
    }
  }
}
#endif
