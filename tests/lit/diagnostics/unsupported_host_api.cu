// A CUDA runtime name, thrust or CUB call that the host runtime has no
// translation for is an error at its use, with the reason from
// rewriters/HostApiTable.def (docs/host-api.md). Nothing is written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: FileCheck %s --check-prefix=COUNT < %t/stderr
// RUN: test ! -e %t/unsupported_host_api.cl
// RUN: test ! -e %t/unsupported_host_api.host.cpp
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/count.h>
#include <thrust/sort.h>
#include <thrust/device_vector.h>
#include <cub/cub.cuh>

__global__ void work(float *data) { data[threadIdx.x] = 0; }

struct Even {
  __device__ bool operator()(short x) const { return x % 2 == 0; }
};

int main() {
  float *data = nullptr;
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:3: error: 'cudaMallocManaged' in host code is not translated: managed (unified) memory has no equivalent in OpenCL 1.2 [-Wcu2cl-unsupported-host-api]
  cudaMallocManaged(&data, 64);
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:3: error: 'cudaLaunchCooperativeKernel' in host code is not translated: grid-wide synchronisation has no OpenCL 1.2 equivalent [-Wcu2cl-unsupported-host-api]
  cudaLaunchCooperativeKernel(work, dim3(1), dim3(32), nullptr);
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:3: error: 'cudaTextureObject_t' in host code is not translated: textures are not translated [-Wcu2cl-unsupported-host-api]
  cudaTextureObject_t texture = 0;
  // CHECK: unsupported_host_api.cu:[[@LINE+2]]:3: error: 'cudaGraph_t' in host code is not translated: CUDA graphs are not translated [-Wcu2cl-unsupported-host-api]
  // CHECK: unsupported_host_api.cu:[[@LINE+2]]:3: error: 'cudaGraphCreate' in host code is not translated: CUDA graphs are not translated [-Wcu2cl-unsupported-host-api]
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:29: error: 'cudaErrorLaunchTimeout' in host code is not translated: the cu2cl runtime never returns this error, and its header does not define it [-Wcu2cl-unsupported-host-api]
  if (cudaGetLastError() == cudaErrorLaunchTimeout)
    return 1;
  cudaDeviceProp prop;
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:18: error: 'cudaDeviceProp::tccDriver' in host code is not translated: the cu2cl runtime does not fill this field [-Wcu2cl-unsupported-host-api]
  int tcc = prop.tccDriver;
  // CHECK: unsupported_host_api.cu:[[@LINE+2]]:3: error: 'cudaDeviceGetAttribute' in host code is not translated: read the field of cudaGetDeviceProperties' result instead [-Wcu2cl-unsupported-host-api]
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:32: error: 'cudaDevAttrWarpSize' in host code is not translated: cu2cl does not translate it [-Wcu2cl-unsupported-host-api]
  cudaDeviceGetAttribute(&tcc, cudaDevAttrWarpSize, 0);

  // thrust and CUB.
  int *ints = nullptr;
  short *shorts = nullptr;
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:3: error: 'thrust::sort' in host code is not translated: sorting is not translated [-Wcu2cl-unsupported-host-api]
  thrust::sort(thrust::device, ints, ints + 4);
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:56: error: 'thrust::maximum' in host code is not translated: scans and reductions are translated with thrust::plus only [-Wcu2cl-unsupported-host-api]
  thrust::reduce(thrust::device, data, data + 4, 0.0f, thrust::maximum<float>());
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:18: error: 'thrust::host' in host code is not translated: algorithms on the host are not translated; call the std:: algorithm [-Wcu2cl-unsupported-host-api]
  thrust::reduce(thrust::host, data, data + 4);
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:36: error: 'thrust::count_if' in host code is not translated: its predicate is a lambda; write it as a struct with a __device__ operator(), which cu2cl translates into the OpenCL program [-Wcu2cl-unsupported-host-api]
  thrust::count_if(ints, ints + 4, [] __device__(int x) { return x > 0; });
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:20: error: 'thrust::count_if' in host code is not translated: the device library's algorithms are defined for int, unsigned, long, unsigned long, float and double elements, not 'short' [-Wcu2cl-unsupported-host-api]
  thrust::count_if(shorts, shorts + 4, Even());
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:11: error: 'thrust::device_vector' in host code is not translated: allocate with cudaMalloc and use the pointer (or a thrust::device_ptr) [-Wcu2cl-unsupported-host-api]
  thrust::device_vector<int> vector(4);
  size_t bytes = 0;
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:3: error: 'cub::DeviceReduce::Max' in host code is not translated: only Sum is translated [-Wcu2cl-unsupported-host-api]
  cub::DeviceReduce::Max(nullptr, bytes, ints, ints, 4);
  // Launches are rewritten (and reported) once all of them have been seen.
  void (*pointer)(float *) = work;
  // CHECK: unsupported_host_api.cu:[[@LINE+1]]:3: error: '<<<...>>>' in host code is not translated: a launch through a function pointer; launch the kernel by name [-Wcu2cl-unsupported-host-api]
  pointer<<<1, 1>>>(data);
  return texture != 0;
}

// CHECK: unsupported_host_api.cu:[[@LINE+1]]:1: error: '__managed__' in host code is not translated: managed (unified) memory has no equivalent in OpenCL 1.2 [-Wcu2cl-unsupported-host-api]
__managed__ int managed;
// COUNT: 1 warning and 18 errors generated
