// CUB's DeviceReduce::Sum and DeviceScan::ExclusiveSum/InclusiveSum keep
// their two-call shape (the first call sizes the temporary storage) and
// become cu2cl::cub calls that name the .cl file's algorithm kernels.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/cub_algorithms.host.cpp | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %host-syntax-check %t/cub_algorithms.host.cpp
// RUN: FileCheck %s --check-prefix=CL < %t/cub_algorithms.cl
#include <cub/cub.cuh>
#include <cuda_runtime.h>

// CHECK:#include <cu2cl/algorithms.h>
// CHECK-NEXT:#include <cu2cl/cuda_api.h>
// CHECK-NEXT:static cu2cl::Module cu2cl_module("cub_algorithms.cl");

int main() {
  const int n = 1 << 20;
  double *in = nullptr, *out = nullptr;
  void *temp = nullptr;
  size_t bytes = 0;
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  // CHECK:  cu2cl::cub::DeviceReduce::Sum(cu2cl_module, "cu2cl_reduce_double", nullptr, bytes, in, out, n);
  // CHECK-NEXT:  cu2clMalloc(&temp, bytes);
  // CHECK-NEXT:  cu2cl::cub::DeviceReduce::Sum(cu2cl_module, "cu2cl_reduce_double", temp, bytes, in, out, n, stream);
  // CHECK-NEXT:  cu2cl::cub::DeviceScan::ExclusiveSum(cu2cl_module, "cu2cl_scan_double", temp, bytes, in, out, n);
  // CHECK-NEXT:  cu2cl::cub::DeviceScan::InclusiveSum(cu2cl_module, "cu2cl_scan_double",
  // CHECK-NEXT:                               temp, bytes, in, out, n, stream);
  cub::DeviceReduce::Sum(nullptr, bytes, in, out, n);
  cudaMalloc(&temp, bytes);
  cub::DeviceReduce::Sum(temp, bytes, in, out, n, stream);
  cub::DeviceScan::ExclusiveSum(temp, bytes, in, out, n);
  cub::DeviceScan::InclusiveSum(
                               temp, bytes, in, out, n, stream);
  return 0;
}

// CL: CU2CL_DEFINE_REDUCE(cu2cl_reduce_double, double)
// CL-NEXT: CU2CL_DEFINE_SCAN(cu2cl_scan_double, double)
