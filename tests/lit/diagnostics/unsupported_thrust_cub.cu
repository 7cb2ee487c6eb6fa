// A thrust or CUB call that cu2cl does not translate is an error at its use,
// with the reason from rewriters/tables/HostApiTable.def (docs/host-api.md); a call
// with an argument cu2cl cannot take is an error at that argument, naming the
// call. Nothing is written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_thrust_cub.host.cpp
#include <cub/cub.cuh>
#include <thrust/count.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>

struct Even {
  __device__ bool operator()(short x) const { return x % 2 == 0; }
};

int main() {
  float *data = nullptr;
  int *ints = nullptr;
  short *shorts = nullptr;
  // CHECK: unsupported_thrust_cub.cu:[[@LINE+1]]:3: error: 'thrust::sort' in host code is not translated: sorting is not translated [-Wcu2cl-unsupported-host-api]
  thrust::sort(thrust::device, ints, ints + 4);
  // CHECK: unsupported_thrust_cub.cu:[[@LINE+1]]:56: error: 'thrust::reduce' in host code is not translated: its operator 'thrust::maximum<float>' is not translated: scans and reductions are translated with thrust::plus only [-Wcu2cl-unsupported-host-api]
  thrust::reduce(thrust::device, data, data + 4, 0.0f, thrust::maximum<float>());
  // CHECK: unsupported_thrust_cub.cu:[[@LINE+1]]:18: error: 'thrust::reduce' in host code is not translated: its execution policy 'thrust::host' is not translated: algorithms on the host are not translated; call the std:: algorithm [-Wcu2cl-unsupported-host-api]
  thrust::reduce(thrust::host, data, data + 4);
  // CHECK: unsupported_thrust_cub.cu:[[@LINE+1]]:36: error: 'thrust::count_if' in host code is not translated: its predicate is a lambda; write it as a struct with a __device__ operator(), which cu2cl translates into the OpenCL program [-Wcu2cl-unsupported-host-api]
  thrust::count_if(ints, ints + 4, [] __device__(int x) { return x > 0; });
  // CHECK: unsupported_thrust_cub.cu:[[@LINE+1]]:20: error: 'thrust::count_if' in host code is not translated: the device library's algorithms are defined for int, unsigned, long, unsigned long, float and double elements, not 'short' [-Wcu2cl-unsupported-host-api]
  thrust::count_if(shorts, shorts + 4, Even());
  // CHECK: unsupported_thrust_cub.cu:[[@LINE+1]]:11: error: 'thrust::device_vector' in host code is not translated: allocate with cudaMalloc and use the pointer (or a thrust::device_ptr) [-Wcu2cl-unsupported-host-api]
  thrust::device_vector<int> vector(4);
  size_t bytes = 0;
  // CHECK: unsupported_thrust_cub.cu:[[@LINE+1]]:3: error: 'cub::DeviceReduce::Max' in host code is not translated: only Sum is translated [-Wcu2cl-unsupported-host-api]
  cub::DeviceReduce::Max(nullptr, bytes, ints, ints, 4);
  return 0;
}
// CHECK: 7 errors generated
