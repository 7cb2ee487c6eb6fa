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
// RUN: timeout 120 %cl-run %t/barrier_in_expression.cl choiceInLoop 1 64 64 32 > %t/loop.txt
// RUN: python3 -c "print('\n'.join(' '.join(str(sum(k + 63 - t for k in range(20) if k % 5)) for t in range(r, r + 32)) for r in (0, 32)))" > %t/loop.expected
// RUN: diff %t/loop.expected %t/loop.txt
// In a kernel the uniform rewrite transforms (its loop starts at a thread-dependent value, as
// far as cu2cl can tell), the calls of such a `?:` are made for the work-items whose condition
// selects each, and what else a branch does stays in an `if` (the rewrite printed `c ? : ;`
// before, an error that stopped HeCBench bitpermute). CUDA 13.0 on an H200 printed the same.
// CL-LABEL: __kernel void choiceInLoop(
// CL: bool cu2cl_selected{{[0-9]+}} = cu2cl_iteration{{[0-9]+}} && ((64 > 32));
// CL: if ((64 > 32)) {
// CL-NEXT: } else {
// CL-NEXT: if (cu2cl_iteration{{[0-9]+}})

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

__global__ void choiceInLoop(long long *out) {
  __shared__ int s[SLOTS];
  long long sum = 0;
  for (int k = threadIdx.x / SLOTS; k < 20; ++k) {
    if (k % 5 == 0)
      continue;
    s[threadIdx.x] = k + threadIdx.x;
    (SLOTS > 32) ? __syncthreads() : __syncwarp();
    sum += s[SLOTS - 1 - threadIdx.x];
    (SLOTS > 32) ? __syncthreads() : (void)(sum += 1000);
  }
  out[threadIdx.x] = sum;
}
