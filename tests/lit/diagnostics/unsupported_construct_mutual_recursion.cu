// OpenCL C 1.2 forbids recursion, also through several functions. cu2cl
// only catches a function that calls itself directly; isEven -> isOdd ->
// isEven is translated without a diagnostic (exit code 0).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_construct_mutual_recursion.cl

__device__ int isOdd(int n);
__device__ int isEven(int n) { return n == 0 ? 1 : isOdd(n - 1); }
// The call that closes the cycle, seen from the kernel.
// CHECK: unsupported_construct_mutual_recursion.cu:[[@LINE+1]]:51: error: recursion in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
__device__ int isOdd(int n) { return n == 0 ? 0 : isEven(n - 1); }

__global__ void parity(int *out) { out[0] = isEven(out[1]); }
