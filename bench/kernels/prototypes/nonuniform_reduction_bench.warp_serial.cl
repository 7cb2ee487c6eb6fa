// PROTOTYPE, not a translation: the translated nonuniform_reduction_bench.cl (translate.sh) with
// computeBlockCounts and compactK written by hand in a warp-serial form (marked PROTOTYPE
// below): one work-item runs all 32 lanes of a CUDA warp in loops, so that a ballot is a loop
// and only __syncthreads is a barrier. The host program still launches blockDim work-items
// per group; only those with get_local_id(0) % 32 == 0 work, the others reach the barriers.
// Two switches, which bench/kernels/prototypes/run.sh defines at the top of the file for its
// variants (*-vec, *-branchless); without them, plain per-lane loops (LLVM vectorizes what its
// cost model lets it):
//   CU2CL_WS_LANES        put on every per-lane loop: -vec defines it as #pragma clang loop
//                         vectorize(enable) vectorize_width(16), so that the final conditional
//                         store becomes a 16-wide AVX-512 masked scatter;
//   CU2CL_WS_BRANCHLESS   1: the final store branch-free (the warp's one writer writes every
//                         lane up to the last valid one at a running count and advances the
//                         count by the predicate).
// bench/kernels/prototypes/run.sh measures it; see bench/kernels/prototypes/README.md.
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

// PROTOTYPE: the hint on every per-lane loop of the two kernels below (none unless run.sh's
// -vec variants define it).
#ifndef CU2CL_WS_LANES
#define CU2CL_WS_LANES
#endif

// Phase 1: the number of valid elements of each thread block (Listing 3, L9-L18, with
// __syncthreads_count where the SYCL kernel calls reduce_over_group).
// cu2cl [-Wcu2cl-renamed-identifier]: 'length' is renamed to 'length_'
CU2CL_KERNEL_ATTRS __kernel void
computeBlockCounts_int_IsPositive(__global const int *restrict d_input, ulong d_input_cu2cl_offset,
                                  int length_, __global int *restrict d_BlockCounts,
                                  ulong d_BlockCounts_cu2cl_offset, __local ulong *cu2cl_scratch) {
  // PROTOTYPE (warp-serial lowering; NOT what cu2cl emits): the work-item of lane 0 of each
  // warp runs the warp's 32 lanes in a loop (idx = warpBase + lane); the other work-items only
  // reach the barrier. __syncthreads_count: each warp's count of its in-bounds lanes'
  // predicates in local memory, summed by the first warp's work-item after the barrier.
  d_input = (__global const int *)((__global const uchar *)d_input + d_input_cu2cl_offset);
  d_BlockCounts = (__global int *)((__global uchar *)d_BlockCounts + d_BlockCounts_cu2cl_offset);
  __local int *warpCounts = (__local int *)cu2cl_scratch;
  if (get_local_id(0) % 32 == 0) {
    int warpBase = (int)(get_local_id(0) + get_group_id(0) * get_local_size(0)); // lane 0's idx
    int c = 0;
    CU2CL_WS_LANES
    for (int l = 0; l < 32; l++) {
      int idx = warpBase + l;
      int pred = 0;
      if (idx < length_)
        pred = IsPositive_call(d_input[idx]);
      c += pred;
    }
    warpCounts[get_local_id(0) / 32] = c;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  // CUDA: if (idx < length) if (threadIdx.x == 0) d_BlockCounts[blockIdx.x] = c;
  // (get_local_id is called again rather than kept across the barrier: PoCL keeps every value
  // that lives across a barrier in a per-work-item array.)
  if (get_local_id(0) == 0 && (int)(get_group_id(0) * get_local_size(0)) < length_) {
    int c = 0;
    for (uint w = 0; w < get_local_size(0) / 32; w++)
      c += warpCounts[w];
    d_BlockCounts[get_group_id(0)] = c;
  }
}

// Phase 3: each valid element goes to its place in d_output (Listing 5 for 32-lane warps).
// warpTotals holds one int per warp (blockDim.x / warpSize of them, at most 32): first each
// warp's number of valid elements, then each warp's offset in the block.
// cu2cl [-Wcu2cl-renamed-identifier]: 'length' is renamed to 'length_'
CU2CL_KERNEL_ATTRS __kernel void
compactK_int_IsPositive(__global const int *restrict d_input, ulong d_input_cu2cl_offset,
                        int length_, __global int *restrict d_output, ulong d_output_cu2cl_offset,
                        __global const int *restrict d_BlocksOffset,
                        ulong d_BlocksOffset_cu2cl_offset, __local int *warpTotals,
                        __local ulong *cu2cl_scratch) {
  // PROTOTYPE (warp-serial lowering; NOT what cu2cl emits): the work-item of lane 0 of each
  // warp runs the warp's 32 lanes in loops; the other work-items only reach the barriers.
  // A ballot is a loop OR-ing bits, __popc is popcount, only __syncthreads is a barrier.
  // Across the barriers each warp keeps its lanes' elements in a private array v[32] and its
  // ballot; pred (bit l of the ballot) and t_u (popcount of the ballot's bits below l) are
  // recomputed from the ballot, and get_local_id is called again after each barrier (PoCL
  // keeps every value that lives across a barrier in a per-work-item array).
  d_input = (__global const int *)((__global const uchar *)d_input + d_input_cu2cl_offset);
  d_output = (__global int *)((__global uchar *)d_output + d_output_cu2cl_offset);
  d_BlocksOffset =
      (__global const int *)((__global const uchar *)d_BlocksOffset + d_BlocksOffset_cu2cl_offset);
  int v[32];       // each lane's element (cu2cl_load2)
  uint ballot = 0; // __ballot_sync(FULL_MASK, pred): bit l set when lane l's predicate is true
  if (get_local_id(0) % 32 == 0) {
    int warpBase = (int)(get_local_id(0) + get_group_id(0) * get_local_size(0)); // lane 0's idx
    CU2CL_WS_LANES
    for (int l = 0; l < 32; l++) {
      int idx = warpBase + l;
      v[l] = 0;
      if (idx < length_)
        v[l] = d_input[idx];
      int pred = 0;
      if (idx < length_)
        pred = IsPositive_call(v[l]);
      ballot |= (uint)(pred != 0) << l;
    }
    // The last lane (if in bounds) stores the warp's number of valid elements: its t_u + pred,
    // the popcount of the whole ballot.
    if (warpBase + 31 < length_)
      warpTotals[get_local_id(0) / 32] = popcount(ballot);
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  // The first numWarps lanes of the first warp turn the warp totals into warp offsets, as
  // CUDA's offset loop: six ballots of bit j of the totals, each lane adding 2^j for every
  // warp below it with the bit set. Lane l takes part if it is in bounds and l < numWarps.
  if (get_local_id(0) == 0) {
    int warpBase = (int)(get_group_id(0) * get_local_size(0));
    int numWarps = get_local_size(0) / 32;
    uint numWarpsMask = cu2cl_shr_u32(0xffffffff, (32 - numWarps));
    uint active = 0; // the lanes with cu2cl_then4
    int w_i_u[32];
    CU2CL_WS_LANES
    for (int l = 0; l < 32; l++) {
      active |= (uint)(warpBase + l < length_ && l < numWarps) << l;
      w_i_u[l] = 0;
    }
    for (int j = 0; j <= 5; j++) {
      uint b_j = 0;
      CU2CL_WS_LANES
      for (int l = 0; l < 32; l++)
        if (active & (1u << l))
          b_j |= (uint)((warpTotals[l] & pow2i(j)) != 0) << l;
      b_j &= numWarpsMask;
      CU2CL_WS_LANES
      for (int l = 0; l < 32; l++) {
        uint t_m = cu2cl_shr_u32(0xffffffff, (32 - l));
        w_i_u[l] += cu2cl_shl_i32(popcount(b_j & t_m), j);
      }
    }
    CU2CL_WS_LANES
    for (int l = 0; l < 32; l++)
      if (active & (1u << l))
        warpTotals[l] = w_i_u[l];
  }
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  // A valid element goes to: offset in its warp + warp offset in the block + block offset
  // in the grid (the last two the same for every lane, loaded once).
#if CU2CL_WS_BRANCHLESS
  // Branch-free, for the one sequential writer of the warp: every lane up to the last valid
  // one is written at the running count k, and k advances by the lane's predicate. A
  // non-valid lane's write lands where the next valid lane of the warp writes afterwards;
  // nothing is written after the last valid lane, so the result is the same.
  if (get_local_id(0) % 32 == 0 && ballot != 0) {
    __global int *out =
        d_output + warpTotals[get_local_id(0) / 32] + d_BlocksOffset[get_group_id(0)];
    int lastValid = 31 - clz(ballot);
    int k = 0;
    for (int l = 0; l <= lastValid; l++) {
      out[k] = v[l];
      k += (ballot >> l) & 1;
    }
  }
#else
  if (get_local_id(0) % 32 == 0) {
    int offset = warpTotals[get_local_id(0) / 32] + d_BlocksOffset[get_group_id(0)];
    CU2CL_WS_LANES
    for (int l = 0; l < 32; l++) {
      uint t_m = cu2cl_shr_u32(0xffffffff, (32 - l)); // the lanes below l
      if ((ballot >> l) & 1)
        d_output[popcount(ballot & t_m) + offset] = v[l];
    }
  }
#endif
}

// ---- End of the sample's kernels --------------------------------------------------------------
// The copy whose bandwidth is the efficiency's denominator.
__kernel void copyKernel(__global const int *restrict in, ulong in_cu2cl_offset, int n,
                         __global int *restrict out, ulong out_cu2cl_offset) {
  in = (__global const int *)((__global const uchar *)in + in_cu2cl_offset);
  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
  int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
  if (i < n)
    out[i] = in[i];
}

// Kernels of the thrust/CUB calls in the host code.
CU2CL_DEFINE_SCAN(cu2cl_scan_int, int)
