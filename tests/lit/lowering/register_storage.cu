// `register`, which C++17 removed, is accepted as nvcc accepts it (in -std=c++17 code too) and
// has no effect on the translation.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -- -std=c++17 2>&1 | count 0
// RUN: %strip-checks %t/register_storage.cl | FileCheck %s
// CHECK: __kernel void square(
// CHECK: int v = in[
// CHECK-NOT: register
__global__ void square(const int *in, int *out) {
  register int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  out[blockIdx.x * blockDim.x + threadIdx.x] = v * v;
}
