// A barrier written inside an expression (`c ? __syncthreads() : __syncwarp();`, HeCBench
// bitpermute; `(__syncthreads(), s[i])`) in a kernel with warp primitives. The CPU warp form
// runs a warp's lanes in a loop split at each barrier; a barrier left inside an expression ran
// once per lane inside the loop, and lanes read slots that other work-items had not written yet
// (exit 0, wrong values on PoCL). A `?:` statement of type void is now the `if` it means, and
// a kernel with a barrier still inside an expression has no warp form. Expected by hand; CUDA
// 13.0 on an H200 printed the same (scripts/gpu/record-executed.sh).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/barrier_in_expression.cl | FileCheck %s --check-prefix=CL
// CL: if ((64 > 32)) {
// CL-NEXT: barrier(
// CL-NEXT: } else {
// CL-NEXT: cu2cl_syncwarp(
// CL-NOT: __kernel void comma__cu2cl_warps
// RUN: timeout 120 %cl-run %t/barrier_in_expression.cl choice 1 64 64 32 > %t/choice.txt
// RUN: python3 -c "print('\n'.join(' '.join(str(63 - t) for t in range(r, r + 32)) for r in (0, 32)))" > %t/choice.expected
// RUN: diff %t/choice.expected %t/choice.txt
// RUN: timeout 120 %cl-run %t/barrier_in_expression.cl comma 1 64 64 32 > %t/comma.txt
// RUN: python3 -c "print('\n'.join(' '.join(str(126 - t - (t ^ 1)) for t in range(r, r + 32)) for r in (0, 32)))" > %t/comma.expected
// RUN: diff %t/comma.expected %t/comma.txt

#define SLOTS 64

__global__ void choice(long long *out) {
  __shared__ int s[SLOTS];
  s[threadIdx.x] = threadIdx.x;
  (SLOTS > 32) ? __syncthreads() : __syncwarp();
  out[threadIdx.x] = s[SLOTS - 1 - threadIdx.x];
}

__global__ void comma(long long *out) {
  __shared__ int s[SLOTS];
  s[threadIdx.x] = threadIdx.x;
  int v = (__syncthreads(), s[SLOTS - 1 - threadIdx.x]);
  out[threadIdx.x] = v + __shfl_xor_sync(0xffffffff, v, 1);
}
