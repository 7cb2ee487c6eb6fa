// A block vote gives every thread the block's one result, whatever each thread's predicate: a
// full-mask warp primitive under a condition on that result is reached by every lane, so it
// gets no cu2cl-warp-mask-undefined warning, and the branch needs no uniform rewrite.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2> %t/stderr
// RUN: count 0 < %t/stderr
// RUN: FileCheck %s --check-prefix=CL < %t/block_vote_uniform.cl
// RUN: %cl-run %t/block_vote_uniform.cl vote_then_shuffle 1 64 64 8 | FileCheck %s --check-prefix=VALUES

// (The patterns are written so that these lines, carried into the .cl as comments, do not
// match themselves.)
// CL-LABEL: __kernel void {{vote_then_shuffle}}(
// CL-NOT: cu2cl_{{warp}}_enters
// CL: {{^}}  if (some)
// CL-NEXT: cu2cl_{{shfl}}_sync_i32(0xffffffffu, v, 0, 32, true,
__global__ void vote_then_shuffle(long long *out) {
  int v = threadIdx.x + 1;
  int some = __syncthreads_or(threadIdx.x == 40); // true: thread 40 exists
  if (some)
    v = __shfl_sync(0xffffffffu, v, 0); // lane 0's value: 1 in warp 0, 33 in warp 1
  int none = __syncthreads_and(threadIdx.x < 10); // false for the block
  if (none)
    v = -1;
  out[threadIdx.x] = v;
}
// VALUES-COUNT-4: 1 1 1 1 1 1 1 1
// VALUES-COUNT-4: 33 33 33 33 33 33 33 33
