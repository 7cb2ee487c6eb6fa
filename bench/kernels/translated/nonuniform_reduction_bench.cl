// OpenCL C 1.2 translated by cu2cl from nonuniform_reduction_bench.cu.
// Edit the CUDA source and translate again rather than editing this file.

#include <cu2cl/device.h>
#include <cu2cl/algorithms.h>

// Benchmark of the nonuniform reduction (stream compaction) of samples/nonuniform_reduction,
// measured the way Z. Jin and J. S. Vetter measure it in "Evaluating Nonuniform Reduction in
// HIP and SYCL on GPUs" (seed /work/shared/seeds/000_bbaeda823c069474.txt, section IV):
// 4-byte elements, problem sizes 2^20 ... 2^29, block sizes 64 ... 1024, the three phases
// repeated after a warm-up, throughput = input elements / average time of the three phases
// (G elements/s), efficiency = throughput * 4 bytes / copy bandwidth (Table II), and the time
// of each phase (Table III) from CUDA events.
//
// The kernels (pow2i, IsPositive, computeBlockCounts, compactK) and the phases are copied
// unchanged from samples/nonuniform_reduction/nonuniform_reduction.cu (that file has its own
// main(), so it cannot be included); bench/kernels/check_kernels.py checks that they are still
// identical, and bench/kernels/translate.sh runs it. Only the int/IsPositive instantiation is
// used: the paper's predicate on the paper's element type. The one kernel added is copyKernel,
// the copy whose bandwidth is the efficiency's denominator (measured in the same run, on the
// same device).
//
// This one CUDA program is built natively (nvcc -O3 -arch=sm_90) and translated
// (cu2cl-cc -O3, which runs on any OpenCL device: CU2CL_DEVICE=<platform>:<device>).
//
// Usage: nonuniform_reduction_bench [options]
//   --log2 A-B|A,B,..   problem sizes 2^A ... 2^B (default 20-26)
//   --sizes N,N,..      explicit problem sizes (instead of --log2)
//   --blocks B,B,..     block sizes (default 64,128,256,512,1024)
//   --reps R            repetitions of the three phases at most (default 1000, the paper's)
//   --work W            scales the repetitions down for big sizes: reps = W / n, clamped to
//                       [--min-reps, --reps] (default 2^34; W <= 0: always --reps)
//   --min-reps R        (default 3)
//   --warmup W          untimed repetitions before the timed ones (default 2)
//   --warmup-until N    warm up only for sizes up to N (default: every size); for slow devices
//                       where the kernels, compiled per block size at the small sizes, need no
//                       warm-up at the big ones
//   --copy-n N          size of the copy that gives the bandwidth (default the largest size)
//   --csv PATH          append the rows to PATH (default nonuniform_reduction_bench.csv);
//                       the column header is written when the file is new or empty
//   --label L           the config column (default "run")
//   --deadline-s S      start no configuration after S seconds (a "# SKIPPED" line in the CSV
//                       says which were left out; for slow devices; default: no limit)
//   --phases MODE       separate (default): the loop of the paper's measurement has events
//                       only around it, and a second loop has events between the phases;
//                       inline: one loop, events between the phases, the total from its first
//                       and last event (half the time, for slow devices); none: no phase times
//
// CSV columns: config,name,phase,n,block,reps,ms_per_iter,gelem_per_s,efficiency,copy_gbps
//   name   copy | nonuniform_reduction
//   phase  copy; total (CUDA events around all repetitions), total_wall (host clock around
//          the same loop, a check of the events), counts, scan, compact (CUDA events between
//          the phases, in a second loop unless --phases inline)
//   copy_gbps  the copy bandwidth (bytes read + written per second, 1e9) at --copy-n, the best
//          block size: the efficiency's denominator. For the copy rows, efficiency is their
//          bandwidth divided by it.
// Every configuration's result is checked once, after its timed loops, against the sequential
// reduction (Listing 1): the count, every element, nothing written past them. A wrong result
// is printed (WRONG ...) and recorded as a "# WRONG" line in the CSV, and the exit status is 1.

// ---- From samples/nonuniform_reduction/nonuniform_reduction.cu, unchanged -------------------

// All 32 lanes of a warp.

static inline int cu2cl_shl_i32(int value, uint amount) {
#ifdef CU2CL_BACKEND_NVIDIA
  int result;
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

// 2^e: the bit of a warp total that the j-th ballot of compactK's offset loop looks at.
int pow2i(int e) { return cu2cl_shl_i32(1, e); }

// The paper's predicate.
bool IsPositive_call(int x) { return x > 0; }

// Phase 1: the number of valid elements of each thread block (Listing 3, L9-L18, with
// __syncthreads_count where the SYCL kernel calls reduce_over_group).
// cu2cl [-Wcu2cl-renamed-identifier]: 'length' is renamed to 'length_'
CU2CL_KERNEL_ATTRS __kernel void
computeBlockCounts_int_IsPositive(__global const int *restrict d_input, ulong d_input_cu2cl_offset,
                                  int length_, __global int *restrict d_BlockCounts,
                                  ulong d_BlockCounts_cu2cl_offset, __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  d_input = (__global const int *)((__global const uchar *)d_input + d_input_cu2cl_offset);
  d_BlockCounts = (__global int *)((__global uchar *)d_BlockCounts + d_BlockCounts_cu2cl_offset);
#endif
  int idx = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0);
  if (idx < length_) {
    int pred = IsPositive_call(d_input[idx]);
    int c = cu2cl_nv_syncthreads_count(pred);
    if ((uint)get_local_id(0) == 0) {
      d_BlockCounts[(uint)get_group_id(0)] = c;
    }
  }
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  d_input = (__global const int *)((__global const uchar *)d_input + d_input_cu2cl_offset);
  d_BlockCounts = (__global int *)((__global uchar *)d_BlockCounts + d_BlockCounts_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  int idx = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0);
  bool cu2cl_then1 = (idx < length_);
  {
    int pred = 0;
    if (cu2cl_then1)
      pred = IsPositive_call(d_input[idx]);
    int cu2cl_sync2 = cu2cl_syncthreads_count(pred, cu2cl_then1, cu2cl_scratch);
    int c = cu2cl_sync2;
    if (cu2cl_then1)
      if ((uint)get_local_id(0) == 0) {
        d_BlockCounts[(uint)get_group_id(0)] = c;
      }
  }
}
#endif

// Phase 3: each valid element goes to its place in d_output (Listing 5 for 32-lane warps).
// warpTotals holds one int per warp (blockDim.x / warpSize of them, at most 32): first each
// warp's number of valid elements, then each warp's offset in the block.
// cu2cl [-Wcu2cl-renamed-identifier]: 'length' is renamed to 'length_'
CU2CL_KERNEL_ATTRS __kernel void
compactK_int_IsPositive(__global const int *restrict d_input, ulong d_input_cu2cl_offset,
                        int length_, __global int *restrict d_output, ulong d_output_cu2cl_offset,
                        __global const int *restrict d_BlocksOffset,
                        ulong d_BlocksOffset_cu2cl_offset, __local int *warpTotals,
                        __local ulong *cu2cl_scratch)
#if CU2CL_NATIVE_FLOW
// cu2cl: the CUDA kernel's control flow, on the nvidia backend (cu2cl/native_flow.h)
{
#if !CU2CL_ZERO_OFFSETS
  d_input = (__global const int *)((__global const uchar *)d_input + d_input_cu2cl_offset);
  d_output = (__global int *)((__global uchar *)d_output + d_output_cu2cl_offset);
  d_BlocksOffset =
      (__global const int *)((__global const uchar *)d_BlocksOffset + d_BlocksOffset_cu2cl_offset);
#endif
  int idx = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0);
  if (idx < length_) {
    int pred = IsPositive_call(d_input[idx]);
    int w_i = (uint)get_local_id(0) / 32; // warp index in the block
    int w_l = idx % 32;                   // thread index in the warp
    // Thread mask: the lanes below w_l. For w_l == 0 the shift is by 32, which gives 0.
    uint t_m = cu2cl_shr_u32(0xffffffff, (32 - w_l));
    // Ballot: bit i is set when lane i's predicate is true; masked to the lanes below.
    uint b = cu2cl_nv_ballot_sync(0xffffffff, pred) & t_m;
    // Offset of this thread's element in its warp: valid elements before it.
    int t_u = cu2cl_popc(b);
    // The last thread of each warp stores the warp's number of valid elements.
    if (w_l == 32 - 1)
      warpTotals[w_i] = t_u + pred;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    // The first numWarps threads of the first warp turn the warp totals into warp offsets
    // (an exclusive prefix sum). A total is at most 32, so bits 0 to 5 (j <= 5) are needed:
    // the j-th ballot tells each lane which warps have bit j set in their total, and those
    // of the warps below it add 2^j each to its offset.
    int numWarps = (uint)get_local_size(0) / 32;
    uint numWarpsMask = cu2cl_shr_u32(0xffffffff, (32 - numWarps));
    if (w_i == 0 && w_l < numWarps) {
      int w_i_u = 0;
      for (int j = 0; j <= 5; j++) {
        uint b_j = cu2cl_nv_ballot_sync(numWarpsMask, warpTotals[w_l] & pow2i(j));
        w_i_u += (cu2cl_shl_i32(cu2cl_popc(b_j & t_m), j));
      }
      warpTotals[w_l] = w_i_u;
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    // A valid element goes to: offset in its warp + warp offset in the block + block offset
    // in the grid.
    if (pred) {
      d_output[t_u + warpTotals[w_i] + d_BlocksOffset[(uint)get_group_id(0)]] = d_input[idx];
    }
  }
}
#else
{
#if !CU2CL_ZERO_OFFSETS
  d_input = (__global const int *)((__global const uchar *)d_input + d_input_cu2cl_offset);
  d_output = (__global int *)((__global uchar *)d_output + d_output_cu2cl_offset);
  d_BlocksOffset =
      (__global const int *)((__global const uchar *)d_BlocksOffset + d_BlocksOffset_cu2cl_offset);
#endif
  // cu2cl: this kernel synchronises under divergent control flow; every work-item
  // runs every statement below under a predicate and reaches every barrier.
  int idx = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0);
  bool cu2cl_then1 = (idx < length_);
  {
    int cu2cl_load2 = 0;
    if (cu2cl_then1)
      cu2cl_load2 = d_input[idx];
    int pred = 0;
    if (cu2cl_then1)
      pred = IsPositive_call(cu2cl_load2);
    int w_i = (uint)get_local_id(0) / 32; // warp index in the block
    int w_l = idx % 32;                   // thread index in the warp
    // Thread mask: the lanes below w_l. For w_l == 0 the shift is by 32, which gives 0.
    uint t_m = cu2cl_shr_u32(0xffffffff, (32 - w_l));
    // Ballot: bit i is set when lane i's predicate is true; masked to the lanes below.
    uint cu2cl_sync3 = cu2cl_ballot_sync(0xffffffff, pred, cu2cl_then1, cu2cl_scratch);
    uint b = cu2cl_sync3 & t_m;
    // Offset of this thread's element in its warp: valid elements before it.
    int t_u = cu2cl_popc(b);
    // The last thread of each warp stores the warp's number of valid elements.
    if (cu2cl_then1)
      if (w_l == 32 - 1)
        warpTotals[w_i] = t_u + pred;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    // The first numWarps threads of the first warp turn the warp totals into warp offsets
    // (an exclusive prefix sum). A total is at most 32, so bits 0 to 5 (j <= 5) are needed:
    // the j-th ballot tells each lane which warps have bit j set in their total, and those
    // of the warps below it add 2^j each to its offset.
    int numWarps = (uint)get_local_size(0) / 32;
    uint numWarpsMask = cu2cl_shr_u32(0xffffffff, (32 - numWarps));
    bool cu2cl_then4 = cu2cl_then1 && (w_i == 0 && w_l < numWarps);
    if (cu2cl_warp_enters(cu2cl_then4)) {
      int w_i_u = 0;
      for (int j = 0; j <= 5; j++) {
        {
          int cu2cl_arg5 = 0;
          if (cu2cl_then4)
            cu2cl_arg5 = warpTotals[w_l] & pow2i(j);
          uint cu2cl_sync6 =
              cu2cl_ballot_sync(numWarpsMask, cu2cl_arg5, cu2cl_then4, cu2cl_scratch);
          uint b_j = cu2cl_sync6;
          if (cu2cl_then4)
            w_i_u += (cu2cl_shl_i32(cu2cl_popc(b_j & t_m), j));
        }
        cu2cl_loop_sync();
      }
      if (cu2cl_then4)
        warpTotals[w_l] = w_i_u;
    }
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    // A valid element goes to: offset in its warp + warp offset in the block + block offset
    // in the grid.
    if (cu2cl_then1)
      if (pred) {
        d_output[t_u + warpTotals[w_i] + d_BlocksOffset[(uint)get_group_id(0)]] = cu2cl_load2;
      }
  }
}
#endif

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
CU2CL_DEFINE_SCAN(cu2cl_scan_int, int)

// ---- Warp forms: on a CPU device one work-item runs one warp, its lanes as loops (runtime/device/cu2cl/warp_form.h) ----
#if CU2CL_DEVICE_CPU
// A lane loop that cannot be vectorised as asked is no error (clang's -Wpass-failed).
#pragma clang diagnostic ignored "-Wpass-failed"

// cu2cl: the warp form of computeBlockCounts_int_IsPositive
__kernel void computeBlockCounts_int_IsPositive__cu2cl_warps(__global const int *restrict d_input,
                                                             ulong d_input_cu2cl_offset,
                                                             int length_,
                                                             __global int *restrict d_BlockCounts,
                                                             ulong d_BlockCounts_cu2cl_offset,
                                                             __local ulong *cu2cl_scratch) {
  d_input = (__global const int *)((__global const uchar *)d_input + d_input_cu2cl_offset);
  d_BlockCounts = (__global int *)((__global uchar *)d_BlockCounts + d_BlockCounts_cu2cl_offset);
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_idx < length_);
    int cu2cl_lanes_pred;
    cu2cl_lanes_pred = 0;
    if (cu2cl_lanes_cu2cl_then1)
      cu2cl_lanes_pred = IsPositive_call(d_input[cu2cl_lanes_idx]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_pred) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  const uint cu2cl_wf1_block = cu2cl_wf_block_sum(popcount(cu2cl_wf1_x), cu2cl_scratch);
  const uint cu2cl_wfl1 = (uint)(0) - (uint)get_local_id(0) * 32u;
  for (uint cu2cl_lane = cu2cl_wfl1; cu2cl_lane < 32u; cu2cl_lane = 32u) {
    const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_idx < length_);
    const int cu2cl_lanes_cu2cl_sync2 = (int)cu2cl_wf1_block;
    const int cu2cl_lanes_c = cu2cl_lanes_cu2cl_sync2;
    if ((cu2cl_lanes_cu2cl_then1) && ((uint)(get_local_id(0) * 32u + cu2cl_lane) == 0)) {
      {
        d_BlockCounts[(uint)get_group_id(0)] = cu2cl_lanes_c;
      }
    }
  }
}

// cu2cl: the warp form of compactK_int_IsPositive
__kernel void compactK_int_IsPositive__cu2cl_warps(
    __global const int *restrict d_input, ulong d_input_cu2cl_offset, int length_,
    __global int *restrict d_output, ulong d_output_cu2cl_offset,
    __global const int *restrict d_BlocksOffset, ulong d_BlocksOffset_cu2cl_offset,
    __local int *warpTotals, __local ulong *cu2cl_scratch) {
  d_input = (__global const int *)((__global const uchar *)d_input + d_input_cu2cl_offset);
  d_output = (__global int *)((__global uchar *)d_output + d_output_cu2cl_offset);
  d_BlocksOffset =
      (__global const int *)((__global const uchar *)d_BlocksOffset + d_BlocksOffset_cu2cl_offset);
  int cu2cl_lanes_cu2cl_load2[32];
  int cu2cl_lanes_pred[32];
  uint cu2cl_wf1_x = 0u, cu2cl_wf1_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_idx < length_);
    cu2cl_lanes_cu2cl_load2[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_then1)
      cu2cl_lanes_cu2cl_load2[cu2cl_lane] = d_input[cu2cl_lanes_idx];
    cu2cl_lanes_pred[cu2cl_lane] = 0;
    if (cu2cl_lanes_cu2cl_then1)
      cu2cl_lanes_pred[cu2cl_lane] = IsPositive_call(cu2cl_lanes_cu2cl_load2[cu2cl_lane]);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then1);
      cu2cl_wf1_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_pred[cu2cl_lane]) != 0) << cu2cl_lane;
      cu2cl_wf1_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  uint cu2cl_wfm1 = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_idx < length_);
    const int cu2cl_lanes_w_l = cu2cl_lanes_idx % 32;
    cu2cl_wfm1 |= ((cu2cl_lanes_cu2cl_then1) && (cu2cl_lanes_w_l == 32 - 1) ? 1u : 0u)
                  << cu2cl_lane;
  }
  for (uint cu2cl_wfm = cu2cl_wfm1; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
    const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
    const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
    const int cu2cl_lanes_w_i = ((uint)get_local_id(0));
    const int cu2cl_lanes_w_l = cu2cl_lanes_idx % 32;
    const uint cu2cl_lanes_t_m = cu2cl_shr_u32(0xffffffff, (32 - cu2cl_lanes_w_l));
    const uint cu2cl_lanes_cu2cl_sync3 = (cu2cl_wf1_x & (0xffffffff));
    const uint cu2cl_lanes_b = cu2cl_lanes_cu2cl_sync3 & cu2cl_lanes_t_m;
    const int cu2cl_lanes_t_u = cu2cl_popc(cu2cl_lanes_b);
    warpTotals[cu2cl_lanes_w_i] = cu2cl_lanes_t_u + cu2cl_lanes_pred[cu2cl_lane];
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  uint cu2cl_wf2_x = 0u, cu2cl_wf2_y = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_idx < length_);
    const int cu2cl_lanes_w_i = ((uint)get_local_id(0));
    const int cu2cl_lanes_w_l = cu2cl_lanes_idx % 32;
    const int cu2cl_lanes_numWarps = (uint)(get_local_size(0) * 32u) / 32;
    const bool cu2cl_lanes_cu2cl_then4 =
        cu2cl_lanes_cu2cl_then1 && (cu2cl_lanes_w_i == 0 && cu2cl_lanes_w_l < cu2cl_lanes_numWarps);
    {
      const bool cu2cl_act = (cu2cl_lanes_cu2cl_then4);
      cu2cl_wf2_x |= (uint)(cu2cl_act && (int)(1) != 0) << cu2cl_lane;
      cu2cl_wf2_y |= (uint)cu2cl_act << cu2cl_lane;
    }
  }
  bool cu2cl_wfc2;
  {
    const uint cu2cl_lane = 0u;
    cu2cl_wfc2 = ((cu2cl_wf2_y != 0u));
  }
  if (cu2cl_wfc2) {
    int cu2cl_lanes_w_i_u[32];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      cu2cl_lanes_w_i_u[cu2cl_lane] = 0;
    }
    {
      int cu2cl_lanes_j[32];
#pragma clang loop interleave_count(4)
      for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
        cu2cl_lanes_j[cu2cl_lane] = 0;
      }
      for (;;) {
        bool cu2cl_wfc3;
        {
          const uint cu2cl_lane = 0u;
          cu2cl_wfc3 = (cu2cl_lanes_j[cu2cl_lane] <= 5);
        }
        if (!cu2cl_wfc3)
          break;
        {
          uint cu2cl_wf3_mask[32];
          uint cu2cl_wf3_x = 0u, cu2cl_wf3_y = 0u;
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                        (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
            const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_idx < length_);
            const int cu2cl_lanes_w_i = ((uint)get_local_id(0));
            const int cu2cl_lanes_w_l = cu2cl_lanes_idx % 32;
            const int cu2cl_lanes_numWarps = (uint)(get_local_size(0) * 32u) / 32;
            const uint cu2cl_lanes_numWarpsMask =
                cu2cl_shr_u32(0xffffffff, (32 - cu2cl_lanes_numWarps));
            const bool cu2cl_lanes_cu2cl_then4 =
                cu2cl_lanes_cu2cl_then1 &&
                (cu2cl_lanes_w_i == 0 && cu2cl_lanes_w_l < cu2cl_lanes_numWarps);
            int cu2cl_lanes_cu2cl_arg5;
            cu2cl_lanes_cu2cl_arg5 = 0;
            if (cu2cl_lanes_cu2cl_then4)
              cu2cl_lanes_cu2cl_arg5 =
                  warpTotals[cu2cl_lanes_w_l] & pow2i(cu2cl_lanes_j[cu2cl_lane]);
            cu2cl_wf3_mask[cu2cl_lane] = (cu2cl_lanes_numWarpsMask);
            {
              const bool cu2cl_act = (cu2cl_lanes_cu2cl_then4);
              cu2cl_wf3_x |= (uint)(cu2cl_act && (int)(cu2cl_lanes_cu2cl_arg5) != 0) << cu2cl_lane;
              cu2cl_wf3_y |= (uint)cu2cl_act << cu2cl_lane;
            }
          }
#pragma clang loop interleave_count(4)
          for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
            const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                        (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
            const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_idx < length_);
            const int cu2cl_lanes_w_i = ((uint)get_local_id(0));
            const int cu2cl_lanes_w_l = cu2cl_lanes_idx % 32;
            const uint cu2cl_lanes_t_m = cu2cl_shr_u32(0xffffffff, (32 - cu2cl_lanes_w_l));
            const int cu2cl_lanes_numWarps = (uint)(get_local_size(0) * 32u) / 32;
            const bool cu2cl_lanes_cu2cl_then4 =
                cu2cl_lanes_cu2cl_then1 &&
                (cu2cl_lanes_w_i == 0 && cu2cl_lanes_w_l < cu2cl_lanes_numWarps);
            uint cu2cl_lanes_cu2cl_sync6;
            uint cu2cl_lanes_b_j;
            cu2cl_lanes_cu2cl_sync6 = (cu2cl_wf3_x & cu2cl_wf3_mask[cu2cl_lane]);
            cu2cl_lanes_b_j = cu2cl_lanes_cu2cl_sync6;
            if (cu2cl_lanes_cu2cl_then4)
              cu2cl_lanes_w_i_u[cu2cl_lane] += (cu2cl_shl_i32(
                  cu2cl_popc(cu2cl_lanes_b_j & cu2cl_lanes_t_m), cu2cl_lanes_j[cu2cl_lane]));
          }
        }
#pragma clang loop interleave_count(4)
        for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
          cu2cl_lanes_j[cu2cl_lane]++;
        }
      }
    }
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                  (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
      const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_idx < length_);
      const int cu2cl_lanes_w_i = ((uint)get_local_id(0));
      const int cu2cl_lanes_w_l = cu2cl_lanes_idx % 32;
      const int cu2cl_lanes_numWarps = (uint)(get_local_size(0) * 32u) / 32;
      const bool cu2cl_lanes_cu2cl_then4 =
          cu2cl_lanes_cu2cl_then1 &&
          (cu2cl_lanes_w_i == 0 && cu2cl_lanes_w_l < cu2cl_lanes_numWarps);
      if (cu2cl_lanes_cu2cl_then4)
        warpTotals[cu2cl_lanes_w_l] = cu2cl_lanes_w_i_u[cu2cl_lane];
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  uint cu2cl_wfm4 = 0u;
#pragma clang loop interleave_count(4)
  for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
    const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
    const bool cu2cl_lanes_cu2cl_then1 = (cu2cl_lanes_idx < length_);
    cu2cl_wfm4 |= ((cu2cl_lanes_cu2cl_then1) && (cu2cl_lanes_pred[cu2cl_lane]) ? 1u : 0u)
                  << cu2cl_lane;
  }
#if CU2CL_WF_SCATTER
  if (cu2cl_wfm4 != 0u) {
    const int cu2cl_wfu5 = warpTotals[((int)(((uint)get_local_id(0))))];
    const int cu2cl_wfu6 = d_BlocksOffset[(uint)get_group_id(0)];
#pragma clang loop interleave_count(4)
    for (uint cu2cl_lane = 0; cu2cl_lane < 32u; ++cu2cl_lane) {
      const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                  (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
      const int cu2cl_lanes_w_l = cu2cl_lanes_idx % 32;
      const uint cu2cl_lanes_t_m = cu2cl_shr_u32(0xffffffff, (32 - cu2cl_lanes_w_l));
      const uint cu2cl_lanes_cu2cl_sync3 = (cu2cl_wf1_x & (0xffffffff));
      const uint cu2cl_lanes_b = cu2cl_lanes_cu2cl_sync3 & cu2cl_lanes_t_m;
      const int cu2cl_lanes_t_u = cu2cl_popc(cu2cl_lanes_b);
      if ((cu2cl_wfm4 >> cu2cl_lane) & 1u) {
        {
          d_output[cu2cl_lanes_t_u + cu2cl_wfu5 + cu2cl_wfu6] = cu2cl_lanes_cu2cl_load2[cu2cl_lane];
        }
      }
    }
  }
#else
  for (uint cu2cl_wfm = cu2cl_wfm4; cu2cl_wfm != 0u; cu2cl_wfm &= cu2cl_wfm - 1u) {
    const uint cu2cl_lane = 31u - clz(cu2cl_wfm & (0u - cu2cl_wfm));
    const int cu2cl_lanes_idx = (uint)(get_local_id(0) * 32u + cu2cl_lane) +
                                (uint)get_group_id(0) * (uint)(get_local_size(0) * 32u);
    const int cu2cl_lanes_w_i = ((uint)get_local_id(0));
    const int cu2cl_lanes_w_l = cu2cl_lanes_idx % 32;
    const uint cu2cl_lanes_t_m = cu2cl_shr_u32(0xffffffff, (32 - cu2cl_lanes_w_l));
    const uint cu2cl_lanes_cu2cl_sync3 = (cu2cl_wf1_x & (0xffffffff));
    const uint cu2cl_lanes_b = cu2cl_lanes_cu2cl_sync3 & cu2cl_lanes_t_m;
    const int cu2cl_lanes_t_u = cu2cl_popc(cu2cl_lanes_b);
    {
      d_output[cu2cl_lanes_t_u + warpTotals[cu2cl_lanes_w_i] +
               d_BlocksOffset[(uint)get_group_id(0)]] = cu2cl_lanes_cu2cl_load2[cu2cl_lane];
    }
  }
#endif
}
#endif
