// Barriers and warp primitives under thread-dependent control flow: cu2cl
// rewrites such kernels so that every work-item reaches every barrier, with
// the work-items CUDA would not run there taking no part. Run on the OpenCL
// device; the expected values follow from CUDA's semantics (derivations in
// the comments).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %cl-run %t/uniform_rewrite.cl boundsCheckedCount 1 48 1 | FileCheck %s --check-prefix=COUNT
// RUN: %cl-run %t/uniform_rewrite.cl earlyReturn 1 48 48 8 | FileCheck %s --check-prefix=RETURN
// RUN: %cl-run %t/uniform_rewrite.cl varyingTripCount 1 32 32 8 | FileCheck %s --check-prefix=TRIPS
// RUN: %cl-run %t/uniform_rewrite.cl breakOut 1 32 32 8 | FileCheck %s --check-prefix=BREAK
// RUN: %cl-run %t/uniform_rewrite.cl reduceInBranch 1 48 48 16 | FileCheck %s --check-prefix=REDUCE
// RUN: grep -v '^ *//' %t/uniform_rewrite.cl | FileCheck %s --check-prefix=CODE

// The nonuniform-reduction paper's phase 1: the block vote sits inside the
// bounds check. 45 of 48 threads are in bounds; those with idx % 3 == 0 vote.
// COUNT: 15
// CODE-LABEL: __kernel void boundsCheckedCount(
// A division by warpSize cannot trap and runs for every work-item; one by a variable runs
// only where CUDA runs it (idx == 45 would divide by zero).
// CODE: bool cu2cl_then1 = (idx < length_);
// CODE: int warp = (uint)get_local_id(0) / 32;
// CODE: int share = 0;
// CODE-NEXT: if (cu2cl_then1)
// CODE-NEXT: share = 90 / (length_ - idx);
// CODE: int cu2cl_sync2 = cu2cl_syncthreads_count(pred, cu2cl_then1, cu2cl_scratch);
__global__ void boundsCheckedCount(long long *out) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  int length = 45;
  if (idx < length) {
    int pred = idx % 3 == 0;
    int warp = threadIdx.x / warpSize;
    int share = 90 / (length - idx);
    int bc = __syncthreads_count(pred);
    if (threadIdx.x == 0)
      out[0] = bc + warp + share - 2;
  }
}

// Threads 40..47 return before the barrier; the others exchange through
// shared memory across it. Exited threads write nothing (0xa5 fill).
// RETURN: 39 38 37 36 35 34 33 32
// RETURN: 7 6 5 4 3 2 1 0
// RETURN-NEXT: -6510615555426900571 -6510615555426900571 -6510615555426900571
// CODE-LABEL: __kernel void earlyReturn(
// CODE: bool cu2cl_active = true;
// CODE: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
__global__ void earlyReturn(long long *out) {
  __shared__ long long s[64];
  if (threadIdx.x >= 40)
    return;
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[39 - threadIdx.x];
}

// Lane L runs L / 8 iterations; iteration i has the lanes >= 8 (i + 1), which
// is exactly its mask, so each ballot counts 32 - 8 (i + 1) lanes.
// TRIPS: 0 0 0 0 0 0 0 0
// TRIPS-NEXT: 24 24 24 24 24 24 24 24
// TRIPS-NEXT: 40 40 40 40 40 40 40 40
// TRIPS-NEXT: 48 48 48 48 48 48 48 48
__global__ void varyingTripCount(long long *out) {
  unsigned lane = threadIdx.x & 31;
  int r = 0;
  for (int i = 0; i < (int)lane / 8; ++i) {
    unsigned mask = 0xffffffffu << (8 * (i + 1));
    r += __popc(__ballot_sync(mask, 1));
  }
  out[threadIdx.x] = r;
}

// Lane L leaves after L % 4 iterations through a break. In iteration k the
// lanes with L % 4 > k take part (the masks below); the ballot counts the odd
// ones: 16 lanes for k = 0, 8 for k = 1 and for k = 2.
// BREAK: 0 16 24 32 0 16 24 32
// BREAK-NEXT: 0 16 24 32 0 16 24 32
__global__ void breakOut(long long *out) {
  unsigned lane = threadIdx.x & 31;
  int r = 0;
  int k = 0;
  for (;;) {
    if (k == (int)(lane % 4))
      break;
    unsigned mask = k == 0 ? 0xEEEEEEEEu : k == 1 ? 0xCCCCCCCCu : 0x88888888u;
    r += __popc(__ballot_sync(mask, lane & 1));
    ++k;
  }
  out[threadIdx.x] = r;
}

// A __device__ reduction called by the lower half-warps only (width 16, so
// every source lane is one that takes part). Lane 0 of each half gets the
// half's sum (0 + … + 15 = 120; 32 + … + 47 = 632). A lane whose source is past
// the segment gets its own value back, so `v += shfl` doubles it: lane 15 ends
// with 15 * 16 = 240 and lane L with 120 + 8 L (worked by hand for L = 1: 128).
// Threads that skip the call write -1.
__device__ int halfWarpSum(int v) {
  for (int offset = 8; offset > 0; offset /= 2)
    v += __shfl_down_sync(0x0000ffffu, v, offset, 16);
  return v;
}
// REDUCE: 120 128 136 144 152 160 168 176 184 192 200 208 216 224 232 240{{$}}
// REDUCE-NEXT: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// REDUCE-NEXT: 632 640 648 656 664 672 680 688 696 704 712 720 728 736 744 752{{$}}
// CODE-LABEL: int halfWarpSum(int v, bool cu2cl_act, __local ulong *cu2cl_scratch) {
__global__ void reduceInBranch(long long *out) {
  unsigned lane = threadIdx.x & 31;
  int s = -1;
  if (lane < 16)
    s = halfWarpSum(threadIdx.x);
  out[threadIdx.x] = s;
}
