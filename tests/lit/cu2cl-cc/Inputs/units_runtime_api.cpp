// Host code in a .cpp file that calls CUDA's runtime itself, as nvcc builds allow (the host
// compiler against CUDA's runtime library): device memory, copies, a device query and error
// names, then units_scale.cu's host function on the copied data. cu2cl-cc compiles it against
// cu2cl's <cuda_runtime.h> (separate_compilation.test).
#include "units.h"

#include <cstdio>
#include <cuda_runtime.h>

#ifdef __CUDACC__
#error "a .cpp file is not CUDA: nvcc does not define __CUDACC__ for it"
#endif

#define CHECK(call)                                                                               \
  do {                                                                                            \
    cudaError_t status = (call);                                                                  \
    if (status != cudaSuccess) {                                                                  \
      std::printf("FAIL %s: %s (%s)\n", #call, cudaGetErrorName(status),                         \
                  cudaGetErrorString(status));                                                    \
      return 1;                                                                                   \
    }                                                                                             \
  } while (0)

int main() {
  const int n = 64;
  float host[n], back[n];
  for (int i = 0; i < n; ++i)
    host[i] = static_cast<float>(i);
  int devices = 0;
  CHECK(cudaGetDeviceCount(&devices));
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  float *device = nullptr;
  CHECK(cudaMalloc(&device, sizeof host));
  CHECK(cudaMemcpy(device, host, sizeof host, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(back, device, sizeof host, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(device));
  CHECK(cudaDeviceSynchronize());
  if (runScale(back, n, 3.0f) != 0)
    return std::printf("FAIL scale\n"), 1;
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += back[i] != 3.0f * static_cast<float>(i);
  // An error's name as CUDA spells it.
  std::printf("%s runtime from .cpp: devices>0=%d wrong=%d %s\n", wrong ? "FAIL" : "PASS",
              devices > 0, wrong, cudaGetErrorName(cudaErrorInvalidValue));
  return wrong ? 1 : 0;
}
