// OpenCL C 1.2 translated by cu2cl from sum_reduction_bench.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>
#include <cu2cl/algorithms.h>

// Benchmark of the integer sum reductions of samples/sum_reduction, measured the way Z. Jin and
// J. Vetter measure them in "Evaluating the Performance of Integer Sum Reduction in SYCL on
// GPUs" (seed /work/shared/seeds/001_2879c46c7d74263b.txt, section 4: the average time of
// repeated invocations of each kernel, per work-group size), and reported like the
// nonuniform-reduction paper (seed 000, Table II): throughput = input elements / average time
// (G elements/s), efficiency = throughput * 4 bytes / copy bandwidth.
//
// The kernels (reduceShared, sumOf, reduceVectorized<V, N>, reduceWorkload<L>,
// reduceWarpShuffleDown, reduceWarpShuffleXor), their launches (launchVectorized,
// launchWorkload, launchReduction, kKernelNames) and the library calls (thrust::reduce,
// cub::DeviceReduce::Sum) are copied unchanged from samples/sum_reduction/sum_reduction.cu (that
// file has its own main(), so it cannot be included); bench/kernels/check_kernels.py checks
// that they are still identical, and bench/kernels/translate.sh runs it. The one kernel added
// is copyKernel, the copy whose bandwidth is the efficiency's denominator (measured in the same
// run, on the same device).
//
// This one CUDA program is built natively (nvcc -O3 -arch=sm_90) and translated
// (cu2cl-cc -O3, which runs on any OpenCL device: CU2CL_DEVICE=<platform>:<device>).
//
// Usage: sum_reduction_bench [options]
//   --kernels K,K,..    which reductions (default shared,vec4,vec8,wl8,wl16,shfl_down,thrust,cub:
//                       Listing 2, the paper's best vector widths and workloads, the warp
//                       shuffle, the two libraries); also vec1, vec2, vec16, wl1, wl2, wl4, wl32,
//                       shfl_xor, or "all"
//   --log2 A-B|A,B,..   problem sizes 2^A ... 2^B (default 20-26)
//   --sizes N,N,..      explicit problem sizes (instead of --log2)
//   --blocks B,B,..     block sizes (default 64,128,256,512,1024); the libraries choose their
//                       own and run once per size (block 0 in the CSV)
//   --reps R            repetitions at most (default 1000)
//   --work W            scales the repetitions down for big sizes: reps = W / n, clamped to
//                       [--min-reps, --reps] (default 2^34; W <= 0: always --reps)
//   --min-reps R        (default 3)
//   --warmup W          untimed repetitions before the timed ones (default 2)
//   --warmup-until N    warm up only for sizes up to N (default: every size); for slow devices
//                       where the kernels, compiled per block size at the small sizes, need no
//                       warm-up at the big ones
//   --copy-n N          size of the copy that gives the bandwidth (default the largest size)
//   --csv PATH          append the rows to PATH (default sum_reduction_bench.csv); the column
//                       header is written when the file is new or empty
//   --label L           the config column (default "run")
//   --deadline-s S      start no configuration after S seconds (a "# SKIPPED" line in the CSV
//                       says which were left out; for slow devices; default: no limit)
//
// CSV columns: config,name,phase,n,block,reps,ms_per_iter,gelem_per_s,efficiency,copy_gbps
//   name   copy | the kernel's name from kKernelNames with ',' written '_'
//          (reduceVectorized<int4_4>) | thrust::reduce | cub::DeviceReduce::Sum
//   phase  copy; total (CUDA events around all repetitions); total_wall (host clock around the
//          same loop, a check of the events)
//   copy_gbps  the copy bandwidth (bytes read + written per second, 1e9) at --copy-n, the best
//          block size: the efficiency's denominator. For the copy rows, efficiency is their
//          bandwidth divided by it.
// The kernels add into one int without a reset between repetitions (a cudaMemset there would
// be timed too), so after `iterations` launches it holds iterations * sum modulo 2^32: each
// configuration is checked once, after its timed loop, against that and the sequential sum
// (Listing 1); the libraries' result against the sum. A wrong result is printed (WRONG ...) and
// recorded as a "# WRONG" line in the CSV, and the exit status is 1.

// ---- From samples/sum_reduction/sum_reduction.cu, unchanged ----------------------------------

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

// ---- End of the sample's kernels --------------------------------------------------------------
// The copy whose bandwidth is the efficiency's denominator.
__kernel void copyKernel(__global const int *restrict in, ulong in_cu2cl_offset, int n,
                         __global int *restrict out, ulong out_cu2cl_offset) {
#if !CU2CL_ZERO_OFFSETS
  in = (__global const int *)((__global const uchar *)in + in_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
#endif
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  if (i < n)
    out[i] = in[i];
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
