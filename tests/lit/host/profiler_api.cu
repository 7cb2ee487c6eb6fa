// cuda_profiler_api.h is one of the runtime's headers: cudaProfilerStart and cudaProfilerStop
// do nothing and succeed, as CUDA's do with no profiler attached.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/profiler_api.host.cpp | FileCheck %s
// RUN: %host-syntax-check %t/profiler_api.host.cpp

// CHECK: #include <cu2cl/cuda_api.h>
// CHECK-NOT: cuda_profiler_api
#include <cuda_profiler_api.h>
#include <cuda_runtime.h>

__global__ void k(int *p) { p[0] = 1; }

int main() {
  // CHECK: if (cu2clProfilerStart() != cu2clSuccess)
  if (cudaProfilerStart() != cudaSuccess)
    return 1;
  int *p = nullptr;
  k<<<1, 1>>>(p);
  // CHECK: return cu2clProfilerStop() == cu2clSuccess ? 0 : 1;
  return cudaProfilerStop() == cudaSuccess ? 0 : 1;
}
